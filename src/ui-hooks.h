/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The game's hooks (struct game_callbacks) as the curses game hears them:
 * a play on the sheet, a challenge's verdict, a turn or a decision
 * beginning, a clock warning, the end.  The loop puts them in
 * ui->callbacks, so that starting and loading a game (src/ui-game.c,
 * src/ui-save.c) attach them without calling up to this file.
 */
#ifndef FICHAS_UI_HOOKS_H
#define FICHAS_UI_HOOKS_H

#include "game.h"

const struct game_callbacks *ui_hooks(void);

#endif
