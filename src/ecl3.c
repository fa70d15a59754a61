/* ecl3.c: the third wave of Lorwyn Eclipsed effects -- "Exile target creature you control, then return that card to the
   battlefield under its owner's control." (Personify). */
#include "game.h"

/* FLICKER (400.7): the permanent is exiled, then the card comes back as a new object under its owner's control (a token
   ceases to exist in exile, 111.7; a permanent gone already is left alone, 608.2b) */
void ecl_flicker(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  zone_move(g, ref, ZONE_EXILE);
  obj *ob = &g->objs[ref];
  if (ob->card == NONE || ob->zone != ZONE_EXILE)
    return;
  ob->controller = ob->owner; /* zone_move puts it onto the battlefield under its controller's control */
  zone_move(g, ref, ZONE_BATTLEFIELD);
}

