/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The panel beside the board: both players with their scores and clocks
 * (the mover's running, overtime negative with its penalty, art. 32), the
 * bag (art. 26), the score sheet (art. 5) that scrolls, and the tiles the
 * seated player has not seen (not in tournament mode).  Also the words for
 * a line of the sheet, which the hand-over and end screens use too.
 */
#ifndef FICHAS_UI_SHEET_H
#define FICHAS_UI_SHEET_H

#include <stddef.h>

#include "game.h"
#include "ui-layout.h"
#include "ui-state.h"

/* The play column of a sheet line: "8H CA(S)A", "exchange 3", "pass". */
void ui_event_play(const struct game_event *ev, char *buf, size_t size);
/* A sentence for a sheet line: "Ana played 8H CASA: 12 points." */
void ui_event_sentence(const struct ui *ui, const struct game_event *ev,
    char *buf, size_t size);
/* A player's clock: "18:42", "-0:35 (-10)"; "" untimed.  *over: overtime. */
void ui_clock_text(const struct ui *ui, int player, char *buf, size_t size,
    int *over);
/* Whether the unseen-tile tracker may be shown (not in tournaments). */
int ui_tracker_allowed(const struct ui *ui);
/* Draw the panel; private_view adds the seated player's tracker. */
void ui_sheet_draw(const struct ui *ui, const struct ui_layout *l,
    int private_view);

#endif
