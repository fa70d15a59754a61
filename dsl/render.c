/* render.c: prints a compiled card back as card-language text, rendering its bytecode as rules sentences. */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include "mtgvm.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

const char *const dsl_trigger_phrases[TRIG__COUNT] = {
#define TRIGGER(id, phrase, rule) phrase,
#include "triggers.def"
#undef TRIGGER
};

const char *const dsl_ability_kinds[ABIL__COUNT] = {
#define X(id, name) name,
  PACK_ABILITY_KINDS(X)
#undef X
};

/* 202.2: the order Oracle text writes colors in -- around the color wheel (WUBRG) from the color that makes the
   colors neighbors (GW; the shards: GWU) or, failing that, every other one (RW, GU; the wedges: GUR, URW) */
/* an operation that describes the card a SEARCH or LOOK_TOP takes (FIND_MV aside: it follows its own PUSH) */
static int find_op(int op)
{
  return (op >= OP_FIND_TYPE && op <= OP_FIND_SUBTYPE) || op == OP_FIND_NOT_TYPE || op == OP_FIND_PERMANENT ||
         op == OP_FIND_EITHER || op == OP_LOOK_UPTO || /* tdmcards */
         op == OP_FIND_OR_KW || op == OP_FIND_OR_SUB; /* fdncards 12 */
}

static void color_order(int colors, int order[COLOR__COUNT])
{
  int n = __builtin_popcount((unsigned)colors);
  for (int step = 1; step <= 2; step++)
    for (int s = 0; s < COLOR__COUNT; s++) {
      int set = 0;
      for (int i = 0; i < n; i++)
        set |= (int)BIT((s + i * step) % COLOR__COUNT);
      if (set != colors)
        continue;
      for (int i = 0; i < n; i++) /* the colors it has first; then the rest, which print nothing */
        order[i] = (s + i * step) % COLOR__COUNT;
      for (int i = n, m = 0; m < COLOR__COUNT; m++)
        if (!(colors & (int)BIT(m)))
          order[i++] = m;
      return;
    }
  for (int m = 0; m < COLOR__COUNT; m++)
    order[m] = m;
}

/* the colored and colorless symbols of a mana cost ({W}..{G} counts, then {C}), colors in Oracle's order */
static void symbols(FILE *out, const uint8_t sym[MANA__COUNT])
{
  int colored = 0, order[COLOR__COUNT];
  for (int m = 0; m < COLOR__COUNT; m++)
    colored |= sym[m] ? (int)BIT(m) : 0;
  color_order(colored, order);
  for (int k = 0; k < COLOR__COUNT; k++)
    for (int i = 0; i < sym[order[k]]; i++)
      fprintf(out, "{%c}", "WUBRGC"[order[k]]);
  for (int i = 0; i < sym[MANA_C]; i++)
    fputs("{C}", out);
}

/* a cost's hybrid symbols (PACK_MAX_HYBRID entries, 0 after the last) */
static void hybrids(FILE *out, const uint8_t *hyb)
{
  for (int k = 0; k < PACK_MAX_HYBRID && hyb[k]; k++) { /* 107.4e-f: "{W/U}", "{G/W}" in Oracle's order; */
    int pair[COLOR__COUNT];                             /* "{2/W}", "{W/P}", "{W/U/P}" */
    uint8_t kinds = hyb[k] & PACK_HYB_KINDS;
    color_order(kinds, pair);
    fputs(hyb[k] & PACK_HYB_TWO ? "{2" : "{", out);
    for (int i = 0, n = 0; i < COLOR__COUNT; i++)
      if (kinds & BIT(pair[i]))
        fprintf(out, "%s%c", n++ || (hyb[k] & PACK_HYB_TWO) ? "/" : "", "WUBRGC"[pair[i]]);
    fputs(hyb[k] & PACK_HYB_LIFE ? "/P}" : "}", out);
  }
}

static void cost(FILE *out, const pack_card *c)
{
  if (!c->has_cost)
    return;
  fputc(' ', out);
  if (c->generic || (c->cost[0] + c->cost[1] + c->cost[2] + c->cost[3] + c->cost[4] + c->cost[5] + c->x + c->hybrid[0]) == 0)
    fprintf(out, "{%d}", c->generic);
  for (int i = 0; i < c->x; i++)
    fputs("{X}", out);
  symbols(out, c->cost);
  hybrids(out, c->hybrid);
}

static void type_line(FILE *out, const pack_card *c)
{
  const char *sep = "";
  if (c->pt_flags & PACK_EMBLEM)
    fputs("Emblem", out); /* 114.2: no types */
  for (int i = 0; i < SUPER__COUNT; i++)
    if (c->supertypes & BIT(i)) {
      fprintf(out, "%s%s", sep, type_super_names[i]);
      sep = " ";
    }
  for (int i = 0; i < TYPE__COUNT; i++)
    if (c->types & BIT(i)) {
      fprintf(out, "%s%s", sep, type_card_names[i]);
      sep = " ";
    }
  for (int i = 0; i < PACK_MAX_SUBTYPES && c->subtypes[i] != PACK_NONE; i++)
    fprintf(out, "%s%s", i == 0 ? " \xE2\x80\x94 " : " ", type_sub_names[c->subtypes[i]]);
  fputc('\n', out);
}

/* 702.21a: ward with its cost, as Oracle text writes it */
static void ward(FILE *out, const pack_card *c)
{
  if (c->ward_mana & PACK_WARD_WATERBEND) /* tlacards 17: 701.67a */
    fprintf(out, "Ward\xE2\x80\x94Waterbend {%d}.\n", card_ward_mana(c));
  else if (!c->ward_life)
    fprintf(out, "Ward {%d}\n", c->ward_mana);
  else if (!c->ward_mana)
    fprintf(out, "Ward\xE2\x80\x94Pay %d life.\n", c->ward_life);
  else
    fprintf(out, "Ward\xE2\x80\x94{%d}, Pay %d life.\n", c->ward_mana, c->ward_life);
}

static void keywords(FILE *out, const pack_card *c)
{
  for (int i = 0; i < KW__COUNT; i++)
    if (i == KW_WARD && (c->keywords & KWBIT(WARD)))
      ward(out, c);
    else if ((card_keywords(c) >> i) & 1) {
      char kw[TYPE_NAME_LEN];
      snprintf(kw, sizeof kw, "%.*s", (int)sizeof kw - 1, type_keyword_names[i]);
      kw[0] = (char)(kw[0] - 'a' + 'A');
      fprintf(out, "%s\n", kw);
    }
}

#define LIFE_COUNT (-10000) /* a count that is "X, where X is your life total" (YOU; LIFE) */
#define POWER_COUNT (-10001) /* a count that is "X, where X is its power" (SELF; POWER) */
#define X_COUNT (-10002)     /* a number that is the spell's X (XVAL) */
#define LOST_COUNT (-10003)  /* "life equal to the life lost this way" (LIFE_LOST) */
#define EXCESS_COUNT (-10062) /* tlacards 15: "life equal to the excess damage dealt this way" (DAMAGE_EXCESS) */
#define GAINED_COUNT (-10064) /* fdncards 11b: "X life, where X is the amount of life you gained this turn" (LIFE_GAINED) */
#define TGTMV_COUNT (-10063) /* fdncards 11: "life equal to that permanent's mana value" (TARGET i; MANA_VALUE) */
#define MVKINDS_COUNT (-10061) /* fdncards 9: "for each different mana value among nonland permanents you control" */
#define DESTROYED_COUNT (-10009) /* tdmcards: "a card for each permanent destroyed this way" (DESTROY_ALL_COUNT) */
#define SAC_COUNT (-10004)   /* "life equal to that creature's toughness" (SACRIFICED_TOUGHNESS) */
#define COSTSAC_COUNT (-10073) /* fdncards 18: "life equal to the sacrificed creature's toughness" (COST_SAC_TOUGHNESS) */
#define GYCREATURE_COUNT (-10030) /* fdncards: "for each creature card in your graveyard" (GY_TYPE_YOURS creature) */
#define GYLAND_COUNT (-10071)     /* eclcards 9: "for each land card in your graveyard" (GY_TYPE_YOURS land; CREATE) */
#define COUNTERED_COUNT (-10072)  /* eclcards 10: "for each spell and ability countered this way" (COUNTER_ALL_OPP) */
#define CARD_POWER_COUNT (-10007) /* "damage equal to that card's power" (TARGET i; CARD_POWER) */
#define CREATURES_COUNT (-10006) /* "damage equal to the number of creatures you control" (CONTROL_TYPE creature) */
#define AMOUNT_COUNT (-10005) /* "that many": how much the trigger's event was (AMOUNT) */
#define ATTACKING_COUNT (-10008) /* "X, where X is the number of attacking creatures" (ATTACKING_COUNT) */
#define ATTSUB_COUNT (-50000)   /* minus a subtype: "for each attacking Elf you control" (ATTACKING_SUB_YOURS s, fdncards) */
#define IS_ATTSUB_COUNT(n) ((n) <= ATTSUB_COUNT && (n) > ATTSUB_COUNT - 1000)
#define DEVOTION_COUNT (-10010) /* minus a color: "X, where X is your devotion to <color>" (DEVOTION) */
#define SPELLS_COUNT (-10040) /* tdmcards: "cards equal to the number of spells you've cast this turn" (SPELLS_CAST_TURN) */
#define CHOSEN_COUNT (-10050) /* eclcards 8: "for each permanent you control of that type" (CONTROL_CHOSEN) */
#define COLORS_COUNT (-10020) /* "... equal to the number of colors among permanents you control" (COLORS, Vivid) */
static const char vivid_count[] = "the number of colors among permanents you control";
#define TYPE_COUNT (-11000)   /* minus a card type: "the number of lands you control" (CONTROL_TYPE t) */
#define SUB_COUNT (-12000)    /* minus a subtype: "the number of Swamps you control" (CONTROL_SUBTYPE s) */
#define GYSUB_COUNT (-20000)  /* minus 1000 * n minus a subtype: "n plus the number of Lesson cards in your graveyard"
                                 (PUSH n; GY_SUB_YOURS s; ADD), n 0 for the count alone */
#define IS_TYPE_COUNT(n) ((n) <= TYPE_COUNT && (n) > TYPE_COUNT - 32)
#define IS_SUB_COUNT(n) ((n) <= SUB_COUNT && (n) > SUB_COUNT - 1000)
#define IS_GYSUB_COUNT(n) ((n) <= GYSUB_COUNT && (n) > GYSUB_COUNT - 10000)
#define GREATPOW_COUNT (-30000) /* minus a subtype: "the greatest power among Giants you control" (GREATEST_POWER_SUB s) */
#define IS_GREATPOW_COUNT(n) ((n) <= GREATPOW_COUNT && (n) > GREATPOW_COUNT - 1000)
#define CTRLPOW_COUNT (-40000) /* minus n: "the number of creatures you control with power n or greater" (CONTROL_POWER n) */
#define IS_CTRLPOW_COUNT(n) ((n) <= CTRLPOW_COUNT && (n) > CTRLPOW_COUNT - 100)
#define CTRCTR_COUNT (-60000) /* minus a counter kind: "the number of creatures you control with +1/+1 counters on them"
                                 (CONTROL_CTR k, tlacards 13) */
#define IS_CTRCTR_COUNT(n) ((n) <= CTRCTR_COUNT && (n) > CTRCTR_COUNT - 256)
#define ABOUTPOW_COUNT (-10073) /* tlacards 19: "X, where X is that creature's power" (ABOUT_POWER, 608.2h) */
#define SRCCTR_COUNT (-70000) /* minus a counter kind: "life equal to the number of soul counters on this artifact"
                                 (COUNTERS_SRC k with PACK_EXTRA_EQUAL_TO, lead 17) */
#define IS_SRCCTR_COUNT(n) ((n) <= SRCCTR_COUNT && (n) > SRCCTR_COUNT - 256)

/* "lands", "creatures", "Swamps", "Shrines", "Plains": the plural of a card type or subtype */
/* a card type's or subtype's name in the plural, lower case for a card type ("creatures", "Goblins", "Merfolk") */
static void plural(char *out, size_t size, const char *word, int lower)
{
  dsl_plural(out, size, word);
  if (lower && out[0] >= 'A' && out[0] <= 'Z')
    out[0] = (char)(out[0] - 'A' + 'a');
}

/* the words a count sentinel stands for: "the number of lands you control", "2 plus the number of Lesson cards in your
   graveyard"; 0 if n is none */
static int count_words(char *out, size_t size, int n)
{
  char w[TYPE_NAME_LEN + 2];
  if (n == CREATURES_COUNT)
    n = TYPE_COUNT - TYPE_CREATURE;
  if (IS_TYPE_COUNT(n)) {
    plural(w, sizeof w, type_card_names[TYPE_COUNT - n], 1);
    snprintf(out, size, "the number of %s you control", w);
  } else if (IS_SUB_COUNT(n)) {
    plural(w, sizeof w, type_sub_names[SUB_COUNT - n], 0); /* "Merfolk", "Kithkin": the same in the plural */
    snprintf(out, size, "the number of %s you control", w);
  } else if (IS_GYSUB_COUNT(n) && (GYSUB_COUNT - n) / 1000)
    snprintf(out, size, "%d plus the number of %s cards in your graveyard", (GYSUB_COUNT - n) / 1000,
             type_sub_names[(GYSUB_COUNT - n) % 1000]);
  else if (IS_GYSUB_COUNT(n))
    snprintf(out, size, "the number of %s cards in your graveyard", type_sub_names[(GYSUB_COUNT - n) % 1000]);
  else if (IS_GREATPOW_COUNT(n)) {
    plural(w, sizeof w, type_sub_names[GREATPOW_COUNT - n], 0);
    snprintf(out, size, "the greatest power among %s you control", w);
  } else if (IS_CTRLPOW_COUNT(n))
    snprintf(out, size, "the number of creatures you control with power %d or greater", CTRLPOW_COUNT - n);
  else if (IS_CTRCTR_COUNT(n))
    snprintf(out, size, "the number of creatures you control with %s counters on them", type_counter_names[CTRCTR_COUNT - n]);
  else if (n == ABOUTPOW_COUNT) /* tlacards 19 */
    snprintf(out, size, "that creature's power");
  else
    return 0;
  return 1;
}

/* a number as rules text writes it in digits: "3", or "X" */
static const char *digits(int n, char *buf, size_t len)
{
  if (n == X_COUNT || IS_TYPE_COUNT(n) || IS_SUB_COUNT(n) || IS_GYSUB_COUNT(n) || IS_GREATPOW_COUNT(n) ||
      IS_CTRCTR_COUNT(n)) /* "loses X life,
                                                                                                 ... where X is" */
    return "X";
  snprintf(buf, len, "%d", n);
  return buf;
}

static void number(FILE *out, int n)
{
  if (n == X_COUNT) {
    fputc('X', out);
    return;
  }
  if (n >= 0 && n <= 10)
    fputs(cg_number_words[n], out);
  else
    fprintf(out, "%d", n);
}

/* how the text names target i of ability a: "target creature", "up to one target creature" */
static const char *tphrase(const pack_ability *a, int i, char *buf, size_t n)
{
  if (i < 0 || i >= a->ntargets)
    return "it"; /* not a target (a verified pack's code names its targets; a broken one may not) */
  snprintf(buf, n, "%s%s", ((a->upto >> i) & 1) ? "up to one " : "", type_target_phrases[a->target[i]]);
  return buf;
}

/* "Draw a card.", "Mill three cards.", "Target player draws two cards.": you (tgt < 0) or the player `who` */
static void cards(FILE *out, const char *who, int tgt, const char *verb, const char *verbs, int n)
{
  if (tgt == -2) /* "Each opponent discards a card." */
    fprintf(out, "Each opponent %s ", verbs);
  else if (tgt == -6) /* "Its controller draws a card." */
    fprintf(out, "Its controller %s ", verbs);
  else if (tgt < 0)
    fprintf(out, "%s ", verb);
  else
    fprintf(out, "%c%s %s ", who[0] - 'a' + 'A', who + 1, verbs);
  if (n == 1)
    fputs("a card.", out);
  else if (n == AMOUNT_COUNT)
    fputs("that many cards.", out);
  else {
    number(out, n);
    fputs(" cards.", out);
  }
}

