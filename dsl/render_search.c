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

/* a FIND_* word of group g: 0 "non<type>" (FIND_NOT_TYPE), 1 supertypes, 2 colors, 3 subtypes, 4 card types
   ("permanent": FIND_PERMANENT); -1 for other operations */
static int group_of(int op)
{
  switch (op) {
  case OP_FIND_NOT_TYPE: return 0;
  case OP_FIND_SUPER: return 1;
  case OP_FIND_COLOR: return 2;
  case OP_FIND_SUBTYPE: return 3;
  case OP_FIND_TYPE: case OP_FIND_PERMANENT: return 4;
  default: return -1;
  }
}

static const char *word_of(int op, int arg)
{
  switch (op) {
  case OP_FIND_SUPER: return type_super_names[arg];
  case OP_FIND_COLOR: return type_color_words[arg];
  case OP_FIND_SUBTYPE: return type_sub_names[arg];
  case OP_FIND_PERMANENT: return "permanent";
  default: return type_card_names[arg];
  }
}

/* fdncards 12: after the card's words, the alternative FIND_OR_KW or FIND_OR_SUB adds -- " or a card with flash" (a
   search for one card), " and/or Gate cards" (for up to two) */
static void alternative(char *mv, size_t n, int op, int arg)
{
  size_t l = strnlen(mv, n);
  char kw[TYPE_NAME_LEN];
  if (l + 1 >= n)
    return;
  if (op == OP_FIND_OR_SUB) {
    snprintf(mv + l, n - l, " and/or %.40s cards", type_sub_names[arg]);
    return;
  }
  snprintf(kw, sizeof kw, "%s", type_keyword_names[arg]);
  if (kw[0] >= 'A' && kw[0] <= 'Z')
    kw[0] = (char)(kw[0] - 'A' + 'a');
  snprintf(mv + l, n - l, " or a card with %.40s", kw);
}

/* the quality in Oracle's order -- "non<type>"s (joined by commas), supertypes, colors, subtypes, card types; those of
   one kind joined by "or"; with FIND_EITHER the card types, then the subtypes, in one list ("an instant, sorcery, or
   Dragon card") -- and the mana value (a number, or X: XVAL) */
static void quality(char *q, size_t n, const uint8_t *code, uint32_t from, uint32_t at, char *mv, size_t mvn)
{
  char num[16] = "0";
  int either = 0;
  q[0] = mv[0] = '\0';
  for (uint32_t pc = from; pc < at; pc += (uint32_t)op_size(code + pc))
    either |= op_at(code + pc) == OP_FIND_EITHER;
  static const int plain[5][2] = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}}, mixed[4][2] = {{0, 0}, {1, 1}, {2, 2}, {4, 3}};
  const int (*order)[2] = either ? mixed : plain; /* a list: its first group, then its second (the same, or subtypes) */
  for (int l = 0; l < (either ? 4 : 5); l++) {
    const char *sep = " ";
    int words = 0, said = 0; /* three alternatives or more: "Plains, Swamp, or Forest" */
    for (int side = 0; side < 2; side++)
      for (uint32_t pc = from; pc < at && (side == 0 || order[l][1] != order[l][0]); pc += (uint32_t)op_size(code + pc))
        words += group_of(op_at(code + pc)) == order[l][side];
    for (int side = 0; side < 2 && (side == 0 || order[l][1] != order[l][0]); side++)
      for (uint32_t pc = from; pc < at; pc += (uint32_t)op_size(code + pc)) {
        int op = op_at(code + pc), arg = (uint16_t)op_arg(code + pc);
        if (op == OP_PUSH)
          snprintf(num, sizeof num, "%d", op_read_s16(code + pc + 1));
        else if (op == OP_XVAL)
          snprintf(num, sizeof num, "X");
        else if (op == OP_FIND_MV && l == 0 && side == 0)
          snprintf(mv, mvn, " with %s %s%s", arg == MV_POWER_OR_LESS ? "power" : "mana value", num,
                   arg == MV_OR_GREATER ? " or greater" : arg == MV_OR_LESS || arg == MV_POWER_OR_LESS ? " or less" : "");
        else if ((op == OP_FIND_OR_KW || op == OP_FIND_OR_SUB) && l == 0 && side == 0)
          alternative(mv, mvn, op, arg); /* fdncards 12 */
        else if (group_of(op) == order[l][side]) {
          char non[TYPE_NAME_LEN + 4];
          snprintf(non, sizeof non, "non%s", type_card_names[arg]);
          if (non[3] >= 'A' && non[3] <= 'Z')
            non[3] = (char)(non[3] - 'A' + 'a');
          word(q, n, order[l][side] == 0 ? non : word_of(op, arg), order[l][side] != 3, sep);
          said++;
          sep = order[l][0] == 0 ? ", " : order[l][0] == 1 ? " " : words < 3 ? " or " : said == words - 1 ? ", or " : ", ";
        }
      }
  }
}

