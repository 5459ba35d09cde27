/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The boxes around the board: the hand-over box that shows only what both
 * players may see, the accept or challenge question (arts. 33-34),
 * notices, the end of the game with its adjustments line by line (arts.
 * 32, 37), and the too-small message.
 */
#ifndef FICHAS_UI_DIALOG_H
#define FICHAS_UI_DIALOG_H

#include "ui-layout.h"
#include "ui-state.h"

/* The box for a hand-over, a decision or a notice. */
void ui_dialog_box(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view);
/* What the computer made of the person's play; 1 with a sentence. */
int ui_dialog_verdict(const struct ui *ui, const struct game_event *ev,
    char *buf, size_t size);
/* The final scores in the board's place. */
void ui_dialog_end(const struct ui *ui, const struct ui_layout *l);
/* How big the terminal must be, and that the clocks run on (art. 31). */
void ui_dialog_too_small(const struct ui *ui);

#endif
