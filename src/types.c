/* types.c: name tables and lookups for the enums of types.h. */
#include "types.h"
#include <string.h>
#include <strings.h>

const type_name type_super_names[SUPER__COUNT] = {
#define SUPERTYPE(id, name) name,
#include "types.def"
#undef SUPERTYPE
};
const type_name type_card_names[TYPE__COUNT] = {
#define CARDTYPE(id, name) name,
#include "types.def"
#undef CARDTYPE
};
const type_name type_color_words[COLOR__COUNT] = {
#define COLOR(id, word, sym) word,
#include "types.def"
#undef COLOR
};
const char type_color_symbols[COLOR__COUNT] = {
#define COLOR(id, word, sym) sym,
#include "types.def"
#undef COLOR
};
const type_name type_sub_names[SUB__COUNT] = {
#define SUBTYPE(id, name, kind) name,
#include "subtypes.def"
#undef SUBTYPE
};
const type_name type_keyword_names[KW__COUNT] = {
#define KEYWORD(id, name, rule) name,
#include "keywords.def"
#undef KEYWORD
};
const type_name type_step_names[STEP__COUNT] = {
#define STEP(id, name, prio) name,
#include "steps.def"
#undef STEP
};
const type_name type_event_formats[EV__COUNT] = {
#define EVENT(id, name, fmt) fmt,
#include "events.def"
#undef EVENT
};
const target_phrase type_target_phrases[TGT__COUNT] = {
#define TARGET(id, phrase, objs, players, zone) phrase,
#include "targets.def"
#undef TARGET
};

const type_name type_counter_names[CTR__COUNT] = {
#define COUNTER(id, name) name,
#include "counters.def"
#undef COUNTER
};

const type_name type_layer_numbers[LAYER__COUNT] = {
#define LAYER(id, num, what, rule) num,
#include "layers.def"
#undef LAYER
};
const type_name type_layer_names[LAYER__COUNT] = {
#define LAYER(id, num, what, rule) what,
#include "layers.def"
#undef LAYER
};

const type_name type_cond_phrases[COND__COUNT] = {
#define COND(id, phrase, rule, kind) phrase,
#include "conds.def"
#undef COND
};

enum { COND_KIND_WHILE, COND_KIND_IF };
const uint8_t type_cond_resolves[COND__COUNT] = {
#define COND(id, phrase, rule, kind) COND_KIND_##kind,
#include "conds.def"
#undef COND
};

const type_name type_aword_names[AWORD__COUNT] = {
#define AWORD(id, word) word,
#include "awords.def"
#undef AWORD
};

/* the card types each kind of subtype goes with (205.3d); Kindred cards carry creature types (308.3) */
#define SUBKIND_ARTIFACT BIT(TYPE_ARTIFACT)
#define SUBKIND_BATTLE BIT(TYPE_BATTLE)
#define SUBKIND_CREATURE (BIT(TYPE_CREATURE) | BIT(TYPE_KINDRED))
#define SUBKIND_ENCHANTMENT BIT(TYPE_ENCHANTMENT)
#define SUBKIND_LAND BIT(TYPE_LAND)
#define SUBKIND_PLANESWALKER BIT(TYPE_PLANESWALKER)
#define SUBKIND_SPELL (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))
const uint16_t type_sub_types[SUB__COUNT] = {
#define SUBTYPE(id, name, kind) SUBKIND_##kind,
#include "subtypes.def"
#undef SUBTYPE
};

static int find(const type_name *names, int n, const char *s, int len)
{
  for (int i = 0; i < n; i++)
    if ((int)strlen(names[i]) == len && strncasecmp(names[i], s, (size_t)len) == 0)
      return i;
  return -1;
}

int type_super_find(const char *s, int len) { return find(type_super_names, SUPER__COUNT, s, len); }
int type_card_find(const char *s, int len) { return find(type_card_names, TYPE__COUNT, s, len); }
int type_sub_find(const char *s, int len) { return find(type_sub_names, SUB__COUNT, s, len); }
int type_keyword_find(const char *s, int len) { return find(type_keyword_names, KW__COUNT, s, len); }
int type_step_find(const char *s) { return find(type_step_names, STEP__COUNT, s, (int)strlen(s)); }

int type_color_find_symbol(char c)
{
  for (int i = 0; i < COLOR__COUNT; i++)
    if (type_color_symbols[i] == c)
      return i;
  return -1;
}

int type_counter_find(const char *s) { return find(type_counter_names, CTR__COUNT, s, (int)strlen(s)); }
