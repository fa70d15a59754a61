/* agent.c: built-in players -- random (uniform over legal options) and greedy (a one-ply heuristic). */
#include "game.h"
#include "opcodes.h"
#include <stdlib.h>
#include <string.h>

struct mtg_agent {
  mtg_handle h;     /* error record */
  int kind;         /* MTG_AGENT_* */
  uint64_t rng;     /* the agent's own random state (splitmix64), apart from the game's */
};

static uint32_t agent_rand(mtg_agent *a, uint32_t n)
{
  uint64_t z = (a->rng += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return (uint32_t)(((z >> 32) * (uint64_t)n) >> 32);
}

MTG_API mtg_agent *mtg_agent_new(int kind, uint64_t seed)
{
  mtg_agent *a = calloc(1, sizeof *a);
  if (!a)
    return NULL;
  handle_init(&a->h, HANDLE_AGENT);
  a->kind = kind;
  a->rng = seed;
  if (kind != MTG_AGENT_RANDOM && kind != MTG_AGENT_GREEDY)
    handle_fail(&a->h, MTG_EINVAL, "unknown agent kind %d", kind);
  return a;
}

MTG_API void mtg_agent_free(mtg_agent *a)
{
  if (!a || a->h.magic != HANDLE_AGENT)
    return;
  a->h.magic = 0;
  free(a);
}

MTG_API int mtg_agent_kind_find(const char *name)
{
  if (name && strcmp(name, "random") == 0)
    return MTG_AGENT_RANDOM;
  if (name && strcmp(name, "greedy") == 0)
    return MTG_AGENT_GREEDY;
  return MTG_ENOTFOUND;
}

/* ---- greedy ---------------------------------------------------------------------------------- */

/* the pack's mana value of a card (202.3), derived once at load */
static int mana_value(const mtg_game *g, const pack_card *c) { return g->pack->mana_value[c - g->pack->cards]; }

static int creature_value(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return 2 * ob->power + ob->toughness + __builtin_popcountll(obj_keywords(ob)) * 2;
}

/* score of one option; the greedy agent takes the highest (ties: the first). dmg: what the ability does to the
   target being chosen (intent_of). A target it harms is the opponent's (the best creature it kills), one it helps
   is ours; "no target" (up to one) scores 0 */
static int score_target(const mtg_game *g, const mtg_option *op, int me, int dmg)
{
  if (IS_PLAYER_REF(op->target)) {
    int mine = REF_PLAYER(op->target) == me;
    return dmg > 0 ? (mine ? -1000 : 10) : (mine ? 10 : -1000);
  }
  if (op->target >= MAX_OBJECTS)
    return 0;
  const obj *t = &g->objs[op->target];
  int mine = t->controller == me, v = creature_value(g, op->target);
  if (dmg <= 0)
    return mine ? v : -1000;
  if (mine)
    return -1000;
  return dmg >= INTENT_REMOVE || t->toughness - t->damage <= dmg ? 20 + v : 0; /* kill the best creature it can */
}

/* does ability a search a library? */
static int searches(const mtg_game *g, const pack_ability *a)
{
  const uint8_t *code = g->pack->code + a->code;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_SEARCH)
      return 1;
  return 0;
}

static int lands_of(const mtg_game *g, int me);

static int score_priority(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_PLAY_LAND)
    return 1000;
  if (op->kind == MTG_OPT_ACTIVATE) { /* use abilities that cost nothing lasting; keep sacrifice outlets, but for a
                                         search (Evolving Wilds) in our own turn */
    const pack_ability *a = &g->pack->abils[op->value];
    if (a->wording & PACK_WORD_CYCLING) /* landcycling: only while the card costs more than the lands we have */
      return mana_value(g, game_card(g, op->source)) > lands_of(g, me) + 1 ? 15 : -1;
    if (a->cost & PACK_COST_SACRIFICE && (g->objs[op->source].flags & OBJ_TOKEN) &&
        !(g->objs[op->source].types & TYPEBIT(CREATURE))) /* a Clue or Food (111.10): cashed in after our spells */
      return g->active == me && g->step == STEP_MAIN2 ? 10 : -1;
    if (a->cost & PACK_COST_SACRIFICE)
      return searches(g, a) && g->active == me ? 25 : -1;
    return g->active == me ? 30 : 20;
  }
  if (op->kind == MTG_OPT_TURN_UP) /* a face-down creature card turned face up in our second main phase (701.40a) */
    return g->active == me && g->step == STEP_MAIN2 ? 50 : -1;
  if (op->kind == MTG_OPT_CAST) {
    const pack_card *c = game_card(g, op->source);
    if (op->value) /* its other face: an Omen (720) */
      c = &g->pack->cards[c->face];
    int instant = (c->types & TYPEBIT(INSTANT)) != 0;
    /* hold instants for the opponent's end step or our main phase; cast the biggest first */
    if (instant && g->active == me && g->step != STEP_MAIN2 && g->step != STEP_MAIN1)
      return -1;
    return 100 + mana_value(g, c) * 10 + ((c->types & TYPEBIT(CREATURE)) ? 5 : 0);
  }
  return 0; /* pass */
}

