/* mana.c: automatic mana payment -- matching a cost's symbols to the player's untapped mana sources (106, 305.6, 601.2g-h). */
#include "game.h"
#include <string.h>

#define MAX_SOURCES MANA_MAX_SOURCES
#define MAX_SYMBOLS 32

/* 602.5b: the condition of a mana ability's "Activate only if ..." (pack.mana_if_sub `ifs`) holds for player p */
static int mana_if_met(const mtg_game *g, int p, unsigned ifs)
{
  int sub = (int)(ifs & ~MANA_IF_GY) - 1;
  return (ifs & MANA_IF_GY) ? gy_sub_count(g, p, sub) > 0 : bf_count(g, p, NONE, 0, sub, BF_ANY_POWER) > 0;
}

typedef mana_sources sources;

/* lead: the mana permanent o's counted mana ability adds now (MANA_DYN_*: "for each Elf you control", "equal to this
   creature's power", "If you control a creature with power 4 or greater, add {G}{G} instead."), or `plain` -- what its
   other mana abilities add -- if that is more; capped by the sources a payment lists */
static int mana_counted(const mtg_game *g, int o, int plain)
{
  const obj *ob = &g->objs[o];
  const pack_ability *a = &g->pack->abils[g->pack->mana_dyn[ob->card] - 1];
  if (ob->lost != LOST_NONE && ob->lost != LOST_BUT_MANA)
    return plain; /* its printed mana abilities are gone (the land types' remain: plain) */
  int n = a->mana_amount == MANA_DYN_SUB   ? bf_count(g, ob->controller, NONE, 0, (uint16_t)(a->trig_arg - 1), BF_ANY_POWER)
          : a->mana_amount == MANA_DYN_POWER ? ob->power
                                              : 1 + (bf_count(g, ob->controller, NONE, TYPEBIT(CREATURE), NONE, 4) > 0);
  n = n < MAX_SOURCES / 2 ? n : MAX_SOURCES / 2;
  return n > plain ? n : plain;
}

/* what tapping it can make: its basic land types (305.6) and "{T}: Add ..." abilities (605), as the layers
   left them (an object that lost its abilities has no mana abilities; Blood Moon's Mountain makes {R}) */
static uint8_t land_colors(const mtg_game *g, int o) { return g->objs[o].mana; }

/* the untapped sources, those that are sacrificed when used (a Treasure, 111.10a) after all the others, so that
   payment can leave them out while the rest suffice; first, each {R} of their mana pool from firebending (obj NONE:
   702.189a), so that it is spent before anything is tapped */
/* 106.6: may the mana of restricted mana ability `ability` be spent on spell object `spell` ("Spend this mana only to
   cast Aura and/or Equipment spells"): the spell's characteristics as it is cast (on the stack, or in hand before);
   `spell` | PAY_FOR_ABILITY: an activated ability of that source ("or activate an ability of an Ally source") */
int mana_only_fits(const mtg_game *g, int ability, int spell)
{
  const pack_ability *a = &g->pack->abils[ability];
  if (spell != (int)NONE && (spell & PAY_FOR_ABILITY)) {
    if (!(a->only[0] & ONLY_ABILITIES))
      return 0;
    spell &= ~PAY_FOR_ABILITY;
  }
  if (spell < 0 || spell >= MAX_OBJECTS || g->objs[spell].card == NONE)
    return 0;
  for (int k = 0; k < 2 && a->only[k]; k++) {
    int id = a->only[k] & ONLY_ID;
    if (a->only[k] & ONLY_TYPE ? (int)((g->objs[spell].types >> id) & 1u) : obj_has_subtype(g, spell, id - 1))
      return 1;
  }
  return 0;
}

void mana_find(const mtg_game *g, int p, sources *s)
{
  int f = g->pay_for & ~PAY_FOR_ABILITY; /* 1 + the spell or source paid for, 0 for none */
  mana_find_for(g, p, s, f ? (f - 1) | (g->pay_for & PAY_FOR_ABILITY) : (int)NONE);
}

