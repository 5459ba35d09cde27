/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cgp.h"

/*
 * CGP reading and writing (the format is described in cgp.h).  The reader
 * goes once over the text, field by field, and stops at the first problem
 * with its byte offset.  It also counts every tile against the set
 * (doc/rules.md), so that the bag of a position it accepts is never
 * negative.
 */

/* Where the reader is. */
struct cgp_reader {
	const char *s;
	size_t len, at;
	struct cgp_failure *failure;
	int used[TILE_CODES];	/* tiles seen, blanks under TILE_BLANK */
};

static enum cgp_error cgp_fail(struct cgp_reader *, enum cgp_error, size_t);
static int cgp_is_space(char);
static void cgp_skip_spaces(struct cgp_reader *);
static size_t cgp_field_end(const struct cgp_reader *);
static int cgp_letter(const struct cgp_reader *, size_t, size_t, tile_t *,
    size_t *);
static enum cgp_error cgp_count(struct cgp_reader *, tile_t, size_t);
static enum cgp_error cgp_row(struct cgp_reader *, size_t, int,
    struct board *);
static enum cgp_error cgp_board(struct cgp_reader *, struct board *);
static enum cgp_error cgp_rack(struct cgp_reader *, size_t, size_t,
    struct rack *);
static enum cgp_error cgp_racks(struct cgp_reader *, struct cgp_position *);
static int cgp_number(const struct cgp_reader *, size_t *, size_t, int,
    int *);
static enum cgp_error cgp_scores(struct cgp_reader *, struct cgp_position *);
static enum cgp_error cgp_turns(struct cgp_reader *, struct cgp_position *);
static enum cgp_error cgp_opcodes(struct cgp_reader *,
    struct cgp_position *);
static size_t cgp_opcodes_end(const char *s, size_t at, size_t end);

/* Identifiers of the errors, in enum order. */
static const char *const cgp_error_ids[] = {
	"ok", "missing-field", "rows", "row-length", "number", "tile",
	"racks", "rack-tile", "rack-size", "too-many", "scores", "turns",
	"opcodes"
};

const char *
cgp_error_id(enum cgp_error error)
{
	if ((unsigned)error >= sizeof cgp_error_ids / sizeof cgp_error_ids[0])
		return "unknown";
	return cgp_error_ids[error];
}

void
cgp_init(struct cgp_position *pos)
{
	memset(pos, 0, sizeof *pos);
	board_init(&pos->board);
	rack_init(&pos->racks[0]);
	rack_init(&pos->racks[1]);
}

/* Record a failure at offset and return its code. */
static enum cgp_error
cgp_fail(struct cgp_reader *r, enum cgp_error error, size_t offset)
{
	if (r->failure != NULL) {
		r->failure->error = error;
		r->failure->offset = offset;
	}
	return error;
}

/* Field separators: blanks and line ends. */
static int
cgp_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Move past separators. */
static void
cgp_skip_spaces(struct cgp_reader *r)
{
	while (r->at < r->len && cgp_is_space(r->s[r->at]))
		r->at++;
}

/* The offset just after the field starting at r->at. */
static size_t
cgp_field_end(const struct cgp_reader *r)
{
	size_t end = r->at;

	while (end < r->len && !cgp_is_space(r->s[end]))
		end++;
	return end;
}

/*
 * One tile at s[at..end): a letter (lower case: a blank), Ñ/ñ, or a
 * bracketed digraph.  Sets *tile and *next; 0, or -1 if not a tile.
 */
static int
cgp_letter(const struct cgp_reader *r, size_t at, size_t end, tile_t *tile,
    size_t *next)
{
	static const char digraphs[][3] = { "CH", "LL", "RR" };
	static const tile_t codes[] = { TILE_CH, TILE_LL, TILE_RR };
	static const tile_t ascii[26] = {
		TILE_A, TILE_B, TILE_C, TILE_D, TILE_E, TILE_F, TILE_G, TILE_H,
		TILE_I, TILE_J, 0, TILE_L, TILE_M, TILE_N, TILE_O, TILE_P,
		TILE_Q, TILE_R, TILE_S, TILE_T, TILE_U, TILE_V, 0, TILE_X,
		TILE_Y, TILE_Z
	};
	const char *s = r->s;
	char c = s[at];

	if (c >= 'A' && c <= 'Z' && ascii[c - 'A'] != 0) {
		*tile = ascii[c - 'A'];
		*next = at + 1;
		return 0;
	}
	if (c >= 'a' && c <= 'z' && ascii[c - 'a'] != 0) {
		*tile = ascii[c - 'a'] | TILE_BLANK_FLAG;
		*next = at + 1;
		return 0;
	}
	if (c == '\xc3' && at + 1 < end &&
	    (s[at + 1] == '\x91' || s[at + 1] == '\xb1')) {
		*tile = s[at + 1] == '\x91' ? TILE_NY :
		    TILE_NY | TILE_BLANK_FLAG;
		*next = at + 2;
		return 0;
	}
	if (c != '[' || at + 3 >= end || s[at + 3] != ']')
		return -1;
	for (int i = 0; i < 3; i++) {
		if (s[at + 1] == digraphs[i][0] && s[at + 2] == digraphs[i][1])
			*tile = codes[i];
		else if (s[at + 1] == digraphs[i][0] + 'a' - 'A' &&
		    s[at + 2] == digraphs[i][1] + 'a' - 'A')
			*tile = codes[i] | TILE_BLANK_FLAG;
		else
			continue;
		*next = at + 4;
		return 0;
	}
	return -1;
}

