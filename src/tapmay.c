/* tapmay.c: "you may tap another untapped creature you control. If you do, ..." / "... Merfolk you control. When you do,
   ..." (ECL: Gravelgill Scoundrel, Meanders Guide) -- a choice while the ability resolves (g->res): the permanent tapped
   (701.26a: it becomes tapped) or no; no, or none to tap, and the rest of the ability isn't done (603.12: nothing
   triggers "when you do"). */
#include "game.h"

/* can the resolving ability's controller tap permanent o for it: another untapped permanent of theirs that is a creature
   (g->choose_card 0) or has the subtype g->choose_card - 1 */
static int tappable(mtg_game *g, const stack_item *si, int o)
{
  const obj *ob = &g->objs[o];
  if (o == si->obj || ob->controller != si->controller || (ob->flags & OBJ_TAPPED))
    return 0;
  return g->choose_card ? obj_has_subtype(g, o, g->choose_card - 1) : obj_is(g, o, TYPE_CREATURE);
}

/* TAP_MAY sub (1 + a subtype, or 0: a creature): 1, the player chooses; -1, nothing to tap -- the rest is not done */
int tapmay_begin(mtg_game *g, const stack_item *si, int sub)
{
  g->choose_card = (uint16_t)sub;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++)
    if (tappable(g, si, g->bf[i])) {
      g->mode = MODE_TAP_MAY;
      return 1;
    }
  return -1;
}

void tapmay_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_TAP_COST, g->res.si.controller);
  for (int i = 0; i < g->nbf; i++)
    if (tappable(g, &g->res.si, g->bf[i]))
      dec_add(g, MTG_OPT_TAP, g->bf[i], NONE, 0);
  dec_add(g, MTG_OPT_NO, g->res.si.obj, NONE, 0); /* "you may": not tapping ends the effect */
}

void tapmay_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_NO) /* "If you do," / "When you do,": not done */
    g->res.waiting = RES_RULES;
  else
    trig_tap(g, op->source); /* 701.26a: it becomes tapped ("whenever ... becomes tapped" triggers) */
  g->choose_card = 0;
  cast_resume(g);
}
