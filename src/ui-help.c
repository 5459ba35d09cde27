/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "i18n.h"
#include "ui-help.h"
#include "ui-term.h"

/* A line of the help screen: keys and what they do (NULL keys: a title). */
struct ui_help_line {
	const char *keys;
	const char *what;
};

static void ui_help_turn(const struct ui *ui, const char **one,
    const char **two);

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
	{ "Enter", N_("submit the play") },
	{ N_(": or /"), N_("type a move: 8H CASA across, H8 CASA down, -AEI "
	    "exchange, - pass") },
	{ "-", N_("choose tiles to exchange (none: pass)") },
	{ N_("= or F2"), N_("shuffle the rack") },
	{ N_("+ or F3"), N_("sort the rack") },
	{ N_("1-7, < >"), N_("pick a rack tile, move it left or right") },
	{ N_("PgUp, PgDn"), N_("scroll the score sheet") },
	{ N_("F4, Ctrl-T"), N_("unseen tiles instead of the sheet (small "
	    "screens)") },
	{ "Ctrl-L", N_("redraw the screen") },
	{ NULL, N_("Between turns") },
	{ "Enter", N_("on the hand-over screen: the player named takes the "
	    "keyboard") },
	{ "a", N_("accept the opponent's play (art. 33)") },
	{ N_("c or i"), N_("challenge it: the lexicon judges (art. 34)") },
	{ NULL, N_("When the game is over") },
	{ "b", N_("the board or the final scores") },
	{ "n", N_("a new game") },
	{ N_("Enter, q"), N_("leave") },
	{ NULL, N_("Anywhere") },
	{ N_("? or F1"), N_("this help") },
	{ N_("F10, Ctrl-Q"), N_("quit (the game is saved when it can be)") },
	{ "Ctrl-C", N_("save and quit at once") },
	{ NULL, N_("In the start menu") },
	{ N_("up, down"), N_("choose a setting") },
	{ N_("left, right"), N_("change it; type to edit names and paths") },
	{ "Enter", N_("start the game (or the highlighted action)") },
};

#define UI_HELP_N (int)(sizeof ui_help_lines / sizeof ui_help_lines[0])

/* The help screen from line *top, kept within the lines there are. */
void
ui_help_draw(int *top)
{
	int y = 2;

	if (*top > UI_HELP_N - (LINES - 2))
		*top = UI_HELP_N - (LINES - 2);
	if (*top < 0)
		*top = 0;
	erase();
	attrset(ui_term_attr(UI_A_TITLE));
	mvhline(0, 0, ' ', COLS);
	ui_term_put(0, 1, COLS - 2, _("fichas: keys (PgUp/PgDn to scroll, "
	    "any other key to go back)"));
	attrset(A_NORMAL);
	for (int i = *top; i < UI_HELP_N && y < LINES; i++, y++) {
		const struct ui_help_line *h = &ui_help_lines[i];

		if (h->keys == NULL) {
			attrset(ui_term_attr(UI_A_MOVER));
			ui_term_put(y, 1, COLS - 2, _(h->what));
			attrset(A_NORMAL);
			continue;
		}
		attrset(ui_term_attr(UI_A_KEY));
		ui_term_put(y, 3, 14, _(h->keys));
		attrset(A_NORMAL);
		ui_term_put(y, 18, COLS - 19, _(h->what));
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
		*one = _("Enter play  Bksp back  Esc clear  Tab direction  "
		    "* blank  : move  - exchange");
		*two = _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
		    "F4 tracker  ? help  F10 quit");
		break;
	}
}

/* The two hint lines at the foot of the game screen. */
void
ui_help_hints(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view)
{
	const char *one = "", *two = _("? help   F10 quit");

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
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(l->keys_y, 1, l->cols - 2, one);
	ui_term_put(l->keys_y + 1, 1, l->cols - 2, two);
	attrset(A_NORMAL);
}
