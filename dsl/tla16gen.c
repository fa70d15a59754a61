/* tla16gen.c: compiling the sentences of the tlacards 16 cards -- "<effect>. When you do," (603.12) after more actions. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* the last instruction written into the open ability, or -1 when it has none */
static int last_op(const dsl_ctx *c)
{
  const cg_card *k = &c->cur;
  if (k->open < 0)
    return -1;
  int last = -1;
  for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    last = op_at(k->code + pc);
  return last;
}

/* when_blight ::= effect PERIOD WHEN YOU DO COMMA (and "you may <effect>. When you do,"): the reflexive triggered ability
   (603.12, MARK; DELAY d) after
   - "mill four cards" (Yathan Roadwatcher): only if a card was milled (tdm12gen.c);
   - "you may tap it" (The Fire Nation Drill): MAY; SELF; TAP; DID; UNLESS 3 -- only if it was untapped and still on the
     battlefield (701.26a: a tapped permanent can't be tapped);
   - "put a quest counter on this enchantment" (Earthbender Ascension): COUNTERS; DID; UNLESS 3 -- only if a counter was
     put (gone from the battlefield, none is);
   - "you may exile it" (Sandbender Scavengers' dies trigger): MAY; GY_RETURN_SELF GYTO_EXILE; DID; UNLESS 3 -- only if
     the card was still in the graveyard (400.7);
   - "Earthbend 2." (Earth Rumble): always, once the ability gets that far (its land is a target: illegal, and the spell
     doesn't resolve, 608.2b) */
void cg_when_you_do(dsl_ctx *c)
{
  int op = last_op(c);
  if (op == OP_MILL) {
    cg_mill_when_you_do(c);
    return;
  }
  if ((op == OP_TAP && c->cur.code_len >= 3 && c->cur.code[c->cur.code_len - 2] == OP_SELF &&
       c->cur.code[c->cur.code_len - 3] == OP_MAY) || op == OP_COUNTERS ||
      op == OP_GY_RETURN_SELF) { /* tlacards 19: "you may exile it" -- only if the card was still there to exile */
    cg_emit(c, OP_DID, 0);
    cg_emit(c, OP_UNLESS, 3); /* MARK, DELAY d */
  } else if (op != OP_EARTHBEND) {
    dsl_error(c, c->line_start, "%s: '<effect>. When you do,' follows 'mill N cards', 'you may tap it', counters or 'earthbend N' here",
              c->cur.name);
    return;
  }
  cg_reflexive_open(c);
}

/* "you may tap it" (MAY; SELF; TAP; printed "it": PACK_WORD2_IT) */
void cg_may_tap_self(dsl_ctx *c)
{
  cg_may(c);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TAP, 0);
  cg_wording2(c, PACK_WORD2_IT);
  c->cur.neffects++;
}

/* "target creature with power 3 or less" (the Omens), "... 4 or less" (The Fire Nation Drill): targets.def's two phrases */
int cg_target_power_less(dsl_ctx *c, dsl_tok at, int n)
{
  return n == 4 ? cg_target(c, TGT_CREATURE_POWER4_LESS, at) : cg_target_bound(c, at, n, TGT_CREATURE_POWER3, 3);
}

/* tlacards 18b: "If this spell was kicked, gain control of that creature until end of turn, untap it, and it gains haste
   until end of turn." (Jet's Brainwashing) -- the control effect is made already (jet_control); then TARGET i; UNTAP
   (printed "untap it") and the "it gains ..." effect, the three joined as one series (PACK_WORD3_SERIAL), all under the
   kicked sentence's UNLESS */
void cg_kicked_series(dsl_ctx *c)
{
  cg_untap_that(c);
  cg_ability_wording(c, PACK_WORD_UNTAP_IT);
  cg_join(c);
  cg_cont_effect(c, 0);
  cg_join(c);
  cg_wording3(c, PACK_WORD3_SERIAL);
  cg_if_end(c);
}
