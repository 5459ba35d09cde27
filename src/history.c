/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "datapath.h"
#include "history.h"
#include "infile.h"
#include "xmalloc.h"

/*
 * The history of finished games (see history.h for the file): appending
 * one line, reading them all back, and the figures per opponent.
 */

#define HISTORY_HEADER	"#fichas-history"
#define HISTORY_COLUMNS	"#date\tname1\tlevel1\tname2\tlevel2\tlexicon\t" \
	"clock\trules\tundos\tscore1\tscore2\tbingos1\tbingos2\tbest1\t" \
	"points1\tbest2\tpoints2\tresult\tend\trecord\n"
#define HISTORY_LINE_MAX 4096

static int history_mkdirs(const char *path);
static size_t history_escape(const char *text, char *buf, size_t size);
static void history_unescape(char *text);
static int history_int(const char *text, int *out);
static void history_copy(char *dst, size_t size, const char *src);
static void history_date_text(time_t t, char *buf, size_t size);
static time_t history_days_to_time(int y, int m, int d);
static int history_need_newline(int fd);
static int history_version(const char *line);
static const char *history_name(const char *name);
static const char *history_who(const struct history_entry *e, int p);
static int history_owner(const struct history *h, const char *player,
    char *out, size_t size);
static struct history_opponent *history_opponent_of(struct history_stats *s,
    const struct history_entry *e, int them);
static void history_count(struct history_opponent *o,
    const struct history_entry *e, int me);
static int history_opponent_order(const void *a, const void *b);
static void history_add(struct history *h, const struct history_entry *e,
    int *cap);
static char *history_slurp(const char *path, size_t *len,
    enum history_error *error);
static void history_skip(struct history *h, int number);

/* $XDG_DATA_HOME/fichas/history or ~/.local/share/fichas/history. */
char *
history_path(void)
{
	return datapath_xdg("XDG_DATA_HOME", ".local/share", "fichas/history");
}

/* Copy text, cut to size. */
static void
history_copy(char *dst, size_t size, const char *src)
{
	snprintf(dst, size, "%s", src != NULL ? src : "");
}

/* Names, rules, scores, bingos (art. 19) and best plays of a game over. */
void
history_entry_from_game(struct history_entry *e, const struct game *g)
{
	const struct game_settings *s = game_settings(g);
	const struct game_event *sheet;
	int n;

	memset(e, 0, sizeof *e);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		history_copy(e->names[p], sizeof e->names[p], game_name(g, p));
		e->scores[p] = game_score(g, p);
	}
	if (clock_settings_format(&s->clock, e->clock, sizeof e->clock) < 0)
		history_copy(e->clock, sizeof e->clock, "none");
	e->tournament = s->laid == GAME_LAID_TOURNAMENT;
	/* Turns taken back: filled from the game once it can take them back. */
	e->undos = game_undo_count(g);
	sheet = game_sheet(g, &n);
	for (int i = 0; i < n; i++) {
		const struct game_event *ev = &sheet[i];
		int p = ev->player;

		/* A play withdrawn (art. 34) is no play of the game. */
		if (ev->kind != GAME_EVENT_PLACE ||
		    ev->verdict == GAME_VERDICT_INVALID || p < 0 ||
		    p >= GAME_PLAYERS)
			continue;
		e->bingos[p] += ev->score.bingo != 0;
		if (e->best[p][0] == '\0' || ev->points > e->best_points[p]) {
			e->best_points[p] = ev->points;
			move_format(&ev->move, e->best[p], sizeof e->best[p]);
		}
	}
	e->result = e->scores[0] > e->scores[1] ? 1 :
	    e->scores[1] > e->scores[0] ? 2 : 0;
	history_copy(e->end, sizeof e->end, game_end_id(game_end_reason(g)));
}

/* mkdir -p of the directory holding path, 0700 for what it makes. */
static int
history_mkdirs(const char *path)
{
	char *dir = xstrdup(path), *slash;
	int rc = 0;

	if ((slash = strrchr(dir, '/')) != NULL && slash != dir) {
		*slash = '\0';
		rc = fileio_mkdirs(dir);
	}
	free(dir);
	return rc;
}

