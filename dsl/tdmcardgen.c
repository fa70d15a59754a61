/* tdmcardgen.c: code generation for more Tarkir: Dragonstorm cards -- counter lists with keyword counters, sacrifice
   costs that qualify what is sacrificed ("another", "a token"), searches and targets of "up to two". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* one item of a counter list ("a trample counter", "two +1/+1 counters"): its kind in bits 0-4, its count in 5-7 */
int cg_ctr_item(dsl_ctx *c, dsl_tok kind, int n)
{
  int k = cg_counter_kind(c, kind);
  if (n < 1 || n > 7) {
    dsl_error(c, kind.off, "a counter list puts 1 to 7 counters of each kind");
    n = 1;
  }
  return k < 0 ? 0 : (k + 1) | n << 5;
}

/* "Put a +1/+1 counter and a trample counter on target creature." / "Put a flying counter, a deathtouch counter, and a
   lifelink counter on ..." (122.1b): TARGET i; PUSH n; COUNTERS k for each item, one effect */
void cg_counter_list(dsl_ctx *c, int list, int target)
{
  for (int i = 0; i < 3; i++) {
    int item = (list >> (8 * i)) & 0xFF;
    if (!item)
      continue;
    cg_emit(c, OP_TARGET, target);
    cg_emit(c, OP_PUSH, item >> 5);
    cg_emit(c, OP_COUNTERS, (item & 31) - 1);
  }
  c->cur.neffects++;
}

/* "Sacrifice another creature" / "Sacrifice a token" (601.2h, 701.21a): the sacrifice cost and what qualifies the
   permanent (pack_ability.sac_q, PACK_SACQ_*) */
void cg_cost_sac_q(dsl_ctx *c, int bits, int q)
{
  cg_cost_bits(c, bits);
  c->cur.abil[c->cur.open].sac_q |= (uint8_t)q;
}

/* a number a phrase says that the engine knows only one value of ("two or more spells") */
void cg_cond_number(dsl_ctx *c, int n, int want)
{
  if (n != want)
    dsl_error(c, c->line_start, "%s: the condition is known with %d only (src/conds.def)", c->cur.name, want);
}

/* "This spell costs {N} less to cast ..." (601.2f): an ability of kind SELF_COST, its generic mana N, what it counts in
   its `mana` byte (SELFCOST_*), code END */
void cg_self_cost(dsl_ctx *c, dsl_tok costs, dsl_tok sym, int count)
{
  if (costs.len) /* "This spell costs ..."; none: an additional cost (tlacards 13) */
    cg_word_must(c, costs, "costs");
  cg_card *k = &c->cur;
  if (k->rec.types & BIT(TYPE_LAND))
    dsl_error(c, costs.off, "%s: a land is played, not cast: it has no spell cost", k->name);
  pack_ability *a = cg_open_ability(c, ABIL_SELF_COST, TRIG_NONE);
  int n = 0;
  if (sym.len >= 3 && sym.len <= 4 && c->src[sym.off] == '{' && c->src[sym.off + sym.len - 1] == '}')
    for (uint32_t i = sym.off + 1; i < sym.off + sym.len - 1; i++)
      n = c->src[i] >= '0' && c->src[i] <= '9' ? n * 10 + c->src[i] - '0' : -100;
  if (n < 1 || n > 20)
    dsl_error(c, sym.off, "%s: a spell's own cost reduction is generic mana, {1} to {20}", k->name);
  a->generic = (uint8_t)(n < 1 || n > 20 ? 1 : n);
  a->mana = (uint8_t)count;
  cg_ability_end(c);
}

/* "Up to two target creatures you control each get +2/+2 until end of turn." / "Up to two target creatures each get +2/+1
   ...": a target slot of kind CREATURES_YOU_CONTROL_EACH (or CREATURES_EACH) per creature, each "up to" (601.2c), and a
   PUMP on each; one sentence */
