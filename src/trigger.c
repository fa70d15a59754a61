/* trigger.c: triggered abilities (rule 603) -- noticed when events happen, put on the stack in APNAP order the
   next time a player would receive priority, each controller ordering their own. */
#include "game.h"

/* does the event fit the ability's trigger parameter: the creature type of the permanent that entered (205.3m:
   changelings have it), the mana value of the spell cast (202.3e: X is the value announced) */
static int fits_arg(const mtg_game *g, const pack_ability *a, int o, uint16_t about)
{
  if ((a->wording2 & PACK_WORD2_NONTOKEN) && about < MAX_OBJECTS && (g->objs[about].flags & OBJ_TOKEN))
    return 0; /* "a nontoken creature you control dies" (111.1) */
  if (!a->trig_arg || ((a->wording2 & PACK_WORD2_OR_THIS) && about == o))
    return 1; /* "this creature or another Vampire you control": the source, whatever its creature types */
  if (about >= MAX_OBJECTS)
    return 0;
  if (a->trigger == TRIG_OPP_CASTS && (a->trig_arg & OPPCAST_INSTSORC) && /* fdncards 8: "... instant or sorcery spell" */
      !(g->objs[about].types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY))))
    return 0;
  if (a->trigger == TRIG_OPP_CASTS || a->trigger == TRIG_CREATURE_ATTACKS) /* fdncards: one of its colors (105.2) */
    return (g->objs[about].colors & a->trig_arg & (BIT(COLOR__COUNT) - 1)) != 0;
  if (a->trigger == TRIG_CREATURE_COMBAT_DAMAGE && a->trig_arg >= TRIG_ARG_WITH_KW) /* fdncards 11: "with deathtouch" */
    return obj_has(g, about, a->trig_arg - TRIG_ARG_WITH_KW);
  if (a->trig_arg == TRIG_ARG_COUNTERED) /* tdmcards 17c: "a creature you control with a counter on it" */
    return obj_counters_any(&g->objs[about]);
  if (a->trig_arg == TRIG_ARG_NONLAND) /* tlacards 19: "a nonland creature you control dies" (603.10a) */
    return !(g->objs[about].types & TYPEBIT(LAND));
  if (a->trig_arg == TRIG_ARG_CHOSEN) /* eclcards 7: "a spell of the chosen type" (its source's choice, 614.12) */
    return g->objs[o].chosen && obj_has_subtype(g, about, g->objs[o].chosen - 1);
  if (a->trigger == TRIG_CAST_ARTIFACT_OR) /* tlacards 13: the spell as it was cast (601.2i) */
    return (g->objs[about].types & TYPEBIT(ARTIFACT)) || obj_has_subtype(g, about, a->trig_arg - 1);
  if (a->trigger == TRIG_PLUS1_PUT_ANOTHER) /* fdncards 10: "another non-Hydra creature you control" */
    return !obj_has_subtype(g, about, (a->trig_arg & ~TRIG_ARG_NON) - 1);
  if (a->trigger == TRIG_CAST_NONCREATURE_OR) /* the spell as it was cast (601.2i) */
    return !(g->objs[about].types & TYPEBIT(CREATURE)) || obj_has_subtype(g, about, a->trig_arg - 1);
  if (a->trigger == TRIG_CAST_SUBTYPE && a->only[0]) /* tlacards 15: "a Lesson, Saga, or Shrine spell" */
    return obj_has_subtype(g, about, a->trig_arg - 1) || obj_has_subtype(g, about, a->only[0] - 1) ||
           (a->only[1] && obj_has_subtype(g, about, a->only[1] - 1));
  if (a->trigger != TRIG_CAST_MV && a->trigger != TRIG_ENTERS_OR_CAST_MV)
    return obj_has_subtype(g, about, a->trig_arg - 1);
  return spell_mana_value(g, about) >= a->trig_arg;
}

/* fdncards: "Whenever a creature you control with power 4 or greater enters", "... with power 2 or less": its power as
   it entered (the layers applied to it); -1 for none */
