/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "ui-keys.h"
#include "ui-save.h"
#include "ui-screen.h"
#include "ui-term.h"

/*
 * F10 or Ctrl-Q during a game: a box asks whether to quit, saying
 * truthfully what can be resumed (the game was saved when the box
 * opened, src/ui-main.c).  Time goes on below it, as in a real game.
 */

#define UI_QUIT_BOX_LINES 4

static void ui_quit_draw(struct ui *ui);
static int ui_quit_key(struct ui *ui, int is_key, wint_t ch);
static int ui_quit_question(const struct ui *ui, char *buf, size_t size);

const struct ui_screen_mode ui_quit_screen = {
	.draw = ui_quit_draw,
	.key = ui_quit_key,
	.boxed = 1,
};

/* The question; 1 when quitting loses something. */
static int
ui_quit_question(const struct ui *ui, char *buf, size_t size)
{
	if (!ui->save_failed) {
		snprintf(buf, size, "%s", _("Quit? The game is saved and can be "
		    "resumed. (y/n)"));
		return 0;
	}
	if (ui->saved_turn >= 0)
		snprintf(buf, size, _("Quit? The game could not be saved: only "
		    "turn %d can be resumed. (y/n)"), ui->saved_turn);
	else
		snprintf(buf, size, "%s", _("Quit? The game could not be saved: "
		    "it will be lost. (y/n)"));
	return 1;
}

/* A box across the foot of the board with the question. */
static void
ui_quit_draw(struct ui *ui)
{
	char text[UI_MESSAGE_MAX];
	int w = COLS - 4 < 70 ? COLS - 4 : 70, x = (COLS - w) / 2;
	int y = (LINES - UI_QUIT_BOX_LINES) / 2, loses;

	loses = ui_quit_question(ui, text, sizeof text);
	for (int i = 0; i < UI_QUIT_BOX_LINES; i++)
		mvhline(y + i, x, ' ', w);
	ui_term_title(y, x, w, _("Quit"));
	attrset(ui_term_attr(loses ? UI_A_ERROR : UI_A_MOVER));
	ui_term_wrap(y + 1, x + 1, w - 2, UI_QUIT_BOX_LINES - 1, text);
	attrset(A_NORMAL);
}

/* y (or s, sí) quits; any other key goes back to the game. */
static int
ui_quit_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui_key_control(is_key, ch, UI_KEY_CTRL_C) ||
	    (is_key && (ch == KEY_F(1) || ch == KEY_RESIZE)))
		return 0;
	ui_overlay_close(ui);
	if (!is_key && (ch == L'y' || ch == L'Y' || ch == L's' ||
	    ch == L'S')) {
		ui_autosave(ui);
		ui_screen_set(ui, UI_SCREEN_QUIT);
	}
	return 1;
}
