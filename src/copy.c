/* copy.c: a permanent spell that "may enter as a copy of any creature on the battlefield" (707.5) -- its controller's choice as it resolves; the copy takes the copied object's copiable values (707.2). */
#include "game.h"

/* the card's "enter as a copy" ability, if it has one and a creature is there to copy: its controller now chooses */
int copy_offer(mtg_game *g, const stack_item *si)
{
  const pack_card *c = game_card(g, si->obj);
  int has = 0, any = 0;
  for (int i = 0; i < c->abil_count; i++)
    has |= g->pack->abils[c->abil_first + i].kind == ABIL_ENTER_COPY;
  if (!has)
    return 0;
  if (g->dirty)
    lay_apply(g); /* which permanents are creatures now */
  for (int i = 0; i < g->nbf; i++)
    any |= obj_is(g, g->bf[i], TYPE_CREATURE);
  if (!any)
    return 0;
  g->res.si = *si;
  g->res.waiting = RES_RULES;
  g->mode = MODE_COPY;
  return 1;
}

/* a creature Cytoshape may choose: "a nonlegendary creature on the battlefield" (its characteristics now) */
static int copyable(const mtg_game *g, int o, int nonlegendary)
{
  return obj_is(g, o, TYPE_CREATURE) && !(nonlegendary && (g->objs[o].supertypes & BIT(SUPER_LEGENDARY)));
}

/* the options: an entering permanent's (a run of rules, RES_RULES) or a resolving spell's "Choose a nonlegendary
   creature on the battlefield" (a run of code, RES_CODE: no "no", and no legendary creature) */
void copy_options(mtg_game *g)
{
  const stack_item *si = &g->res.si;
  int chosen = g->res.waiting == RES_CODE;
  dec_reset(g, MTG_DEC_COPY, si->controller);
  if (!chosen)
    dec_add(g, MTG_OPT_NO, si->obj, NONE, 0); /* "you may": it enters as itself */
  for (int i = 0; i < g->nbf; i++)
    if (copyable(g, g->bf[i], chosen))
      dec_add(g, MTG_OPT_COPY, g->bf[i], NONE, 0);
}

/* CHOOSE_COPIED: "Choose a nonlegendary creature on the battlefield." (Cytoshape: not a target) -- its controller
   chooses as it resolves; with none there, nothing is chosen and the run goes on */
int copy_choose_begin(mtg_game *g)
{
  if (g->dirty)
    lay_apply(g); /* which permanents are nonlegendary creatures now */
  for (int i = 0; i < g->nbf; i++)
    if (copyable(g, g->bf[i], 1)) {
      g->mode = MODE_COPY;
      return 1;
    }
  return 0;
}

/* 707.2: the copiable values are those of the copied object's card -- for a copy, the card it copied -- not its
   counters, damage or the effects of other layers */
void copy_apply(mtg_game *g, const mtg_option *op)
{
  const stack_item *si = &g->res.si;
  if (g->res.waiting == RES_CODE) { /* the chosen creature is what CHOOSE_COPIED pushed */
    g->res.stack[g->res.sp - 1] = (int32_t)op->source;
    g->mode = MODE_PRIORITY;
    cast_resume(g);
    return;
  }
  if (op->kind == MTG_OPT_COPY) {
    ev_push(g, EV_COPY, si->controller, si->obj, op->source, 0);
    g->enter_copy = (uint16_t)(g->objs[op->source].card + 1);
    if (g->nvartok && vartok_get(g, op->source)) /* 707.2: a copy of an X/X token is X/X; 707.9b: a copy of a copy made
                                                    "except ..." has the exceptions */
      vartok_put(g, si->obj, vartok_get(g, op->source));
  }
  g->res.waiting = RES_NONE;
  if (choose_offer(g, si))
    return; /* 614.12: as a copy of a card that chooses as it enters, it chooses too (choose_apply makes it enter) */
  cast_enter(g, si);
  prio_give(g, g->active);
}

