/* tokengen.c: predefined tokens (111.10) -- 'token "Treasure"' definitions and "Create a Treasure token."; the keyword
   actions and keywords that abbreviate sentences with tokens or searches: endure (701.62), landcycling (702.29e); manifest
   (701.40), whose face-down definition is made like a token's. */
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

/* "create a tapped Mutavault token": the CREATE just emitted becomes CREATE_TAPPED */
void cg_created_tapped(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->code_len >= 3 && k->code[k->code_len - 3] == OP_CREATE)
    k->code[k->code_len - 3] = OP_CREATE_TAPPED;
}

/* "this token": only a token definition's own abilities name it so (a card's quoted token abilities are not taken) */
void cg_this_token(dsl_ctx *c)
{
  if (!(c->cur.rec.pt_flags & PACK_TOKEN))
    dsl_error(c, c->line_start, "'this token': only a token definition ('token \"Name\"') names itself so");
}

/* the card's next token definition: a colorless N/N creature with no subtypes, name or abilities yet; NULL when the
   card has too many kinds of token */
static cg_token *new_creature(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->ntokens >= DSL_TOKENS) {
    dsl_error(c, c->line_start, "more than %d kinds of token", DSL_TOKENS);
    return NULL;
  }
  cg_token *tk = &k->tokens[k->ntokens++];
  memset(tk, 0, sizeof *tk);
  for (int i = 0; i < PACK_MAX_SUBTYPES; i++)
    tk->rec.subtypes[i] = PACK_NONE;
  tk->rec.types = BIT(TYPE_CREATURE);
  tk->rec.loyalty = -1;
  tk->rec.pt_flags = PACK_PT_HAS | PACK_TOKEN;
  tk->rec.power = tk->rec.toughness = (int8_t)n;
  return tk;
}

/* the card's next token: an N/N creature token of one creature type and one color ("1/1 red Warrior", the endure
   Spirit), named; -1 when the card has too many kinds of token */
int cg_simple_token(dsl_ctx *c, int subtype, int color, int n)
{
  cg_token *tk = new_creature(c, n);
  if (!tk)
    return -1;
  tk->rec.subtypes[0] = (uint16_t)subtype;
  snprintf(tk->name, sizeof tk->name, "%s", type_sub_names[subtype]);
  tk->rec.colors = (uint8_t)BIT(color);
  cg_token_name(c);
  return 0;
}

/* effect ::= MANIFEST THE TOP CARDW OF YOUR LIBRARY: YOU; MANIFEST card (701.40a) -- card the face-down definition, a
   card of the pack like a token's (no deck holds it) with the characteristics of a face-down permanent (708.2a): a 2/2
   creature with no text, no name, no subtypes and no mana cost; every card that manifests names the same one */
void cg_manifest(dsl_ctx *c)
{
  cg_token *tk = new_creature(c, 2);
  if (!tk)
    return;
  snprintf(tk->name, sizeof tk->name, "%s", PACK_FACE_DOWN_NAME);
  cg_emit(c, OP_YOU, 0);
  cg_fix_token(c);
  cg_emit(c, OP_MANIFEST, 0);
  c->cur.neffects++;
}

/* effect ::= self ENDURES number: PUSH n; SELF; ENDURE card -- the card an N/N white Spirit creature token (701.62a) */
/* the endure Spirit's definition: an N/N white Spirit, or for "endures X" an X/X one the engine sizes as it makes it
   (701.62a, endure.c); -1 when the card has too many kinds of token */
static int endure_spirit(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (cg_simple_token(c, SUB_SPIRIT, COLOR_WHITE, n == CG_X ? 0 : n) < 0)
    return -1;
  if (n == CG_X) {
    k->tokens[k->ntokens - 1].x = 1;
    snprintf(k->tokens[k->ntokens - 1].name, sizeof k->tokens[0].name, "Spirit");
    cg_token_name(c);
  }
  return 0;
}

void cg_endure(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if ((n <= 0 || n > 20) && n != CG_X) {
    dsl_error(c, c->line_start, "'endures N' takes a number from 1 to 20, or X");
    return;
  }
  if (endure_spirit(c, n) < 0)
    return;
  if (!k->said_it)
    cg_says_this(c);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_SELF, 0);
  cg_token_op(c, OP_ENDURE);
}

/* "it endures X, where X is the number of counters on this creature." (Warden of the Grove): "it" is what the trigger is
   about, the X/X Spirit sized as it is made */
void cg_endure_counters(dsl_ctx *c, int x)
{
  cg_card *k = &c->cur;
  if (x != CG_X || !k->said_it || k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED) {
    dsl_error(c, c->line_start, "%s: 'it endures X, where X is ...' goes in a triggered ability about a permanent", k->name);
    return;
  }
  if (endure_spirit(c, CG_X) < 0)
    return;
  cg_emit(c, OP_COUNTERS_ALL_SRC, 0);
  cg_emit(c, OP_ABOUT, 0);
  cg_token_op(c, OP_ENDURE);
}

/* line ::= TYPECYCLING costs: "[cost], Discard this card: Search your library for a <type> card, reveal it, put it into
   your hand, then shuffle." -- the activated ability the keyword stands for, activated from the hand */
void cg_landcycling(dsl_ctx *c, dsl_tok w, int basic)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED) {
    dsl_error(c, w.off, "landcycling needs its mana cost: 'Plainscycling {2}'");
    return;
  }
  pack_ability *a = &k->abil[k->open];
  a->wording |= PACK_WORD_CYCLING; /* from the hand, discarding it (the engine reads the bit) */
  if (basic) {
    cg_emit(c, OP_FIND_SUPER, SUPER_BASIC);
    cg_emit(c, OP_FIND_TYPE, TYPE_LAND);
  } else {
    int id = type_sub_find(c->src + w.off, (int)w.len - 7); /* less "cycling" */
    cg_emit(c, OP_FIND_SUBTYPE, id < 0 ? 0 : id);
  }
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_SEARCH, SEARCH_HAND | SEARCH_REVEAL);
  k->neffects++;
}
