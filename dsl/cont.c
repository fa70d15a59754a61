/* cont.c: compiling continuous effects -- a subject (an affected set, a target, the card itself) and what it
   does, as a static ability or as an effect of a spell or ability until end of turn (604, 611, 613). The
   layer of each operation comes from the opcode table: card text never names a layer. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

void cg_cont_reset(dsl_ctx *c) { memset(&c->cur.cont, 0, sizeof c->cur.cont); }

/* the buffer remembers the line it began on: its line's end comes after the next line's first token is read */
static void cont_begin(dsl_ctx *c)
{
  if (!c->cur.cont.started) {
    c->cur.cont.started = 1;
    c->cur.cont.off = c->line_start;
  }
}

static void cont_emit(dsl_ctx *c, int op, int operand)
{
  cg_cont *k = &c->cur.cont;
  cont_begin(c);
  int len = op_length(op);
  if (k->len + (uint32_t)len + 1 > sizeof k->code) {
    dsl_error(c, c->line_start, "%s: continuous effect too long", c->cur.name);
    return;
  }
  op_write(k->code + k->len, op, operand);
  k->len += (uint32_t)len;
  k->depth += op_table[op].pushes - op_table[op].pops;
  if (k->depth > k->max_depth)
    k->max_depth = k->depth;
  if (op_table[op].layer != NOLAYER) {
    k->layers |= (uint16_t)BIT(op_table[op].layer);
    k->nops++;
    k->pump = 0;
  }
  k->last_kw = 0;
  k->creature_types = 0;
}

/* ---- words: subtypes and card types, singular or plural ------------------------------------------ */

static int word_is(dsl_ctx *c, dsl_tok w, const char *s)
{
  return strlen(s) == w.len && strncasecmp(c->src + w.off, s, w.len) == 0;
}

/* a subtype named by a word, singular or plural ("Goblins", "Merfolk", "Elves", "Swamps"), or -1 */
static int subtype_word(const char *s, int n)
{
  int id = type_sub_find(s, n);
  if (id < 0 && n > 1 && s[n - 1] == 's')
    id = type_sub_find(s, n - 1);
  if (id < 0 && n > 2 && s[n - 2] == 'e' && s[n - 1] == 's')
    id = type_sub_find(s, n - 2);
  if (id < 0 && n > 3 && strncmp(s + n - 3, "ies", 3) == 0) { /* Allies */
    char b[64];
    snprintf(b, sizeof b, "%.*sy", n - 3, s);
    id = type_sub_find(b, n - 2);
  }
  if (id < 0 && n > 3 && strncmp(s + n - 3, "ves", 3) == 0) { /* Elves, Wolves */
    char b[64];
    snprintf(b, sizeof b, "%.*sf", n - 3, s);
    id = type_sub_find(b, n - 2);
  }
  return id;
}

/* the same with an error (eclcards: "the greatest power among Giants you control") */
int cg_subtype_plural(dsl_ctx *c, dsl_tok w)
{
  int id = subtype_word(c->src + w.off, (int)w.len);
  if (id < 0)
    dsl_error(c, w.off, "unknown subtype '%.*s' (src/subtypes.def)", (int)w.len, c->src + w.off);
  return id;
}

/* a card type named by a word, singular or plural ("lands", "enchantments"), or -1 */
static int cardtype_word(const char *s, int n)
{
  int id = type_card_find(s, n);
  return id >= 0 ? id : n > 1 && s[n - 1] == 's' ? type_card_find(s, n - 1) : -1;
}

/* ---- the subject ------------------------------------------------------------------------------------ */

void cg_filter(dsl_ctx *c, int op, int arg) { cont_emit(c, op, arg); }

void cg_filter_counter(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k >= 0)
    cont_emit(c, OP_F_COUNTER, k);
}

/* "without flying": the keyword the set's objects lack */
void cg_filter_no_keyword(dsl_ctx *c, dsl_tok kw) { cg_filter_keyword(c, kw, OP_F_NO_KEYWORD); }

/* "without flying" (F_NO_KEYWORD), "with flying" (F_KEYWORD) */
void cg_filter_keyword(dsl_ctx *c, dsl_tok kw, int op)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id < 0)
    dsl_error(c, kw.off, "unknown keyword");
  else
    cont_emit(c, op, id);
}

/* "each other creature that player controls" after "target creature an opponent controls": in a two-player game the
   opponent (the target is legal as the spell resolves only while an opponent controls it, 608.2b), and "other" is
   other than that target (F_NOT_TARGET), not than the spell */
