/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "i18n.h"
#include "ui-board.h"
#include "ui-curses.h"
#include "ui-dialog.h"
#include "ui-foot.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-screen.h"
#include "ui-sheet.h"

/*
 * The end of the game: the final scores or the board beside the sheet;
 * from here a new game, the analysis overlay, or leave.
 */

static void ui_end_draw(struct ui *ui);
static int ui_end_key(struct ui *ui, int is_key, wint_t ch);
static void ui_end_analysis(struct ui *ui);

const struct ui_screen_mode ui_end_screen = {
	.draw = ui_end_draw,
	.key = ui_end_key,
};

/* The scores (or the board), the sheet, the foot. */
static void
ui_end_draw(struct ui *ui)
{
	struct ui_layout l;

	ui_layout_compute(&l, LINES, COLS);
	if (l.kind == UI_LAYOUT_SMALL) {
		ui_dialog_too_small(ui);
		return;
	}
	if (ui->end_board)
		ui_board_draw(ui, &l, 0);
	else
		ui_dialog_end(ui, &l);
	ui_sheet_draw(ui, &l, 0);
	ui_foot_draw(ui, &l, ui_view(ui));
}

/*
 * The review of the game on the board (its analysis turn by turn), where
 * the settings allow it: not after a game under the
 * tournament rule (art. 22), as hints are not given in one (the footer
 * does not offer it either).
 */
static void
ui_end_analysis(struct ui *ui)
{
	if (game_settings(ui->game)->laid == GAME_LAID_TOURNAMENT) {
		ui_message(ui, 1, "%s", _("No analysis after a tournament "
		    "game."));
		return;
	}
	if (ui_coach(ui) == NULL) {
		ui_message(ui, 1, "%s", _("No analysis: the lexicon cannot be "
		    "opened."));
		return;
	}
	ui->review_back = UI_SCREEN_END;
	ui_screen_set(ui, UI_SCREEN_REVIEW);
}

/*
 * q or Esc leave; n a new game; b board or scores; a review.  Enter does
 * nothing: in a hot-seat game every turn ends with Enter on the hand-over
 * screen, and the Enter a player presses out of habit after the last pass
 * must not throw the final scores away.
 */
static int
ui_end_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui_key_escape(is_key, ch) || (!is_key && ch == L'q')) {
		ui_screen_set(ui, UI_SCREEN_QUIT);
	} else if (is_key) {
		return 1;
	} else if (ch == L'n') {
		ui_end_game(ui);
		ui->message[0] = '\0';
		ui_screen_set(ui, UI_SCREEN_MENU);
	} else if (ch == L'b') {
		ui->end_board = !ui->end_board;
	} else if (ch == L'a') {
		ui_end_analysis(ui);
	}
	return 1;
}
