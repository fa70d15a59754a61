/* fdn13gen.c: fdncards 13 -- Niv-Mizzet's "Whenever a source you control deals noncombat damage to an opponent," and
   Painful Quandary's "that player loses 5 life unless they discard a card" (118.12). */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"

/* the trigger of the ability being read, or -1 */
static int open_trigger(const dsl_ctx *c)
{
  const cg_card *k = &c->cur;
  return k->open >= 0 && k->abil[k->open].kind == ABIL_TRIGGERED ? k->abil[k->open].trigger : -1;
}

/* trigger ::= WHENEVER A SOURCE YOU CONTROL DEALS WORD(N) DAMAGE TO AN OPPONENT COMMA -- the word "noncombat" */
void cg_trigger_noncombat(dsl_ctx *c, dsl_tok word)
{
  cg_word_must(c, word, "noncombat");
  cg_trigger_begin(c, TRIG_SOURCE_NONCOMBAT_OPP);
}

/* effect ::= THAT PLAYER LOSES number(N) LIFE UNLESS THEY DISCARD A CARDW -- after "Whenever an opponent casts a spell,"
   the caster, the one opponent (as Mindsparker's "that player"): PUSH 0; OPPONENT; PAYS discard; NOT; UNLESS 5;
   PUSH n; OPPONENT; LOSE_LIFE */
void cg_that_player_loses_unless_discard(dsl_ctx *c, int n)
{
  if (open_trigger(c) != TRIG_OPP_CASTS || c->cur.abil[c->cur.open].trig_arg) {
    dsl_error(c, c->line_start, "%s: 'that player loses N life unless they discard a card' needs 'Whenever an opponent "
              "casts a spell,'", c->cur.name);
    return;
  }
  cg_emit(c, OP_PUSH, 0);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_PAYS, PACK_PAYS_DISCARD);
  cg_emit(c, OP_NOT, 0);
  cg_emit(c, OP_UNLESS, 5); /* PUSH n; OPPONENT; LOSE_LIFE */
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  c->cur.neffects++;
}

/* sentence ::= ANY OPPONENT MAY SACRIFICE A CREATURE OF THEIR CHOICE PERIOD IF A PLAYER WORD(D) COMMA TAPW self AND PUT A
   WORD(K) COUNTER ON IT PERIOD -- Desecration Demon (603.5, 701.21a; the one opponent of a two-player game):
   OPPONENT; MAY_PLAYER; OPPONENT; EDICT_TYPES creature (with none to sacrifice the run ends); SELF; TAP; SELF; PUSH 1;
   COUNTERS k */
void cg_opponent_may_sacrifice(dsl_ctx *c, dsl_tok does, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  cg_word_must(c, does, "does");
  if (k != CTR_PLUS1) { /* the printer says "+1/+1" */
    dsl_error(c, kind.off, "%s: 'If a player does, ...' puts a +1/+1 counter", c->cur.name);
    return;
  }
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_MAY_PLAYER, 0);
  cg_emit(c, OP_OPPONENT, 0);
  cg_emit(c, OP_EDICT_TYPES, EDICT_TYPE_BIT(TYPE_CREATURE));
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_TAP, 0);
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_COUNTERS, k);
  c->cur.neffects += 2;
}

/* effect ::= CREATE THAT MANY token_desc CREATURE TOKENS -- Lathril, Blade of the Elves: after "Whenever <self> deals combat
   damage to a player," as many tokens as the damage dealt (510.3a): AMOUNT; CREATE card */
void cg_create_that_many(dsl_ctx *c)
{
  if (open_trigger(c) != TRIG_COMBAT_DAMAGE_PLAYER)
    dsl_error(c, c->line_start, "%s: 'create that many' needs a 'Whenever ... deals combat damage to a player,' trigger",
              c->cur.name);
  cg_token_name(c);
  cg_emit(c, OP_AMOUNT, 0);
  cg_token_op(c, OP_CREATE);
}
