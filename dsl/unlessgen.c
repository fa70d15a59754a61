/* unlessgen.c: "This land enters tapped unless you control a Plains or an Island." (614.1c) -- the condition compiled
   ahead of SELF; TAP: CONTROL_SUBTYPE a; [CONTROL_SUBTYPE b; ADD]; NOT; UNLESS 2; SELF; TAP. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

void cg_unless_begin(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS);
  c->cur.unless_n = 0;
}

/* one more thing counted -- a word found (id) or an error: the counts of "a Plains or an Island" are added up */
static void counted(dsl_ctx *c, dsl_tok w, int id, int op, const char *what)
{
  if (id < 0) {
    dsl_error(c, w.off, "unknown %s '%.*s'", what, (int)w.len, c->src + w.off);
    return;
  }
  cg_emit(c, op, id);
  if (c->cur.unless_n++ > 0)
    cg_emit(c, OP_ADD, 0);
}

void cg_unless_subtype(dsl_ctx *c, dsl_tok w)
{
  counted(c, w, type_sub_find(c->src + w.off, (int)w.len), OP_CONTROL_SUBTYPE, "subtype");
}

void cg_unless_super(dsl_ctx *c, dsl_tok w)
{
  counted(c, w, type_super_find(c->src + w.off, (int)w.len), OP_CONTROL_LAND_SUPER, "supertype");
}

/* "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12): the life in the ability's
   trig_arg (the engine asks before the land enters), then ENTER_PAID; NOT; UNLESS 2; SELF; TAP */
void cg_enter_pay(dsl_ctx *c, int life)
{
  pack_ability *a = cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS);
  if (life < 1 || life > 20)
    dsl_error(c, c->line_start, "the life paid as it enters: a number from 1 to 20");
  a->trig_arg = (uint16_t)life;
  cg_emit(c, OP_ENTER_PAID, 0);
  cg_unless_end(c);
}

/* none of them: it enters tapped */
void cg_unless_end(dsl_ctx *c)
{
  cg_emit(c, OP_NOT, 0);
  cg_emit(c, OP_UNLESS, 2);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TAP, 0);
  cg_ability_end(c);
}
