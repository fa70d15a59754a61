/* scn_expect.c: scenario expectations -- objects, players, counts, and game-wide facts checked against the game. */
#include "scn.h"
#include <string.h>
#include <strings.h>

static const char *const zone_names[] = {"library", "hand", "battlefield", "graveyard", "stack", "exile"};

static int num(scn *s, const cJSON *e, const char *field, long actual)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field);
  if (!v)
    return 0;
  if (!cJSON_IsNumber(v))
    return scn_fail(s, "%s: expected a number", field);
  if ((long)v->valuedouble != actual)
    return scn_fail(s, "%s: expected %ld, got %ld", field, (long)v->valuedouble, actual);
  return 0;
}

static int boolean(scn *s, const cJSON *e, const char *field, int actual)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field);
  if (v && cJSON_IsBool(v) != 1)
    return scn_fail(s, "%s: expected true or false", field);
  if (v && cJSON_IsTrue(v) != !!actual)
    return scn_fail(s, "%s: expected %s, got %s", field, cJSON_IsTrue(v) ? "true" : "false", actual ? "true" : "false");
  return 0;
}

/* the names of a set: bit i of mask named names[i] */
static void names_of(char *buf, size_t n, const char *const *names, int count, uint32_t mask)
{
  size_t used = 0;
  buf[0] = '\0';
  for (int i = 0; i < count; i++)
    if (mask & (1u << i))
      used += (size_t)snprintf(buf + used, n - used, "%s\"%s\"", used ? ", " : "", names[i]);
}

/* an exact set of names against a mask; `exact` 0 = must include, 2 = must not include */
static int name_set(scn *s, const cJSON *e, const char *field, const char *const *names, int count, uint32_t mask,
                    int mode)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field), *it;
  if (!v)
    return 0;
  if (!cJSON_IsArray(v))
    return scn_fail(s, "%s: expected a list", field);
  uint32_t want = 0;
  cJSON_ArrayForEach(it, v) {
    int k = -1;
    for (int i = 0; cJSON_IsString(it) && i < count; i++)
      if (!strcasecmp(names[i], it->valuestring))
        k = i;
    if (k < 0 && mode != 2)
      return scn_fail(s, "%s: \"%s\" is not something this engine knows", field, cJSON_IsString(it) ? it->valuestring : "?");
    if (k >= 0)
      want |= 1u << k;
  }
  char a[512], b[512];
  names_of(a, sizeof a, names, count, want);
  names_of(b, sizeof b, names, count, mask);
  if ((mode == 1 && want != mask) || (mode == 0 && (mask & want) != want) || (mode == 2 && (mask & want)))
    return scn_fail(s, "%s: expected %s[%s], got [%s]", field, mode == 0 ? "to include " : mode == 2 ? "none of " : "",
                    a, b);
  return 0;
}

static int subtypes(scn *s, const cJSON *e, int o)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, "subtypes"), *it;
  if (!v)
    return 0;
  const pack_card *c = game_card(s->g, o);
  int n = 0, ok = cJSON_IsArray(v);
  for (; n < PACK_MAX_SUBTYPES && c->subtypes[n] != PACK_NONE; n++)
    ;
  ok = ok && cJSON_GetArraySize(v) == n;
  cJSON_ArrayForEach(it, v) {
    int found = 0;
    for (int i = 0; i < n; i++)
      found |= cJSON_IsString(it) && !strcmp(type_sub_names[c->subtypes[i]], it->valuestring);
    ok = ok && found;
  }
  if (!ok) {
    char got[256] = "";
    size_t used = 0;
    for (int i = 0; i < n; i++)
      used += (size_t)snprintf(got + used, sizeof got - used, "%s\"%s\"", i ? ", " : "", type_sub_names[c->subtypes[i]]);
    return scn_fail(s, "subtypes: got [%s]", got);
  }
  return 0;
}

/* "abilities": the exact set of the object's abilities -- each entry a keyword ("flying") or a substring of one
   non-keyword ability's text; every ability must be named and every entry must name one ([] = none) */
