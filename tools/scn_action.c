/* scn_action.c: scenario actions ("do") -- each maps to options of the engine's pending decisions. */
#include "scn.h"
#include "game.h" /* game_check_invariants */
#include <stdlib.h>
#include <string.h>

#define MAX_PASSES 5000

static const mtg_decision *dec(scn *s) { return mtg_decision_get(s->g); }

/* the game state is consistent (the checks of mtgsim --check): after the setup and after every action */
int scn_invariants(scn *s)
{
  char err[256];
  return game_check_invariants(s->g, err, sizeof err) ? scn_fail(s, "invariant broken: %s", err) : 0;
}

static int apply(scn *s, int i)
{
  if (i < 0 || mtg_apply(s->g, i) < 0)
    return scn_fail(s, "engine error: %s", mtg_errmsg(s->g));
  if (scn_invariants(s))
    return -1;
  scn_track(s);
  return 0;
}

/* the index of the pending option with this kind / source / target (NONE matches anything), or -1 */
static int find(scn *s, int kind, int source, int target)
{
  const mtg_decision *d = dec(s);
  for (int i = 0; i < d->count; i++) {
    const mtg_option *o = &d->options[i];
    if (o->kind == kind && (source == (int)NONE || o->source == source) && (target == (int)NONE || o->target == target))
      return i;
  }
  return -1;
}

/* a cast or play option for the face the step names -- "face": "back" is a multi-faced card's other face (an Omen,
   720; a modal back face, 712) -- or -1; -2 after a failure for a bad "face" */
static int find_face(scn *s, const cJSON *step, int kind, int source)
{
  const cJSON *face = cJSON_GetObjectItemCaseSensitive(step, "face");
  if (face && (!cJSON_IsString(face) || (strcmp(face->valuestring, "front") && strcmp(face->valuestring, "back"))))
    return scn_fail(s, "\"face\": expected \"front\" or \"back\""), -2;
  int want = face && !strcmp(face->valuestring, "back");
  const mtg_decision *d = dec(s);
  for (int i = 0; i < d->count; i++)
    if (d->options[i].kind == kind && d->options[i].source == source && d->options[i].value == want)
      return i;
  return -1;
}

static int over(scn *s)
{
  return mtg_game_result(s->g) != MTG_RESULT_ONGOING ? scn_fail(s, "illegal action: the game is over") : 0;
}

/* the pending decision must be `kind` (priority for most actions) and, if given, player's */
static int expect_decision(scn *s, int kind, int player)
{
  const mtg_decision *d = dec(s);
  if (over(s))
    return -1;
  if (kind >= 0 && d->kind != kind)
    return scn_fail(s, "illegal action: the %s decision is pending%s", mtg_decision_kind_name(d->kind),
                    d->kind == MTG_DEC_PRIORITY ? "" : " (answer it with \"choose\")");
  if (player >= 0 && d->player != player)
    return scn_fail(s, "illegal action: player %d %s, not player %d", d->player,
                    d->kind == MTG_DEC_PRIORITY ? "holds priority" : "decides", player);
  return 0;
}

static int get_player(scn *s, const cJSON *step, int *p)
{
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(step, "player");
  *p = -1;
  return v ? scn_player(s, v, "player", p) : 0;
}

static int card_of(scn *s, const cJSON *step, int *o)
{
  const cJSON *c = cJSON_GetObjectItemCaseSensitive(step, "card");
  if (!cJSON_IsString(c))
    return scn_fail(s, "the action needs \"card\" (an object name)");
  return scn_object(s, c->valuestring, o);
}

