/* zone.c: zones and zone changes (rule 400): an object that changes zones becomes a new object (400.7). */
#include "game.h"
#include <string.h>

/* the per-player array holding a zone, or NULL for the battlefield and the stack */
static uint16_t *zone_array(mtg_game *g, int zone, int p)
{
  player *pl = &g->players[p];
  switch (zone) {
  case ZONE_LIBRARY: return pl->library;
  case ZONE_HAND: return pl->hand;
  case ZONE_GRAVEYARD: return pl->graveyard;
  case ZONE_EXILE: return pl->exile;
  default: return NULL;
  }
}

/* 1 if o was in the list (a zone that was full when it arrived doesn't hold it) */
static int list_remove(uint16_t *a, uint16_t *n, int o)
{
  for (int i = *n - 1; i >= 0; i--) /* from the end: a draw takes the top of the library, the last entry */
    if (a[i] == o) {
      memmove(a + i, a + i + 1, (size_t)(*n - i - 1) * sizeof *a);
      (*n)--;
      return 1;
    }
  return 0;
}

static int statics(const mtg_game *g, int o);

/* 614.12: would entering permanent o have lost the abilities of its rules text once on the battlefield, with the
   continuous effects that exist now and its own static abilities (Blood Moon's nonbasic land is a Mountain with no
   "As this land enters, ..." to apply)? It is counted on the battlefield for that moment only */
static int enters_without_text(mtg_game *g, int o)
{
  if ((!g->nstatic && !g->neffects && !g->nemblems && !statics(g, o)) || g->nbf >= MAX_BF)
    return 0;
  int own = statics(g, o);
  uint8_t activated[2] = {g->players[0].activated, g->players[1].activated}; /* a control change would count it */
  g->bf[g->nbf++] = (uint16_t)o;
  g->bf_trig_ok = 0; /* (and again as it is taken off) */
  g->nstatic = (uint8_t)(g->nstatic + own);
  lay_apply(g);
  int lost = g->objs[o].lost != LOST_NONE;
  g->nbf--;
  g->bf_trig_ok = 0;
  g->nstatic = (uint8_t)(g->nstatic - own);
  g->players[0].activated = activated[0];
  g->players[1].activated = activated[1];
  g->dirty = 1;
  return lost;
}

/* runs o's "as it enters" replacement abilities (their code acts on the entering object), those it would still have
   on the battlefield (614.12) */
static void enters_replacements(mtg_game *g, int o, int controller)
{
  const pack_card *c = game_card(g, o);
  int checked = 0;
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind != ABIL_REPLACEMENT || a->trigger != TRIG_ENTERS || !trig_cond(g, a->cond, controller, g->objs[o].kicked, o))
      continue; /* "enters with a +1/+1 counter on it if you attacked this turn" */
    if (!checked++ && enters_without_text(g, o))
      return;
    stack_item si = {0};
    si.obj = (uint16_t)o;
    si.ability = (uint16_t)(c->abil_first + i);
    si.controller = (uint8_t)controller;
    si.kind = SI_ABILITY;
    si.amount = g->enter_spent; /* "equal to the amount of mana spent to cast it" (MANA_SPENT, 601.2h) */
    si.x = g->enter_x; /* 107.3m: "enters with X +1/+1 counters on it" (XVAL; 0 unless it was cast with X) */
    vm_run(g, &si);
  }
}

/* can the card in hand be used at instant speed: an instant, flash, or an ability activated from hand (cycling) */
int zone_instant_speed(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  if ((c->types & TYPEBIT(INSTANT)) || (c->keywords & KWBIT(FLASH)))
    return 1;
  const pack_card *b = c->face != PACK_NONE && c->layout != PACK_LAYOUT_TRANSFORM ? &g->pack->cards[c->face] : NULL;
  if (b && ((b->types & TYPEBIT(INSTANT)) || (b->keywords & KWBIT(FLASH))))
    return 1; /* an instant Omen (720), a modal back face (712) */
  for (int k = 0; k < c->abil_count; k++)
    if ((g->pack->abils[c->abil_first + k].wording & PACK_WORD_CYCLING) ||
        g->pack->abils[c->abil_first + k].kind == ABIL_FLASH_IF) /* eclcards 8: flash while its caster controls ... */
      return 1;
  return 0;
}

