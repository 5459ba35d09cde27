/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "move.h"

/*
 * Reading notation.  The text is scanned once, left to right, with a cursor;
 * every square is checked against the board edge as soon as it is read, so
 * move.word[] can never overflow whatever the length of the text.  Letters go
 * through tiles_next() in case-blank mode: lower case is a blank (art. 10.1)
 * and ch/ll/rr are one digraph tile (art. 11).
 *
 * One spelling goes beyond the header's list: a single letter in brackets,
 * "[L]", is that letter alone.  Two separate tiles that would otherwise read
 * as a digraph ("L" then "L") can only be written that way, and move_format()
 * needs it so that everything it prints reads back as the same move.
 */

/* A cursor over the text being read. */
struct move_reader {
	const char *text;
	size_t len;
	size_t pos;
	struct move_failure *failure;
};

static int move_is_space(char c);
static enum move_error move_fail(struct move_reader *r,
    enum move_error error, size_t offset);
static void reader_skip_spaces(struct move_reader *r);
static size_t reader_word_end(const struct move_reader *r, int exchange);
static enum move_error reader_tile(struct move_reader *r, size_t end,
    tile_t *tile);
static enum move_error parse_exchange(struct move_reader *r,
    struct move *move);
static int parse_row(struct move_reader *r, int *row);
static int parse_column(struct move_reader *r, int *col);
static enum move_error parse_coordinate(struct move_reader *r,
    struct move *move);
static enum move_error word_add(struct move_reader *r, struct move *move,
    tile_t square, size_t offset, int *fresh);
static enum move_error parse_group(struct move_reader *r, struct move *move,
    int *fresh);
static enum move_error parse_word(struct move_reader *r, struct move *move);
static int format_joins(tile_t tile, tile_t next);
static void format_tile(tile_t tile, tile_t next, char *buf, size_t size,
    size_t *used);
static void format_word(const struct move *move, char *buf, size_t size,
    size_t *used);
static enum move_error placement_fail(struct move_failure *failure,
    enum move_error error, int i);
static enum move_error placement_square(tile_t square, tile_t there);
static enum move_error resolve_square(tile_t *square, tile_t there);
static int resolve_weight(const struct move *move, const struct board *board,
    int i);
static int resolve_missing(const struct move *move, const struct rack *rack,
    int missing[TILE_CODES]);
static void resolve_blank_one(struct move *move, const struct board *board,
    tile_t letter);
static int placement_line(const struct placement *placement,
    const struct board *work, enum direction *dir);
static void placement_span(const struct placement *placement,
    const struct board *work, enum direction dir, int fixed, int *lo,
    int *hi);
static int placement_lay(const struct placement *placement,
    struct board *work);

/* Spaces around and inside the notation (a line from fgets keeps its \n). */
static int
move_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' ||
	    c == '\f';
}

/* Record where reading stopped and return the error. */
static enum move_error
move_fail(struct move_reader *r, enum move_error error, size_t offset)
{
	if (r->failure != NULL) {
		r->failure->error = error;
		r->failure->offset = offset;
	}
	return error;
}

/* Move the cursor past spaces. */
static void
reader_skip_spaces(struct move_reader *r)
{
	while (r->pos < r->len && move_is_space(r->text[r->pos]))
		r->pos++;
}

/*
 * Where the letters at the cursor end: at a space or, in a placement, at the
 * ". ( )" that mark played-through squares.  tiles_next() reads no further,
 * so "C(H)" is never taken for a CH.
 */
static size_t
reader_word_end(const struct move_reader *r, int exchange)
{
	size_t end = r->pos;

	while (end < r->len) {
		char c = r->text[end];

		if (move_is_space(c))
			break;
		if (!exchange && (c == '.' || c == '(' || c == ')'))
			break;
		end++;
	}
	return end;
}