/* Count a tile against the set; too many is an error at offset. */
static enum cgp_error
cgp_count(struct cgp_reader *r, tile_t tile, size_t offset)
{
	tile_t kind = tile_is_blank(tile) ? TILE_BLANK : tile;

	if (++r->used[kind] > tile_count(kind))
		return cgp_fail(r, CGP_ERR_TOO_MANY, offset);
	return CGP_OK;
}

/* One row, s[r->at..end): 15 squares of tiles and runs of empty ones. */
static enum cgp_error
cgp_row(struct cgp_reader *r, size_t end, int row, struct board *board)
{
	int col = 0;

	while (r->at < end) {
		size_t at = r->at, next;
		tile_t tile;
		int n;

		if (r->s[at] >= '0' && r->s[at] <= '9') {
			/* No 0 and no leading zero: one spelling per row. */
			if (r->s[at] == '0' ||
			    cgp_number(r, &r->at, end, BOARD_SIZE, &n) != 0)
				return cgp_fail(r, CGP_ERR_NUMBER, at);
			if ((col += n) > BOARD_SIZE)
				return cgp_fail(r, CGP_ERR_ROW_LENGTH, at);
			continue;
		}
		if (cgp_letter(r, at, end, &tile, &next) != 0)
			return cgp_fail(r, CGP_ERR_TILE, at);
		if (col >= BOARD_SIZE)
			return cgp_fail(r, CGP_ERR_ROW_LENGTH, at);
		if (cgp_count(r, tile, at) != CGP_OK)
			return CGP_ERR_TOO_MANY;
		board_put(board, row, col++, tile);
		r->at = next;
	}
	if (col != BOARD_SIZE)
		return cgp_fail(r, CGP_ERR_ROW_LENGTH, end);
	return CGP_OK;
}

/* Field 1: the 15 rows separated by '/'. */
static enum cgp_error
cgp_board(struct cgp_reader *r, struct board *board)
{
	size_t end = cgp_field_end(r);
	enum cgp_error error;

	if (r->at == end)
		return cgp_fail(r, CGP_ERR_MISSING, r->at);
	for (int row = 0; row < BOARD_SIZE; row++) {
		const char *slash = memchr(r->s + r->at, '/', end - r->at);
		size_t row_end = slash != NULL ? (size_t)(slash - r->s) : end;

		if ((error = cgp_row(r, row_end, row, board)) != CGP_OK)
			return error;
		if (row < BOARD_SIZE - 1 && row_end == end)
			return cgp_fail(r, CGP_ERR_ROWS, end);
		if (row == BOARD_SIZE - 1 && row_end != end)
			return cgp_fail(r, CGP_ERR_ROWS, row_end);
		r->at = row_end + (row_end < end);
	}
	r->at = end;
	return CGP_OK;
}

/* One rack, s[at..end): tiles and '?' blanks, at most seven. */
static enum cgp_error
cgp_rack(struct cgp_reader *r, size_t at, size_t end, struct rack *rack)
{
	rack_init(rack);
	while (at < end) {
		size_t next = at + 1;
		tile_t tile = TILE_BLANK;

		if (r->s[at] != '?' && (cgp_letter(r, at, end, &tile,
		    &next) != 0 || tile_is_blank(tile)))
			return cgp_fail(r, CGP_ERR_RACK_TILE, at);
		if (rack->n == RACK_SIZE)
			return cgp_fail(r, CGP_ERR_RACK_SIZE, at);
		if (cgp_count(r, tile, at) != CGP_OK)
			return CGP_ERR_TOO_MANY;
		rack_add(rack, tile);
		at = next;
	}
	return CGP_OK;
}

