/* bend.c: the keyword actions of Avatar: The Last Airbender -- earthbend (701.66): the land's effect, its counters, and the delayed triggered ability that returns it; firebending's mana (702.189). */
#include "game.h"

/* 701.66a: "Target land you control becomes a 0/0 land creature with haste in addition to its other types. Put N +1/+1
   counters on it. When that land dies or is put into exile, return it to the battlefield tapped under your control."
   The effect (the card's continuous-effect ability) has no duration; the delayed triggered ability (603.7) is linked
   to it: the effect lasts exactly as long as the land stays that object, so each earthbend has its own return */
void bend_earth(mtg_game *g, const stack_item *si, int32_t ref, int ability, int32_t n)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_BATTLEFIELD)
    return; /* the land is gone (608.2b: an illegal target is not affected) */
  lay_add_earthbent(g, si, ref, ability);
  if (n > 0)
    obj_add_counters(g, ref, CTR_PLUS1, n);
}

/* permanent o, which was object zcc on the battlefield, died or was put into exile (603.7c: a delayed triggered ability
   triggers once): each earthbend effect on it triggers its return, controlled by the player who earthbent (603.7d);
   "it" is the card in its new zone (400.7: the new object the ability can find) */
void bend_left(mtg_game *g, int o, uint16_t zcc)
{
  const obj *ob = &g->objs[o];
  if (ob->card == NONE)
    return; /* a token ceased to exist (111.7): nothing to return */
  for (int i = 0; i < g->neffects && g->ntrig < MAX_TRIGGERS; i++) {
    const timed_effect *t = &g->effects[i];
    if (t->obj != o || t->obj_zcc != zcc || t->lasting != LASTING_EARTHBEND)
      continue;
    uint16_t src = g->objs[t->source].card != NONE ? t->source : (uint16_t)o;
    g->trig[g->ntrig++] = (pending_trigger){src, NONE, t->controller, KWT_EARTHBEND, (uint16_t)o, ob->zcc, 0};
  }
}

/* "return it to the battlefield tapped under your control": the card, if it is still in the graveyard or exile it
   went to (400.7) */
void bend_return(mtg_game *g, const stack_item *si)
{
  int o = si->about;
  if (o >= MAX_OBJECTS)
    return;
  obj *ob = &g->objs[o];
  if (ob->card == NONE || ob->zcc != si->about_zcc || (ob->zone != ZONE_GRAVEYARD && ob->zone != ZONE_EXILE))
    return;
  ob->controller = si->controller; /* zone_move puts it onto the battlefield under its controller's control */
  zone_move(g, o, ZONE_BATTLEFIELD);
  if (ob->zone == ZONE_BATTLEFIELD) {
    ob->flags |= OBJ_TAPPED;
    g->dirty = 1;
  }
}

/* 702.189a: "add N {R}. Until end of combat, you don't lose this mana as steps and phases end." -- the player's
   fire_mana, which payment spends first (mana_find lists it before the permanents) and turn_end_step empties as the
   end of combat step ends */
void bend_fire(mtg_game *g, int32_t who, int32_t n)
{
  if (!IS_PLAYER_REF(who) || n <= 0)
    return;
  player *pl = &g->players[REF_PLAYER(who)];
  ev_push(g, EV_FIRE_MANA, REF_PLAYER(who), NONE, NONE, n);
  pl->fire_mana = (uint8_t)(pl->fire_mana + n > MANA_MAX_SOURCES / 2 ? MANA_MAX_SOURCES / 2 : pl->fire_mana + n);
  lay_touch(g, PACK_READS_POOL);
}
