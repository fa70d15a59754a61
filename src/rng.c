/* rng.c: the game's random number generator (xoshiro256**, seeded by splitmix64), kept in the game state. */
#include "game.h"

static uint64_t splitmix(uint64_t *x)
{
  uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

void rng_seed(mtg_game *g, uint64_t seed)
{
  for (int i = 0; i < 4; i++)
    g->rng[i] = splitmix(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t rng_next(mtg_game *g)
{
  uint64_t *s = g->rng;
  uint64_t r = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return r;
}

/* uniform in [0, n) without modulo bias (Lemire's method) */
uint32_t rng_below(mtg_game *g, uint32_t n)
{
  uint64_t m = (uint64_t)(uint32_t)(rng_next(g) >> 32) * n;
  uint32_t low = (uint32_t)m;
  if (low < n) {
    uint32_t t = -n % n;
    while (low < t) {
      m = (uint64_t)(uint32_t)(rng_next(g) >> 32) * n;
      low = (uint32_t)m;
    }
  }
  return (uint32_t)(m >> 32);
}
