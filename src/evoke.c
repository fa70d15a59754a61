/* evoke.c: evoke (702.74) -- an alternative cost (118.9) paid any time the card may be cast, and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." -- and what its Incarnations ask: "if {W}{W} was spent to cast it" (601.2h). */
#include "game.h"

/* the card's evoke ability (ABIL_ALT_COST with PACK_ALT_EVOKE), or NULL */
const pack_ability *evoke_ability(const mtg_game *g, const pack_card *c)
{
  int a = costmod_alt_ability(g, c);
  return a != (int)NONE && g->pack->abils[a].mana == PACK_ALT_EVOKE ? &g->pack->abils[a] : NULL;
}

/* does a spell cast for kicked value `kicked` (stack_item.kicked) pay card c's evoke cost? */
const pack_ability *evoke_paid(const mtg_game *g, const pack_card *c, int kicked)
{
  return kicked == KICK_ALT ? evoke_ability(g, c) : NULL;
}

/* does card c ask what was spent to cast it (COND_SPENT_*)? Then its permanent keeps it (obj.kicked) */
static int reads_spent(const mtg_game *g, const pack_card *c)
{
  for (int i = 0; i < c->abil_count; i++) {
    int cond = g->pack->abils[c->abil_first + i].cond;
    if (cond >= COND_SPENT_WW && cond <= COND_SPENT_GG)
      return 1;
  }
  return 0;
}

/* the permanent spell si is about to enter: what its obj.kicked keeps of how it was cast beyond its kicker */
int evoke_enter_bits(const mtg_game *g, const stack_item *si)
{
  return reads_spent(g, game_card(g, si->obj)) ? si->spent2 << OBJ_SPENT2_SHIFT : 0;
}

/* COND_SPENT_*: "if {W}{W} was spent to cast it" -- the permanent's record (obj.kicked), as it entered */
int evoke_spent(int cond, int kicked)
{
  return (kicked >> (OBJ_SPENT2_SHIFT + cond - COND_SPENT_WW)) & 1;
}

/* 702.74a: the permanent o, cast for its evoke cost, entered: its sacrifice trigger waits to be put on the stack with
   the others that triggered as it entered (603.3b: its controller orders them) */
void evoke_entered(mtg_game *g, int o)
{
  if (g->ntrig < MAX_TRIGGERS)
    g->trig[g->ntrig++] = (pending_trigger){(uint16_t)o, NONE, g->objs[o].controller, KWT_EVOKE, (uint16_t)o,
                                            g->objs[o].zcc, 0};
}

/* "its controller sacrifices it" -- if it is still the permanent that entered (400.7) */
void evoke_resolve(mtg_game *g, const stack_item *si)
{
  const obj *ob = &g->objs[si->about];
  if (ob->zone != ZONE_BATTLEFIELD || ob->zcc != si->about_zcc)
    return;
  edict_one(g, ob->controller, si->about); /* 701.21a */
}
