/* combat.c: declaring attackers and blockers and dealing combat damage (rules 506-511). */
#include "game.h"

static int is_creature(const mtg_game *g, int o) { return obj_is(g, o, TYPE_CREATURE); }

/* 508.1a: an untapped creature the active player controls, without defender (or able to attack as though it didn't
   have it, 702.3b), not summoning sick, and not under a "can't attack" effect (508.1c) */
static int can_attack(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->controller == g->active && is_creature(g, o) && !(ob->flags & (OBJ_TAPPED | OBJ_ATTACKING)) &&
         (!obj_has(g, o, KW_DEFENDER) || (ob->rules & RULE_DEFENDER_ATTACKS)) &&
         (!(ob->flags & OBJ_SICK) || obj_has(g, o, KW_HASTE)) &&
         !(ob->rules & RULE_CANT_ATTACK);
}

int cmb_can_attack_any(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++)
    if (can_attack(g, g->bf[i]))
      return 1;
  return 0;
}

/* 508.1b: the planeswalkers the defending player controls and the battles they protect (310.5, 310.8) may be
   attacked too -- a Siege its controller cast is one: its protector is the opponent */
int cmb_attackable(const mtg_game *g, uint16_t *pw)
{
  int npw = 0;
  for (int j = 0; j < g->nbf; j++) {
    const obj *t = &g->objs[g->bf[j]];
    if ((obj_is(g, g->bf[j], TYPE_PLANESWALKER) && t->controller != g->active) ||
        (obj_is(g, g->bf[j], TYPE_BATTLE) && t->protector != g->active))
      pw[npw++] = g->bf[j];
  }
  return npw;
}

/* 508.1d: a creature that "attacks each combat if able" (Juggernaut) and can attack but isn't declared yet: the
   declaration isn't finished without it (no cost to attack exists here, so able is can_attack) */
static int must_attack_left(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++)
    if ((g->objs[g->bf[i]].rules & RULE_MUST_ATTACK) && can_attack(g, g->bf[i]))
      return 1;
  return 0;
}

void cmb_attack_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_ATTACKERS, g->active);
  if (!must_attack_left(g))
    dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
  uint16_t pw[MAX_BF];
  int npw = cmb_attackable(g, pw);
  for (int i = 0; i < g->nbf; i++) {
    if (!can_attack(g, g->bf[i]))
      continue;
    dec_add(g, MTG_OPT_ATTACK, g->bf[i], PLAYER_REF(g->active ^ 1), 0);
    for (int j = 0; j < npw; j++)
      dec_add(g, MTG_OPT_ATTACK, g->bf[i], pw[j], 0);
  }
}

/* what attacker a attacks: the defending player, or the planeswalker or battle it attacks (NONE if that one left
   the battlefield: the attacker deals no combat damage, 506.4c) */
static uint16_t attacked_of(const mtg_game *g, int a)
{
  const obj *ob = &g->objs[a];
  if (ob->attack_pw == NONE)
    return PLAYER_REF(ob->attack_player);
  const obj *pw = &g->objs[ob->attack_pw];
  return pw->zone == ZONE_BATTLEFIELD && pw->zcc == ob->attack_pw_zcc ? ob->attack_pw : NONE;
}

int cmb_attack_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_DONE) {
    kwt_attacks_alone(g); /* 508.1m, 702.83a: abilities that trigger on the declaration */
    trig_attack_with_other(g);
    if (cmb_any_attacker(g)) /* "Whenever you attack" (508.1m): once, when one or more creatures were declared */
      trig_step(g, TRIG_YOU_ATTACK);
    prio_give(g, g->active); /* 508.2 */
    return 0;
  }
  obj *ob = &g->objs[op->source];
  ob->flags |= OBJ_ATTACKING;
  g->players[g->active].attacked |= PL_ATTACKED; /* 508.1: "if you attacked this turn" */
  lay_touch(g, PACK_READS_ATTACKING | PACK_READS_TAPPED); /* "attacking creatures ...", "untapped creatures ..." */
  ob->attack_player = (uint8_t)(g->active ^ 1);
  ob->attack_pw = IS_PLAYER_REF(op->target) ? NONE : op->target;
  ob->attack_pw_zcc = IS_PLAYER_REF(op->target) ? 0 : g->objs[op->target].zcc;
  if (!obj_has(g, op->source, KW_VIGILANCE))
    trig_tap(g, op->source); /* 508.1f */
  ev_push(g, EV_ATTACK, g->active, op->source, op->target, 0);
  trig_check(g, op->source, TRIG_ATTACKS, g->active); /* 508.3a; it goes on the stack after the declaration */
  if (trig_bf_events(g) & trig_bit(TRIG_CREATURE_ATTACKS)) /* fdncards: "Whenever a [white] creature you control attacks" */
    for (int i = 0; i < g->nbf; i++)
      if (g->objs[g->bf[i]].controller == g->active)
        trig_check_about(g, g->bf[i], TRIG_CREATURE_ATTACKS, g->active, op->source);
  if (trig_bf_events(g) & trig_bit(TRIG_EQUIPPED_ATTACKS)) /* tdmcards 13: "Whenever equipped creature attacks" */
    for (int i = 0; i < g->nbf; i++)
      if (g->objs[g->bf[i]].attached == op->source && g->objs[g->bf[i]].attached_zcc == ob->zcc)
        trig_check(g, g->bf[i], TRIG_EQUIPPED_ATTACKS, g->objs[g->bf[i]].controller);
  return 0;
}

