/* config.h: compile-time switches of the library, in one place. */
#ifndef MTG_CONFIG_H
#define MTG_CONFIG_H

/* MTG_COMPUTED_GOTO: dispatch the VM with computed goto (GCC/Clang) instead of a switch */
#ifndef MTG_COMPUTED_GOTO
#if defined(__GNUC__)
#define MTG_COMPUTED_GOTO 1
#else
#define MTG_COMPUTED_GOTO 0
#endif
#endif

/* MTG_DEBUG_TRACE: print each executed opcode to stderr (meson -Dtrace=true) */
#ifndef MTG_DEBUG_TRACE
#define MTG_DEBUG_TRACE 0
#endif

#endif
