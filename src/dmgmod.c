/* dmgmod.c: damage-doubling replacement effects of static abilities (614.1a) -- "If a source you control would deal damage
   to an opponent or a permanent an opponent controls, it deals double that damage instead." (Twinflame Tyrant) and "If a
   creature you control would deal damage to a permanent or player, it deals double that damage instead." (Gratuitous
   Violence). The layer system counts the instances each player controls (player.dmg_twice, 613.11). */
#include "game.h"

/* eclcards 15: how many "Double all damage that sources you control of the chosen type would deal." abilities (DMG_MOD
   DMGMOD_CHOSEN) of permanents player p controls double source's damage: those that function (613.1f) and whose
   permanent's chosen type the source has (614.12; 205.3m: a changeling too) */
static int chosen_doublers(const mtg_game *g, int p, int source)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller != p || !g->objs[o].chosen || !obj_has_subtype(g, source, g->objs[o].chosen - 1))
      continue;
    const pack_card *c = game_card(g, o);
    for (int k = 0; k < c->abil_count; k++) {
      const pack_ability *a = &g->pack->abils[c->abil_first + k];
      const uint8_t *code = g->pack->code + a->code;
      n += a->kind == ABIL_STATIC && op_at(code) == OP_DMG_MOD && op_arg(code) == DMGMOD_CHOSEN && obj_has_ability(g, o, k);
    }
  }
  return n;
}

/* 616.1: the affected player or the affected permanent's controller orders the replacement and prevention effects; the
   engine orders them for that player, not a decision (docs/rules.md): prevention first (cmb_deal_damage), which leaves the
   least damage, then each doubling. Each instance doubles once (two Tyrants: four times the damage) */
int dmg_amount(mtg_game *g, int source, uint16_t target, int amount)
{
  if (amount <= 0 || (!g->players[0].dmg_twice && !g->players[1].dmg_twice))
    return amount;
  if (g->dirty)
    lay_apply(g); /* one that has left since no longer counts */
  const obj *src = &g->objs[source];
  int p = src->controller;
  if (p < 0 || p > 1 || !g->players[p].dmg_twice)
    return amount;
  int opp = IS_PLAYER_REF(target) ? REF_PLAYER(target) != p
                                  : g->objs[target].zone == ZONE_BATTLEFIELD && g->objs[target].controller != p;
  int n = (opp ? g->players[p].dmg_twice & 0x0F : 0) +
          ((src->types & TYPEBIT(CREATURE)) ? (g->players[p].dmg_twice >> 4 & 7) : 0) +
          ((g->players[p].dmg_twice & DMG_TWICE_CHOSEN) ? chosen_doublers(g, p, source) : 0);
  for (int i = 0; i < n && amount < 0x4000; i++)
    amount *= 2;
  return amount;
}