void mana_find_for(const mtg_game *g, int p, sources *s, int spell)
{
  int listed = !g->dirty && g->nmsrc[p] != MSRC_MANY, n = listed ? g->nmsrc[p] : g->nbf; /* the layers' list, or all */
  s->n = 0;
  s->restricted = 0;
  s->any = g->players[p].spend_any;
  s->nsac = 0;
  s->ntap = 0;
  s->life = g->players[p].life;
  s->nfilt = 0;
  s->n = mpool_list(g, p, s->obj, s->colors, MAX_SOURCES / 2); /* the mana pool first (106.4) */
  int any_sac = 0; /* the second pass (sacrificed sources) only if the first saw one */
  for (int sac = 0; sac <= any_sac; sac++)
    for (int i = 0; i < n && s->n < MAX_SOURCES; i++) {
      int o = listed ? g->msrc[p][i] : g->bf[i];
      const obj *ob = &g->objs[o];
      uint8_t m = land_colors(g, o);
      if (!sac && g->pack->mana_filter[ob->card] && ob->controller == p)
        mfilt_note(g, o, s); /* "{1}: Add {R}, {W}, or {B}." (tdmcards): no {T}, so tapped or not */
      if (!m || ob->controller != p || (ob->flags & OBJ_TAPPED))
        continue; /* most permanents make no mana */
      if (!sac && (g->pack->card_cycles[ob->card] & PACK_MANA_PLAIN) && !(ob->types & TYPEBIT(CREATURE))) {
        s->obj[s->n] = (uint16_t)o; /* most often a land: one entry, its kinds of mana */
        s->colors[s->n++] = m;
        continue;
      }
      if ((m & g->pack->mana_only[ob->card]) && !mana_only_fits(g, g->pack->mana_only_abil[ob->card] - 1, spell)) {
        s->restricted++; /* 106.6: not this spell's mana -- maybe another's */
        if (!(m &= (uint8_t)~g->pack->mana_only[ob->card]))
          continue;
      }
      if (g->pack->mana_if_sub[ob->card] && !mana_if_met(g, p, g->pack->mana_if_sub[ob->card]))
        continue; /* 602.5b: "Activate only if you control a Dragon." (tdmcards), "... if there is an Elf card in your
                     graveyard." (eclcards) */
      if (g->pack->mana_sac[ob->card] != sac) {
        any_sac |= g->pack->mana_sac[ob->card] != 0;
        continue;
      }
      if ((ob->types & TYPEBIT(CREATURE)) && (ob->flags & OBJ_SICK) && !(ob->keywords & KWBIT(HASTE)))
        continue; /* 302.6: a summoning-sick creature can't use {T} abilities */
      int amount = m & g->pack->abil_mana[ob->card] ? g->pack->mana_amount[ob->card] & MANA_AMOUNT_N : 1; /* "Add {C}{C}" */
      if (g->pack->mana_dyn[ob->card] && (amount = mana_counted(g, o, amount)) <= 0)
        continue; /* "Add {G} for each Elf you control." with none: it would add no mana */
      if (amount > 1 && (g->pack->mana_amount[ob->card] & MANA_AMOUNT_ONLY) &&
          !mana_only_fits(g, g->pack->mana_only_abil[ob->card] - 1, spell)) {
        s->restricted++; /* 106.6: its restricted ability's two mana are not this spell's: its other ability's one */
        amount = 1;
      }
      for (int k = 0; k < (amount > 1 ? amount : 1) && s->n < MAX_SOURCES; k++) { /* one entry per mana */
        s->obj[s->n] = (uint16_t)o;
        s->colors[s->n++] = m;
        s->nsac += sac;
      }
    }
}

/* is entry j a permanent tapped to pay rather than for mana (convoke)? */
int mana_is_tapper(const sources *s, int j) { return j >= s->n - s->nsac - s->ntap && j < s->n - s->nsac; }

/* 702.51a: with convoke (TAPPAY_* bits), player p's untapped creatures -- or artifacts and creatures -- may be tapped
   to pay, summoning-sick ones too (no {T} cost is paid: 302.6 doesn't apply): {1} each, or with TAPPAY_COLORS one
   mana of one of its colors. One listed already for the one mana it makes may pay its colors too (its entry grows);
   one that makes more mana, or is sacrificed for it, pays with its mana. The others go before the sacrificed sources */
