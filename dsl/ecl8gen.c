/* ecl8gen.c: Lorwyn Eclipsed sentences of eclcards 8 -- "Exile this enchantment" as a cost, "Treefolk and Forests you
   control", and the other phrases of the cards of that wave. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <strings.h>

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

/* "You may cast this spell as though it had flash if you control a Faerie." (702.8a): ABIL_FLASH_IF, 1 + the subtype */
void cg_flash_if(dsl_ctx *c, dsl_tok kw, dsl_tok sub)
{
  int id = cg_subtype(c, sub);
  if (kw.len != 5 || strncasecmp(c->src + kw.off, "flash", 5) != 0)
    dsl_error(c, kw.off, "expected 'flash' after 'as though it had'");
  pack_ability *a = cg_open_ability(c, ABIL_FLASH_IF, TRIG_NONE);
  a->trig_arg = (uint16_t)(id < 0 ? 0 : id + 1);
  cg_ability_end(c);
}

/* Goatnap: "Gain control of target creature until end of turn." (613.1b, layer 2: TARGET i; EFFECT a -- SET_CONTROLLER
   to the spell's controller, ending in the cleanup step, 514.2) */
void cg_gain_control_eot(dsl_ctx *c, int t)
{
  cg_subject(c, CG_SUBJ_TARGET, t);
  cg_pred(c, OP_SET_CONTROLLER, 0);
  cg_cont_effect(c, 0);
}

/* Champion of the Path: "Whenever another Elemental you control enters, it deals damage equal to its power to each
   opponent." -- "it" the creature that entered (OPPONENT; ABOUT_DEALS_POWER) */
void cg_about_deals_power(dsl_ctx *c)
{
  const cg_card *k = &c->cur;
  if (!k->said_it || k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED ||
      k->abil[k->open].trigger != TRIG_ANOTHER_CREATURE_ENTERS)
    dsl_error(c, c->line_start, "%s: 'it deals damage equal to its power to each opponent' follows 'Whenever another <type> "
              "you control enters,'", k->name);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_ABOUT_DEALS_POWER, 0);
  c->cur.neffects++;
}

/* Slumbering Walker: "you may remove a counter from this creature. When you do, ..." -- REMOVE_MAY (its controller's
   choice of kind, or no: then the run ends), the reflexive ability after it (603.12) */
void cg_may_remove_counter(dsl_ctx *c)
{
  cg_emit(c, OP_REMOVE_MAY, 0);
  c->cur.neffects++;
}
