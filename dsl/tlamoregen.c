/* tlamoregen.c: compiling the TLA cards of tlacards 8 -- the card's pronoun ("he", "her"), "if Katara is tapped". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "he deals damage ...", "put a +1/+1 counter on her": the source, its text naming it by a pronoun (PACK_WORD3_PRONOUN,
   with PACK_WORD3_SHE for "she"/"her"; only the printer reads them) */
void cg_pronoun(dsl_ctx *c, int she)
{
  if (c->cur.open < 0) {
    dsl_error(c, c->line_start, "%s: a pronoun for the card belongs in an ability", c->cur.name);
    return;
  }
  cg_wording3(c, PACK_WORD3_PRONOUN | (she ? PACK_WORD3_SHE : 0));
  c->cur.said_it = 0;
}

/* the printer's word for a source ability a names by a pronoun: "he"/"she" (a subject) or "him"/"her" (an object) */
const char *dsl_pronoun(const pack_ability *a, int object)
{
  if (a->wording3 & PACK_WORD3_SHE)
    return object ? "her" : "she";
  return object ? "him" : "he";
}

/* Wartime Protestors: "put a +1/+1 counter on that creature and it gains haste until end of turn." -- the creature the
   trigger saw enter (603.2): ABOUT; PUSH 1; COUNTERS k; ABOUT; EFFECT a (a: ADD_KEYWORD w) */
void cg_about_counter_gains(dsl_ctx *c, dsl_tok kind, dsl_tok kw)
{
  cg_card *card = &c->cur;
  if (cg_counter_on_about(c, kind) < 0) /* ABOUT; PUSH 1; COUNTERS k (fdnmoregen.c) */
    return;
  cg_subject(c, CG_SUBJ_TARGET, 0);
  cg_pred_keyword(c, kw, 2);
  cg_cont_effect(c, 0);
  /* the effect's "TARGET 0; EFFECT a" names the creature that entered instead: "ABOUT; EFFECT a" */
  if (card->code_len < 4 || card->code[card->code_len - 4] != OP_TARGET || card->code[card->code_len - 2] != OP_EFFECT)
    return;
  card->code[card->code_len - 4] = OP_ABOUT;
  card->code[card->code_len - 3] = OP_EFFECT;
  card->code[card->code_len - 2] = card->code[card->code_len - 1];
  card->code_len--;
  card->abil[card->open].code_len--;
  card->effix[card->neffix - 1].at--;
  cg_join(c);
}

/* Platypus-Bear: "there is a Lesson card in your graveyard" (GY_SUB_YOURS s; REQUIRE, as "there's ..." compiles) */
void cg_cond_gy_sub_is(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_count(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_count(c, OP_REQUIRE, 0);
}

/* "can attack as though it didn't have defender" (702.3b): the rules effect RULE_DEFENDER_ATTACKS */
void cg_attack_as_though(dsl_ctx *c, dsl_tok didnt, dsl_tok kw)
{
  cg_word_must(c, didnt, "didn't");
  if (type_keyword_find(c->src + kw.off, (int)kw.len) != KW_DEFENDER)
    dsl_error(c, kw.off, "'can attack as though it didn't have' names defender");
  cg_pred(c, OP_RESTRICT, RULE_DEFENDER_ATTACKS);
}

/* "<subject> gets +1/+2 until end of turn and can't be blocked this turn." (Otter-Penguin): the effect said, then a second
   one of the same subject -- the rule "can't be blocked" for this turn (509.1b, 514.2) -- joined with "and" */
void cg_and_unblockable(dsl_ctx *c)
{
  int kind = c->cur.cont.subject, target = c->cur.cont.target;
  if (kind != CG_SUBJ_SELF && kind != CG_SUBJ_TARGET) {
    dsl_error(c, c->line_start, "%s: 'and can't be blocked this turn' follows one creature's effect", c->cur.name);
    cg_cont_reset(c);
    return;
  }
  cg_cont_effect(c, 0);
  cg_subject(c, kind, target);
  cg_pred(c, OP_RESTRICT, RULE_UNBLOCKABLE);
  c->cur.this_turn = 1;
  cg_cont_effect(c, 0);
  c->cur.this_turn = 0;
  cg_join(c);
}

/* "{2}{B}: Return this card from your graveyard to your hand." -- an activated ability that works in its card's graveyard
   because its effect moves the card out of there (113.6k: ACTR_FROM_GY): GY_RETURN_SELF dest */
void cg_return_self_gy(dsl_ctx *c, int dest)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED) {
    dsl_error(c, c->line_start, "%s: 'Return this card from your graveyard' is an activated ability's effect here", k->name);
    return;
  }
  k->abil[k->open].act |= ACTR_FROM_GY;
  cg_emit(c, OP_GY_RETURN_SELF, dest);
  k->neffects++;
}

/* Swampsnare Trap: "This spell costs {1} less to cast if it targets a creature with flying." (601.2f:
   SELFCOST_LESS_TARGETS_KW, trig_arg 1 + the keyword) */
void cg_self_cost_less_kw(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id < 0)
    dsl_error(c, kw.off, "unknown keyword");
  cg_self_cost(c, costs, sym, SELFCOST_LESS_TARGETS_KW);
  pack_ability *a = c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
  if (a && a->kind == ABIL_SELF_COST && id >= 0)
    a->trig_arg = (uint16_t)(id + 1);
}

/* Yip Yip!: "it also gains flying until end of turn" after "If that creature is an Ally," -- the last target (TARGET i;
   EFFECT a); "also" is remembered on the effect (eclcards' PACK_WORD3_ECL_ALSO), as Ingenious Leonin's "it gains" has none */
void cg_it_also_gains(dsl_ctx *c, dsl_tok also, dsl_tok kw)
{
  cg_word_must(c, also, "also");
  c->cur.said_it = 1;
  cg_subject(c, CG_SUBJ_SELF, 0); /* "it" after a target: that target (cg_subject) */
  cg_pred_keyword(c, kw, 2);
  cg_cont_wording3(c, PACK_WORD3_ECL_ALSO);
  cg_cont_effect(c, 0);
}
