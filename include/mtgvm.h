/* mtgvm.h: the public C API of mtgvm -- packs, decks, games as step functions, agents. */
#ifndef MTGVM_H
#define MTGVM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(MTG_BUILDING)
#define MTG_API __attribute__((visibility("default")))
#else
#define MTG_API
#endif

/*
 * Conventions
 * - Handles are opaque. Every _new/_load has a _free that accepts NULL.
 * - Fallible calls return int: 0 ok, a negative MTG_E* code on error. The message is kept on the
 *   handle: mtg_errcode(h) / mtg_errmsg(h) work on any handle (pack, deck, game, agent).
 * - On error, the handle's state is unchanged (a failed mtg_apply leaves the game byte-identical).
 * - One handle is used by one thread at a time; a pack is read-only and shared by any number of games.
 */

#define MTG_VERSION "0.1.0"

/* error codes */
#define MTG_OK 0
#define MTG_EINVAL (-1)   /* bad argument: NULL, out of range, stale handle */
#define MTG_ENOMEM (-2)   /* allocation failed */
#define MTG_EIO (-3)      /* file could not be read */
#define MTG_EFORMAT (-4)  /* malformed input: pack, deck, JSON */
#define MTG_ESTATE (-5)   /* not possible in the current state (e.g. the game is over) */
#define MTG_ENOTFOUND (-6) /* unknown name (card, ...) */

typedef struct mtg_pack mtg_pack;
typedef struct mtg_deck mtg_deck;
typedef struct mtg_game mtg_game;
typedef struct mtg_agent mtg_agent;
typedef struct mtg_vec mtg_vec;

/* ---- errors (any handle) ---------------------------------------------------------------- */
MTG_API int mtg_errcode(const void *handle);          /* last error code of this handle, 0 if none */
MTG_API const char *mtg_errmsg(const void *handle);   /* its message, "" if none; borrowed */

/* ---- packs ------------------------------------------------------------------------------ */
/* Loads and verifies a .mtgpack. Always returns a handle (NULL only when out of memory);
   check mtg_errcode(pack): a pack that failed to load has no cards and cannot start games. */
MTG_API mtg_pack *mtg_pack_load(const char *path);
MTG_API mtg_pack *mtg_pack_load_memory(const void *data, size_t size);
MTG_API void mtg_pack_free(mtg_pack *pack);
MTG_API int mtg_pack_card_count(const mtg_pack *pack);
MTG_API int mtg_pack_find_card(const mtg_pack *pack, const char *name); /* card id, or MTG_ENOTFOUND */
MTG_API const char *mtg_pack_card_name(const mtg_pack *pack, int card);   /* NULL if out of range */

/* ---- decks ------------------------------------------------------------------------------ */
/* Reads a deck file (JSON, see docs/architecture.md). Always returns a handle (NULL only when
   out of memory); an unknown card or malformed file sets the handle's error naming file and card. */
MTG_API mtg_deck *mtg_deck_load(const mtg_pack *pack, const char *path);
MTG_API mtg_deck *mtg_deck_parse(const mtg_pack *pack, const char *json, const char *name);
MTG_API void mtg_deck_free(mtg_deck *deck);
MTG_API int mtg_deck_size(const mtg_deck *deck);
MTG_API const char *mtg_deck_name(const mtg_deck *deck);

/* ---- games ------------------------------------------------------------------------------ */
#define MTG_CONFIG_VERSION 1
#define MTG_FLAG_STOP_FORCED 1u  /* also stop at decisions with a single option (default: auto-apply them) */
#define MTG_FLAG_NO_MULLIGAN 2u  /* keep every opening hand without asking (skips the 103.5 decisions) */
#define MTG_FLAG_MANUAL_MANA 4u  /* pay the mana of spells and activated abilities by choosing each source and color
                                    (decision pay_mana); default: paid automatically (601.2g-h) */

typedef struct mtg_config {
  uint32_t version;      /* MTG_CONFIG_VERSION */
  uint32_t flags;        /* MTG_FLAG_* */
  uint64_t seed;         /* the game's random seed: shuffles, first player */
  uint32_t max_turns;    /* the game ends as truncated after this many turns; 0 = no limit */
  int32_t first_player;  /* 0 or 1, or -1 to choose at random (rule 103.1) */
} mtg_config;

MTG_API void mtg_config_init(mtg_config *config); /* defaults: seed 0, max_turns 200, random first player */
MTG_API mtg_game *mtg_game_new(const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1,
                               const mtg_config *config);
MTG_API void mtg_game_free(mtg_game *game);
/* starts a new game in an existing handle (same pack), without allocating; 0 or an error */
MTG_API int mtg_game_reset(mtg_game *game, const mtg_deck *deck0, const mtg_deck *deck1, const mtg_config *config);
MTG_API mtg_game *mtg_game_clone(const mtg_game *game);           /* NULL when out of memory */
MTG_API int mtg_game_copy(mtg_game *dst, const mtg_game *src);     /* both from the same pack */
MTG_API size_t mtg_game_state_size(void);                         /* bytes of one game's state */
/* the last error message of mtg_game_new when it returned NULL is unavailable; a game that failed
   to start is returned with its error set instead: check mtg_errcode(game). */

