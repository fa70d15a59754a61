/* tlacardsgen.c: compiling the sentences of the later Avatar: The Last Airbender cards -- counts of what you control
   and of Lessons in your graveyard, a player's noncreature spells, sacrifices, tapping itself. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* a subtype written in the plural ("Swamps", "Shrines", "Allies", "Plains"): its id, or -1 with an error */
static int plural_subtype(dsl_ctx *c, dsl_tok w)
{
  const char *s = c->src + w.off;
  int n = (int)w.len, id = type_sub_find(s, n);
  if (id < 0 && n > 3 && strncmp(s + n - 3, "ies", 3) == 0) { /* Allies */
    char one[TYPE_NAME_LEN];
    snprintf(one, sizeof one, "%.*sy", n - 3, s);
    id = type_sub_find(one, (int)strlen(one));
  }
  if (id < 0 && n > 1 && s[n - 1] == 's')
    id = type_sub_find(s, n - 1);
  if (id < 0)
    dsl_error(c, w.off, "unknown subtype '%.*s' (src/subtypes.def)", n, s);
  return id;
}

/* "the number of lands you control", "... of Swamps you control": CONTROL_TYPE t or CONTROL_SUBTYPE s, counted as the
   spell or ability resolves (608.2h) */
void cg_count_control(dsl_ctx *c, dsl_tok w)
{
  if (w.len == 5 && strncasecmp(c->src + w.off, "lands", 5) == 0) {
    cg_emit(c, OP_CONTROL_TYPE, TYPE_LAND);
    return;
  }
  int id = plural_subtype(c, w);
  cg_emit(c, OP_CONTROL_SUBTYPE, id < 0 ? 0 : id);
}

/* "<self> deals damage equal to the number of lands you control to <target>" (Bumi Bash; Swamps: Cat-Gator) */
void cg_damage_control(dsl_ctx *c, dsl_tok w, int target)
{
  cg_says_this(c);
  cg_count_control(c, w);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "<self> deals damage equal to 2 plus the number of Lesson cards in your graveyard to <target>" (Combustion
   Technique): PUSH n; GY_SUB_YOURS s; ADD; TARGET i; DAMAGE */
void cg_damage_plus_gy(dsl_ctx *c, dsl_tok n, dsl_tok w, int target)
{
  int id = cg_subtype(c, w), plus = cg_number(c, n);
  if (plus < 1 || plus > 9)
    dsl_error(c, n.off, "'N plus the number of ...' takes N from 1 to 9");
  cg_says_this(c);
  cg_emit(c, OP_PUSH, plus);
  cg_emit(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_emit(c, OP_ADD, 0);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "target player mills X cards, where X is the number of Lesson cards in your graveyard" (Master Pakku): GY_SUB_YOURS
   s; TARGET i; MILL -- the cards as it resolves (608.2h) */
void cg_mills_gy(dsl_ctx *c, int target, int x, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (x != CG_X)
    dsl_error(c, w.off, "'where X is the number of ...' needs 'mills X cards'");
  cg_emit(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_MILL, 0);
  c->cur.neffects++;
}

/* "they lose 2 life" after "Whenever a player casts a noncreature spell," (Mai): PUSH n; ABOUT; LOSE_LIFE -- the player
   who cast it */
void cg_they_lose(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].trigger != TRIG_ANY_CAST_NONCREATURE)
    dsl_error(c, c->line_start, "'they lose N life' needs 'Whenever a player casts a noncreature spell,'");
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_ABOUT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  k->neffects++;
}

/* "tap this creature", "untap this creature" (Tiger-Seal): SELF; TAP or SELF; UNTAP */
void cg_self_tap(dsl_ctx *c, int op)
{
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, op, 0);
  c->cur.neffects++;
}

/* "as long as there's a Lesson card in your graveyard" (a static ability's condition): GY_SUB_YOURS s; REQUIRE */
void cg_cond_gy_sub(dsl_ctx *c, dsl_tok there, dsl_tok w)
{
  cg_word_must(c, there, "there's");
  cg_cond_gy_sub_is(c, w);
}

