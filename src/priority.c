/* priority.c: priority and passing (117), the special actions (116.2: playing lands, turning face up), resolving the top of the stack (405, 608). */
#include "game.h"

void prio_give(mtg_game *g, int p)
{
  g->mode = MODE_PRIORITY;
  g->priority = (uint8_t)p;
}

/* 720, 712: the other face of a card in hand -- an Omen or a modal back face -- cast (value 1), or played if
   it is a land: the card is checked as it would be on the stack, with that face's characteristics alone */
static void other_face_options(mtg_game *g, int p, int o, int sorcery, int land, mana_sources *s)
{
  const pack_card *f = game_card(g, o);
  if (f->face == PACK_NONE || f->layout == PACK_LAYOUT_TRANSFORM)
    return; /* 712: a transforming card is cast front face up */
  const pack_card *b = &g->pack->cards[f->face];
  if (b->types & TYPEBIT(LAND)) {
    if (land) /* 305.1-2, 712 */
      dec_add(g, MTG_OPT_PLAY_LAND, o, NONE, 1);
    return;
  }
  if (!sorcery && !cast_instant_speed(g, p, b))
    return;
  obj saved = g->objs[o];
  g->objs[o].card = f->face;
  obj_reset_characteristics(g, o);
  int ok = cast_can_cast_with(g, p, o, s);
  g->objs[o] = saved;
  if (ok)
    dec_add(g, MTG_OPT_CAST, o, NONE, 1);
}

/* nothing can be played or activated now: no sorcery timing, no card castable at instant speed in hand, no activated
   ability (a fast path: the counts are kept as cards move, 117.1) */
int prio_only_pass(const mtg_game *g)
{
  int p = g->priority;
  const player *pl = &g->players[p];
  return !cast_sorcery_timing(g, p) && pl->instants == 0 && pl->activated == 0 && !pl->flash && !pl->flash_sub &&
         !(pl->n[ZONE_EXILE] && air_any(g, p)) && /* 701.65a: an airbent card may be an instant */
         !((g->players[0].n[ZONE_EXILE] || g->players[1].n[ZONE_EXILE]) && xplay_any(g, p)); /* exileplay.c: so may a
                                                                                              card p may play */
}

/* card o, which p may play from where it is (a hand; exile, exileplay.c): a land with a land drop (305.1-2), a spell with
   its timing (601.3) and its costs, either face of a modal card or an Omen (712, 720) */
static void play_options(mtg_game *g, int p, int o, int sorcery, int land, mana_sources *s)
{
  const pack_card *c = game_card(g, o);
  if (c->types & TYPEBIT(LAND)) {
    if (land)
      dec_add(g, MTG_OPT_PLAY_LAND, o, NONE, 0);
  } else if ((sorcery || cast_instant_speed(g, p, c)) && cast_can_cast_with(g, p, o, s)) {
    dec_add(g, MTG_OPT_CAST, o, NONE, 0);
  }
  if (c->face != PACK_NONE)
    other_face_options(g, p, o, sorcery, land, s);
}

/* exileplay.c: the exiled cards p may play -- in either player's exile ("you may play that card" goes with the card, not
   its owner); a "cast" permission plays no land */
static void exile_play_options(mtg_game *g, int p, int sorcery, int land, mana_sources *s)
{
  for (int q = 0; q < 2; q++)
    for (int i = 0; i < g->players[q].n[ZONE_EXILE]; i++) {
      int o = g->players[q].exile[i];
      if (xplay_free(g, p, o)) { /* eclcards 11: without paying its mana cost, with its timing (601.3) */
        if ((sorcery || cast_instant_speed(g, p, game_card(g, o))) && !cast_forbidden(g, p) && cast_free_castable(g, p, o))
          dec_add(g, MTG_OPT_CAST, o, NONE, 0);
      } else if (xplay_may(g, p, o))
        play_options(g, p, o, sorcery, land && !(g->objs[o].play_perm & XPERM_CAST), s);
    }
}

