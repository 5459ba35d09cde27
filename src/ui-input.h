/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Keys during a game, turned into the game's own actions.
 *
 * Laying tiles: letters go on the cursor's square, which then moves on in
 * the current direction (Space or Tab turns it).  Typing the letter of a
 * tile already on the board passes over it; any other letter there skips to
 * the next empty square.  C, L and R wait for the next key when the rack
 * holds CH, LL or RR: H, L or R lays the digraph tile (art. 11), anything
 * else lays the single letter first.  '*' lays a blank and asks its letter
 * (art. 10); on a laid blank it asks again (art. 21).
 *
 * ui-input.c reads the board keys and the screens around a turn;
 * ui-prompt.c (src/ui-prompt.h) the command line, the blank's letter, the
 * exchange and the yes/no questions.
 */
#ifndef FICHAS_UI_INPUT_H
#define FICHAS_UI_INPUT_H

#include <wchar.h>

#include "ui-state.h"

/* A key on the game screen (is_key: a curses KEY_ code). */
void ui_input_key(struct ui *ui, enum ui_view view, int is_key, wint_t ch);
/* Lay a tile at the cursor and move on; 0 when laid. */
int ui_input_lay(struct ui *ui, tile_t tile);
/* Whether the game's settings allow hints (untimed, not tournament). */
int ui_input_hints_allowed(const struct ui *ui);
/* Whether the seated mover's hints are on screen (or being found). */
int ui_input_hints_visible(const struct ui *ui);
/* Whether Up/Down and Enter choose and lay a hint now. */
int ui_input_hints_choosing(const struct ui *ui);
/* Search for the hints asked for a moment (from the main loop). */
void ui_input_hints_work(struct ui *ui);
/* Forget the hints: the turn or the screen changed. */
void ui_input_hints_forget(struct ui *ui);
/* Lay the single letter a C, L or R waiting for a digraph stands for. */
void ui_input_flush_digraph(struct ui *ui);

#endif
