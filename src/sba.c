/* sba.c: state-based actions (rule 704), life totals, and losing the game (104). */
#include "game.h"

void game_gain_life(mtg_game *g, int p, int n)
{
  if (n <= 0)
    return;
  if (g->dirty)
    lay_apply(g); /* the rules effects in force now */
  if (g->players[p].prules & PRULE_NO_GAIN)
    return; /* 119.7: "Players can't gain life." -- the effect that would gain life does nothing (Giant Cindermaw) */
  for (int i = 0; i < g->players[p].gain_plus && n < 0x4000; i++)
    n += 1; /* fdncards 11b: "you gain that much life plus 1 instead" (614.1a; two Angels: plus 2) */
  g->players[p].life += n;
  lay_touch(g, PACK_READS_LIFE); /* fdncards 11b: "as long as you have 25 or more life" (611.3a) */
  if (g->life_gained[p] < 0x7FFF - n)
    g->life_gained[p] = (int16_t)(g->life_gained[p] + n); /* fdncards 11b: 119.3 */
  g->sba_dirty = 1;
  int first = !((g->life_turn >> (2 + p)) & 1); /* fdncards: "for the first time each turn" */
  g->life_turn |= (uint8_t)(4u << p);
  uint64_t ev = trig_bf_events(g);
  int some = (ev & (trig_bit(TRIG_GAIN_LIFE) | trig_bit(TRIG_GAIN_LIFE_FIRST) | trig_bit(TRIG_GAIN_LIFE_FIRST_YOURS))) != 0;
  for (int i = 0; some && i < g->nbf; i++) /* "whenever you gain life" */
    if (g->objs[g->bf[i]].controller == p) {
      trig_check(g, g->bf[i], TRIG_GAIN_LIFE, p);
      if (first)
        trig_check(g, g->bf[i], TRIG_GAIN_LIFE_FIRST, p);
      if (first && g->active == p) /* "during each of your turns" */
        trig_check(g, g->bf[i], TRIG_GAIN_LIFE_FIRST_YOURS, p);
    }
  ev_push(g, EV_LIFE, p, NONE, NONE, g->players[p].life);
}

/* 120.3b, 122.1f: poison counters given to a player by damage, by the source's controller `putter` (after the
   counter-modifying replacement effects, src/ctrput.c) */
void game_add_poison(mtg_game *g, int putter, int p, int n)
{
  if ((n = ctr_amount(g, putter, CTR_POISON_PLAYER, n)) <= 0)
    return;
  g->players[p].poison = (int16_t)(g->players[p].poison + n);
  g->sba_dirty = 1; /* 704.5c */
  ev_push(g, EV_POISON, p, NONE, NONE, n);
}

void game_lose_life(mtg_game *g, int p, int n)
{
  if (n <= 0)
    return;
  g->players[p].life -= n;
  lay_touch(g, PACK_READS_LIFE);
  g->life_turn |= (uint8_t)(1u << p); /* "if an opponent lost life this turn" */
  if (trig_bf_events(g) & trig_bit(TRIG_OPP_LOSES_LIFE)) /* fdncards: "Whenever an opponent loses life" -- "that much" */
    for (int i = 0; i < g->nbf; i++)
      if (g->objs[g->bf[i]].controller != p)
        trig_check_amount(g, g->bf[i], TRIG_OPP_LOSES_LIFE, g->objs[g->bf[i]].controller, n);
  g->sba_dirty = 1;
  ev_push(g, EV_LIFE, p, NONE, NONE, g->players[p].life);
}

void game_lose(mtg_game *g, int p, int why)
{
  g->players[p].lost = 1;
  ev_push(g, why, p, NONE, NONE, why == EV_LOSE_POISON ? g->players[p].poison : g->players[p].life);
}

