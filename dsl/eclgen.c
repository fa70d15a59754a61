/* eclgen.c: Lorwyn Eclipsed mechanics in the card language -- convoke (702.51), blight N, and the activation costs
   blight N, removing counters, tapping untapped creatures, paying life. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Convoke": a tap-to-pay ability, its creatures paying {1} or one mana of their color (702.51a); once per card
   (702.51c: more instances are redundant) */
void cg_convoke(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_TAP_PAY)
      dsl_error(c, c->line_start, "%s: convoke twice (702.51c: the second is redundant)", k->name);
  if (k->rec.types & BIT(TYPE_LAND))
    dsl_error(c, c->line_start, "%s: convoke is for spells; a land is never cast (305.1)", k->name);
  pack_ability *a = cg_open_ability(c, ABIL_TAP_PAY, TRIG_NONE);
  a->mana = TAPPAY_CONVOKE;
  cg_ability_end(c);
}

/* "blight N", "each opponent blights N", "target opponent blights N": PUSH n; the player; BLIGHT if_do -- with if_do,
   the sentence after ("If you do, ...") runs only if the player could blight */
void cg_blight(dsl_ctx *c, int n, int who, int if_do)
{
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "%s: blight a number from 1 to 20 here", c->cur.name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, who == -1 ? OP_YOU : who == -2 ? OP_OPPONENT : OP_TARGET, who < 0 ? 0 : who);
  cg_emit(c, OP_BLIGHT, if_do);
  c->cur.neffects++;
}

/* an activation cost item (601.2h): "Blight 2", "Remove two counters from this creature", "Tap another untapped creature
   you control", "Pay 1 life" -- its field of the ability (pack_ability.blight, remove, tap_n, life), once each */
void cg_cost_ecl(dsl_ctx *c, int kind, int n)
{
  cg_card *k = &c->cur;
  pack_ability *a = cg_cost_open(c);
  if (!a)
    return;
  uint8_t *f = kind == ECL_COST_BLIGHT ? &a->blight : kind == ECL_COST_REMOVE ? &a->remove
             : kind == ECL_COST_TAP ? &a->tap_n : &a->life;
  int count = n & PACK_TAP_COUNT;
  if (kind == ECL_COST_LIFE && n == CG_X) { /* "Pay X life" after an {X} (119.4; Krumar Initiate) */
    if (!a->x || (a->act & ACTR_PAY_X_LIFE))
      dsl_error(c, c->line_start, "%s: 'Pay X life' follows an {X} in the cost, once", k->name);
    a->act |= ACTR_PAY_X_LIFE;
    return;
  }
  if (*f)
    dsl_error(c, c->line_start, "%s: one such cost per ability", k->name);
  else if (count < 1 || count > 20 || n == CG_X)
    dsl_error(c, c->line_start, "%s: a cost of 1 to 20 here", k->name);
  else
    *f = (uint8_t)n;
}

/* eclcards 10: "Tap three untapped Elves you control" -- the creatures tapped have the type (ACTR_TAP_SUB; trig_arg is
   1 + the subtype: src/eclcost.c) */
void cg_cost_tap_sub(dsl_ctx *c, dsl_tok w)
{
  pack_ability *a = cg_cost_open(c);
  int id = cg_subtype_plural(c, w);
  if (!a || id < 0)
    return;
  if (!(type_sub_types[id] & BIT(TYPE_CREATURE)) || a->trig_arg)
    dsl_error(c, w.off, "%s: '%.*s' must be a creature type here", c->cur.name, (int)w.len, c->src + w.off);
  a->act |= ACTR_TAP_SUB;
  a->trig_arg = (uint16_t)(id + 1);
}
