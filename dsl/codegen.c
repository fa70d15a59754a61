/* codegen.c: the grammar's actions -- fill the card record, check names against the tables, emit bytecode. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *const cg_number_words[DSL_NUMBER_WORDS] = {"zero", "one", "two", "three", "four", "five",
                                                     "six", "seven", "eight", "nine", "ten"};

void cg_card_begin(dsl_ctx *c, dsl_tok at)
{
  memset(&c->cur, 0, sizeof c->cur);
  snprintf(c->cur.set, sizeof c->cur.set, "%s", c->set);
  snprintf(c->cur.file, sizeof c->cur.file, "%s", c->file);
  c->cur.off = at.off;
  c->cur.line = 1;
  for (uint32_t i = 0; i < at.off; i++)
    c->cur.line += c->src[i] == '\n';
  for (int i = 0; i < PACK_MAX_SUBTYPES; i++)
    c->cur.rec.subtypes[i] = PACK_NONE;
  c->cur.rec.loyalty = -1;
  c->cur.open = -1;
  c->cur.closed = -1;
}

/* the color of a letter W U B R G, or -1 */
static int color_letter(char ch)
{
  static const char colors[] = "WUBRG";
  const char *hit = strchr(colors, ch);
  return ch && hit ? (int)(hit - colors) : -1;
}

/* a hybrid symbol's pack_card.hybrid entry (107.4e-f) -- {W/U}, {2/W}, {W/P}, {W/U/P} -- or 0 if s (n letters, the
   braces left out) is none */
static uint8_t hybrid_symbol(const char *s, int n)
{
  int a = n >= 3 && s[1] == '/' ? color_letter(s[0]) : -1, b = n >= 3 && s[1] == '/' ? color_letter(s[2]) : -1;
  if (n == 3 && a >= 0 && b >= 0 && a != b)
    return (uint8_t)(BIT(a) | BIT(b)); /* {W/U} */
  if (n == 3 && s[0] == '2' && s[1] == '/' && b >= 0)
    return (uint8_t)(BIT(b) | PACK_HYB_TWO); /* {2/W} */
  if (n == 3 && a >= 0 && s[2] == 'P')
    return (uint8_t)(BIT(a) | PACK_HYB_LIFE); /* {W/P} */
  if (n == 5 && a >= 0 && b >= 0 && a != b && s[3] == '/' && s[4] == 'P')
    return (uint8_t)(BIT(a) | BIT(b) | PACK_HYB_LIFE); /* {W/U/P} */
  return 0;
}

/* appends hybrid symbol h to a cost's list hyb (PACK_MAX_HYBRID entries, 0 after the last): 1, or 0 when it is full */
static int add_hybrid(dsl_ctx *c, uint8_t *hyb, uint8_t h, dsl_tok sym)
{
  int k = 0;
  while (k < PACK_MAX_HYBRID && hyb[k])
    k++;
  if (k == PACK_MAX_HYBRID) {
    dsl_error(c, sym.off, "more than %d hybrid symbols in one cost", PACK_MAX_HYBRID);
    return 0;
  }
  hyb[k] = h;
  return 1;
}

/* {N} {W} {U} {B} {R} {G} {C} {X}, hybrid and Phyrexian symbols */
void cg_cost(dsl_ctx *c, dsl_tok sym)
{
  uint8_t h;
  const char *s = c->src + sym.off + 1;
  int n = (int)sym.len - 2;
  pack_card *r = &c->cur.rec;
  r->has_cost = 1;
  if (n >= 1 && n <= 2 && s[0] >= '0' && s[0] <= '9' && (n == 1 || (s[1] >= '0' && s[1] <= '9'))) {
    r->generic = (uint8_t)(r->generic + atoi(s));
    return;
  }
  static const char symbols[] = "WUBRGC";
  const char *hit = n == 1 ? strchr(symbols, s[0]) : NULL;
  if (hit && *hit) {
    int m = (int)(hit - symbols);
    r->cost[m]++;
    if (m < COLOR__COUNT)
      r->colors |= (uint8_t)BIT(m); /* 202.2: a card's colors are those of the mana symbols in its cost */
  } else if (n == 1 && s[0] == 'X') {
    r->x++;
  } else if ((h = hybrid_symbol(s, n)) != 0) { /* 107.4e-f; 202.2: the card has each of its colors */
    if (add_hybrid(c, r->hybrid, h, sym))
      r->colors |= (uint8_t)(h & PACK_HYB_KINDS);
  } else {
    dsl_error(c, sym.off, "unknown mana symbol '%.*s'; expected {N}, {W}, {U}, {B}, {R}, {G}, {C}, {X}, a hybrid "
              "symbol such as {W/U} or {2/W}, or a Phyrexian one such as {W/P}", (int)sym.len, c->src + sym.off);
  }
}

/* 204, 202.2: a color indicator gives the card its colors (a card with one has no colored mana symbols) */
void cg_color_indicator(dsl_ctx *c, dsl_tok color)
{
  int i = cg_color_of(c, color);
  if (i < 0)
    return;
  if (c->cur.rec.colors && !(c->cur.rec.pt_flags & PACK_COLOR_INDICATOR))
    dsl_error(c, color.off, "a card whose mana cost has colors has no color indicator here");
  c->cur.rec.colors |= (uint8_t)BIT(i);
  c->cur.rec.pt_flags |= PACK_COLOR_INDICATOR;
}

/* how messages name the kind of card a subtype belongs to (205.3d) */
static const char *subtype_kind(int id)
{
  uint16_t t = type_sub_types[id];
  return t & BIT(TYPE_CREATURE) ? "a creature" : t & BIT(TYPE_LAND) ? "a land" : t & BIT(TYPE_ARTIFACT) ? "an artifact"
       : t & BIT(TYPE_ENCHANTMENT) ? "an enchantment" : t & BIT(TYPE_PLANESWALKER) ? "a planeswalker"
       : "an instant or sorcery";
}

static int add_subtype(dsl_ctx *c, int id)
{
  for (int i = 0; i < PACK_MAX_SUBTYPES; i++)
    if (c->cur.rec.subtypes[i] == PACK_NONE) {
      c->cur.rec.subtypes[i] = (uint16_t)id;
      return 0;
    }
  return -1;
}