void cg_filter_that_player(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  const pack_ability *a = c->cur.open >= 0 ? &c->cur.abil[c->cur.open] : NULL;
  if (!a || a->ntargets == 0 || a->target[c->cur.last_target] != TGT_CREATURE_OPPONENT) {
    dsl_error(c, c->line_start, "%s: 'that player controls' follows 'target creature an opponent controls'", c->cur.name);
    return;
  }
  uint8_t code[DSL_CONT_CODE];
  uint32_t len = k->len, n = 0;
  memcpy(code, k->code, len);
  k->len = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_F_OTHER)
      cont_emit(c, OP_F_NOT_TARGET, c->cur.last_target), n++;
    else
      cont_emit(c, op_at(code + pc), op_arg(code + pc));
  if (n != 1)
    dsl_error(c, c->line_start, "%s: 'that player controls' goes with 'each other'", c->cur.name);
  cont_emit(c, OP_F_OPPONENTS, 0);
}

void cg_filter_color(dsl_ctx *c, dsl_tok word)
{
  int i = cg_color_of(c, word);
  if (i >= 0)
    cont_emit(c, OP_F_COLOR, i);
}

void cg_filter_word(dsl_ctx *c, dsl_tok w, int adjective)
{
  const char *s = c->src + w.off;
  int n = (int)w.len, id;
  if (adjective && (word_is(c, w, "nonbasic") || word_is(c, w, "basic"))) {
    cont_emit(c, s[0] == 'b' || s[0] == 'B' ? OP_F_SUPER : OP_F_NOT_SUPER, SUPER_BASIC);
    return;
  }
  if (adjective && (word_is(c, w, "nonlegendary") || word_is(c, w, "legendary"))) {
    cont_emit(c, s[0] == 'l' || s[0] == 'L' ? OP_F_SUPER : OP_F_NOT_SUPER, SUPER_LEGENDARY);
    return;
  }
  if (adjective && word_is(c, w, "nontoken")) { /* tlacards 13: "Nontoken artifacts you control" (111.1) */
    cont_emit(c, OP_F_NONTOKEN, 0);
    return;
  }
  if (adjective && n > 3 && strncasecmp(s, "non", 3) == 0) { /* "non-Aura", "nonland" */
    int skip = s[3] == '-' ? 4 : 3;
    if ((id = type_card_find(s + skip, n - skip)) >= 0)
      cont_emit(c, OP_F_NOT_TYPE, id);
    else if ((id = type_sub_find(s + skip, n - skip)) >= 0)
      cont_emit(c, OP_F_NOT_SUBTYPE, id);
    else
      dsl_error(c, w.off, "unknown type or subtype in '%.*s'", n, s);
    return;
  }
  if (!adjective && word_is(c, w, "commanders")) { /* 903.3: none in mtgvm's games */
    cont_emit(c, OP_F_COMMANDER, 0);
    return;
  }
  if (!adjective && (word_is(c, w, "permanents") || word_is(c, w, "permanent")))
    return; /* every permanent: no filter */
  if (!adjective && (id = cardtype_word(s, n)) >= 0)
    cont_emit(c, OP_F_TYPE, id);
  else if ((id = subtype_word(s, n)) >= 0)
    cont_emit(c, OP_F_SUBTYPE, id);
  else if (w.off == c->line_start) { /* the line's first word: it may not be a subject at all */
    dsl_error(c, w.off, "unexpected '%.*s'; expected a keyword, an ability or effect sentence, or the power/toughness line",
              n, s);
    c->quiet_line = c->line_start + 1;
  } else if (w.off != c->line_start)
    dsl_error(c, w.off, "'%.*s' is not a card type, subtype or known adjective here", n, s);
}

void cg_subject(dsl_ctx *c, int kind, int arg)
{
  cg_cont *k = &c->cur.cont;
  cont_begin(c);
  if (kind == CG_SUBJ_SELF && c->cur.said_it && c->cur.open >= 0 && c->cur.abil[c->cur.open].ntargets > 0) {
    kind = CG_SUBJ_TARGET; /* "Put a +1/+1 counter on target creature. It gains hexproof ...": that target */
    arg = c->cur.last_target;
    k->hints |= CG_HINT_IT;
  }
  else if (kind == CG_SUBJ_SELF && c->cur.said_it && c->cur.open >= 0 &&
           (c->cur.abil[c->cur.open].kind == ABIL_ACTIVATED || c->cur.abil[c->cur.open].kind == ABIL_TRIGGERED))
    k->hints |= CG_HINT_IT; /* "Put two +1/+1 counters on this creature. It gains trample ...": "it" for itself */
  else if (kind == CG_SUBJ_SELF && c->cur.said_it && c->cur.open < 0)
    k->hints |= CG_HINT_IT; /* fdncards 10: "As long as this creature has ..., it has flying" (a static ability) */
  k->subject = kind;
  k->target = kind == CG_SUBJ_TARGET ? arg : 0;
  if (kind == CG_SUBJ_SET)
    k->hints |= arg;
  k->pump = 1; /* until an operation other than one "+N/+N" comes */
  k->nops = 0;
  if (kind == CG_SUBJ_SELF)
    cont_emit(c, OP_F_SELF, 0);
  else if (kind == CG_SUBJ_ATTACHED)
    cont_emit(c, OP_F_ATTACHED, 0);
}

