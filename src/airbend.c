/* airbend.c: the keyword action airbend (701.65) -- a permanent exiled by its owner, who may cast it for {2} rather than its mana cost for as long as it remains exiled. */
#include "game.h"

/* 701.65a: is card o an airbent card in exile, castable by its owner for {2}? (the mark goes with the object: a card
   that leaves exile is a new object, 400.7, and zone_put clears obj.repl) */
int air_bent(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->card != NONE && ob->zone == ZONE_EXILE && (ob->repl & REPL_AIRBENT);
}

/* does player p own an airbent card in exile? (the priority fast path asks; exile is small) */
int air_any(const mtg_game *g, int p)
{
  const player *pl = &g->players[p];
  for (int i = 0; i < pl->n[ZONE_EXILE]; i++)
    if (g->objs[pl->exile[i]].repl & REPL_AIRBENT)
      return 1;
  return 0;
}

/* AIRBEND: "airbend target nonland permanent" -- its owner exiles it (701.65a); a token ceases to exist there (111.7,
   704.5d), so nothing is left to cast. A permanent gone by now (608.2b) is left alone */
void air_bend(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  uint16_t zcc = g->objs[ref].zcc;
  ev_push(g, EV_AIRBENT, g->objs[ref].owner, (int)ref, NONE, 0);
  zone_move(g, ref, ZONE_EXILE);
  obj *ob = &g->objs[ref];
  if (ob->card != NONE && ob->zone == ZONE_EXILE && ob->zcc != zcc)
    ob->repl |= REPL_AIRBENT;
}

/* 701.65a, 601.2: may player p cast airbent card o (in p's exile) now for {2} -- its timing (a sorcery-speed card as a
   sorcery), its targets (an Aura's), its additional costs and {2} with the cost changes that apply (601.2f)? A land card
   is never cast: it stays in exile */
int air_castable(const mtg_game *g, int p, int o, mana_sources *s)
{
  const pack_card *c = game_card(g, o);
  if (!air_bent(g, o) || g->objs[o].owner != p || (c->types & TYPEBIT(LAND)) || g->nstack >= MAX_STACK ||
      cast_forbidden(g, p))
    return 0;
  if (!cast_instant_speed(g, p, c) && !cast_sorcery_timing(g, p))
    return 0;
  int a = cast_spell_ability(g, c);
  if (a != (int)NONE && (PACK_MODE_KIND(g->pack->abils[a].kind) || !cast_targets_available(g, &g->pack->abils[a], p, o)))
    return 0; /* 601.2c: no permanent card of the pool is modal */
  if (a != (int)NONE && !cast_extra_payable(g, p, o, g->pack->abils[a].cost))
    return 0; /* 601.2h */
  if (s->n < 0)
    mana_find(g, p, s);
  return costmod_payable(g, p, o, a, NULL, 0, 0, KICK_AIRBEND, s);
}