void mana_add_tappers(const mtg_game *g, int p, sources *s, int tappay)
{
  uint16_t types = (uint16_t)((tappay & TAPPAY_CREATURE ? TYPEBIT(CREATURE) : 0) | (tappay & TAPPAY_ARTIFACT ? TYPEBIT(ARTIFACT) : 0));
  uint16_t tob[MAX_SOURCES];
  uint8_t col[MAX_SOURCES];
  int n = 0, base = s->n - s->nsac;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i], listed = 0, at = 0;
    const obj *ob = &g->objs[o];
    if (ob->controller != p || (ob->flags & OBJ_TAPPED) || !(ob->types & types))
      continue;
    uint8_t c = tappay & TAPPAY_COLORS ? ob->colors : 0;
    for (int j = 0; j < s->n; j++)
      if (s->obj[j] == o)
        listed++, at = j;
    if (listed == 1 && at < base)
      s->colors[at] |= c;
    else if (!listed && s->n + n < MAX_SOURCES)
      tob[n] = (uint16_t)o, col[n++] = c;
  }
  memmove(s->obj + base + n, s->obj + base, (size_t)s->nsac * sizeof s->obj[0]);
  memmove(s->colors + base + n, s->colors + base, (size_t)s->nsac);
  memcpy(s->obj + base, tob, (size_t)n * sizeof tob[0]);
  memcpy(s->colors + base, col, (size_t)n);
  s->n += n;
  s->ntap += n;
}

/* what source j's mana can pay: its kinds, and any color when its player may spend it as though it were mana of any
   color (a {C} symbol still wants colorless mana); a permanent tapped to pay makes no mana: its colors, or {1} */
static uint8_t pays(const sources *s, int j)
{
  return (uint8_t)(s->colors[j] | (s->any && s->colors[j] && !mana_is_tapper(s, j) ? (1u << COLOR__COUNT) - 1 : 0));
}

/* Kuhn's augmenting path: can symbol k be given a source, moving others if needed? */
static int augment(const sources *s, const uint8_t *need, int k, int8_t *owner, uint8_t *seen)
{
  for (int j = 0; j < s->n; j++) {
    if (!(pays(s, j) & need[k]) || seen[j])
      continue;
    seen[j] = 1;
    if (owner[j] < 0 || augment(s, need, owner[j], owner, seen)) {
      owner[j] = (int8_t)k;
      return 1;
    }
  }
  return 0;
}

/* matches every colored symbol of the cost -- and each hybrid symbol, paid with either of its colors (107.4e) --
   to a distinct source; owner[j] = symbol paid by source j */
/* the kinds of mana that pay each symbol of the cost, colored symbols first: their number */
static int needs(const uint8_t *sym, const uint8_t *hyb, uint8_t *need)
{
  int k = 0;
  for (int m = 0; m < MANA__COUNT; m++)
    for (int i = 0; i < sym[m] && k < MAX_SYMBOLS; i++)
      need[k++] = (uint8_t)BIT(m);
  for (int i = 0; hyb && i < PACK_MAX_HYBRID && k < MAX_SYMBOLS; i++)
    if (hyb[i]) /* 0: none, or one already paid */
      need[k++] = hyb[i];
  return k;
}

static int match(const sources *s, const uint8_t *sym, const uint8_t *hyb, int8_t *owner)
{
  uint8_t need[MAX_SYMBOLS];
  int k = needs(sym, hyb, need);
  for (int j = 0; j < s->n; j++)
    owner[j] = -1;
  for (int i = 0; i < k; i++) {
    uint8_t seen[MAX_SOURCES] = {0};
    if (!augment(s, need, i, owner, seen))
      return -1;
  }
  return k;
}

/* a cost with hybrid symbols of two colors at most: generic mana, symbols {W}..{G},{C} and hybrid symbols (hyb: NULL
   or PACK_MAX_HYBRID masks of kinds, 0: none) */
