/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"
#include "i18n.h"
#include "ui-board.h"
#include "ui-dialog.h"
#include "ui-foot.h"
#include "ui-driver.h"
#include "ui-help.h"
#include "ui-input.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-main.h"
#include "ui-menu.h"
#include "ui-rack.h"
#include "ui-save.h"
#include "ui-sheet.h"
#include "ui-term.h"

/*
 * The loop: about ten times a second it lets time act on the game
 * (game_tick(): timer warnings and turn ends, art. 30; overtime, art. 32;
 * total time, art. 27), lets a computer player act, redraws the screen and
 * waits up to UI_TERM_POLL_MS for a key.  Curses sends only what changed,
 * so redrawing everything each time is cheap and resizes need nothing
 * more.
 */

static void ui_drive(struct ui *ui);
static void ui_check_blocked(struct ui *ui);
static void ui_analysis_open(struct ui *ui);
static void ui_analysis_work(struct ui *ui);
static int ui_analysis_key(struct ui *ui, int is_key, wint_t ch);
static void ui_draw_game(struct ui *ui, const struct ui_layout *l);
static void ui_draw(struct ui *ui);
static int ui_global_key(struct ui *ui, int is_key, wint_t ch);
static void ui_draw_screen_key(struct ui *ui, int is_key, wint_t ch);
static void ui_end_key(struct ui *ui, int is_key, wint_t ch);
static void ui_key(struct ui *ui);
static int ui_text_input(const struct ui *ui);
static int ui_begin(struct ui *ui, char **cause);
static void ui_loop(struct ui *ui);

/* Whether a player is a person at the keyboard. */
int
ui_player_is_human(const struct ui *ui, int player)
{
	return ui->players[player].driver == NULL;
}

/*
 * What the game screen shows.  A person sees the rack only while holding
 * the seat; when the next person to act does not hold it, the hand-over
 * shows only public things until they press Enter.  Deciding on a play
 * shows only public things too, so it needs no hand-over first.
 */
enum ui_view
ui_view(const struct ui *ui)
{
	const struct game *g = ui->game;
	int who;

	if (ui->n_notice > 0)
		return UI_VIEW_NOTICE;
	if (game_phase(g) == GAME_PHASE_DECIDING) {
		who = game_decider(g);
		return ui_player_is_human(ui, who) ? UI_VIEW_DECIDE :
		    UI_VIEW_WAIT;
	}
	who = game_mover(g);
	if (!ui_player_is_human(ui, who))
		return UI_VIEW_WAIT;
	return ui->seat == who ? UI_VIEW_TURN : UI_VIEW_HANDOVER;
}

/* The message line. */
void
ui_message(struct ui *ui, int error, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(ui->message, sizeof ui->message, fmt, ap);
	va_end(ap);
	ui->message_error = error;
}

/* One more line for the notice box. */
void
ui_notice_add(struct ui *ui, const char *fmt, ...)
{
	va_list ap;

	if (ui->n_notice == UI_NOTICE_LINES)
		return;
	va_start(ap, fmt);
	vsnprintf(ui->notice[ui->n_notice], sizeof ui->notice[0], fmt, ap);
	va_end(ap);
	ui->n_notice++;
}

/* A player at the keyboard has now seen everything so far. */
void
ui_take_seat(struct ui *ui, int player)
{
	int n;

	game_sheet(ui->game, &n);
	if (ui->seat != player)
		ui->message[0] = '\0';
	ui->seat = player;
	ui->seen[player] = n;
}

/*
 * Where a turn's cursor starts: H8 on an empty board, else the first square
 * of the last play standing, never where the previous player left it.
 */
void
ui_cursor_home(struct ui *ui)
{
	const struct game_event *sheet;
	int n;

	ui->row = ui->col = BOARD_CENTER;
	if (board_is_empty(game_board(ui->game)))
		return;
	sheet = game_sheet(ui->game, &n);
	while (--n >= 0) {
		const struct game_event *ev = &sheet[n];

		if (ev->kind == GAME_EVENT_PLACE &&
		    ev->verdict != GAME_VERDICT_INVALID &&
		    board_on(ev->move.row, ev->move.col)) {
			ui->row = ev->move.row;
			ui->col = ev->move.col;
			return;
		}
	}
}

