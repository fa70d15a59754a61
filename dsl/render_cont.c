/* render_cont.c: prints a static or continuous-effect ability's code back as a rules sentence -- its
   condition, its subject (from the filters) and what it does (from the layered operations). */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <string.h>

/* a word in the plural: "Goblins", "Merfolk", "Elves", "lands" */
static void plural(char *out, size_t n, const char *w)
{
  size_t l = strlen(w);
  if (strcmp(w, "Merfolk") == 0 || strcmp(w, "Sliver") == 0 || (l && w[l - 1] == 's'))
    snprintf(out, n, "%s%s", w, strcmp(w, "Sliver") == 0 ? "s" : "");
  else if (l > 1 && strcmp(w + l - 2, "lf") == 0)
    snprintf(out, n, "%.*sves", (int)l - 1, w);
  else
    snprintf(out, n, "%ss", w);
}

static void lower(char *out, size_t n, const char *w)
{
  snprintf(out, n, "%.*s", (int)n - 1, w);
  for (char *s = out; *s; s++)
    if (*s >= 'A' && *s <= 'Z')
      *s = (char)(*s - 'A' + 'a');
}

/* the subject its filters describe, in the plural ("other Goblins", "nonbasic lands", "creatures you control") */
static void subject(char *out, size_t n, const uint8_t *code, uint32_t len, int one)
{
  char adj[160] = "", noun[160] = "", suffix[64] = "", sub[64] = "";
  int type = -1;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_length(code[pc])) {
    int op = code[pc], arg = op_length(op) == 2 ? code[pc + 1] : op_length(op) == 3 ? (uint16_t)op_read_s16(code + pc + 1) : 0;
    char w[64] = "";
    switch (op) {
    case OP_F_OTHER: snprintf(w, sizeof w, "other"); break;
    case OP_F_COLOR: snprintf(w, sizeof w, "%s", type_color_words[arg]); break;
    case OP_F_ATTACKING: snprintf(w, sizeof w, "attacking"); break;
    case OP_F_UNTAPPED: snprintf(w, sizeof w, "untapped"); break;
    case OP_F_NOT_SUPER: lower(w + 3, sizeof w - 3, type_super_names[arg]); memcpy(w, "non", 3); break;
    case OP_F_SUPER: lower(w, sizeof w, type_super_names[arg]); break;
    case OP_F_NOT_TYPE: lower(w + 3, sizeof w - 3, type_card_names[arg]); memcpy(w, "non", 3); break;
    case OP_F_NOT_SUBTYPE: snprintf(w, sizeof w, "non-%.58s", type_sub_names[arg]); break;
    case OP_F_SUBTYPE: snprintf(sub, sizeof sub, "%s", type_sub_names[arg]); break;
    case OP_F_TYPE: type = arg; break;
    case OP_F_YOURS: snprintf(suffix, sizeof suffix, " you control"); break;
    case OP_F_NO_ABILITIES: snprintf(suffix, sizeof suffix, " with no abilities"); break;
    default: break;
    }
    if (w[0]) {
      size_t l = strlen(adj);
      snprintf(adj + l, sizeof adj - l, "%s ", w);
    }
  }
  char t[32] = "permanent";
  if (type >= 0)
    lower(t, sizeof t, type_card_names[type]);
  if (sub[0] && type >= 0)
    snprintf(noun, sizeof noun, "%s %s%s", sub, t, one ? "" : "s");
  else if (sub[0] && one)
    snprintf(noun, sizeof noun, "%s", sub);
  else if (sub[0])
    plural(noun, sizeof noun, sub);
  else
    snprintf(noun, sizeof noun, "%s%s", t, one ? "" : "s");
  snprintf(out, n, "%s%s%s", adj, noun, suffix);
}

