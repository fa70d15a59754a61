/* mtgplay.c: a terminal game -- a person plays one seat against a built-in agent, choosing options by number; `b` shows the board, `e N` explains object N (mtg_explain: why it has its characteristics, layer by layer), `q` quits. */
#include "explain_print.h"
#include "mtgvm.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_OBJECT_IDS 1024 /* object ids tried when listing a zone (MTG_EINVAL past the game's last) */

static const char *const result_names[] = {"ongoing", "player 0 wins", "player 1 wins", "draw", "truncated"};

static void print_log(const mtg_game *g, uint32_t *seen)
{
  char line[256];
  uint32_t n = mtg_game_event_count(g);
  if (n - *seen > MTG_EVENT_RING)
    *seen = n - MTG_EVENT_RING; /* older events are gone from the ring */
  for (; *seen < n; (*seen)++)
    if (mtg_game_event_text(g, *seen, line, sizeof line) >= 0)
      printf("  %s\n", line);
}

/* the objects of a zone (of player p's, or anyone's for p < 0), one per line: "#id Name P/T" */
static void list_zone(const mtg_game *g, int zone, int p, const char *title)
{
  printf("  %s:", title);
  int any = 0;
  for (int o = 0; o < MAX_OBJECT_IDS; o++) {
    if (mtg_object_zone(g, o) != zone || (p >= 0 && mtg_object_controller(g, o) != p))
      continue;
    printf("%s #%d %s", any++ ? "," : "", o, mtg_object_name(g, o));
    if (zone == MTG_ZONE_BATTLEFIELD && mtg_object_toughness(g, o) > 0)
      printf(" %d/%d", mtg_object_power(g, o), mtg_object_toughness(g, o));
  }
  printf("%s\n", any ? "" : " none");
}

static void board(const mtg_game *g, int seat)
{
  printf("turn %d, %s, player %d active\n", mtg_game_turn(g), mtg_step_name(mtg_game_step(g)), mtg_game_active_player(g));
  for (int p = 0; p < 2; p++) {
    printf("player %d%s: life %d, library %d, hand %d, graveyard %d\n", p, p == seat ? " (you)" : "",
           mtg_player_life(g, p), mtg_player_zone_size(g, p, MTG_ZONE_LIBRARY), mtg_player_zone_size(g, p, MTG_ZONE_HAND),
           mtg_player_zone_size(g, p, MTG_ZONE_GRAVEYARD));
    list_zone(g, MTG_ZONE_BATTLEFIELD, p, "battlefield");
    if (p == seat)
      list_zone(g, MTG_ZONE_HAND, p, "hand"); /* the other hand is hidden */
  }
  list_zone(g, MTG_ZONE_STACK, -1, "stack");
}

static void show_decision(const mtg_game *g)
{
  const mtg_decision *d = mtg_decision_get(g);
  char text[256];
  printf("turn %d, %s -- you decide (%s):\n", mtg_game_turn(g), mtg_step_name(mtg_game_step(g)),
         mtg_decision_kind_name(d->kind));
  for (int i = 0; i < d->count; i++)
    if (mtg_option_text(g, i, text, sizeof text) >= 0)
      printf("  [%d] %s\n", i, text);
}

/* one line of the person's input: 1 when an option was applied, 0 to ask again, -1 to stop */
static int command(mtg_game *g, int seat, const char *line)
{
  char *end;
  while (*line == ' ')
    line++;
  if (line[0] == 'q')
    return -1;
  if (line[0] == 'b') {
    board(g, seat);
    return 0;
  }
  if (line[0] == 'e') {
    long o = strtol(line + 1, &end, 10);
    if (end == line + 1 || mtg_object_zone(g, (int)o) < 0 ||
        (mtg_object_zone(g, (int)o) == MTG_ZONE_HAND && mtg_object_controller(g, (int)o) != seat) ||
        mtg_object_zone(g, (int)o) == MTG_ZONE_LIBRARY)
      printf("no object #%ld you can see\n", o);
    else {
      printf("#%ld %s:\n", o, mtg_object_name(g, (int)o));
      explain_print(g, (int)o, 2);
    }
    return 0;
  }
  long i = strtol(line, &end, 10);
  if (end == line) {
    printf("commands: an option's number, b (board), e N (explain object N), q (quit)\n");
    return 0;
  }
  if (mtg_apply(g, (int)i) < 0) { /* the state is unchanged */
    printf("%s\n", mtg_errmsg(g));
    return 0;
  }
  return 1;
}

