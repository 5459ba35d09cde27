/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "rules.h"

/*
 * Placement checks (arts. 6, 8, 9, 10, 20) and scoring (arts. 12-19).
 *
 * rules_check() runs one rule at a time over every tile of the placement,
 * in the order of enum rules_error, so the answer never depends on the
 * order in which the player laid the tiles.
 *
 * Scoring works on a scratch copy of the board with the new tiles put on
 * it and a mask of the squares covered this turn: only those squares give
 * their premium (art. 17).  The main word runs along the line of the play;
 * every new tile then forms at most one cross word across that line.  Cross
 * words are taken in board order along the main word, so the result does
 * not depend on the placement's order either.
 */

/* The board as it will be once the placement is laid. */
struct rules_view {
	struct board board;
	unsigned char fresh[BOARD_SIZE][BOARD_SIZE]; /* covered this turn */
};

static enum rules_error rules_check_squares(const struct board *,
    const struct placement *);
static enum rules_error rules_check_line(const struct board *,
    const struct placement *);
static enum rules_error rules_check_start(const struct board *,
    const struct placement *);
static int rules_touches_board(const struct board *,
    const struct placement *);
static int rules_rack_holds(const struct rack *, const struct placement *);
static void rules_view_make(struct rules_view *, const struct board *,
    const struct placement *);
static enum direction rules_direction(const struct rules_view *,
    const struct placement *);
static int rules_first_along(const struct placement *, enum direction);
static void rules_cross_words(const struct rules_view *,
    struct play_score *);
static void rules_step(enum direction, int *, int *);
static int rules_word_at(const struct rules_view *, int, int,
    enum direction, struct formed_word *);

/* Per error, the article it cites and its stable identifier. */
static const struct {
	int article;
	const char *id;
} rules_errors[] = {
	[RULES_OK] = { 0, "ok" },
	[RULES_ERR_NO_TILES] = { 8, "no-tiles" },
	[RULES_ERR_OFF_BOARD] = { 8, "off-board" },
	[RULES_ERR_SQUARE_TAKEN] = { 8, "square-taken" },
	[RULES_ERR_SAME_SQUARE] = { 8, "same-square" },
	[RULES_ERR_BAD_TILE] = { 10, "bad-tile" },
	[RULES_ERR_NOT_ON_RACK] = { 0, "not-on-rack" },
	[RULES_ERR_NOT_IN_LINE] = { 20, "not-in-line" },
	[RULES_ERR_GAP] = { 8, "gap" },
	[RULES_ERR_FIRST_ONE_TILE] = { 6, "first-one-tile" },
	[RULES_ERR_FIRST_OFF_CENTRE] = { 6, "first-off-centre" },
	[RULES_ERR_NOT_CONNECTED] = { 9, "not-connected" },
};
#define RULES_N_ERRORS (sizeof rules_errors / sizeof rules_errors[0])

/* The FISE article a refusal cites. */
int
rules_article(enum rules_error error)
{
	if ((unsigned)error >= RULES_N_ERRORS)
		return 0;
	return rules_errors[error].article;
}

/* A stable identifier for logs and tests, never shown translated. */
const char *
rules_error_id(enum rules_error error)
{
	if ((unsigned)error >= RULES_N_ERRORS)
		return "unknown";
	return rules_errors[error].id;
}

/* Whether a placement may be submitted (arts. 6, 8-10, 20-22). */
enum rules_error
rules_check(const struct board *board, const struct rack *rack,
    const struct placement *placement)
{
	enum rules_error error;

	/* More tiles than a rack can hold cannot come from one (art. 6). */
	if (placement->n > RACK_SIZE)
		return RULES_ERR_NOT_ON_RACK;
	if (placement->n <= 0)
		return RULES_ERR_NO_TILES;
	if ((error = rules_check_squares(board, placement)) != RULES_OK)
		return error;
	if (rack != NULL && !rules_rack_holds(rack, placement))
		return RULES_ERR_NOT_ON_RACK;
	if ((error = rules_check_line(board, placement)) != RULES_OK)
		return error;
	return rules_check_start(board, placement);
}

