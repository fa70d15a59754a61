/* scn_setup.c: scenario setup -- players, zones and battlefield from JSON, and the object names of a scenario. */
#include "scn.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

int scn_prefix(scn *s, const char *fmt, ...)
{
  char rest[sizeof s->err];
  memcpy(rest, s->err, sizeof rest);
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(s->err, sizeof s->err, fmt, ap);
  va_end(ap);
  if (n >= 0 && (size_t)n < sizeof s->err)
    strncat(s->err, rest, sizeof s->err - (size_t)n - 1);
  s->err[sizeof s->err - 1] = '\0';
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

int scn_player(scn *s, const cJSON *v, const char *field, int *p)
{
  if (cJSON_IsNumber(v) && (v->valuedouble == 0 || v->valuedouble == 1))
    *p = v->valueint;
  else if (cJSON_IsString(v) && (!strcmp(v->valuestring, "player0") || !strcmp(v->valuestring, "player1")))
    *p = v->valuestring[6] - '0';
  else
    return scn_fail(s, "\"%s\": a player is 0, 1, \"player0\" or \"player1\"", field);
  return 0;
}

/* an optional field of a given JSON kind: 0 when absent or well-formed, a failure otherwise */
static int want_number(scn *s, const cJSON *v, const char *what, const char *field, int min, int *out)
{
  if (!v)
    return 0;
  if (!cJSON_IsNumber(v) || v->valuedouble != (double)v->valueint || v->valueint < min)
    return scn_fail(s, "%s \"%s\": expected a whole number%s", what, field, min == 0 ? " >= 0" : min == 1 ? " >= 1" : "");
  *out = v->valueint;
  return 0;
}

static int want_bool(scn *s, const cJSON *v, const char *what, const char *field, int *out)
{
  if (!v)
    return 0;
  if (!cJSON_IsBool(v))
    return scn_fail(s, "%s \"%s\": expected true or false", what, field);
  *out = cJSON_IsTrue(v);
  return 0;
}

/* names object o (a card follows its slot; a token or a copy of a spell is remembered by its zone-change counter) */
static int name_object(scn *s, int o)
{
  if (s->nent >= SCN_NAMES)
    return -1;
  const obj *ob = &s->g->objs[o];
  int token = (ob->flags & OBJ_TOKEN) || ob->spell_copy || (game_card(s->g, o)->pt_flags & PACK_TOKEN); /* 111.7, 707.10a */
  s->ent[s->nent] = (scn_ent){(uint16_t)o, ob->card, ob->zcc, (uint8_t)token, 0};
  s->ent_of[o] = (int16_t)s->nent++;
  return 0;
}

/* a new named object of a card (by name) */
static int add_card(scn *s, int card, const char *card_name, int zone, int owner, int controller, int *out)
{
  if (s->nent >= SCN_NAMES)
    return scn_fail(s, "too many objects");
  int o = setup_add(s->g, card, zone, owner, controller);
  if (o < 0)
    return scn_fail(s, "cannot put \"%s\" there (zone full)", card_name);
  name_object(s, o);
  *out = o;
  return 0;
}

void scn_track(scn *s)
{
  const mtg_game *g = s->g;
  for (int i = 0; i < s->nent; i++) { /* tokens that ceased to exist */
    scn_ent *e = &s->ent[i];
    const obj *ob = &g->objs[e->obj];
    if (e->token && !e->gone && (ob->card == NONE || ob->zcc != e->zcc))
      e->gone = 1;
  }
  for (int o = 0; o < g->nobjs; o++) { /* objects made since: new slots, and slots a gone token left */
    int k = s->ent_of[o];
    int is_new = o >= s->seen ? k < 0 : k >= 0 && s->ent[k].gone;
    if (is_new && g->objs[o].card != NONE)
      name_object(s, o);
  }
  s->seen = g->nobjs;
}

static int add(scn *s, const char *card_name, int zone, int owner, int controller, int *out)
{
  int card = mtg_pack_find_card(s->run->pack, card_name);
  if (card < 0 || (s->run->pack->cards[card].pt_flags & PACK_TOKEN))
    return scn_fail(s, "unknown card \"%s\"", card_name);
  return add_card(s, card, card_name, zone, owner, controller, out);
}

/* a list of names from a table against a mask: 1 if every name is known and together they are exactly mask */
static int same_set(const cJSON *list, const type_name *names, int count, uint64_t mask)
{
  uint64_t want = 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, list) {
    int k = -1;
    for (int i = 0; cJSON_IsString(it) && i < count; i++)
      if (!strcasecmp(names[i], it->valuestring))
        k = i;
    if (k < 0)
      return 0;
    want |= (uint64_t)1 << k;
  }
  return want == mask;
}

