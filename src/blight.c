/* blight.c: the keyword action blight N (Lorwyn Eclipsed) -- a player puts N -1/-1 counters on a creature they control of their choice, a decision while the spell or ability resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* does player p control a creature? */
static int has_creature(const mtg_game *g, int p)
{
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p && obj_is(g, g->bf[i], TYPE_CREATURE))
      return 1;
  return 0;
}

/* player ref `ref` blights n. Rulings (2025-11-17): a player who controls no creature can't blight (-1: the rest of the
   run, "If you do, ...", is not done); all the counters go on one creature, which needn't survive them, and isn't
   targeted. 1: the player now chooses (MODE_BLIGHT, the game's edict fields holding who and how many) */
int blight_begin(mtg_game *g, int32_t ref, int32_t n)
{
  if (!IS_PLAYER_REF(ref))
    return -1;
  if (g->dirty)
    lay_apply(g); /* the card types continuous effects give now */
  int p = REF_PLAYER(ref);
  if (!has_creature(g, p))
    return -1;
  g->edict_player = (uint8_t)p;
  g->edict_type = (uint8_t)(n < 0 ? 0 : n > 255 ? 255 : n);
  g->mode = MODE_BLIGHT;
  return 1;
}

void blight_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_BLIGHT, g->edict_player);
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == g->edict_player && obj_is(g, g->bf[i], TYPE_CREATURE))
      dec_add(g, MTG_OPT_BLIGHT, g->bf[i], NONE, g->edict_type);
}

void blight_apply(mtg_game *g, const mtg_option *op)
{
  ev_push(g, EV_BLIGHT, g->edict_player, op->source, NONE, g->edict_type);
  obj_add_counters(g, op->source, CTR_MINUS1, g->edict_type);
  cast_resume(g);
}
