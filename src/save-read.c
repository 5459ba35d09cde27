/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

#include "save-private.h"
#include "xmalloc.h"

/*
 * Reading saves (the format is in save.h).  First the frame: the magic and
 * version on the first line, the checksum line last, no NUL byte.  Then
 * every line in its fixed order, each value checked against its range as it
 * is read, so nothing out of range ever reaches the game.  Last, the values
 * are checked against each other (save-check.c): the tiles add up to the
 * set, the phase agrees with the clock and the tiles laid or pending, the
 * score sheet's running totals agree with the scores.
 */

/* A reader over the lines of a save. */
struct save_reader {
	const char *p, *end;	/* text not yet read, checksum line apart */
	int line;		/* 1-based number of the line in cur */
	char cur[SAVE_LINE_MAX + 1];
	const char *at;		/* where reading is in cur */
	struct save_failure *failure;
};

/* Which tile codes a list may hold. */
enum save_tiles {
	SAVE_TILES_RACK,	/* letters and TILE_BLANK */
	SAVE_TILES_BOARD,	/* letters, blank-flagged or not */
	SAVE_TILES_SQUARE,	/* TILE_NONE or a board tile */
	SAVE_TILES_LAID,	/* board tiles, or TILE_BLANK (no letter yet) */
	SAVE_TILES_MOVE		/* board tiles, MOVE_THROUGH added or not */
};

static int save_bad(struct save_reader *r, enum save_error error);
static enum save_error save_parse_lf(const char *text, size_t len,
    const struct save_hooks *hooks, struct game **gp, struct save_info *info,
    struct save_failure *failure);
static char *save_strip_cr(const char *text, size_t len, size_t *newlen);
static int save_next(struct save_reader *r, const char *key);
static int save_end_line(struct save_reader *r);
static int save_int64(struct save_reader *r, int64_t lo, int64_t hi,
    int64_t *v);
static int save_int(struct save_reader *r, int lo, int hi, int *v);
static int save_hex(struct save_reader *r, int digits, uint64_t *v);
static int save_word(struct save_reader *r, const char *const *names,
    int n, int *v);
static int save_rest(struct save_reader *r, char *buf, size_t size);
static int save_tile_ok(int t, enum save_tiles kind);
static int save_tile_list(struct save_reader *r, int max,
    enum save_tiles kind, tile_t *out, int *n);
static int save_rack(struct save_reader *r, const char *key,
    struct rack *rack);
static int save_placement(struct save_reader *r, struct placement *p);
static long save_version(const char *text, size_t len, size_t at);
static int save_frame(const char *text, size_t len, size_t *body,
    struct save_failure *failure);
static int save_u64(struct save_reader *r, uint64_t *v);
static int save_read_settings(struct save_reader *r, struct game *g);
static int save_read_info(struct save_reader *r, struct save_info *info);
static int save_read_clock(struct save_reader *r, struct game *g,
    const struct save_hooks *hooks);
static int save_read_counters(struct save_reader *r, struct game *g);
static int save_read_flags(struct save_reader *r, struct game *g);
static int save_read_draw(struct save_reader *r, struct game_draw *d);
static int save_read_tiles(struct save_reader *r, struct game *g);
static int save_read_move(struct save_reader *r, struct move *m);
static int save_read_word(struct save_reader *r, struct formed_word *w);
static int save_read_event(struct save_reader *r, struct game_event *ev);
static int64_t save_still_now(void *ctx);
static int save_same_frame(const struct game *g, const struct game *t);
static int save_read_turn_start(struct save_reader *r, struct game *g,
    struct game *t, const struct save_hooks *still);
static int save_read_history(struct save_reader *r, struct game *g);
static int save_read_game(struct save_reader *r, struct game *g,
    struct save_info *info, const struct save_hooks *hooks);

/* Record the first error with the current line; always -1. */
static int
save_bad(struct save_reader *r, enum save_error error)
{
	if (r->failure->error == SAVE_OK) {
		r->failure->error = error;
		r->failure->line = r->line;
	}
	return -1;
}

