/* sacgen.c: what a player chooses or copies -- sacrifices (701.21a: "target player sacrifices a creature of their choice", "that creature's toughness"), copies (707: "enter as a copy", "a token that's a copy") and choices as a permanent enters (614.12: "As Hall of Triumph enters, choose a color", "of the chosen color"). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

void cg_edict(dsl_ctx *c, int target, int type)
{
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_EDICT, type);
  c->cur.neffects++;
}

/* tdmcards 17: "Each opponent sacrifices a creature of their choice." (701.21a; two players: the one opponent) -- OPPONENT;
   EDICT type */
void cg_edict_opponents(dsl_ctx *c, int type)
{
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_EDICT, type);
  c->cur.neffects++;
}

/* tlacards: "you may sacrifice another creature or artifact. If you do, ..." (701.21a) -- YOU; EDICT_TYPES mask: with none
   to sacrifice the run ends, so a sentence must follow only as "If you do," */
void cg_sacrifice_types(dsl_ctx *c, int mask)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_EDICT_TYPES, mask);
  c->cur.neffects++;
}

/* "sacrifice a creature" (701.21a): you choose which of yours */
void cg_sacrifice_you(dsl_ctx *c, int type)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_EDICT, type);
  c->cur.neffects++;
}

/* "that creature" is the one the ability's earlier sentence had sacrificed: its toughness as it last was */
void cg_gain_sacrificed(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  int edict = 0;
  if (k->open >= 0)
    for (uint32_t pc = k->abil[k->open].code; pc < k->code_len; pc += (uint32_t)op_size(k->code + pc))
      edict |= k->code[pc] == OP_EDICT;
  if (w.len != 10 || strncasecmp(c->src + w.off, "creature", 8) != 0 || !edict) {
    dsl_error(c, w.off, "%s: \"that creature's toughness\" follows a sentence in which a player sacrifices a creature",
              k->name);
    return;
  }
  cg_gain_counted(c, OP_SACRIFICED_TOUGHNESS);
}

/* "You gain life equal to <a count>", "you gain that much life": the count's operation (no operand); YOU; GAIN_LIFE */
void cg_gain_counted(dsl_ctx *c, int count_op)
{
  cg_emit(c, count_op, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
  c->cur.neffects++;
}

/* 707.5: an ability of its own -- the choice is made as the permanent spell resolves (copy.c) */
void cg_enter_copy(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (!(k->rec.types & BIT(TYPE_CREATURE)))
    dsl_error(c, c->line_start, "%s: only a creature card here enters as a copy of a creature", k->name);
  cg_open_ability(c, ABIL_ENTER_COPY, TRIG_NONE);
  cg_ability_end(c);
}

/* "You may have this creature enter as a copy of any creature on the battlefield, except it has changeling." (707.9b:
   the exception is part of the copy's copiable values, PACK_COPY_CHANGELING; Omni-Changeling) */
void cg_enter_copy_except(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  if (id != KW_CHANGELING) {
    dsl_error(c, kw.off, "%s: 'except it has changeling' is the exception the language knows here", c->cur.name);
    return;
  }
  cg_enter_copy(c);
  cg_card *k = &c->cur;
  if (k->nabil > 0 && k->abil[k->nabil - 1].kind == ABIL_ENTER_COPY)
    k->abil[k->nabil - 1].mana = PACK_COPY_CHANGELING;
}

/* PUSH 1 (an amount "... instead" may change); TARGET i; CREATE_COPY */
void cg_create_copy(dsl_ctx *c, int target)
{
  cg_emit(c, OP_PUSH, 1);
  c->cur.amount_at = c->cur.code_len;
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_CREATE_COPY, 0);
  c->cur.neffects++;
}

/* Joo Dee: "Create a token that's a copy of this creature, then sacrifice an artifact or creature." (707.2, 701.21a) --
   PUSH 1; SELF; CREATE_COPY; YOU; EDICT_TYPES (the last sentence, so nothing else depends on the sacrifice) */
