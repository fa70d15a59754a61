/* game.h: the game state -- one flat block of fixed-capacity arrays (clone = memcpy) -- and the engine's internal API. */
#ifndef MTG_GAME_H
#define MTG_GAME_H

#include "handle.h"
#include "mtgvm.h"
#include "pack.h"
#include "types.h"
#include "opcodes.h"
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define MAX_OBJECTS 256   /* object slots: cards and tokens of both players */
#define MAX_MSRC 23       /* a player's mana-making permanents listed for mana_find (mana.c); more: it looks at all */
#define MSRC_MANY 255     /* a list of nmsrc / nacts that overflowed */
#define MAX_ACTS 15       /* a player's permanents with activated abilities listed for prio_options; more: it looks at all */
#define MAX_ZONE 128      /* cards in one player's library, hand, graveyard or exile */
#define MAX_BF 128        /* permanents on the battlefield */
#define MAX_STACK 32      /* objects on the stack */
#define MAX_DECK 120      /* cards in a deck */
#define STARTING_LIFE 20  /* each player's starting life total (103.4) */
#define VM_STACK 16       /* VM operand-stack slots */
#define HAND_SIZE 7       /* maximum hand size (rule 402.2) */
#define NONE 0xFFFFu      /* no object */
#define OBJ_COUNTER_KINDS 3 /* kinds of counters an object holds at once: a slot each (any number of kinds exist) */
#define OBJ_SUBTYPES 6    /* subtypes an object can have at once: a card prints at most 4 (Curious Farm Animals), effects add */
#define MAX_EMBLEMS 8     /* emblems in the command zone (114) */

enum { ZONE_LIBRARY = MTG_ZONE_LIBRARY, ZONE_HAND = MTG_ZONE_HAND, ZONE_BATTLEFIELD = MTG_ZONE_BATTLEFIELD,
       ZONE_GRAVEYARD = MTG_ZONE_GRAVEYARD, ZONE_STACK = MTG_ZONE_STACK, ZONE_EXILE = MTG_ZONE_EXILE,
       ZONE_COMMAND = MTG_ZONE_COMMAND,
       ZONE_PERMANENT_OR_SPELL = 0xFE, /* a target kind's zone (targets.def): the battlefield or the stack */
       ZONE_NONE = 0xFF };

/* obj.lost: which abilities an object has lost */
enum { LOST_NONE, LOST_TEXT,  /* those of its rules text: a new basic land type's mana ability stays (305.7) */
       LOST_ALL,              /* all of them, the intrinsic mana abilities of its land types too (305.6, 613.1f) */
       LOST_BUT_MANA };       /* all but its mana abilities (Blood Sun) */

/* object flags */
enum {
  OBJ_TAPPED = 1,      /* tapped (rule 701.26) */
  OBJ_SICK = 2,        /* not controlled continuously since the controller's most recent turn began (302.6) */
  OBJ_ATTACKING = 4,   /* an attacking creature (506.4) */
  OBJ_BLOCKING = 8,    /* a blocking creature */
  OBJ_BLOCKED = 16,    /* an attacking creature that was blocked (509.1h) -- stays blocked */
  OBJ_DEATHTOUCHED = 32, /* dealt damage by a source with deathtouch since the last SBA check (704.5h) */
  OBJ_TOKEN = 64,      /* a token (111) */
  OBJ_FIRST_STRUCK = 128 /* dealt combat damage in the first-strike step (510.4) */
};

/* obj.act_done: which once-only activated abilities the object has used */
enum { ACT_LOYALTY = 1,   /* a loyalty ability this turn (606.3): cleared as each turn begins */
       ACT_EXHAUST = 2,   /* ACT_EXHAUST << k: the card's k-th exhaust ability (702.177a), k < 6: for as long as it is
                             this object (400.7) */
       ACT_ONCE = 128 };  /* tdmcards: its ability that says "Activate only once each turn." (ACTR_ONCE_TURN; 602.5b)
                             was activated this turn: cleared as each turn begins */

typedef struct obj {
  uint16_t card;        /* pack card id; NONE for a free slot */
  uint16_t zcc;         /* zone-change counter: bumped each time it changes zones (400.7) */
  uint8_t owner;        /* 0 or 1 */
  uint8_t controller;   /* 0 or 1 */
  uint8_t zone;         /* ZONE_* */
  uint8_t flags;        /* OBJ_* */
  int16_t damage;       /* damage marked on it (120.3) */
  uint8_t kicked;       /* it entered the battlefield as a spell whose kicker cost was paid (702.33d); kept when it
                           leaves, for "if it was kicked" on a dies trigger; OBJ_HARMONIZED: a spell on the stack cast
                           for its harmonize cost, exiled whenever it would leave the stack (702.180a); bit
                           OBJ_FACE_DOWN: a face-down permanent (708), gone when it turns face up or leaves */
  uint8_t spell_copy;   /* a copy of a spell (707.10): not a card; it ceases to exist off the stack (704.5e), and
                           as a permanent spell it resolves into a token (707.10f) */
  uint16_t rules;       /* bit RULE_*: rules effects on it after the layers (613.11): can't attack, can't block, ... */
  uint8_t ctr_kind[OBJ_COUNTER_KINDS]; /* counters on it (122): 1 + the CTR_* kind in each slot, 0 for a free slot;
                           gone when it changes zones -- read and write them with obj_counter / obj_set_counter */
  uint8_t ctr_n[OBJ_COUNTER_KINDS];    /* how many of that kind */
  _Static_assert((2 * OBJ_COUNTER_KINDS) % 4 == 2, "the counter slots after the four bytes from `kicked` end on a "
                                                 "word: move a byte field in or out when the slots change");
  /* characteristics after continuous effects (layers.c, rule 613) on the battlefield; the printed ones elsewhere */
  int16_t power;        /* current power */
  int16_t toughness;    /* current toughness */
  uint32_t keywords;    /* bit KW_* */
  uint16_t types;       /* bit TYPE_* */
  uint8_t colors;       /* bit COLOR_* */
  uint8_t supertypes;   /* bit SUPER_* */
  uint16_t subtypes[OBJ_SUBTYPES]; /* SUB_* ids, NONE after the last */
  uint8_t all_types;    /* it has every creature type (205.3m): changeling, "all creature types" */
  uint8_t lost;         /* LOST_*: it has lost the abilities of its rules text (305.7), all its abilities, or all but
                           its mana abilities (Blood Sun) (layer 6): they do nothing */
  uint8_t mana;         /* bit MANA_*: what its mana abilities and basic land types can make (605, 305.6) */
  uint8_t base_controller; /* who controls it apart from control-changing effects (layer 2): who put it here */
  uint16_t attached;    /* the permanent this Aura or Equipment is attached to (301.5, 303.4), NONE if none */
  uint16_t attached_zcc;/* that permanent's zone-change counter when it was attached: a new object is not it (400.7) */
  uint8_t granted;      /* bit i: the card's granted ability i (PACK_ABF_GRANTED, i < 8) is its own now, from a static
                           ability or an effect of its own (GRANT, layer 6) */
  uint8_t granted_mana; /* bit MANA_*: mana abilities continuous effects gave it (layer 6, ADD_MANA: Chromatic Lantern);
                           GRANTED_TWO_ONE: the one it was given adds two mana of any one color (New Horizons) */
  uint8_t act_done;     /* ACT_LOYALTY: a planeswalker's loyalty ability was activated this turn (606.3); bit
                           ACT_EXHAUST << k: its k-th exhaust ability was activated (702.177a, once: a new object may again) */
  uint8_t protector;    /* a battle: the player who protects it (310.8), chosen as it enters (310.11a) */
  uint16_t orig_card;   /* 1 + the card it is when it entered as a copy of another (707.5: `card` is the card it
                           copied, its copiable values) -- back to it when it leaves the battlefield; 0 if not a copy */
  uint16_t chosen;      /* 1 + what its controller chose as it entered the battlefield (614.12): a COLOR_*, a
                           creature type (SUB_*), a card; 0 if nothing was; gone when it leaves (400.7) */
  /* colder: combat, timestamps, replacement picks -- after the fields the observation and the engine's loops read,
     which fit one or two cache lines (the first 48 bytes) */
  uint16_t blocking;    /* for a blocker: the attacker it blocks; NONE otherwise */
  uint8_t block_order;  /* for a blocker: its position among the attacker's blockers (fewer than MAX_OBJECTS) */
  uint8_t exalted;      /* its instances of exalted (702.83b: each triggers), after the layers */
  uint32_t timestamp;   /* when it entered its zone (613.7) */
  uint8_t attack_player;/* for an attacker: the player it attacks */
  uint8_t keywords_hi;  /* bit KW_* - 32: the keywords past the first 32 (wither, persist, ...): read both masks with
                           obj_keywords / obj_has, write them with obj_set_keywords */
  union {
    uint16_t attack_pw; /* for an attacker: the planeswalker or battle it attacks (508.1b), NONE when it attacks a player */
    uint16_t play_until;/* tdmcards -- in exile: the last turn a player may play it ("you may play that card", exileplay.c),
                           NONE for none; every zone change sets NONE (400.7: a new object has no permission) */
  };
  union {
    uint16_t attack_pw_zcc; /* that permanent's zone-change counter */
    uint16_t play_perm;   /* in exile, with play_until: XPERM_* -- who may, cast only, ends as their end step begins */
  };
  uint16_t blocking_zcc; /* for a blocker: its attacker's zone-change counter when blocked: a new object is not it */
  uint8_t repl;         /* bit REPL_*: replacement effects on it from resolved spells, "this turn" (614.1a); and
                           REPL_SUSPEND: an exiled card that gained suspend (702.62) */
  uint8_t repl_pick;    /* REPLFX_*: the replacement effect its controller chose for its next move (616.1), 0 if none */
  uint16_t eot_card;    /* 1 + the card it is again when a copy effect "until end of turn" ends (Mirrorweave, 514.2);
                           0 if none */
} obj;

enum { PL_ATTACKED = 1, PL_PUT_COUNTER = 2, /* player.attacked's bits, cleared as each turn begins */
       PL_LAND_ENTERED = 4,                    /* tlacards 15: a land entered the battlefield under their control this turn */
       PL_CAST_CREATURE = 8, PL_CAST_NONCREATURE = 16 }; /* tdmcards 17c: they cast a creature / a noncreature spell */

#define DMG_TWICE_CHOSEN 0x80 /* eclcards 15: player.dmg_twice's top bit: a DMGMOD_CHOSEN ability of theirs functions */

typedef struct player {
  int32_t life;                  /* life total (119) */
  int16_t poison;                /* poison counters */
  uint8_t lands_played;          /* lands played this turn (305.2) */
  uint8_t drew_from_empty;       /* tried to draw from an empty library since the last SBA check (704.5b) */
  uint8_t lost;                  /* has lost the game */
  uint8_t instants;              /* cards in hand castable at instant speed (instant or flash): a fast path */
  uint8_t activated;             /* activated abilities of permanents they control: the same fast path */
  uint8_t extra_lands;           /* additional lands they may play each turn (305.2a: Exploration), from the layers */
  uint8_t attacked;              /* bit PL_ATTACKED: they declared an attacker this turn (508.1: "if you attacked this
                                    turn"); PL_PUT_COUNTER: they put a counter on a creature this turn (122.6) */
  uint8_t no_max_hand;           /* they have no maximum hand size (402.2: Reliquary Tower), from the layers */
  uint8_t spells_cast;           /* spells they cast this turn (601.2i; Flurry's "your second spell each turn") */
  uint8_t is_cast;               /* instant and sorcery spells they cast this turn (Thousand-Year Storm) */
  uint8_t prules;                /* bit PRULE_*: rules effects on them, from the layers (Solitary Confinement) */
  uint8_t flash;                 /* they may cast spells as though they had flash (Vedalken Orrery), from the layers */
  uint8_t spend_any;             /* they may spend mana as though it were mana of any color (Mycosynth Lattice), from
                                    the layers */
  uint8_t flash_sub;             /* 1 + a subtype: they may cast sorcery spells and spells of that subtype as though
                                    they had flash (Whirlwing Stormbrood), from the layers; 0 if not */
  uint8_t fire_mana;             /* {R} in their mana pool from firebending (702.189a): kept as steps end until end
                                    of combat, then lost (500.4); mana payment spends it first (mana.c) */
  uint8_t pool[MANA__COUNT];     /* the rest of their mana pool by kind MANA_* (106.4: "Add {U}{R}{W}."), emptied as
                                    each step and phase ends (500.4; src/manapool.c) */
  uint8_t pool_eot[MANA__COUNT]; /* mana of the pool they don't lose as steps and phases end, until end of turn (Savage
                                    Ventmaw) */
  uint8_t draws;                 /* cards they drew this turn, at most 255 (121.1; "your second card each turn") */
  uint8_t ctr_twice;             /* instances of "If you would put one or more counters ..., put twice that many" they
                                    control, from the layers (Vorinclex, 614.1a) */
  uint8_t ctr_half;              /* instances of "If an opponent would put ..., they put half that many" they control */
  uint8_t entered;               /* creatures that entered the battlefield under their control this turn, at most 255
                                    (Kinbinding, Wary Farmer; src/eclmore.c) */
  uint8_t gy_usable;             /* cards in their graveyard with an ability that works there (PACK_ZONE_ACT_GY,
                                    PACK_ZONE_CAST_GY): prio_options looks there only if some (was padding) */
  uint16_t entered_first;        /* the first of them ("another creature entered": not the source itself) ... */
  uint16_t entered_zcc;          /* ... and its zone-change counter then */
  uint8_t dmg_twice;             /* fdncards 11: damage-doubling effects they control, from the layers (src/dmgmod.c): low
                                    nibble DMGMOD_OPP instances, high nibble DMGMOD_CREATURE ones (was padding) -- 7 at
                                    most; eclcards 15: its top bit DMG_TWICE_CHOSEN, some DMGMOD_CHOSEN ones */
  uint8_t gain_plus;             /* fdncards 11b: instances of "If you would gain life, you gain that much life plus 1
                                    instead." they control, from the layers (Angel of Vitality, 614.1a; was padding) */
  uint8_t pool_keep;             /* lead: bit MANA_*: kinds of unspent mana they don't lose as steps and phases end, until
                                    end of turn (The Last Agni Kai); POOL_RED_INSTEAD, from the layers: mana they would
                                    lose becomes red instead (Ozai, the Phoenix King; src/manapool.c) */
  uint32_t upkeep_ts;            /* the timestamp counter as their last upkeep began (echo, 702.30a) */
  uint32_t prev_upkeep_ts;       /* the same for the upkeep before it */
  uint16_t n[6];                 /* cards in each zone array below, indexed by ZONE_* (battlefield/stack unused) */
  uint16_t library[MAX_ZONE];    /* object ids; the top of the library is the last entry */
  uint16_t hand[MAX_ZONE];       /* object ids in hand */
  uint16_t graveyard[MAX_ZONE];  /* object ids; the top is the last entry */
  uint16_t exile[MAX_ZONE];      /* object ids in exile */
} player;

enum { POOL_RED_INSTEAD = 0x80 }; /* player.pool_keep's bit from the layers (Ozai) */

enum { SI_SPELL, SI_ABILITY, SI_ACTIVATED }; /* a spell, a triggered ability, an activated ability (405.1) */

