/* gyexilegen.c: sentences about a subtype's cards in your graveyard -- "Then if there is an Elf card in your graveyard,"
   and "then you may exile an Elf card from your graveyard. If you do," (Trystan). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* if_gy_sub ::= THEN IF THERE IS A WORD CARD IN YOUR GRAVEYARD COMMA: GY_SUB_YOURS sub; UNLESS k; <the sentence> */
void cg_if_gy_sub(dsl_ctx *c, dsl_tok w)
{
  int id = cg_creature_type(c, w);
  if (id < 0)
    return;
  cg_emit(c, OP_GY_SUB_YOURS, id);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* "<effect>, then you may exile an Elf card from your graveyard. If you do,": EXILE_GY_MAY sub ends the run when
   nothing is exiled, so the sentence after it needs no test */
void cg_may_exile_gy(dsl_ctx *c, dsl_tok w)
{
  int id = cg_creature_type(c, w);
  if (id < 0)
    return;
  cg_emit(c, OP_EXILE_GY_MAY, id);
  c->cur.neffects++;
  cg_join(c);
}