/* a word of the type line: a supertype or card type before the dash, a subtype after it */
void cg_type_word(dsl_ctx *c, dsl_tok w, int after_dash)
{
  const char *s = c->src + w.off;
  int len = (int)w.len, id;
  if (!after_dash && c->emblem && len == 6 && !strncmp(s, "Emblem", 6)) {
    c->cur.rec.pt_flags |= PACK_EMBLEM; /* 114.2: an emblem has no types */
    return;
  }
  if (after_dash) {
    if ((id = type_sub_find(s, len)) < 0)
      dsl_error(c, w.off, "unknown subtype '%.*s' (add it to src/subtypes.def)", len, s);
    else if (!c->failed && !(c->cur.rec.types & type_sub_types[id])) /* (a bad type word would cascade) */
      dsl_error(c, w.off, "'%.*s' is a subtype for %s, which this card is not (205.3d)", len, s,
                subtype_kind(id));
    else if (add_subtype(c, id) < 0)
      dsl_error(c, w.off, "more than %d subtypes", PACK_MAX_SUBTYPES);
    return;
  }
  if ((id = type_super_find(s, len)) >= 0 && c->cur.rec.types)
    dsl_error(c, w.off, "supertypes come before the card types: '%.*s'", len, s);
  else if (id >= 0)
    c->cur.rec.supertypes |= (uint8_t)BIT(id);
  else if ((id = type_card_find(s, len)) >= 0)
    c->cur.rec.types |= (uint16_t)BIT(id);
  else
    dsl_error(c, w.off, "'%.*s' is not a supertype or card type", len, s);
}

void cg_keyword(dsl_ctx *c, dsl_tok kw)
{
  char buf[64];
  int n = (int)kw.len < 63 ? (int)kw.len : 63;
  memcpy(buf, c->src + kw.off, (size_t)n);
  buf[n] = '\0';
  int id = type_keyword_find(buf, n);
  if (id < 0)
    dsl_error(c, kw.off, "unknown keyword '%s'", buf);
  else if (!cg_keyword_needs_cost(c, id, kw))
    card_add_keyword(&c->cur.rec, id);
}

static int small_number(dsl_ctx *c, dsl_tok t)
{
  int v = atoi(c->src + t.off);
  if (v > 127)
    dsl_error(c, t.off, "%d is too large here (at most 127)", v);
  return v;
}

void cg_pt(dsl_ctx *c, dsl_tok p, int p_star, dsl_tok t, int t_star)
{
  pack_card *r = &c->cur.rec;
  c->cur.pt_off = p.off;
  r->pt_flags |= PACK_PT_HAS | (p_star ? PACK_PT_STAR_POWER : 0) | (t_star ? PACK_PT_STAR_TOUGHNESS : 0);
  r->power = (int8_t)(p_star ? 0 : small_number(c, p));
  r->toughness = (int8_t)(t_star == 1 ? 0 : small_number(c, t)); /* "1+*": t_star 2, the number kept */
}

void cg_text_line(dsl_ctx *c, dsl_tok line)
{
  for (int k = 0; k < 2; k++) /* the line names the card by its short name: so do its abilities when printed */
    if (c->cur.short_at[k] > line.off && c->cur.short_at[k] <= line.off + line.len)
      for (int i = c->cur.line_abil0; i < c->cur.nabil; i++)
        c->cur.abil[i].wording |= PACK_WORD_SHORT_NAME;
  c->cur.line_abil0 = c->cur.nabil;
  if (c->cur.closed >= 0) { /* the line of an ability that just ended is that ability's text */
    size_t n = line.len < sizeof c->cur.abil_text[0] - 1 ? line.len : sizeof c->cur.abil_text[0] - 1;
    memcpy(c->cur.abil_text[c->cur.closed], c->src + line.off, n);
    c->cur.abil_text[c->cur.closed][n] = '\0';
    c->cur.closed = -1;
  }
  size_t used = strlen(c->cur.text);
  if (used + line.len + 2 > sizeof c->cur.text) {
    dsl_error(c, line.off, "rules text too long");
    return;
  }
  if (used)
    c->cur.text[used++] = '\n';
  memcpy(c->cur.text + used, c->src + line.off, line.len);
  c->cur.text[used + line.len] = '\0';
}

int cg_number(dsl_ctx *c, dsl_tok n)
{
  const char *s = c->src + n.off;
  if (s[0] >= '0' && s[0] <= '9')
    return small_number(c, n);
  for (int i = 0; i < DSL_NUMBER_WORDS; i++)
    if (strlen(cg_number_words[i]) == n.len && strncasecmp(cg_number_words[i], s, n.len) == 0)
      return i;
  return 0;
}

/* ---- bytecode ------------------------------------------------------------------------------ */

/* opens a new ability of `kind` at the end of the card's code */
pack_ability *cg_open_ability(dsl_ctx *c, int kind, int trigger)
{
  cg_card *k = &c->cur;
  if (k->nabil >= DSL_ABILITIES) {
    dsl_error(c, c->line_start, "%s: more than %d abilities", k->name, DSL_ABILITIES);
    k->nabil = DSL_ABILITIES - 1; /* reuse the last slot; the card has failed anyway */
  }
  if (k->open >= 0 && k->abil[k->open].kind == ABIL_SPELL)
    dsl_error(c, c->line_start, "%s: an instant's or sorcery's text holds only keywords and its spell effects here",
              k->name);
  k->open = k->nabil++;
  k->abil_off[k->open] = c->line_start;
  pack_ability *a = &k->abil[k->open];
  memset(a, 0, sizeof *a);
  a->kind = (uint8_t)kind;
  a->trigger = (uint8_t)trigger;
  a->code = k->code_len;
  k->depth = 0;
  k->neffects = 0;
  return a;
}

/* the open ability if it is of `kind`, else a new one: the first cost symbol or filter of a line opens it */
static void open_kind(dsl_ctx *c, int kind)
{
  if (c->cur.open < 0 || c->cur.abil[c->cur.open].kind != kind)
    cg_open_ability(c, kind, TRIG_NONE);
}

/* the ability effects go into: the open one, else the card's spell ability */
static pack_ability *current(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open >= 0)
    return &k->abil[k->open];
  return cg_open_ability(c, ABIL_SPELL, TRIG_NONE);
}

