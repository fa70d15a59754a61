/* scn_file.c: runs one scenario file (an object, or a list of them) and reports each scenario's outcome. */
#include "scn.h"
#include "fileio.h"
#include <stdlib.h>
#include <string.h>

static void print_log(const mtg_game *g)
{
  char line[256];
  uint32_t n = mtg_game_event_count(g), first = n > MTG_EVENT_RING ? n - MTG_EVENT_RING : 0;
  if (first)
    printf("    (%u earlier events are no longer kept)\n", first);
  for (uint32_t i = first; i < n; i++)
    if (mtg_game_event_text(g, i, line, sizeof line) >= 0)
      printf("    %s\n", line);
}

/* one scenario: setup, then each script entry in order; the first failure ends it */
static void run_one(scn_run *r, const char *path, const cJSON *root)
{
  scn s;
  memset(&s, 0, sizeof s);
  s.run = r;
  s.file = path;
  s.index = -1;
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "name");
  s.name = cJSON_IsString(name) ? name->valuestring : "(unnamed)";
  const cJSON *script = cJSON_GetObjectItemCaseSensitive(root, "script"), *it;
  if (r->verbose || r->explain)
    printf("  %s: \"%s\"\n", path, s.name);
  if (!cJSON_IsObject(root))
    scn_fail(&s, "a scenario is a JSON object");
  else if (!cJSON_IsString(name))
    scn_fail(&s, "the scenario needs a \"name\"");
  else if (!cJSON_IsArray(script))
    scn_fail(&s, "the scenario needs a \"script\" list");
  else if (scn_setup(&s, root) == 0 && scn_invariants(&s) == 0) {
    s.index = 0;
    cJSON_ArrayForEach(it, script) {
      const cJSON *d = cJSON_GetObjectItemCaseSensitive(it, "do"), *e = cJSON_GetObjectItemCaseSensitive(it, "expect");
      if (cJSON_IsString(d) && !e ? scn_do(&s, it) : cJSON_IsObject(e) && !d ? scn_expect(&s, e)
                                                   : scn_fail(&s, "a script entry has \"do\" or \"expect\""))
        break;
      s.index++;
    }
  }
  if (s.err[0]) {
    r->failed++;
    if (s.index < 0)
      printf("FAIL %s: \"%s\": setup: %s\n", path, s.name, s.err);
    else
      printf("FAIL %s: \"%s\": script[%d]: %s\n", path, s.name, s.index, s.err);
  } else {
    r->passed++;
  }
  if (r->verbose && s.g)
    print_log(s.g);
  mtg_game_free(s.g);
}

void scn_run_file(scn_run *r, const char *path)
{
  char *text = io_read_file(path, 1L << 24);
  if (!text) {
    printf("FAIL %s: cannot read the file\n", path);
    r->failed++;
    return;
  }
  const char *end = NULL;
  cJSON *root = cJSON_ParseWithOpts(text, &end, 1);
  if (!root) {
    int line = 1;
    for (const char *p = text; end && p < end; p++)
      line += *p == '\n';
    printf("FAIL %s:%d: malformed JSON\n", path, line);
    r->failed++;
  } else if (cJSON_IsArray(root) && !root->child) {
    printf("FAIL %s: the file holds no scenario\n", path);
    r->failed++;
  } else if (cJSON_IsArray(root)) {
    const cJSON *it;
    cJSON_ArrayForEach(it, root)
      run_one(r, path, it);
  } else {
    run_one(r, path, root);
  }
  cJSON_Delete(root);
  free(text);
}