/* A field with its tabs, newlines and backslashes escaped; its length. */
static size_t
history_escape(const char *text, char *buf, size_t size)
{
	size_t n = 0;

	/* A field that is a dash, not the empty one. */
	if (strcmp(text, "-") == 0)
		return (size_t)snprintf(buf, size, "\\-");
	for (const char *p = text; *p != '\0' && n + 3 < size; p++) {
		if (*p == '\t' || *p == '\n' || *p == '\\') {
			buf[n++] = '\\';
			buf[n++] = *p == '\t' ? 't' : *p == '\n' ? 'n' : '\\';
		} else
			buf[n++] = *p;
	}
	if (n == 0 && size > 2)
		buf[n++] = '-';		/* an empty field reads as "-" */
	buf[n] = '\0';
	return n;
}

/* Undo history_escape() in place ("-" is the empty field). */
static void
history_unescape(char *text)
{
	char *out = text;

	if (strcmp(text, "-") == 0) {
		text[0] = '\0';
		return;
	}
	for (char *p = text; *p != '\0'; p++) {
		if (*p == '\\' && p[1] != '\0') {
			p++;
			*out++ = *p == 't' ? '\t' : *p == 'n' ? '\n' : *p;
		} else
			*out++ = *p;
	}
	*out = '\0';
}

/* "2026-05-01T10:00:00Z". */
static void
history_date_text(time_t t, char *buf, size_t size)
{
	struct tm tm;

	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm) == 0)
		history_copy(buf, size, "1970-01-01T00:00:00Z");
}

/* The game as one line of the file. */
char *
history_format(const struct history_entry *e)
{
	char date[32], f[HISTORY_FIELDS][HISTORY_PATH_MAX * 2 + 4];
	char *line;
	size_t size = 0, at = 0;
	int k = 0;

	history_date_text(e->date, date, sizeof date);
	history_escape(date, f[k++], sizeof f[0]);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		history_escape(e->names[p], f[k++], sizeof f[0]);
		history_escape(e->levels[p], f[k++], sizeof f[0]);
	}
	history_escape(e->lexicon, f[k++], sizeof f[0]);
	history_escape(e->clock, f[k++], sizeof f[0]);
	history_escape(e->tournament ? "tournament" : "casual", f[k++],
	    sizeof f[0]);
	snprintf(f[k++], sizeof f[0], "%d", e->undos);
	for (int p = 0; p < GAME_PLAYERS; p++)
		snprintf(f[k++], sizeof f[0], "%d", e->scores[p]);
	for (int p = 0; p < GAME_PLAYERS; p++)
		snprintf(f[k++], sizeof f[0], "%d", e->bingos[p]);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		history_escape(e->best[p], f[k++], sizeof f[0]);
		snprintf(f[k++], sizeof f[0], "%d", e->best_points[p]);
	}
	snprintf(f[k++], sizeof f[0], "%d", e->result);
	history_escape(e->end, f[k++], sizeof f[0]);
	history_escape(e->record, f[k++], sizeof f[0]);
	for (int i = 0; i < k; i++)
		size += strlen(f[i]) + 1;
	line = xmalloc(size + 1);
	for (int i = 0; i < k; i++)
		at += (size_t)snprintf(line + at, size + 1 - at, "%s%c", f[i],
		    i + 1 < k ? '\t' : '\n');
	return line;
}

/* A whole decimal number; 0, or -1. */
static int
history_int(const char *text, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(text, &end, 10);
	if (text[0] == '\0' || *end != '\0' || errno != 0 || v < -100000 ||
	    v > 100000)
		return -1;
	*out = (int)v;
	return 0;
}

/* Days since 1970-01-01 of a date (the proleptic Gregorian calendar). */
static time_t
history_days_to_time(int y, int m, int d)
{
	long era, yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = y - era * 400;
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return (time_t)(era * 146097 + doe - 719468) * 86400;
}