static int can_pay_mana(const sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  int8_t owner[MAX_SOURCES];
  int total = generic, nhyb = 0;
  for (int i = 0; hyb && i < PACK_MAX_HYBRID; i++)
    nhyb += hyb[i] != 0;
  for (int m = 0; m < MANA__COUNT; m++)
    total += sym[m];
  if (total + nhyb > s->n)
    return 0; /* not enough sources: no matching needed */
  if (!s->any && !nhyb) { /* sources of one kind of mana each (basic lands): counting is matching */
    int count[MANA__COUNT] = {0}, colored = 0, j = 0;
    for (; j < s->n && !(s->colors[j] & (s->colors[j] - 1)); j++)
      if (s->colors[j]) /* 0: a permanent tapped for {1} only */
        count[__builtin_ctz(s->colors[j])]++;
    if (j == s->n) {
      for (int m = 0; m < MANA__COUNT; m++) {
        if (sym[m] > count[m])
          return 0;
        colored += sym[m];
      }
      return s->n - colored >= generic;
    }
  }
  int colored = match(s, sym, hyb, owner);
  return colored >= 0 && s->n - colored >= generic;
}

/* the symbols paid otherwise than with their colors: bit k for hyb[k] (PACK_HYB_TWO, PACK_HYB_LIFE) */
static int alternatives(const uint8_t *hyb)
{
  int alt = 0;
  for (int k = 0; hyb && k < PACK_MAX_HYBRID; k++)
    if (hyb[k] & (PACK_HYB_TWO | PACK_HYB_LIFE))
      alt |= BIT(k);
  return alt;
}

/* the cost with the symbols of `alt` paid their other way: {2/W} as two generic mana (107.4e), {W/P} as 2 life
   (107.4f); the others keep their colors (h). Returns the generic mana; *life: the life to pay */
static int choose_alt(const uint8_t *hyb, int alt, int generic, uint8_t h[PACK_MAX_HYBRID], int *life)
{
  *life = 0;
  for (int k = 0; k < PACK_MAX_HYBRID; k++) {
    h[k] = (alt >> k) & 1 ? 0 : hyb[k] & PACK_HYB_KINDS;
    if ((alt >> k) & 1) {
      generic += hyb[k] & PACK_HYB_TWO ? 2 : 0;
      *life += hyb[k] & PACK_HYB_LIFE ? 2 : 0;
    }
  }
  return generic;
}

/* how the monocolored hybrid and Phyrexian symbols of a cost are paid so that the rest can be paid from s: the
   symbols paid otherwise (bits, as choose_alt takes them), the fewest first -- mana of their colors is spent before
   two mana or life -- or -1 if no way works. 119.4: life can be paid only up to the player's life total */
static int alt_payable(const sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  int all = alternatives(hyb);
  for (int count = 0; count <= __builtin_popcount((unsigned)all); count++)
    for (int alt = all;; alt = (alt - 1) & all) { /* every subset of them */
      uint8_t h[PACK_MAX_HYBRID];
      int life, gen = choose_alt(hyb, alt, generic, h, &life);
      if (__builtin_popcount((unsigned)alt) == count && life <= s->life && can_pay_mana(s, gen, sym, h))
        return alt;
      if (alt == 0)
        break;
    }
  return -1;
}

/* a cost: generic mana, symbols {W}..{G},{C} and hybrid symbols (hyb: NULL or up to PACK_MAX_HYBRID entries as
   pack_card.hybrid has them, 0 after the last) -- a card's, or an activated ability's */
int mana_can_pay_plain(const sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  return alternatives(hyb) ? alt_payable(s, generic, sym, hyb) >= 0 : can_pay_mana(s, generic, sym, hyb);
}

/* with the filters (manafilter.c) only when the other sources can't pay it */
int mana_can_pay_hybrid(const sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  return mana_can_pay_plain(s, generic, sym, hyb) || (s->nfilt && mfilt_can_pay(s, generic, sym, hyb));
}

