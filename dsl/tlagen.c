/* tlagen.c: compiling Avatar: The Last Airbender's activated-ability mechanics -- exhaust (702.177) and waterbend
   costs (701.67). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* line ::= aword costs COLON sentences NEWLINE: "Exhaust — {cost}: <effect>" (702.177a) -- the only ability word that
   labels an activated ability without a timing line; the engine allows each object one activation of it */
void cg_exhaust(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || k->word != AWORD_EXHAUST) {
    dsl_error(c, c->line_start, "%s: only 'Exhaust —' labels an activated ability this way", k->name);
    k->word = AWORD_NONE;
    return;
  }
  pack_ability *a = &k->abil[k->open];
  a->word = AWORD_EXHAUST;
  a->extra |= PACK_EXTRA_EXHAUST;
  k->word = AWORD_NONE;
}

/* cost_item ::= WATERBEND MANA: "Waterbend {3}" (701.67a) -- generic mana only, the first item of the cost, once */
void cg_waterbend_cost(dsl_ctx *c, dsl_tok at, dsl_tok sym)
{
  cg_cost_symbol(c, sym); /* opens the activated ability */
  cg_card *k = &c->cur;
  pack_ability *a = &k->abil[k->open];
  int colored = 0;
  for (int m = 0; m < MANA__COUNT; m++)
    colored += a->mana_cost[m];
  if ((!a->generic && !a->x) || colored || (a->cost & PACK_COST_TAP) || (a->extra & PACK_EXTRA_WATERBEND))
    dsl_error(c, at.off, "'waterbend {N}' is a cost of generic mana or X, first in the cost and once");
  a->extra |= PACK_EXTRA_WATERBEND;
}

/* tlacards 17: "Then discard a card unless you waterbend {2}." (118.12; 701.67a) -- PUSH n; YOU; PAYS PACK_PAYS_WATERBEND;
   NOT; UNLESS k; PUSH 1; YOU; DISCARD: generic mana only */
void cg_discard_unless_waterbend(dsl_ctx *c, dsl_tok sym)
{
  cg_card *k = &c->cur;
  cg_pay_symbol(c, sym);
  int generic = k->pay_generic, colored = 0;
  for (int m = 0; m < 5; m++)
    colored += k->pay_sym[m];
  if (colored || generic < 1 || generic > 20 || generic == CG_X)
    dsl_error(c, sym.off, "'unless you waterbend {N}' takes generic mana, {1} to {20}");
  k->pay_generic = 0;
  memset(k->pay_sym, 0, sizeof k->pay_sym);
  cg_emit(c, OP_PUSH, generic);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_PAYS, PACK_PAYS_WATERBEND);
  cg_emit(c, OP_NOT, 0);
  cg_if_on_stack(c);
  cg_player_effect(c, OP_DISCARD, 1, -1);
  cg_if_end(c);
}

/* "X can't be 0." and "Activate only during your turn." after an activated ability's effect (ACTR_*) */
void cg_act_rule(dsl_ctx *c, dsl_tok zero, int rule)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  if (!a || (a->kind != ABIL_ACTIVATED && !(a->kind == ABIL_ACT_MODE && rule == ACTR_X_NOT_0)) || (a->act & rule)) {
    dsl_error(c, c->line_start, "%s: an activation rule follows an activated ability's effect, once", c->cur.name);
    return;
  }
  if (rule == ACTR_X_NOT_0 && (cg_number(c, zero) != 0 || !cg_act_has_x(k, a)))
    dsl_error(c, zero.off, "%s: 'X can't be 0.' goes with an {X} cost", c->cur.name);
  a->act |= (uint16_t)rule;
}

/* otarget ::= TARGET CREATURE YOU CONTROL WITH A PTMOD COUNTER ON IT (Hog-Monkey): a +1/+1 counter only */
int cg_target_plus1(dsl_ctx *c, dsl_tok at, dsl_tok kind)
{
  if (cg_counter_kind(c, kind) != CTR_PLUS1)
    dsl_error(c, kind.off, "only 'with a +1/+1 counter on it' is a target kind (src/targets.def)");
  return cg_target(c, TGT_CREATURE_YOU_CONTROL_PLUS1, at);
}
