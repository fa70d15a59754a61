/* facegen.c: multi-faced cards (712, 720) -- a face line opens the next face, checked and linked to its front. */
#include "dsl.h"
#include "opcodes.h"
#include "types.h"
#include <stdio.h>
#include <string.h>

const char *const dsl_layout_words[PACK_LAYOUT__COUNT] = {"", "transform", "modal", "omen"}; /* a face line's first word */

/* header ::= FACE ...: the face line 'transform face "Name"' (or modal, omen) right after its front face */
void cg_face_begin(dsl_ctx *c, dsl_tok at, int after_card)
{
  const char *w = c->src + at.off;
  c->cur.layout = w[0] == 't' ? PACK_LAYOUT_TRANSFORM : w[0] == 'm' ? PACK_LAYOUT_MODAL : PACK_LAYOUT_OMEN;
  snprintf(c->cur.front, sizeof c->cur.front, "%s", c->kept_front[0] ? c->kept_front : "?");
  if (!after_card)
    dsl_error(c, at.off, "a face line comes right after the front face of its card ('card \"Name\"'), once");
  else if (!c->kept_front[0])
    c->failed = 1; /* its front failed and was reported: the face is not kept either */
  c->kept_front[0] = '\0'; /* a card has two faces */
}

/* the rules of a back face, at its end */
void cg_face_check(dsl_ctx *c)
{
  cg_card *k = &c->cur;
  if (!k->front[0])
    return;
  int spell = (k->rec.types & (BIT(TYPE_INSTANT) | BIT(TYPE_SORCERY))) != 0;
  if (k->layout == PACK_LAYOUT_TRANSFORM && k->rec.has_cost)
    dsl_error(c, k->off, "%s: the back face of a transforming card has no mana cost (712.8)", k->name);
  if (k->layout == PACK_LAYOUT_OMEN && (!spell || !k->rec.has_cost))
    dsl_error(c, k->off, "%s: an Omen face is an instant or sorcery with a mana cost (720)", k->name);
  if (k->layout == PACK_LAYOUT_MODAL && !k->rec.has_cost && !(k->rec.types & BIT(TYPE_LAND)))
    dsl_error(c, k->off, "%s: the back face of a modal double-faced card has a mana cost unless it is a land", k->name);
}

/* the face that just ended failed: its front, kept already, goes too (a card is compiled whole or not at all) */
void cg_face_failed(dsl_ctx *c)
{
  const cg_card *front = c->cur.front[0] && c->front_new ? cg_defined(c, c->cur.front) : NULL;
  if (front) {
    c->cards[front - c->cards] = c->cards[--c->ncards];
    c->compiled--;
  }
  c->front_new = 0;
}

/* after the cards are sorted by name: each face names the other (pack_card.face), both carry the layout */
int cg_link_faces(dsl_ctx *c)
{
  for (int i = 0; i < c->ncards; i++)
    c->cards[i].rec.face = PACK_NONE;
  for (int i = 0; i < c->ncards; i++) {
    cg_card *k = &c->cards[i];
    if (!k->front[0])
      continue;
    const cg_card *fc = cg_defined(c, k->front);
    int f = fc ? (int)(fc - c->cards) : -1;
    if (f < 0 || c->cards[f].front[0] || c->cards[f].rec.face != PACK_NONE) {
      if (c->diag)
        fprintf(c->diag, "%s:%d: error: %s: its front face \"%s\" is missing or has another face\n", k->file, k->line,
                k->name, k->front);
      c->errors++;
      return -1;
    }
    k->rec.face = (uint16_t)f;
    c->cards[f].rec.face = (uint16_t)i;
    k->rec.layout = c->cards[f].rec.layout = (uint8_t)k->layout;
    k->rec.pt_flags |= PACK_BACK_FACE;
  }
  return 0;
}

/* "... transforms into <name>,": the name is this face's own, in full (its ability triggers once it is up, 701.28) */
void cg_transforms_into(dsl_ctx *c, dsl_tok name)
{
  if (name.len != strlen(c->cur.name) || strncmp(c->src + name.off, c->cur.name, name.len) != 0)
    dsl_error(c, name.off, "%s: 'transforms into' names this face in full: '%s'", c->cur.name, c->cur.name);
}

/* sentence ::= TRANSFORM self PERIOD: "transform Brigid." -- the ability's source (701.28a; 701.28c: a permanent that
   isn't a transforming double-faced card doesn't) */
void cg_transform(dsl_ctx *c)
{
  cg_emit(c, OP_TRANSFORM, 0);
  c->cur.neffects++;
}
