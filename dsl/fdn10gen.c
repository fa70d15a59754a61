/* fdn10gen.c: more FDN sentences (fdncards 10) -- doubling counters and power, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Mossborn Hydra: "double the number of +1/+1 counters on this creature." (701.10e: as many more are put on it):
   SELF; DOUBLE_COUNTERS k */
void cg_double_counters_self(dsl_ctx *c, dsl_tok dbl, dsl_tok kind)
{
  cg_word_must(c, dbl, "double");
  int k = cg_counter_kind(c, kind);
  if (!c->cur.said_it)
    cg_says_this(c);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_DOUBLE_COUNTERS, k < 0 ? 0 : k);
  c->cur.neffects++;
}

/* Bulk Up: "Double target creature's power until end of turn." (701.10a: it gets +X/+0, X its power as the effect
   begins): TARGET i; TARGET i; POWER; PUSH 0; PUMP */
void cg_double_power(dsl_ctx *c, dsl_tok dbl, int t)
{
  cg_word_must(c, dbl, "double");
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_POWER, 0);
  cg_emit(c, OP_PUSH, 0);
  cg_emit(c, OP_PUMP, 0);
  c->cur.last_target = t;
  c->cur.neffects++;
}

/* Sylvan Scavenging: "Create a 3/3 green Raccoon creature token if you control a creature with power 4 or greater." -- the
   condition is checked as the mode resolves (608.2c): CONTROL_POWER n; PUSH 1; AT_LEAST; UNLESS 6; PUSH 1; CREATE t */
void cg_create_if_power(dsl_ctx *c, int n)
{
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "'with power N or greater' takes N from 1 to 20");
  cg_emit(c, OP_CONTROL_POWER, n);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_AT_LEAST, 0);
  cg_emit(c, OP_UNLESS, 6); /* PUSH 1 (3 bytes), CREATE t (3 bytes) */
  cg_create(c, 1);
}

/* "Remove three incubation counters from this creature:" -- an activation cost of counters of one kind (118.3, 602.2b): N
   in pack_ability.remove, the kind in .mana, ACTR_REMOVE_KIND (src/eclcost.c removes them, no choice of kinds) */
void cg_cost_remove_kind(dsl_ctx *c, dsl_tok kind, int n)
{
  int k = cg_counter_kind(c, kind);
  pack_ability *a = cg_cost_open(c);
  if (!a || k < 0)
    return;
  if (n == CG_X)
    dsl_error(c, kind.off, "%s: 'Remove X counters' is said of +1/+1 counters after an {X}", c->cur.name);
  cg_cost_ecl(c, ECL_COST_REMOVE, n);
  a->act |= ACTR_REMOVE_KIND;
  a->mana = (uint8_t)k;
}

/* Drake Hatcher: "Whenever this creature deals combat damage to a player, put that many incubation counters on it." --
   the damage dealt (AMOUNT): SELF; AMOUNT; COUNTERS k, printed "it" (PACK_WORD2_IT) */
void cg_counters_that_many(dsl_ctx *c, dsl_tok kind)
{
  cg_card *k = &c->cur;
  int ctr = cg_counter_kind(c, kind);
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_COMBAT_DAMAGE_PLAYER)
    dsl_error(c, c->line_start, "%s: 'that many' needs a 'Whenever ... deals combat damage to a player,' trigger", k->name);
  if (ctr < 0)
    return;
  if (!k->said_it)
    cg_says_this(c);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_AMOUNT, 0);
  cg_emit(c, OP_COUNTERS, ctr);
  cg_wording2(c, k->said_it ? PACK_WORD2_IT : 0);
  k->neffects++;
}

/* "Whenever you put one or more +1/+1 counters on this creature," (PLUS1_PUT_SELF) and "Whenever one or more +1/+1
   counters are put on another non-Hydra creature you control," (PLUS1_PUT_ANOTHER, trig_arg 1 + the type | TRIG_ARG_NON):
   once for the counters put together (122.6) */
void cg_trigger_plus1(dsl_ctx *c, dsl_tok one, dsl_tok kind, const dsl_tok *non)
{
  cg_word_must(c, one, "one");
  if (cg_counter_kind(c, kind) != CTR_PLUS1)
    dsl_error(c, kind.off, "%s: this trigger is said of +1/+1 counters", c->cur.name);
  cg_trigger_begin(c, non ? TRIG_PLUS1_PUT_ANOTHER : TRIG_PLUS1_PUT_SELF);
  if (!non)
    return;
  if (non->len <= 4 || strncasecmp(c->src + non->off, "non-", 4) != 0) {
    dsl_error(c, non->off, "%s: expected 'non-<creature type>' here", c->cur.name);
    return;
  }
  dsl_tok sub = {non->off + 4, non->len - 4};
  int id = cg_subtype(c, sub);
  if (id >= 0 && c->cur.open >= 0)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)((id + 1) | TRIG_ARG_NON);
}
