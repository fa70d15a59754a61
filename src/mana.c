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

/* lead: the greatest number of creatures player p controls that have a creature type in common (White Lotus Tile): a
   changeling (205.3m) has every type, so it counts with each; with only changelings, all of them */
static int shared_type_count(const mtg_game *g, int p)
{
  int best = 0, all = 0;
  for (int i = 0; i < g->nbf; i++)
    all += g->objs[g->bf[i]].controller == p && (g->objs[g->bf[i]].types & TYPEBIT(CREATURE)) && g->objs[g->bf[i]].all_types;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller != p || !(ob->types & TYPEBIT(CREATURE)))
      continue;
    for (int k = 0; k < OBJ_SUBTYPES && ob->subtypes[k] != NONE; k++) {
      int n = 0;
      for (int j = 0; j < g->nbf; j++) /* the creatures of that type, changelings included */
        n += g->objs[g->bf[j]].controller == p && (g->objs[g->bf[j]].types & TYPEBIT(CREATURE)) &&
             obj_has_subtype(g, g->bf[j], ob->subtypes[k]);
      best = n > best ? n : best;
    }
  }
  return best > all ? best : all;
}

/* lead: the mana permanent o's counted mana ability adds now (MANA_DYN_*: "for each Elf you control", "equal to this
   creature's power", "If you control a creature with power 4 or greater, add {G}{G} instead."), or `plain` -- what its
   other mana abilities add -- if that is more; capped by the sources a payment lists */
static int mana_counted(const mtg_game *g, int o, int plain)
{
  const obj *ob = &g->objs[o];
  const pack_ability *a = &g->pack->abils[g->pack->mana_dyn[ob->card] - 1];
  if (ob->lost != LOST_NONE && ob->lost != LOST_BUT_MANA)
    return plain; /* its printed mana abilities are gone (the land types' remain: plain) */
  int dyn = a->mana_amount & ~MANA_ONE_COLOR;
  int n = dyn == MANA_DYN_SUB      ? bf_count(g, ob->controller, NONE, 0, (uint16_t)(a->trig_arg - 1), BF_ANY_POWER)
          : dyn == MANA_DYN_POWER  ? ob->power
          : dyn == MANA_DYN_SHARED ? shared_type_count(g, ob->controller)
                                   : 1 + (bf_count(g, ob->controller, NONE, TYPEBIT(CREATURE), NONE, 4) > 0);
  n = n < MAX_SOURCES / 2 ? n : MAX_SOURCES / 2;
  return n > plain ? n : plain;
}

/* lead: an untapped creature player p controls that source `src`'s "Tap an untapped creature you control" can tap, not
   one listed for another such source: one that can't make mana now itself (tapping it would lose that mana; a
   summoning-sick mana creature can't), or NONE. Summoning sickness doesn't matter here: this is not its {T} ability
   (302.6) */
static int tapc_pick(const mtg_game *g, int p, int src, const sources *s)
{
  if (s->ntapc >= MANA_MAX_TAPC)
    return NONE;
  for (int i = 0; i < g->nbf; i++) {
    int c = g->bf[i];
    const obj *ob = &g->objs[c];
    if (c == src || ob->controller != p || (ob->flags & OBJ_TAPPED) || !(ob->types & TYPEBIT(CREATURE)) ||
        (ob->mana && !obj_tap_sick(g, c)) || mana_tapc_reserved(s, c))
      continue;
    return c;
  }
  return NONE;
}

/* is creature o the one a listed source of s taps for its mana? */
int mana_tapc_reserved(const sources *s, int o)
{
  for (int k = 0; k < s->ntapc; k++)
    if (s->tapc_crea[k] == o)
      return 1;
  return 0;
}

/* source o of s was tapped for mana: the creature its cost taps is tapped too (601.2h; "becomes tapped" triggers) */
void mana_tapc_pay(mtg_game *g, const sources *s, int o)
{
  for (int k = 0; k < s->ntapc; k++)
    if (s->tapc_src[k] == o)
      trig_tap(g, s->tapc_crea[k]);
}

/* what tapping it can make: its basic land types (305.6) and "{T}: Add ..." abilities (605), as the layers
   left them (an object that lost its abilities has no mana abilities; Blood Moon's Mountain makes {R}) */
static uint8_t land_colors(const mtg_game *g, int o) { return g->objs[o].mana; }

/* the untapped sources, those that are sacrificed when used (a Treasure, 111.10a) after all the others, so that
   payment can leave them out while the rest suffice; first, each {R} of their mana pool from firebending (obj NONE:
   702.189a), so that it is spent before anything is tapped */
