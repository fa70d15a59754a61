/* tlacount.c: what the later Avatar: The Last Airbender cards count and do -- counters on your lands, the
   noncreature, nonland cards of your graveyard, one creature dealing damage equal to its power to another, counters on
   each other creature of a type. */
#include "game.h"

/* "the number of +1/+1 counters on lands you control" (Toph, the Blind Bandit): their types after the layers */
int32_t tla_land_counters(const mtg_game *g, int p, int kind)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == p && (ob->types & TYPEBIT(LAND)))
      n += obj_counter(ob, kind);
  }
  return n;
}

/* tlacards 13: CONTROL_CTR, "the number of creatures you control with +1/+1 counters on them" (Dai Li Agents) */
int32_t tla_control_ctr(const mtg_game *g, int p, int kind)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    n += ob->controller == p && (ob->types & TYPEBIT(CREATURE)) && obj_counter(ob, kind) > 0;
  }
  return n;
}

/* "the number of noncreature, nonland cards in your graveyard" (Dragonfly Swarm): their printed types there */
int32_t tla_gy_noncreature_nonland(const mtg_game *g, int p)
{
  int32_t n = 0;
  for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
    n += !(game_card(g, g->players[p].graveyard[i])->types & (TYPEBIT(CREATURE) | TYPEBIT(LAND)));
  return n;
}

/* "Target creature you control deals damage equal to its power to target creature an opponent controls." (Rocky
   Rebuke; 120.3): nothing if either is gone or no longer a creature (608.2b makes the spell do nothing to an illegal
   target: without its source creature, no damage) */
void tla_bite(mtg_game *g, int32_t a, int32_t b)
{
  if (tla_two_creatures(g, a, b))
    cmb_deal_damage(g, a, (uint16_t)b, g->objs[a].power);
}

/* are a and b two different creatures on the battlefield (after the layers)? -- a fight (701.14) or a one-sided
   "deals damage equal to its power" needs both */
int tla_two_creatures(mtg_game *g, int32_t a, int32_t b)
{
  if (a < 0 || a >= MAX_OBJECTS || b < 0 || b >= MAX_OBJECTS || a == b)
    return 0;
  if (g->dirty)
    lay_apply(g);
  return g->objs[a].zone == ZONE_BATTLEFIELD && g->objs[b].zone == ZONE_BATTLEFIELD && obj_is(g, a, TYPE_CREATURE) &&
         obj_is(g, b, TYPE_CREATURE);
}

/* COUNTERS_OTHER_SUB: "put a +1/+1 counter on each other Ally creature you control" (Earth King's Lieutenant) -- the
   creatures there as it resolves (608.2c), its source left out; a changeling is an Ally (205.3m) */
void tla_counters_other_sub(mtg_game *g, const stack_item *si, int sub, int32_t n)
{
  uint16_t each[MAX_BF];
  int k = 0;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (o != si->obj && obj_is(g, o, TYPE_CREATURE) && g->objs[o].controller == si->controller && obj_has_subtype(g, o, sub))
      each[k++] = (uint16_t)o;
  }
  for (int i = 0; i < k; i++)
    obj_put_counters(g, si->controller, each[i], CTR_PLUS1, n);
}


/* 120.10: the damage from source that is lethal to creature ref now -- its toughness less the damage already marked (none
   below 0), or 1 from a source with deathtouch (702.2c); the layers applied first */
static int32_t lethal_left(mtg_game *g, int source, int32_t ref)
{
  if (g->dirty)
    lay_apply(g);
  const obj *ob = &g->objs[ref];
  int32_t lethal = ob->toughness - ob->damage;
  if (lethal < 0)
    lethal = 0;
  return lethal > 1 && (g->objs[source].keywords & KWBIT(DEATHTOUCH)) ? 1 : lethal;
}

/* tlacards 15: DAMAGE_EXCESS, "Razor Rings deals 4 damage to target attacking or blocking creature. You gain life equal to the
   excess damage dealt this way." -- source deals amount to ref; the excess is the damage dealt beyond lethal damage (120.10:
   its toughness less the damage already marked, or 1 from a source with deathtouch, 702.2c); none to a player or to what
   isn't a creature on the battlefield, and none of damage prevented */
int32_t tla_damage_excess(mtg_game *g, int source, int32_t ref, int32_t amount)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD) {
    if (ref >= 0 && ref <= 0xFFFF)
      cmb_deal_damage(g, source, (uint16_t)ref, amount);
    return 0;
  }
  const obj *ob = &g->objs[ref];
  int creature = (ob->types & TYPEBIT(CREATURE)) != 0;
  int32_t before = ob->damage, lethal = lethal_left(g, source, ref);
  cmb_deal_damage(g, source, (uint16_t)ref, amount);
  int32_t dealt = g->objs[ref].damage - before;
  return creature && dealt > lethal ? dealt - lethal : 0;
}

/* lead: FIGHT_EXCESS, "Target creature you control fights target creature an opponent controls. If the creature the
   opponent controls is dealt excess damage this way, add that much {R}." (The Last Agni Kai) -- a and b fight (701.14a:
   each deals damage equal to its power to the other, at once); the excess is the damage b was dealt beyond lethal damage
   (120.10: its toughness less the damage already marked, or 1 from a source with deathtouch); none if they don't fight */
int32_t tla_fight_excess(mtg_game *g, int32_t a, int32_t b)
{
  if (!tla_two_creatures(g, a, b))
    return 0;
  const obj *ob = &g->objs[b];
  int32_t before = ob->damage, lethal = lethal_left(g, a, b), pa = g->objs[a].power, pb = ob->power;
  cmb_deal_damage(g, a, (uint16_t)b, pa);
  cmb_deal_damage(g, b, (uint16_t)a, pb);
  int32_t dealt = g->objs[b].damage - before;
  return dealt > lethal ? dealt - lethal : 0;
}

/* tlacards 15: "you control a land creature" (Earth Rumble Wrestlers' static ability, read by the layers as they apply):
   a permanent of p's that is both, as the layers have it now */
int tla_land_creature(const mtg_game *g, int p)
{
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == p && (ob->types & TYPEBIT(LAND)) && (ob->types & TYPEBIT(CREATURE)))
      return 1;
  }
  return 0;
}
