/* gyleave.c: cards leaving a graveyard (603.2) -- "Whenever one or more cards leave your graveyard during your turn"
   (once for the cards that leave together), "Whenever a card leaves your graveyard during your turn, ... This ability
   triggers only once each turn.", and "only if a card left your graveyard this turn" (mtg_game.gy_left). */
#include "game.h"

/* is pending trigger i one that must not be: the same ability of the same source already waits (the cards that
   left together are one event for "one or more"), or an ability that triggers only once each turn already did */
static int extra_trigger(mtg_game *g, int i)
{
  const pending_trigger *t = &g->trig[i];
  const pack_ability *a = &g->pack->abils[t->ability];
  if (a->wording2 & PACK_WORD2_ONCE_TURN)
    return trig_once_turn(g, i);
  for (int k = 0; k < i; k++)
    if (g->trig[k].source == t->source && g->trig[k].ability == t->ability &&
        (a->trigger == TRIG_GY_LEAVE || a->trigger == TRIG_GY_PERMANENT_PUT))
      return 1;
  return 0;
}

/* drops the pending triggers from `first` on that extra_trigger says must not be */
static void drop_extra(mtg_game *g, int first)
{
  int kept = first;
  for (int i = first; i < g->ntrig; i++) {
    if (extra_trigger(g, i))
      continue;
    g->trig[kept++] = g->trig[i];
  }
  g->ntrig = kept;
}

/* eclcards: a permanent card (110.4b; a token is no card) was put into player p's graveyard from anywhere: "Whenever one
   or more permanent cards are put into your graveyard from anywhere" of p's permanents, once for the cards put there
   together (Moonshadow) */
void gyl_put_event(mtg_game *g, int p)
{
  int first = g->ntrig;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p)
      trig_check(g, g->bf[i], TRIG_GY_PERMANENT_PUT, p);
  drop_extra(g, first);
}

/* a card left player p's graveyard: the flag for this turn, and in p's turn their permanents' triggers */
void gyl_event(mtg_game *g, int p)
{
  g->gy_left |= (uint8_t)(1u << p);
  if (g->active != p)
    return;
  int first = g->ntrig;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].controller == p) {
      trig_check(g, g->bf[i], TRIG_GY_LEAVE, p);
      trig_check(g, g->bf[i], TRIG_GY_LEAVE_ONE, p);
    }
  drop_extra(g, first);
}