static int same_subtypes(const cJSON *list, const pack_card *c)
{
  int n = 0;
  for (; n < PACK_MAX_SUBTYPES && c->subtypes[n] != PACK_NONE; n++)
    ;
  if (cJSON_GetArraySize(list) != n)
    return 0;
  const cJSON *it;
  cJSON_ArrayForEach(it, list) {
    int found = 0;
    for (int i = 0; i < n; i++)
      found |= cJSON_IsString(it) && !strcasecmp(type_sub_names[c->subtypes[i]], it->valuestring);
    if (!found)
      return 0;
  }
  return 1;
}

/* does a token's pack name ("Goblin Token (1/1 BR)", or a predefined token's "Treasure Token") answer to base: the
   full name, its subtypes part ("Goblin", "Treasure") or that and " Token"? */
static int token_named(const char *full, const char *base)
{
  const char *t = strstr(full, " Token (");
  size_t len = strlen(full), n = t ? (size_t)(t - full) : len > 6 && !strcmp(full + len - 6, " Token") ? len - 6 : 0;
  size_t b = strlen(base);
  return !strcmp(full, base) || (n && ((b == n && !strncmp(full, base, n)) || (b == n + 6 && !strncmp(full, base, n + 6))));
}

/* does the pack's token definition c fit the scenario's description t? */
static int token_fits(scn *s, const pack_card *c, const cJSON *t)
{
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name"), *v;
  if (name && !token_named(pack_str(s->run->pack, c->name), name->valuestring))
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "power")) && v->valueint != c->power)
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "toughness")) && v->valueint != c->toughness)
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "types")) && !same_set(v, type_card_names, TYPE__COUNT, c->types))
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "colors")) && !same_set(v, type_color_words, COLOR__COUNT, c->colors))
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "abilities")) &&
      (c->abil_count || !same_set(v, type_keyword_names, KW__COUNT, card_keywords(c))))
    return 0;
  if ((v = cJSON_GetObjectItemCaseSensitive(t, "subtypes")) && !same_subtypes(v, c))
    return 0;
  return 1;
}

/* "token": the engine's tokens are definitions in the pack (made by the cards that create them), so a token
   on the battlefield at setup must fit exactly one of those definitions */
static int token_card(scn *s, const cJSON *t, int *card)
{
  static const char *const keys[] = {"name", "types", "subtypes", "colors", "power", "toughness", "abilities", NULL};
  if (!cJSON_IsObject(t))
    return scn_fail(s, "battlefield \"token\": expected an object");
  if (scn_check_keys(s, t, "a token", keys))
    return -1;
  const cJSON *it;
  cJSON_ArrayForEach(it, t)
    if (strcmp(it->string, "power") && strcmp(it->string, "toughness") ? !(cJSON_IsArray(it) || cJSON_IsString(it))
                                                                       : !cJSON_IsNumber(it))
      return scn_fail(s, "token \"%s\": expected %s", it->string,
                      !strcmp(it->string, "name") ? "a string" : cJSON_IsNumber(it) ? "a list" : "a number");
  int found = 0;
  for (uint32_t i = 0; i < s->run->pack->ncards; i++) {
    const pack_card *c = &s->run->pack->cards[i];
    if ((c->pt_flags & PACK_TOKEN) && token_fits(s, c, t)) {
      if (found++ == 0)
        *card = (int)i;
      else
        return scn_fail(s, "token: several token definitions fit (\"%s\", \"%s\"); say more (colors, abilities)",
                        pack_str(s->run->pack, s->run->pack->cards[*card].name), pack_str(s->run->pack, c->name));
    }
  }
  if (!found)
    return scn_fail(s, "not supported by the engine yet: a token that no card of the pack creates");
  return 0;
}

