/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input quoted for messages (quote.c) and files read safely (infile.c). */
#include "config.h"

#include <sys/stat.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "infile.h"
#include "quote.h"

static const char *quote(const char *text, size_t len);
static void temp_path(char *path, size_t size);

/* quote_input() of text into a static buffer. */
static const char *
quote(const char *text, size_t len)
{
	static char buf[QUOTE_SIZE];

	return quote_input(text, len, buf);
}

/* A fresh name in the temporary directory. */
static void
temp_path(char *path, size_t size)
{
	const char *dir = getenv("TMPDIR");
	int fd;

	snprintf(path, size, "%s/fichas-infile-XXXXXX", dir != NULL ? dir :
	    "/tmp");
	assert_true((fd = mkstemp(path)) >= 0);
	close(fd);
}

/* Printable text is kept, Spanish letters and all. */
static void
test_printable_text_is_kept(void **state)
{
	(void)state;
	assert_string_equal(quote("casa", 4), "casa");
	assert_string_equal(quote("ÑANDÚ [CH]", strlen("ÑANDÚ [CH]")),
	    "ÑANDÚ [CH]");
	assert_string_equal(quote("", 0), "");
}

/*
 * A file's name: quoted as input is, so that ESC and a newline cannot
 * move the cursor or forge a line, but cut only past 1024 columns.
 */
static void
test_paths_are_quoted_not_cut_short(void **state)
{
	static char path[4096], buf[QUOTE_PATH_SIZE];

	(void)state;
	assert_string_equal(quote_path("/tmp/a\033[2J\nfichas: x.gcg", buf),
	    "/tmp/a\\x1b[2J\\x0afichas: x.gcg");
	assert_string_equal(quote_path("/home/\xc3\xb1" "and\xc3\xba", buf),
	    "/home/\xc3\xb1" "and\xc3\xba");
	memset(path, 'd', 1024);
	assert_int_equal(strlen(quote_path(path, buf)), 1024);
	path[1024] = 'd';
	assert_string_equal(quote_path(path, buf) + 1021, "...");
	memset(path, '\n', sizeof path - 1);
	assert_true(strlen(quote_path(path, buf)) < QUOTE_PATH_SIZE);
}

/* infile_wide_encoding() of a string literal. */
#define WIDE(text) infile_wide_encoding(text, sizeof text - 1)

/*
 * UTF-16 and UTF-32 by their byte-order marks, or by a first line of
 * Latin letters with a NUL in every other byte (or three of four);
 * anything else, NUL bytes and all, is narrow.
 */
static void
test_wide_encodings_are_found(void **state)
{
	(void)state;
	assert_int_equal(WIDE("\xff\xfe" "c\0a\0"), INFILE_UTF16);
	assert_int_equal(WIDE("\xfe\xff\0c\0a"), INFILE_UTF16);
	assert_int_equal(WIDE("\xff\xfe\0\0c\0\0\0"), INFILE_UTF32);
	assert_int_equal(WIDE("\0\0\xfe\xff\0\0\0c"), INFILE_UTF32);
	assert_int_equal(WIDE("c\0a\0s\0a\0\n\0"), INFILE_UTF16);
	assert_int_equal(WIDE("\0c\0a\0s\0a\0\n"), INFILE_UTF16);
	assert_int_equal(WIDE("\xf1\0u\0\n\0"), INFILE_UTF16);	/* ñu */
	assert_int_equal(WIDE("c\0\0\0a\0\0\0\n\0\0\0"), INFILE_UTF32);
	assert_int_equal(WIDE("\0\0\0c\0\0\0a\0\0\0\n"), INFILE_UTF32);
	/* Narrow: plain text, a block of NULs a crash left, a NUL in a
	 * word, a mark-like pair past the start, NULs after line 1. */
	assert_int_equal(WIDE("casa\ncosa\n"), INFILE_NARROW);
	assert_int_equal(WIDE("\0\0\0\0\0\0\ncasa\n"), INFILE_NARROW);
	assert_int_equal(WIDE("ca\0sa\n"), INFILE_NARROW);
	assert_int_equal(WIDE("a\xff\xfe\n"), INFILE_NARROW);
	assert_int_equal(WIDE("casa\nc\0a\0s\0a\0"), INFILE_NARROW);
	assert_int_equal(WIDE("\xff"), INFILE_NARROW);
	assert_int_equal(infile_wide_encoding("", 0), INFILE_NARROW);
}

/* C0, DEL, C1, format characters, invalid UTF-8 and NUL become \xNN. */
static void
test_controls_are_quoted(void **state)
{
	(void)state;
	assert_string_equal(quote("a\033[31mb", 7), "a\\x1b[31mb");
	assert_string_equal(quote("a\0b", 3), "a\\x00b");
	assert_string_equal(quote("\177", 1), "\\x7f");
	assert_string_equal(quote("\302\233", 2), "\\xc2\\x9b");
	assert_string_equal(quote("\342\200\256x", 4), "\\xe2\\x80\\xaex");
	assert_string_equal(quote("\377a", 2), "\\xffa");
	assert_string_equal(quote("\303", 1), "\\xc3");
}

