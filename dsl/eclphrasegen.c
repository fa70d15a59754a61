/* eclphrasegen.c: smaller phrases of Lorwyn Eclipsed cards in the card language -- target phrases around a creature type
   ("another target Merfolk you control", "target attacking Goblin you control"). */
#include "dsl.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* the target kind whose phrase is before + word + after (src/targets.def), or 0 with an error */
int cg_target_around(dsl_ctx *c, dsl_tok at, const char *before, dsl_tok word, const char *after)
{
  char phrase[96];
  snprintf(phrase, sizeof phrase, "%s%.*s%s", before, (int)word.len, c->src + word.off, after);
  for (int k = 0; k < TGT__COUNT; k++)
    if (strcasecmp(type_target_phrases[k], phrase) == 0)
      return cg_target(c, k, at);
  dsl_error(c, word.off, "'%s' is not a target kind the engine knows (src/targets.def)", phrase);
  return 0;
}
