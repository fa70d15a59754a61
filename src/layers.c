/* layers.c: continuous effects applied to characteristics in layer order (rule 613) -- static abilities of
   permanents (and of graveyard cards that function there) and effects of resolved spells and abilities, in
   timestamp order with characteristic-defining abilities first and dependencies (613.8) overriding timestamps;
   an effect that began to apply keeps applying to the same set in later layers (613.6). */
#include "vm.h"
#include <string.h>

#define LAY_MAX 128   /* effects one recompute takes: static abilities and timed effects */

typedef struct lay_entry {
  uint16_t source;     /* the object whose ability it is, or whose spell or ability made it */
  uint16_t ability;    /* pack ability, NONE for a pump */
  uint16_t layers;     /* bit LAYER_* of the layers it applies in */
  uint8_t started;     /* it applied in an earlier layer: same set, and it applies even if its ability is gone */
  uint8_t locked;      /* a resolved spell's or ability's effect: its set is locked in from the start (611.2c) */
  uint8_t controller;  /* who controls it ("you") */
  uint8_t cda;         /* from a characteristic-defining ability (613.3) */
  uint8_t gy;          /* its source functions from a graveyard */
  uint8_t reconf;      /* 702.151b: an attached Equipment with reconfigure isn't a creature (layer 4, no ability) */
  uint16_t haste;      /* 702.62a: 1 + a creature cast with suspend, which has haste while its caster controls it
                          (layer 6, no ability); 0 for other effects */
  int16_t power, toughness; /* a pump's change */
  uint32_t timestamp;  /* 613.7 */
  uint64_t set[LAY_SET_WORDS]; /* the affected set (bit per object) */
} lay_entry;

typedef struct lay_ctx {
  mtg_game *g;
  lay_trace *trace;
  lay_cache *cache;   /* sets of permanents by type, controller, status; never used by a dependency trial */
  int n;
  uint16_t layers;    /* bit LAYER_*: the layers some effect applies in */
  uint16_t reads;     /* PACK_READS_* of the static abilities gathered */
  lay_entry e[LAY_MAX];
  uint64_t all[LAY_SET_WORDS]; /* every permanent */
} lay_ctx;

static inline int set_has(const uint64_t *s, int o) { return (int)((s[o >> 6] >> (o & 63)) & 1); }

/* ---- the operations on one object ------------------------------------------------------------- */

int obj_has_subtype(const mtg_game *g, int o, int sub)
{
  const obj *ob = &g->objs[o];
  if (ob->all_types && (type_sub_types[sub] & BIT(TYPE_CREATURE)))
    return 1;
  for (int i = 0; i < OBJ_SUBTYPES && ob->subtypes[i] != NONE; i++)
    if (ob->subtypes[i] == sub)
      return 1;
  return 0;
}

/* keeps, in order, the subtypes not of the kind in `types` (bit TYPE_*), or with `keep` those of a kind in it */
static void filter_subtypes(obj *ob, uint16_t types, int keep)
{
  int k = 0;
  for (int i = 0; i < OBJ_SUBTYPES && ob->subtypes[i] != NONE; i++)
    if (!(type_sub_types[ob->subtypes[i]] & types) == !keep)
      ob->subtypes[k++] = ob->subtypes[i];
  for (; k < OBJ_SUBTYPES; k++)
    ob->subtypes[k] = NONE;
}

static void add_subtype(mtg_game *g, int o, int sub)
{
  obj *ob = &g->objs[o];
  if (obj_has_subtype(g, o, sub))
    return;
  for (int i = 0; i < OBJ_SUBTYPES; i++)
    if (ob->subtypes[i] == NONE) {
      ob->subtypes[i] = (uint16_t)sub;
      return;
    }
}


/* no abilities at all: no keywords, and its rules-text abilities lost (all but mana abilities: only if it has none)
   or none printed */
static int no_abilities(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  int printed = game_card(g, o)->abil_count != 0 &&
                (ob->lost == LOST_NONE || (ob->lost == LOST_BUT_MANA && g->pack->abil_mana[ob->card] != 0));
  return obj_keywords(ob) == 0 && !printed && !ob->granted_mana && !ob->all_types && !ob->granted;
}

static int keeps(const mtg_game *g, const stack_item *si, int op, int arg, int o)
{
  const obj *ob = &g->objs[o];
  switch (op) {
  case OP_F_TYPE: return (ob->types >> arg) & 1;
  case OP_F_NOT_TYPE: return !((ob->types >> arg) & 1);
  case OP_F_SUBTYPE: return obj_has_subtype(g, o, arg);
  case OP_F_NOT_SUBTYPE: return !obj_has_subtype(g, o, arg);
  case OP_F_SUBTYPE_EITHER: return obj_has_subtype(g, o, SUB_PAIR_A(arg)) || obj_has_subtype(g, o, SUB_PAIR_B(arg));
  case OP_F_SUPER: return (ob->supertypes >> arg) & 1;
  case OP_F_NOT_SUPER: return !((ob->supertypes >> arg) & 1);
  case OP_F_YOURS: return ob->controller == si->controller;
  case OP_F_OPPONENTS: return ob->controller != si->controller;
  case OP_F_OTHER: return o != si->obj;
  case OP_F_OTHER_UNLESS: return o != si->obj || obj_has_subtype(g, o, arg); /* fdncards 11: Death Baron */
  case OP_F_SELF: return o == si->obj;
  case OP_F_COMMANDER: return 0; /* 903.3: no object is a commander in mtgvm's games */
  case OP_F_COLOR: return (ob->colors >> arg) & 1;
  case OP_F_CHOSEN_COLOR: /* "of the chosen color": what its source's controller chose as it entered (614.12) */
    return g->objs[si->obj].chosen && ((ob->colors >> (g->objs[si->obj].chosen - 1)) & 1);
  case OP_F_ATTACKING: return (ob->flags & OBJ_ATTACKING) != 0;
  case OP_F_TOKEN: return (ob->flags & OBJ_TOKEN) != 0;
  case OP_F_NONTOKEN: return !(ob->flags & OBJ_TOKEN); /* tlacards 13 */
  case OP_F_LAND_OR_SUBTYPE: return ((ob->types >> TYPE_LAND) & 1) || obj_has_subtype(g, o, arg); /* tlacards: "land and Ally" */
  case OP_F_POWER_AT_LEAST: return ob->power >= arg; /* tlacards: its power in the layer the effect applies in */
  case OP_F_TARGET_PLAYER: /* tlacards 13: "Creatures target player controls", the set found as the spell resolves (611.2c) */
    return IS_PLAYER_REF(si->target[arg]) && ob->controller == REF_PLAYER(si->target[arg]);
  case OP_F_UNTAPPED: return !(ob->flags & OBJ_TAPPED);
  case OP_F_TAPPED: return (ob->flags & OBJ_TAPPED) != 0;
  case OP_F_NO_ABILITIES: return no_abilities(g, o);
  case OP_F_COUNTER: return obj_counter(ob, arg) > 0;
  case OP_F_NO_KEYWORD: return !((obj_keywords(ob) >> arg) & 1);
  case OP_F_KEYWORD: return (obj_keywords(ob) >> arg) & 1;
  case OP_F_NOT_TARGET: return !(si->target[arg] == o && ob->zcc == si->target_zcc[arg]); /* "other" than it */
  case OP_F_CHOSEN_TYPE: /* eclcards 7: "of the chosen type" (Chronicle of Victory) */
    return g->objs[si->obj].chosen && obj_has_subtype(g, o, g->objs[si->obj].chosen - 1);
  case OP_F_CHOSEN_NAME: /* card names are unique in a pack: the card is the name (a copy's card is what it copied) */
    return g->objs[si->obj].chosen && ob->card == g->objs[si->obj].chosen - 1;
  case OP_F_ATTACHED: {
    const obj *src = &g->objs[si->obj];
    return src->zone == ZONE_BATTLEFIELD && src->attached == o && ob->zcc == src->attached_zcc;
  }
  default: return 1;
  }
}

enum { CACHE_TYPES, CACHE_CONTROL, CACHE_FLAGS };

