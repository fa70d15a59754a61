/* copy.c: a permanent spell that "may enter as a copy of any creature on the battlefield" (707.5) -- its controller's choice as it resolves; the copy takes the copied object's copiable values (707.2). */
#include "game.h"

/* the card's "enter as a copy" ability, if it has one and a creature is there to copy: its controller now chooses */
int copy_offer(mtg_game *g, const stack_item *si)
{
  const pack_card *c = game_card(g, si->obj);
  int has = 0, any = 0;
  for (int i = 0; i < c->abil_count; i++)
    has |= g->pack->abils[c->abil_first + i].kind == ABIL_ENTER_COPY;
  if (!has)
    return 0;
  if (g->dirty)
    lay_apply(g); /* which permanents are creatures now */
  for (int i = 0; i < g->nbf; i++)
    any |= obj_is(g, g->bf[i], TYPE_CREATURE);
  if (!any)
    return 0;
  g->res.si = *si;
  g->res.waiting = RES_RULES;
  g->mode = MODE_COPY;
  return 1;
}

void copy_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  dec_reset(g, MTG_DEC_COPY, si->controller);
  dec_add(g, MTG_OPT_NO, si->obj, NONE, 0); /* "you may": it enters as itself */
  for (int i = 0; i < g->nbf; i++)
    if (obj_is(g, g->bf[i], TYPE_CREATURE))
      dec_add(g, MTG_OPT_COPY, g->bf[i], NONE, 0);
}

/* 707.2: the copiable values are those of the copied object's card -- for a copy, the card it copied -- not its
   counters, damage or the effects of other layers */
void copy_apply(mtg_game *g, const mtg_option *op)
{
  const stack_item *si = &g->res.si;
  if (op->kind == MTG_OPT_COPY) {
    ev_push(g, EV_COPY, si->controller, si->obj, op->source, 0);
    g->enter_copy = (uint16_t)(g->objs[op->source].card + 1);
  }
  g->res.waiting = RES_NONE;
  if (choose_offer(g, si))
    return; /* 614.12: as a copy of a card that chooses as it enters, it chooses too (choose_apply makes it enter) */
  cast_enter(g, si);
  prio_give(g, g->active);
}
