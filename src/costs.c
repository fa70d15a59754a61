/* costs.c: an activated ability's or a spell's additional costs beyond mana, {T}, loyalty and sacrificing itself (601.2h, 602.2b) -- a card
   discarded at random or of the player's choice, a permanent of the player's choice sacrificed; the choices are
   decisions made while the ability is activated, after its targets and mana; then cast.c finishes it. */
#include "game.h"

#define COST_DISCARDS (PACK_COST_DISCARD | PACK_COST_DISCARD_RANDOM)
#define COST_SACRIFICES (PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE)

/* "Sacrifice an artifact or creature": a permanent player p controls with one of the card types named; with the
   qualifier q (PACK_SACQ_*) "another creature" (not the source src) or "a token" (any of their tokens) */
static int sacrificable(const mtg_game *g, int p, int o, int cost, int q, int src)
{
  uint16_t types = (uint16_t)(((cost & PACK_COST_SAC_ARTIFACT) ? TYPEBIT(ARTIFACT) : 0) |
                              ((cost & PACK_COST_SAC_CREATURE) ? TYPEBIT(CREATURE) : 0));
  if (g->objs[o].controller != p || ((q & PACK_SACQ_ANOTHER) && o == src))
    return 0;
  if (q & PACK_SACQ_TOKEN)
    return (g->objs[o].flags & OBJ_TOKEN) != 0;
  return (g->objs[o].types & types) != 0;
}

/* 602.2b, 601.2h: can player p pay these costs now? An ability whose cost can't be paid can't be activated. */
int cost_payable(const mtg_game *g, int p, int cost) { return cost_payable_q(g, p, cost, 0, NONE); }

/* the first land card in p's hand, or -1 */
static int land_in_hand(const mtg_game *g, int p)
{
  const player *pl = &g->players[p];
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    if (g->objs[pl->hand[i]].types & TYPEBIT(LAND))
      return 1;
  return 0;
}

/* the same for a sacrifice cost qualified by q (PACK_SACQ_*) of an ability of source src */
int cost_payable_q(const mtg_game *g, int p, int cost, int q, int src)
{
  if ((cost & COST_DISCARDS) && g->players[p].n[ZONE_HAND] == 0)
    return 0; /* 701.9a: a card must be discarded */
  if ((cost & PACK_COST_DISCARD) && (q & PACK_SACQ_LAND_CARD) && !land_in_hand(g, p))
    return 0; /* eclcards 9: "Discard a land card" */
  if (!(cost & COST_SACRIFICES))
    return 1;
  for (int i = 0; i < g->nbf; i++)
    if (sacrificable(g, p, g->bf[i], cost, q, src))
      return 1;
  return 0;
}

/* the qualifier of the sacrifice cost of the activation on top of the stack (a spell's additional cost has none) */
static int top_sac_q(const mtg_game *g)
{
  const stack_item *si = &g->stack[g->nstack - 1];
  return si->kind == SI_ACTIVATED && si->ability != NONE ? g->pack->abils[si->ability].sac_q : 0;
}

/* pays the costs still left (g->cost_left), asking the player where they choose; then the activation goes on */
void cost_pay(mtg_game *g)
{
  int p = g->stack[g->nstack - 1].controller;
  if (g->cost_left & PACK_COST_DISCARD_RANDOM) { /* 701.9b: chosen by the game */
    g->cost_left &= (uint8_t)~PACK_COST_DISCARD_RANDOM;
    disc_random(g, PLAYER_REF(p), 1);
  }
  if (eclcost_next(g))
    return; /* blight, counters removed, creatures tapped: a decision (eclcost.c) */
  if (g->cost_left & PACK_COST_DISCARD)
    g->mode = MODE_COST_DISCARD;
  else if (g->cost_left & COST_SACRIFICES)
    g->mode = MODE_COST_SACRIFICE;
  else
    cast_costs_paid(g);
}

/* the cards in hand, or the permanents that may be sacrificed: only legal choices (cost_payable said there is one) */
void cost_options(mtg_game *g)
{
  int p = g->stack[g->nstack - 1].controller;
  const player *pl = &g->players[p];
  if (g->mode == MODE_COST_DISCARD) {
    dec_reset(g, MTG_DEC_DISCARD, p);
    int land = (top_sac_q(g) & PACK_SACQ_LAND_CARD) != 0; /* eclcards 9: "Discard a land card" */
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      if (!land || (g->objs[pl->hand[i]].types & TYPEBIT(LAND)))
        dec_add(g, MTG_OPT_DISCARD, pl->hand[i], NONE, 0);
    return;
  }
  dec_reset(g, MTG_DEC_SACRIFICE, p);
  for (int i = 0; i < g->nbf; i++)
    if (sacrificable(g, p, g->bf[i], g->cost_left, top_sac_q(g), g->stack[g->nstack - 1].obj))
      dec_add(g, MTG_OPT_SACRIFICE, g->bf[i], NONE, 0);
}

void cost_apply(mtg_game *g, const mtg_option *op)
{
  int p = g->stack[g->nstack - 1].controller;
  if (g->mode == MODE_COST_DISCARD) {
    g->cost_left &= (uint8_t)~PACK_COST_DISCARD;
    disc_one(g, p, op->source); /* 701.9a */
    cost_pay(g);
  } else if (!repl_ask(g, op->source, ZONE_GRAVEYARD, REPL_THEN_COST)) /* 616.1: several replacements: asked first */
    cost_sacrifice(g, op->source);
}

/* 701.21a: the permanent chosen is sacrificed; the other costs go on */
void cost_sacrifice(mtg_game *g, int o)
{
  g->cost_left &= (uint8_t)~COST_SACRIFICES;
  stack_item *si = &g->stack[g->nstack - 1];
  if (si->kind == SI_ACTIVATED) { /* "the sacrificed creature's toughness" as it last existed (608.2h; COST_SAC_TOUGHNESS):
                                     an activated ability's amount is otherwise unused */
    if (g->dirty)
      lay_apply(g);
    si->amount = g->objs[o].toughness;
  }
  edict_one(g, g->stack[g->nstack - 1].controller, o);
  cost_pay(g);
}
