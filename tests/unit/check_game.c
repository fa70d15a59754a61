/* check_game.c: Check tests of the game API -- creation errors, bad options, determinism, clones, invariants, threads, decisions made mid-resolution. */
#include "dsl.h"
#include "game.h"
#include "setup.h"
#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static mtg_pack *pack;
static mtg_deck *deck[2];

static void setup(void)
{
  pack = mtg_pack_load(BUILD_ROOT "/packs/all.mtgpack");
  ck_assert_msg(pack && mtg_errcode(pack) == 0, "pack: %s", mtg_errmsg(pack));
  deck[0] = mtg_deck_load(pack, SOURCE_ROOT "/data/decks/default_a.json");
  deck[1] = mtg_deck_load(pack, SOURCE_ROOT "/data/decks/default_b.json");
  ck_assert_msg(mtg_errcode(deck[0]) == 0, "%s", mtg_errmsg(deck[0]));
  ck_assert_msg(mtg_errcode(deck[1]) == 0, "%s", mtg_errmsg(deck[1]));
}

static void teardown(void)
{
  mtg_deck_free(deck[0]);
  mtg_deck_free(deck[1]);
  mtg_pack_free(pack);
}

static mtg_game *new_game(uint64_t seed)
{
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.seed = seed;
  mtg_game *g = mtg_game_new(pack, deck[0], deck[1], &cfg);
  ck_assert_ptr_nonnull(g);
  ck_assert_msg(mtg_errcode(g) == 0, "%s", mtg_errmsg(g));
  return g;
}

/* the game's state bytes (everything after the error record) */
static int same_state(const mtg_game *a, const mtg_game *b)
{
  size_t off = offsetof(mtg_game, cfg);
  return memcmp((const char *)a + off, (const char *)b + off, sizeof *a - off) == 0;
}

/* the library's invariant checker (src/invariant.c) */
static void check_invariants(const mtg_game *g)
{
  char err[256];
  ck_assert_msg(game_check_invariants(g, err, sizeof err) == 0, "invariant: %s", err);
}

START_TEST(test_bad_option_leaves_state_unchanged)
{
  mtg_game *g = new_game(3);
  mtg_game *before = mtg_game_clone(g);
  const mtg_decision *d = mtg_decision_get(g);
  int bad[] = {-1, d->count, d->count + 1, 1 << 20, -100000};
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
    ck_assert_int_eq(mtg_apply(g, bad[i]), MTG_EINVAL);
    ck_assert(same_state(g, before));
    ck_assert_ptr_nonnull(strstr(mtg_errmsg(g), "out of range"));
  }
  mtg_game_free(before);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_null_and_stale_handles)
{
  ck_assert_int_eq(mtg_apply(NULL, 0), MTG_EINVAL);
  ck_assert_ptr_null(mtg_decision_get(NULL));
  ck_assert_ptr_null(mtg_game_clone(NULL));
  ck_assert_int_eq(mtg_game_copy(NULL, NULL), MTG_EINVAL);
  ck_assert_int_eq(mtg_game_result(NULL), MTG_EINVAL);
  ck_assert_int_eq(mtg_errcode(NULL), MTG_EINVAL);
  ck_assert_str_eq(mtg_errmsg(NULL), "NULL handle");
  mtg_game_free(NULL);
  mtg_deck_free(NULL);
  mtg_pack_free(NULL);
  mtg_agent_free(NULL);
  mtg_game *g = mtg_game_new(NULL, deck[0], deck[1], NULL);
  ck_assert_int_eq(mtg_errcode(g), MTG_EINVAL);
  ck_assert_int_eq(mtg_apply(g, 0), MTG_ESTATE);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_deck_errors_name_file_and_card)
{
  mtg_deck *d = mtg_deck_parse(pack, "{\"name\":\"x\",\"cards\":{\"Forest\":10,\"Black Lotus\":1}}", "bad.json");
  ck_assert_int_eq(mtg_errcode(d), MTG_ENOTFOUND);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "bad.json"));
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "Black Lotus"));
  mtg_game *g = mtg_game_new(pack, d, deck[1], NULL);
  ck_assert_int_eq(mtg_errcode(g), MTG_EINVAL);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(g), "Black Lotus"));
  mtg_game_free(g);
  mtg_deck_free(d);
  d = mtg_deck_parse(pack, "{\"name\": \"x\", \"cards\": [1, 2", "trunc.json");
  ck_assert_int_eq(mtg_errcode(d), MTG_EFORMAT);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "trunc.json"));
  mtg_deck_free(d);
  d = mtg_deck_parse(pack, "{\"name\": \"x\", \"cards\": {\"Forest\": -2}}", "neg.json");
  ck_assert_int_eq(mtg_errcode(d), MTG_EFORMAT);
  mtg_deck_free(d);
  d = mtg_deck_parse(pack, "{\"name\": \"x\", \"cards\": {\"Roost Seek\": 1}}", "omen.json"); /* 712.8, 720: a deck
                                                                                         names a card by its front face */
  ck_assert_int_eq(mtg_errcode(d), MTG_EFORMAT);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "back face of \"Sagu Wildling\""));
  mtg_deck_free(d);
  d = mtg_deck_load(pack, "/nonexistent/deck.json");
  ck_assert_int_eq(mtg_errcode(d), MTG_EIO);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "/nonexistent/deck.json"));
  mtg_deck_free(d);
}
END_TEST

/* 100.2a, 100.2b: a deck that names its format is checked against that format's deck rules */
START_TEST(test_deck_format_rules)
{
  static const struct { const char *json; int code; const char *says; } cases[] = {
    {"{\"format\": \"constructed\", \"cards\": {\"Forest\": 30, \"Grizzly Bears\": 4, \"Shock\": 4, \"Tempest Hawk\": 22}}",
     0, NULL}, /* basic lands and "any number of cards named Tempest Hawk" have no limit */
    {"{\"format\": \"constructed\", \"cards\": {\"Forest\": 55, \"Shock\": 5}}", MTG_EFORMAT,
     "5 copies of \"Shock\""},
    {"{\"format\": \"constructed\", \"cards\": {\"Forest\": 56, \"Shock\": 3}}", MTG_EFORMAT,
     "a constructed deck has at least 60 cards, this one 59 (100.2a)"},
    {"{\"format\": \"limited\", \"cards\": {\"Forest\": 30, \"Shock\": 10}}", 0, NULL}, /* 100.2b: any number */
    {"{\"format\": \"limited\", \"cards\": {\"Forest\": 30, \"Shock\": 9}}", MTG_EFORMAT,
     "a limited deck has at least 40 cards, this one 39 (100.2b)"},
    {"{\"format\": \"vintage\", \"cards\": {\"Forest\": 60}}", MTG_EFORMAT, "\"format\" is \"constructed\" or \"limited\""},
    {"{\"cards\": {\"Shock\": 9}}", 0, NULL}, /* no format: no deck rules (test decks) */
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    mtg_deck *d = mtg_deck_parse(pack, cases[i].json, "fmt.json");
    ck_assert_msg(mtg_errcode(d) == cases[i].code, "case %zu: %s", i, mtg_errmsg(d));
    if (cases[i].says)
      ck_assert_msg(strstr(mtg_errmsg(d), cases[i].says) != NULL, "case %zu: %s", i, mtg_errmsg(d));
    mtg_deck_free(d);
  }
}
END_TEST

/* plays a game with a random agent, recording the hash after each decision */
static int play_hashes(mtg_game *g, uint64_t seed, uint64_t *out, int max)
{
  mtg_agent *a = mtg_agent_new(MTG_AGENT_RANDOM, seed);
  int n = 0;
  while (mtg_game_result(g) == MTG_RESULT_ONGOING && n < max) {
    ck_assert_int_eq(mtg_apply(g, mtg_agent_choose(a, g)), 0);
    out[n++] = mtg_game_hash(g);
  }
  mtg_agent_free(a);
  return n;
}

START_TEST(test_determinism)
{
  static uint64_t h1[20000], h2[20000];
  mtg_game *a = new_game(42), *b = new_game(42);
  ck_assert(same_state(a, b));
  int n1 = play_hashes(a, 5, h1, 20000), n2 = play_hashes(b, 5, h2, 20000);
  ck_assert_int_eq(n1, n2);
  ck_assert(memcmp(h1, h2, (size_t)n1 * sizeof *h1) == 0);
  ck_assert(same_state(a, b));
  mtg_game_free(a);
  mtg_game_free(b);
}
END_TEST

START_TEST(test_clone_at_every_decision)
{
  mtg_game *g = new_game(9), *c = mtg_game_new(pack, deck[0], deck[1], NULL);
  mtg_agent *a = mtg_agent_new(MTG_AGENT_RANDOM, 1);
  while (mtg_game_result(g) == MTG_RESULT_ONGOING) {
    ck_assert_int_eq(mtg_game_copy(c, g), 0);
    ck_assert(same_state(c, g));
    int k = mtg_agent_choose(a, g);
    ck_assert_int_eq(mtg_apply(g, k), 0);
    ck_assert_int_eq(mtg_apply(c, k), 0);
    ck_assert_uint_eq(mtg_game_hash(c), mtg_game_hash(g));
  }
  mtg_agent_free(a);
  mtg_game_free(c);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_random_games_keep_invariants)
{
  for (int i = 0; i < 300; i++) {
    mtg_game *g = new_game((uint64_t)i * 7919);
    mtg_agent *a = mtg_agent_new(i % 2 ? MTG_AGENT_GREEDY : MTG_AGENT_RANDOM, (uint64_t)i);
    mtg_agent *b = mtg_agent_new(MTG_AGENT_RANDOM, (uint64_t)i + 1);
    check_invariants(g);
    while (mtg_game_result(g) == MTG_RESULT_ONGOING) {
      mtg_agent *x = mtg_decision_get(g)->player == 0 ? a : b;
      ck_assert_int_eq(mtg_apply(g, mtg_agent_choose(x, g)), 0);
      check_invariants(g);
    }
    ck_assert_int_ge(mtg_game_result(g), MTG_RESULT_WIN0);
    ck_assert_int_eq(mtg_apply(g, 0), MTG_ESTATE);
    mtg_agent_free(a);
    mtg_agent_free(b);
    mtg_game_free(g);
  }
}
END_TEST

