/* explain.c: why an object has the characteristics it has -- printed values, current values, and the effects
   that changed them in applied order with their layer and source, as JSON (BRIEF §5, 613). */
#include "vm.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static cJSON *characteristic(cJSON *parent, const char *name, cJSON *printed, cJSON *current)
{
  cJSON *c = cJSON_AddObjectToObject(parent, name);
  cJSON_AddItemToObject(c, "printed", printed);
  cJSON_AddItemToObject(c, "current", current);
  return cJSON_AddArrayToObject(c, "effects"); /* in applied order: {"layer", "source", "effect"} */
}

/* how long the effect of a resolved spell or ability that made step s lasts (514.2, 611.2a, 611.2b) */
static void duration(const mtg_game *g, const lay_step *s, char *out, size_t n)
{
  for (int i = 0; s->ability != NONE && i < g->neffects; i++) {
    const timed_effect *t = &g->effects[i];
    if (t->source != s->source || t->ability != s->ability)
      continue;
    if (t->lasting == LASTING_WHILE) /* Aquitect's Will, Quicksilver Fountain */
      snprintf(out, n, " for as long as it has a %s counter on it", type_counter_names[t->while_ctr[0]]);
    else
      snprintf(out, n, "%s", t->lasting ? "" : t->until ? " until its controller's next untap step" : " until end of turn");
    return;
  }
  snprintf(out, n, " until end of turn"); /* a pump */
}

static cJSON *names(const type_name *table, int count, uint64_t mask)
{
  cJSON *a = cJSON_CreateArray();
  for (int i = 0; i < count; i++)
    if ((mask >> i) & 1)
      cJSON_AddItemToArray(a, cJSON_CreateString(table[i]));
  return a;
}

static cJSON *subtype_names(const uint16_t *subs, int n, int all)
{
  cJSON *a = cJSON_CreateArray();
  for (int i = 0; i < n && subs[i] != NONE; i++)
    cJSON_AddItemToArray(a, cJSON_CreateString(type_sub_names[subs[i]]));
  if (all)
    cJSON_AddItemToArray(a, cJSON_CreateString("(every creature type)"));
  return a;
}