/* Read the next line, which must start with key. */
static int
save_next(struct save_reader *r, const char *key)
{
	const char *nl;
	size_t n, k = strlen(key);

	r->line++;
	if (r->p >= r->end)
		return save_bad(r, SAVE_ERR_SYNTAX);
	nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
	n = (size_t)(nl - r->p); /* the frame ends the body with '\n' */
	if (n > SAVE_LINE_MAX)
		return save_bad(r, SAVE_ERR_SYNTAX);
	memcpy(r->cur, r->p, n);
	r->cur[n] = '\0';
	r->p = nl + 1;
	if (strncmp(r->cur, key, k) != 0 || (r->cur[k] != ' ' &&
	    r->cur[k] != '\0'))
		return save_bad(r, SAVE_ERR_SYNTAX);
	r->at = r->cur + k;
	return 0;
}

/* Nothing may follow the last value of a line. */
static int
save_end_line(struct save_reader *r)
{
	return *r->at == '\0' ? 0 : save_bad(r, SAVE_ERR_SYNTAX);
}

/* " N": one space, an optional '-', at most 18 digits, within [lo, hi]. */
static int
save_int64(struct save_reader *r, int64_t lo, int64_t hi, int64_t *v)
{
	const char *p = r->at;
	int neg = 0, digits = 0;
	int64_t n = 0;

	if (*p++ != ' ')
		return save_bad(r, SAVE_ERR_SYNTAX);
	if (*p == '-') {
		neg = 1;
		p++;
	}
	for (; *p >= '0' && *p <= '9'; p++) {
		if (++digits > 18)
			return save_bad(r, SAVE_ERR_SYNTAX);
		n = n * 10 + (*p - '0');
	}
	if (digits == 0 || (*p != ' ' && *p != '\0'))
		return save_bad(r, SAVE_ERR_SYNTAX);
	n = neg ? -n : n;
	if (n < lo || n > hi)
		return save_bad(r, SAVE_ERR_SYNTAX);
	r->at = p;
	*v = n;
	return 0;
}

/* An int within [lo, hi]. */
static int
save_int(struct save_reader *r, int lo, int hi, int *v)
{
	int64_t n;

	if (save_int64(r, lo, hi, &n) != 0)
		return -1;
	*v = (int)n;
	return 0;
}

/* " hhhh": exactly digits lower-case hex digits. */
static int
save_hex(struct save_reader *r, int digits, uint64_t *v)
{
	const char *p = r->at;
	uint64_t n = 0;

	if (*p++ != ' ')
		return save_bad(r, SAVE_ERR_SYNTAX);
	for (int i = 0; i < digits; i++, p++) {
		if (*p >= '0' && *p <= '9')
			n = n << 4 | (uint64_t)(*p - '0');
		else if (*p >= 'a' && *p <= 'f')
			n = n << 4 | (uint64_t)(*p - 'a' + 10);
		else
			return save_bad(r, SAVE_ERR_SYNTAX);
	}
	if (*p != ' ' && *p != '\0')
		return save_bad(r, SAVE_ERR_SYNTAX);
	r->at = p;
	*v = n;
	return 0;
}

/* " word": one of names[0..n), its index in *v. */
static int
save_word(struct save_reader *r, const char *const *names, int n, int *v)
{
	const char *p = r->at, *end;
	size_t len;

	if (*p++ != ' ')
		return save_bad(r, SAVE_ERR_SYNTAX);
	end = strchr(p, ' ');
	len = end != NULL ? (size_t)(end - p) : strlen(p);
	for (int i = 0; i < n; i++) {
		if (strlen(names[i]) == len && memcmp(names[i], p, len) == 0) {
			r->at = p + len;
			*v = i;
			return 0;
		}
	}
	return save_bad(r, SAVE_ERR_SYNTAX);
}

/* The rest of the line after one space ("" when the key stands alone). */
static int
save_rest(struct save_reader *r, char *buf, size_t size)
{
	const char *p = r->at;
	size_t len;

	if (*p == ' ')
		p++;
	else if (*p != '\0')
		return save_bad(r, SAVE_ERR_SYNTAX);
	len = strlen(p);
	if (len >= size || u8_check((const uint8_t *)p, len) != NULL)
		return save_bad(r, SAVE_ERR_SYNTAX);
	/* No control character, C1 ones (U+0080-U+009F) included. */
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)p[i] < 0x20 || p[i] == 0x7f ||
		    ((unsigned char)p[i] == 0xc2 && i + 1 < len &&
		    (unsigned char)p[i + 1] < 0xa0))
			return save_bad(r, SAVE_ERR_SYNTAX);
	memcpy(buf, p, len + 1);
	r->at = p + len;
	return 0;
}