/* answers the pending decision with an option given as an index, its text, its kind, or a target's name */
static int choose(scn *s, const cJSON *opt, int player)
{
  const mtg_decision *d = dec(s);
  if (expect_decision(s, -1, player))
    return -1;
  if (cJSON_IsNumber(opt)) {
    if (opt->valueint < 0 || opt->valueint >= d->count)
      return scn_fail(s, "illegal choice: option %d of %d", opt->valueint, d->count);
    return apply(s, opt->valueint);
  }
  if (!cJSON_IsString(opt))
    return scn_fail(s, "\"option\" is an index, an option's text, a kind (\"done\") or a name");
  char text[256];
  for (int i = 0; i < d->count; i++) { /* the option's own text, or its kind name */
    mtg_option_text(s->g, i, text, sizeof text);
    if (!strcmp(text, opt->valuestring) || !strcmp(mtg_option_kind_name(d->options[i].kind), opt->valuestring))
      return apply(s, i);
  }
  uint16_t t;
  scn probe = *s; /* resolve a name without recording a failure if it is not one */
  if (scn_target(&probe, opt, &t) == 0) {
    int by_source = d->kind != MTG_DEC_TARGET && d->kind != MTG_DEC_NEW_TARGETS; /* a target is named as the target
                                            only: its source is every option's, "no target" too */
    for (int pass = 0; pass < 1 + by_source; pass++) /* the option that targets it first */
      for (int i = 0; i < d->count; i++)
        if (pass ? d->options[i].source == t : d->options[i].target == t)
          return apply(s, i);
  }
  return scn_fail(s, "illegal choice \"%s\" for the %s decision", opt->valuestring, mtg_decision_kind_name(d->kind));
}

static int choices(scn *s, const cJSON *step)
{
  const cJSON *list = cJSON_GetObjectItemCaseSensitive(step, "choices"), *it;
  if (list && !cJSON_IsArray(list))
    return scn_fail(s, "\"choices\" is a list of answers");
  cJSON_ArrayForEach(it, list)
    if (choose(s, it, -1))
      return -1;
  return 0;
}

static int play(scn *s, const cJSON *step)
{
  int p, o, i;
  if (get_player(s, step, &p) || card_of(s, step, &o) || expect_decision(s, MTG_DEC_PRIORITY, p))
    return -1;
  if ((i = find_face(s, step, MTG_OPT_PLAY_LAND, o)) < 0)
    return i == -2 ? -1 : scn_fail(s, "illegal action: %s can't be played now", mtg_object_name(s->g, o));
  return apply(s, i);
}

/* "turn_up": the player turns a face-down permanent face up for its card's mana cost (701.40a; a special action,
   116.2b: they hold priority again after it) */
static int turn_up(scn *s, const cJSON *step)
{
  int p, o, i;
  if (get_player(s, step, &p) || card_of(s, step, &o) || expect_decision(s, MTG_DEC_PRIORITY, p))
    return -1;
  if ((i = find(s, MTG_OPT_TURN_UP, o, NONE)) < 0)
    return scn_fail(s, "illegal action: %s can't be turned face up now",
                    cJSON_GetObjectItemCaseSensitive(step, "card")->valuestring);
  return apply(s, i);
}

/* the parts of the format the engine has no use for yet */
static int unsupported(scn *s, const cJSON *step)
{
  static const char *const fields[] = {"divide", NULL};
  for (int i = 0; fields[i]; i++)
    if (cJSON_GetObjectItemCaseSensitive(step, fields[i]))
      return scn_fail(s, "not supported by the engine yet: %s", fields[i]);
  const cJSON *from = cJSON_GetObjectItemCaseSensitive(step, "from");
  if (from && !(cJSON_IsString(from) && (!strcmp(from->valuestring, "hand") || !strcmp(from->valuestring, "graveyard") ||
                                         !strcmp(from->valuestring, "exile"))))
    return scn_fail(s, "not supported by the engine yet: casting from %s", cJSON_IsString(from) ? from->valuestring : "?");
  return 0;
}

static int targets_and_choices(scn *s, const cJSON *step);

/* a field of a cast step that answers a decision of the spell (`kind`): 1 with *v set when it is there and the
   decision is pending, 0 when neither is, -1 (a failure) when only one is */
static int cast_field(scn *s, const cJSON *step, int o, const char *field, int kind, const char *what, const cJSON **v)
{
  *v = cJSON_GetObjectItemCaseSensitive(step, field);
  int pending = dec(s)->kind == kind;
  if (!*v && !pending)
    return 0;
  if (!*v)
    return scn_fail(s, "illegal action: %s has %s: say it with \"%s\"", mtg_object_name(s->g, o), what, field);
  if (!pending)
    return scn_fail(s, "illegal action: %s has no %s", mtg_object_name(s->g, o), what);
  return 1;
}

