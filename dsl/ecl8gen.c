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

/* has the open ability said "Choose a creature type." (CHOOSE_TYPE_NOW) before this sentence? */
static int chose_type(dsl_ctx *c)
{
  const cg_card *k = &c->cur;
  if (k->open < 0)
    return 0;
  for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (op_at(k->code + pc) == OP_CHOOSE_TYPE_NOW)
      return 1;
  return 0;
}

static void need_chosen(dsl_ctx *c, const char *what)
{
  if (!chose_type(c))
    dsl_error(c, c->line_start, "%s: '%s' follows 'Choose a creature type.' in the same ability", c->cur.name, what);
}

/* "Choose a creature type." as a spell or ability resolves: CHOOSE_TYPE_NOW -- its controller's decision, kept on the
   source for the sentences after it */
void cg_choose_type_now(dsl_ctx *c)
{
  cg_emit(c, OP_CHOOSE_TYPE_NOW, 0);
  c->cur.neffects++;
}

/* "Draw a card for each permanent you control of that type." (CONTROL_CHOSEN; YOU; DRAW) */
void cg_draw_chosen(dsl_ctx *c)
{
  need_chosen(c, "of that type");
  cg_emit(c, OP_CONTROL_CHOSEN, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* "Return all creature cards of the chosen type from your graveyard to the battlefield." (RETURN_GY_CHOSEN creature) */
void cg_return_gy_chosen(dsl_ctx *c)
{
  need_chosen(c, "of the chosen type");
  cg_emit(c, OP_RETURN_GY_CHOSEN, TYPE_CREATURE);
  c->cur.neffects++;
}

/* "Other permanents you control of that type gain ..." (F_YOURS; F_CHOSEN_TYPE: the type chosen as the ability resolved) */
void cg_filter_that_type(dsl_ctx *c)
{
  need_chosen(c, "of that type");
  cg_filter(c, OP_F_YOURS, 0);
  cg_filter(c, OP_F_CHOSEN_TYPE, 0);
}