/* eclcards 9: "Mill four cards, then you may return a permanent card from among them to your hand." -- FIND_* ... PUSH n;
   YOU; MILL_FIND how */
void dsl_render_mill_find(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int count, int how)
{
  char q[128], mv[48];
  quality(q, sizeof q, code, from, at, mv, sizeof mv);
  const char *a = strchr("aeiouAEIOU", q[0]) && q[0] ? "an " : "a ";
  if (how & MILL_FIND_ANY) /* fdncards 12: Inspiration from Beyond */
    snprintf(out, n, "Mill %s cards, then return %s%s card%s from your graveyard to your hand.",
             count >= 0 && count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many", a, q, mv);
  else if ((how & SEARCH_DEST) == SEARCH_TOP) /* Lluwen's wording */
    snprintf(out, n, "Mill %s cards, then you may put %s%s card%s from among the milled cards on top of your library.",
             count >= 0 && count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many", a, q, mv);
  else
    snprintf(out, n, "Mill %s cards, then you may return %s%s card%s from among them to your hand.",
             count >= 0 && count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many", a, q, mv);
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
   into your hand. Put the rest on the bottom of your library in a random order." and the family (looktop.c): what is
   taken (LOOK_UPTO: "up to two", "any number of"), where (LOOK_TOP's SEARCH_* bits), where the rest go (SEARCH_REST_*);
   count: the cards looked at */
void dsl_render_look(char *out, size_t n, const uint8_t *code, uint32_t from, uint32_t at, int count, const char *x_is)
{
  char q[128], mv[48], top[128], take[384], card[200];
  int how = code[at + 1], dest = how & SEARCH_DEST, rest = how & SEARCH_REST, upto = -1;
  for (uint32_t pc = from; pc < at; pc += (uint32_t)op_size(code + pc))
    if (op_at(code + pc) == OP_LOOK_UPTO)
      upto = op_arg(code + pc);
  quality(q, sizeof q, code, from, at, mv, sizeof mv);
  char article[4];
  snprintf(article, sizeof article, "%s ", dsl_article(q));
  if (x_is) /* tlacards: "the top X cards of your library, where X is the number of lands you control" */
    snprintf(top, sizeof top, "X cards of your library, where X is %s", x_is);
  else if (count == 1 && rest == SEARCH_REST_MAY_GY)
    snprintf(top, sizeof top, "card of your library");
  else
    snprintf(top, sizeof top, "%s cards of your library", count >= 0 && count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many");
  if (rest == SEARCH_REST_MAY_GY) { /* Traveling Botanist */
    snprintf(out, n, "Look at the top %s. If it's %s%s%scard%s, you may reveal it and put it into your hand. If you don't "
             "put the card into your hand, you may put it into your graveyard.", top, article, q, q[0] ? " " : "", mv);
    return;
  }
  snprintf(card, sizeof card, "%s%s%scard%s", article, q, q[0] ? " " : "", mv);
  if (upto >= 0) /* "Put up to two ...", "You may put any number of ..." */
    snprintf(take, sizeof take, "%s%s %s%scards%s from among them onto the battlefield", upto ? "Put up to " : "You may put any number of",
             upto == 0 ? "" : upto < DSL_NUMBER_WORDS ? cg_number_words[upto] : "many", q, q[0] ? " " : "", mv);
  else if (upto < 0 && dest == SEARCH_TOP)
    snprintf(take, sizeof take, "You may put one of those cards back on top of your library");
  else if (upto < 0 && (how & SEARCH_REVEAL))
    snprintf(take, sizeof take, "You may reveal %s from among them and put it %s", card,
             dest == SEARCH_BATTLEFIELD ? "onto the battlefield" : "into your hand");
  else if (upto < 0)
    snprintf(take, sizeof take, "You may put %s from among them onto the battlefield", card);
  snprintf(out, n, "Look at the top %s. %s. %s", top, take,
           rest == SEARCH_REST_GY ? "Put the rest into your graveyard." : rest == SEARCH_REST_SHUFFLE ? "Then shuffle."
           : "Put the rest on the bottom of your library in a random order.");
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
