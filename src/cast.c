/* cast.c: playing lands (305), casting spells (601), choosing targets (115) and resolving spells (608). */
#include "game.h"
#include <string.h>

static const uint8_t target_objects[TGT__COUNT] = {
#define TARGET(id, phrase, objs, players, zone) objs,
#include "targets.def"
#undef TARGET
};
static const uint8_t target_players[TGT__COUNT] = {
#define TARGET(id, phrase, objs, players, zone) players,
#include "targets.def"
#undef TARGET
};
static const uint8_t target_zone[TGT__COUNT] = { /* where its object targets are */
#define TARGET(id, phrase, objs, players, zone) ZONE_##zone,
#include "targets.def"
#undef TARGET
};

/* can an object target of this kind be in zone z? */
static int target_zone_has(int kind, int z)
{
  return target_zone[kind] == z ||
         (target_zone[kind] == ZONE_PERMANENT_OR_SPELL && (z == ZONE_BATTLEFIELD || z == ZONE_STACK));
}

/* the stack index of spell o (not an ability of it), or -1 */
static int stack_spell(const mtg_game *g, int o)
{
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].obj == o && g->stack[i].kind == SI_SPELL)
      return i;
  return -1;
}

/* 202.3e: the mana value of spell o, its X the value chosen (0 before it is) */
int spell_mana_value(const mtg_game *g, int o)
{
  int i = stack_spell(g, o), mv = g->pack->mana_value[g->objs[o].card];
  if (i >= 0 && g->stack[i].x != X_UNCHOSEN)
    mv += game_card(g, o)->x * g->stack[i].x;
  return mv;
}

static int is_main_phase(int step) { return step == STEP_MAIN1 || step == STEP_MAIN2; }

/* 307.1 / 305.1: sorcery timing -- the active player's main phase with an empty stack */
int cast_sorcery_timing(const mtg_game *g, int p)
{
  return p == g->active && is_main_phase(g->step) && g->nstack == 0;
}

int cast_can_play_land(const mtg_game *g, int p, int o)
{
  const pack_card *c = game_card(g, o);
  return (c->types & TYPEBIT(LAND)) && cast_sorcery_timing(g, p) && g->players[p].lands_played < 1 + g->players[p].extra_lands;
}

/* the card's first ability of one of the kinds (bit ABIL_*), or NONE */
static int first_ability(const mtg_game *g, const pack_card *c, unsigned kinds)
{
  if (!(g->pack->abil_kinds[c - g->pack->cards] & kinds))
    return (int)NONE;
  for (int i = 0; i < c->abil_count; i++)
    if (kinds & BIT(g->pack->abils[c->abil_first + i].kind))
      return c->abil_first + i;
  return (int)NONE;
}

/* the ability that gives a spell its targets: an instant's or sorcery's ABIL_SPELL, an Aura's ABIL_ENCHANT
   (303.4a: an Aura spell targets what it will enchant), a modal spell's first mode (ABIL_MODE, or ABIL_MODE_PART of
   "Choose two —": its caster chooses the mode or modes next), or NONE */
static int spell_ability(const mtg_game *g, const pack_card *c)
{
  return first_ability(g, c, BIT(ABIL_SPELL) | BIT(ABIL_ENCHANT) | BIT(ABIL_MODE) | BIT(ABIL_MODE_PART));
}

int cast_spell_ability(const mtg_game *g, const pack_card *c) { return spell_ability(g, c); }

int cast_tappay(const mtg_game *g, int p, int o)
{
  int a = first_ability(g, game_card(g, o), BIT(ABIL_TAP_PAY));
  if (a != (int)NONE)
    return g->pack->abils[a].mana;
  a = first_ability(g, game_card(g, o), BIT(ABIL_SELF_COST)); /* tlacards 13: waterbend as an additional cost (701.67a):
                                                                  artifacts and creatures tapped pay generic mana */
  if (a != (int)NONE && g->pack->abils[a].mana == SELFCOST_WATERBEND)
    return TAPPAY_CREATURE | TAPPAY_ARTIFACT;
  a = costmod_kicker_ability(g, game_card(g, o)); /* tlacards 17: "..., you may waterbend {4}." once paid */
  if (a != (int)NONE && (g->pack->abils[a].extra & PACK_EXTRA_WATERBEND))
    return TAPPAY_CREATURE | TAPPAY_ARTIFACT;
  return costmod_convoke(g, p, o) ? TAPPAY_CONVOKE : 0; /* eclcards 10: "Creature spells you cast have convoke." */
}

/* tlacards 17: how many permanents may be tapped to pay for spell card o cast with `kicked` (stack_item.kicked) -- each
   {1} of its waterbend costs (701.67a: an additional cost's, and its kicker's once kicked), no more; MANA_MAX_SOURCES
   with convoke (702.51a: any number) */
static int tap_most(const mtg_game *g, int o, int kicked)
{
  const pack_card *c = game_card(g, o);
  int self = first_ability(g, c, BIT(ABIL_SELF_COST)), kick = costmod_kicker_ability(g, c), n = 0;
  if (first_ability(g, c, BIT(ABIL_TAP_PAY)) != (int)NONE)
    return MANA_MAX_SOURCES;
  if (self != (int)NONE && g->pack->abils[self].mana == SELFCOST_WATERBEND)
    n += g->pack->abils[self].generic;
  if (kick != (int)NONE && (g->pack->abils[kick].extra & PACK_EXTRA_WATERBEND))
    n += kicked == 1 ? g->pack->abils[kick].generic : 0;
  else if (!n)
    return MANA_MAX_SOURCES; /* convoke (costmod_convoke) */
  return n;
}

/* the kicked value of spell o on the stack (0 off it) */
static int kicked_of(const mtg_game *g, int o)
{
  for (int i = g->nstack - 1; i >= 0; i--)
    if (g->stack[i].kind == SI_SPELL && g->stack[i].obj == o)
      return g->stack[i].kicked;
  return 0;
}

/* the mana sources of player p as they cast spell card o, kicked as `kicked` says: with convoke or waterbend, the
   permanents they may tap to pay too */
static void sources_kicked(const mtg_game *g, int p, int o, int kicked, mana_sources *s)
{
  mana_find_for(g, p, s, o); /* its restricted mana too (106.6) */
  if (cast_tappay(g, p, o)) {
    mana_add_tappers(g, p, s, cast_tappay(g, p, o));
    s->tapmax = tap_most(g, o, kicked);
  }
}

static void spell_sources(const mtg_game *g, int p, int o, mana_sources *s) { sources_kicked(g, p, o, kicked_of(g, o), s); }

static int activation_payable(const mtg_game *g, int p, int o, const pack_ability *a, int x, const mana_sources *s);
static int mode_activatable(const mtg_game *g, int p, int o, const pack_ability *a, const pack_ability *m, mana_sources *s);

/* the least X an activated ability's controller may announce: 1 with "X can't be 0.", else 0 (107.3a) */
static int act_min_x(const pack_ability *a) { return a->x && (a->act & ACTR_X_NOT_0) ? 1 : 0; }
/* the least X of mode m (an ACT_MODE, or the ability itself) of activated ability a: "X can't be 0." on either */
static int mode_min_x(const pack_ability *a, const pack_ability *m) { return act_min_x(a) | (a->x && (m->act & ACTR_X_NOT_0)); }

/* can ability a's targets all be chosen now (601.2c)? "up to one" targets may be left unchosen */
/* "target creatures controlled by different players" (Run Away Together): are there legal ones of both players? */
static int creatures_of_both(const mtg_game *g, int kind, int p, int source)
{
  uint16_t t[MAX_TARGET_CANDIDATES];
  int n = cast_targets(g, kind, p, source, t), seen = 0;
  for (int i = 0; i < n; i++)
    if (t[i] < MAX_OBJECTS)
      seen |= 1 << g->objs[t[i]].controller;
  return seen == 3;
}

static int targets_available(const mtg_game *g, const pack_ability *a, int p, int source)
{
  for (int i = 0; i < a->ntargets; i++)
    if (!((a->upto >> i) & 1) && !cast_targets(g, a->target[i], p, source, NULL))
      return 0;
  for (int i = 0; i < a->ntargets; i++)
    if (a->target[i] == TGT_CREATURES_DIFF && !creatures_of_both(g, a->target[i], p, source))
      return 0; /* 601.2c: the pair can't be chosen */
  return 1;
}

int cast_targets_available(const mtg_game *g, const pack_ability *a, int p, int source)
{
  return targets_available(g, a, p, source);
}

/* 700.2a, 601.2c-h: a mode can be chosen only if its targets can be, and so that the spell's total cost, which
   may depend on them, can be paid (X 0, not kicked: the least it can cost; KICK_FREE: cast without paying its mana
   cost) */
static int mode_castable(const mtg_game *g, int p, int o, int ability, int nopay, const mana_sources *s)
{
  return targets_available(g, &g->pack->abils[ability], p, o) &&
         costmod_payable(g, p, o, ability, NULL, 0, 0, nopay ? KICK_FREE : 0, s);
}

static int any_mode(const mtg_game *g, const pack_card *c, int p, int o, int nopay, const mana_sources *s)
{
  for (int i = 0; i < c->abil_count; i++)
    if (PACK_CASTABLE_MODE(g->pack->abils[c->abil_first + i].kind) && mode_castable(g, p, o, c->abil_first + i, nopay, s))
      return 1;
  return 0;
}

/* 601.2b, 702.8a: a spell is cast at instant speed if it is an instant, has flash, or its caster may cast spells as
   though they had flash (Vedalken Orrery) */
