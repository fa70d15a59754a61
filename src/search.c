/* search.c: optional effects ("you may", 603.5) and library searches (701.19, with the shuffle of 701.20) -- decisions a resolving spell or ability waits for (g->res); cast_resume goes on with its code. */
#include "game.h"
#include <string.h>

/* ---- "you may ..." (603.5) --------------------------------------------------------------------------- */

/* 603.5: the choice is made as the ability resolves, by its controller -- or by the player the text names ("Its
   controller may ...") -- (the VM saves the run in g->res) */
int srch_may(mtg_game *g, int p)
{
  g->may_player = (uint8_t)p; /* with MAY_GOES_ON (MAY_PLAYER_IF): the run goes on either way */
  g->mode = MODE_MAY;
  return 1;
}

void srch_may_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  dec_reset(g, MTG_DEC_MAY, g->may_player & ~MAY_GOES_ON);
  dec_add(g, MTG_OPT_YES, si->obj, NONE, 1);
  dec_add(g, MTG_OPT_NO, si->obj, NONE, 0);
}

/* "yes": the code goes on; "no": what follows MAY is not done, so the effect ends (the compiler keeps a "you may"
   sentence last in its ability) */
void srch_may_apply(mtg_game *g, const mtg_option *op)
{
  const stack_item *si = &g->res.si;
  int yes = op->kind == MTG_OPT_YES;
  ev_push(g, yes ? EV_MAY_YES : EV_MAY_NO, g->may_player & ~MAY_GOES_ON, si->obj, NONE, 0);
  if (g->may_player & MAY_GOES_ON) { /* MAY_PLAYER_IF: its answer is pushed, and the code after goes on (tlacards 14) */
    if (g->res.sp > 0)
      g->res.stack[g->res.sp - 1] = yes;
  } else if (!yes)
    g->res.waiting = RES_RULES;
  cast_resume(g);
}

/* ---- searching a library (701.19) ------------------------------------------------------------------- */

/* a FIND_* operation: card types and subtypes named are alternatives ("a Forest or Plains card", "an instant or
   sorcery card"); a supertype and a mana value narrow them ("a basic land card", "with mana value 6 or greater") */
void srch_quality(search_state *q, int op, int arg, int32_t n)
{
  switch (op) {
  case OP_FIND_TYPE: q->types |= (uint16_t)BIT(arg); break;
  case OP_FIND_SUPER: q->supertypes |= (uint8_t)BIT(arg); break;
  case OP_FIND_COLOR: q->colors |= (uint8_t)BIT(arg); break;
  case OP_FIND_SUBTYPE:
    if (q->nsub < SEARCH_SUBTYPES && !q->by_name)
      q->subtypes[q->nsub++] = (uint16_t)arg;
    break;
  case OP_FIND_NAME: /* tdmcards: "a card named Tempest Hawk" (201.2) */
    if (q->nsub < SEARCH_SUBTYPES && (q->by_name || !q->nsub)) {
      q->by_name = 1;
      q->subtypes[q->nsub++] = (uint16_t)arg;
    }
    break;
  case OP_FIND_NOT_TYPE: q->not_types |= (uint16_t)BIT(arg); break; /* tdmcards: "a noncreature, nonland ..." */
  case OP_FIND_PERMANENT: q->types |= PERMANENT_TYPES; break;        /* 110.4b */
  case OP_FIND_EITHER: q->flags |= SRCH_F_EITHER; break;             /* "an instant, sorcery, or Dragon card" */
  case OP_FIND_OR_KW: q->or_kw = (uint8_t)(1 + arg); break;          /* fdncards 12: "... or a card with flash" */
  case OP_FIND_OR_SUB:                                              /* fdncards 12: "... and/or Gate cards" */
    if (q->nsub < SEARCH_SUBTYPES && !q->by_name) {
      q->subtypes[q->nsub++] = (uint16_t)arg;
      q->flags |= SRCH_F_OR_SUB;
    }
    break;
  case OP_LOOK_UPTO: q->picks = (uint8_t)(arg ? arg : 255); break;   /* "up to two", "any number" */
  case OP_FIND_MV:
    q->mv_cmp = (uint8_t)(1 + arg);
    q->mv = (int16_t)(n < 0 ? 0 : n > 255 ? 255 : n);
    break;
  default: break;
  }
}

/* 701.19b: a search for a card with a stated quality may find nothing; 701.19c: one for "a card" may not */
static int has_quality(const search_state *q)
{
  return q->types || q->not_types || q->supertypes || q->nsub || q->mv_cmp || q->colors || q->or_kw;
}

