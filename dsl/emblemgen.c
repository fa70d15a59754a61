/* emblemgen.c: compiling emblems (114) -- the quoted abilities of 'You get an emblem with "..."' become a card of
   the pack (PACK_EMBLEM, no types), compiled by a nested compiler, and the EMBLEM operand names it. */
#include "dsl.h"
#include "opcodes.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void emblem(dsl_ctx *c, dsl_tok quoted, const char *text);

void cg_emblem(dsl_ctx *c, dsl_tok quoted)
{
  char text[DSL_TEXT];
  snprintf(text, sizeof text, "%.*s", (int)quoted.len - 2, c->src + quoted.off + 1);
  emblem(c, quoted, text);
}

/* 'You get an emblem with "<ability>" and "<ability>."': the first quote has no period of its own (Sarkhan) */
void cg_emblem2(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  char text[DSL_TEXT];
  int la = (int)a.len - 2;
  const char *sa = c->src + a.off + 1;
  snprintf(text, sizeof text, "%.*s%s\n%.*s", la, sa, la > 0 && sa[la - 1] == '.' ? "" : ".", (int)b.len - 2,
           c->src + b.off + 1);
  emblem(c, a, text);
}

/* the emblem card "<card> Emblem" with the abilities of `text`, and EMBLEM naming it */
static void emblem(dsl_ctx *c, dsl_tok quoted, const char *text)
{
  cg_card *k = &c->cur;
  char name[DSL_NAME], src[DSL_TEXT + 2 * DSL_NAME];
  snprintf(name, sizeof name, "%.*s Emblem", DSL_NAME - 8, k->name);
  snprintf(src, sizeof src, "card \"%s\"\nEmblem\n%s\n", name, text);
  if (k->ntokens >= DSL_TOKENS) {
    dsl_error(c, quoted.off, "%s: more than %d tokens and emblems", k->name, DSL_TOKENS);
    return;
  }
  if (!cg_defined(c, name)) { /* a card defined again identically keeps its first emblem */
    dsl_ctx sub;
    dsl_init(&sub, c->diag);
    sub.emblem = 1;
    dsl_compile_text(&sub, "(the emblem's quoted abilities)", c->set, src);
    if (sub.errors || sub.ncards == 0)
      dsl_error(c, quoted.off, "%s: the emblem's abilities do not compile (see above)", k->name);
    for (int i = 0; i < sub.ncards && !sub.errors; i++) {
      cg_card *e = cg_keep(c, quoted.off);
      if (e)
        *e = sub.cards[i];
    }
    dsl_free(&sub);
  }
  cg_token *tk = &k->tokens[k->ntokens++]; /* the pack writer patches the operand with the emblem's card id */
  memset(tk, 0, sizeof *tk);
  snprintf(tk->name, sizeof tk->name, "%s", name);
  cg_fix_token(c);
  cg_emit(c, OP_EMBLEM, 0);
  k->neffects++;
}
