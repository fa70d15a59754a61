/* render_copy.c: prints copies of spells back as Oracle writes them (707.10) -- "copy it.", "copy that spell.", "copy this
   spell.", "You may choose new targets for the copy." (707.10c), the keyword "Storm" (702.40a), and the delayed triggers
   that copy the next spell cast this turn (603.7: "When you next cast an instant or sorcery spell this turn, ..."). */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <stdio.h>

/* PUSH 1; COPY_SPELL flags: the sentence */
void dsl_render_copy_one(char *out, size_t n, int flags)
{
  if (flags & COPY_NEXT)
    snprintf(out, n, "Copy the next spell you cast this turn when you cast it.%s",
             (flags & COPY_NEW_TARGETS) ? " You may choose new targets for the copy." : "");
  else if (flags & COPY_AND)
    snprintf(out, n, "Copy it and you may choose new targets for the copy.");
  else
    snprintf(out, n, "Copy %s.%s", (flags & COPY_THIS) ? "this spell" : (flags & COPY_THAT) ? "that spell" : "it",
             (flags & COPY_NEW_TARGETS) ? " You may choose new targets for the copy." : "");
}

/* the trigger heads "When you cast this spell," (CAST_SELF) and "When you next cast <what> this turn," (NEXT_CAST) */
void dsl_render_cast_head(FILE *dest, const pack_ability *a)
{
  if (a->trigger == TRIG_CAST_SELF)
    fputs("When you cast this spell, ", dest);
  else if (a->trig_arg == NEXT_CAST_INSTSORC)
    fputs("When you next cast an instant or sorcery spell this turn, ", dest);
  else if (a->trig_arg)
    fprintf(dest, "When you next cast %s %s spell this turn, ", dsl_article(type_sub_names[a->trig_arg - 1]),
            type_sub_names[a->trig_arg - 1]);
  else
    fputs("When you next cast a spell this turn, ", dest);
}

/* an ability whose whole text is one line the copy says: the keyword "Storm" (CAST_SELF; SPELLS_BEFORE 1; COPY_SPELL
   COPY_STORM) and the delayed NEXT_CAST ability "copy the next spell you cast this turn when you cast it." (PUSH 1;
   COPY_SPELL COPY_NEXT, printed where its maker's DELAY is); 1 when printed */
int dsl_render_copy_line(FILE *dest, const pack_ability *a, const uint8_t *code)
{
  if (a->kind != ABIL_TRIGGERED)
    return 0;
  if (a->trigger == TRIG_CAST_SELF && a->code_len >= 4 && code[0] == OP_SPELLS_BEFORE && code[2] == OP_COPY_SPELL &&
      (code[3] & COPY_STORM)) {
    fputs("Storm\n", dest);
    return 1;
  }
  if (a->trigger == TRIG_NEXT_CAST && a->code_len >= 5 && code[0] == OP_PUSH && code[3] == OP_COPY_SPELL &&
      (code[4] & COPY_NEXT)) {
    char s[160];
    dsl_render_copy_one(s, sizeof s, code[4]);
    fprintf(dest, "%s\n", s);
    return 1;
  }
  return 0;
}

/* tdmcards 18: PUSH 1; TARGET i | SELF; PUSH p << 8 | t; PUSH subtype; CREATE_COPY_EXC flags -- "Create a token that's a
   copy of <what>, except it has haste and "At the beginning of the end step, sacrifice this token."", "..., except it's
   not legendary and it's a 4/4 Hero in addition to its other types." (707.9b) */
void dsl_render_copy_except(char *out, size_t n, const char *what, int flags, int pt, int sub)
{
  char is[96] = "";
  if (flags & (VT_PT | VT_SUB)) {
    char size[16] = "";
    if (flags & VT_PT)
      snprintf(size, sizeof size, "%d/%d%s", pt >> 8 & 0x7F, pt & 0xFF, (flags & VT_SUB) ? " " : "");
    const char *name = (flags & VT_SUB) && sub >= 0 && sub < SUB__COUNT ? type_sub_names[sub] : "";
    snprintf(is, sizeof is, "it's %s %s%s%s", dsl_article((flags & VT_PT) ? size : name), size, name,
             (flags & VT_SUB) ? " in addition to its other types" : "");
  }
  if (flags & VT_HASTE)
    snprintf(out, n, "Create a token that's a copy of %s, except it has haste%s", what,
             (flags & VT_SAC_END) ? " and \"At the beginning of the end step, sacrifice this token.\"" : ".");
  else
    snprintf(out, n, "Create a token that's a copy of %s, except %s%s%s.", what,
             (flags & VT_NONLEGENDARY) ? "it's not legendary" : "", (flags & VT_NONLEGENDARY) && is[0] ? " and " : "", is);
}
