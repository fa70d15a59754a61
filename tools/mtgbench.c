/* mtgbench.c: micro-benchmarks of the engine -- state size, clone and copy time, hash, pack loading. */
#include "mtgvm.h"
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

int main(int argc, char **argv)
{
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
    mtg_game_free(c);
  }
  double clone = (now() - t0) / N;
  t0 = now();
  for (int i = 0; i < N; i++)
    mtg_game_copy(dst, g);
  double copy = (now() - t0) / N;
  t0 = now();
  uint64_t h = 0;
  for (int i = 0; i < N / 10; i++)
    h ^= mtg_game_digest(g, i & 1);
  double digest = (now() - t0) / (N / 10);
  printf("pack: %s, %d cards, load+verify %.1f us\n", pack_path, mtg_pack_card_count(pack), load * 1e6);
  printf("state bytes: %zu\n", mtg_game_state_size());
  printf("clone (malloc + memcpy + free): %.0f ns\n", clone * 1e9);
  printf("copy (memcpy into an existing game): %.0f ns\n", copy * 1e9);
  printf("digest of a player's view: %.0f ns (%llx)\n", digest * 1e9, (unsigned long long)(h & 0xff));
  mtg_game_free(dst);
  mtg_game_free(g);
  mtg_deck_free(a);
  mtg_deck_free(b);
  mtg_pack_free(pack);
  return 0;
}
