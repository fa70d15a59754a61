/* ecl3gen.c: code generation for the third wave of Lorwyn Eclipsed sentences -- "you may pay 1 life. If you do,", "any
   other target", "One or two target creatures each get ...", "if there is an Elf card in your graveyard and this creature
   has a -1/-1 counter on it,", "can't be blocked by more than one creature", "is all creature types", "also gain". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* "You may pay 1 life. If you do, <sentence>" (119.4): PUSH n; YOU; PAYS PACK_PAYS_LIFE; UNLESS k; <sentence> -- the PAYS
   decision offers the payment only with that much life (src/unlesspay.c) */
void cg_may_pay_life(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_PAYS, PACK_PAYS_LIFE);
  k->neffects++;
  cg_if_on_stack(c);
}

/* Boulder Dash: "<self> deals 2 damage to any target and 1 damage to any other target." (601.2c: the second target is
   not the first) -- PUSH 2; TARGET 0; DAMAGE; PUSH 1; TARGET 1; DAMAGE, joined */
void cg_damage_other(dsl_ctx *c, int m, dsl_tok any)
{
  cg_card *k = &c->cur;
  if (k->code_len < 1 || k->code[k->code_len - 1] != OP_DAMAGE) {
    dsl_error(c, any.off, "%s: '... and N damage to any other target' follows '<self> deals N damage to any target'", k->name);
    return;
  }
  cg_damage(c, m, cg_target(c, TGT_ANY_OTHER, any));
  cg_join(c);
}

/* Appeal to Eirdu: "One or two target creatures each get +2/+1 until end of turn." (601.2c: a CREATURES_EACH slot per
   creature, none twice, the first required and the rest "up to"): TARGET i; PUSH p; PUSH t; PUMP each, one sentence.
   With `untap`, Fancy Footwork: "Untap one or two target creatures. They each get +2/+2 until end of turn." -- TARGET i;
   UNTAP for each first, two sentences */
void cg_pump_each(dsl_ctx *c, dsl_tok one, dsl_tok numword, dsl_tok at, dsl_tok mod, int untap)
{
  cg_card *k = &c->cur;
  int first = 0, p = 0, t = 0;
  if (cg_number(c, one) != 1) {
    dsl_error(c, one.off, "%s: 'one or N target creatures'", k->name);
    return;
  }
  if (sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2) {
    dsl_error(c, mod.off, "expected +N/+N");
    return;
  }
  int n = cg_upto_slots(c, numword, at, TGT_CREATURES_EACH, &first);
  if (n && k->open >= 0)
    k->abil[k->open].upto &= (uint8_t)~(1u << first); /* "one or ...": one at least */
  for (int i = 0; untap && i < n; i++) {
    cg_emit(c, OP_TARGET, first + i);
    cg_emit(c, OP_UNTAP, 0);
  }
  for (int i = 0; i < n; i++) {
    cg_emit(c, OP_TARGET, first + i);
    cg_emit(c, OP_PUSH, p);
    cg_emit(c, OP_PUSH, t);
    cg_emit(c, OP_PUMP, 0);
  }
  k->neffects += 1 + (untap != 0);
}

/* Creakwood Safewright: "if there is an Elf card in your graveyard and this creature has a -1/-1 counter on it," (603.4) */
void cg_icond_elf_minus1(dsl_ctx *c, dsl_tok sub, dsl_tok kind)
{
  cg_word_must(c, sub, "Elf");
  if (cg_counter_kind(c, kind) != CTR_MINUS1)
    dsl_error(c, kind.off, "%s: 'this creature has a -1/-1 counter on it' is known with -1/-1 counters", c->cur.name);
  cg_trigger_cond(c, COND_ELF_GY_MINUS1);
}

