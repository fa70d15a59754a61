/* choose.c: "As Hall of Triumph enters, choose a color." -- or a creature type (Conspiracy), a card name (Pithing Needle) (614.12, 614.1c): its controller's choice as the permanent enters, a decision; stored on the permanent (obj.chosen) and gone when it leaves (400.7). Also "Choose a creature type." as a spell or ability resolves (eclcards 8: CHOOSE_TYPE_NOW), kept on its source for the rest of its code. */
#include "game.h"
#include <stdio.h>
#include <strings.h>

int choose_kind(const mtg_game *g, int card)
{
  const pack_card *c = &g->pack->cards[card];
  for (int i = 0; i < c->abil_count; i++) {
    const pack_ability *a = &g->pack->abils[c->abil_first + i];
    if (a->kind == ABIL_ENTER_CHOICE)
      return g->pack->code[a->code + 1]; /* CHOOSE kind (the verifier checked it) */
  }
  return -1;
}

/* a card (not a token or emblem definition) with an activated ability other than a mana ability */
static int card_activates(const mtg_game *g, int card)
{
  const pack_card *c = &g->pack->cards[card];
  if (c->pt_flags & (PACK_TOKEN | PACK_EMBLEM))
    return 0;
  if (gy_card_gains(g, card))
    return 1; /* Necrotic Ooze: the activated abilities it has from graveyards */
  for (int i = 0; i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].kind == ABIL_ACTIVATED)
      return 1;
  return 0;
}

/* tdmcards 17: does card have an ability labeled with word w ("• Abzan — ..."): a choice a Siege offers */
static int clan_of(const mtg_game *g, int card, int w)
{
  const pack_card *c = &g->pack->cards[card];
  for (int i = 0; w >= AWORD_ABZAN && i < c->abil_count; i++)
    if (g->pack->abils[c->abil_first + i].word == w)
      return 1;
  return 0;
}

/* lead: the creature types of "choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin, Merfolk, or Treefolk" (CHOICE_LORWYN) */
static const uint16_t lorwyn[] = {SUB_ELEMENTAL, SUB_ELF, SUB_FAERIE, SUB_GIANT, SUB_GOBLIN, SUB_KITHKIN, SUB_MERFOLK, SUB_TREEFOLK};

static int is_lorwyn(int v)
{
  for (size_t i = 0; i < sizeof lorwyn / sizeof lorwyn[0]; i++)
    if (lorwyn[i] == v)
      return 1;
  return 0;
}

enum { CHOOSE_NOW = 255,   /* choose_tokens: the choice of a resolving spell or ability (CHOOSE_TYPE_NOW) */
       CHOOSE_MANA = 254,   /* ... the color of "Add one mana of any color." (ADD_ANY_COLOR) */
       CHOOSE_LAND = 253,   /* ... a land played (305.1), which enters once it is made (g->res.si.obj the land) */
       CHOOSE_ENTERED = 252 }; /* ... a permanent an effect put onto the battlefield (enterpay.c's queue, first entry) */

/* what the pending choice is of: an "as it enters" ability's kind, or a creature type for CHOOSE_TYPE_NOW, or a color
   for ADD_ANY_COLOR */
static int asked_kind(const mtg_game *g, int card)
{
  if (g->mode == MODE_CHOOSE && g->choose_tokens == CHOOSE_MANA)
    return CHOICE_COLOR;
  int kind = choose_kind(g, card);
  return kind < 0 ? CHOICE_CREATURE_TYPE : kind;
}

static void ask(mtg_game *g, int card, int player, int tokens)
{
  g->choose_card = (uint16_t)card;
  g->choose_player = (uint8_t)player;
  g->choose_tokens = (uint8_t)tokens;
  g->mode = MODE_CHOOSE;
}

/* 614.12: the choice is made before the permanent enters -- for a copy (707.5), by the card it copies */
int choose_offer(mtg_game *g, const stack_item *si)
{
  int card = g->enter_copy ? g->enter_copy - 1 : g->objs[si->obj].card;
  if (choose_kind(g, card) < 0)
    return 0;
  g->res.si = *si;
  g->res.waiting = RES_RULES;
  ask(g, card, si->controller, 0);
  return 1;
}

/* lead: "As this land enters, choose a creature type." -- land o played by player p (305.1, 614.12): the choice before it
   enters; kept in the resolution's object slot, as nothing resolves during a special action */
int choose_land(mtg_game *g, int p, int o)
{
  if (choose_kind(g, g->objs[o].card) < 0)
    return 0;
  g->res.si.obj = (uint16_t)o;
  ask(g, g->objs[o].card, p, CHOOSE_LAND);
  return 1;
}

/* lead 17: permanent o, which an effect put onto the battlefield, makes its choice as soon as the move is done (614.12;
   enterpay.c's queue): its controller chooses */