int mana_can_pay_cost(const sources *s, int generic, const uint8_t *sym) { return mana_can_pay_hybrid(s, generic, sym, NULL); }

int mana_can_pay_from(const sources *s, const pack_card *c) { return mana_can_pay_hybrid(s, c->generic, c->cost, c->hybrid); }

int mana_can_pay(const mtg_game *g, int p, const pack_card *c)
{
  sources s;
  mana_find(g, p, &s);
  return mana_can_pay_from(&s, c);
}

/* leaves object o out of the sources (it is tapped to pay another part of the cost), keeping their order */
void mana_exclude(sources *s, int o)
{
  int k = 0, base = s->n - s->nsac, tap = base - s->ntap;
  for (int j = 0; j < s->n; j++)
    if (s->obj[j] != o) { /* every entry of it goes: a source of {C}{C} has two */
      s->obj[k] = s->obj[j];
      s->colors[k++] = s->colors[j];
    } else if (j >= base)
      s->nsac--;
    else if (j >= tap)
      s->ntap--;
  s->n = k;
  for (int f = 0; f < s->nfilt; f++) /* lead: its "{1}, {T}" filter needs the {T} too */
    if (s->filt_obj[f] == o && (s->filt_colors[f] & MFILT_TAP)) {
      s->filt_obj[f] = s->filt_obj[--s->nfilt];
      s->filt_colors[f--] = s->filt_colors[s->nfilt];
    }
}

/* a source used to pay is sacrificed if its mana ability says so (701.21a: it goes to its owner's graveyard) */
void mana_used(mtg_game *g, int o)
{
  if (!g->pack->mana_sac[g->objs[o].card] || g->objs[o].zone != ZONE_BATTLEFIELD)
    return;
  edict_one(g, g->objs[o].controller, o); /* 701.21a */
}

/* the mana sources of `all`, its first kt permanents tapped to pay and its first ks sacrificed sources, into s */
static void some_of(const sources *all, int kt, int ks, sources *s)
{
  int base = all->n - all->nsac - all->ntap;
  *s = *all;
  memcpy(s->obj + base + kt, all->obj + base + all->ntap, (size_t)ks * sizeof s->obj[0]);
  memcpy(s->colors + base + kt, all->colors + base + all->ntap, (size_t)ks);
  s->n = base + kt + ks;
  s->ntap = kt;
  s->nsac = ks;
}

/* the group of entry j, in the order generic mana is paid: 0 mana sources, 1 permanents tapped to pay, 2 sacrificed */
static int group(const sources *s, int j) { return j >= s->n - s->nsac ? 2 : mana_is_tapper(s, j); }

/* taps the sources that pay the cost, with as few of those it must sacrifice as can do (none while the others
   suffice), then as few permanents tapped to pay (convoke: TAPPAY_* bits in tappay, 0 for none); generic is paid
   first by the mana sources with the fewest colors, then by the permanents tapped to pay, the sacrificed ones last.
   The mana spent (601.2h: not the life paid, not the permanents tapped to pay), or MTG_ESTATE if it can't be paid */
int mana_pay_hybrid(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude)
{
  return mana_pay_tapping(g, p, generic, sym, hyb, exclude, 0);
}

int mana_pay_tapping(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int tappay)
{
  sources all;
  mana_find(g, p, &all);
  if (tappay)
    mana_add_tappers(g, p, &all, tappay);
  if (exclude >= 0)
    mana_exclude(&all, exclude);
  int spent = mana_pay_from(g, p, &all, generic, sym, hyb, 0);
  return spent == MTG_ESTATE && all.nfilt ? mfilt_pay(g, p, &all, generic, sym, hyb) : spent;
}

/* the payment from the sources of `all`, whose nfilt filter entries (MANA_FILTER_ENTRY) must each be used -- each
   one's {1} is part of `generic` -- or MTG_ESTATE, with nothing done, when that can't be */