/* attack when no untapped opposing creature can block it and survive, or it flies unopposed */
static int score_attack(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_DONE)
    return 0;
  int a = op->source;
  const obj *ob = &g->objs[a];
  if (ob->power <= 0)
    return -1;
  for (int i = 0; i < g->nbf; i++) {
    const obj *b = &g->objs[g->bf[i]];
    if (b->controller == me || !(b->types & TYPEBIT(CREATURE)) || (b->flags & OBJ_TAPPED))
      continue;
    if ((ob->keywords & KWBIT(FLYING)) && !(b->keywords & (KWBIT(FLYING) | KWBIT(REACH))))
      continue;
    if (b->power >= ob->toughness && b->toughness > ob->power)
      return -1; /* it would die for nothing */
  }
  return 10 + ob->power;
}

static int score_block(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_DONE)
    return 0;
  const obj *b = &g->objs[op->source], *a = &g->objs[op->target];
  int kills = b->power >= a->toughness - a->damage || (b->keywords & KWBIT(DEATHTOUCH));
  int survives = a->power < b->toughness - b->damage && !(a->keywords & KWBIT(DEATHTOUCH));
  int lethal = 0;
  for (int i = 0; i < g->nbf; i++) {
    const obj *x = &g->objs[g->bf[i]];
    if ((x->flags & OBJ_ATTACKING) && !(x->flags & OBJ_BLOCKED))
      lethal += x->power;
  }
  if (survives)
    return 20 + (kills ? 10 : 0);
  if (kills && creature_value(g, op->target) >= creature_value(g, op->source))
    return 15;
  if (lethal >= g->players[me].life)
    return 5; /* chump block to stay alive */
  return -1;
}

static int score_discard(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_NO || op->kind == MTG_OPT_DONE) /* "you may discard a card. If you do, draw": no; "discard up
                                                              to two cards": no more */
    return 0;
  const pack_card *c = game_card(g, op->source);
  if (g->discard_may && g->discard_may != DISC_EXILE) /* rummage away a land once six are on hand and battlefield */
    return (c->types & TYPEBIT(LAND)) && lands_of(g, me) >= 6 ? 1 : -1;
  return mana_value(g, c); /* discard the most expensive card */
}

/* keep a hand with 2 to 5 lands (any hand after two mulligans); bottom the most expensive spells */
static int score_mulligan(const mtg_game *g, const mtg_option *op, int me)
{
  const player *pl = &g->players[me];
  int lands = 0;
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    lands += (game_card(g, pl->hand[i])->types & TYPEBIT(LAND)) != 0;
  int good = (lands >= 2 && lands <= 5) || op->value >= 2;
  return (op->kind == MTG_OPT_KEEP) == good ? 1 : 0;
}

static int score_bottom(const mtg_game *g, const mtg_option *op, int me)
{
  const player *pl = &g->players[me];
  int lands = 0;
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    lands += (game_card(g, pl->hand[i])->types & TYPEBIT(LAND)) != 0;
  const pack_card *c = game_card(g, op->source);
  if (c->types & TYPEBIT(LAND))
    return lands > 3 ? 50 : -50;
  return mana_value(g, c);
}

/* lands the player has on the battlefield and in hand */
static int lands_of(const mtg_game *g, int me)
{
  const player *pl = &g->players[me];
  int lands = 0;
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    lands += (game_card(g, pl->hand[i])->types & TYPEBIT(LAND)) != 0;
  for (int i = 0; i < g->nbf; i++)
    lands += g->objs[g->bf[i]].controller == me && obj_is(g, g->bf[i], TYPE_LAND);
  return lands;
}

/* scry and surveil: put a land away once there are five on the battlefield and in hand, a spell that costs more
   than two above that; keep the rest, cheapest on top */
static int score_look(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_DONE)
    return 0;
  const pack_card *c = game_card(g, op->source);
  if (op->kind == MTG_OPT_TOP)
    return 100 - mana_value(g, c);
  int lands = lands_of(g, me);
  if (c->types & TYPEBIT(LAND))
    return lands >= 5 ? 1 : -1;
  return mana_value(g, c) > lands + 2 ? 1 : -1;
}

