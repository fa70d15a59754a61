/* check_dsl.c: Check tests of the card compiler -- the lexer, compiled cards and their bytecode, exact diagnostics. */
#include "dsl.h"
#include "grammar.h"
#include "opcodes.h"
#include "types.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>

#define EM "\xE2\x80\x94" /* the em dash of type lines */

/* ---- helpers -------------------------------------------------------------------------------- */

/* compiles src as file "t.card" of set TST; returns what it printed (malloc'd, "" when silent) */
static char *compile(dsl_ctx *c, const char *src)
{
  char *text = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&text, &n);
  ck_assert_ptr_nonnull(f);
  dsl_init(c, f);
  dsl_compile_text(c, "t.card", "TST", src);
  fclose(f);
  c->diag = NULL;
  return text;
}

/* a lexer over one line of rules text of the card named `self` */
static void lex_line(dsl_ctx *c, const char *self, const char *text)
{
  dsl_init(c, NULL);
  snprintf(c->cur.name, sizeof c->cur.name, "%s", self);
  c->src = c->cursor = text;
  c->len = (uint32_t)strlen(text);
  c->line_in_card = 2; /* past the header and type line: the card's own name lexes as SELF */
}

/* one ability as text: "kind[ (trigger)][ targets...]: OP A; OP; ... (stack N)" */
static void describe(const cg_card *k, int i, char *out, size_t n)
{
  const pack_ability *a = &k->abil[i];
  size_t w = (size_t)snprintf(out, n, "%s", dsl_ability_kinds[a->kind]);
  if (a->trigger)
    w += (size_t)snprintf(out + w, n - w, " (%s)", dsl_trigger_phrases[a->trigger]);
  for (int t = 0; t < a->ntargets; t++)
    w += (size_t)snprintf(out + w, n - w, "%s%s", t ? ", " : " [", type_target_phrases[a->target[t]]);
  w += (size_t)snprintf(out + w, n - w, "%s:", a->ntargets ? "]" : "");
  const uint8_t *code = k->code + a->code;
  for (uint32_t pc = 0; pc < a->code_len && w < n; pc += (uint32_t)op_size(code + pc)) {
    const op_info *op = &op_table[op_at(code + pc)];
    w += (size_t)snprintf(out + w, n - w, "%s %s", pc ? ";" : "", op->name);
    if (op->operands[0])
      w += (size_t)snprintf(out + w, n - w, " %d", op_arg(code + pc));
  }
  snprintf(out + w, n - w, " (stack %d)", a->max_stack);
}

/* ---- the lexer -------------------------------------------------------------------------------- */

/* every row of keywords.def lexes as one KEYWORD token, in any case: the lexer and the table cannot drift */
START_TEST(test_every_keyword_lexes)
{
  for (int k = 0; k < KW__COUNT; k++) {
    char text[64];
    snprintf(text, sizeof text, "%.*s", (int)sizeof text - 1, type_keyword_names[k]);
    for (int form = 0; form < 3; form++) {
      if (form == 1)
        text[0] = (char)(text[0] - 'a' + 'A'); /* "First strike" */
      if (form == 2)
        for (char *p = text; *p; p++)
          *p = *p >= 'a' && *p <= 'z' ? (char)(*p - 'a' + 'A') : *p; /* "FIRST STRIKE" */
      dsl_ctx c;
      dsl_tok tok;
      lex_line(&c, "X", text);
      ck_assert_msg(lex_next(&c, &tok) == TK_KEYWORD, "'%s' is not lexed as a keyword", text);
      ck_assert_uint_eq(tok.off, 0);
      ck_assert_uint_eq(tok.len, strlen(text));
      ck_assert_int_eq(lex_next(&c, &tok), TK_NEWLINE);
      ck_assert_int_eq(lex_next(&c, &tok), 0);
    }
  }
}
END_TEST

/* ... and each one sets its own bit of pack_card.keywords (ward with its cost, 702.21a) */
START_TEST(test_every_keyword_compiles)
{
  for (int k = 0; k < KW__COUNT; k++) {
    char text[256];
    snprintf(text, sizeof text, "card \"K\" {1}\nCreature " EM " Bear\n%.60s%s\n1/1\n", type_keyword_names[k],
             k == KW_WARD ? " {1}" : "");
    dsl_ctx c;
    char *diag = compile(&c, text);
    ck_assert_msg(c.errors == 0, "keyword %s: %s", type_keyword_names[k], diag);
    ck_assert_uint_eq(card_keywords(&c.cards[0].rec), (uint64_t)1 << k);
    free(diag);
    dsl_free(&c);
  }
}
END_TEST