typedef struct job {
  uint64_t seed;
  int result;
  uint64_t hash;
} job;

static void *play_job(void *arg)
{
  job *j = arg;
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.seed = j->seed;
  mtg_game *g = mtg_game_new(pack, deck[0], deck[1], &cfg);
  mtg_agent *a = mtg_agent_new(MTG_AGENT_GREEDY, 1), *b = mtg_agent_new(MTG_AGENT_RANDOM, 2);
  j->result = mtg_game_play(g, a, b);
  j->hash = mtg_game_hash(g);
  mtg_agent_free(a);
  mtg_agent_free(b);
  mtg_game_free(g);
  return NULL;
}

START_TEST(test_threads_match_sequential)
{
  enum { N = 8 };
  job par[N], seq[N];
  pthread_t th[N];
  for (int i = 0; i < N; i++) {
    par[i] = seq[i] = (job){(uint64_t)i + 100, 0, 0};
    pthread_create(&th[i], NULL, play_job, &par[i]);
  }
  for (int i = 0; i < N; i++) {
    pthread_join(th[i], NULL);
    play_job(&seq[i]);
    ck_assert_int_eq(par[i].result, seq[i].result);
    ck_assert_uint_eq(par[i].hash, seq[i].hash);
  }
}
END_TEST

START_TEST(test_first_player_skips_first_draw)
{
  /* 103.8a: opening hands of 7; the first player does not draw on turn 1 */
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.first_player = 1;
  cfg.flags = MTG_FLAG_STOP_FORCED | MTG_FLAG_NO_MULLIGAN;
  mtg_game *g = mtg_game_new(pack, deck[0], deck[1], &cfg);
  ck_assert_int_eq(mtg_game_active_player(g), 1);
  ck_assert_int_eq(mtg_player_zone_size(g, 1, MTG_ZONE_HAND), 7);
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_HAND), 7);
  ck_assert_int_eq(mtg_player_zone_size(g, 1, MTG_ZONE_LIBRARY), mtg_deck_size(deck[1]) - 7);
  ck_assert_int_eq(mtg_player_life(g, 0), 20);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_london_mulligan)
{
  /* 103.5: a mulligan shuffles the hand away and draws seven; keeping after N mulligans puts N on the bottom */
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.first_player = 0;
  cfg.flags = MTG_FLAG_STOP_FORCED;
  mtg_game *g = mtg_game_new(pack, deck[0], deck[1], &cfg);
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_MULLIGAN);
  ck_assert_int_eq(d->player, 0); /* the starting player decides first */
  ck_assert_int_eq(d->count, 2);
  ck_assert_int_eq(d->options[1].kind, MTG_OPT_MULLIGAN);
  ck_assert_int_eq(mtg_apply(g, 1), 0);       /* player 0: mulligan */
  ck_assert_int_eq(d->kind, MTG_DEC_MULLIGAN);
  ck_assert_int_eq(d->player, 1);
  ck_assert_int_eq(mtg_apply(g, 0), 0);       /* player 1: keep */
  ck_assert_int_eq(d->player, 0);             /* a new round for player 0 only */
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_HAND), 7);
  ck_assert_int_eq(d->options[0].value, 1);
  ck_assert_int_eq(mtg_apply(g, 0), 0);       /* keep after one mulligan */
  ck_assert_int_eq(d->kind, MTG_DEC_BOTTOM);
  ck_assert_int_eq(d->count, 7);
  int card = d->options[3].source;
  ck_assert_int_eq(mtg_apply(g, 3), 0);
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_HAND), 6);
  ck_assert_int_eq(g->players[0].library[0], card); /* the bottom of the library */
  ck_assert_int_eq(mtg_player_zone_size(g, 1, MTG_ZONE_HAND), 7);
  ck_assert_int_eq(mtg_game_turn(g), 1);
  ck_assert_int_eq(d->kind, MTG_DEC_PRIORITY);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_redeterminize_keeps_the_view)
{
  /* BRIEF §4: re-dealing what player 0 cannot see leaves player 0's view (digest) unchanged */
  mtg_agent *a = mtg_agent_new(MTG_AGENT_RANDOM, 77);
  for (int seed = 0; seed < 20; seed++) {
    mtg_game *g = new_game((uint64_t)seed);
    for (int k = 0; k < 40 && mtg_game_result(g) == MTG_RESULT_ONGOING; k++)
      ck_assert_int_eq(mtg_apply(g, mtg_agent_choose(a, g)), 0);
    if (mtg_game_result(g) != MTG_RESULT_ONGOING) {
      mtg_game_free(g);
      continue;
    }
    int me = mtg_decision_get(g)->player;
    uint64_t view = mtg_game_digest(g, me), other = mtg_game_digest(g, me ^ 1), all = mtg_game_hash(g);
    ck_assert_int_eq(mtg_game_redeterminize(g, me, 1000 + (uint64_t)seed), 0);
    ck_assert_uint_eq(mtg_game_digest(g, me), view);
    if (mtg_player_zone_size(g, me ^ 1, MTG_ZONE_HAND) > 2)
      ck_assert(mtg_game_hash(g) != all || mtg_game_digest(g, me ^ 1) != other);
    check_invariants(g);
    while (mtg_game_result(g) == MTG_RESULT_ONGOING) { /* the re-dealt game plays on legally */
      ck_assert_int_eq(mtg_apply(g, mtg_agent_choose(a, g)), 0);
      check_invariants(g);
    }
    mtg_game_free(g);
  }
  mtg_agent_free(a);
  ck_assert_int_eq(mtg_game_redeterminize(NULL, 0, 1), MTG_EINVAL);
}
END_TEST

/* picks the first legal action with a seeded choice among the mask */
static int32_t pick(const uint8_t *mask, uint64_t *r)
{
  int legal[MTG_OBS_ACTIONS], n = 0;
  for (int i = 0; i < MTG_OBS_ACTIONS; i++)
    if (mask[i])
      legal[n++] = i;
  *r = *r * 6364136223846793005ull + 1442695040888963407ull;
  return n ? legal[(*r >> 33) % (uint64_t)n] : 0;
}

/* runs a vector of n games for `steps` steps; returns a hash of everything it observed */
static uint64_t run_vec(int n, int threads, int steps, int *episodes)
{
  mtg_vec *v = mtg_vec_new(pack, deck[0], deck[1], n, threads, MTG_AGENT_RANDOM, 11, 60);
  ck_assert_msg(mtg_errcode(v) == 0, "%s", mtg_errmsg(v));
  int16_t *obs = malloc(sizeof *obs * (size_t)n * MTG_OBS_SIZE);
  uint8_t *mask = malloc((size_t)n * MTG_OBS_ACTIONS), *done = malloc((size_t)n);
  float *rew = malloc(sizeof *rew * (size_t)n);
  int32_t *act = malloc(sizeof *act * (size_t)n);
  uint64_t h = 1469598103934665603ull, r = 5;
  ck_assert_int_eq(mtg_vec_reset(v, obs, mask), 0);
  *episodes = 0;
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < n; i++)
      act[i] = pick(mask + (size_t)i * MTG_OBS_ACTIONS, &r);
    ck_assert_int_eq(mtg_vec_step(v, act, obs, rew, done, mask), 0);
    for (int i = 0; i < n; i++) {
      const int16_t *o = obs + (size_t)i * MTG_OBS_SIZE;
      int16_t fresh[MTG_OBS_SIZE];
      uint8_t fresh_mask[MTG_OBS_ACTIONS];
      /* the vector clears only what changed: it must equal a view written into clean buffers */
      ck_assert_int_eq(mtg_observe(mtg_vec_game(v, i), 0, fresh, MTG_OBS_SIZE, fresh_mask), 0);
      ck_assert(memcmp(fresh, o, sizeof fresh) == 0);
      ck_assert(memcmp(fresh_mask, mask + (size_t)i * MTG_OBS_ACTIONS, sizeof fresh_mask) == 0);
      ck_assert_int_eq(o[MTG_OBS_G_my_decision], 1);
      ck_assert_int_ge(o[MTG_OBS_G_options], 2);
      for (int row = 0; row < MTG_OBS_OBJECTS; row++) { /* hidden information never appears */
        const int16_t *x = o + MTG_OBS_GLOBALS + row * MTG_OBS_OBJECT_FIELDS;
        if (x[MTG_OBS_O_present] && x[MTG_OBS_O_zone] == MTG_ZONE_HAND)
          ck_assert_int_eq(x[MTG_OBS_O_mine], 1);
        if (x[MTG_OBS_O_present] && x[MTG_OBS_O_zone] == MTG_ZONE_LIBRARY) /* only cards the viewer scries or finds */
          ck_assert(o[MTG_OBS_G_decision] == MTG_DEC_SCRY || o[MTG_OBS_G_decision] == MTG_DEC_SURVEIL ||
                    o[MTG_OBS_G_decision] == MTG_DEC_TOP || o[MTG_OBS_G_decision] == MTG_DEC_SEARCH);
      }
      *episodes += done[i] != 0;
      h = (h ^ (uint64_t)(rew[i] * 4 + 8) ^ ((uint64_t)done[i] << 8)) * 1099511628211ull;
      for (int k = 0; k < MTG_OBS_SIZE; k++)
        h = (h ^ (uint16_t)o[k]) * 1099511628211ull;
    }
  }
  free(obs); free(mask); free(done); free(rew); free(act);
  mtg_vec_free(v);
  return h;
}

