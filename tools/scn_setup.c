/* scn_setup.c: scenario setup -- players, zones and battlefield from JSON, and the object names of a scenario. */
#include "scn.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int scn_fail(scn *s, const char *fmt, ...)
{
  if (s->err[0])
    return -1;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(s->err, sizeof s->err, fmt, ap);
  va_end(ap);
  return -1;
}

int scn_check_keys(scn *s, const cJSON *obj, const char *what, const char *const *keys)
{
  const cJSON *it;
  cJSON_ArrayForEach(it, obj) {
    int ok = 0;
    for (int i = 0; keys[i]; i++)
      ok |= !strcmp(it->string, keys[i]);
    if (!ok)
      return scn_fail(s, "unknown field \"%s\" in %s", it->string, what);
  }
  return 0;
}

static int add(scn *s, const char *card_name, int zone, int owner, int controller, int *out)
{
  int card = mtg_pack_find_card(s->run->pack, card_name);
  if (card < 0)
    return scn_fail(s, "unknown card \"%s\"", card_name);
  if (s->nobj >= SCN_NAMES)
    return scn_fail(s, "too many objects");
  int o = setup_add(s->g, card, zone, owner, controller);
  if (o < 0)
    return scn_fail(s, "cannot put \"%s\" there (zone full)", card_name);
  s->obj[s->nobj++] = (uint16_t)o;
  *out = o;
  return 0;
}

static int get_player(scn *s, const cJSON *v, int *p)
{
  if (cJSON_IsNumber(v) && (v->valueint == 0 || v->valueint == 1))
    *p = v->valueint;
  else if (cJSON_IsString(v) && (!strcmp(v->valuestring, "player0") || !strcmp(v->valuestring, "player1")))
    *p = v->valuestring[6] - '0';
  else
    return scn_fail(s, "a player is 0, 1, \"player0\" or \"player1\"");
  return 0;
}

static int unsupported(scn *s, const cJSON *e, const char *key)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, key);
  if (!v || cJSON_IsNull(v) || (cJSON_IsObject(v) && !v->child))
    return 0;
  return scn_fail(s, "battlefield \"%s\": not supported by the engine yet", key);
}

static int battlefield_entry(scn *s, const cJSON *e)
{
  static const char *const keys[] = {"card", "controller", "owner", "tapped", "sick", "damage", "counters",
                                     "attached_to", "face", "token", NULL};
  if (scn_check_keys(s, e, "a battlefield entry", keys))
    return -1;
  if (unsupported(s, e, "attached_to") || unsupported(s, e, "token"))
    return -1;
  const cJSON *face = cJSON_GetObjectItemCaseSensitive(e, "face");
  if (face && !(cJSON_IsString(face) && !strcmp(face->valuestring, "front")))
    return scn_fail(s, "battlefield \"face\": not supported by the engine yet");
  const cJSON *card = cJSON_GetObjectItemCaseSensitive(e, "card");
  if (!cJSON_IsString(card))
    return scn_fail(s, "a battlefield entry needs \"card\"");
  int controller = 0, owner, o;
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(e, "controller"), *w = cJSON_GetObjectItemCaseSensitive(e, "owner");
  if ((c && get_player(s, c, &controller)))
    return -1;
  owner = controller;
  if (w && get_player(s, w, &owner))
    return -1;
  if (add(s, card->valuestring, ZONE_BATTLEFIELD, owner, controller, &o))
    return -1;
  obj *ob = &s->g->objs[o];
  if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(e, "tapped")))
    ob->flags |= OBJ_TAPPED;
  if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(e, "sick")))
    ob->flags |= OBJ_SICK;
  const cJSON *dmg = cJSON_GetObjectItemCaseSensitive(e, "damage");
  if (cJSON_IsNumber(dmg))
    ob->damage = (int16_t)dmg->valueint;
  const cJSON *ctr = cJSON_GetObjectItemCaseSensitive(e, "counters"), *it;
  cJSON_ArrayForEach(it, ctr) {
    int k = type_counter_find(it->string);
    if (k < 0 || !cJSON_IsNumber(it))
      return scn_fail(s, "counters: unknown counter \"%s\" (known: +1/+1, -1/-1)", it->string);
    obj_add_counters(s->g, o, k, it->valueint);
  }
  return 0;
}

