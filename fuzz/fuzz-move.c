/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for move notation (move.c).
 *
 * Any text either is refused with an error code and an offset inside the
 * text, or reads as a move that (1) respects the board edge and the seven
 * tiles of a rack, (2) prints as notation that reads back as the same move,
 * printed text being cut cleanly in any short buffer, and (3) checked against
 * a fixed board, gives a placement that move_from_placement() turns back into
 * a move laying the same tiles.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "fuzz.h"
#include "move.h"

#define FUZZ_TEXT_MAX 256

static void fuzz_require(int ok, const char *what);
static const struct board *fuzz_board(void);
static int move_same(const struct move *a, const struct move *b);
static void check_failure(const char *text, enum move_error error,
    const struct move_failure *failure);
static void check_move(const struct move *move);
static void check_format(const struct move *move);
static void check_placement(const struct move *move);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-move: %s\n", what);
		abort();
	}
}

/*
 * A board with played-through material of every kind: a blank (a), a
 * digraph, Ñ, a C beside an H that is not a CH, two L tiles side by side.
 */
static const struct board *
fuzz_board(void)
{
	static const struct {
		int row, col;
		tile_t tile;
	} squares[] = {
		{ 7, 7, TILE_C }, { 7, 8, TILE_A | TILE_BLANK_FLAG },
		{ 7, 9, TILE_S }, { 7, 10, TILE_A },
		{ 3, 9, TILE_P }, { 4, 9, TILE_E }, { 5, 9, TILE_RR },
		{ 6, 9, TILE_O },
		{ 8, 10, TILE_NY }, { 9, 10, TILE_CH | TILE_BLANK_FLAG },
		{ 10, 3, TILE_C }, { 10, 4, TILE_H },
		{ 12, 0, TILE_L }, { 12, 1, TILE_L }, { 13, 1, TILE_LL },
	};
	static struct board board;
	static int ready;

	if (!ready) {
		board_init(&board);
		for (size_t i = 0; i < sizeof squares / sizeof squares[0]; i++)
			board_put(&board, squares[i].row, squares[i].col,
			    squares[i].tile);
		ready = 1;
	}
	return &board;
}

/* Do two moves say the same thing? */
static int
move_same(const struct move *a, const struct move *b)
{
	if (a->kind != b->kind)
		return 0;
	if (a->kind == MOVE_EXCHANGE)
		return a->n_exchange == b->n_exchange &&
		    memcmp(a->exchange, b->exchange,
		    (size_t)a->n_exchange) == 0;
	if (a->kind == MOVE_PASS)
		return 1;
	return a->row == b->row && a->col == b->col && a->dir == b->dir &&
	    a->len == b->len &&
	    memcmp(a->word, b->word, (size_t)a->len) == 0;
}

/* A refusal names a real error at a place inside the text. */
static void
check_failure(const char *text, enum move_error error,
    const struct move_failure *failure)
{
	fuzz_require(error > MOVE_OK && error <= MOVE_ERR_BLANK_EXCHANGE,
	    "parse error out of range");
	fuzz_require(failure->error == error, "failure.error differs");
	fuzz_require(failure->offset <= strlen(text), "offset past the text");
	if (error == MOVE_ERR_TILES)
		fuzz_require(failure->tiles.offset == failure->offset &&
		    failure->tiles.error != TILES_OK, "tiles failure unset");
}

/* A parsed move stays on the board and within a rack. */
static void
check_move(const struct move *move)
{
	int fresh = 0;

	if (move->kind == MOVE_EXCHANGE) {
		fuzz_require(move->n_exchange >= 1 &&
		    move->n_exchange <= RACK_SIZE, "exchange size");
		for (int i = 0; i < move->n_exchange; i++)
			fuzz_require(move->exchange[i] == TILE_BLANK ||
			    (tile_is_letter(move->exchange[i]) &&
			    !tile_is_blank(move->exchange[i])),
			    "exchange tile");
		return;
	}
	if (move->kind == MOVE_PASS)
		return;
	fuzz_require(move->kind == MOVE_PLACE, "move kind");
	fuzz_require(move->len >= 1 && board_on(move->row, move->col) &&
	    board_on(move->row + (move->dir == DIR_DOWN) * (move->len - 1),
	    move->col + (move->dir == DIR_ACROSS) * (move->len - 1)),
	    "word off the board");
	for (int i = 0; i < move->len; i++) {
		tile_t t = move->word[i];

		if (t & MOVE_THROUGH)
			fuzz_require(t == MOVE_THROUGH ||
			    tile_is_letter(t & ~MOVE_THROUGH), "through tile");
		else {
			fuzz_require(tile_is_letter(t), "new tile");
			fresh++;
		}
	}
	fuzz_require(fresh >= 1 && fresh <= RACK_SIZE, "new tile count");
}