START_TEST(test_vec_threads_match_and_reset)
{
  int e1, e2, e3;
  uint64_t a = run_vec(6, 1, 400, &e1), b = run_vec(6, 2, 400, &e2), c = run_vec(6, 3, 400, &e3);
  ck_assert_uint_eq(a, b);
  ck_assert_uint_eq(a, c);
  ck_assert_int_eq(e1, e2);
  ck_assert_int_gt(e1, 6); /* games ended and were started again */
}
END_TEST

/* a vector's episodes begin as copies of one game with the decks loaded (game_restart): the very game
   mtg_game_reset makes, for every seed and config */
START_TEST(test_restart_equals_reset)
{
  mtg_game *loaded = malloc(sizeof *loaded), *a = mtg_game_new(pack, deck[0], deck[1], NULL);
  mtg_game *b = mtg_game_new(pack, deck[1], deck[0], NULL); /* played first, with the other decks */
  ck_assert_int_eq(game_load_decks(loaded, pack, deck[0], deck[1]), 0);
  mtg_agent *ag = mtg_agent_new(MTG_AGENT_RANDOM, 3);
  for (int i = 0; i < 40; i++) {
    mtg_config cfg;
    mtg_config_init(&cfg);
    cfg.seed = 1000 + (uint64_t)i;
    cfg.max_turns = (uint32_t)(i % 3 ? 200 : 9);
    cfg.first_player = i % 3 - 1; /* at random, 0 or 1 */
    cfg.flags = i % 5 == 0 ? MTG_FLAG_MANUAL_MANA : 0;
    for (int k = 0; k < i && mtg_game_result(b) == MTG_RESULT_ONGOING; k++) /* b is some way into a game */
      mtg_apply(b, mtg_agent_choose(ag, b));
    ck_assert_int_eq(mtg_game_reset(a, deck[0], deck[1], &cfg), 0);
    game_restart(b, loaded, &cfg);
    ck_assert_uint_eq(mtg_game_hash(a), mtg_game_hash(b));
    ck_assert(memcmp(a, b, sizeof *a) == 0);
  }
  mtg_agent_free(ag);
  mtg_game_free(a);
  mtg_game_free(b);
  free(loaded);
}
END_TEST

START_TEST(test_vec_errors)
{
  mtg_vec *v = mtg_vec_new(pack, deck[0], deck[1], 2, 3, MTG_AGENT_RANDOM, 1, 0);
  ck_assert_int_eq(mtg_errcode(v), MTG_EINVAL); /* more threads than games */
  mtg_vec_free(v);
  v = mtg_vec_new(pack, deck[0], deck[1], 2, 1, MTG_AGENT_RANDOM, 1, 0);
  int16_t obs[2 * MTG_OBS_SIZE];
  uint8_t mask[2 * MTG_OBS_ACTIONS], done[2];
  float rew[2];
  int32_t bad[2] = {0, 999}, zero[2] = {0, 0};
  ck_assert_int_eq(mtg_vec_step(v, zero, obs, rew, done, mask), MTG_ESTATE); /* not reset yet */
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(v), "call mtg_vec_reset"));
  ck_assert_int_eq(mtg_vec_reset(v, obs, mask), 0);
  uint64_t h0 = mtg_game_hash(mtg_vec_game(v, 0));
  ck_assert_int_eq(mtg_vec_step(v, bad, obs, rew, done, mask), MTG_EINVAL);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(v), "game 1"));
  ck_assert_uint_eq(mtg_game_hash(mtg_vec_game(v, 0)), h0); /* nothing moved */
  ck_assert_int_eq(mtg_vec_step(NULL, bad, obs, rew, done, mask), MTG_EINVAL);
  mtg_vec_free(v);
  mtg_vec_free(NULL);
}
END_TEST

START_TEST(test_observation_layout)
{
  mtg_game *g = new_game(2);
  int16_t o[MTG_OBS_SIZE];
  uint8_t mask[MTG_OBS_ACTIONS];
  int me = mtg_decision_get(g)->player;
  ck_assert_int_eq(mtg_observe(g, me, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_my_decision], 1);
  ck_assert_int_eq(o[MTG_OBS_G_options], mtg_decision_get(g)->count);
  ck_assert_int_eq(o[MTG_OBS_G_my_hand], 7);
  ck_assert_int_eq(o[MTG_OBS_G_objects], 7); /* the viewer's hand only */
  ck_assert_int_eq(mask[0] + mask[1], 2);
  ck_assert_int_eq(mtg_observe(g, me ^ 1, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_my_decision], 0);
  ck_assert_int_eq(mask[0], 0); /* the other player's options are not shown */
  ck_assert_int_eq(mtg_observe(g, 2, o, MTG_OBS_SIZE, mask), MTG_EINVAL);
  ck_assert_int_eq(mtg_observe(g, 0, o, 10, mask), MTG_EINVAL);
  ck_assert_str_eq(mtg_obs_field_name(0, MTG_OBS_G_turn), "turn");
  ck_assert_ptr_null(mtg_obs_field_name(3, 0));
  ck_assert_uint_ne(mtg_obs_schema_hash(), 0);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_state_is_one_small_block)
{
  ck_assert_uint_le(mtg_game_state_size(), 32 * 1024);
}
END_TEST

/* a card's trigger mask has a bit per event below TRIG_MASK_SHARED; the events from there up share the last bit, which
   then only says "look": trig_fire matches each ability's own event */
/* 106.4: the observation's global block counts the mana in each player's pool, firebending's included; 500.4 */
START_TEST(test_observation_mana_pool)
{
  mtg_game *g = new_game(3);
  g->players[0].pool[MANA_U] = 2;
  g->players[0].fire_mana = 1;
  g->players[1].pool[MANA_C] = 3;
  int16_t o[MTG_OBS_SIZE];
  uint8_t mask[MTG_OBS_ACTIONS];
  ck_assert_int_eq(mtg_observe(g, 0, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_my_mana_pool], 3);
  ck_assert_int_eq(o[MTG_OBS_G_opp_mana_pool], 3);
  ck_assert_int_eq(mtg_observe(g, 1, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_my_mana_pool], 3);
  mpool_add(g, MTG_PLAYER_REF(1), MANA_G | POOL_KEEP_EOT, 2); /* "you don't lose this mana as steps and phases end" */
  mpool_empty(g); /* a step ends: the pool's own mana is gone, firebending's and the kept mana stay (702.189a) */
  ck_assert_int_eq(mtg_observe(g, 0, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_my_mana_pool], 1);
  ck_assert_int_eq(o[MTG_OBS_G_opp_mana_pool], 2);
  mpool_end_turn(g); /* the turn ends: the kept mana goes too */
  ck_assert_int_eq(mtg_observe(g, 0, o, MTG_OBS_SIZE, mask), 0);
  ck_assert_int_eq(o[MTG_OBS_G_opp_mana_pool], 0);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_trigger_mask_bits)
{
  for (int ev = 0; ev < TRIG_MASK_SHARED; ev++)
    ck_assert_uint_eq(trig_bit(ev), 1ull << ev);
  ck_assert_uint_eq(trig_bit(TRIG_MASK_SHARED), 1ull << 63);
  ck_assert_uint_eq(trig_bit(TRIG_MASK_SHARED + 40), 1ull << 63);
  ck_assert_uint_eq(trig_bit(255), 1ull << 63);
}
END_TEST

/* ---- decisions made while a spell or ability resolves: scry N (701.22), ward {N} paid with mana (702.21),
   what each player sees, clones and re-dealing while a spell waits ---- */

/* cards no set holds in this form: a scry bigger than 1 and a mana ward cost, with the sets' cards around them */
static const char test_cards[] =
  "card \"Test Seer\" {U}\nInstant\nScry 3. Draw a card.\n\n"
  "card \"Test Warden\" {1}{G}\nCreature \xE2\x80\x94 Bear\nWard {2}\n2/2\n\n"
  "card \"Test Walker\" {2}{G}\nLegendary Planeswalker \xE2\x80\x94 Vivien\n"
  "\xE2\x88\x92" "8: You get an emblem with \"Creatures you control get +2/+2 and have vigilance, trample, and indestructible.\"\n"
  "Loyalty: 5\n\n"
  "card \"Test Twister\" {U}\nInstant\nSwitch target creature's power and toughness until end of turn.\n\n"
  "card \"Test Blast\" {X}{R}\nInstant\nKicker {2}\nTest Blast deals X damage to any target. If this spell was kicked, "
  "draw a card.\n\n"
  "card \"Test Kicked Elf\" {G}\nCreature \xE2\x80\x94 Elf\nKicker {1}\nWhen this creature enters, if it was kicked, draw a card.\n"
  "1/1\n\n"
  "card \"Test Mountain Seeker\" {R}\nSorcery\nSearch your library for a Mountain card, put it onto the battlefield, then "
  "shuffle.\n\n"
  "card \"Test Siege\" {2}{R}\nBattle \xE2\x80\x94 Siege\nDefense: 3\n\n"
  "card \"Test Phyrexian Shock\" {R/P}\nInstant\nTest Phyrexian Shock deals 2 damage to target creature.\n\n"
  /* tdmcards 11: the exile-and-play spellings no card of the pool has yet (src/exileplay.c) */
  "card \"Test Impulse\" {R}\nSorcery\nExile the top two cards of your library. You may cast those cards this turn.\n\n"
  "card \"Test Urchin\" {R}\nSorcery\nExile the top card of your library. Until your next end step, you may play that card.\n\n"
  "card \"Test Rummage\" {R}\nSorcery\nExile a card at random from your graveyard. You may play that card this turn.\n";

