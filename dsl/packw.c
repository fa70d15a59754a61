/* packw.c: the pack writer -- lays compiled cards out as a .mtgpack (see src/pack_format.h). */
#include "dsl.h"
#include "pack.h"
#include <stdlib.h>
#include <string.h>

typedef struct buf {
  uint8_t *p;
  size_t n, cap;
} buf;

static int put(buf *b, const void *data, size_t n)
{
  if (n == 0)
    return 0;
  if (b->n + n > b->cap) {
    size_t cap = b->cap ? b->cap : 4096;
    while (cap < b->n + n)
      cap *= 2;
    uint8_t *m = realloc(b->p, cap);
    if (!m)
      return -1;
    b->p = m;
    b->cap = cap;
  }
  memcpy(b->p + b->n, data, n);
  b->n += n;
  return 0;
}

static int align8(buf *b)
{
  static const uint8_t zero[8];
  return put(b, zero, (8 - b->n % 8) % 8);
}

/* offset of s in the string section, adding it once */
static uint32_t str(buf *strs, const char *s)
{
  size_t n = strlen(s) + 1;
  for (size_t off = 0; off < strs->n; off += strlen((char *)strs->p + off) + 1)
    if (off + n <= strs->n && memcmp(strs->p + off, s, n) == 0)
      return (uint32_t)off;
  uint32_t off = (uint32_t)strs->n;
  return put(strs, s, n) == 0 ? off : 0;
}

static int by_name(const void *a, const void *b)
{
  return strcmp(((const cg_card *)a)->name, ((const cg_card *)b)->name);
}

/* sorts the cards by name (the compiler keeps one definition per name, see cg_card_end) */
static int sort_cards(dsl_ctx *c)
{
  qsort(c->cards, (size_t)c->ncards, sizeof *c->cards, by_name);
  for (int i = 1; i < c->ncards; i++)
    if (strcmp(c->cards[i - 1].name, c->cards[i].name) == 0)
      return -1;
  return 0;
}

/* CREATE operands: the card id of the token each names, now that the cards are sorted */
static int patch_tokens(dsl_ctx *c)
{
  for (int i = 0; i < c->ncards; i++) {
    cg_card *k = &c->cards[i];
    for (int f = 0; f < k->nfix; f++) {
      cg_card key;
      snprintf(key.name, sizeof key.name, "%s", k->tokens[k->fix[f].token].name);
      cg_card *t = bsearch(&key, c->cards, (size_t)c->ncards, sizeof *c->cards, by_name);
      if (!t) {
        if (c->diag) /* a predefined token whose definition was not compiled with the card (111.10) */
          fprintf(c->diag, "%s:%d: error: %s creates a \"%s\", but no token definition of that name was compiled "
                  "(add data/sets/tokens to the inputs)\n", k->file, k->line, k->name, key.name);
        c->errors++;
        return -1;
      }
      int id = (int)(t - c->cards);
      k->code[k->fix[f].at] = (uint8_t)(id & 0xFF);
      k->code[k->fix[f].at + 1] = (uint8_t)(id >> 8);
    }
  }
  return 0;
}

int dsl_pack_image(dsl_ctx *c, uint8_t **out, size_t *size)
{
  if (sort_cards(c) || patch_tokens(c) || cg_link_faces(c))
    return -1;
  buf cards = {0}, abils = {0}, code = {0}, strs = {0}, file = {0};
  int rc = -1;
  str(&strs, "");
  for (int i = 0; i < c->ncards; i++) {
    cg_card *k = &c->cards[i];
    pack_card r = k->rec;
    r.name = str(&strs, k->name);
    r.set = str(&strs, k->set);
    r.text = str(&strs, k->text);
    r.abil_first = (uint16_t)(abils.n / sizeof(pack_ability));
    r.abil_count = (uint16_t)k->nabil;
    for (int a = 0; a < k->nabil; a++) {
      pack_ability ab = k->abil[a];
      ab.code += (uint32_t)code.n; /* card-relative to section-relative */
      if (ab.kind == ABIL_MODES) { /* its modes' lines */
        char both[2 * DSL_ABIL_TEXT];
        cg_modes_text(k, a, both, sizeof both);
        ab.text = str(&strs, both);
      } else
        ab.text = k->abil_text[a][0] ? str(&strs, k->abil_text[a]) : r.text;
      if (put(&abils, &ab, sizeof ab))
        goto done;
    }
    if (put(&code, k->code, k->code_len))
      goto done;
    if (put(&cards, &r, sizeof r))
      goto done;
  }
  pack_header h = {0};
  memcpy(h.magic, PACK_MAGIC, sizeof h.magic);
  h.version = PACK_VERSION;
  h.ncards = (uint32_t)c->ncards;
  h.nabilities = (uint32_t)(abils.n / sizeof(pack_ability));
  if (put(&file, &h, sizeof h) || align8(&file))
    goto done;
  h.cards_off = (uint32_t)file.n;
  if (put(&file, cards.p, cards.n) || align8(&file))
    goto done;
  h.abil_off = (uint32_t)file.n;
  if (put(&file, abils.p, abils.n) || align8(&file))
    goto done;
  h.code_off = (uint32_t)file.n;
  h.code_size = (uint32_t)code.n;
  if (put(&file, code.p, code.n) || align8(&file))
    goto done;
  h.str_off = (uint32_t)file.n;
  h.str_size = (uint32_t)strs.n;
  if (put(&file, strs.p, strs.n) || align8(&file))
    goto done;
  h.size = (uint32_t)file.n;
  h.checksum = pack_fnv1a(file.p + sizeof h, file.n - sizeof h);
  memcpy(file.p, &h, sizeof h);
  *out = file.p;
  *size = file.n;
  file.p = NULL;
  rc = 0;
done:
  free(cards.p);
  free(abils.p);
  free(code.p);
  free(strs.p);
  free(file.p);
  return rc;
}

/* writes the pack, after the loader's verifier has passed it: the compiler never writes a pack it would refuse */
int dsl_write_pack(dsl_ctx *c, const char *path)
{
  uint8_t *img;
  size_t n;
  mtg_handle h;
  handle_init(&h, HANDLE_PACK);
  int before = c->errors;
  if (dsl_pack_image(c, &img, &n)) {
    if (c->errors > before) /* reported already (a token without its definition) */
      return -1;
    c->errors++;
    if (c->diag)
      fprintf(c->diag, "%s: error: the pack could not be laid out (out of memory?)\n", path);
    return -1;
  }
  if (pack_verify(&h, img, n)) {
    c->errors++;
    if (c->diag)
      fprintf(c->diag, "%s: error: internal: the pack does not verify: %s\n", path, h.msg);
    free(img);
    return -1;
  }
  FILE *f = fopen(path, "wb");
  int rc = f && fwrite(img, 1, n, f) == n ? 0 : -1;
  if (f && fclose(f))
    rc = -1;
  free(img);
  if (rc) {
    c->errors++;
    if (c->diag)
      fprintf(c->diag, "%s: error: cannot write the pack\n", path);
  }
  return rc;
}