/* 704.5a-c: players who lose; 104.4a: all players losing at once is a draw */
static int player_actions(mtg_game *g)
{
  int any = 0;
  for (int p = 0; p < 2; p++) {
    player *pl = &g->players[p];
    if (pl->lost)
      continue;
    int why = pl->life <= 0 && !(pl->prules & PRULE_NO_LIFE_LOSS) ? EV_LOSE_LIFE : pl->drew_from_empty ? EV_LOSE_DECK
            : pl->poison >= 10 ? EV_LOSE_POISON : -1;
    if (why >= 0 && !(pl->prules & PRULE_CANT_LOSE)) { /* fdncards 8: "You can't lose the game" (104.3, Herald of
                                                          Eternal Dawn); 104.3a: conceding isn't an action here */
      game_lose(g, p, why);
      any = 1;
    }
    pl->drew_from_empty = 0;
  }
  if (g->players[0].lost && g->players[1].lost) {
    g->result = MTG_RESULT_DRAW;
    ev_push(g, EV_DRAWN_GAME, 0, NONE, NONE, 0);
  } else if (g->players[0].lost || g->players[1].lost) {
    int w = g->players[0].lost ? 1 : 0;
    g->result = (uint8_t)(w == 0 ? MTG_RESULT_WIN0 : MTG_RESULT_WIN1);
    ev_push(g, EV_WIN, w, NONE, NONE, 0);
  }
  return any;
}

/* 704.5f-h: creatures with toughness 0 or less, lethal damage, or deathtouch damage; 704.5i: planeswalkers
   with no loyalty counters; 704.5v: battles with no defense counters; 704.5w: a battle its controller protects
   (310.8: after a change of control); all at once. -1: a choice among replacement effects comes first (MODE_REPLACE).
   *legendary: whether a legendary permanent was seen (the legend rule has nothing to do without one) */
static int creature_actions(mtg_game *g, int *legendary)
{
  uint16_t doomed[MAX_BF], why[MAX_BF];
  int n = 0, deathtouched = 0, legend = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    deathtouched |= ob->flags & OBJ_DEATHTOUCHED;
    legend |= ob->supertypes & BIT(SUPER_LEGENDARY);
    if (!(ob->types & (TYPEBIT(PLANESWALKER) | TYPEBIT(BATTLE) | TYPEBIT(CREATURE))))
      continue; /* a land, an artifact, an enchantment: none of these applies */
    if ((ob->types & TYPEBIT(PLANESWALKER)) && obj_counter(ob, CTR_LOYALTY) == 0) {
      doomed[n] = (uint16_t)o;
      why[n++] = EV_NO_LOYALTY;
      continue;
    }
    if ((ob->types & TYPEBIT(BATTLE)) && (obj_counter(ob, CTR_DEFENSE) == 0 || ob->protector == ob->controller)) {
      doomed[n] = (uint16_t)o;
      why[n++] = obj_counter(ob, CTR_DEFENSE) == 0 ? EV_DEFEATED : EV_UNPROTECTED;
      continue;
    }
    if (!(ob->types & TYPEBIT(CREATURE)))
      continue;
    if (ob->toughness <= 0) {
      doomed[n] = (uint16_t)o;
      why[n++] = EV_DESTROYED_TOUGHNESS; /* 704.5f: not destruction, indestructible doesn't help */
    } else if ((ob->damage >= ob->toughness || (ob->damage > 0 && (ob->flags & OBJ_DEATHTOUCHED))) &&
               !(ob->keywords & KWBIT(INDESTRUCTIBLE))) {
      doomed[n] = (uint16_t)o;
      why[n++] = EV_DIES; /* 704.5g-h: destroyed */
    }
  }
  *legendary = legend != 0;
  for (int i = 0; i < n; i++)
    if (repl_ask(g, doomed[i], ZONE_GRAVEYARD, REPL_THEN_SBA))
      return -1; /* 616.1: its controller chooses first; then this check is made again */
  for (int i = 0; deathtouched && i < g->nbf; i++)
    g->objs[g->bf[i]].flags &= (uint8_t)~OBJ_DEATHTOUCHED; /* "since the last check" */
  zone_leave_together(g, doomed, n, ZONE_GRAVEYARD); /* 704.3: all at once */
  for (int i = 0; i < n; i++) {
    ev_push(g, why[i], g->objs[doomed[i]].controller, doomed[i], NONE, g->objs[doomed[i]].toughness);
    zone_move(g, doomed[i], ZONE_GRAVEYARD);
  }
  return n > 0;
}