static mtg_pack *kpack; /* the sets' cards and the test cards above */

static void keyact_setup(void)
{
  dsl_ctx c;
  uint8_t *img = NULL;
  size_t size = 0;
  dsl_init(&c, stderr);
  ck_assert_int_eq(dsl_compile_text(&c, "test_cards", "TEST", test_cards), 0);
  ck_assert_int_eq(dsl_compile_path(&c, SOURCE_ROOT "/data/sets"), 0);
  ck_assert_int_eq(dsl_pack_image(&c, &img, &size), 0);
  kpack = mtg_pack_load_memory(img, size);
  ck_assert_msg(kpack && mtg_errcode(kpack) == 0, "pack: %s", mtg_errmsg(kpack));
  free(img);
  dsl_free(&c);
}

static void keyact_teardown(void) { mtg_pack_free(kpack); }

static int card(const char *name)
{
  int id = mtg_pack_find_card(kpack, name);
  ck_assert_msg(id >= 0, "no card %s", name);
  return id;
}

static void add(mtg_game *g, const char *name, int zone, int p)
{
  ck_assert_int_ge(setup_add(g, card(name), zone, p, p), 0);
}

/* the index of the pending option of `kind` whose source (or, with source NULL, anything) is a `source` card */
static int option(const mtg_game *g, int kind, const char *source)
{
  const mtg_decision *d = mtg_decision_get(g);
  for (int i = 0; i < d->count; i++)
    if (d->options[i].kind == kind &&
        (!source || (d->options[i].source != MTG_NONE && !strcmp(mtg_object_name(g, d->options[i].source), source))))
      return i;
  return -1;
}

static void choose(mtg_game *g, int kind, const char *source)
{
  int i = option(g, kind, source);
  ck_assert_msg(i >= 0, "no option %s %s in a %s decision", mtg_option_kind_name(kind), source ? source : "",
                mtg_decision_kind_name(mtg_decision_get(g)->kind));
  ck_assert_int_eq(mtg_apply(g, i), 0);
  check_invariants(g);
}

/* the name of the card k-th from the top of p's library */
static const char *from_top(const mtg_game *g, int p, int k)
{
  const player *pl = &g->players[p];
  return mtg_object_name(g, pl->library[pl->n[ZONE_LIBRARY] - 1 - k]);
}

static const char *const top_five[] = {"Lightning Bolt", "Giant Growth", "Shock", "Opt", "Savannah Lions"};

/* player 0 in their main phase with Test Seer in hand, an Island, and top_five on top of their library */
static mtg_game *seer_game(void)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  for (int k = 4; k >= 0; k--) /* libraries grow on top */
    add(g, top_five[k], ZONE_LIBRARY, 0);
  add(g, "Island", ZONE_LIBRARY, 1);
  add(g, "Test Seer", ZONE_HAND, 0);
  add(g, "Island", ZONE_BATTLEFIELD, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, "Test Seer");
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_SCRY);
  return g;
}

/* the spell is done: player 0 drew `drawn` and their library's top four are `top` */
static void expect_drew_then(const mtg_game *g, const char *drawn, const char *const top[4])
{
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_str_eq(mtg_object_name(g, g->players[0].hand[0]), drawn);
  for (int k = 0; k < 4; k++)
    ck_assert_str_eq(from_top(g, 0, k), top[k]);
}

/* 114: an emblem's static ability applies to its owner's creatures from the command zone, to creatures that
   come later too, and stays when the planeswalker that made it is gone; a copy of the game copies it */
START_TEST(test_emblem_static_ability)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Test Walker", ZONE_BATTLEFIELD, 0);
  add(g, "Grizzly Bears", ZONE_BATTLEFIELD, 0);
  add(g, "Grizzly Bears", ZONE_BATTLEFIELD, 1);
  add(g, "Savannah Lions", ZONE_HAND, 0);
  add(g, "Plains", ZONE_BATTLEFIELD, 0);
  obj_add_counters(g, 0, CTR_LOYALTY, 3); /* 5 + 3 = 8 */
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_ACTIVATE, "Test Walker");
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->nemblems, 1);
  ck_assert_int_eq(mtg_object_zone(g, g->emblems[0]), MTG_ZONE_COMMAND);
  ck_assert_int_eq(mtg_object_zone(g, 0), MTG_ZONE_GRAVEYARD); /* 0 loyalty (704.5i) */
  ck_assert_int_eq(g->objs[1].power, 4);
  ck_assert(obj_has(g, 1, KW_TRAMPLE) && obj_has(g, 1, KW_VIGILANCE) && obj_has(g, 1, KW_INDESTRUCTIBLE));
  ck_assert_int_eq(g->objs[2].power, 2); /* the opponent's creature */
  choose(g, MTG_OPT_CAST, "Savannah Lions");
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->objs[3].power, 4); /* a creature that comes later */
  mtg_game *copy = mtg_game_clone(g);
  ck_assert_ptr_nonnull(copy);
  ck_assert_int_eq(copy->nemblems, 1);
  ck_assert_uint_eq(mtg_game_hash(copy), mtg_game_hash(g));
  mtg_game_free(copy);
  mtg_game_free(g);
}
END_TEST

/* 613.4d: switching applies after every 7c change -- a pump and +1/+1 counters, whatever their timestamps --
   and ends with the turn; no card of the pool switches, so a test card does */
START_TEST(test_switch_after_modifications)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Giant Spider", ZONE_BATTLEFIELD, 0); /* 2/4 reach */
  add(g, "Test Twister", ZONE_HAND, 0);
  add(g, "Giant Growth", ZONE_HAND, 0);
  add(g, "Island", ZONE_BATTLEFIELD, 0);
  add(g, "Forest", ZONE_BATTLEFIELD, 0);
  obj_add_counters(g, 0, CTR_PLUS1, 1); /* 3/5 */
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, "Test Twister");
  choose(g, MTG_OPT_TARGET, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->objs[0].power, 5); /* 3/5 switched */
  ck_assert_int_eq(g->objs[0].toughness, 3);
  choose(g, MTG_OPT_CAST, "Giant Growth"); /* a later +3/+3 still applies before the switch: 6/8 -> 8/6 */
  choose(g, MTG_OPT_TARGET, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->objs[0].power, 8);
  ck_assert_int_eq(g->objs[0].toughness, 6);
  lay_end_of_turn(g); /* 514.2 */
  lay_apply(g);
  ck_assert_int_eq(g->objs[0].power, 3);
  ck_assert_int_eq(g->objs[0].toughness, 5);
  mtg_game_free(g);
}
END_TEST

/* 400.7, 506.4: a blocker whose attacker left the battlefield blocks nothing, even when the attacker's card comes
   back in the same combat as a new object in the same slot (bounced and cast again with flash) */
START_TEST(test_block_of_a_new_object)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Grizzly Bears", ZONE_BATTLEFIELD, 0);
  add(g, "Giant Spider", ZONE_BATTLEFIELD, 1);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  g->step = STEP_DECLARE_BLOCKERS;
  g->objs[0].flags |= OBJ_ATTACKING;
  g->objs[1].flags |= OBJ_BLOCKING;
  g->objs[1].blocking = 0;
  g->objs[1].blocking_zcc = g->objs[0].zcc;
  ck_assert(obj_blocks(g, &g->objs[1], 0));
  zone_move(g, 0, ZONE_HAND);
  zone_move(g, 0, ZONE_BATTLEFIELD); /* the same slot, a new object that is not attacking */
  ck_assert_int_eq(g->objs[0].zone, ZONE_BATTLEFIELD);
  ck_assert(!(g->objs[0].flags & OBJ_ATTACKING));
  ck_assert(!obj_blocks(g, &g->objs[1], 0));
  check_invariants(g);
  mtg_game_free(g);
}
END_TEST

/* 601.2b, 601.2f, 702.33a: the kicker is chosen before X, and the X offered is what the mana pays with the kicker
   cost added: {X}{R} kicked for {2} with four Mountains lets X be 0 or 1 */
START_TEST(test_kicker_then_x)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Test Blast", ZONE_HAND, 0);
  for (int i = 0; i < 4; i++)
    add(g, "Mountain", ZONE_BATTLEFIELD, 0);
  add(g, "Forest", ZONE_LIBRARY, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, "Test Blast");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_KICKER);
  choose(g, MTG_OPT_YES, NULL);
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_X);
  ck_assert_int_eq(d->count, 2); /* X = 0 or 1 */
  ck_assert_int_eq(d->options[1].value, 1);
  ck_assert_int_eq(mtg_apply(g, 1), 0);
  d = mtg_decision_get(g);
  int t = -1;
  for (int i = 0; i < d->count; i++)
    if (d->options[i].target == MTG_PLAYER_REF(1))
      t = i;
  ck_assert_int_ge(t, 0);
  ck_assert_int_eq(mtg_apply(g, t), 0);
  for (int i = 1; i <= 4; i++)
    ck_assert(g->objs[i].flags & OBJ_TAPPED); /* all four paid */
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_player_life(g, 1), 19);
  ck_assert_int_eq(g->players[0].n[ZONE_HAND], 1); /* kicked: drew the Forest */
  mtg_game_free(g);
}
END_TEST

/* 702.33d, 603.4: a kicked permanent spell becomes a kicked permanent; "When this creature enters, if it was
   kicked" triggers only then */
