/* render_tdm.c: prints more Tarkir: Dragonstorm text back as Oracle writes it -- counter lists with keyword counters
   ("Put a +1/+1 counter and a trample counter on ..."), qualified sacrifice costs ("Sacrifice another creature"). */
#include "dsl.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

static int item(char *out, size_t n, int count, int kind)
{
  const char *name = type_counter_names[kind];
  if (count == 1)
    return snprintf(out, n, "%s %s counter", dsl_article(name), name);
  return snprintf(out, n, "%s %s counters", count < DSL_NUMBER_WORDS ? cg_number_words[count] : "many", name);
}

/* after a first "TARGET t; PUSH n0; COUNTERS k0", more of them on the same target (cg_counter_list): the one sentence
   "Put <item>, <item>, and <item> on <on>." into out; returns the bytes the others take, 0 when there are none */
uint32_t dsl_render_counter_list(char *out, size_t n, const uint8_t *code, uint32_t left, int target, int n0, int k0,
                                 const char *on)
{
  int counts[3] = {n0}, kinds[3] = {k0}, nk = 1;
  uint32_t at = 0;
  while (nk < 3 && at + 7 <= left && code[at] == OP_TARGET && code[at + 1] == target && code[at + 2] == OP_PUSH &&
         code[at + 5] == OP_COUNTERS) {
    counts[nk] = op_read_s16(code + at + 3);
    kinds[nk++] = code[at + 6];
    at += 7;
  }
  if (nk == 1)
    return 0;
  size_t l = (size_t)snprintf(out, n, "Put ");
  for (int i = 0; i < nk && l < n; i++) {
    if (i > 0)
      l += (size_t)snprintf(out + l, n - l, nk == 2 ? " and " : i == nk - 1 ? ", and " : ", ");
    if (l < n)
      l += (size_t)item(out + l, n - l, counts[i], kinds[i]);
  }
  if (l < n)
    snprintf(out + l, n - l, " on %s.", on);
  return at;
}

/* the sacrifice cost of the player's choice, as its text says it: "Sacrifice another creature", "Sacrifice a token" */
const char *dsl_render_sac_cost(const pack_ability *a)
{
  if (a->sac_q & PACK_SACQ_TOKEN)
    return "a token";
  if (a->sac_q & PACK_SACQ_ANOTHER)
    return "another creature";
  if (a->cost & PACK_COST_SAC_ARTIFACT)
    return (a->cost & PACK_COST_SAC_CREATURE) ? "an artifact or creature" : "an artifact";
  return "a creature";
}

/* "Search your library for a card, ..." with FIND_NAMEs in code [from, at): " named <name>" goes after "a card" (201.2),
   " or <name>" after it for a second one (tdmcards 10: Dragonstorm Forecaster) */
void dsl_render_named(char *out, size_t n, const struct mtg_pack *p, const uint8_t *code, uint32_t from, uint32_t at)
{
  char names[256];
  size_t l = 0;
  names[0] = '\0';
  for (uint32_t pc = from; pc < at && l < sizeof names; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_FIND_NAME)
      l += (size_t)snprintf(names + l, sizeof names - l, "%s%s", l ? " or " : " named ",
                            pack_str(p, p->cards[(uint16_t)op_read_s16(code + pc + 1)].name));
  char *at_card = l ? strstr(out, " a card") : NULL;
  if (!at_card)
    return;
  char rest[512];
  snprintf(rest, sizeof rest, "%s", at_card + 7);
  snprintf(at_card + 7, n - (size_t)(at_card + 7 - out), "%s%s", names, rest);
}

/* tdmcards 10: a filter, "{1}: Add {R}, {W}, or {B}. Activate only once each turn." -- dsl_render_mana's text with the
   cost {1} for its {T} */
void dsl_render_filter(FILE *dest, const pack_ability *a)
{
  char buf[128];
  FILE *m = fmemopen(buf, sizeof buf, "w");
  if (!m)
    return;
  dsl_render_mana(m, NULL, a->mana, a->mana_first ? a->mana_first - 1 : -1, a->mana_amount);
  fclose(m);
  fprintf(dest, "{%d}%s%s%s\n", a->generic, (a->cost & PACK_COST_TAP) ? ", {T}" : "", buf + 3,
          (a->act & ACTR_ONCE_TURN) ? " Activate only once each turn." : "");
}

/* tdmcards 17: "As this enchantment enters, choose Abzan or Mardu." -- the words of its bulleted abilities, in order */
void dsl_render_clan_choice(FILE *dest, const struct mtg_pack *p, const pack_card *c, const char *subject)
{
  fprintf(dest, "As %s enters, choose", subject);
  for (int i = 0, said = 0; i < c->abil_count; i++) {
    int w = p->abils[c->abil_first + i].word;
    if (w >= AWORD_ABZAN)
      fprintf(dest, "%s %s", said++ ? " or" : "", type_aword_names[w]);
  }
  fputs(".\n", dest);
}