/* one effect: PUSH n; (TARGET i | YOU); op -- the shapes the code generator emits */
static void sentence(FILE *out, const mtg_pack *p, const pack_card *c, const pack_ability *a, int prev, int n, int tgt,
                     int op)
{
  char src[160]; /* how a damage sentence names its source */
  if (a->wording3 & PACK_WORD3_PRONOUN) /* tlacards: "he deals damage ..." */
    snprintf(src, sizeof src, "%s", (a->wording3 & PACK_WORD3_SHE) ? "She" : "He");
  else if (a->kind == ABIL_SPELL || PACK_MODE_KIND(a->kind) || ((a->flags & PACK_ABF_SAYS_THIS) && (c->pt_flags & PACK_SELF_NAMED)))
    snprintf(src, sizeof src, "%s", pack_str(p, c->name));
  else if (a->flags & PACK_ABF_SAYS_THIS)
    snprintf(src, sizeof src, "This %s", dsl_self_noun(c));
  else
    snprintf(src, sizeof src, "It");
  if (op == OP_CREATE || op == OP_CREATE_TAPPED || op == OP_CREATE_ATTACKING || op == OP_CREATE_XX) { /* PUSH n; CREATE
                                                                card -- the token card's id comes in "prev" */
    const pack_card *t = &p->cards[prev];
    int named = dsl_token_defined(p, prev); /* a predefined token (111.10): "Create a Treasure token." */
    if (named > 0) {
      const char *name = pack_str(p, t->name);
      if (IS_TYPE_COUNT(n) && (a->wording2 & PACK_WORD2_FOR_EACH_FIRST)) /* fdncards: Brass's Bounty */
        fprintf(out, "For each %s you control, create a %.*s token.", TYPE_COUNT - n == TYPE_LAND ? "land" : "creature",
                named, name);
      else if (n == 1)
        fprintf(out, "Create a %s%.*s token.", op == OP_CREATE_TAPPED ? "tapped " : "", named, name);
      else
        fprintf(out, "Create %s %.*s tokens.", n >= 0 && n <= 10 ? cg_number_words[n] : "many", named, name);
      return;
    }
    char colors[64] = "";
    int order[COLOR__COUNT];
    color_order(t->colors, order);
    if (!t->colors) /* 105.2c: "a 1/1 colorless Shapeshifter creature token" (Crib Swap) */
      snprintf(colors, sizeof colors, "colorless");
    for (int k = 0; k < COLOR__COUNT; k++)
      if (t->colors & BIT(order[k])) {
        size_t l = strlen(colors);
        snprintf(colors + l, sizeof colors - l, "%s%s", l ? " and " : "", type_color_words[order[k]]);
      }
    char subtypes[96] = "";
    for (int k = 0; k < PACK_MAX_SUBTYPES && t->subtypes[k] != PACK_NONE; k++) {
      size_t l = strlen(subtypes);
      snprintf(subtypes + l, sizeof subtypes - l, "%s%s", l ? " " : "", type_sub_names[t->subtypes[k]]);
    }
    if (t->supertypes & BIT(SUPER_LEGENDARY)) { /* a named token (Marit Lage) */
      fprintf(out, "Create %s, a legendary %d/%d %s %s creature token", pack_str(p, t->name), t->power, t->toughness,
              colors, subtypes);
      const char *sep = " with ";
      for (int k = 0, left = __builtin_popcountll(card_keywords(t)); k < KW__COUNT; k++)
        if ((card_keywords(t) >> k) & 1) {
          fprintf(out, "%s%s", sep, type_keyword_names[k]);
          sep = --left == 1 ? " and " : ", ";
        }
      fputs(".", out);
      return;
    }
    char pt[16];
    if (op == OP_CREATE_XX) /* 111.4: "an X/X ... token" */
      snprintf(pt, sizeof pt, "X/X");
    else
      snprintf(pt, sizeof pt, "%d/%d", t->power, t->toughness);
    if (IS_SUB_COUNT(n) && (a->wording2 & PACK_WORD2_FOR_EACH_FIRST)) /* "For each Shrine you control, create ..." */
      fprintf(out, "For each %s you control, create a %s %s %s creature token", type_sub_names[SUB_COUNT - n], pt, colors,
              subtypes);
    else if (IS_SUB_COUNT(n) && (a->wording3 & PACK_WORD3_WHERE_X)) /* fdncards: Krenko */
      fprintf(out, "Create X %s %s %s creature tokens", pt, colors, subtypes);
    else if (n == GYCREATURE_COUNT || n == GYLAND_COUNT || n == COUNTERED_COUNT) /* fdncards: Revenge of the Rats; Lluwen */
      fprintf(out, "Create a %s%s %s %s creature token", op == OP_CREATE_TAPPED ? "tapped " : "", pt, colors, subtypes);
    else if (IS_SUB_COUNT(n)) /* "Create a 1/1 white Ally creature token for each Plains you control." */
      fprintf(out, "Create a %s %s %s creature token", pt, colors, subtypes);
    else if (n == AMOUNT_COUNT) /* fdncards 13: Lathril, Blade of the Elves (the combat damage dealt) */
      fprintf(out, "Create that many %s %s %s creature tokens", pt, colors, subtypes);
    else if (n == EXCESS_COUNT) /* fdncards 12b: Goblin Negotiation (120.10) */
      fprintf(out, "Create a number of %s %s %s creature tokens", pt, colors, subtypes);
    else if (n == LIFE_COUNT || n == X_COUNT || IS_GYSUB_COUNT(n)) /* "where X is your life total", Vivid's X, a count */
      fprintf(out, "Create X %s %s %s creature tokens", pt, colors, subtypes);
    else if (n == 1)
      fprintf(out, "Create %s %s %s %s creature token", pt[0] == 'X' || pt[0] == '8' ? "an" : "a", pt, colors, subtypes);
    else
      fprintf(out, "Create %s %s %s %s creature tokens", n >= 0 && n <= 10 ? cg_number_words[n] : "many", pt, colors,
              subtypes);
    char with[4][48]; /* its keywords, then firebending N (tlacards; 702.189a): "with flying and firebending 4" */
    int nwith = 0;
    for (int k = 0; k < KW__COUNT && nwith < 4; k++)
      if ((card_keywords(t) >> k) & 1)
        snprintf(with[nwith++], sizeof with[0], "%.40s", type_keyword_names[k]);
    for (int k = 0; k < t->abil_count && nwith < 4; k++)
      if (dsl_firebending(p, &p->abils[t->abil_first + k]) > 0)
        snprintf(with[nwith++], sizeof with[0], "firebending %d", dsl_firebending(p, &p->abils[t->abil_first + k]));
    for (int k = 0; k < nwith; k++)
      fprintf(out, "%s%s", k == 0 ? " with " : nwith == 2 ? " and " : k == nwith - 1 ? ", and " : ", ", with[k]);
    int quoted = 0; /* tlacards 14: the token's quoted ability ends the sentence with its own period */
    for (int k = 0; k < t->abil_count; k++) {
      const pack_ability *ta = &p->abils[t->abil_first + k];
      if (ta->kind == ABIL_STATIC && (ta->trig_arg & PACK_BLOCK_SUB_NON) && (ta->trig_arg & ~PACK_BLOCK_SUB_NON) - 1 < SUB__COUNT)
        fprintf(out, " with \"This token can't block or be blocked by non-%s creatures.\"",
                type_sub_names[(ta->trig_arg & ~PACK_BLOCK_SUB_NON) - 1]), quoted = 1;
    }
    if (op == OP_CREATE_ATTACKING) /* 508.4 */
      fprintf(out, " that%s tapped and attacking", n == 1 ? "'s" : " are");
    if (n == GYCREATURE_COUNT || n == GYLAND_COUNT)
      fprintf(out, " for each %s card in your graveyard", n == GYLAND_COUNT ? "land" : "creature");
    if (n == EXCESS_COUNT)
      fputs(" equal to the amount of excess damage dealt to that creature this way", out);
    if (n == COUNTERED_COUNT) /* eclcards 10: Glen Elendra's Answer */
      fputs(" for each spell and ability countered this way", out);
    if (IS_SUB_COUNT(n) && !(a->wording2 & PACK_WORD2_FOR_EACH_FIRST) && !(a->wording3 & PACK_WORD3_WHERE_X))
      fprintf(out, " for each %s you control", type_sub_names[SUB_COUNT - n]);
    char cw[128];
    if ((IS_GYSUB_COUNT(n) || (IS_SUB_COUNT(n) && (a->wording3 & PACK_WORD3_WHERE_X))) &&
        count_words(cw, sizeof cw, n)) /* Morcant's Eyes; Krenko */
      fprintf(out, ", where X is %s.", cw);
    else
      fputs(n == LIFE_COUNT ? ", where X is your life total." : quoted ? "" : ".", out);
    return;
  }
  if (op == OP_COUNTERS) { /* SELF or TARGET i; PUSH n; COUNTERS k -- k is not on the stack: see spell() */
    char tb[128], self_this[32];
    snprintf(self_this, sizeof self_this, "this %s", dsl_self_noun(c)); /* "this creature", "this Vehicle" */
    const char *on = (a->wording2 & PACK_WORD2_IT) ? "it" /* "tap target creature ... and put a stun counter on it" */
                   : tgt == -5 ? "that creature" /* tlacards: ABOUT, the creature a trigger saw enter */
                   : tgt != -3 ? tphrase(a, tgt, tb, sizeof tb)
                   : (a->wording3 & PACK_WORD3_PRONOUN) ? dsl_pronoun(a, 1) /* tlacards: "on her" */
                   : (c->pt_flags & PACK_SELF_NAMED) && (a->flags & PACK_ABF_SAYS_THIS) ? pack_str(p, c->name)
                   : (c->pt_flags & PACK_SELF_NAMED) || (a->flags & PACK_ABF_GRANTED) ? "it" : self_this;
    if (n == 1 && tgt >= 0 && a->target[tgt] == TGT_NONISLAND_LAND_ACTIVE) /* the active player's (Quicksilver Fountain) */
      fprintf(out, "That player puts a %s counter on %s.", type_counter_names[prev], on);
    else if (n == 1)
      fprintf(out, "Put a %s counter on %s.", type_counter_names[prev], on);
    else if (n == GYLAND_COUNT) /* tdmcards 19: Lasyd Prowler */
      fprintf(out, "Put X %s counters on %s, where X is the number of land cards in your graveyard.",
              type_counter_names[prev], on);
    else
      fprintf(out, "Put %s %s counters on %s.", n == X_COUNT ? "X" : n == AMOUNT_COUNT ? "that many" /* fdncards 10 */
              : n >= 0 && n <= 10 ? cg_number_words[n] : "many",
              type_counter_names[prev], on);
    return;
  }
  if (op == OP_PUMP) { /* SELF or TARGET i; PUSH p; PUSH t; PUMP. A zero takes the other's sign: +3/+0, -1/-0 */
    char mod[32];
    char ps = prev < 0 || (prev == 0 && n < 0) ? '-' : '+', ts = n < 0 || (n == 0 && prev < 0) ? '-' : '+';
    char where[112] = "", cw[96];
    if (n == ATTACKING_COUNT)
      snprintf(where, sizeof where, ", where X is the number of attacking creatures");
    else if (count_words(cw, sizeof cw, n))
      snprintf(where, sizeof where, ", where X is %s", cw);
    if (n == X_COUNT || where[0]) /* "+X/+X" */
      snprintf(mod, sizeof mod, "+X/+X");
    else
      snprintf(mod, sizeof mod, "%c%d/%c%d", ps, prev < 0 ? -prev : prev, ts, n < 0 ? -n : n);
    if (tgt == -3 && (c->pt_flags & PACK_SELF_NAMED)) /* "Glint-Eye Nephilim gets +1/+1 until end of turn." */
      fprintf(out, "%s gets %s until end of turn%s.", pack_str(p, c->name), mod, where);
    else if (tgt == -3)
      fprintf(out, "This %s gets %s until end of turn%s.", (c->types & TYPEBIT(CREATURE)) ? "creature" : "permanent", mod, where);
    else if (tgt == -5) /* "it": what the trigger's event was about (Thoughtweft Imbuer) */
      fprintf(out, "It gets %s until end of turn%s.", mod, where);
    else
      fprintf(out, "%c%s gets %s until end of turn%s.", type_target_phrases[a->target[tgt]][0] - 'a' + 'A',
              type_target_phrases[a->target[tgt]] + 1, mod, where);
    return;
  }
  char tb[128], nb[16], tb2[128];
  const char *who = tgt == -1 ? "you" : tgt == -2 ? "each opponent" : tgt == -5 ? "it" : tgt == -6 ? "its controller"
                    : tgt >= 0 ? tphrase(a, tgt, tb, sizeof tb) : "";
  const char *ns = digits(n, nb, sizeof nb);
  if (op == OP_DRAW && n == SPELLS_COUNT) { /* tdmcards 10: Narset, Jeskai Waymaster */
    fputs("Draw cards equal to the number of spells you've cast this turn.", out);
    return;
  }
  if ((op == OP_GAIN_LIFE || op == OP_DRAW) && n == COLORS_COUNT) { /* Vivid: "You gain life equal to ..." */
    fprintf(out, "%s equal to %s.", op == OP_DRAW ? "Draw cards" : "You gain life", vivid_count);
    return;
  }
  if (op == OP_GAIN_LIFE && n == EXCESS_COUNT) { /* tlacards 15: Razor Rings (120.10) */
    fputs("You gain life equal to the excess damage dealt this way.", out);
    return;
  }
  if (op == OP_LOSE_LIFE && n == GAINED_COUNT && tgt >= 0) { /* fdncards 11b: Midnight Snack */
    const char *w = tphrase(a, tgt, tb, sizeof tb);
    fprintf(out, "%c%s loses X life, where X is the amount of life you gained this turn.",
            w[0] >= 'a' && w[0] <= 'z' ? w[0] - 'a' + 'A' : w[0], w + 1);
    return;
  }
  if (op == OP_LOSE_LIFE && IS_SRCCTR_COUNT(n) && tgt == -2) { /* lead 17: Ravenous Amulet */
    fprintf(out, "Each opponent loses life equal to the number of %s counters on this %s.",
            type_counter_names[SRCCTR_COUNT - n], dsl_self_noun(c));
    return;
  }
  if (op == OP_LOSE_LIFE && n == TGTMV_COUNT && tgt == -1) { /* fdncards 11: Feed the Swarm */
    fputs("You lose life equal to that permanent's mana value.", out);
    return;
  }
  if (op == OP_GAIN_LIFE && n == COSTSAC_COUNT) { /* fdncards 18: Ayli, Eternal Pilgrim */
    fputs("You gain life equal to the sacrificed creature's toughness.", out);
    return;
  }
  if (op == OP_GAIN_LIFE && (n == LOST_COUNT || n == SAC_COUNT)) {
    fputs(n == LOST_COUNT ? "You gain life equal to the life lost this way." : "You gain life equal to that creature's toughness.",
          out);
    return;
  }
  if (tgt == -2 && op == OP_DAMAGE) {
    fprintf(out, "%s deals %s damage to each opponent.", src, ns);
    return;
  }
  if (tgt == -2 && n <= DEVOTION_COUNT && n > DEVOTION_COUNT - COLOR__COUNT) { /* 700.5 */
    fprintf(out, "Each opponent loses X life, where X is your devotion to %s.", type_color_words[DEVOTION_COUNT - n]);
    return;
  }
  if (tgt == -2 && op != OP_DISCARD) { /* fdncards 13: after "Whenever an opponent casts a spell," the caster (Painful
                                          Quandary) */
    fprintf(out, "%s %s %s life.", a->kind == ABIL_TRIGGERED && a->trigger == TRIG_OPP_CASTS ? "That player" : "Each opponent",
            op == OP_GAIN_LIFE ? "gains" : "loses", ns);
    return;
  }
  switch (op) {
  case OP_DAMAGE:
    if (n == CARD_POWER_COUNT) /* Lie in Wait */
      fprintf(out, "%s deals damage equal to that card's power to %s.", src, who);
    else if (n == POWER_COUNT) /* Heartfire Immolator: SELF; POWER */
      fprintf(out, "%s deals damage equal to its power to %s.", src, who);
    else if (count_words(tb2, sizeof tb2, n) && (a->wording3 & PACK_WORD3_WHERE_X)) /* fdncards: Volley Veteran */
      fprintf(out, "%s deals damage to %s equal to %s.", src, who, tb2);
    else if (count_words(tb2, sizeof tb2, n))
      fprintf(out, "%s deals damage equal to %s to %s.", src, tb2, who);
    else if (tgt >= 0 && a->target[tgt] == TGT_ANY_OTHER) /* Boulder Dash: "... and 1 damage to any other target." */
      fprintf(out, "%s damage to %s.", ns, who);
    else
      fprintf(out, "%s deals %s damage to %s.", src, ns, who);
    break;
  case OP_DRAW:
    if (n == MVKINDS_COUNT) { /* fdncards 9: Lunar Insight */
      fputs("Draw a card for each different mana value among nonland permanents you control.", out);
      break;
    }
    if (n == CHOSEN_COUNT) { /* eclcards 8: Harmonized Crescendo */
      fputs("Draw a card for each permanent you control of that type.", out);
      break;
    }
    if (n == DESTROYED_COUNT) { /* tdmcards: Death Begets Life */
      fputs("Draw a card for each permanent destroyed this way.", out);
      break;
    }
    if (IS_SUB_COUNT(n)) { /* "Draw a card for each Shrine you control." (The Spirit Oasis) */
      fprintf(out, "Draw a card for each %s you control.", type_sub_names[SUB_COUNT - n]);
      break;
    }
    if ((a->wording & PACK_WORD_ADDITIONAL) && tgt == -5 && n == 1) { /* fdncards: Dictate of Kruphix (ABOUT) */
      fputs("That player draws an additional card.", out);
      break;
    }
    if (a->wording & PACK_WORD_ADDITIONAL) { /* "draw two additional cards" */
      fputs("Draw ", out);
      number(out, n);
      fputs(" additional cards.", out);
      break;
    }
    cards(out, who, tgt, tgt == -1 && (a->flags & PACK_ABF_YOU_DRAW) ? "You draw" : "Draw", "draws", n);
    break;
  case OP_GAIN_LIFE:
  case OP_LOSE_LIFE:
    if (op == OP_GAIN_LIFE && n == DESTROYED_COUNT) { /* fdncards: Fumigate */
      fputs("You gain 1 life for each creature destroyed this way.", out);
      break;
    }
    if (op == OP_GAIN_LIFE && (n == ATTACKING_COUNT || IS_ATTSUB_COUNT(n)) && tgt == -1) { /* fdncards */
      if (n == ATTACKING_COUNT)
        fputs("You gain 1 life for each attacking creature.", out);
      else
        fprintf(out, "You gain 1 life for each attacking %s you control.", type_sub_names[ATTSUB_COUNT - n]);
      break;
    }
    if (op == OP_GAIN_LIFE && n == AMOUNT_COUNT && tgt == -1) { /* fdncards: Bloodthirsty Conqueror */
      fputs("You gain that much life.", out);
      break;
    }
    if (tgt == -5 && (a->trigger == TRIG_OPP_CREATURE_DIES || a->trigger == TRIG_OPP_DRAW)) /* fdncards: Massacre Wurm
                                                                           (ABOUT, a player); Scrawling Crawler */
      fprintf(out, "That player %s %s life.", op == OP_GAIN_LIFE ? "gains" : "loses", ns);
    else if (tgt == -5 && a->trigger == TRIG_ANY_CAST_NONCREATURE) /* "they lose 2 life": the player who cast it (Mai) */
      fprintf(out, "They %s %s life.", op == OP_GAIN_LIFE ? "gain" : "lose", ns);
    else if (tgt < 0 && tgt != -6 && count_words(tb2, sizeof tb2, n)) /* "... and you gain X life, where X is ..." */
      fprintf(out, "You %s X life, where X is %s.", op == OP_GAIN_LIFE ? "gain" : "lose", tb2);
    else if (tgt < 0 && tgt != -6)
      fprintf(out, "You %s %s life.", op == OP_GAIN_LIFE ? "gain" : "lose", ns);
    else
      fprintf(out, "%c%s %s %s life.", who[0] - 'a' + 'A', who + 1, op == OP_GAIN_LIFE ? "gains" : "loses", ns);
    break;
  case OP_DESTROY: fprintf(out, "Destroy %s.", who); break;
  case OP_CLEAR_COUNTERS: fprintf(out, "Remove all counters from %s.", who); break;
  case OP_REMOVE_ANY: fprintf(out, "Remove any number of counters from %s.", who); break; /* eclcards 10 */
  case OP_EXILE: fprintf(out, "Exile %s.", who); break;
  case OP_EXILE_UNTIL: fprintf(out, "Exile %s until this %s leaves the battlefield.", who, dsl_self_noun(c)); break; /* 610.3 */
  case OP_AIRBEND: fprintf(out, "Airbend %s.", who); break; /* 701.65a */
  case OP_DAMAGE_EACH: fprintf(out, "It deals %s damage to each creature and each planeswalker.", ns); break;
  case OP_BOUNCE_ATTACKING: fputs("Return all attacking creatures to their owner's hand.", out); break; /* fdncards */
  case OP_BOUNCE: fprintf(out, "Return %s to its owner's hand.", who); break;
  case OP_RETURN_LINKED: fputs("Return the exiled card to its owner's hand.", out); break; /* eclcards: 607.2a */
  case OP_FLICKER:
    fprintf(out, "Exile %s, then return %s to the battlefield under its owner's control.", who,
            (a->wording2 & PACK_WORD2_IT) ? "it" : "that card"); /* tlacards 13: Airbender Ascension */
    break;
  case OP_TUCK_SECOND: /* Temporal Cleansing */
    fprintf(out, "The owner of %s puts it into their library second from the top or on the bottom.", who);
    break;
  case OP_TUCK:
    if (a->wording2 & PACK_WORD2_OWNER_OF) { /* Riverwalk Technique */
      fprintf(out, "The owner of %s puts it on their choice of the top or bottom of their library.", who);
      break;
    }
    fprintf(out, "%c%s's owner puts it on their choice of the top or bottom of their library.", who[0] - 'a' + 'A', who + 1);
    break;
  case OP_COUNTER: fprintf(out, "Counter %s.", who); break;
  case OP_COUNTER_EXILE:
    fprintf(out, "Counter %s. If that spell is countered this way, exile it instead of putting it into its owner's "
            "graveyard.", who);
    break;
  case OP_TAP: /* SELF; TAP: "Tap it." (Unrooted Ancestor), "tap this creature." (Tiger-Seal) */
    fprintf(out, "Tap %s.", tgt == -3 ? ((a->wording2 & PACK_WORD2_IT) ? "it" : "this creature") : who);
    break;
  case OP_PREVENT_NEXT: fprintf(out, "Prevent the next %s damage that would be dealt to %s this turn.", ns, who); break;
  case OP_SCRY: fprintf(out, "Scry %d.", n); break;       /* 701.22: Oracle text writes the number in digits */
  case OP_SURVEIL: fprintf(out, "Surveil %d.", n); break; /* 701.25 */
  case OP_MILL:
    if (n == POWER_COUNT) /* Veteran Ice Climber */
      fprintf(out, "%c%s mills cards equal to this creature's power.", who[0] - 'a' + 'A', who + 1);
    else if (tgt < 0 && tgt != -2 && tgt != -6 && count_words(tb2, sizeof tb2, n)) /* tdmcards 19: Lasyd Prowler */
      fprintf(out, "Mill cards equal to %s.", tb2);
    else if (count_words(tb2, sizeof tb2, n)) /* "Target player mills X cards, where X is ..." (Master Pakku) */
      fprintf(out, "%c%s mills X cards, where X is %s.", who[0] - 'a' + 'A', who + 1, tb2);
    else
      cards(out, who, tgt, "Mill", "mills", n); /* 701.17 */
    break;
  case OP_DISCARD: cards(out, who, tgt, "Discard", "discards", n); break; /* 701.9a */
  case OP_DISCARD_HAND: fputs("Discard your hand.", out); break; /* 701.9a */
  case OP_DISCARD_RANDOM: /* 701.9b: "that player" (ABOUT) */
    cards(out, tgt == -5 ? "that player" : who, tgt == -5 ? 0 : tgt, "Discard", "discards", n);
    fseek(out, -1, SEEK_CUR);
    fputs(" at random.", out);
    break;
  default:
    fprintf(out, "(%s)", op_table[op].name);
    break;
  }
}

/* an ability's mana cost, e.g. "{2}{W}" */
static void ability_mana(FILE *dest, const pack_ability *a)
{
  for (int i = 0; i < a->x; i++)
    fputs("{X}", dest); /* 107.3: {X} comes first (Harmonize {X}{G}{G}{G}{G}) */
  if (a->generic)
    fprintf(dest, "{%d}", a->generic);
  symbols(dest, a->mana_cost); /* {3}{G}{U}{R} */
  if (a->kind == ABIL_ACTIVATED || (a->kind == ABIL_ALT_COST && a->mana == PACK_ALT_EVOKE))
    hybrids(dest, a->hybrid); /* eclcards: "{1}{W/B}"; evoke's "{R/W}{R/W}" */
}

/* puts `words` in front of sentence s (of size n) in place of its first `drop` characters; what followed starts
   lower-case */
/* 702.189a: N if ability a is the triggered ability "Firebending N" stands for (PUSH n; YOU; FIREBEND), else 0 */
int dsl_firebending(const mtg_pack *p, const pack_ability *a)
{
  const uint8_t *code = p->code + a->code;
  if (a->kind != ABIL_TRIGGERED || a->trigger != TRIG_ATTACKS || a->code_len != 6 || code[0] != OP_PUSH ||
      code[3] != OP_YOU || code[4] != OP_FIREBEND)
    return 0;
  return op_read_s16(code + 1);
}

/* 702.189a: OP_POWER or OP_CONTROL_TYPE if ability a is the triggered ability "Firebending X, where X is ..." stands for
   (SELF; POWER | CONTROL_TYPE creature; YOU; FIREBEND), else 0 */
int dsl_firebending_x(const mtg_pack *p, const pack_ability *a)
{
  const uint8_t *code = p->code + a->code;
  if (a->kind != ABIL_TRIGGERED || a->trigger != TRIG_ATTACKS)
    return 0;
  if (a->code_len == 5 && code[0] == OP_SELF && code[1] == OP_POWER && code[2] == OP_YOU && code[3] == OP_FIREBEND)
    return OP_POWER;
  if (a->code_len == 5 && code[0] == OP_CONTROL_TYPE && code[1] == TYPE_CREATURE && code[2] == OP_YOU &&
      code[3] == OP_FIREBEND)
    return OP_CONTROL_TYPE;
  return 0;
}

static void spell(FILE *dest, const mtg_pack *p, const pack_card *c, const pack_ability *a);

/* an effect whose sentence ends with a quoted ability: the quote's own period ends it */
static int ends_quoted(const mtg_pack *p, const pack_ability *e)
{
  int grant = 0;
  for (uint32_t pc = 0; pc < e->code_len; pc += (uint32_t)op_size(p->code + e->code + pc))
    grant |= p->code[e->code + pc] == OP_GRANT;
  return grant && !(e->joins & CG_HINT_STILL);
}

/* tdmcards: an effect that lets a creature attack as though it didn't have defender says its "this turn" itself */
static int defender_attacks(const mtg_pack *p, const pack_ability *e)
{
  for (uint32_t pc = 0; pc < e->code_len; pc += (uint32_t)op_size(p->code + e->code + pc))
    if (p->code[e->code + pc] == OP_RESTRICT && ((uint16_t)op_read_s16(p->code + e->code + pc + 1) & RULE_DEFENDER_ATTACKS))
      return 1;
  return 0;
}

/* the mana a PAYS operand and the generic amount before it say: "{2}{W}"; "{0}" for nothing */
static void pay_symbols(char *out, size_t size, int generic, int packed)
{
  int l = 0;
  out[0] = '\0';
  if (generic == X_COUNT) /* "{X}": the spell's X (XVAL) */
    l += snprintf(out, size, "{X}");
  else if (generic > 0 || packed == 0)
    l += snprintf(out, size, "{%d}", generic);
  for (int m = 0; m < 5; m++)
    for (int r = 0; r < ((packed >> (3 * m)) & 7) && l + 4 < (int)size; r++)
      l += snprintf(out + l, size - (size_t)l, "{%c}", "WUBRG"[m]);
}

static void lead(char *s, size_t n, const char *words, size_t drop)
{
  size_t len = strlen(s), w = strlen(words);
  if (len - drop + w + 1 > n)
    return;
  memmove(s + w, s + drop, len - drop + 1);
  memcpy(s, words, w);
  if (s[w] >= 'A' && s[w] <= 'Z')
    s[w] = (char)(s[w] - 'A' + 'a');
}

/* "{T}: Add {G}.", "{T}: Add {C}{C}.", "{T}: Add {G}, {U}, or {R}." (in color order from the first-named kind,
   `first`), "{T}: Add one mana of any color." -- a mana ability of mask `mana` (bit MANA_*) */
void dsl_render_mana(FILE *dest, const char *cost, int mana, int first, int amount)
{
  fprintf(dest, "{T}%s%s: Add ", cost ? ", " : "", cost ? cost : "");
  if (amount > 0 && (amount & MANA_ONE_COLOR)) /* lead: 106.1a, one color for all */
    fprintf(dest, "%s mana of any one color", (amount & MANA_AMOUNT_LOW) == 2 ? "two" : "three");
  else if (mana == (1 << COLOR__COUNT) - 1 && amount > 1) /* 106.1a */
    fprintf(dest, "%s mana in any combination of colors", amount == 2 ? "two" : "three");
  else if (mana == (1 << COLOR__COUNT) - 1 && amount == -1) /* fdncards 9: ACTR_CHOSEN_COLOR */
    fputs("one mana of the chosen color", dest);
  else if (mana == (1 << COLOR__COUNT) - 1)
    fputs("one mana of any color", dest);
  int k = 0;
  if (first >= 0 && mana != (1 << COLOR__COUNT) - 1)
    for (int r = 0; r < (amount > 1 ? amount & MANA_AMOUNT_LOW : 1); r++) /* "{C}{C}" */
      fprintf(dest, "{%c}", "WUBRGC"[first]), k++;
  int colors = __builtin_popcount((unsigned)mana); /* "{G} or {W}"; three: "{G}, {U}, or {R}" */
  for (int i = 1; i <= MANA__COUNT && first >= 0 && mana != (1 << COLOR__COUNT) - 1; i++) {
    int m = (first + i) % MANA__COUNT;
    if ((mana & (1 << m)) && m != first)
      fprintf(dest, "%s{%c}", colors < 3 ? " or " : ++k == colors ? ", or " : ", ", "WUBRGC"[m]);
  }
  fputs(".", dest);
}


/* " Spend this mana only to cast Aura and/or Equipment spells." (106.6), after a restricted mana ability */
static void render_mana_only(FILE *dest, const pack_ability *a)
{
  if (!a->only[0])
    return;
  const char *w[2];
  for (int k = 0; k < 2; k++)
    w[k] = !a->only[k] || (a->only[k] & ONLY_TYPE) ? NULL : type_sub_names[(a->only[k] & ONLY_ID) - 1];
  fputs(" Spend this mana only to cast ", dest);
  if (a->only[0] & ONLY_CHOSEN) { /* lead: Secluded Courtyard, Eclipsed Realms */
    const char *cr = a->only[1] ? "creature " : "";
    fprintf(dest, "a %sspell of the chosen type or activate an ability of a %ssource of the chosen type.", cr, cr);
  } else if (a->only[0] & ONLY_TYPE) { /* "a creature spell" */
    fputs("a ", dest);
    for (const char *t = type_card_names[a->only[0] & ONLY_ID]; *t; t++)
      fputc(*t >= 'A' && *t <= 'Z' ? *t - 'A' + 'a' : *t, dest);
    fputs(" spell.", dest);
  } else if ((a->only[0] & ONLY_PLURAL) && (a->only[0] & ONLY_ABILITIES))
    fprintf(dest, "%s spells or activate abilities of %s sources.", w[0], w[0]);
  else if (a->only[0] & ONLY_PLURAL)
    fprintf(dest, "%s%s%s spells.", w[0], w[1] ? " and/or " : "", w[1] ? w[1] : "");
  else if (a->only[0] & ONLY_ABILITIES)
    fprintf(dest, "%s %s spell or activate an ability of %s %s source.", dsl_article(w[0]), w[0], dsl_article(w[0]), w[0]);
  else if (a->only[0] & ONLY_EACH)
    fprintf(dest, "%s %s spell or %s %s spell.", dsl_article(w[0]), w[0], dsl_article(w[1]), w[1]);
  else
    fprintf(dest, "%s %s%s%s spell.", dsl_article(w[0]), w[0], w[1] ? " or " : "", w[1] ? w[1] : "");
}

