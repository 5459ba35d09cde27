/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The curses game: the start menu or a game straight from the options,
 * played until it ends or the player quits.
 */
#ifndef FICHAS_UI_MAIN_H
#define FICHAS_UI_MAIN_H

#include "ui-state.h"

/* Run the game; returns the exit status (128 + signal when stopped). */
int ui_run(const struct ui_options *opt);

#endif
