/* place.c: "Target creature's owner puts it on their choice of the top or bottom of their library" -- the owner's decision while the spell resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* a permanent still on the battlefield goes to its owner's library; they choose where (608.2c: the spell's
   instruction names them). A token needs no choice: it ceases to exist there (111.7). 1: the owner now chooses */
int place_begin(mtg_game *g, int32_t ref) { return place_begin_how(g, ref, 0); }

/* second: "puts it into their library second from the top or on the bottom" (Temporal Cleansing) -- PLACE_SECOND in
   g->place */
int place_begin_how(mtg_game *g, int32_t ref, int second)
{
  if (ref < 0 || ref >= MAX_OBJECTS || (g->objs[ref].zone != ZONE_BATTLEFIELD && g->objs[ref].zone != ZONE_STACK))
    return 0;
  if (g->objs[ref].zone == ZONE_STACK && g->objs[ref].spell_copy && cast_unstack(g, ref)) {
    zone_move(g, ref, ZONE_LIBRARY); /* a copy of a spell ceases to exist as it leaves the stack (707.10a): no choice */
    return 0;
  }
  if (g->objs[ref].flags & OBJ_TOKEN) {
    zone_move(g, ref, ZONE_LIBRARY);
    return 0;
  }
  g->place = (uint16_t)(ref | (second ? PLACE_SECOND : 0));
  g->mode = MODE_PLACE;
  return 1;
}

void place_options(mtg_game *g)
{
  int o = g->place & ~PLACE_SECOND;
  dec_reset(g, MTG_DEC_PLACE, g->objs[o].owner);
  dec_add(g, MTG_OPT_TOP, (uint16_t)o, NONE, (g->place & PLACE_SECOND) ? 2 : 0); /* value 2: second from the top */
  dec_add(g, MTG_OPT_BOTTOM, (uint16_t)o, NONE, 1);
}

/* a new object in the library (400.7), on top (or under the top card), or moved under the others */
void place_apply(mtg_game *g, const mtg_option *op)
{
  int o = g->place & ~PLACE_SECOND, p = g->objs[o].owner, bottom = op->kind == MTG_OPT_BOTTOM;
  ev_push(g, bottom ? EV_PLACE_BOTTOM : EV_PLACE_TOP, p, o, NONE, 0);
  if (g->objs[o].zone == ZONE_STACK)
    cast_unstack(g, o); /* eclcards 9: a spell (Swat Away) */
  zone_move(g, o, ZONE_LIBRARY);
  player *pl = &g->players[p];
  int n = pl->n[ZONE_LIBRARY];
  if (!bottom && op->value == 2 && n >= 2 && pl->library[n - 1] == o) { /* under the top card (the last entry) */
    pl->library[n - 1] = pl->library[n - 2];
    pl->library[n - 2] = (uint16_t)o;
  }
  if (bottom && pl->n[ZONE_LIBRARY] > 0 && pl->library[pl->n[ZONE_LIBRARY] - 1] == o)
    zone_library_bottom(pl, pl->n[ZONE_LIBRARY] - 1);
  g->place = NONE;
  cast_resume(g);
}