/* whether the code holds operation op */
static int has_op(const uint8_t *code, uint32_t len, int op)
{
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == op)
      return 1;
  return 0;
}

/* Vivid's X: the text's last period becomes ", where X is the number of colors among permanents you control." */
static char *vivid_where(char *text)
{
  size_t l = text ? strlen(text) : 0;
  char *out = l && text[l - 1] == '.' ? malloc(l + sizeof vivid_count + 16) : NULL;
  if (!out)
    return text;
  sprintf(out, "%.*s, where X is %s.", (int)(l - 1), text, vivid_count);
  free(text);
  return out;
}

/* how a "deals N damage to each ..." sentence names its source: the card's name (a spell, or a permanent that names
   itself), or "This creature" */
static void dsl_render_source(char *src, size_t n, const mtg_pack *p, const pack_card *c, const pack_ability *a)
{
  if (a->kind == ABIL_SPELL || PACK_MODE_KIND(a->kind) || (c->pt_flags & PACK_SELF_NAMED))
    snprintf(src, n, "%s", pack_str(p, c->name));
  else
    snprintf(src, n, "This %s", dsl_self_noun(c));
}

static void spell(FILE *dest, const mtg_pack *p, const pack_card *c, const pack_ability *a)
{
  char *text = NULL;
  size_t len = 0;
  FILE *out = open_memstream(&text, &len); /* the sentences, then fixed up as one string */
  if (!out)
    return;
  const uint8_t *code = p->code + a->code;
  int n = 0, prev = 0, tgt = -1, first = 1;
  const char *noun = dsl_self_noun(c);
  char subject[160]; /* how a permanent's text names itself: "this creature", or its name */
  if (a->flags & PACK_ABF_GRANTED) /* granted to what the effect makes a creature: "this creature" */
    snprintf(subject, sizeof subject, "this creature");
  else if (c->pt_flags & PACK_SELF_NAMED)
    snprintf(subject, sizeof subject, "%s", pack_str(p, c->name));
  else
    snprintf(subject, sizeof subject, "this %s", noun);
  if (a->kind == ABIL_TRIGGERED && a->cond == COND_ECHO && a->code_len > 7 && code[0] == OP_PUSH && code[4] == OP_PAYS) {
    int n = op_read_s16(code + 1), packed = (uint16_t)op_read_s16(code + 5); /* 702.30a: PUSH n; YOU; PAYS ... */
    fputs("Echo ", dest);
    if (n > 0 || packed == 0)
      fprintf(dest, "{%d}", n);
    for (int m = 0; m < 5; m++)
      for (int r = 0; r < ((packed >> (3 * m)) & 7); r++)
        fprintf(dest, "{%c}", "WUBRG"[m]);
    fputs("\n", dest);
    fclose(out);
    free(text);
    return;
  }
  if (dsl_firebending(p, a) > 0 || dsl_firebending_x(p, a)) { /* 702.189a: the keyword stands for the trigger */
    if (dsl_firebending_x(p, a))
      fprintf(dest, "Firebending X, where X is %s%s.\n", dsl_firebending_x(p, a) == OP_POWER ? subject /* "Fire Lord
                                                                                   Zuko's power" (tlacards 18) */
                                                                                   : "the number of creatures you control",
              dsl_firebending_x(p, a) == OP_POWER ? "'s power" : "");
    else
      fprintf(dest, "Firebending %d\n", dsl_firebending(p, a));
    fclose(out);
    free(text);
    return;
  }
  if (a->extra & PACK_EXTRA_MOBILIZE) { /* 702.181a: the keyword stands for the trigger; MARK; PUSH n; ... */
    if (code[1] == OP_PUSH)
      fprintf(dest, "Mobilize %d\n", op_read_s16(code + 2));
    else /* GY_TYPE_YOURS t */
      fprintf(dest, "Mobilize X, where X is the number of %c%s cards in your graveyard.\n",
              type_card_names[code[2]][0] - 'A' + 'a', type_card_names[code[2]] + 1);
    fclose(out);
    free(text);
    return;
  }
  if (dsl_render_copy_line(dest, a, code)) { /* tdmcards 17: "Storm" (702.40a), "copy the next spell ..." (603.7) */
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_SPELL && (a->cost & (PACK_COST_SAC_CREATURE | PACK_COST_DISCARD))) /* 601.2b: its own line */
    fprintf(dest, "As an additional cost to cast this spell, %s.\n",
            (a->cost & PACK_COST_SAC_CREATURE) ? "sacrifice a creature" : "discard a card");
  if (a->word >= AWORD_ABZAN) /* tdmcards 17: a Siege's "• Abzan — ..." */
    fputs("\xE2\x80\xA2 ", dest);
  if (a->word)
    fprintf(dest, "%s \xE2\x80\x94 ", type_aword_names[a->word]);
  if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CHAPTER) { /* 714.2c: "I, II — " */
    static const char *const numerals[] = {"", "I", "II", "III", "IV", "V", "VI"};
    for (int n = 1, said = 0; n <= 6; n++)
      if ((a->trig_arg >> n) & 1)
        fprintf(dest, "%s%s", said++ ? ", " : "", numerals[n]);
    fputs(" \xE2\x80\x94 ", dest);
  } else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CAST_MV)
    fprintf(dest, "Whenever you cast a spell with mana value %d or greater, ", a->trig_arg);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CAST_MV) /* tlacards 15: Avatar Kuruk, no least mana value */
    fputs("Whenever you cast a spell, ", dest);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_ENTERS_OR_CAST_MV) /* eclcards: Flaring Cinder */
    fprintf(dest, "When %s enters and whenever you cast a spell with mana value %d or greater, ", subject, a->trig_arg);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_ATTACKS_ALONE) /* eclcards: Thoughtweft Imbuer */
    fprintf(dest, "Whenever a creature you control attacks alone, ");
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CREATURE_COMBAT_DAMAGE && a->trig_arg >= TRIG_ARG_WITH_KW &&
           a->trig_arg < TRIG_ARG_WITH_KW + KW__COUNT) /* fdncards 11: Fynn, the Fangbearer */
    fprintf(dest, "Whenever a creature you control with %s deals combat damage to a player, ",
            type_keyword_names[a->trig_arg - TRIG_ARG_WITH_KW]);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CREATURE_COMBAT_DAMAGE && a->trig_arg == TRIG_ARG_COUNTERED)
    fputs("Whenever a creature you control with a counter on it deals combat damage to a player, ", dest); /* 17c */
  else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_CAST_SELF || a->trigger == TRIG_NEXT_CAST)) /* tdmcards 17 */
    dsl_render_cast_head(dest, a);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_THAT_DIES) /* eclcards 10: Scarblade's Malice */
    fputs(a->trig_arg == TRIG_ARG_UNDER_YOURS ? "When it dies under your control this turn, " /* tdmcards 19 */
          : "When that creature dies this turn, ", dest);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg == TRIG_ARG_CHOSEN && a->trigger == TRIG_CAST_SUBTYPE) /* eclcards 7 */
    fputs("Whenever you cast a spell of the chosen type, ", dest);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg == TRIG_ARG_CHOSEN && a->trigger == TRIG_PERMANENT_ENTERS) /* 13 */
    fputs("Whenever a permanent you control of the chosen type enters, ", dest);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CAST_SUBTYPE && a->only[1]) /* tlacards 15 */
    fprintf(dest, "Whenever you cast %s %s, %s, or %s spell, ", dsl_article(type_sub_names[a->trig_arg - 1]),
            type_sub_names[a->trig_arg - 1], type_sub_names[(a->only[0] - 1) % SUB__COUNT],
            type_sub_names[(a->only[1] - 1) % SUB__COUNT]);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CAST_SUBTYPE)
    fprintf(dest, "Whenever you cast %s %s spell, ", dsl_article(type_sub_names[a->trig_arg - 1]),
            type_sub_names[a->trig_arg - 1]);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CAST_ARTIFACT_OR) /* tlacards 13 */
    fprintf(dest, "Whenever you cast an artifact or %s spell, ", type_sub_names[a->trig_arg - 1]);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CAST_NONCREATURE_OR)
    fprintf(dest, (a->wording3 & PACK_WORD3_OR_SUB) ? "Whenever you cast a noncreature or %s spell, "
                  : "Whenever you cast a noncreature spell or a %s spell, ", type_sub_names[a->trig_arg - 1]);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CREATURE_ATTACKS && a->trig_arg) /* fdncards: Linden */
    fprintf(dest, "Whenever a %s creature you control attacks, ", type_color_words[__builtin_ctz(a->trig_arg)]);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_OPP_CASTS && a->trig_arg) { /* fdncards: Mold Adder */
    const char *cw[2] = {"", ""};
    for (int k = 0, n = 0; k < COLOR__COUNT && n < 2; k++)
      if (a->trig_arg & BIT(k))
        cw[n++] = type_color_words[k];
    fprintf(dest, "Whenever an opponent casts a %s or %s%s spell, ", cw[0], cw[1],
            (a->trig_arg & OPPCAST_INSTSORC) ? " instant or sorcery" : ""); /* fdncards 8: Mindsparker */
  }
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CAST_TARGETS_SELF) /* fdncards 11: Gnarlback Rhino */
    fprintf(dest, "Whenever you cast a spell that targets %s, ", subject);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_PLUS1_PUT_SELF) /* fdncards 10: Exemplar of Light */
    fprintf(dest, "Whenever you put one or more +1/+1 counters on %s, ", subject);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_PLUS1_PUT_ANOTHER) /* fdncards 10: Wildwood Scourge */
    fprintf(dest, "Whenever one or more +1/+1 counters are put on another non-%s creature you control, ",
            type_sub_names[(a->trig_arg & ~TRIG_ARG_NON) - 1]);
  else if (a->kind == ABIL_TRIGGERED && (a->cond == COND_WHILE_MINUS1 || a->cond == COND_WHILE_MINUS1_IT)) /* eclcards */
    fprintf(dest, "Whenever %s%s while %s, ", a->trigger == TRIG_BECOMES_TAPPED ? subject : "",
            a->trigger == TRIG_BECOMES_TAPPED ? " becomes tapped" : dsl_trigger_phrases[a->trigger], type_cond_phrases[a->cond]);
  else if (a->kind == ABIL_TRIGGERED && (a->wording2 & PACK_WORD2_OR_THIS)) /* fdncards: Vengeful Bloodwitch */
    fprintf(dest, "Whenever %s or another %s%s you control %s, ", subject, (a->wording2 & PACK_WORD2_NONTOKEN) ? "nontoken " : "",
            a->trig_arg ? type_sub_names[a->trig_arg - 1] : "creature", a->trigger == TRIG_CREATURE_ENTERS ? "enters" : "dies");
  else if (a->kind == ABIL_TRIGGERED && (a->wording2 & PACK_WORD2_NONTOKEN) && a->trig_arg &&
           a->trigger == TRIG_ANOTHER_CREATURE_ENTERS) /* fdncards: Lathliss */
    fprintf(dest, "Whenever another nontoken %s you control enters, ", type_sub_names[a->trig_arg - 1]);
  else if (a->kind == ABIL_TRIGGERED && (a->wording2 & PACK_WORD2_NONTOKEN)) /* fdncards: Midnight Reaper; Anafenza */
    fprintf(dest, "Whenever %s nontoken creature you control dies, ", a->trigger == TRIG_ANOTHER_CREATURE_DIES ? "another" : "a");
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg == TRIG_ARG_COUNTERED && a->trigger == TRIG_ANOTHER_CREATURE_DIES)
    fputs("Whenever another creature you control dies, if it had counters on it, ", dest); /* tlacards 19 (603.4) */
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg == TRIG_ARG_NONLAND && a->trigger == TRIG_CREATURE_DIES)
    fputs("Whenever a nonland creature you control dies, ", dest); /* tlacards 19: Beifong's Bounty Hunters */
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_ANOTHER_CREATURE_DIES)
    fprintf(dest, "Whenever another %s you control dies, ", type_sub_names[a->trig_arg - 1]);
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg == TRIG_ARG_COUNTERED && a->trigger == TRIG_CREATURE_DIES)
    fputs("Whenever a creature you control with one or more counters on it dies, ", dest); /* eclcards 11: Shadow Urchin */
  else if (a->kind == ABIL_TRIGGERED && a->trig_arg && a->trigger == TRIG_CREATURE_DIES)
    fprintf(dest, "Whenever %s %s%s you control dies, ", dsl_article(type_sub_names[a->trig_arg - 1]),
            type_sub_names[a->trig_arg - 1], (a->wording3 & PACK_WORD3_NO_CREATURE) ? "" : " creature");
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_COMBAT_DAMAGE_ONE_OR_MORE) { /* tlacards 13 */
    char sub[TYPE_NAME_LEN + 2] = "creatures";
    if (a->trig_arg)
      plural(sub, sizeof sub, type_sub_names[a->trig_arg - 1], 0);
    fprintf(dest, "Whenever one or more %s you control deal combat damage to a player, ", sub);
  } else if (a->kind == ABIL_TRIGGERED && a->trig_arg) { /* "When a Dragon you control enters," */
    const char *sub = type_sub_names[a->trig_arg - 1];
    fprintf(dest, "%s %s %s you control enters, ", (a->wording & PACK_WORD_WHEN) ? "When" : "Whenever",
            a->trigger == TRIG_ANOTHER_CREATURE_ENTERS || a->trigger == TRIG_ANOTHER_PERMANENT_ENTERS ? "another"
            : dsl_article(sub), sub);
  } else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_GAIN_LIFE || a->trigger == TRIG_ANOTHER_CREATURE_ENTERS ||
                                    a->trigger == TRIG_CAST_NONCREATURE || a->trigger == TRIG_LAND_ENTERS ||
                                    a->trigger == TRIG_CREATURE_ENTERS || a->trigger == TRIG_CAST_OPP_TURN ||
                                    a->trigger == TRIG_SECOND_SPELL || a->trigger == TRIG_CAST_INSTANT_SORCERY ||
                                    a->trigger == TRIG_CAST_RED || a->trigger == TRIG_YOU_ATTACK ||
                                    a->trigger == TRIG_ANY_CREATURE_ENTERS || a->trigger == TRIG_DRAW ||
                                    a->trigger == TRIG_SECOND_DRAW || a->trigger == TRIG_CREATURE_ENTERS_THIS_TURN ||
                                    a->trigger == TRIG_CREATURE_DIES_THIS_TURN ||
                                    a->trigger == TRIG_CAST_NONCREATURE_THIS_TURN ||
                                    a->trigger == TRIG_ANY_CAST_NONCREATURE || a->trigger == TRIG_SACRIFICE_ANOTHER ||
                                    a->trigger == TRIG_SACRIFICE_YOUR_TURN || a->trigger == TRIG_ANOTHER_LEAVES_YOUR_TURN ||
                                    a->trigger == TRIG_ANOTHER_NONTOKEN_CREATURE_ENTERS || a->trigger == TRIG_GY_LEAVE ||
                                    a->trigger == TRIG_GY_LEAVE_ONE ||
                                    a->trigger == TRIG_ANOTHER_CREATURE_DIES || a->trigger == TRIG_CREATURE_DIES ||
                                    a->trigger == TRIG_POWER4_ENTERS || a->trigger == TRIG_GAIN_LIFE_FIRST ||
                                    a->trigger == TRIG_GAIN_LIFE_FIRST_YOURS || a->trigger == TRIG_OPP_CASTS ||
                                    a->trigger == TRIG_OPP_CREATURE_DIES || a->trigger == TRIG_CAST_CREATURE || /* fdncards 7 */
                                    a->trigger == TRIG_CREATURE_ATTACKS || a->trigger == TRIG_EQUIPPED_COMBAT_DAMAGE ||
                                    a->trigger == TRIG_OPP_LOSES_LIFE || a->trigger == TRIG_ANOTHER_POWER2_ENTERS ||
                                    a->trigger == TRIG_ANOTHER_NONTOKEN_DIES || a->trigger == TRIG_CREATURES_ATTACK ||
                                    a->trigger == TRIG_ATTACK_WITH3 || a->trigger == TRIG_CREATURE_COMBAT_DAMAGE ||
                                    a->trigger == TRIG_EQUIPPED_ATTACKS ||
                                    a->trigger == TRIG_OPP_DRAW || a->trigger == TRIG_COUNTER_PUT ||
                                    a->trigger == TRIG_OPP_SECOND_DRAW || a->trigger == TRIG_CAST_FROM_EXILE ||
                                    a->trigger == TRIG_CAST_OR_ENTERS_FROM_EXILE || /* tlacards 18 */
                                    a->trigger == TRIG_SOURCE_NONCOMBAT_OPP)) /* fdncards 13 */
    fprintf(dest, "Whenever %s, ", dsl_trigger_phrases[a->trigger]);
  else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_UPKEEP || a->trigger == TRIG_END_STEP ||
                                         a->trigger == TRIG_DRAW_STEP))
    fprintf(dest, "At the beginning of your %s, ", dsl_trigger_phrases[a->trigger]);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_REFLEXIVE)
    fputs("When you do, ", dest); /* 603.12 */
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_FIRST_MAIN)
    fputs("At the beginning of your first main phase, ", dest);
  else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_TRANSFORMS || a->trigger == TRIG_ENTERS_OR_TRANSFORMS))
    fprintf(dest, "Whenever this %s %stransforms into %s, ", noun, a->trigger == TRIG_TRANSFORMS ? "" : "enters or ",
            pack_str(p, c->name)); /* 701.28: the face's own name, in full */
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_ACTIVATE_OUTLAST)
    fprintf(dest, "Whenever you activate %s's outlast ability, ", pack_str(p, c->name));
  else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_BEGIN_COMBAT || a->trigger == TRIG_EACH_BEGIN_COMBAT))
    fprintf(dest, "At the beginning of %s, ", dsl_trigger_phrases[a->trigger]);
  else if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_EVERY_END_STEP)
    fprintf(dest, "At the beginning of the %s, ", dsl_trigger_phrases[a->trigger]);
  else if (a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_EACH_UPKEEP || a->trigger == TRIG_EACH_END_STEP ||
                                         a->trigger == TRIG_EACH_DRAW_STEP))
    fprintf(dest, "At the beginning of %s, ", dsl_trigger_phrases[a->trigger]);
  else if (a->kind == ABIL_TRIGGERED)
    fprintf(dest, "%s %s %s%s, ", a->trigger == TRIG_ENTERS || a->trigger == TRIG_DIES || a->trigger == TRIG_TO_GRAVEYARD ||
            a->trigger == TRIG_ENTERS_OR_DIES || a->trigger == TRIG_NO_COUNTERS || a->trigger == TRIG_LEAVES ? "When" : "Whenever", subject, dsl_trigger_phrases[a->trigger],
            (a->flags & PACK_ABF_THE_BATTLEFIELD) ? " the battlefield"
            : a->cond == COND_WHILE_POWER4 ? " while you control a creature with power 4 or greater" : ""); /* 603.2 */
  if (a->cond && type_cond_resolves[a->cond] && a->kind == ABIL_TRIGGERED) /* an intervening "if" (603.4); a replacement's comes last; "while" said above (603.2) */
    fprintf(dest, "if %s%s, ", a->cond == COND_ANOTHER_ENTERED
            ? "another creature entered the battlefield under your control this turn"
            : a->cond == COND_CAST_BOTH /* tdmcards 17c: longer than a type name */
            ? "you've cast both a creature spell and a noncreature spell this turn"
            : a->cond == COND_ELF_GY_MINUS1 /* eclcards: longer than a type name */
            ? "there is an Elf card in your graveyard and this creature has a -1/-1 counter on it"
            : a->cond == COND_SELF_TAPPED && (c->pt_flags & PACK_SELF_NAMED) ? pack_str(p, c->name) /* tlacards */
            : a->cond == COND_QUEST4 && a->trigger == TRIG_REFLEXIVE /* tlacards 16: the sentence before named it */
            ? "it has four or more quest counters on it"
            : type_cond_phrases[a->cond], a->cond == COND_SELF_TAPPED && (c->pt_flags & PACK_SELF_NAMED) ? " is tapped" : "");
  if (a->kind == ABIL_TRIGGERED && (a->act & ACTR_MODAL)) { /* fdncards: its modes follow, one bulleted line each (700.2) */
    fclose(out);
    free(text);
    fputs("choose one \xE2\x80\x94\n", dest);
    return;
  }
  if (a->kind == ABIL_ENCHANT) { /* "Enchant creature": the target phrase without "target " */
    fclose(out);
    free(text);
    fprintf(dest, "Enchant %s\n", type_target_phrases[a->target[0]] + 7);
    return;
  }
  if (a->kind == ABIL_ENTER_COPY) { /* 707.5 */
    fclose(out);
    free(text);
    fprintf(dest, "You may have %s enter as a copy of any creature on the battlefield%s.\n",
            (c->pt_flags & PACK_SELF_NAMED) ? pack_str(p, c->name) : subject,
            a->mana == PACK_COPY_CHANGELING ? ", except it has changeling" : "");
    return;
  }
  if (a->kind == ABIL_ENTER_CHOICE && p->code[a->code + 1] == CHOICE_CLAN) { /* tdmcards 17: a Siege's */
    fclose(out);
    free(text);
    dsl_render_clan_choice(dest, p, c, subject);
    return;
  }
  if (a->kind == ABIL_ENTER_CHOICE) { /* 614.12: CHOOSE kind */
    fclose(out);
    free(text);
    if (a->wording2 & PACK_WORD2_IT) /* lead: "This land enters tapped. As it enters, ..." (Uncharted Haven) */
      snprintf(subject, sizeof subject, "it");
    if (p->code[a->code + 1] == CHOICE_LORWYN) /* lead: Eclipsed Realms */
      fprintf(dest, "As %s enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk.\n", subject);
    else
    fprintf(dest, "As %s enters, choose a %s.\n", subject,
            p->code[a->code + 1] == CHOICE_CREATURE_TYPE ? "creature type"
            : p->code[a->code + 1] == CHOICE_CARD_NAME ? "card name" : "color");
    return;
  }
  if (a->kind == ABIL_ALT_COST && a->mana == PACK_ALT_EVOKE) { /* eclcards 5: 702.74a */
    fclose(out);
    free(text);
    fputs("Evoke ", dest);
    ability_mana(dest, a);
    fputc('\n', dest);
    return;
  }
  if (a->kind == ABIL_ALT_COST) { /* 118.9 */
    fclose(out);
    free(text);
    fprintf(dest, "If it's not your turn, you may exile a %s card from your hand rather than pay this spell's mana cost.\n",
            type_color_words[a->mana < COLOR__COUNT ? a->mana : 0]);
    return;
  }
  if (a->kind == ABIL_FLASH_IF) { /* eclcards 8: Illusion Spinners (702.8a) */
    fclose(out);
    free(text);
    fprintf(dest, "You may cast this spell as though it had flash if you control %s %s.\n",
            dsl_article(type_sub_names[a->trig_arg - 1]), type_sub_names[a->trig_arg - 1]);
    return;
  }
  if (a->kind == ABIL_SELF_COST) { /* 601.2f */
    fclose(out);
    free(text);
    if (a->mana == SELFCOST_WATERBEND) { /* tlacards 13: 701.67a */
      fprintf(dest, "As an additional cost to cast this spell, waterbend {%d}.\n", a->generic);
      return;
    }
    if (a->mana == SELFCOST_AFFINITY_CREATURES) { /* tdmcards: 702.41a */
      fputs("Affinity for creatures\n", dest);
      return;
    }
    if (a->mana == SELFCOST_AFFINITY_SUB && a->trig_arg) { /* fdncards 8: "Affinity for Cats" */
      char pl[TYPE_NAME_LEN + 2];
      plural(pl, sizeof pl, type_sub_names[a->trig_arg - 1], 0);
      fprintf(dest, "Affinity for %s\n", pl);
      return;
    }
    if (a->mana == SELFCOST_LESS_TARGETS_TAPPED) { /* fdncards 8: Luminous Rebuke */
      fprintf(dest, "This spell costs {%d} less to cast if it targets a tapped creature.\n", a->generic);
      return;
    }
    if (a->mana == SELFCOST_LESS_TARGETS_KW && a->trig_arg) { /* tlacards: Swampsnare Trap */
      fprintf(dest, "This spell costs {%d} less to cast if it targets a creature with %s.\n", a->generic,
              type_keyword_names[a->trig_arg - 1]);
      return;
    }
    if (a->mana == SELFCOST_MORE_TARGETS_SUB && a->trig_arg) { /* tdmcards: Dragon's Prey */
      fprintf(dest, "This spell costs {%d} more to cast if it targets %s %s.\n", a->generic,
              dsl_article(type_sub_names[a->trig_arg - 1]), type_sub_names[a->trig_arg - 1]);
      return;
    }
    if (a->mana == SELFCOST_GREATEST_MV_SUB && a->trig_arg) { /* eclcards 10: Sunderflock */
      char pl[TYPE_NAME_LEN + 8];
      dsl_plural(pl, sizeof pl, type_sub_names[a->trig_arg - 1]);
      fprintf(dest, "This spell costs {X} less to cast, where X is the greatest mana value among %s you control.\n", pl);
      return;
    }
    char sub[TYPE_NAME_LEN + 32] = "", gained[64];
    snprintf(gained, sizeof gained, "if you've gained %d or more life this turn", a->trig_arg);
    if (a->mana == SELFCOST_CONTROL_SUB && a->trig_arg) /* eclcards: "if you control a Kithkin" */
      snprintf(sub, sizeof sub, "if you control %s %s", dsl_article(type_sub_names[a->trig_arg - 1]),
               type_sub_names[a->trig_arg - 1]);
    fprintf(dest, "This spell costs {%d} less to cast %s.\n", a->generic,
            a->mana == SELFCOST_PER_INSTSORC_GY ? "for each instant and sorcery card in your graveyard"
            : a->mana == SELFCOST_PER_ATTACKING ? "for each attacking creature"
            : a->mana == SELFCOST_PER_POWER4 ? "for each creature you control with power 4 or greater"
            : a->mana == SELFCOST_PER_COLOR ? "for each color among permanents you control"
            : a->mana == SELFCOST_CONTROL_SUB ? sub
            : a->mana == SELFCOST_ATTACKING_YOU ? "if a creature is attacking you"
            : a->mana == SELFCOST_GAINED_LIFE ? gained /* fdncards 11b: Sanguine Indulgence */
                                             : "if you've cast another spell this turn");
    return;
  }
  if (a->kind == ABIL_ADDL_COST) { /* 601.2b (ECL): blight or behold, or the mana instead */
    fclose(out);
    free(text);
    fputs("As an additional cost to cast this spell, ", dest);
    if (a->blight && !a->generic)
      fprintf(dest, "you may blight %d.\n", a->blight);
    else if (a->blight)
      fprintf(dest, "blight %d or pay {%d}.\n", a->blight, a->generic);
    else if (a->mana == PACK_ADDL_SAC) /* tlacards 14: Deadly Precision */
      fprintf(dest, "pay {%d} or sacrifice an artifact or creature.\n", a->generic);
    else if (a->mana & PACK_ADDL_EXILE) /* eclcards: the Champions */
      fprintf(dest, "behold %s %s and exile it.\n", dsl_article(type_sub_names[a->trig_arg - 1]), type_sub_names[a->trig_arg - 1]);
    else if (!a->generic) /* tdmcards: the Exhales */
      fprintf(dest, "you may behold %s %s.\n", dsl_article(type_sub_names[a->trig_arg - 1]), type_sub_names[a->trig_arg - 1]);
    else
      fprintf(dest, "behold %s %s or pay {%d}.\n", dsl_article(type_sub_names[a->trig_arg - 1]), type_sub_names[a->trig_arg - 1],
              a->generic);
    return;
  }
  if (a->kind == ABIL_BLOCK_RULE) { /* tdmcards: Formation Breaker (509.1b) */
    fclose(out);
    free(text);
    fputs("Creatures with power less than this creature's power can't block it.\n", dest);
    return;
  }
  if (a->kind == ABIL_ENTER_EXTRA) { /* tdmcards 10: Dragonstorm Globe (614.1c) */
    fclose(out);
    free(text);
    fprintf(dest, "Each %s you control enters with an additional %s counter on it.\n", type_sub_names[a->trig_arg - 1],
            type_counter_names[a->mana]);
    return;
  }
  if (a->kind == ABIL_MANA_TRIG) { /* lead: triggered mana abilities (605.1b) */
    fclose(out);
    free(text);
    if (a->trig_arg == MTRIG_YOU_CREATURE)
      fprintf(dest, "Whenever you tap a creature for mana, add an additional {%c}.\n", "WUBRGC"[__builtin_ctz(a->mana | 0x40u)]);
    else if (a->trig_arg == MTRIG_BASIC_LAND)
      fputs("Whenever a player taps a basic land for mana, that player adds one mana of any type that land produced.\n", dest);
    else
      fputs("Whenever enchanted land is tapped for mana, its controller adds an additional one mana of the chosen color.\n", dest);
    return;
  }
  if (a->kind == ABIL_ANY_NUMBER) { /* tdmcards: 100.2a */
    fclose(out);
    free(text);
    fprintf(dest, "A deck can have any number of cards named %s.\n", pack_str(p, c->name));
    return;
  }
  if (a->kind == ABIL_UNCOUNTERABLE) { /* 101.2 */
    fclose(out);
    free(text);
    fputs("This spell can't be countered.\n", dest);
    return;
  }
  if (a->kind == ABIL_TAP_PAY) { /* 702.51a */
    fclose(out);
    free(text);
    fputs("Convoke\n", dest);
    return;
  }
  if (a->kind == ABIL_KICKER && (a->extra & PACK_EXTRA_WATERBEND)) { /* tlacards 17: 701.67a, an optional additional cost */
    fclose(out);
    free(text);
    fprintf(dest, "As an additional cost to cast this spell, you may waterbend {%d}.\n", a->generic);
    return;
  }
  if (a->kind == ABIL_KICKER || a->kind == ABIL_HARMONIZE) { /* 702.33a, 702.180a: the keyword and its mana cost */
    fclose(out);
    free(text);
    fputs(a->kind == ABIL_KICKER ? "Kicker " : a->mana == PACK_HARM_FLASHBACK ? "Flashback " : "Harmonize ", dest);
    ability_mana(dest, a);
    fputc('\n', dest);
    return;
  }
  if (a->kind == ABIL_ACTIVATED && (a->wording & PACK_WORD_CYCLING) &&
      (p->code[a->code] == OP_FIND_SUBTYPE || p->code[a->code] == OP_FIND_SUPER)) { /* 702.29e: the keyword stands for the rest */
    const uint8_t *code = p->code + a->code;
    if (code[0] == OP_FIND_SUBTYPE)
      fprintf(dest, "%scycling ", type_sub_names[(uint16_t)op_read_s16(code + 1)]);
    else
      fputs("Basic landcycling ", dest);
    ability_mana(dest, a);
    fputc('\n', dest);
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_ACTIVATED && (a->flags & PACK_ABF_EQUIP))
    fputs("Equip ", dest);
  if (a->kind == ABIL_ACTIVATED && (a->extra & (PACK_EXTRA_RECONFIGURE | PACK_EXTRA_UNATTACH))) { /* 702.151a */
    if (a->extra & PACK_EXTRA_RECONFIGURE) { /* the keyword stands for both abilities; the unattach half prints nothing */
      fputs("Reconfigure ", dest);
      ability_mana(dest, a);
      fputc('\n', dest);
    }
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_ACTIVATED && (a->tap_n & PACK_TAP_POWER)) { /* 702.122a: "Crew N" stands for the whole ability */
    fprintf(dest, "Crew %d\n", a->tap_n & PACK_TAP_COUNT);
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_ACTIVATED && (a->wording & PACK_WORD_OUTLAST)) { /* 702.107a: the keyword stands for the rest */
    fputs("Outlast ", dest);
    ability_mana(dest, a);
    fputc('\n', dest);
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_ACTIVATED && (a->cost & PACK_COST_LOYALTY)) /* 606.4: "+1:", "0:", "−3:" */
    fprintf(dest, "%s%d: ", a->loyalty > 0 ? "+" : a->loyalty < 0 ? "\xE2\x88\x92" : "",
            a->loyalty < 0 ? -a->loyalty : a->loyalty);
  else if (a->kind == ABIL_ACTIVATED) { /* the cost: mana symbols and {T}, then the other costs */
    if (a->extra & PACK_EXTRA_WATERBEND) /* 701.67a: its generic mana */
      fputs("Waterbend ", dest);
    ability_mana(dest, a);
    int mana = a->generic || a->x || a->mana_cost[0] || a->mana_cost[1] || a->mana_cost[2] || a->mana_cost[3] ||
               a->mana_cost[4] || a->mana_cost[5] || a->hybrid[0];
    if (a->cost & PACK_COST_TAP)
      fprintf(dest, "%s{T}", mana ? ", " : "");
    if (a->act & ACTR_PAY_X_LIFE) /* "{X}{B}, {T}, Pay X life" (Krumar Initiate) */
      mana |= fprintf(dest, "%sPay X life", mana || (a->cost & PACK_COST_TAP) ? ", " : "") > 0;
    mana |= dsl_render_ecl_costs(dest, a, noun, subject, mana || (a->cost & PACK_COST_TAP)); /* "Blight 1", ... */
    if (a->act & ACTR_REMOVE_X) /* Marath: "Remove X +1/+1 counters from Marath" */
      mana |= fprintf(dest, "%sRemove X +1/+1 counters from %s%s", mana || (a->cost & PACK_COST_TAP) ? ", " : "",
                      (a->flags & PACK_ABF_COST_NAMED) ? "" : "this ",
                      (a->flags & PACK_ABF_COST_NAMED) ? pack_str(p, c->name) : noun) > 0;
    if (a->cost & PACK_COST_SACRIFICE)
      fprintf(dest, "%s%s %s%s", mana || (a->cost & PACK_COST_TAP) ? ", " : "", (a->sac_q & PACK_SACQ_EXILE) ? "Exile" : "Sacrifice",
              (a->flags & PACK_ABF_COST_NAMED) ? "" : "this ", (a->flags & PACK_ABF_COST_NAMED) ? pack_str(p, c->name) : noun);
    int sep = mana || (a->cost & (PACK_COST_TAP | PACK_COST_SACRIFICE));
    if (a->cost & PACK_COST_DISCARD_RANDOM)
      fprintf(dest, "%sDiscard a card at random", sep ? ", " : "");
    if (a->cost & PACK_COST_DISCARD)
      fprintf(dest, "%sDiscard a %scard", sep ? ", " : "", (a->sac_q & PACK_SACQ_LAND_CARD) ? "land " : "");
    sep |= (a->cost & (PACK_COST_DISCARD | PACK_COST_DISCARD_RANDOM)) != 0;
    if (a->cost & (PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE)) /* 701.21a */
      fprintf(dest, "%sSacrifice %s", sep ? ", " : "", dsl_render_sac_cost(a));
    sep |= (a->cost & (PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE)) != 0;
    if (a->wording & PACK_WORD_CYCLING) /* tlacards 14: "{2}{W}, Discard this card:" -- from the hand (Team Avatar) */
      sep |= fprintf(dest, "%sDiscard this card", sep ? ", " : "") > 0;
    if (a->extra & PACK_EXTRA_EXILE_GY) /* renew (601.2h) */
      fprintf(dest, "%sExile this card from your graveyard", sep ? ", " : "");
    if (a->extra & PACK_EXTRA_EXILE_TOP_GY) /* Alms (601.2h) */
      fprintf(dest, "%sExile the top card of your graveyard", sep || (a->extra & PACK_EXTRA_EXILE_GY) ? ", " : "");
    if (a->flags & PACK_ABF_EQUIP) { /* 702.6a: the keyword stands for the rest */
      fclose(out);
      free(text);
      fputc('\n', dest);
      return;
    }
    fputs(": ", dest);
    if (a->act & ACTR_MODAL) { /* 700.2: its modes follow, one bulleted line each */
      fclose(out);
      free(text);
      fputs("Choose one \xE2\x80\x94\n", dest);
      return;
    }
  }
  if (a->kind == ABIL_STATIC && a->code_len >= 3 && p->code[a->code] == OP_F_SELF &&
      p->code[a->code + 1] == OP_GAIN_GY_ACTIVATED) { /* Necrotic Ooze */
    fclose(out);
    free(text);
    fprintf(dest, "As long as %s is on the battlefield, it has all activated abilities of all creature cards in all "
            "graveyards.\n", pack_str(p, c->name));
    return;
  }
  if (a->kind == ABIL_STATIC) {
    fclose(out);
    free(text);
    dsl_render_cont(dest, p, c, a, NULL);
    fputs(dsl_gives_quoted(p, a) ? "\n" : ".\n", dest); /* a quoted ability ends with its own period */
    return;
  }
  if (a->kind == ABIL_EFFECT) { /* printed where the spell or ability that makes it names it */
    fclose(out);
    free(text);
    return;
  }
  if (a->kind == ABIL_MANA || a->kind == ABIL_REPLACEMENT) {
    fclose(out);
    free(text);
    if (a->kind == ABIL_REPLACEMENT && a->trigger == TRIG_WOULD_GRAVEYARD) {
      fprintf(dest, "If %s would be put into a graveyard from anywhere, reveal %s and shuffle it into its owner's "
              "library instead.\n", subject, subject);
      return;
    }
    if (a->kind == ABIL_REPLACEMENT && dsl_render_unless(dest, p, a, subject))
      return; /* "This land enters tapped unless you control a Plains or an Island." */
    if (a->kind == ABIL_REPLACEMENT && p->code[a->code] == OP_ENTER_PAY_LIFE) { /* 614.12 */
      fprintf(dest, "As %s enters, you may pay %d life. If you don't, it enters tapped.\n", subject,
              p->code[a->code + 1]);
      return;
    }
    if (a->kind == ABIL_REPLACEMENT) { /* as it enters (614.1c): SELF; TAP, or SELF; PUSH n; COUNTERS k */
      const uint8_t *rc = p->code + a->code;
      if (a->cond == COND_KICKED) /* 702.33d: the condition first, as Oracle writes it */
        fprintf(dest, "If %s was kicked, it enters ", subject);
      else
        fprintf(dest, "%c%s enters ", subject[0] == 't' ? 'T' : subject[0], subject + 1);
      if (rc[1] == OP_TAP)
        fputs("tapped", dest);
      else if (rc[1] == OP_XVAL) /* fdncards 10: "enters with X +1/+1 counters on it" (107.3m; Wildwood Scourge) */
        fprintf(dest, "with X %s counters on it", type_counter_names[rc[3]]);
      else if (rc[1] == OP_MANA_SPENT) /* 601.2h (Marath) */
        fprintf(dest, "with a number of %s counters on it equal to the amount of mana spent to cast it",
                type_counter_names[rc[3]]);
      else {
        int cn = op_read_s16(rc + 2);
        fputs("with ", dest);
        if (cn == 1)
          fputs("a", dest);
        else
          number(dest, cn);
        fprintf(dest, " %s counter%s on it", type_counter_names[rc[5]], cn == 1 ? "" : "s");
      }
      if (a->cond && a->cond != COND_KICKED)
        fprintf(dest, " if %s", type_cond_phrases[a->cond]);
      fputs(".\n", dest);
      return;
    }
    if (!(a->cost & PACK_COST_TAP) || a->generic) { /* tdmcards 10: "{1}: Add {R}, {W}, or {B}. Activate only once each
                                                        turn."; lead: "{1}, {T}: Add one mana of any color." */
      dsl_render_filter(dest, a);
      return;
    }
    if (a->mana_amount & MANA_DYN) { /* lead: "{T}: Add {G} for each Elf you control." */
      fputs("{T}: ", dest);
      dsl_render_mana_dyn(dest, a);
      fputs("\n", dest);
      return;
    }
    char cost[200];
    snprintf(cost, sizeof cost, "%s%s", a->tap_n ? "Tap an untapped creature you control" : "Sacrifice ",
             a->tap_n ? "" : subject); /* lead: Springleaf Drum; a Treasure's "{T}, Sacrifice this token: Add ..." */
    dsl_render_mana(dest, (a->cost & PACK_COST_SACRIFICE) || a->tap_n ? cost : NULL, a->mana,
                    a->mana_first ? a->mana_first - 1 : -1,
                    (a->act & ACTR_CHOSEN_COLOR) ? -1 : a->mana_amount); /* (111.10a); -1: of the chosen color */
    render_mana_only(dest, a);
    if ((a->act & ACTR_IF_CONTROL) && (a->act & ACTR_IF_GY)) /* eclcards: Lys Alana Dignitary (602.5b) */
      fprintf(dest, " Activate only if there is %s %s card in your graveyard.", dsl_article(type_sub_names[a->trig_arg - 1]),
              type_sub_names[a->trig_arg - 1]);
    else if (a->act & ACTR_IF_CONTROL) /* tdmcards 10: Mox Jasper (602.5b) */
      fprintf(dest, " Activate only if you control %s %s.", dsl_article(type_sub_names[a->trig_arg - 1]),
              type_sub_names[a->trig_arg - 1]);
    fputs("\n", dest);
    return;
  }
  char sent[8][256];
  int k = 0, may_at = -1, find_at = -1; /* the sentence "you may" opens; where a search's quality starts */
  int search2 = -1, search2_find = 0; /* "search ... for up to two": the first SEARCH's bits, where its quality starts */
  int may_its = 0, last_op = -1;        /* "Its controller may" (MAY_PLAYER); the operation before this one */
  unsigned named = 0; /* targets an earlier sentence named: "that creature" from then on */
  int prevtgt = -1;   /* the target before the last one (FIGHT names two) */
  int look_n = 0;     /* LOOK_TOP: the cards looked at (the PUSH before the FIND_* operations) */
  int pool_at = -1;   /* lead: the sentence "Add {U}{R}{W}." a run of ADD_POOL makes, and where the last one ended */
  uint32_t pool_end = 0;
  int ifdo_at = -1; /* the sentence "If you do," opens (after "You may discard a card.") */
  int ctrl_at = -1, ctrl_sub = 0; /* the sentence "If you control a Merfolk," governs, and the subtype */
  int kicked_at = -1, alt = -1, did_at = -1; /* the sentence "If this spell was kicked," (or "If you do,") governs;
                                                "it deals N damage instead" */
  int pays_at = -1;               /* the sentence "unless ... pays {N}" ends (118.12) */
  int ifcard_at = -1;             /* the sentence "If it was a creature card," governs ... */
  char ifcard[TYPE_NAME_LEN + 64] = ""; /* ... and that lead */
  int gysub_at = -1, gysub = 0;   /* the sentence "Then if there is an Elf card in your graveyard," governs, the subtype */
  int gyor_at = -1, gyor_type = 0, gyor_sub = 0; /* the sentence "... if there's a creature or Lesson card in your
                                                    graveyard" ends, the card type and subtype */
  char pay_text[64] = "";
  int if_color = -1;            /* IS_COLOR c; UNLESS: the next sentence ends "if it's <color>" */
  int addl = 0;                 /* KICKED is "this spell's additional cost was paid" (ABIL_ADDL_COST, ECL) */
  int dont_at = -1;             /* the sentence "If you don't," opens (PACK_WORD2_IF_DONT) */
  int entered_at = -1;          /* the sentence "If a creature entered the battlefield ... this turn," governs (ENTERED) */
  int ecl3_at = -1;             /* eclcards: the sentence "Then if you control seven or more lands and/or Treefolk," governs */
  char ecl3_lead[160] = "";
  int tap_each = 0;             /* "Tap up to two target creatures." said: the counters go "on each of them" */
  int ifpow = 0;                /* fdncards 10: CONTROL_POWER n; PUSH 1; AT_LEAST; UNLESS: the next sentence ends "if you
                                   control a creature with power n or greater" */
  int cond_alt_of = -1, cond_alt = 0, cond_alt_p = 0; /* fdncards 8: COND c; PICK -- the condition and the amounts instead */
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *d = &p->abils[c->abil_first + i];
    if (d->kind == ABIL_ADDL_COST) /* "you may behold a Dragon" (tdmcards): 2 + the type, "If a Dragon was beheld," */
      addl = d->trig_arg && !d->generic ? 1 + d->trig_arg : 1;
    if (d->kind == ABIL_KICKER && (d->extra & PACK_EXTRA_WATERBEND))
      addl = 1; /* tlacards 17: "you may waterbend {4}" is an additional cost too */
  }
  int greatest = 0;             /* the X is GREATEST_TOUGHNESS's (1: "where X is the greatest toughness among ...") or
                                   COUNTERS_ALL_SRC's (2: "... the number of counters on this creature") */
  int untapped_each = 0; /* tlacards: "Untap one or two target creatures." was said: "They each get ..." */
  int dealt = 0, dealt_at = -1; /* tlacards: TARGET i; DEALT_DAMAGE seen; the sentence "If it was dealt damage this turn," leads */
  int token_if = 0, tokenif_at = -1; /* tdmcards 10: TARGET_TOKEN i seen; the sentence "If it was a token," leads */
  int ctrl_you = 0, ctrlyou_at = -1; /* TARGET_CONTROLLER i; YOU; EQ seen; the sentence "If you controlled that permanent," leads */
  char list_on[96];             /* a counter list's target phrase */
  uint32_t list_skip;           /* ... and the code of its other items */
  if ((a->wording3 & PACK_WORD3_ECL_CHOOSE) && a->ntargets) { /* eclcards 9: "choose up to one other target creature." */
    char td[96];
    snprintf(sent[k++], sizeof sent[0], "Choose %s.", tphrase(a, 0, td, sizeof td));
    named |= 1u;
  }
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), before = k;
    if (op == OP_PUSH) {
      prev = n;
      n = op_read_s16(code + pc + 1);
      if (pc + 4 < a->code_len && find_op(op_at(code + pc + 3)))
        look_n = n; /* the count of a LOOK_TOP comes before its qualities */
    } else if (op == OP_OPPONENT && pc + 3 < a->code_len && code[pc + 1] == OP_MAY_PLAYER && code[pc + 2] == OP_OPPONENT &&
               op_at(code + pc + 3) == OP_EDICT_TYPES && k < 7) { /* fdncards 13: Desecration Demon (the whole effect) */
      snprintf(sent[k++], sizeof sent[k], "Any opponent may sacrifice a creature of their choice.");
      snprintf(sent[k++], sizeof sent[k], "If a player does, tap %s and put a +1/+1 counter on it.", subject);
      pc = a->code_len - 1; /* on to the END */
    } else if (op == OP_TARGET && k < 8 && pc + 8 < a->code_len && code[pc + 2] == OP_TARGET &&
               code[pc + 4] == OP_POWER && ((pc + 9 < a->code_len && code[pc + 5] == OP_TARGET &&
                                             op_at(code + pc + 7) == OP_TOUGHNESS && code[pc + 9] == OP_PUMP) ||
                                            (code[pc + 5] == OP_PUSH && op_read_s16(code + pc + 6) == 0 &&
                                             code[pc + 8] == OP_PUMP))) {
      char td[96]; /* tdmcards 16: Dragonclaw Strike; fdncards 10: Bulk Up, power only (701.10a) */
      int both = code[pc + 5] == OP_TARGET;
      prevtgt = tgt;
      tgt = code[pc + 1];
      tphrase(a, tgt, td, sizeof td);
      if (both)
        snprintf(sent[k++], sizeof sent[k], "Double the power and toughness of %s until end of turn.", td);
      else
        snprintf(sent[k++], sizeof sent[k], "Double %s's power until end of turn.", td);
      named |= 1u << tgt;
      pc += both ? 9 : 8; /* on to the PUMP, then past it */
    } else if (op == OP_TARGET) {
      prevtgt = tgt;
      tgt = code[pc + 1];
    }
    else if (op == OP_YOU && pc + 6 < a->code_len && code[pc + 1] == OP_DAMAGE && code[pc + 2] == OP_PUSH &&
             code[pc + 5] == OP_OPPONENT && code[pc + 6] == OP_DAMAGE && k < 8) { /* fdncards: Slagstorm */
      char src[160];
      dsl_render_source(src, sizeof src, p, c, a);
      snprintf(sent[k++], sizeof sent[k], "%s deals %d damage to each player.", src, n);
      pc += 6; /* on to the second DAMAGE, then past it */
    } else if (op == OP_YOU && pc + 13 < a->code_len && code[pc + 1] == OP_DISCARD_HAND && code[pc + 2] == OP_OPPONENT &&
               code[pc + 3] == OP_DISCARD_HAND && code[pc + 4] == OP_PUSH && code[pc + 13] == OP_DRAW && k < 8) {
      int dn = op_read_s16(code + pc + 5); /* fdncards 8: Dragon Mage */
      snprintf(sent[k++], sizeof sent[k], "Each player discards their hand, then draws %s cards.",
               dn >= 0 && dn <= 10 ? cg_number_words[dn] : "many");
      pc += 13; /* on to the last DRAW, then past it */
    } else if (op == OP_YOU && pc + 6 < a->code_len && code[pc + 1] == OP_DRAW && code[pc + 2] == OP_PUSH &&
               code[pc + 5] == OP_OPPONENT && code[pc + 6] == OP_DRAW && k < 8) { /* fdncards 8: Scrawling Crawler */
      if (n == 1)
        snprintf(sent[k++], sizeof sent[k], "Each player draws a card.");
      else
        snprintf(sent[k++], sizeof sent[k], "Each player draws %s cards.", n >= 0 && n <= 10 ? cg_number_words[n] : "many");
      pc += 6; /* on to the second DRAW, then past it */
    } else if (op == OP_OPPONENT && code[pc + 1] == OP_DAMAGE && a->kind == ABIL_TRIGGERED && a->trigger == TRIG_OPP_CASTS &&
               k < 8) { /* fdncards 8: Mindsparker -- the opponent who cast the spell */
      char src[160];
      dsl_render_source(src, sizeof src, p, c, a);
      snprintf(sent[k++], sizeof sent[k], "%s deals %d damage to that player.", src, n);
      pc += 1; /* on to the DAMAGE, then past it */
    } else if (op == OP_YOU)
      tgt = -1;
    else if (op == OP_OPPONENT)
      tgt = -2;
    else if (op == OP_SELF)
      tgt = -3;
    else if (op == OP_TAP && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH) { /* Rime Chill: one sentence */
      if (!tap_each++ && k < 8) {
        int each = 0;
        for (int i = 0; i < a->ntargets; i++)
          each += a->target[i] == TGT_CREATURES_EACH;
        snprintf(sent[k++], sizeof sent[k], "Tap up to %s target creatures.", cg_number_words[each]);
      }
    } else if (op == OP_COUNTERS && tap_each && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH) {
      if (tap_each++ == 2 && k < 8) /* the first of them */
        snprintf(sent[k++], sizeof sent[k], "Put a %s counter on each of them.", type_counter_names[code[pc + 1]]);
    } else if (op == OP_COUNTERS && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH) { /* tlacards: Jet, one sentence */
      if (tgt == 0 && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Put a %s counter on each of up to %s target creatures.",
                 type_counter_names[code[pc + 1]], cg_number_words[a->ntargets]);
    }
    else if (op == OP_ABOUT)
      tgt = -5; /* "it", "that player": what the trigger's event was about */
    else if (op == OP_LIFE && tgt >= 0 && pc + 12 < a->code_len && code[pc + 1] == OP_PUSH && code[pc + 4] == OP_EQ &&
             code[pc + 5] == OP_UNLESS && code[pc + 12] == OP_DAMAGE && k < 8) { /* fdncards: Hidetsugu's Second Rite */
      snprintf(sent[k++], sizeof sent[k], "If %s has exactly %d life, %s deals %d damage to that player.",
               type_target_phrases[a->target[tgt]], op_read_s16(code + pc + 2), pack_str(p, c->name),
               op_read_s16(code + pc + 8));
      pc += 12; /* on to the DAMAGE, then past it */
    } else if (op == OP_LIFE) {
      n = LIFE_COUNT;
      if (pc + 2 < a->code_len && find_op(op_at(code + pc + 1)))
        look_n = n; /* tdmcards: "the top X cards of your library, where X is your life total" (Ajani) */
    }
    else if (op == OP_COLORS) { /* Vivid: X (", where X is ..." at the end) or "equal to ..." */
      prev = n;
      n = (a->extra & PACK_EXTRA_EQUAL_TO) ? COLORS_COUNT : X_COUNT;
    }
    else if (op == OP_AMOUNT)
      prev = n, n = AMOUNT_COUNT;
    else if (op == OP_COUNTERS_SRC && (a->extra & PACK_EXTRA_EQUAL_TO)) /* lead 17 */
      prev = n, n = SRCCTR_COUNT - code[pc + 1];
    else if (op == OP_SPELLS_CAST_TURN) /* tdmcards 10 */
      prev = n, n = SPELLS_COUNT;
    else if (op == OP_LIFE_GAINED) /* fdncards 11b */
      prev = n, n = GAINED_COUNT;
    else if (op == OP_MANA_VALUE) /* fdncards 11 */
      prev = n, n = TGTMV_COUNT;
    else if (op == OP_MV_KINDS) /* fdncards 9 */
      prev = n, n = MVKINDS_COUNT;
    else if (op == OP_CONTROL_CHOSEN) /* eclcards 8 */
      prev = n, n = CHOSEN_COUNT;
    else if (op == OP_REMOVE_MAY && k < 8) /* eclcards 8: Slumbering Walker ("When you do," follows) */
      snprintf(sent[k++], sizeof sent[k], "Remove a counter from this %s.", dsl_self_noun(c));
    else if (op == OP_ABOUT_POWER) /* tlacards 19: "earthbend X, where X is that creature's power" */
      prev = n, n = ABOUTPOW_COUNT;
    else if (op == OP_PUT_KNOWN_COUNTERS && k < 8) { /* tlacards 19: TARGET i | SELF; PUT_KNOWN_COUNTERS */
      char td[TARGET_PHRASE_LEN];
      if (tgt >= 0)
        tphrase(a, tgt, td, sizeof td);
      else
        snprintf(td, sizeof td, "this %.40s", dsl_self_noun(c));
      snprintf(sent[k++], sizeof sent[k], "Put its counters on %s.", td);
    }
    else if (op == OP_ABOUT_DEALS_POWER && k < 8) /* eclcards 8: Champion of the Path */
      snprintf(sent[k++], sizeof sent[k], "It deals damage equal to its power to each opponent.");
    else if (op == OP_CHOOSE_TYPE_NOW && k < 8) /* eclcards 8: Harmonized Crescendo, Bloodline Bidding, Selfless Safewright */
      snprintf(sent[k++], sizeof sent[k], "Choose a creature type.");
    else if (op == OP_ADD_ANY_COLOR && k < 8) /* lead: The Legend of Roku */
      snprintf(sent[k++], sizeof sent[k], "Add one mana of any color.");
    else if (op == OP_RETURN_GY_CHOSEN && k < 8)
      snprintf(sent[k++], sizeof sent[k], "Return all %s cards of the chosen type from your graveyard to the battlefield.",
               code[pc + 2] == TYPE_CREATURE ? "creature" : "permanent");
    else if (op == OP_DISCARD_HAND && may_at == k && k < 8) { /* "You may discard your hand. If you do, ..." */
      snprintf(sent[k++], sizeof sent[k], "Discard your hand.");
      ifdo_at = k;
    }
    else if (op == OP_CONTROL_POWER && pc + 7 < a->code_len && code[pc + 2] == OP_PUSH && op_read_s16(code + pc + 3) == 1 &&
             code[pc + 5] == OP_AT_LEAST && code[pc + 6] == OP_UNLESS) { /* fdncards 10: Sylvan Scavenging */
      ifpow = code[pc + 1];
      pc += 6; /* on to the UNLESS, then past it: the next sentence ends "if you control ..." */
    } else if (op == OP_CONTROL_POWER) /* tlacards */
      prev = n, n = CTRLPOW_COUNT - code[pc + 1];
    else if (op == OP_CONTROL_CTR) /* tlacards 13 */
      prev = n, n = CTRCTR_COUNT - code[pc + 1];
    else if (op == OP_EARTHBEND && k < 8) { /* PUSH n; TARGET i; EARTHBEND a: the keyword action (701.66a) */
      char cw[96];
      if (count_words(cw, sizeof cw, n)) /* tlacards: "Earthbend X, where X is the number of Forests you control." */
        snprintf(sent[k++], sizeof sent[k], "Earthbend X, where X is %s.", cw);
      else
        snprintf(sent[k++], sizeof sent[k], "%s %d.", (a->wording3 & PACK_WORD3_YOU) ? "You earthbend" : "Earthbend", n);
    }
    else if ((op == OP_EFFECT || op == OP_EFFECT_ALL || op == OP_EFFECT_ALL_LASTS || op == OP_EFFECT_ALL_X || op == OP_EFFECT_UNTAP || op == OP_EFFECT_THEM ||
              op == OP_EFFECT_X || op == OP_EFFECT_LASTS || op == OP_EFFECT_WHILE || op == OP_EFFECT_SOURCE) && k < 8) { /* a continuous effect */
      FILE *m = fmemopen(sent[k], sizeof sent[k], "w");
      if (!m)
        break;
      const pack_ability *e = &p->abils[c->abil_first + (uint16_t)op_arg(code + pc)];
      const char *who = op == OP_EFFECT_ALL || op == OP_EFFECT_ALL_LASTS || op == OP_EFFECT_ALL_X ? NULL : op == OP_EFFECT_WHILE ? "that land" : op == OP_EFFECT_THEM ? "they"
                      : (e->joins & CG_HINT_IT) || tgt == -5 ? "it" /* tlacards: ABOUT, the creature that entered */
                      : tgt >= 0 && ((named >> tgt) & 1) ? "that creature"
                      : tgt >= 0 ? type_target_phrases[a->target[tgt]] : subject;
      char cap[160];
      snprintf(cap, sizeof cap, "%s", who ? who : "");
      if (cap[0] >= 'a' && cap[0] <= 'z')
        cap[0] = (char)(cap[0] - 'a' + 'A');
      if (e->joins & CG_HINT_EOT_FIRST) { /* "Until end of turn, target creature ..." */
        fputs("Until end of turn, ", m);
        if (who)
          snprintf(cap, sizeof cap, "%s", who);
      }
      if (e->code_len == 2 && p->code[e->code] == OP_SWITCH_PT) /* Oracle's one wording (613.4d) */
        fprintf(m, "Switch %s's power and toughness", who ? who : "its");
      else
        dsl_render_cont(m, p, c, e, who ? cap : NULL);
      char xw[96];
      if (op == OP_EFFECT_SOURCE) /* tlacards 14: "for as long as you control Ty Lee" (611.2b) */
        fprintf(m, " for as long as you control %s.", pack_str(p, c->name));
      else if (op == OP_EFFECT_ALL_X && count_words(xw, sizeof xw, n)) /* tdmcards 19: Craterhoof Behemoth */
        fprintf(m, " until end of turn, where X is %s.", xw);
      else if (op == OP_EFFECT_ALL_X && n == ATTACKING_COUNT) /* fdncards 18: Jazal Goldmane */
        fputs(" until end of turn, where X is the number of attacking creatures.", m);
      else if (op == OP_EFFECT_X) /* fdncards 18: Ashroot Animist (SELF; POWER) */
        fprintf(m, " until end of turn, where X is this %s's power.", dsl_self_noun(c));
      else
      fputs(op == OP_EFFECT_UNTAP ? " until its controller's next untap step." /* one object's, locked in */
            : op == OP_EFFECT_LASTS || op == OP_EFFECT_ALL_LASTS ? "." /* no duration (611.2a) */
            : op == OP_EFFECT_WHILE ? " for as long as it has a flood counter on it." /* 611.2b (the one kind) */
            : e->joins & CG_HINT_EOT_FIRST ? (ends_quoted(p, e) ? "" : ".")
            : (e->wording & PACK_WORD_THIS_TURN) && !defender_attacks(p, e) ? " this turn."
            : (e->wording & PACK_WORD_THIS_TURN) ? "." : " until end of turn.", m);
      if (e->joins & CG_HINT_STILL_AFTER)
        fputs(" It's still a land.", m);
      fclose(m);
      char *ca = (e->wording & PACK_WORD_THIS_TURN) && defender_attacks(p, e) ? strstr(sent[k], "can attack as") : NULL;
      if (ca && strlen(sent[k]) + 11 < sizeof sent[0]) /* Krotiq Nestguard: "can attack this turn as though ..." */
        memmove(ca + 20, ca + 10, strlen(ca + 10) + 1), memcpy(ca + 10, " this turn", 10);
      char *tp = strstr(sent[k], " target player controls");
      if (tp && a->ntargets && a->target[0] == TGT_OPPONENT) /* Curious Colossus: "each creature target opponent controls" */
        memmove(tp + 16, tp + 14, strlen(tp + 14) + 1), memcpy(tp + 8, "opponent", 8);
      char *lt = op == OP_EFFECT_WHILE ? strstr(sent[k], "other land types") : NULL;
      if (lt) /* Aquitect's Will says "in addition to its other types" */
        memmove(lt + 6, lt + 11, strlen(lt + 11) + 1);
      if (op == OP_EFFECT_THEM && strncmp(sent[k], "They gains ", 11) == 0) /* the tokens just created: plural */
        memmove(sent[k] + 9, sent[k] + 10, strlen(sent[k] + 10) + 1);
      if (op == OP_EFFECT_WHILE && strncmp(sent[k], "That land becomes ", 18) == 0) { /* "is an Island" (Quicksilver Fountain) */
        memcpy(sent[k] + 10, "is ", 3);
        memmove(sent[k] + 13, sent[k] + 18, strlen(sent[k] + 18) + 1);
      }
      k++;
    } else if (op == OP_MAY || op == OP_MAY_PLAYER || op == OP_MAY_PLAYER_IF) { /* _IF: its UNLESS says nothing */
      may_at = k;
      may_its = op != OP_MAY;
    } else if (find_op(op) || op == OP_FIND_MV || op == OP_FIND_NAME || (op == OP_PUSH && code[pc + 3] == OP_FIND_MV) ||
               (op == OP_XVAL && code[pc + 1] == OP_FIND_MV)) {
      if (find_at < 0)
        find_at = (int)pc;
      if (op == OP_PUSH)
        n = op_read_s16(code + pc + 1);
    } else if (op == OP_LOOK_TAKE && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Look at the top %s cards of your library. Put %s of them into your hand and the "
               "rest on the bottom of your library in any order.", n >= 0 && n <= 10 ? cg_number_words[n] : "many",
               code[pc + 1] <= 10 ? cg_number_words[code[pc + 1]] : "many");
    } else if (op == OP_LOOK_TAKE_GY && k < 8) { /* "the other" when one is left */
      snprintf(sent[k++], sizeof sent[k], "Look at the top %s cards of your library. Put %s of them into your hand and the "
               "%s into your graveyard.", n >= 0 && n <= 10 ? cg_number_words[n] : "many",
               code[pc + 1] <= 10 ? cg_number_words[code[pc + 1]] : "many", n - code[pc + 1] == 1 ? "other" : "rest");
    } else if (op == OP_LOOK_TOP && k < 8) {
      char x_is[96] = "";
      if (IS_TYPE_COUNT(look_n) || IS_SUB_COUNT(look_n))
        count_words(x_is, sizeof x_is, look_n); /* Seismic Sense */
      else if (look_n == LIFE_COUNT)
        snprintf(x_is, sizeof x_is, "your life total");
      dsl_render_look(sent[k++], sizeof sent[0], code, find_at < 0 ? pc : (uint32_t)find_at, pc, find_at < 0 ? n : look_n,
                      x_is[0] ? x_is : NULL); /* no quality: the count is the last PUSH (Gurmag Nightwatch) */
      find_at = -1;
    } else if (op == OP_MILL_FIND && k < 8) { /* eclcards 9: Midnight Tilling */
      dsl_render_mill_find(sent[k++], sizeof sent[0], code, find_at < 0 ? pc : (uint32_t)find_at, pc, n, op_arg(code + pc));
      find_at = -1;
    } else if (op == OP_PUT_FROM_HAND && k < 8) {
      dsl_render_put(sent[k++], sizeof sent[0], code, find_at < 0 ? pc : (uint32_t)find_at, pc);
      find_at = -1;
    } else if (op == OP_MANIFEST && k < 8) { /* YOU; MANIFEST card (701.40a) */
      snprintf(sent[k++], sizeof sent[k], "Manifest the top card of your library.");
    } else if (op == OP_SHUFFLE_SELF && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Shuffle %s into its owner's library.", pack_str(p, c->name));
    } else if (op == OP_SEARCH && (code[pc + 1] & SEARCH_AGAIN)) { /* "up to two": said with the second SEARCH */
      search2 = code[pc + 1];
      search2_find = find_at < 0 ? (int)pc : find_at;
      find_at = -1;
    } else if (op == OP_SEARCH && search2 >= 0 && k < 8) {
      dsl_render_search2(sent[k++], sizeof sent[0], code, (uint32_t)search2_find, pc, search2);
      search2 = -1;
      find_at = -1;
    } else if (op == OP_SEARCH && k < 8) {
      dsl_render_search(sent[k++], sizeof sent[0], code, find_at < 0 ? pc : (uint32_t)find_at, pc,
                        last_op == OP_TARGET_CONTROLLER ? "their" : "your");
      dsl_render_named(sent[k - 1], sizeof sent[0], p, code, find_at < 0 ? pc : (uint32_t)find_at, pc); /* tdmcards */
      if ((a->wording3 & PACK_WORD3_THEN) && !strncmp(sent[k - 1], "Search ", 7) && k > 1) { /* tlacards 16 */
        memmove(sent[k - 1] + 5, sent[k - 1], strnlen(sent[k - 1], sizeof sent[0] - 6) + 1);
        memcpy(sent[k - 1], "Then s", 6);
      }
      find_at = -1;
    } else if (op == OP_TAP && tgt >= 0 && k < 8 && pc + 12 < a->code_len && code[pc + 1] == OP_MAY && code[pc + 2] == OP_YOU &&
               code[pc + 3] == OP_EDICT_TYPES && code[pc + 5] == OP_TARGET && code[pc + 7] == OP_PUSH &&
               code[pc + 10] == OP_COUNTERS) { /* tlacards: TARGET t; TAP; MAY; YOU; EDICT_TYPES m; TARGET t; PUSH 1; COUNTERS k */
      char tb2[96];
      snprintf(sent[k++], sizeof sent[k], "Choose %s. Tap it, then you may sacrifice an artifact or creature. If you do, put "
               "a %s counter on the chosen creature.", tphrase(a, tgt, tb2, sizeof tb2), type_counter_names[code[pc + 11]]);
      pc += 10; /* on to the COUNTERS, then past it (Vengeful Villagers) */
    } else if (op == OP_UNTAP && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH) { /* Fancy Footwork: one sentence */
      if ((tgt == 0 || a->target[tgt - 1] != TGT_CREATURES_EACH) && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Untap %s %s target creatures.", ((a->upto >> tgt) & 1) ? "up to" : "one or",
                 cg_number_words[a->ntargets - tgt]);
      untapped_each = 1; /* "They each get ..." */
    } else if (op == OP_UNTAP && tgt >= 0 && !((named >> tgt) & 1) && k < 8) { /* "Untap <target>." */
      snprintf(sent[k++], sizeof sent[k], "Untap %s.", type_target_phrases[a->target[tgt]]);
    } else if (op == OP_UNTAP && tgt == -3 && k < 8) { /* SELF; UNTAP: "untap this creature" (Tiger-Seal) */
      snprintf(sent[k++], sizeof sent[k], "Untap this creature.");
    } else if (op == OP_UNTAP && k < 8) {
      snprintf(sent[k++], sizeof sent[k], (a->wording & PACK_WORD_UNTAP_IT) ? "Untap it." : "Untap that creature.");
    } else if (op == OP_ATTACHED) {
      tgt = -4;
    } else if (op == OP_EXILE && tgt == -4 && k < 8) { /* "Exile enchanted creature." (Spiral into Solitude) */
      char what[64];
      dsl_attached_phrase(what, sizeof what, p, c);
      snprintf(sent[k++], sizeof sent[k], "Exile %s.", what);
    } else if (op == OP_SHUFFLE_INTO && tgt == -4 && k < 8) { /* tlacards 15: Watery Grasp (701.20a) */
      char what[64];
      dsl_attached_phrase(what, sizeof what, p, c);
      snprintf(sent[k++], sizeof sent[k], "%c%s's owner shuffles it into their library.", what[0] - 'a' + 'A', what + 1);
    } else if (op == OP_TAP && tgt == -4 && k < 8) {
      char what[64];
      dsl_attached_phrase(what, sizeof what, p, c);
      snprintf(sent[k++], sizeof sent[k], "Tap %s.", what);
    } else if (op == OP_ATTACH_TO && k < 8 && prevtgt >= 0 && tgt >= 0) {
      snprintf(sent[k++], sizeof sent[k], "Attach %s to %s.", type_target_phrases[a->target[prevtgt]],
               type_target_phrases[a->target[tgt]]);
    } else if (op == OP_NEWEST) { /* tlacards 14: said by the ATTACH after it */
    } else if (op == OP_ATTACH && k > 0 && last_op == OP_NEWEST) { /* "..., then attach this Equipment to it." */
      size_t l = strlen(sent[k - 1]);
      if (l > 0 && sent[k - 1][l - 1] == '.')
        snprintf(sent[k - 1] + l - 1, sizeof sent[0] - l + 1, ", then attach this %s to it.", dsl_self_noun(c));
    } else if (op == OP_ATTACH && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Attach it to %s.", tgt >= 0 ? type_target_phrases[a->target[tgt]] : "it");
    } else if (op == OP_BOUNCE_ALL_OF && tgt >= 0 && k < 8) { /* fdncards 11: River's Rebuke */
      snprintf(sent[k++], sizeof sent[k], "Return all nonland permanents target player controls to their owner's hand.");
    } else if (op == OP_GY_SHUFFLE && k < 8) { /* fdncards 11: Feldon's Cane (YOU) */
      snprintf(sent[k++], sizeof sent[k], "Shuffle your graveyard into your library.");
    } else if (op == OP_POISON && k < 8) { /* fdncards 11: Fynn -- the player dealt combat damage */
      snprintf(sent[k++], sizeof sent[k], "That player gets %s poison counter%s.", n >= 1 && n <= 10 ? cg_number_words[n] : "many",
               n == 1 ? "" : "s");
    } else if (op == OP_EXILE_GRAVEYARD && k < 8) { /* OPPONENT or TARGET i (fdncards: Angel of Finality) */
      snprintf(sent[k++], sizeof sent[k], tgt >= 0 ? "Exile target player's graveyard." : "Exile each opponent's graveyard.");
    } else if (op == OP_GY_MOVE && tgt >= 0 && (a->target[tgt] == TGT_CARDS_SINGLE_GY || a->target[tgt] == TGT_CARDS_GY_EACH)) {
      if (tgt == 0 && k < 8) /* one sentence (eclcards: Rooftop Percher's "from graveyards") */
        snprintf(sent[k++], sizeof sent[k], "Exile up to %s target cards from %s.", cg_number_words[a->ntargets],
                 a->target[tgt] == TGT_CARDS_SINGLE_GY ? "a single graveyard" : "graveyards");
    } else if (op == OP_GY_MOVE && tgt >= 0 && a->target[tgt] == TGT_PERMANENT_CARDS_YOUR_GY_EACH) {
      if ((tgt == 0 || a->target[tgt - 1] != TGT_PERMANENT_CARDS_YOUR_GY_EACH) && k < 8) /* the first of the two */
        snprintf(sent[k++], sizeof sent[k], "Return one or two target permanent cards from your graveyard to your hand.");
    } else if (op == OP_GY_MOVE && tgt >= 0 && a->target[tgt] == TGT_CREATURE_CARDS_YOUR_GY_EACH) { /* fdncards 9: Macabre
                                                               Waltz -- one sentence for the slots of one word "target" */
      int first = tgt, last = tgt;
      while (first > 0 && a->target[first - 1] == TGT_CREATURE_CARDS_YOUR_GY_EACH)
        first--;
      while (last + 1 < a->ntargets && a->target[last + 1] == TGT_CREATURE_CARDS_YOUR_GY_EACH)
        last++;
      int then = pc + 6 < a->code_len && code[pc + 2] == OP_PUSH && op_read_s16(code + pc + 3) == 1 &&
                 code[pc + 5] == OP_YOU && code[pc + 6] == OP_DISCARD; /* after the last slot: PUSH 1; YOU; DISCARD */
      if (tgt == first && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Return up to %s target creature cards from your graveyard to your hand.",
                 cg_number_words[last - first + 1]);
      if (tgt == last && then && k > 0) {
        size_t l = strlen(sent[k - 1]);
        snprintf(sent[k - 1] + l - 1, sizeof sent[0] - l + 1, ", then discard a card.");
        pc += 6; /* on to the DISCARD, then past it */
      }
    } else if (op == OP_GY_MOVE && k < 8) { /* TARGET i; GY_MOVE dest [; its counters] */
      char tb[128], with[96];
      uint32_t skip = dsl_render_gy_with(with, sizeof with, code + pc + 2, a->code_len - pc - 2, tgt);
      dsl_render_gy_move(sent[k++], sizeof sent[0], tphrase(a, tgt, tb, sizeof tb), code[pc + 1], with);
      pc += skip; /* to the last COUNTERS */
    } else if (op == OP_GY_ALL_BF && k < 8) { /* fdncards: Raise the Past, Rise of the Dark Realms */
      int arg = op_arg(code + pc);
      if (arg & GY_RETURN_ALLGY)
        snprintf(sent[k++], sizeof sent[k], "Put all creature cards from all graveyards onto the battlefield under your control.");
      else
        snprintf(sent[k++], sizeof sent[k], "Return all creature cards with mana value %d or less from your graveyard to the "
                 "battlefield.", (arg & GY_RETURN_MV) - 1);
    } else if (op == OP_GY_RETURN_SELF && k < 8) { /* tlacards: Merchant of Many Hats (113.6k) */
      if (code[pc + 1] == GYTO_EXILE) /* tlacards 19: Sandbender Scavengers' dies trigger ("When you do," follows) */
        snprintf(sent[k++], sizeof sent[k], "Exile it.");
      else if (code[pc + 1] == GYTO_BATTLEFIELD_OWNER) /* eclcards 9: Retched Wretch's dies trigger */
        snprintf(sent[k++], sizeof sent[k], "Return it to the battlefield under its owner's control.");
      else
        snprintf(sent[k++], sizeof sent[k], "Return this card from your graveyard to %s.",
                 code[pc + 1] == GYTO_BATTLEFIELD_TAPPED ? "the battlefield tapped" : "your hand"); /* fdncards: Skeleton */
    } else if (op == OP_EXILE_GY_GROW && k < 8) { /* Lion Sash (110.4b) */
      snprintf(sent[k++], sizeof sent[k], "Exile target card from a graveyard. If it was a permanent card, put a %s counter "
               "on %s.", type_counter_names[code[pc + 1]], pack_str(p, c->name));
    } else if (op == OP_PREVENT_COMBAT && k < 8) { /* fdncards 8: Fleeting Flight */
      snprintf(sent[k++], sizeof sent[k], "Prevent all combat damage that would be dealt to it this turn.");
    } else if (op == OP_PREVENT_DAMAGE && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Prevent all damage that would be dealt to him this turn.");
    } else if (op == OP_NO_REGEN && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "They can't be regenerated.");
    } else if (op == OP_SACRIFICE_SELF && k < 8) { /* a state trigger names it first: "..., sacrifice it." */
      snprintf(sent[k++], sizeof sent[k], "Sacrifice %s.", a->trigger == TRIG_NO_COUNTERS ? "it" : subject);
    } else if (op == OP_REMOVE_COUNTERS_LANDS && k < 8) { /* after "if all lands on the battlefield are Islands," */
      snprintf(sent[k++], sizeof sent[k], "Remove all %s counters from them.", type_counter_names[code[pc + 1]]);
    } else if (op == OP_REMOVE_COUNTERS && k < 8) {
      const char *kind = type_counter_names[code[pc + 1]];
      if (n == 1)
        snprintf(sent[k++], sizeof sent[k], "Remove %s %s counter from %s.", dsl_article(kind), kind,
                 a->kind == ABIL_TRIGGERED && !(a->wording2 & PACK_WORD2_THIS) ? "it" : subject); /* the trigger named it:
                                                                          "... attacks, you may remove ..." */
      else
        snprintf(sent[k++], sizeof sent[k], "Remove %d %s counters from %s.", n, kind, subject);
    } else if (op == OP_CONTROL_SUBTYPE && code[pc + 3] == OP_UNLESS) { /* "If you control a Merfolk," */
      ctrl_at = k;
      ctrl_sub = (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_DID && code[pc + 1] == OP_UNLESS) { /* "If you do," governs the next sentence */
      did_at = k;
    } else if (op == OP_BLIGHT && k < 8) { /* "Blight 2." (ECL); BLIGHT 1: the sentence after it says "If you do," */
      char who[96];
      if (tgt == -1)
        snprintf(sent[k++], sizeof sent[k], "Blight %d.", n);
      else
        snprintf(sent[k++], sizeof sent[k], "%s blights %d.", tgt == -2 ? "Each opponent" : tphrase(a, tgt, who, sizeof who), n);
      if (sent[k - 1][0] >= 'a' && sent[k - 1][0] <= 'z')
        sent[k - 1][0] = (char)(sent[k - 1][0] - 'a' + 'A');
      if (code[pc + 1])
        ifdo_at = k;
    } else if (op == OP_TAP_MAY && k < 8) { /* eclcards: the sentence after it says "If you do," */
      int sub = op_read_s16(code + pc + 1);
      snprintf(sent[k++], sizeof sent[k], "You may tap another untapped %s you control.", sub ? type_sub_names[sub - 1] : "creature");
      ifdo_at = k;
    } else if ((op == OP_DISCARD_MAY || op == OP_DISCARD_THEN) && k < 8) { /* the draw after it says "If you do," */
      snprintf(sent[k++], sizeof sent[k], op == OP_DISCARD_MAY ? "You may discard a card." : "Discard a card.");
      ifdo_at = k;
    } else if (op == OP_ENDURE && k < 8) { /* PUSH n; SELF; ENDURE card (701.62a) */
      char enb[16];
      const char *en = digits(n, enb, sizeof enb); /* "endures X" (Krumar Initiate) */
      if (a->flags & PACK_ABF_SAYS_THIS)
        snprintf(sent[k++], sizeof sent[k], "%c%s endures %s.", toupper((unsigned char)subject[0]), subject + 1, en);
      else
        snprintf(sent[k++], sizeof sent[k], "It endures %s%s.", en,
                 greatest == 2 ? ", where X is the number of counters on this creature" : "");
    } else if (op == OP_COUNTERS_ALL && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Put %s %s counter%s on each creature.", n == 1 ? "a" : n >= 0 && n <= 10 ?
               cg_number_words[n] : "many", type_counter_names[code[pc + 1]], n == 1 ? "" : "s");
    } else if (op == OP_DAMAGE_EACH_CREATURE && k < 8) { /* fdncards: PUSH n; DAMAGE_EACH_CREATURE 0 | 1 + keyword */
      char src[160];
      dsl_render_source(src, sizeof src, p, c, a);
      snprintf(sent[k++], sizeof sent[k], "%.120s deals %d damage to each creature%s%s.", src, n, code[pc + 1] ? " without " : "",
               code[pc + 1] ? type_keyword_names[code[pc + 1] - 1] : "");
    } else if (op == OP_DAMAGE_OPP_CREATURES && k < 8) { /* PUSH n; DAMAGE_OPP_CREATURES (Iroh's Demonstration) */
      char src[160];
      dsl_render_source(src, sizeof src, p, c, a);
      snprintf(sent[k++], sizeof sent[k], "%s deals %d damage to each creature your opponents control.", src, n);
    } else if ((op == OP_DAMAGE_CREATURES_OF || op == OP_EXILE_HAND || op == OP_MILL_TAKE) && tgt >= 0 && k < 8) {
      char src[160], who[TARGET_PHRASE_LEN]; /* lead: the Commands -- PUSH n; TARGET i; op */
      dsl_render_source(src, sizeof src, p, c, a);
      snprintf(who, sizeof who, "%s", type_target_phrases[a->target[tgt]]);
      who[0] = (char)(who[0] - 'a' + 'A');
      const char *nw = n >= 0 && n <= 10 ? cg_number_words[n] : "many";
      if (op == OP_DAMAGE_CREATURES_OF)
        snprintf(sent[k++], sizeof sent[k], "%.120s deals %d damage to each creature %.60s controls.", src, n,
                 type_target_phrases[a->target[tgt]]);
      else if (op == OP_EXILE_HAND)
        snprintf(sent[k++], sizeof sent[k], "%s exiles %s card%s from their hand.", who, nw, n == 1 ? "" : "s");
      else
        snprintf(sent[k++], sizeof sent[k], "%s mills %s card%s, then puts each %s card milled this way into their hand.",
                 who, nw, n == 1 ? "" : "s", type_sub_names[(uint16_t)op_arg(code + pc)]);
    } else if (op == OP_ADD_POOL && k < 8 && pc >= 3 && code[pc - 1] == OP_YOU && op_at(code + pc - 3) == OP_FIGHT_EXCESS) {
      snprintf(sent[k++], sizeof sent[k], "If the creature the opponent controls is dealt excess damage this way, add that "
               "much {%c}.", "WUBRGC"[(op_arg(code + pc) & POOL_KIND) % MANA__COUNT]); /* lead: The Last Agni Kai */
    } else if (op == OP_KEEP_POOL && k < 8) { /* lead: YOU; KEEP_POOL k */
      snprintf(sent[k++], sizeof sent[k], "Until end of turn, you don't lose unspent %s mana as steps and phases end.",
               type_color_words[op_arg(code + pc) % COLOR__COUNT]);
    } else if (op == OP_ADD_POOL && (k < 8 || (pool_at == k - 1 && pool_end + 4 == pc))) { /* 106.4: PUSH 1; YOU;
                                                                        ADD_POOL k for each symbol of "Add {U}{R}{W}." */
      if (pool_at < 0 || pool_at != k - 1 || pool_end + 4 != pc) /* a sentence of its own, else the one before goes on */
        snprintf(sent[pool_at = k++], sizeof sent[0], "Add .");
      size_t l = strlen(sent[pool_at]);
      for (int i = 0; i < n && l + 4 < sizeof sent[0]; i++, l += 3)
        snprintf(sent[pool_at] + l - 1, sizeof sent[0] - l + 1, "{%c}.", "WUBRGC"[(op_arg(code + pc) & POOL_KIND) % MANA__COUNT]);
      pool_end = pc + (uint32_t)op_size(code + pc);
      if ((op_arg(code + pc) & POOL_KEEP_EOT) && pc + (uint32_t)op_size(code + pc) + 1 >= a->code_len && k < 8)
        snprintf(sent[k++], sizeof sent[0], "Until end of turn, you don't lose this mana as steps and phases end.");
    } else if (op == OP_UNTAP_SET && k < 8) /* "... until end of turn. Untap them." */
      snprintf(sent[k++], sizeof sent[k], "Untap them.");
    else if (op == OP_CREATE_FOR && k < 8) { /* TARGET_CONTROLLER i; PUSH n; CREATE_FOR card (Zuko's Exile, Crib Swap); TARGET
                                                i of a player: "Target player creates ..." */
      int id = (uint16_t)op_read_s16(code + pc + 1), named = dsl_token_defined(p, id);
      char made[224], who[TARGET_PHRASE_LEN] = "Its controller";
      if (pc >= 5 && code[pc - 5] == OP_TARGET) {
        snprintf(who, sizeof who, "%s", type_target_phrases[a->target[code[pc - 4]]]);
        who[0] = (char)(who[0] - 'a' + 'A');
      }
      FILE *m = named > 0 ? NULL : fmemopen(made, sizeof made, "w");
      if (m) { /* a creature token: "a 1/1 colorless Shapeshifter creature token with changeling" */
        sentence(m, p, c, a, id, n, -1, OP_CREATE);
        fclose(m);
        snprintf(sent[k++], sizeof sent[k], "%.40s creates%.200s", who, strncmp(made, "Create", 6) == 0 ? made + 6 : made);
      } else if (n > 1 && n <= 10) /* fdncards: "Its controller creates two Treasure tokens." */
        snprintf(sent[k++], sizeof sent[k], "%s creates %s %.*s tokens.", who, cg_number_words[n], named,
                 pack_str(p, p->cards[id].name));
      else
        snprintf(sent[k++], sizeof sent[k], "%s creates a %.*s token.", who, named, pack_str(p, p->cards[id].name));
    } else if (op == OP_COUNTERS_OTHER_SUB && k < 8) { /* PUSH 1; COUNTERS_OTHER_SUB s (Earth King's Lieutenant) */
      snprintf(sent[k++], sizeof sent[k], "Put a +1/+1 counter on each other %s creature you control.",
               type_sub_names[(uint16_t)op_read_s16(code + pc + 1)]);
    } else if (op == OP_COUNTERS_EACH && k < 8) {
      char cw[128];
      if (count_words(cw, sizeof cw, n)) /* "Put X +1/+1 counters on each creature you control, where X is ..." */
        snprintf(sent[k++], sizeof sent[k], "Put X %s counters on each creature you control, where X is %s.",
                 type_counter_names[code[pc + 1]], cw);
      else
        snprintf(sent[k++], sizeof sent[k], "Put a %s counter on each creature you control.", type_counter_names[code[pc + 1]]);
    } else if (op == OP_BITE && k < 8) { /* TARGET i; TARGET j; BITE */
      char ta[96], tb2[96];
      if (prevtgt >= 0 && prevtgt < 32 && ((named >> prevtgt) & 1)) /* a sentence named it: ", then it deals damage ..."
                                                                       (Knockout Maneuver, Assert Perfection) */
        snprintf(ta, sizeof ta, "it");
      else
        tphrase(a, prevtgt, ta, sizeof ta);
      tphrase(a, tgt, tb2, sizeof tb2);
      if (a->wording3 & PACK_WORD3_THEN_THAT) /* fdncards: Felling Blow */
        snprintf(ta, sizeof ta, "then that creature");
      snprintf(sent[k++], sizeof sent[k], "%c%s deals damage equal to its power to %s.", toupper((unsigned char)ta[0]), ta + 1,
               tb2);
    } else if (op == OP_CONTROL_COUNTERED && pc + 1 < a->code_len && code[pc + 1] == OP_DUP && k < 8) { /* Trade Route Envoy */
      snprintf(sent[k++], sizeof sent[k], "Draw a card if you control a creature with a counter on it. If you don't draw a card "
               "this way, put a %s counter on %.64s.", type_counter_names[code[pc + 17]], subject);
      pc += 16; /* to the COUNTERS: the loop steps over it */
    } else if (op == OP_DOUBLE_COUNTERS && tgt == -3 && k < 8) { /* fdncards 10: Mossborn Hydra */
      snprintf(sent[k++], sizeof sent[k], "Double the number of %s counters on %.96s.", type_counter_names[code[pc + 1]],
               subject);
    } else if (op == OP_DOUBLE_COUNTERS && k > 0) { /* tdmcards: Sage of the Fang -- after the "Put ..." sentence */
      size_t l = strlen(sent[k - 1]);
      if (l && sent[k - 1][l - 1] == '.')
        snprintf(sent[k - 1] + l - 1, sizeof sent[0] - (l - 1), ", then double the number of %s counters on that creature.",
                 type_counter_names[code[pc + 1]]);
    } else if (op == OP_ATTACKING_YOURS && k < 8 && dsl_render_draw_if_attacking(sent[k], sizeof sent[0], code + pc, a->code_len - pc)) {
      pc += dsl_render_draw_if_attacking(sent[k++], sizeof sent[0], code + pc, a->code_len - pc); /* tdmcards 13 */
    } else if (op == OP_TARGET_IS_PLAYER && k < 8 && pc + 9 < a->code_len && code[pc + 9] == OP_DISCARD) { /* tdmcards 13 */
      snprintf(sent[k++], sizeof sent[k], "If a player is dealt damage this way, they discard a card.");
      pc += 9; /* past UNLESS; PUSH 1; TARGET i to the DISCARD, then past it */
    } else if (op == OP_DISCARD_UPTO && k < 8 && pc + 2 < a->code_len && code[pc + 2] == OP_DRAW) { /* tdmcards 12 */
      dsl_render_discard_upto(sent[k++], sizeof sent[0], n);
      pc += 2; /* past YOU; DRAW */
    } else if (op == OP_EXILE_CAST_FREE_LT && k < 6) { /* tlacards 19b: CONTROL_SUBTYPE s; YOU; EXILE_CAST_FREE_LT */
      char cw[96];
      if (!count_words(cw, sizeof cw, n))
        snprintf(cw, sizeof cw, "%d", n);
      dsl_render_exile_cast_free_less(sent + k, cw);
      k += 3;
    } else if (op == OP_EXILE_CAST_FREE && k < 8) { /* tdmcards 20: YOU; EXILE_CAST_FREE n (exileplaygen.c) */
      dsl_render_exile_cast_free(sent[k++], sizeof sent[0], (int)op_arg(code + pc));
    } else if (op == OP_EXILE_PLAY && k < 8) { /* tdmcards 11: PUSH n; YOU; EXILE_PLAY f (exileplaygen.c) */
      dsl_render_exile_play(sent[k], sizeof sent[0], n != AMOUNT_COUNT ? n : a->trigger == TRIG_THAT_DIES ? -1 : 0,
                            code[pc + 1], tgt == -2); /* eclcards 12: AMOUNT in THAT_DIES is the creature's power */
      char *dot = strstr(sent[k], ". ");
      if (alt >= 0 && dot && alt < DSL_NUMBER_WORDS) { /* eclcards 5: [PUSH m; KICKED; PICK;] -- Burning Curiosity */
        char rest[192];
        snprintf(rest, sizeof rest, "%s", dot + 1);
        snprintf(dot + 1, sizeof sent[0] - (size_t)(dot + 1 - sent[k]), " If %s, exile the top %s cards instead.%s",
                 addl ? "this spell's additional cost was paid" : "this spell was kicked",
                 cg_number_words[alt], rest);
      }
      alt = -1;
      k++;
    } else if (op == OP_REVEAL_DISCARD && k < 8) { /* eclcards 5: TARGET i; REVEAL_DISCARD kind (701.20a) */
      char who[TARGET_PHRASE_LEN];
      snprintf(who, sizeof who, "%s", tgt >= 0 ? type_target_phrases[a->target[tgt]] : "target opponent");
      who[0] = (char)toupper((unsigned char)who[0]);
      int kind = code[pc + 1] % DISC_KIND_EXILE, exile = code[pc + 1] >= DISC_KIND_EXILE; /* tdmcards 18: "and exile" */
      snprintf(sent[k++], sizeof sent[0], "%s reveals their hand. You choose a %s card from it%s", who,
               kind == 2 ? "noncreature, nonland" : kind ? "nonland permanent" : "nonland",
               exile ? " and exile that card." : ". That player discards that card.");
    } else if (op == OP_DESTROY_ALL_COUNT && k < 8) { /* tdmcards: "Destroy all creatures and enchantments." */
      int m = op_read_s16(code + pc + 1), w = 0;
      FILE *f = fmemopen(sent[k++], sizeof sent[0], "w");
      fputs("Destroy all ", f);
      for (int i = -1, t; i < TYPE__COUNT; i++) /* creatures first, as Oracle says them */
        if ((t = i < 0 ? TYPE_CREATURE : i) >= 0 && (i < 0 || t != TYPE_CREATURE) && ((m >> t) & 1)) {
          char tw[TYPE_NAME_LEN];
          snprintf(tw, sizeof tw, "%s", type_card_names[t]);
          tw[0] = (char)(tw[0] - 'A' + 'a');
          fprintf(f, "%s%ss", w++ ? " and " : "", tw);
        }
      fputs(".", f);
      fclose(f);
      prev = n;
      n = DESTROYED_COUNT;
    } else if (op == OP_DESTROY_ALL && k < 8) {
      char w[TYPE_NAME_LEN];
      snprintf(w, sizeof w, "%s", type_card_names[code[pc + 1]]);
      w[0] = (char)(w[0] - 'A' + 'a');
      snprintf(sent[k++], sizeof sent[k], "Destroy all %ss.", w);
    } else if (op == OP_SELF_TO_HAND && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Return %s to its owner's hand.", subject);
    } else if (op == OP_EMBLEM && k < 8) { /* 114.1: the emblem's abilities, quoted */
      const pack_card *e = &p->cards[(uint16_t)op_read_s16(code + pc + 1)];
      FILE *m = fmemopen(sent[k], sizeof sent[k], "w");
      if (!m)
        break;
      fputs("You get an emblem with ", m);
      for (int i = 0; i < e->abil_count; i++) { /* '"A" and "B."': each quote but the last without its period */
        const pack_ability *ea = &p->abils[e->abil_first + i];
        char q[256] = "";
        if (ea->kind == ABIL_STATIC) {
          FILE *qm = fmemopen(q, sizeof q - 1, "w");
          if (qm) {
            dsl_render_cont(qm, p, e, ea, NULL);
            fputc('.', qm);
            fputc('\0', qm);
            fclose(qm);
          }
        } else
          dsl_render_ability(q, sizeof q, p, e, ea);
        size_t ql = strlen(q);
        if (i + 1 < e->abil_count && ql && q[ql - 1] == '.')
          q[ql - 1] = '\0';
        fprintf(m, "%s\"%s\"", i ? " and " : "", q);
      }
      fclose(m);
      k++;
    } else if (op == OP_KICKED && dsl_render_gy_kicked(code + pc, a->code_len - pc) && k < 8) { /* Zuko's Conviction */
      char tb[128];
      dsl_render_gy_move(sent[k], sizeof sent[0], tphrase(a, code[pc + 4], tb, sizeof tb), GYTO_HAND, "");
      size_t l = strlen(sent[k]);
      snprintf(sent[k] + l, sizeof sent[0] - l, " If this spell was kicked, instead put that card onto the battlefield%s.",
               code[pc + 6] == GYTO_BATTLEFIELD_TAPPED ? " tapped" : "");
      k++;
      pc += 9; /* to the last GY_MOVE */
    } else if (op == OP_COND && code[pc + 2] == OP_NOT && code[pc + 3] == OP_UNLESS) { /* fdncards 8: Chart a Course */
      ifcard_at = pays_at = k;
      snprintf(ifcard, sizeof ifcard, "Then ");
      snprintf(pay_text, sizeof pay_text, " unless %.55s", type_cond_phrases[code[pc + 1]]);
    } else if (op == OP_MUL && IS_SUB_COUNT(prev) && code[pc + 1] == OP_YOU && code[pc + 2] == OP_GAIN_LIFE && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "You gain %d life for each %s you control.", n, /* fdncards 8: Archway Angel */
               type_sub_names[SUB_COUNT - prev]);
      pc += 2; /* on to the GAIN_LIFE, then past it */
    } else if (op == OP_MAIN_PHASE && code[pc + 1] == OP_NOT && code[pc + 2] == OP_UNLESS) {
      ifcard_at = k;
      snprintf(ifcard, sizeof ifcard, "Then if it isn't your main phase, ");
    } else if (op == OP_CARD_IS_SUB && code[pc + 3] == OP_UNLESS && pc >= 2 && code[pc - 2] == OP_TARGET &&
               code[pc - 1] < a->ntargets && !strstr(type_target_phrases[a->target[code[pc - 1]]], " card")) {
      ifcard_at = k; /* tlacards: a permanent target, Yip Yip!: "If that creature is an Ally, it also gains ..." */
      const char *sub = type_sub_names[(uint16_t)op_read_s16(code + pc + 1)];
      snprintf(ifcard, sizeof ifcard, "If that creature is %s %s, ", dsl_article(sub), sub);
    } else if (op == OP_CARD_IS_TYPE && pc + 7 < a->code_len && code[pc + 2] == OP_TARGET && code[pc + 4] == OP_CARD_IS_TYPE &&
               code[pc + 6] == OP_ADD && code[pc + 7] == OP_UNLESS) { /* fdncards 12b: Soul-Shackled Zombie */
      ifcard_at = k;
      dsl_render_if_card(ifcard, sizeof ifcard, OP_ADD, code[pc + 1]);
      pc += 6; /* on to the ADD, then past it */
    } else if ((op == OP_CARD_IS_TYPE || op == OP_CARD_IS_SUB) && code[pc + op_length(op)] == OP_UNLESS) {
      ifcard_at = k;
      dsl_render_if_card(ifcard, sizeof ifcard, op, op == OP_CARD_IS_SUB ? (uint16_t)op_read_s16(code + pc + 1) : code[pc + 1]);
    } else if (op == OP_KICKED && code[pc + 1] == OP_UNLESS) { /* 702.33d: the next sentence is conditional */
      kicked_at = k;
    } else if (op == OP_IS_COLOR) {
      if_color = code[pc + 1];
    } else if (op == OP_BLIGHT_MAY && code[pc + 1] == OP_NOT && k < 8) { /* "You may blight 2. If you don't, ..." */
      snprintf(sent[k++], sizeof sent[k], "You may blight %d.", n);
      dont_at = k;
    } else if (op == OP_ENTERED && code[pc + 2] == OP_UNLESS) { /* Thoughtweft Charge */
      entered_at = k;
    } else if (op == OP_GREATEST_POWER_SUB) { /* "X, where X is the greatest power among Giants you control" */
      prev = n;
      n = GREATPOW_COUNT - (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_PAYS && (a->wording2 & PACK_WORD2_IF_DONT) && code[pc + 3] == OP_NOT && k < 8) {
      char sym[48]; /* "You may pay {2}. If you don't, <the sentence>" (Chaos Spewer) */
      pay_symbols(sym, sizeof sym, n, (uint16_t)op_read_s16(code + pc + 1));
      snprintf(sent[k++], sizeof sent[k], "You may pay %s.", sym);
      dont_at = k;
    } else if (op == OP_PAYS && code[pc + 3] == OP_UNLESS && k < 8) { /* "You may pay {G}. If you do, <the sentence>" */
      char sym[48];
      if ((uint16_t)op_read_s16(code + pc + 1) == PACK_PAYS_LIFE) /* eclcards: "You may pay 1 life." (119.4) */
        snprintf(sym, sizeof sym, "%d life", n);
      else
        pay_symbols(sym, sizeof sym, n, (uint16_t)op_read_s16(code + pc + 1));
      snprintf(sent[k++], sizeof sent[k], "You may pay %s.", sym);
      did_at = k;
    } else if (op == OP_SAGA_RETURN_TF && k < 8) { /* tlacards 15: the TLA Legends' chapter III (712, 400.7) */
      snprintf(sent[k++], sizeof sent[k], "Exile this Saga, then return it to the battlefield transformed under your control.");
    } else if (op == OP_PROLIFERATE && k < 8) { /* eclcards 10: 701.34a */
      snprintf(sent[k++], sizeof sent[k], "Proliferate.");
    } else if (op == OP_EXTRA_TURN && k < 8) { /* 500.7 */
      snprintf(sent[k++], sizeof sent[k], "Take an extra turn after this one.");
    } else if (op == OP_TRANSFORM && k < 8) { /* 701.28a: the short name, as Oracle says it ("transform Brigid.") */
      const char *name = pack_str(p, c->name), *comma = strchr(name, ',');
      snprintf(sent[k++], sizeof sent[k], "Transform %.*s.", comma ? (int)(comma - name) : (int)strlen(name), name);
    } else if (op == OP_COUNTERS_SRC && pc + 6 < a->code_len && code[pc + 2] == OP_PUSH && code[pc + 5] == OP_AT_LEAST &&
               code[pc + 6] == OP_UNLESS) { /* tlacards 13: the Ascensions */
      ifcard_at = k;
      int at_least = op_read_s16(code + pc + 3);
      snprintf(ifcard, sizeof ifcard, "Then if it has %.8s or more %.20s counters on it, ",
               at_least >= 0 && at_least < DSL_NUMBER_WORDS ? cg_number_words[at_least] : "many",
               type_counter_names[code[pc + 1]]);
      pc += 5; /* past the PUSH and AT_LEAST: no count of its own */
    } else if (op == OP_GY_SUB_YOURS && code[pc + 3] == OP_UNLESS) {
      gysub_at = k;
      gysub = (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_EXILE_GY_MAY && k < 8) { /* the sentence after it says "If you do," */
      dsl_render_exile_gy_may(sent[k++], sizeof sent[k], (uint16_t)op_read_s16(code + pc + 1));
      ifdo_at = k;
    } else if (op == OP_PAYS && (uint16_t)op_read_s16(code + pc + 1) == PACK_PAYS_WATERBEND) { /* tlacards 17 */
      ifcard_at = pays_at = k;
      snprintf(ifcard, sizeof ifcard, "Then ");
      snprintf(pay_text, sizeof pay_text, " unless you waterbend {%d}", n);
    } else if (op == OP_PAYS) { /* 118.12: PUSH n; TARGET t | YOU; PAYS colored; NOT; UNLESS k; <the sentence> */
      int packed = (uint16_t)op_read_s16(code + pc + 1), l;
      pays_at = k;
      l = snprintf(pay_text, sizeof pay_text, " unless %s", (packed & PACK_PAYS_DISCARD) && pc > 0 &&
                   code[pc - 1] == OP_OPPONENT ? "they discard a card" /* fdncards 13: Painful Quandary */
                   : (packed & PACK_PAYS_DISCARD) ? "you discard a card"
                   : pc > 0 && code[pc - 1] == OP_YOU ? "you pay " : "its controller pays ");
      if (!(packed & PACK_PAYS_DISCARD) && l > 0 && l < (int)sizeof pay_text)
        pay_symbols(pay_text + l, sizeof pay_text - (size_t)l, n, packed);
    } else if (op == OP_TARGET_CONTROLLER && pc + 3 < a->code_len && code[pc + 2] == OP_YOU && code[pc + 3] == OP_EQ) {
      ctrl_you = 1; /* "If you controlled that permanent," leads the sentence its UNLESS governs (Boomerang Basics) */
      pc += 3;      /* on to the EQ, then past it */
    } else if (op == OP_DEALT_DAMAGE) { /* Sold Out */
      dealt = 1;
    } else if (op == OP_UNLESS && dealt) {
      dealt_at = k;
      dealt = 0;
    } else if (op == OP_UNLESS && ctrl_you) {
      ctrlyou_at = k;
      ctrl_you = 0;
    } else if (op == OP_TARGET_TOKEN) { /* tdmcards 10: Sunpearl Kirin */
      token_if = 1;
    } else if (op == OP_UNLESS && token_if) {
      tokenif_at = k;
      token_if = 0;
    } else if (op == OP_TARGET_CONTROLLER && pc + 2 < a->code_len && (code[pc + 2] == OP_LOSE_LIFE || code[pc + 2] == OP_DRAW)) {
      tgt = -6; /* "Its controller loses 3 life" (Inevitable Defeat) */
    } else if (op == OP_PICK && pc >= 2 && code[pc - 2] == OP_COND) { /* fdncards 8: PUSH n; PUSH m; COND c; PICK -- m
                                                                          instead when the condition holds (Tragic Banshee) */
      cond_alt_p = cond_alt_of >= 0 ? cond_alt_p : n; /* the first PICK the power's, the second the toughness's */
      cond_alt = n;
      cond_alt_of = code[pc - 1];
      n = prev;
    } else if (op == OP_KICKED || op == OP_UNLESS || op == OP_NOT || op == OP_TARGET_CONTROLLER || op == OP_DID ||
               op == OP_COND) {
    } else if (op == OP_PICK) { /* PUSH n; PUSH m; KICKED; PICK: m instead of n when kicked */
      alt = n;
      n = prev;
    } else if (op == OP_XVAL || op == OP_GREATEST_TOUGHNESS || op == OP_COUNTERS_ALL_SRC) { /* the X of "an X/X ...
                                                                      token", "endures X", "where X is ..." */
      prev = n;
      n = X_COUNT;
      greatest = op == OP_GREATEST_TOUGHNESS ? 1 : op == OP_COUNTERS_ALL_SRC ? 2 : 0;
    } else if (op == OP_CREATE_COPY && k < 8) { /* 707.2; PUSH n; [PUSH m; KICKED; PICK;] TARGET i; CREATE_COPY */
      char tb2[96];
      if (tgt == -3) /* SELF: "a copy of this creature" (Joo Dee) */
        snprintf(tb2, sizeof tb2, "this %s", dsl_self_noun(c));
      else
        tphrase(a, tgt, tb2, sizeof tb2);
      int l = snprintf(sent[k], sizeof sent[k], "Create a token that's a copy of %s.", tb2);
      if (alt >= 0 && l > 0 && (size_t)l < sizeof sent[k])
        snprintf(sent[k] + l, sizeof sent[k] - (size_t)l, " If this spell was kicked, create %s of those tokens instead.",
                 alt >= 0 && alt <= 10 ? cg_number_words[alt] : "many");
      alt = -1;
      k++;
    } else if (op == OP_CREATE_COPY_EXC && k < 8) { /* tdmcards 18, 707.9b: PUSH 1; TARGET i | SELF; PUSH pt; PUSH sub;
                                                       CREATE_COPY_EXC flags -- pt came in prev, sub in n */
      char tb2[96];
      if (tgt == -3) /* SELF: "a copy of Ran and Shaw", "a copy of this creature" */
        snprintf(tb2, sizeof tb2, "%s", (c->pt_flags & PACK_SELF_NAMED) && (a->flags & PACK_ABF_SAYS_THIS) ? pack_str(p, c->name) : "");
      if (tgt == -3 && !tb2[0])
        snprintf(tb2, sizeof tb2, "this %s", dsl_self_noun(c));
      else if (tgt != -3)
        tphrase(a, tgt, tb2, sizeof tb2);
      dsl_render_copy_except(sent[k++], sizeof sent[0], tb2, op_arg(code + pc), prev, n);
    } else if (op == OP_BECOME_COPY && k < 8) { /* 707.2: TARGET i; BECOME_COPY 1 */
      char tb2[96];
      tphrase(a, tgt, tb2, sizeof tb2);
      if (code[pc + 1] == 3) /* eclcards 14: Mirrorform, for good */
        snprintf(sent[k++], sizeof sent[k], "Each nonland permanent you control becomes a copy of %s.", tb2);
      else if (code[pc + 1] == 2) /* tdmcards 17: the target the sentence before named (Naga Fleshcrafter) */
        snprintf(sent[k++], sizeof sent[k], "Each other creature you control becomes a copy of that creature until end of turn.");
      else
        snprintf(sent[k++], sizeof sent[k], "Each other creature becomes a copy of %s until end of turn.", tb2);
    } else if (op == OP_BECOME_COPY_EXCEPT && k < 8) { /* 707.9b: TARGET i; BECOME_COPY_EXCEPT */
      char tb2[96];
      tphrase(a, tgt, tb2, sizeof tb2);
      snprintf(sent[k++], sizeof sent[k], "%c%s becomes a copy of %s, except it has this ability.",
               toupper((unsigned char)subject[0]), subject + 1, tb2);
    } else if (op == OP_CHOOSE_COPIED && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Choose a nonlegendary creature on the battlefield.");
    } else if (op == OP_BECOME_COPY_OF && k < 8) { /* 707.2: CHOOSE_COPIED; TARGET i; BECOME_COPY_OF */
      char tb2[96];
      tphrase(a, tgt, tb2, sizeof tb2);
      snprintf(sent[k++], sizeof sent[k], "%c%s becomes a copy of that creature until end of turn.", toupper((unsigned char)tb2[0]),
               tb2 + 1);
    } else if (op == OP_SPELLS_BEFORE) { /* its count, read by COPY_SPELL */
    } else if (op == OP_COPY_SPELL && k < 8 && pc >= 3 && code[pc - 3] == OP_PUSH) { /* tdmcards 17: PUSH 1; COPY_SPELL */
      dsl_render_copy_one(sent[k++], sizeof sent[k], code[pc + 1]);
    } else if (op == OP_COPY_SPELL && k < 8) { /* 707.10: SPELLS_BEFORE 0; COPY_SPELL 1 */
      snprintf(sent[k++], sizeof sent[k], "Copy it for each other instant and sorcery spell you've cast before it this "
               "turn.%s", code[pc + 1] ? " You may choose new targets for the copies." : "");
    } else if (op == OP_SACRIFICED_TOUGHNESS || op == OP_COST_SAC_TOUGHNESS) {
      prev = n;
      n = op == OP_SACRIFICED_TOUGHNESS ? SAC_COUNT : COSTSAC_COUNT;
    } else if (op == OP_EDICT && k < 8) { /* 701.21a */
      char tb2[96], w[TYPE_NAME_LEN];
      snprintf(w, sizeof w, "%s", type_card_names[code[pc + 1]]);
      w[0] = (char)(w[0] - 'A' + 'a');
      tphrase(a, tgt, tb2, sizeof tb2);
      if (tgt == -1) /* YOU; EDICT: "Sacrifice a creature." */
        snprintf(sent[k++], sizeof sent[k], "Sacrifice %s %s.", dsl_article(w), w);
      else if (tgt == -2) /* tdmcards 17: OPPONENT; EDICT */
        snprintf(sent[k++], sizeof sent[k], "Each opponent sacrifices a %s of their choice.", w);
      else
        snprintf(sent[k++], sizeof sent[k], "%c%s sacrifices a %s of their choice.", tb2[0] - 'a' + 'A', tb2 + 1, w);
    } else if (op == OP_EDICT_TYPES && k < 8) { /* tlacards: YOU; EDICT_TYPES m -- "another creature or artifact" (the
                                                   order Oracle says them in), "an artifact or creature" */
      int m = code[pc + 1], one = __builtin_popcount((unsigned)(m & EDICT_TYPES_MASK)) == 1; /* fdncards: one type */
      char w[TYPE_NAME_LEN];
      snprintf(w, sizeof w, "%s", type_card_names[one ? __builtin_ctz((unsigned)(m & EDICT_TYPES_MASK)) + 1 : 0]);
      w[0] = (char)(w[0] - 'A' + 'a');
      if ((m & (EDICT_TYPES_MASK | EDICT_TYPES_OTHER)) == EDICT_TYPES_NONLAND) /* tdmcards 12: Felothar */
        snprintf(sent[k++], sizeof sent[k], "Sacrifice a nonland permanent.");
      else if (one) /* "another creature", "a land" */
        snprintf(sent[k++], sizeof sent[k], "Sacrifice %s %s.", (m & EDICT_TYPES_OTHER) ? "another"
                 : dsl_article(type_card_names[__builtin_ctz((unsigned)(m & EDICT_TYPES_MASK)) + 1]), w);
      else
        snprintf(sent[k++], sizeof sent[k], "Sacrifice %s.", (m & EDICT_TYPES_OTHER) ? "another creature or artifact"
                 : "an artifact or creature");
      if (pc + 2 < a->code_len && code[pc + 2] != OP_END)
        ifdo_at = k; /* "If you do," */
    } else if (op == OP_REVEAL_TOP_LAND && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Defending player reveals the top card of their library. If it's a land card, "
               "that player puts it into their hand.");
    } else if (op == OP_DEVOTION) {
      prev = n;
      n = DEVOTION_COUNT - code[pc + 1];
    } else if (op == OP_LIFE_LOST) {
      prev = n;
      n = LOST_COUNT;
    } else if ((op == OP_FIGHT || op == OP_FIGHT_EXCESS) && k < 8) {
      char ta[96], tb2[96];
      tphrase(a, tgt, tb2, sizeof tb2);
      if (pc >= 3 && code[pc - 3] == OP_ATTACHED && code[pc - 2] == OP_TARGET) /* Pitiless Fists: ATTACHED; TARGET j */
        snprintf(sent[k++], sizeof sent[k], "Enchanted creature fights %s.", tb2);
      else if (prevtgt >= 0 && prevtgt < 32 && ((named >> prevtgt) & 1))
        snprintf(sent[k++], sizeof sent[k], "Then it fights %s.", tb2);
      else if (prevtgt == -3 && may_at == k) /* fdncards: SELF; TARGET j (Affectionate Indrik) */
        snprintf(sent[k++], sizeof sent[k], "Have it fight %s.", tb2);
      else
        snprintf(sent[k++], sizeof sent[k], "%s fights %s.", tphrase(a, prevtgt, ta, sizeof ta), tb2);
      if (sent[k - 1][0] >= 'a' && sent[k - 1][0] <= 'z')
        sent[k - 1][0] = (char)(sent[k - 1][0] - 'a' + 'A');
    } else if (op == OP_POWER) {
      n = POWER_COUNT;
    } else if (op == OP_CARD_POWER) {
      n = CARD_POWER_COUNT;
    } else if (op == OP_EXILE_IF_DIES && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "If that %s would die this turn, exile it instead.",
               a->target[tgt] == TGT_CREATURE_OR_PLANESWALKER ? "creature or planeswalker" : "creature");
    } else if (op == OP_COUNTERS && n == POWER_COUNT && k < 8 && pc >= 4 && code[pc - 2] == OP_SELF &&
               code[pc - 4] == OP_TARGET) { /* fdncards 18: Halana and Alena -- TARGET i; SELF; POWER; COUNTERS k */
      char tb3[96];
      int i = code[pc - 3];
      tphrase(a, i, tb3, sizeof tb3);
      snprintf(sent[k++], sizeof sent[k], "Put X %.20s counters on %.96s, where X is %.80s's power.",
               type_counter_names[code[pc + 1]], tb3, pack_str(p, c->name));
      named |= 1u << i; /* "That creature gains haste ..." */
    } else if (op == OP_COUNTERS && n == POWER_COUNT && k < 8) {
      snprintf(sent[k++], sizeof sent[k], "Put X %.20s counters on %.160s, where X is its power.",
               type_counter_names[code[pc + 1]], subject);
    } else if (op == OP_CONTROL_TYPE) {
      prev = n;
      n = TYPE_COUNT - code[pc + 1];
      if (pc + 2 < a->code_len && code[pc + 2] >= OP_FIND_TYPE && code[pc + 2] <= OP_FIND_SUBTYPE)
        look_n = n; /* tlacards: "the top X cards of your library, where X is the number of lands you control" */
    } else if (op == OP_CONTROL_SUBTYPE && code[pc + 3] != OP_UNLESS) { /* "the number of Swamps you control" */
      prev = n;
      n = SUB_COUNT - (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_GY_SUB_YOURS && code[pc + 3] == OP_ADD && pc > 0 && code[pc - 3] == OP_PUSH) { /* "2 plus ..." */
      n = GYSUB_COUNT - 1000 * n - (uint16_t)op_read_s16(code + pc + 1);
      pc += 3; /* on to the ADD, then past it */
    } else if (op == OP_GY_SUB_YOURS && code[pc + 3] != OP_UNLESS) { /* "X, where X is the number of Lesson cards ..." */
      prev = n;
      n = GYSUB_COUNT - (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_GY_TYPE_YOURS && code[pc + 1] == TYPE_CREATURE && pc + 2 < a->code_len &&
               code[pc + 2] == OP_CREATE_TAPPED) { /* fdncards: Revenge of the Rats */
      prev = n;
      n = GYCREATURE_COUNT;
    } else if (op == OP_GY_TYPE_YOURS && code[pc + 1] == TYPE_LAND && pc + 2 < a->code_len &&
               (code[pc + 2] == OP_CREATE || code[pc + 2] == OP_COUNTERS)) { /* tdmcards 19: Lasyd Prowler's COUNTERS */
      prev = n; /* eclcards 9: Lluwen */
      n = GYLAND_COUNT;
    } else if (op == OP_BOUNCE_ALL_NON && k < 8) { /* eclcards 10: Sunderflock */
      snprintf(sent[k++], sizeof sent[k], "Return all non-%s creatures to their owners' hands.",
               type_sub_names[(uint16_t)op_arg(code + pc) % SUB__COUNT]);
    } else if (op == OP_COUNTER_ALL_OPP && k < 8) { /* eclcards 10: Glen Elendra's Answer (701.5a-b) */
      snprintf(sent[k++], sizeof sent[k], "Counter all spells your opponents control and all abilities your opponents control.");
      prev = n;
      n = COUNTERED_COUNT;
    } else if (op == OP_ATTACKING_COUNT) {
      prev = n;
      n = ATTACKING_COUNT;
    } else if (op == OP_ATTACKING_SUB_YOURS) { /* fdncards: Dwynen */
      prev = n;
      n = ATTSUB_COUNT - (uint16_t)op_read_s16(code + pc + 1);
    } else if (op == OP_DUP && (n == ATTACKING_COUNT || IS_TYPE_COUNT(n) || IS_SUB_COUNT(n))) {
      prev = n; /* count; DUP; PUMP: "+X/+X ..., where X is ..." */
    } else if (op == OP_DISCARD_UNLESS && k < 8) { /* PUSH n; YOU; DISCARD_UNLESS t */
      char w[TYPE_NAME_LEN];
      snprintf(w, sizeof w, "%s", type_card_names[code[pc + 1]]);
      w[0] = (char)(w[0] - 'A' + 'a');
      snprintf(sent[k++], sizeof sent[k], "Then discard %s cards unless you discard %s %s card.",
               n >= 0 && n <= 10 ? cg_number_words[n] : "many", dsl_article(w), w);
    } else if (op == OP_GY_TYPE_YOURS && pc + 6 < a->code_len && code[pc + 2] == OP_GY_SUB_YOURS &&
               code[pc + 5] == OP_ADD && code[pc + 6] == OP_UNLESS) { /* GY_TYPE_YOURS t; GY_SUB_YOURS s; ADD; UNLESS */
      gyor_at = k;
      gyor_type = code[pc + 1];
      gyor_sub = (uint16_t)op_read_s16(code + pc + 3);
      pc += 5; /* on to the ADD, then past it */
    } else if (op == OP_PUMP && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH && untapped_each) { /* Fancy Footwork */
      if ((tgt == 0 || a->target[tgt - 1] != TGT_CREATURES_EACH) && k < 8)
        snprintf(sent[k++], sizeof sent[k], "They each get %c%d/%c%d until end of turn.", prev < 0 ? '-' : '+',
                 prev < 0 ? -prev : prev, n < 0 ? '-' : '+', n < 0 ? -n : n);
    } else if (op == OP_PUMP && tgt >= 0 && a->target[tgt] == TGT_CREATURES_EACH) { /* one sentence (Appeal to Eirdu) */
      if ((tgt == 0 || a->target[tgt - 1] != TGT_CREATURES_EACH) && k < 8)
        snprintf(sent[k++], sizeof sent[k], "%s %s target creatures each get %c%d/%c%d until end of turn.",
                 ((a->upto >> tgt) & 1) ? "Up to" : "One or", cg_number_words[a->ntargets - tgt], prev < 0 ? '-' : '+',
                 prev < 0 ? -prev : prev, n < 0 ? '-' : '+', n < 0 ? -n : n);
    } else if (op == OP_PUMP && tgt >= 0 && a->target[tgt] == TGT_CREATURES_YOU_CONTROL_EACH) { /* one sentence */
      if (tgt == 0 && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Up to %s target creatures you control each get %c%d/%c%d until end of turn.",
                 cg_number_words[a->ntargets], prev < 0 ? '-' : '+', prev < 0 ? -prev : prev, n < 0 ? '-' : '+', n < 0 ? -n : n);
    } else if (op == OP_BOUNCE && tgt >= 0 && a->target[tgt] == TGT_CREATURES_DIFF) { /* Run Away Together */
      if (tgt == 0 && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Choose %s target creatures controlled by different players. Return those "
                 "creatures to their owners' hands.", cg_number_words[a->ntargets]);
    } else if (op == OP_LANDS_OR_SUB && pc + 7 < a->code_len && code[pc + 3] == OP_PUSH && code[pc + 6] == OP_AT_LEAST) {
      int at_least = op_read_s16(code + pc + 4); /* Tend the Sprigs: the sentence after it says "Then if ..." */
      ecl3_at = k;
      snprintf(ecl3_lead, sizeof ecl3_lead, "Then if you control %s or more lands and/or %s, ",
               at_least >= 0 && at_least <= 10 ? cg_number_words[at_least] : "many",
               type_sub_names[(uint16_t)op_read_s16(code + pc + 1)]);
      pc += 6; /* on to the AT_LEAST, then past it */
    } else if (op == OP_BOUNCE && tgt >= 0 && a->target[tgt] == TGT_OTHER_NONLAND_PERMANENTS_EACH) { /* one sentence */
      if (tgt == 0 && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Return up to %s other target nonland permanents to their owners' hands.",
                 cg_number_words[a->ntargets]);
    } else if (op == OP_COUNTERS && tgt >= 0 && (a->target[tgt] == TGT_CREATURES_YOU_CONTROL_EACH ||
                                                 a->target[tgt] == TGT_OTHER_CREATURES_YOU_CONTROL_EACH)) { /* one sentence */
      if (tgt == 0 && k < 8)
        snprintf(sent[k++], sizeof sent[k], "Put a %s counter on each of up to %s %starget creatures you control.",
                 type_counter_names[code[pc + 1]], cg_number_words[a->ntargets],
                 a->target[tgt] == TGT_OTHER_CREATURES_YOU_CONTROL_EACH ? "other " : ""); /* fdncards 8: Felidar Savior */
    } else if (op == OP_COUNTERS && tgt >= 0 && a->target[tgt] == TGT_CREATURE_YOU_CONTROL_DIVIDED) { /* 601.2d */
      if (tgt == 0 && k < 8) { /* "among one, two, or three": the numbers up to the slots */
        char among[64] = "";
        for (int i = 1; i <= a->ntargets; i++)
          snprintf(among + strlen(among), sizeof among - strlen(among), "%s%s", i == 1 ? "" : i == a->ntargets ? ", or " : ", ",
                   cg_number_words[i]);
        snprintf(sent[k++], sizeof sent[k], "Distribute %s %s counters among %s target creatures you control.",
                 cg_number_words[a->ntargets], type_counter_names[code[pc + 1]], among);
      }
    } else if (op == OP_DOUBLE_PT_YOURS && k < 8) { /* 701.10d-f */
      snprintf(sent[k++], sizeof sent[k], "Double the power and toughness of each creature you control until end of turn.");
    } else if (op == OP_MARK) { /* "them" begin here: said by the DELAY */
    } else if (op == OP_DELAY && k < 8 && p->abils[c->abil_first + code[pc + 1]].trigger != TRIG_NEXT_END_STEP) {
      if (k == 0 && tgt >= 0 && p->abils[c->abil_first + code[pc + 1]].trigger == TRIG_THAT_DIES && k < 7) {
        char td[TARGET_PHRASE_LEN]; /* tlacards 19b: Fatal Fissure -- no sentence named the target yet */
        snprintf(sent[k++], sizeof sent[k], "Choose %s.", tphrase(a, tgt, td, sizeof td));
      }
      if (ifdo_at == k)
        ifdo_at = -1; /* "You may discard a card. When you do, ..." (603.12) */
      if (did_at == k)
        did_at = -1; /* tlacards: "You may pay {1}. When you do, ..." */
      dsl_render_ability(sent[k++], sizeof sent[k], p, c, &p->abils[c->abil_first + code[pc + 1]]); /* "When you do,
                                                                                                 ...", "Whenever ... this turn, ..." (603.7b) */
    } else if (op == OP_DELAY && k < 8) { /* 603.7: the delayed ability's SAC_THEM */
      snprintf(sent[k++], sizeof sent[k], "Sacrifice %s at the beginning of the next end step.", n == 1 ? "it" : "them");
    } else if (op == OP_COUNTERS && tgt >= 0 && k < 8 &&
               (list_skip = dsl_render_counter_list(sent[k], sizeof sent[k], code + pc + 2, a->code_len - pc - 2, tgt, n,
                                                    code[pc + 1], tphrase(a, tgt, list_on, sizeof list_on))) > 0) {
      k++; /* "Put a +1/+1 counter and a trample counter on target creature." (122.1b) */
      pc += list_skip; /* to the last COUNTERS */
    } else if ((op == OP_COUNTERS || op == OP_CREATE || op == OP_CREATE_TAPPED || op == OP_CREATE_ATTACKING ||
                op == OP_CREATE_XX) && k < 8) {
      FILE *m = fmemopen(sent[k], sizeof sent[k], "w");
      if (!m)
        break;
      sentence(m, p, c, a, op != OP_COUNTERS ? (uint16_t)op_read_s16(code + pc + 1) : code[pc + 1],
               op == OP_CREATE_XX ? prev : n, tgt, op); /* PUSH n; XVAL; CREATE_XX: the count before X */
      fclose(m);
      size_t len = strlen(sent[k]);
      if (op == OP_CREATE && k > 0 && !strncmp(sent[k - 1], "The owner of ", 13) && !strncmp(sent[k], "Create ", 7) &&
          len + 4 < sizeof sent[k]) { /* tlacards: after a sentence whose subject is another player, "You create ..." (Lost Days) */
        memmove(sent[k] + 4, sent[k], len + 1);
        memcpy(sent[k], "You c", 5);
      }
      if (op == OP_CREATE_XX && greatest == 1 && len > 0 && len + 60 < sizeof sent[k]) /* Abzan Monument */
        snprintf(sent[k] + len - 1, sizeof sent[k] - len + 1, ", where X is the greatest toughness among creatures you control.");
      k++;
    } else if (op == OP_DAMAGE_EXCESS && k < 8) { /* tlacards 15: the damage sentence; its excess the next count */
      FILE *m = fmemopen(sent[k], sizeof sent[k], "w");
      if (!m)
        break;
      sentence(m, p, c, a, prev, n, tgt, OP_DAMAGE);
      fclose(m);
      k++;
      prev = n;
      n = EXCESS_COUNT;
    } else if (op == OP_COUNTER_TIME && k < 8) { /* Delay (702.62): TARGET i; COUNTER_TIME n */
      char tb2[96];
      int t = code[pc + 1] & COUNTER_TIME_MAX;
      snprintf(sent[k++], sizeof sent[k], "Counter %s. If the spell is countered this way, exile it with %s time counters "
               "on it instead of putting it into its owner's graveyard.%s", tphrase(a, tgt, tb2, sizeof tb2),
               t <= 10 ? cg_number_words[t] : "many",
               (code[pc + 1] & COUNTER_TIME_GAINS) ? " If it doesn't have suspend, it gains suspend." : "");
    } else if (op != OP_END && k < 8) {
      FILE *m = fmemopen(sent[k], sizeof sent[k], "w");
      if (!m)
        break;
      sentence(m, p, c, a, prev, n, tgt, op);
      if (cond_alt_of >= 0 && op == OP_PUMP) /* fdncards 8: Tragic Banshee ("that creature": the target named) */
        fprintf(m, " If %s, that creature gets %c%d/%c%d until end of turn instead.", type_cond_phrases[cond_alt_of],
                cond_alt_p < 0 ? '-' : '+', cond_alt_p < 0 ? -cond_alt_p : cond_alt_p, cond_alt < 0 ? '-' : '+',
                cond_alt < 0 ? -cond_alt : cond_alt);
      cond_alt_of = -1;
      if (alt >= 0 && op == OP_DAMAGE && addl) /* Cinder Strike */
        fprintf(m, " It deals %d damage to that creature instead if this spell's additional cost was paid.", alt);
      else if (alt >= 0 && op == OP_DAMAGE)
        fprintf(m, " If this spell was kicked, it deals %d damage%s instead.", alt, /* Oracle names a creature again */
                tgt >= 0 && a->target[tgt] != TGT_ANY ? " to that creature" : "");
      int instead = op == OP_COUNTER && alt >= 0 ? alt : -1; /* Dispelling Exhale: its own sentence, after this one */
      alt = -1;
      fclose(m);
      size_t sl = strlen(sent[k]);
      if (if_color >= 0 && sl > 1 && sent[k][sl - 1] == '.') /* "Counter target spell if it's blue." */
        snprintf(sent[k] + sl - 1, sizeof sent[k] - (sl - 1), " if it's %s.", type_color_words[if_color]);
      if_color = -1;
      char *dv = strstr(sent[k], " discards ");
      if (op == OP_DISCARD && tgt >= 0 && ((named >> tgt) & 1) && dv) { /* "That player discards two cards." */
        char rest[160];
        snprintf(rest, sizeof rest, "%s", dv);
        snprintf(sent[k], sizeof sent[k], "That player%s", rest);
      }
      k++;
      if (instead >= 0 && k < 8) {
        kicked_at = k;
        snprintf(sent[k++], sizeof sent[k], "counter that spell unless its controller pays {%d} instead.", instead);
      }
    }
    if (k > before && ifpow && sent[k - 1][0] && sent[k - 1][strlen(sent[k - 1]) - 1] == '.') {
      size_t l = strlen(sent[k - 1]) - 1; /* fdncards 10: "Create ... token if you control a creature with power 4 ..." */
      snprintf(sent[k - 1] + l, sizeof sent[0] - l, " if you control a creature with power %d or greater.", ifpow);
      ifpow = 0;
    }
    if (k > before && tgt >= 0)
      named |= 1u << tgt; /* later sentences say "that creature" */
    last_op = op;
  }
  (void)first;
  for (int i = 0; i < k; i++) { /* "X. Y." or, where the text joined them, "X and y." */
    if (i == may_at && strncmp(sent[i], "Target ", 7) == 0 && strstr(sent[i], " gets ")) { /* fdncards 8: "You may have
                                                          target creature get +2/+0 until end of turn." (Battle-Rattle Shaman) */
      char *g = strstr(sent[i], " gets "), rest[sizeof sent[0]];
      snprintf(rest, sizeof rest, "have target%.*s get %s", (int)(g - sent[i] - 6), sent[i] + 6, g + 6);
      snprintf(sent[i], sizeof sent[i], "%s", rest);
    }
    if (i == may_at) /* 603.5: "Draw a card." -> "You may draw a card."; "You gain 1 life." -> "You may gain ..." */
      lead(sent[i], sizeof sent[i], may_its ? "Its controller may " : "You may ",
           strncmp(sent[i], "You ", 4) == 0 ? 4 : 0);
    if (i == ifdo_at)
      lead(sent[i], sizeof sent[i], "If you do, ", 0);
    if (i == ctrl_at) { /* "If you control a Merfolk, draw a card." */
      char lead_text[96];
      snprintf(lead_text, sizeof lead_text, "If you control %s %s, ", dsl_article(type_sub_names[ctrl_sub]),
               type_sub_names[ctrl_sub]);
      lead(sent[i], sizeof sent[i], lead_text, 0);
    }
    if (i == ifcard_at) /* "If it was a creature card, put ..." */
      lead(sent[i], sizeof sent[i], ifcard, 0);
    if (i == kicked_at) { /* 702.33d: "If this spell was kicked, draw a card."; "If a Dragon was beheld, " */
      char how[96];
      if (addl > 1)
        snprintf(how, sizeof how, "If %s %s was beheld, ", dsl_article(type_sub_names[addl - 2]), type_sub_names[addl - 2]);
      lead(sent[i], sizeof sent[i],
           addl > 1 ? how : addl ? "If this spell's additional cost was paid, " : "If this spell was kicked, ", 0);
    }
    if (i == dealt_at) /* Sold Out */
      lead(sent[i], sizeof sent[i], "If it was dealt damage this turn, ", 0);
    if (i == tokenif_at) /* tdmcards 10: Sunpearl Kirin */
      lead(sent[i], sizeof sent[i], "If it was a token, ", 0);
    if (i == ctrlyou_at) /* Boomerang Basics */
      lead(sent[i], sizeof sent[i], "If you controlled that permanent, ", 0);
    if (i == did_at) /* "If you do, create ..." */
      lead(sent[i], sizeof sent[i], "If you do, ", 0);
    if (i == dont_at) /* "If you don't, blight 2." */
      lead(sent[i], sizeof sent[i], "If you don't, ", 0);
    if (i == entered_at)
      lead(sent[i], sizeof sent[i], "If a creature entered the battlefield under your control this turn, ", 0);
    if (i == ecl3_at)
      lead(sent[i], sizeof sent[i], ecl3_lead, 0);
    if (i == gysub_at) { /* "Then if there is an Elf card in your graveyard, you gain 2 life." */
      char lead_text[160];
      snprintf(lead_text, sizeof lead_text, "Then if there is %s %s card in your graveyard, ",
               dsl_article(type_sub_names[gysub]), type_sub_names[gysub]);
      lead(sent[i], sizeof sent[i], lead_text, 0);
    }
    size_t len = strlen(sent[i]);
    if (i == gyor_at && len > 0 && sent[i][len - 1] == '.') { /* "Draw a card if there's a creature or Lesson card ..." */
      char w[TYPE_NAME_LEN];
      snprintf(w, sizeof w, "%s", type_card_names[gyor_type]);
      w[0] = (char)(w[0] - 'A' + 'a');
      snprintf(sent[i] + len - 1, sizeof sent[i] - len + 1, " if there's a %s or %s card in your graveyard.", w,
               type_sub_names[gyor_sub]);
      len = strlen(sent[i]);
    }
    if (i == pays_at && len > 0 && len + strlen(pay_text) + 1 < sizeof sent[i]) /* "Counter target spell unless ..." */
      snprintf(sent[i] + len - 1, sizeof sent[i] - len + 1, "%s.", pay_text);
    if (i > 0 && (a->joins >> i) & 1) {
      fseek(out, -1, SEEK_CUR); /* back over the period */
      if (sent[i][0] >= 'A' && sent[i][0] <= 'Z')
        sent[i][0] = (char)(sent[i][0] - 'A' + 'a');
      const char *s2 = (a->wording & PACK_WORD_BARE_LOSE) && strncmp(sent[i], "you lose ", 9) == 0 ? sent[i] + 4 : sent[i];
      if (strncmp(s2, "this creature can't be blocked this turn", 40) == 0 && strncmp(sent[i - 1], "This creature ", 14) == 0)
        s2 += 14; /* tlacards: "this creature gets +1/+2 until end of turn and can't be blocked this turn" (one subject) */
      fprintf(out, strncmp(s2, "discard ", 8) == 0 || strncmp(sent[i - 1], "Surveil ", 8) == 0 || strncmp(sent[i - 1], "Scry ", 5) == 0 ||
              strncmp(s2, "earthbend ", 10) == 0 || strncmp(s2, "you may exile ", 14) == 0 ||
              strncmp(s2, "sacrifice an artifact or creature", 33) == 0 || /* tlacards: Joo Dee */
              strncmp(s2, "it deals damage equal to its power ", 35) == 0 ||
              (strncmp(sent[i - 1], "Draw ", 5) == 0 && strncmp(s2, "mill ", 5) == 0) ||
              (strncmp(sent[i - 1], "Mill ", 5) == 0 && strncmp(s2, "create ", 7) == 0) ||
              (strncmp(sent[i - 1], "Create ", 7) == 0 && strncmp(s2, "put ", 4) == 0) ? ", then %s"
              : (a->wording3 & PACK_WORD3_SERIAL) ? ((a->joins >> (i + 1)) & 1 ? ", %s" : ", and %s") /* tlacards 18b */
              : " and %s",
              s2); /* 701.9a: loot; "Surveil 2, then draw two cards."; "..., then earthbend 2."; "you draw a card and
                      lose 1 life" */
    } else {
      fprintf(out, "%s%s", i ? " " : "", sent[i]);
    }
  }
  fclose(out);
  if (!(a->extra & PACK_EXTRA_EQUAL_TO) && has_op(code, a->code_len, OP_COLORS))
    text = vivid_where(text); /* "..., where X is the number of colors among permanents you control." */
  if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CHAPTER)
    ; /* a chapter's text is sentences of its own (714.2b) */
  else if (a->kind == ABIL_TRIGGERED && (strncmp(text, "It ", 3) == 0 || strncmp(text, "This ", 5) == 0))
    text[0] = (char)(text[0] - 'A' + 'a');
  else if (a->kind == ABIL_TRIGGERED && text[0] >= 'A' && text[0] <= 'Z' &&
           strncmp(text, pack_str(p, c->name), strlen(pack_str(p, c->name))) != 0)
    text[0] = (char)(text[0] - 'A' + 'a'); /* the sentence continues the trigger condition; a name keeps its case */
  char lands_rule[96] = ""; /* fdncards 8: Cryptic Caves (602.5b); fdncards 18: Ayli */
  if (a->act & ACTR_IF_LANDS)
    snprintf(lands_rule, sizeof lands_rule, " Activate only if you control %s or more lands.",
             a->trig_arg <= 10 ? cg_number_words[a->trig_arg] : "many");
  else if (a->act & ACTR_LIFE_ABOVE_START)
    snprintf(lands_rule, sizeof lands_rule, " Activate only if you have at least %d life more than your starting life total.",
             a->trig_arg);
  fprintf(dest, "%s%s%s%s%s%s\n", PACK_MODE_KIND(a->kind) || a->kind == ABIL_ACT_MODE ? "\xE2\x80\xA2 " : "", text,
          (a->wording2 & PACK_WORD2_ONCE_TURN) ? " This ability triggers only once each turn." : "",
          (a->act & ACTR_X_NOT_0) ? " X can't be 0." : "",
          a->kind == ABIL_ACTIVATED && (a->act & ACTR_GY_LEFT) ? " Activate only during your turn and only if a card left "
                                                                  "your graveyard this turn."
          : a->kind == ABIL_ACTIVATED && (a->act & ACTR_YOUR_TURN) ? " Activate only during your turn."
          : a->kind == ABIL_ACTIVATED && (a->act & (ACTR_IF_LANDS | ACTR_LIFE_ABOVE_START)) ? lands_rule : "",
          a->kind == ABIL_ACTIVATED && (a->cost & PACK_COST_SORCERY) ? " Activate only as a sorcery."
          : a->kind == ABIL_ACTIVATED && (a->act & ACTR_ONCE_TURN) ? " Activate only once each turn." : "");
  free(text);
}

