/* check_pack.c: Check tests of packs -- the writer/loader round trip, and the verifier refusing corrupt images. */
#include "dsl.h"
#include "mtgvm.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define EM "\xE2\x80\x94"

static const char *const source =
  "card \"Shock\" {R}\nInstant\nShock deals 2 damage to any target.\n\n"
  "card \"Divination\" {2}{U}\nSorcery\nDraw two cards.\n\n"
  "card \"Raise\" {W}\nInstant\nCreate two 1/1 white Soldier creature tokens.\n\n"
  "card \"Grizzly Bears\" {1}{G}\nCreature " EM " Bear\n2/2\n\n"
  "card \"Elf\" {G}\nCreature " EM " Elf Druid\nReach\nWhen this creature enters, target player gains 2 life.\n"
  "{T}: Add {G}.\n1/1\n\n"
  "card \"Battle\" {G}\nInstant\nPut a +1/+1 counter on target creature.\n\n"
  "card \"Anthem\" {W}\nEnchantment\nWhite creatures you control get +1/+1.\n\n"
  "card \"Tutor\" {B}\nSorcery\nYou may search your library for a basic land card, put it into your hand, then shuffle.\n\n"
  "card \"Roil\" {U}\nInstant\nKicker {1}\nReturn target creature to its owner's hand. If this spell was kicked, draw a "
  "card.\n";
#define SOURCE_CARDS 10 /* the nine cards and the Soldier token */

/* the compiled source: its cards (sorted by the writer) and its pack image */
typedef struct fixture {
  dsl_ctx c;
  uint8_t *img;
  size_t size;
} fixture;

static void build(fixture *f)
{
  dsl_init(&f->c, NULL);
  ck_assert_int_eq(dsl_compile_text(&f->c, "test.card", "TST", source), 0);
  ck_assert_int_eq(dsl_pack_image(&f->c, &f->img, &f->size), 0);
  ck_assert_int_eq(f->c.ncards, SOURCE_CARDS);
}

static void unbuild(fixture *f)
{
  free(f->img);
  dsl_free(&f->c);
}

/* ---- round trip --------------------------------------------------------------------------------- */

/* every field the compiler produced comes back from the loaded pack */
START_TEST(test_round_trip)
{
  fixture f;
  build(&f);
  mtg_pack *p = mtg_pack_load_memory(f.img, f.size);
  ck_assert_int_eq(mtg_errcode(p), 0);
  ck_assert_int_eq(mtg_pack_card_count(p), SOURCE_CARDS);
  for (int i = 0; i < f.c.ncards; i++) {
    const cg_card *k = &f.c.cards[i];
    int id = mtg_pack_find_card(p, k->name);
    ck_assert_int_eq(id, i); /* sorted by name, found by name */
    ck_assert_str_eq(mtg_pack_card_name(p, id), k->name);
    const pack_card *r = &p->cards[id];
    ck_assert_str_eq(pack_str(p, r->set), "TST");
    ck_assert_str_eq(pack_str(p, r->text), k->text);
    pack_card want = k->rec, got = *r;
    want.name = want.set = want.text = got.name = got.set = got.text = 0;
    want.abil_first = got.abil_first = 0;
    want.abil_count = (uint16_t)k->nabil;
    ck_assert_int_eq(memcmp(&want, &got, sizeof want), 0);
    for (int a = 0; a < k->nabil; a++) {
      pack_ability wa = k->abil[a], ga = p->abils[r->abil_first + a];
      ck_assert_int_eq(memcmp(p->code + ga.code, k->code + wa.code, wa.code_len), 0);
      ck_assert_str_eq(pack_str(p, ga.text), k->abil_text[a][0] ? k->abil_text[a] : k->text);
      wa.code = ga.code = wa.text = ga.text = 0;
      ck_assert_int_eq(memcmp(&wa, &ga, sizeof wa), 0);
    }
  }
  ck_assert_int_eq(mtg_pack_find_card(p, "Black Lotus"), MTG_ENOTFOUND);
  ck_assert_int_eq(mtg_pack_find_card(p, "shock"), MTG_ENOTFOUND); /* exact names */
  ck_assert_ptr_null(mtg_pack_card_name(p, SOURCE_CARDS));
  ck_assert_ptr_null(mtg_pack_card_name(p, -1));
  const pack_card *bears = &p->cards[mtg_pack_find_card(p, "Grizzly Bears")];
  ck_assert_int_eq(bears->power, 2);
  ck_assert_int_eq(bears->subtypes[0], SUB_BEAR);
  ck_assert_int_eq(bears->colors, BIT(COLOR_GREEN));
  mtg_pack_free(p);
  unbuild(&f);
}
END_TEST

