/* eclmoregen.c: more Lorwyn Eclipsed sentences -- Vivid's and "if you control a Kithkin" cost reductions, "you may
   blight 2. If you don't, ...", the creatures that entered the battlefield this turn, "for each other Goblin you
   control", "the greatest power among Giants you control". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* the SELF_COST ability cg_self_cost just closed */
static pack_ability *last_ability(dsl_ctx *c)
{
  return c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
}

/* "Vivid — This spell costs {1} less to cast for each color among permanents you control." (601.2f, 105.1) */
void cg_self_cost_vivid(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok permanents)
{
  cg_word_must(c, permanents, "permanents");
  cg_self_cost(c, costs, sym, SELFCOST_PER_COLOR);
  pack_ability *a = last_ability(c);
  if (a && a->kind == ABIL_SELF_COST) { /* the ability word labels it (207.2c) */
    a->word = (uint8_t)c->cur.word;
    c->cur.word = AWORD_NONE;
  }
}

/* "This spell costs {1} less to cast if you control a Kithkin." (601.2f; trig_arg 1 + the subtype) */
void cg_self_cost_sub(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_self_cost(c, costs, sym, SELFCOST_CONTROL_SUB);
  pack_ability *a = last_ability(c);
  if (a && a->kind == ABIL_SELF_COST && id >= 0)
    a->trig_arg = (uint16_t)(id + 1);
}

/* Gutsplitter Gang: "you may blight 2. If you don't, <sentence>" -- PUSH n; YOU; BLIGHT_MAY; NOT; UNLESS k; the sentence
   ("may" emitted MAY: the choice is BLIGHT_MAY's own, and a "no" does not end the run) */
void cg_blight_may_not(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->code_len > 0 && k->code[k->code_len - 1] == OP_MAY && k->open >= 0) {
    k->code_len--;
    k->abil[k->open].code_len--;
  }
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "%s: blight a number from 1 to 20 here", k->name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_BLIGHT_MAY, 0);
  cg_emit(c, OP_NOT, 0);
  k->depth--; /* the UNLESS put in front of the sentence takes it */
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
  k->neffects++;
}

/* "If a creature entered the battlefield under your control this turn, <sentence>" (Thoughtweft Charge): ENTERED 0;
   UNLESS k */
void cg_if_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_emit(c, OP_ENTERED, 0);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* "as long as another creature entered the battlefield under your control this turn" (Bristlebane Outrider): ENTERED 1;
   REQUIRE */
void cg_cond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_count(c, OP_ENTERED, 1);
  cg_count(c, OP_REQUIRE, 0);
}

/* "Wary Farmer: "At the beginning of your end step, if another creature entered the battlefield under your control this
   turn," (603.4) */
void cg_icond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_trigger_cond(c, COND_ANOTHER_ENTERED);
}

/* "get +2/+0 for each other Goblin you control" (CONTROL_OTHER_SUB s), "get +1/+1 for each creature you control and each
   creature card in your graveyard" (CONTROL_TYPE; GY_TYPE_YOURS; ADD), "get +X/+X, where X is the number of creatures that
   entered the battlefield under your control this turn" (ENTERED 0): the count, PUSH p; PUSH t; PT_PER */
void cg_pred_per(dsl_ctx *c, dsl_tok mod, int what, dsl_tok w)
{
  int p = 1, t = 1;
  if (mod.len && sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2)
    dsl_error(c, mod.off, "%s: a +P/+T here", c->cur.name);
  if (what == CG_PER_OTHER_SUB) {
    int id = cg_subtype(c, w);
    cg_pred(c, OP_CONTROL_OTHER_SUB, id < 0 ? 0 : id);
  } else if (what == CG_PER_CREATURES_GY) {
    cg_pred(c, OP_CONTROL_TYPE, TYPE_CREATURE);
    cg_pred(c, OP_GY_TYPE_YOURS, TYPE_CREATURE);
    cg_pred(c, OP_ADD, 0);
  } else
    cg_pred(c, OP_ENTERED, 0);
  cg_pred(c, OP_PUSH, p);
  cg_pred(c, OP_PUSH, t);
  cg_pred(c, OP_PT_PER, 0);
}

/* Pummeler for Hire: "you gain X life, where X is the greatest power among Giants you control." (GREATEST_POWER_SUB s;
   YOU; GAIN_LIFE) */
void cg_gain_greatest_power(dsl_ctx *c, int x, dsl_tok greatest, dsl_tok w)
{
  cg_word_must(c, greatest, "greatest");
  if (x != CG_X)
    dsl_error(c, greatest.off, "'where X is ...' needs 'gain X life'");
  int id = cg_subtype_plural(c, w);
  cg_emit(c, OP_GREATEST_POWER_SUB, id < 0 ? 0 : id);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}