/* what it does, joined by "and"; plural verbs unless `one` */
static void predicates(FILE *out, const struct mtg_pack *p, const uint8_t *code, uint32_t len, int one, int gain)
{
  int vals[4] = {0}, nv = 0, k = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_length(code[pc])) {
    int op = code[pc], arg = op_length(op) == 2 ? code[pc + 1] : op_length(op) == 3 ? (uint16_t)op_read_s16(code + pc + 1) : 0;
    if (op == OP_PUSH && nv < 4)
      vals[nv++] = arg;
    if (op_table[op].layer == NOLAYER)
      continue;
    const char *and = k++ ? " and " : " ";
    int x = nv >= 2 ? vals[nv - 2] : 0, y = nv >= 1 ? vals[nv - 1] : 0;
    char w[64];
    switch (op) {
    case OP_MODIFY_PT:
      fprintf(out, "%s%s %c%d/%c%d", and, one ? "gets" : "get", x < 0 || (x == 0 && y < 0) ? '-' : '+', x < 0 ? -x : x,
              y < 0 || (y == 0 && x < 0) ? '-' : '+', y < 0 ? -y : y);
      nv = 0;
      break;
    case OP_SET_PT: fprintf(out, "%s%s base power and toughness %d/%d", and, one ? "has" : "have", x, y); nv = 0; break;
    case OP_SET_PT_MV:
      fprintf(out, "%s%s base power and base toughness each equal to %s mana value", and, one ? "has" : "have",
              one ? "its" : "their");
      break;
    case OP_LOSE_ABILITIES: fprintf(out, "%s%s all abilities", and, one ? "loses" : "lose"); break;
    case OP_ADD_KEYWORD:
      fprintf(out, "%s%s %s", and, gain ? (one ? "gains" : "gain") : one ? "has" : "have", type_keyword_names[arg]);
      break;
    case OP_LOSE_KEYWORD: fprintf(out, "%s%s %s", and, one ? "loses" : "lose", type_keyword_names[arg]); break;
    case OP_ADD_TYPE:
      lower(w, sizeof w, type_card_names[arg]);
      if (one)
        fprintf(out, "%sis a %s in addition to its other types", and, w);
      else
        fprintf(out, "%sare %ss in addition to their other types", and, w);
      break;
    case OP_ADD_SUBTYPE:
      if (one)
        fprintf(out, "%sis a %s in addition to its other %stypes", and, type_sub_names[arg],
                (type_sub_types[arg] & BIT(TYPE_LAND)) ? "land " : "");
      else
        fprintf(out, "%sare %ss in addition to their other types", and, type_sub_names[arg]);
      break;
    case OP_SET_LAND_TYPE:
    case OP_SET_CREATURE_TYPE:
      plural(w, sizeof w, type_sub_names[arg]);
      fprintf(out, "%s%s %s", and, one ? "is a" : "are", one ? type_sub_names[arg] : w);
      break;
    case OP_ALL_CREATURE_TYPES: fprintf(out, "%s%s all creature types", and, one ? "has" : "have"); break;
    case OP_SET_COLORS:
      fprintf(out, "%s%s", and, one ? "is" : "are");
      for (int c = 0; c < COLOR__COUNT; c++)
        if (arg & (1 << c))
          fprintf(out, " %s", type_color_words[c]);
      break;
    case OP_SET_CONTROLLER: fprintf(out, "%s%s controlled by you", and, one ? "is" : "are"); break;
    case OP_SWITCH_PT: fprintf(out, "%s%s power and toughness switched", and, one ? "has its" : "have their"); break;
    default: fprintf(out, "%s(%s)", and, op_table[op].name); break;
    }
  }
  (void)p;
}

void dsl_render_cont(FILE *out, const struct mtg_pack *p, const pack_card *c, const pack_ability *a, const char *who)
{
  const uint8_t *code = p->code + a->code;
  uint32_t len = a->code_len;
  int self = 0, cda = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_length(code[pc])) {
    self |= code[pc] == OP_F_SELF;
    cda |= code[pc] == OP_SET_PT_CDA;
    if (code[pc] == OP_SELF_IN_GY)
      fprintf(out, "As long as %s is in your graveyard", pack_str(p, c->name));
    if (code[pc] == OP_CONTROL_SUBTYPE)
      fprintf(out, " and you control a %s, ", type_sub_names[(uint16_t)op_read_s16(code + pc + 1)]);
  }
  if (cda) { /* characteristic-defining P/T */
    int gy_types = 0, plus = 0;
    for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_length(code[pc])) {
      gy_types |= code[pc] == OP_GY_CARD_TYPES;
      if (code[pc] == OP_PUSH)
        plus = op_read_s16(code + pc + 1);
    }
    const char *count = gy_types ? "the number of card types among cards in all graveyards"
                                 : "the number of land cards in all graveyards";
    if (plus)
      fprintf(out, "%s's power is equal to %s and its toughness is equal to that number plus %d", pack_str(p, c->name),
              count, plus);
    else
      fprintf(out, "%s's power and toughness are each equal to %s", pack_str(p, c->name), count);
    return;
  }
  int gain = (a->joins & CG_HINT_GAIN) != 0, each = (a->joins & CG_HINT_EACH) != 0;
  if (who || self) {
    fputs(who ? who : pack_str(p, c->name), out);
    predicates(out, p, code, len, 1, gain);
    return;
  }
  char subj[256];
  subject(subj, sizeof subj, code, len, each);
  if (a->joins & (CG_HINT_ALL | CG_HINT_EACH)) {
    fprintf(out, "%s%s", a->joins & CG_HINT_ALL ? "All " : "Each ", subj);
  } else {
    if (subj[0] >= 'a' && subj[0] <= 'z' && !(a->flags & PACK_ABF_GRAVEYARD))
      subj[0] = (char)(subj[0] - 'a' + 'A');
    fputs(subj, out);
  }
  predicates(out, p, code, len, each, gain);
}
