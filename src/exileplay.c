/* exileplay.c: "Exile the top card of your library. Until the end of your next turn, you may play that card." -- cards exiled with a permission to play (or cast) them, kept per card in exile (obj.play_until, play_perm; 400.7: gone when it leaves exile) and read by the priority options; "Choose one of them." (a decision). */
#include "game.h"
#include "opcodes.h"

/* the last turn of a permission of player p's that lasts "this turn" (flags 0), "until the end of your next turn" or
   "until your next end step" (XPLAY_*); *end_step: it ends as that turn's end step begins. Two players take turns in
   order (no extra turns in the pool): p's next turn is the next turn when p isn't active, the one after when p is. */
static uint16_t last_turn(const mtg_game *g, int p, int flags, int *end_step)
{
  *end_step = 0;
  if (flags & XPLAY_END_STEP) { /* this turn's end step if it is p's turn and it hasn't begun */
    *end_step = 1;
    return (uint16_t)(g->turn + (g->active == p ? (g->step < STEP_END ? 0 : 2) : 1));
  }
  if (flags & XPLAY_NEXT_TURN)
    return (uint16_t)(g->turn + (g->active == p ? 2 : 1));
  return g->turn; /* "this turn": until the turn ends (514.2) */
}

/* card o, just exiled, may be played by p: the permission (XPERM_PENDING: until "Choose one of them." picks it) */
static void grant(mtg_game *g, int o, int p, int flags, int pending)
{
  obj *ob = &g->objs[o];
  int end_step;
  ob->play_until = last_turn(g, p, flags, &end_step);
  ob->play_perm = (uint16_t)(p | (flags & XPLAY_CAST ? XPERM_CAST : 0) | (end_step ? XPERM_END_STEP : 0) |
                             (pending ? XPERM_PENDING : 0) | (flags & XPLAY_FREE ? XPERM_FREE : 0));
}

/* may p play exiled card o now, its timing, land drops and costs aside (601.3, 305.2: the callers check those) -- the
   permission is p's, in force, and not a cast-only one on a land card */
int xplay_may(const mtg_game *g, int p, int o)
{
  const obj *ob = &g->objs[o];
  if (ob->zone != ZONE_EXILE || ob->play_until == NONE || ob->card == NONE)
    return 0;
  if ((ob->play_perm & (XPERM_PLAYER | XPERM_PENDING)) != p)
    return 0;
  if (g->turn > ob->play_until || (g->turn == ob->play_until && (ob->play_perm & XPERM_END_STEP) && g->step >= STEP_END))
    return 0; /* the duration is over (611.2a) */
  return !((ob->play_perm & XPERM_CAST) && (game_card(g, o)->types & TYPEBIT(LAND)));
}

/* eclcards 11: may p cast exiled card o now without paying its mana cost ("Until end of turn, you may cast cards exiled
   this way without paying their mana costs.")? -- its timing and the rest of its costs aside */
int xplay_free(const mtg_game *g, int p, int o)
{
  return xplay_may(g, p, o) && (g->objs[o].play_perm & XPERM_FREE);
}

/* does some exiled card, of either player's, carry a permission of p's in force? (the priority fast path asks) */
int xplay_any(const mtg_game *g, int p)
{
  for (int q = 0; q < 2; q++)
    for (int i = 0; i < g->players[q].n[ZONE_EXILE]; i++)
      if (xplay_may(g, p, g->players[q].exile[i]))
        return 1;
  return 0;
}

/* the card EXILE_PLAY takes next from player q: the top of their library, or one at random from their graveyard */
static int next_card(mtg_game *g, int q, int random_gy)
{
  const player *pl = &g->players[q];
  if (random_gy)
    return pl->n[ZONE_GRAVEYARD] ? pl->graveyard[rng_below(g, pl->n[ZONE_GRAVEYARD])] : -1;
  return pl->n[ZONE_LIBRARY] ? pl->library[pl->n[ZONE_LIBRARY] - 1] : -1;
}

/* EXILE_PLAY: player ref `ref` exiles n cards (the top of their library, one at a time, or with XPLAY_FROM_GY_RANDOM at
   random from their graveyard; with XPLAY_UNTIL_MV the top cards until those exiled have total mana value n or greater,
   202.3: a land's is 0), and the resolving ability's controller may play them (flags: XPLAY_*). With XPLAY_CHOOSE and two
   or more cards exiled, that player chooses the one they may play (MODE_PLAY_CHOOSE): 1 then, else 0. A card a
   replacement effect put elsewhere gets nothing (nor counts toward the total). */
