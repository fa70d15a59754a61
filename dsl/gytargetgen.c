/* gytargetgen.c: graveyard-card targets ("target creature card from your graveyard", src/gytargets.def) and the
   sentences that move them: return to a hand or the battlefield, exile, put on top or bottom of a library (GY_MOVE). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* 0: not a graveyard-card kind; 1: "from a graveyard" or an opponent's; 2: "from your graveyard" */
int cg_gy_kind(int kind)
{
  const char *ph = type_target_phrases[kind];
  size_t n = strlen(ph);
  if (n < 10 || strcmp(ph + n - 10, " graveyard") != 0)
    return 0;
  return strstr(ph, " from your graveyard") ? 2 : 1;
}

/* gytarget ::= [ANOTHER] TARGET <quality> CARD FROM <whose> GRAVEYARD: the text from its first word to "graveyard"
   is the phrase of one kind of the targets table */
int cg_gy_target(dsl_ctx *c, dsl_tok first, dsl_tok last)
{
  size_t n = last.off + last.len - first.off;
  const char *at = c->src + first.off;
  for (int k = 0; k < TGT__COUNT; k++)
    if (cg_gy_kind(k) && strlen(type_target_phrases[k]) == n && strncasecmp(type_target_phrases[k], at, n) == 0)
      return cg_target(c, k, first);
  dsl_error(c, first.off, "'%.*s' is not a graveyard target the engine knows (src/gytargets.def)", (int)n, at);
  return 0;
}

/* "if you control three or more creatures, " (Dundoolin Weaver): the conds table knows the one number */
void cg_trigger_cond_n(dsl_ctx *c, int cond, int n, int want)
{
  if (n != want)
    dsl_error(c, c->line_start, "'if %s' is the condition known (src/conds.def)", type_cond_phrases[cond]);
  cg_trigger_cond(c, cond);
}

/* "Return <gytarget> to your hand.", "... to the battlefield [tapped].", "Exile <gytarget>.", "Put <gytarget> on top
   of your library.", "... on the bottom of its owner's library.", "Shuffle <gytarget> into its owner's library.":
   TARGET i; GY_MOVE dest. "your hand", "your library" name the card's owner: only a card "from your graveyard" */
void cg_gy_move(dsl_ctx *c, int target, int dest, dsl_tok at)
{
  int kind = c->cur.open >= 0 ? c->cur.abil[c->cur.open].target[target] : TGT_ANY, gy = cg_gy_kind(kind);
  if (!gy)
    dsl_error(c, at.off, "'%s' is not a card in a graveyard", type_target_phrases[kind]);
  else if ((dest == GYTO_HAND || dest == GYTO_TOP) && gy != 2)
    dsl_error(c, at.off, "'your' names the card's owner: the target must be from your graveyard");
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_GY_MOVE, dest);
  c->cur.neffects++;
}

/* "Exile each opponent's graveyard." (Soul-Guide Lantern): OPPONENT; EXILE_GRAVEYARD */
void cg_exile_graveyard(dsl_ctx *c)
{
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_EXILE_GRAVEYARD, 0);
  c->cur.neffects++;
}