static const struct {
  const char *self;   /* the card's name */
  const char *text;   /* one line */
  int tokens[12];     /* TK_* expected, 0-terminated (the final NEWLINE included) */
  uint32_t last_len;  /* length of the token before the NEWLINE */
} lexes[] = {
  {"Shock", "Shock deals 2 damage to any target.",
   {TK_SELF, TK_DEALS, TK_NUMBER, TK_DAMAGE, TK_TO, TK_ANY, TK_TARGET, TK_PERIOD, TK_NEWLINE}, 1},
  {"Shock", "Shockwave deals", {TK_WORD, TK_DEALS, TK_NEWLINE}, 5},          /* the name only as a whole word */
  {"X", "Draw two cards.", {TK_DRAW, TK_NUMWORD, TK_CARDS, TK_PERIOD, TK_NEWLINE}, 1},
  {"X", "{3}{W}{W}", {TK_MANA, TK_MANA, TK_MANA, TK_NEWLINE}, 3},
  {"X", "Creature " EM " Angel", {TK_CREATURE, TK_DASH, TK_WORD, TK_NEWLINE}, 5},
  {"X", "Creature -- Angel", {TK_CREATURE, TK_DASH, TK_WORD, TK_NEWLINE}, 5},
  {"X", "*/4", {TK_STAR, TK_SLASH, TK_NUMBER, TK_NEWLINE}, 1},
  {"X", "gets +1/+1 until", {TK_GETS, TK_PTMOD, TK_UNTIL, TK_NEWLINE}, 5},
  {"X", "its owner\xE2\x80\x99s hand", {TK_ITS, TK_OWNERS, TK_HAND, TK_NEWLINE}, 4},
  {"X", "Flying # a comment", {TK_KEYWORD, TK_NEWLINE}, 6},
  {"X", "Creature \xE2\x80\x93 Bear", {TK_CREATURE, TK_ILLEGAL, TK_WORD, TK_NEWLINE}, 4}, /* an en dash: one token */
  {"X", "Draw @", {TK_DRAW, TK_ILLEGAL, TK_NEWLINE}, 1},
  {"X", "Flying, vigilance", {TK_KEYWORD, TK_COMMA, TK_KEYWORD, TK_NEWLINE}, 9},
  {"X", "Bishop's Soldier", {TK_WORD, TK_WORD, TK_NEWLINE}, 7},
};

START_TEST(test_lexes)
{
  dsl_ctx c;
  dsl_tok tok, prev = {0, 0};
  lex_line(&c, lexes[_i].self, lexes[_i].text);
  int k = 0;
  for (; lexes[_i].tokens[k]; k++) {
    int t = lex_next(&c, &tok);
    ck_assert_msg(t == lexes[_i].tokens[k], "\"%s\": token %d is %d, expected %d", lexes[_i].text, k, t,
                  lexes[_i].tokens[k]);
    if (t != TK_NEWLINE)
      prev = tok;
  }
  ck_assert_int_eq(lex_next(&c, &tok), 0);
  ck_assert_uint_eq(prev.len, lexes[_i].last_len);
}
END_TEST

/* every token the lexer can return has a name for "expected ..." messages */
START_TEST(test_every_token_named)
{
  int t = 1;
  for (const char *name; (name = gram_token_name(t)) != NULL; t++)
    ck_assert_msg(name[0], "token %d has no name in grammar.y's token_names", t);
  ck_assert_int_gt(t, TK_KEYWORD);
}
END_TEST

/* a NEWLINE token's slice is the whole line; blank lines and comment lines make no token */
START_TEST(test_newline_slices)
{
  dsl_ctx c;
  dsl_tok tok;
  const char *text = "# comment\n\nFlying\n\n  Draw a card.\n";
  lex_line(&c, "X", text);
  ck_assert_int_eq(lex_next(&c, &tok), TK_KEYWORD);
  ck_assert_int_eq(lex_next(&c, &tok), TK_NEWLINE);
  ck_assert_int_eq((int)tok.len, 6);
  ck_assert_int_eq(strncmp(text + tok.off, "Flying", 6), 0);
  for (int i = 0; i < 4; i++)
    ck_assert_int_ne(lex_next(&c, &tok), TK_NEWLINE);
  ck_assert_int_eq(lex_next(&c, &tok), TK_NEWLINE);
  ck_assert_int_eq(strncmp(text + tok.off, "Draw a card.", tok.len), 0);
  ck_assert_int_eq((int)tok.len, 12);
  ck_assert_int_eq(lex_next(&c, &tok), 0);
}
END_TEST