/* fdncards 12: the alternatives FIND_OR_KW and FIND_OR_SUB add to the quality -- a card printed with the keyword (702:
   "a card with flash"; the card's own abilities, as it is in the library), or with one of the subtypes (205.3m); 1 if
   the card fits by one of them, and *rest is the quality without them */
static int fits_alternative(const mtg_game *g, const search_state *q, int o, search_state *rest)
{
  const obj *ob = &g->objs[o];
  *rest = *q;
  rest->or_kw = 0;
  if (q->or_kw && ((card_keywords(&g->pack->cards[ob->card]) >> (q->or_kw - 1)) & 1))
    return 1;
  if (!(q->flags & SRCH_F_OR_SUB))
    return 0;
  rest->nsub = 0;
  rest->flags = (uint8_t)(q->flags & ~SRCH_F_OR_SUB);
  for (int i = 0; i < q->nsub; i++)
    if (obj_has_subtype(g, o, q->subtypes[i]))
      return 1;
  return 0;
}

int srch_matches(const mtg_game *g, const search_state *q, int o)
{
  const obj *ob = &g->objs[o];
  search_state rest;
  if (q->or_kw || (q->flags & SRCH_F_OR_SUB)) /* "an instant card or a card with flash" */
    return fits_alternative(g, q, o, &rest) || srch_matches(g, &rest, o);
  int either = q->flags & SRCH_F_EITHER, type = !q->types || (ob->types & q->types);
  if ((!either && !type) || (ob->types & q->not_types) || (ob->supertypes & q->supertypes) != q->supertypes ||
      (q->colors && !(ob->colors & q->colors)))
    return 0;
  int sub = q->nsub == 0;
  for (int i = 0; i < q->nsub; i++) /* a name: the card's own (its pack card, 201.2) */
    sub |= q->by_name ? ob->card == q->subtypes[i] : obj_has_subtype(g, o, q->subtypes[i]);
  if (either) /* tdmcards: a card of one of the card types, or with one of the subtypes */
    sub = (q->types && (ob->types & q->types)) || (q->nsub && sub);
  if (!sub || !q->mv_cmp)
    return sub;
  if (q->mv_cmp == 1 + MV_POWER_OR_LESS) /* tlacards: Water Tribe Rallier -- a card's power off the battlefield is its printed one */
    return ob->power <= q->mv;
  int mv = g->pack->mana_value[ob->card];
  return q->mv_cmp == 1 + MV_EQUAL ? mv == q->mv : q->mv_cmp == 1 + MV_OR_GREATER ? mv >= q->mv : mv <= q->mv;
}

/* 701.19a: p looks through their library for a card that fits. The player is asked even when nothing fits (then
   "find nothing" is the only answer): whether they are asked must not tell the opponent what the library holds. */
int srch_begin(mtg_game *g, const search_state *q, int p, int how)
{
  g->search = *q;
  g->search.how = (uint8_t)how;
  g->search.player = (uint8_t)p;
  g->search.active = 1;
  ev_push(g, EV_SEARCH, p, NONE, NONE, 0);
  g->mode = MODE_SEARCH;
  return 1;
}

/* p now chooses a card that fits q among those of `from` (search_state.from_hand: 1, the hand; SRCH_MILLED, the top
   `depth` cards of their graveyard): 1 */
static int choose_among(mtg_game *g, const search_state *q, int p, int how, int from, int depth)
{
  g->search = *q;
  g->search.how = (uint8_t)how;
  g->search.player = (uint8_t)p;
  g->search.active = 1;
  g->search.from_hand = (uint8_t)from;
  g->search.depth = (uint8_t)depth;
  g->mode = MODE_SEARCH;
  return 1;
}

/* "you may put a Goblin creature card from your hand onto the battlefield" (after yes): p chooses among the cards of
   their hand that fit; none fit: nothing happens (the hand is p's own; what enters is public) */
int srch_from_hand(mtg_game *g, const search_state *q, int p, int how)
{
  const player *pl = &g->players[p];
  int any = 0;
  for (int i = 0; i < pl->n[ZONE_HAND] && !any; i++)
    any = srch_matches(g, q, pl->hand[i]);
  return any && choose_among(g, q, p, how, 1, 0);
}

