/* event.c: the event ring (play-by-play log) and its rendering as text. */
#include "game.h"
#include <stdio.h>
#include <string.h>

void ev_push(mtg_game *g, int kind, int player, int o, uint16_t target, int value)
{
  event *e = &g->events[g->nevents % MTG_EVENT_RING];
  e->kind = (uint8_t)kind;
  e->player = (uint8_t)player;
  e->obj = (uint16_t)o;
  e->card = o == (int)NONE ? NONE : g->objs[o].card;
  e->target = target;
  e->tcard = (target == NONE || IS_PLAYER_REF(target)) ? NONE : g->objs[target].card;
  e->value = (int16_t)value;
  g->nevents++;
}

static int name_of(const mtg_game *g, uint16_t ref, uint16_t card, char *buf, size_t n)
{
  if (IS_PLAYER_REF(ref))
    return snprintf(buf, n, "player %d", REF_PLAYER(ref));
  if (card == NONE)
    return snprintf(buf, n, "?");
  return snprintf(buf, n, "%s", pack_str(g->pack, g->pack->cards[card].name));
}

MTG_API uint32_t mtg_game_event_count(const mtg_game *g)
{
  return g && g->h.magic == HANDLE_GAME ? g->nevents : 0;
}

MTG_API int mtg_game_event_text(const mtg_game *g, uint32_t i, char *buf, size_t buflen)
{
  if (!g || g->h.magic != HANDLE_GAME || !buf || buflen == 0 || i >= g->nevents ||
      g->nevents - i > MTG_EVENT_RING)
    return MTG_EINVAL;
  const event *e = &g->events[i % MTG_EVENT_RING];
  char tmp[128];
  size_t len = 0;
  buf[0] = '\0';
  for (const char *f = type_event_formats[e->kind]; *f && len + 1 < buflen; f++) {
    if (*f != '%' || !f[1]) {
      buf[len++] = *f;
      buf[len] = '\0';
      continue;
    }
    switch (*++f) {
    case 'P': snprintf(tmp, sizeof tmp, "%d", e->player); break;
    case 'V': snprintf(tmp, sizeof tmp, "%d", e->value); break;
    case 'O': name_of(g, e->obj, e->card, tmp, sizeof tmp); break;
    case 'T': name_of(g, e->target, e->tcard, tmp, sizeof tmp); break;
    case 'C': choose_text(g, e->card, e->value, tmp, sizeof tmp); break;
    case 'M': snprintf(tmp, sizeof tmp, "{%c}", e->value >= 0 && e->value < MANA__COUNT ? "WUBRGC"[e->value] : '?'); break;
    default: snprintf(tmp, sizeof tmp, "%%%c", *f); break;
    }
    int w = snprintf(buf + len, buflen - len, "%s", tmp);
    len += (size_t)w < buflen - len ? (size_t)w : buflen - len - 1;
  }
  return (int)len;
}
