/* addlgen.c: Lorwyn Eclipsed's additional costs in the card language -- "As an additional cost to cast this spell, blight 2
   or pay {1}." / "..., you may blight 1." / "..., behold a Kithkin or pay {2}." (ABIL_ADDL_COST) and "If this spell's
   additional cost was paid, ..." (KICKED). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <ctype.h>

/* the generic mana of "{N}" (1 to 20), or -1 with an error */
static int generic_of(dsl_ctx *c, dsl_tok m)
{
  const char *s = c->src + m.off;
  int n = 0;
  for (uint32_t i = 1; m.len >= 3 && i + 1 < m.len && isdigit((unsigned char)s[i]); i++)
    n = n * 10 + (s[i] - '0');
  if (m.len < 3 || n < 1 || n > 20 || s[0] != '{' || !isdigit((unsigned char)s[m.len - 2])) {
    dsl_error(c, m.off, "'or pay' takes generic mana here, {1} to {20}");
    return -1;
  }
  return n;
}

/* the card's additional-cost ability, opened once; NULL after an error */
static pack_ability *addl_open(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_ADDL_COST) {
      dsl_error(c, c->line_start, "%s: one additional cost that blights or beholds per card", k->name);
      return NULL;
    }
  return cg_open_ability(c, ABIL_ADDL_COST, TRIG_NONE);
}

/* "blight N or pay {M}" (m a mana token) or "you may blight N" (m.len 0) */
void cg_addl_blight(dsl_ctx *c, int n, dsl_tok m)
{
  int generic = m.len ? generic_of(c, m) : 0;
  if (n < 1 || n > 20 || n == CG_X)
    dsl_error(c, c->line_start, "%s: blight a number from 1 to 20 here", c->cur.name);
  pack_ability *a = generic >= 0 && n >= 1 && n <= 20 ? addl_open(c) : NULL;
  if (!a)
    return;
  a->blight = (uint8_t)n;
  a->generic = (uint8_t)generic;
  cg_ability_end(c);
}

/* "behold a Kithkin or pay {2}" (the ECL keyword action: "To behold a Kithkin, choose a Kithkin you control or reveal a Kithkin card from
   your hand.") */
void cg_addl_behold(dsl_ctx *c, dsl_tok verb, dsl_tok type, dsl_tok m)
{
  cg_word_must(c, verb, "behold");
  int sub = cg_creature_type(c, type), generic = m.len ? generic_of(c, m) : 0; /* "you may behold a Dragon": none */
  pack_ability *a = sub >= 0 && generic >= 0 ? addl_open(c) : NULL;
  if (!a)
    return;
  a->trig_arg = (uint16_t)(sub + 1);
  a->generic = (uint8_t)generic;
  cg_ability_end(c);
}

/* tlacards 14: "pay {4} or sacrifice an artifact or creature" (Deadly Precision): PACK_ADDL_SAC -- "yes" sacrifices (a
   decision as the costs are paid, 601.2h), "no" pays the mana */
void cg_addl_pay_or_sac(dsl_ctx *c, dsl_tok m)
{
  int generic = generic_of(c, m);
  pack_ability *a = generic >= 0 ? addl_open(c) : NULL;
  if (!a)
    return;
  a->mana = PACK_ADDL_SAC;
  a->generic = (uint8_t)generic;
  cg_ability_end(c);
}

/* eclcards: "behold a Kithkin and exile it" (the Champions): required, no mana instead; the object is exiled (PACK_ADDL_EXILE) */
void cg_addl_behold_exile(dsl_ctx *c, dsl_tok verb, dsl_tok type)
{
  cg_word_must(c, verb, "behold");
  int sub = cg_creature_type(c, type);
  pack_ability *a = sub >= 0 ? addl_open(c) : NULL;
  if (!a)
    return;
  a->trig_arg = (uint16_t)(sub + 1);
  a->mana = PACK_ADDL_EXILE;
  cg_ability_end(c);
}

/* eclcards: "return the exiled card to its owner's hand" -- the card the card's "behold ... and exile it" exiled, from its
   "When this creature leaves the battlefield" trigger (607.2a): RETURN_LINKED */
void cg_return_linked(dsl_ctx *c, dsl_tok exiled)
{
  cg_word_must(c, exiled, "exiled");
  const cg_card *k = &c->cur;
  int linked = 0;
  for (int i = 0; i < k->nabil; i++)
    linked |= k->abil[i].kind == ABIL_ADDL_COST && (k->abil[i].mana & PACK_ADDL_EXILE);
  if (!linked || k->open < 0 || k->abil[k->open].trigger != TRIG_LEAVES)
    dsl_error(c, exiled.off, "%s: 'the exiled card' is the one 'behold ... and exile it' exiled, returned by a 'When this "
              "creature leaves the battlefield' trigger (607.2a)", k->name);
  cg_emit(c, OP_RETURN_LINKED, 0);
  c->cur.neffects++;
}

/* eclcards: "you may tap another untapped creature you control" (sub empty) or "... Merfolk you control": TAP_MAY 0 or
   1 + the subtype */
void cg_may_tap(dsl_ctx *c, dsl_tok sub)
{
  int id = sub.len ? cg_creature_type(c, sub) : -1;
  if (sub.len && id < 0)
    return;
  cg_emit(c, OP_TAP_MAY, id + 1);
  c->cur.neffects++;
}

/* "If a Dragon was beheld, " (the Exhales): the card's "you may behold a Dragon" was paid -- KICKED; UNLESS n */
void cg_addl_beheld(dsl_ctx *c, dsl_tok type, dsl_tok beheld)
{
  cg_word_must(c, beheld, "beheld");
  const cg_card *k = &c->cur;
  int sub = cg_creature_type(c, type), ok = 0;
  for (int i = 0; i < k->nabil; i++)
    ok |= k->abil[i].kind == ABIL_ADDL_COST && !k->abil[i].generic && k->abil[i].trig_arg == sub + 1;
  if (sub >= 0 && !ok)
    dsl_error(c, type.off, "%s: 'If a %.*s was beheld' needs 'you may behold a %.*s' as its additional cost", k->name,
              (int)type.len, c->src + type.off, (int)type.len, c->src + type.off);
  cg_if_begin(c);
}

/* "If this spell's additional cost was paid, " -- the kicker's condition (KICKED; UNLESS n) */
void cg_addl_paid(dsl_ctx *c, dsl_tok paid)
{
  cg_word_must(c, paid, "paid");
  cg_if_begin(c);
}
