/* kwtrig.c: keyword abilities that are triggered abilities -- prowess (702.108), ward (702.21), exalted (702.83) and persist (702.79): queued like a card's trigger (its kw names the keyword), carried out here when they resolve. */
#include "game.h"

static void add(mtg_game *g, int o, int kw, int controller, uint16_t about)
{
  if (g->ntrig < MAX_TRIGGERS)
    g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, NONE, (uint8_t)controller, (uint8_t)(1 + kw), about,
                                            kw == KW_EXALTED ? g->objs[about].zcc : 0, 0};
}

/* 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." -- a creature
   attacks alone if it is the only creature declared as an attacker (506.5); 702.83b: each instance of exalted on each
   permanent its controller controls triggers */
void kwt_attacks_alone(mtg_game *g)
{
  int alone = NONE, n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].flags & OBJ_ATTACKING)
      alone = g->bf[i], n++;
  if (n != 1)
    return;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    for (int k = 0; ob->controller == g->active && k < ob->exalted; k++)
      add(g, g->bf[i], KW_EXALTED, g->active, (uint16_t)alone);
  }
  for (int i = 0; (trig_bf_events(g) & trig_bit(TRIG_ATTACKS_ALONE)) && i < g->nbf; i++) /* eclcards: Thoughtweft Imbuer */
    if (g->objs[g->bf[i]].controller == g->active)
      trig_check_about(g, g->bf[i], TRIG_ATTACKS_ALONE, g->active, (uint16_t)alone);
}

/* 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." (603.2, 601.2i) */
void kwt_check(mtg_game *g, int o, int event, int controller)
{
  if (event != TRIG_CAST_NONCREATURE)
    return;
  if (g->dirty)
    lay_apply(g); /* the keywords continuous effects give it now */
  if (obj_has(g, o, KW_PROWESS))
    add(g, o, KW_PROWESS, controller, 0);
}

/* 702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent controls, counter it
   unless that player pays [cost]." -- once for each permanent it targets, however many of its targets name it */
void kwt_targeted(mtg_game *g, const stack_item *si)
{
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < si->ntargets; i++) {
    uint16_t t = si->target[i];
    if (t == NONE || IS_PLAYER_REF(t) || g->objs[t].zone != ZONE_BATTLEFIELD || !obj_has(g, t, KW_WARD) ||
        g->objs[t].controller == si->controller)
      continue;
    int again = 0;
    for (int j = 0; j < i; j++)
      again |= si->target[j] == t;
    if (!again)
      add(g, t, KW_WARD, g->objs[t].controller, si->id);
  }
}

/* 702.79a: persist -- "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on
   it, return it to the battlefield under its owner's control with a -1/-1 counter on it." Called as permanent o dies,
   before it moves: it looks back (603.10a) at its keywords as last applied and at its counters, and the ability is
   about the card it becomes in the graveyard (its next zone-change count, 400.7) */
void kwt_dies(mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  if (!obj_has(g, o, KW_PERSIST) || obj_counter(ob, CTR_MINUS1) > 0 || g->ntrig >= MAX_TRIGGERS)
    return; /* 603.4: the intervening "if" is false: it doesn't trigger */
  g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, NONE, ob->controller, 1 + KW_PERSIST, (uint16_t)o,
                                          (uint16_t)(ob->zcc + 1), 0};
}

/* 702.79a: the card, if it is still the one that died (a token has ceased to exist, 704.5d), returns under its owner's
   control with the -1/-1 counter (614.1c: it enters with it; 122.6: the counter is put on it) */
static void persist_return(mtg_game *g, const stack_item *si)
{
  int o = si->about;
  if (o >= MAX_OBJECTS)
    return;
  obj *ob = &g->objs[o];
  if (ob->card == NONE || ob->zone != ZONE_GRAVEYARD || ob->zcc != si->about_zcc)
    return;
  ob->controller = ob->owner; /* zone_move puts it onto the battlefield under this player's control */
  zone_move(g, o, ZONE_BATTLEFIELD);
  if (ob->zone == ZONE_BATTLEFIELD)
    obj_put_counters(g, ob->owner, o, CTR_MINUS1, 1);
}

/* the stack index of the spell or ability numbered id, or -1 if it has left the stack */
static int find_item(const mtg_game *g, uint16_t id)
{
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].id == id)
      return i;
  return -1;
}

/* 701.5a: a countered spell goes to its owner's graveyard; a countered ability just leaves the stack */
void kwt_counter_item(mtg_game *g, int i)
{
  const stack_item *it = &g->stack[i];
  if (it->kind == SI_SPELL) {
    cast_counter(g, it->obj);
    return;
  }
  ev_push(g, EV_ABILITY_COUNTERED, it->controller, it->obj, NONE, 0);
  saga_left_stack(g, it); /* 714.4 */
  for (int k = i; k + 1 < g->nstack; k++)
    g->stack[k] = g->stack[k + 1];
  g->nstack--;
}

