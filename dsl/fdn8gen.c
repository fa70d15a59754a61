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