/* MILL_FIND (eclcards 9): "Mill four cards, then you may return a permanent card from among them to your hand." -- p mills
   n cards (701.17a); those that reached the graveyard are its top cards (none other got there meanwhile); 1 if one of
   them fits, and p now chooses one or none (a "you may", the graveyard public: no shuffle); MILL_FIND_ANY (fdncards 12,
   Inspiration from Beyond): "then return an instant or sorcery card from your graveyard to your hand" -- any card of
   the graveyard that fits, and one must be chosen (no "may"; none fits: nothing happens) */
int srch_from_milled(mtg_game *g, const search_state *q, int p, int n, int how)
{
  const player *pl = &g->players[p];
  int before = pl->n[ZONE_GRAVEYARD];
  kact_mill(g, p, n, -1);
  int k = pl->n[ZONE_GRAVEYARD] - before, any = 0, whole = how & MILL_FIND_ANY;
  for (int i = whole ? 0 : pl->n[ZONE_GRAVEYARD] - k; i < pl->n[ZONE_GRAVEYARD] && (k > 0 || whole) && !any; i++)
    any = srch_matches(g, q, pl->graveyard[i]);
  return any && choose_among(g, q, p, how, SRCH_MILLED, whole ? 0 : k); /* depth 0: the whole graveyard */
}

/* "Shuffle Green Sun's Zenith into its owner's library.": the resolving spell, still on the stack, goes into its
   owner's library, which is shuffled (701.20a); so it is not put into the graveyard as it finishes (608.2n) */
void srch_shuffle_self(mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->obj];
  if (si->kind != SI_SPELL || ob->zone != ZONE_STACK || ob->zcc != si->obj_zcc)
    return;
  int p = ob->owner;
  zone_move(g, si->obj, ZONE_LIBRARY);
  zone_shuffle(g, p);
  ev_push(g, EV_SHUFFLE, p, NONE, NONE, 0);
}

/* SHUFFLE_INTO: "Enchanted creature's owner shuffles it into their library." (701.20a) -- a permanent still on the
   battlefield only; a token ceases to exist in the library (111.7, 704.5d) */
void srch_shuffle_into(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  int p = g->objs[ref].owner;
  zone_move(g, ref, ZONE_LIBRARY);
  zone_shuffle(g, p);
  ev_push(g, EV_SHUFFLE, p, NONE, NONE, 0);
}

/* GY_SHUFFLE: "Shuffle your graveyard into your library." (701.20a, Feldon's Cane) -- every card of player ref's graveyard
   goes to their library, then they shuffle it (an empty graveyard: the library is shuffled all the same) */
void srch_shuffle_gy(mtg_game *g, int32_t who)
{
  if (!IS_PLAYER_REF(who))
    return;
  int p = REF_PLAYER(who);
  player *pl = &g->players[p];
  while (pl->n[ZONE_GRAVEYARD] > 0)
    zone_move(g, pl->graveyard[pl->n[ZONE_GRAVEYARD] - 1], ZONE_LIBRARY);
  zone_shuffle(g, p);
  ev_push(g, EV_SHUFFLE, p, NONE, NONE, 0);
}

/* one option per card name that fits (copies are the same choice), in card order, so the options say nothing of the
   library's order; "find nothing" (done) last, where the rules allow it; from a hand, the cards of the hand */
void srch_options(mtg_game *g)
{
  const search_state *s = &g->search;
  const player *pl = &g->players[s->player];
  if (s->flags & SRCH_F_REST) { /* LOOK_TOP: the rest into the graveyard or not */
    look_options(g);
    return;
  }
  uint16_t card[MAX_ZONE], first[MAX_ZONE];
  int16_t copies[MAX_ZONE];
  int n = 0;
  int milled = s->from_hand == SRCH_MILLED, zn = milled ? ZONE_GRAVEYARD : s->from_hand ? ZONE_HAND : ZONE_LIBRARY;
  const uint16_t *zone = milled ? pl->graveyard : s->from_hand ? pl->hand : pl->library;
  int size = pl->n[zn];
  int from = s->depth && s->depth < size ? size - s->depth : 0; /* the top ones */
  for (int i = from; i < size - s->chosen; i++) { /* LOOK_TOP: the cards taken wait on top (looktop.c) */
    int o = zone[i], k = 0;
    if (!srch_matches(g, s, o))
      continue;
    uint16_t c = g->objs[o].card;
    while (k < n && card[k] < c)
      k++;
    if (k < n && card[k] == c) {
      copies[k]++;
      continue;
    }
    memmove(card + k + 1, card + k, (size_t)(n - k) * sizeof *card);
    memmove(first + k + 1, first + k, (size_t)(n - k) * sizeof *first);
    memmove(copies + k + 1, copies + k, (size_t)(n - k) * sizeof *copies);
    card[k] = c;
    first[k] = (uint16_t)o;
    copies[k] = 1;
    n++;
  }
  int put = s->from_hand && !milled;
  dec_reset(g, put ? MTG_DEC_PUT : MTG_DEC_SEARCH, s->player);
  for (int k = 0; k < n; k++)
    dec_add(g, put ? MTG_OPT_PUT : MTG_OPT_FIND, first[k], NONE, copies[k]);
  if (put) /* yes was said and one fits: one is put */
    return;
  if (milled && (s->how & MILL_FIND_ANY) && n > 0) /* fdncards 12: "then return an instant or sorcery card ...": no "may" */
    return;
  if (n == 0 || has_quality(s) || s->depth) /* "you may reveal ... from among them" */
    dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
}

