/* intent.c: what an ability does to each of its targets -- harms or helps it -- read from its bytecode, for the
   greedy agent's choice of targets. */
#include "game.h"
#include "opcodes.h"

/* a value on the simulated operand stack: the target it names (or -1) and the number it is (PUSH) */
typedef struct { int target, n; } slot;

/* does continuous-effect or static ability a make what it affects worse (a Pacifism, a Turn to Frog, a
   Confiscate, -2/-2)? */
static int hurts(const mtg_pack *p, const pack_ability *a)
{
  const uint8_t *code = p->code + a->code;
  int last = 0, before = 0;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc);
    if (op == OP_PUSH) {
      before = last;
      last = op_read_s16(code + pc + 1);
    }
    if (op == OP_RESTRICT || op == OP_LOSE_ABILITIES || op == OP_LOSE_OTHER_ABILITIES || op == OP_SET_CONTROLLER || op == OP_SET_PT ||
        op == OP_LOSE_KEYWORD || (op == OP_MODIFY_PT && before + last < 0))
      return 1;
  }
  return 0;
}

/* target i of ability ab on card c: > 0 harms it (the damage dealt, or INTENT_REMOVE), < 0 helps it, 0 neither
   that the code shows */
int intent_of(const mtg_pack *p, const pack_card *c, int ab, int i)
{
  if (ab == (int)NONE)
    return 0;
  const pack_ability *a = &p->abils[ab];
  if (a->kind == ABIL_ENCHANT) { /* an Aura: what its static abilities do to the enchanted permanent */
    for (int k = 0; k < c->abil_count; k++)
      if (p->abils[c->abil_first + k].kind == ABIL_STATIC && hurts(p, &p->abils[c->abil_first + k]))
        return INTENT_REMOVE;
    return -1;
  }
  const uint8_t *code = p->code + a->code;
  slot st[VM_STACK + 4];
  int sp = 0, says = 0;
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    int op = op_at(code + pc), pops = op_table[op].pops, pushes = op_table[op].pushes;
    if (pops > sp)
      return says; /* code the verifier passed never does this; stop reading rather than guess */
    slot *arg = st + sp - pops; /* arg[0] is S[-pops], arg[pops-1] is S[-1] */
    int here = 0;            /* what this operation does to the target arg[pops-1] names */
    switch (op) {
    case OP_DAMAGE: here = arg[0].n > 0 ? arg[0].n : 1; break;
    case OP_LOSE_LIFE: case OP_MILL: case OP_EDICT: case OP_EDICT_TYPES: case OP_BLIGHT: case OP_DISCARD: case OP_DISCARD_RANDOM: here = 1; break;
    case OP_DESTROY: case OP_EXILE: case OP_BOUNCE: case OP_TUCK: case OP_COUNTER: case OP_COUNTER_EXILE: case OP_COUNTER_TIME: case OP_TAP: case OP_EXILE_IF_DIES:
      here = INTENT_REMOVE;
      break;
    case OP_PUMP: here = arg[1].n + arg[2].n < 0 ? INTENT_REMOVE : -1; break;
    case OP_COUNTERS: here = code[pc + 1] == CTR_MINUS1 ? INTENT_REMOVE : -1; break;
    case OP_EFFECT: case OP_EFFECT_UNTAP: case OP_EFFECT_LASTS: case OP_EFFECT_THEM: here = hurts(p, &p->abils[c->abil_first + code[pc + 1]]) ? INTENT_REMOVE : -1; break;
    case OP_EFFECT_X: here = hurts(p, &p->abils[c->abil_first + op_operands(code + pc)[0]]) ? INTENT_REMOVE : -1; break;
    case OP_FIGHT: /* S[-2] is ours and fights S[-1] */
    case OP_BITE:  /* S[-2] is ours and deals damage to S[-1] */
      if (arg[0].target == i)
        return -1;
      here = INTENT_REMOVE;
      break;
    case OP_EARTHBEND: here = -1; break;
    case OP_GY_MOVE: /* returning a card helps its owner; exiling or burying it in a library harms them */
      here = code[pc + 1] <= GYTO_BATTLEFIELD_TAPPED || code[pc + 1] == GYTO_TOP ? -1 : INTENT_REMOVE;
      break;
    case OP_GAIN_LIFE: case OP_DRAW: case OP_UNTAP: case OP_ATTACH: case OP_PREVENT_DAMAGE: here = -1; break;
    default: break;
    }
    if (here && pops > 0 && arg[pops - 1].target == i)
      says = here;
    sp -= pops;
    for (int k = 0; k < pushes && sp < VM_STACK + 4; k++, sp++) {
      st[sp].target = op == OP_TARGET ? code[pc + 1] : -1;
      st[sp].n = op == OP_PUSH ? op_read_s16(code + pc + 1) : op == OP_PICK ? arg[0].n : 0; /* PICK: the sure amount */
    }
  }
  return says;
}