typedef struct stack_item {
  uint16_t obj;                     /* the spell on the stack, or the source of an ability */
  uint16_t obj_zcc;                 /* its zone-change counter */
  uint16_t ability;                 /* pack ability index of its effect, NONE for a permanent spell */
  uint8_t controller;               /* who controls it */
  uint8_t ntargets;                 /* chosen targets */
  uint8_t kind;                     /* SI_SPELL or SI_ABILITY */
  uint8_t kw;                       /* a keyword's triggered ability (prowess, ward): 1 + KW_*; else 0 (kwtrig.c) */
  uint16_t target[PACK_MAX_TARGETS];     /* object ids or MTG_PLAYER_REF(p) */
  uint16_t target_zcc[PACK_MAX_TARGETS]; /* zone-change counter of each object target when chosen */
  uint16_t id;                      /* its own number, never 0: what a ward trigger counters names it */
  uint16_t about;                   /* a ward trigger: the id of the spell or ability that targeted; a card's trigger:
                                       what its event was about (pending_trigger.about) */
  uint16_t about_zcc;               /* that object's zone-change counter when it triggered */
  uint8_t x;                        /* the value announced for X (107.3a, 601.2b); X_UNCHOSEN while it is cast */
  uint8_t kicked;                   /* 1 if its kicker cost was paid (702.33); X_UNCHOSEN while it is cast */
  int16_t amount;                   /* a card's trigger: how much its event was (pending_trigger.amount); a spell: the mana
                                       spent to cast it (601.2h, MANA_SPENT) */
  uint8_t before_all;               /* a spell: the spells anyone cast this turn before it (storm, 702.40a) */
  uint8_t before_is;                /* a spell: the instant and sorcery spells its controller cast this turn before it */
  union {
    uint8_t transformed;            /* an ability: its source transformed since it was put on the stack (701.28f) */
    uint8_t cast_from;              /* tlacards 18: a spell: the zone (ZONE_*) its card was cast from (601.2a: "Whenever
                                       you cast a spell from exile"); a copy's is its original's (707.10) */
  };
  uint8_t spent2;                   /* eclcards 5: a spell: bit COLOR_c, two or more mana of color c were spent to cast it
                                       (601.2h: "if {W}{W} was spent to cast it"; was padding) */
} stack_item;

/* a permanent as it last existed on the battlefield (608.2h: last known information; lki.c) */
typedef struct lki_rec {
  uint16_t obj1;                    /* 1 + the object; 0: unused */
  uint16_t zcc;                     /* its zone-change counter on the battlefield: that object only (400.7) */
  int16_t power, toughness;         /* its characteristics after the layers (613) */
  uint16_t types;                   /* bit TYPE_* */
  uint8_t controller;
  uint8_t colors;                   /* bit COLOR_* */
  uint8_t ctr_kind[OBJ_COUNTER_KINDS], ctr_n[OBJ_COUNTER_KINDS]; /* its counters (obj.ctr_kind, obj.ctr_n) */
  uint16_t chosen;                  /* obj.chosen: what was chosen as it entered (614.12) */
} lki_rec;

#define MAX_LKI 8                   /* the permanents that left the battlefield last: an older one's information is gone */
#define SPELL_LKI 4                 /* the spells cast last, as they were cast: copies made once they are gone use them */

#define X_UNCHOSEN 0xFF
#define OBJ_HARMONIZED 2            /* obj.kicked of a spell cast for its harmonize cost (702.180a) */
#define OBJ_CAST 2                  /* tdmcards 14: obj.kicked of a permanent that was cast -- it entered as a permanent spell
                                       that resolved (608.3; "if you cast it", COND_CAST_IT): the bit OBJ_HARMONIZED has on
                                       the stack, kept when it leaves the battlefield like the kicker's */
#define OBJ_SPENT2_SHIFT 3           /* eclcards 5: obj.kicked of a permanent whose card asks "if {W}{W} was spent to cast it"
                                       (COND_SPENT_*): stack_item.spent2 << this (5 bits), kept when it leaves (603.4); with
                                       the kicker's 1, OBJ_CAST and OBJ_FACE_DOWN every bit of obj.kicked is taken */
#define COLORS_ALL ((1u << COLOR__COUNT) - 1) /* bits COLOR_* of the five colors */
#define OBJ_FACE_DOWN 4             /* obj.kicked bit of a face-down permanent (708.2): `card` is the face-down definition,
                                       `orig_card` 1 + the card it is (facedown.c) */
/* stack_item.kicked also says how a spell with an alternative cost (118.9) is paid: ALT_UNCHOSEN while it is cast,
   KICK_ALT once its caster chose the alternative cost, KICK_ALT_PAID once the card it exiles is exiled */
#define ALT_UNCHOSEN 0xFE
#define KICK_ALT 2
#define KICK_ALT_PAID 3
/* and a spell cast without paying its mana cost (702.62a: suspend's second ability): no mana cost, X 0 (107.3b), no
   kicker or alternative cost offered; cost increases still apply (601.2f) */
#define KICK_FREE 4
/* and an airbent card cast from exile (701.65a): {2} rather than its mana cost (X is 0, no kicker or other alternative
   cost; cost changes still apply, 601.2f) */
#define KICK_AIRBEND 5
/* eclcards 11: and a spell cast without paying its mana cost by a permission that goes with its exiled card (exileplay.c,
   XPERM_FREE) or a static ability (tdmcards 20: Dracogenesis, costmod_free), while its caster had priority: as KICK_FREE, but a creature spell gains no haste, and its caster receives
   priority once it is cast (117.3c) */
#define KICK_FREE_PERM 6
#define ALT_OPT_FREE 2 /* tdmcards 20: the alt_cost decision's "yes" option value for a spell cast without paying its mana
                          cost by a static ability (Dracogenesis): cast as KICK_FREE_PERM */
#define KICK_IS_FREE(k) ((k) == KICK_FREE || (k) == KICK_FREE_PERM)
/* and a spell cast for its harmonize cost (702.180a): HARM_UNCHOSEN until its caster says which creature (if any) they
   tap for it, then KICK_HARM | the generic mana that creature's power takes off (at most KICK_HARM_MAX) */
#define HARM_UNCHOSEN 0xFD
#define KICK_HARM 0x80
#define KICK_HARM_MAX 0x3F
#define IS_HARM(k) (((k) & 0xC0) == KICK_HARM)
#define MAX_X 30                    /* the largest X offered (mana a player can have is far less) */

#define MAX_TARGET_CANDIDATES (2 + MAX_BF + MAX_STACK + 2 * MAX_ZONE) /* players, permanents, spells, graveyard cards */
#define MAX_ASSIGN (2 * MAX_BF)  /* combat damage assignments in one step */
#define MAX_TRIGGERS 32           /* triggered abilities waiting to be put on the stack */

#define MAX_EFFECTS 96            /* continuous effects from resolved spells and abilities */

/* a continuous effect from a resolved spell or ability (611.2), locked to one object (611.2c) -- a permanent, or a
   spell (whose effects go on with the permanent it becomes, 400.7a): a pump ("gets +3/+3 until end of turn") or
   the card's continuous-effect ability (ABIL_EFFECT) run by the layers, until end of turn or with no duration */
typedef struct timed_effect {
  uint16_t obj;         /* the object it affects */
  uint16_t obj_zcc;     /* that object's zone-change counter: a new object is not affected (400.7) */
  uint16_t source;      /* the object whose spell or ability made it */
  uint16_t ability;     /* pack ability (ABIL_EFFECT) it runs, or NONE for a pump */
  int16_t power;        /* a pump's P/T change, layer 7c; an ability's effect: the X of what made it (107.3a) */
  int16_t toughness;
  uint8_t controller;   /* who controlled the spell or ability ("you" in its text) */
  uint8_t until;        /* 0: until end of turn (514.2); 1 + p: until player p's next untap step */
  uint8_t lasting;      /* no duration (611.2a: "becomes white"): it does not end at cleanup; LASTING_WHILE: for as
                           long as its object has a counter of kind while_ctr[0] (611.2b) */
  uint8_t while_ctr[1]; /* LASTING_WHILE: that counter kind (CTR_*) */
  uint32_t timestamp;   /* when it began (613.7a) */
} timed_effect;

typedef struct pending_trigger {
  uint16_t source;      /* the object whose ability triggered (where it is now) */
  uint16_t ability;     /* pack ability index */
  uint8_t controller;   /* who controls the triggered ability (603.3a) */
  uint8_t kw;           /* a keyword's triggered ability (ability NONE): 1 + KW_*; else 0 */
  uint16_t about;       /* a ward trigger: the id of the stack item that targeted its source; a card's trigger: what
                           its event was about (ABOUT: the player dealt damage, the creature that entered), else 0 */
  uint16_t about_zcc;   /* that object's zone-change counter then */
  int16_t amount;       /* how much its event was: the combat damage dealt ("that many", AMOUNT), else 0 */
} pending_trigger;

typedef struct assign {
  uint16_t source;  /* the creature dealing the damage */
  uint16_t target;  /* an object or PLAYER_REF(p) */
  int16_t amount;   /* damage */
} assign;

typedef struct event {
  uint8_t kind;     /* EV_* */
  uint8_t player;   /* player concerned */
  uint16_t obj;     /* object concerned, or NONE */
  uint16_t card;    /* its card id (so the text survives the object changing zones), or NONE */
  uint16_t target;  /* object id, MTG_PLAYER_REF(p), or NONE */
  uint16_t tcard;   /* card id of an object target, or NONE */
  int16_t value;    /* a number: damage, life, turn */
} event;

/* what the engine waits for */
enum { MODE_PRIORITY, MODE_TARGET, MODE_ATTACK, MODE_BLOCK, MODE_DISCARD, MODE_MULLIGAN, MODE_BOTTOM, MODE_DAMAGE,
       MODE_LEGEND, MODE_ORDER, MODE_MODE, MODE_XVALUE, MODE_KICKER, MODE_LOOK, MODE_TOP, MODE_WARD, MODE_MAY, MODE_SEARCH, MODE_PLACE, MODE_SACRIFICE, MODE_COPY, MODE_PAY_MANA,
       MODE_DISCARD_EFFECT, MODE_REPLACE, MODE_RETARGET, MODE_UNLESS_PAY, MODE_COST_DISCARD, MODE_COST_SACRIFICE,
       MODE_ENDURE, MODE_ENTER_PAY, MODE_CHOOSE, MODE_ALT_COST, MODE_ALT_EXILE, MODE_ATTACK_TARGET,
       MODE_BLIGHT, MODE_EXILE_GY,
       MODE_HARMONIZE, MODE_COST_BLIGHT, MODE_COST_REMOVE, MODE_COST_TAP,
       MODE_SUSPEND, /* suspend's "you may cast it" (a may decision; suspend.c) */
       MODE_COST_BEHOLD, /* eclcards: the permanent or hand card beheld for a spell's additional cost (eclcost.c) */
       MODE_TAP_MAY, /* eclcards: "you may tap another untapped creature you control" -- which, or no (tapmay.c) */
       MODE_PLAY_CHOOSE, /* tdmcards: "Choose one of them." -- the exiled card its controller may play (exileplay.c) */
       MODE_REMOVE_MAY, /* eclcards 8: "you may remove a counter from this creature" -- which kind (removemay.c) */
       MODE_PROLIFERATE, /* eclcards 10: proliferate (701.34a) -- the next permanent or player, or done (proliferate.c) */
       MODE_REMOVE_ANY, /* eclcards 10: "Remove any number of counters from target creature" -- a kind, or done (removemay.c) */
       MODE_CAST_FREE, /* tdmcards 20: "You may cast it without paying its mana cost" -- the exiled card g->choose_card, as
                          its ability resolves (a may decision; exileplay.c) */
       MODE_OVER };

/* a spell or ability whose resolution waits for a decision (608.2): what goes on after mtg_apply (BRIEF §3) */
enum { RES_NONE, RES_CODE, RES_RULES }; /* nothing waits; its code goes on from pc; a rules decision (ward) ends it */
/* a cost paid by hand (MTG_FLAG_MANUAL_MANA, manapay.c): what is left, who pays, and what comes after */
enum { PAY_NONE, PAY_SPELL, PAY_ABILITY, PAY_WARD, PAY_UNLESS, /* the spell on top of the stack; the ability being
                                                      activated; a ward cost (702.21a) while the ward ability resolves;
                                                      "unless ... pays" (118.12); */
       PAY_TURN_UP };                              /* turning mana_due.exclude face up (701.40a): it can't pay itself */
enum { MANAPAY_GENERIC = MANA__COUNT, /* a pay_mana option's value: {1} only (a colorless creature convoking) ... */
       MANAPAY_TAP = 8,                /* ... bit: the permanent is tapped to pay, not for mana (702.51a) */
       MANAPAY_FILTER = 16 };          /* ... bit (tdmcards): a filter's mana, its {1} added to what is left to pay */
#define PAY_KIND(what) ((what) & 15)            /* mana_due.what: the PAY_* kind in its low bits ... */
#define PAY_TAPPING(what) ((what) >> 4)         /* ... and the TAPPAY_* bits of the spell's convoke above them */
typedef struct mana_due {
  uint8_t what;                 /* PAY_* */
  uint8_t player;               /* who pays */
  int16_t generic;              /* generic mana left */
  uint8_t sym[MANA__COUNT];     /* {W}..{G}, {C} symbols left */
  uint16_t exclude;             /* a source that can't pay (the ability's own {T} cost), or NONE */
  uint8_t hyb[PACK_MAX_HYBRID]; /* hybrid symbols left (107.4e): each the bits of its two kinds, 0 if paid */
  uint8_t tap_left;             /* tlacards 17: how many more permanents may be tapped to pay (701.67a: a waterbend cost's
                                   generic mana); MANAPAY_TAP_ANY for any number (convoke) */
} mana_due;
#define MANAPAY_TAP_ANY 255

typedef struct resolving {
  stack_item si;                /* the spell or ability, its illegal targets left out (608.2b) */
  uint8_t waiting;              /* RES_* */
  uint8_t sp;                   /* operand-stack values saved */
  uint16_t pc;                  /* RES_CODE: offset in its ability's code of the next instruction */
  int32_t stack[VM_STACK];      /* RES_CODE: the operand stack */
  int32_t lost;                 /* RES_CODE: life lost to it so far ("the life lost this way") */
} resolving;

/* scry and surveil (701.22, 701.25), and "look at the top N, put M into your hand and the rest on the bottom in any
   order" (LOOK_TAKE): the cards looked at stay the top n of the library until they are placed */
enum { LOOK_NONE, LOOK_SCRY, LOOK_SURVEIL, LOOK_TAKE };
typedef struct look {
  uint8_t kind;                 /* LOOK_* */
  uint8_t player;               /* who looks */
  uint8_t n;                    /* cards still looked at: the top n of their library */
  uint8_t placed;               /* MODE_TOP: the top `placed` of those are in their final order */
  uint8_t take;                 /* LOOK_TAKE: cards still to put into the hand; then the rest go to the bottom */
  uint8_t rest_gy;              /* LOOK_TAKE: the rest go into the graveyard instead (LOOK_TAKE_GY) */
  uint8_t pad[2];
} look_state;

