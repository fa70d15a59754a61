/* commandgen.c: compiling the sentences of ECL's Commands that name a player -- "Target player creates ...", "... deals 2
   damage to each creature target player controls", "Creatures target player controls get ...", "Untap them.", "Target
   opponent exiles two cards from their hand.", "Target player mills five cards, then puts each Goblin card milled this
   way into their hand." -- and "Its controller creates ..." that shares their code. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* "<player> creates ...": the player (op and its operand: TARGET_CONTROLLER of the last target, "Its controller", or
   TARGET of a player target), then CREATE_FOR of n named tokens w ("two Treasure tokens") or, w empty, of the token
   just described ("a 1/1 green and white Kithkin creature token") */
void cg_creates_for(dsl_ctx *c, int op, int arg, dsl_tok w, int n)
{
  cg_card *k = &c->cur;
  cg_emit(c, op, arg);
  if (w.len) {
    cg_create_named(c, w, n);
    if (k->code_len >= 3 && k->code[k->code_len - 3] == OP_CREATE)
      k->code[k->code_len - 3] = OP_CREATE_FOR;
    return;
  }
  cg_token_name(c);
  cg_emit(c, OP_PUSH, 1);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE_FOR, 0);
  k->neffects++;
}

/* "Target player creates two Treasure tokens." (111.2: that player creates them and controls them) */
void cg_player_creates(dsl_ctx *c, int target, dsl_tok w, int n)
{
  if (w.len && (n < 1 || n > 10))
    dsl_error(c, w.off, "'creates N ... tokens' takes N from 1 to 10");
  cg_creates_for(c, OP_TARGET, target, w, n);
}

/* "Ashling's Command deals 2 damage to each creature target player controls." (120.3): PUSH n; TARGET i;
   DAMAGE_CREATURES_OF */
void cg_damage_creatures_of(dsl_ctx *c, int n, int target)
{
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE_CREATURES_OF, 0);
  c->cur.neffects++;
}

/* "Creatures target player controls ...": the affected set keeps the target player's objects (F_TARGET_PLAYER i, read
   as the effect begins, 611.2c) */
void cg_filter_target_controls(dsl_ctx *c, int target)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || target >= k->abil[k->open].ntargets || (k->abil[k->open].target[target] != TGT_PLAYER && k->abil[k->open].target[target] != TGT_OPPONENT))
    dsl_error(c, c->line_start, "%s: the set is 'creatures target player controls' here", k->name);
  cg_filter(c, OP_F_TARGET_PLAYER, target);
}

/* "Untap them." after an effect on a set ("Creatures target player controls get +3/+3 until end of turn."): UNTAP_SET of
   that effect's ability -- the same objects, as they are now */
void cg_untap_them(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->code_len < 2 || k->code[k->code_len - 2] != OP_EFFECT_ALL) {
    dsl_error(c, c->line_start, "%s: 'Untap them.' follows an effect on creatures a player controls", k->name);
    return;
  }
  int effabil = k->neffix - 1; /* the EFFECT_ALL's, patched with its ability's index at the card's end */
  k->effix[k->neffix].at = k->code_len + (uint32_t)op_operand_offset(OP_UNTAP_SET);
  k->effix[k->neffix++].effabil = k->effix[effabil].effabil;
  cg_emit(c, OP_UNTAP_SET, 0);
  k->neffects++;
}

/* "Target opponent exiles two cards from their hand." (PUSH n; TARGET i; EXILE_HAND: their choice, one at a time) */
void cg_exile_from_hand(dsl_ctx *c, int target, int n)
{
  cg_player_effect(c, OP_EXILE_HAND, n, target);
}

/* "Target player mills five cards, then puts each Goblin card milled this way into their hand." (PUSH n; TARGET i;
   MILL_TAKE subtype) */
void cg_mill_take(dsl_ctx *c, int target, int n, dsl_tok w)
{
  int sub = cg_subtype(c, w);
  if (sub < 0)
    return;
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_MILL_TAKE, sub);
  c->cur.neffects++;
}

/* "Return one or two target permanent cards from your graveyard to your hand." (601.2c: the first target required, the
   second "up to"; none twice): TARGET i; GY_MOVE hand, twice -- one sentence */
void cg_gy_return_one_or_two(dsl_ctx *c, dsl_tok one, dsl_tok two, dsl_tok at)
{
  if (cg_number(c, one) != 1 || cg_number(c, two) != 2) {
    dsl_error(c, one.off, "'one or two target ...' here");
    return;
  }
  for (int i = 0; i < 2; i++) {
    int t = cg_target(c, TGT_PERMANENT_CARDS_YOUR_GY_EACH, at);
    if (i && c->cur.open >= 0)
      c->cur.abil[c->cur.open].upto |= (uint8_t)(1u << t);
    cg_gy_move(c, t, GYTO_HAND, at);
  }
  c->cur.neffects--; /* one sentence */
}
