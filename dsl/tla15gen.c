/* tla15gen.c: compiling the sentences of the tlacards 15 cards -- the TLA Legends' return transformed, extra turns. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* "Exile this Saga, then return it to the battlefield transformed under your control." (a Saga's chapter: SAGA_RETURN_TF,
   the source exiled and back as a new object with its back face up, 712, 400.7) */
void cg_saga_return(dsl_ctx *c, dsl_tok transformed, dsl_tok under)
{
  cg_word_must(c, transformed, "transformed");
  cg_word_must(c, under, "under");
  if (!cg_card_has_subtype(c, SUB_SAGA) || c->cur.said_it)
    dsl_error(c, transformed.off, "%s: 'Exile this Saga, then return it ... transformed': a Saga's own chapter", c->cur.name);
  cg_emit(c, OP_SAGA_RETURN_TF, 0);
  c->cur.neffects++;
}

/* "Take an extra turn after this one." (500.7: EXTRA_TURN, its controller's) */
void cg_extra_turn(dsl_ctx *c, dsl_tok take, dsl_tok extra, dsl_tok after, dsl_tok one)
{
  cg_word_must(c, take, "Take");
  cg_word_must(c, extra, "extra");
  cg_word_must(c, after, "after");
  cg_word_must(c, one, "one");
  cg_emit(c, OP_EXTRA_TURN, 0);
  c->cur.neffects++;
}