int cast_instant_speed(const mtg_game *g, int p, const pack_card *c)
{
  const player *pl = &g->players[p];
  if ((c->types & TYPEBIT(INSTANT)) || (c->keywords & KWBIT(FLASH)) || pl->flash)
    return 1;
  for (int i = 0; i < c->abil_count; i++) { /* eclcards 8: "... as though it had flash if you control a Faerie." */
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind == ABIL_FLASH_IF && bf_count(g, p, NONE, 0, a->trig_arg - 1, BF_ANY_POWER) > 0)
      return 1;
  }
  if (!pl->flash_sub)
    return 0;
  if (c->types & TYPEBIT(SORCERY))
    return 1; /* "You may cast sorcery spells and Dragon spells as though they had flash." */
  for (int k = 0; k < PACK_MAX_SUBTYPES && c->subtypes[k] != PACK_NONE; k++)
    if (c->subtypes[k] == pl->flash_sub - 1)
      return 1;
  return 0;
}

/* does permanent ob fit a target kind's description (types, controller, status), targeting aside? */
int cast_target_fits(const mtg_game *g, int kind, int o, int controller)
{
  const obj *ob = &g->objs[o];
  switch (kind) {
  case TGT_ANY: /* 115.4: a creature, player, planeswalker or battle */
    return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(PLANESWALKER) | TYPEBIT(BATTLE))) != 0;
  case TGT_CREATURE: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case TGT_CREATURE_TAPPED: return (ob->types & TYPEBIT(CREATURE)) && (ob->flags & OBJ_TAPPED);
  case TGT_CREATURE_YOU_CONTROL:
  case TGT_CREATURES_YOU_CONTROL_EACH:
  case TGT_OTHER_CREATURES_YOU_CONTROL_EACH: /* fdncards 8 */
  case TGT_CREATURE_YOU_CONTROL_DIVIDED:
  case TGT_OTHER_CREATURE_YOU_CONTROL:
  case TGT_ANOTHER_CREATURE_YOU_CONTROL: return (ob->types & TYPEBIT(CREATURE)) && ob->controller == controller;
  case TGT_OTHER_CREATURE: case TGT_ANOTHER_CREATURE: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case TGT_CREATURE_OR_ENCHANTMENT_YOU_CONTROL:
    return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT))) && ob->controller == controller;
  case TGT_CREATURE_OR_PLANESWALKER: return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(PLANESWALKER))) != 0;
  case TGT_ARTIFACT_OR_ENCHANTMENT: return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(ENCHANTMENT))) != 0;
  case TGT_ARTIFACT_OR_ENCHANTMENT_THAT_PLAYER: /* fdncards 8: the player dealt combat damage, an opponent (506.2) */
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(ENCHANTMENT))) && ob->controller != controller;
  case TGT_LAND: return (ob->types & TYPEBIT(LAND)) != 0;
  case TGT_NONISLAND_LAND_ACTIVE: /* "non-Island land they control": the player whose upkeep it is (EACH_UPKEEP) */
    return (ob->types & TYPEBIT(LAND)) && !obj_has_subtype(g, o, SUB_ISLAND) && ob->controller == g->active;
  case TGT_LAND_YOU_CONTROL: return (ob->types & TYPEBIT(LAND)) && ob->controller == controller;
  case TGT_ANOTHER_PERMANENT_YOU_CONTROL: return ob->controller == controller;
  case TGT_ANOTHER_CREATURE_YOU_CONTROL_POWER2:
  case TGT_CREATURE_YOU_CONTROL_POWER2:
    return (ob->types & TYPEBIT(CREATURE)) && ob->controller == controller && ob->power <= 2;
  case TGT_CREATURE_YOU_CONTROL_PLUS1: /* checked again as it resolves (608.2b) */
    return (ob->types & TYPEBIT(CREATURE)) && ob->controller == controller && obj_counter(ob, CTR_PLUS1) > 0;
  case TGT_ARTIFACT: return (ob->types & TYPEBIT(ARTIFACT)) != 0;
  case TGT_NONCREATURE_ARTIFACT: return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE))) == TYPEBIT(ARTIFACT);
  case TGT_AURA_OR_EQUIPMENT_YOU_CONTROL:
    return ob->controller == controller && (obj_has_subtype(g, o, SUB_AURA) || obj_has_subtype(g, o, SUB_EQUIPMENT));
  case TGT_ENCHANTMENT: return (ob->types & TYPEBIT(ENCHANTMENT)) != 0;
  case TGT_PERMANENT: return 1;
  case TGT_CREATURE_OPPONENT:
  case TGT_CREATURE_NOT_YOURS: return (ob->types & TYPEBIT(CREATURE)) && ob->controller != controller;
  case TGT_ARTIFACT_ENCHANTMENT_FLYER:
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(ENCHANTMENT))) ||
           ((ob->types & TYPEBIT(CREATURE)) && (ob->keywords & KWBIT(FLYING)));
  case TGT_CREATURE_FLYING: return (ob->types & TYPEBIT(CREATURE)) && (ob->keywords & KWBIT(FLYING));
  case TGT_CREATURE_OR_ENCHANTMENT: return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT))) != 0;
  case TGT_NONLAND_PERMANENT: return !(ob->types & TYPEBIT(LAND));
  case TGT_NON_AURA_PERMANENT: return !obj_has_subtype(g, o, SUB_AURA); /* eclcards 14 */
  case TGT_PLAYER_OR_PLANESWALKER: return (ob->types & TYPEBIT(PLANESWALKER)) != 0;
  case TGT_SPELL: case TGT_SPELL_OR_PERMANENT: return 1;
  case TGT_SPELL_OR_CREATURE: return ob->zone == ZONE_STACK || (ob->types & TYPEBIT(CREATURE)); /* eclcards 9 */
  case TGT_CREATURE_SPELL: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case TGT_NONCREATURE_SPELL: return !(ob->types & TYPEBIT(CREATURE));
  case TGT_CREATURE_MV3: return (ob->types & TYPEBIT(CREATURE)) && g->pack->mana_value[ob->card] >= 3; /* 202.3 */
  case TGT_PERMANENT_MV3: return g->pack->mana_value[ob->card] >= 3;
  case TGT_SPELL_MV_TWO: return spell_mana_value(g, o) == 2;
  case TGT_OTHER_NONLAND_PERMANENT: return !(ob->types & TYPEBIT(LAND));
  case TGT_MERFOLK_YOU_CONTROL: case TGT_ANOTHER_MERFOLK_YOU_CONTROL: /* 205.3m: a changeling is a Merfolk too */
    return ob->controller == controller && obj_has_subtype(g, o, SUB_MERFOLK);
  case TGT_ANY_OTHER: return 1; /* eclcards (3): any target; not one chosen before it (cast.c's target options) */
  case TGT_ANOTHER_PERMANENT: return 1;
  case TGT_CREATURES_DIFF: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case TGT_ELF_YOU_CONTROL: case TGT_ANOTHER_ELF_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_ELF);
  case TGT_ELEMENTAL_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_ELEMENTAL);
  case TGT_KITHKIN_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_KITHKIN);
  case TGT_GOBLIN_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_GOBLIN);
  case TGT_ATTACKING_GOBLIN_YOU_CONTROL:
    return ob->controller == controller && (ob->flags & OBJ_ATTACKING) && obj_has_subtype(g, o, SUB_GOBLIN);
  case TGT_CREATURE_MV2: return (ob->types & TYPEBIT(CREATURE)) && g->pack->mana_value[ob->card] <= 2; /* 202.3 */
  case TGT_CREATURE_OPPONENT_POWER2: return (ob->types & TYPEBIT(CREATURE)) && ob->controller != controller && ob->power <= 2;
  case TGT_CREATURE_POWER3: return (ob->types & TYPEBIT(CREATURE)) && ob->power <= 3;
  case TGT_CREATURE_POWER4_LESS: return (ob->types & TYPEBIT(CREATURE)) && ob->power <= 4; /* tlacards 16 */
  case TGT_SPELL_MV2: return spell_mana_value(g, o) <= 2;
  case TGT_CREATURE_NO_FLYING: return (ob->types & TYPEBIT(CREATURE)) && !(ob->keywords & KWBIT(FLYING));
  case TGT_ASSEMBLY_WORKER: return (ob->types & TYPEBIT(CREATURE)) && obj_has_subtype(g, o, SUB_ASSEMBLY_WORKER);
  case TGT_NONLEGENDARY_CREATURE: return (ob->types & TYPEBIT(CREATURE)) && !(ob->supertypes & BIT(SUPER_LEGENDARY));
  case TGT_NONLEGENDARY_CREATURE_YOU_CONTROL: /* tdmcards 17: Naga Fleshcrafter */
    return (ob->types & TYPEBIT(CREATURE)) && !(ob->supertypes & BIT(SUPER_LEGENDARY)) && ob->controller == controller;
  case TGT_CREATURE_IN_COMBAT:
    return (ob->types & TYPEBIT(CREATURE)) && (ob->flags & (OBJ_ATTACKING | OBJ_BLOCKING));
  /* tlacards: */
  case TGT_ARTIFACT_OR_CREATURE: return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE))) != 0;
  case TGT_CREATURE_POWER4: return (ob->types & TYPEBIT(CREATURE)) && ob->power >= 4;
  case TGT_ARTIFACT_ENCHANTMENT_POWER4:
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(ENCHANTMENT))) || ((ob->types & TYPEBIT(CREATURE)) && ob->power >= 4);
  case TGT_ARTIFACT_OR_LAND_OPPONENT: return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(LAND))) && ob->controller != controller;
  case TGT_OTHER_NONLAND_PERMANENT_YOU_CONTROL: return !(ob->types & TYPEBIT(LAND)) && ob->controller == controller;
  case TGT_CREATURE_OPPONENT_DAMAGED: /* tdmcards 10: "that was dealt damage this turn" (REPL_DAMAGED, or marked damage) */
    return (ob->types & TYPEBIT(CREATURE)) && ob->controller != controller && (ob->damage > 0 || (ob->repl & REPL_DAMAGED));
  case TGT_ARTIFACT_OR_CREATURE_OPPONENT: /* tdmcards: Static Snare */
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE))) && ob->controller != controller;
  case TGT_ARTIFACT_ENCHANTMENT_OPP: /* eclcards 5: Wistfulness */
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(ENCHANTMENT))) && ob->controller != controller;
  case TGT_CREATURE_OR_ENCHANTMENT_OPP: /* fdncards 11: Feed the Swarm */
    return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT))) && ob->controller != controller;
  case TGT_LAND_CREATURE_OR_NONBASIC: /* a land creature, or a land that isn't basic (205.4c) */
    return (ob->types & TYPEBIT(LAND)) && ((ob->types & TYPEBIT(CREATURE)) || !(ob->supertypes & BIT(SUPER_BASIC)));
  case TGT_ANOTHER_ALLY_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_ALLY);
  case TGT_CREATURES_EACH: return (ob->types & TYPEBIT(CREATURE)) != 0;
  case TGT_OTHER_NONLAND_PERMANENTS_EACH: return !(ob->types & TYPEBIT(LAND));
  case TGT_ANOTHER_CREATURE_OR_VEHICLE_YOU_CONTROL:
    return ob->controller == controller && ((ob->types & TYPEBIT(CREATURE)) || obj_has_subtype(g, o, SUB_VEHICLE));
  case TGT_ACE_OPPONENT_MV3: /* tlacards 13 */
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT))) && ob->controller != controller &&
           g->pack->mana_value[ob->card] >= 3;
  /* fdncards: */
  case TGT_NONLAND_PERMANENT_OPPONENT: return !(ob->types & TYPEBIT(LAND)) && ob->controller != controller;
  /* tlacards: */
  case TGT_ATTACKING_CREATURE: return (ob->types & TYPEBIT(CREATURE)) && (ob->flags & OBJ_ATTACKING);
  case TGT_ANOTHER_ATTACKING_CREATURE_YOU_CONTROL: /* fdncards 8: Ingenious Leonin */
    return (ob->types & TYPEBIT(CREATURE)) && (ob->flags & OBJ_ATTACKING) && ob->controller == controller;
  case TGT_ANOTHER_NONLAND_PERMANENT_YOU_CONTROL: return !(ob->types & TYPEBIT(LAND)) && ob->controller == controller;
  /* fdncards (2): */
  case TGT_CREATURE_TOUGHNESS4: return (ob->types & TYPEBIT(CREATURE)) && ob->toughness >= 4;
  case TGT_ANOTHER_CREATURE_POWER2: return (ob->types & TYPEBIT(CREATURE)) && ob->power <= 2;
  case TGT_SPELL_RED_OR_GREEN: return (ob->colors & (BIT(COLOR_RED) | BIT(COLOR_GREEN))) != 0;
  case TGT_CREATURE_GREEN_OR_WHITE:
    return (ob->types & TYPEBIT(CREATURE)) && (ob->colors & (BIT(COLOR_GREEN) | BIT(COLOR_WHITE)));
  case TGT_ARTIFACT_OR_CREATURE_SPELL: return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE))) != 0;
  case TGT_VAMPIRE_YOU_CONTROL: return ob->controller == controller && obj_has_subtype(g, o, SUB_VAMPIRE);
  /* tlacards (6): */
  case TGT_ARTIFACT_CREATURE_OR_ENCHANTMENT:
    return (ob->types & (TYPEBIT(ARTIFACT) | TYPEBIT(CREATURE) | TYPEBIT(ENCHANTMENT))) != 0;
  /* fdncards (6): */
  case TGT_CREATURE_OR_PW_NOT_YOURS:
    return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(PLANESWALKER))) && ob->controller != controller;
  case TGT_OTHER_PERMANENT_YOU_CONTROL: return ob->controller == controller;
  case TGT_CREATURE_OR_PW_BLACK_OR_RED:
    return (ob->types & (TYPEBIT(CREATURE) | TYPEBIT(PLANESWALKER))) && (ob->colors & (BIT(COLOR_BLACK) | BIT(COLOR_RED)));
  default: return 0;
  }
}

