/* check_pack.c: Check tests of the compiler and the pack verifier -- good packs load, corrupt ones are refused. */
#include "dsl.h"
#include "mtgvm.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>

static const char *const source =
  "card \"Shock\" {R}\nInstant\nShock deals 2 damage to any target.\n\n"
  "card \"Divination\" {2}{U}\nSorcery\nDraw two cards.\n\n"
  "card \"Grizzly Bears\" {1}{G}\nCreature \xE2\x80\x94 Bear\n2/2\n";

static uint8_t *image;
static size_t image_size;

static void setup(void)
{
  dsl_ctx c;
  dsl_init(&c, NULL);
  ck_assert_int_eq(dsl_compile_text(&c, "test.card", "TST", source), 0);
  ck_assert_int_eq(c.ncards, 3);
  ck_assert_int_eq(dsl_pack_image(&c, &image, &image_size), 0);
  dsl_free(&c);
}

static void teardown(void) { free(image); }

/* a copy of the image with `edit` applied and the checksum made right again (so deeper checks run) */
static mtg_pack *load_edited(void (*edit)(uint8_t *img, size_t *n), int fix_checksum)
{
  uint8_t *copy = malloc(image_size);
  size_t n = image_size;
  memcpy(copy, image, n);
  edit(copy, &n);
  if (fix_checksum && n >= sizeof(pack_header)) {
    pack_header h;
    memcpy(&h, copy, sizeof h);
    h.checksum = pack_fnv1a(copy + sizeof h, n - sizeof h);
    memcpy(copy, &h, sizeof h);
  }
  mtg_pack *p = mtg_pack_load_memory(copy, n);
  free(copy);
  return p;
}

static pack_header *hdr(uint8_t *img) { return (pack_header *)img; }
static pack_ability *abil(uint8_t *img, int i) { return (pack_ability *)(img + hdr(img)->abil_off) + i; }
static uint8_t *code(uint8_t *img, int i) { return img + hdr(img)->code_off + abil(img, i)->code; }

static void bad_magic(uint8_t *img, size_t *n) { (void)n; img[0] = 'X'; }
static void bad_version(uint8_t *img, size_t *n) { (void)n; hdr(img)->version = 99; }
static void truncated(uint8_t *img, size_t *n) { (void)img; *n -= 9; }
static void tiny(uint8_t *img, size_t *n) { (void)img; *n = 10; }
static void flipped_byte(uint8_t *img, size_t *n) { img[*n - 3] ^= 0x40; }
static void bad_opcode(uint8_t *img, size_t *n) { (void)n; code(img, 0)[0] = 200; }
static void target_out_of_range(uint8_t *img, size_t *n)
{
  (void)n;
  for (int i = 0; i < 2; i++)
    if (abil(img, i)->ntargets == 1)
      code(img, i)[4] = 3; /* PUSH n (3 bytes), TARGET 3 */
}
static void underflow(uint8_t *img, size_t *n) { (void)n; code(img, 0)[0] = OP_DAMAGE; }
static void no_end(uint8_t *img, size_t *n)
{
  (void)n;
  pack_ability *a = abil(img, 0);
  a->code_len -= 1; /* drop the END */
}
static void string_out_of_bounds(uint8_t *img, size_t *n)
{
  (void)n;
  ((pack_card *)(img + hdr(img)->cards_off))[1].name = 1u << 30;
}
static void abilities_out_of_range(uint8_t *img, size_t *n)
{
  (void)n;
  ((pack_card *)(img + hdr(img)->cards_off))[0].abil_count = 40;
}
static void unsorted(uint8_t *img, size_t *n)
{
  (void)n;
  pack_card *c = (pack_card *)(img + hdr(img)->cards_off);
  pack_card t = c[0];
  c[0] = c[1];
  c[1] = t;
}
static void stack_too_deep(uint8_t *img, size_t *n) { (void)n; abil(img, 0)->max_stack = 1; }

START_TEST(test_good_pack_loads)
{
  mtg_pack *p = mtg_pack_load_memory(image, image_size);
  ck_assert_int_eq(mtg_errcode(p), 0);
  ck_assert_int_eq(mtg_pack_card_count(p), 3);
  ck_assert_int_ge(mtg_pack_find_card(p, "Shock"), 0);
  ck_assert_int_eq(mtg_pack_find_card(p, "Black Lotus"), MTG_ENOTFOUND);
  const pack_card *bears = &p->cards[mtg_pack_find_card(p, "Grizzly Bears")];
  ck_assert_int_eq(bears->power, 2);
  ck_assert_int_eq(bears->types, BIT(TYPE_CREATURE));
  ck_assert_int_eq(bears->subtypes[0], SUB_BEAR);
  ck_assert_int_eq(bears->colors, BIT(COLOR_GREEN));
  ck_assert_str_eq(mtg_pack_card_name(p, 0), "Divination");
  ck_assert_ptr_null(mtg_pack_card_name(p, 3));
  mtg_pack_free(p);
}
END_TEST