/* a library search (701.19): what the card found must be (the FIND_* operations), who searches, where it goes */
#define SEARCH_SUBTYPES 4
typedef struct search_state {
  uint16_t types;               /* bit TYPE_*: a card of one of these card types (0: any) */
  uint16_t subtypes[SEARCH_SUBTYPES]; /* SUB_*: a card with one of the first nsub of these subtypes */
  uint8_t supertypes;           /* bit SUPER_*: a card with each of these supertypes */
  uint8_t mv_cmp;               /* 0: any mana value; else 1 + MV_*, compared with mv */
  int16_t mv;                   /* the mana value compared */
  uint8_t how;                  /* SEARCH_* (opcodes.h): where the card found goes */
  uint8_t player;               /* who searches their library */
  uint8_t active;               /* MODE_SEARCH: the search waits for its player's choice */
  uint8_t nsub;                 /* subtypes named (0: any) */
  uint8_t depth;                /* "look at the top N": only the top depth cards, the rest to the bottom after;
                                   0: the whole library (a search, then a shuffle) */
  uint8_t colors;               /* bit COLOR_*: a card of one of these colors (0: any) -- "a green creature card" */
  uint8_t from_hand;            /* "put a ... card from your hand onto the battlefield": the hand, no shuffle;
                                   SRCH_MILLED (eclcards 9): the graveyard's top `depth` cards, the ones just milled */
  uint8_t by_name;              /* tdmcards: subtypes[] holds pack cards: a card with one of their names (FIND_NAME) */
  uint16_t not_types;           /* tdmcards: bit TYPE_*: a card of none of these card types (FIND_NOT_TYPE, "noncreature") */
  uint8_t picks;                /* tdmcards: LOOK_TOP takes up to this many (LOOK_UPTO; 0: one; 255: any number) */
  uint8_t chosen;               /* tdmcards: LOOK_TOP: cards taken so far, waiting on top of the library (looktop.c) */
  uint8_t flags;                /* tdmcards: SRCH_F_* */
  uint8_t or_kw;                /* fdncards 12: 1 + KW_*: a card printed with it fits too (FIND_OR_KW); 0: none (padding) */
} search_state;
enum { SRCH_MILLED = 2 };      /* search_state.from_hand: from among the cards milled (MILL_FIND) */
enum { SRCH_F_EITHER = 1,       /* the card types and subtypes named are alternatives to each other (FIND_EITHER) */
       SRCH_F_REST = 2,         /* LOOK_TOP, SEARCH_REST_MAY_GY: the rest into the graveyard or not is being decided */
       SRCH_F_OR_SUB = 4 };     /* fdncards 12: the subtypes named are an alternative to the rest (FIND_OR_SUB) */

/* a static ability that changes what spells cost (601.2f: "Goblin spells you cast cost {1} less to cast"), as
   the layers found it at their last recompute (costmod.c reads it as a spell's total cost is determined) */
#define MAX_COST_MODS 10        /* more at once are not counted (a capacity, like MAX_EFFECTS) */
#define COST_ANY_SUBTYPE 0xFF   /* cost_mod.subtype: no subtype named */
typedef struct cost_mod {
  uint16_t source;              /* the permanent whose ability it is */
  uint16_t types;               /* spells of one of these card types only (bit TYPE_*), or 0 */
  uint8_t subtype;              /* spells with this subtype only (SUB_*, below 255), or COST_ANY_SUBTYPE */
  uint8_t player;               /* whose spells it changes */
  int8_t amount;                /* generic mana more (> 0) or less (< 0) */
  uint8_t targets_source;       /* COSTMOD_TARGETS: spells that target the source only; COSTMOD_SECOND: the second
                                   spell its player casts each turn only (tdmcards) */
} cost_mod;
enum { COSTMOD_TARGETS = 1, COSTMOD_SECOND = 2,
       COSTMOD_NOT_TYPES = 4,    /* tlacards 15: cost_mod.types are the card types the spells must not have */
       COSTMOD_CONVOKE = 8,      /* eclcards 10: no cost change -- the spells have convoke ("Creature spells you cast have
                                    convoke.", 702.51a; amount 0: cast_tappay) */
       COSTMOD_FREE = 16 };      /* tdmcards 20: no cost change -- the spells may be cast without paying their mana costs
                                    ("You may cast Dragon spells without paying their mana costs.", an alternative cost, 118.9) */
_Static_assert(sizeof(cost_mod) == 8, "cost_mod stays small: the state is one block under 32 KiB");

/* "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12): the choice waits until the move
   is done and is made before anything else happens (enterpay.c); so does "As this enters, choose ..." for a permanent
   an effect put onto the battlefield (a spell, a land played and a token copy ask before they enter: choose.c) */
#define MAX_ENTER_PAY 4
typedef struct enter_pay {
  uint16_t obj;                 /* the permanent */
  uint16_t zcc;                 /* its zone-change counter as it entered */
  uint8_t life;                 /* the life its controller may pay */
  uint8_t choose;               /* 1: not a payment -- its "as this enters, choose" choice (lead 17) */
} enter_pay;

/* a delayed triggered ability (603.7): made by a resolving spell or ability ("Sacrifice them at the beginning of the
   next end step"), it triggers once, then is gone (603.7c); "them" are the objects that entered while the ability that
   made it resolved, by their timestamps (delayed.c) */
#define MAX_DELAYED 8
typedef struct delayed_trig {
  uint16_t source;      /* the object whose ability made it (603.7d: its source) */
  uint16_t ability;     /* the pack ability it is: ABIL_TRIGGERED with a TRIG_NEXT_* trigger */
  uint32_t from;        /* "them": the objects that entered with a timestamp from this one ... */
  uint16_t count;       /* ... up to this many after it */
  uint8_t controller;   /* who controlled the ability that made it: the delayed trigger is theirs (603.7d) */
  uint8_t this_turn;    /* 1: "Whenever ... this turn" (a *_THIS_TURN trigger): it triggers each time, until the turn
                           ends (603.7b-c); DLY_NEXT: "When you next cast ... this turn" (NEXT_CAST): once, and ends
                           with the turn; 0: once, at its time */
} delayed_trig;
#define DLY_NEXT 2        /* delayed_trig.this_turn: the next event of the turn only (tdmcards 17) */

/* a prevention shield (615.7): "Prevent the next N damage that would be dealt to <target> this turn" -- the damage
   it still prevents to one object (locked to it: a new object is not it, 400.7) or player (prevent.c) */
/* a token whose power and toughness the effect that made it set ("Create an X/X green Elemental creature token"), or
   a copy made "except ..." (707.9b: "except it's not legendary", "except it has haste and \"At the beginning of the end
   step, sacrifice this token.\"", "except it's a 4/4 Hero in addition to its other types"): they are its copiable values
   (111.4, 707.2), kept here while it is on the battlefield (vartoken.c, copyexc.c) -- a copy of it copies them too */
#define MAX_VARTOK 12           /* such tokens at once; one more is not made (a capacity, like MAX_OBJECTS) */
typedef struct vartok {
  uint16_t obj;                 /* the token, NONE for a free entry */
  uint8_t power, toughness;     /* with VT_PT */
  uint16_t sub;                 /* with VT_SUB: a subtype (SUB_*) it has in addition to its other types */
  uint8_t flags;                /* VT_*: which of these copiable values the effect set */
  uint8_t pad;
} vartok;
/* vartok.flags: VT_* (pack_format.h, CREATE_COPY_EXC's operand) */
#define VT_PENDING MAX_OBJECTS  /* vartok.obj: the values of token copies waiting for their "as it enters" choice (choose.c) */

#define MAX_SHIELDS 8
typedef struct shield {
  uint16_t ref;         /* an object id or PLAYER_REF(p) */
  uint16_t zcc;         /* the object's zone-change counter when the shield was made */
  int16_t amount;       /* damage it still prevents */
  uint16_t pad;
} shield;

/* a player's standing in the London mulligan (103.5) */
enum { MULL_UNDECIDED, MULL_KEPT, MULL_AGAIN };

struct mtg_game {
  mtg_handle h;                 /* error record (not part of the game's hash) */
  const struct mtg_pack *pack;  /* the shared read-only card pack */
  /* ---- everything below is the game state proper ---- */
  mtg_config cfg;               /* the configuration it was created with */
  uint64_t rng[4];              /* xoshiro256** state: shuffles, first player */
  uint64_t bf_trig;             /* bit TRIG_*: what the permanents' cards trigger on (trig_bf_events), while bf_trig_ok */
  uint16_t turn;                /* turn number, 1-based */
  uint8_t active;               /* the active player */
  uint8_t step;                 /* STEP_* */
  uint8_t priority;             /* who holds (or would hold) priority */
  uint8_t passes;               /* consecutive passes with no action between (117.4) */
  uint8_t mode;                 /* MODE_* */
  uint8_t result;               /* MTG_RESULT_* */
  uint8_t first_player;         /* who took the first turn (103.8a: skips the first draw) */
  uint8_t fs_step;              /* this combat has a first-strike damage step (510.4) */
  uint8_t dirty;                /* characteristics must be recomputed (layers.c) */
  uint8_t has_effects;          /* continuous effects were applied at the last recompute */
  uint8_t nstatic;              /* static abilities of permanents on the battlefield */
  uint8_t ngy_static;           /* static abilities that function from a graveyard, of cards in graveyards */
  uint8_t nmtrig;               /* lead: permanents with a triggered mana ability that functions (605.1b, ABIL_MANA_TRIG),
                                   as the last layer recompute counted them (src/manatrig.c) */
  uint8_t gy_changed;           /* an effect changed cards in graveyards at the last recompute ("Cards in graveyards
                                   lose all abilities"): their characteristics are reset at the next one */
  uint16_t reads;               /* PACK_READS_TAPPED, _ATTACKING, _HAND: what the static abilities applied at the last
                                   recompute read of permanents' status; a change of it makes the state dirty */
  uint8_t sba_dirty;            /* something state-based actions look at changed since the last check */
  uint8_t mulligans[2];         /* mulligans each player has taken (103.5) */
  uint8_t mull_state[2];        /* MULL_* for the current mulligan round */
  uint8_t to_bottom[2];         /* cards each player still puts on the bottom after keeping */
  uint8_t creature_died;        /* a creature died this turn (700.4; Morbid's "if a creature died this turn"); bit 1 << (1 + p):
                                   one died under player p's control (tdmcards 17) */
  uint8_t enter_spent;          /* the mana spent to cast the permanent spell resolving (601.2h, capped at 255): its
                                   enters replacements read it (MANA_SPENT: Marath) */
  uint8_t enter_x;              /* fdncards 10: the X announced for that spell (107.3m), 0 for none: its enters
                                   replacements read it (XVAL: "enters with X +1/+1 counters on it") */
  uint8_t pay_once;             /* eclcards 5: the colors of the mana spent on a spell's cost (601.2h): paid by hand, bit
                                   COLOR_c: one mana of color c so far (a second sets stack_item.spent2); after an
                                   automatic payment (mana_pay_from), the colors two or more of which it spent (was padding) */
  uint32_t next_timestamp;      /* the next timestamp to hand out */
  /* casting in progress (601.2): the spell on top of the stack whose targets are being chosen */
  uint16_t casting;             /* stack index, or NONE */
  uint16_t enter_attached;      /* an Aura spell resolving: the permanent it enters attached to (303.4f), else NONE */
  uint16_t enter_attached_zcc;  /* that permanent's zone-change counter */
  uint8_t enter_kicked;         /* a permanent spell resolving was kicked (702.33d) */
  uint8_t enter_face;           /* the object moving to the stack or battlefield next does so with its other face up
                                   (an Omen cast, 720; a modal back face, 712; entering transformed, 712); or face down
                                   (ENTER_FACE_DOWN: manifested, 701.40a; enter_copy holds the face-down definition) */
  uint16_t enter_copy;          /* 1 + the card a permanent spell resolving enters as a copy of (707.5), or 0 */
  uint16_t enter_choice;        /* 1 + the choice made for a permanent about to enter (614.12, obj.chosen), or 0 */
  uint16_t nfree;               /* slots below nobjs whose object ceased to exist (tokens, copies): reused first */
  uint16_t nobjs;               /* object slots used (high-water mark) */
  uint8_t nmsrc[2];             /* player p's permanents that make mana (msrc[p]) as the last layer recompute found
                                   them, in battlefield order; MSRC_MANY: more than MAX_MSRC (mana.c) */
  uint8_t msrc[2][MAX_MSRC];
  uint8_t nacts[2];             /* player p's permanents that may have activated abilities or be turned face up (acts[p],
                                   prio_may_act) as the last layer recompute found them, in battlefield order; MSRC_MANY:
                                   more than MAX_ACTS (priority.c) */
  uint8_t acts[2][MAX_ACTS];
  player players[2];
  obj objs[MAX_OBJECTS];
  uint16_t nbf;                 /* permanents on the battlefield */
  uint16_t bf[MAX_BF];          /* their object ids, in the order they entered */
  uint8_t nstack;               /* objects on the stack; the top is the last */
  uint8_t nvartok;              /* entries of vartoks in use (vartoken.c) */
  stack_item stack[MAX_STACK];
  uint32_t nevents;             /* events so far; the ring keeps the last MTG_EVENT_RING */
  event events[MTG_EVENT_RING];
  /* combat damage being assigned (510.1): made first, then dealt all at once (510.2) */
  uint16_t nassign;             /* assignments made this step */
  uint16_t dmg_attacker;        /* the attacker whose damage its controller is dividing, or NONE */
  int16_t dmg_left;             /* its damage not yet assigned */
  uint8_t dmg_next;             /* the next recipient among its blockers (then the player, with trample) */
  uint8_t dmg_fs;               /* the step is the first-strike damage step */
  uint8_t dmg_assigned[MAX_OBJECTS / 8]; /* bit o: attacker o's combat damage this step is assigned (510.1) */
  uint8_t dealing_combat;       /* combat damage is being dealt (510.2): damage events are combat damage */
  int16_t combat_life[2];       /* each player's life as that combat damage began (one event, 510.2) */
  uint8_t legend_player;        /* MODE_LEGEND: who chooses */
  uint16_t legend_card;         /* MODE_LEGEND: the card whose copies they choose among */
  assign assigns[MAX_ASSIGN];
  uint8_t nstate_trig;          /* permanents whose card has a state trigger (603.8): 0 skips trig_state */
  uint8_t neffects;             /* timed effects in use */
  timed_effect effects[MAX_EFFECTS]; /* they end at cleanup ("until end of turn", 514.2) */
  uint8_t nemblems;             /* emblems in the command zone (114.1) */
  uint8_t nattachers;           /* Auras and Equipment (printed) on the battlefield: 0 skips 704.5m-p */
  uint16_t emblems[MAX_EMBLEMS];/* their objects: their static abilities apply as a permanent's would (114.4) */
  uint8_t ntrig;                /* triggered abilities waiting for the stack (603.3) */
  uint8_t order_player;         /* MODE_ORDER: the player choosing which of their triggers goes next */
  pending_trigger trig[MAX_TRIGGERS];
  uint16_t stack_serial;        /* the last stack item id handed out */
  look_state look;              /* MODE_LOOK, MODE_TOP: a scry or surveil in progress */
  resolving res;                /* a resolution suspended for a decision */
  search_state search;          /* MODE_SEARCH: a library search in progress */
  uint16_t place;               /* MODE_PLACE: the permanent its owner puts on the top or bottom of their library */
  mana_due due;                 /* MODE_PAY_MANA: what is left to pay, by whom, and what comes after */
  uint16_t gyexile_sub;         /* MODE_EXILE_GY: the subtype (SUB_*) of the card exiled, or GYX_* (tdmcards 13) */
  uint8_t gyexile_player;       /* MODE_EXILE_GY: who may exile it */
  uint8_t edict_player;         /* MODE_SACRIFICE: who sacrifices; MODE_BLIGHT: who blights */
  uint8_t edict_type;           /* MODE_SACRIFICE: the card type of the permanent they sacrifice (TYPE_*), or EDICT_BY_MASK
                                   and EDICT_TYPES's operand; MODE_BLIGHT: N */
  int16_t sacrificed_toughness; /* the toughness of what the last EDICT sacrificed, as it last was (608.2h) */
  uint8_t discard_player;       /* MODE_DISCARD_EFFECT: who discards (701.9a) */
  uint8_t discard_left;         /* MODE_DISCARD_EFFECT: cards still to discard */
  uint8_t discard_may;          /* MODE_DISCARD_EFFECT: "you may discard a card" -- "no" is offered too */
  uint16_t endure_obj;          /* MODE_ENDURE: the permanent that endures (701.62a) */
  uint16_t endure_card;         /* MODE_ENDURE: the N/N Spirit token definition it may create instead */
  uint8_t endure_n;             /* MODE_ENDURE: N */
  uint8_t cost_left;            /* PACK_COST_* discards and sacrifices of the ability being activated still to pay,
                                   and COSTL_* (its ECL costs, eclcost.c) */
  uint8_t cost_count;           /* MODE_COST_REMOVE, MODE_COST_TAP: counters removed, creatures tapped so far (in the
                                   padding byte after cost_left: no new bytes) */
  uint16_t repl_obj;            /* MODE_REPLACE: the object several replacement effects would move (616.1) */
  uint8_t repl_then;            /* MODE_REPLACE: what goes on once it is chosen (REPL_THEN_*) */
  stack_item spell_lki[SPELL_LKI]; /* the spells cast lately, as cast (a ring; obj NONE: unused) */
  uint16_t spell_lki_card[SPELL_LKI]; /* the card each was */
  uint8_t spell_lki_next;       /* the ring's next slot */
  uint8_t lki_next;             /* lki's next slot */
  lki_rec lki[MAX_LKI];         /* the permanents that left the battlefield last, as they last were (a ring, lki.c) */
  uint8_t rt_item;              /* MODE_RETARGET: the stack index of the copy whose targets may change (707.10c) */
  uint8_t rt_last;              /* MODE_RETARGET: the last copy's stack index */
  uint8_t rt_slot;              /* MODE_RETARGET: its target asked about */
  uint8_t unless_player;        /* MODE_UNLESS_PAY: who may pay */
  uint8_t unless_generic;       /* MODE_UNLESS_PAY: the generic mana */
  uint16_t unless_sym;          /* MODE_UNLESS_PAY: the colored symbols, 3 bits each (W U B R G) */
  uint8_t ncost_mods;           /* cost changes in force (613.11's rules effects, found with the layers) */
  uint8_t may_player;           /* MODE_MAY: who decides ("you may": the controller; "its controller may"), | MAY_GOES_ON
                                   for MAY_PLAYER_IF (the answer is pushed; the run goes on) */
  uint8_t nenter_pay;           /* permanents that just entered whose controller decides "pay N life or it enters
                                   tapped" (614.12), in the order they entered: enter_pay[0] first */
  uint8_t enter_pay_mode;       /* MODE_ENTER_PAY: the mode the game was in before it; it goes back to it after */
  cost_mod cost_mods[MAX_COST_MODS];
  enter_pay enter_pays[MAX_ENTER_PAY];
  uint16_t choose_card;         /* MODE_CHOOSE: the card whose "as it enters, choose" ability asks (choose.c); MODE_CAST_FREE:
                                   the exiled card that may be cast (exileplay.c); MODE_TAP_MAY:
                                   1 + the subtype of the permanent tapped, 0 for a creature (tapmay.c) */
  uint8_t choose_player;        /* MODE_CHOOSE: who chooses: the controller it enters under */
  uint8_t choose_tokens;        /* MODE_CHOOSE: token copies still to create, one choice each; CHOOSE_NOW: a resolving
                                   spell's or ability's "Choose a creature type." (eclcards 8); CHOOSE_MANA, CHOOSE_LAND (choose.c); 0: a permanent spell
                                   resolving (g->res.si) enters once the choice is made */
  uint8_t ndelayed;              /* delayed triggered abilities waiting for their time (603.7) */
  uint8_t bf_trig_ok;           /* bf_trig is current: cleared as the battlefield or a permanent's card changes (zone.c) */
  uint8_t gy_left;              /* bit p: a card left player p's graveyard this turn (Essence Anchor; src/gyleave.c) */
  uint8_t exl_any;              /* tdmcards: a card was exiled "until <a permanent> leaves the battlefield" (610.3): the
                                   exile zones may hold cards that name that permanent in obj.attached (exileuntil.c;
                                   was pad_tdm) */
  uint32_t attack_next;         /* MODE_ATTACK_TARGET: the timestamp of the next token put onto the battlefield
                                   attacking whose controller chooses what it attacks (508.4); the ones after it too */
  delayed_trig delayed[MAX_DELAYED];
  uint8_t nshields;             /* prevention shields in use (prevent.c) */
  uint8_t life_turn;            /* fdncards: bit p: player p lost life this turn (119.3; "if an opponent lost life this
                                   turn"); bit 2 + p: they gained life this turn ("for the first time each turn");
                                   cleared as each turn begins (was pad_classic) */
  int16_t life_gained[2];       /* fdncards 11b: the life each player gained this turn (119.3; "the amount of life you gained
                                   this turn", "if you've gained 3 or more life this turn"), cleared as each turn begins */
  uint16_t extra_turns;         /* tlacards 15: extra turns still to be taken (500.7): bits 0-3 how many, bit 4 + i the
                                   player of the i-th made (the last made is taken first); XTURN_IN: this turn is one,
                                   XTURN_BASE: the player of the last normal turn (turn.c) */
  uint16_t pay_for;             /* 1 + the spell whose mana cost is being paid (601.2g-h), or PAY_FOR_ABILITY | 1 + the
                                   source of the ability being activated (602.2b); 0 otherwise: restricted mana (106.6)
                                   is made only for what it may be spent on */
  shield shields[MAX_SHIELDS];  /* "Prevent the next N damage ... this turn" (615.7); they end at cleanup (514.2) */
  vartok vartoks[MAX_VARTOK];   /* the power and toughness of tokens made "X/X" (111.4), by object (vartoken.c) */
  mtg_decision dec;             /* the pending decision */
};

