/* kwcounter.c: keyword counters (122.1b) -- a permanent with a hexproof, indestructible, trample, reach, lifelink, flying or
   deathtouch counter on it has that keyword; the layer system gives it in layer 6 (613.1f) before the layer's effects. */
#include "game.h"

static const struct { uint8_t counter, keyword; } kw_counters[] = {
  {CTR_HEXPROOF, KW_HEXPROOF},
  {CTR_INDESTRUCTIBLE, KW_INDESTRUCTIBLE},
  {CTR_DOUBLE_STRIKE, KW_DOUBLE_STRIKE}, /* Mai, Jaded Edge */
  {CTR_TRAMPLE, KW_TRAMPLE},
  {CTR_REACH, KW_REACH},
  {CTR_LIFELINK, KW_LIFELINK},
  {CTR_FLYING, KW_FLYING},
  {CTR_DEATHTOUCH, KW_DEATHTOUCH},
};

/* gives each permanent the keywords of its keyword counters; 1 if any has one */
int kwc_apply(mtg_game *g)
{
  int any = 0;
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    for (size_t k = 0; k < sizeof kw_counters / sizeof *kw_counters; k++)
      if (obj_counter(ob, kw_counters[k].counter) > 0) {
        obj_set_keywords(ob, obj_keywords(ob) | (uint64_t)1 << kw_counters[k].keyword);
        any = 1;
      }
  }
  return any;
}