/* results */
#define MTG_RESULT_ONGOING 0
#define MTG_RESULT_WIN0 1
#define MTG_RESULT_WIN1 2
#define MTG_RESULT_DRAW 3
#define MTG_RESULT_TRUNCATED 4
MTG_API int mtg_game_result(const mtg_game *game);
MTG_API int mtg_game_turn(const mtg_game *game);          /* turn number, 1-based */
MTG_API int mtg_game_active_player(const mtg_game *game);
MTG_API int mtg_game_step(const mtg_game *game);          /* step index, see steps.def order */
MTG_API const char *mtg_step_name(int step);              /* "untap" ... "cleanup", NULL if out of range */
MTG_API int mtg_player_life(const mtg_game *game, int player);
MTG_API int mtg_player_zone_size(const mtg_game *game, int player, int zone); /* zone: MTG_ZONE_* */
MTG_API uint64_t mtg_game_hash(const mtg_game *game);     /* 64-bit digest of the whole state */
/* 64-bit digest of what `player` can see (public zones, own hand, zone sizes, the pending decision when it
   is theirs): equal views give equal digests -- a transposition-table key for information-set search */
MTG_API uint64_t mtg_game_digest(const mtg_game *game, int player);
/* re-deals what `player` cannot see -- the opponent's hand and library together, and the order of the
   player's own library -- at random from `seed`, keeping zone sizes; reseeds the game's generator */
MTG_API int mtg_game_redeterminize(mtg_game *game, int player, uint64_t seed);

#define MTG_ZONE_LIBRARY 0
#define MTG_ZONE_HAND 1
#define MTG_ZONE_BATTLEFIELD 2
#define MTG_ZONE_GRAVEYARD 3
#define MTG_ZONE_STACK 4
#define MTG_ZONE_EXILE 5
#define MTG_ZONE_COMMAND 6 /* emblems (114) */

/* ---- decisions ----------------------------------------------------------------------------
 * The engine runs until a player must decide, then describes the decision. The caller answers
 * with one option index. Multi-part choices (attackers, blockers) are made one option at a time,
 * ending with a DONE option.
 */
#define MTG_MAX_OPTIONS 256
#define MTG_NONE 0xFFFF              /* "no object" in option fields */
#define MTG_PLAYER_REF(p) (0xFF00 | (p)) /* an option target that is a player */

typedef struct mtg_option {
  uint16_t kind;    /* MTG_OPT_* */
  uint16_t source;  /* object id, or MTG_NONE */
  uint16_t target;  /* object id, MTG_PLAYER_REF(p), or MTG_NONE */
  int16_t value;    /* kind-specific number */
} mtg_option;

typedef struct mtg_decision {
  uint16_t kind;    /* MTG_DEC_* */
  uint16_t player;  /* who decides */
  uint16_t count;   /* number of options */
  uint16_t reserved;
  mtg_option options[MTG_MAX_OPTIONS];
} mtg_decision;

enum {
#define DECISION(id, name, what) MTG_DEC_##id,
#include "mtgvm_decisions.def"
#undef DECISION
  MTG_DEC__COUNT
};
enum {
#define OPTION(id, name, what) MTG_OPT_##id,
#include "mtgvm_decisions.def"
#undef OPTION
  MTG_OPT__COUNT
};

/* the pending decision; borrowed, valid until the next call that changes the game */
MTG_API const mtg_decision *mtg_decision_get(const mtg_game *game);
/* answer it: MTG_EINVAL for an index out of range (state unchanged), MTG_ESTATE if the game is over */
MTG_API int mtg_apply(mtg_game *game, int option);
/* human-readable text of an option, e.g. "cast Shock"; written into buf (truncated), returns length */
MTG_API int mtg_option_text(const mtg_game *game, int option, char *buf, size_t buflen);
MTG_API const char *mtg_decision_kind_name(int kind);
MTG_API const char *mtg_option_kind_name(int kind);

/* ---- objects ------------------------------------------------------------------------------ */
MTG_API int mtg_object_card(const mtg_game *game, int object);       /* card id, or MTG_EINVAL */
MTG_API const char *mtg_object_name(const mtg_game *game, int object); /* card name, NULL if none */
MTG_API int mtg_object_zone(const mtg_game *game, int object);       /* MTG_ZONE_*, or MTG_EINVAL */
MTG_API int mtg_object_controller(const mtg_game *game, int object);
MTG_API int mtg_object_power(const mtg_game *game, int object);
MTG_API int mtg_object_toughness(const mtg_game *game, int object);

/* why an object has its characteristics: JSON with, per characteristic, the printed value, the current one and
   the effects that changed it in applied order (BRIEF §5). Returns the JSON's full length (call again with a
   bigger buffer if that is >= buflen), or MTG_EINVAL. */
MTG_API int mtg_explain(const mtg_game *game, int object, char *buf, size_t buflen);