/* Whether t is a tile code a list of this kind may hold. */
static int
save_tile_ok(int t, enum save_tiles kind)
{
	switch (kind) {
	case SAVE_TILES_RACK:
		return (t >= TILE_A && t <= TILE_Z) || t == TILE_BLANK;
	case SAVE_TILES_SQUARE:
		if (t == TILE_NONE)
			return 1;
		/* FALLTHROUGH */
	case SAVE_TILES_BOARD:
		return t >= 0 && t <= 0xff && tile_is_letter((tile_t)t);
	case SAVE_TILES_LAID:
		return t == TILE_BLANK || (t >= 0 && t <= 0xff &&
		    tile_is_letter((tile_t)t));
	case SAVE_TILES_MOVE:
		return t >= 0 && t <= 0xff &&
		    tile_is_letter((tile_t)(t & ~MOVE_THROUGH));
	}
	return 0;
}

/* " n t1 ... tn": a count up to max, then tiles of a kind. */
static int
save_tile_list(struct save_reader *r, int max, enum save_tiles kind,
    tile_t *out, int *n)
{
	int t;

	if (save_int(r, 0, max, n) != 0)
		return -1;
	for (int i = 0; i < *n; i++) {
		if (save_int(r, 0, 0xff, &t) != 0)
			return -1;
		if (!save_tile_ok(t, kind))
			return save_bad(r, SAVE_ERR_SYNTAX);
		out[i] = (tile_t)t;
	}
	return 0;
}

/* A whole "key n tiles" rack line. */
static int
save_rack(struct save_reader *r, const char *key, struct rack *rack)
{
	rack_init(rack);
	if (save_next(r, key) != 0 || save_tile_list(r, RACK_SIZE,
	    SAVE_TILES_RACK, rack->tiles, &rack->n) != 0)
		return -1;
	return save_end_line(r);
}

/* " n row col tile ...": tiles on squares, each on the board. */
static int
save_placement(struct save_reader *r, struct placement *p)
{
	int t;

	memset(p, 0, sizeof *p);
	if (save_int(r, 0, RACK_SIZE, &p->n) != 0)
		return -1;
	for (int i = 0; i < p->n; i++) {
		struct placed_tile *pt = &p->tiles[i];

		if (save_int(r, 0, BOARD_SIZE - 1, &pt->row) != 0 ||
		    save_int(r, 0, BOARD_SIZE - 1, &pt->col) != 0 ||
		    save_int(r, 0, 0xff, &t) != 0)
			return -1;
		if (!save_tile_ok(t, SAVE_TILES_LAID))
			return save_bad(r, SAVE_ERR_SYNTAX);
		pt->tile = (tile_t)t;
	}
	return save_end_line(r);
}

/*
 * The version after the magic: digits up to the end of the first line,
 * read within len bytes (the text need not end with a NUL); -2 when the
 * text ends first, -1 when it is no number.
 */
static long
save_version(const char *text, size_t len, size_t at)
{
	long v = 0;
	size_t i;

	for (i = at; i < len && i < at + 6 && text[i] >= '0' &&
	    text[i] <= '9'; i++)
		v = v * 10 + (text[i] - '0');
	if (i >= len)
		return -2;
	if (i == at || text[i] != '\n')
		return -1;
	return v;
}

/*
 * The frame: no NUL, our magic and version first, "checksum x" last and
 * matching.  *body is the length before the checksum line.
 */
static int
save_frame(const char *text, size_t len, size_t *body,
    struct save_failure *failure)
{
	static const char magic[] = SAVE_MAGIC " ";
	static const char tag[] = "\nchecksum ";
	const size_t tail = sizeof tag - 1 + 8 + 1;
	char expect[16];
	long version = 0;

	size_t m = sizeof magic - 1;