void zone_count_instants(mtg_game *g, int p)
{
  player *pl = &g->players[p];
  pl->instants = 0;
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    pl->instants += (uint8_t)zone_instant_speed(g, pl->hand[i]);
}

/* static abilities of o's card (603.1 aside, these are what layers.c applies) */
int card_count_kind(const mtg_game *g, int o, int kind)
{
  const pack_card *c = game_card(g, o);
  int n = 0;
  for (int i = 0; i < c->abil_count; i++)
    n += g->pack->abils[c->abil_first + i].kind == kind;
  if (kind == ABIL_ACTIVATED) /* "except it has this ability" (707.9b); Necrotic Ooze's from graveyards count as one;
                                 turning a face-down creature card face up, a special action, counts as one (701.40a) */
    n += (obj_kept_ability(g, o) >= 0) + gy_card_gains(g, g->objs[o].card) + fd_turnable(g, o);
  return n;
}

static int statics(const mtg_game *g, int o) { return card_count_kind(g, o, ABIL_STATIC); }

/* 1 if o's card has a state trigger (603.8: "When ... has no ice counters on it") */
static int state_trigs(const mtg_game *g, int o) { return (g->pack->card_trig[g->objs[o].card] & trig_bit(TRIG_NO_COUNTERS)) != 0; }
static int attacher(const mtg_game *g, int o);

/* a permanent becomes another card (a copy effect, 707.2): what is counted of its card's abilities follows */
void zone_recard(mtg_game *g, int o, int card)
{
  obj *ob = &g->objs[o];
  player *pl = &g->players[ob->controller];
  g->nstatic = (uint8_t)(g->nstatic - statics(g, o));
  g->nstate_trig = (uint8_t)(g->nstate_trig - state_trigs(g, o));
  g->nattachers = (uint8_t)(g->nattachers - attacher(g, o));
  pl->activated = (uint8_t)(pl->activated - card_count_kind(g, o, ABIL_ACTIVATED));
  ob->card = (uint16_t)card;
  g->bf_trig_ok = 0; /* what it triggers on is its new card's */
  g->nstatic = (uint8_t)(g->nstatic + statics(g, o));
  g->nstate_trig = (uint8_t)(g->nstate_trig + state_trigs(g, o));
  g->nattachers = (uint8_t)(g->nattachers + attacher(g, o));
  pl->activated = (uint8_t)(pl->activated + card_count_kind(g, o, ABIL_ACTIVATED));
  g->dirty = 1;
  g->has_effects = 1;
  g->sba_dirty = 1; /* toughness, the legend rule, Auras (704.5) */
}

/* 1 for an Aura or Equipment card (what can be attached): the state-based actions of 704.5m-p look only then */
static int attacher(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  for (int i = 0; i < PACK_MAX_SUBTYPES && c->subtypes[i] != PACK_NONE; i++)
    if (c->subtypes[i] == SUB_AURA || c->subtypes[i] == SUB_EQUIPMENT)
      return 1;
  return 0;
}

/* static abilities that function from a graveyard ("As long as Anger is in your graveyard", 113.6) */
static int graveyard_statics(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  int n = 0;
  for (int i = 0; i < c->abil_count; i++)
    n += (g->pack->abils[c->abil_first + i].flags & PACK_ABF_GRAVEYARD) != 0;
  return n;
}

void zone_remove(mtg_game *g, int o)
{
  obj *ob = &g->objs[o];
  if (ob->zone == ZONE_BATTLEFIELD) {
    list_remove(g->bf, &g->nbf, o);
    g->bf_trig_ok = 0;
    if (g->nvartok)
      vartok_forget(g, o); /* an X/X token ceases to exist (111.7); a copy of one is itself again (707.5) */
    g->nattachers = (uint8_t)(g->nattachers - attacher(g, o));
    g->sba_dirty |= g->nattachers != 0; /* what was attached to it is now attached to nothing (704.5m-n) */
    g->nstatic = (uint8_t)(g->nstatic - statics(g, o));
    g->nstate_trig = (uint8_t)(g->nstate_trig - state_trigs(g, o));
    g->players[ob->controller].activated = (uint8_t)(g->players[ob->controller].activated - card_count_kind(g, o, ABIL_ACTIVATED));
    g->dirty = 1;
  } else if (ob->zone != ZONE_STACK && ob->zone != ZONE_NONE) {
    int p = ob->owner, held = list_remove(zone_array(g, ob->zone, p), &g->players[p].n[ob->zone], o);
    if (held && ob->zone == ZONE_HAND && zone_instant_speed(g, o)) /* the counts are of the cards the zone holds */
      g->players[p].instants--;
    if (ob->zone == ZONE_HAND)
      lay_touch(g, PACK_READS_HAND); /* "the number of cards in your hand" (Masumaro) */
    if (held && ob->zone == ZONE_GRAVEYARD) {
      g->ngy_static = (uint8_t)(g->ngy_static - graveyard_statics(g, o));
      g->players[p].gy_usable = (uint8_t)(g->players[p].gy_usable - gy_usable(g, o));
    }
    if (ob->zone == ZONE_GRAVEYARD)
      g->dirty = 1; /* what effects count ("cards in all graveyards") may have changed */
  }
  ob->zone = ZONE_NONE;
}