/* "face": "front" or "back" -- a double-faced permanent with its back face up (transformed, 712.8; a modal
   card's back face, 712); *back is 1 for "back" */
static int face_entry(scn *s, const cJSON *e, int *back)
{
  const cJSON *face = cJSON_GetObjectItemCaseSensitive(e, "face");
  *back = 0;
  if (!face)
    return 0;
  if (!cJSON_IsString(face) || (strcmp(face->valuestring, "front") && strcmp(face->valuestring, "back")))
    return scn_fail(s, "battlefield \"face\": expected \"front\" or \"back\"");
  *back = !strcmp(face->valuestring, "back");
  return 0;
}

static int counters(scn *s, const cJSON *ctr, int o)
{
  const cJSON *it;
  if (!ctr)
    return 0;
  if (!cJSON_IsObject(ctr))
    return scn_fail(s, "battlefield \"counters\": expected an object like {\"+1/+1\": 2}");
  cJSON_ArrayForEach(it, ctr) {
    int k = type_counter_find(it->string), n = 0;
    if (want_number(s, it, "counters", it->string, 0, &n))
      return -1;
    if (k < 0 && n > 0)
      return scn_fail(s, "not supported by the engine yet: %s counters (known: +1/+1, -1/-1)", it->string);
    if (n > 255)
      return scn_fail(s, "counters \"%s\": at most 255", it->string);
    obj_place_counters(s->g, o, k, n); /* the state as written: no replacement effect applies to a setup */
    s->g->ntrig = 0; /* lore counters set up trigger no chapter ability: the setup is not play (714.2b) */
  }
  return 0;
}

/* "chosen": what was chosen as it entered (614.12) -- required of a card that chooses, refused of others */
static int chosen_entry(scn *s, const cJSON *want, int o)
{
  const char *name = pack_str(s->run->pack, game_card(s->g, o)->name);
  int kind = choose_kind(s->g, s->g->objs[o].card), v;
  if (!want && kind >= 0)
    return scn_fail(s, "battlefield: %s chooses as it enters (614.12): give \"chosen\"", name);
  if (!want)
    return 0;
  if (kind < 0)
    return scn_fail(s, "battlefield \"chosen\": %s chooses nothing as it enters", name);
  if (!cJSON_IsString(want) || (v = choose_parse(s->g, s->g->objs[o].card, want->valuestring)) < 0)
    return scn_fail(s, "battlefield \"chosen\": not a choice %s can make", name);
  return setup_choice(s->g, o, v) ? scn_fail(s, "battlefield \"chosen\": refused") : 0;
}

