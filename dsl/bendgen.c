/* bendgen.c: compiling the bending keyword actions of Avatar: The Last Airbender -- earthbend (701.66) and the
   keyword firebending (702.189). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* effect ::= EARTHBEND number: "Target land you control becomes a 0/0 land creature with haste in addition to its other
   types. Put N +1/+1 counters on it. When that land dies or is put into exile, return it to the battlefield tapped
   under your control." (701.66a) -- a target land you control; the continuous-effect ability ADD_TYPE creature; PUSH 0;
   PUSH 0; SET_PT; ADD_KEYWORD haste (layers 4, 7b, 6: no duration); then PUSH n; TARGET i; EARTHBEND a */
/* earthbend's effect on target land t (the count of counters pushed before it) */
static void earthbend_effect(dsl_ctx *c, int t)
{
  cg_subject(c, CG_SUBJ_TARGET, t);
  cg_pred(c, OP_ADD_TYPE, TYPE_CREATURE);
  cg_pred(c, OP_PUSH, 0);
  cg_pred(c, OP_PUSH, 0);
  cg_pred(c, OP_SET_PT, 0);
  cg_pred(c, OP_ADD_KEYWORD, KW_HASTE);
  cg_cont_earthbend(c);
}

void cg_earthbend(dsl_ctx *c, dsl_tok at, int n)
{
  if (n == CG_X || n < 0 || n > 20) {
    dsl_error(c, at.off, "'earthbend N' takes a number from 0 to 20");
    return;
  }
  int t = cg_target(c, TGT_LAND_YOU_CONTROL, at);
  cg_emit(c, OP_PUSH, n);
  earthbend_effect(c, t);
}

/* "Earthbend X, where X is the number of Forests you control." (tlacards: the count as it resolves, 608.2h) */
void cg_earthbend_control(dsl_ctx *c, dsl_tok at, int x, dsl_tok w)
{
  if (x != CG_X) {
    dsl_error(c, at.off, "'where X is ...' follows 'earthbend X'");
    return;
  }
  int t = cg_target(c, TGT_LAND_YOU_CONTROL, at);
  cg_count_control(c, w);
  earthbend_effect(c, t);
}

/* "earthbend X, where X is the number of creatures you control with power 4 or greater." (CONTROL_POWER n) */
void cg_earthbend_power(dsl_ctx *c, dsl_tok at, int x, int n)
{
  if (x != CG_X || n < 0 || n > 20) {
    dsl_error(c, at.off, "'earthbend X, where X is the number of creatures you control with power N or greater'");
    return;
  }
  cg_earthbend_count(c, at, OP_CONTROL_POWER, n);
}

/* "earthbend X, where X is <a count one op pushes>": a target land you control; op arg; the earthbend effect */
void cg_earthbend_count(dsl_ctx *c, dsl_tok at, int op, int arg)
{
  int t = cg_target(c, TGT_LAND_YOU_CONTROL, at);
  cg_emit(c, op, arg);
  earthbend_effect(c, t);
}

/* line ::= FIREBENDING NUMBER: "Whenever this creature attacks, add N {R}. Until end of combat, you don't lose this mana
   as steps and phases end." (702.189a) -- a triggered ability (attacks) PUSH n; YOU; FIREBEND, printed back as the
   keyword by its code's shape (render.c) */
void cg_firebending(dsl_ctx *c, dsl_tok at, dsl_tok num)
{
  int n = cg_number(c, num);
  if (n < 1 || n > 20) {
    dsl_error(c, at.off, "'firebending N' takes a number from 1 to 20");
    return;
  }
  cg_trigger_begin(c, TRIG_ATTACKS);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_FIREBEND, 0);
  c->cur.neffects++;
}

/* line ::= FIREBENDING X, WHERE X IS <count>.: the same triggered ability with X counted as it resolves (608.2h) --
   SELF; POWER ("this creature's power") or CONTROL_TYPE creature ("the number of creatures you control"); YOU; FIREBEND */
void cg_firebending_x(dsl_ctx *c, int count_op)
{
  cg_trigger_begin(c, TRIG_ATTACKS);
  if (count_op == OP_POWER)
    cg_emit(c, OP_SELF, 0);
  cg_emit(c, count_op, count_op == OP_CONTROL_TYPE ? TYPE_CREATURE : 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_FIREBEND, 0);
  c->cur.neffects++;
}