/* ---- good cards ------------------------------------------------------------------------------- */

static const struct {
  const char *src;
  uint16_t types;
  uint8_t supertypes;
  uint64_t keywords;
  int power, toughness;         /* -1: no P/T */
  uint8_t pt_flags;
  const char *abil[3];          /* describe() of each ability */
} goods[] = {
  {"card \"Lightning Bolt\" {R}\nInstant\nLightning Bolt deals 3 damage to any target.\n",
   BIT(TYPE_INSTANT), 0, 0, -1, -1, 0, {"spell [any target]: PUSH 3; TARGET 0; DAMAGE; END (stack 2)"}},
  {"card \"Shock\" {R}\nInstant\nThis spell deals 2 damage to any target.\n",
   BIT(TYPE_INSTANT), 0, 0, -1, -1, 0, {"spell [any target]: PUSH 2; TARGET 0; DAMAGE; END (stack 2)"}},
  {"card \"Divination\" {2}{U}\nSorcery\nDraw two cards.\n",
   BIT(TYPE_SORCERY), 0, 0, -1, -1, 0, {"spell: PUSH 2; YOU; DRAW; END (stack 2)"}},
  {"card \"Study\" {U}\nInstant\nDraw a card.\n", BIT(TYPE_INSTANT), 0, 0, -1, -1, 0, {"spell: PUSH 1; YOU; DRAW; END (stack 2)"}},
  {"card \"Heal\" {W}\nInstant\nTarget player gains 3 life.\n",
   BIT(TYPE_INSTANT), 0, 0, -1, -1, 0, {"spell [target player]: PUSH 3; TARGET 0; GAIN_LIFE; END (stack 2)"}},
  {"card \"Drain\" {B}\nSorcery\nTarget opponent loses 2 life. You gain 2 life.\n", BIT(TYPE_SORCERY), 0, 0, -1, -1, 0,
   {"spell [target opponent]: PUSH 2; TARGET 0; LOSE_LIFE; PUSH 2; YOU; GAIN_LIFE; END (stack 2)"}},
  {"card \"Deadly Riposte\" {1}{W}\nInstant\n"
   "Deadly Riposte deals 3 damage to target tapped creature and you gain 2 life.\n", BIT(TYPE_INSTANT), 0, 0, -1, -1, 0,
   {"spell [target tapped creature]: PUSH 3; TARGET 0; DAMAGE; PUSH 2; YOU; GAIN_LIFE; END (stack 2)"}},
  {"card \"Two Shots\" {R}\nSorcery\nTwo Shots deals 1 damage to target creature.\n"
   "Target player draws a card.\n", BIT(TYPE_SORCERY), 0, 0, -1, -1, 0, /* one spell ability over two lines */
   {"spell [target creature, target player]: PUSH 1; TARGET 0; DAMAGE; PUSH 1; TARGET 1; DRAW; END (stack 2)"}},
  {"card \"Joust\" {W}\nInstant\nIt deals 3 damage to target attacking or blocking creature.\n",
   BIT(TYPE_INSTANT), 0, 0, -1, -1, 0,
   {"spell [target attacking or blocking creature]: PUSH 3; TARGET 0; DAMAGE; END (stack 2)"}},
  {"card \"Serra Angel\" {3}{W}{W}\nCreature " EM " Angel\nFlying\nVigilance\n4/4\n",
   BIT(TYPE_CREATURE), 0, BIT(KW_FLYING) | BIT(KW_VIGILANCE), 4, 4, PACK_PT_HAS, {NULL}},
  {"card \"Knight\" {1}{W}\ncreature -- knight\nFirst strike, LIFELINK\n2/1\n",
   BIT(TYPE_CREATURE), 0, BIT(KW_FIRST_STRIKE) | BIT(KW_LIFELINK), 2, 1, PACK_PT_HAS, {NULL}},
  {"card \"Wall\" {1}\nArtifact Creature " EM " Wall\nDefender\n0/4\n",
   BIT(TYPE_ARTIFACT) | BIT(TYPE_CREATURE), 0, BIT(KW_DEFENDER), 0, 4, PACK_PT_HAS, {NULL}},
  {"card \"Star\" {2}{G}\nCreature " EM " Elemental\n*/4\n", BIT(TYPE_CREATURE), 0, 0, 0, 4,
   PACK_PT_HAS | PACK_PT_STAR_POWER, {NULL}},
  {"card \"Forest\"\nBasic Land " EM " Forest\n", BIT(TYPE_LAND), BIT(SUPER_BASIC), 0, -1, -1, 0, {NULL}},
  {"card \"Kin\" {1}\nKindred Sorcery " EM " Goblin\nDraw a card.\n", BIT(TYPE_KINDRED) | BIT(TYPE_SORCERY), 0, 0, -1, -1,
   0, {"spell: PUSH 1; YOU; DRAW; END (stack 2)"}},
  {"card \"Scout\" {G}\nCreature " EM " Elf\nWhen this creature enters, you gain 2 life.\n1/1\n",
   BIT(TYPE_CREATURE), 0, 0, 1, 1, PACK_PT_HAS, {"triggered (enters): PUSH 2; YOU; GAIN_LIFE; END (stack 2)"}},
  {"card \"Elf\" {G}\nCreature " EM " Elf Druid\n{T}: Add {G}.\n1/1\n", BIT(TYPE_CREATURE), 0, 0, 1, 1, PACK_PT_HAS,
   {"mana: END (stack 0)"}},
  {"card \"Lord\" {1}{W}{W}\nCreature " EM " Human\nOther white creatures you control get +1/+1.\n2/2\n",
   BIT(TYPE_CREATURE), 0, 0, 2, 2, PACK_PT_HAS,
   {"static: F_OTHER; F_COLOR 0; F_TYPE 5; F_YOURS; PUSH 1; PUSH 1; MODIFY_PT; END (stack 2)"}},
  {"card \"Pinger\" {R}\nCreature " EM " Human\nFlying\n{T}, Sacrifice this creature: It deals 1 damage to any target.\n"
   "When this creature dies, draw a card.\n1/1\n", BIT(TYPE_CREATURE), 0, BIT(KW_FLYING), 1, 1, PACK_PT_HAS,
   {"activated [any target]: PUSH 1; TARGET 0; DAMAGE; END (stack 2)",
    "triggered (dies): PUSH 1; YOU; DRAW; END (stack 2)"}},
};

