/* enterpay.c: "As this land enters, you may pay 2 life. If you don't, it enters tapped." -- the choice is its controller's, made before the land is put onto the battlefield (614.12), whether it is played or put there by a search. */
#include "game.h"

/* the life card o lets its controller pay as it enters: its entering replacement's parameter (pack.c checks it) */
int enterpay_amount(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  for (int k = 0; k < c->abil_count; k++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + k];
    if (a->kind == ABIL_REPLACEMENT && a->trigger == TRIG_ENTERS && a->trig_arg)
      return a->trig_arg;
  }
  return 0;
}

void enterpay_begin(mtg_game *g, int o, int then)
{
  g->enter_obj = (uint16_t)o;
  g->enter_then = (uint8_t)then;
  g->mode = MODE_ENTER_PAY;
}

/* 119.4: a player can pay life only up to their life total */
void enterpay_options(mtg_game *g)
{
  int o = g->enter_obj, p = g->objs[o].owner, n = enterpay_amount(g, o);
  dec_reset(g, MTG_DEC_ENTER_PAY, p);
  if (g->players[p].life >= n)
    dec_add(g, MTG_OPT_YES, o, NONE, n);
  dec_add(g, MTG_OPT_NO, o, NONE, 0);
}

/* pays (losing that life, 119.4) or not, then moves the card: the entering replacement reads enter_paid */
void enterpay_apply(mtg_game *g, const mtg_option *op)
{
  int o = g->enter_obj, p = g->objs[o].owner, then = g->enter_then;
  if (op->kind == MTG_OPT_YES) {
    game_lose_life(g, p, op->value);
    g->enter_paid = (uint16_t)(o + 1);
  }
  g->enter_obj = NONE;
  if (then == ENTER_PLAY) {
    prio_play_land(g, p, o);
    g->mode = MODE_PRIORITY; /* 305.1: the player who played it receives priority again */
  } else {
    srch_put_found(g, p, o, then - 1);
    cast_resume(g);
  }
  g->enter_paid = 0;
}
