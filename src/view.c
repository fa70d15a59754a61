/* view.c: a player's view of the game -- its digest, and re-dealing what the player cannot see (BRIEF §4). */
#include "game.h"

typedef struct fnv { uint64_t h; } fnv;

static void mix(fnv *f, uint64_t v)
{
  for (int i = 0; i < 8; i++, v >>= 8)
    f->h = (f->h ^ (v & 0xFF)) * 0x100000001b3ull;
}

/* card ids of a zone, in order (for ordered public zones) or as a multiset (sum-free: sorted by counting) */
static void mix_zone(fnv *f, const mtg_game *g, const uint16_t *ids, int n, int ordered)
{
  mix(f, (uint64_t)n);
  if (ordered) {
    for (int i = 0; i < n; i++)
      mix(f, g->objs[ids[i]].card);
    return;
  }
  uint16_t sorted[MAX_ZONE];
  for (int i = 0; i < n; i++) { /* insertion sort of card ids: hands are small */
    uint16_t c = g->objs[ids[i]].card;
    int j = i;
    for (; j > 0 && sorted[j - 1] > c; j--)
      sorted[j] = sorted[j - 1];
    sorted[j] = c;
  }
  for (int i = 0; i < n; i++)
    mix(f, sorted[i]);
}

static void mix_object(fnv *f, const mtg_game *g, int o, int p)
{
  const obj *ob = &g->objs[o];
  mix(f, (uint64_t)fd_card(g, o, p) | (uint64_t)ob->controller << 16 | (uint64_t)ob->flags << 24 |
             (uint64_t)(uint16_t)ob->damage << 32 | (uint64_t)obj_face_down(ob) << 48); /* 708.5-6 */
  mix(f, (uint64_t)(uint16_t)ob->power | (uint64_t)(uint16_t)ob->toughness << 16 | (uint64_t)ob->keywords << 32);
  mix(f, ob->keywords_hi);
  mix(f, ob->blocking == NONE ? NONE : g->objs[ob->blocking].card);
  mix(f, ob->attached == NONE ? NONE : g->objs[ob->attached].card); /* what an Aura or Equipment is on */
}

MTG_API uint64_t mtg_game_digest(const mtg_game *g, int p)
{
  if (!g || g->h.magic != HANDLE_GAME || (p != 0 && p != 1))
    return 0;
  fnv f = {0xcbf29ce484222325ull};
  mix(&f, g->turn | (uint64_t)g->active << 16 | (uint64_t)g->step << 24 | (uint64_t)g->priority << 32 |
              (uint64_t)g->mode << 40 | (uint64_t)g->result << 48);
  for (int q = 0; q < 2; q++) {
    const player *pl = &g->players[q];
    mix(&f, (uint64_t)(uint32_t)pl->life | (uint64_t)(uint16_t)pl->poison << 32 | (uint64_t)pl->lands_played << 48 |
              (uint64_t)pl->attacked << 56);
    mix(&f, pl->n[ZONE_LIBRARY] | (uint64_t)pl->n[ZONE_HAND] << 16);
    if (q == p)
      mix_zone(&f, g, pl->hand, pl->n[ZONE_HAND], 0);
    mix_zone(&f, g, pl->graveyard, pl->n[ZONE_GRAVEYARD], 1);
    mix_zone(&f, g, pl->exile, pl->n[ZONE_EXILE], 1);
    for (int i = 0; i < pl->n[ZONE_EXILE]; i++) /* a suspended card's time counters (702.62): exile is public */
      mix(&f, (uint64_t)obj_counter(&g->objs[pl->exile[i]], CTR_TIME) | (uint64_t)susp_has(g, pl->exile[i]) << 8 |
                (uint64_t)g->objs[pl->exile[i]].play_until << 16 | /* a play permission (exileplay.c) */
                (uint64_t)(g->objs[pl->exile[i]].play_until != NONE ? g->objs[pl->exile[i]].play_perm : 0) << 32);
  }
  for (int i = 0; i < g->nbf; i++)
    mix_object(&f, g, g->bf[i], p);
  for (int i = 0; i < g->nstack; i++) {
    const stack_item *si = &g->stack[i];
    mix(&f, g->objs[si->obj].card | (uint64_t)si->controller << 16 | (uint64_t)si->ntargets << 24);
    for (int t = 0; t < si->ntargets; t++)
      mix(&f, IS_PLAYER_REF(si->target[t]) ? si->target[t] : g->objs[si->target[t]].card);
  }
  mix(&f, g->dec.kind | (uint64_t)g->dec.player << 16);
  if (g->dec.player == p) /* the options of the other player's decision can reveal their hand */
    for (int i = 0; i < g->dec.count; i++) {
      const mtg_option *op = &g->dec.options[i];
      uint16_t s = op->source == NONE ? NONE : g->objs[op->source].card;
      uint16_t t = op->target == NONE || IS_PLAYER_REF(op->target) ? op->target : g->objs[op->target].card;
      mix(&f, op->kind | (uint64_t)s << 16 | (uint64_t)t << 32 | (uint64_t)(uint16_t)op->value << 48);
    }
  return f.h;
}

