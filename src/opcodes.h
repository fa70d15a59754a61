/* opcodes.h: the opcode enum and its per-opcode facts, expanded from opcodes.def. */
#ifndef MTG_OPCODES_H
#define MTG_OPCODES_H

#include "types.h"
#include <stdint.h>

#define NOLAYER (-1)   /* an operation outside the layer system */

/* RESTRICT's operand: rules effects on a permanent (613.11) -- not characteristics, so losing abilities
   leaves them (an object's own "can't block" goes with its abilities because the ability then does nothing) */
enum { RULE_CANT_ATTACK = 1, RULE_CANT_BLOCK = 2, RULE_NO_UNTAP = 4,
       RULE_NO_ACTIVATE = 8, /* its activated abilities can't be activated (mana abilities can: Pithing Needle) */
       /* tla additions */
       RULE_UNBLOCKABLE = 16, /* "can't be blocked" (509.1b): no creature may block it */
       RULE_UNBLOCKABLE_POWER2 = 32, /* "can't be blocked by creatures with power 2 or less" (509.1b, tlacards) */
       /* tdmcards: */
       RULE_DEFENDER_ATTACKS = 64, /* "can attack this turn as though it didn't have defender" (702.3b) */
       RULE_BLOCK_ONE = 128, /* eclcards: "can't be blocked by more than one creature" (509.1b: Safewright Cavalry) */
       RULE_MUST_ATTACK = 256, /* fdncards: "attacks each combat if able" (508.1d: a requirement of the declaration) */
       RULE_BLOCK_SUB = 512, /* fdncards: "can't be blocked by Walls" (509.1b): the subtype in its card's static ability
                                that says so (trig_arg = 1 + SUB_*; Juggernaut, Stromkirk Noble) */
       RULE_UNTAP_OTHERS = 1024, /* tlacards: "Untap this artifact during each other player's untap step." (502.3;
                                    Bender's Waterskin) */
       RULE_MUST_BE_BLOCKED = 16384,
       RULE_TOUGHNESS_DAMAGE = 32768 }; /* eclcards 9: "As long as equipped creature's toughness is greater than its power, it
                                          assigns combat damage equal to its toughness rather than its power." (510.1a) */ /* eclcards 8: "must be blocked if able" (509.1c: a requirement of the blockers'
                                          declaration; Vinebred Brawler) */
/* obj.rules and RESTRICT's operand are 16 bits; the next eight are handed out two per card branch so parallel work
   doesn't collide: fdncards 256, 512; tlacards 1024, 2048; tdmcards 4096, 8192; eclcards 16384, 32768. The pack
   verifier's bound for RESTRICT (operand_bound, src/pack.c) is the highest bit defined, doubled */

/* SEARCH's operand (701.19): where the card found goes, and how; FIND_MV's: how the mana value compares */
enum { SEARCH_HAND = 0, SEARCH_BATTLEFIELD = 1, SEARCH_GRAVEYARD = 2, SEARCH_TOP = 3, SEARCH_DEST = 3, /* a mask */
       SEARCH_TAPPED = 4, SEARCH_REVEAL = 8, SEARCH_THAT_CARD = 16,
       SEARCH_AGAIN = 32, /* tdmcards: another SEARCH of the same library follows ("up to two"): no shuffle yet */
       SEARCH__LIMIT = 64,
       MILL_FIND_ANY = 32, /* fdncards 12: MILL_FIND's "then return an instant or sorcery card from your graveyard to your
                              hand": any card of the graveyard fits, not only the milled ones, and one is returned if one
                              fits (no "you may") */
       /* tdmcards, LOOK_TOP only (src/looktop.c): where the cards looked at and not taken go -- bits 6-7 */
       SEARCH_REST_BOTTOM = 0,   /* "Put the rest on the bottom of your library in a random order." */
       SEARCH_REST_GY = 64,      /* "Put the rest into your graveyard." */
       SEARCH_REST_MAY_GY = 128, /* "If you don't put the card into your hand, you may put it into your graveyard." */
       SEARCH_REST_SHUFFLE = 192, /* "Then shuffle." (the library, 701.20) */
       SEARCH_REST = 192,        /* the mask */
       LOOK_TOP__LIMIT = 256 };
