/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The lexicon seen from the command line: fichas check, words and anagram.
 * The library answers with codes; this file words them for the user.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

#include "closeout.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "eval.h"
#include "i18n.h"
#include "lexicon.h"
#include "lexicon-build.h"
#include "progress.h"
#include "quote.h"
#include "text.h"
#include "tiles.h"
#include "xmalloc.h"

_Static_assert(LEXICON_MAX_FILE == (size_t)80 << 20,
    "the messages say 80 MiB");

/* Room for a word in record spelling: 15 bracketed digraphs and a NUL. */
#define CMD_WORD_TEXT (4 * TILES_MAX_WORD + 1)

/* One subcommand's help: its operands and what it does. */
struct cmd_help {
	const char *name;
	const char *operands;
	const char *what;
};

/* A word found by anagram, kept to be sorted. */
struct cmd_found {
	tile_t tiles[TILES_MAX_WORD];
	size_t n;
};

/* The words anagram found so far. */
struct cmd_found_list {
	struct cmd_found *words;
	size_t n;
	size_t size;
};

static const struct cmd_help cmd_check_help = {
	"check", N_("WORD..."),
	N_("Say whether each WORD is in the lexicon; '-' reads words from "
	    "standard\ninput, one a line.  Exit status: 0 if all are valid, 1 "
	    "if any is not,\n2 on trouble.\n")
};
static const struct cmd_help cmd_words_help = {
	"words", "",
	N_("Print every word of the lexicon, one a line, in upper case with "
	    "the\ndigraph tiles in brackets (CA[LL]E).\n")
};
static const struct cmd_help cmd_anagram_help = {
	"anagram", N_("RACK"),
	N_("List the words that the tiles of RACK make, longest first; '?' "
	    "is a\nblank, digraphs may be written CH or [CH].  Letters played "
	    "by a blank\nare shown in lower case.\n")
};

/* --help for a subcommand, or the hint after a usage error (exit 2). */
static int
cmd_usage(const struct cmd_help *help, FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint(help->name);
	/* words has no operands, and gettext("") is the catalogue's header. */
	fprintf(out, _("Usage: %s %s [OPTION]... %s\n"), PACKAGE, help->name,
	    *help->operands != '\0' ? _(help->operands) : "");
	fputs(_(help->what), out);
	if (help == &cmd_anagram_help)
		fputs(_("With --probability=RACKLEN, the likeliest racks of "
		    "RACKLEN tiles\n(see 'fichas anagram --probability=7 "
		    "--help').\n"), out);
	fputs(_("\nOptions:\n"
	    "  -l, --lexicon=PATH  the lexicon: a compiled graph or a word "
	    "list\n"
	    "                      (default: $FICHAS_LEXICON, else the "
	    "installed one)\n"
	    "  -h, --help          display this help and exit\n"), out);
	return 0;
}

/*
 * Parse the options common to the lexicon subcommands.  Returns -1 to go
 * on with the operands at argv[optind], or the exit status to return now.
 */
