/* classicgen.c: code generation for the CLASSIC set's last cards -- Alms's graveyard cost and prevention shield, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Exile the top card of your graveyard" (601.2h): a cost item of an activated ability (PACK_EXTRA_EXILE_TOP_GY) */
void cg_cost_exile_top_gy(dsl_ctx *c)
{
  cg_cost_extra(c, PACK_EXTRA_EXILE_TOP_GY, "the top card of your graveyard is exiled once per cost");
}

/* "Prevent the next N damage that would be dealt to <target> this turn." (615.7): PUSH n; TARGET i; PREVENT_NEXT */
void cg_prevent_next(dsl_ctx *c, int n, int target)
{
  if (n < 1 || n > 100) {
    dsl_error(c, c->line_start, "%s: a prevention shield prevents 1 to 100 damage", c->cur.name);
    return;
  }
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_PREVENT_NEXT, 0);
  c->cur.neffects++;
}
