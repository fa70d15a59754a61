/* gytargetgen.c: graveyard-card targets ("target creature card from your graveyard", src/gytargets.def) and the
   sentences that move them: return to a hand or the battlefield, exile, put on top or bottom of a library (GY_MOVE). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* 0: not a graveyard-card kind; 1: "from a graveyard" or an opponent's; 2: "from your graveyard" */
int cg_gy_kind(int kind)
{
  const char *ph = type_target_phrases[kind];
  size_t n = strlen(ph);
  if (n > 11 && strcmp(ph + n - 11, " graveyards") == 0) /* eclcards: "target cards from graveyards" */
    return 1;
  if (n < 10 || strcmp(ph + n - 10, " graveyard") != 0)
    return 0;
  return strstr(ph, " from your graveyard") ? 2 : 1;
}

/* gytarget ::= [ANOTHER] TARGET <quality> CARD FROM <whose> GRAVEYARD: the text from its first word to "graveyard"
   is the phrase of one kind of the targets table */
int cg_gy_target(dsl_ctx *c, dsl_tok first, dsl_tok last)
{
  size_t n = last.off + last.len - first.off;
  const char *at = c->src + first.off;
  for (int k = 0; k < TGT__COUNT; k++)
    if (cg_gy_kind(k) && strlen(type_target_phrases[k]) == n && strncasecmp(type_target_phrases[k], at, n) == 0)
      return cg_target(c, k, first);
  dsl_error(c, first.off, "'%.*s' is not a graveyard target the engine knows (src/gytargets.def)", (int)n, at);
  return 0;
}


/* "if you control three or more creatures, " (Dundoolin Weaver): the conds table knows the one number */
void cg_trigger_cond_n(dsl_ctx *c, int cond, int n, int want)
{
  if (n != want)
    dsl_error(c, c->line_start, "'if %s' is the condition known (src/conds.def)", type_cond_phrases[cond]);
  cg_trigger_cond(c, cond);
}

/* "Return <gytarget> to your hand.", "... to the battlefield [tapped].", "Exile <gytarget>.", "Put <gytarget> on top
   of your library.", "... on the bottom of its owner's library.", "Shuffle <gytarget> into its owner's library.":
   TARGET i; GY_MOVE dest. "your hand", "your library" name the card's owner: only a card "from your graveyard" */
void cg_gy_move(dsl_ctx *c, int target, int dest, dsl_tok at)
{
  int kind = c->cur.open >= 0 ? c->cur.abil[c->cur.open].target[target] : TGT_ANY, gy = cg_gy_kind(kind);
  if (!gy)
    dsl_error(c, at.off, "'%s' is not a card in a graveyard", type_target_phrases[kind]);
  else if ((dest == GYTO_HAND || dest == GYTO_TOP) && gy != 2)
    dsl_error(c, at.off, "'your' names the card's owner: the target must be from your graveyard");
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_GY_MOVE, dest);
  c->cur.neffects++;
}

/* fdncards 9: "Draw a card for each different mana value among nonland permanents you control.": MV_KINDS; YOU; DRAW */
void cg_draw_mv_kinds(dsl_ctx *c, dsl_tok different, dsl_tok nonland, dsl_tok permanents)
{
  cg_word_must(c, different, "different");
  cg_word_must(c, nonland, "nonland");
  cg_word_must(c, permanents, "permanents");
  cg_emit(c, OP_MV_KINDS, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DRAW, 0);
  c->cur.neffects++;
}

/* fdncards 9: "Return up to two target creature cards from your graveyard to your hand" -- two "up to one" slots of the
   kind (none chosen twice, 601.2c), each TARGET i; GY_MOVE hand; one sentence */
void cg_gy_return_upto(dsl_ctx *c, dsl_tok n, dsl_tok at)
{
  int first = 0, k = cg_upto_slots(c, n, at, TGT_CREATURE_CARDS_YOUR_GY_EACH, &first);
  for (int i = 0; i < k; i++)
    cg_gy_move(c, first + i, GYTO_HAND, at);
  c->cur.neffects -= k > 1 ? k - 1 : 0;
}

/* fdncards: "Return all creature cards with mana value N or less from your graveyard to the battlefield." (mv N),
   "Put all creature cards from all graveyards onto the battlefield under your control." (mv -1, GY_RETURN_ALLGY):
   GY_ALL_BF arg */
void cg_gy_return_all(dsl_ctx *c, int mv, int all)
{
  if (mv != -1 && (mv < 0 || mv >= GY_RETURN_MV))
    dsl_error(c, c->line_start, "%s: a mana value from 0 to %d here", c->cur.name, GY_RETURN_MV - 1);
  cg_emit(c, OP_GY_ALL_BF, (mv + 1) | all);
  c->cur.neffects++;
}

/* "Exile each opponent's graveyard." (Soul-Guide Lantern): OPPONENT; EXILE_GRAVEYARD */
void cg_exile_graveyard(dsl_ctx *c)
{
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_EXILE_GRAVEYARD, 0);
  c->cur.neffects++;
}

