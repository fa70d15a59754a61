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
%token ILLEGAL AN.

/* "Until end of turn, target creature loses all abilities and becomes ...": an "and" after a continuous
   effect's predicates continues them (shift) rather than starting the sentence's next effect */
%left CONT.
%left AND.
/* "... creature with flying, indestructible, and haste" (Sarkhan): a comma after "with <keyword>" continues the list
   (shift, COMMA > CONT) rather than ending the phrase */
%left COMMA.

/* ---------------------------------------------------------------- card */
card ::= header typeline body.                        { cg_card_end(ctx); }
card ::= header typeline body pt NEWLINE.             { cg_card_end(ctx); }
card ::= header typeline body LOYALTY COLON NUMBER(N) NEWLINE. { cg_loyalty(ctx, N); cg_card_end(ctx); }
card ::= header typeline body DEFENSE COLON NUMBER(N) NEWLINE. { cg_defense(ctx, N); cg_card_end(ctx); }

header ::= CARD STRING(N) cost NEWLINE.               { (void)N; }
header ::= CARD STRING(N) NEWLINE.                    { (void)N; }
/* a color indicator (204) after the header, where the printed card has one: "Color indicator: Green" */
header ::= CARD STRING(N) cost NEWLINE INDICATOR indicator_colors NEWLINE. { (void)N; }
header ::= CARD STRING(N) NEWLINE INDICATOR indicator_colors NEWLINE. { (void)N; }
indicator_colors ::= COLORWORD(C).                    { cg_color_indicator(ctx, C); }
indicator_colors ::= indicator_colors AND COLORWORD(C). { cg_color_indicator(ctx, C); }
/* a predefined token's definition (111.10): 'token "Treasure"', then its type line and abilities like a card's */
header ::= TOKENDEF STRING NEWLINE.                   { cg_token_def(ctx); }
/* a multi-faced card's next face (712, 720): 'transform face "Name"', 'modal face "Name" {cost}', 'omen face "Name" {cost}' */
header ::= FACE STRING NEWLINE.
header ::= FACE STRING cost NEWLINE.
header ::= FACE STRING NEWLINE INDICATOR indicator_colors NEWLINE.
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
tword ::= SORCERY(W).                                 { cg_type_word(ctx, W, 0); }
tword ::= INSTANT(W).                                 { cg_type_word(ctx, W, 0); }
swords ::= WORD(W).                                   { cg_type_word(ctx, W, 1); }
swords ::= swords WORD(W).                            { cg_type_word(ctx, W, 1); }

/* ---------------------------------------------------------------- text lines */
body ::= .
body ::= body line.
/* tdmcards 17: a Siege's bulleted ability, "• Abzan — <an ability>" (its choice's word labels it: the ability is the
   permanent's while that word is the one chosen as it entered) -- the line's abilities get the word (AWORD_ABZAN ...) */
body ::= body clan line.                              { cg_clan_line(ctx); }
clan ::= CLAN(W).                                     { cg_clan_begin(ctx, W); }
line ::= keywords NEWLINE(L).                         { cg_text_line(ctx, L); }
line ::= sentences NEWLINE(L).                        { cg_text_line(ctx, L); }
line ::= trigger sentences NEWLINE(L).                { cg_trigger_end(ctx); cg_text_line(ctx, L); }
line ::= trigger icond sentences NEWLINE(L).          { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* Curious Colossus: "When this creature enters, each creature target opponent controls loses all abilities, ..." -- a
   triggered ability's one effect with no duration (611.2a; the set as it resolves, 611.2c: EFFECT_ALL_LASTS) */
line ::= trigger cont PERIOD NEWLINE(L).              { cg_cont_lasting(ctx); cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* Glamer Gifter: "choose up to one other target creature. Until end of turn, that creature has base power and toughness
   4/4 and gains all creature types." (the first sentence chooses the target only: ecl9gen.c) */
sentence ::= CHOOSE UP TO NUMWORD(N) otarget(T) PERIOD. { cg_choose_upto(ctx, N, T); }
pred ::= gain ALL CREATURE TYPES.                     { cg_pred_gain_all_types(ctx); }
/* Bark of Doran: "As long as equipped creature's toughness is greater than its power, it assigns combat damage equal to
   its toughness rather than its power." (510.1a: RESTRICT RULE_TOUGHNESS_DAMAGE on the equipped creature; combat.c
   compares as the damage is assigned) */
line ::= AS LONG AS EQUIPPED(A) WORD(C) TOUGHNESS IS GREATER THAN ITS POWER COMMA IT WORD(W) COMBAT DAMAGE EQUAL TO ITS TOUGHNESS RATHER THAN ITS POWER PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, C, "creature's"); cg_word_must(ctx, W, "assigns"); cg_toughness_damage(ctx, A); cg_text_line(ctx, L); }
/* Midnight Tilling: "Mill four cards, then you may return a permanent card from among them to your hand." (FIND_PERMANENT;
   PUSH n; YOU; MILL_FIND hand: src/search.c) */
sentence ::= MILL cards(N) COMMA THEN YOU MAY RETURN A PERMANENT CARDW FROM AMONG THEM TO YOUR HAND PERIOD. { cg_mill_find(ctx, N); }
/* Lluwen: "mill four cards, then you may put a creature or land card from among the milled cards on top of your library."
   (FIND_TYPE creature; FIND_TYPE land; PUSH n; YOU; MILL_FIND top) */
sentence ::= MILL cards(N) COMMA THEN YOU MAY PUT A CREATURE OR LAND CARDW FROM AMONG THE WORD(M) CARDS ON TOP OF YOUR LIBRARY PERIOD.
                                                      { cg_word_must(ctx, M, "milled"); cg_mill_find_top(ctx, N); }
/* "Discard a land card" (601.2h, 701.9a: PACK_COST_DISCARD with PACK_SACQ_LAND_CARD) and "Create a 1/1 black and green Worm
   creature token for each land card in your graveyard." (GY_TYPE_YOURS land; CREATE) */
cost_item ::= DISCARD A LAND CARDW.                   { cg_cost_discard_land(ctx); }
/* Retched Wretch: "When this creature dies, if it had a -1/-1 counter on it, return it to the battlefield under its owner's
   control and it loses all abilities." (COND_HAD_MINUS1; GY_RETURN_SELF GYTO_BATTLEFIELD_OWNER; SELF; EFFECT_LASTS a) */
