/* ctrput.c: putting counters on permanents and players (122.1), through the counter-modifying replacement effects of
   static abilities (614.1a: Vorinclex doubles what its controller puts and halves what their opponents put). */
#include "game.h"

/* 616.1: the doubling and the halving apply in the order the affected permanent's controller, or the affected player,
   chooses: halving first puts the fewest, doubling first the most. The engine chooses for them, not a decision
   (docs/rules.md): the most of a kind that helps its holder, the fewest of -1/-1 and poison counters. */
static int prefers_fewer(int kind) { return kind == CTR_MINUS1 || kind == CTR_POISON_PLAYER; }

int ctr_amount(mtg_game *g, int putter, int kind, int n)
{
  if (n <= 0 || putter < 0 || putter > 1)
    return n;
  if (!g->players[putter].ctr_twice && !g->players[putter ^ 1].ctr_half)
    return n; /* as of the last recompute: a permanent with such an ability recomputes as it enters (zone.c) */
  if (g->dirty)
    lay_apply(g); /* one that has left since no longer counts */
  int twice = g->players[putter].ctr_twice, half = g->players[putter ^ 1].ctr_half;
  int fewer = prefers_fewer(kind); /* the one who chooses holds the counters: the affected permanent's controller */
  for (int i = 0; i < half && fewer; i++)
    n /= 2; /* halved first: rounded down each time */
  for (int i = 0; i < twice && n < 0x4000; i++)
    n *= 2;
  for (int i = 0; i < half && !fewer; i++)
    n /= 2;
  return n;
}

/* 122.1: puts n counters of a kind on a permanent, as player `putter` would; +1/+1 and -1/-1 ones change P/T in
   layer 7c. Halved to none: nothing is put, so nothing was "put" either */
int obj_put_counters(mtg_game *g, int putter, int o, int kind, int n)
{
  obj *ob = &g->objs[o];
  if (kind < 0 || kind >= CTR__COUNT || n <= 0 || ob->zone != ZONE_BATTLEFIELD)
    return 0;
  if ((n = ctr_amount(g, putter, kind, n)) <= 0)
    return 0;
  obj_place_counters(g, o, kind, n);
  if (putter >= 0 && putter <= 1 && (ob->types & TYPEBIT(CREATURE)))
    g->players[putter].attacked |= PL_PUT_COUNTER; /* 122.6: "if you put a counter on a creature this turn" */
  if (kind == CTR_PLUS1)
    trig_plus1_put(g, putter, o); /* fdncards 10 */
  if (ob->types & TYPEBIT(CREATURE))
    trig_counter_put(g, o); /* tdmcards 17: "Whenever a counter is put on a creature you control," */
  return n;
}


/* n more counters of a kind on a permanent, as they are: no replacement effect applies (a scenario's setup) */
void obj_place_counters(mtg_game *g, int o, int kind, int n)
{
  obj *ob = &g->objs[o];
  if (kind < 0 || kind >= CTR__COUNT || n <= 0 || ob->zone != ZONE_BATTLEFIELD)
    return;
  int before = obj_counter(ob, kind);
  obj_set_counter(ob, kind, before + n); /* a kind with no free slot: not put (capacity) */
  if (kind == CTR_LORE)
    saga_lore(g, o, before, obj_counter(ob, kind)); /* 714.2b: chapter abilities trigger */
  g->dirty = 1;
  g->has_effects = 1; /* so the next recompute takes the full path */
  g->sba_dirty = 1;   /* 704.5q; toughness */
}

/* counters its own controller puts: "enters with", costs of its own abilities, its own effects on it */
void obj_add_counters(mtg_game *g, int o, int kind, int n) { obj_put_counters(g, g->objs[o].controller, o, kind, n); }
