/* attachgen.c: compiling Auras and Equipment -- "Enchant creature" (702.5), "Equip {N}" (702.6), "attach it to
   ...", and "enchanted creature" / "equipped creature" as a subject or a reference (301.5, 303.4). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

int cg_card_has_subtype(const dsl_ctx *c, int sub)
{
  for (int i = 0; i < PACK_MAX_SUBTYPES && c->cur.rec.subtypes[i] != PACK_NONE; i++)
    if (c->cur.rec.subtypes[i] == sub)
      return 1;
  return 0;
}

/* 303.4a: an Aura's enchant ability says what its spell targets and what it can be attached to */
void cg_enchant(dsl_ctx *c, int kind)
{
  cg_card *k = &c->cur;
  if (!cg_card_has_subtype(c, SUB_AURA)) {
    dsl_error(c, c->line_start, "%s: only an Aura has an enchant ability (303.4a, 702.5a)", k->name);
    return;
  }
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_ENCHANT) {
      dsl_error(c, c->line_start, "%s: an Aura has one enchant ability", k->name);
      return;
    }
  pack_ability *a = cg_open_ability(c, ABIL_ENCHANT, TRIG_NONE);
  a->target[0] = (uint8_t)kind;
  a->ntargets = 1;
  cg_ability_end(c);
}

/* 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only
   as a sorcery." -- the costs opened the activated ability */
void cg_equip(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (!cg_card_has_subtype(c, SUB_EQUIPMENT))
    dsl_error(c, c->line_start, "%s: only an Equipment has equip (702.6a)", k->name);
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || c->failed)
    return;
  pack_ability *a = &k->abil[k->open];
  a->flags |= PACK_ABF_EQUIP;
  a->cost |= PACK_COST_SORCERY;
  a->target[a->ntargets] = TGT_CREATURE_YOU_CONTROL;
  cg_emit(c, OP_TARGET, a->ntargets++);
  cg_emit(c, OP_ATTACH, 0);
}

/* "Outlast {2}{W}" (702.107a): "[cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." */
void cg_outlast(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_ACTIVATED || c->failed)
    return;
  pack_ability *a = &k->abil[k->open];
  a->wording |= PACK_WORD_OUTLAST;
  a->cost |= PACK_COST_TAP | PACK_COST_SORCERY;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS, CTR_PLUS1);
  k->neffects++;
}

/* "enchanted ..." is said by an Aura, "equipped creature" by an Equipment */
void cg_attached_word(dsl_ctx *c, dsl_tok w, int type)
{
  int equipped = w.len > 1 && (c->src[w.off + 1] == 'q' || c->src[w.off + 1] == 'Q');
  (void)type;
  if (!cg_card_has_subtype(c, equipped ? SUB_EQUIPMENT : SUB_AURA))
    dsl_error(c, w.off, "%s: '%.*s' names what %s is attached to; this card is not one", c->cur.name, (int)w.len,
              c->src + w.off, equipped ? "an Equipment" : "an Aura");
}

/* "attach it to target creature you control" (701.3): the source attaches itself */
void cg_attach(dsl_ctx *c, int target)
{
  if (!cg_card_has_subtype(c, SUB_EQUIPMENT) && !cg_card_has_subtype(c, SUB_AURA))
    dsl_error(c, c->line_start, "%s: only an Aura or Equipment attaches itself", c->cur.name);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_ATTACH, 0);
  c->cur.last_target = target;
  c->cur.neffects++;
}

/* "Attach target Aura or Equipment you control to target creature you control." (701.3a): TARGET i; TARGET j;
   ATTACH_TO -- any card's ability */
void cg_attach_other(dsl_ctx *c, int what, int to)
{
  cg_emit(c, OP_TARGET, what);
  cg_emit(c, OP_TARGET, to);
  cg_emit(c, OP_ATTACH_TO, 0);
  c->cur.last_target = to;
  c->cur.neffects++;
}

/* "this Aura", "this Equipment", "this Vehicle": how such a card's text names itself */
void cg_this_word(dsl_ctx *c, dsl_tok w)
{
  if (w.len == 4 && !strncasecmp(c->src + w.off, "Aura", 4) && cg_card_has_subtype(c, SUB_AURA))
    return;
  if (w.len == 9 && !strncasecmp(c->src + w.off, "Equipment", 9) && cg_card_has_subtype(c, SUB_EQUIPMENT))
    return;
  if (w.len == 7 && !strncasecmp(c->src + w.off, "Vehicle", 7) && cg_card_has_subtype(c, SUB_VEHICLE))
    return; /* a Vehicle card's text names it "this Vehicle" */
  if (w.len == 4 && !strncasecmp(c->src + w.off, "Saga", 4) && cg_card_has_subtype(c, SUB_SAGA))
    return; /* tlacards 15: a Saga's chapter names it "this Saga" (the TLA Legends) */
  dsl_error(c, w.off, "'this %.*s': a card names itself 'this creature', 'this land', 'this Aura', 'this Equipment', 'this Vehicle' "
            "or by its name", (int)w.len, c->src + w.off);
}

/* "this enchantment": an enchantment card that is not an Aura */
void cg_this_enchantment(dsl_ctx *c)
{
  if (!(c->cur.rec.types & TYPEBIT(ENCHANTMENT)) || cg_card_has_subtype(c, SUB_AURA))
    dsl_error(c, c->line_start, "'this enchantment': only a non-Aura enchantment card names itself so");
}

/* 303.4a: an Aura needs its enchant ability to be cast or attached at all */
void cg_check_attach(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (!cg_card_has_subtype(c, SUB_AURA))
    return;
  for (int i = 0; i < k->nabil; i++)
    if (k->abil[i].kind == ABIL_ENCHANT)
      return;
  dsl_error(c, k->off, "%s: an Aura needs an enchant ability such as 'Enchant creature' (303.4a)", k->name);
}
