/* fdngen.c: FDN phrases -- "this creature or another creature you control dies", "a nontoken creature you control dies". */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <stdio.h>
#include <strings.h>

/* "Whenever this creature or another [Vampire] creature you control dies," (603.6c, 603.10a): CREATURE_DIES, the source
   too whatever its types (PACK_WORD2_OR_THIS); w: the creature type, or empty for any creature */
void cg_trigger_or_this(dsl_ctx *c, dsl_tok w)
{
  cg_trigger_begin(c, TRIG_CREATURE_DIES);
  if (w.len)
    cg_trigger_subtype(c, w, 0);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_OR_THIS;
}

/* "Whenever a Goblin creature you control dies," / "Whenever a nontoken creature you control dies," (111.1: a token's
   dying doesn't trigger it, PACK_WORD2_NONTOKEN) */
void cg_trigger_dies_word(dsl_ctx *c, dsl_tok w)
{
  if (w.len == 8 && strncasecmp(c->src + w.off, "nontoken", 8) == 0) {
    if (c->cur.open >= 0)
      c->cur.abil[c->cur.open].wording2 |= PACK_WORD2_NONTOKEN;
    return;
  }
  if (w.len == 7 && strncasecmp(c->src + w.off, "nonland", 7) == 0) { /* tlacards 19: Beifong's Bounty Hunters */
    cg_trigger_arg(c, TRIG_ARG_NONLAND);
    return;
  }
  cg_trigger_subtype(c, w, 0);
}

/* "target red or green spell", "target green or white creature": the target kind of that phrase (src/targets.def) */
int cg_target_colors(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b, const char *noun)
{
  char phrase[96];
  snprintf(phrase, sizeof phrase, "target %.*s or %.*s %s", (int)a.len, c->src + a.off, (int)b.len, c->src + b.off, noun);
  for (int k = 0; k < TGT__COUNT; k++)
    if (strcasecmp(type_target_phrases[k], phrase) == 0)
      return cg_target(c, k, at);
  dsl_error(c, a.off, "'%s' is not a target kind the engine knows (src/targets.def)", phrase);
  return 0;
}

/* "Whenever an opponent casts a blue or black spell," (601.2i, 105.2): OPP_CASTS, the colors' COLOR_* bits in trig_arg */
void cg_trigger_opp_colors(dsl_ctx *c, dsl_tok a, dsl_tok b)
{
  int x = cg_color_of(c, a), y = cg_color_of(c, b);
  cg_trigger_begin(c, TRIG_OPP_CASTS);
  if (c->cur.open >= 0 && x >= 0 && y >= 0)
    c->cur.abil[c->cur.open].trig_arg = (uint16_t)(BIT(x) | BIT(y));
}

/* "Flashback {2}{U}" (702.34a): the costs just read become the card's harmonize ability (cast from its owner's
   graveyard for them, exiled as it leaves the stack) with PACK_HARM_FLASHBACK: no creature tapped to reduce it */
void cg_flashback(dsl_ctx *c)
{
  cg_harmonize(c);
  if (c->cur.open >= 0 && c->cur.abil[c->cur.open].kind == ABIL_HARMONIZE)
    c->cur.abil[c->cur.open].mana = PACK_HARM_FLASHBACK;
}

/* "When this creature enters, choose one —" (700.2, 603.3c): the trigger gets ACTR_MODAL and code END; the bulleted lines
   after it are its modes (ACT_MODE, cg_mode_begin) -- the mode is chosen as it is put on the stack */
void cg_trig_modal(dsl_ctx *c, dsl_tok n)
{
  cg_card *k = &c->cur;
  if (n.len != 3 || strncasecmp(c->src + n.off, "one", 3) != 0)
    dsl_error(c, n.off, "%s: only 'choose one —' is supported (one mode per trigger)", k->name);
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED) {
    dsl_error(c, c->line_start, "%s: 'choose one —' after a trigger condition", k->name);
    return;
  }
  k->abil[k->open].act |= ACTR_MODAL;
  cg_ability_end(c);
  k->act_modal = 1;
}
