/* dmgtrig.c: triggers on the combat damage the creatures a player controls deal to players -- "Whenever a creature you
   control deals combat damage to a player" (each creature) and "Whenever one or more Allies you control deal combat damage
   to a player" (once for the creatures of one combat damage step, 510.2). */
#include "game.h"
#include <string.h>

/* 510.3a: creature `source` dealt combat damage to a player: each permanent its controller controls with one of these
   triggers notices it ("it" is the creature); a "one or more" trigger already waiting from this step's damage (510.2: it
   is dealt at once) doesn't trigger again */
void dmgt_combat_damage(mtg_game *g, int source)
{
  uint64_t want = trig_bit(TRIG_CREATURE_COMBAT_DAMAGE) | trig_bit(TRIG_COMBAT_DAMAGE_ONE_OR_MORE);
  if (!(trig_bf_events(g) & want))
    return;
  int p = g->objs[source].controller, from = g->ntrig;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller != p)
      continue;
    trig_check_about(g, o, TRIG_CREATURE_COMBAT_DAMAGE, p, (uint16_t)source);
    int n = g->ntrig;
    trig_check_about(g, o, TRIG_COMBAT_DAMAGE_ONE_OR_MORE, p, (uint16_t)source);
    for (int t = n; t < g->ntrig; t++)
      for (int u = 0; u < from; u++)
        if (g->trig[u].source == g->trig[t].source && g->trig[u].ability == g->trig[t].ability) {
          memmove(&g->trig[t], &g->trig[t + 1], (size_t)(g->ntrig - t - 1) * sizeof g->trig[0]);
          g->ntrig--, t--; /* it triggered on this step's damage already */
          break;
        }
  }
}

/* 120.3a, 603.2: a source player p controls dealt `amount` noncombat damage to an opponent of p's: the permanents p controls
   with "Whenever a source you control deals noncombat damage to an opponent," notice it ("that many" is the damage) */
void dmgt_noncombat_opponent(mtg_game *g, int p, int amount)
{
  if (!(trig_bf_events(g) & trig_bit(TRIG_SOURCE_NONCOMBAT_OPP)))
    return;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p)
      trig_check_amount(g, g->bf[i], TRIG_SOURCE_NONCOMBAT_OPP, p, amount);
}
