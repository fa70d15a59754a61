/* grammar.y: the card language's Lemon grammar -- one card per parse; actions call codegen.c (input read by lemon). */
%include {
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <assert.h>
#include <string.h>
struct yyParser;
static void dsl_syntax_error(dsl_ctx *ctx, struct yyParser *p, int major, dsl_tok tok);
}

%name gram_Parse
%token_prefix TK_
%token_type {dsl_tok}
%extra_context {dsl_ctx *ctx}
%start_symbol card

%syntax_error {
  dsl_syntax_error(ctx, yypParser, yymajor, TOKEN);
}
%stack_overflow {
  dsl_error(ctx, ctx->line_start, "line too deeply nested for the parser");
  ctx->parse_failed = 1;
}
%parse_failure {
  ctx->parse_failed = 1; /* no rule could recover: the driver skips the rest of the card */
}

/* tokens the lexer yields that no rule uses (reported as unexpected) */
%token ILLEGAL.

/* ---------------------------------------------------------------- card */
card ::= header typeline body.                        { cg_card_end(ctx); }
card ::= header typeline body pt NEWLINE.             { cg_card_end(ctx); }

header ::= CARD STRING(N) cost NEWLINE.               { (void)N; }
header ::= CARD STRING(N) NEWLINE.                    { (void)N; }
header ::= CARD STRING error NEWLINE.                 { yypParser->yyerrcnt = -1; }
cost ::= MANA(S).                                     { cg_cost(ctx, S); }
cost ::= cost MANA(S).                                { cg_cost(ctx, S); }

/* ---------------------------------------------------------------- type line */
typeline ::= twords NEWLINE.
typeline ::= twords DASH swords NEWLINE.
typeline ::= error NEWLINE.                           { yypParser->yyerrcnt = -1; }
twords ::= tword.
twords ::= twords tword.
tword ::= WORD(W).                                    { cg_type_word(ctx, W, 0); }
tword ::= CREATURE(W).                                { cg_type_word(ctx, W, 0); }
tword ::= LAND(W).                                    { cg_type_word(ctx, W, 0); }
tword ::= PLANESWALKER(W).                            { cg_type_word(ctx, W, 0); }
tword ::= ARTIFACT(W).                                { cg_type_word(ctx, W, 0); }
tword ::= ENCHANTMENT(W).                             { cg_type_word(ctx, W, 0); }
swords ::= WORD(W).                                   { cg_type_word(ctx, W, 1); }
swords ::= swords WORD(W).                            { cg_type_word(ctx, W, 1); }

/* ---------------------------------------------------------------- text lines */
body ::= .
body ::= body line.
line ::= keywords NEWLINE(L).                         { cg_text_line(ctx, L); }
line ::= sentences NEWLINE(L).                        { cg_text_line(ctx, L); }
line ::= trigger sentences NEWLINE(L).                { cg_trigger_end(ctx); cg_text_line(ctx, L); }
line ::= costs COLON ADD mana_made PERIOD NEWLINE(L).  { cg_mana_ability(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= costs COLON sentences NEWLINE(L).            { cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= self ENTERS TAPPED PERIOD NEWLINE(L).        { cg_enters_tapped(ctx); cg_text_line(ctx, L); }
line ::= static_subject GET PTMOD(M) PERIOD NEWLINE(L). { cg_static_pt(ctx, M); cg_text_line(ctx, L); }
/* a line with a syntax error: reported, skipped to its end, and the next line parsed; errors are
   reported again at once (yyerrcnt), so every bad line of a card is reported */
line ::= error NEWLINE.                               { cg_line_error(ctx); yypParser->yyerrcnt = -1; }

/* ---------------------------------------------------------------- static abilities (604, 613) */
/* (no empty rule may start a line: an empty reduction there would hide what a bad line's first word was
   expected to be, see dsl_syntax_error; the first filter or cost symbol opens the ability instead) */
static_subject ::= sfilters CREATURES YOU CONTROL.    { cg_static_filter(ctx, OP_IT_CREATURE); cg_static_filter(ctx, OP_IT_YOURS); }
static_subject ::= CREATURES YOU CONTROL.             { cg_static_filter(ctx, OP_IT_CREATURE); cg_static_filter(ctx, OP_IT_YOURS); }
sfilters ::= sfilter.
sfilters ::= sfilters sfilter.
sfilter ::= OTHER.                                    { cg_static_filter(ctx, OP_IT_OTHER); }
sfilter ::= COLORWORD(C).                             { cg_static_color(ctx, C); }
sfilter ::= ATTACKING.                                { cg_static_filter(ctx, OP_IT_ATTACKING); }
sfilter ::= UNTAPPED.                                 { cg_static_filter(ctx, OP_IT_UNTAPPED); }

/* ---------------------------------------------------------------- activated and mana abilities (602, 605) */
costs ::= cost_item.
costs ::= costs COMMA cost_item.
cost_item ::= MANA(M).                                { cg_cost_symbol(ctx, M); }
cost_item ::= cost_item MANA(M).                      { cg_cost_symbol(ctx, M); }
cost_item ::= SACRIFICE self.                         { cg_cost_sacrifice(ctx); }
mana_made ::= MANA(M).                                { cg_mana_add(ctx, M); }
mana_made ::= mana_made OR MANA(M).                   { cg_mana_add(ctx, M); }
mana_made ::= NUMWORD(N) MANAW OF ANY COLOR.          { cg_mana_any(ctx, N); }

/* ---------------------------------------------------------------- triggered abilities (603) */
trigger ::= WHEN self ENTERS COMMA.                   { cg_trigger_begin(ctx, TRIG_ENTERS); }
trigger ::= WHEN self DIES COMMA.                     { cg_trigger_begin(ctx, TRIG_DIES); }
trigger ::= WHENEVER self ATTACKS COMMA.              { cg_trigger_begin(ctx, TRIG_ATTACKS); }
trigger ::= WHENEVER self DEALS COMBAT DAMAGE TO A PLAYER COMMA. { cg_trigger_begin(ctx, TRIG_COMBAT_DAMAGE_PLAYER); }
trigger ::= WHENEVER ANOTHER CREATURE YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_ENTERS); }
trigger ::= WHENEVER YOU CAST A NONCREATURE SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_NONCREATURE); }
trigger ::= WHENEVER YOU GAIN LIFE COMMA.             { cg_trigger_begin(ctx, TRIG_GAIN_LIFE); }
trigger ::= AT THE BEGINNING OF YOUR UPKEEP COMMA.    { cg_trigger_begin(ctx, TRIG_UPKEEP); }
trigger ::= AT THE BEGINNING OF YOUR END STEP COMMA.  { cg_trigger_begin(ctx, TRIG_END_STEP); }