static int abilities(scn *s, const cJSON *want, int o)
{
  if (!want)
    return 0;
  if (!cJSON_IsArray(want))
    return scn_fail(s, "abilities: expected a list");
  const obj *ob = &s->g->objs[o];
  const pack_card *c = game_card(s->g, o);
  uint32_t kw_seen = 0, ab_seen = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, want) {
    if (!cJSON_IsString(it))
      return scn_fail(s, "abilities: entries are strings");
    int k = type_keyword_find(it->valuestring, (int)strlen(it->valuestring));
    if (k >= 0) {
      if (!(ob->keywords & (1u << k)))
        return scn_fail(s, "abilities: it does not have %s", it->valuestring);
      kw_seen |= 1u << k;
      continue;
    }
    int found = 0;
    for (int i = 0; i < c->abil_count && i < 32 && !found; i++)
      if (strstr(pack_str(s->run->pack, s->g->pack->abils[c->abil_first + i].text), it->valuestring)) {
        ab_seen |= 1u << i;
        found = 1;
      }
    if (!found)
      return scn_fail(s, "abilities: no ability \"%s\"", it->valuestring);
  }
  if (kw_seen != ob->keywords) {
    for (int k = 0; k < KW__COUNT; k++)
      if ((ob->keywords & ~kw_seen) & (1u << k))
        return scn_fail(s, "abilities: it also has %s", type_keyword_names[k]);
  }
  for (int i = 0; i < c->abil_count && i < 32; i++)
    if (!(ab_seen & (1u << i)))
      return scn_fail(s, "abilities: it also has \"%s\"", pack_str(s->run->pack, s->g->pack->abils[c->abil_first + i].text));
  return 0;
}

/* "counters": the exact counters on it, {"+1/+1": 2}; {} = none */
static int expect_counters(scn *s, const cJSON *want, const obj *ob)
{
  int expected[CTR__COUNT] = {0};
  const cJSON *it;
  cJSON_ArrayForEach(it, want) {
    int k = type_counter_find(it->string);
    if (k < 0 || !cJSON_IsNumber(it))
      return scn_fail(s, "counters: unknown counter \"%s\"", it->string);
    expected[k] = it->valueint;
  }
  for (int k = 0; k < CTR__COUNT; k++)
    if (expected[k] != ob->counters[k])
      return scn_fail(s, "counters: expected %d %s, got %d", expected[k], type_counter_names[k], ob->counters[k]);
  return 0;
}

static int object(scn *s, const cJSON *e)
{
  static const char *const keys[] = {"object", "power", "toughness", "abilities", "keywords", "no_keywords", "types",
                                     "subtypes", "supertypes", "colors", "controller", "zone", "tapped", "counters",
                                     "damage", "attached_to", NULL};
  int o;
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(e, "object");
  if (!cJSON_IsString(name))
    return scn_fail(s, "\"object\" is an object name");
  if (scn_check_keys(s, e, "an object expectation", keys) || scn_object(s, name->valuestring, &o))
    return -1;
  const obj *ob = &s->g->objs[o];
  const cJSON *zone = cJSON_GetObjectItemCaseSensitive(e, "zone");
  const char *actual_zone = ob->card == NONE ? "gone" : ob->zone < 6 ? zone_names[ob->zone] : "none";
  if (zone && (!cJSON_IsString(zone) || strcmp(zone->valuestring, actual_zone)))
    return scn_fail(s, "zone: expected %s, got %s", cJSON_IsString(zone) ? zone->valuestring : "?", actual_zone);
  if (abilities(s, cJSON_GetObjectItemCaseSensitive(e, "abilities"), o))
    return -1;
  const cJSON *counters = cJSON_GetObjectItemCaseSensitive(e, "counters"), *att = cJSON_GetObjectItemCaseSensitive(e, "attached_to");
  if (counters && expect_counters(s, counters, ob))
    return -1;
  if (att && !cJSON_IsNull(att))
    return scn_fail(s, "attached_to: the engine has no attachments yet");
  const cJSON *ctl = cJSON_GetObjectItemCaseSensitive(e, "controller");
  if (ctl && (!cJSON_IsNumber(ctl) || ctl->valueint != ob->controller))
    return scn_fail(s, "controller: expected %d, got %d", ctl->valueint, ob->controller);
  return num(s, e, "power", ob->power) || num(s, e, "toughness", ob->toughness) || num(s, e, "damage", ob->damage) ||
         boolean(s, e, "tapped", ob->flags & OBJ_TAPPED) ||
         name_set(s, e, "keywords", type_keyword_names, KW__COUNT, ob->keywords, 0) ||
         name_set(s, e, "no_keywords", type_keyword_names, KW__COUNT, ob->keywords, 2) ||
         name_set(s, e, "types", type_card_names, TYPE__COUNT, ob->types, 1) ||
         name_set(s, e, "supertypes", type_super_names, SUPER__COUNT, ob->supertypes, 1) ||
         name_set(s, e, "colors", type_color_words, COLOR__COUNT, ob->colors, 1) || subtypes(s, e, o) ? -1 : 0;
}