static int entered_power(mtg_game *g, uint16_t about)
{
  if (about >= MAX_OBJECTS)
    return -1;
  if (g->dirty)
    lay_apply(g);
  return g->objs[about].power;
}

/* the same, with what the event was about: a player reference or an object ("that player", "it") */
void trig_fire(mtg_game *g, int o, int event, int controller, uint16_t about)
{
  if (g->objs[o].lost && !g->objs[o].granted)
    return; /* it has lost its abilities (613.1f): nothing triggers */
  if (event == TRIG_CAST_NONCREATURE && !g->objs[o].lost)
    kwt_check(g, o, event, controller); /* keywords that are triggered abilities (prowess) */
  if (!(g->pack->card_trig[g->objs[o].card] & trig_bit(event)))
    return; /* none of its abilities triggers on this event */
  const pack_card *c = game_card(g, o);
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    int on = a->trigger == event ||
             (a->trigger == TRIG_ENTERS_OR_DIES && (event == TRIG_ENTERS || event == TRIG_DIES)) || /* 603.2 */
             (a->trigger == TRIG_ENTERS_OR_ATTACKS && (event == TRIG_ENTERS || event == TRIG_ATTACKS)) ||
             (a->trigger == TRIG_ENTERS_OR_TAPPED && (event == TRIG_ENTERS || event == TRIG_BECOMES_TAPPED)) || /* eclcards */
             (a->trigger == TRIG_ENTERS_OR_TRANSFORMS && (event == TRIG_ENTERS || event == TRIG_TRANSFORMS)) ||
             (a->trigger == TRIG_POWER4_ENTERS && event == TRIG_CREATURE_ENTERS && entered_power(g, about) >= 4) ||
             (a->trigger == TRIG_CREATURES_ATTACK && event == TRIG_YOU_ATTACK) || /* fdncards: one event, two wordings */
             (a->trigger == TRIG_ATTACK_WITH3 && event == TRIG_YOU_ATTACK && bf_attacking(g) >= 3) ||
             (a->trigger == TRIG_ANOTHER_POWER2_ENTERS && event == TRIG_ANOTHER_CREATURE_ENTERS && /* fdncards */
              about < MAX_OBJECTS && entered_power(g, about) <= 2) ||
             (a->trigger == TRIG_ENTERS_OR_CAST_MV && (event == TRIG_ENTERS || event == TRIG_CAST_MV)) || /* eclcards */
             (a->trigger == TRIG_CAST_OR_ENTERS_FROM_EXILE && /* tlacards 18 */
              (event == TRIG_CAST_FROM_EXILE || event == TRIG_ENTERS_FROM_EXILE));
    if (a->kind != ABIL_TRIGGERED || !on || !obj_has_ability(g, o, i) || g->ntrig >= MAX_TRIGGERS ||
        !(event == TRIG_ENTERS || fits_arg(g, a, o, about)) || !trig_cond(g, a->cond, controller, g->objs[o].kicked, o))
      continue; /* 603.4: an intervening "if" that is false: it doesn't trigger */
    g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, (uint16_t)(c->abil_first + i), (uint8_t)controller, 0, about,
                                                 about < MAX_OBJECTS ? g->objs[about].zcc : 0,
                                                 event == TRIG_ANOTHER_CREATURE_ENTERS ? (int16_t)entered_power(g, about)
                                                 : event == TRIG_CREATURE_DIES && a->trig_arg == TRIG_ARG_COUNTERED
                                                   ? (int16_t)obj_counters_total(&g->objs[about]) /* eclcards 11 */
                                                   : 0};
  }
}

/* the same, with how much the event was: the combat damage dealt ("draw that many cards", AMOUNT) */
void trig_check_amount(mtg_game *g, int o, int event, int controller, int amount)
{
  int n = g->ntrig;
  trig_check_about(g, o, event, controller, NONE);
  for (int i = n; i < g->ntrig; i++)
    g->trig[i].amount = (int16_t)amount;
}