	/* A start of the magic is a save cut short; anything else foreign. */
	if (len == 0)
		failure->error = SAVE_ERR_EMPTY;
	else if (memchr(text, '\0', len) != NULL ||
	    memcmp(text, magic, len < m ? len : m) != 0)
		failure->error = SAVE_ERR_FOREIGN;
	else if (len <= m || (version = save_version(text, len, m)) == -2)
		failure->error = SAVE_ERR_TRUNCATED;
	else if (version != SAVE_VERSION)
		failure->error = SAVE_ERR_VERSION;
	else if (len < tail + 1 || text[len - 1] != '\n' ||
	    memcmp(text + len - tail, tag, sizeof tag - 1) != 0)
		failure->error = SAVE_ERR_TRUNCATED;
	if (failure->error != SAVE_OK)
		return -1;
	*body = len - tail + 1;
	snprintf(expect, sizeof expect, "%08" PRIx32 "\n",
	    save_crc32(0, text, *body));
	if (memcmp(text + len - 9, expect, 9) != 0) {
		failure->error = SAVE_ERR_CHECKSUM;
		return -1;
	}
	return 0;
}

/* " N": an unsigned 64-bit decimal, no leading zero. */
static int
save_u64(struct save_reader *r, uint64_t *v)
{
	const char *p = r->at + 1;
	char *end;

	if (r->at[0] != ' ' || *p < '0' || *p > '9' ||
	    (p[0] == '0' && p[1] >= '0' && p[1] <= '9'))
		return save_bad(r, SAVE_ERR_SYNTAX);
	errno = 0;
	*v = strtoull(p, &end, 10);
	if (errno != 0 || (*end != ' ' && *end != '\0'))
		return save_bad(r, SAVE_ERR_SYNTAX);
	r->at = end;
	return 0;
}

/* Version line and the game's settings. */
static int
save_read_settings(struct save_reader *r, struct game *g)
{
	struct game_settings *s = &g->settings;
	int v[3];

	if (save_next(r, SAVE_MAGIC) != 0 || save_int(r, SAVE_VERSION,
	    SAVE_VERSION, &v[0]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "name1") != 0 || save_rest(r, s->names[0],
	    sizeof s->names[0]) != 0 || save_next(r, "name2") != 0 ||
	    save_rest(r, s->names[1], sizeof s->names[1]) != 0 ||
	    save_next(r, "challenge") != 0 || save_word(r,
	    save_challenge_names, 4, &v[0]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "laid") != 0 || save_word(r, save_laid_names, 3,
	    &v[1]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "exchange-min") != 0 || save_int(r, 0, RACK_SIZE,
	    &v[2]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "seed") != 0 || save_u64(r, &s->seed) != 0 ||
	    save_end_line(r) != 0)
		return -1;
	s->challenge = (enum game_challenge_rule)v[0];
	s->laid = (enum game_laid_rule)v[1];
	s->exchange_min_bag = v[2];
	return 0;
}

/* What the driver keeps: the lexicon's name, its place in its script. */
static int
save_read_info(struct save_reader *r, struct save_info *info)
{
	uint64_t script;

	if (save_next(r, "lexicon") != 0 || save_rest(r, info->lexicon,
	    sizeof info->lexicon) != 0 ||
	    save_next(r, "frontend") != 0 || save_rest(r, info->frontend,
	    sizeof info->frontend) != 0 ||
	    save_next(r, "progress") != 0 || save_int64(r, 0, INT64_MAX / 2,
	    &info->progress) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "script") != 0 || save_hex(r, 8, &script) != 0 ||
	    save_end_line(r) != 0)
		return -1;
	info->script = (uint32_t)script;
	return 0;
}

/* The generator, then the clocks through the clock's own reader. */
static int
save_read_clock(struct save_reader *r, struct game *g,
    const struct save_hooks *hooks)
{
	struct clock_state st;
	uint64_t any = 0;

	if (save_next(r, "rng") != 0)
		return -1;
	for (int i = 0; i < 4; i++) {
		if (save_hex(r, 16, &g->rng.state[i]) != 0)
			return -1;
		any |= g->rng.state[i];
	}
	/* xoshiro256** never reaches the all-zero state. */
	if (save_end_line(r) != 0 || any == 0)
		return save_bad(r, SAVE_ERR_SYNTAX);
	if (save_next(r, "clock1") != 0)
		return -1;
	if (clock_state_read(&st, r->cur) != CLOCK_OK ||
	    clock_load(&g->clock, &st, hooks->source) != CLOCK_OK)
		return save_bad(r, SAVE_ERR_CLOCK);
	g->settings.clock = g->clock.settings;
	return 0;
}