static int battlefield_entry(scn *s, const cJSON *e, int *made)
{
  static const char *const keys[] = {"card", "controller", "owner", "tapped", "sick", "damage", "counters",
                                     "attached_to", "face", "token", "chosen", NULL};
  static const char *const what = "battlefield";
  if (!cJSON_IsObject(e))
    return scn_fail(s, "\"battlefield\" entries are objects");
  int back = 0;
  if (scn_check_keys(s, e, "a battlefield entry", keys) || face_entry(s, e, &back))
    return -1;
  const cJSON *card = cJSON_GetObjectItemCaseSensitive(e, "card"), *token = cJSON_GetObjectItemCaseSensitive(e, "token");
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(e, "controller"), *w = cJSON_GetObjectItemCaseSensitive(e, "owner");
  int controller = 0, owner, o, tapped = 0, sick = 0, damage = 0, tk = -1;
  if (!cJSON_IsString(card) == !token)
    return scn_fail(s, "a battlefield entry needs \"card\" (a name) or \"token\", not both");
  if ((c && scn_player(s, c, "controller", &controller)))
    return -1;
  owner = controller;
  if ((w && scn_player(s, w, "owner", &owner)) || (token && token_card(s, token, &tk)))
    return -1;
  if (want_bool(s, cJSON_GetObjectItemCaseSensitive(e, "tapped"), what, "tapped", &tapped) ||
      want_bool(s, cJSON_GetObjectItemCaseSensitive(e, "sick"), what, "sick", &sick) ||
      want_number(s, cJSON_GetObjectItemCaseSensitive(e, "damage"), what, "damage", 0, &damage))
    return -1;
  int fc = token ? -1 : mtg_pack_find_card(s->run->pack, card->valuestring);
  if (back && (fc < 0 || s->run->pack->cards[fc].face == PACK_NONE || (s->run->pack->cards[fc].pt_flags & PACK_BACK_FACE)))
    return scn_fail(s, "battlefield \"face\": \"%s\" is not the front face of a double-faced card", card->valuestring);
  s->g->enter_face = (uint8_t)back; /* zone_put turns it */
  if (token ? add_card(s, tk, "token", ZONE_BATTLEFIELD, owner, controller, &o)
            : add(s, card->valuestring, ZONE_BATTLEFIELD, owner, controller, &o))
    return -1;
  if (setup_status(s->g, o, tapped, sick, token != NULL, damage))
    return scn_fail(s, "battlefield: bad damage");
  if (chosen_entry(s, cJSON_GetObjectItemCaseSensitive(e, "chosen"), o))
    return -1;
  *made = o;
  return counters(s, cJSON_GetObjectItemCaseSensitive(e, "counters"), o);
}

/* "attached_to": an Aura or Equipment on the battlefield attached to another entry, named (once all are there) */
static int attach_entry(scn *s, const cJSON *e, int a)
{
  const cJSON *att = cJSON_GetObjectItemCaseSensitive(e, "attached_to");
  int o = -1;
  if (!att || cJSON_IsNull(att))
    return 0;
  if (!cJSON_IsString(att))
    return scn_fail(s, "battlefield \"attached_to\": expected the name of another battlefield entry");
  if (scn_object(s, att->valuestring, &o))
    return -1;
  if (setup_attach(s->g, a, o))
    return scn_fail(s, "battlefield: %s can't be attached to %s (301.5, 303.4)",
                    pack_str(s->run->pack, game_card(s->g, a)->name), att->valuestring);
  return 0;
}

/* a zone's list of card names; a library is listed top first and named in that order */
static int zone_list(scn *s, const cJSON *pl, const char *key, int zone, int p, int *count)
{
  const cJSON *list = cJSON_GetObjectItemCaseSensitive(pl, key);
  *count = 0;
  if (!list)
    return 0;
  if (!cJSON_IsArray(list))
    return scn_fail(s, "player %d \"%s\" must be a list of card names", p, key);
  int n = cJSON_GetArraySize(list), first = s->nent;
  /* the engine's library grows on top, so the library goes in bottom first */
  for (int k = 0; k < n; k++) {
    const cJSON *it = cJSON_GetArrayItem(list, zone == ZONE_LIBRARY ? n - 1 - k : k);
    int o;
    if (!cJSON_IsString(it))
      return scn_fail(s, "player %d \"%s\": card names are strings", p, key);
    if (add(s, it->valuestring, zone, p, p, &o))
      return -1;
  }
  for (int i = first, j = s->nent - 1; zone == ZONE_LIBRARY && i < j; i++, j--) { /* names: top first */
    scn_ent t = s->ent[i];
    s->ent[i] = s->ent[j];
    s->ent[j] = t;
    s->ent_of[s->ent[i].obj] = (int16_t)i;
    s->ent_of[s->ent[j].obj] = (int16_t)j;
  }
  *count = n;
  return 0;
}

