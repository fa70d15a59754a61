/* tdmmoregen.c: code generation for the TDM cards of tdmcards 10 -- mana abilities that cost {1} (the Devotees'
   filters, src/manafilter.c) and "Activate only once each turn." (602.5b). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* line ::= costs COLON ADD mana_made PERIOD ACTIVATE ONLY WORD EACH TURN PERIOD -- "{1}: Add {R}, {W}, or {B}.
   Activate only once each turn." (605.1a: a mana ability; its cost is {1} alone, and it adds one mana) */
void cg_mana_filter(dsl_ctx *c, dsl_tok once)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  cg_word_must(c, once, "once");
  int colored = 0;
  for (int m = 0; a && m < MANA__COUNT; m++)
    colored += a->mana_cost[m];
  if (!a || a->cost || a->generic != 1 || a->x || colored || a->mana_amount > 1) {
    dsl_error(c, c->line_start, "%s: a mana ability with 'Activate only once each turn.' costs {1} alone and adds one mana "
              "('{1}: Add {R}, {W}, or {B}.')", k->name);
    return;
  }
  a->kind = ABIL_MANA;
  a->act |= ACTR_ONCE_TURN;
}

/* line ::= THE SECOND SPELL YOU CAST EACH TURN WORD MANA LESS TO CAST -- "The second spell you cast each turn costs {1}
   less to cast." (601.2f): a cost change of the second spell only (SPELLS_SECOND; PUSH n; COST_LESS after it) */
void cg_cost_second(dsl_ctx *c, dsl_tok costs)
{
  cg_word_must(c, costs, "costs");
  cg_cost_begin(c);
  cg_emit(c, OP_SPELLS_SECOND, 0);
}

/* "... Activate only if you control a Dragon." after a {T} mana ability (602.5b): ACTR_IF_CONTROL, trig_arg 1 + the
   subtype -- the card's only mana ability (mana.c leaves the whole source out without one) */
void cg_mana_if_control(dsl_ctx *c, dsl_tok sub)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  int id = cg_subtype(c, sub);
  if (!a || id < 0)
    return;
  for (int i = 0; i < k->nabil; i++)
    if (i != k->open && k->abil[i].kind == ABIL_MANA)
      dsl_error(c, c->line_start, "%s: 'Activate only if you control ...' goes on a card's only mana ability", k->name);
  a->act |= ACTR_IF_CONTROL;
  a->trig_arg = (uint16_t)(id + 1);
}

/* eclcards: "Activate only if there is an Elf card in your graveyard." -- the same, of a graveyard card (ACTR_IF_GY) */
void cg_mana_if_gy(dsl_ctx *c, dsl_tok sub)
{
  cg_mana_if_control(c, sub);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].act |= ACTR_IF_GY;
}

/* "a card named Dragonstorm Globe" (201.2): FIND_NAME with that card's id, which the pack writer patches in as for a token
   (the named card must be compiled with this one) */
void cg_find_name(dsl_ctx *c, dsl_tok name) { cg_find_named(c, c->src + name.off, name.len, name.off); }

/* the next SEARCH finds the cards named `name` (FIND_NAME of a predefined "token" the pack writer resolves to that card) */
void cg_find_named(dsl_ctx *c, const char *name, size_t len, uint32_t off)
{
  cg_card *k = &c->cur;
  if (k->ntokens >= DSL_TOKENS || len >= sizeof k->tokens[0].name) {
    dsl_error(c, off, "%s: more than %d tokens and names, or a name too long", k->name, DSL_TOKENS);
    return;
  }
  cg_token *tk = &k->tokens[k->ntokens++];
  memset(tk, 0, sizeof *tk);
  tk->predefined = 1; /* a card of the set: no token card is made of it */
  snprintf(tk->name, sizeof tk->name, "%.*s", (int)len, name);
  cg_fix_token(c);
  cg_emit(c, OP_FIND_NAME, 0);
}

/* line ::= EACH WORD YOU CONTROL ENTERS WITH AN ADDITIONAL PTMOD COUNTER ON IT -- ABIL_ENTER_EXTRA: trig_arg 1 + the
   subtype, mana the counter kind; code END (614.1c, src/tdmmore.c) */
void cg_enters_extra(dsl_ctx *c, dsl_tok sub, dsl_tok kind)
{
  int id = cg_subtype(c, sub), ctr = cg_counter_kind(c, kind);
  pack_ability *a = cg_open_ability(c, ABIL_ENTER_EXTRA, TRIG_NONE);
  if (id >= 0)
    a->trig_arg = (uint16_t)(id + 1);
  a->mana = (uint8_t)(ctr < 0 ? 0 : ctr);
  cg_ability_end(c);
}

/* sentence ::= YOU MAY DISCARD YOUR HAND PERIOD IF YOU DO COMMA DRAW CARDS EQUAL TO ... SPELLS YOUVE CAST THIS TURN -- YOU;
   DISCARD_HAND; SPELLS_CAST_TURN; YOU; DRAW after the MAY (an empty hand can be discarded: the draw still happens) */
void cg_discard_hand_draw(dsl_ctx *c)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_HAND, 0);
  cg_emit(c, OP_SPELLS_CAST_TURN, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects += 2;
  cg_may_end(c);
}

/* if_token ::= IF IT WAS A TOKENW COMMA -- after "Return <target> to its owner's hand.": TARGET_TOKEN i goes in front of
   that return's TARGET i; BOUNCE (a token in a hand ceases to exist, 111.7: it is asked before), and the next sentence runs
   only if it held (UNLESS k, cg_if_end) -- as cg_if_controlled does for "If you controlled that permanent," */
void cg_if_token(dsl_ctx *c, dsl_tok at)
{
  int t = cg_bounce_target(c, at, "'If it was a token,'");
  if (t < 0)
    return;
  cg_emit(c, OP_TARGET_TOKEN, t);
  cg_test_before_bounce(c, 2);
}

/* the target i of the "Return <target> to its owner's hand." just compiled (TARGET i; BOUNCE ends the code), or -1 after
   an error naming the sentence that must follow it (`what`) */
int cg_bounce_target(dsl_ctx *c, dsl_tok at, const char *what)
{
  cg_card *k = &c->cur;
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  uint8_t *end = a && a->code_len >= 3 ? k->code + k->code_len - 3 : NULL;
  if (!end || end[0] != OP_TARGET || end[2] != OP_BOUNCE) {
    dsl_error(c, at.off, "%s follows 'Return <target> to its owner's hand.'", what);
    return -1;
  }
  return end[1];
}

/* the test of `len` bytes emitted after that TARGET i; BOUNCE goes in front of it (asked as the permanent leaves, 608.2h),
   and the next sentence runs only if it held (UNLESS k, cg_if_end) */
void cg_test_before_bounce(dsl_ctx *c, int len)
{
  cg_card *k = &c->cur;
  uint8_t *end = k->code + k->code_len - 3 - len, ret[3] = {end[0], end[1], end[2]};
  memmove(end, end + 3, (size_t)len);
  memcpy(end + len, ret, 3);
  k->depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
}