START_TEST(test_good_cards)
{
  dsl_ctx c;
  char *diag = compile(&c, goods[_i].src);
  ck_assert_msg(c.errors == 0 && c.ncards == 1, "%s", diag);
  const cg_card *k = &c.cards[0];
  ck_assert_uint_eq(k->rec.types, goods[_i].types);
  ck_assert_uint_eq(k->rec.supertypes, goods[_i].supertypes);
  ck_assert_uint_eq(card_keywords(&k->rec), goods[_i].keywords);
  ck_assert_uint_eq(k->rec.pt_flags & ~PACK_SELF_NAMED, goods[_i].pt_flags);
  if (goods[_i].power >= 0) {
    ck_assert_int_eq(k->rec.power, goods[_i].power);
    ck_assert_int_eq(k->rec.toughness, goods[_i].toughness);
  }
  int n = 0;
  while (n < 3 && goods[_i].abil[n])
    n++;
  ck_assert_int_eq(k->nabil, n);
  for (int a = 0; a < n; a++) {
    char got[512];
    describe(k, a, got, sizeof got);
    ck_assert_str_eq(got, goods[_i].abil[a]);
  }
  ck_assert_str_eq(diag, "");
  free(diag);
  dsl_free(&c);
}
END_TEST

/* header fields: cost counts, colors from the cost, subtypes in order, the set code */
START_TEST(test_card_fields)
{
  dsl_ctx c;
  char *diag = compile(&c, "card \"Hydra\" {X}{10}{G}{G}{C}\nCreature " EM " Hydra Beast\n3/3\n\n"
                           "card \"Badlands\"\nLand " EM " Swamp Mountain\n");
  ck_assert_msg(c.errors == 0 && c.ncards == 2, "%s", diag);
  const pack_card *h = &c.cards[0].rec;
  ck_assert_int_eq(h->x, 1);
  ck_assert_int_eq(h->generic, 10);
  ck_assert_int_eq(h->cost[MANA_G], 2);
  ck_assert_int_eq(h->cost[MANA_C], 1);
  ck_assert_int_eq(h->has_cost, 1);
  ck_assert_uint_eq(h->colors, BIT(COLOR_GREEN));
  ck_assert_int_eq(h->subtypes[0], SUB_HYDRA);
  ck_assert_int_eq(h->subtypes[1], SUB_BEAST);
  ck_assert_int_eq(h->subtypes[2], PACK_NONE);
  const pack_card *b = &c.cards[1].rec;
  ck_assert_int_eq(b->has_cost, 0);
  ck_assert_uint_eq(b->colors, 0);
  ck_assert_int_eq(b->subtypes[0], SUB_SWAMP);
  ck_assert_int_eq(b->subtypes[1], SUB_MOUNTAIN);
  ck_assert_str_eq(c.cards[1].set, "TST");
  ck_assert_str_eq(c.cards[1].text, "");
  free(diag);
  dsl_free(&c);
}
END_TEST

