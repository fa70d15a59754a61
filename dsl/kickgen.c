/* kickgen.c: kicker (702.33) -- "Kicker {1}{U}", "If this spell was kicked, ..." and "... deals 4 damage instead". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* the costs just read (an open activated ability) become the card's mana-only cost ability of kind `kind`, once per
   card (kicker, harmonize); `twice` and `mana` are the diagnostics, each with the card name's %s; NULL if none is open */
pack_ability *cg_cost_ability(dsl_ctx *c, int kind, const char *twice, const char *mana)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || c->failed)
    return NULL;
  pack_ability *a = &k->abil[k->open];
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == kind)
      dsl_error(c, k->abil_off[k->open], twice, k->name);
  if (a->cost)
    dsl_error(c, k->abil_off[k->open], mana, k->name);
  return a;
}

/* "Kicker {2}{W}": the costs just read become the card's kicker ability; mana only, once per card */
void cg_kicker(dsl_ctx *c)
{
  pack_ability *a = cg_cost_ability(c, ABIL_KICKER, "%s: a second kicker; the language keeps one kicker cost per card (702.33)",
                                    "%s: a kicker cost here is mana only, e.g. 'Kicker {1}{U}'");
  if (a)
    a->kind = ABIL_KICKER;
}

/* "If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost." (118.9):
   an alternative-cost ability, the color in its mana byte, code END; one per card */
void cg_alt_cost(dsl_ctx *c, dsl_tok color)
{
  cg_card *k = &c->cur;
  int col = cg_color_of(c, color);
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_ALT_COST)
      dsl_error(c, c->line_start, "%s: one alternative cost per card here", k->name);
  if (!(k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))))
    dsl_error(c, c->line_start, "%s: \"this spell's mana cost\": an instant or sorcery here", k->name);
  pack_ability *a = cg_open_ability(c, ABIL_ALT_COST, TRIG_NONE);
  if (a && col >= 0)
    a->mana = (uint8_t)col;
  cg_ability_end(c);
}

/* "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." after "Counter
   target ... spell.": its COUNTER becomes COUNTER_EXILE */
void cg_counter_exile(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->code_len > 0 && k->code[k->code_len - 1] == OP_COUNTER)
    k->code[k->code_len - 1] = OP_COUNTER_EXILE;
  else
    dsl_error(c, c->line_start, "%s: 'countered this way' follows 'Counter target ... spell.'", k->name);
}

/* opens `n` bytes at offset `at` of the open ability's code and moves what follows, with the offsets that
   point into it; 0 if the code would outgrow the card's buffer */
int cg_make_room(dsl_ctx *c, uint32_t at, uint32_t n)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->code_len + n + 1 > sizeof k->code) {
    dsl_error(c, c->line_start, "%s: ability code too long", k->name);
    return 0;
  }
  memmove(k->code + at + n, k->code + at, k->code_len - at);
  k->code_len += n;
  k->abil[k->open].code_len += n;
  for (int i = 0; i < k->nfix; i++)
    if (k->fix[i].at >= at)
      k->fix[i].at += n;
  if (k->amount_at >= at)
    k->amount_at += n;
  for (int i = 0; i < k->neffix; i++)
    if (k->effix[i].at >= at)
      k->effix[i].at += n;
  return 1;
}

/* the stack may hold `extra` more values than the code generator counted at the insertion point */
static void deeper(dsl_ctx *c, int extra)
{
  pack_ability *a = &c->cur.abil[c->cur.open];
  if (a->max_stack < c->cur.depth + extra)
    a->max_stack = (uint8_t)(c->cur.depth + extra);
}

/* "If this spell was kicked, ": the sentence that follows starts here */
void cg_if_begin(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->if_open)
    dsl_error(c, c->line_start, "%s: one 'if this spell was kicked' at a time", k->name);
  k->if_at = k->code_len;
  k->if_open = 1;
}

/* the condition is on the operand stack already (PAYS, a count and AT_LEAST, ...): an UNLESS in front of the sentence
   that follows takes it (cg_if_end) */
