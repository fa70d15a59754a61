/* costmod.c: a spell's total cost (601.2f) -- its mana cost with X and the kicker cost, plus the cost increases and less the reductions in force (g->cost_mods) -- and whether some choice of its remaining targets lets its caster pay it. */
#include "game.h"

/* the card's kicker ability (702.33), or NONE */
int costmod_kicker_ability(const mtg_game *g, const pack_card *c)
{
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_KICKER)
      return c->abil_first + i;
  return (int)NONE;
}

/* the card's first ability of kind `kind` (ABIL_*), or NONE -- the pack's bits of its kinds checked first (cheap) */
static int kind_ability(const mtg_game *g, const pack_card *c, int kind)
{
  if (!(g->pack->abil_kinds[c - g->pack->cards] & BIT(kind)))
    return (int)NONE;
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == kind)
      return c->abil_first + i;
  return (int)NONE;
}

/* the card's additional cost that blights or beholds (ECL, 601.2b), or NONE */
int costmod_addl_ability(const mtg_game *g, const pack_card *c) { return kind_ability(g, c, ABIL_ADDL_COST); }

/* the card's alternative cost (118.9: "exile a blue card from your hand rather than pay this spell's mana cost"), or
   NONE */
int costmod_alt_ability(const mtg_game *g, const pack_card *c) { return kind_ability(g, c, ABIL_ALT_COST); }

/* is card h of player p's hand one the alternative cost of spell card c may exile (a card of its color; not c)? */
int costmod_alt_exilable(const mtg_game *g, const pack_card *c, int h, int o)
{
  int a = costmod_alt_ability(g, c);
  return a != (int)NONE && h != o && (g->objs[h].colors & BIT(g->pack->abils[a].mana));
}

/* may player p cast card o for its own alternative cost now? "If it's not your turn" and a card to exile; evoke */
int costmod_alt_own(const mtg_game *g, int p, int o)
{
  const pack_card *c = game_card(g, o);
  if (evoke_ability(g, c))
    return 1; /* 702.74a: evoke any time the card may be cast (its cost checked with the others) */
  if (costmod_alt_ability(g, c) == (int)NONE || g->active == p)
    return 0;
  for (int i = 0; i < g->players[p].n[ZONE_HAND]; i++)
    if (costmod_alt_exilable(g, c, g->players[p].hand[i], o))
      return 1;
  return 0;
}

/* ... or for one a static ability in force gives it (tdmcards 20: costmod_free)? -- 118.9: either, not both */
int costmod_alt_possible(const mtg_game *g, int p, int o) { return costmod_alt_own(g, p, o) || costmod_free(g, p, o); }

/* the hybrid symbols the caster pays: none when the mana cost isn't paid (118.9) */
const uint8_t *costmod_hybrid(const mtg_game *g, int o, int kicked)
{
  static const uint8_t none[PACK_MAX_HYBRID] = {0};
  const pack_ability *ev = evoke_paid(g, game_card(g, o), kicked);
  if (ev)
    return ev->hybrid; /* 702.74a: the evoke cost's hybrid symbols ({R/W}{R/W}) */
  return kicked == KICK_ALT || kicked == KICK_ALT_PAID || KICK_IS_FREE(kicked) || kicked == KICK_AIRBEND || IS_HARM(kicked)
         ? none : game_card(g, o)->hybrid;
}

static int targets_has(const uint16_t *t, int n, int o)
{
  for (int i = 0; i < n; i++)
    if (t[i] == o)
      return 1;
  return 0;
}

/* does cost change m apply to spell o that player p casts with these targets? An ability that changes the cost of
   spells that target its source counts once, however many of the targets are it */
static int applies(const mtg_game *g, const cost_mod *m, int p, int o, const uint16_t *t, int nt)
{
  const obj *ob = &g->objs[o];
  if (m->player != p || (m->types && !(m->targets_source & COSTMOD_NOT_TYPES) && !(ob->types & m->types)))
    return 0;
  if ((m->targets_source & COSTMOD_NOT_TYPES) && (ob->types & m->types))
    return 0; /* tlacards 15: "Noncreature spells you cast" -- the spell as it is being cast (601.2f) */
  if (m->subtype != COST_ANY_SUBTYPE && !obj_has_subtype(g, o, m->subtype))
    return 0;
  if ((m->targets_source & COSTMOD_SECOND) && g->players[p].spells_cast != 1)
    return 0; /* "The second spell you cast each turn" (tdmcards): one spell cast before it this turn (601.2i counts it
                 once it is cast) */
  return !(m->targets_source & COSTMOD_TARGETS) || targets_has(t, nt, m->source);
}

