/* discard.c: "discard a card" while a spell or ability resolves (701.9) -- of the player's choice, a decision (g->res; cast_resume goes on with its code), or at random. */
#include "game.h"

void disc_one(mtg_game *g, int p, int o)
{
  ev_push(g, EV_DISCARD, p, o, NONE, 0);
  zone_move(g, o, ZONE_GRAVEYARD); /* 701.9a: from their hand to their graveyard */
}

/* 701.9a: a player with an empty hand discards nothing; otherwise they choose, one card at a time.
   1: they now choose */
int disc_begin(mtg_game *g, int32_t ref, int n)
{
  if (!IS_PLAYER_REF(ref) || n <= 0)
    return 0;
  int p = REF_PLAYER(ref);
  if (g->players[p].n[ZONE_HAND] == 0)
    return 0;
  g->discard_player = (uint8_t)p;
  g->discard_left = (uint8_t)(n > 255 ? 255 : n);
  g->discard_may = 0;
  g->mode = MODE_DISCARD_EFFECT;
  return 1;
}

/* "Target opponent exiles two cards from their hand.": as a discard, one card at a time, but into exile and with no
   discard event (701.9a is discarding; this is not); 1: they now choose */
int disc_exile_begin(mtg_game *g, int32_t ref, int n)
{
  if (!disc_begin(g, ref, n))
    return 0;
  g->discard_may = DISC_EXILE;
  return 1;
}

/* "You may discard a card. If you do, ...": with an empty hand nothing can be discarded, so what follows is not done
   (-1); else 1: the player chooses a card or no */
int disc_may_begin(mtg_game *g, int32_t ref)
{
  if (!IS_PLAYER_REF(ref) || g->players[REF_PLAYER(ref)].n[ZONE_HAND] == 0)
    return -1;
  disc_begin(g, ref, 1);
  g->discard_may = 1;
  return 1;
}

/* tdmcards 12: "discard up to two cards, then draw that many cards" (701.9a): the player discards cards one at a time, or
   is done; each one discarded counts on the run's stack top (DISCARD_UPTO's result, 0 until then). 1: they now choose */
int disc_upto_begin(mtg_game *g, int32_t ref, int n)
{
  if (!disc_begin(g, ref, n))
    return 0;
  g->discard_may = DISC_UPTO;
  return 1;
}

/* "Then discard two cards unless you discard a creature card." (701.9a): the player discards one card of the type, or
   n cards of any types (a card of the type among them too); 1: they now choose */
int disc_unless_begin(mtg_game *g, int32_t ref, int n, int type)
{
  if (!disc_begin(g, ref, n))
    return 0;
  g->discard_may = (uint8_t)(DISC_UNLESS + type);
  return 1;
}

/* a card of a revealed hand that REVEAL_DISCARD's `kind` lets the other player choose: nonland, nonland permanent, or
   (fdncards: Duress) noncreature, nonland */
static int reveal_fits(const mtg_game *g, int o, int kind)
{
  const pack_card *c = game_card(g, o);
  kind %= DISC_REVEAL_EXILE; /* the card chosen is exiled: the same kinds */
  return !(c->types & TYPEBIT(LAND)) && (kind == 0 || (kind == 1 && (c->types & PERMANENT_TYPES)) ||
                                          (kind == 2 && !(c->types & TYPEBIT(CREATURE))));
}

/* "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." (701.20a,
   701.9a): the hand is revealed (each card in the log); the other player -- the spell's controller: the target is their
   opponent -- chooses a card of the kind, which its owner discards; with none, nothing is discarded. 1: they now choose */
int disc_reveal_begin(mtg_game *g, int32_t ref, int kind)
{
  if (!IS_PLAYER_REF(ref))
    return 0;
  int p = REF_PLAYER(ref), any = 0;
  const player *pl = &g->players[p];
  for (int i = 0; i < pl->n[ZONE_HAND]; i++) {
    ev_push(g, EV_REVEAL, p, pl->hand[i], NONE, 0);
    any |= reveal_fits(g, pl->hand[i], kind);
  }
  if (!any || !disc_begin(g, ref, 1))
    return 0;
  g->discard_may = (uint8_t)(DISC_REVEAL + kind);
  return 1;
}

