/* counterall.c: "Counter all spells your opponents control and all abilities your opponents control." (Glen Elendra's
   Answer; 701.5a-b) -- every such spell and ability on the stack countered at once, and how many were. */
#include "game.h"

/* COUNTER_ALL_OPP: the spells and abilities on the stack that the opponents of si's controller control are countered (a
   spell that can't be countered stays, 101.2); how many left the stack ("for each spell and ability countered this way") */
int counterall_opp(mtg_game *g, const stack_item *si)
{
  int n = 0;
  for (int i = g->nstack - 1; i >= 0; i--) { /* from the top: an item removed moves only those above it */
    if (g->stack[i].controller == si->controller)
      continue;
    int before = g->nstack;
    kwt_counter_item(g, i);
    n += g->nstack < before;
  }
  return n;
}
