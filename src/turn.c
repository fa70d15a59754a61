/* turn.c: the turn's steps and their turn-based actions (rules 500-514). */
#include "game.h"

/* 500.7: player p takes an extra turn directly after this one; of several, the one made last is taken first */
void turn_extra(mtg_game *g, int p)
{
  int n = g->extra_turns & 15;
  if (n >= XTURN_MAX)
    return;
  g->extra_turns = (uint16_t)((g->extra_turns & ~15u & ~(1u << (4 + n))) | ((unsigned)(p & 1) << (4 + n)) | (n + 1));
}

/* who takes the turn after this one (500.7): the last extra turn made, else the player after the last normal turn's */
static int next_player(mtg_game *g)
{
  unsigned x = g->extra_turns, n = x & 15;
  if (!(x & XTURN_IN)) /* this was a normal turn: the order goes on from it */
    x = (x & ~(unsigned)XTURN_BASE) | (g->active ? XTURN_BASE : 0);
  int p = (x & XTURN_BASE) ? 0 : 1;
  if (n) {
    p = (int)((x >> (4 + n - 1)) & 1);
    x = (x & ~15u) | XTURN_IN | (n - 1);
  } else {
    x &= ~(unsigned)XTURN_IN;
  }
  g->extra_turns = (uint16_t)x;
  return p;
}

static void next_turn(mtg_game *g)
{
  if (g->cfg.max_turns && g->turn >= g->cfg.max_turns) {
    g->result = MTG_RESULT_TRUNCATED;
    ev_push(g, EV_TRUNCATE, g->active, NONE, NONE, g->turn);
    return;
  }
  g->turn++;
  mpool_end_turn(g); /* "until end of turn" mana too */
  g->creature_died = 0;
  g->gy_left = 0; /* "if a card left your graveyard this turn" */
  g->life_turn = 0;
  g->life_gained[0] = g->life_gained[1] = 0; /* fdncards 11b */ /* "if an opponent lost life this turn", "for the first time each turn" */
  g->active = (uint8_t)next_player(g);
  for (int p = 0; p < 2; p++) {
    g->players[p].lands_played = 0;
    g->players[p].attacked = 0;
    g->players[p].spells_cast = 0;
    g->players[p].is_cast = 0;
    g->players[p].draws = 0;
    g->players[p].entered = 0;
  }
  for (int i = 0; i < g->nbf; i++)
    g->objs[g->bf[i]].act_done &= (uint8_t)~(ACT_LOYALTY | ACT_ONCE); /* 606.3, 602.5b: once each turn */
  g->step = STEP_UNTAP;
  lay_touch(g, PACK_READS_TURN); /* "During your turn, ...": the active player changed */
  ev_push(g, EV_TURN, g->active, NONE, NONE, g->turn);
  turn_begin_step(g);
}

/* 502.3: the active player untaps their permanents, save those that "don't untap" (a rules effect, 613.11), and the
   others' that untap "during each other player's untap step"; 302.6: they have controlled them since the turn began */
static void untap(mtg_game *g)
{
  lay_untap_step(g); /* effects "until <the active player's> next untap step" end as the step begins */
  if (g->dirty)
    lay_apply(g);
  lay_touch(g, PACK_READS_TAPPED); /* "untapped creatures ..." effects */
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (ob->controller != g->active) { /* tlacards: "Untap this artifact during each other player's untap step." */
      if ((ob->rules & RULE_UNTAP_OTHERS) && !(ob->rules & RULE_NO_UNTAP))
        stun_untap(g, g->bf[i]);
      continue;
    }
    ob->flags &= (uint8_t)~OBJ_SICK;
    if (!(ob->rules & RULE_NO_UNTAP))
      stun_untap(g, g->bf[i]); /* 122.1d: or a stun counter comes off */
  }
}

/* 514.2: damage wears off; "until end of turn" effects end */
static void cleanup(mtg_game *g)
{
  lay_end_of_turn(g);
  prev_end_of_turn(g); /* "this turn" prevention shields end (514.2) */
  for (int i = 0; i < g->nbf; i++) {
    g->objs[g->bf[i]].damage = 0;
    g->objs[g->bf[i]].repl = 0; /* "this turn" replacement effects end (514.2) */
  }
  copy_eot_end(g);
  dly_end_turn(g); /* "Whenever ... this turn" (603.7b) */
}

static void begin_cleanup(mtg_game *g)
{
  if (g->players[g->active].n[ZONE_HAND] > HAND_SIZE && !g->players[g->active].no_max_hand) {
    g->mode = MODE_DISCARD; /* 514.1 */
    return;
  }
  cleanup(g);
  /* 514.3a: state-based actions -- none can be performed if nothing they look at changed since the last check */
  if ((g->sba_dirty || g->dirty) && sba_check(g) && g->result == MTG_RESULT_ONGOING) {
    prio_give(g, g->active); /* 514.3a: players receive priority, then another cleanup step */
    return;
  }
  next_turn(g);
}

