/* fileio.h: reading whole files and listing folders -- shared by the library, the compiler and the tools. */
#ifndef MTG_FILEIO_H
#define MTG_FILEIO_H

/* the whole file, NUL-terminated, malloc'd; NULL if it can't be read or is larger than max bytes */
char *io_read_file(const char *path, long max);

/* the entries of a folder (no hidden ones) in name order, malloc'd, NULL-terminated; free with io_free_list */
char **io_list_dir(const char *path);
void io_free_list(char **names);

#endif
