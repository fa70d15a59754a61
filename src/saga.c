/* saga.c: Sagas (714) -- lore counters, chapter abilities triggering, the turn-based lore counter and the sacrifice. */
#include "game.h"

/* chapter abilities o has now: bit N for each chapter number N (714.2c: "I, II —" is two abilities); 0 if it has none
   (lost them, 613.1f, or never had any) */
static unsigned chapters(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  unsigned bits = 0;
  if (!(g->pack->card_trig[g->objs[o].card] & trig_bit(TRIG_CHAPTER)))
    return 0;
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CHAPTER && obj_has_ability(g, o, i))
      bits |= a->trig_arg;
  }
  return bits;
}

/* 714.2d: the greatest chapter number among the chapter abilities it has; 0 if it has none */
int saga_final_chapter(const mtg_game *g, int o)
{
  unsigned bits = chapters(g, o);
  int n = 0;
  while (bits >> (n + 1))
    n++;
  return n;
}

/* 714.2b: lore counters went from `before` to `after` on o: each chapter ability N with before < N <= after triggers,
   lowest first (its controller orders them as they go on the stack, 603.3b) */
void saga_lore(mtg_game *g, int o, int before, int after)
{
  unsigned bits = chapters(g, o);
  const pack_card *c = game_card(g, o);
  for (int n = before + 1; n <= after && n < 16; n++)
    for (int i = 0; (bits >> n) & 1 && i < c->abil_count && g->ntrig < MAX_TRIGGERS; i++) {
      const pack_ability *a = &g->pack->abils[c->abil_first + i];
      if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CHAPTER && ((a->trig_arg >> n) & 1) && obj_has_ability(g, o, i))
        g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, (uint16_t)(c->abil_first + i), g->objs[o].controller, 0,
                                                0, 0, 0};
    }
  g->sba_dirty = 1; /* 714.4 */
}

/* 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it (its chapter I triggers) */
void saga_enters(mtg_game *g, int o)
{
  if (obj_has_subtype(g, o, SUB_SAGA))
    obj_add_counters(g, o, CTR_LORE, 1);
}

/* 714.3b (505.4): as the active player's precombat (first) main phase begins, they put a lore counter on each Saga they
   control with one or more chapter abilities -- a turn-based action, no stack (since the FINAL FANTASY update of
   2025-06: a Saga that has lost its chapter abilities gets none) */
void saga_main_phase(mtg_game *g)
{
  if (g->dirty)
    lay_apply(g);
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (g->objs[o].controller == g->active && obj_has_subtype(g, o, SUB_SAGA) && chapters(g, o))
      obj_add_counters(g, o, CTR_LORE, 1);
  }
}

/* is o the source of a chapter ability that has triggered but not yet left the stack (714.4)? */
static int chapter_pending(const mtg_game *g, int o)
{
  for (int i = 0; i < g->ntrig; i++)
    if (g->trig[i].source == o && g->trig[i].ability != NONE && g->pack->abils[g->trig[i].ability].trigger == TRIG_CHAPTER)
      return 1;
  for (int i = 0; i < g->nstack; i++) {
    const stack_item *si = &g->stack[i];
    if (si->kind == SI_ABILITY && si->obj == o && si->obj_zcc == g->objs[o].zcc && si->ability != NONE &&
        g->pack->abils[si->ability].trigger == TRIG_CHAPTER)
      return 1;
  }
  return 0;
}

/* 714.4: a Saga with one or more chapter abilities and at least its final chapter number of lore counters, that isn't
   the source of a chapter ability waiting or on the stack, is sacrificed by its controller (a state-based action; since
   2025-06 a Saga with no chapter abilities is not). 1 if any was */
int saga_sba(mtg_game *g)
{
  uint16_t doomed[MAX_BF];
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (!obj_has_counters(&g->objs[o]))
      continue; /* no lore counter: not sacrificed (most permanents have no counters) */
    int last = obj_has_subtype(g, o, SUB_SAGA) ? saga_final_chapter(g, o) : 0;
    if (last > 0 && obj_counter(&g->objs[o], CTR_LORE) >= last && !chapter_pending(g, o))
      doomed[n++] = (uint16_t)o;
  }
  zone_leave_together(g, doomed, n, ZONE_GRAVEYARD); /* all at once (704.3, 603.10a) */
  for (int i = 0; i < n; i++)
    edict_one(g, g->objs[doomed[i]].controller, doomed[i]);
  return n > 0;
}

/* a chapter ability left the stack (resolved, or was countered or removed): its Saga may be sacrificed now (714.4) */
void saga_left_stack(mtg_game *g, const stack_item *si)
{
  if (si->kind == SI_ABILITY && si->ability != NONE && g->pack->abils[si->ability].trigger == TRIG_CHAPTER)
    g->sba_dirty = 1;
}
