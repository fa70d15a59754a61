/* pack.c: loading a .mtgpack and verifying every byte of it before use (bounds, strings, tables, bytecode). */
#include "pack.h"
#include "game.h"
#include "mtgvm.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

uint32_t pack_fnv1a(const uint8_t *p, size_t n)
{
  uint32_t h = 0x811c9dc5u;
  for (size_t i = 0; i < n; i++)
    h = (h ^ p[i]) * 0x01000193u;
  return h;
}

static int section_ok(const pack_header *h, uint32_t off, uint64_t len)
{
  return off % 8 == 0 && off >= sizeof *h && (uint64_t)off + len <= h->size;
}

/* a string offset names a NUL-terminated string inside the string section */
static int string_ok(const uint8_t *data, const pack_header *h, uint32_t off)
{
  if (off >= h->str_size)
    return 0;
  return memchr(data + h->str_off + off, '\0', h->str_size - off) != NULL;
}

static int verify_header(mtg_handle *e, const uint8_t *data, size_t size, pack_header *h)
{
  const uint16_t one = 1;
  if (*(const uint8_t *)&one != 1)
    return handle_fail(e, MTG_EFORMAT, "packs need a little-endian host");
  if (size < sizeof *h)
    return handle_fail(e, MTG_EFORMAT, "truncated pack: %zu bytes, the header alone is %zu", size, sizeof *h);
  memcpy(h, data, sizeof *h);
  if (memcmp(h->magic, PACK_MAGIC, sizeof h->magic) != 0)
    return handle_fail(e, MTG_EFORMAT, "not a card pack (bad magic)");
  if (h->version != PACK_VERSION)
    return handle_fail(e, MTG_EFORMAT, "pack version %u, this build reads version %u", h->version, PACK_VERSION);
  if (h->reserved != 0)
    return handle_fail(e, MTG_EFORMAT, "reserved header field is not 0");
  if (h->size != size)
    return handle_fail(e, MTG_EFORMAT, "truncated or padded pack: header says %u bytes, file has %zu", h->size, size);
  if (pack_fnv1a(data + sizeof *h, size - sizeof *h) != h->checksum)
    return handle_fail(e, MTG_EFORMAT, "pack checksum mismatch (corrupt file)");
  if (!section_ok(h, h->cards_off, (uint64_t)h->ncards * sizeof(pack_card)) ||
      !section_ok(h, h->abil_off, (uint64_t)h->nabilities * sizeof(pack_ability)) ||
      !section_ok(h, h->code_off, h->code_size) || !section_ok(h, h->str_off, h->str_size))
    return handle_fail(e, MTG_EFORMAT, "a pack section lies outside the file or is misaligned");
  if (h->ncards > 0xFFFF || h->nabilities > 0xFFFF)
    return handle_fail(e, MTG_EFORMAT, "too many cards or abilities");
  return 0;
}

/* the bound of an operand that indexes something (a target, a counter kind, a color, a card), or -1 */
static long operand_bound(int op, const pack_ability *a, uint32_t ncards, const pack_card *card)
{
  if (op_table[op].operands[0] == 't') /* a target's index: one of the ability's own, or (F_NOT_TARGET) of the spell or
                                          ability that creates the continuous effect */
    return a->kind == ABIL_EFFECT ? PACK_MAX_TARGETS : a->ntargets;
  if (op_table[op].operands[0] == 'a') /* one of the card's abilities: a continuous effect, a delayed trigger */
    return card->abil_count;
  switch (op) {
  case OP_COUNTERS: case OP_COUNTERS_EACH: case OP_F_COUNTER: case OP_REMOVE_COUNTERS: case OP_REMOVE_COUNTERS_LANDS: case OP_DOUBLE_COUNTERS:
  case OP_LAND_COUNTERS: case OP_CONTROL_CTR:
    return CTR__COUNT;
  case OP_F_COLOR: case OP_DEVOTION: return COLOR__COUNT;
  case OP_CHOOSE: return CHOICE__COUNT;
  case OP_SET_COLORS: return 1L << COLOR__COUNT;
  case OP_ADD_MANA: return GRANTED_TWO_ONE << 1; /* the kinds, and GRANTED_TWO_ONE */
  case OP_CREATE: case OP_CREATE_TAPPED: case OP_ENDURE: case OP_EMBLEM: case OP_CREATE_ATTACKING: case OP_MANIFEST:
  case OP_CREATE_XX: case OP_CREATE_FOR: case OP_FIND_NAME:
    return (long)ncards; /* a card of the pack: verify_operand reads it */
  case OP_GRANT: return card->abil_count < 8 ? card->abil_count : 8; /* obj.granted holds 8 */
  case OP_IS_COLOR: return COLOR__COUNT;
  case OP_GY_MOVE: case OP_GY_RETURN_SELF: return GYTO__COUNT;
  case OP_CARD_IS_TYPE: return PACK_CARD_EXILED * 2;
  case OP_CARD_IS_SUB: case OP_COUNTERS_OTHER_SUB: case OP_MILL_TAKE: return SUB__COUNT;
  case OP_COUNT_GY_TYPE: case OP_GY_TYPE_YOURS: case OP_CONTROL_TYPE: case OP_DISCARD_UNLESS: case OP_DESTROY_ALL: case OP_EDICT: case OP_F_TYPE: case OP_F_NOT_TYPE: case OP_ADD_TYPE: case OP_LOSE_TYPE: return TYPE__COUNT;
  case OP_F_SUPER: case OP_F_NOT_SUPER: case OP_CONTROL_LAND_SUPER: case OP_ADD_SUPER: return SUPER__COUNT;
  case OP_ADD_KEYWORD: case OP_LOSE_KEYWORD: case OP_F_NO_KEYWORD: case OP_F_KEYWORD: return KW__COUNT;
  case OP_COLOR_PERMANENTS: return COLOR__COUNT;
  case OP_LOSE_OTHER_ABILITIES: return KW__COUNT + 1;
  case OP_SET_TYPES: case OP_DESTROY_ALL_COUNT: return 1L << TYPE__COUNT;
  case OP_DAMAGE_EACH_CREATURE: return KW__COUNT + 1; /* fdncards: 0, or 1 + the keyword it lacks */
  case OP_RESTRICT: return (long)RULE_TOUGHNESS_DAMAGE << 1; /* eclcards 9: the last bit */
  case OP_EXTRA_LAND: return 8;
  case OP_PLAYER_RULE: return PRULE_CANT_LOSE << 1; /* fdncards 8 */
  case OP_COUNTER_MOD: return CTRMOD_HALF + 1;
  case OP_DMG_MOD: return DMGMOD_CHOSEN + 1; /* fdncards 11; eclcards 15 */
  case OP_SPELLS_FREE: return 1; /* tdmcards 20: YOU's spells only */
  case OP_COST_MORE: case OP_COST_LESS: case OP_SPELLS_CONVOKE: return 2; /* 0: YOU's spells, 1: YOU's opponents' */
  case OP_SPELLS_TYPE: case OP_SPELLS_NOT_TYPE: return TYPE__COUNT;
  case OP_F_SUBTYPE: case OP_F_NOT_SUBTYPE: case OP_ADD_SUBTYPE: case OP_SET_CREATURE_TYPE: case OP_SET_LAND_TYPE:
  case OP_ATTACKING_SUB_YOURS: case OP_CONTROL_BASIC_SUB: case OP_F_OTHER_UNLESS: /* fdncards */
  case OP_BOUNCE_ALL_NON: /* eclcards 10 */
  case OP_CONTROL_SUBTYPE: case OP_FIND_SUBTYPE: case OP_LANDS_OR_SUB: case OP_SPELLS_SUBTYPE: case OP_FLASH_SORCERY_AND: /* SUB__COUNT <= 256 (opcodes.h) */
    return SUB__COUNT;
  case OP_FIND_TYPE: return TYPE__COUNT;
  case OP_FIND_SUPER: return SUPER__COUNT;
  case OP_FIND_MV: return MV__COUNT;
  case OP_SPELLS_BEFORE: return 2;
  case OP_BECOME_COPY: return 4; /* tdmcards 17: 2, "each other creature you control"; eclcards 14: 3 */
  case OP_COPY_SPELL: return COPY__LIMIT; /* tdmcards 17: COPY_* */
  case OP_PAYS: return PACK_PAYS_WATERBEND + 1;
  case OP_SEARCH: case OP_PUT_FROM_HAND: return SEARCH__LIMIT;
  case OP_LOOK_TOP: return LOOK_TOP__LIMIT; /* tdmcards: SEARCH_REST_* */
  case OP_FIND_NOT_TYPE: return TYPE__COUNT;
  case OP_FIND_COLOR: return COLOR__COUNT;
  case OP_EDICT_TYPES: return EDICT_TYPES__LIMIT; /* tlacards */
  case OP_EXILE_PLAY: return XPLAY__LIMIT; /* tdmcards 11 */
  case OP_EXILE_CAST_FREE: return 21; /* tdmcards 20: a mana value of 0 to 20 */
  case OP_PUT_KNOWN_COUNTERS: return 2; /* tlacards 19: 0, the source's; 1, the trigger's object's */
  case OP_COND: return COND__COUNT; /* fdncards 8 */
  case OP_REVEAL_DISCARD: return DISC_REVEAL_KINDS; /* eclcards 6; tdmcards 18: + DISC_KIND_EXILE */
  case OP_RETURN_GY_CHOSEN: return TYPE__COUNT; /* eclcards 8 */
  case OP_F_LAND_OR_SUBTYPE: return SUB__COUNT; /* tlacards */
  case OP_F_POWER_AT_LEAST: return 100;
  case OP_CREATE_COPY_EXC: return VT_EXCEPT + 1; /* tdmcards 18: VT_* */
  case OP_FIND_OR_KW: return KW__COUNT; /* fdncards 12 */
  case OP_FIND_OR_SUB: return SUB__COUNT;
  case OP_ADD_POOL: return POOL__LIMIT; /* lead: the mana pool (the kind checked by verify_operand) */
  default: return -1;
  }
}

/* operations that only static and continuous-effect abilities may hold: filters and layered operations */
static int layered_only(int op)
{
  return op_table[op].layer != NOLAYER || (op >= OP_F_ANYWHERE && op <= OP_F_ATTACHED) ||
         (op >= OP_SPELLS_SUBTYPE && op <= OP_SPELLS_TARGETING_SELF) || /* what a cost change applies to */
         op == OP_F_SUBTYPE_EITHER || op == OP_F_COMMANDER || OP_IS_LATE_FILTER(op) || op == OP_SPELLS_SECOND || op == OP_SPELLS_NOT_TYPE ||
         op == OP_F_CHOSEN_TYPE; /* eclcards 7 */
}
_Static_assert(OP_F_ANYWHERE < OP_F_YOURS_ANYWHERE && OP_F_YOURS_ANYWHERE < OP_F_TYPE, "the filters are consecutive");

