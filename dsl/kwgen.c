/* kwgen.c: keywords that take a cost -- ward (702.21a): "Ward {2}", "Ward—Pay 2 life."; the cost goes into the card record. */
#include "dsl.h"
#include "types.h"
#include <stdlib.h>

/* the keywords whose text always carries a cost */
static int takes_cost(int id) { return id == KW_WARD; }

int cg_keyword_needs_cost(dsl_ctx *c, int id, dsl_tok kw)
{
  if (!takes_cost(id))
    return 0;
  dsl_error(c, kw.off, "%s needs its cost here: 'Ward {2}' or 'Ward\xE2\x80\x94Pay 2 life.' (702.21a)",
            type_keyword_names[id]);
  return 1;
}

/* the keyword K with a cost: ward, once per card */
static int cost_keyword(dsl_ctx *c, dsl_tok kw)
{
  int id = type_keyword_find(c->src + kw.off, (int)kw.len);
  pack_card *r = &c->cur.rec;
  if (!takes_cost(id)) {
    dsl_error(c, kw.off, "'%.*s' takes no cost; only ward does here", (int)kw.len, c->src + kw.off);
    return 0;
  }
  if ((card_keywords(r) >> id) & 1) {
    dsl_error(c, kw.off, "a second ward: the language keeps one ward cost per card");
    return 0;
  }
  card_add_keyword(r, id);
  return 1;
}

/* "Ward {2}": generic mana only; with PACK_WARD_WATERBEND in bits, "Ward—Waterbend {4}." (701.67a) */
static void ward_mana(dsl_ctx *c, dsl_tok kw, dsl_tok mana, int bits)
{
  const char *s = c->src + mana.off + 1;
  int n = (int)mana.len - 2, v = atoi(s);
  if (n < 1 || n > 2 || s[0] < '0' || s[0] > '9' || (n == 2 && (s[1] < '0' || s[1] > '9')) || v == 0) {
    dsl_error(c, mana.off, "a ward cost here is generic mana, {1} to {99}");
    return;
  }
  if (cost_keyword(c, kw))
    c->cur.rec.ward_mana = (uint8_t)(v | bits);
}

void cg_keyword_mana(dsl_ctx *c, dsl_tok kw, dsl_tok mana) { ward_mana(c, kw, mana, 0); }

/* tlacards 17: "Ward—Waterbend {4}." (The Unagi of Kyoshi Island) */
void cg_keyword_waterbend(dsl_ctx *c, dsl_tok kw, dsl_tok mana) { ward_mana(c, kw, mana, PACK_WARD_WATERBEND); }

/* "Ward—Pay 2 life." */
void cg_keyword_life(dsl_ctx *c, dsl_tok kw, int life)
{
  if (life <= 0) {
    dsl_error(c, kw.off, "a ward cost of life is 1 life or more");
    return;
  }
  if (cost_keyword(c, kw))
    c->cur.rec.ward_life = (uint8_t)life;
}