/* an empty library is filled with 20 basic lands of the player's colors (WUBRG in turn; Plains for none)
   unless library_exact; these lands are not named */
static int fill_library(scn *s, int p)
{
  static const char *const basics[] = {"Plains", "Island", "Swamp", "Mountain", "Forest"};
  uint8_t colors = 0;
  for (int i = 0; i < s->g->nobjs; i++)
    if (s->g->objs[i].card != NONE && s->g->objs[i].owner == p)
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
      return scn_fail(s, "cannot fill the library of player %d (no %s in the pack)", p, basics[picks[k % n]]);
  }
  return 0;
}

static int player_entry(scn *s, const cJSON *pl, int p)
{
  static const char *const keys[] = {"life", "poison", "hand", "library", "graveyard", "exile", "library_exact", NULL};
  static const char *const zones[] = {"hand", "library", "graveyard", "exile"};
  static const int zone_ids[] = {ZONE_HAND, ZONE_LIBRARY, ZONE_GRAVEYARD, ZONE_EXILE};
  if (!cJSON_IsObject(pl))
    return scn_fail(s, "\"players\" entries are objects");
  if (scn_check_keys(s, pl, "a player", keys))
    return -1;
  int life = 20, poison = 0, exact = 0, lib = 0;
  const cJSON *lv = cJSON_GetObjectItemCaseSensitive(pl, "life");
  if (lv && (!cJSON_IsNumber(lv) || lv->valuedouble != (double)lv->valueint))
    return scn_fail(s, "player \"life\": expected a whole number");
  life = lv ? lv->valueint : 20;
  if (want_number(s, cJSON_GetObjectItemCaseSensitive(pl, "poison"), "player", "poison", 0, &poison) ||
      want_bool(s, cJSON_GetObjectItemCaseSensitive(pl, "library_exact"), "player", "library_exact", &exact))
    return -1;
  if (setup_life(s->g, p, life, poison))
    return scn_fail(s, "player %d: bad life or poison", p);
  for (int z = 0; z < 4; z++) {
    int n;
    if (zone_list(s, pl, zones[z], zone_ids[z], p, &n))
      return -1;
    if (zone_ids[z] == ZONE_LIBRARY)
      lib = n;
  }
  return lib == 0 && !exact ? fill_library(s, p) : 0;
}

int scn_setup(scn *s, const cJSON *root)
{
  static const char *const keys[] = {"name", "rule", "seed", "turn", "active", "step", "players", "battlefield",
                                     "script", "note", "source", "confidence", "manual_mana", NULL};
  if (scn_check_keys(s, root, "the scenario", keys))
    return -1;
  const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
  if (seed && (!cJSON_IsNumber(seed) || seed->valuedouble < 0))
    return scn_fail(s, "\"seed\": expected a number >= 0");
  const cJSON *manual = cJSON_GetObjectItemCaseSensitive(root, "manual_mana");
  if (manual && !cJSON_IsBool(manual))
    return scn_fail(s, "\"manual_mana\": expected true or false");
  s->g = setup_new(s->run->pack, seed ? (uint64_t)seed->valuedouble : 1, cJSON_IsTrue(manual) ? MTG_FLAG_MANUAL_MANA : 0);
  if (!s->g)
    return scn_fail(s, "out of memory");
  for (int o = 0; o < MAX_OBJECTS; o++)
    s->ent_of[o] = -1;
  const cJSON *bf = cJSON_GetObjectItemCaseSensitive(root, "battlefield"), *it;
  if (bf && !cJSON_IsArray(bf))
    return scn_fail(s, "\"battlefield\" must be a list");
  int made[MAX_BF], n = 0;
  cJSON_ArrayForEach(it, bf)
    if (n >= MAX_BF || battlefield_entry(s, it, &made[n++]))
      return n >= MAX_BF ? scn_fail(s, "more than %d battlefield entries", MAX_BF) : -1;
  n = 0; /* then attachments: each entry is named now */
  cJSON_ArrayForEach(it, bf)
    if (attach_entry(s, it, made[n++]))
      return -1;
  const cJSON *players = cJSON_GetObjectItemCaseSensitive(root, "players");
  if (players && (!cJSON_IsArray(players) || cJSON_GetArraySize(players) > 2))
    return scn_fail(s, "\"players\" must be a list of at most two players");
  for (int p = 0; p < 2; p++) {
    const cJSON *pl = players ? cJSON_GetArrayItem(players, p) : NULL;
    if (pl ? player_entry(s, pl, p) : fill_library(s, p))
      return -1;
  }
  const cJSON *step = cJSON_GetObjectItemCaseSensitive(root, "step");
  int a = 0, st = STEP_MAIN1, turn = 1;
  if (want_number(s, cJSON_GetObjectItemCaseSensitive(root, "turn"), "the scenario", "turn", 1, &turn))
    return -1;
  const cJSON *active = cJSON_GetObjectItemCaseSensitive(root, "active");
  if (active && scn_player(s, active, "active", &a))
    return -1;
  if (step && (!cJSON_IsString(step) || (st = type_step_find(step->valuestring)) < 0))
    return scn_fail(s, "unknown step %s", cJSON_IsString(step) ? step->valuestring : "(not a string)");
  s->seen = s->g->nobjs;
  if (setup_start(s->g, turn, a, st))
    return scn_fail(s, "bad turn, active player or step");
  scn_track(s);
  return 0;
}

