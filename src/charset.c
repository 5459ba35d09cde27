/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The program's UTF-8 and a locale of another character set (see
 * src/charset.h).
 *
 * Why at the edges, once: the subcommands print the engine's text (tile
 * names, words, CGP, notation: UTF-8) next to gettext's messages, which
 * gettext gives in the locale's set, so a Latin-1 terminal got both on
 * one line.  Converting at each printf would be dozens of places, and a
 * missed one would mix again; instead the program is UTF-8 throughout
 * (gettext is told so, and so is the C library for its own messages) and
 * the standard streams convert as bytes cross them.  In a UTF-8 locale
 * nothing is wrapped: the output is the program's own bytes.
 *
 * Why the ASCII (C) locale is left alone: it is the locale of scripts
 * (LC_ALL=C), which pass UTF-8 words and read UTF-8 words, CGP and
 * notation back; writing Ñ as "N~" there would lose the letter.  The C
 * library passes bytes through in the C locale, and so does fichas (the
 * curses game, read by eyes only, draws Ñ as "N~" there).
 *
 * Which input is converted: an argument or a line of standard input that
 * is not valid UTF-8.  Latin-1 words, racks and notation are never valid
 * UTF-8 (a letter outside ASCII would need a C1 control or a sign such as
 * ¡ or º after it), while valid UTF-8 (a record, a script, text pasted
 * from elsewhere) is already what the engine reads.  An argument that is
 * a file name stays as typed: file names are bytes, and a Latin-1 system
 * names its files in Latin-1.
 */
#include "config.h"

#include <errno.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <uniconv.h>
#include <unistd.h>
#include <unistr.h>
#ifdef __GLIBC__
#include <iconv.h>
#endif

#include "charset.h"
#include "i18n.h"
#include "infile.h"
#include "xmalloc.h"

#define CHARSET_PIECE	((size_t)64 << 10) /* bytes converted at once */

/* What stdout was before charset_init() replaced it, or NULL. */
static FILE *charset_stdout;

static const char *charset_foreign(void);
static int charset_is_path(const char *arg);
static int charset_has_extension(const char *arg, const char *dot);
static char *charset_to_utf8(const char *set, const char *text, size_t len,
    size_t *outlen);
static void charset_args(const char *set, int argc, char **argv);
#ifdef __GLIBC__
struct charset_out;
struct charset_in;
static int charset_put(struct charset_out *o, const char *p, size_t n);
static int charset_fallback(struct charset_out *o, ucs4_t uc, const char *p,
    size_t n);
static int charset_odd(struct charset_out *o, const char **p, size_t *n,
    int last);
static int charset_run(struct charset_out *o, const char *p, size_t n,
    int last);
static ssize_t charset_out_write(void *cookie, const char *buf, size_t size);
static int charset_out_close(void *cookie);
static FILE *charset_out_open(FILE *to, const char *set, int mode);
static int charset_in_line(struct charset_in *in);
static ssize_t charset_in_read(void *cookie, char *buf, size_t size);
static int charset_in_close(void *cookie);
static FILE *charset_in_open(FILE *from, const char *set);
static void charset_streams(const char *set);
#endif

/* The locale's character set when it is neither UTF-8 nor ASCII, or NULL. */
static const char *
charset_foreign(void)
{
	const char *set = nl_langinfo(CODESET);

	if (set == NULL || *set == '\0' || strcmp(set, "UTF-8") == 0 ||
	    strcmp(set, "ANSI_X3.4-1968") == 0 || strcmp(set, "ASCII") == 0 ||
	    strcmp(set, "US-ASCII") == 0)
		return NULL;
	return set;
}

/*
 * Whether an argument names a file as typed: one that exists, one in a
 * directory that exists ("partidas/año.gcg"), or one with a lower-case
 * extension ("año.gcg"), which no word, rack, CGP or notation has.
 */