#define PLAYER_REF(p) ((uint16_t)MTG_PLAYER_REF(p))
#define IS_PLAYER_REF(t) (((t) & 0xFF00) == 0xFF00 && (t) != NONE)
#define REF_PLAYER(t) ((t) & 0xFF)

/* game.c */
void game_blank(mtg_game *g, const struct mtg_pack *pack); /* an empty, unstarted game */
int game_load_decks(mtg_game *g, const struct mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1); /* not started */
int game_init(mtg_game *g, const struct mtg_pack *pack, const mtg_deck *deck0, const mtg_deck *deck1,
              const mtg_config *config); /* mtg_game_new's game, in memory of the caller's (vec.c) */
void game_restart(mtg_game *g, const mtg_game *loaded, const mtg_config *config); /* mtg_game_reset from a copy */
int game_advance(mtg_game *g);           /* run until a decision is needed or the game ends */
void game_build_options(mtg_game *g);   /* (re)builds g->dec for the current mode */

/* the activated ability whose cost an activation pays: a mode of a modal activated ability (ACT_MODE) pays the cost
   of the ACTR_MODAL ability before it, which the verifier checked is there (700.2, 602.2b) */
static inline const pack_ability *act_cost(const mtg_game *g, int ability)
{
  while (g->pack->abils[ability].kind == ABIL_ACT_MODE)
    ability--;
  return &g->pack->abils[ability];
}

/* zone.c: moving objects between zones (400) */
void zone_remove(mtg_game *g, int o);
void zone_put(mtg_game *g, int o, int zone, int player); /* appends; a zone change bumps zcc */
void zone_move(mtg_game *g, int o, int zone);            /* to its owner's zone (or the battlefield) */
void zone_leave_together(mtg_game *g, const uint16_t *objs, int n, int zone); /* before moving permanents that leave
                                                            at the same time: they see each other die (603.10a) */
int zone_draw(mtg_game *g, int p);                       /* 0, or -1 if the library was empty */
int zone_draw_logged(mtg_game *g, int p, int log);       /* the same, with or without a DRAW event */
void zone_shuffle(mtg_game *g, int p);
void zone_count_instants(mtg_game *g, int p);           /* recounts player p's instant-speed cards in hand */
int zone_new_object(mtg_game *g, int card, int owner);   /* a fresh object slot, or -1 */
void zone_create_tokens(mtg_game *g, int card, int32_t n, int controller, int tapped); /* 111.2: n tokens */
int zone_create_token(mtg_game *g, int card, int controller, int tapped); /* one token (111.2): its object, or -1 */
int zone_instant_speed(const mtg_game *g, int o); /* a card in hand usable at instant speed (instant, flash, cycling) */
int card_count_kind(const mtg_game *g, int o, int kind);  /* o's card's abilities of kind ABIL_* (printed) */
void obj_reset_characteristics(mtg_game *g, int o);
int zone_create_token_pt(mtg_game *g, int card, int controller, int tapped, int pt); /* pt: p << 8 | t, or -1 */
void zone_create_tokens_pt(mtg_game *g, int card, int32_t n, int controller, int tapped, int pt);

/* vartoken.c: tokens made "X/X" (111.4): their power and toughness by object */
int vartok_pt(const mtg_game *g, int o);          /* p << 8 | t, or -1 */
int vartok_set(mtg_game *g, int o, int pt);       /* 0, or -1 when MAX_VARTOK are in use */
void vartok_forget(mtg_game *g, int o);
void vartok_apply(mtg_game *g, int o);
const vartok *vartok_get(const mtg_game *g, int o); /* o's entry, or NULL */
int vartok_put(mtg_game *g, int o, const vartok *v); /* o's entry becomes v's values (none: forgotten); -1 if full */
int zone_create_token_v(mtg_game *g, int card, int controller, int tapped, const vartok *v); /* v: its copiable values */

/* copyexc.c: token copies "except ..." (707.9b; tdmcards 18) */
int copyexc_tokens(mtg_game *g, int32_t ref, int32_t n, int controller, int flags, int32_t pt, int32_t sub);
void copyexc_end_step(mtg_game *g);             /* 513.1a: "At the beginning of the end step, sacrifice this token." */
void copyexc_resolve(mtg_game *g, const stack_item *si); /* KWT_SAC_TOKEN */
/* the fields power .. mana of an object: its characteristics, reset from the card in one copy */
#define OBJ_PRINTED_AT offsetof(obj, power)
#define OBJ_PRINTED_SIZE (offsetof(obj, mana) + 1 - offsetof(obj, power))

/* mulligan.c: the London mulligan (103.5) */
void mull_begin(mtg_game *g);
void mull_options(mtg_game *g);
void mull_apply(mtg_game *g, const mtg_option *op);
void game_begin_first_turn(mtg_game *g);

/* turn.c: steps and turn-based actions (500-514) */
void turn_begin_step(mtg_game *g);       /* performs the step's turn-based actions, sets the mode */
void turn_end_step(mtg_game *g);         /* both passed with an empty stack: go to the next step */
#define XTURN_MAX 10            /* extra turns waiting at once (more are not taken: a capacity) */
#define XTURN_IN 0x4000         /* g->extra_turns: the current turn is an extra turn */
#define XTURN_BASE 0x8000       /* g->extra_turns: player 1 took the last normal turn */
void turn_extra(mtg_game *g, int p);     /* 500.7: p takes an extra turn after this one */

/* priority.c: priority, the stack, resolution (117, 405, 608) */
void prio_options(mtg_game *g);          /* fills g->dec for the priority player */
int prio_only_pass(const mtg_game *g);   /* the priority player can do nothing but pass: no option list is needed */
void prio_pass(mtg_game *g);             /* the priority player passes (117.3d, 117.4) */
int prio_apply(mtg_game *g, const mtg_option *op);
void prio_give(mtg_game *g, int player); /* player receives priority, passes counted from zero */

struct mana_sources;
/* cast.c: casting spells and playing lands (601, 305) */
int cast_sorcery_timing(const mtg_game *g, int p);     /* 307.1: main phase, own turn, empty stack */
int cast_can_play_land(const mtg_game *g, int p, int o);
int cast_can_cast(const mtg_game *g, int p, int o);
int cast_can_cast_with(const mtg_game *g, int p, int o, struct mana_sources *s);
int cast_forbidden(const mtg_game *g, int p); /* tdmcards: p may cast no spell now (Voice of Victory) */
int trig_countered_creature(const mtg_game *g, int p); /* p controls a creature with a counter on it (trigger.c) */
/* exileuntil.c: "exile target ... until this enchantment leaves the battlefield" (610.3) */
void exl_exile(mtg_game *g, const stack_item *si, int32_t ref); /* EXILE_UNTIL */
void exl_return(mtg_game *g, int o, uint16_t zcc);  /* permanent o (zcc) left the battlefield: its cards return */
#define EXL_LINKED 0x8000 /* eclcards: obj.attached_zcc of a card a "behold ... and exile it" cost exiled (607.2a): linked to
                             the permanent obj.attached with that zone-change counter, returned by RETURN_LINKED (not 610.3) */
void exl_link(mtg_game *g, int card, int spell);      /* the card was exiled for spell's cost: link it to its permanent */
void exl_return_linked(mtg_game *g, const stack_item *si); /* RETURN_LINKED */
int cast_tappay(const mtg_game *g, int p, int o);     /* convoke (702.51): the TAPPAY_* bits of spell card o, 0 if none */
int cast_instant_speed(const mtg_game *g, int p, const pack_card *c); /* an instant, flash, or "as though it had flash" */ /* s->n < 0: found on first use */ /* sources found once */
int spell_mana_value(const mtg_game *g, int o);   /* 202.3e: with X as chosen */
void cast_begin(mtg_game *g, int p, int o, int face); /* face 1: its other face up (720, 712) */
void cast_next(mtg_game *g);                           /* 601.2b-c: the spell's next choice, or its costs */
int cast_spell_ability(const mtg_game *g, const pack_card *c); /* what gives a spell its targets (or modes), or NONE */
int cast_targets_available(const mtg_game *g, const pack_ability *a, int p, int source); /* 601.2c */
void cast_target_options(mtg_game *g);
void cast_mode_options(mtg_game *g);
void cast_x_options(mtg_game *g);
void cast_x_apply(mtg_game *g, const mtg_option *op);
/* intent.c: what an ability does to its target i (for the greedy agent) */
#define INTENT_REMOVE 100
int intent_of(const mtg_pack *p, const pack_card *c, int ability, int i);

void cast_kicker_options(mtg_game *g);
void cast_kicker_apply(mtg_game *g, const mtg_option *op);
void cast_mode_apply(mtg_game *g, const mtg_option *op);
int cast_target_apply(mtg_game *g, const mtg_option *op);
int cast_target_legal(const mtg_game *g, int kind, uint16_t t, int controller, int source);
int obj_protected_from(const mtg_game *g, int o, int src); /* 702.16: protection from a quality src has */
int cast_target_fits(const mtg_game *g, int kind, int o, int controller); /* the description only, not targeting */
int cast_targets(const mtg_game *g, int kind, int controller, int source, uint16_t *out); /* legal targets (115.5) */
void cast_counter(mtg_game *g, int o);
int cast_unstack(mtg_game *g, int o); /* eclcards 9: a spell leaves the stack uncountered (its item goes) */
void cast_counter_to(mtg_game *g, int o, int zone);      /* the same, to a zone other than the graveyard */                  /* 701.5a: counters spell o */
int cast_can_activate(const mtg_game *g, int p, int o, int ability, struct mana_sources *s);
void cast_activate(mtg_game *g, int p, int o, int ability);
int cast_resolve_top(mtg_game *g);                      /* 1 if it waits for a decision (g->res) */
void cast_resume(mtg_game *g);                          /* that decision is made: the resolution goes on */

/* mana.c: automatic mana payment from the player's sources (106, 601.2g-h) */
#define MANA_MAX_SOURCES 64
#define MANA_MAX_FILTERS 4          /* filters a payment looks at (every subset of them is tried: 2^4) */
#define MANA_MAX_ONE 3              /* one-color sources listed with all their mana (every color of each is tried: 5^3);
                                       more are listed with one mana */