/* "2026-05-01" (a time after it, "T10:00:00Z", is allowed). */
time_t
history_parse_date(const char *text)
{
	int y, mo, d, h = 0, mi = 0, s = 0, n = 0;

	if (sscanf(text, "%4d-%2d-%2d%n", &y, &mo, &d, &n) != 3 ||
	    y < 1970 || mo < 1 || mo > 12 || d < 1 || d > 31)
		return -1;
	if (text[n] == 'T') {
		int m2 = 0;

		if (sscanf(text + n, "T%2d:%2d:%2dZ%n", &h, &mi, &s, &m2) !=
		    3 || m2 == 0 || text[n + m2] != '\0' || h > 23 ||
		    mi > 59 || s > 60)
			return -1;
	} else if (text[n] != '\0')
		return -1;
	return history_days_to_time(y, mo, d) + h * 3600 + mi * 60 + s;
}

/* One line of a game, its newline off: 0, or -1 when it is not one. */
int
history_parse(const char *line, struct history_entry *e)
{
	char copy[HISTORY_LINE_MAX], *f[HISTORY_FIELDS], *p = copy;
	int k = 0, v[11];

	if (strlen(line) >= sizeof copy)
		return -1;
	history_copy(copy, sizeof copy, line);
	while (k < HISTORY_FIELDS) {
		f[k++] = p;
		if ((p = strchr(p, '\t')) == NULL)
			break;
		*p++ = '\0';
	}
	if (k != HISTORY_FIELDS || p != NULL)
		return -1;
	for (int i = 0; i < HISTORY_FIELDS; i++)
		history_unescape(f[i]);
	/*
	 * What the statistics show, the names, levels and best plays: a
	 * hand-edited line's escape sequence never reaches a screen.
	 */
	static const int shown[] = { 1, 2, 3, 4, 13, 15 };
	for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++)
		if (!game_text_printable(f[shown[i]]))
			return -1;
	memset(e, 0, sizeof *e);
	if ((e->date = history_parse_date(f[0])) == (time_t)-1)
		return -1;
	/* The numbers: undos, scores, bingos, points, result. */
	static const int at[] = { 8, 9, 10, 11, 12, 14, 16, 17 };
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++)
		if (history_int(f[at[i]], &v[i]) != 0)
			return -1;
	if (v[7] < 0 || v[7] > 2 || (strcmp(f[7], "tournament") != 0 &&
	    strcmp(f[7], "casual") != 0))
		return -1;
	for (int q = 0; q < GAME_PLAYERS; q++) {
		history_copy(e->names[q], sizeof e->names[q], f[1 + 2 * q]);
		history_copy(e->levels[q], sizeof e->levels[q], f[2 + 2 * q]);
		e->scores[q] = v[1 + q];
		e->bingos[q] = v[3 + q];
		history_copy(e->best[q], sizeof e->best[q], f[13 + 2 * q]);
		e->best_points[q] = v[5 + q];
	}
	history_copy(e->lexicon, sizeof e->lexicon, f[5]);
	history_copy(e->clock, sizeof e->clock, f[6]);
	e->tournament = strcmp(f[7], "tournament") == 0;
	e->undos = v[0];
	e->result = v[7];
	history_copy(e->end, sizeof e->end, f[18]);
	history_copy(e->record, sizeof e->record, f[19]);
	return 0;
}

/*
 * Whether the file's last byte is not a newline: a line torn by a crash,
 * after which the next game must start a line of its own.
 */
static int
history_need_newline(int fd)
{
	struct stat st;
	char c;

	if (fstat(fd, &st) != 0 || st.st_size == 0)
		return 0;
	return pread(fd, &c, 1, st.st_size - 1) == 1 && c != '\n';
}