void choose_entered(mtg_game *g, int o) { ask(g, g->objs[o].card, g->objs[o].controller, CHOOSE_ENTERED); }

/* token copies of such a permanent (707.2, 614.12): one token, and one choice, at a time */
int choose_tokens(mtg_game *g, int card, int n, int controller)
{
  if (choose_kind(g, card) < 0 || n <= 0)
    return 0;
  ask(g, card, controller, n >= CHOOSE_MANA ? CHOOSE_MANA - 1 : n);
  return 1;
}

/* "Choose a creature type." (700.2-style choice as it resolves, 608.2c): its controller chooses; the run waits (vm.c) */
void choose_now(mtg_game *g, const stack_item *si) { ask(g, g->objs[si->obj].card, si->controller, CHOOSE_NOW); }

/* lead: "Add one mana of any color." as a spell or ability resolves (106.1a, 608.2c: its controller chooses the color
   then); the run waits (vm.c) */
void choose_mana(mtg_game *g, const stack_item *si) { ask(g, g->objs[si->obj].card, si->controller, CHOOSE_MANA); }

/* "for each permanent you control of that type" (205.3m: a changeling is of every type); none before a choice */
int choose_count(mtg_game *g, const stack_item *si)
{
  int chosen = g->objs[si->obj].chosen;
  if (!chosen)
    return 0;
  if (g->dirty)
    lay_apply(g);
  int n = 0;
  for (int i = 0; i < g->nbf; i++)
    n += g->objs[g->bf[i]].controller == si->controller && obj_has_subtype(g, g->bf[i], chosen - 1);
  return n;
}

/* "Return all creature cards of the chosen type from your graveyard to the battlefield." -- the cards there now, each
   put onto the battlefield under its owner's control, one after another */
void choose_return_gy(mtg_game *g, const stack_item *si, int type)
{
  int chosen = g->objs[si->obj].chosen, p = si->controller, n = 0;
  uint16_t cards[MAX_ZONE];
  if (!chosen)
    return;
  for (int i = 0; i < g->players[p].n[ZONE_GRAVEYARD]; i++) {
    int o = g->players[p].graveyard[i];
    if (obj_is(g, o, type) && obj_has_subtype(g, o, chosen - 1)) /* 205.3m: a changeling card too */
      cards[n++] = (uint16_t)o;
  }
  for (int i = 0; i < n; i++)
    if (g->objs[cards[i]].zone == ZONE_GRAVEYARD)
      zone_move(g, cards[i], ZONE_BATTLEFIELD);
}

void choose_options(mtg_game *g)
{
  dec_reset(g, MTG_DEC_CHOOSE, g->choose_player);
  switch (asked_kind(g, g->choose_card)) {
  case CHOICE_COLOR: /* 105.1: the five colors; colorless is not a color */
    for (int c = 0; c < COLOR__COUNT; c++)
      dec_add(g, MTG_OPT_COLOR, NONE, NONE, c);
    break;
  case CHOICE_CREATURE_TYPE: /* 205.3m: the creature types of subtypes.def -- every one a card of the pack has, and
                                more; a type outside the table is one no card has, as its unused types are */
    for (int s = 0; s < SUB__COUNT; s++)
      if (type_sub_types[s] & BIT(TYPE_CREATURE))
        dec_add(g, MTG_OPT_CREATURE_TYPE, NONE, NONE, s);
    break;
  case CHOICE_LORWYN: /* lead: Eclipsed Realms' eight */
    for (size_t i = 0; i < sizeof lorwyn / sizeof lorwyn[0]; i++)
      dec_add(g, MTG_OPT_CREATURE_TYPE, NONE, NONE, lorwyn[i]);
    break;
  case CHOICE_CARD_NAME: /* any card name may be named: one option per card of the pack with an activated ability that
                            isn't a mana ability (loyalty and equip included), then one for every other name -- naming
                            one of those stops nothing, so they are one choice */
    for (uint32_t c = 0; c < g->pack->ncards; c++)
      if (card_activates(g, (int)c))
        dec_add(g, MTG_OPT_CARD_NAME, NONE, NONE, (int)c);
    dec_add(g, MTG_OPT_CARD_NAME, NONE, NONE, (int)g->pack->ncards);
    break;
  case CHOICE_CLAN: /* tdmcards 17: the words of its bulleted abilities, in their order */
    for (int w = AWORD_ABZAN; w < AWORD__COUNT; w++)
      if (clan_of(g, g->choose_card, w))
        dec_add(g, MTG_OPT_CHOOSE_WORD, NONE, NONE, w);
    break;
  default: break;
  }
}

