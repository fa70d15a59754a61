/* tla15gen.c: compiling the sentences of the tlacards 15 cards -- the TLA Legends' return transformed, extra turns. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* "Exile this Saga, then return it to the battlefield transformed under your control." (a Saga's chapter: SAGA_RETURN_TF,
   the source exiled and back as a new object with its back face up, 712, 400.7) */
void cg_saga_return(dsl_ctx *c, dsl_tok transformed, dsl_tok under)
{
  cg_word_must(c, transformed, "transformed");
  cg_word_must(c, under, "under");
  if (!cg_card_has_subtype(c, SUB_SAGA) || c->cur.said_it)
    dsl_error(c, transformed.off, "%s: 'Exile this Saga, then return it ... transformed': a Saga's own chapter", c->cur.name);
  cg_emit(c, OP_SAGA_RETURN_TF, 0);
  c->cur.neffects++;
}

/* "Take an extra turn after this one." (500.7: EXTRA_TURN, its controller's) */
void cg_extra_turn(dsl_ctx *c, dsl_tok take, dsl_tok extra, dsl_tok after, dsl_tok one)
{
  cg_word_must(c, take, "Take");
  cg_word_must(c, extra, "extra");
  cg_word_must(c, after, "after");
  cg_word_must(c, one, "one");
  cg_emit(c, OP_EXTRA_TURN, 0);
  c->cur.neffects++;
}

/* Guru Pathik: "Whenever you cast a Lesson, Saga, or Shrine spell," -- CAST_SUBTYPE with 1 + the first subtype in trig_arg
   and the other two in only[] (a triggered ability's spare field) */
void cg_trigger_subtypes3(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok d)
{
  cg_trigger_begin(c, TRIG_CAST_SUBTYPE);
  int ids[3] = {cg_subtype(c, a), cg_subtype(c, b), cg_subtype(c, d)};
  if (ids[0] < 0 || ids[1] < 0 || ids[2] < 0)
    return;
  pack_ability *ab = &c->cur.abil[c->cur.open];
  ab->trig_arg = (uint16_t)(ids[0] + 1);
  ab->only[0] = (uint16_t)(ids[1] + 1);
  ab->only[1] = (uint16_t)(ids[2] + 1);
}

/* Watery Grasp: "Enchanted creature's owner shuffles it into their library." (ATTACHED; SHUFFLE_INTO: 701.20a) */
void cg_shuffle_enchanted(dsl_ctx *c, dsl_tok creatures, dsl_tok shuffles)
{
  cg_word_must(c, creatures, "creature's");
  cg_word_must(c, shuffles, "shuffles");
  if (!cg_card_has_subtype(c, SUB_AURA))
    dsl_error(c, creatures.off, "%s: 'enchanted creature' belongs to an Aura", c->cur.name);
  cg_emit(c, OP_ATTACHED, 0);
  cg_emit(c, OP_SHUFFLE_INTO, 0);
  c->cur.neffects++;
}

/* Gran-Gran: "... cost {1} less to cast as long as there are three or more Lesson cards in your graveyard." -- the condition
   before the cost change (GY_SUB_YOURS s; PUSH n; AT_LEAST; REQUIRE: no change while it is false) */
void cg_cost_if_gy_sub(dsl_ctx *c, int n, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (id < 0)
    return;
  cg_emit(c, OP_GY_SUB_YOURS, id);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_AT_LEAST, 0);
  cg_emit(c, OP_REQUIRE, 0);
}

/* Razor Rings: "You gain life equal to the excess damage dealt this way." -- after "<self> deals N damage to <target>.": its
   DAMAGE becomes DAMAGE_EXCESS, which leaves the excess (120.10) for YOU; GAIN_LIFE */
/* the DAMAGE just written becomes DAMAGE_EXCESS, its excess (120.10) left on the stack for what follows; 0 if it isn't */
static int damage_to_excess(dsl_ctx *c, dsl_tok excess)
{
  cg_card *k = &c->cur;
  cg_word_must(c, excess, "excess");
  if (k->open < 0 || k->code_len == 0 || k->code[k->code_len - 1] != OP_DAMAGE ||
      k->code_len - 1 <= k->abil[k->open].code) {
    dsl_error(c, excess.off, "%s: 'the excess damage dealt this way' follows '... deals N damage to <target>.'", k->name);
    return 0;
  }
  k->code_len--; /* the DAMAGE just written: undone, its two operands back on the stack */
  k->abil[k->open].code_len--;
  k->depth += 2;
  cg_emit(c, OP_DAMAGE_EXCESS, 0);
  return 1;
}

void cg_gain_excess(dsl_ctx *c, dsl_tok excess)
{
  if (!damage_to_excess(c, excess))
    return;
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}

/* fdncards 12b: Goblin Negotiation -- "Create a number of 1/1 red Goblin creature tokens equal to the amount of excess damage
   dealt to that creature this way." (DAMAGE_EXCESS; CREATE card: as many tokens as the excess, 120.10) */
void cg_create_excess(dsl_ctx *c, dsl_tok amount, dsl_tok excess)
{
  cg_word_must(c, amount, "amount");
  if (!damage_to_excess(c, excess))
    return;
  cg_token_name(c);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE, 0);
  c->cur.neffects++;
}
