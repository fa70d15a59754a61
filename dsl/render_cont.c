/* render_cont.c: prints a static or continuous-effect ability's code back as a rules sentence -- its
   condition, its subject (from the filters) and what it does (from the layered operations). */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <stdlib.h>
#include <string.h>

static int has_subtype(const pack_card *c, int sub)
{
  for (int i = 0; i < PACK_MAX_SUBTYPES && c->subtypes[i] != PACK_NONE; i++)
    if (c->subtypes[i] == sub)
      return 1;
  return 0;
}

/* Platypus-Bear's Oracle text says "As long as there is a Lesson card in your graveyard," where First-Time Flyer's says
   "there's": the one ability with the rule "can attack as though it didn't have defender" (RESTRICT 64) */
static int says_there_is(const uint8_t *code, uint32_t len)
{
  for (uint32_t pc = 0; pc + 1 < len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_RESTRICT && ((uint16_t)op_read_s16(code + pc + 1) & RULE_DEFENDER_ATTACKS))
      return 1;
  return 0;
}

const char *dsl_self_noun(const pack_card *c)
{
  return (c->pt_flags & PACK_TOKEN) ? "token" : has_subtype(c, SUB_AURA) ? "Aura" : has_subtype(c, SUB_EQUIPMENT) ? "Equipment"
       : has_subtype(c, SUB_VEHICLE) ? "Vehicle" : (c->types & TYPEBIT(CREATURE)) ? "creature" : (c->types & TYPEBIT(LAND)) ? "land"
       : (c->types & TYPEBIT(ARTIFACT)) ? "artifact" : (c->types & TYPEBIT(ENCHANTMENT)) ? "enchantment" : "permanent";
}

/* what an Aura or Equipment calls the permanent it is attached to: "enchanted land", "equipped creature" */
void dsl_attached_phrase(char *out, size_t n, const struct mtg_pack *p, const pack_card *c)
{
  const char *noun = "creature";
  for (int i = 0; i < c->abil_count; i++)
    if (p->abils[c->abil_first + i].kind == ABIL_ENCHANT) {
      noun = type_target_phrases[p->abils[c->abil_first + i].target[0]] + 7; /* after "target " */
      break;
    }
  if (strncmp(noun, "creature", 8) == 0)
    noun = "creature"; /* "Enchant creature you control": "enchanted creature" */
  snprintf(out, n, "%s %s", has_subtype(c, SUB_EQUIPMENT) ? "equipped" : "enchanted", noun);
}

/* "a" or "an" before a word */
const char *dsl_article(const char *w) { return strchr("AEIOUaeiou", w[0]) && w[0] ? "an" : "a"; }

/* a word in the plural: "Goblins", "Merfolk", "Kithkin", "Elves", "lands" */
void dsl_plural(char *out, size_t n, const char *w)
{
  size_t l = strlen(w);
  if (strcmp(w, "Merfolk") == 0 || strcmp(w, "Kithkin") == 0 || strcmp(w, "Treefolk") == 0 || strcmp(w, "Sliver") == 0 ||
      (l && w[l - 1] == 's'))
    snprintf(out, n, "%s%s", w, strcmp(w, "Sliver") == 0 ? "s" : "");
  else if (l > 1 && strcmp(w + l - 2, "lf") == 0)
    snprintf(out, n, "%.*sves", (int)l - 1, w);
  else if (l > 1 && w[l - 1] == 'y' && !strchr("aeiou", w[l - 2])) /* "Allies" */
    snprintf(out, n, "%.*sies", (int)l - 1, w);
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

#define RC_X (-10002) /* a value that is the X of the ability that made the effect (XVAL) */
#define RC_SELF (1 << 24) /* predicates' hints: the subject is the card itself ("doesn't untap during your untap step") */

/* the subject its filters describe, in the plural ("other Goblins", "nonbasic lands", "creatures you control") */
static void subject(char *out, size_t n, const uint8_t *code, uint32_t len, int one)
{
  char adj[160] = "", noun[160] = "", suffix[64] = "", sub[64] = "", either[100] = "";
  int type = -1, not_target = 0, operand_pair = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), arg = (uint16_t)op_arg(code + pc);
    char w[64] = "";
    switch (op) {
    case OP_F_OTHER: snprintf(w, sizeof w, "other"); break;
    case OP_F_NOT_TARGET: snprintf(w, sizeof w, "other"); not_target = 1; break; /* other than the target */
    case OP_F_COLOR: snprintf(w, sizeof w, "%s", type_color_words[arg]); break;
    case OP_F_ATTACKING: snprintf(w, sizeof w, "attacking"); break;
    case OP_F_TOKEN: snprintf(sub, sizeof sub, "token"); break; /* "Attacking tokens you control" (lower case) */
    case OP_F_NONTOKEN: snprintf(w, sizeof w, "nontoken"); break; /* tlacards 13: Toph */
    case OP_F_LAND_OR_SUBTYPE: { /* tlacards: "land and Ally", "lands and Allies" */
      char pl[TYPE_NAME_LEN + 8];
      dsl_plural(pl, sizeof pl, type_sub_names[arg]);
      snprintf(either, sizeof either, one ? "land and %s" : "lands and %s", one ? type_sub_names[arg] : pl);
      break;
    }
    case OP_F_POWER_AT_LEAST: { /* tlacards: after "you control" */
      size_t l = strlen(suffix);
      snprintf(suffix + l, sizeof suffix - l, " with power %d or greater", arg);
      break;
    }
    case OP_F_TARGET_PLAYER: snprintf(suffix, sizeof suffix, " target player controls"); break; /* How to Start a Riot */
    case OP_F_UNTAPPED: snprintf(w, sizeof w, "untapped"); break;
    case OP_F_TAPPED: snprintf(w, sizeof w, "tapped"); break;
    case OP_F_NOT_SUPER: lower(w + 3, sizeof w - 3, type_super_names[arg]); memcpy(w, "non", 3); break;
    case OP_F_SUPER: lower(w, sizeof w, type_super_names[arg]); break;
    case OP_F_NOT_TYPE: lower(w + 3, sizeof w - 3, type_card_names[arg]); memcpy(w, "non", 3); break;
    case OP_F_NOT_SUBTYPE: snprintf(w, sizeof w, "non-%.58s", type_sub_names[arg]); break;
    case OP_F_SUBTYPE: snprintf(sub, sizeof sub, "%s", type_sub_names[arg]); break;
    case OP_F_SUBTYPE_EITHER: { /* eclcards 8: "Treefolk and Forests you control" */
      char a[48], b[48];
      operand_pair = arg;
      dsl_plural(a, sizeof a, type_sub_names[SUB_PAIR_A(arg)]);
      dsl_plural(b, sizeof b, type_sub_names[SUB_PAIR_B(arg)]);
      snprintf(either, sizeof either, "%s and %s", a, b);
      break;
    }
    case OP_F_OTHER_UNLESS: { /* fdncards 11: after F_SUBTYPE_EITHER -- "Skeletons you control and other Zombies" */
      char a[48], b[48];
      int other = (int)(operand_pair & 0xFF) == arg ? (int)((operand_pair >> 8) & 0xFF) : (int)(operand_pair & 0xFF);
      dsl_plural(a, sizeof a, type_sub_names[arg]);
      dsl_plural(b, sizeof b, type_sub_names[other]);
      snprintf(either, sizeof either, "%.36s you control and other %.36s", a, b);
      break;
    }
    case OP_F_TYPE: type = arg; break;
    case OP_F_COMMANDER: snprintf(sub, sizeof sub, "Commander"); break;
    case OP_F_YOURS: snprintf(suffix, sizeof suffix, " you control"); break;
    case OP_F_OPPONENTS: snprintf(suffix, sizeof suffix, not_target ? " that player controls" : " your opponents control"); break;
    case OP_F_CHOSEN_COLOR: case OP_F_CHOSEN_TYPE: { /* after "you control" */
      size_t l = strlen(suffix);
      snprintf(suffix + l, sizeof suffix - l, " of the chosen %s", code[pc] == OP_F_CHOSEN_TYPE ? "type" : "color");
      break;
    }
    case OP_F_NO_ABILITIES: snprintf(suffix, sizeof suffix, " with no abilities"); break;
    case OP_F_NO_KEYWORD: { /* "without flying or islandwalk": the set lacks each */
      size_t l = strlen(suffix);
      snprintf(suffix + l, sizeof suffix - l, "%s%s", strstr(suffix, " without ") ? " or " : " without ", type_keyword_names[arg]);
      break;
    }
    case OP_F_KEYWORD: { /* "creatures you control with flying" */
      size_t l = strlen(suffix);
      snprintf(suffix + l, sizeof suffix - l, " with %s", type_keyword_names[arg]);
      break;
    }
    case OP_F_COUNTER: { /* after "you control": "with a +1/+1 counter on it", "with +1/+1 counters on them" */
      size_t l = strlen(suffix);
      snprintf(suffix + l, sizeof suffix - l, one ? " with a %s counter on it" : " with %s counters on them",
               type_counter_names[arg]);
      break;
    }
    default: break;
    }
    if (w[0]) {
      size_t l = strlen(adj);
      snprintf(adj + l, sizeof adj - l, "%s ", w);
    }
  }
  if (len && code[0] == OP_F_IN_GRAVEYARD) { /* "Cards in graveyards" (no other filter goes with it) */
    snprintf(out, n, "cards in graveyards");
    return;
  }
  char t[32] = "permanent";
  if (type >= 0)
    lower(t, sizeof t, type_card_names[type]);
  if (sub[0] && type >= 0)
    snprintf(noun, sizeof noun, "%s %s%s", sub, t, one ? "" : "s");
  else if (sub[0] && one)
    snprintf(noun, sizeof noun, "%s", sub);
  else if (sub[0])
    dsl_plural(noun, sizeof noun, sub);
  else
    snprintf(noun, sizeof noun, "%s%s", t, one ? "" : "s");
  if (either[0])
    snprintf(noun, sizeof noun, "%s", either);
  snprintf(out, n, "%s%s%s", adj, noun, suffix);
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_F_ANYWHERE) /* Painter's Servant */
      snprintf(out, n, "cards that aren't on the battlefield, spells, and permanents");
}

