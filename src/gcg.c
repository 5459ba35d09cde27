/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistr.h>

#include "gcg.h"
#include "infile.h"
#include "xmalloc.h"

/*
 * Reading GCG.  The text is first made UTF-8 (converted from ISO-8859-1,
 * the format's historical default, when it has to be), copied into one
 * buffer, and cut into lines in place.  Each line is a pragma ('#'), an
 * event ('>'), a blank line, or the continuation of a note.  An event line
 * is cut into fields at spaces; its last two fields are always the points
 * and the running total, and what comes before tells the kind of event.
 * Nicks are matched to "#player" lines once every line is read, since
 * nothing forces those lines to come first.
 */

#define GCG_MAX_FIELDS 5 /* rack, position, word, points, total */

/* What a continuation line (no '#', no '>') adds to. */
enum gcg_continue {
	GCG_CONTINUE_NONE = 0,
	GCG_CONTINUE_NOTE,
	GCG_CONTINUE_DESCRIPTION
};

/* The state of one parse. */
/*
 * The text that grew last (a note or the description), with its length
 * and room, so that adding its next line costs that line only: a record
 * of a million note lines reads in linear time.
 */
struct gcg_grow {
	char **dst;		/* where the text's pointer lives */
	char *text;		/* the text itself, *dst when still current */
	size_t len;		/* its length */
	size_t size;		/* bytes allocated */
};

struct gcg_parser {
	struct gcg_record *rec;
	struct gcg_failure *failure;
	int line;
	size_t lead;		/* blanks trimmed off the start of the line */
	int brackets;		/* "#tile" seen: plain CH is C then H */
	enum gcg_continue cont;
	struct gcg_grow grow;
};

/* An event line cut into fields. */
struct gcg_fields {
	int n;
	char *field[GCG_MAX_FIELDS];
	size_t column[GCG_MAX_FIELDS];
};

/* A growing output string. */
struct gcg_out {
	char *s;
	size_t len, size;
	int failed;	/* a format that could not be written */
};

static int gcg_fail(struct gcg_parser *p, enum gcg_error error,
    size_t column);
static void gcg_append(struct gcg_grow *grow, char **dst, const char *text);
static void gcg_strings_add(struct gcg_strings *list, const char *s);
static void gcg_strings_free(struct gcg_strings *list);
static int gcg_is_space(char c);
static char *gcg_trim(char *s);
static int gcg_declared_encoding(const char *text, size_t len, int *line);
static int gcg_to_utf8(const char *text, size_t len, char **out,
    size_t *outlen, struct gcg_failure *failure);
static int gcg_parse_lines(struct gcg_parser *p, char *buf, size_t len);
static int gcg_parse_line(struct gcg_parser *p, char *line);
static int gcg_parse_pragma(struct gcg_parser *p, char *line);
static int gcg_pragma_player(struct gcg_parser *p, int player, char *args,
    size_t column);
static int gcg_pragma_rack(struct gcg_parser *p, int player, char *args,
    size_t column);
static int gcg_pragma_note(struct gcg_parser *p, const char *args);
static void gcg_pragma_keep(struct gcg_parser *p, const char *name,
    const char *args);
static char **gcg_pragma_field(struct gcg_record *rec, const char *name);
static void gcg_set_string(char **dst, const char *args);
static int gcg_add_line(struct gcg_parser *p, char **dst, const char *args);
static int gcg_parse_event(struct gcg_parser *p, char *line);
static int gcg_split_fields(char *text, size_t base, struct gcg_fields *f);
static int gcg_event_body(struct gcg_parser *p, struct gcg_event *ev,
    struct gcg_fields *f);
static int gcg_event_special(struct gcg_parser *p, struct gcg_event *ev,
    const char *text, size_t column);
static int gcg_event_place(struct gcg_parser *p, struct gcg_event *ev,
    const struct gcg_fields *f, int first);
static int gcg_event_exchange(struct gcg_parser *p, struct gcg_event *ev,
    const char *text, size_t column);
static int gcg_read_number(const char *s, int *value);
static int gcg_read_tiles(const char *s, size_t len, int brackets,
    tile_t *out, int max, size_t *bad);
static int gcg_read_rack(const char *s, size_t len, int brackets,
    struct rack *rack, size_t *bad);
static struct gcg_event *gcg_record_push(struct gcg_record *rec);
static int gcg_record_add_rack_line(struct gcg_record *rec, int player,
    const struct rack *tiles, int own, int score);
static void gcg_resolve_players(struct gcg_record *rec);
static int gcg_valid_nick(const char *nick);
static int gcg_tile_joins(tile_t tile, tile_t next);
static int gcg_names_program(const char *line, size_t n);
static int gcg_bracket_convention(const char *buf, size_t len);
static size_t gcg_format_tiles_as(const tile_t *tiles, int n, int brackets,
    char *buf, size_t size);
static size_t gcg_format_event_as(const struct gcg_event *ev, int brackets,
    int dots, char *buf, size_t size);
