/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas-mklex: compile a UTF-8 word list into the binary word graph that
 * fichas reads at run time (format in src/lexicon.h).  Clubs run it on
 * their own lists, so it speaks the user's language like fichas.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "catalogue.h"
#include "closeout.h"
#include "datapath.h"
#include "fileio.h"
#include "getopt-said.h"
#include "i18n.h"
#include "infile.h"
#include "lexicon-build.h"
#include "progress.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

#define MKLEX_NAME "fichas-mklex"
/* Its status for an error in reading or writing a file (fichas-mklex(1)). */
#define MKLEX_FAILURE 1

/* What the line callback needs to report and count. */
struct mklex {
	const char *list;
	char shown[QUOTE_PATH_SIZE];	/* list, quoted for messages */
	const char *name;	/* --name; NULL: the list's base name */
	int strict;
	int quiet;
	enum lexicon_encoding encoding;	/* --encoding, AUTO by default */
};

static void mklex_init_locale(const char *argv0);
static int mklex_usage(FILE *out);
static int mklex_decode(struct mklex *m, char **text, size_t *len);
static int mklex_name(const struct mklex *m, void **image, size_t *size);
static int mklex_version(void);

/* Messages in the user's language, from the build tree's catalogue there. */
static void
mklex_init_locale(const char *argv0)
{
	datapath_init(argv0);
	catalogue_init(MKLEX_NAME, datapath_locale_dir());
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
	    "  -e, --encoding=ENC       how the list is written: utf-8, "
	    "latin1 or\n"
	    "                           windows-1252 (default: UTF-8 if it "
	    "is valid,\n"
	    "                           else one of the other two)\n"
	    "  -s, --strict             exit 1, writing nothing, when any "
	    "line is unusable\n"
	    "  -q, --quiet              do not list unusable lines\n"
	    "  -n, --name=NAME          the lexicon's name, as game records "
	    "give it\n"
	    "                           (#lexicon; default: LIST without "
	    "directory\n"
	    "                           and extension)\n"
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

/*
 * Standard input whole, at most LEXICON_MAX_FILE bytes; NULL with errno
 * set (EFBIG past the limit).
 */
static char *
mklex_read_stdin(size_t *len)
{
	size_t size = 1 << 20, n = 0, got;
	char *buf = NULL, *bigger;

	for (;;) {
		bigger = xrealloc(buf, size + 1);
		buf = bigger;
		n += got = fread(buf + n, 1, size + 1 - n, stdin);
		if (n > LEXICON_MAX_FILE) {
			free(buf);
			errno = EFBIG;
			return NULL;
		}
		if (n <= size)
			break;
		size = size * 2 > LEXICON_MAX_FILE ? LEXICON_MAX_FILE :
		    size * 2;
	}
	if (ferror(stdin)) {
		free(buf);
		errno = EIO;
		return NULL;
	}
	*len = n;
	return buf;
}

/*
 * Read a whole word list (or standard input for "-") into memory; NULL
 * after a message.  A FIFO, a device or a directory is refused without
 * blocking, a list over LEXICON_MAX_FILE bytes before it is read.
 */
static char *
mklex_read(const char *path, size_t *len)
{
	struct infile_failure in;
	char *buf = NULL, why[256], quoted[QUOTE_PATH_SIZE];

	if (strcmp(path, "-") == 0) {
		if ((buf = mklex_read_stdin(len)) != NULL)
			return buf;
		in.error = errno == EFBIG ? INFILE_ERR_TOO_BIG :
		    INFILE_ERR_OPEN;
		in.errnum = errno;
		in.limit = LEXICON_MAX_FILE;
	} else if (infile_read(path, LEXICON_MAX_FILE, &buf, len, &in) == 0)
		return buf;
	text_infile_error(&in, why, sizeof why);
	fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, quote_path(path, quoted),
	    why);
	return NULL;
}