static int
charset_is_path(const char *arg)
{
	struct stat st;
	const char *slash = strrchr(arg, '/'), *dot = strrchr(arg, '.');
	char *dir;
	int found;

	if (stat(arg, &st) == 0 || charset_has_extension(arg, dot))
		return 1;
	if (slash == NULL || slash == arg)
		return slash != NULL;
	dir = xstrndup(arg, (size_t)(slash - arg));
	found = stat(dir, &st) == 0 && S_ISDIR(st.st_mode);
	free(dir);
	return found;
}

/* Whether the dot at dot ends arg's name with one to four of [a-z0-9]. */
static int
charset_has_extension(const char *arg, const char *dot)
{
	size_t n;

	if (dot == NULL || dot == arg || dot[-1] == '/' ||
	    strchr(dot, '/') != NULL)
		return 0;
	n = strspn(dot + 1, "abcdefghijklmnopqrstuvwxyz0123456789");
	return n >= 1 && n <= 4 && dot[1 + n] == '\0';
}

/*
 * Text in the locale's set as malloc'd UTF-8 with a NUL after its *outlen
 * bytes; NULL when it is valid UTF-8 already (or cannot be converted).
 */
static char *
charset_to_utf8(const char *set, const char *text, size_t len, size_t *outlen)
{
	uint8_t *conv;
	char *s;
	size_t n = 0;

	if (u8_check((const uint8_t *)text, len) == NULL)
		return NULL;
	conv = u8_conv_from_encoding(set, iconveh_question_mark, text, len,
	    NULL, NULL, &n);
	if (conv == NULL)
		return NULL;
	s = xrealloc(conv, n + 1);
	s[n] = '\0';
	*outlen = n;
	return s;
}

/* The arguments in UTF-8, but for file names ("--lexicon=FILE" too). */
static void
charset_args(const char *set, int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		const char *value = argv[i], *eq;
		char *conv;
		size_t len;

		if (strncmp(value, "--", 2) == 0 &&
		    (eq = strchr(value, '=')) != NULL)
			value = eq + 1;
		if (charset_is_path(value))
			continue;
		conv = charset_to_utf8(set, argv[i], strlen(argv[i]), &len);
		if (conv != NULL)
			argv[i] = conv;	/* kept to the end, as argv is */
	}
}

#ifdef __GLIBC__
/* A stream that writes UTF-8 as the locale's set to another. */
struct charset_out {
	FILE	*to;
	iconv_t	 cd;		/* UTF-8 to the locale's set */
	iconv_t	 translit;	/* the same, transliterating ("…" as "...") */
	char	 tail[4];	/* a character cut between two writes */
	size_t	 ntail;
};

/* Bytes to the stream underneath; 0, or -1. */
static int
charset_put(struct charset_out *o, const char *p, size_t n)
{
	return n == 0 || fwrite(p, 1, n, o->to) == n ? 0 : -1;
}

/*
 * A character the locale's set lacks: Ñ as the board shows it without
 * UTF-8 (ui_tile_text: "N~", which says which letter it was, where the C
 * library's transliteration would say N), others transliterated, or "?".
 */
static int
charset_fallback(struct charset_out *o, ucs4_t uc, const char *p, size_t n)
{
	char buf[16], *in = (char *)p, *out = buf;
	size_t left = sizeof buf;

	if (uc == 0xD1 || uc == 0xF1)
		return charset_put(o, uc == 0xD1 ? "N~" : "n~", 2);
	if (o->translit != (iconv_t)-1) {
		if (iconv(o->translit, &in, &n, &out, &left) != (size_t)-1 &&
		    n == 0 && iconv(o->translit, NULL, NULL, &out, &left) !=
		    (size_t)-1)
			return charset_put(o, buf, (size_t)(out - buf));
		iconv(o->translit, NULL, NULL, NULL, NULL);
	}
	return charset_put(o, "?", 1);
}

/*
 * What iconv stopped at, *n bytes at *p: a character cut off at the end
 * of a write (kept for the next unless last), a character the set lacks,
 * or a byte that is not UTF-8, written as it is: it is in the locale's
 * set already (a file name as typed).
 */