icond ::= IF IT HAD A PTMOD(K) COUNTER ON IT COMMA.   { cg_icond_had(ctx, K); }
sentence ::= RETURN self TO THE BATTLEFIELD WORD(U) ITS OWNERS CONTROL AND IT LOSES ALL ABILITIES PERIOD. { cg_word_must(ctx, U, "under"); cg_return_it_loses(ctx); }
effect ::= CREATE A token_desc CREATURE TOKENW FOR EACH LAND CARDW IN YOUR GRAVEYARD. { cg_create_per_gy_land(ctx); }
line ::= aword trigger sentences NEWLINE(L).          { cg_trigger_end(ctx); cg_text_line(ctx, L); }
line ::= aword trigger icond sentences NEWLINE(L).    { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* an ability word (207.2c: "Landfall —", "Raid —") labels the ability; an intervening "if" (603.4) conditions it */
aword ::= WORD(W) DASH.                               { cg_ability_word(ctx, W); }
icond ::= IF YOU ATTACKED THIS TURN COMMA.            { cg_trigger_cond(ctx, COND_ATTACKED); }
icond ::= IF IT WAS KICKED COMMA.                     { cg_trigger_cond(ctx, COND_KICKED); }
icond ::= IF A CREATURE DIED THIS TURN COMMA.          { cg_trigger_cond(ctx, COND_DIED); } /* Morbid (700.4) */
icond ::= IF A CREATURE DIED WORD(U) YOUR CONTROL THIS TURN COMMA. { cg_word_must(ctx, U, "under"); cg_trigger_cond(ctx, COND_DIED_YOURS); } /* tdmcards 17 */
trigger ::= WHENEVER A COUNTER IS PUT ON A CREATURE YOU CONTROL COMMA. { cg_trigger_begin(ctx, TRIG_COUNTER_PUT); } /* 122.6 */
icond ::= IF YOU CONTROL number(N) OR MORE CREATURES COMMA. { cg_trigger_cond_n(ctx, COND_CREATURES3, N, 3); }
line ::= costs COLON ADD mana_made PERIOD NEWLINE(L).  { cg_mana_ability(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* lead: counted amounts (manadyngen.c) */
line ::= costs COLON ADD mana_made FOR EACH WORD(W) YOU CONTROL PERIOD NEWLINE(L).
                                                      { cg_mana_ability(ctx); cg_mana_dyn_sub(ctx, W); cg_ability_end(ctx);
                                                        cg_text_line(ctx, L); }
/* White Lotus Tile: MANA_DYN_SHARED | MANA_ONE_COLOR */
line ::= costs COLON ADD XW MANAW OF ANY NUMWORD(O) COLOR COMMA WHERE XW IS THE WORD(G) NUMBERW OF CREATURES YOU CONTROL THAT
         HAVE A CREATURE TYPE IN WORD(C) PERIOD NEWLINE(L). { cg_mana_ability(ctx); cg_mana_dyn_shared(ctx, O, G, C);
                                                              cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= costs COLON ADD AN WORD(A) OF MANA(M) EQUAL TO THIS WORD(W) POWER PERIOD NEWLINE(L).
                                                      { cg_mana_ability(ctx); cg_mana_dyn_power(ctx, A, M, W);
                                                        cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= costs COLON ADD mana_made PERIOD IF YOU CONTROL A CREATURE WITH POWER number(N) OR GREATER COMMA ADD MANA(A) MANA(B)
         INSTEAD PERIOD NEWLINE(L).                   { cg_mana_ability(ctx); cg_mana_dyn_power4(ctx, N, A, B);
                                                        cg_ability_end(ctx); cg_text_line(ctx, L); }
/* tdmcards 10: the Devotees' "{1}: Add {R}, {W}, or {B}. Activate only once each turn." (605.1a, 602.5b; src/manafilter.c) */
line ::= costs COLON ADD mana_made PERIOD ACTIVATE ONLY WORD(O) EACH TURN PERIOD NEWLINE(L).
                                                      { cg_mana_filter(ctx, O); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* Mox Jasper: "{T}: Add one mana of any color. Activate only if you control a Dragon." (602.5b; ACTR_IF_CONTROL) */
line ::= costs COLON ADD mana_made PERIOD ACTIVATE ONLY IF YOU CONTROL A WORD(W) PERIOD NEWLINE(L).
                                                      { cg_mana_ability(ctx); cg_mana_if_control(ctx, W); cg_ability_end(ctx);
                                                        cg_text_line(ctx, L); }
/* eclcards: "{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard." (602.5b; ACTR_IF_CONTROL | ACTR_IF_GY) */
line ::= costs COLON ADD mana_made PERIOD ACTIVATE ONLY IF THERE IS AN WORD(W) CARDW IN YOUR GRAVEYARD PERIOD NEWLINE(L).
                                                      { cg_mana_ability(ctx); cg_mana_if_gy(ctx, W); cg_ability_end(ctx);
                                                        cg_text_line(ctx, L); }
line ::= costs COLON ADD mana_made PERIOD ACTIVATE ONLY IF THERE IS A WORD(W) CARDW IN YOUR GRAVEYARD PERIOD NEWLINE(L).
                                                      { cg_mana_ability(ctx); cg_mana_if_gy(ctx, W); cg_ability_end(ctx);
                                                        cg_text_line(ctx, L); }
/* restricted mana (106.6): "{T}: Add {W}{W}. Spend this mana only to cast Aura and/or Equipment spells." */
line ::= costs COLON ADD mana_made PERIOD WORD(S) THIS MANAW ONLY TO CAST mana_only PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, S, "Spend"); cg_mana_ability(ctx);
                                                        cg_ability_end(ctx); cg_text_line(ctx, L); }
mana_only ::= WORD(A) SPELLS.                         { cg_mana_only(ctx, A, 1, 1); }
mana_only ::= WORD(A) ANDOR WORD(B) SPELLS.           { cg_mana_only(ctx, A, 1, 1); cg_mana_only(ctx, B, 2, 1); }
mana_only ::= WORD(A) OR WORD(B) SPELLS.              { cg_mana_only(ctx, A, 1, 1); cg_mana_only(ctx, B, 2, 1); }
mana_only ::= A WORD(A) SPELL.                        { cg_mana_only(ctx, A, 1, 0); }
mana_only ::= AN WORD(A) SPELL.                       { cg_mana_only(ctx, A, 1, 0); }
mana_only ::= A WORD(A) OR WORD(B) SPELL.             { cg_mana_only(ctx, A, 1, 0); cg_mana_only(ctx, B, 2, 0); }
mana_only ::= A CREATURE SPELL.                       { cg_mana_only_type(ctx, TYPE_CREATURE); }
/* lead: Secluded Courtyard, Eclipsed Realms -- the creature type chosen as it entered (ONLY_CHOSEN) */
mana_only ::= A CREATURE SPELL OF THE CHOSEN TYPE OR ACTIVATE AN ABILITY OF A CREATURE SOURCE OF THE CHOSEN TYPE.
                                                      { cg_mana_only_chosen(ctx, 1); }
mana_only ::= A SPELL OF THE CHOSEN TYPE OR ACTIVATE AN ABILITY OF A SOURCE OF THE CHOSEN TYPE.
                                                      { cg_mana_only_chosen(ctx, 0); }
mana_only ::= A WORD(A) SPELL OR AN WORD(B) SPELL.    { cg_mana_only(ctx, A, 1, 0); cg_mana_only(ctx, B, 2, 0);
                                                        cg_mana_only_flag(ctx, ONLY_EACH); }
mana_only ::= AN WORD(A) SPELL OR ACTIVATE AN ABILITY OF AN WORD(B) SOURCE.
                                                      { cg_mana_only(ctx, A, 1, 0); cg_mana_only_same(ctx, B); }
mana_only ::= WORD(A) SPELLS OR ACTIVATE ABILITIES OF WORD(B) SOURCES.
                                                      { cg_mana_only(ctx, A, 1, 1); cg_mana_only_same(ctx, B); }
line ::= costs COLON sentences NEWLINE(L).            { cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= self ENTERS TAPPED PERIOD NEWLINE(L).        { cg_enters_tapped(ctx); cg_text_line(ctx, L); }
/* "enters with N +1/+1 counters on it" (614.1c), with an ability word and a condition: "Raid — ... if you attacked this turn." */
line ::= IF self WOULD BEW PUT INTO A GRAVEYARD FROM ANYWHERE COMMA REVEAL self AND SHUFFLE IT INTO ITS OWNERS LIBRARY INSTEAD PERIOD NEWLINE(L).
                                                      { cg_shuffle_instead(ctx); cg_text_line(ctx, L); }
line ::= ewith PERIOD NEWLINE(L).                     { cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= ewith IF YOU ATTACKED THIS TURN PERIOD NEWLINE(L). { cg_enters_cond(ctx, COND_ATTACKED); cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= aword ewith IF YOU ATTACKED THIS TURN PERIOD NEWLINE(L). { cg_enters_cond(ctx, COND_ATTACKED); cg_ability_end(ctx); cg_text_line(ctx, L); }
ewith ::= self ENTERS WITH A PTMOD(K) COUNTER ON IT.   { cg_enters_with(ctx, K, 1); }
ewith ::= self ENTERS WITH number(N) PTMOD(K) COUNTERS ON IT. { cg_enters_with(ctx, K, N); }
line ::= cont PERIOD NEWLINE(L).                      { cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= AS LONG AS conds COMMA cont PERIOD NEWLINE(L). { cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= cda_pt PERIOD NEWLINE(L).                    { cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= YOU MAY PLAY AN ADDITIONAL LAND ON EACH OF YOUR TURNS PERIOD NEWLINE(L).
                                                      { cg_pred(ctx, OP_EXTRA_LAND, 1); cg_cont_static(ctx); cg_text_line(ctx, L); }
/* modal spells (700.2): "Choose one —" / "Choose two —" / "Choose one or both —" and a bulleted line per mode, each its
   own targets and code; modes chosen together are compiled into ABIL_MODES (modesgen.c) */
line ::= CHOOSE NUMWORD(N) DASH NEWLINE(L).          { cg_modal(ctx, N); cg_text_line(ctx, L); }
line ::= CHOOSE NUMWORD(N) OR WORD(B) DASH NEWLINE(L). { cg_modal_both(ctx, N, B); cg_text_line(ctx, L); }
line ::= mode_begin sentences NEWLINE(L).             { cg_ability_end(ctx); cg_text_line(ctx, L); }
/* modal activated abilities (700.2, 602.2b): "{X}, Remove X +1/+1 counters from Marath: Choose one —", then a bulleted
   mode per line, "X can't be 0." after a mode's effect (actmodegen.c) */
line ::= costs COLON CHOOSE NUMWORD(N) DASH NEWLINE(L). { cg_act_modal(ctx, N); cg_text_line(ctx, L); }
line ::= mode_begin sentences act_rules NEWLINE(L).   { cg_ability_end(ctx); cg_text_line(ctx, L); }
cost_item ::= REMOVE XW PTMOD(K) COUNTERS FROM(F) self. { cg_cost_remove_x(ctx, K, F); }
/* 601.2h: "Marath, Will of the Wild enters with a number of +1/+1 counters on it equal to the amount of mana spent to
   cast it." (SELF; MANA_SPENT; COUNTERS k) */
ewith ::= self ENTERS WITH A NUMBERW OF PTMOD(K) COUNTERS ON IT EQUAL TO THE WORD(A) OF MANAW WORD(S) TO CAST IT.
                                                      { cg_enters_spent(ctx, K, A, S); }
/* 111.4: "Create an X/X green Elemental creature token." (PUSH 1; XVAL; CREATE_XX) */
token_pt ::= XSLASHX(X).                              { cg_token_begin_x(ctx, X); }
effect ::= CREATE AN token_desc CREATURE TOKENW.      { cg_create(ctx, 1); }
/* Warden of the Grove: "Whenever another nontoken creature you control enters, it endures X, where X is the number of
   counters on this creature." (COUNTERS_ALL_SRC; ABOUT; ENDURE -- "it" the creature that entered) */
trigger ::= WHENEVER ANOTHER WORD(N) CREATURE YOU CONTROL ENTERS COMMA. { cg_word_must(ctx, N, "nontoken");
                                                        cg_trigger_begin(ctx, TRIG_ANOTHER_NONTOKEN_CREATURE_ENTERS); }
effect ::= self ENDURES number(N) COMMA WHERE XW IS THE NUMBERW OF COUNTERS ON THIS CREATURE. { cg_endure_counters(ctx, N); }
/* "Create an X/X white Spirit creature token, where X is the greatest toughness among creatures you control." (Abzan
   Monument: PUSH 1; GREATEST_TOUGHNESS; CREATE_XX) */
effect ::= CREATE AN token_desc CREATURE TOKENW COMMA WHERE XW IS THE WORD(G) TOUGHNESS AMONG CREATURES YOU CONTROL.
                                                      { cg_create_greatest(ctx, G); }
mode_begin ::= BULLET.                                { cg_mode_begin(ctx); }
/* loyalty abilities (606): "+1: ...", "0: ...", "−3: ..." */
line ::= lcost sentences NEWLINE(L).                  { cg_ability_end(ctx); cg_text_line(ctx, L); }
lcost ::= LCOST(C) COLON.                             { cg_loyalty_cost(ctx, C); }
/* rules effects on their controller (Solitary Confinement): "Skip your draw step." (614.1b), "You have shroud."
   (702.18a), "Prevent all damage that would be dealt to you." (615.1) */
line ::= SKIP YOUR DRAW STEP PERIOD NEWLINE(L).        { cg_player_rule(ctx, PRULE_SKIP_DRAW); cg_text_line(ctx, L); }
line ::= YOU HAVE KEYWORD(K) PERIOD NEWLINE(L).        { cg_player_shroud(ctx, K); cg_text_line(ctx, L); }
line ::= PREVENT ALL DAMAGE THAT WOULD BEW DEALT TO YOU PERIOD NEWLINE(L). { cg_player_rule(ctx, PRULE_PREVENT); cg_text_line(ctx, L); }
/* Vorinclex: counter-modifying replacement effects (614.1a), in force while it is on the battlefield */
line ::= IF YOU WOULD PUT NUMWORD(O) OR MORE COUNTERS ON A PERMANENT OR PLAYER COMMA PUT TWICE THAT MANY OF EACH OF THOSE
         WORD(K) OF COUNTERS ON THAT PERMANENT OR PLAYER INSTEAD PERIOD NEWLINE(L).
                                                      { cg_counter_mod(ctx, O, K, CTRMOD_TWICE); cg_text_line(ctx, L); }
line ::= IF AN OPPONENT WOULD PUT NUMWORD(O) OR MORE COUNTERS ON A PERMANENT OR PLAYER COMMA THEY PUT WORD(H) THAT MANY OF
         EACH OF THOSE WORD(K) OF COUNTERS ON THAT PERMANENT OR PLAYER INSTEAD COMMA WORD(R) WORD(D) PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, H, "half"); cg_word_must(ctx, R, "rounded");
                                                        cg_word_must(ctx, D, "down");
                                                        cg_counter_mod(ctx, O, K, CTRMOD_HALF); cg_text_line(ctx, L); }
line ::= YOU HAVE NO MAXIMUM HAND SIZE PERIOD NEWLINE(L). { cg_pred(ctx, OP_NO_MAX_HAND, 0); cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= ENCHANT enchant_what NEWLINE(L).             { cg_text_line(ctx, L); }
line ::= EQUIP costs NEWLINE(L).                      { cg_equip(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* kicker (702.33): "Kicker {1}{U}" -- an optional additional cost; "If this spell was kicked, ..." reads it */
line ::= KICKER costs NEWLINE(L).                     { cg_kicker(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* evoke (702.74a): "Evoke {R/W}{R/W}" -- an alternative cost; the permanent is sacrificed as it enters (src/evoke.c).
   The Incarnations: "When this creature enters, if {W}{W} was spent to cast it," (601.2h: COND_SPENT_*) */
line ::= EVOKE costs NEWLINE(L).                      { cg_evoke(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
icond ::= IF MANA(A) MANA(B) WAS WORD(S) TO CAST IT COMMA. { cg_trigger_cond_spent(ctx, A, B, S); }
/* convoke (702.51): "Convoke" -- the caster's creatures may be tapped to pay for the spell */
line ::= CONVOKE NEWLINE(L).                          { cg_convoke(ctx); cg_text_line(ctx, L); }
/* blight N (ECL keyword action): "blight 2", "each opponent blights 1", "target opponent blights 2"; "you may blight 1.
   If you do, <sentence>" -- BLIGHT 1 ends the run when the player controls no creature (they can't blight) */
effect ::= BLIGHT number(N).                          { cg_blight(ctx, N, -1, 0); }
effect ::= EACH OPPONENT BLIGHTS number(N).           { cg_blight(ctx, N, -2, 0); }
/* Dream Seizer: "each opponent discards a card" (701.9a: each chooses) */
effect ::= EACH OPPONENT DISCARDS cards(N).           { cg_player_effect(ctx, OP_DISCARD, N, -2); }
effect ::= player_target(T) BLIGHTS number(N).        { cg_blight(ctx, N, T, 0); }
sentence ::= may_blight sentence.                     { cg_may_end(ctx); }
may_blight ::= may BLIGHT number(N) PERIOD IF YOU DO COMMA. { cg_blight(ctx, N, -1, 1); }
sentence ::= if_kicked sentence.                      { cg_if_end(ctx); }
sentence ::= if_kicked self DEALS number(N) DAMAGE INSTEAD PERIOD. { cg_kicked_amount(ctx, N); }
sentence ::= if_kicked self DEALS number(N) DAMAGE TO THAT CREATURE INSTEAD PERIOD. { cg_kicked_amount(ctx, N); }
if_kicked ::= IF THIS SPELL WAS KICKED COMMA.         { cg_if_begin(ctx); }
/* Sold Out: "If it was dealt damage this turn, create a Clue token." (TARGET t; DEALT_DAMAGE before the sentence naming
   it; UNLESS n) */
sentence ::= if_damaged sentence.                     { cg_if_end(ctx); }
if_damaged ::= IF IT WAS DEALT DAMAGE THIS TURN COMMA. { cg_if_damaged(ctx); }
/* a kicked permanent (702.33d): "If this creature was kicked, it enters with two +1/+1 counters on it." */
line ::= IF THIS CREATURE WAS KICKED COMMA ewith PERIOD NEWLINE(L). { cg_enters_cond(ctx, COND_KICKED); cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= YOU CONTROL attached_subj PERIOD NEWLINE(L). { cg_pred(ctx, OP_SET_CONTROLLER, 0); cg_cont_static(ctx); cg_text_line(ctx, L); }
/* a line with a syntax error: reported, skipped to its end, and the next line parsed; errors are
   reported again at once (yyerrcnt), so every bad line of a card is reported */
line ::= error NEWLINE.                               { cg_line_error(ctx); yypParser->yyerrcnt = -1; }

/* ---------------------------------------------------------------- continuous effects (604, 611, 613) */
/* A subject and what it does: a static ability as a line of its own, or an effect of a spell or ability
   "until end of turn". The subject's filters and the predicates' operations go to the card's continuous-
   effect buffer (codegen.c); the line's or sentence's end decides what the buffer becomes. The compiler
   assigns each operation's layer; the text never names one. */
cont ::= subject preds. [CONT]
subject ::= sel.                                      { cg_subject(ctx, CG_SUBJ_SET, 0); }
subject ::= ALL sel.                                  { cg_subject(ctx, CG_SUBJ_SET, CG_HINT_ALL); }
subject ::= EACH sel.                                 { cg_subject(ctx, CG_SUBJ_SET, CG_HINT_EACH); }
subject ::= otarget(T).                               { cg_subject(ctx, CG_SUBJ_TARGET, T); }
subject ::= self.                                     { cg_subject(ctx, CG_SUBJ_SELF, 0); }
subject ::= attached_subj.
subject ::= THAT CREATURE.                            { cg_subject(ctx, CG_SUBJ_TARGET, ctx->cur.last_target); }

/* Auras and Equipment (303.4, 301.5): "Enchant creature", "enchanted creature", "equipped creature" */
enchant_what ::= CREATURE.                            { cg_enchant(ctx, TGT_CREATURE); }
enchant_what ::= CREATURE YOU CONTROL.                { cg_enchant(ctx, TGT_CREATURE_YOU_CONTROL); }
enchant_what ::= LAND.                                { cg_enchant(ctx, TGT_LAND); }
enchant_what ::= ARTIFACT.                            { cg_enchant(ctx, TGT_ARTIFACT); }
enchant_what ::= ENCHANTMENT.                         { cg_enchant(ctx, TGT_ENCHANTMENT); }
enchant_what ::= PERMANENT.                           { cg_enchant(ctx, TGT_PERMANENT); }
attached_subj ::= attached.                           { cg_subject(ctx, CG_SUBJ_ATTACHED, 0); }
attached ::= ENCHANTED(A) CREATURE.                   { cg_attached_word(ctx, A, TYPE_CREATURE); }
attached ::= ENCHANTED(A) LAND.                       { cg_attached_word(ctx, A, TYPE_LAND); }
attached ::= ENCHANTED(A) PERMANENT.                  { cg_attached_word(ctx, A, -1); }
attached ::= EQUIPPED(A) CREATURE.                    { cg_attached_word(ctx, A, TYPE_CREATURE); }

/* an affected set: adjectives, a noun, a suffix ("other non-Aura enchantment", "Sliver creatures you control") */
sel ::= sadjs snoun ssuffix.
sel ::= snoun ssuffix.
sadjs ::= sadj.
sadjs ::= sadjs sadj.
sadj ::= OTHER.                                       { cg_filter(ctx, OP_F_OTHER, 0); }
sadj ::= COLORWORD(C).                                { cg_filter_color(ctx, C); }
sadj ::= ATTACKING.                                   { cg_filter(ctx, OP_F_ATTACKING, 0); }
sadj ::= UNTAPPED.                                    { cg_filter(ctx, OP_F_UNTAPPED, 0); }
sadj ::= TAPPED.                                      { cg_filter(ctx, OP_F_TAPPED, 0); }
sadj ::= NONCREATURE.                                 { cg_filter(ctx, OP_F_NOT_TYPE, TYPE_CREATURE); }
sadj ::= WORD(W).                                     { cg_filter_word(ctx, W, 1); }
snoun ::= CREATURE.                                   { cg_filter(ctx, OP_F_TYPE, TYPE_CREATURE); }
snoun ::= CREATURES.                                  { cg_filter(ctx, OP_F_TYPE, TYPE_CREATURE); }
snoun ::= LAND.                                       { cg_filter(ctx, OP_F_TYPE, TYPE_LAND); }
snoun ::= ENCHANTMENT.                                { cg_filter(ctx, OP_F_TYPE, TYPE_ENCHANTMENT); }
snoun ::= ARTIFACT.                                   { cg_filter(ctx, OP_F_TYPE, TYPE_ARTIFACT); }
snoun ::= PERMANENT.                                  /* eclcards 14: "each nonland permanent you control": no filter */
snoun ::= WORD(W).                                    { cg_filter_word(ctx, W, 0); }
ssuffix ::= .
ssuffix ::= YOU CONTROL.                              { cg_filter(ctx, OP_F_YOURS, 0); }
ssuffix ::= WITH NO ABILITIES.                        { cg_filter(ctx, OP_F_NO_ABILITIES, 0); }
ssuffix ::= YOU CONTROL WITH A PTMOD(K) COUNTER ON IT. { cg_filter(ctx, OP_F_YOURS, 0); cg_filter_counter(ctx, K); }
ssuffix ::= YOU CONTROL WITH PTMOD(K) COUNTERS ON THEM. { cg_filter(ctx, OP_F_YOURS, 0); cg_filter_counter(ctx, K); }

preds ::= pred.
preds ::= preds AND pred.
/* Darksteel Mutation: "..., and it loses all other abilities, card types, and creature types." -- "is a ..." already
   replaced the card and creature types (205.1b); the abilities but the keyword the effect grants go (613.1f) */
preds ::= preds COMMA AND IT LOSES ALL OTHER ABILITIES COMMA CARDW TYPES COMMA AND CREATURE TYPES.
                                                      { cg_lose_other(ctx); }
pred ::= get PTMOD(M).                                { cg_pred_pt(ctx, OP_MODIFY_PT, M); }
pred ::= get XPTMOD.                                  { cg_pred_pt_x(ctx); }
pred ::= have BASE POWER AND TOUGHNESS XSLASHX.       { cg_pred_set_pt_x(ctx); } /* Katara: X of its ability */
pred ::= lose ALL ABILITIES.                          { cg_pred(ctx, OP_LOSE_ABILITIES, 0); }
pred ::= lose ALL ABILITIES EXCEPT MANAW ABILITIES.   { cg_pred(ctx, OP_LOSE_NONMANA, 0); } /* Blood Sun (605) */
pred ::= have BASE POWER AND TOUGHNESS NUMBER(P) SLASH NUMBER(T). { cg_pred_set_pt(ctx, P, T); }
pred ::= have BASE POWER AND BASE TOUGHNESS EACH EQUAL TO ITS MANAW VALUE. { cg_pred(ctx, OP_SET_PT_MV, 0); }
pred ::= have POWER AND TOUGHNESS EACH EQUAL TO ITS MANAW VALUE. { cg_pred(ctx, OP_SET_PT_MV, 0); }
pred ::= have KEYWORD(K).                             { cg_pred_keyword(ctx, K, 1); }
pred ::= have KEYWORD(K) MANA(M).                     { cg_pred_ward(ctx, K, M); }
pred ::= gain KEYWORD(K).                             { cg_pred_keyword(ctx, K, 2); }
pred ::= gain ALL WORD(B) LAND TYPES.                 { cg_word_must(ctx, B, "basic"); cg_pred_all_basic_types(ctx); } /* Energybending */
pred ::= KEYWORD(K).                                  { cg_pred_keyword(ctx, K, 0); }
pred ::= be_a CREATURE IN ADDITION TO ITS OTHER TYPES. { cg_is_a_end(ctx); cg_pred(ctx, OP_ADD_TYPE, TYPE_CREATURE); }
pred ::= be WORD(W) IN ADDITION TO THEIR OTHER TYPES. { cg_pred_word(ctx, W, 1); }
pred ::= be CREATURES IN ADDITION TO THEIR OTHER TYPES. { cg_pred(ctx, OP_ADD_TYPE, TYPE_CREATURE); }
pred ::= be_a WORD(W) IN ADDITION TO ITS OTHER LAND TYPES. { cg_is_a_end(ctx); cg_pred_word(ctx, W, 2); }
pred ::= be WORD(W).                                  { cg_pred_word(ctx, W, 0); }
pred ::= BECOMES COLORWORD(C).                        { cg_pred_color(ctx, C); }
pred ::= BECOMES A bitems.                            { cg_becomes_end(ctx); }
pred ::= be_a bitems.                                 { cg_is_a_end(ctx); }
pred ::= CANT ATTACK.                                 { cg_pred(ctx, OP_RESTRICT, RULE_CANT_ATTACK); }
pred ::= CANT BLOCK.                                  { cg_pred(ctx, OP_RESTRICT, RULE_CANT_BLOCK); }
pred ::= CANT ATTACK OR BLOCK.                        { cg_pred(ctx, OP_RESTRICT, RULE_CANT_ATTACK | RULE_CANT_BLOCK); }
pred ::= DOESNT UNTAP DURING ITS CONTROLLERS UNTAP STEP. { cg_pred(ctx, OP_RESTRICT, RULE_NO_UNTAP); }
/* "is a black Skeleton creature with base power and toughness 1/1": its colors, creature types and card types
   replace the old ones (205.1b, 105.3) */
be_a ::= be A.                                        { cg_is_a_begin(ctx); }
be_a ::= be AN.                                       { cg_is_a_begin(ctx); }
get ::= GET.
get ::= GETS.
lose ::= LOSE.
lose ::= LOSES.
have ::= HAVE.
have ::= HAS.
gain ::= GAIN.
gain ::= GAINS.
be ::= IS.
be ::= ARE.

/* "becomes a 2/2 blue Faerie artifact creature with flying" (205.1b, 613.1d-f, 613.4b) */
bitems ::= bitem.
bitems ::= bitems bitem.
bitem ::= NUMBER(P) SLASH NUMBER(T).                  { cg_pred_set_pt(ctx, P, T); }
bitem ::= COLORWORD(C). [CONT]                        { cg_pred_color(ctx, C); }
/* "a 3/3 red and green Elemental creature" (Raging Ravine): an "and" between colors joins them (shift, AND > CONT) */
bitem ::= COLORWORD(A) AND COLORWORD(B).              { cg_pred_colors(ctx, A, B); }
bitem ::= WORD(W).                                    { cg_pred_word(ctx, W, 3); }
bitem ::= ARTIFACT.                                   { cg_type_item(ctx, TYPE_ARTIFACT); }
bitem ::= CREATURE.                                   { cg_type_item(ctx, TYPE_CREATURE); }
bitem ::= WITH KEYWORD(K). [CONT]                     { cg_pred_keyword(ctx, K, 1); }
bitem ::= WITH STRING(S).                             { cg_grant(ctx, S); }
/* the quoted ability's own period ends the sentence: 'Until end of turn, this land becomes a 3/3 ... creature with
   "Whenever this creature attacks, put a +1/+1 counter on it." It's still a land.' */
effect_quoted ::= UNTIL END OF TURN COMMA cont.       { cg_cont_effect(ctx, CG_HINT_EOT_FIRST); }
sentence ::= effect_quoted ITSC STILL A LAND PERIOD.  { cg_still_land(ctx); }
bitem ::= WITH ALL CREATURE TYPES.                    { cg_pred(ctx, OP_ALL_CREATURE_TYPES, 0); }
bitem ::= WITH POWER AND TOUGHNESS EACH EQUAL TO ITS MANAW VALUE. { cg_pred(ctx, OP_SET_PT_MV, 0); }
bitem ::= WITH BASE POWER AND TOUGHNESS NUMBER(P) SLASH NUMBER(T). { cg_pred_set_pt(ctx, P, T); }
bitem ::= THATSC STILL A LAND.                        { cg_still_land(ctx); }
bitem ::= THATSC STILL A PLANESWALKER.                { cg_still_land(ctx); ctx->cur.cont.hints |= CG_HINT_STILL_PW; }

/* conditions of static abilities: "As long as Anger is in your graveyard and you control a Mountain, ..." */
conds ::= cond.
conds ::= conds AND cond.
cond ::= SELF IS IN YOUR GRAVEYARD.                   { cg_cond_graveyard(ctx); }
cond ::= YOU CONTROL A WORD(W).                       { cg_cond_control(ctx, W); }
cond ::= ANY PLAYER CONTROLS A COLORWORD(C) PERMANENT. { cg_cond_color_permanent(ctx, C); } /* Knight of Grace */

/* Heliod: "As long as your devotion to white is less than five, Heliod isn't a creature." (700.5; LOSE_TYPE, layer 4) */
cond ::= YOUR DEVOTION TO COLORWORD(C) IS LESS THAN number(N). { cg_cond_devotion_less(ctx, C, N); }
pred ::= ISNT A CREATURE.                             { cg_pred(ctx, OP_LOSE_TYPE, TYPE_CREATURE); }
otarget(I) ::= ANOTHER TARGET(A) CREATURE.            { I = cg_target(ctx, TGT_ANOTHER_CREATURE, A); }
otarget(I) ::= TARGET(A) CREATURE OR ENCHANTMENT YOU CONTROL. { I = cg_target(ctx, TGT_CREATURE_OR_ENCHANTMENT_YOU_CONTROL, A); }

/* Sarkhan, the Dragonspeaker: "Until end of turn, Sarkhan becomes a legendary 4/4 red Dragon creature with flying,
   indestructible, and haste." (205.1b: no longer a planeswalker) and an emblem with two quoted triggered abilities */
bitem ::= WITH KEYWORD(A) COMMA KEYWORD(B) COMMA AND KEYWORD(C). { cg_pred_keyword(ctx, A, 1); cg_pred_keyword(ctx, B, 1); cg_pred_keyword(ctx, C, 1); }
sentence ::= YOU GET AN EMBLEMW WITH STRING(S) AND STRING(T). { cg_emblem2(ctx, S, T); }
trigger ::= AT THE BEGINNING OF YOUR DRAW STEP COMMA. { cg_trigger_begin(ctx, TRIG_DRAW_STEP); }
effect ::= DRAW number(N) ADDITIONAL CARDS.           { cg_player_effect(ctx, OP_DRAW, N, -1); cg_ability_wording(ctx, PACK_WORD_ADDITIONAL); }
effect ::= DISCARD YOUR HAND.                         { cg_emit(ctx, OP_YOU, 0); cg_emit(ctx, OP_DISCARD_HAND, 0); ctx->cur.neffects++; }

/* Purestrain Genestealer: "you may remove a +1/+1 counter from it. If you do, search ..." (603.5: MAY; SELF; PUSH 1;
   REMOVE_COUNTERS k; DID; UNLESS n; the sentence -- DID: a counter was removed) */
sentence ::= may_remove sentence.                     { cg_may_end(ctx); }
may_remove ::= may REMOVE A PTMOD(K) COUNTER FROM IT PERIOD. { cg_remove_counter(ctx, K); }

/* Herald of Anafenza: "Outlast {2}{W}" (702.107a: "{2}{W}, {T}: Put a +1/+1 counter on this creature. Activate only
   as a sorcery.") and "Whenever you activate Herald of Anafenza's outlast ability," (602.2i) */
line ::= OUTLAST costs NEWLINE(L).                    { cg_outlast(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
trigger ::= WHENEVER YOU ACTIVATE SELF POSS OUTLAST ABILITY COMMA. { cg_trigger_begin(ctx, TRIG_ACTIVATE_OUTLAST); }

/* Phyrexian Unlife: rules effects on its controller (613.11) -- 704.5a doesn't apply to them, and damage dealt to them
   while they have 0 or less life gives poison counters (120.3b) */
line ::= YOU DONT LOSE THE GAME FOR HAVING NUMBER(Z) OR LESS LIFE PERIOD NEWLINE(L).
                                                      { cg_zero(ctx, Z); cg_player_rule(ctx, PRULE_NO_LIFE_LOSS); cg_text_line(ctx, L); }
line ::= AS LONG AS YOU HAVE NUMBER(Z) OR LESS LIFE COMMA ALL DAMAGE IS DEALT TO YOU AS THOUGH ITS SOURCE HAD WORD(W) PERIOD NEWLINE(L).
                                                      { cg_zero(ctx, Z); cg_word_must(ctx, W, "infect"); cg_player_rule(ctx, PRULE_INFECT_AT_0); cg_text_line(ctx, L); }

/* Force of Negation: an alternative cost (118.9: ABIL_ALT_COST, the color in its mana byte) and "Counter target
   noncreature spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
   (COUNTER_EXILE) */
line ::= IF ITSC NOT YOUR TURN COMMA YOU MAY EXILE A COLORWORD(C) CARDW FROM YOUR HAND RATHER THAN PAY THIS SPELLPOSS MANAW COSTW PERIOD NEWLINE(L).
                                                      { cg_alt_cost(ctx, C); cg_text_line(ctx, L); }
sentence ::= IF THAT SPELL IS COUNTERED THIS WAY COMMA EXILE IT INSTEAD OF PUTTING IT INTO ITS OWNERS GRAVEYARD PERIOD.
                                                      { cg_counter_exile(ctx); }
/* Delay (702.62): "If the spell is countered this way, exile it with three time counters on it instead of putting it into
   its owner's graveyard. If it doesn't have suspend, it gains suspend." (COUNTER_TIME) */
sentence ::= IF THE SPELL IS COUNTERED THIS WAY COMMA EXILE IT WITH number(N) WORD(K) COUNTERS ON IT INSTEAD OF PUTTING IT INTO ITS OWNERS GRAVEYARD PERIOD.
                                                      { cg_counter_time(ctx, N, K); }
sentence ::= IF IT DOESNT HAVE WORD(W) COMMA IT GAINS WORD(V) PERIOD. { cg_gains_suspend(ctx, W, V); }
/* "This spell can't be countered." (101.2): an ability of kind UNCOUNTERABLE, code END; "Its controller loses 3 life"
   (Inevitable Defeat): the player who controls the target named last, or last did (608.2h: TARGET_CONTROLLER) */
line ::= THIS SPELL CANT_BE_COUNTERED PERIOD NEWLINE(L). { cg_uncounterable(ctx, L); cg_text_line(ctx, L); }
effect ::= ITS CONTROLLER LOSES number(N) LIFE.        { cg_its_controller_loses(ctx, N); }

/* Aquitect's Will: "Put a flood counter on target land. That land is an Island in addition to its other types for as long
   as it has a flood counter on it. If you control a Merfolk, draw a card." (611.2b: EFFECT_WHILE; CONTROL_SUBTYPE;
   UNLESS n before the draw) */
effect ::= PUT A WORD(K) COUNTER ON target(T).        { cg_counters(ctx, K, 1, T); }
sentence ::= THAT LAND IS AN WORD(W) IN ADDITION TO ITS OTHER TYPES FOR AS LONG AS IT HAS A WORD(K) COUNTER ON IT PERIOD.
                                                      { cg_while_counter(ctx, W, K, 1); }
sentence ::= IF YOU CONTROL A WORD(W) COMMA DRAW cards(N) PERIOD. { cg_if_control_draw(ctx, W, N); }

/* Quicksilver Fountain: "At the beginning of each player's upkeep, that player puts a flood counter on target non-Island
   land they control of their choice. That land is an Island for as long as it has a flood counter on it." (the active
   player chooses the target; SET_LAND_TYPE, 305.7) and "At the beginning of each end step, if all lands on the
   battlefield are Islands, remove all flood counters from them." (603.4; REMOVE_COUNTERS_LANDS) */
trigger ::= AT THE BEGINNING OF EACH PLAYERSC UPKEEP COMMA. { cg_trigger_begin(ctx, TRIG_EACH_UPKEEP); }
trigger ::= AT THE BEGINNING OF EACH END STEP COMMA.  { cg_trigger_begin(ctx, TRIG_EACH_END_STEP); }
icond ::= IF ALL WORD(L) ON THE BATTLEFIELD ARE WORD(I) COMMA.
                                                      { cg_word_must(ctx, L, "lands"); cg_word_must(ctx, I, "Islands");
                                                        cg_trigger_cond(ctx, COND_ALL_LANDS_ISLANDS); }
effect ::= THAT PLAYER PUTS A WORD(K) COUNTER ON TARGET(A) WORD(N) LAND THEY CONTROL OF THEIR CHOICE.
                                                      { cg_word_must(ctx, N, "non-Island");
                                                        cg_counters(ctx, K, 1, cg_target(ctx, TGT_NONISLAND_LAND_ACTIVE, A)); }
sentence ::= THAT LAND IS AN WORD(W) FOR AS LONG AS IT HAS A WORD(K) COUNTER ON IT PERIOD.
                                                      { cg_while_counter(ctx, W, K, 0); }
effect ::= REMOVE ALL WORD(K) COUNTERS FROM THEM.     { cg_remove_counters_lands(ctx, K); }

/* characteristic-defining abilities (604.3): "Terravore's power and toughness are each equal to ..." */
cda_pt ::= SELF POSS POWER AND TOUGHNESS ARE EACH EQUAL TO count. { cg_cda_pt(ctx, 0); }
cda_pt ::= SELF POSS POWER IS EQUAL TO count AND ITS TOUGHNESS IS EQUAL TO THAT NUMBERW PLUS NUMBER(N).
                                                      { cg_cda_pt(ctx, cg_number(ctx, N)); }
count ::= THE NUMBERW OF LAND CARDS IN ALL GRAVEYARDS. { cg_count(ctx, OP_COUNT_GY_TYPE, TYPE_LAND); }
count ::= THE NUMBERW OF CARDW TYPES AMONG CARDS IN ALL GRAVEYARDS. { cg_count(ctx, OP_GY_CARD_TYPES, 0); }
/* Masumaro: "twice the number of cards in your hand" (HAND_SIZE; DUP; ADD) */
count ::= TWICE THE NUMBERW OF CARDS IN YOUR HAND.    { cg_count(ctx, OP_HAND_SIZE, 0); cg_count(ctx, OP_DUP, 0); cg_count(ctx, OP_ADD, 0); }

/* ---------------------------------------------------------------- activated and mana abilities (602, 605) */
costs ::= cost_item.
costs ::= costs COMMA cost_item.
cost_item ::= MANA(M).                                { cg_cost_symbol(ctx, M); }
cost_item ::= cost_item MANA(M).                      { cg_cost_symbol(ctx, M); }
cost_item ::= SACRIFICE(S) self.                      { cg_cost_sacrifice(ctx); cg_cost_named(ctx, S); }
mana_made ::= MANA(M).                                { cg_mana_add(ctx, M); }
mana_made ::= mana_made OR MANA(M).                   { cg_mana_add(ctx, M); }
mana_made ::= mana_made MANA(M).                      { cg_mana_more(ctx, M); }
mana_made ::= NUMWORD(N) MANAW OF ANY COLOR.          { cg_mana_any(ctx, N); }
/* lead: "Add three mana of any one color." (Gilded Lotus; MANA_ONE_COLOR, manadyngen.c) */
mana_made ::= NUMWORD(N) MANAW OF ANY NUMWORD(O) COLOR. { cg_mana_one_color(ctx, N, O); }
/* fdncards 9: Heraldic Banner -- "Add one mana of the chosen color." (ACTR_CHOSEN_COLOR) */
mana_made ::= NUMWORD(N) MANAW OF THE CHOSEN COLOR.   { cg_mana_any(ctx, N); cg_mana_chosen(ctx); }
/* "Add two mana in any combination of colors." (106.1a: each one any color; mana_amount 2) */
mana_made ::= NUMWORD(N) MANAW IN ANY WORD(C) OF WORD(S). { cg_mana_combination(ctx, N, C, S); }

/* ---------------------------------------------------------------- triggered abilities (603) */
trigger ::= WHEN self ENTERS COMMA.                   { cg_trigger_begin(ctx, TRIG_ENTERS); }
trigger ::= WHEN self DIES COMMA.                     { cg_trigger_begin(ctx, TRIG_DIES); }
/* tlacards: Suki: "Whenever another permanent you control leaves the battlefield during your turn," (eclcards' rule reads
   "When Momo leaves the battlefield,") */
trigger ::= WHENEVER ANOTHER PERMANENT YOU CONTROL WORD(L) THE BATTLEFIELD DURING YOUR TURN COMMA.
                                                      { cg_word_must(ctx, L, "leaves"); cg_trigger_begin(ctx, TRIG_ANOTHER_LEAVES_YOUR_TURN); }
trigger ::= WHEN self ENTERS OR DIES COMMA.           { cg_trigger_begin(ctx, TRIG_ENTERS_OR_DIES); }
trigger ::= WHEN self IS PUT INTO A GRAVEYARD FROM THE BATTLEFIELD COMMA. { cg_trigger_begin(ctx, TRIG_TO_GRAVEYARD); }
trigger ::= WHENEVER self ATTACKS COMMA.              { cg_trigger_begin(ctx, TRIG_ATTACKS); }
trigger ::= WHENEVER self DEALS COMBAT DAMAGE TO A PLAYER COMMA. { cg_trigger_begin(ctx, TRIG_COMBAT_DAMAGE_PLAYER); }
trigger ::= WHENEVER ANOTHER CREATURE YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_ENTERS); }
trigger ::= WHENEVER YOU CAST A NONCREATURE SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_NONCREATURE); }
/* "Whenever you cast a noncreature spell or a Dragon spell," (Runescale Stormbrood) */
trigger ::= WHENEVER YOU CAST A NONCREATURE SPELL OR A WORD(W) SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_NONCREATURE_OR); cg_trigger_subtype(ctx, W, 0); }
trigger ::= WHENEVER YOU GAIN LIFE COMMA.             { cg_trigger_begin(ctx, TRIG_GAIN_LIFE); }
trigger ::= WHENEVER A LAND YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_LAND_ENTERS); }
trigger ::= AT THE BEGINNING OF YOUR UPKEEP COMMA.    { cg_trigger_begin(ctx, TRIG_UPKEEP); }
trigger ::= AT THE BEGINNING OF YOUR END STEP COMMA.  { cg_trigger_begin(ctx, TRIG_END_STEP); }
trigger ::= AT THE BEGINNING OF THE END STEP COMMA.   { cg_trigger_begin(ctx, TRIG_EVERY_END_STEP); }
trigger ::= WHENEVER A CREATURE YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_ENTERS); }

keywords ::= KEYWORD(K).                              { cg_keyword(ctx, K); }
keywords ::= keywords COMMA KEYWORD(K).               { cg_keyword(ctx, K); }

pt ::= NUMBER(P) SLASH NUMBER(T).                     { cg_pt(ctx, P, 0, T, 0); }
pt ::= STAR(P) SLASH NUMBER(T).                       { cg_pt(ctx, P, 1, T, 0); }
pt ::= NUMBER(P) SLASH STAR(T).                       { cg_pt(ctx, P, 0, T, 1); }
pt ::= STAR(P) SLASH STAR(T).                         { cg_pt(ctx, P, 1, T, 1); }
pt ::= STAR(P) SLASH NUMSTAR(T).                      { cg_pt(ctx, P, 1, T, 2); }

sentences ::= sentence.
sentences ::= sentences sentence.
sentence ::= effect PERIOD.
sentence ::= effect AND effect PERIOD.                { cg_join(ctx); }

/* ---------------------------------------------------------------- effects */
effect ::= self DEALS number(N) DAMAGE TO target(T).  { cg_damage(ctx, N, T); }
effect ::= DRAW cards(N).                             { cg_player_effect(ctx, OP_DRAW, N, -1); }
effect ::= YOU DRAW cards(N).                         { cg_player_effect(ctx, OP_DRAW, N, -1); cg_you_draw(ctx); }
/* "you draw a card and lose 1 life" (the one subject for both verbs: the second without "you") */
effect ::= LOSE number(M) LIFE.                       { cg_player_effect(ctx, OP_LOSE_LIFE, M, -1); cg_ability_wording(ctx, PACK_WORD_BARE_LOSE); }
effect ::= self DEALS number(N) DAMAGE TO YOU.        { cg_damage_you(ctx, N); }
effect ::= YOU GAIN number(N) LIFE.                   { cg_player_effect(ctx, OP_GAIN_LIFE, N, -1); }
effect ::= YOU LOSE number(N) LIFE.                   { cg_player_effect(ctx, OP_LOSE_LIFE, N, -1); }
effect ::= player_target(T) DRAWS cards(N).           { cg_player_effect(ctx, OP_DRAW, N, T); }
effect ::= player_target(T) GAINS number(N) LIFE.     { cg_player_effect(ctx, OP_GAIN_LIFE, N, T); }
effect ::= player_target(T) LOSES number(N) LIFE.     { cg_player_effect(ctx, OP_LOSE_LIFE, N, T); }
effect ::= EACH OPPONENT LOSES number(N) LIFE.        { cg_player_effect(ctx, OP_LOSE_LIFE, N, -2); }
/* lead 17: the counters on the source as it last existed once a cost sacrificed it (608.2h) -- Ravenous Amulet */
effect ::= EACH OPPONENT LOSES LIFE EQUAL TO THE NUMBERW OF WORD(K) COUNTERS ON THIS ARTIFACT. { cg_opp_loses_src_counters(ctx, K); }
effect ::= PUT A WORD(K) COUNTER ON THIS ARTIFACT.     { cg_counters_on_it(ctx, K, 1); }
effect ::= cont UNTIL END OF TURN.                    { cg_cont_effect(ctx, 0); }
effect ::= UNTIL END OF TURN COMMA cont.              { cg_cont_effect(ctx, CG_HINT_EOT_FIRST); }
/* "Target creature can't block this turn." (the same duration: it ends in the cleanup step, 514.2) */
effect ::= cont THIS TURN.                            { ctx->cur.this_turn = 1; cg_cont_effect(ctx, 0); ctx->cur.this_turn = 0; }
effect ::= UNTAP THAT CREATURE.                       { cg_untap_that(ctx); }
effect ::= UNTAP IT.                                  { cg_untap_that(ctx); cg_ability_wording(ctx, PACK_WORD_UNTAP_IT); }
sentence ::= ITSC STILL A LAND PERIOD.                { cg_still_land(ctx); }
effect ::= PUT A PTMOD(K) COUNTER ON target(T).       { cg_counters(ctx, K, 1, T); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON target(T). { cg_counters(ctx, K, N, T); }
effect ::= PUT A PTMOD(K) COUNTER ON self.            { cg_counters(ctx, K, 1, -1); cg_wording2(ctx, ctx->cur.said_it ? PACK_WORD2_IT : 0); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON self.   { cg_counters(ctx, K, N, -1); cg_wording2(ctx, ctx->cur.said_it ? PACK_WORD2_IT : 0); }
effect ::= CREATE A token_desc CREATURE TOKENW.        { cg_create(ctx, 1); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS. { cg_create(ctx, N); }
effect ::= CREATE A token_desc CREATURE TOKENW WITH token_kws. { cg_create(ctx, 1); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS WITH token_kws. { cg_create(ctx, N); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS COMMA WHERE XW IS YOUR LIFE TOTAL. { cg_create_x(ctx, N, -1); }
/* a predefined token (111.10): "Create a Treasure token.", "create two Clue tokens" -- a 'token "Treasure"' definition */
effect ::= CREATE A WORD(W) TOKENW.                   { cg_create_named(ctx, W, 1); }
effect ::= CREATE number(N) WORD(W) TOKENS.           { cg_create_named(ctx, W, N); }
/* Lost Days: "... puts it into their library second from the top or on the bottom. You create a Clue token." -- "You" after
   a sentence whose subject is another player (the printer says it so after that sentence) */
effect ::= YOU CREATE A WORD(W) TOKENW.               { cg_create_named(ctx, W, 1); }
effect ::= CREATE A TAPPED WORD(W) TOKENW.            { cg_create_named(ctx, W, 1); cg_created_tapped(ctx); }
effect ::= DESTROY target(T).                         { cg_object_effect(ctx, OP_DESTROY, T); }
/* "remove all counters from up to one target creature" (Purging Stormbrood): every kind (122.1) */
effect ::= REMOVE ALL COUNTERS FROM target(T).        { cg_object_effect(ctx, OP_CLEAR_COUNTERS, T); }
/* eclcards 10: "Remove any number of counters from target creature you control." (Rhys, the Evermore): REMOVE_ANY */
effect ::= REMOVE ANY NUMBERW OF COUNTERS FROM target(T). { cg_object_effect(ctx, OP_REMOVE_ANY, T); }
/* eclcards 10: Glen Elendra's Answer (701.5a-b): COUNTER_ALL_OPP; the token; CREATE -- one for each countered */
sentence ::= COUNTER ALL SPELLS YOUR OPPONENTS CONTROL AND ALL ABILITIES YOUR OPPONENTS CONTROL PERIOD
             CREATE A token_desc CREATURE TOKENW WITH token_kws FOR EACH SPELL AND ABILITY COUNTERED THIS WAY PERIOD.
                                                      { cg_counter_all_create(ctx); }
effect ::= DESTROY ALL CREATURES. [CONT]              { cg_emit(ctx, OP_DESTROY_ALL, TYPE_CREATURE); ctx->cur.neffects++; }
sentence ::= PREVENT ALL DAMAGE THAT WOULD BEW DEALT TO HIM THIS TURN PERIOD. { cg_emit(ctx, OP_SELF, 0); cg_emit(ctx, OP_PREVENT_DAMAGE, 0); ctx->cur.neffects++; }
sentence ::= THEY CANT BEW REGENERATED PERIOD.        { cg_emit(ctx, OP_NO_REGEN, 0); ctx->cur.neffects++; }
effect ::= TAPW target(T).                            { cg_object_effect(ctx, OP_TAP, T); }
/* 613.4d: "Switch target creature's power and toughness until end of turn." */
effect ::= SWITCH TARGET(A) WORD(W) POWER AND TOUGHNESS UNTIL END OF TURN. { cg_switch(ctx, A, W); }
/* 114.1: the quoted abilities end with their own period */
sentence ::= YOU GET AN EMBLEMW WITH STRING(S).       { cg_emblem(ctx, S); }
sentence ::= IF THAT CREATURE WOULD DIE THIS TURN COMMA EXILE IT INSTEAD PERIOD. { cg_exile_if_dies(ctx); }
sentence ::= IF THAT CREATURE OR PLANESWALKER WOULD DIE THIS TURN COMMA EXILE IT INSTEAD PERIOD. { cg_exile_if_dies(ctx); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON self COMMA WHERE XW IS ITS POWER. { cg_counters_power(ctx, N, K); }
/* fight (701.14): "Target creature you control fights target creature you don't control.", "Then it fights ..." */
effect ::= otarget(A) FIGHTS target(B).               { cg_fight(ctx, A, B); }
sentence ::= fight_it target(B) PERIOD.               { cg_fight(ctx, ctx->cur.fight_it, B); }
fight_it ::= THEN IT FIGHTS.                          { ctx->cur.fight_it = ctx->cur.last_target; }
effect ::= YOU GAIN LIFE EQUAL TO THE LIFE LOST THIS WAY. { cg_emit(ctx, OP_LIFE_LOST, 0); cg_emit(ctx, OP_YOU, 0); cg_emit(ctx, OP_GAIN_LIFE, 0); ctx->cur.neffects++; }
effect ::= SACRIFICE self.                            { cg_emit(ctx, OP_SACRIFICE_SELF, 0); ctx->cur.neffects++; }
effect ::= PUT A PTMOD(K) COUNTER ON EACH CREATURE YOU CONTROL. { cg_counters_each(ctx, K); }
effect ::= PUT number(N) PTMOD(K) COUNTERS ON EACH CREATURE. { cg_counters_all(ctx, K, N); }
effect ::= COUNTER target(T).                         { cg_object_effect(ctx, OP_COUNTER, T); }
effect ::= self DEALS number(N) DAMAGE TO EACH OPPONENT. { cg_damage_opponents(ctx, N); }
effect ::= EXILE target(T).                           { cg_object_effect(ctx, OP_EXILE, T); }
effect ::= RETURN target(T) TO ITS OWNERS HAND.       { cg_object_effect(ctx, OP_BOUNCE, T); }
/* copies (707): "You may have Clone enter as a copy of any creature on the battlefield." (707.5) and token copies
   (707.2), "If this spell was kicked, create five of those tokens instead." */
line ::= YOU MAY HAVE self ENTER AS A COPY OF ANY CREATURE ON THE BATTLEFIELD PERIOD NEWLINE(L).
                                                      { cg_enter_copy(ctx); cg_text_line(ctx, L); }
line ::= YOU MAY HAVE self ENTER AS A COPY OF ANY CREATURE ON THE BATTLEFIELD EXCEPTC IT HAS KEYWORD(K) PERIOD NEWLINE(L).
                                                      { cg_enter_copy_except(ctx, K); cg_text_line(ctx, L); } /* Omni-Changeling */
effect ::= CREATE A TOKENW THATSC A COPY OF target(T). { cg_create_copy(ctx, T); }
/* tdmcards 18: token copies "except ..." (707.9b: the exceptions are copiable values of the token, copyexcgen.c) --
   "except it has haste and "At the beginning of the end step, sacrifice this token."" (Electroduplicate), "except it's
   not legendary" (Ran and Shaw), "except it's not legendary and it's a 4/4 Hero in addition to its other types." */
%type copy_exc {cg_copyexc}
%type copy_is {cg_copyexc}
copy_exc(E) ::= IT HAS KEYWORD(K).                    { E = cg_copyexc_has(ctx, K, NULL); }
copy_exc(E) ::= ITSC NOT WORD(W).                     { E = cg_copyexc_nonlegendary(ctx, W); }
copy_exc(E) ::= ITSC NOT WORD(W) AND copy_is(I).      { E = cg_copyexc_and(cg_copyexc_nonlegendary(ctx, W), I); }
copy_exc(E) ::= copy_is(I).                           { E = I; }
copy_is(E) ::= ITSC A NUMBER(P) SLASH NUMBER(T).      { E = cg_copyexc_is(ctx, &P, &T, NULL); }
copy_is(E) ::= ITSC A NUMBER(P) SLASH NUMBER(T) WORD(W) IN ADDITION TO ITS OTHER TYPES. { E = cg_copyexc_is(ctx, &P, &T, &W); }
copy_is(E) ::= ITSC A WORD(W) IN ADDITION TO ITS OTHER TYPES. { E = cg_copyexc_is(ctx, NULL, NULL, &W); }
sentence ::= CREATE A TOKENW THATSC A COPY OF target(T) EXCEPTC copy_exc(E) PERIOD. { cg_create_copy_exc(ctx, T, E); }
sentence ::= CREATE A TOKENW THATSC A COPY OF self EXCEPTC copy_exc(E) PERIOD. { cg_says_this(ctx); cg_create_copy_exc(ctx, -1, E); }
/* ... "except it has haste and "At the beginning of the end step, sacrifice this token."" (the period inside the quote) */
sentence ::= CREATE A TOKENW THATSC A COPY OF target(T) EXCEPTC IT HAS KEYWORD(K) AND STRING(S).
                                                      { cg_create_copy_exc(ctx, T, cg_copyexc_has(ctx, K, &S)); }
/* Vengeful Villagers: "choose target creature an opponent controls. Tap it, then you may sacrifice an artifact or creature.
   If you do, put a stun counter on the chosen creature." */
sentence ::= CHOOSE otarget(T) PERIOD TAPW IT COMMA THEN YOU MAY SACRIFICE AN ARTIFACT OR CREATURE PERIOD IF YOU DO COMMA PUT A
             WORD(K) COUNTER ON THE CHOSEN CREATURE PERIOD. { cg_choose_tap_may_sacrifice(ctx, T, K); }
/* Joo Dee: "Create a token that's a copy of this creature, then sacrifice an artifact or creature." */
sentence ::= CREATE A TOKENW THATSC A COPY OF self COMMA THEN SACRIFICE AN ARTIFACT OR CREATURE PERIOD.
                                                      { cg_copy_self_then_sacrifice(ctx); }
sentence ::= if_kicked CREATE number(N) OF THOSE TOKENS INSTEAD PERIOD. { cg_kicked_amount(ctx, N); }
/* 701.21a: the player chooses what they sacrifice (Gatekeeper of Malakir, Tribute to Hunger) */
effect ::= player_target(T) SACRIFICES A CREATURE OF THEIR CHOICE. { cg_edict(ctx, T, TYPE_CREATURE); }
effect ::= EACH OPPONENT SACRIFICES A CREATURE OF THEIR CHOICE. { cg_edict_opponents(ctx, TYPE_CREATURE); } /* tdmcards 17 */
effect ::= YOU GAIN LIFE EQUAL TO THAT WORD(W) TOUGHNESS. { cg_gain_sacrificed(ctx, W); }
/* the owner decides (Uncharted Voyage) */
effect ::= TARGET(A) WORD(W) OWNER PUTS IT ON THEIR CHOICE OF THE TOP OR BOTTOM OF THEIR LIBRARY.
                                                      { cg_object_effect(ctx, OP_TUCK, cg_target_creatures(ctx, A, W)); }
effect ::= RETURN self TO ITS OWNERS HAND.            { cg_emit(ctx, OP_SELF_TO_HAND, 0); ctx->cur.neffects++; }
effect ::= ATTACH IT TO target(T).                    { cg_attach(ctx, T); }
effect ::= ATTACH target(T) TO target(U).             { cg_attach_other(ctx, T, U); } /* Codsworth (701.3a) */
effect ::= TAPW attached.                             { cg_emit(ctx, OP_ATTACHED, 0); cg_emit(ctx, OP_TAP, 0); ctx->cur.neffects++; }

self ::= SELF.                                         { cg_self_named(ctx); ctx->cur.said_it = 0; }
self ::= THIS SPELL.                                   { ctx->cur.said_it = 0; }
self ::= IT.                                           { ctx->cur.said_it = 1; }
self ::= THIS CREATURE.                                { ctx->cur.said_it = 0; }
self ::= THIS LAND.                                    { ctx->cur.said_it = 0; }
self ::= THIS WORD(W).                                 { cg_this_word(ctx, W); ctx->cur.said_it = 0; }
self ::= THIS TOKENW.                                 { cg_this_token(ctx); ctx->cur.said_it = 0; }

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
number(N) ::= XW.                                     { N = CG_X; }

/* ---------------------------------------------------------------- targets (each phrase adds a target) */
%type target {int}
target(I) ::= otarget(T).                             { I = T; }
target(I) ::= UP TO NUMWORD(N) otarget(T).            { I = T; cg_upto(ctx, N, T); }
target(I) ::= player_target(T).                       { I = T; }
%type otarget {int}
otarget(I) ::= ANY(A) TARGET.                          { I = cg_target(ctx, TGT_ANY, A); }
otarget(I) ::= TARGET(A) CREATURE.                     { I = cg_target(ctx, TGT_CREATURE, A); }
otarget(I) ::= TARGET(A) LAND.                         { I = cg_target(ctx, TGT_LAND, A); }
otarget(I) ::= TARGET(A) WORD(W) CREATURE.             { I = cg_target_subtype(ctx, A, W); }
otarget(I) ::= TARGET(A) CREATURE YOU CONTROL.         { I = cg_target(ctx, TGT_CREATURE_YOU_CONTROL, A); }
otarget(I) ::= TARGET(A) WORD(W) OR WORD(X) YOU CONTROL. { I = cg_target_pair(ctx, A, W, X); }
otarget(I) ::= TARGET(A) TAPPED CREATURE.              { I = cg_target(ctx, TGT_CREATURE_TAPPED, A); }
otarget(I) ::= TARGET(A) CREATURE OR PLANESWALKER.     { I = cg_target(ctx, TGT_CREATURE_OR_PLANESWALKER, A); }
otarget(I) ::= TARGET(A) ARTIFACT OR ENCHANTMENT.      { I = cg_target(ctx, TGT_ARTIFACT_OR_ENCHANTMENT, A); }
otarget(I) ::= TARGET(A) ATTACKING OR BLOCKING CREATURE. { I = cg_target(ctx, TGT_CREATURE_IN_COMBAT, A); }
otarget(I) ::= TARGET(A) NONLEGENDARY CREATURE.       { I = cg_target(ctx, TGT_NONLEGENDARY_CREATURE, A); }
otarget(I) ::= TARGET(A) NONLEGENDARY CREATURE YOU CONTROL. { I = cg_target(ctx, TGT_NONLEGENDARY_CREATURE_YOU_CONTROL, A); }
otarget(I) ::= TARGET(A) CREATURE AN OPPONENT CONTROLS. { I = cg_target(ctx, TGT_CREATURE_OPPONENT, A); }
otarget(I) ::= TARGET(A) CREATURE YOU DONT CONTROL.   { I = cg_target(ctx, TGT_CREATURE_NOT_YOURS, A); }
otarget(I) ::= TARGET(A) CREATURE OR ENCHANTMENT.     { I = cg_target(ctx, TGT_CREATURE_OR_ENCHANTMENT, A); }
otarget(I) ::= TARGET(A) ARTIFACT COMMA ENCHANTMENT COMMA OR CREATURE WITH KEYWORD(K).
                                                      { I = cg_target_keyword(ctx, A, K, TGT_ARTIFACT_ENCHANTMENT_FLYER, KW_FLYING); }
otarget(I) ::= TARGET(A) WORD(W) PERMANENT.           { I = cg_target_words(ctx, A, W, "permanent"); }
otarget(I) ::= TARGET(A) PERMANENT.                   { I = cg_target(ctx, TGT_PERMANENT, A); }
otarget(I) ::= TARGET(A) ARTIFACT.                    { I = cg_target(ctx, TGT_ARTIFACT, A); }
otarget(I) ::= TARGET(A) ENCHANTMENT.                 { I = cg_target(ctx, TGT_ENCHANTMENT, A); }
otarget(I) ::= TARGET(A) PLAYER OR PLANESWALKER.      { I = cg_target(ctx, TGT_PLAYER_OR_PLANESWALKER, A); }
otarget(I) ::= TARGET(A) SPELL.                       { I = cg_target(ctx, TGT_SPELL, A); }
otarget(I) ::= TARGET(A) CREATURE SPELL.              { I = cg_target(ctx, TGT_CREATURE_SPELL, A); }
otarget(I) ::= TARGET(A) NONCREATURE SPELL.           { I = cg_target(ctx, TGT_NONCREATURE_SPELL, A); }
otarget(I) ::= TARGET(A) NONCREATURE ARTIFACT.        { I = cg_target(ctx, TGT_NONCREATURE_ARTIFACT, A); }
otarget(I) ::= TARGET(A) SPELL OR PERMANENT.          { I = cg_target(ctx, TGT_SPELL_OR_PERMANENT, A); }
otarget(I) ::= TARGET(A) SPELL OR CREATURE.           { I = cg_target(ctx, TGT_SPELL_OR_CREATURE, A); } /* Swat Away */
%type player_target {int}
player_target(I) ::= TARGET(A) PLAYER.               { I = cg_target(ctx, TGT_PLAYER, A); }
player_target(I) ::= TARGET(A) OPPONENT.             { I = cg_target(ctx, TGT_OPPONENT, A); }

/* ---------------------------------------------------------------- keyword actions and keyword costs */
/* keyword actions (701): "Scry 2.", "Surveil 1.", "Mill three cards.", "Target player mills two cards." compile like
   the other player effects: PUSH n; YOU or TARGET i; SCRY / SURVEIL / MILL (kwgen.c) */
effect ::= SCRY number(N).                            { cg_player_effect(ctx, OP_SCRY, N, -1); }
effect ::= SURVEIL number(N).                         { cg_player_effect(ctx, OP_SURVEIL, N, -1); }
/* eclcards 10: "Proliferate." (701.34a; High Perfect Morcant): PROLIFERATE, a choice while it resolves */
effect ::= PROLIFERATE.                               { cg_emit(ctx, OP_PROLIFERATE, 0); ctx->cur.neffects++; }
/* "Surveil 2, then draw two cards." (608.2c: in order; the draw after the surveil decision) */
sentence ::= SURVEIL number(N) COMMA THEN DRAW cards(M) PERIOD. { cg_player_effect(ctx, OP_SURVEIL, N, -1); cg_player_effect(ctx, OP_DRAW, M, -1); cg_join(ctx); }
effect ::= MILL cards(N).                             { cg_player_effect(ctx, OP_MILL, N, -1); }
effect ::= player_target(T) MILLS cards(N).           { cg_player_effect(ctx, OP_MILL, N, T); }
/* a keyword with its cost (702.21a): "Ward {2}" in a keyword list, "Ward—Pay 2 life." as a line of its own */
keywords ::= KEYWORD(K) MANA(M).                      { cg_keyword_mana(ctx, K, M); }
keywords ::= keywords COMMA KEYWORD(K) MANA(M).       { cg_keyword_mana(ctx, K, M); }
line ::= KEYWORD(K) DASH PAY number(N) LIFE PERIOD NEWLINE(L). { cg_keyword_life(ctx, K, N); cg_text_line(ctx, L); }
/* tlacards 17: "Ward—Waterbend {4}." (701.67a: the payer's artifacts and creatures may be tapped to pay, {1} each) */
line ::= KEYWORD(K) DASH WATERBEND MANA(M) PERIOD NEWLINE(L). { cg_keyword_waterbend(ctx, K, M); cg_text_line(ctx, L); }

/* ---------------------------------------------------------------- "you may" (603.5) and library searches (701.19) */
/* "you may <verb> ...": MAY, then the sentence's code. A "no" ends the effect, so the compiler keeps the sentence
   last in its ability (searchgen.c). */
sentence ::= may may_effect PERIOD.                   { cg_may_end(ctx); }
may ::= YOU MAY.                                      { cg_may(ctx); }
may_effect ::= DRAW cards(N).                         { cg_player_effect(ctx, OP_DRAW, N, -1); }
may_effect ::= MILL cards(N).                         { cg_player_effect(ctx, OP_MILL, N, -1); } /* Rainveil Rejuvenator */
/* tdmcards 19 (Lasyd Prowler): "you may mill cards equal to the number of lands you control." (CONTROL_TYPE land; YOU; MILL:
   counted as it resolves, 608.2h) and "Put X +1/+1 counters on target creature, where X is the number of land cards in your
   graveyard." (TARGET i; GY_TYPE_YOURS land; COUNTERS k) */
may_effect ::= MILL CARDS EQUAL TO THE NUMBERW OF WORD(W) YOU CONTROL. { cg_mill_control(ctx, W); }
effect ::= PUT number(X) PTMOD(K) COUNTERS ON TARGET(A) CREATURE COMMA WHERE XW IS THE NUMBERW OF LAND CARDS IN YOUR GRAVEYARD.
                                                      { cg_counters_gy_lands(ctx, X, K, cg_target(ctx, TGT_CREATURE, A)); }
may_effect ::= DESTROY target(T).                     { cg_object_effect(ctx, OP_DESTROY, T); }
may_effect ::= search.
/* "look at the top N" (Vivien Reid): what is taken, then where the rest go (the family: tdmcards, below) */
sentence ::= look_top PERIOD look_take PERIOD look_rest PERIOD. { cg_look_top(ctx, 0); }
look_top ::= LOOK AT THE TOP number(N) CARDS OF YOUR LIBRARY. { cg_emit(ctx, OP_PUSH, N); cg_search_begin(ctx); }
/* Seismic Sense: "Look at the top X cards of your library, where X is the number of lands you control." (CONTROL_TYPE land,
   counted as it resolves, 608.2h) */
look_top ::= LOOK AT THE TOP number(N) CARDS OF YOUR LIBRARY COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL.
                                                      { cg_x_must(ctx, N); cg_count_control(ctx, W); cg_search_begin(ctx); }
effect ::= search.
/* "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle." -- the quality
   compiles to FIND_* operations, then YOU; SEARCH how */
search ::= search_for COMMA search_put COMMA THEN SHUFFLE. { cg_search(ctx, 0); }
search ::= search_for COMMA REVEAL IT COMMA search_put COMMA THEN SHUFFLE. { cg_search(ctx, SEARCH_REVEAL); }
search ::= search_for COMMA REVEAL IT COMMA THEN SHUFFLE AND PUT THAT CARDW ON TOP. { cg_search(ctx, SEARCH_REVEAL | SEARCH_TOP); }
search_for ::= SEARCH YOUR LIBRARY FOR A CARDW.       { cg_search_begin(ctx); }
search_for ::= SEARCH YOUR LIBRARY FOR A quality CARDW. { cg_search_begin(ctx); }
search_for ::= SEARCH YOUR LIBRARY FOR AN quality CARDW. { cg_search_begin(ctx); }
search_for ::= search_for WITH MANAW VALUE number(N).  { cg_find_mv(ctx, N, MV_EQUAL); }
search_for ::= search_for WITH MANAW VALUE number(N) OR GREATER. { cg_find_mv(ctx, N, MV_OR_GREATER); }
search_for ::= search_for WITH MANAW VALUE number(N) OR LESS. { cg_find_mv(ctx, N, MV_OR_LESS); }
quality ::= qword.
quality ::= quality qword.
quality ::= quality OR qword.                         { cg_find_or(ctx); }
qword ::= WORD(W).                                    { cg_find_word(ctx, W); }
qword ::= LAND(W).                                    { cg_find_word(ctx, W); }
qword ::= CREATURE(W).                                { cg_find_word(ctx, W); }
qword ::= ARTIFACT(W).                                { cg_find_word(ctx, W); }
qword ::= ENCHANTMENT(W).                             { cg_find_word(ctx, W); }
qword ::= SORCERY(W).                                 { cg_find_word(ctx, W); }
qword ::= INSTANT(W).                                 { cg_find_word(ctx, W); }
qword ::= PLANESWALKER(W).                            { cg_find_word(ctx, W); }
search_put ::= PUT it_card INTO YOUR HAND.            { cg_search_to(ctx, SEARCH_HAND); }
search_put ::= PUT it_card ONTO THE BATTLEFIELD.      { cg_search_to(ctx, SEARCH_BATTLEFIELD); }
search_put ::= PUT it_card ONTO THE BATTLEFIELD TAPPED. { cg_search_to(ctx, SEARCH_BATTLEFIELD | SEARCH_TAPPED); }
search_put ::= PUT it_card INTO YOUR GRAVEYARD.       { cg_search_to(ctx, SEARCH_GRAVEYARD); }
it_card ::= IT.
it_card ::= THAT CARDW.                               { cg_search_to(ctx, SEARCH_THAT_CARD); }
/* the older Oracle wording "When Fierce Empath enters the battlefield, ..." (kept for printing), and the costs and
   self-references these cards use: "{1}, Sacrifice Sterling Grove: ...", "Sacrifice this artifact" */
trigger ::= WHEN self ENTERS THE BATTLEFIELD COMMA.   { cg_trigger_begin(ctx, TRIG_ENTERS); cg_the_battlefield(ctx); }
self ::= THIS ARTIFACT.                               { ctx->cur.said_it = 0; }

/* ---------------------------------------------------------------- sets wave: self-names and mana (TDM, TLA, ECL) */
/* "When this enchantment enters, ..." (an enchantment that is not an Aura names itself so) */
self ::= THIS ENCHANTMENT.                            { cg_this_enchantment(ctx); ctx->cur.said_it = 0; }
/* "{T}: Add {G}, {U}, or {R}." (106.1: one mana of the listed colors, the tri-lands) */
mana_made ::= mana_made COMMA MANA(M).                { cg_mana_add(ctx, M); }
mana_made ::= mana_made COMMA OR MANA(M).             { cg_mana_add(ctx, M); }

/* ---------------------------------------------------------------- classic wave: devotion, "without", "still lands" */
/* devotion (700.5): "each opponent loses X life, where X is your devotion to black" (Gray Merchant of Asphodel) */
effect ::= EACH OPPONENT LOSES number(N) LIFE COMMA WHERE XW IS YOUR DEVOTION TO COLORWORD(C). { cg_devotion_loss(ctx, N, C); }
/* an affected set by the keywords it lacks: "Creatures without flying or islandwalk can't attack." (Stormtide Leviathan) */
ssuffix ::= WITHOUT KEYWORD(A).                       { cg_filter_no_keyword(ctx, A); }
ssuffix ::= YOU CONTROL WITH KEYWORD(A).              { cg_filter(ctx, OP_F_YOURS, 0); cg_filter_keyword(ctx, A, OP_F_KEYWORD); }
ssuffix ::= WITHOUT KEYWORD(A) OR KEYWORD(B).         { cg_filter_no_keyword(ctx, A); cg_filter_no_keyword(ctx, B); }
/* "All Swamps are 1/1 black creatures that are still lands." (Kormus Bell; 205.1b: the land types stay) */
pred ::= ARE NUMBER(P) SLASH NUMBER(T) COLORWORD(C) CREATURES THAT ARE STILL WORD(W). { cg_pred_still_lands(ctx, P, T, C, W); }
/* Goblin Guide (701.16a): the defending player -- in a two-player game, the attacker's opponent (506.2) */
sentence ::= DEFENDING PLAYER REVEALS THE TOP CARDW OF THEIR LIBRARY PERIOD IF ITSC A LAND CARDW COMMA THAT PLAYER PUTS IT INTO THEIR HAND PERIOD.
                                                      { cg_reveal_top_land(ctx); }

/* ---------------------------------------------------------------- sets wave 2: conditions, opponents, timing */
/* "This land enters tapped unless you control a Plains or an Island." / "... unless you control a basic land."
   (614.1c): the counts of what is named, and SELF; TAP when there is none (unlessgen.c) */
line ::= unless_begin ucond PERIOD NEWLINE(L).        { cg_unless_end(ctx); cg_text_line(ctx, L); }
unless_begin ::= self ENTERS TAPPED UNLESS YOU CONTROL. { cg_unless_begin(ctx); }
ucond ::= uone.
ucond ::= ucond OR uone.
uone ::= A WORD(W).                                   { cg_unless_subtype(ctx, W); }
uone ::= AN WORD(W).                                  { cg_unless_subtype(ctx, W); }
uone ::= A WORD(W) LAND.                              { cg_unless_super(ctx, W); }
/* "Creatures your opponents control get -1/-1 until end of turn." (109.5: the permanents opponents control) */
ssuffix ::= YOUR OPPONENTS CONTROL.                   { cg_filter(ctx, OP_F_OPPONENTS, 0); }
/* "Activate only as a sorcery." (602.5d) after an activated ability's effect */
/* "X can't be 0." (107.3a), "Activate only during your turn." (602.5b) after an activated ability's effect */
line ::= costs COLON sentences act_rules NEWLINE(L).   { cg_ability_end(ctx); cg_text_line(ctx, L); }
act_rules ::= act_rule.
act_rules ::= act_rules act_rule.
act_rule ::= XW CANT BEW NUMBER(Z) PERIOD.             { cg_act_rule(ctx, Z, ACTR_X_NOT_0); }
act_rule ::= ACTIVATE ONLY DURING YOUR TURN PERIOD.    { cg_act_rule(ctx, (dsl_tok){0, 0}, ACTR_YOUR_TURN); }
act_rule ::= ACTIVATE ONLY WORD(O) EACH TURN PERIOD.   { cg_word_must(ctx, O, "once"); cg_act_rule(ctx, (dsl_tok){0, 0}, ACTR_ONCE_TURN); } /* tdmcards 10 */
line ::= costs COLON sentences ACTIVATE ONLY AS A SORCERY PERIOD NEWLINE(L).
                                                      { cg_sorcery_speed(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "Search your library for a basic Plains, Swamp, or Forest card" (three alternatives or more, with commas) */
quality ::= quality COMMA qword.                      { cg_find_or(ctx); }
quality ::= quality COMMA OR qword.                   { cg_find_or(ctx); }

/* ---------------------------------------------------------------- "unless <player> pays {N}" (118.12) */
effect ::= COUNTER otarget(I) UNLESS ITS CONTROLLER PAYS paycost. { cg_unless_pays(ctx, OP_COUNTER, I); }
effect ::= SACRIFICE self UNLESS YOU PAY paycost.      { cg_unless_pays(ctx, OP_SACRIFICE_SELF, -1); }
effect ::= SACRIFICE self UNLESS YOU DISCARD A CARDW.  { cg_unless_discard(ctx); }
/* "Echo {3}{G}{G}" (702.30a): "At the beginning of your upkeep, if this came under your control since the beginning
   of your last upkeep, sacrifice it unless you pay its echo cost." */
line ::= ECHO paycost NEWLINE(L).                     { cg_echo(ctx); cg_text_line(ctx, L); }
paycost ::= MANA(S).                                  { cg_pay_symbol(ctx, S); }
paycost ::= paycost MANA(S).                          { cg_pay_symbol(ctx, S); }

/* ---------------------------------------------------------------- copy effects until end of turn (707.2) */
/* Mirrorweave: "Each other creature becomes a copy of target nonlegendary creature until end of turn." */
effect ::= subject BECOMES A COPY OF otarget(I) UNTIL END OF TURN. { cg_become_copy(ctx, I); }
/* eclcards 14: Mirrorform -- "Each nonland permanent you control becomes a copy of target non-Aura permanent." (707.2,
   611.2c; no duration: for good) -- TARGET i; BECOME_COPY 3 */
effect ::= subject BECOMES A COPY OF otarget(I).      { cg_become_copy_for_good(ctx, I); }
/* Cytoshape: "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature until
   end of turn." (CHOOSE_COPIED: chosen as it resolves, not targeted; TARGET i; BECOME_COPY_OF) */
sentence ::= CHOOSE A NONLEGENDARY CREATURE ON THE BATTLEFIELD PERIOD. { cg_emit(ctx, OP_CHOOSE_COPIED, 0); }
effect ::= subject BECOMES A COPY OF THAT CREATURE UNTIL END OF TURN. { cg_become_copy_chosen(ctx); }
/* Thespian's Stage: "{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this ability." (707.9b:
   TARGET i; BECOME_COPY_EXCEPT -- for good) */
/* Necrotic Ooze: "As long as Necrotic Ooze is on the battlefield, it has all activated abilities of all creature cards
   in all graveyards." (613.1f: F_SELF; GAIN_GY_ACTIVATED -- a static ability works on the battlefield only, 113.6) */
line ::= AS LONG AS SELF IS ON THE BATTLEFIELD COMMA IT HAS ALL WORD(A) ABILITIES OF ALL CREATURE CARDS IN ALL GRAVEYARDS PERIOD NEWLINE(L).
                                                      { cg_self_named(ctx); cg_word_must(ctx, A, "activated"); cg_subject(ctx, CG_SUBJ_SELF, 0);
                                                        cg_pred(ctx, OP_GAIN_GY_ACTIVATED, 0); cg_cont_static(ctx); cg_text_line(ctx, L); }
effect ::= subject BECOMES A COPY OF TARGET(A) LAND EXCEPTC IT HAS THIS ABILITY.
                                                      { cg_become_copy_except(ctx, cg_target(ctx, TGT_LAND, A)); }

/* ---------------------------------------------------------------- copies of spells (707.10) */
/* "Whenever you cast an instant or sorcery spell," (601.2i): "it" is the spell */
trigger ::= WHENEVER YOU CAST AN INSTANT OR SORCERY SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_INSTANT_SORCERY); }
/* Thousand-Year Storm: "copy it for each other instant and sorcery spell you've cast before it this turn. You may
   choose new targets for the copies." (707.10c) */
sentence ::= COPY IT FOR EACH OTHER INSTANT AND SORCERY SPELL YOUVE CAST BEFORE IT THIS TURN PERIOD
             YOU MAY CHOOSE NEW TARGETS FOR THE COPIES PERIOD. { cg_copy_spell(ctx, 0, 1); }
/* tdmcards 17: one copy of the spell a cast trigger is about (707.10; PUSH 1; COPY_SPELL COPY_*): "copy it.", "copy that
   spell.", "copy this spell." (its own "When you cast this spell,"), each maybe followed by "You may choose new targets
   for the copy." (707.10c), or "copy it and you may choose new targets for the copy." */
%type copy_what {int}
copy_what(W) ::= IT.                                  { W = 0; }
copy_what(W) ::= THAT SPELL.                          { W = COPY_THAT; }
copy_what(W) ::= THIS SPELL.                          { W = COPY_THIS; }
sentence ::= COPY copy_what(W) PERIOD.                { cg_copy_spell_one(ctx, W); }
sentence ::= COPY IT AND YOU MAY CHOOSE NEW TARGETS FOR THE COPY PERIOD. { cg_copy_spell_one(ctx, COPY_AND | COPY_NEW_TARGETS); }
sentence ::= YOU MAY CHOOSE NEW TARGETS FOR THE COPY PERIOD. { cg_copy_new_targets(ctx); } /* after the copy just written */
/* "When you cast this spell," (601.2i: the spell's own ability, from the stack) and Sage of the Skies' "if you've cast
   another spell this turn," (603.4) */
trigger ::= WHEN YOU CAST THIS SPELL COMMA.           { cg_trigger_begin(ctx, TRIG_CAST_SELF); }
icond ::= IF YOUVE CAST ANOTHER SPELL THIS TURN COMMA. { cg_trigger_cond(ctx, COND_CAST_ANOTHER); }
/* tdmcards 17c: Eshki Dragonclaw (603.4) */
icond ::= IF YOUVE CAST WORD(B) A CREATURE SPELL AND A NONCREATURE SPELL THIS TURN COMMA. { cg_word_must(ctx, B, "both"); cg_trigger_cond(ctx, COND_CAST_BOTH); }
/* "Storm" (702.40a): "When you cast this spell, copy it for each spell cast before it this turn. You may choose new
   targets for the copies." -- CAST_SELF; SPELLS_BEFORE 1; COPY_SPELL COPY_STORM | COPY_NEW_TARGETS */
line ::= STORM NEWLINE(L).                            { cg_storm(ctx); cg_text_line(ctx, L); }
/* delayed triggers (603.7) made to copy the next spell cast this turn: "When you next cast an instant or sorcery spell
   this turn, copy that spell. You may choose new targets for the copy." and Flamehold Grappler's "copy the next spell you
   cast this turn when you cast it. ..." -- MARK; DELAY d; d a NEXT_CAST triggered ability: PUSH 1; COPY_SPELL */
%type next_what {int}
next_what(W) ::= AN INSTANT OR SORCERY SPELL.         { W = (int)NEXT_CAST_INSTSORC; }
next_what(W) ::= A WORD(S) SPELL.                     { W = cg_subtype(ctx, S) + 1; }
when_next ::= WHEN YOU NEXT CAST next_what(N) THIS TURN COMMA. { cg_next_cast_open(ctx, N); }
line ::= when_next sentences NEWLINE(L).              { cg_ability_end(ctx); cg_text_line(ctx, L); } /* a spell's */
line ::= costs COLON when_next sentences NEWLINE(L).  { cg_ability_end(ctx); cg_text_line(ctx, L); } /* an activated one's */
/* eclcards 10: "When that creature dies this turn, create a 2/2 black and green Elf creature token." (Scarblade's Malice;
   603.7c): TARGET 0; DELAY d; d a THAT_DIES triggered ability holding the sentence */
sentence ::= effect PERIOD that_dies effect PERIOD.   { cg_that_dies_end(ctx); }
that_dies ::= WHEN THAT CREATURE DIES THIS TURN COMMA. { cg_that_dies_open(ctx, 0); }
/* tlacards 19b: Fatal Fissure -- "Choose target creature. When that creature dies this turn, you earthbend 4." (TARGET 0; DELAY
   d; d a THAT_DIES ability whose earthbend's land is chosen as it triggers, PACK_WORD3_YOU) */
sentence ::= CHOOSE otarget PERIOD that_dies YOU EARTHBEND(E) number(N) PERIOD. { cg_earthbend(ctx, E, N); cg_wording3(ctx, PACK_WORD3_YOU); cg_that_dies_end(ctx); }
/* tdmcards 19: "When it dies under your control this turn, draw two cards." (Desperate Measures): trig_arg
   TRIG_ARG_UNDER_YOURS -- it triggers only if the creature's controller as it dies is the ability's (603.10a) */
that_dies ::= WHEN IT DIES WORD(U) YOUR CONTROL THIS TURN COMMA. { cg_word_must(ctx, U, "under"); cg_that_dies_open(ctx, 1); }
/* eclcards 12: End-Blaze Epiphany -- "When that creature dies this turn, exile a number of cards from the top of your
   library equal to its power, then choose a card exiled this way. Until the end of your next turn, you may play that
   card." (THAT_DIES: AMOUNT; YOU; EXILE_PLAY CHOOSE|NEXT_TURN -- AMOUNT is the creature's power as it died, 603.10a) */
sentence ::= effect PERIOD that_dies EXILE A NUMBERW OF CARDS FROM THE TOP OF YOUR LIBRARY EQUAL TO ITS POWER COMMA THEN CHOOSE A CARDW WORD(X) THIS WAY PERIOD xplay_perm(P) PERIOD.
                                                      { cg_word_must(ctx, X, "exiled");
                                                        cg_exile_play(ctx, CG_XPLAY_AMOUNT | XPLAY_CHOOSE << 8, P);
                                                        cg_that_dies_end(ctx); }
sentence ::= COPY THE NEXT SPELL YOU CAST THIS TURN WHEN YOU CAST IT PERIOD.
                                                      { cg_next_cast_open(ctx, 0); cg_copy_spell_one(ctx, COPY_NEXT); }

/* ---------------------------------------------------------------- sets wave 3: tap and cast triggers */
/* "Whenever this creature becomes tapped," (701.26a: not by entering tapped) */
trigger ::= WHENEVER self BECOMES TAPPED COMMA.       { cg_trigger_begin(ctx, TRIG_BECOMES_TAPPED); }
/* "Whenever you cast a spell during an opponent's turn," (601.2i) */
trigger ::= WHENEVER YOU CAST A SPELL DURING AN OPPONENTSC TURN COMMA. { cg_trigger_begin(ctx, TRIG_CAST_OPP_TURN); }
/* Flurry -- "Whenever you cast your second spell each turn," (601.2i; the spells cast this turn are counted) */
trigger ::= WHENEVER YOU CAST YOUR SECOND SPELL EACH TURN COMMA. { cg_trigger_begin(ctx, TRIG_SECOND_SPELL); }
trigger ::= WHENEVER YOU DRAW A CARDW COMMA.          { cg_trigger_begin(ctx, TRIG_DRAW); } /* 121.1 */
trigger ::= WHENEVER YOU DRAW YOUR SECOND CARDW EACH TURN COMMA. { cg_trigger_begin(ctx, TRIG_SECOND_DRAW); }
/* "Whenever this creature deals damage to an opponent," / "Whenever a creature enters," with what the event was
   about ("that player", "it": OP_ABOUT); discards (701.9) */
trigger ::= WHENEVER self DEALS DAMAGE TO AN OPPONENT COMMA. { cg_trigger_begin(ctx, TRIG_DAMAGE_OPPONENT); }
trigger ::= WHENEVER A CREATURE ENTERS COMMA.         { cg_trigger_begin(ctx, TRIG_ANY_CREATURE_ENTERS); }
effect ::= self DEALS number(N) DAMAGE TO IT.         { cg_damage_about(ctx, N); }
effect ::= THAT PLAYER DISCARDS cards(N) AT RANDOM.   { cg_about_discard_random(ctx, N); }
/* "... to target player. That player discards two cards." (the target player of the sentence before) */
effect ::= THAT PLAYER DISCARDS cards(N).             { cg_that_player_discards(ctx, N); }

/* ---------------------------------------------------------------- sets tokens: endure (701.62) */
/* "it endures 2", "this creature endures 1": N +1/+1 counters on it or an N/N white Spirit token (tokengen.c) */
effect ::= self ENDURES number(N).                    { cg_endure(ctx, N); }
/* "When a Dragon you control enters," / "Whenever another Ally you control enters," (a creature type, 205.3m) and
   "Whenever you cast a spell with mana value 4 or greater," -- the trigger's parameter (pack_ability.trig_arg) */
trigger ::= WHEN A WORD(W) YOU CONTROL ENTERS COMMA.  { cg_trigger_begin(ctx, TRIG_CREATURE_ENTERS); cg_trigger_subtype(ctx, W, 1); }
trigger ::= WHEN AN WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_ENTERS); cg_trigger_subtype(ctx, W, 1); }
trigger ::= WHENEVER A WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_a_sub_enters(ctx, W); } /* fdncards: a Gate too */
trigger ::= WHENEVER AN WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_ENTERS); cg_trigger_subtype(ctx, W, 0); }
trigger ::= WHENEVER ANOTHER WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_another(ctx, W); }
trigger ::= WHENEVER YOU CAST A SPELL WITH MANAW VALUE number(N) OR GREATER COMMA. { cg_trigger_begin(ctx, TRIG_CAST_MV); cg_trigger_mv(ctx, N); }
/* "You may discard a card. If you do, draw a card." (701.9a; nothing to discard, or no: no draw) -- last in its ability */
sentence ::= DISCARD A CARDW PERIOD IF YOU DO COMMA DRAW cards(N) PERIOD. { cg_discard_then(ctx, N); }
/* "target opponent discards a card" (701.9a: that player chooses) */
effect ::= player_target(T) DISCARDS cards(N).        { cg_player_effect(ctx, OP_DISCARD, N, T); }
/* landcycling (702.29e): "Plainscycling {2}", "Basic landcycling {1}{U}" -- "{2}, Discard this card: Search your library
   for a Plains card, reveal it, put it into your hand, then shuffle." (tokengen.c) */
line ::= TYPECYCLING(W) costs NEWLINE(L).            { cg_landcycling(ctx, W, 0); cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= BASICCYCLING(W) costs NEWLINE(L).           { cg_landcycling(ctx, W, 1); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "At the beginning of combat on your turn," (507.1) and "another target creature you control" (not the source) */
trigger ::= AT THE BEGINNING OF COMBAT ON YOUR TURN COMMA. { cg_trigger_begin(ctx, TRIG_BEGIN_COMBAT); }
otarget(I) ::= TARGET(A) CREATURE WITH MANAW VALUE number(N) OR GREATER. { I = cg_target_bound(ctx, A, N, TGT_CREATURE_MV3, 3); }
otarget(I) ::= TARGET(A) PERMANENT WITH MANAW VALUE number(N) OR GREATER. { I = cg_target_bound(ctx, A, N, TGT_PERMANENT_MV3, 3); }
/* the Omens' targets (TDM): "target creature with power 3 or less", "target spell with mana value 2 or less",
   "target creature without flying" */
otarget(I) ::= TARGET(A) CREATURE WITH POWER number(N) OR LESS. { I = cg_target_power_less(ctx, A, N); } /* 3, 4 */
otarget(I) ::= TARGET(A) SPELL WITH MANAW VALUE number(N) OR LESS. { I = cg_target_bound(ctx, A, N, TGT_SPELL_MV2, 2); }
otarget(I) ::= TARGET(A) CREATURE WITHOUT KEYWORD(K).  { I = cg_target_keyword(ctx, A, K, TGT_CREATURE_NO_FLYING, KW_FLYING); }
otarget(I) ::= ANOTHER TARGET(A) CREATURE YOU CONTROL. { I = cg_target(ctx, TGT_ANOTHER_CREATURE_YOU_CONTROL, A); }
otarget(I) ::= OTHER TARGET(A) CREATURE.              { I = cg_target(ctx, TGT_OTHER_CREATURE, A); }
otarget(I) ::= OTHER TARGET(A) CREATURE YOU CONTROL.  { I = cg_target(ctx, TGT_OTHER_CREATURE_YOU_CONTROL, A); }
/* "During your turn, this creature has first strike." (a static ability's condition: the turn is its controller's) */
line ::= DURING YOUR TURN COMMA dyt_cond cont PERIOD NEWLINE(L). { cg_cont_static(ctx); cg_text_line(ctx, L); }
dyt_cond ::= .                                        { cg_cond_your_turn(ctx); }
/* "Whenever this creature enters or attacks," (603.2: one ability, two events) */
trigger ::= WHENEVER self ENTERS OR ATTACKS COMMA.    { cg_trigger_begin(ctx, TRIG_ENTERS_OR_ATTACKS); }
/* ---------------------------------------------------------------- classic grave: threshold, granted abilities */
/* Threshold (207.2c, an ability word): "As long as there are seven or more cards in your graveyard, ..." and the
   condition written after the effect, "<self> gets +2/+2 as long as ..." (the same static ability) */
line ::= aword AS LONG AS conds COMMA cont PERIOD NEWLINE(L). { cg_cont_static(ctx); cg_text_line(ctx, L); }
/* a line that ends with a quoted ability ends with the quote: its period is inside it */
line ::= aword AS LONG AS conds COMMA cont NEWLINE(L). { cg_quote_last(ctx); cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= aword cont_as conds PERIOD NEWLINE(L).       { cg_cond_after(ctx); cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= cont_as conds PERIOD NEWLINE(L).             { cg_cond_after(ctx); cg_cont_static(ctx); cg_text_line(ctx, L); }
cont_as ::= cont AS LONG AS.                          { cg_cond_mark(ctx); }
cond ::= THERE ARE number(N) OR MORE CARDS IN YOUR GRAVEYARD. { cg_cond_gy_size(ctx, N); }
/* "gets +3/+3, is black, has trample, and has "..."": a list of what it does; "have a, b, and c" is one too */
preds ::= preds COMMA pred.
preds ::= preds COMMA AND pred.
pred ::= be COLORWORD(C).                             { cg_pred_color(ctx, C); }
pred ::= have STRING(S).                              { cg_pred_grant(ctx, S); }
/* "sacrifice a creature" (701.21a): you choose which */
effect ::= SACRIFICE A CREATURE.                      { cg_sacrifice_you(ctx, TYPE_CREATURE); }
/* Bender's Waterskin: "Untap this artifact during each other player's untap step." (a static rules effect on itself,
   F_SELF; RESTRICT RULE_UNTAP_OTHERS) */
line ::= UNTAP THIS ARTIFACT DURING EACH OTHER PLAYERSC UNTAP STEP PERIOD NEWLINE(L).
                                                      { cg_subject(ctx, CG_SUBJ_SELF, 0); cg_pred(ctx, OP_RESTRICT, RULE_UNTAP_OTHERS);
                                                        cg_cont_static(ctx); cg_text_line(ctx, L); }
effect ::= SACRIFICE A LAND.                          { cg_sacrifice_you(ctx, TYPE_LAND); } /* Cycle of Renewal (701.21a) */
/* tlacards: "you may sacrifice another creature or artifact. If you do, ..." (Beetle-Headed Merchants), "... an artifact
   or creature. If you do, ..." (MAY; YOU; EDICT_TYPES m: with none to sacrifice the rest doesn't happen, 608.2c) */
sentence ::= may_sac sentence.                        { cg_may_end(ctx); }
may_sac ::= may SACRIFICE ANOTHER CREATURE OR ARTIFACT PERIOD IF YOU DO COMMA.
                                                      { cg_sacrifice_types(ctx, EDICT_TYPE_BIT(TYPE_CREATURE) | EDICT_TYPE_BIT(TYPE_ARTIFACT) |
                                                                                EDICT_TYPES_OTHER); }
may_sac ::= may SACRIFICE AN ARTIFACT OR CREATURE PERIOD IF YOU DO COMMA.
                                                      { cg_sacrifice_types(ctx, EDICT_TYPE_BIT(TYPE_CREATURE) | EDICT_TYPE_BIT(TYPE_ARTIFACT)); }
/* "Destroy target creature an opponent controls. Each other creature that player controls gets -2/-0 until end of
   turn." -- "that player" controls the target; "other" is other than it */
ssuffix ::= THAT PLAYER CONTROLS.                     { cg_filter_that_player(ctx); }
/* "Counter target spell if it's blue." / "Destroy target permanent if it's blue." (Pyroblast): the color is checked as
   the spell resolves, not when it is targeted */
effect ::= COUNTER target(T) IF ITSC COLORWORD(C).     { cg_if_color(ctx, OP_COUNTER, T, C); }
effect ::= DESTROY target(T) IF ITSC COLORWORD(C).     { cg_if_color(ctx, OP_DESTROY, T, C); }
/* "Whenever a player casts a red spell, you may gain 1 life." (Dragon's Claw: any player's spell, 601.2i) */
trigger ::= WHENEVER A PLAYER CASTS A COLORWORD(C) SPELL COMMA. { cg_trigger_cast_color(ctx, C); }
may_effect ::= GAIN number(N) LIFE.                   { cg_player_effect(ctx, OP_GAIN_LIFE, N, -1); }
/* costs of activated abilities (601.2h, 602.2b): "Discard a card at random", "Discard a card" (the player's choice),
   "Sacrifice an artifact or creature" (the player's choice of theirs) -- decisions as the costs are paid */
cost_item ::= DISCARD A CARDW AT RANDOM.              { cg_cost_bits(ctx, PACK_COST_DISCARD_RANDOM); }
cost_item ::= DISCARD A CARDW.                        { cg_cost_bits(ctx, PACK_COST_DISCARD); }
cost_item ::= SACRIFICE AN ARTIFACT OR CREATURE.      { cg_cost_bits(ctx, PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE); }
cost_item ::= SACRIFICE AN ARTIFACT.                  { cg_cost_bits(ctx, PACK_COST_SAC_ARTIFACT); }
cost_item ::= SACRIFICE A CREATURE.                   { cg_cost_bits(ctx, PACK_COST_SAC_CREATURE); }
/* "Whenever <self> deals combat damage to a player, draw that many cards." (AMOUNT: the damage dealt) */
effect ::= DRAW THAT MANY CARDS.                      { cg_draw_that_many(ctx); }
/* "Look at the top five cards of your library. Put two of them into your hand and the rest on the bottom of your
   library in any order." (Stock Up): PUSH 5; YOU; LOOK_TAKE 2 -- the player's choices as it resolves */
/* "Search your library for a green creature card with mana value X or less, ..." (a color in the quality) and
   "Shuffle Green Sun's Zenith into its owner's library." (SHUFFLE_SELF: not to the graveyard, 608.2n) */
qword ::= COLORWORD(W).                               { cg_find_color(ctx, W); }
sentence ::= SHUFFLE self INTO ITS OWNERS LIBRARY PERIOD. { cg_shuffle_self(ctx); }
/* "you may put a Goblin creature card from your hand onto the battlefield" (Warren Instigator): PUT_FROM_HAND */
may_effect ::= put_hand ONTO THE BATTLEFIELD.          { cg_put_from_hand(ctx); }
put_hand ::= PUT A quality CARDW FROM YOUR HAND.       { cg_search_begin(ctx); }
/* "Cards in graveyards lose all abilities." (Yixlid Jailer): the set is the cards in graveyards (F_IN_GRAVEYARD) */
subject ::= CARDS IN GRAVEYARDS.                      { cg_subject(ctx, CG_SUBJ_SET, 0); cg_filter(ctx, OP_F_IN_GRAVEYARD, 0); }
sentence ::= look_top PERIOD PUT number(M) OF THEM INTO YOUR HAND AND THE REST ON THE BOTTOM OF YOUR LIBRARY IN ANY ORDER PERIOD.
                                                      { cg_look_take(ctx, M); }
sentence ::= DRAW cards(N) COMMA THEN DISCARD cards(M) PERIOD. { cg_draw_then_discard(ctx, N, M); }
/* "Then discard two cards unless you discard a creature card." (Winternight Stories): PUSH 2; YOU; DISCARD_UNLESS creature */
sentence ::= THEN DISCARD number(N) CARDS UNLESS YOU DISCARD A CREATURE CARDW PERIOD. { cg_discard_unless(ctx, N, TYPE_CREATURE); }

/* ---------------------------------------------------------------- classic lands wave: what spells cost, flash */
/* cost changes (601.2f): "Goblin spells you cast cost {1} less to cast.", "Artifact and enchantment spells your
   opponents cast cost {2} more to cast.", "Spells you cast that target Elderwood Scion cost {2} less to cast."
   (costgen.c: SPELLS_* ...; PUSH n; COST_LESS or COST_MORE whose) */
line ::= cost_spells cost_who cost_target COSTW MANA(M) LESS TO CAST PERIOD NEWLINE(L). { cg_cost_change(ctx, M, OP_COST_LESS); cg_text_line(ctx, L); }
line ::= cost_spells cost_who cost_target COSTW MANA(M) MORE TO CAST PERIOD NEWLINE(L). { cg_cost_change(ctx, M, OP_COST_MORE); cg_text_line(ctx, L); }
cost_spells ::= SPELLS.                               { cg_cost_begin(ctx); }
cost_spells ::= WORD(W) SPELLS.                       { cg_cost_begin(ctx); cg_cost_subtype(ctx, W); }
cost_spells ::= ARTIFACT AND ENCHANTMENT SPELLS.      { cg_cost_begin(ctx); cg_cost_type(ctx, TYPE_ARTIFACT); cg_cost_type(ctx, TYPE_ENCHANTMENT); }
cost_who ::= YOU CAST.                                { ctx->cur.cost_who = 0; }
cost_who ::= YOUR OPPONENTS CAST.                     { ctx->cur.cost_who = 1; }
cost_target ::= .
cost_target ::= THAT TARGET self.                     { cg_emit(ctx, OP_SPELLS_TARGETING_SELF, 0); }
/* tdmcards 10: "The second spell you cast each turn costs {1} less to cast." (Highspire Bell-Ringer; SPELLS_SECOND) and
   "Creature spells you cast cost {2} less to cast." */
line ::= THE SECOND SPELL YOU CAST EACH TURN WORD(C) MANA(M) LESS TO CAST PERIOD NEWLINE(L).
                                                      { cg_cost_second(ctx, C); cg_cost_change(ctx, M, OP_COST_LESS);
                                                        cg_text_line(ctx, L); }
cost_spells ::= CREATURE SPELLS.                      { cg_cost_begin(ctx); cg_cost_type(ctx, TYPE_CREATURE); }
/* eclcards 10: "Creature spells you cast have convoke." (Eirdu, Carrier of Dawn; 702.51a): SPELLS_TYPE; SPELLS_CONVOKE whose */
line ::= cost_spells cost_who cost_target HAVE CONVOKE PERIOD NEWLINE(L). { cg_spells_convoke(ctx); cg_text_line(ctx, L); }
/* tdmcards 20: "You may cast Dragon spells without paying their mana costs." (Dracogenesis; an alternative cost, 118.9):
   SPELLS_SUBTYPE s; SPELLS_FREE 0 */
line ::= YOU MAY CAST cost_spells WITHOUT WORD(P) THEIR MANAW WORD(C) PERIOD NEWLINE(L). { cg_spells_free(ctx, P, C); cg_text_line(ctx, L); }
/* "You may cast spells as though they had flash." (Vedalken Orrery; 702.8a) */
line ::= YOU MAY CAST SPELLS AS THOUGH THEY HAD KEYWORD(K) PERIOD NEWLINE(L). { cg_flash_all(ctx, K); cg_text_line(ctx, L); }
line ::= YOU MAY CAST SORCERY SPELLS AND WORD(W) SPELLS AS THOUGH THEY HAD KEYWORD(K) PERIOD NEWLINE(L). { cg_flash_sorcery_and(ctx, W, K); cg_text_line(ctx, L); }
/* "This land enters tapped unless you control two or more basic lands." (Canopy Vista): AT_LEAST n */
uone ::= NUMWORD(N) OR MORE WORD(W) WORD(L).          { cg_unless_at_least(ctx, N, W, L); }

/* "Destroy target land. Its controller may search their library for a basic land card, put it onto the battlefield,
   then shuffle." (Ghost Quarter): TARGET_CONTROLLER i; MAY_PLAYER; FIND_*; TARGET_CONTROLLER i; SEARCH how */
sentence ::= its_controller_may search PERIOD.        { cg_may_end(ctx); }
its_controller_may ::= ITS CONTROLLER(W) MAY.         { cg_its_controller_may(ctx, W); }
search_for ::= SEARCH THEIR LIBRARY FOR A quality CARDW. { cg_search_begin(ctx); cg_search_their(ctx); }

/* "Target land becomes a Swamp until its controller's next untap step." (Orcish Farmer): EFFECT_UNTAP */
effect ::= cont UNTIL ITS CONTROLLERS NEXT UNTAP STEP. { cg_cont_effect_untap(ctx); }

/* "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other
   types." (Life and Limb): F_SUBTYPE_EITHER, then P/T, color, card types and subtypes */
line ::= ALL WORD(A) AND ALL WORD(B) ARE NUMBER(P) SLASH NUMBER(T) COLORWORD(C) WORD(S) CREATURES AND WORD(F) WORD(N) IN ADDITION TO THEIR OTHER TYPES PERIOD NEWLINE(L).
                                                      { cg_either_are(ctx, A, B, P, T, C, S, F, N); cg_cont_static(ctx); cg_text_line(ctx, L); }

/* "As this land enters, you may pay 2 life. If you don't, it enters tapped." (Steam Vents; 614.12, 119.4) */
line ::= AS self ENTERS COMMA YOU MAY PAY number(N) LIFE PERIOD IF YOU DONT COMMA IT ENTERS TAPPED PERIOD NEWLINE(L).
                                                      { cg_enter_pay_life(ctx, N); cg_text_line(ctx, L); }

/* Dark Depths: "enters with ten ice counters on it", "Remove an ice counter from Dark Depths.", the state trigger
   "When Dark Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a legendary 20/20 black
   Avatar creature token with flying and indestructible." (603.8; DID reads whether the sacrifice happened) */
ewith ::= self ENTERS WITH number(N) WORD(K) COUNTERS ON IT. { cg_enters_with(ctx, K, N); }
effect ::= REMOVE AN WORD(K) COUNTER FROM self.       { cg_remove_counter(ctx, K); }
effect ::= REMOVE A WORD(K) COUNTER FROM self.        { cg_remove_counter(ctx, K); }
trigger ::= WHEN self HAS NO WORD(K) COUNTERS ON IT COMMA. { cg_trigger_begin(ctx, TRIG_NO_COUNTERS); cg_state_counter(ctx, K); }
sentence ::= if_you_do sentence.                      { cg_if_end(ctx); }
if_you_do ::= IF YOU DO COMMA.                        { cg_if_you_do(ctx); }
effect ::= CREATE token_name COMMA A WORD(L) token_desc CREATURE TOKENW WITH KEYWORD(A) AND KEYWORD(B).
                                                      { cg_token_legendary(ctx, L); cg_token_keyword(ctx, A); cg_token_keyword(ctx, B); cg_create(ctx, 1); }
token_name ::= WORD(W).                               { cg_token_name_word(ctx, W); }
token_name ::= token_name WORD(W).                    { cg_token_name_word(ctx, W); }

/* ---------------------------------------------------------------- choices as a permanent enters (614.12) */
/* "As Hall of Triumph enters, choose a color." -- an enter-choice ability (CHOOSE kind): its controller chooses as
   it enters, and the choice stays on the permanent; "of the chosen color" reads it (sacgen.c) */
line ::= AS self ENTERS COMMA CHOOSE A COLOR PERIOD NEWLINE(L). { cg_enter_choice(ctx, CHOICE_COLOR); cg_text_line(ctx, L); }
/* lead: "This land enters tapped. As it enters, choose a color." (Uncharted Haven): the two abilities on one line, the
   choice's "it" kept for printing (PACK_WORD2_IT) */
line ::= self ENTERS TAPPED PERIOD AS IT ENTERS COMMA CHOOSE A COLOR PERIOD NEWLINE(L).
  { cg_enters_tapped(ctx); cg_enter_choice(ctx, CHOICE_COLOR); cg_said_it_last(ctx); cg_text_line(ctx, L); }
/* tdmcards 17: a Siege's "As this enchantment enters, choose Abzan or Mardu." (614.12; CHOICE_CLAN: the words of its
   bulleted abilities, which follow) */
line ::= AS self ENTERS COMMA CHOOSE WORD(A) OR WORD(B) PERIOD NEWLINE(L). { cg_enter_choice_clans(ctx, A, B); cg_text_line(ctx, L); }
/* lead: "As Eclipsed Realms enters, choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk." (CHOICE_LORWYN) */
line ::= AS self ENTERS COMMA CHOOSE lorwyn_types PERIOD NEWLINE(L). { cg_enter_choice(ctx, CHOICE_LORWYN); cg_text_line(ctx, L); }
lorwyn_types ::= WORD(A) COMMA WORD(B) COMMA WORD(C) COMMA WORD(D) COMMA WORD(E) COMMA WORD(F) COMMA WORD(G) COMMA OR WORD(H).
                                                      { dsl_tok w[8] = {A, B, C, D, E, F, G, H}; cg_lorwyn_types(ctx, w); }
ssuffix ::= YOU CONTROL OF THE CHOSEN COLOR.          { cg_filter(ctx, OP_F_YOURS, 0); cg_filter_chosen(ctx, CHOICE_COLOR); }
/* eclcards 7: Chronicle of Victory -- "Creatures you control of the chosen type get +2/+2 ..." (F_CHOSEN_TYPE) and
   "Whenever you cast a spell of the chosen type," (CAST_SUBTYPE with trig_arg TRIG_ARG_CHOSEN: the source's choice) */
ssuffix ::= YOU CONTROL OF THE CHOSEN TYPE.           { cg_filter(ctx, OP_F_YOURS, 0); cg_filter_chosen(ctx, CHOICE_CREATURE_TYPE); }
trigger ::= WHENEVER YOU CAST A SPELL OF THE CHOSEN TYPE COMMA. { cg_trigger_begin(ctx, TRIG_CAST_SUBTYPE); cg_trigger_chosen_type(ctx); }
/* eclcards 13: Rimefire Torque, Dawn-Blessed Pennant -- "Whenever a permanent you control of the chosen type enters,"
   (PERMANENT_ENTERS with trig_arg TRIG_ARG_CHOSEN: the source's choice, 614.12; any permanent with that creature type) */
trigger ::= WHENEVER A PERMANENT YOU CONTROL OF THE CHOSEN TYPE ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_PERMANENT_ENTERS); cg_trigger_chosen_type(ctx); }
line ::= AS self ENTERS COMMA CHOOSE A CREATURE TYPE PERIOD NEWLINE(L). { cg_enter_choice(ctx, CHOICE_CREATURE_TYPE); cg_text_line(ctx, L); }
/* Conspiracy: "Creatures you control are the chosen type. The same is true for creature spells you control and creature
   cards you own that aren't on the battlefield." -- one static ability (F_YOURS_ANYWHERE; SET_CHOSEN_TYPE, layer 4) */
pred ::= be THE CHOSEN TYPE.                          { cg_pred_chosen_type(ctx); }
/* Pithing Needle: "As Pithing Needle enters, choose a card name." and "Activated abilities of sources with the chosen
   name can't be activated unless they're mana abilities." (F_CHOSEN_NAME; RESTRICT 8, 613.11) */
line ::= AS self ENTERS COMMA CHOOSE A CARDW WORD(N) PERIOD NEWLINE(L). { cg_enter_choice_name(ctx, N); cg_text_line(ctx, L); }
line ::= WORD(A) ABILITIES OF SOURCES(S) WITH THE CHOSEN WORD(N) CANT BEW WORD(V) UNLESS THEYRE MANAW ABILITIES PERIOD NEWLINE(L).
                                                      { cg_needle(ctx, A, S, N, V); cg_cont_static(ctx); cg_text_line(ctx, L); }
line ::= cont PERIOD THE SAME IS TRUE FOR CREATURE SPELLS(S) YOU CONTROL AND CREATURE CARDS YOU OWN THAT ARENT ON THE BATTLEFIELD PERIOD NEWLINE(L).
                                                      { cg_same_off_battlefield(ctx, S); cg_cont_static(ctx); cg_text_line(ctx, L); }

/* "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other
   colors." (Painter's Servant): a set beyond the battlefield (F_ANYWHERE) and the color chosen as it entered */
subject ::= ALL CARDS THAT ARENT ON THE BATTLEFIELD COMMA SPELLS(S) COMMA AND WORD(P). { cg_subject_anywhere(ctx, S, P); }
pred ::= be THE CHOSEN COLOR IN ADDITION TO THEIR OTHER WORD(W). { cg_pred_chosen_color(ctx, W); }
pred ::= be THE CHOSEN COLOR.                         { cg_pred_chosen_color_set(ctx); } /* lead: Shimmerwilds Growth */
/* lead: triggered mana abilities (605.1b, 106.12a; ABIL_MANA_TRIG) */
line ::= WHENEVER YOU TAPW A CREATURE FOR MANAW COMMA ADD AN ADDITIONAL MANA(M) PERIOD NEWLINE(L).
                                                      { cg_mana_trig_creature(ctx, M); cg_text_line(ctx, L); }
line ::= WHENEVER A PLAYER WORD(T) A WORD(B) LAND FOR MANAW COMMA THAT PLAYER WORD(A) NUMWORD(O) MANAW OF ANY TYPE THAT LAND
         WORD(P) PERIOD NEWLINE(L).                   { cg_mana_trig_basic(ctx, T, B, A, O, P); cg_text_line(ctx, L); }
line ::= WHENEVER ENCHANTED LAND IS TAPPED FOR MANAW COMMA ITS CONTROLLER WORD(A) AN ADDITIONAL NUMWORD(O) MANAW OF THE
         CHOSEN COLOR PERIOD NEWLINE(L).              { cg_mana_trig_enchanted(ctx, A, O); cg_text_line(ctx, L); }

/* Mycosynth Lattice: "Players may spend mana as though it were mana of any color." (a rules effect on each player) */
line ::= WORD(P) MAY WORD(S) MANAW AS THOUGH(T) IT WORD(W) MANAW OF ANY COLOR PERIOD NEWLINE(L).
                                                      { cg_spend_any(ctx, P, S, T, W); cg_cont_static(ctx); cg_text_line(ctx, L); }

/* ---------------------------------------------------------------- abilities given in quotes (613.1f) */
/* 'Lands you control have "{T}: Add one mana of any color."' -- the period is inside the quotes (cont.c) */
line ::= subject have STRING(S) NEWLINE(L).           { cg_pred_grant(ctx, S); cg_cont_static(ctx); cg_text_line(ctx, L); }

/* ---------------------------------------------------------------- tla additions: the bending keyword actions */
/* "Earthbend 3." / "earthbend 1" (701.66a): a hidden target land you control (bendgen.c) */
effect ::= EARTHBEND(E) number(N).                    { cg_earthbend(ctx, E, N); }
/* "Put two +1/+1 counters on this creature, then earthbend 2." (Rebellious Captives): both, in order */
sentence ::= PUT number(N) PTMOD(K) COUNTERS ON self COMMA THEN EARTHBEND(E) number(M) PERIOD.
                                                      { cg_counters(ctx, K, N, -1); cg_earthbend(ctx, E, M); cg_join(ctx); }
/* "Firebending 2" on a line of its own (702.189a): "Whenever this creature attacks, add {R}{R}. Until end of combat,
   you don't lose this mana as steps and phases end." -- a triggered ability PUSH n; YOU; FIREBEND */
line ::= FIREBENDING(F) NUMBER(N) NEWLINE(L).          { cg_firebending(ctx, F, N); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "Firebending X, where X is this creature's power." / "... the number of creatures you control." (X counted as the
   trigger resolves, 608.2h) -- SELF; POWER | CONTROL_TYPE creature; YOU; FIREBEND */
line ::= FIREBENDING XW COMMA WHERE XW IS THIS WORD(W) POWER PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, W, "creature's"); cg_firebending_x(ctx, OP_POWER); cg_ability_end(ctx); cg_text_line(ctx, L); }
line ::= FIREBENDING XW COMMA WHERE XW IS THE NUMBERW OF CREATURES YOU CONTROL PERIOD NEWLINE(L).
                                                      { cg_firebending_x(ctx, OP_CONTROL_TYPE); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "Exhaust — {5}: Put two +1/+1 counters on this creature." (702.177a: "[Cost]: [Effect]. Activate only once.") --
   the activated ability's PACK_EXTRA_EXHAUST and its word AWORD_EXHAUST (tlagen.c) */
line ::= aword costs COLON sentences NEWLINE(L).       { cg_exhaust(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "Waterbend {3}: ..." / "Waterbend {5}, {T}: ..." (701.67a): a cost of generic mana that tapping untapped artifacts and
   creatures may pay, {1} each (PACK_EXTRA_WATERBEND, tlagen.c) */
cost_item ::= WATERBEND(W) MANA(M).                   { cg_waterbend_cost(ctx, W, M); }
/* Hog-Monkey: "target creature you control with a +1/+1 counter on it" */
otarget(I) ::= TARGET(A) CREATURE YOU CONTROL WITH A PTMOD(K) COUNTER ON IT. { I = cg_target_plus1(ctx, A, K); }
/* North Pole Patrol: "{T}: Untap another target permanent you control." */
otarget(I) ::= ANOTHER TARGET(A) PERMANENT YOU CONTROL. { I = cg_target(ctx, TGT_ANOTHER_PERMANENT_YOU_CONTROL, A); }
/* "This creature can't be blocked this turn." (509.1b; Giant Koi) and Deserter's Disciple's "another target creature you
   control with power 2 or less" */
pred ::= CANT BEW BLOCKED.                            { cg_pred(ctx, OP_RESTRICT, RULE_UNBLOCKABLE); }
otarget(I) ::= ANOTHER TARGET(A) CREATURE YOU CONTROL WITH POWER number(N) OR LESS.
                                                      { I = cg_target_bound(ctx, A, N, TGT_ANOTHER_CREATURE_YOU_CONTROL_POWER2, 2); }
effect ::= UNTAP target(T).                           { cg_object_effect(ctx, OP_UNTAP, T); }

/* ---------------------------------------------------------------- tdm: renew, delayed triggers, mobilize (tdmgen.c) */
/* Renew (207.2c, an ability word): "Renew — {3}{U}, Exile this card from your graveyard: Put two +1/+1 counters on
   target creature. Activate only as a sorcery." -- the cost exiles the card, so the ability works only in its owner's
   graveyard (113.6, 602.2b: PACK_XCOST_EXILE_GY) */
cost_item ::= EXILE THIS CARDW FROM YOUR GRAVEYARD.   { cg_cost_exile_gy(ctx); }
line ::= aword costs COLON sentences ACTIVATE ONLY AS A SORCERY PERIOD NEWLINE(L).
                                                      { cg_sorcery_speed(ctx); cg_activated_word(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* "Mobilize 3" (702.181a): "Whenever this creature attacks, create three tapped and attacking 1/1 red Warrior creature
   tokens. Sacrifice them at the beginning of the next end step." -- MARK; PUSH 3; CREATE_ATTACKING warrior; DELAY d and
   the delayed triggered ability d (603.7): SAC_THEM */
line ::= MOBILIZE number(N) NEWLINE(L).               { cg_mobilize(ctx, N); cg_text_line(ctx, L); }
/* "Harmonize {5}{R}{R}" (702.180a): cast from its owner's graveyard for this cost, a creature tapped to reduce it; the
   reminder text is not written */
line ::= harmonize costs NEWLINE(L).                  { cg_harmonize(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
harmonize ::= HARMONIZE.                              { cg_harmonize_begin(ctx); }
/* "As an additional cost to cast this spell, sacrifice a creature." / "..., discard a card." (601.2b, 601.2h): cost bits of
   the instant's or sorcery's spell ability, paid after its mana (costs.c) */
line ::= AS AN ADDITIONAL COSTW TO CAST THIS SPELL COMMA spell_cost PERIOD NEWLINE(L). { cg_text_line(ctx, L); }
spell_cost ::= SACRIFICE A CREATURE.                  { cg_spell_cost(ctx, PACK_COST_SAC_CREATURE); }
spell_cost ::= DISCARD A CARDW.                       { cg_spell_cost(ctx, PACK_COST_DISCARD); }
/* "Mobilize X, where X is the number of creature cards in your graveyard." (counted as the trigger resolves, 608.2h) */
line ::= MOBILIZE XW COMMA WHERE XW IS THE NUMBERW OF CREATURE CARDS IN YOUR GRAVEYARD PERIOD NEWLINE(L).
                                                      { cg_mobilize(ctx, -TYPE_CREATURE - 1); cg_text_line(ctx, L); }
/* "Whenever you attack," (508.1m) and War Effort's "create a 1/1 red Warrior creature token that's tapped and attacking.
   Sacrifice it at the beginning of the next end step." (508.4, 603.7) */
otarget(I) ::= TARGET(A) CREATURE WITH KEYWORD(K).    { I = cg_target_keyword(ctx, A, K, TGT_CREATURE_FLYING, KW_FLYING); }
/* "Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard."
   (Rakshasa's Bargain; "... and the other ..." when one is left, Sibsig Appraiser): PUSH 4; YOU; LOOK_TAKE_GY 2 */
sentence ::= look_top PERIOD PUT number(M) OF THEM INTO YOUR HAND AND THE REST INTO YOUR GRAVEYARD PERIOD. { cg_look_take_gy(ctx, M, 0); }
sentence ::= look_top PERIOD PUT number(M) OF THEM INTO YOUR HAND AND THE OTHER INTO YOUR GRAVEYARD PERIOD. { cg_look_take_gy(ctx, M, 1); }
/* "<self> deals damage equal to the number of creatures you control to target ..." (CONTROL_TYPE creature, counted as it
   resolves, 608.2h) */
effect ::= self DEALS DAMAGE EQUAL TO THE NUMBERW OF CREATURES YOU CONTROL TO target(T). { cg_damage_creatures(ctx, T); }
trigger ::= WHENEVER YOU ATTACK COMMA.                { cg_trigger_begin(ctx, TRIG_YOU_ATTACK); }
effect ::= CREATE A token_desc CREATURE TOKENW THATSC TAPPED AND ATTACKING. { cg_create(ctx, 1); cg_create_attacking(ctx); }
effect ::= CREATE number(N) token_desc CREATURE TOKENS THAT ARE TAPPED AND ATTACKING. { cg_create(ctx, N); cg_create_attacking(ctx); }
sentence ::= SACRIFICE IT AT THE BEGINNING OF THE NEXT END STEP PERIOD. { cg_sacrifice_later(ctx, 1); }
sentence ::= SACRIFICE THEM AT THE BEGINNING OF THE NEXT END STEP PERIOD. { cg_sacrifice_later(ctx, 0); }

/* ---------------------------------------------------------------- ecl: costs (eclgen.c) */
/* activation costs (601.2h, 602.2b): "Blight 1", "Remove a counter from this creature", "Remove two counters from this
   creature", "Tap another untapped creature you control", "Tap three untapped creatures you control", "Pay 1 life" */
cost_item ::= BLIGHT number(N).                       { cg_cost_ecl(ctx, ECL_COST_BLIGHT, N); }
cost_item ::= REMOVE A COUNTER FROM self.             { cg_cost_ecl(ctx, ECL_COST_REMOVE, 1); }
cost_item ::= REMOVE number(N) COUNTERS FROM self.    { cg_cost_ecl(ctx, ECL_COST_REMOVE, N); }
cost_item ::= TAPW AN UNTAPPED CREATURE YOU CONTROL.  { cg_cost_ecl(ctx, ECL_COST_TAP, 1); }
cost_item ::= TAPW ANOTHER UNTAPPED CREATURE YOU CONTROL. { cg_cost_ecl(ctx, ECL_COST_TAP, 1 | PACK_TAP_ANOTHER); }
cost_item ::= TAPW number(N) UNTAPPED CREATURES YOU CONTROL. { cg_cost_ecl(ctx, ECL_COST_TAP, N); }
/* eclcards 10: "Tap three untapped Elves you control" (High Perfect Morcant): creatures of the type (ACTR_TAP_SUB) */
cost_item ::= TAPW number(N) UNTAPPED WORD(W) YOU CONTROL. { cg_cost_ecl(ctx, ECL_COST_TAP, N); cg_cost_tap_sub(ctx, W); }
cost_item ::= PAY number(N) LIFE.                     { cg_cost_ecl(ctx, ECL_COST_LIFE, N); }
/* ---------------------------------------------------------------- transforming double-faced cards (701.28, 712) */
/* "At the beginning of your first main phase," (505.1: the precombat main phase) */
trigger ::= AT THE BEGINNING OF YOUR FIRST MAINW PHASE COMMA. { cg_trigger_begin(ctx, TRIG_FIRST_MAIN); }
/* "Whenever this creature enters or transforms into Brigid, Clachan's Heart," -- the face's own full name */
trigger ::= WHENEVER self ENTERS OR TRANSFORMS INTO SELF(N) COMMA. { cg_trigger_begin(ctx, TRIG_ENTERS_OR_TRANSFORMS); cg_transforms_into(ctx, N); }
trigger ::= WHENEVER self TRANSFORMS INTO SELF(N) COMMA. { cg_trigger_begin(ctx, TRIG_TRANSFORMS); cg_transforms_into(ctx, N); }
/* "transform Brigid." (701.28a; the source: TRANSFORM) */
sentence ::= TRANSFORM self PERIOD.                   { cg_transform(ctx); }
/* "You may pay {G}. If you do, <sentence>" (an optional cost paid while the ability resolves, 118.12): PUSH n; YOU;
   PAYS colored; UNLESS k; <the sentence> */
sentence ::= may_pay sentence.                        { cg_if_end(ctx); }
may_pay ::= YOU MAY PAY paycost PERIOD IF YOU DO COMMA. { cg_may_pay(ctx); }
/* Trystan: "mill three cards. Then if there is an Elf card in your graveyard, you gain 2 life." (GY_SUB_YOURS) */
sentence ::= if_gy_sub sentence.                      { cg_if_end(ctx); }
if_gy_sub ::= THEN IF THERE IS AN WORD(W) CARDW IN YOUR GRAVEYARD COMMA. { cg_if_gy_sub(ctx, W); }
if_gy_sub ::= THEN IF THERE IS A WORD(W) CARDW IN YOUR GRAVEYARD COMMA. { cg_if_gy_sub(ctx, W); }
/* "mill three cards, then you may exile an Elf card from your graveyard. If you do, <sentence>" (MILL; EXILE_GY_MAY) */
sentence ::= MILL cards(N) COMMA THEN YOU MAY EXILE AN WORD(W) CARDW FROM YOUR GRAVEYARD PERIOD IF YOU DO COMMA. { cg_player_effect(ctx, OP_MILL, N, -1); cg_may_exile_gy(ctx, W); }
sentence ::= MILL cards(N) COMMA THEN YOU MAY EXILE A WORD(W) CARDW FROM YOUR GRAVEYARD PERIOD IF YOU DO COMMA. { cg_player_effect(ctx, OP_MILL, N, -1); cg_may_exile_gy(ctx, W); }
/* ---------------------------------------------------------------- classic last: Alms, Lion Sash, Marath, ... (classicgen.c) */
/* Alms: "{1}, Exile the top card of your graveyard: Prevent the next 1 damage that would be dealt to target creature
   this turn." -- a cost from the graveyard (601.2h, PACK_EXTRA_EXILE_TOP_GY); PUSH n; TARGET i; PREVENT_NEXT (615.7) */
cost_item ::= EXILE THE TOP CARDW OF YOUR GRAVEYARD.   { cg_cost_exile_top_gy(ctx); }
effect ::= PREVENT THE NEXT number(N) DAMAGE THAT WOULD BEW DEALT TO target(T) THIS TURN. { cg_prevent_next(ctx, N, T); }
/* Lion Sash: "{W}: Exile target card from a graveyard. If it was a permanent card, put a +1/+1 counter on Lion Sash."
   (TARGET i; EXILE_GY_GROW +1/+1), "Equipped creature gets +1/+1 for each +1/+1 counter on Lion Sash." (COUNTERS_SRC
   twice; MODIFY_PT), "Reconfigure {2}" (702.151a: two activated abilities, attach and unattach) */
sentence ::= IF IT WAS A PERMANENT CARDW COMMA PUT A PTMOD(K) COUNTER ON self PERIOD. { cg_exile_grow(ctx, K); }
pred ::= get PTMOD(M) FOR EACH PTMOD(K) COUNTER ON self. { cg_pred_pt_per_counter(ctx, M, K); }
line ::= RECONFIGURE(R) costs NEWLINE(L).             { cg_reconfigure(ctx, R, L); cg_text_line(ctx, L); }

/* ---------------------------------------------------------------- gytargets: graveyard-card targets (gytargetgen.c) */
/* "[another] target <quality> card from <your|a|an opponent's> graveyard": the words are the phrase of one kind of
   src/gytargets.def (cg_gy_target); what is done to it: TARGET i; GY_MOVE dest (src/gytarget.c) */
%type gytarget {int}
gytarget(I) ::= TARGET(A) CARDW FROM gywhose(E).       { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) CREATURE CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) PERMANENT CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) INSTANT OR SORCERY CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) NONCREATURE COMMA WORD CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) WORD CARDW FROM gywhose(E).  { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= TARGET(A) WORD CREATURE CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= ANOTHER(A) TARGET WORD CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
gytarget(I) ::= ANOTHER(A) TARGET WORD CREATURE CARDW WITH MANAW VALUE LESS THAN OR EQUAL TO THIS WORD POWER FROM gywhose(E).
                                                       { I = cg_gy_target(ctx, A, E); } /* lead 17: Fiendish Panda */
%type gywhose {dsl_tok}
gywhose(E) ::= YOUR GRAVEYARD(G).                     { E = G; }
gywhose(E) ::= A GRAVEYARD(G).                        { E = G; }
gywhose(E) ::= AN OPPONENTSC GRAVEYARD(G).            { E = G; }
%type gyt {int}
gyt(I) ::= gytarget(T).                               { I = T; }
gyt(I) ::= UP TO NUMWORD(N) gytarget(T).              { I = T; cg_upto(ctx, N, T); }
effect ::= RETURN(R) gyt(T) TO YOUR HAND.             { cg_gy_move(ctx, T, GYTO_HAND, R); }
effect ::= RETURN(R) gyt(T) TO THE BATTLEFIELD.       { cg_gy_move(ctx, T, GYTO_BATTLEFIELD, R); }
effect ::= RETURN(R) gyt(T) TO THE BATTLEFIELD TAPPED. { cg_gy_move(ctx, T, GYTO_BATTLEFIELD_TAPPED, R); }
effect ::= EXILE(R) gyt(T).                           { cg_gy_move(ctx, T, GYTO_EXILE, R); }
/* Perennation: "... to the battlefield with a hexproof counter and an indestructible counter on it." (122.1b) */
effect ::= RETURN(R) gyt(T) TO THE BATTLEFIELD WITH A KEYWORD(K) COUNTER AND AN KEYWORD(L) COUNTER ON IT.
                                                      { cg_gy_move_counters(ctx, T, R, K, L); }
effect ::= PUT(R) gyt(T) ON TOP OF YOUR LIBRARY.      { cg_gy_move(ctx, T, GYTO_TOP, R); }
effect ::= PUT(R) gyt(T) ON THE BOTTOM OF ITS OWNERS LIBRARY. { cg_gy_move(ctx, T, GYTO_BOTTOM, R); }
effect ::= SHUFFLE(R) gyt(T) INTO ITS OWNERS LIBRARY. { cg_gy_move(ctx, T, GYTO_SHUFFLE, R); }
effect ::= EXILE EACH OPPONENTSC GRAVEYARD.            { cg_exile_graveyard(ctx); }
/* "If it was a creature card, <sentence>" (Scavenging Ooze), "If a creature card is exiled this way, <sentence>" (Raven
   Eagle), "If it's a Zombie card, <sentence>" (Cemetery Recruitment): TARGET i; CARD_IS_TYPE|CARD_IS_SUB; UNLESS k */
sentence ::= if_card sentence.                        { cg_if_end(ctx); }
if_card ::= IF IT WAS A CREATURE CARDW COMMA.         { cg_if_card_type(ctx, TYPE_CREATURE, 0); }
if_card ::= IF A CREATURE CARDW IS WORD(X) THIS WAY COMMA. { cg_if_card_exiled(ctx, X); }
if_card ::= IF ITSC A WORD(W) CARDW COMMA.            { cg_if_card_sub(ctx, W); }
if_card ::= IF ITSC AN WORD(W) CARDW COMMA.           { cg_if_card_sub(ctx, W); }
/* Dose of Dawnglow: "Then if it isn't your main phase, blight 2." (MAIN_PHASE; NOT; UNLESS k) */
sentence ::= if_not_main sentence.                    { cg_if_end(ctx); }
if_not_main ::= THEN IF IT ISNT YOUR MAINW PHASE COMMA. { cg_if_not_main(ctx); }
/* Zuko's Conviction: "If this spell was kicked, instead put that card onto the battlefield tapped." */
sentence ::= if_kicked INSTEAD PUT THAT CARDW ONTO THE BATTLEFIELD TAPPED PERIOD. { cg_kicked_gy_instead(ctx, GYTO_BATTLEFIELD_TAPPED); }
/* Lie in Wait: "<self> deals damage equal to that card's power to target creature." (TARGET i; CARD_POWER; TARGET j;
   DAMAGE -- i the card target before) */
effect ::= self DEALS DAMAGE EQUAL TO THAT WORD(W) POWER TO target(T). { cg_damage_card_power(ctx, W, T); }
may_effect ::= RETURN(R) gyt(T) TO YOUR HAND.         { cg_gy_move(ctx, T, GYTO_HAND, R); }
may_effect ::= RETURN(R) gyt(T) TO THE BATTLEFIELD.   { cg_gy_move(ctx, T, GYTO_BATTLEFIELD, R); }

/* ---------------------------------------------------------------- manifest: face-down permanents (tokengen.c) */
/* "Manifest the top card of your library." (701.40a): YOU; MANIFEST card -- card the face-down 2/2 definition (708.2a) */
effect ::= MANIFEST THE TOP CARDW OF YOUR LIBRARY.     { cg_manifest(ctx); }
/* ---------------------------------------------------------------- sagas: chapter lines and their sentences (sagagen.c) */
/* Sagas' chapter abilities (714.2): "I —", "I, II —" (714.2c: one ability per numeral, one text) */
line ::= chapters DASH sentences NEWLINE(L).           { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* "II, III — Whenever a creature you control enters this turn, ..." (603.7b): the chapter makes a delayed triggered
   ability that triggers each time until the turn ends -- MARK; DELAY d, and d the ability the sentences go into */
line ::= chapters DASH this_turn sentences NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }
this_turn ::= WHENEVER A CREATURE YOU CONTROL ENTERS THIS TURN COMMA. { cg_delay_this_turn(ctx, TRIG_CREATURE_ENTERS_THIS_TURN); }
this_turn ::= WHENEVER YOU CAST A NONCREATURE SPELL THIS TURN COMMA. { cg_delay_this_turn(ctx, TRIG_CAST_NONCREATURE_THIS_TURN); }
chapters ::= CHAPTER(N).                               { cg_chapter(ctx, N, 1); }
/* Awaken the Honored Dead: "You may discard a card. When you do, return target creature or land card from your graveyard
   to your hand." -- YOU; DISCARD_MAY; MARK; DELAY d, d a reflexive triggered ability (603.12: it triggers as the card is
   discarded, its target chosen then) */
line ::= chapters DASH when_you_do sentences NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }
when_you_do ::= YOU MAY DISCARD A CARDW PERIOD WHEN YOU DO COMMA. { cg_reflexive_discard(ctx); }
gytarget(I) ::= TARGET(A) CREATURE OR LAND CARDW FROM gywhose(E). { I = cg_gy_target(ctx, A, E); } /* gytargets.def */
gytarget(I) ::= TARGET(A) CREATURE CARDW WITH MANAW VALUE number OR LESS FROM gywhose(E). { I = cg_gy_target(ctx, A, E); } /* eclcards */
gytarget(I) ::= TARGET(A) CREATURE CARDW WITH POWER number OR LESS FROM gywhose(E). { I = cg_gy_target(ctx, A, E); } /* eclcards 8 */
gytarget(I) ::= TARGET(A) CARDW OF THE CHOSEN TYPE FROM gywhose(E). { I = cg_gy_target(ctx, A, E); } /* eclcards 16 */
chapters ::= chapters COMMA CHAPTER(N).                { cg_chapter(ctx, N, 0); }
/* Leaves from the Vine: "Mill three cards, then create a Food token.", "Put a +1/+1 counter on each of up to two target
   creatures you control.", "Draw a card if there's a creature or Lesson card in your graveyard." */
sentence ::= MILL cards(N) COMMA THEN CREATE A WORD(W) TOKENW PERIOD.
                                                      { cg_player_effect(ctx, OP_MILL, N, -1); cg_create_named(ctx, W, 1); cg_join(ctx); }
effect ::= PUT A PTMOD(K) COUNTER ON EACH OF UP TO NUMWORD(N) TARGET(A) CREATURES YOU CONTROL. { cg_counter_each_target(ctx, K, N, A, TGT_CREATURES_YOU_CONTROL_EACH); }
/* Revival of the Ancestors: "Distribute three +1/+1 counters among one, two, or three target creatures you control."
   (601.2d: the division is announced as the targets are chosen) -- a target slot per counter, TARGET i; PUSH 1; COUNTERS */
effect ::= WORD(D) NUMWORD(N) PTMOD(K) COUNTERS AMONG NUMWORD(O) COMMA NUMWORD COMMA OR NUMWORD(M) TARGET(A) CREATURES YOU CONTROL.
                                                      { cg_word_must(ctx, D, "Distribute"); cg_distribute(ctx, N, K, O, M, A); }
sentence ::= DRAW cards(N) IF WORD(T) A CREATURE OR WORD(W) CARDW IN YOUR GRAVEYARD PERIOD.
                                                      { cg_word_must(ctx, T, "there's"); cg_draw_if_gy(ctx, N, W); }
/* Roar of Endless Song: "Double the power and toughness of each creature you control until end of turn." (701.10d-f) */
effect ::= DOUBLE(W) THE POWER AND TOUGHNESS OF EACH CREATURE YOU CONTROL UNTIL END OF TURN.
                                                      { cg_word_must(ctx, W, "Double"); cg_emit(ctx, OP_DOUBLE_PT_YOURS, 0);
                                                        ctx->cur.neffects++; }

/* ---------------------------------------------------------------- tlacards: more TLA cards (tlacardsgen.c) */
/* target kinds (src/targets.def): Cat-Owl, Sandbenders' Storm, Price of Freedom, Bumi Bash, Earth Kingdom Protectors */
otarget(I) ::= TARGET(A) ARTIFACT OR CREATURE.         { I = cg_target(ctx, TGT_ARTIFACT_OR_CREATURE, A); }
otarget(I) ::= TARGET(A) CREATURE WITH POWER number(N) OR GREATER. { I = cg_target_bound(ctx, A, N, TGT_CREATURE_POWER4, 4); }
otarget(I) ::= TARGET(A) ARTIFACT COMMA ENCHANTMENT COMMA OR CREATURE WITH POWER number(N) OR GREATER.
                                                      { I = cg_target_bound(ctx, A, N, TGT_ARTIFACT_ENCHANTMENT_POWER4, 4); }
otarget(I) ::= TARGET(A) ARTIFACT OR LAND AN OPPONENT CONTROLS. { I = cg_target(ctx, TGT_ARTIFACT_OR_LAND_OPPONENT, A); }
otarget(I) ::= TARGET(A) ARTIFACT OR CREATURE AN OPPONENT CONTROLS. { I = cg_target(ctx, TGT_ARTIFACT_OR_CREATURE_OPPONENT, A); }
otarget(I) ::= TARGET(A) ARTIFACT OR ENCHANTMENT AN OPPONENT CONTROLS. { I = cg_target(ctx, TGT_ARTIFACT_ENCHANTMENT_OPP, A); } /* Wistfulness */
otarget(I) ::= TARGET(A) LAND CREATURE OR WORD(N) LAND. { cg_word_must(ctx, N, "nonbasic"); I = cg_target(ctx, TGT_LAND_CREATURE_OR_NONBASIC, A); }
/* "another target Ally you control", "another target Merfolk you control" (eclcards: a target kind's phrase) */
otarget(I) ::= ANOTHER TARGET(A) WORD(W) YOU CONTROL.  { I = cg_target_around(ctx, A, "another target ", W, " you control"); }
/* Jet: "put a +1/+1 counter on each of up to two target creatures" (601.2c: none chosen twice) */
effect ::= PUT A PTMOD(K) COUNTER ON EACH OF UP TO NUMWORD(N) TARGET(A) CREATURES. { cg_counter_each_target(ctx, K, N, A, TGT_CREATURES_EACH); }
/* Mai, Jaded Edge: "Put a double strike counter on Mai." (a keyword counter, 122.1b) */
effect ::= PUT A KEYWORD(K) COUNTER ON self.          { cg_says_this(ctx); cg_counters(ctx, K, 1, -1); }
/* counts as the effect resolves (608.2h): "deals damage equal to the number of lands you control to ...", "... of Swamps
   you control ...", "... equal to 2 plus the number of Lesson cards in your graveyard to ...", "mills X cards, where X is
   the number of Lesson cards in your graveyard" */
effect ::= self DEALS DAMAGE EQUAL TO THE NUMBERW OF WORD(W) YOU CONTROL TO target(T). { cg_damage_control(ctx, W, T); }
effect ::= self DEALS DAMAGE EQUAL TO NUMBER(N) PLUS THE NUMBERW OF WORD(W) CARDS IN YOUR GRAVEYARD TO target(T).
                                                      { cg_damage_plus_gy(ctx, N, W, T); }
effect ::= player_target(T) MILLS cards(X) COMMA WHERE XW IS THE NUMBERW OF WORD(W) CARDS IN YOUR GRAVEYARD.
                                                      { cg_mills_gy(ctx, T, X, W); }
/* Mai, Scornful Striker: "Whenever a player casts a noncreature spell, they lose 2 life." (601.2i; ABOUT: that player) */
trigger ::= WHENEVER A PLAYER CASTS A NONCREATURE SPELL COMMA. { cg_trigger_begin(ctx, TRIG_ANY_CAST_NONCREATURE); }
effect ::= THEY LOSE number(N) LIFE.                  { cg_they_lose(ctx, N); }
/* Pirate Peddlers, Zhao: "Whenever you sacrifice another permanent," (701.21a) */
trigger ::= WHENEVER YOU SACRIFICE ANOTHER PERMANENT COMMA. { cg_trigger_begin(ctx, TRIG_SACRIFICE_ANOTHER); }
/* Tolls of War: "Whenever you sacrifice a permanent during your turn, ... This ability triggers only once each turn." */
trigger ::= WHENEVER YOU SACRIFICE A PERMANENT DURING YOUR TURN COMMA. { cg_trigger_begin(ctx, TRIG_SACRIFICE_YOUR_TURN); }
/* Tiger-Seal: "tap this creature.", "untap this creature." (SELF; TAP / UNTAP) */
effect ::= TAPW THIS CREATURE.                        { cg_self_tap(ctx, OP_TAP); }
effect ::= UNTAP THIS CREATURE.                       { cg_self_tap(ctx, OP_UNTAP); }
/* "as long as there's a Lesson card in your graveyard" (First-Time Flyer) and the intervening "if" (Walltop Sentries) */
cond ::= WORD(T) A WORD(W) CARDW IN YOUR GRAVEYARD.   { cg_cond_gy_sub(ctx, T, W); }
icond ::= IF WORD(T) A WORD(W) CARDW IN YOUR GRAVEYARD COMMA. { cg_trigger_cond_lesson(ctx, T, W); }
/* Sokka's Haiku: "Draw a card, then mill three cards." (in order) */
sentence ::= DRAW cards(N) COMMA THEN MILL cards(M) PERIOD. { cg_player_effect(ctx, OP_DRAW, N, -1); cg_player_effect(ctx, OP_MILL, M, -1); cg_join(ctx); }
/* Vehicles (301.7): "Crew 2" (702.122a: "Tap any number of other untapped creatures you control with total power N or
   greater: This Vehicle becomes an artifact creature until end of turn.") -- the cost tap_n N | PACK_TAP_POWER, the effect
   SELF; EFFECT a (ADD_TYPE artifact; ADD_TYPE creature) */
line ::= CREW(C) NUMBER(N) NEWLINE(L).                 { cg_crew(ctx, C, N); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* airbend (701.65a): "Airbend target nonland permanent.", "airbend up to one other target nonland permanent" -- TARGET i;
   AIRBEND (src/airbend.c) */
effect ::= AIRBEND target(T).                          { cg_airbend(ctx, T); }
/* War Balloon: "{1}: Put a fire counter on this Vehicle." and "As long as this Vehicle has three or more fire counters on
   it, it's an artifact creature." (COUNTERS_SRC k; PUSH n; AT_LEAST; REQUIRE; F_SELF; ADD_TYPE artifact; ADD_TYPE
   creature, layer 4); Invasion Submersible: "This Vehicle becomes an artifact creature." (no duration, 611.2a) */
effect ::= PUT A WORD(K) COUNTER ON THIS WORD(W).      { cg_this_word(ctx, W); cg_counters(ctx, K, 1, -1); }
/* eclcards 13: "put a charge counter on Rimefire Torque." -- its name (a counter of any kind, on itself) */
effect ::= PUT A WORD(K) COUNTER ON SELF.             { cg_self_named(ctx); ctx->cur.said_it = 0; cg_counters(ctx, K, 1, -1); }
cond ::= THIS WORD(W) HAS number(N) OR MORE WORD(K) COUNTERS ON IT. { cg_cond_self_counters(ctx, W, N, K); }
cont ::= ITSC AN ARTIFACT CREATURE.                    { cg_self_artifact_creature(ctx); }
effect ::= subject BECOMES AN ARTIFACT CREATURE.      { cg_becomes_artifact_creature(ctx); }
/* Earth King's Lieutenant: "put a +1/+1 counter on each other Ally creature you control" (PUSH 1; COUNTERS_OTHER_SUB s) */
effect ::= PUT A PTMOD(K) COUNTER ON EACH OTHER WORD(W) CREATURE YOU CONTROL. { cg_counters_other_sub(ctx, K, W); }
/* Zuko's Exile: "target artifact, creature, or enchantment"; "Its controller creates a Clue token." (TARGET_CONTROLLER i;
   PUSH 1; CREATE_FOR card) */
otarget(I) ::= TARGET(A) ARTIFACT COMMA CREATURE COMMA OR ENCHANTMENT. { I = cg_target(ctx, TGT_ARTIFACT_CREATURE_OR_ENCHANTMENT, A); }
effect ::= ITS CONTROLLER CREATES A WORD(W) TOKENW.     { cg_its_controller_creates(ctx, W); }
/* Tiger-Dillo: "... unless you control another creature with power 4 or greater" (CONTROL_OTHER_POWER n; PUSH 1;
   AT_LEAST) */
cond ::= YOU CONTROL ANOTHER CREATURE WITH POWER number(N) OR GREATER. { cg_cond_other_power(ctx, N); }
/* Iroh's Demonstration: "<self> deals 1 damage to each creature your opponents control." (PUSH n; DAMAGE_OPP_CREATURES) */
effect ::= self DEALS number(N) DAMAGE TO EACH CREATURE YOUR OPPONENTS CONTROL. { cg_damage_opp_creatures(ctx, N); }
/* Airbender's Reversal, Appa, Loyal Sky Bison */
otarget(I) ::= TARGET(A) ATTACKING CREATURE.           { I = cg_target(ctx, TGT_ATTACKING_CREATURE, A); }
otarget(I) ::= ANOTHER TARGET(A) WORD(W) PERMANENT YOU CONTROL. { I = cg_target_around(ctx, A, "another target ", W, " permanent you control"); }
/* ---------------------------------------------------------------- tlacards 8: more TLA cards (tlamoregen.c) */
/* the card named by its pronoun (Jet: "he deals damage ...", Katara: "put a +1/+1 counter on her"): PACK_WORD3_PRONOUN */
self ::= HE.                                          { cg_pronoun(ctx, 0); }
self ::= HIM.                                         { cg_pronoun(ctx, 0); }
self ::= HER.                                         { cg_pronoun(ctx, 1); }
/* Katara, Bending Prodigy: "At the beginning of your end step, if Katara is tapped," (603.4) */
icond ::= IF self IS TAPPED COMMA.                    { cg_trigger_cond(ctx, COND_SELF_TAPPED); }
/* "Earthbend X, where X is the number of Forests you control." (Rockalanche) / "... the number of creatures you control with
   power 4 or greater." (The Boulder): counted as it resolves (608.2h) -- CONTROL_SUBTYPE s | CONTROL_POWER n; TARGET i;
   EARTHBEND a */
effect ::= EARTHBEND(E) number(X) COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL. { cg_earthbend_control(ctx, E, X, W); }
effect ::= EARTHBEND(E) number(X) COMMA WHERE XW IS THE NUMBERW OF CREATURES YOU CONTROL WITH POWER number(N) OR GREATER.
                                                      { cg_earthbend_power(ctx, E, X, N); }
/* United Front: "Create X 1/1 white Ally creature tokens, then put a +1/+1 counter on each creature you control." (in order:
   the new tokens get counters too) */
sentence ::= CREATE number(N) token_desc CREATURE TOKENS COMMA THEN PUT A PTMOD(K) COUNTER ON EACH CREATURE YOU CONTROL PERIOD.
                                                      { cg_create(ctx, N); cg_counters_each(ctx, K); cg_join(ctx); }
/* Wartime Protestors: "put a +1/+1 counter on that creature and it gains haste until end of turn." (the creature that
   entered: ABOUT; PUSH 1; COUNTERS k; ABOUT; EFFECT a) */
sentence ::= PUT A PTMOD(K) COUNTER ON THAT CREATURE AND IT GAINS KEYWORD(W) UNTIL END OF TURN PERIOD.
                                                      { cg_about_counter_gains(ctx, K, W); }
/* Platypus-Bear: "As long as there is a Lesson card in your graveyard, this creature can attack as though it didn't have
   defender." (702.3b: RESTRICT 64, a rules effect under the condition GY_SUB_YOURS s; REQUIRE) */
cond ::= THERE IS A WORD(W) CARDW IN YOUR GRAVEYARD.   { cg_cond_gy_sub_is(ctx, W); }
pred ::= CAN ATTACK AS THOUGH IT WORD(D) HAVE KEYWORD(K). { cg_attack_as_though(ctx, D, K); }
/* Otter-Penguin: "this creature gets +1/+2 until end of turn and can't be blocked this turn." (two effects of one subject:
   the pump, then RESTRICT 16 this turn, 509.1b) */
sentence ::= cont UNTIL END OF TURN AND_UNBLOCKABLE PERIOD. { cg_and_unblockable(ctx); }
/* Merchant of Many Hats: "{2}{B}: Return this card from your graveyard to your hand." (113.6k: the ability works in the
   graveyard, ACTR_FROM_GY) -- GY_RETURN_SELF GYTO_HAND */
effect ::= RETURN THIS CARDW FROM YOUR GRAVEYARD TO YOUR HAND. { cg_return_self_gy(ctx, GYTO_HAND); }
/* Swampsnare Trap: "This spell costs {1} less to cast if it targets a creature with flying." (601.2f,
   SELFCOST_LESS_TARGETS_KW) */
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF IT TARGETS A CREATURE WITH KEYWORD(K) PERIOD NEWLINE(L).
                                                      { cg_self_cost_less_kw(ctx, C, M, K); cg_text_line(ctx, L); }
/* Yip Yip!: "If that creature is an Ally, it also gains flying until end of turn." (the target's subtypes as it resolves:
   TARGET i; CARD_IS_SUB s; UNLESS k; TARGET i; EFFECT a) */
if_card ::= IF THAT CREATURE IS AN WORD(W) COMMA.     { cg_if_card_sub(ctx, W); }
if_card ::= IF THAT CREATURE IS A WORD(W) COMMA.      { cg_if_card_sub(ctx, W); }
effect ::= IT WORD(A) GAINS KEYWORD(K) UNTIL END OF TURN. { cg_it_also_gains(ctx, A, K); }
/* ---------------------------------------------------------------- tdmcards: more TDM cards (tdmcardgen.c) */
/* counter lists (122.1b keyword counters): "Put a +1/+1 counter and a trample counter on target creature.", "Put a flying
   counter, a deathtouch counter, and a lifelink counter on target creature." -- TARGET i; PUSH n; COUNTERS k each */
%type ctr_item {int}
%type ctr_list {int}
ctr_item(I) ::= A PTMOD(K) COUNTER.                   { I = cg_ctr_item(ctx, K, 1); }
ctr_item(I) ::= number(N) PTMOD(K) COUNTERS.          { I = cg_ctr_item(ctx, K, N); }
ctr_item(I) ::= A KEYWORD(K) COUNTER.                 { I = cg_ctr_item(ctx, K, 1); }
ctr_list(L) ::= ctr_item(A) AND ctr_item(B).          { L = A | B << 8; }
ctr_list(L) ::= ctr_item(A) COMMA ctr_item(B) COMMA AND ctr_item(C). { L = A | B << 8 | C << 16; }
effect ::= PUT ctr_list(L) ON target(T).              { cg_counter_list(ctx, L, T); }
effect ::= PUT A KEYWORD(K) COUNTER ON target(T).     { cg_counters(ctx, K, 1, T); }
/* "Sacrifice another creature" (not the source) and "Sacrifice a token" (601.2h, 701.21a: pack_ability.sac_q) */
cost_item ::= SACRIFICE ANOTHER CREATURE.             { cg_cost_sac_q(ctx, PACK_COST_SAC_CREATURE, PACK_SACQ_ANOTHER); }
cost_item ::= SACRIFICE A TOKENW.                     { cg_cost_sac_q(ctx, PACK_COST_SAC_CREATURE, PACK_SACQ_TOKEN); }
/* "Attacking tokens you control have deathtouch." (111.1: F_TOKEN) */
snoun ::= TOKENS.                                     { cg_filter(ctx, OP_F_TOKEN, 0); }
/* Underfoot Underdogs: "target creature you control with power 2 or less" (its power now and as it resolves, 608.2b) */
otarget(I) ::= TARGET(A) CREATURE YOU CONTROL WITH POWER number(N) OR LESS.
                                                      { I = cg_target_bound(ctx, A, N, TGT_CREATURE_YOU_CONTROL_POWER2, 2); }
/* Unrooted Ancestor: "Tap it." (the source: SELF; TAP) */
effect ::= TAPW IT.                                   { cg_emit(ctx, OP_SELF, 0); cg_emit(ctx, OP_TAP, 0); ctx->cur.neffects++;
                                                        cg_wording2(ctx, PACK_WORD2_IT); }
/* "target creature gets +X/+X until end of turn, where X is the number of attacking creatures" / "... the number of
   creatures you control" (608.2h: counted as it resolves): TARGET i; ATTACKING_COUNT | CONTROL_TYPE creature; DUP; PUMP */
effect ::= cont UNTIL END OF TURN COMMA WHERE XW IS THE NUMBERW OF ATTACKING CREATURES. { cg_pump_count(ctx, OP_ATTACKING_COUNT); }
effect ::= cont UNTIL END OF TURN COMMA WHERE XW IS THE NUMBERW OF CREATURES YOU CONTROL. { cg_pump_count(ctx, OP_CONTROL_TYPE); }
/* "Create two 1/1 red Warrior creature tokens. They gain haste until end of turn." (611.2c: MARK; ...; EFFECT_THEM a) */
effect ::= THEY GAIN KEYWORD(K) UNTIL END OF TURN.     { cg_subject(ctx, CG_SUBJ_SELF, 0); cg_pred_keyword(ctx, K, 2); cg_them_effect(ctx); }
effect ::= THEY GAIN KEYWORD(K) AND KEYWORD(L) UNTIL END OF TURN.
                                                      { cg_subject(ctx, CG_SUBJ_SELF, 0); cg_pred_keyword(ctx, K, 2);
                                                        cg_pred_keyword(ctx, L, 0); cg_them_effect(ctx); }
/* Effortless Master: "This creature enters with two +1/+1 counters on it if you've cast two or more spells this turn."
   (614.1c; COND_CAST2) and Delta Bloodflies' intervening "if you control a creature with a counter on it," (603.4) */
line ::= ewith IF YOUVE CAST number(N) OR MORE SPELLS THIS TURN PERIOD NEWLINE(L).
                                                      { cg_cond_number(ctx, N, 2); cg_enters_cond(ctx, COND_CAST2);
                                                        cg_ability_end(ctx); cg_text_line(ctx, L); }
icond ::= IF YOU CONTROL A CREATURE WITH A COUNTER ON IT COMMA. { cg_trigger_cond(ctx, COND_COUNTERED); }
/* stun counters (122.1d): "tap target creature an opponent controls and put a stun counter on it", "put three stun
   counters on it" (the source), "Whenever you cast a Turtle spell," (TRIG_CAST_SUBTYPE) */
effect ::= PUT A WORD(K) COUNTER ON IT.               { cg_counters(ctx, K, 1, ctx->cur.last_target); cg_wording2(ctx, PACK_WORD2_IT); }
effect ::= PUT number(N) WORD(K) COUNTERS ON self.    { cg_counters_on_it(ctx, K, N); }
trigger ::= WHENEVER YOU CAST A WORD(W) SPELL COMMA.  { cg_trigger_begin(ctx, TRIG_CAST_SUBTYPE); cg_trigger_subtype(ctx, W, 0); }
trigger ::= WHENEVER YOU CAST AN WORD(W) SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_SUBTYPE); cg_trigger_subtype(ctx, W, 0); }
/* a spell's own cost reduction (601.2f): "This spell costs {2} less to cast if you've cast another spell this turn.",
   "... {1} less to cast for each attacking creature.", "... for each creature you control with power 4 or greater." */
/* Swat Away: "This spell costs {2} less to cast if a creature is attacking you." (SELFCOST_ATTACKING_YOU) */
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF A CREATURE IS ATTACKING YOU PERIOD NEWLINE(L).
                                                      { cg_self_cost(ctx, C, M, SELFCOST_ATTACKING_YOU); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF YOUVE CAST ANOTHER SPELL THIS TURN PERIOD NEWLINE(L).
                                                      { cg_self_cost(ctx, C, M, SELFCOST_ANOTHER_SPELL); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST FOR EACH ATTACKING CREATURE PERIOD NEWLINE(L).
                                                      { cg_self_cost(ctx, C, M, SELFCOST_PER_ATTACKING); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST FOR EACH CREATURE YOU CONTROL WITH POWER number(N) OR GREATER PERIOD NEWLINE(L).
                                                      { cg_cond_number(ctx, N, 4); cg_self_cost(ctx, C, M, SELFCOST_PER_POWER4);
                                                        cg_text_line(ctx, L); }
/* Rally the Monastery: "Up to two target creatures you control each get +2/+2 until end of turn." (601.2c: the slots of
   one word "target", none chosen twice) -- TARGET i; PUSH p; PUSH t; PUMP for each slot */
effect ::= UP TO NUMWORD(N) TARGET(A) CREATURES YOU CONTROL EACH GET PTMOD(M) UNTIL END OF TURN.
                                                      { cg_pump_each_target(ctx, N, A, M, TGT_CREATURES_YOU_CONTROL_EACH); }
/* cards leaving a graveyard (603.2, src/gyleave.c): "Whenever one or more cards leave your graveyard during your turn,",
   "Whenever a card leaves your graveyard during your turn, ... This ability triggers only once each turn.", "Activate only
   during your turn and only if a card left your graveyard this turn." */
trigger ::= WHENEVER NUMWORD(O) OR MORE CARDS WORD(L) YOUR GRAVEYARD DURING YOUR TURN COMMA.
                                                      { cg_word_must(ctx, O, "one"); cg_word_must(ctx, L, "leave");
                                                        cg_trigger_begin(ctx, TRIG_GY_LEAVE); }
trigger ::= WHENEVER A CARDW WORD(L) YOUR GRAVEYARD DURING YOUR TURN COMMA.
                                                      { cg_word_must(ctx, L, "leaves"); cg_trigger_begin(ctx, TRIG_GY_LEAVE_ONE); }
sentence ::= THIS ABILITY WORD(T) ONLY WORD(O) EACH TURN PERIOD. { cg_once_each_turn(ctx, T, O); }
act_rule ::= ACTIVATE ONLY DURING YOUR TURN AND ONLY IF A CARDW WORD(L) YOUR GRAVEYARD THIS TURN PERIOD.
                                                      { cg_word_must(ctx, L, "left"); cg_act_rule(ctx, (dsl_tok){0, 0}, ACTR_YOUR_TURN | ACTR_GY_LEFT); }
/* Riverwalk Technique: "The owner of target nonland permanent puts it on their choice of the top or bottom of their
   library." (TUCK; PACK_WORD2_OWNER_OF for printing) */
effect ::= THE OWNER OF otarget(T) PUTS IT ON THEIR CHOICE OF THE TOP OR BOTTOM OF THEIR LIBRARY.
                                                      { cg_object_effect(ctx, OP_TUCK, T); cg_wording2(ctx, PACK_WORD2_OWNER_OF); }

/* ---------------------------------------------------------------- eclcards: Vivid (vividgen.c) */
/* "..., where X is the number of colors among permanents you control." (one token, VIVIDX): XVAL becomes COLORS */
sentence ::= effect VIVIDX PERIOD.                    { cg_vivid_x(ctx); }
sentence ::= effect AND effect VIVIDX PERIOD.         { cg_join(ctx); cg_vivid_x(ctx); }
effect ::= YOU GAIN LIFE EQUAL TO COLORSCOUNT.        { cg_vivid_equal(ctx, OP_GAIN_LIFE); }
effect ::= DRAW CARDS EQUAL TO COLORSCOUNT.           { cg_vivid_equal(ctx, OP_DRAW); }
/* Squawkroaster: "Vivid — Squawkroaster's power is equal to the number of colors among permanents you control." */
count ::= COLORSCOUNT.                                { cg_count(ctx, OP_COLORS, 0); }
cda_pt ::= SELF POSS POWER IS EQUAL TO count.         { cg_self_named(ctx); cg_cda_power(ctx); } /* the text names it */
line ::= aword cda_pt PERIOD NEWLINE(L).              { cg_cont_static(ctx); cg_text_line(ctx, L); }

/* Shrines: "Whenever another Shrine you control enters," (a permanent of the subtype), "each opponent loses X life and you
   gain X life, where X is the number of Shrines you control", "put X +1/+1 counters on each creature you control, where X
   is ...", "draw a card for each Shrine you control", "for each Shrine you control, create ..." and "Create ... for each
   Plains you control." (608.2h: counted as it resolves) */
sentence ::= effect AND YOU GAIN number(Y) LIFE COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL PERIOD.
                                                      { cg_drain_count(ctx, Y, W); }
effect ::= PUT number(X) PTMOD(K) COUNTERS ON EACH CREATURE YOU CONTROL COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL.
                                                      { cg_counters_each_count(ctx, X, K, W); }
effect ::= DRAW A CARDW FOR EACH WORD(W) YOU CONTROL.  { cg_draw_for_each(ctx, W); }
effect ::= FOR EACH WORD(W) YOU CONTROL COMMA CREATE A token_desc CREATURE TOKENW WITH token_kws. { cg_create_for_each(ctx, W, 1); }
effect ::= CREATE A token_desc CREATURE TOKENW FOR EACH WORD(W) YOU CONTROL. { cg_create_for_each(ctx, W, 0); }
/* "as long as you've drawn two or more cards this turn" (121.1: DRAWS; PUSH n; AT_LEAST; REQUIRE) */
cond ::= YOUVE WORD(D) NUMWORD(N) OR MORE CARDS THIS TURN. { cg_cond_drawn(ctx, D, N); }
/* power-only characteristic-defining abilities (604.3, cg_cda_power): "Suki's power is equal to the number of creatures you
   control.", "... the number of +1/+1 counters on lands you control", "This creature's power is equal to the number of
   noncreature, nonland cards in your graveyard." (the toughness is the printed one) */
cda_pt ::= THIS WORD(W) POWER IS EQUAL TO count.      { cg_word_must(ctx, W, "creature's"); cg_cda_power(ctx); }
count ::= THE NUMBERW OF CREATURES YOU CONTROL.       { cg_count(ctx, OP_CONTROL_TYPE, TYPE_CREATURE); }
count ::= THE NUMBERW OF PTMOD(K) COUNTERS ON WORD(L) YOU CONTROL. { cg_count_land_counters(ctx, K, L); }
count ::= THE NUMBERW OF NONCREATURE COMMA WORD(L) CARDS IN YOUR GRAVEYARD. { cg_word_must(ctx, L, "nonland"); cg_count(ctx, OP_GY_NONCREATURE_NONLAND, 0); }
/* fdncards: Enigma Drake -- "the number of instant and sorcery cards in your graveyard" (GY_TYPE_YOURS instant;
   GY_TYPE_YOURS sorcery; ADD: no card is both) */
count ::= THE NUMBERW OF INSTANT AND SORCERY CARDS IN YOUR GRAVEYARD. { cg_count(ctx, OP_GY_TYPE_YOURS, TYPE_INSTANT);
                                                        cg_count(ctx, OP_GY_TYPE_YOURS, TYPE_SORCERY); cg_count(ctx, OP_ADD, 0); }
/* The Lion-Turtle: "<self> can't attack or block unless there are three or more Lesson cards in your graveyard." (a
   condition said after the effect, negated: GY_SUB_YOURS s; PUSH n; AT_LEAST; NOT; REQUIRE) */
line ::= cont_unless conds PERIOD NEWLINE(L).         { cg_cond_negate(ctx); cg_cond_after(ctx); cg_cont_static(ctx); cg_text_line(ctx, L); }
cont_unless ::= cont UNLESS.                          { cg_cond_mark(ctx); }
cond ::= THERE ARE number(N) OR MORE WORD(W) CARDS IN YOUR GRAVEYARD. { cg_cond_gy_sub_n(ctx, N, W); }
/* Rocky Rebuke: "Target creature you control deals damage equal to its power to target creature an opponent controls."
   (TARGET i; TARGET j; BITE) */
effect ::= otarget(A) DEALS DAMAGE EQUAL TO ITS POWER TO target(B). { cg_bite(ctx, A, B); }
/* Sokka: "Whenever Sokka and at least one other creature attack," (508.1m) */
trigger ::= WHENEVER self AND AT WORD(L) NUMWORD(O) OTHER CREATURE ATTACK COMMA.
                                                      { cg_word_must(ctx, L, "least"); cg_word_must(ctx, O, "one");
                                                        cg_trigger_begin(ctx, TRIG_ATTACKS_WITH_OTHER); }

/* ---------------------------------------------------------------- eclcards: additional costs that blight or behold (addlgen.c) */
/* "As an additional cost to cast this spell, blight 2 or pay {1}." / "..., you may blight 1." / "..., behold a Kithkin or
   pay {2}." (601.2b, 601.2h): the card's ABIL_ADDL_COST; "If this spell's additional cost was paid, ..." reads KICKED */
spell_cost ::= BLIGHT number(N) OR PAY MANA(M).       { cg_addl_blight(ctx, N, M); }
spell_cost ::= YOU MAY BLIGHT number(N).              { cg_addl_blight(ctx, N, (dsl_tok){0, 0}); }
spell_cost ::= WORD(B) A WORD(W) OR PAY MANA(M).      { cg_addl_behold(ctx, B, W, M); }
spell_cost ::= WORD(B) AN WORD(W) OR PAY MANA(M).     { cg_addl_behold(ctx, B, W, M); }
if_kicked ::= IF THIS SPELLPOSS ADDITIONAL COSTW WAS WORD(P) COMMA. { cg_addl_paid(ctx, P); }
/* Cinder Strike: "It deals 4 damage to that creature instead if this spell's additional cost was paid." */
sentence ::= self DEALS number(N) DAMAGE TO THAT CREATURE INSTEAD IF THIS SPELLPOSS ADDITIONAL COSTW WAS WORD(P) PERIOD.
                                                      { cg_addl_paid(ctx, P); cg_kicked_amount(ctx, N); }
otarget(I) ::= TARGET(A) CREATURE WITH MANAW VALUE number(N) OR LESS. { I = cg_target_bound(ctx, A, N, TGT_CREATURE_MV2, 2); }
otarget(I) ::= TARGET(A) CREATURE AN OPPONENT CONTROLS WITH POWER number(N) OR LESS.
                                                      { I = cg_target_bound(ctx, A, N, TGT_CREATURE_OPPONENT_POWER2, 2); }

/* ---------------------------------------------------------------- eclcards: smaller phrases (eclphrasegen.c) */
/* "Counter target spell with mana value 2." (Spell Snare), "up to one other target nonland permanent", "target Merfolk
   you control", "another target Merfolk you control", "target attacking Goblin you control" (src/targets.def) */
otarget(I) ::= TARGET(A) SPELL WITH MANAW VALUE number(N). { I = cg_target_bound(ctx, A, N, TGT_SPELL_MV_TWO, 2); }
otarget(I) ::= OTHER TARGET(A) WORD(W) PERMANENT.     { I = cg_target_around(ctx, A, "other target ", W, " permanent"); }
otarget(I) ::= TARGET(A) WORD(W) YOU CONTROL.         { I = cg_target_around(ctx, A, "target ", W, " you control"); }
otarget(I) ::= TARGET(A) ATTACKING WORD(W) YOU CONTROL. { I = cg_target_around(ctx, A, "target attacking ", W, " you control"); }
/* Glen Elendra Guardian: "Counter target noncreature spell. Its controller draws a card." */
effect ::= ITS CONTROLLER DRAWS cards(N).              { cg_its_controller(ctx, N, OP_DRAW); }

/* Fire Nation Engineer: "another target creature or Vehicle you control" */
otarget(I) ::= ANOTHER TARGET(A) CREATURE OR WORD(W) YOU CONTROL. { cg_word_must(ctx, W, "Vehicle"); I = cg_target(ctx, TGT_ANOTHER_CREATURE_OR_VEHICLE_YOU_CONTROL, A); }
/* Foggy Swamp Vinebender: "This creature can't be blocked by creatures with power 2 or less." (509.1b) */
pred ::= CANT BEW BLOCKED WORD(B) CREATURES WITH POWER number(N) OR LESS. { cg_word_must(ctx, B, "by"); cg_unblockable_power(ctx, N); }
/* Boomerang Basics: "Return target nonland permanent to its owner's hand. If you controlled that permanent, draw a card."
   (TARGET_CONTROLLER i; YOU; EQ before the return: who controlled it as it left, 608.2h; UNLESS k before the draw) */
sentence ::= if_controlled sentence.                  { cg_if_end(ctx); }
if_controlled ::= IF YOU CONTROLLED(C) THAT PERMANENT COMMA. { cg_if_controlled(ctx, C); }
/* Enter the Avatar State: "... becomes an Avatar in addition to its other types and gains flying, ..." (ADD_SUBTYPE) */
pred ::= BECOMES AN WORD(W) IN ADDITION TO ITS OTHER TYPES. { cg_pred_word(ctx, W, 1); }
/* Curious Colossus: "... becomes a Coward in addition to its other types, ..." (ADD_SUBTYPE) */
pred ::= BECOMES A WORD(W) IN ADDITION TO ITS OTHER TYPES. { cg_pred_word(ctx, W, 1); }

/* ---------------------------------------------------------------- eclcards: dies triggers, Auras, counts */
/* "Whenever another creature you control dies," "Whenever another Goblin you control dies," "Whenever a Goblin creature
   you control dies," (603.6c, 603.10a) */
trigger ::= WHENEVER ANOTHER CREATURE YOU CONTROL DIES COMMA. { cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_DIES); }
trigger ::= WHENEVER ANOTHER WORD(W) YOU CONTROL DIES COMMA. { cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_DIES); cg_trigger_subtype(ctx, W, 0); }
trigger ::= WHENEVER A WORD(W) CREATURE YOU CONTROL DIES COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_DIES); cg_trigger_dies_word(ctx, W); }
/* tlacards 19: last known information (608.2h, dsl/lkigen.c) -- Buzzard-Wasp Colony's "if it had counters on it," (603.4),
   "put its counters on this creature." / Hei Bai's "put its counters on target creature you control." (PUT_KNOWN_COUNTERS),
   Beifong's Bounty Hunters' "earthbend X, where X is that creature's power." (ABOUT_POWER), Sandbender Scavengers' "you may
   exile it. When you do, return target creature card with mana value less than or equal to this creature's power ..." */
icond ::= IF IT HAD COUNTERS ON IT COMMA.              { cg_icond_had_counters(ctx); }
effect ::= PUT ITS COUNTERS ON target(T).              { cg_put_its_counters(ctx, T); }
effect ::= PUT ITS COUNTERS ON self.                   { cg_put_its_counters(ctx, -1); }
effect ::= EARTHBEND(E) number(X) COMMA WHERE XW IS THAT WORD(W) POWER. { cg_earthbend_about_power(ctx, E, X, W); }
when_blight ::= YOU MAY EXILE IT PERIOD WHEN YOU DO COMMA. { cg_may_exile_self(ctx); cg_when_you_do(ctx); }
gytarget(I) ::= TARGET(A) CREATURE CARDW WITH MANAW VALUE LESS THAN OR EQUAL TO THIS WORD POWER FROM gywhose(E).
                                                       { I = cg_gy_target(ctx, A, E); }
/* Heirloom Auntie: "surveil 1, then remove a -1/-1 counter from this creature." (SURVEIL; SELF; PUSH 1; REMOVE_COUNTERS k) */
sentence ::= SURVEIL number(N) COMMA THEN REMOVE A PTMOD(K) COUNTER FROM self PERIOD.
                                                      { cg_surveil_remove(ctx, N, K); }
/* Spiral into Solitude: "Exile enchanted creature." (ATTACHED; EXILE) */
effect ::= EXILE attached.                            { cg_emit(ctx, OP_ATTACHED, 0); cg_emit(ctx, OP_EXILE, 0); ctx->cur.neffects++; }
/* Morcant's Eyes: "Create X 2/2 black and green Elf creature tokens, where X is the number of Elf cards in your
   graveyard." (GY_SUB_YOURS s; CREATE) */
effect ::= CREATE number(N) token_desc CREATURE TOKENS COMMA WHERE XW IS THE NUMBERW OF WORD(W) CARDS IN YOUR GRAVEYARD.
                                                      { cg_create_gy(ctx, N, W); }

/* Warren Torchmaster: "you may blight 1. When you do, target creature gains haste until end of turn." -- MAY; PUSH 1; YOU;
   BLIGHT 1 (no creature: the run ends); MARK; DELAY d, d the reflexive triggered ability (603.12) with the sentences */
line ::= trigger when_blight sentences NEWLINE(L).    { cg_trigger_end(ctx); cg_text_line(ctx, L); }
when_blight ::= may BLIGHT number(N) PERIOD WHEN YOU DO COMMA. { cg_blight(ctx, N, -1, 1); cg_reflexive_open(ctx); }
/* Ty Lee, Artful Acrobat: "you may pay {1}. When you do, target creature can't block this turn." -- PUSH n; YOU; PAYS;
   UNLESS k; MARK; DELAY d (603.12: the reflexive ability triggers only if it was paid; its target chosen then) */
when_blight ::= YOU MAY PAY paycost PERIOD WHEN YOU DO COMMA. { cg_may_pay(ctx); cg_reflexive_open(ctx); }

/* Chaos Spewer: "you may pay {2}. If you don't, blight 2." -- PUSH 2; YOU; PAYS; NOT; UNLESS k; <the sentence> */
sentence ::= may_pay_not sentence.                    { cg_if_end(ctx); }
may_pay_not ::= YOU MAY PAY paycost PERIOD IF YOU DONT COMMA. { cg_may_pay_not(ctx); }

/* ---------------------------------------------------------------- fdncards: FDN phrases (fdngen.c) */
/* "Instant and sorcery spells you cast cost {1} less to cast." (601.2f; Archmage of Runes, Mocking Sprite) */
cost_spells ::= INSTANT AND SORCERY SPELLS.          { cg_cost_begin(ctx); cg_cost_type(ctx, TYPE_INSTANT); cg_cost_type(ctx, TYPE_SORCERY); }
/* "Whenever this creature or another creature you control dies," / "... or another Vampire you control dies," (603.6c,
   603.10a): CREATURE_DIES with PACK_WORD2_OR_THIS -- the source triggers it whatever its creature types */
trigger ::= WHENEVER self OR ANOTHER CREATURE YOU CONTROL DIES COMMA. { cg_trigger_or_this(ctx, (dsl_tok){0, 0}); }
trigger ::= WHENEVER self OR ANOTHER WORD(W) YOU CONTROL DIES COMMA. { cg_trigger_or_this(ctx, W); }
/* "target nonland permanent an opponent controls" (Meteor Golem) */
otarget(I) ::= TARGET(A) WORD(W) PERMANENT AN OPPONENT CONTROLS. { I = cg_target_around(ctx, A, "target ", W, " permanent an opponent controls"); }
/* fdncards 2: intervening "if" conditions (603.4) and a trigger condition ("attacks while", 603.2) */
icond ::= IF YOU CONTROL A CREATURE WITH POWER number(N) OR GREATER COMMA. { cg_trigger_cond_n(ctx, COND_POWER4, N, 4); }
icond ::= IF YOU CONTROL ANOTHER CREATURE WITH POWER number(N) OR GREATER COMMA. { cg_trigger_cond_n(ctx, COND_ANOTHER_POWER4, N, 4); }
icond ::= IF THERE ARE number(N) OR MORE CARDS IN YOUR GRAVEYARD COMMA. { cg_trigger_cond_n(ctx, COND_THRESHOLD, N, 7); }
icond ::= IF YOU CONTROL number(N) OR MORE WORD(L) COMMA. { cg_word_must(ctx, L, "lands"); cg_trigger_cond_n(ctx, COND_LANDS6, N, 6); }
icond ::= IF YOU CONTROL ANOTHER WORD(W) COMMA.       { cg_word_must(ctx, W, "Elf"); cg_trigger_cond(ctx, COND_ANOTHER_ELF); }
icond ::= IF AN OPPONENT LOST LIFE THIS TURN COMMA.   { cg_trigger_cond(ctx, COND_OPP_LOST_LIFE); }
trigger ::= WHENEVER self ATTACKS WHILE YOU CONTROL A CREATURE WITH POWER number(N) OR GREATER COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_ATTACKS); cg_trigger_cond_n(ctx, COND_WHILE_POWER4, N, 4); }
trigger ::= WHENEVER A CREATURE YOU CONTROL WITH POWER number(N) OR GREATER ENTERS COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_POWER4_ENTERS); cg_cond_number(ctx, N, 4); }
/* target kinds (src/targets.def) */
otarget(I) ::= TARGET(A) CREATURE WITH TOUGHNESS number(N) OR GREATER. { I = cg_target_bound(ctx, A, N, TGT_CREATURE_TOUGHNESS4, 4); }
otarget(I) ::= ANOTHER TARGET(A) CREATURE WITH POWER number(N) OR LESS. { I = cg_target_bound(ctx, A, N, TGT_ANOTHER_CREATURE_POWER2, 2); }
otarget(I) ::= TARGET(A) COLORWORD(C) OR COLORWORD(D) SPELL. { I = cg_target_colors(ctx, A, C, D, "spell"); }
otarget(I) ::= TARGET(A) COLORWORD(C) OR COLORWORD(D) CREATURE. { I = cg_target_colors(ctx, A, C, D, "creature"); }
otarget(I) ::= TARGET(A) ARTIFACT OR CREATURE SPELL.  { I = cg_target(ctx, TGT_ARTIFACT_OR_CREATURE_SPELL, A); }
/* a spell's own cost (601.2f): "This spell costs {1} less to cast for each instant and sorcery card in your graveyard." */
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST FOR EACH INSTANT AND SORCERY CARDW IN YOUR GRAVEYARD PERIOD NEWLINE(L).
                                                      { cg_self_cost(ctx, C, M, SELFCOST_PER_INSTSORC_GY); cg_text_line(ctx, L); }
/* ---------------------------------------------------------------- eclcards: more ECL sentences (eclmoregen.c) */
/* a spell's own cost reduction (601.2f): "Vivid — This spell costs {1} less to cast for each color among permanents you
   control." (SELFCOST_PER_COLOR, 105.1) and "This spell costs {1} less to cast if you control a Kithkin." */
line ::= aword THIS SPELL WORD(C) MANA(M) LESS TO CAST FOR EACH COLOR AMONG WORD(P) YOU CONTROL PERIOD NEWLINE(L).
                                                      { cg_self_cost_vivid(ctx, C, M, P); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF YOU CONTROL A WORD(W) PERIOD NEWLINE(L).
                                                      { cg_self_cost_sub(ctx, C, M, W); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF YOU CONTROL AN WORD(W) PERIOD NEWLINE(L).
                                                      { cg_self_cost_sub(ctx, C, M, W); cg_text_line(ctx, L); }
/* eclcards 10: Sunderflock -- "This spell costs {X} less to cast, where X is the greatest mana value among Elementals you
   control." (SELFCOST_GREATEST_MV_SUB) and "return all non-Elemental creatures to their owners' hands." (BOUNCE_ALL_NON) */
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST COMMA WHERE XW IS THE WORD(G) MANAW VALUE AMONG WORD(W) YOU CONTROL PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, G, "greatest"); cg_self_cost_greatest_mv(ctx, C, M, W);
                                                        cg_text_line(ctx, L); }
effect ::= RETURN ALL WORD(N) CREATURES TO THEIR WORD(O) WORD(H). { cg_word_must(ctx, O, "owners'"); cg_word_must(ctx, H, "hands");
                                                        cg_bounce_all_non(ctx, N); }
/* Gutsplitter Gang: "you may blight 2. If you don't, you lose 3 life." (PUSH 2; YOU; BLIGHT_MAY; NOT; UNLESS k) */
sentence ::= may_blight_not sentence.                 { cg_if_end(ctx); }
may_blight_not ::= may BLIGHT number(N) PERIOD IF YOU DONT COMMA. { cg_blight_may_not(ctx, N); }
/* the creatures that entered the battlefield under your control this turn (player.entered): "If a creature entered ...,
   draw a card." (ENTERED 0; UNLESS k), "As long as another creature entered ..., this creature gets +2/+0." (ENTERED 1;
   REQUIRE), "At the beginning of your end step, if another creature entered ...," (603.4), "Creatures you control get
   +X/+X, where X is the number of creatures that entered ..." (ENTERED 0; PUSH 1; PUSH 1; PT_PER) */
sentence ::= if_entered sentence.                     { cg_if_end(ctx); }
if_entered ::= IF A CREATURE WORD(E) THE BATTLEFIELD WORD(U) YOUR CONTROL THIS TURN COMMA. { cg_if_entered(ctx, E, U); }
cond ::= ANOTHER CREATURE WORD(E) THE BATTLEFIELD WORD(U) YOUR CONTROL THIS TURN. { cg_cond_entered(ctx, E, U); }
icond ::= IF ANOTHER CREATURE WORD(E) THE BATTLEFIELD WORD(U) YOUR CONTROL THIS TURN COMMA. { cg_icond_entered(ctx, E, U); }
pred ::= get XPTMOD(M) ENTEREDX.                      { cg_pred_per(ctx, (dsl_tok){0, 0}, CG_PER_ENTERED, M); }
/* "This creature gets +2/+0 for each other Goblin you control." and "... +1/+1 for each creature you control and each
   creature card in your graveyard." (a count; PUSH p; PUSH t; PT_PER, layer 7c) */
pred ::= get PTMOD(M) FOR EACH OTHER WORD(W) YOU CONTROL. { cg_pred_per(ctx, M, CG_PER_OTHER_SUB, W); }
pred ::= get PTMOD(M) FOR EACH CREATURE YOU CONTROL AND EACH CREATURE CARDW IN YOUR GRAVEYARD.
                                                      { cg_pred_per(ctx, M, CG_PER_CREATURES_GY, M); }
/* trigger conditions written after the event (603.2): "Whenever this creature becomes tapped while it has a -1/-1 counter
   on it," and "Whenever another creature you control enters while this creature has a -1/-1 counter on it," (the
   trigger's cond COND_WHILE_MINUS1[_IT]), and their "remove a -1/-1 counter from it / this creature." (SELF; PUSH 1;
   REMOVE_COUNTERS k) */
trigger ::= WHENEVER self BECOMES TAPPED WHILE IT HAS A PTMOD(K) COUNTER ON IT COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_BECOMES_TAPPED); cg_trigger_while(ctx, K, COND_WHILE_MINUS1_IT); }
trigger ::= WHENEVER ANOTHER CREATURE YOU CONTROL ENTERS WHILE THIS CREATURE HAS A PTMOD(K) COUNTER ON IT COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_ENTERS); cg_trigger_while(ctx, K, COND_WHILE_MINUS1); }
effect ::= REMOVE A PTMOD(K) COUNTER FROM self.       { cg_remove_counter(ctx, K); cg_wording2(ctx, ctx->cur.said_it ? 0 : PACK_WORD2_THIS); }
/* Rime Chill: "Tap up to two target creatures. Put a stun counter on each of them." (601.2c: a slot of CREATURES_EACH per
   creature, each "up to"; TARGET i; TAP, then TARGET i; PUSH 1; COUNTERS k for each) */
effect ::= TAPW UP TO NUMWORD(N) TARGET(A) CREATURES. { cg_tap_each_target(ctx, N, A); }
effect ::= PUT A WORD(K) COUNTER ON EACH OF THEM.     { cg_counter_each_of_them(ctx, K); }
/* Assert Perfection: "It deals damage equal to its power to up to one target creature an opponent controls." (the target
   before: TARGET i; TARGET j; BITE) and Pitiless Fists: "enchanted creature fights up to one target creature an opponent
   controls." (ATTACHED; TARGET j; FIGHT, 701.14) */
effect ::= self DEALS DAMAGE EQUAL TO ITS POWER TO target(B). { cg_it_bites(ctx, B); }
effect ::= attached FIGHTS target(B).                 { cg_attached_fights(ctx, B); }
/* Nameless Inversion: "... and loses all creature types until end of turn." (LOSE_CREATURE_TYPES, layer 4); Crib Swap:
   "Its controller creates a 1/1 colorless Shapeshifter creature token with changeling." (a colorless token, 105.2c: PUSH 1;
   TARGET_CONTROLLER i; CREATE_FOR card -- who controlled the target as it left, 608.2h) */
pred ::= lose ALL CREATURE TYPES.                    { cg_pred(ctx, OP_LOSE_CREATURE_TYPES, 0); }
token_desc ::= token_pt WORD(C) token_subtypes.       { cg_word_must(ctx, C, "colorless"); }
effect ::= ITS CONTROLLER CREATES A token_desc CREATURE TOKENW WITH token_kws. { cg_its_controller_creates_token(ctx); }
/* Pummeler for Hire: "you gain X life, where X is the greatest power among Giants you control." */
effect ::= YOU GAIN number(X) LIFE COMMA WHERE XW IS THE WORD(G) POWER AMONG WORD(W) YOU CONTROL.
                                                      { cg_gain_greatest_power(ctx, X, G, W); }

/* ---------------------------------------------------------------- tdmcards 4: the Exhales, "this creature or another Dragon" */
/* tdmcards: the Exhales -- "As an additional cost to cast this spell, you may behold a Dragon." and "If a Dragon was
   beheld, ..." (the same ABIL_ADDL_COST with no mana instead, and KICKED) */
spell_cost ::= YOU MAY WORD(B) A WORD(W).             { cg_addl_behold(ctx, B, W, (dsl_tok){0, 0}); }
/* eclcards (4): the Champions -- "As an additional cost to cast this spell, behold a Kithkin and exile it." (PACK_ADDL_EXILE),
   "When this creature leaves the battlefield, return the exiled card to its owner's hand." (LEAVES; RETURN_LINKED, 607.2a) */
spell_cost ::= WORD(B) A WORD(W) AND EXILE IT.        { cg_addl_behold_exile(ctx, B, W); }
spell_cost ::= WORD(B) AN WORD(W) AND EXILE IT.       { cg_addl_behold_exile(ctx, B, W); }
trigger ::= WHEN self WORD(L) THE BATTLEFIELD COMMA.  { cg_word_must(ctx, L, "leaves"); cg_trigger_begin(ctx, TRIG_LEAVES); }
effect ::= RETURN THE WORD(E) CARDW TO ITS OWNERS HAND. { cg_return_linked(ctx, E); }
trigger ::= WHENEVER self ENTERS OR BECOMES TAPPED COMMA. { cg_trigger_begin(ctx, TRIG_ENTERS_OR_TAPPED); }
/* Moonshadow: "Whenever one or more permanent cards are put into your graveyard from anywhere while this creature has a
   -1/-1 counter on it," (GY_PERMANENT_PUT, COND_WHILE_MINUS1) */
trigger ::= WHENEVER NUMWORD(O) OR MORE PERMANENT CARDS ARE PUT INTO YOUR GRAVEYARD FROM ANYWHERE WHILE THIS CREATURE HAS A PTMOD(K) COUNTER ON IT COMMA.
                                                      { cg_word_must(ctx, O, "one"); cg_trigger_begin(ctx, TRIG_GY_PERMANENT_PUT);
                                                        cg_trigger_while(ctx, K, COND_WHILE_MINUS1); }
/* Gravelgill Scoundrel: "you may tap another untapped creature you control. If you do, <sentence>"; Meanders Guide: "you
   may tap another untapped Merfolk you control. When you do, <sentences>" (TAP_MAY s: no, or none to tap, ends the run;
   MARK; DELAY d for "When you do", 603.12) */
sentence ::= may_tap sentence.                        { cg_may_end(ctx); }
may_tap ::= YOU MAY TAPW ANOTHER UNTAPPED CREATURE YOU CONTROL PERIOD IF YOU DO COMMA. { cg_may_tap(ctx, (dsl_tok){0, 0}); }
line ::= trigger when_tap sentences NEWLINE(L).       { cg_trigger_end(ctx); cg_text_line(ctx, L); }
when_tap ::= YOU MAY TAPW ANOTHER UNTAPPED WORD(W) YOU CONTROL PERIOD WHEN YOU DO COMMA. { cg_may_tap(ctx, W); cg_reflexive_open(ctx); }
if_kicked ::= IF A WORD(W) WAS WORD(P) COMMA.         { cg_addl_beheld(ctx, W, P); }
/* Dispelling Exhale: "If a Dragon was beheld, counter that spell unless its controller pays {4} instead." (PUSH 2; PUSH 4;
   KICKED; PICK in front of the PAYS) */
sentence ::= if_kicked COUNTER THAT SPELL UNLESS ITS CONTROLLER PAYS paycost INSTEAD PERIOD. { cg_kicked_pays(ctx); }
/* "Whenever this creature or another Dragon you control enters," (CREATURE_ENTERS, the type in trig_arg, with fdncards'
   PACK_WORD2_OR_THIS: itself whatever its types); "Whenever another nontoken creature you control dies," (Anafenza:
   ANOTHER_CREATURE_DIES with PACK_WORD2_NONTOKEN) */
trigger ::= WHENEVER self OR ANOTHER WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_ENTERS);
                                                        cg_trigger_subtype(ctx, W, 0); cg_wording2(ctx, PACK_WORD2_OR_THIS); }
