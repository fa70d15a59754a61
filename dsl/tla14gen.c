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

/* Kyoshi Battle Fan: "create a 1/1 white Ally creature token, then attach this Equipment to it." (701.3a) -- MARK; PUSH 1;
   CREATE t; NEWEST; ATTACH: the token that entered, if one did */
void cg_create_attach(dsl_ctx *c, dsl_tok what)
{
  cg_word_must(c, what, "Equipment");
  cg_emit(c, OP_MARK, 0);
  cg_create(c, 1);
  cg_emit(c, OP_NEWEST, 0);
  cg_emit(c, OP_ATTACH, 0);
}

/* Ty Lee, Chi Blocker: "<one object's effect> for as long as you control Ty Lee." (611.2b) -- the EFFECT a the continuous
   effect compiles to becomes EFFECT_SOURCE a (page 2: one byte longer, the effect operand's fix moved with it) */
void cg_cont_effect_source(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int one = k->cont.subject == CG_SUBJ_TARGET, pump = k->cont.pump && k->cont.nops == 1;
  cg_cont_effect(c, 0);
  uint32_t at = k->code_len - 2;
  if (!one || pump || k->code_len < 2 || k->code[at] != OP_EFFECT || k->code_len + 1 >= sizeof k->code) {
    dsl_error(c, c->line_start, "%s: only one target's ability change lasts for as long as you control the source", k->name);
    return;
  }
  uint8_t ab = k->code[at + 1];
  op_write(k->code + at, OP_EFFECT_SOURCE, ab);
  k->code_len++;
  k->abil[k->open].code_len++;
  for (int i = 0; i < k->neffix; i++)
    if (k->effix[i].at == at + 1)
      k->effix[i].at = at + 2;
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
