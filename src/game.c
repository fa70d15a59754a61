/* game.c: creating, copying and freeing games; mtg_apply and the engine's run-until-decision loop. */
#include "game.h"
#include "deck.h"
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

MTG_API void mtg_config_init(mtg_config *config)
{
  if (!config)
    return;
  memset(config, 0, sizeof *config);
  config->version = MTG_CONFIG_VERSION;
  config->max_turns = 200;
  config->first_player = -1;
}

MTG_API size_t mtg_game_state_size(void) { return sizeof(mtg_game); }

static int load_deck(mtg_game *g, int p, const mtg_deck *d)
{
  if (!d || d->h.magic != HANDLE_DECK)
    return handle_fail(&g->h, MTG_EINVAL, "deck %d is NULL or not a deck handle", p);
  if (d->h.code)
    return handle_fail(&g->h, MTG_EINVAL, "deck %d did not load: %s", p, d->h.msg);
  if (d->pack != g->pack)
    return handle_fail(&g->h, MTG_EINVAL, "deck %d (%s) was read with another pack", p, d->name);
  if (d->n == 0 || d->n > MAX_DECK)
    return handle_fail(&g->h, MTG_EINVAL, "deck %d (%s) has %d cards; 1 to %d allowed", p, d->name,
                       d->n, MAX_DECK);
  for (int i = 0; i < d->n; i++) {
    int o = zone_new_object(g, d->cards[i], p);
    if (o < 0)
      return handle_fail(&g->h, MTG_ENOMEM, "too many objects");
    zone_put(g, o, ZONE_LIBRARY, p);
  }
  return 0;
}

/* rule 103: shuffle, choose the first player, draw opening hands, begin turn 1 */
static void start(mtg_game *g)
{
  for (int p = 0; p < 2; p++) {
    g->players[p].life = STARTING_LIFE;
    zone_shuffle(g, p);
  }
  int fp = g->cfg.first_player;
  g->first_player = (uint8_t)(fp == 0 || fp == 1 ? fp : (int)rng_below(g, 2));
  for (int p = 0; p < 2; p++) {
    for (int i = 0; i < HAND_SIZE; i++)
      zone_draw_logged(g, p, 0);
    ev_push(g, EV_OPENING_HAND, p, NONE, NONE, g->players[p].n[ZONE_HAND]);
  }
  mull_begin(g);
}

/* 103.8: the starting player's first turn begins */
void game_begin_first_turn(mtg_game *g)
{
  g->turn = 1;
  g->active = g->first_player;
  g->priority = g->active;
  g->step = STEP_UNTAP;
  ev_push(g, EV_TURN, g->active, NONE, NONE, g->turn);
  turn_begin_step(g);
}

/* an empty game of this pack: no objects, not started (mode OVER), the default config */
void game_blank(mtg_game *g, const mtg_pack *pack)
{
  memset(g, 0, sizeof *g);
  handle_init(&g->h, HANDLE_GAME);
  g->pack = pack;
  g->casting = NONE;
  g->enter_attached = NONE;
  g->dmg_attacker = NONE;
  g->mode = MODE_OVER;
  mtg_config_init(&g->cfg);
}

/* (re)initialises g in place: a game that failed to start keeps its error and mode OVER */
int game_init(mtg_game *g, const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1,
                     const mtg_config *config)
{
  game_blank(g, pack);
  if (config && config->version != MTG_CONFIG_VERSION)
    return handle_fail(&g->h, MTG_EINVAL, "config version %u, expected %d", config->version, MTG_CONFIG_VERSION);
  if (config)
    g->cfg = *config;
  if (!pack || pack->h.magic != HANDLE_PACK || pack->ncards == 0)
    return handle_fail(&g->h, MTG_EINVAL, "no usable pack: %s", pack ? mtg_errmsg(pack) : "NULL");
  rng_seed(g, g->cfg.seed);
  if (load_deck(g, 0, deck0) || load_deck(g, 1, deck1)) /* reads neither the config nor the generator: game_restart */
    return g->h.code;
  start(g);
  game_advance(g);
  return 0;
}

