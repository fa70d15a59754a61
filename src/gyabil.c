/* gyabil.c: abilities an object has from cards in graveyards -- Necrotic Ooze: "As long as Necrotic Ooze is on the
   battlefield, it has all activated abilities of all creature cards in all graveyards." (613.1f, layer 6). */
#include "game.h"

/* 1 if the card has the static ability GAIN_GY_ACTIVATED; *k its index among the card's abilities */
static int card_gy_static(const mtg_game *g, int card, int *k)
{
  const pack_card *c = &g->pack->cards[card];
  if (!(g->pack->abil_kinds[card] & BIT(ABIL_STATIC)))
    return 0;
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (pack_gains_gy(g->pack, a)) {
      *k = i;
      return 1;
    }
  }
  return 0;
}

/* a card that may have activated abilities it doesn't print (its controller's count of them, Pithing Needle's names) */
int gy_card_gains(const mtg_game *g, int card)
{
  int k;
  return card_gy_static(g, card, &k);
}

/* does permanent o have the abilities now: its ability functions (on the battlefield, not lost: an effect that
   removes abilities removes this one first, 613.8a) */
int gy_has(const mtg_game *g, int o)
{
  int k;
  const obj *ob = &g->objs[o];
  return ob->zone == ZONE_BATTLEFIELD && card_gy_static(g, ob->card, &k) && obj_has_ability(g, o, k);
}

/* 1 if card o in a graveyard is the first there of its card with creature type (its characteristics there) */
static int first_creature_card(const mtg_game *g, int p, int i)
{
  const player *pl = &g->players[p];
  int o = pl->graveyard[i];
  if (!obj_is(g, o, TYPE_CREATURE))
    return 0;
  for (int q = 0; q <= p; q++)
    for (int j = 0; j < (q == p ? i : g->players[q].n[ZONE_GRAVEYARD]); j++)
      if (g->objs[g->players[q].graveyard[j]].card == g->objs[o].card && obj_is(g, g->players[q].graveyard[j], TYPE_CREATURE))
        return 0; /* the same abilities once: another copy of the card gives nothing new */
  return 1;
}

/* the activated abilities (not mana abilities) o has from creature cards in graveyards, as pack ability indices, into
   out (at most max); their number */
int gy_abilities(const mtg_game *g, int o, uint16_t *out, int max)
{
  int n = 0;
  if (!gy_has(g, o))
    return 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++) {
      if (!first_creature_card(g, p, i))
        continue;
      const pack_card *c = game_card(g, g->players[p].graveyard[i]);
      for (int k = 0; k < c->abil_count && n < max; k++)
        if (g->pack->abils[c->abil_first + k].kind == ABIL_ACTIVATED)
          out[n++] = (uint16_t)(c->abil_first + k);
    }
  return n;
}

/* the mana abilities among them (605.1a: activated abilities too): what they can make, bits MANA_* -- printed
   "{T}: Add ..." abilities of one mana (the creature cards of the pool have no others) and those of basic land types
   (305.6: a Dryad Arbor card) */
uint8_t gy_mana(const mtg_game *g, int o)
{
  uint8_t m = 0;
  if (!gy_has(g, o))
    return 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++) {
      int co = g->players[p].graveyard[i];
      if (!obj_is(g, co, TYPE_CREATURE))
        continue;
      const pack_card *c = game_card(g, co);
      for (int k = 0; k < c->abil_count; k++) {
        const pack_ability *a = &g->pack->abils[c->abil_first + k];
        if (a->kind == ABIL_MANA && a->cost == PACK_COST_TAP && !a->generic && a->mana_amount <= 1)
          m |= a->mana;
      }
      for (int k = 0; k < OBJ_SUBTYPES && g->objs[co].subtypes[k] != NONE; k++)
        if (g->objs[co].subtypes[k] <= SUB_FOREST)
          m |= (uint8_t)BIT(g->objs[co].subtypes[k] - SUB_PLAINS);
    }
  return m;
}
