/* siegegen.c: the Sieges (tdmcards 17) -- "As this enchantment enters, choose Abzan or Mardu." (614.12, CHOICE_CLAN) and the
   bulleted abilities "• Abzan — ..." that the choice turns on: each labeled with its word (pack_ability.word), the
   permanent's only while that word is the one chosen (obj.chosen; obj_has_ability, the layers' static abilities). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* the AWORD_* of a Siege's word ("Abzan"), or 0 */
static int clan_word(const char *s, size_t n)
{
  for (int w = AWORD_ABZAN; w < AWORD__COUNT; w++)
    if (strlen(type_aword_names[w]) == n && !strncasecmp(type_aword_names[w], s, n))
      return w;
  return 0;
}

/* "As this enchantment enters, choose Abzan or Mardu." -- ENTER_CHOICE: CHOOSE CHOICE_CLAN; the two words are kept to
   check the bulleted lines against */
void cg_enter_choice_clans(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  int wa = clan_word(c->src + a.off, a.len), wb = clan_word(c->src + b.off, b.len);
  if (!wa || !wb || wa == wb) {
    dsl_error(c, a.off, "%s: 'choose A or B' names two of Abzan, Jeskai, Sultai, Mardu, Temur", c->cur.name);
    return;
  }
  c->cur.clans[0] = wa;
  c->cur.clans[1] = wb;
  cg_enter_choice(c, CHOICE_CLAN);
}

/* "• Abzan —" (the token's text: the bullet, a space, the word, a space, the dash): the abilities the line makes get
   the word; it is one of the two the choice named, and each is said once */
void cg_clan_begin(dsl_ctx *c, dsl_tok t)
{
  const char *s = c->src + t.off + 4; /* after "\xE2\x80\xA2 " */
  size_t n = t.len - 4 - 4;           /* less " \xE2\x80\x94" */
  int w = clan_word(s, n);
  cg_card *k = &c->cur;
  int said = 0;
  for (int i = 0; i < k->nabil; i++)
    said |= k->abil[i].word == w;
  if (!w || (w != k->clans[0] && w != k->clans[1]) || said)
    dsl_error(c, t.off, "%s: '%.*s' is not a word its 'As ... enters, choose A or B.' line named before (or said twice)",
              k->name, (int)n, s);
  k->clan_word = w;
  k->clan_first = k->nabil;
}

void cg_clan_line(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  for (int i = k->clan_first; i < k->nabil; i++)
    k->abil[i].word = (uint8_t)k->clan_word;
  if (k->clan_first == k->nabil)
    dsl_error(c, c->line_start, "%s: a '• %s —' line without an ability", k->name, type_aword_names[k->clan_word]);
  k->clan_word = 0;
}