static const struct {
  const char *name;
  void (*edit)(uint8_t *, size_t *);
  int fix;
  const char *message;
} corrupt[] = {
  {"bad magic", bad_magic, 0, "bad magic"},
  {"bad version", bad_version, 1, "pack version 99"},
  {"truncated", truncated, 0, "truncated"},
  {"tiny", tiny, 0, "truncated pack"},
  {"flipped byte", flipped_byte, 0, "checksum"},
  {"bad opcode", bad_opcode, 1, "unknown opcode"},
  {"target out of range", target_out_of_range, 1, "TARGET 3"},
  {"stack underflow", underflow, 1, "underflow"},
  {"no END", no_end, 1, "END"},
  {"string out of bounds", string_out_of_bounds, 1, "outside the string section"},
  {"abilities out of range", abilities_out_of_range, 1, "abilities out of range"},
  {"unsorted", unsorted, 1, "not sorted"},
  {"stack too deep", stack_too_deep, 1, "stack depth"},
};

START_TEST(test_corrupt_pack_refused)
{
  mtg_pack *p = load_edited(corrupt[_i].edit, corrupt[_i].fix);
  ck_assert_ptr_nonnull(p);
  ck_assert_msg(mtg_errcode(p) == MTG_EFORMAT, "%s: code %d (%s)", corrupt[_i].name, mtg_errcode(p), mtg_errmsg(p));
  ck_assert_msg(strstr(mtg_errmsg(p), corrupt[_i].message), "%s: message \"%s\"", corrupt[_i].name, mtg_errmsg(p));
  ck_assert_int_eq(mtg_pack_card_count(p), 0);
  mtg_game *g = mtg_game_new(p, NULL, NULL, NULL); /* an unusable pack starts no game */
  ck_assert_int_eq(mtg_errcode(g), MTG_EINVAL);
  mtg_game_free(g);
  mtg_pack_free(p);
}
END_TEST

START_TEST(test_missing_file)
{
  mtg_pack *p = mtg_pack_load("/nonexistent/pack.mtgpack");
  ck_assert_int_eq(mtg_errcode(p), MTG_EIO);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(p), "/nonexistent/pack.mtgpack"));
  mtg_pack_free(p);
  p = mtg_pack_load_memory(NULL, 5);
  ck_assert_int_eq(mtg_errcode(p), MTG_EINVAL);
  mtg_pack_free(p);
}
END_TEST

START_TEST(test_every_keyword_lexes)
{
  /* the lexer's keyword rules and keywords.def must not drift apart */
  for (int k = 0; k < KW__COUNT; k++) {
    char text[256];
    snprintf(text, sizeof text, "card \"K\" {1}\nCreature \xE2\x80\x94 Bear\n%s\n1/1\n", type_keyword_names[k]);
    dsl_ctx c;
    dsl_init(&c, NULL);
    ck_assert_msg(dsl_compile_text(&c, "kw.card", "TST", text) == 0, "keyword %s", type_keyword_names[k]);
    ck_assert_uint_eq(c.cards[0].rec.keywords, BIT(k));
    dsl_free(&c);
  }
}
END_TEST

START_TEST(test_errors_do_not_stop_other_cards)
{
  dsl_ctx c;
  dsl_init(&c, NULL);
  const char *text = "card \"A\" {1}\nCreature \xE2\x80\x94 Bear\nFlying sometimes\n1/1\n\n"
                     "card \"B\" {1}\nCreature \xE2\x80\x94 Bear\n1/1\n\n"
                     "card \"C\" {Z}\nCreature \xE2\x80\x94 Bear\n1/1\n";
  ck_assert_int_eq(dsl_compile_text(&c, "x.card", "TST", text), -1);
  ck_assert_int_eq(c.errors, 2);
  ck_assert_int_eq(c.ncards, 1);
  ck_assert_str_eq(c.cards[0].name, "B");
  ck_assert_int_eq(c.attempted, 3);
  dsl_free(&c);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("pack");
  TCase *tc = tcase_create("verify");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_add_test(tc, test_good_pack_loads);
  tcase_add_loop_test(tc, test_corrupt_pack_refused, 0, (int)(sizeof corrupt / sizeof *corrupt));
  tcase_add_test(tc, test_missing_file);
  tcase_add_test(tc, test_every_keyword_lexes);
  tcase_add_test(tc, test_errors_do_not_stop_other_cards);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? 1 : 0;
}
