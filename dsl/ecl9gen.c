/* ecl9gen.c: Lorwyn Eclipsed sentences of eclcards 9 -- "choose up to one other target creature." before an effect on
   "that creature", "gains all creature types" in an effect. */
#include "dsl.h"
#include "opcodes.h"

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