/* Squares on the board, free, distinct (art. 8); real letters (art. 10.1). */
static enum rules_error
rules_check_squares(const struct board *board,
    const struct placement *placement)
{
	const struct placed_tile *t = placement->tiles;
	int n = placement->n;

	for (int i = 0; i < n; i++)
		if (!board_on(t[i].row, t[i].col))
			return RULES_ERR_OFF_BOARD;
	for (int i = 0; i < n; i++)
		if (board_get(board, t[i].row, t[i].col) != TILE_NONE)
			return RULES_ERR_SQUARE_TAKEN;
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (t[i].row == t[j].row && t[i].col == t[j].col)
				return RULES_ERR_SAME_SQUARE;
	/* A blank is laid as the letter it stands for, never bare. */
	for (int i = 0; i < n; i++)
		if (!tile_is_letter(t[i].tile))
			return RULES_ERR_BAD_TILE;
	return RULES_OK;
}

/* Whether the rack holds the tiles; a played blank uses a rack blank. */
static int
rules_rack_holds(const struct rack *rack, const struct placement *placement)
{
	tile_t tiles[RACK_SIZE];

	for (int i = 0; i < placement->n; i++)
		tiles[i] = placement->tiles[i].tile;
	return rack_holds(rack, tiles, placement->n);
}

/* One row or one column (art. 20), one whole word without gaps (art. 8). */
static enum rules_error
rules_check_line(const struct board *board,
    const struct placement *placement)
{
	const struct placed_tile *t = placement->tiles;
	int across = 1, down = 1, lo, hi;

	for (int i = 1; i < placement->n; i++) {
		if (t[i].row != t[0].row)
			across = 0;
		if (t[i].col != t[0].col)
			down = 0;
	}
	if (!across && !down)
		return RULES_ERR_NOT_IN_LINE;
	lo = hi = across ? t[0].col : t[0].row;
	for (int i = 1; i < placement->n; i++) {
		int at = across ? t[i].col : t[i].row;

		lo = at < lo ? at : lo;
		hi = at > hi ? at : hi;
	}
	/* Squares between the ends not laid this turn must hold a tile. */
	for (int at = lo; at <= hi; at++) {
		int row = across ? t[0].row : at, col = across ? at : t[0].col;
		int laid = 0;

		for (int i = 0; i < placement->n && !laid; i++)
			laid = t[i].row == row && t[i].col == col;
		if (!laid && board_get(board, row, col) == TILE_NONE)
			return RULES_ERR_GAP;
	}
	return RULES_OK;
}

/* The first play (art. 6) or the link to the tiles already played (art. 9). */
static enum rules_error
rules_check_start(const struct board *board,
    const struct placement *placement)
{
	if (!board_is_empty(board)) {
		if (!rules_touches_board(board, placement))
			return RULES_ERR_NOT_CONNECTED;
		return RULES_OK;
	}
	if (placement->n < 2)
		return RULES_ERR_FIRST_ONE_TILE;
	for (int i = 0; i < placement->n; i++)
		if (placement->tiles[i].row == BOARD_CENTER &&
		    placement->tiles[i].col == BOARD_CENTER)
			return RULES_OK;
	return RULES_ERR_FIRST_OFF_CENTRE;
}

