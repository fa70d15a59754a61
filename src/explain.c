/* explain.c: why an object has the characteristics it has -- printed values, current values, and the effects
   that changed them, as JSON (BRIEF §5). No continuous effects exist yet, so every list of effects is empty. */
#include "game.h"
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

static void characteristic(cJSON *parent, const char *name, cJSON *printed, cJSON *current)
{
  cJSON *c = cJSON_AddObjectToObject(parent, name);
  cJSON_AddItemToObject(c, "printed", printed);
  cJSON_AddItemToObject(c, "current", current);
  cJSON_AddArrayToObject(c, "effects"); /* in applied order: {"layer", "source", "effect"} */
}

static cJSON *names(const char *const *table, int count, uint32_t mask)
{
  cJSON *a = cJSON_CreateArray();
  for (int i = 0; i < count; i++)
    if (mask & (1u << i))
      cJSON_AddItemToArray(a, cJSON_CreateString(table[i]));
  return a;
}

static cJSON *explain(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  const pack_card *c = game_card(g, o);
  cJSON *root = cJSON_CreateObject();
  cJSON_AddNumberToObject(root, "object", o);
  cJSON_AddStringToObject(root, "name", pack_str(g->pack, c->name));
  cJSON_AddNumberToObject(root, "zone", ob->zone);
  cJSON_AddNumberToObject(root, "controller", ob->controller);
  cJSON *ch = cJSON_AddObjectToObject(root, "characteristics");
  characteristic(ch, "power", cJSON_CreateNumber(c->power), cJSON_CreateNumber(ob->power));
  characteristic(ch, "toughness", cJSON_CreateNumber(c->toughness), cJSON_CreateNumber(ob->toughness));
  characteristic(ch, "types", names(type_card_names, TYPE__COUNT, c->types), names(type_card_names, TYPE__COUNT, ob->types));
  characteristic(ch, "supertypes", names(type_super_names, SUPER__COUNT, c->supertypes),
                 names(type_super_names, SUPER__COUNT, ob->supertypes));
  characteristic(ch, "colors", names(type_color_words, COLOR__COUNT, c->colors),
                 names(type_color_words, COLOR__COUNT, ob->colors));
  characteristic(ch, "keywords", names(type_keyword_names, KW__COUNT, c->keywords),
                 names(type_keyword_names, KW__COUNT, ob->keywords));
  cJSON_AddArrayToObject(root, "effects"); /* the continuous effects that apply to it: none exist yet */
  return root;
}

MTG_API int mtg_explain(const mtg_game *g, int object, char *buf, size_t buflen)
{
  if (!g || g->h.magic != HANDLE_GAME || object < 0 || object >= g->nobjs || g->objs[object].card == NONE)
    return MTG_EINVAL;
  cJSON *root = explain(g, object);
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
