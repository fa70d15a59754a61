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

/* one scenario being run */
typedef struct scn {
  scn_run *run;
  const char *file;           /* its file */
  const char *name;           /* its "name" */
  int index;                  /* the script entry being run, -1 during setup */
  mtg_game *g;                /* its game */
  int nobj;                   /* named objects */
  uint16_t obj[SCN_NAMES];    /* their object ids, in setup order */
  int setup_slots;            /* object slots the setup used: later ones hold objects made in play (tokens) */
  char err[512];              /* the first failure */
} scn;

/* scn_setup.c */
int scn_setup(scn *s, const cJSON *root);
int scn_object(scn *s, const char *name, int *out);
int scn_name_matches(scn *s, int o, const char *name); /* its card name; a token also by its subtypes */    /* a name ("Bears", "Bears#2") to an object id */
int scn_target(scn *s, const cJSON *v, uint16_t *out); /* a name or a player to an option target */
int scn_fail(scn *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int scn_check_keys(scn *s, const cJSON *obj, const char *what, const char *const *keys);

/* scn_action.c */
int scn_do(scn *s, const cJSON *step);

/* scn_expect.c */
int scn_expect(scn *s, const cJSON *e);

/* scn_file.c */
void scn_run_file(scn_run *r, const char *path);

#endif
