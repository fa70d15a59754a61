/* facedown.c: face-down permanents (708) -- manifest (701.40) puts a library's top card onto the battlefield face down as a 2/2 creature; a manifested creature card turns face up for its mana cost (701.40a, a special action: 116.2b). */
#include "game.h"

/* A face-down permanent is its own card (obj.orig_card - 1) with the copiable values of the pack's face-down definition
   (obj.card: a 2/2 creature with no text, no name, no subtypes and no mana cost, 708.2a) -- in the current rules its
   status applies in layer 1 (613.2b), so a copy of it is a nameless 2/2 too (707.2) and every other effect applies on
   top. The bit OBJ_FACE_DOWN of obj.kicked marks it; off the battlefield it is its own card again, revealed (708.9). */

/* MANIFEST: player ref puts the top card of their library onto the battlefield face down (701.40a); an empty library:
   nothing happens. It enters as a 2/2 creature: what looks for a creature entering sees one with no abilities */
void fd_manifest(mtg_game *g, int32_t ref, int card)
{
  if (!IS_PLAYER_REF(ref) || card < 0 || (uint32_t)card >= g->pack->ncards)
    return;
  player *pl = &g->players[REF_PLAYER(ref)];
  if (pl->n[ZONE_LIBRARY] == 0 || g->nbf >= MAX_BF)
    return;
  int o = pl->library[pl->n[ZONE_LIBRARY] - 1];
  g->enter_face = ENTER_FACE_DOWN;
  g->enter_copy = (uint16_t)(card + 1); /* its copiable values: the face-down definition's (zone_put) */
  zone_move(g, o, ZONE_BATTLEFIELD);
  g->enter_face = 0;
  g->enter_copy = 0;
  ev_push(g, EV_MANIFEST, REF_PLAYER(ref), o, NONE, 0);
}

/* 701.40a: a face-down permanent whose own card is a creature card may be turned face up for its mana cost; a card
   with no mana cost can't be (118.6: that cost can't be paid), and no other face-down permanent can this way */
int fd_turnable(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  if (!obj_face_down(ob) || !ob->orig_card || ob->zone != ZONE_BATTLEFIELD)
    return 0;
  const pack_card *c = &g->pack->cards[ob->orig_card - 1];
  return (c->types & TYPEBIT(CREATURE)) && c->has_cost;
}

/* p controls o, may turn it face up, and can pay its mana cost ({X} is 0) from the sources s (found on first use) but
   o itself */
int fd_payable(const mtg_game *g, int p, int o, mana_sources *s)
{
  if (!fd_turnable(g, o) || g->objs[o].controller != p)
    return 0;
  if (s->n < 0)
    mana_find(g, p, s);
  mana_sources others = *s; /* it was face down as the cost was paid: its own mana, if an effect gave it some, can't */
  mana_exclude(&others, o);
  const pack_card *c = &g->pack->cards[g->objs[o].orig_card - 1];
  return mana_can_pay_hybrid(&others, c->generic, c->cost, c->hybrid);
}

/* 116.2b: the special action -- p pays o's mana cost (by hand with MTG_FLAG_MANUAL_MANA; o itself, face down, pays
   nothing) and turns it face up; it doesn't use the stack. It is the same object (708.8): its counters, damage,
   attachments and the effects on it stay, it did not enter (no "enters" ability triggers), and it gets a new
   timestamp (613.7f) */
static void turn_up(mtg_game *g, int p, int o)
{
  obj *ob = &g->objs[o];
  int card = ob->orig_card - 1;
  g->players[ob->controller].activated--; /* the special action it counted for (card_count_kind) */
  ob->kicked &= (uint8_t)~OBJ_FACE_DOWN;
  ob->orig_card = 0;
  zone_recard(g, o, card); /* no copy effect made it another card: 613.2b kept it face down (copy.c) */
  ob->timestamp = g->next_timestamp++;
  ev_push(g, EV_TURN_UP, p, o, NONE, 0);
  g->dirty = 1;
  g->sba_dirty = 1;
  lay_apply(g);
}

int fd_turn_up(mtg_game *g, int p, int o)
{
  mana_sources s;
  s.n = -1;
  if (o < 0 || o >= g->nobjs || !fd_payable(g, p, o, &s))
    return MTG_EINVAL;
  const pack_card *c = &g->pack->cards[g->objs[o].orig_card - 1];
  if (manapay_begin(g, p, c->generic, c->cost, c->hybrid, o, PAY_TURN_UP))
    return 0; /* MTG_FLAG_MANUAL_MANA: p taps the sources (MODE_PAY_MANA), then fd_turn_up_paid */
  if (mana_pay_hybrid(g, p, c->generic, c->cost, c->hybrid, o) < 0)
    return MTG_ESTATE;
  turn_up(g, p, o);
  return 0;
}

/* the mana was paid by hand (mana abilities only came between, 605.3a): it turns face up if it still may, and its
   controller holds priority again */
void fd_turn_up_paid(mtg_game *g)
{
  int p = g->due.player, o = g->due.exclude;
  g->mode = MODE_PRIORITY;
  if (o != (int)NONE && fd_turnable(g, o) && g->objs[o].controller == p)
    turn_up(g, p, o);
}

/* the card object o is to viewer: its controller may look at a face-down permanent (708.5), the other player sees its
   face-down definition only (708.6) */
int fd_card(const mtg_game *g, int o, int viewer)
{
  const obj *ob = &g->objs[o];
  return obj_face_down(ob) && ob->orig_card && ob->controller == viewer ? ob->orig_card - 1 : ob->card;
}
