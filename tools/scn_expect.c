/* scn_expect.c: scenario expectations -- objects, players, counts, and game-wide facts checked against the game. */
#include "scn.h"
#include "explain_print.h"
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const zone_names[] = {"library", "hand", "battlefield", "graveyard", "stack", "exile"};
static const char *const result_names[] = {"ongoing", "win:0", "win:1", "draw", "truncated"};

/* appends "a", "b" ... to buf */
static void list_add(char *buf, size_t n, const char *item)
{
  size_t used = strlen(buf);
  if (used < n) /* an item is cut where the buffer ends */
    snprintf(buf + used, n - used, "%s\"%.*s\"", used ? ", " : "", (int)(n - used), item);
}

/* a JSON list of strings as text */
static void json_names(char *buf, size_t n, const cJSON *v)
{
  const cJSON *it;
  buf[0] = '\0';
  cJSON_ArrayForEach(it, v)
    list_add(buf, n, cJSON_IsString(it) ? it->valuestring : "?");
}

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
  if (v && !cJSON_IsBool(v))
    return scn_fail(s, "%s: expected true or false", field);
  if (v && cJSON_IsTrue(v) != !!actual)
    return scn_fail(s, "%s: expected %s, got %s", field, cJSON_IsTrue(v) ? "true" : "false", actual ? "true" : "false");
  return 0;
}

/* the names of a set: bit i of mask named names[i] */
static void names_of(char *buf, size_t n, const type_name *names, int count, uint64_t mask)
{
  buf[0] = '\0';
  for (int i = 0; i < count; i++)
    if ((mask >> i) & 1)
      list_add(buf, n, names[i]);
}

/* a list of names against a mask; mode 0 = must include, 1 = exactly, 2 = must not include */
static int name_set(scn *s, const cJSON *e, const char *field, const type_name *names, int count, uint64_t mask,
                    int mode)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field), *it;
  if (!v)
    return 0;
  if (!cJSON_IsArray(v))
    return scn_fail(s, "%s: expected a list", field);
  uint64_t want = 0;
  cJSON_ArrayForEach(it, v) {
    int k = -1;
    for (int i = 0; cJSON_IsString(it) && i < count; i++)
      if (!strcasecmp(names[i], it->valuestring))
        k = i;
    if (k < 0 && mode != 2)
      return scn_fail(s, "%s: \"%s\" is not something this engine knows", field, cJSON_IsString(it) ? it->valuestring : "?");
    if (k >= 0)
      want |= (uint64_t)1 << k;
  }
  char a[512], b[512];
  names_of(a, sizeof a, names, count, want);
  names_of(b, sizeof b, names, count, mask);
  if ((mode == 1 && want != mask) || (mode == 0 && (mask & want) != want) || (mode == 2 && (mask & want)))
    return scn_fail(s, "%s: expected %s[%s], got [%s]", field, mode == 0 ? "to include " : mode == 2 ? "none of " : "",
                    a, b);
  return 0;
}

/* "subtypes": the exact set, as continuous effects leave it */
static int subtypes(scn *s, const cJSON *e, int o)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, "subtypes"), *it;
  if (!v)
    return 0;
  const obj *ob = &s->g->objs[o];
  int n = 0, ok = cJSON_IsArray(v);
  for (; n < OBJ_SUBTYPES && ob->subtypes[n] != NONE; n++)
    ;
  ok = ok && cJSON_GetArraySize(v) == n;
  cJSON_ArrayForEach(it, v) {
    int found = 0;
    for (int i = 0; i < n; i++)
      found |= cJSON_IsString(it) && !strcasecmp(type_sub_names[ob->subtypes[i]], it->valuestring);
    ok = ok && found;
  }
  if (ok)
    return 0;
  char want[256], got[256] = "";
  json_names(want, sizeof want, v);
  for (int i = 0; i < n; i++)
    list_add(got, sizeof got, type_sub_names[ob->subtypes[i]]);
  return scn_fail(s, "subtypes: expected [%s], got [%s]", want, got);
}

