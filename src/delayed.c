/* delayed.c: delayed triggered abilities (603.7) and tokens put onto the battlefield attacking (508.4) -- mobilize. */
#include "game.h"

/* DELAY: the delayed triggered ability `ability`, made by the resolving si; "them": what entered since timestamp from */
void dly_create(mtg_game *g, const stack_item *si, int ability, uint32_t from)
{
  if (g->pack->abils[ability].trigger == TRIG_REFLEXIVE) { /* 603.12: "When you do, ..." triggers now -- if its intervening
                                                              "if" holds (603.4; tlacards 16: Earthbender Ascension) */
    if (g->ntrig < MAX_TRIGGERS &&
        trig_cond(g, g->pack->abils[ability].cond, si->controller, si->kicked, si->obj))
      g->trig[g->ntrig++] = (pending_trigger){si->obj, (uint16_t)ability, si->controller, 0, 0, 0, 0};
    return;
  }
  if (g->ndelayed >= MAX_DELAYED)
    return; /* a capacity, like MAX_EFFECTS */
  if (g->pack->abils[ability].trigger == TRIG_THAT_DIES) { /* eclcards 10: from is the ref TARGET pushed */
    if (from >= MAX_OBJECTS || g->objs[from].zone != ZONE_BATTLEFIELD)
      return; /* no creature to watch (an illegal target does nothing, 608.2b) */
    g->delayed[g->ndelayed++] = (delayed_trig){si->obj, (uint16_t)ability, from, g->objs[from].zcc, si->controller,
                                               DLY_NEXT};
    return;
  }
  uint32_t n = g->next_timestamp - from;
  g->delayed[g->ndelayed++] = (delayed_trig){si->obj, (uint16_t)ability, from, (uint16_t)(n > 0xFFFF ? 0xFFFF : n),
                                             si->controller,
                                             g->pack->abils[ability].trigger == TRIG_NEXT_CAST ? DLY_NEXT
                                             : g->pack->abils[ability].trigger == TRIG_CREATURE_ENTERS_THIS_TURN ||
                                               g->pack->abils[ability].trigger == TRIG_CREATURE_DIES_THIS_TURN ||
                                               g->pack->abils[ability].trigger == TRIG_CAST_NONCREATURE_THIS_TURN};
}

/* "Whenever a creature you control enters this turn," / "Whenever you cast a noncreature spell this turn,": player p's
   event; each of their "this turn" delayed triggers waiting for it triggers (603.7b: each time, not once) */
void dly_event(mtg_game *g, int event, int p, uint16_t about)
{
  for (int i = 0; i < g->ndelayed && g->ntrig < MAX_TRIGGERS; i++) {
    const delayed_trig *d = &g->delayed[i];
    if (d->this_turn && d->controller == p && g->pack->abils[d->ability].trigger == event)
      g->trig[g->ntrig++] = (pending_trigger){d->source, d->ability, d->controller, 0, about,
                                              about < MAX_OBJECTS ? g->objs[about].zcc : 0, 0};
  }
}

/* does spell o fit the "next spell" delayed trigger's trig_arg: any spell, an instant or sorcery spell, a <subtype> spell
   (as it was cast, 601.2i) */
static int next_fits(const mtg_game *g, int arg, int o)
{
  if (arg == NEXT_CAST_INSTSORC)
    return (g->objs[o].types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY))) != 0;
  return !arg || obj_has_subtype(g, o, arg - 1);
}

/* tdmcards 17: player p cast spell o -- each of their "When you next cast ... this turn," delayed triggers it fits
   triggers, once (603.7c: then it is gone); "it", "that spell" is o */