/* ---- what it does ------------------------------------------------------------------------------------ */

void cg_pred(dsl_ctx *c, int op, int arg) { cont_emit(c, op, arg); }

/* "it loses all other abilities, card types, and creature types": after "is a <types>" and one keyword granted by
   the same effect, which it keeps (LOSE_OTHER_ABILITIES kw) */
void cg_lose_other(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  int kw = KW__COUNT, types = 0;
  for (uint32_t pc = 0; pc < k->len; pc += (uint32_t)op_size(k->code + pc)) {
    if (k->code[pc] == OP_ADD_KEYWORD)
      kw = kw == KW__COUNT ? k->code[pc + 1] : -1;
    if (k->code[pc] == OP_ADD_TYPE && k->code[pc + 1] == TYPE_ARTIFACT && pc + 3 < k->len &&
        k->code[pc + 2] == OP_ADD_TYPE && k->code[pc + 3] == TYPE_CREATURE) { /* "an artifact creature" kept the */
      int mask = (int)(BIT(TYPE_ARTIFACT) | BIT(TYPE_CREATURE));       /* other types (205.1b): now it doesn't */
      k->code[pc] = OP_SET_TYPES;
      k->code[pc + 1] = (uint8_t)(mask & 0xFF);
      k->code[pc + 2] = (uint8_t)(mask >> 8);
      memmove(k->code + pc + 3, k->code + pc + 4, k->len - pc - 4);
      k->len--;
      k->nops--;
    }
    types |= k->code[pc] == OP_SET_TYPES;
  }
  if (kw < 0 || !types)
    dsl_error(c, c->line_start, "%s: 'loses all other abilities, card types, and creature types' follows 'is a <types>' "
              "and at most one keyword it has", c->cur.name);
  cont_emit(c, OP_LOSE_OTHER_ABILITIES, kw < 0 ? KW__COUNT : kw);
}

void cg_pred_pt(dsl_ctx *c, int op, dsl_tok mod)
{
  int p = 0, t = 0;
  if (sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2)
    dsl_error(c, mod.off, "expected +N/+N");
  cg_cont *k = &c->cur.cont;
  int first = k->nops == 0 && k->pump;
  cont_emit(c, OP_PUSH, p);
  cont_emit(c, OP_PUSH, t);
  cont_emit(c, op, 0);
  if (first && op == OP_MODIFY_PT) { /* one "+N/+N" so far: a PUMP, should nothing else follow */
    k->pump = 1;
    k->pump_p = p;
    k->pump_t = t;
  }
}

/* "+X/+X": only a spell's one-object pump can use X (the layer system runs effects without the spell) */
void cg_pred_pt_x(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  int first = k->nops == 0 && k->pump;
  cont_emit(c, OP_XVAL, 0); /* "Creatures you control get +X/+X": the X of the ability that makes the effect */
  cont_emit(c, OP_XVAL, 0);
  cont_emit(c, OP_MODIFY_PT, 0);
  if (first) {
    k->pump = 1;
    k->pump_p = k->pump_t = CG_X;
  } else
    k->pt_x = 1; /* after another operation: a group's, its X counted by "where X is ..." (cg_cont_effect_x) */
}

static int pt_number(dsl_ctx *c, dsl_tok t)
{
  int v = atoi(c->src + t.off);
  if (v > 127)
    dsl_error(c, t.off, "%d is too large here (at most 127)", v);
  return v;
}

/* "Creatures you control have base power and toughness X/X until end of turn." (Katara): XVAL; XVAL; SET_PT -- the X
   of the ability that makes the effect, kept with it */
void cg_pred_set_pt_x(dsl_ctx *c)
{
  cont_emit(c, OP_XVAL, 0);
  cont_emit(c, OP_XVAL, 0);
  cont_emit(c, OP_SET_PT, 0);
}

void cg_pred_set_pt(dsl_ctx *c, dsl_tok p, dsl_tok t)
{
  cont_emit(c, OP_PUSH, pt_number(c, p));
  cont_emit(c, OP_PUSH, pt_number(c, t));
  cont_emit(c, OP_SET_PT, 0);
}

/* "are 1/1 black creatures that are still lands": base P/T (613.4b), color (613.1e) and the creature type added
   (613.1d), the land types kept (205.1b) */
void cg_pred_still_lands(dsl_ctx *c, dsl_tok p, dsl_tok t, dsl_tok color, dsl_tok lands)
{
  if (lands.len != 5 || strncmp(c->src + lands.off, "lands", 5) != 0)
    dsl_error(c, lands.off, "expected 'that are still lands'");
  cg_pred_set_pt(c, p, t);
  cg_pred_color(c, color);
  cont_emit(c, OP_ADD_TYPE, TYPE_CREATURE);
  c->cur.cont.hints |= CG_HINT_STILL;
}

