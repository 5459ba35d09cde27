/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "bot.h"
#include "i18n.h"
#include "ui-keys.h"
#include "ui-screen.h"
#include "ui-term.h"
#include "ui-turns.h"

/*
 * The analysis overlay, opened by the end screen's 'a': the engine goes
 * through the game a turn at a time from the loop's tick, so the screen
 * fills as it works and keys still answer.
 */

static const char *ui_analysis_name(const struct ui *ui, int player);
static void ui_analysis_line(const struct ui *ui,
    const struct bot_review_turn *t, int y, int w);
static void ui_analysis_foot(struct ui *ui, int n, int total);
static void ui_analysis_draw(struct ui *ui);
static int ui_analysis_key(struct ui *ui, int is_key, wint_t ch);
static void ui_analysis_tick(struct ui *ui);
static int ui_analysis_busy(const struct ui *ui);

const struct ui_screen_mode ui_analysis_screen = {
	.draw = ui_analysis_draw,
	.key = ui_analysis_key,
	.tick = ui_analysis_tick,
	.busy = ui_analysis_busy,
};

/* A player's name as the record under analysis has it (a review of a
 * file has no game). */
static const char *
ui_analysis_name(const struct ui *ui, int player)
{
	return ui_turns_player(coach_analysis_record(ui->coach), player);
}

/* One analysed turn: who, the move played, the best one, what it cost. */
static void
ui_analysis_line(const struct ui *ui, const struct bot_review_turn *t,
    int y, int w)
{
	char move[BOT_REVIEW_TEXT + 32];

	mvprintw(y, 0, "%3d", t->turn);
	ui_term_put(y, 4, 10, ui_analysis_name(ui, t->player));
	ui_term_put(y, 15, w, ui_turns_move(t->played, move, sizeof move));
	if (t->status == BOT_REVIEW_NO_RACK) {
		ui_term_put(y, 21 + w, COLS - 22 - w, _("(rack unknown: not "
		    "analysed)"));
		return;
	}
	if (t->status == BOT_REVIEW_NOT_LEGAL) {
		ui_term_put(y, 21 + w, COLS - 22 - w, _("(not a legal move "
		    "here: not analysed)"));
		return;
	}
	mvprintw(y, 16 + w, "%4d", t->played_score);
	ui_term_put(y, 21 + w, w, ui_turns_move(t->best, move, sizeof move));
	mvprintw(y, 22 + 2 * w, "%4d", t->best_score);
	if (t->loss >= 0.05f)
		attrset(ui_term_attr(t->loss >= 10 ? UI_A_ERROR : UI_A_MOVER));
	mvprintw(y, 27 + 2 * w, "%6.1f", (double)t->loss);
	attrset(A_NORMAL);
}

/* The foot: progress, or each player's equity lost; then the keys. */
static void
ui_analysis_foot(struct ui *ui, int n, int total)
{
	attrset(ui_term_attr(UI_A_MOVER));
	if (ui->analysis_begun == 1)
		ui_term_printf(LINES - 2, 1, COLS - 2, _("Analysing turn %d of "
		    "%d..."), n + 1 > total ? total : n + 1, total);
	else
		ui_term_printf(LINES - 2, 1, COLS - 2, _("Equity lost: %s %.1f, "
		    "%s %.1f."), ui_analysis_name(ui, 0),
		    (double)coach_analysis_lost(ui->coach, 0),
		    ui_analysis_name(ui, 1),
		    (double)coach_analysis_lost(ui->coach, 1));
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(LINES - 1, 1, COLS - 2, _("Up/Down PgUp/PgDn: scroll   "
	    "Esc or q: back to the end of the game"));
	attrset(A_NORMAL);
}

/*
 * The analysis of the game (the end screen's 'a'): every turn analysed
 * so far, the move played and the best one the expert level finds, with
 * their scores and the points of equity lost, scrolled from its top.
 */
static void
ui_analysis_draw(struct ui *ui)
{
	const struct bot_review_turn *turns;
	int n, total, h = LINES - 5, w = (COLS - 34) / 2;

	turns = coach_analysis_turns(ui->coach, &n, &total);
	if (w > 30)
		w = 30;
	if (ui->analysis_top > n - h)
		ui->analysis_top = n - h;
	if (ui->analysis_top < 0)
		ui->analysis_top = 0;
	erase();
	ui_term_title(0, 0, COLS, _("Analysis: the best move the expert "
	    "level finds each turn"));
	attrset(ui_term_attr(UI_A_LABEL));
	ui_term_printf(1, 0, 4, "%3s", "#");
	ui_term_put(1, 4, 10, _("who"));
	ui_term_put(1, 15, w, _("played"));
	ui_term_printf(1, 16 + w, 5, "%4s", _("pts"));
	ui_term_put(1, 21 + w, w, _("best"));
	ui_term_printf(1, 22 + 2 * w, 5, "%4s", _("pts"));
	ui_term_printf(1, 27 + 2 * w, 7, "%6s", _("lost"));
	attrset(A_NORMAL);
	for (int i = ui->analysis_top; i < n && i - ui->analysis_top < h; i++)
		ui_analysis_line(ui, &turns[i], 2 + i - ui->analysis_top,
		    w);
	ui_analysis_foot(ui, n, total);
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
			ui_overlay_close(ui);
		return 1;
	}
	if (ch == L'?' || ch == UI_KEY_CTRL_C || ch == UI_KEY_CTRL_L ||
	    ch == UI_KEY_CTRL_Q)
		return 0;
	if (ch == UI_KEY_ESCAPE || ch == L'q' || ch == L'a' ||
	    ui_key_enter(is_key, ch))
		ui_overlay_close(ui);
	return 1;
}

/*
 * Begin the analysis when first opened, then analyse turns for a moment
 * each tick (a turn takes milliseconds).
 */
static void
ui_analysis_tick(struct ui *ui)
{
	if (ui->analysis_begun == 0) {
		if (coach_analysis_begin(ui->coach, ui->game) != 0) {
			ui_message(ui, 1, "%s", _("No analysis: the game cannot "
			    "be written as a record."));
			ui_overlay_close(ui);
			return;
		}
		ui->analysis_begun = 1;
		ui->analysis_top = 0;
	}
	ui_analysis_work(ui);
}

/* While turns are left to analyse, keys are looked for without waiting. */
static int
ui_analysis_busy(const struct ui *ui)
{
	return ui->analysis_begun == 1;
}
