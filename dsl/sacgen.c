/* sacgen.c: sacrifices a player chooses (701.21a) -- "target player sacrifices a creature of their choice" and "that creature's toughness" after it. */
#include "dsl.h"
#include "opcodes.h"
#include <strings.h>

void cg_edict(dsl_ctx *c, int target, int type)
{
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_EDICT, type);
  c->cur.neffects++;
}

/* "that creature" is the one the ability's earlier sentence had sacrificed: its toughness as it last was */
void cg_gain_sacrificed(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  int edict = 0;
  if (k->open >= 0)
    for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_length(k->code[pc]))
      edict |= k->code[pc] == OP_EDICT;
  if (w.len != 10 || strncasecmp(c->src + w.off, "creature", 8) != 0 || !edict) {
    dsl_error(c, w.off, "%s: \"that creature's toughness\" follows a sentence in which a player sacrifices a creature",
              k->name);
    return;
  }
  cg_emit(c, OP_SACRIFICED_TOUGHNESS, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  k->neffects++;
}
