/* modesgen.c: compiling modal spells (700.2) -- "Choose one —", "Choose two —", "Choose one or both —" -- and the
   ABIL_MODES abilities that put modes chosen together into one: their targets in order, their code one after the other. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>
#include <strings.h>

enum { MODAL_ONE = 1, MODAL_TWO = 2, MODAL_ONE_OR_BOTH = 3 };

static const char *const modal_words[] = {"", "Choose one", "Choose two", "Choose one or both"};

static void modal_open(dsl_ctx *c, int how)
{
  cg_card *k = &c->cur;
  if (!(k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))))
    dsl_error(c, c->line_start, "%s: modes belong to an instant or sorcery here", k->name);
  int before = 0; /* abilities before the modes: only a spell's own cost reduction (601.2f) may come first */
  for (int i = 0; i < k->nabil; i++)
    before += k->abil[i].kind != ABIL_SELF_COST;
  if (k->modal || before)
    dsl_error(c, c->line_start, "%s: '%s —' comes once, before the modes", k->name, modal_words[how]);
  k->modal = how;
}

static int word_is(const dsl_ctx *c, dsl_tok w, const char *s)
{
  return w.len == strlen(s) && strncasecmp(c->src + w.off, s, w.len) == 0;
}

void cg_modal(dsl_ctx *c, dsl_tok n)
{
  int how = word_is(c, n, "one") ? MODAL_ONE : word_is(c, n, "two") ? MODAL_TWO : 0;
  if (!how) {
    dsl_error(c, n.off, "%s: 'Choose one —', 'Choose two —' or 'Choose one or both —' here", c->cur.name);
    how = MODAL_ONE;
  }
  modal_open(c, how);
}

void cg_modal_both(dsl_ctx *c, dsl_tok n, dsl_tok both)
{
  if (!word_is(c, n, "one") || !word_is(c, both, "both"))
    dsl_error(c, n.off, "%s: 'Choose one or both —' here", c->cur.name);
  modal_open(c, MODAL_ONE_OR_BOTH);
}

void cg_mode_begin(dsl_ctx *c)
{
  if (cg_act_mode_follows(&c->cur)) { /* a mode of the activated ability just before (602.2b) */
    cg_open_ability(c, ABIL_ACT_MODE, TRIG_NONE);
    return;
  }
  if (!c->cur.modal)
    dsl_error(c, c->line_start, "%s: a bulleted mode follows 'Choose one —'", c->cur.name);
  /* "Choose two —": no mode is chosen alone (700.2d: nor one twice) */
  cg_open_ability(c, c->cur.modal == MODAL_TWO ? ABIL_MODE_PART : ABIL_MODE, TRIG_NONE);
}

/* the printed modes of the card being compiled, in order: their ability indices; how many */
static int printed_modes(const cg_card *k, int *m)
{
  int n = 0;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_MODE || k->abil[i].kind == ABIL_MODE_PART)
      m[n++] = i;
  return n;
}

void cg_modes_check(dsl_ctx *c, int has_spell)
{
  cg_card *k = &c->cur;
  int m[DSL_ABILITIES], n = printed_modes(k, m);
  if (k->modal && (n < 2 || has_spell))
    dsl_error(c, k->off, "%s: '%s —' needs two or more bulleted modes and no other spell text", k->name,
              modal_words[k->modal]);
  else if (k->modal == MODAL_ONE_OR_BOTH && n != 2)
    dsl_error(c, k->off, "%s: 'Choose one or both —' has two modes", k->name);
}

/* an operation after which a "no" (or nothing to do) ends the whole run (opcodes.def): a mode chosen with another
   that holds one is the later of the two, or the other mode would be skipped with it */
static int ends_run(int op)
{
  return op == OP_MAY || op == OP_MAY_PLAYER || op == OP_DISCARD_MAY || op == OP_EXILE_GY_MAY || op == OP_TAP_MAY ||
         op == OP_BLIGHT || op == OP_BLIGHT_MAY || op == OP_EDICT_TYPES || op == OP_REQUIRE;
}

