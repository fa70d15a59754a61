/* ecl8gen.c: Lorwyn Eclipsed sentences of eclcards 8 -- "Exile this enchantment" as a cost, "Treefolk and Forests you
   control", and the other phrases of the cards of that wave. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "{1}{G}, Exile this enchantment: ..." (601.2h): the self-sacrifice cost bit with PACK_SACQ_EXILE -- the source is exiled */
void cg_cost_exile_self(dsl_ctx *c)
{
  cg_cost_sacrifice(c);
  pack_ability *a = cg_cost_open(c);
  if (a)
    a->sac_q |= PACK_SACQ_EXILE;
}

/* "Treefolk and Forests you control": the permanents with either subtype (F_SUBTYPE_EITHER), then the suffix's filters */
void cg_filter_either(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  int ia = cg_subtype_plural(c, a), ib = cg_subtype_plural(c, b);
  if (ia >= 0 && ib >= 0)
    cg_filter(c, OP_F_SUBTYPE_EITHER, SUB_PAIR(ia, ib));
}
