/* opcodes.c: the opcode facts table, expanded from opcodes.def. */
#include "opcodes.h"

const op_info op_table[OP__COUNT] = {
#define OP(name, operands, pops, pushes, layer, effect) \
  { #name, operands, pops, pushes, layer, effect },
#include "opcodes.def"
#undef OP
};

int op_length(int op)
{
  int n = 1;
  for (const char *f = op_table[op].operands; *f; f++)
    n += *f == 'h' ? 2 : 1;
  return n;
}
