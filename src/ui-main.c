/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "catalogue.h"
#include "i18n.h"
#include "ui-keys.h"
#include "ui-main.h"
#include "ui-hooks.h"
#include "ui-input.h"
#include "ui-save.h"
#include "ui-screen.h"
#include "ui-term.h"
#include "xmalloc.h"

/*
 * The loop: about ten times a second it lets the screen up act (the
 * game's time, a computer's move, the engine's work: each mode's tick),
 * redraws it and waits up to UI_TERM_POLL_MS for a key.  Curses sends only
 * what changed, so redrawing everything each time is cheap and resizes
 * need nothing more.  Which screen is up is ui->screen and the overlays
 * over it (src/ui-state.h); what each does is its mode (src/ui-screen.h).
 */

static const struct ui_screen_mode *ui_screen_mode(const struct ui *ui);
static const struct ui_screen_mode *ui_top_mode(const struct ui *ui);
static void ui_tick(struct ui *ui);
static int ui_busy(const struct ui *ui);
static void ui_draw(struct ui *ui);
static int ui_text_input(const struct ui *ui);
static void ui_quit_key(struct ui *ui);
static int ui_global_key(struct ui *ui, int is_key, wint_t ch);
static void ui_key(struct ui *ui);
static int ui_begin(struct ui *ui, char **cause);
static void ui_loop(struct ui *ui);
static void ui_out_of_memory(size_t size);

/* Each screen's mode, by enum ui_screen (none for UI_SCREEN_QUIT). */
static const struct ui_screen_mode *const ui_screens[] = {
	[UI_SCREEN_MENU] = &ui_menu_screen,
	[UI_SCREEN_DRAW] = &ui_opening_screen,
	[UI_SCREEN_PLAY] = &ui_play_screen,
	[UI_SCREEN_END] = &ui_end_screen,
	[UI_SCREEN_REVIEW] = &ui_review_screen,
	[UI_SCREEN_QUIT] = NULL,
	[UI_SCREEN_PRACTICE] = &ui_practice_screen,
};

/* Each overlay's mode, by enum ui_overlay. */
static const struct ui_screen_mode *const ui_overlays[UI_OVERLAY_COUNT] = {
	[UI_OVERLAY_HELP] = &ui_help_screen,
	[UI_OVERLAY_ANALYSIS] = &ui_analysis_screen,
	[UI_OVERLAY_WORD] = &ui_word_screen,
	[UI_OVERLAY_QUIT] = &ui_quit_screen,
	[UI_OVERLAY_STATS] = &ui_stats_screen,
};

/* The mode of the screen up, under any overlay. */
static const struct ui_screen_mode *
ui_screen_mode(const struct ui *ui)
{
	return ui_screens[ui->screen];
}

/* The mode on top: the last overlay opened, else the screen's. */
static const struct ui_screen_mode *
ui_top_mode(const struct ui *ui)
{
	if (ui->n_overlays > 0)
		return ui_overlays[ui->overlays[ui->n_overlays - 1]];
	return ui_screen_mode(ui);
}

/*
 * The screen goes on under its overlays (the game's clock runs behind the
 * help, art. 31), and the topmost overlay works too.
 */
static void
ui_tick(struct ui *ui)
{
	const struct ui_screen_mode *base = ui_screen_mode(ui);
	const struct ui_screen_mode *top = ui_top_mode(ui);

	if (base->tick != NULL)
		base->tick(ui);
	if (top != base && top->tick != NULL && ui_top_mode(ui) == top)
		top->tick(ui);
}

/* Whether the screen or its overlay has work under way. */
static int
ui_busy(const struct ui *ui)
{
	const struct ui_screen_mode *base = ui_screen_mode(ui);
	const struct ui_screen_mode *top = ui_top_mode(ui);

	return (base->busy != NULL && base->busy(ui)) ||
	    (top->busy != NULL && top->busy(ui));
}

/*
 * Draw the topmost mode; an overlay in a box over what is below it, so
 * from the highest full-screen mode up.
 */
static void
ui_draw(struct ui *ui)
{
	int from = ui->n_overlays;

	erase();
	curs_set(0);
	while (from > 0 && ui_overlays[ui->overlays[from - 1]]->boxed)
		from--;
	if (from == 0)
		ui_screen_mode(ui)->draw(ui);
	for (int i = from > 0 ? from - 1 : 0; i < ui->n_overlays; i++)
		ui_overlays[ui->overlays[i]]->draw(ui);
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

/* F10 or Ctrl-Q: during a game ask first, elsewhere quit at once. */
static void
ui_quit_key(struct ui *ui)
{
	if (ui->screen != UI_SCREEN_PLAY) {
		ui_screen_set(ui, UI_SCREEN_QUIT);
		return;
	}
	ui_autosave(ui);	/* say what is true now, not at the last event */
	ui_overlay_open(ui, UI_OVERLAY_QUIT);
}

/* Keys that work everywhere; 1 when the key was one. */
static int
ui_global_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui_key_control(is_key, ch, UI_KEY_CTRL_C)) {	/* save and go */
		ui_autosave(ui);
		ui->quit_signal = SIGINT;
		ui_screen_set(ui, UI_SCREEN_QUIT);
	} else if ((is_key && ch == KEY_F(10)) ||
	    ui_key_control(is_key, ch, UI_KEY_CTRL_Q)) {
		ui_quit_key(ui);
	} else if ((is_key && ch == KEY_F(1)) || (!is_key && ch == L'?' &&
	    !ui_text_input(ui) && ui->screen != UI_SCREEN_MENU)) {
		ui_overlay_open(ui, UI_OVERLAY_HELP);
	} else if (ui_key_control(is_key, ch, UI_KEY_CTRL_L)) {
		clearok(curscr, TRUE);
	} else if (is_key && (ch == KEY_PPAGE || ch == KEY_NPAGE)) {
		ui->sheet_scroll += ch == KEY_PPAGE ? 5 : -5;
		if (ui->sheet_scroll < 0)
			ui->sheet_scroll = 0;
	} else if ((is_key && ch == KEY_F(4)) ||
	    ui_key_control(is_key, ch, UI_KEY_CTRL_T)) {
		ui->show_tracker = !ui->show_tracker;
	} else {
		return is_key && ch == KEY_RESIZE;
	}
	return 1;
}