void cg_pump_each_target(dsl_ctx *c, dsl_tok numword, dsl_tok at, dsl_tok mod, int kind)
{
  int n = cg_number(c, numword), p = 0, t = 0;
  if (n < 2 || n > PACK_MAX_TARGETS || sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2) {
    dsl_error(c, numword.off, "'up to N target creatures ... each get +P/+T' takes two to %d", PACK_MAX_TARGETS);
    return;
  }
  for (int i = 0; i < n; i++) {
    int slot = cg_target(c, kind, at);
    c->cur.abil[c->cur.open].upto |= (uint8_t)(1u << slot);
    cg_emit(c, OP_TARGET, slot);
    cg_emit(c, OP_PUSH, p);
    cg_emit(c, OP_PUSH, t);
    cg_emit(c, OP_PUMP, 0);
  }
  c->cur.neffects++; /* one sentence */
}

/* "This ability triggers only once each turn." after a triggered ability's effect (PACK_WORD2_ONCE_TURN) */
void cg_once_each_turn(dsl_ctx *c, dsl_tok triggers, dsl_tok once)
{
  cg_word_must(c, triggers, "triggers");
  cg_word_must(c, once, "once");
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED)
    dsl_error(c, triggers.off, "%s: 'This ability triggers only once each turn.' ends a triggered ability", k->name);
  else
    k->abil[k->open].wording2 |= PACK_WORD2_ONCE_TURN;
}

/* the open ability's PACK_WORD2_* wording bits (for printing) */
void cg_wording2(dsl_ctx *c, int bits)
{
  cg_card *k = &c->cur;
  if (k->open >= 0)
    k->abil[k->open].wording2 |= (uint8_t)bits;
}

/* the open ability's PACK_WORD3_* wording bits (for printing) */
void cg_wording3(dsl_ctx *c, int bits)
{
  cg_card *k = &c->cur;
  if (k->open >= 0)
    k->abil[k->open].wording3 |= (uint16_t)bits;
}

/* "<target> gets +X/+X until end of turn, where X is the number of attacking creatures" (608.2h: counted as it
   resolves): TARGET i (or SELF); count; DUP; PUMP -- count ATTACKING_COUNT or CONTROL_TYPE creature. A group's
   ("creatures you control gain trample and get +X/+X ...", tdmcards 19): CONTROL_TYPE creature; EFFECT_ALL_X a */
void cg_pump_count(dsl_ctx *c, int count_op)
{
  cg_cont *k = &c->cur.cont;
  cg_card *card = &c->cur;
  if (k->subject == CG_SUBJ_SET && (k->pt_x || (k->pump && k->pump_p == CG_X))) {
    cg_emit(c, count_op, count_op == OP_CONTROL_TYPE ? TYPE_CREATURE : 0); /* tdmcards 19: a group's (Craterhoof Behemoth),
                                                           fdncards 18: Jazal Goldmane's attackers: count; EFFECT_ALL_X a */
    cg_cont_effect_x(c);
    return;
  }
  if (!k->pump || k->nops != 1 || k->pump_p != CG_X || k->pump_t != CG_X ||
      (k->subject != CG_SUBJ_TARGET && k->subject != CG_SUBJ_SELF)) {
    dsl_error(c, c->line_start, "%s: 'where X is ...' follows one object's +X/+X until end of turn", card->name);
    cg_cont_reset(c);
    return;
  }
  if (k->subject == CG_SUBJ_TARGET)
    card->last_target = k->target;
  int about = k->subject == CG_SUBJ_SELF && card->said_it && card->open >= 0 &&
              card->abil[card->open].trigger == TRIG_ATTACKS_ALONE; /* tlacards 14: "it", the creature (Team Avatar) */
  cg_emit(c, about ? OP_ABOUT : k->subject == CG_SUBJ_TARGET ? OP_TARGET : OP_SELF, k->target);
  cg_emit(c, count_op, count_op == OP_CONTROL_TYPE ? TYPE_CREATURE : 0);
  cg_emit(c, OP_DUP, 0);
  cg_emit(c, OP_PUMP, 0);
  card->neffects++;
  cg_cont_reset(c);
}

/* "Create two 1/1 red Warrior creature tokens. They gain haste until end of turn." -- the buffer's effect (subject: the
   tokens) after PUSH n; CREATE t: MARK; PUSH n; CREATE t; EFFECT_THEM a (the mark stays for a "Sacrifice them ..." after) */
