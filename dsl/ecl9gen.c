/* ecl9gen.c: Lorwyn Eclipsed sentences of eclcards 9 -- "choose up to one other target creature." before an effect on
   "that creature", "gains all creature types" in an effect. */
#include "dsl.h"
#include "opcodes.h"
#include <string.h>

/* sentence ::= CHOOSE UP TO NUMWORD(N) otarget(T) PERIOD: Glamer Gifter's "choose up to one other target creature." --
   the target is chosen as the ability is put on the stack (115.1, 603.3d); the sentence does nothing itself, the next
   one names it "that creature" (PACK_WORD3_ECL_CHOOSE: the printer says it back) */
void cg_choose_upto(dsl_ctx *c, dsl_tok n, int target)
{
  cg_upto(c, n, target);
  c->cur.last_target = target;
  cg_wording3(c, PACK_WORD3_ECL_CHOOSE);
}

/* pred ::= gain ALL CREATURE TYPES: "... and gains all creature types" (205.3m; layer 4, ALL_CREATURE_TYPES) */
void cg_pred_gain_all_types(dsl_ctx *c)
{
  c->cur.cont.hints |= CG_HINT_GAIN;
  cg_pred(c, OP_ALL_CREATURE_TYPES, 0);
}

/* "Mill four cards, then you may return a permanent card from among them to your hand." (701.17a): FIND_PERMANENT; PUSH n;
   YOU; MILL_FIND SEARCH_HAND -- the choice among the cards milled is its controller's (src/search.c) */
void cg_mill_find(dsl_ctx *c, int n)
{
  cg_emit(c, OP_FIND_PERMANENT, 0);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_MILL_FIND, SEARCH_HAND);
  c->cur.neffects++;
}

/* "As long as equipped creature's toughness is greater than its power, it assigns combat damage equal to its toughness
   rather than its power." (510.1a): F_ATTACHED; RESTRICT RULE_TOUGHNESS_DAMAGE -- a static ability whose rule the combat
   damage step reads, the comparison made as the damage is assigned */
void cg_toughness_damage(dsl_ctx *c, dsl_tok equipped)
{
  cg_attached_word(c, equipped, TYPE_CREATURE);
  cg_subject(c, CG_SUBJ_ATTACHED, 0);
  cg_pred(c, OP_RESTRICT, RULE_TOUGHNESS_DAMAGE);
  cg_cont_static(c);
}

/* "mill four cards, then you may put a creature or land card from among the milled cards on top of your library."
   (Lluwen): FIND_TYPE creature; FIND_TYPE land; PUSH n; YOU; MILL_FIND SEARCH_TOP */
void cg_mill_find_top(dsl_ctx *c, int n)
{
  cg_emit(c, OP_FIND_TYPE, TYPE_CREATURE);
  cg_emit(c, OP_FIND_TYPE, TYPE_LAND);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_MILL_FIND, SEARCH_TOP);
  c->cur.neffects++;
}

/* cost_item ::= DISCARD A LAND CARDW: the discard cost whose card must be a land card (PACK_SACQ_LAND_CARD) */
void cg_cost_discard_land(dsl_ctx *c)
{
  cg_cost_bits(c, PACK_COST_DISCARD);
  pack_ability *a = cg_cost_open(c);
  if (a)
    a->sac_q |= PACK_SACQ_LAND_CARD;
}

/* "Create a 1/1 black and green Worm creature token for each land card in your graveyard." (GY_TYPE_YOURS land; CREATE) */
void cg_create_per_gy_land(dsl_ctx *c) { cg_create_per_gy_type(c, TYPE_LAND, OP_CREATE); }

/* icond ::= IF IT HAD A PTMOD(K) COUNTER ON IT COMMA: "if it had a -1/-1 counter on it" (COND_HAD_MINUS1, a dies trigger's) */
void cg_icond_had(dsl_ctx *c, dsl_tok k)
{
  if (k.len != 5 || strncmp(c->src + k.off, "-1/-1", 5) != 0)
    dsl_error(c, k.off, "'if it had a ... counter on it' is known with -1/-1 counters only (src/conds.def)");
  cg_trigger_cond(c, COND_HAD_MINUS1);
}

/* "return it to the battlefield under its owner's control and it loses all abilities." (a dies trigger, 400.7: the card
   in the graveyard, if it is still there; the effect with no duration is the new permanent's, 611.2a): GY_RETURN_SELF
   GYTO_BATTLEFIELD_OWNER; SELF; EFFECT_LASTS a */
void cg_return_it_loses(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_DIES) {
    dsl_error(c, c->line_start, "%s: 'return it to the battlefield' follows 'When this creature dies,' here", k->name);
    return;
  }
  cg_emit(c, OP_GY_RETURN_SELF, GYTO_BATTLEFIELD_OWNER);
  k->neffects++;
  cg_subject(c, CG_SUBJ_SELF, 0);
  k->cont.hints |= CG_HINT_IT;
  cg_pred(c, OP_LOSE_ABILITIES, 0);
  cg_cont_lasting(c);
  cg_join(c);
}