/* Report one unusable line; stop reading under --strict. */
static int
mklex_line(size_t line, const char *text, size_t len,
    enum lexicon_line_problem problem, const struct tiles_failure *failure,
    void *arg)
{
	struct mklex *m = arg;
	char quoted[QUOTE_SIZE];

	(void)failure;
	if (!m->quiet || m->strict)
		fprintf(stderr, m->strict ? _("%s:%zu: error: '%s': %s\n") :
		    _("%s:%zu: skipped '%s': %s\n"), m->shown, line,
		    quote_input(text, len, quoted), text_line_problem(problem));
	return 0;
}

/* The summary: lines read, words kept, lines skipped by reason. */
static void
mklex_summary(const struct mklex *m, const struct lexicon_list_stats *st,
    uint32_t kept)
{
	size_t skipped = 0;

	for (int i = 0; i < LEXICON_LINE_PROBLEMS; i++)
		skipped += st->skipped[i];
	printf(_("%s: %zu words read, %lu kept, %zu skipped "
	    "(duplicates merged: %zu)\n"), m->shown, st->read,
	    (unsigned long)kept, skipped, st->accepted - kept);
	for (int i = 0; i < LEXICON_LINE_PROBLEMS; i++)
		if (st->skipped[i] != 0)
			printf(_("  skipped, %s: %zu\n"),
			    text_line_problem((enum lexicon_line_problem)i),
			    st->skipped[i]);
}

/*
 * Write the image to out whole or not at all (src/fileio.h): a planted
 * OUT.tmp symlink is never followed, and a device or FIFO is refused
 * rather than replaced.
 */
static int
mklex_write(const char *out, const void *image, size_t size)
{
	enum fileio_error e = fileio_write(out, image, size, FILEIO_KEEP_MODE,
	    NULL);
	char quoted[QUOTE_PATH_SIZE];
	int errnum = errno;

	if (e == FILEIO_OK)
		return 0;
	quote_path(out, quoted);
	if (e == FILEIO_ERR_NOT_REGULAR)
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, quoted,
		    text_save_error(SAVE_ERR_NOT_REGULAR, 0));
	else
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, quoted,
		    strerror(errnum));
	return -1;
}

/* Compile text into out; returns the exit status. */
static int
mklex_compile(struct mklex *m, const char *text, size_t len,
    enum lexicon_spelling spelling, const char *out)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error = LEXICON_OK;
	void *image = NULL;
	size_t size = 0, nodes;
	uint32_t kept = 0;
	char quoted[QUOTE_PATH_SIZE];
	int rc;

	memset(&stats, 0, sizeof stats);
	rc = lexicon_builder_add_list(b, text, len, spelling, mklex_line, m,
	    &stats, &error);
	if (rc == 1) {
		fprintf(stderr, _("%s: %s: unusable line (--strict)\n"),
		    MKLEX_NAME, m->shown);
		lexicon_builder_free(b);
		return 1;
	}
	if (rc == 0)
		rc = lexicon_builder_finish(b, &image, &size, &kept, &error);
	lexicon_builder_free(b);
	if (rc != 0) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, m->shown,
		    text_lexicon_error(error));
		return 1;
	}
	mklex_summary(m, &stats, kept);
	if (m->strict && stats.read != stats.accepted) {
		fprintf(stderr, ngettext("%s: %s: %zu unusable line "
		    "(--strict)\n", "%s: %s: %zu unusable lines (--strict)\n",
		    stats.read - stats.accepted), MKLEX_NAME, m->shown,
		    stats.read - stats.accepted);
		free(image);
		return 1;
	}
	nodes = (size - LEXICON_HEADER_SIZE) / 4;
	if (mklex_name(m, &image, &size) != 0) {
		free(image);
		return 1;
	}
	rc = mklex_write(out, image, size);
	if (rc == 0 && !m->quiet)
		printf(_("%s: %zu bytes, %zu nodes\n"),
		    quote_path(out, quoted), size, nodes);
	free(image);
	return rc == 0 ? 0 : 1;
}

/* Make *text UTF-8 as --encoding says; a list that was not is said so
 * once (its accented words are read, not skipped one by one).  A UTF-16
 * list no --encoding reads: -1 after saying so. */