/* does a static ability in force give spell o, cast by p, what `flag` (COSTMOD_CONVOKE, COSTMOD_FREE) says? */
static int flagged(const mtg_game *g, int p, int o, int flag)
{
  for (int i = 0; i < g->ncost_mods; i++)
    if ((g->cost_mods[i].targets_source & flag) && applies(g, &g->cost_mods[i], p, o, NULL, 0))
      return 1;
  return 0;
}

/* eclcards 10: does spell o, cast by p, have convoke ("Creature spells you cast have convoke.", 702.51a)? */
int costmod_convoke(const mtg_game *g, int p, int o) { return flagged(g, p, o, COSTMOD_CONVOKE); }

/* tdmcards 20: may p cast spell o without paying its mana cost ("You may cast Dragon spells without paying their mana
   costs.": an alternative cost, 118.9)? */
int costmod_free(const mtg_game *g, int p, int o) { return flagged(g, p, o, COSTMOD_FREE); }

/* fdncards: "for each instant and sorcery card in your graveyard": player p's such cards now */
static int instsorc_gy(const mtg_game *g, int p)
{
  int n = 0;
  const player *pl = &g->players[p];
  for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++)
    n += (g->objs[pl->graveyard[i]].types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY))) != 0;
  return n;
}

/* does target t make spell o's own cost change a (601.2f)? tdmcards: "This spell costs {2} more to cast if it targets a
   Dragon." (a subtype); tlacards: "This spell costs {1} less to cast if it targets a creature with flying." (a keyword) */
static int self_target_fits(const mtg_game *g, const pack_ability *a, uint16_t t)
{
  if (t >= MAX_OBJECTS)
    return 0;
  if (a->mana == SELFCOST_MORE_TARGETS_SUB)
    return obj_has_subtype(g, t, a->trig_arg - 1);
  if (a->mana == SELFCOST_LESS_TARGETS_TAPPED) /* fdncards 8: Luminous Rebuke -- tapped as it is targeted (601.2f) */
    return obj_is(g, t, TYPE_CREATURE) && (g->objs[t].flags & OBJ_TAPPED);
  return a->mana == SELFCOST_LESS_TARGETS_KW && obj_is(g, t, TYPE_CREATURE) && obj_has(g, t, a->trig_arg - 1);
}

/* is t a target that changes spell o's own cost? */
static int self_more_target(const mtg_game *g, int o, uint16_t t)
{
  const pack_card *c = game_card(g, o);
  if (t >= MAX_OBJECTS || !(g->pack->abil_kinds[c - g->pack->cards] & BIT(ABIL_SELF_COST)))
    return 0;
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_SELF_COST && self_target_fits(g, &g->pack->abils[c->abil_first + i], t))
      return 1;
  return 0;
}

/* "This spell costs {N} less to cast ..." (601.2f): the reduction spell o's own abilities give as player p casts it
   with targets t (an increase of its own is a negative reduction) */
/* is a creature attacking player p (506.3: the player, not a planeswalker of theirs)? */
static int attacking_player(const mtg_game *g, int p)
{
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if ((ob->flags & OBJ_ATTACKING) && ob->attack_player == p && ob->attack_pw == NONE)
      return 1;
  }
  return 0;
}

