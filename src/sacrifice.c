/* sacrifice.c: "target player sacrifices a creature of their choice" (701.21a) -- the player's decision while the spell or ability resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* may player p sacrifice permanent o to an edict of type t (a TYPE_*, or EDICT_BY_MASK and EDICT_TYPES's operand, with
   the resolving spell or ability's source) */
static int fits(const mtg_game *g, int p, int o, int t, int source)
{
  if (g->objs[o].controller != p)
    return 0;
  if (!(t & EDICT_BY_MASK))
    return obj_is(g, o, t);
  if ((t & EDICT_TYPES_OTHER) && o == source) /* "another" */
    return 0;
  return ((g->objs[o].types >> 1) & t & EDICT_TYPES_MASK) != 0;
}

/* does player p control a permanent that fits? */
static int has_one(const mtg_game *g, int p, int t, int source)
{
  for (int i = 0; i < g->nbf; i++)
    if (fits(g, p, g->bf[i], t, source))
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

/* tlacards: "sacrifice an artifact or creature", "you may sacrifice another creature or artifact. If you do, ..." --
   EDICT_TYPES (opcodes.h); -1: they control none, so they don't (608.2c: the rest depends on it) */
int edict_types_begin(mtg_game *g, int32_t ref, int mask, int source)
{
  if (!IS_PLAYER_REF(ref))
    return -1;
  if (g->dirty)
    lay_apply(g);
  int p = REF_PLAYER(ref), t = EDICT_BY_MASK | (mask & (EDICT_TYPES_MASK | EDICT_TYPES_OTHER));
  g->sacrificed_toughness = 0;
  if (!has_one(g, p, t, source))
    return -1;
  g->edict_player = (uint8_t)p;
  g->edict_type = (uint8_t)t;
  g->mode = MODE_SACRIFICE;
  return 1;
}

void edict_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_SACRIFICE, g->edict_player);
  for (int i = 0; i < g->nbf; i++)
    if (fits(g, g->edict_player, g->bf[i], g->edict_type, g->res.si.obj))
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
