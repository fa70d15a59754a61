/* query.c: read-only public queries of a game -- state, decision, options as text, objects. */
#include "game.h"
#include <stdio.h>

static int ok(const mtg_game *g) { return g && g->h.magic == HANDLE_GAME; }
static int ok_player(const mtg_game *g, int p) { return ok(g) && (p == 0 || p == 1); }
static int ok_obj(const mtg_game *g, int o)
{
  return ok(g) && o >= 0 && o < g->nobjs && g->objs[o].card != NONE;
}

MTG_API int mtg_game_result(const mtg_game *g) { return ok(g) ? g->result : MTG_EINVAL; }
MTG_API int mtg_game_turn(const mtg_game *g) { return ok(g) ? g->turn : MTG_EINVAL; }
MTG_API int mtg_game_active_player(const mtg_game *g) { return ok(g) ? g->active : MTG_EINVAL; }
MTG_API int mtg_game_step(const mtg_game *g) { return ok(g) ? g->step : MTG_EINVAL; }

MTG_API const char *mtg_step_name(int step)
{
  return step >= 0 && step < STEP__COUNT ? type_step_names[step] : NULL;
}

MTG_API int mtg_player_life(const mtg_game *g, int p)
{
  return ok_player(g, p) ? g->players[p].life : MTG_EINVAL;
}

MTG_API int mtg_player_zone_size(const mtg_game *g, int p, int zone)
{
  if (!ok_player(g, p))
    return MTG_EINVAL;
  int n = 0;
  switch (zone) {
  case MTG_ZONE_LIBRARY: case MTG_ZONE_HAND: case MTG_ZONE_GRAVEYARD: case MTG_ZONE_EXILE:
    return g->players[p].n[zone];
  case MTG_ZONE_BATTLEFIELD:
    for (int i = 0; i < g->nbf; i++)
      n += g->objs[g->bf[i]].controller == p;
    return n;
  case MTG_ZONE_STACK:
    for (int i = 0; i < g->nstack; i++)
      n += g->stack[i].controller == p;
    return n;
  default:
    return MTG_EINVAL;
  }
}

MTG_API const mtg_decision *mtg_decision_get(const mtg_game *g) { return ok(g) ? &g->dec : NULL; }

static const char decision_names[][32] = { /* char arrays: .rodata, no relocations */
#define DECISION(id, name, what) name,
#include "mtgvm_decisions.def"
#undef DECISION
};
static const char option_names[][32] = {
#define OPTION(id, name, what) name,
#include "mtgvm_decisions.def"
#undef OPTION
};

MTG_API const char *mtg_decision_kind_name(int kind)
{
  return kind >= 0 && kind < MTG_DEC__COUNT ? decision_names[kind] : NULL;
}

MTG_API const char *mtg_option_kind_name(int kind)
{
  return kind >= 0 && kind < MTG_OPT__COUNT ? option_names[kind] : NULL;
}

static const char *ref_name(const mtg_game *g, uint16_t t, char *buf, size_t n)
{
  if (IS_PLAYER_REF(t))
    snprintf(buf, n, "player %d", REF_PLAYER(t));
  else if (t != NONE && t < g->nobjs && g->objs[t].card != NONE)
    snprintf(buf, n, "%s", pack_str(g->pack, game_card(g, t)->name));
  else
    snprintf(buf, n, "-");
  return buf;
}

/* "pay {2} for the ward of Cackling Prowler", "pay 7 life for ...", "pay {3} and 3 life for ..." */
static int ward_text(const mtg_game *g, const mtg_option *op, const char *s, char *buf, size_t buflen)
{
  const pack_card *c = game_card(g, op->source);
  if (c->ward_mana & PACK_WARD_WATERBEND) /* tlacards 17 */
    return snprintf(buf, buflen, "waterbend {%d} for the ward of %s", card_ward_mana(c), s);
  if (c->ward_mana && c->ward_life)
    return snprintf(buf, buflen, "pay {%d} and %d life for the ward of %s", c->ward_mana, c->ward_life, s);
  if (c->ward_life)
    return snprintf(buf, buflen, "pay %d life for the ward of %s", c->ward_life, s);
  return snprintf(buf, buflen, "pay {%d} for the ward of %s", c->ward_mana, s);
}