/* the printed mode (ability index) of a modal spell or activated ability that w names -- its number on the card (1-based)
   or a piece of its text -- and its place among the printed modes (0-based) in *at; -1 if none */
static int mode_named(const scn *s, const pack_card *c, int act, const cJSON *w, int *at)
{
  int first = act < 0 ? c->abil_first : act + 1;
  int end = act < 0 ? c->abil_first + c->abil_count : (int)s->g->pack->hdr->nabilities;
  for (int k = first, n = 0; k < end; k++) {
    const pack_ability *a = &s->g->pack->abils[k];
    int printed = act < 0 ? a->kind == ABIL_MODE || a->kind == ABIL_MODE_PART : a->kind == ABIL_ACT_MODE;
    if (!printed && act >= 0)
      break; /* the activated ability's modes end */
    if (!printed)
      continue;
    *at = n++;
    if ((cJSON_IsNumber(w) && w->valueint == n) || (cJSON_IsString(w) && strstr(pack_str(s->g->pack, a->text), w->valuestring)))
      return k;
  }
  return -1;
}

/* "modes": the mode of a modal spell (700.2) -- or of a modal activated ability (the ACT_MODE abilities after
   ability `act`; -1 for a spell) -- each by its number on the card (1-based) or a piece of its text; two modes of a
   "Choose two —" or "Choose one or both —" spell, in any order, name the ABIL_MODES that puts them together */
static int modes(scn *s, const cJSON *step, int o, int act)
{
  const cJSON *m;
  const mtg_decision *d = dec(s);
  int r = cast_field(s, step, o, "modes", MTG_DEC_MODE, "modes", &m);
  if (r <= 0)
    return r;
  int n = cJSON_IsArray(m) ? cJSON_GetArraySize(m) : 0;
  if (n != 1 && (n != 2 || act >= 0))
    return scn_fail(s, "\"modes\": a list of one mode, or two of a spell (a number from 1 or a piece of its text)");
  const pack_card *c = game_card(s->g, o);
  unsigned want = 0;
  int k = -1;
  for (int i = 0; i < n; i++) {
    int at = 0;
    if ((k = mode_named(s, c, act, cJSON_GetArrayItem(m, i), &at)) < 0)
      return scn_fail(s, "illegal action: %s has no such mode", mtg_object_name(s->g, o));
    want |= 1u << at;
  }
  if (n == 2) { /* the modes chosen together */
    k = -1;
    for (int a = c->abil_first; a < c->abil_first + c->abil_count; a++)
      if (s->g->pack->abils[a].kind == ABIL_MODES && s->g->pack->abils[a].trig_arg == want)
        k = a;
    if (k < 0)
      return scn_fail(s, "illegal action: those modes of %s are not chosen together", mtg_object_name(s->g, o));
  }
  for (int i = 0; i < d->count; i++)
    if (d->options[i].value == k)
      return apply(s, i);
  return scn_fail(s, "illegal action: %s: that choice of modes can't be made now (no legal target, or too few modes)",
                  mtg_object_name(s->g, o));
}

/* "x": the value announced for X (107.3a, 601.2b) */
static int x_value(scn *s, const cJSON *step, int o)
{
  const cJSON *x;
  const mtg_decision *d = dec(s);
  int r = cast_field(s, step, o, "x", MTG_DEC_X, "X to announce", &x);
  if (r <= 0)
    return r;
  if (!cJSON_IsNumber(x))
    return scn_fail(s, "\"x\" is a number");
  for (int i = 0; i < d->count; i++)
    if (d->options[i].value == x->valueint)
      return apply(s, i);
  return scn_fail(s, "illegal action: X = %d can't be paid", x->valueint);
}

/* a yes-or-no field of a cast step: "kicked" (702.33a: the kicker cost is paid), "alternative" (118.9: the spell is
   cast for its alternative cost rather than its mana cost) */