static void cache_fill(const mtg_game *g, lay_cache *k, int what)
{
  if (what == CACHE_CONTROL)
    memset(k->control, 0, sizeof k->control), k->control_valid = 1;
  else if (what == CACHE_TYPES)
    memset(k->type, 0, sizeof k->type), k->types_valid = 1, k->nsub = 0, k->super_valid = 0;
  else
    memset(k->untapped, 0, sizeof k->untapped), memset(k->attacking, 0, sizeof k->attacking), k->flags_valid = 1;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    uint64_t bit = 1ull << (o & 63);
    if (what == CACHE_CONTROL)
      k->control[ob->controller][o >> 6] |= bit;
    else if (what == CACHE_TYPES) {
      for (uint32_t t = ob->types; t; t &= t - 1)
        k->type[__builtin_ctz(t)][o >> 6] |= bit;
    } else {
      if (!(ob->flags & OBJ_TAPPED))
        k->untapped[o >> 6] |= bit;
      if (ob->flags & OBJ_ATTACKING)
        k->attacking[o >> 6] |= bit;
    }
  }
}

/* the permanents with subtype `sub`, kept until types change */
static const uint64_t *cache_subtype(const mtg_game *g, lay_cache *k, int sub)
{
  if (!k->types_valid)
    cache_fill(g, k, CACHE_TYPES);
  for (int i = 0; i < k->nsub; i++)
    if (k->sub_id[i] == sub)
      return k->sub[i];
  int i = k->nsub < LAY_CACHE_SUBTYPES ? k->nsub++ : LAY_CACHE_SUBTYPES - 1;
  k->sub_id[i] = (uint16_t)sub;
  memset(k->sub[i], 0, sizeof k->sub[i]);
  for (int j = 0; j < g->nbf; j++)
    if (obj_has_subtype(g, g->bf[j], sub))
      k->sub[i][g->bf[j] >> 6] |= 1ull << (g->bf[j] & 63);
  return k->sub[i];
}

/* the permanents of each supertype, kept until types change */
static const uint64_t *cache_super(const mtg_game *g, lay_cache *k, int super)
{
  if (!k->types_valid)
    cache_fill(g, k, CACHE_TYPES);
  if (!k->super_valid) {
    memset(k->super, 0, sizeof k->super);
    for (int i = 0; i < g->nbf; i++)
      for (uint32_t t = g->objs[g->bf[i]].supertypes; t; t &= t - 1)
        k->super[__builtin_ctz(t)][g->bf[i] >> 6] |= 1ull << (g->bf[i] & 63);
    k->super_valid = 1;
  }
  return k->super[super];
}

/* clears the bits of `set` in n sets */
static void clear_bits(uint64_t (*sets)[LAY_SET_WORDS], int n, const uint64_t *set)
{
  for (int i = 0; i < n; i++)
    for (int w = 0; w < LAY_SET_WORDS; w++)
      sets[i][w] &= ~set[w];
}

/* a layer's operations changed the objects of `set` and no others: their bits in the sets that were valid before
   (type and subtype sets, controller sets) are found again, and those sets are valid */
static void cache_refresh(const mtg_game *g, lay_cache *k, const uint64_t *set, int types, int control)
{
  int super = types && k->super_valid;
  if (types) {
    clear_bits(k->type, TYPE__COUNT, set);
    clear_bits(k->super, super ? SUPER__COUNT : 0, set);
    clear_bits(k->sub, k->nsub, set);
  }
  if (control)
    clear_bits(k->control, 2, set);
  for (int w = 0; w < LAY_SET_WORDS; w++)
    for (uint64_t bits = set[w]; bits; bits &= bits - 1) {
      int o = w * 64 + __builtin_ctzll(bits);
      const obj *ob = &g->objs[o];
      uint64_t bit = bits & -bits;
      for (uint32_t t = types ? ob->types : 0; t; t &= t - 1)
        k->type[__builtin_ctz(t)][w] |= bit;
      for (uint32_t t = super ? ob->supertypes : 0; t; t &= t - 1)
        k->super[__builtin_ctz(t)][w] |= bit;
      for (int i = 0; types && i < k->nsub; i++)
        k->sub[i][w] |= obj_has_subtype(g, o, k->sub_id[i]) ? bit : 0;
      if (control)
        k->control[ob->controller][w] |= bit;
    }
  k->types_valid |= types;
  k->control_valid |= control;
}

/* a filter as set operations where it can be one; 0 if not */
static int set_filter(const mtg_game *g, vm_static *st, const stack_item *si, int op, int arg)
{
  lay_cache *k = st->cache;
  const uint64_t *m;
  int invert = 0;
  if (op == OP_F_OTHER || op == OP_F_SELF) {
    uint64_t keep = st->set[si->obj >> 6] & (1ull << (si->obj & 63));
    if (op == OP_F_SELF)
      memset(st->set, 0, LAY_SET_WORDS * sizeof *st->set);
    st->set[si->obj >> 6] = op == OP_F_SELF ? keep : st->set[si->obj >> 6] & ~(1ull << (si->obj & 63));
    return 1;
  }
  if (op == OP_F_ATTACHED) { /* one object at most */
    int t = g->objs[si->obj].attached;
    int keep = t != NONE && set_has(st->set, t) && keeps(g, si, op, arg, t);
    memset(st->set, 0, LAY_SET_WORDS * sizeof *st->set);
    if (keep)
      st->set[t >> 6] = 1ull << (t & 63);
    return 1;
  }
  if (!k || st->wide)
    return 0; /* the cache holds permanents only */
  switch (op) {
  case OP_F_OPPONENTS: /* each permanent is controlled by YOU or an opponent */
    invert = 1;
    /* fall through */
  case OP_F_YOURS:
    if (!k->control_valid)
      cache_fill(g, k, CACHE_CONTROL);
    m = k->control[si->controller];
    break;
  case OP_F_NOT_TYPE: invert = 1; /* fall through */
  case OP_F_TYPE:
    if (!k->types_valid)
      cache_fill(g, k, CACHE_TYPES);
    m = k->type[arg];
    break;
  case OP_F_NOT_SUPER: invert = 1; /* fall through */
  case OP_F_SUPER: m = cache_super(g, k, arg); break;
  case OP_F_NOT_SUBTYPE: invert = 1; /* fall through */
  case OP_F_SUBTYPE: m = cache_subtype(g, k, arg); break;
  case OP_F_TAPPED: invert = 1; /* the permanents of the set that are not untapped */ /* fall through */
  case OP_F_UNTAPPED:
  case OP_F_ATTACKING:
    if (!k->flags_valid)
      cache_fill(g, k, CACHE_FLAGS);
    m = op == OP_F_ATTACKING ? k->attacking : k->untapped;
    break;
  default: return 0;
  }
  for (int w = 0; w < LAY_SET_WORDS; w++)
    st->set[w] &= invert ? ~m[w] : m[w];
  return 1;
}

/* "All cards that aren't on the battlefield, spells, and permanents": every card and token off the battlefield joins
   the set (an emblem is not a card); from here on the set is no longer a set of permanents, so the filters after
   it look at each object rather than at the cache of permanents */
static void anywhere(const mtg_game *g, vm_static *st, const stack_item *si, int op)
{
  for (int o = 0; o < g->nobjs; o++) {
    const obj *ob = &g->objs[o];
    uint64_t bit = 1ull << (o & 63);
    if (op == OP_F_YOURS_ANYWHERE && ob->zone == ZONE_BATTLEFIELD && ob->controller != si->controller)
      st->set[o >> 6] &= ~bit; /* Conspiracy: "Creatures you control ..." */
    if (ob->card == NONE || ob->zone == ZONE_NONE || ob->zone == ZONE_BATTLEFIELD || ob->zone == ZONE_COMMAND)
      continue;
    if (op == OP_F_ANYWHERE || (ob->zone == ZONE_STACK ? ob->controller : ob->owner) == si->controller)
      st->set[o >> 6] |= bit; /* "... creature spells you control and creature cards you own" */
  }
  st->wide = 1;
}

