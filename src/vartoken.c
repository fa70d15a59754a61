/* vartoken.c: tokens an effect makes with a power and toughness it sets ("Create an X/X green Elemental creature token"): those are the token's copiable values (111.4, 707.2), kept by object in g->vartoks while it is on the battlefield. */
#include "game.h"

/* the power and toughness the effect that made token o gave it, as p << 8 | t, or -1 if none did */
int vartok_pt(const mtg_game *g, int o)
{
  for (int i = 0; i < g->nvartok; i++)
    if (g->vartoks[i].obj == o)
      return g->vartoks[i].power << 8 | g->vartoks[i].toughness;
  return -1;
}

/* o (a token about to enter, or an object entering as a copy of one) has power and toughness pt (p << 8 | t) as its
   copiable values; -1 if the table is full */
int vartok_set(mtg_game *g, int o, int pt)
{
  int i = 0;
  while (i < g->nvartok && g->vartoks[i].obj != o)
    i++;
  if (i == MAX_VARTOK)
    return -1;
  g->vartoks[i] = (vartok){(uint16_t)o, (uint8_t)(pt >> 8), (uint8_t)pt};
  if (i == g->nvartok)
    g->nvartok++;
  return 0;
}

/* o left the battlefield: a token ceases to exist (111.7), a copy is itself again (707.5) */
void vartok_forget(mtg_game *g, int o)
{
  for (int i = 0; i < g->nvartok; i++)
    if (g->vartoks[i].obj == o) {
      g->vartoks[i] = g->vartoks[--g->nvartok];
      return;
    }
}

/* layer 1's start: o's printed values are its card's, then the power and toughness its creating effect set */
void vartok_apply(mtg_game *g, int o)
{
  int pt = vartok_pt(g, o);
  if (pt >= 0) {
    g->objs[o].power = (int16_t)(pt >> 8);
    g->objs[o].toughness = (int16_t)(pt & 0xFF);
  }
}
