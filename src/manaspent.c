/* manaspent.c: which colors two or more mana of were spent on a cost (601.2h) -- "if {W}{W} was spent to cast it" (the Incarnations of Lorwyn Eclipsed, 702.74) -- given what each mana spent could have been. */
#include "game.h"

/* Kuhn's augmenting path: can slot k (a color, twice) be given a mana of its color, moving others if needed? */
static int augment(const uint8_t *flex, int n, const uint8_t *slot, int k, int8_t *owner, uint8_t *seen)
{
  for (int j = 0; j < n; j++) {
    if (!(flex[j] & slot[k]) || seen[j])
      continue;
    seen[j] = 1;
    if (owner[j] < 0 || augment(flex, n, slot, owner[j], owner, seen)) {
      owner[j] = (int8_t)k;
      return 1;
    }
  }
  return 0;
}

/* can each color of `colors` have two of the n mana? */
static int feasible(const uint8_t *flex, int n, unsigned colors)
{
  uint8_t slot[2 * COLOR__COUNT];
  int8_t owner[MANA_MAX_SOURCES];
  int k = 0;
  for (int c = 0; c < COLOR__COUNT; c++)
    if (colors & BIT(c))
      slot[k++] = (uint8_t)BIT(c), slot[k++] = (uint8_t)BIT(c);
  for (int j = 0; j < n; j++)
    owner[j] = -1;
  for (int i = 0; i < k; i++) {
    uint8_t seen[MANA_MAX_SOURCES] = {0};
    if (!augment(flex, n, slot, i, owner, seen))
      return 0;
  }
  return 1;
}

/* flex[j]: the colors (bits COLOR_*) the j-th mana spent could be -- a source that made one mana for a {W} symbol made
   {W}; one that paid a hybrid or generic mana, any color it can make. The payer makes each mana the color that counts
   for the most: the largest set of colors that can each have two, as bits COLOR_* */
uint8_t mana_two_colors(const uint8_t *flex, int n)
{
  unsigned can = 0; /* colors two sources or more can make: the only candidates */
  for (int c = 0; c < COLOR__COUNT; c++) {
    int k = 0;
    for (int j = 0; j < n && k < 2; j++)
      k += (flex[j] >> c) & 1;
    can |= k >= 2 ? BIT(c) : 0;
  }
  if (!can || feasible(flex, n, can))
    return (uint8_t)can;
  for (int bits = __builtin_popcount(can) - 1; bits > 0; bits--)
    for (unsigned m = can; m; m = (m - 1) & can) /* the subsets of `can`, largest first by count; a tie: the later
                                                   colors in WUBRG order (deterministic) */
      if (__builtin_popcount(m) == bits && feasible(flex, n, m))
        return (uint8_t)m;
  return 0;
}