/* Start the turn's input afresh (the cursor stays where it was). */
void
ui_reset_turn(struct ui *ui)
{
	ui->mode = UI_MODE_BOARD;
	ui->n_order = 0;
	ui->digraph = TILE_NONE;
	ui->rack_sel = -1;
	memset(ui->marked, 0, sizeof ui->marked);
	if (ui->confirm != UI_CONFIRM_QUIT)
		ui->confirm = UI_CONFIRM_NONE;
	ui->command_len = 0;
	ui->command[0] = L'\0';
}

/* Let a computer player act on its turn or decision. */
static void
ui_drive(struct ui *ui)
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
ui_check_blocked(struct ui *ui)
{
	int turn = game_turn_number(ui->game);

	if (game_phase(ui->game) != GAME_PHASE_TURN || ui->blocked_turn == turn)
		return;
	ui->blocked_turn = turn;
	bot_check_blocked(ui->lexicon, ui->game);
}

/*
 * The end screen's analysis, where the settings allow it: not after a
 * game under the tournament rule (art. 22), as hints are not given in
 * one.  The engine works through it a turn at a time from the main loop.
 */
static void
ui_analysis_open(struct ui *ui)
{
	struct ui_engine *e;

	if (game_settings(ui->game)->laid == GAME_LAID_TOURNAMENT) {
		ui_message(ui, 1, "%s", _("No analysis after a tournament "
		    "game."));
		return;
	}
	if ((e = ui_engine(ui)) == NULL) {
		ui_message(ui, 1, "%s", _("No analysis: the lexicon cannot be "
		    "opened."));
		return;
	}
	if (!ui->analysis_begun) {
		if (ui_engine_analysis_begin(e, ui->game) != 0) {
			ui_message(ui, 1, "%s", _("Out of memory."));
			return;
		}
		ui->analysis_begun = 1;
	}
	ui->analysis = 1;
	ui->analysis_top = 0;
}

/* Analyse turns for a moment (a turn takes milliseconds). */
static void
ui_analysis_work(struct ui *ui)
{
	struct clock_source mono = clock_source_monotonic();
	int64_t start = mono.now_ms(mono.ctx);

	while (ui->analysis_begun == 1) {
		if (!ui_engine_analysis_step(ui->engine))
			ui->analysis_begun = 2;		/* done */
		else if (mono.now_ms(mono.ctx) - start >= UI_TERM_POLL_MS / 2)
			break;
	}
}

/* Keys on the analysis screen; 0 for those that work everywhere. */
static int
ui_analysis_key(struct ui *ui, int is_key, wint_t ch)
{
	int page = LINES - 6 > 1 ? LINES - 6 : 1;

	if (is_key) {
		if (ch == KEY_F(1) || ch == KEY_F(10) || ch == KEY_RESIZE)
			return 0;
		if (ch == KEY_UP || ch == KEY_DOWN)
			ui->analysis_top += ch == KEY_UP ? -1 : 1;
		else if (ch == KEY_PPAGE || ch == KEY_NPAGE)
			ui->analysis_top += ch == KEY_PPAGE ? -page : page;
		else if (ch == KEY_HOME)
			ui->analysis_top = 0;
		else if (ch == KEY_END)
			ui->analysis_top = GAME_SHEET_MAX;
		else if (ch == KEY_ENTER)
			ui->analysis = 0;
		return 1;
	}
	if (ch == L'?' || ch == UI_KEY_CTRL_C || ch == UI_KEY_CTRL_L ||
	    ch == UI_KEY_CTRL_Q)
		return 0;
	if (ch == UI_KEY_ESCAPE || ch == L'q' || ch == L'a' ||
	    ui_key_enter(is_key, ch))
		ui->analysis = 0;
	return 1;
}

/* The game screen: board, panel, and the rack or a box below. */
static void
ui_draw_game(struct ui *ui, const struct ui_layout *l)
{
	enum ui_view view = ui_view(ui);
	int private_view = view == UI_VIEW_TURN;

	if (ui->screen == UI_SCREEN_END) {
		if (ui->end_board)
			ui_board_draw(ui, l, 0);
		else
			ui_dialog_end(ui, l);
		ui_sheet_draw(ui, l, 0);
		ui_foot_draw(ui, l, view);
		return;
	}
	ui_board_draw(ui, l, private_view);
	ui_board_legend(l);
	ui_sheet_draw(ui, l, private_view);
	if (private_view)
		ui_rack_draw(ui, l);
	else
		ui_dialog_box(ui, l, view);
	ui_foot_draw(ui, l, view);
}

