/* searchgen.c: compiling "you may" (603.5) and library searches (701.19) -- "Search your library for a basic land
   card, put it onto the battlefield tapped, then shuffle." -- and the wording the cards with them use. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* "you may ...": MAY opens the sentence; only what resolves from the stack may ask (the verifier's rule) */
void cg_may(dsl_ctx *c)
{
  cg_emit(c, OP_MAY, 0);
  cg_card *k = &c->cur;
  int kind = k->open >= 0 ? k->abil[k->open].kind : ABIL_SPELL;
  if (kind != ABIL_SPELL && kind != ABIL_MODE && kind != ABIL_TRIGGERED && kind != ABIL_ACTIVATED)
    dsl_error(c, c->line_start, "%s: 'you may' belongs to a spell or a triggered or activated ability here",
              k->name);
}

void cg_may_end(dsl_ctx *c) { c->cur.may_abil = c->cur.open + 1; }

/* tlacards 14: "Its controller may search their library ..., then shuffle." and then another sentence (Price of Freedom):
   MAY_PLAYER becomes MAY_PLAYER_IF; UNLESS n over the optional sentence, so "no" skips only it (603.5); 1 if it did */
static int may_goes_on(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  uint32_t at = UINT32_MAX;
  for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
    if (op_at(k->code + pc) == OP_MAY_PLAYER)
      at = pc;
  uint32_t n = at == UINT32_MAX ? 0 : k->code_len - at - 1;
  if (at == UINT32_MAX || n > 255 || k->code_len + 3 >= sizeof k->code)
    return 0;
  memmove(k->code + at + 4, k->code + at + 1, n);
  op_write(k->code + at, OP_MAY_PLAYER_IF, 0);
  k->code[at + 2] = OP_UNLESS;
  k->code[at + 3] = (uint8_t)n;
  k->code_len += 3;
  k->abil[k->open].code_len += 3;
  for (int i = 0; i < k->nfix; i++)
    if (k->fix[i].at > at)
      k->fix[i].at += 3;
  return 1;
}

/* a "no" skips the rest of the ability, so a sentence after the optional one would be skipped with it */
void cg_may_check(dsl_ctx *c, int op)
{
  cg_card *k = &c->cur;
  if (op == OP_END || k->may_abil == 0 || k->may_abil != k->open + 1)
    return;
  if (may_goes_on(c)) {
    k->may_abil = 0;
    return;
  }
  dsl_error(c, c->line_start, "%s: a 'you may' sentence is the last of its ability here", k->name);
  k->may_abil = 0; /* once */
}

/* ---- the quality of the card searched for: "basic land", "Forest or Plains", "instant or sorcery" ---------- */

/* a word's kind, in Oracle's order (which the printer keeps) */
enum { FIND_CAT_SUPER, FIND_CAT_COLOR, FIND_CAT_SUB, FIND_CAT_TYPE };

static void find_said(dsl_ctx *c, dsl_tok w, int cat)
{
  cg_card *k = &c->cur;
  if (k->find_n == 0)
    k->find_off = w.off;
  if (k->find_n < (int)sizeof k->find_cat)
    k->find_cat[k->find_n++] = (uint8_t)cat;
}

/* a word of the quality: a supertype, a color, a subtype or a card type, in that order; words of one kind are
   alternatives joined by "or" -- a card with two card types is not searched for */
void cg_find_word(dsl_ctx *c, dsl_tok w)
{
  const char *s = c->src + w.off;
  int len = (int)w.len, id;
  if ((id = type_super_find(s, len)) >= 0) {
    cg_emit(c, OP_FIND_SUPER, id);
    find_said(c, w, FIND_CAT_SUPER);
  } else if ((id = type_sub_find(s, len)) >= 0) {
    cg_emit(c, OP_FIND_SUBTYPE, id);
    find_said(c, w, FIND_CAT_SUB);
  } else if ((id = type_card_find(s, len)) >= 0) {
    cg_emit(c, OP_FIND_TYPE, id);
    find_said(c, w, FIND_CAT_TYPE);
  } else
    dsl_error(c, w.off, "'%.*s' is not a supertype, subtype or card type to search for", len, s);
}

/* "a green creature card": FIND_COLOR */
void cg_find_color(dsl_ctx *c, dsl_tok w)
{
  int i = cg_color_of(c, w);
  if (i < 0)
    return;
  cg_emit(c, OP_FIND_COLOR, i);
  find_said(c, w, FIND_CAT_COLOR);
}

void cg_find_or(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->find_n > 0 && k->find_n <= 8)
    k->find_or |= (uint8_t)(1u << (k->find_n - 1));
}

/* tdmcards: "an instant, sorcery, or Dragon card": card types, then subtypes, all alternatives joined by "or" (a card
   looked at has one of the types or one of the subtypes: FIND_EITHER) */