/* "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types."
   (Life and Limb): the objects of either subtype (F_SUBTYPE_EITHER); base P/T (613.4b) and color (613.1e) set; both
   card types and both subtypes added (613.1d, 205.1b) */
void cg_either_are(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok p, dsl_tok t, dsl_tok color, dsl_tok s, dsl_tok f,
                   dsl_tok lands)
{
  int ia = subtype_word(c->src + a.off, (int)a.len), ib = subtype_word(c->src + b.off, (int)b.len);
  int is = type_sub_find(c->src + s.off, (int)s.len), il = type_sub_find(c->src + f.off, (int)f.len);
  cg_subject(c, CG_SUBJ_SET, CG_HINT_ALL);
  if (ia < 0 || ib < 0) {
    dsl_error(c, ia < 0 ? a.off : b.off, "'%.*s' is not a subtype", (int)(ia < 0 ? a.len : b.len),
              c->src + (ia < 0 ? a.off : b.off));
    return;
  }
  if (is < 0 || !(type_sub_types[is] & BIT(TYPE_CREATURE)) || il < 0 || !(type_sub_types[il] & BIT(TYPE_LAND)) ||
      !word_is(c, lands, "lands")) {
    dsl_error(c, s.off, "expected '<creature type> creatures and <land type> lands'");
    return;
  }
  cont_emit(c, OP_F_SUBTYPE_EITHER, SUB_PAIR(ia, ib));
  cg_pred_set_pt(c, p, t);
  cg_pred_color(c, color);
  cont_emit(c, OP_ADD_TYPE, TYPE_CREATURE);
  cont_emit(c, OP_ADD_SUBTYPE, is);
  cont_emit(c, OP_ADD_TYPE, TYPE_LAND);
  cont_emit(c, OP_ADD_SUBTYPE, il);
}

void cg_pred_keyword(dsl_ctx *c, dsl_tok kw, int verb)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (!verb && !c->cur.cont.last_kw)
    dsl_error(c, kw.off, "a keyword here continues 'have', 'has' or 'gain': say what gets it");
  if (id < 0) {
    dsl_error(c, kw.off, "unknown keyword");
    return;
  }
  if (cg_keyword_needs_cost(c, id, kw))
    return;
  cont_emit(c, OP_ADD_KEYWORD, id);
  c->cur.cont.last_kw = 1;
  if (verb == 2)
    c->cur.cont.hints |= CG_HINT_GAIN;
}

/* tlacards 16: "lose hexproof and indestructible" -- LOSE_KEYWORD k (layer 6, 613.1f) */
void cg_pred_lose_keyword(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id < 0) {
    dsl_error(c, kw.off, "unknown keyword");
    return;
  }
  cont_emit(c, OP_LOSE_KEYWORD, id);
}

/* "Commanders you control have ward {2}." (702.21a): ADD_WARD n -- granted to commanders only (none exist here), the
   one case where a granted ward's cost needs no place in the state */
void cg_pred_ward(dsl_ctx *c, dsl_tok kw, dsl_tok mana)
{
  const char *m = c->src + mana.off;
  if (type_keyword_find(c->src + kw.off, (int)kw.len) != KW_WARD || mana.len != 3 || m[1] < '1' || m[1] > '9') {
    dsl_error(c, kw.off, "%s: a keyword with a cost granted here is ward {N}", c->cur.name);
    return;
  }
  if (c->cur.cont.len == 0 || c->cur.cont.code[0] != OP_F_COMMANDER)
    dsl_error(c, kw.off, "%s: ward with a cost is granted only to commanders here", c->cur.name);
  cont_emit(c, OP_ADD_WARD, m[1] - '0');
}

void cg_pred_color(dsl_ctx *c, dsl_tok word)
{
  int i = cg_color_of(c, word);
  if (i >= 0)
    cont_emit(c, OP_SET_COLORS, (int)BIT(i));
}

void cg_pred_colors(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  int i = cg_color_of(c, a), j = cg_color_of(c, b);
  if (i >= 0 && j >= 0)
    cont_emit(c, OP_SET_COLORS, (int)(BIT(i) | BIT(j)));
}

