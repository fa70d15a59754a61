/* manapay.c: paying mana by hand (MTG_FLAG_MANUAL_MANA) -- the payer taps one source for one kind of mana at a time; only taps that leave the rest payable are offered (601.2g-h, 605.3). */
#include "game.h"

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

/* the due after n mana of kind m: a symbol of that kind first, then a hybrid symbol it pays, then (spent as though
   it were any color) any colored symbol, else generic -- never worse than another order, since the others can be
   paid by more kinds; 0 if none of it is needed */
static int spend(mana_due *d, int m, int n, int any)
{
  int used = 0;
  for (int k = 0, h; k < n; k++) {
    if (d->sym[m] > 0)
      d->sym[m]--, used = 1;
    else if ((h = hybrid_for(d, m)) >= 0)
      d->hyb[h] = 0, used = 1;
    else if (any && any_symbol(d))
      used = 1;
    else if (d->generic > 0)
      d->generic--, used = 1;
  }
  return used;
}

/* the sources the payer can still tap, less the one the ability taps itself */
static void sources(const mtg_game *g, mana_sources *s)
{
  mana_find(g, g->due.player, s);
  if (g->due.exclude != NONE)
    mana_exclude(s, g->due.exclude);
}

/* mana_find lists a source once per mana it makes ("{C}{C}": twice) */
static int amount_of(const mana_sources *s, int o)
{
  int n = 0;
  for (int j = 0; j < s->n; j++)
    n += s->obj[j] == o;
  return n;
}

void manapay_options(mtg_game *g)
{
  mana_sources s, rest;
  sources(g, &s);
  dec_reset(g, MTG_DEC_PAY_MANA, g->due.player);
  for (int j = 0; j < s.n; j++) {
    int o = s.obj[j];
    if (j > 0 && s.obj[j - 1] == o)
      continue; /* the same source again */
    for (int m = 0; m < MANA__COUNT; m++) {
      mana_due after = g->due;
      if (!(s.colors[j] & BIT(m)) || !spend(&after, m, amount_of(&s, o), s.any))
        continue;
      rest = s;
      mana_exclude(&rest, o);
      if (mana_can_pay_hybrid(&rest, after.generic, after.sym, after.hyb))
        dec_add(g, MTG_OPT_MANA, o, NONE, m);
    }
  }
}

void manapay_apply(mtg_game *g, const mtg_option *op)
{
  mana_sources s;
  sources(g, &s);
  spend(&g->due, op->value, amount_of(&s, op->source), s.any);
  trig_tap(g, op->source);
  ev_push(g, EV_TAP_MANA, g->due.player, op->source, NONE, op->value);
  mana_used(g, op->source); /* "{T}, Sacrifice this token: Add ..." (a Treasure) */
  int left = g->due.generic;
  for (int m = 0; m < MANA__COUNT; m++)
    left += g->due.sym[m];
  for (int k = 0; k < PACK_MAX_HYBRID; k++)
    left += g->due.hyb[k] != 0;
  if (left > 0)
    return; /* MODE_PAY_MANA still: the next source */
  if (g->due.what == PAY_WARD)
    cast_resume(g); /* the ward ability is done */
  else if (g->due.what == PAY_UNLESS)
    unless_paid(g);
  else if (g->due.what == PAY_SPELL)
    cast_spell_paid(g);
  else
    cast_ability_paid(g);
}
