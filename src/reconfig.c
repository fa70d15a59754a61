/* reconfig.c: Lion Sash -- reconfigure (702.151: an Equipment creature that isn't a creature while attached), and
   "Exile target card from a graveyard. If it was a permanent card, put a +1/+1 counter on Lion Sash." */
#include "game.h"

/* 110.4b: artifact, creature, enchantment, land, planeswalker and battle cards are permanent cards */
static int permanent_card(const pack_card *c)
{
  return (c->types & PERMANENT_TYPES) != 0;
}

/* the target is legal as the ability resolves (608.2b: the run left it out otherwise); the counter goes on the source
   only if it is still the same permanent (400.7) */
void rcf_exile_grow(mtg_game *g, const stack_item *si, int32_t ref, int kind)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_GRAVEYARD)
    return;
  int perm = permanent_card(game_card(g, ref)); /* the card as it last was in the graveyard */
  zone_move(g, ref, ZONE_EXILE);
  const obj *src = &g->objs[si->obj];
  if (perm && src->zone == ZONE_BATTLEFIELD && src->zcc == si->obj_zcc)
    obj_add_counters(g, si->obj, kind, 1);
}

/* 701.3d: unattaching leaves it on the battlefield, attached to nothing (702.151b: it is a creature again) */
void rcf_unattach(mtg_game *g, const stack_item *si)
{
  obj *src = &g->objs[si->obj];
  if (src->zone != ZONE_BATTLEFIELD || src->zcc != si->obj_zcc || src->attached == NONE)
    return;
  src->attached = NONE;
  g->dirty = 1;
  g->sba_dirty = 1;
}

/* its card's ability with bit `extra`, if it has that ability now (613.1f), else -1 */
static int ability_with(const mtg_game *g, int o, int extra)
{
  const pack_card *c = game_card(g, o);
  for (int i = 0; i < c->abil_count; i++)
    if ((g->pack->abils[c->abil_first + i].extra & extra) && obj_has_ability(g, o, i))
      return i;
  return -1;
}

int rcf_has_reconfigure(const mtg_game *g, int o) { return ability_with(g, o, PACK_EXTRA_RECONFIGURE) >= 0; }

int rcf_unattach_ok(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->attached != NONE && ob->attached < MAX_OBJECTS && g->objs[ob->attached].zcc == ob->attached_zcc &&
         g->objs[ob->attached].zone == ZONE_BATTLEFIELD;
}

/* 702.151b: attaching it made it stop being a creature "until it becomes unattached" -- an effect of the rule, kept
   whatever abilities it loses while attached: the card's printed reconfigure counts */
int rcf_printed_reconfigure(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].extra & PACK_EXTRA_RECONFIGURE)
      return 1;
  return 0;
}
