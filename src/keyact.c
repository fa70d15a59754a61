/* keyact.c: keyword actions (701) -- mill (701.17), scry (701.22), surveil (701.25); looking at the top of a library is a decision the resolving spell or ability waits for. */
#include "game.h"
#include <string.h>

/* 701.17a-b: the top n cards of p's library go to their graveyard -- as many as there are */
/* 701.17a: the top n cards move together -- chosen first, so a card a replacement puts back into the library
   (Darksteel Colossus) is not milled again */
void kact_mill(mtg_game *g, int p, int n, int take_sub)
{
  player *pl = &g->players[p];
  uint16_t top[MAX_ZONE];
  int k = 0;
  for (int i = pl->n[ZONE_LIBRARY] - 1; i >= 0 && k < n; i--)
    top[k++] = pl->library[i];
  for (int i = 0; i < k; i++) {
    ev_push(g, EV_MILL, p, top[i], NONE, 0);
    zone_move(g, top[i], ZONE_GRAVEYARD);
  }
  for (int i = 0; i < k && take_sub >= 0; i++) /* "then puts each Goblin card milled this way into their hand": those the
                                                  mill put into the graveyard (a changeling card too, 702.73a) */
    if (g->objs[top[i]].zone == ZONE_GRAVEYARD && obj_has_subtype(g, top[i], take_sub))
      zone_move(g, top[i], ZONE_HAND);
}

/* 701.22a, 701.25a: p looks at the top n cards of their library (as many as there are). The cards stay the top
   of the library while p places them one at a time; with none to look at there is nothing to decide. */
int kact_look(mtg_game *g, int kind, int p, int n)
{
  int have = g->players[p].n[ZONE_LIBRARY];
  if (n > have)
    n = have;
  if (n <= 0)
    return 0;
  ev_push(g, kind == LOOK_SCRY ? EV_SCRY : EV_SURVEIL, p, NONE, NONE, n);
  g->look = (look_state){(uint8_t)kind, (uint8_t)p, (uint8_t)n, 0, 0, 0, {0}};
  g->mode = MODE_LOOK;
  return 1;
}

/* "Look at the top n cards of your library. Put `take` of them into your hand and the rest on the bottom of your
   library in any order." (Stock Up): as many as there are; the player chooses the cards for the hand, then the order
   of the rest on the bottom */
int kact_look_take(mtg_game *g, int p, int n, int take, int rest_gy)
{
  int have = g->players[p].n[ZONE_LIBRARY];
  n = n > have ? have : n;
  if (n <= 0)
    return 0;
  ev_push(g, EV_LOOK, p, NONE, NONE, n);
  g->look = (look_state){LOOK_TAKE, (uint8_t)p, (uint8_t)n, 0, (uint8_t)(take > n ? n : take < 0 ? 0 : take),
                         (uint8_t)rest_gy, {0}};
  g->mode = MODE_LOOK;
  return 1;
}

/* the k-th looked-at card from the top (library[] keeps the top last) */
static int card_at(const mtg_game *g, int k)
{
  const player *pl = &g->players[g->look.player];
  return pl->library[pl->n[ZONE_LIBRARY] - 1 - k];
}

/* a card above k, from position `from` down, is the same card: one option stands for both (a library is hidden,
   so two copies of a card are the same choice) */
static int same_above(const mtg_game *g, int from, int k)
{
  for (int j = from; j < k; j++)
    if (g->objs[card_at(g, j)].card == g->objs[card_at(g, k)].card)
      return 1;
  return 0;
}

static int distinct(const mtg_game *g, int from)
{
  int n = 0;
  for (int k = from; k < g->look.n; k++)
    n += !same_above(g, from, k);
  return n;
}

/* LOOK_TAKE: the next card for the hand while some are still to be taken, then the next card for the bottom */
static void take_options(mtg_game *g)
{
  const look_state *lk = &g->look;
  dec_reset(g, lk->take ? MTG_DEC_TAKE : MTG_DEC_ORDER_BOTTOM, lk->player);
  for (int k = 0; k < lk->n; k++)
    if (!same_above(g, 0, k))
      dec_add(g, lk->take ? MTG_OPT_HAND : MTG_OPT_BOTTOM, card_at(g, k), NONE, lk->n);
}