/* Field 2: "RACK1/RACK2". */
static enum cgp_error
cgp_racks(struct cgp_reader *r, struct cgp_position *pos)
{
	size_t end = cgp_field_end(r);
	const char *slash = memchr(r->s + r->at, '/', end - r->at);
	size_t mid;
	enum cgp_error error;

	if (r->at == end)
		return cgp_fail(r, CGP_ERR_MISSING, r->at);
	if (slash == NULL)
		return cgp_fail(r, CGP_ERR_RACKS, end);
	mid = (size_t)(slash - r->s);
	if (memchr(r->s + mid + 1, '/', end - mid - 1) != NULL)
		return cgp_fail(r, CGP_ERR_RACKS,
		    (size_t)((const char *)memchr(r->s + mid + 1, '/',
		    end - mid - 1) - r->s));
	if ((error = cgp_rack(r, r->at, mid, &pos->racks[0])) != CGP_OK ||
	    (error = cgp_rack(r, mid + 1, end, &pos->racks[1])) != CGP_OK)
		return error;
	r->at = end;
	return CGP_OK;
}

/*
 * A number of decimal digits at *at (before end), optionally signed when
 * sign is set, of magnitude at most max.  Advances *at; 0, or -1.
 */
static int
cgp_number(const struct cgp_reader *r, size_t *at, size_t end, int max,
    int *value)
{
	size_t i = *at;
	int negative = 0, n = 0, digits = 0;

	if (max < 0) {
		max = -max;
		if (i < end && r->s[i] == '-') {
			negative = 1;
			i++;
		}
	}
	for (; i < end && r->s[i] >= '0' && r->s[i] <= '9'; i++, digits++) {
		n = n * 10 + (r->s[i] - '0');
		if (n > max)
			return -1;
	}
	if (digits == 0)
		return -1;
	*value = negative ? -n : n;
	*at = i;
	return 0;
}

/* Field 3: "S1/S2". */
static enum cgp_error
cgp_scores(struct cgp_reader *r, struct cgp_position *pos)
{
	size_t end = cgp_field_end(r), at = r->at;

	if (at == end)
		return cgp_fail(r, CGP_ERR_MISSING, at);
	if (cgp_number(r, &at, end, -CGP_SCORE_MAX, &pos->scores[0]) != 0 ||
	    at >= end || r->s[at++] != '/' ||
	    cgp_number(r, &at, end, -CGP_SCORE_MAX, &pos->scores[1]) != 0 ||
	    at != end)
		return cgp_fail(r, CGP_ERR_SCORES, at);
	r->at = end;
	return CGP_OK;
}

/* Field 4: the count of consecutive scoreless turns. */
static enum cgp_error
cgp_turns(struct cgp_reader *r, struct cgp_position *pos)
{
	size_t end = cgp_field_end(r), at = r->at;

	if (at == end)
		return cgp_fail(r, CGP_ERR_MISSING, at);
	if (cgp_number(r, &at, end, CGP_TURNS_MAX, &pos->scoreless) != 0 ||
	    at != end)
		return cgp_fail(r, CGP_ERR_TURNS, at);
	r->at = end;
	return CGP_OK;
}

/*
 * The offset of the first byte in s[at..end) that is not a list of
 * opcodes, "name args;" each (name: a lower-case letter, then letters,
 * digits or '_'), or end when it is one: text after the last field that is
 * no opcode (a fifth field, a stray word) is refused, not kept.
 */
