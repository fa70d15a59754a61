/* vm.c: the bytecode interpreter: runs a resolving spell's code; each opcode decodes operands and calls one rules function. */
#include "vm.h"
#include <stdio.h>

static void draw_cards(mtg_game *g, int32_t who, int32_t n)
{
  if (!IS_PLAYER_REF(who))
    return;
  for (int i = 0; i < n; i++)
    zone_draw(g, REF_PLAYER(who));
}

static void gain_life(mtg_game *g, int32_t who, int32_t n)
{
  if (IS_PLAYER_REF(who))
    game_gain_life(g, REF_PLAYER(who), n);
}

/* returns the life actually lost ("the life lost this way") */
static int32_t lose_life(mtg_game *g, int32_t who, int32_t n)
{
  if (!IS_PLAYER_REF(who) || n <= 0)
    return 0;
  game_lose_life(g, REF_PLAYER(who), n);
  return n;
}

/* 701.26a: 1 if it was an untapped permanent that became tapped ("you may tap it. When you do,": DID) */
static int tap(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD || (g->objs[ref].flags & OBJ_TAPPED))
    return 0;
  trig_tap(g, ref);
  return 1;
}

/* moves a permanent named by ref to a zone (destroy: indestructible ones stay, 702.12b) */
static void move_permanent(mtg_game *g, int32_t ref, int zone, int destroy)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  if (destroy && (g->objs[ref].keywords & KWBIT(INDESTRUCTIBLE)))
    return;
  ev_push(g, zone == ZONE_GRAVEYARD ? EV_DIES : zone == ZONE_EXILE ? EV_EXILED : EV_BOUNCED, g->objs[ref].controller,
          ref, NONE, 0);
  zone_move(g, ref, zone);
}

/* put by the controller of the resolving spell or ability, or of the permanent entering with them (Vorinclex rulings) */
/* 1 if any counter was put (tlacards 16: "put a quest counter on this enchantment. When you do,": DID) */
static int add_counters(mtg_game *g, int putter, int32_t ref, int kind, int32_t n)
{
  return ref >= 0 && ref < MAX_OBJECTS && obj_put_counters(g, putter, ref, kind, n) > 0;
}

/* tdmcards: "double the number of +1/+1 counters on that creature" (701.10e): as many more of that kind as it has */
static void double_counters(mtg_game *g, int putter, int32_t ref, int kind)
{
  if (ref >= 0 && ref < MAX_OBJECTS && g->objs[ref].zone == ZONE_BATTLEFIELD && obj_counter(&g->objs[ref], kind) > 0)
    add_counters(g, putter, ref, kind, obj_counter(&g->objs[ref], kind));
}

/* 707.2: a token copy takes the copiable values of what it copies -- its card, which for a permanent that
   entered as a copy is the card it copied (707.5); a copy of a card that chooses as it enters asks for each
   token (614.12): 1 if its controller now chooses */
static int copy_tokens(mtg_game *g, int32_t ref, int32_t n, int controller)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return 0;
  return copyexc_tokens(g, ref, n, controller, 0, 0, 0); /* 707.2: an X/X token's X/X; 707.9b: a copy's exceptions */
}

/* the greatest toughness among the creatures player p controls (Abzan Monument), 0 if none */
static int32_t greatest_toughness(const mtg_game *g, int p)
{
  int32_t best = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->controller == p && (ob->types & TYPEBIT(CREATURE)) && ob->toughness > best)
      best = ob->toughness;
  }
  return best;
}

/* "Create an X/X green Elemental creature token." (111.4): x below 0 is 0 */
static void create_xx(mtg_game *g, int card, int32_t n, int32_t x, int controller)
{
  x = x < 0 ? 0 : x > 255 ? 255 : x;
  zone_create_tokens_pt(g, card, n, controller, 0, x << 8 | x);
}

static void pump(mtg_game *g, int source, int32_t ref, int32_t power, int32_t toughness)
{
  if (ref >= 0 && ref < MAX_OBJECTS)
    lay_add_pump(g, source, ref, power, toughness);
}

#if MTG_DEBUG_TRACE
#define TRACE() fprintf(stderr, "vm %4d %s\n", (int)(pc - code), op_table[op].name)
#else
#define TRACE() ((void)0)
#endif

static int exec(mtg_game *g, const stack_item *si, vm_static *st, uint32_t start, const int32_t *saved, int depth,
                int32_t lost);

/* The pack verifier guarantees: known opcodes, operands in bounds, stack depth within max_stack <= VM_STACK,
   TARGET operands below ntargets, and END at the end -- so the loop does no checks of its own. */
int vm_run(mtg_game *g, const stack_item *si) { return exec(g, si, NULL, 0, NULL, 0, 0); }
int vm_exec(mtg_game *g, const stack_item *si, vm_static *st) { return exec(g, si, st, 0, NULL, 0, 0); }

/* BRIEF §3: an operation that asks a player (scry, surveil) suspends the run -- its resolving spell or ability,
   the next instruction and the operand stack are saved in the game, so a copy of the game copies the run too */
static int suspend(mtg_game *g, const stack_item *si, uint32_t pc, const int32_t *stack, int depth, int32_t lost)
{
  g->res.lost = lost;
  if (si != &g->res.si)
    g->res.si = *si;
  g->res.waiting = RES_CODE;
  g->res.pc = (uint16_t)pc;
  g->res.sp = (uint8_t)depth;
  for (int i = 0; i < depth; i++)
    g->res.stack[i] = stack[i];
  return VM_WAITING;
}

/* the decision was made: the run goes on from where it stopped (and may stop again) */
int vm_resume(mtg_game *g)
{
  g->res.waiting = RES_NONE;
  return exec(g, &g->res.si, NULL, g->res.pc, g->res.stack, g->res.sp, g->res.lost);
}

/* the card ability an EFFECT operand names: ability A of the card whose ability resolves -- the resolving object's
   card, or the card an ability it has from elsewhere is printed on (Necrotic Ooze's from graveyards, a copy's) */
static int card_ability(const mtg_game *g, const stack_item *si, int a)
{
  const pack_card *c = game_card(g, si->obj);
  for (uint32_t i = 0; (si->ability < c->abil_first || si->ability >= c->abil_first + c->abil_count) && i < g->pack->ncards; i++)
    c = &g->pack->cards[i]; /* the card that holds it */
  return c->abil_first + a;
}

/* cards of a card type in player who's graveyard, or in all graveyards (who < 0) */
static int32_t count_graveyards(const mtg_game *g, int type, int who)
{
  int32_t n = 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
      n += (who < 0 || who == p) && ((game_card(g, g->players[p].graveyard[i])->types >> type) & 1);
  return n;
}

/* "reveals the top card of their library. If it's a land card, that player puts it into their hand." */
static void reveal_top_land(mtg_game *g, int32_t who)
{
  if (!IS_PLAYER_REF(who))
    return;
  int p = REF_PLAYER(who);
  player *pl = &g->players[p];
  if (pl->n[ZONE_LIBRARY] == 0)
    return;
  int o = pl->library[pl->n[ZONE_LIBRARY] - 1];
  ev_push(g, EV_REVEAL, p, o, NONE, 0);
  if (game_card(g, o)->types & TYPEBIT(LAND))
    zone_move(g, o, ZONE_HAND);
}

/* 700.5: the mana symbols of `color` in the mana costs of the permanents player p controls */
static int32_t devotion(const mtg_game *g, int p, int color)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p) {
      const pack_card *c = game_card(g, g->bf[i]);
      n += c->cost[color];
      for (int k = 0; k < PACK_MAX_HYBRID && c->hybrid[k]; k++) /* 700.5: a hybrid symbol counts for both colors */
        n += (c->hybrid[k] >> color) & 1;
    }
  return n;
}

/* Vivid: the colors among the permanents player p controls (105.1: five at most; colorless is no color, 105.2c) */
int32_t vm_colors_among(const mtg_game *g, int p)
{
  unsigned colors = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p)
      colors |= g->objs[g->bf[i]].colors;
  return __builtin_popcount(colors & ((1u << COLOR__COUNT) - 1));
}

static int32_t graveyard_types(const mtg_game *g)
{
  uint32_t types = 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++)
      types |= game_card(g, g->players[p].graveyard[i])->types;
  return __builtin_popcount(types);
}

static int32_t control_land_super(const mtg_game *g, int p, int super)
{
  int32_t n = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    n += ob->controller == p && (ob->types & TYPEBIT(LAND)) && ((ob->supertypes >> super) & 1);
  }
  return n;
}

static void untap(mtg_game *g, int32_t ref)
{
  if (ref >= 0 && ref < MAX_OBJECTS && g->objs[ref].zone == ZONE_BATTLEFIELD) {
    stun_untap(g, ref); /* 122.1d */
    lay_touch(g, PACK_READS_TAPPED);
  }
}