/* Draw whatever screen is up. */
static void
ui_draw(struct ui *ui)
{
	struct ui_layout l;

	erase();
	curs_set(0);
	if (ui->help) {
		ui_help_draw(&ui->help_top);
	} else if (ui->analysis) {
		ui_help_analysis(ui);
	} else if (ui->screen == UI_SCREEN_MENU) {
		ui_menu_draw(ui);
	} else if (ui->screen == UI_SCREEN_DRAW) {
		ui_dialog_draw_screen(ui);
	} else {
		ui_layout_compute(&l, LINES, COLS);
		if (l.kind == UI_LAYOUT_SMALL)
			ui_dialog_too_small(ui);
		else
			ui_draw_game(ui, &l);
		if (l.kind != UI_LAYOUT_SMALL && ui->mode == UI_MODE_COMMAND &&
		    ui_view(ui) == UI_VIEW_TURN) {
			move(l.play_y, 2 + ui->command_len);
			curs_set(1);
		}
	}
	refresh();
}

/* Whether keys now type text (so '?' is a character, not help). */
static int
ui_text_input(const struct ui *ui)
{
	if (ui->screen != UI_SCREEN_PLAY || ui_view(ui) != UI_VIEW_TURN)
		return 0;
	return ui->mode == UI_MODE_COMMAND || ui->mode == UI_MODE_EXCHANGE;
}

/* Keys that work everywhere; 1 when the key was one. */
static int
ui_global_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui->help) {
		if (is_key && (ch == KEY_NPAGE || ch == KEY_PPAGE)) {
			ui->help_top += ch == KEY_NPAGE ? LINES - 4 : 4 - LINES;
			if (ui->help_top < 0)
				ui->help_top = 0;
		} else {
			ui->help = 0;
		}
		return 1;
	}
	if (ui_key_control(is_key, ch, UI_KEY_CTRL_C)) {	/* save and go */
		ui_autosave(ui);
		ui->quit_signal = SIGINT;
		ui->screen = UI_SCREEN_QUIT;
	} else if ((is_key && ch == KEY_F(10)) || ui_key_control(is_key, ch, UI_KEY_CTRL_Q)) {
		if (ui->screen != UI_SCREEN_PLAY) {
			ui->screen = UI_SCREEN_QUIT;
			return 1;
		}
		ui->confirm = UI_CONFIRM_QUIT;
		ui_message(ui, 0, "%s", ui_save_available() ?
		    _("Quit? The game is saved and can be resumed. (y/n)") :
		    _("Quit? This game cannot be saved yet. (y/n)"));
	} else if (ui->confirm == UI_CONFIRM_QUIT && !is_key) {
		ui_prompt_confirm_key(ui, ch);
	} else if ((is_key && ch == KEY_F(1)) || (!is_key && ch == L'?' &&
	    !ui_text_input(ui) && ui->screen != UI_SCREEN_MENU)) {
		ui->help = 1;
		ui->help_top = 0;
	} else if (ui_key_control(is_key, ch, UI_KEY_CTRL_L)) {
		clearok(curscr, TRUE);
	} else if (is_key && (ch == KEY_PPAGE || ch == KEY_NPAGE)) {
		ui->sheet_scroll += ch == KEY_PPAGE ? 5 : -5;
		if (ui->sheet_scroll < 0)
			ui->sheet_scroll = 0;
	} else if ((is_key && ch == KEY_F(4)) || ui_key_control(is_key, ch, UI_KEY_CTRL_T)) {
		ui->show_tracker = !ui->show_tracker;
	} else {
		return is_key && ch == KEY_RESIZE;
	}
	return 1;
}

/* The opening draw: Enter starts the first turn (art. 4, 6). */
static void
ui_draw_screen_key(struct ui *ui, int is_key, wint_t ch)
{
	int first = game_draw(ui->game)->first;

	if (!ui_key_enter(is_key, ch) && !(!is_key && ch == L' '))
		return;
	ui->screen = UI_SCREEN_PLAY;
	if (ui_player_is_human(ui, first))
		ui_take_seat(ui, first);
	game_start(ui->game);
}

