/* discardgen.c: discards (701.9) and draws a trigger's event decides -- "draw a card, then discard a card" (the player's choice), "that player discards a card at random" (the player a trigger's event was about), "draw that many cards" (the damage it dealt). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Draw N cards, then discard M cards.": PUSH N; YOU; DRAW; PUSH M; YOU; DISCARD -- the second joined for printing */
void cg_draw_then_discard(dsl_ctx *c, int draw, int discard)
{
  cg_player_effect(c, OP_DRAW, draw, -1);
  cg_player_effect(c, OP_DISCARD, discard, -1);
  cg_join(c);
}

/* "[You may discard a card.|Discard a card.] If you do, draw N cards.": YOU; DISCARD_MAY (or DISCARD_THEN); PUSH N;
   YOU; DRAW -- "no", or an empty hand, ends the effect, so nothing may follow it in its ability (as after "you may") */
static void discard_if_you_do(dsl_ctx *c, int op, int n)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, op, 0);
  c->cur.neffects++;
  cg_player_effect(c, OP_DRAW, n, -1);
  cg_may_end(c);
}

void cg_may_discard(dsl_ctx *c, int n) { discard_if_you_do(c, OP_DISCARD_MAY, n); }
void cg_discard_then(dsl_ctx *c, int n) { discard_if_you_do(c, OP_DISCARD_THEN, n); } /* Flush Out */

/* "draw that many cards": as many as the combat damage the trigger's creature dealt (AMOUNT) */
void cg_draw_that_many(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || (k->abil[k->open].trigger != TRIG_COMBAT_DAMAGE_PLAYER &&
                                                              k->abil[k->open].trigger != TRIG_SOURCE_NONCOMBAT_OPP))
    dsl_error(c, c->line_start, "%s: 'that many' needs a 'Whenever ... deals combat damage to a player,' trigger", k->name);
  cg_emit(c, OP_AMOUNT, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  k->neffects++;
}

/* "That player discards two cards." after a sentence that named a target player: PUSH N; TARGET i; DISCARD */
void cg_that_player_discards(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  const pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  int t = k->last_target;
  if (!a && k->nabil > 0 && k->abil[k->nabil - 1].kind == ABIL_SPELL)
    a = &k->abil[k->nabil - 1];
  if (!a || t < 0 || t >= a->ntargets || (a->target[t] != TGT_PLAYER && a->target[t] != TGT_OPPONENT)) {
    dsl_error(c, c->line_start, "%s: 'that player' needs a target player named before it", k->name);
    return;
  }
  cg_player_effect(c, OP_DISCARD, n, t);
}

/* "that player discards N cards at random" (701.9b): the opponent a "deals damage to an opponent" trigger names */
void cg_about_discard_random(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_DAMAGE_OPPONENT)
    dsl_error(c, c->line_start, "%s: 'that player' needs a 'Whenever ... deals damage to an opponent,' trigger", k->name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_ABOUT, 0);
  cg_emit(c, OP_DISCARD_RANDOM, 0);
  k->neffects++;
}

/* "Target opponent reveals their hand. You choose a nonland [permanent] card from it. That player discards that card."
   (701.20a, 701.9a; Deceit, Auntie's Sentence): TARGET i; REVEAL_DISCARD kind -- the spell's controller chooses */
void cg_reveal_discard(dsl_ctx *c, int t, dsl_tok nonland, int permanent)
{
  cg_card *k = &c->cur;
  cg_word_must(c, nonland, "nonland");
  if (c->failed || k->open < 0)
    return;
  if (t < 0 || t >= k->abil[k->open].ntargets || k->abil[k->open].target[t] != TGT_OPPONENT)
    dsl_error(c, c->line_start, "%s: 'You choose ... That player discards': the revealing player is a target opponent", k->name);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_REVEAL_DISCARD, permanent);
  k->neffects++;
}
