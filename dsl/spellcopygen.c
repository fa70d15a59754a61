/* spellcopygen.c: copies (707) -- of spells, "copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies." (707.10), and of permanents until end of turn, "Each other creature becomes a copy of target nonlegendary creature until end of turn." */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* TARGET i; BECOME_COPY 1 -- "Each other creature becomes a copy of target ... until end of turn." (707.2): the
   subject is the set the effect locks in as it resolves (611.2c), "each other creature" only */
void cg_become_copy(dsl_ctx *c, int target)
{
  const cg_cont *k = &c->cur.cont;
  int ok = k->subject == CG_SUBJ_SET && k->len == 3 && k->code[0] == OP_F_OTHER && k->code[1] == OP_F_TYPE &&
           k->code[2] == TYPE_CREATURE;
  if (!ok)
    dsl_error(c, c->line_start, "%s: 'becomes a copy of ... until end of turn' is said of 'each other creature' only",
              c->cur.name);
  cg_cont_reset(c);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_BECOME_COPY, 1);
  c->cur.neffects++;
}

/* TARGET i; BECOME_COPY_OF -- "Target creature becomes a copy of that creature until end of turn." after "Choose a
   nonlegendary creature on the battlefield." (CHOOSE_COPIED, the sentence before: the creature on the stack) */
void cg_become_copy_chosen(dsl_ctx *c)
{
  const cg_cont *k = &c->cur.cont;
  int t = k->target;
  if (k->subject != CG_SUBJ_TARGET || k->len != 0 || c->cur.code_len == 0 ||
      c->cur.code[c->cur.code_len - 1] != OP_CHOOSE_COPIED)
    dsl_error(c, c->line_start, "%s: 'becomes a copy of that creature' is said of a target, right after 'Choose a "
              "nonlegendary creature on the battlefield.'", c->cur.name);
  cg_cont_reset(c);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_BECOME_COPY_OF, 0);
  c->cur.neffects++;
}

/* TARGET i; BECOME_COPY_EXCEPT -- "<self> becomes a copy of target land, except it has this ability." (707.9b): an
   activated ability of the card itself */
void cg_become_copy_except(dsl_ctx *c, int target)
{
  const cg_card *k = &c->cur;
  if (k->cont.subject != CG_SUBJ_SELF || k->cont.len != 1 || k->cont.code[0] != OP_F_SELF || k->open < 0 ||
      k->abil[k->open].kind != ABIL_ACTIVATED)
    dsl_error(c, c->line_start, "%s: 'becomes a copy of ..., except it has this ability' is said of the card itself, in "
              "an activated ability", k->name);
  cg_cont_reset(c);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_BECOME_COPY_EXCEPT, 0);
  c->cur.neffects++;
}

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