/* tlacards 17: "Ward—Waterbend {4}." (701.67a): the TAPPAY_* bits of the permanents its payer may tap to pay, {1} each */
static int ward_tappay(const pack_card *c) { return c->ward_mana & PACK_WARD_WATERBEND ? TAPPAY_CREATURE | TAPPAY_ARTIFACT : 0; }

/* can player p pay the ward cost of card c? Mana from their untapped sources (paid automatically, 601.2h);
   life only up to their life total (119.4) */
static int can_pay(const mtg_game *g, int p, const pack_card *c)
{
  static const uint8_t no_colors[MANA__COUNT] = {0};
  if (g->players[p].life < c->ward_life)
    return 0;
  if (!c->ward_mana)
    return 1;
  mana_sources s;
  mana_find(g, p, &s);
  if (ward_tappay(c))
    mana_add_tappers(g, p, &s, ward_tappay(c));
  return mana_can_pay_cost(&s, card_ward_mana(c), no_colors);
}

/* 702.21a: the spell or ability that targeted is countered unless its controller pays; they decide only if they can */
static int ward(mtg_game *g, const stack_item *si)
{
  int i = find_item(g, si->about);
  if (i < 0)
    return 0; /* it left the stack: nothing to counter */
  if (!can_pay(g, g->stack[i].controller, game_card(g, si->obj))) {
    kwt_counter_item(g, i);
    return 0;
  }
  g->res.si = *si;
  g->res.waiting = RES_RULES;
  g->mode = MODE_WARD;
  return 1;
}

int kwt_resolve(mtg_game *g, const stack_item *si)
{
  ev_push(g, EV_ABILITY_RESOLVES, si->controller, si->obj, NONE, 0);
  if (si->kw == KWT_SUSPEND_TICK || si->kw == KWT_SUSPEND_CAST)
    return susp_resolve(g, si); /* 702.62a (suspend.c) */
  if (si->kw == KWT_EVOKE) { /* eclcards 5: 702.74a */
    evoke_resolve(g, si);
    return 0;
  }
  if (si->kw == KWT_SAC_TOKEN) { /* tdmcards 18: 707.9b (copyexc.c) */
    copyexc_resolve(g, si);
    return 0;
  }
  if (si->kw == KWT_EARTHBEND) {
    bend_return(g, si);
    return 0;
  }
  if (si->kw == 1 + KW_PROWESS) { /* the creature the ability knew, if it is still there */
    const obj *ob = &g->objs[si->obj];
    if (ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->obj_zcc)
      lay_add_pump(g, si->obj, si->obj, 1, 1);
    return 0;
  }
  if (si->kw == 1 + KW_PERSIST) {
    persist_return(g, si);
    return 0;
  }
  if (si->kw == 1 + KW_EXALTED) { /* "that creature": the one that attacked alone, if it is still that object */
    const obj *ob = si->about < MAX_OBJECTS ? &g->objs[si->about] : NULL;
    if (ob && ob->zone == ZONE_BATTLEFIELD && ob->zcc == si->about_zcc)
      lay_add_pump(g, si->obj, si->about, 1, 1);
    return 0;
  }
  return ward(g, si);
}

void kwt_ward_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  int i = find_item(g, si->about);
  const pack_card *c = game_card(g, si->obj);
  dec_reset(g, MTG_DEC_WARD, i >= 0 ? g->stack[i].controller : si->controller ^ 1);
  uint16_t it = i >= 0 ? g->stack[i].obj : NONE;
  dec_add(g, MTG_OPT_PAY, si->obj, it, card_ward_mana(c));
  dec_add(g, MTG_OPT_DECLINE, si->obj, it, 0);
}

void kwt_ward_apply(mtg_game *g, const mtg_option *op)
{
  static const uint8_t no_colors[MANA__COUNT] = {0};
  const stack_item *si = &g->res.si;
  const pack_card *c = game_card(g, si->obj);
  int i = find_item(g, si->about);
  if (i >= 0 && op->kind == MTG_OPT_PAY) {
    int p = g->stack[i].controller;
    ev_push(g, EV_WARD_PAID, p, si->obj, NONE, 0);
    if (c->ward_life)
      game_lose_life(g, p, c->ward_life); /* 119.4: paying life is losing it */
    if (c->ward_mana && manapay_begin(g, p, card_ward_mana(c), no_colors, NULL, -1, PAY_WARD | ward_tappay(c) << 4))
      return; /* MTG_FLAG_MANUAL_MANA: paid by hand, then manapay_apply calls cast_resume */
    if (c->ward_mana)
      mana_pay_tapping(g, p, card_ward_mana(c), no_colors, NULL, -1, ward_tappay(c));
  } else if (i >= 0) {
    kwt_counter_item(g, i);
  }
  cast_resume(g); /* the ward ability is done; the active player receives priority */
}
