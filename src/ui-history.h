/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The curses game's finished games into the history (src/ui-history.c). */
#ifndef FICHAS_UI_HISTORY_H
#define FICHAS_UI_HISTORY_H

#include "ui-state.h"

/* Append the game just over to the history; a failure is a warning. */
void ui_history_add(struct ui *ui);

#endif