/* operations that ask a player mid-resolution: only code that resolves from the stack may suspend (opcodes.def);
   the FIND_* operations that describe a search go with them */
static int suspends(int op)
{
  return op == OP_SCRY || op == OP_SURVEIL || op == OP_MAY || op == OP_MAY_PLAYER || op == OP_MAY_PLAYER_IF || op == OP_TUCK || op == OP_EDICT || op == OP_EDICT_TYPES || op == OP_BLIGHT || op == OP_BLIGHT_MAY ||
         op == OP_DISCARD || op == OP_DISCARD_MAY || op == OP_REVEAL_DISCARD || op == OP_DISCARD_THEN || op == OP_ENDURE || op == OP_CREATE_ATTACKING || op == OP_COPY_SPELL || op == OP_PAYS ||
         op == OP_CREATE_COPY || op == OP_CHOOSE_COPIED || op == OP_LOOK_TAKE || op == OP_LOOK_TAKE_GY || op == OP_PUT_FROM_HAND || op == OP_TAP_MAY ||
         op == OP_EXILE_PLAY || op == OP_DISCARD_UPTO || op == OP_EXILE_GY_MAY || /* tdmcards 11, 12, 13 */
         op == OP_EXILE_CAST_FREE || op == OP_EXILE_CAST_FREE_LT || /* tdmcards 20, tlacards 19b */
         op == OP_EXILE_HAND ||
         op == OP_CHOOSE_TYPE_NOW || op == OP_REMOVE_MAY || /* eclcards 8 */
         op == OP_ADD_ANY_COLOR || /* lead */
         (op >= OP_FIND_TYPE && op <= OP_SEARCH) ||
         op == OP_FIND_NOT_TYPE || op == OP_FIND_PERMANENT || op == OP_FIND_EITHER || op == OP_LOOK_UPTO || /* tdmcards */
         op == OP_CREATE_COPY_EXC || /* tdmcards 18: a copy of a card that chooses as it enters (choose.c) */
         op == OP_FIND_OR_KW || op == OP_FIND_OR_SUB; /* fdncards 12 */
}
static int resolves(int kind)
{
  return kind == ABIL_SPELL || PACK_MODE_KIND(kind) || kind == ABIL_TRIGGERED || kind == ABIL_ACTIVATED || kind == ABIL_ACT_MODE;
}

/* the pack's cards and abilities, as the verifier reads them */
typedef struct pack_tables {
  const pack_card *cards;
  uint32_t ncards;
  const pack_ability *abils;
} pack_tables;

/* the operand-specific rules: CREATE names a token definition, EFFECT a continuous-effect ability of the
   same card, SET_LAND_TYPE a basic land type, SET_CREATURE_TYPE a creature type */
static int verify_operand(mtg_handle *e, int op, long arg, uint32_t pc, const char *card, const pack_tables *t,
                          const pack_card *owner)
{
  if ((op == OP_CREATE || op == OP_CREATE_TAPPED || op == OP_CREATE_ATTACKING || op == OP_ENDURE || op == OP_MANIFEST ||
       op == OP_CREATE_XX || op == OP_CREATE_FOR) && !(t->cards[arg].pt_flags & PACK_TOKEN))
    return handle_fail(e, MTG_EFORMAT, "%s: %s names card %ld, which is not a token definition", card,
                       op_table[op].name, arg);
  if (op == OP_ADD_POOL && (arg & POOL_KIND) >= MANA__COUNT)
    return handle_fail(e, MTG_EFORMAT, "%s: ADD_POOL %ld at %u names no kind of mana", card, arg, pc);
  if (op == OP_DELAY && (t->abils[owner->abil_first + arg].kind != ABIL_TRIGGERED ||
                         (t->abils[owner->abil_first + arg].trigger != TRIG_NEXT_END_STEP &&
                          t->abils[owner->abil_first + arg].trigger != TRIG_REFLEXIVE &&
                          t->abils[owner->abil_first + arg].trigger != TRIG_CREATURE_ENTERS_THIS_TURN &&
                          t->abils[owner->abil_first + arg].trigger != TRIG_CAST_NONCREATURE_THIS_TURN &&
                          t->abils[owner->abil_first + arg].trigger != TRIG_CREATURE_DIES_THIS_TURN && /* tlacards 17 */
                          t->abils[owner->abil_first + arg].trigger != TRIG_NEXT_CAST && /* tdmcards 17 */
                          t->abils[owner->abil_first + arg].trigger != TRIG_THAT_DIES))) /* eclcards 10 */
    return handle_fail(e, MTG_EFORMAT, "%s: DELAY at %u names ability %ld, which is not a delayed triggered ability", card,
                       pc, arg);
  if (op == OP_EMBLEM && !(t->cards[arg].pt_flags & PACK_EMBLEM))
    return handle_fail(e, MTG_EFORMAT, "%s: EMBLEM names card %ld, which is not an emblem definition", card, arg);
  if ((op == OP_EFFECT || op == OP_EFFECT_ALL || op == OP_EFFECT_ALL_LASTS || op == OP_EFFECT_ALL_X || op == OP_EFFECT_UNTAP || op == OP_EFFECT_LASTS || op == OP_EFFECT_WHILE ||
       op == OP_EFFECT_X || op == OP_EARTHBEND || op == OP_EFFECT_THEM || op == OP_EFFECT_SOURCE) &&
      t->abils[owner->abil_first + arg].kind != ABIL_EFFECT)
    return handle_fail(e, MTG_EFORMAT, "%s: %s at %u names ability %ld, which is not a continuous effect", card,
                       op_table[op].name, pc, arg);
  if (op == OP_F_SUBTYPE_EITHER && (SUB_PAIR_A(arg) >= SUB__COUNT || SUB_PAIR_B(arg) >= SUB__COUNT))
    return handle_fail(e, MTG_EFORMAT, "%s: F_SUBTYPE_EITHER 0x%lx at %u names no subtype", card, arg, pc);
  if (op == OP_GRANT && (arg >= 8 || t->abils[owner->abil_first + arg].kind != ABIL_TRIGGERED ||
                         !(t->abils[owner->abil_first + arg].flags & PACK_ABF_GRANTED)))
    return handle_fail(e, MTG_EFORMAT, "%s: GRANT at %u names ability %ld, which is not a granted triggered ability", card,
                       pc, arg);
  if (op == OP_EXILE_GY_MAY && !(arg >= 0 && (arg < SUB__COUNT || /* a subtype; tdmcards 13: a card type, or N cards */
                                              ((arg & ~GYX_ARG) == GYX_TYPE && (arg & GYX_ARG) < TYPE__COUNT) ||
                                              ((arg & ~GYX_ARG) == GYX_ANY && (arg & GYX_ARG) >= 1 && (arg & GYX_ARG) <= 7))))
    return handle_fail(e, MTG_EFORMAT, "%s: EXILE_GY_MAY 0x%lx at %u names no card", card, arg, pc);
  if (op == OP_TAP_MAY && arg > SUB__COUNT) /* eclcards: 1 + a subtype, or 0 */
    return handle_fail(e, MTG_EFORMAT, "%s: TAP_MAY %ld at %u names no subtype", card, arg, pc);
  if (op == OP_SET_LAND_TYPE && arg > SUB_FOREST)
    return handle_fail(e, MTG_EFORMAT, "%s: SET_LAND_TYPE %ld is not a basic land type", card, arg);
  if (op == OP_SET_CREATURE_TYPE && !(type_sub_types[arg] & BIT(TYPE_CREATURE)))
    return handle_fail(e, MTG_EFORMAT, "%s: SET_CREATURE_TYPE %ld is not a creature type", card, arg);
  if (op == OP_PUT_FROM_HAND && arg != SEARCH_BATTLEFIELD)
    return handle_fail(e, MTG_EFORMAT, "%s: PUT_FROM_HAND %ld at %u: only onto the battlefield", card, arg, pc);
  if (op == OP_SEARCH && (arg & SEARCH_TAPPED) && (arg & SEARCH_DEST) != SEARCH_BATTLEFIELD)
    return handle_fail(e, MTG_EFORMAT, "%s: SEARCH %ld at %u puts a card somewhere tapped other than the battlefield",
                       card, arg, pc);
  return 0;
}

/* walks one ability's code: known opcodes, operands inside and below their bounds and of the right kind,
   filters and layered operations only in static and continuous-effect abilities, the ability's layers as its
   operations give them, stack depth, END last */