static int blockers_of(const mtg_game *g, int a, uint16_t *out)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *b = &g->objs[g->bf[i]];
    if (obj_blocks(g, b, a))
      out[n++] = g->bf[i];
  }
  /* order by declaration (block_order): insertion sort, n is small */
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && g->objs[out[j]].block_order < g->objs[out[j - 1]].block_order; j--) {
      uint16_t t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  return n;
}

/* 702.14c: an attacker with landwalk can't be blocked while the defending player controls a land of that type */
static int landwalk_unblockable(const mtg_game *g, int a, int defender)
{
  static const struct { int kw, land; } walks[] = {{KW_PLAINSWALK, SUB_PLAINS}, {KW_ISLANDWALK, SUB_ISLAND},
    {KW_SWAMPWALK, SUB_SWAMP}, {KW_MOUNTAINWALK, SUB_MOUNTAIN}, {KW_FORESTWALK, SUB_FOREST}};
  for (size_t k = 0; k < sizeof walks / sizeof *walks; k++) {
    if (!obj_has(g, a, walks[k].kw))
      continue;
    for (int i = 0; i < g->nbf; i++) {
      int o = g->bf[i];
      if (g->objs[o].controller == defender && obj_is(g, o, TYPE_LAND) && obj_has_subtype(g, o, walks[k].land))
        return 1;
    }
  }
  return 0;
}

/* 509.1b: "can't be blocked by Walls" (RULE_BLOCK_SUB) -- the creature type the static ability of attacker a's card that
   says so names (trig_arg, 1 + SUB_*); b has it (205.3m: a changeling too). With PACK_BLOCK_SUB_NON ("can't be blocked by
   non-Spirit creatures", tlacards 14) b lacks it */
static int blocked_sub_forbids(const mtg_game *g, int a, int b)
{
  const pack_card *c = &g->pack->cards[g->objs[a].card];
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *ab = &g->pack->abils[c->abil_first + i];
    int non = (ab->trig_arg & PACK_BLOCK_SUB_NON) != 0, sub = (ab->trig_arg & ~PACK_BLOCK_SUB_NON) - 1;
    if (ab->kind == ABIL_STATIC && sub >= 0 && !!obj_has_subtype(g, b, sub) != non)
      return 1;
  }
  return 0;
}

/* 509.1a-b: an untapped creature of the defending player may block an attacker it is able to block */
static int can_block(const mtg_game *g, int b, int a)
{
  const obj *ob = &g->objs[b];
  if (ob->controller == g->active || !is_creature(g, b) || (ob->flags & (OBJ_TAPPED | OBJ_BLOCKING)) ||
      (ob->rules & RULE_CANT_BLOCK)) /* 509.1b: "can't block" */
    return 0;
  if (g->objs[a].rules & RULE_UNBLOCKABLE)
    return 0; /* 509.1b: "can't be blocked" */
  if ((g->objs[a].rules & RULE_BLOCK_SUB) && blocked_sub_forbids(g, a, b))
    return 0; /* 509.1b: "can't be blocked by Walls" (fdncards 8: Juggernaut, Stromkirk Noble) */
  if ((g->objs[a].rules & RULE_UNBLOCKABLE_POWER2) && ob->power <= 2)
    return 0; /* 509.1b: "can't be blocked by creatures with power 2 or less" (Foggy Swamp Vinebender) */
  if ((g->pack->abil_kinds[g->objs[a].card] & BIT(ABIL_BLOCK_RULE)) && !g->objs[a].lost && ob->power < g->objs[a].power)
    return 0; /* 509.1b: "Creatures with power less than this creature's power can't block it." (Formation Breaker) */
  if (obj_has(g, a, KW_FLYING) && !obj_has(g, b, KW_FLYING) && !obj_has(g, b, KW_REACH))
    return 0; /* 702.9b, 702.17b */
  if (obj_protected_from(g, a, b))
    return 0; /* 702.16c: not blocked by creatures with that quality */
  return !landwalk_unblockable(g, a, ob->controller);
}

