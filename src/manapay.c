/* manapay.c: paying mana by hand (MTG_FLAG_MANUAL_MANA) -- the payer taps one source for one kind of mana at a time; only taps that leave the rest payable are offered (601.2g-h, 605.3). */
#include "game.h"
#include <string.h>

/* 1: the cost waits for its payer's choices (MODE_PAY_MANA); 0: pay it automatically (no flag, or nothing to pay) */
int manapay_begin(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int what)
{
  int total = generic;
  for (int m = 0; m < MANA__COUNT; m++)
    total += sym[m];
  for (int k = 0; hyb && k < PACK_MAX_HYBRID; k++)
    total += hyb[k] != 0;
  if (!(g->cfg.flags & MTG_FLAG_MANUAL_MANA) || total == 0)
    return 0;
  mana_due *d = &g->due;
  d->what = (uint8_t)what;
  d->player = (uint8_t)p;
  d->generic = (int16_t)generic;
  for (int m = 0; m < MANA__COUNT; m++)
    d->sym[m] = sym[m];
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    d->hyb[k] = hyb ? hyb[k] : 0;
  d->exclude = exclude < 0 ? NONE : (uint16_t)exclude;
  d->tap_left = MANAPAY_TAP_ANY; /* the caller of a waterbend cost sets it (701.67a) */
  g->mode = MODE_PAY_MANA;
  return 1;
}

/* a hybrid symbol left that mana of kind m pays, or -1 */
static int hybrid_for(const mana_due *d, int m)
{
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    if (d->hyb[k] & BIT(m))
      return k;
  return -1;
}

/* a monocolored hybrid symbol left ({2/W}: 107.4e) -- symbol `pick` if it is one, else the first -- or -1 */
static int two_generic(const mana_due *d, int pick)
{
  if (d->hyb[pick] & PACK_HYB_TWO)
    return pick;
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    if (d->hyb[k] & PACK_HYB_TWO)
      return k;
  return -1;
}

/* with mana spent as though it were mana of any color (Mycosynth Lattice): a colored or hybrid symbol left -- all
   are alike then, as every mana pays any of them -- or 0 */
static int any_symbol(mana_due *d)
{
  for (int c = 0; c < COLOR__COUNT; c++)
    if (d->sym[c] > 0)
      return d->sym[c]--, 1;
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    if (d->hyb[k])
      return d->hyb[k] = 0, 1;
  return 0;
}

/* the due after n mana of kind m: {1} only for MANAPAY_GENERIC (a colorless creature convoking); else a symbol of that kind first, then a hybrid symbol it pays, then (spent as though
   it were any color) any colored symbol, else generic -- never worse than another order, since the others can be
   paid by more kinds -- and last, a {2/X} symbol (symbol `pick` if it is one) becomes the two generic mana that pay
   it; how many of the n mana it used (0: none of it is needed) */
static int spend(mana_due *d, int m, int n, int any, int pick)
{
  int used = 0;
  for (int k = 0, h; k < n; k++) {
    if (m == MANAPAY_GENERIC && d->generic > 0)
      d->generic--, used++;
    else if (m == MANAPAY_GENERIC)
      used += (h = two_generic(d, pick)) >= 0 && (d->hyb[h] = 0, d->generic = 1, 1);
    else if (d->sym[m] > 0)
      d->sym[m]--, used++;
    else if ((h = hybrid_for(d, m)) >= 0)
      d->hyb[h] = 0, used++;
    else if (any && any_symbol(d))
      used++;
    else if (d->generic > 0)
      d->generic--, used++;
    else if ((h = two_generic(d, pick)) >= 0) /* {2/W} paid as two generic mana: this is the first of them */
      d->hyb[h] = 0, d->generic = 1, used++;
  }
  return used;
}

/* the sources the payer can still tap, less the one the ability taps itself; with convoke, the permanents they may
   tap to pay too */
