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

/* BLIGHT_MAY: "you may blight 2. If you don't, ..." -- the same choice with "no" among the options (BLIGHT_OPTIONAL on
   edict_player); 1: the player now chooses, the value on the operand stack 0 until they blight; -1: no creature, they
   don't (the run goes on, 0 on the stack) */
int blight_may_begin(mtg_game *g, int32_t ref, int32_t n)
{
  int r = blight_begin(g, ref, n);
  if (r > 0)
    g->edict_player |= BLIGHT_OPTIONAL;
  return r;
}

void blight_options(mtg_game *g)
{
  int p = g->edict_player & 1;
  dec_reset(g, MTG_DEC_BLIGHT, p);
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p && obj_is(g, g->bf[i], TYPE_CREATURE))
      dec_add(g, MTG_OPT_BLIGHT, g->bf[i], NONE, g->edict_type);
  if (g->edict_player & BLIGHT_OPTIONAL)
    dec_add(g, MTG_OPT_NO, NONE, NONE, 0);
}

void blight_apply(mtg_game *g, const mtg_option *op)
{
  int p = g->edict_player & 1, may = (g->edict_player & BLIGHT_OPTIONAL) != 0;
  g->edict_player = (uint8_t)p;
  if (op->kind == MTG_OPT_NO) { /* they don't: the 0 on the stack says so */
    ev_push(g, EV_MAY_NO, p, g->res.si.obj, NONE, 0);
    cast_resume(g);
    return;
  }
  ev_push(g, EV_BLIGHT, p, op->source, NONE, g->edict_type);
  obj_add_counters(g, op->source, CTR_MINUS1, g->edict_type);
  if (may && g->res.sp > 0)
    g->res.stack[g->res.sp - 1] = 1; /* "If you don't": they did */
  cast_resume(g);
}
