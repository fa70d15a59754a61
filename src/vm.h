/* vm.h: the bytecode VM's interface and its dispatch macros (switch or computed goto, see config.h). */
#ifndef MTG_VM_H
#define MTG_VM_H

#include "config.h"
#include "game.h"
#include "opcodes.h"

/* operand-stack values are int32: numbers, or references -- a player or an object, or none */
#define VM_REF_NONE ((int32_t)NONE)
static inline int32_t vm_ref(uint16_t t) { return (int32_t)t; } /* object id or PLAYER_REF(p) */

/* what a run of a static ability found for one object (IT) */
typedef struct vm_static {
  int it;                /* the object looked at */
  int matched;           /* the code reached its effect: IT is in the affected set */
  int16_t power, toughness; /* the P/T change it makes (layer 7c) */
} vm_static;

int vm_exec(mtg_game *g, const stack_item *si, vm_static *st); /* st NULL outside static abilities */

#if MTG_COMPUTED_GOTO
#define VM_DISPATCH() goto *labels[*pc]
#define VM_CASE(name) L_##name:
#define VM_BREAK VM_DISPATCH()
#define VM_LOOP VM_DISPATCH();
#define VM_END_LOOP
#else
#define VM_DISPATCH()
#define VM_CASE(name) case OP_##name:
#define VM_BREAK break
#define VM_LOOP for (;;) switch (*pc) {
#define VM_END_LOOP }
#endif

#endif
