/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The seated player's rack, drawn only while they hold the seat, and what
 * they can do to it without the game's leave: shuffle, sort, move a tile
 * (game_rack_arrange() checks the tiles stay the same).  Also the line of
 * the play being laid, with its score if it were valid (game_preview()).
 */
#ifndef FICHAS_UI_RACK_H
#define FICHAS_UI_RACK_H

#include "ui-layout.h"
#include "ui-state.h"

/* Draw the rack in the box's first line (slot numbers under it). */
void ui_rack_draw(const struct ui *ui, const struct ui_layout *l);
/*
 * Draw the play line in h lines from y: the laid tiles, or the prompt of
 * the mode, wrapped to the width; ui_rack_play_lines() says how many
 * lines it needs.
 */
void ui_rack_play_line(const struct ui *ui, const struct ui_layout *l, int y,
    int h);
int ui_rack_play_lines(const struct ui *ui, const struct ui_layout *l);
/* Shuffle the seated player's rack. */
void ui_rack_shuffle(struct ui *ui);
/* Sort it in tile order (A B C CH ... Z, blanks last). */
void ui_rack_sort(struct ui *ui);
/* Move the selected tile one place left (-1) or right (+1). */
void ui_rack_move(struct ui *ui, int step);

#endif
