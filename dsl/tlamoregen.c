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
