/* tla14gen.c: compiling the sentences of the tlacards 14 cards -- base power alone, "each land and Ally you control",
   "with power 4 or greater" in an affected set. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* Turtle-Duck: "this creature has base power 4" (613.4b: PUSH n; SET_POWER -- its toughness stays) */
void cg_pred_set_power(dsl_ctx *c, dsl_tok p)
{
  int v = cg_number(c, p);
  if (v > 127)
    dsl_error(c, p.off, "%d is too large here (at most 127)", v);
  cg_pred(c, OP_PUSH, v);
  cg_pred(c, OP_SET_POWER, 0);
}

/* Great Divide Guide: "Each land and Ally you control" (F_LAND_OR_SUBTYPE s; F_YOURS) */
void cg_sel_land_or_sub(dsl_ctx *c, dsl_tok sub)
{
  int id = cg_subtype(c, sub);
  if (id < 0)
    return;
  cg_filter(c, OP_F_LAND_OR_SUBTYPE, id);
  cg_filter(c, OP_F_YOURS, 0);
}

/* Flopsie: "... you control with power 4 or greater" (F_YOURS; F_POWER_AT_LEAST n: the power after the layers of P/T,
   613.4, read where the effect applies -- a rules effect's set, 613.11) */
void cg_ssuffix_power(dsl_ctx *c, int n)
{
  if (n < 0 || n > 99)
    dsl_error(c, c->line_start, "%s: 'with power N or greater' takes N from 0 to 99", c->cur.name);
  cg_filter(c, OP_F_YOURS, 0);
  cg_filter(c, OP_F_POWER_AT_LEAST, n < 0 ? 0 : n > 99 ? 99 : n);
}

/* Team Avatar: "{2}{W}, Discard this card: ..." -- an activated ability of the card in its owner's hand, discarding it as a
   cost (701.9a, 602.2b): the machinery of cycling (PACK_WORD_CYCLING), printed as its cost */
void cg_cost_discard_this(dsl_ctx *c)
{
  pack_ability *a = c->cur.open >= 0 ? &c->cur.abil[c->cur.open] : NULL;
  if (!a || a->kind != ABIL_ACTIVATED) {
    dsl_error(c, c->line_start, "%s: 'Discard this card' is the cost of an activated ability", c->cur.name);
    return;
  }
  a->wording |= PACK_WORD_CYCLING;
}

/* Realm of Koh, Foggy Swamp Spirit Keeper: 'create a 1/1 colorless Spirit creature token with "This token can't block or be
   blocked by non-Spirit creatures."' -- the token's card gets the static ability F_SELF; RESTRICT (RULE_CANT_BLOCK |
   RULE_BLOCK_SUB), trig_arg 1 + the creature type | PACK_BLOCK_SUB_NON (509.1b; cg_token_abilities) */
void cg_token_guard(dsl_ctx *c, dsl_tok quoted)
{
  static const char head[] = "\"This token can't block or be blocked by non-", tail[] = " creatures.\"";
  const char *s = c->src + quoted.off;
  int hl = (int)sizeof head - 1, tl = (int)sizeof tail - 1, n = (int)quoted.len - hl - tl, id = -1;
  if (n > 0 && strncmp(s, head, (size_t)hl) == 0 && strncmp(s + hl + n, tail, (size_t)tl) == 0)
    id = type_sub_find(s + hl, n);
  if (id < 0 || c->cur.ntokens <= 0) {
    dsl_error(c, quoted.off, "a token's quoted ability here is \"This token can't block or be blocked by non-<creature "
              "type> creatures.\"");
    return;
  }
  c->cur.tokens[c->cur.ntokens - 1].guard_sub = id + 1;
}