static void gcg_out_add(struct gcg_out *out, const char *text, size_t n);
static void gcg_out_printf(struct gcg_out *out, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void gcg_out_value(struct gcg_out *out, const char *value);
static void gcg_out_pragma(struct gcg_out *out, const char *name,
    const char *value);
static void gcg_out_lines(struct gcg_out *out, const char *name,
    const char *text);
static void gcg_out_event(struct gcg_out *out, const struct gcg_event *ev,
    int brackets);
static void gcg_out_header(struct gcg_out *out, const struct gcg_record *rec);
static int gcg_clamp(int n);
static void gcg_event_text(const struct gcg_event *ev, int brackets,
    int dots, char *text, size_t size);

static const char *const gcg_error_ids[] = {
	[GCG_OK] = "ok",
	[GCG_ERR_EMPTY] = "empty",
	[GCG_ERR_ENCODING] = "encoding",
	[GCG_ERR_CONTROL] = "control-character",
	[GCG_ERR_LINE] = "bad-line",
	[GCG_ERR_PRAGMA] = "bad-pragma",
	[GCG_ERR_PLAYER] = "bad-player",
	[GCG_ERR_NICK] = "bad-nick",
	[GCG_ERR_EVENT] = "bad-event",
	[GCG_ERR_RACK] = "bad-rack",
	[GCG_ERR_MOVE] = "bad-move",
	[GCG_ERR_EXCHANGE] = "bad-exchange",
	[GCG_ERR_END_RACK] = "bad-end-rack",
	[GCG_ERR_SCORE] = "bad-score",
	[GCG_ERR_TOTAL] = "bad-total",
	[GCG_ERR_UTF16] = "utf-16",
	[GCG_ERR_UTF32] = "utf-32",
};

const char *
gcg_error_id(enum gcg_error error)
{
	if ((unsigned)error >= sizeof gcg_error_ids / sizeof gcg_error_ids[0])
		return "unknown";
	return gcg_error_ids[error];
}

/* Record where reading stopped; returns -1. */
static int
gcg_fail(struct gcg_parser *p, enum gcg_error error, size_t column)
{
	if (p->failure != NULL) {
		p->failure->error = error;
		p->failure->line = p->line;
		p->failure->column = p->lead + column;
	}
	return -1;
}

/*
 * Add a line to a '\n'-joined text (a note).  The
 * text that grew last is known by grow: its length is not counted again
 * and its room doubles, so n lines cost O(total length).
 */
static void
gcg_append(struct gcg_grow *grow, char **dst, const char *text)
{
	size_t add = strlen(text), need, size;
	char *s;

	if (*dst == NULL) {
		*dst = xstrdup(text);
		grow->dst = dst;
		grow->text = *dst;
		grow->len = add;
		grow->size = add + 1;
		return;
	}
	if (grow->dst != dst || grow->text != *dst) {
		grow->dst = dst;
		grow->text = *dst;
		grow->len = strlen(*dst);
		grow->size = grow->len + 1;
	}
	need = grow->len + add + 2;
	if (need > grow->size) {
		size = grow->size * 2 > need ? grow->size * 2 : need;
		s = xrealloc(*dst, size);
		*dst = grow->text = s;
		grow->size = size;
	}
	(*dst)[grow->len] = '\n';
	memcpy(*dst + grow->len + 1, text, add + 1);
	grow->len += add + 1;
}

/* Add a copy of s to a list. */
static void
gcg_strings_add
(struct gcg_strings *list, const char *s)
{
	char **v;

	v = xreallocarray(list->v, (size_t)list->n + 1, sizeof *v);
	v[list->n++] = xstrdup(s);
	list->v = v;
}

/* Free a list's strings. */
static void
gcg_strings_free(struct gcg_strings *list)
{
	for (int i = 0; i < list->n; i++)
		free(list->v[i]);
	free(list->v);
	list->v = NULL;
	list->n = 0;
}

/* Spaces between fields: blanks and tabs (lines are already cut). */
static int
gcg_is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* Drop leading and trailing blanks in place. */
static char *
gcg_trim(char *s)
{
	size_t n;

	while (gcg_is_space(*s))
		s++;
	n = strlen(s);
	while (n > 0 && (gcg_is_space(s[n - 1]) || s[n - 1] == '\r'))
		s[--n] = '\0';
	return s;
}

/*
 * The encoding a "#character-encoding" line declares: 0 none, 1 UTF-8,
 * 2 ISO-8859-1, -1 another one (its line in *line).
 */
static int
gcg_declared_encoding(const char *text, size_t len, int *line)
{
	static const char key[] = "#character-encoding";
	size_t pos = 0, k = sizeof key - 1;

	*line = 1;
	while (pos < len) {
		const char *end = memchr(text + pos, '\n', len - pos);
		size_t n = end != NULL ? (size_t)(end - text) - pos : len - pos;
		char name[16];
		size_t i = pos + k, j = 0;

		if (n > k && strncmp(text + pos, key, k) == 0 &&
		    gcg_is_space(text[pos + k])) {
			while (i < pos + n && gcg_is_space(text[i]))
				i++;
			while (i < pos + n && j + 1 < sizeof name &&
			    !gcg_is_space(text[i]) && text[i] != '\r')
				name[j++] = text[i++];
			name[j] = '\0';
			if (strcasecmp(name, "UTF-8") == 0 ||
			    strcasecmp(name, "UTF8") == 0)
				return 1;
			if (strcasecmp(name, "ISO-8859-1") == 0 ||
			    strcasecmp(name, "ISO8859-1") == 0 ||
			    strcasecmp(name, "LATIN1") == 0)
				return 2;
			return -1;
		}
		pos += n + 1;
		(*line)++;
	}
	return 0;
}

/*
 * A UTF-8 copy of the text, NUL-terminated.  ISO-8859-1 maps byte for
 * byte onto U+0000-U+00FF, so converting needs no table.
 */
static int
gcg_to_utf8(const char *text, size_t len, char **out, size_t *outlen,
    struct gcg_failure *failure)
{
	struct gcg_parser p = { NULL, failure, 1, 0, 0, GCG_CONTINUE_NONE,
		{ NULL, NULL, 0, 0 } };
	const uint8_t *bad;
	int declared, latin1;
	size_t n = 0;
	char *buf;

	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
		text += 3; /* a byte-order mark */
		len -= 3;
	}
	declared = gcg_declared_encoding(text, len, &p.line);
	if (declared < 0)
		return gcg_fail(&p, GCG_ERR_ENCODING, 0);
	bad = u8_check((const uint8_t *)text, len);
	if (bad != NULL && declared == 1) {
		p.line = 1;
		for (const char *c = text; c < (const char *)bad; c++)
			p.line += *c == '\n';
		return gcg_fail(&p, GCG_ERR_ENCODING, 0);
	}
	latin1 = declared == 2 || (declared == 0 && bad != NULL);
	buf = xreallocarray(NULL, len + 1, 2);
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (latin1 && c >= 0x80) {
			buf[n++] = (char)(0xc0 | (c >> 6));
			buf[n++] = (char)(0x80 | (c & 0x3f));
		} else
			buf[n++] = (char)c;
	}
	buf[n] = '\0';
	*out = buf;
	*outlen = n;
	return 0;
}