void cg_pred_word(dsl_ctx *c, dsl_tok w, int form)
{
  const char *s = c->src + w.off;
  int n = (int)w.len, id = subtype_word(s, n), type = cardtype_word(s, n);
  switch (form) {
  case 0: /* "Nonbasic lands are Mountains." (305.7); "... are colorless." (105.2c) */
    if (word_is(c, w, "colorless"))
      cont_emit(c, OP_SET_COLORS, 0);
    else if (id >= 0 && id <= SUB_FOREST)
      cont_emit(c, OP_SET_LAND_TYPE, id);
    else
      dsl_error(c, w.off, "'are %.*s': only a basic land type can replace land types (305.7)", n, s);
    break;
  case 1: /* "... are enchantments / Islands in addition to their other types." */
    if (type >= 0)
      cont_emit(c, OP_ADD_TYPE, type);
    else if (id >= 0)
      cont_emit(c, OP_ADD_SUBTYPE, id);
    else
      dsl_error(c, w.off, "'%.*s' is not a card type or subtype", n, s);
    break;
  case 2: /* "Each land is a Swamp in addition to its other land types." */
    if (id >= 0 && (type_sub_types[id] & BIT(TYPE_LAND)))
      cont_emit(c, OP_ADD_SUBTYPE, id);
    else
      dsl_error(c, w.off, "'%.*s' is not a land type", n, s);
    break;
  default: /* "becomes a ... Frog ...", "is an Island": the new type replaces the old ones (205.1b, 305.7) */
    if (word_is(c, w, "legendary") && !c->cur.cont.is_a) {
      c->cur.cont.legendary = 1; /* "a legendary 4/4 red Dragon creature" (Sarkhan) */
      return;
    }
    if (word_is(c, w, "colorless") && c->cur.cont.is_a) {
      cont_emit(c, OP_SET_COLORS, 0); /* Noggle the Mind: "is a colorless Noggle" (105.2c) */
      return;
    }
    if (id >= 0 && id <= SUB_FOREST)
      cont_emit(c, OP_SET_LAND_TYPE, id);
    else if (id >= 0 && (type_sub_types[id] & BIT(TYPE_CREATURE))) {
      int more = c->cur.cont.creature_types; /* "a Human Soldier Ally": the first replaces, the rest join it */
      cont_emit(c, more ? OP_ADD_SUBTYPE : OP_SET_CREATURE_TYPE, id);
      c->cur.cont.creature_types = 1;
      return;
    }
    else
      dsl_error(c, w.off, "'%.*s' is not a creature type", n, s);
    break;
  }
}

void cg_is_a_begin(dsl_ctx *c)
{
  cont_begin(c);
  c->cur.cont.is_a = 1;
  c->cur.cont.type_mask = 0;
}

void cg_is_a_end(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  if (k->is_a && k->type_mask == (int)(BIT(TYPE_ARTIFACT) | BIT(TYPE_CREATURE))) {
    cont_emit(c, OP_ADD_TYPE, TYPE_ARTIFACT); /* 205.1b: "an artifact creature" keeps its other types */
    cont_emit(c, OP_ADD_TYPE, TYPE_CREATURE);
  } else if (k->is_a && k->type_mask)
    cont_emit(c, OP_SET_TYPES, k->type_mask);
  k->is_a = 0;
  k->type_mask = 0;
}

void cg_type_item(dsl_ctx *c, int type)
{
  if (c->cur.cont.is_a)
    c->cur.cont.type_mask |= (int)BIT(type);
  else
    cont_emit(c, OP_ADD_TYPE, type);
}

/* "becomes a ... creature" of a card that is not a land, with nothing saying it keeps its types: the creature type
   replaces its card types (205.1b; Sarkhan stops being a planeswalker) -- its ADD_TYPE becomes SET_TYPES */
static void becomes_replaces(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  for (uint32_t pc = 0; pc < k->len; pc += (uint32_t)op_size(k->code + pc))
    if (k->code[pc] == OP_ADD_TYPE && k->len + 1 < sizeof k->code) {
      memmove(k->code + pc + 3, k->code + pc + 2, k->len - pc - 2);
      k->code[pc] = OP_SET_TYPES;
      k->code[pc + 1] = (uint8_t)BIT(TYPE_CREATURE);
      k->code[pc + 2] = 0;
      k->len++;
      return;
    }
}

void cg_becomes_end(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  int added = 0;
  if (k->legendary)
    cont_emit(c, OP_ADD_SUPER, SUPER_LEGENDARY);
  k->legendary = 0;
  for (uint32_t pc = 0; pc < k->len; pc += (uint32_t)op_size(k->code + pc))
    if (k->code[pc] == OP_ADD_TYPE)
      added |= (int)BIT(k->code[pc + 1]);
  if (added == (int)BIT(TYPE_CREATURE) && !k->still && k->subject == CG_SUBJ_SELF && !(c->cur.rec.types & BIT(TYPE_LAND))) {
    becomes_replaces(c);
    return;
  }
  /* card types added, the old ones kept: only with "still a land" (1: required), or as "an artifact creature"
     (205.1b; 2: "It's still a land." may follow) */
  if (added && !k->still)
    c->cur.cont.becomes_types = added == (int)(BIT(TYPE_ARTIFACT) | BIT(TYPE_CREATURE)) ? 2 : 1;
}

void cg_still_land(dsl_ctx *c)
{
  if (c->cur.cont.started && c->cur.cont.subject != CG_SUBJ_NONE)
    c->cur.cont.still = 1;         /* "that's still a land" inside the effect */
  else if (c->cur.need_still) {
    c->cur.need_still = 0;         /* "It's still a land." after it */
    if (c->cur.still_effabil >= 0)
      c->cur.effabil[c->cur.still_effabil].hints |= CG_HINT_STILL_AFTER;
  }
  else
    dsl_error(c, c->line_start, "'still a land' follows only an effect that makes a land a creature");
}