/* a card by its name; a token also by "<subtypes> Token" or its subtypes alone ("Goblin") */
static int card_matches(scn *s, int card, const char *base)
{
  const pack_card *c = &s->run->pack->cards[card];
  const char *name = pack_str(s->run->pack, c->name);
  if (!strcmp(name, base))
    return 1;
  if (c->face != PACK_NONE && !strcmp(pack_str(s->run->pack, s->run->pack->cards[c->face].name), base))
    return 1; /* a double-faced card by either face's name: it transforms, it changes zones (712.8) */
  return (c->pt_flags & PACK_TOKEN) && token_named(name, base);
}

int scn_name_matches(scn *s, int o, const char *base) { return card_matches(s, s->g->objs[o].card, base); }

/* "Name" or "Name#n": the n-th named object with that name, in setup then creation order; a name without
   #n must fit exactly one (tokens that ceased to exist still count, so numbers never shift) */
int scn_entity(scn *s, const char *name, int *out)
{
  char base[256];
  snprintf(base, sizeof base, "%s", name);
  char *hash = strrchr(base, '#');
  int want = 0;
  if (hash && hash[1]) {
    char *end;
    long n = strtol(hash + 1, &end, 10);
    if (*end || n < 1)
      return scn_fail(s, "bad name \"%s\": \"#n\" counts from 1", name);
    want = (int)n;
    *hash = '\0';
  }
  int found = 0, match = -1;
  for (int i = 0; i < s->nent; i++) {
    if (!card_matches(s, s->ent[i].card, base))
      continue;
    found++;
    if (found == want || (want == 0 && match < 0))
      match = i;
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

int scn_object(scn *s, const char *name, int *out)
{
  int e;
  if (scn_entity(s, name, &e))
    return -1;
  if (s->ent[e].gone)
    return scn_fail(s, "\"%s\" is gone (a token that left the battlefield ceases to exist)", name);
  *out = s->ent[e].obj;
  return 0;
}

int scn_target(scn *s, const cJSON *v, uint16_t *out)
{
  int p = 0, o = 0;
  if (cJSON_IsNumber(v) || (cJSON_IsString(v) && (!strcmp(v->valuestring, "player0") || !strcmp(v->valuestring, "player1")))) {
    if (scn_player(s, v, "target", &p))
      return -1;
    *out = PLAYER_REF(p);
    return 0;
  }
  if (!cJSON_IsString(v))
    return scn_fail(s, "a target is an object name or a player");
  if (scn_object(s, v->valuestring, &o))
    return -1;
  *out = (uint16_t)o;
  return 0;
}
