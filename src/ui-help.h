/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Every key, in one place: the help screen (? or F1) and the two lines of
 * hints at the foot of the game screen, which follow what the keys do now.
 */
#ifndef FICHAS_UI_HELP_H
#define FICHAS_UI_HELP_H

#include "ui-layout.h"
#include "ui-state.h"

/* Draw the help screen from line *top (kept in range). */
void ui_help_draw(int *top);
/* Draw the key hints for what the screen shows now. */
void ui_help_hints(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view);

#endif