/* One write of the line (and the header for a new file), then fsync. */
enum history_error
history_append(const char *path, const struct history_entry *e)
{
	struct stat st;
	char *line, *buf;
	size_t len, at = 0;
	int fd, fresh, nl, saved;
	ssize_t w;

	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
		return S_ISDIR(st.st_mode) ? HISTORY_ERR_SYSTEM :
		    HISTORY_ERR_NOT_REGULAR;
	}
	if (history_mkdirs(path) != 0)
		return HISTORY_ERR_SYSTEM;
	/* O_NONBLOCK: a FIFO planted since must not hang the game. */
	fd = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC, 0600);
	if (fd < 0)
		return errno == ELOOP || errno == ENXIO ?
		    HISTORY_ERR_NOT_REGULAR : HISTORY_ERR_SYSTEM;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return HISTORY_ERR_NOT_REGULAR;
	}
	fresh = st.st_size == 0;
	nl = history_need_newline(fd);
	line = history_format(e);
	len = strlen(line) + (size_t)nl + (fresh ? 64 + sizeof HISTORY_COLUMNS :
	    0);
	buf = xmalloc(len + 1);
	if (fresh)
		at += (size_t)snprintf(buf + at, len + 1 - at, "%s %d\n%s",
		    HISTORY_HEADER, HISTORY_VERSION, HISTORY_COLUMNS);
	at += (size_t)snprintf(buf + at, len + 1 - at, "%s%s", nl ? "\n" : "",
	    line);
	free(line);
	w = write(fd, buf, at);
	free(buf);
	if (w != (ssize_t)at || fsync(fd) != 0) {
		saved = w >= 0 && w != (ssize_t)at ? ENOSPC : errno;
		close(fd);
		errno = saved;
		return HISTORY_ERR_SYSTEM;
	}
	if (close(fd) != 0)
		return HISTORY_ERR_SYSTEM;
	if (fresh)
		fileio_sync_dir(path);
	return HISTORY_OK;
}

/* The version a header line gives, or 0 when it is none. */
static int
history_version(const char *line)
{
	int v;

	if (strncmp(line, HISTORY_HEADER " ", sizeof HISTORY_HEADER) != 0 ||
	    history_int(line + sizeof HISTORY_HEADER, &v) != 0)
		return 0;
	return v;
}

/* Add a game to the list. */
static void
history_add(struct history *h, const struct history_entry *e, int *cap)
{
	struct history_entry *games;

	if (h->n == *cap) {
		*cap = *cap == 0 ? 64 : *cap * 2;
		games = xreallocarray(h->games, (size_t)*cap, sizeof *games);
		h->games = games;
	}
	h->games[h->n++] = *e;
}

/*
 * Read the whole file into a malloc'd string, its length in *len; NULL
 * with the error (and errno for HISTORY_ERR_SYSTEM).
 */
static char *
history_slurp(const char *path, size_t *len, enum history_error *error)
{
	struct infile_failure in;
	char *data;

	if (infile_read(path, HISTORY_MAX_SIZE, &data, len, &in) == 0) {
		*error = HISTORY_OK;
		return data;
	}
	switch (in.error) {
	case INFILE_ERR_TOO_BIG:
		*error = HISTORY_ERR_TOO_BIG;
		break;
	case INFILE_ERR_NOT_FILE:
		*error = HISTORY_ERR_NOT_REGULAR;
		break;
	default:
		*error = HISTORY_ERR_SYSTEM;
		errno = in.errnum != 0 ? in.errnum : EIO;
		break;
	}
	return NULL;
}

/* Count a line that is no game. */
static void
history_skip(struct history *h, int number)
{
	if (h->skipped++ == 0)
		h->first_skipped = number;
}

/* Every game since the date; lines that are no game are counted. */
enum history_error
history_read(const char *path, time_t since, struct history *h)
{
	struct history_entry e;
	enum history_error error;
	char *data, *line, *end, *stop;
	size_t len;
	int cap = 0, number = 0, v;

	memset(h, 0, sizeof *h);
	if ((data = history_slurp(path, &len, &error)) == NULL) {
		h->missing = error == HISTORY_ERR_SYSTEM && errno == ENOENT;
		return h->missing ? HISTORY_OK : error;
	}
	stop = data + len;
	for (line = data; line < stop; line = end + 1) {
		number++;
		/* The last line without its newline was cut by a crash. */
		if ((end = memchr(line, '\n', (size_t)(stop - line))) == NULL) {
			history_skip(h, number);
			break;
		}
		*end = '\0';
		/* A NUL is no text: a block of them is what a crash left. */
		if (strlen(line) != (size_t)(end - line)) {
			history_skip(h, number);
			continue;
		}
		if (line[0] == '#') {
			if ((v = history_version(line)) > HISTORY_VERSION) {
				free(data);
				history_free(h);
				return HISTORY_ERR_VERSION;
			}
			continue;
		}
		if (line[0] == '\0')
			continue;
		if (history_parse(line, &e) != 0) {
			history_skip(h, number);
			continue;
		}
		if (e.date >= since)
			history_add(h, &e, &cap);
	}
	free(data);
	return HISTORY_OK;
}