static void sources(const mtg_game *g, mana_sources *s)
{
  mana_find(g, g->due.player, s);
  if (PAY_TAPPING(g->due.what) && g->due.tap_left) { /* tlacards 17: none once a waterbend cost's {1}s are tapped for */
    mana_add_tappers(g, g->due.player, s, PAY_TAPPING(g->due.what));
    s->tapmax = g->due.tap_left == MANAPAY_TAP_ANY ? MANA_MAX_SOURCES : g->due.tap_left;
  }
  if (g->due.exclude != NONE)
    mana_exclude(s, g->due.exclude);
}

/* mana_find lists a source once per mana it makes ("{C}{C}": twice) -- its own, not the extra mana its tapping triggers
   (605.1b: that goes to the pool, mtrig_pool) */
static int amount_of(const mana_sources *s, int o)
{
  int n = 0;
  for (int j = 0; j < s->n; j++)
    n += s->obj[j] == o;
  return o == NONE ? n > 0 : n - mtrig_extra_of(s, o); /* the mana pool (NONE): one mana at a time */
}

/* is tapping o for kind m (MANAPAY_TAP bit, as options have it) tapping it to pay, not for mana? A permanent listed
   for mana that pays one of its colors it can't make convokes (mana_add_tappers) */
static int taps_to_pay(const mtg_game *g, const mana_sources *s, int o, int m)
{
  for (int j = 0; j < s->n; j++)
    if (s->obj[j] == o && mana_is_tapper(s, j))
      return 1;
  if (o == NONE)
    return 0; /* mana of the pool (702.189a) */
  return m == MANAPAY_GENERIC || !(g->objs[o].mana & BIT(m));
}

/* s without one mana of the pool of kind m (entries with no source, by kind) */
static void pool_take(mana_sources *s, int m)
{
  int j = 0;
  while (j < s->n && s->obj[j] == NONE && !(s->colors[j] & BIT(m)))
    j++;
  if (j == s->n || s->obj[j] != NONE)
    return;
  s->n--;
  memmove(s->obj + j, s->obj + j + 1, (size_t)(s->n - j) * sizeof s->obj[0]);
  memmove(s->colors + j, s->colors + j + 1, (size_t)(s->n - j));
}

/* lead: does one of the kinds of extra mana pay something of due d? (605.1b: Shimmerwilds Growth's {R} from a Swamp) */
static int extra_pays(const mana_due *d, const uint8_t *extra, int n, int any)
{
  for (int k = 0; k < n; k++) {
    mana_due t = *d;
    if (spend(&t, extra[k], 1, any, 0))
      return 1;
  }
  return 0;
}

/* the due once source o of s is tapped for kind m, if the rest can still be paid from the other sources -- a mana
   that turns a {2/X} symbol into generic mana turns one that leaves the rest payable -- else -1. A permanent tapped to
   pay pays once, and as mana of no other color. The mana of it spent (0: none, but the extra mana its tapping triggers
   pays something, 605.1b), or -1 */
static int tap_for(const mtg_game *g, const mana_sources *s, int o, int m, mana_due *after)
{
  int tap = taps_to_pay(g, s, o, m), made = tap ? 1 : amount_of(s, o);
  uint8_t extra[MANA_MAX_SOURCES];
  int nx = tap || o == NONE ? 0 : mtrig_kinds(s, o, m, extra);
  for (int pick = 0; pick < PACK_MAX_HYBRID; pick++) {
    *after = g->due;
    int used = spend(after, m, made, s->any && !tap, pick);
    if (!used && !extra_pays(after, extra, nx, s->any))
      return -1;
    mana_sources rest = *s;
    if (o == NONE) /* one mana of the pool: its first entry of kind m (mana_find lists the pool first) */
      pool_take(&rest, m);
    else {
      mana_exclude(&rest, o);
      rest.tapmax -= tap && rest.tapmax < MANA_MAX_SOURCES; /* 701.67a: one fewer may be tapped to pay */
      if (!tap && !(g->pack->mana_only[g->objs[o].card] & BIT(m)))
        mana_pool_entries(&rest, m, made - used); /* lead: the mana it makes beyond the cost waits in the pool (106.4) */
      for (int k = 0; k < nx; k++)
        mana_pool_entries(&rest, extra[k], 1); /* lead: and the mana its tapping triggered (605.1b) */
    }
    if (mana_can_pay_hybrid(&rest, after->generic, after->sym, after->hyb))
      return used;
    if (two_generic(&g->due, 0) < 0)
      return -1; /* no {2/X} symbol: another pick would spend the mana the same way */
  }
  return -1;
}

