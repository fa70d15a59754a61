/* exileuntil.c: "exile target nonland permanent an opponent controls until this enchantment leaves the battlefield"
   (610.3), and the card a Champion's "behold ... and exile it" exiled (607.2a, eclcards) -- the exiled card names its source in obj.attached and attached_zcc (unused off the battlefield, cleared as
   any object changes zones); when that permanent leaves the battlefield, the card returns to the battlefield under its
   owner's control at once: a one-shot effect, not a triggered ability (610.3c). */
#include "game.h"

/* EXILE_UNTIL: exile permanent ref t until the resolving ability's source leaves the battlefield -- nothing at all if
   it already has (610.3c) */
void exl_exile(mtg_game *g, const stack_item *si, int32_t t)
{
  if (t < 0 || t >= MAX_OBJECTS || g->objs[t].zone != ZONE_BATTLEFIELD)
    return;
  const obj *src = &g->objs[si->obj];
  if (src->zone != ZONE_BATTLEFIELD || src->zcc != si->obj_zcc)
    return; /* 610.3c: the event has already happened -- the permanent isn't exiled */
  ev_push(g, EV_EXILED, g->objs[t].controller, t, NONE, 0);
  zone_move(g, t, ZONE_EXILE);
  obj *ob = &g->objs[t];
  if (ob->card == NONE || ob->zone != ZONE_EXILE)
    return; /* a token ceased to exist (111.7), or a replacement effect put it elsewhere */
  ob->attached = si->obj;
  ob->attached_zcc = si->obj_zcc;
  g->exl_any = 1;
}

/* permanent o, with zone-change counter zcc there, left the battlefield: each card it exiled returns (610.3c) */
void exl_return(mtg_game *g, int o, uint16_t zcc)
{
  int any = 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_EXILE]; i++) {
      int c = g->players[p].exile[i];
      obj *ob = &g->objs[c];
      if (ob->attached == NONE)
        continue;
      if (ob->attached != o || ob->attached_zcc != zcc) {
        any = 1; /* still exiled until another permanent leaves */
        continue;
      }
      ob->attached = NONE;
      ob->controller = ob->owner; /* 610.3c: under its owner's control */
      ev_push(g, EV_EXILE_RETURN, ob->owner, c, NONE, 0);
      zone_move(g, c, ZONE_BATTLEFIELD);
      i = -1; /* the exile zone changed: look again from its start */
    }
  g->exl_any = (uint8_t)any;
}

/* eclcards: card (in exile) was exiled by the "behold a Kithkin and exile it" cost of spell (on the stack): linked to the
   permanent the spell becomes -- the same object with one more zone change (400.7) -- for its "When this creature leaves
   the battlefield, return the exiled card to its owner's hand" (607.2a). A spell that never becomes that permanent
   (countered) leaves the card in exile. */
void exl_link(mtg_game *g, int card, int spell)
{
  obj *ob = &g->objs[card];
  if (ob->card == NONE || ob->zone != ZONE_EXILE)
    return; /* a token ceased to exist (111.7) */
  ob->attached = (uint16_t)spell;
  ob->attached_zcc = (uint16_t)((g->objs[spell].zcc + 1) | EXL_LINKED);
  g->exl_any = 1;
}

/* RETURN_LINKED: the cards linked to the trigger's ABOUT -- the permanent that left, with its zone-change counter there --
   go to their owners' hands (607.2a) */
void exl_return_linked(mtg_game *g, const stack_item *si)
{
  if (si->about >= MAX_OBJECTS)
    return;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_EXILE]; i++) {
      int c = g->players[p].exile[i];
      obj *ob = &g->objs[c];
      if (ob->attached != si->about || ob->attached_zcc != (uint16_t)(si->about_zcc | EXL_LINKED))
        continue;
      ob->attached = NONE;
      zone_move(g, c, ZONE_HAND);
      i = -1; /* the exile zone changed: look again from its start */
    }
}