/* Read one tile at the cursor, letters before end: "A", "ch", "[CH]", "[L]". */
static enum move_error
reader_tile(struct move_reader *r, size_t end, tile_t *tile)
{
	struct tiles_failure tf;
	const char *s = r->text;
	size_t at = r->pos, pos = r->pos;
	int single = 0;
	char c;

	memset(&tf, 0, sizeof tf);
	if (end - at >= 3 && s[at] == '[' && s[at + 2] == ']') {
		c = s[at + 1];
		single = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
	}
	if (single) {
		pos = at + 1;
		end = at + 2; /* the letter alone: it joins nothing */
	}
	if (tiles_next(s, end, &pos, TILES_MODE_CASE_BLANKS, tile, &tf) !=
	    TILES_OK) {
		if (r->failure != NULL)
			r->failure->tiles = tf;
		return move_fail(r, MOVE_ERR_TILES, tf.offset);
	}
	r->pos = single ? pos + 1 : pos;
	return MOVE_OK;
}

/* "-" then up to seven tiles, '?' for a blank (art. 24); none is a pass. */
static enum move_error
parse_exchange(struct move_reader *r, struct move *move)
{
	size_t end, at;
	enum move_error error;
	tile_t tile;

	r->pos++;
	end = reader_word_end(r, 1);
	while (r->pos < end) {
		at = r->pos;
		if (r->text[at] == '?') {
			tile = TILE_BLANK;
			r->pos++;
		} else if ((error = reader_tile(r, end, &tile)) != MOVE_OK)
			return error;
		else if (tile_is_blank(tile))
			return move_fail(r, MOVE_ERR_BLANK_EXCHANGE, at);
		if (move->n_exchange == RACK_SIZE)
			return move_fail(r, MOVE_ERR_TOO_MANY, at);
		move->exchange[move->n_exchange++] = tile;
	}
	move->kind = move->n_exchange > 0 ? MOVE_EXCHANGE : MOVE_PASS;
	return MOVE_OK;
}

/* A row number 1-15 (no leading zero); 0-based into *row. */
static int
parse_row(struct move_reader *r, int *row)
{
	const char *s = r->text;
	size_t at = r->pos;
	int value;

	if (at >= r->len || s[at] < '1' || s[at] > '9')
		return -1;
	value = s[at] - '0';
	if (at + 1 < r->len && s[at + 1] >= '0' && s[at + 1] <= '9') {
		value = value * 10 + (s[at + 1] - '0');
		if (value > BOARD_SIZE || (at + 2 < r->len &&
		    s[at + 2] >= '0' && s[at + 2] <= '9'))
			return -1;
		r->pos++;
	}
	r->pos++;
	*row = value - 1;
	return 0;
}

/* A column letter A-O, either case; 0-based into *col. */
static int
parse_column(struct move_reader *r, int *col)
{
	char c;

	if (r->pos >= r->len)
		return -1;
	c = r->text[r->pos];
	if (c >= 'a' && c <= 'z')
		c = (char)(c - 'a' + 'A');
	if (c < 'A' || c >= 'A' + BOARD_SIZE)
		return -1;
	*col = c - 'A';
	r->pos++;
	return 0;
}

/* "8H" (row first: across) or "H8" (column first: down), then a space. */
static enum move_error
parse_coordinate(struct move_reader *r, struct move *move)
{
	char c = r->text[r->pos];
	int ok;

	if (c >= '0' && c <= '9') {
		move->dir = DIR_ACROSS;
		ok = parse_row(r, &move->row) == 0 &&
		    parse_column(r, &move->col) == 0;
	} else {
		move->dir = DIR_DOWN;
		ok = parse_column(r, &move->col) == 0 &&
		    parse_row(r, &move->row) == 0;
	}
	if (!ok || (r->pos < r->len && !move_is_space(r->text[r->pos])))
		return move_fail(r, MOVE_ERR_COORDINATE, r->pos);
	return MOVE_OK;
}

/*
 * Add one square to the word.  The edge is checked here, before the square
 * is stored, and so are the seven tiles of a rack (art. 6, 29).
 */
