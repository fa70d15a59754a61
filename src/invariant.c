/* invariant.c: consistency checks of a game state -- used by tests and `mtgsim --check` soaks. */
#include "game.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* eclcards 16: a permanent that entered as a resolution went on (Aang's Iceberg's exiled card returning as it is
   sacrificed) makes its "as it enters" choice or payment (614.12) before the scry or surveil the resolution has set up
   (enterpay.c): that look waits, kept, and its mode comes back once the choice is made */
static int enter_over_look(const mtg_game *g)
{
  return (g->mode == MODE_CHOOSE || g->mode == MODE_ENTER_PAY) &&
         (g->enter_pay_mode == MODE_LOOK || g->enter_pay_mode == MODE_TOP);
}

/* 0 if the state is consistent, else -1 with the first problem written into err */
int game_check_invariants(const mtg_game *g, char *err, size_t n)
{
  static const int zones[] = {ZONE_LIBRARY, ZONE_HAND, ZONE_GRAVEYARD, ZONE_EXILE};
  uint8_t seen[MAX_OBJECTS] = {0};
  for (int p = 0; p < 2; p++) {
    const player *pl = &g->players[p];
    const uint16_t *arr[] = {pl->library, pl->hand, pl->graveyard, pl->exile};
    for (int z = 0; z < 4; z++)
      for (int i = 0; i < pl->n[zones[z]]; i++) {
        int o = arr[z][i];
        if (o >= g->nobjs || g->objs[o].zone != zones[z] || g->objs[o].owner != p)
          return snprintf(err, n, "object %d listed in player %d's zone %d but is in zone %d", o, p, zones[z],
                          o < g->nobjs ? g->objs[o].zone : -1), -1;
        seen[o]++;
      }
  }
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (o >= g->nobjs || g->objs[o].zone != ZONE_BATTLEFIELD)
      return snprintf(err, n, "battlefield entry %d is object %d in zone %d", i, o, g->objs[o].zone), -1;
    seen[o]++;
  }
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].kind == SI_SPELL) {
      if (g->objs[g->stack[i].obj].zone != ZONE_STACK)
        return snprintf(err, n, "spell %d on the stack is in zone %d", g->stack[i].obj, g->objs[g->stack[i].obj].zone), -1;
      seen[g->stack[i].obj]++;
    }
  for (int i = 0; i < g->nemblems; i++) {
    if (g->objs[g->emblems[i]].zone != ZONE_COMMAND)
      return snprintf(err, n, "emblem %d is in zone %d", g->emblems[i], g->objs[g->emblems[i]].zone), -1;
    seen[g->emblems[i]]++;
  }
  const stack_item *res = &g->res.si; /* a spell whose resolution waits for a decision is still on the stack */
  if (g->res.waiting && res->kind == SI_SPELL && g->objs[res->obj].zone == ZONE_STACK && g->objs[res->obj].zcc == res->obj_zcc)
    seen[res->obj]++;
  int looking = g->mode == MODE_LOOK || g->mode == MODE_TOP;
  if ((looking && (g->res.waiting != RES_CODE || !g->look.kind || g->look.n > g->players[g->look.player].n[ZONE_LIBRARY] ||
                   g->look.placed >= g->look.n)) || (g->mode == MODE_WARD && g->res.waiting != RES_RULES) ||
      (g->mode == MODE_SUSPEND && g->res.waiting != RES_RULES) ||
      (!looking && g->look.kind && !enter_over_look(g)) || (g->mode == MODE_PRIORITY && g->res.waiting) ||
      ((g->mode == MODE_MAY || g->mode == MODE_SEARCH || g->mode == MODE_CAST_FREE) && g->res.waiting != RES_CODE) ||
      ((g->mode == MODE_SEARCH) != (g->search.active != 0)))
    return snprintf(err, n, "mode %d with look %d (%d cards) and a resolution waiting %d", g->mode, g->look.kind,
                    g->look.n, g->res.waiting), -1;
  uint64_t trig = 0; /* the cached union of what the permanents trigger on is current (trig_bf_events) */
  for (int i = 0; i < g->nbf; i++)
    trig |= g->pack->card_trig[g->objs[g->bf[i]].card];
  if (g->bf_trig_ok && g->bf_trig != trig)
    return snprintf(err, n, "the battlefield's trigger events are stale: %llx, not %llx", (unsigned long long)g->bf_trig,
                    (unsigned long long)trig), -1;
  for (int p = 0; !g->dirty && p < 2; p++) /* mana_find's and prio_options' lists are current, but for one too long */
    for (int list = 0; list < 2; list++) {
      int k = 0, count = list ? g->nacts[p] : g->nmsrc[p];
      const uint8_t *at = list ? g->acts[p] : g->msrc[p];
      const char *what = list ? "permanents with activated abilities" : "mana sources";
      if (count == MSRC_MANY)
        continue;
      for (int i = 0; i < g->nbf; i++) {
        const obj *ob = &g->objs[g->bf[i]];
        if ((list ? prio_may_act(g, g->bf[i]) : mana_lists(g, g->bf[i])) && ob->controller == p && (k >= count || at[k++] != g->bf[i]))
          return snprintf(err, n, "player %d's %s are stale at %d (%d listed)", p, what, g->bf[i], count), -1;
      }
      if (k != count)
        return snprintf(err, n, "player %d: %d %s listed, %d found", p, count, what, k), -1;
    }
  int nmtrig = 0; /* lead: the triggered mana abilities that function, as the last recompute counted them */
  for (int i = 0; !g->dirty && i < g->nbf; i++)
    nmtrig += mtrig_functions(g, g->bf[i]);
  if (!g->dirty && nmtrig != g->nmtrig)
    return snprintf(err, n, "%d permanents with triggered mana abilities, counted %d", nmtrig, g->nmtrig), -1;
  int nfree = 0;
  for (int o = 0; o < g->nobjs; o++) {
    nfree += g->objs[o].card == NONE;
    for (int i = 0; i < OBJ_COUNTER_KINDS; i++) /* a free counter slot counts none: obj_has_counters reads ctr_n[0] too */
      if ((g->objs[o].ctr_kind[i] == 0) != (g->objs[o].ctr_n[i] == 0))
        return snprintf(err, n, "object %d: counter slot %d holds kind %d and %d counters", o, i, g->objs[o].ctr_kind[i],
                        g->objs[o].ctr_n[i]), -1;
    if (g->objs[o].card != NONE && seen[o] != 1)
      return snprintf(err, n, "object %d (%s) is in %d zones", o, pack_str(g->pack, game_card(g, o)->name), seen[o]), -1;
  }
  int nstate = 0;
  for (int i = 0; i < g->nbf; i++)
    nstate += (g->pack->card_trig[g->objs[g->bf[i]].card] & trig_bit(TRIG_NO_COUNTERS)) != 0;
  if (nstate != g->nstate_trig)
    return snprintf(err, n, "%d permanents with state triggers, counted %d", nstate, g->nstate_trig), -1;
  if (nfree != g->nfree)
    return snprintf(err, n, "%d free object slots, counted %d", nfree, g->nfree), -1;
  for (int p = 0; p < 2; p++) {
    const player *pl = &g->players[p];
    for (int m = 0; m < 6; m++)
      if (pl->n[m] > MAX_ZONE)
        return snprintf(err, n, "player %d zone %d holds %d", p, m, pl->n[m]), -1;
    int instants = 0;
    for (int i = 0; i < pl->n[ZONE_HAND]; i++)
      instants += zone_instant_speed(g, pl->hand[i]);
    int activated = 0, usable = 0;
    for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++)
      usable += gy_usable(g, pl->graveyard[i]);
    if (usable != pl->gy_usable)
      return snprintf(err, n, "player %d: %d graveyard cards usable there, counted %d", p, usable, pl->gy_usable), -1;
    for (int i = 0; i < g->nbf; i++) {
      const pack_card *c = game_card(g, g->bf[i]);
      for (int k = 0; k < c->abil_count && g->objs[g->bf[i]].controller == p; k++)
        activated += g->pack->abils[c->abil_first + k].kind == ABIL_ACTIVATED;
      if (g->objs[g->bf[i]].controller == p)
        activated += (obj_kept_ability(g, g->bf[i]) >= 0) + gy_card_gains(g, g->objs[g->bf[i]].card) +
                     fd_turnable(g, g->bf[i]);
    }
    if (activated != pl->activated)
      return snprintf(err, n, "player %d: %d activated abilities, counted %d", p, activated, pl->activated), -1;
    if (instants != pl->instants)
      return snprintf(err, n, "player %d: %d instant-speed cards in hand, counted %d", p, instants, pl->instants), -1;
    /* lands_played may exceed 1 + extra_lands: an Exploration that left after its second land took the extra
       land back, not the land (305.2 limits playing them; cast_can_play_land checks it) */
    if (pl->poison < 0)
      return snprintf(err, n, "player %d: poison %d", p, pl->poison), -1;
  }
  int nstatic = 0, attachers = 0;
  for (int i = 0; i < g->nbf; i++) {
    const pack_card *c = game_card(g, g->bf[i]);
    for (int k = 0; k < c->abil_count; k++)
      nstatic += g->pack->abils[c->abil_first + k].kind == ABIL_STATIC;
    int att = 0;
    for (int k = 0; k < PACK_MAX_SUBTYPES && c->subtypes[k] != PACK_NONE; k++)
      att |= c->subtypes[k] == SUB_AURA || c->subtypes[k] == SUB_EQUIPMENT;
    attachers += att;
    if (g->objs[g->bf[i]].attached != NONE && !att)
      return snprintf(err, n, "object %d is attached but is no Aura or Equipment", g->bf[i]), -1;
  }
  if (attachers != g->nattachers)
    return snprintf(err, n, "%d Auras and Equipment on the battlefield, counted %d", attachers, g->nattachers), -1;
  int ngy = 0;
  for (int p = 0; p < 2; p++)
    for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++) {
      const pack_card *c = game_card(g, g->players[p].graveyard[i]);
      for (int k = 0; k < c->abil_count; k++)
        ngy += (g->pack->abils[c->abil_first + k].flags & PACK_ABF_GRAVEYARD) != 0;
    }
  if (ngy != g->ngy_static)
    return snprintf(err, n, "%d graveyard static abilities, counted %d", ngy, g->ngy_static), -1;
  if (nstatic != g->nstatic)
    return snprintf(err, n, "%d static abilities on the battlefield, counted %d", nstatic, g->nstatic), -1;
  if (!g->dirty) { /* dirty tracking: the characteristics equal a full recompute */
    mtg_game *fresh = malloc(sizeof *fresh);
    if (fresh) {
      memcpy(fresh, g, sizeof *fresh);
      fresh->has_effects = 1;
      lay_apply(fresh);
      for (int o = 0; o < g->nobjs; o++) { /* every object: effects reach spells and cards in every zone */
        const obj *a = &g->objs[o], *b = &fresh->objs[o];
        if (a->card == NONE || a->zone == ZONE_NONE)
          continue;
        if (a->power != b->power || a->toughness != b->toughness || a->types != b->types || a->colors != b->colors ||
            obj_keywords(a) != obj_keywords(b) || a->lost != b->lost || a->granted != b->granted || a->controller != b->controller || a->mana != b->mana ||
            memcmp(a->subtypes, b->subtypes, sizeof a->subtypes) != 0) {
          snprintf(err, n, "object %d is %d/%d but recomputing gives %d/%d, or another characteristic differs "
                   "(stale characteristics)", o, a->power, a->toughness, b->power, b->toughness);
          free(fresh);
          return -1;
        }
      }
      free(fresh);
    }
  }
  if (g->mode != MODE_OVER && (g->dec.count == 0 || g->dec.count > MTG_MAX_OPTIONS))
    return snprintf(err, n, "pending decision with %d options", g->dec.count), -1;
  if ((g->mode == MODE_OVER) != (g->result != MTG_RESULT_ONGOING))
    return snprintf(err, n, "mode %d but result %d", g->mode, g->result), -1;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    if (ob->damage < 0 || (obj_blocks(g, ob, ob->blocking) && !(g->objs[ob->blocking].flags & OBJ_ATTACKING) &&
                           g->objs[ob->blocking].zone == ZONE_BATTLEFIELD && g->step <= STEP_COMBAT_DAMAGE &&
                           g->step >= STEP_DECLARE_BLOCKERS))
      return snprintf(err, n, "object %d: damage %d or a block of a non-attacker", g->bf[i], ob->damage), -1;
  }
  if (g->nvartok > MAX_VARTOK)
    return snprintf(err, n, "%d X/X token sizes kept, of %d", g->nvartok, MAX_VARTOK), -1;
  for (int i = 0; i < g->nvartok; i++) /* kept only while on the battlefield (vartoken.c) */
    if (g->vartoks[i].obj == VT_PENDING ? g->mode != MODE_CHOOSE || !g->choose_tokens
                                        : g->vartoks[i].obj >= g->nobjs || g->objs[g->vartoks[i].obj].zone != ZONE_BATTLEFIELD)
      return snprintf(err, n, "an X/X size kept for object %d, which is not on the battlefield", g->vartoks[i].obj), -1;
  return 0;
}