/* a blank game of the pack with both decks loaded and nothing else done: what every game of these decks begins as,
   whatever its config (game_restart copies it); an error stays on its handle */
int game_load_decks(mtg_game *g, const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1)
{
  game_blank(g, pack);
  if (load_deck(g, 0, deck0) || load_deck(g, 1, deck1))
    return g->h.code;
  return 0;
}

/* g begins a game exactly as mtg_game_reset with these decks would, from a copy of `loaded` (game_load_decks) instead
   of loading the decks again */
void game_restart(mtg_game *g, const mtg_game *loaded, const mtg_config *config)
{
  /* object slots past both games' high-water marks (nobjs) are blank in both -- zone_new_object never writes past
     nobjs -- so they are left as they are: most of the 20 KB object table of a 40-card game is never used */
  size_t used = (size_t)(g->nobjs > loaded->nobjs ? g->nobjs : loaded->nobjs);
  size_t head = offsetof(mtg_game, objs) + used * sizeof(obj), tail = offsetof(mtg_game, objs) + sizeof g->objs;
  memcpy(g, loaded, head);
  memcpy((uint8_t *)g + tail, (const uint8_t *)loaded + tail, sizeof *g - tail);
  g->cfg = *config;
  rng_seed(g, g->cfg.seed);
  start(g);
  game_advance(g);
}

MTG_API mtg_game *mtg_game_new(const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1,
                               const mtg_config *config)
{
  mtg_game *g = malloc(sizeof *g);
  if (g)
    game_init(g, pack, deck0, deck1, config);
  return g;
}

MTG_API int mtg_game_reset(mtg_game *g, const mtg_deck *deck0, const mtg_deck *deck1, const mtg_config *config)
{
  if (!g || g->h.magic != HANDLE_GAME)
    return MTG_EINVAL;
  return game_init(g, g->pack, deck0, deck1, config);
}

MTG_API void mtg_game_free(mtg_game *g)
{
  if (!g || g->h.magic != HANDLE_GAME)
    return;
  g->h.magic = 0;
  free(g);
}

MTG_API mtg_game *mtg_game_clone(const mtg_game *g)
{
  if (!g || g->h.magic != HANDLE_GAME)
    return NULL;
  mtg_game *c = malloc(sizeof *c);
  if (c)
    memcpy(c, g, sizeof *c);
  return c;
}

MTG_API int mtg_game_copy(mtg_game *dst, const mtg_game *src)
{
  if (!dst || !src || dst->h.magic != HANDLE_GAME || src->h.magic != HANDLE_GAME)
    return MTG_EINVAL;
  if (dst->pack != src->pack)
    return handle_fail(&dst->h, MTG_EINVAL, "mtg_game_copy: games use different packs");
  memcpy(dst, src, sizeof *dst);
  return 0;
}

MTG_API uint64_t mtg_game_hash(const mtg_game *g)
{
  if (!g || g->h.magic != HANDLE_GAME)
    return 0;
  const uint8_t *p = (const uint8_t *)&g->cfg, *end = (const uint8_t *)(g + 1);
  uint64_t h = 0xcbf29ce484222325ull;
  for (; p < end; p++)
    h = (h ^ *p) * 0x100000001b3ull;
  return h;
}

/* the cleanup step's hand-size discard (514.1) */
static void discard_options(mtg_game *g)
{
  const player *pl = &g->players[g->active];
  dec_reset(g, MTG_DEC_DISCARD, g->active);
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    dec_add(g, MTG_OPT_DISCARD, pl->hand[i], NONE, 0);
}

static void discard_apply(mtg_game *g, const mtg_option *op)
{
  ev_push(g, EV_DISCARD, g->active, op->source, NONE, 0);
  zone_move(g, op->source, ZONE_GRAVEYARD);
  turn_begin_step(g); /* continues the cleanup step: discard more, or finish it */
}

