/* sacrifice.c: "target player sacrifices a creature of their choice" (701.21a) -- the player's decision while the spell or ability resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* does player p control a permanent of card type t, other than object skip (NONE: any)? */
static int has_one(const mtg_game *g, int p, int t, int skip)
{
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p && obj_is(g, g->bf[i], t) && g->bf[i] != skip)
      return 1;
  return 0;
}

/* 701.21a: a player who controls none sacrifices nothing; otherwise they choose. 1: they now choose */
int edict_begin(mtg_game *g, int32_t ref, int type)
{
  g->sacrificed_toughness = 0;
  if (!IS_PLAYER_REF(ref))
    return 0;
  if (g->dirty)
    lay_apply(g); /* the card types continuous effects give now */
  int p = REF_PLAYER(ref);
  if (!has_one(g, p, type, NONE))
    return 0;
  g->edict_player = (uint8_t)p;
  g->edict_type = (uint8_t)type;
  g->mode = MODE_SACRIFICE;
  return 1;
}

/* fdncards: "you may sacrifice another creature. If you do, ..." / "... a land. If you do, ..." (701.21a) -- as
   edict_begin, not other_than (the source: EDICT_ANOTHER); -1 if they control none, so what follows isn't done */
int edict_begin_if(mtg_game *g, int32_t ref, int type, int other_than)
{
  if (!IS_PLAYER_REF(ref))
    return -1;
  if (g->dirty)
    lay_apply(g);
  int p = REF_PLAYER(ref);
  if (!has_one(g, p, type, other_than))
    return -1;
  g->sacrificed_toughness = 0;
  g->edict_player = (uint8_t)p;
  g->edict_type = (uint8_t)(type | (other_than != NONE ? EDICT_ANOTHER : 0));
  g->mode = MODE_SACRIFICE;
  return 1;
}

void edict_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_SACRIFICE, g->edict_player);
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == g->edict_player && obj_is(g, g->bf[i], g->edict_type & ~EDICT_ANOTHER) &&
        !((g->edict_type & EDICT_ANOTHER) && g->bf[i] == g->res.si.obj)) /* fdncards: "another" */
      dec_add(g, MTG_OPT_SACRIFICE, g->bf[i], NONE, 0);
}

/* it goes to its owner's graveyard (701.21a) -- once its controller chose among replacement effects that would
   modify that (616.1) */
void edict_apply(mtg_game *g, const mtg_option *op)
{
  if (!repl_ask(g, op->source, ZONE_GRAVEYARD, REPL_THEN_EDICT))
    edict_finish(g, op->source);
}

/* a later "that creature's toughness" is what it had (608.2h) */
void edict_finish(mtg_game *g, int o)
{
  g->sacrificed_toughness = g->objs[o].toughness;
  edict_one(g, g->edict_player, o);
  cast_resume(g);
}

void edict_one(mtg_game *g, int p, int o)
{
  trig_sacrifice(g, p, o);
  ev_push(g, EV_SACRIFICE, p, o, NONE, 0);
  zone_move(g, o, ZONE_GRAVEYARD);
}