/* the operands of the instruction at pc */
static int operand(const uint8_t *code, uint32_t pc)
{
  return (uint16_t)op_arg(code + pc);
}

/* the next layered operation at or after pc, or len */
static uint32_t next_layered(const uint8_t *code, uint32_t pc, uint32_t len)
{
  while (pc < len && op_table[op_at(code + pc)].layer == NOLAYER)
    pc += (uint32_t)op_size(code + pc);
  return pc;
}

/* can op be part of one "is a ..." / "becomes a ..." phrase? (205.1b: what it names replaces the old) */
static int group_item(int op, int becomes)
{
  return op == OP_SET_COLORS || op == OP_SET_CREATURE_TYPE || op == OP_SET_TYPES || op == OP_SET_PT || op == OP_SET_PT_MV ||
         op == OP_ADD_TYPE ||
         (becomes && (op == OP_ADD_KEYWORD || op == OP_ALL_CREATURE_TYPES || op == OP_GRANT || op == OP_ADD_SUPER));
}

/* does a phrase start at pc: a color, creature type or card types, or a P/T that one of those follows? */
static int group_starts(const uint8_t *code, uint32_t pc, uint32_t len, int becomes)
{
  int op = op_at(code + pc);
  if (op == OP_SET_CREATURE_TYPE || op == OP_SET_TYPES)
    return 1;
  if (op != OP_SET_PT && op != OP_SET_PT_MV && op != OP_SET_COLORS)
    return 0;
  uint32_t q = next_layered(code, pc + (uint32_t)op_length(op), len); /* "becomes red" alone is no phrase */
  return q < len && group_item(code[q], becomes) && code[q] != op && code[q] != OP_ADD_KEYWORD;
}

/* prints "is a black Skeleton creature with base power and toughness 1/1" (or "becomes a 2/2 ... with flying")
   from the phrase starting at pc; returns where the phrase ends */
static uint32_t group(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t pc,
                      uint32_t len, int one, int becomes, int x, int y, int still)
{
  int colors = -1, sub = -1, types = 0, has_pt = 0, pt_first = code[pc] == OP_SET_PT, all = 0, mv = 0, legend = 0;
  int kw[8], nkw = 0; /* its keywords in the text's order: "with flying, indestructible, and haste" */
  int grant = -1; /* the card's ability it grants: 'with "Whenever this creature attacks, ..."' */
  int more[4], nmore = 0; /* creature types after the first: "Human Soldier Ally" */
  int pushes[2] = {0}, np = 0;
  for (; pc < len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), arg = operand(code, pc);
    if (op == OP_PUSH) {
      pushes[np++ & 1] = arg;
      continue;
    }
    if (op == OP_ADD_SUBTYPE && sub >= 0 && nmore < 4 && (type_sub_types[arg] & BIT(TYPE_CREATURE))) {
      more[nmore++] = arg;
      continue;
    }
    if (op_table[op].layer == NOLAYER || !group_item(op, becomes) || (op == OP_SET_PT && has_pt))
      break;
    if (op == OP_SET_COLORS) colors = arg;
    else if (op == OP_SET_CREATURE_TYPE) sub = arg;
    else if (op == OP_SET_TYPES) types |= arg;
    else if (op == OP_ADD_TYPE) types |= (int)BIT(arg);
    else if (op == OP_ADD_KEYWORD && nkw < 8) kw[nkw++] = arg;
    else if (op == OP_ADD_SUPER) legend = 1; /* "a legendary 4/4 ..." (the only supertype a phrase adds) */
    else if (op == OP_ALL_CREATURE_TYPES) all = 1;
    else if (op == OP_GRANT) grant = arg;
    else if (op == OP_SET_PT_MV) mv = 1;
    else if (op == OP_SET_PT && !(pt_first && !has_pt)) has_pt = 1, x = pushes[np & 1], y = pushes[(np + 1) & 1];
    else if (op == OP_SET_PT) has_pt = 1; /* its values were pushed before the phrase began: x and y */
  }
  char words[256] = "";
  size_t n = 0;
  if (legend)
    n += (size_t)snprintf(words + n, sizeof words - n, "legendary ");
  if (has_pt && pt_first)
    n += (size_t)snprintf(words + n, sizeof words - n, "%d/%d ", x, y);
  if (colors == 0) /* Noggle the Mind: "is a colorless Noggle" (105.2c) */
    n += (size_t)snprintf(words + n, sizeof words - n, "colorless ");
  if (colors >= 0)
    for (int c = 0, k = 0; c < COLOR__COUNT; c++)
      if (colors & (1 << c))
        n += (size_t)snprintf(words + n, sizeof words - n, "%s%s ", k++ ? "and " : "", type_color_words[c]);
  if (sub >= 0)
    n += (size_t)snprintf(words + n, sizeof words - n, "%s ", type_sub_names[sub]);
  for (int i = 0; i < nmore && n < sizeof words; i++)
    n += (size_t)snprintf(words + n, sizeof words - n, "%s ", type_sub_names[more[i]]);
  for (int t = 0; t < TYPE__COUNT && n < sizeof words; t++)
    if (types & (1 << t)) {
      char w[32];
      lower(w, sizeof w, type_card_names[t]);
      n += (size_t)snprintf(words + n, sizeof words - n, "%s ", w);
    }
  if (n && n < sizeof words)
    words[--n] = '\0';
  if (!one && !becomes && still == 1) /* "are 1/1 black creatures that are still lands" */
    fprintf(out, "are %ss that are still lands", words);
  else
    fprintf(out, "%s %s %s", becomes ? (one ? "becomes" : "become") : one ? "is" : "are", dsl_article(words), words);
  if (has_pt && !pt_first)
    fprintf(out, " with base power and toughness %d/%d", x, y);
  for (int k = 0; k < nkw; k++)
    fprintf(out, "%s%s", k == 0 ? " with " : nkw > 2 ? (k + 1 < nkw ? ", " : ", and ") : " and ",
            type_keyword_names[kw[k]]);
  if (all)
    fputs(" with all creature types", out);
  if (grant >= 0 && c && grant < c->abil_count) {
    char quoted[256];
    dsl_render_ability(quoted, sizeof quoted, p, c, &p->abils[c->abil_first + grant]);
    fprintf(out, " with \"%s\"", quoted);
  }
  if (mv)
    fputs(" with power and toughness each equal to its mana value", out);
  if (still && (one || becomes))
    fputs(still == 2 ? " that's still a planeswalker" : " that's still a land", out);
  return pc;
}