void cg_emit(dsl_ctx *c, int op, int operand)
{
  if (op == OP_PUSH && operand == CG_X)
    op = OP_XVAL; /* the spell's X (107.3a) */
  cg_card *k = &c->cur;
  pack_ability *a = current(c);
  cg_may_check(c, op); /* may move the code before it (MAY_PLAYER_IF): then `at` */
  uint32_t at = k->code_len;
  int len = op_length(op);
  if (at + (uint32_t)len + 1 > sizeof k->code) {
    dsl_error(c, c->line_start, "%s: ability code too long", k->name);
    return;
  }
  op_write(k->code + at, op, operand);
  k->code_len += (uint32_t)len;
  a->code_len += (uint32_t)len;
  k->depth += op_table[op].pushes - op_table[op].pops;
  if (k->depth > a->max_stack)
    a->max_stack = (uint8_t)k->depth;
  if (op_table[op].layer != NOLAYER)
    a->layers |= (uint16_t)BIT(op_table[op].layer);
}

/* "target creature's" (lexed as 'target' and the word "creature's"): a creature target, or an error */
int cg_target_creatures(dsl_ctx *c, dsl_tok at, dsl_tok w)
{
  if (w.len != 10 || strncasecmp(c->src + w.off, "creature", 8) != 0)
    dsl_error(c, w.off, "expected \"target creature's\"");
  return cg_target(c, TGT_CREATURE, at);
}

/* "target Assembly-Worker creature", "target nonland permanent": the target kind whose phrase that is */
int cg_target_words(dsl_ctx *c, dsl_tok at, dsl_tok word, const char *noun)
{
  char phrase[96];
  snprintf(phrase, sizeof phrase, "target %.*s %s", (int)word.len, c->src + word.off, noun);
  for (int k = 0; k < TGT__COUNT; k++)
    if (strcasecmp(type_target_phrases[k], phrase) == 0)
      return cg_target(c, k, at);
  dsl_error(c, word.off, "'%s' is not a target kind the engine knows (src/targets.def)", phrase);
  return 0;
}

int cg_target_subtype(dsl_ctx *c, dsl_tok at, dsl_tok word) { return cg_target_words(c, at, word, "creature"); }

/* "target Aura or Equipment you control": the target kind whose phrase that is */
int cg_target_pair(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b)
{
  char noun[64];
  snprintf(noun, sizeof noun, "or %.*s you control", (int)b.len, c->src + b.off);
  return cg_target_words(c, at, a, noun);
}

/* a target phrase ending "with <keyword>": the kind names one keyword */
int cg_target_keyword(dsl_ctx *c, dsl_tok at, dsl_tok kw, int kind, int want)
{
  if (type_keyword_find(c->src + kw.off, (int)kw.len) != want)
    dsl_error(c, kw.off, "'%.*s': this target phrase is known only 'with %s' (src/targets.def)", (int)kw.len,
              c->src + kw.off, type_keyword_names[want]);
  return cg_target(c, kind, at);
}

/* "target creature with mana value 3 or greater", "... with power 3 or less": the targets table knows the one
   number its phrase says (src/targets.def) */
int cg_target_bound(dsl_ctx *c, dsl_tok at, int n, int kind, int want)
{
  if (n != want)
    dsl_error(c, at.off, "'%s' is the phrase known, with %d (src/targets.def)", type_target_phrases[kind], want);
  return cg_target(c, kind, at);
}

/* the operand of the instruction emitted next names the card's last token: the pack writer patches it */
/* an effect on the card's last token definition: op (CREATE, ENDURE, ...) with that card as its operand, patched later */
void cg_token_op(dsl_ctx *c, int op)
{
  cg_fix_token(c);
  cg_emit(c, op, 0);
  c->cur.neffects++;
}

void cg_fix_token(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->nfix == DSL_FIXES) {
    dsl_error(c, c->line_start, "%s: more than %d token operands", k->name, DSL_FIXES);
    return;
  }
  k->fix[k->nfix].at = k->code_len + 1;
  k->fix[k->nfix++].token = k->ntokens - 1;
}

/* "<self> deals ...": an ability's text that says "this creature" (or the name) rather than "it" */
void cg_says_this(dsl_ctx *c)
{
  pack_ability *a = current(c);
  if (!c->cur.said_it && (a->kind == ABIL_TRIGGERED || a->kind == ABIL_ACTIVATED || a->kind == ABIL_ACT_MODE))
    a->flags |= PACK_ABF_SAYS_THIS;
}

/* "<self> deals N damage to each opponent" (OP_OPPONENT) or "to you" (OP_YOU, Ravenous Giant) */
static void damage_player(dsl_ctx *c, int amount, int who)
{
  cg_says_this(c);
  cg_emit(c, OP_PUSH, amount);
  c->cur.amount_at = c->cur.code_len;
  cg_emit(c, who, 0);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

void cg_damage_opponents(dsl_ctx *c, int amount) { damage_player(c, amount, OP_OPPONENT); }
void cg_damage_you(dsl_ctx *c, int amount) { damage_player(c, amount, OP_YOU); }

/* "<self> deals N damage to it": the creature a "Whenever a creature enters," trigger saw enter (OP_ABOUT) */
void cg_damage_about(dsl_ctx *c, int amount)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_ANY_CREATURE_ENTERS)
    dsl_error(c, c->line_start, "%s: 'to it' needs a 'Whenever a creature enters,' trigger", k->name);
  damage_player(c, amount, OP_ABOUT);
}

int cg_target(dsl_ctx *c, int kind, dsl_tok at)
{
  pack_ability *a = current(c);
  if (a->ntargets >= PACK_MAX_TARGETS) {
    dsl_error(c, at.off, "more than %d targets", PACK_MAX_TARGETS);
    return 0;
  }
  a->target[a->ntargets] = (uint8_t)kind;
  c->cur.last_target = a->ntargets;
  return a->ntargets++;
}

void cg_damage(dsl_ctx *c, int amount, int target)
{
  cg_says_this(c);
  cg_emit(c, OP_PUSH, amount);
  c->cur.amount_at = c->cur.code_len;
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "you draw a card" (Phyrexian Arena): the text names "you"; the code is that of "draw a card" */
void cg_you_draw(dsl_ctx *c) { current(c)->flags |= PACK_ABF_YOU_DRAW; }
void cg_ability_wording(dsl_ctx *c, int bits) { current(c)->wording |= (uint8_t)bits; }

void cg_player_effect(dsl_ctx *c, int op, int amount, int target)
{
  cg_emit(c, OP_PUSH, amount);
  if (target == -1)
    cg_emit(c, OP_YOU, 0);
  else if (target == -2)
    cg_emit(c, OP_OPPONENT, 0);
  else
    cg_emit(c, OP_TARGET, target);
  cg_emit(c, op, 0);
  c->cur.neffects++;
}

/* Goblin Guide: OPPONENT; REVEAL_TOP_LAND -- only an attack trigger has a defending player (506.2) */
void cg_reveal_top_land(dsl_ctx *c)
{
  if (c->cur.open < 0 || c->cur.abil[c->cur.open].trigger != TRIG_ATTACKS)
    dsl_error(c, c->line_start, "'defending player' needs a 'Whenever ... attacks,' trigger");
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_REVEAL_TOP_LAND, 0);
  c->cur.neffects++;
}

