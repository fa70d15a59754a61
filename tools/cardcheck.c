/* cardcheck.c: compares a pack's cards with the card facts (../shared/cards/<SET>.json): coverage, mismatched
   characteristics, and how many cards say their Oracle text verbatim and round-trip through the printer. */
#include "dsl.h"
#include "fileio.h"
#include "mtgvm.h"
#include "pack.h"
#include "types.h"
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const all_sets[] = {"FDN", "TLA", "TDM", "ECL", "CLASSIC"};


/* Oracle text without reminder text (parenthesised), trimmed lines, single newlines */
static void normalize(const char *in, char *out, size_t n)
{
  size_t k = 0;
  int depth = 0;
  for (const char *p = in; *p && k + 1 < n; p++) {
    if (*p == '(') {
      depth++;
      while (k > 0 && out[k - 1] == ' ')
        k--;
      continue;
    }
    if (*p == ')' && depth > 0) {
      depth--;
      continue;
    }
    if (depth)
      continue;
    if (*p == '\n') {
      while (k > 0 && out[k - 1] == ' ')
        k--;
      if (k > 0 && out[k - 1] != '\n')
        out[k++] = '\n';
      while (p[1] == ' ')
        p++;
      continue;
    }
    out[k++] = *p;
  }
  while (k > 0 && (out[k - 1] == ' ' || out[k - 1] == '\n'))
    k--;
  out[k] = '\0';
}

/* the rules-text lines of a printed card: everything between the type line and the P/T or loyalty box */
static void rendered_text(const mtg_pack *p, int id, char *out, size_t n)
{
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) {
    out[0] = '\0';
    return;
  }
  dsl_render_card(f, p, id);
  fclose(f);
  const char *t = strchr(buf, '\n');
  if (t && strncmp(t + 1, "Color indicator:", 16) == 0)
    t = strchr(t + 1, '\n'); /* and a color indicator (204) */
  t = t ? strchr(t + 1, '\n') : NULL; /* skip the header and the type line */
  char body[4096];
  snprintf(body, sizeof body, "%s", t ? t + 1 : "");
  size_t k = strlen(body);
  while (k > 0 && body[k - 1] == '\n')
    body[--k] = '\0';
  if ((p->cards[id].pt_flags & PACK_PT_HAS) || p->cards[id].loyalty >= 0 || p->cards[id].defense) { /* the P/T,
                                                                                    loyalty or defense line */
    char *last = strrchr(body, '\n');
    if (last)
      *last = '\0';
    else
      body[0] = '\0';
  }
  free(buf);
  normalize(body, out, n);
}

/* keyword lines are compared case-insensitively and as sets ("Flying, vigilance" = "Flying\nVigilance") */
static void keyword_canon(const char *in, char *out, size_t n)
{
  size_t k = 0;
  for (const char *p = in; *p && k + 1 < n; p++) {
    char c = (char)tolower((unsigned char)*p);
    if (c == ',' && p[1] == ' ') {
      out[k++] = '\n';
      p++;
      continue;
    }
    out[k++] = c;
  }
  out[k] = '\0';
}

