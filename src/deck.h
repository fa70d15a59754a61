/* deck.h: a deck -- a list of card ids of one pack -- read from JSON. */
#ifndef MTG_DECK_H
#define MTG_DECK_H

#include "game.h"

struct mtg_deck {
  mtg_handle h;                  /* error record: names the file and the card on failure */
  const struct mtg_pack *pack;   /* the pack its card ids belong to */
  char name[64];                 /* the deck's name */
  uint16_t n;                    /* number of cards */
  uint16_t cards[MAX_DECK];      /* card ids */
};

#endif
