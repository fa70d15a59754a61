/* types.c: name tables and lookups for the enums of types.h. */
#include "types.h"
#include <string.h>
#include <strings.h>

const char *const type_super_names[SUPER__COUNT] = {
#define SUPERTYPE(id, name) name,
#include "types.def"
#undef SUPERTYPE
};
const char *const type_card_names[TYPE__COUNT] = {
#define CARDTYPE(id, name) name,
#include "types.def"
#undef CARDTYPE
};
const char *const type_color_words[COLOR__COUNT] = {
#define COLOR(id, word, sym) word,
#include "types.def"
#undef COLOR
};
const char type_color_symbols[COLOR__COUNT] = {
#define COLOR(id, word, sym) sym,
#include "types.def"
#undef COLOR
};
const char *const type_sub_names[SUB__COUNT] = {
#define SUBTYPE(id, name, kind) name,
#include "subtypes.def"
#undef SUBTYPE
};
const char *const type_keyword_names[KW__COUNT] = {
#define KEYWORD(id, name, rule) name,
#include "keywords.def"
#undef KEYWORD
};
const char *const type_step_names[STEP__COUNT] = {
#define STEP(id, name, prio) name,
#include "steps.def"
#undef STEP
};
const char *const type_event_formats[EV__COUNT] = {
#define EVENT(id, name, fmt) fmt,
#include "events.def"
#undef EVENT
};
const char *const type_target_phrases[TGT__COUNT] = {
#define TARGET(id, phrase, objs, players, mask) phrase,
#include "targets.def"
#undef TARGET
};

const char *const type_counter_names[CTR__COUNT] = {
#define COUNTER(id, name) name,
#include "counters.def"
#undef COUNTER
};

static int find(const char *const *names, int n, const char *s, int len)
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
