/* eclcost.c: Lorwyn Eclipsed's activation costs (601.2h, 602.2b) -- "Blight N", "Remove a counter from this creature",
   "Tap another untapped creature you control", "Pay N life": whether they can be paid, and paying them (decisions
   blight, remove_counter and tap_cost while the ability is activated, after its targets and mana). */
#include "game.h"

/* can player p tap a creature for the cost of ability a of permanent o? ("another": not o; with {T}, o taps itself;
   crew: only a creature with power above 0 adds to the total, 702.122a) */
static int tappable(const mtg_game *g, const pack_ability *a, int p, int o, int c)
{
  const obj *ob = &g->objs[c];
  return ob->controller == p && (ob->types & TYPEBIT(CREATURE)) && !(ob->flags & OBJ_TAPPED) &&
         (!(a->act & ACTR_TAP_SUB) || obj_has_subtype(g, c, a->trig_arg - 1)) && /* "untapped Elves" (eclcards 10) */
         !(c == o && (a->tap_n & PACK_TAP_ANOTHER || a->cost & PACK_COST_TAP)) &&
         !((a->tap_n & PACK_TAP_POWER) && ob->power <= 0);
}

/* what tapping creature c adds toward the cost "Tap N ...": 1, or for crew its power (702.122a) */
static int tap_worth(const mtg_game *g, const pack_ability *a, int c)
{
  return (a->tap_n & PACK_TAP_POWER) ? g->objs[c].power : 1;
}

static int counters_on(const obj *ob)
{
  int n = 0;
  for (int k = 0; k < CTR__COUNT; k++)
    n += obj_counter(ob, k);
  return n;
}

/* 602.2b, 601.2h: can p pay the ECL costs of ability a of permanent o now? (118.3: not without enough counters,
   creatures or life; 119.4: life only with that much) */
int eclcost_payable(const mtg_game *g, const pack_ability *a, int p, int o)
{
  if (a->life && g->players[p].life < a->life)
    return 0;
  if (a->remove && ((a->act & ACTR_REMOVE_KIND) ? obj_counter(&g->objs[o], a->mana) : counters_on(&g->objs[o])) < a->remove)
    return 0; /* fdncards 10: "Remove three incubation counters" -- of that kind */
  int creatures = 0, untapped = 0;
  for (int i = 0; i < g->nbf; i++) {
    int c = g->bf[i];
    creatures += g->objs[c].controller == p && (g->objs[c].types & TYPEBIT(CREATURE));
    untapped += tappable(g, a, p, o, c) ? tap_worth(g, a, c) : 0;
  }
  if (a->blight && !creatures)
    return 0; /* blight: all the counters on one creature you control, which needn't survive them */
  return untapped >= (a->tap_n & PACK_TAP_COUNT);
}

/* the ECL costs of the activation on top of the stack start to be paid: life at once, the rest left in g->cost_left */
void eclcost_begin(mtg_game *g, const pack_ability *a)
{
  const stack_item *si = &g->stack[g->nstack - 1];
  if (a->life)
    game_lose_life(g, si->controller, a->life); /* 119.4: paying life is losing it */
  g->cost_left |= (uint8_t)((a->remove ? COSTL_REMOVE : 0) | (a->blight ? COSTL_BLIGHT : 0) |
                            (a->tap_n ? COSTL_TAP : 0));
  g->cost_count = 0;
}

/* the kinds of counters on o, and the last of them */
static int counter_kinds(const obj *ob, int *last)
{
  int n = 0;
  for (int k = 0; k < CTR__COUNT; k++)
    if (obj_counter(ob, k))
      n++, *last = k;
  return n;
}

void ecl_remove_one(mtg_game *g, int o, int kind)
{
  obj *ob = &g->objs[o];
  int left = obj_counter(ob, kind) - 1;
  obj_set_counter(ob, kind, left);
  if (left <= 0)
    lay_counters_gone(g, o, kind); /* 611.2b */
  g->dirty = 1;
  g->sba_dirty = 1;
}

/* the ability whose ECL costs are paid: an activated ability (a mode's: act_cost), or a spell's additional cost */
static const pack_ability *paying(const mtg_game *g, const stack_item *si)
{
  int d = si->kind == SI_SPELL ? costmod_addl_ability(g, game_card(g, si->obj)) : (int)NONE;
  return d != (int)NONE ? &g->pack->abils[d] : act_cost(g, si->ability);
}

/* a permanent player p controls, or a card in p's hand other than the spell `self`, that p may behold for cost a */
static int beholdable(const mtg_game *g, const pack_ability *a, int p, int o, int self)
{
  const obj *ob = &g->objs[o];
  int mine = ob->zone == ZONE_BATTLEFIELD ? ob->controller == p : ob->zone == ZONE_HAND && ob->owner == p && o != self;
  return mine && obj_has_subtype(g, o, a->trig_arg - 1);
}

/* 601.2b: can player p blight or behold for spell self's additional cost a? (blight: a creature of theirs; behold: a
   permanent of theirs or a card in their hand of the type, "To behold a Kithkin, choose a Kithkin you control or reveal
   a Kithkin card from your hand.") */
int eclcost_addl_payable(const mtg_game *g, const pack_ability *a, int p, int self)
{
  if (a->mana == PACK_ADDL_SAC) /* tlacards 14: "pay {4} or sacrifice an artifact or creature" (costs.c) */
    return cost_payable(g, p, PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE);
  for (int i = 0; i < g->nbf; i++)
    if (a->blight ? g->objs[g->bf[i]].controller == p && (g->objs[g->bf[i]].types & TYPEBIT(CREATURE))
                  : beholdable(g, a, p, g->bf[i], self))
      return 1;
  for (int i = 0; !a->blight && i < g->players[p].n[ZONE_HAND]; i++)
    if (beholdable(g, a, p, g->players[p].hand[i], self))
      return 1;
  return 0;
}