static int verify_code(mtg_handle *e, const uint8_t *code, const pack_ability *a, const char *card,
                       const pack_tables *t, const pack_card *owner)
{
  int depth = 0;
  uint32_t pc = 0;
  uint16_t layers = 0;
  int layered = a->kind == ABIL_STATIC || a->kind == ABIL_EFFECT;
  uint32_t skip_to = 0; /* an UNLESS's landing place and the depth there: one at a time, forward only */
  int skip_depth = -1;
  while (pc < a->code_len) {
    if (code[pc] == OP_EXT && pc + 1 >= a->code_len)
      return handle_fail(e, MTG_EFORMAT, "%s: EXT at %u runs past the code", card, pc);
    int op = op_at(code + pc);
    if (skip_depth >= 0 && pc >= skip_to) {
      if (pc != skip_to || depth != skip_depth)
        return handle_fail(e, MTG_EFORMAT, "%s: the UNLESS skip to %u lands %s", card, skip_to,
                           pc != skip_to ? "inside an instruction" : "at another stack depth");
      skip_depth = -1;
    }
    if (!op_known(op))
      return handle_fail(e, MTG_EFORMAT, "%s: unknown opcode %d at %u", card, op, pc);
    uint32_t len = (uint32_t)op_length(op);
    if (pc + len > a->code_len)
      return handle_fail(e, MTG_EFORMAT, "%s: %s at %u runs past the code", card, op_table[op].name, pc);
    long arg = op_table[op].operands[0] == 'h' ? (uint16_t)op_arg(code + pc) : op_arg(code + pc), bound;
    if ((bound = operand_bound(op, a, t->ncards, owner)) >= 0 && arg >= bound)
      return handle_fail(e, MTG_EFORMAT, "%s: %s %ld at %u, but the limit is %ld%s", card, op_table[op].name, arg, pc,
                         bound, op_table[op].operands[0] == 't' ? " (its target count)" : "");
    if (verify_operand(e, op, arg, pc, card, t, owner))
      return MTG_EFORMAT;
    if (op == OP_ENTER_PAY_LIFE && (a->kind != ABIL_REPLACEMENT || a->trigger != TRIG_ENTERS || arg == 0))
      return handle_fail(e, MTG_EFORMAT, "%s: ENTER_PAY_LIFE %ld at %u outside an enters replacement, or of no life",
                         card, arg, pc);
    if (layered_only(op) && !layered)
      return handle_fail(e, MTG_EFORMAT, "%s: %s at %u outside a static or continuous-effect ability", card,
                         op_table[op].name, pc);
    if ((op == OP_F_IN_GRAVEYARD && (pc != 0 || a->kind != ABIL_STATIC)) ||
        (pc > 0 && code[0] == OP_F_IN_GRAVEYARD && ((op >= OP_F_TYPE && op <= OP_F_ATTACHED) || OP_IS_LATE_FILTER(op))))
      return handle_fail(e, MTG_EFORMAT, "%s: F_IN_GRAVEYARD at %u: only first in a static ability, with no other filter",
                         card, pc);
    if (op == OP_ADD_WARD && (a->kind != ABIL_STATIC || code[0] != OP_F_COMMANDER))
      return handle_fail(e, MTG_EFORMAT, "%s: ADD_WARD at %u: only in a static ability whose set is F_COMMANDER", card, pc);
    if (op == OP_MANA_SPENT && (a->kind != ABIL_REPLACEMENT || a->trigger != TRIG_ENTERS))
      return handle_fail(e, MTG_EFORMAT, "%s: MANA_SPENT at %u outside an enters replacement (601.2h: the spell that "
                         "entered)", card, pc);
    if (op == OP_SHUFFLE_SELF && a->kind != ABIL_SPELL && !PACK_MODE_KIND(a->kind))
      return handle_fail(e, MTG_EFORMAT, "%s: SHUFFLE_SELF at %u outside a spell", card, pc);
    if (op_table[op].operands[0] == 't' && layered_only(op) && a->kind != ABIL_EFFECT) /* a filter of the targets of
                                                                                        the spell that made the effect */
      return handle_fail(e, MTG_EFORMAT, "%s: %s at %u outside a continuous-effect ability", card, op_table[op].name, pc);
    if (op == OP_CHOOSE && a->kind != ABIL_ENTER_CHOICE)
      return handle_fail(e, MTG_EFORMAT, "%s: CHOOSE at %u outside an enter-choice ability", card, pc);
    if (op == OP_COND && !resolves(a->kind) && /* fdncards 8: a condition checked as the code resolves (trig_cond) */
        !(a->kind == ABIL_STATIC && code[pc + 1] == COND_LAND_CREATURE_OR_ENTERED)) /* tlacards 15: or a static's */
      return handle_fail(e, MTG_EFORMAT, "%s: COND at %u outside a spell, triggered or activated ability", card, pc);
    if (suspends(op) && !resolves(a->kind))
      return handle_fail(e, MTG_EFORMAT, "%s: %s at %u outside a spell, triggered or activated ability", card,
                         op_table[op].name, pc);
    if (op_table[op].layer != NOLAYER)
      layers |= (uint16_t)BIT(op_table[op].layer);
    depth -= op_table[op].pops;
    if (depth < 0)
      return handle_fail(e, MTG_EFORMAT, "%s: stack underflow at %u (%s)", card, pc, op_table[op].name);
    depth += op_table[op].pushes;
    if (depth > a->max_stack || depth > VM_STACK) /* the VM's operand stack never overflows */
      return handle_fail(e, MTG_EFORMAT, "%s: stack depth %d above its limit at %u", card, depth, pc);
    if (op == OP_UNLESS) {
      if (skip_depth >= 0)
        return handle_fail(e, MTG_EFORMAT, "%s: an UNLESS at %u inside another's sentence", card, pc);
      skip_to = pc + len + (uint32_t)arg;
      skip_depth = depth; /* after it popped its condition */
      if (skip_to >= a->code_len)
        return handle_fail(e, MTG_EFORMAT, "%s: the UNLESS at %u skips past the code", card, pc);
    }
    if ((op == OP_EXILE_CAST_FREE || op == OP_EXILE_CAST_FREE_LT) && (pc + len >= a->code_len || code[pc + len] != OP_END))
      return handle_fail(e, MTG_EFORMAT, "%s: EXILE_CAST_FREE at %u is not the last thing its ability does (the cast ends "
                         "the resolution, 608.2g)", card, pc);
    if (op == OP_END && pc + len != a->code_len)
      return handle_fail(e, MTG_EFORMAT, "%s: code after END at %u", card, pc + len);
    if (op == OP_END)
      return layers == a->layers ? 0
             : handle_fail(e, MTG_EFORMAT, "%s: the ability's layers 0x%x are not those of its operations 0x%x", card,
                           a->layers, layers);
    pc += len;
  }
  return handle_fail(e, MTG_EFORMAT, "%s: code does not end with END", card);
}

/* 700.2, 602.2b: a modal activated ability (ACTR_MODAL) is followed by its modes (ACT_MODE), and each mode follows
   one; a mode's "X can't be 0." needs that ability's {X} (act_cost finds it by walking back) */
/* the first of a cost's hybrid symbols (pack_card.hybrid, pack_ability.hybrid) that is not {W/U}, {2/W}, {W/P} or
   {W/U/P} -- or a symbol after a zero -- else -1 */
static int hybrid_bad(const uint8_t *hyb)
{
  for (int k = 0, end = 0; k < PACK_MAX_HYBRID; k++) {
    int h2 = hyb[k], colors = __builtin_popcount((unsigned)(h2 & PACK_HYB_KINDS));
    int ok = (h2 & PACK_HYB_KINDS) < (1 << COLOR__COUNT) &&
             ((h2 & PACK_HYB_TWO) ? !(h2 & PACK_HYB_LIFE) && colors == 1 : colors == 2 || (colors == 1 && (h2 & PACK_HYB_LIFE)));
    if (end ? h2 != 0 : h2 != 0 && !ok)
      return k;
    end |= h2 == 0;
  }
  return -1;
}

static int verify_act_modes(mtg_handle *e, const pack_ability *ab, int n, const char *card)
{
  int parent = -1;
  for (int i = 0; i < n; i++) {
    if (ab[i].kind != ABIL_ACT_MODE) {
      if (parent >= 0 && parent == i - 1)
        return handle_fail(e, MTG_EFORMAT, "%s: a modal activated ability without modes", card);
      parent = (ab[i].act & ACTR_MODAL) ? i : -1;
    } else if (parent < 0 || ((ab[i].act & ACTR_X_NOT_0) && !ab[parent].x))
      return handle_fail(e, MTG_EFORMAT, "%s: a mode that follows no modal activated ability, or 'X can't be 0.' "
                         "without its {X}", card);
  }
  return parent >= 0 && parent == n - 1 ? handle_fail(e, MTG_EFORMAT, "%s: a modal activated ability without modes", card)
                                        : 0;
}

/* 700.2: a modal spell's modes -- ABIL_MODE ("Choose one —", "Choose one or both —") or ABIL_MODE_PART ("Choose two —"),
   not both -- are an instant's or sorcery's; each ABIL_MODES puts two of them together (trig_arg: bit i, the i-th), and
   the modes of "Choose two —" are chosen only that way */
static int verify_spell_modes(mtg_handle *e, const pack_ability *ab, int n, const pack_card *c, const char *card)
{
  int printed = 0, kinds = 0;
  for (int i = 0; i < n; i++) {
    printed += ab[i].kind == ABIL_MODE || ab[i].kind == ABIL_MODE_PART;
    kinds |= PACK_MODE_KIND(ab[i].kind) ? 1 << ab[i].kind : 0;
  }
  if (!kinds)
    return 0;
  if (!(c->types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY))) || printed < 2 ||
      ((kinds & (1 << ABIL_MODE)) && (kinds & (1 << ABIL_MODE_PART))) ||
      ((kinds & (1 << ABIL_MODE_PART)) && !(kinds & (1 << ABIL_MODES))))
    return handle_fail(e, MTG_EFORMAT, "%s: modes of two kinds, fewer than two, modes to choose together with no way "
                       "to, or modes of a card that is no instant or sorcery", card);
  for (int i = 0; i < n; i++)
    if (ab[i].kind == ABIL_MODES && (__builtin_popcount(ab[i].trig_arg) != 2 || (ab[i].trig_arg >> printed)))
      return handle_fail(e, MTG_EFORMAT, "%s: modes chosen together (0x%x) that are not two of its %d modes", card,
                         ab[i].trig_arg, printed);
  return 0;
}

/* an activation cost's {W}..{G}, {C} symbols */
static int colored_cost(const pack_ability *a)
{
  int n = 0;
  for (int m = 0; m < MANA__COUNT; m++)
    n += a->mana_cost[m];
  return n;
}