/* ---- the event log (play-by-play) ---------------------------------------------------------
 * The game keeps its most recent events in a ring. mtg_game_event_count is the total number of
 * events so far; events older than count - MTG_EVENT_RING are gone. */
#define MTG_EVENT_RING 64
MTG_API uint32_t mtg_game_event_count(const mtg_game *game);
/* text of event number i (0-based, total order); returns its length, or MTG_EINVAL if gone */
MTG_API int mtg_game_event_text(const mtg_game *game, uint32_t i, char *buf, size_t buflen);

/* ---- observations (BRIEF §7) -------------------------------------------------------------
 * One player's view as a fixed-size int16 array, written into the caller's buffer: a global block,
 * an object table (one row per visible object: battlefield, stack, the viewer's hand, graveyards,
 * exile) and an option table (one row per legal option of the viewer, in option order). Columns are
 * the rows of mtgvm_obs.def. Hidden information (the opponent's hand, any library order) never
 * appears. mask[i] = 1 for each legal option index i < MTG_OBS_ACTIONS when the viewer decides. */
enum {
#define GLOBAL(name, what) MTG_OBS_G_##name,
#include "mtgvm_obs.def"
#undef GLOBAL
  MTG_OBS_GLOBALS
};
enum {
#define OBJECT(name, what) MTG_OBS_O_##name,
#include "mtgvm_obs.def"
#undef OBJECT
  MTG_OBS_OBJECT_FIELDS
};
enum {
#define OPTION(name, what) MTG_OBS_P_##name,
#include "mtgvm_obs.def"
#undef OPTION
  MTG_OBS_OPTION_FIELDS
};
#define MTG_OBS_OBJECTS 64   /* rows of the object table */
#define MTG_OBS_ACTIONS 128  /* rows of the option table: the RL action space */
#define MTG_OBS_SIZE (MTG_OBS_GLOBALS + MTG_OBS_OBJECTS * MTG_OBS_OBJECT_FIELDS + MTG_OBS_ACTIONS * MTG_OBS_OPTION_FIELDS)

MTG_API uint64_t mtg_obs_schema_hash(void);                  /* changes whenever the layout changes */
MTG_API int mtg_obs_size(void);                              /* MTG_OBS_SIZE */
/* the name of column i of section 0 (globals), 1 (objects) or 2 (options); NULL if out of range */
MTG_API const char *mtg_obs_field_name(int section, int i);
/* writes the view of `player` into out[MTG_OBS_SIZE] and, if mask is not NULL, mask[MTG_OBS_ACTIONS] */
MTG_API int mtg_observe(const mtg_game *game, int player, int16_t *out, size_t out_len, uint8_t *mask);

/* ---- agents ------------------------------------------------------------------------------- */
#define MTG_AGENT_RANDOM 0
#define MTG_AGENT_GREEDY 1
MTG_API mtg_agent *mtg_agent_new(int kind, uint64_t seed);
MTG_API void mtg_agent_free(mtg_agent *agent);
MTG_API int mtg_agent_kind_find(const char *name);        /* "random" / "greedy" -> kind, or MTG_ENOTFOUND */
/* the agent's choice for the game's pending decision: an option index, or a negative error */
MTG_API int mtg_agent_choose(mtg_agent *agent, const mtg_game *game);
/* lets the agent make every decision that is not `player`'s, until `player` decides or the game ends */
MTG_API int mtg_agent_play_until(mtg_agent *agent, mtg_game *game, int player);
/* plays the game to its end with agents[0] for player 0 and agents[1] for player 1; returns the result */
MTG_API int mtg_game_play(mtg_game *game, mtg_agent *agent0, mtg_agent *agent1);

/* ---- vectorised environments ------------------------------------------------------------
 * n games stepped together by a pool of `threads` threads. The learner is player 0 of every game
 * (deck0); player 1 (deck1) is a built-in agent of kind `opponent`. Game i's k-th episode has seed
 * seed + i + k * n. Buffers are the caller's: obs[n * MTG_OBS_SIZE], masks[n * MTG_OBS_ACTIONS],
 * rewards[n], dones[n] (1 ended, 2 truncated at max_turns). A game that ends is started again at
 * once (its reward and done describe the game that ended; its observation is the new game's). */
MTG_API mtg_vec *mtg_vec_new(const mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1, int n, int threads,
                             int opponent, uint64_t seed, uint32_t max_turns);
MTG_API void mtg_vec_free(mtg_vec *vec);
MTG_API int mtg_vec_size(const mtg_vec *vec);
MTG_API int mtg_vec_reset(mtg_vec *vec, int16_t *obs, uint8_t *masks);
/* applies actions[i] in game i; every action is checked first: on an error nothing moves (MTG_ESTATE before the
   first mtg_vec_reset) */
MTG_API int mtg_vec_step(mtg_vec *vec, const int32_t *actions, int16_t *obs, float *rewards, uint8_t *dones,
                         uint8_t *masks);
MTG_API const mtg_game *mtg_vec_game(const mtg_vec *vec, int i); /* borrowed, for inspection */

#ifdef __cplusplus
}
#endif
#endif