int mana_pay_from(mtg_game *g, int p, const sources *all, int generic, const uint8_t *sym, const uint8_t *hyb, int nfilt)
{
  sources s;
  int8_t owner[MAX_SOURCES];
  uint8_t h[PACK_MAX_HYBRID];
  int life = 0;
  if (alternatives(hyb)) { /* {2/W}, {W/P}: paid with their colors where the sources allow, else otherwise */
    int alt = alt_payable(all, generic, sym, hyb);
    if (alt < 0)
      return MTG_ESTATE;
    generic = choose_alt(hyb, alt, generic, h, &life);
    hyb = h;
  }
  int colored = -1;
  for (int ks = 0; ks <= all->nsac && colored < 0; ks++) /* the fewest Treasures that make the payment possible */
    for (int kt = 0; kt <= all->ntap; kt++) { /* then the fewest creatures tapped to pay */
      some_of(all, kt, ks, &s);
      colored = match(&s, sym, hyb, owner);
      if (colored >= 0 && s.n - colored >= generic)
        break;
      colored = -1;
    }
  if (colored < 0)
    return MTG_ESTATE;
  uint16_t used[MAX_SOURCES];
  uint8_t filt[MAX_SOURCES], flex[MAX_SOURCES], need[MAX_SYMBOLS], kind[MAX_SOURCES]; /* kind: a pool mana's */
  int nused = 0, spent = 0, nf = 0, nflex = 0;
  needs(sym, hyb, need);
  for (int j = 0; j < s.n; j++)
    if (owner[j] >= 0) {
      filt[nused] = s.colors[j] >= MANA_FILTER_ENTRY, nf += filt[nused], kind[nused] = s.colors[j], used[nused++] = s.obj[j],
      spent += !mana_is_tapper(&s, j);
      if (!mana_is_tapper(&s, j) && !filt[nused - 1]) /* 601.2h: the mana spent, a color of its symbol */
        flex[nflex++] = (uint8_t)(s.colors[j] & (s.any ? COLORS_ALL : need[owner[j]]) & COLORS_ALL);
    }

  for (int grp = 0; grp <= 2; grp++)
    for (int ncolors = 0; ncolors <= MANA__COUNT && generic > 0; ncolors++)
      for (int j = 0; j < s.n && generic > 0; j++)
        if (owner[j] < 0 && group(&s, j) == grp && __builtin_popcount(s.colors[j]) == ncolors) {
          filt[nused] = s.colors[j] >= MANA_FILTER_ENTRY, nf += filt[nused];
          kind[nused] = s.colors[j];
          used[nused++] = s.obj[j];
          spent += grp != 1; /* a permanent tapped to pay (convoke) spends no mana */
          if (grp != 1 && !filt[nused - 1])
            flex[nflex++] = (uint8_t)(s.colors[j] & COLORS_ALL); /* generic mana: any color it makes */
          generic--;
        }
  if (nf < nfilt)
    return MTG_ESTATE; /* a filter left unused: its {1} would be paid for nothing (a smaller set of them does it) */
  g->pay_once = mana_two_colors(flex, nflex); /* eclcards 5: "if {W}{W} was spent to cast it" (cast.c keeps it) */
  game_lose_life(g, p, life); /* 119.4: paying life is losing it */
  for (int j = 0; j < nused; j++)
    if (filt[j])
      mfilt_used(g, used[j]); /* activated, not tapped; its {1} was paid by another source (605.3) */
    else if (used[j] == NONE)
      mpool_spend(g, p, kind[j]); /* mana of the pool (106.4, 702.189a) */
    else
      trig_tap(g, used[j]);
  lay_touch(g, PACK_READS_TAPPED); /* sources were tapped */
  for (int j = 0; j < nused; j++)
    if (used[j] != NONE && !filt[j])
      mana_used(g, used[j]);
  return spent - nfilt; /* 601.2h: the mana that paid a filter's {1} was not spent on the cost */
}

int mana_pay_cost(mtg_game *g, int p, int generic, const uint8_t *sym, int exclude)
{
  return mana_pay_hybrid(g, p, generic, sym, NULL, exclude);
}

int mana_pay(mtg_game *g, int p, const pack_card *c) { return mana_pay_hybrid(g, p, c->generic, c->cost, c->hybrid, -1); }