static int either(const cg_card *k)
{
  int i = 1;
  while (i < k->find_n && k->find_cat[i] == FIND_CAT_TYPE && k->find_cat[0] == FIND_CAT_TYPE)
    i++;
  if (k->find_cat[0] != FIND_CAT_TYPE || i >= k->find_n)
    return 0;
  for (int j = i; j < k->find_n; j++)
    if (k->find_cat[j] != FIND_CAT_SUB)
      return 0;
  for (int j = 1; j < k->find_n && j < 8; j++)
    if (!((k->find_or >> j) & 1))
      return 0;
  return 1;
}

/* the words said are in order: supertypes (all of them: "basic snow"), then colors, subtypes, card types; two colors,
   subtypes or card types are alternatives joined by "or", and "or" joins nothing else; a look at the top also takes
   card types or subtypes (either) */
static void check_quality(dsl_ctx *c, int look)
{
  cg_card *k = &c->cur;
  if (look && either(k)) {
    cg_emit(c, OP_FIND_EITHER, 0);
    return;
  }
  for (int i = 1; i < k->find_n; i++) {
    int cat = k->find_cat[i], prev = k->find_cat[i - 1], or = (k->find_or >> i) & 1;
    if (cat < prev)
      dsl_error(c, k->find_off, "%s: the card searched for is said by supertype, color, subtype, then card type "
                "('a basic land card', 'a green creature card')", k->name);
    else if (cat == prev && cat != FIND_CAT_SUPER && !or)
      dsl_error(c, k->find_off, "%s: colors, card types or subtypes searched for are alternatives joined by 'or' "
                "('an instant or sorcery card')", k->name);
    else if (or && (cat != prev || cat == FIND_CAT_SUPER))
      dsl_error(c, k->find_off, "%s: 'or' joins two colors, card types or subtypes here", k->name);
    else
      continue;
    break;
  }
}

void cg_find_mv(dsl_ctx *c, int n, int cmp)
{
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_FIND_MV, cmp);
}

/* "Search your library for a ... card" was said: its words are checked; what is put where comes next */
void cg_search_begin(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  check_quality(c, 0);
  k->find_n = 0;
  k->find_or = 0;
  k->search_how = 0;
}

void cg_search_to(dsl_ctx *c, int how) { c->cur.search_how |= how; }

/* fdncards 12: Mystical Teachings -- "Search your library for an instant card or a card with flash, ..." (FIND_OR_KW: a
   card printed with the keyword fits too, 702) */
void cg_find_or_kw(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id < 0)
    dsl_error(c, kw.off, "unknown keyword");
  else
    cg_emit(c, OP_FIND_OR_KW, id);
}

/* Circuitous Route -- "Search your library for up to two basic land cards and/or Gate cards, ..." (FIND_OR_SUB: a card
   with the subtype fits too, basic or not) */
void cg_find_or_sub(dsl_ctx *c, dsl_tok w)
{
  int id = type_sub_find(c->src + w.off, (int)w.len);
  if (id < 0)
    dsl_error(c, w.off, "'%.*s' is not a subtype", (int)w.len, c->src + w.off);
  else
    cg_emit(c, OP_FIND_OR_SUB, id);
}

/* Inspiration from Beyond -- "Mill three cards, then return an instant or sorcery card from your graveyard to your hand."
   (701.17a, then a card of the whole graveyard, milled or not, and no "may"): FIND_*; PUSH n; YOU; MILL_FIND
   SEARCH_HAND | MILL_FIND_ANY */
void cg_mill_return(dsl_ctx *c, int n)
{
  check_quality(c, 0);
  c->cur.find_n = 0;
  c->cur.find_or = 0;
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_MILL_FIND, SEARCH_HAND | MILL_FIND_ANY);
  c->cur.neffects++;
}

/* "Look at the top N cards of your library. You may reveal a ... card from among them and put it into your hand.
   Put the rest on the bottom of your library in a random order." and the family (looktop.c): PUSH N; [LOOK_UPTO m];
   FIND_*; YOU; LOOK_TOP how -- the PUSH came first, from look_top; how is what the sentences said (search_how) */
void cg_look_top(dsl_ctx *c, int count)
{
  (void)count;
  check_quality(c, 1); /* the words came after cg_search_begin: checked here */
  c->cur.find_n = 0;
  c->cur.find_or = 0;
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_LOOK_TOP, c->cur.search_how);
  c->cur.search_how = 0;
  c->cur.neffects++;
}

/* tdmcards: "Put up to two ... cards from among them onto the battlefield." (LOOK_UPTO 2), "You may put any number of
   ... cards ..." (LOOK_UPTO 0) */
void cg_look_upto(dsl_ctx *c, int n, int how)
{
  if (n < 0 || n > 254)
    dsl_error(c, c->line_start, "%s: up to 1 to 254 cards", c->cur.name);
  cg_emit(c, OP_LOOK_UPTO, n);
  cg_search_to(c, how);
}