/* Phase, end, mover, scores, turns and the art. 37 counters. */
static int
save_read_counters(struct save_reader *r, struct game *g)
{
	const int big = 1000000;
	int v[2];

	if (save_next(r, "phase") != 0 || save_word(r, save_phase_names, 4,
	    &v[0]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "end") != 0 || save_word(r, save_end_names, 7,
	    &v[1]) != 0 || save_end_line(r) != 0)
		return -1;
	g->phase = (enum game_phase)v[0];
	g->end = (enum game_end)v[1];
	if (save_next(r, "mover") != 0 || save_int(r, 0, 1, &g->mover) != 0 ||
	    save_end_line(r) != 0 ||
	    save_next(r, "scores") != 0 || save_int(r, -big, big,
	    &g->scores[0]) != 0 || save_int(r, -big, big, &g->scores[1]) != 0
	    || save_end_line(r) != 0 ||
	    save_next(r, "turns") != 0 || save_int(r, 0, GAME_SHEET_MAX,
	    &g->turns[0]) != 0 || save_int(r, 0, GAME_SHEET_MAX,
	    &g->turns[1]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "turn") != 0 || save_int(r, 0, 2 * GAME_SHEET_MAX + 1,
	    &g->turn) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "passes") != 0 || save_int(r, 0, GAME_PASSES_TO_END,
	    &g->passes) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "scoreless") != 0 || save_int(r, 0, 2 *
	    GAME_SHEET_MAX, &g->scoreless) != 0 || save_end_line(r) != 0)
		return -1;
	return save_read_flags(r, g);
}

/* The yes/no counters and the refused words. */
static int
save_read_flags(struct save_reader *r, struct game *g)
{
	int words;

	if (save_next(r, "lose-next") != 0 || save_int(r, 0, 1,
	    &g->lose_next[0]) != 0 || save_int(r, 0, 1, &g->lose_next[1]) != 0
	    || save_end_line(r) != 0 ||
	    save_next(r, "time-over") != 0 || save_int(r, 0, 1,
	    &g->time_over) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "last-turn") != 0 || save_int(r, 0, 1,
	    &g->last_turn) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "warned") != 0 || save_int(r, 0, 3, &g->warned) != 0
	    || save_end_line(r) != 0 ||
	    save_next(r, "overtime-warned") != 0 || save_int(r, 0, 1,
	    &g->overtime_warned[0]) != 0 || save_int(r, 0, 1,
	    &g->overtime_warned[1]) != 0 || save_end_line(r) != 0 ||
	    save_next(r, "refused-words") != 0 || save_int(r, 0,
	    (1 << RULES_MAX_WORDS) - 1, &words) != 0 || save_end_line(r) != 0)
		return -1;
	g->refused_words = (unsigned)words;
	/* "undos N", only in a game with turns taken back (game_undo()). */
	if ((size_t)(r->end - r->p) > 6 && memcmp(r->p, "undos ", 6) == 0 &&
	    (save_next(r, "undos") != 0 || save_int(r, 1, 1000000,
	    &g->undos) != 0 || save_end_line(r) != 0))
		return -1;
	return 0;
}

/* "draw first n tile player ...": the opening draw (art. 4). */
static int
save_read_draw(struct save_reader *r, struct game_draw *d)
{
	int t;

	if (save_next(r, "draw") != 0 || save_int(r, 0, 1, &d->first) != 0 ||
	    save_int(r, 0, GAME_DRAW_MAX, &d->n) != 0)
		return -1;
	for (int i = 0; i < d->n; i++) {
		if (save_int(r, 0, 0xff, &t) != 0 ||
		    save_int(r, 0, 1, &d->player[i]) != 0)
			return -1;
		if (!save_tile_ok(t, SAVE_TILES_RACK))
			return save_bad(r, SAVE_ERR_SYNTAX);
		d->tiles[i] = (tile_t)t;
	}
	return save_end_line(r);
}