/* 701.3: the resolving ability's source, if it is still the same permanent, to permanent ref */
static void attach(mtg_game *g, const stack_item *si, int32_t ref)
{
  const obj *src = &g->objs[si->obj];
  if (ref < 0 || ref >= MAX_OBJECTS || src->zone != ZONE_BATTLEFIELD || src->zcc != si->obj_zcc ||
      !attach_legal(g, si->obj, ref))
    return; /* 701.3b: an object that can't be attached to it stays where it is */
  attach_to(g, si->obj, ref);
}

/* "enchanted creature", "equipped creature": what the source is attached to now, or none */
static int32_t attached(const mtg_game *g, const stack_item *si)
{
  const obj *src = &g->objs[si->obj];
  if (src->zone != ZONE_BATTLEFIELD && si->kind == SI_ACTIVATED && si->about < MAX_OBJECTS && /* sacrificed to pay */
      g->objs[si->about].zcc == si->about_zcc && g->objs[si->about].zone == ZONE_BATTLEFIELD)
    return vm_ref(si->about); /* "Exile enchanted creature." (113.7a, 608.2h) */
  if (src->zone != ZONE_BATTLEFIELD || src->attached == NONE || g->objs[src->attached].zcc != src->attached_zcc)
    return VM_REF_NONE;
  return vm_ref(src->attached);
}

/* "that player", "it": what the triggered ability's event was about -- an object only while it is the same one
   (400.7) */
static int32_t about(const mtg_game *g, const stack_item *si)
{
  if (si->kind != SI_ABILITY || si->kw || si->about == NONE)
    return VM_REF_NONE;
  if (si->about < MAX_OBJECTS && g->objs[si->about].zcc != si->about_zcc)
    return VM_REF_NONE;
  return vm_ref(si->about);
}

/* eclcards 8: Champion of the Path -- "it deals damage equal to its power to each opponent": the creature that entered,
   with its power now, or the power it had as the ability triggered once it has left (608.2h; pending_trigger.amount) */
static void about_deals_power(mtg_game *g, const stack_item *si, int32_t to)
{
  if (si->kind != SI_ABILITY || si->about >= MAX_OBJECTS)
    return;
  const obj *ob = &g->objs[si->about];
  int here = ob->zcc == si->about_zcc && ob->zone == ZONE_BATTLEFIELD;
  if (here && g->dirty)
    lay_apply(g);
  cmb_deal_damage(g, si->about, (uint16_t)to, here ? ob->power : si->amount);
}

/* "return this card to its owner's hand": from the battlefield or a graveyard, the object the ability knew */
static void self_to_hand(mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->obj];
  if (ob->zcc != si->obj_zcc || (ob->zone != ZONE_BATTLEFIELD && ob->zone != ZONE_GRAVEYARD))
    return;
  ev_push(g, EV_BOUNCED, ob->owner, si->obj, NONE, 0);
  zone_move(g, si->obj, ZONE_HAND);
}

/* 701.7: each permanent of a card type is destroyed at the same time (indestructible ones stay) */
static int destroy_all(mtg_game *g, uint32_t mask)
{
  uint16_t doomed[MAX_BF];
  int n = 0, died = 0;
  if (g->dirty)
    lay_apply(g); /* the types continuous effects give them now */
  for (int i = 0; i < g->nbf; i++) {
    int is = 0;
    for (int t = 0; t < TYPE__COUNT && !is; t++)
      is = ((mask >> t) & 1) && obj_is(g, g->bf[i], t);
    if (is && !obj_has(g, g->bf[i], KW_INDESTRUCTIBLE))
      doomed[n++] = g->bf[i];
  }
  zone_leave_together(g, doomed, n, ZONE_GRAVEYARD); /* 701.7: at the same time */
  for (int i = 0; i < n; i++) {
    move_permanent(g, doomed[i], ZONE_GRAVEYARD, 1);
    died += g->objs[doomed[i]].zone == ZONE_GRAVEYARD; /* tdmcards: "destroyed this way" -- put into a graveyard (701.8a) */
  }
  return died;
}

/* fdncards: "Return all attacking creatures to their owner's hand." (Aetherize) -- those attacking now, all at once */
/* ... and (eclcards 10, non_sub >= 0) the creatures without that creature type: "Return all non-Elemental creatures to
   their owners' hands." */
static void bounce_attacking(mtg_game *g, int non_sub)
{
  uint16_t back[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (non_sub < 0 ? (g->objs[g->bf[i]].flags & OBJ_ATTACKING) != 0
                    : obj_is(g, g->bf[i], TYPE_CREATURE) && !obj_has_subtype(g, g->bf[i], non_sub))
      back[n++] = (uint16_t)g->bf[i];
  zone_leave_together(g, back, n, ZONE_HAND); /* 603.10a: at the same time */
  for (int i = 0; i < n; i++)
    move_permanent(g, back[i], ZONE_HAND, 0);
}

/* BOUNCE_ALL_OF: "Return all nonland permanents target player controls to their owner's hand." (River's Rebuke) -- at the
   same time (603.10a); a token ceases to exist in the hand (111.7) */
static void bounce_all_nonland(mtg_game *g, int32_t who)
{
  uint16_t back[MAX_BF];
  int n = 0;
  if (!IS_PLAYER_REF(who))
    return;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == REF_PLAYER(who) && !obj_is(g, g->bf[i], TYPE_LAND))
      back[n++] = (uint16_t)g->bf[i];
  zone_leave_together(g, back, n, ZONE_HAND);
  for (int i = 0; i < n; i++)
    move_permanent(g, back[i], ZONE_HAND, 0);
}

/* MANA_VALUE: "You lose life equal to that permanent's mana value." (202.3) -- its card's, wherever the object is now (a
   destroyed permanent's card in the graveyard has the mana value it had); 0 for a player or an object that is gone */
static int32_t obj_mana_value(const mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE)
    return 0;
  return g->pack->mana_value[g->objs[ref].card];
}

/* 701.21a: sacrificing moves it to its owner's graveyard; indestructible doesn't matter */
/* 1 if it was sacrificed ("If you do, ...") */
static int sacrifice_self(mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->obj];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->obj_zcc)
    return 0;
  trig_sacrifice(g, ob->controller, si->obj); /* 701.21a */
  ev_push(g, EV_MOVE_GRAVEYARD, ob->controller, si->obj, NONE, 0);
  zone_move(g, si->obj, ZONE_GRAVEYARD);
  return 1;
}

/* 122.1: "Remove an ice counter from Dark Depths." -- as many as it has, at most */
/* removes up to n counters of a kind from a permanent -- the source only while it is the object the ability knew
   (400.7); returns 1 if it removed any ("If you do,": DID) */
static int remove_counters(mtg_game *g, const stack_item *si, int32_t ref, int kind, int32_t n)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD || n <= 0 ||
      (ref == si->obj && g->objs[ref].zcc != si->obj_zcc))
    return 0;
  obj *ob = &g->objs[ref];
  int had = obj_counter(ob, kind);
  obj_set_counter(ob, kind, had > n ? had - n : 0);
  if (had && had <= n)
    lay_counters_gone(g, ref, kind); /* "for as long as it has a flood counter on it" (611.2b) */
  g->dirty = 1;
  g->sba_dirty = 1; /* toughness; a state trigger may now hold (603.8) */
  return had > 0;
}

/* "remove all flood counters from them" (the lands, Quicksilver Fountain): every counter of the kind on each land;
   the effects that lasted while one was there end (611.2b) */
static void remove_counters_lands(mtg_game *g, int kind)
{
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (!obj_is(g, g->bf[i], TYPE_LAND) || !obj_counter(ob, kind))
      continue;
    obj_set_counter(ob, kind, 0);
    lay_counters_gone(g, g->bf[i], kind);
    g->dirty = 1;
    g->sba_dirty = 1;
  }
}

/* "put a +1/+1 counter on each creature you control": the creatures there as it resolves */
/* on each creature controller controls, or every creature for controller -1 (the set first, 608.2c) */
static void counters_each(mtg_game *g, int putter, int controller, int kind, int32_t n)
{
  uint16_t each[MAX_BF];
  int k = 0;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++)
    if (obj_is(g, g->bf[i], TYPE_CREATURE) && (controller < 0 || g->objs[g->bf[i]].controller == controller))
      each[k++] = g->bf[i];
  for (int i = 0; i < k; i++)
    obj_put_counters(g, putter, each[i], kind, n);
}

/* DOUBLE_PT_YOURS: "Double the power and toughness of each creature you control until end of turn." -- each gets +X/+Y,
   X and Y its power and toughness as the effect begins (701.10d-f; a negative power gets that much less, -X) */
static void double_pt_yours(mtg_game *g, const stack_item *si)
{
  uint16_t each[MAX_BF];
  int16_t pt[MAX_BF][2];
  int k = 0;
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++)
    if (obj_is(g, g->bf[i], TYPE_CREATURE) && g->objs[g->bf[i]].controller == si->controller) {
      pt[k][0] = g->objs[g->bf[i]].power;
      pt[k][1] = g->objs[g->bf[i]].toughness;
      each[k++] = g->bf[i];
    }
  for (int i = 0; i < k; i++) /* the values first, then the effects: each doubles what it had (608.2c) */
    lay_add_pump(g, si->obj, each[i], pt[i][0], pt[i][1]);
}