/* ---- conditions and values --------------------------------------------------------------------------- */

void cg_cond_graveyard(dsl_ctx *c)
{
  cont_emit(c, OP_SELF_IN_GY, 0);
  cont_emit(c, OP_REQUIRE, 0);
  c->cur.cont.flags |= PACK_ABF_GRAVEYARD;
}

/* "During your turn, ...": YOUR_TURN; REQUIRE */
void cg_cond_your_turn(dsl_ctx *c)
{
  cont_emit(c, OP_YOUR_TURN, 0);
  cont_emit(c, OP_REQUIRE, 0);
}

void cg_cond_control(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype_plural(c, w);
  if (id < 0)
    return;
  cont_emit(c, OP_CONTROL_SUBTYPE, id);
  cont_emit(c, OP_REQUIRE, 0);
}

/* "any player controls a black permanent": COLOR_PERMANENTS c; REQUIRE */
void cg_cond_color_permanent(dsl_ctx *c, dsl_tok color)
{
  int col = cg_color_of(c, color);
  if (col < 0)
    return;
  cont_emit(c, OP_COLOR_PERMANENTS, col);
  cont_emit(c, OP_REQUIRE, 0);
}

void cg_count(dsl_ctx *c, int op, int arg) { cont_emit(c, op, arg); }

/* "your devotion to white is less than five": DEVOTION c; PUSH n; AT_LEAST; NOT; REQUIRE */
void cg_cond_devotion_less(dsl_ctx *c, dsl_tok color, int n)
{
  static const uint8_t less[] = {OP_AT_LEAST, OP_NOT, OP_REQUIRE}; /* "less than n": not "n or more" */
  int col = cg_color_of(c, color);
  if (col < 0)
    return;
  cont_emit(c, OP_DEVOTION, col);
  cont_emit(c, OP_PUSH, n);
  for (size_t i = 0; i < sizeof less; i++)
    cont_emit(c, less[i], 0);
}

void cg_cda_pt(dsl_ctx *c, int plus)
{
  cg_cont *k = &c->cur.cont;
  cont_emit(c, OP_DUP, 0);
  if (plus) {
    cont_emit(c, OP_PUSH, plus);
    cont_emit(c, OP_ADD, 0);
  }
  cont_emit(c, OP_F_SELF, 0);
  cont_emit(c, OP_SET_PT_CDA, 0);
  k->subject = CG_SUBJ_CDA;
  k->flags |= PACK_ABF_CDA; /* its star P/T line is checked at the card end (codegen.c) */
}

/* ---- what the buffer becomes ----------------------------------------------------------------------- */

static void effect(dsl_ctx *c, int hints, int lasting);

void cg_cont_static(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  cg_card *card = &c->cur;
  if (k->subject == CG_SUBJ_TARGET && (card->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))) &&
      (card->open < 0 || card->abil[card->open].kind == ABIL_SPELL)) {
    effect(c, 0, 1); /* "Target spell or permanent becomes white.": an instant's effect with no duration (611.2a) */
    return;
  }
  if (k->subject == CG_SUBJ_TARGET)
    dsl_error(c, k->off, "%s: a static ability has no target; did you mean 'until end of turn'?", card->name);
  else if (k->pt_x)
    dsl_error(c, k->off, "%s: +X/+X after another change is an effect's, until end of turn, where X is ...", card->name);
  else if (k->nops == 0 && !c->failed) /* not again after the error that left it empty */
    dsl_error(c, k->off, "%s: the static ability does nothing", card->name);
  if (card->open >= 0 && card->abil[card->open].kind == ABIL_SPELL)
    dsl_error(c, k->off, "%s: an instant's or sorcery's text holds only keywords and its spell effects here",
              card->name);
  if (c->failed) {
    cg_cont_reset(c);
    return;
  }
  pack_ability *a = cg_open_ability(c, ABIL_STATIC, TRIG_NONE);
  card->abil_off[card->open] = k->off;
  for (uint32_t pc = 0; pc < k->len;) { /* the buffer's code is the ability's */
    int op = op_at(k->code + pc), len = op_length(op);
    cg_emit(c, op, op_arg(k->code + pc));
    pc += (uint32_t)len;
  }
  a = &card->abil[card->open];
  a->flags = k->flags;
  a->joins = (uint8_t)k->hints;
  a->wording3 = (uint16_t)k->wording3;
  a->word = (uint8_t)card->word; /* "Threshold — ..." (207.2c) */
  card->word = AWORD_NONE;
  cg_emit(c, OP_END, 0);
  card->closed = card->open;
  card->open = -1;
  cg_cont_reset(c);
  cg_grant_append(c, card->closed);
}

void cg_cont_effect(dsl_ctx *c, int hints) { effect(c, hints, 0); }