int xplay_exile(mtg_game *g, const stack_item *si, int32_t ref, int32_t n, int flags)
{
  if (!IS_PLAYER_REF(ref) || n <= 0)
    return 0;
  int q = REF_PLAYER(ref), p = si->controller, exiled = 0, last = -1, total = 0, until = (flags & XPLAY_UNTIL_MV) != 0;
  for (int i = 0; (until ? total < n : i < n) && i < MAX_OBJECTS; i++) {
    int o = next_card(g, q, flags & XPLAY_FROM_GY_RANDOM);
    if (o < 0)
      break; /* fewer cards than that: as many as there are */
    ev_push(g, EV_EXILED, q, o, NONE, 0);
    zone_move(g, o, ZONE_EXILE);
    if (g->objs[o].zone != ZONE_EXILE)
      continue;
    grant(g, o, p, flags, (flags & XPLAY_CHOOSE) != 0);
    total += g->pack->mana_value[g->objs[o].card];
    exiled++;
    last = o;
  }
  if (!(flags & XPLAY_CHOOSE) || exiled == 0)
    return 0;
  if (exiled == 1) {
    g->objs[last].play_perm &= (uint16_t)~XPERM_PENDING; /* the one card there is */
    return 0;
  }
  g->mode = MODE_PLAY_CHOOSE;
  return 1;
}

/* MODE_PLAY_CHOOSE: "Choose one of them." -- the cards just exiled, waiting for the choice (XPERM_PENDING) */
void xplay_choose_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_PLAY_CHOOSE, g->res.si.controller);
  for (int q = 0; q < 2; q++)
    for (int i = 0; i < g->players[q].n[ZONE_EXILE]; i++) {
      int o = g->players[q].exile[i];
      if (g->objs[o].play_until != NONE && (g->objs[o].play_perm & XPERM_PENDING))
        dec_add(g, MTG_OPT_CHOOSE_CARD, o, NONE, 0);
    }
}

/* the card chosen keeps its permission; the others stay exiled with none */
void xplay_choose_apply(mtg_game *g, const mtg_option *op)
{
  for (int q = 0; q < 2; q++)
    for (int i = 0; i < g->players[q].n[ZONE_EXILE]; i++) {
      obj *ob = &g->objs[g->players[q].exile[i]];
      if (ob->play_until == NONE || !(ob->play_perm & XPERM_PENDING))
        continue;
      ob->play_perm &= (uint16_t)~XPERM_PENDING;
      if (g->players[q].exile[i] != op->source)
        ob->play_until = NONE;
    }
  cast_resume(g);
}

/* tdmcards 20: EXILE_CAST_FREE (Breaching Dragonstorm) -- "exile cards from the top of your library until you exile a
   nonland card. You may cast it without paying its mana cost if that spell's mana value is N or less. If you don't, put
   that card into your hand." Player ref `ref` exiles cards one at a time (the lands stay exiled); the resolving
   ability's controller may cast the nonland card if its mana value (202.3: X is 0) is max_mv or less and it can be cast
   (601.2: targets, 608.2g: timing ignored) -- 1 then: the decision (MODE_CAST_FREE); else it goes to its owner's hand */
int xplay_cast_free(mtg_game *g, const stack_item *si, int32_t ref, int max_mv)
{
  if (!IS_PLAYER_REF(ref))
    return 0;
  int q = REF_PLAYER(ref), o = -1;
  while (o < 0 && g->players[q].n[ZONE_LIBRARY] > 0) {
    int top = g->players[q].library[g->players[q].n[ZONE_LIBRARY] - 1];
    ev_push(g, EV_EXILED, q, top, NONE, 0);
    zone_move(g, top, ZONE_EXILE);
    if (g->objs[top].zone == ZONE_EXILE && !(game_card(g, top)->types & TYPEBIT(LAND)))
      o = top; /* a card a replacement effect put elsewhere isn't exiled: exiling goes on */
  }
  if (o < 0)
    return 0; /* no nonland card left: every card is exiled */
  if (g->pack->mana_value[g->objs[o].card] <= max_mv && cast_free_castable(g, si->controller, o)) {
    g->choose_card = (uint16_t)o;
    g->mode = MODE_CAST_FREE;
    return 1;
  }
  zone_move(g, o, ZONE_HAND);
  return 0;
}

/* MODE_CAST_FREE: cast the card, or put it into its owner's hand */
void xplay_cast_free_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_MAY, g->res.si.controller);
  dec_add(g, MTG_OPT_YES, g->choose_card, NONE, 1);
  dec_add(g, MTG_OPT_NO, g->choose_card, NONE, 0);
}

/* "yes": it is cast as the ability resolves (608.2g; the last thing it does, the verifier checks): the resolution is over
   and, once the spell is cast, the active player receives priority (cast.c); "no": it goes to its owner's hand and the
   code goes on */
void xplay_cast_free_apply(mtg_game *g, const mtg_option *op)
{
  int o = g->choose_card, p = g->res.si.controller;
  if (op->kind != MTG_OPT_YES) {
    ev_push(g, EV_MAY_NO, p, o, NONE, 0);
    zone_move(g, o, ZONE_HAND);
    cast_resume(g);
    return;
  }
  cast_finish_resolving(g);
  g->mode = MODE_PRIORITY;
  ev_push(g, EV_CAST_FREE, p, o, NONE, 0);
  cast_begin_free(g, p, o, 0);
}
