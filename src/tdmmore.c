/* tdmmore.c: rules of the TDM cards of tdmcards 10 -- "Each Dragon you control enters with an additional +1/+1 counter on
   it." (Dragonstorm Globe, 614.1c). */
#include "game.h"

/* permanent o enters the battlefield under player p's control: for each ENTER_EXTRA ability of a permanent p controls
   already there (not one entering with it, 614.12), with its abilities, o enters with its counters if it has the
   subtype (205.3m: a changeling too) -- a replacement of the event, before o is there (614.1c) */
void tdm_enters_extra(mtg_game *g, int o, int p)
{
  for (int i = 0; i < g->nbf; i++) {
    const obj *src = &g->objs[g->bf[i]];
    if (src->controller != p || src->lost != LOST_NONE || !(g->pack->abil_kinds[src->card] & BIT(ABIL_ENTER_EXTRA)))
      continue;
    const pack_card *c = game_card(g, g->bf[i]);
    for (int k = 0; k < c->abil_count; k++) {
      const pack_ability *a = &g->pack->abils[c->abil_first + k];
      if (a->kind == ABIL_ENTER_EXTRA && obj_has_subtype(g, o, a->trig_arg - 1))
        obj_put_counters(g, p, o, a->mana, 1);
    }
  }
}
