/* grantgen.c: threshold and granted abilities -- "as long as there are seven or more cards in your graveyard" as a
   static ability's condition, written before or after its effect, and 'has "<ability>"' (613.1f): the quoted ability
   is compiled by a nested compiler into an ability of the card (PACK_ABF_GRANTED) that only its GRANT gives it. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* "there are N or more cards in your graveyard": GY_SIZE; PUSH N; AT_LEAST; REQUIRE */
void cg_cond_gy_size(dsl_ctx *c, int n)
{
  cg_count(c, OP_GY_SIZE, 0);
  cg_count(c, OP_PUSH, n);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}

/* "<effect> as long as": the condition's code starts here */
void cg_cond_mark(dsl_ctx *c) { c->cur.cont.cond_at = c->cur.cont.len + 1; }

static int is_filter(int op) { return op >= OP_F_TYPE && op <= OP_F_ATTACHED; }

/* the condition said after the effect runs before it: its code moves to just after the subject's filters, where
   the printer sees it said last (a condition before the filters was said first) */
void cg_cond_after(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  if (!k->cond_at || c->failed)
    return;
  uint32_t from = k->cond_at - 1, at = 0, n = k->len - from;
  while (at < from && is_filter(k->code[at]))
    at += (uint32_t)op_length(k->code[at]);
  uint8_t cond[DSL_CONT_CODE];
  memcpy(cond, k->code + from, n);
  memmove(k->code + at + n, k->code + at, from - at);
  memcpy(k->code + at, cond, n);
  k->cond_at = 0;
}

/* 'has "<ability>"': the quoted text compiles as a creature card's one triggered ability, kept until the static
   ability ends (cg_grant_append); GRANT's operand is patched then */
void cg_pred_grant(dsl_ctx *c, dsl_tok quoted)
{
  cg_card *k = &c->cur;
  char src[DSL_TEXT + 2 * DSL_NAME];
  if (k->cont.subject != CG_SUBJ_SELF || k->grant.kind) {
    dsl_error(c, quoted.off, "%s: only the card itself can have a quoted ability here, one per static ability", k->name);
    cg_pred(c, OP_GRANT, 0);
    return;
  }
  snprintf(src, sizeof src, "card \"%.*s (granted)\"\nCreature\n%.*s\n0/0\n", DSL_NAME - 12, k->name,
           (int)quoted.len - 2, c->src + quoted.off + 1);
  dsl_ctx sub;
  dsl_init(&sub, c->diag);
  dsl_compile_text(&sub, "(the quoted ability)", c->set, src);
  const cg_card *g = sub.ncards ? &sub.cards[0] : NULL;
  if (sub.errors || !g || g->nabil != 1 || g->abil[0].kind != ABIL_TRIGGERED || g->ntokens)
    dsl_error(c, quoted.off, "%s: the quoted ability must compile as one triggered ability (see above)", k->name);
  else {
    k->grant = g->abil[0];
    k->grant_len = g->abil[0].code_len;
    memcpy(k->grant_code, g->code + g->abil[0].code, k->grant_len);
    snprintf(k->grant_text, sizeof k->grant_text, "%.*s", (int)quoted.len - 2, c->src + quoted.off + 1);
  }
  dsl_free(&sub);
  cg_pred(c, OP_GRANT, 0);
}

/* a static line with no period after it: the quoted ability must be its last words ('... has "...creature."') */
void cg_quote_last(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  uint32_t last = 0;
  for (uint32_t pc = 0; pc < k->len; pc += (uint32_t)op_length(k->code[pc]))
    last = pc;
  if (!k->len || k->code[last] != OP_GRANT)
    dsl_error(c, k->off, "%s: expected '.' at the end of the line", c->cur.name);
}

/* after the static ability that grants it: the quoted ability becomes the card's next ability, and the GRANT in the
   static ability's code names it */
void cg_grant_append(dsl_ctx *c, int static_abil)
{
  cg_card *k = &c->cur;
  if (!k->grant.kind || c->failed)
    return;
  const pack_ability *s = &k->abil[static_abil];
  for (uint32_t pc = s->code; pc < s->code + s->code_len; pc += (uint32_t)op_length(k->code[pc]))
    if (k->code[pc] == OP_GRANT)
      k->code[pc + 1] = (uint8_t)k->nabil;
  pack_ability g = k->grant;
  pack_ability *a = cg_open_ability(c, ABIL_TRIGGERED, g.trigger);
  int at = k->open;
  for (uint32_t pc = 0; pc < k->grant_len;) {
    int op = k->grant_code[pc], len = op_length(op);
    cg_emit(c, op, len == 2 ? k->grant_code[pc + 1] : len == 3 ? op_read_s16(k->grant_code + pc + 1) : 0);
    pc += (uint32_t)len;
  }
  a = &k->abil[at];
  uint32_t code = a->code, code_len = a->code_len;
  *a = g;
  a->code = code;
  a->code_len = code_len;
  a->flags |= PACK_ABF_GRANTED;
  snprintf(k->abil_text[at], sizeof k->abil_text[at], "%s", k->grant_text);
  k->open = -1;
  memset(&k->grant, 0, sizeof k->grant);
}
