/* ecl9gen.c: Lorwyn Eclipsed sentences of eclcards 9 -- "choose up to one other target creature." before an effect on
   "that creature", "gains all creature types" in an effect. */
#include "dsl.h"
#include "opcodes.h"

/* sentence ::= CHOOSE UP TO NUMWORD(N) otarget(T) PERIOD: Glamer Gifter's "choose up to one other target creature." --
   the target is chosen as the ability is put on the stack (115.1, 603.3d); the sentence does nothing itself, the next
   one names it "that creature" (PACK_WORD3_ECL_CHOOSE: the printer says it back) */
void cg_choose_upto(dsl_ctx *c, dsl_tok n, int target)
{
  cg_upto(c, n, target);
  c->cur.last_target = target;
  cg_wording3(c, PACK_WORD3_ECL_CHOOSE);
}

/* pred ::= gain ALL CREATURE TYPES: "... and gains all creature types" (205.3m; layer 4, ALL_CREATURE_TYPES) */
void cg_pred_gain_all_types(dsl_ctx *c)
{
  c->cur.cont.hints |= CG_HINT_GAIN;
  cg_pred(c, OP_ALL_CREATURE_TYPES, 0);
}
