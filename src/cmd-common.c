/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd-common.h"
#include "eval.h"
#include "getopt-said.h"
#include "i18n.h"
#include "infile.h"
#include "lexicon.h"
#include "quote.h"
#include "rack.h"
#include "text.h"
#include "xmalloc.h"

#define CMD_READ_CHUNK 65536

static int cmd_read_into(FILE *f, size_t max, char **datap, size_t *len);
static void cmd_read_error(const char *path,
    const struct infile_failure *in);

/* The hint after a usage error; see cmd-common.h. */
int
cmd_usage_hint(const char *command)
{
	if (command == NULL)
		fprintf(stderr, _("Try '%s --help' for more information.\n"),
		    PACKAGE);
	else
		fprintf(stderr, _("Try '%s %s --help' for more information.\n"),
		    PACKAGE, command);
	return 2;
}

/* An operand too many, quoted; see cmd-common.h. */
void
cmd_unexpected_argument(const char *arg)
{
	char quoted[QUOTE_SIZE];

	fprintf(stderr, _("%s: unexpected argument '%s'\n"), PACKAGE,
	    quote_input(arg, strlen(arg), quoted));
}

/* See cmd-common.h. */
int
cmd_getopt(int argc, char **argv, const char *shorts,
    const struct option *longs)
{
	return getopt_said(PACKAGE, argc, argv, shorts, longs);
}

/* A decimal number in [lo, hi]; 0, or -1. */
int
cmd_number(const char *text, long long lo, long long hi, long long *value)
{
	char *end;
	long long n;

	errno = 0;
	n = strtoll(text, &end, 10);
	if (*text == '\0' || *end != '\0' || errno != 0 || n < lo || n > hi)
		return -1;
	*value = n;
	return 0;
}

/* A number in the C locale's notation; see cmd-common.h. */
const char *
cmd_decimal(double value, int decimals, char *buf, size_t size)
{
	const char *point = localeconv()->decimal_point;
	size_t plen = strlen(point);
	char *at;

	snprintf(buf, size, "%.*f", decimals, value);
	/* printf wrote the locale's point, which may be more than a byte. */
	if (plen > 0 && strcmp(point, ".") != 0 &&
	    (at = strstr(buf, point)) != NULL) {
		*at = '.';
		memmove(at + 1, at + plen, strlen(at + plen) + 1);
	}
	return buf;
}

/*
 * Read f to its end, growing the buffer (a game record or a script is
 * small: no need to ask for the most at once); 0, EFBIG past max, or
 * an errno value.
 */
static int
cmd_read_into(FILE *f, size_t max, char **datap, size_t *len)
{
	char *data = NULL, *bigger;
	size_t size = 0, room = 0, got;

	do {
		if (size + 1 >= room) {
			room = room > 0 ? room * 2 : CMD_READ_CHUNK;
			if (room > max + 2)
				room = max + 2;
			if (size + 1 >= room) {
				free(data);
				return EFBIG;
			}
			bigger = xrealloc(data, room);
			data = bigger;
		}
		got = fread(data + size, 1, room - 1 - size, f);
		size += got;
	} while (got > 0);
	if (ferror(f)) {
		free(data);
		return errno != 0 ? errno : EIO;
	}
	data[size] = '\0';
	*datap = data;
	*len = size;
	return 0;
}

/* Say why path could not be read, naming the limit when it was that. */
static void
cmd_read_error(const char *path, const struct infile_failure *in)
{
	char why[256], quoted[QUOTE_PATH_SIZE];

	text_infile_error(in, why, sizeof why);
	fprintf(stderr, "%s: %s: %s\n", PACKAGE, quote_path(path, quoted),
	    why);
}

/* A whole file or standard input; see cmd-common.h. */
char *
cmd_read_file(const char *path, size_t max, size_t *len)
{
	struct infile_failure in;
	char *data = NULL;
	int errnum;

	if (strcmp(path, "-") != 0) {
		if (infile_read(path, max, &data, len, &in) == 0)
			return data;
		cmd_read_error(path, &in);
		return NULL;
	}
	errno = 0;
	if ((errnum = cmd_read_into(stdin, max, &data, len)) != 0) {
		in.error = errnum == EFBIG ? INFILE_ERR_TOO_BIG :
		    INFILE_ERR_OPEN;
		in.errnum = errnum;
		in.limit = max;
		cmd_read_error(path, &in);
		return NULL;
	}
	return data;
}

/* A line of standard input; see cmd-common.h. */
ssize_t
cmd_stdin_line(char **line, size_t *size)
{
	static size_t number;
	char limit[32];
	ssize_t got = infile_getline(line, size, INFILE_LINE_MAX, stdin);

	if (got < 0)
		return -1;
	number++;
	if ((size_t)got < INFILE_LINE_MAX || (*line)[got - 1] == '\n')
		return got;
	infile_size_text(INFILE_LINE_MAX, limit, sizeof limit);
	fprintf(stderr, _("%s: standard input, line %zu: longer than %s; the "
	    "rest is not read\n"), PACKAGE, number, limit);
	return -2;
}

/* A record that did not parse; see cmd-common.h. */
void
cmd_gcg_error(const char *path, const struct gcg_failure *f)
{
	char quoted[QUOTE_PATH_SIZE];

	quote_path(path, quoted);
	if (f->line > 0)
		fprintf(stderr, "%s: %s:%d:%zu: %s\n", PACKAGE, quoted,
		    f->line, f->column + 1, text_gcg_error(f));
	else
		fprintf(stderr, "%s: %s: %s\n", PACKAGE, quoted,
		    text_gcg_error(f));
}

/* The leave table a command line names; see cmd-common.h. */
struct eval_leaves *
cmd_leaves_open(const char *path)
{
	struct eval_leaves *leaves = NULL;
	struct eval_failure failure;
	char *def = NULL, why[256], quoted[QUOTE_PATH_SIZE];

	if (path != NULL && strcmp(path, "none") == 0)
		return eval_leaves_create();
	if (path == NULL)
		path = def = eval_leaves_default_path();
	if (eval_leaves_load(path, &leaves, &failure) != 0) {
		text_eval_error(&failure, why, sizeof why);
		quote_path(path, quoted);
		if (failure.line > 0)
			fprintf(stderr, "%s: %s:%d: %s\n", PACKAGE, quoted,
			    failure.line, why);
		else
			fprintf(stderr, "%s: %s: %s\n", PACKAGE, quoted, why);
		free(def);
		return NULL;
	}
	free(def);
	return leaves;
}

/* The lexicon as the judge of words. */
int
cmd_judge_word(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

int
cmd_exchange_min(const char *text, int *value)
{
	long long n;

	if (cmd_number(text, 0, RACK_SIZE, &n) != 0) {
		fprintf(stderr, _("%s: --exchange-min must be a number from 0 "
		    "to 7\n"), PACKAGE);
		return -1;
	}
	*value = (int)n;
	return 0;
}

int
cmd_seed(const char *text, long long *value)
{
	if (cmd_number(text, 0, LLONG_MAX, value) != 0) {
		fprintf(stderr, _("%s: --seed must be a number\n"), PACKAGE);
		return -1;
	}
	return 0;
}
