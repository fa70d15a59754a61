/* actmodegen.c: Marath's sentences -- modal activated abilities ("{X}, ...: Choose one —" and bulleted modes, 700.2), the cost "Remove X +1/+1 counters from <self>", "enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it" (601.2h) and "an X/X ... token" (111.4). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* line ::= costs COLON CHOOSE NUMWORD DASH NEWLINE: the activated ability the costs opened is modal; its code is END
   and its modes (ACT_MODE) follow, each its own targets and code (602.2b: the mode is chosen as it is activated) */
void cg_act_modal(dsl_ctx *c, dsl_tok n)
{
  cg_card *k = &c->cur;
  if (n.len != 3 || strncasecmp(c->src + n.off, "one", 3) != 0)
    dsl_error(c, n.off, "%s: only 'Choose one —' is supported (one mode per activation)", k->name);
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || (k->abil[k->open].cost & PACK_COST_LOYALTY)) {
    dsl_error(c, c->line_start, "%s: 'Choose one —' after an activated ability's cost", k->name);
    return;
  }
  k->abil[k->open].act |= ACTR_MODAL;
  cg_ability_end(c);
  k->act_modal = 1;
}

/* "• ..." after an activated ability's "Choose one —": the last ability is that one or another of its modes */
int cg_act_mode_follows(const cg_card *k)
{
  const pack_ability *last = k->nabil ? &k->abil[k->nabil - 1] : NULL;
  return k->act_modal && last && (last->kind == ABIL_ACT_MODE || (last->act & ACTR_MODAL));
}

/* "X" in an activated ability's effect or its rules: its own {X}, or a mode's modal ability's */
int cg_act_has_x(const cg_card *k, const pack_ability *a)
{
  while (a->kind == ABIL_ACT_MODE && a > k->abil)
    a--;
  return a->x != 0;
}

/* cost_item ::= REMOVE XW PTMOD COUNTERS FROM self: "Remove X +1/+1 counters from Marath" (after its {X}) */
void cg_cost_remove_x(dsl_ctx *c, dsl_tok kind, dsl_tok from)
{
  cg_card *k = &c->cur;
  pack_ability *a = cg_cost_open(c);
  if (!a)
    return;
  if (cg_counter_kind(c, kind) != CTR_PLUS1)
    dsl_error(c, kind.off, "%s: only +1/+1 counters are removed X at a time", k->name);
  else if (!a->x || (a->act & ACTR_REMOVE_X))
    dsl_error(c, kind.off, "%s: 'Remove X ... counters' follows an {X} in the cost, once", k->name);
  a->act |= ACTR_REMOVE_X;
  cg_cost_named(c, from);
}

/* ewith ::= ... EQUAL TO THE AMOUNT OF MANA SPENT TO CAST IT: SELF; MANA_SPENT; COUNTERS k (601.2h) */
void cg_enters_spent(dsl_ctx *c, dsl_tok kind, dsl_tok amount, dsl_tok spent)
{
  cg_word_must(c, amount, "amount");
  cg_word_must(c, spent, "spent");
  int k = cg_counter_kind(c, kind);
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS)->word = (uint8_t)c->cur.word;
  c->cur.word = AWORD_NONE;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_MANA_SPENT, 0);
  cg_emit(c, OP_COUNTERS, k < 0 ? 0 : k);
}

/* "Create an X/X ... token, where X is the greatest toughness among creatures you control.": the X/X token made with
   GREATEST_TOUGHNESS for its size */
void cg_create_greatest(dsl_ctx *c, dsl_tok greatest)
{
  cg_card *k = &c->cur;
  cg_word_must(c, greatest, "greatest");
  if (!k->ntokens || !k->tokens[k->ntokens - 1].x) {
    dsl_error(c, greatest.off, "%s: 'where X is the greatest toughness ...' sizes an X/X token", k->name);
    return;
  }
  cg_token_name(c);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_GREATEST_TOUGHNESS, 0);
  cg_token_op(c, OP_CREATE_XX);
}

/* token_pt ::= XSLASHX: "an X/X green Elemental creature token" -- 0/0 in the definition; CREATE_XX gives it X/X */
void cg_token_begin_x(dsl_ctx *c, dsl_tok x)
{
  cg_token_begin(c, x, x); /* "X/X" reads as 0/0 */
  c->cur.tokens[c->cur.ntokens - 1].x = 1;
}
