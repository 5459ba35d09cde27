/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The 15×15 board with the standard premium layout (arts. 13-16; doc/rules.md).
 * Rows and columns are 0-based here: row 0 is row "1", column 0 is "A"; the
 * centre H8 is (7, 7).  A square holds TILE_NONE or a played tile (blanks
 * keep TILE_BLANK_FLAG, art. 10.1).
 */
#ifndef FICHAS_BOARD_H
#define FICHAS_BOARD_H

#include "tiles.h"

#define BOARD_SIZE 15
#define BOARD_CENTER 7

enum premium {
	PREMIUM_NONE = 0,
	PREMIUM_DOUBLE_LETTER,
	PREMIUM_TRIPLE_LETTER,
	PREMIUM_DOUBLE_WORD, /* the centre star is one too (art. 16) */
	PREMIUM_TRIPLE_WORD
};

struct board {
	tile_t squares[BOARD_SIZE][BOARD_SIZE];
	int tiles; /* how many tiles are on the board */
};

/* Empty the board. */
void board_init(struct board *board);
/* Non-zero when (row, col) is on the board. */
int board_on(int row, int col);
/* The premium printed on a square; PREMIUM_NONE off the board. */
enum premium board_premium(int row, int col);
/* Letter multiplier of a premium (1, 2 or 3). */
int premium_letter_factor(enum premium premium);
/* Word multiplier of a premium (1, 2 or 3). */
int premium_word_factor(enum premium premium);
/* The tile on a square, TILE_NONE when empty or off the board. */
tile_t board_get(const struct board *board, int row, int col);
/* Put a tile on an empty square (tile != TILE_NONE). */
void board_put(struct board *board, int row, int col, tile_t tile);
/* Take a tile off a square (withdrawn plays, art. 34). */
void board_take(struct board *board, int row, int col);
/* Non-zero when no tile has been played yet (art. 6). */
int board_is_empty(const struct board *board);

#endif
