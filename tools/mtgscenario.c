/* mtgscenario.c: runs JSON rules scenarios (docs/scenarios.md): set up a board, act, check what a player could observe. */
#include "scn.h"
#include "fileio.h"
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>


/* runs a file, or every *.json under a folder in name order; counts into r */
static void run_path(scn_run *r, const char *path)
{
  struct stat st;
  if (stat(path, &st) != 0) {
    printf("%s: error: no such file or folder\n", path);
    r->failed++;
    return;
  }
  if (!S_ISDIR(st.st_mode)) {
    scn_run_file(r, path);
    return;
  }
  char **names = io_list_dir(path);
  for (size_t i = 0; names && names[i]; i++) {
    char full[4096];
    snprintf(full, sizeof full, "%s/%s", path, names[i]);
    size_t len = strlen(names[i]);
    if (stat(full, &st) == 0 && (S_ISDIR(st.st_mode) || (len > 5 && !strcmp(names[i] + len - 5, ".json"))))
      run_path(r, full);
  }
  io_free_list(names);
}

int main(int argc, char **argv)
{
  scn_run r = {0};
  const char *pack_path = MTG_BUILD_ROOT "/packs/test.mtgpack"; /* every set and tests/cards/ */
  int first = 1;
  for (; first < argc && argv[first][0] == '-'; first++) {
    if (!strcmp(argv[first], "--verbose"))
      r.verbose = 1;
    else if (!strcmp(argv[first], "--explain"))
      r.explain = 1;
    else if (!strcmp(argv[first], "--pack") && first + 1 < argc)
      pack_path = argv[++first];
    else {
      fprintf(stderr, "usage: mtgscenario [--verbose] [--explain] [--pack PACK] PATH...\n");
      return 2;
    }
  }
  if (first >= argc) {
    fprintf(stderr, "usage: mtgscenario [--verbose] [--explain] [--pack PACK] PATH...\n");
    return 2;
  }
  r.pack = mtg_pack_load(pack_path);
  if (!r.pack || mtg_errcode(r.pack)) {
    fprintf(stderr, "mtgscenario: %s\n", r.pack ? mtg_errmsg(r.pack) : "out of memory");
    return 2;
  }
  for (int i = first; i < argc; i++)
    run_path(&r, argv[i]);
  printf("%d passed, %d failed\n", r.passed, r.failed);
  mtg_pack_free(r.pack);
  return r.failed ? 1 : 0;
}