void obj_reset_characteristics(mtg_game *g, int o)
{
  obj *ob = &g->objs[o];
  const uint8_t *printed = g->pack->printed + (size_t)ob->card * PACK_PRINTED_STRIDE;
  memcpy((uint8_t *)ob + OBJ_PRINTED_AT, printed, OBJ_PRINTED_SIZE);
  ob->keywords_hi = printed[OBJ_PRINTED_SIZE]; /* the second keyword mask lies outside the block */
  ob->exalted = (obj_keywords(ob) & KWBIT(EXALTED)) != 0;
  ob->granted = 0;
  ob->granted_mana = 0;
  ob->rules = 0;
  if (ob->zone == ZONE_BATTLEFIELD)
    ob->controller = ob->base_controller; /* layer 2 starts from here */
  if (g->nvartok)
    vartok_apply(g, o); /* an X/X token's power and toughness are copiable values (111.4, 707.2) */
  if (ob->orig_card && !(ob->kicked & OBJ_FACE_DOWN))
    copy_exception(g, o); /* eclcards 5: "..., except it has changeling" (707.9b) */
}

void zone_put(mtg_game *g, int o, int zone, int p)
{
  obj *ob = &g->objs[o];
  int face_down = g->enter_face == ENTER_FACE_DOWN && zone == ZONE_BATTLEFIELD; /* manifested (701.40a) */
  ob->kicked &= (uint8_t)~OBJ_FACE_DOWN; /* 708.9: a face-down permanent is revealed as it leaves */
  if (ob->orig_card) { /* a copy is itself again off the battlefield (707.5, 400.7) */
    ob->card = (uint16_t)(ob->orig_card - 1);
    ob->orig_card = 0;
  }
  const pack_card *pc = game_card(g, o);
  if (pc->pt_flags & PACK_BACK_FACE)
    ob->card = pc->face; /* a new object, front face up (712.8, 720) */
  if (g->enter_face == 1 && (zone == ZONE_STACK || zone == ZONE_BATTLEFIELD) && game_card(g, o)->face != PACK_NONE)
    ob->card = game_card(g, o)->face; /* cast or put there with its other face up */
  g->enter_face = 0;
  ob->eot_card = 0;
  if (zone == ZONE_BATTLEFIELD && g->enter_copy) { /* 707.5: it enters as a copy: the copied card's values; face down
                                                       (708.2a): the face-down definition's */
    ob->orig_card = (uint16_t)(ob->card + 1);
    ob->card = (uint16_t)(g->enter_copy - 1);
    g->enter_copy = 0;
  }
  ob->zone = (uint8_t)zone;
  ob->flags &= OBJ_TOKEN; /* a token stays a token */
  ob->damage = 0;
  ob->blocking = NONE;
  ob->attached = NONE; /* an Aura spell enters attached to what it targeted (303.4f); nothing else does */
  ob->attack_pw = NONE;
  ob->act_done = 0; /* 400.7: a new object; exhaust abilities again (702.177a) */
  ob->repl = 0;
  ob->chosen = 0; /* a new object (400.7) */
  if (zone == ZONE_BATTLEFIELD) {
    ob->kicked = (uint8_t)(g->enter_kicked | (face_down ? OBJ_FACE_DOWN : 0));
    g->enter_kicked = 0;
    ob->chosen = g->enter_choice; /* 614.12: chosen as it entered */
    g->enter_choice = 0;
    if (!ob->chosen && !face_down && choose_kind(g, ob->card) >= 0)
      enterpay_choose_add(g, o); /* an effect put it here: it chooses once the move is done (enterpay.c) */
  }
  if (zone == ZONE_BATTLEFIELD && g->enter_attached != NONE) {
    ob->attached = g->enter_attached;
    ob->attached_zcc = g->enter_attached_zcc;
    g->enter_attached = NONE;
  }
  obj_clear_counters(ob); /* a new object (400.7, 122.2) */
  ob->timestamp = g->next_timestamp++;
  if (zone == ZONE_BATTLEFIELD)
    ob->base_controller = (uint8_t)p;
  obj_reset_characteristics(g, o);
  if (g->reads & PACK_READS_ANYWHERE)
    g->dirty = 1; /* an effect gives cards in every zone their characteristics (Painter's Servant) */
  if (zone == ZONE_GRAVEYARD)
    g->dirty = 1; /* effects may count the cards of graveyards (Tarmogoyf) or work from there (Anger, 113.6);
                     no effect reads a library, the stack or exile */
  if (zone == ZONE_HAND)
    lay_touch(g, PACK_READS_HAND); /* effects may count the cards of a hand (Masumaro) */
  if (zone == ZONE_BATTLEFIELD) {
    g->sba_dirty = 1; /* toughness, the legend rule */
    ob->controller = (uint8_t)p;
    ob->flags |= OBJ_SICK;
    enters_replacements(g, o, p); /* 614.1c: "enters tapped" modifies the event itself -- before the permanent is
                                     there (614.12): "unless you control a basic land" doesn't see itself */
    tdm_enters_extra(g, o, p); /* "Each Dragon you control enters with an additional +1/+1 counter on it." */
    g->enter_spent = 0;
    g->enter_x = 0;
    if (g->nbf < MAX_BF)
      g->bf[g->nbf++] = (uint16_t)o;
    g->bf_trig_ok = 0;
    g->nstatic = (uint8_t)(g->nstatic + statics(g, o));
    g->nstate_trig = (uint8_t)(g->nstate_trig + state_trigs(g, o));
    g->nattachers = (uint8_t)(g->nattachers + attacher(g, o));
    g->players[p].activated = (uint8_t)(g->players[p].activated + card_count_kind(g, o, ABIL_ACTIVATED));
    if ((ob->types & TYPEBIT(PLANESWALKER)) && game_card(g, o)->loyalty > 0) /* 306.5b */
      obj_put_counters(g, p, o, CTR_LOYALTY, game_card(g, o)->loyalty); /* its controller puts them (Vorinclex) */
    if ((ob->types & TYPEBIT(BATTLE)) && game_card(g, o)->defense) { /* 310.4b: defense counters; 310.11a: in a */
      obj_put_counters(g, p, o, CTR_DEFENSE, game_card(g, o)->defense);       /* two-player game the protector it is given */
      ob->protector = (uint8_t)(p ^ 1);                            /* is its controller's one opponent */
    }
    lay_apply(g); /* 603.6a, 603.10: it triggers with the abilities continuous effects leave it */
    saga_enters(g, o); /* 714.3a */
    trig_check(g, o, TRIG_ENTERS, p); /* 603.6a */
    if (ob->types & TYPEBIT(CREATURE))
      ecl_entered_note(g, p, o); /* "the number of creatures that entered the battlefield under your control this turn" */
    if (ob->types & TYPEBIT(LAND)) { /* tlacards 15: "a land entered the battlefield under your control this turn" */
      g->players[p].attacked |= PL_LAND_ENTERED;
      lay_touch(g, PACK_READS_ENTERED);
    }
    uint64_t events = trig_bf_events(g); /* the loops below look only if some permanent triggers on their events */
    if (events & trig_bit(TRIG_PERMANENT_ENTERS)) /* fdncards: "a Gate you control": any permanent of the subtype */
      for (int i = 0; i < g->nbf; i++)
        if (g->objs[g->bf[i]].controller == p)
          trig_check_about(g, g->bf[i], TRIG_PERMANENT_ENTERS, p, (uint16_t)o);
    if (events & trig_bit(TRIG_ANOTHER_PERMANENT_ENTERS)) /* "another Shrine you control": any permanent of the subtype */
      for (int i = 0; i < g->nbf; i++)
        if (g->objs[g->bf[i]].controller == p && g->bf[i] != o)
          trig_check_about(g, g->bf[i], TRIG_ANOTHER_PERMANENT_ENTERS, p, (uint16_t)o);
    if ((ob->types & (TYPEBIT(CREATURE) | TYPEBIT(LAND))) && /* "another creature you control", "a land you control" */
        (events & (trig_bit(TRIG_ANOTHER_CREATURE_ENTERS) | trig_bit(TRIG_CREATURE_ENTERS) | trig_bit(TRIG_LAND_ENTERS) |
                   trig_bit(TRIG_ANOTHER_NONTOKEN_CREATURE_ENTERS))))
      for (int i = 0; i < g->nbf; i++)
        if (g->objs[g->bf[i]].controller == p) {
          if ((ob->types & TYPEBIT(CREATURE)) && g->bf[i] != o) /* "it" is the one that entered (a Dragon?) */
            trig_check_about(g, g->bf[i], TRIG_ANOTHER_CREATURE_ENTERS, p, (uint16_t)o);
          if ((ob->types & TYPEBIT(CREATURE)) && g->bf[i] != o && !(ob->flags & OBJ_TOKEN)) /* Warden of the Grove */
            trig_check_about(g, g->bf[i], TRIG_ANOTHER_NONTOKEN_CREATURE_ENTERS, p, (uint16_t)o);
          if (ob->types & TYPEBIT(CREATURE))
            trig_check_about(g, g->bf[i], TRIG_CREATURE_ENTERS, p, (uint16_t)o);
          if (ob->types & TYPEBIT(LAND))
            trig_check(g, g->bf[i], TRIG_LAND_ENTERS, p);
        }
    if ((ob->types & TYPEBIT(CREATURE)) && g->ndelayed)
      dly_event(g, TRIG_CREATURE_ENTERS_THIS_TURN, p, (uint16_t)o); /* "Whenever a creature you control enters this turn" */
    if ((ob->types & TYPEBIT(CREATURE)) && (events & trig_bit(TRIG_ANY_CREATURE_ENTERS))) /* "a creature enters": whoever
                                                                                    controls it; "it" names it */
      for (int i = 0; i < g->nbf; i++)
        trig_check_about(g, g->bf[i], TRIG_ANY_CREATURE_ENTERS, g->objs[g->bf[i]].controller, (uint16_t)o);
    /* not dirty: the characteristics were just found with it here (lay_apply above) and the trigger checks change none */
  } else if (zone != ZONE_STACK) {
    ob->controller = ob->owner;
    player *pl = &g->players[ob->owner];
    if (pl->n[zone] < MAX_ZONE) { /* a full zone doesn't hold it, and the counts are of the cards it holds */
      if (zone == ZONE_HAND && zone_instant_speed(g, o))
        pl->instants++;
      if (zone == ZONE_GRAVEYARD) {
        g->ngy_static = (uint8_t)(g->ngy_static + graveyard_statics(g, o));
        pl->gy_usable = (uint8_t)(pl->gy_usable + gy_usable(g, o));
      }
      zone_array(g, zone, ob->owner)[pl->n[zone]++] = (uint16_t)o;
    }
  }
}

