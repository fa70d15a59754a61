/* tdmgen.c: code generation for Tarkir: Dragonstorm's mechanics -- renew's graveyard cost, delayed triggers, mobilize. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* "Exile this card from your graveyard" (601.2h): the ability works only while the card is in its owner's graveyard */
void cg_cost_exile_gy(dsl_ctx *c)
{
  cg_cost_bits(c, 0); /* opens the activated ability */
  cg_card *k = &c->cur;
  pack_ability *a = &k->abil[k->open];
  if (a->extra & PACK_EXTRA_EXILE_GY)
    dsl_error(c, c->line_start, "%s: the card is exiled once", k->name);
  a->extra |= PACK_EXTRA_EXILE_GY;
}

/* "Renew — {cost}: ...": the line's ability word labels the activated ability (207.2c); only renew's has one */
void cg_activated_word(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED)
    return;
  pack_ability *a = &k->abil[k->open];
  a->word = (uint8_t)k->word;
  if (k->word != AWORD_RENEW || !(a->extra & PACK_EXTRA_EXILE_GY))
    dsl_error(c, c->line_start, "%s: only renew labels an activated ability, and its cost exiles the card from your "
              "graveyard", k->name);
  k->word = AWORD_NONE;
}

/* "Sacrifice them at the beginning of the next end step." after the code that made them (begun with MARK): DELAY d, and
   the delayed triggered ability d (603.7), SAC_THEM; it closes the ability being written */
static void sacrifice_them_later(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_DELAY, k->nabil); /* the ability opened next */
  cg_ability_end(c);
  cg_open_ability(c, ABIL_TRIGGERED, TRIG_NEXT_END_STEP);
  cg_emit(c, OP_SAC_THEM, 0);
  cg_ability_end(c);
}

/* "Mobilize N" (702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
   tokens. Sacrifice them at the beginning of the next end step." */
void cg_mobilize(dsl_ctx *c, int n)
{
  if (n <= 0 || n > 20) {
    dsl_error(c, c->line_start, "'Mobilize N' takes a number from 1 to 20");
    return;
  }
  if (!(c->cur.rec.types & BIT(TYPE_CREATURE)))
    dsl_error(c, c->line_start, "%s: mobilize triggers when this creature attacks; this card is not a creature",
              c->cur.name);
  cg_trigger_begin(c, TRIG_ATTACKS);
  c->cur.abil[c->cur.open].extra |= PACK_EXTRA_MOBILIZE;
  cg_emit(c, OP_MARK, 0);
  if (cg_simple_token(c, SUB_WARRIOR, COLOR_RED, 1) < 0)
    return;
  cg_emit(c, OP_PUSH, n);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE_ATTACKING, 0);
  c->cur.neffects++;
  sacrifice_them_later(c);
}
