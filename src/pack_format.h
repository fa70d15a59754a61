/* pack_format.h: the on-disk layout of a .mtgpack card pack, shared by the writer (dsl/) and the loader (src/pack.c). */
#ifndef MTG_PACK_FORMAT_H
#define MTG_PACK_FORMAT_H

#include <stdint.h>

/*
 * A pack is one little-endian file:
 *
 *   +-------------+  offset 0
 *   | pack_header |  magic "MTGPACK\0", version, section offsets, FNV-1a checksum of bytes after the header
 *   +-------------+  cards_off
 *   | pack_card[ncards]          |  sorted by name (byte order), so lookup by name is a binary search
 *   +----------------------------+  abil_off
 *   | pack_ability[nabilities]   |  each card's abilities are contiguous: [abil_first, abil_first+abil_count)
 *   +----------------------------+  code_off
 *   | bytecode (code_size bytes) |  each ability's code is [code_off + ability.code, + ability.code_len)
 *   +----------------------------+  str_off
 *   | strings (str_size bytes)   |  NUL-terminated UTF-8; a string field is an offset into this section
 *   +----------------------------+
 *
 * Every section offset is 8-byte aligned. All integers are little-endian; the loader refuses
 * a big-endian host. The loader verifies everything (src/pack.c) before a pack is used.
 */

