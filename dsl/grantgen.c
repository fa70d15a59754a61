/* grantgen.c: threshold and granted abilities -- "as long as there are seven or more cards in your graveyard" as a
   static ability's condition, written before or after its effect, and a quoted triggered ability the card's own
   object has (613.1f): 'has "<ability>"' in a static ability, 'becomes ... with "<ability>"' in an effect. Either way
   the quoted text is compiled by a nested compiler into an ability of the card (PACK_ABF_GRANTED) that only its GRANT
   gives it: a static ability's right after that ability, an effect's after the card's continuous-effect abilities. */
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

static int is_filter(int op) { return (op >= OP_F_TYPE && op <= OP_F_ATTACHED) || OP_IS_LATE_FILTER(op); }

/* the condition said after the effect runs before it: its code moves to just after the subject's filters, where
   the printer sees it said last (a condition before the filters was said first) */
void cg_cond_after(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  if (!k->cond_at || c->failed)
    return;
  uint32_t from = k->cond_at - 1, at = 0, n = k->len - from;
  while (at < from && is_filter(k->code[at]))
    at += (uint32_t)op_size(k->code + at);
  uint8_t cond[DSL_CONT_CODE];
  memcpy(cond, k->code + from, n);
  memmove(k->code + at + n, k->code + at, from - at);
  memcpy(k->code + at, cond, n);
  k->cond_at = 0;
}

/* the quoted ability compiles as a creature card's one triggered ability without targets into a free slot of the
   card's granted abilities; returns the slot, or -1 after an error. With `mana`, one mana ability with only {T} and
   one mana to add ("{T}: Add one mana of any color.") is taken too: *mana is what it makes, and -1 is returned */
static int grant_text(dsl_ctx *c, const char *text, int len, uint32_t at, int *mana)
{
  cg_card *k = &c->cur;
  char src[DSL_TEXT + 2 * DSL_NAME];
  snprintf(src, sizeof src, "card \"%.*s (granted)\"\nCreature\n%.*s\n0/0\n", DSL_NAME - 12, k->name, len, text);
  dsl_ctx sub;
  dsl_init(&sub, c->diag);
  dsl_compile_text(&sub, "(the quoted ability)", c->set, src);
  const cg_card *g = sub.ncards ? &sub.cards[0] : NULL;
  int slot = -1;
  if (mana && !sub.errors && g && g->nabil == 1 && g->abil[0].kind == ABIL_MANA && g->abil[0].mana_amount <= 1 &&
      !card_keywords(&g->rec))
    *mana = g->abil[0].mana;
  else if (mana && !sub.errors && g && g->nabil == 1 && g->abil[0].kind == ABIL_MANA && !card_keywords(&g->rec) &&
           g->abil[0].mana_amount == (MANA_ONE_COLOR | 2) && g->abil[0].mana == (1 << COLOR__COUNT) - 1)
    *mana = g->abil[0].mana | GRANTED_TWO_ONE; /* lead: "{T}: Add two mana of any one color." (New Horizons) */
  else if (sub.errors || !g || g->nabil != 1 || g->abil[0].kind != ABIL_TRIGGERED || g->ntokens || g->abil[0].ntargets ||
      g->abil[0].code_len > sizeof k->granted[0].code)
    dsl_error(c, at, "%s: the quoted ability must compile as one triggered ability without targets%s (see above)",
              k->name, mana ? " or one mana ability, '{T}: Add one mana of any color.' or '{T}: Add {G}.'" : "");
  else if (!mana) { /* a triggered ability, where one may be granted */
    slot = k->ngranted++;
    k->granted[slot].a = g->abil[0];
    k->granted[slot].len = g->abil[0].code_len;
    memcpy(k->granted[slot].code, g->code + g->abil[0].code, k->granted[slot].len);
    snprintf(k->granted[slot].text, sizeof k->granted[slot].text, "%.*s", len, text);
  }
  dsl_free(&sub);
  return slot;
}

static int grant_compile(dsl_ctx *c, dsl_tok quoted, int *mana)
{
  return grant_text(c, c->src + quoted.off + 1, (int)quoted.len - 2, quoted.off, mana);
}

/* tlacards 13: "This creature has firebending 2 as long as ..." (Fire Nation Cadets) -- the keyword's triggered ability
   (702.189a) granted to the card itself as a quoted ability would be: a slot compiled from "Firebending N" */
