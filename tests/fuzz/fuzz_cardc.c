/* fuzz_cardc.c: libFuzzer target for the card compiler (lexer, parser, codegen, pack writer); every pack it
   writes must pass the pack verifier. */
#include "dsl.h"
#include "mtgvm.h"
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *text = malloc(size + 1);
  if (!text)
    return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  dsl_ctx c;
  dsl_init(&c, NULL);
  dsl_compile_text(&c, "fuzz.card", "FUZZ", text);
  uint8_t *img;
  size_t n;
  if (c.ncards > 0 && dsl_pack_image(&c, &img, &n) == 0) {
    mtg_pack *p = mtg_pack_load_memory(img, n);
    if (!p || mtg_errcode(p) != 0)
      abort(); /* the compiler wrote a pack its own loader refuses */
    mtg_pack_free(p);
    free(img);
  }
  dsl_free(&c);
  free(text);
  return 0;
}