/* tdmcards: "You may put one of those cards back on top of your library." (SEARCH_TOP: any card looked at) */
void cg_look_back(dsl_ctx *c, int n)
{
  if (n != 1)
    dsl_error(c, c->line_start, "%s: one of those cards goes back on top here", c->cur.name);
  cg_search_to(c, SEARCH_TOP);
}

/* tdmcards: "noncreature, nonland permanent cards" (110.4b; FIND_NOT_TYPE creature; FIND_NOT_TYPE land; FIND_PERMANENT),
   "nonland permanent cards" (noncreature 0) */
void cg_find_non(dsl_ctx *c, dsl_tok w, int noncreature)
{
  const char *s = c->src + w.off;
  int id = w.len > 3 && strncasecmp(s, "non", 3) == 0 ? type_card_find(s + 3, (int)w.len - 3) : -1;
  if (id < 0)
    dsl_error(c, w.off, "'%.*s' is not 'non' and a card type", (int)w.len, s);
  if (noncreature)
    cg_emit(c, OP_FIND_NOT_TYPE, TYPE_CREATURE);
  cg_emit(c, OP_FIND_NOT_TYPE, id < 0 ? TYPE_LAND : id);
  cg_emit(c, OP_FIND_PERMANENT, 0);
}

/* "Look at the top N cards of your library. Put M of them into your hand and the rest on the bottom of your library
   in any order.": PUSH N (look_top); YOU; LOOK_TAKE M */
void cg_look_take(dsl_ctx *c, int take)
{
  if (take <= 0 || take > 255)
    dsl_error(c, c->line_start, "%s: put one card or more into your hand", c->cur.name);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_LOOK_TAKE, take);
  c->cur.search_how = 0;
  c->cur.neffects++;
}

/* "Shuffle Green Sun's Zenith into its owner's library.": a spell's last instruction (608.2n) */
void cg_shuffle_self(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open >= 0 && k->abil[k->open].kind != ABIL_SPELL && k->abil[k->open].kind != ABIL_MODE)
    dsl_error(c, c->line_start, "%s: only a spell shuffles itself into its owner's library here", k->name);
  cg_emit(c, OP_SHUFFLE_SELF, 0);
  k->neffects++;
}

/* "(you may) put a Goblin creature card from your hand onto the battlefield": the quality's FIND_*; YOU; PUT_FROM_HAND */
void cg_put_from_hand(dsl_ctx *c)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_PUT_FROM_HAND, SEARCH_BATTLEFIELD);
  c->cur.search_how = 0;
  c->cur.neffects++;
}

void cg_search(dsl_ctx *c, int how)
{
  cg_card *k = &c->cur;
  if (k->their) /* "Its controller may search their library": the target's controller */
    cg_emit(c, OP_TARGET_CONTROLLER, k->their - 1);
  else
    cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_SEARCH, k->search_how | how);
  k->search_how = 0;
  k->their = 0;
  k->neffects++;
}

/* "Its controller may ..." after a sentence that named a target: that permanent's controller decides (603.5) */
void cg_its_controller_may(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  if (w.len != 10 || strncasecmp(c->src + w.off, "controller", 10) != 0) {
    dsl_error(c, w.off, "expected 'controller' after 'its'");
    return;
  }
  if (k->open < 0 || k->abil[k->open].ntargets == 0) {
    dsl_error(c, w.off, "'its controller' needs a target named before it");
    return;
  }
  k->their = k->last_target + 1;
  cg_emit(c, OP_TARGET_CONTROLLER, k->last_target);
  cg_emit(c, OP_MAY_PLAYER, 0);
}

/* "search their library": only after "Its controller may" */
void cg_search_their(dsl_ctx *c)
{
  if (!c->cur.their)
    dsl_error(c, c->line_start, "%s: 'their library' names the player of 'Its controller may'", c->cur.name);
}

/* ---- wording kept for the printer -------------------------------------------------------------------- */

void cg_the_battlefield(dsl_ctx *c)
{
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].flags |= PACK_ABF_THE_BATTLEFIELD;
}

/* "Sacrifice Sterling Grove": the cost names the card (after "Sacrifice " comes its name rather than "this ...") */
void cg_cost_named(dsl_ctx *c, dsl_tok sacrifice)
{
  cg_card *k = &c->cur;
  const char *after = c->src + sacrifice.off + sacrifice.len;
  size_t n = strlen(k->name);
  while (*after == ' ' || *after == '\t')
    after++;
  const char *comma = strchr(k->name, ',');
  if (k->open >= 0 && n && strncmp(after, k->name, n) == 0)
    k->abil[k->open].flags |= PACK_ABF_COST_NAMED;
  else if (k->open >= 0 && comma && strncmp(after, k->name, (size_t)(comma - k->name)) == 0)
    k->abil[k->open].flags |= PACK_ABF_COST_NAMED; /* by its short name: PACK_WORD_SHORT_NAME prints it so */
}