/* what choice `value` of card's kind is, in words: "white" */
int choose_text(const mtg_game *g, int card, int value, char *buf, size_t n)
{
  switch (card < (int)g->pack->hdr->ncards ? asked_kind(g, card) : -1) {
  case CHOICE_COLOR: return snprintf(buf, n, "%s", value >= 0 && value < COLOR__COUNT ? type_color_words[value] : "?");
  case CHOICE_CREATURE_TYPE: case CHOICE_LORWYN:
    return snprintf(buf, n, "%s", value >= 0 && value < SUB__COUNT ? type_sub_names[value] : "?");
  case CHOICE_CARD_NAME:
    return snprintf(buf, n, "%s", value >= 0 && (uint32_t)value < g->pack->ncards ? pack_str(g->pack, g->pack->cards[value].name)
                                                                                   : "another card name");
  case CHOICE_CLAN: return snprintf(buf, n, "%s", value > 0 && value < AWORD__COUNT ? type_aword_names[value] : "?");
  default: return snprintf(buf, n, "%d", value);
  }
}

void choose_apply(mtg_game *g, const mtg_option *op)
{
  if (g->choose_tokens == CHOOSE_MANA) { /* lead: that mana, into its controller's pool (106.4) */
    g->choose_tokens = 0;
    mpool_add(g, (int32_t)PLAYER_REF(g->choose_player), op->value, 1);
    cast_resume(g);
    return;
  }
  if (g->choose_tokens == CHOOSE_LAND) { /* lead: the land enters with it; its player gets priority again (305.1) */
    g->choose_tokens = 0;
    g->enter_choice = (uint16_t)(op->value + 1);
    prio_land_enters(g, g->choose_player, g->res.si.obj);
    ev_push(g, EV_CHOOSE, g->choose_player, g->res.si.obj, NONE, op->value);
    prio_give(g, g->choose_player);
    return;
  }
  if (g->choose_tokens == CHOOSE_ENTERED) { /* lead 17: on the permanent (the queue checked it is still there) */
    uint16_t o = g->enter_pays[0].obj;
    g->choose_tokens = 0;
    g->objs[o].chosen = (uint16_t)(op->value + 1);
    g->dirty = 1; /* "creatures of the chosen type get +1/+1" */
    ev_push(g, EV_CHOOSE, g->choose_player, o, NONE, op->value);
    enterpay_done(g);
    return;
  }
  if (g->choose_tokens == CHOOSE_NOW) { /* eclcards 8: kept on the source for the rest of its code */
    g->choose_tokens = 0;
    g->objs[g->res.si.obj].chosen = (uint16_t)(op->value + 1);
    ev_push(g, EV_CHOOSE, g->choose_player, g->res.si.obj, NONE, op->value);
    cast_resume(g);
    return;
  }
  g->enter_choice = (uint16_t)(op->value + 1);
  if (!g->choose_tokens) { /* the permanent spell enters with it (608.3); the log names it as it is then (a copy) */
    g->res.waiting = RES_NONE;
    cast_enter(g, &g->res.si);
    ev_push(g, EV_CHOOSE, g->choose_player, g->res.si.obj, NONE, op->value);
    prio_give(g, g->active);
    return;
  }
  const vartok *v = g->nvartok ? vartok_get(g, VT_PENDING) : NULL; /* a copy "except ..." (707.9b; copyexc.c) */
  vartok none = {NONE, 0, 0, NONE, 0, 0};
  int o = zone_create_token_v(g, g->choose_card, g->choose_player, 0, v ? v : &none);
  g->enter_choice = 0;
  if (o >= 0)
    ev_push(g, EV_CHOOSE, g->choose_player, o, NONE, op->value);
  if (o >= 0 && --g->choose_tokens > 0)
    return; /* the next token: still MODE_CHOOSE */
  g->choose_tokens = 0;
  if (v)
    vartok_forget(g, VT_PENDING);
  cast_resume(g);
}

/* the value of a choice of card's kind written in words ("white"), or -1 */
int choose_parse(const mtg_game *g, int card, const char *s)
{
  char w[64];
  int kind = asked_kind(g, card);
  int n = kind == CHOICE_COLOR ? COLOR__COUNT : kind == CHOICE_CREATURE_TYPE || kind == CHOICE_LORWYN ? SUB__COUNT
        : kind == CHOICE_CARD_NAME ? (int)g->pack->ncards + 1 : kind == CHOICE_CLAN ? AWORD__COUNT : 0;
  for (int v = 0; v < n; v++)
    if ((kind != CHOICE_CREATURE_TYPE || (type_sub_types[v] & BIT(TYPE_CREATURE))) && (kind != CHOICE_LORWYN || is_lorwyn(v)) &&
        (kind != CHOICE_CLAN || clan_of(g, card, v)) &&
        (kind != CHOICE_CARD_NAME || v == n - 1 || card_activates(g, v)) &&
        choose_text(g, card, v, w, sizeof w) > 0 && strcasecmp(w, s) == 0)
      return v;
  return -1;
}