/* "abilities": the exact set of the object's abilities -- each entry a keyword ("flying") or a substring of one
   non-keyword ability's text; every ability must be named and every entry must name one ([] = none); its own
   abilities unless it lost them, a granted one while a GRANT of its own gives it (obj_has_ability, 613.1f);
   continuous-effect abilities are not abilities it has */
/* an ability the "abilities" list names: not a continuous effect a spell makes, nor a mode of a modal activated ability
   (ACT_MODE: part of the ability before it, 700.2) */
static int listed(int kind) { return kind != ABIL_EFFECT && kind != ABIL_ACT_MODE; }

static int abilities(scn *s, const cJSON *want, int o)
{
  if (!want)
    return 0;
  if (!cJSON_IsArray(want))
    return scn_fail(s, "abilities: expected a list");
  const obj *ob = &s->g->objs[o];
  const pack_card *c = game_card(s->g, o);
  uint64_t kw_seen = 0;
  uint32_t ab_seen = 0, kept_bit = 1u << 31; /* bit 31: a copy's kept ability (707.9b) */
  int kept = ob->lost ? -1 : obj_kept_ability(s->g, o);
  uint16_t gy[MAX_GY_ABILITIES]; /* Necrotic Ooze's from graveyards (layer 6) */
  int ngy = gy_abilities(s->g, o, gy, MAX_GY_ABILITIES);
  uint64_t gy_seen = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, want) {
    if (!cJSON_IsString(it))
      return scn_fail(s, "abilities: entries are strings");
    int k = type_keyword_find(it->valuestring, (int)strlen(it->valuestring));
    if (k >= 0) {
      if (!((obj_keywords(ob) >> k) & 1))
        return scn_fail(s, "abilities: it does not have %s", it->valuestring);
      kw_seen |= (uint64_t)1 << k;
      continue;
    }
    int found = 0;
    for (int i = 0; i < c->abil_count && i < 32 && !found; i++) /* none if it lost them (613.1f) */
      if (!((ab_seen >> i) & 1) && obj_has_ability(s->g, o, i) && listed(s->g->pack->abils[c->abil_first + i].kind) && strstr(pack_str(s->run->pack, s->g->pack->abils[c->abil_first + i].text), it->valuestring)) {
        ab_seen |= 1u << i;
        found = 1;
      }
    if (!found && kept >= 0 && !(ab_seen & kept_bit) && strstr(pack_str(s->run->pack, s->g->pack->abils[kept].text), it->valuestring)) {
      ab_seen |= kept_bit;
      found = 1;
    }
    for (int k = 0; k < ngy && !found; k++)
      if (!((gy_seen >> k) & 1) && strstr(pack_str(s->run->pack, s->g->pack->abils[gy[k]].text), it->valuestring)) {
        gy_seen |= 1ull << k;
        found = 1;
      }
    if (!found)
      return scn_fail(s, "abilities: no ability \"%s\"", it->valuestring);
  }
  for (int k = 0; k < KW__COUNT; k++)
    if (((obj_keywords(ob) & ~kw_seen) >> k) & 1)
      return scn_fail(s, "abilities: it also has %s", type_keyword_names[k]);
  for (int i = 0; i < c->abil_count && i < 32; i++)
    if (!(ab_seen & (1u << i)) && obj_has_ability(s->g, o, i) && listed(s->g->pack->abils[c->abil_first + i].kind))
      return scn_fail(s, "abilities: it also has \"%s\"", pack_str(s->run->pack, s->g->pack->abils[c->abil_first + i].text));
  if (kept >= 0 && !(ab_seen & kept_bit))
    return scn_fail(s, "abilities: it also has \"%s\"", pack_str(s->run->pack, s->g->pack->abils[kept].text));
  for (int k = 0; k < ngy; k++)
    if (!((gy_seen >> k) & 1))
      return scn_fail(s, "abilities: it also has \"%s\"", pack_str(s->run->pack, s->g->pack->abils[gy[k]].text));
  return 0;
}

