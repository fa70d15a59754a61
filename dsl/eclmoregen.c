/* eclmoregen.c: more Lorwyn Eclipsed sentences -- Vivid's and "if you control a Kithkin" cost reductions, "you may
   blight 2. If you don't, ...", the creatures that entered the battlefield this turn, "for each other Goblin you
   control", "the greatest power among Giants you control". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* the SELF_COST ability cg_self_cost just closed */
static pack_ability *last_ability(dsl_ctx *c)
{
  return c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
}

/* "Vivid — This spell costs {1} less to cast for each color among permanents you control." (601.2f, 105.1) */
void cg_self_cost_vivid(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok permanents)
{
  cg_word_must(c, permanents, "permanents");
  cg_self_cost(c, costs, sym, SELFCOST_PER_COLOR);
  pack_ability *a = last_ability(c);
  if (a && a->kind == ABIL_SELF_COST) { /* the ability word labels it (207.2c) */
    a->word = (uint8_t)c->cur.word;
    c->cur.word = AWORD_NONE;
  }
}

/* "This spell costs {1} less to cast if you control a Kithkin." (601.2f; trig_arg 1 + the subtype) */
void cg_self_cost_sub(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_self_cost(c, costs, sym, SELFCOST_CONTROL_SUB);
  pack_ability *a = last_ability(c);
  if (a && a->kind == ABIL_SELF_COST && id >= 0)
    a->trig_arg = (uint16_t)(id + 1);
}

/* eclcards 10: "This spell costs {X} less to cast, where X is the greatest mana value among Elementals you control."
   (601.2f; SELFCOST_GREATEST_MV_SUB, N 1, trig_arg 1 + the subtype) */
void cg_self_cost_greatest_mv(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w)
{
  int id = cg_subtype_plural(c, w);
  if (sym.len != 3 || c->src[sym.off + 1] != 'X')
    dsl_error(c, sym.off, "%s: 'costs {X} less to cast, where X is ...' here", c->cur.name);
  cg_word_must(c, costs, "costs");
  pack_ability *a = cg_open_ability(c, ABIL_SELF_COST, TRIG_NONE);
  a->generic = 1; /* {1} for each mana value point: X */
  a->mana = SELFCOST_GREATEST_MV_SUB;
  a->trig_arg = (uint16_t)(id < 0 ? 0 : id + 1);
  cg_ability_end(c);
}

/* Gutsplitter Gang: "you may blight 2. If you don't, <sentence>" -- PUSH n; YOU; BLIGHT_MAY; NOT; UNLESS k; the sentence
   ("may" emitted MAY: the choice is BLIGHT_MAY's own, and a "no" does not end the run) */
void cg_blight_may_not(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->code_len > 0 && k->code[k->code_len - 1] == OP_MAY && k->open >= 0) {
    k->code_len--;
    k->abil[k->open].code_len--;
  }
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "%s: blight a number from 1 to 20 here", k->name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_BLIGHT_MAY, 0);
  cg_emit(c, OP_NOT, 0);
  k->depth--; /* the UNLESS put in front of the sentence takes it */
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
  k->neffects++;
}

/* "If a creature entered the battlefield under your control this turn, <sentence>" (Thoughtweft Charge): ENTERED 0;
   UNLESS k */
void cg_if_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_emit(c, OP_ENTERED, 0);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* "as long as another creature entered the battlefield under your control this turn" (Bristlebane Outrider): ENTERED 1;
   REQUIRE */
void cg_cond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_count(c, OP_ENTERED, 1);
  cg_count(c, OP_REQUIRE, 0);
}

/* "Wary Farmer: "At the beginning of your end step, if another creature entered the battlefield under your control this
   turn," (603.4) */
void cg_icond_entered(dsl_ctx *c, dsl_tok entered, dsl_tok under)
{
  cg_word_must(c, entered, "entered");
  cg_word_must(c, under, "under");
  cg_trigger_cond(c, COND_ANOTHER_ENTERED);
}

/* "get +2/+0 for each other Goblin you control" (CONTROL_OTHER_SUB s), "get +1/+1 for each creature you control and each
   creature card in your graveyard" (CONTROL_TYPE; GY_TYPE_YOURS; ADD), "get +X/+X, where X is the number of creatures that
   entered the battlefield under your control this turn" (ENTERED 0): the count, PUSH p; PUSH t; PT_PER */
void cg_pred_per(dsl_ctx *c, dsl_tok mod, int what, dsl_tok w)
{
  int p = 1, t = 1;
  if (mod.len && sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2)
    dsl_error(c, mod.off, "%s: a +P/+T here", c->cur.name);
  if (what == CG_PER_OTHER_SUB) {
    int id = cg_subtype(c, w);
    cg_pred(c, OP_CONTROL_OTHER_SUB, id < 0 ? 0 : id);
  } else if (what == CG_PER_SUB || what == CG_PER_BASIC_SUB) { /* fdncards: "+1/+1 for each Forest you control"
                                                                    (Blanchwood Armor), "... basic Island you control" */
    int id = cg_subtype(c, w);
    cg_pred(c, what == CG_PER_SUB ? OP_CONTROL_SUBTYPE : OP_CONTROL_BASIC_SUB, id < 0 ? 0 : id);
  } else if (what == CG_PER_CREATURES_GY) {
    cg_pred(c, OP_CONTROL_TYPE, TYPE_CREATURE);
    cg_pred(c, OP_GY_TYPE_YOURS, TYPE_CREATURE);
    cg_pred(c, OP_ADD, 0);
  } else
    cg_pred(c, OP_ENTERED, 0);
  cg_pred(c, OP_PUSH, p);
  cg_pred(c, OP_PUSH, t);
  cg_pred(c, OP_PT_PER, 0);
}

