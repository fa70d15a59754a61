/* lkigen.c: sentences that read the ability's source as it last existed on the battlefield once a cost or its own
   leaving took it away (608.2h, src/lki.c) -- "Each opponent loses life equal to the number of soul counters on this
   artifact." after "Sacrifice this artifact:" */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Each opponent loses life equal to the number of <kind> counters on this artifact." (Ravenous Amulet): COUNTERS_SRC
   k; OPPONENT; LOSE_LIFE, PACK_EXTRA_EQUAL_TO -- the counters it had as it was sacrificed */
void cg_opp_loses_src_counters(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  cg_emit(c, OP_COUNTERS_SRC, k < 0 ? 0 : k);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].extra |= PACK_EXTRA_EQUAL_TO;
  c->cur.neffects++;
}
