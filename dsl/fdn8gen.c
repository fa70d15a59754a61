/* fdn8gen.c: more FDN phrases (fdncards 8) -- "your untap step", "can't be blocked by Walls", "unless you attacked" */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>

/* Slumbering Cerberus: "This creature doesn't untap during your untap step." (502.3) -- F_SELF; RESTRICT RULE_NO_UNTAP,
   as "Enchanted creature doesn't untap during its controller's untap step." says it of another permanent */
void cg_pred_no_untap_yours(dsl_ctx *c)
{
  if (c->cur.cont.subject != CG_SUBJ_SELF)
    dsl_error(c, c->line_start, "%s: 'your untap step' is said of the card itself; another permanent's is 'its "
              "controller's untap step'", c->cur.name);
  cg_pred(c, OP_RESTRICT, RULE_NO_UNTAP);
}

/* Juggernaut: "Juggernaut can't be blocked by Walls."; Stromkirk Noble: "This creature can't be blocked by Humans."
   (509.1b) -- a static ability F_SELF; RESTRICT RULE_BLOCK_SUB, the creature type in its trig_arg (1 + SUB_*) */
void cg_block_sub(dsl_ctx *c, dsl_tok by, dsl_tok sub)
{
  cg_card *k = &c->cur;
  int id = cg_subtype_plural(c, sub);
  cg_word_must(c, by, "by");
  if (k->cont.subject != CG_SUBJ_SELF)
    dsl_error(c, c->line_start, "%s: 'can't be blocked by <creature type>' is said of the card itself", k->name);
  cg_pred(c, OP_RESTRICT, RULE_BLOCK_SUB);
  cg_cont_static(c);
  if (k->closed >= 0 && id >= 0 && !c->failed)
    k->abil[k->closed].trig_arg = (uint16_t)(id + 1);
}

/* Chart a Course: "Then discard a card unless you attacked this turn." (508.1: COND ATTACKED; NOT; UNLESS k; PUSH n;
   YOU; DISCARD) -- the condition is checked as the spell resolves */
void cg_discard_unless_attacked(dsl_ctx *c, int n)
{
  cg_emit(c, OP_COND, COND_ATTACKED);
  cg_emit(c, OP_NOT, 0);
  cg_if_on_stack(c);
  cg_player_effect(c, OP_DISCARD, n, -1);
  cg_if_end(c);
}

/* Archway Angel: "you gain 2 life for each Gate you control." (CONTROL_SUBTYPE s; PUSH n; MUL; YOU; GAIN_LIFE -- counted
   as it resolves, 608.2h) */
void cg_gain_per_sub(dsl_ctx *c, int n, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (n < 1 || n > 20)
    dsl_error(c, c->line_start, "%s: 'you gain N life for each ...' takes N from 1 to 20", c->cur.name);
  cg_emit(c, OP_CONTROL_SUBTYPE, id < 0 ? 0 : id);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_MUL, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}

/* Battle-Rattle Shaman: "you may have target creature get +2/+0 until end of turn." (603.5: MAY; TARGET i; PUSH p; PUSH t;
   PUMP -- the target is chosen as the ability is put on the stack, the choice to pump made as it resolves) */
void cg_may_have_get(dsl_ctx *c, int t, dsl_tok mod)
{
  int p = 0, q = 0;
  if (sscanf(c->src + mod.off, "%d/%d", &p, &q) != 2)
    dsl_error(c, mod.off, "%s: a +P/+T here", c->cur.name);
  cg_may(c);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_PUSH, p);
  cg_emit(c, OP_PUSH, q);
  cg_emit(c, OP_PUMP, 0);
  c->cur.neffects++;
  cg_may_end(c);
}

/* Trygon Predator: "Whenever this creature deals combat damage to a player, you may destroy target artifact or enchantment
   that player controls." -- the player dealt combat damage is the defending player (506.2), an opponent: the target kind
   is one an opponent controls, for a trigger on combat damage to a player only */
int cg_target_that_player(dsl_ctx *c, dsl_tok at, int kind)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_COMBAT_DAMAGE_PLAYER)
    dsl_error(c, at.off, "%s: 'that player controls' needs a 'Whenever ... deals combat damage to a player,' trigger",
              k->name);
  return cg_target(c, kind, at);
}

/* Ghitu Lavarunner: "As long as there are two or more instant and/or sorcery cards in your graveyard, ..." (611.3a) --
   GY_TYPE_YOURS instant; GY_TYPE_YOURS sorcery; ADD; PUSH n; AT_LEAST; REQUIRE (no card is both, 300.2) */
void cg_cond_instsorc_gy(dsl_ctx *c, int n)
{
  if (n < 1 || n > 10)
    dsl_error(c, c->line_start, "%s: 'there are N or more instant and/or sorcery cards' takes N from 1 to 10", c->cur.name);
  cg_count(c, OP_GY_TYPE_YOURS, TYPE_INSTANT);
  cg_count(c, OP_GY_TYPE_YOURS, TYPE_SORCERY);
  cg_count(c, OP_ADD, 0);
  cg_count(c, OP_PUSH, n);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* Dragon Mage: "each player discards their hand, then draws seven cards." (701.9a, 121.1) -- YOU; DISCARD_HAND; OPPONENT;
   DISCARD_HAND; PUSH n; YOU; DRAW; PUSH n; OPPONENT; DRAW (the active player's first, 101.4) */
void cg_wheel(dsl_ctx *c, int n)
{
  if (n < 1 || n > 10)
    dsl_error(c, c->line_start, "%s: 'then draws N cards' takes N from 1 to 10", c->cur.name);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_HAND, 0);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_DISCARD_HAND, 0);
  cg_each_player_draws(c, n);
}