/* 700.5: "Each opponent loses X life, where X is your devotion to black." -- DEVOTION color; OPPONENT; LOSE_LIFE */
void cg_devotion_loss(dsl_ctx *c, int x, dsl_tok color)
{
  if (x != CG_X)
    dsl_error(c, color.off, "'where X is your devotion' needs 'loses X life'");
  int i = cg_color_of(c, color);
  if (i < 0)
    return;
  cg_emit(c, OP_DEVOTION, i);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  c->cur.neffects++;
}

void cg_object_effect(dsl_ctx *c, int op, int target)
{
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, op, 0);
  c->cur.neffects++;
}

/* "<Counter|Destroy> <target> if it's <color>.": TARGET i; IS_COLOR c; UNLESS 3; TARGET i; op -- the color as the
   spell resolves (608.2b: a target that isn't blue is still legal; the effect just does nothing to it) */
void cg_if_color(dsl_ctx *c, int op, int target, dsl_tok color)
{
  int k = cg_color_of(c, color);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_IS_COLOR, k < 0 ? 0 : k);
  cg_emit(c, OP_UNLESS, 3);
  cg_object_effect(c, op, target);
}

/* a counter kind named in the text, or -1 with an error */
int cg_counter_kind(dsl_ctx *c, dsl_tok kind)
{
  char name[16];
  snprintf(name, sizeof name, "%.*s", (int)(kind.len < 15 ? kind.len : 15), c->src + kind.off);
  int k = type_counter_find(name);
  if (k < 0) {
    char known[256] = "";
    for (int i = 0, n = 0; i < CTR__COUNT && n < (int)sizeof known; i++) /* the kinds of src/counters.def */
      n += snprintf(known + n, sizeof known - (size_t)n, "%s%s", i ? ", " : "", type_counter_names[i]);
    dsl_error(c, kind.off, "unknown counter '%s' (known: %s)", name, known);
  }
  return k;
}

void cg_counters_each(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS_EACH, k);
  c->cur.neffects++;
}

/* "Put two -1/-1 counters on each creature." (every player's) */
void cg_counters_all(dsl_ctx *c, dsl_tok kind, int n)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_COUNTERS_ALL, k);
  c->cur.neffects++;
}

void cg_counters_power(dsl_ctx *c, int x, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (x != CG_X)
    dsl_error(c, kind.off, "'where X is its power' needs X as the count");
  if (k < 0)
    return;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_POWER, 0);
  cg_emit(c, OP_COUNTERS, k);
  c->cur.neffects++;
}

void cg_create_x(dsl_ctx *c, int x, int n)
{
  if (x != CG_X)
    dsl_error(c, c->line_start, "'where X is ...' needs X as the count");
  cg_create(c, n);
}

void cg_fight(dsl_ctx *c, int a, int b)
{
  cg_emit(c, OP_TARGET, a);
  cg_emit(c, OP_TARGET, b);
  cg_emit(c, OP_FIGHT, 0);
  c->cur.neffects++;
}

/* 614.1c: counters it enters with -- code run as it enters, like "enters tapped" */
void cg_enters_with(dsl_ctx *c, dsl_tok kind, int n)
{
  int k = cg_counter_kind(c, kind);
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS)->word = (uint8_t)c->cur.word;
  c->cur.word = AWORD_NONE;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_COUNTERS, k < 0 ? 0 : k);
}

/* 614.1a: a replacement ability the engine applies as the card would go to a graveyard (its code is END) */
void cg_shuffle_instead(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_WOULD_GRAVEYARD);
  cg_ability_end(c);
}

void cg_enters_cond(dsl_ctx *c, int cond)
{
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].cond = (uint8_t)cond;
}

/* 614.1a: a replacement effect of a resolving spell on the target the last sentence named */
void cg_exile_if_dies(dsl_ctx *c)
{
  cg_emit(c, OP_TARGET, c->cur.last_target);
  cg_emit(c, OP_EXILE_IF_DIES, 0);
  c->cur.neffects++;
}

void cg_counters(dsl_ctx *c, dsl_tok kind, int n, int target)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  if (target < 0 && !c->cur.said_it)
    cg_says_this(c); /* "on Sokka", "on this creature": not "it" */
  if (target < 0)
    cg_emit(c, OP_SELF, 0);
  else
    cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_COUNTERS, k);
  c->cur.neffects++;
}

/* a color word's COLOR_* index, or -1 with an error */
int cg_color_of(dsl_ctx *c, dsl_tok word)
{
  for (int i = 0; i < COLOR__COUNT; i++)
    if (strlen(type_color_words[i]) == word.len && !strncasecmp(type_color_words[i], c->src + word.off, word.len))
      return i;
  dsl_error(c, word.off, "unknown color");
  return -1;
}

/* ---- tokens (111) ---------------------------------------------------------------------------- */

static cg_token *cur_token(dsl_ctx *c) { return &c->cur.tokens[c->cur.ntokens - 1]; }

void cg_token_begin(dsl_ctx *c, dsl_tok p, dsl_tok t)
{
  cg_card *k = &c->cur;
  if (k->ntokens >= DSL_TOKENS) {
    dsl_error(c, p.off, "more than %d kinds of token", DSL_TOKENS);
    k->ntokens = DSL_TOKENS - 1;
  }
  cg_token *tk = &k->tokens[k->ntokens++];
  memset(tk, 0, sizeof *tk);
  for (int i = 0; i < PACK_MAX_SUBTYPES; i++)
    tk->rec.subtypes[i] = PACK_NONE;
  tk->rec.types = BIT(TYPE_CREATURE);
  tk->rec.loyalty = -1;
  tk->rec.pt_flags = PACK_PT_HAS | PACK_TOKEN;
  tk->rec.power = (int8_t)small_number(c, p);
  tk->rec.toughness = (int8_t)small_number(c, t);
}