void
history_free(struct history *h)
{
	if (h == NULL)
		return;
	free(h->games);
	h->games = NULL;
	h->n = 0;
}

/* The front end's names of a player nobody named, as one: see history.h. */
static history_name_fn history_name_hook;

void
history_set_name_fn(history_name_fn fn)
{
	history_name_hook = fn;
}

/* The name a player is counted under. */
static const char *
history_name(const char *name)
{
	return history_name_hook != NULL ? history_name_hook(name) : name;
}

/* The name player p of a game is counted under. */
static const char *
history_who(const struct history_entry *e, int p)
{
	return history_name(e->names[p]);
}

/*
 * Whose figures: the name given, or the person (no level) in most games,
 * the first seen on a tie.  0, or -1 when nobody.
 */
static int
history_owner(const struct history *h, const char *player, char *out,
    size_t size)
{
	int best = 0, count;

	if (player != NULL && player[0] != '\0') {
		history_copy(out, size, history_name(player));
		return 0;
	}
	out[0] = '\0';
	for (int i = 0; i < h->n; i++)
		for (int p = 0; p < GAME_PLAYERS; p++) {
			const char *name = history_who(&h->games[i], p);

			if (h->games[i].levels[p][0] != '\0')
				continue;
			count = 0;
			for (int j = 0; j < h->n; j++)
				for (int q = 0; q < GAME_PLAYERS; q++)
					count += h->games[j].levels[q][0] ==
					    '\0' && strcmp(history_who(
					    &h->games[j], q), name) == 0;
			if (count > best) {
				best = count;
				history_copy(out, size, name);
			}
		}
	return out[0] != '\0' ? 0 : -1;
}

/* The opponent's entry, added when new: a level, or a person's name. */
static struct history_opponent *
history_opponent_of(struct history_stats *s, const struct history_entry *e,
    int them)
{
	struct history_opponent *o, *more;
	char key[sizeof o->key];

	if (e->levels[them][0] != '\0')
		snprintf(key, sizeof key, "L\t%s", e->levels[them]);
	else
		snprintf(key, sizeof key, "P\t%s", history_who(e, them));
	for (int i = 0; i < s->n_opponents; i++)
		if (strcmp(s->opponents[i].key, key) == 0) {
			o = &s->opponents[i];
			history_copy(o->name, sizeof o->name,
			    history_who(e, them));
			return o;
		}
	more = xreallocarray(s->opponents, (size_t)s->n_opponents + 1,
	    sizeof *more);
	s->opponents = more;
	o = &s->opponents[s->n_opponents++];
	memset(o, 0, sizeof *o);
	history_copy(o->key, sizeof o->key, key);
	history_copy(o->level, sizeof o->level, e->levels[them]);
	history_copy(o->name, sizeof o->name, history_who(e, them));
	return o;
}

/* One game into an opponent's sums (averages are made at the end). */
static void
history_count(struct history_opponent *o, const struct history_entry *e,
    int me)
{
	int them = 1 - me;

	o->games++;
	if (e->result == 0)
		o->draws++;
	else if (e->result == me + 1)
		o->wins++;
	else
		o->losses++;
	o->score_for += e->scores[me];
	o->score_against += e->scores[them];
	o->bingos += e->bingos[me];
	if (e->best[me][0] != '\0' && (o->best[0] == '\0' ||
	    e->best_points[me] > o->best_points)) {
		history_copy(o->best, sizeof o->best, e->best[me]);
		o->best_points = e->best_points[me];
		o->best_date = e->date;
	}
	if (o->games == 1 || e->scores[me] > o->best_game) {
		o->best_game = e->scores[me];
		o->best_game_against = e->scores[them];
		o->best_game_date = e->date;
	}
}