int
gcg_parse(const char *text, size_t len, struct gcg_record **recp,
    struct gcg_failure *failure)
{
	struct gcg_parser p = { NULL, failure, 0, 0, 0, GCG_CONTINUE_NONE,
		{ NULL, NULL, 0, 0 } };
	enum infile_wide wide;
	char *buf;
	size_t n;

	*recp = NULL;
	if (failure != NULL)
		memset(failure, 0, sizeof *failure);
	/* Said once for the file, not as a NUL on its first line. */
	if ((wide = infile_wide_encoding(text, len)) != INFILE_NARROW) {
		if (failure != NULL)
			failure->error = wide == INFILE_UTF16 ? GCG_ERR_UTF16 :
			    GCG_ERR_UTF32;
		return -1;
	}
	if (gcg_to_utf8(text, len, &buf, &n, failure) != 0)
		return -1;
	p.rec = gcg_record_create();
	p.brackets = gcg_bracket_convention(buf, n);
	if (gcg_parse_lines(&p, buf, n) != 0) {
		free(buf);
		gcg_record_free(p.rec);
		return -1;
	}
	free(buf);
	p.rec->brackets = p.brackets;
	gcg_resolve_players(p.rec);
	*recp = p.rec;
	return 0;
}

/* Whether a header line names a program that brackets every digraph. */
static int
gcg_names_program(const char *line, size_t n)
{
	static const char *const programs[] = {
		"macondo", "quackle", "magpie", "woogles"
	};

	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < sizeof programs / sizeof programs[0];
		    k++) {
			size_t m = strlen(programs[k]);

			if (n - i >= m && strncasecmp(line + i, programs[k],
			    m) == 0)
				return 1;
		}
	return 0;
}

/*
 * Whether the record follows the bracket convention, looked for before
 * any line is read since a rack may come before the first sign of it: a
 * "#tile" line, a bracketed digraph anywhere ("[CH]", "[ll]"), or a
 * header line (not a note) naming a program that writes them.
 */
static int
gcg_bracket_convention(const char *buf, size_t len)
{
	static const char *const digraphs[] = { "[CH]", "[LL]", "[RR]" };
	int header = 1;

	for (size_t i = 0; i < len; i++) {
		for (size_t k = 0; k < 3; k++)
			if (len - i >= 4 && strncasecmp(buf + i, digraphs[k],
			    4) == 0)
				return 1;
		if (i == 0 || buf[i - 1] == '\n') {
			const char *end = memchr(buf + i, '\n', len - i);
			size_t at = i, n = end != NULL ? (size_t)(end - buf) - i :
			    len - i;

			while (n > 0 && gcg_is_space(buf[at]))
				at++, n--;
			if (n > 0 && buf[at] == '>')
				header = 0;
			if (n >= 6 && strncmp(buf + at, "#tile", 5) == 0 &&
			    gcg_is_space(buf[at + 5]))
				return 1;
			if (header && n > 0 && buf[at] == '#' &&
			    strncmp(buf + at, "#note", 5) != 0 &&
			    gcg_names_program(buf + at, n))
				return 1;
		}
	}
	return 0;
}

/* Cut the buffer into lines and read each; an empty record is refused. */
static int
gcg_parse_lines(struct gcg_parser *p, char *buf, size_t len)
{
	size_t pos = 0;
	int seen = 0;

	while (pos < len) {
		char *end = memchr(buf + pos, '\n', len - pos);
		size_t n = end != NULL ? (size_t)(end - buf) - pos : len - pos;
		char *line = buf + pos;

		p->line++;
		p->lead = 0;
		line[n] = '\0';
		if (strlen(line) != n)
			return gcg_fail(p, GCG_ERR_CONTROL, strlen(line));
		line = gcg_trim(line);
		p->lead = (size_t)(line - (buf + pos));
		if (*line != '\0') {
			if (gcg_parse_line(p, line) != 0)
				return -1;
			seen = 1;
		}
		pos += n + 1;
	}
	if (!seen) {
		p->line = 0;
		p->lead = 0;
		return gcg_fail(p, GCG_ERR_EMPTY, 0);
	}
	return 0;
}

/* One non-blank line. */
static int
gcg_parse_line(struct gcg_parser *p, char *line)
{
	for (const char *c = line; *c != '\0'; c++)
		if ((unsigned char)*c < 0x20 && *c != '\t')
			return gcg_fail(p, GCG_ERR_CONTROL, (size_t)(c - line));
	if (line[0] == '#')
		return gcg_parse_pragma(p, line);
	if (line[0] == '>') {
		p->cont = GCG_CONTINUE_NONE;
		return gcg_parse_event(p, line);
	}
	/* GCG lets a note run on over the lines that follow it. */
	if (p->cont == GCG_CONTINUE_DESCRIPTION)
		return gcg_add_line(p, &p->rec->description, line);
	if (p->cont == GCG_CONTINUE_NOTE)
		return gcg_pragma_note(p, line);
	return gcg_fail(p, GCG_ERR_LINE, 0);
}

