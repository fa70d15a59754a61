/* tdmmoregen.c: code generation for the TDM cards of tdmcards 10 -- mana abilities that cost {1} (the Devotees'
   filters, src/manafilter.c) and "Activate only once each turn." (602.5b). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>

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
