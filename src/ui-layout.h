/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Where things go on the screen for its size (the sketch below):
 *
 *	+--------------------------------+----------------------------+
 *	| board, coordinates (48 x 16)   | players, scores, clocks    |
 *	|                                | bag; score sheet; tracker  |
 *	+--------------------------------+----------------------------+
 *	| legend                                                      |
 *	| rack / hand-over box / decision / end of game               |
 *	| the play being laid, the message line, key hints            |
 *	+-------------------------------------------------------------+
 *
 * Compact from 80x24: the panel is 31 columns and as tall as the board,
 * the legend one line, the box three lines; the unseen-tile tracker takes
 * the sheet's place on a key.  Wide from 96x30: the panel runs down to the
 * play line with the tracker at its foot, and the legend and the box stay
 * under the board.  Smaller than 80x24 shows only how big
 * the terminal must be.
 */
#ifndef FICHAS_UI_LAYOUT_H
#define FICHAS_UI_LAYOUT_H

#define UI_MIN_COLS	80
#define UI_MIN_LINES	24
#define UI_WIDE_COLS	96
#define UI_WIDE_LINES	30

#define UI_BOARD_WIDTH	48	/* "%3d" row labels and 15 cells of 3 */
#define UI_BOARD_HEIGHT	16	/* column letters and 15 rows */
#define UI_CELL_WIDTH	3

enum ui_layout_kind {
	UI_LAYOUT_SMALL = 0,	/* too small to play */
	UI_LAYOUT_COMPACT,
	UI_LAYOUT_WIDE
};

struct ui_layout {
	enum ui_layout_kind kind;
	int lines, cols;
	int board_y, board_x;
	int panel_y, panel_x, panel_w, panel_h;	/* players, bag, sheet */
	int tracker_y, tracker_h;	/* 0 lines: shares the sheet's place */
	int legend_y, legend_w, legend_h;
	int box_y, box_x, box_w, box_h; /* rack, or the hand-over box */
	int play_y;		/* the play being laid */
	int message_y;
	int keys_y, keys_h;	/* key hints */
};

/* Work out the layout for a terminal of lines x cols. */
void ui_layout_compute(struct ui_layout *l, int lines, int cols);
/* The screen column of a board column (0-based), its cell's first. */
int ui_layout_cell_x(const struct ui_layout *l, int col);
/* The screen line of a board row (0-based). */
int ui_layout_cell_y(const struct ui_layout *l, int row);

#endif
