/* copyexcgen.c: token copies "except ..." (707.9b; tdmcards 18) -- "Create a token that's a copy of target creature you control, except it has haste and \"At the beginning of the end step, sacrifice this token.\"" and the like: PUSH 1; TARGET i | SELF; PUSH p << 8 | t; PUSH subtype; CREATE_COPY_EXC VT_*. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* the quoted ability a copy may have (707.9b): the one the engine knows (copyexc.c) */
static const char sac_end[] = "\"At the beginning of the end step, sacrifice this token.\"";

/* "it has haste" [and "At the beginning of the end step, sacrifice this token."] */
cg_copyexc cg_copyexc_has(dsl_ctx *c, dsl_tok kw, const dsl_tok *ability)
{
  cg_copyexc e = {0, 0, 0};
  if (type_keyword_find(c->src + kw.off, (int)kw.len) != KW_HASTE)
    dsl_error(c, kw.off, "%s: 'except it has haste' is the keyword the language knows here", c->cur.name);
  else
    e.flags = VT_HASTE;
  if (ability && (ability->len != sizeof sac_end - 1 || memcmp(c->src + ability->off, sac_end, ability->len)))
    dsl_error(c, ability->off, "%s: the quoted ability a copy may have is %s", c->cur.name, sac_end);
  else if (ability)
    e.flags |= VT_SAC_END;
  return e;
}

/* "it's not legendary" (the word is checked) */
cg_copyexc cg_copyexc_nonlegendary(dsl_ctx *c, dsl_tok word)
{
  cg_copyexc e = {VT_NONLEGENDARY, 0, 0};
  if (word.len != 9 || strncasecmp(c->src + word.off, "legendary", 9))
    dsl_error(c, word.off, "%s: expected 'it's not legendary'", c->cur.name);
  return e;
}

/* "it's a 4/4 Hero in addition to its other types", "it's a Nightmare ...", "it's a 1/1" (p or sub absent: len 0) */
cg_copyexc cg_copyexc_is(dsl_ctx *c, const dsl_tok *p, const dsl_tok *t, const dsl_tok *sub)
{
  cg_copyexc e = {0, 0, 0};
  if (p) {
    int pw = cg_number(c, *p), tg = cg_number(c, *t);
    if (pw < 0 || pw > 127 || tg < 0 || tg > 255)
      dsl_error(c, p->off, "%s: a copy's power is 0 to 127, its toughness 0 to 255", c->cur.name);
    e.flags |= VT_PT;
    e.pt = (pw & 0xFF) << 8 | (tg & 0xFF);
  }
  if (sub) {
    int s = type_sub_find(c->src + sub->off, (int)sub->len);
    if (s < 0)
      dsl_error(c, sub->off, "%s: '%.*s' is not a subtype", c->cur.name, (int)sub->len, c->src + sub->off);
    e.flags |= VT_SUB;
    e.sub = s < 0 ? 0 : s;
  }
  return e;
}

cg_copyexc cg_copyexc_and(cg_copyexc a, cg_copyexc b)
{
  cg_copyexc e = {a.flags | b.flags, (b.flags & VT_PT) ? b.pt : a.pt, (b.flags & VT_SUB) ? b.sub : a.sub};
  return e;
}

/* PUSH 1 (an amount "... instead" may change); TARGET i | SELF (target < 0); PUSH pt; PUSH sub; CREATE_COPY_EXC flags */
void cg_create_copy_exc(dsl_ctx *c, int target, cg_copyexc e)
{
  cg_emit(c, OP_PUSH, 1);
  c->cur.amount_at = c->cur.code_len;
  if (target < 0)
    cg_emit(c, OP_SELF, 0);
  else
    cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_PUSH, e.pt);
  cg_emit(c, OP_PUSH, e.sub);
  cg_emit(c, OP_CREATE_COPY_EXC, e.flags);
  c->cur.neffects++;
}
