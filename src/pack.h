/* pack.h: the loaded, verified card pack (read-only, shared by every game and thread). */
#ifndef MTG_PACK_H
#define MTG_PACK_H

#include "handle.h"
#include "opcodes.h"
#include "pack_format.h"
#include <stddef.h>

struct mtg_pack {
  mtg_handle h;                 /* error record; h.code != 0 means the pack is unusable */
  uint8_t *data;                /* the whole file, owned */
  size_t size;                  /* its size */
  const pack_header *hdr;       /* into data */
  const pack_card *cards;       /* hdr->ncards entries, sorted by name */
  const pack_ability *abils;    /* hdr->nabilities entries */
  const uint8_t *code;          /* hdr->code_size bytes */
  const char *str;              /* hdr->str_size bytes */
  uint32_t ncards;              /* 0 when the pack failed to load */
  /* facts derived once at load, per card id (the engine reads them on hot paths) */
  uint8_t *land_mana;           /* bit MANA_* of the mana it can make by tapping: basic land types (305.6), {T} mana abilities */
  uint8_t *abil_mana;           /* the part of land_mana its {T} mana abilities make (lost with its abilities) */
  uint8_t *mana_amount;         /* mana its {T} mana ability adds at once ("Add {C}{C}": 2); 0 or 1: one (MANA_AMOUNT_N);
                                   MANA_AMOUNT_ONLY: that much only from its restricted ability (Hermitic Herbalist: its
                                   "any color" ability adds one for other spells, 106.6) */
  uint8_t *mana_sac;            /* 1: its mana ability sacrifices it ("{T}, Sacrifice this token: Add ...", 111.10a) */
  uint8_t *mana_only;           /* the kinds of mana (bit MANA_*) only its restricted mana abilities make ("Spend this
                                   mana only to cast ...", 106.6): not made for other spells or costs */
  uint16_t *mana_only_abil;     /* 1 + the ability index of its (first) restricted mana ability, 0 if none */
  uint16_t *mana_dyn;           /* 1 + the ability index of its mana ability whose amount is counted (MANA_DYN_*), 0 if none */
  uint16_t *mana_if_sub;        /* tdmcards: 1 + the subtype its player must control for its mana ability ("Activate only if
                                   you control a Dragon.", Mox Jasper: its only mana ability), 0 if none */
  uint8_t *mana_filter;         /* tdmcards: bit MANA_* of the mana its mana ability that costs {1} adds ("{1}: Add {R},
                                   {W}, or {B}."): not in land_mana, a source only with another's mana (manafilter.c);
                                   with MFILT_TAP, the cost is "{1}, {T}" (lead: Rumble Arena) */
  uint8_t *mana_value;          /* mana value of its cost (202.3) */
  uint8_t *min_mana;            /* the fewest mana its own mana cost can be paid with (X 0; hybrid {2/W} 1, {W/P} 0) */
  uint64_t *card_trig;          /* bit TRIG_*: the events its triggered abilities (not keywords) trigger on */
  uint8_t *printed;             /* PACK_PRINTED_STRIDE bytes: the object fields power .. mana as a reset sets them
                                   (zone.c: obj_reset_characteristics), copied in one go */
  uint32_t *abil_kinds;         /* bit ABIL_*: the kinds of its abilities (a card without one skips looking) */
  uint8_t *card_cycles;         /* 1: it has an ability activated from its owner's hand (cycling, 702.29a);
                                   PACK_ZONE_ACT_GY: one activated from their graveyard (renew);
                                   PACK_ZONE_CAST_GY: it may be cast from there (harmonize);
                                   PACK_ZONE_ACT_BF: activated on the battlefield; PACK_MANA_PLAIN */
  /* per ability (static and continuous-effect ones), for the layer system's dependency test (613.8) */
  uint16_t *abil_reads;         /* PACK_READS_*: what its condition and filter look at */
  uint16_t *abil_removes;       /* bit LAYER_*: layers in which it can take abilities away (LOSE_ABILITIES, 305.7) */
};

