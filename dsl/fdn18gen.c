/* fdn18gen.c: fdncards 18 -- values read from another object: Ashroot Animist's "..., where X is this creature's power"
   (608.2h: its last known power once it left), Halana and Alena's "put X +1/+1 counters on ..., where X is Halana and
   Alena's power", Ayli's "the sacrificed creature's toughness" (the cost's, 608.2h) and
   "Activate only if you have at least 10 life more than your starting life total." (602.5b, 103.4). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* effect ::= cont UNTIL END OF TURN COMMA WHERE XW IS THIS WORD(W) POWER -- one object's +X/+X (alone or after other
   changes): SELF; POWER; TARGET i (or SELF); EFFECT_X a (the source's power as the ability resolves, or as it last
   existed, 608.2h) */
void cg_pump_src_power(dsl_ctx *c, dsl_tok w)
{
  cg_cont *k = &c->cur.cont;
  cg_word_must(c, w, "creature's");
  if ((k->subject != CG_SUBJ_TARGET && k->subject != CG_SUBJ_SELF) || (!k->pt_x && !(k->pump && k->pump_p == CG_X))) {
    dsl_error(c, c->line_start, "%s: ', where X is this creature's power' follows one object's +X/+X until end of turn",
              c->cur.name);
    cg_cont_reset(c);
    return;
  }
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_POWER, 0);
  cg_cont_effect_one_x(c);
}

/* effect ::= YOU GAIN LIFE EQUAL TO THE WORD(S) WORD(W) TOUGHNESS -- "the sacrificed creature's toughness" after an
   activated ability's cost "Sacrifice another creature": COST_SAC_TOUGHNESS; YOU; GAIN_LIFE */
void cg_gain_cost_sacrificed(dsl_ctx *c, dsl_tok s, dsl_tok w)
{
  cg_card *k = &c->cur;
  cg_word_must(c, s, "sacrificed");
  cg_word_must(c, w, "creature's");
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || !(k->abil[k->open].cost & PACK_COST_SAC_CREATURE)) {
    dsl_error(c, s.off, "%s: 'the sacrificed creature' is the one an activated ability's cost sacrificed", k->name);
    return;
  }
  cg_gain_counted(c, OP_COST_SAC_TOUGHNESS);
}

/* act_rule ::= ACTIVATE ONLY IF YOU HAVE AT WORD(L) number(N) LIFE MORE THAN YOUR WORD(S) LIFE TOTAL PERIOD --
   ACTR_LIFE_ABOVE_START, N in trig_arg */
void cg_act_if_life_above_start(dsl_ctx *c, dsl_tok least, int n, dsl_tok starting)
{
  cg_word_must(c, least, "least");
  cg_word_must(c, starting, "starting");
  cg_act_rule_n(c, ACTR_LIFE_ABOVE_START, n, least, "at least N life more than your starting life total");
}

/* effect ::= PUT number(N) PTMOD(K) COUNTERS ON ANOTHER TARGET CREATURE YOU CONTROL COMMA WHERE XW IS SELF POSS POWER -- Halana and Alena: "put X
   +1/+1 counters on another target creature you control, where X is Halana and Alena's power": TARGET i; SELF; POWER;
   COUNTERS k (its power as the ability resolves, or as it last existed, 608.2h) */
void cg_counters_src_power_on(dsl_ctx *c, int x, dsl_tok kind, int target)
{
  int k = cg_counter_kind(c, kind);
  if (x != CG_X)
    dsl_error(c, kind.off, "%s: 'where X is <name>'s power' needs X as the count", c->cur.name);
  if (k < 0 || x != CG_X)
    return;
  cg_self_named(c);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_POWER, 0);
  cg_emit(c, OP_COUNTERS, k);
  c->cur.last_target = target;
  c->cur.neffects++;
}