static enum move_error
word_add(struct move_reader *r, struct move *move, tile_t square,
    size_t offset, int *fresh)
{
	int first = move->dir == DIR_ACROSS ? move->col : move->row;

	if (first + move->len >= BOARD_SIZE)
		return move_fail(r, MOVE_ERR_OFF_BOARD, offset);
	if ((square & MOVE_THROUGH) == 0) {
		if (*fresh == RACK_SIZE)
			return move_fail(r, MOVE_ERR_TOO_MANY, offset);
		(*fresh)++;
	}
	move->word[move->len++] = square;
	return MOVE_OK;
}

/* "(SA)": letters already on the board, one square each. */
static enum move_error
parse_group(struct move_reader *r, struct move *move, int *fresh)
{
	size_t open = r->pos, end, at;
	enum move_error error;
	tile_t tile;

	r->pos++;
	end = reader_word_end(r, 0);
	if (end == r->pos || end >= r->len || r->text[end] != ')')
		return move_fail(r, MOVE_ERR_PARENTHESIS, open);
	while (r->pos < end) {
		at = r->pos;
		if ((error = reader_tile(r, end, &tile)) != MOVE_OK)
			return error;
		error = word_add(r, move, MOVE_THROUGH | tile, at, fresh);
		if (error != MOVE_OK)
			return error;
	}
	r->pos++;
	return MOVE_OK;
}

/* The word after the coordinate: new tiles, ".", "(A)". */
static enum move_error
parse_word(struct move_reader *r, struct move *move)
{
	size_t start = r->pos, at;
	enum move_error error;
	int fresh = 0;
	tile_t tile;
	char c;

	while (r->pos < r->len && !move_is_space(r->text[r->pos])) {
		at = r->pos;
		c = r->text[at];
		if (c == ')')
			return move_fail(r, MOVE_ERR_PARENTHESIS, at);
		if (c == '(')
			error = parse_group(r, move, &fresh);
		else if (c == '.') {
			error = word_add(r, move, MOVE_THROUGH, at, &fresh);
			r->pos++;
		} else {
			error = reader_tile(r, reader_word_end(r, 0), &tile);
			if (error == MOVE_OK)
				error = word_add(r, move, tile, at, &fresh);
		}
		if (error != MOVE_OK)
			return error;
	}
	if (fresh == 0)
		return move_fail(r, MOVE_ERR_NO_NEW_TILE, start);
	return MOVE_OK;
}

enum move_error
move_parse(const char *text, struct move *move, struct move_failure *failure)
{
	struct move_reader r = { text, 0, 0, failure };
	enum move_error error;

	memset(move, 0, sizeof *move);
	if (failure != NULL)
		memset(failure, 0, sizeof *failure);
	if (text == NULL)
		return move_fail(&r, MOVE_ERR_EMPTY, 0);
	r.len = strlen(text);
	reader_skip_spaces(&r);
	if (r.pos == r.len)
		return move_fail(&r, MOVE_ERR_EMPTY, r.pos);
	if (text[r.pos] == '-')
		error = parse_exchange(&r, move);
	else {
		move->kind = MOVE_PLACE;
		error = parse_coordinate(&r, move);
		reader_skip_spaces(&r);
		if (error == MOVE_OK && r.pos == r.len)
			error = move_fail(&r, MOVE_ERR_NO_WORD, r.pos);
		if (error == MOVE_OK)
			error = parse_word(&r, move);
	}
	if (error != MOVE_OK)
		return error;
	reader_skip_spaces(&r);
	if (r.pos < r.len)
		return move_fail(&r, MOVE_ERR_TRAILING, r.pos);
	return MOVE_OK;
}

/* Would a single letter written before next read as a digraph with it? */
static int
format_joins(tile_t tile, tile_t next)
{
	tile_t a = tile_letter(tile), b = tile_letter(next);

	if (!tile_is_letter(next))
		return 0;
	return (a == TILE_C && b == TILE_H) || (a == TILE_L && b == TILE_L) ||
	    (a == TILE_R && b == TILE_R);
}

