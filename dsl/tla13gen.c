/* tla13gen.c: compiling the sentences of the TLA cards of tlacards 13 -- tokens with firebending, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* token_kws ::= FIREBENDING NUMBER: "create a 2/2 red Soldier creature token with firebending 1" -- the token's card gets
   the triggered ability the keyword stands for (702.189a: "Whenever this creature attacks, add N {R}. ..."), as a card
   with "Firebending N" on a line of its own has it (bendgen.c) */
void cg_token_firebending(dsl_ctx *c, dsl_tok num)
{
  int n = cg_number(c, num);
  if (n < 1 || n > 20 || c->cur.ntokens <= 0) {
    dsl_error(c, num.off, "'firebending N' takes a number from 1 to 20");
    return;
  }
  c->cur.tokens[c->cur.ntokens - 1].firebending = n;
}

/* appends op with its operand to token card k's code and its last ability */
static void put(cg_card *k, int op, int operand)
{
  pack_ability *a = &k->abil[k->nabil - 1];
  int len = op_length(op);
  op_write(k->code + k->code_len, op, operand);
  k->code_len += (uint32_t)len;
  a->code_len += (uint32_t)len;
}

/* the abilities of the card a token definition becomes: firebending N's trigger -- PUSH n; YOU; FIREBEND; END */
void cg_token_abilities(cg_card *tc, const cg_token *tk)
{
  if (tk->guard_sub && tc->nabil < DSL_ABILITIES) { /* tlacards 14: "This token can't block or be blocked by non-Spirit
                                                        creatures." (509.1b) -- F_SELF; RESTRICT; END */
    pack_ability *s = &tc->abil[tc->nabil++];
    memset(s, 0, sizeof *s);
    s->kind = ABIL_STATIC;
    s->trigger = TRIG_NONE;
    s->code = tc->code_len;
    s->layers = (uint16_t)BIT(LAYER_RULES);
    s->trig_arg = (uint16_t)(tk->guard_sub | PACK_BLOCK_SUB_NON);
    put(tc, OP_F_SELF, 0);
    put(tc, OP_RESTRICT, RULE_CANT_BLOCK | RULE_BLOCK_SUB);
    put(tc, OP_END, 0);
  }
  if (!tk->firebending || tc->nabil >= DSL_ABILITIES)
    return;
  pack_ability *a = &tc->abil[tc->nabil++];
  memset(a, 0, sizeof *a);
  a->kind = ABIL_TRIGGERED;
  a->trigger = TRIG_ATTACKS;
  a->code = tc->code_len;
  a->max_stack = 2;
  put(tc, OP_PUSH, tk->firebending);
  put(tc, OP_YOU, 0);
  put(tc, OP_FIREBEND, 0);
  put(tc, OP_END, 0);
}

/* "Then if it has four or more quest counters on it, <sentence>" (the Ascensions): COUNTERS_SRC k; PUSH n; AT_LEAST;
   UNLESS -- its counters as the ability resolves (608.2h), none once it left the battlefield */
void cg_if_counters_src(dsl_ctx *c, dsl_tok num, dsl_tok kind)
{
  int n = cg_number(c, num), id = cg_counter_kind(c, kind);
  if (n < 1 || n > 20)
    dsl_error(c, num.off, "'if it has N or more ... counters on it' takes N from 1 to 20");
  cg_emit(c, OP_COUNTERS_SRC, id < 0 ? 0 : id);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_AT_LEAST, 0);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* icond: "if this enchantment has four or more quest counters on it," -- the one count of the conditions table */
void cg_icond_quest(dsl_ctx *c, dsl_tok n, dsl_tok kind)
{
  if (cg_number(c, n) != 4 || cg_counter_kind(c, kind) != CTR_QUEST)
    dsl_error(c, n.off, "'if this enchantment has four or more quest counters on it' is the condition known (src/conds.def)");
  cg_trigger_cond(c, COND_QUEST4);
}

/* "exile up to one target creature you control, then return it to the battlefield under its owner's control." (400.7:
   a new object) -- TARGET i; FLICKER, PACK_WORD2_IT for "it" */
void cg_flicker_upto(dsl_ctx *c, dsl_tok n, dsl_tok at)
{
  int t = cg_target(c, TGT_CREATURE_YOU_CONTROL, at);
  cg_upto(c, n, t);
  cg_object_effect(c, OP_FLICKER, t);
  cg_wording2(c, PACK_WORD2_IT);
}

/* "As an additional cost to cast this spell, waterbend {N}." (701.67a; 601.2f: an additional cost is part of the total
   cost): a SELF_COST ability of kind SELFCOST_WATERBEND, N more, whose spell its caster's artifacts and creatures may
   help pay by tapping (cast_tappay) */
void cg_addl_waterbend(dsl_ctx *c, dsl_tok cost, dsl_tok sym)
{
  cg_self_cost(c, (dsl_tok){0, 0}, sym, SELFCOST_WATERBEND);
  (void)cost;
}

/* tlacards 17: "As an additional cost to cast this spell, you may waterbend {N}." (701.67a; 601.2b) -- the card's kicker
   ability (one per card), generic mana only, with PACK_EXTRA_WATERBEND */
void cg_kicker_waterbend(dsl_ctx *c, dsl_tok sym)
{
  cg_cost_symbol(c, sym); /* opens the ability the kicker becomes */
  cg_kicker(c);
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  int colored = 0;
  for (int m = 0; a && m < MANA__COUNT; m++)
    colored += a->mana_cost[m];
  if (a && (a->kind != ABIL_KICKER || colored || !a->generic || a->x))
    dsl_error(c, sym.off, "'you may waterbend {N}' takes generic mana, once per card");
  else if (a)
    a->extra |= PACK_EXTRA_WATERBEND;
  cg_ability_end(c);
}
