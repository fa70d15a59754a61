/* proliferate.c: the keyword action proliferate (701.34a) -- "choose any number of permanents and/or players, then give each
   another counter of each kind already there": a choice while the ability resolves, one at a time then done. */
#include "game.h"

/* the candidates, in a fixed order: the permanents with counters (g->bf order), then the players with poison counters
   (122.1f: the only counters a player has here); g->choose_card is the first one still to be offered */
static int candidate(const mtg_game *g, int i)
{
  if (i < g->nbf) {
    const obj *ob = &g->objs[g->bf[i]];
    for (int k = 0; k < CTR__COUNT; k++)
      if (obj_counter(ob, k))
        return 1;
    return 0;
  }
  return i < g->nbf + 2 && g->players[i - g->nbf].poison > 0;
}

static int any_left(const mtg_game *g)
{
  for (int i = g->choose_card; i < g->nbf + 2; i++)
    if (candidate(g, i))
      return 1;
  return 0;
}

/* PROLIFERATE: 1, its controller chooses (MODE_PROLIFERATE); 0, nothing has a counter */
int prolif_begin(mtg_game *g)
{
  g->choose_card = 0;
  if (!any_left(g))
    return 0;
  g->mode = MODE_PROLIFERATE;
  return 1;
}

void prolif_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_PROLIFERATE, g->res.si.controller);
  for (int i = g->choose_card; i < g->nbf + 2; i++)
    if (candidate(g, i))
      dec_add(g, MTG_OPT_PROLIFERATE, i < g->nbf ? g->bf[i] : NONE,
              i < g->nbf ? (uint16_t)NONE : (uint16_t)PLAYER_REF(i - g->nbf), i);
  dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
}

/* one chosen: another counter of each kind already on it (122.6: put by the proliferating player); done, or none left:
   the ability goes on */
void prolif_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_PROLIFERATE) {
    int p = g->res.si.controller, i = op->value;
    if (i < g->nbf) {
      int o = g->bf[i], kinds[CTR__COUNT], n = 0;
      for (int k = 0; k < CTR__COUNT; k++)
        if (obj_counter(&g->objs[o], k))
          kinds[n++] = k; /* the kinds there before any is added */
      for (int j = 0; j < n; j++)
        obj_put_counters(g, p, o, kinds[j], 1);
    } else {
      game_add_poison(g, p, i - g->nbf, 1);
    }
    g->choose_card = (uint16_t)(i + 1);
    if (any_left(g))
      return;
  }
  cast_resume(g);
}