/* 702.11d-e: "hexproof from [quality]": not the target of [quality] spells or abilities from [quality] sources an
   opponent controls -- does permanent o have it for source src (a spell, or an ability's source)? */
static int hexproof_from(const mtg_game *g, int o, int src)
{
  _Static_assert(KW_HEXPROOF_FROM_WHITE >= 32 && KW_HEXPROOF_FROM_BLACK >= 32, "cast_target_legal reads keywords_hi");
  if (src == (int)NONE || src >= MAX_OBJECTS)
    return 0;
  unsigned colors = g->objs[src].colors;
  return (obj_has(g, o, KW_HEXPROOF_FROM_WHITE) && (colors & BIT(COLOR_WHITE))) ||
         (obj_has(g, o, KW_HEXPROOF_FROM_BLACK) && (colors & BIT(COLOR_BLACK)));
}

/* 702.16: does permanent o have protection from a quality object src has? (colors, or being a creature) */
int obj_protected_from(const mtg_game *g, int o, int src)
{
  uint64_t kw = obj_keywords(&g->objs[o]);
  if (src == (int)NONE || !(kw & (KWBIT(PROT_WHITE) | KWBIT(PROT_BLUE) | KWBIT(PROT_BLACK) | KWBIT(PROT_RED) |
                                  KWBIT(PROT_GREEN) | KWBIT(PROT_CREATURES))))
    return 0;
  const obj *s = &g->objs[src];
  for (int c = 0; c < COLOR__COUNT; c++)
    if (((kw >> (KW_PROT_WHITE + c)) & 1) && (s->colors & BIT(c)))
      return 1;
  return (kw & KWBIT(PROT_CREATURES)) && (s->types & TYPEBIT(CREATURE));
}

int cast_target_legal(const mtg_game *g, int kind, uint16_t t, int controller, int source)
{
  if (t == NONE)
    return 0;
  if (IS_PLAYER_REF(t)) {
    int p = REF_PLAYER(t);
    if (p > 1 || !target_players[kind] || g->players[p].lost || (g->players[p].prules & PRULE_SHROUD))
      return 0; /* 702.18a: a player with shroud can't be the target of spells or abilities */
    return kind != TGT_OPPONENT || p != controller;
  }
  if (t >= g->nobjs || !target_objects[kind])
    return 0;
  const obj *ob = &g->objs[t];
  if (ob->card == NONE || !target_zone_has(kind, ob->zone))
    return 0;
  if (ob->zone == ZONE_STACK) /* 115.1a: a spell, not an ability */
    return stack_spell(g, t) >= 0 && cast_target_fits(g, kind, t, controller);
  if (ob->zone == ZONE_GRAVEYARD) /* a card: a permanent's hexproof, shroud, protection don't function there */
    return gyt_fits(g, kind, t, controller, source);
  if ((kind == TGT_ANOTHER_CREATURE_YOU_CONTROL || kind == TGT_OTHER_CREATURE || kind == TGT_OTHER_CREATURE_YOU_CONTROL ||
       kind == TGT_ANOTHER_CREATURE || kind == TGT_ANOTHER_PERMANENT_YOU_CONTROL ||
       kind == TGT_ANOTHER_CREATURE_YOU_CONTROL_POWER2 || kind == TGT_ANOTHER_ALLY_YOU_CONTROL ||
       kind == TGT_OTHER_NONLAND_PERMANENT || kind == TGT_ANOTHER_MERFOLK_YOU_CONTROL ||
       kind == TGT_ANOTHER_CREATURE_OR_VEHICLE_YOU_CONTROL || kind == TGT_ANOTHER_NONLAND_PERMANENT_YOU_CONTROL ||
       kind == TGT_ANOTHER_CREATURE_POWER2 || kind == TGT_OTHER_NONLAND_PERMANENTS_EACH ||
       kind == TGT_OTHER_PERMANENT_YOU_CONTROL || kind == TGT_ANOTHER_PERMANENT ||
       kind == TGT_OTHER_NONLAND_PERMANENT_YOU_CONTROL || kind == TGT_OTHER_CREATURES_YOU_CONTROL_EACH ||
       kind == TGT_ANOTHER_ATTACKING_CREATURE_YOU_CONTROL || kind == TGT_ANOTHER_ELF_YOU_CONTROL) &&
      t == source) /* "another", "other": not the ability's source */
    return 0;
  if ((ob->keywords & KWBIT(HEXPROOF)) && ob->controller != controller) /* 702.11b */
    return 0;
  if (ob->keywords_hi && ob->controller != controller && hexproof_from(g, t, source)) /* 702.11d */
    return 0;
  if (ob->keywords & KWBIT(SHROUD)) /* 702.18a */
    return 0;
  if (obj_protected_from(g, t, source)) /* 702.16b: not the target of a source with that quality */
    return 0;
  return cast_target_fits(g, kind, t, controller);
}

/* the legal targets of a kind for a spell or ability of `controller` whose source is `source` (the spell, or the
   ability's object; 115.5: a spell never targets itself), into out (2 + MAX_BF + MAX_STACK entries) in the order
   the options list them; with out NULL, 1 at the first one */
