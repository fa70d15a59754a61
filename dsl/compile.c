/* compile.c: the compiler driver -- reads card files, feeds tokens to the parser card by card, prints diagnostics. */
#include "dsl.h"
#include "fileio.h"
#include "grammar.h"
#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* the Lemon parser's entry points (grammar.c) */
void *gram_ParseAlloc(void *(*alloc)(size_t), dsl_ctx *ctx);
void gram_ParseFree(void *p, void (*dealloc)(void *));
void gram_Parse(void *p, int major, dsl_tok minor);

void dsl_init(dsl_ctx *c, FILE *diag)
{
  memset(c, 0, sizeof *c);
  c->diag = diag;
}

void dsl_free(dsl_ctx *c)
{
  free(c->cards);
  c->cards = NULL;
  c->ncards = c->cap = 0;
}

/* file:line:col: error: message, then the source line and a caret under the column */
void dsl_error(dsl_ctx *c, uint32_t off, const char *fmt, ...)
{
  if (off > c->len)
    off = c->len;
  int line = 1;
  uint32_t bol = 0;
  for (uint32_t i = 0; i < off; i++)
    if (c->src[i] == '\n') {
      line++;
      bol = i + 1;
    }
  uint32_t eol = bol;
  while (eol < c->len && c->src[eol] != '\n')
    eol++;
  int col = 1;
  for (uint32_t i = bol; i < off; i++)
    col += ((unsigned char)c->src[i] & 0xC0) != 0x80; /* count UTF-8 characters */
  c->errors++;
  c->failed = 1;
  if (!c->diag)
    return;
  va_list ap;
  fprintf(c->diag, "%s:%d:%d: error: ", c->file, line, col);
  va_start(ap, fmt);
  vfprintf(c->diag, fmt, ap);
  va_end(ap);
  fprintf(c->diag, "\n%.*s\n", (int)(eol - bol), c->src + bol);
  for (uint32_t i = bol; i < off; i++) /* the caret under the column: tabs kept, one space per character */
    if (c->src[i] == '\t' || ((unsigned char)c->src[i] & 0xC0) != 0x80)
      fputc(c->src[i] == '\t' ? '\t' : ' ', c->diag);
  fputs("^\n", c->diag);
}

/* compiles every card in one source text */
int dsl_compile_text(dsl_ctx *c, const char *file, const char *set, const char *text)
{
  c->file = file;
  c->src = text;
  c->len = (uint32_t)strlen(text);
  c->cursor = text;
  c->line_in_card = 0;
  c->line_has_tokens = 0;
  snprintf(c->set, sizeof c->set, "%s", set);
  memset(&c->cur, 0, sizeof c->cur);
  int before = c->errors;
  void *parser = NULL;
  int prev = 0; /* the header token of the card before: TK_CARD, TK_TOKENDEF or TK_FACE */
  dsl_tok tok, end = {0, 0}; /* end: just past the card's last word, where "unexpected end of card" points */
  for (;;) {
    int t = lex_next(c, &tok);
    if (t == TK_CARD || t == TK_TOKENDEF || t == TK_FACE || t == 0) {
      if (parser && !c->parse_failed)
        gram_Parse(parser, 0, end);
      if (parser)
        gram_ParseFree(parser, free);
      if (parser && (c->failed || c->parse_failed))
        cg_face_failed(c); /* a face that fails fails its card */
      parser = NULL;
      if (t == 0)
        break;
      int after_card = t == TK_FACE && prev == TK_CARD; /* a face line follows a card's front face */
      prev = t;
      c->failed = 0;
      c->parse_failed = 0;
      c->attempted += t != TK_FACE; /* a multi-faced card is one card */
      cg_card_begin(c, tok);
      if (t == TK_FACE)
        cg_face_begin(c, tok, after_card);
      else
        c->kept_front[0] = '\0';
      parser = gram_ParseAlloc(malloc, c);
      if (!parser) {
        dsl_error(c, tok.off, "out of memory");
        break;
      }
    } else if (!parser) {
      dsl_error(c, tok.off, "expected a card header: card \"Name\" {cost}");
      while ((t = lex_next(c, &tok)) != 0 && t != TK_CARD) /* skip to the next card */
        ;
      if (t == 0)
        break;
      c->cursor = c->src + tok.off; /* re-read the header */
      c->line_has_tokens = 0;
      continue;
    }
    if (!c->parse_failed)
      gram_Parse(parser, t, tok);
    if (t != TK_NEWLINE)
      end.off = tok.off + tok.len;
  }
  return c->errors > before ? -1 : 0;
}


/* the set code of a file: the upper-cased name of the folder under data/sets/ (data/sets/fdn/x.card and
   data/sets/fdn/lands/x.card are FDN); elsewhere the name of the folder the file is in */
static void set_of(const char *path, char *set, size_t n)
{
  const char *start = NULL, *end = strrchr(path, '/');
  for (const char *s = strstr(path, "sets/"); s; s = strstr(s + 1, "sets/"))
    if ((s == path || s[-1] == '/') && strchr(s + 5, '/'))
      start = s + 5;
  if (start)
    end = strchr(start, '/');
  else
    for (start = end; start && start > path && start[-1] != '/';)
      start--;
  if (!end || !start || end == start) {
    snprintf(set, n, "NONE");
    return;
  }
  size_t len = (size_t)(end - start) < n - 1 ? (size_t)(end - start) : n - 1;
  for (size_t i = 0; i < len; i++)
    set[i] = (char)toupper((unsigned char)start[i]);
  set[len] = '\0';
}

static int compile_file(dsl_ctx *c, const char *path)
{
  char *text = io_read_file(path, 1L << 26);
  if (!text) {
    if (c->diag)
      fprintf(c->diag, "%s: error: cannot read the file\n", path);
    c->errors++;
    return -1;
  }
  char set[8];
  set_of(path, set, sizeof set);
  int rc = dsl_compile_text(c, path, set, text);
  free(text);
  c->src = NULL;
  return rc;
}


/* a folder: its *.card files and subfolders, in name order so packs are reproducible */
static int compile_dir(dsl_ctx *c, const char *path)
{
  char **names = io_list_dir(path);
  int rc = names ? 0 : -1;
  for (size_t i = 0; names && names[i]; i++) {
    char full[4096];
    snprintf(full, sizeof full, "%s/%s", path, names[i]);
    struct stat st;
    size_t len = strlen(names[i]);
    if (stat(full, &st) == 0 && S_ISDIR(st.st_mode))
      rc |= compile_dir(c, full);
    else if (len > 5 && strcmp(names[i] + len - 5, ".card") == 0)
      rc |= compile_file(c, full);
  }
  io_free_list(names);
  return rc;
}

int dsl_compile_path(dsl_ctx *c, const char *path)
{
  struct stat st;
  if (stat(path, &st) != 0) {
    if (c->diag)
      fprintf(c->diag, "%s: error: no such file or folder\n", path);
    c->errors++;
    return -1;
  }
  return S_ISDIR(st.st_mode) ? compile_dir(c, path) : compile_file(c, path);
}
