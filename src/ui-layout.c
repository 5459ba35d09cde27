/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "ui-layout.h"

/* Lines of the unseen-tile tracker in the wide layout. */
#define UI_TRACKER_LINES 4

static void ui_layout_compact(struct ui_layout *l);
static void ui_layout_wide(struct ui_layout *l);

/* 80x24: the panel beside the board only; the rest full width. */
static void
ui_layout_compact(struct ui_layout *l)
{
	l->panel_x = UI_BOARD_WIDTH + 1;
	l->panel_w = l->cols - l->panel_x;
	l->panel_h = UI_BOARD_HEIGHT;
	l->legend_w = l->cols;
	l->legend_h = 1;
	l->box_y = l->legend_y + 1;
	l->box_w = l->cols;
}

/* Bigger: the panel runs down beside the legend and the box. */
static void
ui_layout_wide(struct ui_layout *l)
{
	l->panel_x = UI_BOARD_WIDTH + 2;
	l->panel_w = l->cols - l->panel_x;
	l->tracker_h = UI_TRACKER_LINES;
	l->panel_h = l->play_y - l->tracker_h;
	l->tracker_y = l->panel_h;
	l->legend_w = UI_BOARD_WIDTH + 1;
	l->legend_h = 2;
	l->box_y = l->legend_y + l->legend_h + 1;
	l->box_w = UI_BOARD_WIDTH + 1;
}

/* Everything for a terminal of lines x cols. */
void
ui_layout_compute(struct ui_layout *l, int lines, int cols)
{
	memset(l, 0, sizeof *l);
	l->lines = lines;
	l->cols = cols;
	if (lines < UI_MIN_LINES || cols < UI_MIN_COLS) {
		l->kind = UI_LAYOUT_SMALL;
		return;
	}
	l->kind = lines >= UI_WIDE_LINES && cols >= UI_WIDE_COLS ?
	    UI_LAYOUT_WIDE : UI_LAYOUT_COMPACT;
	l->keys_h = 2;
	l->keys_y = lines - l->keys_h;
	l->message_y = l->keys_y - 1;
	l->play_y = l->message_y - 1;
	l->legend_y = UI_BOARD_HEIGHT;
	if (l->kind == UI_LAYOUT_WIDE)
		ui_layout_wide(l);
	else
		ui_layout_compact(l);
	l->box_h = l->play_y - l->box_y;
}

/* First screen column of a board column's cell. */
int
ui_layout_cell_x(const struct ui_layout *l, int col)
{
	return l->board_x + 3 + col * UI_CELL_WIDTH;
}

/* Screen line of a board row. */
int
ui_layout_cell_y(const struct ui_layout *l, int row)
{
	return l->board_y + 1 + row;
}