/*
 * One tile in record spelling: "A", "a" for a blank, "[CH]", "[ch]", "Ñ".  A
 * C, L or R that would join the next letter into a digraph is written "[C]".
 */
static void
format_tile(tile_t tile, tile_t next, char *buf, size_t size, size_t *used)
{
	char text[16];

	if (!tile_is_letter(tile) && tile != TILE_BLANK) {
		tiles_append(buf, size, used, "?");
		return;
	}
	tiles_to_record(&tile, 1, text, sizeof text);
	if (format_joins(tile, next)) {
		tiles_append(buf, size, used, "[");
		tiles_append(buf, size, used, text);
		tiles_append(buf, size, used, "]");
	} else
		tiles_append(buf, size, used, text);
}

/* The squares of a placement: new tiles, "(SA)" runs, "." for unknowns. */
static void
format_word(const struct move *move, char *buf, size_t size, size_t *used)
{
	int len = move->len < 0 ? 0 : move->len;
	int open = 0;

	if (len > BOARD_SIZE)
		len = BOARD_SIZE;
	for (int i = 0; i < len; i++) {
		tile_t square = move->word[i];
		tile_t next = i + 1 < len ? move->word[i + 1] : TILE_NONE;
		int known = (square & MOVE_THROUGH) && square != MOVE_THROUGH;

		if (open && !known)
			tiles_append(buf, size, used, ")");
		if (!open && known)
			tiles_append(buf, size, used, "(");
		open = known;
		if (square == MOVE_THROUGH)
			tiles_append(buf, size, used, ".");
		else if (known)
			format_tile(square & ~MOVE_THROUGH,
			    (next & MOVE_THROUGH) ? next & ~MOVE_THROUGH :
			    TILE_NONE, buf, size, used);
		else
			format_tile(square, (next & MOVE_THROUGH) ? TILE_NONE :
			    next, buf, size, used);
	}
	if (open)
		tiles_append(buf, size, used, ")");
}

size_t
move_format(const struct move *move, char *buf, size_t size)
{
	size_t used = 0;
	int n;

	if (size > 0)
		buf[0] = '\0';
	switch (move->kind) {
	case MOVE_PLACE:
		used = move_format_coordinate(move->row, move->col, move->dir,
		    buf, size);
		tiles_append(buf, size, &used, " ");
		format_word(move, buf, size, &used);
		break;
	case MOVE_EXCHANGE:
		tiles_append(buf, size, &used, "-");
		n = move->n_exchange < 0 ? 0 : move->n_exchange;
		if (n > RACK_SIZE)
			n = RACK_SIZE;
		for (int i = 0; i < n; i++)
			format_tile(tile_is_blank(move->exchange[i]) ?
			    TILE_BLANK : move->exchange[i], i + 1 < n ?
			    move->exchange[i + 1] : TILE_NONE, buf, size,
			    &used);
		break;
	default:
		tiles_append(buf, size, &used, "-");
		break;
	}
	return used;
}

size_t
move_format_coordinate(int row, int col, enum direction dir, char *buf,
    size_t size)
{
	char text[32];
	char column = col >= 0 && col < BOARD_SIZE ? (char)('A' + col) : '?';
	int n;

	if (row < 0 || row >= BOARD_SIZE)
		row = -1;
	if (dir == DIR_DOWN)
		n = snprintf(text, sizeof text, "%c%d", column, row + 1);
	else
		n = snprintf(text, sizeof text, "%d%c", row + 1, column);
	if (size > 0)
		snprintf(buf, size, "%s", text);
	return n < 0 ? 0 : (size_t)n;
}

/* Record a failure of move_to_placement: offset is the square's index. */
static enum move_error
placement_fail(struct move_failure *failure, enum move_error error, int i)
{
	if (failure != NULL) {
		memset(failure, 0, sizeof *failure);
		failure->error = error;
		failure->offset = (size_t)i;
	}
	return error;
}

