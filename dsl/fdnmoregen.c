/* fdnmoregen.c: more FDN phrases (fdncards 6) -- counts that create tokens, "that creature", "have it fight", target kinds. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <stdio.h>
#include <strings.h>

/* Krenko: "Create X 1/1 red Goblin creature tokens, where X is the number of Goblins you control." -- CONTROL_SUBTYPE s;
   CREATE card, counted as it resolves (608.2h); PACK_WORD3_WHERE_X prints it so, not "... for each Goblin you control" */
void cg_create_x_control(dsl_ctx *c, int x, dsl_tok w)
{
  if (x != CG_X)
    dsl_error(c, w.off, "'where X is the number of ...' needs 'create X ... tokens'");
  cg_create_per_sub(c, cg_subtype_plural(c, w));
  cg_wording3(c, PACK_WORD3_WHERE_X);
}

/* Good-Fortune Unicorn: "put a +1/+1 counter on that creature" -- the creature the trigger's event was about: ABOUT;
   PUSH 1; COUNTERS k (none if it left the battlefield, 400.7); also the first half of tlacards' Wartime Protestors.
   0, or -1 after an error */
int cg_counter_on_about(dsl_ctx *c, dsl_tok kind)
{
  cg_card *k = &c->cur;
  int kd = cg_counter_kind(c, kind), trig = k->open >= 0 ? k->abil[k->open].trigger : -1;
  if (kd < 0)
    return -1;
  if (k->open < 0 || k->abil[k->open].kind != ABIL_TRIGGERED ||
      (trig != TRIG_ANOTHER_CREATURE_ENTERS && trig != TRIG_CREATURE_ENTERS && trig != TRIG_ANY_CREATURE_ENTERS)) {
    dsl_error(c, kind.off, "%s: 'that creature' is the creature a 'Whenever another ... enters' trigger saw enter", k->name);
    return -1;
  }
  cg_emit(c, OP_ABOUT, 0);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS, kd);
  k->neffects++;
  return 0;
}

/* Affectionate Indrik: "you may have it fight target creature you don't control." (701.14) -- MAY; SELF; TARGET j; FIGHT */
void cg_have_it_fight(dsl_ctx *c, dsl_tok w, int b)
{
  cg_word_must(c, w, "fight");
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TARGET, b);
  cg_emit(c, OP_FIGHT, 0);
  c->cur.neffects++;
}

/* An Offer You Can't Refuse: "Its controller creates two Treasure tokens." -- TARGET_CONTROLLER i; PUSH n; CREATE_FOR card */
void cg_its_controller_creates_n(dsl_ctx *c, int n, dsl_tok w)
{
  cg_card *k = &c->cur;
  if (n < 2 || n > 10)
    dsl_error(c, w.off, "'Its controller creates N ... tokens' takes N from 2 to 10");
  if (k->open < 0 || k->abil[k->open].ntargets == 0) {
    dsl_error(c, w.off, "'Its controller creates ...' follows a sentence with a target");
    return;
  }
  cg_creates_for(c, OP_TARGET_CONTROLLER, k->last_target, w, n);
}

/* Brass's Bounty: "For each land you control, create a Treasure token." -- CONTROL_TYPE land; CREATE card (the count said
   first, PACK_WORD2_FOR_EACH_FIRST) */
void cg_for_each_land_create(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  cg_emit(c, OP_CONTROL_TYPE, TYPE_LAND);
  cg_create_named(c, w, 1);
  uint32_t len = k->code_len;
  if (len >= 6 && k->code[len - 6] == OP_PUSH && k->code[len - 3] == OP_CREATE) { /* the count instead of the PUSH 1 */
    memmove(k->code + len - 6, k->code + len - 3, 3);
    k->code_len = len - 3;
    k->abil[k->open].code_len -= 3;
    k->depth--;
    for (int i = 0; i < k->nfix; i++)
      if (k->fix[i].at == len - 2)
        k->fix[i].at -= 3;
  }
  cg_wording2(c, PACK_WORD2_FOR_EACH_FIRST);
}

/* Revenge of the Rats: "Create a tapped 1/1 black Rat creature token for each creature card in your graveyard." --
   GY_TYPE_YOURS creature; CREATE_TAPPED card (counted as it resolves, 608.2h) */
void cg_create_tapped_per_gy(dsl_ctx *c) { cg_create_per_gy_type(c, TYPE_CREATURE, OP_CREATE_TAPPED); }

/* the last token described, one for each card of card type `type` in YOU's graveyard: GY_TYPE_YOURS type; create (CREATE or
   CREATE_TAPPED) -- eclcards 9: Lluwen's Worms for each land card too */
void cg_create_per_gy_type(dsl_ctx *c, int type, int create)
{
  cg_token_name(c);
  cg_emit(c, OP_GY_TYPE_YOURS, type);
  cg_fix_token(c);
  cg_emit(c, create, 0);
  c->cur.neffects++;
}

/* eclcards 10: "Counter all spells your opponents control and all abilities your opponents control. Create a 1/1 ... token
   with flying for each spell and ability countered this way." -- COUNTER_ALL_OPP pushes the count; CREATE */
void cg_counter_all_create(dsl_ctx *c)
{
  cg_token_name(c);
  cg_emit(c, OP_COUNTER_ALL_OPP, 0);
  cg_fix_token(c);
  cg_emit(c, OP_CREATE, 0);
  c->cur.neffects += 2;
}

