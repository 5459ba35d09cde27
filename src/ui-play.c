/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "bot.h"
#include "i18n.h"
#include "ui-board.h"
#include "ui-curses.h"
#include "ui-dialog.h"
#include "ui-driver.h"
#include "ui-foot.h"
#include "ui-input.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-rack.h"
#include "ui-screen.h"
#include "ui-sheet.h"
#include "ui-typed.h"

/*
 * The game being played: board, panel, and the rack or a box below, as
 * ui_view() says; time acting on the game, the computer's moves and the
 * hints' search each tick.
 */

static void ui_play_draw(struct ui *ui);
static int ui_play_key(struct ui *ui, int is_key, wint_t ch);
static void ui_play_tick(struct ui *ui);
static int ui_play_busy(const struct ui *ui);
static void ui_play_drive(struct ui *ui);
static void ui_play_check_blocked(struct ui *ui);
static void ui_play_check_word(struct ui *ui);
static void ui_play_undo(struct ui *ui);

const struct ui_screen_mode ui_play_screen = {
	.draw = ui_play_draw,
	.key = ui_play_key,
	.tick = ui_play_tick,
	.busy = ui_play_busy,
};

/* The board, the panel, the rack or a box, the foot. */
static void
ui_play_draw(struct ui *ui)
{
	struct ui_layout l;
	enum ui_view view = ui_view(ui);
	int private_view = view == UI_VIEW_TURN;

	ui_layout_compute(&l, LINES, COLS);
	if (l.kind == UI_LAYOUT_SMALL) {
		ui_dialog_too_small(ui);
		return;
	}
	ui_board_draw(ui, &l, private_view);
	ui_board_legend(&l);
	ui_sheet_draw(ui, &l, private_view);
	if (private_view)
		ui_rack_draw(ui, &l);
	else
		ui_dialog_box(ui, &l, view);
	ui_foot_draw(ui, &l, view);
	if (ui->mode == UI_MODE_COMMAND && private_view) {
		move(l.play_y, 2 + ui->command_len);
		curs_set(1);
	}
}

/* Keys act on the game only where it can be seen. */
static int
ui_play_key(struct ui *ui, int is_key, wint_t ch)
{
	if (LINES < UI_MIN_LINES || COLS < UI_MIN_COLS)
		return 1;
	if ((is_key && ch == KEY_F(7)) ||
	    ui_key_control(is_key, ch, UI_KEY_CTRL_U) ||
	    (!is_key && (ch == L'u' || ch == L'U') &&
	    (ui_view(ui) == UI_VIEW_DECIDE || ui_view(ui) == UI_VIEW_HANDOVER))) {
		ui_play_undo(ui);
		return 1;
	}
	if (ui_view(ui) == UI_VIEW_TURN && ((is_key && ch == KEY_F(6)) ||
	    (ui_key_control(is_key, ch, UI_KEY_CTRL_W) &&
	    ui->mode == UI_MODE_BOARD))) {
		ui_play_check_word(ui);
		return 1;
	}
	ui_input_key(ui, ui_view(ui), is_key, ch);
	return 1;
}

/*
 * F7 (or u where letters do not lay tiles: a decision, a hand-over): take
 * back the last turn, in casual games (the game refuses it in
 * tournament or timed ones); against the computer also its reply, so the
 * person is to move again with the same rack.
 */
static void
ui_play_undo(struct ui *ui)
{
	enum game_error e;

	if (ui_view(ui) == UI_VIEW_WAIT) {
		ui_message(ui, 1, "%s", _("The computer is thinking: take back "
		    "after its move."));
		return;
	}
	ui_reset_turn(ui);
	if ((e = ui_undo(ui)) != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	ui->n_notice = 0;
	/* Against the computer its reply went back too: say so. */
	ui_message(ui, 0, "%s", ui->humans == 1 ? _("Your last turn and the "
	    "computer's reply are taken back: play again.") :
	    _("The last turn is taken back."));
}

/*
 * F6: check a word, in friendly games only: in a tournament a player may
 * not consult anyone on a word's validity (art. 38).
 */
static void
ui_play_check_word(struct ui *ui)
{
	if (game_settings(ui->game)->laid != GAME_LAID_CASUAL) {
		ui_message(ui, 1, "%s", _("Art. 38: in a tournament game no "
		    "one may be asked whether a word is valid."));
		return;
	}
	if (ui->lexicon == NULL) {
		ui_message(ui, 1, "%s", _("There is no lexicon to check words "
		    "in (see --lexicon)."));
		return;
	}
	ui->word_lines = 0;
	ui_overlay_open(ui, UI_OVERLAY_WORD);
}

/*
 * Time acts on the game (game_tick(): timer warnings and turn ends, art.
 * 30; overtime, art. 32; total time, art. 27), then a blocked game ends
 * (art. 37.1), a computer player acts, the hints' search goes on.
 */
static void
ui_play_tick(struct ui *ui)
{
	if (ui->game == NULL)
		return;
	game_tick(ui->game);
	ui_play_check_blocked(ui);
	ui_play_drive(ui);
	ui_input_hints_work(ui);
}

/* While the hints are being found, keys are looked for without waiting. */
static int
ui_play_busy(const struct ui *ui)
{
	return ui->hint_busy;
}

/* Let a computer player act on its turn or decision. */
static void
ui_play_drive(struct ui *ui)
{
	struct game *g = ui->game;
	struct ui_player *pl;
	int who;

	if (game_phase(g) == GAME_PHASE_TURN)
		who = game_mover(g);
	else if (game_phase(g) == GAME_PHASE_DECIDING)
		who = game_decider(g);
	else
		return;
	pl = &ui->players[who];
	if (pl->driver == NULL || ui->n_notice > 0) {
		ui->thinking = 0;
		return;
	}
	ui->thinking++;
	if (pl->driver->act(pl->driver_state, g, who))
		ui->thinking = 0;
}

/*
 * Art. 37.1: once at the start of each turn, end the game if nobody can
 * place a tile any more (the bot module decides, src/bot.h).  Without
 * a lexicon any tiles may be placed, so nothing is ever blocked.
 */
static void
ui_play_check_blocked(struct ui *ui)
{
	int turn = game_turn_number(ui->game);

	if (game_phase(ui->game) != GAME_PHASE_TURN || ui->blocked_turn == turn)
		return;
	ui->blocked_turn = turn;
	bot_check_blocked(ui->lexicon, ui->game);
}