/* "counters": the exact counters on it, {"+1/+1": 2}; {} = none */
static int expect_counters(scn *s, const cJSON *want, const obj *ob)
{
  int expected[CTR__COUNT] = {0};
  const cJSON *it;
  if (!cJSON_IsObject(want))
    return scn_fail(s, "counters: expected an object like {\"+1/+1\": 2}");
  cJSON_ArrayForEach(it, want) {
    int k = type_counter_find(it->string);
    if (!cJSON_IsNumber(it))
      return scn_fail(s, "counters: \"%s\" needs a number", it->string);
    if (k < 0 && it->valueint != 0)
      return scn_fail(s, "counters: the engine has no %s counters yet", it->string);
    if (k >= 0)
      expected[k] = it->valueint;
  }
  for (int k = 0; k < CTR__COUNT; k++)
    if (expected[k] != obj_counter(ob, k))
      return scn_fail(s, "counters: expected %d %s, got %d", expected[k], type_counter_names[k], obj_counter(ob, k));
  return 0;
}

static int object_fields(scn *s, const cJSON *e, int o)
{
  const obj *ob = &s->g->objs[o];
  const cJSON *counters = cJSON_GetObjectItemCaseSensitive(e, "counters"), *att = cJSON_GetObjectItemCaseSensitive(e, "attached_to");
  const cJSON *ctl = cJSON_GetObjectItemCaseSensitive(e, "controller");
  int p;
  if (abilities(s, cJSON_GetObjectItemCaseSensitive(e, "abilities"), o) || (counters && expect_counters(s, counters, ob)))
    return -1;
  if (att) {
    int want = NONE, got = ob->attached != NONE && s->g->objs[ob->attached].zcc == ob->attached_zcc ? ob->attached : NONE;
    if (!cJSON_IsNull(att) && (!cJSON_IsString(att) || scn_object(s, att->valuestring, &want)))
      return scn_fail(s, "attached_to: expected a name or null");
    if (want != got)
      return scn_fail(s, "attached_to: expected %s, got %s", cJSON_IsString(att) ? att->valuestring : "null",
                      got == NONE ? "null" : pack_str(s->run->pack, game_card(s->g, got)->name));
  }
  const cJSON *chosen = cJSON_GetObjectItemCaseSensitive(e, "chosen");
  if (chosen) { /* what was chosen as it entered (614.12), in words; null: nothing */
    char got[64] = "null";
    if (ob->chosen)
      choose_text(s->g, ob->card, ob->chosen - 1, got, sizeof got);
    if (!(cJSON_IsNull(chosen) && !ob->chosen) && !(cJSON_IsString(chosen) && strcasecmp(chosen->valuestring, got) == 0))
      return scn_fail(s, "chosen: expected %s, got %s", cJSON_IsString(chosen) ? chosen->valuestring : "null", got);
  }
  const cJSON *nm = cJSON_GetObjectItemCaseSensitive(e, "name");
  if (nm) { /* its name now: a face-down permanent, or a copy of one, has none (708.2a, 707.2): null */
    const char *got = pack_str(s->run->pack, game_card(s->g, o)->name);
    if ((game_card(s->g, o)->pt_flags & PACK_TOKEN) && !strcmp(got, PACK_FACE_DOWN_NAME))
      got = NULL;
    if (!(cJSON_IsNull(nm) && !got) && !(cJSON_IsString(nm) && got && !strcmp(nm->valuestring, got)))
      return scn_fail(s, "name: expected %s, got %s", cJSON_IsString(nm) ? nm->valuestring : "null", got ? got : "null");
  }
  if (ctl && (scn_player(s, ctl, "controller", &p) || p != ob->controller))
    return scn_fail(s, "controller: expected %d, got %d", p, ob->controller);
  return num(s, e, "power", ob->power) || num(s, e, "toughness", ob->toughness) || num(s, e, "damage", ob->damage) ||
         boolean(s, e, "tapped", ob->flags & OBJ_TAPPED) || boolean(s, e, "all_creature_types", ob->all_types) ||
         boolean(s, e, "face_down", obj_face_down(ob)) ||
         name_set(s, e, "keywords", type_keyword_names, KW__COUNT, obj_keywords(ob), 0) ||
         name_set(s, e, "no_keywords", type_keyword_names, KW__COUNT, obj_keywords(ob), 2) ||
         name_set(s, e, "types", type_card_names, TYPE__COUNT, ob->types, 1) ||
         name_set(s, e, "supertypes", type_super_names, SUPER__COUNT, ob->supertypes, 1) ||
         name_set(s, e, "colors", type_color_words, COLOR__COUNT, ob->colors, 1) || subtypes(s, e, o) ? -1 : 0;
}