/* 704.5j: a player with two or more legendary permanents of the same name chooses one to keep; the
   others go to their owners' graveyards. The choice is a decision (MODE_LEGEND) taken before priority. */
static int legend_rule(mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++) {
    const obj *a = &g->objs[g->bf[i]];
    if (!(a->supertypes & BIT(SUPER_LEGENDARY)))
      continue;
    for (int j = i + 1; j < g->nbf; j++) {
      const obj *b = &g->objs[g->bf[j]];
      if (b->card == a->card && b->controller == a->controller && (b->supertypes & BIT(SUPER_LEGENDARY))) {
        g->legend_player = a->controller;
        g->legend_card = a->card;
        g->mode = MODE_LEGEND;
        return 1;
      }
    }
  }
  return 0;
}

static int in_legend_group(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->card == g->legend_card && ob->controller == g->legend_player && (ob->supertypes & BIT(SUPER_LEGENDARY));
}

void sba_legend_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_LEGEND, g->legend_player);
  for (int i = 0; i < g->nbf; i++)
    if (in_legend_group(g, g->bf[i]))
      dec_add(g, MTG_OPT_KEEP_ONE, g->bf[i], NONE, 0);
}

void sba_legend_apply(mtg_game *g, const mtg_option *op)
{
  uint16_t doomed[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->bf[i] != op->source && in_legend_group(g, g->bf[i]))
      doomed[n++] = g->bf[i];
  zone_leave_together(g, doomed, n, ZONE_GRAVEYARD);
  for (int i = 0; i < n; i++) {
    ev_push(g, EV_MOVE_GRAVEYARD, g->objs[doomed[i]].controller, doomed[i], NONE, 0);
    zone_move(g, doomed[i], ZONE_GRAVEYARD);
  }
  g->mode = MODE_PRIORITY; /* state-based actions are checked again before priority */
}

/* 704.5q: +1/+1 and -1/-1 counters on the same permanent cancel out */
static int counter_actions(mtg_game *g, int *some)
{
  int any = 0;
  *some = 0; /* a permanent with counters: a Saga's lore counters are looked at only then */
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (!obj_has_counters(ob))
      continue;
    *some = 1;
    int plus = obj_counter(ob, CTR_PLUS1), minus = obj_counter(ob, CTR_MINUS1), n = plus < minus ? plus : minus;
    if (n > 0) {
      obj_set_counter(ob, CTR_PLUS1, plus - n);
      obj_set_counter(ob, CTR_MINUS1, minus - n);
      g->dirty = 1;
      any = 1;
    }
  }
  return any;
}

int sba_check(mtg_game *g)
{
  int performed = 0;
  g->sba_dirty = 0;
  for (;;) {
    if (g->dirty)
      lay_apply(g); /* the rules effects on players as things are now: Phyrexian Unlife may have left */
    int any = player_actions(g);
    if (g->result != MTG_RESULT_ONGOING)
      return 1;
    int counters;
    any |= counter_actions(g, &counters);
    if (g->dirty)
      lay_apply(g); /* toughness as the counters and effects now make it */
    any |= attach_actions(g); /* as things stand at this check (704.3): a creature dying now frees its Auras at the next */
    any |= counters && saga_sba(g); /* 714.4: no permanent had counters, none has lore counters now */
    int legendary;
    int died = creature_actions(g, &legendary);
    if (died < 0) {
      g->sba_dirty = 1;
      return 1;
    }
    any |= died;
    if (!any && legendary && legend_rule(g)) { /* nothing happened: the battlefield is the one creature_actions saw */
      g->sba_dirty = 1; /* check again once the choice is made */
      return 1;
    }
    if (!any)
      return performed;
    performed = 1;
  }
}