/* "you may": yes, unless what follows destroys, exiles or returns a permanent of our own (the ability's targets
   were chosen when it was put on the stack) */
static int score_may(const mtg_game *g, const mtg_option *op, int me)
{
  const stack_item *si = &g->res.si;
  const pack_ability *ab = &g->pack->abils[si->ability];
  const uint8_t *code = g->pack->code + ab->code;
  int mine = 0;
  for (uint32_t pc = g->res.pc; pc < ab->code_len; pc += (uint32_t)op_size(code + pc))
    if (code[pc] == OP_TARGET && !IS_PLAYER_REF(si->target[code[pc + 1]]) && si->target[code[pc + 1]] != NONE) {
      int next = code[pc + 2];
      mine |= (next == OP_DESTROY || next == OP_EXILE || next == OP_BOUNCE) &&
              g->objs[si->target[code[pc + 1]]].controller == me;
    }
  return (op->kind == MTG_OPT_YES) != mine;
}

/* a search: a land while there are fewer than five, else the most expensive card; finding nothing last */
static int score_find(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind != MTG_OPT_FIND)
    return -1;
  const pack_card *c = game_card(g, op->source);
  if (c->types & TYPEBIT(LAND))
    return lands_of(g, me) < 5 ? 50 : 5;
  return 10 + mana_value(g, c);
}

/* "choose a color" as a permanent enters (614.12): the color of most of its chooser's creatures and creature cards
   in hand -- what "creatures you control of the chosen color" would pump */
static int has_choice(const mtg_game *g, int o, const mtg_option *op)
{
  return op->kind == MTG_OPT_COLOR ? (g->objs[o].colors >> op->value) & 1 : obj_has_subtype(g, o, op->value);
}

/* "choose a color", "choose a creature type" as a permanent enters (614.12): the color or type of most of its
   chooser's creatures and creature cards in hand -- what "creatures you control of the chosen color" would pump, or
   the type a lord of theirs names */
/* "choose a card name" (Pithing Needle): the opponent's permanents with the name, less its chooser's own */
static int score_name(const mtg_game *g, const mtg_option *op, int me)
{
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    if (g->objs[g->bf[i]].card == op->value)
      n += g->objs[g->bf[i]].controller == me ? -3 : 2;
  return n;
}

static int score_choose(const mtg_game *g, const mtg_option *op, int me)
{
  if (op->kind == MTG_OPT_CARD_NAME)
    return score_name(g, op, me);
  if (op->kind != MTG_OPT_COLOR && op->kind != MTG_OPT_CREATURE_TYPE)
    return -1;
  int n = 0;
  const player *pl = &g->players[me];
  for (int i = 0; i < g->nbf; i++) {
    const obj *ob = &g->objs[g->bf[i]];
    n += 2 * (ob->controller == me && (ob->types & TYPEBIT(CREATURE)) && has_choice(g, g->bf[i], op));
  }
  for (int i = 0; i < pl->n[ZONE_HAND]; i++)
    n += (game_card(g, pl->hand[i])->types & TYPEBIT(CREATURE)) && has_choice(g, pl->hand[i], op);
  return n;
}