static int object(scn *s, const cJSON *e)
{
  static const char *const keys[] = {"object", "power", "toughness", "abilities", "keywords", "no_keywords", "types",
                                     "subtypes", "supertypes", "colors", "controller", "zone", "tapped", "counters",
                                     "damage", "attached_to", "all_creature_types", "chosen", "face_down", "name", NULL};
  int k;
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(e, "object");
  if (!cJSON_IsString(name))
    return scn_fail(s, "\"object\" is an object name");
  if (scn_check_keys(s, e, "an object expectation", keys) || scn_entity(s, name->valuestring, &k))
    return -1;
  const scn_ent *ent = &s->ent[k];
  const obj *ob = &s->g->objs[ent->obj];
  const cJSON *zone = cJSON_GetObjectItemCaseSensitive(e, "zone");
  const char *actual_zone = ent->gone ? "gone" : ob->zone < 6 ? zone_names[ob->zone] : "none";
  if (s->run->explain && !ent->gone)
    scn_explain(s, name->valuestring, ent->obj);
  if (zone && !cJSON_IsString(zone))
    scn_fail(s, "zone: expected a zone name (library hand battlefield graveyard stack exile gone)");
  else if (zone && strcmp(zone->valuestring, actual_zone))
    scn_fail(s, "zone: expected %s, got %s", zone->valuestring, actual_zone);
  else if (ent->gone && cJSON_GetArraySize(e) > 1 + (zone != NULL))
    scn_fail(s, "is gone (a token that left the battlefield ceases to exist): only \"zone\": \"gone\" can be checked");
  else if (!ent->gone && object_fields(s, e, ent->obj) == 0)
    return 0;
  return s->err[0] ? scn_prefix(s, "\"%s\" ", name->valuestring) : 0;
}

/* card names of a zone: in order (a graveyard, bottom first), or as a multiset (hand, exile: no order) */
static int names(scn *s, const cJSON *e, const char *field, const uint16_t *ids, int n, int ordered)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field), *it;
  if (!v)
    return 0;
  char want[1024], got[1024] = "";
  for (int i = 0; i < n; i++)
    list_add(got, sizeof got, mtg_object_name(s->g, ids[i]));
  int ok = cJSON_IsArray(v) && cJSON_GetArraySize(v) == n, i = 0;
  uint8_t used[MAX_ZONE] = {0};
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
        if (!used[k] && !strcmp(it->valuestring, mtg_object_name(s->g, ids[k])))
          used[k] = 1, hit = 1;
      ok = hit;
    }
    i++;
  }
  if (ok)
    return 0;
  json_names(want, sizeof want, v);
  return scn_fail(s, "%s: expected [%s], got [%s]", field, want, got);
}

/* "mana_pool": "{R}{R}" -- the mana in player p's pool (106.4; firebending's and the mana kept until end of turn
   included), in WUBRGC order; "" for none */
static int pool_expect(scn *s, const cJSON *e, int p)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, "mana_pool");
  if (!v)
    return 0;
  if (!cJSON_IsString(v))
    return scn_fail(s, "mana_pool: a string of mana symbols, \"{R}{R}\" (\"\" for none)");
  const player *pl = &s->g->players[p];
  char got[4 * MANA__COUNT * 32 + 1];
  size_t n = 0;
  for (int k = 0; k < MANA__COUNT; k++)
    for (int i = 0; i < pl->pool[k] + pl->pool_eot[k] + (k == MANA_R ? pl->fire_mana : 0) && n + 4 < sizeof got; i++)
      n += (size_t)snprintf(got + n, sizeof got - n, "{%c}", "WUBRGC"[k]);
  got[n] = 0;
  if (strcmp(got, v->valuestring))
    return scn_fail(s, "mana_pool: expected \"%s\", got \"%s\"", v->valuestring, got);
  return 0;
}