/* is the state trigger ability of o already waiting or on the stack? (603.8: it doesn't trigger again until then) */
static int state_trigger_out(const mtg_game *g, int o, int ability)
{
  for (int i = 0; i < g->ntrig; i++)
    if (g->trig[i].source == o && g->trig[i].ability == ability)
      return 1;
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].kind == SI_ABILITY && g->stack[i].obj == o && g->stack[i].ability == ability &&
        g->stack[i].obj_zcc == g->objs[o].zcc)
      return 1;
  return 0;
}

/* 603.8: state-triggered abilities ("When Dark Depths has no ice counters on it, ...") trigger whenever the game state
   matches, once until the ability has left the stack; checked when a player would receive priority */
void trig_state(mtg_game *g)
{
  for (int i = 0; g->nstate_trig && i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    if (ob->lost || !(g->pack->card_trig[ob->card] & trig_bit(TRIG_NO_COUNTERS)))
      continue;
    const pack_card *c = game_card(g, o);
    for (int k = 0; k < c->abil_count && g->ntrig < MAX_TRIGGERS; k++) {
      const pack_ability *a = &g->pack->abils[c->abil_first + k];
      if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_NO_COUNTERS && !(a->flags & PACK_ABF_GRANTED) &&
          obj_counter(ob, a->mana) == 0 && !state_trigger_out(g, o, c->abil_first + k))
        g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, (uint16_t)(c->abil_first + k), ob->controller, 0, 0, 0, 0};
    }
  }
}

/* 701.26a: a permanent becomes tapped (an untapped one only: one that enters tapped never "becomes" tapped) */
void trig_tap(mtg_game *g, int o)
{
  if (g->objs[o].flags & OBJ_TAPPED)
    return;
  g->objs[o].flags |= OBJ_TAPPED;
  lay_touch(g, PACK_READS_TAPPED);
  trig_check(g, o, TRIG_BECOMES_TAPPED, g->objs[o].controller);
}

/* player p drew a card: the triggers of the permanents of p's opponents that wait for event ev ("that player" is p) */
static void opp_draw(mtg_game *g, int p, int ev)
{
  if (trig_bf_events(g) & trig_bit(ev))
    for (int i = 0; i < g->nbf; i++)
      if (g->objs[g->bf[i]].controller != p)
        trig_check_about(g, g->bf[i], ev, g->objs[g->bf[i]].controller, PLAYER_REF(p));
}

/* 121.1: player p drew a card: "whenever you draw a card" and, for the second card this turn, "whenever you draw
   your second card each turn" */
void trig_draw(mtg_game *g, int p)
{
  player *pl = &g->players[p];
  if (pl->draws < 255)
    pl->draws++;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller != p)
      continue;
    trig_check(g, o, TRIG_DRAW, p);
    if (pl->draws == 2)
      trig_check(g, o, TRIG_SECOND_DRAW, p);
  }
  opp_draw(g, p, TRIG_OPP_DRAW); /* fdncards 8: "Whenever an opponent draws a card," ("that player") */
  if (pl->draws == 2)
    opp_draw(g, p, TRIG_OPP_SECOND_DRAW); /* tlacards 17: "Whenever an opponent draws their second card each turn," */
}

/* 601.2i: player p has cast a spell (its costs are paid): their permanents' cast triggers; the spells they cast
   this turn are counted for "your second spell each turn" (Flurry), which only the second one matches */
