/* handle.c: the error record of public handles and the mtg_errcode / mtg_errmsg entry points. */
#include "handle.h"
#include "mtgvm.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void handle_init(mtg_handle *h, uint32_t magic)
{
  h->magic = magic;
  handle_clear(h);
}

void handle_clear(mtg_handle *h)
{
  h->code = 0;
  h->msg[0] = '\0';
}

int handle_fail(mtg_handle *h, int code, const char *fmt, ...)
{
  va_list ap;
  h->code = code;
  va_start(ap, fmt);
  vsnprintf(h->msg, sizeof h->msg, fmt, ap);
  va_end(ap);
  return code;
}

static int known(const mtg_handle *h)
{
  return h && (h->magic == HANDLE_PACK || h->magic == HANDLE_DECK || h->magic == HANDLE_GAME ||
               h->magic == HANDLE_AGENT || h->magic == HANDLE_VEC);
}

MTG_API int mtg_errcode(const void *handle)
{
  const mtg_handle *h = handle;
  return known(h) ? h->code : MTG_EINVAL;
}

MTG_API const char *mtg_errmsg(const void *handle)
{
  const mtg_handle *h = handle;
  if (!h)
    return "NULL handle";
  return known(h) ? h->msg : "not an mtgvm handle (freed or invalid)";
}
