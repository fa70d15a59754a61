/* sagagen.c: code generation for Sagas' chapter abilities (714.2) -- "I —", "I, II —" open a chapter triggered ability --
   and the sentences of the pool's Sagas that no other card says. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* a chapter symbol's Roman numeral (714.2a): I..VI, as the lexer takes them */
static int roman(const char *s, uint32_t n)
{
  static const char *const numerals[] = {"I", "II", "III", "IV", "V", "VI"};
  for (int i = 0; i < 6; i++)
    if (strlen(numerals[i]) == n && !strncmp(numerals[i], s, n))
      return i + 1;
  return 0;
}

/* the chapters the card's earlier chapter lines stand for */
static unsigned said_before(const cg_card *k)
{
  unsigned bits = 0;
  for (int i = 0; i < k->nabil; i++)
    if (i != k->open && k->abil[i].kind == ABIL_TRIGGERED && k->abil[i].trigger == TRIG_CHAPTER)
      bits |= k->abil[i].trig_arg;
  return bits;
}

/* chapters ::= CHAPTER | chapters COMMA CHAPTER -- the first numeral opens the ability (a Saga's only: 714.1), each adds
   bit N to its trig_arg (714.2c); numerals go up, each chapter said once in the card */
void cg_chapter(dsl_ctx *c, dsl_tok numeral, int first)
{
  cg_card *k = &c->cur;
  int n = roman(c->src + numeral.off, numeral.len), saga = 0;
  for (int i = 0; i < PACK_MAX_SUBTYPES && k->rec.subtypes[i] != PACK_NONE; i++)
    saga |= k->rec.subtypes[i] == SUB_SAGA;
  if (first) {
    if (!saga)
      dsl_error(c, numeral.off, "%s: chapter abilities belong to Sagas (714.1)", k->name);
    cg_trigger_begin(c, TRIG_CHAPTER);
  }
  pack_ability *a = &k->abil[k->open];
  if ((a->trig_arg >> n) || ((said_before(k) >> n) & 1)) {
    dsl_error(c, numeral.off, "%s: chapter %.*s after a higher one or said twice", k->name, (int)numeral.len,
              c->src + numeral.off);
    return;
  }
  a->trig_arg = (uint16_t)(a->trig_arg | 1u << n);
}

/* the ability being written makes the delayed (or reflexive) triggered ability opened next: MARK; DELAY d, closed here */
static void delay_next(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_MARK, 0);
  cg_emit(c, OP_DELAY, k->nabil); /* the ability opened next */
  k->neffects++;
  if (k->if_open)
    cg_if_end(c); /* tlacards: "You may pay {1}. When you do, ..." -- PAYS; UNLESS n; MARK; DELAY d */
  cg_ability_end(c);
}

/* "Whenever a creature you control enters this turn," / "Whenever you cast a noncreature spell this turn," in the
   ability being written: it makes a delayed triggered ability (603.7b) -- MARK; DELAY d; and d, opened here with the
   trigger CREATURE_ENTERS_THIS_TURN or CAST_NONCREATURE_THIS_TURN, takes the sentences after it (the line ends it) */
void cg_delay_this_turn(dsl_ctx *c, int trigger)
{
  delay_next(c);
  cg_open_ability(c, ABIL_TRIGGERED, trigger);
}

/* eclcards 10: "When that creature dies this turn, <sentence>" after a sentence about target t (603.7c): the ability being
   written makes a delayed triggered ability watching that creature -- TARGET t; DELAY d -- and d, THAT_DIES, opened here,
   takes the sentence; the sentence's end closes it (cg_that_dies_end) */
void cg_that_dies_open(dsl_ctx *c, int yours)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  if (!a || a->ntargets != 1 || (a->kind != ABIL_SPELL && a->kind != ABIL_TRIGGERED && a->kind != ABIL_ACTIVATED)) {
    dsl_error(c, c->line_start, "%s: 'When that creature dies this turn,' follows a sentence about the one target "
              "creature of a spell or ability", k->name);
    return;
  }
  cg_emit(c, OP_TARGET, 0);
  cg_emit(c, OP_DELAY, k->nabil); /* the ability opened next */
  k->neffects++;
  cg_ability_end(c);
  pack_ability *d = cg_open_ability(c, ABIL_TRIGGERED, TRIG_THAT_DIES);
  if (yours)
    d->trig_arg = TRIG_ARG_UNDER_YOURS; /* tdmcards 19: "When it dies under your control this turn," */
}

