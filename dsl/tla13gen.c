/* tla13gen.c: compiling the sentences of the TLA cards of tlacards 13 -- tokens with firebending, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* token_kws ::= FIREBENDING NUMBER: "create a 2/2 red Soldier creature token with firebending 1" -- the token's card gets
   the triggered ability the keyword stands for (702.189a: "Whenever this creature attacks, add N {R}. ..."), as a card
   with "Firebending N" on a line of its own has it (bendgen.c) */
void cg_token_firebending(dsl_ctx *c, dsl_tok num)
{
  int n = cg_number(c, num);
  if (n < 1 || n > 20 || c->cur.ntokens <= 0) {
    dsl_error(c, num.off, "'firebending N' takes a number from 1 to 20");
    return;
  }
  c->cur.tokens[c->cur.ntokens - 1].firebending = n;
}

/* appends op with its operand to token card k's code and its last ability */
static void put(cg_card *k, int op, int operand)
{
  pack_ability *a = &k->abil[k->nabil - 1];
  int len = op_length(op);
  k->code[k->code_len] = (uint8_t)op;
  if (len == 2)
    k->code[k->code_len + 1] = (uint8_t)operand;
  else if (len == 3) {
    k->code[k->code_len + 1] = (uint8_t)(operand & 0xFF);
    k->code[k->code_len + 2] = (uint8_t)((operand >> 8) & 0xFF);
  }
  k->code_len += (uint32_t)len;
  a->code_len += (uint32_t)len;
}

/* the abilities of the card a token definition becomes: firebending N's trigger -- PUSH n; YOU; FIREBEND; END */
void cg_token_abilities(cg_card *tc, const cg_token *tk)
{
  if (!tk->firebending || tc->nabil >= DSL_ABILITIES)
    return;
  pack_ability *a = &tc->abil[tc->nabil++];
  memset(a, 0, sizeof *a);
  a->kind = ABIL_TRIGGERED;
  a->trigger = TRIG_ATTACKS;
  a->code = tc->code_len;
  a->max_stack = 2;
  put(tc, OP_PUSH, tk->firebending);
  put(tc, OP_YOU, 0);
  put(tc, OP_FIREBEND, 0);
  put(tc, OP_END, 0);
}
