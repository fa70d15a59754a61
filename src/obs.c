/* obs.c: one player's view of the game as a fixed-size int16 array (layout: include/mtgvm_obs.def). */
#include "game.h"
#include <string.h>

static const char global_names[][32] = { /* char arrays: .rodata, no relocations */
#define GLOBAL(name, what) #name,
#include "mtgvm_obs.def"
#undef GLOBAL
};
static const char object_names[][32] = {
#define OBJECT(name, what) #name,
#include "mtgvm_obs.def"
#undef OBJECT
};
static const char option_names[][32] = {
#define OPTION(name, what) #name,
#include "mtgvm_obs.def"
#undef OPTION
};

MTG_API int mtg_obs_size(void) { return MTG_OBS_SIZE; }

MTG_API const char *mtg_obs_field_name(int section, int i)
{
  if (section == 0 && i >= 0 && i < MTG_OBS_GLOBALS)
    return global_names[i];
  if (section == 1 && i >= 0 && i < MTG_OBS_OBJECT_FIELDS)
    return object_names[i];
  if (section == 2 && i >= 0 && i < MTG_OBS_OPTION_FIELDS)
    return option_names[i];
  return NULL;
}

/* FNV-1a over every column name and the table sizes: any change to the layout changes it */
MTG_API uint64_t mtg_obs_schema_hash(void)
{
  uint64_t h = 0xcbf29ce484222325ull;
  const char (*tables[])[32] = {global_names, object_names, option_names};
  const int counts[] = {MTG_OBS_GLOBALS, MTG_OBS_OBJECT_FIELDS, MTG_OBS_OPTION_FIELDS};
  for (int t = 0; t < 3; t++) {
    for (int i = 0; i < counts[t]; i++)
      for (const char *p = tables[t][i]; *p; p++)
        h = (h ^ (uint8_t)*p) * 0x100000001b3ull;
    h = (h ^ (uint64_t)(counts[t] * 131 + t)) * 0x100000001b3ull;
  }
  h = (h ^ MTG_OBS_OBJECTS) * 0x100000001b3ull;
  return (h ^ MTG_OBS_ACTIONS) * 0x100000001b3ull;
}

typedef struct view {
  const mtg_game *g;
  int me;                      /* the viewer */
  int16_t *out;                /* the observation */
  const uint8_t *mana_value;   /* the pack's, by card */
  int nrows;                   /* object rows used */
  int16_t perm[2], lands[2];   /* permanents and untapped lands of each player, counted as their rows are added */
  uint8_t row[MAX_OBJECTS];    /* object id -> row + 1 (0: not in the table) */
} view;

/* the counter columns of a row, from the object's counter slots in one pass (most objects have none) */
static void row_counters(const obj *ob, int16_t *r)
{
  r[MTG_OBS_O_plus_counters] = r[MTG_OBS_O_minus_counters] = r[MTG_OBS_O_loyalty] = r[MTG_OBS_O_defense] = 0;
  r[MTG_OBS_O_time_counters] = r[MTG_OBS_O_lore_counters] = 0;
  for (int i = 0; obj_has_counters(ob) && i < OBJ_COUNTER_KINDS; i++) {
    switch (ob->ctr_kind[i]) {
    case 1 + CTR_PLUS1: r[MTG_OBS_O_plus_counters] = ob->ctr_n[i]; break;
    case 1 + CTR_MINUS1: r[MTG_OBS_O_minus_counters] = ob->ctr_n[i]; break;
    case 1 + CTR_LOYALTY: r[MTG_OBS_O_loyalty] = ob->ctr_n[i]; break;
    case 1 + CTR_DEFENSE: r[MTG_OBS_O_defense] = ob->ctr_n[i]; break;
    case 1 + CTR_TIME: r[MTG_OBS_O_time_counters] = ob->ctr_n[i]; break;
    case 1 + CTR_LORE: r[MTG_OBS_O_lore_counters] = ob->ctr_n[i]; break;
    default: break;
    }
  }
}