/* a list of card names against a zone array, in order (or as given for hands) */
/* card names of a zone: in order (a graveyard, bottom first), or as a multiset (hand, exile: no order) */
static int names(scn *s, const cJSON *e, const char *field, const uint16_t *ids, int n, int ordered)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field), *it;
  if (!v)
    return 0;
  char got[1024] = "";
  size_t used = 0;
  for (int i = 0; i < n; i++)
    used += (size_t)snprintf(got + used, sizeof got - used, "%s\"%s\"", i ? ", " : "", mtg_object_name(s->g, ids[i]));
  int ok = cJSON_IsArray(v) && cJSON_GetArraySize(v) == n, i = 0;
  uint8_t used_obj[MAX_ZONE] = {0};
  cJSON_ArrayForEach(it, v) {
    if (!ok || !cJSON_IsString(it) || i >= n || i >= MAX_ZONE) {
      ok = 0;
      break;
    }
    if (ordered)
      ok = !strcmp(it->valuestring, mtg_object_name(s->g, ids[i]));
    else { /* any not yet matched card of that name */
      int hit = 0;
      for (int k = 0; k < n && k < MAX_ZONE && !hit; k++)
        if (!used_obj[k] && !strcmp(it->valuestring, mtg_object_name(s->g, ids[k])))
          used_obj[k] = 1, hit = 1;
      ok = hit;
    }
    i++;
  }
  return ok ? 0 : scn_fail(s, "%s: got [%s]", field, got);
}

static int player_expect(scn *s, const cJSON *e)
{
  static const char *const keys[] = {"player", "life", "poison", "hand_size", "library_size", "graveyard", "hand",
                                     "exile", NULL};
  const cJSON *pv = cJSON_GetObjectItemCaseSensitive(e, "player");
  int p = cJSON_IsNumber(pv) ? pv->valueint : cJSON_IsString(pv) && !strncmp(pv->valuestring, "player", 6) ? pv->valuestring[6] - '0' : -1;
  if (scn_check_keys(s, e, "a player expectation", keys))
    return -1;
  if (p != 0 && p != 1)
    return scn_fail(s, "player: 0, 1, \"player0\" or \"player1\"");
  const player *pl = &s->g->players[p];
  return num(s, e, "life", pl->life) || num(s, e, "poison", pl->poison) || num(s, e, "hand_size", pl->n[ZONE_HAND]) ||
         num(s, e, "library_size", pl->n[ZONE_LIBRARY]) || names(s, e, "graveyard", pl->graveyard, pl->n[ZONE_GRAVEYARD], 1) ||
         names(s, e, "hand", pl->hand, pl->n[ZONE_HAND], 0) || names(s, e, "exile", pl->exile, pl->n[ZONE_EXILE], 0) ? -1 : 0;
}

