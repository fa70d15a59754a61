/* grantgen.c: a triggered ability an effect grants the card's own object -- "this land becomes a 3/3 ... creature with
   \"Whenever this creature attacks, put a +1/+1 counter on it.\"" (613.1f): the quoted text compiles (a nested
   compiler) to a triggered ability appended to the card, flagged PACK_ABF_GRANTED, and the effect's GRANT names it. */
#include "dsl.h"
#include "opcodes.h"
#include <stdio.h>
#include <string.h>

void cg_grant(dsl_ctx *c, dsl_tok quoted)
{
  cg_card *k = &c->cur;
  char src[DSL_TEXT + DSL_NAME];
  if (k->cont.subject != CG_SUBJ_SELF || k->ngranted >= 2) {
    dsl_error(c, quoted.off, "%s: a quoted ability is granted here only by an effect of the card on itself (twice at most)",
              k->name);
    return;
  }
  snprintf(src, sizeof src, "card \"%.*s Grant\"\nEmblem\n%.*s\n", DSL_NAME - 8, k->name, (int)quoted.len - 2,
           c->src + quoted.off + 1);
  dsl_ctx sub;
  dsl_init(&sub, c->diag);
  sub.emblem = 1;
  dsl_compile_text(&sub, "(the quoted ability)", c->set, src);
  const cg_card *g = sub.ncards == 1 ? &sub.cards[0] : NULL;
  if (sub.errors || !g || g->nabil != 1 || g->abil[0].kind != ABIL_TRIGGERED || g->abil[0].ntargets ||
      g->abil[0].code_len > sizeof k->granted[0].code) {
    dsl_error(c, quoted.off, "%s: the quoted ability is one triggered ability without targets here", k->name);
    dsl_free(&sub);
    return;
  }
  int slot = k->ngranted++;
  snprintf(k->granted[slot].text, sizeof k->granted[slot].text, "%.*s", (int)quoted.len - 2, c->src + quoted.off + 1);
  k->granted[slot].a = g->abil[0];
  k->granted[slot].len = g->abil[0].code_len;
  memcpy(k->granted[slot].code, g->code + g->abil[0].code, g->abil[0].code_len);
  dsl_free(&sub);
  cg_pred(c, OP_GRANT, slot);
}
