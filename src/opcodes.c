/* opcodes.c: the opcode facts table, expanded from opcodes.def, and the instruction's length and writer. */
#include "opcodes.h"

const op_info op_table[OP__COUNT] = {
#define OP(name, operands, pops, pushes, layer, effect) \
  [OP_##name] = { #name, operands, pops, pushes, layer, effect },
#define PAGE(n)
#include "opcodes.def"
#undef PAGE
#undef OP
};

int op_length(int op)
{
  if (op < 0 || op >= OP__COUNT)
    return 1;
  int n = 1 + (op >= OP_PAGE2);
  for (const char *f = op_table[op].operands; *f; f++)
    n += *f == 'h' ? 2 : 1;
  return n;
}

void op_write(uint8_t *at, int op, int operand)
{
  const char *f = op_table[op].operands;
  if (op >= OP_PAGE2)
    *at++ = OP_EXT;
  *at++ = (uint8_t)(op & 0xFF);
  if (f[0] == 'h') {
    at[0] = (uint8_t)(operand & 0xFF);
    at[1] = (uint8_t)((operand >> 8) & 0xFF);
  } else if (f[0])
    at[0] = (uint8_t)operand;
}
