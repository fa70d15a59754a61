/* fdn7gen.c: more FDN phrases (fdncards 7) -- "a Vampire you control dies", "a noncreature or Dragon spell", ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <stdio.h>
#include <strings.h>

/* Crossway Troublemakers: "Whenever a Vampire you control dies," (603.6c, 603.10a) -- CREATURE_DIES with the creature
   type in trig_arg, as "a Goblin creature you control dies" but printed without "creature" (PACK_WORD3_NO_CREATURE) */
void cg_trigger_sub_dies(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CREATURE_DIES);
  cg_trigger_subtype(c, w, 0);
  cg_wording3(c, PACK_WORD3_NO_CREATURE);
}

/* Firespitter Whelp: "Whenever you cast a noncreature or Dragon spell," (601.2i) -- CAST_NONCREATURE_OR, as "a
   noncreature spell or a Dragon spell", printed so (PACK_WORD3_OR_SUB) */
void cg_trigger_noncreature_or(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CAST_NONCREATURE_OR);
  cg_trigger_subtype(c, w, 0);
  cg_wording3(c, PACK_WORD3_OR_SUB);
}

/* Twinblade Paladin, Angel of Vitality: "as long as you have 25 or more life" (a static ability's condition, 611.3a):
   YOU; LIFE; PUSH n; AT_LEAST; REQUIRE */
void cg_cond_life_at_least(dsl_ctx *c, dsl_tok n)
{
  int k = cg_number(c, n);
  if (k < 1 || k > 99)
    dsl_error(c, n.off, "'you have N or more life' takes N from 1 to 99");
  cg_count(c, OP_YOU, 0);
  cg_count(c, OP_LIFE, 0);
  cg_count(c, OP_PUSH, k);
  cg_count(c, OP_AT_LEAST, 0);
  cg_count(c, OP_REQUIRE, 0);
}