void trig_cast(mtg_game *g, int p)
{
  const stack_item *si = &g->stack[g->nstack - 1];
  int noncreature = !(game_card(g, si->obj)->types & TYPEBIT(CREATURE));
  int instsorc = (game_card(g, si->obj)->types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY))) != 0;
  int n = ++g->players[p].spells_cast;
  g->players[p].attacked |= noncreature ? PL_CAST_NONCREATURE : PL_CAST_CREATURE; /* tdmcards 17c: Eshki Dragonclaw */
  if (g->objs[si->obj].colors & BIT(COLOR_RED)) /* "Whenever a player casts a red spell" (Dragon's Claw): any controller */
    for (int i = 0; i < g->nbf; i++)
      trig_check(g, g->bf[i], TRIG_CAST_RED, g->objs[g->bf[i]].controller);
  if (noncreature) /* "Whenever a player casts a noncreature spell, they ..." (Mai): any controller; "they" is p */
    for (int i = 0; i < g->nbf; i++)
      trig_check_about(g, g->bf[i], TRIG_ANY_CAST_NONCREATURE, g->objs[g->bf[i]].controller, PLAYER_REF(p));
  if (noncreature && g->ndelayed)
    dly_event(g, TRIG_CAST_NONCREATURE_THIS_TURN, p, NONE); /* "Whenever you cast a noncreature spell this turn" */
  if (g->ndelayed)
    dly_next_cast(g, p, si->obj); /* tdmcards 17: "When you next cast an instant or sorcery spell this turn," (603.7c) */
  trig_check_about(g, si->obj, TRIG_CAST_SELF, p, si->obj); /* "When you cast this spell," -- from the stack (601.2i) */
  int exiled = si->cast_from == ZONE_EXILE; /* tlacards 18: "Whenever you cast a spell from exile," */
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller != p) { /* fdncards: "Whenever an opponent casts a [blue or black] spell" */
      trig_check_about(g, o, TRIG_OPP_CASTS, g->objs[o].controller, si->obj);
      continue;
    }
    if (noncreature)
      trig_check(g, o, TRIG_CAST_NONCREATURE, p);
    else
      trig_check(g, o, TRIG_CAST_CREATURE, p); /* fdncards: "Whenever you cast a creature spell" */
    if (g->active != p)
      trig_check(g, o, TRIG_CAST_OPP_TURN, p);
    if (n == 2)
      trig_check(g, o, TRIG_SECOND_SPELL, p);
    trig_check_about(g, o, TRIG_CAST_MV, p, si->obj); /* the spell: its mana value is compared */
    trig_check_about(g, o, TRIG_CAST_NONCREATURE_OR, p, si->obj); /* its types and subtypes */
    trig_check_about(g, o, TRIG_CAST_SUBTYPE, p, si->obj);        /* "Whenever you cast a Turtle spell" */
    trig_check_about(g, o, TRIG_CAST_ARTIFACT_OR, p, si->obj);    /* "... an artifact or Lesson spell" */
    if (instsorc) /* "it" is the spell */
      trig_check_about(g, o, TRIG_CAST_INSTANT_SORCERY, p, si->obj);
    if (exiled)
      trig_check_about(g, o, TRIG_CAST_FROM_EXILE, p, si->obj);
    for (int t = 0; t < si->ntargets; t++) /* fdncards 11: "Whenever you cast a spell that targets this creature," */
      if (si->target[t] == o && si->target_zcc[t] == g->objs[o].zcc) {
        trig_check(g, o, TRIG_CAST_TARGETS_SELF, p);
        break;
      }
  }
}

/* "This ability triggers only once each turn.": is pending trigger i such an ability's that already triggered this
   turn (it must not be); otherwise it now has (obj.repl REPL_ONCE_TURN, cleared at cleanup) */
int trig_once_turn(mtg_game *g, int i)
{
  const pending_trigger *t = &g->trig[i];
  obj *src = &g->objs[t->source];
  if (t->ability == NONE || !(g->pack->abils[t->ability].wording2 & PACK_WORD2_ONCE_TURN))
    return 0;
  if (src->repl & REPL_ONCE_TURN)
    return 1;
  src->repl |= REPL_ONCE_TURN;
  return 0;
}

/* the pending triggers from `first` on, less those of abilities that trigger only once each turn and already did */
static void drop_once_turn(mtg_game *g, int first)
{
  int kept = first;
  for (int i = first; i < g->ntrig; i++)
    if (!trig_once_turn(g, i))
      g->trig[kept++] = g->trig[i];
  g->ntrig = kept;
}