/* 701.9b: each card chosen at random from the hand as it is then */
void disc_random(mtg_game *g, int32_t ref, int n)
{
  if (!IS_PLAYER_REF(ref))
    return;
  int p = REF_PLAYER(ref);
  for (int k = 0; k < n && g->players[p].n[ZONE_HAND] > 0; k++)
    disc_one(g, p, g->players[p].hand[rng_below(g, (uint32_t)g->players[p].n[ZONE_HAND])]);
}

/* "discard your hand" (701.9a): every card in it */
void disc_hand(mtg_game *g, int32_t ref)
{
  if (!IS_PLAYER_REF(ref))
    return;
  player *pl = &g->players[REF_PLAYER(ref)];
  while (pl->n[ZONE_HAND] > 0)
    disc_one(g, REF_PLAYER(ref), pl->hand[pl->n[ZONE_HAND] - 1]);
}

void disc_options(mtg_game *g)
{
  const player *pl = &g->players[g->discard_player];
  if (g->discard_may >= DISC_REVEAL && g->discard_may < DISC_REVEAL + DISC_REVEAL_KINDS) { /* eclcards 6: the other player
                                                                                          chooses from the revealed hand */
    dec_reset(g, MTG_DEC_DISCARD, g->discard_player ^ 1);
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      if (reveal_fits(g, pl->hand[i], g->discard_may - DISC_REVEAL))
        dec_add(g, MTG_OPT_DISCARD, pl->hand[i], NONE, 0);
    return;
  }
  dec_reset(g, g->discard_may == DISC_EXILE ? MTG_DEC_EXILE_HAND : MTG_DEC_DISCARD, g->discard_player);
  int type = g->discard_may >= DISC_UNLESS && g->discard_may < DISC_UNLESS + TYPE__COUNT ? g->discard_may - DISC_UNLESS : -1;
  for (int i = 0; i < pl->n[ZONE_HAND]; i++) {
    dec_add(g, MTG_OPT_DISCARD, pl->hand[i], NONE, 0);
    if (type >= 0 && (g->objs[pl->hand[i]].types & BIT(type)))
      dec_add(g, MTG_OPT_DISCARD, pl->hand[i], NONE, 1); /* value 1: this card alone, "unless you discard a ..." */
  }
  if (g->discard_may == 1)
    dec_add(g, MTG_OPT_NO, g->res.si.obj, NONE, 0); /* "you may": not discarding ends the effect */
  if (g->discard_may == DISC_UPTO)
    dec_add(g, MTG_OPT_DONE, g->res.si.obj, NONE, 0); /* "up to": no more */
}

void disc_apply(mtg_game *g, const mtg_option *op)
{
  if (g->discard_may == 1 && op->kind == MTG_OPT_NO) { /* "If you do, ...": not done */
    g->discard_may = 0;
    g->res.waiting = RES_RULES;
    cast_resume(g);
    return;
  }
  int upto = g->discard_may == DISC_UPTO, exile = g->discard_may == DISC_EXILE;
  if (g->discard_may >= DISC_REVEAL + DISC_REVEAL_EXILE && g->discard_may < DISC_REVEAL + DISC_REVEAL_KINDS) {
    g->discard_may = 0; /* tdmcards 18: "... and exile that card." (406.2; Aggressive Negotiations) */
    ev_push(g, EV_EXILED, g->discard_player, op->source, NONE, 0);
    zone_move(g, op->source, ZONE_EXILE);
    cast_resume(g);
    return;
  }
  if (upto && op->kind == MTG_OPT_DONE) {
    g->discard_may = 0;
    cast_resume(g);
    return;
  }
  if (upto && g->res.sp > 0)
    g->res.stack[g->res.sp - 1]++; /* "that many" */
  g->discard_may = upto ? DISC_UPTO : exile ? DISC_EXILE : 0;
  if (exile)
    zone_move(g, op->source, ZONE_EXILE);
  else
    disc_one(g, g->discard_player, op->source);
  if (op->value == 1) /* the card of the type, discarded instead of the others */
    g->discard_left = 1;
  if (--g->discard_left > 0 && g->players[g->discard_player].n[ZONE_HAND] > 0)
    return; /* the next card: still MODE_DISCARD_EFFECT */
  g->discard_may = 0;
  cast_resume(g);
}