/* what it does, joined by "and" (two) or as a list ("gets +3/+3, is black, has trample, and has ..."); plural verbs
   unless `one`; "becomes" for a resolved effect's "becomes a" */
#define SUB_PER 1000 /* predicate_list's per_what: SUB_PER + a subtype, "for each other Goblin you control" */
#define BASIC_PER 4000 /* ... BASIC_PER + a subtype: "for each basic Island you control" (CONTROL_BASIC_SUB, fdncards) */
#define SUB_PER2 3000 /* ... SUB_PER2 + a subtype: "for each Forest you control" (CONTROL_SUBTYPE, fdncards) */

static void predicate_list(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len,
                           int one, int hints, int becomes);
static void predicates(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len,
                       int one, int hints, int becomes)
{
  char *text = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&text, &n);
  if (!m)
    return;
  predicate_list(m, p, c, code, len, one, hints, becomes);
  fclose(m);
  int items = 0;
  for (size_t i = 0; i < n; i++)
    items += text[i] == '\x01';
  for (size_t i = 0, k = 0; i < n; i++)
    if (text[i] != '\x01')
      fputc(text[i], out);
    else
      fputs(items == 1 ? " and " : ++k == (size_t)items ? ", and " : ", ", out);
  free(text);
}

static void predicate_list(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len,
                           int one, int hints, int becomes)
{
  int gain = (hints & CG_HINT_GAIN) != 0;
  int vals[4] = {0}, nv = 0, k = 0;
  uint32_t last_kw = (uint32_t)-1; /* where the instruction after the last ADD_KEYWORD starts */
  int kw_run = 0;                  /* keywords in the run being printed */
  int per_ctr = -1;                /* COUNTERS_SRC k: "+1/+1 for each <k> counter on <self>" */
  int per_what = -1;               /* PT_PER's count: CONTROL_OTHER_SUB (SUB_PER + s), GY_TYPE_YOURS or ENTERED */
  for (uint32_t pc = 0; pc < len;) {
    int op = op_at(code + pc), arg = operand(code, pc);
    if (op == OP_PUSH && nv < 4)
      vals[nv++] = (int16_t)arg; /* a PUSH is signed: "gets -5/-0" */
    if (op == OP_XVAL && nv < 4)
      vals[nv++] = RC_X; /* the X of the ability that makes the effect: "+X/+X", "X/X" */
    if (op == OP_COUNTERS_SRC)
      per_ctr = arg;
    if (op == OP_CONTROL_OTHER_SUB || op == OP_GY_TYPE_YOURS || op == OP_ENTERED) /* what PT_PER counts (eclcards) */
      per_what = op == OP_CONTROL_OTHER_SUB ? SUB_PER + arg : op;
    if (op == OP_CONTROL_SUBTYPE && pc + 3 < len && code[pc + 3] == OP_PUSH) /* fdncards: "for each Forest you control" */
      per_what = SUB_PER2 + arg;
    if (op == OP_CONTROL_BASIC_SUB) /* fdncards: "for each basic Island you control" */
      per_what = BASIC_PER + arg;
    if (op_table[op].layer == NOLAYER) {
      pc += (uint32_t)op_length(op);
      continue;
    }
    const char *and = k++ ? "\x01" : " "; /* between two predicates: "and", or a list's comma */
    int x = nv >= 2 ? vals[nv - 2] : 0, y = nv >= 1 ? vals[nv - 1] : 0;
    if (group_starts(code, pc, len, becomes && !gain)) { /* the phrase says its own verb ("gains ...": a list, Glamer
                                                            Gifter's "has base power and toughness 4/4 and gains all creature types") */
      fputs(and, out);
      pc = group(out, p, c, code, pc, len, one, becomes, x, y, (hints & CG_HINT_STILL_PW) ? 2 : (hints & CG_HINT_STILL) != 0);
      nv = 0;
      continue;
    }
    char w[64];
    switch (op) {
    case OP_PT_PER: /* eclcards: the count before the two PUSHes */
      if (per_what == OP_ENTERED)
        fprintf(out, "%s%s +X/+X, where X is the number of creatures that entered the battlefield under your control this "
                "turn", and, one ? "gets" : "get");
      else {
        char each[TYPE_NAME_LEN + 64];
        if (per_what >= BASIC_PER && per_what - BASIC_PER < SUB__COUNT)
          snprintf(each, sizeof each, "basic %s you control", type_sub_names[per_what - BASIC_PER]);
        else if (per_what >= SUB_PER2 && per_what - SUB_PER2 < SUB__COUNT)
          snprintf(each, sizeof each, "%s you control", type_sub_names[per_what - SUB_PER2]);
        else if (per_what >= SUB_PER && per_what - SUB_PER < SUB__COUNT)
          snprintf(each, sizeof each, "other %s you control", type_sub_names[per_what - SUB_PER]);
        else
          snprintf(each, sizeof each, "creature you control and each creature card in your graveyard");
        fprintf(out, "%s%s %c%d/%c%d for each %s", and, one ? "gets" : "get", x < 0 ? '-' : '+', x < 0 ? -x : x,
                y < 0 ? '-' : '+', y < 0 ? -y : y, each);
      }
      per_what = -1;
      nv = 0;
      break;
    case OP_MODIFY_PT:
      if (per_ctr >= 0 && per_ctr < CTR__COUNT) { /* Lion Sash */
        fprintf(out, "%s%s +1/+1 for each %s counter on %s", and, one ? "gets" : "get", type_counter_names[per_ctr],
                pack_str(p, c->name));
        per_ctr = -1;
        nv = 0;
        break;
      }
      if (x == RC_X && y == RC_X)
        fprintf(out, "%s%s +X/+X", and, one ? "gets" : "get");
      else
        fprintf(out, "%s%s%s %c%d/%c%d", and, (hints & (PACK_WORD3_ECL_ALSO << 8)) ? "also " : "", /* eclcards 8: Goatnap */
                one ? "gets" : "get", x < 0 || (x == 0 && y < 0) ? '-' : '+', x < 0 ? -x : x,
                y < 0 || (y == 0 && x < 0) ? '-' : '+', y < 0 ? -y : y);
      nv = 0;
      break;
    case OP_SET_PT:
      if (x == RC_X && y == RC_X)
        fprintf(out, "%s%s base power and toughness X/X", and, one ? "has" : "have");
      else
        fprintf(out, "%s%s base power and toughness %d/%d", and, one ? "has" : "have", x, y);
      nv = 0;
      break;
    case OP_SET_POWER: /* tlacards: Turtle-Duck */
      fprintf(out, "%s%s base power %d", and, one ? "has" : "have", y);
      nv = 0;
      break;
    case OP_SET_PT_MV:
      fprintf(out, "%s%s base power and base toughness each equal to %s mana value", and, one ? "has" : "have",
              one ? "its" : "their");
      break;
    case OP_LOSE_ABILITIES: fprintf(out, "%s%s all abilities", and, one ? "loses" : "lose"); break;
    case OP_LOSE_NONMANA: fprintf(out, "%s%s all abilities except mana abilities", and, one ? "loses" : "lose"); break;
    case OP_LOSE_OTHER_ABILITIES: fputs(", and it loses all other abilities, card types, and creature types", out); break;
    case OP_ADD_KEYWORD: { /* a run of keywords shares its verb: "has trample and lifelink", "have a, b, and c" */
      uint32_t q = pc + (uint32_t)op_length(op);
      int prev = pc > 0 && k > 1 && last_kw == pc, rest = 0;
      for (uint32_t r = q; r < len && code[r] == OP_ADD_KEYWORD; r += (uint32_t)op_size(code + r))
        rest++; /* keywords after this one in the run */
      if (prev)
        fprintf(out, "%s%s", kw_run > 2 ? (rest ? ", " : ", and ") : " and ", type_keyword_names[arg]);
      else {
        kw_run = rest + 1;
        fprintf(out, "%s%s%s %s", and, (hints & (PACK_WORD3_ECL_ALSO << 8)) ? "also " : "", /* Gallant Fowlknight */
                gain ? (one ? "gains" : "gain") : one ? "has" : "have", type_keyword_names[arg]);
      }
      last_kw = q;
      break;
    }
    case OP_LOSE_KEYWORD: /* tlacards 16: "lose hexproof and indestructible" -- one verb for the pair */
      if (pc >= 2 && op_at(code + pc - 2) == OP_LOSE_KEYWORD)
        fprintf(out, " and %s", type_keyword_names[arg]);
      else
        fprintf(out, "%s%s %s", and, one ? "loses" : "lose", type_keyword_names[arg]);
      break;
    case OP_ADD_WARD: fprintf(out, "%s%s ward {%d}", and, one ? "has" : "have", arg); break;
    case OP_GRANT: { /* 613.1f: 'has "<the quoted ability>"' -- the card's granted ability, printed as its line */
      char q[256] = "";
      if (arg < c->abil_count && dsl_firebending(p, &p->abils[c->abil_first + arg]) > 0) { /* tlacards 13: the keyword */
        fprintf(out, "%s%s firebending %d", and, one ? "has" : "have", dsl_firebending(p, &p->abils[c->abil_first + arg]));
        break;
      }
      if (arg < c->abil_count)
        dsl_render_ability(q, sizeof q, p, c, &p->abils[c->abil_first + arg]);
      fprintf(out, "%s%s \"%s\"", and, one ? "has" : "have", q);
      break;
    }
    case OP_SET_CHOSEN_TYPE: fprintf(out, "%s%s the chosen type", and, one ? "is" : "are"); break;
    case OP_SET_CHOSEN_COLOR: fprintf(out, "%s%s the chosen color", and, one ? "is" : "are"); break;
    case OP_ADD_CHOSEN_COLOR:
      fprintf(out, "%s%s the chosen color in addition to %s other colors", and, one ? "is" : "are", one ? "its" : "their");
      break;
    case OP_ADD_MANA: /* 'have "{T}: Add one mana of any color."' */
      fprintf(out, "%s%s \"", and, one ? "has" : "have");
      dsl_render_mana(out, NULL, arg & ~GRANTED_TWO_ONE, __builtin_ctz((unsigned)arg | 0x80u),
                      (arg & GRANTED_TWO_ONE) ? MANA_ONE_COLOR | 2 : 1); /* lead: New Horizons' */
      fputc('"', out);
      break;
    case OP_ADD_TYPE:
      lower(w, sizeof w, type_card_names[arg]);
      if (one && arg == TYPE_ARTIFACT && pc + 4 <= len && code[pc + 2] == OP_ADD_TYPE && code[pc + 3] == TYPE_CREATURE) {
        fprintf(out, "%s%s an artifact creature", and, becomes ? "becomes" : "is"); /* a Vehicle (301.7) */
        pc += 2; /* the ADD_TYPE creature too */
      } else if (one)
        fprintf(out, "%sis %s %s in addition to its other types", and, dsl_article(w), w);
      else
        fprintf(out, "%sare %ss in addition to their other types", and, w);
      break;
    case OP_ADD_SUBTYPE:
      if (arg == SUB_PLAINS && pc + 15 <= len && code[pc + 3] == OP_ADD_SUBTYPE && op_read_s16(code + pc + 4) == SUB_ISLAND &&
          code[pc + 6] == OP_ADD_SUBTYPE && op_read_s16(code + pc + 7) == SUB_SWAMP && code[pc + 9] == OP_ADD_SUBTYPE &&
          op_read_s16(code + pc + 10) == SUB_MOUNTAIN && code[pc + 12] == OP_ADD_SUBTYPE &&
          op_read_s16(code + pc + 13) == SUB_FOREST) { /* tlacards: "gain all basic land types" (Energybending) */
        fprintf(out, "%s%s all basic land types", and, gain ? (one ? "gains" : "gain") : one ? "has" : "have");
        pc += 12; /* to the last of the five */
      } else if (one && becomes && (type_sub_types[arg] & BIT(TYPE_CREATURE))) /* "becomes an Avatar in addition to ..." */
        fprintf(out, "%sbecomes %s %s in addition to its other types", and, dsl_article(type_sub_names[arg]), type_sub_names[arg]);
      else if (one)
        fprintf(out, "%sis %s %s in addition to its other %stypes", and, dsl_article(type_sub_names[arg]), type_sub_names[arg],
                (type_sub_types[arg] & BIT(TYPE_LAND)) ? "land " : "");
      else
        fprintf(out, "%sare %ss in addition to their other types", and, type_sub_names[arg]);
      break;
    case OP_SET_LAND_TYPE:
      dsl_plural(w, sizeof w, type_sub_names[arg]);
      fprintf(out, "%s%s %s%s", and, becomes ? (one ? "becomes" : "become") : one ? "is" : "are",
              one ? dsl_article(type_sub_names[arg]) : "", one ? "" : w);
      if (one)
        fprintf(out, " %s", type_sub_names[arg]);
      break;
    case OP_ALL_CREATURE_TYPES: /* "is all creature types" (PACK_WORD3_ECL_IS: Stalactite Dagger) */
      fprintf(out, "%s%s all creature types", and, (hints & (PACK_WORD3_ECL_IS << 8)) ? (one ? "is" : "are")
                                                   : gain ? (one ? "gains" : "gain") : one ? "has" : "have");
      break;
    case OP_LOSE_CREATURE_TYPES: fprintf(out, "%s%s all creature types", and, one ? "loses" : "lose"); break;
    case OP_LOSE_TYPE:
      lower(w, sizeof w, type_card_names[arg]);
      fprintf(out, "%s%s %s %s", and, one ? "isn't" : "aren't", dsl_article(w), w);
      break;
    case OP_SET_COLORS:
      fprintf(out, "%s%s", and, becomes ? (one ? "becomes" : "become") : one ? "is" : "are");
      for (int c = 0, n = 0; c < COLOR__COUNT; c++)
        if (arg & (1 << c))
          fprintf(out, "%s%s", n++ ? " and " : " ", type_color_words[c]);
      if (!arg)
        fputs(" colorless", out); /* Mycosynth Lattice (105.2c) */
      break;
    case OP_SET_CONTROLLER: fprintf(out, "%s%s controlled by you", and, one ? "is" : "are"); break;
    case OP_SWITCH_PT: fprintf(out, "%s%s power and toughness switched", and, one ? "has its" : "have their"); break;
    case OP_RESTRICT:
      if (arg & (RULE_CANT_ATTACK | RULE_CANT_BLOCK))
        fprintf(out, "%scan't %s", and, (arg & RULE_CANT_ATTACK) && (arg & RULE_CANT_BLOCK) ? "attack or block"
                                        : (arg & RULE_CANT_ATTACK) ? "attack" : "block");
      if (arg & RULE_DEFENDER_ATTACKS) /* 702.3b (an effect's "this turn" goes after "attack": render.c) */
        fprintf(out, "%scan attack as though it didn't have defender", and);
      if (arg & RULE_UNBLOCKABLE) /* 509.1b */
        fprintf(out, "%scan't be blocked", and);
      if (arg & RULE_UNBLOCKABLE_POWER2) /* 509.1b */
        fprintf(out, "%scan't be blocked by creatures with power 2 or less", and);
      if (arg & RULE_BLOCK_ONE) /* 509.1b (Safewright Cavalry) */
        fprintf(out, "%scan't be blocked by more than one creature", and);
      if (arg & RULE_NO_UNTAP)
        fprintf(out, "%s%s", (arg & (RULE_CANT_ATTACK | RULE_CANT_BLOCK)) ? " and " : and,
                (hints & RC_SELF) ? "doesn't untap during your untap step" /* fdncards 8: Slumbering Cerberus */
                : one ? "doesn't untap during its controller's untap step" : "don't untap during their controllers' untap steps");
      if (arg & RULE_MUST_BE_BLOCKED) /* eclcards 8: Vinebred Brawler (509.1c) */
        fprintf(out, "%smust be blocked if able", and);
      if (arg & RULE_MUST_ATTACK) /* fdncards 8: Juggernaut (508.1d) */
        fprintf(out, "%sattacks each combat if able", and);
      if (arg & RULE_BLOCK_SUB) /* fdncards 8: "can't be blocked by Walls" -- the type its static ability names */
        for (int i = 0; i < c->abil_count; i++) {
          const pack_ability *b = &p->abils[c->abil_first + i];
          if (b->kind == ABIL_STATIC && (b->trig_arg & PACK_BLOCK_SUB_NON)) { /* tlacards 14: the Spirit tokens */
            fprintf(out, " or be blocked by non-%s creatures", type_sub_names[(b->trig_arg & ~PACK_BLOCK_SUB_NON) - 1]);
            break;
          }
          if (b->kind == ABIL_STATIC && b->trig_arg) {
            dsl_plural(w, sizeof w, type_sub_names[b->trig_arg - 1]);
            fprintf(out, "%scan't be blocked by %s", and, w);
            break;
          }
        }
      break;
    default: fprintf(out, "%s(%s)", and, op_table[op].name); break;
    }
    pc += (uint32_t)op_length(op);
  }
}