static int kicked_elf_draws(int kick)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Test Kicked Elf", ZONE_HAND, 0);
  add(g, "Forest", ZONE_BATTLEFIELD, 0);
  add(g, "Forest", ZONE_BATTLEFIELD, 0);
  add(g, "Island", ZONE_LIBRARY, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, "Test Kicked Elf");
  choose(g, kick ? MTG_OPT_YES : MTG_OPT_NO, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL); /* the Elf resolves; a trigger goes on the stack only when kicked */
  ck_assert_int_eq(g->objs[0].zone, ZONE_BATTLEFIELD);
  ck_assert_int_eq(g->objs[0].kicked & 1, kick);
  ck_assert(g->objs[0].kicked & OBJ_CAST); /* it was cast (608.3): "if you cast it" */
  ck_assert_int_eq(g->nstack, kick);
  if (kick) {
    choose(g, MTG_OPT_PASS, NULL);
    choose(g, MTG_OPT_PASS, NULL);
  }
  int drawn = g->players[0].n[ZONE_HAND];
  mtg_game_free(g);
  return drawn;
}

START_TEST(test_kicked_permanent_trigger)
{
  ck_assert_int_eq(kicked_elf_draws(1), 1);
  ck_assert_int_eq(kicked_elf_draws(0), 0);
}
END_TEST

/* 601.2g-h, 605.3 with MTG_FLAG_MANUAL_MANA: the payer taps one source at a time; a tap that would leave the rest
   unpayable is never offered. Grizzly Bears {1}{G} from Forest, Island, Island: any of the three first; after an
   Island, only the Forest (the Island left can't make {G}) */
/* a game with MTG_FLAG_MANUAL_MANA: player 0 holds `spell` in hand and the permanents `bf` (NULL-ended; a leading '~'
   gives one to player 1), in their main phase; they cast the spell, and the first pay_mana decision must have
   `options` options */
static mtg_game *manual_cast(const char *spell, const char *const *bf, int options)
{
  mtg_game *g = setup_new(kpack, 1, MTG_FLAG_MANUAL_MANA);
  add(g, spell, ZONE_HAND, 0);
  for (int i = 0; bf[i]; i++)
    add(g, bf[i] + (bf[i][0] == '~'), ZONE_BATTLEFIELD, bf[i][0] == '~');
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, spell);
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
  ck_assert_int_eq(d->count, options);
  return g;
}

START_TEST(test_manual_mana)
{
  static const char *const bf[] = {"Forest", "Island", "Island", NULL};
  mtg_game *g = manual_cast("Grizzly Bears", bf, 3);
  choose(g, MTG_OPT_MANA, "Island");
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
  ck_assert_int_eq(d->count, 1);
  ck_assert_str_eq(mtg_object_name(g, d->options[0].source), "Forest");
  ck_assert_int_eq(d->options[0].value, MANA_G);
  choose(g, MTG_OPT_MANA, "Forest");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY); /* cast: its controller holds priority */
  ck_assert_int_eq(g->nstack, 1);
  int untapped = 0;
  for (int o = 1; o <= 3; o++)
    untapped += !(g->objs[o].flags & OBJ_TAPPED);
  ck_assert_int_eq(untapped, 1);
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->objs[0].zone, ZONE_BATTLEFIELD);
  mtg_game_free(g);
}
END_TEST

/* 601.2f with MTG_FLAG_MANUAL_MANA: the payer pays the total cost -- Goblin Piker {1}{R} under Goblin Warchief costs
   {R}: one Mountain is tapped and the spell is cast; the other Mountain stays untapped */
START_TEST(test_cost_manual_mana)
{
  static const char *const bf[] = {"Goblin Warchief", "Mountain", "Mountain", NULL};
  mtg_game *g = manual_cast("Goblin Piker", bf, 2); /* either Mountain, for {R} */
  choose(g, MTG_OPT_MANA, "Mountain");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY); /* {R} paid: the spell is cast */
  ck_assert_int_eq(g->nstack, 1);
  ck_assert_int_eq(!!(g->objs[2].flags & OBJ_TAPPED) + !!(g->objs[3].flags & OBJ_TAPPED), 1);
  mtg_game_free(g);
}
END_TEST

/* 111.10a, 701.21a: a Treasure chosen to pay by hand is tapped and sacrificed (a token: it ceases to exist, 111.7); it
   is offered for any color, next to the land */
START_TEST(test_manual_mana_treasure)
{
  mtg_game *g = setup_new(kpack, 1, MTG_FLAG_MANUAL_MANA);
  add(g, "Grizzly Bears", ZONE_HAND, 0);
  add(g, "Forest", ZONE_BATTLEFIELD, 0);
  int t = setup_add(g, card("Treasure Token"), ZONE_BATTLEFIELD, 0, 0);
  ck_assert_int_ge(t, 0);
  g->objs[t].flags |= OBJ_TOKEN;
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, "Grizzly Bears");
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
  ck_assert_int_eq(d->count, 1 + 5); /* the Forest's {G}; the Treasure's five colors */
  choose(g, MTG_OPT_MANA, "Treasure Token");
  ck_assert(g->objs[t].zone != ZONE_BATTLEFIELD);
  choose(g, MTG_OPT_MANA, "Forest");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 1);
  mtg_game_free(g);
}
END_TEST

/* Mycosynth Lattice with MTG_FLAG_MANUAL_MANA: a Forest is tapped for {G} (the mana it makes) and that mana pays {U}
   ("as though it were mana of any color"); colored symbols take it before generic */
START_TEST(test_manual_mana_any_color)
{
  static const char *const permanents[] = {"Forest", "Forest", "Forest", "~Mycosynth Lattice", NULL};
  mtg_game *g = manual_cast("Divination", permanents, 3);
  for (int k = 0; k < 3; k++) {
    const mtg_decision *d = mtg_decision_get(g);
    ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
    ck_assert_int_eq(d->count, 3 - k); /* one option per untapped Forest: {G} */
    ck_assert_int_eq(d->options[0].value, MANA_G);
    ck_assert_int_eq(mtg_apply(g, 0), 0);
  }
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 1);
  mtg_game_free(g);
}
END_TEST

/* 614.12: a land with "As this land enters, you may pay 2 life. If you don't, it enters tapped." put onto the
   battlefield by a resolving spell: its controller chooses right after the search, before the spell is done; then the
   spell goes to the graveyard and the active player gets priority */
START_TEST(test_enter_pay_life_from_a_search)
{
  for (int pay = 0; pay < 2; pay++) {
    mtg_game *g = setup_new(kpack, 1, 0);
    add(g, "Test Mountain Seeker", ZONE_HAND, 0);
    add(g, "Mountain", ZONE_BATTLEFIELD, 0);
    int vents = setup_add(g, card("Steam Vents"), ZONE_LIBRARY, 0, 0);
    ck_assert_int_ge(vents, 0);
    ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
    choose(g, MTG_OPT_CAST, "Test Mountain Seeker");
    choose(g, MTG_OPT_PASS, NULL);
    choose(g, MTG_OPT_PASS, NULL);
    choose(g, MTG_OPT_FIND, "Steam Vents");
    const mtg_decision *d = mtg_decision_get(g);
    ck_assert_int_eq(d->kind, MTG_DEC_ENTER_PAY);
    ck_assert_int_eq(d->count, 2);
    ck_assert_int_eq(g->objs[vents].zone, ZONE_BATTLEFIELD);
    choose(g, pay ? MTG_OPT_YES : MTG_OPT_NO, "Steam Vents");
    ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
    ck_assert_int_eq(g->players[0].life, pay ? 18 : 20);
    ck_assert_int_eq(!!(g->objs[vents].flags & OBJ_TAPPED), !pay);
    ck_assert_int_eq(g->objs[0].zone, ZONE_GRAVEYARD);
    ck_assert_int_eq(g->nstack, 0);
    mtg_game_free(g);
  }
}
END_TEST

START_TEST(test_scry_bottom_in_chosen_order)
{
  /* 701.22a: cards put on the bottom go there in the order chosen, each under the ones before; then the draw */
  mtg_game *g = seer_game();
  ck_assert_int_eq(mtg_decision_get(g)->count, 4); /* three cards, then done */
  choose(g, MTG_OPT_BOTTOM, "Giant Growth");
  choose(g, MTG_OPT_BOTTOM, "Lightning Bolt");
  ck_assert_int_eq(mtg_decision_get(g)->count, 2);
  choose(g, MTG_OPT_DONE, NULL); /* one card left on top: no order to choose */
  const char *want[] = {"Opt", "Savannah Lions", "Giant Growth", "Lightning Bolt"};
  expect_drew_then(g, "Shock", want);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_scry_top_in_chosen_order)
{
  /* 701.22a: the rest go back on top in any order: chosen from the top down */
  mtg_game *g = seer_game();
  choose(g, MTG_OPT_DONE, NULL);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_TOP);
  ck_assert_int_eq(mtg_decision_get(g)->count, 3);
  choose(g, MTG_OPT_TOP, "Shock");
  choose(g, MTG_OPT_TOP, "Lightning Bolt"); /* Giant Growth is last: placed without asking */
  const char *want[] = {"Lightning Bolt", "Giant Growth", "Opt", "Savannah Lions"};
  expect_drew_then(g, "Shock", want);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_scry_seen_only_by_its_player)
{
  /* BRIEF §4: the cards looked at appear in the looker's observation (rows, and the options' sources), never in
     the opponent's */
  mtg_game *g = seer_game();
  int16_t obs[MTG_OBS_SIZE];
  uint8_t mask[MTG_OBS_ACTIONS];
  for (int p = 0; p < 2; p++) {
    ck_assert_int_eq(mtg_observe(g, p, obs, MTG_OBS_SIZE, mask), 0);
    int library_rows = 0;
    for (int r = 0; r < MTG_OBS_OBJECTS; r++) {
      const int16_t *x = obs + MTG_OBS_GLOBALS + r * MTG_OBS_OBJECT_FIELDS;
      library_rows += x[MTG_OBS_O_present] && x[MTG_OBS_O_zone] == MTG_ZONE_LIBRARY;
    }
    const int16_t *opt = obs + MTG_OBS_GLOBALS + MTG_OBS_OBJECTS * MTG_OBS_OBJECT_FIELDS;
    ck_assert_int_eq(library_rows, p == 0 ? 3 : 0);
    ck_assert_int_eq(obs[MTG_OBS_G_options], p == 0 ? 4 : 0);
    if (p == 0)
      for (int i = 0; i < 3; i++) /* each card option points at its row */
        ck_assert_int_gt(opt[i * MTG_OBS_OPTION_FIELDS + MTG_OBS_P_source], 0);
  }
  mtg_game_free(g);
}
END_TEST