static int zone_list(scn *s, const cJSON *pl, const char *key, int zone, int p, int *count)
{
  const cJSON *list = cJSON_GetObjectItemCaseSensitive(pl, key);
  *count = 0;
  if (!list)
    return 0;
  if (!cJSON_IsArray(list))
    return scn_fail(s, "player %d \"%s\" must be a list of card names", p, key);
  int n = cJSON_GetArraySize(list);
  /* a library is listed top first; the engine's library grows on top, so add it bottom first */
  for (int k = 0; k < n; k++) {
    const cJSON *it = cJSON_GetArrayItem(list, zone == ZONE_LIBRARY ? n - 1 - k : k);
    int o;
    if (!cJSON_IsString(it))
      return scn_fail(s, "player %d \"%s\": card names are strings", p, key);
    if (add(s, it->valuestring, zone, p, p, &o))
      return -1;
  }
  *count = n;
  return 0;
}

/* an empty library is filled with 20 basic lands of the player's colors unless library_exact */
static int fill_library(scn *s, int p)
{
  static const char *const basics[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  uint8_t colors = 0;
  for (int i = 0; i < s->g->nobjs; i++)
    if (s->g->objs[i].owner == p)
      colors |= game_card(s->g, i)->colors;
  int picks[5], n = 0;
  for (int c = 0; c < 5; c++)
    if (colors & (1u << c))
      picks[n++] = c;
  if (n == 0)
    picks[n++] = 0;
  for (int k = 0; k < 20; k++) {
    int card = mtg_pack_find_card(s->run->pack, basics[picks[k % n]]);
    if (card < 0 || setup_add(s->g, card, ZONE_LIBRARY, p, p) < 0)
      return scn_fail(s, "cannot fill the library of player %d", p);
  }
  return 0;
}

static int player_entry(scn *s, const cJSON *pl, int p, int pass)
{
  static const char *const keys[] = {"life", "poison", "hand", "library", "graveyard", "exile", "library_exact", NULL};
  static const char *const zones[] = {"hand", "library", "graveyard", "exile"};
  static const int zone_ids[] = {ZONE_HAND, ZONE_LIBRARY, ZONE_GRAVEYARD, ZONE_EXILE};
  if (!cJSON_IsObject(pl))
    return scn_fail(s, "\"players\" entries are objects");
  if (scn_check_keys(s, pl, "a player", keys))
    return -1;
  if (pass == 1) {
    const cJSON *life = cJSON_GetObjectItemCaseSensitive(pl, "life"), *poison = cJSON_GetObjectItemCaseSensitive(pl, "poison");
    if (cJSON_IsNumber(life))
      s->g->players[p].life = life->valueint;
    if (cJSON_IsNumber(poison))
      s->g->players[p].poison = (int16_t)poison->valueint;
    int lib = 0;
    for (int z = 0; z < 4; z++) {
      int n;
      if (zone_list(s, pl, zones[z], zone_ids[z], p, &n))
        return -1;
      if (zone_ids[z] == ZONE_LIBRARY)
        lib = n;
    }
    if (lib == 0 && !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(pl, "library_exact")))
      return fill_library(s, p);
  }
  return 0;
}