/* Whether a new tile is next to a board tile (a played-through one counts). */
static int
rules_touches_board(const struct board *board,
    const struct placement *placement)
{
	static const int step[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

	for (int i = 0; i < placement->n; i++) {
		const struct placed_tile *t = &placement->tiles[i];

		for (int k = 0; k < 4; k++)
			if (board_get(board, t->row + step[k][0],
			    t->col + step[k][1]) != TILE_NONE)
				return 1;
	}
	return 0;
}

/* Every word a valid placement forms and what the play scores. */
enum rules_error
rules_score(const struct board *board, const struct placement *placement,
    struct play_score *score)
{
	struct rules_view view;
	enum rules_error error;
	int first;

	if ((error = rules_check(board, NULL, placement)) != RULES_OK)
		return error;
	rules_view_make(&view, board, placement);
	memset(score, 0, sizeof *score);
	score->dir = rules_direction(&view, placement);
	first = rules_first_along(placement, score->dir);
	rules_word_at(&view, placement->tiles[first].row,
	    placement->tiles[first].col, score->dir, &score->words[0]);
	score->n_words = 1;
	rules_cross_words(&view, score);
	for (int i = 0; i < score->n_words; i++)
		score->score += score->words[i].score;
	/* Art. 19: added after the word multipliers, blanks or not (10.1). */
	if (placement->n == RACK_SIZE) {
		score->bingo = 1;
		score->score += RULES_BINGO_BONUS;
	}
	return RULES_OK;
}

/* The board with the new tiles on it and the squares they cover marked. */
static void
rules_view_make(struct rules_view *view, const struct board *board,
    const struct placement *placement)
{
	view->board = *board;
	memset(view->fresh, 0, sizeof view->fresh);
	for (int i = 0; i < placement->n; i++) {
		const struct placed_tile *t = &placement->tiles[i];

		board_put(&view->board, t->row, t->col, t->tile);
		view->fresh[t->row][t->col] = 1;
	}
}

/*
 * The direction of the main word.  Two or more tiles give their line; a
 * single tile goes across when it makes an across word of two or more
 * tiles, else down (the down word then exists, art. 9).
 */
static enum direction
rules_direction(const struct rules_view *view,
    const struct placement *placement)
{
	const struct placed_tile *t = &placement->tiles[0];

	if (placement->n > 1)
		return placement->tiles[1].row == t->row ? DIR_ACROSS : DIR_DOWN;
	if (board_get(&view->board, t->row, t->col - 1) != TILE_NONE ||
	    board_get(&view->board, t->row, t->col + 1) != TILE_NONE)
		return DIR_ACROSS;
	return DIR_DOWN;
}

/* Index of the placement's first tile along a direction. */
static int
rules_first_along(const struct placement *placement, enum direction dir)
{
	int best = 0;

	for (int i = 1; i < placement->n; i++) {
		const struct placed_tile *t = &placement->tiles[i];
		const struct placed_tile *b = &placement->tiles[best];

		if (dir == DIR_ACROSS ? t->col < b->col : t->row < b->row)
			best = i;
	}
	return best;
}

/*
 * Walk the main word (words[0]); each tile laid this turn on it may form
 * a cross word of two or more tiles, which scores too (arts. 8, 18).
 */
static void
rules_cross_words(const struct rules_view *view, struct play_score *score)
{
	const struct formed_word *main_word = &score->words[0];
	enum direction cross;
	int row = main_word->row, col = main_word->col;

	cross = main_word->dir == DIR_ACROSS ? DIR_DOWN : DIR_ACROSS;
	for (int i = 0; i < main_word->len; i++) {
		struct formed_word *next = &score->words[score->n_words];

		if (view->fresh[row][col] &&
		    rules_word_at(view, row, col, cross, next) >= 2)
			score->n_words++;
		rules_step(main_word->dir, &row, &col);
	}
}

/* Move one square forward along a direction. */
static void
rules_step(enum direction dir, int *row, int *col)
{
	if (dir == DIR_ACROSS)
		(*col)++;
	else
		(*row)++;
}

/*
 * Fill *word with the whole word through (row, col) along dir and score
 * it: letter premiums of newly covered squares first (art. 13), then their
 * word premiums multiplied together (arts. 14, 15, 16); tiles already on
 * the board count their face value only (art. 17), blanks nothing (art.
 * 10.2).  Returns the word's length in tiles.
 */
static int
rules_word_at(const struct rules_view *view, int row, int col,
    enum direction dir, struct formed_word *word)
{
	int back_row = dir == DIR_DOWN ? -1 : 0;
	int back_col = dir == DIR_ACROSS ? -1 : 0;
	int sum = 0, factor = 1;
	tile_t tile;

	while (board_get(&view->board, row + back_row, col + back_col) !=
	    TILE_NONE) {
		row += back_row;
		col += back_col;
	}
	memset(word, 0, sizeof *word);
	word->row = row;
	word->col = col;
	word->dir = dir;
	while ((tile = board_get(&view->board, row, col)) != TILE_NONE) {
		int value = tile_value(tile);

		if (view->fresh[row][col]) {
			enum premium premium = board_premium(row, col);

			value *= premium_letter_factor(premium);
			factor *= premium_word_factor(premium);
		}
		sum += value;
		word->tiles[word->len++] = tile;
		rules_step(dir, &row, &col);
	}
	word->score = sum * factor;
	return word->len;
}

/* Lay the tiles of a checked placement on the board. */
void
rules_apply(struct board *board, const struct placement *placement)
{
	for (int i = 0; i < placement->n; i++)
		board_put(board, placement->tiles[i].row,
		    placement->tiles[i].col, placement->tiles[i].tile);
}

enum rules_end
rules_turn_ends_game(int went_out, int passes, int scoreless, int scored)
{
	if (went_out)
		return RULES_END_OUT;
	if (passes >= RULES_PASSES_TO_END)
		return RULES_END_PASSES;
	if (scoreless >= RULES_SCORELESS_TO_END && scored)
		return RULES_END_SCORELESS;
	return RULES_END_NONE;
}