/* a granted triggered ability's text, without its line end ("Whenever this creature attacks, put a +1/+1 counter on it.") */
void dsl_render_ability(char *out, size_t n, const mtg_pack *p, const pack_card *c, const pack_ability *a)
{
  FILE *m = fmemopen(out, n, "w");
  out[0] = '\0';
  if (!m)
    return;
  spell(m, p, c, a);
  fclose(m);
  size_t len = strlen(out);
  if (len && out[len - 1] == '\n')
    out[len - 1] = '\0';
  if (out[0] >= 'a' && out[0] <= 'z')
    out[0] = (char)(out[0] - 'a' + 'A');
}

/* the length of a predefined token's name less " Token" ("Treasure Token": 8), or 0 for any other card */
int dsl_token_defined(const mtg_pack *p, int id)
{
  const pack_card *c = &p->cards[id];
  const char *name = pack_str(p, c->name);
  size_t n = strlen(name);
  if (!(c->pt_flags & PACK_TOKEN) || n <= 6 || strcmp(name + n - 6, " Token") != 0)
    return 0;
  return (int)(n - 6);
}

/* an ability whose text names the card by its short name (PACK_WORD_SHORT_NAME: "Heliod isn't a creature"): printed
   with the full name, then each full name cut at its comma */
static void spell_short(FILE *out, const mtg_pack *p, const pack_card *c, const pack_ability *a)
{
  char buf[1024];
  FILE *m = fmemopen(buf, sizeof buf, "w");
  if (!m)
    return;
  spell(m, p, c, a);
  fputc('\0', m);
  fclose(m);
  buf[sizeof buf - 1] = '\0';
  const char *name = pack_str(p, c->name), *comma = strchr(name, ',');
  size_t n = strlen(name), k = comma ? (size_t)(comma - name) : n;
  for (const char *s = buf; *s;) {
    if (strncmp(s, name, n) == 0) {
      fwrite(s, 1, k, out);
      s += n;
    } else
      fputc(*s++, out);
  }
}

