/* gyexile.c: "you may exile an Elf card from your graveyard. If you do, ..." -- a card of a subtype exiled from a
   graveyard while a spell or ability resolves, of the player's choice (a decision), or not; not doing it ends the effect. */
#include "game.h"

/* the card EXILE_GY_MAY's operand (g->gyexile_sub) describes: one with a subtype (205.3m: changelings too), of a card
   type (GYX_TYPE | t, tdmcards 13), or any (GYX_ANY | the cards still to exile) */
static int fits(const mtg_game *g, int o)
{
  int d = g->gyexile_sub;
  if (d & GYX_ANY)
    return 1;
  if (d & GYX_TYPE)
    return (g->objs[o].types >> (d & GYX_ARG)) & 1;
  return obj_has_subtype(g, o, d);
}

/* 1: player ref may now choose a card (MODE_EXILE_GY); -1: they have too few, so what follows is not done ("exile two
   cards" needs two) */
int gyx_may_begin(mtg_game *g, int32_t ref, int sub)
{
  if (!IS_PLAYER_REF(ref))
    return -1;
  const player *pl = &g->players[REF_PLAYER(ref)];
  g->gyexile_sub = (uint16_t)sub;
  int need = (sub & GYX_ANY) ? (sub & GYX_ARG) : 1, have = 0;
  for (int i = 0; i < pl->n[ZONE_GRAVEYARD] && have < need; i++)
    have += fits(g, pl->graveyard[i]);
  if (need < 1 || have < need)
    return -1;
  g->gyexile_player = (uint8_t)REF_PLAYER(ref);
  g->mode = MODE_EXILE_GY;
  return 1;
}

void gyx_options(mtg_game *g)
{
  const player *pl = &g->players[g->gyexile_player];
  dec_reset(g, MTG_DEC_EXILE_CARD, g->gyexile_player);
  for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++)
    if (fits(g, pl->graveyard[i]))
      dec_add(g, MTG_OPT_EXILE, pl->graveyard[i], NONE, 0);
  if (!(g->gyexile_sub & GYX_STARTED))
    dec_add(g, MTG_OPT_NO, g->res.si.obj, NONE, 0); /* "you may": not exiling ends the effect; once one of two is
                                                       exiled, the second follows */
}

void gyx_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_NO) { /* "If you do, ...": not done */
    g->res.waiting = RES_RULES;
    cast_resume(g);
    return;
  }
  ev_push(g, EV_EXILED, g->gyexile_player, op->source, NONE, 0);
  zone_move(g, op->source, ZONE_EXILE);
  if ((g->gyexile_sub & GYX_ANY) && (g->gyexile_sub & GYX_ARG) > 1) {
    g->gyexile_sub = (uint16_t)((g->gyexile_sub - 1) | GYX_STARTED); /* "exile two cards": the next one */
    return;
  }
  cast_resume(g);
}

/* GY_SUB_YOURS: the cards with subtype sub in player p's graveyard ("if there is an Elf card in your graveyard") */
int gy_sub_count(const mtg_game *g, int p, int sub)
{
  int n = 0;
  for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
    n += obj_has_subtype(g, g->players[p].graveyard[i], sub);
  return n;
}