int cast_targets(const mtg_game *g, int kind, int controller, int source, uint16_t *out)
{
  int n = 0;
  for (int p = 0; p < 2; p++)
    if (cast_target_legal(g, kind, PLAYER_REF(p), controller, source) && (out ? (out[n++] = PLAYER_REF(p), 0) : 1))
      return 1;
  if (target_zone_has(kind, ZONE_BATTLEFIELD))
    for (int i = 0; i < g->nbf; i++)
      if (cast_target_legal(g, kind, g->bf[i], controller, source) && (out ? (out[n++] = g->bf[i], 0) : 1))
        return 1;
  if (target_zone_has(kind, ZONE_STACK))
    for (int i = g->nstack - 1; i >= 0; i--) /* the top of the stack first */
      if (g->stack[i].obj != source && cast_target_legal(g, kind, g->stack[i].obj, controller, source) &&
          (out ? (out[n++] = g->stack[i].obj, 0) : 1))
        return 1;
  if (target_zone_has(kind, ZONE_GRAVEYARD)) /* 115.1: "target card from a graveyard", top cards first */
    for (int p = 0; p < 2; p++)
      for (int i = g->players[p].n[ZONE_GRAVEYARD] - 1; i >= 0; i--)
        if (cast_target_legal(g, kind, g->players[p].graveyard[i], controller, source) &&
            (out ? (out[n++] = g->players[p].graveyard[i], 0) : 1))
          return 1;
  return out ? n : 0;
}


/* 601.2h: can player p pay spell card o's additional costs (bits PACK_COST_*): a creature to sacrifice; a card in hand
   to discard other than the spell itself */
int cast_extra_payable(const mtg_game *g, int p, int o, int cost)
{
  if (!cost)
    return 1;
  const player *pl = &g->players[p];
  int others = pl->n[ZONE_HAND] - (g->objs[o].zone == ZONE_HAND);
  if ((cost & (PACK_COST_DISCARD | PACK_COST_DISCARD_RANDOM)) && others < 1)
    return 0;
  return cost_payable(g, p, cost & ~(PACK_COST_DISCARD | PACK_COST_DISCARD_RANDOM));
}

int cast_can_cast(const mtg_game *g, int p, int o)
{
  mana_sources s;
  mana_find(g, p, &s);
  return cast_can_cast_with(g, p, o, &s);
}

/* tdmcards: "Your opponents can't cast spells during your turn." (Voice of Victory) -- player p can't cast now */
int cast_forbidden(const mtg_game *g, int p)
{
  return g->active != p && (g->players[g->active].prules & PRULE_OPP_NO_CAST);
}

int cast_can_cast_with(const mtg_game *g, int p, int o, mana_sources *s)
{
  const pack_card *c = game_card(g, o);
  if ((c->types & TYPEBIT(LAND)) || cast_forbidden(g, p))
    return 0;
  if (!cast_instant_speed(g, p, c) && !cast_sorcery_timing(g, p))
    return 0;
  if (g->nstack >= MAX_STACK)
    return 0;
  if (s->n < 0)
    mana_find(g, p, s); /* only once a card gets this far */
  mana_sources own, tapping;
  if (s->restricted) { /* 106.6: mana some sources make only for some spells -- this one? */
    mana_find_for(g, p, &own, o);
    s = &own;
  }
  uint32_t kinds = g->pack->abil_kinds[c - g->pack->cards];
  int printed = !g->ncost_mods && !(kinds & (BIT(ABIL_TAP_PAY) | BIT(ABIL_ALT_COST) | BIT(ABIL_SELF_COST)));
  if (printed && (g->pack->min_mana[c - g->pack->cards] > s->n || !mana_can_pay_from(s, c)))
    return 0; /* no cost change, convoke, alternative cost or reduction of its own: the printed cost (X 0, no kicker), the least its total
                 cost can be (601.2f), is checked first, cheaply -- modes, targets and additional costs only add to it */
  if (((kinds & (BIT(ABIL_TAP_PAY) | BIT(ABIL_SELF_COST))) || g->ncost_mods) && cast_tappay(g, p, o)) { /* 702.51a, 701.67a: its caster's
                                                                                 creatures (and artifacts) may help */
    tapping = *s;
    mana_add_tappers(g, p, &tapping, cast_tappay(g, p, o));
    tapping.tapmax = tap_most(g, o, 0);
    s = &tapping;
  }
  int a = spell_ability(g, c);
  if (a != (int)NONE && PACK_MODE_KIND(g->pack->abils[a].kind))
    return any_mode(g, c, p, o, 0, s);
  if (a != (int)NONE && !cast_extra_payable(g, p, o, g->pack->abils[a].cost))
    return 0; /* 601.2h: its additional cost must be paid too */
  int alt = printed ? 0 : costmod_alt_possible(g, p, o); /* 118.9: "rather than pay this spell's mana cost" */
  int changes = g->ncost_mods || (kinds & BIT(ABIL_SELF_COST)); /* "This spell costs {2} less to cast ..." (601.2f) */
  int d = (kinds & BIT(ABIL_ADDL_COST)) ? costmod_addl_ability(g, c) : (int)NONE; /* 601.2b: "blight 2 or pay {1}":
                                                                                    blighting if they can, else more mana */
  int kick = d != (int)NONE && eclcost_addl_payable(g, &g->pack->abils[d], p, o);
  int more = d != (int)NONE && !kick && g->pack->abils[d].generic;
  if (d != (int)NONE && !kick && (g->pack->abils[d].mana & PACK_ADDL_EXILE))
    return 0; /* eclcards: "behold a Kithkin and exile it" is required (601.2b) */
  if (!printed && !changes && !alt && !mana_can_pay_from(s, c))
    return 0; /* no cost changes: the printed cost is the total cost (601.2f), checked first (cheap) */
  if (a != (int)NONE && !targets_available(g, &g->pack->abils[a], p, o))
    return 0; /* 601.2c: a spell that needs targets can't be cast without them */
  if (!changes && !alt && !more)
    return 1; /* with X = 0 and no kicker the printed cost, which the sources pay */
  return costmod_payable(g, p, o, a, NULL, 0, 0, kick, s) || /* 601.2f-h: its total cost, with the targets that allow it */
         (alt && costmod_payable(g, p, o, a, NULL, 0, 0, KICK_ALT, s));
}

/* 602.2b, 601.2g-h: an activated ability's costs are paid once its targets are chosen: its mana (by hand with
   MTG_FLAG_MANUAL_MANA), then the rest */
static void pay_activation(mtg_game *g, stack_item *si)
{
  const pack_ability *a = act_cost(g, si->ability);
  int exclude = (a->cost & PACK_COST_TAP) ? si->obj : -1;
  int tappay = exhaust_waterbend(a); /* 701.67a: its waterbend cost's generic mana */
  g->pay_for = (uint16_t)(PAY_FOR_ABILITY | (si->obj + 1)); /* 106.6 */
  int generic = a->generic + (si->x == X_UNCHOSEN ? 0 : si->x) * a->x; /* 601.2f: X as announced */
  if (manapay_begin(g, si->controller, generic, a->mana_cost, a->hybrid, exclude, PAY_ABILITY | tappay << 4))
    return; /* manapay_apply calls cast_ability_paid */
  mana_pay_tapping(g, si->controller, generic, a->mana_cost, a->hybrid, exclude, tappay);
  cast_ability_paid(g);
}

void cast_ability_paid(mtg_game *g)
{
  stack_item *si = &g->stack[g->nstack - 1];
  g->pay_for = 0;
  const pack_ability *a = act_cost(g, si->ability);
  int o = si->obj;
  if (a->cost & PACK_COST_TAP)
    trig_tap(g, o);
  if (a->act & ACTR_REMOVE_X) { /* "Remove X +1/+1 counters from Marath" (602.2b: X as announced, no more than it has) */
    obj *ob = &g->objs[o];
    int left = obj_counter(ob, CTR_PLUS1) - si->x;
    obj_set_counter(ob, CTR_PLUS1, left < 0 ? 0 : left);
    if (left <= 0)
      lay_counters_gone(g, o, CTR_PLUS1); /* 611.2b */
    g->dirty = 1;
    g->sba_dirty = 1; /* 704.5f: a 0/0 with its counters gone */
  }
  if (a->act & ACTR_PAY_X_LIFE)
    game_lose_life(g, si->controller, si->x); /* 119.4: paying life is losing it (Krumar Initiate) */
  if (a->cost & PACK_COST_LOYALTY) { /* 606.4: the cost is counters put on or removed */
    obj *ob = &g->objs[o];
    if (a->loyalty > 0) /* put as a cost: Vorinclex doubles them (its rulings); a -N cost removes them */
      obj_put_counters(g, si->controller, o, CTR_LOYALTY, a->loyalty);
    else
      obj_set_counter(ob, CTR_LOYALTY, obj_counter(ob, CTR_LOYALTY) + a->loyalty);
    ob->act_done |= ACT_LOYALTY;
    g->sba_dirty = 1; /* 704.5i */
  }
  if (a->act & ACTR_ONCE_TURN)
    g->objs[o].act_done |= ACT_ONCE; /* 602.5b: "Activate only once each turn" (tdmcards) */
  g->cost_left = a->cost & (PACK_COST_DISCARD_RANDOM | PACK_COST_DISCARD | PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE);
  eclcost_begin(g, a); /* "Pay 1 life", "Blight 2", ... (eclcost.c) */
  cost_pay(g); /* discards and sacrifices (costs.c); then cast_costs_paid */
}

static void spell_paid(mtg_game *g);