/*
 * One square of the word against the board: a played-through square must
 * hold a tile, the letter given if any (a blank a matches "(A)"); a new tile
 * must be a letter on an empty square (art. 8).
 */
static enum move_error
placement_square(tile_t square, tile_t there)
{
	if (square & MOVE_THROUGH) {
		square &= ~MOVE_THROUGH;
		if (there == TILE_NONE)
			return MOVE_ERR_THROUGH_EMPTY;
		if (square != TILE_NONE &&
		    tile_letter(square) != tile_letter(there))
			return MOVE_ERR_THROUGH_MISMATCH;
		return MOVE_OK;
	}
	if (there != TILE_NONE)
		return MOVE_ERR_SQUARE_TAKEN;
	if (!tile_is_letter(square))
		return MOVE_ERR_TILES;
	return MOVE_OK;
}

enum move_error
move_to_placement(const struct move *move, const struct board *board,
    struct placement *placement, struct move_failure *failure)
{
	int dr = move->dir == DIR_DOWN, dc = move->dir != DIR_DOWN;
	enum move_error error;

	memset(placement, 0, sizeof *placement);
	if (failure != NULL)
		memset(failure, 0, sizeof *failure);
	if (move->kind != MOVE_PLACE || move->len <= 0)
		return placement_fail(failure, MOVE_ERR_NO_NEW_TILE, 0);
	for (int i = 0; i < move->len; i++) {
		int row = move->row + i * dr, col = move->col + i * dc;
		struct placed_tile *t = &placement->tiles[placement->n];

		if (i >= BOARD_SIZE || !board_on(row, col))
			return placement_fail(failure, MOVE_ERR_OFF_BOARD, i);
		error = placement_square(move->word[i],
		    board_get(board, row, col));
		if (error != MOVE_OK)
			return placement_fail(failure, error, i);
		if (move->word[i] & MOVE_THROUGH)
			continue;
		if (placement->n == RACK_SIZE)
			return placement_fail(failure, MOVE_ERR_TOO_MANY, i);
		t->row = row;
		t->col = col;
		t->tile = move->word[i];
		placement->n++;
	}
	if (placement->n == 0)
		return placement_fail(failure, MOVE_ERR_NO_NEW_TILE, 0);
	return MOVE_OK;
}

void
move_fill_through(struct move *move, const struct board *board)
{
	int dr = move->dir == DIR_DOWN, dc = move->dir != DIR_DOWN;

	if (move->kind != MOVE_PLACE)
		return;
	for (int i = 0; i < move->len && i < BOARD_SIZE; i++) {
		tile_t there = board_get(board, move->row + i * dr,
		    move->col + i * dc);

		if (move->word[i] == MOVE_THROUGH && there != TILE_NONE)
			move->word[i] = MOVE_THROUGH | there;
	}
}

/*
 * One typed square against the board tile there: a letter the board holds
 * becomes a played-through square, one it contradicts is refused.
 */
static enum move_error
resolve_square(tile_t *square, tile_t there)
{
	tile_t given = *square & ~MOVE_THROUGH;

	if (*square & MOVE_THROUGH) {
		if (there == TILE_NONE)
			return MOVE_ERR_THROUGH_EMPTY;
	} else if (there == TILE_NONE)
		return MOVE_OK;
	if (given != TILE_NONE && tile_letter(given) != tile_letter(there))
		return MOVE_ERR_THROUGH_MISMATCH;
	*square = (tile_t)(MOVE_THROUGH | there);
	return MOVE_OK;
}

/*
 * How much a tile's value counts on new square i (arts. 13-18): its letter
 * premium times the main word's multiplier, plus once more times the cross
 * word's when the square touches board tiles across the line.
 */