MTG_API int mtg_option_text(const mtg_game *g, int i, char *buf, size_t buflen)
{
  if (!ok(g) || !buf || buflen == 0 || i < 0 || i >= g->dec.count)
    return MTG_EINVAL;
  const mtg_option *op = &g->dec.options[i];
  char s[96], t[96];
  ref_name(g, op->source, s, sizeof s);
  ref_name(g, op->target, t, sizeof t);
  int n;
  switch (op->kind) {
  case MTG_OPT_PASS: n = snprintf(buf, buflen, "pass"); break;
  case MTG_OPT_DONE: n = snprintf(buf, buflen, g->dec.kind == MTG_DEC_SEARCH ? "find nothing" : "done"); break;
  case MTG_OPT_TARGET: n = snprintf(buf, buflen, "target %s", t); break;
  case MTG_OPT_ATTACK: n = snprintf(buf, buflen, "attack %s with %s", t, s); break;
  case MTG_OPT_BLOCK: n = snprintf(buf, buflen, "block %s with %s", t, s); break;
  case MTG_OPT_KEEP: n = snprintf(buf, buflen, "keep (after %d mulligans)", op->value); break;
  case MTG_OPT_MULLIGAN: n = snprintf(buf, buflen, "mulligan"); break;
  case MTG_OPT_BOTTOM: n = snprintf(buf, buflen, "put %s on the bottom", s); break;
  case MTG_OPT_ACTIVATE: n = snprintf(buf, buflen, "activate %s: %s", s, pack_str(g->pack, g->pack->abils[op->value].text)); break;
  case MTG_OPT_X: n = snprintf(buf, buflen, "X = %d", op->value); break;
  case MTG_OPT_MODE: n = snprintf(buf, buflen, "mode %s", pack_str(g->pack, g->pack->abils[op->value].text)); break;
  case MTG_OPT_TRIGGER: n = snprintf(buf, buflen, "put the ability of %s on the stack", s); break;
  case MTG_OPT_KEEP_ONE: n = snprintf(buf, buflen, "keep %s", s); break;
  case MTG_OPT_ASSIGN: n = snprintf(buf, buflen, "assign %d damage from %s to %s", op->value, s, t); break;
  case MTG_OPT_GRAVEYARD: n = snprintf(buf, buflen, "put %s into the graveyard", s); break;
  case MTG_OPT_TOP: n = snprintf(buf, buflen, op->value == 2 ? "put %s second from the top" : "put %s on top", s); break;
  case MTG_OPT_PAY:
    n = g->dec.kind == MTG_DEC_PAY_MANA ? snprintf(buf, buflen, "pay 2 life for a Phyrexian mana symbol")
        : g->dec.kind == MTG_DEC_UNLESS_PAY && g->unless_sym == PACK_PAYS_LIFE
            ? snprintf(buf, buflen, "pay %d life for %s", g->unless_generic, s)
        : g->dec.kind == MTG_DEC_UNLESS_PAY && g->unless_sym == PACK_PAYS_WATERBEND /* tlacards 17 */
            ? snprintf(buf, buflen, "waterbend {%d} for %s", g->unless_generic, s)
        : g->dec.kind == MTG_DEC_UNLESS_PAY && (g->unless_sym & PACK_PAYS_DISCARD)
            ? snprintf(buf, buflen, "discard a card for %s", s)
        : g->dec.kind == MTG_DEC_UNLESS_PAY ? snprintf(buf, buflen, "pay %d mana for %s", op->value, s)
                                           : ward_text(g, op, s, buf, buflen);
    break;
  case MTG_OPT_DECLINE:
    n = g->dec.kind == MTG_DEC_UNLESS_PAY ? snprintf(buf, buflen, "decline to pay for %s", s)
                                           : snprintf(buf, buflen, "decline: %s is countered", t);
    break;
  case MTG_OPT_YES:
    n = g->dec.kind == MTG_DEC_KICKER     ? snprintf(buf, buflen, "yes: pay the kicker cost of %s", s)
        : g->dec.kind == MTG_DEC_ADDL_COST ? snprintf(buf, buflen, "yes: blight or behold for %s", s)
        : g->dec.kind == MTG_DEC_ALT_COST && op->value == ALT_OPT_FREE ? snprintf(buf, buflen, "yes: cast %s without paying its mana cost", s)
        : g->dec.kind == MTG_DEC_ALT_COST ? snprintf(buf, buflen, "yes: exile a card from your hand rather than pay the mana cost of %s", s)
        : g->dec.kind == MTG_DEC_ENTER_PAY ? snprintf(buf, buflen, "yes: pay %d life as %s enters", op->value, s)
        : g->mode == MODE_SUSPEND || g->mode == MODE_CAST_FREE ? snprintf(buf, buflen, "yes: cast %s without paying its mana cost", s)
                                      : snprintf(buf, buflen, "yes: do the optional part of %s's effect", s);
    break;
  case MTG_OPT_NO:
    n = g->dec.kind == MTG_DEC_KICKER ? snprintf(buf, buflen, "no: don't pay the kicker cost of %s", s)
        : g->dec.kind == MTG_DEC_ADDL_COST ? snprintf(buf, buflen, "no: pay the mana instead, or nothing, for %s", s)
        : g->dec.kind == MTG_DEC_ALT_COST ? snprintf(buf, buflen, "no: pay the mana cost of %s", s)
        : g->dec.kind == MTG_DEC_COPY ? snprintf(buf, buflen, "no: %s enters as itself", s)
        : g->dec.kind == MTG_DEC_ENTER_PAY ? snprintf(buf, buflen, "no: %s enters tapped", s)
        : g->dec.kind == MTG_DEC_HARMONIZE ? snprintf(buf, buflen, "no: tap no creature for the harmonize cost of %s", s)
        : g->mode == MODE_SUSPEND ? snprintf(buf, buflen, "no: %s remains exiled", s)
        : g->mode == MODE_CAST_FREE ? snprintf(buf, buflen, "no: put %s into your hand", s) /* tdmcards 20 */
                                      : snprintf(buf, buflen, "no: don't do the optional part of %s's effect", s);
    break;
  case MTG_OPT_DISCARD:
    n = snprintf(buf, buflen, op->value == 1 ? "discard only %s" : "discard %s", s); /* value 1: "unless you discard a
                                                                                        creature card" */
    break;
  case MTG_OPT_FIND: n = snprintf(buf, buflen, "find %s", s); break;
  case MTG_OPT_REMOVE_COUNTER: /* a cost (eclcost.c): "remove one -1/-1 counter from Moonlit Lamenter" */
    n = snprintf(buf, buflen, "remove one %s counter from %s", type_counter_names[op->value % CTR__COUNT], s);
    break;
  case MTG_OPT_TAP: n = g->dec.kind == MTG_DEC_TAP_COST ? snprintf(buf, buflen, "tap %s", s) : snprintf(buf, buflen, "tap %s to reduce the harmonize cost by {%d}", s, op->value); break;
  case MTG_OPT_COUNTERS: n = snprintf(buf, buflen, "counters: put %d +1/+1 counters on %s", op->value, s); break;
  case MTG_OPT_TOKEN: n = snprintf(buf, buflen, "token: create a %d/%d Spirit token", op->value, op->value); break;
  case MTG_OPT_HAND: n = snprintf(buf, buflen, "put %s into your hand", s); break;
  case MTG_OPT_CHOOSE_CARD: n = snprintf(buf, buflen, "choose %s", s); break; /* tdmcards: exileplay.c */
  case MTG_OPT_PROLIFERATE: n = snprintf(buf, buflen, "proliferate %s", op->source != NONE ? s : t); break; /* eclcards 10 */
  case MTG_OPT_PUT: n = snprintf(buf, buflen, "put %s onto the battlefield", s); break;
  case MTG_OPT_REPLACE:
    n = op->value == REPLFX_EXILE ? snprintf(buf, buflen, "exile %s instead", s)
                                  : snprintf(buf, buflen, "shuffle %s into its owner's library instead", s);
    break;
  case MTG_OPT_COLOR: case MTG_OPT_CREATURE_TYPE: case MTG_OPT_CARD_NAME: case MTG_OPT_CHOOSE_WORD: { /* "choose white", "choose Goblin" */
    char w[64];
    choose_text(g, g->choose_card, op->value, w, sizeof w);
    n = snprintf(buf, buflen, "choose %s", w);
    break;
  }
  case MTG_OPT_MANA: /* "tap Forest for {G}"; convoke: "tap Grizzly Bears to pay {G}", "... to pay {1}" */
    if (op->source == NONE) { /* the mana pool (106.4; firebending's, 702.189a) */
      n = snprintf(buf, buflen, "spend {%c} from your mana pool", "WUBRGC"[(op->value & ~MANAPAY_TAP) % MANA__COUNT]);
      break;
    }
    if (op->value & MANAPAY_FILTER) { /* tdmcards 10: "pay {1} to Mardu Devotee for {W}" (605.3a) */
      n = snprintf(buf, buflen, "pay {1} to %s for {%c}", s, "WUBRGC"[(op->value & ~MANAPAY_FILTER) % MANA__COUNT]);
      break;
    }
    n = snprintf(buf, buflen, "tap %s %s {%c}", s, op->value & MANAPAY_TAP ? "to pay" : "for",
                 "WUBRGC1"[(op->value & ~MANAPAY_TAP) % (MANA__COUNT + 1)]);
    break;
  case MTG_OPT_TURN_UP: /* its controller decides: they may look at it (708.5) */
    n = snprintf(buf, buflen, "turn face up %s", pack_str(g->pack, g->pack->cards[fd_card(g, op->source, g->dec.player)].name));
    break;
  case MTG_OPT_CAST: case MTG_OPT_PLAY_LAND: /* value 1: the card's other face (720, 712) */
    n = snprintf(buf, buflen, "%s %s", option_names[op->kind],
                 op->value ? pack_str(g->pack, g->pack->cards[game_card(g, op->source)->face].name) : s);
    break;
  default: n = snprintf(buf, buflen, "%s %s", option_names[op->kind], s); break;
  }
  return n < (int)buflen ? n : (int)buflen - 1;
}

MTG_API int mtg_object_card(const mtg_game *g, int o) { return ok_obj(g, o) ? g->objs[o].card : MTG_EINVAL; }
MTG_API const char *mtg_object_name(const mtg_game *g, int o)
{
  return ok_obj(g, o) ? pack_str(g->pack, game_card(g, o)->name) : NULL;
}
MTG_API int mtg_object_zone(const mtg_game *g, int o) { return ok_obj(g, o) ? g->objs[o].zone : MTG_EINVAL; }
MTG_API int mtg_object_controller(const mtg_game *g, int o)
{
  return ok_obj(g, o) ? g->objs[o].controller : MTG_EINVAL;
}
MTG_API int mtg_object_power(const mtg_game *g, int o) { return ok_obj(g, o) ? g->objs[o].power : MTG_EINVAL; }
MTG_API int mtg_object_toughness(const mtg_game *g, int o)
{
  return ok_obj(g, o) ? g->objs[o].toughness : MTG_EINVAL;
}