/* the set code is the folder under data/sets/, upper-cased */
START_TEST(test_set_code_from_folder)
{
  dsl_ctx c;
  dsl_init(&c, NULL);
  ck_assert_int_eq(dsl_compile_path(&c, SOURCE_ROOT "/data/sets/classic/lightning_bolt.card"), 0);
  ck_assert_int_eq(c.ncards, 1);
  ck_assert_str_eq(c.cards[0].set, "CLASSIC");
  ck_assert_str_eq(c.cards[0].text, "Lightning Bolt deals 3 damage to any target.");
  dsl_free(&c);
}
END_TEST

/* ---- bad cards: the exact diagnostics --------------------------------------------------------- */

static const struct {
  const char *src;
  int compiled;       /* cards that still compile */
  const char *diag;   /* exactly what is printed */
} bads[] = {
  {"card \"A\" {1}\nCreature " EM " Bear\nFlyin\n1/1\n", 0,
   "t.card:3:1: error: unexpected 'Flyin'; expected a keyword, an ability or effect sentence, or the "
   "power/toughness line\nFlyin\n^\n"},
  {"card \"A\" {R}\nInstant\nA deals 3 damage to any target\n", 0,
   "t.card:3:31: error: unexpected end of line; expected 'and', '.', ', where X is ...'\nA deals 3 damage to any target\n"
   "                              ^\n"},
  {"card \"A\" {1}\nCreature \xE2\x80\x93 Bear\n1/1\n", 0,
   "t.card:2:10: error: unexpected '\xE2\x80\x93'; expected end of line, '" EM "', a word, 'creature', 'land', "
   "'planeswalker', 'artifact', 'enchantment', 'sorcery', 'instant'\nCreature \xE2\x80\x93 Bear\n         ^\n"},
  {"card \"A\" {1}\nCreature " EM " Bear\n1/1\nFlying\n", 0,
   "t.card:4:1: error: unexpected 'Flying'; expected the end of the card after its power/toughness line\n"
   "Flying\n^\n"},
  {"card \"A\" {1}\nCreature " EM " Bear\nFlying\n", 0,
   "t.card:1:1: error: A: a creature needs a power/toughness line such as 2/2\ncard \"A\" {1}\n^\n"},
  {"card \"A\" {1}\nArtifact\n1/1\n", 0,
   "t.card:3:1: error: A: only creatures and Vehicles have power/toughness (301.7)\n1/1\n^\n"},
  {"card \"A\" {1}\nCreature " EM " Bear\nDraw a card.\n1/1\n", 0,
   "t.card:3:1: error: A: only instants and sorceries have spell effects in this version\nDraw a card.\n^\n"},
  {"card \"A\" {1}\nInstant\nDraw a card.\nCreatures you control get +1/+1.\n", 0,
   "t.card:4:1: error: A: an instant's or sorcery's text holds only keywords and its spell effects here\n"
   "Creatures you control get +1/+1.\n^\n"},
  {"card \"A\" {Q}\nInstant\nDraw a card.\n", 0,
   "t.card:1:10: error: unknown mana symbol '{Q}'; expected {N}, {W}, {U}, {B}, {R}, {G}, {C}, {X}, a hybrid symbol "
   "such as {W/U} or {2/W}, or a Phyrexian one such as {W/P}\n"
   "card \"A\" {Q}\n         ^\n"},
  {"card \"A\" {1}\nSorcery\nDraw 200 cards.\n", 0,
   "t.card:3:6: error: 200 is too large here (at most 127)\nDraw 200 cards.\n     ^\n"},
  {"card \"A\" {1}\nCreatur " EM " Bear\n1/1\n", 0,
   "t.card:2:1: error: 'Creatur' is not a supertype or card type\nCreatur " EM " Bear\n^\n"},
  {"card \"A\" {1}\nCreature " EM " Blorb\n1/1\n", 0,
   "t.card:2:12: error: unknown subtype 'Blorb' (add it to src/subtypes.def)\nCreature " EM " Blorb\n"
   "           ^\n"},
  {"card \"A\"\nLand " EM " Bear\n", 0,
   "t.card:2:8: error: 'Bear' is a subtype for a creature, which this card is not (205.3d)\nLand " EM " Bear\n"
   "       ^\n"},
  {"card \"A\" {1}\nCreature Legendary " EM " Bear\n1/1\n", 0,
   "t.card:2:10: error: supertypes come before the card types: 'Legendary'\nCreature Legendary " EM " Bear\n"
   "         ^\n"},
  {"card \"A\" {G}\nCreature " EM " Elf\nWhen this creature enters, if it was kicked, draw a card.\n1/1\n", 0,
   "t.card:1:1: error: A: 'kicked' is said, but the card has no kicker cost such as 'Kicker {2}' (702.33d)\n"
   "card \"A\" {G}\n^\n"},
  {"card \"A\" {R}\nInstant\nKicker {T}\nA deals 2 damage to any target.\n", 0,
   "t.card:3:1: error: A: a kicker cost here is mana only, e.g. 'Kicker {1}{U}'\nKicker {T}\n^\n"},
  {"card \"A\" {R}\nInstant\nKicker {1}\nDraw a card. If this spell was kicked, it deals 4 damage instead.\n", 0,
   "t.card:4:1: error: A: '... instead' follows the sentence whose amount it changes (damage, token copies)\n"
   "Draw a card. If this spell was kicked, it deals 4 damage instead.\n^\n"},
  {"card \"A\" {3}\nArtifact\nCreatures you control of the chosen color get +1/+1.\n", 0,
   "t.card:3:1: error: A: \"the chosen color\" needs \"As A enters, choose a color.\" before it\n"
   "Creatures you control of the chosen color get +1/+1.\n^\n"},
  {"card \"A\" {3}\nArtifact\nAs A enters, choose a color.\nAs A enters, choose a color.\n", 0,
   "t.card:4:1: error: A: one \"As ... enters, choose\" ability per card\nAs A enters, choose a color.\n^\n"},
  {"card \"A\" {3}\nArtifact\nLands you control have \"{T}: Add {C}{C}.\"\n", 0,
   "t.card:3:24: error: A: the quoted ability must compile as one triggered ability without targets or one mana "
   "ability, '{T}: Add one mana of any color.' or '{T}: Add {G}.' (see above)\nLands you control have \"{T}: Add "
   "{C}{C}.\"\n                       ^\n"},
  /* every bad line of a card is reported, and the next card still compiles */
  {"card \"A\" {1}\nCreature " EM " Bear\nFlying sometimes\n\tTrample, often\n1/1\n\n"
   "card \"B\" {1}\nCreature " EM " Bear\n2/2\n", 1,
   "t.card:3:8: error: unexpected 'sometimes'; expected ',', end of line\nFlying sometimes\n       ^\n"
   "t.card:4:11: error: unexpected 'often'; expected a keyword, 'firebending'\n\tTrample, often\n\t         ^\n"},
  {"Instant\ncard \"B\" {1}\nCreature " EM " Bear\n2/2\n", 1,
   "t.card:1:1: error: expected a card header: card \"Name\" {cost}\nInstant\n^\n"},
  {"card \"A\" {1} Bear\nCreature " EM " Bear\nFlyin\n1/1\n", 0,
   "t.card:1:14: error: unexpected 'Bear'; expected end of line, a mana symbol\ncard \"A\" {1} Bear\n"
   "             ^\n"
   "t.card:3:1: error: unexpected 'Flyin'; expected a keyword, an ability or effect sentence, or the "
   "power/toughness line\nFlyin\n^\n"},
  {"card \"A\" {2}{R}\nBattle " EM " Siege\n", 0,
   "t.card:1:1: error: A: a battle needs a defense line such as 'Defense: 5' (310.4)\ncard \"A\" {2}{R}\n^\n"},
  {"card \"A\" {1}\nCreature " EM " Bear\nDefense: 3\n", 0,
   "t.card:3:10: error: A: only battles have defense (310.4)\nDefense: 3\n         ^\n"},
  {"card \"A\" {1}\n", 0, "t.card:1:13: error: unexpected end of card; expected a word, 'creature', 'land', "
   "'planeswalker', 'artifact', 'enchantment', 'sorcery', 'instant'\ncard \"A\" {1}\n            ^\n"},
};