/* library index i goes to the bottom, under the cards there (index 0): a move within the library */
void zone_library_bottom(player *pl, int i)
{
  uint16_t o = pl->library[i];
  memmove(pl->library + 1, pl->library, (size_t)i * sizeof *pl->library);
  pl->library[0] = o;
}

/* an object off the battlefield that is no card ceases to exist: its slot is free again */
static void cease(mtg_game *g, obj *ob)
{
  ob->card = NONE;
  ob->spell_copy = 0;
  g->nfree++;
}

static void move(mtg_game *g, int o, int zone);

void zone_move(mtg_game *g, int o, int zone)
{
  int linked = g->exl_any && g->objs[o].zone == ZONE_BATTLEFIELD; /* tdmcards: cards it exiled "until" (610.3) */
  uint16_t zcc = g->objs[o].zcc;
  move(g, o, zone);
  if (linked)
    exl_return(g, o, zcc);
}

/* 603.10a: permanent w, on the battlefield as creature d dies, sees it die -- "Whenever [another] creature you control
   dies" */
static void sees_die(mtg_game *g, int w, int d)
{
  int p = g->objs[d].controller;
  if (g->objs[w].controller != p)
    return;
  if (w != d)
    trig_check_about(g, w, TRIG_ANOTHER_CREATURE_DIES, p, (uint16_t)d);
  trig_check_about(g, w, TRIG_CREATURE_DIES, p, (uint16_t)d);
}

