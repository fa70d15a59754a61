/* spellcopygen.c: copies of spells (707.10) -- "copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies." */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* SPELLS_BEFORE how; COPY_SPELL flags -- "it" is the spell a cast trigger is about */
void cg_copy_spell(dsl_ctx *c, int how, int new_targets)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED || k->abil[k->open].trigger != TRIG_CAST_INSTANT_SORCERY)
    dsl_error(c, c->line_start, "%s: 'copy it' needs a 'Whenever you cast an instant or sorcery spell,' trigger", k->name);
  cg_emit(c, OP_SPELLS_BEFORE, how);
  cg_emit(c, OP_COPY_SPELL, new_targets);
  k->neffects++;
}