static void add_row(view *v, int o)
{
  if (v->nrows >= MTG_OBS_OBJECTS || v->row[o])
    return;
  _Static_assert(offsetof(obj, kicked) < offsetof(obj, subtypes) && offsetof(obj, ctr_n) < offsetof(obj, subtypes) &&
                 offsetof(obj, colors) < offsetof(obj, subtypes), "a row's fields come before the subtypes");
  obj copy; /* the fields a row shows (the object's first bytes), copied: the row's stores can't change them */
  memcpy(&copy, &v->g->objs[o], offsetof(obj, subtypes));
  const obj *ob = &copy;
  int16_t *r = v->out + MTG_OBS_GLOBALS + v->nrows * MTG_OBS_OBJECT_FIELDS;
  v->row[o] = (uint8_t)(++v->nrows);
  unsigned fl = ob->flags;
  int face_down = obj_face_down(ob);
  r[MTG_OBS_O_present] = 1;
  r[MTG_OBS_O_card] = (int16_t)((face_down ? fd_card(v->g, o, v->me) : ob->card) + 1); /* 708.5-6: a face-down card to
                                                                                           its controller only */
  r[MTG_OBS_O_face_down] = face_down && ob->zone == ZONE_BATTLEFIELD;
  r[MTG_OBS_O_zone] = ob->zone;
  r[MTG_OBS_O_mine] = ob->controller == v->me;
  r[MTG_OBS_O_tapped] = (int16_t)(fl / OBJ_TAPPED & 1);
  r[MTG_OBS_O_sick] = (int16_t)(fl / OBJ_SICK & 1);
  r[MTG_OBS_O_attacking] = (int16_t)(fl / OBJ_ATTACKING & 1);
  r[MTG_OBS_O_blocking] = 0; /* set once every row exists, like attached */
  r[MTG_OBS_O_attached] = 0;
  r[MTG_OBS_O_blocked] = (int16_t)(fl / OBJ_BLOCKED & 1);
  r[MTG_OBS_O_power] = ob->power;
  r[MTG_OBS_O_toughness] = ob->toughness;
  r[MTG_OBS_O_damage] = ob->damage;
  uint64_t kw = obj_keywords(&v->g->objs[o]); /* keywords_hi lies past the copy */
  r[MTG_OBS_O_keywords] = (int16_t)(kw & 0x7FFF);
  r[MTG_OBS_O_keywords_hi] = (int16_t)((kw >> 15) & 0x7FFF);
  r[MTG_OBS_O_keywords_top] = (int16_t)((kw >> 30) & 0x7FFF);
  r[MTG_OBS_O_suspended] = (int16_t)(ob->zone == ZONE_EXILE && susp_suspended(v->g, o)); /* exile is public (406.3) */
  r[MTG_OBS_O_types] = (int16_t)ob->types;
  r[MTG_OBS_O_colors] = ob->colors;
  r[MTG_OBS_O_mana_value] = v->mana_value[ob->card];
  row_counters(ob, r);
}

/* the visible objects, most relevant first: battlefield, stack, the viewer's hand, the library cards the viewer
   looks at (scry, surveil) or may find (a search: one of each name that fits) -- theirs alone --, graveyards (newest
   first), exile */