void dly_next_cast(mtg_game *g, int p, int o)
{
  int kept = 0;
  for (int i = 0; i < g->ndelayed; i++) {
    delayed_trig d = g->delayed[i];
    const pack_ability *a = &g->pack->abils[d.ability];
    if (d.this_turn != DLY_NEXT || a->trigger != TRIG_NEXT_CAST || d.controller != p || !next_fits(g, a->trig_arg, o) ||
        g->ntrig >= MAX_TRIGGERS) { /* eclcards 12: not a THAT_DIES one (also DLY_NEXT: once, this turn) */
      g->delayed[kept++] = d;
      continue;
    }
    g->trig[g->ntrig++] = (pending_trigger){d.source, d.ability, d.controller, 0, (uint16_t)o, g->objs[o].zcc, 0};
  }
  g->ndelayed = (uint8_t)kept;
}

/* eclcards 10: creature o dies -- "When that creature dies this turn," triggers for it once (603.7c), while it is still
   the object the delayed trigger watches (400.7); "that creature" is o, and the trigger's amount its power as it died
   (603.10a, 608.2h: End-Blaze Epiphany's "equal to its power", eclcards 12). tdmcards 19: "When it dies under your control
   this turn," only if the trigger's controller controls it as it dies (603.10a) */
void dly_that_dies(mtg_game *g, int o)
{
  int kept = 0, power = 0, known = 0;
  for (int i = 0; i < g->ndelayed; i++) {
    delayed_trig d = g->delayed[i];
    const pack_ability *a = &g->pack->abils[d.ability];
    if (a->trigger != TRIG_THAT_DIES || d.from != (uint32_t)o || d.count != g->objs[o].zcc || g->ntrig >= MAX_TRIGGERS ||
        (a->trig_arg == TRIG_ARG_UNDER_YOURS && g->objs[o].controller != d.controller)) {
      g->delayed[kept++] = d;
      continue;
    }
    if (!known++) { /* it is still on the battlefield: its power now, the layers applied */
      if (g->dirty)
        lay_apply(g);
      power = g->objs[o].power;
    }
    g->trig[g->ntrig++] = (pending_trigger){d.source, d.ability, d.controller, 0, (uint16_t)o, g->objs[o].zcc,
                                            (int16_t)power};
  }
  g->ndelayed = (uint8_t)kept;
}

/* 514.2: the turn ends -- so do its "this turn" delayed triggers */
void dly_end_turn(mtg_game *g)
{
  int kept = 0;
  for (int i = 0; i < g->ndelayed; i++)
    if (!g->delayed[i].this_turn)
      g->delayed[kept++] = g->delayed[i];
  g->ndelayed = (uint8_t)kept;
}

/* 603.7: the delayed triggers whose time has come trigger now, once each, and are gone (603.7c); the pending trigger
   carries "them" as what its event was about: the first timestamp (about, about_zcc) and the count (amount) */
void dly_step(mtg_game *g, int event)
{
  int kept = 0;
  for (int i = 0; i < g->ndelayed; i++) {
    delayed_trig d = g->delayed[i];
    if (d.this_turn || g->pack->abils[d.ability].trigger != event || g->ntrig >= MAX_TRIGGERS) {
      g->delayed[kept++] = d;
      continue;
    }
    g->trig[g->ntrig++] = (pending_trigger){d.source, d.ability, d.controller, 0, (uint16_t)(d.from & 0xFFFF),
                                            (uint16_t)(d.from >> 16), (int16_t)d.count};
  }
  g->ndelayed = (uint8_t)kept;
}

/* is o one of "them" of the resolving delayed trigger si (by its timestamp; a token that left ceased to exist) */
static int is_them(const mtg_game *g, const stack_item *si, int o)
{
  uint32_t from = (uint32_t)si->about | (uint32_t)si->about_zcc << 16;
  return g->objs[o].timestamp >= from && g->objs[o].timestamp - from < (uint32_t)(uint16_t)si->amount;
}

/* EFFECT_THEM: "They gain haste until end of turn." -- the permanents its controller controls that entered since timestamp
   from (the tokens just created) each get the effect of continuous-effect ability `ability` (611.2c: locked to them) */