/* tdmcards 10: the due once filter f of s (src/manafilter.c) adds one mana of kind m -- its {1} is then due too (605.3a:
   a mana ability activated while paying; its cost paid from the same sources) -- if the rest can still be paid without
   it; 0 if not, or if the mana pays nothing */
static int filter_for(const mtg_game *g, const mana_sources *s, int f, int m, mana_due *after)
{
  *after = g->due;
  if (!spend(after, m, 1, s->any, 0))
    return 0;
  after->generic++;
  mana_sources rest = *s;
  rest.filt_obj[f] = rest.filt_obj[--rest.nfilt];
  rest.filt_colors[f] = rest.filt_colors[rest.nfilt];
  if (s->filt_colors[f] & MFILT_TAP)
    mana_exclude(&rest, s->filt_obj[f]); /* lead: tapped for this mana, it makes no other */
  return mana_can_pay_hybrid(&rest, after->generic, after->sym, after->hyb);
}

/* the filter of s that is object o, or -1 */
static int filter_of(const mana_sources *s, int o)
{
  for (int f = 0; f < s->nfilt; f++)
    if (s->filt_obj[f] == o)
      return f;
  return -1;
}

void manapay_options(mtg_game *g)
{
  mana_sources s, rest;
  mana_due after;
  sources(g, &s);
  dec_reset(g, MTG_DEC_PAY_MANA, g->due.player);
  for (int j = 0; j < s.n; j++) {
    int o = s.obj[j];
    if (j > 0 && s.obj[j - 1] == o && (o != NONE || s.colors[j - 1] == s.colors[j]))
      continue; /* the same source again (the pool: the same kind again) */
    for (int m = 0; m < MANA__COUNT; m++) {
      int tap = taps_to_pay(g, &s, o, m); /* tapped to pay: a color only for a symbol of that color left */
      if ((s.colors[j] & BIT(m)) && (!tap || g->due.sym[m] > 0 || hybrid_for(&g->due, m) >= 0) &&
          tap_for(g, &s, o, m, &after) >= 0)
        dec_add(g, MTG_OPT_MANA, o, NONE, m | (tap ? MANAPAY_TAP : 0));
    }
    if (mana_is_tapper(&s, j) && tap_for(g, &s, o, MANAPAY_GENERIC, &after) >= 0) /* 702.51a: or {1} */
      dec_add(g, MTG_OPT_MANA, o, NONE, MANAPAY_GENERIC | MANAPAY_TAP);
  }
  for (int f = 0; f < s.nfilt; f++) /* tdmcards 10: "{1}: Add {R}, {W}, or {B}." */
    for (int m = 0; m < MANA__COUNT; m++)
      if ((s.filt_colors[f] & BIT(m)) && filter_for(g, &s, f, m, &after))
        dec_add(g, MTG_OPT_MANA, s.filt_obj[f], NONE, m | MANAPAY_FILTER);
  for (int k = 0; k < PACK_MAX_HYBRID; k++) /* 107.4f: a Phyrexian symbol paid with 2 life (119.4: not more than the */
    if ((g->due.hyb[k] & PACK_HYB_LIFE) && s.life >= 2) { /* payer has), if the rest can still be paid */
      after = g->due;
      after.hyb[k] = 0;
      rest = s;
      rest.life -= 2;
      if (mana_can_pay_hybrid(&rest, after.generic, after.sym, after.hyb))
        dec_add(g, MTG_OPT_PAY, NONE, NONE, k);
    }
}

