/* vividgen.c: Lorwyn Eclipsed's Vivid in the card language -- "X, where X is the number of colors among permanents you
   control", "... equal to the number of colors among permanents you control" and the power that counts them (COLORS). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "<sentence with X>, where X is the number of colors among permanents you control.": each XVAL the open ability's code
   holds becomes COLORS (one byte each, so no offset moves); a card with {X} in its cost has its own X (107.3a) */
void cg_vivid_x(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  int n = 0;
  if (k->rec.x)
    dsl_error(c, c->line_start, "%s: 'where X is ...' on a card whose cost has {X}", k->name);
  if (k->open >= 0)
    for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
      if (k->code[pc] == OP_XVAL) {
        k->code[pc] = OP_COLORS;
        n++;
      }
  if (!n)
    dsl_error(c, c->line_start, "%s: 'where X is the number of colors ...' needs X in the sentence", k->name);
}

/* "you gain life equal to ...", "draw cards equal to ...": COLORS; YOU; GAIN_LIFE or DRAW, written "equal to" */
void cg_vivid_equal(dsl_ctx *c, int op)
{
  cg_emit(c, OP_COLORS, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, op, 0);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].extra |= PACK_EXTRA_EQUAL_TO;
  c->cur.neffects++;
}

/* "Squawkroaster's power is equal to <count>." (604.3: a characteristic-defining power; the toughness stays the printed
   one): <count>; PUSH toughness; F_SELF; SET_PT_CDA -- no DUP, and the PUSH filled in from the P/T line at the card's
   end (cg_vivid_card_end) */
void cg_cda_power(dsl_ctx *c)
{
  cg_count(c, OP_PUSH, 0);
  cg_count(c, OP_F_SELF, 0);
  cg_count(c, OP_SET_PT_CDA, 0);
  c->cur.cont.subject = CG_SUBJ_CDA;
  c->cur.cont.flags |= PACK_ABF_CDA; /* its star power is checked at the card end (codegen.c) */
}

/* the code of a power-only characteristic-defining ability (no DUP before SET_PT_CDA), or 0 */
int cg_cda_power_only(const uint8_t *code, uint32_t len)
{
  int cda = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    if (code[pc] == OP_DUP)
      return 0;
    cda |= code[pc] == OP_SET_PT_CDA;
  }
  return cda;
}

/* the card's P/T line is read: a power-only CDA's PUSH gets the printed toughness (a star power, N toughness) */
void cg_vivid_card_end(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  for (int i = 0; i < k->nabil; i++) {
    pack_ability *a = &k->abil[i];
    if (!(a->flags & PACK_ABF_CDA) || !cg_cda_power_only(k->code + a->code, a->code_len))
      continue;
    if ((k->rec.pt_flags & PACK_PT_STAR_TOUGHNESS) || !(k->rec.pt_flags & PACK_PT_STAR_POWER))
      dsl_error(c, k->abil_off[i], "%s: a characteristic-defining power goes with a */N line", k->name);
    for (uint32_t pc = a->code; pc < a->code + a->code_len; pc += (uint32_t)op_size(k->code + pc))
      if (k->code[pc] == OP_PUSH) {
        k->code[pc + 1] = (uint8_t)(k->rec.toughness & 0xFF);
        k->code[pc + 2] = (uint8_t)((k->rec.toughness >> 8) & 0xFF);
        break;
      }
  }
}