static int player_expect(scn *s, const cJSON *e)
{
  static const char *const keys[] = {"player", "life", "poison", "hand_size", "library_size", "graveyard", "hand",
                                     "exile", "library", "mana_pool", NULL};
  int p;
  if (scn_check_keys(s, e, "a player expectation", keys) ||
      scn_player(s, cJSON_GetObjectItemCaseSensitive(e, "player"), "player", &p))
    return -1;
  const player *pl = &s->g->players[p];
  uint16_t library[MAX_ZONE]; /* top first, as the setup lists it */
  for (int i = 0; i < pl->n[ZONE_LIBRARY]; i++)
    library[i] = pl->library[pl->n[ZONE_LIBRARY] - 1 - i];
  if (num(s, e, "life", pl->life) || num(s, e, "poison", pl->poison) || num(s, e, "hand_size", pl->n[ZONE_HAND]) ||
      num(s, e, "library_size", pl->n[ZONE_LIBRARY]) ||
      names(s, e, "graveyard", pl->graveyard, pl->n[ZONE_GRAVEYARD], 1) ||
      names(s, e, "hand", pl->hand, pl->n[ZONE_HAND], 0) || names(s, e, "exile", pl->exile, pl->n[ZONE_EXILE], 0) ||
      names(s, e, "library", library, pl->n[ZONE_LIBRARY], 1) || pool_expect(s, e, p))
    return scn_prefix(s, "player %d ", p);
  return 0;
}

static int count(scn *s, const cJSON *e)
{
  static const char *const outer[] = {"count", "equals", NULL};
  static const char *const keys[] = {"name", "type", "zone", "controller", NULL};
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(e, "count"), *eq = cJSON_GetObjectItemCaseSensitive(e, "equals");
  if (scn_check_keys(s, e, "a count expectation", outer))
    return -1;
  if (!cJSON_IsObject(c) || !cJSON_IsNumber(eq))
    return scn_fail(s, "a count is {\"count\": {\"name\"/\"type\", \"zone\", \"controller\"}, \"equals\": N}");
  if (scn_check_keys(s, c, "a count", keys))
    return -1;
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(c, "name"), *type = cJSON_GetObjectItemCaseSensitive(c, "type");
  const cJSON *zone = cJSON_GetObjectItemCaseSensitive(c, "zone"), *ctl = cJSON_GetObjectItemCaseSensitive(c, "controller");
  int z = zone ? -1 : ZONE_BATTLEFIELD, t = -1, p = -1, n = 0;
  for (int i = 0; zone && i < 6; i++)
    if (cJSON_IsString(zone) && !strcmp(zone->valuestring, zone_names[i]))
      z = i;
  if (z < 0)
    return scn_fail(s, "count: unknown zone (library hand battlefield graveyard stack exile)");
  if (name && !cJSON_IsString(name))
    return scn_fail(s, "count: \"name\" is a string");
  if (type && (!cJSON_IsString(type) || (t = type_card_find(type->valuestring, (int)strlen(type->valuestring))) < 0))
    return scn_fail(s, "count: unknown type");
  if (ctl && scn_player(s, ctl, "controller", &p))
    return -1;
  for (int o = 0; o < s->g->nobjs; o++) {
    const obj *ob = &s->g->objs[o];
    if (ob->card == NONE || ob->zone != z || (p >= 0 && ob->controller != p))
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
  if (!cJSON_IsArray(v))
    return scn_fail(s, "stack: expected a list of names, top first");
  int ok = cJSON_GetArraySize(v) == g->nstack, i = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, v) {
    int o = i < g->nstack ? g->stack[g->nstack - 1 - i].obj : -1, want;
    if (!cJSON_IsString(it) || o < 0)
      ok = 0;
    else if (strchr(it->valuestring, '#')) {
      scn probe = *s;
      ok = ok && scn_object(&probe, it->valuestring, &want) == 0 && want == o;
    } else { /* a source that is gone (a sacrificed token, 111.7) has no name */
      const char *name = mtg_object_name(g, o);
      ok = ok && name && !strcmp(it->valuestring, name);
    }
    i++;
  }
  if (ok)
    return 0;
  char want[512] = "", got[512] = "";
  json_names(want, sizeof want, v);
  for (int k = g->nstack - 1; k >= 0; k--)
    list_add(got, sizeof got, mtg_object_name(g, g->stack[k].obj) ? mtg_object_name(g, g->stack[k].obj) : "(gone)");
  return scn_fail(s, "stack: expected [%s], got [%s]", want, got);
}

