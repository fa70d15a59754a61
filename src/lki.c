/* lki.c: last known information (608.2h, 113.7a) -- each permanent as it last existed on the battlefield, kept in a
   small ring of the game state as it leaves, for the abilities that read it once it is gone */
#include "game.h"

/* permanent o leaves the battlefield now: note its characteristics, controller and counters as they are */
void lki_note(mtg_game *g, int o)
{
  if (g->dirty)
    lay_apply(g); /* as it last existed: with the continuous effects that applied to it (613) */
  const obj *ob = &g->objs[o];
  lki_rec *r = &g->lki[g->lki_next];
  g->lki_next = (uint8_t)((g->lki_next + 1) % MAX_LKI);
  *r = (lki_rec){.obj1 = (uint16_t)(o + 1), .zcc = ob->zcc, .power = ob->power, .toughness = ob->toughness,
                 .types = ob->types, .controller = ob->controller, .colors = ob->colors,
                 .chosen = ob->chosen};
  memcpy(r->ctr_kind, ob->ctr_kind, sizeof r->ctr_kind);
  memcpy(r->ctr_n, ob->ctr_n, sizeof r->ctr_n);
}

/* object o as it last was on the battlefield with zone-change counter zcc (400.7: that object, not a later one), or
   NULL if it never was or the ring no longer holds it */
const lki_rec *lki_find(const mtg_game *g, int o, uint16_t zcc)
{
  for (int i = 0; i < MAX_LKI; i++)
    if (g->lki[i].obj1 == o + 1 && g->lki[i].zcc == zcc)
      return &g->lki[i];
  return NULL;
}

/* what the resolving spell or ability si knows object ref as, once it has left the battlefield: its source (si->obj,
   known by si->obj_zcc: as it was when the ability was activated or triggered, or -- for an ability that triggered on
   its leaving, "When this creature dies" -- as it was just before, zcc - 1) or what its event was about (si->about);
   NULL for anything else, for a static ability (si NULL), and while the object is on the battlefield as the same object (read it there) */
const lki_rec *lki_known(const mtg_game *g, const stack_item *si, int32_t ref)
{
  if (!si || ref < 0 || ref >= MAX_OBJECTS)
    return NULL;
  const obj *ob = &g->objs[ref];
  if (ref == si->obj) {
    if (ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->obj_zcc)
      return NULL;
    const lki_rec *r = lki_find(g, ref, si->obj_zcc);
    return r ? r : lki_find(g, ref, (uint16_t)(si->obj_zcc - 1));
  }
  if (ref == si->about && si->kind == SI_ABILITY && !si->kw &&
      !(ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->about_zcc))
    return lki_find(g, ref, si->about_zcc);
  return NULL;
}

/* the counters of a kind on r (-1: of every kind) */
int lki_counters(const lki_rec *r, int kind)
{
  int n = 0;
  for (int i = 0; i < OBJ_COUNTER_KINDS; i++)
    if (r->ctr_kind[i] && (kind < 0 || r->ctr_kind[i] == kind + 1))
      n += r->ctr_n[i];
  return n;
}

/* the ring's latest record of permanent o, or NULL */
static const lki_rec *latest(const mtg_game *g, int o)
{
  for (int i = 1; i <= MAX_LKI; i++) {
    const lki_rec *r = &g->lki[(g->lki_next + MAX_LKI - i) % MAX_LKI];
    if (r->obj1 == o + 1)
      return r;
  }
  return NULL;
}

/* the power of permanent o on the battlefield, or, once it has left, as it last existed there (the ring's latest record
   of it; 0 if none): what a target restriction of o's own ability reads as targets are chosen and checked */
int lki_power_now(const mtg_game *g, int o)
{
  if (g->objs[o].zone == ZONE_BATTLEFIELD)
    return g->objs[o].power;
  const lki_rec *r = latest(g, o);
  return r ? r->power : 0;
}

/* eclcards 16: what was chosen as permanent o entered (obj.chosen), there or as it last existed there once it left
   (608.2h; 0 if unknown): "Sacrifice this artifact: Return target card of the chosen type ..." (Dawn-Blessed Pennant)
   reads it as the target is chosen and again as the ability resolves, its source gone (608.2b) */
int lki_chosen_now(const mtg_game *g, int o)
{
  if (g->objs[o].zone == ZONE_BATTLEFIELD)
    return g->objs[o].chosen;
  const lki_rec *r = latest(g, o);
  return r ? r->chosen : 0;
}

/* ABOUT_POWER: "where X is that creature's power" -- what the trigger's event was about, on the battlefield as the same
   object: its power now; once it has left, as it last existed there (608.2h); 0 if neither is known */
int lki_about_power(mtg_game *g, const stack_item *si)
{
  if (si->kind != SI_ABILITY || si->kw || si->about >= MAX_OBJECTS)
    return 0;
  const obj *ob = &g->objs[si->about];
  if (ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->about_zcc) {
    if (g->dirty)
      lay_apply(g);
    return ob->power;
  }
  const lki_rec *r = lki_find(g, si->about, si->about_zcc);
  return r ? r->power : 0;
}

/* PUT_KNOWN_COUNTERS: "put its counters on target creature you control" -- the counters of each kind the source (of_about
   0: "When Hei Bai leaves the battlefield") or the trigger's object (1: "Whenever another creature you control dies") had as
   it last existed on the battlefield (608.2h), put on permanent `to` by the ability's controller (122.1, 614.1a) */
void lki_put_counters(mtg_game *g, const stack_item *si, int of_about, int32_t to)
{
  int32_t from = of_about ? (si->about < MAX_OBJECTS ? si->about : -1) : si->obj;
  const lki_rec *r = from < 0 ? NULL : lki_known(g, si, from);
  if (!r || to < 0 || to >= MAX_OBJECTS || g->objs[to].zone != ZONE_BATTLEFIELD)
    return; /* still there (nothing it had is "its" as it last was) or forgotten; or no permanent to put them on */
  lki_rec had = *r; /* putting counters can note another permanent leaving (704.5: no; but keep the record safe) */
  for (int i = 0; i < OBJ_COUNTER_KINDS; i++)
    if (had.ctr_kind[i] && had.ctr_n[i])
      obj_put_counters(g, si->controller, to, had.ctr_kind[i] - 1, had.ctr_n[i]);
}