static int yes_no(scn *s, const cJSON *step, int o, const char *field, int kind, const char *what)
{
  const cJSON *k;
  int r = cast_field(s, step, o, field, kind, what, &k), i;
  if (r <= 0)
    return r;
  if (!cJSON_IsBool(k))
    return scn_fail(s, "\"%s\" is true or false", field);
  if ((i = find(s, cJSON_IsTrue(k) ? MTG_OPT_YES : MTG_OPT_NO, o, NONE)) < 0)
    return scn_fail(s, "illegal action: %s: %s %s can't be paid", mtg_object_name(s->g, o), cJSON_IsTrue(k) ? "the" : "its mana cost, not the", what);
  return apply(s, i);
}

static int kicked(scn *s, const cJSON *step, int o) { return yes_no(s, step, o, "kicked", MTG_DEC_KICKER, "a kicker cost"); }
/* "additional": an additional cost that blights or beholds is paid so (true), or its mana instead, or nothing (false) */
static int additional(scn *s, const cJSON *step, int o)
{
  return yes_no(s, step, o, "additional", MTG_DEC_ADDL_COST, "an additional cost to blight or behold");
}

/* "harmonize": the creature tapped to reduce the harmonize cost of a spell cast from a graveyard (702.180a), or null */
static int harmonize(scn *s, const cJSON *step, int o)
{
  const cJSON *h;
  int r = cast_field(s, step, o, "harmonize", MTG_DEC_HARMONIZE, "a harmonize cost (a creature to tap, or null)", &h), i;
  uint16_t t;
  if (r <= 0)
    return r;
  if (cJSON_IsNull(h)) {
    if ((i = find(s, MTG_OPT_NO, o, NONE)) < 0)
      return scn_fail(s, "illegal action: %s can't be paid for without a creature tapped", mtg_object_name(s->g, o));
    return apply(s, i);
  }
  if (scn_target(s, h, &t))
    return -1;
  if ((i = find(s, MTG_OPT_TAP, t, NONE)) < 0)
    return scn_fail(s, "illegal action: %s can't be tapped for the harmonize cost", cJSON_IsString(h) ? h->valuestring : "?");
  return apply(s, i);
}

static int cast(scn *s, const cJSON *step)
{
  int p, o, i;
  if (get_player(s, step, &p) || unsupported(s, step) || card_of(s, step, &o) ||
      expect_decision(s, MTG_DEC_PRIORITY, p))
    return -1;
  const cJSON *from = cJSON_GetObjectItemCaseSensitive(step, "from");
  if (from && s->g->objs[o].zone != (!strcmp(from->valuestring, "hand") ? ZONE_HAND
                                     : !strcmp(from->valuestring, "exile") ? ZONE_EXILE : ZONE_GRAVEYARD))
    return scn_fail(s, "illegal action: %s is not in its owner's %s", mtg_object_name(s->g, o), from->valuestring);
  if ((i = find_face(s, step, MTG_OPT_CAST, o)) < 0)
    return i == -2 ? -1 : scn_fail(s, "illegal action: %s can't be cast now", mtg_object_name(s->g, o));
  if (apply(s, i) || modes(s, step, o, -1) || kicked(s, step, o) || additional(s, step, o) ||
      yes_no(s, step, o, "alternative", MTG_DEC_ALT_COST, "alternative cost") || harmonize(s, step, o) ||
      x_value(s, step, o))
    return -1;
  return targets_and_choices(s, step);
}

