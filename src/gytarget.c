/* gytarget.c: graveyard-card targets -- what each target kind of src/gytargets.def lets a spell or ability target
   (115.1), and what is done to the card (GY_MOVE): returned to a hand or the battlefield, exiled, put into a library. */
#include "game.h"

enum { GYW_ANY, GYW_YOURS, GYW_OPPONENT };
enum { GY_NO_MV = 255, GY_MV_SRC_POWER = 254 }; /* no bound; "less than or equal to this creature's power" */
#define GYS_NON 0x8000 /* gy_filter.sub: a subtype it doesn't have ("non-Bear") */
#define GYS_CHOSEN 0x4000 /* gy_filter.sub: the subtype chosen as the source entered ("of the chosen type") */
#define GYT_CREATURE TYPEBIT(CREATURE)
#define GYT_LAND TYPEBIT(LAND)
#define GYT_ARTIFACT TYPEBIT(ARTIFACT)
#define GYT_ENCHANTMENT TYPEBIT(ENCHANTMENT)
#define GYT_INSTANT TYPEBIT(INSTANT)
#define GYT_SORCERY TYPEBIT(SORCERY)
#define GYT_PERMANENT PERMANENT_TYPES /* 110.4b */

typedef struct gy_filter {
  uint8_t kind;      /* TGT_* */
  uint8_t whose;     /* GYW_* */
  uint16_t types;    /* TYPEBIT: one of them (0: any) */
  uint16_t nontypes; /* TYPEBIT: none of them */
  uint16_t sub;      /* 1 + SUB_*, 0 for none; | GYS_NON: it hasn't that subtype */
  uint8_t mv_max;    /* GY_NO_MV: no bound; GY_MV_SRC_POWER: the source's power */
  uint8_t another;   /* not the ability's source */
} gy_filter;

static const gy_filter filters[] = {
#define GYTARGET(id, phrase, whose, types, nontypes, sub, mv, another) \
  { TGT_##id, whose, types, nontypes, sub, mv, another },
#include "gytargets.def"
#undef GYTARGET
};

static const gy_filter *filter_of(int kind)
{
  for (size_t i = 0; i < sizeof filters / sizeof *filters; i++)
    if (filters[i].kind == kind)
      return &filters[i];
  return NULL;
}

/* does card o in a graveyard fit target kind `kind` of a spell or ability of `controller` whose source is `source`?
   Its characteristics there are its card's (a permanent's hexproof, protection don't function there) */
int gyt_fits(const mtg_game *g, int kind, int o, int controller, int source)
{
  const gy_filter *f = filter_of(kind);
  const obj *ob = &g->objs[o];
  if (!f || ob->zone != ZONE_GRAVEYARD || (f->another && o == source))
    return 0;
  if ((f->whose == GYW_YOURS && ob->owner != controller) || (f->whose == GYW_OPPONENT && ob->owner == controller))
    return 0;
  if ((f->types && !(ob->types & f->types)) || (ob->types & f->nontypes))
    return 0;
  if (f->sub == GYS_CHOSEN) { /* eclcards 16: the source's choice, there or as it last was there (608.2h) */
    int chosen = source >= 0 && source < MAX_OBJECTS ? lki_chosen_now(g, source) : 0;
    if (!chosen || !obj_has_subtype(g, o, chosen - 1))
      return 0;
  } else if (f->sub && obj_has_subtype(g, o, (f->sub & ~GYS_NON) - 1) == !!(f->sub & GYS_NON))
    return 0; /* "Elf card": not without it; "non-Bear creature card": not with it */
  if (kind == TGT_CREATURE_CARD_POWER2_YOUR_GY && ob->power > 2)
    return 0; /* eclcards 8: "with power 2 or less" (the table has no power column: the one such kind) */
  if (f->mv_max == GY_MV_SRC_POWER) /* the source's power there, or as it last existed there once it died (608.2h):
                                       "When this creature dies, return ... less than or equal to this creature's power" */
    return source >= 0 && source < MAX_OBJECTS && g->pack->mana_value[ob->card] <= lki_power_now(g, source);
  return f->mv_max == GY_NO_MV || g->pack->mana_value[ob->card] <= f->mv_max;
}

/* GY_MOVE: card ref, still in a graveyard (608.2b: else the run left the target out, or it is a new object, 400.7),
   goes to `dest` (GYTO_*); to the battlefield under the control of the spell's or ability's controller (110.2) */
void gyt_move(mtg_game *g, const stack_item *si, int32_t ref, int dest)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].zone != ZONE_GRAVEYARD)
    return;
  obj *ob = &g->objs[ref];
  int owner = ob->owner;
  switch (dest) {
  case GYTO_HAND:
    ev_push(g, EV_BOUNCED, owner, ref, NONE, 0);
    zone_move(g, ref, ZONE_HAND);
    break;
  case GYTO_BATTLEFIELD: case GYTO_BATTLEFIELD_TAPPED: case GYTO_BATTLEFIELD_OWNER:
    ob->controller = dest == GYTO_BATTLEFIELD_OWNER ? (uint8_t)owner : si->controller;
    ev_push(g, EV_GY_RETURN, ob->controller, ref, NONE, 0);
    zone_move(g, ref, ZONE_BATTLEFIELD);
    if (dest == GYTO_BATTLEFIELD_TAPPED && ob->zone == ZONE_BATTLEFIELD) {
      ob->flags |= OBJ_TAPPED;
      g->dirty = 1;
    }
    break;
  case GYTO_EXILE:
    ev_push(g, EV_EXILED, owner, ref, NONE, 0);
    zone_move(g, ref, ZONE_EXILE);
    break;
  default: /* a library: on top, on the bottom, or shuffled in */
    ev_push(g, EV_GY_TO_LIBRARY, owner, ref, NONE, 0);
    zone_move(g, ref, ZONE_LIBRARY);
    if (dest == GYTO_BOTTOM && ob->zone == ZONE_LIBRARY)
      zone_library_bottom(&g->players[owner], g->players[owner].n[ZONE_LIBRARY] - 1);
    if (dest == GYTO_SHUFFLE) {
      zone_shuffle(g, owner);
      ev_push(g, EV_SHUFFLE, owner, NONE, NONE, 0);
    }
    break;
  }
}

