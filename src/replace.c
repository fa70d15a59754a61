/* replace.c: replacement effects that would modify an object's move to another zone (614.1a), and the choice of the one that applies when several would (616.1): a decision taken before the event. */
#include "game.h"

/* "If <this> would be put into a graveyard from anywhere, reveal it and shuffle it into its owner's library
   instead." (614.1a): its own replacement ability, wherever it is -- unless, on the battlefield, it lost it */
static int shuffles_instead(const mtg_game *g, int o)
{
  const pack_card *c = game_card(g, o);
  if (g->objs[o].zone == ZONE_BATTLEFIELD && g->objs[o].lost)
    return 0;
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_REPLACEMENT &&
        g->pack->abils[c->abil_first + i].trigger == TRIG_WOULD_GRAVEYARD)
      return 1;
  return 0;
}

/* the replacement effects that would modify o's move to zone; fx holds them, the count is returned */
int repl_effects(const mtg_game *g, int o, int zone, uint8_t fx[REPLFX__MAX])
{
  const obj *ob = &g->objs[o];
  int n = 0;
  if (zone != ZONE_GRAVEYARD)
    return 0;
  if (ob->zone == ZONE_BATTLEFIELD && (ob->repl & REPL_EXILE_IF_DIES)) /* 700.4: "dies" */
    fx[n++] = REPLFX_EXILE;
  if (shuffles_instead(g, o))
    fx[n++] = REPLFX_SHUFFLE;
  return n;
}

/* 616.1: one of them applies -- the one its controller chose, or the only one. After it, the event is a move
   to exile or to the library, which the other one no longer modifies (616.1e). The choice is spent. */
int repl_peek(const mtg_game *g, int o, int zone)
{
  uint8_t fx[REPLFX__MAX];
  int n = repl_effects(g, o, zone, fx), pick = n ? fx[0] : REPLFX_NONE;
  for (int i = 0; i < n; i++)
    if (fx[i] == g->objs[o].repl_pick)
      pick = fx[i];
  return pick;
}

int repl_pick(mtg_game *g, int o, int zone)
{
  int pick = repl_peek(g, o, zone);
  g->objs[o].repl_pick = REPLFX_NONE;
  return pick;
}

/* 616.1: the affected object's controller (its owner if it has none) chooses before the event. 1: they now
   choose; `then` says what goes on after */
int repl_ask(mtg_game *g, int o, int zone, int then)
{
  uint8_t fx[REPLFX__MAX];
  if (repl_effects(g, o, zone, fx) < 2 || g->objs[o].repl_pick != REPLFX_NONE)
    return 0;
  g->repl_obj = (uint16_t)o;
  g->repl_then = (uint8_t)then;
  g->mode = MODE_REPLACE;
  return 1;
}

void repl_options(mtg_game *g)
{
  uint8_t fx[REPLFX__MAX];
  int o = g->repl_obj, n = repl_effects(g, o, ZONE_GRAVEYARD, fx);
  dec_reset(g, MTG_DEC_REPLACEMENT, g->objs[o].zone == ZONE_BATTLEFIELD ? g->objs[o].controller : g->objs[o].owner);
  for (int i = 0; i < n; i++)
    dec_add(g, MTG_OPT_REPLACE, o, NONE, fx[i]);
}

void repl_apply(mtg_game *g, const mtg_option *op)
{
  g->objs[op->source].repl_pick = (uint8_t)op->value;
  if (g->repl_then == REPL_THEN_EDICT) {
    edict_finish(g, op->source);
    return;
  }
  if (g->repl_then == REPL_THEN_COST) {
    cost_sacrifice(g, op->source);
    return;
  }
  g->mode = MODE_PRIORITY; /* state-based actions are checked again, now with the choice made */
  g->sba_dirty = 1;
}
