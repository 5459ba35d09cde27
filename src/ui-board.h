/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The board on screen: coordinates, premium squares in colour with their
 * 2L 3L 2W 3W marks (readable in monochrome; TP DP TL DL in Spanish),
 * tiles with their letter and value, every cell of the same three
 * columns, blanks in lower case and their own colour, the last play
 * highlighted, and during the seated player's turn the tiles being laid
 * and the cursor with its direction.
 */
#ifndef FICHAS_UI_BOARD_H
#define FICHAS_UI_BOARD_H

#include <stddef.h>
#include <wchar.h>

#include "board.h"
#include "tiles.h"
#include "ui-layout.h"
#include "ui-term.h"
#include "ui-state.h"

/* Room for a tile's cell text and its NUL. */
#define UI_CELL_TEXT 8

/* A tile's letters: "A", "CH", "Ñ"; a played blank in lower case. */
void ui_tile_name(tile_t tile, wchar_t *buf, size_t n);
/* A tile's letters as the terminal shows them, as UTF-8 ("N~" for Ñ
 * on a terminal without UTF-8: one fallback for every place). */
const char *ui_tile_text(tile_t tile);
/* A tile's value as subscript digits on UTF-8 terminals ("₁₀"). */
void ui_tile_value(int value, wchar_t *buf, size_t n);
/* The three columns of a board cell, from its first: "A₁ ", "CH₅", "Z₁₀". */
void ui_tile_cell(tile_t tile, wchar_t buf[UI_CELL_TEXT]);
/* Draw the board; private: also the laid tiles and the cursor. */
void ui_board_draw(const struct ui *ui, const struct ui_layout *l,
    int private_view);
/* Tiles drawn over a board's empty squares, each in its look. */
struct ui_board_overlay {
	tile_t tile[BOARD_SIZE][BOARD_SIZE];	/* TILE_NONE: nothing */
	enum ui_attr look[BOARD_SIZE][BOARD_SIZE];
};
/* Draw a board that is not the game's, with an overlay (a review). */
void ui_board_draw_overlay(const struct ui_layout *l, const struct board *b,
    const struct ui_board_overlay *o);
/* Draw the legend of premium squares. */
void ui_board_legend(const struct ui_layout *l);

#endif
