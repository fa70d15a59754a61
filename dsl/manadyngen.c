/* manadyngen.c: mana abilities whose amount is counted as they are used (605.1a) -- "Add {G} for each Elf you control.", "Add an amount of {G} equal to this creature's power.", "Add {G}. If you control a creature with power 4 or greater, add {G}{G} instead." -- compiled to pack_ability.mana_amount MANA_DYN_*, or all of one color ("Add three mana of any one color.", MANA_ONE_COLOR), and printed back. */
#include "dsl.h"
#include "types.h"
#include <strings.h>

static pack_ability *open_ability(dsl_ctx *c) { return c->cur.open >= 0 ? &c->cur.abil[c->cur.open] : NULL; }

/* the ability adds one symbol, once, so far: what a counted amount multiplies */
static pack_ability *one_symbol(dsl_ctx *c)
{
  pack_ability *a = open_ability(c);
  if (a && __builtin_popcount(a->mana) == 1 && a->mana_amount <= 1)
    return a;
  dsl_error(c, c->line_start, "%s: a counted amount of mana is of one symbol ('Add {G} for each ...')", c->cur.name);
  return NULL;
}

/* "Add {G} for each Elf you control." (MANA_DYN_SUB, trig_arg 1 + the subtype) */
void cg_mana_dyn_sub(dsl_ctx *c, dsl_tok sub)
{
  pack_ability *a = one_symbol(c);
  int id = cg_subtype(c, sub);
  if (!a || id < 0)
    return;
  a->mana_amount = MANA_DYN_SUB;
  a->trig_arg = (uint16_t)(id + 1);
}

/* "Add an amount of {G} equal to this creature's power." (MANA_DYN_POWER: its power as it is used) */
void cg_mana_dyn_power(dsl_ctx *c, dsl_tok amount, dsl_tok sym, dsl_tok self)
{
  cg_word_must(c, amount, "amount");
  cg_word_must(c, self, "creature's");
  cg_mana_add(c, sym);
  pack_ability *a = one_symbol(c);
  if (a)
    a->mana_amount = MANA_DYN_POWER;
}

/* "Add {G}. If you control a creature with power 4 or greater, add {G}{G} instead." (MANA_DYN_POWER4: the same symbol) */
void cg_mana_dyn_power4(dsl_ctx *c, int power, dsl_tok sym1, dsl_tok sym2)
{
  pack_ability *a = one_symbol(c);
  if (!a)
    return;
  if (power != 4 || cg_mana_kind(c, sym1) < 0 || BIT(cg_mana_kind(c, sym1)) != a->mana ||
      cg_mana_kind(c, sym2) != cg_mana_kind(c, sym1)) {
    dsl_error(c, sym1.off, "%s: 'If you control a creature with power 4 or greater, add {G}{G} instead.' -- power 4, twice "
              "the symbol it adds otherwise", c->cur.name);
    return;
  }
  a->mana_amount = MANA_DYN_POWER4;
}

/* the text of a counted mana ability after its cost */
void dsl_render_mana_dyn(FILE *dest, const pack_ability *a)
{
  char sym = "WUBRGC"[a->mana_first ? a->mana_first - 1 : 0];
  if (a->mana_amount == MANA_DYN_SUB)
    fprintf(dest, "Add {%c} for each %s you control.", sym, type_sub_names[a->trig_arg - 1]);
  else if (a->mana_amount == MANA_DYN_POWER)
    fprintf(dest, "Add an amount of {%c} equal to this creature's power.", sym);
  else if (a->mana_amount == (MANA_DYN_SHARED | MANA_ONE_COLOR))
    fputs("Add X mana of any one color, where X is the greatest number of creatures you control that have a creature type in "
          "common.", dest);
  else
    fprintf(dest, "Add {%c}. If you control a creature with power 4 or greater, add {%c}{%c} instead.", sym, sym, sym);
}

/* lead: "Add three mana of any one color." (106.1a: one color chosen for all of it; MANA_ONE_COLOR | 2 or 3) */
void cg_mana_one_color(dsl_ctx *c, dsl_tok n, dsl_tok one)
{
  pack_ability *a = open_ability(c);
  int k = cg_number(c, n);
  if (one.len != 3 || strncasecmp(c->src + one.off, "one", 3) != 0 || k < 2 || k > 3 || !a) {
    dsl_error(c, n.off, "%s: 'two' or 'three' mana of any one color", c->cur.name);
    return;
  }
  a->mana |= (uint8_t)((1u << COLOR__COUNT) - 1);
  a->mana_amount = (uint8_t)(MANA_ONE_COLOR | k);
}

/* lead: "Add X mana of any one color, where X is the greatest number of creatures you control that have a creature type
   in common." (White Lotus Tile: MANA_DYN_SHARED | MANA_ONE_COLOR) */
void cg_mana_dyn_shared(dsl_ctx *c, dsl_tok one, dsl_tok greatest, dsl_tok common)
{
  pack_ability *a = open_ability(c);
  cg_word_must(c, greatest, "greatest");
  cg_word_must(c, common, "common");
  if (one.len != 3 || strncasecmp(c->src + one.off, "one", 3) != 0 || !a) {
    dsl_error(c, one.off, "%s: 'X mana of any one color'", c->cur.name);
    return;
  }
  a->mana |= (uint8_t)((1u << COLOR__COUNT) - 1);
  a->mana_amount = MANA_DYN_SHARED | MANA_ONE_COLOR;
}
