/* check_search.c: Check tests of "you may" (603.5) and library searches (701.19): the decisions' options, what each
   player sees of a library being searched (observation, digest, log), clones and re-dealing mid-search, agents. */
#include "game.h"
#include "setup.h"
#include <check.h>
#include <stdlib.h>
#include <string.h>

static mtg_pack *pack;

static void setup(void)
{
  pack = mtg_pack_load(BUILD_ROOT "/packs/all.mtgpack");
  ck_assert_msg(pack && mtg_errcode(pack) == 0, "pack: %s", mtg_errmsg(pack));
}

static void teardown(void) { mtg_pack_free(pack); }

static void check_invariants(const mtg_game *g)
{
  char err[256];
  ck_assert_msg(game_check_invariants(g, err, sizeof err) == 0, "invariant: %s", err);
}

static void add(mtg_game *g, const char *name, int zone, int p)
{
  int id = mtg_pack_find_card(pack, name);
  ck_assert_msg(id >= 0, "no card %s", name);
  ck_assert_int_ge(setup_add(g, id, zone, p, p), 0);
}

/* answers the pending decision with the option whose text (mtg_option_text) or kind name is `text` */
static void answer(mtg_game *g, const char *text)
{
  const mtg_decision *d = mtg_decision_get(g);
  char buf[160];
  for (int i = 0; i < d->count; i++) {
    mtg_option_text(g, i, buf, sizeof buf);
    if (!strcmp(buf, text) || !strcmp(mtg_option_kind_name(d->options[i].kind), text)) {
      ck_assert_int_eq(mtg_apply(g, i), 0);
      check_invariants(g);
      return;
    }
  }
  ck_abort_msg("no option \"%s\" in a %s decision", text, mtg_decision_kind_name(d->kind));
}

/* the index of the pending option whose text is `text`, or -1 */
static int find(const mtg_game *g, const char *text)
{
  char buf[160];
  for (int i = 0; i < mtg_decision_get(g)->count; i++)
    if (mtg_option_text(g, i, buf, sizeof buf) >= 0 && !strcmp(buf, text))
      return i;
  return -1;
}

/* player 0 in their main phase with `library` (bottom first), `hand` and `lands` of `land`; player 1 has Islands */
static mtg_game *start(const char *const *library, int n, const char *hand, const char *land, int lands)
{
  mtg_game *g = setup_new(pack, 1, 0);
  for (int i = 0; i < n; i++)
    add(g, library[i], ZONE_LIBRARY, 0);
  for (int i = 0; i < 5; i++)
    add(g, "Island", ZONE_LIBRARY, 1);
  add(g, hand, ZONE_HAND, 0);
  for (int i = 0; i < lands; i++)
    add(g, land, ZONE_BATTLEFIELD, 0);
  ck_assert_int_eq(setup_start(g, 3, 0, STEP_MAIN1), 0);
  return g;
}

/* player 0 casts Rune-Scarred Demon ("search your library for a card, put it into your hand") with `library` (bottom
   first) and seven Swamps; player 1 has a library of Islands. Returns the game at the search decision. */
static mtg_game *demon_game(const char *const *library, int n)
{
  mtg_game *g = start(library, n, "Rune-Scarred Demon", "Swamp", 7);
  answer(g, "cast Rune-Scarred Demon");
  for (int i = 0; i < 4; i++) /* the Demon resolves; then its trigger */
    answer(g, "pass");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_SEARCH);
  check_invariants(g);
  return g;
}

static const char *const five[] = {"Forest", "Shock", "Forest", "Grizzly Bears", "Forest"};

START_TEST(test_one_option_per_card_name)
{
  /* 701.19a: copies of a card are one choice; the options come in card order (nothing of the library's order), and
     "a card" leaves no "find nothing" (701.19c) */
  mtg_game *g = demon_game(five, 5);
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->player, 0);
  ck_assert_int_eq(d->count, 3);
  ck_assert_int_eq(find(g, "find nothing"), -1);
  ck_assert_int_eq(d->options[find(g, "find Forest")].value, 3);
  ck_assert_int_eq(d->options[find(g, "find Shock")].value, 1);
  for (int i = 1; i < d->count; i++)
    ck_assert_int_lt(mtg_object_card(g, d->options[i - 1].source), mtg_object_card(g, d->options[i].source));
  ck_assert_int_eq(d->options[find(g, "find Shock")].kind, MTG_OPT_FIND);
  answer(g, "find Shock");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_PRIORITY);
  ck_assert_int_eq(g->players[0].n[ZONE_HAND], 1);
  ck_assert_str_eq(mtg_object_name(g, g->players[0].hand[0]), "Shock");
  ck_assert_int_eq(g->players[0].n[ZONE_LIBRARY], 4);
  mtg_game_free(g);
}
END_TEST

