/* manapool.c: the mana pool (106.4) -- mana a resolving spell or ability adds ("Add {U}{R}{W}."), kept by color until
   the step or phase ends (500.4) and spent by payment before any source is tapped (mana.c lists it first); what a
   player keeps of it as steps end (The Last Agni Kai), or what becomes red instead of being lost (Ozai). */
#include "game.h"
#include "opcodes.h"

/* player ref `who` adds n mana of kind k & POOL_KIND (MANA_*) to their pool, with POOL_KEEP_EOT mana they keep until
   end of turn; a pool holds at most MANA_MAX_SOURCES / 4 of a kind */
void mpool_add(mtg_game *g, int32_t who, int k, int32_t n)
{
  int kind = k & POOL_KIND;
  if (!IS_PLAYER_REF(who) || kind >= MANA__COUNT || n <= 0)
    return;
  player *pl = &g->players[REF_PLAYER(who)];
  uint8_t *into = (k & POOL_KEEP_EOT) ? &pl->pool_eot[kind] : &pl->pool[kind];
  for (int i = 0; i < n && pl->pool[kind] + pl->pool_eot[kind] < MANA_MAX_SOURCES / 4; i++) {
    (*into)++;
    ev_push(g, EV_ADD_POOL, REF_PLAYER(who), NONE, NONE, kind);
  }
  lay_touch(g, PACK_READS_POOL); /* lead: "as long as you have six or more unspent mana" (Ozai) */
}

/* player p spends one mana of the pool that `colors` (BIT(MANA_*), one kind) names: the mana lost soonest first -- the
   pool's own, then firebending's {R} (end of combat, 702.189a), then the mana kept until end of turn */
void mpool_spend(mtg_game *g, int p, int colors)
{
  player *pl = &g->players[p];
  int k = colors ? __builtin_ctz((unsigned)colors) : MANA_C;
  if (k < MANA__COUNT && pl->pool[k] > 0)
    pl->pool[k]--;
  else if (k == MANA_R && pl->fire_mana > 0)
    pl->fire_mana--;
  else if (k < MANA__COUNT && pl->pool_eot[k] > 0)
    pl->pool_eot[k]--;
  ev_push(g, EV_POOL_MANA, p, NONE, NONE, k);
  lay_touch(g, PACK_READS_POOL);
}

/* the mana in player p's pool, firebending's included */
int mpool_total(const mtg_game *g, int p)
{
  int n = g->players[p].fire_mana;
  for (int k = 0; k < MANA__COUNT; k++)
    n += g->players[p].pool[k] + g->players[p].pool_eot[k];
  return n;
}

/* n mana that player pl would lose: with POOL_RED_INSTEAD it becomes red and stays (Ozai: "If you would lose unspent
   mana, that mana becomes red instead.", 614.1a); a kind capped as mpool_add caps it */
static void pool_lost(player *pl, int n)
{
  if (!(pl->pool_keep & POOL_RED_INSTEAD) || n <= 0)
    return;
  int room = MANA_MAX_SOURCES / 4 - pl->pool[MANA_R] - pl->pool_eot[MANA_R];
  pl->pool[MANA_R] = (uint8_t)(pl->pool[MANA_R] + (n < room ? n : room > 0 ? room : 0));
}

/* 500.4: the step or phase ends, and mana empties from each player's pool (firebending's is kept until end of combat);
   a kind they keep until end of turn (The Last Agni Kai) moves to the mana kept so, and what they'd lose may become red */
void mpool_empty(mtg_game *g)
{
  for (int p = 0; p < 2; p++) {
    player *pl = &g->players[p];
    int lost = 0;
    for (int k = 0; k < MANA__COUNT; k++) {
      if (pl->pool_keep & BIT(k))
        pl->pool_eot[k] = (uint8_t)(pl->pool_eot[k] + pl->pool[k]); /* the pool and these hold 16 together at most */
      else
        lost += pl->pool[k];
      pl->pool[k] = 0;
    }
    pool_lost(pl, lost);
  }
  lay_touch(g, PACK_READS_POOL);
}

/* 702.189a: combat ends, and the {R} firebending added is lost -- kept until end of turn by a player who keeps red mana so,
   or red in the pool instead */
void mpool_end_combat(mtg_game *g)
{
  for (int p = 0; p < 2; p++) {
    player *pl = &g->players[p];
    int n = pl->fire_mana, room = MANA_MAX_SOURCES / 4 - pl->pool[MANA_R] - pl->pool_eot[MANA_R];
    pl->fire_mana = 0;
    if (pl->pool_keep & BIT(MANA_R))
      pl->pool_eot[MANA_R] = (uint8_t)(pl->pool_eot[MANA_R] + (n < room ? n : room > 0 ? room : 0));
    else
      pool_lost(pl, n);
  }
  lay_touch(g, PACK_READS_POOL);
}

/* the turn ends (514.3: after the cleanup step): the mana kept "until end of turn" is lost too, and with it what the
   player kept of each kind (The Last Agni Kai's effect ends) */
void mpool_end_turn(mtg_game *g)
{
  mpool_empty(g);
  for (int p = 0; p < 2; p++) {
    player *pl = &g->players[p];
    int lost = 0;
    for (int k = 0; k < MANA__COUNT; k++)
      lost += pl->pool_eot[k], pl->pool_eot[k] = 0;
    pool_lost(pl, lost);
    pl->pool_keep &= POOL_RED_INSTEAD;
  }
}

/* lead: KEEP_POOL -- "Until end of turn, you don't lose unspent red mana as steps and phases end." (The Last Agni Kai):
   player ref who keeps unspent mana of that kind as steps and phases end, the mana in their pool now and any they add
   later this turn */
void mpool_keep(mtg_game *g, int32_t who, int kind)
{
  if (IS_PLAYER_REF(who) && kind >= 0 && kind < MANA__COUNT)
    g->players[REF_PLAYER(who)].pool_keep |= (uint8_t)BIT(kind);
}

/* the pool's mana, as mana_find lists it: firebending's {R} and the pool's {R} first (one kind together), then the
   other kinds in WUBGC order -- one entry a mana, source NONE */
int mpool_list(const mtg_game *g, int p, uint16_t *obj, uint8_t *colors, int room)
{
  static const uint8_t order[MANA__COUNT] = {MANA_R, MANA_W, MANA_U, MANA_B, MANA_G, MANA_C};
  const player *pl = &g->players[p];
  int n = 0;
  for (int i = 0; i < MANA__COUNT; i++) {
    int k = order[i], have = pl->pool[k] + pl->pool_eot[k] + (k == MANA_R ? pl->fire_mana : 0);
    for (int j = 0; j < have && n < room; j++) {
      obj[n] = NONE;
      colors[n++] = (uint8_t)BIT(k);
    }
  }
  return n;
}