/* shuffles the card identities among the given object slots (the slots stay in their zones) */
static void shuffle_cards(mtg_game *g, uint16_t *slots, int n)
{
  for (int i = n - 1; i > 0; i--) {
    int j = (int)rng_below(g, (uint32_t)i + 1);
    uint16_t c = g->objs[slots[i]].card;
    g->objs[slots[i]].card = g->objs[slots[j]].card;
    g->objs[slots[j]].card = c;
  }
}

/* 708.6: the cards of player q's face-down permanents are hidden from the other player too -- each takes a card from
   among them and q's hidden cards (the slots, just shuffled); what q may turn face up follows (card_count_kind) */
static void shuffle_face_down(mtg_game *g, int q, const uint16_t *slots, int n)
{
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (!obj_face_down(ob) || ob->controller != q || !ob->orig_card)
      continue;
    int j = (int)rng_below(g, (uint32_t)n + 1);
    if (j == n)
      continue; /* it keeps its card */
    g->players[q].activated = (uint8_t)(g->players[q].activated - fd_turnable(g, g->bf[i]));
    uint16_t c = (uint16_t)(ob->orig_card - 1);
    ob->orig_card = (uint16_t)(g->objs[slots[j]].card + 1);
    g->objs[slots[j]].card = c;
    g->players[q].activated = (uint8_t)(g->players[q].activated + fd_turnable(g, g->bf[i]));
  }
}

MTG_API int mtg_game_redeterminize(mtg_game *g, int p, uint64_t seed)
{
  if (!g || g->h.magic != HANDLE_GAME || (p != 0 && p != 1))
    return MTG_EINVAL;
  if (g->mode == MODE_OVER)
    return handle_fail(&g->h, MTG_ESTATE, "the game is over");
  rng_seed(g, seed);
  const player *opp = &g->players[p ^ 1];
  uint16_t slots[2 * MAX_ZONE];
  int n = 0;
  for (int i = 0; i < opp->n[ZONE_HAND]; i++)
    slots[n++] = opp->hand[i];
  for (int i = 0; i < opp->n[ZONE_LIBRARY]; i++)
    slots[n++] = opp->library[i];
  shuffle_cards(g, slots, n);
  shuffle_face_down(g, p ^ 1, slots, n);
  player *me = &g->players[p];
  int seen = g->look.kind && g->look.player == p ? g->look.n : 0; /* the top cards p is looking at stay */
  for (int i = me->n[ZONE_LIBRARY] - seen - 1; i > 0; i--) { /* p's own library order is hidden from p too */
    int j = (int)rng_below(g, (uint32_t)i + 1);
    uint16_t t = me->library[i];
    me->library[i] = me->library[j];
    me->library[j] = t;
  }
  for (int i = 0; i < n; i++)
    obj_reset_characteristics(g, slots[i]);
  zone_count_instants(g, p ^ 1); /* its hand now holds other cards */
  if (g->reads & PACK_READS_ANYWHERE)
    lay_apply(g); /* effects on cards in every zone (Painter's Servant) apply to the cards dealt there */
  game_build_options(g);
  return 0;
}
