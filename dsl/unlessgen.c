/* unlessgen.c: "This land enters tapped unless you control a Plains or an Island." (614.1c) -- the condition compiled
   ahead of SELF; TAP: CONTROL_SUBTYPE a; [CONTROL_SUBTYPE b; ADD]; NOT; UNLESS 2; SELF; TAP. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdlib.h>
#include <string.h>

void cg_unless_begin(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS);
  c->cur.unless_n = 0;
}

/* one more thing counted -- a word found (id) or an error: the counts of "a Plains or an Island" are added up */
static void counted(dsl_ctx *c, dsl_tok w, int id, int op, const char *what)
{
  if (id < 0) {
    dsl_error(c, w.off, "unknown %s '%.*s'", what, (int)w.len, c->src + w.off);
    return;
  }
  cg_emit(c, op, id);
  if (c->cur.unless_n++ > 0)
    cg_emit(c, OP_ADD, 0);
}

void cg_unless_subtype(dsl_ctx *c, dsl_tok w)
{
  counted(c, w, type_sub_find(c->src + w.off, (int)w.len), OP_CONTROL_SUBTYPE, "subtype");
}

void cg_unless_super(dsl_ctx *c, dsl_tok w)
{
  counted(c, w, type_super_find(c->src + w.off, (int)w.len), OP_CONTROL_LAND_SUPER, "supertype");
}

/* 614.12: "As this land enters, you may pay 2 life. If you don't, it enters tapped.": ENTER_PAY_LIFE n */
void cg_enter_pay_life(dsl_ctx *c, int life)
{
  if (life < 1 || life > 20) {
    dsl_error(c, c->line_start, "%s: the life paid as it enters is 1 to 20", c->cur.name);
    return;
  }
  cg_open_ability(c, ABIL_REPLACEMENT, TRIG_ENTERS);
  cg_emit(c, OP_ENTER_PAY_LIFE, life);
  cg_ability_end(c);
}

/* none of them: it enters tapped */
void cg_unless_end(dsl_ctx *c)
{
  cg_emit(c, OP_NOT, 0);
  cg_emit(c, OP_UNLESS, 2);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TAP, 0);
  cg_ability_end(c);
}

/* ---- "... unless <player> pays {N}" (118.12): PUSH generic; <payer>; PAYS colored; NOT; UNLESS k; <the effect> ---- */

/* a symbol of the payment: {N} generic, {W} ... {G} colored (three bits of count each) */
void cg_pay_symbol(dsl_ctx *c, dsl_tok sym)
{
  static const char colors[] = "WUBRG";
  const char *s = c->src + sym.off + 1;
  int n = (int)sym.len - 2;
  const char *hit = n == 1 ? strchr(colors, s[0]) : NULL;
  if (n >= 1 && n <= 2 && s[0] >= '0' && s[0] <= '9' && c->cur.pay_generic != CG_X)
    c->cur.pay_generic += atoi(s);
  else if (n == 1 && s[0] == 'X' && c->cur.pay_generic == 0) /* "unless its controller pays {X}" (Spectral Denial): the
                                                                X announced for the spell (107.3a), PUSH becomes XVAL */
    c->cur.pay_generic = CG_X;
  else if (hit && *hit && c->cur.pay_sym[hit - colors] < 7)
    c->cur.pay_sym[hit - colors]++;
  else
    dsl_error(c, sym.off, "'%.*s' can't be paid here: {N} or {W}{U}{B}{R}{G}", (int)sym.len, c->src + sym.off);
}

/* "Counter target spell unless its controller pays {2}." (op COUNTER, its target) or "sacrifice <self> unless you
   pay {W}{W}." (op SACRIFICE_SELF): the effect happens only if the payment is not made */
void cg_unless_pays(dsl_ctx *c, int op, int target)
{
  cg_card *k = &c->cur;
  int packed = k->pay_discard ? PACK_PAYS_DISCARD : 0;
  for (int m = 0; m < 5; m++)
    packed |= k->pay_sym[m] << (3 * m);
  cg_emit(c, OP_PUSH, k->pay_generic);
  k->amount_at = k->code_len; /* "... unless its controller pays {4} instead" changes it (Dispelling Exhale) */
  if (target >= 0)
    cg_emit(c, OP_TARGET, target);
  else
    cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_PAYS, packed);
  cg_emit(c, OP_NOT, 0);
  cg_emit(c, OP_UNLESS, target >= 0 ? 3 : 1); /* TARGET t; COUNTER -- or SACRIFICE_SELF */
  if (target >= 0)
    cg_emit(c, OP_TARGET, target);
  cg_emit(c, op, 0);
  k->pay_generic = 0;
  k->pay_discard = 0;
  memset(k->pay_sym, 0, sizeof k->pay_sym);
  k->neffects++;
}

/* "You may pay {G}. If you do, <sentence>": PUSH n; YOU; PAYS colored -- then, once the sentence is read, UNLESS k in
   front of it (cg_if_end; the paid flag is on the stack already) */
void cg_may_pay(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int packed = 0;
  for (int m = 0; m < 5; m++)
    packed |= k->pay_sym[m] << (3 * m);
  cg_emit(c, OP_PUSH, k->pay_generic);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_PAYS, packed);
  k->depth--; /* the UNLESS put in front of the sentence takes it */
  k->neffects++; /* "You may pay {B}." is a sentence of its own: the joins after it count it (Kalastria Highborn) */
  k->pay_generic = 0;
  memset(k->pay_sym, 0, sizeof k->pay_sym);
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
}

/* "Echo {3}{G}{G}" (702.30a): an upkeep trigger with the intervening "if" of echo (COND_ECHO) that sacrifices the
   permanent unless its controller pays the echo cost */
void cg_echo(dsl_ctx *c)
{
  cg_trigger_begin(c, TRIG_UPKEEP);
  cg_trigger_cond(c, COND_ECHO);
  cg_unless_pays(c, OP_SACRIFICE_SELF, -1);
  cg_trigger_end(c);
}

/* "sacrifice <self> unless you discard a card" (118.12): PAYS with the discard bit -- a card of their choice */
void cg_unless_discard(dsl_ctx *c)
{
  c->cur.pay_discard = 1;
  cg_unless_pays(c, OP_SACRIFICE_SELF, -1);
}

/* "If a Dragon was beheld, counter that spell unless its controller pays {4} instead." -- generic mana only: the amount
   of the "unless ... pays" before it, PUSH 2; PUSH 4; KICKED; PICK (cg_kicked_amount) */
void cg_kicked_pays(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int colored = k->pay_discard;
  for (int m = 0; m < 5; m++)
    colored |= k->pay_sym[m];
  if (colored)
    dsl_error(c, c->line_start, "%s: '... pays {N} instead' takes generic mana only", k->name);
  else
    cg_kicked_amount(c, k->pay_generic);
  k->pay_generic = 0;
  k->pay_discard = 0;
  memset(k->pay_sym, 0, sizeof k->pay_sym);
}