/* the pack index of the object's activated ability named by "ability" (1-based or a text substring) */
static int ability_of(scn *s, int o, const cJSON *which)
{
  const pack_card *c = game_card(s->g, o);
  int n = 0, any = 0;
  for (int k = 0; k < c->abil_count; k++) {
    const pack_ability *a = &s->g->pack->abils[c->abil_first + k];
    if (a->kind != ABIL_ACTIVATED)
      continue;
    any = 1;
    n++;
    if (!which || (cJSON_IsNumber(which) && which->valueint == n) ||
        (cJSON_IsString(which) && strstr(pack_str(s->g->pack, a->text), which->valuestring)))
      return c->abil_first + k;
  }
  int kept = obj_kept_ability(s->g, o); /* "except it has this ability" (Thespian's Stage, 707.9b): after its card's */
  if (kept >= 0 && (!which || (cJSON_IsNumber(which) && which->valueint == n + 1) ||
                    (cJSON_IsString(which) && strstr(pack_str(s->g->pack, s->g->pack->abils[kept].text), which->valuestring))))
    return kept;
  any |= kept >= 0;
  n += kept >= 0;
  uint16_t gy[MAX_GY_ABILITIES]; /* Necrotic Ooze: those of creature cards in graveyards, after its own */
  for (int k = 0, m = gy_abilities(s->g, o, gy, MAX_GY_ABILITIES); k < m; k++) {
    any = 1;
    n++;
    if (!which || (cJSON_IsNumber(which) && which->valueint == n) ||
        (cJSON_IsString(which) && strstr(pack_str(s->g->pack, s->g->pack->abils[gy[k]].text), which->valuestring)))
      return gy[k];
  }
  if (!any)
    return scn_fail(s, "illegal action: %s has no activated ability", mtg_object_name(s->g, o));
  return scn_fail(s, "illegal action: %s has no activated ability %s%s%s", mtg_object_name(s->g, o),
                  cJSON_IsString(which) ? "\"" : "", cJSON_IsString(which) ? which->valuestring : "of that number",
                  cJSON_IsString(which) ? "\"" : "");
}

static int activate(scn *s, const cJSON *step)
{
  int p, o, i, a;
  if (get_player(s, step, &p) || unsupported(s, step) || card_of(s, step, &o) ||
      (a = ability_of(s, o, cJSON_GetObjectItemCaseSensitive(step, "ability"))) < 0 ||
      expect_decision(s, MTG_DEC_PRIORITY, p))
    return -1;
  const mtg_decision *d = dec(s);
  for (i = 0; i < d->count; i++)
    if (d->options[i].kind == MTG_OPT_ACTIVATE && d->options[i].source == o && d->options[i].value == a)
      break;
  if (i == d->count)
    return scn_fail(s, "illegal action: %s's ability \"%s\" can't be activated now", mtg_object_name(s->g, o),
                    pack_str(s->g->pack, s->g->pack->abils[a].text));
  if (apply(s, i) || modes(s, step, o, a) < 0 || x_value(s, step, o) < 0) /* 602.2b: the mode, X, as for a spell */
    return -1;
  return targets_and_choices(s, step);
}

/* after a spell or ability is put on the stack: its targets, then answers to further decisions */
static int targets_and_choices(scn *s, const cJSON *step)
{
  int i, n = 0;
  const cJSON *targets = cJSON_GetObjectItemCaseSensitive(step, "targets"), *it;
  if (targets && !cJSON_IsArray(targets))
    return scn_fail(s, "\"targets\" is a list of names or players");
  cJSON_ArrayForEach(it, targets) {
    uint16_t t;
    n++;
    if (cJSON_IsNull(it)) { /* an "up to one" target left unchosen */
      if (dec(s)->kind != MTG_DEC_TARGET || (i = find(s, MTG_OPT_DONE, NONE, NONE)) < 0)
        return scn_fail(s, "illegal action: target %d can't be left unchosen (null)", n);
      if (apply(s, i))
        return -1;
      continue;
    }
    if (scn_target(s, it, &t))
      return -1;
    if (dec(s)->kind != MTG_DEC_TARGET)
      return scn_fail(s, "illegal action: it takes %d target%s, not %d", n - 1, n == 2 ? "" : "s",
                      cJSON_GetArraySize(targets));
    if ((i = find(s, MTG_OPT_TARGET, NONE, t)) < 0)
      return scn_fail(s, "illegal action: illegal target %s (target %d)", cJSON_IsString(it) ? it->valuestring : "(player)", n);
    if (apply(s, i))
      return -1;
  }
  if (choices(s, step))
    return -1;
  if (dec(s)->kind == MTG_DEC_TARGET && !s->probe)
    return scn_fail(s, "illegal action: it needs more targets than the %d given", n);
  return 0;
}

/* passes priority until a decision of `kind` (declaring attackers or blockers) comes up in this turn,
   not past the step `last` */
