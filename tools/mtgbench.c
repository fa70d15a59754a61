/* mtgbench.c: micro-benchmarks of the engine -- state size, clone and copy time, hash, pack loading, game vectors. */
#include "mtgvm.h"
#include "pack.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* a game some way in: 60 random decisions from the start */
static mtg_game *midgame(const mtg_pack *pack, const mtg_deck *a, const mtg_deck *b)
{
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.seed = 3;
  mtg_game *g = mtg_game_new(pack, a, b, &cfg);
  mtg_agent *ag = mtg_agent_new(MTG_AGENT_RANDOM, 1);
  for (int i = 0; i < 60 && mtg_game_result(g) == MTG_RESULT_ONGOING; i++)
    mtg_apply(g, mtg_agent_choose(ag, g));
  mtg_agent_free(ag);
  return g;
}

/* FNV-1a of a buffer, folded into h */
static uint64_t fnv(uint64_t h, const void *p, size_t len)
{
  for (const uint8_t *b = p, *end = b + len; b < end; b++)
    h = (h ^ *b) * 0x100000001b3ull;
  return h;
}

/* steps/s of a vector of n games on `threads` threads, random legal actions picked in C; with `hash`, every step's
   observations, masks, rewards and dones are hashed into it (slow: for checking that a change keeps them) */
static double vec_rate(const mtg_pack *pack, const mtg_deck *a, const mtg_deck *b, int n, int threads, int steps,
                       uint64_t *hash)
{
  mtg_vec *v = mtg_vec_new(pack, a, b, n, threads, MTG_AGENT_RANDOM, 1, 200);
  int16_t *obs = malloc(sizeof *obs * (size_t)n * MTG_OBS_SIZE);
  uint8_t *mask = malloc((size_t)n * MTG_OBS_ACTIONS), *done = malloc((size_t)n);
  float *rew = malloc(sizeof *rew * (size_t)n);
  int32_t *act = malloc(sizeof *act * (size_t)n);
  uint64_t r = 1;
  mtg_vec_reset(v, obs, mask);
  double t0 = now();
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++) {
      const uint8_t *m = mask + (size_t)i * MTG_OBS_ACTIONS;
      int count = 0;
      while (count < MTG_OBS_ACTIONS && m[count])
        count++;
      r = r * 6364136223846793005ull + 1442695040888963407ull;
      act[i] = (int32_t)((r >> 33) % (uint64_t)count);
    }
    mtg_vec_step(v, act, obs, rew, done, mask);
    if (hash) {
      *hash = fnv(*hash, obs, sizeof *obs * (size_t)n * MTG_OBS_SIZE);
      *hash = fnv(*hash, mask, (size_t)n * MTG_OBS_ACTIONS);
      *hash = fnv(*hash, rew, sizeof *rew * (size_t)n);
      *hash = fnv(*hash, done, (size_t)n);
    }
  }
  double rate = (double)steps * n / (now() - t0);
  free(obs); free(mask); free(done); free(rew); free(act);
  mtg_vec_free(v);
  return rate;
}

/* `mtgbench --vec STEPS THREADS [N [hash]]`: the vector benchmark alone (for callgrind: STEPS x N learner steps);
   `hash` also prints a hash of everything the steps wrote (the same games and observations give the same hash) */
static int vec_only(char **argv)
{
  int steps = atoi(argv[2]), threads = atoi(argv[3]), n = argv[4] ? atoi(argv[4]) : 256;
  int hashed = argv[4] && argv[5] && !strcmp(argv[5], "hash");
  uint64_t h = 0xcbf29ce484222325ull;
  mtg_pack *pack = mtg_pack_load(MTG_BUILD_ROOT "/packs/all.mtgpack");
  mtg_deck *a = mtg_deck_load(pack, MTG_SOURCE_ROOT "/data/decks/default_a.json");
  mtg_deck *b = mtg_deck_load(pack, MTG_SOURCE_ROOT "/data/decks/default_b.json");
  if (steps < 1 || threads < 1 || n < threads || mtg_errcode(pack) || mtg_errcode(a) || mtg_errcode(b)) {
    fprintf(stderr, "usage: mtgbench --vec STEPS THREADS [N] (with the built pack and default decks)\n");
    return 2;
  }
  double rate = vec_rate(pack, a, b, n, threads, steps, hashed ? &h : NULL);
  printf("vector of %d games, %d thread%s, %d steps: %.0f steps/s", n, threads, threads > 1 ? "s" : "", steps, rate);
  if (hashed)
    printf(", hash %016llx", (unsigned long long)h);
  printf("\n");
  mtg_deck_free(a);
  mtg_deck_free(b);
  mtg_pack_free(pack);
  return 0;
}

int main(int argc, char **argv)
{
  if (argc >= 4 && !strcmp(argv[1], "--vec"))
    return vec_only(argv);
  const char *pack_path = argc > 1 ? argv[1] : MTG_BUILD_ROOT "/packs/all.mtgpack";
  enum { N = 200000 };
  double t0 = now();
  mtg_pack *pack = NULL;
  for (int i = 0; i < 100; i++) {
    mtg_pack_free(pack);
    pack = mtg_pack_load(pack_path);
  }
  double load = (now() - t0) / 100;
  if (mtg_errcode(pack)) {
    fprintf(stderr, "mtgbench: %s\n", mtg_errmsg(pack));
    return 1;
  }
  mtg_deck *a = mtg_deck_load(pack, MTG_SOURCE_ROOT "/data/decks/default_a.json");
  mtg_deck *b = mtg_deck_load(pack, MTG_SOURCE_ROOT "/data/decks/default_b.json");
  mtg_game *g = midgame(pack, a, b), *dst = mtg_game_clone(g);
  t0 = now();
  for (int i = 0; i < N; i++) {
    mtg_game *c = mtg_game_clone(g);
    __asm__ volatile("" : : "r"(c) : "memory"); /* the copy is used: link-time optimization must not drop it */
    mtg_game_free(c);
  }
  double clone = (now() - t0) / N;
  t0 = now();
  for (int i = 0; i < N; i++) {
    mtg_game_copy(dst, g);
    __asm__ volatile("" : : "r"(dst) : "memory");
  }
  double copy = (now() - t0) / N;
  t0 = now();
  uint64_t h = 0;
  for (int i = 0; i < N / 10; i++)
    h ^= mtg_game_digest(g, i & 1);
  double digest = (now() - t0) / (N / 10);
  printf("pack: %s, %d cards, load+verify %.1f us, %zu bytes (%.0f bytes per card)\n", pack_path,
         mtg_pack_card_count(pack), load * 1e6, pack->size, (double)pack->size / mtg_pack_card_count(pack));
  printf("state bytes: %zu\n", mtg_game_state_size());
  printf("clone (malloc + memcpy + free): %.0f ns\n", clone * 1e9);
  printf("copy (memcpy into an existing game): %.0f ns\n", copy * 1e9);
  printf("digest of a player's view: %.0f ns (%llx)\n", digest * 1e9, (unsigned long long)(h & 0xff));
  for (int threads = 1; threads <= 2; threads++)
    printf("vector of 256 games, %d thread%s: %.0f steps/s (observations and masks written)\n", threads,
           threads > 1 ? "s" : "", vec_rate(pack, a, b, 256, threads, 2000, NULL));
  mtg_game_free(dst);
  mtg_game_free(g);
  mtg_deck_free(a);
  mtg_deck_free(b);
  mtg_pack_free(pack);
  return 0;
}
