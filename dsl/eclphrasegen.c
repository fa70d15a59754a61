/* eclphrasegen.c: smaller phrases of Lorwyn Eclipsed cards in the card language -- target phrases around a creature type
   ("another target Merfolk you control", "target attacking Goblin you control"), "surveil 1, then remove a -1/-1 counter
   from this creature", "create X tokens, where X is the number of Elf cards in your graveyard". */
#include "dsl.h"
#include "types.h"
#include <string.h>
#include <strings.h>
#include "opcodes.h"

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

/* Heirloom Auntie: "surveil 1, then remove a -1/-1 counter from this creature." -- the two effects joined (", then"),
   the source named "this creature" (PACK_WORD2_THIS) */
void cg_surveil_remove(dsl_ctx *c, int n, dsl_tok kind)
{
  cg_player_effect(c, OP_SURVEIL, n, -1);
  cg_remove_counter(c, kind);
  cg_join(c);
  if (c->cur.open >= 0 && !c->cur.said_it)
    c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_THIS;
}

/* Morcant's Eyes: GY_SUB_YOURS s; CREATE token -- X counted as the ability resolves (608.2h) */
void cg_create_gy(dsl_ctx *c, int x, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (x != CG_X)
    dsl_error(c, w.off, "'where X is the number of ...' needs 'create X ... tokens'");
  cg_token_name(c);
  cg_emit(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE, 0);
  c->cur.neffects++;
}

/* Chaos Spewer: "You may pay {2}. If you don't, <sentence>" -- PAYS as for "If you do," (unlessgen.c), then NOT: the
   sentence happens when they didn't pay (PACK_WORD2_IF_DONT for printing) */
void cg_may_pay_not(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  cg_may_pay(c);
  cg_emit(c, OP_NOT, 0);
  k->if_at = k->code_len; /* the UNLESS goes after the NOT */
  if (k->open >= 0)
    k->abil[k->open].wording2 |= PACK_WORD2_IF_DONT;
}