/* Pummeler for Hire: "you gain X life, where X is the greatest power among Giants you control." (GREATEST_POWER_SUB s;
   YOU; GAIN_LIFE) */
void cg_gain_greatest_power(dsl_ctx *c, int x, dsl_tok greatest, dsl_tok w)
{
  cg_word_must(c, greatest, "greatest");
  if (x != CG_X)
    dsl_error(c, greatest.off, "'where X is ...' needs 'gain X life'");
  int id = cg_subtype_plural(c, w);
  cg_emit(c, OP_GREATEST_POWER_SUB, id < 0 ? 0 : id);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}

/* "while this creature has a -1/-1 counter on it" after a trigger's event: a condition of the trigger (603.2) */
void cg_trigger_while(dsl_ctx *c, dsl_tok kind, int cond)
{
  if (cg_counter_kind(c, kind) != CTR_MINUS1)
    dsl_error(c, kind.off, "%s: 'while ... has a -1/-1 counter on it' is known with -1/-1 counters", c->cur.name);
  cg_trigger_cond(c, cond);
}

/* "Tap up to two target creatures.": a CREATURES_EACH slot per creature, each "up to" (601.2c), TARGET i; TAP each; one
   sentence */
void cg_tap_each_target(dsl_ctx *c, dsl_tok numword, dsl_tok at)
{
  int first = 0, n = cg_upto_slots(c, numword, at, TGT_CREATURES_EACH, &first);
  for (int i = 0; i < n; i++)
    cg_object_effect(c, OP_TAP, first + i);
  c->cur.neffects -= n > 1 ? n - 1 : 0; /* one sentence */
}

/* "Put a stun counter on each of them." after it: TARGET i; PUSH 1; COUNTERS k for each CREATURES_EACH slot */
void cg_counter_each_of_them(dsl_ctx *c, dsl_tok kind)
{
  cg_card *k = &c->cur;
  int kd = cg_counter_kind(c, kind), n = 0;
  if (k->open < 0 || kd < 0)
    return;
  const pack_ability *a = &k->abil[k->open];
  for (int i = 0; i < a->ntargets; i++)
    if (a->target[i] == TGT_CREATURES_EACH) {
      cg_emit(c, OP_TARGET, i);
      cg_emit(c, OP_PUSH, 1);
      cg_emit(c, OP_COUNTERS, kd);
      n++;
    }
  if (!n)
    dsl_error(c, kind.off, "%s: 'each of them' follows 'up to N target creatures'", k->name);
  k->neffects++;
}

/* "It deals damage equal to its power to <target>": the target named before ("Target creature you control gets +1/+0
   ... It deals ...") bites (TARGET i; TARGET j; BITE); with no target before it, "it" is the source, which deals the
   damage -- "{R}, Sacrifice this creature: It deals damage equal to its power to target creature or planeswalker." (SELF;
   POWER; TARGET j; DAMAGE: its last known power once the cost sacrificed it, 608.2h) */
void cg_it_bites(dsl_ctx *c, int b)
{
  cg_card *k = &c->cur;
  if (!k->said_it)
    dsl_error(c, c->line_start, "%s: 'It deals damage equal to its power' follows a sentence with a target", k->name);
  if (b > 0) {
    cg_bite(c, b - 1, b);
    return;
  }
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_POWER, 0);
  cg_emit(c, OP_TARGET, b);
  cg_emit(c, OP_DAMAGE, 0);
  k->neffects++;
}

/* "enchanted creature fights <target>" (701.14a): ATTACHED; TARGET j; FIGHT */
void cg_attached_fights(dsl_ctx *c, int b)
{
  cg_emit(c, OP_ATTACHED, 0);
  cg_emit(c, OP_TARGET, b);
  cg_emit(c, OP_FIGHT, 0);
  c->cur.neffects++;
}

/* Crib Swap: "Its controller creates a 1/1 colorless Shapeshifter creature token with changeling." -- TARGET_CONTROLLER i
   (the target named before); PUSH 1; CREATE_FOR card (tlacards' CREATE_FOR, here a creature token) */
void cg_its_controller_creates_token(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->last_target >= k->abil[k->open].ntargets) {
    dsl_error(c, c->line_start, "%s: 'its controller' needs a target named before it", k->name);
    return;
  }
  cg_creates_for(c, OP_TARGET_CONTROLLER, k->last_target, (dsl_tok){0, 0}, 1);
}

/* eclcards 10: "return all non-Elemental creatures to their owners' hands." (Sunderflock): BOUNCE_ALL_NON sub -- the creatures
   without the creature type, all at once */
void cg_bounce_all_non(dsl_ctx *c, dsl_tok non)
{
  const char *s = c->src + non.off;
  if (non.len < 5 || strncmp(s, "non-", 4) != 0) {
    dsl_error(c, non.off, "expected 'non-<creature type>' here, not '%.*s'", (int)non.len, s);
    return;
  }
  dsl_tok w = {non.off + 4, non.len - 4};
  int id = cg_subtype(c, w);
  if (id < 0)
    return;
  cg_emit(c, OP_BOUNCE_ALL_NON, id);
  c->cur.neffects++;
}