/* 601.2f: "Goblin spells you cast cost {1} less to cast" from SPELLS_*; PUSH n; COST_LESS or COST_MORE whose; 0 if
   the ability is not a cost change */
static int cost_change(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len)
{
  int sub = -1, types = 0, self = 0, n = 0, second = 0, not_types = 0, gy_sub = -1, gy_n = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc);
    if (op == OP_SPELLS_SUBTYPE)
      sub = (uint16_t)op_read_s16(code + pc + 1);
    else if (op == OP_SPELLS_TYPE)
      types |= 1 << code[pc + 1];
    else if (op == OP_SPELLS_TARGETING_SELF)
      self = 1;
    else if (op == OP_SPELLS_SECOND) /* tdmcards 10: Highspire Bell-Ringer */
      second = 1;
    else if (op == OP_SPELLS_NOT_TYPE) /* tlacards 15: Gran-Gran */
      not_types |= 1 << op_arg(code + pc);
    else if (op == OP_GY_SUB_YOURS) /* "as long as there are N or more <subtype> cards in your graveyard" */
      gy_sub = (uint16_t)op_read_s16(code + pc + 1);
    else if (op == OP_AT_LEAST)
      gy_n = n;
    else if (op == OP_PUSH)
      n = op_read_s16(code + pc + 1);
    else if (op == OP_SPELLS_FREE) { /* tdmcards 20: Dracogenesis */
      fprintf(out, "You may cast %s%sspells without paying their mana costs", sub >= 0 ? type_sub_names[sub % SUB__COUNT] : "",
              sub >= 0 ? " " : "");
      return 1;
    } else if (op == OP_COST_MORE || op == OP_COST_LESS || op == OP_SPELLS_CONVOKE) {
      if (second) {
        fprintf(out, "The second spell you cast each turn costs {%d} %s to cast", n, op == OP_COST_MORE ? "more" : "less");
        return 1;
      }
      if (sub >= 0)
        fprintf(out, "%s spells", type_sub_names[sub]);
      else if (types == (1 << TYPE_ARTIFACT | 1 << TYPE_ENCHANTMENT))
        fputs("Artifact and enchantment spells", out);
      else if (types == (1 << TYPE_INSTANT | 1 << TYPE_SORCERY)) /* fdncards: Archmage of Runes */
        fputs("Instant and sorcery spells", out);
      else if (types == 1 << TYPE_CREATURE) /* tdmcards 10: The Sibsig Ceremony */
        fputs("Creature spells", out);
      else if (not_types == 1 << TYPE_CREATURE) /* tlacards 15: Gran-Gran */
        fputs("Noncreature spells", out);
      else
        fputs("Spells", out);
      fprintf(out, " %s cast", op_arg(code + pc) ? "your opponents" : "you");
      if (self)
        fprintf(out, " that target %s", (c->pt_flags & PACK_SELF_NAMED) ? pack_str(p, c->name) : "this creature");
      if (op == OP_SPELLS_CONVOKE) /* eclcards 10: Eirdu */
        fputs(" have convoke", out);
      else
        fprintf(out, " cost {%d} %s to cast", n, op == OP_COST_MORE ? "more" : "less");
      if (gy_sub >= 0 && gy_n >= 0 && gy_n < DSL_NUMBER_WORDS) /* tlacards 15: Gran-Gran */
        fprintf(out, " as long as there are %s or more %s cards in your graveyard", cg_number_words[gy_n],
                type_sub_names[gy_sub % SUB__COUNT]);
      return 1;
    }
  }
  return 0;
}

