/* tlacardsgen.c: compiling the sentences of the later Avatar: The Last Airbender cards -- counts of what you control
   and of Lessons in your graveyard, a player's noncreature spells, sacrifices, tapping itself. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <string.h>
#include <strings.h>

/* a subtype written in the plural ("Swamps", "Shrines", "Allies", "Plains"): its id, or -1 with an error */
static int plural_subtype(dsl_ctx *c, dsl_tok w)
{
  const char *s = c->src + w.off;
  int n = (int)w.len, id = type_sub_find(s, n);
  if (id < 0 && n > 3 && strncmp(s + n - 3, "ies", 3) == 0) { /* Allies */
    char one[TYPE_NAME_LEN];
    snprintf(one, sizeof one, "%.*sy", n - 3, s);
    id = type_sub_find(one, (int)strlen(one));
  }
  if (id < 0 && n > 1 && s[n - 1] == 's')
    id = type_sub_find(s, n - 1);
  if (id < 0)
    dsl_error(c, w.off, "unknown subtype '%.*s' (src/subtypes.def)", n, s);
  return id;
}

/* "the number of lands you control", "... of Swamps you control": CONTROL_TYPE t or CONTROL_SUBTYPE s, counted as the
   spell or ability resolves (608.2h) */
static void count_control(dsl_ctx *c, dsl_tok w)
{
  if (w.len == 5 && strncasecmp(c->src + w.off, "lands", 5) == 0) {
    cg_emit(c, OP_CONTROL_TYPE, TYPE_LAND);
    return;
  }
  int id = plural_subtype(c, w);
  cg_emit(c, OP_CONTROL_SUBTYPE, id < 0 ? 0 : id);
}

/* "<self> deals damage equal to the number of lands you control to <target>" (Bumi Bash; Swamps: Cat-Gator) */
void cg_damage_control(dsl_ctx *c, dsl_tok w, int target)
{
  cg_says_this(c);
  count_control(c, w);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "<self> deals damage equal to 2 plus the number of Lesson cards in your graveyard to <target>" (Combustion
   Technique): PUSH n; GY_SUB_YOURS s; ADD; TARGET i; DAMAGE */
void cg_damage_plus_gy(dsl_ctx *c, dsl_tok n, dsl_tok w, int target)
{
  int id = cg_subtype(c, w), plus = cg_number(c, n);
  if (plus < 1 || plus > 9)
    dsl_error(c, n.off, "'N plus the number of ...' takes N from 1 to 9");
  cg_says_this(c);
  cg_emit(c, OP_PUSH, plus);
  cg_emit(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_emit(c, OP_ADD, 0);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_DAMAGE, 0);
  c->cur.neffects++;
}

/* "target player mills X cards, where X is the number of Lesson cards in your graveyard" (Master Pakku): GY_SUB_YOURS
   s; TARGET i; MILL -- the cards as it resolves (608.2h) */
void cg_mills_gy(dsl_ctx *c, int target, int x, dsl_tok w)
{
  int id = cg_subtype(c, w);
  if (x != CG_X)
    dsl_error(c, w.off, "'where X is the number of ...' needs 'mills X cards'");
  cg_emit(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_emit(c, OP_TARGET, target);
  cg_emit(c, OP_MILL, 0);
  c->cur.neffects++;
}

/* "they lose 2 life" after "Whenever a player casts a noncreature spell," (Mai): PUSH n; ABOUT; LOSE_LIFE -- the player
   who cast it */
void cg_they_lose(dsl_ctx *c, int n)
{
  cg_card *k = &c->cur;
  if (k->open < 0 || k->abil[k->open].trigger != TRIG_ANY_CAST_NONCREATURE)
    dsl_error(c, c->line_start, "'they lose N life' needs 'Whenever a player casts a noncreature spell,'");
  cg_emit(c, OP_PUSH, n);
  cg_emit(c, OP_ABOUT, 0);
  cg_emit(c, OP_LOSE_LIFE, 0);
  k->neffects++;
}

/* "tap this creature", "untap this creature" (Tiger-Seal): SELF; TAP or SELF; UNTAP */
void cg_self_tap(dsl_ctx *c, int op)
{
  cg_emit(c, OP_SELF, 0);
  cg_emit(c, op, 0);
  c->cur.neffects++;
}

/* "as long as there's a Lesson card in your graveyard" (a static ability's condition): GY_SUB_YOURS s; REQUIRE */
void cg_cond_gy_sub(dsl_ctx *c, dsl_tok there, dsl_tok w)
{
  cg_word_must(c, there, "there's");
  int id = cg_subtype(c, w);
  cg_count(c, OP_GY_SUB_YOURS, id < 0 ? 0 : id);
  cg_count(c, OP_REQUIRE, 0);
}

/* ", if there's a Lesson card in your graveyard," (603.4): the one subtype the conditions table knows */
void cg_trigger_cond_lesson(dsl_ctx *c, dsl_tok there, dsl_tok w)
{
  cg_word_must(c, there, "there's");
  if (cg_subtype(c, w) != SUB_LESSON)
    dsl_error(c, w.off, "only 'if there's a Lesson card in your graveyard' is a condition (src/conds.def)");
  cg_trigger_cond(c, COND_LESSON_GY);
}