void lay_filter(mtg_game *g, vm_static *st, const stack_item *si, int op, int arg)
{
  if (st->locked)
    return; /* 613.6: the set was fixed when the effect began to apply */
  if (op == OP_F_IN_GRAVEYARD) { /* "Cards in graveyards": the set is theirs instead of the permanents' */
    memset(st->set, 0, LAY_SET_WORDS * sizeof *st->set);
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
        st->set[g->players[p].graveyard[i] >> 6] |= 1ull << (g->players[p].graveyard[i] & 63);
    g->gy_changed = 1; /* what it does to them is undone at the next recompute, and done again if it still applies */
    return;
  }
  if (op == OP_F_ANYWHERE || op == OP_F_YOURS_ANYWHERE) {
    anywhere(g, st, si, op);
    return;
  }
  if (set_filter(g, st, si, op, arg))
    return;
  for (int w = 0; w < LAY_SET_WORDS; w++)
    for (uint64_t bits = st->set[w]; bits; bits &= bits - 1) {
      int b = __builtin_ctzll(bits);
      if (!keeps(g, si, op, arg, w * 64 + b))
        st->set[w] &= ~(1ull << b);
    }
}

static void trace(vm_static *st, const stack_item *si, int o, int op, int arg, int32_t x, int32_t y)
{
  lay_trace *t = st->trace;
  if (!t || t->obj != o || t->n >= LAY_TRACE)
    return;
  t->e[t->n++] = (lay_step){(int8_t)st->layer, (uint16_t)op, si->obj, si->ability, (int16_t)arg, x, y};
}

static void apply_one(mtg_game *g, const stack_item *si, int o, int op, int arg, int32_t x, int32_t y)
{
  obj *ob = &g->objs[o];
  switch (op) {
  case OP_SET_CONTROLLER: ob->controller = si->controller; break;
  case OP_ADD_TYPE: ob->types |= (uint16_t)BIT(arg); break;
  case OP_ADD_SUBTYPE: add_subtype(g, o, arg); break;
  case OP_SET_TYPES: /* "is an artifact creature" and "loses all other card types": their subtypes go too (205.1b) */
    ob->types = (uint16_t)arg;
    filter_subtypes(ob, (uint16_t)arg, 1);
    break;
  case OP_SET_CREATURE_TYPE: /* "becomes a Frog": the new creature type replaces the old ones (205.1b) */
    filter_subtypes(ob, BIT(TYPE_CREATURE), 0);
    ob->all_types = 0;
    add_subtype(g, o, arg);
    break;
  case OP_SET_LAND_TYPE: /* 305.7: new land type, the old abilities of its rules text gone, the new one's mana */
    filter_subtypes(ob, BIT(TYPE_LAND), 0);
    add_subtype(g, o, arg);
    ob->lost = ob->lost ? ob->lost : LOST_TEXT;
    obj_set_keywords(ob, 0);
    ob->exalted = 0;
    break;
  case OP_ALL_CREATURE_TYPES: ob->all_types = 1; break;
  case OP_LOSE_CREATURE_TYPES: /* Nameless Inversion: none left, and not every one (205.3m) */
    filter_subtypes(ob, BIT(TYPE_CREATURE), 0);
    ob->all_types = 0;
    break;
  case OP_ADD_SUPER: ob->supertypes |= (uint8_t)BIT(arg); break;
  case OP_LOSE_TYPE: /* "Heliod isn't a creature": its creature types go with the card type (205.3d) */
    ob->types &= (uint16_t)~BIT(arg);
    filter_subtypes(ob, ob->types, 1);
    if (arg == TYPE_CREATURE)
      ob->all_types = 0;
    break;
  case OP_SET_CHOSEN_TYPE: /* Conspiracy: "are the chosen type" replaces their creature types (205.1b) */
    if (g->objs[si->obj].chosen)
      apply_one(g, si, o, OP_SET_CREATURE_TYPE, g->objs[si->obj].chosen - 1, x, y);
    break;
  case OP_SET_COLORS: ob->colors = (uint8_t)arg; break;
  case OP_GRANT: /* 613.1f: the quoted ability is SRC's card's own (PACK_ABF_GRANTED); it gives only SRC */
    if (o == si->obj && arg < 8)
      ob->granted |= (uint8_t)BIT(arg);
    break;
  case OP_ADD_CHOSEN_COLOR: /* Painter's Servant: "the chosen color in addition to their other colors" */
    if (g->objs[si->obj].chosen)
      ob->colors |= (uint8_t)BIT(g->objs[si->obj].chosen - 1);
    break;
  case OP_SET_CHOSEN_COLOR: /* lead: Shimmerwilds Growth: "Enchanted land is the chosen color." (105.3, layer 5) */
    if (g->objs[si->obj].chosen && g->objs[si->obj].chosen <= COLOR__COUNT)
      ob->colors = (uint8_t)BIT(g->objs[si->obj].chosen - 1);
    break;
  case OP_LOSE_ABILITIES: /* every ability: the mana abilities its land types give it too (305.6, 613.1f) */
    ob->granted = 0;
    ob->granted_mana = 0;
    ob->lost = LOST_ALL;
    obj_set_keywords(ob, 0);
    ob->exalted = 0;
    break;
  case OP_LOSE_NONMANA: /* Blood Sun: mana abilities stay, its own and those given to it (granted_mana) */
    if (!ob->lost)
      ob->lost = LOST_BUT_MANA;
    ob->granted = 0;
    obj_set_keywords(ob, 0);
    ob->exalted = 0;
    break;
  case OP_ADD_MANA: ob->granted_mana |= (uint8_t)arg; break; /* Chromatic Lantern: "{T}: Add one mana of any color." */
  case OP_LOSE_OTHER_ABILITIES: /* Darksteel Mutation: all but the keyword the same effect gives it */
    ob->granted = 0;
    ob->granted_mana = 0;
    ob->lost = LOST_ALL;
    obj_set_keywords(ob, obj_keywords(ob) & (arg < KW__COUNT ? (uint64_t)1 << arg : 0));
    ob->exalted = arg == KW_EXALTED && ob->exalted ? 1 : 0;
    break;
  case OP_ADD_WARD: /* only commanders (none): their ward's cost would be A */
    ob->keywords |= KWBIT(WARD);
    break;
  case OP_ADD_KEYWORD: /* 702.83b: each instance of exalted counts */
    obj_set_keywords(ob, obj_keywords(ob) | (uint64_t)1 << arg);
    ob->exalted = (uint8_t)(ob->exalted + (arg == KW_EXALTED && ob->exalted < 255));
    break;
  case OP_LOSE_KEYWORD:
    obj_set_keywords(ob, obj_keywords(ob) & ~((uint64_t)1 << arg));
    ob->exalted = arg == KW_EXALTED ? 0 : ob->exalted;
    break;
  case OP_SET_PT_CDA:
  case OP_SET_PT: ob->power = (int16_t)x; ob->toughness = (int16_t)y; break;
  case OP_SET_POWER: ob->power = (int16_t)x; break; /* tlacards: "has base power 4" (613.4b) */
  case OP_SET_PT_MV: ob->power = ob->toughness = g->pack->mana_value[ob->card]; break;
  case OP_MODIFY_PT: ob->power = (int16_t)(ob->power + x); ob->toughness = (int16_t)(ob->toughness + y); break;
  case OP_SWITCH_PT: { int16_t p = ob->power; ob->power = ob->toughness; ob->toughness = p; break; }
  case OP_RESTRICT: ob->rules |= (uint16_t)arg; break;
  default: break;
  }
}

