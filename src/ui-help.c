/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "i18n.h"
#include "ui-help.h"
#include "ui-input.h"
#include "ui-term.h"

/* A line of the help screen: keys and what they do (NULL keys: a title). */
struct ui_help_line {
	const char *keys;
	const char *what;
};

static int ui_help_line_height(const struct ui_help_line *h);
static int ui_help_last_top(int room);
static void ui_help_turn(const struct ui *ui, const char **one,
    const char **two);
static void ui_help_analysis_line(const struct ui *ui,
    const struct bot_review_turn *t, int y, int w);
static void ui_help_analysis_foot(struct ui *ui, int n, int total);

static const struct ui_help_line ui_help_lines[] = {
	{ NULL, N_("During your turn") },
	{ N_("arrows"), N_("move the cursor") },
	{ N_("letters"), N_("lay a tile on the cursor and move on") },
	{ "ch ll rr", N_("lay the CH, LL or RR tile when the rack holds it") },
	{ N_("ñ or ~"), N_("lay the Ñ") },
	{ "*", N_("lay a blank and say its letter; on a laid blank: change "
	    "it") },
	{ N_("Space, Tab"), N_("write across or down") },
	{ N_("Shift+arrows"), N_("move the laid tile under the cursor (art. "
	    "21)") },
	{ N_("Backspace"), N_("take the last tile back (casual games)") },
	{ "Esc", N_("take every laid tile back (tournament: the turn is "
	    "lost, art. 23)") },
	{ N_("Enter"), N_("submit the play") },
	{ N_(": or /"), N_("type a move: 8H CASA across, H8 CASA down, -AEI "
	    "exchange, - pass") },
	{ "-", N_("choose tiles to exchange (none: pass)") },
	{ N_("= or F2"), N_("shuffle the rack") },
	{ N_("+ or F3"), N_("sort the rack") },
	{ N_("1-7, < >"), N_("pick a rack tile, move it left or right") },
	{ N_("F5 or !"), N_("hints: the best moves for your rack (untimed "
	    "casual games)") },
	{ N_("Up, Down"), N_("with hints shown: choose one; Enter lays it") },
	{ N_("PgUp, PgDn"), N_("scroll the score sheet") },
	{ N_("F4, Ctrl-T"), N_("unseen tiles instead of the sheet (small "
	    "screens)") },
	{ "Ctrl-L", N_("redraw the screen") },
	{ NULL, N_("Between turns") },
	{ N_("Enter"), N_("on the hand-over screen: the player named takes the "
	    "keyboard") },
	{ "a", N_("accept the opponent's play (art. 33)") },
	{ N_("c or i"), N_("challenge it: the lexicon judges (art. 34)") },
	{ NULL, N_("When the game is over") },
	{ "b", N_("the board or the final scores") },
	{ "a", N_("the analysis: each turn's best move, the equity lost") },
	{ "n", N_("a new game") },
	{ N_("Enter, q"), N_("leave") },
	{ NULL, N_("Anywhere") },
	{ N_("? or F1"), N_("this help") },
	{ N_("F10, Ctrl-Q"), N_("quit (the game is saved when it can be)") },
	{ "Ctrl-C", N_("save and quit at once") },
	{ NULL, N_("In the start menu") },
	{ N_("up, down"), N_("choose a setting") },
	{ N_("left, right"), N_("change it; type to edit names and paths") },
	{ N_("Enter"), N_("start the game (or the highlighted action)") },
	{ N_("Home, End"), N_("the start or end of a name or path") },
	{ "d", N_("on a saved game: delete it, after asking") },
};

#define UI_HELP_N (int)(sizeof ui_help_lines / sizeof ui_help_lines[0])

/* Screen lines a help line takes, its text wrapped beside the keys. */
static int
ui_help_line_height(const struct ui_help_line *h)
{
	int n;

	if (h->keys == NULL)
		n = ui_term_wrap_lines(COLS - 2, _(h->what));
	else
		n = ui_term_wrap_lines(COLS - 19, _(h->what));
	return n > 0 ? n : 1;
}

/* The last first line that still fills the screen down to its foot. */
static int
ui_help_last_top(int room)
{
	int top = UI_HELP_N, used = 0;

	while (top > 0 && used + ui_help_line_height(&ui_help_lines[top -
	    1]) <= room)
		used += ui_help_line_height(&ui_help_lines[--top]);
	return top;
}

/* The help screen from line *top, kept within the lines there are. */
void
ui_help_draw(int *top)
{
	int y = 2, last = ui_help_last_top(LINES - 2);

	if (*top > last)
		*top = last;
	if (*top < 0)
		*top = 0;
	erase();
	ui_term_title(0, 0, COLS, _("fichas: keys (PgUp/PgDn to scroll, "
	    "any other key to go back)"));
	for (int i = *top; i < UI_HELP_N && y < LINES; i++) {
		const struct ui_help_line *h = &ui_help_lines[i];

		if (h->keys == NULL) {
			attrset(ui_term_attr(UI_A_MOVER));
			y += ui_term_wrap(y, 1, COLS - 2, LINES - y, _(h->what));
			attrset(A_NORMAL);
			continue;
		}
		attrset(ui_term_attr(UI_A_KEY));
		ui_term_put(y, 3, 14, _(h->keys));
		attrset(A_NORMAL);
		y += ui_term_wrap(y, 18, COLS - 19, LINES - y, _(h->what));
	}
}