void cg_if_on_stack(dsl_ctx *c)
{
  c->cur.depth--;
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* the conditional sentence is complete: KICKED; UNLESS its length -- in front of it */
void cg_if_end(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  uint32_t at = k->if_at, len = k->code_len - at;
  k->if_open = 0;
  if (c->failed || k->open < 0)
    return;
  if (len > 255) {
    dsl_error(c, c->line_start, "%s: the sentence after 'if' is too long", k->name);
    return;
  }
  if (k->if_op == CG_IF_ON_STACK) { /* "You may pay {G}. If you do,": PAYS left the condition */
    k->if_op = 0;
    if (!cg_make_room(c, at, 2))
      return;
    k->code[at] = OP_UNLESS;
    k->code[at + 1] = (uint8_t)len;
    return;
  }
  if (!cg_make_room(c, at, 3))
    return;
  k->code[at] = (uint8_t)(k->if_op ? k->if_op : OP_KICKED); /* "If this spell was kicked," or "If you do," */
  k->if_op = 0;
  k->code[at + 1] = OP_UNLESS;
  k->code[at + 2] = (uint8_t)len;
  deeper(c, 1);
}

/* "If this spell was kicked, it deals 4 damage instead.": the last damage sentence's amount becomes
   PUSH n; PUSH 4; KICKED; PICK */
void cg_kicked_amount(dsl_ctx *c, int amount)
{
  cg_card *k = &c->cur;
  k->if_open = 0;
  if (c->failed || k->open < 0)
    return;
  if (!k->amount_at || k->amount_at < k->abil[k->open].code) {
    dsl_error(c, c->line_start, "%s: '... instead' follows the sentence whose amount it changes (damage, token copies)",
              k->name);
    return;
  }
  uint32_t at = k->amount_at;
  if (!cg_make_room(c, at, 5))
    return;
  k->code[at] = OP_PUSH;
  k->code[at + 1] = (uint8_t)(amount & 0xFF);
  k->code[at + 2] = (uint8_t)((amount >> 8) & 0xFF);
  k->code[at + 3] = OP_KICKED;
  k->code[at + 4] = OP_PICK;
  deeper(c, 3);
}

/* at the card's end: "kicked" is said only by a card with a kicker cost (702.33d) */
void cg_check_kicker(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int kicker = 0, said = 0;
  for (int i = 0; i < k->nabil; i++) {
    const pack_ability *a = &k->abil[i];
    kicker |= a->kind == ABIL_KICKER || a->kind == ABIL_ADDL_COST; /* "this spell's additional cost was paid" */
    said |= a->cond == COND_KICKED;
    for (uint32_t pc = a->code; pc < a->code + a->code_len; pc += (uint32_t)op_size(k->code + pc))
      said |= k->code[pc] == OP_KICKED;
  }
  if (said && !kicker)
    dsl_error(c, k->off, "%s: 'kicked' is said, but the card has no kicker cost such as 'Kicker {2}' (702.33d)", k->name);
}

/* "Evoke {R/W}{R/W}" (702.74a): the costs just read become the card's alternative cost (ABIL_ALT_COST, PACK_ALT_EVOKE),
   mana only, once per card; a permanent card's (the permanent it becomes is sacrificed as it enters, src/evoke.c) */
void cg_evoke(dsl_ctx *c)
{
  pack_ability *a = cg_cost_ability(c, ABIL_ALT_COST, "%s: one alternative cost per card here",
                                    "%s: an evoke cost here is mana only, e.g. 'Evoke {R/W}{R/W}'");
  if (!a)
    return;
  if (c->cur.rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY)))
    dsl_error(c, c->line_start, "%s: evoke is a permanent card's (702.74a)", c->cur.name);
  if (a->x)
    dsl_error(c, c->line_start, "%s: an evoke cost here has no {X}", c->cur.name);
  a->kind = ABIL_ALT_COST;
  a->mana = PACK_ALT_EVOKE;
}

/* "if {W}{W} was spent to cast it," (601.2h; the Incarnations): two symbols of one color -- COND_SPENT_* */
void cg_trigger_cond_spent(dsl_ctx *c, dsl_tok a, dsl_tok b, dsl_tok spent)
{
  static const char sym[] = "WUBRG";
  cg_word_must(c, spent, "spent");
  const char *p = c->src + a.off;
  if (a.len != 3 || b.len != 3 || memcmp(p, c->src + b.off, 3) || !strchr(sym, p[1]) || !p[1]) {
    dsl_error(c, a.off, "%s: 'if {W}{W} was spent to cast it': two symbols of one color", c->cur.name);
    return;
  }
  cg_trigger_cond(c, COND_SPENT_WW + (int)(strchr(sym, p[1]) - sym));
}