static int
resolve_weight(const struct move *move, const struct board *board, int i)
{
	int dr = move->dir == DIR_DOWN, dc = !dr, main = 1, cross = 0;
	int row = move->row + i * dr, col = move->col + i * dc;
	enum premium here = board_premium(row, col);

	for (int j = 0; j < move->len; j++)
		if (!(move->word[j] & MOVE_THROUGH))
			main *= premium_word_factor(board_premium(
			    move->row + j * dr, move->col + j * dc));
	if (board_get(board, row - dc, col - dr) != TILE_NONE ||
	    board_get(board, row + dc, col + dr) != TILE_NONE)
		cross = premium_word_factor(here);
	return premium_letter_factor(here) * (main + cross);
}

/*
 * Per letter, how many new tiles of the word the rack lacks; the total, or
 * 0 when there are none or more than the rack's spare blanks.
 */
static int
resolve_missing(const struct move *move, const struct rack *rack,
    int missing[TILE_CODES])
{
	int counts[TILE_CODES], total = 0;

	rack_counts(rack, counts);
	memset(missing, 0, sizeof(int) * TILE_CODES);
	for (int i = 0; i < move->len; i++) {
		tile_t t = move->word[i];

		if ((t & MOVE_THROUGH) || !tile_is_letter(t))
			continue;
		if (tile_is_blank(t))
			counts[TILE_BLANK]--;
		else if (counts[t] > 0)
			counts[t]--;
		else {
			missing[t]++;
			total++;
		}
	}
	return total <= counts[TILE_BLANK] ? total : 0;
}

/* A blank plays one new tile of this letter: the one that scores least. */
static void
resolve_blank_one(struct move *move, const struct board *board,
    tile_t letter)
{
	int best = -1, weight = 0;

	for (int i = 0; i < move->len; i++) {
		int w;

		if (move->word[i] != letter)
			continue;
		w = resolve_weight(move, board, i);
		if (best < 0 || w <= weight) {
			best = i;
			weight = w;
		}
	}
	if (best >= 0)
		move->word[best] = (tile_t)(letter | TILE_BLANK_FLAG);
}

enum move_error
move_resolve(struct move *move, const struct board *board,
    const struct rack *rack, struct move_failure *failure)
{
	int dr = move->dir == DIR_DOWN, dc = !dr, fresh = 0;
	int missing[TILE_CODES];
	struct move work = *move;
	enum move_error error;

	if (failure != NULL)
		memset(failure, 0, sizeof *failure);
	if (work.kind != MOVE_PLACE)
		return MOVE_OK;
	for (int i = 0; i < work.len; i++) {
		int row = work.row + i * dr, col = work.col + i * dc;

		if (i >= BOARD_SIZE || !board_on(row, col))
			return placement_fail(failure, MOVE_ERR_OFF_BOARD, i);
		error = resolve_square(&work.word[i], board_get(board, row,
		    col));
		if (error != MOVE_OK)
			return placement_fail(failure, error, i);
		fresh += !(work.word[i] & MOVE_THROUGH);
	}
	if (fresh == 0)
		return placement_fail(failure, MOVE_ERR_NO_NEW_TILE, 0);
	if (rack != NULL && resolve_missing(&work, rack, missing) > 0)
		for (tile_t t = 1; t < TILE_CODES; t++)
			for (int k = 0; k < missing[t]; k++)
				resolve_blank_one(&work, board, t);
	*move = work;
	return MOVE_OK;
}

/*
 * The direction of the tiles laid on work (the board with them on it): the
 * line they share or, for one tile, the line in which it touches a board
 * tile, across when both or neither.  -1 when they share no line.
 */
static int
placement_line(const struct placement *placement, const struct board *work,
    enum direction *dir)
{
	const struct placed_tile *t = placement->tiles;
	int across = 1, down = 1;

	for (int i = 1; i < placement->n; i++) {
		across = across && t[i].row == t[0].row;
		down = down && t[i].col == t[0].col;
	}
	if (placement->n == 1) {
		across = board_get(work, t[0].row, t[0].col - 1) != TILE_NONE ||
		    board_get(work, t[0].row, t[0].col + 1) != TILE_NONE;
		down = !across && (board_get(work, t[0].row - 1, t[0].col) !=
		    TILE_NONE || board_get(work, t[0].row + 1, t[0].col) !=
		    TILE_NONE);
		across = !down;
	}
	if (!across && !down)
		return -1;
	*dir = across ? DIR_ACROSS : DIR_DOWN;
	return 0;
}