/* a layered operation: it acts on each object of the set in the run for its own layer only */
void lay_op(mtg_game *g, vm_static *st, const stack_item *si, int op, int arg, int32_t x, int32_t y)
{
  if (st->layer != op_table[op].layer)
    return;
  if (op == OP_EXTRA_LAND || op == OP_NO_MAX_HAND || op == OP_PLAYER_RULE || op == OP_FLASH_ALL || op == OP_SPEND_ANY ||
      op == OP_FLASH_SORCERY_AND || op == OP_COUNTER_MOD || op == OP_DMG_MOD || op == OP_GAIN_PLUS || op == OP_POOL_RED) {
    /* rules effects on players, not on the objects of the set */
    player *pl = &g->players[si->controller];
    if (op == OP_EXTRA_LAND)
      pl->extra_lands = (uint8_t)(pl->extra_lands + arg);
    else if (op == OP_PLAYER_RULE && arg == PRULE_NO_GAIN) /* fdncards: "Players can't gain life." (119.7) */
      g->players[0].prules |= PRULE_NO_GAIN, g->players[1].prules |= PRULE_NO_GAIN;
    else if (op == OP_PLAYER_RULE)
      pl->prules |= (uint8_t)arg;
    else if (op == OP_NO_MAX_HAND)
      pl->no_max_hand = 1;
    else if (op == OP_FLASH_ALL)
      pl->flash = 1;
    else if (op == OP_FLASH_SORCERY_AND)
      pl->flash_sub = (uint8_t)(arg + 1);
    else if (op == OP_POOL_RED) /* lead: Ozai */
      pl->pool_keep |= POOL_RED_INSTEAD;
    else if (op == OP_GAIN_PLUS) /* fdncards 11b: Angel of Vitality */
      pl->gain_plus = (uint8_t)(pl->gain_plus < 255 ? pl->gain_plus + 1 : 255);
    else if (op == OP_DMG_MOD && arg == DMGMOD_CHOSEN) /* eclcards 15: some apply; dmgmod.c finds which */
      pl->dmg_twice |= DMG_TWICE_CHOSEN;
    else if (op == OP_DMG_MOD) /* fdncards 11: at most 15 DMGMOD_OPP and 7 DMGMOD_CREATURE counted */
      pl->dmg_twice = (uint8_t)(arg == DMGMOD_OPP ? ((pl->dmg_twice & 0x0F) < 15 ? pl->dmg_twice + 1 : pl->dmg_twice)
                                                  : ((pl->dmg_twice >> 4 & 7) < 7 ? pl->dmg_twice + 16 : pl->dmg_twice));
    else if (op == OP_COUNTER_MOD && arg == CTRMOD_TWICE)
      pl->ctr_twice++;
    else if (op == OP_COUNTER_MOD)
      pl->ctr_half++;
    else
      g->players[0].spend_any = g->players[1].spend_any = 1; /* "Players may spend mana ..." */
    return;
  }
  if (st->cache && st->layer == LAYER_TYPE)
    st->cache->types_valid = 0; /* types change: the type and subtype sets are stale */
  if (st->cache && st->layer == LAYER_CONTROL)
    st->cache->control_valid = 0;
  for (int w = 0; w < LAY_SET_WORDS; w++)
    for (uint64_t bits = st->set[w]; bits; bits &= bits - 1) {
      int o = w * 64 + __builtin_ctzll(bits);
      apply_one(g, si, o, op, arg, x, y);
      trace(st, si, o, op, arg, x, y);
    }
}

void lay_cost(mtg_game *g, vm_static *st, const stack_item *si, const cost_mod *cm, int opponents, int32_t amount)
{
  if (st->layer != LAYER_RULES || g->ncost_mods >= MAX_COST_MODS)
    return;
  cost_mod *m = &g->cost_mods[g->ncost_mods++];
  *m = *cm;
  m->source = si->obj;
  m->player = (uint8_t)(si->controller ^ (opponents != 0)); /* "you" is its controller (two players) */
  m->amount = (int8_t)(amount < -100 ? -100 : amount > 100 ? 100 : amount);
}

/* ---- running effects ------------------------------------------------------------------------- */

/* runs an effect's code for one layer (-1: only computes its set) on `set`, fixed if `locked`; 0 if it does not
   exist (a condition failed) */
static int run(lay_ctx *c, const lay_entry *e, int layer, int locked, uint64_t *set, lay_trace *tr, lay_cache *k)
{
  mtg_game *g = c->g;
  if (e->reconf) { /* 702.151b: "While attached, this isn't a creature" -- its creature types go too (205.3d) */
    if (layer == LAYER_TYPE) {
      stack_item si = {.obj = e->source, .ability = NONE};
      vm_static st = {layer, 1, 1, set, tr, k, 0}; /* the cache's type sets are stale after it */
      lay_op(g, &st, &si, OP_LOSE_TYPE, TYPE_CREATURE, 0, 0);
    }
    return 1;
  }
  if (e->haste) { /* 702.62a: not once another player controls it (layer 2 has found its controller) */
    if (layer == LAYER_ABILITY && g->objs[e->haste - 1].controller == e->controller) {
      stack_item si = {.obj = e->source, .ability = NONE};
      vm_static st = {layer, 1, 1, set, tr, NULL, 0};
      lay_op(g, &st, &si, OP_ADD_KEYWORD, KW_HASTE, 0, 0);
    }
    return 1;
  }
  if (e->ability == NONE) { /* a pump: +p/+t in layer 7c */
    if (layer == LAYER_PT_MODIFY) {
      stack_item si = {.obj = e->source, .ability = NONE};
      vm_static st = {layer, 1, 1, set, tr, NULL, 0};
      lay_op(g, &st, &si, OP_MODIFY_PT, 0, e->power, e->toughness);
    }
    return 1;
  }
  stack_item si = {0};
  si.obj = e->source;
  si.obj_zcc = g->objs[e->source].zcc;
  si.ability = e->ability;
  si.kind = SI_ABILITY;
  si.x = e->locked ? (uint8_t)e->power : 0; /* a timed effect's X (add_effect): "have base power and toughness X/X" */
  si.controller = e->locked || e->gy ? e->controller : g->objs[e->source].controller;
  vm_static st = {layer, locked, 1, set, tr, k, 0};
  vm_exec(g, &si, &st);
  return st.exists;
}

/* a static ability exists while its source has it (613.1f, 613.6: unless its effect already began) -- in a graveyard
   too: "Cards in graveyards lose all abilities" takes Anger's */
static int present(const lay_ctx *c, const lay_entry *e)
{
  return e->started || e->locked || !c->g->objs[e->source].lost;
}

/* whether an ability's conditions and filters all come before its first layered operation: then its set is
   known before it changes anything */
static int plain(const mtg_pack *p, int ability)
{
  const pack_ability *a = &p->abils[ability];
  const uint8_t *code = p->code + a->code;
  int acted = 0;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc);
    if (op_table[op].layer != NOLAYER)
      acted = 1;
    else if (acted && op != OP_PUSH && op != OP_DUP && op != OP_ADD && op != OP_END)
      return 0;
  }
  return 1;
}

/* applies an effect in one layer: its set is found now unless it is fixed, and stays from then on (613.6) */
static void apply(lay_ctx *c, lay_entry *e, int layer)
{
  lay_cache *k = c->cache;
  if (!present(c, e))
    return;
  int fixed = e->started || e->locked, types = k->types_valid, control = k->control_valid;
  if (!fixed)
    memcpy(e->set, c->all, sizeof e->set); /* 611.3a: who it affects is determined as it applies */
  if (run(c, e, layer, fixed, e->set, c->trace, k))
    e->started = 1;
  /* its operations changed the objects of its set only when its set was fixed or found before it acted */
  if ((types > k->types_valid || control > k->control_valid) && (fixed || plain(c->g->pack, e->ability)))
    cache_refresh(c->g, k, e->set, types > k->types_valid, control > k->control_valid);
}

/* ---- dependencies (613.8) ------------------------------------------------------------------------ */

/* what an effect's filter or condition reads that the operations of each layer change (PACK_READS_*) */
static const uint8_t reads_of_layer[LAYER__COUNT] = {
  [LAYER_CONTROL] = PACK_READS_CONTROL, [LAYER_TYPE] = PACK_READS_TYPE, [LAYER_COLOR] = PACK_READS_COLOR,
  [LAYER_ABILITY] = PACK_READS_ABILITIES};

enum { ROLE_OPEN = 1, ROLE_READS = 2, ROLE_ABILITIES = 4, ROLE_REMOVES = 8 };

/* what an effect is to 613.8a in a layer: its set is still open (only then can it depend on another), it reads
   what the layer changes, it reads abilities, it can take abilities away in the layer (pack facts) */
static int role(const mtg_pack *p, const lay_entry *e, int layer)
{
  if (e->ability == NONE)
    return 0;
  int r = (p->abil_removes[e->ability] & BIT(layer)) ? ROLE_REMOVES : 0;
  if (!e->started && !e->locked) {
    r |= ROLE_OPEN;
    r |= (p->abil_reads[e->ability] & reads_of_layer[layer]) ? ROLE_READS : 0;
    r |= (p->abil_reads[e->ability] & PACK_READS_ABILITIES) ? ROLE_ABILITIES : 0;
  }
  return r;
}

