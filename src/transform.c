/* transform.c: transforming double-faced permanents (701.28, 712) -- the other face up, the same object. */
#include "game.h"

/* 701.28a: o's other face up; 1 if it transformed. Only a permanent that is a transforming double-faced card (or a
   token copy of one, 707.8a) can: anything else, a Clone copying one included, stays as it is (701.28c). It stays the
   same object (its counters, damage, attachments and effects on it stay) with a new timestamp (613.7f) */
int tf_transform(mtg_game *g, int o)
{
  obj *ob = &g->objs[o];
  const pack_card *c = game_card(g, o);
  if (ob->zone != ZONE_BATTLEFIELD || c->layout != PACK_LAYOUT_TRANSFORM || c->face == PACK_NONE || ob->orig_card)
    return 0;
  zone_recard(g, o, c->face);
  ob->timestamp = g->next_timestamp++;
  for (int i = 0; i < g->nstack; i++) /* 701.28f: its abilities already on the stack won't transform it again */
    if (g->stack[i].kind == SI_ABILITY && g->stack[i].obj == o && g->stack[i].obj_zcc == ob->zcc)
      g->stack[i].transformed = 1;
  ev_push(g, EV_TRANSFORM, ob->controller, o, NONE, 0);
  lay_apply(g); /* it triggers with the abilities continuous effects leave its new face (603.2) */
  trig_check(g, o, TRIG_TRANSFORMS, ob->controller); /* "Whenever this creature transforms into <its new face>" */
  return 1;
}

/* TRANSFORM: "transform <this>" from an ability of the permanent -- only while it is the object the ability knew (400.7)
   and, unless the ability is a delayed trigger, only if it hasn't transformed since the ability went on the stack
   (701.28f: two such abilities resolving don't transform it there and back) */
int tf_transform_source(mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->obj];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->obj_zcc)
    return 0;
  int delayed = si->ability != NONE && g->pack->abils[si->ability].trigger == TRIG_NEXT_END_STEP; /* 603.7 */
  if (si->kind == SI_ABILITY && si->transformed && !delayed)
    return 0;
  return tf_transform(g, si->obj);
}

/* SAGA_RETURN_TF: "Exile this Saga, then return it to the battlefield transformed under your control." (the TLA Legends'
   chapter III) -- only while the source is the object the ability knew (400.7: a Saga gone already stays where it is).
   It comes back a new object (400.7), back face up (712), under the ability's controller's control; a card that isn't a
   transforming double-faced card stays in exile, and a token ceases to exist there (111.7) */
void tf_saga_return(mtg_game *g, const stack_item *si)
{
  obj *ob = &g->objs[si->obj];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->obj_zcc)
    return;
  zone_move(g, si->obj, ZONE_EXILE);
  const pack_card *c = game_card(g, si->obj);
  if (ob->card == NONE || ob->zone != ZONE_EXILE || c->layout != PACK_LAYOUT_TRANSFORM || c->face == PACK_NONE)
    return;
  ob->controller = si->controller;
  g->enter_face = 1;
  zone_move(g, si->obj, ZONE_BATTLEFIELD);
}
