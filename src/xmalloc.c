/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sys/mman.h>

#include "xmalloc.h"

/*
 * A request over PTRDIFF_MAX bytes cannot be met by any malloc(); it goes
 * to the hook without asking, so that a sanitizer's allocator does not
 * stop the program first.  Zero bytes are one, so that NULL always means
 * failure.
 */

static void xmalloc_default_fatal(size_t size);
static void *xmalloc_check(void *p, size_t size);

static xmalloc_fatal_fn xmalloc_fatal = xmalloc_default_fatal;

/* The library's hook: no terminal to restore and no words to translate. */
static void
xmalloc_default_fatal(size_t size)
{
	fprintf(stderr, "fichas: out of memory (%zu bytes)\n", size);
	abort();
}

/* See xmalloc.h: the hook for the front end to set. */
xmalloc_fatal_fn
xmalloc_set_fatal(xmalloc_fatal_fn hook)
{
	xmalloc_fatal_fn old = xmalloc_fatal;

	xmalloc_fatal = hook != NULL ? hook : xmalloc_default_fatal;
	return old;
}

/* p, or the hook when there was no memory; a hook that returns aborts. */
static void *
xmalloc_check(void *p, size_t size)
{
	if (p != NULL)
		return p;
	xmalloc_fatal(size);
	abort();
}

/* malloc() that cannot fail. */
void *
xmalloc(size_t size)
{
	if (size > PTRDIFF_MAX)
		return xmalloc_check(NULL, size);
	return xmalloc_check(malloc(size != 0 ? size : 1), size);
}

/* calloc() that cannot fail. */
void *
xcalloc(size_t nmemb, size_t size)
{
	if (size != 0 && nmemb > PTRDIFF_MAX / size)
		return xmalloc_check(NULL, SIZE_MAX);
	if (nmemb == 0 || size == 0)
		nmemb = size = 1;
	return xmalloc_check(calloc(nmemb, size), nmemb * size);
}

/* The size of a huge page, where the system has them. */
#define XMALLOC_HUGE_PAGE ((size_t)2 << 20)

/* See xmalloc.h: huge pages are advised before the first touch. */
void *
xmalloc_huge(size_t size)
{
#ifdef MADV_HUGEPAGE
	size_t room;
	void *p;

	if (size >= XMALLOC_HUGE_PAGE &&
	    size <= PTRDIFF_MAX - XMALLOC_HUGE_PAGE) {
		room = (size + XMALLOC_HUGE_PAGE - 1) &
		    ~(XMALLOC_HUGE_PAGE - 1);
		if (posix_memalign(&p, XMALLOC_HUGE_PAGE, room) == 0) {
			(void)madvise(p, room, MADV_HUGEPAGE);
			return p;
		}
	}
#endif
	return xmalloc(size);
}

/* See xmalloc.h. */
void *
xmallocarray_huge(size_t nmemb, size_t size)
{
	if (size != 0 && nmemb > PTRDIFF_MAX / size)
		return xmalloc_check(NULL, SIZE_MAX);
	return xmalloc_huge(nmemb * size);
}

/* See xmalloc.h. */
void *
xcalloc_huge(size_t nmemb, size_t size)
{
	if (size != 0 && nmemb <= PTRDIFF_MAX / size &&
	    nmemb * size >= XMALLOC_HUGE_PAGE)
		return memset(xmalloc_huge(nmemb * size), 0, nmemb * size);
	return xcalloc(nmemb, size);
}

/* realloc() that cannot fail. */
void *
xrealloc(void *ptr, size_t size)
{
	if (size > PTRDIFF_MAX)
		return xmalloc_check(NULL, size);
	return xmalloc_check(realloc(ptr, size != 0 ? size : 1), size);
}

/* realloc() of an array that cannot fail nor overflow. */
void *
xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	if (size != 0 && nmemb > PTRDIFF_MAX / size)
		return xmalloc_check(NULL, SIZE_MAX);
	return xrealloc(ptr, nmemb * size);
}

/* strdup() that cannot fail. */
char *
xstrdup(const char *s)
{
	size_t len = strlen(s) + 1;

	return memcpy(xmalloc(len), s, len);
}

/* strndup() that cannot fail. */
char *
xstrndup(const char *s, size_t n)
{
	size_t len = strnlen(s, n);
	char *copy = xmalloc(len + 1);

	memcpy(copy, s, len);
	copy[len] = '\0';
	return copy;
}
