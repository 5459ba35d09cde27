/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Opening and reading the files fichas reads; see infile.h. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "infile.h"
#include "xmalloc.h"

static int infile_fail(struct infile_failure *failure,
    enum infile_error error, int errnum, size_t limit);
static int infile_close_fail(int fd, struct infile_failure *failure,
    enum infile_error error, int errnum, size_t limit);
static int infile_nul_pattern(const unsigned char *text, size_t len,
    size_t step, unsigned zero);

/* Fill *failure (may be NULL) and return -1. */
static int
infile_fail(struct infile_failure *failure, enum infile_error error,
    int errnum, size_t limit)
{
	if (failure != NULL) {
		failure->error = error;
		failure->errnum = errnum;
		failure->limit = limit;
	}
	return -1;
}

/* Close fd keeping errno, then fail. */
static int
infile_close_fail(int fd, struct infile_failure *failure,
    enum infile_error error, int errnum, size_t limit)
{
	close(fd);
	return infile_fail(failure, error, errnum, limit);
}

int
infile_open(const char *path, size_t max, size_t *size,
    struct infile_failure *failure)
{
	struct stat st;
	int fd, flags;

	/* O_NONBLOCK: a FIFO opens at once, to be refused below. */
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd == -1)
		return infile_fail(failure, errno == EISDIR ?
		    INFILE_ERR_DIRECTORY : INFILE_ERR_OPEN, errno, 0);
	if (fstat(fd, &st) == -1)
		return infile_close_fail(fd, failure, INFILE_ERR_OPEN, errno,
		    0);
	if (S_ISDIR(st.st_mode))
		return infile_close_fail(fd, failure, INFILE_ERR_DIRECTORY,
		    EISDIR, 0);
	if (!S_ISREG(st.st_mode))
		return infile_close_fail(fd, failure, INFILE_ERR_NOT_FILE, 0,
		    0);
	if ((unsigned long long)st.st_size > (unsigned long long)max)
		return infile_close_fail(fd, failure, INFILE_ERR_TOO_BIG, 0,
		    max);
	if ((flags = fcntl(fd, F_GETFL)) == -1 ||
	    fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == -1)
		return infile_close_fail(fd, failure, INFILE_ERR_OPEN, errno,
		    0);
	*size = (size_t)st.st_size;
	return fd;
}

int
infile_read_at(int fd, void *buf, size_t n, off_t off,
    struct infile_failure *failure)
{
	char *p = buf;

	while (n > 0) {
		ssize_t got = pread(fd, p, n, off);

		if (got == -1 && errno == EINTR)
			continue;
		if (got == -1)
			return infile_fail(failure, INFILE_ERR_OPEN, errno, 0);
		if (got == 0) /* shrunk since fstat */
			return infile_fail(failure, INFILE_ERR_OPEN, EIO, 0);
		p += got;
		n -= (size_t)got;
		off += got;
	}
	return 0;
}

int
infile_read(const char *path, size_t max, char **data, size_t *len,
    struct infile_failure *failure)
{
	size_t size;
	char *buf, extra;
	int fd = infile_open(path, max, &size, failure);

	if (fd == -1)
		return -1;
	buf = xmalloc(size + 1);
	if (infile_read_at(fd, buf, size, 0, failure) != 0) {
		free(buf);
		close(fd);
		return -1;
	}
	/* A file that grew since fstat is over its limit or being written. */
	if (size == max && pread(fd, &extra, 1, (off_t)size) == 1) {
		free(buf);
		return infile_close_fail(fd, failure, INFILE_ERR_TOO_BIG, 0,
		    max);
	}
	close(fd);
	buf[size] = '\0';
	*data = buf;
	*len = size;
	return 0;
}

void
infile_size_text(size_t bytes, char *buf, size_t size)
{
	if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
		snprintf(buf, size, "%zu MiB", bytes >> 20);
	else if (bytes >= 1024 && bytes % 1024 == 0)
		snprintf(buf, size, "%zu KiB", bytes >> 10);
	else
		snprintf(buf, size, "%zu bytes", bytes);
}

ssize_t
infile_getline(char **line, size_t *size, size_t max, FILE *in)
{
	size_t len = 0;
	int c;

	while (len < max && (c = getc(in)) != EOF) {
		if (len + 2 > *size) {
			*size = *size < 64 ? 128 : *size * 2;
			*line = xrealloc(*line, *size);
		}
		(*line)[len++] = (char)c;
		if (c == '\n')
			break;
	}
	if (len == 0)
		return -1;
	(*line)[len] = '\0';
	return (ssize_t)len;
}

/* The bytes of a first line looked at: a few code units say enough. */
#define INFILE_WIDE_SNIFF 256

/*
 * Are the bytes of text[0..len) at offsets i with (i % step) in zero
 * (a bit mask of remainders) all NUL, and the others not all NUL?
 */
static int
infile_nul_pattern(const unsigned char *text, size_t len, size_t step,
    unsigned zero)
{
	int other = 0;

	for (size_t i = 0; i < len; i++) {
		if (zero >> (i % step) & 1) {
			if (text[i] != 0)
				return 0;
		} else
			other |= text[i] != 0;
	}
	return other;
}

enum infile_wide
infile_wide_encoding(const char *text, size_t len)
{
	const unsigned char *t = (const unsigned char *)text;
	const unsigned char *nl;
	size_t n = len < INFILE_WIDE_SNIFF ? len : INFILE_WIDE_SNIFF;

	if (n >= 4 && ((t[0] == 0xff && t[1] == 0xfe && !t[2] && !t[3]) ||
	    (!t[0] && !t[1] && t[2] == 0xfe && t[3] == 0xff)))
		return INFILE_UTF32;
	if (n >= 2 && ((t[0] == 0xff && t[1] == 0xfe) ||
	    (t[0] == 0xfe && t[1] == 0xff)))
		return INFILE_UTF16;
	/* No mark: the first line, up to its '\n' byte (in UTF-16LE the
	 * NUL after it belongs to the next line). */
	if ((nl = memchr(t, '\n', n)) != NULL)
		n = (size_t)(nl - t);
	if (n < 4 || memchr(t, '\0', n) == NULL)
		return INFILE_NARROW;
	/* UTF-32 first: its NULs fit UTF-16's pattern too. */
	if (n >= 8 && (infile_nul_pattern(t, n & ~(size_t)3, 4, 0xe) ||
	    infile_nul_pattern(t, n, 4, 0x7)))
		return INFILE_UTF32;
	if (infile_nul_pattern(t, n & ~(size_t)1, 2, 0x2) ||
	    infile_nul_pattern(t, n, 2, 0x1))
		return INFILE_UTF16;
	return INFILE_NARROW;
}
