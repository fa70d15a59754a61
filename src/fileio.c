/* fileio.c: reading whole files and listing folders in a reproducible (sorted) order. */
#define _DEFAULT_SOURCE
#include "fileio.h"
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *io_read_file(const char *path, long max)
{
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  char *buf = NULL;
  long n = -1;
  if (fseek(f, 0, SEEK_END) == 0)
    n = ftell(f);
  if (n >= 0 && n <= max && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) &&
      fread(buf, 1, (size_t)n, f) == (size_t)n)
    buf[n] = '\0';
  else {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  return buf;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

char **io_list_dir(const char *path)
{
  DIR *d = opendir(path);
  if (!d)
    return NULL;
  size_t n = 0, cap = 64;
  char **names = malloc(cap * sizeof *names);
  struct dirent *e;
  while (names && (e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue;
    if (n + 1 >= cap) {
      char **m = realloc(names, (cap *= 2) * sizeof *names);
      if (!m)
        break;
      names = m;
    }
    names[n++] = strdup(e->d_name);
  }
  closedir(d);
  if (!names)
    return NULL;
  names[n] = NULL;
  qsort(names, n, sizeof *names, by_name);
  return names;
}

void io_free_list(char **names)
{
  for (size_t i = 0; names && names[i]; i++)
    free(names[i]);
  free(names);
}