trigger ::= WHENEVER ANOTHER WORD(N) CREATURE YOU CONTROL DIES COMMA. { cg_word_must(ctx, N, "nontoken");
                                                        cg_trigger_begin(ctx, TRIG_ANOTHER_CREATURE_DIES);
                                                        cg_wording2(ctx, PACK_WORD2_NONTOKEN); }

/* fdncards 3: "Whenever you gain life for the first time each turn," / "... during each of your turns," (119.9);
   "Whenever an opponent casts a spell," / "... a blue or black spell," (601.2i); "you may put a +1/+1 counter on this
   creature"; flashback (702.34a: "Flashback {2}{U}", a harmonize ability with PACK_HARM_FLASHBACK) */
trigger ::= WHENEVER YOU GAIN LIFE FOR THE FIRST WORD(T) EACH TURN COMMA. { cg_word_must(ctx, T, "time"); cg_trigger_begin(ctx, TRIG_GAIN_LIFE_FIRST); }
trigger ::= WHENEVER YOU GAIN LIFE FOR THE FIRST WORD(T) DURING EACH OF YOUR TURNS COMMA.
                                                      { cg_word_must(ctx, T, "time"); cg_trigger_begin(ctx, TRIG_GAIN_LIFE_FIRST_YOURS); }
trigger ::= WHENEVER AN OPPONENT CASTS A SPELL COMMA. { cg_trigger_begin(ctx, TRIG_OPP_CASTS); }
trigger ::= WHENEVER AN OPPONENT CASTS A COLORWORD(C) OR COLORWORD(D) SPELL COMMA. { cg_trigger_opp_colors(ctx, C, D); }
may_effect ::= PUT A PTMOD(K) COUNTER ON self.        { cg_counters(ctx, K, 1, -1); }
line ::= flashback costs NEWLINE(L).                  { cg_flashback(ctx); cg_ability_end(ctx); cg_text_line(ctx, L); }
flashback ::= FLASHBACK.                              { cg_harmonize_begin(ctx); }
/* fdncards 4: modal triggered abilities (700.2, 603.3c): "When this creature enters, choose one —" and a bulleted mode per
   line -- the trigger's code END with ACTR_MODAL, its modes ACT_MODE abilities after it, as for a modal activated one */