/* 701.20a: with the game's generator, so a seed replays it */
static void shuffle(mtg_game *g, int p)
{
  zone_shuffle(g, p);
  ev_push(g, EV_SHUFFLE, p, NONE, NONE, 0);
}

/* 701.20b: "shuffle and put that card on top": the card found stays out of the shuffle, then goes on top */
static void shuffle_then_on_top(mtg_game *g, int p, int o)
{
  player *pl = &g->players[p];
  int n = pl->n[ZONE_LIBRARY], i = 0;
  while (i < n && pl->library[i] != o)
    i++;
  if (i == n)
    return; /* not in the library (options are rebuilt from it, so never) */
  memmove(pl->library + i, pl->library + i + 1, (size_t)(n - 1 - i) * sizeof *pl->library);
  pl->library[n - 1] = (uint16_t)o;
  pl->n[ZONE_LIBRARY]--; /* the shuffle sees the cards below it */
  shuffle(g, p);
  pl->n[ZONE_LIBRARY]++;
}

/* the card found goes where the text says. 701.19d: it is shown to both players only if the text reveals it, or
   when it goes where everyone sees it (the battlefield, a graveyard) */
void srch_put_found(mtg_game *g, int p, int o, int how)
{
  int dest = how & SEARCH_DEST, seen = dest == SEARCH_BATTLEFIELD || dest == SEARCH_GRAVEYARD;
  if (how & SEARCH_REVEAL)
    ev_push(g, EV_REVEAL, p, o, NONE, 0);
  else
    ev_push(g, seen ? EV_FIND : EV_FIND_HIDDEN, p, seen ? o : (int)NONE, NONE, 0);
  if (dest == SEARCH_TOP) {
    shuffle_then_on_top(g, p, o);
    return;
  }
  zone_move(g, o, dest == SEARCH_HAND ? ZONE_HAND : dest == SEARCH_BATTLEFIELD ? ZONE_BATTLEFIELD : ZONE_GRAVEYARD);
  if (dest == SEARCH_BATTLEFIELD && (how & SEARCH_TAPPED)) {
    g->objs[o].flags |= OBJ_TAPPED;
    g->dirty = 1;
  }
  if (!(how & SEARCH_AGAIN)) /* "up to two": one shuffle, after the last card (701.20) */
    shuffle(g, p);
}

void srch_apply(mtg_game *g, const mtg_option *op)
{
  search_state *s = &g->search;
  if (s->from_hand == SRCH_MILLED) { /* eclcards 9: one of the cards milled, or none ("you may") */
    int p = s->player, top = (s->how & SEARCH_DEST) == SEARCH_TOP;
    *s = (search_state){0};
    if (op->kind == MTG_OPT_FIND) {
      ev_push(g, top ? EV_PLACE_TOP : EV_BOUNCED, p, op->source, NONE, 0);
      zone_move(g, op->source, top ? ZONE_LIBRARY : ZONE_HAND); /* into a library: on top (401.1) */
    }
    cast_resume(g);
    return;
  }
  if (s->depth) { /* looked at the top (looktop.c): no shuffle */
    look_apply(g, op);
    return;
  }
  int p = s->player, how = s->how, found = op->kind == MTG_OPT_FIND, hand = s->from_hand;
  *s = (search_state){0};
  if (hand) { /* from the hand: no shuffle */
    ev_push(g, EV_PUT_FROM_HAND, p, op->source, NONE, 0);
    zone_move(g, op->source, ZONE_BATTLEFIELD); /* the verifier: only onto the battlefield (untapped) */
  } else if (found)
    srch_put_found(g, p, op->source, how);
  else if (!(how & SEARCH_AGAIN))
    shuffle(g, p); /* found nothing: the library is shuffled all the same */
  cast_resume(g);
}