static int legal(scn *s, const cJSON *action, int want)
{
  if (!cJSON_IsObject(action))
    return scn_fail(s, "%s: expected an action like {\"do\": \"cast\", ...}", want ? "legal" : "illegal");
  scn *probe = malloc(sizeof *probe);
  if (!probe)
    return scn_fail(s, "out of memory");
  *probe = *s;
  probe->g = mtg_game_clone(s->g);
  probe->err[0] = '\0';
  probe->probe = 1;
  if (!probe->g) {
    free(probe);
    return scn_fail(s, "out of memory");
  }
  int ok = scn_do(probe, action) == 0, r = 0;
  if (!ok && !want && strncmp(probe->err, "illegal", 7) != 0) /* a name that fits nothing, a field unknown: the probe
                                                                 asserts nothing, so it is the scenario's error */
    r = scn_fail(s, "illegal: the action could not be tried: %s", probe->err);
  else if (ok != want)
    r = scn_fail(s, "%s: the action is %slegal%s%s", want ? "legal" : "illegal", ok ? "" : "not ", ok ? "" : ": ",
                 ok ? "" : probe->err);
  mtg_game_free(probe->g);
  free(probe);
  return r;
}

/* a game-wide name or number against the actual one */
static int same(scn *s, const cJSON *e, const char *field, const char *actual)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field);
  if (v && (!cJSON_IsString(v) || strcmp(v->valuestring, actual)))
    return scn_fail(s, "%s: expected %s, got %s", field, cJSON_IsString(v) ? v->valuestring : "(not a string)", actual);
  return 0;
}

static int player_field(scn *s, const cJSON *e, const char *field, int actual)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, field);
  int p;
  if (v && (scn_player(s, v, field, &p) || p != actual))
    return scn_fail(s, "%s: expected player %d, got player %d", field, p, actual);
  return 0;
}

int scn_expect(scn *s, const cJSON *e)
{
  if (cJSON_GetObjectItemCaseSensitive(e, "object"))
    return object(s, e);
  if (cJSON_GetObjectItemCaseSensitive(e, "player"))
    return player_expect(s, e);
  if (cJSON_GetObjectItemCaseSensitive(e, "count"))
    return count(s, e);
  static const char *const keys[] = {"result", "stack", "decision", "legal", "illegal", "turn", "step", "active",
                                     "decider", NULL};
  if (scn_check_keys(s, e, "an expectation", keys))
    return -1;
  if (!e->child)
    return scn_fail(s, "an empty expectation checks nothing");
  const mtg_decision *d = mtg_decision_get(s->g);
  const cJSON *v;
  if (same(s, e, "result", result_names[mtg_game_result(s->g)]) || num(s, e, "turn", mtg_game_turn(s->g)) ||
      same(s, e, "step", mtg_step_name(mtg_game_step(s->g))) ||
      player_field(s, e, "active", mtg_game_active_player(s->g)) || same(s, e, "decision", mtg_decision_kind_name(d->kind)))
    return -1;
  if (cJSON_GetObjectItemCaseSensitive(e, "decider") && d->kind == MTG_DEC_NONE)
    return scn_fail(s, "decider: no decision is pending (the game is over)");
  if (player_field(s, e, "decider", d->player))
    return -1;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "stack")) && stack(s, v))
    return -1;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "legal")) && legal(s, v, 1))
    return -1;
  if ((v = cJSON_GetObjectItemCaseSensitive(e, "illegal")) && legal(s, v, 0))
    return -1;
  return 0;
}

void scn_explain(scn *s, const char *name, int o)
{
  const obj *ob = &s->g->objs[o];
  printf("    script[%d] %s (object %d, %s, controller %d, damage %d%s):\n", s->index, name, o,
         ob->zone < 6 ? zone_names[ob->zone] : "none", ob->controller, ob->damage,
         ob->flags & OBJ_TAPPED ? ", tapped" : "");
  explain_print(s->g, o, 6);
}