static int greedy_choose(const mtg_game *g)
{
  const mtg_decision *d = &g->dec;
  int best = 0, best_score = -100000, me = d->player, intent = 0;
  if (d->kind == MTG_DEC_TARGET) { /* one target of the spell or ability being cast: the same for every option */
    const stack_item *si = &g->stack[g->casting];
    intent = intent_of(g->pack, game_card(g, si->obj), si->ability, si->ntargets);
  } else if (d->kind == MTG_DEC_NEW_TARGETS) { /* a copy's target: scored as when it was chosen */
    const stack_item *si = &g->stack[g->rt_item];
    intent = intent_of(g->pack, game_card(g, si->obj), si->ability, g->rt_slot);
  }
  for (int i = 0; i < d->count; i++) {
    const mtg_option *op = &d->options[i];
    int s = 0;
    switch (d->kind) {
    case MTG_DEC_PRIORITY: s = score_priority(g, op, me); break;
    case MTG_DEC_TARGET: case MTG_DEC_NEW_TARGETS: s = score_target(g, op, me, intent); break;
    case MTG_DEC_ATTACKERS: s = score_attack(g, op, me); break;
    case MTG_DEC_BLOCKERS: s = score_block(g, op, me); break;
    case MTG_DEC_DISCARD: case MTG_DEC_EXILE_HAND: s = score_discard(g, op, me); break; /* exiled as discarded */
    case MTG_DEC_MULLIGAN: s = score_mulligan(g, op, me); break;
    case MTG_DEC_BOTTOM: s = score_bottom(g, op, me); break;
    case MTG_DEC_SCRY: case MTG_DEC_SURVEIL: case MTG_DEC_TOP: s = score_look(g, op, me); break;
    case MTG_DEC_PUT: s = creature_value(g, op->source); break; /* the best one */
    case MTG_DEC_TAKE: s = g->pack->mana_value[g->objs[op->source].card]; break; /* the costliest cards to hand */
    case MTG_DEC_WARD: case MTG_DEC_UNLESS_PAY: s = op->kind == MTG_OPT_PAY; break; /* pay when it can */
    case MTG_DEC_KICKER: s = op->kind == MTG_OPT_YES; break; /* kick when it can */
    case MTG_DEC_ADDL_COST: s = op->kind == MTG_OPT_YES; break; /* blight or behold rather than pay more */
    case MTG_DEC_ALT_COST: s = op->kind == MTG_OPT_NO; break; /* the mana when it can: cards are worth more */
    case MTG_DEC_EXILE_COST: s = -creature_value(g, op->source); break; /* the least of them */
    case MTG_DEC_SACRIFICE: s = -creature_value(g, op->source); break; /* the least of them */
    case MTG_DEC_BLIGHT: s = -creature_value(g, op->source); break;    /* the -1/-1 counters on the least */
    case MTG_DEC_TAP_COST: s = -creature_value(g, op->source); break;  /* tap the least of them */
    case MTG_DEC_REMOVE_COUNTER: s = op->value == CTR_MINUS1; break;    /* a -1/-1 counter first */
    case MTG_DEC_HARMONIZE: s = op->value; break; /* the most mana saved (the mana stays for another spell) */
    case MTG_DEC_REPLACEMENT: s = op->value == REPLFX_SHUFFLE; break; /* back into the library, not exiled */
    case MTG_DEC_COPY: s = op->kind == MTG_OPT_COPY ? creature_value(g, op->source) : -1; break; /* the best one */
    case MTG_DEC_PLACE: /* its own card on top, to draw it again; the opponent's on the bottom */
      s = (op->kind == MTG_OPT_TOP) == (g->objs[op->source].controller == me);
      break;
    case MTG_DEC_MAY: s = score_may(g, op, me); break;
    case MTG_DEC_ENTER_PAY: /* an untapped land in our main phase, while life is plentiful */
      s = (op->kind == MTG_OPT_YES) == (g->active == me && g->players[me].life > 10 && g->step != STEP_END);
      break;
    case MTG_DEC_ENDURE: /* counters on a creature whose keywords make each point count more; else another body */
      s = (op->kind == MTG_OPT_COUNTERS) ==
          ((g->objs[op->source].keywords & (KWBIT(FLYING) | KWBIT(TRAMPLE) | KWBIT(LIFELINK) | KWBIT(DEATHTOUCH) |
                                            KWBIT(MENACE) | KWBIT(DOUBLE_STRIKE))) != 0);
      break;
    case MTG_DEC_SEARCH: s = score_find(g, op, me); break;
    case MTG_DEC_CHOOSE: s = score_choose(g, op, me); break;
    default: break;
    }
    if (s > best_score) {
      best_score = s;
      best = i;
    }
  }
  return best;
}

MTG_API int mtg_agent_choose(mtg_agent *a, const mtg_game *g)
{
  if (!a || a->h.magic != HANDLE_AGENT || !g || g->h.magic != HANDLE_GAME)
    return MTG_EINVAL;
  if (g->mode == MODE_OVER || g->dec.count == 0)
    return handle_fail(&a->h, MTG_ESTATE, "the game has no pending decision");
  if (a->kind == MTG_AGENT_RANDOM)
    return (int)agent_rand(a, g->dec.count);
  return greedy_choose(g);
}

MTG_API int mtg_game_play(mtg_game *g, mtg_agent *a0, mtg_agent *a1)
{
  if (!g || g->h.magic != HANDLE_GAME || !a0 || !a1)
    return MTG_EINVAL;
  while (g->mode != MODE_OVER) {
    mtg_agent *a = g->dec.player == 0 ? a0 : a1;
    int i = mtg_agent_choose(a, g);
    if (i < 0)
      return i;
    int rc = mtg_apply(g, i);
    if (rc < 0)
      return rc;
  }
  return g->result;
}

MTG_API int mtg_agent_play_until(mtg_agent *a, mtg_game *g, int player)
{
  if (!a || a->h.magic != HANDLE_AGENT || !g || g->h.magic != HANDLE_GAME || (player != 0 && player != 1))
    return MTG_EINVAL;
  while (g->mode != MODE_OVER && g->dec.player != player) {
    int rc = mtg_apply(g, mtg_agent_choose(a, g));
    if (rc < 0)
      return rc;
  }
  return 0;
}