#define MANA_MAX_TAPC 4             /* sources that tap a creature too, listed at once */
#define MANA_MAX_EXTRA 16           /* sources listed with extra mana from triggered mana abilities (more: without it) */
typedef struct mana_sources {
  int n;                            /* untapped mana sources; -1 = not found yet */
  int any;                          /* their player may spend mana as though it were mana of any color */
  uint16_t obj[MANA_MAX_SOURCES];   /* their objects */
  uint8_t colors[MANA_MAX_SOURCES]; /* bit MANA_* for each kind of mana each can produce */
  int nsac;                         /* the last nsac of them are sacrificed when used (Treasures, 111.10a) */
  int ntap;                         /* the ntap before those are permanents tapped to pay rather than for mana
                                       (convoke, 702.51a): {1} each, or one mana of a color in colors[] */
  int tapmax;                       /* tlacards 17: how many of those may be tapped at most -- the generic mana of the
                                       waterbend costs (701.67a: "for each generic mana in that cost"); MANA_MAX_SOURCES
                                       for any number (convoke) */
  int life;                         /* their player's life: what Phyrexian symbols can be paid with (119.4) */
  int restricted;                   /* sources left out, or kinds of mana they make, whose mana may be spent only on
                                       other spells (106.6): a spell's own check looks again (mana_find_for) */
  int nfilt;                        /* tdmcards: permanents whose mana ability costs {1} ("{1}: Add {R}, {W}, or {B}.
                                       Activate only once each turn."), usable now: filters (src/manafilter.c) */
  uint16_t filt_obj[MANA_MAX_FILTERS];  /* their objects */
  uint8_t filt_colors[MANA_MAX_FILTERS]; /* bit MANA_* for each kind of mana each can add */
  int none;                         /* lead: sources listed whose mana is all of one color (MANA_ONE_ENTRY entries) */
  int ntapc;                        /* lead: sources whose mana ability also taps an untapped creature (Springleaf Drum) */
  uint16_t tapc_src[MANA_MAX_TAPC];  /* those sources */
  uint16_t tapc_crea[MANA_MAX_TAPC]; /* the creature each one taps: chosen as they are listed, each a different one */
  int nx;                           /* lead: sources listed with extra mana from triggered mana abilities (605.1b) */
  uint16_t x_obj[MANA_MAX_EXTRA];   /* those sources */
  uint8_t x_n[MANA_MAX_EXTRA];      /* how many of each one's entries (its last ones) are that extra mana */
} mana_sources;
#define MANA_FILTER_ENTRY 0x80      /* mana_sources.colors: the entry is a filter's mana (its {1} is paid by another) */
#define MANA_ONE_ENTRY 0x40         /* mana_sources.colors: the entry is one of the mana of a source whose mana is all of
                                       one color ("Add three mana of any one color."): matching gives them one color */
void mana_find(const mtg_game *g, int p, mana_sources *s); /* for the spell being paid for (g->pay_for), if any */
/* whether permanent o belongs in its controller's list of mana sources (g->msrc): it makes mana, or has a filter
   ("{1}: Add ...", tdmcards) */
static inline int mana_lists(const mtg_game *g, int o) { return g->objs[o].mana || g->pack->mana_filter[g->objs[o].card]; }
static inline void mana_listed(mtg_game *g, int o) /* the next permanent of the battlefield for that list */
{
  const obj *ob = &g->objs[o];
  uint8_t *n = &g->nmsrc[ob->controller];
  if (!mana_lists(g, o))
    return;
  if (*n < MAX_MSRC)
    g->msrc[ob->controller][(*n)++] = (uint8_t)o;
  else
    *n = MSRC_MANY;
}
void mana_find_for(const mtg_game *g, int p, mana_sources *s, int spell); /* for spell object `spell` (| PAY_FOR_ABILITY:
                                                                           an ability of that source), or NONE */
int mana_only_fits(const mtg_game *g, int src, int spell); /* may src's restricted mana pay for the spell? */
int mana_can_pay_from(const mana_sources *s, const pack_card *c);
int mana_can_pay(const mtg_game *g, int p, const pack_card *c);
int mana_can_pay_cost(const mana_sources *s, int generic, const uint8_t *sym);
int mana_can_pay_hybrid(const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb);
int mana_can_pay_plain(const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb); /* without filters */
int mana_pay_from(mtg_game *g, int p, const mana_sources *all, int generic, const uint8_t *sym, const uint8_t *hyb,
                  int nfilt); /* the payment from those sources, nfilt filters among them; MTG_ESTATE if none works */
/* tdmmore.c: rules of TDM cards (tdmcards 10) */
void tdm_enters_extra(mtg_game *g, int o, int p); /* 614.1c: Dragonstorm Globe's counters on permanent o entering for p */
/* manafilter.c: mana abilities whose cost is {1} -- filters (605.3, 602.5b "Activate only once each turn.") */
void mfilt_note(const mtg_game *g, int o, mana_sources *s); /* o's filter ability is usable now: listed */
int mfilt_with(const mana_sources *s, int subset, mana_sources *out); /* s with the filters of bit set `subset` as entries */
int mfilt_can_pay(const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb);
int mfilt_pay(mtg_game *g, int p, const mana_sources *s, int generic, const uint8_t *sym, const uint8_t *hyb);
void mfilt_used(mtg_game *g, int o); /* its filter ability was activated: once each turn */
void mana_add_tappers(const mtg_game *g, int p, mana_sources *s, int tappay);
int mana_is_tapper(const mana_sources *s, int j);
/* manatrig.c: triggered mana abilities (605.1b, 106.12a) -- the mana they add as a source is tapped for mana */
static inline int mtrig_functions(const mtg_game *g, int o) /* permanent o has one that functions (not lost, 613.1f) */
{
  const obj *ob = &g->objs[o];
  return (g->pack->abil_kinds[ob->card] & BIT(ABIL_MANA_TRIG)) && (ob->lost == LOST_NONE || ob->lost == LOST_BUT_MANA);
}
void mtrig_list(const mtg_game *g, int o, uint8_t m, mana_sources *s); /* source o's entries were listed: its extra mana */
int mtrig_extra_of(const mana_sources *s, int o);    /* how many of source o's entries are extra mana (listed last) */
int mtrig_is_extra(const mana_sources *s, int j);    /* is entry j extra mana of its source? */
int mtrig_kinds(const mana_sources *s, int o, int m, uint8_t *kinds); /* the kinds of o's extra mana, tapped for m */
void mtrig_pool(mtg_game *g, const mana_sources *s, int o, int m); /* paid by hand: o's extra mana to the pool */
uint8_t mana_two_colors(const uint8_t *flex, int n); /* manaspent.c: colors two or more of the mana spent could be */
int mana_pay_tapping(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int tappay);
int mana_pay_capped(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int tappay,
                    int tapmax); /* tlacards 17: at most tapmax permanents tapped to pay (701.67a) */
int mana_pay_hybrid(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude);
void mana_exclude(mana_sources *s, int o);
int mana_tapc_reserved(const mana_sources *s, int o); /* lead: creature o is what a listed Springleaf Drum taps */
void mana_tapc_pay(mtg_game *g, const mana_sources *s, int o); /* source o was tapped: so is the creature it taps */
void mana_leftover(mtg_game *g, int p, int o, int kind, int n); /* 106.4: the mana a payment didn't use, to the pool */
void mana_pool_entries(mana_sources *s, int kind, int n);      /* s with that pool mana listed too */
void mana_used(mtg_game *g, int o);             /* a source that paid: sacrificed if its mana ability says so */
int mana_pay_cost(mtg_game *g, int p, int generic, const uint8_t *sym, int exclude);
int mana_pay(mtg_game *g, int p, const pack_card *c);

/* costmod.c: a spell's total cost (601.2f) with the cost changes in force (g->cost_mods) */
int costmod_kicker_ability(const mtg_game *g, const pack_card *c); /* its kicker ability (702.33), or NONE */
int costmod_addl_ability(const mtg_game *g, const pack_card *c);   /* its blight or behold additional cost, or NONE */
int costmod_modified(const mtg_game *g, int p, int o, const uint16_t *t, int nt, int generic);
int costmod_convoke(const mtg_game *g, int p, int o); /* eclcards 10: spell o has convoke as p casts it (702.51a) */
int costmod_alt_ability(const mtg_game *g, const pack_card *c);  /* ABIL_ALT_COST, or NONE */
int costmod_alt_exilable(const mtg_game *g, const pack_card *c, int h, int o);
int costmod_alt_possible(const mtg_game *g, int p, int o);        /* 118.9: may cast o for its alternative cost now */
int costmod_alt_own(const mtg_game *g, int p, int o);             /* ... for the card's own (evoke; exile a card) */
int costmod_free(const mtg_game *g, int p, int o);                /* tdmcards 20: ... without paying its mana cost (Dracogenesis) */
const uint8_t *costmod_hybrid(const mtg_game *g, int o, int kicked);
void cast_alt_options(mtg_game *g);
void cast_alt_apply(mtg_game *g, const mtg_option *op);
int costmod_total(const mtg_game *g, int p, int o, int x, int kicked, const uint16_t *t, int nt, uint8_t sym[MANA__COUNT]);
int costmod_payable(const mtg_game *g, int p, int o, int a, const uint16_t *t, int nt, int x, int kicked,
                 const mana_sources *s); /* some choice of its other targets lets p pay it from s */

/* combat.c (506-511) */
void cmb_attack_options(mtg_game *g);
int cmb_attack_apply(mtg_game *g, const mtg_option *op);
void cmb_block_options(mtg_game *g);
int cmb_block_apply(mtg_game *g, const mtg_option *op);
int cmb_can_attack_any(const mtg_game *g);
int cmb_needs_first_strike_step(const mtg_game *g);
void cmb_damage(mtg_game *g, int first_strike_step);     /* assigns (maybe asking), deals, gives priority */
void cmb_damage_options(mtg_game *g);
int cmb_damage_apply(mtg_game *g, const mtg_option *op);
void cmb_end(mtg_game *g);
void cmb_deal_damage(mtg_game *g, int source, uint16_t target, int amount);
void cmb_damage_each(mtg_game *g, int source, int amount, unsigned types, int spared, int without); /* "to each creature and each
                                                             planeswalker", "to each creature your opponents control" */

/* sba.c: state-based actions (704) */
int sba_check(mtg_game *g);              /* performs them repeatedly; returns 1 if any was performed */
void sba_legend_options(mtg_game *g);
void sba_legend_apply(mtg_game *g, const mtg_option *op);
void game_lose(mtg_game *g, int p, int why);
void game_gain_life(mtg_game *g, int p, int n);
void game_lose_life(mtg_game *g, int p, int n);
void game_add_poison(mtg_game *g, int putter, int p, int n); /* poison counters from damage (120.3b) */

/* obs.c: writes a view into buffers that held the view of prev[0] rows and prev[1] options (NULL: unknown) */
int obs_write(const mtg_game *g, int player, int16_t *out, uint8_t *mask, uint8_t *prev);

enum { REPL_EXILE_IF_DIES = 1,   /* "If that creature would die this turn, exile it instead." (614.1a) */
       REPL_PREVENT_DAMAGE = 2,   /* "Prevent all damage that would be dealt to him this turn." (615.1) */
       REPL_SUSPEND = 4,          /* not a replacement: a card in exile that gained suspend (702.62, Delay) -- kept in
                                     this byte's spare bit; a new object loses it (400.7: zone_put clears obj.repl) */
       REPL_ONCE_TURN = 8,        /* not a replacement: its "This ability triggers only once each turn." ability has
                                     triggered this turn (cleared at cleanup like the others, and with a new object) */
       REPL_AIRBENT = 16,         /* not a replacement: a card in exile that was airbent (701.65a), its owner may cast it
                                     for {2} -- kept while it remains exiled (a new object loses it, 400.7) */
       REPL_DAMAGED = 32,
       REPL_PREVENT_COMBAT = 64 }; /* fdncards 8: "Prevent all combat damage that would be dealt to it this turn." (615.1;
                                      Fleeting Flight) */       /* tlacards -- not a replacement: it was dealt damage this turn (Sold Out: "If it was
                                     dealt damage this turn, ..."), cleared at cleanup and with a new object */

/* replace.c: replacement effects that would modify an object's move to another zone (614.1a, 616.1) */
enum { REPLFX_NONE, REPLFX_EXILE,   /* "If that creature would die this turn, exile it instead." */
       REPLFX_SHUFFLE,               /* "If <this> would be put into a graveyard from anywhere, ... shuffle it into
                                        its owner's library instead." (its own ability) */
       REPLFX__MAX };
enum { REPL_THEN_SBA, REPL_THEN_EDICT, REPL_THEN_COST }; /* MODE_REPLACE: state-based actions are checked again; the
                                                           sacrifice goes on; a sacrifice paid as a cost goes on */
int repl_effects(const mtg_game *g, int o, int zone, uint8_t fx[REPLFX__MAX]); /* those that apply, in no order */
int repl_pick(mtg_game *g, int o, int zone);   /* the one that applies to the move (the choice made), and forgets it */
int repl_peek(const mtg_game *g, int o, int zone); /* the same, kept */
int repl_ask(mtg_game *g, int o, int zone, int then); /* 1: its controller now chooses (MODE_REPLACE) */
void repl_options(mtg_game *g);
void repl_apply(mtg_game *g, const mtg_option *op);

/* attach.c: Auras and Equipment (301.5, 303.4, 701.3) */
int attach_legal(const mtg_game *g, int a, int o); /* could a be attached to permanent o now? */
void attach_to(mtg_game *g, int a, int o);
void attach_other(mtg_game *g, int32_t a, int32_t o); /* an effect attaches a to o (701.3a-b) */
void attach_other(mtg_game *g, int32_t a, int32_t o); /* an effect attaches a to o (701.3a-b) */          /* 701.3: attaches a to o with a new timestamp (613.7e) */
int attach_actions(mtg_game *g);                    /* 704.5m-n, 704.5p: returns 1 if it did anything */
int attach_enchant_kind(const mtg_game *g, int a);  /* an Aura's enchant target kind (TGT_*), or -1 */

/* prevent.c: prevention shields (615.7) */
void prev_shield_add(mtg_game *g, int32_t ref, int n); /* "Prevent the next n damage ... to ref this turn" */
int prev_shield_apply(mtg_game *g, uint16_t ref, int amount); /* 615.7: what is left of amount after the shields */
void prev_end_of_turn(mtg_game *g);                  /* 514.2: "this turn" shields end */

/* reconfig.c: Lion Sash -- reconfigure (702.151), exiling a card from a graveyard */
void rcf_exile_grow(mtg_game *g, const stack_item *si, int32_t ref, int kind); /* EXILE_GY_GROW */
void rcf_unattach(mtg_game *g, const stack_item *si);                         /* UNATTACH */
int rcf_has_reconfigure(const mtg_game *g, int o);  /* o has reconfigure now (its attach half, PACK_EXTRA_RECONFIGURE) */
int rcf_unattach_ok(const mtg_game *g, int o);
int rcf_printed_reconfigure(const mtg_game *g, int o); /* its card has reconfigure, whatever it lost since (702.151b) */      /* 702.151a: "Activate only if this permanent is attached" */

/* counters (122) */
void obj_add_counters(mtg_game *g, int o, int kind, int n); /* put by o's controller (ctrput.c) */
int obj_put_counters(mtg_game *g, int putter, int o, int kind, int n); /* put by player `putter` (122.1, 614.1a): how many */
void obj_place_counters(mtg_game *g, int o, int kind, int n); /* as they are, no replacement (a setup) */
#define CTR_POISON_PLAYER (-1) /* ctr_amount's kind for poison counters on a player */
int ctr_amount(mtg_game *g, int putter, int kind, int n); /* how many are put after Vorinclex (614.1a) */
int dmg_amount(mtg_game *g, int source, uint16_t target, int amount); /* dmgmod.c: damage after the doublings (614.1a) */

