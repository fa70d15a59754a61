/* carddis.c: the pack disassembler -- prints each card and its bytecode by the opcode table's names. */
#include "dsl.h"
#include "mtgvm.h"
#include "opcodes.h"
#include "pack.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

static void disassemble(const mtg_pack *p, const pack_ability *a)
{
  const uint8_t *code = p->code + a->code;
  printf("  ability %s%s%s%s, targets:", dsl_ability_kinds[a->kind], a->trigger ? " (" : "",
         dsl_trigger_phrases[a->trigger], a->trigger ? ")" : "");
  for (int t = 0; t < a->ntargets; t++)
    printf(" [%d] %s", t, type_target_phrases[a->target[t]]);
  printf("%s, max stack %d", a->ntargets ? "" : " none", a->max_stack);
  for (int m = 0, first = 1; a->kind == ABIL_MODES && m < 16; m++) /* modes chosen together (700.2) */
    if ((a->trig_arg >> m) & 1) {
      printf("%s%d", first ? ", modes " : " + ", m + 1);
      first = 0;
    }
  for (int l = 0, first = 1; l < LAYER__COUNT; l++) /* the layers the compiler assigned (613) */
    if (a->layers & BIT(l)) {
      printf("%s%s", first ? ", layers " : " ", type_layer_numbers[l]);
      first = 0;
    }
  if (a->flags & PACK_ABF_CDA)
    printf(", characteristic-defining");
  if (a->flags & PACK_ABF_GRAVEYARD)
    printf(", functions from the graveyard");
  if (a->life || a->blight || a->remove || a->tap_n) /* ECL costs (601.2h) */
    printf(", costs life %d blight %d remove %d tap %d%s%s", a->life, a->blight, a->remove, a->tap_n & PACK_TAP_COUNT,
           (a->tap_n & PACK_TAP_POWER) ? " power (crew)" : "", (a->tap_n & PACK_TAP_ANOTHER) ? " (another)" : "");
  printf("\n");
  for (uint32_t pc = 0; pc < a->code_len; pc += (uint32_t)op_size(code + pc)) {
    const op_info *op = &op_table[op_at(code + pc)];
    if (op->operands[0])
      printf("    %04u  %-10s %d\n", pc, op->name, op_arg(code + pc));
    else
      printf("    %04u  %s\n", pc, op->name);
  }
}

static void card(const mtg_pack *p, int i)
{
  const pack_card *c = &p->cards[i];
  printf("card %d: %s [%s]\n", i, pack_str(p, c->name), pack_str(p, c->set));
  if (c->face != PACK_NONE) /* a multi-faced card (712, 720) */
    printf("  %s %s: card %d, %s\n", dsl_layout_words[c->layout], (c->pt_flags & PACK_BACK_FACE) ? "face of" : "card, other face",
           c->face, pack_str(p, p->cards[c->face].name));
  dsl_render_card(stdout, p, i);
  for (int k = 0; k < c->abil_count; k++)
    disassemble(p, &p->abils[c->abil_first + k]);
  printf("\n");
}

/* the opcode table of docs/bytecode.md, generated from opcodes.def */
static void opcodes_md(void)
{
  printf("| code | name | operands | pops | pushes | layer | effect |\n| --- | --- | --- | --- | --- | --- | --- |\n");
  for (int i = 0; i < OP__COUNT; i++)
    if (op_table[i].name[0]) /* 255 and the numbers past page 1's last row have no opcode */
      printf("| %d | `%s` | %s | %d | %d | %s | %s |\n", i, op_table[i].name,
             op_table[i].operands[0] ? op_table[i].operands : "-", op_table[i].pops, op_table[i].pushes,
             op_table[i].layer == NOLAYER ? "-" : type_layer_numbers[op_table[i].layer], op_table[i].effect);
}

int main(int argc, char **argv)
{
  if (argc == 2 && strcmp(argv[1], "--opcodes-md") == 0) {
    opcodes_md();
    return 0;
  }
  if (argc != 2) {
    fprintf(stderr, "usage: carddis PACK | carddis --opcodes-md\n");
    return 2;
  }
  mtg_pack *p = mtg_pack_load(argv[1]);
  if (!p || mtg_errcode(p)) {
    fprintf(stderr, "carddis: %s\n", p ? mtg_errmsg(p) : "out of memory");
    mtg_pack_free(p);
    return 1;
  }
  printf("pack %s: %d cards, %u abilities, %u bytes of code, %zu bytes\n\n", argv[1], mtg_pack_card_count(p),
         p->hdr->nabilities, p->hdr->code_size, p->size);
  for (int i = 0; i < mtg_pack_card_count(p); i++)
    card(p, i);
  mtg_pack_free(p);
  return 0;
}
