/* place.c: "Target creature's owner puts it on their choice of the top or bottom of their library" -- the owner's decision while the spell resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* a permanent still on the battlefield goes to its owner's library; they choose where (608.2c: the spell's
   instruction names them). A token needs no choice: it ceases to exist there (111.7). 1: the owner now chooses */
int place_begin(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return 0;
  if (g->objs[ref].flags & OBJ_TOKEN) {
    zone_move(g, ref, ZONE_LIBRARY);
    return 0;
  }
  g->place = (uint16_t)ref;
  g->mode = MODE_PLACE;
  return 1;
}

void place_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_PLACE, g->objs[g->place].owner);
  dec_add(g, MTG_OPT_TOP, g->place, NONE, 0);
  dec_add(g, MTG_OPT_BOTTOM, g->place, NONE, 1);
}

/* a new object in the library (400.7), on top, or moved under the others */
void place_apply(mtg_game *g, const mtg_option *op)
{
  int o = g->place, p = g->objs[o].owner, bottom = op->kind == MTG_OPT_BOTTOM;
  ev_push(g, bottom ? EV_PLACE_BOTTOM : EV_PLACE_TOP, p, o, NONE, 0);
  zone_move(g, o, ZONE_LIBRARY);
  player *pl = &g->players[p];
  if (bottom && pl->n[ZONE_LIBRARY] > 0 && pl->library[pl->n[ZONE_LIBRARY] - 1] == o)
    zone_library_bottom(pl, pl->n[ZONE_LIBRARY] - 1);
  g->place = NONE;
  cast_resume(g);
}