/* a permanent's copy fields change (what it is without its copy effects, what it is again at cleanup): whether it has
   a kept ability may change with them, and its controller's count of activated abilities follows */
static void set_fields(mtg_game *g, int o, int orig, int eot)
{
  obj *ob = &g->objs[o];
  int was = obj_kept_ability(g, o) >= 0;
  ob->orig_card = (uint16_t)orig;
  ob->eot_card = (uint16_t)eot;
  player *pl = &g->players[ob->controller];
  pl->activated = (uint8_t)(pl->activated + (obj_kept_ability(g, o) >= 0) - was);
}

/* permanent o takes the copiable values of src, card (layer 1) until end of turn; at cleanup it is again what it was
   before the first such effect this turn (514.2), and off the battlefield its own card (400.7) */
static void become_copy(mtg_game *g, int o, int src, int card)
{
  obj *ob = &g->objs[o];
  if (obj_face_down(ob))
    return; /* 613.2b: face-down status applies after copy effects (layer 1b): it stays a face-down 2/2 -- turned face
               up the same turn it is its own card, not the copy (a capacity: obj holds no second copied card) */
  set_fields(g, o, !ob->orig_card && !(ob->flags & OBJ_TOKEN) ? ob->card + 1 : ob->orig_card,
             ob->eot_card ? ob->eot_card : ob->card + 1);
  ev_push(g, EV_BECOMES_COPY, ob->controller, o, (uint16_t)src, 0);
  zone_recard(g, o, card);
}

/* eclcards 14: permanent o takes the copiable values of src, card (layer 1) for good (no duration: Mirrorform) -- as
   copy_except does, without a kept ability: a copy effect until end of turn on it now is older (613.7), so when that
   one ends (514.2) o is still this copy; off the battlefield it is its own card (400.7) */
static void become_copy_for_good(mtg_game *g, int o, int src, int card)
{
  obj *ob = &g->objs[o];
  if (obj_face_down(ob))
    return; /* 613.2b: as become_copy (a capacity: obj holds no second copied card) */
  set_fields(g, o, !ob->orig_card && !(ob->flags & OBJ_TOKEN) ? ob->card + 1 : ob->orig_card, ob->eot_card);
  ev_push(g, EV_BECOMES_COPY, ob->controller, o, (uint16_t)src, 0);
  zone_recard(g, o, card);
  if (ob->eot_card)
    set_fields(g, o, ob->orig_card, card + 1);
}

/* is permanent o one of the set "Each other creature" (others 1), "Each other creature you control" (2), "Each nonland
   permanent you control" (3, the target itself aside: a copy of itself is what it is) of BECOME_COPY's effect */
static int in_copy_set(const mtg_game *g, int o, int src, int others, int controller)
{
  if (o == src || (others >= 2 && g->objs[o].controller != controller))
    return 0;
  return others == 3 ? !obj_is(g, o, TYPE_LAND) : obj_is(g, o, TYPE_CREATURE);
}

/* "Each other creature becomes a copy of target nonlegendary creature until end of turn." (707.2, 611.2c: the
   creatures there now; others 2: "Each other creature you control", those controller controls) -- each takes the copiable values of the object ref names (its card: for a copy, the card it
   copied); at cleanup each is again what it was (514.2), and off the battlefield its own card (400.7); others 3
   (eclcards 14): "Each nonland permanent you control becomes a copy of target non-Aura permanent." for good */
void copy_until_eot(mtg_game *g, int32_t ref, int others, int controller)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD || !others)
    return;
  int src = ref, card = g->objs[src].card;
  if (g->dirty)
    lay_apply(g); /* which permanents are creatures now */
  uint16_t set[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (in_copy_set(g, g->bf[i], src, others, controller))
      set[n++] = g->bf[i];
  for (int i = 0; i < n; i++)
    if (others == 3)
      become_copy_for_good(g, set[i], src, card);
    else
      become_copy(g, set[i], src, card);
}