/* permanents leaving the battlefield at the same time (704.3: state-based actions; "destroy all", 701.7; "return all
   attacking creatures", "sacrifice them") are put in their new zones one by one; 603.10a: each leaves-the-battlefield
   ability looks back to before the event, so a permanent moved first still sees those moved after it die or leave --
   those triggers are found here, before any moves, and the moves then find the rest (each pair once) */
void zone_leave_together(mtg_game *g, const uint16_t *objs, int n, int zone)
{
  uint64_t ev = trig_bf_events(g);
  int dies = zone == ZONE_GRAVEYARD && (ev & (trig_bit(TRIG_ANOTHER_CREATURE_DIES) | trig_bit(TRIG_CREATURE_DIES)));
  int leaves = (ev & trig_bit(TRIG_ANOTHER_LEAVES_YOUR_TURN)) != 0;
  if (!dies && !leaves)
    return;
  for (int i = 1; i < n; i++) {
    int d = objs[i];
    if (g->objs[d].zone != ZONE_BATTLEFIELD)
      continue;
    int will_die = dies && (g->objs[d].types & TYPEBIT(CREATURE)) &&
                   repl_peek(g, d, ZONE_GRAVEYARD) == REPLFX_NONE; /* 614.6: not if a replacement moves it elsewhere */
    for (int j = 0; j < i; j++)
      if (g->objs[objs[j]].zone == ZONE_BATTLEFIELD) {
        if (will_die)
          sees_die(g, objs[j], d);
        if (leaves)
          trig_leaves_seen(g, objs[j], d);
      }
  }
}