void dly_effect_them(mtg_game *g, const stack_item *si, int ability, uint32_t from)
{
  uint16_t them[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == si->controller && g->objs[g->bf[i]].timestamp >= from)
      them[n++] = g->bf[i];
  for (int i = 0; i < n; i++)
    lay_add_effect(g, si, them[i], ability);
}

/* NEWEST (tlacards 14): "create a 1/1 white Ally creature token, then attach this Equipment to it" -- the last permanent
   YOU control that entered since the MARK, or -1 (none entered: nothing is attached) */
int32_t dly_newest(const mtg_game *g, const stack_item *si, uint32_t from)
{
  int32_t best = -1;
  uint32_t ts = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == si->controller && ob->timestamp >= from && (best < 0 || ob->timestamp >= ts))
      best = g->bf[i], ts = ob->timestamp;
  }
  return best;
}

/* SAC_THEM: "Sacrifice them" -- its controller sacrifices those of them they control (701.21a) */
void dly_sacrifice_them(mtg_game *g, const stack_item *si)
{
  uint16_t them[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == si->controller && is_them(g, si, g->bf[i]))
      them[n++] = g->bf[i];
  zone_leave_together(g, them, n, ZONE_GRAVEYARD); /* 603.10a: at the same time */
  for (int i = 0; i < n; i++)
    edict_one(g, si->controller, them[i]);
}

/* the next token (by timestamp, from g->attack_next) put onto the battlefield attacking that still has to choose */
static int next_attacker(const mtg_game *g)
{
  int best = -1;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if ((ob->flags & OBJ_ATTACKING) && ob->timestamp >= g->attack_next &&
        (best < 0 || ob->timestamp < g->objs[best].timestamp))
      best = g->bf[i];
  }
  return best;
}

/* CREATE_ATTACKING: n tokens, tapped; while combat goes on (506.1) and it is its controller's turn, attacking too
   (508.4: never declared, so nothing triggers on their attacking). Each attacks the defending player unless there is
   something else to attack; then its controller chooses for each (MODE_ATTACK_TARGET): 1 */
int dly_create_attacking(mtg_game *g, const stack_item *si, int card, int32_t n)
{
  uint32_t from = g->next_timestamp;
  zone_create_tokens(g, card, n, si->controller, 1);
  if (si->controller != g->active || g->step < STEP_DECLARE_ATTACKERS || g->step > STEP_END_COMBAT)
    return 0;
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (ob->timestamp < from || ob->controller != si->controller || !obj_is(g, g->bf[i], TYPE_CREATURE))
      continue;
    ob->flags |= OBJ_ATTACKING;
    ob->attack_player = (uint8_t)(g->active ^ 1);
    ob->attack_pw = NONE;
  }
  lay_touch(g, PACK_READS_ATTACKING | PACK_READS_TAPPED);
  uint16_t pw[MAX_BF];
  g->attack_next = from;
  if (cmb_attackable(g, pw) == 0 || next_attacker(g) < 0)
    return 0;
  g->mode = MODE_ATTACK_TARGET;
  return 1;
}

void dly_attack_options(mtg_game *g)
{
  int o = next_attacker(g);
  uint16_t pw[MAX_BF];
  int npw = cmb_attackable(g, pw);
  dec_reset(g, MTG_DEC_ATTACK_TARGET, g->active);
  dec_add(g, MTG_OPT_ATTACK, (uint16_t)o, PLAYER_REF(g->active ^ 1), 0);
  for (int j = 0; j < npw; j++)
    dec_add(g, MTG_OPT_ATTACK, (uint16_t)o, pw[j], 0);
}

void dly_attack_apply(mtg_game *g, const mtg_option *op)
{
  obj *ob = &g->objs[op->source];
  ob->attack_pw = IS_PLAYER_REF(op->target) ? NONE : op->target;
  ob->attack_pw_zcc = IS_PLAYER_REF(op->target) ? 0 : g->objs[op->target].zcc;
  g->attack_next = ob->timestamp + 1;
  if (next_attacker(g) < 0)
    cast_resume(g);
}