void cg_token_color(dsl_ctx *c, dsl_tok word)
{
  int i = cg_color_of(c, word);
  if (i >= 0)
    cur_token(c)->rec.colors |= (uint8_t)BIT(i);
}

void cg_token_subtype(dsl_ctx *c, dsl_tok w)
{
  cg_token *tk = cur_token(c);
  int id = cg_subtype(c, w), i = 0;
  if (id < 0)
    return;
  while (i < PACK_MAX_SUBTYPES && tk->rec.subtypes[i] != PACK_NONE)
    i++;
  if (i < PACK_MAX_SUBTYPES)
    tk->rec.subtypes[i] = (uint16_t)id;
  size_t n = strlen(tk->name);
  snprintf(tk->name + n, sizeof tk->name - n, "%s%.*s", n ? " " : "", (int)w.len, c->src + w.off);
}

void cg_token_keyword(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id < 0)
    dsl_error(c, kw.off, "unknown keyword");
  else if (!cg_keyword_needs_cost(c, id, kw))
    card_add_keyword(&cur_token(c)->rec, id);
}

void cg_create(dsl_ctx *c, int n)
{
  cg_token_name(c);
  cg_create_emit(c, n);
}

/* names the card's last token */
void cg_token_name(dsl_ctx *c)
{
  cg_token *tk = cur_token(c);
  /* 111.4: "<subtypes> Token"; the pack name adds the rest of its characteristics so that different
     tokens with one name (a red and a black-and-red Goblin) stay different cards */
  char detail[64];
  size_t d = tk->x ? (size_t)snprintf(detail, sizeof detail, "X/X ")
             : (size_t)snprintf(detail, sizeof detail, "%d/%d ", tk->rec.power, tk->rec.toughness);
  for (int i = 0; i < COLOR__COUNT && d < sizeof detail - 1; i++)
    if (tk->rec.colors & BIT(i))
      detail[d++] = type_color_symbols[i];
  if (!tk->rec.colors && d > 0)
    d--; /* colorless (Crib Swap's Shapeshifter): no space for colors */
  detail[d] = '\0';
  for (int i = 0; i < KW__COUNT; i++)
    if ((card_keywords(&tk->rec) >> i) & 1) {
      size_t l = strlen(detail);
      snprintf(detail + l, sizeof detail - l, " %.20s", type_keyword_names[i]);
    }
  if (tk->firebending) { /* tlacards: a token with firebending is another token */
    size_t l = strlen(detail);
    snprintf(detail + l, sizeof detail - l, " firebending %d", tk->firebending);
  }
  if (tk->guard_sub) { /* tlacards 14: "This token can't block or be blocked by non-Spirit creatures." */
    size_t l = strlen(detail);
    snprintf(detail + l, sizeof detail - l, " can't block or be blocked by non-%.24ss", type_sub_names[tk->guard_sub - 1]);
  }
  size_t len = strlen(tk->name);
  if (!(tk->rec.supertypes & BIT(SUPER_LEGENDARY))) /* a named legendary token keeps its name (Marit Lage) */
    snprintf(tk->name + len, sizeof tk->name - len, " Token (%s)", detail);
}

/* PUSH n (or YOU; LIFE for n < 0, "where X is your life total"); CREATE of the card's last token, patched later */
void cg_create_emit(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (n < 0 && n != CG_X) { /* "where X is your life total" */
    cg_emit(c, OP_YOU, 0);
    cg_emit(c, OP_LIFE, 0);
  } else
    cg_emit(c, OP_PUSH, n);
  int x = k->ntokens > 0 && k->tokens[k->ntokens - 1].x;
  if (x) /* "an X/X ... token" (111.4): X as it resolves */
    cg_emit(c, OP_XVAL, 0);
  cg_token_op(c, x ? OP_CREATE_XX : OP_CREATE);
}

void cg_self_named(dsl_ctx *c)
{
  c->cur.rec.pt_flags |= PACK_SELF_NAMED;
}

void cg_join(dsl_ctx *c)
{
  if (c->cur.neffects >= 1 && c->cur.neffects <= 8)
    current(c)->joins |= (uint8_t)(1u << (c->cur.neffects - 1));
}

void cg_trigger_begin(dsl_ctx *c, int trigger)
{
  cg_open_ability(c, ABIL_TRIGGERED, trigger)->word = (uint8_t)c->cur.word;
  c->cur.word = AWORD_NONE;
}

/* "Whenever a player casts a <color> spell," -- the colors the engine has a trigger for (triggers.def): red */
void cg_trigger_cast_color(dsl_ctx *c, dsl_tok color)
{
  if (cg_color_of(c, color) != COLOR_RED)
    dsl_error(c, color.off, "only 'a player casts a red spell' is a trigger the engine knows (src/triggers.def)");
  cg_trigger_begin(c, TRIG_CAST_RED);
}

void cg_ability_word(dsl_ctx *c, dsl_tok w)
{
  for (int i = 1; i < AWORD__COUNT; i++)
    if (strlen(type_aword_names[i]) == w.len && !strncasecmp(type_aword_names[i], c->src + w.off, w.len)) {
      c->cur.word = i;
      return;
    }
  dsl_error(c, w.off, "unknown ability word '%.*s' (src/awords.def)", (int)w.len, c->src + w.off);
}

void cg_trigger_cond(dsl_ctx *c, int cond)
{
  if (c->cur.open >= 0 && c->cur.abil[c->cur.open].kind == ABIL_TRIGGERED)
    c->cur.abil[c->cur.open].cond = (uint8_t)cond;
}

void cg_trigger_end(dsl_ctx *c) { cg_ability_end(c); }

/* "When a Dragon you control enters,": the creature type the entering permanent must have; "When" kept for printing
   where the usual word is "Whenever" */
/* a subtype's id as Oracle writes it before "spell(s)" or "card" ("Aura", "Lesson"), or -1 with an error */
int cg_subtype(dsl_ctx *c, dsl_tok w)
{
  int id = type_sub_find(c->src + w.off, (int)w.len);
  if (id < 0)
    dsl_error(c, w.off, "unknown subtype '%.*s' (src/subtypes.def)", (int)w.len, c->src + w.off);
  return id;
}

/* a creature type's id (205.3m), or -1 with an error */
int cg_creature_type(dsl_ctx *c, dsl_tok w)
{
  int id = type_sub_find(c->src + w.off, (int)w.len);
  if (id < 0 || !(type_sub_types[id] & BIT(TYPE_CREATURE))) {
    dsl_error(c, w.off, "'%.*s' is not a creature type (src/subtypes.def)", (int)w.len, c->src + w.off);
    return -1;
  }
  return id;
}