static void move(mtg_game *g, int o, int zone)
{
  obj *ob = &g->objs[o];
  int p = zone == ZONE_BATTLEFIELD || zone == ZONE_STACK ? ob->controller : ob->owner, from = ob->zone;
  if (ob->zone == ZONE_BATTLEFIELD && zone != ZONE_BATTLEFIELD) /* eclcards: "When this creature leaves the battlefield" --
                                                                   to any zone, looking back (603.6c, 603.10a) */
    trig_check_about(g, o, TRIG_LEAVES, ob->controller, (uint16_t)o);
  if (ob->zone == ZONE_BATTLEFIELD && zone != ZONE_BATTLEFIELD)
    trig_leaves(g, o); /* tlacards: "another permanent you control leaves the battlefield during your turn" */
  int fx = repl_pick(g, o, zone); /* 616.1 */
  if (fx == REPLFX_SHUFFLE) {
    ev_push(g, EV_REVEAL, ob->owner, o, NONE, 0); /* 614.6: it never goes to the graveyard, so it never dies */
    if (ob->zone == ZONE_BATTLEFIELD)
      lki_note(g, o);
    zone_remove(g, o);
    ob->zcc++;
    if (ob->flags & OBJ_TOKEN)
      cease(g, ob); /* a token put into a library ceases to exist (111.7, 704.5d); the library is still shuffled */
    else
      zone_put(g, o, ZONE_LIBRARY, ob->owner);
    zone_shuffle(g, ob->owner);
    ev_push(g, EV_SHUFFLE, ob->owner, NONE, NONE, 0);
    return;
  }
  if (fx == REPLFX_EXILE) {
    zone = ZONE_EXILE; /* 614.1a, 614.6: it never dies, so nothing triggers on its dying */
    ev_push(g, EV_EXILED_INSTEAD, ob->controller, o, NONE, 0);
  }
  if (ob->zone == ZONE_STACK && ob->kicked == OBJ_HARMONIZED && zone != ZONE_STACK) {
    ob->kicked = 0;
    zone = ZONE_EXILE; /* 702.180a: "exile this card instead of putting it anywhere else any time it would leave the
                          stack" */
  }
  if (ob->zone == ZONE_BATTLEFIELD && zone == ZONE_GRAVEYARD) { /* 603.10a: they look back in time */
    kwt_dies(g, o); /* 702.79a: persist */
    trig_check(g, o, TRIG_DIES, ob->controller); /* 700.4: "dies" is "is put into a graveyard from the battlefield" --
                                                    any permanent ("When this Vehicle dies") */
    if (ob->types & TYPEBIT(CREATURE)) {
      if ((trig_bf_events(g) & trig_bit(TRIG_ANOTHER_NONTOKEN_DIES)) && !(ob->flags & OBJ_TOKEN)) /* fdncards */
        for (int i = 0; i < g->nbf; i++)
          if (g->bf[i] != o)
            trig_check_about(g, g->bf[i], TRIG_ANOTHER_NONTOKEN_DIES, g->objs[g->bf[i]].controller, (uint16_t)o);
      if (trig_bf_events(g) & trig_bit(TRIG_OPP_CREATURE_DIES)) /* fdncards: "that player" is its controller */
        for (int i = 0; i < g->nbf; i++)
          if (g->objs[g->bf[i]].controller != ob->controller)
            trig_check_about(g, g->bf[i], TRIG_OPP_CREATURE_DIES, g->objs[g->bf[i]].controller, PLAYER_REF(ob->controller));
      if (trig_bf_events(g) & (trig_bit(TRIG_ANOTHER_CREATURE_DIES) | trig_bit(TRIG_CREATURE_DIES)))
        for (int i = 0; i < g->nbf; i++) /* "Whenever another creature you control dies" -- it still is here (603.10a) */
          sees_die(g, g->bf[i], o);
      g->creature_died |= (uint8_t)(1 | 2 << ob->controller); /* tdmcards 17: and under whose control */
      if (g->ndelayed) {
        dly_that_dies(g, o); /* eclcards 10: "When that creature dies this turn," (603.7c) */
        for (int p = 0; p < 2; p++) /* tlacards 17: "whenever a creature dies this turn," -- any creature, each player's */
          dly_event(g, TRIG_CREATURE_DIES_THIS_TURN, p, (uint16_t)o);
      }
    }
    trig_check(g, o, TRIG_TO_GRAVEYARD, ob->controller);
  }
  if (ob->zone == ZONE_GRAVEYARD && zone != ZONE_GRAVEYARD)
    gyl_event(g, ob->owner); /* "Whenever one or more cards leave your graveyard" */
  int spell = ob->zone == ZONE_STACK && zone == ZONE_BATTLEFIELD;
  int bent = g->neffects && ob->zone == ZONE_BATTLEFIELD && /* 701.66a: "dies or is put into exile" */
             (zone == ZONE_EXILE || (zone == ZONE_GRAVEYARD && (ob->types & TYPEBIT(CREATURE))));
  uint16_t left_zcc = ob->zcc;
  if (ob->zone == ZONE_BATTLEFIELD && zone != ZONE_BATTLEFIELD)
    lki_note(g, o); /* 608.2h: as it last existed there */
  zone_remove(g, o);
  ob->zcc++;
  if (spell)
    lay_follow(g, o, (uint16_t)(ob->zcc - 1)); /* 400.7a: a permanent spell's effects go on with the permanent */
  if (ob->spell_copy && zone != ZONE_BATTLEFIELD) {
    cease(g, ob); /* a copy of a spell off the stack ceases to exist (704.5e, 707.10a) */
    return;
  }
  if ((ob->flags & OBJ_TOKEN) && zone != ZONE_BATTLEFIELD) {
    cease(g, ob); /* a token that leaves the battlefield ceases to exist (704.5d, 111.7) */
    return;
  }
  zone_put(g, o, zone, p);
  if (from == ZONE_EXILE && zone == ZONE_BATTLEFIELD && ob->zone == ZONE_BATTLEFIELD &&
      (trig_bf_events(g) & trig_bit(TRIG_ENTERS_FROM_EXILE))) /* tlacards 18: "whenever a permanent you control enters
                                                                  from exile" (Fire Lord Zuko) */
    for (int i = 0; i < g->nbf; i++)
      if (g->objs[g->bf[i]].controller == ob->controller)
        trig_check_about(g, g->bf[i], TRIG_ENTERS_FROM_EXILE, ob->controller, (uint16_t)o);
  if (zone == ZONE_GRAVEYARD && (game_card(g, o)->types & PERMANENT_TYPES) &&
      (trig_bf_events(g) & trig_bit(TRIG_GY_PERMANENT_PUT)))
    gyl_put_event(g, p); /* eclcards: "one or more permanent cards are put into your graveyard from anywhere" */
  if (bent)
    bend_left(g, o, left_zcc);
}

