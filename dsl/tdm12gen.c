/* tdm12gen.c: code generation for the tdmcards 12 block of the grammar -- "discard up to two cards, then draw that many cards", "you may sacrifice a nonland permanent. When you do, ...", and the printer's words for them. */
#include "dsl.h"
#include "opcodes.h"
#include <stdio.h>

/* sentence ::= DISCARD UP TO NUMWORD CARDS COMMA THEN DRAW THAT MANY CARDS PERIOD (Tersa Lightshatter, 701.9a):
   PUSH n; YOU; DISCARD_UPTO; YOU; DRAW -- the count DISCARD_UPTO leaves is what DRAW draws */
void cg_discard_upto_draw(dsl_ctx *c, dsl_tok numword)
{
  int n = cg_number(c, numword);
  if (n < 1 || n > 10)
    dsl_error(c, numword.off, "%s: 'discard up to N cards' takes one to ten", c->cur.name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_UPTO, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* when_blight ::= may SACRIFICE A WORD PERMANENT PERIOD WHEN YOU DO COMMA (Felothar): MAY; YOU; EDICT_TYPES nonland
   permanent (artifact, battle, enchantment, creature, planeswalker); MARK; DELAY d (603.12) */
void cg_may_sac_nonland(dsl_ctx *c, dsl_tok nonland)
{
  cg_word_must(c, nonland, "nonland");
  cg_sacrifice_types(c, EDICT_TYPES_NONLAND);
  cg_reflexive_open(c);
}

/* the printer: DISCARD_UPTO's sentence, from the PUSH n before it */
void dsl_render_discard_upto(char *out, size_t size, int n)
{
  snprintf(out, size, "Discard up to %s cards, then draw that many cards.", n >= 0 && n < DSL_NUMBER_WORDS ? cg_number_words[n] : "many");
}