/* ", if there's a Lesson card in your graveyard," (603.4): the one subtype the conditions table knows */
void cg_trigger_cond_lesson(dsl_ctx *c, dsl_tok there, dsl_tok w)
{
  cg_word_must(c, there, "there's");
  if (cg_subtype(c, w) != SUB_LESSON)
    dsl_error(c, w.off, "only 'if there's a Lesson card in your graveyard' is a condition (src/conds.def)");
  cg_trigger_cond(c, COND_LESSON_GY);
}

/* "Whenever another Ally you control enters," (a creature type: ANOTHER_CREATURE_ENTERS) or "... another Shrine you control
   enters," (any other subtype: ANOTHER_PERMANENT_ENTERS, a permanent of any card type) -- the subtype in trig_arg */
void cg_trigger_another(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype(c, w);
  int creature = id >= 0 && (type_sub_types[id] & BIT(TYPE_CREATURE));
  cg_trigger_begin(c, creature ? TRIG_ANOTHER_CREATURE_ENTERS : TRIG_ANOTHER_PERMANENT_ENTERS);
  if (creature)
    cg_trigger_subtype(c, w, 0);
  else if (id >= 0)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)(id + 1);
}

/* "each opponent loses X life and you gain X life, where X is the number of Shrines you control": the count before each
   (608.2h) -- CONTROL_SUBTYPE s; OPPONENT; LOSE_LIFE; CONTROL_SUBTYPE s; YOU; GAIN_LIFE */
/* the drain's count, before each of its two halves: CONTROL_CTR k (op) or cg_count_control's for the word w */
static void drain(dsl_ctx *c, int x, dsl_tok w, int op, int arg)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  const uint8_t *end = a && a->code_len >= 3 ? k->code + k->code_len - 3 : NULL;
  if (x != CG_X || !end || end[0] != OP_XVAL || end[1] != OP_OPPONENT || end[2] != OP_LOSE_LIFE) {
    dsl_error(c, w.off, "'where X is the number of ...' follows 'each opponent loses X life and you gain X life'");
    return;
  }
  k->code_len -= 3; /* XVAL; OPPONENT; LOSE_LIFE: their stack effect is none */
  a->code_len -= 3;
  k->neffects--;
  for (int side = 0; side < 2; side++) {
    if (op)
      cg_emit(c, op, arg);
    else
      cg_count_control(c, w);
    cg_emit(c, side ? OP_YOU : OP_OPPONENT, 0);
    cg_emit(c, side ? OP_GAIN_LIFE : OP_LOSE_LIFE, 0);
    c->cur.neffects++;
  }
  cg_join(c);
}

void cg_drain_count(dsl_ctx *c, int x, dsl_tok w) { drain(c, x, w, 0, 0); }

/* tlacards 13: "..., where X is the number of creatures you control with +1/+1 counters on them." (Dai Li Agents) */
void cg_drain_ctr(dsl_ctx *c, int x, dsl_tok kind)
{
  int id = cg_counter_kind(c, kind);
  drain(c, x, kind, OP_CONTROL_CTR, id < 0 ? 0 : id);
}

/* "put X +1/+1 counters on each creature you control, where X is the number of Shrines you control" */
void cg_counters_each_count(dsl_ctx *c, int x, dsl_tok kind, dsl_tok w)
{
  if (x != CG_X)
    dsl_error(c, w.off, "'where X is the number of ...' needs 'put X ... counters'");
  int k = cg_counter_kind(c, kind);
  cg_count_control(c, w);
  cg_emit(c, OP_COUNTERS_EACH, k < 0 ? 0 : k);
  c->cur.neffects++;
}

/* "draw a card for each Shrine you control": CONTROL_SUBTYPE s; YOU; DRAW */
void cg_draw_for_each(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_emit(c, OP_CONTROL_SUBTYPE, id < 0 ? 0 : id);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* the card's last token, one for each permanent of subtype id you control: CONTROL_SUBTYPE s; CREATE card (also Krenko's
   "where X is the number of Goblins you control", fdnmoregen.c) */