static int by_line(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* the lines of s, sorted: ability order does not change what a card reads as */
static void sort_lines(char *s)
{
  char *lines[64], copy[4096];
  int n = 0;
  snprintf(copy, sizeof copy, "%s", s);
  for (char *t = strtok(copy, "\n"); t && n < 64; t = strtok(NULL, "\n"))
    lines[n++] = t;
  qsort(lines, (size_t)n, sizeof *lines, by_line);
  size_t k = 0;
  for (int i = 0; i < n; i++)
    k += (size_t)snprintf(s + k, 4096 - k, "%s%s", i ? "\n" : "", lines[i]);
}

static int same_text(const char *a, const char *b)
{
  char x[4096], y[4096];
  keyword_canon(a, x, sizeof x);
  keyword_canon(b, y, sizeof y);
  char x1[4096], y1[4096]; /* line breaks inside a spell's text don't change what it says */
  snprintf(x1, sizeof x1, "%s", x);
  snprintf(y1, sizeof y1, "%s", y);
  for (char *q = x1; *q; q++)
    *q = *q == '\n' ? ' ' : *q;
  for (char *q = y1; *q; q++)
    *q = *q == '\n' ? ' ' : *q;
  sort_lines(x);
  sort_lines(y);
  return strcmp(x, y) == 0 || strcmp(x1, y1) == 0;
}

static int mismatch(const mtg_pack *p, int id, const cJSON *card)
{
  const pack_card *c = &p->cards[id];
  const cJSON *pw = cJSON_GetObjectItemCaseSensitive(card, "power");
  const cJSON *th = cJSON_GetObjectItemCaseSensitive(card, "toughness");
  const cJSON *mv = cJSON_GetObjectItemCaseSensitive(card, "mana_value");
  int bad = 0;
  if (cJSON_IsString(pw) && strcmp(pw->valuestring, "*") && atoi(pw->valuestring) != c->power)
    bad = 1;
  if (cJSON_IsString(th) && strcmp(th->valuestring, "*") && atoi(th->valuestring) != c->toughness)
    bad = 1;
  int back = c->layout == PACK_LAYOUT_TRANSFORM && (c->pt_flags & PACK_BACK_FACE); /* the facts give the printed
                                                                 cost's 0; the rules the front's (712.8) */
  if (cJSON_IsNumber(mv) && (int)mv->valuedouble != p->mana_value[id] && !back)
    bad = 1;
  const cJSON *ly = cJSON_GetObjectItemCaseSensitive(card, "loyalty"); /* 306.5b */
  if ((cJSON_IsString(ly) ? atoi(ly->valuestring) : -1) != c->loyalty && (cJSON_IsString(ly) || c->loyalty >= 0))
    bad = 1;
  const cJSON *df = cJSON_GetObjectItemCaseSensitive(card, "defense"); /* 310.4a */
  if ((cJSON_IsString(df) ? atoi(df->valuestring) : 0) != c->defense)
    bad = 1;
  const cJSON *types = cJSON_GetObjectItemCaseSensitive(card, "types"), *t;
  uint16_t want = 0;
  cJSON_ArrayForEach(t, types) {
    int k = cJSON_IsString(t) ? type_card_find(t->valuestring, (int)strlen(t->valuestring)) : -1;
    if (k >= 0)
      want |= (uint16_t)BIT(k);
  }
  if (want != c->types)
    bad = 1;
  const cJSON *colors = cJSON_GetObjectItemCaseSensitive(card, "colors");
  uint8_t cw = 0;
  cJSON_ArrayForEach(t, colors) {
    int k = cJSON_IsString(t) ? type_color_find_symbol(t->valuestring[0]) : -1;
    if (k >= 0)
      cw |= (uint8_t)BIT(k);
  }
  if (cw != c->colors && !(back && cw == 0))
    bad = 1;
  else if (cw != c->colors) /* tlacards 15: the TLA facts give most back faces no colors; the card's color indicator
                               (204) gives them -- the checker reports the data, not the card */
    printf("  facts: %s has no colors there; its color indicator gives them\n", pack_str(p, c->name));
  if (bad)
    printf("  mismatch: %s\n", pack_str(p, c->name));
  return bad;
}

/* clears *verbatim when card id's text is not the Oracle text, *roundtrip when its rendering does not read as it */
static void text_matches(const mtg_pack *p, int id, const char *oracle, int *verbatim, int *roundtrip)
{
  char want[4096], written[4096], printed[4096];
  normalize(oracle, want, sizeof want);
  normalize(pack_str(p, p->cards[id].text), written, sizeof written);
  rendered_text(p, id, printed, sizeof printed);
  *verbatim &= strcmp(want, written) == 0;
  *roundtrip &= same_text(want, printed);
}

/* names excluded from a set's denominator: data/sets/<set>/excluded.json, [{"name": ..., "reason": ...}] */
static int excluded(const cJSON *list, const char *name)
{
  const cJSON *it;
  cJSON_ArrayForEach(it, list) {
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(it, "name");
    if (cJSON_IsString(n) && !strcmp(n->valuestring, name))
      return 1;
  }
  return 0;
}

static int check_set(const mtg_pack *p, const char *set, const char *facts_dir, const char *sets_dir, int verbose,
                     int strict)
{
  char path[1024], lower[16];
  snprintf(path, sizeof path, "%s/%s.json", facts_dir, set);
  char *text = io_read_file(path, 1L << 26);
  cJSON *root = text ? cJSON_Parse(text) : NULL;
  free(text);
  if (!root) {
    fprintf(stderr, "cardcheck: cannot read %s\n", path);
    return -1;
  }
  size_t i = 0;
  for (; set[i] && i < sizeof lower - 1; i++)
    lower[i] = (char)tolower((unsigned char)set[i]);
  lower[i] = '\0';
  snprintf(path, sizeof path, "%s/%s/excluded.json", sets_dir, lower);
  char *ex_text = io_read_file(path, 1L << 26);
  cJSON *ex = ex_text ? cJSON_Parse(ex_text) : NULL;
  free(ex_text);
  int total = 0, implemented = 0, bad = 0, verbatim = 0, roundtrip = 0;
  const cJSON *card;
  cJSON_ArrayForEach(card, cJSON_GetObjectItemCaseSensitive(root, "cards")) {
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(card, "name");
    const cJSON *oracle = cJSON_GetObjectItemCaseSensitive(card, "oracle_text");
    if (!cJSON_IsString(name) || excluded(ex, name->valuestring))
      continue;
    total++;
    const cJSON *faces = cJSON_GetObjectItemCaseSensitive(card, "faces"), *face;
    int nfaces = cJSON_GetArraySize(faces) >= 2 ? 2 : 0; /* a multi-faced card: "Front // Back" and its faces */
    const cJSON *front = nfaces ? cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(faces, 0), "name") : name;
    int id = cJSON_IsString(front) ? mtg_pack_find_card(p, front->valuestring) : -1;
    if (id < 0)
      continue;
    implemented++;
    int v = 1, r = 1, f = 0, fid = id;
    if (nfaces && p->cards[id].face == PACK_NONE) {
      printf("  mismatch: %s has one face, the facts two\n", pack_str(p, p->cards[id].name));
      bad++;
      continue;
    }
    for (face = nfaces ? faces->child : NULL; face; face = face->next) { /* each face against its facts (712.8, 720) */
      fid = f++ ? p->cards[id].face : id;
      bad += mismatch(p, fid, face);
      const cJSON *ft = cJSON_GetObjectItemCaseSensitive(face, "oracle_text");
      text_matches(p, fid, cJSON_IsString(ft) ? ft->valuestring : "", &v, &r);
    }
    if (!nfaces) {
      bad += mismatch(p, id, card);
      text_matches(p, id, cJSON_IsString(oracle) ? oracle->valuestring : "", &v, &r);
    }
    verbatim += v;
    roundtrip += r;
    if (verbose && (!v || !r))
      printf("  %s%s: %s\n", v ? "" : "not verbatim ", r ? "" : "no round trip", name->valuestring);
  }
  printf("%s: implemented %d/%d, mismatches %d, verbatim %.1f%%, round-trip %.1f%%\n", set, implemented, total, bad,
         implemented ? 100.0 * verbatim / implemented : 0.0, implemented ? 100.0 * roundtrip / implemented : 0.0);
  cJSON_Delete(ex);
  cJSON_Delete(root);
  return strict ? bad + (implemented - verbatim) + (implemented - roundtrip) : bad;
}

