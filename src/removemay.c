/* removemay.c: "you may remove a counter from this creature. When you do, ..." (ECL: Slumbering Walker) -- after MAY's yes,
   the counter removed from its source: a choice while the ability resolves (g->res) when it has counters of several kinds;
   with no counter on it the rest of the ability isn't done (603.12: nothing triggers "when you do"). And (eclcards 10)
   "Remove any number of counters from target creature you control.": one counter at a time, of a kind chosen, then done. */
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

/* eclcards 10: REMOVE_ANY -- "Remove any number of counters from target creature you control." (Rhys, the Evermore): its
   controller removes one counter at a time, of a kind chosen, until they choose done or none is left (122.8 aside: no
   counter moves); g->choose_card is the creature. 1: MODE_REMOVE_ANY; 0: no counter on it (or it is gone, 608.2b) */
int removeany_begin(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return 0;
  g->choose_card = (uint16_t)ref;
  for (int k = 0; k < CTR__COUNT; k++)
    if (obj_counter(&g->objs[ref], k)) {
      g->mode = MODE_REMOVE_ANY;
      return 1;
    }
  return 0;
}

void removeany_options(mtg_game *g)
{
  int o = g->choose_card;
  dec_reset(g, MTG_DEC_REMOVE_COUNTER, g->res.si.controller);
  for (int k = 0; k < CTR__COUNT; k++)
    if (obj_counter(&g->objs[o], k))
      dec_add(g, MTG_OPT_REMOVE_COUNTER, o, NONE, k);
  dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
}

void removeany_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_REMOVE_COUNTER) {
    ecl_remove_one(g, op->source, op->value);
    for (int k = 0; k < CTR__COUNT; k++)
      if (obj_counter(&g->objs[op->source], k))
        return; /* more to choose from */
  }
  cast_resume(g);
}
