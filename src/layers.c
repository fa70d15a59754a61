/* layers.c: continuous effects from static abilities, applied to characteristics in layer order (rule 613).
   For now the effects are P/T modifications (layer 7c), so order within the layer does not matter. */
#include "vm.h"

/* runs object s's static ability a over object o: what it does to o, if o is in its affected set */
int lay_eval(mtg_game *g, int s, int a, int o, vm_static *st)
{
  stack_item si = {0};
  si.obj = (uint16_t)s;
  si.ability = (uint16_t)a;
  si.controller = g->objs[s].controller;
  si.kind = SI_ABILITY;
  *st = (vm_static){o, 0, 0, 0};
  vm_exec(g, &si, st);
  return st->matched;
}

/* calls fn for every static ability of a permanent on the battlefield, in timestamp order (613.7) */
static int each_static(mtg_game *g, void (*fn)(mtg_game *, int source, int ability, void *), void *arg)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++) {
    int s = g->bf[i];
    const pack_card *c = game_card(g, s);
    for (int k = 0; k < c->abil_count; k++)
      if (g->pack->abils[c->abil_first + k].kind == ABIL_STATIC) {
        fn(g, s, c->abil_first + k, arg);
        n++;
      }
  }
  return n;
}

static void apply_one(mtg_game *g, int s, int a, void *arg)
{
  (void)arg;
  vm_static st;
  for (int i = 0; i < g->nbf; i++) {
    int o = g->bf[i];
    if (lay_eval(g, s, a, o, &st)) { /* 613.4c: layer 7c */
      g->objs[o].power = (int16_t)(g->objs[o].power + st.power);
      g->objs[o].toughness = (int16_t)(g->objs[o].toughness + st.toughness);
    }
  }
}

/* 611.2c: the affected object is locked in; the effect applies while it is the same object */
void lay_add_pump(mtg_game *g, int source, int o, int power, int toughness)
{
  if (g->neffects >= MAX_EFFECTS || g->objs[o].zone != ZONE_BATTLEFIELD)
    return;
  g->effects[g->neffects++] = (timed_effect){(uint16_t)o, g->objs[o].zcc, (uint16_t)source, (int16_t)power,
                                             (int16_t)toughness, 0, g->next_timestamp++};
  g->dirty = 1;
}

void lay_end_of_turn(mtg_game *g)
{
  if (g->neffects) {
    g->neffects = 0;
    g->dirty = 1;
  }
}

/* recomputes the characteristics of every permanent: printed values, then the effects in timestamp order */
void lay_apply(mtg_game *g)
{
  g->dirty = 0;
  if (!g->has_effects && g->nstatic == 0 && g->neffects == 0)
    return; /* no effect then, none now: characteristics are the printed ones */
  for (int i = 0; i < g->nbf; i++)
    obj_reset_characteristics(g, g->bf[i]);
  int n = each_static(g, apply_one, NULL);
  for (int i = 0; i < g->neffects; i++) { /* 613.4c: layer 7c, in timestamp order (they are added in order) */
    const timed_effect *e = &g->effects[i];
    obj *ob = &g->objs[e->obj];
    if (ob->zcc == e->obj_zcc && ob->zone == ZONE_BATTLEFIELD) {
      ob->power = (int16_t)(ob->power + e->power);
      ob->toughness = (int16_t)(ob->toughness + e->toughness);
      n++;
    }
  }
  for (int i = 0; i < g->nbf; i++) { /* 613.4c: +1/+1 and -1/-1 counters, in layer 7c too */
    obj *ob = &g->objs[g->bf[i]];
    int d = ob->counters[CTR_PLUS1] - ob->counters[CTR_MINUS1];
    if (d) {
      ob->power = (int16_t)(ob->power + d);
      ob->toughness = (int16_t)(ob->toughness + d);
      n++;
    }
  }
  g->has_effects = (uint8_t)(n > 0 || g->neffects > 0);
  g->sba_dirty = 1; /* toughness may have changed (704.5f-g) */
}