/* the pack layout: sections 8-aligned and in order, strings deduplicated, the checksum over the rest */
START_TEST(test_layout)
{
  fixture f;
  build(&f);
  const pack_header *h = (const pack_header *)f.img;
  ck_assert_int_eq(memcmp(h->magic, PACK_MAGIC, 8), 0);
  ck_assert_uint_eq(h->size, f.size);
  ck_assert_uint_eq(h->cards_off % 8 + h->abil_off % 8 + h->code_off % 8 + h->str_off % 8, 0);
  ck_assert_uint_lt(h->cards_off, h->abil_off);
  ck_assert_uint_lt(h->abil_off, h->code_off);
  ck_assert_uint_lt(h->code_off, h->str_off);
  ck_assert_uint_eq(h->checksum, pack_fnv1a(f.img + sizeof *h, f.size - sizeof *h));
  const char *strs = (const char *)f.img + h->str_off;
  int tst = 0;
  for (uint32_t off = 0; off < h->str_size; off += (uint32_t)strlen(strs + off) + 1)
    tst += strcmp(strs + off, "TST") == 0;
  ck_assert_int_eq(tst, 1); /* six cards, one "TST" */
  unbuild(&f);
}
END_TEST

/* a pack on disk; the packs the build makes all load */
START_TEST(test_files)
{
  fixture f;
  build(&f);
  char path[] = "/tmp/check_pack_XXXXXX";
  int fd = mkstemp(path);
  ck_assert_int_ge(fd, 0);
  ck_assert_int_eq(write(fd, f.img, f.size), (ssize_t)f.size);
  close(fd);
  mtg_pack *p = mtg_pack_load(path);
  ck_assert_int_eq(mtg_errcode(p), 0);
  ck_assert_int_eq(mtg_pack_card_count(p), SOURCE_CARDS);
  mtg_pack_free(p);
  ck_assert_int_eq(truncate(path, 100), 0);
  p = mtg_pack_load(path);
  ck_assert_int_eq(mtg_errcode(p), MTG_EFORMAT);
  ck_assert_ptr_eq(strstr(mtg_errmsg(p), path), mtg_errmsg(p)); /* the message starts with the path */
  ck_assert_int_eq(mtg_pack_card_count(p), 0);
  mtg_pack_free(p);
  unlink(path);
  unbuild(&f);

  static const char *const built[] = {"all", "fdn", "classic"};
  for (int i = 0; i < 3; i++) {
    char pack[512];
    snprintf(pack, sizeof pack, "%s/packs/%s.mtgpack", BUILD_ROOT, built[i]);
    p = mtg_pack_load(pack);
    ck_assert_msg(mtg_errcode(p) == 0, "%s: %s", pack, mtg_errmsg(p));
    for (int id = 0; id < mtg_pack_card_count(p); id++)
      ck_assert_int_eq(mtg_pack_find_card(p, mtg_pack_card_name(p, id)), id);
    ck_assert_int_ge(mtg_pack_find_card(p, "Forest"), 0);
    mtg_pack_free(p);
  }
}
END_TEST