/* A pragma line, "#name arguments". */
static int
gcg_parse_pragma(struct gcg_parser *p, char *line)
{
	struct gcg_record *rec = p->rec;
	char *name = line + 1, *args = name, **field;
	size_t column;

	while (*args != '\0' && !gcg_is_space(*args))
		args++;
	if (*args != '\0')
		*args++ = '\0';
	args = gcg_trim(args);
	column = (size_t)(args - line);
	p->cont = GCG_CONTINUE_NONE;
	if (strcmp(name, "player1") == 0 || strcmp(name, "player2") == 0)
		return gcg_pragma_player(p, name[6] - '1', args, column);
	if (strcmp(name, "rack1") == 0 || strcmp(name, "rack2") == 0)
		return gcg_pragma_rack(p, name[4] - '1', args, column);
	if (strcmp(name, "note") == 0) {
		p->cont = GCG_CONTINUE_NOTE;
		return gcg_pragma_note(p, args);
	}
	if (strcmp(name, "description") == 0) {
		p->cont = GCG_CONTINUE_DESCRIPTION;
		return gcg_add_line(p, &rec->description, args);
	}
	if (strcmp(name, "tile") == 0) {
		if (*args == '\0')
			return gcg_fail(p, GCG_ERR_PRAGMA, column);
		p->brackets = 1;
		gcg_strings_add(&rec->tile_lines, args);
		return 0;
	}
	if ((field = gcg_pragma_field(rec, name)) != NULL)
		gcg_set_string(field, args);
	else
		gcg_pragma_keep(p, name, args);
	return 0;
}

/* Where a one-value pragma goes in the record, NULL for other names. */
static char **
gcg_pragma_field(struct gcg_record *rec, const char *name)
{
	if (strcmp(name, "character-encoding") == 0)
		return &rec->encoding;
	if (strcmp(name, "lexicon") == 0)
		return &rec->lexicon;
	if (strcmp(name, "tile-distribution") == 0)
		return &rec->distribution;
	if (strcmp(name, "title") == 0)
		return &rec->title;
	if (strcmp(name, "id") == 0)
		return &rec->id;
	return NULL;
}

/* An unknown pragma, kept as "name args" for the writer to repeat. */
static void
gcg_pragma_keep(struct gcg_parser *p, const char *name, const char *args)
{
	size_t nn = strlen(name), na = strlen(args);
	char *text = xmalloc(nn + na + 2);

	memcpy(text, name, nn);
	text[nn] = ' ';
	memcpy(text + nn + (na > 0), args, na + 1);
	gcg_strings_add(&p->rec->pragmas, text);
	free(text);
}

/* "#player1 nick Full Name". */
static int
gcg_pragma_player(struct gcg_parser *p, int player, char *args,
    size_t column)
{
	struct gcg_player *pl = &p->rec->players[player];
	const char *other = p->rec->players[!player].nick;
	char *name = args;

	while (*name != '\0' && !gcg_is_space(*name))
		name++;
	if (*name != '\0')
		*name++ = '\0';
	name = gcg_trim(name);
	if (*args == '\0')
		return gcg_fail(p, GCG_ERR_PRAGMA, column);
	if (pl->line != 0 || strlen(args) > GCG_NICK_MAX ||
	    strchr(args, ':') != NULL || strcmp(args, other) == 0)
		return gcg_fail(p, GCG_ERR_PLAYER, column);
	strcpy(pl->nick, args);
	pl->line = p->line;
	if (*name != '\0')
		pl->name = xstrdup(name);
	return 0;
}

/* "#rack1 TILES": what a player held when the record stops. */
static int
gcg_pragma_rack(struct gcg_parser *p, int player, char *args, size_t column)
{
	struct gcg_player *pl = &p->rec->players[player];
	size_t bad = 0;

	if (gcg_read_rack(args, strlen(args), p->brackets, &pl->rack,
	    &bad) != 0)
		return gcg_fail(p, GCG_ERR_RACK, column + bad);
	pl->has_rack = 1;
	pl->rack_line = p->line;
	return 0;
}

/* "#note": about the event before it, or the game when none is yet. */
static int
gcg_pragma_note(struct gcg_parser *p, const char *args)
{
	struct gcg_record *rec = p->rec;
	char **dst = rec->n_events > 0 ? &rec->events[rec->n_events - 1].note :
	    &rec->note;

	gcg_append(&p->grow, dst, args);
	return 0;
}

/* A one-value pragma: a repeated one replaces the value before. */
static void
gcg_set_string(char **dst, const char *args)
{
	free(*dst);
	*dst = xstrdup(args);
}

/* A line of a many-line pragma (the description, continuation lines). */
static int
gcg_add_line(struct gcg_parser *p, char **dst, const char *args)
{
	gcg_append(&p->grow, dst, args);
	return 0;
}

/* An event line, ">nick: ... points total". */
static int
gcg_parse_event(struct gcg_parser *p, char *line)
{
	struct gcg_fields f;
	struct gcg_event *ev;
	char *nick = line + 1, *colon = strchr(nick, ':');
	size_t n, end = strlen(line);

	if (colon == NULL)
		return gcg_fail(p, GCG_ERR_NICK, 1);
	n = (size_t)(colon - nick);
	*colon = '\0';
	if (n == 0 || n > GCG_NICK_MAX || !gcg_valid_nick(nick))
		return gcg_fail(p, GCG_ERR_NICK, 1);
	ev = gcg_record_push(p->rec);
	memcpy(ev->nick, nick, n + 1);
	ev->line = p->line;
	ev->player = -1;
	if (gcg_split_fields(colon + 1, (size_t)(colon + 1 - line), &f) != 0)
		return gcg_fail(p, GCG_ERR_EVENT, f.column[GCG_MAX_FIELDS - 1]);
	if (f.n < 3)
		return gcg_fail(p, GCG_ERR_EVENT, end);
	if (gcg_read_number(f.field[f.n - 2], &ev->score) != 0)
		return gcg_fail(p, GCG_ERR_SCORE, f.column[f.n - 2]);
	if (gcg_read_number(f.field[f.n - 1], &ev->total) != 0)
		return gcg_fail(p, GCG_ERR_TOTAL, f.column[f.n - 1]);
	return gcg_event_body(p, ev, &f);
}

/*
 * Cut text into at most GCG_MAX_FIELDS fields at blanks, in place.
 * base is the text's column in the line.  -1 when there are more (the
 * column of the first extra one is left in the last slot).
 */
