/* tdm16gen.c: compiling more TDM sentences (tdmcards 16): "Double the power and toughness of target creature you control until end of turn." */
#include "dsl.h"
#include "opcodes.h"
#include <stddef.h>

/* 701.10: doubling a creature's power and toughness gives it +X/+Y until end of turn, X its power and Y its toughness
   as the effect begins: TARGET i; TARGET i; POWER; TARGET i; TOUGHNESS; PUMP */
void cg_double_pt(dsl_ctx *c, dsl_tok d, int t)
{
  static const uint16_t ops[] = {OP_TARGET, OP_TARGET, OP_POWER, OP_TARGET, OP_TOUGHNESS, OP_PUMP};
  cg_word_must(c, d, "double");
  for (size_t i = 0; i < sizeof ops / sizeof *ops; i++)
    cg_emit(c, ops[i], ops[i] == OP_TARGET ? t : 0);
  c->cur.last_target = t;
  c->cur.neffects++;
}