keywords ::= KEYWORD(K).                              { cg_keyword(ctx, K); }
keywords ::= keywords COMMA KEYWORD(K).               { cg_keyword(ctx, K); }

pt ::= NUMBER(P) SLASH NUMBER(T).                     { cg_pt(ctx, P, 0, T, 0); }
pt ::= STAR(P) SLASH NUMBER(T).                       { cg_pt(ctx, P, 1, T, 0); }
pt ::= NUMBER(P) SLASH STAR(T).                       { cg_pt(ctx, P, 0, T, 1); }
pt ::= STAR(P) SLASH STAR(T).                         { cg_pt(ctx, P, 1, T, 1); }

sentences ::= sentence.
sentences ::= sentences sentence.
sentence ::= effect PERIOD.
sentence ::= effect AND effect PERIOD.                { cg_join(ctx); }

/* ---------------------------------------------------------------- effects */
effect ::= self DEALS number(N) DAMAGE TO target(T).  { cg_damage(ctx, N, T); }
effect ::= DRAW cards(N).                             { cg_player_effect(ctx, OP_DRAW, N, -1); }
effect ::= YOU GAIN number(N) LIFE.                   { cg_player_effect(ctx, OP_GAIN_LIFE, N, -1); }
effect ::= YOU LOSE number(N) LIFE.                   { cg_player_effect(ctx, OP_LOSE_LIFE, N, -1); }
effect ::= player_target(T) DRAWS cards(N).           { cg_player_effect(ctx, OP_DRAW, N, T); }
effect ::= player_target(T) GAINS number(N) LIFE.     { cg_player_effect(ctx, OP_GAIN_LIFE, N, T); }
effect ::= player_target(T) LOSES number(N) LIFE.     { cg_player_effect(ctx, OP_LOSE_LIFE, N, T); }
effect ::= EACH OPPONENT LOSES number(N) LIFE.        { cg_player_effect(ctx, OP_LOSE_LIFE, N, -2); }
effect ::= target(T) GETS PTMOD(M) UNTIL END OF TURN.  { cg_pump(ctx, T, M); }
effect ::= self GETS PTMOD(M) UNTIL END OF TURN.       { cg_pump(ctx, -1, M); }
effect ::= PUT A PTMOD(K) COUNTER ON target(T).       { cg_counters(ctx, K, 1, T); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON target(T). { cg_counters(ctx, K, N, T); }
effect ::= PUT A PTMOD(K) COUNTER ON self.            { cg_counters(ctx, K, 1, -1); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON self.   { cg_counters(ctx, K, N, -1); }
effect ::= CREATE A token_desc CREATURE TOKENW.        { cg_create(ctx, 1); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS. { cg_create(ctx, N); }
effect ::= CREATE A token_desc CREATURE TOKENW WITH token_kws. { cg_create(ctx, 1); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS WITH token_kws. { cg_create(ctx, N); }
effect ::= DESTROY target(T).                         { cg_object_effect(ctx, OP_DESTROY, T); }
effect ::= EXILE target(T).                           { cg_object_effect(ctx, OP_EXILE, T); }
effect ::= RETURN target(T) TO ITS OWNERS HAND.       { cg_object_effect(ctx, OP_BOUNCE, T); }

self ::= SELF.                                         { cg_self_named(ctx); }
self ::= THIS SPELL.
self ::= IT.
self ::= THIS CREATURE.
self ::= THIS LAND.

/* ---------------------------------------------------------------- tokens (111) */
token_desc ::= token_pt token_colors token_subtypes.
token_pt ::= NUMBER(P) SLASH NUMBER(T).               { cg_token_begin(ctx, P, T); }
token_colors ::= COLORWORD(C).                        { cg_token_color(ctx, C); }
token_colors ::= token_colors AND COLORWORD(C).       { cg_token_color(ctx, C); }
token_subtypes ::= WORD(W).                           { cg_token_subtype(ctx, W); }
token_subtypes ::= token_subtypes WORD(W).            { cg_token_subtype(ctx, W); }
token_kws ::= KEYWORD(K).                             { cg_token_keyword(ctx, K); }

%type cards {int}
cards(N) ::= A CARDW.                                 { N = 1; }
cards(N) ::= number(M) CARDS.                         { N = M; }

%type number {int}
number(N) ::= NUMBER(T).                              { N = cg_number(ctx, T); }
number(N) ::= NUMWORD(T).                             { N = cg_number(ctx, T); }

/* ---------------------------------------------------------------- targets (each phrase adds a target) */
%type target {int}
target(I) ::= ANY(A) TARGET.                          { I = cg_target(ctx, TGT_ANY, A); }
target(I) ::= TARGET(A) CREATURE.                     { I = cg_target(ctx, TGT_CREATURE, A); }
target(I) ::= TARGET(A) CREATURE YOU CONTROL.         { I = cg_target(ctx, TGT_CREATURE_YOU_CONTROL, A); }
target(I) ::= TARGET(A) TAPPED CREATURE.              { I = cg_target(ctx, TGT_CREATURE_TAPPED, A); }
target(I) ::= TARGET(A) CREATURE OR PLANESWALKER.     { I = cg_target(ctx, TGT_CREATURE_OR_PLANESWALKER, A); }
target(I) ::= TARGET(A) ARTIFACT OR ENCHANTMENT.      { I = cg_target(ctx, TGT_ARTIFACT_OR_ENCHANTMENT, A); }
target(I) ::= TARGET(A) ATTACKING OR BLOCKING CREATURE. { I = cg_target(ctx, TGT_CREATURE_IN_COMBAT, A); }
target(I) ::= player_target(T).                       { I = T; }
%type player_target {int}
player_target(I) ::= TARGET(A) PLAYER.               { I = cg_target(ctx, TGT_PLAYER, A); }
player_target(I) ::= TARGET(A) OPPONENT.             { I = cg_target(ctx, TGT_OPPONENT, A); }

/* ---------------------------------------------------------------- syntax errors */
%code {
/* how a token is written in "expected ..." messages */
static const char *const token_names[] = {
  [TK_CARD] = "'card'", [TK_STRING] = "a quoted name", [TK_MANA] = "a mana symbol", [TK_NEWLINE] = "end of line",
  [TK_DASH] = "'\xE2\x80\x94'", [TK_WORD] = "a word", [TK_CREATURE] = "'creature'", [TK_KEYWORD] = "a keyword",
  [TK_COMMA] = "','", [TK_NUMBER] = "a number", [TK_SLASH] = "'/'", [TK_STAR] = "'*'", [TK_PERIOD] = "'.'",
  [TK_AND] = "'and'", [TK_DEALS] = "'deals'", [TK_DAMAGE] = "'damage'", [TK_TO] = "'to'", [TK_DRAW] = "'draw'",
  [TK_YOU] = "'you'", [TK_GAIN] = "'gain'", [TK_LIFE] = "'life'", [TK_LOSE] = "'lose'", [TK_DRAWS] = "'draws'",
  [TK_GAINS] = "'gains'", [TK_LOSES] = "'loses'", [TK_SELF] = "the card's name", [TK_THIS] = "'this'",
  [TK_SPELL] = "'spell'", [TK_IT] = "'it'", [TK_A] = "'a'", [TK_CARDW] = "'card'", [TK_CARDS] = "'cards'",
  [TK_NUMWORD] = "a number word", [TK_ANY] = "'any'", [TK_TARGET] = "'target'", [TK_TAPPED] = "'tapped'",
  [TK_ATTACKING] = "'attacking'", [TK_OR] = "'or'", [TK_BLOCKING] = "'blocking'", [TK_PLAYER] = "'player'",
  [TK_OPPONENT] = "'opponent'", [TK_ILLEGAL] = "an illegal character", [TK_WHEN] = "'when'",
  [TK_ENTERS] = "'enters'", [TK_DIES] = "'dies'", [TK_EACH] = "'each'",
  [TK_COLON] = "':'", [TK_ADD] = "'add'", [TK_MANAW] = "'mana'", [TK_OF] = "'of'", [TK_COLOR] = "'color'",
  [TK_LAND] = "'land'", [TK_CREATURES] = "'creatures'", [TK_CONTROL] = "'control'", [TK_GET] = "'get'",
  [TK_OTHER] = "'other'", [TK_UNTAPPED] = "'untapped'", [TK_COLORWORD] = "a color", [TK_PTMOD] = "+N/+N", [TK_SACRIFICE] = "'sacrifice'",
  [TK_DESTROY] = "'destroy'", [TK_EXILE] = "'exile'", [TK_RETURN] = "'return'", [TK_ITS] = "'its'",
  [TK_OWNERS] = "'owner's'", [TK_HAND] = "'hand'", [TK_PLANESWALKER] = "'planeswalker'",
  [TK_ARTIFACT] = "'artifact'", [TK_ENCHANTMENT] = "'enchantment'", [TK_WHENEVER] = "'whenever'",
  [TK_ATTACKS] = "'attacks'", [TK_AT] = "'at'", [TK_THE] = "'the'", [TK_BEGINNING] = "'beginning'",
  [TK_YOUR] = "'your'", [TK_UPKEEP] = "'upkeep'", [TK_END] = "'end'", [TK_STEP] = "'step'", [TK_COMBAT] = "'combat'",
  [TK_GETS] = "'gets'", [TK_CREATE] = "'create'", [TK_TOKENW] = "'token'", [TK_TOKENS] = "'tokens'",
  [TK_WITH] = "'with'", [TK_ANOTHER] = "'another'", [TK_CAST] = "'cast'", [TK_NONCREATURE] = "'noncreature'", [TK_PUT] = "'put'", [TK_COUNTER] = "'counter'", [TK_COUNTERS] = "'counters'", [TK_ON] = "'on'", [TK_UNTIL] = "'until'", [TK_TURN] = "'turn'",
};

/* how messages name token `major`; NULL past the last token (check_dsl.c checks that every token has a name) */
const char *gram_token_name(int major)
{
  if (major <= 0 || major >= YYNTOKEN)
    return NULL;
  return major < (int)(sizeof token_names / sizeof *token_names) && token_names[major] ? token_names[major] : "";
}

/* reports the token and the tokens the parser could have shifted in its current state */
static void dsl_syntax_error(dsl_ctx *ctx, struct yyParser *p, int major, dsl_tok tok)
{
  char expected[512] = "";
  size_t n = 0;
  int count = 0;
  for (int t = 1; t < YYNTOKEN; t++) {
    YYACTIONTYPE a = yy_find_shift_action((YYCODETYPE)t, p->yytos->stateno);
    if (a == YY_ERROR_ACTION || t >= (int)(sizeof token_names / sizeof *token_names) || !token_names[t])
      continue;
    if (a >= YY_MIN_REDUCE && a <= YY_MAX_REDUCE && yy_default[p->yytos->stateno] == a)
      continue; /* a default reduction says nothing about this token */
    int w = snprintf(expected + n, sizeof expected - n, "%s%s", count ? ", " : "", token_names[t]);
    if (w > 0 && (size_t)w < sizeof expected - n)
      n += (size_t)w;
    count++;
  }
  if (count == 0) /* only the end of the card could follow: the P/T line is its last line */
    snprintf(expected, sizeof expected, "the end of the card after its power/toughness line");
  else if (major != TK_NEWLINE && tok.off == ctx->line_start && ctx->line_in_card >= 2)
    snprintf(expected, sizeof expected, "a keyword, an ability or effect sentence, or the power/toughness line");
  if (major == 0)
    dsl_error(ctx, tok.off, "unexpected end of card; expected %s", expected);
  else if (major == TK_NEWLINE)
    dsl_error(ctx, tok.off + tok.len, "unexpected end of line; expected %s", expected);
  else
    dsl_error(ctx, tok.off, "unexpected '%.*s'; expected %s", (int)tok.len, ctx->src + tok.off, expected);
}
}
