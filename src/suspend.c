/* suspend.c: the keyword ability suspend (702.62) -- Delay's time counters, suspend's two triggered abilities from exile, and its owner's choice to cast the card without paying its mana cost (not the VM's suspending of a run, vm.c). */
#include "game.h"

/* no card of the pool prints suspend: a card has it when it gained it in exile (Delay), for as long as it is there */
int susp_has(const mtg_game *g, int o) { return (g->objs[o].repl & REPL_SUSPEND) != 0; }

/* 702.62b: "suspended": in exile, with suspend and a time counter on it */
int susp_suspended(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return ob->card != NONE && ob->zone == ZONE_EXILE && susp_has(g, o) && obj_counter(ob, CTR_TIME) > 0;
}

/* COUNTER_TIME: "Counter target spell. If the spell is countered this way, exile it with N time counters on it instead
   of putting it into its owner's graveyard. If it doesn't have suspend, it gains suspend." -- a copy of a spell
   ceases to exist instead (707.10a, 704.5e): nothing is exiled; no spell there, nothing is countered */
void susp_counter(mtg_game *g, int32_t ref, int arg)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_STACK)
    return;
  uint16_t zcc = g->objs[ref].zcc;
  cast_counter_to(g, ref, ZONE_EXILE);
  obj *ob = &g->objs[ref];
  if (ob->card == NONE || ob->zone != ZONE_EXILE || ob->zcc == zcc)
    return;
  obj_set_counter(ob, CTR_TIME, obj_counter(ob, CTR_TIME) + (arg & COUNTER_TIME_MAX));
  ev_push(g, EV_TIME_EXILED, ob->owner, (int)ref, NONE, obj_counter(ob, CTR_TIME));
  if ((arg & COUNTER_TIME_GAINS) && !susp_has(g, ref)) {
    ob->repl |= REPL_SUSPEND;
    ev_push(g, EV_GAINS_SUSPEND, ob->owner, (int)ref, NONE, 0);
  }
}

/* one of suspend's triggered abilities of card o triggers; the card's owner controls it (its controller in exile) */
static void add(mtg_game *g, int o, int kw)
{
  if (g->ntrig < MAX_TRIGGERS)
    g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, NONE, g->objs[o].owner, (uint8_t)kw, 0, 0, 0};
}

/* 702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it." -- the cards
   the active player owns in exile (603.4: the "if" is checked as it triggers and as it resolves) */
void susp_upkeep(mtg_game *g)
{
  const player *pl = &g->players[g->active];
  for (int i = 0; i < pl->n[ZONE_EXILE]; i++)
    if (susp_suspended(g, pl->exile[i]))
      add(g, pl->exile[i], KWT_SUSPEND_TICK);
}

/* 702.62a: the first ability removes a time counter; "When the last time counter is removed from this card, if it's
   exiled, you may play it without paying its mana cost if able. If you don't, it remains exiled." -- the owner
   decides as the second resolves (MODE_SUSPEND), when the card can be cast; 1 if they now do */
int susp_resolve(mtg_game *g, const stack_item *si)
{
  obj *ob = &g->objs[si->obj];
  if (ob->card == NONE || ob->zcc != si->obj_zcc || ob->zone != ZONE_EXILE)
    return 0; /* 400.7: it left exile; a new object has no such ability (603.4) */
  if (si->kw == KWT_SUSPEND_TICK) {
    if (!susp_suspended(g, si->obj))
      return 0;
    int left = obj_counter(ob, CTR_TIME) - 1;
    obj_set_counter(ob, CTR_TIME, left);
    ev_push(g, EV_TIME_REMOVED, si->controller, si->obj, NONE, left);
    if (left == 0)
      add(g, si->obj, KWT_SUSPEND_CAST);
    return 0;
  }
  if (!cast_free_castable(g, si->controller, si->obj)) {
    ev_push(g, EV_SUSPEND_STAYS, si->controller, si->obj, NONE, 0); /* "if able" (no legal target, ...) */
    return 0;
  }
  g->res.si = *si;
  g->res.waiting = RES_RULES;
  g->may_player = si->controller;
  g->mode = MODE_SUSPEND; /* a "may" decision (srch_may_options): cast it, or leave it exiled */
  return 1;
}

/* "yes": it is cast while the ability resolves (608.2g), timing permissions ignored; once it is cast the resolution
   is over (cast.c gives the active player priority). "no": it remains exiled, with no time counter */
void susp_apply(mtg_game *g, const mtg_option *op)
{
  const stack_item si = g->res.si;
  if (op->kind != MTG_OPT_YES) {
    ev_push(g, EV_MAY_NO, si.controller, si.obj, NONE, 0);
    ev_push(g, EV_SUSPEND_STAYS, si.controller, si.obj, NONE, 0);
    cast_resume(g); /* the resolution ends; the active player receives priority */
    return;
  }
  g->res.waiting = RES_NONE;
  g->mode = MODE_PRIORITY;
  ev_push(g, EV_SUSPEND_CAST, si.controller, si.obj, NONE, 0);
  cast_begin_free(g, si.controller, si.obj, 1);
}
