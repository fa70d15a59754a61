/* check_game.c: Check tests of the game API -- creation errors, bad options, determinism, clones, invariants, threads. */
#include "game.h"
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
  d = mtg_deck_load(pack, "/nonexistent/deck.json");
  ck_assert_int_eq(mtg_errcode(d), MTG_EIO);
  ck_assert_ptr_nonnull(strstr(mtg_errmsg(d), "/nonexistent/deck.json"));
  mtg_deck_free(d);
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
        if (x[MTG_OBS_O_present])
          ck_assert_int_ne(x[MTG_OBS_O_zone], MTG_ZONE_LIBRARY);
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

START_TEST(test_vec_errors)
{
  mtg_vec *v = mtg_vec_new(pack, deck[0], deck[1], 2, 3, MTG_AGENT_RANDOM, 1, 0);
  ck_assert_int_eq(mtg_errcode(v), MTG_EINVAL); /* more threads than games */
  mtg_vec_free(v);
  v = mtg_vec_new(pack, deck[0], deck[1], 2, 1, MTG_AGENT_RANDOM, 1, 0);
  int16_t obs[2 * MTG_OBS_SIZE];
  uint8_t mask[2 * MTG_OBS_ACTIONS], done[2];
  float rew[2];
  int32_t bad[2] = {0, 999};
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

static Suite *suite(void)
{
  Suite *s = suite_create("game");
  TCase *tc = tcase_create("api");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  tcase_add_test(tc, test_bad_option_leaves_state_unchanged);
  tcase_add_test(tc, test_null_and_stale_handles);
  tcase_add_test(tc, test_deck_errors_name_file_and_card);
  tcase_add_test(tc, test_determinism);
  tcase_add_test(tc, test_clone_at_every_decision);
  tcase_add_test(tc, test_random_games_keep_invariants);
  tcase_add_test(tc, test_threads_match_sequential);
  tcase_add_test(tc, test_first_player_skips_first_draw);
  tcase_add_test(tc, test_london_mulligan);
  tcase_add_test(tc, test_redeterminize_keeps_the_view);
  tcase_add_test(tc, test_vec_threads_match_and_reset);
  tcase_add_test(tc, test_vec_errors);
  tcase_add_test(tc, test_observation_layout);
  tcase_add_test(tc, test_state_is_one_small_block);
  suite_add_tcase(s, tc);
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