/* tdmcards 17: counters were put on creature o (122.6): "Whenever a counter is put on a creature you control," of its
   controller's permanents ("it" is o), less those that trigger only once each turn and did */
void trig_counter_put(mtg_game *g, int o)
{
  if (!(trig_bf_events(g) & trig_bit(TRIG_COUNTER_PUT)))
    return;
  int first = g->ntrig, p = g->objs[o].controller;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p)
      trig_check_about(g, g->bf[i], TRIG_COUNTER_PUT, p, (uint16_t)o);
  drop_once_turn(g, first);
}

/* 603.6c, 603.10a: permanent o is about to leave the battlefield (it and the others still are there: they look back) --
   in its controller's turn, "Whenever another permanent you control leaves the battlefield during your turn" (its own
   "When ... leaves the battlefield" is zone.c's) */
void trig_leaves(mtg_game *g, int o)
{
  for (int i = 0; i < g->nbf; i++)
    trig_leaves_seen(g, g->bf[i], o);
}

/* permanent w, still on the battlefield, sees permanent o about to leave it: "Whenever another permanent you control
   leaves the battlefield during your turn" (603.10a: w may be leaving at the same time -- zone_leave_together) */
void trig_leaves_seen(mtg_game *g, int w, int o)
{
  int p = g->objs[o].controller;
  if (w == o || p != g->active || g->objs[w].controller != p ||
      !(trig_bf_events(g) & trig_bit(TRIG_ANOTHER_LEAVES_YOUR_TURN)))
    return;
  int first = g->ntrig;
  trig_check(g, w, TRIG_ANOTHER_LEAVES_YOUR_TURN, p);
  drop_once_turn(g, first);
}

/* 701.21a: player p is about to sacrifice permanent o -- "Whenever you sacrifice another permanent" of p's other
   permanents, and during p's turn "Whenever you sacrifice a permanent during your turn" of all of them, o too (called
   before it leaves: 603.10a, it looks back) */
void trig_sacrifice(mtg_game *g, int p, int o)
{
  uint64_t ev = trig_bf_events(g);
  for (int i = 0; (ev & trig_bit(TRIG_SACRIFICE_ANOTHER)) && i < g->nbf; i++)
    if (g->bf[i] != o && g->objs[g->bf[i]].controller == p)
      trig_check(g, g->bf[i], TRIG_SACRIFICE_ANOTHER, p);
  if (p != g->active || !(ev & trig_bit(TRIG_SACRIFICE_YOUR_TURN)))
    return;
  int first = g->ntrig;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p)
      trig_check(g, g->bf[i], TRIG_SACRIFICE_YOUR_TURN, p);
  drop_once_turn(g, first);
}

/* fdncards 10: +1/+1 counters were put on permanent o by player `putter` (122.6: entering with them too) -- "Whenever you
   put one or more +1/+1 counters on this creature" (its controller's), "Whenever one or more +1/+1 counters are put on
   another creature you control" (anyone's): once for the counters put together; "only once each turn" kept */
void trig_plus1_put(mtg_game *g, int putter, int o)
{
  uint64_t ev = trig_bf_events(g);
  int p = g->objs[o].controller, first = g->ntrig;
  if ((ev & trig_bit(TRIG_PLUS1_PUT_SELF)) && putter == p)
    trig_check(g, o, TRIG_PLUS1_PUT_SELF, p);
  for (int i = 0; (ev & trig_bit(TRIG_PLUS1_PUT_ANOTHER)) && (g->objs[o].types & TYPEBIT(CREATURE)) && i < g->nbf; i++)
    if (g->bf[i] != o && g->objs[g->bf[i]].controller == p)
      trig_check_about(g, g->bf[i], TRIG_PLUS1_PUT_ANOTHER, p, (uint16_t)o);
  drop_once_turn(g, first);
}

/* 508.1m: "Whenever Sokka and at least one other creature attack" -- each attacker of the active player's, once the
   declaration holds two or more */