void cg_them_effect(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  uint32_t l = k->code_len;
  if (k->open < 0 || l < 6 || k->code[l - 3] != OP_CREATE || k->code[l - 6] != OP_PUSH || k->nfix < 1) {
    dsl_error(c, c->line_start, "%s: 'They gain ... until end of turn.' follows the creation of creature tokens", k->name);
    cg_cont_reset(c);
    return;
  }
  cg_cont_effect(c, 0); /* SELF; EFFECT a */
  if (k->code_len != l + 3 || k->code[l + 1] != OP_EFFECT) {
    dsl_error(c, c->line_start, "%s: 'They gain <keywords> until end of turn.' is the one effect on them", k->name);
    return;
  }
  uint8_t *at = k->code + l - 6;
  memmove(at + 1, at, 6); /* over the SELF */
  at[0] = OP_MARK;
  k->code[l + 1] = OP_EFFECT_THEM;
  k->abil[k->open].max_stack++; /* MARK's value lies under the count */
  k->depth++;                   /* and stays for a DELAY */
  k->fix[k->nfix - 1].at++;
}

/* "Search your library for up to two": the quality's FIND_* start here (cg_search_two repeats them) */
void cg_search2_head(dsl_ctx *c, dsl_tok two)
{
  cg_word_must(c, two, "two");
  c->cur.search2_at = c->cur.code_len;
}

/* "..., put them onto the battlefield tapped, then shuffle." / "..., reveal them, put one onto the battlefield tapped and
   the other into your hand, then shuffle.": YOU; SEARCH first|SEARCH_AGAIN; the same FIND_*; YOU; SEARCH second */
void cg_search_two(dsl_ctx *c, int first, int second)
{
  cg_card *k = &c->cur;
  uint8_t find[64];
  uint32_t at = k->search2_at, len = k->code_len - at;
  if (c->failed || k->open < 0 || at < k->abil[k->open].code || len > sizeof find) {
    dsl_error(c, c->line_start, "%s: 'search your library for up to two ...' is one sentence of its ability", k->name);
    return;
  }
  memcpy(find, k->code + at, len);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_SEARCH, first | SEARCH_AGAIN);
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(find + pc))
    cg_emit(c, op_at(find + pc), op_arg(find + pc));
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_SEARCH, second);
  k->search_how = 0;
  k->neffects++;
}

/* "return up to two other target nonland permanents to their owners' hands": a target slot each, "up to" each (601.2c:
   one word "target", none chosen twice -- OTHER_NONLAND_PERMANENTS_EACH), TARGET i; BOUNCE each; one sentence */
void cg_bounce_each(dsl_ctx *c, dsl_tok n, dsl_tok at, dsl_tok nonland, dsl_tok permanents, dsl_tok owners, dsl_tok hands)
{
  cg_word_must(c, nonland, "nonland");
  cg_word_must(c, permanents, "permanents");
  cg_word_must(c, owners, "owners'");
  cg_word_must(c, hands, "hands");
  int count = cg_number(c, n);
  if (count != 2) {
    dsl_error(c, n.off, "'return up to N other target nonland permanents' takes two");
    return;
  }
  for (int i = 0; i < count; i++) {
    int t = cg_target(c, TGT_OTHER_NONLAND_PERMANENTS_EACH, at);
    if (c->cur.open >= 0)
      c->cur.abil[c->cur.open].upto |= (uint8_t)(1u << t);
    cg_object_effect(c, OP_BOUNCE, t);
  }
  c->cur.neffects -= count - 1; /* one sentence */
}