static int
gcg_split_fields(char *text, size_t base, struct gcg_fields *f)
{
	char *s = text;

	f->n = 0;
	for (;;) {
		while (gcg_is_space(*s))
			*s++ = '\0';
		if (*s == '\0')
			return 0;
		if (f->n == GCG_MAX_FIELDS) {
			f->column[GCG_MAX_FIELDS - 1] = base + (size_t)(s - text);
			return -1;
		}
		f->field[f->n] = s;
		f->column[f->n++] = base + (size_t)(s - text);
		while (*s != '\0' && !gcg_is_space(*s))
			s++;
	}
}

/*
 * The fields before the points: [RACK] POSITION WORD, or [RACK] and one of
 * "--", "-", "-TILES", "-N", "(challenge)", "(time)", "(TILES)".  A
 * position always holds a digit and a rack never does, which tells
 * "8G CASA" from "ABC -".
 */
static int
gcg_event_body(struct gcg_parser *p, struct gcg_event *ev,
    struct gcg_fields *f)
{
	int head = f->n - 2, first = 0;
	size_t bad = 0;

	if (head == 3 || (head == 2 && strpbrk(f->field[0], "0123456789") ==
	    NULL)) {
		if (gcg_read_rack(f->field[0], strlen(f->field[0]), p->brackets,
		    &ev->rack, &bad) != 0)
			return gcg_fail(p, GCG_ERR_RACK, f->column[0] + bad);
		ev->has_rack = 1;
		first = 1;
	}
	if (head - first == 2)
		return gcg_event_place(p, ev, f, first);
	if (head - first == 1)
		return gcg_event_special(p, ev, f->field[first],
		    f->column[first]);
	return gcg_fail(p, GCG_ERR_EVENT, f->column[0]);
}

/* The one field of an event that lays no tiles. */
static int
gcg_event_special(struct gcg_parser *p, struct gcg_event *ev,
    const char *text, size_t column)
{
	size_t len = strlen(text), bad = 0;

	if (strcmp(text, "--") == 0)
		ev->kind = GCG_EVENT_WITHDRAW;
	else if (strcmp(text, "-") == 0) {
		ev->kind = GCG_EVENT_PASS;
		ev->move.kind = MOVE_PASS;
	} else if (text[0] == '-')
		return gcg_event_exchange(p, ev, text + 1, column + 1);
	else if (strcmp(text, "(challenge)") == 0)
		ev->kind = GCG_EVENT_CHALLENGE;
	else if (strcmp(text, "(time)") == 0)
		ev->kind = GCG_EVENT_TIME;
	else if (text[0] == '(' && len > 2 && text[len - 1] == ')') {
		ev->kind = GCG_EVENT_END_RACK;
		if (gcg_read_rack(text + 1, len - 2, p->brackets, &ev->tiles,
		    &bad) != 0)
			return gcg_fail(p, GCG_ERR_END_RACK, column + 1 + bad);
	} else
		return gcg_fail(p, GCG_ERR_EVENT, column);
	return 0;
}

/* "-ABC" or "-3" (the count alone, as when the tiles were not seen). */
static int
gcg_event_exchange(struct gcg_parser *p, struct gcg_event *ev,
    const char *text, size_t column)
{
	size_t bad = 0;
	int n;

	ev->kind = GCG_EVENT_EXCHANGE;
	ev->move.kind = MOVE_EXCHANGE;
	if (text[0] >= '0' && text[0] <= '9') {
		if (gcg_read_number(text, &n) != 0 || n < 1 || n > RACK_SIZE)
			return gcg_fail(p, GCG_ERR_EXCHANGE, column);
		ev->exchange_count = n;
		return 0;
	}
	n = gcg_read_tiles(text, strlen(text), p->brackets, ev->move.exchange,
	    RACK_SIZE, &bad);
	if (n <= 0)
		return gcg_fail(p, GCG_ERR_EXCHANGE, column + bad);
	ev->move.n_exchange = n;
	ev->exchange_count = n;
	return 0;
}

/* POSITION WORD, read by move_parse() (the notation of src/move.h). */
static int
gcg_event_place(struct gcg_parser *p, struct gcg_event *ev,
    const struct gcg_fields *f, int first)
{
	const char *pos = f->field[first], *word = f->field[first + 1];
	size_t np = strlen(pos), nw = strlen(word), off;
	char *text;
	enum move_error error;
	struct move_failure mf;

	ev->kind = GCG_EVENT_PLACE;
	text = xmalloc(np + nw + 2);
	memcpy(text, pos, np);
	text[np] = ' ';
	memcpy(text + np + 1, word, nw + 1);
	error = move_parse(text, &ev->move, &mf);
	free(text);
	if (error == MOVE_OK && ev->move.kind == MOVE_PLACE)
		return 0;
	if (error == MOVE_OK)
		return gcg_fail(p, GCG_ERR_EVENT, f->column[first]);
	off = mf.offset <= np ? f->column[first] + mf.offset :
	    f->column[first + 1] + (mf.offset - np - 1);
	gcg_fail(p, GCG_ERR_MOVE, off);
	if (p->failure != NULL)
		p->failure->move = mf;
	return -1;
}

/* "+12", "-46", "12": up to seven digits, an optional sign. */
static int
gcg_read_number(const char *s, int *value)
{
	int sign = 1, v = 0, digits = 0;

	if (*s == '+' || *s == '-')
		sign = *s++ == '-' ? -1 : 1;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9' || ++digits > 7)
			return -1;
		v = v * 10 + (*s - '0');
	}
	if (digits == 0)
		return -1;
	*value = sign * v;
	return 0;
}

/*
 * Tiles of a rack or an exchange: letters, '?' for a blank, "[CH]" for a
 * digraph, "[C]" for a lone letter.  With brackets set a CH outside
 * brackets is C then H.  Returns the count, or -1 with the byte offset of
 * the trouble in *bad (bad text, a lower-case blank, more than max).
 */
