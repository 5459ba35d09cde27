/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The locale and the message catalogues, checked first; see catalogue.h. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "catalogue.h"
#include "i18n.h"
#include "infile.h"
#include "mofile.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

/* catalogue_warning()'s: what was said on standard error, or "". */
static char catalogue_warning_text[QUOTE_PATH_SIZE + 512];

const char *
catalogue_warning(void)
{
	return catalogue_warning_text[0] != '\0' ? catalogue_warning_text :
	    NULL;
}

#if ENABLE_NLS
/* A catalogue gettext must not read, and why. */
struct catalogue_bad {
	char *path;
	struct infile_failure in;	/* INFILE_OK: problem says why */
	enum mofile_problem problem;
};

static int catalogue_check_file(const char *path,
    struct catalogue_bad *bad);
static int catalogue_find_bad(const char *dir, struct catalogue_bad *bad);
static const char *catalogue_problem_text(enum mofile_problem problem);
static void catalogue_warn(const char *program,
    const struct catalogue_bad *bad);

/*
 * Is the catalogue at path (if any) safe for gettext?  0 when it is or
 * there is none; -1 with *bad filled (bad->path is the caller's).  A
 * FIFO or a device is refused by stat() before any open(), which could
 * block or, on some devices, do something.
 */
static int
catalogue_check_file(const char *path, struct catalogue_bad *bad)
{
	struct stat st;
	char *text;
	size_t len;

	bad->in.error = INFILE_OK;
	bad->problem = MOFILE_OK;
	if (stat(path, &st) == -1) {
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
	} else if (!S_ISREG(st.st_mode)) {
		bad->in.error = S_ISDIR(st.st_mode) ? INFILE_ERR_DIRECTORY :
		    INFILE_ERR_NOT_FILE;
		return -1;
	}
	/* A file swapped since: infile_read() opens without blocking too. */
	if (infile_read(path, MOFILE_MAX, &text, &len, &bad->in) != 0)
		return -1;
	bad->problem = mofile_check((const unsigned char *)text, len);
	free(text);
	return bad->problem == MOFILE_OK ? 0 : -1;
}

/*
 * The first catalogue of fichas under dir, DIR/LANGUAGE/LC_MESSAGES/
 * fichas.mo for every LANGUAGE there, that gettext must not read: 0 when
 * there is none, else -1 with *bad filled (bad->path malloc'd).  Every
 * language is checked, not only the user's: which ones gettext tries
 * depends on LANGUAGE, LC_ALL, LC_MESSAGES, LANG and its own aliases.
 */
static int
catalogue_find_bad(const char *dir, struct catalogue_bad *bad)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	size_t size;

	if (d == NULL)
		return 0;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		size = strlen(dir) + strlen(e->d_name) + sizeof PACKAGE +
		    sizeof "//LC_MESSAGES/.mo";
		bad->path = xmalloc(size);
		snprintf(bad->path, size, "%s/%s/LC_MESSAGES/%s.mo", dir,
		    e->d_name, PACKAGE);
		if (catalogue_check_file(bad->path, bad) != 0) {
			closedir(d);
			return -1;
		}
		free(bad->path);
	}
	closedir(d);
	return 0;
}

/*
 * What is wrong with a catalogue, in English: the messages are untranslated
 * once a catalogue is refused, so these have no translation to look up.
 */
static const char *
catalogue_problem_text(enum mofile_problem problem)
{
	switch (problem) {
	case MOFILE_SHORT:
		return "shorter than a catalogue's header (cut short?)";
	case MOFILE_MAGIC:
		return "not a message catalogue (no .mo magic number)";
	case MOFILE_REVISION:
		return "a catalogue format gettext does not read";
	case MOFILE_SYSDEP:
		return "system-dependent strings, which fichas's never have";
	case MOFILE_TABLE:
		return "a table past the end of the file (cut short?)";
	case MOFILE_STRING:
		return "a string past the end of the file (cut short?)";
	case MOFILE_HASH:
		return "a damaged hash table";
	case MOFILE_OK:
		break;
	}
	return "fine";
}

/* Say once which catalogue was ignored and why. */
static void
catalogue_warn(const char *program, const struct catalogue_bad *bad)
{
	char quoted[QUOTE_PATH_SIZE], why[256];
	int n;

	/* LC_MESSAGES is "C" by now: text_infile_error() says it in English. */
	if (bad->in.error != INFILE_OK)
		text_infile_error(&bad->in, why, sizeof why);
	else
		snprintf(why, sizeof why, "%s",
		    catalogue_problem_text(bad->problem));
	n = snprintf(catalogue_warning_text, sizeof catalogue_warning_text,
	    "ignored the message catalogue '%s': %s; messages are in English",
	    quote_path(bad->path, quoted), why);
	if (n < 0)
		catalogue_warning_text[0] = '\0';
	fprintf(stderr, "%s: %s\n", program, catalogue_warning_text);
}

void
catalogue_init(const char *program, const char *dir)
{
	struct catalogue_bad bad;

	setlocale(LC_ALL, "");
	if (catalogue_find_bad(dir, &bad) == 0) {
		bindtextdomain(PACKAGE, dir);
		textdomain(PACKAGE);
		return;
	}
	/* gettext translates nothing in the C locale: no catalogue is read. */
	setlocale(LC_MESSAGES, "C");
	catalogue_warn(program, &bad);
	free(bad.path);
}
#else
void
catalogue_init(const char *program, const char *dir)
{
	(void)program;
	(void)dir;
	setlocale(LC_ALL, "");
}
#endif