/* Devout Decree: "target creature or planeswalker that's black or red" (its colors now and as it resolves, 608.2b) */
int cg_target_pw_colors(dsl_ctx *c, dsl_tok at, dsl_tok a, dsl_tok b)
{
  char noun[64];
  snprintf(noun, sizeof noun, "or planeswalker that's %.*s or %.*s", (int)a.len, c->src + a.off, (int)b.len, c->src + b.off);
  for (int k = 0; k < TGT__COUNT; k++)
    if (strncasecmp(type_target_phrases[k], "target creature ", 16) == 0 && strcasecmp(type_target_phrases[k] + 16, noun) == 0)
      return cg_target(c, k, at);
  dsl_error(c, a.off, "'target creature %s' is not a target kind the engine knows (src/targets.def)", noun);
  return 0;
}

/* Felling Blow: "Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to
   target creature an opponent controls." -- TARGET i; TARGET j; BITE (its power after the counter), PACK_WORD3_THEN_THAT */
void cg_then_that_bites(dsl_ctx *c, int b)
{
  if (b == 0)
    dsl_error(c, c->line_start, "%s: 'Then that creature deals damage ...' follows a sentence with a target", c->cur.name);
  cg_bite(c, b > 0 ? b - 1 : 0, b);
  cg_wording3(c, PACK_WORD3_THEN_THAT);
}

/* "Whenever another nontoken Dragon you control enters," (Lathliss) / "Whenever Arahbo or another nontoken Cat you control
   enters," (111.1: a token entering doesn't trigger it) -- ANOTHER_CREATURE_ENTERS or CREATURE_ENTERS with PACK_WORD2_OR_THIS,
   the creature type in trig_arg and PACK_WORD2_NONTOKEN */
void cg_trigger_nontoken_enters(dsl_ctx *c, dsl_tok n, dsl_tok w, int or_this)
{
  cg_word_must(c, n, "nontoken");
  cg_trigger_begin(c, or_this ? TRIG_CREATURE_ENTERS : TRIG_ANOTHER_CREATURE_ENTERS);
  cg_trigger_subtype(c, w, 0);
  cg_wording2(c, PACK_WORD2_NONTOKEN | (or_this ? PACK_WORD2_OR_THIS : 0));
}

/* Angel of Finality: "exile target player's graveyard." -- TARGET i; EXILE_GRAVEYARD (every card in it, 406) */
void cg_exile_target_graveyard(dsl_ctx *c, dsl_tok at)
{
  cg_emit(c, OP_TARGET, cg_target(c, TGT_PLAYER, at));
  cg_emit(c, OP_EXILE_GRAVEYARD, 0);
  c->cur.neffects++;
}

/* Hidetsugu's Second Rite: "If target player has exactly 10 life, <self> deals 10 damage to that player." -- its life as it
   resolves (608.2h): TARGET i; LIFE; PUSH n; EQ; UNLESS 6; PUSH m; TARGET i; DAMAGE */
void cg_if_exact_life(dsl_ctx *c, int t, dsl_tok exactly, dsl_tok n, int m)
{
  cg_word_must(c, exactly, "exactly");
  cg_says_this(c);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_LIFE, 0);
  cg_emit(c, OP_PUSH, cg_number(c, n));
  cg_emit(c, OP_EQ, 0);
  cg_emit(c, OP_UNLESS, op_length(OP_PUSH) + op_length(OP_TARGET) + op_length(OP_DAMAGE));
  cg_emit(c, OP_PUSH, m);
  cg_emit(c, OP_TARGET, t);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "<self> deals 2 damage to each creature without flying." (Seismic Rupture) / "... to each creature." (Slagstorm) --
   PUSH n; DAMAGE_EACH_CREATURE 0 or 1 + the keyword (those there as it resolves, 608.2c) */
void cg_damage_each_creature(dsl_ctx *c, int n, dsl_tok kw)
{
  int k = kw.len ? type_keyword_find(c->src + kw.off, (int)kw.len) : -1;
  if (kw.len && k < 0)
    dsl_error(c, kw.off, "unknown keyword");
  cg_says_this(c);
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_DAMAGE_EACH_CREATURE, k + 1);
  c->cur.neffects++;
}

/* Slagstorm: "<self> deals 3 damage to each player." -- PUSH n; YOU; DAMAGE; PUSH n; OPPONENT; DAMAGE (a two-player game) */
void cg_damage_each_player(dsl_ctx *c, int n)
{
  cg_damage_you(c, n);
  cg_damage_opponents(c, n);
  c->cur.neffects--; /* one effect */
}

/* Fumigate: "Destroy all creatures. You gain 1 life for each creature destroyed this way." -- the sentence before's
   DESTROY_ALL creature becomes DESTROY_ALL_COUNT (how many went to a graveyard, 701.8a); YOU; GAIN_LIFE */
void cg_gain_per_destroyed(dsl_ctx *c, int n, dsl_tok destroyed)
{
  cg_card *k = &c->cur;
  cg_word_must(c, destroyed, "destroyed");
  uint32_t len = k->code_len;
  if (n != 1 || k->open < 0 || len < 2 || k->code[len - 2] != OP_DESTROY_ALL || k->code[len - 1] != TYPE_CREATURE) {
    dsl_error(c, destroyed.off, "%s: 'You gain 1 life for each creature destroyed this way' follows 'Destroy all creatures.'",
              k->name);
    return;
  }
  k->code_len -= 2;
  k->abil[k->open].code_len -= 2;
  cg_emit(c, OP_DESTROY_ALL_COUNT, BIT(TYPE_CREATURE));
  cg_emit(c, OP_YOU, 0);
  cg_emit(c, OP_GAIN_LIFE, 0);
}
