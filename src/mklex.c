/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas-mklex: compile a UTF-8 word list into the binary word graph that
 * fichas maps at run time (format in src/lexicon.h).  A build tool, so its
 * messages are in English only.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "closeout.h"
#include "datapath.h"
#include "i18n.h"
#include "lexicon-build.h"

#define MKLEX_NAME "fichas-mklex"

/* What the line callback needs to report and count. */
struct mklex {
	const char *list;
	int strict;
	int quiet;
};

static void mklex_init_locale(const char *argv0);
static int mklex_usage(FILE *out);
static int mklex_version(void);

/* Messages in the user's language, from the build tree's catalogue there. */
static void
mklex_init_locale(const char *argv0)
{
	setlocale(LC_ALL, "");
	datapath_init(argv0);
	bindtextdomain(PACKAGE, datapath_locale_dir());
	textdomain(PACKAGE);
}

/* --help, or the hint after a usage error. */
static int
mklex_usage(FILE *out)
{
	if (out == stderr) {
		fprintf(out, _("Try '%s --help' for more information.\n"),
		    MKLEX_NAME);
		return 2;
	}
	fprintf(out, _("Usage: %s [OPTION]... -o OUT.lex LIST.txt\n"),
	    MKLEX_NAME);
	fputs(_("Compile a word list (UTF-8, one word a line, '#' comments) "
	    "into a fichas\nlexicon graph.  LIST may be '-' for standard "
	    "input.\n\n"), out);
	fputs(_("  -d, --digraphs=SPELLING  how the list writes CH, LL, RR:\n"
	    "                           letters (calle, default), brackets "
	    "(CA[LL]E)\n"
	    "                           or digits (CA2E: 1=CH 2=LL 3=RR);\n"
	    "                           [CH] brackets are read in all three\n"
	    "  -s, --strict             stop at the first unusable line\n"
	    "  -q, --quiet              do not list unusable lines\n"
	    "  -o, --output=FILE        the graph to write\n"
	    "  -h, --help               display this help and exit\n"
	    "  -V, --version            output version information and exit\n"),
	    out);
	fputs(_("\nLines with K or W, other symbols, fewer than 2 or more than "
	    "15 tiles are\nreported and skipped; duplicates merge.  Exit "
	    "status: 0 written, 1 an error\nin the list or a file, 2 bad "
	    "usage.\n"), out);
	/* Only a real address: configure.ac gives none while there is none. */
	if (PACKAGE_BUGREPORT[0] != '\0')
		fprintf(out, _("\nReport bugs to: %s\n"), PACKAGE_BUGREPORT);
	return 0;
}

/* GNU-style --version, with fichas's copyright and licence. */
static int
mklex_version(void)
{
	printf("%s (%s) %s\n", MKLEX_NAME, PACKAGE, PACKAGE_VERSION);
	puts(_("Copyright (C) 2026 the fichas authors.\n"
	    "License GPLv3+: GNU GPL version 3 or later "
	    "<https://gnu.org/licenses/gpl.html>.\n"
	    "This is free software: you are free to change and redistribute it.\n"
	    "There is NO WARRANTY, to the extent permitted by law."));
	return 0;
}

/* Read a whole file (or standard input for "-") into memory. */
static char *
mklex_read(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
	size_t size = 1 << 20, n = 0, got;
	char *buf = NULL, *bigger;

	if (f == NULL)
		return NULL;
	for (;;) {
		if ((bigger = realloc(buf, size)) == NULL) {
			free(buf);
			buf = NULL;
			errno = ENOMEM;
			break;
		}
		buf = bigger;
		n += got = fread(buf + n, 1, size - n, f);
		if (n < size) {
			if (ferror(f)) {
				free(buf);
				buf = NULL;
			}
			break;
		}
		size *= 2;
	}
	if (f != stdin)
		fclose(f);
	*len = n;
	return buf;
}

/* Report one unusable line; stop reading under --strict. */
static int
mklex_line(size_t line, const char *text, size_t len,
    enum lexicon_line_problem problem, const struct tiles_failure *failure,
    void *arg)
{
	struct mklex *m = arg;

	if (!m->quiet || m->strict)
		fprintf(stderr, "%s:%zu: %s '%.*s': %s\n", m->list, line,
		    m->strict ? "error:" : "skipped", (int)len, text,
		    lexicon_line_problem_string(problem));
	return m->strict;
}

/* The summary: lines read, words kept, lines skipped by reason. */
static void
mklex_summary(const struct mklex *m, const struct lexicon_list_stats *st,
    uint32_t kept)
{
	size_t skipped = 0;

	for (int i = 0; i < LEXICON_LINE_PROBLEMS; i++)
		skipped += st->skipped[i];
	printf("%s: %zu words read, %lu kept, %zu skipped "
	    "(duplicates merged: %zu)\n", m->list, st->read,
	    (unsigned long)kept, skipped, st->accepted - kept);
	for (int i = 0; i < LEXICON_LINE_PROBLEMS; i++)
		if (st->skipped[i] != 0)
			printf("  skipped, %s: %zu\n",
			    lexicon_line_problem_string(i), st->skipped[i]);
}

