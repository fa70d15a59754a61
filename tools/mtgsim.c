/* mtgsim.c: plays many games between built-in agents and prints results and speed (the engine benchmark). */
#include "game.h" /* game_check_invariants for --check */
#include "mtgvm.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_THREADS 64

typedef struct sim {
  const mtg_pack *pack;
  const mtg_deck *deck[2];
  int agent_kind[2];
  uint64_t seed;
  long games;
  int threads;
  uint32_t max_turns;
  int log;              /* print each game's play-by-play */
  int check;            /* check the state's invariants after every action */
  int manual_mana;      /* MTG_FLAG_MANUAL_MANA: the agents choose each mana source */
} sim;

typedef struct tally {
  const sim *s;
  int tid;
  long results[5];      /* by MTG_RESULT_* */
  long turns;           /* sum of turns */
  long decisions;       /* options applied */
  int error;            /* a game failed */
  char msg[256];
} tally;

/* prints the events of g from *seen on */
static void print_log(const mtg_game *g, uint32_t *seen)
{
  char line[256];
  uint32_t n = mtg_game_event_count(g);
  for (; *seen < n; (*seen)++)
    if (mtg_game_event_text(g, *seen, line, sizeof line) >= 0)
      printf("%s\n", line);
}

static const char *result_text(int r)
{
  static const char *const names[] = {"ongoing", "player 0 wins", "player 1 wins", "draw", "truncated"};
  return r >= 0 && r < 5 ? names[r] : "?";
}

static void play_one(const sim *s, long i, tally *t)
{
  uint32_t seen = 0;
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.seed = s->seed + (uint64_t)i;
  cfg.max_turns = s->max_turns;
  cfg.flags |= s->manual_mana ? MTG_FLAG_MANUAL_MANA : 0;
  mtg_game *g = mtg_game_new(s->pack, s->deck[0], s->deck[1], &cfg);
  mtg_agent *a[2] = {mtg_agent_new(s->agent_kind[0], cfg.seed * 2 + 1),
                     mtg_agent_new(s->agent_kind[1], cfg.seed * 2 + 2)};
  if (!g || !a[0] || !a[1] || mtg_errcode(g)) {
    t->error = 1;
    snprintf(t->msg, sizeof t->msg, "game %ld: %s", i, g ? mtg_errmsg(g) : "out of memory");
    goto done;
  }
  if (s->check && game_check_invariants(g, t->msg, sizeof t->msg)) {
    t->error = 1;
    goto done;
  }
  while (mtg_game_result(g) == MTG_RESULT_ONGOING) {
    const mtg_decision *d = mtg_decision_get(g);
    int k = mtg_agent_choose(a[d->player], g);
    if (k < 0 || mtg_apply(g, k) < 0) {
      t->error = 1;
      snprintf(t->msg, sizeof t->msg, "game %ld: %s", i, mtg_errmsg(g));
      goto done;
    }
    t->decisions++;
    if (s->check && game_check_invariants(g, t->msg, sizeof t->msg)) {
      t->error = 1;
      goto done;
    }
    if (s->log)
      print_log(g, &seen);
  }
  if (s->log)
    print_log(g, &seen);
  if (s->log)
    printf("result: %s after %d turns (life %d - %d)\n", result_text(mtg_game_result(g)), mtg_game_turn(g),
           mtg_player_life(g, 0), mtg_player_life(g, 1));
  if (mtg_game_result(g) == MTG_RESULT_ONGOING) {
    t->error = 1;
    snprintf(t->msg, sizeof t->msg, "game %ld did not end", i);
    goto done;
  }
  t->results[mtg_game_result(g)]++;
  t->turns += mtg_game_turn(g);
done:
  mtg_agent_free(a[0]);
  mtg_agent_free(a[1]);
  mtg_game_free(g);
}

static void *worker(void *arg)
{
  tally *t = arg;
  for (long i = t->tid; i < t->s->games && !t->error; i += t->s->threads)
    play_one(t->s, i, t);
  return NULL;
}

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int usage(void)
{
  fprintf(stderr, "usage: mtgsim [--games N] [--seed S] [--deck FILE --deck FILE] [--agents A,B]\n"
                  "              [--pack PACK] [--threads T] [--max-turns N] [--log] [--check] [--manual-mana]\n"
                  "  agents: random, greedy; defaults: 1000 games, seed 1, the default decks, random,random\n"
                  "  --log: print each game's play-by-play (use with --games 1)\n"
                  "  --check: check the state's invariants after every action (soaks)\n"
                  "  --manual-mana: the agents pay mana by choosing each source (MTG_FLAG_MANUAL_MANA)\n");
  return 2;
}