START_TEST(test_bad_cards)
{
  dsl_ctx c;
  char *diag = compile(&c, bads[_i].src);
  ck_assert_str_eq(diag, bads[_i].diag);
  ck_assert_int_eq(c.ncards, bads[_i].compiled);
  ck_assert_int_gt(c.errors, 0);
  free(diag);
  dsl_free(&c);
}
END_TEST

/* ---- one name, two definitions ---------------------------------------------------------------- */

START_TEST(test_identical_duplicates_kept_once)
{
  dsl_ctx c;
  dsl_init(&c, NULL);
  const char *forest = "card \"Forest\"\nBasic Land " EM " Forest\n";
  ck_assert_int_eq(dsl_compile_text(&c, "fdn/forest.card", "FDN", forest), 0);
  ck_assert_int_eq(dsl_compile_text(&c, "classic/forest.card", "CLASSIC", forest), 0);
  ck_assert_int_eq(c.compiled, 2);
  ck_assert_int_eq(c.ncards, 1);
  ck_assert_str_eq(c.cards[0].set, "FDN"); /* the first definition compiled */
  uint8_t *img;
  size_t n;
  ck_assert_int_eq(dsl_pack_image(&c, &img, &n), 0);
  free(img);
  dsl_free(&c);
}
END_TEST