/* "exile up to two target cards from a single graveyard": two slots of CARDS_SINGLE_GY, "up to" each; one sentence */
void cg_gy_exile_each(dsl_ctx *c, dsl_tok exile, dsl_tok n, dsl_tok at, dsl_tok single)
{
  if (single.len) /* eclcards: without it, "from graveyards" (Rooftop Percher) */
    cg_word_must(c, single, "single");
  if (cg_number(c, n) != 2) {
    dsl_error(c, n.off, "'exile up to N target cards from a single graveyard' takes two");
    return;
  }
  for (int i = 0; i < 2; i++) {
    int t = cg_target(c, single.len ? TGT_CARDS_SINGLE_GY : TGT_CARDS_GY_EACH, at);
    if (c->cur.open >= 0)
      c->cur.abil[c->cur.open].upto |= (uint8_t)(1u << t);
    cg_gy_move(c, t, GYTO_EXILE, exile);
  }
  c->cur.neffects--; /* one sentence */
}

/* "<player target> mills cards equal to this creature's power" (608.2h: its power as it resolves): SELF; POWER; TARGET i;
   MILL */
void cg_mill_power(dsl_ctx *c, int target, dsl_tok creatures)
{
  cg_word_must(c, creatures, "creature's");
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_POWER, 0);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_MILL, 0);
  c->cur.neffects++;
}

/* tdmcards 19: "you may mill cards equal to the number of lands you control" (Lasyd Prowler): CONTROL_TYPE land (or
   CONTROL_SUBTYPE s); YOU; MILL -- counted as it resolves (608.2h) */
void cg_mill_control(dsl_ctx *c, dsl_tok w)
{
  cg_count_control(c, w);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_MILL, 0);
  c->cur.neffects++;
}

/* tdmcards 19: "Put X +1/+1 counters on target creature, where X is the number of land cards in your graveyard." (Lasyd
   Prowler's renew): TARGET i; GY_TYPE_YOURS land; COUNTERS k */
void cg_counters_gy_lands(dsl_ctx *c, int x, dsl_tok kind, int target)
{
  int k = cg_counter_kind(c, kind);
  if (x != CG_X)
    dsl_error(c, kind.off, "'where X is the number of land cards in your graveyard' needs X as the count");
  if (k < 0)
    return;
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_GY_TYPE_YOURS, TYPE_LAND);
  cg_emit(c, OP_COUNTERS, k);
  c->cur.neffects++;
}

/* tdmcards 7: "Affinity for creatures" (702.41a): a SELF_COST ability, {1} less for each creature its caster controls */
void cg_affinity_creatures(dsl_ctx *c, dsl_tok w)
{
  cg_word_must(c, w, "Affinity");
  if (c->cur.rec.types & BIT(TYPE_LAND))
    dsl_error(c, w.off, "%s: a land is played, not cast: it has no spell cost", c->cur.name);
  pack_ability *a = cg_open_ability(c, ABIL_SELF_COST, TRIG_NONE);
  a->generic = 1;
  a->mana = SELFCOST_AFFINITY_CREATURES;
  cg_ability_end(c);
}

/* Dragon's Prey: "This spell costs {2} more to cast if it targets a Dragon." (601.2f: SELFCOST_MORE_TARGETS_SUB, trig_arg
   1 + the subtype) */
void cg_self_cost_more_sub(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok w)
{
  int id = cg_subtype(c, w);
  cg_self_cost(c, costs, sym, SELFCOST_MORE_TARGETS_SUB);
  pack_ability *a = c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
  if (a && a->kind == ABIL_SELF_COST && id >= 0)
    a->trig_arg = (uint16_t)(id + 1);
}

/* Krotiq Nestguard: "This creature can attack this turn as though it didn't have defender." (702.3b) -- RESTRICT
   RULE_DEFENDER_ATTACKS as an effect that ends with the turn (514.2) */
void cg_defender_attacks(dsl_ctx *c, dsl_tok kw)
{
  cg_word_must(c, kw, "defender");
  cg_pred(c, OP_RESTRICT, RULE_DEFENDER_ATTACKS);
  c->cur.this_turn = 1;
  cg_cont_effect(c, 0);
  c->cur.this_turn = 0;
}

/* Death Begets Life: "Destroy all creatures and enchantments. Draw a card for each permanent destroyed this way."
   (701.8a) -- DESTROY_ALL_COUNT mask (pushes how many went to a graveyard); YOU; DRAW */
