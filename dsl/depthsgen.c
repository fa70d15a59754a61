/* depthsgen.c: counters removed by an effect, state triggers on counters (603.8), "If you do," and named legendary
   tokens -- Dark Depths: "When Dark Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage, a
   legendary 20/20 black Avatar creature token with flying and indestructible." */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* "Remove an ice counter from Dark Depths.": SELF; PUSH 1; REMOVE_COUNTERS k */
void cg_remove_counter(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, OP_PUSH, 1);
  cg_emit(c, OP_REMOVE_COUNTERS, k);
  c->cur.neffects++;
}

/* "remove all flood counters from them" (Quicksilver Fountain: the lands, all Islands): REMOVE_COUNTERS_LANDS k */
void cg_remove_counters_lands(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k < 0)
    return;
  cg_emit(c, OP_REMOVE_COUNTERS_LANDS, k);
  c->cur.neffects++;
}

/* "When Dark Depths has no ice counters on it,": the kind goes in the ability's mana byte */
void cg_state_counter(dsl_ctx *c, dsl_tok kind)
{
  int k = cg_counter_kind(c, kind);
  if (k >= 0 && c->cur.open >= 0)
    c->cur.abil[c->cur.open].mana = (uint8_t)k;
  if (k >= 0 && k != CTR_ICE)
    dsl_error(c, kind.off, "a state trigger is on ice counters here");
}

/* "If you do, <sentence>" after "sacrifice it": the sentence runs only if the sacrifice happened */
void cg_if_you_do(dsl_ctx *c)
{
  cg_if_begin(c);
  c->cur.if_op = OP_DID;
}

void cg_token_name_word(dsl_ctx *c, dsl_tok w)
{
  size_t n = strlen(c->cur.token_name);
  snprintf(c->cur.token_name + n, sizeof c->cur.token_name - n, "%s%.*s", n ? " " : "", (int)w.len, c->src + w.off);
}

/* the token named before it is legendary (205.4d); its name is the one its creator gave */
void cg_token_legendary(dsl_ctx *c, dsl_tok w)
{
  cg_card *k = &c->cur;
  if (w.len != 9 || strncasecmp(c->src + w.off, "legendary", 9) != 0 || k->ntokens == 0) {
    dsl_error(c, w.off, "expected 'legendary' after the token's name");
    return;
  }
  cg_token *tk = &k->tokens[k->ntokens - 1];
  tk->rec.supertypes |= (uint8_t)BIT(SUPER_LEGENDARY);
  snprintf(tk->name, sizeof tk->name, "%s", k->token_name);
  k->token_name[0] = '\0';
}