/* Printing reads back the same, and short buffers are cut, not overrun. */
static void
check_format(const struct move *move)
{
	char text[FUZZ_TEXT_MAX], again_text[FUZZ_TEXT_MAX];
	struct move_failure failure;
	struct move again;
	size_t n;

	n = move_format(move, text, sizeof text);
	fuzz_require(n < sizeof text && strlen(text) == n, "format length");
	fuzz_require(move_format(move, NULL, 0) == n, "format count");
	if (move_parse(text, &again, &failure) != MOVE_OK) {
		fprintf(stderr, "fuzz-move: \"%s\" does not read back\n",
		    text);
		abort();
	}
	if (!move_same(move, &again)) {
		fprintf(stderr, "fuzz-move: \"%s\" reads as another move\n",
		    text);
		abort();
	}
	move_format(&again, again_text, sizeof again_text);
	fuzz_require(strcmp(text, again_text) == 0, "format not stable");
	for (size_t cut = 1; cut <= n; cut++) {
		char *small = malloc(cut); /* exact size: ASan sees overruns */

		fuzz_require(small != NULL, "out of memory");
		fuzz_require(move_format(move, small, cut) == n,
		    "cut format count");
		fuzz_require(strlen(small) == cut - 1 &&
		    memcmp(small, text, cut - 1) == 0, "cut format text");
		free(small);
	}
}

/* Against the board: a placement that reads back from its own tiles. */
static void
check_placement(const struct move *move)
{
	const struct board *board = fuzz_board();
	struct placement placement, back;
	struct move_failure failure;
	struct move whole, filled;
	enum move_error error;

	error = move_to_placement(move, board, &placement, &failure);
	if (move->kind != MOVE_PLACE) {
		fuzz_require(error == MOVE_ERR_NO_NEW_TILE, "placement kind");
		return;
	}
	filled = *move;
	move_fill_through(&filled, board);
	check_format(&filled);
	if (error != MOVE_OK) {
		fuzz_require(error == MOVE_ERR_THROUGH_EMPTY ||
		    error == MOVE_ERR_THROUGH_MISMATCH ||
		    error == MOVE_ERR_SQUARE_TAKEN, "placement error");
		fuzz_require(failure.error == error &&
		    failure.offset < (size_t)move->len, "placement offset");
		return;
	}
	fuzz_require(placement.n >= 1 && placement.n <= RACK_SIZE,
	    "placement size");
	for (int i = 0; i < placement.n; i++)
		fuzz_require(board_get(board, placement.tiles[i].row,
		    placement.tiles[i].col) == TILE_NONE, "square taken");
	fuzz_require(move_from_placement(&placement, board, &whole) == 0,
	    "move_from_placement refused a parsed move");
	check_move(&whole);
	check_format(&whole);
	/* One tile may read either way: across wins when it touches both. */
	fuzz_require(whole.len >= move->len || (placement.n == 1 &&
	    whole.dir != move->dir), "whole word shorter");
	fuzz_require(move_to_placement(&whole, board, &back, NULL) == MOVE_OK,
	    "whole word does not place");
	fuzz_require(back.n == placement.n, "placement count differs");
	for (int i = 0; i < back.n; i++)
		fuzz_require(back.tiles[i].row == placement.tiles[i].row &&
		    back.tiles[i].col == placement.tiles[i].col &&
		    back.tiles[i].tile == placement.tiles[i].tile,
		    "placement differs");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct move_failure failure;
	struct move move;
	enum move_error error;
	char *text = malloc(size + 1);

	if (text == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	error = move_parse(text, &move, &failure);
	if (error != MOVE_OK)
		check_failure(text, error, &failure);
	else {
		check_move(&move);
		check_format(&move);
		check_placement(&move);
	}
	free(text);
	return 0;
}
