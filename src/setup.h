/* setup.h: building a game state directly (for scenarios and tests) instead of from decks and a shuffle. */
#ifndef MTG_SETUP_H
#define MTG_SETUP_H

#include "game.h"

/* an empty game: no objects, 20 life each, config flags STOP_FORCED | NO_MULLIGAN plus `flags` */
mtg_game *setup_new(const mtg_pack *pack, uint64_t seed, uint32_t flags);
/* a new object of `card` owned by `owner`, put into `zone` (battlefield: under `controller`, untapped,
   not summoning sick); libraries grow on top. Returns the object id or a negative error. */
int setup_add(mtg_game *g, int card, int zone, int owner, int controller);
/* a permanent's status as the scenario gives it: tapped, summoning sick, a token (111), damage marked on it */
int setup_status(mtg_game *g, int o, int tapped, int sick, int token, int damage);
/* an Aura or Equipment a on the battlefield attached to permanent o, if it could legally be (301.5, 303.4) */
int setup_attach(mtg_game *g, int a, int o);
/* what permanent o's controller chose as it entered (614.12): `value` of the kind its card's enter-choice asks */
int setup_choice(mtg_game *g, int o, int value);
/* a player's life total and poison counters */
int setup_life(mtg_game *g, int p, int life, int poison);
/* starts play: turn, active player, step; the active player holds priority in that step */
int setup_start(mtg_game *g, int turn, int active, int step);

#endif