/* The end screen's keys. */
static void
ui_end_key(struct ui *ui, int is_key, wint_t ch)
{
	if (is_key) {
		if (ch == KEY_ENTER)
			ui->screen = UI_SCREEN_QUIT;
		return;
	}
	if (ui_key_enter(is_key, ch) || ch == L'q' || ch == UI_KEY_ESCAPE) {
		ui->screen = UI_SCREEN_QUIT;
	} else if (ch == L'n') {
		ui_end_game(ui);
		ui->message[0] = '\0';
		ui->screen = UI_SCREEN_MENU;
	} else if (ch == L'b') {
		ui->end_board = !ui->end_board;
	} else if (ch == L'a') {
		ui_analysis_open(ui);
	}
}

/* Wait for a key and act on it. */
static void
ui_key(struct ui *ui)
{
	wint_t ch;
	int r = get_wch(&ch), is_key = r == KEY_CODE_YES;

	if (r == ERR)
		return;
	if (ui->analysis && !ui->help && ui_analysis_key(ui, is_key, ch))
		return;
	if (ui_global_key(ui, is_key, ch))
		return;
	switch (ui->screen) {
	case UI_SCREEN_MENU:
		ui_menu_key(ui, is_key, ch);
		break;
	case UI_SCREEN_DRAW:
		ui_draw_screen_key(ui, is_key, ch);
		break;
	case UI_SCREEN_PLAY:
		if (LINES >= UI_MIN_LINES && COLS >= UI_MIN_COLS)
			ui_input_key(ui, ui_view(ui), is_key, ch);
		break;
	case UI_SCREEN_END:
		ui_end_key(ui, is_key, ch);
		break;
	case UI_SCREEN_QUIT:
		break;
	}
}

/* The first screen: the menu, a resumed game or a new one; 0 or -1. */
static int
ui_begin(struct ui *ui, char **cause)
{
	ui->seat = -1;
	ui->rack_sel = -1;
	ui->clock.speed = ui->opt.clock_speed;
	rng_seed(&ui->shuffle, (uint64_t)time(NULL));
	if (ui->opt.resume)
		return ui_save_resume(ui, cause);
	if (ui->opt.show_menu) {
		ui->screen = UI_SCREEN_MENU;
		return 0;
	}
	ui->screen = UI_SCREEN_DRAW;
	return ui_new_game(ui, cause);
}

/* Poll, draw and read keys until quit or a signal (saved then). */
static void
ui_loop(struct ui *ui)
{
	while (ui->screen != UI_SCREEN_QUIT && ui_term_stop_signal() == 0) {
		if (ui->game != NULL && ui->screen == UI_SCREEN_PLAY) {
			game_tick(ui->game);
			ui_check_blocked(ui);
			ui_drive(ui);
		}
		if (ui->analysis)
			ui_analysis_work(ui);
		ui_input_hints_work(ui);
		ui_draw(ui);
		/* While the engine works, look for keys without waiting. */
		timeout((ui->analysis && ui->analysis_begun == 1) ||
		    ui->hint_busy ? 0 : UI_TERM_POLL_MS);
		ui_key(ui);
	}
	if (ui_term_stop_signal() != 0) {
		ui_autosave(ui);
		ui->quit_signal = ui_term_stop_signal();
	}
}

/* Set up, loop until quit, tear down. */
int
ui_run(const struct ui_options *opt)
{
	struct ui *ui = calloc(1, sizeof *ui);
	char *cause = NULL;
	int status = 0;

	if (ui == NULL)
		return 1;
	ui->opt = *opt;
	if (ui_begin(ui, &cause) == 0 && ui_term_check(&cause) == 0 &&
	    ui_term_start(opt->colour) != 0)
		cause = strdup(_("the game needs a terminal"));
	if (cause == NULL)
		ui_loop(ui);
	if (ui->quit_signal != 0)
		status = 128 + ui->quit_signal;
	ui_term_end();
	ui_save_report(ui);
	if (cause != NULL) {
		fprintf(stderr, "%s: %s\n", PACKAGE, cause);
		status = 1;
	}
	free(cause);
	ui_end_game(ui);
	lexicon_free(ui->lexicon);
	free(ui);
	return status;
}