/* the filters appended after the consecutive ones (F_ANYWHERE .. F_ATTACHED, F_SUBTYPE_EITHER, F_COMMANDER) */
#define OP_IS_LATE_FILTER(op) ((op) == OP_F_TOKEN || (op) == OP_F_NONTOKEN || (op) == OP_F_TARGET_PLAYER || \
                               (op) == OP_F_LAND_OR_SUBTYPE || (op) == OP_F_POWER_AT_LEAST)
enum { MV_EQUAL, MV_OR_GREATER, MV_OR_LESS,
       MV_POWER_OR_LESS, /* tlacards: the card's power, not its mana value ("a creature card with power 3 or less") */
       MV__COUNT };
/* EDICT_TYPES's operand (tlacards): bit t - 1 for each permanent card type TYPE_* t the sacrificed permanent may have,
   and "another" (not SRC) */
enum { EDICT_TYPES_MASK = 0x3F, EDICT_TYPES_OTHER = 0x40, EDICT_TYPES__LIMIT = 0x80 };
#define EDICT_TYPE_BIT(t) (1u << ((t) - 1)) /* TYPE_ARTIFACT .. TYPE_PLANESWALKER */
#define EDICT_TYPES_NONLAND (EDICT_TYPES_MASK & ~EDICT_TYPE_BIT(TYPE_LAND)) /* tdmcards 12: "a nonland permanent" */
_Static_assert(TYPE_ARTIFACT == 1 && TYPE_PLANESWALKER == 6, "the permanent card types fit EDICT_TYPES_MASK");
/* CHOOSE's operand: what is chosen as a permanent enters (614.12) */
enum { CHOICE_COLOR, CHOICE_CREATURE_TYPE, CHOICE_CARD_NAME, CHOICE_CLAN /* tdmcards 17: a Siege's "choose Abzan or Mardu" */,
       CHOICE__COUNT };

/* EXILE_PLAY's operand (tdmcards 11; src/exileplay.c): where the cards come from, what YOU may do with them, for how long
 *   bit  7         6     5            4        3      2          1          0
 *        UNTIL_MV  FREE  GY_RANDOM    CHOOSE   (0)    END_STEP   NEXT_TURN  CAST
 * CAST: "you may cast" (a land card can't be played), else "you may play" (a land: with a land drop, 305.2); NEXT_TURN:
 * "Until the end of your next turn," END_STEP: "Until your next end step,", neither: "this turn"; CHOOSE: "Choose one of
 * them." (the permission for one card, its controller's choice); GY_RANDOM: "a card at random from your graveyard", else
 * the top cards of the library; FREE (eclcards 11): "without paying their mana costs" (118.9, 601.2f); UNTIL_MV (eclcards
 * 11): "cards from the top of their library until they have exiled cards with total mana value N or greater this way"
 * (the count is N, the total: 202.3) */
enum { XPLAY_CAST = 1, XPLAY_NEXT_TURN = 2, XPLAY_END_STEP = 4, XPLAY_CHOOSE = 16, XPLAY_FROM_GY_RANDOM = 32,
       XPLAY_FREE = 64, XPLAY_UNTIL_MV = 128, XPLAY__LIMIT = 256 };

/* ADD_POOL's operand: the kind of mana (MANA_*), and POOL_KEEP_EOT for "Until end of turn, you don't lose this mana as
   steps and phases end." */
enum { POOL_KIND = 7, POOL_KEEP_EOT = 8, POOL__LIMIT = 16 };

/* COUNTER_TIME's operand: the time counters the countered card is exiled with, and whether it gains suspend (702.62) */
enum { COUNTER_TIME_MAX = 0x7F, COUNTER_TIME_GAINS = 0x80 };