/* Bag, racks, laid and pending tiles, and the board row by row. */
static int
save_read_tiles(struct save_reader *r, struct game *g)
{
	int t;

	if (save_read_draw(r, &g->draw) != 0 || save_next(r, "bag") != 0 ||
	    save_tile_list(r, TILES_TOTAL, SAVE_TILES_RACK, g->bag.tiles,
	    &g->bag.n) != 0 || save_end_line(r) != 0 ||
	    save_rack(r, "rack1", &g->racks[0]) != 0 ||
	    save_rack(r, "rack2", &g->racks[1]) != 0 ||
	    save_rack(r, "turn-rack", &g->turn_rack) != 0 ||
	    save_next(r, "laid") != 0 || save_placement(r, &g->laid) != 0 ||
	    save_next(r, "pending") != 0 || save_int(r, -1, GAME_SHEET_MAX - 1,
	    &g->pending_event) != 0 || save_placement(r, &g->pending) != 0)
		return -1;
	board_init(&g->board);
	for (int row = 0; row < BOARD_SIZE; row++) {
		if (save_next(r, "board") != 0)
			return -1;
		for (int col = 0; col < BOARD_SIZE; col++) {
			if (save_int(r, 0, 0xff, &t) != 0)
				return -1;
			if (!save_tile_ok(t, SAVE_TILES_SQUARE))
				return save_bad(r, SAVE_ERR_SYNTAX);
			if (t != TILE_NONE)
				board_put(&g->board, row, col, (tile_t)t);
		}
		if (save_end_line(r) != 0)
			return -1;
	}
	return 0;
}

/* "event-move pass|exchange n t...|place row col dir len t...". */
static int
save_read_move(struct save_reader *r, struct move *m)
{
	int kind, dir, t;

	memset(m, 0, sizeof *m);
	if (save_next(r, "event-move") != 0 || save_word(r, save_move_names,
	    3, &kind) != 0)
		return -1;
	m->kind = (enum move_kind)kind;
	if (kind == MOVE_EXCHANGE && (save_tile_list(r, RACK_SIZE,
	    SAVE_TILES_RACK, m->exchange, &m->n_exchange) != 0 ||
	    m->n_exchange == 0))
		return save_bad(r, SAVE_ERR_SYNTAX);
	if (kind == MOVE_PLACE) {
		if (save_int(r, 0, BOARD_SIZE - 1, &m->row) != 0 ||
		    save_int(r, 0, BOARD_SIZE - 1, &m->col) != 0 ||
		    save_word(r, save_dir_names, 2, &dir) != 0 ||
		    save_int(r, 1, BOARD_SIZE - (dir == DIR_ACROSS ? m->col :
		    m->row), &m->len) != 0)
			return -1;
		m->dir = (enum direction)dir;
		for (int i = 0; i < m->len; i++) {
			if (save_int(r, 0, 0xff, &t) != 0)
				return -1;
			if (!save_tile_ok(t, SAVE_TILES_MOVE))
				return save_bad(r, SAVE_ERR_SYNTAX);
			m->word[i] = (tile_t)t;
		}
	}
	return save_end_line(r);
}

/* "event-word row col dir score len t...": a word formed and its score. */
static int
save_read_word(struct save_reader *r, struct formed_word *w)
{
	int dir, t;

	memset(w, 0, sizeof *w);
	if (save_next(r, "event-word") != 0 ||
	    save_int(r, 0, BOARD_SIZE - 1, &w->row) != 0 ||
	    save_int(r, 0, BOARD_SIZE - 1, &w->col) != 0 ||
	    save_word(r, save_dir_names, 2, &dir) != 0 ||
	    save_int(r, 0, 100000, &w->score) != 0 ||
	    save_int(r, 2, BOARD_SIZE - (dir == DIR_ACROSS ? w->col : w->row),
	    &w->len) != 0)
		return -1;
	w->dir = (enum direction)dir;
	for (int i = 0; i < w->len; i++) {
		if (save_int(r, 0, 0xff, &t) != 0)
			return -1;
		if (!save_tile_ok(t, SAVE_TILES_BOARD))
			return save_bad(r, SAVE_ERR_SYNTAX);
		w->tiles[i] = (tile_t)t;
	}
	return save_end_line(r);
}