/* whether any of the waiting effects can depend on another: a has an open set, and b takes abilities away or
   a reads what the layer changes */
static int may_depend(const lay_ctx *c, const int *pending, int np, int layer)
{
  int open = 0, reads = 0, removes = 0, both = 0;
  for (int i = 0; i < np; i++) {
    int r = role(c->g->pack, &c->e[pending[i]], layer);
    open += r & ROLE_OPEN;
    reads += (r & ROLE_READS) != 0;
    removes += (r & ROLE_REMOVES) != 0;
    both += (r & (ROLE_OPEN | ROLE_REMOVES)) == (ROLE_OPEN | ROLE_REMOVES);
  }
  return (reads && np > 1) || (removes && open && !(removes == 1 && open == 1 && both == 1));
}

/* the candidates of one choice, and what trying one against another needs: each is found once, when first needed */
typedef struct lay_trial {
  int n, layer;                        /* candidates, and the layer */
  lay_entry *e[32];                    /* the candidates */
  uint32_t role[ROLE_REMOVES + 1];     /* by ROLE_* bit: the candidates that have it */
  uint32_t rows;                       /* bit i: dep[i] is found */
  uint32_t dep[32];                    /* bit j of dep[i]: candidate i depends on candidate j */
  uint32_t known;                      /* bit i: was[i] and before[i] are found */
  uint32_t sized;                      /* bit j: acts, exact and changes[j] are found */
  uint32_t acts;                       /* bit j: applying it would change some object */
  uint32_t exact;                      /* bit j: changes[j] is its set (fixed, or found before it acts) */
  uint8_t was[32];                     /* it exists now */
  uint64_t before[32][LAY_SET_WORDS];  /* its set now */
  uint64_t changes[32][LAY_SET_WORDS]; /* the objects applying it can change */
  obj saved[MAX_OBJECTS];              /* the objects a trial changes, as they were (a set may reach off the battlefield) */
} lay_trial;

static int is_empty(const uint64_t *s)
{
  uint64_t any = 0;
  for (int w = 0; w < LAY_SET_WORDS; w++)
    any |= s[w];
  return any == 0;
}

/* copies the objects of `set` into saved[], in order, or back from it */
static void stash_objects(mtg_game *g, const uint64_t *set, obj *saved, int back)
{
  int n = 0;
  for (int w = 0; w < LAY_SET_WORDS; w++)
    for (uint64_t bits = set[w]; bits; bits &= bits - 1) {
      obj *ob = &g->objs[w * 64 + __builtin_ctzll(bits)];
      if (back)
        *ob = saved[n++];
      else
        saved[n++] = *ob;
    }
}

/* candidate i's existence and set as things are (with the cache: nothing is being tried) */
static void know(lay_ctx *c, lay_trial *t, int i)
{
  if ((t->known >> i) & 1)
    return;
  memcpy(t->before[i], c->all, sizeof c->all);
  t->was[i] = (uint8_t)(present(c, t->e[i]) && run(c, t->e[i], -1, 0, t->before[i], NULL, c->cache));
  t->known |= 1u << i;
}

/* the objects applying candidate j in this layer can change: its set, or every permanent while its set is open
   and its code filters after it acts; none if it does not exist */
static void size_up(lay_ctx *c, lay_trial *t, int j)
{
  const lay_entry *b = t->e[j];
  uint64_t *set = t->changes[j];
  int exact = 1;
  memset(set, 0, sizeof t->changes[j]);
  if (!present(c, b))
    ;
  else if (b->started || b->locked)
    memcpy(set, b->set, sizeof b->set);
  else if (!plain(c->g->pack, b->ability)) {
    memcpy(set, c->all, sizeof c->all);
    exact = 0;
  } else {
    know(c, t, j);
    if (t->was[j])
      memcpy(set, t->before[j], sizeof t->before[j]);
  }
  t->sized |= 1u << j;
  t->acts |= is_empty(set) ? 0 : 1u << j;
  t->exact |= exact ? 1u << j : 0;
}

/* 613.8a, once b was tried: would a's existence or set differ? Only the objects b changed can have joined or
   left a's set -- a filter keeps each object by that object's characteristics and by a's stack item (its
   source and controller) -- unless b changed a's controller; b's changes are not in the cache, so a runs
   without it */
static int differs(lay_ctx *c, const lay_entry *a, const uint64_t *changed, int was, const uint64_t *before,
                   int controller)
{
  uint64_t on[LAY_SET_WORDS], after[LAY_SET_WORDS];
  memcpy(on, !a->gy && c->g->objs[a->source].controller != controller ? c->all : changed, sizeof on);
  memcpy(after, on, sizeof after);
  int now = present(c, a) && run(c, a, -1, 0, after, NULL, NULL);
  if (was != now)
    return 1;
  for (int w = 0; w < LAY_SET_WORDS && was; w++) /* F_ANYWHERE adds what is off the battlefield: not a change */
    if ((before[w] & on[w]) != (after[w] & on[w]))
      return 1;
  return 0;
}

/* 613.8a: does candidate i (a) depend on candidate j (b) in this layer -- would applying b change whether a
   exists or what it applies to? Only an effect whose set is still open can depend; b must change something a's
   filter or condition reads, or take abilities away. b is tried on the objects it changes, and undone. */
static int depends(lay_ctx *c, lay_trial *t, int i, int j)
{
  uint32_t bi = 1u << i, bj = 1u << j;
  if (i == j || !(t->role[ROLE_OPEN] & bi) || !((t->role[ROLE_REMOVES] & bj) || (t->role[ROLE_READS] & bi)))
    return 0;
  if (!(t->sized & bj))
    size_up(c, t, j);
  if (!(t->acts & bj))
    return 0;
  const lay_entry *a = t->e[i];
  if ((t->exact & bj) && !((t->role[ROLE_READS] | t->role[ROLE_ABILITIES]) & bi)) {
    /* b takes abilities away from each object it changes, and a reads nothing else b changes: a loses its
       ability if its source is among them */
    uint64_t none[LAY_SET_WORDS] = {0};
    return set_has(t->changes[j], a->source) && present(c, a) &&
           ((t->known & bi) ? t->was[i] : run(c, a, -1, 0, none, NULL, NULL));
  }
  uint64_t set[LAY_SET_WORDS];
  know(c, t, i);
  int controller = c->g->objs[a->source].controller;
  stash_objects(c->g, t->changes[j], t->saved, 0);
  memcpy(set, t->changes[j], sizeof set);
  run(c, t->e[j], t->layer, (t->exact & bj) != 0, set, NULL, NULL);
  int r = differs(c, a, t->changes[j], t->was[i], t->before[i], controller);
  stash_objects(c->g, t->changes[j], t->saved, 1);
  return r;
}

/* the candidates candidate i depends on (bit j), found once */
static uint32_t row(lay_ctx *c, lay_trial *t, int i)
{
  if (!((t->rows >> i) & 1)) {
    t->dep[i] = 0;
    for (int j = 0; j < t->n; j++)
      t->dep[i] |= depends(c, t, i, j) ? 1u << j : 0;
    t->rows |= 1u << i;
  }
  return t->dep[i];
}

/* the candidates reached from candidate i by dependencies, one or more steps */
static uint32_t reach(lay_ctx *c, lay_trial *t, int i)
{
  uint32_t seen = row(c, t, i), done = 0;
  while (seen & ~done) {
    int k = __builtin_ctz(seen & ~done);
    done |= 1u << k;
    seen |= row(c, t, k);
  }
  return seen;
}

/* the position in pending[] of the effect to apply next in this layer: characteristic-defining abilities
   first (613.3), then the earliest timestamp among those that depend on no other waiting effect, or only on
   effects in a dependency loop with it (613.8b: a loop is applied in timestamp order); pending[] is in timestamp
   order. A candidate's dependencies, and those of the candidates it reaches, are tried only when needed. */
