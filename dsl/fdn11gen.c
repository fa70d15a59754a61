/* fdn11gen.c: more FDN sentences (fdncards 11) -- shuffling a graveyard in, poison counters, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Feldon's Cane: "Shuffle your graveyard into your library." (701.20a): YOU; GY_SHUFFLE */
void cg_shuffle_gy(dsl_ctx *c)
{
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GY_SHUFFLE, 0);
  c->cur.neffects++;
}

/* Fynn, the Fangbearer: "Whenever a creature you control with deathtouch deals combat damage to a player," -- the creature
   has the keyword as it deals the damage (603.2, 510.3a): CREATURE_COMBAT_DAMAGE, trig_arg TRIG_ARG_WITH_KW + the keyword */
void cg_trigger_damage_kw(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  cg_trigger_begin(c, TRIG_CREATURE_COMBAT_DAMAGE);
  if (id < 0)
    dsl_error(c, kw.off, "%s: '%.*s' is not a keyword", c->cur.name, (int)kw.len, c->src + kw.off);
  else
    cg_trigger_arg(c, TRIG_ARG_WITH_KW + id);
}

/* Fynn: "that player gets two poison counters." (122.1f) -- the player the combat damage was dealt to: the defending player,
   an opponent (506.2; two players): PUSH n; OPPONENT; POISON */
void cg_poison_that_player(dsl_ctx *c, dsl_tok word, int n)
{
  cg_card *k = &c->cur;
  int trig = k->open >= 0 && k->abil[k->open].kind == ABIL_TRIGGERED ? k->abil[k->open].trigger : -1;
  cg_word_must(c, word, "poison");
  if (trig != TRIG_CREATURE_COMBAT_DAMAGE && trig != TRIG_COMBAT_DAMAGE_PLAYER)
    dsl_error(c, word.off, "%s: 'that player gets ... poison counters' needs a '... deals combat damage to a player,' trigger",
              k->name);
  if (n < 1 || n > 10)
    dsl_error(c, word.off, "%s: 'gets N poison counters' takes N from 1 to 10", k->name);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_POISON, 0);
  k->neffects++;
}

/* Feed the Swarm: "You lose life equal to that permanent's mana value." (202.3) -- the target the last sentence named, where
   it is now: TARGET i; MANA_VALUE; YOU; LOSE_LIFE */
void cg_lose_target_mv(dsl_ctx *c, dsl_tok word)
{
  cg_card *k = &c->cur;
  cg_word_must(c, word, "permanent's");
  if (k->last_target < 0) {
    dsl_error(c, word.off, "%s: 'that permanent's mana value' needs a target named before it", k->name);
    return;
  }
  cg_emit(c, OP_TARGET, k->last_target);
  cg_emit(c, OP_MANA_VALUE, 0);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  k->neffects++;
}

/* River's Rebuke: "Return all nonland permanents target player controls to their owner's hand." -- TARGET i; BOUNCE_ALL_OF */
void cg_bounce_all_of(dsl_ctx *c, dsl_tok nonland, dsl_tok perms, int t)
{
  cg_word_must(c, nonland, "nonland");
  cg_word_must(c, perms, "permanents");
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_BOUNCE_ALL_OF, 0);
  c->cur.last_target = t;
  c->cur.neffects++;
}

/* Death Baron: "Skeletons you control and other Zombies you control" -- the first noun's F_SUBTYPE becomes F_SUBTYPE_EITHER
   (either subtype), F_YOURS, and the source is in the set only if it has the first (F_OTHER_UNLESS) */
void cg_filter_either_other(dsl_ctx *c, dsl_tok b)
{
  cg_cont *k = &c->cur.cont;
  int ib = cg_subtype_plural(c, b);
  if (ib < 0)
    return;
  if (k->len != 3 || op_at(k->code) != OP_F_SUBTYPE) {
    dsl_error(c, b.off, "%s: '<Subtypes> you control and other %.*s you control' is the phrase known", c->cur.name, (int)b.len,
              c->src + b.off);
    return;
  }
  int ia = (uint16_t)op_arg(k->code);
  op_write(k->code, OP_F_SUBTYPE_EITHER, SUB_PAIR(ia, ib));
  cg_filter(c, OP_F_YOURS, 0);
  cg_filter(c, OP_F_OTHER_UNLESS, ia);
}

/* Twinflame Tyrant, Gratuitous Violence: "If a source you control would deal damage to an opponent or a permanent an opponent
   controls, it deals double that damage instead." (614.1a): DMG_MOD m, a static ability whose rules effect the layer system
   gives its controller (613.11); src/dmgmod.c applies it as damage is dealt */
void cg_dmg_mod(dsl_ctx *c, dsl_tok deal, int mode)
{
  cg_word_must(c, deal, "deal");
  cg_pred(c, OP_DMG_MOD, mode);
  cg_cont_static(c);
}

/* eclcards 15: "Double all damage that sources you control of the chosen type would deal." (Collective Inferno) -- DMG_MOD
   DMGMOD_CHOSEN, after "As ... enters, choose a creature type." */
void cg_dmg_mod_chosen(dsl_ctx *c, dsl_tok deal)
{
  cg_need_choice(c, CHOICE_CREATURE_TYPE);
  cg_dmg_mod(c, deal, DMGMOD_CHOSEN);
}

/* fdncards 11b -- Angel of Vitality: "If you would gain life, you gain that much life plus 1 instead." (614.1a): GAIN_PLUS, a
   static ability whose rules effect the layer system gives its controller (613.11; src/sba.c game_gain_life adds it) */
void cg_gain_plus(dsl_ctx *c, dsl_tok much, dsl_tok n)
{
  cg_word_must(c, much, "much");
  if (cg_number(c, n) != 1)
    dsl_error(c, n.off, "%s: 'that much life plus 1' is the amount known", c->cur.name);
  cg_pred(c, OP_GAIN_PLUS, 0);
  cg_cont_static(c);
}

/* Sanguine Indulgence: "This spell costs {3} less to cast if you've gained 3 or more life this turn." (601.2f, 119.3:
   SELFCOST_GAINED_LIFE, trig_arg N) */
void cg_self_cost_gained(dsl_ctx *c, dsl_tok costs, dsl_tok sym, dsl_tok gained, dsl_tok n)
{
  int v = cg_number(c, n);
  cg_word_must(c, gained, "gained");
  if (v < 1 || v > 100)
    dsl_error(c, n.off, "%s: 'gained N or more life' takes N from 1 to 100", c->cur.name);
  cg_self_cost(c, costs, sym, SELFCOST_GAINED_LIFE);
  pack_ability *a = c->cur.nabil > 0 ? &c->cur.abil[c->cur.nabil - 1] : NULL;
  if (a && a->kind == ABIL_SELF_COST)
    a->trig_arg = (uint16_t)(v < 1 || v > 100 ? 1 : v);
}

/* Midnight Snack: "Target opponent loses X life, where X is the amount of life you gained this turn." (119.3): YOU;
   LIFE_GAINED; TARGET i; LOSE_LIFE */
void cg_lose_life_gained(dsl_ctx *c, int t, int x, dsl_tok amount, dsl_tok gained)
{
  cg_word_must(c, amount, "amount");
  cg_word_must(c, gained, "gained");
  if (x != CG_X)
    dsl_error(c, amount.off, "%s: 'where X is the amount of life you gained this turn' needs 'loses X life'", c->cur.name);
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_LIFE_GAINED, 0);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_LOSE_LIFE, 0);
  c->cur.last_target = t;
  c->cur.neffects++;
}