void game_build_options(mtg_game *g)
{
  switch (g->mode) {
  case MODE_PRIORITY: prio_options(g); break;
  case MODE_TARGET: cast_target_options(g); break;
  case MODE_MODE: cast_mode_options(g); break;
  case MODE_XVALUE: cast_x_options(g); break;
  case MODE_KICKER: cast_kicker_options(g); break;
  case MODE_ALT_COST: case MODE_ALT_EXILE: cast_alt_options(g); break;
  case MODE_ATTACK: cmb_attack_options(g); break;
  case MODE_BLOCK: cmb_block_options(g); break;
  case MODE_DISCARD: discard_options(g); break;
  case MODE_MULLIGAN: case MODE_BOTTOM: mull_options(g); break;
  case MODE_DAMAGE: cmb_damage_options(g); break;
  case MODE_LEGEND: sba_legend_options(g); break;
  case MODE_ORDER: trig_order_options(g); break;
  case MODE_LOOK: case MODE_TOP: kact_options(g); break;
  case MODE_WARD: kwt_ward_options(g); break;
  case MODE_MAY: case MODE_SUSPEND: srch_may_options(g); break;
  case MODE_SEARCH: srch_options(g); break;
  case MODE_PLACE: place_options(g); break;
  case MODE_SACRIFICE: edict_options(g); break;
  case MODE_BLIGHT: blight_options(g); break;
  case MODE_COST_BLIGHT: case MODE_COST_REMOVE: case MODE_COST_TAP: case MODE_COST_BEHOLD: eclcost_options(g); break;
  case MODE_HARMONIZE: harm_options(g); break;
  case MODE_EXILE_GY: gyx_options(g); break;
  case MODE_COPY: copy_options(g); break;
  case MODE_PAY_MANA: manapay_options(g); break;
  case MODE_DISCARD_EFFECT: disc_options(g); break;
  case MODE_TAP_MAY: tapmay_options(g); break;
  case MODE_REMOVE_MAY: removemay_options(g); break;
  case MODE_PROLIFERATE: prolif_options(g); break;
  case MODE_REMOVE_ANY: removeany_options(g); break;
  case MODE_PLAY_CHOOSE: xplay_choose_options(g); break;
  case MODE_CAST_FREE: xplay_cast_free_options(g); break;
  case MODE_ENDURE: endure_options(g); break;
  case MODE_ENTER_PAY: enterpay_options(g); break;
  case MODE_REPLACE: repl_options(g); break;
  case MODE_RETARGET: spell_retarget_options(g); break;
  case MODE_UNLESS_PAY: unless_options(g); break;
  case MODE_COST_DISCARD: case MODE_COST_SACRIFICE: cost_options(g); break;
  case MODE_CHOOSE: choose_options(g); break;
  case MODE_ATTACK_TARGET: dly_attack_options(g); break;
  default: dec_reset(g, MTG_DEC_NONE, 0); break;
  }
}