START_TEST(test_clone_and_redeal_while_a_spell_waits)
{
  /* BRIEF §3-4: the suspended resolution lives in the game: a copy goes on the same way; re-dealing what the
     looker can't see keeps the cards they look at, and their view */
  mtg_game *g = seer_game();
  mtg_game *c = mtg_game_clone(g);
  choose(g, MTG_OPT_BOTTOM, "Shock");
  choose(c, MTG_OPT_BOTTOM, "Shock");
  ck_assert_uint_eq(mtg_game_hash(g), mtg_game_hash(c));
  uint64_t view = mtg_game_digest(c, 0);
  ck_assert_int_eq(mtg_game_redeterminize(c, 0, 99), 0);
  check_invariants(c);
  ck_assert_uint_eq(mtg_game_digest(c, 0), view);
  ck_assert_str_eq(from_top(c, 0, 0), "Lightning Bolt");
  ck_assert_str_eq(from_top(c, 0, 1), "Giant Growth");
  choose(c, MTG_OPT_DONE, NULL);
  choose(c, MTG_OPT_TOP, "Giant Growth");
  ck_assert_str_eq(mtg_object_name(c, c->players[0].hand[0]), "Giant Growth");
  mtg_game_free(c);
  mtg_game_free(g);
}
END_TEST

/* the option of `kind` from a `source` card to a `target` card, or -1 */
static int option_to(const mtg_game *g, int kind, const char *source, const char *target)
{
  const mtg_decision *d = mtg_decision_get(g);
  for (int i = 0; i < d->count; i++)
    if (d->options[i].kind == kind && d->options[i].source != MTG_NONE && d->options[i].target != MTG_NONE &&
        !(d->options[i].target & 0xFF00) && !strcmp(mtg_object_name(g, d->options[i].source), source) &&
        !strcmp(mtg_object_name(g, d->options[i].target), target))
      return i;
  return -1;
}

/* casts `spell` from hand at the permanent named `target` (its only target) */
static void cast_at(mtg_game *g, const char *spell, const char *target)
{
  choose(g, MTG_OPT_CAST, spell);
  int t = option_to(g, MTG_OPT_TARGET, spell, target);
  ck_assert_int_ge(t, 0);
  ck_assert_int_eq(mtg_apply(g, t), 0);
}

/* player 1, active, casts Shock at player 0's Test Warden with `mountains` Mountains */
static mtg_game *warden_game_flags(int mountains, unsigned flags)
{
  mtg_game *g = setup_new(kpack, 1, flags);
  add(g, "Test Warden", ZONE_BATTLEFIELD, 0);
  for (int i = 0; i < mountains; i++)
    add(g, "Mountain", ZONE_BATTLEFIELD, 1);
  add(g, "Shock", ZONE_HAND, 1);
  ck_assert_int_eq(setup_start(g, 4, 1, STEP_MAIN1), 0);
  cast_at(g, "Shock", "Test Warden");
  if (flags & MTG_FLAG_MANUAL_MANA)
    choose(g, MTG_OPT_MANA, "Mountain"); /* Shock's {R} */
  choose(g, MTG_OPT_PASS, NULL); /* the ward trigger is on top */
  choose(g, MTG_OPT_PASS, NULL);
  return g;
}

static mtg_game *warden_game(int mountains) { return warden_game_flags(mountains, 0); }

START_TEST(test_ward_mana_paid)
{
  /* 702.21a: "Ward {2}": the opponent may pay {2} (mana is paid automatically); the spell then resolves */
  mtg_game *g = warden_game(3);
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_WARD);
  ck_assert_int_eq(d->player, 1);
  ck_assert_int_eq(d->count, 2);
  ck_assert_int_eq(d->options[option(g, MTG_OPT_PAY, "Test Warden")].value, 2);
  choose(g, MTG_OPT_PAY, "Test Warden");
  for (int i = 0; i < g->nbf; i++)
    ck_assert(!strcmp(mtg_object_name(g, g->bf[i]), "Test Warden") || (g->objs[g->bf[i]].flags & OBJ_TAPPED));
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_GRAVEYARD), 1); /* Shock's 2 damage killed it */
  mtg_game_free(g);
}
END_TEST

START_TEST(test_ward_paid_by_hand)
{
  /* 702.21a, 601.2g-h with MTG_FLAG_MANUAL_MANA: the ward cost {2} is paid one source at a time, as a spell's is;
     then the ward ability is done and the spell resolves */
  mtg_game *g = warden_game_flags(3, MTG_FLAG_MANUAL_MANA);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_WARD);
  choose(g, MTG_OPT_PAY, "Test Warden");
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
  ck_assert_int_eq(d->player, 1);
  ck_assert_int_eq(d->count, 2); /* the two untapped Mountains */
  choose(g, MTG_OPT_MANA, "Mountain");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PAY_MANA);
  choose(g, MTG_OPT_MANA, "Mountain");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 1); /* Shock, not countered */
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_GRAVEYARD), 1);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_ward_mana_unpayable)
{
  /* with one Mountain left after Shock, {2} can't be paid: no decision, the spell is countered */
  mtg_game *g = warden_game(2);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 0);
  ck_assert_int_eq(mtg_player_zone_size(g, 1, MTG_ZONE_GRAVEYARD), 1);
  ck_assert_int_eq(mtg_player_zone_size(g, 0, MTG_ZONE_BATTLEFIELD), 1);
  mtg_game_free(g);
}
END_TEST

/* ---- monocolored hybrid and Phyrexian mana symbols (107.4e-f) ---- */

/* 107.4f, 119.4: a Phyrexian symbol is paid with mana of its color or 2 life. Automatic payment taps the Mountain when
   there is one, else pays 2 life; with 1 life and no red source the spell can't be cast */
static mtg_game *phyrexian_game(int mountain, int life, unsigned flags)
{
  mtg_game *g = setup_new(kpack, 1, flags);
  g->players[0].life = life;
  add(g, "Test Phyrexian Shock", ZONE_HAND, 0);
  add(g, "Hill Giant", ZONE_BATTLEFIELD, 1);
  if (mountain)
    add(g, "Mountain", ZONE_BATTLEFIELD, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  return g;
}

START_TEST(test_phyrexian_auto)
{
  for (int mountain = 0; mountain <= 1; mountain++) {
    mtg_game *g = phyrexian_game(mountain, 20, 0);
    ck_assert_int_eq(g->pack->mana_value[g->objs[0].card], 1); /* 202.3: a Phyrexian symbol counts one */
    cast_at(g, "Test Phyrexian Shock", "Hill Giant");
    ck_assert_int_eq(g->nstack, 1);
    ck_assert_int_eq(g->players[0].life, mountain ? 20 : 18);
    if (mountain)
      ck_assert(g->objs[2].flags & OBJ_TAPPED);
    mtg_game_free(g);
  }
  mtg_game *g = phyrexian_game(0, 1, 0);
  ck_assert_int_lt(option(g, MTG_OPT_CAST, "Test Phyrexian Shock"), 0); /* 119.4: not 2 life out of 1 */
  mtg_game_free(g);
  g = phyrexian_game(0, 2, 0); /* all of it, and then 704.5a */
  cast_at(g, "Test Phyrexian Shock", "Hill Giant");
  ck_assert_int_eq(mtg_game_result(g), MTG_RESULT_WIN1);
  mtg_game_free(g);
}
END_TEST

/* with MTG_FLAG_MANUAL_MANA the payer chooses: the Mountain's {R}, or 2 life (an option `pay`) */
START_TEST(test_phyrexian_manual)
{
  mtg_game *g = phyrexian_game(1, 20, MTG_FLAG_MANUAL_MANA);
  cast_at(g, "Test Phyrexian Shock", "Hill Giant");
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_PAY_MANA);
  ck_assert_int_eq(d->count, 2);
  ck_assert_int_ge(option(g, MTG_OPT_MANA, "Mountain"), 0);
  char text[64];
  mtg_option_text(g, option(g, MTG_OPT_PAY, NULL), text, sizeof text);
  ck_assert_str_eq(text, "pay 2 life for a Phyrexian mana symbol");
  choose(g, MTG_OPT_PAY, NULL);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 1);
  ck_assert_int_eq(g->players[0].life, 18);
  ck_assert(!(g->objs[2].flags & OBJ_TAPPED));
  mtg_game_free(g);
}
END_TEST

/* 107.4e with MTG_FLAG_MANUAL_MANA: Temur Tawnyback {2/G}{2/U}{2/R} from Forest, Island, Plains, Plains -- a Plains
   tapped first pays half of the {2/R} (the symbol no source can pay with its color), so every source is offered; with
   three sources the cost can't be paid */
