/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "board.h"

/*
 * The layout (doc/rules.md), one character per square: T triple word, D double
 * word (and the centre star), t triple letter, d double letter.
 */
static const char premium_layout[BOARD_SIZE][BOARD_SIZE + 1] = {
	"T..d...T...d..T",
	".D...t...t...D.",
	"..D...d.d...D..",
	"d..D...d...D..d",
	"....D.....D....",
	".t...t...t...t.",
	"..d...d.d...d..",
	"T..d...D...d..T",
	"..d...d.d...d..",
	".t...t...t...t.",
	"....D.....D....",
	"d..D...d...D..d",
	"..D...d.d...D..",
	".D...t...t...D.",
	"T..d...T...d..T",
};

void
board_init(struct board *board)
{
	memset(board, 0, sizeof *board);
}

int
board_on(int row, int col)
{
	return row >= 0 && row < BOARD_SIZE && col >= 0 && col < BOARD_SIZE;
}

enum premium
board_premium(int row, int col)
{
	if (!board_on(row, col))
		return PREMIUM_NONE;
	switch (premium_layout[row][col]) {
	case 'd':
		return PREMIUM_DOUBLE_LETTER;
	case 't':
		return PREMIUM_TRIPLE_LETTER;
	case 'D':
		return PREMIUM_DOUBLE_WORD;
	case 'T':
		return PREMIUM_TRIPLE_WORD;
	default:
		return PREMIUM_NONE;
	}
}

int
premium_letter_factor(enum premium premium)
{
	if (premium == PREMIUM_DOUBLE_LETTER)
		return 2;
	if (premium == PREMIUM_TRIPLE_LETTER)
		return 3;
	return 1;
}

int
premium_word_factor(enum premium premium)
{
	if (premium == PREMIUM_DOUBLE_WORD)
		return 2;
	if (premium == PREMIUM_TRIPLE_WORD)
		return 3;
	return 1;
}

tile_t
board_get(const struct board *board, int row, int col)
{
	if (!board_on(row, col))
		return TILE_NONE;
	return board->squares[row][col];
}

void
board_put(struct board *board, int row, int col, tile_t tile)
{
	if (!board_on(row, col) || tile == TILE_NONE ||
	    board->squares[row][col] != TILE_NONE)
		return;
	board->squares[row][col] = tile;
	board->tiles++;
}

void
board_take(struct board *board, int row, int col)
{
	if (!board_on(row, col) || board->squares[row][col] == TILE_NONE)
		return;
	board->squares[row][col] = TILE_NONE;
	board->tiles--;
}

int
board_is_empty(const struct board *board)
{
	return board->tiles == 0;
}