int zone_draw(mtg_game *g, int p) { return zone_draw_logged(g, p, 1); }

int zone_draw_logged(mtg_game *g, int p, int log)
{
  player *pl = &g->players[p];
  if (pl->n[ZONE_LIBRARY] == 0) {
    pl->drew_from_empty = 1;
    g->sba_dirty = 1;
    return -1;
  }
  int o = pl->library[pl->n[ZONE_LIBRARY] - 1];
  zone_move(g, o, ZONE_HAND);
  if (log) { /* the opening hand's draws (103.5) are drawn before any turn: not counted */
    ev_push(g, EV_DRAW, p, NONE, NONE, 0);
    trig_draw(g, p);
  }
  return 0;
}

void zone_shuffle(mtg_game *g, int p)
{
  player *pl = &g->players[p];
  for (int i = pl->n[ZONE_LIBRARY] - 1; i > 0; i--) {
    int j = (int)rng_below(g, (uint32_t)i + 1);
    uint16_t t = pl->library[i];
    pl->library[i] = pl->library[j];
    pl->library[j] = t;
  }
}

int zone_new_object(mtg_game *g, int card, int owner)
{
  int o = -1;
  for (int i = 0; g->nfree && i < g->nobjs; i++) /* the lowest free slot, if there is one */
    if (g->objs[i].card == NONE) {
      o = i;
      g->nfree--;
      break;
    }
  if (o < 0) {
    if (g->nobjs >= MAX_OBJECTS)
      return -1;
    o = g->nobjs++;
  }
  obj *ob = &g->objs[o];
  uint16_t zcc = ob->zcc;
  memset(ob, 0, sizeof *ob);
  ob->zcc = (uint16_t)(zcc + 1);
  ob->card = (uint16_t)card;
  ob->owner = ob->controller = (uint8_t)owner;
  ob->zone = ZONE_NONE;
  ob->blocking = NONE;
  ob->attached = NONE;
  ob->attack_pw = NONE;
  return o;
}