static void objects(view *v)
{
  const mtg_game *g = v->g;
  int links = 0; /* a blocker or an attachment: its column is filled in once every row exists */
  v->perm[0] = v->perm[1] = v->lands[0] = v->lands[1] = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    v->perm[ob->controller]++;
    v->lands[ob->controller] += (ob->types & TYPEBIT(LAND)) && !(ob->flags & OBJ_TAPPED);
    links |= (ob->flags & OBJ_BLOCKING) || ob->attached != NONE;
    add_row(v, g->bf[i]);
  }
  for (int i = g->nstack - 1; i >= 0; i--)
    add_row(v, g->stack[i].obj);
  const player *me = &g->players[v->me];
  for (int i = 0; i < me->n[ZONE_HAND]; i++)
    add_row(v, me->hand[i]);
  if (g->look.kind && g->look.player == v->me)
    for (int k = 0; k < g->look.n; k++)
      add_row(v, me->library[me->n[ZONE_LIBRARY] - 1 - k]);
  if (g->mode == MODE_SEARCH && g->search.player == v->me) /* 701.19a: the searcher sees the cards that fit */
    for (int i = 0; i < g->dec.count; i++)
      if (g->dec.options[i].source != NONE)
        add_row(v, g->dec.options[i].source);
  for (int k = 0; k < 2; k++) {
    const player *pl = &g->players[v->me ^ k];
    for (int i = pl->n[ZONE_GRAVEYARD] - 1; i >= 0; i--)
      add_row(v, pl->graveyard[i]);
    for (int i = pl->n[ZONE_EXILE] - 1; i >= 0; i--)
      add_row(v, pl->exile[i]);
  }
  for (int i = 0; i < g->nemblems; i++) /* emblems in the command zone (114): public */
    add_row(v, g->emblems[i]);
  for (int i = 0; links && i < g->nbf; i++) { /* blockers point at their attacker's row, attachments at their permanent's */
    const obj *ob = &g->objs[g->bf[i]];
    if (!v->row[g->bf[i]])
      continue;
    int16_t *r = v->out + MTG_OBS_GLOBALS + (v->row[g->bf[i]] - 1) * MTG_OBS_OBJECT_FIELDS;
    if (obj_blocks(g, ob, ob->blocking))
      r[MTG_OBS_O_blocking] = v->row[ob->blocking];
    if (ob->attached != NONE && g->objs[ob->attached].zcc == ob->attached_zcc)
      r[MTG_OBS_O_attached] = v->row[ob->attached];
  }
}

static int16_t ref(const view *v, uint16_t t)
{
  if (t == NONE)
    return 0;
  if (IS_PLAYER_REF(t))
    return REF_PLAYER(t) == v->me ? -1 : -2;
  return t < MAX_OBJECTS ? v->row[t] : 0;
}

static int options(view *v, uint8_t *mask)
{
  const mtg_decision *d = &v->g->dec;
  int n = d->count < MTG_OBS_ACTIONS ? d->count : MTG_OBS_ACTIONS;
  for (int i = 0; i < n; i++) {
    int16_t *r = v->out + MTG_OBS_GLOBALS + MTG_OBS_OBJECTS * MTG_OBS_OBJECT_FIELDS + i * MTG_OBS_OPTION_FIELDS;
    r[MTG_OBS_P_kind] = (int16_t)(d->options[i].kind + 1);
    r[MTG_OBS_P_source] = ref(v, d->options[i].source);
    r[MTG_OBS_P_target] = ref(v, d->options[i].target);
    r[MTG_OBS_P_value] = d->options[i].value;
    if (mask)
      mask[i] = 1;
  }
  return n;
}

