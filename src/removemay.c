/* removemay.c: "you may remove a counter from this creature. When you do, ..." (ECL: Slumbering Walker) -- after MAY's yes,
   the counter removed from its source: a choice while the ability resolves (g->res) when it has counters of several kinds;
   with no counter on it the rest of the ability isn't done (603.12: nothing triggers "when you do"). */
#include "game.h"

/* the source, if it is still the permanent the ability knew (400.7) */
static int source_here(const mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->obj];
  return ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->obj_zcc;
}

/* REMOVE_MAY: 1, its controller chooses the kind (MODE_REMOVE_MAY); 0, one removed; -1, none to remove: the run ends */
int removemay_begin(mtg_game *g, const stack_item *si)
{
  int kinds = 0, last = 0;
  for (int k = 0; source_here(g, si) && k < CTR__COUNT; k++)
    if (obj_counter(&g->objs[si->obj], k))
      kinds++, last = k;
  if (kinds == 1)
    ecl_remove_one(g, si->obj, last);
  if (kinds > 1)
    g->mode = MODE_REMOVE_MAY;
  return kinds > 1 ? 1 : kinds - 1;
}

void removemay_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  dec_reset(g, MTG_DEC_REMOVE_COUNTER, si->controller);
  for (int k = 0; k < CTR__COUNT; k++)
    if (obj_counter(&g->objs[si->obj], k))
      dec_add(g, MTG_OPT_REMOVE_COUNTER, si->obj, NONE, k);
}

void removemay_apply(mtg_game *g, const mtg_option *op)
{
  ecl_remove_one(g, op->source, op->value);
  cast_resume(g);
}
