/* suspendgen.c: counterspells and what they meet -- Delay's "If the spell is countered this way, exile it with three time counters on it instead of putting it into its owner's graveyard. If it doesn't have suspend, it gains suspend." (702.62), "This spell can't be countered." and Inevitable Defeat's "Its controller loses 3 life". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "... exile it with N time counters on it instead of ..." after "Counter target spell.": its COUNTER becomes
   COUNTER_TIME N (the counters are time counters, the one kind suspend uses) */
void cg_counter_time(dsl_ctx *c, int n, dsl_tok kind)
{
  cg_card *k = &c->cur;
  cg_word_must(c, kind, "time");
  if (n < 1 || n > COUNTER_TIME_MAX)
    dsl_error(c, c->line_start, "%s: 1 to %d time counters here", k->name, COUNTER_TIME_MAX);
  if (k->open >= 0 && k->code_len > 0 && k->code[k->code_len - 1] == OP_COUNTER) {
    k->code_len--; /* the same stack effect: COUNTER_TIME N replaces COUNTER */
    k->abil[k->open].code_len--;
    cg_emit(c, OP_COUNTER_TIME, n & COUNTER_TIME_MAX);
  } else {
    dsl_error(c, c->line_start, "%s: 'countered this way' follows 'Counter target ... spell.'", k->name);
  }
}

/* "If it doesn't have suspend, it gains suspend." right after that sentence: the exiled card gains suspend */
void cg_gains_suspend(dsl_ctx *c, dsl_tok have, dsl_tok gains)
{
  cg_card *k = &c->cur;
  cg_word_must(c, have, "suspend");
  cg_word_must(c, gains, "suspend");
  if (k->code_len >= 2 && k->code[k->code_len - 2] == OP_COUNTER_TIME && !(k->code[k->code_len - 1] & COUNTER_TIME_GAINS))
    k->code[k->code_len - 1] |= COUNTER_TIME_GAINS;
  else
    dsl_error(c, c->line_start, "%s: 'it gains suspend' follows '... exile it with N time counters on it ...'", k->name);
}

/* "This spell can't be countered." (101.2): an ability of kind UNCOUNTERABLE, code END, on a card that is cast */
void cg_uncounterable(dsl_ctx *c, dsl_tok line)
{
  cg_card *k = &c->cur;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_UNCOUNTERABLE)
      dsl_error(c, line.off, "%s: \"This spell can't be countered.\" once per card", k->name);
  if (k->rec.types & BIT(TYPE_LAND))
    dsl_error(c, line.off, "%s: a land is played, not cast: it is never a spell", k->name);
  cg_open_ability(c, ABIL_UNCOUNTERABLE, TRIG_NONE);
  cg_ability_end(c);
}

/* "Its controller loses N life" after a sentence naming a target: PUSH n; TARGET_CONTROLLER i; LOSE_LIFE -- the player
   who controls that permanent, or last did once it has left the battlefield (608.2h) */
void cg_its_controller_loses(dsl_ctx *c, int n) { cg_its_controller(c, n, OP_LOSE_LIFE); }

/* "Its controller loses 3 life." / "Its controller draws a card." (Glen Elendra Guardian): PUSH n; TARGET_CONTROLLER i;
   LOSE_LIFE or DRAW -- i the target named last */
void cg_its_controller(dsl_ctx *c, int n, int op)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->last_target >= k->abil[k->open].ntargets) {
    dsl_error(c, c->line_start, "%s: 'its controller' needs a target named before it", k->name);
    return;
  }
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_TARGET_CONTROLLER, k->last_target);
  cg_emit(c, op, 0);
  k->neffects++;
}
