/* types.h: enums expanded from the X-macro tables (*.def): types, colors, keywords, steps, layers, events, targets. */
#ifndef MTG_TYPES_H
#define MTG_TYPES_H

#include <stdint.h>

enum {
#define SUPERTYPE(id, name) SUPER_##id,
#include "types.def"
#undef SUPERTYPE
  SUPER__COUNT
};
enum {
#define CARDTYPE(id, name) TYPE_##id,
#include "types.def"
#undef CARDTYPE
  TYPE__COUNT
};
enum {
#define COLOR(id, word, sym) COLOR_##id,
#include "types.def"
#undef COLOR
  COLOR__COUNT
};
enum {
#define SUBTYPE(id, name, kind) SUB_##id,
#include "subtypes.def"
#undef SUBTYPE
  SUB__COUNT
};
enum {
#define KEYWORD(id, name, rule) KW_##id,
#include "keywords.def"
#undef KEYWORD
  KW__COUNT
};
enum {
#define STEP(id, name, prio) STEP_##id,
#include "steps.def"
#undef STEP
  STEP__COUNT
};
enum {
#define TARGET(id, phrase, objs, players, zone) TGT_##id,
#include "targets.def"
#undef TARGET
  TGT__COUNT
};
enum {
#define TRIGGER(id, phrase, rule) TRIG_##id,
#include "triggers.def"
#undef TRIGGER
  TRIG__COUNT
};
_Static_assert(TRIG__COUNT <= 256, "a trigger event fits pack_ability.trigger (uint8_t)");
/* the bit of event ev in a trigger mask (the pack's card_trig, g->bf_trig): a filter that finds no false negatives.
   Events from TRIG_MASK_SHARED up share the last bit, so a mask with it may hold one of them; trig_fire matches each
   ability's own event */
enum { TRIG_MASK_SHARED = 63 };
static inline uint64_t trig_bit(int ev) { return 1ull << (ev < TRIG_MASK_SHARED ? ev : TRIG_MASK_SHARED); }
enum {
#define COUNTER(id, name) CTR_##id,
#include "counters.def"
#undef COUNTER
  CTR__COUNT
};
enum {
#define LAYER(id, num, what, rule) LAYER_##id,
#include "layers.def"
#undef LAYER
  LAYER__COUNT
};
enum {
#define COND(id, phrase, rule, kind) COND_##id,
#include "conds.def"
#undef COND
  COND__COUNT
};
enum {
#define AWORD(id, word) AWORD_##id,
#include "awords.def"
#undef AWORD
  AWORD__COUNT
};
enum {
#define EVENT(id, name, fmt) EV_##id,
#include "events.def"
#undef EVENT
  EV__COUNT
};

/* bit helpers for the masks built from the enums above */
#define BIT(i) (1u << (i))
#define TYPEBIT(t) BIT(TYPE_##t)
#define PERMANENT_TYPES (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT) | TYPEBIT(LAND) | TYPEBIT(PLANESWALKER) | \
                         TYPEBIT(BATTLE)) /* 110.4b: the card types of permanent cards */
#define KWBIT(k) ((uint64_t)1 << KW_##k) /* a keyword mask is 64 bits: obj_keywords, card_keywords */

_Static_assert(TYPE__COUNT <= 16, "card types fit a uint16_t mask");
_Static_assert(KW__COUNT <= 40, "keywords fit a uint32_t mask and a byte beside it (obj, pack_card: keywords_hi)");
_Static_assert(SUPER__COUNT <= 8, "supertypes fit a uint8_t mask");
_Static_assert(SUB__COUNT <= 65535, "subtype ids fit a uint16_t");

#define SUBTYPE_WORDS ((SUB__COUNT + 63) / 64)  /* words of a subtype bitset */

/* names, indexed by the enums (types.c): fixed-width char arrays rather than pointers, so the tables need no
   relocation and live in .rodata of the shared library (no writable data, BRIEF §4) */
#define TYPE_NAME_LEN 64
typedef char type_name[TYPE_NAME_LEN];
extern const type_name type_super_names[SUPER__COUNT];
extern const type_name type_card_names[TYPE__COUNT];
extern const type_name type_color_words[COLOR__COUNT];
extern const char type_color_symbols[COLOR__COUNT];
extern const type_name type_sub_names[SUB__COUNT];
extern const type_name type_keyword_names[KW__COUNT];
extern const type_name type_step_names[STEP__COUNT];
extern const type_name type_event_formats[EV__COUNT];
#define TARGET_PHRASE_LEN 118 /* a target phrase (117 characters) may be longer than a name; with "up to one " it fits the printer's 128-byte buffers */
typedef char target_phrase[TARGET_PHRASE_LEN];
extern const target_phrase type_target_phrases[TGT__COUNT];
extern const type_name type_counter_names[CTR__COUNT];
extern const type_name type_layer_numbers[LAYER__COUNT];  /* "1" .. "7d" */
extern const type_name type_layer_names[LAYER__COUNT];    /* what each layer changes */
extern const uint8_t type_cond_resolves[COND__COUNT];  /* 1: checked again as it resolves (an "if", 603.4) */
extern const type_name type_cond_phrases[COND__COUNT];    /* "you attacked this turn" */
extern const type_name type_aword_names[AWORD__COUNT];    /* "Landfall" */
extern const uint16_t type_sub_types[SUB__COUNT];           /* bit TYPE_* of the card types a subtype belongs to (205.3d) */

/* lookups by name (case-insensitive); return -1 when unknown */
int type_super_find(const char *s, int len);
int type_card_find(const char *s, int len);
int type_sub_find(const char *s, int len);
int type_keyword_find(const char *s, int len);
int type_step_find(const char *s);
int type_color_find_symbol(char c);
int type_counter_find(const char *s);

#endif