/* 80 columns fit; more are cut to 77 and "...", whatever the widths. */
static void
test_long_text_is_cut_at_80_columns(void **state)
{
	char text[400], want[100];

	(void)state;
	memset(text, 'x', 80);
	assert_int_equal(strlen(quote(text, 80)), 80);
	memset(text, 'x', 81);
	memset(want, 'x', 77);
	strcpy(want + 77, "...");
	assert_string_equal(quote(text, 81), want);
	/* Escapes count their four columns: 20 fit, the 21st cuts. */
	memset(text, '\033', 21);
	assert_int_equal(strlen(quote(text, 20)), 80);
	assert_string_equal(quote(text, 21) + 76, "...");
	/* Wide characters count two columns: 40 fit. */
	for (int i = 0; i < 41; i++)
		memcpy(text + 3 * i, "\344\270\200", 3);
	assert_int_equal(strlen(quote(text, 120)), 120);
	assert_int_equal(strlen(quote(text, 123)), 38 * 3 + 3);
	/* Combining marks count one: the bytes stay bounded. */
	for (int i = 0; i < 200; i++)
		memcpy(text + 2 * i, "\314\201", 2);
	assert_true(strlen(quote(text, 400)) < QUOTE_SIZE);
}

/* A file is read whole; one over the limit is refused before. */
static void
test_read_respects_the_limit(void **state)
{
	struct infile_failure f;
	char path[256], *data;
	size_t len;
	FILE *out;

	(void)state;
	temp_path(path, sizeof path);
	assert_non_null(out = fopen(path, "w"));
	fputs("hola\n", out);
	fclose(out);
	assert_int_equal(infile_read(path, 5, &data, &len, &f), 0);
	assert_int_equal(len, 5);
	assert_string_equal(data, "hola\n");
	free(data);
	assert_int_equal(infile_read(path, 4, &data, &len, &f), -1);
	assert_int_equal(f.error, INFILE_ERR_TOO_BIG);
	assert_int_equal(f.limit, 4);
	unlink(path);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(infile_read(path, 100, &data, &len, &f), -1);
	assert_int_equal(f.error, INFILE_ERR_NOT_FILE);
	unlink(path);
	assert_int_equal(infile_read("/", 100, &data, &len, &f), -1);
	assert_int_equal(f.error, INFILE_ERR_DIRECTORY);
	assert_int_equal(infile_read("/no/such/file", 100, &data, &len, &f),
	    -1);
	assert_int_equal(f.error, INFILE_ERR_OPEN);
}

/* Limits in words, as the messages give them. */
static void
test_size_text(void **state)
{
	char buf[32];

	(void)state;
	infile_size_text((size_t)16 << 20, buf, sizeof buf);
	assert_string_equal(buf, "16 MiB");
	infile_size_text(512 * 1024, buf, sizeof buf);
	assert_string_equal(buf, "512 KiB");
	infile_size_text(100, buf, sizeof buf);
	assert_string_equal(buf, "100 bytes");
}

/* A bounded line: newline kept, NULs counted, a long line in pieces. */
static void
test_getline_is_bounded(void **state)
{
	static const char text[] = "ab\0c\nxxxxxxxxxx\nlast";
	FILE *in = fmemopen((void *)text, sizeof text - 1, "r");
	char *line = NULL;
	size_t size = 0;

	(void)state;
	assert_non_null(in);
	assert_int_equal(infile_getline(&line, &size, 8, in), 5);
	assert_memory_equal(line, "ab\0c\n", 6);
	assert_int_equal(infile_getline(&line, &size, 8, in), 8);
	assert_string_equal(line, "xxxxxxxx");
	assert_int_equal(infile_getline(&line, &size, 8, in), 3);
	assert_string_equal(line, "xx\n");
	assert_int_equal(infile_getline(&line, &size, 8, in), 4);
	assert_string_equal(line, "last");
	assert_int_equal(infile_getline(&line, &size, 8, in), -1);
	fclose(in);
	free(line);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_printable_text_is_kept),
		cmocka_unit_test(test_controls_are_quoted),
		cmocka_unit_test(test_long_text_is_cut_at_80_columns),
		cmocka_unit_test(test_paths_are_quoted_not_cut_short),
		cmocka_unit_test(test_wide_encodings_are_found),
		cmocka_unit_test(test_read_respects_the_limit),
		cmocka_unit_test(test_size_text),
		cmocka_unit_test(test_getline_is_bounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