line ::= trigger CHOOSE NUMWORD(N) DASH NEWLINE(L).   { cg_trig_modal(ctx, N); cg_text_line(ctx, L); }
line ::= trigger icond CHOOSE NUMWORD(N) DASH NEWLINE(L). { cg_trig_modal(ctx, N); cg_text_line(ctx, L); }
line ::= aword trigger CHOOSE NUMWORD(N) DASH NEWLINE(L). { cg_trig_modal(ctx, N); cg_text_line(ctx, L); }
line ::= aword trigger icond CHOOSE NUMWORD(N) DASH NEWLINE(L). { cg_trig_modal(ctx, N); cg_text_line(ctx, L); }

/* ---------------------------------------------------------------- fdncards 6: more FDN phrases (fdnmoregen.c) */
/* Krenko: "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control." (CONTROL_SUBTYPE s;
   CREATE, PACK_WORD3_WHERE_X) */
effect ::= CREATE number(N) token_desc CREATURE TOKENS COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL.
                                                      { cg_create_x_control(ctx, N, W); }
/* Good-Fortune Unicorn: "Whenever another creature you control enters, put a +1/+1 counter on that creature." (ABOUT) */
sentence ::= PUT A PTMOD(K) COUNTER ON THAT CREATURE PERIOD. { cg_counter_on_about(ctx, K); }
/* Affectionate Indrik: "you may have it fight target creature you don't control." (MAY; SELF; TARGET j; FIGHT) */
sentence ::= YOU MAY HAVE IT WORD(F) target(B) PERIOD. { cg_may(ctx); cg_have_it_fight(ctx, F, B); cg_may_end(ctx); }
/* Stroke of Midnight: "Its controller creates a 1/1 white Human creature token."; An Offer You Can't Refuse: "Its
   controller creates two Treasure tokens." (TARGET_CONTROLLER i; PUSH n; CREATE_FOR card) */