static int self_less(const mtg_game *g, int p, int o, const uint16_t *t, int nt)
{
  const pack_card *c = game_card(g, o);
  if (!(g->pack->abil_kinds[c - g->pack->cards] & BIT(ABIL_SELF_COST)))
    return 0;
  int less = 0;
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind != ABIL_SELF_COST)
      continue;
    int n = 0;
    if (a->mana == SELFCOST_WATERBEND) { /* tlacards 13: an additional cost, part of the total cost (601.2f) */
      less -= a->generic;
      continue;
    }
    if (a->mana == SELFCOST_PER_INSTSORC_GY) { /* fdncards */
      less += a->generic * instsorc_gy(g, p);
      continue;
    }
    if (a->mana == SELFCOST_MORE_TARGETS_SUB || a->mana == SELFCOST_LESS_TARGETS_KW ||
        a->mana == SELFCOST_LESS_TARGETS_TAPPED) { /* once, however many of its
                                                                                          targets are Dragons (fliers) */
      int hit = 0;
      for (int k = 0; k < nt; k++)
        hit |= self_target_fits(g, a, t[k]);
      less += !hit ? 0 : a->mana == SELFCOST_MORE_TARGETS_SUB ? -a->generic : a->generic;
      continue;
    }
    if (a->mana == SELFCOST_AFFINITY_CREATURES) /* tdmcards: 702.41a */
      n = bf_count(g, p, NONE, TYPEBIT(CREATURE), NONE, BF_ANY_POWER);
    else if (a->mana == SELFCOST_AFFINITY_SUB) /* fdncards 8: "Affinity for Cats" (702.41a; 205.3m: changelings too) */
      n = bf_count(g, p, NONE, 0, a->trig_arg - 1, BF_ANY_POWER);
    else if (a->mana == SELFCOST_PER_ATTACKING)
      n = bf_attacking(g);
    else if (a->mana == SELFCOST_PER_POWER4)
      n = bf_count(g, p, NONE, TYPEBIT(CREATURE), NONE, 4);
    else if (a->mana == SELFCOST_ANOTHER_SPELL) /* the spells cast this turn before it: it is counted once cast (601.2i) */
      n = g->players[p].spells_cast > 0;
    else if (a->mana == SELFCOST_PER_COLOR) /* Vivid (ECL): the colors among permanents they control (105.1) */
      n = vm_colors_among(g, p);
    else if (a->mana == SELFCOST_GAINED_LIFE) /* fdncards 11b: Sanguine Indulgence */
      n = g->life_gained[p] >= a->trig_arg;
    else if (a->mana == SELFCOST_ATTACKING_YOU) /* eclcards 9: Swat Away */
      n = attacking_player(g, p);
    else if (a->mana == SELFCOST_GREATEST_MV_SUB) /* eclcards 10: Sunderflock */
      n = ecl_greatest_mv_sub(g, p, a->trig_arg - 1);
    else if (a->mana == SELFCOST_CONTROL_SUB) /* "if you control a Kithkin" (ECL) */
      n = bf_count(g, p, NONE, 0, a->trig_arg - 1, BF_ANY_POWER) > 0;
    less += a->generic * n;
  }
  return less;
}

/* 601.2f: the generic mana of the total cost once the increases are added and the reductions taken off it: a
   reduction of generic mana takes none of the colored symbols, and the total is never less than {0} */
int costmod_modified(const mtg_game *g, int p, int o, const uint16_t *t, int nt, int generic)
{
  int more = 0, less = 0;
  for (int i = 0; i < g->ncost_mods; i++) {
    const cost_mod *m = &g->cost_mods[i];
    if (!applies(g, m, p, o, t, nt))
      continue;
    if (m->amount > 0)
      more += m->amount;
    else
      less -= m->amount;
  }
  generic += more - less - self_less(g, p, o, t, nt);
  return generic < 0 ? 0 : generic;
}

/* 601.2f: spell o's total cost as player p casts it with X = x, its kicker cost paid when kicked is 1 (an additional cost's
   mana instead of blighting or beholding when it is 0), and targets
   t: the generic part is returned, the colored symbols go into sym (its hybrid symbols are the card's) */
int costmod_total(const mtg_game *g, int p, int o, int x, int kicked, const uint16_t *t, int nt, uint8_t sym[MANA__COUNT])
{
  const pack_card *c = game_card(g, o);
  if (IS_HARM(kicked) || kicked == HARM_UNCHOSEN) { /* 702.180a: the harmonize cost less the tapped creature's power */
    const pack_ability *h = &g->pack->abils[harm_ability(g, c)];
    for (int m = 0; m < MANA__COUNT; m++)
      sym[m] = h->mana_cost[m];
    int less = IS_HARM(kicked) ? kicked & KICK_HARM_MAX : 0; /* generic mana only (601.2f; the reduction is taken off
                                                                 with the others, the total never below {0}) */
    return costmod_modified(g, p, o, t, nt, h->generic + x * h->x - less);
  }
  const pack_ability *ev = evoke_paid(g, c, kicked);
  if (ev) { /* 702.74a: the evoke cost rather than its mana cost (118.9), then the increases and reductions (601.2f) */
    for (int m = 0; m < MANA__COUNT; m++)
      sym[m] = ev->mana_cost[m];
    return costmod_modified(g, p, o, t, nt, ev->generic);
  }
  int k = kicked == 1 ? costmod_kicker_ability(g, c) : (int)NONE;
  const pack_ability *a = k != (int)NONE ? &g->pack->abils[k] : NULL;
  int alt = kicked == KICK_ALT || kicked == KICK_ALT_PAID || KICK_IS_FREE(kicked) || kicked == KICK_AIRBEND; /* 118.9,
                                                        702.62a: no mana cost; increases still apply (601.2f) */
  int air = kicked == KICK_AIRBEND ? 2 : 0; /* 701.65a: {2} rather than its mana cost */
  int d = kicked == 0 ? costmod_addl_ability(g, c) : (int)NONE; /* "blight 2 or pay {1}": not blighted, {1} more */
  int instead = d != (int)NONE ? g->pack->abils[d].generic : 0;
  for (int m = 0; m < MANA__COUNT; m++)
    sym[m] = (uint8_t)(alt ? 0 : c->cost[m] + (a ? a->mana_cost[m] : 0));
  return costmod_modified(g, p, o, t, nt, alt ? air : c->generic + x * c->x + (a ? a->generic : 0) + instead);
}