/* eclcards 5: n mana of kind m spent on the spell being cast (601.2h): a color's second sets its stack_item.spent2 bit
   ("if {W}{W} was spent to cast it") */
static void spent(mtg_game *g, int m, int n)
{
  if (PAY_KIND(g->due.what) != PAY_SPELL || m >= COLOR__COUNT || n <= 0)
    return;
  if (n >= 2 || (g->pay_once & BIT(m)))
    g->stack[g->nstack - 1].spent2 |= (uint8_t)BIT(m);
  g->pay_once |= (uint8_t)BIT(m);
}

void manapay_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_PAY) { /* 2 life for Phyrexian symbol op->value */
    g->due.hyb[op->value] = 0;
    game_lose_life(g, g->due.player, 2);
  } else if (op->value & MANAPAY_FILTER) { /* tdmcards 10: its {1} is due now; the mana it made is not spent on the */
    mana_sources s;                         /* spell until that {1} is paid, which then counts once (601.2h) */
    mana_due after;
    sources(g, &s);
    int f = filter_of(&s, op->source);
    if (f >= 0 && filter_for(g, &s, f, op->value & ~MANAPAY_FILTER, &after)) {
      g->due = after;
      spent(g, op->value & ~MANAPAY_FILTER, 1);
      mfilt_used(g, op->source);
    }
  } else {
    mana_sources s;
    mana_due after;
    int m = op->value & ~MANAPAY_TAP;
    sources(g, &s);
    int used = tap_for(g, &s, op->source, m, &after), made = op->source == NONE ? 1 : amount_of(&s, op->source);
    if (used >= 0) /* it was offered: it leaves the rest payable */
      g->due = after;
    if (used > 0 && !(op->value & MANAPAY_TAP) && PAY_KIND(g->due.what) == PAY_SPELL)
      g->stack[g->nstack - 1].amount = (int16_t)(g->stack[g->nstack - 1].amount + used), /* 601.2h: mana spent */
      spent(g, m, used);
    if (op->source == NONE) /* mana of the pool (106.4, 702.189a): nothing is tapped */
      mpool_spend(g, g->due.player, (int)BIT(m));
    else {
      trig_tap(g, op->source);
      if (op->value & MANAPAY_TAP) /* 702.51a: convoke -- tapped, no mana made */
        ev_push(g, EV_TAP_PAY, g->due.player, op->source, NONE, m),
        g->due.tap_left -= g->due.tap_left != MANAPAY_TAP_ANY; /* 701.67a: one {1} of a waterbend cost */
      else {
        ev_push(g, EV_TAP_MANA, g->due.player, op->source, NONE, m);
        mana_tapc_pay(g, &s, op->source);                         /* lead: Springleaf Drum's creature */
        mana_leftover(g, g->due.player, op->source, m, used >= 0 ? made - used : 0); /* 106.4: the rest, to the pool */
        mtrig_pool(g, &s, op->source, m); /* lead: Badgermole Cub's {G} (605.1b), to the pool too */
        mana_used(g, op->source); /* "{T}, Sacrifice this token: Add ..." (a Treasure) */
      }
    }
  }
  int left = g->due.generic;
  for (int m = 0; m < MANA__COUNT; m++)
    left += g->due.sym[m];
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    left += g->due.hyb[k] != 0;
  if (left > 0)
    return; /* MODE_PAY_MANA still: the next source */
  if (PAY_KIND(g->due.what) == PAY_WARD)
    cast_resume(g); /* the ward ability is done */
  else if (PAY_KIND(g->due.what) == PAY_UNLESS)
    unless_paid(g);
  else if (PAY_KIND(g->due.what) == PAY_SPELL)
    cast_spell_paid(g);
  else if (PAY_KIND(g->due.what) == PAY_TURN_UP)
    fd_turn_up_paid(g);
  else
    cast_ability_paid(g);
}
