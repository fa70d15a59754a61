/* vm.h: the bytecode VM's interface and its dispatch macros (switch or computed goto, see config.h). */
#ifndef MTG_VM_H
#define MTG_VM_H

#include "config.h"
#include "game.h"
#include "opcodes.h"

/* operand-stack values are int32: numbers, or references -- a player or an object, or none */
#define VM_REF_NONE ((int32_t)NONE)
static inline int32_t vm_ref(uint16_t t) { return (int32_t)t; } /* object id or PLAYER_REF(p) */

/* what changed one object in one recompute, in applied order (the explain API) */
#define LAY_TRACE 64
typedef struct lay_step {
  int8_t layer;          /* LAYER_* */
  uint16_t op;           /* the operation (OP_*, page 2 too), OP_COUNTERS for +1/+1 and -1/-1 counters */
  uint16_t source;       /* the object whose ability or spell made the effect */
  uint16_t ability;      /* its pack ability, NONE for a pump or counters */
  int16_t arg;           /* the operation's operand */
  int32_t x, y;          /* its values (P/T) */
} lay_step;
typedef struct lay_trace {
  int obj;               /* the object being explained */
  int n;                 /* steps recorded (at most LAY_TRACE) */
  lay_step e[LAY_TRACE];
} lay_trace;

/* a run of a static or continuous-effect ability by the layer system (layers.c) */
#define LAY_SET_WORDS (MAX_OBJECTS / 64)
typedef struct vm_static {
  int layer;             /* the layer being applied (LAYER_*); -1 to compute the affected set only */
  int locked;            /* the affected set is fixed (613.6, 611.2c): F_* operations leave it alone */
  int exists;            /* cleared when a REQUIRE fails: the effect does not exist now */
  uint64_t *set;         /* the affected set: bit o for object o */
  struct lay_trace *trace; /* explain: what changed one object, or NULL */
  struct lay_cache *cache; /* sets of permanents by card type and controller, or NULL */
  int wide;              /* F_ANYWHERE made the set reach off the battlefield: filters look at each object */
} vm_static;

/* the permanents of each card type and of each controller, as bit sets, kept while layers 2 and 4 leave them
   alone: a filter on type or controller is then one AND per word (layers.c) */
#define LAY_CACHE_SUBTYPES 8
typedef struct lay_cache {
  int types_valid, control_valid, flags_valid;
  int super_valid;                           /* the supertype sets: found when first used, dropped with types */
  int nsub;                                  /* subtypes cached since types last changed */
  uint64_t type[TYPE__COUNT][LAY_SET_WORDS];
  uint64_t super[SUPER__COUNT][LAY_SET_WORDS];
  uint64_t control[2][LAY_SET_WORDS];
  uint64_t untapped[LAY_SET_WORDS], attacking[LAY_SET_WORDS]; /* status: no layer changes it */
  uint16_t sub_id[LAY_CACHE_SUBTYPES];
  uint64_t sub[LAY_CACHE_SUBTYPES][LAY_SET_WORDS];
} lay_cache;

/* layers.c: the VM's filter and layered operations act on the affected set */
void lay_filter(mtg_game *g, vm_static *st, const stack_item *si, int op, int arg);
void lay_op(mtg_game *g, vm_static *st, const stack_item *si, int op, int arg, int32_t x, int32_t y);
/* a static ability's cost change (601.2f): recorded in g->cost_mods in the rules-effects run */
void lay_cost(mtg_game *g, vm_static *st, const stack_item *si, const cost_mod *cm, int opponents, int32_t amount);

int vm_exec(mtg_game *g, const stack_item *si, vm_static *st); /* st NULL outside static abilities */

/* the dispatch sets `op` to the opcode it runs; EXT steps pc onto its page-2 byte and dispatches 256 + that byte, so a
   handler of either page reads its operands from pc[1] on */
#if MTG_COMPUTED_GOTO
#define VM_DISPATCH() goto *(&&L_END + labels[op = *pc])
#define VM_DISPATCH_PAGE2() goto *(&&L_END + labels[op = OP_PAGE2 + *pc])
#define VM_CASE(name) L_##name:
#define VM_BREAK VM_DISPATCH()
#define VM_LOOP VM_DISPATCH();
#define VM_END_LOOP
#else
#define VM_DISPATCH()
#define VM_DISPATCH_PAGE2() do { op = OP_PAGE2 + *pc; goto vm_switch; } while (0)
#define VM_CASE(name) case OP_##name:
#define VM_BREAK break
#define VM_LOOP for (;;) { op = *pc; vm_switch: switch (op) {
#define VM_END_LOOP } }
#endif

#endif