int eclcost_addl_bits(const pack_ability *a)
{
  return a->mana == PACK_ADDL_SAC ? PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE /* sacrificed as costs.c pays */
         : a->blight ? COSTL_BLIGHT : COSTL_BEHOLD;
}

/* pays the next ECL cost left; 1: a decision waits (its mode set), 0: none is left */
int eclcost_next(mtg_game *g)
{
  const stack_item *si = &g->stack[g->nstack - 1];
  const pack_ability *a = paying(g, si);
  int p = si->controller, kind = 0;
  while (g->cost_left & COSTL_REMOVE) { /* 122.1: one at a time; a choice only among several kinds */
    if ((a->act & ACTR_REMOVE_KIND) && g->cost_count < a->remove && obj_counter(&g->objs[si->obj], a->mana) > 0) {
      ecl_remove_one(g, si->obj, a->mana); /* fdncards 10: of the kind the cost names, no choice */
      g->cost_count++;
    } else if (g->cost_count >= a->remove || (a->act & ACTR_REMOVE_KIND) || counter_kinds(&g->objs[si->obj], &kind) == 0) {
      g->cost_left &= (uint8_t)~COSTL_REMOVE;
      g->cost_count = 0;
    } else if (counter_kinds(&g->objs[si->obj], &kind) > 1) {
      g->mode = MODE_COST_REMOVE;
      return 1;
    } else {
      ecl_remove_one(g, si->obj, kind);
      g->cost_count++;
    }
  }
  if (g->cost_left & COSTL_BLIGHT) {
    g->cost_left &= (uint8_t)~COSTL_BLIGHT;
    if (blight_begin(g, PLAYER_REF(p), a->blight) == 1) { /* eclcost_payable: they control a creature */
      g->mode = MODE_COST_BLIGHT;
      return 1;
    }
  }
  if (g->cost_left & COSTL_BEHOLD) { /* eclcost_addl_payable said there is one */
    g->mode = MODE_COST_BEHOLD;
    return 1;
  }
  if (g->cost_left & COSTL_TAP) {
    if (g->cost_count < (a->tap_n & PACK_TAP_COUNT)) {
      g->mode = MODE_COST_TAP;
      return 1;
    }
    g->cost_left &= (uint8_t)~COSTL_TAP;
    g->cost_count = 0;
  }
  return 0;
}

void eclcost_options(mtg_game *g)
{
  const stack_item *si = &g->stack[g->nstack - 1];
  const pack_ability *a = paying(g, si);
  if (g->mode == MODE_COST_BLIGHT) {
    blight_options(g);
    return;
  }
  if (g->mode == MODE_COST_BEHOLD) { /* a permanent (value 0) or a card revealed from the hand (value 1) */
    const player *pl = &g->players[si->controller];
    dec_reset(g, MTG_DEC_BEHOLD, si->controller);
    for (int i = 0; i < g->nbf; i++)
      if (beholdable(g, a, si->controller, g->bf[i], si->obj))
        dec_add(g, MTG_OPT_BEHOLD, g->bf[i], NONE, 0);
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      if (beholdable(g, a, si->controller, pl->hand[i], si->obj))
        dec_add(g, MTG_OPT_BEHOLD, pl->hand[i], NONE, 1);
    return;
  }
  if (g->mode == MODE_COST_REMOVE) {
    dec_reset(g, MTG_DEC_REMOVE_COUNTER, si->controller);
    for (int k = 0; k < CTR__COUNT; k++)
      if (obj_counter(&g->objs[si->obj], k))
        dec_add(g, MTG_OPT_REMOVE_COUNTER, si->obj, NONE, k);
    return;
  }
  dec_reset(g, MTG_DEC_TAP_COST, si->controller);
  for (int i = 0; i < g->nbf; i++)
    if (tappable(g, a, si->controller, si->obj, g->bf[i]))
      dec_add(g, MTG_OPT_TAP, g->bf[i], NONE, 0);
}

void eclcost_apply(mtg_game *g, const mtg_option *op)
{
  if (g->mode == MODE_COST_BLIGHT) { /* blighting as a cost is blighting */
    ev_push(g, EV_BLIGHT, g->edict_player, op->source, NONE, g->edict_type);
    obj_add_counters(g, op->source, CTR_MINUS1, g->edict_type);
  } else if (g->mode == MODE_COST_BEHOLD) { /* choosing one changes nothing; a card from the hand is revealed (701.16a) */
    const stack_item *si = &g->stack[g->nstack - 1];
    g->cost_left &= (uint8_t)~COSTL_BEHOLD;
    ev_push(g, op->value ? EV_REVEAL : EV_BEHOLD, si->controller, op->source, NONE, 0);
    if (paying(g, si)->mana & PACK_ADDL_EXILE) { /* eclcards: "behold a Kithkin and exile it" (601.2h, 607.2a) */
      ev_push(g, EV_EXILED, si->controller, op->source, NONE, 0);
      zone_move(g, op->source, ZONE_EXILE);
      exl_link(g, op->source, si->obj);
    }
  } else if (g->mode == MODE_COST_REMOVE) {
    ecl_remove_one(g, op->source, op->value);
    g->cost_count++;
  } else {
    const pack_ability *a = paying(g, &g->stack[g->nstack - 1]);
    int worth = tap_worth(g, a, op->source); /* its power as it is tapped (crew, 702.122a) */
    trig_tap(g, op->source); /* 701.26a: it becomes tapped */
    g->cost_count = (uint8_t)(g->cost_count + worth > 255 ? 255 : g->cost_count + worth);
  }
  cost_pay(g);
}