static int free_blockers_for(const mtg_game *g, int a)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    n += can_block(g, g->bf[i], a);
  return n;
}

/* a menace attacker blocked by exactly one creature (702.111b): the declaration is not yet legal */
static int half_blocked_menace(const mtg_game *g)
{
  uint16_t tmp[MAX_BF];
  for (int i = 0; i < g->nbf; i++) {
    int a = g->bf[i];
    if ((g->objs[a].flags & OBJ_ATTACKING) && obj_has(g, a, KW_MENACE) && blockers_of(g, a, tmp) == 1)
      return a;
  }
  return -1;
}

/* 509.1c: an unblocked attacker that "must be blocked if able" (RULE_MUST_BE_BLOCKED) which the untapped creatures left
   could block (menace: two of them): the declaration obeys that requirement before it may end, and meanwhile a creature
   able to block it blocks it or nothing */
static int unmet_must_block(const mtg_game *g)
{
  uint16_t tmp[MAX_BF];
  for (int i = 0; i < g->nbf; i++) {
    int a = g->bf[i];
    if ((g->objs[a].flags & OBJ_ATTACKING) && (g->objs[a].rules & RULE_MUST_BE_BLOCKED) && blockers_of(g, a, tmp) == 0 &&
        free_blockers_for(g, a) >= (obj_has(g, a, KW_MENACE) ? 2 : 1))
      return a;
  }
  return -1;
}

void cmb_block_options(mtg_game *g)
{
  int pending = half_blocked_menace(g), must = pending < 0 ? unmet_must_block(g) : -1;
  dec_reset(g, MTG_DEC_BLOCKERS, g->active ^ 1);
  if (pending < 0 && must < 0)
    dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
  for (int i = 0; i < g->nbf; i++) {
    int a = g->bf[i];
    if (!(g->objs[a].flags & OBJ_ATTACKING) || (pending >= 0 && a != pending))
      continue;
    uint16_t tmp[MAX_BF];
    if (obj_has(g, a, KW_MENACE) && blockers_of(g, a, tmp) == 0 && free_blockers_for(g, a) < 2)
      continue; /* it could never get the second blocker menace asks for */
    if ((g->objs[a].rules & RULE_BLOCK_ONE) && blockers_of(g, a, tmp) > 0)
      continue; /* 509.1b: "can't be blocked by more than one creature" -- it has its one */
    for (int j = 0; j < g->nbf; j++)
      if (can_block(g, g->bf[j], a) && (must < 0 || a == must || !can_block(g, g->bf[j], must)))
        dec_add(g, MTG_OPT_BLOCK, g->bf[j], (uint16_t)a, 0);
  }
}

int cmb_block_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_DONE) {
    prio_give(g, g->active); /* 509.2 */
    return 0;
  }
  uint16_t tmp[MAX_BF];
  obj *b = &g->objs[op->source], *a = &g->objs[op->target];
  b->block_order = (uint8_t)blockers_of(g, op->target, tmp);
  b->flags |= OBJ_BLOCKING; /* no filter reads blocking: nothing to recompute */
  b->blocking = op->target;
  b->blocking_zcc = g->objs[op->target].zcc;
  a->flags |= OBJ_BLOCKED; /* 509.1h */
  ev_push(g, EV_BLOCK, b->controller, op->source, op->target, 0);
  return 0;
}

static int strikes_first(const mtg_game *g, int o)
{
  return obj_has(g, o, KW_FIRST_STRIKE) || obj_has(g, o, KW_DOUBLE_STRIKE);
}

int cmb_needs_first_strike_step(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if ((g->objs[o].flags & (OBJ_ATTACKING | OBJ_BLOCKING)) && strikes_first(g, o))
      return 1;
  }
  return 0;
}

/* 510.4: who deals damage in this step */
static int deals_now(const mtg_game *g, int o, int fs_step)
{
  if (fs_step)
    return strikes_first(g, o);
  if (!g->fs_step)
    return 1;
  return !(g->objs[o].flags & OBJ_FIRST_STRUCK) || obj_has(g, o, KW_DOUBLE_STRIKE);
}