/* One event of the score sheet. */
static int
save_read_event(struct save_reader *r, struct game_event *ev)
{
	const int big = 1000000;
	int v[5], words;

	memset(ev, 0, sizeof *ev);
	if (save_next(r, "event") != 0 || save_word(r, save_event_names, 8,
	    &v[0]) != 0 || save_int(r, 0, 2 * GAME_SHEET_MAX + 1, &ev->turn)
	    != 0 || save_int(r, 0, 1, &ev->player) != 0 || save_int(r, -big,
	    big, &ev->points) != 0 || save_int(r, -big, big, &ev->total) != 0 ||
	    save_word(r, save_verdict_names, 5, &v[1]) != 0 || save_int(r, 0,
	    (1 << RULES_MAX_WORDS) - 1, &v[2]) != 0 || save_int(r, 0, 1,
	    &ev->timed_out) != 0 || save_word(r, save_lost_names, 4, &v[3])
	    != 0 || save_end_line(r) != 0)
		return -1;
	ev->kind = (enum game_event_kind)v[0];
	ev->verdict = (enum game_verdict)v[1];
	ev->invalid_words = (unsigned)v[2];
	ev->lost = (enum game_lost)v[3];
	if (save_rack(r, "event-rack", &ev->rack) != 0 ||
	    save_read_move(r, &ev->move) != 0 ||
	    save_next(r, "event-score") != 0 || save_word(r, save_dir_names, 2,
	    &v[4]) != 0 || save_int(r, 0, 1, &ev->score.bingo) != 0 ||
	    save_int(r, 0, big, &ev->score.score) != 0 || save_int(r, 0,
	    RULES_MAX_WORDS, &words) != 0 || save_end_line(r) != 0)
		return -1;
	ev->score.dir = (enum direction)v[4];
	ev->score.n_words = words;
	for (int i = 0; i < words; i++)
		if (save_read_word(r, &ev->score.words[i]) != 0)
			return -1;
	return 0;
}

/* A time source that stands still: kept clocks are read as written. */
static int64_t
save_still_now(void *ctx)
{
	return 0;
}

/* A kept state has the game's clock settings and opening draw. */
static int
save_same_frame(const struct game *g, const struct game *t)
{
	const struct clock_settings *a = &g->clock.settings;
	const struct clock_settings *b = &t->clock.settings;
	const struct game_draw *d = &g->draw, *e = &t->draw;

	return a->mode == b->mode && a->budget_ms == b->budget_ms &&
	    a->total_ms == b->total_ms && d->n == e->n &&
	    d->first == e->first && memcmp(d->tiles, e->tiles,
	    (size_t)d->n * sizeof d->tiles[0]) == 0 && memcmp(d->player,
	    e->player, (size_t)d->n * sizeof d->player[0]) == 0;
}

/*
 * One state of the undo history, read into t (a copy of the game read so
 * far), checked as a whole game would be (a turn just begun, the sheet
 * cut where it then ended) and kept in g's history.
 */
static int
save_read_turn_start(struct save_reader *r, struct game *g, struct game *t,
    const struct save_hooks *still)
{
	if (save_next(r, "turn-start") != 0 || save_int(r, 0, g->n_sheet,
	    &t->n_sheet) != 0 || save_end_line(r) != 0 ||
	    save_read_clock(r, t, still) != 0 ||
	    save_read_counters(r, t) != 0 || save_read_tiles(r, t) != 0)
		return -1;
	if (t->phase != GAME_PHASE_TURN || t->laid.n != 0 ||
	    t->turn > g->turn || !save_same_frame(g, t))
		return save_bad(r, SAVE_ERR_STATE);
	if (save_check_game(t, r->failure) != 0)
		return -1;
	if (game_history_add(g, t) != 0)
		return save_bad(r, SAVE_ERR_STATE);
	return 0;
}

