/* mulligan.c: the London mulligan (rule 103.5) -- keep or mulligan in rounds, then put cards on the bottom. */
#include "game.h"

static void draw_hand(mtg_game *g, int p)
{
  player *pl = &g->players[p];
  while (pl->n[ZONE_HAND] > 0)
    zone_move(g, pl->hand[pl->n[ZONE_HAND] - 1], ZONE_LIBRARY);
  zone_shuffle(g, p);
  for (int i = 0; i < HAND_SIZE; i++)
    zone_draw_logged(g, p, 0);
  ev_push(g, EV_OPENING_HAND, p, NONE, NONE, pl->n[ZONE_HAND]);
}

/* the next player, in turn order from the starting player, still to decide this round; -1 if none */
static int next_undecided(const mtg_game *g)
{
  for (int k = 0; k < 2; k++) {
    int p = g->first_player ^ k;
    if (g->mull_state[p] == MULL_UNDECIDED)
      return p;
  }
  return -1;
}

/* the next player, in turn order, with cards still to put on the bottom; -1 if none */
static int next_bottom(const mtg_game *g)
{
  for (int k = 0; k < 2; k++) {
    int p = g->first_player ^ k;
    if (g->to_bottom[p] > 0 && g->players[p].n[ZONE_HAND] > 0)
      return p;
  }
  return -1;
}

static void after_decision(mtg_game *g)
{
  int p = next_undecided(g);
  if (p >= 0) {
    g->priority = (uint8_t)p;
    return;
  }
  int again = 0;
  for (int q = 0; q < 2; q++) /* 103.5: those who took a mulligan shuffle and draw a new hand */
    if (g->mull_state[q] == MULL_AGAIN) {
      draw_hand(g, q);
      g->mull_state[q] = MULL_UNDECIDED;
      again = 1;
    }
  if (again) {
    g->priority = (uint8_t)next_undecided(g);
    return;
  }
  for (int q = 0; q < 2; q++)
    g->to_bottom[q] = g->mulligans[q];
  p = next_bottom(g);
  if (p >= 0) {
    g->mode = MODE_BOTTOM;
    g->priority = (uint8_t)p;
    return;
  }
  game_begin_first_turn(g);
}

void mull_begin(mtg_game *g)
{
  if (g->cfg.flags & MTG_FLAG_NO_MULLIGAN) {
    game_begin_first_turn(g);
    return;
  }
  g->mode = MODE_MULLIGAN;
  g->mull_state[0] = g->mull_state[1] = MULL_UNDECIDED;
  g->priority = g->first_player;
}

void mull_options(mtg_game *g)
{
  int p = g->priority;
  if (g->mode == MODE_BOTTOM) {
    const player *pl = &g->players[p];
    dec_reset(g, MTG_DEC_BOTTOM, p);
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      dec_add(g, MTG_OPT_BOTTOM, pl->hand[i], NONE, g->to_bottom[p]);
    return;
  }
  dec_reset(g, MTG_DEC_MULLIGAN, p);
  dec_add(g, MTG_OPT_KEEP, NONE, NONE, g->mulligans[p]);
  if (g->mulligans[p] < HAND_SIZE)
    dec_add(g, MTG_OPT_MULLIGAN, NONE, NONE, g->mulligans[p]);
}

/* puts a card from hand on the bottom of its owner's library (index 0 is the bottom) */
static void put_bottom(mtg_game *g, int o)
{
  player *pl = &g->players[g->objs[o].owner];
  zone_move(g, o, ZONE_LIBRARY);
  uint16_t *lib = pl->library;
  int n = pl->n[ZONE_LIBRARY];
  for (int i = n - 1; i > 0; i--)
    lib[i] = lib[i - 1];
  lib[0] = (uint16_t)o;
}

void mull_apply(mtg_game *g, const mtg_option *op)
{
  int p = g->priority;
  if (g->mode == MODE_BOTTOM) {
    put_bottom(g, op->source);
    g->to_bottom[p]--;
    int q = next_bottom(g);
    if (q >= 0)
      g->priority = (uint8_t)q;
    else
      game_begin_first_turn(g);
    return;
  }
  if (op->kind == MTG_OPT_KEEP) {
    g->mull_state[p] = MULL_KEPT;
  } else {
    g->mull_state[p] = MULL_AGAIN;
    g->mulligans[p]++;
    ev_push(g, EV_MULLIGAN, p, NONE, NONE, g->mulligans[p]);
  }
  after_decision(g);
}