/* the test of an "if" about the last target's card, then the sentence it governs (cg_if_end puts UNLESS k between) */
static void if_card(dsl_ctx *c, int op, int operand)
{
  cg_emit(c, OP_TARGET, c->cur.last_target);
  cg_emit(c, op, operand);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* "Then if it isn't your main phase, " (Dose of Dawnglow): MAIN_PHASE; NOT */
void cg_if_not_main(dsl_ctx *c)
{
  cg_emit(c, OP_MAIN_PHASE, 0);
  cg_emit(c, OP_NOT, 0);
  c->cur.depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  c->cur.if_op = CG_IF_ON_STACK;
}

/* "If it was a creature card, ": TARGET i; CARD_IS_TYPE t */
void cg_if_card_type(dsl_ctx *c, int type, int exiled) { if_card(c, OP_CARD_IS_TYPE, type | exiled); }

/* "If a creature card is exiled this way, " */
void cg_if_card_exiled(dsl_ctx *c, dsl_tok verb)
{
  if (verb.len != 6 || strncasecmp(c->src + verb.off, "exiled", 6) != 0)
    dsl_error(c, verb.off, "expected 'If a creature card is exiled this way,'");
  if_card(c, OP_CARD_IS_TYPE, TYPE_CREATURE | PACK_CARD_EXILED);
}

/* fdncards 12b: "If at least one creature card was exiled this way, " after "exile up to two target cards from a single
   graveyard" (Soul-Shackled Zombie): TARGET i; CARD_IS_TYPE t; TARGET j; CARD_IS_TYPE t; ADD -- either card (an unchosen
   or illegal target counts 0) */
void cg_if_cards_exiled(dsl_ctx *c, dsl_tok least, dsl_tok one, dsl_tok verb)
{
  cg_card *k = &c->cur;
  cg_word_must(c, least, "least");
  cg_word_must(c, one, "one");
  cg_word_must(c, verb, "exiled");
  int t = k->last_target;
  if (k->open < 0 || t < 1 || k->abil[k->open].target[t - 1] != k->abil[k->open].target[t]) {
    dsl_error(c, least.off, "%s: 'If at least one creature card was exiled this way' follows 'exile up to two target cards "
              "...'", k->name);
    return;
  }
  cg_emit(c, OP_TARGET, t - 1);
  cg_emit(c, OP_CARD_IS_TYPE, TYPE_CREATURE | PACK_CARD_EXILED);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_CARD_IS_TYPE, TYPE_CREATURE | PACK_CARD_EXILED);
  cg_emit(c, OP_ADD, 0);
  k->depth--; /* the UNLESS put in front of the sentence takes it (cg_if_end) */
  cg_if_begin(c);
  k->if_op = CG_IF_ON_STACK;
}

/* "If it's a Zombie card, ": TARGET i; CARD_IS_SUB s */
void cg_if_card_sub(dsl_ctx *c, dsl_tok w)
{
  int id = cg_creature_type(c, w);
  if (id >= 0)
    if_card(c, OP_CARD_IS_SUB, id);
}

/* "Return <gytarget> to your hand. If this spell was kicked, instead put that card onto the battlefield tapped.":
   TARGET i; GY_MOVE hand becomes KICKED; UNLESS 4; TARGET i; GY_MOVE dest; TARGET i; GY_MOVE hand -- the second move
   does nothing to a card that already left the graveyard */
void cg_kicked_gy_instead(dsl_ctx *c, int dest)
{
  cg_card *k = &c->cur;
  k->if_open = 0;
  if (c->failed || k->open < 0)
    return;
  pack_ability *a = &k->abil[k->open];
  uint8_t *end = k->code + k->code_len;
  if (a->code_len < 4 || end[-4] != OP_TARGET || end[-2] != OP_GY_MOVE || end[-1] != GYTO_HAND) {
    dsl_error(c, c->line_start, "%s: '... instead put that card onto the battlefield' follows 'Return <a graveyard "
              "target> to your hand.'", k->name);
    return;
  }
  int t = end[-3];
  k->code_len -= 4;
  a->code_len -= 4;
  cg_emit(c, OP_KICKED, 0);
  cg_emit(c, OP_UNLESS, 4);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_GY_MOVE, dest);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_GY_MOVE, GYTO_HAND);
}

/* "Lie in Wait deals damage equal to that card's power to target creature.": TARGET i; CARD_POWER; TARGET t; DAMAGE,
   i the graveyard-card target named before this one */
void cg_damage_card_power(dsl_ctx *c, dsl_tok w, int target)
{
  int card = target - 1;
  if (w.len != 6 || strncasecmp(c->src + w.off, "card", 4) != 0)
    dsl_error(c, w.off, "expected \"that card's power\"");
  if (card < 0 || c->cur.open < 0 || !cg_gy_kind(c->cur.abil[c->cur.open].target[card])) {
    dsl_error(c, w.off, "'that card' is a graveyard-card target named before");
    return;
  }
  cg_says_this(c);
  cg_emit(c, OP_TARGET, card);
  cg_emit(c, OP_CARD_POWER, 0);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "Return <gytarget> to the battlefield with a hexproof counter and an indestructible counter on it." (Perennation):
   TARGET i; GY_MOVE battlefield, then TARGET i; PUSH 1; COUNTERS k for each kind -- put on it once it is there (the
   counters of "enters with" are there as it enters, 614.1c: its enters abilities trigger before they are) */
void cg_gy_move_counters(dsl_ctx *c, int target, dsl_tok at, dsl_tok k1, dsl_tok k2)
{
  int kinds[2] = {cg_counter_kind(c, k1), cg_counter_kind(c, k2)};
  cg_gy_move(c, target, GYTO_BATTLEFIELD, at);
  for (int i = 0; i < 2 && kinds[0] >= 0 && kinds[1] >= 0; i++) {
    cg_emit(c, OP_TARGET, target);
    cg_emit(c, OP_PUSH, 1);
    cg_emit(c, OP_COUNTERS, kinds[i]);
  }
}
