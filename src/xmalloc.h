/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Allocation that cannot fail (after tmux's xmalloc.c): these return
 * memory or never return.  When the system has none to give they call the
 * fatal hook, which the front end sets to restore the terminal, try a
 * last autosave and say so in the user's language; the library's own hook
 * prints a plain line on standard error and aborts.  Sizes a user controls
 * are bounded by the named limits (src/infile.h) before they get here, so
 * that a failure is truly the machine running out of memory.
 */
#ifndef FICHAS_XMALLOC_H
#define FICHAS_XMALLOC_H

#include <stddef.h>

/* Called with the size that could not be had; must not return. */
typedef void (*xmalloc_fatal_fn)(size_t size);

/* Set the fatal hook (NULL: the library's own); returns the one before. */
xmalloc_fatal_fn xmalloc_set_fatal(xmalloc_fatal_fn hook);

void *xmalloc(size_t size);
void *xcalloc(size_t nmemb, size_t size);
void *xrealloc(void *ptr, size_t size);
/* realloc() for nmemb elements of size bytes, checked for overflow. */
void *xreallocarray(void *ptr, size_t nmemb, size_t size);
/*
 * xmalloc() and xcalloc() for a large array that searches read at random
 * (the lexicon's image, the word table): from 2 MB on, aligned to huge
 * pages and advised into them where the system has them.  A TLB entry
 * then covers 2 MB, not 4 KB, and filling the array takes a few page
 * faults instead of one each 4 KB (half of a lexicon's load).  Released
 * with free().
 */
void *xmalloc_huge(size_t size);
void *xcalloc_huge(size_t nmemb, size_t size);
/* xmalloc_huge() of nmemb elements, checked for overflow; not zeroed. */
void *xmallocarray_huge(size_t nmemb, size_t size);
char *xstrdup(const char *s);
/* At most n bytes of s, always NUL-terminated. */
char *xstrndup(const char *s, size_t n);

#endif
