/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the subcommands (src/cmd-*.c) share: the hint after a usage error,
 * numbers and files from the command line, the leave table and the word
 * check a referee or a game asks for.  Front end: messages are
 * translated here and go to standard error.
 */
#ifndef FICHAS_CMD_COMMON_H
#define FICHAS_CMD_COMMON_H

#include <getopt.h>
#include <stddef.h>
#include <sys/types.h>

#include "tiles.h"

struct eval_leaves;
struct gcg_failure;

/*
 * "Try 'fichas COMMAND --help' for more information." on standard error
 * (command NULL: the program's own --help).  Returns 2, the exit status
 * of a usage error.
 */
int cmd_usage_hint(const char *command);
/* Say that arg, an operand the command takes none of, is one too many. */
void cmd_unexpected_argument(const char *arg);

/* A decimal number in [lo, hi] into *value; 0, or -1. */
int cmd_number(const char *text, long long lo, long long hi,
    long long *value);
/* --exchange-min's argument (art. 24): 0 to 7; 0, or -1 after saying so. */
int cmd_exchange_min(const char *text, int *value);
/* --seed's argument, any number from 0; 0, or -1 after saying so. */
int cmd_seed(const char *text, long long *value);

/*
 * value with decimals places and a '.', whatever LC_NUMERIC says: for the
 * output that programs read (tab-separated lines, CSV), where a Spanish
 * locale's comma would be a field separator or no number at all.  Text for
 * a person uses printf's "%.1f", in the locale's own way.  Returns buf.
 */
#define CMD_DECIMAL_MAX 64	/* any double with a few decimals */
const char *cmd_decimal(double value, int decimals, char *buf, size_t size);

/*
 * The whole of a file ('-': standard input), at most max bytes, into a
 * malloc'd buffer that holds a NUL after its *len bytes.  NULL after a
 * message naming the file.
 */
char *cmd_read_file(const char *path, size_t max, size_t *len);

/*
 * The next line of standard input, like getline(), at most
 * INFILE_LINE_MAX bytes: -1 at the end, -2 after a message when the line
 * is longer (the rest of the input is not read).
 */
ssize_t cmd_stdin_line(char **line, size_t *size);

/*
 * The leave table at path: NULL for the default one
 * (eval_leaves_default_path()), "none" for a table where every leave is
 * worth 0.  NULL after a message naming the file.
 */
struct eval_leaves *cmd_leaves_open(const char *path);

/* Say why the file at path is not a GCG record: its line, column, reason. */
void cmd_gcg_error(const char *path, const struct gcg_failure *f);

/* A word check on a struct lexicon (ctx): the judge of plays. */
int cmd_judge_word(void *ctx, const tile_t *tiles, int n);

/* getopt_said() for fichas's subcommands: "fichas: unknown option...". */
int cmd_getopt(int argc, char **argv, const char *shorts,
    const struct option *longs);

#endif
