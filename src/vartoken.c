/* vartoken.c: copiable values an effect sets on the token it makes -- "Create an X/X green Elemental creature token" (111.4), a copy "except it's not legendary" (707.9b) -- kept by object in g->vartoks while it is on the battlefield (707.2: a copy of it copies them). */
#include "game.h"

const vartok *vartok_get(const mtg_game *g, int o)
{
  for (int i = 0; i < g->nvartok; i++)
    if (g->vartoks[i].obj == o)
      return &g->vartoks[i];
  return NULL;
}

/* the power and toughness the effect that made token o gave it, as p << 8 | t, or -1 if none did */
int vartok_pt(const mtg_game *g, int o)
{
  const vartok *v = vartok_get(g, o);
  return v && (v->flags & VT_PT) ? v->power << 8 | v->toughness : -1;
}

/* o's entry takes v's values (v NULL or no flags: o has none); -1 if the table is full */
int vartok_put(mtg_game *g, int o, const vartok *v)
{
  if (!v || !(v->flags & VT_EXCEPT)) {
    vartok_forget(g, o);
    return 0;
  }
  int i = 0;
  while (i < g->nvartok && g->vartoks[i].obj != o)
    i++;
  if (i == MAX_VARTOK)
    return -1;
  g->vartoks[i] = *v;
  g->vartoks[i].obj = (uint16_t)o;
  g->vartoks[i].pad = 0;
  if (i == g->nvartok)
    g->nvartok++;
  return 0;
}

/* o (a token about to enter, or an object entering as a copy of one) has power and toughness pt (p << 8 | t) as its
   copiable values; -1 if the table is full */
int vartok_set(mtg_game *g, int o, int pt)
{
  vartok v = {(uint16_t)o, (uint8_t)(pt >> 8), (uint8_t)pt, NONE, VT_PT, 0};
  const vartok *old = vartok_get(g, o);
  if (old) { /* its other values stay */
    v.sub = old->sub;
    v.flags |= old->flags;
  }
  return vartok_put(g, o, &v);
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

/* an added subtype (707.9b: "in addition to its other types"), once */
static void add_sub(obj *ob, int sub)
{
  for (int i = 0; i < OBJ_SUBTYPES; i++) {
    if (ob->subtypes[i] == sub)
      return;
    if (ob->subtypes[i] == NONE) {
      ob->subtypes[i] = (uint16_t)sub;
      return;
    }
  }
}

/* layer 1's start: o's printed values are its card's, then those its creating effect set (707.9b: the exceptions) */
void vartok_apply(mtg_game *g, int o)
{
  const vartok *v = vartok_get(g, o);
  if (!v)
    return;
  obj *ob = &g->objs[o];
  if (v->flags & VT_PT) {
    ob->power = (int16_t)v->power;
    ob->toughness = (int16_t)v->toughness;
  }
  if (v->flags & VT_NONLEGENDARY)
    ob->supertypes &= (uint8_t)~BIT(SUPER_LEGENDARY);
  if (v->flags & VT_HASTE)
    ob->keywords |= KWBIT(HASTE);
  if (v->flags & VT_SUB)
    add_sub(ob, v->sub);
}