void cast_costs_paid(mtg_game *g)
{
  stack_item *si = &g->stack[g->nstack - 1];
  if (si->kind == SI_SPELL) { /* a spell's additional cost is paid (601.2h) */
    spell_paid(g);
    return;
  }
  const pack_ability *a = act_cost(g, si->ability);
  int o = si->obj;
  ev_push(g, si->ntargets ? EV_ACTIVATE_TARGETED : EV_ACTIVATE, si->controller, o, si->ntargets ? si->target[0] : NONE, 0);
  if ((a->cost & PACK_COST_SACRIFICE) && (a->sac_q & PACK_SACQ_EXILE)) /* "Exile this enchantment" (601.2h) */
    zone_move(g, o, ZONE_EXILE);
  else if (a->cost & PACK_COST_SACRIFICE) { /* 701.21a */
    trig_sacrifice(g, si->controller, o);
    zone_move(g, o, ZONE_GRAVEYARD);
  }
  if (a->wording & PACK_WORD_CYCLING) { /* 702.29a: "Discard this card" (701.9a) */
    ev_push(g, EV_DISCARD, si->controller, o, NONE, 0);
    zone_move(g, o, ZONE_GRAVEYARD);
  }
  if (a->extra & PACK_EXTRA_EXILE_GY) /* renew: "Exile this card from your graveyard" (601.2h) */
    zone_move(g, o, ZONE_EXILE);
  if ((a->extra & PACK_EXTRA_EXILE_TOP_GY) && g->players[si->controller].n[ZONE_GRAVEYARD]) /* Alms (601.2h) */
    zone_move(g, g->players[si->controller].graveyard[g->players[si->controller].n[ZONE_GRAVEYARD] - 1], ZONE_EXILE);
  if (a->wording & PACK_WORD_OUTLAST) /* 602.2i: "Whenever you activate <self>'s outlast ability" */
    trig_check(g, o, TRIG_ACTIVATE_OUTLAST, si->controller);
  g->casting = NONE;
  prio_give(g, si->controller); /* 117.3c */
}

static void finish_cast(mtg_game *g)
{
  stack_item *si = &g->stack[g->nstack - 1];
  kwt_targeted(g, si); /* 702.21a: ward triggers as its targets are chosen */
  if (si->kind == SI_ACTIVATED) {
    pay_activation(g, si);
    return;
  }
  if (si->kind == SI_ABILITY) { /* a triggered ability: no cost; play goes on to priority (603.3) */
    if (si->ntargets) /* a modal trigger's mode may have none (fdncards) */
      ev_push(g, EV_TRIGGER_TARGETED, si->controller, si->obj, si->target[0], 0);
    else
      ev_push(g, EV_TRIGGER, si->controller, si->obj, NONE, 0);
    g->casting = NONE;
    g->mode = MODE_PRIORITY;
    return;
  }
  uint8_t sym[MANA__COUNT];
  const pack_card *c = game_card(g, si->obj);
  if (g->dirty)
    lay_apply(g); /* the cost changes in force now */
  int generic = costmod_total(g, si->controller, si->obj, si->x, si->kicked, si->target, si->ntargets, sym); /* 601.2f */
  (void)c;
  int tappay = cast_tappay(g, si->controller, si->obj); /* 702.51a: convoke */
  int most = tappay ? tap_most(g, si->obj, si->kicked) : 0; /* 701.67a: a waterbend cost's {1}s */
  g->pay_for = (uint16_t)(si->obj + 1); /* 106.6: mana that may be spent only on some spells */
  si->amount = 0; /* the mana spent to cast it (601.2h): what the payment below spends, not life or tapped creatures */
  si->spent2 = 0;
  g->pay_once = 0;
  if (manapay_begin(g, si->controller, generic, sym, costmod_hybrid(g, si->obj, si->kicked), -1, PAY_SPELL | tappay << 4)) {
    g->due.tap_left = (uint8_t)(most >= MANA_MAX_SOURCES ? MANAPAY_TAP_ANY : most);
    return; /* manapay_apply calls cast_spell_paid */
  }
  int spent = mana_pay_capped(g, si->controller, generic, sym, costmod_hybrid(g, si->obj, si->kicked), -1, tappay,
                              most); /* 601.2g-h */
  si->amount = (int16_t)(spent > 0 ? spent : 0);
  si->spent2 = spent > 0 ? g->pay_once : 0; /* eclcards 5: "if {W}{W} was spent to cast it" */
  cast_spell_paid(g);
}

void cast_spell_paid(mtg_game *g)
{
  stack_item *si = &g->stack[g->nstack - 1];
  g->pay_for = 0;
  if (si->kicked == KICK_ALT && !evoke_paid(g, game_card(g, si->obj), si->kicked)) { /* 601.2h: the alternative cost's
                                                                                        card is exiled with the mana paid */
    g->mode = MODE_ALT_EXILE;
    return;
  }
  int d = si->kicked == 1 ? costmod_addl_ability(g, game_card(g, si->obj)) : (int)NONE; /* blighted or beheld (ECL) */
  int bits = (si->ability != NONE ? g->pack->abils[si->ability].cost : 0) |
             (d != (int)NONE ? eclcost_addl_bits(&g->pack->abils[d]) : 0);
  if (bits) { /* "As an additional cost to cast this spell, sacrifice a creature." (601.2h): costs.c, eclcost.c */
    g->cost_left = (uint8_t)bits;
    g->cost_count = 0;
    cost_pay(g); /* then cast_costs_paid */
    return;
  }
  spell_paid(g);
}

/* 601.2i: the spell is cast: cast triggers, then its caster gets priority */
static void spell_paid(mtg_game *g)
{
  stack_item *si = &g->stack[g->nstack - 1];
  spell_cast_note(g, si);
  trig_cast(g, si->controller); /* 601.2i: cast triggers */
  ev_push(g, si->ntargets ? EV_CAST_TARGETED : EV_CAST, si->controller, si->obj, si->ntargets ? si->target[0] : NONE, 0);
  g->casting = NONE;
  /* 117.3c; a spell cast while a triggered ability resolved (702.62a, 608.2g): that resolution is over, and the
     active player receives priority (117.3b) -- not one cast with priority for free (KICK_FREE_PERM) */
  prio_give(g, si->kicked == KICK_FREE ? g->active : si->controller);
}

/* 702.62a: "you may play it without paying its mana cost if able" -- can player p cast spell card o so now (a land
   card is played, not cast: no card of the pool can be suspended that way): its choices can be made and whatever is
   left of its cost paid (cost increases, 601.2f; additional costs, 601.2h); timing is ignored (608.2g) */
int cast_free_castable(const mtg_game *g, int p, int o)
{
  const pack_card *c = game_card(g, o);
  if ((c->types & TYPEBIT(LAND)) || g->nstack >= MAX_STACK)
    return 0;
  mana_sources s;
  spell_sources(g, p, o, &s);
  int a = spell_ability(g, c);
  if (a != (int)NONE && PACK_MODE_KIND(g->pack->abils[a].kind))
    return any_mode(g, c, p, o, 1, &s);
  if (a != (int)NONE && (!cast_extra_payable(g, p, o, g->pack->abils[a].cost) ||
                         !targets_available(g, &g->pack->abils[a], p, o)))
    return 0;
  return costmod_payable(g, p, o, a, NULL, 0, 0, KICK_FREE, &s);
}

/* 601.2a-b: spell card o goes on the stack as player p's spell; its mode, X, kicker, alternative cost and targets are
   chosen next. nopay: cast without paying its mana cost (702.62a) -- X is 0 (107.3b), no kicker or alternative cost is
   offered (118.9a: no second alternative cost); 1: suspend's (a creature spell gains haste until its caster loses control
   of it), 2: a permission of its exiled card's (exileplay.c, XPERM_FREE; KICK_FREE_PERM), 3: as 1 without the haste
   (tdmcards 20: Breaching Dragonstorm, EXILE_CAST_FREE) */
static void begin(mtg_game *g, int p, int o, int face, int nopay)
{
  g->enter_face = (uint8_t)face;
  int from = g->objs[o].zone; /* tlacards 18: where it is cast from (stack_item.cast_from) */
  int harm = g->objs[o].zone == ZONE_GRAVEYARD; /* 702.180a: cast from a graveyard only for its harmonize cost */
  int air = air_bent(g, o); /* 701.65a: cast from exile for {2} (the mark is gone once it moves) */
  g->objs[o].controller = (uint8_t)p; /* 601.2a: its caster controls it -- another player's exiled card too (exileplay.c) */
  zone_move(g, o, ZONE_STACK); /* 601.2a; an Omen or modal back face is cast with only its characteristics (720) */
  g->objs[o].kicked = harm ? OBJ_HARMONIZED : 0;
  const pack_card *c = game_card(g, o);
  stack_item *si = &g->stack[g->nstack++];
  si->obj = (uint16_t)o;
  si->obj_zcc = g->objs[o].zcc;
  si->controller = (uint8_t)p;
  si->kind = SI_SPELL;
  si->ability = (uint16_t)spell_ability(g, c);
  si->ntargets = 0;
  si->kw = 0;
  si->id = stack_new_id(g);
  si->about = 0;
  si->cast_from = (uint8_t)from;
  si->x = c->x && !nopay && !air ? X_UNCHOSEN : 0;
  si->kicked = nopay   ? (nopay == 2 ? KICK_FREE_PERM : KICK_FREE)
               : air ? KICK_AIRBEND
               : harm ? (harm_flashback(g, c) ? KICK_HARM : HARM_UNCHOSEN) /* flashback: no creature to tap */
               : costmod_kicker_ability(g, c) != (int)NONE || costmod_addl_ability(g, c) != (int)NONE ? X_UNCHOSEN
               : costmod_alt_possible(g, p, o) ? ALT_UNCHOSEN : 0;
  if (harm && g->pack->abils[harm_ability(g, c)].x)
    si->x = X_UNCHOSEN; /* Harmonize {X}{G}{G}{G}{G} */
  g->casting = (uint16_t)(g->nstack - 1);
  if (nopay == 1 && (c->types & TYPEBIT(CREATURE)))
    lay_add_haste_while_controlled(g, o);
  if (si->ability != NONE && PACK_MODE_KIND(g->pack->abils[si->ability].kind)) {
    g->mode = MODE_MODE; /* 601.2b: the mode first, then X, then its targets */
    return;
  }
  cast_next(g);
}

