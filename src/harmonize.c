/* harmonize.c: harmonize (702.180) -- a card cast from its owner's graveyard for its harmonize cost, up to one untapped creature tapped to reduce that cost by its power, and the spell exiled whenever it would leave the stack. */
#include "game.h"

/* the card's harmonize ability (702.180a), or NONE */
int harm_ability(const mtg_game *g, const pack_card *c)
{
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_HARMONIZE)
      return c->abil_first + i;
  return (int)NONE;
}

/* stack_item.kicked of a spell cast for its harmonize cost with creature t tapped (NONE: none): the generic mana its
   power takes off, in the low bits (a power of 0 or less takes off nothing, 601.2f) */
static int kick_with(const mtg_game *g, int t)
{
  int power = t == (int)NONE ? 0 : g->objs[t].power;
  return KICK_HARM | (power < 0 ? 0 : power > KICK_HARM_MAX ? KICK_HARM_MAX : power);
}

/* can creature t be tapped for it: an untapped creature player p controls (its summoning sickness doesn't matter:
   the cost isn't its own {T}, 302.6) */
static int tappable(const mtg_game *g, int p, int t)
{
  const obj *ob = &g->objs[t];
  return ob->controller == p && (ob->types & TYPEBIT(CREATURE)) && !(ob->flags & OBJ_TAPPED);
}

/* can player p pay for spell card o (ability a gives its targets) with creature t tapped (NONE: none)? The creature
   tapped pays no mana too */
static int payable_with(const mtg_game *g, int p, int o, int a, int t, const mana_sources *s)
{
  mana_sources rest = *s;
  if (t != (int)NONE)
    mana_exclude(&rest, t);
  return costmod_payable(g, p, o, a, NULL, 0, 0, kick_with(g, t), &rest);
}

/* fdncards: flashback (702.34a) -- the card's harmonize ability with PACK_HARM_FLASHBACK: no creature is tapped for it */
int harm_flashback(const mtg_game *g, const pack_card *c)
{
  int h = harm_ability(g, c);
  return h != (int)NONE && g->pack->abils[h].mana == PACK_HARM_FLASHBACK;
}

static int payable_somehow(const mtg_game *g, int p, int o, int a, const mana_sources *s)
{
  if (payable_with(g, p, o, a, (int)NONE, s))
    return 1;
  if (harm_flashback(g, game_card(g, o)))
    return 0;
  for (int i = 0; i < g->nbf; i++)
    if (tappable(g, p, g->bf[i]) && payable_with(g, p, o, a, g->bf[i], s))
      return 1;
  return 0;
}

/* 702.180a, 601.2: may player p cast card o, in their graveyard, for its harmonize cost now -- its timing (a sorcery
   as a sorcery), its targets, and the cost with the best creature to tap? */
int harm_castable(const mtg_game *g, int p, int o, mana_sources *s)
{
  const pack_card *c = game_card(g, o);
  if (harm_ability(g, c) == (int)NONE || (c->types & TYPEBIT(LAND)) || g->nstack >= MAX_STACK || cast_forbidden(g, p))
    return 0;
  if (!cast_instant_speed(g, p, c) && !cast_sorcery_timing(g, p))
    return 0;
  int a = cast_spell_ability(g, c);
  if (a != (int)NONE && (PACK_MODE_KIND(g->pack->abils[a].kind) || !cast_targets_available(g, &g->pack->abils[a], p, o)))
    return 0; /* 601.2c: a spell that needs targets can't be cast without them (no modal card has harmonize) */
  if (a != (int)NONE && !cast_extra_payable(g, p, o, g->pack->abils[a].cost))
    return 0; /* 601.2h: an additional cost */
  if (s->n < 0)
    mana_find(g, p, s);
  return payable_somehow(g, p, o, a, s);
}

/* 601.2b: the harmonize cost is announced with the creature tapped for it (its power is the reduction, 601.2f): no
   creature, or each one that leaves the spell payable */
void harm_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->casting];
  int p = si->controller;
  mana_sources s;
  mana_find(g, p, &s);
  dec_reset(g, MTG_DEC_HARMONIZE, p);
  if (payable_with(g, p, si->obj, si->ability, (int)NONE, &s))
    dec_add(g, MTG_OPT_NO, si->obj, NONE, 0);
  for (int i = 0; i < g->nbf; i++) {
    int t = g->bf[i];
    if (tappable(g, p, t) && payable_with(g, p, si->obj, si->ability, t, &s))
      dec_add(g, MTG_OPT_TAP, t, si->obj, kick_with(g, t) & KICK_HARM_MAX);
  }
}

/* the creature is tapped as the cost is announced (601.2h: it pays no mana then), so what follows sees it tapped */
void harm_apply(mtg_game *g, const mtg_option *op)
{
  stack_item *si = &g->stack[g->casting];
  if (op->kind == MTG_OPT_TAP) {
    si->kicked = (uint8_t)kick_with(g, op->source);
    ev_push(g, EV_HARMONIZE_TAP, si->controller, op->source, NONE, si->kicked & KICK_HARM_MAX);
    trig_tap(g, op->source);
  } else {
    si->kicked = KICK_HARM;
  }
  cast_next(g);
}