/* a "this turn" replacement or prevention effect of a resolving spell or ability on a permanent (614.1a, 615.1) */
static void replace_this_turn(mtg_game *g, int32_t ref, int what)
{
  if (ref >= 0 && ref < MAX_OBJECTS && g->objs[ref].zone == ZONE_BATTLEFIELD)
    g->objs[ref].repl |= (uint8_t)what;
}

/* the permanent ref names, its characteristics up to date; NULL if it is gone */
static const obj *permanent_of(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return NULL;
  if (g->dirty)
    lay_apply(g);
  return &g->objs[ref];
}

/* the power of permanent ref, or -- once the ability's source or the object its event was about has left the
   battlefield -- as it last existed there (608.2h: "It deals damage equal to its power" after a cost sacrificed it);
   0 for anything else that is gone */
static int32_t power_of(mtg_game *g, const stack_item *si, int32_t ref)
{
  const lki_rec *r = lki_known(g, si, ref);
  const obj *ob = r ? NULL : permanent_of(g, ref);
  return r ? r->power : ob ? ob->power : 0;
}

/* tdmcards 16: "Double the power and toughness of target creature" (701.10: it gets +X/+Y, X and Y what they are now);
   the toughness as power_of finds the power */
static int32_t toughness_of(mtg_game *g, const stack_item *si, int32_t ref)
{
  const lki_rec *r = lki_known(g, si, ref);
  const obj *ob = r ? NULL : permanent_of(g, ref);
  return r ? r->toughness : ob ? ob->toughness : 0;
}

/* the counters of a kind (-1: every kind) on the ability's source (122.1: "the number of counters on this creature"),
   or on it as it last existed on the battlefield once it has left (608.2h: "Sacrifice this artifact: ... equal to the
   number of soul counters on this artifact") */
static int32_t src_counters(const mtg_game *g, const stack_item *si, const stack_item *known, int kind)
{
  const lki_rec *r = lki_known(g, known, si->obj);
  if (r)
    return lki_counters(r, kind);
  const obj *ob = &g->objs[si->obj];
  return kind < 0 ? obj_counters_total(ob) : obj_counter(ob, kind);
}

/* 701.14a-b: each deals damage equal to its power to the other, at once; a creature that is gone or no longer a
   creature deals and is dealt none */
static void fight(mtg_game *g, const stack_item *si, int32_t a, int32_t b)
{
  (void)si;
  (void)tla_fight_excess(g, a, b); /* the excess matters only to The Last Agni Kai (FIGHT_EXCESS) */
}

/* 114.1: an emblem is an object in the command zone; it stays for the rest of the game */
static void emblem(mtg_game *g, int card, int controller)
{
  int o = g->nemblems < MAX_EMBLEMS ? zone_new_object(g, card, controller) : -1;
  if (o < 0)
    return; /* the object table or the command zone is full */
  g->objs[o].zone = ZONE_COMMAND;
  g->objs[o].timestamp = g->next_timestamp++; /* 613.7a: its static abilities apply from now */
  obj_reset_characteristics(g, o);
  g->emblems[g->nemblems++] = (uint16_t)o;
  ev_push(g, EV_EMBLEM, controller, o, NONE, 0);
  g->dirty = 1;
}

/* "if it's blue" (105.2): a spell's colors on the stack, a permanent's after the layers; 0 for anything gone */
static int32_t is_color(mtg_game *g, int32_t ref, int color)
{
  if (ref < 0 || ref >= MAX_OBJECTS || (g->objs[ref].zone != ZONE_STACK && g->objs[ref].zone != ZONE_BATTLEFIELD))
    return 0;
  if (g->dirty)
    lay_apply(g);
  return (g->objs[ref].colors >> color) & 1;
}

static void counter(mtg_game *g, int32_t ref, int zone)
{
  if (ref >= 0 && ref < MAX_OBJECTS)
    cast_counter_to(g, ref, zone);
}

/* 701.17a: player ref `who` mills n cards, then puts each card with subtype take_sub (-1: none) milled this way into
   their hand; 1 if a card was milled ("mill four cards. When you do," -- tdmcards 14: DID) */
static int mill(mtg_game *g, int32_t who, int32_t n, int take_sub)
{
  if (!IS_PLAYER_REF(who))
    return 0;
  int before = g->players[REF_PLAYER(who)].n[ZONE_LIBRARY];
  kact_mill(g, REF_PLAYER(who), n, take_sub);
  return g->players[REF_PLAYER(who)].n[ZONE_LIBRARY] < before;
}

/* scry and surveil: player ref `who` looks at the top n cards of their library; 1 if they now decide */
static int look(mtg_game *g, int kind, int32_t who, int32_t n)
{
  return IS_PLAYER_REF(who) && kact_look(g, kind, REF_PLAYER(who), n);
}

/* "look at the top n, put `take` of them into your hand, the rest on the bottom in any order"; 1 if they now choose */
static int look_take(mtg_game *g, int32_t who, int32_t n, int take, int rest_gy)
{
  return IS_PLAYER_REF(who) && kact_look_take(g, REF_PLAYER(who), n < 0 ? 0 : n > 255 ? 255 : n, take, rest_gy);
}

/* 701.19: player ref `who` searches their library for a card the FIND_* operations described; 1 if they now choose */
static int search(mtg_game *g, const search_state *q, int32_t who, int how)
{
  return IS_PLAYER_REF(who) && srch_begin(g, q, REF_PLAYER(who), how);
}
/* "its controller": who controls the target, or controlled it last (it keeps its controller off the battlefield,
   608.2h: last known information) */
static int32_t target_controller(const mtg_game *g, uint16_t t)
{
  if (t == NONE || IS_PLAYER_REF(t) || t >= MAX_OBJECTS)
    return VM_REF_NONE;
  return vm_ref(PLAYER_REF(g->objs[t].controller));
}
/* what a resolving spell or ability knows of the objects it names that have left (lki_known); a static ability
   (st) reads only what is there */
#define KNOWN (st ? NULL : si)
#define SUSPEND() suspend(g, si, (uint32_t)(pc - code), stack, (int)(sp - stack), lost)

/* filters and layered operations: only the layer system runs them (the verifier keeps them out of other code) */
#define FILTER(arg) do { if (st) lay_filter(g, st, si, op, (arg)); } while (0)
#define LAYERED(arg, x, y) do { if (st) lay_op(g, st, si, op, (arg), (x), (y)); } while (0)