/* Hints for laying tiles, in two lines. */
static void
ui_help_turn(const struct ui *ui, const char **one, const char **two)
{
	switch (ui->mode) {
	case UI_MODE_COMMAND:
		*one = _("Enter: play it   Esc: cancel");
		*two = _("8H CASA across, H8 CASA down, -AEI exchange, - pass; "
		    "lower case CAsA: a blank");
		break;
	case UI_MODE_EXCHANGE:
	case UI_MODE_BLANK:
	case UI_MODE_CONFIRM:
		*one = _("Esc: cancel");
		*two = "";
		break;
	default:
		*one = ui_input_hints_choosing(ui) ?
		    _("Up/Down choose a hint  Enter lay it, Enter again plays "
		    "it  Esc hide") :
		    _("Enter play  Bksp back  Esc clear  Tab direction  "
		    "* blank  : move  - exchange");
		*two = ui_input_hints_allowed(ui) ?
		    _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
		    "F5 hints  ? help  F10 quit") :
		    _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
		    "F4 tracker  ? help  F10 quit");
		break;
	}
}

/*
 * The key hints for what the screen shows now, items two spaces apart
 * (the foot flows them into the lines it has, src/ui-foot.c).
 */
void
ui_help_keys(const struct ui *ui, enum ui_view view, char *buf, size_t size)
{
	const char *one = "", *two = _("? help   F10 quit");

	if (ui->screen == UI_SCREEN_END) {
		/* No analysis after a tournament game: not offered either. */
		snprintf(buf, size, "%s", game_settings(ui->game)->laid ==
		    GAME_LAID_TOURNAMENT ? _("Enter/q leave  n new game  "
		    "b board/scores  PgUp/PgDn sheet") : _("Enter/q leave  "
		    "n new game  b board/scores  a analysis  PgUp/PgDn sheet"));
		return;
	}
	switch (view) {
	case UI_VIEW_TURN:
		ui_help_turn(ui, &one, &two);
		break;
	case UI_VIEW_HANDOVER:
		one = _("Enter: show the rack (only the player named above "
		    "should look)");
		break;
	case UI_VIEW_DECIDE:
		one = _("a: accept   c: challenge");
		break;
	case UI_VIEW_NOTICE:
		one = _("Enter: go on");
		break;
	case UI_VIEW_WAIT:
		one = _("The computer is thinking...");
		break;
	}
	snprintf(buf, size, "%s%s%s", one, *one != '\0' && *two != '\0' ?
	    "  " : "", two);
}

/* One analysed turn: who, the move played, the best one, what it cost. */
static void
ui_help_analysis_line(const struct ui *ui, const struct bot_review_turn *t,
    int y, int w)
{
	mvprintw(y, 0, "%3d", t->turn);
	ui_term_put(y, 4, 10, game_name(ui->game, t->player));
	ui_term_put(y, 15, w, t->played);
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
	ui_term_put(y, 21 + w, w, t->best);
	mvprintw(y, 22 + 2 * w, "%4d", t->best_score);
	if (t->loss >= 0.05f)
		attrset(ui_term_attr(t->loss >= 10 ? UI_A_ERROR : UI_A_MOVER));
	mvprintw(y, 27 + 2 * w, "%6.1f", (double)t->loss);
	attrset(A_NORMAL);
}

/* The foot: progress, or each player's equity lost; then the keys. */
static void
ui_help_analysis_foot(struct ui *ui, int n, int total)
{
	attrset(ui_term_attr(UI_A_MOVER));
	if (ui->analysis_begun == 1)
		ui_term_printf(LINES - 2, 1, COLS - 2, _("Analysing turn %d of "
		    "%d..."), n + 1 > total ? total : n + 1, total);
	else
		ui_term_printf(LINES - 2, 1, COLS - 2, _("Equity lost: %s %.1f, "
		    "%s %.1f."), game_name(ui->game, 0),
		    (double)ui_engine_analysis_lost(ui->engine, 0),
		    game_name(ui->game, 1),
		    (double)ui_engine_analysis_lost(ui->engine, 1));
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(LINES - 1, 1, COLS - 2, _("Up/Down PgUp/PgDn: scroll   "
	    "Esc or q: back to the end of the game"));
	attrset(A_NORMAL);
}

/*
 * The analysis of the game (the end screen's 'a'): every turn analysed
 * so far, the move played and the best one the expert level finds, with
 * their scores and the points of equity lost, scrolled from *top.
 */
void
ui_help_analysis(struct ui *ui)
{
	const struct bot_review_turn *turns;
	int n, total, h = LINES - 5, w = (COLS - 34) / 2;

	turns = ui_engine_analysis_turns(ui->engine, &n, &total);
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
		ui_help_analysis_line(ui, &turns[i], 2 + i - ui->analysis_top,
		    w);
	ui_help_analysis_foot(ui, n, total);
}