static int
gcg_read_tiles(const char *s, size_t len, int brackets, tile_t *out,
    int max, size_t *bad)
{
	size_t pos = 0;
	int n = 0;

	while (pos < len) {
		size_t at = pos, q;
		tile_t t, letter;

		*bad = at;
		if (s[at] == '?') {
			t = TILE_BLANK;
			pos++;
		} else if (len - at >= 3 && s[at] == '[' && s[at + 2] == ']' &&
		    s[at + 1] >= 'A' && s[at + 1] <= 'Z') {
			q = at + 1;
			if (tiles_next(s, at + 2, &q, TILES_MODE_WORD, &t,
			    NULL) != TILES_OK)
				return -1;
			pos = at + 3;
		} else if (tiles_next(s, len, &pos, TILES_MODE_WORD, &t, NULL) !=
		    TILES_OK || tile_is_blank(t))
			return -1;
		letter = tile_letter(t);
		if (brackets && s[at] != '[' && (letter == TILE_CH ||
		    letter == TILE_LL || letter == TILE_RR)) {
			t = letter == TILE_CH ? TILE_C : letter == TILE_LL ?
			    TILE_L : TILE_R;
			pos = at + 1;
		}
		if (n == max)
			return -1;
		out[n++] = t;
	}
	return n;
}

/* A rack of up to seven tiles (art. 6, 29); 0 or -1 with *bad. */
static int
gcg_read_rack(const char *s, size_t len, int brackets, struct rack *rack,
    size_t *bad)
{
	tile_t tiles[RACK_SIZE];
	int n = gcg_read_tiles(s, len, brackets, tiles, RACK_SIZE, bad);

	rack_init(rack);
	if (n < 0)
		return -1;
	for (int i = 0; i < n; i++)
		rack_add(rack, tiles[i]);
	return 0;
}

/* A new zeroed event at the end of the record. */
static struct gcg_event *
gcg_record_push(struct gcg_record *rec)
{
	struct gcg_event *ev;

	if (rec->n_events == rec->events_size) {
		int size = rec->events_size > 0 ? rec->events_size * 2 : 32;

		ev = xreallocarray(rec->events, (size_t)size, sizeof *ev);
		rec->events = ev;
		rec->events_size = size;
	}
	ev = &rec->events[rec->n_events++];
	memset(ev, 0, sizeof *ev);
	return ev;
}

/*
 * Give each event its player.  Without any "#player" line the first two
 * nicks met become players 1 and 2; otherwise an unnamed nick is -1 and
 * the referee says so.
 */
static void
gcg_resolve_players(struct gcg_record *rec)
{
	struct gcg_player *pl = rec->players;
	int named = pl[0].line != 0 || pl[1].line != 0;

	for (int i = 0; i < rec->n_events; i++) {
		struct gcg_event *ev = &rec->events[i];

		ev->player = -1;
		for (int k = 0; k < GCG_PLAYERS && ev->player < 0; k++) {
			if (!named && pl[k].nick[0] == '\0')
				strcpy(pl[k].nick, ev->nick);
			if (strcmp(pl[k].nick, ev->nick) == 0)
				ev->player = k;
		}
	}
}

/* A nick is one word without ':' (it ends at the colon). */
static int
gcg_valid_nick(const char *nick)
{
	for (; *nick != '\0'; nick++)
		if (gcg_is_space(*nick) || *nick == ':' ||
		    (unsigned char)*nick < 0x20)
			return 0;
	return 1;
}

struct gcg_record *
gcg_record_create(void)
{
	return xcalloc(1, sizeof(struct gcg_record));
}

void
gcg_record_set_spanish(struct gcg_record *rec)
{
	static const char *const tiles[] = {
		"[CH] [ch]", "[LL] [ll]", "[RR] [rr]"
	};

	free(rec->encoding);
	free(rec->distribution);
	rec->brackets = 1;
	rec->encoding = xstrdup("UTF-8");
	rec->distribution = xstrdup("spanish");
	gcg_strings_free(&rec->tile_lines);
	for (size_t i = 0; i < sizeof tiles / sizeof tiles[0]; i++)
		gcg_strings_add(&rec->tile_lines, tiles[i]);
}

void
gcg_record_free(struct gcg_record *rec)
{
	if (rec == NULL)
		return;
	free(rec->encoding);
	free(rec->lexicon);
	free(rec->distribution);
	free(rec->title);
	free(rec->description);
	free(rec->id);
	free(rec->note);
	gcg_strings_free(&rec->tile_lines);
	gcg_strings_free(&rec->pragmas);
	for (int i = 0; i < GCG_PLAYERS; i++)
		free(rec->players[i].name);
	for (int i = 0; i < rec->n_events; i++)
		free(rec->events[i].note);
	free(rec->events);
	free(rec);
}

int
gcg_record_set_player(struct gcg_record *rec, int player, const char *nick,
    const char *name)
{
	struct gcg_player *pl;
	char *copy = NULL;

	if (player < 0 || player >= GCG_PLAYERS || nick[0] == '\0' ||
	    strlen(nick) > GCG_NICK_MAX || !gcg_valid_nick(nick))
		return -1;
	if (name != NULL)
		copy = xstrdup(name);
	pl = &rec->players[player];
	strcpy(pl->nick, nick);
	free(pl->name);
	pl->name = copy;
	return 0;
}

struct gcg_event *
gcg_record_add(struct gcg_record *rec, enum gcg_event_kind kind, int player)
{
	struct gcg_event *ev;

	if (player < 0 || player >= GCG_PLAYERS)
		return NULL;
	ev = gcg_record_push(rec);
	ev->kind = kind;
	ev->player = player;
	strcpy(ev->nick, rec->players[player].nick);
	if (kind == GCG_EVENT_EXCHANGE)
		ev->move.kind = MOVE_EXCHANGE;
	else if (kind == GCG_EVENT_PLACE)
		ev->move.kind = MOVE_PLACE;
	return ev;
}

void
gcg_event_set_note(struct gcg_event *event, const char *note)
{
	char *copy = NULL;

	if (note != NULL)
		copy = xstrdup(note);
	free(event->note);
	event->note = copy;
}

