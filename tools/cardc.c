/* cardc.c: the card compiler -- card files or folders in, a verified .mtgpack out (or printed cards). */
#include "dsl.h"
#include "mtgvm.h"
#include "pack.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int usage(void)
{
  fprintf(stderr, "usage: cardc -o PACK PATH...    compile card files and folders into a pack\n"
                  "       cardc --print PATH...    compile, then print each card back as text\n");
  return 2;
}

/* prints every compiled card from the pack image, through the loader so it is verified too */
static int print_cards(dsl_ctx *c)
{
  uint8_t *img;
  size_t n;
  if (dsl_pack_image(c, &img, &n))
    return 1;
  mtg_pack *p = mtg_pack_load_memory(img, n);
  free(img);
  if (!p || mtg_errcode(p)) {
    fprintf(stderr, "cardc: internal error: the pack does not verify: %s\n", p ? mtg_errmsg(p) : "no memory");
    mtg_pack_free(p);
    return 1;
  }
  for (int i = 0; i < mtg_pack_card_count(p); i++) {
    if (p->cards[i].pt_flags & PACK_BACK_FACE)
      continue; /* printed right after its front, as it is written */
    dsl_render_card(stdout, p, i);
    if (p->cards[i].face != PACK_NONE)
      dsl_render_card(stdout, p, p->cards[i].face);
    fputc('\n', stdout);
  }
  mtg_pack_free(p);
  return 0;
}

int main(int argc, char **argv)
{
  const char *out = NULL;
  int print = 0, first = 1;
  if (argc >= 3 && strcmp(argv[1], "-o") == 0) {
    out = argv[2];
    first = 3;
  } else if (argc >= 2 && strcmp(argv[1], "--print") == 0) {
    print = 1;
    first = 2;
  }
  if ((!out && !print) || first >= argc)
    return usage();
  dsl_ctx c;
  dsl_init(&c, stderr);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (int i = first; i < argc; i++)
    dsl_compile_path(&c, argv[i]);
  int rc = 0;
  if (c.errors == 0 && c.attempted == 0) {
    fprintf(stderr, "cardc: error: no cards in the inputs (card files end in .card)\n");
    c.errors++;
  }
  if (c.errors == 0)
    rc = print ? print_cards(&c) : (dsl_write_pack(&c, out) ? 1 : 0);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double ms = (double)(t1.tv_sec - t0.tv_sec) * 1e3 + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-6;
  fprintf(stderr, "cardc: %d of %d cards compiled, %d error%s", c.compiled, c.attempted, c.errors, c.errors == 1 ? "" : "s");
  if (!c.errors && !rc) /* timing only on success: diagnostics stay stable for the golden tests */
    fprintf(stderr, "%s%s (%.1f ms)", out ? " -> " : "", out ? out : "", ms);
  fputc('\n', stderr);
  dsl_free(&c);
  return c.errors || rc ? 1 : 0;
}
