/* manafilter.c: mana abilities whose cost is {1} ("{1}: Add {R}, {W}, or {B}. Activate only once each turn.", the TDM
   Devotees) or {1}, {T} ("{1}, {T}: Add one mana of any color.", Rumble Arena) -- filters: automatic payment uses them
   only when the other sources can't pay, each one's {1} paid by another source (605.3: a mana ability is activated while
   a cost is paid, 601.2g), once each turn (602.5b) or by tapping. */
#include "game.h"
#include <string.h>

/* 605.3a: object o's filter ability can be activated now -- it has its abilities (a mana ability survives "loses all
   abilities but mana abilities"), and it wasn't activated this turn; no {T} in its cost, so summoning sickness and
   being tapped don't matter (302.6) -- or with {T} (MFILT_TAP), it is untapped and not a summoning-sick creature */
void mfilt_note(const mtg_game *g, int o, mana_sources *s)
{
  const obj *ob = &g->objs[o];
  int taps = g->pack->mana_filter[ob->card] & MFILT_TAP;
  if ((ob->lost != LOST_NONE && ob->lost != LOST_BUT_MANA) || s->nfilt >= MANA_MAX_FILTERS)
    return;
  if (taps ? (ob->flags & OBJ_TAPPED) || obj_tap_sick(g, o)
           : (ob->act_done & ACT_ONCE))
    return;
  s->filt_obj[s->nfilt] = (uint16_t)o;
  s->filt_colors[s->nfilt++] = g->pack->mana_filter[ob->card];
}

/* s with the filters of bit set `subset` as mana entries (MANA_FILTER_ENTRY), before the permanents tapped to pay and
   the sacrificed sources, and no filters left to add; how many there are */
int mfilt_with(const mana_sources *s, int subset, mana_sources *out)
{
  *out = *s;
  out->nfilt = 0;
  for (int f = 0; f < s->nfilt; f++)
    if (((subset >> f) & 1) && (s->filt_colors[f] & MFILT_TAP))
      mana_exclude(out, s->filt_obj[f]); /* tapped for the filter's mana, it makes no other (lead: Rumble Arena) */
  const mana_sources *rest = out;
  int base = rest->n - rest->nsac - rest->ntap, k = 0;
  uint16_t obj[MANA_MAX_FILTERS];
  uint8_t col[MANA_MAX_FILTERS];
  for (int f = 0; f < s->nfilt; f++)
    if (((subset >> f) & 1) && rest->n + k < MANA_MAX_SOURCES)
      obj[k] = s->filt_obj[f], col[k++] = (uint8_t)((s->filt_colors[f] & MFILT_KINDS) | MANA_FILTER_ENTRY);
  memmove(out->obj + base + k, out->obj + base, (size_t)(rest->n - base) * sizeof out->obj[0]);
  memmove(out->colors + base + k, out->colors + base, (size_t)(rest->n - base));
  memcpy(out->obj + base, obj, (size_t)k * sizeof obj[0]);
  memcpy(out->colors + base, col, (size_t)k);
  out->n += k;
  return k;
}

/* the sets of filters by size, the fewest first: a payment that needs one filter never activates two */
static int next_subset(const mana_sources *s, int size, int from)
{
  for (int b = from + 1; b < (1 << s->nfilt); b++)
    if (__builtin_popcount((unsigned)b) == size)
      return b;
  return -1;
}

/* can the cost be paid with some filters, each adding one generic mana to it (its {1}) and one mana of its kinds? With
   the fewest filters that do, each one's mana pays a colored symbol (else fewer would do): its {1} is paid by a source
   that isn't a filter, so the payment exists */
int mfilt_can_pay(const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  mana_sources with;
  for (int size = 1; size <= s->nfilt; size++)
    for (int b = next_subset(s, size, 0); b > 0; b = next_subset(s, size, b))
      if (mana_can_pay_plain(&with, generic + mfilt_with(s, b, &with), sym, hyb))
        return 1;
  return 0;
}

/* the payment with the fewest filters that makes it (mana_pay_from), or MTG_ESTATE */
int mfilt_pay(mtg_game *g, int p, const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb)
{
  mana_sources with;
  for (int size = 1; size <= s->nfilt; size++)
    for (int b = next_subset(s, size, 0); b > 0; b = next_subset(s, size, b)) {
      int k = mfilt_with(s, b, &with), spent = mana_pay_from(g, p, &with, generic + k, sym, hyb, k);
      if (spent != MTG_ESTATE)
        return spent;
    }
  return MTG_ESTATE;
}

/* 602.5b: "Activate only once each turn." -- until the next turn begins (turn.c); or its {T} paid */
void mfilt_used(mtg_game *g, int o)
{
  if (g->pack->mana_filter[g->objs[o].card] & MFILT_TAP)
    trig_tap(g, o); /* lead: "{1}, {T}: Add one mana of any color." */
  else
    g->objs[o].act_done |= ACT_ONCE;
  ev_push(g, EV_FILTER_MANA, g->objs[o].controller, o, NONE, 0);
}
