/* copyexc.c: token copies made "except ..." (707.9b) -- "except it's not legendary", "except it has haste and \"At the beginning of the end step, sacrifice this token.\"", "except it's a 4/4 Hero in addition to its other types": the exceptions are copiable values of the token (vartoken.c), so a copy of it has them too. */
#include "game.h"

/* the copiable values a copy of ref takes beyond its card: those of its own entry (707.9b: an X/X token's size, a
   copy's exceptions), then the new exceptions over them; the added subtype of the copied token gives way to a new one
   (one per token: a capacity) */
static vartok values_of(const mtg_game *g, int32_t ref, int flags, int32_t pt, int32_t sub)
{
  vartok v = {NONE, 0, 0, NONE, 0, 0};
  const vartok *old = g->objs[ref].zone == ZONE_BATTLEFIELD ? vartok_get(g, ref) : NULL;
  if (old)
    v = *old;
  v.flags |= (uint8_t)(flags & VT_EXCEPT);
  if (flags & VT_PT) {
    v.power = (uint8_t)(pt >> 8);
    v.toughness = (uint8_t)pt;
  }
  if ((flags & VT_SUB) && sub >= 0 && sub < SUB__COUNT)
    v.sub = (uint16_t)sub;
  else if (flags & VT_SUB)
    v.flags = (uint8_t)(v.flags & ~VT_SUB); /* no such subtype: none (the verifier checks the operand only) */
  return v;
}

/* CREATE_COPY_EXC: controller creates n tokens that are copies of object ref, with the exceptions (707.2, 707.9b) --
   of a permanent, its copiable values (the card it copies, 707.5); of a card in a graveyard or exile ("a copy of it",
   the exiled card), its card; nothing if it is gone (a token that left, 111.7). 1: its controller now chooses, for a
   copy of a card that chooses as it enters (614.12; choose.c makes each token with the values kept as VT_PENDING) */
int copyexc_tokens(mtg_game *g, int32_t ref, int32_t n, int controller, int flags, int32_t pt, int32_t sub)
{
  if (ref < 0 || ref >= MAX_OBJECTS || n <= 0 || g->objs[ref].card == NONE)
    return 0;
  const obj *ob = &g->objs[ref];
  if (ob->zone != ZONE_BATTLEFIELD && ((ob->zone != ZONE_GRAVEYARD && ob->zone != ZONE_EXILE) || (ob->flags & OBJ_TOKEN)))
    return 0;
  vartok v = values_of(g, ref, flags, pt, sub);
  int card = ob->card;
  if (choose_tokens(g, card, n, controller)) {
    vartok_put(g, VT_PENDING, &v); /* the tokens to come take them (choose_apply) */
    return 1;
  }
  for (int i = 0; i < n && zone_create_token_v(g, card, controller, 0, &v) >= 0; i++)
    ;
  return 0;
}

/* 513.1a, 603.2: "At the beginning of the end step, sacrifice this token." -- the ability of each such copy on the
   battlefield that has its abilities (613.1f: one that lost them has not) triggers, its controller's */
void copyexc_end_step(mtg_game *g)
{
  if (!g->nvartok)
    return;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nvartok && g->ntrig < MAX_TRIGGERS; i++) {
    const vartok *v = &g->vartoks[i];
    if (!(v->flags & VT_SAC_END) || v->obj >= MAX_OBJECTS)
      continue;
    const obj *ob = &g->objs[v->obj];
    if (ob->zone == ZONE_BATTLEFIELD && !ob->lost)
      g->trig[g->ntrig++] = (pending_trigger){v->obj, NONE, ob->controller, KWT_SAC_TOKEN, v->obj, ob->zcc, 0};
  }
}

/* "sacrifice this token": the ability's controller sacrifices it, if it is still the token that triggered and they
   control it (701.21a: one can sacrifice only a permanent one controls) */
void copyexc_resolve(mtg_game *g, const stack_item *si)
{
  if (si->about >= MAX_OBJECTS)
    return;
  const obj *ob = &g->objs[si->about];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->about_zcc ||
      ob->controller != si->controller)
    return;
  edict_one(g, si->controller, si->about);
}
