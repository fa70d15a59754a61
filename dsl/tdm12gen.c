/* tdm12gen.c: code generation for the tdmcards 12 and 13 blocks of the grammar -- "discard up to two cards, then draw that many cards", "you may sacrifice a nonland permanent. When you do, ...", "draw a card if you control three or more attacking creatures", "If a player is dealt damage this way, they discard a card.", "you may exile two cards from your graveyard" -- and the printer's words for them. */
#include "dsl.h"
#include "opcodes.h"
#include "game.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* sentence ::= DISCARD UP TO NUMWORD CARDS COMMA THEN DRAW THAT MANY CARDS PERIOD (Tersa Lightshatter, 701.9a):
   PUSH n; YOU; DISCARD_UPTO; YOU; DRAW -- the count DISCARD_UPTO leaves is what DRAW draws */
void cg_discard_upto_draw(dsl_ctx *c, dsl_tok numword)
{
  int n = cg_number(c, numword);
  if (n < 1 || n > 10)
    dsl_error(c, numword.off, "%s: 'discard up to N cards' takes one to ten", c->cur.name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_UPTO, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* when_blight ::= may SACRIFICE A WORD PERMANENT PERIOD WHEN YOU DO COMMA (Felothar): MAY; YOU; EDICT_TYPES nonland
   permanent (artifact, battle, enchantment, creature, planeswalker); MARK; DELAY d (603.12) */
void cg_may_sac_nonland(dsl_ctx *c, dsl_tok nonland)
{
  cg_word_must(c, nonland, "nonland");
  cg_sacrifice_types(c, EDICT_TYPES_NONLAND);
  cg_reflexive_open(c);
}

/* the printer: DISCARD_UPTO's sentence, from the PUSH n before it */
void dsl_render_discard_upto(char *out, size_t size, int n)
{
  snprintf(out, size, "Discard up to %s cards, then draw that many cards.", n >= 0 && n < DSL_NUMBER_WORDS ? cg_number_words[n] : "many");
}

/* effect ::= DRAW cards IF YOU CONTROL number OR MORE ATTACKING CREATURES (Stormbeacon Blade): ATTACKING_YOURS; PUSH m;
   AT_LEAST; UNLESS 5; PUSH n; YOU; DRAW -- counted as it resolves (608.2h) */
void cg_draw_if_attacking(dsl_ctx *c, int n, int m)
{
  cg_emit(c, OP_ATTACKING_YOURS, 0);
  cg_emit(c, OP_PUSH, m);
  cg_emit(c, OP_AT_LEAST, 0);
  cg_emit(c, OP_UNLESS, 5); /* PUSH n (3 bytes), YOU, DRAW */
  cg_player_effect(c, OP_DRAW, n, -1);
}

/* sentence ::= IF A PLAYER IS DEALT DAMAGE THIS WAY COMMA THEY DISCARD A CARDW PERIOD (Sonic Shrieker): the target of the
   damage before it, if it is a player, discards a card of their choice (701.9a): TARGET_IS_PLAYER i; UNLESS 6; PUSH 1;
   TARGET i; DISCARD */
void cg_damaged_player_discards(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  const pack_ability *a = k->open >= 0 ? &k->abil[k->open] : NULL;
  if (!a || a->ntargets == 0 || a->target[k->last_target] != TGT_ANY) {
    dsl_error(c, c->line_start, "%s: 'If a player is dealt damage this way' follows damage to any target", k->name);
    return;
  }
  cg_emit(c, OP_TARGET_IS_PLAYER, k->last_target);
  cg_emit(c, OP_UNLESS, 6); /* PUSH 1 (3 bytes), TARGET i (2), DISCARD */
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_TARGET, k->last_target);
  cg_emit(c, OP_DISCARD, 0);
  k->neffects++;
}

/* "you may exile two cards from your graveyard. If you do," (Aegis Sculptor): EXILE_GY_MAY GYX_ANY | n -- too few cards,
   or no, ends the run */
void cg_may_exile_gy_n(dsl_ctx *c, dsl_tok numword)
{
  int n = cg_number(c, numword);
  if (n < 2 || n > 7)
    dsl_error(c, numword.off, "%s: 'exile N cards from your graveyard' takes two to seven", c->cur.name);
  cg_emit(c, OP_EXILE_GY_MAY, GYX_ANY | (n < 2 || n > 7 ? 2 : n));
  c->cur.neffects++;
}

/* "you may exile a creature card from your graveyard. When you do," (Kishla Trawlers): EXILE_GY_MAY GYX_TYPE | t */
void cg_may_exile_gy_type(dsl_ctx *c, int type)
{
  cg_emit(c, OP_EXILE_GY_MAY, GYX_TYPE | type);
  c->cur.neffects++;
}

/* the printer: EXILE_GY_MAY's sentence for any operand */
void dsl_render_exile_gy_may(char *out, size_t size, int arg)
{
  if (arg & GYX_ANY)
    snprintf(out, size, "You may exile %s cards from your graveyard.", cg_number_words[(arg & GYX_ARG) % DSL_NUMBER_WORDS]);
  else if (arg & GYX_TYPE) {
    char w[TYPE_NAME_LEN];
    snprintf(w, sizeof w, "%s", type_card_names[(arg & GYX_ARG) % TYPE__COUNT]);
    w[0] = (char)(w[0] - 'A' + 'a');
    snprintf(out, size, "You may exile a%s %s card from your graveyard.", strchr("aeiou", w[0]) ? "n" : "", w);
  } else {
    const char *sub = type_sub_names[arg % SUB__COUNT];
    snprintf(out, size, "You may exile %s %s card from your graveyard.", dsl_article(sub), sub);
  }
}

/* the printer: "Draw a card if you control three or more attacking creatures." at ATTACKING_YOURS; PUSH m; AT_LEAST;
   UNLESS; PUSH n; YOU; DRAW (code at the ATTACKING_YOURS): the bytes to step over it, 0 if it isn't that */
uint32_t dsl_render_draw_if_attacking(char *out, size_t size, const uint8_t *code, uint32_t left)
{
  if (left < 13 || code[1] != OP_PUSH || code[4] != OP_AT_LEAST || code[5] != OP_UNLESS || code[7] != OP_PUSH ||
      code[10] != OP_YOU || code[11] != OP_DRAW)
    return 0;
  int m = op_read_s16(code + 2), n = op_read_s16(code + 8);
  snprintf(out, size, "Draw %s if you control %s or more attacking creatures.", n == 1 ? "a card" : "cards",
           m >= 0 && m < DSL_NUMBER_WORDS ? cg_number_words[m] : "many");
  return 11;
}

/* when_blight ::= effect PERIOD WHEN YOU DO COMMA, the effect "mill four cards" (Yathan Roadwatcher): PUSH n; YOU; MILL; DID;
   UNLESS 3; MARK; DELAY d -- the reflexive ability (603.12) triggers only if a card was milled */
void cg_mill_when_you_do(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->code_len < 5 || k->code[k->code_len - 1] != OP_MILL || k->code[k->code_len - 2] != OP_YOU ||
      k->code[k->code_len - 5] != OP_PUSH) { /* PUSH n; YOU; MILL */
    dsl_error(c, c->line_start, "%s: '<effect>. When you do,' follows 'mill N cards' here", k->name);
    return;
  }
  cg_emit(c, OP_DID, 0);
  cg_emit(c, OP_UNLESS, 3); /* MARK, DELAY d */
  cg_reflexive_open(c);
}
