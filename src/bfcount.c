/* bfcount.c: counts of the permanents on the battlefield that fit a description ("if you control three or more creatures", "for each Goblin you control", "lands and/or Treefolk", "another creature with power 4 or greater", "for each attacking creature"). */
#include "game.h"

/* the permanents p controls, but `except` (NONE: none left out), with one of the card types `types` (bit TYPE_*) or the
   subtype `sub` (NONE: no subtype; 205.3m: all creature types count), power at least min_power (BF_ANY_POWER: any),
   and every one of the OBJ_* `flags` and the SUPER_* bits `supers` -- their characteristics now: a caller that may find
   them stale applies the layers first. Each permanent counts once ("lands and/or Treefolk"). */
static int32_t count(const mtg_game *g, int p, int except, unsigned types, int sub, int min_power, unsigned flags,
                     unsigned supers)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    if (o != except && ob->controller == p && ob->power >= min_power && (ob->flags & flags) == flags &&
        (ob->supertypes & supers) == supers)
      n += (ob->types & types) || (sub != (int)NONE && obj_has_subtype(g, o, sub));
  }
  return n;
}

int32_t bf_count(const mtg_game *g, int p, int except, unsigned types, int sub, int min_power)
{
  return count(g, p, except, types, sub, min_power, 0, 0);
}

/* fdncards 9: Formidable's "creatures you control have total power 8 or greater" -- the sum of the powers of p's creatures
   as they are now (a negative power counts as it is) */
int32_t bf_total_power(const mtg_game *g, int p)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == p && (ob->types & TYPEBIT(CREATURE)))
      n += ob->power;
  }
  return n;
}

/* MV_KINDS (fdncards 9): "for each different mana value among nonland permanents you control" (Lunar Insight) -- p's
   nonland permanents' mana values (202.3: a token that copies nothing, a face-down permanent: 0, which counts), each
   value once; 63 and up count as one */
int32_t bf_mv_kinds(const mtg_game *g, int p)
{
  uint64_t seen = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    int mv = g->pack->mana_value[ob->card];
    if (ob->controller == p && !(ob->types & TYPEBIT(LAND)))
      seen |= 1ull << (mv < 63 ? mv : 63);
  }
  return __builtin_popcountll(seen);
}

/* ATTACKING_COUNT: the attacking creatures on the battlefield now, any player's (506.3: declared or put onto it
   attacking) */
int32_t bf_attacking(const mtg_game *g)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++)
    n += (g->objs[g->bf[i]].flags & OBJ_ATTACKING) != 0;
  return n;
}

/* fdncards: ATTACKING_SUB_YOURS, "for each attacking Elf you control" (Dwynen) -- p's attacking creatures with the
   subtype (205.3m: changelings too) */
int32_t bf_attacking_sub(const mtg_game *g, int p, int sub)
{
  return count(g, p, NONE, 0, sub, BF_ANY_POWER, OBJ_ATTACKING, 0);
}

/* tdmcards 13: ATTACKING_YOURS, "if you control three or more attacking creatures" (Stormbeacon Blade) -- p's attacking
   creatures */
int32_t bf_attacking_yours(const mtg_game *g, int p)
{
  return count(g, p, NONE, TYPEBIT(CREATURE), NONE, BF_ANY_POWER, OBJ_ATTACKING, 0);
}

/* fdncards: CONTROL_BASIC_SUB, "for each basic Island you control" (Tempest Djinn) -- p's permanents with the basic
   supertype (205.4c) and the subtype */
int32_t bf_basic_sub(const mtg_game *g, int p, int sub)
{
  return count(g, p, NONE, 0, sub, BF_ANY_POWER, 0, BIT(SUPER_BASIC));
}

/* COLOR_PERMANENTS: the permanents of color c on the battlefield, any player's ("as long as any player controls a
   black permanent", Knight of Grace; 105.2: a permanent of two colors is of each) */
int32_t bf_color_count(const mtg_game *g, int c)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++)
    n += (g->objs[g->bf[i]].colors >> c) & 1;
  return n;
}