/* 106.6: may the mana of restricted mana ability `ability` be spent on spell object `spell` ("Spend this mana only to
   cast Aura and/or Equipment spells"): the spell's characteristics as it is cast (on the stack, or in hand before);
   `spell` | PAY_FOR_ABILITY: an activated ability of that source ("or activate an ability of an Ally source"). The
   ability is permanent src's: "of the chosen type" reads what it chose as it entered (614.12; none chosen: nothing) */
int mana_only_fits(const mtg_game *g, int src, int spell)
{
  const pack_ability *a = &g->pack->abils[g->pack->mana_only_abil[g->objs[src].card] - 1];
  if (spell != (int)NONE && (spell & PAY_FOR_ABILITY)) {
    if (!(a->only[0] & ONLY_ABILITIES))
      return 0;
    spell &= ~PAY_FOR_ABILITY;
  }
  if (spell < 0 || spell >= MAX_OBJECTS || g->objs[spell].card == NONE)
    return 0;
  if (a->only[0] & ONLY_CHOSEN) /* lead: "a creature spell of the chosen type" (Secluded Courtyard) */
    return g->objs[src].chosen && obj_has_subtype(g, spell, g->objs[src].chosen - 1) &&
           (!a->only[1] || ((g->objs[spell].types >> (a->only[1] & ONLY_ID)) & 1u));
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
  s->tapmax = MAX_SOURCES;
  s->life = g->players[p].life;
  s->nfilt = 0;
  s->none = 0;
  s->ntapc = 0;
  s->nx = 0;
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
      int two = (ob->granted_mana & GRANTED_TWO_ONE) != 0; /* lead: New Horizons' land: two of any one color */
      if (!sac && (g->pack->card_cycles[ob->card] & PACK_MANA_PLAIN) && !(ob->types & TYPEBIT(CREATURE)) && !two) {
        s->obj[s->n] = (uint16_t)o; /* most often a land: one entry, its kinds of mana */
        s->colors[s->n++] = m;
        mtrig_list(g, o, m, s); /* lead: Lavaleaper's extra mana (605.1b) */
        continue;
      }
      if ((m & g->pack->mana_only[ob->card]) && !mana_only_fits(g, o, spell)) {
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
      if (obj_tap_sick(g, o))
        continue; /* 302.6: a summoning-sick creature can't use {T} abilities */
      int amount = m & g->pack->abil_mana[ob->card] ? g->pack->mana_amount[ob->card] & MANA_AMOUNT_N : 1; /* "Add {C}{C}" */
      if (g->pack->mana_dyn[ob->card] && (amount = mana_counted(g, o, amount)) <= 0)
        continue; /* "Add {G} for each Elf you control." with none: it would add no mana */
      if (amount > 1 && (g->pack->mana_amount[ob->card] & MANA_AMOUNT_ONLY) &&
          !mana_only_fits(g, o, spell)) {
        s->restricted++; /* 106.6: its restricted ability's two mana are not this spell's: its other ability's one */
        amount = 1;
      }
      if (two && amount < 2)
        amount = 2; /* its given ability makes more than its others: the automatic payment lists that one */
      int crea = NONE;
      if ((g->pack->card_cycles[ob->card] & PACK_MANA_TAPC) && (crea = tapc_pick(g, p, o, s)) == NONE)
        continue; /* lead: no creature to tap for Springleaf Drum's mana */
      if (crea != NONE)
        s->tapc_src[s->ntapc] = (uint16_t)o, s->tapc_crea[s->ntapc++] = (uint16_t)crea;
      uint8_t one = 0; /* lead: "Add three mana of any one color." -- matching gives its entries one color */
      if (((g->pack->card_cycles[ob->card] & PACK_MANA_ONE) || two) && amount > 1 && (m & (m - 1))) {
        if (s->none < MANA_MAX_ONE)
          s->none++, one = MANA_ONE_ENTRY;
        else
          amount = 1; /* past MANA_MAX_ONE of them, one mana each: less than they make, never more */
      }
      for (int k = 0; k < (amount > 1 ? amount : 1) && s->n < MAX_SOURCES; k++) { /* one entry per mana */
        s->obj[s->n] = (uint16_t)o;
        s->colors[s->n++] = (uint8_t)(m | one);
        s->nsac += sac;
      }
      int own = s->n;
      mtrig_list(g, o, m, s); /* lead: the mana its tapping triggers (605.1b: Badgermole Cub) */
      s->nsac += sac * (s->n - own);
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
    if (ob->controller != p || (ob->flags & OBJ_TAPPED) || !(ob->types & types) || mana_tapc_reserved(s, o))
      continue; /* lead: one a Springleaf Drum listed taps is left to it */
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

static int match_free(const sources *s, const uint8_t *need, int k, int8_t *owner)
{
  for (int j = 0; j < s->n; j++)
    owner[j] = -1;
  for (int i = 0; i < k; i++) {
    uint8_t seen[MAX_SOURCES] = {0};
    if (!augment(s, need, i, owner, seen))
      return -1;
  }
  return k;
}

/* lead: gives the entries of one-color source o (MANA_ONE_ENTRY) the color c */
static void one_color(sources *s, int o, int c)
{
  for (int j = 0; j < s->n; j++)
    if (s->obj[j] == o && (s->colors[j] & MANA_ONE_ENTRY))
      s->colors[j] = (uint8_t)(BIT(c) | MANA_ONE_ENTRY);
}

/* lead: after a free match, does each one-color source pay symbols that share a color? Then its entries get it (the
   first such; W for one that pays generic mana only) and the match stands */
static int one_consistent(sources *s, const uint8_t *need, const int8_t *owner)
{
  uint8_t common[MAX_SOURCES];
  for (int j = 0; j < s->n; j++)
    common[j] = s->colors[j] & COLORS_ALL;
  for (int j = 0; j < s->n; j++)
    for (int i = 0; i < s->n && (s->colors[j] & MANA_ONE_ENTRY) && owner[j] >= 0 && !s->any; i++)
      if (s->obj[i] == s->obj[j] && (s->colors[i] & MANA_ONE_ENTRY))
        common[i] &= need[owner[j]];
  for (int j = 0; j < s->n; j++)
    if ((s->colors[j] & MANA_ONE_ENTRY) && !common[j])
      return 0;
  for (int j = 0; j < s->n; j++)
    if ((s->colors[j] & MANA_ONE_ENTRY) && (s->colors[j] & (s->colors[j] - 1) & COLORS_ALL))
      one_color(s, s->obj[j], __builtin_ctz(common[j]));
  return 1;
}

/* matches every colored symbol of the cost -- and each hybrid symbol -- to a distinct source, the mana of a one-color
   source ("Add three mana of any one color.") all of one color: free first; if its colors disagree, each color of each
   such source in turn (at most MANA_MAX_ONE of them: 5^3 tries). Leaves those entries with the colors that worked */
static int match(sources *s, const uint8_t *sym, const uint8_t *hyb, int8_t *owner)
{
  uint8_t need[MAX_SYMBOLS], save[MAX_SOURCES];
  int k = needs(sym, hyb, need), colored = match_free(s, need, k, owner);
  if (colored < 0 || !s->none || one_consistent(s, need, owner))
    return colored;
  uint16_t grp[MANA_MAX_ONE];
  uint8_t kinds[MANA_MAX_ONE];
  int ng = 0, tries = 1;
  for (int j = 0; j < s->n; j++)
    if ((s->colors[j] & MANA_ONE_ENTRY) && (ng == 0 || grp[ng - 1] != s->obj[j]) && ng < MANA_MAX_ONE)
      grp[ng] = s->obj[j], kinds[ng++] = s->colors[j] & COLORS_ALL, tries *= COLOR__COUNT;
  memcpy(save, s->colors, (size_t)s->n);
  for (int t = 0; t < tries; t++) {
    int ok = 1;
    for (int i = 0, r = t; i < ng; i++, r /= COLOR__COUNT)
      if ((ok &= (kinds[i] >> (r % COLOR__COUNT)) & 1))
        one_color(s, grp[i], r % COLOR__COUNT);
    if (ok && (colored = match_free(s, need, k, owner)) >= 0)
      return colored;
    memcpy(s->colors, save, (size_t)s->n);
  }
  return -1;
}

/* the sources that can pay: all but the permanents tapped to pay beyond tapmax (701.67a) -- those pay {1} each, no color */
static int usable(const sources *s) { return s->ntap > s->tapmax ? s->n - (s->ntap - s->tapmax) : s->n; }

/* a cost with hybrid symbols of two colors at most: generic mana, symbols {W}..{G},{C} and hybrid symbols (hyb: NULL
   or PACK_MAX_HYBRID masks of kinds, 0: none) */
static int can_pay_mana(const sources *cs, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  int8_t owner[MAX_SOURCES];
  sources one, *s = (sources *)cs;
  if (cs->none) /* lead: matching one-color sources changes their entries: a copy */
    one = *cs, s = &one;
  int total = generic, nhyb = 0;
  for (int i = 0; hyb && i < PACK_MAX_HYBRID; i++)
    nhyb += hyb[i] != 0;
  for (int m = 0; m < MANA__COUNT; m++)
    total += sym[m];
  if (total + nhyb > usable(s))
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
      return usable(s) - colored >= generic;
    }
  }
  int colored = match(s, sym, hyb, owner);
  return colored >= 0 && usable(s) - colored >= generic;
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
  for (int k = 0; k < s->ntapc; k++) /* lead: a Springleaf Drum and the creature it taps go together */
    if (s->tapc_src[k] == o || s->tapc_crea[k] == o) {
      int src = s->tapc_src[k];
      s->tapc_src[k] = s->tapc_src[--s->ntapc];
      s->tapc_crea[k--] = s->tapc_crea[s->ntapc];
      if (src != o)
        mana_exclude(s, src);
    }
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

/* lead: was source o of s tapped for some of its mana in this payment (entries `taken`)? */
static int tapped_for_mana(const sources *s, const uint8_t *taken, int o)
{
  for (int j = 0; j < s->n; j++)
    if (taken[j] && s->obj[j] == o && !mana_is_tapper(s, j))
      return 1;
  return 0;
}

/* 106.4, 605.3b: a mana ability adds all its mana at once; what a payment doesn't use of source o's mana stays in
   player p's pool as n mana of kind k -- unless the mana of its kind is restricted (106.6: the pool keeps no
   restrictions, so that mana is lost rather than freed); o NONE: a triggered mana ability's, unrestricted (605.1b) */
void mana_leftover(mtg_game *g, int p, int o, int k, int n)
{
  if (n > 0 && (o == (int)NONE || !(g->pack->mana_only[g->objs[o].card] & BIT(k))))
    mpool_add(g, (int32_t)PLAYER_REF(p), k, n);
}

/* lead: s with n more mana of kind k in the pool (first, as mana_find lists the pool) */
void mana_pool_entries(sources *s, int k, int n)
{
  n = n < MAX_SOURCES - s->n ? n : MAX_SOURCES - s->n;
  if (n <= 0)
    return;
  memmove(s->obj + n, s->obj, (size_t)s->n * sizeof s->obj[0]);
  memmove(s->colors + n, s->colors, (size_t)s->n);
  for (int j = 0; j < n; j++)
    s->obj[j] = NONE, s->colors[j] = (uint8_t)BIT(k);
  s->n += n;
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
  return mana_pay_capped(g, p, generic, sym, hyb, exclude, tappay, MAX_SOURCES);
}

int mana_pay_capped(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int tappay,
                    int tapmax)
{
  sources all;
  mana_find(g, p, &all);
  if (tappay)
    mana_add_tappers(g, p, &all, tappay);
  all.tapmax = tapmax;
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
    for (int kt = 0; kt <= all->ntap && kt <= all->tapmax; kt++) { /* then the fewest creatures tapped to pay */
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
  uint8_t taken[MAX_SOURCES] = {0};
  int nused = 0, spent = 0, nf = 0, nflex = 0;
  needs(sym, hyb, need);
  for (int j = 0; j < s.n; j++)
    if (owner[j] >= 0) {
      taken[j] = 1;
      filt[nused] = s.colors[j] >= MANA_FILTER_ENTRY, nf += filt[nused], kind[nused] = s.colors[j], used[nused++] = s.obj[j],
      spent += !mana_is_tapper(&s, j);
      if (!mana_is_tapper(&s, j) && !filt[nused - 1]) /* 601.2h: the mana spent, a color of its symbol */
        flex[nflex++] = (uint8_t)(s.colors[j] & (s.any ? COLORS_ALL : need[owner[j]]) & COLORS_ALL);
    }

  for (int grp = 0; grp <= 2; grp++)
    for (int ncolors = 0; ncolors <= MANA__COUNT && generic > 0; ncolors++)
      for (int j = 0; j < s.n && generic > 0; j++)
        if (owner[j] < 0 && group(&s, j) == grp && __builtin_popcount(s.colors[j]) == ncolors) {
          taken[j] = 1;
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
      trig_tap(g, used[j]), mana_tapc_pay(g, &s, used[j]);
  for (int j = 0; j < s.n; j++) /* 106.4: the rest of the mana of a source tapped for part of it goes to the pool */
    if (!taken[j] && s.obj[j] != NONE && s.colors[j] < MANA_FILTER_ENTRY && !mana_is_tapper(&s, j) &&
        (g->objs[s.obj[j]].flags & OBJ_TAPPED) && tapped_for_mana(&s, taken, s.obj[j]))
      mana_leftover(g, p, mtrig_is_extra(&s, j) ? (int)NONE : s.obj[j], __builtin_ctz(s.colors[j] & ((1u << MANA__COUNT) - 1)), 1);
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
