/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "ui-board.h"
#include "ui-dialog.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-screen.h"
#include "ui-term.h"

/* The opening draw's screen (art. 4): who drew what, who starts. */

static void ui_opening_draw(struct ui *ui);
static int ui_opening_key(struct ui *ui, int is_key, wint_t ch);

const struct ui_screen_mode ui_opening_screen = {
	.draw = ui_opening_draw,
	.key = ui_opening_key,
};

/* The opening draw (art. 4), pair by pair, and who starts. */
static void
ui_opening_draw(struct ui *ui)
{
	const struct game_draw *d = game_draw(ui->game);
	int y = 2, first = d->first;
	wchar_t cell[UI_CELL_TEXT];
	char line[UI_MESSAGE_MAX];

	/* Its lines would overlap: say how big the terminal must be. */
	if (LINES < UI_MIN_LINES || COLS < UI_MIN_COLS) {
		ui_dialog_too_small(ui);
		return;
	}
	erase();
	ui_term_title(0, 0, COLS, _("Opening draw (art. 4)"));
	y += ui_term_wrap(y, 2, COLS - 4, 3, _("Each player draws a tile: "
	    "the one closest to A starts; a blank beats every letter; a tie "
	    "draws again."));
	y++;
	for (int i = 0; i < d->n && y < LINES - 4; i++, y++) {
		ui_term_printf(y, 4, 30, _("%s draws"),
		    game_name(ui->game, d->player[i]));
		ui_tile_cell(d->tiles[i], cell);
		attrset(ui_term_attr(UI_A_TILE));
		mvaddnwstr(y, 36, cell, UI_CELL_WIDTH);
		attrset(A_NORMAL);
		if (i % 2 == 1 && i + 1 < d->n)
			ui_term_put(y, 42, COLS - 43, _("a tie: draw again"));
	}
	y++;
	attrset(ui_term_attr(UI_A_MOVER));
	snprintf(line, sizeof line, _("%s starts."), game_name(ui->game, first));
	y += ui_term_wrap(y, 2, COLS - 4, 2, line) + 1;
	attrset(A_NORMAL);
	y += ui_term_wrap(y, 2, COLS - 4, 2, _("The tiles go back into the "
	    "bag."));
	snprintf(line, sizeof line, ui_player_is_human(ui, first) ?
	    _("%s: press Enter to begin and see your rack.") :
	    _("Press Enter to begin (%s plays first)."),
	    game_name(ui->game, first));
	y += ui_term_wrap(y, 2, COLS - 4, 2, line) + 1;
	if (ui->lexicon == NULL) {
		attrset(ui_term_attr(UI_A_ERROR));
		ui_term_wrap(y, 2, COLS - 4, 2, _("No lexicon: plays cannot be "
		    "challenged (see --lexicon)."));
		attrset(A_NORMAL);
	}
}

/* Enter (or Space) starts the first turn (arts. 4, 6). */
static int
ui_opening_key(struct ui *ui, int is_key, wint_t ch)
{
	int first = game_draw(ui->game)->first;

	if (!ui_key_enter(is_key, ch) && !(!is_key && ch == L' '))
		return 0;
	ui_screen_set(ui, UI_SCREEN_PLAY);
	if (ui_player_is_human(ui, first))
		ui_take_seat(ui, first);
	game_start(ui->game);
	return 1;
}