void cg_trigger_subtype(dsl_ctx *c, dsl_tok w, int when)
{
  pack_ability *a = current(c);
  int id = a->trigger == TRIG_CAST_SUBTYPE || a->trigger == TRIG_CAST_ARTIFACT_OR ? cg_subtype(c, w) /* "a Lesson spell": any subtype a spell may have */
                                           : cg_creature_type(c, w);
  if (id < 0)
    return;
  a->trig_arg = (uint16_t)(id + 1);
  if (when)
    a->wording |= PACK_WORD_WHEN;
}

/* "Whenever you cast a spell with mana value N or greater," */
void cg_trigger_mv(dsl_ctx *c, int n)
{
  if (n < 1 || n > 30)
    dsl_error(c, c->line_start, "a mana value from 1 to 30");
  else
    current(c)->trig_arg = (uint16_t)n;
}

void cg_cost_symbol(dsl_ctx *c, dsl_tok sym)
{
  open_kind(c, ABIL_ACTIVATED);
  pack_ability *a = current(c);
  const char *s = c->src + sym.off + 1;
  int n = (int)sym.len - 2;
  static const char symbols[] = "WUBRGC";
  const char *hit = n == 1 ? strchr(symbols, s[0]) : NULL;
  uint8_t h = hybrid_symbol(s, n);
  if (n == 1 && s[0] == 'T')
    a->cost |= PACK_COST_TAP;
  else if (h) /* eclcards: "{R/W}{R/W}, Remove a counter from this creature:" (107.4e) */
    add_hybrid(c, a->hybrid, h, sym);
  else if (n >= 1 && n <= 2 && s[0] >= '0' && s[0] <= '9')
    a->generic = (uint8_t)(a->generic + atoi(s));
  else if (hit && *hit)
    a->mana_cost[hit - symbols]++;
  else if (n == 1 && s[0] == 'X')
    a->x++;
  else
    dsl_error(c, sym.off, "unknown cost symbol '%.*s'", (int)sym.len, c->src + sym.off);
}

void cg_cost_sacrifice(dsl_ctx *c)
{
  open_kind(c, ABIL_ACTIVATED);
  current(c)->cost |= PACK_COST_SACRIFICE;
}

/* a discard or a sacrifice of the player's choice as a cost: once each per ability */
void cg_cost_bits(dsl_ctx *c, int bits)
{
  open_kind(c, ABIL_ACTIVATED);
  pack_ability *a = current(c);
  int discards = PACK_COST_DISCARD | PACK_COST_DISCARD_RANDOM, sacs = PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE;
  if ((a->cost & bits & discards) || ((a->cost & discards) && (bits & discards)) || ((a->cost & sacs) && (bits & sacs)))
    dsl_error(c, c->line_start, "%s: one discard and one sacrifice of a chosen permanent per cost", c->cur.name);
  a->cost |= (uint8_t)bits;
}

/* a cost item other than mana and {T}: the activated ability the costs open, or NULL if none could be opened */
pack_ability *cg_cost_open(dsl_ctx *c)
{
  cg_cost_bits(c, 0);
  return c->cur.open >= 0 ? &c->cur.abil[c->cur.open] : NULL;
}

void cg_sorcery_speed(dsl_ctx *c) { current(c)->cost |= PACK_COST_SORCERY; }

void cg_mana_ability(dsl_ctx *c)
{
  pack_ability *a = current(c);
  int mana = a->generic + a->x;
  for (int m = 0; m < MANA__COUNT; m++)
    mana += a->mana_cost[m];
  if ((a->cost != PACK_COST_TAP && a->cost != (PACK_COST_TAP | PACK_COST_SACRIFICE)) ||
      (mana && (mana != 1 || a->generic != 1 || a->cost != PACK_COST_TAP))) /* lead: "{1}, {T}: Add ..." (a filter) */
    dsl_error(c, c->line_start, "%s: mana abilities with costs other than {T} (and sacrificing it) are not supported yet",
              c->cur.name);
  else if (a->tap_n && (a->tap_n != 1 || a->cost != PACK_COST_TAP || mana)) /* lead: Springleaf Drum */
    dsl_error(c, c->line_start, "%s: a mana ability taps one untapped creature you control, with {T} only", c->cur.name);
  a->kind = ABIL_MANA;
}

/* a mana ability's cost has no hybrid symbols: its pack_ability.only[] shares their bytes (called as its mana is read,
   before "Spend this mana only ..." writes only[]) */
static void no_hybrid_cost(dsl_ctx *c)
{
  if (current(c)->kind == ABIL_ACTIVATED && current(c)->hybrid[0])
    dsl_error(c, c->line_start, "%s: mana abilities with costs other than {T} (and sacrificing it) are not supported yet",
              c->cur.name);
}

/* the kind (MANA_*) of mana symbol sym, one of {W}, {U}, {B}, {R}, {G}, {C}, or -1 */
int cg_mana_kind(const dsl_ctx *c, dsl_tok sym)
{
  static const char symbols[] = "WUBRGC";
  const char *hit = sym.len == 3 ? strchr(symbols, c->src[sym.off + 1]) : NULL;
  return hit && *hit ? (int)(hit - symbols) : -1;
}

void cg_mana_add(dsl_ctx *c, dsl_tok sym)
{
  no_hybrid_cost(c);
  int k = cg_mana_kind(c, sym);
  if (k < 0) {
    dsl_error(c, sym.off, "a mana ability adds {W}, {U}, {B}, {R}, {G} or {C}");
    return;
  }
  pack_ability *a = current(c);
  if (!a->mana)
    a->mana_first = (uint8_t)(k + 1);
  a->mana |= (uint8_t)BIT(k);
}

void cg_mana_more(dsl_ctx *c, dsl_tok sym)
{
  pack_ability *a = current(c);
  int k = cg_mana_kind(c, sym);
  if (k < 0 || a->mana != BIT(k) || a->mana_amount >= 3) {
    dsl_error(c, sym.off, "'Add {C}{C}': the same one symbol repeated (up to three times)");
    return;
  }
  a->mana_amount = (uint8_t)(a->mana_amount ? a->mana_amount + 1 : 2);
}