void cg_copy_self_then_sacrifice(dsl_ctx *c)
{
  cg_create_copy_self(c); /* fdn7gen.c (Homunculus Horde's sentence) */
  cg_sacrifice_types(c, EDICT_TYPE_BIT(TYPE_CREATURE) | EDICT_TYPE_BIT(TYPE_ARTIFACT));
  cg_join(c);
}

/* Vengeful Villagers: "choose target creature an opponent controls. Tap it, then you may sacrifice an artifact or creature.
   If you do, put a stun counter on the chosen creature." -- TARGET t; TAP; MAY; YOU; EDICT_TYPES m; TARGET t; PUSH 1;
   COUNTERS k (a "no", or nothing to sacrifice, ends the run) */
void cg_choose_tap_may_sacrifice(dsl_ctx *c, int target, dsl_tok kind)
{
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_TAP, 0);
  c->cur.neffects++;
  cg_may(c);
  cg_sacrifice_types(c, EDICT_TYPE_BIT(TYPE_CREATURE) | EDICT_TYPE_BIT(TYPE_ARTIFACT));
  cg_counters(c, kind, 1, target);
  cg_may_end(c);
}

/* 614.12: an ability of its own, CHOOSE kind; END -- the choice is made as the permanent enters (choose.c) */
void cg_enter_choice(dsl_ctx *c, int kind)
{
  cg_card *k = &c->cur;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_ENTER_CHOICE)
      dsl_error(c, c->line_start, "%s: one \"As ... enters, choose\" ability per card", k->name);
  cg_open_ability(c, ABIL_ENTER_CHOICE, TRIG_NONE);
  cg_emit(c, OP_CHOOSE, kind);
  cg_ability_end(c);
}

/* the ability just closed said "it" for its source ("As it enters, ..."): kept for printing */
void cg_said_it_last(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->nabil > 0)
    k->abil[k->nabil - 1].wording2 |= PACK_WORD2_IT;
}

/* "the chosen color": the card must choose one as it enters, on a line before */
void cg_need_choice(dsl_ctx *c, int kind)
{
  cg_card *k = &c->cur;
  int found = 0;
  for (int i = 0; i < k->nabil; i++) /* lead: Eclipsed Realms' eight types are creature types */
    found |= k->abil[i].kind == ABIL_ENTER_CHOICE && (k->code[k->abil[i].code + 1] == kind ||
                                                      (kind == CHOICE_CREATURE_TYPE && k->code[k->abil[i].code + 1] == CHOICE_LORWYN));
  if (!found)
    dsl_error(c, c->line_start, "%s: \"the chosen %s\" needs \"As %s enters, choose a %s.\" before it", k->name,
              kind == CHOICE_COLOR ? "color" : kind == CHOICE_CARD_NAME ? "name" : "type", k->name,
              kind == CHOICE_COLOR ? "color" : kind == CHOICE_CARD_NAME ? "card name" : "creature type");
}

/* eclcards 7: "Whenever you cast a spell of the chosen type," -- CAST_SUBTYPE reading the source's choice */
void cg_trigger_chosen_type(dsl_ctx *c)
{
  cg_need_choice(c, CHOICE_CREATURE_TYPE);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].trig_arg = TRIG_ARG_CHOSEN;
}

/* "of the chosen color" */
void cg_filter_chosen(dsl_ctx *c, int kind)
{
  cg_need_choice(c, kind);
  cg_filter(c, kind == CHOICE_CREATURE_TYPE ? OP_F_CHOSEN_TYPE : OP_F_CHOSEN_COLOR, 0);
}

static int word_is(dsl_ctx *c, dsl_tok w, const char *s)
{
  return strlen(s) == w.len && strncasecmp(c->src + w.off, s, w.len) == 0;
}

/* "All cards that aren't on the battlefield, spells, and permanents": every card and token in every zone */
void cg_subject_anywhere(dsl_ctx *c, dsl_tok spells, dsl_tok permanents)
{
  if (!word_is(c, spells, "spells") || !word_is(c, permanents, "permanents"))
    dsl_error(c, spells.off, "expected \"..., spells, and permanents\"");
  cg_filter(c, OP_F_ANYWHERE, 0);
  cg_subject(c, CG_SUBJ_SET, CG_HINT_ALL);
}