static void globals(view *v)
{
  const mtg_game *g = v->g;
  int me = v->me, op = me ^ 1;
  const player *a = &g->players[me], *b = &g->players[op];
  int16_t *o = v->out;
  static const int16_t result[] = {0, 1, -1, 2, 3}; /* from player 0's side; flipped for player 1 below */
  o[MTG_OBS_G_turn] = (int16_t)g->turn;
  o[MTG_OBS_G_step] = g->step;
  o[MTG_OBS_G_decision] = (int16_t)g->dec.kind;
  o[MTG_OBS_G_my_turn] = g->active == me;
  o[MTG_OBS_G_my_decision] = g->mode != MODE_OVER && g->dec.player == me;
  o[MTG_OBS_G_options] = o[MTG_OBS_G_my_decision] ? (int16_t)g->dec.count : 0;
  o[MTG_OBS_G_my_life] = (int16_t)a->life;
  o[MTG_OBS_G_opp_life] = (int16_t)b->life;
  o[MTG_OBS_G_my_poison] = a->poison;
  o[MTG_OBS_G_opp_poison] = b->poison;
  o[MTG_OBS_G_my_library] = (int16_t)a->n[ZONE_LIBRARY];
  o[MTG_OBS_G_opp_library] = (int16_t)b->n[ZONE_LIBRARY];
  o[MTG_OBS_G_my_hand] = (int16_t)a->n[ZONE_HAND];
  o[MTG_OBS_G_opp_hand] = (int16_t)b->n[ZONE_HAND];
  o[MTG_OBS_G_my_graveyard] = (int16_t)a->n[ZONE_GRAVEYARD];
  o[MTG_OBS_G_opp_graveyard] = (int16_t)b->n[ZONE_GRAVEYARD];
  o[MTG_OBS_G_my_exile] = (int16_t)a->n[ZONE_EXILE];
  o[MTG_OBS_G_opp_exile] = (int16_t)b->n[ZONE_EXILE];
  o[MTG_OBS_G_my_permanents] = v->perm[me];
  o[MTG_OBS_G_opp_permanents] = v->perm[op];
  o[MTG_OBS_G_stack] = g->nstack;
  o[MTG_OBS_G_lands_played] = a->lands_played;
  o[MTG_OBS_G_my_untapped_lands] = v->lands[me];
  o[MTG_OBS_G_opp_untapped_lands] = v->lands[op];
  int16_t r = result[g->result];
  o[MTG_OBS_G_result] = me == 1 && (r == 1 || r == -1) ? (int16_t)-r : r;
  o[MTG_OBS_G_went_first] = g->first_player == me;
  o[MTG_OBS_G_my_mulligans] = g->mulligans[me];
  o[MTG_OBS_G_opp_mulligans] = g->mulligans[op];
  o[MTG_OBS_G_objects] = (int16_t)v->nrows;
  o[MTG_OBS_G_my_mana_pool] = (int16_t)mpool_total(g, me);
  o[MTG_OBS_G_opp_mana_pool] = (int16_t)mpool_total(g, op);
}

/* Writes the view. prev[0] / prev[1] are the object rows and option rows the same buffers held from the
   last write (everything beyond them is already zero); they are updated. With prev NULL all is cleared. */
int obs_write(const mtg_game *g, int player, int16_t *out, uint8_t *mask, uint8_t *prev)
{
  view v;
  v.g = g;
  v.me = player;
  v.out = out;
  v.nrows = 0;
  v.mana_value = g->pack->mana_value;
  memset(v.row, 0, sizeof v.row);
  int old_rows = prev ? prev[0] : MTG_OBS_OBJECTS, old_opts = prev ? prev[1] : MTG_OBS_ACTIONS;
  objects(&v);
  int nopt = g->mode != MODE_OVER && g->dec.player == player ? options(&v, mask) : 0;
  memset(out, 0, MTG_OBS_GLOBALS * sizeof *out);
  globals(&v);
  if (old_rows > v.nrows) /* rows the last view used and this one does not */
    memset(out + MTG_OBS_GLOBALS + v.nrows * MTG_OBS_OBJECT_FIELDS, 0,
           (size_t)(old_rows - v.nrows) * MTG_OBS_OBJECT_FIELDS * sizeof *out);
  if (old_opts > nopt) {
    memset(out + MTG_OBS_GLOBALS + MTG_OBS_OBJECTS * MTG_OBS_OBJECT_FIELDS + nopt * MTG_OBS_OPTION_FIELDS, 0,
           (size_t)(old_opts - nopt) * MTG_OBS_OPTION_FIELDS * sizeof *out);
    if (mask)
      memset(mask + nopt, 0, (size_t)(old_opts - nopt));
  }
  if (prev) {
    prev[0] = (uint8_t)v.nrows;
    prev[1] = (uint8_t)nopt;
  }
  return 0;
}

MTG_API int mtg_observe(const mtg_game *g, int player, int16_t *out, size_t out_len, uint8_t *mask)
{
  if (!g || g->h.magic != HANDLE_GAME || (player != 0 && player != 1) || !out || out_len < MTG_OBS_SIZE)
    return MTG_EINVAL;
  return obs_write(g, player, out, mask, NULL);
}
