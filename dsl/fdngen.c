/* fdngen.c: FDN phrases -- "this creature or another creature you control dies", "a nontoken creature you control dies". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* "Whenever this creature or another [Vampire] creature you control dies," (603.6c, 603.10a): CREATURE_DIES, the source
   too whatever its types (PACK_WORD2_OR_THIS); w: the creature type, or empty for any creature */
void cg_trigger_or_this(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CREATURE_DIES);
  if (w.len)
    cg_trigger_subtype(c, w, 0);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_OR_THIS;
}

/* "Whenever a Goblin creature you control dies," / "Whenever a nontoken creature you control dies," (111.1: a token's
   dying doesn't trigger it, PACK_WORD2_NONTOKEN) */
void cg_trigger_dies_word(dsl_ctx *c, dsl_tok w)
{
  if (w.len == 8 && strncasecmp(c->src + w.off, "nontoken", 8) == 0) {
    if (c->cur.open >= 0)
      c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_NONTOKEN;
    return;
  }
  cg_trigger_subtype(c, w, 0);
}