/* "are the chosen color in addition to their other colors" (105.3: a color added, layer 5) */
void cg_pred_chosen_color(dsl_ctx *c, dsl_tok colors)
{
  if (!word_is(c, colors, "colors"))
    dsl_error(c, colors.off, "expected \"in addition to their other colors\"");
  cg_need_choice(c, CHOICE_COLOR);
  cg_pred(c, OP_ADD_CHOSEN_COLOR, 0);
}

/* lead: "is the chosen color": that color instead of its others (105.3, layer 5) */
void cg_pred_chosen_color_set(dsl_ctx *c)
{
  cg_need_choice(c, CHOICE_COLOR);
  cg_pred(c, OP_SET_CHOSEN_COLOR, 0);
}

/* "are the chosen type": the creature type chosen as it entered replaces the others (205.1b, layer 4) */
void cg_pred_chosen_type(dsl_ctx *c)
{
  cg_need_choice(c, CHOICE_CREATURE_TYPE);
  cg_pred(c, OP_SET_CHOSEN_TYPE, 0);
}

/* "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards
   you own that aren't on the battlefield." (Conspiracy): one static ability over the permanents, spells and cards it
   names -- the first sentence's code (F_TYPE creature; F_YOURS; SET_CHOSEN_TYPE) with F_YOURS_ANYWHERE in front */
void cg_same_off_battlefield(dsl_ctx *c, dsl_tok spells)
{
  static const uint8_t first[] = {OP_F_TYPE, TYPE_CREATURE, OP_F_YOURS, OP_SET_CHOSEN_TYPE};
  cg_cont *k = &c->cur.cont;
  if (!word_is(c, spells, "spells") || k->len != sizeof first || memcmp(k->code, first, sizeof first) != 0) {
    dsl_error(c, c->line_start, "%s: \"The same is true for creature spells you control and creature cards you own "
              "...\" follows \"Creatures you control are the chosen type.\"", c->cur.name);
    return;
  }
  memmove(k->code + 1, k->code, k->len);
  k->code[0] = OP_F_YOURS_ANYWHERE;
  k->len++;
}

/* lead: "choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk" -- those eight, in that order */
static const char *const lorwyn_words[8] = {"Elemental", "Elf", "Faerie", "Giant", "Goblin", "Kithkin", "Merfolk", "Treefolk"};
void cg_lorwyn_types(dsl_ctx *c, const dsl_tok *w)
{
  for (int i = 0; i < 8; i++)
    cg_word_must(c, w[i], lorwyn_words[i]);
}

void cg_enter_choice_name(dsl_ctx *c, dsl_tok name)
{
  if (!word_is(c, name, "name"))
    dsl_error(c, name.off, "expected \"choose a card name\"");
  cg_enter_choice(c, CHOICE_CARD_NAME);
}

/* "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities." (Pithing
   Needle): the permanents with the name, a rules effect (613.11) */
void cg_needle(dsl_ctx *c, dsl_tok a, dsl_tok s, dsl_tok n, dsl_tok v)
{
  if (!word_is(c, a, "activated") || !word_is(c, s, "sources") || !word_is(c, n, "name") || !word_is(c, v, "activated"))
    dsl_error(c, a.off, "expected \"Activated abilities of sources with the chosen name can't be activated unless "
              "they're mana abilities.\"");
  cg_need_choice(c, CHOICE_CARD_NAME);
  cg_filter(c, OP_F_CHOSEN_NAME, 0);
  cg_subject(c, CG_SUBJ_SET, 0);
  cg_pred(c, OP_RESTRICT, RULE_NO_ACTIVATE);
}

/* "Players may spend mana as though it were mana of any color." (Mycosynth Lattice): a rules effect on both players */
void cg_spend_any(dsl_ctx *c, dsl_tok p, dsl_tok s, dsl_tok t, dsl_tok w)
{
  if (!word_is(c, p, "players") || !word_is(c, s, "spend") || !word_is(c, t, "though") || !word_is(c, w, "were"))
    dsl_error(c, p.off, "expected \"Players may spend mana as though it were mana of any color.\"");
  cg_pred(c, OP_SPEND_ANY, 0);
}
