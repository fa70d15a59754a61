/* spellcopy.c: copies of spells (707.10) -- put onto the stack, not cast, with the original's choices (mode, X, kicker, targets); its controller may choose new targets (707.10c, a decision); the spells cast lately are remembered as cast, for copies made once they are gone. */
#include "game.h"

/* 601.2i: a spell became cast -- what was cast before it this turn, and the spell as it is now (its last known
   information once it leaves the stack) */
void spell_cast_note(mtg_game *g, stack_item *si)
{
  player *pl = &g->players[si->controller];
  si->before_all = (uint8_t)(g->players[0].spells_cast + g->players[1].spells_cast);
  si->before_is = pl->is_cast;
  if (game_card(g, si->obj)->types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY)))
    pl->is_cast = (uint8_t)(pl->is_cast < 255 ? pl->is_cast + 1 : 255);
  int k = g->spell_lki_next;
  g->spell_lki[k] = *si;
  g->spell_lki_card[k] = g->objs[si->obj].card;
  g->spell_lki_next = (uint8_t)((k + 1) % SPELL_LKI);
}

/* the spell a triggered ability is about: on the stack still, or as it was cast; its card in *card. NULL if
   neither is known */
static const stack_item *spell_about(const mtg_game *g, const stack_item *si, int *card)
{
  if (si->kind != SI_ABILITY || si->about >= MAX_OBJECTS)
    return NULL;
  for (int i = 0; i < g->nstack; i++)
    if (g->stack[i].kind == SI_SPELL && g->stack[i].obj == si->about && g->stack[i].obj_zcc == si->about_zcc) {
      *card = g->objs[si->about].card;
      return &g->stack[i];
    }
  for (int k = 0; k < SPELL_LKI; k++)
    if (g->spell_lki[k].obj == si->about && g->spell_lki[k].obj_zcc == si->about_zcc) {
      *card = g->spell_lki_card[k];
      return &g->spell_lki[k];
    }
  return NULL;
}

int spell_about_count(const mtg_game *g, const stack_item *si, int how)
{
  int card;
  const stack_item *s = spell_about(g, si, &card);
  return !s ? 0 : how ? s->before_all : s->before_is;
}

/* 707.10: a copy of spell s (card `card`) under player p's control, on top of the stack; 707.10a: not cast */
static int put_copy(mtg_game *g, const stack_item *s, int card, int p)
{
  if (g->nstack >= MAX_STACK || card == (int)NONE)
    return -1;
  int o = zone_new_object(g, card, p);
  if (o < 0)
    return -1;
  g->objs[o].spell_copy = 1;
  zone_put(g, o, ZONE_STACK, p);
  stack_item *c = &g->stack[g->nstack++];
  *c = *s; /* 707.10: its mode, X, kicker and targets (707.10b-c) */
  c->obj = (uint16_t)o;
  c->obj_zcc = g->objs[o].zcc;
  c->controller = (uint8_t)p;
  c->id = stack_new_id(g);
  c->amount = 0; /* 707.10: not cast -- no mana was spent to cast it */
  c->spent2 = 0;
  ev_push(g, EV_SPELL_COPIED, p, o, NONE, 0);
  return o;
}

/* does the copy at stack index i have a target left to ask about from slot rt_slot on? */
static int next_slot(mtg_game *g)
{
  for (; g->rt_item <= g->rt_last; g->rt_item++, g->rt_slot = 0) {
    const stack_item *c = &g->stack[g->rt_item];
    for (; g->rt_slot < c->ntargets; g->rt_slot++)
      if (c->target[g->rt_slot] != NONE) /* an "up to one" target left unchosen stays so */
        return 1;
    kwt_targeted(g, c); /* 702.21a: its targets are final; ward sees them */
  }
  return 0;
}

/* "copy it [n times]. You may choose new targets for the copies." (707.10, 707.10c) -- YOU is the controller of
   the resolving ability. 1: they now choose */
int spell_copy_begin(mtg_game *g, const stack_item *si, int n, int flags)
{
  int card;
  const stack_item *s = spell_about(g, si, &card);
  if (!s || n <= 0)
    return 0;
  stack_item orig = *s; /* the stack moves under it */
  int first = g->nstack;
  for (int k = 0; k < n; k++)
    if (put_copy(g, &orig, card, si->controller) < 0)
      break;
  if (g->nstack == first)
    return 0;
  g->rt_item = (uint8_t)first;
  g->rt_last = (uint8_t)(g->nstack - 1);
  g->rt_slot = 0;
  if (!(flags & 1)) {
    for (int i = first; i < g->nstack; i++)
      kwt_targeted(g, &g->stack[i]);
    return 0;
  }
  if (!next_slot(g))
    return 0;
  g->mode = MODE_RETARGET;
  return 1;
}

/* 707.10c: the target stays, or changes to another legal one; if there is no other, it stays (even if illegal) */
void spell_retarget_options(mtg_game *g)
{
  const stack_item *c = &g->stack[g->rt_item];
  int kind = g->pack->abils[c->ability].target[g->rt_slot];
  uint16_t t[MAX_TARGET_CANDIDATES];
  int n = cast_targets(g, kind, c->controller, c->obj, t);
  dec_reset(g, MTG_DEC_NEW_TARGETS, c->controller);
  dec_add(g, MTG_OPT_TARGET, c->obj, c->target[g->rt_slot], g->rt_slot); /* the first: unchanged */
  for (int i = 0; i < n; i++)
    if (t[i] != c->target[g->rt_slot])
      dec_add(g, MTG_OPT_TARGET, c->obj, t[i], g->rt_slot);
}

void spell_retarget_apply(mtg_game *g, const mtg_option *op)
{
  stack_item *c = &g->stack[g->rt_item];
  if (op->target != c->target[g->rt_slot]) {
    c->target[g->rt_slot] = op->target;
    c->target_zcc[g->rt_slot] = IS_PLAYER_REF(op->target) ? 0 : g->objs[op->target].zcc;
  }
  g->rt_slot++;
  if (next_slot(g))
    return; /* still MODE_RETARGET */
  cast_resume(g);
}
