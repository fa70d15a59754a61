/* tdmgen.c: code generation for Tarkir: Dragonstorm's mechanics -- renew's graveyard cost, delayed triggers, mobilize,
   harmonize. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* an extra cost item of an activated ability (601.2h): bit PACK_EXTRA_* of the ability it opens, named once */
void cg_cost_extra(dsl_ctx *c, int bit, const char *once)
{
  cg_card *k = &c->cur;
  pack_ability *a = cg_cost_open(c);
  if (!a)
    return;
  if (a->extra & bit)
    dsl_error(c, c->line_start, "%s: %s", k->name, once);
  a->extra |= (uint8_t)bit;
}

/* "Exile this card from your graveyard" (601.2h): the ability works only while the card is in its owner's graveyard */
void cg_cost_exile_gy(dsl_ctx *c) { cg_cost_extra(c, PACK_EXTRA_EXILE_GY, "the card is exiled once"); }

/* "Renew — {cost}: ...": the line's ability word labels the activated ability (207.2c); only renew's has one */
void cg_activated_word(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED)
    return;
  pack_ability *a = &k->abil[k->open];
  a->word = (uint8_t)k->word;
  if (k->word != AWORD_RENEW || !(a->extra & PACK_EXTRA_EXILE_GY))
    dsl_error(c, c->line_start, "%s: only renew labels an activated ability, and its cost exiles the card from your "
              "graveyard", k->name);
  k->word = AWORD_NONE;
}

/* "Sacrifice them at the beginning of the next end step." after the code that made them (begun with MARK): DELAY d, and
   the delayed triggered ability d (603.7), SAC_THEM; it closes the ability being written, a triggered one, and opens the delayed one */
static void sacrifice_them_later(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_DELAY, k->nabil); /* the ability opened next */
  cg_ability_end(c);
  cg_open_ability(c, ABIL_TRIGGERED, TRIG_NEXT_END_STEP);
  cg_emit(c, OP_SAC_THEM, 0); /* left open: the line's end closes it */
}

/* "Mobilize N" (702.181a): "Whenever this creature attacks, create N tapped and attacking 1/1 red Warrior creature
   tokens. Sacrifice them at the beginning of the next end step."; "Mobilize X, where X is the number of creature cards in
   your graveyard." (n = -1 - TYPE_CREATURE) */
void cg_mobilize(dsl_ctx *c, int n)
{
  if (n == 0 || n > 20) {
    dsl_error(c, c->line_start, "'Mobilize N' takes a number from 1 to 20");
    return;
  }
  if (!(c->cur.rec.types & BIT(TYPE_CREATURE)))
    dsl_error(c, c->line_start, "%s: mobilize triggers when this creature attacks; this card is not a creature",
              c->cur.name);
  cg_trigger_begin(c, TRIG_ATTACKS);
  c->cur.abil[c->cur.open].extra |= PACK_EXTRA_MOBILIZE;
  cg_emit(c, OP_MARK, 0);
  if (cg_simple_token(c, SUB_WARRIOR, COLOR_RED, 1) < 0)
    return;
  if (n > 0)
    cg_emit(c, OP_PUSH, n);
  else
    cg_emit(c, OP_GY_TYPE_YOURS, -1 - n);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE_ATTACKING, 0);
  c->cur.neffects++;
  sacrifice_them_later(c);
  cg_ability_end(c);
}

/* "create a 1/1 red Warrior creature token that's tapped and attacking": the PUSH n; CREATE card just emitted becomes
   MARK; PUSH n; CREATE_ATTACKING card (508.4), "them" to a "Sacrifice it ..." after it */
void cg_create_attacking(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->code_len < 6 || k->code[k->code_len - 3] != OP_CREATE || k->code[k->code_len - 6] != OP_PUSH ||
      k->nfix < 1) {
    dsl_error(c, c->line_start, "%s: 'tapped and attacking' goes with a number of creature tokens", k->name);
    return;
  }
  uint8_t *at = k->code + k->code_len - 6;
  memmove(at + 1, at, 6);
  at[0] = OP_MARK;
  at[4] = OP_CREATE_ATTACKING;
  k->code_len++;
  k->abil[k->open].code_len++;
  k->abil[k->open].max_stack++; /* MARK's value lies under the count */
  k->depth++;                  /* until the DELAY after pops it */
  k->fix[k->nfix - 1].at++;
}

