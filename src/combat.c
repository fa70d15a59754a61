/* combat.c: declaring attackers and blockers and dealing combat damage (rules 506-511). */
#include "game.h"

#define MAX_ASSIGN (2 * MAX_BF)

static int is_creature(const mtg_game *g, int o) { return obj_is(g, o, TYPE_CREATURE); }

/* 508.1a: an untapped creature the active player controls, without defender, not summoning sick */
static int can_attack(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->controller == g->active && is_creature(g, o) && !(ob->flags & (OBJ_TAPPED | OBJ_ATTACKING)) &&
         !obj_has(g, o, KW_DEFENDER) && (!(ob->flags & OBJ_SICK) || obj_has(g, o, KW_HASTE));
}

int cmb_can_attack_any(const mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++)
    if (can_attack(g, g->bf[i]))
      return 1;
  return 0;
}

void cmb_attack_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_ATTACKERS, g->active);
  dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
  for (int i = 0; i < g->nbf; i++)
    if (can_attack(g, g->bf[i]))
      dec_add(g, MTG_OPT_ATTACK, g->bf[i], PLAYER_REF(g->active ^ 1), 0);
}

int cmb_attack_apply(mtg_game *g, const mtg_option *op)
{
  if (op->kind == MTG_OPT_DONE) {
    prio_give(g, g->active); /* 508.2 */
    return 0;
  }
  obj *ob = &g->objs[op->source];
  ob->flags |= OBJ_ATTACKING;
  ob->attack_player = (uint8_t)REF_PLAYER(op->target);
  if (!obj_has(g, op->source, KW_VIGILANCE))
    ob->flags |= OBJ_TAPPED; /* 508.1f */
  ev_push(g, EV_ATTACK, g->active, op->source, op->target, 0);
  return 0;
}

static int blockers_of(const mtg_game *g, int a, uint16_t *out)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *b = &g->objs[g->bf[i]];
    if ((b->flags & OBJ_BLOCKING) && b->blocking == a)
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