enum { MANA_AMOUNT_N = 0x7F, MANA_AMOUNT_ONLY = 0x80 }; /* pack.mana_amount's bits */
enum { MFILT_TAP = 0x40, MFILT_KINDS = 0x3F }; /* pack.mana_filter's bits, mana_sources.filt_colors' too */
enum { PACK_READS_CONTROL = 1, PACK_READS_TYPE = 2, PACK_READS_COLOR = 4, PACK_READS_ABILITIES = 8, PACK_READS_TAPPED = 16,
       PACK_READS_ATTACKING = 32, PACK_READS_TURN = 64, /* TURN: whose turn it is ("During your turn") */
       PACK_READS_ANYWHERE = 128, /* not a status: its set reaches beyond the battlefield (F_ANYWHERE) */
       PACK_READS_HAND = 256,     /* the size of a hand ("the number of cards in your hand") */
       PACK_READS_ENTERED = 512,  /* eclcards: the creatures that entered this turn (ENTERED, player.entered) */
       PACK_READS_LIFE = 1024,    /* fdncards 11b: a life total ("as long as you have 25 or more life", LIFE) */
       PACK_READS_POOL = 2048 };  /* lead: the mana in a pool ("as long as you have six or more unspent mana", POOL_SIZE) */

/* verifies a pack image (bounds, strings, card table, bytecode); 0 or MTG_EFORMAT with a message in h */
int pack_verify(mtg_handle *h, const uint8_t *data, size_t size);
/* FNV-1a 32-bit hash used for the header checksum */
uint32_t pack_fnv1a(const uint8_t *p, size_t n);

static inline const char *pack_str(const struct mtg_pack *p, uint32_t off) { return p->str + off; }
static inline const pack_card *pack_card_at(const struct mtg_pack *p, int id) { return &p->cards[id]; }
static inline const pack_ability *pack_ability_at(const struct mtg_pack *p, int i) { return &p->abils[i]; }

#define PACK_PRINTED_STRIDE 32 /* bytes per card of mtg_pack.printed: OBJ_PRINTED_SIZE (game.h), then keywords_hi */
#define PACK_ZONE_ACT_GY 2 /* card_cycles: an ability activated from its owner's graveyard (PACK_EXTRA_EXILE_GY) */
#define PACK_ZONE_CAST_GY 4 /* card_cycles: it may be cast from its owner's graveyard (harmonize, 702.180a) */
#define PACK_MANA_CHOSEN 32 /* card_cycles: its {T} mana abilities make mana of the chosen color only (ACTR_CHOSEN_COLOR) */
#define PACK_MANA_PLAIN 16  /* card_cycles: the mana it makes is one mana at a time, for anything, with no sacrifice */
#define PACK_MANA_ONE 64    /* card_cycles: its {T} mana ability's mana is all of one color ("Add three mana of any one
                               color.", MANA_ONE_COLOR): mana_find marks its entries MANA_ONE_ENTRY */
#define PACK_MANA_TAPC 128  /* card_cycles: its {T} mana ability costs "Tap an untapped creature you control" too
                               (Springleaf Drum): mana_find lists it with a creature to tap (mana_sources.tapc_*) */
#define PACK_ZONE_ACT_BF 8  /* card_cycles: a permanent of it may have activated abilities: printed ones, or Necrotic
                               Ooze's from graveyards (pack_gains_gy) -- prio_options looks at no other (but copies and
                               face-down ones) */

/* an activated ability that works in its card's graveyard (113.6k): renew's exile cost, or ACTR_FROM_GY (tlacards) */
static inline int pack_gy_ability(const pack_ability *a)
{
  return (a->extra & PACK_EXTRA_EXILE_GY) || (a->kind == ABIL_ACTIVATED && (a->act & ACTR_FROM_GY));
}

/* the ability is Necrotic Ooze's "it has all activated abilities of all creature cards in all graveyards" (613.1f) */
static inline int pack_gains_gy(const struct mtg_pack *p, const pack_ability *a)
{
  return a->kind == ABIL_STATIC && a->code_len >= 3 && p->code[a->code + 1] == OP_GAIN_GY_ACTIVATED;
}

#endif