START_TEST(test_monocolored_hybrid_manual)
{
  static const char *const bf[] = {"Forest", "Island", "Plains", "Plains", NULL};
  mtg_game *g = manual_cast("Temur Tawnyback", bf, 4);
  choose(g, MTG_OPT_MANA, "Plains");
  ck_assert_int_eq(g->due.generic, 1);
  ck_assert_int_eq(mtg_decision_get(g)->count, 3); /* Forest, Island, the other Plains */
  choose(g, MTG_OPT_MANA, "Forest");
  choose(g, MTG_OPT_MANA, "Plains");
  ck_assert_int_eq(mtg_decision_get(g)->count, 1);
  choose(g, MTG_OPT_MANA, "Island");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->nstack, 1);
  mtg_game_free(g);
  g = setup_new(kpack, 1, MTG_FLAG_MANUAL_MANA);
  add(g, "Temur Tawnyback", ZONE_HAND, 0);
  add(g, "Forest", ZONE_BATTLEFIELD, 0);
  add(g, "Island", ZONE_BATTLEFIELD, 0);
  add(g, "Plains", ZONE_BATTLEFIELD, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  ck_assert_int_lt(option(g, MTG_OPT_CAST, "Temur Tawnyback"), 0);
  mtg_game_free(g);
}
END_TEST

/* ---- battles (310): no card of the pool is one; a vanilla Siege shows the rules ---- */

/* `active` declares attackers on turn 3; player 0 controls Test Siege and Hill Giant (3/3); player 1 Grizzly Bears */
static mtg_game *siege_game(int active)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Test Siege", ZONE_BATTLEFIELD, 0);
  add(g, "Hill Giant", ZONE_BATTLEFIELD, 0);
  add(g, "Grizzly Bears", ZONE_BATTLEFIELD, 1);
  ck_assert_int_eq(setup_start(g, 3, active, STEP_MAIN1), 0);
  while (mtg_decision_get(g)->kind == MTG_DEC_PRIORITY) /* on to the declare attackers step */
    choose(g, MTG_OPT_PASS, NULL);
  return g;
}

START_TEST(test_battle_enters_with_defense)
{
  /* 310.4b: it enters with defense counters equal to its printed defense; 310.11a: its controller's opponent
     protects it (a two-player game has one) */
  mtg_game *g = siege_game(0);
  ck_assert_int_eq(obj_counter(&g->objs[0], CTR_DEFENSE), 3);
  ck_assert_int_eq(g->objs[0].protector, 1);
  int16_t obs[MTG_OBS_SIZE];
  ck_assert_int_eq(mtg_observe(g, 1, obs, MTG_OBS_SIZE, NULL), 0);
  ck_assert_int_eq(obs[MTG_OBS_GLOBALS + MTG_OBS_O_defense], 3); /* the battlefield's first row */
  mtg_game_free(g);
}
END_TEST

START_TEST(test_battle_attacked_and_defeated)
{
  /* 508.1b: its controller's creatures may attack the battle its opponent protects; 120.3h, 310.6: combat damage
     removes defense counters; 704.5v: with none left it goes to its owner's graveyard */
  mtg_game *g = siege_game(0);
  int i = option_to(g, MTG_OPT_ATTACK, "Hill Giant", "Test Siege");
  ck_assert_int_ge(i, 0);
  ck_assert_int_eq(mtg_apply(g, i), 0);
  choose(g, MTG_OPT_DONE, NULL);
  while (mtg_decision_get(g)->kind == MTG_DEC_PRIORITY && g->step != STEP_MAIN2) {
    if (mtg_decision_get(g)->kind == MTG_DEC_BLOCKERS)
      break;
    choose(g, MTG_OPT_PASS, NULL);
  }
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_BLOCKERS);
  ck_assert_int_eq(mtg_decision_get(g)->player, 1); /* the protector declares blockers */
  choose(g, MTG_OPT_DONE, NULL);
  while (g->step != STEP_MAIN2 && mtg_decision_get(g)->kind == MTG_DEC_PRIORITY)
    choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_object_zone(g, 0), MTG_ZONE_GRAVEYARD);
  ck_assert_int_eq(mtg_player_life(g, 1), 20); /* the player attacked nothing */
  mtg_game_free(g);
}
END_TEST

/* 122: counters live in OBJ_COUNTER_KINDS slots -- any kind, a slot freed at 0, a kind beyond the slots not put */
/* src/intent.c: the greedy agent's graveyard-card target -- exiling (GY_MOVE exile) harms the card's owner, so it takes
   the opponent's card, and none of its own ("up to one"); returning a card helps, so it takes its own */
START_TEST(test_greedy_graveyard_targets)
{
  static const struct { const char *spell, *land; int lands; const char *mine, *theirs, *want; } rows[] = {
    {"Ambush Wolf", "Forest", 3, "Shock", "Grizzly Bears", "Grizzly Bears"},
    {"Ambush Wolf", "Forest", 3, "Grizzly Bears", NULL, NULL}, /* only its own card: none */
    {"Vampire Soulcaller", "Swamp", 5, "Grizzly Bears", "Savannah Lions", "Grizzly Bears"},
  };
  for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
    mtg_game *g = setup_new(kpack, 1, 0);
    add(g, rows[r].spell, ZONE_HAND, 0);
    for (int i = 0; i < rows[r].lands; i++)
      add(g, rows[r].land, ZONE_BATTLEFIELD, 0);
    add(g, rows[r].mine, ZONE_GRAVEYARD, 0);
    if (rows[r].theirs)
      add(g, rows[r].theirs, ZONE_GRAVEYARD, 1);
    ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
    choose(g, MTG_OPT_CAST, rows[r].spell);
    for (int i = 0; i < 4 && mtg_decision_get(g)->kind == MTG_DEC_PRIORITY; i++)
      choose(g, MTG_OPT_PASS, NULL); /* the creature resolves, its enters trigger asks for its target */
    const mtg_decision *d = mtg_decision_get(g);
    ck_assert_int_eq(d->kind, MTG_DEC_TARGET);
    mtg_agent *a = mtg_agent_new(MTG_AGENT_GREEDY, 1);
    const mtg_option *o = &d->options[mtg_agent_choose(a, g)];
    if (rows[r].want)
      ck_assert_str_eq(mtg_object_name(g, o->target), rows[r].want);
    else
      ck_assert_int_eq(o->kind, MTG_OPT_DONE);
    mtg_agent_free(a);
    mtg_game_free(g);
  }
}
END_TEST

START_TEST(test_counter_slots)
{
  obj ob;
  memset(&ob, 0, sizeof ob);
  static const struct { int kind, n, ret, plus, loyalty, ice; } steps[] = {
    {CTR_PLUS1, 2, 0, 2, 0, 0},      /* a first kind takes a slot */
    {CTR_LOYALTY, 3, 0, 2, 3, 0},    /* a second */
    {CTR_ICE, 1, 0, 2, 3, 1},        /* a third: the slots are full */
    {CTR_FLOOD, 1, -1, 2, 3, 1},     /* a fourth kind is not put */
    {CTR_PLUS1, 300, 0, 255, 3, 1},  /* at most 255 */
    {CTR_LOYALTY, 0, 0, 255, 0, 1},  /* 0 frees the slot ... */
    {CTR_FLOOD, 2, 0, 255, 0, 1},    /* ... for another kind */
    {CTR_MINUS1, 0, 0, 255, 0, 1},   /* none of a kind with no slot: nothing to do */
  };
  for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
    ck_assert_int_eq(obj_set_counter(&ob, steps[i].kind, steps[i].n), steps[i].ret);
    ck_assert_int_eq(obj_counter(&ob, CTR_PLUS1), steps[i].plus);
    ck_assert_int_eq(obj_counter(&ob, CTR_LOYALTY), steps[i].loyalty);
    ck_assert_int_eq(obj_counter(&ob, CTR_ICE), steps[i].ice);
  }
  ck_assert_int_eq(obj_counter(&ob, CTR_FLOOD), 2);
  obj_clear_counters(&ob);
  ck_assert_int_eq(obj_counter(&ob, CTR_PLUS1) + obj_counter(&ob, CTR_ICE) + obj_counter(&ob, CTR_FLOOD), 0);
}
END_TEST

/* 714.2b-c: two lore counters put at once on a Saga with none trigger chapters I and II -- its one line "I, II —" is two
   abilities; a third counter triggers III; a fourth, past the final chapter (714.2d), nothing */
START_TEST(test_lore_counters_at_once)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  int o = setup_add(g, card("Rediscover the Way"), ZONE_BATTLEFIELD, 0, 0);
  ck_assert_int_ge(o, 0);
  ck_assert_int_eq(obj_counter(&g->objs[o], CTR_LORE), 1); /* 714.3a; the setup triggers nothing */
  ck_assert_int_eq(g->ntrig, 0);
  ck_assert_int_eq(saga_final_chapter(g, o), 3);
  static const struct { int add, triggers; } steps[] = {{2, 2}, {1, 1}, {1, 0}};
  obj_set_counter(&g->objs[o], CTR_LORE, 0);
  for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
    g->ntrig = 0;
    obj_add_counters(g, o, CTR_LORE, steps[i].add);
    ck_assert_int_eq(g->ntrig, steps[i].triggers);
  }
  ck_assert_int_eq(obj_counter(&g->objs[o], CTR_LORE), 4);
  int16_t obs[MTG_OBS_SIZE]; /* an agent sees how far the Saga has gone: the battlefield's first row */
  ck_assert_int_eq(mtg_observe(g, 1, obs, MTG_OBS_SIZE, NULL), 0);
  ck_assert_int_eq(obs[MTG_OBS_GLOBALS + MTG_OBS_O_lore_counters], 4);
  mtg_game_free(g);
}
END_TEST