/* "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other
   types" from F_SUBTYPE_EITHER; PUSH p; PUSH t; SET_PT; SET_COLORS; ADD_TYPE; ADD_SUBTYPE; ADD_TYPE; ADD_SUBTYPE (cont.c);
   0 if the ability is not one */
static int either_are(FILE *out, const uint8_t *code, uint32_t len)
{
  int pair = -1, pt[2] = {0, 0}, npt = 0, colors = 0, subs[2] = {0, 0}, nsub = 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), arg = (uint16_t)op_arg(code + pc);
    if (op == OP_F_SUBTYPE_EITHER)
      pair = arg;
    else if (op == OP_PUSH && npt < 2)
      pt[npt++] = (int16_t)arg;
    else if (op == OP_SET_COLORS)
      colors = arg;
    else if (op == OP_ADD_SUBTYPE && nsub < 2)
      subs[nsub++] = arg;
  }
  if (pair < 0 || nsub != 2 || !colors)
    return 0;
  fprintf(out, "All %ss and all %ss are %d/%d %s %s creatures and %s lands in addition to their other types",
          type_sub_names[SUB_PAIR_A(pair)], type_sub_names[SUB_PAIR_B(pair)], pt[0], pt[1],
          type_color_words[__builtin_ctz((unsigned)colors)], type_sub_names[subs[0]], type_sub_names[subs[1]]);
  return 1;
}

