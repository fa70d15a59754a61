/* classicgen.c: code generation for the CLASSIC set's last cards -- Alms's graveyard cost and prevention shield, Vorinclex's counter replacements, ... */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>

/* "Exile the top card of your graveyard" (601.2h): a cost item of an activated ability (PACK_EXTRA_EXILE_TOP_GY) */
void cg_cost_exile_top_gy(dsl_ctx *c)
{
  cg_cost_extra(c, PACK_EXTRA_EXILE_TOP_GY, "the top card of your graveyard is exiled once per cost");
}

/* "Prevent the next N damage that would be dealt to <target> this turn." (615.7): PUSH n; TARGET i; PREVENT_NEXT */
void cg_prevent_next(dsl_ctx *c, int n, int target)
{
  if (n < 1 || n > 100) {
    dsl_error(c, c->line_start, "%s: a prevention shield prevents 1 to 100 damage", c->cur.name);
    return;
  }
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_PREVENT_NEXT, 0);
  c->cur.neffects++;
}

/* "Exile target card from a graveyard. If it was a permanent card, put a +1/+1 counter on <self>." (110.4b): the
   second sentence turns the first's TARGET i; GY_MOVE exile into TARGET i; EXILE_GY_GROW k */
void cg_exile_grow(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  cg_card *cur = &c->cur;
  if (k < 0)
    return;
  if (cur->code_len < 4 || cur->code[cur->code_len - 2] != OP_GY_MOVE || cur->code[cur->code_len - 1] != GYTO_EXILE) {
    dsl_error(c, kind.off, "'If it was a permanent card, ...' follows 'Exile target card from a graveyard.'");
    return;
  }
  cur->code[cur->code_len - 2] = OP_EXILE_GY_GROW;
  cur->code[cur->code_len - 1] = (uint8_t)k;
}

/* "Equipped creature gets +1/+1 for each +1/+1 counter on <self>.": COUNTERS_SRC k; COUNTERS_SRC k; MODIFY_PT */
void cg_pred_pt_per_counter(dsl_ctx *c, dsl_tok mod, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  if (mod.len != 5 || strncmp(c->src + mod.off, "+1/+1", 5) != 0) {
    dsl_error(c, mod.off, "%s: 'for each ... counter' gives +1/+1", c->cur.name);
    return;
  }
  cg_pred(c, OP_COUNTERS_SRC, k);
  cg_pred(c, OP_COUNTERS_SRC, k);
  cg_pred(c, OP_MODIFY_PT, 0);
}

/* 702.151a: "Reconfigure [cost]" means "[Cost]: Attach this permanent to another target creature you control.
   Activate only as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this permanent is attached to a
   creature and only as a sorcery." -- the costs opened the first; the second copies its cost */
void cg_reconfigure(dsl_ctx *c, dsl_tok kw, dsl_tok line)
{
  cg_card *k = &c->cur;
  if (!cg_card_has_subtype(c, SUB_EQUIPMENT) || !(k->rec.types & TYPEBIT(CREATURE)))
    dsl_error(c, kw.off, "%s: reconfigure is an Equipment creature's (702.151a)", k->name);
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || c->failed)
    return;
  pack_ability *a = &k->abil[k->open];
  pack_ability cost = *a;
  a->extra |= PACK_EXTRA_RECONFIGURE;
  a->cost |= PACK_COST_SORCERY;
  a->target[a->ntargets] = TGT_ANOTHER_CREATURE_YOU_CONTROL;
  cg_emit(c, OP_TARGET, a->ntargets++);
  cg_emit(c, OP_ATTACH, 0);
  k->neffects++;
  cg_ability_end(c);
  if (k->closed >= 0) { /* both halves are the keyword's line (cg_text_line names the second) */
    size_t n = line.len < sizeof k->abil_text[0] - 1 ? line.len : sizeof k->abil_text[0] - 1;
    memcpy(k->abil_text[k->closed], c->src + line.off, n);
    k->abil_text[k->closed][n] = '\0';
  }
  pack_ability *b = cg_open_ability(c, ABIL_ACTIVATED, TRIG_NONE);
  b->cost = (uint8_t)(cost.cost | PACK_COST_SORCERY);
  b->generic = cost.generic;
  b->x = cost.x;
  memcpy(b->mana_cost, cost.mana_cost, sizeof b->mana_cost);
  memcpy(b->hybrid, cost.hybrid, sizeof b->hybrid);
  b->extra |= PACK_EXTRA_UNATTACH;
  cg_emit(c, OP_UNATTACH, 0);
  k->neffects++;
  cg_ability_end(c);
}

/* Vorinclex: "If you would put one or more counters on a permanent or player, put twice that many of each of those
   kinds of counters ... instead." and the halving one (614.1a): COUNTER_MOD m, a static ability whose rules effect the
   layer system gives its controller (613.11); src/ctrput.c applies it as counters are put */
void cg_counter_mod(dsl_ctx *c, dsl_tok one, dsl_tok kinds, int mode)
{
  cg_word_must(c, one, "one");
  cg_word_must(c, kinds, "kinds");
  cg_pred(c, OP_COUNTER_MOD, mode);
  cg_cont_static(c);
}
