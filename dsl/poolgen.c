/* poolgen.c: compiling "Add {U}{R}{W}." and "Add one mana of any color." in a spell or triggered ability -- mana for its
   controller's pool (106.4) -- and what keeps that mana as steps end or turns it red (The Last Agni Kai, Ozai). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* one symbol of the sentence: PUSH 1; YOU; ADD_POOL k (the printer puts a run of them back into one sentence) */
void cg_pool_add(dsl_ctx *c, dsl_tok sym)
{
  int k = cg_mana_kind(c, sym);
  if (k < 0) {
    dsl_error(c, sym.off, "'Add' names the mana {W}, {U}, {B}, {R}, {G} or {C}");
    return;
  }
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_ADD_POOL, k);
  c->cur.neffects++;
}

/* "Until end of turn, you don't lose this mana as steps and phases end." after the sentence: each ADD_POOL of the
   ability keeps its mana until the turn ends (POOL_KEEP_EOT) */
void cg_pool_keep(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0)
    return;
  const pack_ability *a = &k->abil[k->open];
  for (uint32_t pc = a->code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (op_at(k->code + pc) == OP_ADD_POOL)
      op_write(k->code + pc, OP_ADD_POOL, op_arg(k->code + pc) | POOL_KEEP_EOT);
}

/* lead: "Add one mana of any color." -- ADD_ANY_COLOR: its controller chooses the color as it resolves (106.1a) */
void cg_pool_any(dsl_ctx *c, dsl_tok one)
{
  if (one.len != 3 || strncasecmp(c->src + one.off, "one", 3) != 0)
    dsl_error(c, one.off, "expected 'Add one mana of any color.'");
  cg_emit(c, OP_ADD_ANY_COLOR, 0);
  c->cur.neffects++;
}

/* lead: "If the creature the opponent controls is dealt excess damage this way, add that much {R}." after "<target>
   fights target creature an opponent controls." (The Last Agni Kai): the FIGHT becomes FIGHT_EXCESS, whose excess
   (120.10) YOU add -- FIGHT_EXCESS; YOU; ADD_POOL k */
void cg_fight_excess_add(dsl_ctx *c, dsl_tok excess, dsl_tok much, dsl_tok sym)
{
  cg_card *k = &c->cur;
  int kind = cg_mana_kind(c, sym);
  cg_word_must(c, excess, "excess");
  cg_word_must(c, much, "much");
  pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  if (!a || a->code_len < 3 || k->code[k->code_len - 1] != OP_FIGHT || k->code[k->code_len - 3] != OP_TARGET ||
      !strstr(type_target_phrases[a->target[k->code[k->code_len - 2]] % TGT__COUNT], "an opponent controls") || kind < 0) {
    dsl_error(c, excess.off, "%s: 'If the creature the opponent controls is dealt excess damage this way, add that much "
              "{R}.' follows '<target> fights target creature an opponent controls.'", k->name);
    return;
  }
  k->code_len--, a->code_len--, k->depth += op_table[OP_FIGHT].pops; /* the FIGHT, emitted again as FIGHT_EXCESS */
  cg_emit(c, OP_FIGHT_EXCESS, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_ADD_POOL, kind);
}

/* lead: "Until end of turn, you don't lose unspent red mana as steps and phases end." -- YOU; KEEP_POOL k */
void cg_keep_unspent(dsl_ctx *c, dsl_tok unspent, dsl_tok color, dsl_tok steps, dsl_tok phases)
{
  cg_word_must(c, unspent, "unspent");
  cg_word_must(c, steps, "steps");
  cg_word_must(c, phases, "phases");
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_KEEP_POOL, cg_color_of(c, color));
  c->cur.neffects++;
}

/* lead: "If you would lose unspent mana, that mana becomes red instead." (Ozai, the Phoenix King; 614.1a, 500.4): a rules
   effect on its controller, POOL_RED */
void cg_pool_red(dsl_ctx *c, dsl_tok unspent, dsl_tok color)
{
  cg_word_must(c, unspent, "unspent");
  if (cg_color_of(c, color) != MANA_R)
    dsl_error(c, color.off, "%s: unspent mana becomes red, no other color", c->cur.name);
  cg_pred(c, OP_POOL_RED, 0);
  cg_cont_static(c);
}

/* lead: "as long as you have six or more unspent mana" (Ozai): YOU; POOL_SIZE; PUSH n; AT_LEAST; REQUIRE */
void cg_cond_pool_at_least(dsl_ctx *c, dsl_tok n, dsl_tok unspent)
{
  int v = cg_number(c, n);
  cg_word_must(c, unspent, "unspent");
  if (v < 1 || v > 16)
    dsl_error(c, n.off, "'you have N or more unspent mana' takes N from 1 to 16");
  cg_cond_you_at_least(c, OP_POOL_SIZE, v);
}