/* tdmcards 19: "<group> gain trample and get +X/+X until end of turn, where X is <count>" after the count's code:
   EFFECT_ALL_X (the group as it is now, 611.2c; X counted once, 608.2h) */
void cg_cont_effect_x(dsl_ctx *c) { effect(c, 0, 4); }

/* fdncards 18: one object's "gains trample and gets +X/+X until end of turn, where X is ..." after the count's code:
   TARGET i (or SELF); EFFECT_X (X counted once, 608.2h) */
void cg_cont_effect_one_x(dsl_ctx *c) { effect(c, 0, 5); }

/* "This Vehicle becomes an artifact creature." (Invasion Submersible): no duration, so it lasts (611.2a) */
void cg_cont_lasting(dsl_ctx *c) { effect(c, 0, 1); }

/* earthbend (701.66a): the buffer's effect on the land with no duration, its return linked (bendgen.c): EARTHBEND */
void cg_cont_earthbend(dsl_ctx *c) { effect(c, 0, 3); }

/* "That land is an Island in addition to its other types for as long as it has a flood counter on it." (611.2b): the
   last target, F_COUNTER k first (the effect ends once the counters are gone), then ADD_SUBTYPE; EFFECT_WHILE.
   Without "in addition to its other types" (Quicksilver Fountain) the basic land type replaces the others:
   SET_LAND_TYPE (305.7) */
void cg_while_counter(dsl_ctx *c, dsl_tok w, dsl_tok kind, int add)
{
  cg_subject(c, CG_SUBJ_TARGET, c->cur.last_target);
  cg_filter_counter(c, kind);
  cg_pred_word(c, w, add ? 1 : 0);
  effect(c, 0, 2);
}

/* an effect of a spell or ability: until end of turn, or with no duration (`lasting`: EFFECT_LASTS) */
static void effect(dsl_ctx *c, int hints, int lasting)
{
  cg_cont *k = &c->cur.cont;
  cg_card *card = &c->cur;
  if (k->flags)
    dsl_error(c, c->line_start, "%s: an effect of a spell or ability has no condition", card->name);
  if (k->pt_x && lasting != 5 && (lasting != 4 || (k->subject != CG_SUBJ_SET && k->subject != CG_SUBJ_ATTACHED)))
    dsl_error(c, c->line_start, "%s: +X/+X after another change is a group's, followed by ', where X is ...'", card->name);
  if (k->becomes_types)
    card->need_still = k->becomes_types;
  if (k->subject == CG_SUBJ_TARGET)
    card->last_target = k->target;
  int set = k->subject == CG_SUBJ_SET || k->subject == CG_SUBJ_ATTACHED; /* the set as it is now (611.2c) */
  if (k->pump && k->nops == 1 && !set && !(k->hints & CG_HINT_IT) && !card->this_turn && !lasting) { /* one PUMP */
    cg_emit(c, k->subject == CG_SUBJ_TARGET ? OP_TARGET : OP_SELF, k->target);
    cg_emit(c, OP_PUSH, k->pump_p);
    cg_emit(c, OP_PUSH, k->pump_t);
    cg_emit(c, OP_PUMP, 0);
    card->neffects++;
    cg_cont_reset(c);
    return;
  }
  if (card->neffabil >= DSL_EFFECTS) {
    dsl_error(c, c->line_start, "%s: more than %d continuous effects", card->name, DSL_EFFECTS);
    cg_cont_reset(c);
    return;
  }
  cg_effabil *e = &card->effabil[card->neffabil];
  memcpy(e->code, k->code, k->len);
  e->len = k->len;
  e->layers = k->layers;
  e->max_stack = (uint8_t)k->max_depth;
  e->hints = (uint8_t)(k->hints | hints | (k->still ? CG_HINT_STILL : 0));
  e->wording = card->this_turn ? PACK_WORD_THIS_TURN : 0; /* 514.2: "this turn" ends as "until end of turn" does */
  e->wording3 = (uint16_t)k->wording3;
  card->still_effabil = k->becomes_types ? card->neffabil : -1; /* "It's still a land." may follow: its hint */
  if (set) {
    int op = lasting == 1 ? OP_EFFECT_ALL_LASTS : lasting == 4 ? OP_EFFECT_ALL_X : OP_EFFECT_ALL;
    card->effix[card->neffix].at = card->code_len + (uint32_t)op_operand_offset(op);
    card->effix[card->neffix++].effabil = card->neffabil;
    cg_emit(c, op, 0);
  } else {
    int op = lasting == 5 ? OP_EFFECT_X : lasting == 3 ? OP_EARTHBEND : lasting == 2 ? OP_EFFECT_WHILE
             : lasting ? OP_EFFECT_LASTS : OP_EFFECT;
    cg_emit(c, k->subject == CG_SUBJ_TARGET ? OP_TARGET : OP_SELF, k->target);
    card->effix[card->neffix].at = card->code_len + (uint32_t)op_operand_offset(op);
    card->effix[card->neffix++].effabil = card->neffabil;
    cg_emit(c, op, 0);
  }
  card->neffabil++;
  card->neffects++;
  cg_cont_reset(c);
}