void cg_mana_any(dsl_ctx *c, dsl_tok one)
{
  no_hybrid_cost(c);
  if (one.len != 3 || strncasecmp(c->src + one.off, "one", 3) != 0)
    dsl_error(c, one.off, "expected 'one mana of any color'");
  current(c)->mana |= (uint8_t)((1u << COLOR__COUNT) - 1);
}

/* fdncards 9: "one mana of the chosen color" -- of the colors, the one chosen as it entered (needs the choice before it) */
void cg_mana_chosen(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int found = 0;
  for (int i = 0; i < k->nabil; i++)
    found |= k->abil[i].kind == ABIL_ENTER_CHOICE && k->code[k->abil[i].code + 1] == CHOICE_COLOR;
  if (!found)
    dsl_error(c, c->line_start, "%s: \"the chosen color\" needs \"As ... enters, choose a color.\" before it", k->name);
  current(c)->act |= ACTR_CHOSEN_COLOR;
}

/* "Spend this mana only to cast Aura and/or Equipment spells." (106.6): the k-th (1, 2) subtype the mana ability's
   mana may pay for; plural: "<S> spells" rather than "a <S> spell" (for printing) */
void cg_mana_only(dsl_ctx *c, dsl_tok w, int k, int plural)
{
  int id = cg_subtype(c, w);
  if (id < 0)
    return;
  current(c)->only[k - 1] = (uint16_t)((id + 1) | (plural && k == 1 ? ONLY_PLURAL : 0));
}

/* the printing and ability bits of a mana restriction (ONLY_EACH, ONLY_ABILITIES) */
void cg_mana_only_flag(dsl_ctx *c, int flag) { current(c)->only[0] |= (uint16_t)flag; }

/* "... or activate an ability of an Ally source": the same subtype as the spells' (ONLY_ABILITIES) */
void cg_mana_only_same(dsl_ctx *c, dsl_tok w)
{
  int id = type_sub_find(c->src + w.off, (int)w.len);
  if (id < 0 || (current(c)->only[0] & ONLY_ID) != id + 1)
    dsl_error(c, w.off, "%s: the sources whose abilities the mana pays for have the spells' subtype here", c->cur.name);
  cg_mana_only_flag(c, ONLY_ABILITIES);
}

/* lead: "... a creature spell of the chosen type or activate an ability of a creature source of the chosen type" (106.6,
   614.12): the type chosen as its permanent entered (ONLY_CHOSEN), the spells and sources creatures too if `creature` */
void cg_mana_only_chosen(dsl_ctx *c, int creature)
{
  cg_need_choice(c, CHOICE_CREATURE_TYPE);
  current(c)->only[0] = ONLY_CHOSEN | ONLY_ABILITIES;
  current(c)->only[1] = (uint16_t)(creature ? ONLY_TYPE | TYPE_CREATURE : 0);
}

/* "Spend this mana only to cast a creature spell." (106.6): a card type */
void cg_mana_only_type(dsl_ctx *c, int type) { current(c)->only[0] = (uint16_t)(ONLY_TYPE | type); }

/* "Add two mana in any combination of colors." (Flamebraider): two mana, each of any color -- mana_amount 2 */
void cg_mana_combination(dsl_ctx *c, dsl_tok n, dsl_tok combination, dsl_tok colors)
{
  no_hybrid_cost(c);
  cg_word_must(c, combination, "combination");
  cg_word_must(c, colors, "colors");
  int k = cg_number(c, n);
  if (k < 2 || k > 3) {
    dsl_error(c, n.off, "%s: 'two' or 'three' mana in any combination of colors", c->cur.name);
    return;
  }
  pack_ability *a = current(c);
  a->mana |= (uint8_t)((1u << COLOR__COUNT) - 1);
  a->mana_amount = (uint8_t)k;
}

void cg_ability_end(dsl_ctx *c)
{
  cg_emit(c, OP_END, 0);
  c->cur.closed = c->cur.open;
  c->cur.open = -1;
}

void cg_enters_tapped(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TAP, 0);
  cg_ability_end(c);
}

void cg_loyalty(dsl_ctx *c, dsl_tok n)
{
  cg_card *k = &c->cur;
  c->cur.pt_off = n.off;
  if (!(k->rec.types & BIT(TYPE_PLANESWALKER)))
    dsl_error(c, n.off, "%s: only planeswalkers have loyalty (306.5b)", k->name);
  k->rec.loyalty = (int8_t)small_number(c, n);
}

/* "Defense: 5", a battle's box (310.4a) */
void cg_defense(dsl_ctx *c, dsl_tok n)
{
  cg_card *k = &c->cur;
  c->cur.pt_off = n.off;
  if (!(k->rec.types & BIT(TYPE_BATTLE)))
    dsl_error(c, n.off, "%s: only battles have defense (310.4)", k->name);
  int d = small_number(c, n);
  if (d < 1)
    dsl_error(c, n.off, "%s: a battle's defense is at least 1", k->name);
  k->rec.defense = (uint8_t)(d < 1 ? 1 : d);
}

/* 606.4: "+N:", "0:", "−N:" (U+2212 or '-') -- a loyalty ability of a planeswalker */
void cg_loyalty_cost(dsl_ctx *c, dsl_tok cost)
{
  cg_card *k = &c->cur;
  const char *s = c->src + cost.off;
  int minus = s[0] == '-' || (unsigned char)s[0] == 0xE2, skip = (unsigned char)s[0] == 0xE2 ? 3 : s[0] == '0' ? 0 : 1;
  dsl_tok num = {cost.off + (uint32_t)skip, cost.len - (uint32_t)skip};
  int n = small_number(c, num);
  if (!(k->rec.types & BIT(TYPE_PLANESWALKER)))
    dsl_error(c, cost.off, "%s: only planeswalkers have loyalty abilities (606.1)", k->name);
  pack_ability *a = cg_open_ability(c, ABIL_ACTIVATED, TRIG_NONE);
  a->cost = PACK_COST_LOYALTY;
  a->loyalty = (int8_t)(minus ? -n : n);
}

void cg_upto(dsl_ctx *c, dsl_tok n, int target)
{
  if (n.len != 3 || strncasecmp(c->src + n.off, "one", 3) != 0)
    dsl_error(c, n.off, "only 'up to one target' is supported");
  current(c)->upto |= (uint8_t)(1u << target);
}