/* 509.1a-b: an untapped creature of the defending player may block an attacker it is able to block */
static int can_block(const mtg_game *g, int b, int a)
{
  const obj *ob = &g->objs[b];
  if (ob->controller == g->active || !is_creature(g, b) || (ob->flags & (OBJ_TAPPED | OBJ_BLOCKING)))
    return 0;
  if (obj_has(g, a, KW_FLYING) && !obj_has(g, b, KW_FLYING) && !obj_has(g, b, KW_REACH))
    return 0; /* 702.9b, 702.17b */
  return 1;
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

void cmb_block_options(mtg_game *g)
{
  int pending = half_blocked_menace(g);
  dec_reset(g, MTG_DEC_BLOCKERS, g->active ^ 1);
  if (pending < 0)
    dec_add(g, MTG_OPT_DONE, NONE, NONE, 0);
  for (int i = 0; i < g->nbf; i++) {
    int a = g->bf[i];
    if (!(g->objs[a].flags & OBJ_ATTACKING) || (pending >= 0 && a != pending))
      continue;
    uint16_t tmp[MAX_BF];
    if (obj_has(g, a, KW_MENACE) && blockers_of(g, a, tmp) == 0 && free_blockers_for(g, a) < 2)
      continue; /* it could never get the second blocker menace asks for */
    for (int j = 0; j < g->nbf; j++)
      if (can_block(g, g->bf[j], a))
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
  b->block_order = (uint16_t)blockers_of(g, op->target, tmp);
  b->flags |= OBJ_BLOCKING;
  b->blocking = op->target;
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

typedef struct assign {
  uint16_t source, target;
  int16_t amount;
} assign;

/* 510.1c-d: the attacker's damage -- lethal to each blocker in order, the rest to the last blocker or, with
   trample, to the player (702.19b); 1 is lethal from a deathtouch source (702.2c) */
static int assign_attacker(const mtg_game *g, int a, assign *out)
{
  const obj *ob = &g->objs[a];
  int power = ob->power, n = 0;
  uint16_t player = PLAYER_REF(ob->attack_player);
  if (power <= 0)
    return 0;
  if (!(ob->flags & OBJ_BLOCKED)) {
    out[0] = (assign){(uint16_t)a, player, (int16_t)power};
    return 1;
  }
  uint16_t bl[MAX_BF];
  int nb = blockers_of(g, a, bl);
  int trample = obj_has(g, a, KW_TRAMPLE);
  if (nb == 0) { /* 509.1h: blocked, but its blockers are gone: no damage unless trample (702.19e) */
    if (trample)
      out[n++] = (assign){(uint16_t)a, player, (int16_t)power};
    return n;
  }
  for (int i = 0; i < nb && power > 0; i++) {
    const obj *b = &g->objs[bl[i]];
    int lethal = obj_has(g, a, KW_DEATHTOUCH) ? 1 : b->toughness - b->damage;
    int amt = lethal < 1 ? 0 : (lethal < power ? lethal : power);
    if (i == nb - 1 && !trample)
      amt = power;
    if (amt > 0)
      out[n++] = (assign){(uint16_t)a, bl[i], (int16_t)amt};
    power -= amt;
  }
  if (power > 0)
    out[n++] = trample ? (assign){(uint16_t)a, player, (int16_t)power}
                       : (assign){(uint16_t)a, bl[nb - 1], (int16_t)power};
  return n;
}

void cmb_damage(mtg_game *g, int fs_step)
{
  assign as[MAX_ASSIGN];
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    const obj *ob = &g->objs[o];
    if (!(ob->flags & (OBJ_ATTACKING | OBJ_BLOCKING)) || !deals_now(g, o, fs_step))
      continue;
    if (ob->flags & OBJ_ATTACKING)
      n += assign_attacker(g, o, as + n);
    else if (ob->power > 0 && (g->objs[ob->blocking].flags & OBJ_ATTACKING) &&
             g->objs[ob->blocking].zone == ZONE_BATTLEFIELD)
      as[n++] = (assign){(uint16_t)o, ob->blocking, ob->power}; /* 510.1d */
  }
  for (int i = 0; i < n; i++) { /* 510.2: all combat damage is dealt simultaneously */
    cmb_deal_damage(g, as[i].source, as[i].target, as[i].amount);
    if (fs_step)
      g->objs[as[i].source].flags |= OBJ_FIRST_STRUCK;
  }
  if (fs_step) /* a first striker that dealt no damage (0 power) still dealt its damage in this step */
    for (int i = 0; i < g->nbf; i++)
      if ((g->objs[g->bf[i]].flags & (OBJ_ATTACKING | OBJ_BLOCKING)) && strikes_first(g, g->bf[i]))
        g->objs[g->bf[i]].flags |= OBJ_FIRST_STRUCK;
}

/* 120.3: the results of damage -- life loss, marked damage, deathtouch, lifelink */
void cmb_deal_damage(mtg_game *g, int source, uint16_t target, int amount)
{
  if (amount <= 0 || target == NONE)
    return;
  const obj *src = &g->objs[source];
  ev_push(g, EV_DAMAGE, src->controller, source, target, amount);
  if (IS_PLAYER_REF(target)) {
    game_lose_life(g, REF_PLAYER(target), amount); /* 120.3a */
  } else {
    obj *t = &g->objs[target];
    if (t->zone != ZONE_BATTLEFIELD)
      return;
    t->damage = (int16_t)(t->damage + amount); /* 120.3e */
    if (src->keywords & KWBIT(DEATHTOUCH))
      t->flags |= OBJ_DEATHTOUCHED;
  }
  if (src->keywords & KWBIT(LIFELINK)) /* 702.15b */
    game_gain_life(g, src->controller, amount);
}

void cmb_end(mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    ob->flags &= (uint8_t)~(OBJ_ATTACKING | OBJ_BLOCKING | OBJ_BLOCKED | OBJ_FIRST_STRUCK);
    ob->blocking = NONE;
  }
}
