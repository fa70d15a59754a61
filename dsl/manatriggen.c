/* manatriggen.c: triggered mana abilities (605.1b) -- "Whenever you tap a creature for mana, add an additional {G}." --
   compiled to ABIL_MANA_TRIG (src/manatrig.c lists their mana with the source tapped). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* line ::= WHENEVER YOU TAPW A CREATURE FOR MANAW COMMA ADD AN ADDITIONAL MANA(M) PERIOD -- Badgermole Cub */
void cg_mana_trig_creature(dsl_ctx *c, dsl_tok sym)
{
  int k = cg_mana_kind(c, sym);
  if (k < 0)
    dsl_error(c, sym.off, "a triggered mana ability adds {W}, {U}, {B}, {R}, {G} or {C}");
  pack_ability *a = cg_open_ability(c, ABIL_MANA_TRIG, TRIG_NONE);
  a->trig_arg = MTRIG_YOU_CREATURE;
  a->mana = (uint8_t)(k < 0 ? BIT(MANA_G) : BIT(k));
  cg_ability_end(c);
}

/* line ::= WHENEVER A PLAYER WORD(T) A WORD(B) LAND FOR MANAW COMMA THAT PLAYER WORD(A) NUMWORD(O) MANAW OF ANY TYPE
   THAT LAND WORD(P) PERIOD -- Lavaleaper: "taps a basic land", "adds one mana", "that land produced" */
void cg_mana_trig_basic(dsl_ctx *c, dsl_tok taps, dsl_tok basic, dsl_tok adds, dsl_tok one, dsl_tok produced)
{
  cg_word_must(c, taps, "taps");
  cg_word_must(c, basic, "basic");
  cg_word_must(c, adds, "adds");
  cg_word_must(c, one, "one");
  cg_word_must(c, produced, "produced");
  pack_ability *a = cg_open_ability(c, ABIL_MANA_TRIG, TRIG_NONE);
  a->trig_arg = MTRIG_BASIC_LAND;
  cg_ability_end(c);
}

/* line ::= WHENEVER ENCHANTED LAND IS TAPPED FOR MANAW COMMA ITS CONTROLLER WORD(A) AN ADDITIONAL NUMWORD(O) MANAW OF
   THE CHOSEN COLOR PERIOD -- Shimmerwilds Growth: the color chosen as the Aura entered (614.12) */
void cg_mana_trig_enchanted(dsl_ctx *c, dsl_tok adds, dsl_tok one)
{
  cg_word_must(c, adds, "adds");
  cg_word_must(c, one, "one");
  cg_need_choice(c, CHOICE_COLOR);
  pack_ability *a = cg_open_ability(c, ABIL_MANA_TRIG, TRIG_NONE);
  a->trig_arg = MTRIG_ENCHANTED_LAND;
  cg_ability_end(c);
}
