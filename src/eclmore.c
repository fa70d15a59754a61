/* eclmore.c: more Lorwyn Eclipsed rules -- the creatures that entered the battlefield under each player's control this
   turn (Kinbinding, Wary Farmer, Thoughtweft Charge) and "the greatest power among Giants you control". */
#include "game.h"

/* creature o entered the battlefield under player p's control: counted until the turn ends (turn.c) */
void ecl_entered_note(mtg_game *g, int p, int o)
{
  player *pl = &g->players[p];
  if (!pl->entered) {
    pl->entered_first = (uint16_t)o;
    pl->entered_zcc = g->objs[o].zcc;
  }
  if (pl->entered < 255)
    pl->entered++;
  lay_touch(g, PACK_READS_ENTERED); /* "as long as another creature entered ...", Kinbinding's +X/+X */
}

/* the creatures that entered under p's control this turn; with o, "another creature": o itself is not counted when it
   was the only one (400.7: o having left and come back since, it is a new object and both entries count) */
int ecl_entered(const mtg_game *g, int p, int o)
{
  const player *pl = &g->players[p];
  if (o != NONE && o < MAX_OBJECTS && pl->entered == 1 && pl->entered_first == o && g->objs[o].zcc == pl->entered_zcc)
    return 0;
  return pl->entered;
}

/* eclcards 10: "the greatest mana value among Elementals you control" (202.3; 0 if none) */
int32_t ecl_greatest_mv_sub(const mtg_game *g, int p, int sub)
{
  int32_t best = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller == p && obj_has_subtype(g, o, sub) && g->pack->mana_value[g->objs[o].card] > best)
      best = g->pack->mana_value[g->objs[o].card];
  }
  return best;
}

/* "the greatest power among Giants you control" (0 if none) */
int32_t ecl_greatest_power_sub(const mtg_game *g, int p, int sub)
{
  int32_t best = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller == p && obj_is(g, o, TYPE_CREATURE) && obj_has_subtype(g, o, sub) &&
        g->objs[o].power > best)
      best = g->objs[o].power;
  }
  return best;
}
