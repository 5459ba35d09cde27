/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Every key, in one place: the help screen (? or F1) and the two lines of
 * hints at the foot of the game screen, which follow what the keys do now.
 * Also the help the engine gives a player who is learning: the analysis
 * of a finished game (the hints for a rack are in the panel, ui-sheet.c).
 */
#ifndef FICHAS_UI_HELP_H
#define FICHAS_UI_HELP_H

#include <stddef.h>

#include "ui-layout.h"
#include "ui-state.h"

/* Draw the help screen from line *top (kept in range). */
void ui_help_draw(int *top);
/* Draw the analysis screen of a finished game (ui->engine's). */
void ui_help_analysis(struct ui *ui);
/*
 * The key hints for what the screen shows now, as items two spaces
 * apart ("Enter play  Bksp back"), into buf.
 */
void ui_help_keys(const struct ui *ui, enum ui_view view, char *buf,
    size_t size);

#endif
