/* explain.c: why an object has the characteristics it has -- printed values, current values, and the effects
   that changed them in applied order, as JSON (BRIEF §5). */
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

static cJSON *effect(const mtg_game *g, int source, const char *layer, const char *text)
{
  cJSON *e = cJSON_CreateObject();
  cJSON_AddStringToObject(e, "layer", layer);
  cJSON_AddNumberToObject(e, "source", source);
  cJSON_AddStringToObject(e, "source_name", pack_str(g->pack, game_card(g, source)->name));
  cJSON_AddStringToObject(e, "effect", text);
  return e;
}

/* the static abilities that apply to o, in the order layers.c applies them (timestamp order) */
static void static_effects(mtg_game *g, int o, cJSON *all, cJSON *power, cJSON *toughness)
{
  if (g->objs[o].zone != ZONE_BATTLEFIELD)
    return;
  for (int i = 0; i < g->nbf; i++) {
    int s = g->bf[i];
    const pack_card *c = game_card(g, s);
    for (int k = 0; k < c->abil_count; k++) {
      vm_static st;
      if (g->pack->abils[c->abil_first + k].kind != ABIL_STATIC || !lay_eval(g, s, c->abil_first + k, o, &st))
        continue;
      char text[32];
      snprintf(text, sizeof text, "%+d/%+d", st.power, st.toughness);
      cJSON_AddItemToArray(all, effect(g, s, "7c", text));
      if (st.power)
        cJSON_AddItemToArray(power, effect(g, s, "7c", text));
      if (st.toughness)
        cJSON_AddItemToArray(toughness, effect(g, s, "7c", text));
    }
  }
  for (int i = 0; i < g->neffects; i++) { /* then the timed ones, in timestamp order */
    const timed_effect *e = &g->effects[i];
    if (e->obj != o || e->obj_zcc != g->objs[o].zcc)
      continue;
    char text[48];
    snprintf(text, sizeof text, "%+d/%+d until end of turn", e->power, e->toughness);
    cJSON_AddItemToArray(all, effect(g, e->source, "7c", text));
    if (e->power)
      cJSON_AddItemToArray(power, effect(g, e->source, "7c", text));
    if (e->toughness)
      cJSON_AddItemToArray(toughness, effect(g, e->source, "7c", text));
  }
}

static cJSON *names(const char *const *table, int count, uint32_t mask)
{
  cJSON *a = cJSON_CreateArray();
  for (int i = 0; i < count; i++)
    if (mask & (1u << i))
      cJSON_AddItemToArray(a, cJSON_CreateString(table[i]));
  return a;
}

static cJSON *explain(mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  const pack_card *c = game_card(g, o);
  cJSON *root = cJSON_CreateObject();
  cJSON_AddNumberToObject(root, "object", o);
  cJSON_AddStringToObject(root, "name", pack_str(g->pack, c->name));
  cJSON_AddNumberToObject(root, "zone", ob->zone);
  cJSON_AddNumberToObject(root, "controller", ob->controller);
  cJSON *ch = cJSON_AddObjectToObject(root, "characteristics");
  cJSON *pe = characteristic(ch, "power", cJSON_CreateNumber(c->power), cJSON_CreateNumber(ob->power));
  cJSON *te = characteristic(ch, "toughness", cJSON_CreateNumber(c->toughness), cJSON_CreateNumber(ob->toughness));
  characteristic(ch, "types", names(type_card_names, TYPE__COUNT, c->types), names(type_card_names, TYPE__COUNT, ob->types));
  characteristic(ch, "supertypes", names(type_super_names, SUPER__COUNT, c->supertypes),
                 names(type_super_names, SUPER__COUNT, ob->supertypes));
  characteristic(ch, "colors", names(type_color_words, COLOR__COUNT, c->colors),
                 names(type_color_words, COLOR__COUNT, ob->colors));
  characteristic(ch, "keywords", names(type_keyword_names, KW__COUNT, c->keywords),
                 names(type_keyword_names, KW__COUNT, ob->keywords));
  static_effects(g, o, cJSON_AddArrayToObject(root, "effects"), pe, te);
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