/* layers.c: continuous effects (613) */
struct lay_trace;
void lay_apply(mtg_game *g);            /* recomputes characteristics; called when g->dirty */
void lay_compute(mtg_game *g, struct lay_trace *tr); /* the same, recording what changed one object (explain) */
void lay_add_pump(mtg_game *g, int source, int o, int power, int toughness); /* "gets +p/+t until end of turn" */
void lay_add_effect(mtg_game *g, const stack_item *si, int o, int ability); /* ability's effect on o, until end of turn */
void lay_add_effect_all(mtg_game *g, const stack_item *si, int ability, int lasting); /* on each object its filter takes now */
void lay_add_effect_all_x(mtg_game *g, const stack_item *si, int ability, int x); /* EFFECT_ALL with X = x (608.2h) */
void lay_add_effect_x(mtg_game *g, const stack_item *si, int o, int ability, int x); /* EFFECT on o with X = x */
void lay_untap_set(mtg_game *g, const stack_item *si, int ability);         /* untaps each object it would affect now */
#define LASTING_WHILE 2
#define LASTING_ENDED 3 /* a LASTING_WHILE effect whose counters went: over (611.2b) */
#define LASTING_EARTHBEND 4 /* no duration, and earthbend's delayed "return it" is linked to it (701.66a, bend.c) */
#define KWT_EARTHBEND 0xF0 /* pending_trigger.kw, stack_item.kw: earthbend's delayed triggered ability (no keyword) */
#define KWT_SUSPEND_TICK 0xF1 /* suspend's first triggered ability: "remove a time counter from it" (702.62a) */
#define KWT_SUSPEND_CAST 0xF2 /* its second: "you may play it without paying its mana cost" (702.62a) */
#define KWT_EVOKE 0xF3 /* eclcards 5: evoke's triggered ability: its controller sacrifices it (702.74a; evoke.c) */
#define KWT_SAC_TOKEN 0xF4 /* tdmcards 18: a copy's "At the beginning of the end step, sacrifice this token." (707.9b) */
const pack_ability *evoke_ability(const mtg_game *g, const pack_card *c);      /* evoke.c: ALT_COST PACK_ALT_EVOKE, or NULL */
const pack_ability *evoke_paid(const mtg_game *g, const pack_card *c, int kicked); /* the same, if cast for it */
int evoke_enter_bits(const mtg_game *g, const stack_item *si); /* obj.kicked's OBJ_SPENT2 bits for spell si */
int evoke_spent(int cond, int kicked);          /* COND_SPENT_*: two mana of its color spent (obj.kicked) */
void evoke_entered(mtg_game *g, int o);         /* o entered, cast for its evoke cost: its sacrifice trigger */
void evoke_resolve(mtg_game *g, const stack_item *si);
#define LASTING_SOURCE 6 /* tlacards 14: for as long as its controller controls its source (611.2b: Ty Lee, Chi Blocker) --
                            the source's zone-change counter in `toughness`; then LASTING_ENDED for good */
#define LASTING_CONTROL 5 /* a suspended creature's haste (ability NONE: has haste, layer 6) until its controller as
                             the effect began loses control of it (702.62a, 611.2b); then LASTING_ENDED for good */
/* bend.c: the set's keyword actions */
void bend_earth(mtg_game *g, const stack_item *si, int32_t ref, int ability, int32_t n); /* 701.66a */
void bend_left(mtg_game *g, int o, uint16_t zcc); /* o (zcc) died or was exiled: earthbend's returns trigger */
void bend_return(mtg_game *g, const stack_item *si); /* the return resolves */
int32_t tla_fight_excess(mtg_game *g, int32_t a, int32_t b); /* a and b fight: the excess damage b was dealt */
void bend_fire(mtg_game *g, int32_t who, int32_t n); /* 702.189a: player ref who adds n {R} that lasts until end of combat */
int exhaust_used(const mtg_game *g, int o, int ability); /* 702.177a: o activated that exhaust ability already */
void exhaust_mark(mtg_game *g, int o, int ability);      /* ... and now it has */
int exhaust_waterbend(const pack_ability *a); /* 701.67a: TAPPAY_* bits of its waterbend cost, 0 for none */
void lay_add_earthbent(mtg_game *g, const stack_item *si, int o, int ability);
void lay_add_while(mtg_game *g, const stack_item *si, int o, int ability); /* ... for as long as it has a counter */
void lay_counters_gone(mtg_game *g, int o, int kind); /* o has no counter of the kind left: its LASTING_WHILE effects end */
void lay_add_lasting(mtg_game *g, const stack_item *si, int o, int ability); /* the same, with no duration (611.2a) */
void lay_follow(mtg_game *g, int o, uint16_t zcc); /* 400.7a: spell o (zcc) became a permanent: its effects go on */
void lay_end_of_turn(mtg_game *g);      /* 514.2: "until end of turn" effects end */
void lay_add_effect_until_untap(mtg_game *g, const stack_item *si, int o, int ability); /* ... until o's controller's
                                                                                          next untap step */
void lay_untap_step(mtg_game *g);       /* the active player's untap step begins: effects "until <their> next untap
                                           step" end */
int obj_has_subtype(const mtg_game *g, int o, int sub); /* 205.3: all creature types count */

/* invariant.c */
int game_check_invariants(const mtg_game *g, char *err, size_t n); /* 0, or -1 with the problem in err */

/* trigger.c: triggered abilities (603) */
void trig_fire(mtg_game *g, int o, int event, int controller, uint16_t about);
/* 603.2: an event happened to object o (about: the object it was about, "another creature"); its abilities that
   wait for it trigger (for a leaves-the-battlefield event those it had there, 603.10a). Most objects have none for
   most events: the card's mask is looked at inline first */
static inline void trig_check_about(mtg_game *g, int o, int event, int controller, uint16_t about)
{
  if ((g->pack->card_trig[g->objs[o].card] & trig_bit(event)) || event == TRIG_CAST_NONCREATURE)
    trig_fire(g, o, event, controller, about);
}
static inline void trig_check(mtg_game *g, int o, int event, int controller)
{
  trig_check_about(g, o, event, controller, NONE);
}
void trig_tap(mtg_game *g, int o);      /* 701.26a: o becomes tapped ("whenever ... becomes tapped"); no-op if tapped */
void trig_cast(mtg_game *g, int p);     /* 601.2i: p cast a spell: "whenever you cast ..." on their permanents */
void trig_draw(mtg_game *g, int p);     /* 121.1: p drew a card: "whenever you draw ..." on their permanents */
void trig_sacrifice(mtg_game *g, int p, int o); /* 701.21a: p sacrifices o: "whenever you sacrifice another permanent" */
int trig_once_turn(mtg_game *g, int i);          /* pending trigger i may not be: "triggers only once each turn" */
void trig_leaves(mtg_game *g, int o);            /* o is about to leave the battlefield: others' triggers (603.10a) */
void trig_leaves_seen(mtg_game *g, int w, int o);
/* manapool.c: the mana pool (106.4, 500.4) */
void mpool_add(mtg_game *g, int32_t who, int k, int32_t n); /* player ref who adds n mana of kind k (MANA_*; with
                                                               POOL_KEEP_EOT: kept until end of turn) */
void mpool_spend(mtg_game *g, int p, int colors);           /* one mana of kind BIT(k) of p's pool is spent */
void mpool_empty(mtg_game *g);                              /* a step or phase ends */
void mpool_end_turn(mtg_game *g);                           /* the turn ends: the mana kept until then goes too */
void mpool_end_combat(mtg_game *g);                         /* combat ends: firebending's mana goes (702.189a) */
void mpool_keep(mtg_game *g, int32_t who, int kind);        /* who keeps unspent mana of kind until end of turn */
int mpool_total(const mtg_game *g, int p);                  /* the mana in p's pool (the observation) */
int mpool_list(const mtg_game *g, int p, uint16_t *obj, uint8_t *colors, int room); /* for mana_find */ /* ... as permanent w, leaving with it or not, sees it (603.10a) */
void trig_attack_with_other(mtg_game *g); /* 508.1m: "Whenever Sokka and at least one other creature attack" */
int32_t tla_land_counters(const mtg_game *g, int p, int kind); /* counters of a kind on p's lands (tlacount.c) */
void dmgt_combat_damage(mtg_game *g, int source); /* its controller's "creatures you control deal combat damage" triggers (dmgtrig.c) */
void dmgt_noncombat_opponent(mtg_game *g, int p, int amount); /* "a source you control deals noncombat damage to an opponent" (dmgtrig.c) */
int32_t tla_control_ctr(const mtg_game *g, int p, int kind); /* p's creatures with a counter of a kind (tlacount.c) */
int32_t tla_gy_noncreature_nonland(const mtg_game *g, int p); /* noncreature, nonland cards in p's graveyard */
void tla_bite(mtg_game *g, int32_t a, int32_t b);     /* creature a deals damage equal to its power to creature b */
int32_t tla_damage_excess(mtg_game *g, int source, int32_t ref, int32_t amount); /* DAMAGE_EXCESS: the excess (120.10) */
int tla_land_creature(const mtg_game *g, int p);            /* 1: p controls a land creature */
void tla_counters_other_sub(mtg_game *g, const struct stack_item *si, int sub, int32_t n); /* COUNTERS_OTHER_SUB */
int tla_two_creatures(mtg_game *g, int32_t a, int32_t b); /* two different creatures on the battlefield (fight, bite) */
/* bfcount.c: permanents that fit a description */
#define BF_ANY_POWER INT16_MIN
int32_t bf_count(const mtg_game *g, int p, int except, unsigned types, int sub, int min_power); /* p's, but except, of
                                                        one of the types or the subtype, with that power or more */
int32_t bf_total_power(const mtg_game *g, int p); /* fdncards 9: the total power of p's creatures */
int32_t bf_color_count(const mtg_game *g, int c); /* the permanents of color c, any player's (COLOR_PERMANENTS) */
int32_t bf_mv_kinds(const mtg_game *g, int p); /* fdncards 9: the different mana values among p's nonland permanents */
int32_t bf_attacking(const mtg_game *g); /* the attacking creatures, any player's (506.3) */
int32_t bf_attacking_sub(const mtg_game *g, int p, int sub); /* fdncards: p's attacking creatures with the subtype */
int32_t bf_attacking_yours(const mtg_game *g, int p); /* tdmcards 13: p's attacking creatures */
int32_t bf_basic_sub(const mtg_game *g, int p, int sub);     /* fdncards: p's basic permanents with the subtype */
int trig_cond(mtg_game *g, int cond, int controller, int kicked, int o); /* 603.4: does an intervening "if" hold? (o: its source) */
void trig_plus1_put(mtg_game *g, int putter, int o); /* fdncards 10: +1/+1 counters were put on o (trigger.c) */
uint64_t trig_bf_events(mtg_game *g); /* bit TRIG_*: what any permanent's card triggers on (kept in g->bf_trig) */
void trig_step(mtg_game *g, int event);  /* the active player's "at the beginning of your ..." triggers */
int trig_put(mtg_game *g);               /* puts waiting triggers on the stack (APNAP); 1 if it did anything */
void trig_state(mtg_game *g);            /* 603.8: state triggers whose state holds (and not already triggered) */
void trig_order_options(mtg_game *g);
void trig_order_apply(mtg_game *g, const mtg_option *op);

/* vm.c: runs an ability's bytecode: VM_DONE, or VM_WAITING when an operation asked a player (the run is in g->res) */
enum { VM_DONE, VM_WAITING };
int vm_run(mtg_game *g, const stack_item *si);
int vm_resume(mtg_game *g);              /* goes on with the run saved in g->res */

/* keyact.c: keyword actions -- mill (701.17), scry (701.22), surveil (701.25) */
void kact_mill(mtg_game *g, int p, int n, int take_sub); /* 701.17a; then each milled card of subtype take_sub (>= 0) into their hand */
int kact_look(mtg_game *g, int kind, int p, int n); /* LOOK_*: 1 if the player now decides (MODE_LOOK) */
int kact_look_take(mtg_game *g, int p, int n, int take, int rest_gy); /* 1: p now chooses (MODE_LOOK, LOOK_TAKE) */
void kact_options(mtg_game *g);          /* MODE_LOOK and MODE_TOP */
void kact_apply(mtg_game *g, const mtg_option *op);

/* kwtrig.c: keyword abilities that trigger -- prowess (702.108), ward (702.21), exalted (702.83) */
void kwt_dies(mtg_game *g, int o);       /* permanent o is dying: persist (702.79a) triggers, looking back */
void kwt_attacks_alone(mtg_game *g);    /* the attackers are declared: exalted if one creature attacks alone */
void kwt_check(mtg_game *g, int o, int event, int controller); /* from trig_check: prowess */
void kwt_targeted(mtg_game *g, const stack_item *si);         /* its targets are chosen: ward */
int kwt_resolve(mtg_game *g, const stack_item *si);           /* 1 if it waits for a decision (MODE_WARD) */
void kwt_ward_options(mtg_game *g);
void kwt_ward_apply(mtg_game *g, const mtg_option *op);

/* search.c: optional effects ("you may", 603.5) and library searches (701.19) -- decisions mid-resolution */
#define MAY_GOES_ON 0x80 /* srch_may's p | this: MAY_PLAYER_IF, whose answer is pushed and the run goes on (tlacards 14) */
int srch_may(mtg_game *g, int p);        /* 1: player p now decides (MODE_MAY) for the resolving run */
void srch_may_options(mtg_game *g);
void srch_may_apply(mtg_game *g, const mtg_option *op);
void srch_quality(search_state *q, int op, int arg, int32_t n); /* a FIND_* operation narrows the next search */
/* place.c: "its owner puts it on their choice of the top or bottom of their library" */
int place_begin(mtg_game *g, int32_t ref);  /* 1: its owner now chooses (MODE_PLACE) */
int place_begin_how(mtg_game *g, int32_t ref, int second); /* the same; second: "second from the top or on the bottom" */
#define PLACE_SECOND 0x8000u /* mtg_game.place: the choice is "second from the top or on the bottom" (Temporal Cleansing) */
void place_options(mtg_game *g);
void place_apply(mtg_game *g, const mtg_option *op);
void zone_library_bottom(player *pl, int i);
/* sacrifice.c: "target player sacrifices a creature of their choice" (701.21a) */
int edict_begin(mtg_game *g, int32_t ref, int type); /* 1: the player now chooses (MODE_SACRIFICE) */
int edict_types_begin(mtg_game *g, int32_t ref, int mask, int source); /* EDICT_TYPES: 1 they choose; -1 none */
#define EDICT_BY_MASK 0x80 /* g->edict_type: EDICT_TYPES's operand in the low bits, not a TYPE_* */
void edict_options(mtg_game *g);
void edict_apply(mtg_game *g, const mtg_option *op);
void edict_finish(mtg_game *g, int o);     /* o is sacrificed; the resolution goes on */
void zone_recard(mtg_game *g, int o, int card); /* permanent o's card changes (a copy effect, 707.2) */
/* gyexile.c */
int gyt_fits(const mtg_game *g, int kind, int o, int controller, int source); /* a graveyard card fits a target kind */
void gyt_move(mtg_game *g, const stack_item *si, int32_t ref, int dest); /* GY_MOVE */
void gyt_return_all(mtg_game *g, const stack_item *si, int arg);       /* GY_ALL_BF (fdncards) */
int kwc_apply(mtg_game *g); /* keyword counters (122.1b) in layer 6; 1 if any permanent has one */
void gyt_exile_all(mtg_game *g, int32_t who); /* EXILE_GRAVEYARD */
int32_t gyt_card_is_type(const mtg_game *g, int32_t ref, int arg); /* CARD_IS_TYPE */
int32_t gyt_card_is_sub(const mtg_game *g, int32_t ref, int sub);  /* CARD_IS_SUB */
int32_t gyt_card_power(mtg_game *g, int32_t ref);                  /* CARD_POWER */
int gyx_may_begin(mtg_game *g, int32_t ref, int sub); /* 1: the player now chooses (MODE_EXILE_GY); -1: none to exile */
/* EXILE_GY_MAY's operand beside a subtype (tdmcards 13): "a creature card" (GYX_TYPE | TYPE_*), "two cards" (GYX_ANY | 2);
   GYX_STARTED: one of them exiled, the next follows (no "no") */