void dsl_render_card(FILE *out, const mtg_pack *p, int id)
{
  const pack_card *c = &p->cards[id];
  int named = dsl_token_defined(p, id);
  if (named > 0)
    fprintf(out, "token \"%.*s\"", named, pack_str(p, c->name));
  else if (c->pt_flags & PACK_BACK_FACE) /* a multi-faced card's next face (712, 720) */
    fprintf(out, "%s face \"%s\"", dsl_layout_words[c->layout], pack_str(p, c->name));
  else
    fprintf(out, "card \"%s\"", pack_str(p, c->name));
  cost(out, c);
  fputc('\n', out);
  if (c->pt_flags & PACK_COLOR_INDICATOR) { /* 204 */
    const char *sep = "Color indicator: ";
    for (int i = 0; i < COLOR__COUNT; i++)
      if (c->colors & BIT(i)) {
        fprintf(out, "%s%c%s", sep, type_color_words[i][0] - 'a' + 'A', type_color_words[i] + 1);
        sep = " and ";
      }
    fputc('\n', out);
  }
  type_line(out, c);
  keywords(out, c);
  for (int i = 0; i < c->abil_count; i++) {
    if (p->abils[c->abil_first + i].flags & PACK_ABF_GRANTED)
      continue; /* printed in quotes where the static ability or effect that grants it is */
    if (p->abils[c->abil_first + i].trigger == TRIG_NEXT_END_STEP || p->abils[c->abil_first + i].trigger == TRIG_REFLEXIVE ||
        p->abils[c->abil_first + i].trigger == TRIG_CREATURE_ENTERS_THIS_TURN ||
        p->abils[c->abil_first + i].trigger == TRIG_CREATURE_DIES_THIS_TURN ||
        p->abils[c->abil_first + i].trigger == TRIG_CAST_NONCREATURE_THIS_TURN ||
        p->abils[c->abil_first + i].trigger == TRIG_NEXT_CAST || p->abils[c->abil_first + i].trigger == TRIG_THAT_DIES)
      continue; /* a delayed trigger: printed with the ability that makes it (DELAY) */
    int kind = p->abils[c->abil_first + i].kind;
    if (kind == ABIL_MODES)
      continue; /* modes chosen together: the compiler's, not the card's text */
    if ((kind == ABIL_MODE || kind == ABIL_MODE_PART) && (i == 0 || p->abils[c->abil_first + i - 1].kind != kind))
      fprintf(out, "Choose %s \xE2\x80\x94\n", kind == ABIL_MODE_PART ? "two" /* 700.2: before the first mode */
                   : (p->abil_kinds[c - p->cards] & BIT(ABIL_MODES)) ? "one or both" : "one");
    if (p->abils[c->abil_first + i].wording & PACK_WORD_SHORT_NAME)
      spell_short(out, p, c, &p->abils[c->abil_first + i]);
    else
      spell(out, p, c, &p->abils[c->abil_first + i]);
  }
  if ((c->types & TYPEBIT(PLANESWALKER)) && c->loyalty >= 0)
    fprintf(out, "Loyalty: %d\n", c->loyalty);
  if ((c->types & TYPEBIT(BATTLE)) && c->defense)
    fprintf(out, "Defense: %d\n", c->defense);
  if (c->pt_flags & PACK_PT_HAS) {
    if (c->pt_flags & PACK_PT_STAR_POWER)
      fputc('*', out);
    else
      fprintf(out, "%d", c->power);
    if ((c->pt_flags & PACK_PT_STAR_TOUGHNESS) && c->toughness)
      fprintf(out, "/%d+*\n", c->toughness);
    else if (c->pt_flags & PACK_PT_STAR_TOUGHNESS)
      fputs("/*\n", out);
    else
      fprintf(out, "/%d\n", c->toughness);
  }
}