/* damage `t` is already due this step from assignments made so far (702.19b counts it toward lethal) */
static int assigned_to(const mtg_game *g, uint16_t t)
{
  int n = 0;
  for (int i = 0; i < g->nassign; i++)
    if (g->assigns[i].target == t)
      n += g->assigns[i].amount;
  return n;
}

/* lethal damage for blocker b from attacker a (702.2c: 1 from a deathtouch source) */
static int lethal_for(const mtg_game *g, int a, int b)
{
  if (obj_has(g, a, KW_DEATHTOUCH))
    return assigned_to(g, (uint16_t)b) > 0 ? 0 : 1;
  int left = g->objs[b].toughness - g->objs[b].damage - assigned_to(g, (uint16_t)b);
  return left > 0 ? left : 0;
}

static void add_assign(mtg_game *g, int source, uint16_t target, int amount)
{
  if (amount > 0 && target != NONE && g->nassign < MAX_ASSIGN)
    g->assigns[g->nassign++] = (assign){(uint16_t)source, target, (int16_t)amount};
}

/* an attacker whose controller must divide its damage: blocked by two or more, or blocked with trample */
static int needs_division(const mtg_game *g, int a)
{
  uint16_t bl[MAX_BF];
  int nb = blockers_of(g, a, bl);
  return nb >= 2 || (nb == 1 && obj_has(g, a, KW_TRAMPLE));
}

/* 510.1a: the combat damage creature o assigns -- its power, or its toughness while a rule says so and it is greater
   (Bark of Doran) */
static int combat_amount(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return (ob->rules & RULE_TOUGHNESS_DAMAGE) && ob->toughness > ob->power ? ob->toughness : ob->power;
}

/* 510.1a-b: damage no one chooses -- unblocked attackers, single blockers, blockers' damage */
static void assign_fixed(mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  int amount = combat_amount(g, o);
  if (amount <= 0)
    return;
  if (ob->flags & OBJ_BLOCKING) {
    const obj *a = &g->objs[ob->blocking];
    if (obj_blocks(g, ob, ob->blocking) && (a->flags & OBJ_ATTACKING) && a->zone == ZONE_BATTLEFIELD)
      add_assign(g, o, ob->blocking, amount); /* 510.1d */
    return;
  }
  uint16_t bl[MAX_BF];
  int nb = blockers_of(g, o, bl);
  if (!(ob->flags & OBJ_BLOCKED))
    add_assign(g, o, attacked_of(g, o), amount);
  else if (nb == 1)
    add_assign(g, o, bl[0], amount);
  else if (nb == 0 && obj_has(g, o, KW_TRAMPLE)) /* 702.19e: blocked, blockers gone */
    add_assign(g, o, attacked_of(g, o), amount);
}

static void deal_assigned(mtg_game *g)
{
  g->dealing_combat = 1;
  g->combat_life[0] = g->players[0].life; /* 510.2: "as long as you have 0 or less life" is as the damage is dealt */
  g->combat_life[1] = g->players[1].life;
  for (int i = 0; i < g->nassign; i++) /* 510.2: all combat damage is dealt simultaneously */
    cmb_deal_damage(g, g->assigns[i].source, g->assigns[i].target, g->assigns[i].amount);
  g->dealing_combat = 0;
  g->nassign = 0;
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (g->dmg_fs && (ob->flags & (OBJ_ATTACKING | OBJ_BLOCKING)) && strikes_first(g, g->bf[i]))
      ob->flags |= OBJ_FIRST_STRUCK; /* it dealt its damage in this step, even 0 */
  }
  memset(g->dmg_assigned, 0, sizeof g->dmg_assigned);
}

/* the next attacker whose damage must be divided, or -1 */
static int next_division(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    if ((ob->flags & OBJ_ATTACKING) && !((g->dmg_assigned[o >> 3] >> (o & 7)) & 1) && combat_amount(g, o) > 0 &&
        deals_now(g, o, g->dmg_fs) &&
        needs_division(g, o))
      return o;
  }
  return -1;
}

static void continue_damage(mtg_game *g)
{
  int a = next_division(g);
  if (a >= 0) {
    g->dmg_attacker = (uint16_t)a;
    g->dmg_left = combat_amount(g, a);
    g->dmg_next = 0;
    g->mode = MODE_DAMAGE; /* 510.1c-d: the attacking player divides */
    return;
  }
  g->dmg_attacker = NONE;
  deal_assigned(g);
  prio_give(g, g->active);
}