START_TEST(test_bad_arguments)
{
  mtg_pack *p = mtg_pack_load("/nonexistent/pack.mtgpack");
  ck_assert_int_eq(mtg_errcode(p), MTG_EIO);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(p), "/nonexistent/pack.mtgpack"));
  mtg_pack_free(p);
  p = mtg_pack_load_memory(NULL, 5);
  ck_assert_int_eq(mtg_errcode(p), MTG_EINVAL);
  ck_assert_int_eq(mtg_pack_find_card(p, "Shock"), MTG_ENOTFOUND);
  mtg_pack_free(p);
  ck_assert_int_eq(mtg_pack_card_count(NULL), MTG_EINVAL);
  ck_assert_int_eq(mtg_pack_find_card(NULL, "Shock"), MTG_EINVAL);
  ck_assert_ptr_null(mtg_pack_card_name(NULL, 0));
  mtg_pack_free(NULL);
}
END_TEST

/* ---- corrupt images ------------------------------------------------------------------------------ */

static pack_header *hdr(uint8_t *img) { return (pack_header *)img; }
static pack_card *card(uint8_t *img, int id) { return (pack_card *)(img + hdr(img)->cards_off) + id; }
static pack_ability *abil(uint8_t *img, int i) { return (pack_ability *)(img + hdr(img)->abil_off) + i; }

/* the first ability of the card named `name` (sorted: Anthem, Battle, Divination, Elf, Grizzly Bears, Raise, Shock, ...) */
static pack_ability *abil_of(uint8_t *img, const char *name)
{
  const char *strs = (const char *)img + hdr(img)->str_off;
  for (uint32_t i = 0; i < hdr(img)->ncards; i++)
    if (strcmp(strs + card(img, (int)i)->name, name) == 0)
      return abil(img, card(img, (int)i)->abil_first);
  ck_abort_msg("no card %s", name);
  return NULL;
}
static uint8_t *code_of(uint8_t *img, const char *name) { return img + hdr(img)->code_off + abil_of(img, name)->code; }

