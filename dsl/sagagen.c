/* sagagen.c: code generation for Sagas' chapter abilities (714.2) -- "I —", "I, II —" open a chapter triggered ability. */
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

/* "Whenever a creature you control enters this turn," / "Whenever you cast a noncreature spell this turn," in the
   ability being written: it makes a delayed triggered ability (603.7b) -- MARK; DELAY d; and d, opened here with
   PACK_EXTRA_THIS_TURN, takes the sentences after it (the line's end closes it) */
void cg_delay_this_turn(dsl_ctx *c, int trigger)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_MARK, 0);
  cg_emit(c, OP_DELAY, k->nabil); /* the ability opened next */
  k->neffects++;
  cg_ability_end(c);
  cg_open_ability(c, ABIL_TRIGGERED, trigger)->extra |= PACK_EXTRA_THIS_TURN;
}
