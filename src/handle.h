/* handle.h: the error record every public handle begins with (mtg_errcode / mtg_errmsg). */
#ifndef MTG_HANDLE_H
#define MTG_HANDLE_H

#include <stdint.h>

#define HANDLE_MSG 256

enum { HANDLE_PACK = 0x4b434150, HANDLE_DECK = 0x4b434544, HANDLE_GAME = 0x454d4147, HANDLE_AGENT = 0x544e4741, HANDLE_VEC = 0x20434556 };

typedef struct mtg_handle {
  uint32_t magic;          /* HANDLE_*: what kind of handle this is */
  int32_t code;            /* last error code, 0 if none */
  char msg[HANDLE_MSG];    /* last error message */
} mtg_handle;

void handle_init(mtg_handle *h, uint32_t magic);
void handle_clear(mtg_handle *h);
/* records an error and returns code, so callers can write `return handle_fail(...)` */
int handle_fail(mtg_handle *h, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