void cg_switch(dsl_ctx *c, dsl_tok at, dsl_tok w)
{
  cg_subject(c, CG_SUBJ_TARGET, cg_target_creatures(c, at, w));
  cont_emit(c, OP_SWITCH_PT, 0);
  cg_cont_effect(c, 0);
}

/* "... until its controller's next untap step": an effect locked to one object (a target or itself), whose
   EFFECT becomes EFFECT_UNTAP */
void cg_cont_effect_untap(dsl_ctx *c)
{
  cg_card *card = &c->cur;
  cg_cont *k = &card->cont;
  int one = k->subject == CG_SUBJ_TARGET || k->subject == CG_SUBJ_SELF, pump = k->pump && k->nops == 1;
  cg_cont_effect(c, 0);
  if (!one || pump || card->code_len < 2 || card->code[card->code_len - 2] != OP_EFFECT) {
    dsl_error(c, c->line_start, "%s: only one object's type, color or ability change lasts until its controller's next "
              "untap step", card->name);
    return;
  }
  card->code[card->code_len - 2] = OP_EFFECT_UNTAP;
}

void cg_untap_that(dsl_ctx *c)
{
  cg_emit(c, OP_TARGET, c->cur.last_target);
  cg_emit(c, OP_UNTAP, 0);
  c->cur.neffects++;
}

/* at the card's end: each continuous effect its spells and abilities create becomes an ABIL_EFFECT ability
   after the others, and the EFFECT operands that name it are patched with its index */
/* appends code to the open ability; a GRANT's operand (the granted ability's slot) becomes its ability index */
static void append_code(dsl_ctx *c, const uint8_t *code, uint32_t n, int granted_first)
{
  for (uint32_t pc = 0; pc < n;) {
    int op = op_at(code + pc), arg = op_arg(code + pc);
    cg_emit(c, op, op == OP_GRANT ? granted_first + arg : arg);
    pc += (uint32_t)op_length(op);
  }
}

void cg_effect_abilities(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int first = k->nabil;
  for (int i = 0; i < k->neffabil && !c->failed; i++) {
    cg_open_ability(c, ABIL_EFFECT, TRIG_NONE);
    const cg_effabil *e = &k->effabil[i];
    append_code(c, e->code, e->len, first + k->neffabil);
    cg_emit(c, OP_END, 0);
    k->abil[k->open].joins = e->hints;
    k->abil[k->open].wording = e->wording;
    k->abil[k->open].wording3 = e->wording3;
    k->open = -1;
  }
  for (int i = 0; i < k->ngranted && !c->failed; i++) /* after the effects: the abilities they grant (grantgen.c) */
    cg_grant_emit(c, i);
  for (int i = 0; i < k->neffix; i++)
    k->code[k->effix[i].at] = (uint8_t)(first + k->effix[i].effabil);
}

/* rules effects on the ability's controller (613.11): "Skip your draw step.", "Prevent all damage that would be dealt
   to you." -- PLAYER_RULE bit, as a static ability */
void cg_player_rule(dsl_ctx *c, int rule)
{
  cg_pred(c, OP_PLAYER_RULE, rule);
  cg_cont_static(c);
}

/* "If you control a Merfolk, draw a card.": CONTROL_SUBTYPE s; UNLESS 5; PUSH n; YOU; DRAW */
void cg_if_control_draw(dsl_ctx *c, dsl_tok w, int n)
{
  int id = cg_subtype_plural(c, w);
  if (id < 0)
    return;
  cg_emit(c, OP_CONTROL_SUBTYPE, id);
  cg_emit(c, OP_UNLESS, 5); /* PUSH n (3 bytes), YOU, DRAW */
  cg_player_effect(c, OP_DRAW, n, -1);
}

/* "0 or less life": the number must be 0 */
void cg_zero(dsl_ctx *c, dsl_tok n)
{
  if (cg_number(c, n) != 0)
    dsl_error(c, n.off, "%s: only '0 or less life' is known here", c->cur.name);
}

/* a word the phrase requires ("... as though its source had infect") */
void cg_word_must(dsl_ctx *c, dsl_tok w, const char *word)
{
  if (w.len != strlen(word) || strncasecmp(c->src + w.off, word, w.len) != 0)
    dsl_error(c, w.off, "%s: expected '%s' here", c->cur.name, word);
}

/* "You have shroud." (702.18a): shroud only -- a player has no other keyword here */
void cg_player_shroud(dsl_ctx *c, dsl_tok kw)
{
  if (kw.len != 6 || strncasecmp(c->src + kw.off, "shroud", 6) != 0)
    dsl_error(c, kw.off, "%s: a player has shroud here, no other keyword", c->cur.name);
  cg_player_rule(c, PRULE_SHROUD);
}