void cmb_damage(mtg_game *g, int fs_step)
{
  g->nassign = 0;
  g->dmg_fs = (uint8_t)fs_step;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    if ((ob->flags & (OBJ_ATTACKING | OBJ_BLOCKING)) && deals_now(g, o, fs_step) &&
        !((ob->flags & OBJ_ATTACKING) && needs_division(g, o)))
      assign_fixed(g, o);
  }
  continue_damage(g);
}

/* Options for the next recipient: the first is lethal damage (or all that is left), then every other
   legal amount. Without trample the last blocker takes the rest; with trample the player may get
   damage only once every blocker has been assigned lethal damage (702.19b). */
void cmb_damage_options(mtg_game *g)
{
  int a = g->dmg_attacker, left = g->dmg_left;
  uint16_t bl[MAX_BF];
  int nb = blockers_of(g, a, bl), trample = obj_has(g, a, KW_TRAMPLE), r = g->dmg_next;
  dec_reset(g, MTG_DEC_DAMAGE, g->active);
  if (r >= nb) { /* the player, with trample: the rest */
    dec_add(g, MTG_OPT_ASSIGN, a, attacked_of(g, a), left);
    return;
  }
  int all_lethal = 1;
  for (int i = 0; i < r; i++)
    all_lethal &= lethal_for(g, a, bl[i]) == 0;
  int last = r == nb - 1, lethal = lethal_for(g, a, bl[r]);
  int first = lethal < left ? lethal : left;
  if (last && (!trample || !all_lethal)) { /* the rest must go to this blocker */
    dec_add(g, MTG_OPT_ASSIGN, a, bl[r], left);
    return;
  }
  dec_add(g, MTG_OPT_ASSIGN, a, bl[r], first);
  for (int k = 0; k <= left && g->dec.count < MTG_MAX_OPTIONS; k++)
    if (k != first && (!last || k >= lethal || k == left))
      dec_add(g, MTG_OPT_ASSIGN, a, bl[r], k);
}

int cmb_damage_apply(mtg_game *g, const mtg_option *op)
{
  add_assign(g, op->source, op->target, op->value);
  g->dmg_left = (int16_t)(g->dmg_left - op->value);
  g->dmg_next++;
  uint16_t bl[MAX_BF];
  int nb = blockers_of(g, op->source, bl);
  if (g->dmg_left > 0 && g->dmg_next <= nb - (obj_has(g, op->source, KW_TRAMPLE) ? 0 : 1))
    return 0; /* more recipients to go */
  if (g->dmg_left > 0) /* cannot happen: the last blocker takes the rest */
    add_assign(g, op->source, bl[nb - 1], g->dmg_left);
  g->dmg_assigned[op->source >> 3] |= (uint8_t)(1u << (op->source & 7));
  continue_damage(g);
  return 0;
}

/* "<source> deals 3 damage to each creature and each planeswalker" (Dragonback Assault), "... to each creature your
   opponents control" (Iroh's Demonstration): the permanents of the types (TYPEBIT bits) there as it begins, but those
   player `spared` controls (-1: none spared) and those with keyword `without` (-1: none; "each creature without flying",
   Seismic Rupture), each dealt the damage (120.3, 608.2c; no state-based actions until the spell or ability has
   resolved, 704.3) */
void cmb_damage_each(mtg_game *g, int source, int amount, unsigned types, int spared, int without)
{
  uint16_t hit[MAX_OBJECTS];
  int n = 0;
  if (g->dirty)
    lay_apply(g); /* their types and controllers as things are now */
  for (int i = 0; i < g->nbf; i++)
    if ((g->objs[g->bf[i]].types & types) && g->objs[g->bf[i]].controller != spared &&
        (without < 0 || !obj_has(g, g->bf[i], without)))
      hit[n++] = (uint16_t)g->bf[i];
  for (int i = 0; i < n; i++)
    cmb_deal_damage(g, source, hit[i], amount);
}