void cg_that_dies_end(dsl_ctx *c)
{
  if (c->cur.open >= 0 && (c->cur.abil[c->cur.open].trigger == TRIG_THAT_DIES ||
                           c->cur.abil[c->cur.open].trigger == TRIG_CREATURE_DIES_THIS_TURN)) /* tlacards 17 */
    cg_ability_end(c);
}

/* "Put a +1/+1 counter on each of up to two target creatures you control." (Leaves from the Vine; "... target creatures":
   Jet, tgt_kind CREATURES_EACH): n "up to one" targets of one word "target" (no creature twice, 601.2c), each TARGET i;
   PUSH 1; COUNTERS kind */
void cg_counter_each_target(dsl_ctx *c, dsl_tok kind, dsl_tok numword, dsl_tok at, int tgt_kind)
{
  int first = 0, n = cg_upto_slots(c, numword, at, tgt_kind, &first);
  for (int i = 0; i < n; i++)
    cg_counters(c, kind, 1, first + i);
  c->cur.neffects -= n > 1 ? n - 1 : 0; /* one sentence */
}

/* "up to two target creatures": n "up to one" target slots of one kind for one word "target" (601.2c: each may be left
   unchosen, none chosen twice) -- n, the first slot in *first; 0 with an error unless n is two to PACK_MAX_TARGETS */
int cg_upto_slots(dsl_ctx *c, dsl_tok numword, dsl_tok at, int kind, int *first)
{
  int n = cg_number(c, numword);
  if (n < 2 || n > PACK_MAX_TARGETS) {
    dsl_error(c, numword.off, "'up to N target creatures' takes two to %d", PACK_MAX_TARGETS);
    return 0;
  }
  for (int i = 0; i < n; i++) {
    int t = cg_target(c, kind, at);
    if (i == 0)
      *first = t;
    c->cur.abil[c->cur.open].upto |= (uint8_t)(1u << t);
  }
  return n;
}

/* "Draw a card if there's a creature or Lesson card in your graveyard." -- GY_TYPE_YOURS creature; GY_SUB_YOURS sub; ADD;
   UNLESS n before the draw */
void cg_draw_if_gy(dsl_ctx *c, int n, dsl_tok sub)
{
  int id = cg_subtype(c, sub);
  if (id < 0)
    return;
  cg_emit(c, OP_GY_TYPE_YOURS, TYPE_CREATURE);
  cg_emit(c, OP_GY_SUB_YOURS, id);
  cg_emit(c, OP_ADD, 0);
  c->cur.depth--; /* the UNLESS put in front of the draw takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
  cg_player_effect(c, OP_DRAW, n, -1);
  cg_if_end(c);
}

/* "You may discard a card. When you do, <sentences>": YOU; DISCARD_MAY (no discard ends the run, 603.12: nothing
   triggers); MARK; DELAY d -- d, a reflexive triggered ability (TRIG_REFLEXIVE), takes the sentences */
void cg_reflexive_discard(dsl_ctx *c)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_MAY, 0);
  c->cur.neffects++;
  cg_reflexive_open(c);
}

/* "When you do," after the optional action just written: MARK; DELAY d, and d the reflexive triggered ability (603.12)
   the sentences after it go into */
void cg_reflexive_open(dsl_ctx *c)
{
  if (c->cur.if_open && c->cur.if_op != CG_IF_ON_STACK)
    dsl_error(c, c->line_start, "%s: 'When you do,' follows an optional action", c->cur.name);
  delay_next(c);
  cg_open_ability(c, ABIL_TRIGGERED, TRIG_REFLEXIVE);
}

/* "Distribute three +1/+1 counters among one, two, or three target creatures you control." (601.2d): a target slot of kind
   CREATURE_YOU_CONTROL_DIVIDED per counter, each TARGET i; PUSH 1; COUNTERS kind -- a creature chosen for k slots is one
   target given k counters, so every target gets at least one; one sentence */
void cg_distribute(dsl_ctx *c, dsl_tok ntok, dsl_tok kind, dsl_tok one, dsl_tok most, dsl_tok at)
{
  int n = cg_number(c, ntok);
  if (n < 2 || n > PACK_MAX_TARGETS || cg_number(c, one) != 1 || cg_number(c, most) != n) {
    dsl_error(c, ntok.off, "'Distribute N counters among one, two, ..., or N targets' takes N from 2 to %d",
              PACK_MAX_TARGETS);
    return;
  }
  for (int i = 0; i < n; i++)
    cg_counters(c, kind, 1, cg_target(c, TGT_CREATURE_YOU_CONTROL_DIVIDED, at));
  c->cur.neffects -= n - 1;
}
