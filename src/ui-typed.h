/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the player's typing means and why it is refused, for every part
 * of the game screen that reads keys (laying tiles, the command line,
 * naming a blank, an exchange): below all of them, calling none.
 */
#ifndef FICHAS_UI_TYPED_H
#define FICHAS_UI_TYPED_H

#include <wchar.h>

#include "ui-state.h"

/* Show why an action was refused (a placement with its article). */
void ui_typed_refused(struct ui *ui, enum game_error e, enum rules_error why);
/* The tile a typed character names, TILE_NONE (message shown) if none. */
tile_t ui_typed_tile(struct ui *ui, wint_t ch);

#endif
