/* costgen.c: what spells cost (601.2f) -- "Goblin spells you cast cost {1} less to cast." compiles to a static ability
   SPELLS_SUBTYPE Goblin; PUSH 1; COST_LESS 0 -- flash for every spell (702.8a: FLASH_ALL), and "two or more basic
   lands" in "enters tapped unless" (CONTROL_LAND_SUPER basic; PUSH 2; AT_LEAST). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

void cg_cost_begin(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_STATIC, TRIG_NONE);
  c->cur.cost_who = 0;
}

/* "Goblin spells" (the singular subtype name, as Oracle writes it before "spells") */
void cg_cost_subtype(dsl_ctx *c, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (id >= 0)
    cg_emit(c, OP_SPELLS_SUBTYPE, id);
}

void cg_cost_type(dsl_ctx *c, int type) { cg_emit(c, OP_SPELLS_TYPE, type); }

/* "... cost {2} more to cast." / "... less to cast.": the amount is a generic mana symbol */
void cg_cost_change(dsl_ctx *c, dsl_tok mana, int op)
{
  const char *s = c->src + mana.off;
  int n = 0, digits = 0;
  for (uint32_t i = 1; i + 1 < mana.len && s[i] >= '0' && s[i] <= '9'; i++, digits++)
    n = n > 1000 ? n : n * 10 + (s[i] - '0'); /* a long number is too large: no overflow (the fuzzer's {4444...1}) */
  if (digits == 0 || digits + 2 != (int)mana.len || n < 1 || n > 20) {
    dsl_error(c, mana.off, "a cost changes by generic mana, {1} to {20}: not '%.*s'", (int)mana.len, s);
    return;
  }
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, op, c->cur.cost_who);
  cg_ability_end(c);
}

/* eclcards 10: "Creature spells you cast have convoke." (702.51a): no cost change, the spells may be convoked */
void cg_spells_convoke(dsl_ctx *c)
{
  cg_emit(c, OP_SPELLS_CONVOKE, c->cur.cost_who);
  cg_ability_end(c);
}

/* tdmcards 20: "You may cast Dragon spells without paying their mana costs." (Dracogenesis; 118.9): SPELLS_SUBTYPE s;
   SPELLS_FREE 0 -- an alternative cost its player may choose as they cast such a spell */
void cg_spells_free(dsl_ctx *c, dsl_tok paying, dsl_tok costs)
{
  cg_word_must(c, paying, "paying");
  cg_word_must(c, costs, "costs");
  cg_emit(c, OP_SPELLS_FREE, 0);
  cg_ability_end(c);
}

void cg_flash_all(dsl_ctx *c, dsl_tok kw)
{
  if (kw.len != 5 || strncasecmp(c->src + kw.off, "flash", 5) != 0) {
    dsl_error(c, kw.off, "expected 'flash' after 'as though they had'");
    return;
  }
  cg_open_ability(c, ABIL_STATIC, TRIG_NONE);
  cg_emit(c, OP_FLASH_ALL, 0);
  cg_ability_end(c);
}

/* "You may cast sorcery spells and Dragon spells as though they had flash." (702.8a): the subtype the operand */
void cg_flash_sorcery_and(dsl_ctx *c, dsl_tok sub, dsl_tok kw)
{
  int id = type_sub_find(c->src + sub.off, (int)sub.len);
  if (kw.len != 5 || strncasecmp(c->src + kw.off, "flash", 5) != 0 || id < 0) {
    dsl_error(c, sub.off, "expected 'sorcery spells and <subtype> spells as though they had flash'");
    return;
  }
  cg_open_ability(c, ABIL_STATIC, TRIG_NONE);
  cg_emit(c, OP_FLASH_SORCERY_AND, id);
  cg_ability_end(c);
}

/* "two or more basic lands": the lands of a supertype counted, at least n of them */
void cg_unless_at_least(dsl_ctx *c, dsl_tok n, dsl_tok w, dsl_tok lands)
{
  int id = type_super_find(c->src + w.off, (int)w.len), k = cg_number(c, n);
  if (id < 0)
    dsl_error(c, w.off, "unknown supertype '%.*s'", (int)w.len, c->src + w.off);
  else if (lands.len != 5 || strncasecmp(c->src + lands.off, "lands", 5) != 0)
    dsl_error(c, lands.off, "expected 'lands' after '%.*s'", (int)w.len, c->src + w.off);
  else if (c->cur.unless_n++ > 0)
    dsl_error(c, n.off, "\"N or more\" stands alone after 'unless you control'");
  else if (k < 2)
    dsl_error(c, n.off, "\"N or more\" counts two or more");
  else {
    cg_emit(c, OP_CONTROL_LAND_SUPER, id); /* the count, then at least n (AT_LEAST pops both) */
    cg_emit(c, OP_PUSH, k);
    cg_emit(c, OP_AT_LEAST, 0);
  }
}