/* each edit breaks one rule; the checksum is made right again afterwards unless the rule is the checksum */
static void bad_magic(uint8_t *img, size_t *n) { (void)n; img[0] = 'X'; }
static void bad_version(uint8_t *img, size_t *n) { (void)n; hdr(img)->version = 9999; } /* a version no build has read yet */
static void truncated(uint8_t *img, size_t *n) { (void)img; *n -= 9; }
static void tiny(uint8_t *img, size_t *n) { (void)img; *n = 10; }
static void flipped_byte(uint8_t *img, size_t *n) { img[*n - 3] ^= 0x40; }
static void misaligned(uint8_t *img, size_t *n) { (void)n; hdr(img)->code_off += 1; }
static void section_outside(uint8_t *img, size_t *n) { hdr(img)->str_off = (uint32_t)*n; }
static void too_many_cards(uint8_t *img, size_t *n) { (void)n; hdr(img)->ncards = 1u << 24; }
static void header_reserved(uint8_t *img, size_t *n) { (void)n; hdr(img)->reserved = 1; }
static void defense_not_battle(uint8_t *img, size_t *n) { (void)n; card(img, 3)->defense = 7; }
static void string_out_of_bounds(uint8_t *img, size_t *n) { (void)n; card(img, 1)->name = 1u << 30; }
static void strings_unterminated(uint8_t *img, size_t *n)
{
  (void)n;
  img[hdr(img)->str_off + hdr(img)->str_size - 1] = 'x';
}
static void unsorted(uint8_t *img, size_t *n)
{
  (void)n;
  pack_card t = *card(img, 0);
  *card(img, 0) = *card(img, 1);
  *card(img, 1) = t;
}
static void duplicate_name(uint8_t *img, size_t *n) { (void)n; card(img, 1)->name = card(img, 0)->name; }
static void abilities_out_of_range(uint8_t *img, size_t *n) { (void)n; card(img, 0)->abil_count = 40; }
static void unknown_subtype(uint8_t *img, size_t *n) { (void)n; card(img, 2)->subtypes[0] = SUB__COUNT; }
static void unknown_keyword(uint8_t *img, size_t *n) { (void)n; card(img, 2)->keywords_hi = 0x80; } /* KW 39: none yet */
static void bad_kind(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->kind = ABIL__COUNT; }
static void too_many_targets(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->ntargets = PACK_MAX_TARGETS + 1; }
static void unknown_target(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->target[0] = TGT__COUNT; }
static void code_outside(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->code = hdr(img)->code_size; }
/* byte 255 is no opcode (src/opcodes.h asserts page 1 leaves it free); EXT 255 is none while page 2 has room */
_Static_assert(OP__COUNT < OP_PAGE2 + 255, "bad_page2 needs a page-2 number that no opcode has");
static void bad_opcode(uint8_t *img, size_t *n) { (void)n; code_of(img, "Divination")[0] = 255; }
static void bad_page2(uint8_t *img, size_t *n) { (void)n; code_of(img, "Divination")[0] = OP_EXT; code_of(img, "Divination")[1] = 255; }
static void ext_at_end(uint8_t *img, size_t *n) /* the last byte, END, becomes a prefix with nothing after it */
{
  (void)n;
  code_of(img, "Divination")[abil_of(img, "Divination")->code_len - 1] = OP_EXT;
}
static void operand_outside(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Divination")->code_len = 2; }
static void target_out_of_range(uint8_t *img, size_t *n) { (void)n; code_of(img, "Shock")[4] = 3; } /* PUSH n; TARGET 3 */
static void underflow(uint8_t *img, size_t *n) { (void)n; code_of(img, "Shock")[0] = OP_DAMAGE; }
static void stack_too_deep(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->max_stack = 1; }
static void no_end(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Divination")->code_len -= 1; }
static void after_end(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Divination")->code_len += 1; }
static void create_outside(uint8_t *img, size_t *n) { (void)n; code_of(img, "Raise")[4] = 0x40; } /* PUSH 2; CREATE */
static void create_card(uint8_t *img, size_t *n) { (void)n; code_of(img, "Raise")[4] = 0; }
/* Raise's CREATE made another instruction with a card operand: MANIFEST (the face-down definition, 708.2a), CREATE_TAPPED */
static void retyped(uint8_t *img, int op, int card) { code_of(img, "Raise")[3] = (uint8_t)op; code_of(img, "Raise")[4] = (uint8_t)card; }
static void manifest_card(uint8_t *img, size_t *n) { (void)n; retyped(img, OP_MANIFEST, 0); }
static void manifest_outside(uint8_t *img, size_t *n) { (void)n; retyped(img, OP_MANIFEST, 0x40); }
static void tapped_outside(uint8_t *img, size_t *n) { (void)n; retyped(img, OP_CREATE_TAPPED, 0x40); }
static void counter_kind(uint8_t *img, size_t *n) { (void)n; code_of(img, "Battle")[6] = 200; } /* TARGET; PUSH; COUNTERS k: past any kind */
static void color_operand(uint8_t *img, size_t *n) { (void)n; code_of(img, "Anthem")[1] = 5; } /* F_COLOR c; ... */
static void mana_first(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->mana_first = 2; }
static void mana_with_target(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->ntargets = 1; }
static void trigger_on_spell(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->trigger = TRIG_ENTERS; }
/* Tutor: MAY; FIND_SUPER 0; FIND_TYPE 4; YOU; SEARCH 0; END */
static void search_tapped_hand(uint8_t *img, size_t *n) { (void)n; code_of(img, "Tutor")[7] = SEARCH_TAPPED; }
static void search_bits(uint8_t *img, size_t *n) { (void)n; code_of(img, "Tutor")[7] = SEARCH__LIMIT; }
static void find_type(uint8_t *img, size_t *n) { (void)n; code_of(img, "Tutor")[4] = TYPE__COUNT; }
static void may_in_static(uint8_t *img, size_t *n) { (void)n; code_of(img, "Anthem")[0] = OP_MAY; }
static void wording_flag(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->flags = PACK_ABF_THE_BATTLEFIELD; }
/* Roil's spell ability (its second): TARGET 0; BOUNCE; KICKED; UNLESS 5; PUSH 1; YOU; DRAW; END */
static uint8_t *roil_code(uint8_t *img)
{
  return img + hdr(img)->code_off + abil(img, (int)(abil_of(img, "Roil") - abil(img, 0)) + 1)->code;
}
static void unless_inside(uint8_t *img, size_t *n) { (void)n; roil_code(img)[5] = 1; }
static void unless_depth(uint8_t *img, size_t *n) { (void)n; roil_code(img)[5] = 3; }
static void unless_past(uint8_t *img, size_t *n) { (void)n; roil_code(img)[5] = 6; }
static void hybrid_one_color(uint8_t *img, size_t *n) { (void)n; card(img, 0)->hybrid[0] = 1; }
static void cost_named_trigger(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Elf")->flags = PACK_ABF_COST_NAMED; }
static void granted_spell(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->flags = PACK_ABF_GRANTED; }
static void grant_plain(uint8_t *img, size_t *n) /* Anthem: F_COLOR 0 -> GRANT 0, its own static ability */
{
  (void)n;
  code_of(img, "Anthem")[0] = OP_GRANT;
  code_of(img, "Anthem")[1] = 0;
}
static void choose_in_static(uint8_t *img, size_t *n) { (void)n; code_of(img, "Anthem")[0] = OP_CHOOSE; } /* CHOOSE 0 */
static void choice_without_choose(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->kind = ABIL_ENTER_CHOICE; }
static void only_on_spell(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->only[0] = 1; } /* 106.6 */
static void mana_dyn_unknown(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->mana_amount = MANA_DYN_LAST + 1; }
static void mana_dyn_no_sub(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->mana_amount = MANA_DYN_SUB; }
/* lead: "Add N mana of any one color" is two or three of any color; "Tap an untapped creature you control" on a mana
   ability goes with {T} alone */
static void mana_one_color_single(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->mana_amount = MANA_ONE_COLOR | 1; }
static void mana_tap_creature_filter(uint8_t *img, size_t *n)
{
  (void)n;
  pack_ability *a = abil(img, abil_of(img, "Elf") - abil(img, 0) + 1);
  a->tap_n = 1;
  a->generic = 1;
}
/* lead: a triggered mana ability (605.1b) names a known event, and one kind of mana only for "you tap a creature" */
static void mana_trig_unknown(uint8_t *img, size_t *n)
{
  (void)n;
  pack_ability *a = abil(img, abil_of(img, "Elf") - abil(img, 0) + 1);
  *a = (pack_ability){.kind = ABIL_MANA_TRIG, .trig_arg = MTRIG_LAST + 1, .code = a->code, .code_len = 1, .text = a->text};
}
static void mana_trig_basic_with_kind(uint8_t *img, size_t *n)
{
  (void)n;
  pack_ability *a = abil(img, abil_of(img, "Elf") - abil(img, 0) + 1);
  *a = (pack_ability){.kind = ABIL_MANA_TRIG, .trig_arg = MTRIG_BASIC_LAND, .mana = BIT(MANA_G), .code = a->code, .code_len = 1, .text = a->text};
}
static void only_unknown(uint8_t *img, size_t *n) { (void)n; abil(img, abil_of(img, "Elf") - abil(img, 0) + 1)->only[0] = ONLY_TYPE | TYPE__COUNT; }
static void x_not_0_without_x(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->act = ACTR_X_NOT_0; }
static void act_mode_alone(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->kind = ABIL_ACT_MODE; } /* 700.2 */
static void modal_spell_ability(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->act = ACTR_MODAL; }
static void pay_x_life_without_x(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->act = ACTR_PAY_X_LIFE; } /* 119.4 */
static void mana_spent_outside(uint8_t *img, size_t *n) { (void)n; code_of(img, "Raise")[0] = OP_MANA_SPENT; } /* 601.2h */
static void spare_field(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->spare = 1; }
static void act_unknown_high_bit(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->act = 0x4000; }
static void wording3_unknown_high_bit(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->wording3 = 0x8000; }
/* RESTRICT's 16-bit operand: every bit is a RULE_* since eclcards 9 named the last (RULE_TOUGHNESS_DAMAGE), so no case
   of an unknown rule bit is left */
static void target_filter_in_static(uint8_t *img, size_t *n) { (void)n; code_of(img, "Anthem")[0] = OP_F_TARGET_PLAYER; }
static void lone_mode_part(uint8_t *img, size_t *n) { (void)n; abil_of(img, "Shock")->kind = ABIL_MODE_PART; } /* 700.2 */
static void counter_mod_operand(uint8_t *img, size_t *n) { (void)n; code_of(img, "Anthem")[0] = OP_COUNTER_MOD; code_of(img, "Anthem")[1] = 3; }

static const struct {
  const char *name;
  void (*edit)(uint8_t *, size_t *);
  int fix;                /* recompute the checksum after the edit */
  const char *message;    /* a part of the loader's message */
} corrupt[] = {
  {"bad magic", bad_magic, 0, "not a card pack (bad magic)"},
  {"bad version", bad_version, 1, "pack version 9999, this build reads version"},
  {"truncated", truncated, 0, "truncated or padded pack"},
  {"tiny", tiny, 0, "truncated pack: 10 bytes"},
  {"flipped byte", flipped_byte, 0, "checksum mismatch"},
  {"misaligned section", misaligned, 1, "outside the file or is misaligned"},
  {"section outside", section_outside, 1, "outside the file or is misaligned"},
  {"too many cards", too_many_cards, 1, "outside the file or is misaligned"},
  {"reserved header field", header_reserved, 1, "reserved header field is not 0"},
  {"defense on a card that is no battle", defense_not_battle, 1,
   "Elf: a battle needs a defense, and only a battle has one (310.4)"},
  {"string out of bounds", string_out_of_bounds, 1, "outside the string section"},
  {"strings unterminated", strings_unterminated, 1, "string section is not NUL-terminated"},
  {"unsorted", unsorted, 1, "not sorted"},
  {"duplicate name", duplicate_name, 1, "not sorted"},
  {"abilities out of range", abilities_out_of_range, 1, "Anthem: abilities out of range"},
  {"unknown subtype", unknown_subtype, 1, "unknown subtype"},
  {"unknown keyword", unknown_keyword, 1, "keyword bits"},
  {"bad ability kind", bad_kind, 1, "Shock: bad ability kind"},
  {"too many targets", too_many_targets, 1, "Shock: bad ability kind or target count"},
  {"unknown target kind", unknown_target, 1, "Shock: unknown target kind"},
  {"code out of bounds", code_outside, 1, "Shock: ability code out of bounds"},
  {"bad opcode", bad_opcode, 1, "Divination: unknown opcode 255 at 0"},
  {"an unknown page-2 opcode", bad_page2, 1, "Divination: unknown opcode 511 at 0"},
  {"EXT as the code's last byte", ext_at_end, 1, "Divination: EXT at 5 runs past the code"},
  {"operand outside the code", operand_outside, 1, "Divination: PUSH at 0 runs past the code"},
  {"target out of range", target_out_of_range, 1, "Shock: TARGET 3 at 3, but the limit is 1 (its target count)"},
  {"stack underflow", underflow, 1, "Shock: stack underflow at 0 (DAMAGE)"},
  {"stack too deep", stack_too_deep, 1, "Shock: stack depth 2 above its limit"},
  {"no END", no_end, 1, "Divination: code does not end with END"},
  {"code after END", after_end, 1, "Divination: code after END"},
  {"CREATE outside the pack", create_outside, 1, "Raise: CREATE 64 at 3, but the limit is 10"},
  {"CREATE of a card", create_card, 1, "Raise: CREATE names card 0, which is not a token definition"},
  {"MANIFEST of a card", manifest_card, 1, "Raise: MANIFEST names card 0, which is not a token definition"},
  {"MANIFEST outside the pack", manifest_outside, 1, "Raise: MANIFEST 64 at 3, but the limit is 10"},
  {"CREATE_TAPPED outside the pack", tapped_outside, 1, "Raise: CREATE_TAPPED 64 at 3, but the limit is 10"},
  {"unknown counter kind", counter_kind, 1, "Battle: COUNTERS 200 at 5, but the limit is"},
  {"unknown color", color_operand, 1, "Anthem: F_COLOR 5 at 0, but the limit is 5"},
  {"mana ability's first color", mana_first, 1, "Elf: a mana ability's first color is not one it adds"},
  {"mana ability with a target", mana_with_target, 1, "Elf: a mana ability needs"},
  {"trigger on a spell", trigger_on_spell, 1, "Shock: bad trigger"},
  {"a search tapped into the hand", search_tapped_hand, 1, "Tutor: SEARCH 4 at 6 puts a card somewhere tapped"},
  {"unknown search bits", search_bits, 1, "Tutor: SEARCH 64 at 6, but the limit is 64"},
  {"unknown card type searched for", find_type, 1, "Tutor: FIND_TYPE"},
  {"MAY in a static ability", may_in_static, 1, "Anthem: MAY at 0 outside a spell, triggered or activated ability"},
  {"a triggered ability's wording on a spell", wording_flag, 1, "Shock: unknown ability flags"},
  {"an UNLESS landing inside an instruction", unless_inside, 1, "Roil: the UNLESS skip to 7 lands inside an instruction"},
  {"an UNLESS landing at another depth", unless_depth, 1, "Roil: the UNLESS skip to 9 lands at another stack depth"},
  {"an UNLESS skipping past the code", unless_past, 1, "Roil: the UNLESS at 4 skips past the code"},
  {"a hybrid symbol of one color", hybrid_one_color, 1, "Anthem: hybrid symbol 0 is not two colors"},
  {"a cost's wording on a triggered ability", cost_named_trigger, 1, "Elf: unknown ability flags"},
  {"a granted spell ability", granted_spell, 1, "Shock: unknown ability flags"},
  {"GRANT of an ability that is not a granted one", grant_plain, 1, "Anthem: GRANT at 0 names ability 0, which is not a granted triggered ability"},
  {"CHOOSE outside an enter-choice ability", choose_in_static, 1, "Anthem: CHOOSE at 0 outside an enter-choice ability"},
  {"an enter-choice ability without CHOOSE", choice_without_choose, 1,
   "Shock: an enter-choice ability's code is CHOOSE kind; END, with no target"},
  {"a mana restriction on a spell", only_on_spell, 1, "Shock: a mana restriction 0x1 (mana abilities only"},
  {"a mana restriction of an unknown card type", only_unknown, 1, "Elf: a mana restriction 0x800"},
  {"a counted mana amount of no kind", mana_dyn_unknown, 1, "Elf: a mana amount of 133 (at most 3, or a counted one"},
  {"mana for each permanent of no subtype", mana_dyn_no_sub, 1, "Elf: mana for each permanent of no subtype"},
  {"one mana of any one color", mana_one_color_single, 1, "Elf: a mana amount of 65 (at most 3, or a counted one"},
  {"a mana ability tapping a creature with {1}", mana_tap_creature_filter, 1, "Elf: a blight, counter, tap or life cost"},
  {"a triggered mana ability with an unknown event", mana_trig_unknown, 1, "Elf: a triggered mana ability has no targets"},
  {"Lavaleaper's ability with a kind of mana", mana_trig_basic_with_kind, 1, "Elf: a triggered mana ability has no targets"},
  {"'X can't be 0' without {X}", x_not_0_without_x, 1, "Shock: activation restrictions 0x1"},
  {"a mode of an activated ability after none", act_mode_alone, 1, "Shock: a mode that follows no modal activated ability"},
  {"a spell ability marked modal", modal_spell_ability, 1, "Shock: activation restrictions 0x4"},
  {"'Pay X life' without {X}", pay_x_life_without_x, 1, "Shock: activation restrictions 0x10"},
  {"MANA_SPENT outside an enters replacement", mana_spent_outside, 1, "Raise: MANA_SPENT at 0 outside an enters replacement"},
  {"COUNTER_MOD of an unknown kind", counter_mod_operand, 1, "Anthem: COUNTER_MOD 3 at 0, but the limit is 3"},
  {"an ability's spare field set", spare_field, 1, "Shock: an ability's spare field is 1 (it must be 0)"},
  {"an unknown activation restriction above 255", act_unknown_high_bit, 1, "Shock: activation restrictions 0x4000"},
  {"an unknown wording bit above 255", wording3_unknown_high_bit, 1, "Shock: activation restrictions"},
  {"a lone mode of a \"Choose two\" spell", lone_mode_part, 1, "Shock: modes of two kinds, fewer than two"},
  {"a spell's target read by a static ability", target_filter_in_static, 1, "Anthem: F_TARGET_PLAYER"},
};

START_TEST(test_corrupt_pack_refused)
{
  fixture f;
  build(&f);
  size_t n = f.size;
  corrupt[_i].edit(f.img, &n);
  if (corrupt[_i].fix)
    hdr(f.img)->checksum = pack_fnv1a(f.img + sizeof(pack_header), n - sizeof(pack_header));
  mtg_pack *p = mtg_pack_load_memory(f.img, n);
  ck_assert_ptr_nonnull(p);
  ck_assert_msg(mtg_errcode(p) == MTG_EFORMAT, "%s: code %d (%s)", corrupt[_i].name, mtg_errcode(p), mtg_errmsg(p));
  ck_assert_msg(strstr(mtg_errmsg(p), corrupt[_i].message), "%s: message \"%s\"", corrupt[_i].name, mtg_errmsg(p));
  ck_assert_int_eq(mtg_pack_card_count(p), 0);
  ck_assert_int_eq(mtg_pack_find_card(p, "Shock"), MTG_ENOTFOUND);
  mtg_game *g = mtg_game_new(p, NULL, NULL, NULL); /* an unusable pack starts no game */
  ck_assert_int_eq(mtg_errcode(g), MTG_EINVAL);
  mtg_game_free(g);
  mtg_pack_free(p);
  unbuild(&f);
}
END_TEST

/* every single-byte corruption of the image is refused or verifies, and never crashes the loader */
START_TEST(test_every_byte_flipped)
{
  fixture f;
  build(&f);
  int refused = 0;
  for (size_t i = 0; i < f.size; i++) {
    f.img[i] ^= 0x5A;
    if (i >= sizeof(pack_header))
      hdr(f.img)->checksum = pack_fnv1a(f.img + sizeof(pack_header), f.size - sizeof(pack_header));
    mtg_pack *p = mtg_pack_load_memory(f.img, f.size);
    refused += mtg_errcode(p) != 0;
    mtg_pack_free(p);
    f.img[i] ^= 0x5A;
    hdr(f.img)->checksum = pack_fnv1a(f.img + sizeof(pack_header), f.size - sizeof(pack_header));
  }
  ck_assert_int_gt(refused, 0);
  unbuild(&f);
}
END_TEST

int main(void)
{
  Suite *s = suite_create("pack");
  TCase *rt = tcase_create("round trip");
  tcase_add_test(rt, test_round_trip);
  tcase_add_test(rt, test_layout);
  tcase_add_test(rt, test_files);
  tcase_add_test(rt, test_bad_arguments);
  suite_add_tcase(s, rt);
  TCase *tc = tcase_create("verify");
  tcase_add_loop_test(tc, test_corrupt_pack_refused, 0, (int)(sizeof corrupt / sizeof *corrupt));
  tcase_add_test(tc, test_every_byte_flipped);
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? 1 : 0;
}
