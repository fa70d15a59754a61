/* unlesspay.c: "... unless <player> pays {2}" (an optional payment while a spell or ability resolves, 118.12): the player decides, when they can pay; the code goes on with whether they paid. */
#include "game.h"

/* the colored symbols of a PAYS operand: 3 bits each, W U B R G (none with the discard bit: a discard, or life) */
static void unpack(int packed, uint8_t sym[MANA__COUNT])
{
  for (int m = 0; m < MANA__COUNT; m++)
    sym[m] = m < COLOR__COUNT && !(packed & PACK_PAYS_DISCARD) ? (uint8_t)((packed >> (3 * m)) & 7) : 0;
}

/* who pays: a player, or the controller of the spell or permanent ref names (-1: no one) */
static int payer(const mtg_game *g, int32_t ref)
{
  if (IS_PLAYER_REF(ref))
    return REF_PLAYER(ref);
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE)
    return -1;
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].kind == SI_SPELL && g->stack[i].obj == ref)
      return g->stack[i].controller;
  return g->objs[ref].controller;
}

/* 118.12: the player may pay; they are asked only when they can (1: they now decide, MODE_UNLESS_PAY) */
int unless_begin(mtg_game *g, int32_t ref, int generic, int packed)
{
  int p = payer(g, ref);
  uint8_t sym[MANA__COUNT];
  unpack(packed, sym);
  if (p < 0 || generic < 0)
    return 0;
  if (packed == PACK_PAYS_LIFE && g->players[p].life < generic)
    return 0; /* "You may pay 1 life.": only with that much life (119.4) */
  if (packed == (PACK_PAYS_DISCARD) && g->players[p].n[ZONE_HAND] == 0)
    return 0; /* "unless you discard a card": with no card in hand they can't */
  mana_sources s;
  mana_find(g, p, &s);
  if (packed == PACK_PAYS_WATERBEND) /* tlacards 17: 701.67a */
    mana_add_tappers(g, p, &s, TAPPAY_CREATURE | TAPPAY_ARTIFACT);
  if ((!(packed & PACK_PAYS_DISCARD) || packed == PACK_PAYS_WATERBEND) && !mana_can_pay_cost(&s, generic, sym))
    return 0;
  g->unless_player = (uint8_t)p;
  g->unless_generic = (uint8_t)(generic > 255 ? 255 : generic);
  g->unless_sym = (uint16_t)packed;
  g->mode = MODE_UNLESS_PAY;
  return 1;
}

void unless_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  uint8_t sym[MANA__COUNT];
  unpack(g->unless_sym, sym);
  int total = g->unless_generic;
  for (int m = 0; m < MANA__COUNT; m++)
    total += sym[m];
  dec_reset(g, MTG_DEC_UNLESS_PAY, g->unless_player);
  dec_add(g, MTG_OPT_PAY, si->obj, NONE, total);
  dec_add(g, MTG_OPT_DECLINE, si->obj, NONE, 0);
}

/* the run goes on with 1 (paid) where PAYS left its result */
static void paid(mtg_game *g)
{
  if (g->res.sp > 0)
    g->res.stack[g->res.sp - 1] = 1;
  cast_resume(g);
}

void unless_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind != MTG_OPT_PAY) {
    ev_push(g, EV_UNLESS_DECLINED, g->unless_player, g->res.si.obj, NONE, 0);
    cast_resume(g);
    return;
  }
  uint8_t sym[MANA__COUNT];
  unpack(g->unless_sym, sym);
  ev_push(g, EV_UNLESS_PAID, g->unless_player, g->res.si.obj, NONE, op->value);
  if (g->unless_sym == PACK_PAYS_LIFE) { /* 119.4: paying life is losing it */
    game_lose_life(g, g->unless_player, g->unless_generic);
    paid(g);
    return;
  }
  if (g->unless_sym == PACK_PAYS_WATERBEND) { /* tlacards 17: "unless you waterbend {2}" (701.67a) */
    int tappay = TAPPAY_CREATURE | TAPPAY_ARTIFACT;
    if (manapay_begin(g, g->unless_player, g->unless_generic, sym, NULL, -1, PAY_UNLESS | tappay << 4))
      return; /* by hand: "tap Memnite to pay {1}" too */
    mana_pay_tapping(g, g->unless_player, g->unless_generic, sym, NULL, -1, tappay);
    paid(g);
    return;
  }
  if (g->unless_sym & PACK_PAYS_DISCARD) { /* a card of their choice (701.9a), then the run goes on */
    if (g->res.sp > 0)
      g->res.stack[g->res.sp - 1] = 1;
    if (!disc_begin(g, PLAYER_REF(g->unless_player), 1))
      cast_resume(g);
    return;
  }
  if (manapay_begin(g, g->unless_player, g->unless_generic, sym, NULL, -1, PAY_UNLESS))
    return; /* MTG_FLAG_MANUAL_MANA: by hand; manapay_apply calls unless_paid */
  mana_pay_cost(g, g->unless_player, g->unless_generic, sym, -1);
  paid(g);
}

void unless_paid(mtg_game *g) { paid(g); }