static int pass_until(scn *s, int kind, int last, const char *what)
{
  int turn = mtg_game_turn(s->g);
  for (int k = 0; k < MAX_PASSES; k++) {
    const mtg_decision *d = dec(s);
    if (d->kind == kind)
      return 0;
    if (over(s))
      return -1;
    if (mtg_game_turn(s->g) != turn || mtg_game_step(s->g) > last)
      return scn_fail(s, "illegal action: %s: no such declaration is left in turn %d", what, turn);
    if (d->kind != MTG_DEC_PRIORITY)
      return scn_fail(s, "illegal action: %s: the %s decision is pending (answer it with \"choose\")", what,
                      mtg_decision_kind_name(d->kind));
    if (apply(s, find(s, MTG_OPT_PASS, NONE, NONE)))
      return -1;
  }
  return scn_fail(s, "illegal action: %s: no declaration came up", what);
}

static int declare(scn *s, const cJSON *step, const char *field, int dkind, int okind)
{
  int p, attack = okind == MTG_OPT_ATTACK;
  const char *what = attack ? "attack" : "block";
  const cJSON *map = cJSON_GetObjectItemCaseSensitive(step, field), *it;
  if (!cJSON_IsObject(map))
    return scn_fail(s, "\"%s\" must be an object", field);
  if (get_player(s, step, &p) || pass_until(s, dkind, attack ? STEP_DECLARE_ATTACKERS : STEP_DECLARE_BLOCKERS, what))
    return -1;
  if (p >= 0 && dec(s)->player != p)
    return scn_fail(s, "illegal action: player %d declares %s, not player %d", dec(s)->player,
                    attack ? "attackers" : "blockers", p);
  cJSON_ArrayForEach(it, map) {
    int o, i;
    uint16_t t;
    if (scn_object(s, it->string, &o) || scn_target(s, it, &t))
      return -1;
    if ((i = find(s, okind, o, t)) < 0)
      return scn_fail(s, "illegal action: %s can't %s %s", it->string, what,
                      cJSON_IsString(it) ? it->valuestring : "that player");
    if (apply(s, i))
      return -1;
  }
  int done = find(s, MTG_OPT_DONE, NONE, NONE);
  if (done < 0)
    return scn_fail(s, "illegal action: the declaration can't end like this (menace needs two or more blockers)");
  return apply(s, done);
}

static int resolve(scn *s)
{
  for (int k = 0; k < MAX_PASSES && s->g->nstack > 0; k++) {
    if (dec(s)->kind != MTG_DEC_PRIORITY || over(s))
      return 0; /* a decision came up: a following "choose" answers it */
    if (apply(s, find(s, MTG_OPT_PASS, NONE, NONE)))
      return -1;
  }
  return 0;
}

static int pass_to(scn *s, const cJSON *step)
{
  const cJSON *turn = cJSON_GetObjectItemCaseSensitive(step, "turn"), *st = cJSON_GetObjectItemCaseSensitive(step, "step");
  int want = -1;
  if (!cJSON_IsNumber(turn) || !cJSON_IsString(st) || (want = type_step_find(st->valuestring)) < 0)
    return scn_fail(s, "pass_to needs \"turn\" and a known \"step\"");
  int t = turn->valueint, no_priority = want == STEP_UNTAP || want == STEP_CLEANUP;
  if (mtg_game_turn(s->g) > t || (mtg_game_turn(s->g) == t && mtg_game_step(s->g) > want))
    return scn_fail(s, "pass_to: turn %d %s is already past (now turn %d %s)", t, st->valuestring,
                    mtg_game_turn(s->g), mtg_step_name(mtg_game_step(s->g)));
  for (int k = 0; k < MAX_PASSES; k++) {
    int now_turn = mtg_game_turn(s->g), now_step = mtg_game_step(s->g);
    /* the step has begun: stop at the first decision in it or, for a skipped step or one without
       priority (untap, cleanup), at the first decision after it */
    if ((now_turn == t && now_step >= want) || (no_priority && now_turn > t))
      return 0;
    if (now_turn > t)
      return scn_fail(s, "pass_to went past turn %d %s", t, st->valuestring);
    const mtg_decision *d = dec(s);
    if (over(s))
      return scn_fail(s, "pass_to: the game ended (%s) in turn %d %s", mtg_game_result(s->g) == MTG_RESULT_DRAW ? "draw"
                      : mtg_game_result(s->g) == MTG_RESULT_WIN0 ? "win:0" : mtg_game_result(s->g) == MTG_RESULT_WIN1
                      ? "win:1" : "truncated", now_turn, mtg_step_name(now_step));
    int i = d->kind == MTG_DEC_PRIORITY ? find(s, MTG_OPT_PASS, NONE, NONE)
          : (d->kind == MTG_DEC_ATTACKERS || d->kind == MTG_DEC_BLOCKERS) ? find(s, MTG_OPT_DONE, NONE, NONE)
          : d->kind == MTG_DEC_DAMAGE ? 0 /* the engine lists lethal damage first (docs/scenarios.md) */
          : -1;
    if (i < 0)
      return scn_fail(s, "pass_to stopped at the %s decision in turn %d %s (answer it with \"choose\")",
                      mtg_decision_kind_name(d->kind), now_turn, mtg_step_name(now_step));
    if (apply(s, i))
      return -1;
  }
  return scn_fail(s, "pass_to did not reach turn %d %s", turn->valueint, st->valuestring);
}

