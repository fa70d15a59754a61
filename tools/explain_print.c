/* explain_print.c: mtg_explain's JSON as lines of text, one per characteristic (mtgscenario --explain, mtgplay). */
#include "explain_print.h"
#include "cJSON.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* one characteristic: printed -> current, and the effects that made the difference */
static void explain_line(const cJSON *ch, const char *what, int indent)
{
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(ch, what), *it;
  if (!c)
    return;
  char *printed = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(c, "printed"));
  char *current = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(c, "current"));
  printf("%*s%-10s %s", indent, "", what, printed ? printed : "?");
  if (printed && current && strcmp(printed, current))
    printf(" -> %s", current);
  cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(c, "effects")) {
    const cJSON *l = cJSON_GetObjectItemCaseSensitive(it, "layer"), *src = cJSON_GetObjectItemCaseSensitive(it, "source_name");
    const cJSON *fx = cJSON_GetObjectItemCaseSensitive(it, "effect");
    printf("  [layer %s: %s from %s]", cJSON_IsString(l) ? l->valuestring : "?", cJSON_IsString(fx) ? fx->valuestring : "?",
           cJSON_IsString(src) ? src->valuestring : "?");
  }
  printf("\n");
  free(printed);
  free(current);
}

int explain_print(const mtg_game *g, int o, int indent)
{
  static const char *const chars[] = {"power", "toughness", "controller", "types", "supertypes", "subtypes", "colors",
                                      "abilities"};
  char *buf = malloc(32768); /* a tool's buffer, not the engine's */
  int n = buf ? mtg_explain(g, o, buf, 32768) : -1;
  cJSON *root = n >= 0 && n < 32768 ? cJSON_Parse(buf) : NULL;
  free(buf);
  for (size_t i = 0; root && i < sizeof chars / sizeof chars[0]; i++)
    explain_line(cJSON_GetObjectItemCaseSensitive(root, "characteristics"), chars[i], indent);
  if (!root)
    printf("%*s(no explanation: %d)\n", indent, "", n);
  cJSON_Delete(root);
  return root ? 0 : -1;
}
