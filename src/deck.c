/* deck.c: reading decks from JSON ({"name": ..., "format": ..., "cards": {"Card Name": count, ...}}) with cJSON, and the
   deck rules of their format (100.2). */
#include "deck.h"
#include "fileio.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int parse_cards(mtg_deck *d, const cJSON *cards, const char *file)
{
  const cJSON *it;
  d->n = 0;
  cJSON_ArrayForEach(it, cards) {
    if (!cJSON_IsNumber(it) || it->valuedouble < 1 || it->valuedouble != (int)it->valuedouble)
      return handle_fail(&d->h, MTG_EFORMAT, "%s: card \"%s\": count must be a positive integer", file,
                         it->string);
    int id = mtg_pack_find_card(d->pack, it->string);
    if (id >= 0 && (d->pack->cards[id].pt_flags & (PACK_TOKEN | PACK_EMBLEM)))
      return handle_fail(&d->h, MTG_EFORMAT, "%s: \"%s\" is a %s, not a card", file, it->string,
                         (d->pack->cards[id].pt_flags & PACK_TOKEN) ? "token" : "emblem");
    if (id >= 0 && (d->pack->cards[id].pt_flags & PACK_BACK_FACE)) /* 712.8: a deck holds the card, named by its front */
      return handle_fail(&d->h, MTG_EFORMAT, "%s: \"%s\" is the back face of \"%s\": name the front face", file,
                         it->string, pack_str(d->pack, d->pack->cards[d->pack->cards[id].face].name));
    if (id < 0)
      return handle_fail(&d->h, MTG_ENOTFOUND, "%s: unknown card \"%s\" (not in the pack)", file, it->string);
    int count = (int)it->valuedouble;
    if (d->n + count > MAX_DECK)
      return handle_fail(&d->h, MTG_EFORMAT, "%s: more than %d cards", file, MAX_DECK);
    for (int i = 0; i < count; i++)
      d->cards[d->n++] = (uint16_t)id;
  }
  if (d->n == 0)
    return handle_fail(&d->h, MTG_EFORMAT, "%s: the deck has no cards", file);
  return 0;
}

/* 100.2a: a constructed deck has at least 60 cards and no more than four of any one card (by English name), basic
   lands and cards that say "A deck can have any number of cards named ..." aside; 100.2b: a limited deck has at least
   40 and any number of each. A deck with no format is checked for neither (test and research decks) */
static int check_format(mtg_deck *d, const cJSON *format, const char *file)
{
  if (!format)
    return 0;
  int constructed = cJSON_IsString(format) && strcmp(format->valuestring, "constructed") == 0;
  if (!constructed && !(cJSON_IsString(format) && strcmp(format->valuestring, "limited") == 0))
    return handle_fail(&d->h, MTG_EFORMAT, "%s: \"format\" is \"constructed\" or \"limited\"", file);
  int least = constructed ? 60 : 40;
  if (d->n < least)
    return handle_fail(&d->h, MTG_EFORMAT, "%s: a %s deck has at least %d cards, this one %d (100.2%c)", file,
                       format->valuestring, least, d->n, constructed ? 'a' : 'b');
  for (int i = 0; constructed && i < d->n; i++) {
    const pack_card *c = &d->pack->cards[d->cards[i]];
    if ((c->supertypes & BIT(SUPER_BASIC)) || (d->pack->abil_kinds[d->cards[i]] & BIT(ABIL_ANY_NUMBER)))
      continue;
    int copies = 0, first = 1;
    for (int j = 0; j < d->n; j++) {
      copies += d->cards[j] == d->cards[i];
      first &= j >= i || d->cards[j] != d->cards[i];
    }
    if (first && copies > 4)
      return handle_fail(&d->h, MTG_EFORMAT, "%s: %d copies of \"%s\", but a constructed deck has at most 4 of a card "
                         "other than a basic land (100.2a)", file, copies, pack_str(d->pack, c->name));
  }
  return 0;
}

static int parse(mtg_deck *d, const char *json, const char *file)
{
  const char *end = NULL;
  cJSON *root = cJSON_ParseWithOpts(json, &end, 1);
  int rc = 0;
  if (!root) {
    int line = 1;
    for (const char *p = json; end && p < end; p++)
      line += *p == '\n';
    return handle_fail(&d->h, MTG_EFORMAT, "%s:%d: malformed JSON", file, line);
  }
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "name");
  const cJSON *cards = cJSON_GetObjectItemCaseSensitive(root, "cards");
  if (!cJSON_IsObject(root) || !cJSON_IsObject(cards)) {
    rc = handle_fail(&d->h, MTG_EFORMAT, "%s: expected {\"name\": ..., \"cards\": {\"Card\": count, ...}}",
                     file);
    goto done;
  }
  snprintf(d->name, sizeof d->name, "%s", cJSON_IsString(name) ? name->valuestring : file);
  rc = parse_cards(d, cards, file);
  if (rc == 0)
    rc = check_format(d, cJSON_GetObjectItemCaseSensitive(root, "format"), file);
done:
  cJSON_Delete(root);
  return rc;
}

static mtg_deck *deck_new(const mtg_pack *pack)
{
  mtg_deck *d = calloc(1, sizeof *d);
  if (!d)
    return NULL;
  handle_init(&d->h, HANDLE_DECK);
  d->pack = pack;
  if (!pack || pack->h.magic != HANDLE_PACK || pack->ncards == 0)
    handle_fail(&d->h, MTG_EINVAL, "no usable pack");
  return d;
}

MTG_API mtg_deck *mtg_deck_parse(const mtg_pack *pack, const char *json, const char *name)
{
  mtg_deck *d = deck_new(pack);
  if (!d || d->h.code)
    return d;
  if (!json)
    handle_fail(&d->h, MTG_EINVAL, "NULL deck text");
  else
    parse(d, json, name ? name : "<deck>");
  return d;
}


MTG_API mtg_deck *mtg_deck_load(const mtg_pack *pack, const char *path)
{
  mtg_deck *d = deck_new(pack);
  if (!d || d->h.code)
    return d;
  if (!path) {
    handle_fail(&d->h, MTG_EINVAL, "NULL deck path");
    return d;
  }
  char *text = io_read_file(path, 1L << 20);
  if (!text)
    handle_fail(&d->h, MTG_EIO, "%s: cannot read the deck file", path);
  else
    parse(d, text, path);
  free(text);
  return d;
}

MTG_API void mtg_deck_free(mtg_deck *d)
{
  if (!d || d->h.magic != HANDLE_DECK)
    return;
  d->h.magic = 0;
  free(d);
}

MTG_API int mtg_deck_size(const mtg_deck *d)
{
  return d && d->h.magic == HANDLE_DECK ? d->n : MTG_EINVAL;
}

MTG_API const char *mtg_deck_name(const mtg_deck *d)
{
  return d && d->h.magic == HANDLE_DECK ? d->name : NULL;
}
