/* attach.c: Auras and Equipment -- what each may be attached to (301.5, 303.4), attaching (701.3), and the
   state-based actions that take illegal attachments apart (704.5m, 704.5n, 704.5p). */
#include "game.h"

/* an Aura's enchant ability's target kind (TGT_*), or -1 if its card has none */
int attach_enchant_kind(const mtg_game *g, int a)
{
  const pack_card *c = game_card(g, a);
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *ab = &g->pack->abils[c->abil_first + i];
    if (ab->kind == ABIL_ENCHANT)
      return ab->target[0];
  }
  return -1;
}

/* 303.4a, 303.4d: an Aura that isn't a creature may enchant what its enchant ability allows; 301.5c: an
   Equipment that isn't a creature may equip a creature. Enchanting is not targeting: hexproof and shroud
   don't matter (303.4c). */
int attach_legal(const mtg_game *g, int a, int o)
{
  const obj *ob = &g->objs[o], *ab = &g->objs[a];
  if (o == a || ob->card == NONE || ob->zone != ZONE_BATTLEFIELD || obj_protected_from(g, o, a))
    return 0; /* 702.16d: not enchanted or equipped by anything with that quality */
  if ((ab->types & TYPEBIT(CREATURE)) && !(obj_has_subtype(g, a, SUB_EQUIPMENT) && rcf_has_reconfigure(g, a)))
    return 0; /* 301.5c: an Equipment that's also a creature can't equip a creature unless it has reconfigure */
  if (obj_has_subtype(g, a, SUB_AURA)) {
    int kind = attach_enchant_kind(g, a);
    return kind >= 0 && cast_target_fits(g, kind, o, ab->controller);
  }
  if (obj_has_subtype(g, a, SUB_EQUIPMENT))
    return (ob->types & TYPEBIT(CREATURE)) != 0;
  return 0;
}

/* 701.3a-b: attaches a to o (nothing if it is already attached to o); 613.7e: a gets a new timestamp */
void attach_to(mtg_game *g, int a, int o)
{
  obj *ab = &g->objs[a];
  if (ab->attached == o && ab->attached_zcc == g->objs[o].zcc)
    return;
  ab->attached = (uint16_t)o;
  ab->attached_zcc = g->objs[o].zcc;
  ab->timestamp = g->next_timestamp++;
  g->dirty = 1;
  g->sba_dirty = 1;
}

/* "Attach target Aura or Equipment you control to target creature you control." (Codsworth): 701.3b -- an Aura or
   Equipment that can't be attached to it doesn't move */
void attach_other(mtg_game *g, int32_t a, int32_t o)
{
  if (a < 0 || a >= MAX_OBJECTS || o < 0 || o >= MAX_OBJECTS || g->objs[a].zone != ZONE_BATTLEFIELD)
    return;
  if (g->dirty)
    lay_apply(g); /* what each is now (an Aura's enchant ability reads the creature's characteristics) */
  if (attach_legal(g, a, o))
    attach_to(g, a, o);
}

/* is a attached to the same object it was attached to, still on the battlefield and a legal one? */
static int still_attached(const mtg_game *g, int a)
{
  const obj *ab = &g->objs[a];
  return ab->attached != NONE && g->objs[ab->attached].zcc == ab->attached_zcc && attach_legal(g, a, ab->attached);
}

/* is some permanent attached to something? (eclcards 14: one that a copy effect made no Aura or Equipment, Mirrorform,
   is until 704.5p unattaches it) */
static int any_attached(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].attached != NONE)
      return 1;
  return 0;
}

/* 704.5m: an Aura attached to an illegal object or to nothing goes to its owner's graveyard; 704.5n: an
   Equipment attached to an illegal permanent becomes unattached; 704.5p: so does any other permanent that is
   attached to something. All at once. */
int attach_actions(mtg_game *g)
{
  uint16_t doomed[MAX_BF];
  int n = 0, any = 0;
  if (g->nattachers == 0 && !any_attached(g))
    return 0; /* no Aura or Equipment on the battlefield, and nothing attached */
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    obj *ob = &g->objs[o];
    int aura = (ob->types & TYPEBIT(ENCHANTMENT)) && obj_has_subtype(g, o, SUB_AURA);
    if (aura && !still_attached(g, o))
      doomed[n++] = (uint16_t)o;
    else if (!aura && ob->attached != NONE && !still_attached(g, o)) {
      ob->attached = NONE;
      g->dirty = 1;
      any = 1;
    }
  }
  zone_leave_together(g, doomed, n, ZONE_GRAVEYARD); /* 603.10a: all at once */
  for (int i = 0; i < n; i++) {
    ev_push(g, EV_MOVE_GRAVEYARD, g->objs[doomed[i]].controller, doomed[i], NONE, 0);
    zone_move(g, doomed[i], ZONE_GRAVEYARD);
  }
  return any || n > 0;
}