int scn_setup(scn *s, const cJSON *root)
{
  static const char *const keys[] = {"name", "rule", "seed", "turn", "active", "step", "players", "battlefield",
                                     "script", "note", "source", "confidence", NULL};
  if (scn_check_keys(s, root, "the scenario", keys))
    return -1;
  const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
  s->g = setup_new(s->run->pack, cJSON_IsNumber(seed) ? (uint64_t)seed->valuedouble : 1, 0);
  if (!s->g)
    return scn_fail(s, "out of memory");
  const cJSON *bf = cJSON_GetObjectItemCaseSensitive(root, "battlefield"), *it;
  if (bf && !cJSON_IsArray(bf))
    return scn_fail(s, "\"battlefield\" must be a list");
  cJSON_ArrayForEach(it, bf)
    if (battlefield_entry(s, it))
      return -1;
  const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
  if (players && (!cJSON_IsArray(players) || cJSON_GetArraySize(players) > 2))
    return scn_fail(s, "\"players\" must be a list of at most two players");
  for (int p = 0; p < 2; p++) {
    const cJSON *pl = players ? cJSON_GetArrayItem(players, p) : NULL;
    if (pl ? player_entry(s, pl, p, 1) : fill_library(s, p))
      return -1;
  }
  const cJSON *turn = cJSON_GetObjectItemCaseSensitive(root, "turn"), *active = cJSON_GetObjectItemCaseSensitive(root, "active");
  const cJSON *step = cJSON_GetObjectItemCaseSensitive(root, "step");
  int a = 0, st = STEP_MAIN1;
  if (active && get_player(s, active, &a))
    return -1;
  if (step && (!cJSON_IsString(step) || (st = type_step_find(step->valuestring)) < 0))
    return scn_fail(s, "unknown step %s", cJSON_IsString(step) ? step->valuestring : "(not a string)");
  s->setup_slots = s->g->nobjs;
  if (setup_start(s->g, cJSON_IsNumber(turn) ? turn->valueint : 1, a, st))
    return scn_fail(s, "bad turn, active player or step");
  return 0;
}

/* a card by its name; a token also by "<subtypes> Token" or its subtypes alone ("Goblin") */
int scn_name_matches(scn *s, int o, const char *base)
{
  const pack_card *c = game_card(s->g, o);
  const char *name = pack_str(s->run->pack, c->name);
  if (!strcmp(name, base))
    return 1;
  if (!(c->pt_flags & PACK_TOKEN))
    return 0;
  const char *t = strstr(name, " Token (");
  size_t n = t ? (size_t)(t - name) : 0, b = strlen(base);
  return t && ((b == n && !strncmp(name, base, n)) || (b == n + 6 && !strncmp(name, base, n + 6)));
}

/* "Name" or "Name#n": the n-th object with that card name, in setup then creation order */
int scn_object(scn *s, const char *name, int *out)
{
  char base[256];
  snprintf(base, sizeof base, "%s", name);
  char *hash = strrchr(base, '#');
  int want = 0;
  if (hash && hash[1]) {
    want = atoi(hash + 1);
    *hash = '\0';
  }
  int found = 0, match = -1;
  uint8_t listed[MAX_OBJECTS] = {0};
  /* setup objects in setup order, then objects made later (tokens) in the order of their slots */
  for (int pass = 0; pass < 2; pass++)
    for (int i = 0; i < (pass ? s->g->nobjs : s->nobj); i++) {
      int o = pass ? i : s->obj[i];
      if (pass == 0)
        listed[o] = 1;
      else if (listed[o] || o < s->setup_slots)
        continue;
      if (s->g->objs[o].card == NONE || !scn_name_matches(s, o, base))
        continue;
      found++;
      if (found == want || (want == 0 && match < 0))
        match = o;
    }
  if (found == 0)
    return scn_fail(s, "no object named \"%s\"", name);
  if (want == 0 && found > 1)
    return scn_fail(s, "ambiguous name \"%s\": %d objects (use \"%s#2\" ...)", name, found, base);
  if (want > found)
    return scn_fail(s, "no object \"%s\": only %d with that name", name, found);
  *out = match;
  return 0;
}

int scn_target(scn *s, const cJSON *v, uint16_t *out)
{
  int p = 0, o;
  if (cJSON_IsNumber(v) || (cJSON_IsString(v) && (!strcmp(v->valuestring, "player0") || !strcmp(v->valuestring, "player1")))) {
    if (get_player(s, v, &p))
      return -1;
    *out = PLAYER_REF(p);
    return 0;
  }
  if (!cJSON_IsString(v) || scn_object(s, v->valuestring, &o))
    return scn_fail(s, "a target is an object name or a player");
  *out = (uint16_t)o;
  return 0;
}