enum { GYX_ARG = 0x00FF, GYX_STARTED = 0x1000, GYX_ANY = 0x2000, GYX_TYPE = 0x4000 };
_Static_assert((int)SUB__COUNT < (int)GYX_STARTED, "a subtype is below the EXILE_GY_MAY flags");
void gyx_options(mtg_game *g);
void gyx_apply(mtg_game *g, const mtg_option *op);
int gy_sub_count(const mtg_game *g, int p, int sub); /* cards with subtype sub in p's graveyard */
/* facedown.c: face-down permanents (708): manifest (701.40), turning a manifested creature card face up (116.2b) */
#define ENTER_FACE_DOWN 2 /* g->enter_face: the object moving to the battlefield next enters face down */
void fd_manifest(mtg_game *g, int32_t ref, int card);   /* MANIFEST: player ref's top card, card the face-down definition */
int fd_turnable(const mtg_game *g, int o);  /* 1: o is face down and may be turned face up for its mana cost (701.40a) */
int fd_payable(const mtg_game *g, int p, int o, struct mana_sources *s); /* ... and p can pay that cost now */
int fd_turn_up(mtg_game *g, int p, int o);  /* the special action: p pays its mana cost and turns it face up (708.8) */
void fd_turn_up_paid(mtg_game *g);          /* its cost was paid by hand (PAY_TURN_UP): it turns face up */
int fd_card(const mtg_game *g, int o, int viewer); /* the card o is to viewer: a face-down one's own card only to its
                                                     controller (708.5), to anyone else its face-down definition */
static inline int obj_face_down(const obj *ob) { return (ob->kicked & OBJ_FACE_DOWN) != 0; }
static inline int gy_usable(const mtg_game *g, int o) /* card o may be cast or activated from a graveyard (113.6) */
{
  return (g->pack->card_cycles[g->objs[o].card] & (PACK_ZONE_ACT_GY | PACK_ZONE_CAST_GY)) != 0;
}
/* transform.c */
int tf_transform(mtg_game *g, int o);                          /* 701.28: its other face up; 1 if it did */
int tf_transform_source(mtg_game *g, const stack_item *si);    /* TRANSFORM: the ability's source (701.28f) */
void tf_saga_return(mtg_game *g, const stack_item *si);        /* SAGA_RETURN_TF: exiled, back transformed (712, 400.7) */

/* saga.c: Sagas (714) */
int saga_final_chapter(const mtg_game *g, int o);              /* 714.2d: 0 if it has no chapter abilities */
void saga_lore(mtg_game *g, int o, int before, int after);     /* 714.2b: lore counters were put on o: chapters trigger */
void saga_enters(mtg_game *g, int o);                          /* 714.3a: a Saga enters with a lore counter */
void saga_main_phase(mtg_game *g);                             /* 714.3b, 505.4: the turn-based lore counter */
int saga_sba(mtg_game *g);                                     /* 714.4: Sagas past their final chapter; 1 if any */
void saga_left_stack(mtg_game *g, const stack_item *si);       /* a chapter ability left the stack (714.4) */
void copy_until_eot(mtg_game *g, int32_t ref, int others, int controller); /* "Each other creature becomes a copy of ..." (707.2) */
int copy_choose_begin(mtg_game *g);
void copy_exception(mtg_game *g, int o); /* 707.9b: "..., except it has changeling" on a copy (eclcards 5) */
void copy_except(mtg_game *g, const stack_item *si, int32_t ref); /* "SRC becomes a copy of ..., except it has this ability" */
int obj_kept_ability(const mtg_game *g, int o); /* the ability a copy "except it has this ability" keeps, or -1 */
int gy_card_gains(const mtg_game *g, int card);  /* the card has Necrotic Ooze's static ability (gyabil.c) */
/* might permanent o give its controller an activation option (prio_options): activated abilities printed, kept by a
   copy (707.9b), from graveyards (Necrotic Ooze), or turning it face up (116.2b) -- what players' `activated` counts */
static inline int prio_may_act(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return (g->pack->card_cycles[ob->card] & PACK_ZONE_ACT_BF) || ob->orig_card || obj_face_down(ob);
}
static inline void prio_listed(mtg_game *g, int o) /* the next permanent of the battlefield for g->acts */
{
  uint8_t *n = &g->nacts[g->objs[o].controller];
  if (!prio_may_act(g, o))
    return;
  if (*n < MAX_ACTS)
    g->acts[g->objs[o].controller][(*n)++] = (uint8_t)o;
  else
    *n = MSRC_MANY;
}
int gy_has(const mtg_game *g, int o);            /* permanent o has the activated abilities of creature cards in graveyards */
int gy_abilities(const mtg_game *g, int o, uint16_t *out, int max); /* those (not mana abilities): pack indices */
#define MAX_GY_ABILITIES 64 /* the most of them offered at once (a capacity, like MAX_EFFECTS) */
uint8_t gy_mana(const mtg_game *g, int o);       /* what their mana abilities make, bits MANA_* */ /* 1: its controller now chooses the creature (MODE_COPY) */
void copy_one_until_eot(mtg_game *g, int32_t ref, int32_t src); /* "Target creature becomes a copy of that creature" */
void copy_eot_end(mtg_game *g);           /* 514.2: those copy effects end */

/* unlesspay.c: "... unless <player> pays {N}" (118.12) */
int unless_begin(mtg_game *g, int32_t ref, int generic, int packed); /* 1: the player decides (MODE_UNLESS_PAY) */
void unless_options(mtg_game *g);
void unless_apply(mtg_game *g, const mtg_option *op);
void unless_paid(mtg_game *g);            /* paid by hand: the run goes on */

/* lki.c: last known information (608.2h) */
void lki_note(mtg_game *g, int o); /* permanent o leaves the battlefield now */
const lki_rec *lki_find(const mtg_game *g, int o, uint16_t zcc); /* o as it last was there with zcc, or NULL */
const lki_rec *lki_known(const mtg_game *g, const stack_item *si, int32_t ref); /* si's source or event object, gone */
int lki_counters(const lki_rec *r, int kind); /* its counters of a kind (-1: every kind) */
int lki_power_now(const mtg_game *g, int o); /* o's power there, or as it last was there */
int lki_about_power(mtg_game *g, const stack_item *si); /* ABOUT_POWER: the trigger's object's power, now or as it last was */
void lki_put_counters(mtg_game *g, const stack_item *si, int of_about, int32_t to); /* PUT_KNOWN_COUNTERS */
int lki_chosen_now(const mtg_game *g, int o); /* o's obj.chosen there, or as it last was there */

/* spellcopy.c: copies of spells (707.10) */
void spell_cast_note(mtg_game *g, stack_item *si);  /* 601.2i: counts it and remembers it as cast */
int spell_about_count(const mtg_game *g, const stack_item *si, int how); /* SPELLS_BEFORE */
int spell_copy_begin(mtg_game *g, const stack_item *si, int n, int flags); /* 1: new targets are chosen (MODE_RETARGET) */
void spell_retarget_options(mtg_game *g);
void spell_retarget_apply(mtg_game *g, const mtg_option *op);
int disc_begin(mtg_game *g, int32_t ref, int n); /* 1: the player now chooses (MODE_DISCARD_EFFECT) */
int disc_exile_begin(mtg_game *g, int32_t ref, int n); /* "exiles two cards from their hand": 1 if they now choose */
int disc_reveal_begin(mtg_game *g, int32_t ref, int kind); /* REVEAL_DISCARD: 1 the other player now chooses */
int disc_may_begin(mtg_game *g, int32_t ref);     /* 1: they choose a card or no; -1: an empty hand, nothing done */
int disc_unless_begin(mtg_game *g, int32_t ref, int n, int type); /* "... unless you discard a creature card": 1 they choose */
#define DISC_REVEAL 0x40 /* g->discard_may: DISC_REVEAL + a kind (0 nonland, 1 nonland permanent, 2 noncreature nonland): the other player chooses the
                            card from the revealed hand (eclcards 6, REVEAL_DISCARD) */
#define DISC_REVEAL_EXILE DISC_KIND_EXILE /* tdmcards 18: kind + DISC_REVEAL_EXILE: "You choose a nonland card from it and exile that card." */
#define DISC_REVEAL_KINDS 6
#define DISC_UNLESS 2 /* g->discard_may: DISC_UNLESS + a card type: the first card may be one of that type alone */
#define DISC_EXILE 0x20 /* g->discard_may: the cards chosen are exiled, not discarded ("exiles two cards from their hand") */
#define DISC_UPTO 0x80 /* g->discard_may: "discard up to N cards": done is an option, each card counted (tdmcards 12) */
_Static_assert(DISC_UNLESS + TYPE__COUNT <= DISC_EXILE, "g->discard_may's kinds don't overlap");
int disc_upto_begin(mtg_game *g, int32_t ref, int n); /* DISCARD_UPTO: 1 if the player now chooses */
void prio_play_land(mtg_game *g, int p, int o, int face);     /* 305.1: the special action itself */
void prio_land_enters(mtg_game *g, int p, int o); /* lead: after its choice (choose.c) */
void srch_put_found(mtg_game *g, int p, int o, int how); /* a card found goes where the search says */
/* delayed.c: delayed triggered abilities (603.7), tokens put onto the battlefield attacking (508.4) */
void dly_create(mtg_game *g, const stack_item *si, int ability, uint32_t from); /* DELAY */
void dly_step(mtg_game *g, int event);                /* a step begins: the delayed triggers of its time trigger */
void dly_sacrifice_them(mtg_game *g, const stack_item *si); /* SAC_THEM */
void dly_effect_them(mtg_game *g, const stack_item *si, int ability, uint32_t from); /* EFFECT_THEM */
int32_t dly_newest(const mtg_game *g, const stack_item *si, uint32_t from); /* NEWEST (tlacards 14) */
int stun_untap(mtg_game *g, int o); /* stun.c: an untap, or a stun counter removed instead (122.1d) */
void gyl_event(mtg_game *g, int p); /* gyleave.c: a card left player p's graveyard (603.2) */
void gyl_put_event(mtg_game *g, int p); /* eclcards: a permanent card was put into p's graveyard from anywhere */
void trig_counter_put(mtg_game *g, int o); /* tdmcards 17: counters were put on creature o (122.6) */
void dly_next_cast(mtg_game *g, int p, int o); /* tdmcards 17: player p cast spell o: "When you next cast ..." (NEXT_CAST) */
void dly_that_dies(mtg_game *g, int o); /* eclcards 10: creature o dies: "When that creature dies this turn," (THAT_DIES) */
void dly_event(mtg_game *g, int event, int p, uint16_t about); /* an event of player p: their "this turn" delayed triggers */
void dly_end_turn(mtg_game *g);                       /* 514.2: "this turn" delayed triggers end */
int dly_create_attacking(mtg_game *g, const stack_item *si, int card, int32_t n); /* 1: MODE_ATTACK_TARGET */
void dly_attack_options(mtg_game *g);
void dly_attack_apply(mtg_game *g, const mtg_option *op);
int cmb_any_attacker(const mtg_game *g);             /* a creature is attacking (508.8, "whenever you attack") */
int cmb_attackable(const mtg_game *g, uint16_t *pw);  /* what the active player may attack besides the defending
                                                         player (508.1b): planeswalkers, battles; their count */

/* airbend.c: the keyword action airbend (701.65) */
int air_bent(const mtg_game *g, int o);          /* o is an airbent card in exile (REPL_AIRBENT) */
int air_any(const mtg_game *g, int p);           /* p owns an airbent card in exile */
void air_bend(mtg_game *g, int32_t ref);         /* AIRBEND: its owner exiles it, marked */
int air_castable(const mtg_game *g, int p, int o, struct mana_sources *s); /* p may cast airbent o now, for {2} */
/* exileplay.c: "Exile the top card of your library. Until the end of your next turn, you may play that card." -- a
   permission kept per exiled card (obj.play_until, play_perm) */
enum { XPERM_PLAYER = 1,   /* the player who may play it */
       XPERM_CAST = 2,     /* "you may cast": a land card isn't played */
       XPERM_END_STEP = 4,   /* "until your next end step": it ends as that step begins, not with the turn */
       XPERM_PENDING = 8,    /* "Choose one of them.": not yet chosen (MODE_PLAY_CHOOSE), no permission yet */
       XPERM_FREE = 16 };    /* eclcards 11: "without paying their mana costs" (XPLAY_FREE; cast as KICK_FREE_PERM) */
int xplay_may(const mtg_game *g, int p, int o);  /* p may play exiled card o now, its timing and costs aside */
int xplay_any(const mtg_game *g, int p);         /* some card in exile has a permission of p's in force */
int xplay_free(const mtg_game *g, int p, int o); /* eclcards 11: ... and p may cast it without paying its mana cost */
int xplay_exile(mtg_game *g, const stack_item *si, int32_t ref, int32_t n, int flags); /* EXILE_PLAY: 1 if its controller
                                                    now chooses the card (MODE_PLAY_CHOOSE) */
void cast_finish_resolving(mtg_game *g); /* tdmcards 20: its code done, a spell cast as it resolves (cast.c) */
int xplay_cast_free(mtg_game *g, const stack_item *si, int32_t ref, int max_mv); /* tdmcards 20: EXILE_CAST_FREE: 1 if
                                                    its controller now decides (MODE_CAST_FREE) */
void xplay_cast_free_options(mtg_game *g);
void xplay_cast_free_apply(mtg_game *g, const mtg_option *op);
void xplay_choose_options(mtg_game *g);
void xplay_choose_apply(mtg_game *g, const mtg_option *op);
/* suspend.c: the keyword suspend (702.62) -- not the VM's suspending of a run */
int susp_has(const mtg_game *g, int o);          /* o has suspend (gained: REPL_SUSPEND) */
int susp_suspended(const mtg_game *g, int o);    /* 702.62b: in exile, with suspend and a time counter */
void susp_counter(mtg_game *g, int32_t ref, int arg); /* COUNTER_TIME: counter it, exile it with time counters */
void susp_upkeep(mtg_game *g);                   /* the active player's upkeep begins: their suspended cards trigger */
int susp_resolve(mtg_game *g, const stack_item *si); /* KWT_SUSPEND_*: 1 if its owner now decides (MODE_SUSPEND) */
void susp_apply(mtg_game *g, const mtg_option *op);
void cast_begin_free(mtg_game *g, int p, int o, int haste); /* 702.62a: cast o without paying its mana cost (cast.c);
                                                               haste: suspend's, a creature spell gains haste */
int cast_free_castable(const mtg_game *g, int p, int o); /* ... if able: a spell whose choices can be made and paid */
void lay_add_while_source(mtg_game *g, const stack_item *si, int o, int ability); /* EFFECT_SOURCE (tlacards 14) */
void lay_add_haste_while_controlled(mtg_game *g, int o); /* 702.62a: spell o has haste until its controller loses it */