/* F_SUBTYPE_EITHER's operand: two subtypes, one a byte
 *   bits 15..8  7..0
 *        B      A      (SUB_* ids)
 */
#define SUB_PAIR(a, b) ((a) | ((b) << 8))
#define SUB_PAIR_A(x) ((x) & 0xFF)
#define SUB_PAIR_B(x) (((x) >> 8) & 0xFF)
_Static_assert(SUB__COUNT <= 256, "a subtype fits a byte of SUB_PAIR");

/* opcode numbers: page 1 is 0..254 (one byte), page 2 is 256..511 (EXT and a byte); OP__COUNT is one past the last */
enum {
#define OP(name, operands, pops, pushes, layer, effect) OP_##name,
#define PAGE(n) OP__END_PAGE_##n, OP__GAP_PAGE_##n = (n) * 256 - 257,
#include "opcodes.def"
#undef PAGE
#undef OP
  OP__COUNT
};
#define OP_PAGE2 256   /* the first opcode of page 2 */
#define OP__SPACE 512  /* opcode numbers the two pages can hold */
_Static_assert(OP__END_PAGE_2 <= 255, "page 1 fits a byte and leaves 255 unassigned");
_Static_assert(OP__COUNT <= OP__SPACE, "page 2 fits a byte after EXT");

typedef struct op_info { /* char arrays, not pointers: the table needs no relocation (.rodata) */
  char name[24];         /* "PUSH" */
  char operands[4];      /* operand letters: b = u8, h = s16, t = u8 a target's index, a = u8 an ability of the card */
  int8_t pops;           /* operand-stack values consumed */
  int8_t pushes;         /* operand-stack values produced */
  int8_t layer;          /* LAYER_* it applies in, NOLAYER for other operations */
  char effect[160];      /* pseudo-notation, see opcodes.def */
} op_info;

extern const op_info op_table[OP__COUNT]; /* numbers no row has (255, past a page's last row) have an empty name */

/* bytes of the instruction with opcode op, its opcode bytes (EXT too) included; 1 for a number no opcode has */
int op_length(int op);
/* writes the instruction op with operand (ignored without one) at `at`, which has room for op_length(op) bytes */
void op_write(uint8_t *at, int op, int operand);

/* the opcode of the instruction at p: its byte, or 256 + the byte after EXT (the caller knows p[1] is in the code) */
static inline int op_at(const uint8_t *p) { return p[0] == OP_EXT ? OP_PAGE2 + p[1] : p[0]; }
/* whether op is the number of an opcode (EXT is a prefix, not one) */
static inline int op_known(int op)
{
  return op >= 0 && op < OP__COUNT && op != OP_EXT && op_table[op].name[0] != '\0';
}
/* bytes of the instruction at p */
static inline int op_size(const uint8_t *p) { return op_length(op_at(p)); }
/* where opcode op's operands begin in its instruction: after its one byte, or after EXT and its page-2 byte */
static inline int op_operand_offset(int op) { return 1 + (op >= OP_PAGE2); }
/* the first operand byte of the instruction at p */
static inline const uint8_t *op_operands(const uint8_t *p) { return p + 1 + (p[0] == OP_EXT); }

/* reads a little-endian s16 operand */
static inline int16_t op_read_s16(const uint8_t *p) { return (int16_t)(p[0] | (p[1] << 8)); }

/* the first operand of the instruction at p (an s16, or a byte of any other letter), 0 if it has none */
static inline int op_arg(const uint8_t *p)
{
  const char *f = op_table[op_at(p)].operands;
  return f[0] == 'h' ? op_read_s16(op_operands(p)) : f[0] ? op_operands(p)[0] : 0;
}

/* REVEAL_DISCARD's operand: a kind + DISC_KIND_EXILE -- "You choose a nonland card from it and exile that card." (tdmcards 18) */
#define DISC_KIND_EXILE 3

#endif
