/* endure.c: "it endures N" (701.62) -- its controller chooses N +1/+1 counters on it or an N/N white Spirit token, while the spell or ability resolves (g->res; cast_resume goes on with its code). */
#include "game.h"

/* is ref the permanent the resolving spell or ability means: on the battlefield, and the same object it was when the
   ability was put on the stack if it is the ability's source (400.7) */
static int still_there(const mtg_game *g, const stack_item *si, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return 0;
  if (ref == si->about && si->kind == SI_ABILITY)
    return g->objs[ref].zcc == si->about_zcc; /* "it": the creature that entered, not a new object (Warden) */
  return ref != si->obj || g->objs[ref].zcc == si->obj_zcc;
}

/* 701.62a: the Spirit is an N/N -- its definition's size, or (an "X/X" definition, "endures X") N set as it is made */
static void spirit(mtg_game *g, int card, int n, int controller)
{
  const pack_card *c = &g->pack->cards[card];
  int sized = c->power == n && c->toughness == n;
  zone_create_tokens_pt(g, card, 1, controller, 0, sized ? -1 : (n > 255 ? 255 : n) * 0x101);
}

/* 701.62b: endure 0 does nothing; a permanent that is gone can't get counters, so the token comes without a choice
   (the ruling), under the ability's controller. 1: the permanent's controller now chooses (MODE_ENDURE) */
int endure_begin(mtg_game *g, const stack_item *si, int32_t ref, int32_t n, int token)
{
  if (n <= 0)
    return 0;
  if (!still_there(g, si, ref)) {
    spirit(g, token, n, si->controller);
    return 0;
  }
  g->endure_obj = (uint16_t)ref;
  g->endure_card = (uint16_t)token;
  g->endure_n = (uint8_t)(n > 255 ? 255 : n);
  g->mode = MODE_ENDURE;
  return 1;
}

void endure_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_ENDURE, g->objs[g->endure_obj].controller);
  dec_add(g, MTG_OPT_COUNTERS, g->endure_obj, NONE, g->endure_n);
  dec_add(g, MTG_OPT_TOKEN, g->endure_obj, NONE, g->endure_n);
}

void endure_apply(mtg_game *g, const mtg_option *op)
{
  int o = g->endure_obj;
  if (op->kind == MTG_OPT_COUNTERS)
    obj_add_counters(g, o, CTR_PLUS1, g->endure_n);
  else
    spirit(g, g->endure_card, g->endure_n, g->objs[o].controller);
  g->endure_obj = NONE;
  cast_resume(g);
}