static int verify_ability(mtg_handle *e, const uint8_t *data, const pack_header *h, const pack_ability *a,
                          const char *card, const pack_card *owner)
{
  if (a->kind >= ABIL__COUNT || a->ntargets > PACK_MAX_TARGETS)
    return handle_fail(e, MTG_EFORMAT, "%s: bad ability kind or target count", card);
  if (a->kind == ABIL_TRIGGERED && a->trigger == TRIG_NO_COUNTERS && a->mana >= CTR__COUNT)
    return handle_fail(e, MTG_EFORMAT, "%s: a state trigger on counter kind %d, of %d", card, a->mana, CTR__COUNT);
  int enters = a->trigger == TRIG_CREATURE_ENTERS || a->trigger == TRIG_ANOTHER_CREATURE_ENTERS ||
               a->trigger == TRIG_ANOTHER_CREATURE_DIES || a->trigger == TRIG_CREATURE_DIES || /* a creature type */
               a->trigger == TRIG_COMBAT_DAMAGE_ONE_OR_MORE; /* tlacards 13 */
  if ((a->wording & ~(PACK_WORD_WHEN | PACK_WORD_CYCLING | PACK_WORD_THIS_TURN | PACK_WORD_UNTAP_IT |
                      PACK_WORD_BARE_LOSE | PACK_WORD_SHORT_NAME | PACK_WORD_ADDITIONAL | PACK_WORD_OUTLAST)) ||
      ((a->wording & PACK_WORD_OUTLAST) && a->kind != ABIL_ACTIVATED) ||
      ((a->wording & PACK_WORD_WHEN) && a->kind != ABIL_TRIGGERED) ||
      ((a->wording & PACK_WORD_THIS_TURN) && a->kind != ABIL_EFFECT) ||
      ((a->wording & PACK_WORD_CYCLING) && (a->kind != ABIL_ACTIVATED || (a->cost & ~PACK_COST_SORCERY))) ||
      (a->trig_arg && a->kind != ABIL_ADDL_COST && a->kind != ABIL_SELF_COST && a->kind != ABIL_MODES && a->kind != ABIL_MANA_TRIG &&
       !((a->kind == ABIL_ENTER_EXTRA || a->kind == ABIL_FLASH_IF || (a->kind == ABIL_MANA && ((a->act & ACTR_IF_CONTROL) || a->mana_amount == MANA_DYN_SUB)) ||
          a->kind == ABIL_STATIC /* fdncards 8: RULE_BLOCK_SUB's creature type */) &&
         (a->trig_arg & (a->kind == ABIL_STATIC ? ~PACK_BLOCK_SUB_NON : 0xffffu)) <= SUB__COUNT) && /* tdmcards 10; tlacards 14 */
       !(a->kind == ABIL_TRIGGERED && (a->trigger == TRIG_OPP_CASTS || a->trigger == TRIG_CREATURE_ATTACKS) &&
         a->trig_arg < (a->trigger == TRIG_OPP_CASTS ? 2u : 1u) << COLOR__COUNT) && /* fdncards 8: OPPCAST_INSTSORC */
       !(a->kind == ABIL_ACTIVATED && (a->act & (ACTR_IF_LANDS | ACTR_LIFE_ABOVE_START)) && a->trig_arg <= 20) && /* fdncards 8, 18 */
       !(a->kind == ABIL_ACTIVATED && (a->act & ACTR_TAP_SUB) && a->trig_arg <= SUB__COUNT) && /* eclcards 10 */
       (a->kind != ABIL_TRIGGERED ||
                       !(((a->trigger == TRIG_CAST_MV || a->trigger == TRIG_ENTERS_OR_CAST_MV) && a->trig_arg <= 30) ||
                         (a->trigger == TRIG_CHAPTER && !(a->trig_arg & 1)) || /* bit N: chapter N >= 1 (714.2a) */
                         ((enters || a->trigger == TRIG_CAST_NONCREATURE_OR) &&
                          a->trig_arg <= SUB__COUNT &&
                          (type_sub_types[a->trig_arg - 1] & BIT(TYPE_CREATURE))) ||
                         ((a->trigger == TRIG_ANOTHER_PERMANENT_ENTERS || a->trigger == TRIG_CAST_SUBTYPE ||
                           a->trigger == TRIG_CAST_ARTIFACT_OR ||
                           a->trigger == TRIG_PERMANENT_ENTERS) && a->trig_arg <= SUB__COUNT) ||
                         ((a->trigger == TRIG_CAST_SUBTYPE || a->trigger == TRIG_PERMANENT_ENTERS) && /* eclcards 7, 13 */
                          a->trig_arg == TRIG_ARG_CHOSEN) ||
                         ((a->trigger == TRIG_CREATURE_COMBAT_DAMAGE || a->trigger == TRIG_CREATURE_DIES || /* eclcards 11 */
                           a->trigger == TRIG_ANOTHER_CREATURE_DIES) && a->trig_arg == TRIG_ARG_COUNTERED) || /* tlacards 19 */
                         (a->trigger == TRIG_CREATURE_DIES && a->trig_arg == TRIG_ARG_NONLAND) || /* tlacards 19 */
                         (a->trigger == TRIG_CREATURE_COMBAT_DAMAGE && a->trig_arg >= TRIG_ARG_WITH_KW && /* fdncards 11 */
                          a->trig_arg < TRIG_ARG_WITH_KW + KW__COUNT) ||
                         (a->trigger == TRIG_THAT_DIES && a->trig_arg == TRIG_ARG_UNDER_YOURS) || /* tdmcards 19 */
                         (a->trigger == TRIG_NEXT_CAST && (a->trig_arg == NEXT_CAST_INSTSORC || /* tdmcards 17 */
                                                           a->trig_arg <= SUB__COUNT)) ||
                         (a->trigger == TRIG_PLUS1_PUT_ANOTHER && (a->trig_arg & TRIG_ARG_NON) && /* fdncards 10 */
                          (a->trig_arg & ~TRIG_ARG_NON) >= 1 && (a->trig_arg & ~TRIG_ARG_NON) <= SUB__COUNT)))) ||
      ((a->act & ACTR_IF_CONTROL) && !a->trig_arg) ||
      ((a->trigger == TRIG_CAST_NONCREATURE_OR || a->trigger == TRIG_CHAPTER || a->trigger == TRIG_PERMANENT_ENTERS ||
        a->trigger == TRIG_ANOTHER_PERMANENT_ENTERS || a->trigger == TRIG_CAST_SUBTYPE ||
        a->trigger == TRIG_CAST_ARTIFACT_OR) && !a->trig_arg))
    return handle_fail(e, MTG_EFORMAT, "%s: bad wording %d or trigger parameter %d for trigger %d", card, a->wording,
                       a->trig_arg, a->trigger);
  if (a->kind == ABIL_TAP_PAY && (!a->mana || (a->mana & ~(TAPPAY_CREATURE | TAPPAY_ARTIFACT | TAPPAY_COLORS)) ||
                                  !(a->mana & (TAPPAY_CREATURE | TAPPAY_ARTIFACT)) || a->code_len != 1))
    return handle_fail(e, MTG_EFORMAT, "%s: a tap-to-pay ability with bits 0x%x, code END", card, a->mana);
  if (a->kind == ABIL_HARMONIZE && (a->cost || a->code_len != 1 || a->mana > PACK_HARM_FLASHBACK ||
                                    !(owner->types & (TYPEBIT(INSTANT) | TYPEBIT(SORCERY)))))
    return handle_fail(e, MTG_EFORMAT, "%s: a harmonize cost is mana only, on an instant or sorcery, code END", card);
  if (a->kind == ABIL_FLASH_IF && (a->ntargets || a->cost || a->code_len != 1 || !a->trig_arg))
    return handle_fail(e, MTG_EFORMAT, "%s: 'as though it had flash if you control a <type>' has a subtype, code END", card);
  if (a->kind == ABIL_SELF_COST && (a->ntargets || a->cost || a->code_len != 1 || a->mana >= SELFCOST__COUNT ||
                                    !a->generic || a->generic > 20 || a->trig_arg > SUB__COUNT ||
                                    (a->mana == SELFCOST_CONTROL_SUB || a->mana == SELFCOST_MORE_TARGETS_SUB ||
                                     a->mana == SELFCOST_LESS_TARGETS_KW || a->mana == SELFCOST_AFFINITY_SUB ||
                                     a->mana == SELFCOST_GREATEST_MV_SUB || /* eclcards 10 */
                                     a->mana == SELFCOST_GAINED_LIFE) !=
                                        (a->trig_arg != 0) ||
                                    (a->mana == SELFCOST_LESS_TARGETS_KW && a->trig_arg > KW__COUNT)))
    return handle_fail(e, MTG_EFORMAT, "%s: a spell's own cost reduction has no targets or cost, {1} to {20}, a known "
                       "count (SELFCOST_*) and code END", card);
  if (a->kind == ABIL_ENTER_EXTRA && (a->ntargets || a->cost || a->code_len != 1 || !a->trig_arg || a->mana >= CTR__COUNT))
    return handle_fail(e, MTG_EFORMAT, "%s: \"Each Dragon you control enters with an additional ...\" has no targets or "
                       "cost, a subtype, a counter kind and code END", card);
  if (a->kind == ABIL_MANA_TRIG && (a->ntargets || a->cost || a->code_len != 1 || !a->trig_arg || a->trig_arg > MTRIG_LAST ||
                                    (a->trig_arg == MTRIG_YOU_CREATURE) != (a->mana != 0) ||
                                    (a->mana & (a->mana - 1)) || a->mana >= BIT(MANA__COUNT)))
    return handle_fail(e, MTG_EFORMAT, "%s: a triggered mana ability has no targets or cost, a known event (MTRIG_*), one "
                       "kind of mana for \"you tap a creature\" only, and code END", card);
  if ((a->kind == ABIL_ANY_NUMBER || a->kind == ABIL_BLOCK_RULE) && (a->ntargets || a->cost || a->code_len != 1))
    return handle_fail(e, MTG_EFORMAT, "%s: \"A deck can have any number of cards named ...\" (or a blocking rule) has no targets or cost, code END",
                       card);
  if (a->kind == ABIL_UNCOUNTERABLE && (a->ntargets || a->cost || a->code_len != 1))
    return handle_fail(e, MTG_EFORMAT, "%s: \"This spell can't be countered.\" has no targets or cost, code END", card);
  if (a->kind == ABIL_ADDL_COST && (a->ntargets || a->cost || a->code_len != 1 || a->x || a->mana > PACK_ADDL_SAC ||
                                    (a->mana == PACK_ADDL_SAC ? a->blight || a->trig_arg || !a->generic /* tlacards 14 */
                                                              : !a->blight == !a->trig_arg) ||
                                    (a->mana == PACK_ADDL_EXILE && (a->blight || a->generic)) ||
                                    a->generic > 20 || a->trig_arg > SUB__COUNT ||
                                    (a->trig_arg && !(type_sub_types[a->trig_arg - 1] & BIT(TYPE_CREATURE)))))
    return handle_fail(e, MTG_EFORMAT, "%s: an additional cost blights N or beholds a creature type (or pays {N} instead, or is optional), "
                       "code END", card);
  if (a->kind == ABIL_ALT_COST && ((a->mana >= COLOR__COUNT && a->mana != PACK_ALT_EVOKE) || a->code_len != 1 ||
                                    (a->mana == PACK_ALT_EVOKE && (a->x || a->cost || !(owner->types & ~(TYPEBIT(INSTANT) |
                                                                                        TYPEBIT(SORCERY)))))))
    return handle_fail(e, MTG_EFORMAT, "%s: an alternative cost exiles a card of color %d, or is evoke's mana (a permanent "
                       "card's, no X), code END", card, a->mana);
  if (a->kind == ABIL_ENTER_COPY && a->mana > PACK_COPY_CHANGELING)
    return handle_fail(e, MTG_EFORMAT, "%s: \"enter as a copy\" with exception %d", card, a->mana);
  if ((a->kind == ABIL_ACTIVATED || (a->kind == ABIL_ALT_COST && a->mana == PACK_ALT_EVOKE)) &&
      hybrid_bad(a->hybrid) >= 0) /* eclcards: the hybrid symbols of its cost (evoke's: eclcards 5) */
    return handle_fail(e, MTG_EFORMAT, "%s: hybrid symbol %d of an activation cost is not two colors, a color and {2}, "
                       "or Phyrexian", card, hybrid_bad(a->hybrid));
  int cast3 = a->kind == ABIL_TRIGGERED && a->trigger == TRIG_CAST_SUBTYPE; /* tlacards 15: only[] the other subtypes */
  for (int k = 0; k < 2 && cast3; k++)
    if (a->only[k] > SUB__COUNT || (k == 1 && a->only[1] && !a->only[0]))
      return handle_fail(e, MTG_EFORMAT, "%s: a cast trigger's further subtype %d", card, a->only[k]);
  for (int k = 0; k < 2 && !cast3 && a->kind != ABIL_ACTIVATED && !(a->kind == ABIL_ALT_COST && a->mana == PACK_ALT_EVOKE); k++) {
    int id = a->only[k] & ONLY_ID, bad = (a->only[k] & (ONLY_PLURAL | ONLY_EACH | ONLY_ABILITIES | ONLY_CHOSEN)) && k > 0;
    int chosen = (a->only[0] & ONLY_CHOSEN) != 0; /* lead: the chosen type (id 0), then a card type only */
    if (chosen && (k == 0 ? id || (a->only[0] & (ONLY_TYPE | ONLY_PLURAL | ONLY_EACH)) : a->only[1] && !(a->only[1] & ONLY_TYPE)))
      bad = 1;
    if (a->only[k] && (a->kind != ABIL_MANA || bad ||
                       (a->only[k] & ONLY_TYPE ? id >= TYPE__COUNT : (id == 0 && !(chosen && k == 0)) || id > SUB__COUNT)))
      return handle_fail(e, MTG_EFORMAT, "%s: a mana restriction 0x%x (mana abilities only: a subtype or a card type)",
                         card, a->only[k]);
  }
  if (a->spare)
    return handle_fail(e, MTG_EFORMAT, "%s: an ability's spare field is %u (it must be 0)", card, a->spare);
  if ((a->act & ~(ACTR_X_NOT_0 | ACTR_YOUR_TURN | ACTR_MODAL | ACTR_REMOVE_X | ACTR_PAY_X_LIFE | ACTR_GY_LEFT | ACTR_FROM_GY |
                  ACTR_ONCE_TURN | ACTR_IF_CONTROL | ACTR_IF_LANDS | ACTR_IF_GY | ACTR_CHOSEN_COLOR | ACTR_REMOVE_KIND |
                  ACTR_TAP_SUB | ACTR_LIFE_ABOVE_START)) ||
      ((a->act & ACTR_LIFE_ABOVE_START) && (a->kind != ABIL_ACTIVATED || (a->act & (ACTR_IF_LANDS | ACTR_TAP_SUB)) ||
                                           !a->trig_arg)) || /* fdncards 18 */
      ((a->act & ACTR_TAP_SUB) && (a->kind != ABIL_ACTIVATED || (a->act & ACTR_IF_LANDS) || !a->trig_arg ||
                                   (a->tap_n & (PACK_TAP_ANOTHER | PACK_TAP_POWER)) || !a->tap_n)) || /* eclcards 10 */
      ((a->act & ACTR_REMOVE_KIND) && (a->kind != ABIL_ACTIVATED || !a->remove || a->mana >= CTR__COUNT)) || /* fdncards 10 */
      ((a->act & ACTR_CHOSEN_COLOR) && (a->act != ACTR_CHOSEN_COLOR || a->kind != ABIL_MANA || !(a->cost & PACK_COST_TAP) ||
                                        a->mana != (1 << COLOR__COUNT) - 1 || a->mana_amount > 1)) || /* fdncards 9 */
      ((a->act & ACTR_IF_LANDS) && !a->trig_arg) || /* fdncards 8: "... if you control N or more lands" */
      ((a->act & ACTR_IF_GY) && !(a->act & ACTR_IF_CONTROL)) ||
      ((a->act & ACTR_IF_CONTROL) && (a->kind != ABIL_MANA || !(a->cost & PACK_COST_TAP))) ||
      ((a->act & ACTR_FROM_GY) && (a->cost & (PACK_COST_TAP | PACK_COST_SACRIFICE | PACK_COST_LOYALTY) ||
                                   (a->extra & PACK_EXTRA_EXILE_GY) || (a->wording & PACK_WORD_CYCLING))) ||
      (a->act && a->kind != ABIL_ACTIVATED && !(a->kind == ABIL_ACT_MODE && a->act == ACTR_X_NOT_0) &&
       !(a->kind == ABIL_MANA && (a->act == ACTR_ONCE_TURN || a->act == ACTR_IF_CONTROL || a->act == ACTR_CHOSEN_COLOR ||
                                  a->act == (ACTR_IF_CONTROL | ACTR_IF_GY))) && /* tdmcards: a filter's "Activate
                                                                  only once each turn."; "Activate only if you control a Dragon." */
       !(a->kind == ABIL_TRIGGERED && a->act == ACTR_MODAL)) || /* fdncards: a modal triggered ability */
      ((a->act & (ACTR_X_NOT_0 | ACTR_REMOVE_X | ACTR_PAY_X_LIFE)) && !a->x && a->kind == ABIL_ACTIVATED) ||
      ((a->act & ACTR_MODAL) && (a->ntargets || a->code_len != 1 || (a->cost & PACK_COST_LOYALTY))) ||
      (a->wording3 & ~(PACK_WORD3_WHERE_X | PACK_WORD3_THEN_THAT | PACK_WORD3_NO_CREATURE | PACK_WORD3_OR_SUB |
                       PACK_WORD3_PRONOUN | PACK_WORD3_SHE | PACK_WORD3_THEN | PACK_WORD3_ECL | PACK_WORD3_SERIAL |
                       PACK_WORD3_YOU)) ||
      ((a->wording3 & PACK_WORD3_SHE) && !(a->wording3 & PACK_WORD3_PRONOUN)) ||
      (a->wording2 & ~(PACK_WORD2_OWNER_OF | PACK_WORD2_IT | PACK_WORD2_FOR_EACH_FIRST | PACK_WORD2_ONCE_TURN |
                                        PACK_WORD2_THIS | PACK_WORD2_IF_DONT | PACK_WORD2_OR_THIS |
                                        PACK_WORD2_NONTOKEN)) ||
      ((a->wording2 & PACK_WORD2_ONCE_TURN) && a->kind != ABIL_TRIGGERED) ||
      ((a->wording2 & PACK_WORD2_OR_THIS) && (a->kind != ABIL_TRIGGERED ||
                                             (a->trigger != TRIG_CREATURE_DIES && a->trigger != TRIG_CREATURE_ENTERS))) ||
      ((a->wording2 & PACK_WORD2_NONTOKEN) && (a->kind != ABIL_TRIGGERED ||
                                               (a->trigger != TRIG_CREATURE_DIES && a->trigger != TRIG_ANOTHER_CREATURE_DIES &&
                                                a->trigger != TRIG_CREATURE_ENTERS && /* fdncards: Arahbo, Lathliss */
                                                a->trigger != TRIG_ANOTHER_CREATURE_ENTERS))) ||
      (a->sac_q & ~(PACK_SACQ_ANOTHER | PACK_SACQ_TOKEN | PACK_SACQ_EXILE | PACK_SACQ_LAND_CARD)) ||
      ((a->sac_q & PACK_SACQ_LAND_CARD) && !(a->cost & PACK_COST_DISCARD)) ||
      ((a->sac_q & (PACK_SACQ_ANOTHER | PACK_SACQ_TOKEN)) && !(a->cost & PACK_COST_SAC_CREATURE)) ||
      ((a->sac_q & PACK_SACQ_EXILE) && !(a->cost & PACK_COST_SACRIFICE)) ||
      (a->sac_q && a->kind != ABIL_ACTIVATED))
    return handle_fail(e, MTG_EFORMAT, "%s: activation restrictions 0x%x (activated abilities; 'X can't be 0' and "
                       "'Remove X' and 'Pay X life' with {X}; a modal one's code END)", card, a->act);
  if (a->kind == ABIL_ACT_MODE && (a->cost || a->generic || a->x || a->blight || a->remove || a->tap_n || a->life ||
                                   a->extra || a->mana_cost[0] | a->mana_cost[1] |
                                   a->mana_cost[2] | a->mana_cost[3] | a->mana_cost[4] | a->mana_cost[5]))
    return handle_fail(e, MTG_EFORMAT, "%s: a mode of an activated ability has no cost of its own", card);
  if (a->kind == ABIL_MANA && a->only[1] && !a->only[0])
    return handle_fail(e, MTG_EFORMAT, "%s: a second mana restriction without a first", card);
  int amount = a->mana_amount & ~MANA_ONE_COLOR; /* lead: the one-color bit aside */
  if ((amount > 3 && amount < MANA_DYN_SUB) || amount > MANA_DYN_LAST || (a->mana_amount && a->kind != ABIL_MANA) ||
      ((a->mana_amount & MANA_ONE_COLOR) && (((amount < 2 || amount > 3) && amount != MANA_DYN_SHARED) ||
                                             a->mana != (1 << COLOR__COUNT) - 1 || a->only[0] || a->cost != PACK_COST_TAP ||
                                             a->act)) ||
      (amount == MANA_DYN_SHARED && !(a->mana_amount & MANA_ONE_COLOR)))
    return handle_fail(e, MTG_EFORMAT, "%s: a mana amount of %d (at most 3, or a counted one; mana abilities only; 2 or 3 "
                       "of any one color from a plain {T} ability)", card,
                       a->mana_amount);
  if (a->mana_amount == MANA_DYN_SUB && (a->trig_arg == 0 || a->trig_arg > SUB__COUNT || (a->act & ACTR_IF_CONTROL)))
    return handle_fail(e, MTG_EFORMAT, "%s: mana for each permanent of no subtype", card);
  if ((a->mana_amount & MANA_DYN) && (!(a->cost & PACK_COST_TAP) ||
                                      (__builtin_popcount(a->mana) != 1 && !(a->mana_amount & MANA_ONE_COLOR))))
    return handle_fail(e, MTG_EFORMAT, "%s: a counted amount of mana is of one kind, from a {T} ability", card);
  if (a->flags & ~(PACK_ABF_CDA | PACK_ABF_GRAVEYARD | PACK_ABF_EQUIP | PACK_ABF_SAYS_THIS | PACK_ABF_THE_BATTLEFIELD |
                   PACK_ABF_COST_NAMED | PACK_ABF_YOU_DRAW | PACK_ABF_GRANTED) ||
      ((a->flags & PACK_ABF_GRANTED) && a->kind != ABIL_TRIGGERED) ||
      ((a->flags & PACK_ABF_YOU_DRAW) && a->kind != ABIL_SPELL && a->kind != ABIL_TRIGGERED &&
       a->kind != ABIL_ACT_MODE) ||
      ((a->flags & (PACK_ABF_CDA | PACK_ABF_GRAVEYARD)) && a->kind != ABIL_STATIC) ||
      ((a->flags & (PACK_ABF_EQUIP | PACK_ABF_COST_NAMED)) && a->kind != ABIL_ACTIVATED) ||
      ((a->flags & PACK_ABF_THE_BATTLEFIELD) && a->kind != ABIL_TRIGGERED) ||
      ((a->flags & PACK_ABF_SAYS_THIS) && a->kind != ABIL_ACTIVATED && a->kind != ABIL_TRIGGERED &&
       a->kind != ABIL_ACT_MODE))
    return handle_fail(e, MTG_EFORMAT, "%s: unknown ability flags 0x%x or flags on the wrong kind of ability", card,
                       a->flags);
  if (a->extra & ~(PACK_EXTRA_EXILE_GY | PACK_EXTRA_MOBILIZE | PACK_EXTRA_EXILE_TOP_GY | PACK_EXTRA_EXHAUST |
                   PACK_EXTRA_WATERBEND | PACK_EXTRA_RECONFIGURE | PACK_EXTRA_UNATTACH | PACK_EXTRA_EQUAL_TO) ||
      ((a->extra & (PACK_EXTRA_EXILE_TOP_GY | PACK_EXTRA_EXHAUST | PACK_EXTRA_RECONFIGURE | PACK_EXTRA_UNATTACH)) &&
       a->kind != ABIL_ACTIVATED) ||
      ((a->extra & PACK_EXTRA_WATERBEND) && a->kind != ABIL_ACTIVATED && a->kind != ABIL_KICKER) || /* tlacards 17 */
      ((a->extra & PACK_EXTRA_EXILE_GY) && (a->kind != ABIL_ACTIVATED || (a->cost & (PACK_COST_TAP |
      PACK_COST_SACRIFICE | PACK_COST_LOYALTY)) || (a->wording & PACK_WORD_CYCLING))) ||
      ((a->extra & PACK_EXTRA_MOBILIZE) && (a->kind != ABIL_TRIGGERED || a->trigger != TRIG_ATTACKS)))
    return handle_fail(e, MTG_EFORMAT, "%s: bad extra cost bits 0x%x, or a graveyard cost on the wrong ability", card,
                       a->extra);
  if ((((a->blight && a->kind != ABIL_ADDL_COST) || a->remove || a->life) && a->kind != ABIL_ACTIVATED) ||
      (a->tap_n && a->kind != ABIL_ACTIVATED &&
       (a->kind != ABIL_MANA || a->tap_n != 1 || a->cost != PACK_COST_TAP || a->generic || a->mana_amount > 1 || a->only[0] ||
        a->act)) || /* lead: "{T}, Tap an untapped creature you control: Add one mana of any color." (Springleaf Drum) */
      a->blight > 20 ||
      a->remove > 20 || (a->tap_n & PACK_TAP_COUNT) > 20 || (a->tap_n && !(a->tap_n & PACK_TAP_COUNT)) ||
      a->life > 99)
    return handle_fail(e, MTG_EFORMAT, "%s: a blight, counter, tap or life cost out of range or on the wrong ability",
                       card);
  if (a->cost & ~(PACK_COST_TAP | PACK_COST_SACRIFICE | PACK_COST_SORCERY | PACK_COST_LOYALTY | PACK_COST_DISCARD_RANDOM |
                  PACK_COST_DISCARD | PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE))
    return handle_fail(e, MTG_EFORMAT, "%s: unknown cost bits 0x%x", card, a->cost);
  if ((a->cost & (PACK_COST_DISCARD_RANDOM | PACK_COST_DISCARD | PACK_COST_SAC_ARTIFACT | PACK_COST_SAC_CREATURE)) &&
      ((a->kind != ABIL_ACTIVATED &&
        (a->kind != ABIL_SPELL || (a->cost & ~(PACK_COST_DISCARD | PACK_COST_SAC_CREATURE)))) || /* an additional cost */
       (a->cost & (PACK_COST_DISCARD_RANDOM | PACK_COST_DISCARD)) ==
                                        (PACK_COST_DISCARD_RANDOM | PACK_COST_DISCARD)))
    return handle_fail(e, MTG_EFORMAT, "%s: a discard or sacrifice cost on the wrong ability, or two discards", card);
  if ((a->loyalty && !(a->cost & PACK_COST_LOYALTY)) || ((a->cost & PACK_COST_LOYALTY) && a->kind != ABIL_ACTIVATED) ||
      a->upto >= (1u << a->ntargets))
    return handle_fail(e, MTG_EFORMAT, "%s: loyalty cost or \"up to one\" targets on the wrong ability", card);
  if (a->cond >= COND__COUNT || (a->cond && a->kind != ABIL_TRIGGERED && a->kind != ABIL_REPLACEMENT) ||
      a->word >= AWORD__COUNT)
    return handle_fail(e, MTG_EFORMAT, "%s: bad trigger condition %d or ability word %d", card, a->cond, a->word);
  if (a->kind == ABIL_ENCHANT && (a->ntargets != 1 || a->code_len != 1))
    return handle_fail(e, MTG_EFORMAT, "%s: an enchant ability has one target kind and no code of its own", card);
  int wants_trigger = a->kind == ABIL_TRIGGERED || a->kind == ABIL_REPLACEMENT;
  if (a->kind == ABIL_MANA && (a->mana == 0 || a->mana >= (1u << MANA__COUNT) || a->ntargets ||
                               (a->cost & ~(PACK_COST_TAP | PACK_COST_SACRIFICE)) ||
                               (!(a->cost & PACK_COST_TAP) && (a->cost || a->generic != 1 || a->x || a->mana_amount > 1 || a->only[0] ||
                                                                 colored_cost(a))) ||
                               ((a->cost & PACK_COST_TAP) && (a->generic > 1 || a->x || colored_cost(a) ||
                                                              (a->generic && (a->cost != PACK_COST_TAP || a->mana_amount > 1 ||
                                                                              a->only[0] || (a->act & ACTR_ONCE_TURN)))))))
    return handle_fail(e, MTG_EFORMAT, "%s: a mana ability needs {T} (and at most a sacrifice of itself) or else the cost "
                       "{1} or {1}, {T} (a filter: one mana, unrestricted), mana to add, and no target", card);
  if (a->trigger >= TRIG__COUNT || wants_trigger != (a->trigger != TRIG_NONE))
    return handle_fail(e, MTG_EFORMAT, "%s: bad trigger %d for a %s ability", card, a->trigger,
                       wants_trigger ? "triggered or replacement" : "plain");
  if (a->mana_first > MANA__COUNT || (a->mana_first && !(a->mana & (1u << (a->mana_first - 1)))))
    return handle_fail(e, MTG_EFORMAT, "%s: a mana ability's first color is not one it adds", card);
  for (int t = 0; t < a->ntargets; t++)
    if (a->target[t] >= TGT__COUNT)
      return handle_fail(e, MTG_EFORMAT, "%s: unknown target kind %d", card, a->target[t]);
  if (!string_ok(data, h, a->text))
    return handle_fail(e, MTG_EFORMAT, "%s: ability text out of bounds", card);
  if ((uint64_t)a->code + a->code_len > h->code_size || a->code_len == 0)
    return handle_fail(e, MTG_EFORMAT, "%s: ability code out of bounds", card);
  if (a->kind == ABIL_ENTER_CHOICE && (a->ntargets || a->code_len != 3 || data[h->code_off + a->code] != OP_CHOOSE))
    return handle_fail(e, MTG_EFORMAT, "%s: an enter-choice ability's code is CHOOSE kind; END, with no target", card);
  pack_tables t = {(const pack_card *)(data + h->cards_off), h->ncards, (const pack_ability *)(data + h->abil_off)};
  return verify_code(e, data + h->code_off + a->code, a, card, &t, owner);
}

