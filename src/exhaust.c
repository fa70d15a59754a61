/* exhaust.c: TLA's activated-ability rules -- exhaust abilities (702.177), activated once per object, and waterbend
   costs (701.67). */
#include "game.h"

/* the bit of obj.act_done for ability a of object o: ACT_EXHAUST << k for the card's k-th exhaust ability (an ability
   o has from elsewhere -- a graveyard card's, Necrotic Ooze -- shares the last bit); 0 for any other ability */
static int exhaust_bit(const mtg_game *g, int o, int ability)
{
  const pack_ability *a = &g->pack->abils[ability];
  if (!(a->extra & PACK_EXTRA_EXHAUST))
    return 0;
  const pack_card *c = game_card(g, o);
  if (ability < c->abil_first || ability >= c->abil_first + c->abil_count)
    return ACT_EXHAUST << 5;
  int k = 0;
  for (int i = c->abil_first; i < ability; i++)
    k += (g->pack->abils[i].extra & PACK_EXTRA_EXHAUST) != 0;
  return ACT_EXHAUST << (k < 5 ? k : 5); /* bit 128 is ACT_ONCE */
}

/* 702.177a: "Activate only once." -- has object o activated exhaust ability `ability` since it became this object? */
int exhaust_used(const mtg_game *g, int o, int ability)
{
  return (g->objs[o].act_done & exhaust_bit(g, o, ability)) != 0;
}

/* 702.177b: the ability counts as activated once its activation has begun (602.2) */
void exhaust_mark(mtg_game *g, int o, int ability)
{
  g->objs[o].act_done |= (uint8_t)exhaust_bit(g, o, ability);
}

/* 701.67a: "For each generic mana in that cost, you may tap an untapped artifact or creature you control rather than
   pay that mana." -- the TAPPAY_* bits its payment may use (summoning-sick creatures too: no {T} cost, 302.6), 0 for an
   ability without a waterbend cost. Its whole generic mana is the waterbend cost (the compiler takes no other, 701.67b) */
int exhaust_waterbend(const pack_ability *a)
{
  return (a->extra & PACK_EXTRA_WATERBEND) ? TAPPAY_CREATURE | TAPPAY_ARTIFACT : 0;
}
