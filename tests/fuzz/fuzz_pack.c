/* fuzz_pack.c: libFuzzer target for the pack loader and verifier; a pack that verifies is printed and played. */
#include "dsl.h"
#include "mtgvm.h"
#include "pack.h"
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  mtg_pack *p = mtg_pack_load_memory(data, size);
  if (p && mtg_errcode(p) == 0) {
    FILE *null = fopen("/dev/null", "w");
    for (int i = 0; null && i < mtg_pack_card_count(p); i++)
      dsl_render_card(null, p, i); /* reads every verified field and instruction */
    if (null)
      fclose(null);
  }
  mtg_pack_free(p);
  return 0;
}