/* a multi-faced card's faces name each other, share a layout, and exactly one is the back (712, 720) */
static int verify_face(mtg_handle *e, const uint8_t *data, const pack_header *h, const pack_card *c, const char *name)
{
  const pack_card *cards = (const pack_card *)(data + h->cards_off);
  uint32_t self = (uint32_t)(c - cards);
  if (c->layout >= PACK_LAYOUT__COUNT || !c->layout != (c->face == PACK_NONE))
    return handle_fail(e, MTG_EFORMAT, "%s: a layout without a face, or a face without a layout", name);
  if (c->face == PACK_NONE)
    return (c->pt_flags & PACK_BACK_FACE) ? handle_fail(e, MTG_EFORMAT, "%s: a back face without a front", name) : 0;
  const pack_card *o = c->face < h->ncards ? &cards[c->face] : NULL;
  if (!o || o->face != self || o->layout != c->layout || !(o->pt_flags & PACK_BACK_FACE) == !(c->pt_flags & PACK_BACK_FACE) ||
      ((c->pt_flags | o->pt_flags) & (PACK_TOKEN | PACK_EMBLEM)))
    return handle_fail(e, MTG_EFORMAT, "%s: its other face is not a face of it", name);
  return 0;
}

static int verify_card(mtg_handle *e, const uint8_t *data, const pack_header *h, const pack_card *c)
{
  if (!string_ok(data, h, c->name) || !string_ok(data, h, c->set) || !string_ok(data, h, c->text))
    return handle_fail(e, MTG_EFORMAT, "a card's name, set or text lies outside the string section");
  const char *name = (const char *)data + h->str_off + c->name;
  if (!(c->types & BIT(TYPE_BATTLE)) != !c->defense)
    return handle_fail(e, MTG_EFORMAT, "%s: a battle needs a defense, and only a battle has one (310.4)", name);
  if (hybrid_bad(c->hybrid) >= 0)
    return handle_fail(e, MTG_EFORMAT, "%s: hybrid symbol %d is not two colors, a color and {2}, or Phyrexian", name,
                       hybrid_bad(c->hybrid));
  if (verify_face(e, data, h, c, name))
    return MTG_EFORMAT;
  if ((c->ward_mana || c->ward_life) && !(c->keywords & KWBIT(WARD)))
    return handle_fail(e, MTG_EFORMAT, "%s: a ward cost without ward", name);
  if ((uint32_t)c->abil_first + c->abil_count > h->nabilities)
    return handle_fail(e, MTG_EFORMAT, "%s: abilities out of range", name);
  if (c->types >= (1u << TYPE__COUNT) || c->supertypes >= (1u << SUPER__COUNT) || c->colors >= (1u << COLOR__COUNT) ||
      card_keywords(c) >= ((uint64_t)1 << KW__COUNT))
    return handle_fail(e, MTG_EFORMAT, "%s: unknown type, supertype, color or keyword bits", name);
  for (int i = 0; i < PACK_MAX_SUBTYPES; i++)
    if (c->subtypes[i] != PACK_NONE && c->subtypes[i] >= SUB__COUNT)
      return handle_fail(e, MTG_EFORMAT, "%s: unknown subtype %d", name, c->subtypes[i]);
  const pack_ability *ab = (const pack_ability *)(data + h->abil_off);
  for (int i = 0; i < c->abil_count; i++)
    if (verify_ability(e, data, h, &ab[c->abil_first + i], name, c))
      return MTG_EFORMAT;
  return verify_act_modes(e, ab + c->abil_first, c->abil_count, name) ||
         verify_spell_modes(e, ab + c->abil_first, c->abil_count, c, name);
}