static int count(scn *s, const cJSON *e)
{
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(e, "count"), *eq = cJSON_GetObjectItemCaseSensitive(e, "equals");
  static const char *const keys[] = {"name", "type", "zone", "controller", NULL};
  if (!cJSON_IsObject(c) || !cJSON_IsNumber(eq) || scn_check_keys(s, c, "a count", keys))
    return scn_fail(s, "a count is {\"count\": {...}, \"equals\": N}");
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(c, "name"), *type = cJSON_GetObjectItemCaseSensitive(c, "type");
  const cJSON *zone = cJSON_GetObjectItemCaseSensitive(c, "zone"), *ctl = cJSON_GetObjectItemCaseSensitive(c, "controller");
  int z = ZONE_BATTLEFIELD, t = -1, n = 0;
  for (int i = 0; zone && i < 6; i++)
    if (cJSON_IsString(zone) && !strcmp(zone->valuestring, zone_names[i]))
      z = i;
  if (type && (!cJSON_IsString(type) || (t = type_card_find(type->valuestring, (int)strlen(type->valuestring))) < 0))
    return scn_fail(s, "count: unknown type");
  for (int o = 0; o < s->g->nobjs; o++) {
    const obj *ob = &s->g->objs[o];
    if (ob->card == NONE || ob->zone != z || (ctl && cJSON_IsNumber(ctl) && ob->controller != ctl->valueint))
      continue;
    if ((name && !scn_name_matches(s, o, name->valuestring)) || (t >= 0 && !(ob->types & (1u << t))))
      continue;
    n++;
  }
  return n == eq->valueint ? 0 : scn_fail(s, "count: expected %d, got %d", eq->valueint, n);
}

/* the stack, top first: each entry a name, or "Name#n" for one object in particular */
static int stack(scn *s, const cJSON *v)
{
  const mtg_game *g = s->g;
  int ok = cJSON_IsArray(v) && cJSON_GetArraySize(v) == g->nstack, i = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, v) {
    int o = i < g->nstack ? g->stack[g->nstack - 1 - i].obj : -1, want;
    if (!cJSON_IsString(it) || o < 0)
      ok = 0;
    else if (strchr(it->valuestring, '#')) {
      scn probe = *s;
      ok = ok && scn_object(&probe, it->valuestring, &want) == 0 && want == o;
    } else
      ok = ok && !strcmp(it->valuestring, mtg_object_name(g, o));
    i++;
  }
  if (ok)
    return 0;
  char got[512] = "";
  size_t used = 0;
  for (int k = g->nstack - 1; k >= 0; k--)
    used += (size_t)snprintf(got + used, sizeof got - used, "%s\"%s\"", used ? ", " : "", mtg_object_name(g, g->stack[k].obj));
  return scn_fail(s, "stack: got [%s]", got);
}

static int legal(scn *s, const cJSON *action, int want)
{
  scn probe = *s;
  probe.g = mtg_game_clone(s->g);
  probe.err[0] = '\0';
  if (!probe.g)
    return scn_fail(s, "out of memory");
  int ok = scn_do(&probe, action) == 0;
  mtg_game_free(probe.g);
  if (ok != want)
    return scn_fail(s, "%s: the action is %slegal%s%s", want ? "legal" : "illegal", ok ? "" : "not ",
                    ok ? "" : ": ", ok ? "" : probe.err);
  return 0;
}

int scn_expect(scn *s, const cJSON *e)
{
  static const char *const results[] = {"ongoing", "win:0", "win:1", "draw", "truncated"};
  if (cJSON_GetObjectItemCaseSensitive(e, "object"))
    return object(s, e);
  if (cJSON_GetObjectItemCaseSensitive(e, "player"))
    return player_expect(s, e);
  if (cJSON_GetObjectItemCaseSensitive(e, "count"))
    return count(s, e);
  static const char *const keys[] = {"result", "stack", "decision", "legal", "illegal", NULL};
  if (scn_check_keys(s, e, "an expectation", keys))
    return -1;
  const cJSON *v;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "result"))) {
    const char *got = results[mtg_game_result(s->g)];
    if (!cJSON_IsString(v) || strcmp(v->valuestring, got))
      return scn_fail(s, "result: expected %s, got %s", cJSON_IsString(v) ? v->valuestring : "?", got);
  }
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "stack")) && stack(s, v))
    return -1;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "decision"))) {
    const char *got = mtg_decision_kind_name(mtg_decision_get(s->g)->kind);
    if (!cJSON_IsString(v) || strcmp(v->valuestring, got))
      return scn_fail(s, "decision: expected %s, got %s", cJSON_IsString(v) ? v->valuestring : "?", got);
  }
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "legal")) && legal(s, v, 1))
    return -1;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "illegal")) && legal(s, v, 0))
    return -1;
  return 0;
}