/* eclcards 11: an exiled card its caster may cast without paying its mana cost (xplay_free) is cast so */
void cast_begin(mtg_game *g, int p, int o, int face)
{
  begin(g, p, o, face, g->objs[o].zone == ZONE_EXILE && xplay_free(g, p, o) ? 2 : 0);
}
void cast_begin_free(mtg_game *g, int p, int o, int haste) { begin(g, p, o, 0, haste ? 1 : 3); }

/* 601.2b-c: after the mode, X (if the cost has it), then the targets; then the costs are paid */
void cast_next(mtg_game *g)
{
  stack_item *si = &g->stack[g->casting];
  if (si->kicked == X_UNCHOSEN)
    g->mode = MODE_KICKER; /* 601.2b: additional costs are announced with the mode and X */
  else if (si->kicked == ALT_UNCHOSEN)
    g->mode = MODE_ALT_COST; /* 601.2b: so is an alternative cost (118.9) */
  else if (si->kicked == HARM_UNCHOSEN)
    g->mode = MODE_HARMONIZE; /* 601.2b: the harmonize cost with the creature tapped for it (702.180a) */
  else if (si->x == X_UNCHOSEN)
    g->mode = MODE_XVALUE;
  else if (si->ability != NONE && g->pack->abils[si->ability].ntargets > si->ntargets)
    g->mode = MODE_TARGET;
  else
    finish_cast(g);
}

/* 702.33a, 601.2b: kicking is offered only when the cost with the kicker can be paid; an additional cost's blight or
   behold (yes) only when it can be done, and its mana instead (no) only when the total cost with it can be paid */
void cast_kicker_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->casting];
  mana_sources s;
  spell_sources(g, si->controller, si->obj, &s);
  int d = costmod_addl_ability(g, game_card(g, si->obj));
  dec_reset(g, d != (int)NONE ? MTG_DEC_ADDL_COST : MTG_DEC_KICKER, si->controller);
  if ((d == (int)NONE || !(g->pack->abils[d].mana & PACK_ADDL_EXILE)) && /* eclcards: a required behold */
      (d == (int)NONE || costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, 0, 0, &s)))
    dec_add(g, MTG_OPT_NO, si->obj, NONE, 0);
  mana_sources k; /* tlacards 17: kicked, a waterbend kicker's {1}s may be paid by tapping (701.67a) */
  sources_kicked(g, si->controller, si->obj, 1, &k);
  if ((d == (int)NONE || eclcost_addl_payable(g, &g->pack->abils[d], si->controller, si->obj)) &&
      costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, 0, 1, &k))
    dec_add(g, MTG_OPT_YES, si->obj, NONE, 1);
}

void cast_kicker_apply(mtg_game *g, const mtg_option *op)
{
  g->stack[g->casting].kicked = (uint8_t)(op->kind == MTG_OPT_YES);
  cast_next(g);
}

/* 601.2b, 118.9: the alternative cost or the mana cost -- each offered only when the spell can then be paid for --
   and, as the costs are paid (601.2h), the card its alternative cost exiles: a card of the color from the hand */
void cast_alt_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->mode == MODE_ALT_COST ? g->casting : g->nstack - 1];
  if (g->mode == MODE_ALT_EXILE) {
    const player *pl = &g->players[si->controller];
    dec_reset(g, MTG_DEC_EXILE_COST, si->controller);
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      if (costmod_alt_exilable(g, game_card(g, si->obj), pl->hand[i], si->obj))
        dec_add(g, MTG_OPT_EXILE, pl->hand[i], NONE, 0);
    return;
  }
  mana_sources s;
  spell_sources(g, si->controller, si->obj, &s);
  dec_reset(g, MTG_DEC_ALT_COST, si->controller);
  if (costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, 0, 0, &s))
    dec_add(g, MTG_OPT_NO, si->obj, NONE, 0);
  if (costmod_alt_own(g, si->controller, si->obj) &&
      costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, 0, KICK_ALT, &s))
    dec_add(g, MTG_OPT_YES, si->obj, NONE, 1);
  if (costmod_free(g, si->controller, si->obj) && /* tdmcards 20: Dracogenesis (118.9) */
      costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, 0, KICK_FREE_PERM, &s))
    dec_add(g, MTG_OPT_YES, si->obj, NONE, ALT_OPT_FREE);
}

void cast_alt_apply(mtg_game *g, const mtg_option *op)
{
  if (g->mode == MODE_ALT_EXILE) {
    g->stack[g->nstack - 1].kicked = KICK_ALT_PAID;
    ev_push(g, EV_EXILE_COST, g->stack[g->nstack - 1].controller, op->source, NONE, 0);
    zone_move(g, op->source, ZONE_EXILE); /* 601.2h */
    g->mode = MODE_PRIORITY;
    cast_spell_paid(g);
    return;
  }
  stack_item *si = &g->stack[g->casting];
  si->kicked = (uint8_t)(op->kind != MTG_OPT_YES ? 0 : op->value == ALT_OPT_FREE ? KICK_FREE_PERM : KICK_ALT);
  if (si->kicked == KICK_FREE_PERM && si->x == X_UNCHOSEN)
    si->x = 0; /* 107.3b: cast without paying its mana cost, X is 0 */
  cast_next(g);
}

/* 107.3a, 601.2b: X is announced; the options are the values its controller's mana could pay with the kicker
   cost already chosen (0 always) */
void cast_x_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->casting];
  mana_sources s;
  spell_sources(g, si->controller, si->obj, &s);
  dec_reset(g, MTG_DEC_X, si->controller);
  if (si->kind == SI_ACTIVATED) { /* 602.2b: the values its mana could pay; "X can't be 0" leaves out 0 */
    const pack_ability *a = act_cost(g, si->ability);
    mana_find_for(g, si->controller, &s, si->obj | PAY_FOR_ABILITY);
    for (int x = mode_min_x(a, &g->pack->abils[si->ability]);
         x <= MAX_X && activation_payable(g, si->controller, si->obj, a, x, &s); x++)
      dec_add(g, MTG_OPT_X, si->obj, NONE, x);
    return;
  }
  for (int x = 0; x <= MAX_X; x++) {
    if (x > 0 && !costmod_payable(g, si->controller, si->obj, si->ability, NULL, 0, x, si->kicked, &s))
      break;
    dec_add(g, MTG_OPT_X, si->obj, NONE, x);
  }
}

void cast_x_apply(mtg_game *g, const mtg_option *op)
{
  g->stack[g->casting].x = (uint8_t)op->value;
  cast_next(g);
}

/* 601.2c, 601.2f-h: a spell's target is offered only if, with it, the rest can be chosen so that the spell's total
   cost -- which may depend on its targets (Elderwood Scion) -- can be paid */
static int target_payable(const mtg_game *g, const stack_item *si, uint16_t t, const mana_sources *s)
{
  if (si->kind != SI_SPELL)
    return 1;
  uint16_t chosen[PACK_MAX_TARGETS];
  for (int i = 0; i < si->ntargets; i++)
    chosen[i] = si->target[i];
  chosen[si->ntargets] = t;
  return costmod_payable(g, si->controller, si->obj, si->ability, chosen, si->ntargets + 1, si->x, si->kicked, s);
}

/* 601.2c: the slots of one word "target" ("each of up to two target creatures") take an object once */
static int chosen_before(const stack_item *si, uint16_t t)
{
  for (int i = 0; i < si->ntargets; i++)
    if (si->target[i] == t)
      return 1;
  return 0;
}

/* "up to two target cards from a single graveyard": a card chosen before for the same word names the graveyard */
static int other_graveyard(const mtg_game *g, const stack_item *si, int kind, uint16_t t)
{
  const uint8_t *kinds = g->pack->abils[si->ability].target;
  for (int i = 0; i < si->ntargets; i++)
    if (kinds[i] == kind && si->target[i] < MAX_OBJECTS && g->objs[si->target[i]].owner != g->objs[t].owner)
      return 1;
  return 0;
}

/* "target creatures controlled by different players": a creature chosen before for the same word has t's controller */
static int same_controller(const mtg_game *g, const stack_item *si, int kind, uint16_t t)
{
  const uint8_t *kinds = g->pack->abils[si->ability].target;
  for (int i = 0; i < si->ntargets; i++)
    if (kinds[i] == kind && si->target[i] < MAX_OBJECTS && g->objs[si->target[i]].controller == g->objs[t].controller)
      return 1;
  return 0;
}

void cast_target_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->casting];
  int kind = g->pack->abils[si->ability].target[si->ntargets];
  uint16_t t[MAX_TARGET_CANDIDATES];
  int n = cast_targets(g, kind, si->controller, si->obj, t);
  mana_sources s;
  s.n = s.any = s.nsac = s.ntap = s.life = 0;
  if (si->kind == SI_SPELL)
    spell_sources(g, si->controller, si->obj, &s);
  /* "... of their choice": that player chooses, though the ability is its controller's (hexproof looks at that) */
  dec_reset(g, MTG_DEC_TARGET, kind == TGT_NONISLAND_LAND_ACTIVE ? g->active : si->controller);
  if (((g->pack->abils[si->ability].upto >> si->ntargets) & 1) && target_payable(g, si, NONE, &s))
    dec_add(g, MTG_OPT_DONE, si->obj, NONE, si->ntargets); /* "up to one": no target */
  for (int i = 0; i < n; i++)
    if (target_payable(g, si, t[i], &s) &&
        !((kind == TGT_CREATURES_YOU_CONTROL_EACH || kind == TGT_CREATURES_EACH || kind == TGT_OTHER_CREATURES_YOU_CONTROL_EACH ||
           kind == TGT_OTHER_NONLAND_PERMANENTS_EACH || kind == TGT_CARDS_SINGLE_GY || kind == TGT_CARDS_GY_EACH ||
           kind == TGT_PERMANENT_CARDS_YOUR_GY_EACH || kind == TGT_CREATURE_CARDS_YOUR_GY_EACH || /* fdncards 9 */
           kind == TGT_ANY_OTHER) &&
          chosen_before(si, t[i])) &&
        !(kind == TGT_CARDS_SINGLE_GY && other_graveyard(g, si, kind, t[i])) &&
        !(kind == TGT_CREATURES_DIFF && same_controller(g, si, kind, t[i])))
      dec_add(g, MTG_OPT_TARGET, si->obj, t[i], si->ntargets);
}

