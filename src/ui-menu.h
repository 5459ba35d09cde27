/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The start screen: a new game (each player's name, person or computer
 * and its level; timing mode and minutes; challenge and laid-tile rules;
 * lexicon), resuming the autosaved game, quitting.  It edits ui->opt in
 * place, and its defaults are a FISE game: Enter starts one at once.
 */
#ifndef FICHAS_UI_MENU_H
#define FICHAS_UI_MENU_H

#include <wchar.h>

#include "ui-state.h"

/* Draw the start screen. */
void ui_menu_draw(const struct ui *ui);
/* A key on the start screen (is_key: a curses KEY_ code). */
void ui_menu_key(struct ui *ui, int is_key, wint_t ch);

#endif