effect ::= ITS CONTROLLER CREATES A token_desc CREATURE TOKENW. { cg_its_controller_creates_token(ctx); }
effect ::= ITS CONTROLLER CREATES number(N) WORD(W) TOKENS. { cg_its_controller_creates_n(ctx, N, W); }
/* Brass's Bounty: "For each land you control, create a Treasure token." (CONTROL_TYPE land; CREATE) */
effect ::= FOR EACH LAND YOU CONTROL COMMA CREATE A WORD(W) TOKENW. { cg_for_each_land_create(ctx, W); }
/* Revenge of the Rats: "Create a tapped 1/1 black Rat creature token for each creature card in your graveyard." */
effect ::= CREATE A TAPPED token_desc CREATURE TOKENW FOR EACH CREATURE CARDW IN YOUR GRAVEYARD. { cg_create_tapped_per_gy(ctx); }
/* target kinds (src/targets.def): Bite Down, Mischievous Pup, Devout Decree */
otarget(I) ::= TARGET(A) CREATURE OR PLANESWALKER YOU DONT CONTROL. { I = cg_target(ctx, TGT_CREATURE_OR_PW_NOT_YOURS, A); }
otarget(I) ::= OTHER TARGET(A) PERMANENT YOU CONTROL. { I = cg_target(ctx, TGT_OTHER_PERMANENT_YOU_CONTROL, A); }
otarget(I) ::= TARGET(A) CREATURE OR PLANESWALKER THATSC COLORWORD(C) OR COLORWORD(D). { I = cg_target_pw_colors(ctx, A, C, D); }
/* Felling Blow: "Then that creature deals damage equal to its power to target creature an opponent controls." (BITE) */
sentence ::= THEN THAT CREATURE DEALS DAMAGE EQUAL TO ITS POWER TO target(B) PERIOD. { cg_then_that_bites(ctx, B); }
/* Blanchwood Armor: "Enchanted creature gets +1/+1 for each Forest you control." (CONTROL_SUBTYPE s; PUSH p; PUSH t; PT_PER) */
pred ::= get PTMOD(M) FOR EACH WORD(W) YOU CONTROL.   { cg_pred_per(ctx, M, CG_PER_SUB, W); }
/* Lathliss: "Whenever another nontoken Dragon you control enters,"; Arahbo: "Whenever Arahbo or another nontoken Cat you
   control enters," (PACK_WORD2_NONTOKEN, 111.1) */