static int
mklex_decode(struct mklex *m, char **text, size_t *len)
{
	enum lexicon_error wide = lexicon_list_wide(*text, *len);
	enum lexicon_encoding used;
	char *utf8;
	size_t n;

	if (wide != LEXICON_OK) {
		fprintf(stderr, "%s: %s: %s\n", MKLEX_NAME, m->shown,
		    text_lexicon_error(wide));
		return -1;
	}
	lexicon_list_to_utf8(*text, *len, m->encoding, &utf8, &n, &used);
	if (utf8 == NULL)
		return 0;
	if (m->encoding == LEXICON_ENCODING_AUTO)
		fprintf(stderr, _("%s: %s: not UTF-8, read as %s\n"),
		    MKLEX_NAME, m->shown, lexicon_encoding_name(used));
	free(*text);
	*text = utf8;
	*len = n;
	return 0;
}

/* Give the graph its name: --name, else the list's base name. */
static int
mklex_name(const struct mklex *m, void **image, size_t *size)
{
	char name[256], quoted[QUOTE_SIZE];
	const char *base;

	if (m->name != NULL)
		snprintf(name, sizeof name, "%s", m->name);
	else if (strcmp(m->list, "-") == 0)
		return 0; /* standard input has no name to give */
	else {
		char *dot;

		base = strrchr(m->list, '/');
		snprintf(name, sizeof name, "%s", base != NULL ? base + 1 :
		    m->list);
		if ((dot = strrchr(name, '.')) != NULL && dot != name)
			*dot = '\0';
	}
	if (lexicon_image_set_name(image, size, name) == 0)
		return 0;
	fprintf(stderr, _("%s: %s: not a lexicon name (1 to 63 bytes, no "
	    "control characters)\n"), MKLEX_NAME,
	    quote_input(name, strlen(name), quoted));
	return -1;
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
		{ "encoding", required_argument, NULL, 'e' },
		{ "strict", no_argument, NULL, 's' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "name", required_argument, NULL, 'n' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	enum lexicon_spelling spelling = LEXICON_SPELLING_LETTERS;
	struct mklex m = { .encoding = LEXICON_ENCODING_AUTO };
	const char *out = NULL;
	char *text;
	size_t len;
	int c, rc;

	mklex_init_locale(argv[0]);
	while ((c = getopt_said(MKLEX_NAME, argc, argv, "d:e:sqn:o:hV",
	    options)) != -1) {
		switch (c) {
		case 'e':
			if (lexicon_encoding_parse(optarg, &m.encoding) != 0) {
				fprintf(stderr, _("%s: unknown encoding '%s' "
				    "(utf-8, latin1 or windows-1252)\n"),
				    MKLEX_NAME, quote_input(optarg,
				    strlen(optarg), quoted));
				return mklex_usage(stderr);
			}
			break;
		case 'd':
			if (mklex_spelling(optarg, &spelling) != 0) {
				fprintf(stderr, _("%s: unknown spelling '%s' "
				    "(letters, brackets or digits)\n"),
				    MKLEX_NAME, quote_input(optarg,
				    strlen(optarg), quoted));
				return mklex_usage(stderr);
			}
			break;
		case 's':
			m.strict = 1;
			break;
		case 'q':
			m.quiet = 1;
			break;
		case 'n':
			m.name = optarg;
			break;
		case 'o':
			out = optarg;
			break;
		case 'h':
			return closeout_stdout(MKLEX_NAME, mklex_usage(stdout),
			    MKLEX_FAILURE);
		case 'V':
			return closeout_stdout(MKLEX_NAME, mklex_version(),
			    MKLEX_FAILURE);
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
	quote_path(m.list, m.shown);
	progress_lexicon_attach(m.quiet ? PROGRESS_QUIET : PROGRESS_AUTO);
	if ((text = mklex_read(m.list, &len)) == NULL)
		return 1;
	if (mklex_decode(&m, &text, &len) != 0) {
		free(text);
		return 1;
	}
	rc = mklex_compile(&m, text, len, spelling, out);
	free(text);
	return closeout_stdout(MKLEX_NAME, rc, MKLEX_FAILURE);
}