static int choose(lay_ctx *c, const int *pending, int np, int layer)
{
  int cand[32], nc = 0, cda = 0;
  for (int i = 0; i < np; i++)
    cda |= c->e[pending[i]].cda;
  for (int i = 0; i < np && nc < 32; i++)
    if (!cda || c->e[pending[i]].cda)
      cand[nc++] = i;
  if (nc == 1)
    return cand[0];
  lay_trial t;
  t.n = nc;
  t.layer = layer;
  t.rows = t.known = t.sized = t.acts = t.exact = 0;
  memset(t.role, 0, sizeof t.role);
  for (int i = 0; i < nc; i++) {
    t.e[i] = &c->e[pending[cand[i]]];
    for (int r = role(c->g->pack, t.e[i], layer); r; r &= r - 1)
      t.role[r & -r] |= 1u << i;
  }
  for (int i = 0; i < nc; i++) {
    int ok = 1;
    for (uint32_t m = row(c, &t, i); m && ok; m &= m - 1) /* each one i depends on is in a loop with it */
      ok = (reach(c, &t, __builtin_ctz(m)) >> i) & 1;
    if (ok)
      return cand[i];
  }
  return cand[0];
}

/* ---- gathering the effects ---------------------------------------------------------------------- */

/* a cleared entry for an effect with this timestamp, in timestamp order (613.7; stable for ties), or NULL */
static lay_entry *add_entry(lay_ctx *c, uint32_t timestamp, uint16_t layers)
{
  if (c->n >= LAY_MAX)
    return NULL;
  int i = c->n++;
  c->layers |= layers;
  for (; i > 0 && c->e[i - 1].timestamp > timestamp; i--)
    c->e[i] = c->e[i - 1];
  lay_entry *e = &c->e[i];
  memset(e, 0, sizeof *e);
  e->timestamp = timestamp;
  e->layers = layers;
  return e;
}

static void add_statics(lay_ctx *c, int s, int graveyard)
{
  mtg_game *g = c->g;
  const pack_card *card = game_card(g, s);
  for (int k = 0; k < card->abil_count; k++) {
    const pack_ability *a = &g->pack->abils[card->abil_first + k];
    if (a->kind != ABIL_STATIC || ((a->flags & PACK_ABF_GRAVEYARD) != 0) != graveyard ||
        (a->word >= AWORD_ABZAN && g->objs[s].chosen != a->word + 1)) /* tdmcards 17: a Siege's unchosen one */
      continue;
    /* 613.7a, d: a permanent's static abilities share its timestamp */
    lay_entry *e = add_entry(c, g->objs[s].timestamp, a->layers);
    if (!e)
      return;
    e->source = (uint16_t)s;
    e->ability = (uint16_t)(card->abil_first + k);
    c->reads |= g->pack->abil_reads[card->abil_first + k];
    e->cda = (a->flags & PACK_ABF_CDA) != 0;
    e->gy = (uint8_t)graveyard;
    e->controller = g->objs[s].owner;
  }
}

/* the object an effect is locked to is still that object, a permanent or a spell (611.2c, 400.7) */
/* LASTING_SOURCE: does its controller still control the same source object, on the battlefield? */
static int source_held(const mtg_game *g, const timed_effect *t)
{
  const obj *s = &g->objs[t->source];
  return s->zone == ZONE_BATTLEFIELD && s->zcc == (uint16_t)t->toughness && s->controller == t->controller;
}

static int effect_on(const mtg_game *g, const timed_effect *t)
{
  const obj *ob = &g->objs[t->obj];
  return ob->zcc == t->obj_zcc && (ob->zone == ZONE_BATTLEFIELD || ob->zone == ZONE_STACK) &&
         t->lasting != LASTING_ENDED && (t->lasting != LASTING_WHILE || obj_counter(ob, t->while_ctr[0]) > 0) &&
         (t->lasting != LASTING_SOURCE || source_held(g, t));
}

static void gather(lay_ctx *c)
{
  mtg_game *g = c->g;
  c->n = 0;
  c->layers = 0;
  c->reads = 0;
  if (g->nstatic)
    for (int i = 0; i < g->nbf; i++)
      add_statics(c, g->bf[i], 0);
  for (int p = 0; p < 2 && g->ngy_static; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
      add_statics(c, g->players[p].graveyard[i], 1);
  for (int i = 0; i < g->nemblems; i++) /* 114.4: an emblem's abilities function in the command zone */
    add_statics(c, g->emblems[i], 0);
  for (int i = 0; i < g->neffects; i++) {
    const timed_effect *t = &g->effects[i];
    if (!effect_on(g, t))
      continue; /* 400.7: a new object */
    int haste = t->lasting == LASTING_CONTROL;
    lay_entry *e = add_entry(c, t->timestamp, haste ? (uint16_t)BIT(LAYER_ABILITY)
                                              : t->ability == NONE ? (uint16_t)BIT(LAYER_PT_MODIFY)
                                                                   : g->pack->abils[t->ability].layers);
    if (!e)
      return;
    e->haste = (uint16_t)(haste ? t->obj + 1 : 0);
    e->source = t->source;
    e->ability = t->ability;
    e->locked = 1;
    e->controller = t->controller;
    e->power = t->power;
    e->toughness = t->toughness;
    e->set[t->obj >> 6] = 1ull << (t->obj & 63);
  }
  for (int i = 0; g->nattachers && i < g->nbf; i++) { /* 702.151b: the rule's effect, from the attaching (613.7e) */
    int o = g->bf[i];
    if (!rcf_unattach_ok(g, o) || !rcf_printed_reconfigure(g, o))
      continue;
    lay_entry *e = add_entry(c, g->objs[o].timestamp, (uint16_t)BIT(LAYER_TYPE));
    if (!e)
      return;
    e->source = (uint16_t)o;
    e->ability = NONE;
    e->locked = 1;
    e->reconf = 1;
    e->controller = g->objs[o].controller;
    e->set[o >> 6] = 1ull << (o & 63);
  }
}

/* ---- recomputing -------------------------------------------------------------------------------- */

/* applies the effects of one layer in order: while two of those waiting can depend on each other, one at a time
   as choose() finds it (613.8c: the order is looked at again after each); then the rest, characteristic-
   defining abilities first (613.3), in timestamp order (613.7) */
static void apply_layer(lay_ctx *c, int layer)
{
  int pending[LAY_MAX], np = 0;
  for (int i = 0; i < c->n; i++)
    if (c->e[i].layers & BIT(layer))
      pending[np++] = i;
  /* P/T operations change nothing a filter reads and take no ability away: no dependencies in layer 7 */
  while (np > 1 && layer < LAYER_PT_CDA && may_depend(c, pending, np, layer)) {
    int k = choose(c, pending, np, layer);
    apply(c, &c->e[pending[k]], layer);
    memmove(pending + k, pending + k + 1, (size_t)(np - k - 1) * sizeof *pending);
    np--;
  }
  for (int cda = 1; cda >= 0; cda--)
    for (int i = 0; i < np; i++)
      if (c->e[pending[i]].cda == cda)
        apply(c, &c->e[pending[i]], layer);
}

/* 613.4c: +1/+1 and -1/-1 counters modify P/T in layer 7c; returns whether any permanent has some */
static int counters(mtg_game *g, lay_trace *tr)
{
  int any = 0;
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (!obj_has_counters(ob))
      continue;
    int plus = obj_counter(ob, CTR_PLUS1), minus = obj_counter(ob, CTR_MINUS1), d = plus - minus;
    any |= plus | minus;
    if (!d)
      continue;
    ob->power = (int16_t)(ob->power + d);
    ob->toughness = (int16_t)(ob->toughness + d);
    if (tr && tr->obj == g->bf[i] && tr->n < LAY_TRACE)
      tr->e[tr->n++] = (lay_step){LAYER_PT_MODIFY, OP_COUNTERS, (uint16_t)g->bf[i], NONE, 0, d, d};
  }
  return any;
}

/* the permanents of the battlefield the priority and mana code look at, by controller and in battlefield order, as the
   layers left them: mana_find looks only at those that make mana (g->msrc), prio_options only at those that may be
   activated (g->acts), while the characteristics are current (!g->dirty: a permanent leaving makes them dirty, one
   entering has them found again) -- most permanents are neither */
static void lists_clear(mtg_game *g) { g->nmsrc[0] = g->nmsrc[1] = g->nacts[0] = g->nacts[1] = g->nmtrig = 0; }
static void listed(mtg_game *g, int o)
{
  mana_listed(g, o);
  prio_listed(g, o);
  g->nmtrig = (uint8_t)(g->nmtrig + mtrig_functions(g, o)); /* lead: mana_find looks for triggered mana abilities then */
}