int pack_verify(mtg_handle *e, const uint8_t *data, size_t size)
{
  pack_header h;
  if (verify_header(e, data, size, &h))
    return MTG_EFORMAT;
  if (h.str_size == 0 || data[h.str_off + h.str_size - 1] != '\0')
    return handle_fail(e, MTG_EFORMAT, "the string section is not NUL-terminated");
  const pack_card *cards = (const pack_card *)(data + h.cards_off);
  for (uint32_t i = 0; i < h.ncards; i++) {
    if (verify_card(e, data, &h, &cards[i]))
      return MTG_EFORMAT;
    const char *s = (const char *)data + h.str_off;
    if (i > 0 && strcmp(s + cards[i - 1].name, s + cards[i].name) >= 0)
      return handle_fail(e, MTG_EFORMAT, "card table not sorted by name at \"%s\"", s + cards[i].name);
  }
  return 0;
}

/* what a static or continuous-effect ability's code reads and in which layers it removes abilities */
static void ability_facts(mtg_pack *p, uint32_t i)
{
  const pack_ability *a = &p->abils[i];
  const uint8_t *code = p->code + a->code;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    switch (op_at(code + pc)) {
    case OP_F_YOURS: case OP_F_OPPONENTS: case OP_F_TARGET_PLAYER: p->abil_reads[i] |= PACK_READS_CONTROL; break;
    case OP_CONTROL_SUBTYPE: case OP_CONTROL_LAND_SUPER: case OP_CONTROL_OTHER_SUB: case OP_LANDS_OR_SUB:
    case OP_CONTROL_BASIC_SUB: /* fdncards */
      p->abil_reads[i] |= PACK_READS_CONTROL | PACK_READS_TYPE;
      break;
    case OP_ENTERED: p->abil_reads[i] |= PACK_READS_ENTERED | PACK_READS_TURN; break; /* a creature enters; a turn resets */
    case OP_COND: /* tlacards 15: a condition in a static ability -- permanents, their types, what entered this turn */
      p->abil_reads[i] |= PACK_READS_CONTROL | PACK_READS_TYPE | PACK_READS_ENTERED | PACK_READS_TURN;
      break;
    case OP_F_TYPE: case OP_F_NOT_TYPE: case OP_F_SUBTYPE: case OP_F_NOT_SUBTYPE: case OP_F_SUPER: case OP_F_NOT_SUPER:
    case OP_F_SUBTYPE_EITHER: case OP_F_CHOSEN_TYPE: case OP_F_OTHER_UNLESS:
      p->abil_reads[i] |= PACK_READS_TYPE;
      break;
    case OP_F_COLOR: case OP_F_CHOSEN_COLOR: p->abil_reads[i] |= PACK_READS_COLOR; break;
    case OP_COLOR_PERMANENTS: p->abil_reads[i] |= PACK_READS_CONTROL | PACK_READS_COLOR; break; /* on the battlefield */
    case OP_F_ANYWHERE: p->abil_reads[i] |= PACK_READS_ANYWHERE; break;
    case OP_F_YOURS_ANYWHERE: p->abil_reads[i] |= PACK_READS_ANYWHERE | PACK_READS_CONTROL; break;
    case OP_F_NO_ABILITIES: case OP_F_NO_KEYWORD: case OP_F_KEYWORD: p->abil_reads[i] |= PACK_READS_ABILITIES; break;
    case OP_F_UNTAPPED: case OP_F_TAPPED: p->abil_reads[i] |= PACK_READS_TAPPED; break;
    case OP_F_ATTACKING: p->abil_reads[i] |= PACK_READS_ATTACKING; break;
    case OP_YOUR_TURN: p->abil_reads[i] |= PACK_READS_TURN; break;
    case OP_POOL_SIZE: p->abil_reads[i] |= PACK_READS_POOL; break; /* lead: mana comes and goes without a zone change */
    case OP_LIFE: p->abil_reads[i] |= PACK_READS_LIFE; break; /* fdncards 11b: a life total changes without a zone change */
    case OP_HAND_SIZE: p->abil_reads[i] |= PACK_READS_HAND; break;
    case OP_DRAWS: p->abil_reads[i] |= PACK_READS_HAND | PACK_READS_TURN; break; /* a draw fills a hand; a turn resets it */
    case OP_DEVOTION: p->abil_reads[i] |= PACK_READS_CONTROL; break; /* the permanents you control (700.5) */
    case OP_LOSE_ABILITIES: case OP_LOSE_OTHER_ABILITIES: case OP_SET_LAND_TYPE: case OP_LOSE_NONMANA:
      p->abil_removes[i] |= (uint16_t)BIT(op_table[op_at(code + pc)].layer);
      break;
    default: break;
    }
  }
}