static size_t
cgp_opcodes_end(const char *s, size_t at, size_t end)
{
	size_t i = at;

	while (i < end) {
		size_t start;

		while (i < end && cgp_is_space(s[i]))
			i++;
		if (i == end)
			break;
		if (s[i] < 'a' || s[i] > 'z')
			return i;
		start = i;
		while (i < end && ((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			i++;
		if (i < end && s[i] != ';' && !cgp_is_space(s[i]))
			return i;
		while (i < end && s[i] != ';')
			i++;
		if (i == end)
			return start; /* no ';' ends it */
		i++;
	}
	return end;
}

/* The rest: opcodes kept verbatim, trailing spaces dropped. */
static enum cgp_error
cgp_opcodes(struct cgp_reader *r, struct cgp_position *pos)
{
	size_t end = r->len, bad;

	while (end > r->at && cgp_is_space(r->s[end - 1]))
		end--;
	if (end - r->at > CGP_OPCODES_MAX)
		return cgp_fail(r, CGP_ERR_OPCODES, r->at + CGP_OPCODES_MAX);
	for (size_t i = r->at; i < end; i++) {
		unsigned char c = (unsigned char)r->s[i];

		/* One line of text: no control characters but tabs. */
		if ((c < 0x20 && c != '\t') || c == 0x7f)
			return cgp_fail(r, CGP_ERR_OPCODES, i);
	}
	if ((bad = cgp_opcodes_end(r->s, r->at, end)) != end)
		return cgp_fail(r, CGP_ERR_OPCODES, bad);
	memcpy(pos->opcodes, r->s + r->at, end - r->at);
	pos->opcodes[end - r->at] = '\0';
	return CGP_OK;
}

enum cgp_error
cgp_parse(const char *text, size_t len, struct cgp_position *pos,
    struct cgp_failure *failure)
{
	struct cgp_reader r;
	enum cgp_error error;

	memset(&r, 0, sizeof r);
	r.s = text;
	r.len = len;
	r.failure = failure;
	cgp_init(pos);
	cgp_skip_spaces(&r);
	if ((error = cgp_board(&r, &pos->board)) != CGP_OK)
		return error;
	cgp_skip_spaces(&r);
	if ((error = cgp_racks(&r, pos)) != CGP_OK)
		return error;
	cgp_skip_spaces(&r);
	if ((error = cgp_scores(&r, pos)) != CGP_OK)
		return error;
	cgp_skip_spaces(&r);
	if ((error = cgp_turns(&r, pos)) != CGP_OK)
		return error;
	cgp_skip_spaces(&r);
	if ((error = cgp_opcodes(&r, pos)) != CGP_OK)
		return error;
	if (failure != NULL) {
		failure->error = CGP_OK;
		failure->offset = 0;
	}
	return CGP_OK;
}

size_t
cgp_format(const struct cgp_position *pos, char *buf, size_t size)
{
	char text[64];
	size_t used = 0;

	if (size > 0)
		buf[0] = '\0';
	for (int row = 0; row < BOARD_SIZE; row++) {
		int empty = 0;

		for (int col = 0; col <= BOARD_SIZE; col++) {
			tile_t t = board_get(&pos->board, row, col);

			if (col < BOARD_SIZE && t == TILE_NONE) {
				empty++;
				continue;
			}
			if (empty > 0) {
				snprintf(text, sizeof text, "%d", empty);
				tiles_append(buf, size, &used, text);
				empty = 0;
			}
			if (col < BOARD_SIZE) {
				tiles_to_record(&t, 1, text, sizeof text);
				tiles_append(buf, size, &used, text);
			}
		}
		tiles_append(buf, size, &used, row < BOARD_SIZE - 1 ? "/" : " ");
	}
	rack_to_record(&pos->racks[0], text, sizeof text);
	tiles_append(buf, size, &used, text);
	tiles_append(buf, size, &used, "/");
	rack_to_record(&pos->racks[1], text, sizeof text);
	tiles_append(buf, size, &used, text);
	snprintf(text, sizeof text, " %d/%d %d", pos->scores[0],
	    pos->scores[1], pos->scoreless);
	tiles_append(buf, size, &used, text);
	if (pos->opcodes[0] != '\0') {
		tiles_append(buf, size, &used, " ");
		tiles_append(buf, size, &used, pos->opcodes);
	}
	return used;
}

int
cgp_bag_count(const struct cgp_position *pos)
{
	int left = TILES_TOTAL - pos->board.tiles;

	for (int i = 0; i < 2; i++)
		left -= pos->racks[i].n;
	for (int i = 0; i < 2; i++)
		if (pos->racks[i].n == 0)
			left -= left < RACK_SIZE ? left : RACK_SIZE;
	return left > 0 ? left : 0;
}

tile_t
cgp_tiles_over(const struct cgp_position *pos)
{
	int used[TILE_CODES] = { 0 };

	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++) {
			tile_t t = board_get(&pos->board, row, col);

			if (tile_is_letter(t))
				used[tile_is_blank(t) ? TILE_BLANK :
				    tile_letter(t)]++;
		}
	for (int i = 0; i < 2; i++)
		for (int k = 0; k < pos->racks[i].n; k++) {
			tile_t t = pos->racks[i].tiles[k];

			if (t == TILE_BLANK || tile_is_letter(t))
				used[tile_is_blank(t) ? TILE_BLANK :
				    tile_letter(t)]++;
		}
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		if (used[t] > tile_count((tile_t)t))
			return (tile_t)t;
	return TILE_NONE;
}