static void apply_option(mtg_game *g, const mtg_option *op)
{
  switch (g->mode) {
  case MODE_PRIORITY: prio_apply(g, op); break;
  case MODE_TARGET: cast_target_apply(g, op); break;
  case MODE_MODE: cast_mode_apply(g, op); break;
  case MODE_XVALUE: cast_x_apply(g, op); break;
  case MODE_KICKER: cast_kicker_apply(g, op); break;
  case MODE_ALT_COST: case MODE_ALT_EXILE: cast_alt_apply(g, op); break;
  case MODE_ATTACK: cmb_attack_apply(g, op); break;
  case MODE_BLOCK: cmb_block_apply(g, op); break;
  case MODE_DISCARD: discard_apply(g, op); break;
  case MODE_MULLIGAN: case MODE_BOTTOM: mull_apply(g, op); break;
  case MODE_DAMAGE: cmb_damage_apply(g, op); break;
  case MODE_LEGEND: sba_legend_apply(g, op); break;
  case MODE_ORDER: trig_order_apply(g, op); break;
  case MODE_LOOK: case MODE_TOP: kact_apply(g, op); break;
  case MODE_WARD: kwt_ward_apply(g, op); break;
  case MODE_MAY: srch_may_apply(g, op); break;
  case MODE_SEARCH: srch_apply(g, op); break;
  case MODE_PLACE: place_apply(g, op); break;
  case MODE_SACRIFICE: edict_apply(g, op); break;
  case MODE_BLIGHT: blight_apply(g, op); break;
  case MODE_COST_BLIGHT: case MODE_COST_REMOVE: case MODE_COST_TAP: case MODE_COST_BEHOLD: eclcost_apply(g, op); break;
  case MODE_HARMONIZE: harm_apply(g, op); break;
  case MODE_EXILE_GY: gyx_apply(g, op); break;
  case MODE_COPY: copy_apply(g, op); break;
  case MODE_PAY_MANA: manapay_apply(g, op); break;
  case MODE_DISCARD_EFFECT: disc_apply(g, op); break;
  case MODE_TAP_MAY: tapmay_apply(g, op); break;
  case MODE_REMOVE_MAY: removemay_apply(g, op); break;
  case MODE_PROLIFERATE: prolif_apply(g, op); break;
  case MODE_REMOVE_ANY: removeany_apply(g, op); break;
  case MODE_PLAY_CHOOSE: xplay_choose_apply(g, op); break;
  case MODE_CAST_FREE: xplay_cast_free_apply(g, op); break;
  case MODE_ENDURE: endure_apply(g, op); break;
  case MODE_ENTER_PAY: enterpay_apply(g, op); break;
  case MODE_REPLACE: repl_apply(g, op); break;
  case MODE_RETARGET: spell_retarget_apply(g, op); break;
  case MODE_UNLESS_PAY: unless_apply(g, op); break;
  case MODE_COST_DISCARD: case MODE_COST_SACRIFICE: cost_apply(g, op); break;
  case MODE_CHOOSE: choose_apply(g, op); break;
  case MODE_ATTACK_TARGET: dly_attack_apply(g, op); break;
  case MODE_SUSPEND: susp_apply(g, op); break;
  default: break;
  }
}

int game_advance(mtg_game *g)
{
  for (;;) {
    if (g->result != MTG_RESULT_ONGOING)
      g->mode = MODE_OVER;
    if (g->dirty)
      lay_apply(g);
    enterpay_pending(g); /* 614.12: a choice made as a permanent entered comes before anything else */
    if (g->mode == MODE_PRIORITY && g->sba_dirty && sba_check(g))
      continue; /* 704.3: state-based actions before a player would receive priority, repeatedly */
    if (g->mode == MODE_PRIORITY)
      trig_state(g); /* 603.8 */
    if (g->mode == MODE_PRIORITY && g->ntrig && trig_put(g))
      continue; /* 603.3: then triggered abilities go on the stack */
    if (g->mode == MODE_PRIORITY && !(g->cfg.flags & MTG_FLAG_STOP_FORCED) && prio_only_pass(g)) {
      prio_pass(g); /* a forced pass, taken without building its one-option list */
      continue;
    }
    game_build_options(g);
    if (g->mode == MODE_OVER || g->dec.count != 1 || (g->cfg.flags & MTG_FLAG_STOP_FORCED))
      return 0;
    mtg_option op = g->dec.options[0]; /* a forced choice: take it */
    apply_option(g, &op);
  }
}

MTG_API int mtg_apply(mtg_game *g, int option)
{
  if (!g || g->h.magic != HANDLE_GAME)
    return MTG_EINVAL;
  if (g->mode == MODE_OVER)
    return handle_fail(&g->h, MTG_ESTATE, "the game is over%s%s", g->h.code ? ": " : "",
                       g->h.code ? "it failed to start" : "");
  if (option < 0 || option >= g->dec.count)
    return handle_fail(&g->h, MTG_EINVAL, "option %d out of range: the decision has %d options", option,
                       g->dec.count);
  handle_clear(&g->h);
  mtg_option op = g->dec.options[option];
  apply_option(g, &op);
  return game_advance(g);
}