void trig_attack_with_other(mtg_game *g)
{
  int n = 0;
  if (!(trig_bf_events(g) & trig_bit(TRIG_ATTACKS_WITH_OTHER)))
    return;
  for (int i = 0; i < g->nbf; i++)
    n += (g->objs[g->bf[i]].flags & OBJ_ATTACKING) != 0;
  for (int i = 0; n >= 2 && i < g->nbf; i++)
    if (g->objs[g->bf[i]].flags & OBJ_ATTACKING)
      trig_check(g, g->bf[i], TRIG_ATTACKS_WITH_OTHER, g->active);
}

/* "if all lands on the battlefield are Islands" (Quicksilver Fountain): their land types now (305.6) */
static int all_lands_islands(mtg_game *g)
{
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++)
    if (obj_is(g, g->bf[i], TYPE_LAND) && !obj_has_subtype(g, g->bf[i], SUB_ISLAND))
      return 0;
  return 1;
}

/* "if you control three or more creatures", "... six or more lands", "... another Elf" (205.3m: a changeling is one),
   fdncards' "... a creature with power 4 or greater" -- p's permanents but o, as they are now (after the layers) */
static int controls(mtg_game *g, int p, int o, unsigned types, int sub, int min_power)
{
  if (g->dirty)
    lay_apply(g);
  return bf_count(g, p, o, types, sub, min_power);
}

/* "if you control a creature with a counter on it": a creature of p's with counters of any kind (122.1) */
int trig_countered_creature(const mtg_game *g, int p)
{
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == p && (ob->types & TYPEBIT(CREATURE)) && obj_has_counters(ob))
      return 1;
  }
  return 0;
}