/* Write the image to out through a temporary file and a rename. */
static int
mklex_write(const char *out, const void *image, size_t size)
{
	size_t len = strlen(out) + 5;
	char *tmp = malloc(len);
	FILE *f;
	int ok;

	if (tmp == NULL)
		return -1;
	snprintf(tmp, len, "%s.tmp", out);
	if ((f = fopen(tmp, "wb")) == NULL) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, tmp,
		    strerror(errno));
		free(tmp);
		return -1;
	}
	ok = fwrite(image, 1, size, f) == size;
	ok = (fclose(f) == 0) && ok;
	if (!ok || rename(tmp, out) != 0) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, out,
		    strerror(errno));
		remove(tmp);
		free(tmp);
		return -1;
	}
	free(tmp);
	return 0;
}

/* Compile text into out; returns the exit status. */
static int
mklex_compile(struct mklex *m, const char *text, size_t len,
    enum lexicon_spelling spelling, const char *out)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error = LEXICON_ERR_MEMORY;
	void *image = NULL;
	size_t size = 0;
	uint32_t kept = 0;
	int rc;

	memset(&stats, 0, sizeof stats);
	rc = b == NULL ? -1 : lexicon_builder_add_list(b, text, len, spelling,
	    mklex_line, m, &stats, &error);
	if (rc == 1) {
		fprintf(stderr, "%s: %s: unusable line (--strict)\n",
		    MKLEX_NAME, m->list);
		lexicon_builder_free(b);
		return 1;
	}
	if (rc == 0)
		rc = lexicon_builder_finish(b, &image, &size, &kept, &error);
	lexicon_builder_free(b);
	if (rc != 0) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, m->list,
		    lexicon_strerror(error));
		return 1;
	}
	mklex_summary(m, &stats, kept);
	rc = mklex_write(out, image, size);
	if (rc == 0 && !m->quiet)
		printf("%s: %zu bytes, %zu nodes\n", out, size,
		    (size - LEXICON_HEADER_SIZE) / 4);
	free(image);
	return rc == 0 ? 0 : 1;
}

/* Parse the --digraphs argument. */
static int
mklex_spelling(const char *arg, enum lexicon_spelling *spelling)
{
	if (strcmp(arg, "letters") == 0)
		*spelling = LEXICON_SPELLING_LETTERS;
	else if (strcmp(arg, "brackets") == 0)
		*spelling = LEXICON_SPELLING_BRACKETS;
	else if (strcmp(arg, "digits") == 0)
		*spelling = LEXICON_SPELLING_DIGITS;
	else
		return -1;
	return 0;
}

int
main(int argc, char **argv)
{
	static const struct option options[] = {
		{ "digraphs", required_argument, NULL, 'd' },
		{ "strict", no_argument, NULL, 's' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	enum lexicon_spelling spelling = LEXICON_SPELLING_LETTERS;
	struct mklex m = { NULL, 0, 0 };
	const char *out = NULL;
	char *text;
	size_t len;
	int c, rc;

	mklex_init_locale(argv[0]);
	while ((c = getopt_long(argc, argv, "d:sqo:hV", options, NULL)) != -1) {
		switch (c) {
		case 'd':
			if (mklex_spelling(optarg, &spelling) != 0) {
				fprintf(stderr, _("%s: unknown spelling '%s' "
				    "(letters, brackets or digits)\n"),
				    MKLEX_NAME, optarg);
				return mklex_usage(stderr);
			}
			break;
		case 's':
			m.strict = 1;
			break;
		case 'q':
			m.quiet = 1;
			break;
		case 'o':
			out = optarg;
			break;
		case 'h':
			return closeout_stdout(MKLEX_NAME, mklex_usage(stdout));
		case 'V':
			return closeout_stdout(MKLEX_NAME, mklex_version());
		default:
			return mklex_usage(stderr);
		}
	}
	if (out == NULL || optind + 1 != argc) {
		fprintf(stderr, "%s: %s\n", MKLEX_NAME, out == NULL ?
		    _("no output file (-o)") :
		    _("exactly one word list expected"));
		return mklex_usage(stderr);
	}
	m.list = argv[optind];
	if ((text = mklex_read(m.list, &len)) == NULL) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, m.list,
		    strerror(errno));
		return 1;
	}
	rc = mklex_compile(&m, text, len, spelling, out);
	free(text);
	return closeout_stdout(MKLEX_NAME, rc);
}