static int
charset_odd(struct charset_out *o, const char **p, size_t *n, int last)
{
	ucs4_t uc;
	int k = u8_mbtoucr(&uc, (const uint8_t *)*p, *n), rc;

	if (k == -2 && !last) {
		memcpy(o->tail, *p, *n);
		o->ntail = *n;
		*p += *n;
		*n = 0;
		return 0;
	}
	if (k < 0) {
		k = 1;
		rc = charset_put(o, *p, 1);
	} else
		rc = charset_fallback(o, uc, *p, (size_t)k);
	*p += k;
	*n -= (size_t)k;
	return rc;
}

/* UTF-8 converted to the stream underneath; 0, or -1. */
static int
charset_run(struct charset_out *o, const char *p, size_t n, int last)
{
	char buf[1024];

	while (n > 0) {
		char *in = (char *)p, *out = buf;
		size_t left = sizeof buf, r;

		r = iconv(o->cd, &in, &n, &out, &left);
		p = in;
		if (charset_put(o, buf, (size_t)(out - buf)) != 0)
			return -1;
		if (r == (size_t)-1 && errno != E2BIG &&
		    charset_odd(o, &p, &n, last) != 0)
			return -1;
	}
	return 0;
}

/* The cookie's write: all of buf taken, or -1 with errno set. */
static ssize_t
charset_out_write(void *cookie, const char *buf, size_t size)
{
	struct charset_out *o = cookie;
	char piece[sizeof o->tail];
	size_t used = 0, n;
	ucs4_t uc;

	/* First the character the last write cut, now complete. */
	while (o->ntail > 0 && used < size) {
		o->tail[o->ntail++] = buf[used++];
		if (u8_mbtoucr(&uc, (const uint8_t *)o->tail, o->ntail) == -2)
			continue;
		n = o->ntail;
		memcpy(piece, o->tail, n);
		o->ntail = 0;
		if (charset_run(o, piece, n, 0) != 0)
			return -1;
	}
	if (charset_run(o, buf + used, size - used, 0) != 0 ||
	    fflush(o->to) != 0)
		return -1;
	return (ssize_t)size;
}

/* The cookie's close: the stream underneath closed, its error kept. */
static int
charset_out_close(void *cookie)
{
	struct charset_out *o = cookie;
	char buf[16], *out = buf;
	size_t left = sizeof buf;
	int rc = 0, saved;

	if (o->ntail > 0 && charset_run(o, o->tail, o->ntail, 1) != 0)
		rc = -1;
	if (iconv(o->cd, NULL, NULL, &out, &left) != (size_t)-1 &&
	    charset_put(o, buf, (size_t)(out - buf)) != 0)
		rc = -1;
	if (fclose(o->to) != 0)
		rc = -1;
	saved = errno;
	iconv_close(o->cd);
	if (o->translit != (iconv_t)-1)
		iconv_close(o->translit);
	free(o);
	errno = saved;
	return rc;
}

/* A stream writing to another in the locale's set; NULL if none. */
static FILE *
charset_out_open(FILE *to, const char *set, int mode)
{
	cookie_io_functions_t io = { NULL, charset_out_write, NULL,
	    charset_out_close };
	struct charset_out *o = xcalloc(1, sizeof *o);
	char name[128];
	FILE *f;

	o->to = to;
	o->cd = iconv_open(set, "UTF-8");
	snprintf(name, sizeof name, "%s//TRANSLIT", set);
	o->translit = iconv_open(name, "UTF-8");
	if (o->cd == (iconv_t)-1 || (f = fopencookie(o, "w", io)) == NULL) {
		if (o->cd != (iconv_t)-1)
			iconv_close(o->cd);
		if (o->translit != (iconv_t)-1)
			iconv_close(o->translit);
		free(o);
		return NULL;
	}
	setvbuf(f, NULL, mode, BUFSIZ);
	return f;
}

/* A stream reading another, each line not UTF-8 converted to UTF-8. */
struct charset_in {
	FILE		*from;
	const char	*set;
	char		*raw;	/* the line read */
	size_t		 rawsize;
	char		*conv;	/* its conversion, or NULL */
	const char	*line;	/* what is handed on: raw or conv */
	size_t		 len;
	size_t		 at;
};