void cg_pred_grant_firebending(dsl_ctx *c, dsl_tok num)
{
  cg_card *k = &c->cur;
  char text[32];
  int len = snprintf(text, sizeof text, "Firebending %.*s", (int)num.len, c->src + num.off);
  if (k->cont.subject != CG_SUBJ_SELF || k->static_grant || k->ngranted >= DSL_GRANTED) {
    dsl_error(c, num.off, "%s: only the card itself can have firebending here, once per static ability", k->name);
    return;
  }
  int slot = grant_text(c, text, len, num.off, NULL);
  if (slot < 0)
    return;
  k->static_grant = slot + 1;
  cg_pred(c, OP_GRANT, 0);
}

/* 'has "<ability>"' in a static ability: a mana ability ('Lands you control have "{T}: Add one mana of any color."',
   Chromatic Lantern) is ADD_MANA, given in layer 6 to each object of the set; a triggered ability is the card's own
   (only the card itself has one, one per static ability), kept until the static ability ends (cg_grant_append), which
   patches GRANT's operand */
void cg_pred_grant(dsl_ctx *c, dsl_tok quoted)
{
  cg_card *k = &c->cur;
  int mana = -1, self = k->cont.subject == CG_SUBJ_SELF && !k->static_grant && k->ngranted < DSL_GRANTED;
  int slot = grant_compile(c, quoted, self ? NULL : &mana);
  if (!self && mana >= 0) {
    cg_pred(c, OP_ADD_MANA, mana);
    return;
  }
  if (!self) {
    if (!c->failed)
      dsl_error(c, quoted.off, "%s: only the card itself can have a quoted ability here, one per static ability",
                k->name);
    cg_pred(c, OP_GRANT, 0);
    return;
  }
  k->static_grant = slot + 1;
  cg_pred(c, OP_GRANT, 0);
}

/* 'becomes a 3/3 ... creature with "Whenever this creature attacks, ..."' in an effect: GRANT names the slot, which
   cg_effect_abilities turns into the ability's index */
void cg_grant(dsl_ctx *c, dsl_tok quoted)
{
  cg_card *k = &c->cur;
  if (k->cont.subject != CG_SUBJ_SELF || k->ngranted >= DSL_GRANTED) {
    dsl_error(c, quoted.off, "%s: a quoted ability is granted here only by an effect of the card on itself (twice at most)",
              k->name);
    return;
  }
  int slot = grant_compile(c, quoted, NULL);
  if (slot >= 0)
    cg_pred(c, OP_GRANT, slot);
}

/* the granted ability in slot becomes the card's next ability (PACK_ABF_GRANTED), with its own text */
void cg_grant_emit(dsl_ctx *c, int slot)
{
  cg_card *k = &c->cur;
  pack_ability g = k->granted[slot].a;
  cg_open_ability(c, ABIL_TRIGGERED, g.trigger);
  int at = k->open;
  for (uint32_t pc = 0; pc < k->granted[slot].len;) {
    const uint8_t *code = k->granted[slot].code;
    int op = op_at(code + pc), len = op_length(op);
    cg_emit(c, op, op_arg(code + pc));
    pc += (uint32_t)len;
  }
  pack_ability *a = &k->abil[at];
  uint32_t at_code = a->code, code_len = a->code_len;
  *a = g;
  a->code = at_code;
  a->code_len = code_len;
  a->flags |= PACK_ABF_GRANTED;
  _Static_assert(sizeof k->abil_text[0] == sizeof k->granted[0].text, "a granted ability's text is its line");
  if (at >= 0 && at < DSL_ABILITIES)
    memcpy(k->abil_text[at], k->granted[slot].text, sizeof k->abil_text[at]);
  k->open = -1;
}

/* a static line with no period after it: the quoted ability must be its last words ('... has "...creature."') */
void cg_quote_last(dsl_ctx *c)
{
  cg_cont *k = &c->cur.cont;
  uint32_t last = 0;
  for (uint32_t pc = 0; pc < k->len; pc += (uint32_t)op_size(k->code + pc))
    last = pc;
  if (!k->len || k->code[last] != OP_GRANT)
    dsl_error(c, k->off, "%s: expected '.' at the end of the line", c->cur.name);
}

/* after the static ability that grants it: the quoted ability becomes the card's next ability, and the GRANT in the
   static ability's code names it; its slot is free again */
void cg_grant_append(dsl_ctx *c, int static_abil)
{
  cg_card *k = &c->cur;
  int slot = k->static_grant - 1;
  k->static_grant = 0;
  if (slot < 0 || c->failed)
    return;
  const pack_ability *s = &k->abil[static_abil];
  for (uint32_t pc = s->code; pc < s->code + s->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (k->code[pc] == OP_GRANT)
      k->code[pc + 1] = (uint8_t)k->nabil;
  cg_grant_emit(c, slot);
  k->ngranted = slot; /* the last slot taken */
}