/* "Sacrifice it at the beginning of the next end step." -- of the tokens a CREATE_ATTACKING of this ability just made */
void cg_sacrifice_later(dsl_ctx *c, int it)
{
  cg_card *k = &c->cur;
  int n = k->code_len >= 7 && k->code[k->code_len - 3] == OP_CREATE_ATTACKING ? op_read_s16(k->code + k->code_len - 5) : -1;
  int them = k->code_len >= 9 && k->code[k->code_len - 2] == OP_EFFECT_THEM && k->code[k->code_len - 5] == OP_CREATE;
  if (them) /* "Create two ... tokens. They gain haste until end of turn. Sacrifice them ..." (a spell's too) */
    n = op_read_s16(k->code + k->code_len - 7);
  if (k->open < 0 || (k->abil[k->open].kind != ABIL_TRIGGERED && !them) || n < 1 || (n == 1) != it) {
    dsl_error(c, c->line_start, "%s: 'Sacrifice %s at the beginning of the next end step.' follows the creation of %s "
              "tapped and attacking token%s in a triggered ability", k->name, it ? "it" : "them", it ? "one" : "several",
              it ? "" : "s");
    return;
  }
  int spell = k->abil[k->open].kind == ABIL_SPELL;
  sacrifice_them_later(c);
  if (spell)
    cg_ability_end(c); /* a spell's line closes no ability: the delayed one ends here (the spell's last sentence) */
}

/* "Look at the top four cards of your library. Put two of them into your hand and the rest into your graveyard." --
   look_top pushed the count: YOU; LOOK_TAKE_GY take; "the other" says the one card left (Sibsig Appraiser) */
void cg_look_take_gy(dsl_ctx *c, int take, int other)
{
  cg_card *k = &c->cur;
  int n = k->code_len >= 3 && k->code[k->code_len - 3] == OP_PUSH ? op_read_s16(k->code + k->code_len - 2) : -1;
  if (take <= 0 || take > 10 || n <= take || (n - take == 1) != other)
    dsl_error(c, c->line_start, "%s: put fewer of them into your hand than you look at, and say 'the other' for the one "
              "card left, 'the rest' for more", k->name);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_LOOK_TAKE_GY, take);
  k->search_how = 0;
  k->neffects++;
}

/* "<self> deals damage equal to the number of creatures you control to <target>": CONTROL_TYPE creature; TARGET i; DAMAGE */
void cg_damage_creatures(dsl_ctx *c, int target)
{
  cg_says_this(c);
  cg_emit(c, OP_CONTROL_TYPE, TYPE_CREATURE);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "Harmonize" after an instant's or sorcery's effect: that spell ability is complete */
void cg_harmonize_begin(dsl_ctx *c)
{
  if (c->cur.open >= 0 && c->cur.abil[c->cur.open].kind == ABIL_SPELL)
    cg_ability_end(c);
}

/* "Harmonize {5}{R}{R}" (702.180a): the costs just read become the card's harmonize ability -- mana only ({X} too), once
   per card, on an instant or sorcery (the engine casts it from its owner's graveyard) */
void cg_harmonize(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  pack_ability *a = cg_cost_ability(c, ABIL_HARMONIZE, "%s: harmonize twice; the language keeps one harmonize cost per card",
                                    "%s: a harmonize cost is mana only, e.g. 'Harmonize {4}{G}'");
  if (!a)
    return;
  if (!(k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))))
    dsl_error(c, k->abil_off[k->open], "%s: harmonize is for an instant or sorcery here (702.180)", k->name);
  a->kind = ABIL_HARMONIZE;
}

/* "As an additional cost to cast this spell, sacrifice a creature." (601.2b, 601.2h): the cost bits of the card's spell
   ability, opened here for the effects on the lines after it; an instant or sorcery, once */
void cg_spell_cost(dsl_ctx *c, int bits)
{
  cg_card *k = &c->cur;
  if (!(k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY)))) {
    dsl_error(c, c->line_start, "%s: an additional cost to cast is written here for an instant or sorcery", k->name);
    return;
  }
  if (k->open >= 0 || k->nabil > 0)
    dsl_error(c, c->line_start, "%s: the additional cost comes first, before the spell's effects", k->name);
  pack_ability *a = cg_open_ability(c, ABIL_SPELL, TRIG_NONE);
  a->cost = (uint8_t)bits;
}

/* "Then discard two cards unless you discard a creature card." (Winternight Stories): PUSH n; YOU; DISCARD_UNLESS t */
void cg_discard_unless(dsl_ctx *c, int n, int type)
{
  if (n < 2 || n > 10)
    dsl_error(c, c->line_start, "%s: discard from two to ten cards unless ...", c->cur.name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_DISCARD_UNLESS, type);
  c->cur.neffects++;
}