static int parse_agents(const char *arg, sim *s)
{
  char buf[64];
  snprintf(buf, sizeof buf, "%s", arg);
  char *comma = strchr(buf, ',');
  if (!comma)
    return -1;
  *comma = '\0';
  s->agent_kind[0] = mtg_agent_kind_find(buf);
  s->agent_kind[1] = mtg_agent_kind_find(comma + 1);
  return s->agent_kind[0] < 0 || s->agent_kind[1] < 0 ? -1 : 0;
}

static int report(const sim *s, tally *t, double secs)
{
  if (s->log) /* the play-by-play already ended with the result */
    return t[0].error ? (fprintf(stderr, "mtgsim: error: %s\n", t[0].msg), 1) : 0;
  long r[5] = {0}, turns = 0, dec = 0;
  for (int k = 0; k < s->threads; k++) {
    if (t[k].error) {
      fprintf(stderr, "mtgsim: error: %s\n", t[k].msg);
      return 1;
    }
    for (int j = 0; j < 5; j++)
      r[j] += t[k].results[j];
    turns += t[k].turns;
    dec += t[k].decisions;
  }
  printf("games: %ld  threads: %d  seed: %llu\n", s->games, s->threads, (unsigned long long)s->seed);
  printf("deck0 %s (%s): %ld wins\n", mtg_deck_name(s->deck[0]), s->agent_kind[0] ? "greedy" : "random", r[1]);
  printf("deck1 %s (%s): %ld wins\n", mtg_deck_name(s->deck[1]), s->agent_kind[1] ? "greedy" : "random", r[2]);
  printf("draws: %ld  truncated: %ld\n", r[3], r[4]);
  printf("mean turns: %.2f\n", s->games ? (double)turns / (double)s->games : 0.0);
  printf("decisions: %ld  decisions/s: %.0f\n", dec, (double)dec / secs);
  printf("seconds: %.3f\n", secs);
  printf("games/s: %.1f\n", (double)s->games / secs);
  return 0;
}

int main(int argc, char **argv)
{
  sim s = {.games = 1000, .seed = 1, .threads = 1, .max_turns = 200};
  const char *pack_path = MTG_BUILD_ROOT "/packs/all.mtgpack";
  const char *decks[2] = {MTG_SOURCE_ROOT "/data/decks/default_a.json", MTG_SOURCE_ROOT "/data/decks/default_b.json"};
  int ndecks = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--log") || !strcmp(argv[i], "--check") || !strcmp(argv[i], "--manual-mana")) {
      *(argv[i][2] == 'l' ? &s.log : argv[i][2] == 'c' ? &s.check : &s.manual_mana) = 1;
      continue;
    }
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!v)
      return usage();
    if (!strcmp(argv[i], "--games")) s.games = atol(v);
    else if (!strcmp(argv[i], "--seed")) s.seed = strtoull(v, NULL, 10);
    else if (!strcmp(argv[i], "--threads")) s.threads = atoi(v);
    else if (!strcmp(argv[i], "--max-turns")) s.max_turns = (uint32_t)atoi(v);
    else if (!strcmp(argv[i], "--pack")) pack_path = v;
    else if (!strcmp(argv[i], "--deck") && ndecks < 2) decks[ndecks++] = v;
    else if (!strcmp(argv[i], "--agents")) { if (parse_agents(v, &s)) return usage(); }
    else return usage();
    i++;
  }
  if (s.games < 0 || s.threads < 1 || s.threads > MAX_THREADS || ndecks == 1)
    return usage();
  mtg_pack *pack = mtg_pack_load(pack_path);
  if (!pack || mtg_errcode(pack)) {
    fprintf(stderr, "mtgsim: %s\n", pack ? mtg_errmsg(pack) : "out of memory");
    mtg_pack_free(pack);
    return 1;
  }
  s.pack = pack;
  mtg_deck *d[2] = {mtg_deck_load(pack, decks[0]), mtg_deck_load(pack, decks[1])};
  int rc = 1;
  for (int k = 0; k < 2; k++)
    if (!d[k] || mtg_errcode(d[k])) {
      fprintf(stderr, "mtgsim: %s\n", d[k] ? mtg_errmsg(d[k]) : "out of memory");
      goto done;
    }
  s.deck[0] = d[0];
  s.deck[1] = d[1];
  tally t[MAX_THREADS];
  pthread_t th[MAX_THREADS];
  memset(t, 0, sizeof t);
  double t0 = now();
  for (int k = 0; k < s.threads; k++) {
    t[k].s = &s;
    t[k].tid = k;
    pthread_create(&th[k], NULL, worker, &t[k]);
  }
  for (int k = 0; k < s.threads; k++)
    pthread_join(th[k], NULL);
  rc = report(&s, t, now() - t0);
done:
  mtg_deck_free(d[0]);
  mtg_deck_free(d[1]);
  mtg_pack_free(pack);
  return rc;
}