/* endure.c: "it endures N" (701.62) */
int endure_begin(mtg_game *g, const stack_item *si, int32_t ref, int32_t n, int token); /* 1: MODE_ENDURE */
void endure_options(mtg_game *g);
void endure_apply(mtg_game *g, const mtg_option *op);
void disc_random(mtg_game *g, int32_t ref, int n);
void disc_hand(mtg_game *g, int32_t ref);     /* "discard your hand" */
void disc_options(mtg_game *g);
int tapmay_begin(mtg_game *g, const stack_item *si, int sub); /* eclcards: 1, MODE_TAP_MAY; -1: none to tap */
void ecl_remove_one(mtg_game *g, int o, int kind);   /* one counter of a kind off permanent o (eclcost.c) */
int removemay_begin(mtg_game *g, const stack_item *si); /* eclcards 8: 1, MODE_REMOVE_MAY; 0: removed; -1: none */
void removemay_options(mtg_game *g);
void removemay_apply(mtg_game *g, const mtg_option *op);
void kwt_counter_item(mtg_game *g, int i); /* 701.5a-b: counter stack item i (a spell to its graveyard; an ability) */
int counterall_opp(mtg_game *g, const stack_item *si); /* eclcards 10: COUNTER_ALL_OPP, how many were countered */
int removeany_begin(mtg_game *g, int32_t ref); /* eclcards 10: REMOVE_ANY: 1, MODE_REMOVE_ANY; 0: nothing to remove */
void removeany_options(mtg_game *g);
void removeany_apply(mtg_game *g, const mtg_option *op);
int prolif_begin(mtg_game *g); /* eclcards 10: PROLIFERATE (701.34a): 1, MODE_PROLIFERATE (g->choose_card the cursor); 0: none */
void prolif_options(mtg_game *g);
void prolif_apply(mtg_game *g, const mtg_option *op);
void tapmay_options(mtg_game *g);
void tapmay_apply(mtg_game *g, const mtg_option *op);
void disc_apply(mtg_game *g, const mtg_option *op);
void disc_one(mtg_game *g, int p, int o);              /* player p discards card o (701.9a) */
int blight_begin(mtg_game *g, int32_t ref, int32_t n); /* blight.c: 1 the player chooses (MODE_BLIGHT), -1 they can't */
int blight_may_begin(mtg_game *g, int32_t ref, int32_t n); /* the same with "no" offered (BLIGHT_MAY) */
#define BLIGHT_OPTIONAL 0x80 /* g->edict_player in MODE_BLIGHT: "you may blight" -- "no" is an option */
/* ecl3.c: the third wave of ECL effects */
void ecl_flicker(mtg_game *g, int32_t ref);                  /* exile it, then return it under its owner's control */
/* eclmore.c: creatures that entered this turn (player.entered), counts of ECL's static abilities */
void ecl_entered_note(mtg_game *g, int p, int o);            /* creature o entered under p's control */
int ecl_entered(const mtg_game *g, int p, int o);            /* how many did; o != NONE: o itself not counted */
int32_t ecl_greatest_power_sub(const mtg_game *g, int p, int sub);       /* GREATEST_POWER_SUB */
int32_t ecl_greatest_mv_sub(const mtg_game *g, int p, int sub); /* eclcards 10: "the greatest mana value among Elementals you control" */
int32_t vm_colors_among(const mtg_game *g, int p); /* vm.c: the colors among permanents p controls (Vivid, 105.1) */
int harm_ability(const mtg_game *g, const pack_card *c); /* harmonize.c: ABIL_HARMONIZE (702.180a), or NONE */
int harm_flashback(const mtg_game *g, const pack_card *c); /* ... which is flashback's (702.34a, PACK_HARM_FLASHBACK) */
int harm_castable(const mtg_game *g, int p, int o, struct mana_sources *s); /* card o in p's graveyard, for it, now */
void harm_options(mtg_game *g);                        /* MODE_HARMONIZE: the creature tapped for it, or none */
void harm_apply(mtg_game *g, const mtg_option *op);
void blight_options(mtg_game *g);
void blight_apply(mtg_game *g, const mtg_option *op);
void edict_one(mtg_game *g, int p, int o);             /* player p sacrifices permanent o (701.21a) */
/* costs.c: discards and sacrifices as costs of activated abilities (601.2h, 602.2b) */
int cost_payable(const mtg_game *g, int p, int cost);
int cost_payable_q(const mtg_game *g, int p, int cost, int q, int src); /* with a qualified sacrifice (PACK_SACQ_*) */
int cast_extra_payable(const mtg_game *g, int p, int o, int cost); /* 601.2h: a spell's additional costs */
/* eclcost.c: the activation costs "Blight N", "Remove a counter from this creature", "Tap an untapped creature you
   control", "Pay N life"; g->cost_left's bits for the ones still to pay (below PACK_COST_DISCARD_RANDOM) */
enum { COSTL_REMOVE = 1, COSTL_BLIGHT = 2, COSTL_TAP = 4, COSTL_BEHOLD = 8 /* eclcards: a spell's "behold a Kithkin" */ };
int eclcost_payable(const mtg_game *g, const pack_ability *a, int p, int o);
int eclcost_addl_payable(const mtg_game *g, const pack_ability *a, int p, int self); /* blight or behold possible */
int eclcost_addl_bits(const pack_ability *a);           /* its COSTL_* bit */
void eclcost_begin(mtg_game *g, const pack_ability *a);
int eclcost_next(mtg_game *g);                         /* 1: a decision waits (MODE_COST_BLIGHT, _REMOVE, _TAP) */
void eclcost_options(mtg_game *g);
void eclcost_apply(mtg_game *g, const mtg_option *op);
void cost_pay(mtg_game *g);
void cost_options(mtg_game *g);
void cost_apply(mtg_game *g, const mtg_option *op);
void cost_sacrifice(mtg_game *g, int o);               /* the permanent chosen for a sacrifice cost goes (616.1 asked) */
void cast_costs_paid(mtg_game *g);                     /* the last of an activation's costs is paid */
void trig_check_amount(mtg_game *g, int o, int event, int controller, int amount); /* "draw that many cards" */
/* enterpay.c: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 119.4) */
void enterpay_add(mtg_game *g, int o, int life); /* o is entering: its controller will choose */
void enterpay_choose_add(mtg_game *g, int o);     /* o, put onto the battlefield by an effect, chooses as it enters */
void enterpay_done(mtg_game *g);                  /* the first waiting choice is made: the next, or the game goes on */
int enterpay_pending(mtg_game *g);               /* 1: a choice waits, and the game now asks it (MODE_ENTER_PAY) */
void enterpay_options(mtg_game *g);
void enterpay_apply(mtg_game *g, const mtg_option *op);

/* choose.c: "As this enters, choose a color" (614.12): its controller's choice as it enters */
int choose_kind(const mtg_game *g, int card);         /* the CHOICE_* its card asks for, or -1 */
int choose_offer(mtg_game *g, const stack_item *si);  /* a permanent spell resolving: 1 if its controller now chooses */
int choose_land(mtg_game *g, int p, int o);           /* lead: land o played by p: 1 if p now chooses, before it enters */
void choose_entered(mtg_game *g, int o);              /* lead 17: o, put onto the battlefield by an effect: MODE_CHOOSE */
int choose_tokens(mtg_game *g, int card, int n, int controller); /* token copies: 1 if a choice is asked for each */
void choose_now(mtg_game *g, const stack_item *si); /* eclcards 8: "Choose a creature type." as it resolves: MODE_CHOOSE */
void choose_mana(mtg_game *g, const stack_item *si); /* lead: "Add one mana of any color." as it resolves: MODE_CHOOSE */
int choose_count(mtg_game *g, const stack_item *si); /* permanents its controller controls of the type chosen so */
void choose_return_gy(mtg_game *g, const stack_item *si, int type); /* those cards of their graveyard to the battlefield */
void choose_options(mtg_game *g);
void choose_apply(mtg_game *g, const mtg_option *op);
int choose_text(const mtg_game *g, int card, int value, char *buf, size_t n); /* choice `value` in words */
int choose_parse(const mtg_game *g, int card, const char *s); /* the value of the choice in words s, or -1 */
/* copy.c: a permanent spell that may enter as a copy (707.5) */
int copy_offer(mtg_game *g, const stack_item *si); /* 1: its controller now chooses (MODE_COPY) */
void copy_options(mtg_game *g);
void copy_apply(mtg_game *g, const mtg_option *op);
void cast_enter(mtg_game *g, const stack_item *si); /* a resolving permanent spell enters the battlefield (608.3) */
void cast_spell_paid(mtg_game *g);   /* the spell on top of the stack is paid for: cast triggers, priority (601.2i) */
void cast_ability_paid(mtg_game *g); /* the ability being activated: its other costs, priority (602.2b) */
/* manapay.c: paying mana by hand (MTG_FLAG_MANUAL_MANA) */
int manapay_begin(mtg_game *g, int p, int generic, const uint8_t *sym, const uint8_t *hyb, int exclude, int what);
void manapay_options(mtg_game *g);
void manapay_apply(mtg_game *g, const mtg_option *op); /* library index i goes under the others (zone.c) */
int srch_begin(mtg_game *g, const search_state *q, int p, int how); /* 1: p now chooses (MODE_SEARCH) */
int srch_from_milled(mtg_game *g, const search_state *q, int p, int n, int how); /* "mill four cards, then you may return
                                                                                    a permanent card from among them" */
int srch_from_hand(mtg_game *g, const search_state *q, int p, int how); /* 1: p now chooses (MODE_SEARCH, a hand) */
void srch_shuffle_self(mtg_game *g, const stack_item *si); /* "Shuffle <this spell> into its owner's library." */
void srch_shuffle_into(mtg_game *g, int32_t ref);          /* SHUFFLE_INTO: a permanent's owner shuffles it in (701.20a) */
void srch_shuffle_gy(mtg_game *g, int32_t who);            /* GY_SHUFFLE: a player shuffles their graveyard into their library */
void srch_options(mtg_game *g);
void srch_apply(mtg_game *g, const mtg_option *op);
void look_options(mtg_game *g);                            /* LOOK_TOP's decisions (looktop.c) */
void look_apply(mtg_game *g, const mtg_option *op);
int srch_matches(const mtg_game *g, const search_state *q, int o); /* does library card o fit the search? */

/* event.c */
void ev_push(mtg_game *g, int kind, int player, int o, uint16_t target, int value);

/* rng.c */
void rng_seed(mtg_game *g, uint64_t seed);
uint64_t rng_next(mtg_game *g);
uint32_t rng_below(mtg_game *g, uint32_t n);

/* a new stack item's id: never 0 */
static inline uint16_t stack_new_id(mtg_game *g)
{
  if (++g->stack_serial == 0)
    g->stack_serial = 1;
  return g->stack_serial;
}

/* 122: the counters of a kind on an object (0 if none) */
/* does it have counters of any kind? (most objects have none: a loop over its kinds can be skipped) */
static inline int obj_has_counters(const obj *ob)
{
  /* one 4-byte load: the three kinds and ctr_n[0], which is 0 whenever ctr_kind[0] is (obj_set_counter) */
  _Static_assert(OBJ_COUNTER_KINDS == 3 && offsetof(obj, ctr_n) == offsetof(obj, ctr_kind) + OBJ_COUNTER_KINDS,
                 "obj_has_counters reads the kinds and the first count as one word");
  uint32_t w;
  memcpy(&w, ob->ctr_kind, sizeof w);
  return w != 0;
}

static inline int obj_counter(const obj *ob, int kind)
{
  for (int i = 0; i < OBJ_COUNTER_KINDS; i++)
    if (ob->ctr_kind[i] == kind + 1)
      return ob->ctr_n[i];
  return 0;
}

/* sets the counters of a kind on an object to n (0..255); 0 frees its slot. An object holds counters of at most
   OBJ_COUNTER_KINDS kinds at once: a kind beyond that is not put (-1), a capacity like MAX_EFFECTS */
static inline int obj_set_counter(obj *ob, int kind, int n)
{
  int at = -1, free_at = -1;
  for (int i = 0; i < OBJ_COUNTER_KINDS; i++)
    if (ob->ctr_kind[i] == kind + 1)
      at = i;
    else if (ob->ctr_kind[i] == 0 && free_at < 0)
      free_at = i;
  if (at < 0)
    at = n > 0 ? free_at : -1;
  if (at < 0)
    return n > 0 ? -1 : 0;
  n = n < 0 ? 0 : n > 255 ? 255 : n;
  ob->ctr_kind[at] = (uint8_t)(n ? kind + 1 : 0);
  ob->ctr_n[at] = (uint8_t)n;
  return 0;
}

static inline void obj_clear_counters(obj *ob)
{
  for (int i = 0; i < OBJ_COUNTER_KINDS; i++)
    ob->ctr_kind[i] = ob->ctr_n[i] = 0;
}

/* the card an object is */
static inline const pack_card *game_card(const mtg_game *g, int o) { return &g->pack->cards[g->objs[o].card]; }

/* options */
static inline void dec_reset(mtg_game *g, int kind, int player)
{
  g->dec.kind = (uint16_t)kind;
  g->dec.player = (uint16_t)player;
  g->dec.count = 0;
}
static inline void dec_add(mtg_game *g, int kind, int source, uint16_t target, int value)
{
  if (g->dec.count >= MTG_MAX_OPTIONS)
    return;
  mtg_option *op = &g->dec.options[g->dec.count++];
  op->kind = (uint16_t)kind;
  op->source = (uint16_t)source;
  op->target = target;
  op->value = (int16_t)value;
}

/* a permanent became tapped or untapped (PACK_READS_TAPPED) or began or stopped attacking (_ATTACKING): the
   characteristics need a recompute only if an applied effect's filter reads that ("untapped creatures") */
static inline void lay_touch(mtg_game *g, int reads)
{
  if (g->reads & reads)
    g->dirty = 1;
}

/* does blocker b block attacker a -- the object a was when the block was declared (400.7, 506.4)? */
static inline int obj_blocks(const mtg_game *g, const obj *b, int a)
{
  return (b->flags & OBJ_BLOCKING) && b->blocking == a && a < MAX_OBJECTS && g->objs[a].zcc == b->blocking_zcc;
}
static inline int obj_is(const mtg_game *g, int o, int type) { return (g->objs[o].types >> type) & 1; }
/* its keywords after the layers, both masks (bit KW_*) */
static inline uint64_t obj_keywords(const obj *ob) { return ob->keywords | (uint64_t)ob->keywords_hi << 32; }
static inline void obj_set_keywords(obj *ob, uint64_t k)
{
  ob->keywords = (uint32_t)k;
  ob->keywords_hi = (uint8_t)(k >> 32);
}
static inline int obj_has(const mtg_game *g, int o, int kw) { return (obj_keywords(&g->objs[o]) >> kw) & 1; }
/* 302.6: permanent o is a creature that came under its controller's control this turn and lacks haste -- its {T}
   abilities can't be activated (nor can it attack, 508.1a) */
static inline int obj_tap_sick(const mtg_game *g, int o)
{
  const obj *ob = &g->objs[o];
  return (ob->types & TYPEBIT(CREATURE)) && (ob->flags & OBJ_SICK) && !obj_has(g, o, KW_HASTE);
}
/* whether object o has its card's ability i now: a rules-text ability unless it lost them (613.1f), a granted one
   while a GRANT gives it (its own static ability's quoted ability) */
/* does ob have a counter of any kind on it (122.1) */
static inline int obj_counters_any(const obj *ob)
{
  for (int k = 0; k < OBJ_COUNTER_KINDS; k++)
    if (ob->ctr_kind[k] && ob->ctr_n[k])
      return 1;
  return 0;
}
/* eclcards 11: how many counters of all kinds are on ob (Shadow Urchin's "that many") */
static inline int obj_counters_total(const obj *ob)
{
  int n = 0;
  for (int k = 0; k < OBJ_COUNTER_KINDS; k++)
    n += ob->ctr_kind[k] ? ob->ctr_n[k] : 0;
  return n;
}

static inline int obj_has_ability(const mtg_game *g, int o, int i)
{
  const pack_ability *a = &g->pack->abils[game_card(g, o)->abil_first + i];
  if (a->flags & PACK_ABF_GRANTED) /* a granted one while a GRANT of its own gives it (613.1f) */
    return i < 8 && ((g->objs[o].granted >> i) & 1);
  if (a->word >= AWORD_ABZAN && g->objs[o].chosen != a->word + 1)
    return 0; /* tdmcards 17: a Siege's "• Abzan — ..." while Abzan is the choice it entered with (614.12) */
  return !g->objs[o].lost || (g->objs[o].lost == LOST_BUT_MANA && a->kind == ABIL_MANA); /* Blood Sun keeps mana */
}

#endif
