/* enterpay.c: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12) -- the choice is its controller's, made as soon as the move is done and before anything else (no player has priority in between): paying life needs a life total at least that high (119.4); declining taps it as part of entering, so it never "becomes tapped" (701.26a). The same queue holds "As this enters, choose ..." for a permanent an effect put onto the battlefield (its choice, choose.c). */
#include "game.h"
#include <string.h>

void enterpay_add(mtg_game *g, int o, int life)
{
  if (g->nenter_pay >= MAX_ENTER_PAY || o < 0 || o >= MAX_OBJECTS)
    return;
  g->enter_pays[g->nenter_pay++] = (enter_pay){(uint16_t)o, g->objs[o].zcc, (uint8_t)life, 0};
}

/* lead 17: "As this enters, choose a color." for a permanent a resolving effect put onto the battlefield -- returned
   from a graveyard, found by a search, returned from exile (614.12): its controller chooses once the move is done */
void enterpay_choose_add(mtg_game *g, int o)
{
  if (g->nenter_pay >= MAX_ENTER_PAY || o < 0 || o >= MAX_OBJECTS)
    return; /* a capacity: a fifth such permanent at once enters with no choice */
  g->enter_pays[g->nenter_pay++] = (enter_pay){(uint16_t)o, g->objs[o].zcc, 0, 1};
}

/* a decision that keeps its state in g->choose_card / choose_player (as MODE_CHOOSE does): an enter choice waits for
   it to end rather than overwrite it */
static int choose_busy(const mtg_game *g)
{
  return g->mode == MODE_CHOOSE || g->mode == MODE_CAST_FREE || g->mode == MODE_PROLIFERATE ||
         g->mode == MODE_REMOVE_ANY || g->mode == MODE_TAP_MAY;
}

int enterpay_pending(mtg_game *g)
{
  while (g->nenter_pay && g->enter_pays[0].choose && !choose_busy(g)) {
    const enter_pay *e = &g->enter_pays[0];
    const obj *ob = &g->objs[e->obj];
    if (ob->zone == ZONE_BATTLEFIELD && ob->zcc == e->zcc && !ob->chosen && g->mode != MODE_OVER) {
      g->enter_pay_mode = g->mode;
      choose_entered(g, e->obj);
      return 1;
    }
    memmove(g->enter_pays, g->enter_pays + 1, (size_t)(--g->nenter_pay) * sizeof *g->enter_pays); /* gone: nothing to choose */
  }
  if (!g->nenter_pay || g->enter_pays[0].choose || g->mode == MODE_ENTER_PAY || g->mode == MODE_OVER)
    return 0; /* a choice waits for the decision being made (choose_busy) */
  g->enter_pay_mode = g->mode;
  g->mode = MODE_ENTER_PAY;
  return 1;
}

void enterpay_done(mtg_game *g)
{
  memmove(g->enter_pays, g->enter_pays + 1, (size_t)(--g->nenter_pay) * sizeof *g->enter_pays);
  g->mode = g->enter_pay_mode; /* enterpay_pending asks the next one */
}

void enterpay_options(mtg_game *g)
{
  const enter_pay *e = &g->enter_pays[0];
  const obj *ob = &g->objs[e->obj];
  dec_reset(g, MTG_DEC_ENTER_PAY, ob->controller); /* decision enter_pay */
  if (ob->zone == ZONE_BATTLEFIELD && ob->zcc == e->zcc && g->players[ob->controller].life >= e->life)
    dec_add(g, MTG_OPT_YES, e->obj, NONE, e->life); /* pay the life: it enters untapped */
  dec_add(g, MTG_OPT_NO, e->obj, NONE, 0);          /* it enters tapped */
}

void enterpay_apply(mtg_game *g, const mtg_option *op)
{
  enter_pay e = g->enter_pays[0];
  obj *ob = &g->objs[e.obj];
  int here = ob->zone == ZONE_BATTLEFIELD && ob->zcc == e.zcc;
  ev_push(g, op->kind == MTG_OPT_YES ? EV_MAY_YES : EV_MAY_NO, ob->controller, e.obj, NONE, 0);
  if (here && op->kind == MTG_OPT_YES)
    game_lose_life(g, ob->controller, e.life); /* 119.4: paying life is losing it */
  else if (here) {
    ob->flags |= OBJ_TAPPED;
    lay_touch(g, PACK_READS_TAPPED);
  }
  enterpay_done(g);
}