/* Scrawling Crawler: "each player draws a card." -- PUSH n; YOU; DRAW; PUSH n; OPPONENT; DRAW (101.4: in APNAP order) */
void cg_each_player_draws(dsl_ctx *c, int n)
{
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* Mindsparker: "Whenever an opponent casts a white or blue instant or sorcery spell," -- OPP_CASTS, the colors and
   OPPCAST_INSTSORC in trig_arg (601.2i: the spell as it was cast) */
void cg_trigger_opp_instsorc(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  cg_trigger_opp_colors(c, a, b);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].trig_arg |= OPPCAST_INSTSORC;
}

/* Mindsparker: "this creature deals 2 damage to that player." -- the opponent who cast the spell: PUSH n; OPPONENT; DAMAGE
   (two players: that player is the one opponent) */
void cg_damage_that_caster(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_OPP_CASTS)
    dsl_error(c, c->line_start, "%s: 'deals N damage to that player' needs a 'Whenever an opponent casts ...' trigger", k->name);
  cg_emit(c, OP_PUSH, n);
  k->amount_at = k->code_len;
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_DAMAGE, 0);
  k->neffects++;
}

/* the PUSH of a pump's amount at `at`: PUSH m; COND DIED; PICK after it -- m instead when a creature died this turn */
static int died_pick(dsl_ctx *c, uint32_t at, int m)
{
  cg_card *k = &c->cur;
  if (!cg_make_room(c, at, 6))
    return 0;
  k->code[at] = OP_PUSH;
  k->code[at + 1] = (uint8_t)(m & 0xFF);
  k->code[at + 2] = (uint8_t)((m >> 8) & 0xFF);
  k->code[at + 3] = OP_COND;
  k->code[at + 4] = COND_DIED;
  k->code[at + 5] = OP_PICK;
  return 1;
}

/* Tragic Banshee: "If a creature died this turn, that creature gets -13/-13 until end of turn instead." (700.4) -- after
   "target creature ... gets -1/-1 until end of turn." (TARGET i; PUSH p; PUSH t; PUMP): each amount then PUSH m; COND DIED;
   PICK, the condition checked as the ability resolves */
void cg_died_instead(dsl_ctx *c, dsl_tok mod)
{
  cg_card *k = &c->cur;
  int p = 0, t = 0;
  if (sscanf(c->src + mod.off, "%d/%d", &p, &t) != 2)
    dsl_error(c, mod.off, "%s: a +P/+T here", k->name);
  uint32_t end = k->code_len;
  if (c->failed || k->open < 0 || end < k->abil[k->open].code + 9 || k->code[end - 9] != OP_TARGET ||
      k->code[end - 7] != OP_PUSH || k->code[end - 4] != OP_PUSH || k->code[end - 1] != OP_PUMP) {
    dsl_error(c, c->line_start, "%s: '... instead' follows 'target creature ... gets +P/+T until end of turn.'", k->name);
    return;
  }
  if (!died_pick(c, end - 1, t) || !died_pick(c, end - 4, p))
    return;
  pack_ability *a = &k->abil[k->open];
  if (a->max_stack < k->depth + 5) /* the target, the power, the toughness, m, the condition */
    a->max_stack = (uint8_t)(k->depth + 5);
}

/* Claws Out: "Affinity for Cats" (702.41a: {1} less for each Cat its caster controls) -- SELFCOST_AFFINITY_SUB, trig_arg 1
   + the subtype; "Affinity for creatures" stays tdmcards' */
void cg_affinity_sub(dsl_ctx *c, dsl_tok word, dsl_tok sub)
{
  int id = cg_subtype_plural(c, sub);
  cg_affinity_creatures(c, word); /* the ability, then what it counts */
  pack_ability *a = c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
  if (a && a->kind == ABIL_SELF_COST) {
    a->mana = SELFCOST_AFFINITY_SUB;
    a->trig_arg = (uint16_t)(id < 0 ? 1 : id + 1);
  }
}

/* Luminous Rebuke: "This spell costs {3} less to cast if it targets a tapped creature." (601.2f) */
void cg_self_cost_tapped(dsl_ctx *c, dsl_tok costs, dsl_tok sym) { cg_self_cost(c, costs, sym, SELFCOST_LESS_TARGETS_TAPPED); }

/* Cryptic Caves: "Activate only if you control five or more lands." (602.5b) -- ACTR_IF_LANDS, N in trig_arg */
void cg_act_if_lands(dsl_ctx *c, int n, dsl_tok lands)
{
  cg_word_must(c, lands, "lands");
  cg_act_rule_n(c, ACTR_IF_LANDS, n, lands, "if you control N or more lands");
}

/* an activation rule with a number N from 1 to 20, kept in the ability's trig_arg (ACTR_IF_LANDS, ACTR_LIFE_ABOVE_START) */
void cg_act_rule_n(dsl_ctx *c, int rule, int n, dsl_tok at, const char *what)
{
  if (n < 1 || n > 20)
    dsl_error(c, at.off, "%s: '%s' takes N from 1 to 20", c->cur.name, what);
  cg_act_rule(c, (dsl_tok){0, 0}, rule);
  if (c->cur.open >= 0 && n >= 1 && n <= 20)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)n;
}

/* Fleeting Flight: "Prevent all combat damage that would be dealt to it this turn." (615.1; 510.2: combat damage only) --
   "it" the last target: TARGET i; PREVENT_COMBAT */
void cg_prevent_combat_it(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].ntargets == 0) {
    dsl_error(c, c->line_start, "%s: 'it' here is a target named before", k->name);
    return;
  }
  cg_emit(c, OP_TARGET, k->last_target);
  cg_emit(c, OP_PREVENT_COMBAT, 0);
  k->neffects++;
}