/* "Target creature becomes a copy of that creature until end of turn." (Cytoshape, 707.2): the creature chosen as it
   resolves -- none chosen, or either gone: nothing happens */
void copy_one_until_eot(mtg_game *g, int32_t ref, int32_t src)
{
  if (ref < 0 || ref >= MAX_OBJECTS || src < 0 || src >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD ||
      g->objs[src].zone != ZONE_BATTLEFIELD)
    return;
  become_copy(g, ref, src, g->objs[src].card);
}

/* "Thespian's Stage becomes a copy of target land, except it has this ability." (707.2, 707.9b): for good, while it is
   the object the ability knew and stays on the battlefield; it takes the target's copiable values (its card), keeps
   the ability as part of them (OBJ_KEEPS), and enters nothing: no "enters" ability applies (a copy of Dark Depths has
   no ice counters). A later copy effect than a Mirrorweave's is what it is after that one ends (613.2, timestamps). */
void copy_except(mtg_game *g, const stack_item *si, int32_t ref)
{
  obj *ob = &g->objs[si->obj];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->obj_zcc || ref < 0 || ref >= MAX_OBJECTS ||
      g->objs[ref].zone != ZONE_BATTLEFIELD)
    return;
  int card = g->objs[ref].card;
  set_fields(g, si->obj, !ob->orig_card && !(ob->flags & OBJ_TOKEN) ? ob->card + 1 : ob->orig_card, ob->eot_card);
  ev_push(g, EV_BECOMES_COPY, ob->controller, si->obj, (uint16_t)ref, 0);
  zone_recard(g, si->obj, card);
  if (ob->eot_card) /* later than the copy "until end of turn": what it is after that one ends too */
    set_fields(g, si->obj, ob->orig_card, card + 1);
}

/* the ability "except it has this ability" keeps (707.9b): a permanent that copies another card (its own has that
   ability), unless a copy effect until end of turn made it a copy of yet another card since (layer 1, timestamps --
   one copying the very same card can't be told apart: a Thespian's Stage that copied Mishra's Factory, animated and
   made a copy of another Mishra's Factory until end of turn, keeps it then); or -1 */
int obj_kept_ability(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  if (!ob->orig_card || ob->card == ob->orig_card - 1 || (ob->eot_card && ob->eot_card != ob->card + 1))
    return -1;
  const pack_card *c = &g->pack->cards[ob->orig_card - 1];
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind == ABIL_ACTIVATED && a->code_len >= 2 && g->pack->code[a->code + a->code_len - 2] == OP_BECOME_COPY_EXCEPT)
      return c->abil_first + i;
  }
  return -1;
}

/* 514.2: "until end of turn" copy effects end: each permanent is again what it was before them */
void copy_eot_end(mtg_game *g)
{
  for (int i = 0; i < g->nbf; i++) {
    obj *ob = &g->objs[g->bf[i]];
    if (!ob->eot_card)
      continue;
    int card = ob->eot_card - 1;
    set_fields(g, g->bf[i], ob->orig_card == card + 1 ? 0 : ob->orig_card, 0); /* orig 0: no copy effect left */
    zone_recard(g, g->bf[i], card);
  }
}

/* 707.9b: an exception of the copy effect ("You may have this creature enter as a copy of any creature on the battlefield,
   except it has changeling.": Omni-Changeling) is part of the copiable values of o, which entered as a copy by its own
   card's ability (obj.orig_card) */
void copy_exception(mtg_game *g, int o)
{
  obj *ob = &g->objs[o];
  const pack_card *c = &g->pack->cards[ob->orig_card - 1];
  if (!(g->pack->abil_kinds[c - g->pack->cards] & BIT(ABIL_ENTER_COPY)))
    return;
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_ENTER_COPY &&
        g->pack->abils[c->abil_first + i].mana == PACK_COPY_CHANGELING) {
      ob->keywords |= KWBIT(CHANGELING);
      ob->all_types = 1; /* 702.73a */
    }
}