/*
 * Wait for a key and act on it: an overlay has it first, then the keys
 * that work everywhere, then the screen.
 */
static void
ui_key(struct ui *ui)
{
	wint_t ch;
	int r = get_wch(&ch), is_key = r == KEY_CODE_YES;

	if (r == ERR)
		return;
	if (ui->n_overlays > 0 && ui_top_mode(ui)->key(ui, is_key, ch))
		return;
	if (ui_global_key(ui, is_key, ch) || ui->screen == UI_SCREEN_QUIT)
		return;
	ui_screen_mode(ui)->key(ui, is_key, ch);
}

/* The first screen: the menu, a resumed game or a new one; 0 or -1. */
static int
ui_begin(struct ui *ui, char **cause)
{
	ui->seat = -1;
	ui->rack_sel = -1;
	ui->saved_turn = -1;
	ui->clock.speed = ui->opt.clock_speed;
	rng_seed(&ui->shuffle, (uint64_t)time(NULL));
	if (ui->opt.review != NULL) {
		ui->review_back = UI_SCREEN_QUIT;
		ui_screen_set(ui, UI_SCREEN_REVIEW);
		return ui_open_lexicon(ui, cause);
	}
	if (ui->opt.resume)
		return ui_save_resume(ui, cause);
	if (ui->opt.practice) {
		ui_screen_set(ui, UI_SCREEN_PRACTICE);
		return 0;
	}
	if (ui->opt.show_menu) {
		ui_screen_set(ui, UI_SCREEN_MENU);
		return 0;
	}
	ui_screen_set(ui, UI_SCREEN_DRAW);
	return ui_new_game(ui, cause);
}

/* Poll, draw and read keys until quit or a signal (saved then). */
static void
ui_loop(struct ui *ui)
{
	while (ui->screen != UI_SCREEN_QUIT && ui_term_stop_signal() == 0) {
		ui_tick(ui);
		if (ui->screen == UI_SCREEN_QUIT)
			break;
		ui_draw(ui);
		/* While work is under way, look for keys without waiting. */
		timeout(ui_busy(ui) ? 0 : UI_TERM_POLL_MS);
		ui_key(ui);
	}
	if (ui_term_stop_signal() != 0) {
		ui_autosave(ui);
		ui->quit_signal = ui_term_stop_signal();
	}
}

/* The game the fatal hook saves, and the hook it hands over to. */
static struct ui *ui_fatal_ui;
static xmalloc_fatal_fn ui_fatal_next;

/*
 * No memory left (src/xmalloc.h): give the terminal back, try a last
 * autosave and say where the game is, then let the program's hook say
 * why and stop.  An allocation that fails again while saving comes back
 * here: the save made before is the one told.
 */
static void
ui_out_of_memory(size_t size)
{
	static int saving;
	struct ui *ui = ui_fatal_ui;

	if (ui != NULL && !saving) {
		saving = 1;
		ui_term_end();
		ui_autosave(ui);
	}
	if (ui != NULL) {
		ui_fatal_ui = NULL;
		ui_save_report(ui);
	}
	ui_fatal_next(size);
}

/* Set up, loop until quit, tear down. */
int
ui_run(const struct ui_options *opt)
{
	struct ui *ui = xcalloc(1, sizeof *ui);
	char *cause = NULL;
	int status = 0;

	ui_fatal_ui = ui;
	ui_fatal_next = xmalloc_set_fatal(ui_out_of_memory);
	ui->opt = *opt;
	ui->callbacks = ui_hooks();
	if (ui_begin(ui, &cause) == 0 && ui_term_check(&cause) == 0 &&
	    ui_term_start(opt->colour) != 0)
		cause = xstrdup(_("the game needs a terminal"));
	if (cause == NULL && catalogue_warning() != NULL)
		ui_message(ui, 1, "%s", catalogue_warning());
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
	gcg_record_free(ui->opt.review);	/* never handed to the engine */
	lexicon_free(ui->lexicon);
	xmalloc_set_fatal(ui_fatal_next);
	ui_fatal_ui = NULL;
	free(ui);
	return status;
}