/* 111.2: tokens enter the battlefield under their creator's control (the verifier checked the card); "create a tapped
   ... token": tapped as they are put there, as a search's "onto the battlefield tapped" */
int zone_create_token(mtg_game *g, int card, int controller, int tapped)
{
  return zone_create_token_pt(g, card, controller, tapped, -1);
}

/* the same with the power and toughness the effect sets ("an X/X ... token": p << 8 | t), or the card's (-1) */
int zone_create_token_pt(mtg_game *g, int card, int controller, int tapped, int pt)
{
  vartok v = {NONE, (uint8_t)(pt >> 8), (uint8_t)pt, NONE, pt >= 0 ? VT_PT : 0, 0};
  return zone_create_token_v(g, card, controller, tapped, &v);
}

/* the same with the copiable values v its creating effect sets (707.9b: a copy "except ..."; v->flags 0: none) */
int zone_create_token_v(mtg_game *g, int card, int controller, int tapped, const vartok *v)
{
  int o = zone_new_object(g, card, controller);
  if (o < 0 || g->nbf >= MAX_BF)
    return -1; /* the game's object table is full: no more tokens */
  if ((v->flags & VT_EXCEPT) && vartok_put(g, o, v) < 0) {
    g->objs[o].card = NONE; /* MAX_VARTOK such tokens already: no more (the slot is free again) */
    g->nfree++;
    return -1;
  }
  g->objs[o].flags |= OBJ_TOKEN;
  ev_push(g, EV_TOKEN, controller, o, NONE, 0);
  zone_put(g, o, ZONE_BATTLEFIELD, controller);
  if (tapped) {
    g->objs[o].flags |= OBJ_TAPPED;
    g->dirty = 1;
  }
  return o;
}

void zone_create_tokens(mtg_game *g, int card, int32_t n, int controller, int tapped)
{
  zone_create_tokens_pt(g, card, n, controller, tapped, -1);
}

void zone_create_tokens_pt(mtg_game *g, int card, int32_t n, int controller, int tapped, int pt)
{
  for (int i = 0; i < n && zone_create_token_pt(g, card, controller, tapped, pt) >= 0; i++)
    ;
}