/* 601.2b: the caster of a modal spell chooses one of its modes whose targets can be chosen (700.2a) */
void cast_mode_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->casting];
  if (si->kind == SI_ACTIVATED || si->kind == SI_ABILITY) { /* 602.2b, 601.2b: a modal activated ability's mode, one
                                                             that can be activated; a modal trigger's (603.3c) */
    mana_sources s;
    s.n = -1;
    dec_reset(g, MTG_DEC_MODE, si->controller);
    for (int m = si->ability + 1; m < (int)g->pack->hdr->nabilities && g->pack->abils[m].kind == ABIL_ACT_MODE; m++)
      if (mode_activatable(g, si->controller, si->obj, &g->pack->abils[si->ability], &g->pack->abils[m], &s))
        dec_add(g, MTG_OPT_MODE, si->obj, NONE, m);
    return;
  }
  const pack_card *c = game_card(g, si->obj);
  mana_sources s;
  spell_sources(g, si->controller, si->obj, &s);
  dec_reset(g, MTG_DEC_MODE, si->controller);
  for (int i = 0; i < c->abil_count; i++)
    if (PACK_CASTABLE_MODE(g->pack->abils[c->abil_first + i].kind) &&
        mode_castable(g, si->controller, si->obj, c->abil_first + i, KICK_IS_FREE(si->kicked), &s))
      dec_add(g, MTG_OPT_MODE, si->obj, NONE, c->abil_first + i);
}

void cast_mode_apply(mtg_game *g, const mtg_option *op)
{
  g->stack[g->casting].ability = (uint16_t)op->value;
  cast_next(g);
}

/* 701.5a: a countered spell leaves the stack for its owner's graveyard -- or exile ("If that spell is countered this
   way, exile it instead of putting it into its owner's graveyard"); a spell that can't be countered stays (101.2) */
void cast_counter(mtg_game *g, int o) { cast_counter_to(g, o, ZONE_GRAVEYARD); }

/* eclcards 9: spell o leaves the stack without being countered (Swat Away's "puts it on ... their library": "can't be
   countered" doesn't stop it, 701.6a); its item goes, the caller moves the object. 1 if o is a spell on the stack */
int cast_unstack(mtg_game *g, int o)
{
  int i = stack_spell(g, o);
  if (i < 0)
    return 0;
  memmove(&g->stack[i], &g->stack[i + 1], (size_t)(g->nstack - i - 1) * sizeof *g->stack);
  g->nstack--;
  return 1;
}

void cast_counter_to(mtg_game *g, int o, int zone)
{
  int i = stack_spell(g, o);
  if (i < 0)
    return;
  if (first_ability(g, game_card(g, o), BIT(ABIL_UNCOUNTERABLE)) != (int)NONE) { /* "This spell can't be countered."
                                                                                    (101.2): it stays on the stack */
    ev_push(g, EV_NOT_COUNTERED, g->objs[o].controller, o, NONE, 0);
    return;
  }
  memmove(&g->stack[i], &g->stack[i + 1], (size_t)(g->nstack - i - 1) * sizeof *g->stack);
  g->nstack--;
  ev_push(g, EV_COUNTERED, g->objs[o].controller, o, NONE, 0);
  zone_move(g, o, zone);
}

int cast_target_apply(mtg_game *g, const mtg_option *op)
{
  stack_item *si = &g->stack[g->casting];
  int i = si->ntargets++;
  si->target[i] = op->kind == MTG_OPT_DONE ? NONE : op->target;
  si->target_zcc[i] = IS_PLAYER_REF(op->target) || op->kind == MTG_OPT_DONE ? 0 : g->objs[op->target].zcc;
  if (si->ntargets == g->pack->abils[si->ability].ntargets)
    finish_cast(g);
  return 0;
}

/* 608.2b: a target is illegal if it left its zone (a new object) or no longer fits */
static int target_still_legal(const mtg_game *g, const stack_item *si, int i)
{
  uint16_t t = si->target[i];
  if (!IS_PLAYER_REF(t) && g->objs[t].zcc != si->target_zcc[i])
    return 0;
  return cast_target_legal(g, g->pack->abils[si->ability].target[i], t, si->controller, si->obj);
}

/* 608.2b: checks the targets, then runs the effect with illegal targets left out; VM_WAITING if the effect asked a
   player mid-resolution (cast_resume goes on with it), else VM_DONE */
enum { RUN_FIZZLED = VM_WAITING + VM_DONE + 1 }; /* run_effect: every target illegal, nothing done (608.2b) */

static int run_effect(mtg_game *g, const stack_item *si, int resolved_event)
{
  stack_item run = *si;
  int legal = 0, chosen = 0;
  for (int i = 0; i < si->ntargets; i++) {
    chosen += si->target[i] != NONE; /* an "up to one" target may be unchosen */
    if (si->target[i] != NONE && target_still_legal(g, si, i))
      legal++;
    else
      run.target[i] = NONE;
  }
  if (chosen > 0 && legal == 0) {
    ev_push(g, EV_FIZZLE, si->controller, si->obj, NONE, 0);
    return RUN_FIZZLED;
  }
  ev_push(g, resolved_event, si->controller, si->obj, NONE, 0);
  return vm_run(g, &run);
}

/* 608.2n: a resolved instant or sorcery goes to its owner's graveyard -- an Omen is shuffled into its owner's
   library instead (720; a copy of one ceases to exist, but the library is still shuffled) */
static void spell_leaves(mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  if (c->layout != PACK_LAYOUT_OMEN || !(c->pt_flags & PACK_BACK_FACE)) {
    zone_move(g, o, ZONE_GRAVEYARD);
    return;
  }
  int owner = g->objs[o].owner;
  zone_move(g, o, ZONE_LIBRARY);
  zone_shuffle(g, owner);
  ev_push(g, EV_SHUFFLE, owner, NONE, NONE, 0);
}

/* 1 if it waits for a decision */
static int resolve_spell(mtg_game *g, stack_item *si)
{
  int o = si->obj;
  if (si->ability != NONE && g->pack->abils[si->ability].kind == ABIL_ENCHANT) { /* an Aura spell */
    if (!target_still_legal(g, si, 0)) { /* 608.3b: it does not resolve */
      ev_push(g, EV_FIZZLE, si->controller, o, NONE, 0);
      zone_move(g, o, ZONE_GRAVEYARD);
      return 0;
    }
    g->enter_attached = si->target[0]; /* 303.4f: it enters attached to the object it targeted */
    g->enter_attached_zcc = si->target_zcc[0];
  } else if (si->ability != NONE) { /* an instant or sorcery */
    int run = run_effect(g, si, EV_RESOLVE);
    if (run == VM_WAITING)
      return 1; /* cast_resume finishes it */
    if (run == RUN_FIZZLED) /* 608.2b: it doesn't resolve -- an Omen too goes to the graveyard (720) */
      zone_move(g, o, ZONE_GRAVEYARD);
    else if (g->objs[o].zone == ZONE_STACK && g->objs[o].zcc == si->obj_zcc)
      spell_leaves(g, o); /* 608.2n, unless its effect put it elsewhere (Green Sun's Zenith) */
    return 0;
  }
  if (copy_offer(g, si))
    return 1; /* copy_apply makes it enter */
  if (choose_offer(g, si))
    return 1; /* choose_apply makes it enter (614.12) */
  cast_enter(g, si);
  return 0;
}

void cast_enter(mtg_game *g, const stack_item *si)
{
  ev_push(g, EV_RESOLVE, si->controller, si->obj, NONE, 0);
  g->objs[si->obj].controller = si->controller;
  g->enter_kicked = (uint8_t)((si->kicked == 1) | evoke_enter_bits(g, si) | /* 702.33d: the permanent was kicked; 601.2h */
                              (g->objs[si->obj].spell_copy ? 0 : OBJ_CAST)); /* it was cast (a copy wasn't, 707.10) */
  int evoked = evoke_paid(g, game_card(g, si->obj), si->kicked) != NULL; /* 702.74a */
  g->enter_spent = (uint8_t)(si->amount > 255 ? 255 : si->amount); /* 601.2h: the mana spent to cast it */
  g->enter_x = si->x == X_UNCHOSEN ? 0 : si->x; /* 107.3m: "enters with X +1/+1 counters on it" (fdncards 10) */
  if (g->objs[si->obj].spell_copy) { /* 707.10f: a copy of a permanent spell becomes a token */
    g->objs[si->obj].spell_copy = 0;
    g->objs[si->obj].flags |= OBJ_TOKEN;
  }
  zone_move(g, si->obj, ZONE_BATTLEFIELD); /* 608.3 */
  if (evoked && g->objs[si->obj].zone == ZONE_BATTLEFIELD)
    evoke_entered(g, si->obj);
}

/* 608.2: an ability resolves whether or not its source is still there; its card does not move. A keyword's
   triggered ability (prowess, ward) has no code: the rules say what it does (kwtrig.c). 603.4: a triggered
   ability whose intervening "if" is false now does nothing. 1 if it waits. */
