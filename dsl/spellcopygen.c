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

/* the subject said, the copy effect: TARGET t; op arg */
static void become_copy(dsl_ctx *c, int t, int op, int arg)
{
  cg_cont_reset(c);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, op, arg);
  c->cur.neffects++;
}

/* eclcards 14: TARGET i; BECOME_COPY 3 -- "Each nonland permanent you control becomes a copy of target non-Aura
   permanent." (Mirrorform; 707.2, 611.2c: the permanents there as it resolves; no duration: for good) */
void cg_become_copy_for_good(dsl_ctx *c, int target)
{
  const cg_cont *k = &c->cur.cont;
  int ok = k->subject == CG_SUBJ_SET && k->len == 3 && k->code[0] == OP_F_NOT_TYPE && k->code[1] == TYPE_LAND &&
           k->code[2] == OP_F_YOURS;
  if (!ok)
    dsl_error(c, c->line_start, "%s: 'becomes a copy of target ...' (for good) is said of 'each nonland permanent you "
              "control' only", c->cur.name);
  become_copy(c, target, OP_BECOME_COPY, 3);
}

/* is the subject "each other creature you control" (F_OTHER; F_TYPE creature; F_YOURS in some order) */
static int others_you_control(const cg_cont *k)
{
  int other = 0, yours = 0, creature = 0;
  for (uint32_t i = 0; i < k->len; i++)
    if (k->code[i] == OP_F_OTHER)
      other++;
    else if (k->code[i] == OP_F_YOURS)
      yours++;
    else if (k->code[i] == OP_F_TYPE && i + 1 < k->len && k->code[i + 1] == TYPE_CREATURE)
      creature++, i++;
    else
      return 0;
  return k->subject == CG_SUBJ_SET && other == 1 && yours == 1 && creature == 1;
}

/* TARGET i; BECOME_COPY_OF -- "Target creature becomes a copy of that creature until end of turn." after "Choose a
   nonlegendary creature on the battlefield." (CHOOSE_COPIED, the sentence before: the creature on the stack); tdmcards
   17: "Each other creature you control becomes a copy of that creature until end of turn." (Naga Fleshcrafter: the
   target the sentence before named) -- TARGET i; BECOME_COPY 2 */
void cg_become_copy_chosen(dsl_ctx *c)
{
  const cg_cont *k = &c->cur.cont;
  int t = k->target;
  if (others_you_control(k) && c->cur.last_target >= 0 && c->cur.code_len > 0 &&
      c->cur.code[c->cur.code_len - 1] != OP_CHOOSE_COPIED) {
    become_copy(c, c->cur.last_target, OP_BECOME_COPY, 2);
    return;
  }
  if (k->subject != CG_SUBJ_TARGET || k->len != 0 || c->cur.code_len == 0 ||
      c->cur.code[c->cur.code_len - 1] != OP_CHOOSE_COPIED)
    dsl_error(c, c->line_start, "%s: 'becomes a copy of that creature' is said of a target, right after 'Choose a "
              "nonlegendary creature on the battlefield.'", c->cur.name);
  become_copy(c, t, OP_BECOME_COPY_OF, 0);
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

/* the triggers whose "it" / "that spell" is the spell cast (trigger.c passes it as what the event is about) */
static int about_spell(int trigger)
{
  return trigger == TRIG_CAST_INSTANT_SORCERY || trigger == TRIG_CAST_SELF || trigger == TRIG_NEXT_CAST ||
         trigger == TRIG_CAST_MV || trigger == TRIG_CAST_NONCREATURE_OR || trigger == TRIG_CAST_SUBTYPE ||
         trigger == TRIG_CAST_ARTIFACT_OR;
}

/* PUSH 1; COPY_SPELL flags -- "copy it." / "copy that spell." / "copy this spell." [+ "You may choose new targets for the
   copy."] (707.10, 707.10c): one copy of the spell the cast trigger is about; "this spell" only in its own "When you cast
   this spell," */
void cg_copy_spell_one(dsl_ctx *c, int flags)
{
  cg_card *k = &c->cur;
  int trig = k->open >= 0 && k->abil[k->open].kind == ABIL_TRIGGERED ? k->abil[k->open].trigger : TRIG_NONE;
  if (!about_spell(trig) || ((flags & COPY_THIS) && trig != TRIG_CAST_SELF))
    dsl_error(c, c->line_start, "%s: 'copy %s' needs a trigger on casting that spell ('When you cast this spell,', "
              "'Whenever you cast an instant or sorcery spell,')", k->name, (flags & COPY_THIS) ? "this spell" : "it");
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COPY_SPELL, flags);
  k->neffects++;
}

/* "Storm" (702.40a): "When you cast this spell, copy it for each spell cast before it this turn. You may choose new
   targets for the copies." -- its own triggered ability: CAST_SELF; SPELLS_BEFORE 1 (every player's spells); COPY_SPELL */
void cg_storm(dsl_ctx *c)
{
  cg_open_ability(c, ABIL_TRIGGERED, TRIG_CAST_SELF);
  cg_emit(c, OP_SPELLS_BEFORE, 1);
  cg_emit(c, OP_COPY_SPELL, COPY_STORM | COPY_NEW_TARGETS);
  c->cur.neffects++;
  cg_ability_end(c);
}

/* "When you next cast <what> this turn," / "copy the next spell you cast this turn when you cast it." (603.7b-c): the
   ability being written makes a delayed triggered ability -- MARK; DELAY d -- and d, NEXT_CAST with trig_arg what (0: any
   spell), opened here, takes the sentences after it (the copy: PUSH 1; COPY_SPELL); the line ends it */
void cg_next_cast_open(dsl_ctx *c, int what)
{
  cg_delay_this_turn(c, TRIG_NEXT_CAST);
  c->cur.abil[c->cur.open].trig_arg = (uint16_t)what;
}

/* "You may choose new targets for the copy." (707.10c) after the copy just written: its COPY_SPELL's COPY_NEW_TARGETS */
void cg_copy_new_targets(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->code_len < 2 || k->code[k->code_len - 2] != OP_COPY_SPELL || (k->code[k->code_len - 1] & COPY_NEW_TARGETS)) {
    dsl_error(c, c->line_start, "%s: 'You may choose new targets for the copy.' follows a sentence that copies a spell",
              k->name);
    return;
  }
  k->code[k->code_len - 1] |= COPY_NEW_TARGETS;
}