void cg_create_per_sub(dsl_ctx *c, int id)
{
  cg_token_name(c);
  cg_emit(c, OP_CONTROL_SUBTYPE, id < 0 ? 0 : id);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE, 0);
  c->cur.neffects++;
}

/* "for each Shrine you control, create a 1/1 red Monk creature token with prowess" (first) / "Create a 1/1 white Ally
   creature token for each Plains you control.": CONTROL_SUBTYPE s; CREATE card */
void cg_create_for_each(dsl_ctx *c, dsl_tok w, int first)
{
  cg_create_per_sub(c, cg_subtype(c, w));
  if (first)
    c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_FOR_EACH_FIRST;
}

/* "as long as you've drawn two or more cards this turn": DRAWS; PUSH n; AT_LEAST; REQUIRE */
void cg_cond_drawn(dsl_ctx *c, dsl_tok drawn, dsl_tok n)
{
  cg_word_must(c, drawn, "drawn");
  cg_count(c, OP_DRAWS, 0);
  cg_count(c, OP_PUSH, cg_number(c, n));
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* "the number of +1/+1 counters on lands you control": LAND_COUNTERS k */
void cg_count_land_counters(dsl_ctx *c, dsl_tok kind, dsl_tok lands)
{
  cg_word_must(c, lands, "lands");
  int k = cg_counter_kind(c, kind);
  cg_count(c, OP_LAND_COUNTERS, k < 0 ? 0 : k);
}

/* "... unless <condition>": the condition's closing REQUIRE becomes NOT; REQUIRE */
void cg_cond_negate(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  if (k->len == 0 || k->code[k->len - 1] != OP_REQUIRE) {
    dsl_error(c, c->line_start, "'unless' takes one condition");
    return;
  }
  k->code[k->len - 1] = OP_NOT;
  cg_count(c, OP_REQUIRE, 0);
}

/* "there are three or more Lesson cards in your graveyard": GY_SUB_YOURS s; PUSH n; AT_LEAST; REQUIRE */
void cg_cond_gy_sub_n(dsl_ctx *c, int n, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_count(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_count(c, OP_PUSH, n);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* "Target creature you control deals damage equal to its power to target creature an opponent controls.": TARGET i;
   TARGET j; BITE */
void cg_bite(dsl_ctx *c, int a, int b)
{
  cg_emit(c, OP_TARGET, a);
  cg_emit(c, OP_TARGET, b);
  cg_emit(c, OP_BITE, 0);
  c->cur.neffects++;
}

/* pred ::= CANT BE BLOCKED BY CREATURES WITH POWER N OR LESS: RESTRICT RULE_UNBLOCKABLE_POWER2 (the one N the rules know) */
void cg_unblockable_power(dsl_ctx *c, int n)
{
  if (n != 2)
    dsl_error(c, c->line_start, "'can't be blocked by creatures with power N or less' is known with 2");
  cg_pred(c, OP_RESTRICT, RULE_UNBLOCKABLE_POWER2);
}

/* "If you controlled that permanent," after "Return <target> to its owner's hand.": TARGET_CONTROLLER i; YOU; EQ goes in
   front of that return's TARGET i; BOUNCE (who controlled it as it left, 608.2h: a card in a hand has only an owner), and
   the next sentence runs only if it held (UNLESS k, cg_if_end) */
void cg_if_controlled(dsl_ctx *c, dsl_tok controlled)
{
  int t = cg_bounce_target(c, controlled, "'If you controlled that permanent,'");
  if (t < 0)
    return;
  cg_emit(c, OP_TARGET_CONTROLLER, t);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_EQ, 0);
  cg_test_before_bounce(c, 4); /* TARGET i; BOUNCE; TARGET_CONTROLLER i; YOU; EQ -> the test first */
}

/* line ::= CREW NUMBER: "Crew N" means "Tap any number of other untapped creatures you control with total power N or
   greater: This Vehicle becomes an artifact creature until end of turn." (702.122a) -- a Vehicle's activated ability with
   no mana, tap_n N | PACK_TAP_POWER | PACK_TAP_ANOTHER (paid in src/eclcost.c), and the effect ADD_TYPE artifact;
   ADD_TYPE creature on itself until end of turn; printed back as the keyword (render.c) */
void cg_crew(dsl_ctx *c, dsl_tok at, dsl_tok num)
{
  int n = cg_number(c, num);
  if (!cg_card_has_subtype(c, SUB_VEHICLE))
    dsl_error(c, at.off, "%s: crew is a Vehicle's (702.122a)", c->cur.name);
  if (n < 1 || n > 20) {
    dsl_error(c, at.off, "'Crew N' takes a number from 1 to 20");
    return;
  }
  pack_ability *a = cg_cost_open(c);
  if (!a)
    return;
  a->tap_n = (uint8_t)(n | PACK_TAP_POWER | PACK_TAP_ANOTHER);
  cg_self_artifact_creature(c);
  cg_cont_effect(c, 0);
}

/* effect ::= AIRBEND target: "To airbend a permanent, its owner exiles it; for as long as it remains exiled, its owner may
   cast it by paying {2} rather than its mana cost." (701.65a) -- TARGET i; AIRBEND */
void cg_airbend(dsl_ctx *c, int target)
{
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_AIRBEND, 0);
  c->cur.neffects++;
}

/* "it's an artifact creature", "This Vehicle becomes an artifact creature" (301.7: its P/T box then matters) -- F_SELF;
   ADD_TYPE artifact; ADD_TYPE creature (layer 4) */
void cg_self_artifact_creature(dsl_ctx *c)
{
  cg_subject(c, CG_SUBJ_SELF, 0);
  cg_pred(c, OP_ADD_TYPE, TYPE_ARTIFACT);
  cg_pred(c, OP_ADD_TYPE, TYPE_CREATURE);
}

/* cond ::= THIS WORD HAS number OR MORE WORD COUNTERS ON IT: "this Vehicle has three or more fire counters on it" --
   COUNTERS_SRC k; PUSH n; AT_LEAST; REQUIRE (the counters on the permanent with the ability, 122.1) */
void cg_cond_self_counters(dsl_ctx *c, dsl_tok w, int n, dsl_tok kind)
{
  cg_this_word(c, w);
  cg_cond_self_counters_creature(c, n, kind);
}

/* fdncards 10: "this creature has three or more +1/+1 counters on it" (Skyknight Squire) -- the same for "this creature" */
void cg_cond_self_counters_creature(dsl_ctx *c, int n, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (n < 1 || n > 20)
    dsl_error(c, kind.off, "'N or more counters' takes N from 1 to 20");
  cg_count(c, OP_COUNTERS_SRC, k < 0 ? 0 : k);
  cg_count(c, OP_PUSH, n);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* effect ::= subject BECOMES AN ARTIFACT CREATURE: "This Vehicle becomes an artifact creature." (Invasion Submersible) --
   the card itself, with no duration (611.2a: it lasts): F_SELF; ADD_TYPE artifact; ADD_TYPE creature; EFFECT_LASTS */
void cg_becomes_artifact_creature(dsl_ctx *c)
{
  if (c->cur.cont.subject != CG_SUBJ_SELF)
    dsl_error(c, c->line_start, "%s: only the card itself 'becomes an artifact creature' here", c->cur.name);
  cg_pred(c, OP_ADD_TYPE, TYPE_ARTIFACT);
  cg_pred(c, OP_ADD_TYPE, TYPE_CREATURE);
  cg_cont_lasting(c);
}

/* effect ::= PUT A PTMOD COUNTER ON EACH OTHER WORD CREATURE YOU CONTROL: PUSH 1; COUNTERS_OTHER_SUB s (+1/+1 only) */
void cg_counters_other_sub(dsl_ctx *c, dsl_tok kind, dsl_tok w)
{
  int id = cg_creature_type(c, w);
  if (cg_counter_kind(c, kind) != CTR_PLUS1)
    dsl_error(c, kind.off, "'on each other <type> creature you control' puts +1/+1 counters");
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS_OTHER_SUB, id < 0 ? 0 : id);
  c->cur.neffects++;
}

/* effect ::= ITS CONTROLLER CREATES A WORD TOKEN: the controller of the last target (or who last controlled it, 608.2h)
   creates the predefined token -- TARGET_CONTROLLER i; PUSH 1; CREATE_FOR card (the CREATE just emitted, retargeted) */
void cg_its_controller_creates(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].ntargets == 0) {
    dsl_error(c, w.off, "'Its controller creates ...' follows a sentence with a target");
    return;
  }
  cg_creates_for(c, OP_TARGET_CONTROLLER, k->last_target, w, 1);
}