static int usage(void)
{
  fprintf(stderr, "usage: mtgplay [--seed S] [--seat 0|1] [--agent random|greedy] [--deck FILE --deck FILE] [--pack PACK]\n");
  return 2;
}

int main(int argc, char **argv)
{
  const char *pack_path = MTG_BUILD_ROOT "/packs/all.mtgpack";
  const char *decks[2] = {MTG_SOURCE_ROOT "/data/decks/default_a.json", MTG_SOURCE_ROOT "/data/decks/default_b.json"};
  int ndecks = 0, seat = 0, agent_kind = mtg_agent_kind_find("greedy");
  mtg_config cfg;
  mtg_config_init(&cfg);
  cfg.seed = 7;
  for (int i = 1; i < argc; i += 2) {
    const char *v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!v)
      return usage();
    if (!strcmp(argv[i], "--seed")) cfg.seed = strtoull(v, NULL, 10);
    else if (!strcmp(argv[i], "--seat")) seat = atoi(v);
    else if (!strcmp(argv[i], "--agent")) agent_kind = mtg_agent_kind_find(v);
    else if (!strcmp(argv[i], "--pack")) pack_path = v;
    else if (!strcmp(argv[i], "--deck") && ndecks < 2) decks[ndecks++] = v;
    else return usage();
  }
  if ((seat != 0 && seat != 1) || agent_kind < 0 || ndecks == 1)
    return usage();
  mtg_pack *pack = mtg_pack_load(pack_path);
  mtg_deck *d[2] = {NULL, NULL};
  mtg_game *g = NULL;
  mtg_agent *agent = NULL;
  int rc = 1;
  if (!pack || mtg_errcode(pack)) {
    fprintf(stderr, "mtgplay: %s\n", pack ? mtg_errmsg(pack) : "out of memory");
    goto done;
  }
  for (int k = 0; k < 2; k++)
    if (!(d[k] = mtg_deck_load(pack, decks[k])) || mtg_errcode(d[k])) {
      fprintf(stderr, "mtgplay: %s\n", d[k] ? mtg_errmsg(d[k]) : "out of memory");
      goto done;
    }
  g = mtg_game_new(pack, d[0], d[1], &cfg);
  agent = mtg_agent_new(agent_kind, cfg.seed * 2 + 1);
  if (!g || mtg_errcode(g) || !agent) {
    fprintf(stderr, "mtgplay: %s\n", g ? mtg_errmsg(g) : "out of memory");
    goto done;
  }
  printf("mtgplay: you are player %d (%s) against the %s agent (%s); seed %llu\n", seat, mtg_deck_name(d[seat]),
         agent_kind ? "greedy" : "random", mtg_deck_name(d[1 - seat]), (unsigned long long)cfg.seed);
  printf("commands: an option's number, b (board), e N (explain object N), q (quit)\n");
  uint32_t seen = 0;
  char line[256];
  int shown = 0;
  while (mtg_game_result(g) == MTG_RESULT_ONGOING) {
    print_log(g, &seen);
    const mtg_decision *dec = mtg_decision_get(g);
    if (dec->player != seat) {
      if (mtg_apply(g, mtg_agent_choose(agent, g)) < 0) {
        fprintf(stderr, "mtgplay: %s\n", mtg_errmsg(g));
        goto done;
      }
      shown = 0;
      continue;
    }
    if (!shown++)
      show_decision(g);
    printf("> ");
    fflush(stdout);
    if (!fgets(line, sizeof line, stdin))
      break; /* the input ended: the game stops where it is */
    line[strcspn(line, "\n")] = '\0';
    int r = command(g, seat, line);
    if (r < 0)
      break;
    if (r > 0)
      shown = 0;
  }
  print_log(g, &seen);
  printf("result: %s\n", result_names[mtg_game_result(g) >= 0 && mtg_game_result(g) < 5 ? mtg_game_result(g) : 0]);
  rc = 0;
done:
  mtg_agent_free(agent);
  mtg_game_free(g);
  mtg_deck_free(d[0]);
  mtg_deck_free(d[1]);
  mtg_pack_free(pack);
  return rc;
}
