/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A screen of the curses game as a mode, after tmux's window modes: a
 * small table of what it does, which the loop (src/ui-main.c) looks up by
 * the screen up (enum ui_screen) or the topmost overlay (enum ui_overlay)
 * and calls.  A screen changes what is up only through src/ui-state.h
 * (ui_screen_set(), ui_overlay_open()), never by calling another screen:
 *
 *	ui-main.c		the loop, the keys that work everywhere
 *	ui-menu.c ui-opening.c ui-play.c ui-end.c ui-help.c ui-analysis.c
 *	ui-word.c ui-quit.c ui-review.c ui-stats.c ui-practice.c
 *				the screens and overlays, each a mode
 *	ui-input.c ui-prompt.c ui-board.c ui-rack.c ui-sheet.c ui-dialog.c
 *	ui-foot.c		parts of screens
 *	ui-game.c ui-save.c ui-state.c ui-term.c text.c ...
 *				the game, its saves, the shared state, the
 *				terminal and the words
 */
#ifndef FICHAS_UI_SCREEN_H
#define FICHAS_UI_SCREEN_H

#include <wchar.h>

#include "ui-state.h"

struct ui_screen_mode {
	/* Draw the whole screen (after erase(), before refresh()). */
	void (*draw)(struct ui *ui);
	/*
	 * A key (is_key: a curses key code); 1 when the screen took it, 0
	 * to leave it to the keys that work everywhere.
	 */
	int (*key)(struct ui *ui, int is_key, wint_t ch);
	/* Ten times a second, before drawing (NULL: nothing to do). */
	void (*tick)(struct ui *ui);
	/* Whether work is under way, so keys are polled without waiting. */
	int (*busy)(const struct ui *ui);
	/* An overlay drawn in a box over what is below (else full screen). */
	int boxed;
};

extern const struct ui_screen_mode ui_menu_screen;	/* ui-menu.c */
extern const struct ui_screen_mode ui_opening_screen;	/* ui-opening.c */
extern const struct ui_screen_mode ui_play_screen;	/* ui-play.c */
extern const struct ui_screen_mode ui_end_screen;	/* ui-end.c */
extern const struct ui_screen_mode ui_review_screen;	/* ui-review.c */
extern const struct ui_screen_mode ui_help_screen;	/* ui-help.c */
extern const struct ui_screen_mode ui_analysis_screen;	/* ui-analysis.c */
extern const struct ui_screen_mode ui_word_screen;	/* ui-word.c */
extern const struct ui_screen_mode ui_quit_screen;	/* ui-quit.c */
extern const struct ui_screen_mode ui_stats_screen;	/* ui-stats.c */
extern const struct ui_screen_mode ui_practice_screen;	/* ui-practice.c */

#endif
