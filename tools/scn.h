/* scn.h: the scenario runner's shared state -- one scenario's game, its names, and failure reporting. */
#ifndef MTG_SCN_H
#define MTG_SCN_H

#include "setup.h"
#include <cjson/cJSON.h>
#include <stdio.h>

#define SCN_NAMES 512

typedef struct scn_run {
  mtg_pack *pack;     /* the pack scenarios use */
  int verbose;        /* print each scenario's game log */
  int explain;        /* print the characteristics of objects with expectations */
  int passed, failed; /* counts */
} scn_run;

/* a named object: a card follows its slot across zones; a token that ceased to exist stays named, as gone */
typedef struct scn_ent {
  uint16_t obj;   /* its object slot */
  uint16_t card;  /* its card */
  uint16_t zcc;   /* a token's zone-change counter when made (a token has one zone: any change ends it) */
  uint8_t token;  /* it is a token */
  uint8_t gone;   /* a token that ceased to exist (its slot may hold another object now) */
} scn_ent;

/* one scenario being run */
typedef struct scn {
  scn_run *run;
  const char *file;           /* its file */
  const char *name;           /* its "name" */
  int index;                  /* the script entry being run, -1 during setup */
  mtg_game *g;                /* its game */
  int nent;                   /* named objects */
  scn_ent ent[SCN_NAMES];     /* in naming order: the setup's objects, then objects made in play */
  int16_t ent_of[MAX_OBJECTS]; /* the named object in each slot, -1 for none (unnamed library fillers) */
  int seen;                   /* object slots in use when objects were last looked for */
  int probe;                  /* trying an action for "legal"/"illegal": targets may be left unchosen */
  char err[512];              /* the first failure */
} scn;

/* scn_setup.c */
int scn_setup(scn *s, const cJSON *root);
int scn_entity(scn *s, const char *name, int *out);       /* a name ("Bears", "Bears#2") to a named object */
int scn_object(scn *s, const char *name, int *out);       /* the same, to the object id of one that exists */
void scn_track(scn *s);                                   /* names the objects made since the last call */
int scn_name_matches(scn *s, int o, const char *name);    /* its card name; a token also by its subtypes */
int scn_player(scn *s, const cJSON *v, const char *field, int *out); /* 0, 1, "player0" or "player1" */
int scn_target(scn *s, const cJSON *v, uint16_t *out);    /* a name or a player to an option target */
int scn_fail(scn *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int scn_prefix(scn *s, const char *fmt, ...) __attribute__((format(printf, 2, 3))); /* puts context before a failure */
int scn_check_keys(scn *s, const cJSON *obj, const char *what, const char *const *keys);

/* scn_action.c */
int scn_do(scn *s, const cJSON *step);
int scn_invariants(scn *s);               /* the state is consistent (game_check_invariants), or a failure */

/* scn_expect.c */
int scn_expect(scn *s, const cJSON *e);
void scn_explain(scn *s, const char *name, int o); /* --explain: o's printed and current characteristics */

/* scn_file.c */
void scn_run_file(scn_run *r, const char *path);

#endif