/* cond ::= YOU CONTROL ANOTHER CREATURE WITH POWER number OR GREATER: CONTROL_OTHER_POWER n; PUSH 1; AT_LEAST; REQUIRE */
void cg_cond_other_power(dsl_ctx *c, int n)
{
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "'with power N or greater' takes N from 1 to 20");
  cg_count(c, OP_CONTROL_OTHER_POWER, n);
  cg_count(c, OP_PUSH, 1);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* effect ::= self DEALS number DAMAGE TO EACH CREATURE YOUR OPPONENTS CONTROL: PUSH n; DAMAGE_OPP_CREATURES */
void cg_damage_opp_creatures(dsl_ctx *c, int n)
{
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "'deals N damage to each creature' takes N from 1 to 20");
  cg_says_this(c);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_DAMAGE_OPP_CREATURES, 0);
  c->cur.neffects++;
}

/* Sold Out: "Exile target creature. If it was dealt damage this turn, create a Clue token." -- "it" as it last was on
   the battlefield (608.2h): TARGET t; DEALT_DAMAGE goes in front of the sentence that named it, its value stays under
   that sentence's operands for the UNLESS that cg_if_end puts in front of the next */
void cg_if_damaged(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || c->failed)
    return;
  pack_ability *a = &k->abil[k->open];
  uint32_t at = UINT32_MAX;
  for (uint32_t pc = a->code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (k->code[pc] == OP_TARGET && k->code[pc + 1] == k->last_target)
      at = pc;
  if (at == UINT32_MAX) {
    dsl_error(c, c->line_start, "%s: 'If it was dealt damage this turn,' follows a sentence naming a target", k->name);
    return;
  }
  if (!cg_make_room(c, at, 3))
    return;
  k->code[at] = OP_TARGET;
  k->code[at + 1] = (uint8_t)k->last_target;
  k->code[at + 2] = OP_DEALT_DAMAGE;
  a->max_stack++; /* the value sits under what the sentence pushes */
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
}

