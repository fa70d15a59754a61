/* render_gy.c: prints a graveyard-card target's move back from TARGET i; GY_MOVE dest (gytargetgen.c):
   "Return target creature card from your graveyard to your hand." */
#include "dsl.h"
#include "pack_format.h"
#include <stdio.h>

/* `who` is how the text names the target ("up to one target card from a graveyard") */
void dsl_render_gy_move(char *out, size_t n, const char *who, int dest)
{
  switch (dest) {
  case GYTO_HAND: snprintf(out, n, "Return %s to your hand.", who); break;
  case GYTO_BATTLEFIELD: snprintf(out, n, "Return %s to the battlefield.", who); break;
  case GYTO_BATTLEFIELD_TAPPED: snprintf(out, n, "Return %s to the battlefield tapped.", who); break;
  case GYTO_EXILE: snprintf(out, n, "Exile %s.", who); break;
  case GYTO_TOP: snprintf(out, n, "Put %s on top of your library.", who); break;
  case GYTO_BOTTOM: snprintf(out, n, "Put %s on the bottom of its owner's library.", who); break;
  default: snprintf(out, n, "Shuffle %s into its owner's library.", who); break;
  }
}
