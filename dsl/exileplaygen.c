/* exileplaygen.c: code generation for "Exile the top card of your library. Until the end of your next turn, you may play that card." and its spellings (src/exileplay.c), and the printer's sentences for them. */
#include "dsl.h"
#include "opcodes.h"
#include <stdio.h>

/* "Exile the top two cards of your library." -- two or more (one is "the top card") */
int cg_exile_play_count(dsl_ctx *c, int n)
{
  if (n < 2 || n > 20) {
    dsl_error(c, c->line_start, "%s: 'the top N cards' exiles 2 to 20 cards ('the top card' is one)", c->cur.name);
    return 2;
  }
  return n;
}

/* eclcards 11: "... until they have exiled cards with total mana value N or greater this way." -- N, 1 to 20 */
int cg_exile_play_total(dsl_ctx *c, int n)
{
  if (n < 1 || n > 20) {
    dsl_error(c, c->line_start, "%s: a total mana value of 1 to 20", c->cur.name);
    return 1;
  }
  return n;
}

/* sentence ::= xplay_from PERIOD [CHOOSE ONE OF THEM PERIOD] xplay_perm PERIOD: PUSH n; YOU; EXILE_PLAY f -- from: the
   count | XPLAY_* << 8 (where from, "Choose one of them.") | CG_XPLAY_AMOUNT ("that many": AMOUNT for PUSH n) |
   CG_XPLAY_OPP ("Each opponent exiles ...": OPPONENT for YOU); perm: XPLAY_* | CG_XPLAY_THOSE ("those cards", one card
   chosen or exiled being "that card"; "that many" and "until ... total mana value N" are "those cards") */
void cg_exile_play(dsl_ctx *c, int from, int perm)
{
  int n = from & 0xFF, flags = ((from >> 8) | perm) & (XPLAY__LIMIT - 1), those = (perm & CG_XPLAY_THOSE) != 0;
  int many = (from & CG_XPLAY_AMOUNT) || (flags & XPLAY_UNTIL_MV);
  if ((flags & XPLAY_CHOOSE) ? those : those != (many || n > 1))
    dsl_error(c, c->line_start, "%s: %s", c->cur.name, (flags & XPLAY_CHOOSE) ? "the card chosen is 'that card'"
                                                       : many || n > 1 ? "the cards exiled are 'those cards'"
                                                                       : "the one card exiled is 'that card'");
  if ((flags & XPLAY_FREE) && !(flags & XPLAY_CAST))
    dsl_error(c, c->line_start, "%s: 'without paying' goes with 'you may cast'", c->cur.name);
  if (from & CG_XPLAY_AMOUNT)
    cg_emit(c, OP_AMOUNT, 0); /* "that many": the trigger's event's amount (Shadow Urchin: the counters on it) */
  else
    cg_emit(c, OP_PUSH, n);
  cg_emit(c, (from & CG_XPLAY_OPP) ? OP_OPPONENT : OP_YOU, 0);
  cg_emit(c, OP_EXILE_PLAY, flags);
  c->cur.neffects++;
}

/* eclcards 5: "Exile the top two cards of your library. If this spell's additional cost was paid, exile the top three
   cards instead. Until the end of your next turn, you may play those cards." -- PUSH n; PUSH m; KICKED; PICK; YOU;
   EXILE_PLAY f (the amount's "instead", cg_kicked_amount) */
void cg_exile_play_instead(dsl_ctx *c, int from, int perm, int instead)
{
  if ((from >> 8) != 0)
    dsl_error(c, c->line_start, "%s: '... cards instead' changes how many cards of the top of the library", c->cur.name);
  cg_exile_play(c, from, perm);
  if (c->failed || c->cur.code_len < 6)
    return;
  c->cur.amount_at = c->cur.code_len - 3; /* after the PUSH n: before YOU; EXILE_PLAY f */
  cg_kicked_amount(c, instead);
}

/* the printer: "Exile the top two cards of your library. Choose one of them. Until the end of your next turn, you may play
   that card." for PUSH n; YOU; EXILE_PLAY flags -- n 0: AMOUNT ("that many"), -1: AMOUNT in a THAT_DIES ability ("equal
   to its power"); opp: OPPONENT for YOU */
