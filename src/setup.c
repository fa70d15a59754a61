/* setup.c: building a game state directly (scenarios, tests): an empty game, objects put into zones, a start point. */
#include "setup.h"
#include <stdint.h>
#include <stdlib.h>

mtg_game *setup_new(const mtg_pack *pack, uint64_t seed, uint32_t flags)
{
  mtg_game *g = malloc(sizeof *g);
  if (!g)
    return NULL;
  game_blank(g, pack);
  g->cfg.seed = seed;
  g->cfg.max_turns = 0;
  g->cfg.flags = MTG_FLAG_STOP_FORCED | MTG_FLAG_NO_MULLIGAN | flags;
  rng_seed(g, seed);
  for (int p = 0; p < 2; p++)
    g->players[p].life = STARTING_LIFE;
  g->turn = 1;
  return g;
}

int setup_add(mtg_game *g, int card, int zone, int owner, int controller)
{
  if (card < 0 || (uint32_t)card >= g->pack->ncards || owner < 0 || owner > 1 || controller < 0 ||
      controller > 1 || zone == ZONE_STACK)
    return MTG_EINVAL;
  if (zone != ZONE_BATTLEFIELD && g->players[owner].n[zone] >= MAX_ZONE)
    return MTG_ENOMEM;
  if (zone == ZONE_BATTLEFIELD && g->nbf >= MAX_BF)
    return MTG_ENOMEM;
  int o = zone_new_object(g, card, owner);
  if (o < 0)
    return MTG_ENOMEM;
  g->objs[o].controller = (uint8_t)controller;
  zone_put(g, o, zone, zone == ZONE_BATTLEFIELD ? controller : owner);
  g->nenter_pay = 0; /* a permanent set up is as the setup says: no choice as it "enters" */
  g->ntrig = 0; /* a scenario's starting permanents did not just enter */
  g->players[0].entered = g->players[1].entered = 0; /* ... nor "entered the battlefield this turn" (eclmore.c) */
  for (int p = 0; p < 2; p++)
    g->players[p].attacked &= (uint8_t)~PL_LAND_ENTERED; /* tlacards 15: nor did a land (Earth Rumble Wrestlers) */
  g->objs[o].flags &= (uint8_t)~(OBJ_SICK | OBJ_TAPPED); /* the scenario says which are tapped */
  return o;
}

int setup_status(mtg_game *g, int o, int tapped, int sick, int token, int damage)
{
  if (o < 0 || o >= g->nobjs || g->objs[o].zone != ZONE_BATTLEFIELD || damage < 0 || damage > INT16_MAX)
    return MTG_EINVAL;
  obj *ob = &g->objs[o];
  ob->flags &= (uint8_t)~(OBJ_TAPPED | OBJ_SICK | OBJ_TOKEN);
  ob->flags |= (uint8_t)((tapped ? OBJ_TAPPED : 0) | (sick ? OBJ_SICK : 0) | (token ? OBJ_TOKEN : 0));
  ob->damage = (int16_t)damage;
  g->dirty = 1; /* "untapped creatures ..." */
  g->sba_dirty = 1;
  return 0;
}

int setup_attach(mtg_game *g, int a, int o)
{
  if (a < 0 || a >= g->nobjs || o < 0 || o >= g->nobjs || g->objs[a].zone != ZONE_BATTLEFIELD)
    return MTG_EINVAL;
  if (g->dirty)
    lay_apply(g); /* legality by current characteristics */
  if (!attach_legal(g, a, o))
    return MTG_EINVAL;
  attach_to(g, a, o);
  return 0;
}

int setup_choice(mtg_game *g, int o, int value)
{
  if (o < 0 || o >= g->nobjs || g->objs[o].zone != ZONE_BATTLEFIELD || choose_kind(g, g->objs[o].card) < 0 ||
      value < 0 || value >= 0xFFFF)
    return MTG_EINVAL;
  g->objs[o].chosen = (uint16_t)(value + 1);
  g->dirty = 1;
  return 0;
}

int setup_life(mtg_game *g, int p, int life, int poison)
{
  if (p < 0 || p > 1 || poison < 0 || poison > INT16_MAX)
    return MTG_EINVAL;
  g->players[p].life = life;
  g->players[p].poison = (int16_t)poison;
  g->sba_dirty = 1;
  return 0;
}

int setup_start(mtg_game *g, int turn, int active, int step)
{
  if (turn < 1 || active < 0 || active > 1 || step < 0 || step >= STEP__COUNT)
    return MTG_EINVAL;
  g->turn = (uint16_t)turn;
  g->active = (uint8_t)active;
  g->first_player = (uint8_t)(turn % 2 == 1 ? active : active ^ 1);
  g->step = (uint8_t)step;
  g->passes = 0;
  g->sba_dirty = 1; /* the scenario may have set damage, life or duplicates directly */
  g->dirty = 1;
  prio_give(g, active);
  ev_push(g, EV_TURN, active, NONE, NONE, turn);
  return game_advance(g);
}