/* the run of an ability's code from offset start, with `depth` operand-stack values from saved */
static int exec(mtg_game *g, const stack_item *si, vm_static *st, uint32_t start, const int32_t *saved, int depth,
                int32_t lost)
{
  const pack_ability *ab = &g->pack->abils[si->ability];
  const uint8_t *code = g->pack->code + ab->code, *pc = code + start;
  int32_t stack[VM_STACK], *sp = stack;
  search_state q = {0}; /* what the FIND_* operations say the next SEARCH finds */
  cost_mod cm = {.subtype = COST_ANY_SUBTYPE}; /* what the SPELLS_* operations say the next COST_MORE/LESS changes */
  int32_t did = 0;                 /* the last SACRIFICE_SELF sacrificed its permanent, REMOVE_COUNTERS removed one, MILL
                                      milled or TAP tapped ("If you do,", "When you do,") */
  for (int i = 0; i < depth; i++)
    *sp++ = saved[i];
#if MTG_COMPUTED_GOTO
  /* offsets from L_END rather than addresses: constants, so the table needs no relocation (.rodata) */
  /* numbers no opcode has (the verifier lets none run) go to END */
  static const int32_t labels[OP__SPACE] = {
#define OP(name, operands, pops, pushes, layer, effect) [OP_##name] = (int32_t)(&&L_##name - &&L_END),
#define PAGE(n)
#include "opcodes.def"
#undef PAGE
#undef OP
  };
#endif
  int op; /* the opcode running (a page-1 handler's *pc, a page-2 handler's 256 + *pc) */
  VM_LOOP
  VM_CASE(END) { TRACE(); return 0; }
  VM_CASE(EXT) { TRACE(); pc += 1; VM_DISPATCH_PAGE2(); }
  VM_CASE(PUSH) { TRACE(); *sp++ = op_read_s16(pc + 1); pc += 3; VM_BREAK; }
  VM_CASE(TARGET) { TRACE(); *sp++ = vm_ref(si->target[pc[1]]); pc += 2; VM_BREAK; }
  VM_CASE(YOU) { TRACE(); *sp++ = vm_ref(PLAYER_REF(si->controller)); pc += 1; VM_BREAK; }
  VM_CASE(SELF) { TRACE(); *sp++ = vm_ref(si->obj); pc += 1; VM_BREAK; }
  VM_CASE(OPPONENT) { TRACE(); *sp++ = vm_ref(PLAYER_REF(si->controller ^ 1)); pc += 1; VM_BREAK; }
  VM_CASE(DAMAGE) { TRACE(); sp -= 2; cmb_deal_damage(g, si->obj, (uint16_t)sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DRAW) { TRACE(); sp -= 2; draw_cards(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(GAIN_LIFE) { TRACE(); sp -= 2; gain_life(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(LOSE_LIFE) { TRACE(); sp -= 2; lost += lose_life(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(TAP) { TRACE(); sp -= 1; did = tap(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DESTROY) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_GRAVEYARD, 1); pc += 1; VM_BREAK; }
  VM_CASE(EXILE) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_EXILE, 0); pc += 1; VM_BREAK; }
  VM_CASE(BOUNCE) { TRACE(); sp -= 1; move_permanent(g, sp[0], ZONE_HAND, 0); pc += 1; VM_BREAK; }
  VM_CASE(COUNTERS) { TRACE(); sp -= 2; did = add_counters(g, si->controller, sp[0], pc[1], sp[1]); pc += 2; VM_BREAK; }
  VM_CASE(CREATE) { TRACE(); sp -= 1; zone_create_tokens(g, (uint16_t)op_read_s16(pc + 1), sp[0], si->controller, 0); pc += 3; VM_BREAK; }
  VM_CASE(CREATE_TAPPED) { TRACE(); sp -= 1; zone_create_tokens(g, (uint16_t)op_read_s16(pc + 1), sp[0], si->controller, 1); pc += 3; VM_BREAK; }
  VM_CASE(PUMP) { TRACE(); sp -= 3; pump(g, si->obj, sp[0], sp[1], sp[2]); pc += 1; VM_BREAK; }
  VM_CASE(EFFECT) { TRACE(); sp -= 1; if (sp[0] >= 0 && sp[0] < MAX_OBJECTS) lay_add_effect(g, si, sp[0], card_ability(g, si, pc[1])); pc += 2; VM_BREAK; }
  VM_CASE(GRANT) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(ENTER_PAY_LIFE) { TRACE(); enterpay_add(g, si->obj, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_SUBTYPE_EITHER) { TRACE(); FILTER((uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(EFFECT_UNTAP) { TRACE(); sp -= 1; if (sp[0] >= 0 && sp[0] < MAX_OBJECTS) lay_add_effect_until_untap(g, si, sp[0], card_ability(g, si, pc[1])); pc += 2; VM_BREAK; }
  VM_CASE(EFFECT_LASTS) { TRACE(); sp -= 1; if (sp[0] >= 0 && sp[0] < MAX_OBJECTS) lay_add_lasting(g, si, sp[0], card_ability(g, si, pc[1])); pc += 2; VM_BREAK; }
  VM_CASE(EFFECT_ALL) { TRACE(); lay_add_effect_all(g, si, card_ability(g, si, pc[1]), 0); pc += 2; VM_BREAK; }
  VM_CASE(EFFECT_ALL_LASTS) { TRACE(); lay_add_effect_all(g, si, card_ability(g, si, pc[1]), 1); pc += 2; VM_BREAK; }
  VM_CASE(UNTAP) { TRACE(); sp -= 1; untap(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DUP) { TRACE(); sp[0] = sp[-1]; sp++; pc += 1; VM_BREAK; }
  VM_CASE(ADD) { TRACE(); sp -= 1; sp[-1] += sp[0]; pc += 1; VM_BREAK; }
  VM_CASE(COUNT_GY_TYPE) { TRACE(); *sp++ = count_graveyards(g, pc[1], -1); pc += 2; VM_BREAK; }
  VM_CASE(GY_TYPE_YOURS) { TRACE(); *sp++ = count_graveyards(g, pc[1], si->controller); pc += 2; VM_BREAK; }
  VM_CASE(GY_CARD_TYPES) { TRACE(); *sp++ = graveyard_types(g); pc += 1; VM_BREAK; }
  VM_CASE(YOUR_TURN) { TRACE(); *sp++ = g->active == si->controller; pc += 1; VM_BREAK; }
  VM_CASE(SELF_IN_GY) { TRACE(); *sp++ = g->objs[si->obj].zone == ZONE_GRAVEYARD; pc += 1; VM_BREAK; }
  VM_CASE(CONTROL_SUBTYPE) { TRACE(); *sp++ = bf_count(g, si->controller, NONE, 0, (uint16_t)op_read_s16(pc + 1), BF_ANY_POWER); pc += 3; VM_BREAK; }
  VM_CASE(REQUIRE) { TRACE(); sp -= 1; if (!sp[0] && !(st && st->locked)) { if (st) st->exists = 0; return 0; } pc += 1; VM_BREAK; }
  VM_CASE(ATTACH) { TRACE(); sp -= 1; attach(g, si, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(ATTACHED) { TRACE(); *sp++ = attached(g, si); pc += 1; VM_BREAK; }
  VM_CASE(SELF_TO_HAND) { TRACE(); self_to_hand(g, si); pc += 1; VM_BREAK; }
  VM_CASE(LIFE) { TRACE(); sp[-1] = IS_PLAYER_REF(sp[-1]) ? g->players[REF_PLAYER(sp[-1])].life : 0; pc += 1; VM_BREAK; }
  VM_CASE(NO_REGEN) { TRACE(); pc += 1; VM_BREAK; }
  VM_CASE(SACRIFICE_SELF) { TRACE(); did = sacrifice_self(g, si); pc += 1; VM_BREAK; }
  VM_CASE(DID) { TRACE(); *sp++ = did; pc += 1; VM_BREAK; }
  VM_CASE(GY_SUB_YOURS) { TRACE(); *sp++ = gy_sub_count(g, si->controller, op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(EXILE_GY_MAY) { /* "you may exile an Elf card from your graveyard. If you do, ...": none ends the effect */
    TRACE(); pc += 3;
    int r = gyx_may_begin(g, PLAYER_REF(si->controller), op_read_s16(pc - 2));
    if (r > 0)
      return SUSPEND();
    return 0;
  }
  VM_CASE(COUNTER_TIME) { TRACE(); sp -= 1; susp_counter(g, sp[0], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(TRANSFORM) { TRACE(); did = tf_transform_source(g, si); pc += 1; VM_BREAK; }
  VM_CASE(DOUBLE_PT_YOURS) { TRACE(); double_pt_yours(g, si); pc += 1; VM_BREAK; }
  VM_CASE(COUNTERS_ALL_SRC) { TRACE(); *sp++ = src_counters(g, si, KNOWN, -1); pc += 1; VM_BREAK; }
  VM_CASE(GREATEST_TOUGHNESS) { TRACE(); *sp++ = greatest_toughness(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(MANA_SPENT) { TRACE(); *sp++ = si->amount; pc += 1; VM_BREAK; } /* the verifier: an enters replacement's */
  /* tlacards: */
  VM_CASE(DRAWS) { TRACE(); *sp++ = g->players[si->controller].draws; pc += 1; VM_BREAK; }
  VM_CASE(EQ) { TRACE(); sp -= 1; sp[-1] = sp[-1] == sp[0]; pc += 1; VM_BREAK; }
  VM_CASE(BLIGHT_MAY) { /* "you may blight 2. If you don't, ...": 0 until they blight (blight.c) */
    TRACE(); sp -= 2; pc += 1;
    int32_t who = sp[1], n = sp[0];
    *sp++ = 0;
    if (blight_may_begin(g, who, n) > 0)
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(ENTERED) { TRACE(); *sp++ = ecl_entered(g, si->controller, pc[1] ? si->obj : NONE); pc += 2; VM_BREAK; }
  VM_CASE(CONTROL_OTHER_SUB) { TRACE(); *sp++ = bf_count(g, si->controller, si->obj, 0, (uint16_t)op_read_s16(pc + 1), BF_ANY_POWER); pc += 3; VM_BREAK; }
  VM_CASE(PT_PER) { /* count; PUSH p; PUSH t; PT_PER: +count*p/+count*t, as MODIFY_PT does */
    TRACE(); sp -= 3;
    if (st)
      lay_op(g, st, si, OP_MODIFY_PT, 0, sp[0] * sp[1], sp[0] * sp[2]);
    pc += 1;
    VM_BREAK;
  }
  VM_CASE(GREATEST_POWER_SUB) { TRACE(); *sp++ = ecl_greatest_power_sub(g, si->controller, (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  /* tlacards: */
  VM_CASE(AIRBEND) { TRACE(); sp -= 1; air_bend(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(COUNTERS_OTHER_SUB) { TRACE(); sp -= 1; tla_counters_other_sub(g, si, (uint16_t)op_read_s16(pc + 1), sp[0]); pc += 3; VM_BREAK; }
  VM_CASE(CREATE_FOR) { TRACE(); sp -= 2; if (IS_PLAYER_REF(sp[0])) zone_create_tokens(g, (uint16_t)op_read_s16(pc + 1), sp[1], REF_PLAYER(sp[0]), 0); pc += 3; VM_BREAK; }
  VM_CASE(DAMAGE_OPP_CREATURES) { TRACE(); sp -= 1; cmb_damage_each(g, si->obj, sp[0], TYPEBIT(CREATURE), si->controller, -1); pc += 1; VM_BREAK; }
  VM_CASE(CONTROL_OTHER_POWER) { TRACE(); *sp++ = bf_count(g, si->controller, si->obj, TYPEBIT(CREATURE), NONE, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(DAMAGE_EACH) { TRACE(); sp -= 1; cmb_damage_each(g, si->obj, sp[0], TYPEBIT(CREATURE) | TYPEBIT(PLANESWALKER), -1, -1); pc += 1; VM_BREAK; }
  VM_CASE(CONTROL_COUNTERED) { TRACE(); *sp++ = trig_countered_creature(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(FIND_NAME) { TRACE(); srch_quality(&q, op, (uint16_t)op_read_s16(pc + 1), 0); pc += 3; VM_BREAK; }
  VM_CASE(DOUBLE_COUNTERS) { TRACE(); sp -= 1; double_counters(g, si->controller, sp[0], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(EXILE_UNTIL) { TRACE(); sp -= 1; exl_exile(g, si, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DAMAGE_EACH_CREATURE) { TRACE(); sp -= 1; cmb_damage_each(g, si->obj, sp[0], TYPEBIT(CREATURE), -1, pc[1] - 1); pc += 2; VM_BREAK; } /* fdncards */
  VM_CASE(BOUNCE_ATTACKING) { TRACE(); bounce_attacking(g, -1); pc += 1; VM_BREAK; } /* fdncards */
  VM_CASE(DESTROY_ALL_COUNT) { TRACE(); *sp++ = destroy_all(g, (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(CONTROL_CTR) { TRACE(); *sp++ = tla_control_ctr(g, si->controller, pc[1]); pc += 2; VM_BREAK; } /* tlacards 13 */
  VM_CASE(CONTROL_POWER) { TRACE(); *sp++ = bf_count(g, si->controller, NONE, TYPEBIT(CREATURE), NONE, pc[1]); pc += 2; VM_BREAK; } /* tlacards */
  VM_CASE(GY_RETURN_SELF) { /* tlacards 19: DID -- it was still the card in the graveyard ("you may exile it. When you do,") */
    TRACE(); did = g->objs[si->obj].zcc == si->obj_zcc && g->objs[si->obj].zone == ZONE_GRAVEYARD;
    if (did)
      gyt_move(g, si, si->obj, pc[1]);
    pc += 2; VM_BREAK;
  }
  VM_CASE(BITE) { TRACE(); sp -= 2; tla_bite(g, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(LAND_COUNTERS) { TRACE(); *sp++ = tla_land_counters(g, si->controller, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(GY_NONCREATURE_NONLAND) { TRACE(); *sp++ = tla_gy_noncreature_nonland(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(CREATE_XX) { TRACE(); sp -= 2; create_xx(g, (uint16_t)op_read_s16(pc + 1), sp[0], sp[1], si->controller); pc += 3; VM_BREAK; }
  VM_CASE(F_TOKEN) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_NONTOKEN) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_TARGET_PLAYER) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(EFFECT_THEM) { TRACE(); dly_effect_them(g, si, card_ability(g, si, pc[1]), (uint32_t)sp[-1]); pc += 2; VM_BREAK; }
  VM_CASE(ATTACKING_COUNT) { TRACE(); *sp++ = bf_attacking(g); pc += 1; VM_BREAK; }
  VM_CASE(ATTACKING_SUB_YOURS) { TRACE(); *sp++ = bf_attacking_sub(g, si->controller, (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(CONTROL_BASIC_SUB) { TRACE(); *sp++ = bf_basic_sub(g, si->controller, (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(COND) { TRACE(); *sp++ = trig_cond(g, pc[1], si->controller, si->kicked == 1, si->obj); pc += 2; VM_BREAK; } /* fdncards 8 */
  VM_CASE(MUL) { TRACE(); sp -= 1; sp[-1] *= sp[0]; pc += 1; VM_BREAK; }
  VM_CASE(PREVENT_COMBAT) { TRACE(); sp -= 1; replace_this_turn(g, sp[0], REPL_PREVENT_COMBAT); pc += 1; VM_BREAK; }
  VM_CASE(CLEAR_COUNTERS) {
    TRACE();
    sp -= 1;
    for (int k = 0; k < CTR__COUNT; k++)
      remove_counters(g, si, sp[0], k, 255);
    pc += 1;
    VM_BREAK;
  }
  VM_CASE(REMOVE_COUNTERS) { TRACE(); sp -= 2; did = remove_counters(g, si, sp[0], pc[1], sp[1]); pc += 2; VM_BREAK; }
  VM_CASE(REMOVE_COUNTERS_LANDS) { TRACE(); remove_counters_lands(g, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(COUNTERS_ALL) { TRACE(); sp -= 1; counters_each(g, si->controller, -1, pc[1], sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(COUNTERS_EACH) { TRACE(); sp -= 1; counters_each(g, si->controller, si->controller, pc[1], sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(EXILE_IF_DIES) { TRACE(); sp -= 1; replace_this_turn(g, sp[0], REPL_EXILE_IF_DIES); pc += 1; VM_BREAK; }
  VM_CASE(GY_MOVE) { TRACE(); sp -= 1; gyt_move(g, si, sp[0], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(MV_KINDS) { TRACE(); if (g->dirty) lay_apply(g); *sp++ = bf_mv_kinds(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(GY_ALL_BF) { TRACE(); gyt_return_all(g, si, pc[1]); pc += 2; VM_BREAK; } /* fdncards (page 2) */
  VM_CASE(EXILE_GRAVEYARD) { TRACE(); sp -= 1; gyt_exile_all(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(CARD_IS_TYPE) { TRACE(); sp[-1] = gyt_card_is_type(g, sp[-1], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(CARD_IS_SUB) { TRACE(); sp[-1] = gyt_card_is_sub(g, sp[-1], (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(CARD_POWER) { TRACE(); sp[-1] = gyt_card_power(g, sp[-1]); pc += 1; VM_BREAK; }
  VM_CASE(MAIN_PHASE) { TRACE(); *sp++ = g->active == si->controller && (g->step == STEP_MAIN1 || g->step == STEP_MAIN2); pc += 1; VM_BREAK; }
  VM_CASE(EXILE_GY_GROW) { TRACE(); sp -= 1; rcf_exile_grow(g, si, sp[0], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(COUNTERS_SRC) { TRACE(); *sp++ = pc[1] < CTR__COUNT ? src_counters(g, si, KNOWN, pc[1]) : 0; pc += 2; VM_BREAK; }
  VM_CASE(UNATTACH) { TRACE(); rcf_unattach(g, si); pc += 1; VM_BREAK; }
  VM_CASE(PREVENT_NEXT) { TRACE(); sp -= 2; prev_shield_add(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(PREVENT_DAMAGE) { TRACE(); sp -= 1; replace_this_turn(g, sp[0], REPL_PREVENT_DAMAGE); pc += 1; VM_BREAK; }
  VM_CASE(POWER) { TRACE(); sp[-1] = power_of(g, KNOWN, sp[-1]); pc += 1; VM_BREAK; }
  VM_CASE(KICKED) { TRACE(); *sp++ = si->kicked == 1; pc += 1; VM_BREAK; }
  VM_CASE(UNLESS) { TRACE(); sp -= 1; pc += 2 + (sp[0] ? 0 : pc[1]); VM_BREAK; }
  VM_CASE(PICK) { TRACE(); sp -= 2; sp[-1] = sp[1] ? sp[0] : sp[-1]; pc += 1; VM_BREAK; }
  VM_CASE(NOT) { TRACE(); sp[-1] = !sp[-1]; pc += 1; VM_BREAK; }
  VM_CASE(CONTROL_LAND_SUPER) { TRACE(); *sp++ = control_land_super(g, si->controller, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(XVAL) { TRACE(); *sp++ = si->x == X_UNCHOSEN ? 0 : si->x; pc += 1; VM_BREAK; }
  VM_CASE(LIFE_LOST) { TRACE(); *sp++ = lost; pc += 1; VM_BREAK; }
  VM_CASE(FIGHT) { TRACE(); sp -= 2; fight(g, si, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(EMBLEM) { TRACE(); emblem(g, (uint16_t)op_read_s16(pc + 1), si->controller); pc += 3; VM_BREAK; }
  VM_CASE(COUNTER) { TRACE(); sp -= 1; counter(g, sp[0], ZONE_GRAVEYARD); pc += 1; VM_BREAK; }
  VM_CASE(COUNTER_EXILE) { TRACE(); sp -= 1; counter(g, sp[0], ZONE_EXILE); pc += 1; VM_BREAK; }
  VM_CASE(DESTROY_ALL) { TRACE(); destroy_all(g, 1u << pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(MILL) { TRACE(); sp -= 2; did = mill(g, sp[1], sp[0], -1); pc += 1; VM_BREAK; }
  VM_CASE(SCRY) { TRACE(); sp -= 2; pc += 1; if (look(g, LOOK_SCRY, sp[1], sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(SURVEIL) { TRACE(); sp -= 2; pc += 1; if (look(g, LOOK_SURVEIL, sp[1], sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(BLIGHT) { TRACE(); sp -= 2; pc += 2; int b = blight_begin(g, sp[1], sp[0]); if (b > 0) return SUSPEND(); if (b < 0 && pc[-1]) return 0; VM_BREAK; }
  VM_CASE(DEALT_DAMAGE) { TRACE(); sp[-1] = sp[-1] >= 0 && sp[-1] < MAX_OBJECTS && g->objs[sp[-1]].zone == ZONE_BATTLEFIELD &&
                                         (g->objs[sp[-1]].repl & REPL_DAMAGED); pc += 1; VM_BREAK; }
  VM_CASE(EDICT_TYPES) { /* tlacards: none to sacrifice: the rest ("If you do, ...") doesn't happen */
    TRACE(); sp -= 1; pc += 2; int r = edict_types_begin(g, sp[0], pc[-1], si->obj); if (r > 0) return SUSPEND(); if (r < 0) return 0; VM_BREAK; }
  VM_CASE(EDICT) { TRACE(); sp -= 1; pc += 2; if (edict_begin(g, sp[0], pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(LOOK_TAKE) { TRACE(); sp -= 2; pc += 2; if (look_take(g, sp[1], sp[0], pc[-1], 0)) return SUSPEND(); VM_BREAK; }
  VM_CASE(LOOK_TAKE_GY) { TRACE(); sp -= 2; pc += 2; if (look_take(g, sp[1], sp[0], pc[-1], 1)) return SUSPEND(); VM_BREAK; }
  VM_CASE(SPELLS_BEFORE) { TRACE(); *sp++ = spell_about_count(g, si, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(COPY_SPELL) { TRACE(); sp -= 1; pc += 2; if (spell_copy_begin(g, si, sp[0], pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(ABOUT) { TRACE(); *sp++ = vm_ref(about(g, si)); pc += 1; VM_BREAK; }
  VM_CASE(DISCARD) { TRACE(); sp -= 2; pc += 1; if (disc_begin(g, sp[1], sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(ENDURE) { TRACE(); sp -= 2; pc += 3; if (endure_begin(g, si, sp[1], sp[0], (uint16_t)op_read_s16(pc - 2))) return SUSPEND(); VM_BREAK; }
  VM_CASE(DISCARD_THEN) { /* "Discard a card. If you do, ...": an empty hand ends the effect (701.9a) */
    TRACE(); sp -= 1; pc += 1;
    if (!IS_PLAYER_REF(sp[0]) || g->players[REF_PLAYER(sp[0])].n[ZONE_HAND] == 0)
      return 0;
    if (disc_begin(g, sp[0], 1))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(DISCARD_MAY) { /* "You may discard a card. If you do, ...": nothing to discard ends the effect */
    TRACE(); sp -= 1; pc += 1;
    int r = disc_may_begin(g, sp[0]);
    if (r > 0)
      return SUSPEND();
    if (r < 0)
      return 0;
    VM_BREAK;
  }
  VM_CASE(AMOUNT) { TRACE(); *sp++ = si->kind == SI_ABILITY && !si->kw ? si->amount : 0; pc += 1; VM_BREAK; }
  VM_CASE(GY_SIZE) { TRACE(); *sp++ = g->players[si->controller].n[ZONE_GRAVEYARD]; pc += 1; VM_BREAK; }
  VM_CASE(MARK) { TRACE(); *sp++ = (int32_t)g->next_timestamp; pc += 1; VM_BREAK; }
  VM_CASE(DELAY) { TRACE(); sp -= 1; dly_create(g, si, card_ability(g, si, pc[1]), (uint32_t)sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(CREATE_ATTACKING) { TRACE(); sp -= 1; pc += 3; if (dly_create_attacking(g, si, (uint16_t)op_read_s16(pc - 2), sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(CONTROL_TYPE) { TRACE(); *sp++ = bf_count(g, si->controller, NONE, 1u << pc[1], NONE, BF_ANY_POWER); pc += 2; VM_BREAK; }
  VM_CASE(SAC_THEM) { TRACE(); dly_sacrifice_them(g, si); pc += 1; VM_BREAK; }
  VM_CASE(EARTHBEND) { TRACE(); sp -= 2; bend_earth(g, si, sp[1], card_ability(g, si, pc[1]), sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(FIREBEND) { TRACE(); sp -= 2; bend_fire(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(HAND_SIZE) { TRACE(); *sp++ = g->players[si->controller].n[ZONE_HAND]; pc += 1; VM_BREAK; }
  VM_CASE(SPELLS_CAST_TURN) { TRACE(); *sp++ = g->players[si->controller].spells_cast; pc += 1; VM_BREAK; } /* tdmcards 10 */
  VM_CASE(AT_LEAST) { TRACE(); sp -= 1; sp[-1] = sp[-1] >= sp[0]; pc += 1; VM_BREAK; }
  VM_CASE(IS_COLOR) { TRACE(); sp[-1] = is_color(g, sp[-1], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(DISCARD_UNLESS) { TRACE(); sp -= 2; pc += 2; if (disc_unless_begin(g, sp[1], sp[0], pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(REVEAL_DISCARD) { /* eclcards 6: "Target opponent reveals their hand. You choose a nonland card from it. ..." */
    TRACE(); sp -= 1; pc += 2;
    if (disc_reveal_begin(g, sp[0], pc[-1]))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(DISCARD_RANDOM) { TRACE(); sp -= 2; disc_random(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(SACRIFICED_TOUGHNESS) { TRACE(); *sp++ = g->sacrificed_toughness; pc += 1; VM_BREAK; }
  VM_CASE(PAYS) {
    TRACE();
    sp -= 2;
    int32_t who = sp[1], n = sp[0];
    *sp++ = 0; /* not paid, unless the decision says so (unless_apply writes it) */
    pc += 3;
    if (unless_begin(g, who, n, (uint16_t)op_read_s16(pc - 2)))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(BECOME_COPY) { TRACE(); sp -= 1; copy_until_eot(g, sp[0], pc[1], si->controller); pc += 2; VM_BREAK; }
  VM_CASE(CHOOSE_COPIED) { TRACE(); *sp++ = VM_REF_NONE; pc += 1; if (copy_choose_begin(g)) return SUSPEND(); VM_BREAK; }
  VM_CASE(GAIN_GY_ACTIVATED) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(BECOME_COPY_EXCEPT) { TRACE(); sp -= 1; copy_except(g, si, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(BECOME_COPY_OF) { TRACE(); sp -= 2; copy_one_until_eot(g, sp[1], sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(CREATE_COPY) { TRACE(); sp -= 2; pc += 1; if (copy_tokens(g, sp[1], sp[0], si->controller)) return SUSPEND(); VM_BREAK; }
  VM_CASE(TUCK) { TRACE(); sp -= 1; pc += 1; if (place_begin(g, sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(MAY) { TRACE(); pc += 1; if (srch_may(g, si->controller)) return SUSPEND(); VM_BREAK; }
  VM_CASE(MAY_PLAYER) {
    TRACE();
    sp -= 1;
    pc += 1;
    if (!IS_PLAYER_REF(sp[0]))
      return 0; /* no one to choose: what follows is not done */
    if (srch_may(g, REF_PLAYER(sp[0])))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(TARGET_CONTROLLER) { TRACE(); *sp++ = target_controller(g, si->target[pc[1]]); pc += 2; VM_BREAK; }
  VM_CASE(DAMAGE_CREATURES_OF) { /* two players: each creature but the other player's (cmb_damage_each spares them) */
    TRACE();
    sp -= 2;
    if (IS_PLAYER_REF(sp[1]))
      cmb_damage_each(g, si->obj, sp[0], TYPEBIT(CREATURE), 1 - REF_PLAYER(sp[1]), -1);
    pc += 1;
    VM_BREAK;
  }
  VM_CASE(ADD_POOL) { TRACE(); sp -= 2; mpool_add(g, sp[1], pc[1], sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(UNTAP_SET) { TRACE(); lay_untap_set(g, si, card_ability(g, si, pc[1])); pc += 2; VM_BREAK; }
  VM_CASE(EXILE_HAND) { TRACE(); sp -= 2; pc += 1; if (disc_exile_begin(g, sp[1], sp[0])) return SUSPEND(); VM_BREAK; }
  VM_CASE(EFFECT_SOURCE) { /* tlacards 14: "... for as long as you control Ty Lee" (611.2b) */
    TRACE();
    sp -= 1;
    if (sp[0] >= 0 && sp[0] < MAX_OBJECTS)
      lay_add_while_source(g, si, sp[0], card_ability(g, si, pc[1]));
    pc += 2;
    VM_BREAK;
  }
  VM_CASE(NEWEST) { TRACE(); sp[-1] = dly_newest(g, si, (uint32_t)sp[-1]); pc += 1; VM_BREAK; } /* tlacards 14 */
  VM_CASE(MAY_PLAYER_IF) { /* tlacards 14: "Its controller may search ... Draw a card." -- 0 until they say yes (search.c) */
    TRACE();
    int who = IS_PLAYER_REF(sp[-1]) ? REF_PLAYER(sp[-1]) : si->controller;
    sp[-1] = 0;
    pc += 1;
    if (srch_may(g, who | MAY_GOES_ON))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(SET_POWER) { TRACE(); sp -= 1; LAYERED(0, sp[0], 0); pc += 1; VM_BREAK; } /* tlacards */
  VM_CASE(F_LAND_OR_SUBTYPE) { TRACE(); FILTER((uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(F_POWER_AT_LEAST) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(MILL_TAKE) { TRACE(); sp -= 2; mill(g, sp[1], sp[0], (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(TARGET_TOKEN) { TRACE(); *sp++ = si->target[pc[1]] < MAX_OBJECTS && g->objs[si->target[pc[1]]].zcc == si->target_zcc[pc[1]] &&
                                           (g->objs[si->target[pc[1]]].flags & OBJ_TOKEN); pc += 2; VM_BREAK; } /* tdmcards 10 */
  VM_CASE(ATTACKING_YOURS) { TRACE(); *sp++ = bf_attacking_yours(g, si->controller); pc += 1; VM_BREAK; } /* tdmcards 13 */
  VM_CASE(TARGET_IS_PLAYER) { TRACE(); *sp++ = IS_PLAYER_REF(si->target[pc[1]]); pc += 2; VM_BREAK; }
  VM_CASE(DISCARD_UPTO) { /* tdmcards 12: "discard up to two cards, then draw that many cards" (discard.c) */
    TRACE(); sp -= 2; pc += 1;
    int32_t n = sp[0], ref = sp[1];
    *sp++ = 0; /* each card discarded adds one while its player chooses */
    if (disc_upto_begin(g, ref, n))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(EXILE_PLAY) { /* tdmcards 11: "Exile the top card of your library. ... you may play that card." (exileplay.c) */
    TRACE(); sp -= 2; pc += 2;
    if (xplay_exile(g, si, sp[1], sp[0], pc[-1]))
      return SUSPEND(); /* "Choose one of them." */
    VM_BREAK;
  }
  VM_CASE(EXILE_CAST_FREE) { /* tdmcards 20: Breaching Dragonstorm (exileplay.c) */
    TRACE(); sp -= 1; pc += 2;
    if (xplay_cast_free(g, si, sp[0], pc[-1]))
      return SUSPEND(); /* "You may cast it ..." */
    VM_BREAK;
  }
  VM_CASE(EXILE_CAST_FREE_LT) { /* tlacards 19b: Solstice Revelations -- "less than the number of Mountains you control" */
    TRACE(); sp -= 2; pc += 1;
    if (xplay_cast_free(g, si, sp[1], sp[0] - 1))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(FIND_TYPE) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; }
  VM_CASE(FIND_SUPER) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; }
  VM_CASE(FIND_COLOR) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; }
  VM_CASE(FIND_SUBTYPE) { TRACE(); srch_quality(&q, op, (uint16_t)op_read_s16(pc + 1), 0); pc += 3; VM_BREAK; }
  VM_CASE(FIND_MV) { TRACE(); sp -= 1; srch_quality(&q, op, pc[1], sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(FIND_NOT_TYPE) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; }  /* tdmcards: page 2 */
  VM_CASE(FIND_PERMANENT) { TRACE(); srch_quality(&q, op, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(FIND_EITHER) { TRACE(); srch_quality(&q, op, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(LOOK_UPTO) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; }
  VM_CASE(TOUGHNESS) { TRACE(); sp[-1] = toughness_of(g, KNOWN, sp[-1]); pc += 1; VM_BREAK; } /* tdmcards 16 */
  VM_CASE(SAGA_RETURN_TF) { TRACE(); tf_saga_return(g, si); pc += 1; VM_BREAK; } /* tlacards 15 */
  VM_CASE(EXTRA_TURN) { TRACE(); turn_extra(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(DAMAGE_EXCESS) { TRACE(); sp -= 1; sp[-1] = tla_damage_excess(g, si->obj, sp[0], sp[-1]); pc += 1; VM_BREAK; }
  VM_CASE(CREATE_COPY_EXC) { TRACE(); sp -= 4; pc += 2; if (copyexc_tokens(g, sp[1], sp[0], si->controller, pc[-1], sp[2], sp[3])) return SUSPEND(); VM_BREAK; } /* tdmcards 18 */
  VM_CASE(SHUFFLE_INTO) { TRACE(); sp -= 1; srch_shuffle_into(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(MANA_VALUE) { TRACE(); sp[-1] = obj_mana_value(g, sp[-1]); pc += 1; VM_BREAK; } /* fdncards 11 */
  VM_CASE(BOUNCE_ALL_OF) { TRACE(); sp -= 1; bounce_all_nonland(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(DMG_MOD) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; } /* fdncards 11 */
  VM_CASE(GAIN_PLUS) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; } /* fdncards 11b */
  VM_CASE(LIFE_GAINED) { TRACE(); sp[-1] = IS_PLAYER_REF(sp[-1]) ? g->life_gained[REF_PLAYER(sp[-1])] : 0; pc += 1; VM_BREAK; }
  VM_CASE(F_OTHER_UNLESS) { TRACE(); FILTER((uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(FIND_OR_KW) { TRACE(); srch_quality(&q, op, pc[1], 0); pc += 2; VM_BREAK; } /* fdncards 12 */
  VM_CASE(FIND_OR_SUB) { TRACE(); srch_quality(&q, op, (uint16_t)op_read_s16(pc + 1), 0); pc += 3; VM_BREAK; }
  VM_CASE(GY_SHUFFLE) { TRACE(); sp -= 1; srch_shuffle_gy(g, sp[0]); pc += 1; VM_BREAK; } /* fdncards 11 */
  VM_CASE(POISON) { TRACE(); sp -= 2; if (IS_PLAYER_REF(sp[1])) game_add_poison(g, si->controller, REF_PLAYER(sp[1]), sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(LOOK_TOP) {
    TRACE();
    sp -= 2;
    q.depth = (uint8_t)(sp[0] < 0 ? 0 : sp[0] > 255 ? 255 : sp[0]);
    pc += 2;
    if (q.depth && search(g, &q, sp[1], pc[-1]))
      return SUSPEND();
    VM_BREAK;
  }
  VM_CASE(SEARCH) { TRACE(); sp -= 1; pc += 2; if (search(g, &q, sp[0], pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(MILL_FIND) { TRACE(); sp -= 2; pc += 2; if (IS_PLAYER_REF(sp[1]) && srch_from_milled(g, &q, REF_PLAYER(sp[1]), sp[0], pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(PUT_FROM_HAND) { TRACE(); sp -= 1; pc += 2; if (IS_PLAYER_REF(sp[0]) && srch_from_hand(g, &q, REF_PLAYER(sp[0]), pc[-1])) return SUSPEND(); VM_BREAK; }
  VM_CASE(SHUFFLE_SELF) { TRACE(); srch_shuffle_self(g, si); pc += 1; VM_BREAK; }
  VM_CASE(COLORS) { TRACE(); *sp++ = vm_colors_among(g, si->controller); pc += 1; VM_BREAK; }
  VM_CASE(DEVOTION) { TRACE(); *sp++ = devotion(g, si->controller, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(REVEAL_TOP_LAND) { TRACE(); sp -= 1; reveal_top_land(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(CHOOSE) { TRACE(); pc += 2; VM_BREAK; } /* the choice was made as SRC entered (choose.c) */
  VM_CASE(F_ANYWHERE) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_YOURS_ANYWHERE) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_TYPE) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_NOT_TYPE) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_SUBTYPE) { TRACE(); FILTER((uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(F_NOT_SUBTYPE) { TRACE(); FILTER((uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(F_SUPER) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_NOT_SUPER) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_YOURS) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_OTHER) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_OPPONENTS) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_SELF) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_COLOR) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_ATTACKING) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_UNTAPPED) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_TAPPED) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_NO_ABILITIES) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_COUNTER) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_NO_KEYWORD) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_KEYWORD) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_IN_GRAVEYARD) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_NOT_TARGET) { TRACE(); FILTER(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(F_CHOSEN_COLOR) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_CHOSEN_NAME) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_CHOSEN_TYPE) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(F_ATTACHED) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(SET_CONTROLLER) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(ADD_TYPE) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(ADD_SUBTYPE) { TRACE(); LAYERED((uint16_t)op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_CASE(SET_TYPES) { TRACE(); LAYERED((uint16_t)op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_CASE(SET_CREATURE_TYPE) { TRACE(); LAYERED((uint16_t)op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_CASE(SET_LAND_TYPE) { TRACE(); LAYERED((uint16_t)op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_CASE(SET_CHOSEN_TYPE) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(ALL_CREATURE_TYPES) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(LOSE_CREATURE_TYPES) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(TAP_MAY) { /* eclcards: "you may tap another untapped creature you control. If you do, ..." */
    TRACE(); pc += 3;
    int r = tapmay_begin(g, si, op_read_s16(pc - 2));
    if (r > 0)
      return SUSPEND();
    return 0;
  }
  VM_CASE(CHOOSE_TYPE_NOW) { TRACE(); pc += 1; choose_now(g, si); return SUSPEND(); } /* eclcards 8 (page 2) */
  VM_CASE(ADD_ANY_COLOR) { TRACE(); pc += 1; choose_mana(g, si); return SUSPEND(); } /* lead (page 2) */
  VM_CASE(EFFECT_X) { TRACE(); sp -= 2; lay_add_effect_x(g, si, sp[1], card_ability(g, si, pc[1]), sp[0]); pc += 2; VM_BREAK; } /* fdncards 18 */
  VM_CASE(COST_SAC_TOUGHNESS) { TRACE(); *sp++ = si->kind == SI_ACTIVATED ? si->amount : 0; pc += 1; VM_BREAK; } /* fdncards 18 */
  VM_CASE(EFFECT_ALL_X) { TRACE(); sp -= 1; lay_add_effect_all_x(g, si, card_ability(g, si, pc[1]), sp[0]); pc += 2; VM_BREAK; } /* tdmcards 19 */
  VM_CASE(REMOVE_MAY) { /* eclcards 8: none to remove ends the run ("When you do,") */
    TRACE(); pc += 1;
    int r = removemay_begin(g, si);
    if (r > 0)
      return SUSPEND();
    if (r < 0)
      return 0;
    VM_BREAK;
  }
  VM_CASE(ABOUT_POWER) { TRACE(); *sp++ = lki_about_power(g, si); pc += 1; VM_BREAK; } /* tlacards 19 (608.2h) */
  VM_CASE(PUT_KNOWN_COUNTERS) { TRACE(); sp -= 1; lki_put_counters(g, si, pc[1], sp[0]); pc += 2; VM_BREAK; }
  VM_CASE(ABOUT_DEALS_POWER) { TRACE(); sp -= 1; about_deals_power(g, si, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(PROLIFERATE) { TRACE(); pc += 1; if (prolif_begin(g)) return SUSPEND(); VM_BREAK; } /* eclcards 10 */
  VM_CASE(REMOVE_ANY) { TRACE(); sp -= 1; pc += 1; if (removeany_begin(g, sp[0])) return SUSPEND(); VM_BREAK; } /* eclcards 10 */
  VM_CASE(COUNTER_ALL_OPP) { TRACE(); *sp++ = counterall_opp(g, si); pc += 1; VM_BREAK; } /* eclcards 10 */
  VM_CASE(BOUNCE_ALL_NON) { TRACE(); bounce_attacking(g, (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; } /* eclcards 10 */
  VM_CASE(SPELLS_CONVOKE) { /* eclcards 10: "Creature spells you cast have convoke." -- a cost_mod of no amount */
    TRACE(); cm.targets_source |= COSTMOD_CONVOKE; if (st) lay_cost(g, st, si, &cm, pc[1], 0);
    cm = (cost_mod){.subtype = COST_ANY_SUBTYPE}; pc += 2; VM_BREAK;
  }
  VM_CASE(SPELLS_FREE) { /* tdmcards 20: "You may cast Dragon spells without paying their mana costs." -- no amount */
    TRACE(); cm.targets_source |= COSTMOD_FREE; if (st) lay_cost(g, st, si, &cm, pc[1], 0);
    cm = (cost_mod){.subtype = COST_ANY_SUBTYPE}; pc += 2; VM_BREAK;
  }
  VM_CASE(COLOR_PERMANENTS) { TRACE(); *sp++ = bf_color_count(g, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(CONTROL_CHOSEN) { TRACE(); *sp++ = choose_count(g, si); pc += 1; VM_BREAK; }
  VM_CASE(RETURN_GY_CHOSEN) { TRACE(); choose_return_gy(g, si, pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(RETURN_LINKED) { TRACE(); exl_return_linked(g, si); pc += 1; VM_BREAK; } /* eclcards (4) */
  VM_CASE(FLICKER) { TRACE(); sp -= 1; ecl_flicker(g, sp[0]); pc += 1; VM_BREAK; } /* eclcards (3) */
  VM_CASE(TUCK_SECOND) { TRACE(); sp -= 1; pc += 1; if (place_begin_how(g, sp[0], 1)) return SUSPEND(); VM_BREAK; }
  VM_CASE(LANDS_OR_SUB) { TRACE(); *sp++ = bf_count(g, si->controller, NONE, TYPEBIT(LAND), (uint16_t)op_read_s16(pc + 1), BF_ANY_POWER); pc += 3; VM_BREAK; }
  VM_CASE(ADD_SUPER) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(DISCARD_HAND) { TRACE(); sp -= 1; disc_hand(g, sp[0]); pc += 1; VM_BREAK; }
  VM_CASE(MANIFEST) { TRACE(); sp -= 1; fd_manifest(g, sp[0], (uint16_t)op_read_s16(pc + 1)); pc += 3; VM_BREAK; }
  VM_CASE(EFFECT_WHILE) { TRACE(); sp -= 1; if (sp[0] >= 0 && sp[0] < MAX_OBJECTS) lay_add_while(g, si, sp[0], card_ability(g, si, pc[1])); pc += 2; VM_BREAK; }
  VM_CASE(LOSE_TYPE) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(SET_COLORS) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(ADD_CHOSEN_COLOR) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(SET_CHOSEN_COLOR) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; } /* lead (page 2) */
  VM_CASE(LOSE_ABILITIES) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(LOSE_OTHER_ABILITIES) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(LOSE_NONMANA) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(ADD_KEYWORD) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(LOSE_KEYWORD) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(ADD_MANA) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(SET_PT_CDA) { TRACE(); sp -= 2; LAYERED(0, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(SET_PT) { TRACE(); sp -= 2; LAYERED(0, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(SET_PT_MV) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(MODIFY_PT) { TRACE(); sp -= 2; LAYERED(0, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(SWITCH_PT) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(EXTRA_LAND) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(NO_MAX_HAND) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(F_COMMANDER) { TRACE(); FILTER(0); pc += 1; VM_BREAK; }
  VM_CASE(ADD_WARD) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(ATTACH_TO) { TRACE(); sp -= 2; attach_other(g, sp[0], sp[1]); pc += 1; VM_BREAK; }
  VM_CASE(COUNTER_MOD) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(PLAYER_RULE) { TRACE(); LAYERED(pc[1], 0, 0); pc += 2; VM_BREAK; }
  VM_CASE(SPEND_ANY) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(RESTRICT) { TRACE(); LAYERED((uint16_t)op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_CASE(SPELLS_SUBTYPE) { TRACE(); cm.subtype = (uint8_t)op_read_s16(pc + 1); pc += 3; VM_BREAK; }
  VM_CASE(SPELLS_TYPE) { TRACE(); cm.types |= (uint16_t)BIT(pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(SPELLS_TARGETING_SELF) { TRACE(); cm.targets_source |= COSTMOD_TARGETS; pc += 1; VM_BREAK; }
  VM_CASE(SPELLS_SECOND) { TRACE(); cm.targets_source |= COSTMOD_SECOND; pc += 1; VM_BREAK; } /* tdmcards 10 */
  VM_CASE(SPELLS_NOT_TYPE) { /* tlacards 15: "Noncreature spells" */
    TRACE(); cm.types |= (uint16_t)BIT(pc[1]); cm.targets_source |= COSTMOD_NOT_TYPES; pc += 2; VM_BREAK;
  }
  VM_CASE(COST_MORE) { TRACE(); sp -= 1; if (st) lay_cost(g, st, si, &cm, pc[1], sp[0]); cm = (cost_mod){.subtype = COST_ANY_SUBTYPE}; pc += 2; VM_BREAK; }
  VM_CASE(COST_LESS) { TRACE(); sp -= 1; if (st) lay_cost(g, st, si, &cm, pc[1], -sp[0]); cm = (cost_mod){.subtype = COST_ANY_SUBTYPE}; pc += 2; VM_BREAK; }
  VM_CASE(FLASH_ALL) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(FIGHT_EXCESS) { TRACE(); sp -= 1; sp[-1] = tla_fight_excess(g, sp[-1], sp[0]); pc += 1; VM_BREAK; } /* lead */
  VM_CASE(KEEP_POOL) { TRACE(); sp -= 1; mpool_keep(g, sp[0], pc[1]); pc += 2; VM_BREAK; }
  VM_CASE(POOL_RED) { TRACE(); LAYERED(0, 0, 0); pc += 1; VM_BREAK; }
  VM_CASE(POOL_SIZE) {
    TRACE(); sp[-1] = IS_PLAYER_REF(sp[-1]) ? mpool_total(g, REF_PLAYER(sp[-1])) : 0; pc += 1; VM_BREAK;
  }
  VM_CASE(FLASH_SORCERY_AND) { TRACE(); LAYERED(op_read_s16(pc + 1), 0, 0); pc += 3; VM_BREAK; }
  VM_END_LOOP
  return 0;
}