/* a cost change whose amount depends on the targets: one for spells that target its source, or spell o's own "if it
   targets a Dragon" */
static int target_dependent(const mtg_game *g, int p, int o)
{
  const pack_card *c = game_card(g, o);
  if (g->pack->abil_kinds[c - g->pack->cards] & BIT(ABIL_SELF_COST))
    for (int i = 0; i < c->abil_count; i++)
      if (g->pack->abils[c->abil_first + i].kind == ABIL_SELF_COST &&
          (g->pack->abils[c->abil_first + i].mana == SELFCOST_MORE_TARGETS_SUB ||
           g->pack->abils[c->abil_first + i].mana == SELFCOST_LESS_TARGETS_KW ||
           g->pack->abils[c->abil_first + i].mana == SELFCOST_LESS_TARGETS_TAPPED)) /* fdncards 8 */
        return 1;
  for (int i = 0; i < g->ncost_mods; i++)
    if ((g->cost_mods[i].targets_source & COSTMOD_TARGETS) && g->cost_mods[i].player == p)
      return 1;
  return 0;
}

static int is_target_source(const mtg_game *g, int p, int o, uint16_t t)
{
  if (self_more_target(g, o, t))
    return 1;
  for (int i = 0; i < g->ncost_mods; i++)
    if ((g->cost_mods[i].targets_source & COSTMOD_TARGETS) && g->cost_mods[i].player == p && g->cost_mods[i].source == t)
      return 1;
  return 0;
}

typedef struct cost_search {
  const mtg_game *g;
  const pack_ability *a;   /* the ability that gives the spell its targets */
  const mana_sources *s;
  int p, o, x, kicked;
  uint16_t t[PACK_MAX_TARGETS];
} cost_search;

/* can targets i.. be chosen so that the total cost can be paid? Only which sources of target-dependent cost changes
   are targeted changes the cost, so one target of each other kind stands for them all */
static int completes(cost_search *q, int i)
{
  if (i == q->a->ntargets) {
    uint8_t sym[MANA__COUNT];
    int generic = costmod_total(q->g, q->p, q->o, q->x, q->kicked, q->t, i, sym);
    return mana_can_pay_hybrid(q->s, generic, sym, costmod_hybrid(q->g, q->o, q->kicked));
  }
  uint16_t cand[MAX_TARGET_CANDIDATES];
  int n = cast_targets(q->g, q->a->target[i], q->p, q->o, cand), plain = (q->a->upto >> i) & 1;
  if (plain) { /* "up to one": no target */
    q->t[i] = NONE;
    if (completes(q, i + 1))
      return 1;
  }
  for (int k = 0; k < n; k++) {
    int src = is_target_source(q->g, q->p, q->o, cand[k]);
    if (!src && plain)
      continue; /* one target that changes nothing was tried */
    plain |= !src;
    q->t[i] = cand[k];
    if (completes(q, i + 1))
      return 1;
  }
  return 0;
}

/* 601.2c-h: can player p finish casting spell o -- ability a gives it its targets (NONE: none), targets t[0..nt) are
   chosen, X is x and the kicker choice is kicked -- choosing the rest of its targets so that its total cost can be
   paid from sources s? (with no target-dependent cost change, its targets don't change what it costs) */
int costmod_payable(const mtg_game *g, int p, int o, int a, const uint16_t *t, int nt, int x, int kicked,
                 const mana_sources *s)
{
  const pack_ability *ab = a != (int)NONE ? &g->pack->abils[a] : NULL;
  if (!ab || ab->ntargets == nt || !target_dependent(g, p, o)) {
    uint8_t sym[MANA__COUNT];
    int generic = costmod_total(g, p, o, x, kicked, t, nt, sym);
    return mana_can_pay_hybrid(s, generic, sym, costmod_hybrid(g, o, kicked));
  }
  cost_search q = {g, ab, s, p, o, x, kicked, {0}};
  for (int i = 0; i < nt; i++)
    q.t[i] = t[i];
  return completes(&q, nt);
}
