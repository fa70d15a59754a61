/* fdn7gen.c: more FDN phrases (fdncards 7) -- "a Vampire you control dies", "a noncreature or Dragon spell", ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <stdio.h>
#include <strings.h>

/* Crossway Troublemakers: "Whenever a Vampire you control dies," (603.6c, 603.10a) -- CREATURE_DIES with the creature
   type in trig_arg, as "a Goblin creature you control dies" but printed without "creature" (PACK_WORD3_NO_CREATURE) */
void cg_trigger_sub_dies(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CREATURE_DIES);
  cg_trigger_subtype(c, w, 0);
  cg_wording3(c, PACK_WORD3_NO_CREATURE);
}

/* Firespitter Whelp: "Whenever you cast a noncreature or Dragon spell," (601.2i) -- CAST_NONCREATURE_OR, as "a
   noncreature spell or a Dragon spell", printed so (PACK_WORD3_OR_SUB) */
void cg_trigger_noncreature_or(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CAST_NONCREATURE_OR);
  cg_trigger_subtype(c, w, 0);
  cg_wording3(c, PACK_WORD3_OR_SUB);
}

/* Twinblade Paladin, Angel of Vitality: "as long as you have 25 or more life" (a static ability's condition, 611.3a):
   YOU; LIFE; PUSH n; AT_LEAST; REQUIRE */
void cg_cond_life_at_least(dsl_ctx *c, dsl_tok n)
{
  int k = cg_number(c, n);
  if (k < 1 || k > 99)
    dsl_error(c, n.off, "'you have N or more life' takes N from 1 to 99");
  cg_cond_you_at_least(c, OP_LIFE, k);
}

/* a static ability's condition on a count of its controller's: YOU; op; PUSH n; AT_LEAST; REQUIRE (LIFE, POOL_SIZE) */
void cg_cond_you_at_least(dsl_ctx *c, int op, int n)
{
  cg_count(c, OP_YOU, 0);
  cg_count(c, op, 0);
  cg_count(c, OP_PUSH, n);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* Linden: "Whenever a white creature you control attacks," (508.3a) -- CREATURE_ATTACKS, the color's bit in trig_arg */
void cg_trigger_color_attacks(dsl_ctx *c, dsl_tok color)
{
  int k = cg_color_of(c, color);
  cg_trigger_begin(c, TRIG_CREATURE_ATTACKS);
  if (c->cur.open >= 0 && k >= 0)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)BIT(k);
}

/* "that player loses 2 life" (Massacre Wurm), "that player draws an additional card" (Dictate of Kruphix): the player the
   trigger's event was about -- PUSH n; ABOUT; op */
void cg_that_player(dsl_ctx *c, int op, int n)
{
  cg_card *k = &c->cur;
  int trig = k->open >= 0 && k->abil[k->open].kind == ABIL_TRIGGERED ? k->abil[k->open].trigger : -1;
  if (trig != TRIG_OPP_CREATURE_DIES && trig != TRIG_EACH_DRAW_STEP && trig != TRIG_OPP_DRAW) { /* fdncards 8: the drawer */
    dsl_error(c, c->line_start, "%s: 'that player' needs a trigger about a player here ('a creature an opponent controls "
              "dies', 'each player's draw step', 'an opponent draws a card')", k->name);
    return;
  }
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_ABOUT, 0);
  cg_emit(c, op, 0);
  k->neffects++;
}

/* Bloodthirsty Conqueror: "you gain that much life" -- how much the trigger's event was: AMOUNT; YOU; GAIN_LIFE */
void cg_gain_that_much(dsl_ctx *c, dsl_tok much)
{
  cg_card *k = &c->cur;
  cg_word_must(c, much, "much");
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_OPP_LOSES_LIFE) {
    dsl_error(c, much.off, "%s: 'that much' needs a 'Whenever an opponent loses life,' trigger", k->name);
    return;
  }
  cg_gain_counted(c, OP_AMOUNT);
}

/* "Whenever a Dragon you control enters," (a creature type: CREATURE_ENTERS) or "Whenever a Gate you control enters," (any
   other subtype: PERMANENT_ENTERS, a permanent of any card type -- Gateway Sneak); the subtype in trig_arg */
void cg_trigger_a_sub_enters(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (id >= 0 && !(type_sub_types[id] & BIT(TYPE_CREATURE))) {
    cg_trigger_begin(c, TRIG_PERMANENT_ENTERS);
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)(id + 1);
    return;
  }
  cg_trigger_begin(c, TRIG_CREATURE_ENTERS);
  cg_trigger_subtype(c, w, 0);
}

/* Ancestor Dragon: "you gain 1 life for each attacking creature." (ATTACKING_COUNT; YOU; GAIN_LIFE); Dwynen: "you gain 1
   life for each attacking Elf you control." (ATTACKING_SUB_YOURS s; YOU; GAIN_LIFE) -- counted as it resolves (608.2h) */
void cg_gain_per_attacking(dsl_ctx *c, int n, dsl_tok w)
{
  if (n != 1)
    dsl_error(c, c->line_start, "%s: 'you gain 1 life for each attacking ...' is known with 1", c->cur.name);
  if (w.len) {
    int id = cg_subtype(c, w);
    cg_emit(c, OP_ATTACKING_SUB_YOURS, id < 0 ? 0 : id);
  } else
    cg_emit(c, OP_ATTACKING_COUNT, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}

/* Tempest Djinn: "Tempest Djinn gets +1/+0 for each basic Island you control." (CONTROL_BASIC_SUB s; PUSH p; PUSH t;
   PT_PER -- layer 7c, counted continuously) */
void cg_pred_per_basic(dsl_ctx *c, dsl_tok mod, dsl_tok basic, dsl_tok w)
{
  cg_word_must(c, basic, "basic");
  cg_pred_per(c, mod, CG_PER_BASIC_SUB, w);
}

/* Homunculus Horde: "create a token that's a copy of this creature." -- PUSH 1; SELF; CREATE_COPY (707.2: its copiable
   values; nothing once it has left the battlefield) */
void cg_create_copy_self(dsl_ctx *c)
{
  cg_emit(c, OP_PUSH, 1);
  c->cur.amount_at = c->cur.code_len;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_CREATE_COPY, 0);
  c->cur.neffects++;
}
