/* laybench.c: the layer system's benchmark -- recomputing the characteristics of a board of 40 permanents under
   15 continuous effects (statics of every layer, a CDA, timed effects), in ns per recompute (docs/performance.md). */
#include "game.h"
#include "setup.h"
#include <stdio.h>
#include <string.h>
#include <time.h>

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void add(mtg_game *g, const char *name, int controller)
{
  int card = mtg_pack_find_card(g->pack, name);
  if (card < 0 || setup_add(g, card, ZONE_BATTLEFIELD, controller, controller) < 0) {
    fprintf(stderr, "laybench: cannot put %s on the battlefield\n", name);
    return;
  }
}

/* ns per full recompute of the board, best of 5 runs of n recomputes */
static double bench(mtg_game *g, int n)
{
  double best = 1e30;
  for (int r = 0; r < 5; r++) {
    double t0 = now();
    for (int i = 0; i < n; i++) {
      g->dirty = 1;
      lay_apply(g);
    }
    double ns = (now() - t0) * 1e9 / n;
    best = ns < best ? ns : best;
  }
  return best;
}

static int count_effects(const mtg_game *g)
{
  int n = g->neffects;
  for (int i = 0; i < g->nbf; i++) {
    const pack_card *c = game_card(g, g->bf[i]);
    for (int k = 0; k < c->abil_count; k++)
      n += g->pack->abils[c->abil_first + k].kind == ABIL_STATIC;
  }
  return n;
}

int main(int argc, char **argv)
{
  const char *path = argc > 1 ? argv[1] : MTG_BUILD_ROOT "/packs/all.mtgpack";
  mtg_pack *pack = mtg_pack_load(path);
  if (mtg_errcode(pack)) {
    fprintf(stderr, "laybench: %s\n", mtg_errmsg(pack));
    return 1;
  }
  /* 15 effects: layers 4 (Opalescence, Blood Moon, Urborg), 6 (Humility, lords' and Primal Rage's grants),
     7a (Tarmogoyf), 7b (Humility, Opalescence), 7c (anthems, lords, Muraganda) */
  static const char *const statics[] = {"Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth",
    "Goblin King", "Goblin King", "Lord of Atlantis", "Glorious Anthem", "Glorious Anthem", "Castle", "Primal Rage",
    "Muraganda Petroglyphs", "Sliver Hivelord", "Tarmogoyf"};
  static const char *const others[] = {"Grizzly Bears", "Goblin Piker", "Coral Merfolk", "Darksteel Gargoyle",
    "Llanowar Elves", "Forest", "Mountain", "Badlands", "Island", "Plains"};
  mtg_game *g = setup_new(pack, 1, 0);
  if (!g) {
    fprintf(stderr, "laybench: out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < sizeof statics / sizeof *statics; i++)
    add(g, statics[i], (int)(i & 1));
  int o = g->bf[g->nbf - 2]; /* a 15th effect: a timed one, "+3/+3 until end of turn" */
  lay_add_pump(g, o, g->bf[g->nbf - 1], 3, 3);
  for (int i = 0; g->nbf < 40; i++)
    add(g, others[i % (int)(sizeof others / sizeof *others)], i & 1);
  int heavy = count_effects(g);
  double ns_all = bench(g, 200000);
  /* the same board with only anthems and lords (P/T in 7c, the lords' landwalk in 6): the common case */
  mtg_game *light = setup_new(pack, 1, 0);
  static const char *const pt[] = {"Glorious Anthem", "Castle", "Goblin King", "Lord of Atlantis"};
  for (int i = 0; i < 15; i++)
    add(light, pt[i % 4], i & 1);
  for (int i = 0; light->nbf < 40; i++)
    add(light, others[i % (int)(sizeof others / sizeof *others)], i & 1);
  int lightn = count_effects(light);
  double ns_light = bench(light, 200000);
  mtg_game *none = setup_new(pack, 1, 0);
  for (int i = 0; none->nbf < 40; i++)
    add(none, others[i % (int)(sizeof others / sizeof *others)], i & 1);
  double ns_none = bench(none, 1000000);
  printf("board: %d permanents, %d effects in layers 4, 6, 7a, 7b, 7c: %.0f ns per recompute\n", g->nbf, heavy, ns_all);
  printf("board: %d permanents, %d anthems and lords (layers 6, 7c): %.0f ns per recompute\n", light->nbf, lightn,
         ns_light);
  printf("board: %d permanents, no effects: %.1f ns per recompute (the fast path)\n", none->nbf, ns_none);
  mtg_game_free(g);
  mtg_game_free(light);
  mtg_game_free(none);
  mtg_pack_free(pack);
  return 0;
}