/* 601.2h (eclcards 5): the colors two or more of the mana spent could be -- each mana one color, the largest set */
START_TEST(test_mana_two_colors)
{
  enum { W = 1, U = 2, B = 4, R = 8, G = 16 };
  static const struct { uint8_t flex[6]; int n; uint8_t want; } cases[] = {
    {{W, W}, 2, W},                          /* two Plains */
    {{W, R}, 2, 0},                          /* a Plains and a Mountain */
    {{W, W, R, R}, 4, W | R},
    {{W | R, W | R}, 2, R},                  /* two duals: one color twice, not both (a tie: the later in WUBRG) */
    {{W | R, W | R, W, R}, 4, W | R},        /* each dual gives the color its partner lacks */
    {{W, W | R, R}, 3, R},                   /* three mana: two of one color only (the later in WUBRG) */
    {{W | U | B | R | G, W | U | B | R | G, W | U | B | R | G, W | U | B | R | G}, 4, R | G},
    {{0, 0, G}, 3, 0},                       /* colorless mana counts for no color */
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
    ck_assert_msg(mana_two_colors(cases[i].flex, cases[i].n) == cases[i].want, "case %zu: got 0x%x", i,
                  mana_two_colors(cases[i].flex, cases[i].n));
}
END_TEST

/* tdmcards 11 (src/exileplay.c): player 0 casts `spell` with a Mountain in main phase 1 of turn 3 and it resolves */
static mtg_game *exile_play_game(const char *spell, const char *gy)
{
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, spell, ZONE_HAND, 0);
  add(g, "Mountain", ZONE_BATTLEFIELD, 0);
  add(g, "Mountain", ZONE_BATTLEFIELD, 0);
  for (int i = 0; i < 6; i++)
    add(g, "Plains", ZONE_LIBRARY, 0);
  add(g, "Shock", ZONE_LIBRARY, 0);
  add(g, "Forest", ZONE_LIBRARY, 0); /* on top */
  if (gy)
    add(g, gy, ZONE_GRAVEYARD, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  choose(g, MTG_OPT_CAST, spell);
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(g->nstack, 0);
  return g;
}

/* both players pass until step `step` of the turn begins (declaring no attackers) */
static void pass_until(mtg_game *g, int step)
{
  while (g->step != step)
    choose(g, mtg_decision_get(g)->kind == MTG_DEC_ATTACKERS ? MTG_OPT_DONE : MTG_OPT_PASS, NULL);
}

START_TEST(test_exile_play_variants)
{
  /* "You may cast those cards this turn.": the instant is cast, the land card is not played (a cast permission) */
  mtg_game *g = exile_play_game("Test Impulse", NULL);
  ck_assert_int_ge(option(g, MTG_OPT_CAST, "Shock"), 0);
  ck_assert_int_lt(option(g, MTG_OPT_PLAY_LAND, "Forest"), 0);
  ck_assert_int_eq(g->players[0].lands_played, 0);
  mtg_game_free(g);
  /* "Until your next end step, you may play that card.": in the second main phase still, not once the end step began */
  g = exile_play_game("Test Urchin", NULL);
  ck_assert_int_ge(option(g, MTG_OPT_PLAY_LAND, "Forest"), 0);
  pass_until(g, STEP_MAIN2);
  ck_assert_int_ge(option(g, MTG_OPT_PLAY_LAND, "Forest"), 0);
  pass_until(g, STEP_END);
  ck_assert_int_eq(g->active, 0);
  ck_assert(!xplay_any(g, 0));
  mtg_game_free(g);
  /* "Exile a card at random from your graveyard. You may play that card this turn.": the one card there; gone next turn */
  g = exile_play_game("Test Rummage", "Lightning Bolt");
  ck_assert_int_eq(mtg_object_zone(g, 11), MTG_ZONE_EXILE); /* the Bolt, the twelfth object */
  ck_assert_int_ge(option(g, MTG_OPT_CAST, "Lightning Bolt"), 0);
  pass_until(g, STEP_UPKEEP);
  ck_assert_int_eq(g->turn, 4);
  ck_assert(!xplay_any(g, 0));
  mtg_game_free(g);
}
END_TEST

START_TEST(test_battle_protector_blocks)
{
  /* 509.1a: the protector's creatures may block a creature attacking the battle; blocked, it deals no damage to it */
  mtg_game *g = siege_game(0);
  ck_assert_int_eq(mtg_apply(g, option_to(g, MTG_OPT_ATTACK, "Hill Giant", "Test Siege")), 0);
  choose(g, MTG_OPT_DONE, NULL);
  while (mtg_decision_get(g)->kind == MTG_DEC_PRIORITY)
    choose(g, MTG_OPT_PASS, NULL);
  int b = option_to(g, MTG_OPT_BLOCK, "Grizzly Bears", "Hill Giant");
  ck_assert_int_ge(b, 0);
  ck_assert_int_eq(mtg_apply(g, b), 0);
  choose(g, MTG_OPT_DONE, NULL);
  while (g->step != STEP_MAIN2 && mtg_decision_get(g)->kind == MTG_DEC_PRIORITY)
    choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(mtg_object_zone(g, 0), MTG_ZONE_BATTLEFIELD);
  ck_assert_int_eq(obj_counter(&g->objs[0], CTR_DEFENSE), 3);
  ck_assert_int_eq(mtg_object_zone(g, 2), MTG_ZONE_GRAVEYARD); /* the Bears */
  mtg_game_free(g);
}
END_TEST

START_TEST(test_battle_not_attacked_by_its_protector)
{
  /* 508.1b: the protector attacks the player, never the battle it protects */
  mtg_game *g = siege_game(1);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_ATTACKERS);
  ck_assert_int_lt(option_to(g, MTG_OPT_ATTACK, "Grizzly Bears", "Test Siege"), 0);
  ck_assert_int_ge(option(g, MTG_OPT_ATTACK, "Grizzly Bears"), 0);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_battle_any_target)
{
  /* 115.4: "any target" includes a battle; 120.3h: Shock removes two defense counters */
  mtg_game *g = setup_new(kpack, 1, 0);
  add(g, "Test Siege", ZONE_BATTLEFIELD, 1);
  add(g, "Mountain", ZONE_BATTLEFIELD, 0);
  add(g, "Shock", ZONE_HAND, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  cast_at(g, "Shock", "Test Siege");
  choose(g, MTG_OPT_PASS, NULL);
  choose(g, MTG_OPT_PASS, NULL);
  ck_assert_int_eq(obj_counter(&g->objs[0], CTR_DEFENSE), 1);
  ck_assert_int_eq(mtg_object_zone(g, 0), MTG_ZONE_BATTLEFIELD);
  mtg_game_free(g);
}
END_TEST

static Suite *suite(void)
{
  Suite *s = suite_create("game");
  TCase *tc = tcase_create("api");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_bad_option_leaves_state_unchanged);
  tcase_add_test(tc, test_null_and_stale_handles);
  tcase_add_test(tc, test_deck_errors_name_file_and_card);
  tcase_add_test(tc, test_deck_format_rules);
  tcase_add_test(tc, test_observation_mana_pool);
  tcase_add_test(tc, test_determinism);
  tcase_add_test(tc, test_clone_at_every_decision);
  tcase_add_test(tc, test_random_games_keep_invariants);
  tcase_add_test(tc, test_threads_match_sequential);
  tcase_add_test(tc, test_first_player_skips_first_draw);
  tcase_add_test(tc, test_london_mulligan);
  tcase_add_test(tc, test_redeterminize_keeps_the_view);
  tcase_add_test(tc, test_vec_threads_match_and_reset);
  tcase_add_test(tc, test_vec_errors);
  tcase_add_test(tc, test_restart_equals_reset);
  tcase_add_test(tc, test_observation_layout);
  tcase_add_test(tc, test_state_is_one_small_block);
  tcase_add_test(tc, test_trigger_mask_bits);
  tcase_add_test(tc, test_mana_two_colors);
  suite_add_tcase(s, tc);
  TCase *mid = tcase_create("decisions mid-resolution");
  tcase_add_checked_fixture(mid, keyact_setup, keyact_teardown);
  tcase_add_test(mid, test_scry_bottom_in_chosen_order);
  tcase_add_test(mid, test_scry_top_in_chosen_order);
  tcase_add_test(mid, test_scry_seen_only_by_its_player);
  tcase_add_test(mid, test_clone_and_redeal_while_a_spell_waits);
  tcase_add_test(mid, test_ward_mana_paid);
  tcase_add_test(mid, test_ward_mana_unpayable);
  tcase_add_test(mid, test_emblem_static_ability);
  tcase_add_test(mid, test_switch_after_modifications);
  tcase_add_test(mid, test_block_of_a_new_object);
  tcase_add_test(mid, test_kicker_then_x);
  tcase_add_test(mid, test_kicked_permanent_trigger);
  tcase_add_test(mid, test_manual_mana);
  tcase_add_test(mid, test_cost_manual_mana);
  tcase_add_test(mid, test_enter_pay_life_from_a_search);
  tcase_add_test(mid, test_manual_mana_treasure);
  tcase_add_test(mid, test_phyrexian_auto);
  tcase_add_test(mid, test_phyrexian_manual);
  tcase_add_test(mid, test_monocolored_hybrid_manual);
  tcase_add_test(mid, test_manual_mana_any_color);
  tcase_add_test(mid, test_ward_paid_by_hand);
  tcase_add_test(mid, test_battle_enters_with_defense);
  tcase_add_test(mid, test_battle_attacked_and_defeated);
  tcase_add_test(mid, test_battle_protector_blocks);
  tcase_add_test(mid, test_battle_not_attacked_by_its_protector);
  tcase_add_test(mid, test_battle_any_target);
  tcase_add_test(mid, test_counter_slots);
  tcase_add_test(mid, test_greedy_graveyard_targets);
  tcase_add_test(mid, test_lore_counters_at_once);
  tcase_add_test(mid, test_exile_play_variants);
  suite_add_tcase(s, mid);
  return s;
}

int main(void)
{
  SRunner *sr = srunner_create(suite());
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed ? 1 : 0;
}