/* what one step of the layers did, in words */
static void describe(const mtg_game *g, const lay_step *s, char *out, size_t n)
{
  switch (s->op) {
  case OP_SET_CONTROLLER: snprintf(out, n, "controlled by player %d", g->objs[s->source].controller); break;
  case OP_ADD_TYPE: snprintf(out, n, "is %s in addition to its other types", type_card_names[s->arg]); break;
  case OP_ADD_SUBTYPE: snprintf(out, n, "is %s in addition to its other types", type_sub_names[s->arg]); break;
  case OP_SET_CREATURE_TYPE: snprintf(out, n, "is %s instead of its other creature types", type_sub_names[s->arg]); break;
  case OP_SET_LAND_TYPE:
    snprintf(out, n, "is %s instead of its land types and loses its rules-text abilities (305.7)", type_sub_names[s->arg]);
    break;
  case OP_ALL_CREATURE_TYPES: snprintf(out, n, "has every creature type"); break;
  case OP_SET_COLORS: {
    size_t k = (size_t)snprintf(out, n, "is");
    for (int c = 0; c < COLOR__COUNT && k < n; c++)
      if (s->arg & (1 << c))
        k += (size_t)snprintf(out + k, n - k, " %s", type_color_words[c]);
    if (s->arg == 0 && k < n)
      snprintf(out + k, n - k, " colorless");
    break;
  }
  case OP_LOSE_ABILITIES: snprintf(out, n, "loses all abilities"); break;
  case OP_LOSE_NONMANA: snprintf(out, n, "loses all abilities except mana abilities"); break;
  case OP_GAIN_GY_ACTIVATED: snprintf(out, n, "has the activated abilities of all creature cards in all graveyards"); break;
  case OP_LOSE_OTHER_ABILITIES: snprintf(out, n, "loses all other abilities"); break;
  case OP_ADD_KEYWORD: snprintf(out, n, "has %s", type_keyword_names[s->arg]); break;
  case OP_LOSE_KEYWORD: snprintf(out, n, "loses %s", type_keyword_names[s->arg]); break;
  case OP_ADD_MANA: {
    size_t k = (size_t)snprintf(out, n, "has a mana ability: {T}: Add one mana of");
    for (int m = 0; m < MANA__COUNT && k < n; m++)
      if (s->arg & (1 << m))
        k += (size_t)snprintf(out + k, n - k, " {%c}", "WUBRGC"[m]);
    break;
  }
  case OP_SET_PT_CDA: snprintf(out, n, "power/toughness %d/%d (characteristic-defining)", s->x, s->y); break;
  case OP_SET_PT: snprintf(out, n, "base power/toughness %d/%d", s->x, s->y); break;
  case OP_SET_POWER: snprintf(out, n, "base power %d", s->x); break;
  case OP_SET_PT_MV: snprintf(out, n, "base power/toughness each equal to its mana value"); break;
  case OP_MODIFY_PT: snprintf(out, n, "%+d/%+d", s->x, s->y); break;
  case OP_COUNTERS: snprintf(out, n, "%+d/%+d from +1/+1 and -1/-1 counters", s->x, s->y); break;
  case OP_SWITCH_PT: snprintf(out, n, "power and toughness switched"); break;
  default: snprintf(out, n, "%s", op_table[s->op].name); break;
  }
  size_t k = strlen(out);
  if (s->ability == NONE && s->op == OP_LOSE_TYPE) { /* no spell's or ability's: reconfigure's rule */
    snprintf(out, n, "isn't a creature while attached (reconfigure, 702.151b)");
    return;
  }
  if (s->ability == NONE && s->op == OP_ADD_KEYWORD) { /* no spell's or ability's: suspend's rule */
    snprintf(out, n, "has haste until its controller loses control of it (cast with suspend, 702.62a)");
    return;
  }
  if (s->op != OP_COUNTERS && (s->ability == NONE || g->pack->abils[s->ability].kind == ABIL_EFFECT) && k < n)
    duration(g, s, out + k, n - k);
}

static cJSON *step_json(const mtg_game *g, const lay_step *s)
{
  char text[160];
  describe(g, s, text, sizeof text);
  cJSON *e = cJSON_CreateObject();
  cJSON_AddStringToObject(e, "layer", type_layer_numbers[s->layer]);
  cJSON_AddNumberToObject(e, "source", s->source);
  cJSON_AddStringToObject(e, "source_name", pack_str(g->pack, game_card(g, s->source)->name));
  if (s->ability != NONE)
    cJSON_AddStringToObject(e, "ability", pack_str(g->pack, g->pack->abils[s->ability].text));
  cJSON_AddStringToObject(e, "effect", text);
  return e;
}

/* the characteristic (key of "characteristics") a layered operation changes; P/T operations change both */
static const char *changes(int op)
{
  switch (op) {
  case OP_SET_CONTROLLER: return "controller";
  case OP_ADD_TYPE: return "types";
  case OP_ADD_SUBTYPE: case OP_SET_CREATURE_TYPE: case OP_SET_LAND_TYPE: case OP_ALL_CREATURE_TYPES: return "subtypes";
  case OP_SET_COLORS: return "colors";
  case OP_LOSE_ABILITIES: case OP_LOSE_OTHER_ABILITIES: case OP_LOSE_NONMANA: case OP_ADD_KEYWORD: case OP_LOSE_KEYWORD:
  case OP_ADD_MANA: case OP_GAIN_GY_ACTIVATED:
    return "abilities";
  default: return NULL;
  }
}

/* a layer-1 entry: o takes the copiable values of card (707.2) -- as it entered (707.5) or until end of turn */
static cJSON *copy_json(const mtg_game *g, int o, int card, int eot)
{
  char text[160];
  const char *name = pack_str(g->pack, g->pack->cards[card].name);
  snprintf(text, sizeof text, "is a copy of %s: its copiable values (707.2)%s", name, eot ? " until end of turn" : "");
  cJSON *e = cJSON_CreateObject();
  cJSON_AddStringToObject(e, "layer", type_layer_numbers[LAYER_COPY]);
  cJSON_AddNumberToObject(e, "source", o);
  cJSON_AddStringToObject(e, "source_name", name);
  cJSON_AddStringToObject(e, "effect", text);
  return e;
}