int trig_cond(mtg_game *g, int cond, int controller, int kicked, int o)
{
  switch (cond) {
  case COND_ALL_LANDS_ISLANDS: return all_lands_islands(g);
  case COND_ATTACKED: return g->players[controller].attacked & PL_ATTACKED;
  case COND_PUT_COUNTER: return (g->players[controller].attacked & PL_PUT_COUNTER) != 0; /* eclcards 8: Lasting Tarfire */
  case COND_LAND_CREATURE_OR_ENTERED: /* tlacards 15: Earth Rumble Wrestlers */
    return (g->players[controller].attacked & PL_LAND_ENTERED) || tla_land_creature(g, controller);
  case COND_CREATURES3: return controls(g, controller, NONE, TYPEBIT(CREATURE), NONE, BF_ANY_POWER) >= 3;
  case COND_DIED: return g->creature_died != 0; /* 700.4: any creature, any player's */
  case COND_CAST_BOTH: /* tdmcards 17c */
    return (g->players[controller].attacked & (PL_CAST_CREATURE | PL_CAST_NONCREATURE)) == (PL_CAST_CREATURE | PL_CAST_NONCREATURE);
  case COND_DIED_YOURS: return (g->creature_died >> (1 + controller)) & 1; /* tdmcards 17: under their control */
  case COND_CAST2: case COND_CAST_ANOTHER: return g->players[controller].spells_cast >= 2; /* the spells they cast this turn, this one too */
  case COND_COUNTERED: return trig_countered_creature(g, controller);
  case COND_ANOTHER_ENTERED: return ecl_entered(g, controller, o) > 0; /* Wary Farmer: not itself */
  case COND_WHILE_MINUS1: case COND_WHILE_MINUS1_IT: /* "while this creature has a -1/-1 counter on it" */
    return o >= 0 && o < MAX_OBJECTS && g->objs[o].zone == ZONE_BATTLEFIELD && obj_counter(&g->objs[o], CTR_MINUS1) > 0;
  case COND_ELF_GY_MINUS1: /* Creakwood Safewright: an Elf card in their graveyard (205.3m) and a -1/-1 counter on it */
    return gy_sub_count(g, controller, SUB_ELF) > 0 && trig_cond(g, COND_WHILE_MINUS1, controller, kicked, o);
  case COND_LESSON_GY: return gy_sub_count(g, controller, SUB_LESSON) > 0; /* Walltop Sentries */
  /* fdncards: */
  case COND_POWER8_TOTAL: /* fdncards 9: Formidable */
    if (g->dirty)
      lay_apply(g);
    return bf_total_power(g, controller) >= 8;
  case COND_POWER4: case COND_WHILE_POWER4: return controls(g, controller, NONE, TYPEBIT(CREATURE), NONE, 4) > 0;
  case COND_ANOTHER_POWER4: return controls(g, controller, o, TYPEBIT(CREATURE), NONE, 4) > 0;
  case COND_THRESHOLD: return g->players[controller].n[ZONE_GRAVEYARD] >= 7; /* 207.2c */
  case COND_LANDS6: return controls(g, controller, NONE, TYPEBIT(LAND), NONE, BF_ANY_POWER) >= 6;
  case COND_ANOTHER_ELF: return controls(g, controller, o, 0, SUB_ELF, BF_ANY_POWER) >= 1;
  case COND_OPP_LOST_LIFE: return (g->life_turn >> (controller ^ 1)) & 1; /* two players: the one opponent */
  case COND_QUEST4: /* tlacards 13: Airbender Ascension (603.4) */
    return o >= 0 && o < MAX_OBJECTS && g->objs[o].zone == ZONE_BATTLEFIELD && obj_counter(&g->objs[o], CTR_QUEST) >= 4;
  case COND_SELF_TAPPED: /* tlacards: "if Katara is tapped" -- as it triggers and as it resolves (603.4) */
    return o >= 0 && o < MAX_OBJECTS && g->objs[o].zone == ZONE_BATTLEFIELD && (g->objs[o].flags & OBJ_TAPPED);
  case COND_SPENT_WW: case COND_SPENT_UU: case COND_SPENT_BB: case COND_SPENT_RR: case COND_SPENT_GG:
    return evoke_spent(cond, kicked); /* eclcards 5: the Incarnations (601.2h) */
  case COND_HAD_MINUS1: /* eclcards 9: on the battlefield as it dies (603.10a); gone, what it had can't change (608.2h) */
    return o >= 0 && o < MAX_OBJECTS && (g->objs[o].zone != ZONE_BATTLEFIELD || obj_counter(&g->objs[o], CTR_MINUS1) > 0);
  case COND_CAST_IT: return (kicked & OBJ_CAST) != 0; /* tdmcards 14: "if you cast it" (the source, as it entered) */
  case COND_KICKED: return kicked & 1; /* obj.kicked's other bits: face down, what was spent (eclcards 5) */ /* 702.33d: the source as it entered (or as it last was, having left) */
  case COND_ECHO: /* 702.30a: it entered (came under their control) after their previous upkeep began */
    return o >= 0 && o < MAX_OBJECTS && g->objs[o].zone == ZONE_BATTLEFIELD &&
           g->objs[o].timestamp > g->players[controller].prev_upkeep_ts;
  default: return 1;
  }
}

static int count_for(const mtg_game *g, int p)
{
  int n = 0;
  for (int i = 0; i < g->ntrig; i++)
    n += g->trig[i].controller == p;
  return n;
}

static int has_targets(const mtg_game *g, const pack_ability *a, int controller, int source)
{
  if (a->act & ACTR_MODAL) { /* 700.2a, 603.3c: a mode whose targets can be chosen (fdncards) */
    const pack_ability *end = g->pack->abils + g->pack->hdr->nabilities;
    for (const pack_ability *m = a + 1; m < end && m->kind == ABIL_ACT_MODE; m++)
      if (has_targets(g, m, controller, source))
        return 1;
    return 0;
  }
  for (int t = 0; t < a->ntargets; t++)
    if (!((a->upto >> t) & 1) && !cast_targets(g, a->target[t], controller, source, NULL))
      return 0;
  return 1;
}