/* library rows and option rows of player p's observation */
static void observed(const mtg_game *g, int p, int *library_rows, int *options)
{
  int16_t obs[MTG_OBS_SIZE];
  uint8_t mask[MTG_OBS_ACTIONS];
  ck_assert_int_eq(mtg_observe(g, p, obs, MTG_OBS_SIZE, mask), 0);
  *library_rows = 0;
  for (int r = 0; r < MTG_OBS_OBJECTS; r++) {
    const int16_t *x = obs + MTG_OBS_GLOBALS + r * MTG_OBS_OBJECT_FIELDS;
    *library_rows += x[MTG_OBS_O_present] && x[MTG_OBS_O_zone] == MTG_ZONE_LIBRARY;
  }
  *options = obs[MTG_OBS_G_options];
  const int16_t *opt = obs + MTG_OBS_GLOBALS + MTG_OBS_OBJECTS * MTG_OBS_OBJECT_FIELDS;
  for (int i = 0; i < *options; i++) /* each card option points at a row */
    if (opt[i * MTG_OBS_OPTION_FIELDS + MTG_OBS_P_kind] == MTG_OPT_FIND + 1)
      ck_assert_int_gt(opt[i * MTG_OBS_OPTION_FIELDS + MTG_OBS_P_source], 0);
}

START_TEST(test_opponent_never_sees_the_library)
{
  /* BRIEF §4, 400.2: the searcher sees one row per card name they may find; the opponent sees no library card, no
     option, and their digest is the same whatever the searcher's library holds */
  mtg_game *g = demon_game(five, 5);
  int rows, opts;
  observed(g, 0, &rows, &opts);
  ck_assert_int_eq(rows, 3);
  ck_assert_int_eq(opts, 3);
  observed(g, 1, &rows, &opts);
  ck_assert_int_eq(rows, 0);
  ck_assert_int_eq(opts, 0);
  static const char *const other[] = {"Plains", "Lightning Bolt", "Plains", "Serra Angel", "Giant Growth"};
  mtg_game *h = demon_game(other, 5);
  ck_assert_uint_eq(mtg_game_digest(g, 1), mtg_game_digest(h, 1));
  ck_assert_uint_ne(mtg_game_digest(g, 0), mtg_game_digest(h, 0));
  /* the log names no card that went to the hand unrevealed */
  uint32_t before = mtg_game_event_count(g);
  answer(g, "find Shock");
  char line[160];
  for (uint32_t i = before; i < mtg_game_event_count(g); i++) {
    ck_assert_int_ge(mtg_game_event_text(g, i, line, sizeof line), 0);
    ck_assert_msg(!strstr(line, "Shock"), "the log shows the card found: %s", line);
  }
  mtg_game_free(h);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_clone_and_redeal_mid_search)
{
  /* the search waiting for its player lives in the game: a clone goes on the same way; re-dealing what the opponent
     can't see keeps their view, and the searcher's options are rebuilt from what their library now holds */
  mtg_game *g = demon_game(five, 5), *c = mtg_game_clone(g);
  answer(g, "find Grizzly Bears");
  answer(c, "find Grizzly Bears");
  ck_assert_uint_eq(mtg_game_hash(g), mtg_game_hash(c));
  mtg_game_free(c);
  mtg_game_free(g);

  g = demon_game(five, 5);
  uint64_t view1 = mtg_game_digest(g, 1), view0 = mtg_game_digest(g, 0);
  ck_assert_int_eq(mtg_game_redeterminize(g, 1, 7), 0);
  check_invariants(g);
  ck_assert_uint_eq(mtg_game_digest(g, 1), view1);
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_SEARCH);
  ck_assert_int_ge(mtg_decision_get(g)->count, 1);
  ck_assert_int_eq(mtg_apply(g, 0), 0);
  check_invariants(g);
  mtg_game_free(g);

  g = demon_game(five, 5);
  ck_assert_int_eq(mtg_game_redeterminize(g, 0, 7), 0); /* the searcher knows their library's cards */
  ck_assert_uint_eq(mtg_game_digest(g, 0), view0);
  mtg_game_free(g);
}
END_TEST