void prio_options(mtg_game *g)
{
  int p = g->priority;
  const player *pl = &g->players[p];
  int sorcery = cast_sorcery_timing(g, p), land = sorcery && pl->lands_played < 1 + pl->extra_lands;
  dec_reset(g, MTG_DEC_PRIORITY, p);
  dec_add(g, MTG_OPT_PASS, NONE, NONE, 0);
  if (prio_only_pass(g))
    return; /* only passing */
  mana_sources s;
  s.n = -1; /* found once, when the first card needs it */
  for (int i = 0; i < pl->n[ZONE_HAND]; i++) {
    int o = pl->hand[i];
    const pack_card *c = game_card(g, o);
    play_options(g, p, o, sorcery, land, &s);
    for (int k = 0; (g->pack->card_cycles[g->objs[o].card] & 1) && k < c->abil_count; k++) /* 702.29a: cycling,
                                                                                 activated from the hand */
      if ((g->pack->abils[c->abil_first + k].wording & PACK_WORD_CYCLING) && cast_can_activate(g, p, o, c->abil_first + k, &s))
        dec_add(g, MTG_OPT_ACTIVATE, o, NONE, c->abil_first + k);
  }
  for (int i = 0; pl->gy_usable && i < pl->n[ZONE_GRAVEYARD]; i++) { /* 113.6: abilities that work in a graveyard (renew) */
    int o = pl->graveyard[i];
    const pack_card *c = game_card(g, o);
    if ((g->pack->card_cycles[g->objs[o].card] & PACK_ZONE_CAST_GY) && harm_castable(g, p, o, &s))
      dec_add(g, MTG_OPT_CAST, o, NONE, 0); /* 702.180a: harmonize */
    for (int k = 0; (g->pack->card_cycles[g->objs[o].card] & PACK_ZONE_ACT_GY) && k < c->abil_count; k++)
      if (pack_gy_ability(&g->pack->abils[c->abil_first + k]) && cast_can_activate(g, p, o, c->abil_first + k, &s))
        dec_add(g, MTG_OPT_ACTIVATE, o, NONE, c->abil_first + k);
  }
  for (int i = 0; i < pl->n[ZONE_EXILE]; i++) /* 701.65a: airbent cards, cast for {2} */
    if (air_castable(g, p, pl->exile[i], &s))
      dec_add(g, MTG_OPT_CAST, pl->exile[i], NONE, 0);
  if (g->players[0].n[ZONE_EXILE] || g->players[1].n[ZONE_EXILE])
    exile_play_options(g, p, sorcery, land, &s);
  int listed = !g->dirty && g->nacts[p] != MSRC_MANY, n = listed ? g->nacts[p] : g->nbf; /* the layers' list, or all */
  for (int i = 0; pl->activated && i < n; i++) { /* 602: activated abilities of permanents */
    int o = listed ? g->acts[p][i] : g->bf[i];
    const obj *ob = &g->objs[o];
    if (ob->controller != p)
      continue; /* 602.2: only its controller activates its abilities or turns it face up (116.2b) */
    const pack_card *c = game_card(g, o);
    int mine = !ob->lost;
    for (int k = 0; mine && (g->pack->abil_kinds[ob->card] & BIT(ABIL_ACTIVATED)) && k < c->abil_count; k++)
      if (g->pack->abils[c->abil_first + k].kind == ABIL_ACTIVATED && cast_can_activate(g, p, o, c->abil_first + k, &s))
        dec_add(g, MTG_OPT_ACTIVATE, o, NONE, c->abil_first + k);
    if (obj_face_down(ob) && fd_payable(g, p, o, &s)) /* 701.40a: a face-down creature card turned face up, lost
                                                          abilities or not (116.2b) */
      dec_add(g, MTG_OPT_TURN_UP, o, NONE, 0);
    if (!mine)
      continue;
    int kept = ob->orig_card ? obj_kept_ability(g, o) : -1; /* a copy's "except it has this ability" (707.9b): part
                                                                of its rules text */
    if (kept >= 0 && cast_can_activate(g, p, o, kept, &s))
      dec_add(g, MTG_OPT_ACTIVATE, o, NONE, kept);
    uint16_t gy[MAX_GY_ABILITIES]; /* Necrotic Ooze: those of creature cards in graveyards (613.1f) */
    for (int k = 0, n = gy_abilities(g, o, gy, MAX_GY_ABILITIES); k < n; k++)
      if (cast_can_activate(g, p, o, gy[k], &s))
        dec_add(g, MTG_OPT_ACTIVATE, o, NONE, gy[k]);
  }
}

void prio_play_land(mtg_game *g, int p, int o, int face)
{
  g->enter_face = (uint8_t)face; /* 712: a modal card's back face played */
  g->objs[o].controller = (uint8_t)p; /* 305.1: under its player's control -- another player's exiled card too */
  zone_move(g, o, ZONE_BATTLEFIELD);
  g->players[p].lands_played++;
  ev_push(g, EV_PLAY_LAND, p, o, NONE, 0);
}

/* 117.4: if all players pass in succession, the top object resolves, or the step ends */
void prio_pass(mtg_game *g)
{
  if (++g->passes < 2) {
    g->priority ^= 1;
    return;
  }
  g->passes = 0;
  if (g->nstack) {
    if (cast_resolve_top(g))
      return; /* it asked a player mid-resolution: cast_resume gives priority when it is done */
    prio_give(g, g->active); /* 117.3b */
  } else {
    turn_end_step(g);
  }
}

int prio_apply(mtg_game *g, const mtg_option *op)
{
  int p = g->priority;
  switch (op->kind) {
  case MTG_OPT_PASS:
    prio_pass(g);
    return 0;
  case MTG_OPT_PLAY_LAND: /* 305.1: a special action; the player then receives priority again */
    g->passes = 0;
    prio_play_land(g, p, op->source, op->value); /* "you may pay 2 life" as it enters: asked right after (enterpay.c) */
    return 0;
  case MTG_OPT_CAST:
    g->passes = 0;
    cast_begin(g, p, op->source, op->value);
    return 0;
  case MTG_OPT_ACTIVATE:
    g->passes = 0;
    cast_activate(g, p, op->source, op->value);
    return 0;
  case MTG_OPT_TURN_UP: /* 116.2b: a special action; the player then receives priority again */
    if (fd_turn_up(g, p, op->source))
      return MTG_EINVAL;
    g->passes = 0;
    return 0;
  default:
    return MTG_EINVAL;
  }
}
