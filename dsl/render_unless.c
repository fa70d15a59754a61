/* render_unless.c: prints "This land enters tapped unless you control a Plains or an Island." back from
   CONTROL_SUBTYPE a; [CONTROL_SUBTYPE b; ADD]; NOT; UNLESS 2; SELF; TAP (unlessgen.c). */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <ctype.h>
#include <stdio.h>
#include <string.h>


int dsl_render_unless(FILE *out, const struct mtg_pack *p, const pack_ability *a, const char *subject)
{
  const uint8_t *code = p->code + a->code;
  uint32_t pc = 0;
  char what[192] = "", w[64] = "";
  size_t n = 0;
  for (; pc < a->code_len && code[pc] != OP_NOT; pc += (uint32_t)op_size(code + pc)) {
    if (code[pc] == OP_ADD)
      continue;
    if (code[pc] == OP_PUSH && pc + 3 < a->code_len && code[pc + 3] == OP_AT_LEAST) { /* "two or more basic lands":
                                                                                     the count just named, at least N */
      int k = op_read_s16(code + pc + 1);
      if (k < 0 || k >= DSL_NUMBER_WORDS || !w[0])
        return 0;
      snprintf(what, sizeof what, "%s or more %ss", cg_number_words[k], w);
      n = strlen(what);
      pc += 3; /* and the AT_LEAST */
      continue;
    }
    if (code[pc] == OP_CONTROL_SUBTYPE)
      snprintf(w, sizeof w, "%s", type_sub_names[(uint16_t)op_read_s16(code + pc + 1)]);
    else if (code[pc] == OP_CONTROL_LAND_SUPER) {
      snprintf(w, sizeof w, "%.40s land", type_super_names[code[pc + 1]]);
      w[0] = (char)tolower((unsigned char)w[0]);
    } else
      return 0;
    uint32_t next = pc + (uint32_t)op_size(code + pc);
    if (next + 3 < a->code_len && code[next] == OP_PUSH && code[next + 3] == OP_AT_LEAST)
      continue; /* named by the PUSH n; AT_LEAST that follows */
    int k = snprintf(what + n, sizeof what - n, "%s%s %s", n ? " or " : "", dsl_article(w), w);
    if (k > 0 && (size_t)k < sizeof what - n)
      n += (size_t)k;
  }
  if (pc == 0 || pc >= a->code_len)
    return 0;
  fprintf(out, "%c%s enters tapped unless you control %s.\n", toupper((unsigned char)subject[0]), subject + 1, what);
  return 1;
}