/* layer 1 (613.2): the copy effects that made o's card (its copiable values) another than its own, in timestamp
   order -- the one it entered as (Clone), then one until end of turn (Mirrorweave, Cytoshape); its own card */
static int copies(const mtg_game *g, int o, int out[2], int eot[2], int *n)
{
  const obj *ob = &g->objs[o];
  int orig = obj_face_down(ob) ? 0 : ob->orig_card; /* 708.6: a face-down permanent's own card is not told */
  int own = orig ? orig - 1 : ob->eot_card ? ob->eot_card - 1 : ob->card;
  int base = ob->eot_card ? ob->eot_card - 1 : ob->card; /* what it is apart from "until end of turn" copies */
  *n = 0;
  if (base != own)
    out[*n] = base, eot[(*n)++] = 0;
  if (ob->eot_card)
    out[*n] = ob->card, eot[(*n)++] = 1;
  return own;
}

static cJSON *explain(mtg_game *g, int o)
{
  lay_trace tr = {o, 0, {{0}}};
  lay_compute(g, &tr); /* a spell: effects locked to it; any card: effects on cards in every zone */ /* the same recompute the engine does, recording each step that touched o */
  const obj *ob = &g->objs[o];
  int cp[2], cpeot[2], ncp;
  const pack_card *c = &g->pack->cards[copies(g, o, cp, cpeot, &ncp)]; /* printed: its own card */
  const pack_card *cur = game_card(g, o);
  cJSON *root = cJSON_CreateObject();
  cJSON_AddNumberToObject(root, "object", o);
  cJSON_AddStringToObject(root, "name", pack_str(g->pack, c->name));
  cJSON_AddNumberToObject(root, "zone", ob->zone);
  cJSON_AddNumberToObject(root, "controller", ob->controller);
  cJSON_AddNumberToObject(root, "timestamp", ob->timestamp);
  if (obj_face_down(ob)) /* 708.2a: its printed values are the face-down definition's; its own card stays hidden */
    cJSON_AddBoolToObject(root, "face_down", 1);
  if (ob->chosen) { /* what its controller chose as it entered (614.12) */
    char w[64];
    choose_text(g, ob->card, ob->chosen - 1, w, sizeof w);
    cJSON_AddStringToObject(root, "chosen", w);
  }
  cJSON *ch = cJSON_AddObjectToObject(root, "characteristics");
  cJSON *pe = characteristic(ch, "power", cJSON_CreateNumber(c->power), cJSON_CreateNumber(ob->power));
  cJSON *te = characteristic(ch, "toughness", cJSON_CreateNumber(c->toughness), cJSON_CreateNumber(ob->toughness));
  characteristic(ch, "controller", cJSON_CreateNumber(ob->zone == ZONE_BATTLEFIELD ? ob->base_controller : ob->owner),
                 cJSON_CreateNumber(ob->controller));
  characteristic(ch, "types", names(type_card_names, TYPE__COUNT, c->types), names(type_card_names, TYPE__COUNT, ob->types));
  characteristic(ch, "supertypes", names(type_super_names, SUPER__COUNT, c->supertypes),
                 names(type_super_names, SUPER__COUNT, ob->supertypes));
  characteristic(ch, "subtypes", subtype_names(c->subtypes, PACK_MAX_SUBTYPES, 0),
                 subtype_names(ob->subtypes, OBJ_SUBTYPES, ob->all_types));
  characteristic(ch, "colors", names(type_color_words, COLOR__COUNT, c->colors),
                 names(type_color_words, COLOR__COUNT, ob->colors));
  cJSON *printed = names(type_keyword_names, KW__COUNT, card_keywords(c)),
        *current = names(type_keyword_names, KW__COUNT, obj_keywords(ob));
  for (int k = 0; k < c->abil_count; k++) { /* its own card's rules-text abilities */
    const char *text = pack_str(g->pack, g->pack->abils[c->abil_first + k].text);
    if (g->pack->abils[c->abil_first + k].kind != ABIL_EFFECT && text[0] &&
        !(g->pack->abils[c->abil_first + k].flags & PACK_ABF_GRANTED)) /* a granted one is not printed on it */
      cJSON_AddItemToArray(printed, cJSON_CreateString(text));
  }
  for (int k = 0; k < cur->abil_count; k++) { /* those of the card it is (or copies), unless it lost them */
    const char *text = pack_str(g->pack, g->pack->abils[cur->abil_first + k].text);
    if (g->pack->abils[cur->abil_first + k].kind != ABIL_EFFECT && text[0] && obj_has_ability(g, o, k))
      cJSON_AddItemToArray(current, cJSON_CreateString(text));
  }
  int kept = obj_kept_ability(g, o); /* a copy's "except it has this ability" (707.9b) */
  if (kept >= 0 && !ob->lost)
    cJSON_AddItemToArray(current, cJSON_CreateString(pack_str(g->pack, g->pack->abils[kept].text)));
  uint16_t gy[MAX_GY_ABILITIES]; /* Necrotic Ooze: those of creature cards in graveyards (layer 6) */
  for (int k = 0, n = gy_abilities(g, o, gy, MAX_GY_ABILITIES); k < n; k++)
    cJSON_AddItemToArray(current, cJSON_CreateString(pack_str(g->pack, g->pack->abils[gy[k]].text)));
  characteristic(ch, "abilities", printed, current);
  cJSON *all = cJSON_AddArrayToObject(root, "effects");
  for (int i = 0; i < ncp; i++) { /* layer 1 comes first and changes every copiable value (707.2), not control */
    cJSON_AddItemToArray(all, copy_json(g, o, cp[i], cpeot[i]));
    for (cJSON *it = ch->child; it; it = it->next)
      if (strcmp(it->string, "controller"))
        cJSON_AddItemToArray(cJSON_GetObjectItem(it, "effects"), copy_json(g, o, cp[i], cpeot[i]));
  }
  for (int i = 0; i < tr.n; i++) {
    const lay_step *s = &tr.e[i];
    cJSON_AddItemToArray(all, step_json(g, s));
    const char *what = changes(s->op);
    if (what) {
      cJSON_AddItemToArray(cJSON_GetObjectItem(cJSON_GetObjectItem(ch, what), "effects"), step_json(g, s));
      if (s->op == OP_ADD_TYPE || s->op == OP_SET_LAND_TYPE)
        cJSON_AddItemToArray(cJSON_GetObjectItem(cJSON_GetObjectItem(ch, s->op == OP_ADD_TYPE ? "types" : "abilities"),
                                                 "effects"), step_json(g, s));
      continue;
    }
    cJSON_AddItemToArray(pe, step_json(g, s)); /* P/T */
    cJSON_AddItemToArray(te, step_json(g, s));
  }
  return root;
}

MTG_API int mtg_explain(const mtg_game *g, int object, char *buf, size_t buflen)
{
  if (!g || g->h.magic != HANDLE_GAME || object < 0 || object >= g->nobjs || g->objs[object].card == NONE)
    return MTG_EINVAL;
  /* evaluating static abilities runs their code, which reads but never changes the game: a scratch copy
     keeps the const promise without a cast away from const */
  mtg_game *scratch = malloc(sizeof *scratch);
  if (!scratch)
    return MTG_ENOMEM;
  memcpy(scratch, g, sizeof *scratch);
  cJSON *root = explain(scratch, object);
  free(scratch);
  char *text = root ? cJSON_PrintUnformatted(root) : NULL;
  cJSON_Delete(root);
  if (!text)
    return MTG_ENOMEM;
  int n = (int)strlen(text);
  if (buf && buflen > 0) {
    size_t k = (size_t)n < buflen - 1 ? (size_t)n : buflen - 1;
    memcpy(buf, text, k);
    buf[k] = '\0';
  }
  free(text);
  return n; /* the full length: call again with a bigger buffer if it was cut */
}
