/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Reading a file fichas did not write: every file it reads (lexicons, word
 * lists, leave tables, saves, game records, scripts) is opened here.
 *
 * The open never blocks: a FIFO named as a lexicon would otherwise wait
 * in open() for a writer that never comes.  It is opened with O_NONBLOCK,
 * the flag cleared, and what fstat() says is not a regular file is
 * refused (a directory as such), as is a file larger than the caller's
 * limit, before a byte is read: /dev/zero or a 2 GB sparse file is refused
 * at once instead of filling the memory.
 */
#ifndef FICHAS_INFILE_H
#define FICHAS_INFILE_H

#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* Why a file could not be read. */
enum infile_error {
	INFILE_OK = 0,
	INFILE_ERR_OPEN,	/* open, fstat or read failed: errnum */
	INFILE_ERR_DIRECTORY,	/* a directory */
	INFILE_ERR_NOT_FILE,	/* a FIFO, device or socket */
	INFILE_ERR_TOO_BIG	/* larger than the limit: limit */
};

/* What went wrong. */
struct infile_failure {
	enum infile_error error;
	int errnum;	/* errno for INFILE_ERR_OPEN */
	size_t limit;	/* the limit passed, for INFILE_ERR_TOO_BIG */
};

/*
 * Open a regular file of at most max bytes for reading, without blocking
 * on a FIFO.  Returns the descriptor (close-on-exec) and its size in
 * *size, or -1 with *failure filled.
 */
int infile_open(const char *path, size_t max, size_t *size,
    struct infile_failure *failure);
/*
 * Read a whole regular file of at most max bytes into a malloc'd buffer
 * with a NUL after its *len bytes.  Returns 0, or -1 with *failure.
 */
int infile_read(const char *path, size_t max, char **data, size_t *len,
    struct infile_failure *failure);
/* Read exactly n bytes at offset off; 0, or -1 with *failure. */
int infile_read_at(int fd, void *buf, size_t n, off_t off,
    struct infile_failure *failure);
/*
 * Text in a wide Unicode encoding, which fichas does not read: Windows
 * editors save "Unicode" as UTF-16, whose every other byte is NUL for
 * Latin letters, and a list or record read as bytes would be a NUL or a
 * control character on every line.
 */
enum infile_wide {
	INFILE_NARROW = 0,	/* UTF-8, Latin-1 or the like */
	INFILE_UTF16,
	INFILE_UTF32
};
/*
 * What text[0..len) is: UTF-16 or UTF-32 by its byte-order mark, or
 * without one by its first line, every other byte NUL (every three of
 * four for UTF-32), in either byte order; else INFILE_NARROW, whatever
 * NUL bytes it holds.
 */
enum infile_wide infile_wide_encoding(const char *text, size_t len);

/* A limit in words: "16 MiB", "512 KiB", "100 bytes". */
void infile_size_text(size_t bytes, char *buf, size_t size);

/*
 * A line of a stream that has no size (standard input, a pipe): a word to
 * check, a quiz's answer.  /dev/zero there is one endless line, which
 * getline() would read until the memory ran out.
 */
#define INFILE_LINE_MAX	((size_t)4 << 20)
/*
 * getline() with a bound: the next line of in, its newline included and
 * a NUL after, into *line (grown as getline() grows it), but at most max
 * bytes: a longer line comes in pieces of max bytes, none ending in a
 * newline.  The bytes read (NULs in the line counted), or -1 at the end
 * of the input or on an error.
 */
ssize_t infile_getline(char **line, size_t *size, size_t max, FILE *in);

#endif