/* the condition of a static ability ("Anger is in your graveyard and you control a Mountain") into cb; returns 1 if
   it has one, 2 if the text says it after the effect (its code comes after the subject's filters, grantgen.c) */
static int condition(char *cb, size_t n, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len,
                     int *unless)
{
  int cond = 0, filtered = 0;
  size_t l = 0;
  cb[0] = '\0';
  for (uint32_t pc = 0; pc < len && l < n; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), was = cond;
    filtered |= (op >= OP_F_TYPE && op <= OP_F_ATTACHED) || OP_IS_LATE_FILTER(op);
    if (op == OP_SELF_IN_GY)
      l += (size_t)snprintf(cb + l, n - l, "%s is in your graveyard", pack_str(p, c->name)), cond = 1;
    if (op == OP_CONTROL_SUBTYPE && !(pc + 3 < len && code[pc + 3] == OP_PUSH)) { /* not a PT_PER's count */
      const char *sub = type_sub_names[(uint16_t)op_read_s16(code + pc + 1)];
      l += (size_t)snprintf(cb + l, n - l, "%syou control %s %s", cond ? " and " : "", dsl_article(sub), sub);
      cond = 1;
    }
    if (op == OP_GY_SIZE && pc + 1 + 3 <= len && code[pc + 1] == OP_PUSH) { /* threshold: GY_SIZE; PUSH n; AT_LEAST */
      int k = op_read_s16(code + pc + 2);
      l += (size_t)snprintf(cb + l, n - l, "%sthere are %s or more cards in your graveyard", cond ? " and " : "",
                            k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many");
      cond = 1;
    }
    if (op == OP_GY_SUB_YOURS && pc + 7 < len && code[pc + 3] == OP_PUSH && code[pc + 6] == OP_AT_LEAST) {
      int k = op_read_s16(code + pc + 4); /* GY_SUB_YOURS s; PUSH n; AT_LEAST [; NOT] (The Lion-Turtle: "unless") */
      l += (size_t)snprintf(cb + l, n - l, "%sthere are %s or more %s cards in your graveyard", cond ? " and " : "",
                            k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many",
                            type_sub_names[(uint16_t)op_read_s16(code + pc + 1)]);
      *unless = code[pc + 7] == OP_NOT;
      cond = 1;
    }
    if (op == OP_COUNTERS_SRC && pc + 5 < len && code[pc + 2] == OP_PUSH && code[pc + 5] == OP_AT_LEAST) {
      int k = op_read_s16(code + pc + 3); /* COUNTERS_SRC k; PUSH n; AT_LEAST: War Balloon */
      l += (size_t)snprintf(cb + l, n - l, "%sthis %s has %s or more %s counters on it", cond ? " and " : "",
                            dsl_self_noun(c), k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many",
                            type_counter_names[code[pc + 1]]);
      cond = 1;
    }
    if (op == OP_CONTROL_OTHER_POWER && pc + 5 < len && code[pc + 2] == OP_PUSH && code[pc + 5] == OP_AT_LEAST) {
      l += (size_t)snprintf(cb + l, n - l, "%syou control another creature with power %d or greater", cond ? " and " : "",
                            code[pc + 1]); /* CONTROL_OTHER_POWER n; PUSH 1; AT_LEAST [; NOT] (Tiger-Dillo: "unless") */
      *unless = pc + 6 < len && code[pc + 6] == OP_NOT;
      cond = 1;
    }
    if (op == OP_YOU && pc + 7 < len && op_at(code + pc + 1) == OP_POOL_SIZE && code[pc + 3] == OP_PUSH &&
        code[pc + 6] == OP_AT_LEAST) { /* lead: YOU; POOL_SIZE; PUSH n; AT_LEAST (Ozai) */
      int k = op_read_s16(code + pc + 4);
      l += (size_t)snprintf(cb + l, n - l, "%syou have %s or more unspent mana", cond ? " and " : "",
                            k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many");
      cond = 1;
    }
    if (op == OP_YOU && pc + 6 < len && code[pc + 1] == OP_LIFE && code[pc + 2] == OP_PUSH && code[pc + 5] == OP_AT_LEAST) {
      l += (size_t)snprintf(cb + l, n - l, "%syou have %d or more life", cond ? " and " : "", op_read_s16(code + pc + 3));
      cond = 1; /* fdncards: YOU; LIFE; PUSH n; AT_LEAST (Twinblade Paladin) */
    }
    if (op == OP_GY_TYPE_YOURS && code[pc + 1] == TYPE_INSTANT && pc + 8 < len && code[pc + 2] == OP_GY_TYPE_YOURS &&
        code[pc + 4] == OP_ADD && code[pc + 5] == OP_PUSH && code[pc + 8] == OP_AT_LEAST) { /* fdncards 8: Ghitu
                                                         Lavarunner (not Enigma Drake's count: PUSH toughness; F_SELF) */
      int k = op_read_s16(code + pc + 6);
      l += (size_t)snprintf(cb + l, n - l, "%sthere are %s or more instant and/or sorcery cards in your graveyard",
                            cond ? " and " : "", k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many");
      cond = 1;
    }
    if (op == OP_COND && pc + 2 < len && code[pc + 2] == OP_REQUIRE) { /* COND c; REQUIRE (tlacards 15) */
      l += (size_t)snprintf(cb + l, n - l, "%s%s", cond ? " and " : "", code[pc + 1] == COND_LAND_CREATURE_OR_ENTERED ?
                            "you control a land creature or a land entered the battlefield under your control this turn"
                            : type_cond_phrases[code[pc + 1] % COND__COUNT]);
      cond = 1;
    }
    if (op == OP_CONTROL_COUNTERED && pc + 1 < len && code[pc + 1] == OP_REQUIRE) { /* tdmcards: Formation Breaker */
      l += (size_t)snprintf(cb + l, n - l, "%syou control a creature with a counter on it", cond ? " and " : "");
      cond = 1;
    }
    if (op == OP_DRAWS && pc + 4 < len && code[pc + 1] == OP_PUSH && code[pc + 4] == OP_AT_LEAST) { /* DRAWS; PUSH n */
      int k = op_read_s16(code + pc + 2);
      l += (size_t)snprintf(cb + l, n - l, "%syou've drawn %s or more cards this turn", cond ? " and " : "",
                            k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many");
      cond = 1;
    }
    if (op == OP_ENTERED && pc + 2 < len && code[pc + 2] == OP_REQUIRE) { /* ENTERED 1; REQUIRE (eclcards) */
      l += (size_t)snprintf(cb + l, n - l, "%s%s creature entered the battlefield under your control this turn",
                            cond ? " and " : "", code[pc + 1] ? "another" : "a");
      cond = 1;
    }
    if (op == OP_GY_SUB_YOURS && pc + 3 < len && code[pc + 3] == OP_REQUIRE) { /* GY_SUB_YOURS s; REQUIRE (tlacards) */
      const char *sub = type_sub_names[(uint16_t)op_read_s16(code + pc + 1)];
      l += (size_t)snprintf(cb + l, n - l, "%sthere%s %s %s card in your graveyard", cond ? " and " : "",
                            says_there_is(code, len) ? " is" : "'s", dsl_article(sub), sub);
      cond = 1;
    }
    if (op == OP_COLOR_PERMANENTS) { /* COLOR_PERMANENTS c; REQUIRE (Knight of Grace) */
      l += (size_t)snprintf(cb + l, n - l, "%sany player controls %s %s permanent", cond ? " and " : "",
                            dsl_article(type_color_words[op_arg(code + pc)]), type_color_words[op_arg(code + pc)]);
      cond = 1;
    }
    if (op == OP_DEVOTION && pc + 2 + 3 <= len && code[pc + 2] == OP_PUSH) { /* DEVOTION c; PUSH n; AT_LEAST; NOT */
      int k = op_read_s16(code + pc + 3);
      l += (size_t)snprintf(cb + l, n - l, "%syour devotion to %s is less than %s", cond ? " and " : "",
                            type_color_words[code[pc + 1]], k >= 0 && k < DSL_NUMBER_WORDS ? cg_number_words[k] : "many");
      cond = 1;
    }
    if (cond && !was && filtered)
      cond = 2;
  }
  return cond;
}

static void body(FILE *out, const struct mtg_pack *p, const pack_card *c, const pack_ability *a, const char *who,
                 int cond);

/* "<name>'s power is equal to <count>" / "This creature's power is equal to <count>" (a power-only CDA, 604.3) */
static void power_cda(FILE *out, const struct mtg_pack *p, const pack_card *c, const uint8_t *code, uint32_t len)
{
  char count[160] = "";
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_COLORS)
      snprintf(count, sizeof count, "the number of colors among permanents you control");
    else if (code[pc] == OP_CONTROL_TYPE)
      snprintf(count, sizeof count, "the number of %ss you control", code[pc + 1] == TYPE_LAND ? "land" : "creature");
    else if (code[pc] == OP_LAND_COUNTERS)
      snprintf(count, sizeof count, "the number of %s counters on lands you control", type_counter_names[code[pc + 1]]);
    else if (code[pc] == OP_GY_NONCREATURE_NONLAND)
      snprintf(count, sizeof count, "the number of noncreature, nonland cards in your graveyard");
    else if (code[pc] == OP_GY_TYPE_YOURS && code[pc + 1] == TYPE_INSTANT) /* fdncards: Enigma Drake */
      snprintf(count, sizeof count, "the number of instant and sorcery cards in your graveyard");
  if (c->pt_flags & PACK_SELF_NAMED)
    fprintf(out, "%s's power is equal to %s", pack_str(p, c->name), count);
  else
    fprintf(out, "This creature's power is equal to %s", count);
}

void dsl_render_cont(FILE *out, const struct mtg_pack *p, const pack_card *c, const pack_ability *a, const char *who)
{
  if (cost_change(out, p, c, p->code + a->code, a->code_len) || either_are(out, p->code + a->code, a->code_len))
    return;
  char cb[256];
  int unless = 0, cond = condition(cb, sizeof cb, p, c, p->code + a->code, a->code_len, &unless);
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(p->code + a->code + pc))
    if (p->code[a->code + pc] == OP_YOUR_TURN) { /* "During your turn, this creature has first strike." */
      fputs("During your turn, ", out);
      body(out, p, c, a, who, 1);
      return;
    }
  const uint8_t *code = p->code + a->code;
  if (cond == 1 && a->code_len == 13 && code[0] == OP_COUNTERS_SRC && code[7] == OP_F_SELF && code[8] == OP_ADD_TYPE &&
      code[9] == TYPE_ARTIFACT && code[10] == OP_ADD_TYPE && code[11] == TYPE_CREATURE) { /* War Balloon (301.7) */
    fprintf(out, "As long as %s, it's an artifact creature", cb);
    return;
  }
  if (cond == 1 && a->kind == ABIL_STATIC && says_there_is(code, a->code_len)) { /* tlacards: the static ability's
                                                                                   rule has no "this turn" (702.3b) */
    fprintf(out, "As long as %s, this %s can attack as though it didn't have defender", cb, dsl_self_noun(c));
    return;
  }
  for (uint32_t pc = 0; !cond && pc < a->code_len; pc += (uint32_t)op_size(code + pc))
    if (op_at(code + pc) == OP_RESTRICT && (uint16_t)op_read_s16(code + pc + 1) == RULE_TOUGHNESS_DAMAGE) {
      fputs("As long as equipped creature's toughness is greater than its power, it assigns combat damage equal to its "
            "toughness rather than its power", out); /* eclcards 9: Bark of Doran (510.1a) */
      return;
    }
  if (!cond && a->code_len >= 4 && code[0] == OP_F_SELF && code[1] == OP_RESTRICT &&
      op_read_s16(code + 2) == RULE_UNTAP_OTHERS) { /* tlacards: Bender's Waterskin (502.3) */
    fprintf(out, "Untap this %s during each other player's untap step", dsl_self_noun(c));
    return;
  }
  if (cond == 1)
    fprintf(out, "As long as %s, ", cb);
  body(out, p, c, a, who, cond == 1);
  if (a->code_len > 2 && code[0] == OP_F_SELF && code[1] == OP_F_ATTACKING) /* fdncards: Kitesail Corsair */
    fputs(" as long as it's attacking", out);
  if (a->code_len > 2 && code[0] == OP_F_SELF && code[1] == OP_F_UNTAPPED) /* eclcards 8: Illusion Spinners */
    fputs(" as long as it's untapped", out);
  if (cond == 2)
    fprintf(out, unless ? " unless %s" : " as long as %s", cb);
}

static void body(FILE *out, const struct mtg_pack *p, const pack_card *c, const pack_ability *a, const char *who,
                 int cond)
{
  const uint8_t *code = p->code + a->code;
  uint32_t len = a->code_len;
  int self = 0, cda = 0, attached = 0, control = 0, nops = 0, becomes = a->kind == ABIL_EFFECT;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    self |= code[pc] == OP_F_SELF;
    attached |= code[pc] == OP_F_ATTACHED;
    control |= code[pc] == OP_SET_CONTROLLER;
    nops += op_table[op_at(code + pc)].layer != NOLAYER;
    cda |= code[pc] == OP_SET_PT_CDA;
  }
  if (cda) { /* characteristic-defining P/T */
    int gy_types = 0, plus = 0, hand = 0, creatures = 0;
    for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
      gy_types |= code[pc] == OP_GY_CARD_TYPES;
      hand |= code[pc] == OP_HAND_SIZE;
      creatures |= code[pc] == OP_CONTROL_TYPE && code[pc + 1] == TYPE_CREATURE; /* Crusader of Odric */
      if (code[pc] == OP_PUSH)
        plus = op_read_s16(code + pc + 1);
    }
    const char *count = gy_types ? "the number of card types among cards in all graveyards"
                        : hand   ? "twice the number of cards in your hand"
                        : creatures ? "the number of creatures you control"
                                 : "the number of land cards in all graveyards";
    if (cg_cda_power_only(code, len)) /* Squawkroaster (Vivid), Suki, Toph, Dragonfly Swarm */
      power_cda(out, p, c, code, len);
    else if (plus)
      fprintf(out, "%s's power is equal to %s and its toughness is equal to that number plus %d", pack_str(p, c->name),
              count, plus);
    else
      fprintf(out, "%s's power and toughness are each equal to %s", pack_str(p, c->name), count);
    return;
  }
  int each = (a->joins & CG_HINT_EACH) != 0;
  for (uint32_t pc = 0; pc < len; pc += (uint32_t)op_size(code + pc)) {
    if (code[pc] == OP_F_CHOSEN_NAME) { /* Pithing Needle */
      fputs("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities", out);
      return;
    }
    if (code[pc] == OP_F_YOURS_ANYWHERE) { /* Conspiracy's two sentences, one ability */
      fputs("Creatures you control are the chosen type. The same is true for creature spells you control and creature "
            "cards you own that aren't on the battlefield", out);
      return;
    }
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_EXTRA_LAND) { /* rules effects on its controller */
    fputs("You may play an additional land on each of your turns", out);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_FLASH_SORCERY_AND) {
    fprintf(out, "You may cast sorcery spells and %s spells as though they had flash",
            type_sub_names[op_read_s16(code + next_layered(code, 0, len) + 1)]);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_FLASH_ALL) {
    fputs("You may cast spells as though they had flash", out);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_NO_MAX_HAND) {
    fputs("You have no maximum hand size", out);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_SPEND_ANY) {
    fputs("Players may spend mana as though it were mana of any color", out);
    return;
  }
  if (nops == 1 && op_at(code + next_layered(code, 0, len)) == OP_GAIN_PLUS) { /* fdncards 11b: Angel of Vitality */
    fputs("If you would gain life, you gain that much life plus 1 instead", out);
    return;
  }
  if (nops == 1 && op_at(code + next_layered(code, 0, len)) == OP_DMG_MOD &&
      op_arg(code + next_layered(code, 0, len)) == DMGMOD_CHOSEN) { /* eclcards 15: Collective Inferno */
    fputs("Double all damage that sources you control of the chosen type would deal", out);
    return;
  }
  if (nops == 1 && op_at(code + next_layered(code, 0, len)) == OP_DMG_MOD) { /* fdncards 11: Twinflame Tyrant, ... */
    fputs(op_arg(code + next_layered(code, 0, len)) == DMGMOD_OPP
              ? "If a source you control would deal damage to an opponent or a permanent an opponent controls, it deals "
                "double that damage instead"
              : "If a creature you control would deal damage to a permanent or player, it deals double that damage instead", out);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_COUNTER_MOD) { /* Vorinclex */
    fputs(code[next_layered(code, 0, len) + 1] == CTRMOD_TWICE
              ? "If you would put one or more counters on a permanent or player, put twice that many of each of those "
                "kinds of counters on that permanent or player instead"
              : "If an opponent would put one or more counters on a permanent or player, they put half that many of each "
                "of those kinds of counters on that permanent or player instead, rounded down", out);
    return;
  }
  if (nops == 1 && op_at(code + next_layered(code, 0, len)) == OP_POOL_RED) { /* lead: Ozai */
    fputs("If you would lose unspent mana, that mana becomes red instead", out);
    return;
  }
  if (nops == 1 && code[next_layered(code, 0, len)] == OP_PLAYER_RULE) { /* Solitary Confinement */
    int r = code[next_layered(code, 0, len) + 1];
    fputs(r == PRULE_SKIP_DRAW ? "Skip your draw step" : r == PRULE_SHROUD ? "You have shroud"
          : r == PRULE_NO_LIFE_LOSS ? "You don't lose the game for having 0 or less life"
          : r == PRULE_INFECT_AT_0 ? "As long as you have 0 or less life, all damage is dealt to you as though its source had infect"
          : r == PRULE_OPP_NO_CAST ? "Your opponents can't cast spells during your turn"
          : r == PRULE_NO_GAIN ? "Players can't gain life" /* fdncards: Giant Cindermaw */
          : r == PRULE_CANT_LOSE ? "You can't lose the game and your opponents can't win the game" /* fdncards 8: Herald */
          : "Prevent all damage that would be dealt to you", out);
    return;
  }
  char att[64];
  if (attached) {
    dsl_attached_phrase(att, sizeof att, p, c);
    if (control && nops == 1) { /* Confiscate */
      fprintf(out, "You control %s", att);
      return;
    }
    att[0] = (char)(att[0] - 'a' + 'A');
    who = who ? who : att;
  }
  char me[160]; /* how the card names itself: by its name, or "this creature" */
  if (cond && a->kind == ABIL_STATIC && (a->joins & CG_HINT_IT)) /* fdncards 10: "As long as ..., it has flying" */
    snprintf(me, sizeof me, "it");
  else if (c->pt_flags & PACK_SELF_NAMED)
    snprintf(me, sizeof me, "%s", pack_str(p, c->name));
  else
    snprintf(me, sizeof me, "%s %s", cond ? "this" : "This", dsl_self_noun(c));
  if (who && control && nops == 1 && a->kind == ABIL_EFFECT) { /* eclcards 8: Goatnap (layer 2) */
    fprintf(out, "Gain control of %c%s", who[0] >= 'A' && who[0] <= 'Z' ? who[0] - 'A' + 'a' : who[0], who + 1);
    return;
  }
  if (who || self) {
    fputs(who ? who : me, out);
    predicates(out, p, c, code, len, 1, a->joins | a->wording3 << 8 | (who ? 0 : RC_SELF), becomes);
    return;
  }
  char subj[256];
  subject(subj, sizeof subj, code, len, each);
  char *chosen = strstr(subj, " of the chosen type");
  int enter_choice = 0;
  for (int i = 0; i < c->abil_count; i++)
    enter_choice |= p->abils[c->abil_first + i].kind == ABIL_ENTER_CHOICE;
  if (chosen && !enter_choice) /* eclcards 8: the type chosen as the ability resolved ("Choose a creature type.") */
    memcpy(chosen, " of that type", sizeof " of that type");
  if (a->joins & (CG_HINT_ALL | CG_HINT_EACH)) {
    fprintf(out, "%s%s", a->joins & CG_HINT_ALL ? "All " : "Each ", subj);
  } else {
    if (subj[0] >= 'a' && subj[0] <= 'z' && !cond)
      subj[0] = (char)(subj[0] - 'a' + 'A');
    fputs(subj, out);
  }
  predicates(out, p, c, code, len, each, a->joins | a->wording3 << 8, becomes);
}

/* does a static ability's text end with a quoted ability (and so with that ability's own period): a mana ability
   (ADD_MANA) or a triggered one (GRANT)? */
int dsl_gives_quoted(const struct mtg_pack *p, const pack_ability *a)
{
  const uint8_t *code = p->code + a->code;
  int last = -1;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc))
    if (op_table[op_at(code + pc)].layer != NOLAYER)
      last = code[pc];
  if (last == OP_GRANT && (uint32_t)(a - p->abils) + 1 < p->hdr->nabilities && (a[1].flags & PACK_ABF_GRANTED) &&
      dsl_firebending(p, &a[1]) > 0)
    return 0; /* tlacards 13: "has firebending 2" -- the granted ability right after it, said as its keyword */
  return last == OP_ADD_MANA || last == OP_GRANT;
}