/* MODE_LOOK: each card may go away (to the bottom, or the graveyard), then done; MODE_TOP: the next card on top */
void kact_options(mtg_game *g)
{
  const look_state *lk = &g->look;
  if (lk->kind == LOOK_TAKE) {
    take_options(g);
    return;
  }
  int top = g->mode == MODE_TOP, scry = lk->kind == LOOK_SCRY, from = top ? lk->placed : 0;
  dec_reset(g, top ? MTG_DEC_TOP : scry ? MTG_DEC_SCRY : MTG_DEC_SURVEIL, lk->player);
  for (int k = from; k < lk->n; k++)
    if (!same_above(g, from, k))
      dec_add(g, top ? MTG_OPT_TOP : scry ? MTG_OPT_BOTTOM : MTG_OPT_GRAVEYARD, card_at(g, k), NONE,
              top ? lk->placed : lk->n);
  if (!top)
    dec_add(g, MTG_OPT_DONE, NONE, NONE, lk->n);
}

/* the cards are placed: the resolving spell or ability goes on */
static void finish(mtg_game *g)
{
  g->look = (look_state){0};
  cast_resume(g);
}

/* "done": the cards left stay on top in an order their player chooses, unless that order can't matter */
static void order_or_finish(mtg_game *g)
{
  if (distinct(g, 0) <= 1) {
    finish(g);
    return;
  }
  g->look.placed = 0;
  g->mode = MODE_TOP;
}

/* LOOK_TAKE: the card goes to the hand or under the bottom; once nothing is left to take and the order of the rest
   can't matter (one card, or copies of one), they go to the bottom as they are */
static void take_apply(mtg_game *g, const mtg_option *op, int k)
{
  look_state *lk = &g->look;
  player *pl = &g->players[lk->player];
  if (op->kind == MTG_OPT_HAND) {
    ev_push(g, EV_TAKE, lk->player, NONE, NONE, 0); /* which card stays hidden (it goes to a hand) */
    zone_move(g, op->source, ZONE_HAND);
    lk->take--;
  } else {
    zone_library_bottom(pl, pl->n[ZONE_LIBRARY] - 1 - k);
    ev_push(g, EV_SCRY_BOTTOM, lk->player, NONE, NONE, 0);
  }
  lk->n--;
  if (lk->n && !lk->take && lk->rest_gy) { /* "and the rest into your graveyard" (Rakshasa's Bargain) */
    for (; lk->n; lk->n--) {
      ev_push(g, EV_SURVEIL_GRAVEYARD, lk->player, card_at(g, 0), NONE, 0);
      zone_move(g, card_at(g, 0), ZONE_GRAVEYARD);
    }
  }
  if (lk->n && !lk->take && distinct(g, 0) <= 1) {
    ev_push(g, EV_TO_BOTTOM, lk->player, NONE, NONE, lk->n);
    for (; lk->n; lk->n--)
      zone_library_bottom(pl, pl->n[ZONE_LIBRARY] - 1);
  }
  if (lk->n == 0)
    finish(g);
}

void kact_apply(mtg_game *g, const mtg_option *op)
{
  look_state *lk = &g->look;
  player *pl = &g->players[lk->player];
  int top = pl->n[ZONE_LIBRARY] - 1, k = 0;
  if (lk->kind == LOOK_TAKE) {
    while (k < lk->n && card_at(g, k) != op->source)
      k++;
    take_apply(g, op, k);
    return;
  }
  if (op->kind == MTG_OPT_DONE) {
    order_or_finish(g);
    return;
  }
  while (k < lk->n && card_at(g, k) != op->source)
    k++;
  if (op->kind == MTG_OPT_TOP) { /* it takes the next place from the top */
    pl->library[top - k] = pl->library[top - lk->placed];
    pl->library[top - lk->placed] = op->source;
    if (distinct(g, ++lk->placed) <= 1)
      finish(g);
    return;
  }
  if (op->kind == MTG_OPT_BOTTOM) {
    zone_library_bottom(pl, top - k);
    ev_push(g, EV_SCRY_BOTTOM, lk->player, NONE, NONE, 0); /* which card stays hidden */
  } else {
    ev_push(g, EV_SURVEIL_GRAVEYARD, lk->player, op->source, NONE, 0);
    zone_move(g, op->source, ZONE_GRAVEYARD);
  }
  if (--lk->n == 0)
    finish(g);
}