static mtg_pack *pack_new(void)
{
  mtg_pack *p = calloc(1, sizeof *p);
  if (p)
    handle_init(&p->h, HANDLE_PACK);
  return p;
}

/* takes ownership of data; on failure frees it and leaves the pack empty with its error set */
/* the printed values of the fields power .. mana (then keywords_hi) of card `card` of pack p, into out (OBJ_PRINTED_SIZE + 1 bytes): what
   obj_reset_characteristics (zone.c) copies; made once as the pack loads */
static void obj_printed(const mtg_pack *p, int card, uint8_t *out)
{
  _Static_assert(OBJ_PRINTED_SIZE < PACK_PRINTED_STRIDE, "PACK_PRINTED_STRIDE holds the fields power .. mana and keywords_hi");
  _Static_assert(OBJ_PRINTED_SIZE == 27, "a field was added among power .. mana: set it here or move it out");
  const pack_card *c = &p->cards[card];
  obj ob;
  memset(&ob, 0, sizeof ob);
  ob.power = c->power;
  ob.toughness = c->toughness;
  ob.keywords = c->keywords;
  ob.types = c->types;
  ob.colors = c->colors;
  ob.supertypes = c->supertypes;
  for (int i = 0; i < OBJ_SUBTYPES; i++)
    ob.subtypes[i] = i < PACK_MAX_SUBTYPES ? c->subtypes[i] : NONE;
  ob.all_types = (c->keywords & KWBIT(CHANGELING)) != 0; /* 702.73a: a CDA, in every zone (604.3) */
  ob.lost = 0;
  ob.mana = p->land_mana[card];
  memcpy(out, (const uint8_t *)&ob + OBJ_PRINTED_AT, OBJ_PRINTED_SIZE);
  out[OBJ_PRINTED_SIZE] = c->keywords_hi; /* obj.keywords_hi, which lies outside the block */
}