int
gcg_record_total(const struct gcg_record *rec, int player)
{
	for (int i = rec->n_events - 1; i >= 0; i--)
		if (rec->events[i].player == player)
			return rec->events[i].total;
	return 0;
}

/* Append one end-of-game rack line; 0, or -1 for a bad player. */
static int
gcg_record_add_rack_line(struct gcg_record *rec, int player,
    const struct rack *tiles, int own, int score)
{
	int total = gcg_record_total(rec, player) + score;
	struct gcg_event *ev = gcg_record_add(rec, GCG_EVENT_END_RACK, player);

	if (ev == NULL)
		return -1;
	ev->tiles = *tiles;
	ev->has_rack = own;
	if (own)
		ev->rack = *tiles;
	ev->score = score;
	ev->total = total;
	return 0;
}

int
gcg_record_add_end(struct gcg_record *rec, enum gcg_end_style style,
    int finisher, const struct rack racks[GCG_PLAYERS])
{
	int other = !finisher, value;

	if (style == GCG_END_OWN_RACKS) {
		/* Arts. 37.1-37.3: each player loses their own rack. */
		for (int p = 0; p < GCG_PLAYERS; p++)
			if (racks[p].n > 0 && gcg_record_add_rack_line(rec, p,
			    &racks[p], 1, -rack_value(&racks[p])) != 0)
				return -1;
		return 0;
	}
	if (finisher < 0 || finisher >= GCG_PLAYERS)
		return -1;
	if (racks[other].n == 0)
		return 0;
	value = rack_value(&racks[other]);
	/* GCG counts the rack twice; art. 37.4 once each way (same spread). */
	if (gcg_record_add_rack_line(rec, finisher, &racks[other], 0,
	    style == GCG_END_DOUBLE ? 2 * value : value) != 0)
		return -1;
	if (style == GCG_END_DOUBLE)
		return 0;
	return gcg_record_add_rack_line(rec, other, &racks[other], 1, -value);
}

/* Would a lone C, L or R written before next read as a digraph with it? */
static int
gcg_tile_joins(tile_t tile, tile_t next)
{
	tile_t a = tile_letter(tile), b = tile_letter(next);

	if (tile_is_blank(tile) || !tile_is_letter(next) || tile_is_blank(next))
		return 0;
	return (a == TILE_C && b == TILE_H) || (a == TILE_L && b == TILE_L) ||
	    (a == TILE_R && b == TILE_R);
}

size_t
gcg_format_tiles(const tile_t *tiles, int n, char *buf, size_t size)
{
	return gcg_format_tiles_as(tiles, n, 0, buf, size);
}

/*
 * Tiles in record spelling.  With the bracket convention only digraphs
 * are bracketed (a bare letter is one tile there); without it a C, L or R
 * that would join the next letter is written "[C]".
 */
static size_t
gcg_format_tiles_as(const tile_t *tiles, int n, int brackets, char *buf,
    size_t size)
{
	size_t used = 0;
	char text[16];

	if (size > 0)
		buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		tile_t t = tile_is_blank(tiles[i]) ? TILE_BLANK : tiles[i];

		if (t != TILE_BLANK && !tile_is_letter(t))
			t = TILE_BLANK;
		tiles_to_record(&t, 1, text, sizeof text);
		if (!brackets && i + 1 < n && gcg_tile_joins(t, tiles[i + 1])) {
			tiles_append(buf, size, &used, "[");
			tiles_append(buf, size, &used, text);
			tiles_append(buf, size, &used, "]");
		} else
			tiles_append(buf, size, &used, text);
	}
	return used;
}

/* A count of tiles cut to what the arrays hold. */
static int
gcg_clamp(int n)
{
	return n < 0 ? 0 : n > RACK_SIZE ? RACK_SIZE : n;
}

/*
 * The middle of an event line: "8G CASA", "--", "-UVZ", "(AEO)".  With
 * dots, played-through squares are '.' even when their letter is known.
 */
static void
gcg_event_text(const struct gcg_event *ev, int brackets, int dots,
    char *text, size_t size)
{
	struct move move;
	char tiles[64];

	switch (ev->kind) {
	case GCG_EVENT_PLACE:
		move = ev->move;
		for (int i = 0; dots && i < BOARD_SIZE; i++)
			if (move.word[i] & MOVE_THROUGH)
				move.word[i] = MOVE_THROUGH;
		move_format(&move, text, size);
		break;
	case GCG_EVENT_WITHDRAW:
		snprintf(text, size, "--");
		break;
	case GCG_EVENT_EXCHANGE:
		gcg_format_tiles_as(ev->move.exchange,
		    gcg_clamp(ev->move.n_exchange), brackets, tiles,
		    sizeof tiles);
		if (ev->move.n_exchange > 0)
			snprintf(text, size, "-%s", tiles);
		else
			snprintf(text, size, "-%d", ev->exchange_count);
		break;
	case GCG_EVENT_CHALLENGE:
		snprintf(text, size, "(challenge)");
		break;
	case GCG_EVENT_TIME:
		snprintf(text, size, "(time)");
		break;
	case GCG_EVENT_END_RACK:
		gcg_format_tiles_as(ev->tiles.tiles, gcg_clamp(ev->tiles.n),
		    brackets, tiles, sizeof tiles);
		snprintf(text, size, "(%s)", tiles);
		break;
	default:
		snprintf(text, size, "-");
		break;
	}
}

void
gcg_format_action(const struct gcg_event *ev, char *buf, size_t size)
{
	gcg_event_text(ev, 0, 0, buf, size);
}

size_t
gcg_format_event(const struct gcg_event *ev, char *buf, size_t size)
{
	return gcg_format_event_as(ev, 0, 0, buf, size);
}

