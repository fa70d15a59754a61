/* tokengen.c: predefined tokens (111.10) -- 'token "Treasure"' definitions and "Create a Treasure token." */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* header ::= TOKENDEF STRING NEWLINE: the definition is a card of the pack flagged PACK_TOKEN, named as the token is
   (111.4: its subtypes and "Token", "Treasure Token"); no deck may hold it */
void cg_token_def(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  size_t n = strlen(k->name);
  snprintf(k->name + n, sizeof k->name - n, " Token");
  k->rec.pt_flags |= PACK_TOKEN;
}

/* effect ::= CREATE A WORD TOKENW: the token the definition 'token "<word>"' describes, found by name when the pack
   is written (packw.c) */
void cg_create_named(dsl_ctx *c, dsl_tok w, int n)
{
  cg_card *k = &c->cur;
  if (k->ntokens >= DSL_TOKENS) {
    dsl_error(c, w.off, "more than %d kinds of token", DSL_TOKENS);
    return;
  }
  cg_token *tk = &k->tokens[k->ntokens++];
  memset(tk, 0, sizeof *tk);
  tk->predefined = 1;
  snprintf(tk->name, sizeof tk->name, "%.*s Token", (int)w.len, c->src + w.off);
  cg_create_emit(c, n);
}

/* "this token": only a token definition's own abilities name it so (a card's quoted token abilities are not taken) */
void cg_this_token(dsl_ctx *c)
{
  if (!(c->cur.rec.pt_flags & PACK_TOKEN))
    dsl_error(c, c->line_start, "'this token': only a token definition ('token \"Name\"') names itself so");
}