void turn_begin_step(mtg_game *g)
{
  g->passes = 0;
  if (g->result != MTG_RESULT_ONGOING)
    return;
  switch (g->step) {
  case STEP_UNTAP:
    untap(g);
    g->step = STEP_UPKEEP; /* 502.4: no player receives priority during the untap step */
    turn_begin_step(g);
    return;
  case STEP_UPKEEP: {
    g->players[g->active].prev_upkeep_ts = g->players[g->active].upkeep_ts; /* "your last upkeep" before this one */
    g->players[g->active].upkeep_ts = g->next_timestamp;
    trig_step(g, TRIG_UPKEEP); /* 503.1a: "at the beginning of your upkeep" */
    susp_upkeep(g); /* 702.62a: the active player's suspended cards, from exile */
    int each = (trig_bf_events(g) & trig_bit(TRIG_EACH_UPKEEP)) != 0;
    for (int i = 0; each && i < g->nbf; i++) /* "at the beginning of each player's upkeep": "that player" is the active one */
      trig_check_about(g, g->bf[i], TRIG_EACH_UPKEEP, g->objs[g->bf[i]].controller, PLAYER_REF(g->active));
    break;
  }
  case STEP_END: {
    trig_step(g, TRIG_END_STEP); /* 513.1a */
    dly_step(g, TRIG_NEXT_END_STEP); /* 603.7: "at the beginning of the next end step" */
    copyexc_end_step(g); /* tdmcards 18: a copy's "At the beginning of the end step, sacrifice this token." (707.9b) */
    int every = (trig_bf_events(g) & (trig_bit(TRIG_EVERY_END_STEP) | trig_bit(TRIG_EACH_END_STEP))) != 0;
    for (int i = 0; every && i < g->nbf; i++) { /* "at the beginning of the end step" (or "each end step"): every permanent's */
      trig_check(g, g->bf[i], TRIG_EVERY_END_STEP, g->objs[g->bf[i]].controller);
      trig_check(g, g->bf[i], TRIG_EACH_END_STEP, g->objs[g->bf[i]].controller);
    }
    break;
  }
  case STEP_MAIN1:
    saga_main_phase(g); /* 714.3b, 505.4: a turn-based action as the phase begins */
    trig_step(g, TRIG_FIRST_MAIN); /* 505.1: "at the beginning of your first main phase" */
    break;
  case STEP_BEGIN_COMBAT:
    trig_step(g, TRIG_BEGIN_COMBAT); /* 507.1: "at the beginning of combat on your turn" */
    for (int i = 0; (trig_bf_events(g) & trig_bit(TRIG_EACH_BEGIN_COMBAT)) && i < g->nbf; i++) /* fdncards 13 */
      trig_check(g, g->bf[i], TRIG_EACH_BEGIN_COMBAT, g->objs[g->bf[i]].controller); /* "at the beginning of each combat" */
    break;
  case STEP_DRAW:
    if (g->dirty)
      lay_apply(g);
    if (g->players[g->active].prules & PRULE_SKIP_DRAW) { /* 614.1b, 614.10: the step doesn't happen */
      g->step = STEP_MAIN1;
      turn_begin_step(g);
      return;
    }
    if (!(g->turn == 1 && g->active == g->first_player)) /* 103.8a */
      zone_draw(g, g->active);
    trig_step(g, TRIG_DRAW_STEP); /* 504.2: "at the beginning of your draw step", after the draw */
    if (trig_bf_events(g) & trig_bit(TRIG_EACH_DRAW_STEP)) /* fdncards: "each player's draw step": "that player" */
      for (int i = 0; i < g->nbf; i++)
        trig_check_about(g, g->bf[i], TRIG_EACH_DRAW_STEP, g->objs[g->bf[i]].controller, PLAYER_REF(g->active));
    break;
  case STEP_DECLARE_ATTACKERS:
    g->mode = MODE_ATTACK; /* 508.1 */
    return;
  case STEP_DECLARE_BLOCKERS:
    g->mode = MODE_BLOCK; /* 509.1 */
    return;
  case STEP_FIRST_STRIKE_DAMAGE:
    cmb_damage(g, 1); /* 510.1-3; it gives priority once the damage is dealt */
    return;
  case STEP_COMBAT_DAMAGE:
    cmb_damage(g, 0);
    return;
  case STEP_CLEANUP:
    begin_cleanup(g);
    return;
  default:
    break;
  }
  prio_give(g, g->active);
}

int cmb_any_attacker(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].flags & OBJ_ATTACKING)
      return 1;
  return 0;
}

/* all players passed in succession with an empty stack (500.2): the step ends, mana empties (500.4) */
void turn_end_step(mtg_game *g)
{
  mpool_empty(g); /* 500.4 */
  switch (g->step) {
  case STEP_DECLARE_ATTACKERS:
    /* 508.8: with no attackers, skip declare blockers and combat damage */
    g->step = cmb_any_attacker(g) ? STEP_DECLARE_BLOCKERS : STEP_END_COMBAT;
    break;
  case STEP_DECLARE_BLOCKERS:
    g->fs_step = (uint8_t)cmb_needs_first_strike_step(g); /* 510.4 */
    g->step = g->fs_step ? STEP_FIRST_STRIKE_DAMAGE : STEP_COMBAT_DAMAGE;
    break;
  case STEP_END_COMBAT:
    cmb_end(g); /* 511.3 */
    mpool_end_combat(g); /* 702.189a: firebending's mana lasts until end of combat */
    g->step = STEP_MAIN2;
    break;
  case STEP_CLEANUP:
    break; /* 514.3a: another cleanup step */
  default:
    g->step++;
    break;
  }
  turn_begin_step(g);
}