static void pack_adopt(mtg_pack *p, uint8_t *data, size_t size)
{
  if (pack_verify(&p->h, data, size)) {
    free(data);
    return;
  }
  p->data = data;
  p->size = size;
  p->hdr = (const pack_header *)data;
  p->cards = (const pack_card *)(data + p->hdr->cards_off);
  p->abils = (const pack_ability *)(data + p->hdr->abil_off);
  p->code = data + p->hdr->code_off;
  p->str = (const char *)data + p->hdr->str_off;
  p->land_mana = calloc(p->hdr->ncards + 1, 1);
  p->abil_mana = calloc(p->hdr->ncards + 1, 1);
  p->mana_amount = calloc(p->hdr->ncards + 1, 1);
  p->mana_sac = calloc(p->hdr->ncards + 1, 1);
  p->mana_only = calloc(p->hdr->ncards + 1, 1);
  p->mana_only_abil = calloc(p->hdr->ncards + 1, sizeof *p->mana_only_abil);
  p->mana_dyn = calloc(p->hdr->ncards + 1, sizeof *p->mana_dyn);
  p->mana_filter = calloc(p->hdr->ncards + 1, 1);
  p->mana_if_sub = calloc(p->hdr->ncards + 1, sizeof *p->mana_if_sub);
  p->mana_value = calloc(p->hdr->ncards + 1, 1);
  p->min_mana = calloc(p->hdr->ncards + 1, 1);
  p->card_trig = calloc(p->hdr->ncards + 1, sizeof *p->card_trig);
  p->card_cycles = calloc(p->hdr->ncards + 1, 1);
  p->abil_kinds = calloc(p->hdr->ncards + 1, sizeof *p->abil_kinds);
  p->printed = calloc(p->hdr->ncards + 1, PACK_PRINTED_STRIDE);
  p->abil_reads = calloc(p->hdr->nabilities + 1, sizeof *p->abil_reads);
  p->abil_removes = calloc(p->hdr->nabilities + 1, sizeof *p->abil_removes);
  if (!p->land_mana || !p->abil_mana || !p->mana_amount || !p->mana_sac || !p->mana_only || !p->mana_only_abil || !p->mana_dyn || !p->mana_filter || !p->mana_if_sub || !p->mana_value || !p->min_mana || !p->card_trig || !p->card_cycles || !p->abil_kinds || !p->printed || !p->abil_reads || !p->abil_removes) {
    handle_fail(&p->h, MTG_ENOMEM, "out of memory");
    return;
  }
  for (uint32_t i = 0; i < p->hdr->ncards; i++) {
    const pack_card *c = &p->cards[i], *m0 = c;
    if (c->layout == PACK_LAYOUT_TRANSFORM && (c->pt_flags & PACK_BACK_FACE))
      m0 = &p->cards[c->face]; /* 712.8: a transformed permanent's mana value is its front face's */
    int mv = m0->generic;
    for (int m = 0; m < MANA__COUNT; m++)
      mv += m0->cost[m];
    for (int k = 0; k < PACK_MAX_HYBRID && m0->hybrid[k]; k++)
      mv += m0->hybrid[k] & PACK_HYB_TWO ? 2 : 1; /* 202.3f: a hybrid symbol counts its largest part ({2/W}: 2); a
                                                    Phyrexian symbol counts one (202.3) */
    p->mana_value[i] = (uint8_t)(mv > 255 ? 255 : mv);
    int least = c->generic; /* its own cost paid with the fewest mana: {2/W} with one, {W/P} with life */
    for (int m = 0; m < MANA__COUNT; m++)
      least += c->cost[m];
    for (int k = 0; k < PACK_MAX_HYBRID; k++)
      least += c->hybrid[k] && !(c->hybrid[k] & PACK_HYB_LIFE);
    p->min_mana[i] = (uint8_t)(least > 255 ? 255 : least);
    for (int k = 0; k < PACK_MAX_SUBTYPES && c->subtypes[k] != PACK_NONE; k++)
      if (c->subtypes[k] <= SUB_FOREST) /* the basic land types come first, in WUBRG order */
        p->land_mana[i] |= (uint8_t)(1u << (c->subtypes[k] - SUB_PLAINS));
    for (int k = 0; k < c->abil_count; k++) {
      const pack_ability *ma = &p->abils[c->abil_first + k];
      _Static_assert(ABIL__COUNT <= 32, "abil_kinds holds a bit per ability kind");
      p->abil_kinds[i] |= 1u << ma->kind;
      if (ma->kind == ABIL_TRIGGERED)
        p->card_trig[i] |= ma->trigger == TRIG_ENTERS_OR_DIES      ? trig_bit(TRIG_ENTERS) | trig_bit(TRIG_DIES)
                           : ma->trigger == TRIG_ENTERS_OR_ATTACKS ? trig_bit(TRIG_ENTERS) | trig_bit(TRIG_ATTACKS)
                           : ma->trigger == TRIG_ENTERS_OR_TRANSFORMS ? trig_bit(TRIG_ENTERS) | trig_bit(TRIG_TRANSFORMS)
                           : ma->trigger == TRIG_POWER4_ENTERS ? trig_bit(TRIG_CREATURE_ENTERS) /* fdncards */
                           : ma->trigger == TRIG_ANOTHER_POWER2_ENTERS ? trig_bit(TRIG_ANOTHER_CREATURE_ENTERS)
                           : ma->trigger == TRIG_CREATURES_ATTACK || ma->trigger == TRIG_ATTACK_WITH3 ? trig_bit(TRIG_YOU_ATTACK)
                           : ma->trigger == TRIG_ENTERS_OR_CAST_MV ? trig_bit(TRIG_ENTERS) | trig_bit(TRIG_CAST_MV) /* eclcards */
                           : ma->trigger == TRIG_ENTERS_OR_TAPPED ? trig_bit(TRIG_ENTERS) | trig_bit(TRIG_BECOMES_TAPPED)
                           : ma->trigger == TRIG_CAST_OR_ENTERS_FROM_EXILE /* tlacards 18 */
                             ? trig_bit(TRIG_CAST_FROM_EXILE) | trig_bit(TRIG_ENTERS_FROM_EXILE)
                                                                   : trig_bit(ma->trigger);
      if (ma->wording & PACK_WORD_CYCLING)
        p->card_cycles[i] = 1;
      if (pack_gy_ability(ma))
        p->card_cycles[i] |= PACK_ZONE_ACT_GY;
      if (ma->kind == ABIL_HARMONIZE)
        p->card_cycles[i] |= PACK_ZONE_CAST_GY;
      if (ma->kind == ABIL_ACTIVATED || pack_gains_gy(p, ma))
        p->card_cycles[i] |= PACK_ZONE_ACT_BF;
      if (ma->kind != ABIL_MANA)
        continue;
      if (!(ma->cost & PACK_COST_TAP) || ma->generic) { /* tdmcards: "{1}: Add {R}, {W}, or {B}." -- a filter, not a {T}
                                                           source; lead: "{1}, {T}: Add one mana of any color." */
        p->mana_filter[i] |= (uint8_t)(ma->mana | (ma->cost & PACK_COST_TAP ? MFILT_TAP : 0));
        continue;
      }
      p->abil_mana[i] |= ma->mana;
      if (ma->act & ACTR_CHOSEN_COLOR) /* fdncards 9: Heraldic Banner */
        p->card_cycles[i] |= PACK_MANA_CHOSEN;
      if (ma->act & ACTR_IF_CONTROL) /* tdmcards 10: Mox Jasper */
        p->mana_if_sub[i] = (uint16_t)(ma->trig_arg | ((ma->act & ACTR_IF_GY) ? MANA_IF_GY : 0)); /* eclcards: or a
                                                                                       graveyard card's (Lys Alana Dignitary) */
      if (ma->only[0]) {
        p->mana_only[i] |= ma->mana;
        if (!p->mana_only_abil[i])
          p->mana_only_abil[i] = (uint16_t)(c->abil_first + (uint32_t)k + 1);
      }
      if (ma->cost & PACK_COST_SACRIFICE)
        p->mana_sac[i] = 1;
      if (ma->mana_amount & MANA_ONE_COLOR) /* lead: "Add three mana of any one color." (Gilded Lotus) */
        p->card_cycles[i] |= PACK_MANA_ONE;
      if (ma->tap_n) /* lead: "{T}, Tap an untapped creature you control: Add ..." (Springleaf Drum) */
        p->card_cycles[i] |= PACK_MANA_TAPC;
      if (ma->mana_amount & MANA_DYN) /* lead: counted as it is used (mana.c) */
        p->mana_dyn[i] = (uint16_t)(c->abil_first + (uint32_t)k + 1);
      else if ((ma->mana_amount & MANA_AMOUNT_LOW) > (p->mana_amount[i] & MANA_AMOUNT_N)) /* the most; restricted until an unrestricted one says as much */
        p->mana_amount[i] = (uint8_t)((ma->mana_amount & MANA_AMOUNT_LOW) | (ma->only[0] ? MANA_AMOUNT_ONLY : 0));
      else if ((ma->mana_amount & MANA_AMOUNT_LOW) == (p->mana_amount[i] & MANA_AMOUNT_N) && !ma->only[0])
        p->mana_amount[i] &= MANA_AMOUNT_N;
    }
    for (int k = 0; k < c->abil_count; k++) /* a kind an unrestricted ability or a land type makes too is free */
      if (p->abils[c->abil_first + k].kind == ABIL_MANA && !p->abils[c->abil_first + k].only[0] &&
          (p->abils[c->abil_first + k].cost & PACK_COST_TAP) && !p->abils[c->abil_first + k].generic) /* not a filter's */
        p->mana_only[i] &= (uint8_t)~p->abils[c->abil_first + k].mana;
    p->mana_only[i] &= (uint8_t)~p->land_mana[i];
    p->land_mana[i] |= p->abil_mana[i];
    if (!p->mana_only[i] && !p->mana_sac[i] && !p->mana_if_sub[i] && !p->mana_dyn[i] && (p->mana_amount[i] & MANA_AMOUNT_N) <= 1 &&
        !(p->card_cycles[i] & PACK_MANA_TAPC))
      p->card_cycles[i] |= PACK_MANA_PLAIN;
    obj_printed(p, (int)i, p->printed + (size_t)i * PACK_PRINTED_STRIDE);
  }
  for (uint32_t i = 0; i < p->hdr->ncards; i++) /* the verified abilities: those of cards */
    for (int k = 0; k < p->cards[i].abil_count; k++)
      ability_facts(p, p->cards[i].abil_first + (uint32_t)k);
  p->ncards = p->hdr->ncards;
  if (p->ncards == 0)
    handle_fail(&p->h, MTG_EFORMAT, "the pack has no cards");
}

MTG_API mtg_pack *mtg_pack_load_memory(const void *data, size_t size)
{
  mtg_pack *p = pack_new();
  if (!p)
    return NULL;
  if (!data) {
    handle_fail(&p->h, MTG_EINVAL, "NULL pack data");
    return p;
  }
  uint8_t *copy = malloc(size ? size : 1); /* an 8-aligned private copy */
  if (!copy) {
    handle_fail(&p->h, MTG_ENOMEM, "out of memory");
    return p;
  }
  memcpy(copy, data, size);
  pack_adopt(p, copy, size);
  return p;
}

MTG_API mtg_pack *mtg_pack_load(const char *path)
{
  mtg_pack *p = pack_new();
  if (!p)
    return NULL;
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f) {
    handle_fail(&p->h, MTG_EIO, "%s: cannot open the pack", path ? path : "(NULL path)");
    return p;
  }
  long n = -1;
  if (fseek(f, 0, SEEK_END) == 0)
    n = ftell(f);
  uint8_t *data = n >= 0 && n < (1L << 30) ? malloc((size_t)n + 1) : NULL;
  if (!data || fseek(f, 0, SEEK_SET) != 0 || fread(data, 1, (size_t)n, f) != (size_t)n) {
    free(data);
    handle_fail(&p->h, MTG_EIO, "%s: cannot read the pack", path);
  } else {
    pack_adopt(p, data, (size_t)n);
    if (p->h.code) {
      char msg[HANDLE_MSG];
      snprintf(msg, sizeof msg, "%s", p->h.msg);
      handle_fail(&p->h, p->h.code, "%s: %s", path, msg);
    }
  }
  fclose(f);
  return p;
}

MTG_API void mtg_pack_free(mtg_pack *p)
{
  if (!p || p->h.magic != HANDLE_PACK)
    return;
  p->h.magic = 0;
  free(p->data);
  free(p->land_mana);
  free(p->abil_mana);
  free(p->mana_amount);
  free(p->mana_sac);
  free(p->mana_only);
  free(p->mana_only_abil);
  free(p->mana_dyn);
  free(p->mana_filter);
  free(p->mana_if_sub);
  free(p->mana_value);
  free(p->min_mana);
  free(p->card_trig);
  free(p->card_cycles);
  free(p->abil_kinds);
  free(p->printed);
  free(p->abil_reads);
  free(p->abil_removes);
  free(p);
}

MTG_API int mtg_pack_card_count(const mtg_pack *p)
{
  return p && p->h.magic == HANDLE_PACK ? (int)p->ncards : MTG_EINVAL;
}

MTG_API int mtg_pack_find_card(const mtg_pack *p, const char *name)
{
  if (!p || p->h.magic != HANDLE_PACK || !name)
    return MTG_EINVAL;
  int lo = 0, hi = (int)p->ncards - 1;
  while (lo <= hi) {
    int mid = (lo + hi) / 2, c = strcmp(pack_str(p, p->cards[mid].name), name);
    if (c == 0)
      return mid;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return MTG_ENOTFOUND;
}

MTG_API const char *mtg_pack_card_name(const mtg_pack *p, int card)
{
  if (!p || p->h.magic != HANDLE_PACK || card < 0 || (uint32_t)card >= p->ncards)
    return NULL;
  return pack_str(p, p->cards[card].name);
}
