/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <unistr.h>

#include "export.h"
#include "datapath.h"
#include "fileio.h"
#include "infile.h"
#include "save-private.h"
#include "xmalloc.h"

/*
 * Writing saves (the format is in save.h, the reader in save-read.c):
 * the text, the atomic replacement of the file, and autosave under
 * $XDG_STATE_HOME/fichas.
 */

/* Text being built; failed once a line could not be formatted. */
struct save_out {
	char *s;
	size_t len, size;
	int failed;
};

static void save_printf(struct save_out *o, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void save_put_text(struct save_out *o, const char *key,
    const char *text);
static void save_put_tiles(struct save_out *o, const char *key,
    const tile_t *tiles, int n);
static void save_put_placement(struct save_out *o, const char *key,
    int extra, const struct placement *p);
static void save_put_settings(struct save_out *o, const struct game *g,
    const struct save_info *info);
static void save_put_clock(struct save_out *o, const struct game *g);
static void save_put_counters(struct save_out *o, const struct game *g);
static void save_put_tile_state(struct save_out *o, const struct game *g);
static void save_put_move(struct save_out *o, const struct move *m);
static void save_put_event(struct save_out *o, const struct game_event *ev);
static const struct fileio_io *save_fileio(const struct save_io *io,
    struct fileio_io *buf);
static enum save_error save_fileio_fail(struct save_failure *failure,
    enum fileio_error e);
static int64_t save_still_now(void *ctx);
static void save_put_history(struct save_out *o, const struct game *g);

const char *const save_phase_names[4] = {
	"ready", "turn", "deciding", "over"
};
const char *const save_end_names[7] = {
	"none", "blocked", "passes", "scoreless", "out", "time", "sheet-full"
};
const char *const save_event_names[8] = {
	"place", "withdrawn", "exchange", "pass", "lost-turn",
	"challenge-bonus", "time", "end-rack"
};
const char *const save_verdict_names[5] = {
	"pending", "accepted", "valid", "invalid", "judged"
};
const char *const save_lost_names[4] = {
	"none", "laid", "timer", "challenge"
};
const char *const save_move_names[3] = { "pass", "exchange", "place" };
const char *const save_dir_names[2] = { "across", "down" };
const char *const save_challenge_names[4] = {
	"fise", "five-points", "double", "void"
};
const char *const save_laid_names[3] = { "default", "tournament", "casual" };

/* Name an error for logs and tests. */
const char *
save_error_id(enum save_error error)
{
	static const char *ids[] = { "ok", "open", "write", "no-home",
	    "empty", "foreign", "version", "too-big", "truncated",
	    "bad-checksum", "syntax", "tiles", "state", "clock",
	    "not-regular" };

	if ((unsigned)error >= SAVE_TABLE_SIZE(ids))
		return "unknown";
	return ids[error];
}

/* CRC-32 bit by bit: saves are small, a table buys nothing. */
uint32_t
save_crc32(uint32_t crc, const void *data, size_t len)
{
	const unsigned char *p = data;

	crc = ~crc;
	for (size_t i = 0; i < len; i++) {
		crc ^= p[i];
		for (int bit = 0; bit < 8; bit++)
			crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1)));
	}
	return ~crc;
}

/* Append formatted text. */
static void
save_printf(struct save_out *o, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *s;

	if (o->failed)
		return;
	for (;;) {
		va_start(ap, fmt);
		n = vsnprintf(o->s + o->len, o->size - o->len, fmt, ap);
		va_end(ap);
		if (n < 0) {
			o->failed = 1;
			return;
		}
		if ((size_t)n < o->size - o->len)
			break;
		s = xrealloc(o->s, o->size * 2 + (size_t)n + 1);
		o->s = s;
		o->size = o->size * 2 + (size_t)n + 1;
	}
	o->len += (size_t)n;
}

/*
 * "key text" as the reader takes it back: at most SAVE_TEXT_MAX bytes cut
 * at a character boundary, control bytes (and all non-ASCII bytes of text
 * that is not UTF-8) made '?'.
 */
