/* render_search.c: prints a library search back as its sentence -- FIND_* ... YOU (or TARGET_CONTROLLER i: "their"); SEARCH how (701.19). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* appends a table name: supertypes and card types lower-case ("basic land"), subtypes as they are ("Forest") */
static void word(char *q, size_t n, const char *name, int lower, const char *sep)
{
  size_t l = strlen(q);
  if (l && l + strlen(sep) < n)
    l += (size_t)snprintf(q + l, n - l, "%s", sep);
  if (l + 1 >= n)
    return;
  snprintf(q + l, n - l, "%s", name);
  if (lower && q[l] >= 'A' && q[l] <= 'Z')
    q[l] = (char)(q[l] - 'A' + 'a');
}

/* the quality in Oracle's order -- supertypes, colors, subtypes, card types; those of one kind joined by "or" -- and
   the mana value (a number, or X: XVAL) */
static void quality(char *q, size_t n, const uint8_t *code, uint32_t from, uint32_t at, char *mv, size_t mvn)
{
  static const uint8_t kind[4] = {OP_FIND_SUPER, OP_FIND_COLOR, OP_FIND_SUBTYPE, OP_FIND_TYPE};
  char num[16] = "0";
  q[0] = mv[0] = '\0';
  for (int pass = 0; pass < 4; pass++) {
    const char *sep = " ";
    int words = 0, said = 0; /* three alternatives or more: "Plains, Swamp, or Forest" */
    for (uint32_t pc = from; pc < at; pc += (uint32_t)op_size(code + pc))
      words += pass > 0 && code[pc] == kind[pass];
    for (uint32_t pc = from; pc < at; pc += (uint32_t)op_size(code + pc)) {
      int op = op_at(code + pc), arg = (uint16_t)op_arg(code + pc);
      if (op == OP_PUSH)
        snprintf(num, sizeof num, "%d", op_read_s16(code + pc + 1));
      else if (op == OP_XVAL)
        snprintf(num, sizeof num, "X");
      else if (op == OP_FIND_MV && pass == 0)
        snprintf(mv, mvn, " with %s %s%s", arg == MV_POWER_OR_LESS ? "power" : "mana value", num,
                 arg == MV_OR_GREATER ? " or greater" : arg == MV_OR_LESS || arg == MV_POWER_OR_LESS ? " or less" : "");
      else if (op == kind[pass]) {
        word(q, n, pass == 0 ? type_super_names[arg] : pass == 1 ? type_color_words[arg] : pass == 2 ? type_sub_names[arg]
                   : type_card_names[arg], pass != 2, sep);
        said++;
        sep = pass == 0 ? " " : words < 3 ? " or " : said == words - 1 ? ", or " : ", ";
      }
    }
  }
}

/* "Put a Goblin creature card from your hand onto the battlefield." -- FIND_* ... YOU; PUT_FROM_HAND */
void dsl_render_put(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at)
{
  char q[128], mv[48];
  quality(q, sizeof q, code, from, at, mv, sizeof mv);
  snprintf(out, n, "Put %s%s%scard%s from your hand onto the battlefield.", strchr("aeiouAEIOU", q[0]) && q[0] ? "an " : "a ",
           q, q[0] ? " " : "", mv);
}

/* "Look at the top four cards of your library. You may reveal a creature or land card from among them and put it
   into your hand. Put the rest on the bottom of your library in a random order." (count: the cards looked at) */
void dsl_render_look(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int count, const char *x_is)
{
  char q[128], mv[48], top[128];
  quality(q, sizeof q, code, from, at, mv, sizeof mv);
  const char *article = strchr("aeiouAEIOU", q[0]) && q[0] ? "an " : "a ";
  if (x_is) /* tlacards: "the top X cards of your library, where X is the number of lands you control" */
    snprintf(top, sizeof top, "X cards of your library, where X is %s", x_is);
  else
    snprintf(top, sizeof top, "%s cards of your library", count >= 0 && count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many");
  snprintf(out, n, "Look at the top %s. You may reveal %s%s%scard%s from among them and put it into your hand. Put the rest "
           "on the bottom of your library in a random order.", top, article, q, q[0] ? " " : "", mv);
}

void dsl_render_search(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, const char *whose)
{
  char q[128], mv[48];
  int how = code[at + 1], dest = how & SEARCH_DEST;
  quality(q, sizeof q, code, from, at, mv, sizeof mv);
  const char *article = strchr("aeiouAEIOU", q[0]) && q[0] ? "an " : "a ";
  int k = snprintf(out, n, "Search %s library for %s%s%scard%s, %s", whose, article, q, q[0] ? " " : "", mv,
                   (how & SEARCH_REVEAL) ? "reveal it, " : "");
  if (k < 0 || (size_t)k >= n)
    return;
  if (dest == SEARCH_TOP) {
    snprintf(out + k, n - (size_t)k, "then shuffle and put that card on top.");
    return;
  }
  const char *where = dest == SEARCH_HAND ? "into your hand" : dest == SEARCH_GRAVEYARD ? "into your graveyard"
                    : (how & SEARCH_TAPPED) ? "onto the battlefield tapped" : "onto the battlefield";
  snprintf(out + k, n - (size_t)k, "put %s %s, then shuffle.", (how & SEARCH_THAT_CARD) ? "that card" : "it", where);
}

/* tdmcards: "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle." /
   "... reveal them, put one onto the battlefield tapped and the other into your hand, then shuffle." -- FIND_*; YOU;
   SEARCH first|SEARCH_AGAIN; FIND_*; YOU; SEARCH at (the quality from the first) */
void dsl_render_search2(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int first)
{
  char q[128], mv[48];
  uint32_t end = from;
  while (end < at && code[end] != OP_YOU)
    end += (uint32_t)op_size(code + end);
  quality(q, sizeof q, code, from, end, mv, sizeof mv);
  int second = code[at + 1];
  snprintf(out, n, "Search your library for up to two %s%scards%s, %s, then shuffle.", q, q[0] ? " " : "", mv,
           (second & SEARCH_DEST) == SEARCH_HAND
               ? "reveal them, put one onto the battlefield tapped and the other into your hand"
               : "put them onto the battlefield tapped");
  (void)first;
}