/* "history n" and the states as n turns began, oldest first; optional. */
static int
save_read_history(struct save_reader *r, struct game *g)
{
	const struct save_hooks still = { { save_still_now, NULL },
	    { NULL, NULL }, NULL, NULL };
	struct game *t;
	int n, turn = 0, sheet = 0, rc = 0;

	if ((size_t)(r->end - r->p) <= 8 || memcmp(r->p, "history ", 8) != 0)
		return 0;
	if (save_next(r, "history") != 0 || save_int(r, 1, GAME_SHEET_MAX,
	    &n) != 0 || save_end_line(r) != 0)
		return -1;
	t = xmalloc(sizeof *t);
	/* Each state's lines replace every field a state holds. */
	memcpy(t, g, sizeof *t);
	for (int i = 0; i < n && rc == 0; i++) {
		rc = save_read_turn_start(r, g, t, &still);
		/* Oldest first: turns rise, the sheet never shrinks. */
		if (rc == 0 && (t->turn <= turn || t->n_sheet < sheet))
			rc = save_bad(r, SAVE_ERR_STATE);
		turn = t->turn;
		sheet = t->n_sheet;
	}
	free(t);
	return rc;
}

/* Every line in order, then nothing more. */
static int
save_read_game(struct save_reader *r, struct game *g, struct save_info *info,
    const struct save_hooks *hooks)
{
	if (save_read_settings(r, g) != 0 || save_read_info(r, info) != 0 ||
	    save_read_clock(r, g, hooks) != 0 ||
	    save_read_counters(r, g) != 0 || save_read_tiles(r, g) != 0 ||
	    save_next(r, "sheet") != 0 || save_int(r, 0, GAME_SHEET_MAX,
	    &g->n_sheet) != 0 || save_end_line(r) != 0)
		return -1;
	for (int i = 0; i < g->n_sheet; i++)
		if (save_read_event(r, &g->sheet[i]) != 0)
			return -1;
	if (save_read_history(r, g) != 0)
		return -1;
	if (r->p != r->end) {
		r->line++;
		return save_bad(r, SAVE_ERR_SYNTAX);
	}
	return 0;
}

/* Read save text with LF line ends into a new game. */
static enum save_error
save_parse_lf(const char *text, size_t len, const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure)
{
	struct save_failure scratch;
	struct save_info info_scratch;
	struct save_reader r;
	struct game *g;
	size_t body;

	if (failure == NULL)
		failure = &scratch;
	if (info == NULL)
		info = &info_scratch;
	memset(failure, 0, sizeof *failure);
	*gp = NULL;
	if (len > SAVE_MAX_SIZE) {
		failure->error = SAVE_ERR_TOO_BIG;
		return failure->error;
	}
	if (save_frame(text, len, &body, failure) != 0)
		return failure->error;
	g = xcalloc(1, sizeof *g);
	memset(&r, 0, sizeof r);
	r.p = text;
	r.end = text + body;
	r.failure = failure;
	memset(info, 0, sizeof *info);
	if (save_read_game(&r, g, info, hooks) != 0 ||
	    save_check_game(g, failure) != 0) {
		game_free(g);
		return failure->error;
	}
	game_attach(g, hooks->source, hooks->judge, hooks->callbacks,
	    hooks->ctx);
	*gp = g;
	return SAVE_OK;
}

/*
 * A save whose line ends a copy or a mail turned into CR LF: the same
 * text with LF ends, in a new buffer; NULL when the first line does not
 * end with CR LF.
 */
static char *
save_strip_cr(const char *text, size_t len, size_t *newlen)
{
	const char *eol = memchr(text, '\n', len);
	char *copy;
	size_t n = 0;

	if (eol == NULL || eol == text || eol[-1] != '\r')
		return NULL;
	copy = xmalloc(len + 1);
	for (size_t i = 0; i < len; i++)
		if (text[i] != '\r' || i + 1 >= len || text[i + 1] != '\n')
			copy[n++] = text[i];
	*newlen = n;
	return copy;
}

/* Read save text into a new game; see save.h. */
enum save_error
save_parse(const char *text, size_t len, const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure)
{
	enum save_error e;
	size_t lf_len = 0;
	char *lf = len <= SAVE_MAX_SIZE ? save_strip_cr(text, len, &lf_len) :
	    NULL;

	if (lf == NULL)
		return save_parse_lf(text, len, hooks, gp, info, failure);
	e = save_parse_lf(lf, lf_len, hooks, gp, info, failure);
	free(lf);
	return e;
}
