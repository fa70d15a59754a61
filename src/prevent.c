/* prevent.c: prevention shields -- "Prevent the next N damage that would be dealt to <target> this turn" (615.7). */
#include "game.h"

/* is shield s still on what it was made for (400.7: a new object is not it)? */
static int shield_on(const mtg_game *g, const shield *s)
{
  if (IS_PLAYER_REF(s->ref))
    return 1;
  return s->ref < MAX_OBJECTS && g->objs[s->ref].zcc == s->zcc && g->objs[s->ref].zone == ZONE_BATTLEFIELD;
}

/* drops the shields that are used up or whose object is gone */
static void compact(mtg_game *g)
{
  int k = 0;
  for (int i = 0; i < g->nshields; i++)
    if (g->shields[i].amount > 0 && shield_on(g, &g->shields[i]))
      g->shields[k++] = g->shields[i];
  g->nshields = (uint8_t)k;
}

/* 615.7: a resolving spell or ability makes a shield; each is its own effect, applied to the next damage in the
   order they were made (616.1: the affected player or controller may choose the order -- with shields of one kind
   the order changes nothing) */
void prev_shield_add(mtg_game *g, int32_t ref, int n)
{
  if (n <= 0 || ref < 0 || ref == (int32_t)NONE)
    return;
  uint16_t r = (uint16_t)ref;
  if (!IS_PLAYER_REF(r) && (r >= MAX_OBJECTS || g->objs[r].zone != ZONE_BATTLEFIELD))
    return;
  if (g->nshields >= MAX_SHIELDS)
    compact(g);
  if (g->nshields >= MAX_SHIELDS)
    return; /* a capacity, like MAX_EFFECTS */
  g->shields[g->nshields++] = (shield){r, IS_PLAYER_REF(r) ? 0 : g->objs[r].zcc, (int16_t)(n > 30000 ? 30000 : n), 0};
}

/* 615.7: damage about to be dealt to ref: each shield on it prevents what it can and is used up by that much */
int prev_shield_apply(mtg_game *g, uint16_t ref, int amount)
{
  for (int i = 0; i < g->nshields && amount > 0; i++) {
    shield *s = &g->shields[i];
    if (s->ref != ref || s->amount <= 0 || !shield_on(g, s))
      continue;
    int used = s->amount < amount ? s->amount : amount;
    s->amount = (int16_t)(s->amount - used);
    amount -= used;
  }
  return amount;
}

void prev_end_of_turn(mtg_game *g) { g->nshields = 0; }
