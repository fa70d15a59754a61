/* lkigen.c: sentences that read the ability's source as it last existed on the battlefield once a cost or its own
   leaving took it away (608.2h, src/lki.c) -- "Each opponent loses life equal to the number of soul counters on this
   artifact." after "Sacrifice this artifact:" */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* "Each opponent loses life equal to the number of <kind> counters on this artifact." (Ravenous Amulet): COUNTERS_SRC
   k; OPPONENT; LOSE_LIFE, PACK_EXTRA_EQUAL_TO -- the counters it had as it was sacrificed */
void cg_opp_loses_src_counters(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  cg_emit(c, OP_COUNTERS_SRC, k < 0 ? 0 : k);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  if (c->cur.open >= 0)
    c->cur.abil[c->cur.open].extra |= PACK_EXTRA_EQUAL_TO;
  c->cur.neffects++;
}

/* tlacards 19: "earthbend X, where X is that creature's power." (Beifong's Bounty Hunters: the creature that died, as it
   last existed on the battlefield, 608.2h) -- a target land you control; ABOUT_POWER; the earthbend effect */
void cg_earthbend_about_power(dsl_ctx *c, dsl_tok at, int x, dsl_tok w)
{
  cg_word_must(c, w, "creature's");
  int trig = c->cur.open >= 0 ? c->cur.abil[c->cur.open].trigger : TRIG_NONE;
  if (x != CG_X || (trig != TRIG_CREATURE_DIES && trig != TRIG_ANOTHER_CREATURE_DIES)) {
    dsl_error(c, at.off, "'earthbend X, where X is that creature's power' follows 'Whenever a ... creature you control dies,'");
    return;
  }
  cg_earthbend_count(c, at, OP_ABOUT_POWER, 0);
}

/* tlacards 19: "put its counters on target creature you control." (Hei Bai: its own, as it left), "put its counters on
   this creature." (Buzzard-Wasp Colony: the creature that died) -- TARGET i | SELF; PUT_KNOWN_COUNTERS 0 (the source's) or
   1 (the trigger's object's), by the trigger: the source's own leaving or dying, or another's (608.2h) */
void cg_put_its_counters(dsl_ctx *c, int target)
{
  int trig = c->cur.open >= 0 ? c->cur.abil[c->cur.open].trigger : TRIG_NONE;
  int own = trig == TRIG_LEAVES || trig == TRIG_DIES;
  if (!own && trig != TRIG_ANOTHER_CREATURE_DIES) {
    dsl_error(c, c->line_start, "%s: 'put its counters on ...' follows 'When <this> leaves the battlefield,' or 'Whenever another "
              "creature you control dies,'", c->cur.name);
    return;
  }
  if (target < 0 && !c->cur.said_it)
    cg_says_this(c); /* "on this creature" */
  cg_emit(c, target < 0 ? OP_SELF : OP_TARGET, target < 0 ? 0 : target);
  cg_emit(c, OP_PUT_KNOWN_COUNTERS, own ? 0 : 1);
  c->cur.neffects++;
}

/* tlacards 19: "Whenever another creature you control dies, if it had counters on it," (603.4: the creature as it died,
   603.10a) -- ANOTHER_CREATURE_DIES's trig_arg TRIG_ARG_COUNTERED */
void cg_icond_had_counters(dsl_ctx *c)
{
  if (c->cur.open < 0 || c->cur.abil[c->cur.open].trigger != TRIG_ANOTHER_CREATURE_DIES || c->cur.abil[c->cur.open].trig_arg) {
    dsl_error(c, c->line_start, "%s: 'if it had counters on it' follows 'Whenever another creature you control dies,'",
              c->cur.name);
    return;
  }
  cg_trigger_arg(c, TRIG_ARG_COUNTERED);
}

/* tlacards 19: "When this creature dies, you may exile it. When you do, ..." (Sandbender Scavengers) -- MAY; GY_RETURN_SELF
   GYTO_EXILE (the card, if it is still the one in the graveyard, 400.7); then DID; UNLESS 3 (cg_when_you_do) */
void cg_may_exile_self(dsl_ctx *c)
{
  if (c->cur.open < 0 || c->cur.abil[c->cur.open].trigger != TRIG_DIES) {
    dsl_error(c, c->line_start, "%s: 'you may exile it' follows 'When this creature dies,'", c->cur.name);
    return;
  }
  cg_may(c);
  cg_emit(c, OP_GY_RETURN_SELF, GYTO_EXILE);
  c->cur.neffects++;
}