/* GY_ALL_BF (fdncards): "Return all creature cards with mana value 2 or less from your graveyard to the battlefield."
   (Raise the Past: arg 3), "Put all creature cards from all graveyards onto the battlefield under your control." (Rise of
   the Dark Realms: GY_RETURN_ALLGY) -- the cards that fit as it resolves, found first, then put onto the battlefield
   together under the control of the spell's controller (110.2), in graveyard order */
void gyt_return_all(mtg_game *g, const stack_item *si, int arg)
{
  uint16_t cards[2 * MAX_ZONE];
  int n = 0, mv = arg & GY_RETURN_MV;
  for (int p = 0; p < 2; p++) {
    const player *pl = &g->players[p];
    if (p != si->controller && !(arg & GY_RETURN_ALLGY))
      continue;
    for (int i = 0; i < pl->n[ZONE_GRAVEYARD]; i++) {
      int o = pl->graveyard[i];
      if (obj_is(g, o, TYPE_CREATURE) && (!mv || g->pack->mana_value[g->objs[o].card] < mv))
        cards[n++] = (uint16_t)o;
    }
  }
  for (int i = 0; i < n; i++)
    gyt_move(g, si, cards[i], GYTO_BATTLEFIELD);
}

/* EXILE_GRAVEYARD: "Exile each opponent's graveyard." -- every card in it, top first */
void gyt_exile_all(mtg_game *g, int32_t who)
{
  if (!IS_PLAYER_REF(who))
    return;
  player *pl = &g->players[REF_PLAYER(who)];
  while (pl->n[ZONE_GRAVEYARD] > 0) {
    int o = pl->graveyard[pl->n[ZONE_GRAVEYARD] - 1];
    ev_push(g, EV_EXILED, REF_PLAYER(who), o, NONE, 0);
    zone_move(g, o, ZONE_EXILE);
  }
}

/* CARD_IS_TYPE: "If it was a creature card," -- the card a target named, where it is now (a card's characteristics
   off the battlefield are its printed ones); PACK_CARD_EXILED: "If a creature card is exiled this way," */
int32_t gyt_card_is_type(const mtg_game *g, int32_t ref, int arg)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE)
    return 0;
  if ((arg & PACK_CARD_EXILED) && g->objs[ref].zone != ZONE_EXILE)
    return 0;
  return obj_is(g, ref, arg & (PACK_CARD_EXILED - 1));
}

/* CARD_IS_SUB: "If it's a Zombie card," (205.3m: a changeling card is one) */
int32_t gyt_card_is_sub(const mtg_game *g, int32_t ref, int sub)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE)
    return 0;
  return obj_has_subtype(g, ref, sub);
}

/* CARD_POWER: "that card's power" (Lie in Wait) -- the card a target named, wherever it went (a card's characteristics
   off the battlefield are its printed ones, 400.3; on the battlefield, after the layers) */
int32_t gyt_card_power(mtg_game *g, int32_t ref)
{
  if (ref < 0 || ref >= MAX_OBJECTS || g->objs[ref].card == NONE)
    return 0;
  if (g->objs[ref].zone == ZONE_BATTLEFIELD && g->dirty)
    lay_apply(g);
  return g->objs[ref].power;
}
