/* gyexile.c: "you may exile an Elf card from your graveyard. If you do, ..." -- a card of a subtype exiled from a
   graveyard while a spell or ability resolves, of the player's choice (a decision), or not; not doing it ends the effect. */
#include "game.h"

static int fits(const mtg_game *g, int o) { return obj_has_subtype(g, o, g->gyexile_sub); } /* 205.3m: changelings too */

/* 1: player ref may now choose a card (MODE_EXILE_GY); -1: they have none, so what follows is not done */
int gyx_may_begin(mtg_game *g, int32_t ref, int sub)
{
  if (!IS_PLAYER_REF(ref))
    return -1;
  const player *pl = &g->players[REF_PLAYER(ref)];
  g->gyexile_sub = (uint16_t)sub;
  for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++)
    if (fits(g, pl->graveyard[i])) {
      g->gyexile_player = (uint8_t)REF_PLAYER(ref);
      g->mode = MODE_EXILE_GY;
      return 1;
    }
  return -1;
}

void gyx_options(mtg_game *g)
{
  const player *pl = &g->players[g->gyexile_player];
  dec_reset(g, MTG_DEC_EXILE_CARD, g->gyexile_player);
  for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++)
    if (fits(g, pl->graveyard[i]))
      dec_add(g, MTG_OPT_EXILE, pl->graveyard[i], NONE, 0);
  dec_add(g, MTG_OPT_NO, g->res.si.obj, NONE, 0); /* "you may": not exiling ends the effect */
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
