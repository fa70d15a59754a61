/* manapool.c: the mana pool (106.4) -- mana a resolving spell or ability adds ("Add {U}{R}{W}."), kept by color until
   the step or phase ends (500.4) and spent by payment before any source is tapped (mana.c lists it first). */
#include "game.h"

/* player ref `who` adds n mana of kind k (MANA_*) to their pool; a pool holds at most MANA_MAX_SOURCES / 4 of a kind */
void mpool_add(mtg_game *g, int32_t who, int k, int32_t n)
{
  if (!IS_PLAYER_REF(who) || k < 0 || k >= MANA__COUNT || n <= 0)
    return;
  player *pl = &g->players[REF_PLAYER(who)];
  for (int i = 0; i < n && pl->pool[k] < MANA_MAX_SOURCES / 4; i++) {
    pl->pool[k]++;
    ev_push(g, EV_ADD_POOL, REF_PLAYER(who), NONE, NONE, k);
  }
}

/* player p spends one mana of the pool that `colors` (BIT(MANA_*), one kind) names: the pool's own before
   firebending's {R}, which lasts longer (702.189a) */
void mpool_spend(mtg_game *g, int p, int colors)
{
  player *pl = &g->players[p];
  int k = colors ? __builtin_ctz((unsigned)colors) : MANA_C;
  if (k < MANA__COUNT && pl->pool[k] > 0)
    pl->pool[k]--;
  else if (pl->fire_mana > 0)
    pl->fire_mana--;
  ev_push(g, EV_POOL_MANA, p, NONE, NONE, k);
}

/* the mana in player p's pool, firebending's included */
int mpool_total(const mtg_game *g, int p)
{
  int n = g->players[p].fire_mana;
  for (int k = 0; k < MANA__COUNT; k++)
    n += g->players[p].pool[k];
  return n;
}

/* 500.4: the step or phase ends, and mana empties from each player's pool (firebending's is kept until end of combat) */
void mpool_empty(mtg_game *g)
{
  for (int p = 0; p < 2; p++)
    for (int k = 0; k < MANA__COUNT; k++)
      g->players[p].pool[k] = 0;
}

/* the pool's mana, as mana_find lists it: firebending's {R} and the pool's {R} first (one kind together), then the
   other kinds in WUBGC order -- one entry a mana, source NONE */
int mpool_list(const mtg_game *g, int p, uint16_t *obj, uint8_t *colors, int room)
{
  static const uint8_t order[MANA__COUNT] = {MANA_R, MANA_W, MANA_U, MANA_B, MANA_G, MANA_C};
  const player *pl = &g->players[p];
  int n = 0;
  for (int i = 0; i < MANA__COUNT; i++) {
    int k = order[i], have = pl->pool[k] + (k == MANA_R ? pl->fire_mana : 0);
    for (int j = 0; j < have && n < room; j++) {
      obj[n] = NONE;
      colors[n++] = (uint8_t)BIT(k);
    }
  }
  return n;
}