void dsl_render_exile_play(char *out, size_t size, int n, int flags, int opp)
{
  char from[160], what[40];
  if (flags & XPLAY_UNTIL_MV)
    snprintf(from, sizeof from, "%s cards from the top of %s library until %s exiled cards with total mana value %d or "
             "greater this way.", opp ? "Each opponent exiles" : "Exile", opp ? "their" : "your",
             opp ? "they have" : "you have", n);
  else if (flags & XPLAY_FROM_GY_RANDOM)
    snprintf(from, sizeof from, "Exile a card at random from your graveyard.");
  else if (n == 0)
    snprintf(from, sizeof from, "Exile that many cards from the top of your library.");
  else if (n < 0) /* eclcards 12: AMOUNT in a THAT_DIES ability (End-Blaze Epiphany) */
    snprintf(from, sizeof from, "Exile a number of cards from the top of your library equal to its power%s",
             flags & XPLAY_CHOOSE ? ", then choose a card exiled this way." : ".");
  else if (n == 1)
    snprintf(from, sizeof from, "Exile the top card of your library.");
  else
    snprintf(from, sizeof from, "Exile the top %s cards of your library.", n < DSL_NUMBER_WORDS ? cg_number_words[n] : "many");
  int those = (n != 1 || (flags & XPLAY_UNTIL_MV)) && !(flags & XPLAY_CHOOSE);
  snprintf(what, sizeof what, "%s %s", flags & XPLAY_CAST ? "cast" : "play",
           flags & XPLAY_UNTIL_MV ? "cards exiled this way" : those ? "those cards" : "that card");
  const char *choose = (flags & XPLAY_CHOOSE) && n >= 0 ? " Choose one of them." : "";
  const char *nopay = flags & XPLAY_FREE ? " without paying their mana costs" : "";
  if (flags & XPLAY_NEXT_TURN)
    snprintf(out, size, "%s%s Until the end of your next turn, you may %s%s.", from, choose, what, nopay);
  else if (flags & XPLAY_END_STEP)
    snprintf(out, size, "%s%s Until your next end step, you may %s%s.", from, choose, what, nopay);
  else if (flags & XPLAY_UNTIL_MV)
    snprintf(out, size, "%s%s Until end of turn, you may %s%s.", from, choose, what, nopay);
  else
    snprintf(out, size, "%s%s You may %s this turn%s.", from, choose, what, nopay);
}

/* tdmcards 20: "exile cards from the top of your library until you exile a nonland card. You may cast it without paying
   its mana cost if that spell's mana value is N or less. If you don't, put that card into your hand." -- YOU;
   EXILE_CAST_FREE n (the verifier wants it last: the cast ends the resolution, 608.2g) */
void cg_exile_cast_free(dsl_ctx *c, int max_mv)
{
  if (max_mv < 0 || max_mv > 20)
    dsl_error(c, c->line_start, "%s: a mana value of 0 to 20", c->cur.name);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_EXILE_CAST_FREE, max_mv < 0 || max_mv > 20 ? 0 : max_mv);
  c->cur.neffects++;
}

/* tlacards 19b: Solstice Revelations -- "... You may cast that card without paying its mana cost if the spell's mana value
   is less than the number of Mountains you control. If you don't cast that card this way, put it into your hand." (the
   count as it resolves, 608.2h): CONTROL_SUBTYPE s; YOU; EXILE_CAST_FREE_LT, last in its ability (608.2g) */
void cg_exile_cast_free_less(dsl_ctx *c, dsl_tok w)
{
  cg_count_control(c, w);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_EXILE_CAST_FREE_LT, 0);
  c->cur.neffects++;
}

/* the printer: EXILE_CAST_FREE_LT's three sentences, the count's words in less (one each: a sentence buffer is 256 long) */
void dsl_render_exile_cast_free_less(char out[][256], const char *less)
{
  snprintf(out[0], 256, "Exile cards from the top of your library until you exile a nonland card.");
  snprintf(out[1], 256, "You may cast that card without paying its mana cost if the spell's mana value is less than %.100s.",
           less);
  snprintf(out[2], 256, "If you don't cast that card this way, put it into your hand.");
}

/* the printer: EXILE_CAST_FREE n's sentences */
void dsl_render_exile_cast_free(char *out, size_t size, int max_mv)
{
  snprintf(out, size, "Exile cards from the top of your library until you exile a nonland card. You may cast it without "
           "paying its mana cost if that spell's mana value is %d or less. If you don't, put that card into your hand.",
           max_mv);
}