/* One event line in the record's own spelling (see gcg_event_text()). */
static size_t
gcg_format_event_as(const struct gcg_event *ev, int brackets, int dots,
    char *buf, size_t size)
{
	char text[256], tiles[64];
	size_t used = 0;

	if (size > 0)
		buf[0] = '\0';
	snprintf(text, sizeof text, ">%s: ", ev->nick);
	tiles_append(buf, size, &used, text);
	if (ev->has_rack) {
		gcg_format_tiles_as(ev->rack.tiles, gcg_clamp(ev->rack.n),
		    brackets, tiles, sizeof tiles);
		tiles_append(buf, size, &used, tiles);
		tiles_append(buf, size, &used, " ");
	}
	gcg_event_text(ev, brackets, dots, text, sizeof text);
	tiles_append(buf, size, &used, text);
	snprintf(text, sizeof text, " %+d %d", ev->score, ev->total);
	tiles_append(buf, size, &used, text);
	return used;
}

/* Append n bytes to the output. */
static void
gcg_out_add(struct gcg_out *out, const char *text, size_t n)
{
	char *s;

	if (out->failed)
		return;
	if (out->len + n + 1 > out->size) {
		size_t size = out->size > 0 ? out->size : 1024;

		while (size < out->len + n + 1)
			size *= 2;
		s = xrealloc(out->s, size);
		out->s = s;
		out->size = size;
	}
	memcpy(out->s + out->len, text, n);
	out->len += n;
	out->s[out->len] = '\0';
}

/* Append formatted text to the output. */
static void
gcg_out_printf(struct gcg_out *out, const char *fmt, ...)
{
	va_list ap;
	char small[256], *big;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0) {
		out->failed = 1;
		return;
	}
	if ((size_t)n < sizeof small) {
		gcg_out_add(out, small, (size_t)n);
		return;
	}
	big = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	gcg_out_add(out, big, (size_t)n);
	free(big);
}

/* A value kept on one line: line breaks and controls become spaces. */
static void
gcg_out_value(struct gcg_out *out, const char *value)
{
	for (; *value != '\0'; value++)
		gcg_out_add(out, (unsigned char)*value < 0x20 ? " " : value, 1);
}

/* "#name value" on one line. */
static void
gcg_out_pragma(struct gcg_out *out, const char *name, const char *value)
{
	if (value == NULL)
		return;
	gcg_out_add(out, "#", 1);
	gcg_out_value(out, name);
	if (*value != '\0')
		gcg_out_add(out, " ", 1);
	gcg_out_value(out, value);
	gcg_out_add(out, "\n", 1);
}

/* "#name line" for each line of a multi-line text (notes, description). */
static void
gcg_out_lines(struct gcg_out *out, const char *name, const char *text)
{
	const char *end;

	if (text == NULL)
		return;
	for (;;) {
		end = strchr(text, '\n');
		gcg_out_printf(out, "#%s%s%.*s\n", name, text[0] != '\n' &&
		    text[0] != '\0' ? " " : "", (int)(end != NULL ?
		    (size_t)(end - text) : strlen(text)), text);
		if (end == NULL)
			break;
		text = end + 1;
	}
}

/* One event line and its notes, played-through squares as '.'. */
static void
gcg_out_event(struct gcg_out *out, const struct gcg_event *ev, int brackets)
{
	size_t n = gcg_format_event_as(ev, brackets, 1, NULL, 0);
	char *line = xmalloc(n + 1);

	gcg_format_event_as(ev, brackets, 1, line, n + 1);
	gcg_out_add(out, line, n);
	gcg_out_add(out, "\n", 1);
	free(line);
	gcg_out_lines(out, "note", ev->note);
}

/* The pragmas before the events, the encoding first as GCG wants. */
static void
gcg_out_header(struct gcg_out *out, const struct gcg_record *rec)
{
	/* What is written here is UTF-8 whatever the record was read from. */
	gcg_out_pragma(out, "character-encoding", "UTF-8");
	for (int p = 0; p < GCG_PLAYERS; p++) {
		const struct gcg_player *pl = &rec->players[p];

		if (pl->nick[0] == '\0')
			continue;
		gcg_out_printf(out, "#player%d %s", p + 1, pl->nick);
		if (pl->name != NULL && pl->name[0] != '\0') {
			gcg_out_add(out, " ", 1);
			gcg_out_value(out, pl->name);
		}
		gcg_out_add(out, "\n", 1);
	}
	gcg_out_pragma(out, "title", rec->title);
	gcg_out_lines(out, "description", rec->description);
	gcg_out_pragma(out, "id", rec->id);
	gcg_out_pragma(out, "lexicon", rec->lexicon);
	gcg_out_pragma(out, "tile-distribution", rec->distribution);
	for (int i = 0; i < rec->tile_lines.n; i++)
		gcg_out_pragma(out, "tile", rec->tile_lines.v[i]);
	for (int i = 0; i < rec->pragmas.n; i++)
		gcg_out_pragma(out, rec->pragmas.v[i], "");
	gcg_out_lines(out, "note", rec->note);
}

int
gcg_write(const struct gcg_record *rec, char **text, size_t *len)
{
	struct gcg_out out = { NULL, 0, 0, 0 };
	/*
	 * Lone letters unbracketed only under #tile lines, which are written
	 * too: the text then reads back the same whatever else it holds.
	 */
	int brackets = rec->tile_lines.n > 0;
	char tiles[64];

	gcg_out_header(&out, rec);
	for (int i = 0; i < rec->n_events; i++)
		gcg_out_event(&out, &rec->events[i], brackets);
	for (int p = 0; p < GCG_PLAYERS; p++) {
		if (!rec->players[p].has_rack)
			continue;
		gcg_format_tiles_as(rec->players[p].rack.tiles,
		    gcg_clamp(rec->players[p].rack.n), brackets, tiles,
		    sizeof tiles);
		gcg_out_printf(&out, "#rack%d %s\n", p + 1, tiles);
	}
	if (out.failed || out.s == NULL) {
		free(out.s);
		return -1;
	}
	*text = out.s;
	if (len != NULL)
		*len = out.len;
	return 0;
}