/* the kinds of mana permanent o's abilities and land types make now (305.6, 305.7, 605); fdncards 9: "Add one mana of
   the chosen color." makes the chosen color's only (614.12; none if none was chosen) */
static uint8_t mana_of(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  uint8_t am = ob->lost == LOST_NONE || ob->lost == LOST_BUT_MANA ? g->pack->abil_mana[ob->card] : 0;
  if (g->pack->card_cycles[ob->card] & PACK_MANA_CHOSEN)
    am = ob->chosen && ob->chosen <= COLOR__COUNT ? (uint8_t)BIT(ob->chosen - 1) : 0;
  uint8_t m = (uint8_t)(am | (ob->granted_mana & ~GRANTED_TWO_ONE));
  for (int k = 0; ob->lost != LOST_ALL && k < OBJ_SUBTYPES && ob->subtypes[k] != NONE; k++)
    if (ob->subtypes[k] <= SUB_FOREST)
      m |= (uint8_t)BIT(ob->subtypes[k] - SUB_PLAINS);
  return (uint8_t)(m | gy_mana(g, o)); /* Necrotic Ooze: mana abilities of creature cards in graveyards */
}

/* what the layers decided that the rest of the engine keeps: mana abilities (305.6, 305.7, 605), and control
   changes -- a permanent that changes control is new to its controller (302.6) and leaves combat (506.4) */
static void finish(mtg_game *g, const uint8_t *before)
{
  lists_clear(g);
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    obj *ob = &g->objs[o];
    ob->mana = mana_of(g, o);
    if (ob->controller != before[i]) {
      int n = card_count_kind(g, o, ABIL_ACTIVATED);
      g->players[before[i]].activated = (uint8_t)(g->players[before[i]].activated - n);
      g->players[ob->controller].activated = (uint8_t)(g->players[ob->controller].activated + n);
      ob->flags |= OBJ_SICK;
      ob->flags &= (uint8_t)~(OBJ_ATTACKING | OBJ_BLOCKING | OBJ_BLOCKED);
    }
    listed(g, o);
  }
}

/* 702.62a, 611.2b: "until you lose control of the spell or the permanent it becomes" -- once its object's controller is
   another player, the effect is over, even if control comes back */
static void control_lost(mtg_game *g)
{
  for (int i = 0; i < g->neffects; i++) {
    timed_effect *t = &g->effects[i];
    if (t->lasting == LASTING_SOURCE && !source_held(g, t))
      t->lasting = LASTING_ENDED; /* tlacards 14: over for good, even if it comes back (611.2b) */
    if (t->lasting == LASTING_CONTROL && g->objs[t->obj].zcc == t->obj_zcc &&
        g->objs[t->obj].controller != t->controller)
      t->lasting = LASTING_ENDED; /* dropped at the next cleanup */
  }
}

void lay_apply(mtg_game *g) { lay_compute(g, NULL); }

void lay_compute(mtg_game *g, lay_trace *tr)
{
  g->dirty = 0;
  if (g->gy_changed) { /* what effects did to cards in graveyards is found again (F_IN_GRAVEYARD sets it again) */
    g->gy_changed = 0;
    for (int p = 0; p < 2; p++)
      for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
        obj_reset_characteristics(g, g->players[p].graveyard[i]);
  }
  g->ncost_mods = 0; /* the cost changes are found again with the rules effects (601.2f, 613.11) */
  g->players[0].flash = g->players[1].flash = g->players[0].flash_sub = g->players[1].flash_sub = 0;
  if (!tr && !g->has_effects && g->nstatic == 0 && g->neffects == 0 && g->ngy_static == 0 && g->nemblems == 0 &&
      g->nattachers == 0) {
    g->reads = 0;
    lists_clear(g);
    for (int i = 0; i < g->nbf; i++) {
      if (g->pack->card_cycles[g->objs[g->bf[i]].card] & PACK_MANA_CHOSEN) /* fdncards 9: its mana is what was chosen */
        g->objs[g->bf[i]].mana = mana_of(g, g->bf[i]);
      listed(g, g->bf[i]);
    }
    return; /* no effect then, none now: characteristics are the printed ones, but the chosen color's mana */
  }
  lay_ctx c;
  lay_cache cache;
  cache.types_valid = cache.control_valid = cache.flags_valid = cache.super_valid = 0;
  c.g = g;
  c.trace = tr;
  c.cache = &cache;
  uint8_t before[MAX_BF];
  memset(c.all, 0, sizeof c.all);
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    before[i] = g->objs[o].controller;
    obj_reset_characteristics(g, o);
    c.all[o >> 6] |= 1ull << (o & 63);
  }
  for (int i = 0; i < g->nstack; i++) /* spells: their printed values, then the effects locked to them (Purelace) */
    if (g->stack[i].kind == SI_SPELL)
      obj_reset_characteristics(g, g->stack[i].obj);
  gather(&c);
  if ((c.reads | g->reads) & PACK_READS_ANYWHERE) /* an effect reaches (or reached) off the battlefield: Painter's Servant */
    for (int o = 0; o < g->nobjs; o++)
      if (g->objs[o].card != NONE && g->objs[o].zone != ZONE_NONE && g->objs[o].zone != ZONE_BATTLEFIELD)
        obj_reset_characteristics(g, o);
  for (int p = 0; p < 2; p++) /* the rules effects on players are applied again (613.11) */
    g->players[p].extra_lands = g->players[p].no_max_hand = g->players[p].prules = g->players[p].flash =
        g->players[p].spend_any = g->players[p].flash_sub = g->players[p].ctr_twice = g->players[p].ctr_half =
        g->players[p].dmg_twice = g->players[p].gain_plus = 0;
  for (int p = 0; p < 2; p++)
    g->players[p].pool_keep &= (uint8_t)~POOL_RED_INSTEAD; /* lead: Ozai's, applied again; Agni Kai's kinds stay */
  int any_counters = 0;
  for (int layer = 0; layer < LAYER__COUNT; layer++) {
    if (layer == LAYER_ABILITY)
      any_counters |= kwc_apply(g); /* 122.1b: keyword counters, before the layer's effects */
    if (c.layers & BIT(layer))
      apply_layer(&c, layer);
    if (layer == LAYER_PT_MODIFY)
      any_counters |= counters(g, tr);
  }
  finish(g, before);
  control_lost(g);
  g->has_effects = (uint8_t)(c.n > 0 || any_counters);
  g->reads = c.reads;
  g->sba_dirty = 1; /* toughness may have changed (704.5f-g), and types (704.5m-n) */
}

/* ---- effects of resolving spells and abilities ------------------------------------------------ */

/* adds a timed effect; ts 0: a new timestamp, else that of the effect it is part of */
static int add_timed(mtg_game *g, timed_effect t, uint32_t ts)
{
  if (g->neffects >= MAX_EFFECTS) { /* drop the effects on objects that are gone (400.7) */
    int k = 0;
    for (int i = 0; i < g->neffects; i++)
      if (effect_on(g, &g->effects[i]))
        g->effects[k++] = g->effects[i];
    g->neffects = (uint8_t)k;
    if (k >= MAX_EFFECTS)
      return -1;
  }
  t.timestamp = ts ? ts : g->next_timestamp++;
  g->effects[g->neffects++] = t;
  g->dirty = 1;
  return 0;
}

/* 611.2c: the affected object is locked in; the effect applies while it is the same object */
void lay_add_pump(mtg_game *g, int source, int o, int power, int toughness)
{
  if (g->objs[o].zone != ZONE_BATTLEFIELD)
    return;
  add_timed(g, (timed_effect){(uint16_t)o, g->objs[o].zcc, (uint16_t)source, NONE, (int16_t)power,
                              (int16_t)toughness, g->objs[o].controller, 0, 0, {0}, 0}, 0);
}