/* 603.3: the i-th waiting trigger goes on the stack; its controller then chooses its targets */
static void put_one(mtg_game *g, int i)
{
  pending_trigger t = g->trig[i];
  for (int k = i; k + 1 < g->ntrig; k++)
    g->trig[k] = g->trig[k + 1];
  g->ntrig--;
  const pack_ability *a = t.ability == NONE ? NULL : &g->pack->abils[t.ability]; /* NULL: a keyword's (no targets) */
  if ((a && !has_targets(g, a, t.controller, t.source)) || g->nstack >= MAX_STACK) {
    ev_push(g, EV_TRIGGER_REMOVED, t.controller, t.source, NONE, 0); /* 603.3d */
    g->sba_dirty = 1; /* a chapter ability gone: its Saga may be sacrificed (714.4) */
    return;
  }
  stack_item *si = &g->stack[g->nstack++];
  *si = (stack_item){0};
  si->obj = t.source;
  si->obj_zcc = g->objs[t.source].zcc;
  si->ability = t.ability;
  si->kicked = g->objs[t.source].kicked; /* "if it was kicked" is checked again as it resolves (603.4) */
  si->controller = t.controller;
  si->kind = SI_ABILITY;
  si->kw = t.kw;
  si->id = stack_new_id(g);
  si->about = t.about;
  si->about_zcc = t.about_zcc;
  si->amount = t.amount;
  if (a && (a->act & ACTR_MODAL)) { /* 603.3c: its controller chooses the mode, then its targets (fdncards) */
    g->casting = (uint16_t)(g->nstack - 1);
    g->mode = MODE_MODE;
    return;
  }
  if (a && a->ntargets > 0) {
    g->casting = (uint16_t)(g->nstack - 1);
    g->mode = MODE_TARGET;
    return;
  }
  ev_push(g, EV_TRIGGER, t.controller, t.source, NONE, 0);
}

int trig_put(mtg_game *g)
{
  if (g->ntrig == 0)
    return 0;
  for (int k = 0; k < 2; k++) { /* 603.3b: the active player's first, so the other player's resolve first */
    int p = g->active ^ k, n = count_for(g, p);
    if (n == 0)
      continue;
    if (n > 1) {
      g->order_player = (uint8_t)p;
      g->mode = MODE_ORDER;
      return 1;
    }
    for (int i = 0; i < g->ntrig; i++)
      if (g->trig[i].controller == p) {
        put_one(g, i);
        return 1;
      }
  }
  return 0;
}

void trig_order_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_ORDER, g->order_player);
  for (int i = 0; i < g->ntrig; i++)
    if (g->trig[i].controller == g->order_player)
      dec_add(g, MTG_OPT_TRIGGER, g->trig[i].source, NONE, i);
}

void trig_order_apply(mtg_game *g, const mtg_option *op)
{
  g->mode = MODE_PRIORITY;
  put_one(g, op->value);
}

/* the active player's permanents and emblems (114.4) whose "at the beginning of your <step>" abilities trigger */
/* bit TRIG_*: the events the cards of the permanents trigger on, all together -- a loop over the battlefield for an
   event none of them has finds nothing (triggering only queues: it doesn't change the battlefield) */
uint64_t trig_bf_events(mtg_game *g)
{
  if (g->bf_trig_ok)
    return g->bf_trig; /* found since the battlefield last changed */
  uint64_t m = 0;
  for (int i = 0; i < g->nbf; i++)
    m |= g->pack->card_trig[g->objs[g->bf[i]].card];
  g->bf_trig = m;
  g->bf_trig_ok = 1;
  return m;
}

void trig_step(mtg_game *g, int event)
{
  int some = (trig_bf_events(g) & trig_bit(event)) != 0;
  for (int i = 0; some && i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == g->active)
      trig_check(g, g->bf[i], event, g->active);
  for (int i = 0; i < g->nemblems; i++)
    if (g->objs[g->emblems[i]].controller == g->active)
      trig_check(g, g->emblems[i], event, g->active);
}