trigger ::= WHENEVER ANOTHER WORD(N) WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_nontoken_enters(ctx, N, W, 0); }
trigger ::= WHENEVER self OR ANOTHER WORD(N) WORD(W) YOU CONTROL ENTERS COMMA. { cg_trigger_nontoken_enters(ctx, N, W, 1); }
/* Kitesail Corsair: "This creature has flying as long as it's attacking." (F_SELF; F_ATTACKING: a set, no condition) */
cond ::= ITSC ATTACKING.                              { cg_filter(ctx, OP_F_ATTACKING, 0); }
/* Seismic Rupture: "<self> deals 2 damage to each creature without flying."; Slagstorm: "... to each creature." (PUSH n;
   DAMAGE_EACH_CREATURE 0 | 1 + keyword) and "... to each player." (PUSH n; YOU; DAMAGE; PUSH n; OPPONENT; DAMAGE) */
effect ::= self DEALS number(N) DAMAGE TO EACH CREATURE WITHOUT KEYWORD(K). { cg_damage_each_creature(ctx, N, K); }
effect ::= self DEALS number(N) DAMAGE TO EACH CREATURE. [CONT] { cg_damage_each_creature(ctx, N, (dsl_tok){0, 0}); }
effect ::= self DEALS number(N) DAMAGE TO EACH PLAYER. { cg_damage_each_player(ctx, N); }
/* Aetherize: "Return all attacking creatures to their owner's hand." (BOUNCE_ATTACKING) */
effect ::= RETURN ALL ATTACKING CREATURES TO THEIR OWNERS HAND. { cg_emit(ctx, OP_BOUNCE_ATTACKING, 0); ctx->cur.neffects++; }
/* Fumigate: "Destroy all creatures. You gain 1 life for each creature destroyed this way." (DESTROY_ALL_COUNT creature;
   YOU; GAIN_LIFE -- 701.8a) */
sentence ::= YOU GAIN number(N) LIFE FOR EACH CREATURE WORD(D) THIS WAY PERIOD. { cg_gain_per_destroyed(ctx, N, D); }
/* Angel of Finality: "exile target player's graveyard." (TARGET i; EXILE_GRAVEYARD) */
effect ::= EXILE TARGET(A) PLAYERSC GRAVEYARD.        { cg_exile_target_graveyard(ctx, A); }
/* Hidetsugu's Second Rite: "If target player has exactly 10 life, <self> deals 10 damage to that player." (TARGET i; LIFE;
   PUSH n; EQ; UNLESS k; PUSH m; TARGET i; DAMAGE) */
sentence ::= IF player_target(T) HAS WORD(E) NUMBER(N) LIFE COMMA self DEALS number(M) DAMAGE TO THAT PLAYER PERIOD.
                                                      { cg_if_exact_life(ctx, T, E, N, M); }

/* "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle." / "... up to
   two basic Forest cards, reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle."
   (701.19b, 701.20): FIND_*; YOU; SEARCH first|SEARCH_AGAIN; FIND_*; YOU; SEARCH second -- one card each, one shuffle */
search2_head ::= SEARCH YOUR LIBRARY FOR UP TO NUMWORD(N). { cg_search2_head(ctx, N); }
search2_for ::= search2_head quality CARDS.           { cg_search_begin(ctx); }
search ::= search2_for COMMA PUT THEM ONTO THE BATTLEFIELD TAPPED COMMA THEN SHUFFLE.
                                                      { cg_search_two(ctx, SEARCH_BATTLEFIELD | SEARCH_TAPPED,
                                                                      SEARCH_BATTLEFIELD | SEARCH_TAPPED); }
search ::= search2_for COMMA REVEAL THEM COMMA PUT NUMWORD(O) ONTO THE BATTLEFIELD TAPPED AND THE OTHER INTO YOUR HAND COMMA
           THEN SHUFFLE.                              { cg_word_must(ctx, O, "one");
                                                        cg_search_two(ctx, SEARCH_REVEAL | SEARCH_BATTLEFIELD | SEARCH_TAPPED,
                                                                      SEARCH_REVEAL | SEARCH_HAND); }
/* Marang River Regent: "return up to two other target nonland permanents to their owners' hands." (601.2c: none twice) */
effect ::= RETURN UP TO NUMWORD(N) OTHER TARGET(A) WORD(L) WORD(P) TO THEIR WORD(O) WORD(H).
                                                      { cg_bounce_each(ctx, N, A, L, P, O, H); }

/* Feral Deathgorger: "exile up to two target cards from a single graveyard." (TARGET i; GY_MOVE exile, each) */
effect ::= EXILE(R) UP TO NUMWORD(N) TARGET(A) CARDS FROM A WORD(S) GRAVEYARD. { cg_gy_exile_each(ctx, R, N, A, S); }

/* Veteran Ice Climber: "up to one target player mills cards equal to this creature's power." (SELF; POWER; TARGET i; MILL) */
effect ::= UP TO NUMWORD(N) player_target(T) MILLS CARDS EQUAL TO THIS WORD(W) POWER.
                                                      { cg_upto(ctx, N, T); cg_mill_power(ctx, T, W); }

/* Knockout Maneuver: "Put a +1/+1 counter on target creature you control, then it deals damage equal to its power to target
   creature an opponent controls." (TARGET i; PUSH 1; COUNTERS; TARGET i; TARGET j; BITE -- its power after the counter) */
%type ko_head {int}
ko_head(I) ::= PUT A PTMOD(K) COUNTER ON TARGET(T) CREATURE YOU CONTROL COMMA THEN IT DEALS DAMAGE EQUAL TO ITS POWER TO.
                                                      { I = cg_target(ctx, TGT_CREATURE_YOU_CONTROL, T); cg_counters(ctx, K, 1, I); }
effect ::= ko_head(A) target(B).                      { cg_bite(ctx, A, B); cg_join(ctx); }

/* Dragonback Assault: "it deals 3 damage to each creature and each planeswalker." (PUSH n; DAMAGE_EACH) */
effect ::= self DEALS number(N) DAMAGE TO EACH CREATURE AND EACH PLANESWALKER. { cg_says_this(ctx); cg_emit(ctx, OP_PUSH, N);
                                                        cg_emit(ctx, OP_DAMAGE_EACH, 0); ctx->cur.neffects++; }

/* ---------------------------------------------------------------- tdmcards 7: affinity, a spell's own cost increase */
/* Salt Road Packbeast: "Affinity for creatures" (702.41a: {1} less for each creature you control, SELFCOST_AFFINITY_CREATURES);
   Dragon's Prey: "This spell costs {2} more to cast if it targets a Dragon." (601.2f, SELFCOST_MORE_TARGETS_SUB) */
line ::= WORD(A) FOR CREATURES NEWLINE(L).            { cg_affinity_creatures(ctx, A); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) MORE TO CAST IF IT TARGETS A WORD(W) PERIOD NEWLINE(L).
                                                      { cg_self_cost_more_sub(ctx, C, M, W); cg_text_line(ctx, L); }
/* Voice of Victory: "Your opponents can't cast spells during your turn." (PLAYER_RULE PRULE_OPP_NO_CAST on YOU) */
line ::= YOUR OPPONENTS CANT CAST SPELLS DURING YOUR TURN PERIOD NEWLINE(L). { cg_player_rule(ctx, PRULE_OPP_NO_CAST);
                                                        cg_text_line(ctx, L); }
/* Krotiq Nestguard: "This creature can attack this turn as though it didn't have defender." (702.3b: RESTRICT
   RULE_DEFENDER_ATTACKS, an effect for this turn) */
effect ::= subject CAN_ATTACK_AS_THOUGH KEYWORD(K).   { cg_defender_attacks(ctx, K); }
/* Death Begets Life: "Destroy all creatures and enchantments. Draw a card for each permanent destroyed this way."
   (DESTROY_ALL_COUNT mask; YOU; DRAW -- 701.8a) */
sentence ::= DESTROY ALL CREATURES AND WORD(E) PERIOD DRAW A CARDW FOR EACH PERMANENT WORD(D) THIS WAY PERIOD.
                                                      { cg_destroy_all_draw(ctx, E, D); }

/* ---------------------------------------------------------------- eclcards 3 */
/* Rooftop Percher: "exile up to two target cards from graveyards." (CARDS_GY_EACH: none twice, from any graveyards) */
effect ::= EXILE(R) UP TO NUMWORD(N) TARGET(A) CARDS FROM GRAVEYARDS. { cg_gy_exile_each(ctx, R, N, A, (dsl_tok){0, 0}); }
/* Stalactite Dagger: "Equipped creature gets +1/+1 and is all creature types." (ALL_CREATURE_TYPES, PACK_WORD3_ECL_IS);
   Gallant Fowlknight: "Kithkin creatures you control also gain first strike until end of turn." (PACK_WORD3_ECL_ALSO) */
pred ::= be ALL CREATURE TYPES.                       { cg_pred(ctx, OP_ALL_CREATURE_TYPES, 0); cg_cont_wording3(ctx, PACK_WORD3_ECL_IS); }
pred ::= ALSO gain KEYWORD(K).                        { cg_pred_keyword(ctx, K, 2); cg_cont_wording3(ctx, PACK_WORD3_ECL_ALSO); }
/* Voracious Tome-Skimmer: "you may pay 1 life. If you do, draw a card." (119.4: PUSH n; YOU; PAYS PACK_PAYS_LIFE; UNLESS k) */
may_pay ::= YOU MAY PAY number(N) LIFE PERIOD IF YOU DO COMMA. { cg_may_pay_life(ctx, N); }
/* Formidable Speaker: "you may discard a card. If you do, search your library for ..." (YOU; DISCARD_MAY, then the search) */
may_discard ::= YOU MAY DISCARD A CARDW PERIOD IF YOU DO COMMA. { cg_emit(ctx, OP_YOU, 0); cg_emit(ctx, OP_DISCARD_MAY, 0);
                                                        ctx->cur.neffects++; }
sentence ::= may_discard DRAW cards(N) PERIOD.        { cg_player_effect(ctx, OP_DRAW, N, -1); cg_may_end(ctx); }
sentence ::= may_discard search PERIOD.               { cg_may_end(ctx); }
otarget(I) ::= ANOTHER TARGET(A) PERMANENT.           { I = cg_target(ctx, TGT_ANOTHER_PERMANENT, A); }
/* Boulder Dash: "Boulder Dash deals 2 damage to any target and 1 damage to any other target." (601.2c) */
sentence ::= effect AND number(M) DAMAGE TO ANY(A) OTHER TARGET PERIOD. { cg_damage_other(ctx, M, A); }
/* Appeal to Eirdu: "One or two target creatures each get +2/+1 until end of turn." (CREATURES_EACH slots, the first required) */
effect ::= NUMWORD(O) OR NUMWORD(N) TARGET(A) CREATURES EACH GET PTMOD(M) UNTIL END OF TURN. { cg_pump_each(ctx, O, N, A, M, 0); }
/* Fancy Footwork: "Untap one or two target creatures. They each get +2/+2 until end of turn." */
sentence ::= UNTAP NUMWORD(O) OR NUMWORD(N) TARGET(A) CREATURES PERIOD THEY EACH GET PTMOD(M) UNTIL END OF TURN PERIOD.
                                                      { cg_pump_each(ctx, O, N, A, M, 1); }
/* Creakwood Safewright: "At the beginning of your end step, if there is an Elf card in your graveyard and this creature has a
   -1/-1 counter on it, ..." (603.4: COND_ELF_GY_MINUS1) */
icond ::= IF THERE IS AN WORD(S) CARDW IN YOUR GRAVEYARD AND THIS CREATURE HAS A PTMOD(K) COUNTER ON IT COMMA.
                                                      { cg_icond_elf_minus1(ctx, S, K); }
/* Safewright Cavalry: "This creature can't be blocked by more than one creature." (509.1b: RESTRICT RULE_BLOCK_ONE) */
pred ::= CANT BEW BLOCKED WORD(B) MORE THAN NUMWORD(N) CREATURE. { cg_word_must(ctx, B, "by"); cg_pred_block_one(ctx, N); }

/* Personify: "Exile target creature you control, then return that card to the battlefield under its owner's control."
   (400.7: TARGET i; FLICKER) */
effect ::= EXILE TARGET(A) CREATURE YOU CONTROL COMMA THEN RETURN THAT CARDW TO THE BATTLEFIELD WORD(U) ITS OWNERS CONTROL.
                                                      { cg_word_must(ctx, U, "under");
                                                        cg_object_effect(ctx, OP_FLICKER, cg_target(ctx, TGT_CREATURE_YOU_CONTROL, A)); }
/* Run Away Together: "Choose two target creatures controlled by different players. Return those creatures to their owners'
   hands." (601.2c: CREATURES_DIFF slots; TARGET i; BOUNCE each) */
sentence ::= CHOOSE NUMWORD(N) TARGET(A) CREATURES CONTROLLED WORD(B) WORD(D) WORD(P) PERIOD RETURN THOSE CREATURES TO THEIR
             WORD(O) WORD(H) PERIOD.                  { cg_bounce_diff(ctx, N, A, B, D, P, O, H); }
/* Temporal Cleansing: "The owner of target nonland permanent puts it into their library second from the top or on the
   bottom." (TARGET i; TUCK_SECOND -- the owner's decision) */
effect ::= THE OWNER OF otarget(T) PUTS IT INTO THEIR LIBRARY SECOND FROM THE TOP OR ON THE BOTTOM.
                                                      { cg_object_effect(ctx, OP_TUCK_SECOND, T); cg_wording2(ctx, PACK_WORD2_OWNER_OF); }
/* Tend the Sprigs: "Then if you control seven or more lands and/or Treefolk, <sentence>" (LANDS_OR_SUB s; PUSH n; AT_LEAST;
   UNLESS k) */
sentence ::= then_if_lands sentence.                  { cg_if_end(ctx); }
then_if_lands ::= THEN IF YOU CONTROL number(N) OR MORE WORD(L) ANDOR WORD(T) COMMA. { cg_if_lands_or_sub(ctx, N, L, T); }
/* Flaring Cinder: "When this creature enters and whenever you cast a spell with mana value 4 or greater," (one ability, two
   events: ENTERS_OR_CAST_MV) */
trigger ::= WHEN self ENTERS AND WHENEVER YOU CAST A SPELL WITH MANAW VALUE number(N) OR GREATER COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_ENTERS_OR_CAST_MV); cg_trigger_mv(ctx, N); }
/* Thoughtweft Imbuer: "Whenever a creature you control attacks alone," (506.5: ATTACKS_ALONE, "it" the creature) */
trigger ::= WHENEVER A CREATURE YOU CONTROL ATTACKS WORD(A) COMMA. { cg_word_must(ctx, A, "alone"); cg_trigger_begin(ctx, TRIG_ATTACKS_ALONE); }
/* its "it gets +X/+X until end of turn, where X is the number of Kithkin you control." (ABOUT; CONTROL_SUBTYPE s; DUP; PUMP) */
effect ::= cont UNTIL END OF TURN COMMA WHERE XW IS THE NUMBERW OF WORD(W) YOU CONTROL. { cg_pump_count_sub(ctx, W); }

/* ---------------------------------------------------------------- tdmcards 8: names, counters, blocking by power */
/* Formation Breaker: "Creatures with power less than this creature's power can't block it." (509.1b: ability kind
   BLOCK_RULE) and "As long as you control a creature with a counter on it, ..."
   (CONTROL_COUNTERED; REQUIRE) */
line ::= LESS_POWER_CANT_BLOCK PERIOD NEWLINE(L).
                                                      { cg_less_power_cant_block(ctx); cg_text_line(ctx, L); }
cond ::= YOU CONTROL A CREATURE WITH A COUNTER ON IT. { cg_count(ctx, OP_CONTROL_COUNTERED, 0); cg_count(ctx, OP_REQUIRE, 0); }
/* Tempest Hawk: "search your library for a card named Tempest Hawk" (FIND_NAME: the card, patched by the pack writer)
   and "A deck can have any number of cards named Tempest Hawk." (ABIL_ANY_NUMBER) */
search_for ::= SEARCH YOUR LIBRARY FOR A CARDW WORD(N) SELF. { cg_find_self_name(ctx, N); cg_search_begin(ctx); }
/* tdmcards 10: Unsparing Boltcaster's target (TGT_CREATURE_OPPONENT_DAMAGED); Dragonstorm Forecaster: "a card named Dragonstorm Globe or Boulderborn Dragon" (201.2: FIND_NAME twice, each
   card patched in by the pack writer) and Dragonstorm Globe: "Each Dragon you control enters with an additional +1/+1
   counter on it." (614.1c; ABIL_ENTER_EXTRA) */
search_for ::= SEARCH YOUR LIBRARY FOR A CARDW WORD(N) cname(A) OR cname(B). { cg_word_must(ctx, N, "named");
                                                        cg_find_name(ctx, A); cg_find_name(ctx, B); cg_search_begin(ctx); }
%type cname {dsl_tok}
cname(A) ::= WORD(W).                                 { A = W; }
cname(A) ::= cname(B) WORD(W).                        { A = B; A.len = W.off + W.len - B.off; }
otarget(I) ::= TARGET(A) CREATURE AN OPPONENT CONTROLS THAT WAS DEALT DAMAGE THIS TURN. /* Unsparing Boltcaster */
                                                      { I = cg_target(ctx, TGT_CREATURE_OPPONENT_DAMAGED, A); }
/* Narset, Jeskai Waymaster: "you may discard your hand. If you do, draw cards equal to the number of spells you've cast this
   turn." (MAY; YOU; DISCARD_HAND; SPELLS_CAST_TURN; YOU; DRAW -- a "no" skips the rest, 603.5) */
sentence ::= YOU MAY DISCARD YOUR HAND PERIOD IF YOU DO COMMA DRAW CARDS EQUAL TO THE NUMBERW OF SPELLS YOUVE CAST THIS TURN PERIOD.
                                                      { cg_may(ctx); cg_discard_hand_draw(ctx); }
/* Sunpearl Kirin: "return up to one other target nonland permanent you control to its owner's hand. If it was a token, draw
   a card." (TARGET_TOKEN i before the return's TARGET i; BOUNCE: whether it was a token as it left; UNLESS k) */
otarget(I) ::= OTHER TARGET(A) WORD(W) PERMANENT YOU CONTROL. { I = cg_target_around(ctx, A, "other target ", W, " permanent you control"); }
sentence ::= if_token sentence.                       { cg_if_end(ctx); }
if_token ::= IF IT WAS A TOKENW(T) COMMA.             { cg_if_token(ctx, T); }
line ::= EACH WORD(S) YOU_CONTROL_ENTERS_ADDITIONAL PTMOD(K) COUNTER ON IT PERIOD NEWLINE(L).
                                                      { cg_enters_extra(ctx, S, K); cg_text_line(ctx, L); }
line ::= A WORD(D) CAN HAVE ANY NUMBERW OF CARDS WORD(N) SELF PERIOD NEWLINE(L). { cg_any_number(ctx, D, N);
                                                        cg_text_line(ctx, L); }

/* Trade Route Envoy: "draw a card if you control a creature with a counter on it. If you don't draw a card this way, put a
   +1/+1 counter on this creature." (CONTROL_COUNTERED; DUP; UNLESS 5; PUSH 1; YOU; DRAW; NOT; UNLESS 6; SELF; PUSH 1;
   COUNTERS -- the one check decides both) */
sentence ::= DRAW cards(N) IF YOU CONTROL A CREATURE WITH A COUNTER ON IT PERIOD IF YOU DONT DRAW A CARDW THIS WAY COMMA
             PUT A PTMOD(K) COUNTER ON self PERIOD. { cg_draw_else_counter(ctx, N, K); }

/* ---------------------------------------------------------------- tdmcards 9: exile until it leaves (610.3) */
/* Stormplain Detainment, Static Snare: "exile target nonland permanent an opponent controls until this enchantment leaves
   the battlefield." (TARGET i; EXILE_UNTIL) */
effect ::= EXILE target(T) UNTIL self WORD(L) THE BATTLEFIELD. { cg_exile_until(ctx, T, L); }

/* Sage of the Fang: "Put a +1/+1 counter on target creature, then double the number of +1/+1 counters on that creature."
   (TARGET i; PUSH 1; COUNTERS k; TARGET i; DOUBLE_COUNTERS k -- 701.10e) */
effect ::= PUT A PTMOD(K) COUNTER ON TARGET(A) CREATURE COMMA THEN DOUBLE(D) THE NUMBERW OF PTMOD(K2) COUNTERS ON THAT CREATURE.
                                                      { int t = cg_target(ctx, TGT_CREATURE, A); cg_counters(ctx, K, 1, t);
                                                        cg_double_counters(ctx, D, K2, t); }

/* ---------------------------------------------------------------- fdncards 7: more FDN cards (fdn7gen.c) */
/* Sun-Blessed Healer: "target nonland permanent card with mana value 2 or less from your graveyard" (src/gytargets.def
   mv_max, 202.3); Driver of the Dead's "target creature card with mana value 2 or less ..." is eclcards' rule */
gytarget(I) ::= TARGET(A) WORD PERMANENT CARDW WITH MANAW VALUE NUMBER OR LESS FROM gywhose(E). { I = cg_gy_target(ctx, A, E); }
/* Crossway Troublemakers: "Whenever a Vampire you control dies,"; Firespitter Whelp: "Whenever you cast a noncreature or
   Dragon spell," (PACK_WORD3_NO_CREATURE, PACK_WORD3_OR_SUB) */
trigger ::= WHENEVER A WORD(W) YOU CONTROL DIES COMMA. { cg_trigger_sub_dies(ctx, W); }
trigger ::= WHENEVER YOU CAST A NONCREATURE OR WORD(W) SPELL COMMA. { cg_trigger_noncreature_or(ctx, W); }
/* Twinblade Paladin: "As long as you have 25 or more life, ..."; Angel of Vitality: "... as long as you have 25 or more
   life." (YOU; LIFE; PUSH n; AT_LEAST; REQUIRE) */
cond ::= YOU HAVE NUMBER(N) OR MORE LIFE.             { cg_cond_life_at_least(ctx, N); }
/* Reassembling Skeleton: "{1}{B}: Return this card from your graveyard to the battlefield tapped." (113.6k, ACTR_FROM_GY) --
   GY_RETURN_SELF GYTO_BATTLEFIELD_TAPPED */
effect ::= RETURN THIS CARDW FROM YOUR GRAVEYARD TO THE BATTLEFIELD TAPPED. { cg_return_self_gy(ctx, GYTO_BATTLEFIELD_TAPPED); }
/* fdncards 7 triggers (src/triggers.def): Massacre Wurm, Primeval Bounty, Linden, Goldvein Pick, Bloodthirsty Conqueror,
   Dictate of Kruphix; "that player" and "that much" are what the event was about (ABOUT, AMOUNT) */
trigger ::= WHENEVER A CREATURE AN OPPONENT CONTROLS DIES COMMA. { cg_trigger_begin(ctx, TRIG_OPP_CREATURE_DIES); }
trigger ::= WHENEVER ANOTHER WORD(N) CREATURE DIES COMMA. { cg_word_must(ctx, N, "nontoken"); cg_trigger_begin(ctx, TRIG_ANOTHER_NONTOKEN_DIES); }
trigger ::= WHENEVER YOU CAST A CREATURE SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_CREATURE); }
trigger ::= WHENEVER A COLORWORD(C) CREATURE YOU CONTROL ATTACKS COMMA. { cg_trigger_color_attacks(ctx, C); }
trigger ::= WHENEVER EQUIPPED CREATURE DEALS COMBAT DAMAGE TO A PLAYER COMMA. { cg_trigger_begin(ctx, TRIG_EQUIPPED_COMBAT_DAMAGE); }
trigger ::= WHENEVER AN OPPONENT LOSES LIFE COMMA.    { cg_trigger_begin(ctx, TRIG_OPP_LOSES_LIFE); }
trigger ::= AT THE BEGINNING OF EACH PLAYERSC DRAW STEP COMMA. { cg_trigger_begin(ctx, TRIG_EACH_DRAW_STEP); }
effect ::= THAT PLAYER LOSES number(N) LIFE.          { cg_that_player(ctx, OP_LOSE_LIFE, N); }
effect ::= THAT PLAYER DRAWS AN ADDITIONAL CARDW.     { cg_that_player(ctx, OP_DRAW, 1); cg_ability_wording(ctx, PACK_WORD_ADDITIONAL); }
effect ::= YOU GAIN THAT WORD(M) LIFE.                { cg_gain_that_much(ctx, M); }
/* Mentor of the Meek: "Whenever another creature you control with power 2 or less enters,"; Gateway Sneak: "Whenever a
   Gate you control enters," (a land subtype too: PERMANENT_ENTERS); Giant Cindermaw: "Players can't gain life." (119.7,
   PLAYER_RULE PRULE_NO_GAIN on every player) */
trigger ::= WHENEVER ANOTHER CREATURE YOU CONTROL WITH POWER number(N) OR LESS ENTERS COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_ANOTHER_POWER2_ENTERS); cg_cond_number(ctx, N, 2); }
line ::= PLAYERS_CANT_GAIN PERIOD NEWLINE(L).        { cg_player_rule(ctx, PRULE_NO_GAIN); cg_text_line(ctx, L); }
/* Vampire Gourmand, High-Society Hunter: "you may sacrifice another creature. If you do, <sentence>"; Springbloom Druid:
   "you may sacrifice a land. If you do, <sentence>" (MAY; YOU; tlacards' EDICT_TYPES m: none, the rest isn't done) */
may_sac ::= may SACRIFICE ANOTHER CREATURE PERIOD IF YOU DO COMMA. { cg_sacrifice_types(ctx, EDICT_TYPE_BIT(TYPE_CREATURE) | EDICT_TYPES_OTHER); }
may_sac ::= may SACRIFICE A LAND PERIOD IF YOU DO COMMA. { cg_sacrifice_types(ctx, EDICT_TYPE_BIT(TYPE_LAND)); }
/* Ancestor Dragon: "Whenever one or more creatures you control attack, you gain 1 life for each attacking creature.";
   Armasaur Guide: "Whenever you attack with three or more creatures,"; Dwynen: "you gain 1 life for each attacking Elf you
   control." (ATTACKING_SUB_YOURS s); Tempest Djinn: "... gets +1/+0 for each basic Island you control." (CONTROL_BASIC_SUB s) */
trigger ::= WHENEVER NUMWORD(O) OR MORE CREATURES YOU CONTROL ATTACK COMMA. { cg_word_must(ctx, O, "one"); cg_trigger_begin(ctx, TRIG_CREATURES_ATTACK); }
trigger ::= WHENEVER YOU ATTACK WITH number(N) OR MORE CREATURES COMMA. { cg_trigger_begin(ctx, TRIG_ATTACK_WITH3); cg_cond_number(ctx, N, 3); }
effect ::= YOU GAIN number(N) LIFE FOR EACH ATTACKING CREATURE. { cg_gain_per_attacking(ctx, N, (dsl_tok){0, 0}); }
effect ::= YOU GAIN number(N) LIFE FOR EACH ATTACKING WORD(W) YOU CONTROL. { cg_gain_per_attacking(ctx, N, W); }
pred ::= get PTMOD(M) FOR EACH WORD(B) WORD(W) YOU CONTROL. { cg_pred_per_basic(ctx, M, B, W); }
/* Homunculus Horde: "create a token that's a copy of this creature." (PUSH 1; SELF; CREATE_COPY -- 707.2) */
effect ::= CREATE A TOKENW THATSC A COPY OF THIS CREATURE. { cg_create_copy_self(ctx); }
/* Volley Veteran: "it deals damage to target creature an opponent controls equal to the number of Goblins you control."
   (CONTROL_SUBTYPE s; TARGET i; DAMAGE as tlacards' "... equal to the number of ... to <target>", PACK_WORD3_WHERE_X
   printing the target first) */
effect ::= self DEALS DAMAGE TO target(T) EQUAL TO THE NUMBERW OF WORD(W) YOU CONTROL. { cg_damage_control(ctx, W, T); cg_wording3(ctx, PACK_WORD3_WHERE_X); }

/* ---------------------------------------------------------------- lead: the Commands' sentences (commandgen.c) */
/* "Target player creates two Treasure tokens." / "... a 1/1 green and white Kithkin creature token." (CREATE_FOR) */
effect ::= player_target(T) CREATES number(N) WORD(W) TOKENS. { cg_player_creates(ctx, T, W, N); }
effect ::= player_target(T) CREATES A WORD(W) TOKENW.  { cg_player_creates(ctx, T, W, 1); }
effect ::= player_target(T) CREATES A token_desc CREATURE TOKENW. { cg_player_creates(ctx, T, (dsl_tok){0, 0}, 1); }
/* "Ashling's Command deals 2 damage to each creature target player controls." (DAMAGE_CREATURES_OF) */
effect ::= self DEALS number(N) DAMAGE TO EACH CREATURE player_target(T) CONTROLS. { cg_damage_creatures_of(ctx, N, T); }
/* "Creatures target player controls get +1/+1 and gain haste until end of turn." (F_TARGET_PLAYER i in the effect: the set
   as the spell resolves, 611.2c; How to Start a Riot, Boldwyr Aggressor's Command) */
ssuffix ::= player_target(T) CONTROLS.                { cg_filter_target_controls(ctx, T); }
/* "... get +3/+3 until end of turn. Untap them." (UNTAP_SET of that effect) */
sentence ::= UNTAP THEM PERIOD.                       { cg_untap_them(ctx); }
/* "Target opponent exiles two cards from their hand." (EXILE_HAND: their choice) */
effect ::= player_target(T) WORD(E) cards(N) FROM THEIR HAND. { cg_word_must(ctx, E, "exiles"); cg_exile_from_hand(ctx, T, N); }
/* "Target player mills five cards, then puts each Goblin card milled this way into their hand." (MILL_TAKE) */
effect ::= player_target(T) MILLS cards(N) COMMA THEN PUTS EACH WORD(W) CARDW WORD(M) THIS WAY INTO THEIR HAND.
                                                      { cg_word_must(ctx, M, "milled"); cg_mill_take(ctx, T, N, W); }