/*
 * The word runs from the first laid tile to the last, then on over the board
 * tiles touching either end (the whole word, art. 8): [*lo, *hi] along the
 * line, which is row or column fixed.
 */
static void
placement_span(const struct placement *placement, const struct board *work,
    enum direction dir, int fixed, int *lo, int *hi)
{
	int down = dir == DIR_DOWN;

	*lo = BOARD_SIZE;
	*hi = -1;
	for (int i = 0; i < placement->n; i++) {
		int at = down ? placement->tiles[i].row : placement->tiles[i].col;

		*lo = at < *lo ? at : *lo;
		*hi = at > *hi ? at : *hi;
	}
	while (board_get(work, down ? *lo - 1 : fixed, down ? fixed : *lo - 1))
		(*lo)--;
	while (board_get(work, down ? *hi + 1 : fixed, down ? fixed : *hi + 1))
		(*hi)++;
}

/* Lay the placement on work, a copy of the board; -1 on a bad tile. */
static int
placement_lay(const struct placement *placement, struct board *work)
{
	if (placement->n < 1 || placement->n > RACK_SIZE)
		return -1;
	for (int i = 0; i < placement->n; i++) {
		const struct placed_tile *t = &placement->tiles[i];

		if (!board_on(t->row, t->col) || !tile_is_letter(t->tile) ||
		    board_get(work, t->row, t->col) != TILE_NONE)
			return -1;
		board_put(work, t->row, t->col, t->tile);
	}
	return 0;
}

int
move_from_placement(const struct placement *placement,
    const struct board *board, struct move *move)
{
	struct board work = *board;
	enum direction dir;
	int dr, dc, lo, hi, fixed;

	memset(move, 0, sizeof *move);
	if (placement_lay(placement, &work) != 0 ||
	    placement_line(placement, &work, &dir) != 0)
		return -1;
	dr = dir == DIR_DOWN;
	dc = !dr;
	fixed = dr ? placement->tiles[0].col : placement->tiles[0].row;
	placement_span(placement, &work, dir, fixed, &lo, &hi);
	move->kind = MOVE_PLACE;
	move->dir = dir;
	move->row = dr ? lo : fixed;
	move->col = dr ? fixed : lo;
	move->len = hi - lo + 1;
	for (int i = 0; i < move->len; i++) {
		int row = move->row + i * dr, col = move->col + i * dc;
		tile_t old = board_get(board, row, col);

		if (board_get(&work, row, col) == TILE_NONE) {
			memset(move, 0, sizeof *move);
			return -1; /* a gap no board tile fills (art. 8) */
		}
		move->word[i] = old != TILE_NONE ? (tile_t)(MOVE_THROUGH | old) :
		    board_get(&work, row, col);
	}
	return 0;
}

void
move_describe_failure(const struct move *m, const struct move_failure *f,
    const struct board *board, struct move_square_failure *out)
{
	int i = (int)f->offset, dr = m->dir == DIR_DOWN;
	int row = m->row + i * dr, col = m->col + i * !dr;

	out->there = board_get(board, row, col);
	out->given = TILE_NONE;
	if (i >= 0 && i < m->len && i < BOARD_SIZE)
		out->given = (tile_t)(m->word[i] & ~MOVE_THROUGH);
	move_format_coordinate(row, col, DIR_DOWN, out->square,
	    sizeof out->square);
	out->held[0] = out->typed[0] = '\0';
	if (out->there != TILE_NONE)
		tiles_to_display(&out->there, 1, out->held, sizeof out->held);
	if (out->given != TILE_NONE)
		tiles_to_display(&out->given, 1, out->typed, sizeof out->typed);
}