/* Energybending: "Lands you control gain all basic land types until end of turn." -- ADD_SUBTYPE for each of the five
   (layer 4; 305.6: each gives its intrinsic mana ability) */
void cg_pred_all_basic_types(dsl_ctx *c)
{
  c->cur.cont.hints |= CG_HINT_GAIN;
  for (int s = SUB_PLAINS; s <= SUB_FOREST; s++)
    cg_pred(c, OP_ADD_SUBTYPE, s);
}

/* "the top X cards ..., where X is ...": the number said must be X */
void cg_x_must(dsl_ctx *c, int n)
{
  if (n != CG_X)
    dsl_error(c, c->line_start, "%s: ', where X is ...' follows X", c->cur.name);
}

/* tlacards 13: "Whenever one or more Allies you control deal combat damage to a player," (Invasion Tactics) -- once for the
   creatures of one combat damage step, trig_arg 1 + the creature type ("creatures": 0) */
void cg_trigger_damage_one_or_more(dsl_ctx *c, dsl_tok one, dsl_tok w, dsl_tok deal)
{
  cg_word_must(c, one, "one");
  cg_word_must(c, deal, "deal");
  cg_trigger_begin(c, TRIG_COMBAT_DAMAGE_ONE_OR_MORE);
  int id = w.len == 9 && strncasecmp(c->src + w.off, "creatures", 9) == 0 ? -1 : plural_subtype(c, w);
  if (id >= 0)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)(id + 1);
}

