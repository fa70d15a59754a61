/* poolgen.c: compiling "Add {U}{R}{W}." and "Add one mana of any color." in a spell or triggered ability -- mana for its controller's pool (106.4). */
#include "dsl.h"
#include "opcodes.h"
#include <strings.h>

/* one symbol of the sentence: PUSH 1; YOU; ADD_POOL k (the printer puts a run of them back into one sentence) */
void cg_pool_add(dsl_ctx *c, dsl_tok sym)
{
  int k = cg_mana_kind(c, sym);
  if (k < 0) {
    dsl_error(c, sym.off, "'Add' names the mana {W}, {U}, {B}, {R}, {G} or {C}");
    return;
  }
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_ADD_POOL, k);
  c->cur.neffects++;
}

/* "Until end of turn, you don't lose this mana as steps and phases end." after the sentence: each ADD_POOL of the
   ability keeps its mana until the turn ends (POOL_KEEP_EOT) */
void cg_pool_keep(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0)
    return;
  const pack_ability *a = &k->abil[k->open];
  for (uint32_t pc = a->code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (op_at(k->code + pc) == OP_ADD_POOL)
      op_write(k->code + pc, OP_ADD_POOL, op_arg(k->code + pc) | POOL_KEEP_EOT);
}

/* lead: "Add one mana of any color." -- ADD_ANY_COLOR: its controller chooses the color as it resolves (106.1a) */
void cg_pool_any(dsl_ctx *c, dsl_tok one)
{
  if (one.len != 3 || strncasecmp(c->src + one.off, "one", 3) != 0)
    dsl_error(c, one.off, "expected 'Add one mana of any color.'");
  cg_emit(c, OP_ADD_ANY_COLOR, 0);
  c->cur.neffects++;
}