/* a line with a syntax error was skipped: the ability it opened (if not the spell's) is abandoned */
void cg_line_error(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open >= 0 && k->abil[k->open].kind != ABIL_SPELL)
    k->open = -1;
  k->closed = -1;
  k->if_open = 0; /* an "If this spell was kicked," the error cut short */
  cg_cont_reset(c);
}

/* appends a card to the compiled cards */
cg_card *cg_keep(dsl_ctx *c, uint32_t off)
{
  if (c->ncards == c->cap) {
    int cap = c->cap ? 2 * c->cap : 64;
    cg_card *m = realloc(c->cards, (size_t)cap * sizeof *m);
    if (!m) {
      dsl_error(c, off, "out of memory");
      return NULL;
    }
    c->cards = m;
    c->cap = cap;
  }
  return &c->cards[c->ncards++];
}

/* the card's whole-card rules (checked only when nothing else failed: a broken line would mislead them) */
static void check_card(dsl_ctx *c, int has_spell)
{
  cg_card *k = &c->cur;
  int spell = (k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))) != 0;
  if (k->rec.types == 0 && !(k->rec.pt_flags & PACK_EMBLEM))
    dsl_error(c, k->off, "%s: the type line names no card type", k->name);
  cg_check_attach(c);
  cg_check_kicker(c);
  if (has_spell && !spell)
    dsl_error(c, k->abil_off[k->open], "%s: only instants and sorceries have spell effects in this version", k->name);
  cg_modes_check(c, has_spell);
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].act & ACTR_MODAL) {
      int n = 0;
      while (i + 1 + n < k->nabil && k->abil[i + 1 + n].kind == ABIL_ACT_MODE)
        n++;
      if (n < 2)
        dsl_error(c, k->abil_off[i], "%s: an activated ability's 'Choose one —' needs two or more bulleted modes", k->name);
    }
  for (int i = 0; i < k->nabil; i++)
    if ((k->abil[i].flags & PACK_ABF_CDA) && !(k->rec.pt_flags & (PACK_PT_STAR_POWER | PACK_PT_STAR_TOUGHNESS)))
      dsl_error(c, k->abil_off[i], "%s: a characteristic-defining P/T goes with a */* power/toughness line", k->name);
  if ((k->rec.types & BIT(TYPE_PLANESWALKER)) && k->rec.loyalty < 0)
    dsl_error(c, k->off, "%s: a planeswalker needs a loyalty line such as 'Loyalty: 3' (306.5b)", k->name);
  if ((k->rec.types & BIT(TYPE_BATTLE)) && !k->rec.defense)
    dsl_error(c, k->off, "%s: a battle needs a defense line such as 'Defense: 5' (310.4)", k->name);
  if ((k->rec.types & BIT(TYPE_CREATURE)) && !(k->rec.pt_flags & PACK_PT_HAS))
    dsl_error(c, k->off, "%s: a creature needs a power/toughness line such as 2/2", k->name);
  if (!(k->rec.types & BIT(TYPE_CREATURE)) && (k->rec.pt_flags & PACK_PT_HAS) && !cg_card_has_subtype(c, SUB_VEHICLE))
    dsl_error(c, k->pt_off, "%s: only creatures and Vehicles have power/toughness (301.7)", k->name);
}

/* a card compiled before under this name, or NULL */
const cg_card *cg_defined(const dsl_ctx *c, const char *name)
{
  for (int i = 0; i < c->ncards; i++)
    if (strcmp(c->cards[i].name, name) == 0)
      return &c->cards[i];
  return NULL;
}

static int same_card(const cg_card *a, const cg_card *b)
{
  return memcmp(&a->rec, &b->rec, sizeof a->rec) == 0 && a->nabil == b->nabil &&
         memcmp(a->abil, b->abil, (size_t)a->nabil * sizeof *a->abil) == 0 && a->code_len == b->code_len &&
         memcmp(a->code, b->code, a->code_len) == 0 && strcmp(a->text, b->text) == 0 &&
         memcmp(a->abil_text, b->abil_text, sizeof a->abil_text) == 0;
}

/* a name may be defined again only identically (a basic land in two sets): the first definition is kept */
static int redefined(dsl_ctx *c, const cg_card *k)
{
  const cg_card *old = cg_defined(c, k->name);
  if (old && !same_card(old, k))
    dsl_error(c, k->off, "card \"%s\" is defined differently in %s:%d", k->name, old->file, old->line);
  return old != NULL;
}

/* card ::= header typeline body [pt]: check it, finish its code, keep it and the tokens it creates */
void cg_card_end(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int has_spell = k->open >= 0 && k->abil[k->open].kind == ABIL_SPELL;
  cg_vivid_card_end(c); /* a power-only CDA takes the printed toughness */
  if (!c->failed) {
    check_card(c, has_spell);
    cg_face_check(c);
  }
  if (c->failed)
    return;
  if (has_spell) {
    cg_emit(c, OP_END, 0);
    k->open = -1;
  }
  if (k->need_still == 1)
    dsl_error(c, k->off, "%s: 'becomes a ... creature' replaces its card types (205.1b); the language takes it with "
              "'It's still a land.' after it", k->name);
  cg_effect_abilities(c);
  cg_modes_combine(c); /* after the effects: the code it copies names them */
  int again = redefined(c, k);
  if (c->failed)
    return;
  c->compiled += !k->front[0]; /* a multi-faced card counts once */
  if (!k->front[0] && !(k->rec.pt_flags & PACK_TOKEN)) {
    snprintf(c->kept_front, sizeof c->kept_front, "%s", k->name); /* a face line may follow */
    c->front_new = !again;
  }
  if (again)
    return;
  cg_card *kept = cg_keep(c, k->off);
  if (!kept)
    return;
  *kept = *k;
  for (int t = 0; t < k->ntokens; t++) { /* each token it creates is a card of the pack too */
    if (k->tokens[t].predefined || cg_defined(c, k->tokens[t].name)) /* its own definition, or made by another
                                                                           card too: one definition */
      continue;
    cg_card *tc = cg_keep(c, k->off);
    if (!tc)
      return;
    memset(tc, 0, sizeof *tc);
    snprintf(tc->name, sizeof tc->name, "%s", k->tokens[t].name);
    snprintf(tc->set, sizeof tc->set, "%s", k->set);
    snprintf(tc->file, sizeof tc->file, "%s", k->file);
    tc->line = k->line;
    tc->rec = k->tokens[t].rec;
    tc->open = tc->closed = -1;
    cg_token_abilities(tc, &k->tokens[t]);
  }
}