/* 120.3: the results of damage -- life loss, marked damage, deathtouch, lifelink */
void cmb_deal_damage(mtg_game *g, int source, uint16_t target, int amount)
{
  if (amount <= 0 || target == NONE)
    return;
  const obj *src = &g->objs[source];
  if (!IS_PLAYER_REF(target) && (obj_protected_from(g, target, source) || (g->objs[target].repl & REPL_PREVENT_DAMAGE) ||
                                 (g->dealing_combat && (g->objs[target].repl & REPL_PREVENT_COMBAT)))) /* fdncards 8 */
    return; /* 702.16e, 615.1: prevented -- no damage, so no lifelink or deathtouch either */
  if (IS_PLAYER_REF(target) && (g->players[REF_PLAYER(target)].prules & PRULE_PREVENT))
    return; /* 615.1: "Prevent all damage that would be dealt to you." */
  if (g->nshields && (amount = prev_shield_apply(g, target, amount)) <= 0)
    return; /* 615.7: a shield prevented all of it */
  amount = dmg_amount(g, source, target, amount); /* fdncards 11: doubled (614.1a) */
  ev_push(g, EV_DAMAGE, src->controller, source, target, amount);
  if (IS_PLAYER_REF(target)) {
    const player *pl = &g->players[REF_PLAYER(target)];
    int life = g->dealing_combat ? g->combat_life[REF_PLAYER(target)] : pl->life; /* 510.2: as the damage began */
    if ((pl->prules & PRULE_INFECT_AT_0) && life <= 0) /* Phyrexian Unlife: as though its source had infect */
      game_add_poison(g, src->controller, REF_PLAYER(target), amount); /* 120.3b */
    else
      game_lose_life(g, REF_PLAYER(target), amount); /* 120.3a */
    if (g->dealing_combat && src->zone == ZONE_BATTLEFIELD)
      trig_check_amount(g, source, TRIG_COMBAT_DAMAGE_PLAYER, src->controller, amount); /* 510.3a; "that many" */
    if (g->dealing_combat && src->zone == ZONE_BATTLEFIELD)
      dmgt_combat_damage(g, source); /* tlacards 13: "a creature you control deals combat damage to a player" */
    if (g->dealing_combat && src->zone == ZONE_BATTLEFIELD && (trig_bf_events(g) & trig_bit(TRIG_EQUIPPED_COMBAT_DAMAGE)))
      for (int i = 0; i < g->nbf; i++) /* fdncards: "Whenever equipped creature deals combat damage to a player" */
        if (g->objs[g->bf[i]].attached == source && g->objs[g->bf[i]].attached_zcc == src->zcc)
          trig_check_amount(g, g->bf[i], TRIG_EQUIPPED_COMBAT_DAMAGE, g->objs[g->bf[i]].controller, amount);
    if (src->zone == ZONE_BATTLEFIELD && REF_PLAYER(target) != src->controller) /* "to an opponent": any damage */
      trig_check_about(g, source, TRIG_DAMAGE_OPPONENT, src->controller, target);
    if (!g->dealing_combat && REF_PLAYER(target) != src->controller) /* fdncards 13: Niv-Mizzet, Visionary */
      dmgt_noncombat_opponent(g, src->controller, amount);
  } else {
    obj *t = &g->objs[target];
    if (t->zone != ZONE_BATTLEFIELD)
      return;
    if (t->types & TYPEBIT(PLANESWALKER)) /* 120.3c: loyalty counters removed */
      obj_set_counter(t, CTR_LOYALTY, obj_counter(t, CTR_LOYALTY) - amount);
    if (t->types & TYPEBIT(BATTLE)) /* 120.3h, 310.6: defense counters removed */
      obj_set_counter(t, CTR_DEFENSE, obj_counter(t, CTR_DEFENSE) - amount);
    if ((t->types & TYPEBIT(CREATURE)) && obj_has(g, source, KW_WITHER))
      obj_put_counters(g, src->controller, target, CTR_MINUS1, amount); /* 120.3d, 702.80a: -1/-1 counters instead */
    else if (t->types & TYPEBIT(CREATURE))
      t->damage = (int16_t)(t->damage + amount); /* 120.3e */
    t->repl |= REPL_DAMAGED; /* "if it was dealt damage this turn" (tlacards) */
    g->sba_dirty = 1;
    if (src->keywords & KWBIT(DEATHTOUCH))
      t->flags |= OBJ_DEATHTOUCHED;
  }
  if (src->keywords & KWBIT(LIFELINK)) /* 702.15b */
    game_gain_life(g, src->controller, amount);
}

void cmb_end(mtg_game *g)
{
  lay_touch(g, PACK_READS_ATTACKING);
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    ob->flags &= (uint8_t)~(OBJ_ATTACKING | OBJ_BLOCKING | OBJ_BLOCKED | OBJ_FIRST_STRUCK);
    ob->blocking = NONE;
  }
}