void cg_destroy_all_draw(dsl_ctx *c, dsl_tok types, dsl_tok destroyed)
{
  cg_word_must(c, types, "enchantments");
  cg_word_must(c, destroyed, "destroyed");
  cg_emit(c, OP_DESTROY_ALL_COUNT, BIT(TYPE_CREATURE) | BIT(TYPE_ENCHANTMENT));
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects += 2;
}

/* Formation Breaker: "Creatures with power less than this creature's power can't block it." (509.1b) -- ability kind
   BLOCK_RULE, code END (obj.rules has no bit left for it) */
void cg_less_power_cant_block(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_BLOCK_RULE, TRIG_NONE);
  cg_ability_end(c);
}

/* "a card named Tempest Hawk" (201.2): FIND_NAME with the card's own id, which the pack writer patches in as for a
   token (a predefined entry of its own name) */
void cg_find_self_name(dsl_ctx *c, dsl_tok named)
{
  cg_word_must(c, named, "named");
  cg_find_named(c, c->cur.name, strlen(c->cur.name), named.off); /* the card itself */
}

/* "A deck can have any number of cards named Tempest Hawk." (100.2a): ABIL_ANY_NUMBER, code END */
void cg_any_number(dsl_ctx *c, dsl_tok deck, dsl_tok named)
{
  cg_word_must(c, deck, "deck");
  cg_word_must(c, named, "named");
  cg_open_ability(c, ABIL_ANY_NUMBER, TRIG_NONE);
  cg_ability_end(c);
}

/* Trade Route Envoy: "draw a card if you control a creature with a counter on it. If you don't draw a card this way, put a
   +1/+1 counter on this creature." -- CONTROL_COUNTERED; DUP; UNLESS 5; PUSH 1; YOU; DRAW; NOT; UNLESS 6; SELF; PUSH 1;
   COUNTERS k (the condition is checked once, as the ability resolves) */
void cg_draw_else_counter(dsl_ctx *c, int n, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (n != 1)
    dsl_error(c, kind.off, "%s: 'draw a card if ...' draws one card here", c->cur.name);
  cg_emit(c, OP_CONTROL_COUNTERED, 0);
  cg_emit(c, OP_DUP, 0);
  cg_emit(c, OP_UNLESS, 5);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  cg_emit(c, OP_NOT, 0);
  cg_emit(c, OP_UNLESS, 6);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS, k < 0 ? 0 : k);
  c->cur.neffects += 2;
}

/* "exile target ... until this enchantment leaves the battlefield." (610.3): TARGET i; EXILE_UNTIL -- an ability of a
   permanent (its source is what must leave) */
void cg_exile_until(dsl_ctx *c, int target, dsl_tok leaves)
{
  cg_card *k = &c->cur;
  cg_word_must(c, leaves, "leaves");
  if (k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY)))
    dsl_error(c, c->line_start, "%s: 'until ... leaves the battlefield' is said by a permanent's ability", k->name);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_EXILE_UNTIL, 0);
  k->neffects++;
}

/* "..., then double the number of +1/+1 counters on that creature." (701.10e): TARGET i; DOUBLE_COUNTERS k */
void cg_double_counters(dsl_ctx *c, dsl_tok dbl, dsl_tok kind, int target)
{
  cg_word_must(c, dbl, "double");
  int k = cg_counter_kind(c, kind);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DOUBLE_COUNTERS, k < 0 ? 0 : k);
  c->cur.neffects++;
  cg_join(c);
}

/* "Put three stun counters on it." -- the source ("it": a permanent's own text), or in a spell the target just named
   (Riverwheel Sweep: "Tap target creature. Put three stun counters on it."; an instant or sorcery is never a permanent
   that counters go on): SELF or TARGET i; PUSH n; COUNTERS k, printed "it" (PACK_WORD2_IT) */
void cg_counters_on_it(dsl_ctx *c, dsl_tok kind, int n)
{
  int spell = (c->cur.rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))) != 0;
  int it = c->cur.said_it;
  cg_counters(c, kind, n, it && spell && c->cur.open >= 0 && c->cur.abil[c->cur.open].ntargets > 0 ? c->cur.last_target : -1);
  cg_wording2(c, it ? PACK_WORD2_IT : 0);
}