#define PACK_MAGIC "MTGPACK"   /* 8 bytes with the NUL */
#define PACK_VERSION 156u  /* 2: ability trigger; 3: mana abilities, replacements; 4: activated abilities (mana cost);
                                 5: layered static abilities, continuous-effect abilities (layers, flags);
                                 6: Auras' enchant abilities, equip, sorcery-speed activation, modes, trigger
                                    conditions and ability words;
                                 7: ward costs (pack_card.ward_mana, ward_life);
                                 8: "you may" and library searches (MAY, FIND_*, SEARCH: the opcodes after
                                    SURVEIL moved), the wording flags THE_BATTLEFIELD and COST_NAMED;
                                 9: hybrid mana symbols in card costs (pack_card.hybrid); kicker, enter-copy
                                    abilities; opcodes inserted since 8 (KICKED ... CREATE_COPY, DEVOTION,
                                    F_NO_KEYWORD, NOT, CONTROL_LAND_SUPER, F_OPPONENTS: the numbers after them moved);
                                10: ABOUT, DISCARD, DISCARD_RANDOM inserted before F_TYPE (the numbers after
                                    them moved); triggers DAMAGE_OPPONENT, ANY_CREATURE_ENTERS;
                                11: SPELLS_BEFORE, COPY_SPELL inserted before F_TYPE; trigger CAST_INSTANT_SORCERY;
                                    pack_card.defense (was reserved);
                                12: FIND_COLOR, PUT_FROM_HAND, SHUFFLE_SELF, LOOK_TAKE, GY_SIZE, AT_LEAST, AMOUNT,
                                    IS_COLOR inserted before F_TYPE and GRANT after LOSE_KEYWORD (the numbers after
                                    them moved); F_NOT_TARGET before F_ATTACHED; the flag
                                    PACK_ABF_GRANTED; the costs DISCARD_RANDOM, DISCARD, SAC_ARTIFACT, SAC_CREATURE;
                                    BECOME_COPY, PAYS (PACK_PAYS_DISCARD) before F_TYPE, LOSE_OTHER_ABILITIES after
                                    LOSE_ABILITIES, PLAYER_RULE after NO_MAX_HAND; condition ECHO;
                                13: both lines of 12 together: cost changes (SPELLS_SUBTYPE, SPELLS_TYPE,
                                    SPELLS_TARGETING_SELF, COST_MORE, COST_LESS), FLASH_ALL, REMOVE_COUNTERS, DID,
                                    ENTER_PAY_LIFE, F_SUBTYPE_EITHER, EFFECT_UNTAP, TARGET_CONTROLLER, MAY_PLAYER
                                    appended (one GRANT, one AT_LEAST popping two); subtype Saproling, keyword
                                    EXALTED, counter ICE, trigger NO_COUNTERS (the ids after them moved);
                                    PACK_COLOR_INDICATOR;
                                14: with sets-tokens: ENDURE, YOUR_TURN, DISCARD_MAY, CREATE_TAPPED, COUNTERS_ALL,
                                    F_TAPPED, F_KEYWORD inserted (the numbers after them moved); the triggers
                                    ENTERS_OR_ATTACKS, CAST_MV, BEGIN_COMBAT; pack_ability.wording (WHEN, CYCLING,
                                    THIS_TURN, UNTAP_IT,
                                    BARE_LOSE) and trig_arg (a trigger's creature type or mana value);
                                    mana abilities that sacrifice their source; the target kinds CREATURE_MV3,
                                    OTHER_CREATURE, OTHER_CREATURE_YOU_CONTROL (paying life as a land enters is
                                    ENTER_PAY_LIFE's alone);
                                15: with classic-choose: enter-choice abilities ("As ... enters, choose a color":
                                    CHOOSE); CHOOSE, F_CHOSEN_COLOR, EFFECT_LASTS, F_ANYWHERE, F_YOURS_ANYWHERE,
                                    ADD_CHOSEN_COLOR, SET_CHOSEN_TYPE, ADD_MANA, F_CHOSEN_NAME, LOSE_NONMANA,
                                    SPEND_ANY inserted (the numbers after them moved); target kind
                                    SPELL_OR_PERMANENT; RESTRICT bit 8 (RULE_NO_ACTIVATE);
                                16: monocolored hybrid {2/W} and Phyrexian {W/P} symbols (PACK_HYB_TWO,
                                    PACK_HYB_LIFE in pack_card.hybrid);
                                17: classic-rest: LOSE_TYPE, ADD_SUPER, DISCARD_HAND, HAND_SIZE and later opcodes
                                    appended; target kinds ANOTHER_CREATURE, CREATURE_OR_ENCHANTMENT_YOU_CONTROL;
                                    trigger DRAW_STEP; the wording bits SHORT_NAME ("Heliod isn't a creature") and
                                    ADDITIONAL ("draw two additional cards"); ability word VANGUARD_SPECIES;
                                    trigger ACTIVATE_OUTLAST and the wording bit OUTLAST; PLAYER_RULE bits
                                    NO_LIFE_LOSS and INFECT_AT_0; ability kind ALT_COST; COUNTER_EXILE;
                                    EFFECT_WHILE; counter FLOOD;
                                18: ecl: ability kind TAP_PAY (convoke);
                                19: tla: EARTHBEND appended; target kind LAND_YOU_CONTROL;
                                20: classic: REMOVE_COUNTERS_LANDS, CHOOSE_COPIED, BECOME_COPY_OF; triggers EACH_UPKEEP,
                                    EACH_END_STEP; condition ALL_LANDS_ISLANDS; target kind NONISLAND_LAND_ACTIVE;
                                21: classic: BECOME_COPY_EXCEPT (Thespian's Stage);
                                22: multi-faced cards: pack_card.face, layout; PACK_BACK_FACE (712, 720);
                                23: tdm: pack_ability.extra (PACK_EXTRA_EXILE_GY: renew; MOBILIZE), ability word RENEW;
                                    MARK, DELAY, CREATE_ATTACKING, SAC_THEM; trigger NEXT_END_STEP (delayed triggers);
                                24: tdm: GY_TYPE_YOURS (mobilize X); trigger YOU_ATTACK;
                                25: CLEAR_COUNTERS; targets CREATURE_POWER3, SPELL_MV2, CREATURE_NO_FLYING; trigger
                                    CAST_NONCREATURE_OR;
                                26: tdm: LOOK_TAKE_GY; target kind CREATURE_FLYING;
                                27: FLASH_SORCERY_AND;
                                28: tla: FIREBEND appended;
                                29: classic: GAIN_GY_ACTIVATED (Necrotic Ooze);
                                30: ecl: BLIGHT;
                                31: tdm: CONTROL_TYPE ("the number of creatures you control");
                                32: DISCARD_THEN;
                                33: classic: PREVENT_NEXT (a prevention shield, 615.7); PACK_EXTRA_EXILE_TOP_GY (Alms);
                                34: tla: PACK_EXTRA_EXHAUST, PACK_EXTRA_WATERBEND; ability word EXHAUST; target kind
                                    CREATURE_YOU_CONTROL_PLUS1;
                                35: tdm: ability kind HARMONIZE (702.180); DISCARD_UNLESS inserted after SAC_THEM (the numbers after it
                                    moved); additional-cost bits on a spell ability;
                                36: ecl: pack_ability.blight, remove, tap_n, life (activation costs "Blight 1", "Remove a
                                    counter from this creature", "Tap another untapped creature you control", "Pay 1
                                    life")
                                37: classic: target kind CARD_IN_GRAVEYARD; EXILE_GY_GROW, COUNTERS_SRC, UNATTACH;
                                    PACK_EXTRA_RECONFIGURE, _UNATTACH (Lion Sash)
                                38: tla: target kinds ANOTHER_PERMANENT_YOU_CONTROL, ANOTHER_CREATURE_YOU_CONTROL_POWER2
                                    (the ids after them moved); RESTRICT bit 16 (RULE_UNBLOCKABLE);
                                39: classic: COUNTER_MOD appended (Vorinclex, 614.1a);
                                40: suspend: COUNTER_TIME appended (Delay); counter TIME;
                                41: gytargets: graveyard-card target kinds (src/gytargets.def; CARD_IN_GRAVEYARD moved
                                    there, its id changed); GY_MOVE, EXILE_GRAVEYARD, CARD_IS_TYPE, CARD_IS_SUB,
                                    CARD_POWER, MAIN_PHASE; condition CREATURES3; PACK_EXTRA_YOUR_TURN;
                                42: pack_ability.only (restricted mana, 106.6: Codsworth); ATTACH_TO, F_COMMANDER,
                                    ADD_WARD appended; target kind AURA_OR_EQUIPMENT_YOU_CONTROL (the ids after it
                                    moved); pack_ability.act (ACTR_*): {X} in activation costs (Katara), "Activate only
                                    during your turn" (Professor Zei's, PACK_EXTRA_YOUR_TURN in 41)
                                43: gytargets: counter kinds HEXPROOF, INDESTRUCTIBLE (keyword counters, 122.1b)
                                44: manifest: MANIFEST appended (its operand the face-down 2/2 definition, 708.2a);
                                45: sagas: triggers REFLEXIVE ("When you do,", 603.12), CREATURE_ENTERS_THIS_TURN and
                                    CAST_NONCREATURE_THIS_TURN (delayed triggered abilities "Whenever ... this turn",
                                    603.7b), CHAPTER (trig_arg: bit N for each chapter N, 714.2); counter LORE (the counter
                                    ids after it moved); target kinds CREATURES_YOU_CONTROL_EACH,
                                    CREATURE_YOU_CONTROL_DIVIDED; DOUBLE_PT_YOURS appended;
                                46: suspend: ability kind UNCOUNTERABLE ("This spell can't be countered.");
                                47: lead: ability kind ACT_MODE (modal activated abilities, 700.2, 602.2b); ACTR_MODAL,
                                    ACTR_REMOVE_X ("Remove X +1/+1 counters from Marath"); MANA_SPENT, CREATE_XX
                                    appended (Marath, Will of the Wild);
                                48: tlacards: target kinds ARTIFACT_OR_CREATURE ... CREATURES_EACH, triggers
                                    ANY_CAST_NONCREATURE, SACRIFICE_ANOTHER, condition LESSON_GY, counter kind
                                    double strike;
                                49: tdmcards: keyword counters TRAMPLE, REACH, LIFELINK, FLYING, DEATHTOUCH (122.1b);
                                    F_TOKEN, ATTACKING_COUNT, EFFECT_THEM appended; target kind
                                    CREATURE_YOU_CONTROL_POWER2; pack_ability.sac_q (PACK_SACQ_*: "Sacrifice another
                                    creature", "Sacrifice a token") and .wording2 (PACK_WORD2_OWNER_OF, _IT) from padding;
                                50: eclcards: COLORS appended (Vivid); PACK_EXTRA_EQUAL_TO;
                                51: lead: ACTR_PAY_X_LIFE ("Pay X life", Krumar Initiate); GREATEST_TOUGHNESS, COUNTERS_ALL_SRC appended;
                                    trigger ANOTHER_NONTOKEN_CREATURE_ENTERS; ENDURE's token an X/X
                                    definition for "endures X";
                                52: eclcards: ability kind ADDL_COST (blight or behold as a spell's additional cost);
                                    target kinds CREATURE_MV2, CREATURE_OPPONENT_POWER2, SPELL_MV_TWO,
                                    OTHER_NONLAND_PERMANENT, MERFOLK_YOU_CONTROL, ANOTHER_MERFOLK_YOU_CONTROL,
                                    ATTACKING_GOBLIN_YOU_CONTROL;
                                53: tlacards 2: DRAWS, BITE, LAND_COUNTERS, GY_NONCREATURE_NONLAND
                                    appended; triggers ANOTHER_PERMANENT_ENTERS, ATTACKS_WITH_OTHER;
                                    PACK_WORD2_FOR_EACH_FIRST;
                                54: tdmcards: ability kind SELF_COST (SELFCOST_*: "This spell costs {2} less to cast if
                                    ..."); counter STUN (122.1d); triggers CAST_SUBTYPE, GY_LEAVE, GY_LEAVE_ONE; conditions
                                    CAST2, COUNTERED; ACTR_GY_LEFT; PACK_WORD2_ONCE_TURN;
                                55: eclcards: triggers ANOTHER_CREATURE_DIES, CREATURE_DIES; PACK_WORD2_THIS,
                                    PACK_WORD2_IF_DONT;

                                56: tlacards 3: EQ appended; target kind ANOTHER_CREATURE_OR_VEHICLE_YOU_CONTROL;
                                    RESTRICT's RULE_UNBLOCKABLE_POWER2;
                                57: fdncards: target kind NONLAND_PERMANENT_OPPONENT; PACK_WORD2_OR_THIS, _NONTOKEN;
                                58: tlacards 4: PACK_TAP_POWER in pack_ability.tap_n (Crew N, 702.122a);
                                59: tdmcards 4: PACK_WORD2_OR_THIS on CREATURE_ENTERS and _NONTOKEN on ANOTHER_CREATURE_DIES;
                                    an ADDL_COST that beholds with no mana instead ("you may behold a Dragon");
                                60: eclcards: BLIGHT_MAY, ENTERED, CONTROL_OTHER_SUB, PT_PER, GREATEST_POWER_SUB appended;
                                    condition ANOTHER_ENTERED, SELFCOST_PER_COLOR and SELFCOST_CONTROL_SUB (trig_arg);
                                61: tlacards 5: AIRBEND appended (701.65a); target kinds ATTACKING_CREATURE,
                                    ANOTHER_NONLAND_PERMANENT_YOU_CONTROL; CAST_SUBTYPE's trig_arg any subtype (Lesson);
                                62: fdncards 2: conditions POWER4, ANOTHER_POWER4, WHILE_POWER4, THRESHOLD, LANDS6,
                                    ANOTHER_ELF, OPP_LOST_LIFE; trigger POWER4_ENTERS; six target kinds;
                                    SELFCOST_PER_INSTSORC_GY; triggers GAIN_LIFE_FIRST, GAIN_LIFE_FIRST_YOURS, OPP_CASTS;
                                    PACK_HARM_FLASHBACK;
                                63: tlacards 6: COUNTERS_OTHER_SUB, CREATE_FOR, CONTROL_OTHER_POWER appended; counter kind FIRE;
                                    target kind ARTIFACT_CREATURE_OR_ENCHANTMENT;
                                64: tdmcards 5: SEARCH_AGAIN; target kinds OTHER_NONLAND_PERMANENTS_EACH, CARDS_SINGLE_GY;
                                65: fdncards 4: ACTR_MODAL on a triggered ability (its modes ACT_MODE after it);
                                    PACK_ABF_YOU_DRAW on an ACT_MODE;
                                66: tlacards 7: DAMAGE_OPP_CREATURES appended;
                                67: eclcards: LOSE_CREATURE_TYPES appended; conditions WHILE_MINUS1, WHILE_MINUS1_IT; CREATE_FOR
                                    (tlacards 6) makes creature tokens too;
                                68: tdmcards 6: DAMAGE_EACH appended;
                                69: pack_ability.wording3 (was pad_act);
                                70: tdmcards 7: DESTROY_ALL_COUNT appended; SELFCOST_AFFINITY_CREATURES,
                                    SELFCOST_MORE_TARGETS_SUB; RULE_DEFENDER_ATTACKS; PRULE_OPP_NO_CAST;
                                71: tlacards 8: CONTROL_POWER appended; condition SELF_TAPPED; PACK_WORD3_PRONOUN, PACK_WORD3_SHE;
                                72: fdncards 6: target kinds CREATURE_OR_PW_NOT_YOURS, OTHER_PERMANENT_YOU_CONTROL,
                                    CREATURE_OR_PW_BLACK_OR_RED; PACK_WORD3_WHERE_X, PACK_WORD3_THEN_THAT;
                                73: eclcards 3: target kinds ANY_OTHER, ANOTHER_PERMANENT, ELF_YOU_CONTROL, CARDS_GY_EACH;
                                    condition ELF_GY_MINUS1; RULE_BLOCK_ONE; PACK_PAYS_LIFE; PACK_WORD3_ECL_IS, _ECL_ALSO;
                                74: tlacards 9: GY_RETURN_SELF appended; ACTR_FROM_GY;
                                75: eclcards 3b: FLICKER, TUCK_SECOND, LANDS_OR_SUB appended; target kind CREATURES_DIFF;
                                    triggers ENTERS_OR_CAST_MV, ATTACKS_ALONE;
                                76: tdmcards 8-9: CONTROL_COUNTERED, FIND_NAME, EXILE_UNTIL, DOUBLE_COUNTERS appended; ability
                                    kinds ANY_NUMBER, BLOCK_RULE; target kind ARTIFACT_OR_CREATURE_OPPONENT;
                                77: fdncards 6c: DAMAGE_EACH_CREATURE, BOUNCE_ATTACKING appended;
                                78: tlacards 10: SELFCOST_LESS_TARGETS_KW;
                                79: target kind ARTIFACT_ENCHANTMENT_POWER4 (a target phrase of 66 characters);
                                80: lead: RESTRICT's operand 16 bits (obj.rules); pack_ability.act and .wording3 16
                                    bits, a spare 16 (pack_ability 60 bytes);
                                81: eclcards 4: hybrid symbols in an activated ability's cost (pack_ability.hybrid,
                                    over only[] of mana abilities);
                                82: fdncards 7: graveyard target kinds with a mana value bound (CREATURE_CARD_MV2_YOUR_GY,
                                    NONLAND_PERMANENT_CARD_MV2_YOUR_GY; the ids after them moved); PACK_WORD3_NO_CREATURE,
                                    PACK_WORD3_OR_SUB;
                                83: tdmcards 10: ACTR_ONCE_TURN; ABIL_MANA without {T}: a filter, cost {1} alone
                                    ("{1}: Add {R}, {W}, or {B}.");
                                84: tlacards 11: DEALT_DAMAGE, EDICT_TYPES appended;
                                85: fdncards 7b-d: triggers OPP_CREATURE_DIES, CAST_CREATURE, CREATURE_ATTACKS,
                                    EQUIPPED_COMBAT_DAMAGE, OPP_LOSES_LIFE, EACH_DRAW_STEP, ANOTHER_POWER2_ENTERS,
                                    PERMANENT_ENTERS, ANOTHER_NONTOKEN_DIES; PRULE_NO_GAIN;
                                86: tdmcards 10b: SPELLS_SECOND appended; ACTR_IF_CONTROL; ability kind ENTER_EXTRA;
                                    target kind CREATURE_OPPONENT_DAMAGED;
                                87: eclcards 4b: TAP_MAY, RETURN_LINKED appended; triggers LEAVES,
                                    ENTERS_OR_TAPPED; ABIL_ADDL_COST's mana PACK_ADDL_EXILE (the Champions);
                                88: tlacards 12: trigger ANOTHER_LEAVES_YOUR_TURN; RULE_UNTAP_OTHERS (RESTRICT's bound);
                                89: fdncards 7e: triggers CREATURES_ATTACK, ATTACK_WITH3; ATTACKING_SUB_YOURS,
                                    CONTROL_BASIC_SUB appended;
                                90: eclcards 4d: trigger GY_PERMANENT_PUT (Moonshadow);
                                91: tdmcards 10c: SPELLS_CAST_TURN, TARGET_TOKEN appended; target kind
                                    OTHER_NONLAND_PERMANENT_YOU_CONTROL;
                                92: tdmcards 11: EXILE_PLAY appended (exile and play, src/exileplay.c);
                                93: eclcards 5: ABIL_ALT_COST's mana PACK_ALT_EVOKE (evoke, its cost's hybrid
                                    symbols); ABIL_ENTER_COPY's mana PACK_COPY_CHANGELING; conditions SPENT_WW..GG;
                                    target kind ARTIFACT_ENCHANTMENT_OPP;
                                94: tdmcards 12: DISCARD_UPTO appended; EXILE_PLAY and DISCARD_UPTO suspend (the verifier
                                    keeps them out of static abilities);
                                95: tlacards 13: F_NONTOKEN, F_TARGET_PLAYER, CONTROL_CTR appended; FIND_MV's
                                    MV_POWER_OR_LESS; triggers CREATURE_COMBAT_DAMAGE, COMBAT_DAMAGE_ONE_OR_MORE;
                                    condition QUEST4; counter QUEST; target kind ACE_OPPONENT_MV3;
                                96: fdncards 8: COND, MUL appended; target kinds OTHER_CREATURES_YOU_CONTROL_EACH,
                                    ARTIFACT_OR_ENCHANTMENT_THAT_PLAYER; RULE_MUST_ATTACK, RULE_BLOCK_SUB (a static
                                    ability's trig_arg: its creature type);
                                97: tdmcards 13: ATTACKING_YOURS, TARGET_IS_PLAYER appended; trigger EQUIPPED_ATTACKS;
                                    EXILE_GY_MAY's operand GYX_TYPE | a card type, GYX_ANY | N (checked), and it suspends;
                                98: tlacards 13b: trigger CAST_ARTIFACT_OR; SELFCOST_WATERBEND;
                                99: tdmcards 14: condition CAST_IT; DID also says whether MILL milled a card;
                                100: fdncards 8b: PREVENT_COMBAT appended; trigger OPP_DRAW; OPP_CASTS's OPPCAST_INSTSORC;
                                    SELFCOST_AFFINITY_SUB, SELFCOST_LESS_TARGETS_TAPPED; ACTR_IF_LANDS (trig_arg N);
                                    PRULE_CANT_LOSE; target kind ANOTHER_ATTACKING_CREATURE_YOU_CONTROL;
                                101: eclcards 6-7: REVEAL_DISCARD appended; F_CHOSEN_TYPE appended;
                                    CAST_SUBTYPE's trig_arg TRIG_ARG_CHOSEN; ACTR_IF_GY
                                    (pack.mana_if_sub MANA_IF_GY);
                                102: opcode page 2: byte 254 is EXT, a prefix, and EXT B is opcode 256 + B;
                                103: lead: ability kinds MODE_PART, MODES ("Choose two —", "Choose one or both —"); operand
                                    letters t (a target index: TARGET, F_NOT_TARGET, TARGET_CONTROLLER, F_TARGET_PLAYER,
                                    TARGET_IS_PLAYER) and a (an ability of the card); the ECL Commands: DAMAGE_CREATURES_OF,
                                    UNTAP_SET, EXILE_HAND, MILL_TAKE on page 2; target kinds NONCREATURE_ARTIFACT,
                                    ELEMENTAL/KITHKIN/GOBLIN_YOU_CONTROL, PERMANENT_CARDS_YOUR_GY_EACH;
                                104: eclcards 8: CHOOSE_TYPE_NOW, CONTROL_CHOSEN, RETURN_GY_CHOSEN on page 2; PACK_SACQ_EXILE;
                                    RESTRICT's RULE_MUST_BE_BLOCKED; condition PUT_COUNTER; target kind
                                    ANOTHER_ELF_YOU_CONTROL;
                                105: tdmcards 15: page 2's FIND_NOT_TYPE, FIND_PERMANENT, FIND_EITHER, LOOK_UPTO;
                                     LOOK_TOP's operand takes SEARCH_REST_* (bits 6-7);
                                106: tlacards 14: SET_POWER, F_LAND_OR_SUBTYPE, F_POWER_AT_LEAST on page 2; RULE_BLOCK_SUB's
                                    PACK_BLOCK_SUB_NON; ABIL_ADDL_COST's mana PACK_ADDL_SAC;
                                107: fdncards 9: GY_ALL_BF, MV_KINDS on page 2; REVEAL_DISCARD's kind 2 (noncreature,
                                    nonland); ACTR_CHOSEN_COLOR; target kind CREATURE_CARDS_YOUR_GY_EACH (the kinds
                                    after it moved);
                                108: lead: ADD_POOL on page 2 (the mana pool, 106.4);
                                109: eclcards 8b: ability kind FLASH_IF; ABOUT_DEALS_POWER, REMOVE_MAY on page 2; graveyard
                                    target CREATURE_CARD_POWER2_YOUR_GY;
                                110: tlacards 14b: NEWEST, EFFECT_SOURCE, MAY_PLAYER_IF on page 2; LASTING_SOURCE;
                                111: tdmcards 16: TOUGHNESS on page 2;
                                112: fdncards 9c: condition POWER8_TOTAL (Formidable);
                                113: lead: ADD_POOL's POOL_KEEP_EOT (mana kept until end of turn);
                                114: tdmcards 17: triggers CAST_SELF, NEXT_CAST (NEXT_CAST_INSTSORC); condition CAST_ANOTHER;
                                    COPY_SPELL's COPY_* wordings; BECOME_COPY 2; target kind
                                    NONLEGENDARY_CREATURE_YOU_CONTROL;
                                115: eclcards 9: EFFECT_ALL_LASTS, MILL_FIND on page 2; subtype Coward (the ids after it
                                    moved); PACK_WORD3_ECL_CHOOSE; target kind SPELL_OR_CREATURE; SELFCOST_ATTACKING_YOU;
                                    RULE_TOUGHNESS_DAMAGE;
                                116: fdncards 10: ACTR_REMOVE_KIND (a cost's counters of one kind), the counters
                                     incubation ... bait, the subtypes Raccoon and Werewolf (renumbered);
                                117: tlacards 15: SAGA_RETURN_TF, EXTRA_TURN, SHUFFLE_INTO, SPELLS_NOT_TYPE, DAMAGE_EXCESS;
                                    condition LAND_CREATURE_OR_ENTERED; a cast trigger's further subtypes in only[];
                                118: tdmcards 17b: CHOOSE's CHOICE_CLAN and the ability words ABZAN..TEMUR (the Sieges);
                                    trigger COUNTER_PUT; condition DIED_YOURS;
                                119: eclcards 9c: condition HAD_MINUS1; GYTO_BATTLEFIELD_OWNER; PACK_SACQ_LAND_CARD; subtype
                                    Worm (the ids after it moved);
                                120: lead: keywords 32-39 in pack_card.keywords_hi (was reserved); COLOR_PERMANENTS;
                                     counted mana amounts (MANA_DYN_*); mana filters with {T} (MFILT_TAP);
                                121: tdmcards 17c: condition CAST_BOTH; CREATURE_COMBAT_DAMAGE's TRIG_ARG_COUNTERED;
                                122: eclcards 10: opcodes PROLIFERATE, SPELLS_CONVOKE; trigger THAT_DIES; ACTR_TAP_SUB;
                                123: fdncards 11: opcodes GY_SHUFFLE, POISON, MANA_VALUE, BOUNCE_ALL_OF, DMG_MOD,
                                     F_OTHER_UNLESS; target CREATURE_OR_ENCHANTMENT_OPP; trigger CAST_TARGETS_SELF;
                                     CREATURE_COMBAT_DAMAGE's TRIG_ARG_WITH_KW + keyword;
                                124: tlacards 16: target CREATURE_POWER4_LESS; DID after TAP (it tapped a permanent);
                                125: lead: MANA_ONE_COLOR in a mana ability's mana_amount ("three mana of any one color");
                                     tap_n 1 on a mana ability ("{T}, Tap an untapped creature you control: Add");
                                126: tdmcards 18: CREATE_COPY_EXC (token copies "except ...", 707.9b); REVEAL_DISCARD + DISC_KIND_EXILE;
                                127: eclcards 10b-c: opcodes REMOVE_ANY, COUNTER_ALL_OPP, BOUNCE_ALL_NON; SELFCOST_GREATEST_MV_SUB;
                                128: fdncards 11b: opcodes GAIN_PLUS, LIFE_GAINED; SELFCOST_GAINED_LIFE; PACK_READS_LIFE;
                                129: lead: opcode ADD_ANY_COLOR ("Add one mana of any color." as it resolves);
                                130: tlacards 16b: PACK_WORD3_THEN; DID after COUNTERS; a reflexive trigger's condition;
                                131: lead: MANA_DYN_SHARED (with MANA_ONE_COLOR: White Lotus Tile);
                                132: tlacards 17: PACK_WARD_WATERBEND in ward_mana; trigger OPP_SECOND_DRAW;
                                133: eclcards 11: EXILE_PLAY XPLAY_FREE, XPLAY_UNTIL_MV (operand limit 256); CREATURE_DIES's
                                TRIG_ARG_COUNTERED (AMOUNT: the counters on it);
                                134: tdmcards 19: opcode EFFECT_ALL_X (a group's +X/+X, "where X is ...");
                                135: fdncards 12: FIND_OR_KW, FIND_OR_SUB; MILL_FIND_ANY;
                                136: lead: ability kind MANA_TRIG (triggered mana abilities, 605.1b); opcode SET_CHOSEN_COLOR;
                                137: tlacards 17b: PAYS's PACK_PAYS_WATERBEND; ABIL_KICKER's PACK_EXTRA_WATERBEND;
                                     trigger CREATURE_DIES_THIS_TURN;
                                138: eclcards 12: AMOUNT in a THAT_DIES trigger is the creature's power as it died;
                                139: tdmcards 19b: THAT_DIES's trig_arg TRIG_ARG_UNDER_YOURS ("When it dies under your control");
                                140: lead: mana restriction ONLY_CHOSEN; CHOOSE's CHOICE_LORWYN;
                                141: eclcards 13: PERMANENT_ENTERS's trig_arg TRIG_ARG_CHOSEN; counter kind CHARGE;
                                142: tlacards 18: triggers CAST_FROM_EXILE, ENTERS_FROM_EXILE, CAST_OR_ENTERS_FROM_EXILE;
                                143: fdncards 13: trigger SOURCE_NONCOMBAT_OPP; PAYS discard for OPPONENT (Painful
                                    Quandary);
                                144: tdmcards 20: opcode EXILE_CAST_FREE (a card cast as its ability resolves, 608.2g);
                                145: tlacards 18b: PACK_WORD3_SERIAL;
                                146: eclcards 14: BECOME_COPY 3 (for good, each nonland permanent you control); target kind
                                     NON_AURA_PERMANENT;
                                147: fdncards 13b: trigger EACH_BEGIN_COMBAT (Desecration Demon);
                                148: lead 17: POWER, TOUGHNESS, COUNTERS_SRC, COUNTERS_ALL_SRC read the source (or the
                                trigger's object) as it last existed once it left (608.2h); gytarget
                                ANOTHER_NONBEAR_CREATURE_CARD_SRCPOW_YOUR_GY (TGT ids after it move);
                                149: tdmcards 20b: opcode SPELLS_FREE (Dracogenesis: an alternative cost, 118.9);
                                150: fdncards 18: opcodes EFFECT_X (one object's +X/+X, "where X is this creature's
                                     power"), COST_SAC_TOUGHNESS; ACTR_LIFE_ABOVE_START;
                                151: tlacards 19: opcodes ABOUT_POWER, PUT_KNOWN_COUNTERS (608.2h); CREATURE_DIES's trig_arg
                                TRIG_ARG_NONLAND, ANOTHER_CREATURE_DIES's TRIG_ARG_COUNTERED;
                                152: eclcards 15: DMG_MOD 3 (DMGMOD_CHOSEN: sources of the chosen type);
                                153: lead 18: ADD_MANA's GRANTED_TWO_ONE; opcodes FIGHT_EXCESS, KEEP_POOL, POOL_RED,
                                     POOL_SIZE (the mana cards);
                                154: tlacards 19b: opcode EXILE_CAST_FREE_LT (Solstice Revelations); PACK_WORD3_YOU (Fatal
                                Fissure); DID after GY_RETURN_SELF;
                                155: eclcards 16: gytarget CARD_CHOSEN_TYPE_YOUR_GY (TGT ids after it move);
                                156: tdmcards 21: CREATURE_DIES with PACK_WORD2_OR_THIS takes TRIG_ARG_COUNTERED (Host of the
                                Hereafter: its own counters too) */

/* CREATE_COPY_EXC's operand (tdmcards 18): the exceptions of token copies (707.9b), kept as vartok.flags (src/game.h) */
enum { VT_PT = 1,               /* "an X/X ... token", "except it's a 4/4": its base power and toughness */
       VT_NONLEGENDARY = 2,     /* "except it's not legendary" */
       VT_HASTE = 4,            /* "except it has haste" */
       VT_SAC_END = 8,          /* ... and "At the beginning of the end step, sacrifice this token." */
       VT_SUB = 16,             /* "except it's a Nightmare in addition to its other types" */
       VT_EXCEPT = VT_NONLEGENDARY | VT_HASTE | VT_SAC_END | VT_SUB | VT_PT };

#define PACK_FACE_DOWN_NAME "Face-down creature" /* the pack card MANIFEST names: a face-down permanent's values (708.2a:
                                                   no name -- this one is the pack's, for logs; PACK_TOKEN) */
#define PACK_MAX_TARGETS 4
#define PACK_MAX_SUBTYPES 6
#define PACK_MAX_HYBRID 4
#define PACK_HYB_KINDS 0x3F /* a hybrid entry's kinds of mana (bits MANA_*) ... */
#define PACK_HYB_TWO 0x40   /* ... or two generic mana: a monocolored hybrid symbol, {2/W} (107.4e) */
#define PACK_HYB_LIFE 0x80  /* ... or 2 life: a Phyrexian symbol, {W/P} or {W/U/P} (107.4f) */
#define PACK_NONE 0xFFFFu

typedef struct pack_header {
  char magic[8];          /* PACK_MAGIC */
  uint32_t version;       /* PACK_VERSION */
  uint32_t size;          /* total file size in bytes */
  uint32_t ncards;        /* entries in the card table */
  uint32_t nabilities;    /* entries in the ability table */
  uint32_t cards_off;     /* byte offset of pack_card[ncards] */
  uint32_t abil_off;      /* byte offset of pack_ability[nabilities] */
  uint32_t code_off;      /* byte offset of the bytecode section */
  uint32_t code_size;     /* its size in bytes */
  uint32_t str_off;       /* byte offset of the string section */
  uint32_t str_size;      /* its size in bytes */
  uint32_t checksum;      /* FNV-1a 32 of bytes [sizeof(pack_header), size) */
  uint32_t reserved;      /* 0 */
} pack_header;

/* mana cost: counts per symbol; index by COLOR_* for W U B R G, then these */
enum { MANA_W, MANA_U, MANA_B, MANA_R, MANA_G, MANA_C, MANA__COUNT };

typedef struct pack_card {       /* fields ordered by size: the struct has no padding */
  uint32_t name;                 /* string: the card name */
  uint32_t set;                  /* string: set code, e.g. "FDN" */
  uint32_t text;                 /* string: the rules text as written in the card source */
  uint32_t keywords;             /* bit KW_* for each keyword ability printed on the card */
  uint16_t types;                /* bit TYPE_* */
  uint16_t abil_first;           /* first ability in the ability table */
  uint16_t abil_count;           /* number of abilities */
  uint16_t face;                 /* a multi-faced card's other face (its pack index), PACK_NONE for other cards */
  uint16_t subtypes[PACK_MAX_SUBTYPES]; /* SUB_* ids, PACK_NONE after the last */
  uint8_t  generic;              /* generic mana in the cost */
  uint8_t  cost[MANA__COUNT];    /* colored ({W}..{G}) and colorless {C} symbols in the cost */
  uint8_t  x;                    /* number of {X} in the cost */
  uint8_t  has_cost;             /* 0 for cards with no mana cost (lands), 1 otherwise */
  uint8_t  colors;               /* bit COLOR_* set for each color (rule 202.2) */
  uint8_t  supertypes;           /* bit SUPER_* */
  uint8_t  pt_flags;             /* PACK_PT_* */
  int8_t   power;                /* printed power (when pt_flags says it has one) */
  int8_t   toughness;            /* printed toughness */
  int8_t   loyalty;              /* printed loyalty, -1 if none */
  uint8_t  ward_mana;            /* KW_WARD: the generic mana of its cost, "Ward {2}" (702.21a), with PACK_WARD_WATERBEND
                                    for "Ward—Waterbend {4}." (701.67a); else 0 -- read through card_ward_mana */
  uint8_t  ward_life;            /* KW_WARD: the life of its cost, "Ward—Pay 2 life."; else 0 */
  uint8_t  hybrid[PACK_MAX_HYBRID]; /* hybrid and Phyrexian symbols in its cost (107.4e-f): each the bits MANA_* of
                                     its colors -- two for {W/U}; one with PACK_HYB_TWO for {2/W}; one or two with
                                     PACK_HYB_LIFE for {W/P}, {W/U/P} -- 0 after the last */
  uint8_t  defense;              /* a battle's printed defense (310.4), 0 for other cards */
  uint8_t  layout;               /* PACK_LAYOUT_*: both faces of a multi-faced card have it; 0 for other cards */
  uint8_t  keywords_hi;          /* bit KW_* - 32: its keywords past the first 32 */
} pack_card;

/* tlacards 17: pack_card.ward_mana's bit for a ward cost that is a waterbend cost ("Ward—Waterbend {4}.", 701.67a: the
   player who pays may tap their untapped artifacts and creatures, {1} each); the mana is the bits below it */
#define PACK_WARD_WATERBEND 0x80
static inline int card_ward_mana(const pack_card *c) { return c->ward_mana & (PACK_WARD_WATERBEND - 1); }

/* a card's printed keywords, both masks (bit KW_*) */
static inline uint64_t card_keywords(const pack_card *c) { return c->keywords | (uint64_t)c->keywords_hi << 32; }
static inline void card_set_keywords(pack_card *c, uint64_t k)
{
  c->keywords = (uint32_t)k;
  c->keywords_hi = (uint8_t)(k >> 32);
}
static inline void card_add_keyword(pack_card *c, int k) { card_set_keywords(c, card_keywords(c) | (uint64_t)1 << k); }

/* multi-faced layouts (pack_card.layout): each face is a card of the pack; the front is the card of decks and of
   every zone but the stack and the battlefield (712.8, 720) and the back face is flagged PACK_BACK_FACE */
enum { PACK_LAYOUT_NONE,
       PACK_LAYOUT_TRANSFORM, /* a transforming double-faced card (712, 701.28): the back face has no mana cost */
       PACK_LAYOUT_MODAL,     /* a modal double-faced card (712): either face may be cast or played (712) */
       PACK_LAYOUT_OMEN,      /* an Omen card (720): the Omen face is an instant or sorcery cast from the hand */
       PACK_LAYOUT__COUNT };

/* PLAYER_RULE operands: rules effects on a static ability's controller (613.11) */
enum { PRULE_SKIP_DRAW = 1,     /* "Skip your draw step." (614.1b, 614.10) */
       PRULE_SHROUD = 2,        /* "You have shroud." (702.18a): no spell or ability targets them */
       PRULE_PREVENT = 4,       /* "Prevent all damage that would be dealt to you." (615.1) */
       PRULE_NO_LIFE_LOSS = 8,  /* "You don't lose the game for having 0 or less life." (704.5a doesn't apply) */
       PRULE_INFECT_AT_0 = 16,  /* "As long as you have 0 or less life, all damage is dealt to you as though its source
                                    had infect." (120.3b: poison counters instead of life loss) */
       /* tdmcards: */
       PRULE_OPP_NO_CAST = 32, /* "Your opponents can't cast spells during your turn." (Voice of Victory, 101.2) */
       /* fdncards: */
       PRULE_NO_GAIN = 64,
       /* fdncards 8: */
       PRULE_CANT_LOSE = 128 }; /* "You can't lose the game and your opponents can't win the game." (104.3, 704.5a-c don't
                                   make them lose; Herald of Eternal Dawn) */    /* "Players can't gain life." (119.7; Giant Cindermaw): on every player, not only its
                                   controller */
/* COUNTER_MOD operands: counter-modifying replacement effects of a static ability (614.1a, Vorinclex) */
enum { CTRMOD_TWICE = 1,  /* "If you would put one or more counters on a permanent or player, put twice that many ..." */
       CTRMOD_HALF = 2 }; /* "If an opponent would put ..., they put half that many ..., rounded down." */
#define PACK_PAYS_DISCARD 0x8000   /* PAYS: "unless you discard a card" rather than mana (118.12) */
#define PACK_PAYS_LIFE 0x8001      /* eclcards: PAYS pays S[-2] life rather than mana ("You may pay 1 life. If you do,"; 119.4:
                                      only with that much life) -- the discard bit with a color bit no discard has */
#define PACK_PAYS_WATERBEND 0x8002 /* tlacards 17: PAYS pays S[-2] generic mana as a waterbend cost ("unless you waterbend {2}",
                                      701.67a: the payer's untapped artifacts and creatures may be tapped for {1} each) */

enum { PACK_PT_HAS = 1, PACK_PT_STAR_POWER = 2, PACK_PT_STAR_TOUGHNESS = 4,
       PACK_SELF_NAMED = 8, /* its text names it by name ("When Kabira Crossroads enters"): for printing */
       PACK_TOKEN = 16,     /* a token's definition, made by an effect (111); no deck may hold it */
       PACK_EMBLEM = 32,    /* an emblem's definition (114): its abilities; no deck may hold it */
       PACK_COLOR_INDICATOR = 64, /* its colors come from a color indicator (204), "Color indicator: Green" */
       PACK_BACK_FACE = 128 };  /* the back face of a multi-faced card (pack_card.face is its front) */

/* ABILITY(ID, "name") -- kinds of non-keyword abilities (rule 113.3) */
#define PACK_ABILITY_KINDS(X) \
  X(SPELL, "spell")          /* the effect of an instant or sorcery (rule 113.3a) */ \
  X(ACTIVATED, "activated")  /* "[cost]: [effect]" (602): {T}, mana, sacrifice; instant speed */ \
  X(TRIGGERED, "triggered")  /* when/whenever/at (603): "When this creature enters, ..." */ \
  X(STATIC, "static")        /* continuous effects of a permanent (604, 611.3): run by the layer system */ \
  X(MANA, "mana")            /* "{T}: Add {G}." -- a mana ability (605): cost, then the mana it makes */ \
  X(REPLACEMENT, "replacement") /* "This land enters tapped." (614): code run as the event happens */ \
  X(EFFECT, "continuous effect") /* the continuous effect a resolving spell or ability creates (611.2), named by \
                                    EFFECT / EFFECT_ALL in the card's other code: "becomes a 2/2 ... until end of turn" */ \
  X(ENCHANT, "enchant")      /* an Aura's "Enchant creature" (702.5, 303.4a): its one target is what the Aura spell \
                                targets and what the Aura may be attached to; its code is END */ \
  X(ENTER_COPY, "enter copy") /* "You may have this creature enter as a copy of any creature on the battlefield" \
                                 (707.5, 614.1c): its controller chooses as the spell resolves; code END */ \
  X(ENTER_CHOICE, "enter choice") /* "As Hall of Triumph enters, choose a color." (614.12, 614.1c): its controller \
                                     chooses as it enters; stored on the permanent; code CHOOSE kind; END */ \
  X(KICKER, "kicker")        /* "Kicker {2}{W}" (702.33): an optional additional cost, in its mana cost fields; \
                                code END; KICKED reads whether it was paid */ \
  X(MODE, "mode")            /* one mode of a modal instant or sorcery, "Choose one --" (700.2): its own targets \
                                and code; the caster chooses one as the spell is cast (601.2b) */ \
  X(ALT_COST, "alternative cost") /* "If it's not your turn, you may exile a blue card from your hand rather than \
                                     pay this spell's mana cost." (118.9): its `mana` byte the COLOR_* of the card \
                                     exiled; code END; read by the engine as the spell is cast */ \
  X(TAP_PAY, "tap to pay")   /* "Convoke" (702.51): permanents its caster taps while casting it pay for its mana; \
                                its `mana` byte the TAPPAY_* bits of which ones and what they pay; code END */ \
  X(HARMONIZE, "harmonize")  /* "Harmonize {4}{G}" (702.180a): its card may be cast from its owner's graveyard for \
                                this cost (mana cost fields, {X} too), tapping up to one untapped creature to reduce \
                                it by that creature's power; then it is exiled as it leaves the stack; code END */ \
  X(UNCOUNTERABLE, "can't be countered") /* "This spell can't be countered." (101.2, 701.5a): a spell of its card stays \
                                            on the stack when something would counter it; code END */ \
  X(ADDL_COST, "additional cost") /* eclcards: "As an additional cost to cast this spell, blight 2 or pay {1}." / "..., you \
                                     may blight 1." / "..., behold a Kithkin or pay {2}." (601.2b, 601.2h): blight N in \
                                     `blight`, or 1 + the creature type beheld in `trig_arg`; `generic` the mana paid \
                                     instead (0: optional, "you may"); code END. Its caster chooses as the spell is cast \
                                     (decision additional_cost, with the kicker's); KICKED reads whether they blighted or beheld */ \
  X(ACT_MODE, "activated mode") /* one mode of a modal activated ability ("{X}, Remove X +1/+1 counters from Marath: \
                                   Choose one —" and its bullets, 700.2): its own targets, code and "X can't be 0."; \
                                   the cost is the ACTR_MODAL activated ability's before it (act_cost); chosen as \
                                   the ability is activated (602.2b, 601.2b) */ \
  X(SELF_COST, "self cost") /* tdmcards: "This spell costs {2} less to cast if you've cast another spell this turn." \
                               (601.2f): generic mana N in `generic`, what it counts in `mana` (SELFCOST_*); code END; \
                               read by src/costmod.c as its spell's total cost is determined */ \
  X(ANY_NUMBER, "any number") /* tdmcards: "A deck can have any number of cards named Tempest Hawk." (100.2a: a deck \
                                 construction rule; the engine sets no copy limit, so it does nothing in a game); code END */ \
  X(BLOCK_RULE, "blocking rule") /* tdmcards: "Creatures with power less than this creature's power can't block it." \
                                    (509.1b): read by src/combat.c as blockers are declared, unless the permanent has \
                                    lost its abilities (obj.lost); code END */ \
  /* tdmcards 10: */ \
  X(ENTER_EXTRA, "enter extra") /* "Each Dragon you control enters with an additional +1/+1 counter on it." (614.1c): \
                                   1 + the subtype in `trig_arg`, the counter kind (CTR_*) in `mana`; code END; read by \
                                   src/zone.c as another permanent enters under its controller's control */ \
  /* lead: */ \
  X(MODE_PART, "mode part") /* one mode of a "Choose two —" spell (700.2): printed, with its targets and code, but chosen \
                               only together with another -- as one of the spell's ABIL_MODES */ \
  X(MODES, "modes")          /* modes chosen together (700.2, 601.2b): "Choose two —" (two ABIL_MODE_PARTs), "Choose one \
                                or both —" (both ABIL_MODEs). Made by the compiler, not printed: the targets of each \
                                mode in printed order (115.3: each "target" its own), their code one after the \
                                other (608.2c); trig_arg bit i: the card's i-th printed mode is one of them */ \
  /* eclcards 8: */ \
  X(FLASH_IF, "flash if")    /* "You may cast this spell as though it had flash if you control a Faerie." (702.8a, 601.3): \
                                1 + the subtype in `trig_arg`; code END; read by cast_instant_speed as it is cast */ \
  /* lead (session 16): */ \
  X(MANA_TRIG, "mana trigger") /* a triggered mana ability (605.1b, 106.12a): "Whenever you tap a creature for mana, add \
                                  an additional {G}." -- the event MTRIG_* in `trig_arg`, the kinds (bit MANA_*) it \
                                  adds in `mana` (0: of the type the land produced, or the chosen color); code END. \
                                  It doesn't use the stack (605.4a): src/manatrig.c lists its mana with the source */

#define PACK_ADDL_EXILE 1 /* eclcards: ABIL_ADDL_COST's `mana`: "behold a Kithkin and exile it" -- required (no mana instead),
                             the object beheld is exiled and linked to the permanent the spell becomes (607.2a) */
#define PACK_ADDL_SAC 2 /* tlacards 14: ABIL_ADDL_COST's `mana`: "pay {4} or sacrifice an artifact or creature" -- the
                           sacrifice (601.2h, 701.21a), or the generic mana instead; no blight or creature type */
#define PACK_ALT_EVOKE 0x10 /* eclcards 5: ABIL_ALT_COST's `mana`: evoke (702.74a) -- the cost in the ability's generic,
                             mana_cost and hybrid fields, any time the card may be cast; the permanent is sacrificed as
                             it enters (src/evoke.c). Below COLOR__COUNT: a card of that color exiled (Force of Negation) */
#define PACK_COPY_CHANGELING 1 /* eclcards 5: ABIL_ENTER_COPY's `mana`: "..., except it has changeling." (707.9b: the
                                  exception is part of the copy's copiable values) */
/* tdmcards: ABIL_SELF_COST's `mana` byte -- what "This spell costs {N} less to cast ..." counts (601.2f) */
#define PACK_HARM_FLASHBACK 1 /* fdncards: ABIL_HARMONIZE's `mana`: flashback (702.34a) -- cast from its owner's graveyard
                                 for this cost, exiled as it leaves the stack, no creature tapped to reduce it */
enum { SELFCOST_ANOTHER_SPELL, /* "if you've cast another spell this turn": N once */
       SELFCOST_PER_ATTACKING, /* "for each attacking creature": N times their number */
       SELFCOST_PER_POWER4,    /* "for each creature you control with power 4 or greater" */
       SELFCOST_PER_COLOR,     /* eclcards: "Vivid — ... for each color among permanents you control" */
       SELFCOST_CONTROL_SUB,   /* eclcards: "if you control a Kithkin" -- trig_arg 1 + the subtype */
       /* fdncards: */
       SELFCOST_PER_INSTSORC_GY, /* "for each instant and sorcery card in your graveyard" (Tolarian Terror) */
       /* tdmcards: */
       SELFCOST_AFFINITY_CREATURES, /* "Affinity for creatures" (702.41a): N ({1}) for each creature its caster controls */
       SELFCOST_MORE_TARGETS_SUB,   /* "This spell costs {2} more to cast if it targets a Dragon." -- an increase, once,
                                       while any of its targets has subtype trig_arg - 1 (601.2f) */
       /* tlacards: */
       SELFCOST_LESS_TARGETS_KW,    /* "This spell costs {1} less to cast if it targets a creature with flying." -- once,
                                       while any of its targets has keyword trig_arg - 1 (601.2f; Swampsnare Trap) */
       /* tlacards 13: */
       SELFCOST_WATERBEND,          /* "As an additional cost to cast this spell, waterbend {N}." (701.67a, 601.2f): N more,
                                       always; the caster's artifacts and creatures may be tapped to pay generic mana */
       /* fdncards 8: */
       SELFCOST_AFFINITY_SUB,       /* "Affinity for Cats" (702.41a): N for each permanent of subtype trig_arg - 1 its caster
                                       controls (Claws Out, Gate Colossus) */
       SELFCOST_LESS_TARGETS_TAPPED, /* "This spell costs {3} less to cast if it targets a tapped creature." -- once
                                        (601.2f; Luminous Rebuke) */
       SELFCOST_ATTACKING_YOU,      /* eclcards 9: "This spell costs {2} less to cast if a creature is attacking you." -- N
                                       once while a creature attacks its caster (506.3; not one attacking a planeswalker) */
       SELFCOST_GREATEST_MV_SUB,    /* eclcards 10: "This spell costs {X} less to cast, where X is the greatest mana value among
                                       Elementals you control." -- trig_arg 1 + the subtype; N is 1 (Sunderflock) */
       /* fdncards 11b: */
       SELFCOST_GAINED_LIFE,        /* "This spell costs {3} less to cast if you've gained 3 or more life this turn." -- N once
                                       while its caster gained trig_arg or more life this turn (119.3; Sanguine Indulgence) */
       SELFCOST__COUNT };

/* ABIL_TAP_PAY's `mana` byte: which untapped permanents of the caster may be tapped to pay, and what each pays --
   {1}, or also one mana of one of its colors (convoke, 702.51a) */
enum { TAPPAY_CREATURE = 1, TAPPAY_ARTIFACT = 2, TAPPAY_COLORS = 4,
       TAPPAY_CONVOKE = TAPPAY_CREATURE | TAPPAY_COLORS };

enum {
#define X(id, name) ABIL_##id,
  PACK_ABILITY_KINDS(X)
#undef X
  ABIL__COUNT
};
/* a spell ability a modal spell's caster may choose (601.2b): one mode, or modes chosen together */
#define PACK_CASTABLE_MODE(kind) ((kind) == ABIL_MODE || (kind) == ABIL_MODES)
/* any of a modal spell's mode abilities, printed or combined */
#define PACK_MODE_KIND(kind) (PACK_CASTABLE_MODE(kind) || (kind) == ABIL_MODE_PART)

/* lead: a mana ability's amount counted as it is used (pack_ability.mana_amount with MANA_DYN set; src/mana.c) */
enum { MANA_DYN = 0x80,
       MANA_DYN_SUB = MANA_DYN | 1,    /* "Add {G} for each Elf you control." -- trig_arg is 1 + the subtype */
       MANA_DYN_POWER = MANA_DYN | 2,  /* "Add an amount of {G} equal to this creature's power." */
       MANA_DYN_POWER4 = MANA_DYN | 3, /* "Add {G}. If you control a creature with power 4 or greater, add {G}{G} instead." */
       MANA_DYN_SHARED = MANA_DYN | 4, /* "Add X mana of any one color, where X is the greatest number of creatures you control
                                          that have a creature type in common." (with MANA_ONE_COLOR) */
       MANA_DYN_LAST = MANA_DYN_SHARED };
/* lead: ABIL_MANA_TRIG's trig_arg -- which tapping for mana (106.12) triggers it */
enum { MTRIG_YOU_CREATURE = 1, /* "Whenever you tap a creature for mana, add an additional {G}." (Badgermole Cub) */
       MTRIG_BASIC_LAND,       /* "Whenever a player taps a basic land for mana, that player adds one mana of any type that
                                  land produced." (Lavaleaper) */
       MTRIG_ENCHANTED_LAND,   /* "Whenever enchanted land is tapped for mana, its controller adds an additional one mana
                                  of the chosen color." (Shimmerwilds Growth) */
       MTRIG_LAST = MTRIG_ENCHANTED_LAND };
/* lead: pack_ability.mana_amount's bit for "Add three mana of any one color." (106.1a: the color is chosen as the ability
   resolves, one for all of them): the amount (2 or 3) in MANA_AMOUNT_LOW */
enum { MANA_ONE_COLOR = 0x40, MANA_AMOUNT_LOW = 0x3F };
/* lead: ADD_MANA's operand bit beside the kinds (bit MANA_*): the mana ability given adds two mana of any one of them
   ('Enchanted land has "{T}: Add two mana of any one color."', New Horizons; obj.granted_mana) */
enum { GRANTED_TWO_ONE = 0x40 };

typedef struct pack_ability {
  uint8_t  kind;                       /* ABIL_* */
  uint8_t  ntargets;                   /* number of targets, <= PACK_MAX_TARGETS */
  uint8_t  target[PACK_MAX_TARGETS];   /* TGT_* kind of each target, in the order the text names them */
  uint8_t  max_stack;                  /* operand-stack depth the code needs (verified) */
  uint8_t  trigger;                    /* TRIG_*: the event a triggered or replacement ability waits for, else NONE */
  uint32_t code;                       /* offset of its code in the code section */
  uint32_t code_len;                   /* length of its code in bytes */
  uint32_t text;                       /* string: the ability's rules text */
  uint8_t  cost;                       /* PACK_COST_* bits of an activated or mana ability */
  uint8_t  mana;                       /* ABIL_MANA: bit MANA_* for each kind of mana it can add (one of them);
                                          TRIG_NO_COUNTERS: the kind of counter (CTR_*) it has none of */
  uint8_t  generic;                    /* activation cost: generic mana */
  uint8_t  x;                          /* activation cost: {X} symbols */
  uint8_t  mana_cost[MANA__COUNT];     /* activation cost: {W}..{G}, {C} symbols */
  uint8_t  mana_first;                 /* ABIL_MANA: the MANA_* its text names first, + 1 (for printing) */
  uint8_t  joins;                      /* for printing: bit k = effect k joins the previous one with "and" */
  uint16_t layers;                     /* STATIC, EFFECT: bit LAYER_* of each layer its operations apply in (613) */
  uint8_t  flags;                      /* PACK_ABF_* */
  uint8_t  cond;                       /* TRIGGERED: COND_* intervening "if" clause (603.4), checked as it triggers and
                                          as it resolves; COND_NONE for none */
  uint8_t  word;                       /* AWORD_*: the ability word its text starts with ("Landfall —"), for printing */
  int8_t   loyalty;                    /* a loyalty ability (PACK_COST_LOYALTY): loyalty counters its cost adds (+N, 0)
                                          or removes (-N) (606.4) */
  uint8_t  upto;                       /* bit i: target i is "up to one" -- it may be left unchosen (601.2c) */
  uint8_t  mana_amount;                /* ABIL_MANA: mana it adds ("Add {C}{C}": 2); 0 or 1: one; MANA_DYN_*: counted
                                          as it is used */
  uint8_t  wording;                    /* PACK_WORD_*: how its text says what the code can't, for printing */
  uint8_t  extra;                      /* PACK_EXTRA_*: what the bytes above have no bit for (was padding) */
  uint16_t trig_arg;                   /* TRIGGERED: the trigger's parameter, 0 for none -- (CREATURE_ENTERS,
                                          ANOTHER_CREATURE_ENTERS) 1 + the creature type the permanent must have
                                          ("When a Dragon you control enters"); (CAST_MV) the least mana value */
  uint8_t  blight;                     /* ACTIVATED: the cost "Blight N" (ECL), N; else 0 */
  uint8_t  remove;                     /* ACTIVATED: the cost "Remove a counter / two counters from this creature"
                                          (counters of any kind, its controller's choice), N; else 0 */
  uint8_t  tap_n;                      /* ACTIVATED: the cost "Tap N untapped creatures you control", N, plus
                                          PACK_TAP_ANOTHER for "another" (not the source) and PACK_TAP_POWER for
                                          crew's total power N; else 0 */
  uint8_t  life;                       /* ACTIVATED: the cost "Pay N life" (119.4), N; else 0 */
  union {
    uint16_t only[2];                  /* TRIGGERED CAST_SUBTYPE (tlacards 15): 1 + the further subtypes of "a Lesson,
                                          Saga, or Shrine spell", else 0; ABIL_MANA: "Spend this mana only to cast ..." (106.6): the spells its mana may
                                          pay for, either of two -- 1 + a SUB_* subtype, or ONLY_TYPE | a TYPE_* card
                                          type; on only[0], ONLY_ABILITIES: the activated abilities of sources with
                                          that subtype too, and for printing ONLY_PLURAL ("Aura and/or Equipment
                                          spells", not "an Angel spell"), ONLY_EACH ("a Dragon spell or an Omen
                                          spell"); 0: none (unrestricted mana) */
    uint8_t hybrid[PACK_MAX_HYBRID];   /* eclcards: ACTIVATED: the hybrid symbols of its cost (107.4e), as pack_card.hybrid
                                          has them ("{1}{B/G}, Exile this card from your graveyard:"), 0 after the last */
  };
  uint16_t act;                        /* ACTIVATED: ACTR_* restrictions its text adds ("X can't be 0.", "Activate only
                                          during your turn.") */
  uint16_t wording3;                   /* PACK_WORD3_*: more of how its text says what the code can't (printing) */
  uint8_t  sac_q;                      /* ACTIVATED: PACK_SACQ_* -- what its "Sacrifice a creature" cost takes ("another
                                          creature", "a token"); 0: any of the card types its cost bits name */
  uint8_t  wording2;                   /* PACK_WORD2_*: more of how its text says what the code can't (for printing) and
                                          "triggers only once each turn" */
  uint16_t spare;                      /* 0 (verified): room for a field without moving the others */
} pack_ability;
/* PACK_WORD3_* bits are handed out two to each card branch so parallel work doesn't collide: fdncards 1, 2, 256, 512;
   tlacards 4, 8, 1024, 2048; tdmcards 16, 32, 4096, 8192; eclcards 64, 128, 16384, 32768. A bit is accepted by the
   pack verifier (src/pack.c) once defined. ACTR_* bits from 256 up likewise: fdncards 256, 512; tlacards 1024, 2048;
   tdmcards 4096, 8192; eclcards 16384, 32768. */
enum { PACK_WORD3_WHERE_X = 1,  /* fdncards: a count written "X ..., where X is the number of Goblins you control" (not
                                   "... for each Goblin you control": Krenko); on a damage sentence, the target said
                                   before the count ("deals damage to <target> equal to ...": Volley Veteran) */
       PACK_WORD3_THEN_THAT = 2 }; /* fdncards: a sentence that names the target before "Then that creature ..." (not
                                      "It ...": Felling Blow) */
/* fdncards (bits 256, 512): */
enum { PACK_WORD3_NO_CREATURE = 256, /* "Whenever a Vampire you control dies," (not "a Vampire creature you control") */
       PACK_WORD3_OR_SUB = 512 };    /* "Whenever you cast a noncreature or Dragon spell," (not "... spell or a Dragon spell") */
/* tlacards 14: a static ability's trig_arg for RULE_BLOCK_SUB -- "can't be blocked by non-Spirit creatures": the creature type
   is the one blockers must have (1 + SUB_* | PACK_BLOCK_SUB_NON), not the one they must lack */
#define PACK_BLOCK_SUB_NON 0x4000u
/* fdncards 10: PLUS1_PUT_ANOTHER's trig_arg -- the creature type (1 + SUB_*) is one the creature must not have ("another
   non-Hydra creature you control") */
#define TRIG_ARG_NON 0x4000u
/* tlacards: */
enum { PACK_WORD3_PRONOUN = 4, /* the ability names its source by a pronoun: "he"/"him" ("When Jet enters, he deals ...") */
       PACK_WORD3_SHE = 8,     /* ... "she"/"her" ("put a +1/+1 counter on her"; with PACK_WORD3_PRONOUN) */
       PACK_WORD3_THEN = 1024, /* tlacards 16: its search sentence opens "Then" ("earthbend 2. Then search your ...") */
       PACK_WORD3_SERIAL = 16,   /* tlacards 18: its joined sentences are one series: "gain control of that creature until
                                    end of turn, untap it, and it gains haste until end of turn" (not " and ... and ") */
       PACK_WORD3_YOU = 32 };    /* tlacards 19b: its earthbend is said "you earthbend 4" (Fatal Fissure's delayed trigger) */
/* eclcards: */
enum { PACK_WORD3_ECL_IS = 64,    /* eclcards: a static ability's ALL_CREATURE_TYPES said "is all creature types" (not
                                     "has"; Stalactite Dagger) */
       PACK_WORD3_ECL_ALSO = 128, /* eclcards: a continuous effect said "also" before its verb ("Kithkin creatures you
                                     control also gain first strike until end of turn.", Gallant Fowlknight) */
       PACK_WORD3_ECL_CHOOSE = 16384 }; /* eclcards 9: the ability's text opens "choose <its first target>." and then
                                     names it "that creature" (Glamer Gifter) */
#define PACK_WORD3_ECL (PACK_WORD3_ECL_IS | PACK_WORD3_ECL_ALSO | PACK_WORD3_ECL_CHOOSE)
enum { PACK_WORD2_OWNER_OF = 1, /* "The owner of target nonland permanent puts it ..." (not "Target creature's owner") */
       PACK_WORD2_IT = 2,        /* the source or the last target said "it": "Tap it.", "put a stun counter on it" */
       PACK_WORD2_FOR_EACH_FIRST = 4, /* "For each Shrine you control, create ...": the count said first (tlacards) */
       PACK_WORD2_ONCE_TURN = 8,   /* "This ability triggers only once each turn." (a triggered ability; the engine reads
                                     it: obj.repl REPL_ONCE_TURN) */
       PACK_WORD2_THIS = 16,     /* eclcards: a triggered ability names its source "this creature" where the printer
                                    would say "it" ("remove a -1/-1 counter from this creature") */
       PACK_WORD2_IF_DONT = 32, /* eclcards: PAYS; NOT; UNLESS written "You may pay {2}. If you don't, ..." (not
                                     "... unless you pay {2}") */
       PACK_WORD2_OR_THIS = 64,  /* fdncards: TRIG_CREATURE_DIES written "Whenever this creature or another [Vampire]
                                    creature you control dies": the source itself triggers it whatever its types;
                                    tdmcards: CREATURE_ENTERS too ("this creature or another Dragon you control enters") */
       PACK_WORD2_NONTOKEN = 128 }; /* fdncards: TRIG_CREATURE_DIES of "a nontoken creature you control" (111.1): the
                                       engine reads it (a token's dying doesn't trigger it); tdmcards: ANOTHER_CREATURE_DIES
                                       too ("another nontoken creature you control", Anafenza) */
enum { PACK_SACQ_ANOTHER = 1,  /* "Sacrifice another creature": not the source (the cost bit SAC_CREATURE) */
       PACK_SACQ_TOKEN = 2,    /* "Sacrifice a token": any token they control, whatever its card types */
       PACK_SACQ_EXILE = 4,
       PACK_SACQ_LAND_CARD = 8 }; /* eclcards 9: with PACK_COST_DISCARD, "Discard a land card" (Lluwen) */  /* eclcards 8: with PACK_COST_SACRIFICE, "Exile this enchantment": the source is exiled as
                                  the cost, not sacrificed (601.2h; Sapling Nursery) */
enum { ACTR_X_NOT_0 = 1,     /* "X can't be 0." (107.3?: the value announced for X is 1 or more); on an ACT_MODE too */
       ACTR_YOUR_TURN = 2,   /* "Activate only during your turn." (602.5b) */
       ACTR_MODAL = 4,       /* "...: Choose one —": the ACT_MODE abilities after it are its modes; its code is END */
       ACTR_REMOVE_X = 8,    /* the cost "Remove X +1/+1 counters from <self>" (with {X}: X at most the counters) */
       ACTR_PAY_X_LIFE = 16,   /* the cost "Pay X life" (with {X}: X at most its controller's life, 119.4) */
       ACTR_GY_LEFT = 32,  /* tdmcards: "... and only if a card left your graveyard this turn." (mtg_game.gy_left) */
       ACTR_FROM_GY = 64 };  /* tlacards: it works in its card's owner's graveyard, whose effect returns the card from there
                                ("{2}{B}: Return this card from your graveyard to your hand.", 113.6k) */
/* tdmcards: */
enum { ACTR_ONCE_TURN = 4096,   /* "Activate only once each turn." (602.5b): obj.act_done ACT_ONCE; on an activated
                                   ability or a filter mana ability ("{1}: Add {R}, {W}, or {B}.", src/manafilter.c) */
       ACTR_IF_CONTROL = 8192 }; /* a mana ability's "Activate only if you control a Dragon." (602.5b): trig_arg is 1 + the
                                    subtype (pack.mana_if_sub; mana.c lists the source only then) */
/* fdncards 8: "Activate only if you control five or more lands." (602.5b; Cryptic Caves) -- N in the ability's trig_arg */
enum { ACTR_IF_LANDS = 256 };
/* fdncards 18: "Activate only if you have at least 10 life more than your starting life total." (602.5b, 103.4: the
   starting life total is STARTING_LIFE) -- N in the ability's trig_arg (Ayli, Eternal Pilgrim) */
enum { ACTR_LIFE_ABOVE_START = 128 };
/* fdncards 9: a mana ability's "Add one mana of the chosen color." (Heraldic Banner): its mana is of the color chosen
   as its permanent entered (614.12, obj.chosen), none if none was (pack.card_cycles PACK_MANA_CHOSEN; src/layers.c) */
enum { ACTR_CHOSEN_COLOR = 512 };
/* fdncards 10: the cost "Remove three incubation counters from this creature" (118.3, 602.2b): pack_ability.remove counters,
   all of the kind in pack_ability.mana (CTR_*) -- no choice of kinds (src/eclcost.c) */
enum { ACTR_REMOVE_KIND = 1024 };
/* fdncards 8: TRIG_OPP_CASTS's trig_arg bit after the colors: "... casts a white or blue instant or sorcery spell" */
#define OPPCAST_INSTSORC 32u /* 1 << COLOR__COUNT (types.h) */
/* eclcards: */
enum { ACTR_IF_GY = 16384,    /* with ACTR_IF_CONTROL: "Activate only if there is an Elf card in your graveyard." -- a card
                                of the subtype in its player's graveyard instead (205.3m: a changeling card too) */
       ACTR_TAP_SUB = 32768 }; /* eclcards 10: the cost "Tap three untapped Elves you control": the creatures tapped have the
                                  creature type 1 + trig_arg names (High Perfect Morcant; src/eclcost.c) */
#define TRIG_ARG_CHOSEN (SUB__COUNT + 1) /* eclcards 7: CAST_SUBTYPE's trig_arg (13: PERMANENT_ENTERS' too): the creature
                                           type chosen as its source entered (obj.chosen; "a spell of the chosen type") */
/* tdmcards 17: COPY_SPELL's operand (707.10) -- bit 0: "You may choose new targets for the copy/copies." (707.10c); the rest
   say how the card names the spell and the copy, for printing */
enum { COPY_NEW_TARGETS = 1,
       COPY_THAT = 2,  /* "copy that spell" (not "copy it") */
       COPY_THIS = 4,  /* "copy this spell" (the spell's own "When you cast this spell," ability) */
       COPY_AND = 8,   /* "copy it and you may choose new targets for the copy" (one sentence) */
       COPY_STORM = 16, /* the keyword line "Storm" (702.40a: its triggered ability) */
       COPY_NEXT = 32, /* "copy the next spell you cast this turn when you cast it" (the delayed trigger said in its maker) */
       COPY__LIMIT = 64 };
#define NEXT_CAST_INSTSORC 0xFFFFu /* tdmcards 17: TRIG_NEXT_CAST's trig_arg: "an instant or sorcery spell" (0: any spell; else
                                      1 + a subtype) */
#define TRIG_ARG_COUNTERED (SUB__COUNT + 2) /* tdmcards 17c: CREATURE_COMBAT_DAMAGE's trig_arg: "a creature you control with a
                                              counter on it" (Yathan Tombguard) */
enum { DMGMOD_OPP = 1,      /* fdncards 11: DMG_MOD's operand -- "If a source you control would deal damage to an opponent or a
                                permanent an opponent controls, it deals double that damage instead." (Twinflame Tyrant) */
       DMGMOD_CREATURE = 2, /* "If a creature you control would deal damage to a permanent or player, ..." (Gratuitous Violence) */
       DMGMOD_CHOSEN = 3 }; /* eclcards 15: "Double all damage that sources you control of the chosen type would deal."
                               (Collective Inferno: its source's obj.chosen) */
#define TRIG_ARG_NONLAND (SUB__COUNT + 3) /* tlacards 19: CREATURE_DIES's trig_arg: "a nonland creature you control"
                                           (its types on the battlefield as it dies, 603.10a; Beifong's Bounty Hunters) */
#define TRIG_ARG_UNDER_YOURS 1 /* tdmcards 19: THAT_DIES's trig_arg: "When it dies under your control this turn," */
#define TRIG_ARG_WITH_KW (SUB__COUNT + 64) /* fdncards 11: CREATURE_COMBAT_DAMAGE's trig_arg TRIG_ARG_WITH_KW + KW_*: "a creature
                                            you control with deathtouch" (Fynn, the Fangbearer) */
#define MANA_IF_GY 0x8000 /* pack.mana_if_sub: the subtype is a graveyard card's (ACTR_IF_GY) */
#define ONLY_TYPE 0x8000
#define ONLY_PLURAL 0x4000
#define ONLY_EACH 0x2000
#define ONLY_ABILITIES 0x1000
#define ONLY_CHOSEN 0x0800 /* lead: on only[0], with no id: the creature type chosen as its permanent entered ("a spell of the
                              chosen type", 614.12); only[1] then a card type the spell (or source) must have too ("a
                              creature spell of the chosen type"), not another choice */
#define ONLY_ID 0x07FF
#define PAY_FOR_ABILITY 0x8000 /* mtg_game.pay_for: 1 + the source of an activated ability being paid for */

#define PACK_TAP_ANOTHER 0x80 /* pack_ability.tap_n: "Tap another untapped creature you control" */
#define PACK_TAP_POWER 0x40   /* pack_ability.tap_n: N is the total power of the creatures tapped, not their number: Crew N
                                 (702.122a: "Tap any number of other untapped creatures you control with total power N or
                                 greater"; tlacards) */
#define PACK_TAP_COUNT 0x3F   /* pack_ability.tap_n: N */

/* GY_MOVE's operand: where a graveyard-card target goes (src/gytarget.c) */
enum { GYTO_HAND,               /* "Return ... to your hand" */
       GYTO_BATTLEFIELD,        /* "Return ... to the battlefield" */
       GYTO_BATTLEFIELD_TAPPED, /* "... to the battlefield tapped" */
       GYTO_EXILE,              /* "Exile target card from a graveyard" */
       GYTO_TOP,                /* "Put ... on top of your library" */
       GYTO_BOTTOM,             /* "Put ... on the bottom of its owner's library" */
       GYTO_SHUFFLE,            /* "Shuffle ... into its owner's library" */
       GYTO_BATTLEFIELD_OWNER,  /* eclcards 9: "return it to the battlefield under its owner's control" (GY_RETURN_SELF) */
       GYTO__COUNT };
#define GY_RETURN_MV 0x7F    /* GY_ALL_BF's operand (fdncards): 1 + the greatest mana value returned, 0 for any ... */
#define GY_RETURN_ALLGY 0x80 /* ... and the cards of all graveyards, not only YOU's */
#define PACK_CARD_EXILED 16 /* CARD_IS_TYPE's operand: "If a creature card is exiled this way," -- in exile now too */

enum { PACK_WORD_WHEN = 1,      /* a triggered ability written "When" where the trigger's usual word is "Whenever" */
       PACK_WORD_CYCLING = 2,    /* an activated ability written as the keyword "Plainscycling {2}", "Basic landcycling
                                    {1}{U}" (702.29a, e): activated from its owner's hand, discarding the card is its
                                    cost; its mana and search say the rest */
       PACK_WORD_THIS_TURN = 4,  /* a continuous effect written "... this turn" rather than "until end of turn" */
       PACK_WORD_UNTAP_IT = 8,   /* "untap the last target" written "Untap it." rather than "Untap that creature." */
       PACK_WORD_BARE_LOSE = 16, /* "you draw a card and lose 1 life": the second verb without its "you" */
       PACK_WORD_SHORT_NAME = 32, /* its text names the card by its short name, up to the comma ("Heliod") */
       PACK_WORD_ADDITIONAL = 64, /* "draw two additional cards" (a draw-step trigger's draw) */
       PACK_WORD_OUTLAST = 128 }; /* an activated ability written as the keyword "Outlast {2}{W}" (702.107a) */ /* its text names the card by its short name, up to the comma ("Heliod") */

enum { PACK_ABF_CDA = 1,        /* a characteristic-defining ability (604.3): applies first in its layer (613.3) */
       PACK_ABF_GRAVEYARD = 2,  /* a static ability that functions while its card is in a graveyard (113.6) */
       PACK_ABF_EQUIP = 4,      /* an activated ability written as the keyword "Equip {N}" (702.6a): for printing */
       PACK_ABF_SAYS_THIS = 8,  /* a triggered or activated ability whose text names its source "this creature" or by
                                   name rather than "it" ("... this creature deals 2 damage"): for printing */
       PACK_ABF_THE_BATTLEFIELD = 16, /* a triggered ability written "enters the battlefield" (older Oracle wording):
                                         for printing */
       PACK_ABF_COST_NAMED = 32, /* an activated ability whose sacrifice cost names the card ("Sacrifice Sterling
                                    Grove"): for printing */
       PACK_ABF_YOU_DRAW = 64,   /* a spell or triggered ability that writes "you draw" where Oracle's usual wording is
                                    "draw" ("you draw a card and you lose 1 life"): for printing */
       PACK_ABF_GRANTED = 128 }; /* a triggered ability the card has only while one of its own static abilities or
                                    effects grants it (GRANT, layer 6): 'has "At the beginning of your upkeep, ..."',
                                    'becomes a 3/3 ... creature with "Whenever this creature attacks, ..."' (613.1f) */

enum { PACK_COST_TAP = 1,       /* {T} (107.5) */
       PACK_COST_SACRIFICE = 2, /* "Sacrifice this permanent" (701.21) */
       PACK_COST_SORCERY = 4,   /* "Activate only as a sorcery" (602.5d): a timing rule kept with the costs */
       PACK_COST_LOYALTY = 8,   /* a loyalty ability: "+1:", "0:", "-3:" -- sorcery speed, one per permanent per turn (606.3) */
       PACK_COST_DISCARD_RANDOM = 16, /* "Discard a card at random" (701.9b) */
       PACK_COST_DISCARD = 32,  /* "Discard a card": the player's choice as they pay (701.9a, 601.2h) */
       PACK_COST_SAC_ARTIFACT = 64,   /* "Sacrifice an artifact [or creature]": a permanent of theirs with one of */
       PACK_COST_SAC_CREATURE = 128 }; /* the card types named, their choice as they pay (701.21a, 601.2h) */

enum { PACK_EXTRA_EXILE_GY = 1, /* "Exile this card from your graveyard" (renew): an activated ability of a card in its
                                   owner's graveyard (113.6), whose cost exiles the card (601.2h, 602.2b) */
       PACK_EXTRA_MOBILIZE = 2, /* a triggered ability written as the keyword "Mobilize N" (702.181a): for printing */
       PACK_EXTRA_EXILE_TOP_GY = 4, /* "Exile the top card of your graveyard" (Alms): a cost paid from its controller's
                                     graveyard (601.2h); it can't be paid from an empty one */
       /* tla additions */
       PACK_EXTRA_EXHAUST = 8,  /* "Exhaust — {cost}: ..." (702.177a): an activated ability its object may activate only
                                   once (obj.act_done); printed with the ability word AWORD_EXHAUST */
       PACK_EXTRA_WATERBEND = 16, /* "Waterbend {N}" (701.67a): the generic mana of the ability's cost is a waterbend
                                   cost -- each {1} of it may be paid by tapping an untapped artifact or creature its
                                   controller controls (TAPPAY_CREATURE | TAPPAY_ARTIFACT) */
       /* classic additions */
       PACK_EXTRA_RECONFIGURE = 32, /* "Reconfigure {2}" (702.151a): this ability is its attach half, printed as the
                                       keyword */
       PACK_EXTRA_UNATTACH = 64, /* ... and this one its unattach half: activated only while attached; not printed */
       PACK_EXTRA_EQUAL_TO = 128 }; /* eclcards: its count is written "... equal to the number of colors among permanents
                                       you control" rather than "X, where X is ..." (COLORS): for printing */

_Static_assert(sizeof(pack_header) == 56, "pack_header layout");
_Static_assert(sizeof(pack_card) == 60, "pack_card layout");
_Static_assert(sizeof(pack_ability) == 60, "pack_ability layout");

#endif
