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

/* "a card named Dragonstorm Globe" (201.2): FIND_NAME with that card's id, which the pack writer patches in as for a token
   (the named card must be compiled with this one) */
void cg_find_name(dsl_ctx *c, dsl_tok name)
{
  cg_card *k = &c->cur;
  if (k->ntokens >= DSL_TOKENS || name.len >= sizeof k->tokens[0].name) {
    dsl_error(c, name.off, "%s: more than %d tokens and names, or a name too long", k->name, DSL_TOKENS);
    return;
  }
  cg_token *tk = &k->tokens[k->ntokens++];
  memset(tk, 0, sizeof *tk);
  tk->predefined = 1; /* a card of the set: no token card is made of it */
  snprintf(tk->name, sizeof tk->name, "%.*s", (int)name.len, c->src + name.off);
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