/*
 * The next line from the stream underneath, converted a piece of
 * CHARSET_PIECE bytes at a time (an endless line is no endless buffer;
 * the reader above bounds its lines); 0, or -1 at its end.
 */
static int
charset_in_line(struct charset_in *in)
{
	ssize_t got = infile_getline(&in->raw, &in->rawsize, CHARSET_PIECE,
	    in->from);

	free(in->conv);
	in->conv = NULL;
	in->at = 0;
	if (got <= 0)
		return -1;
	in->line = in->raw;
	in->len = (size_t)got;
	in->conv = charset_to_utf8(in->set, in->raw, (size_t)got, &in->len);
	if (in->conv != NULL)
		in->line = in->conv;
	return 0;
}

/* The cookie's read: up to size bytes, 0 at the end, -1 on an error. */
static ssize_t
charset_in_read(void *cookie, char *buf, size_t size)
{
	struct charset_in *in = cookie;
	size_t n;

	if (in->at == in->len && charset_in_line(in) != 0)
		return ferror(in->from) ? -1 : 0;
	n = in->len - in->at < size ? in->len - in->at : size;
	memcpy(buf, in->line + in->at, n);
	in->at += n;
	return (ssize_t)n;
}

/* The cookie's close. */
static int
charset_in_close(void *cookie)
{
	struct charset_in *in = cookie;
	int rc = fclose(in->from) == 0 ? 0 : -1;

	free(in->raw);
	free(in->conv);
	free(in);
	return rc;
}

/* A stream reading another in UTF-8; NULL if none. */
static FILE *
charset_in_open(FILE *from, const char *set)
{
	cookie_io_functions_t io = { charset_in_read, NULL, NULL,
	    charset_in_close };
	struct charset_in *in = xcalloc(1, sizeof *in);
	FILE *f;

	in->from = from;
	in->set = set;
	if ((f = fopencookie(in, "r", io)) == NULL)
		free(in);
	return f;
}

static FILE *charset_stderr, *charset_stdin;

/*
 * At exit, the converting standard error and input are closed (standard
 * output is closed by closeout_stdout()): what they hold is freed, and
 * the streams underneath are closed with them.
 */
static void
charset_close_streams(void)
{
	if (charset_stderr != NULL && stderr == charset_stderr) {
		fclose(charset_stderr);
		charset_stderr = NULL;
	}
	if (charset_stdin != NULL && stdin == charset_stdin) {
		fclose(charset_stdin);
		charset_stdin = NULL;
	}
}

/*
 * The three streams replaced, and the messages asked for in UTF-8;
 * nothing changes if the locale's set cannot be written.  Standard
 * output keeps its buffering (by lines to a terminal), standard error
 * its lack of it, so that what is written interleaves as before.
 */
static void
charset_streams(const char *set)
{
	FILE *out, *err, *in;

	out = charset_out_open(stdout, set,
	    isatty(STDOUT_FILENO) ? _IOLBF : _IOFBF);
	if (out == NULL)
		return;
	if ((err = charset_out_open(stderr, set, _IONBF)) == NULL) {
		/* Closing it would close standard output. */
		return;
	}
	charset_stdout = stdout;
	stdout = out;
	stderr = charset_stderr = err;
	if ((in = charset_in_open(stdin, set)) != NULL)
		stdin = charset_stdin = in;
	atexit(charset_close_streams);
#if ENABLE_NLS
	bind_textdomain_codeset(PACKAGE, "UTF-8");
	/* The C library's own messages (strerror, getopt's) too. */
	bind_textdomain_codeset("libc", "UTF-8");
#endif
}
#endif

FILE *
charset_data_stdout(void)
{
	if (charset_stdout == NULL)
		return stdout;
	fflush(stdout);
	return charset_stdout;
}

void
charset_init(int argc, char **argv)
{
	const char *set = charset_foreign();

	if (set == NULL)
		return;
	charset_args(set, argc, argv);
#ifdef __GLIBC__
	charset_streams(set);
#endif
}
