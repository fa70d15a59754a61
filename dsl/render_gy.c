/* render_gy.c: prints a graveyard-card target's move back from TARGET i; GY_MOVE dest (gytargetgen.c):
   "Return target creature card from your graveyard to your hand." */
#include "dsl.h"
#include "pack_format.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

/* `who` is how the text names the target ("up to one target card from a graveyard") */
void dsl_render_gy_move(char *out, size_t n, const char *who, int dest, const char *with)
{
  switch (dest) {
  case GYTO_HAND: snprintf(out, n, "Return %s to your hand.", who); break;
  case GYTO_BATTLEFIELD: snprintf(out, n, "Return %s to the battlefield%s.", who, with); break;
  case GYTO_BATTLEFIELD_TAPPED: snprintf(out, n, "Return %s to the battlefield tapped.", who); break;
  case GYTO_EXILE: snprintf(out, n, "Exile %s.", who); break;
  case GYTO_TOP: snprintf(out, n, "Put %s on top of your library.", who); break;
  case GYTO_BOTTOM: snprintf(out, n, "Put %s on the bottom of its owner's library.", who); break;
  default: snprintf(out, n, "Shuffle %s into its owner's library.", who); break;
  }
}

/* "If it was a creature card, ", "If a creature card is exiled this way, ", "If it's a Zombie card, "; op ADD: "If at least
   one creature card was exiled this way, " */
void dsl_render_if_card(char *out, size_t n, int op, int arg)
{
  if (op == OP_CARD_IS_SUB) {
    snprintf(out, n, "If it's %s %s card, ", dsl_article(type_sub_names[arg]), type_sub_names[arg]);
    return;
  }
  const char *type = type_card_names[arg & (PACK_CARD_EXILED - 1)];
  char lower[TYPE_NAME_LEN];
  snprintf(lower, sizeof lower, "%s", type);
  if (lower[0] >= 'A' && lower[0] <= 'Z')
    lower[0] = (char)(lower[0] - 'A' + 'a');
  if (op == OP_ADD) /* fdncards 12b: either of two cards (Soul-Shackled Zombie) */
    snprintf(out, n, "If at least one %s card was exiled this way, ", lower);
  else if (arg & PACK_CARD_EXILED)
    snprintf(out, n, "If a %s card is exiled this way, ", lower);
  else
    snprintf(out, n, "If it was a%s %s card, ", strchr("aeiou", lower[0]) ? "n" : "", lower);
}

/* KICKED; UNLESS 4; TARGET i; GY_MOVE d; TARGET i; GY_MOVE hand: "Return ... to your hand. If this spell was kicked,
   instead put that card onto the battlefield [tapped]." (cg_kicked_gy_instead) */
int dsl_render_gy_kicked(const uint8_t *code, uint32_t left)
{
  return left >= 10 && code[1] == OP_UNLESS && code[2] == 4 && code[3] == OP_TARGET && code[5] == OP_GY_MOVE &&
         code[7] == OP_TARGET && code[8] == code[4] && code[9] == OP_GY_MOVE;
}

/* after GY_MOVE: TARGET i; PUSH 1; COUNTERS k, once or twice (cg_gy_move_counters) -- " with a hexproof counter and an
   indestructible counter on it" into out; returns the bytes they take, 0 for none */
uint32_t dsl_render_gy_with(char *out, size_t n, const uint8_t *code, uint32_t left, int target)
{
  uint32_t at = 0;
  int kinds[2], nk = 0;
  while (nk < 2 && at + 7 <= left && code[at] == OP_TARGET && code[at + 1] == target && code[at + 2] == OP_PUSH &&
         op_read_s16(code + at + 3) == 1 && code[at + 5] == OP_COUNTERS) {
    kinds[nk++] = code[at + 6];
    at += 7;
  }
  out[0] = '\0';
  if (nk == 2) {
    const char *a = type_counter_names[kinds[0]], *b = type_counter_names[kinds[1]];
    snprintf(out, n, " with %s %s counter and %s %s counter on it", dsl_article(a), a,
             dsl_article(b), b);
  }
  return nk == 2 ? at : 0;
}