static int
cmd_options(int argc, char **argv, const struct cmd_help *help,
    const char **lexicon)
{
	static const struct option options[] = {
		{ "lexicon", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	optind = 1;
	*lexicon = NULL;
	while ((c = cmd_getopt(argc, argv, "l:h", options)) != -1) {
		switch (c) {
		case 'l':
			*lexicon = optarg;
			break;
		case 'h':
			return cmd_usage(help, stdout);
		default:
			return cmd_usage(help, stderr);
		}
	}
	return -1;
}

/* How a word list's compile shows (cmd_lexicon_set_progress()). */
static enum progress_mode cmd_lexicon_progress = PROGRESS_AUTO;

void
cmd_lexicon_set_progress(enum progress_mode mode)
{
	cmd_lexicon_progress = mode;
}

/*
 * A line of a word list skipped for a NUL byte: said, as fichas-mklex says
 * it, so that a list is never cut short in silence.  Other unusable lines
 * of a list (a K, a digit) are skipped quietly.
 */
static int
cmd_lexicon_line(size_t line, const char *text, size_t len,
    enum lexicon_line_problem problem, const struct tiles_failure *failure,
    void *arg)
{
	char quoted[QUOTE_SIZE], qpath[QUOTE_PATH_SIZE];

	(void)failure;
	if (problem == LEXICON_LINE_NUL)
		fprintf(stderr, _("%s: %s:%zu: skipped '%s': a NUL byte\n"),
		    PACKAGE, quote_path(arg, qpath), line,
		    quote_input(text, len, quoted));
	return 0;
}

struct lexicon *
cmd_lexicon_open(const char *path)
{
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	char *fallback = NULL, why[256], quoted[QUOTE_PATH_SIZE];
	int rc;

	if (path == NULL)
		path = fallback = lexicon_default_path();
	/* A word list is compiled here, which may take seconds. */
	progress_lexicon_attach(cmd_lexicon_progress);
	rc = lexicon_open_reporting(path, cmd_lexicon_line, (void *)path, &lex,
	    &failure);
	progress_lexicon_detach();
	if (rc == 0) {
		free(fallback);
		return lex;
	}
	fprintf(stderr, "%s: %s: %s\n", PACKAGE, quote_path(path, quoted),
	    text_lexicon_failure(&failure, why, sizeof why));
	if (fallback != NULL)
		fprintf(stderr, _("%s: name a lexicon with --lexicon PATH or "
		    "FICHAS_LEXICON\n"), PACKAGE);
	free(fallback);
	return NULL;
}

/* Say why text is not a sequence of tiles. */
static void
cmd_tiles_error(const char *text, size_t len,
    const struct tiles_failure *failure)
{
	uint8_t ch[8] = { 0 };
	char quoted[QUOTE_SIZE], qch[QUOTE_SIZE], why[256];
	int n = 0;

	if (failure->character != 0)
		n = u8_uctomb(ch, failure->character, sizeof ch - 1);
	quote_input((const char *)ch, n > 0 ? (size_t)n : 0, qch);
	text_tiles_error(failure, qch, why, sizeof why);
	fprintf(stderr, "%s: '%s': %s\n", PACKAGE,
	    quote_input(text, len, quoted), why);
}

/* Check one word and print its verdict; returns 1 when valid. */
static int
cmd_check_word(const struct lexicon *lex, const char *word, size_t len)
{
	tile_t tiles[TILES_MAX_WORD];
	struct tiles_failure failure;
	char text[CMD_WORD_TEXT], quoted[QUOTE_SIZE];
	int n, valid;

	if (memchr(word, '\0', len) != NULL) {
		fprintf(stderr, _("%s: '%s': a NUL byte is not a letter\n"),
		    PACKAGE, quote_input(word, len, quoted));
		printf("%s: %s\n", quoted, _("invalid"));
		return 0;
	}
	n = tiles_parse(word, len, TILES_MODE_WORD, tiles, TILES_MAX_WORD,
	    &failure);
	if (n < 0) {
		cmd_tiles_error(word, len, &failure);
		printf("%s: %s\n", quote_input(word, len, quoted),
		    _("invalid"));
		return 0;
	}
	for (int i = 0; i < n; i++)
		tiles[i] = tile_letter(tiles[i]); /* [ch] is CH in a word */
	tiles_to_record(tiles, (size_t)n, text, sizeof text);
	valid = lexicon_contains(lex, tiles, (size_t)n);
	printf("%s: %s\n", text, valid ? _("valid") : _("invalid"));
	return valid;
}

/*
 * Check every non-blank line of standard input; returns the invalid
 * count, *unread set when a line too long stopped the reading.
 */
static size_t
cmd_check_stdin(const struct lexicon *lex, int *unread)
{
	char *line = NULL;
	size_t size = 0, invalid = 0;
	ssize_t got;

	while ((got = cmd_stdin_line(&line, &size)) >= 0) {
		size_t start = 0, end = (size_t)got;

		while (end > 0 && strchr(" \t\r\n", line[end - 1]) != NULL)
			end--;
		while (start < end && (line[start] == ' ' ||
		    line[start] == '\t'))
			start++;
		if (start < end && !cmd_check_word(lex, line + start,
		    end - start))
			invalid++;
	}
	*unread |= got == -2;
	free(line);
	return invalid;
}

int
cmd_check(int argc, char **argv)
{
	const char *path;
	struct lexicon *lex;
	size_t invalid = 0;
	int unread = 0, rc = cmd_options(argc, argv, &cmd_check_help, &path);

	if (rc != -1)
		return rc;
	if (optind == argc) {
		fprintf(stderr, _("%s: no word to check\n"), PACKAGE);
		return cmd_usage(&cmd_check_help, stderr);
	}
	if ((lex = cmd_lexicon_open(path)) == NULL)
		return 2;
	for (int i = optind; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0)
			invalid += cmd_check_stdin(lex, &unread);
		else if (!cmd_check_word(lex, argv[i], strlen(argv[i])))
			invalid++;
	}
	lexicon_free(lex);
	return unread ? 2 : invalid == 0 ? 0 : 1;
}

/* Print one word of the lexicon. */
static int
cmd_words_print(const tile_t *word, size_t n, void *arg)
{
	char text[CMD_WORD_TEXT];

	tiles_to_record(word, n, text, sizeof text);
	fputs(text, stdout);
	return putchar('\n') == EOF;
}

int
cmd_words(int argc, char **argv)
{
	const char *path;
	struct lexicon *lex;
	int rc = cmd_options(argc, argv, &cmd_words_help, &path);

	if (rc != -1)
		return rc;
	if (optind != argc) {
		cmd_unexpected_argument(argv[optind]);
		return cmd_usage(&cmd_words_help, stderr);
	}
	if ((lex = cmd_lexicon_open(path)) == NULL)
		return 2;
	rc = lexicon_words(lex, cmd_words_print, NULL);
	lexicon_free(lex);
	/* rc: a word that could not be written. */
	return closeout_flush(PACKAGE) != 0 || rc != 0 ? CLOSEOUT_FAILURE : 0;
}

/* Read a rack: letters, digraphs (CH or [CH]) and '?' blanks. */
static int
cmd_rack_parse(const char *text, tile_t *rack, size_t *n)
{
	size_t len = strlen(text), pos = 0;
	struct tiles_failure failure;

	*n = 0;
	while (pos < len) {
		tile_t tile = TILE_BLANK;

		if (*n == TILES_MAX_WORD) {
			failure.error = TILES_ERR_TOO_LONG;
			cmd_tiles_error(text, len, &failure);
			return -1;
		}
		if (text[pos] == '?')
			pos++;
		else if (tiles_next(text, len, &pos, TILES_MODE_WORD, &tile,
		    &failure) != TILES_OK) {
			cmd_tiles_error(text, len, &failure);
			return -1;
		}
		rack[(*n)++] = tile_letter(tile);
	}
	if (*n == 0) {
		fprintf(stderr, _("%s: the rack is empty\n"), PACKAGE);
		return -1;
	}
	return 0;
}

/* Keep a word the rack makes. */
static int
cmd_anagram_keep(const tile_t *word, size_t n, void *arg)
{
	struct cmd_found_list *list = arg;

	if (list->n == list->size) {
		size_t size = list->size ? 2 * list->size : 256;
		struct cmd_found *words = xreallocarray(list->words, size,
		    sizeof *words);

		list->words = words;
		list->size = size;
	}
	memcpy(list->words[list->n].tiles, word, n);
	list->words[list->n++].n = n;
	return 0;
}

/* Longest first, then in tile order (art. 4 order, blanks as letters). */
static int
cmd_found_compare(const void *a, const void *b)
{
	const struct cmd_found *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	for (size_t i = 0; i < x->n; i++) {
		int d = tile_compare(&x->tiles[i], &y->tiles[i]);

		if (d != 0)
			return d;
	}
	return 0;
}

int
cmd_anagram(int argc, char **argv)
{
	struct cmd_found_list found = { NULL, 0, 0 };
	tile_t rack[TILES_MAX_WORD];
	char text[CMD_WORD_TEXT];
	const char *path;
	struct lexicon *lex;
	size_t n;
	int rc;

	if ((rc = cmd_options(argc, argv, &cmd_anagram_help, &path)) != -1)
		return rc;
	if (optind + 1 != argc) {
		fprintf(stderr, _("%s: give one rack\n"), PACKAGE);
		return cmd_usage(&cmd_anagram_help, stderr);
	}
	if (cmd_rack_parse(argv[optind], rack, &n) != 0)
		return cmd_usage(&cmd_anagram_help, stderr);
	if ((lex = cmd_lexicon_open(path)) == NULL)
		return 2;
	lexicon_anagrams(lex, rack, n, cmd_anagram_keep, &found);
	lexicon_free(lex);
	qsort(found.words, found.n, sizeof *found.words, cmd_found_compare);
	for (size_t i = 0; i < found.n; i++) {
		tiles_to_record(found.words[i].tiles, found.words[i].n, text,
		    sizeof text);
		puts(text);
	}
	free(found.words);
	return closeout_flush(PACKAGE) != 0 ? CLOSEOUT_FAILURE : 0;
}

int
cmd_with_engine(const char *lexicon, const char *leaves,
    int (*run)(const void *arg, const struct lexicon *lex,
    const struct eval_leaves *leaves), const void *arg)
{
	struct lexicon *lex;
	struct eval_leaves *table = NULL;
	int rc = 2;

	if ((lex = cmd_lexicon_open(lexicon)) != NULL &&
	    (table = cmd_leaves_open(leaves)) != NULL)
		rc = run(arg, lex, table);
	eval_leaves_free(table);
	lexicon_free(lex);
	return rc;
}