/* 1 if ability a's code holds an operation op_is says yes to */
static int code_has(const cg_card *k, const pack_ability *a, int (*op_is)(int))
{
  for (uint32_t pc = a->code; pc < a->code + a->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (op_is(op_at(k->code + pc)))
      return 1;
  return 0;
}

static int names_target(int op) { return op_table[op].operands[0] == 't'; }

/* appends ability `from`'s code without its END: its targets renumbered from `first` (operands 't'), the card's
   abilities it names replaced by map[] where that holds one (operands 'a'), and the token operands the pack writer
   patches repeated at their new places */
static void append_code(dsl_ctx *c, const pack_ability *from, int first, const int *map)
{
  cg_card *k = &c->cur;
  uint32_t end = from->code + from->code_len - 1; /* its END */
  for (uint32_t pc = from->code; pc < end && !c->failed;) {
    int op = op_at(k->code + pc), len = op_length(op), arg = op_arg(k->code + pc);
    uint32_t opnd = (uint32_t)op_operand_offset(op);
    for (int f = 0, nfix = k->nfix; f < nfix; f++)
      if (k->fix[f].at == pc + opnd) {
        if (k->nfix == DSL_FIXES) {
          dsl_error(c, k->off, "%s: more than %d token operands", k->name, DSL_FIXES);
          return;
        }
        k->fix[k->nfix].at = k->code_len + opnd;
        k->fix[k->nfix++].token = k->fix[f].token;
      }
    char letter = op_table[op].operands[0];
    cg_emit(c, op, letter == 't' ? arg + first : letter == 'a' && map && map[arg] >= 0 ? map[arg] : arg);
    pc += (uint32_t)len;
  }
}

/* a copy of the card's continuous-effect ability e whose target operands are renumbered from `first` (the effect of a
   mode chosen after another with targets: it reads the targets of the spell that makes it); its index */
static int renumbered_effect(dsl_ctx *c, int e, int first)
{
  cg_card *k = &c->cur;
  pack_ability keep = k->abil[e];
  cg_open_ability(c, keep.kind, keep.trigger);
  int at = k->open;
  append_code(c, &keep, first, NULL);
  cg_emit(c, OP_END, 0);
  uint32_t code = k->abil[at].code, len = k->abil[at].code_len;
  k->abil[at] = keep;
  k->abil[at].code = code;
  k->abil[at].code_len = len;
  k->open = -1;
  return at;
}

/* the ABIL_MODES of printed modes i and j (i before j: 608.2c, the modes are done in the order written) */
static void combine(dsl_ctx *c, const int *m, int i, int j)
{
  cg_card *k = &c->cur;
  const pack_ability *x = &k->abil[m[i]], *y = &k->abil[m[j]];
  if (x->ntargets + y->ntargets > PACK_MAX_TARGETS) {
    dsl_error(c, k->abil_off[m[j]], "%s: modes chosen together have more than %d targets", k->name, PACK_MAX_TARGETS);
    return;
  }
  if (code_has(k, x, ends_run)) {
    dsl_error(c, k->abil_off[m[i]], "%s: a mode that may end the effect early comes last here", k->name);
    return;
  }
  int map[DSL_ABILITIES]; /* the effects of the second mode that read its targets: their renumbered copies */
  for (int e = 0; e < DSL_ABILITIES; e++)
    map[e] = -1;
  for (uint32_t pc = y->code; x->ntargets && pc < y->code + y->code_len && !c->failed; pc += (uint32_t)op_size(k->code + pc)) {
    int e = op_arg(k->code + pc);
    if (op_table[op_at(k->code + pc)].operands[0] != 'a' || map[e] >= 0 || !code_has(k, &k->abil[e], names_target))
      continue;
    if (k->abil[e].kind != ABIL_EFFECT) {
      dsl_error(c, k->abil_off[m[j]], "%s: a delayed ability that names a target, in a mode chosen after another with "
                "targets, isn't supported", k->name);
      return;
    }
    map[e] = renumbered_effect(c, e, x->ntargets);
  }
  pack_ability *a = cg_open_ability(c, ABIL_MODES, TRIG_NONE);
  memcpy(a->target, x->target, x->ntargets);
  memcpy(a->target + x->ntargets, y->target, y->ntargets);
  a->ntargets = (uint8_t)(x->ntargets + y->ntargets);
  a->upto = (uint8_t)(x->upto | y->upto << x->ntargets);
  a->flags = x->flags | y->flags;
  a->trig_arg = (uint16_t)(BIT(i) | BIT(j));
  append_code(c, x, 0, NULL);
  append_code(c, y, x->ntargets, map);
  cg_emit(c, OP_END, 0);
  k->open = -1;
}

/* the text of ABIL_MODES a of a compiled card: its modes' lines without their bullets, "... + ..." (its last line's
   text is known only once the card is read: the pack writer asks) */
void cg_modes_text(const cg_card *k, int a, char *out, size_t n)
{
  int m[DSL_ABILITIES], nm = printed_modes(k, m), len = 0;
  out[0] = '\0';
  for (int i = 0; i < nm && len >= 0 && (size_t)len < n; i++)
    if ((k->abil[a].trig_arg >> i) & 1) {
      const char *t = k->abil_text[m[i]];
      if (strncmp(t, "\xE2\x80\xA2 ", 4) == 0)
        t += 4;
      len += snprintf(out + len, n - (size_t)len, "%s%s", len ? " + " : "", t);
    }
}

/* 700.2, 601.2b: "Choose two —" offers each pair of its modes; "Choose one or both —" each mode and the pair */
void cg_modes_combine(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->modal != MODAL_TWO && k->modal != MODAL_ONE_OR_BOTH)
    return;
  int m[DSL_ABILITIES], n = printed_modes(k, m);
  for (int i = 0; i < n; i++)
    if (k->abil[m[i]].cost || k->abil[m[i]].x || k->abil[m[i]].cond)
      dsl_error(c, k->abil_off[m[i]], "%s: a mode chosen with another has no cost, X or condition of its own here",
                k->name);
  for (int i = 0; i < n && !c->failed; i++)
    for (int j = i + 1; j < n && !c->failed; j++)
      combine(c, m, i, j);
}
