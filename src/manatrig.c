/* manatrig.c: triggered mana abilities (605.1b, 106.12a) -- "Whenever you tap a creature for mana, add an additional {G}."
   -- listed as extra mana of the source whose tapping triggers them: they resolve at once (605.4a), so tapping it gives
   both. */
#include "game.h"

#define MANA_KINDS ((1u << MANA__COUNT) - 1) /* bits MANA_*: the five colors and colorless */

/* the kinds (bit MANA_*) of the mana triggered mana ability a of permanent t adds as source o is tapped for mana of
   kinds m -- o's controller taps it -- or 0 if it doesn't trigger */
static uint8_t extra_kind(const mtg_game *g, const pack_ability *a, int t, int o, uint8_t m)
{
  const obj *tb = &g->objs[t], *ob = &g->objs[o];
  switch (a->trig_arg) {
  case MTRIG_YOU_CREATURE: /* "you tap a creature": its controller is the Cub's */
    return tb->controller == ob->controller && (ob->types & TYPEBIT(CREATURE)) ? a->mana : 0;
  case MTRIG_BASIC_LAND: /* "a player taps a basic land": one mana of a type it produced (106.12a) */
    return (ob->types & TYPEBIT(LAND)) && (ob->supertypes & BIT(SUPER_BASIC)) ? m : 0;
  case MTRIG_ENCHANTED_LAND: /* the land this Aura enchants: the color chosen as it entered (614.12) */
    return tb->attached == (uint16_t)o && tb->attached_zcc == ob->zcc && tb->chosen && tb->chosen <= COLOR__COUNT
               ? (uint8_t)BIT(tb->chosen - 1)
               : 0;
  }
  return 0;
}

/* source o was just listed in s, its entries last, making mana of kinds m when tapped: each triggered mana ability its
   tapping triggers adds one entry of o (one mana). Extra mana of a type "that land produced" goes with the land's own
   mana as one color (MANA_ONE_ENTRY) when the land can make more than one kind; past MANA_MAX_EXTRA sources, or
   MANA_MAX_ONE such lands, none is listed -- less mana than the player has, never more */
void mtrig_list(const mtg_game *g, int o, uint8_t m, mana_sources *s)
{
  if (!g->nmtrig && !g->dirty)
    return;
  int own = s->n, n = 0;
  while (own > 0 && s->obj[own - 1] == o)
    own--; /* o's own entries: own .. s->n - 1 */
  for (int i = 0; i < g->nbf && s->nx < MANA_MAX_EXTRA; i++) {
    int t = g->bf[i];
    if (!mtrig_functions(g, t))
      continue;
    const pack_card *c = game_card(g, t);
    for (int k = 0; k < c->abil_count && s->n < MANA_MAX_SOURCES; k++) {
      const pack_ability *a = &g->pack->abils[c->abil_first + k];
      uint8_t kind = a->kind == ABIL_MANA_TRIG ? extra_kind(g, a, t, o, m & MANA_KINDS) : 0;
      if (!kind)
        continue;
      if (kind & (kind - 1)) { /* one of the land's kinds: the one it made */
        if (s->n - own != 1 || (!(s->colors[own] & MANA_ONE_ENTRY) && s->none >= MANA_MAX_ONE))
          continue;
        if (!(s->colors[own] & MANA_ONE_ENTRY))
          s->none++, s->colors[own] |= MANA_ONE_ENTRY;
        kind |= MANA_ONE_ENTRY;
      }
      s->obj[s->n] = (uint16_t)o;
      s->colors[s->n++] = kind;
      n++;
    }
  }
  if (n)
    s->x_obj[s->nx] = (uint16_t)o, s->x_n[s->nx++] = (uint8_t)n;
}

int mtrig_extra_of(const mana_sources *s, int o)
{
  for (int k = 0; k < s->nx; k++)
    if (s->x_obj[k] == o)
      return s->x_n[k];
  return 0;
}

/* entry j is extra mana if it is among the last mtrig_extra_of entries of its source */
int mtrig_is_extra(const mana_sources *s, int j)
{
  int o = s->obj[j], after = 0;
  if (o == (int)NONE)
    return 0;
  for (int i = j + 1; i < s->n; i++)
    after += s->obj[i] == o;
  return after < mtrig_extra_of(s, o);
}

/* the kinds (MANA_*) of the extra mana source o of s makes when tapped for mana of kind m, into kinds: their number --
   extra mana "of a type that land produced" is of kind m */
int mtrig_kinds(const mana_sources *s, int o, int m, uint8_t *kinds)
{
  int n = 0;
  for (int j = 0; j < s->n; j++)
    if (s->obj[j] == o && mtrig_is_extra(s, j))
      kinds[n++] = (uint8_t)(s->colors[j] & MANA_ONE_ENTRY ? m : __builtin_ctz(s->colors[j] & MANA_KINDS));
  return n;
}

/* paid by hand: source o was tapped for mana of kind m; the extra mana its tapping triggered goes to its controller's
   pool (605.4a), where the payment can spend it next */
void mtrig_pool(mtg_game *g, const mana_sources *s, int o, int m)
{
  uint8_t kinds[MANA_MAX_SOURCES];
  for (int k = 0, n = mtrig_kinds(s, o, m, kinds); k < n; k++)
    mpool_add(g, (int32_t)PLAYER_REF(g->objs[o].controller), kinds[k], 1);
}