static void add_effect(mtg_game *g, const stack_item *si, int o, int ability, uint32_t ts, int until, int lasting)
{
  if (o < 0 || o >= MAX_OBJECTS || (g->objs[o].zone != ZONE_BATTLEFIELD && g->objs[o].zone != ZONE_STACK))
    return; /* a permanent, or a spell (Purelace) */
  int x = si->x == X_UNCHOSEN ? 0 : si->x; /* the X of the spell or ability that made it, kept with it (107.3a) */
  add_timed(g, (timed_effect){(uint16_t)o, g->objs[o].zcc, si->obj, (uint16_t)ability, (int16_t)x, 0, si->controller,
                              (uint8_t)until, (uint8_t)lasting, {0}, 0}, ts);
}

void lay_add_effect(mtg_game *g, const stack_item *si, int o, int ability) { add_effect(g, si, o, ability, 0, 0, 0); }
void lay_add_lasting(mtg_game *g, const stack_item *si, int o, int ability) { add_effect(g, si, o, ability, 0, 0, 1); }
void lay_add_earthbent(mtg_game *g, const stack_item *si, int o, int ability)
{
  add_effect(g, si, o, ability, 0, 0, LASTING_EARTHBEND);
}

/* tlacards 14: "It doesn't untap during its controller's untap step for as long as you control Ty Lee." (611.2b) -- the
   source as it is now (its zone-change counter kept in `toughness`, unused by an ability's effect) */
void lay_add_while_source(mtg_game *g, const stack_item *si, int o, int ability)
{
  const obj *s = &g->objs[si->obj];
  if (s->zone != ZONE_BATTLEFIELD || s->controller != si->controller || s->zcc != si->obj_zcc)
    return; /* they don't control it now: the duration is over before it began (611.2b) */
  add_effect(g, si, o, ability, 0, 0, LASTING_SOURCE);
  if (g->neffects && g->effects[g->neffects - 1].lasting == LASTING_SOURCE && g->effects[g->neffects - 1].obj == o)
    g->effects[g->neffects - 1].toughness = (int16_t)s->zcc;
}

/* 702.62a: "If you cast a creature spell this way, it gains haste until you lose control of the spell or the permanent
   it becomes." -- spell o, its controller now; the effect follows it onto the battlefield (400.7a, lay_follow) */
void lay_add_haste_while_controlled(mtg_game *g, int o)
{
  add_timed(g, (timed_effect){(uint16_t)o, g->objs[o].zcc, (uint16_t)o, NONE, 0, 0, g->objs[o].controller, 0,
                              LASTING_CONTROL, {0}, 0}, 0);
}

/* "That land is an Island in addition to its other types for as long as it has a flood counter on it." (611.2b): the
   kind is the effect's F_COUNTER operand; with no such counter on it now, the effect never begins */
void lay_add_while(mtg_game *g, const stack_item *si, int o, int ability)
{
  const pack_ability *a = &g->pack->abils[ability];
  const uint8_t *code = g->pack->code + a->code; /* F_COUNTER k first (the code generator's shape) */
  if (a->code_len < 2 || code[0] != OP_F_COUNTER || code[1] >= CTR__COUNT || o >= MAX_OBJECTS ||
      g->objs[o].zone != ZONE_BATTLEFIELD || obj_counter(&g->objs[o], code[1]) == 0)
    return;
  add_effect(g, si, o, ability, 0, 0, LASTING_WHILE);
  if (g->neffects && g->effects[g->neffects - 1].obj == o && g->effects[g->neffects - 1].lasting == LASTING_WHILE)
    g->effects[g->neffects - 1].while_ctr[0] = code[1];
}

/* 611.2b: once its object has no such counter, the effect is over -- a counter put on it later doesn't bring it back */
void lay_counters_gone(mtg_game *g, int o, int kind)
{
  for (int i = 0; i < g->neffects; i++)
    if (g->effects[i].obj == o && g->effects[i].lasting == LASTING_WHILE && g->effects[i].while_ctr[0] == kind) {
      g->effects[i].lasting = LASTING_ENDED; /* dropped at the next cleanup */
      g->dirty = 1;
    }
}

/* "Target land becomes a Swamp until its controller's next untap step": the player is the one who controls it as
   the effect begins */
void lay_add_effect_until_untap(mtg_game *g, const stack_item *si, int o, int ability)
{
  if (o >= 0 && o < MAX_OBJECTS)
    add_effect(g, si, o, ability, 0, 1 + g->objs[o].controller, 0);
}

/* 400.7a: effects of spells and abilities that changed a permanent spell's characteristics or controller go on
   applying to the permanent it becomes -- object o, which was spell o with zone-change counter zcc */
void lay_follow(mtg_game *g, int o, uint16_t zcc)
{
  for (int i = 0; i < g->neffects; i++)
    if (g->effects[i].obj == o && g->effects[i].obj_zcc == zcc) {
      g->effects[i].obj_zcc = g->objs[o].zcc;
      g->dirty = 1;
    }
}

/* "Creatures you control get +3/+3 until end of turn": the set is the objects the filter takes as the spell
   resolves (611.2c); each gets its own locked-in effect */
/* the objects continuous-effect ability `ability` of the resolving si affects now (611.2c); 0 if it does not apply */
static int effect_set(mtg_game *g, const stack_item *si, int ability, uint64_t *set)
{
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++)
    set[g->bf[i] >> 6] |= 1ull << (g->bf[i] & 63);
  stack_item run = *si;
  run.ability = (uint16_t)ability;
  vm_static st = {-1, 0, 1, set, NULL, NULL, 0};
  vm_exec(g, &run, &st);
  return st.exists;
}

void lay_add_effect_all(mtg_game *g, const stack_item *si, int ability, int lasting)
{
  uint64_t set[LAY_SET_WORDS] = {0};
  if (!effect_set(g, si, ability, set))
    return;
  uint32_t ts = g->next_timestamp++; /* one effect: one timestamp (613.7a) */
  for (int o = 0; o < MAX_OBJECTS; o++)
    if (set_has(set, o))
      add_effect(g, si, o, ability, ts, 0, lasting);
}

/* tdmcards 19: "creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures
   you control" (Craterhoof Behemoth) -- X counted once as the ability resolves (608.2h) and kept with the effect */
void lay_add_effect_all_x(mtg_game *g, const stack_item *si, int ability, int x)
{
  stack_item with = *si;
  with.x = (uint8_t)(x < 0 ? 0 : x >= X_UNCHOSEN ? X_UNCHOSEN - 1 : x);
  lay_add_effect_all(g, &with, ability, 0);
}

/* fdncards 18: "another target creature you control gains trample and gets +X/+X until end of turn, where X is this
   creature's power" (Ashroot Animist) -- one object's effect, X counted once as the ability resolves (608.2h; 107.1b: a
   negative X is 0) and kept with it */
void lay_add_effect_x(mtg_game *g, const stack_item *si, int o, int ability, int x)
{
  stack_item with = *si;
  with.x = (uint8_t)(x < 0 ? 0 : x >= X_UNCHOSEN ? X_UNCHOSEN - 1 : x);
  add_effect(g, &with, o, ability, 0, 0, 0);
}

/* "Untap them." after "Creatures target player controls get +3/+3 until end of turn.": what that effect affects, now */
void lay_untap_set(mtg_game *g, const stack_item *si, int ability)
{
  uint64_t set[LAY_SET_WORDS] = {0};
  if (!effect_set(g, si, ability, set))
    return;
  for (int o = 0; o < MAX_OBJECTS; o++)
    if (set_has(set, o) && g->objs[o].zone == ZONE_BATTLEFIELD) {
      stun_untap(g, o); /* 122.1d: a stun counter is removed instead */
      lay_touch(g, PACK_READS_TAPPED);
    }
}

/* keeps the timed effects that don't end now: those with another duration than `until`, and those with no duration
   (611.2a) while their object is there */
static void end_effects(mtg_game *g, int until)
{
  int k = 0;
  for (int i = 0; i < g->neffects; i++)
    if (g->effects[i].lasting ? effect_on(g, &g->effects[i]) : g->effects[i].until != until)
      g->effects[k++] = g->effects[i];
  if (k != g->neffects)
    g->dirty = 1;
  g->neffects = (uint8_t)k;
}

void lay_end_of_turn(mtg_game *g) { end_effects(g, 0); }

/* "until your next untap step" lasts until that step begins: it is over before anything untaps (502.3) */
void lay_untap_step(mtg_game *g) { end_effects(g, 1 + g->active); }