/* "Return one or two target permanent cards from your graveyard to your hand." (PERMANENT_CARDS_YOUR_GY_EACH, twice) */
effect ::= RETURN NUMWORD(O) OR NUMWORD(W) TARGET(A) PERMANENT CARDS FROM YOUR GRAVEYARD TO YOUR HAND.
                                                      { cg_gy_return_one_or_two(ctx, O, W, A); }
/* ---------------------------------------------------------------- tdmcards 11: exile and play (exileplaygen.c) */
/* the shared mechanism of every set (src/exileplay.c): "Exile the top card of your library. Until the end of your next
   turn, you may play that card." -- PUSH n; YOU; EXILE_PLAY f (XPLAY_*, src/opcodes.h). Another spelling is a rule here:
   its cards (xplay_from: count | XPLAY_* << 8) and its permission (xplay_perm: XPLAY_* | XPLAY_SAY_THOSE) */
%type xplay_from {int}
%type xplay_perm {int}
%type xplay_verb {int}
sentence ::= xplay_from(F) PERIOD xplay_perm(P) PERIOD. { cg_exile_play(ctx, F, P); }
/* eclcards 5: Burning Curiosity's "If this spell's additional cost was paid, exile the top three cards instead." between them
   (PUSH n; PUSH m; KICKED; PICK; YOU; EXILE_PLAY f) */
sentence ::= xplay_from(F) PERIOD if_kicked EXILE THE TOP number(N) CARDS INSTEAD PERIOD xplay_perm(P) PERIOD.
                                                      { cg_exile_play_instead(ctx, F, P, N); }
/* eclcards 5: "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."
   (701.20a; TARGET i; REVEAL_DISCARD kind) */
sentence ::= player_target(T) REVEALS THEIR HAND PERIOD YOU CHOOSE A WORD(W) CARDW FROM IT PERIOD THAT PLAYER DISCARDS THAT CARDW PERIOD.
                                                      { cg_reveal_discard(ctx, T, W, 0); }
sentence ::= player_target(T) REVEALS THEIR HAND PERIOD YOU CHOOSE A WORD(W) PERMANENT CARDW FROM IT PERIOD THAT PLAYER DISCARDS THAT CARDW PERIOD.
                                                      { cg_reveal_discard(ctx, T, W, 1); }
/* tdmcards 18: Aggressive Negotiations -- "... You choose a nonland card from it and exile that card." (REVEAL_DISCARD 3) */
sentence ::= player_target(T) REVEALS THEIR HAND PERIOD YOU CHOOSE A WORD(W) CARDW FROM IT AND EXILE THAT CARDW PERIOD.
                                                      { cg_reveal_discard(ctx, T, W, DISC_KIND_EXILE); }
/* fdncards: Raise the Past, Rise of the Dark Realms -- every creature card of a graveyard put onto the battlefield at
   once (GY_ALL_BF: 1 + the greatest mana value, GY_RETURN_ALLGY) */
effect ::= RETURN ALL CREATURE CARDS WITH MANAW VALUE number(N) OR LESS FROM YOUR GRAVEYARD TO THE BATTLEFIELD.
                                                      { cg_gy_return_all(ctx, N, 0); }
effect ::= PUT ALL CREATURE CARDS FROM ALL GRAVEYARDS ONTO THE BATTLEFIELD WORD(U) YOUR CONTROL.
                                                      { cg_word_must(ctx, U, "under"); cg_gy_return_all(ctx, -1, GY_RETURN_ALLGY); }
/* fdncards 9: Macabre Waltz -- "Return up to two target creature cards from your graveyard to your hand, then discard a
   card." (two "up to one" slots of one word "target", 601.2c: TARGET 0; GY_MOVE hand; TARGET 1; GY_MOVE hand; PUSH 1;
   YOU; DISCARD) */
sentence ::= RETURN UP TO NUMWORD(N) TARGET(A) CREATURE CARDS FROM YOUR GRAVEYARD TO YOUR HAND PERIOD. { cg_gy_return_upto(ctx, N, A); } /* tdmcards 17c: Wail of War */
sentence ::= RETURN UP TO NUMWORD(N) TARGET(A) CREATURE CARDS FROM YOUR GRAVEYARD TO YOUR HAND COMMA THEN DISCARD A CARDW PERIOD.
                                                      { cg_gy_return_upto(ctx, N, A); cg_player_effect(ctx, OP_DISCARD, 1, -1);
                                                        ctx->cur.neffects--; }
/* fdncards 9: Lunar Insight -- "Draw a card for each different mana value among nonland permanents you control."
   (MV_KINDS; YOU; DRAW) */
effect ::= DRAW A CARDW FOR EACH WORD(D) MANAW VALUE AMONG WORD(N) WORD(P) YOU CONTROL. { cg_draw_mv_kinds(ctx, D, N, P); }
/* fdncards 9: Formidable -- "if creatures you control have total power 8 or greater," (COND_POWER8_TOTAL) */
icond ::= IF CREATURES YOU CONTROL HAVE TOTAL POWER number(N) OR GREATER COMMA. { cg_trigger_cond_n(ctx, COND_POWER8_TOTAL, N, 8); }
/* fdncards 9: Kiora -- "you may create Scion of the Deep, a legendary 8/8 blue Octopus creature token." (MAY; CREATE) */
may_effect ::= CREATE token_name COMMA A WORD(L) token_desc CREATURE TOKENW. { cg_token_legendary(ctx, L); cg_create(ctx, 1); }
token_name ::= token_name OF(W) THE(T) WORD(N).       { cg_token_name_word(ctx, W); cg_token_name_word(ctx, T); cg_token_name_word(ctx, N); }
/* fdncards: Duress -- "You choose a noncreature, nonland card from it." (REVEAL_DISCARD 2) */
sentence ::= player_target(T) REVEALS THEIR HAND PERIOD YOU CHOOSE A NONCREATURE COMMA WORD(W) CARDW FROM IT PERIOD THAT PLAYER DISCARDS THAT CARDW PERIOD.
                                                      { cg_reveal_discard(ctx, T, W, 2); }
sentence ::= xplay_from(F) PERIOD CHOOSE NUMWORD(O) OF THEM PERIOD xplay_perm(P) PERIOD.
                                                      { cg_word_must(ctx, O, "one"); cg_exile_play(ctx, F | XPLAY_CHOOSE << 8, P); }
xplay_from(F) ::= EXILE THE TOP CARDW OF YOUR LIBRARY. { F = 1; }
xplay_from(F) ::= EXILE THE TOP number(N) CARDS OF YOUR LIBRARY. { F = cg_exile_play_count(ctx, N); }
xplay_from(F) ::= EXILE A CARDW AT RANDOM FROM YOUR GRAVEYARD. { F = 1 | XPLAY_FROM_GY_RANDOM << 8; }
/* eclcards 11: Shadow Urchin -- "exile that many cards from the top of your library." (AMOUNT: the counters on the creature
   as it died); Dream Harvest -- "Each opponent exiles cards from the top of their library until they have exiled cards with
   total mana value 5 or greater this way." (OPPONENT; XPLAY_UNTIL_MV, 202.3) */
xplay_from(F) ::= EXILE THAT MANY CARDS FROM THE TOP OF YOUR LIBRARY. { F = CG_XPLAY_AMOUNT; }
xplay_from(F) ::= EACH OPPONENT WORD(E) CARDS FROM THE TOP OF THEIR LIBRARY UNTIL THEY HAVE WORD(X) CARDS WITH TOTAL MANAW VALUE number(N) OR GREATER THIS WAY.
                                                      { cg_word_must(ctx, E, "exiles"); cg_word_must(ctx, X, "exiled");
                                                        F = cg_exile_play_total(ctx, N) | XPLAY_UNTIL_MV << 8 | CG_XPLAY_OPP; }
/* eclcards 11: Dream Harvest -- "Until end of turn, you may cast cards exiled this way without paying their mana costs."
   (XPLAY_FREE: cast as KICK_FREE_PERM, 118.9) */
xplay_perm(P) ::= UNTIL END OF TURN COMMA YOU MAY CAST CARDS WORD(X) THIS WAY WITHOUT WORD(Y) THEIR MANAW WORD(Z).
                                                      { cg_word_must(ctx, X, "exiled"); cg_word_must(ctx, Y, "paying");
                                                        cg_word_must(ctx, Z, "costs");
                                                        P = XPLAY_CAST | XPLAY_FREE | CG_XPLAY_THOSE; }
xplay_perm(P) ::= UNTIL THE END OF YOUR NEXT TURN COMMA YOU MAY xplay_verb(V) THAT CARDW. { P = V | XPLAY_NEXT_TURN; }
xplay_perm(P) ::= UNTIL THE END OF YOUR NEXT TURN COMMA YOU MAY xplay_verb(V) THOSE CARDS. { P = V | XPLAY_NEXT_TURN | CG_XPLAY_THOSE; }
xplay_perm(P) ::= UNTIL YOUR NEXT END STEP COMMA YOU MAY xplay_verb(V) THAT CARDW. { P = V | XPLAY_END_STEP; }
xplay_perm(P) ::= UNTIL YOUR NEXT END STEP COMMA YOU MAY xplay_verb(V) THOSE CARDS. { P = V | XPLAY_END_STEP | CG_XPLAY_THOSE; }
xplay_perm(P) ::= YOU MAY xplay_verb(V) THAT CARDW THIS TURN. { P = V; }
xplay_perm(P) ::= YOU MAY xplay_verb(V) THOSE CARDS THIS TURN. { P = V | CG_XPLAY_THOSE; }
/* tdmcards 20: Breaching Dragonstorm -- "exile cards from the top of your library until you exile a nonland card. You may
   cast it without paying its mana cost if that spell's mana value is 8 or less. If you don't, put that card into your
   hand." (YOU; EXILE_CAST_FREE n: cast as the ability resolves, 608.2g, so last in it) */
sentence ::= EXILE CARDS FROM THE TOP OF YOUR LIBRARY UNTIL YOU EXILE A WORD(N) CARDW PERIOD YOU MAY CAST IT WITHOUT WORD(P) ITS MANAW COSTW IF THAT SPELLPOSS MANAW VALUE IS number(M) OR LESS PERIOD IF YOU DONT COMMA PUT THAT CARDW INTO YOUR HAND PERIOD.
                                                      { cg_word_must(ctx, N, "nonland"); cg_word_must(ctx, P, "paying");
                                                        cg_exile_cast_free(ctx, M); }
/* tlacards 19b: Solstice Revelations -- "... You may cast that card without paying its mana cost if the spell's mana value is
   less than the number of Mountains you control. If you don't cast that card this way, put it into your hand." (CONTROL_SUBTYPE
   s; YOU; EXILE_CAST_FREE_LT) */
sentence ::= EXILE CARDS FROM THE TOP OF YOUR LIBRARY UNTIL YOU EXILE A WORD(N) CARDW PERIOD YOU MAY CAST THAT CARDW WITHOUT WORD(P) ITS MANAW COSTW IF THE SPELLPOSS MANAW VALUE IS LESS THAN THE NUMBERW OF WORD(W) YOU CONTROL PERIOD IF YOU DONT CAST THAT CARDW THIS WAY COMMA PUT IT INTO YOUR HAND PERIOD.
                                                      { cg_word_must(ctx, N, "nonland"); cg_word_must(ctx, P, "paying");
                                                        cg_exile_cast_free_less(ctx, W); }
xplay_verb(V) ::= PLAY.                               { V = 0; }
xplay_verb(V) ::= CAST.                               { V = XPLAY_CAST; }

/* ---------------------------------------------------------------- tdmcards 12 (tdm12gen.c) */
/* Seize Opportunity: "Up to two target creatures each get +2/+1 until end of turn." (CREATURES_EACH slots, each "up to") */
effect ::= UP TO NUMWORD(N) TARGET(A) CREATURES EACH GET PTMOD(M) UNTIL END OF TURN. { cg_pump_each_target(ctx, N, A, M, TGT_CREATURES_EACH); }
/* Tersa Lightshatter: "discard up to two cards, then draw that many cards." (PUSH n; YOU; DISCARD_UPTO; YOU; DRAW) */
sentence ::= DISCARD UP TO NUMWORD(N) CARDS COMMA THEN DRAW THAT MANY CARDS PERIOD. { cg_discard_upto_draw(ctx, N); }
/* Felothar: "you may sacrifice a nonland permanent. When you do, put a +1/+1 counter on each creature you control." */
when_blight ::= may SACRIFICE A WORD(N) PERMANENT PERIOD WHEN YOU DO COMMA. { cg_may_sac_nonland(ctx, N); }

/* ---------------------------------------------------------------- tlacards 13: more TLA cards (tla13gen.c) */
/* Water Tribe Rallier: "You may reveal a creature card with power 3 or less from among them ..." (PUSH n; FIND_MV
   MV_POWER_OR_LESS -- the card's power): look_card, with the look family below (tdmcards) */

/* "create two 2/2 red Soldier creature tokens with firebending 1." (702.189a: the token's card has the trigger) */
token_kws ::= FIREBENDING NUMBER(N).                  { cg_token_firebending(ctx, N); }
/* lead: Avatar Roku's "a 4/4 red Dragon creature token with flying and firebending 4" */
token_kws ::= KEYWORD(K) AND_FIREBENDING NUMBER(N).   { cg_token_keyword(ctx, K); cg_token_firebending(ctx, N); }

/* Dai Li Agents: "earthbend 1, then earthbend 1." (701.66a, each its own hidden target) and "each opponent loses X life and
   you gain X life, where X is the number of creatures you control with +1/+1 counters on them." (CONTROL_CTR k) */
sentence ::= EARTHBEND(E) number(N) COMMA THEN EARTHBEND(F) number(M) PERIOD.
                                                      { cg_earthbend(ctx, E, N); cg_earthbend(ctx, F, M); cg_join(ctx); }
sentence ::= effect AND YOU GAIN number(Y) LIFE COMMA WHERE XW IS THE NUMBERW OF CREATURES YOU CONTROL WITH PTMOD(K) COUNTERS ON THEM PERIOD.
                                                      { cg_drain_ctr(ctx, Y, K); }

/* the Ascensions and Invasion Tactics: "Whenever a creature you control deals combat damage to a player," (each creature),
   "Whenever one or more Allies you control deal combat damage to a player," (once a step, src/dmgtrig.c), "put a quest
   counter on this enchantment", "Then if it has four or more quest counters on it, <sentence>" */
trigger ::= WHENEVER A CREATURE YOU CONTROL DEALS COMBAT DAMAGE TO A PLAYER COMMA. { cg_trigger_begin(ctx, TRIG_CREATURE_COMBAT_DAMAGE); }
/* tdmcards 17c: Yathan Tombguard -- the creature has a counter as it deals the damage */
/* eclcards 11: Shadow Urchin -- "Whenever a creature you control with one or more counters on it dies," (CREATURE_DIES with
   TRIG_ARG_COUNTERED; "that many", AMOUNT, is the counters on it as it died, 603.10a) */
trigger ::= WHENEVER A CREATURE YOU CONTROL WITH NUMWORD(O) OR MORE COUNTERS ON IT DIES COMMA.
                                                      { cg_word_must(ctx, O, "one"); cg_trigger_begin(ctx, TRIG_CREATURE_DIES);
                                                        cg_trigger_arg(ctx, TRIG_ARG_COUNTERED); }
trigger ::= WHENEVER A CREATURE YOU CONTROL WITH A COUNTER ON IT DEALS COMBAT DAMAGE TO A PLAYER COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_CREATURE_COMBAT_DAMAGE); cg_trigger_arg(ctx, TRIG_ARG_COUNTERED); }
trigger ::= WHENEVER NUMWORD(O) OR MORE WORD(W) YOU CONTROL WORD(D) COMBAT DAMAGE TO A PLAYER COMMA.
                                                      { cg_trigger_damage_one_or_more(ctx, O, W, D); }
trigger ::= WHENEVER NUMWORD(O) OR MORE CREATURES(W) YOU CONTROL WORD(D) COMBAT DAMAGE TO A PLAYER COMMA.
                                                      { cg_trigger_damage_one_or_more(ctx, O, W, D); }
effect ::= PUT A WORD(K) COUNTER ON THIS ENCHANTMENT.  { cg_this_enchantment(ctx); ctx->cur.said_it = 0; cg_counters(ctx, K, 1, -1); }
sentence ::= if_ctr_src sentence.                     { cg_if_end(ctx); }
if_ctr_src ::= THEN IF IT HAS NUMWORD(N) OR MORE WORD(K) COUNTERS ON IT COMMA. { cg_if_counters_src(ctx, N, K); }

/* Airbender Ascension: "if this enchantment has four or more quest counters on it," (603.4: COND_QUEST4) and "exile up to
   one target creature you control, then return it to the battlefield under its owner's control." (TARGET i; FLICKER, "it":
   PACK_WORD2_IT) */
icond ::= IF THIS ENCHANTMENT HAS NUMWORD(N) OR MORE WORD(K) COUNTERS ON IT COMMA. { cg_icond_quest(ctx, N, K); }
effect ::= EXILE UP TO NUMWORD(N) TARGET(A) CREATURE YOU CONTROL COMMA THEN RETURN IT TO THE BATTLEFIELD WORD(U) ITS OWNERS CONTROL.
                                                      { cg_word_must(ctx, U, "under"); cg_flicker_upto(ctx, N, A); }

/* Earth Kingdom Jailer: "target artifact, creature, or enchantment an opponent controls with mana value 3 or greater" */
otarget(I) ::= TARGET(A) ARTIFACT COMMA CREATURE COMMA OR ENCHANTMENT AN OPPONENT CONTROLS WITH MANAW VALUE number(N) OR GREATER.
                                                      { I = cg_target_bound(ctx, A, N, TGT_ACE_OPPONENT_MV3, 3); }

/* Sokka, Bold Boomeranger: "Whenever you cast an artifact or Lesson spell," (CAST_ARTIFACT_OR, trig_arg 1 + the subtype) */
trigger ::= WHENEVER YOU CAST AN ARTIFACT OR WORD(W) SPELL COMMA. { cg_trigger_begin(ctx, TRIG_CAST_ARTIFACT_OR); cg_trigger_subtype(ctx, W, 0); }

/* Fire Nation Cadets: "This creature has firebending 2 as long as ..." (GRANT: the keyword's trigger, 702.189a) */
pred ::= have FIREBENDING NUMBER(N).                  { cg_pred_grant_firebending(ctx, N); }

/* Benevolent River Spirit: "As an additional cost to cast this spell, waterbend {5}." (701.67a: SELF_COST
   SELFCOST_WATERBEND, N more with artifacts and creatures tapped to pay) */
line ::= AS AN ADDITIONAL COSTW(C) TO CAST THIS SPELL COMMA WATERBEND MANA(M) PERIOD NEWLINE(L).
                                                      { cg_addl_waterbend(ctx, C, M); cg_text_line(ctx, L); }
/* tlacards 17: Ruinous Waterbending: "As an additional cost to cast this spell, you may waterbend {4}." (701.67a, 601.2b: an
   optional additional cost -- the card's ABIL_KICKER with PACK_EXTRA_WATERBEND: paid, {4} more that its caster's artifacts
   and creatures may pay by tapping, four of them at most; "If this spell's additional cost was paid," reads KICKED) */
line ::= AS AN ADDITIONAL COSTW TO CAST THIS SPELL COMMA YOU MAY WATERBEND MANA(M) PERIOD NEWLINE(L).
                                                      { cg_kicker_waterbend(ctx, M); cg_text_line(ctx, L); }
/* "If this spell's additional cost was paid, whenever a creature dies this turn, you gain 1 life." (603.7b: KICKED;
   UNLESS k; MARK; DELAY d -- d, CREATURE_DIES_THIS_TURN, triggers each time any creature dies until the turn ends) */
sentence ::= kicked_dies sentence.                    { cg_that_dies_end(ctx); }
kicked_dies ::= if_kicked WHENEVER A CREATURE DIES THIS TURN COMMA. { cg_delay_this_turn(ctx, TRIG_CREATURE_DIES_THIS_TURN); }

/* ---------------------------------------------------------------- tlacards 14: more TLA cards (tla14gen.c) */
/* Turtle-Duck: "Until end of turn, this creature has base power 4 and gains trample." (613.4b: PUSH n; SET_POWER) */
pred ::= have BASE POWER NUMBER(P).                   { cg_pred_set_power(ctx, P); }
/* Great Divide Guide: 'Each land and Ally you control has "{T}: Add one mana of any color."' (F_LAND_OR_SUBTYPE s) */
sel ::= LAND AND WORD(W) YOU CONTROL.                 { cg_sel_land_or_sub(ctx, W); }
/* Flopsie: "Each creature you control with power 4 or greater can't be blocked by more than one creature." */
ssuffix ::= YOU CONTROL WITH POWER number(N) OR GREATER. { cg_ssuffix_power(ctx, N); }
/* Realm of Koh: 'Create a 1/1 colorless Spirit creature token with "This token can't block or be blocked by non-Spirit
   creatures."' (the quote's own period ends the sentence; the token's static ability, 509.1b) */
sentence ::= CREATE A token_desc CREATURE TOKENW WITH STRING(S). { cg_token_guard(ctx, S); cg_create(ctx, 1); }
/* Deadly Precision: "As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature." (PACK_ADDL_SAC) */
spell_cost ::= PAY MANA(M) OR SACRIFICE AN ARTIFACT OR CREATURE. { cg_addl_pay_or_sac(ctx, M); }
/* Team Avatar: "{2}{W}, Discard this card: ..." (an ability activated from the hand, 602.2b; PACK_WORD_CYCLING) */
cost_item ::= DISCARD THIS CARDW.                     { cg_cost_discard_this(ctx); }
/* Ty Lee, Chi Blocker: "It doesn't untap during its controller's untap step for as long as you control Ty Lee." (611.2b:
   EFFECT_SOURCE a) */
effect ::= cont WHILE_YOU_CONTROL self.               { cg_cont_effect_source(ctx); }
/* Kyoshi Battle Fan: "create a 1/1 white Ally creature token, then attach this Equipment to it." (701.3a: MARK; PUSH 1; CREATE
   t; NEWEST; ATTACH) */
sentence ::= CREATE A token_desc CREATURE TOKENW COMMA THEN ATTACH THIS WORD(W) TO IT PERIOD. { cg_create_attach(ctx, W); }

/* ---------------------------------------------------------------- tlacards 15: the TLA Legends (tla15gen.c) */
/* The Legend of Kuruk: "I, II — Scry 2, then draw a card." (PUSH n; YOU; SCRY; PUSH m; YOU; DRAW, joined) */
sentence ::= SCRY number(N) COMMA THEN DRAW cards(M) PERIOD. { cg_player_effect(ctx, OP_SCRY, N, -1); cg_player_effect(ctx, OP_DRAW, M, -1); cg_join(ctx); }
/* "III — Exile this Saga, then return it to the battlefield transformed under your control." (SAGA_RETURN_TF: 712, 400.7) */
line ::= chapters DASH EXILE self COMMA THEN RETURN IT TO THE BATTLEFIELD WORD(T) WORD(U) YOUR CONTROL PERIOD NEWLINE(L).
                                                      { cg_saga_return(ctx, T, U); cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* Avatar Kuruk: "Whenever you cast a spell," (CAST_MV with no least mana value) and "Take an extra turn after this one."
   (EXTRA_TURN, 500.7) */
trigger ::= WHENEVER YOU CAST A SPELL COMMA.           { cg_trigger_begin(ctx, TRIG_CAST_MV); }
/* Watery Grasp: "Enchanted creature's owner shuffles it into their library." (ATTACHED; SHUFFLE_INTO, 701.20a) */
effect ::= ENCHANTED WORD(C) OWNER WORD(S) IT INTO THEIR LIBRARY. { cg_shuffle_enchanted(ctx, C, S); }
/* Gran-Gran: "Noncreature spells you cast cost {1} less to cast as long as there are three or more Lesson cards in your
   graveyard." (SPELLS_NOT_TYPE creature; GY_SUB_YOURS s; PUSH n; AT_LEAST; REQUIRE; PUSH m; COST_LESS) */
cost_spells ::= NONCREATURE SPELLS.                   { cg_cost_begin(ctx); cg_emit(ctx, OP_SPELLS_NOT_TYPE, TYPE_CREATURE); }
line ::= cost_spells cost_who cost_target COSTW MANA(M) LESS TO CAST AS LONG AS THERE ARE number(N) OR MORE WORD(W) CARDS IN
         YOUR GRAVEYARD PERIOD NEWLINE(L).            { cg_cost_if_gy_sub(ctx, N, W); cg_cost_change(ctx, M, OP_COST_LESS); cg_text_line(ctx, L); }
/* Razor Rings: "You gain life equal to the excess damage dealt this way." (the damage before it becomes DAMAGE_EXCESS, 120.10;
   YOU; GAIN_LIFE) */
sentence ::= YOU GAIN LIFE EQUAL TO THE WORD(E) DAMAGE DEALT THIS WAY PERIOD. { cg_gain_excess(ctx, E); }
/* Earth Rumble Wrestlers: "... as long as you control a land creature or a land entered the battlefield under your control
   this turn." (COND c; REQUIRE) */
cond ::= YOU CONTROL A LAND CREATURE OR A LAND WORD(E) THE BATTLEFIELD WORD(U) YOUR CONTROL THIS TURN.
                                                      { cg_word_must(ctx, E, "entered"); cg_word_must(ctx, U, "under");
                                                        cg_count(ctx, OP_COND, COND_LAND_CREATURE_OR_ENTERED);
                                                        cg_count(ctx, OP_REQUIRE, 0); }
/* Guru Pathik: "Whenever you cast a Lesson, Saga, or Shrine spell," (CAST_SUBTYPE, the further two in only[]) */
trigger ::= WHENEVER YOU CAST A WORD(A) COMMA WORD(B) COMMA OR WORD(C) SPELL COMMA. { cg_trigger_subtypes3(ctx, A, B, C); }
effect ::= WORD(T) AN WORD(E) TURN WORD(A) THIS NUMWORD(O). { cg_extra_turn(ctx, T, E, A, O); }

/* ---------------------------------------------------------------- tlacards 16: reflexive triggers and more (tla16gen.c) */
/* Earth Rumble: "Earthbend 2. When you do, up to one target creature you control fights target creature an opponent
   controls." -- "Earthbend 2." (its land the spell's target: an illegal land, no resolution, 608.2b), then MARK; DELAY d,
   d the reflexive triggered ability (603.12) with the sentences, its targets chosen as it triggers */
line ::= when_blight sentences NEWLINE(L).            { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* The Fire Nation Drill: "When The Fire Nation Drill enters, you may tap it. When you do, destroy target creature with
   power 4 or less." -- MAY; SELF; TAP; DID; UNLESS 3; MARK; DELAY d (no tap, or it was tapped: no trigger) */
when_blight ::= YOU MAY TAPW IT PERIOD WHEN YOU DO COMMA. { cg_may_tap_self(ctx); cg_when_you_do(ctx); }
/* Earthbender Ascension: "put a quest counter on this enchantment. When you do, if it has four or more quest counters on
   it, ..." -- SELF; PUSH 1; COUNTERS k; DID; UNLESS 3; MARK; DELAY d, d's intervening "if" (603.4) checked as it triggers
   and as it resolves */
line ::= trigger when_blight icond sentences NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }
icond ::= IF IT HAS NUMWORD(N) OR MORE WORD(K) COUNTERS ON IT COMMA. { cg_icond_quest(ctx, N, K); }
line ::= aword trigger when_blight icond sentences NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* "When this enchantment enters, earthbend 2. Then search your library for a basic land card, put it onto the battlefield
   tapped, then shuffle." -- the search a sentence of its own, printed with "Then" (PACK_WORD3_THEN) */
sentence ::= THEN search PERIOD.                      { cg_wording3(ctx, PACK_WORD3_THEN); }
/* "{1}: Permanents your opponents control lose hexproof and indestructible until end of turn." (LOSE_KEYWORD each, layer 6;
   the set fixed as it resolves, 611.2c) */
pred ::= lose KEYWORD(K) AND KEYWORD(L).              { cg_pred_lose_keyword(ctx, K); cg_pred_lose_keyword(ctx, L); }
effect ::= UP TO NUMWORD(N) otarget(A) FIGHTS target(B). { cg_upto(ctx, N, A); cg_fight(ctx, A, B); }

/* ---------------------------------------------------------------- fdncards 8: more FDN cards (fdn8gen.c) */
/* Slumbering Cerberus: "This creature doesn't untap during your untap step." (502.3); Juggernaut: "Juggernaut attacks each
   combat if able." (508.1d: RESTRICT RULE_MUST_ATTACK) and "Juggernaut can't be blocked by Walls." (509.1b: RULE_BLOCK_SUB,
   the creature type in the static ability's trig_arg) */
pred ::= DOESNT UNTAP DURING YOUR UNTAP STEP.          { cg_pred_no_untap_yours(ctx); }
pred ::= ATTACKS EACH COMBAT IF WORD(A).               { cg_word_must(ctx, A, "able"); cg_pred(ctx, OP_RESTRICT, RULE_MUST_ATTACK); }
line ::= subject CANT BEW BLOCKED WORD(B) WORD(S) PERIOD NEWLINE(L). { cg_block_sub(ctx, B, S); cg_text_line(ctx, L); }
/* Chart a Course: "Then discard a card unless you attacked this turn." (COND ATTACKED; NOT; UNLESS k; the discard) */
sentence ::= THEN DISCARD A CARDW UNLESS YOU ATTACKED THIS TURN PERIOD. { cg_discard_unless_attacked(ctx, 1); }
/* tlacards 17: Waterbending Lesson: "Then discard a card unless you waterbend {2}." (118.12, 701.67a: PUSH n; YOU; PAYS
   PACK_PAYS_WATERBEND; NOT; UNLESS k; PUSH 1; YOU; DISCARD) */
sentence ::= THEN DISCARD A CARDW UNLESS YOU WATERBEND MANA(M) PERIOD. { cg_discard_unless_waterbend(ctx, M); }
/* Archway Angel: "you gain 2 life for each Gate you control." (CONTROL_SUBTYPE s; PUSH n; MUL; YOU; GAIN_LIFE) */
effect ::= YOU GAIN number(N) LIFE FOR EACH WORD(W) YOU CONTROL. { cg_gain_per_sub(ctx, N, W); }
/* Felidar Savior: "put a +1/+1 counter on each of up to two other target creatures you control." (601.2c) */
effect ::= PUT A PTMOD(K) COUNTER ON EACH OF UP TO NUMWORD(N) OTHER TARGET(A) CREATURES YOU CONTROL.
                                                      { cg_counter_each_target(ctx, K, N, A, TGT_OTHER_CREATURES_YOU_CONTROL_EACH); }
/* Battle-Rattle Shaman: "you may have target creature get +2/+0 until end of turn." (MAY; TARGET i; PUSH p; PUSH t; PUMP) */
sentence ::= YOU MAY HAVE otarget(T) GET PTMOD(M) UNTIL END OF TURN PERIOD. { cg_may_have_get(ctx, T, M); }
/* Trygon Predator: "you may destroy target artifact or enchantment that player controls." (the player dealt combat damage) */
otarget(I) ::= TARGET(A) ARTIFACT OR ENCHANTMENT THAT PLAYER CONTROLS. { I = cg_target_that_player(ctx, A, TGT_ARTIFACT_OR_ENCHANTMENT_THAT_PLAYER); }
/* Ghitu Lavarunner: "As long as there are two or more instant and/or sorcery cards in your graveyard, ..." */
cond ::= THERE ARE number(N) OR MORE INSTANT ANDOR SORCERY CARDS IN YOUR GRAVEYARD. { cg_cond_instsorc_gy(ctx, N); }

/* ---------------------------------------------------------------- tdmcards 13 (tdm12gen.c) */
/* Stormbeacon Blade: "Whenever equipped creature attacks, draw a card if you control three or more attacking creatures."
   (trigger EQUIPPED_ATTACKS; ATTACKING_YOURS; PUSH 3; AT_LEAST; UNLESS 5; PUSH 1; YOU; DRAW) */
trigger ::= WHENEVER EQUIPPED CREATURE ATTACKS COMMA.  { cg_trigger_begin(ctx, TRIG_EQUIPPED_ATTACKS); }
effect ::= DRAW cards(N) IF YOU CONTROL number(M) OR MORE ATTACKING CREATURES. { cg_draw_if_attacking(ctx, N, M); }
/* Sonic Shrieker: "If a player is dealt damage this way, they discard a card." (TARGET_IS_PLAYER i; UNLESS 6; PUSH 1;
   TARGET i; DISCARD -- the damage's target) */
sentence ::= IF A PLAYER IS DEALT DAMAGE THIS WAY COMMA THEY DISCARD A CARDW PERIOD. { cg_damaged_player_discards(ctx); }
/* Aegis Sculptor: "you may exile two cards from your graveyard. If you do, <sentence>"; Kishla Trawlers: "you may exile a
   creature card from your graveyard. When you do, <sentences>" (EXILE_GY_MAY GYX_ANY | 2, GYX_TYPE | creature) */
sentence ::= YOU MAY EXILE NUMWORD(N) CARDS FROM YOUR GRAVEYARD PERIOD IF YOU DO COMMA. { cg_may_exile_gy_n(ctx, N); }
when_blight ::= YOU MAY EXILE A CREATURE CARDW FROM YOUR GRAVEYARD PERIOD WHEN YOU DO COMMA.
                                                      { cg_may_exile_gy_type(ctx, TYPE_CREATURE); cg_reflexive_open(ctx); }

/* ---------------------------------------------------------------- tdmcards 14 (tdm12gen.c) */
/* Yathan Roadwatcher: "When this creature enters, if you cast it, mill four cards. When you do, return target creature card
   with mana value 3 or less from your graveyard to the battlefield." (COND_CAST_IT, 603.4; PUSH 4; YOU; MILL; DID; UNLESS 3;
   MARK; DELAY d -- 603.12: only if a card was milled) */
icond ::= IF YOU CAST IT COMMA.                       { cg_trigger_cond(ctx, COND_CAST_IT); }
when_blight ::= effect PERIOD WHEN YOU DO COMMA.      { cg_when_you_do(ctx); } /* tla16gen.c */
line ::= trigger icond when_blight sentences NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }

/* fdncards 8b: Dragon Mage: "each player discards their hand, then draws seven cards." (YOU; DISCARD_HAND; OPPONENT;
   DISCARD_HAND; then each draws); Scrawling Crawler: "each player draws a card." and "Whenever an opponent draws a card,"
   (OPP_DRAW: "that player" the one who drew) */
effect ::= EACH PLAYER DISCARDS THEIR HAND COMMA THEN DRAWS number(N) CARDS. { cg_wheel(ctx, N); }
effect ::= EACH PLAYER DRAWS cards(N).                { cg_each_player_draws(ctx, N); }
trigger ::= WHENEVER AN OPPONENT DRAWS A CARDW COMMA. { cg_trigger_begin(ctx, TRIG_OPP_DRAW); }
/* tlacards 17: "Whenever an opponent draws their second card each turn," (OPP_SECOND_DRAW; The Unagi of Kyoshi Island) */
trigger ::= WHENEVER AN OPPONENT DRAWS THEIR SECOND CARDW EACH TURN COMMA. { cg_trigger_begin(ctx, TRIG_OPP_SECOND_DRAW); }
/* fdncards 13: Niv-Mizzet, Visionary -- "Whenever a source you control deals noncombat damage to an opponent," (the trigger
   SOURCE_NONCOMBAT_OPP; "that many" is the damage); Painful Quandary -- "that player loses 5 life unless they discard a
   card." after "Whenever an opponent casts a spell," (118.12: PUSH 0; OPPONENT; PAYS discard; NOT; UNLESS 5; ...) */
trigger ::= WHENEVER A SOURCE YOU CONTROL DEALS WORD(N) DAMAGE TO AN OPPONENT COMMA. { cg_trigger_noncombat(ctx, N); }
effect ::= THAT PLAYER LOSES number(N) LIFE UNLESS THEY DISCARD A CARDW. { cg_that_player_loses_unless_discard(ctx, N); }
effect ::= YOU DRAW THAT MANY CARDS.                  { cg_draw_that_many(ctx); cg_you_draw(ctx); }
/* Desecration Demon: "At the beginning of each combat, any opponent may sacrifice a creature of their choice. If a player
   does, tap this creature and put a +1/+1 counter on it." (EACH_BEGIN_COMBAT; OPPONENT; MAY_PLAYER; OPPONENT; EDICT_TYPES
   creature; SELF; TAP; SELF; PUSH 1; COUNTERS k) */
effect ::= CREATE THAT MANY token_desc CREATURE TOKENS.  { cg_create_that_many(ctx); } /* Lathril (AMOUNT) */
trigger ::= AT THE BEGINNING OF EACH COMBAT COMMA.    { cg_trigger_begin(ctx, TRIG_EACH_BEGIN_COMBAT); }
sentence ::= ANY OPPONENT MAY SACRIFICE A CREATURE OF THEIR CHOICE PERIOD IF A PLAYER WORD(D) COMMA TAPW self AND PUT A PTMOD(K)
             COUNTER ON IT PERIOD.                    { cg_opponent_may_sacrifice(ctx, D, K); }
/* Herald of Eternal Dawn: "You can't lose the game and your opponents can't win the game." (PLAYER_RULE PRULE_CANT_LOSE) */
line ::= YOU CANT LOSE THE GAME AND YOUR OPPONENTS CANT WORD(W) THE GAME PERIOD NEWLINE(L).
                                                      { cg_word_must(ctx, W, "win"); cg_player_rule(ctx, PRULE_CANT_LOSE);
                                                        cg_text_line(ctx, L); }
/* Mindsparker: "Whenever an opponent casts a white or blue instant or sorcery spell, this creature deals 2 damage to that
   player." (OPP_CASTS, OPPCAST_INSTSORC; PUSH n; OPPONENT; DAMAGE -- the caster, the one opponent) */
trigger ::= WHENEVER AN OPPONENT CASTS A COLORWORD(C) OR COLORWORD(D) INSTANT OR SORCERY SPELL COMMA.
                                                      { cg_trigger_opp_instsorc(ctx, C, D); }
effect ::= self DEALS number(N) DAMAGE TO THAT PLAYER. { cg_damage_that_caster(ctx, N); }
/* Tragic Banshee: "If a creature died this turn, that creature gets -13/-13 until end of turn instead." (PUSH m; COND DIED;
   PICK after each of the pump's amounts) */
sentence ::= DIED_THAT_GETS PTMOD(M) UNTIL END OF TURN INSTEAD PERIOD.
                                                      { cg_died_instead(ctx, M); }
/* Claws Out: "Affinity for Cats" (702.41a: SELFCOST_AFFINITY_SUB); Luminous Rebuke: "This spell costs {3} less to cast if it
   targets a tapped creature." (SELFCOST_LESS_TARGETS_TAPPED) */