/* Most games first, then by key. */
static int
history_opponent_order(const void *a, const void *b)
{
	const struct history_opponent *x = a, *y = b;

	if (x->games != y->games)
		return y->games - x->games;
	return strcmp(x->key, y->key);
}

/* The figures of a player against each opponent, and the score trend. */
void
history_stats(const struct history *h, const char *player,
    struct history_stats *s)
{
	struct history_opponent *o;
	int me;

	memset(s, 0, sizeof *s);
	if (history_owner(h, player, s->player, sizeof s->player) != 0) {
		s->others = h->n;
		return;
	}
	for (int i = 0; i < h->n; i++) {
		const struct history_entry *e = &h->games[i];

		for (me = 0; me < GAME_PLAYERS; me++)
			if (e->levels[me][0] == '\0' &&
			    strcmp(history_who(e, me), s->player) == 0)
				break;
		if (me == GAME_PLAYERS) {
			s->others++;
			continue;
		}
		o = history_opponent_of(s, e, 1 - me);
		history_count(o, e, me);
		s->games++;
		if (s->n_trend == HISTORY_TREND_MAX) {
			memmove(s->trend, s->trend + 1, (HISTORY_TREND_MAX - 1) *
			    sizeof s->trend[0]);
			s->n_trend--;
		}
		s->trend[s->n_trend++] = e->scores[me];
	}
	for (int i = 0; i < s->n_opponents; i++) {
		o = &s->opponents[i];
		history_wilson(o->wins + o->draws / 2.0, o->games, &o->low,
		    &o->high);
		o->score_for /= o->games;
		o->score_against /= o->games;
		o->bingos /= o->games;
	}
	if (s->n_opponents > 1)
		qsort(s->opponents, (size_t)s->n_opponents,
		    sizeof *s->opponents, history_opponent_order);
}

void
history_stats_free(struct history_stats *s)
{
	if (s == NULL)
		return;
	free(s->opponents);
	s->opponents = NULL;
	s->n_opponents = 0;
}

/*
 * Wilson's score interval at 95% (z = 1.96): unlike p +- z*sqrt(p(1-p)/n)
 * it stays inside [0, 1] and means something after a handful of games.
 * A draw counts as half a win.
 */
void
history_wilson(double successes, int n, double *low, double *high)
{
	const double z = 1.96, z2 = z * z;
	double p, centre, half, d;

	if (n <= 0) {
		*low = 0;
		*high = 1;
		return;
	}
	p = successes / n;
	d = 1 + z2 / n;
	centre = (p + z2 / (2.0 * n)) / d;
	half = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / d;
	*low = centre - half < 0 ? 0 : centre - half;
	*high = centre + half > 1 ? 1 : centre + half;
}

/* Values scaled to 0..levels-1 between their least and greatest. */
void
history_chart_levels(const int *values, int n, int levels, int *out)
{
	int lo, hi;

	if (n <= 0 || levels <= 0)
		return;
	lo = hi = values[0];
	for (int i = 1; i < n; i++) {
		lo = values[i] < lo ? values[i] : lo;
		hi = values[i] > hi ? values[i] : hi;
	}
	for (int i = 0; i < n; i++)
		out[i] = hi == lo ? (values[i] > 0 ? levels - 1 : 0) :
		    (int)(((long)(values[i] - lo) * (levels - 1) +
		    (hi - lo) / 2) / (hi - lo));
}

const char *
history_error_id(enum history_error error)
{
	switch (error) {
	case HISTORY_OK:
		return "ok";
	case HISTORY_ERR_NO_HOME:
		return "no-home";
	case HISTORY_ERR_SYSTEM:
		return "system";
	case HISTORY_ERR_NOT_REGULAR:
		return "not-regular";
	case HISTORY_ERR_VERSION:
		return "version";
	case HISTORY_ERR_TOO_BIG:
		return "too-big";
	}
	return "unknown";
}