int main(int argc, char **argv)
{
  const char *set = NULL, *pack_path = MTG_BUILD_ROOT "/packs/all.mtgpack";
  const char *facts = MTG_SOURCE_ROOT "/../shared/cards", *sets_dir = MTG_SOURCE_ROOT "/data/sets";
  int verbose = 0, strict = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--set") && i + 1 < argc)
      set = argv[++i];
    else if (!strcmp(argv[i], "--pack") && i + 1 < argc)
      pack_path = argv[++i];
    else if (!strcmp(argv[i], "--facts") && i + 1 < argc)
      facts = argv[++i];
    else if (!strcmp(argv[i], "--verbose"))
      verbose = 1;
    else if (!strcmp(argv[i], "--strict")) /* a card not written or printed as its Oracle text fails too (the test) */
      strict = 1;
    else {
      fprintf(stderr, "usage: cardcheck [--set SET] [--pack PACK] [--facts DIR] [--verbose] [--strict]\n");
      return 2;
    }
  }
  mtg_pack *p = mtg_pack_load(pack_path);
  if (!p || mtg_errcode(p)) {
    fprintf(stderr, "cardcheck: %s\n", p ? mtg_errmsg(p) : "out of memory");
    mtg_pack_free(p);
    return 2;
  }
  int bad = 0;
  for (size_t i = 0; i < sizeof all_sets / sizeof *all_sets; i++)
    if (!set || !strcasecmp(set, all_sets[i])) {
      int r = check_set(p, all_sets[i], facts, sets_dir, verbose, strict);
      bad += r < 0 ? 1 : r;
    }
  mtg_pack_free(p);
  return bad ? 1 : 0;
}