static int resolve_ability(mtg_game *g, const stack_item *si)
{
  if (si->kw)
    return kwt_resolve(g, si);
  const obj *src = &g->objs[si->obj];
  int parent = si->ability; /* a modal trigger's mode (ACT_MODE): the trigger's intervening "if" (fdncards) */
  while (parent > 0 && g->pack->abils[parent].kind == ABIL_ACT_MODE)
    parent--;
  int cond = g->pack->abils[parent].cond;
  if (!type_cond_resolves[cond])
    cond = COND_NONE; /* 603.2: "attacks while ..." is no intervening "if" (603.4): checked only as it triggers */
  if (!trig_cond(g, cond, si->controller, si->kicked, /* its source's obj.kicked as the ability triggered (603.4) */
                 src->zcc == si->obj_zcc ? si->obj : -1))
    return 0;
  return run_effect(g, si, EV_ABILITY_RESOLVES) == VM_WAITING;
}

/* BRIEF §3: the decision a resolving spell or ability asked for is made. Its code goes on where it stopped (it
   may ask again); once it is done, an instant or sorcery goes to its owner's graveyard (608.2n; an Omen into the
   library, 720) and the active
   player receives priority (117.3b), as after any resolution. */
void cast_resume(mtg_game *g)
{
  if (g->res.waiting == RES_CODE && vm_resume(g) == VM_WAITING)
    return;
  cast_finish_resolving(g);
  prio_give(g, g->active);
}

/* the resolution is over: nothing waits, and a resolved instant or sorcery leaves the stack (608.2n) -- also when it
   casts a spell as the last thing it does (tdmcards 20: EXILE_CAST_FREE, 608.2g), before that spell is cast */
void cast_finish_resolving(mtg_game *g)
{
  g->res.waiting = RES_NONE;
  const stack_item *si = &g->res.si;
  const obj *ob = &g->objs[si->obj];
  if (si->kind == SI_SPELL && ob->zone == ZONE_STACK && ob->zcc == si->obj_zcc)
    spell_leaves(g, si->obj);
}

/* 602.2, 602.5: can player p activate ability a of permanent o now? (activated abilities are instant speed) */
int cast_can_activate(const mtg_game *g, int p, int o, int ability, mana_sources *s)
{
  const obj *ob = &g->objs[o];
  const pack_ability *a = &g->pack->abils[ability];
  int zone = (a->wording & PACK_WORD_CYCLING) ? ZONE_HAND /* cycling: from its owner's hand */
             : pack_gy_ability(a) ? ZONE_GRAVEYARD : ZONE_BATTLEFIELD; /* renew, ACTR_FROM_GY: from their graveyard */
  if (ob->controller != p || ob->zone != zone || g->nstack >= MAX_STACK || (zone != ZONE_HAND && ob->lost))
    return 0; /* an object that lost its abilities has none to activate (613.1f; Yixlid Jailer's graveyards too) */
  if (ob->rules & RULE_NO_ACTIVATE)
    return 0; /* Pithing Needle: its activated abilities can't be activated (its mana abilities are ABIL_MANA) */
  if ((a->cost & (PACK_COST_SORCERY | PACK_COST_LOYALTY)) && !cast_sorcery_timing(g, p))
    return 0; /* 602.5d: "Activate only as a sorcery"; equip (702.6a); loyalty abilities (606.3) */
  if ((a->act & ACTR_GY_LEFT) && !((g->gy_left >> p) & 1))
    return 0; /* "only if a card left your graveyard this turn" */
  if ((a->act & ACTR_YOUR_TURN) && g->active != p)
    return 0; /* 602.5b: "Activate only during your turn" */
  if ((a->act & ACTR_IF_LANDS) && bf_count(g, p, NONE, TYPEBIT(LAND), NONE, BF_ANY_POWER) < a->trig_arg)
    return 0; /* 602.5b: "Activate only if you control five or more lands." (fdncards 8: Cryptic Caves) */
  if ((a->act & ACTR_LIFE_ABOVE_START) && g->players[p].life < STARTING_LIFE + a->trig_arg)
    return 0; /* 602.5b, 103.4: "... at least 10 life more than your starting life total" (fdncards 18: Ayli) */
  if ((a->act & ACTR_ONCE_TURN) && (ob->act_done & ACT_ONCE))
    return 0; /* 602.5b: "Activate only once each turn" (tdmcards) */
  if ((a->cost & PACK_COST_LOYALTY) && ((ob->act_done & ACT_LOYALTY) || obj_counter(ob, CTR_LOYALTY) + a->loyalty < 0))
    return 0; /* 606.3: one loyalty ability per turn; 606.6: can't remove more counters than it has */
  if (exhaust_used(g, o, ability))
    return 0; /* 702.177a: an exhaust ability only once */
  if ((a->cost & PACK_COST_TAP) && ((ob->flags & OBJ_TAPPED) || obj_tap_sick(g, o)))
    return 0; /* 302.6: {T} abilities of summoning-sick creatures */
  if (!cost_payable_q(g, p, a->cost, a->sac_q, o) || !eclcost_payable(g, a, p, o))
    return 0;
  if ((a->extra & PACK_EXTRA_UNATTACH) && !rcf_unattach_ok(g, o))
    return 0; /* 702.151a: "Activate only if this permanent is attached to a creature" */
  if ((a->extra & PACK_EXTRA_EXILE_TOP_GY) && g->players[p].n[ZONE_GRAVEYARD] == 0)
    return 0; /* 601.2h: "Exile the top card of your graveyard" can't be paid from an empty graveyard */
  if (!(a->act & ACTR_MODAL))
    return mode_activatable(g, p, o, a, a, s);
  for (int m = ability + 1; m < (int)g->pack->hdr->nabilities && g->pack->abils[m].kind == ABIL_ACT_MODE; m++)
    if (mode_activatable(g, p, o, a, &g->pack->abils[m], s))
      return 1; /* 700.2a: a mode that can be chosen */
  return 0;
}

/* 601.2c, 602.2b: can p activate ability a of o with its mode m (a itself when it has no modes) -- targets for m, and
   the least X m allows payable (its mana, and "Remove X +1/+1 counters") */
static int mode_activatable(const mtg_game *g, int p, int o, const pack_ability *a, const pack_ability *m, mana_sources *s)
{
  if (!targets_available(g, m, p, o))
    return 0;
  int x = mode_min_x(a, m), mana = a->generic + x * a->x;
  for (int k = 0; k < MANA__COUNT; k++)
    mana += a->mana_cost[k];
  mana += a->hybrid[0]; /* eclcards: "{R/W}{R/W}, Remove a counter ..." */
  if (mana == 0)
    return ((a->act & ACTR_REMOVE_X) == 0 || obj_counter(&g->objs[o], CTR_PLUS1) >= x) &&
           ((a->act & ACTR_PAY_X_LIFE) == 0 || g->players[p].life >= x);
  if (s->n < 0)
    mana_find(g, p, s);
  mana_sources own;
  if (s->restricted) { /* 106.6: "or activate an ability of an Ally source" */
    mana_find_for(g, p, &own, o | PAY_FOR_ABILITY);
    s = &own;
  }
  return activation_payable(g, p, o, a, x, s);
}

/* 602.2b, 601.2f: can player p pay ability a's mana cost, with X = x, from sources s (o: the ability's source)? */
static int activation_payable(const mtg_game *g, int p, int o, const pack_ability *a, int x, const mana_sources *s)
{
  if ((a->act & ACTR_REMOVE_X) && obj_counter(&g->objs[o], CTR_PLUS1) < x)
    return 0; /* 118.3: X counters it doesn't have can't be removed */
  if ((a->act & ACTR_PAY_X_LIFE) && g->players[p].life < x)
    return 0; /* 119.4: no more life than they have */
  int generic = a->generic + x * a->x;
  if (!(a->cost & PACK_COST_TAP) && !exhaust_waterbend(a))
    return mana_can_pay_hybrid(s, generic, a->mana_cost, a->hybrid);
  mana_sources without = *s;
  if (exhaust_waterbend(a)) /* 701.67a: artifacts and creatures tapped to pay its generic mana */
    mana_add_tappers(g, p, &without, exhaust_waterbend(a));
  if (a->cost & PACK_COST_TAP)
    mana_exclude(&without, o); /* the permanent taps for the cost, not for mana */
  return mana_can_pay_hybrid(&without, generic, a->mana_cost, a->hybrid);
}

void cast_activate(mtg_game *g, int p, int o, int ability)
{
  stack_item *si = &g->stack[g->nstack++]; /* 602.2a: it goes on the stack */
  *si = (stack_item){0};
  si->obj = (uint16_t)o;
  si->obj_zcc = g->objs[o].zcc;
  si->ability = (uint16_t)ability;
  si->controller = (uint8_t)p;
  si->kind = SI_ACTIVATED;
  si->id = stack_new_id(g);
  si->about = g->objs[o].attached; /* what an Aura or Equipment is attached to as it is activated: "enchanted creature"
                                      once a cost sacrificed it (113.7a, 608.2h: last known information) */
  si->about_zcc = g->objs[o].attached_zcc;
  exhaust_mark(g, o, ability); /* 702.177b: begun to activate */
  g->casting = (uint16_t)(g->nstack - 1);
  if (g->pack->abils[ability].x)
    si->x = X_UNCHOSEN;
  if (g->pack->abils[ability].act & ACTR_MODAL)
    g->mode = MODE_MODE; /* 602.2b, 601.2b: the mode first, then X, then the targets */
  else
    cast_next(g);
}

int cast_resolve_top(mtg_game *g)
{
  stack_item si = g->stack[--g->nstack];
  saga_left_stack(g, &si); /* 714.4: once it has resolved */
  if (si.kind == SI_ABILITY || si.kind == SI_ACTIVATED)
    return resolve_ability(g, &si);
  const obj *ob = &g->objs[si.obj];
  if (ob->zone != ZONE_STACK || ob->zcc != si.obj_zcc)
    return 0; /* it left the stack */
  return resolve_spell(g, &si);
}