/* the fields each action takes */
static const char *const action_keys[][15] = {
  {"play", "player", "card", "face", NULL},
  {"cast", "player", "card", "face", "targets", "modes", "kicked", "additional", "alternative", "harmonize", "x", "divide", "choices", "from", NULL},
  {"activate", "player", "card", "ability", "targets", "modes", "x", "choices", NULL},
  {"attack", "player", "attackers", NULL},
  {"block", "player", "blockers", NULL},
  {"choose", "player", "option", NULL},
  {"pass", "player", NULL},
  {"resolve", NULL},
  {"pass_to", "turn", "step", NULL},
  {"turn_up", "player", "card", NULL},
};

static int check_action(scn *s, const cJSON *step, const char *what)
{
  for (size_t a = 0; a < sizeof action_keys / sizeof action_keys[0]; a++) {
    if (strcmp(action_keys[a][0], what))
      continue;
    const cJSON *it;
    cJSON_ArrayForEach(it, step) {
      int ok = !strcmp(it->string, "do");
      for (int k = 1; action_keys[a][k]; k++)
        ok |= !strcmp(it->string, action_keys[a][k]);
      if (!ok)
        return scn_fail(s, "unknown field \"%s\" in a \"%s\" action", it->string, what);
    }
    return 0;
  }
  return scn_fail(s, "unknown action \"%s\" (play cast activate attack block choose pass resolve pass_to turn_up)", what);
}

int scn_do(scn *s, const cJSON *step)
{
  const cJSON *d = cJSON_GetObjectItemCaseSensitive(step, "do");
  if (!cJSON_IsString(d))
    return scn_fail(s, "\"do\" names an action");
  const char *what = d->valuestring;
  int p;
  if (check_action(s, step, what))
    return -1;
  if (!strcmp(what, "play"))
    return play(s, step);
  if (!strcmp(what, "cast"))
    return cast(s, step);
  if (!strcmp(what, "activate"))
    return activate(s, step);
  if (!strcmp(what, "attack"))
    return declare(s, step, "attackers", MTG_DEC_ATTACKERS, MTG_OPT_ATTACK);
  if (!strcmp(what, "block"))
    return declare(s, step, "blockers", MTG_DEC_BLOCKERS, MTG_OPT_BLOCK);
  if (!strcmp(what, "choose"))
    return get_player(s, step, &p) ? -1 : choose(s, cJSON_GetObjectItemCaseSensitive(step, "option"), p);
  if (!strcmp(what, "pass"))
    return get_player(s, step, &p) || expect_decision(s, MTG_DEC_PRIORITY, p) ? -1 : apply(s, find(s, MTG_OPT_PASS, NONE, NONE));
  if (!strcmp(what, "resolve"))
    return resolve(s);
  if (!strcmp(what, "turn_up"))
    return turn_up(s, step);
  return pass_to(s, step);
}