line ::= WORD(A) FOR WORD(S) NEWLINE(L).              { cg_affinity_sub(ctx, A, S); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF IT TARGETS A TAPPED CREATURE PERIOD NEWLINE(L).
                                                      { cg_self_cost_tapped(ctx, C, M); cg_text_line(ctx, L); }
/* Cryptic Caves: "Activate only if you control five or more lands." (602.5b: ACTR_IF_LANDS, N in trig_arg) */
act_rule ::= ACTIVATE ONLY IF YOU CONTROL number(N) OR MORE WORD(L) PERIOD. { cg_act_if_lands(ctx, N, L); }
/* Ingenious Leonin: "another target attacking creature you control" */
otarget(I) ::= ANOTHER TARGET(A) ATTACKING CREATURE YOU CONTROL. { I = cg_target(ctx, TGT_ANOTHER_ATTACKING_CREATURE_YOU_CONTROL, A); }
/* Fleeting Flight: "Prevent all combat damage that would be dealt to it this turn." (TARGET i; PREVENT_COMBAT) */
sentence ::= PREVENT ALL COMBAT DAMAGE THAT WOULD BEW DEALT TO IT THIS TURN PERIOD. { cg_prevent_combat_it(ctx); }

/* ---------------------------------------------------------------- eclcards 8 (ecl8gen.c) */
/* Sapling Nursery: "{1}{G}, Exile this enchantment: Treefolk and Forests you control gain indestructible until end of turn."
   (601.2h: PACK_SACQ_EXILE; F_SUBTYPE_EITHER) */
cost_item ::= EXILE self.                             { cg_cost_exile_self(ctx); }
sel ::= WORD(A) AND WORD(B) ssuffix.                  { cg_filter_either(ctx, A, B); }
/* Lasting Tarfire: "At the beginning of each end step, if you put a counter on a creature this turn," (COND_PUT_COUNTER) */
icond ::= IF YOU PUT A COUNTER ON A CREATURE THIS TURN COMMA. { cg_trigger_cond(ctx, COND_PUT_COUNTER); }
/* Harmonized Crescendo, Bloodline Bidding, Selfless Safewright: "Choose a creature type." as it resolves (CHOOSE_TYPE_NOW),
   then "of that type" / "of the chosen type" (CONTROL_CHOSEN, RETURN_GY_CHOSEN, F_CHOSEN_TYPE: the choice on the source) */
sentence ::= CHOOSE A CREATURE TYPE PERIOD.           { cg_choose_type_now(ctx); }
effect ::= DRAW A CARDW FOR EACH PERMANENT YOU CONTROL OF THAT TYPE. { cg_draw_chosen(ctx); }
effect ::= RETURN ALL CREATURE CARDS OF THE CHOSEN TYPE FROM YOUR GRAVEYARD TO THE BATTLEFIELD. { cg_return_gy_chosen(ctx); }
ssuffix ::= YOU CONTROL OF THAT TYPE.                 { cg_filter_that_type(ctx); }
/* Illusion Spinners: "You may cast this spell as though it had flash if you control a Faerie." (ABIL_FLASH_IF) and
   "This creature has hexproof as long as it's untapped." (F_SELF; F_UNTAPPED: a set, no condition) */
line ::= YOU MAY CAST THIS SPELL AS THOUGH IT HAD KEYWORD(K) IF YOU CONTROL A WORD(W) PERIOD NEWLINE(L).
                                                      { cg_flash_if(ctx, K, W); cg_text_line(ctx, L); }
cond ::= ITSC UNTAPPED.                               { cg_filter(ctx, OP_F_UNTAPPED, 0); }
/* Goatnap: "Gain control of target creature until end of turn." (SET_CONTROLLER in an effect until end of turn, layer 2)
   and "If that creature is a Goat, it also gets +3/+0 until end of turn." (after Yip Yip!'s if_card) */
effect ::= GAIN CONTROL OF otarget(T) UNTIL END OF TURN. { cg_gain_control_eot(ctx, T); }
pred ::= ALSO get PTMOD(M).                           { cg_pred_pt(ctx, OP_MODIFY_PT, M); cg_cont_wording3(ctx, PACK_WORD3_ECL_ALSO); }
/* Champion of the Path: "Whenever another Elemental you control enters, it deals damage equal to its power to each opponent."
   (OPPONENT; ABOUT_DEALS_POWER: the creature that entered is the source) */
effect ::= self DEALS DAMAGE EQUAL TO ITS POWER TO EACH OPPONENT. { cg_about_deals_power(ctx); }
/* Slumbering Walker: "you may remove a counter from this creature. When you do, return target creature card with power 2 or
   less from your graveyard to the battlefield." (MAY; REMOVE_MAY; MARK; DELAY d, 603.12) */
when_blight ::= may REMOVE A COUNTER FROM self PERIOD WHEN YOU DO COMMA. { cg_may_remove_counter(ctx); cg_reflexive_open(ctx); }
/* Vinebred Brawler: "This creature must be blocked if able." (509.1c: RESTRICT RULE_MUST_BE_BLOCKED) and "another target Elf
   you control" */
pred ::= MUST BEW BLOCKED IF WORD(A).                 { cg_word_must(ctx, A, "able"); cg_pred(ctx, OP_RESTRICT, RULE_MUST_BE_BLOCKED); }

/* ---------------------------------------------------------------- tdmcards 15: looking at the top (looktop.c) */
/* "Look at the top N cards of your library." (look_top: PUSH N), then what is taken and how many (LOOK_UPTO), where it
   goes (LOOK_TOP's SEARCH_* bits), where the rest go (SEARCH_REST_*): PUSH N; [LOOK_UPTO m]; FIND_*; YOU; LOOK_TOP how */
look_take ::= YOU MAY REVEAL look_card FROM AMONG THEM AND PUT IT INTO YOUR HAND. { cg_search_to(ctx, SEARCH_HAND | SEARCH_REVEAL); }
look_take ::= YOU MAY REVEAL look_card FROM AMONG THEM AND PUT IT ONTO THE BATTLEFIELD. { cg_search_to(ctx, SEARCH_BATTLEFIELD | SEARCH_REVEAL); }
look_take ::= YOU MAY PUT look_card FROM AMONG THEM ONTO THE BATTLEFIELD. { cg_search_to(ctx, SEARCH_BATTLEFIELD); }
look_take ::= YOU MAY PUT ANY NUMBERW OF look_cards FROM AMONG THEM ONTO THE BATTLEFIELD. { cg_look_upto(ctx, 0, SEARCH_BATTLEFIELD); }
look_take ::= PUT UP TO number(N) look_cards FROM AMONG THEM ONTO THE BATTLEFIELD. { cg_look_upto(ctx, N, SEARCH_BATTLEFIELD); }
look_take ::= YOU MAY PUT number(N) OF THOSE CARDS WORD(B) ON TOP OF YOUR LIBRARY. { cg_word_must(ctx, B, "back"); cg_look_back(ctx, N); }
look_card ::= A quality CARDW.
look_card ::= AN quality CARDW.
look_card ::= look_card WITH POWER number(N) OR LESS. { cg_find_mv(ctx, N, MV_POWER_OR_LESS); }
look_card ::= look_card WITH MANAW VALUE number(N) OR LESS. { cg_find_mv(ctx, N, MV_OR_LESS); }
look_cards ::= quality CARDS.
look_cards ::= NONCREATURE COMMA WORD(W) PERMANENT CARDS. { cg_find_non(ctx, W, 1); }
look_cards ::= WORD(W) PERMANENT CARDS.              { cg_find_non(ctx, W, 0); }
look_cards ::= look_cards WITH MANAW VALUE number(N) OR LESS. { cg_find_mv(ctx, N, MV_OR_LESS); }
look_rest ::= PUT THE REST ON THE BOTTOM OF YOUR LIBRARY IN A RANDOM ORDER.
look_rest ::= PUT THE REST INTO YOUR GRAVEYARD.      { cg_search_to(ctx, SEARCH_REST_GY); }
look_rest ::= THEN SHUFFLE.                          { cg_search_to(ctx, SEARCH_REST_SHUFFLE); }
/* Traveling Botanist: "look at the top card of your library. If it's a land card, you may reveal it and put it into your
   hand. If you don't put the card into your hand, you may put it into your graveyard." (SEARCH_REST_MAY_GY) */
sentence ::= look_top1 PERIOD IF ITSC A quality CARDW COMMA YOU MAY REVEAL IT AND PUT IT INTO YOUR HAND PERIOD IF YOU DONT PUT THE CARDW INTO YOUR HAND COMMA YOU MAY PUT IT INTO YOUR GRAVEYARD PERIOD.
                                                      { cg_search_to(ctx, SEARCH_HAND | SEARCH_REVEAL | SEARCH_REST_MAY_GY); cg_look_top(ctx, 0); }
look_top1 ::= LOOK AT THE TOP CARDW OF YOUR LIBRARY. { cg_emit(ctx, OP_PUSH, 1); cg_search_begin(ctx); }
/* Ajani, Outland Chaperone: "Look at the top X cards of your library, where X is your life total." (YOU; LIFE, as it
   resolves) */
look_top ::= LOOK AT THE TOP number(N) CARDS OF YOUR LIBRARY COMMA WHERE XW IS YOUR LIFE TOTAL.
                                                      { cg_x_must(ctx, N); cg_emit(ctx, OP_YOU, 0); cg_emit(ctx, OP_LIFE, 0); cg_search_begin(ctx); }

/* ---------------------------------------------------------------- tdmcards 16 (tdm16gen.c) */
/* Dragonclaw Strike: "Double the power and toughness of target creature you control until end of turn." (701.10:
   TARGET i; TARGET i; POWER; TARGET i; TOUGHNESS; PUMP) */
effect ::= DOUBLE(D) THE POWER AND TOUGHNESS OF otarget(A) UNTIL END OF TURN. { cg_double_pt(ctx, D, A); }

/* ---------------------------------------------------------------- fdncards 10 (fdn10gen.c) */
/* Mossborn Hydra: "double the number of +1/+1 counters on this creature." (701.10e: SELF; DOUBLE_COUNTERS k) */
effect ::= DOUBLE(D) THE NUMBERW OF PTMOD(K) COUNTERS ON self. { cg_double_counters_self(ctx, D, K); }
/* Bulk Up: "Double target creature's power until end of turn." (701.10a: TARGET i; TARGET i; POWER; PUSH 0; PUMP) */
effect ::= DOUBLE(D) TARGET(A) WORD(W) POWER UNTIL END OF TURN. { cg_word_must(ctx, W, "creature's");
                                                        cg_double_power(ctx, D, cg_target(ctx, TGT_CREATURE, A)); }
/* Skyknight Squire: "As long as this creature has three or more +1/+1 counters on it, it has flying and is a Knight in
   addition to its other types." (COUNTERS_SRC k; PUSH n; AT_LEAST; REQUIRE; F_SELF; ADD_KEYWORD; ADD_SUBTYPE) */
cond ::= THIS CREATURE HAS number(N) OR MORE PTMOD(K) COUNTERS ON IT. { cg_cond_self_counters_creature(ctx, N, K); }
pred ::= be_a WORD(W) IN ADDITION TO ITS OTHER TYPES.  { cg_is_a_end(ctx); cg_pred_word(ctx, W, 1); }


/* Sylvan Scavenging: "Create a 3/3 green Raccoon creature token if you control a creature with power 4 or greater." (checked
   as it resolves, 608.2c: CONTROL_POWER n; PUSH 1; AT_LEAST; UNLESS; PUSH 1; CREATE) */
effect ::= CREATE A token_desc CREATURE TOKENW IF YOU CONTROL A CREATURE WITH POWER number(N) OR GREATER.
                                                      { cg_create_if_power(ctx, N); }

/* Drake Hatcher, Myojin of Night's Reach, Wishclaw Talisman: "Remove three incubation counters from this creature:",
   "Remove a wish counter from this artifact:" (118.3: counters of that kind only; pack_ability.remove, ACTR_REMOVE_KIND) */
cost_item ::= REMOVE A WORD(K) COUNTER FROM self.      { cg_cost_remove_kind(ctx, K, 1); }
cost_item ::= REMOVE number(N) WORD(K) COUNTERS FROM self. { cg_cost_remove_kind(ctx, K, N); }

/* Drake Hatcher: "Whenever this creature deals combat damage to a player, put that many incubation counters on it." (SELF;
   AMOUNT; COUNTERS k -- the damage dealt) */
effect ::= PUT THAT MANY WORD(K) COUNTERS ON self.     { cg_counters_that_many(ctx, K); }

/* Exemplar of Light: "Whenever you put one or more +1/+1 counters on this creature," (PLUS1_PUT_SELF); Wildwood Scourge:
   "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control," (PLUS1_PUT_ANOTHER, 122.6) */
trigger ::= WHENEVER YOU PUT NUMWORD(O) OR MORE PTMOD(K) COUNTERS ON self COMMA. { cg_trigger_plus1(ctx, O, K, NULL); }
trigger ::= WHENEVER NUMWORD(O) OR MORE PTMOD(K) COUNTERS ARE PUT ON ANOTHER WORD(N) CREATURE YOU CONTROL COMMA.
                                                      { cg_trigger_plus1(ctx, O, K, &N); }

/* ---------------------------------------------------------------- fdncards 11 (fdn11gen.c) */
/* Feldon's Cane: "Shuffle your graveyard into your library." (701.20a: YOU; GY_SHUFFLE) */
effect ::= SHUFFLE YOUR GRAVEYARD INTO YOUR LIBRARY.  { cg_shuffle_gy(ctx); }
/* Fynn, the Fangbearer: "Whenever a creature you control with deathtouch deals combat damage to a player, that player gets two
   poison counters." (TRIG_ARG_WITH_KW; PUSH n; OPPONENT; POISON -- 122.1f, 704.5c) */
trigger ::= WHENEVER A CREATURE YOU CONTROL WITH KEYWORD(K) DEALS COMBAT DAMAGE TO A PLAYER COMMA. { cg_trigger_damage_kw(ctx, K); }
effect ::= THAT PLAYER GETS number(N) WORD(P) COUNTERS. { cg_poison_that_player(ctx, P, N); }
/* Twinflame Tyrant, Gratuitous Violence: damage doubling (614.1a; DMG_MOD m, src/dmgmod.c) */
line ::= IF A SOURCE YOU CONTROL WOULD WORD(D) DAMAGE TO AN OPPONENT OR A PERMANENT AN OPPONENT CONTROLS COMMA IT DEALS
         DOUBLE THAT DAMAGE INSTEAD PERIOD NEWLINE(L). { cg_dmg_mod(ctx, D, DMGMOD_OPP); cg_text_line(ctx, L); }
line ::= IF A CREATURE YOU CONTROL WOULD WORD(D) DAMAGE TO A PERMANENT OR PLAYER COMMA IT DEALS DOUBLE THAT DAMAGE INSTEAD
         PERIOD NEWLINE(L).                           { cg_dmg_mod(ctx, D, DMGMOD_CREATURE); cg_text_line(ctx, L); }
/* eclcards 15: Collective Inferno -- "Double all damage that sources you control of the chosen type would deal." (614.1a;
   DMG_MOD DMGMOD_CHOSEN: the source's choice, 614.12, src/dmgmod.c) */
line ::= DOUBLE ALL DAMAGE THAT SOURCES YOU CONTROL OF THE CHOSEN TYPE WOULD WORD(D) PERIOD NEWLINE(L).
                                                      { cg_dmg_mod_chosen(ctx, D); cg_text_line(ctx, L); }
/* fdncards 11b: Angel of Vitality: "If you would gain life, you gain that much life plus 1 instead." (614.1a: GAIN_PLUS, a
   rules effect for its controller, player.gain_plus); Sanguine Indulgence: "This spell costs {3} less to cast if you've
   gained 3 or more life this turn." (SELFCOST_GAINED_LIFE, trig_arg N); Midnight Snack: "Target opponent loses X life,
   where X is the amount of life you gained this turn." (YOU; LIFE_GAINED; TARGET i; LOSE_LIFE -- 119.3) */
line ::= IF YOU WOULD GAIN LIFE COMMA YOU GAIN THAT WORD(M) LIFE PLUS NUMBER(N) INSTEAD PERIOD NEWLINE(L).
                                                      { cg_gain_plus(ctx, M, N); cg_text_line(ctx, L); }
line ::= THIS SPELL WORD(C) MANA(M) LESS TO CAST IF YOUVE WORD(G) NUMBER(N) OR MORE LIFE THIS TURN PERIOD NEWLINE(L).
                                                      { cg_self_cost_gained(ctx, C, M, G, N); cg_text_line(ctx, L); }
effect ::= player_target(T) LOSES number(X) LIFE COMMA WHERE XW IS THE WORD(A) OF LIFE YOU WORD(G) THIS TURN.
                                                      { cg_lose_life_gained(ctx, T, X, A, G); }
/* fdncards 12: Mystical Teachings: "Search your library for an instant card or a card with flash, reveal it, ..."
   (FIND_OR_KW); Circuitous Route: "Search your library for up to two basic land cards and/or Gate cards, ..." (FIND_OR_SUB);
   Inspiration from Beyond: "Mill three cards, then return an instant or sorcery card from your graveyard to your hand."
   (MILL_FIND SEARCH_HAND | MILL_FIND_ANY) */
search_for ::= SEARCH YOUR LIBRARY FOR AN quality CARDW OR A CARDW WITH KEYWORD(K). { cg_find_or_kw(ctx, K); cg_search_begin(ctx); }
search2_for ::= search2_head quality CARDS ANDOR WORD(W) CARDS. { cg_find_or_sub(ctx, W); cg_search_begin(ctx); }
sentence ::= MILL cards(N) COMMA THEN RETURN AN quality CARDW FROM YOUR GRAVEYARD TO YOUR HAND PERIOD. { cg_mill_return(ctx, N); }
/* fdncards 12b: Soul-Shackled Zombie: "exile up to two target cards from a single graveyard. If at least one creature card
   was exiled this way, ..." (TARGET i; CARD_IS_TYPE t; TARGET j; CARD_IS_TYPE t; ADD; UNLESS k); Goblin Negotiation: "Create
   a number of 1/1 red Goblin creature tokens equal to the amount of excess damage dealt to that creature this way."
   (DAMAGE_EXCESS; CREATE card -- 120.10) */
if_card ::= IF AT WORD(L) NUMWORD(O) CREATURE CARDW WAS WORD(X) THIS WAY COMMA. { cg_if_cards_exiled(ctx, L, O, X); }
effect ::= CREATE A NUMBERW OF token_desc CREATURE TOKENS EQUAL TO THE WORD(A) OF WORD(E) DAMAGE DEALT TO THAT CREATURE THIS WAY.
                                                      { cg_create_excess(ctx, A, E); }
/* Gnarlback Rhino: "Whenever you cast a spell that targets this creature," (CAST_TARGETS_SELF, 601.2c, 601.2i) */
trigger ::= WHENEVER YOU CAST A SPELL THAT TARGETS self COMMA. { cg_trigger_begin(ctx, TRIG_CAST_TARGETS_SELF); }
/* Feed the Swarm: "Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's mana
   value." (TARGET i; MANA_VALUE; YOU; LOSE_LIFE -- 202.3) */
otarget(I) ::= TARGET(A) CREATURE OR ENCHANTMENT AN OPPONENT CONTROLS. { I = cg_target(ctx, TGT_CREATURE_OR_ENCHANTMENT_OPP, A); }
effect ::= YOU LOSE LIFE EQUAL TO THAT WORD(W) MANAW VALUE. { cg_lose_target_mv(ctx, W); }
/* River's Rebuke: "Return all nonland permanents target player controls to their owner's hand." (TARGET i; BOUNCE_ALL_OF) */
effect ::= RETURN ALL WORD(N) WORD(P) player_target(T) CONTROLS TO THEIR OWNERS HAND. { cg_bounce_all_of(ctx, N, P, T); }
/* Death Baron: "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch." (F_SUBTYPE_EITHER;
   F_YOURS; F_OTHER_UNLESS) */
sel ::= snoun YOU CONTROL AND OTHER WORD(B) YOU CONTROL. { cg_filter_either_other(ctx, B); }

/* ---------------------------------------------------------------- syntax errors */
/* ---------------------------------------------------------------- lead: the mana pool (poolgen.c) */
/* "Add {U}{R}{W}." after another sentence (Narset's Rebuke) and "When this creature enters, if you cast it, add
   {W}{U}{B}{R}{G}." (Iridescent Tiger): PUSH 1; YOU; ADD_POOL k for each symbol (106.4). Never first in an activated
   ability's text, where "{T}: Add {G}." is a mana ability (605.1a) */
sentences ::= sentences ADD pool_made PERIOD.
line ::= trigger ADD pool_made PERIOD NEWLINE(L).       { cg_trigger_end(ctx); cg_text_line(ctx, L); }
line ::= trigger icond ADD pool_made PERIOD NEWLINE(L). { cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* Savage Ventmaw: "... add {R}{R}{R}{G}{G}{G}. Until end of turn, you don't lose this mana as steps and phases end." */
line ::= trigger ADD pool_made PERIOD UNTIL END OF TURN COMMA YOU DONT LOSE THIS MANAW AS WORD(S) AND WORD(P) END PERIOD NEWLINE(L).
                                                        { cg_word_must(ctx, S, "steps"); cg_word_must(ctx, P, "phases");
                                                          cg_pool_keep(ctx); cg_trigger_end(ctx); cg_text_line(ctx, L); }
/* lead: "II — Add one mana of any color." (The Legend of Roku): ADD_ANY_COLOR, the color chosen as it resolves (106.1a) */
sentences ::= sentences pool_any.
line ::= trigger pool_any NEWLINE(L).                   { cg_trigger_end(ctx); cg_text_line(ctx, L); }
line ::= chapters DASH pool_any NEWLINE(L).             { cg_trigger_end(ctx); cg_text_line(ctx, L); }
pool_any ::= ADD NUMWORD(N) MANAW OF ANY COLOR PERIOD.  { cg_pool_any(ctx, N); }
pool_made ::= MANA(M).                                  { cg_pool_add(ctx, M); }
pool_made ::= pool_made MANA(M).                        { cg_pool_add(ctx, M); }

%code {
/* how a token is written in "expected ..." messages */
static const char *const token_names[] = {
  [TK_CARD] = "'card'", [TK_FACE] = "a face line ('omen face \"Name\"')", [TK_TOKENDEF] = "'token \"Name\"'", [TK_ENDURES] = "'endures'", [TK_DO] = "'do'", [TK_TYPECYCLING] = "'Plainscycling'",
  [TK_BASICCYCLING] = "'Basic landcycling'", [TK_VIVIDX] = "', where X is ...'", [TK_ENTEREDX] = "', where X is ...'", [TK_COLORSCOUNT] = "'the number of colors among ...'", [TK_STRING] = "a quoted name", [TK_MANA] = "a mana symbol", [TK_NEWLINE] = "end of line",
  [TK_DASH] = "'\xE2\x80\x94'", [TK_WORD] = "a word", [TK_CREATURE] = "'creature'", [TK_KEYWORD] = "a keyword",
  [TK_COMMA] = "','", [TK_NUMBER] = "a number", [TK_SLASH] = "'/'", [TK_STAR] = "'*'", [TK_PERIOD] = "'.'",
  [TK_AND] = "'and'", [TK_ANDOR] = "'and/or'", [TK_DEALS] = "'deals'", [TK_DAMAGE] = "'damage'", [TK_TO] = "'to'", [TK_DRAW] = "'draw'",
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
  [TK_GETS] = "'gets'", [TK_RECONFIGURE] = "'reconfigure'", [TK_CREATE] = "'create'", [TK_TOKENW] = "'token'", [TK_TOKENS] = "'tokens'",
  [TK_WITH] = "'with'", [TK_CONT] = "(a precedence marker)", [TK_NUMSTAR] = "N+*", [TK_POSS] = "'s", [TK_ITSC] = "'it's'", [TK_THATSC] = "'that's'", [TK_ALL] = "'all'",
  [TK_ABILITIES] = "'abilities'", [TK_HAVE] = "'have'", [TK_HAS] = "'has'", [TK_BASE] = "'base'", [TK_POWER] = "'power'",
  [TK_TOUGHNESS] = "'toughness'", [TK_ARE] = "'are'", [TK_IS] = "'is'", [TK_IN] = "'in'", [TK_ADDITION] = "'addition'",
  [TK_THEIR] = "'their'", [TK_TYPES] = "'types'", [TK_EQUAL] = "'equal'", [TK_NUMBERW] = "'number'",
  [TK_VALUE] = "'value'", [TK_AS] = "'as'", [TK_LONG] = "'long'", [TK_GRAVEYARD] = "'graveyard'",
  [TK_GRAVEYARDS] = "'graveyards'", [TK_BECOMES] = "'becomes'", [TK_STILL] = "'still'", [TK_DOUBLE] = "'double'", [TK_THAT] = "'that'",
  [TK_AMONG] = "'among'", [TK_PLUS] = "'plus'", [TK_NO] = "'no'", [TK_AN] = "'an'", [TK_UNTAP] = "'untap'", [TK_ANOTHER] = "'another'", [TK_CAST] = "'cast'", [TK_NONCREATURE] = "'noncreature'", [TK_PUT] = "'put'", [TK_COUNTER] = "'counter'", [TK_COUNTERS] = "'counters'", [TK_ON] = "'on'", [TK_UNTIL] = "'until'", [TK_TURN] = "'turn'",
  [TK_ENCHANT] = "'enchant'", [TK_ENCHANTED] = "'enchanted'", [TK_EQUIP] = "'equip'", [TK_EQUIPPED] = "'equipped'",
  [TK_ATTACH] = "'attach'", [TK_CANT] = "'can't'", [TK_DOESNT] = "'doesn't'", [TK_CONTROLLERS] = "'controller's'",
  [TK_ATTACK] = "'attack'", [TK_BLOCK] = "'block'", [TK_PERMANENT] = "'permanent'", [TK_DURING] = "'during'",
  [TK_INTO] = "'into'", [TK_FROM] = "'from'", [TK_BATTLEFIELD] = "'battlefield'", [TK_TAPW] = "'tap'",
  [TK_SORCERY] = "'sorcery'", [TK_CONTROLS] = "'controls'", [TK_MAY] = "'may'", [TK_THEY] = "'they'", [TK_SWITCH] = "'switch'", [TK_ANYWHERE] = "'anywhere'", [TK_LOOK] = "'look'", [TK_REST] = "'rest'", [TK_BOTTOM] = "'bottom'", [TK_RANDOM] = "'random'",
  [TK_ORDER] = "'order'", [TK_THEM] = "'them'", [TK_PREVENT] = "'prevent'", [TK_DEALT] = "'dealt'", [TK_HIM] = "'him'", [TK_EMBLEMW] = "'emblem'", [TK_XPTMOD] = "+X/+X", [TK_XSLASHX] = "X/X", [TK_DONT] = "'don't'", [TK_FIGHTS] = "'fights'", [TK_THEN] = "'then'", [TK_DISCARD] = "'discard'", [TK_DISCARDS] = "'discards'", [TK_THERE] = "'there'", [TK_CASTS] = "'casts'", [TK_MANY] = "'many'", [TK_MORE] = "'more'",
  [TK_LOST] = "'lost'", [TK_WAY] = "'way'", [TK_WOULD] = "'would'", [TK_DIE] = "'die'", [TK_INSTEAD] = "'instead'", [TK_KICKER] = "'kicker'", [TK_OWNER] = "'owner'", [TK_COPY] = "'copy'", [TK_EXCEPTC] = "', except'", [TK_INSTANT] = "'instant'", [TK_NONLEGENDARY] = "'nonlegendary'", [TK_PAYS] = "'pays'", [TK_ECHO] = "'echo'", [TK_SKIP] = "'skip'", [TK_CONTROLLER] = "'controller'", [TK_YOUVE] = "'you've'", [TK_BEFORE] = "'before'", [TK_NEW] = "'new'", [TK_TARGETS] = "'targets'", [TK_COPIES] = "'copies'", [TK_THOSE] = "'those'", [TK_ENTER] = "'enter'", [TK_SACRIFICES] = "'sacrifices'", [TK_PUTS] = "'puts'", [TK_CHOICE] = "'choice'", [TK_KICKED] = "'kicked'", [TK_WAS] = "'was'", [TK_BEW] = "'be'", [TK_REGENERATED] = "'regenerated'",
  [TK_MAXIMUM] = "'maximum'", [TK_SIZE] = "'size'", [TK_LOYALTY] = "'loyalty'", [TK_DEFENSE] = "'defense'", [TK_UP] = "'up'", [TK_XW] = "'X'", [TK_WHERE] = "'where'",
  [TK_TOTAL] = "'total'", [TK_LCOST] = "a loyalty cost (+N:, 0:, \xE2\x88\x92N:)", [TK_IF] = "'if'", [TK_ATTACKED] = "'attacked'", [TK_DIED] = "'died'", [TK_CHOOSE] = "'choose'", [TK_BULLET] = "'\xE2\x80\xA2'", [TK_PLAY] = "'play'",
  [TK_ADDITIONAL] = "'additional'", [TK_TURNS] = "'turns'",
  [TK_SCRY] = "'scry'", [TK_SURVEIL] = "'surveil'", [TK_PROLIFERATE] = "'proliferate'", [TK_MILL] = "'mill'", [TK_MILLS] = "'mills'", [TK_PAY] = "'pay'", [TK_FIRST] = "'first'", [TK_MAINW] = "'main'", [TK_PHASE] = "'phase'", [TK_TRANSFORM] = "'transform'", [TK_TRANSFORMS] = "'transforms'",
  [TK_SEARCH] = "'search'", [TK_LIBRARY] = "'library'", [TK_FOR] = "'for'", [TK_REVEAL] = "'reveal'",
  [TK_SHUFFLE] = "'shuffle'", [TK_TOP] = "'top'", [TK_ONTO] = "'onto'",
  [TK_GREATER] = "'greater'", [TK_LESS] = "'less'", [TK_DEVOTION] = "'devotion'", [TK_WITHOUT] = "'without'", [TK_DEFENDING] = "'defending'", [TK_REVEALS] = "'reveals'",
  [TK_UNLESS] = "'unless'", [TK_OPPONENTS] = "'opponents'", [TK_ACTIVATE] = "'activate'", [TK_ONLY] = "'only'",
  [TK_SECOND] = "'second'", [TK_OPPONENTSC] = "'opponent's'", [TK_PLAYERSC] = "'player's'",
  [TK_NEXT] = "'next'", [TK_REMOVE] = "'remove'", [TK_INDICATOR] = "'Color indicator:'", [TK_SPELLS] = "'spells'", [TK_COSTW] = "'cost'", [TK_THOUGH] = "'though'", [TK_HAD] = "'had'",
  [TK_CHOSEN] = "'chosen'", [TK_ARENT] = "'aren't'", [TK_TYPE] = "'type'",
  [TK_SAME] = "'same'", [TK_TRUE] = "'true'", [TK_OWN] = "'own'", [TK_THEYRE] = "'they're'", [TK_EXCEPT] = "'except'",
  [TK_TWICE] = "'twice'", [TK_NOT] = "'not'", [TK_RATHER] = "'rather'", [TK_COUNTERED] = "'countered'", [TK_CANT_BE_COUNTERED] = "'can't be countered'", [TK_PUTTING] = "'putting'", [TK_SPELLPOSS] = "'spell's'", [TK_GAME] = "'game'", [TK_HAVING] = "'having'", [TK_SOURCE] = "'source'", [TK_SOURCES] = "'sources'", [TK_OUTLAST] = "'outlast'", [TK_ABILITY] = "'ability'", [TK_THAN] = "'than'", [TK_ALSO] = "'also'", [TK_ISNT] = "'isn't'",
  /* tla */ [TK_EARTHBEND] = "'earthbend'", [TK_FIREBENDING] = "'firebending'", [TK_WATERBEND] = "'waterbend'", [TK_BLOCKED] = "'blocked'",
  /* ecl */ [TK_CONVOKE] = "'convoke'", [TK_BLIGHT] = "'blight'", [TK_BLIGHTS] = "'blights'",
  /* tdm */ [TK_MOBILIZE] = "'mobilize'", [TK_CLAN] = "'\xE2\x80\xA2 Abzan \xE2\x80\x94'", [TK_STORM] = "'storm'", [TK_HARMONIZE] = "'harmonize'",
  /* manifest */ [TK_MANIFEST] = "'manifest'",
  /* sagas */ [TK_CHAPTER] = "a chapter number (I, II, ...)",
  /* tlacards */ [TK_CONTROLLED] = "'controlled'", [TK_CREW] = "'crew'", [TK_AIRBEND] = "'airbend'", [TK_CREATES] = "'creates'",
  /* fdncards */ [TK_WHILE] = "'while'", [TK_FLASHBACK] = "'flashback'",
  /* tdmcards */ [TK_CAN_ATTACK_AS_THOUGH] = "'can attack this turn as though it didn't have'",
  /* tlacards 8 */ [TK_HE] = "'he'", [TK_HER] = "'her'", [TK_CAN] = "'can'", [TK_AND_UNBLOCKABLE] = "'and can't be blocked this turn'",
  /* lead */ [TK_AND_FIREBENDING] = "'and firebending'",
  /* tlacards 14 */ [TK_WHILE_YOU_CONTROL] = "'for as long as you control'",
  /* fdncards */ [TK_PLAYERS_CANT_GAIN] = "'Players can't gain life'",
  /* tdmcards */ [TK_LESS_POWER_CANT_BLOCK] = "'creatures with power less than this creature's power can't block it'",
  [TK_YOU_CONTROL_ENTERS_ADDITIONAL] = "'you control enters with an additional'", /* tdmcards 10 */
  /* eclcards 5 */ [TK_EVOKE] = "'evoke'",
  [TK_DIED_THAT_GETS] = "'If a creature died this turn, that creature gets'", /* fdncards 8 */
  [TK_MUST] = "'must'", /* eclcards 8 */
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
  if (ctx->quiet_line == ctx->line_start + 1)
    return; /* the line's first word was already reported (cont.c) */
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

/* ---------------------------------------------------------------- tlacards 18: spells cast from exile */
/* Fire Lord Zuko: "Firebending X, where X is Fire Lord Zuko's power." (the card names itself: SELF; POWER) */
line ::= FIREBENDING XW COMMA WHERE XW IS SELF POSS POWER PERIOD NEWLINE(L).
                                                      { cg_self_named(ctx); cg_firebending_x(ctx, OP_POWER); cg_ability_end(ctx); cg_text_line(ctx, L); }
/* Appa, Steadfast Guardian: "Whenever you cast a spell from exile," (601.2a, 601.2i: stack_item.cast_from); Fire Lord Zuko:
   "... and whenever a permanent you control enters from exile," (one ability, two events) */
trigger ::= WHENEVER YOU CAST A SPELL FROM EXILE COMMA. { cg_trigger_begin(ctx, TRIG_CAST_FROM_EXILE); }
trigger ::= WHENEVER YOU CAST A SPELL FROM EXILE AND WHENEVER A PERMANENT YOU CONTROL ENTERS FROM EXILE COMMA.
                                                      { cg_trigger_begin(ctx, TRIG_CAST_OR_ENTERS_FROM_EXILE); }
/* Jet's Brainwashing: "If this spell was kicked, gain control of that creature until end of turn, untap it, and it gains
   haste until end of turn." (KICKED; UNLESS n; TARGET i; EFFECT control; TARGET i; UNTAP; TARGET i; EFFECT haste: Goatnap's
   three sentences as one series, PACK_WORD3_SERIAL) */
jet_control ::= GAIN CONTROL OF THAT CREATURE UNTIL END OF TURN. { cg_gain_control_eot(ctx, ctx->cur.last_target); }
sentence ::= if_kicked jet_control COMMA UNTAP IT COMMA AND cont UNTIL END OF TURN PERIOD. { cg_kicked_series(ctx); }

/* ---------------------------------------------------------------- fdncards 18: values read from another object (fdn18gen.c) */
/* Ashroot Animist: "another target creature you control gains trample and gets +X/+X until end of turn, where X is this
   creature's power." (SELF; POWER; TARGET i; EFFECT_X a -- its last known power once it left, 608.2h) */
effect ::= cont UNTIL END OF TURN COMMA WHERE XW IS THIS WORD(W) POWER. { cg_pump_src_power(ctx, W); }
/* Ayli, Eternal Pilgrim: "You gain life equal to the sacrificed creature's toughness." (COST_SAC_TOUGHNESS; YOU; GAIN_LIFE)
   and "Activate only if you have at least 10 life more than your starting life total." (ACTR_LIFE_ABOVE_START) */
effect ::= YOU GAIN LIFE EQUAL TO THE WORD(S) WORD(W) TOUGHNESS. { cg_gain_cost_sacrificed(ctx, S, W); }
act_rule ::= ACTIVATE ONLY IF YOU HAVE AT WORD(L) number(N) LIFE MORE THAN YOUR WORD(S) LIFE TOTAL PERIOD.
                                                      { cg_act_if_life_above_start(ctx, L, N, S); }
/* Halana and Alena, Partners: "put X +1/+1 counters on another target creature you control, where X is Halana and Alena's
   power." (TARGET i; SELF; POWER; COUNTERS k) */
effect ::= PUT number(N) PTMOD(K) COUNTERS ON ANOTHER TARGET(A) CREATURE YOU CONTROL COMMA WHERE XW IS SELF POSS POWER.
                                                      { cg_counters_src_power_on(ctx, N, K,
                                                                                 cg_target(ctx, TGT_ANOTHER_CREATURE_YOU_CONTROL, A)); }

/* ---------------------------------------------------------------- lead: the mana cards (poolgen.c) */
/* The Last Agni Kai: "... fights target creature an opponent controls. If the creature the opponent controls is dealt
   excess damage this way, add that much {R}." (FIGHT_EXCESS; YOU; ADD_POOL k -- 120.10) and "Until end of turn, you don't
   lose unspent red mana as steps and phases end." (YOU; KEEP_POOL k -- 500.4) */
sentence ::= IF THE CREATURE THE OPPONENT CONTROLS IS DEALT WORD(E) DAMAGE THIS WAY COMMA ADD THAT WORD(M) MANA(R) PERIOD.
                                                      { cg_fight_excess_add(ctx, E, M, R); }
sentence ::= UNTIL END OF TURN COMMA YOU DONT LOSE WORD(U) COLORWORD(C) MANAW AS WORD(S) AND WORD(P) END PERIOD.
                                                      { cg_keep_unspent(ctx, U, C, S, P); }
/* Ozai, the Phoenix King: "Trample, firebending 4, haste" (firebending's trigger among the keywords, 702.189a), "If you
   would lose unspent mana, that mana becomes red instead." (POOL_RED, 614.1a) and "... as long as you have six or more
   unspent mana." (YOU; POOL_SIZE; PUSH n; AT_LEAST; REQUIRE) */
keywords ::= keywords COMMA FIREBENDING(F) NUMBER(N). { cg_firebending(ctx, F, N); cg_ability_end(ctx); }
line ::= IF YOU WOULD LOSE WORD(U) MANAW COMMA THAT MANAW BECOMES COLORWORD(C) INSTEAD PERIOD NEWLINE(L).
                                                      { cg_pool_red(ctx, U, C); cg_text_line(ctx, L); }
cond ::= YOU HAVE NUMWORD(N) OR MORE WORD(U) MANAW.    { cg_cond_pool_at_least(ctx, N, U); }