/* Safewright Cavalry: "can't be blocked by more than one creature" (509.1b): RESTRICT RULE_BLOCK_ONE */
void cg_pred_block_one(dsl_ctx *c, dsl_tok one)
{
  if (cg_number(c, one) != 1)
    dsl_error(c, one.off, "%s: 'can't be blocked by more than one creature' is the one the rules know", c->cur.name);
  cg_pred(c, OP_RESTRICT, RULE_BLOCK_ONE);
}

/* "is all creature types" (Stalactite Dagger) and "also gain <keyword>" (Gallant Fowlknight): how the text said it, kept
   on the ability the continuous effect becomes (PACK_WORD3_ECL_IS, PACK_WORD3_ECL_ALSO) */
void cg_cont_wording3(dsl_ctx *c, int bits) { c->cur.cont.wording3 |= bits; }

/* Run Away Together: "Choose two target creatures controlled by different players. Return those creatures to their owners'
   hands." -- a CREATURES_DIFF slot per creature (601.2c: none with the controller of one chosen before), TARGET i; BOUNCE
   each, one sentence */
void cg_bounce_diff(dsl_ctx *c, dsl_tok n, dsl_tok at, dsl_tok by, dsl_tok diff, dsl_tok players, dsl_tok owners,
                    dsl_tok hands)
{
  cg_word_must(c, by, "by");
  cg_word_must(c, diff, "different");
  cg_word_must(c, players, "players");
  cg_word_must(c, owners, "owners'");
  cg_word_must(c, hands, "hands");
  if (cg_number(c, n) != 2) {
    dsl_error(c, n.off, "%s: 'Choose two target creatures controlled by different players' (two players)", c->cur.name);
    return;
  }
  int first = cg_target(c, TGT_CREATURES_DIFF, at), second = cg_target(c, TGT_CREATURES_DIFF, at);
  cg_object_effect(c, OP_BOUNCE, first);
  cg_object_effect(c, OP_BOUNCE, second);
  c->cur.neffects--; /* one sentence */
}

/* Tend the Sprigs: "Then if you control seven or more lands and/or Treefolk, " -- LANDS_OR_SUB s; PUSH n; AT_LEAST, then
   UNLESS k in front of the sentence it governs (cg_if_end) */
void cg_if_lands_or_sub(dsl_ctx *c, int n, dsl_tok lands, dsl_tok sub)
{
  int id = cg_subtype(c, sub);
  cg_word_must(c, lands, "lands");
  if (id >= 0) {
    cg_emit(c, OP_LANDS_OR_SUB, id);
    cg_emit(c, OP_PUSH, n);
    cg_emit(c, OP_AT_LEAST, 0);
    cg_if_on_stack(c);
  }
}

/* Thoughtweft Imbuer: "it gets +X/+X until end of turn, where X is the number of Kithkin you control." after "Whenever a
   creature you control attacks alone," -- "it" the creature (ABOUT); CONTROL_SUBTYPE s; DUP; PUMP (608.2h: counted as it
   resolves) */
void cg_pump_count_sub(dsl_ctx *c, dsl_tok w)
{
  cg_cont *k = &c->cur.cont;
  cg_card *card = &c->cur;
  int sub = cg_subtype(c, w);
  int about = card->said_it && card->open >= 0 && card->abil[card->open].trigger == TRIG_ATTACKS_ALONE;
  if (sub >= 0 && (!k->pump || k->nops != 1 || k->pump_p != CG_X || k->pump_t != CG_X || k->subject != CG_SUBJ_SELF ||
                   !about))
    dsl_error(c, c->line_start, "%s: 'it gets +X/+X ..., where X is the number of <type> you control' follows 'Whenever a "
              "creature you control attacks alone,'", card->name);
  else if (sub >= 0) {
    cg_emit(c, OP_ABOUT, 0);
    cg_emit(c, OP_CONTROL_SUBTYPE, sub);
    cg_emit(c, OP_DUP, 0);
    cg_emit(c, OP_PUMP, 0);
    card->neffects++;
  }
  cg_cont_reset(c);
}
