/* looktop.c: "Look at the top N cards of your library." and what is done with them (LOOK_TOP): one card, up to M or any number that fit put into the hand, onto the battlefield or back on top; the rest on the bottom in a random order, into the graveyard, maybe into the graveyard, or shuffled in. */
#include "game.h"
#include <string.h>

/* the cards looked at are the top d of the library (fewer if it holds fewer); those taken wait above the others */
static int looked(const mtg_game *g, const search_state *s)
{
  int size = g->players[s->player].n[ZONE_LIBRARY];
  return s->depth < size ? s->depth : size;
}

/* the most cards the text lets the player take: LOOK_UPTO's count, 255 for "any number", else one */
static int most(const search_state *s) { return s->picks ? s->picks : 1; }

/* a card taken goes to the top of the library, above the others looked at, until the last is chosen */
static void to_top(player *pl, int o)
{
  int n = pl->n[ZONE_LIBRARY], i = n - 1;
  while (i >= 0 && pl->library[i] != o)
    i--;
  if (i < 0)
    return; /* not in the library (options are rebuilt from it, so never) */
  memmove(pl->library + i, pl->library + i + 1, (size_t)(n - 1 - i) * sizeof *pl->library);
  pl->library[n - 1] = (uint16_t)o;
}

/* "Put the rest on the bottom of your library in a random order": library[lo .. lo + n), in an order the game's
   generator picks (so a seed replays it), go under the others (the bottom is index 0) */
static void rest_bottom(mtg_game *g, int p, int lo, int n)
{
  player *pl = &g->players[p];
  uint16_t *lib = pl->library, rest[MAX_ZONE];
  if (n <= 0 || lo < 0 || lo + n > pl->n[ZONE_LIBRARY])
    return;
  memcpy(rest, lib + lo, (size_t)n * sizeof *rest);
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(g, (uint32_t)i + 1);
    uint16_t t = rest[i];
    rest[i] = rest[j];
    rest[j] = t;
  }
  memmove(lib + n, lib, (size_t)lo * sizeof *lib);
  memcpy(lib, rest, (size_t)n * sizeof *rest);
  ev_push(g, EV_TO_BOTTOM, p, NONE, NONE, n);
}

/* library[lo .. lo + n) into the graveyard, the top one first (as a mill puts them) */
static void rest_graveyard(mtg_game *g, int p, int lo, int n)
{
  for (int k = n - 1; k >= 0; k--) {
    int o = g->players[p].library[lo + k];
    ev_push(g, EV_SURVEIL_GRAVEYARD, p, o, NONE, 0);
    zone_move(g, o, ZONE_GRAVEYARD);
  }
}

/* the cards taken (the top `chosen`) go where the text says, together once the last is chosen; 701.19d: a card
   going to a hand unrevealed stays hidden, one going onto the battlefield is seen; "back on top" stays */
static void place_taken(mtg_game *g, search_state *s)
{
  int p = s->player, dest = s->how & SEARCH_DEST;
  player *pl = &g->players[p];
  if (dest == SEARCH_TOP)
    return;
  for (int k = s->chosen; k > 0; k--) {
    int o = pl->library[pl->n[ZONE_LIBRARY] - 1];
    if (s->how & SEARCH_REVEAL)
      ev_push(g, EV_REVEAL, p, o, NONE, 0);
    else
      ev_push(g, dest == SEARCH_HAND ? EV_FIND_HIDDEN : EV_FIND, p, dest == SEARCH_HAND ? (int)NONE : o, NONE, 0);
    zone_move(g, o, dest == SEARCH_HAND ? ZONE_HAND : dest == SEARCH_BATTLEFIELD ? ZONE_BATTLEFIELD : ZONE_GRAVEYARD);
    if (dest == SEARCH_BATTLEFIELD && (s->how & SEARCH_TAPPED)) {
      g->objs[o].flags |= OBJ_TAPPED;
      g->dirty = 1;
    }
  }
}

/* the taken cards are placed, then the rest go where the text says; 1 while the player still decides (the rest
   "may" go into the graveyard: a second decision) */
static int finish(mtg_game *g, search_state *s, int d)
{
  int p = s->player, rest = d - s->chosen, top = (s->how & SEARCH_DEST) == SEARCH_TOP ? s->chosen : 0;
  place_taken(g, s);
  int hi = g->players[p].n[ZONE_LIBRARY] - top; /* the rest lie just under what stays on top */
  switch (s->how & SEARCH_REST) {
  case SEARCH_REST_GY: rest_graveyard(g, p, hi - rest, rest); break;
  case SEARCH_REST_SHUFFLE:
    zone_shuffle(g, p);
    ev_push(g, EV_SHUFFLE, p, NONE, NONE, 0);
    break;
  case SEARCH_REST_MAY_GY:
    if (rest > 0 && !top) { /* "If you don't put the card into your hand, you may put it into your graveyard." */
      s->depth = (uint8_t)rest;
      s->chosen = 0;
      s->flags |= SRCH_F_REST;
      return 1;
    }
    break;
  default: rest_bottom(g, p, hi - rest, rest); break;
  }
  return 0;
}

/* the second decision of SEARCH_REST_MAY_GY: the cards left into the graveyard, or where they are */
void look_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_MAY, g->search.player);
  dec_add(g, MTG_OPT_YES, g->res.si.obj, NONE, 1);
  dec_add(g, MTG_OPT_NO, g->res.si.obj, NONE, 0);
}

/* a card taken (the next decision, while more may be taken and some are left), "done", or the answer about the rest */
void look_apply(mtg_game *g, const mtg_option *op)
{
  search_state *s = &g->search;
  int p = s->player, d = looked(g, s);
  if (s->flags & SRCH_F_REST) {
    if (op->kind == MTG_OPT_YES)
      rest_graveyard(g, p, g->players[p].n[ZONE_LIBRARY] - d, d);
  } else {
    if (op->kind == MTG_OPT_FIND) {
      to_top(&g->players[p], op->source);
      s->chosen++;
      if (s->chosen < most(s) && s->chosen < d)
        return; /* the next card (the options are built again) */
    }
    if (finish(g, s, d))
      return;
  }
  *s = (search_state){0};
  cast_resume(g);
}
