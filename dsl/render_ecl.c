/* render_ecl.c: prints Lorwyn Eclipsed's activation costs back as Oracle writes them -- "Pay 1 life", "Blight 2",
   "Remove a counter from this creature", "Tap another untapped creature you control" (pack_ability's ECL fields). */
#include "dsl.h"
#include "types.h"
#include <stdio.h>

static const char *count_word(int n) { return n < DSL_NUMBER_WORDS ? cg_number_words[n] : "many"; }

/* prints the ability's ECL cost items, each after ", " when sep says something came before; 1 if it printed any */
int dsl_render_ecl_costs(FILE *dest, const pack_ability *a, const char *noun, const char *subject, int sep)
{
  int any = 0, tap = a->tap_n & PACK_TAP_COUNT;
  if (a->life)
    any = fprintf(dest, "%sPay %d life", sep || any ? ", " : "", a->life) > 0;
  if (a->blight)
    any = fprintf(dest, "%sBlight %d", sep || any ? ", " : "", a->blight) > 0;
  if (a->remove == 1 && (a->act & ACTR_REMOVE_KIND)) /* fdncards 10: "Remove a wish counter from this artifact" */
    any = fprintf(dest, "%sRemove %s %s counter from %s", sep || any ? ", " : "", dsl_article(type_counter_names[a->mana]),
                  type_counter_names[a->mana], subject) > 0;
  else if (a->remove && (a->act & ACTR_REMOVE_KIND))
    any = fprintf(dest, "%sRemove %s %s counters from %s", sep || any ? ", " : "", count_word(a->remove),
                  type_counter_names[a->mana], subject) > 0;
  else if (a->remove == 1)
    any = fprintf(dest, "%sRemove a counter from this %s", sep || any ? ", " : "", noun) > 0;
  else if (a->remove)
    any = fprintf(dest, "%sRemove %s counters from this %s", sep || any ? ", " : "", count_word(a->remove), noun) > 0;
  if (a->tap_n & PACK_TAP_ANOTHER)
    any = fprintf(dest, "%sTap another untapped creature you control", sep || any ? ", " : "") > 0;
  else if (tap == 1)
    any = fprintf(dest, "%sTap an untapped creature you control", sep || any ? ", " : "") > 0;
  else if (tap && (a->act & ACTR_TAP_SUB)) { /* eclcards 10: "Tap three untapped Elves you control" */
    char pl[64];
    dsl_plural(pl, sizeof pl, type_sub_names[a->trig_arg - 1]);
    any = fprintf(dest, "%sTap %s untapped %s you control", sep || any ? ", " : "", count_word(tap), pl) > 0;
  } else if (tap)
    any = fprintf(dest, "%sTap %s untapped creatures you control", sep || any ? ", " : "", count_word(tap)) > 0;
  return any;
}