START_TEST(test_may_options_and_agents)
{
  /* 603.5: "you may" asks the ability's controller: yes (value 1) or no (value 0), each naming the object; the greedy
     agent searches, and takes a land while it has few */
  static const char *const lib[] = {"Grizzly Bears", "Forest", "Serra Angel"};
  mtg_game *g = start(lib, 3, "Solemn Simulacrum", "Plains", 4);
  answer(g, "cast Solemn Simulacrum");
  for (int i = 0; i < 4; i++)
    answer(g, "pass");
  const mtg_decision *d = mtg_decision_get(g);
  ck_assert_int_eq(d->kind, MTG_DEC_MAY);
  ck_assert_int_eq(d->player, 0);
  ck_assert_int_eq(d->count, 2);
  ck_assert_int_eq(d->options[0].kind, MTG_OPT_YES);
  ck_assert_int_eq(d->options[0].value, 1);
  ck_assert_int_eq(d->options[1].kind, MTG_OPT_NO);
  ck_assert_int_eq(d->options[1].value, 0);
  ck_assert_str_eq(mtg_object_name(g, d->options[0].source), "Solemn Simulacrum");
  ck_assert_int_eq(d->options[1].source, d->options[0].source);
  mtg_agent *greedy = mtg_agent_new(MTG_AGENT_GREEDY, 1), *rnd = mtg_agent_new(MTG_AGENT_RANDOM, 1);
  ck_assert_int_eq(mtg_agent_choose(greedy, g), 0);
  int r = mtg_agent_choose(rnd, g);
  ck_assert(r == 0 || r == 1);
  answer(g, "yes");
  ck_assert_int_eq(mtg_decision_get(g)->kind, MTG_DEC_SEARCH);
  ck_assert_int_eq(mtg_decision_get(g)->count, 2); /* Forest, or nothing (701.19b) */
  int k = mtg_agent_choose(greedy, g);
  ck_assert_int_eq(mtg_decision_get(g)->options[k].kind, MTG_OPT_FIND);
  ck_assert_int_eq(mtg_apply(g, k), 0);
  check_invariants(g);
  mtg_agent_free(greedy);
  mtg_agent_free(rnd);
  mtg_game_free(g);
}
END_TEST

/* random games between the two decks of search cards: invariants after every action, clones that go on the same
   way, and no library card in the observation of a player who is not searching or looking */
START_TEST(test_random_games_with_searches)
{
  mtg_deck *a = mtg_deck_load(pack, SOURCE_ROOT "/data/decks/green_white_search.json");
  mtg_deck *b = mtg_deck_load(pack, SOURCE_ROOT "/data/decks/blue_black_tutors.json");
  ck_assert_msg(mtg_errcode(a) == 0, "%s", mtg_errmsg(a));
  ck_assert_msg(mtg_errcode(b) == 0, "%s", mtg_errmsg(b));
  int seen_may = 0, seen_search = 0;
  for (uint64_t seed = 1; seed <= 60; seed++) {
    mtg_config cfg;
    mtg_config_init(&cfg);
    cfg.seed = seed;
    mtg_game *g = mtg_game_new(pack, seed & 1 ? a : b, seed & 1 ? b : a, &cfg);
    mtg_agent *ag = mtg_agent_new(seed % 3 ? MTG_AGENT_RANDOM : MTG_AGENT_GREEDY, seed);
    while (mtg_game_result(g) == MTG_RESULT_ONGOING) {
      const mtg_decision *d = mtg_decision_get(g);
      seen_may += d->kind == MTG_DEC_MAY;
      seen_search += d->kind == MTG_DEC_SEARCH;
      if (d->kind == MTG_DEC_SEARCH || d->kind == MTG_DEC_MAY) {
        int rows, opts;
        observed(g, d->player ^ 1, &rows, &opts);
        ck_assert_int_eq(rows, 0);
        ck_assert_int_eq(opts, 0);
        mtg_game *c = mtg_game_clone(g);
        int i = mtg_agent_choose(ag, g);
        ck_assert_int_eq(mtg_apply(c, i), 0);
        ck_assert_int_eq(mtg_apply(g, i), 0);
        ck_assert_uint_eq(mtg_game_hash(c), mtg_game_hash(g));
        mtg_game_free(c);
      } else {
        ck_assert_int_eq(mtg_apply(g, mtg_agent_choose(ag, g)), 0);
      }
      check_invariants(g);
    }
    mtg_agent_free(ag);
    mtg_game_free(g);
  }
  ck_assert_int_gt(seen_may, 0);
  ck_assert_int_gt(seen_search, 0);
  mtg_deck_free(a);
  mtg_deck_free(b);
}
END_TEST

int main(void)
{
  const TTest *const tests[] = {test_one_option_per_card_name, test_opponent_never_sees_the_library,
                                test_clone_and_redeal_mid_search, test_may_options_and_agents,
                                test_random_games_with_searches};
  TCase *tc = tcase_create("may and search");
  tcase_add_checked_fixture(tc, setup, teardown);
  tcase_set_timeout(tc, 120);
  for (size_t i = 0; i < sizeof tests / sizeof *tests; i++)
    tcase_add_test(tc, tests[i]);
  Suite *s = suite_create("search");
  suite_add_tcase(s, tc);
  SRunner *sr = srunner_create(s);
  srunner_run_all(sr, CK_NORMAL);
  int failed = srunner_ntests_failed(sr);
  srunner_free(sr);
  return failed != 0;
}