static void
save_put_text(struct save_out *o, const char *key, const char *text)
{
	char buf[SAVE_TEXT_MAX + 1];
	size_t n = strlen(text);
	int utf8;

	if (n > SAVE_TEXT_MAX) {
		n = SAVE_TEXT_MAX;
		while (n > 0 && ((unsigned char)text[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(buf, text, n);
	buf[n] = '\0';
	utf8 = u8_check((const uint8_t *)buf, n) == NULL;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)buf[i] < 0x20 || buf[i] == 0x7f ||
		    (!utf8 && (unsigned char)buf[i] >= 0x80))
			buf[i] = '?';
	save_printf(o, "%s%s%s\n", key, n > 0 ? " " : "", buf);
}

/* "key n t1 t2 ...": a count and tile codes. */
static void
save_put_tiles(struct save_out *o, const char *key, const tile_t *tiles,
    int n)
{
	save_printf(o, "%s %d", key, n);
	for (int i = 0; i < n; i++)
		save_printf(o, " %u", (unsigned)tiles[i]);
	save_printf(o, "\n");
}

/* "key [extra] n row col tile ...": tiles laid on squares. */
static void
save_put_placement(struct save_out *o, const char *key, int extra,
    const struct placement *p)
{
	save_printf(o, "%s", key);
	if (extra != INT32_MIN)
		save_printf(o, " %d", extra);
	save_printf(o, " %d", p->n);
	for (int i = 0; i < p->n; i++)
		save_printf(o, " %d %d %u", p->tiles[i].row, p->tiles[i].col,
		    (unsigned)p->tiles[i].tile);
	save_printf(o, "\n");
}

/* The settings and the driver's info. */
static void
save_put_settings(struct save_out *o, const struct game *g,
    const struct save_info *info)
{
	const struct game_settings *s = &g->settings;

	save_printf(o, "%s %d\n", SAVE_MAGIC, SAVE_VERSION);
	save_put_text(o, "name1", s->names[0]);
	save_put_text(o, "name2", s->names[1]);
	save_printf(o, "challenge %s\nlaid %s\nexchange-min %d\n"
	    "seed %" PRIu64 "\n", save_challenge_names[s->challenge],
	    save_laid_names[s->laid], s->exchange_min_bag, s->seed);
	save_put_text(o, "lexicon", info != NULL ? info->lexicon : "");
	save_put_text(o, "frontend", info != NULL ? info->frontend : "");
	save_printf(o, "progress %" PRId64 "\nscript %08" PRIx32 "\n",
	    info != NULL ? info->progress : 0, info != NULL ? info->script : 0);
	save_put_clock(o, g);
}

/* The generator and the clocks. */
static void
save_put_clock(struct save_out *o, const struct game *g)
{
	char clock[CLOCK_STATE_LEN];
	struct clock_state st;

	save_printf(o, "rng");
	for (int i = 0; i < 4; i++)
		save_printf(o, " %016" PRIx64, g->rng.state[i]);
	save_printf(o, "\n");
	clock_save(&g->clock, &st);
	if (clock_state_write(&st, clock, sizeof clock) != 0)
		o->failed = 1;
	save_printf(o, "%s\n", clock);
}

/* Phase, scores and the counters of arts. 27, 30, 37. */
static void
save_put_counters(struct save_out *o, const struct game *g)
{
	save_printf(o, "phase %s\nend %s\nmover %d\nscores %d %d\n"
	    "turns %d %d\nturn %d\npasses %d\nscoreless %d\n",
	    save_phase_names[g->phase], save_end_names[g->end], g->mover,
	    g->scores[0], g->scores[1], g->turns[0], g->turns[1], g->turn,
	    g->passes, g->scoreless);
	save_printf(o, "lose-next %d %d\ntime-over %d\nlast-turn %d\n"
	    "warned %d\novertime-warned %d %d\nrefused-words %u\n",
	    g->lose_next[0], g->lose_next[1], g->time_over, g->last_turn,
	    g->warned, g->overtime_warned[0], g->overtime_warned[1],
	    g->refused_words);
	/* Only a game with turns taken back has the line: others read on. */
	if (g->undos > 0)
		save_printf(o, "undos %d\n", g->undos);
}

/* The draw, the bag in order, racks, laid and pending tiles, the board. */
static void
save_put_tile_state(struct save_out *o, const struct game *g)
{
	const struct game_draw *d = &g->draw;

	save_printf(o, "draw %d %d", d->first, d->n);
	for (int i = 0; i < d->n; i++)
		save_printf(o, " %u %d", (unsigned)d->tiles[i], d->player[i]);
	save_printf(o, "\n");
	save_put_tiles(o, "bag", g->bag.tiles, g->bag.n);
	save_put_tiles(o, "rack1", g->racks[0].tiles, g->racks[0].n);
	save_put_tiles(o, "rack2", g->racks[1].tiles, g->racks[1].n);
	save_put_tiles(o, "turn-rack", g->turn_rack.tiles, g->turn_rack.n);
	save_put_placement(o, "laid", INT32_MIN, &g->laid);
	save_put_placement(o, "pending", g->pending_event, &g->pending);
	for (int r = 0; r < BOARD_SIZE; r++) {
		save_printf(o, "board");
		for (int c = 0; c < BOARD_SIZE; c++)
			save_printf(o, " %u", (unsigned)g->board.squares[r][c]);
		save_printf(o, "\n");
	}
}

/* "event-move pass", "event-move exchange n t...", "event-move place ...". */
static void
save_put_move(struct save_out *o, const struct move *m)
{
	save_printf(o, "event-move %s", save_move_names[m->kind]);
	if (m->kind == MOVE_EXCHANGE) {
		save_printf(o, " %d", m->n_exchange);
		for (int i = 0; i < m->n_exchange; i++)
			save_printf(o, " %u", (unsigned)m->exchange[i]);
	} else if (m->kind == MOVE_PLACE) {
		save_printf(o, " %d %d %s %d", m->row, m->col,
		    save_dir_names[m->dir], m->len);
		for (int i = 0; i < m->len; i++)
			save_printf(o, " %u", (unsigned)m->word[i]);
	}
	save_printf(o, "\n");
}

/* One line of the score sheet, its rack, move and every word scored. */
static void
save_put_event(struct save_out *o, const struct game_event *ev)
{
	const struct play_score *s = &ev->score;

	save_printf(o, "event %s %d %d %d %d %s %u %d %s\n",
	    save_event_names[ev->kind], ev->turn, ev->player, ev->points,
	    ev->total, save_verdict_names[ev->verdict], ev->invalid_words,
	    ev->timed_out, save_lost_names[ev->lost]);
	save_put_tiles(o, "event-rack", ev->rack.tiles, ev->rack.n);
	save_put_move(o, &ev->move);
	save_printf(o, "event-score %s %d %d %d\n", save_dir_names[s->dir],
	    s->bingo, s->score, s->n_words);
	for (int i = 0; i < s->n_words; i++) {
		const struct formed_word *w = &s->words[i];

		save_printf(o, "event-word %d %d %s %d %d", w->row, w->col,
		    save_dir_names[w->dir], w->score, w->len);
		for (int t = 0; t < w->len; t++)
			save_printf(o, " %u", (unsigned)w->tiles[t]);
		save_printf(o, "\n");
	}
}

/* A time source that stands still: kept clocks are written as kept. */
static int64_t
save_still_now(void *ctx)
{
	return 0;
}

/*
 * The undo history of a casual game (game_undo()): "history n", then the
 * state as each turn began, "turn-start" with the sheet's length then,
 * and the generator, clocks, counters and tiles as the game's own lines.
 */
static void
save_put_history(struct save_out *o, const struct game *g)
{
	struct game *t;
	int n = game_history_count(g);

	if (n == 0)
		return;
	t = xmalloc(sizeof *t);
	memcpy(t, g, sizeof *t);
	t->clock.source.now_ms = save_still_now;
	t->undos = 0; /* the game's count, not each state's */
	save_printf(o, "history %d\n", n);
	for (int i = 0; i < n; i++) {
		game_history_state(g, i, t);
		save_printf(o, "turn-start %d\n", t->n_sheet);
		save_put_clock(o, t);
		save_put_counters(o, t);
		save_put_tile_state(o, t);
	}
	free(t);
}

/* The whole game as save text, checksum last. */
enum save_error
save_format(const struct game *g, const struct save_info *info, char **text,
    size_t *len)
{
	struct save_out o = { NULL, 0, 4096, 0 };

	o.s = xmalloc(o.size);
	o.s[0] = '\0';
	save_put_settings(&o, g, info);
	save_put_counters(&o, g);
	save_put_tile_state(&o, g);
	save_printf(&o, "sheet %d\n", g->n_sheet);
	for (int i = 0; i < g->n_sheet; i++)
		save_put_event(&o, &g->sheet[i]);
	save_put_history(&o, g);
	if (!o.failed)
		save_printf(&o, "checksum %08" PRIx32 "\n",
		    save_crc32(0, o.s, o.len));
	if (o.failed) {
		free(o.s);
		return SAVE_ERR_WRITE;
	}
	*text = o.s;
	if (len != NULL)
		*len = o.len;
	return SAVE_OK;
}

/* Fill in a failure and return its code. */
enum save_error
save_fail(struct save_failure *failure, enum save_error error, int errnum)
{
	if (failure != NULL) {
		failure->error = error;
		failure->errnum = errnum;
		failure->line = 0;
	}
	return error;
}

/* save_io as fileio's; NULL stays NULL (the system's calls). */
static const struct fileio_io *
save_fileio(const struct save_io *io, struct fileio_io *buf)
{
	if (io == NULL)
		return NULL;
	buf->write = io->write;
	buf->fsync = io->fsync;
	buf->rename = io->rename;
	return buf;
}

/* A fileio error as a save's. */
static enum save_error
save_fileio_fail(struct save_failure *failure, enum fileio_error e)
{
	if (e == FILEIO_ERR_NOT_REGULAR)
		return save_fail(failure, SAVE_ERR_NOT_REGULAR, 0);
	return save_fail(failure, SAVE_ERR_WRITE, errno);
}

/* Make the rename durable (fileio_sync_dir()). */
int
save_sync_dir(const char *path)
{
	return fileio_sync_dir(path);
}

/*
 * Write data to a new temporary file beside path (fileio_write_temp():
 * 0600 when new, since a save says what a player's rack holds).
 */
enum save_error
save_write_temp(const char *path, const char *data, size_t len,
    const struct save_io *io, char **tmp, struct save_failure *failure)
{
	struct fileio_io buf;
	enum fileio_error e;

	e = fileio_write_temp(path, data, len, SAVE_FILE_FLAGS,
	    save_fileio(io, &buf), tmp);
	if (e != FILEIO_OK)
		return save_fileio_fail(failure, e);
	return save_fail(failure, SAVE_OK, 0);
}

/* Replace a file atomically; the old one stays on any failure. */
enum save_error
save_write_atomic(const char *path, const char *data, size_t len,
    const struct save_io *io, struct save_failure *failure)
{
	struct fileio_io buf;
	enum fileio_error e;

	e = fileio_write(path, data, len, SAVE_FILE_FLAGS,
	    save_fileio(io, &buf));
	if (e != FILEIO_OK)
		return save_fileio_fail(failure, e);
	return save_fail(failure, SAVE_OK, 0);
}

/* Save a game to a file. */
enum save_error
save_write(const char *path, const struct game *g,
    const struct save_info *info, struct save_failure *failure)
{
	enum save_error e;
	char *text;
	size_t len;

	if ((e = save_format(g, info, &text, &len)) != SAVE_OK)
		return save_fail(failure, e, 0);
	e = save_write_atomic(path, text, len, NULL, failure);
	free(text);
	return e;
}

/* Read a whole save file, then the text. */
enum save_error
save_load(const char *path, const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure)
{
	struct infile_failure in;
	char *data;
	size_t len;
	enum save_error e;

	*gp = NULL;
	if (infile_read(path, SAVE_MAX_SIZE, &data, &len, &in) != 0) {
		switch (in.error) {
		case INFILE_ERR_DIRECTORY:
			return save_fail(failure, SAVE_ERR_OPEN, EISDIR);
		case INFILE_ERR_NOT_FILE:
			return save_fail(failure, SAVE_ERR_NOT_FILE, 0);
		case INFILE_ERR_TOO_BIG:
			return save_fail(failure, SAVE_ERR_TOO_BIG, 0);
		default:
			return save_fail(failure, SAVE_ERR_OPEN, in.errnum);
		}
	}
	e = save_parse(data, len, hooks, gp, info, failure);
	free(data);
	return e;
}

/* The mode the save directory had before save_dir_tighten(), or 0. */
static mode_t save_dir_was;

/*
 * The save directory holds both racks and the bag of every game: make it
 * 0700 when it is ours and open to others, remembering its old mode for
 * save_dir_tightened().  Not a sticky one: that is a directory shared on
 * purpose (a link to /tmp), which 0700 would take from everyone else,
 * and the saves in it are 0600 all the same.  0, or -1 with errno
 * (ENOENT when missing).
 */
int
save_dir_tighten(const char *dir)
{
	struct stat st;

	if (stat(dir, &st) != 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	if ((st.st_mode & 077) != 0 && !(st.st_mode & S_ISVTX) &&
	    st.st_uid == geteuid() && chmod(dir, 0700) == 0)
		save_dir_was = st.st_mode & 07777;
	return 0;
}

/* Once after a tightening: 1 and the old mode, then 0. */
int
save_dir_tightened(mode_t *was)
{
	if (save_dir_was == 0)
		return 0;
	*was = save_dir_was;
	save_dir_was = 0;
	return 1;
}

/* $XDG_STATE_HOME/fichas or ~/.local/state/fichas. */
char *
save_autosave_dir(void)
{
	return datapath_xdg("XDG_STATE_HOME", ".local/state", "fichas");
}

void
save_info_set_lexicon(struct save_info *info, const char *path)
{
	char cwd[PATH_MAX];
	int n = -1;

	info->lexicon[0] = '\0';
	if (path[0] != '\0' && path[0] != '/' &&
	    getcwd(cwd, sizeof cwd) != NULL)
		n = snprintf(info->lexicon, sizeof info->lexicon, "%s/%s",
		    strcmp(cwd, "/") == 0 ? "" : cwd, path);
	if (n >= 0 && (size_t)n < sizeof info->lexicon)
		return;
	if (strlen(path) < sizeof info->lexicon)
		memcpy(info->lexicon, path, strlen(path) + 1);
	else
		info->lexicon[0] = '\0';
}
