/* stun.c: stun counters (122.1d) -- "If a permanent with a stun counter on it would become untapped, instead remove a
   stun counter from it." Every untap goes through stun_untap: the untap step's and an effect's ("Untap it."). */
#include "game.h"

/* permanent o would become untapped: it does, or it loses a stun counter instead (an untapped one keeps its counters:
   it would not become untapped). Returns 1 if it untapped. */
int stun_untap(mtg_game *g, int o)
{
  obj *ob = &g->objs[o];
  if (!(ob->flags & OBJ_TAPPED))
    return 0;
  int stun = obj_counter(ob, CTR_STUN);
  if (stun > 0) {
    obj_set_counter(ob, CTR_STUN, stun - 1);
    ev_push(g, EV_STUN, ob->controller, o, NONE, 0);
    g->dirty = 1; /* "with a counter on it" reads it */
    return 0;
  }
  ob->flags &= (uint8_t)~OBJ_TAPPED;
  return 1;
}
