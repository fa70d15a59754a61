/* tdmgen.c: code generation for Tarkir: Dragonstorm's mechanics -- renew's graveyard cost, delayed triggers, mobilize. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Exile this card from your graveyard" (601.2h): the ability works only while the card is in its owner's graveyard */
void cg_cost_exile_gy(dsl_ctx *c)
{
  cg_cost_bits(c, 0); /* opens the activated ability */
  cg_card *k = &c->cur;
  pack_ability *a = &k->abil[k->open];
  if (a->xcost & PACK_XCOST_EXILE_GY)
    dsl_error(c, c->line_start, "%s: the card is exiled once", k->name);
  a->xcost |= PACK_XCOST_EXILE_GY;
}

/* "Renew — {cost}: ...": the line's ability word labels the activated ability (207.2c); only renew's has one */
void cg_activated_word(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED)
    return;
  pack_ability *a = &k->abil[k->open];
  a->word = (uint8_t)k->word;
  if (k->word != AWORD_RENEW || !(a->xcost & PACK_XCOST_EXILE_GY))
    dsl_error(c, c->line_start, "%s: only renew labels an activated ability, and its cost exiles the card from your "
              "graveyard", k->name);
  k->word = AWORD_NONE;
}