START_TEST(test_different_duplicates_refused)
{
  dsl_ctx c;
  char *text = NULL;
  size_t size = 0;
  FILE *f = open_memstream(&text, &size);
  dsl_init(&c, f);
  ck_assert_int_eq(dsl_compile_text(&c, "a.card", "A", "card \"Bear\" {1}{G}\nCreature " EM " Bear\n2/2\n"), 0);
  ck_assert_int_eq(dsl_compile_text(&c, "b.card", "B", "\ncard \"Bear\" {1}{G}\nCreature " EM " Bear\n2/3\n"), -1);
  fclose(f);
  ck_assert_str_eq(text, "b.card:2:1: error: card \"Bear\" is defined differently in a.card:1\n"
                         "card \"Bear\" {1}{G}\n^\n");
  ck_assert_int_eq(c.errors, 1);
  ck_assert_int_eq(c.compiled, 1);
  ck_assert_int_eq(c.ncards, 1);
  ck_assert_int_eq(c.cards[0].rec.toughness, 2);
  free(text);
  dsl_free(&c);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("dsl");
  TCase *lex = tcase_create("lexer");
  tcase_add_test(lex, test_every_keyword_lexes);
  tcase_add_test(lex, test_every_keyword_compiles);
  tcase_add_loop_test(lex, test_lexes, 0, (int)(sizeof lexes / sizeof *lexes));
  tcase_add_test(lex, test_newline_slices);
  tcase_add_test(lex, test_every_token_named);
  suite_add_tcase(s, lex);
  TCase *good = tcase_create("good");
  tcase_add_loop_test(good, test_good_cards, 0, (int)(sizeof goods / sizeof *goods));
  tcase_add_test(good, test_card_fields);
  tcase_add_test(good, test_set_code_from_folder);
  suite_add_tcase(s, good);
  TCase *bad = tcase_create("bad");
  tcase_add_loop_test(bad, test_bad_cards, 0, (int)(sizeof bads / sizeof *bads));
  tcase_add_test(bad, test_identical_duplicates_kept_once);
  tcase_add_test(bad, test_different_duplicates_refused);
  suite_add_tcase(s, bad);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? 1 : 0;
}
