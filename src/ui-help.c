/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "i18n.h"
#include "ui-screen.h"
#include "ui-term.h"

/*
 * The help overlay (? or F1 anywhere): every key in one place.  The key
 * hints at the foot of the game screen, which follow what the keys do
 * now, are src/ui-foot.c's.
 */

/* A line of the help screen: keys and what they do (NULL keys: a title). */
struct ui_help_line {
	const char *keys;
	const char *what;
};

static int ui_help_line_height(const struct ui_help_line *h);
static void ui_help_draw_from(const struct ui_help_line *lines, int n,
    int *top);
static void ui_help_draw(struct ui *ui);
static int ui_help_key(struct ui *ui, int is_key, wint_t ch);
static int ui_help_last_top(const struct ui_help_line *lines, int n,
    int room);
static int ui_help_page_end(const struct ui_help_line *lines, int n,
    int top, int room);
static const struct ui_help_line *ui_help_table(const struct ui *ui,
    int *n);

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
	{ N_("F6, Ctrl-W"), N_("check a word: is it in the lexicon, what "
	    "goes before and after it (casual games)") },
	{ N_("F7, Ctrl-U"), N_("take back the last turn (casual games; "
	    "against the computer, its reply too)") },
	{ N_("PgUp, PgDn"), N_("scroll the score sheet") },
	{ N_("F4, Ctrl-T"), N_("unseen tiles instead of the sheet (small "
	    "screens)") },
	{ "Ctrl-L", N_("redraw the screen") },
	{ NULL, N_("Between turns") },
	{ N_("Enter"), N_("on the hand-over screen: the player named takes the "
	    "keyboard") },
	{ "a", N_("accept the opponent's play (art. 33)") },
	{ N_("c or i"), N_("challenge it: the lexicon judges (art. 34)") },
	{ "u", N_("take back the last turn instead (casual games)") },
	{ NULL, N_("When the game is over") },
	{ "b", N_("the board or the final scores") },
	{ "a", N_("the review: each turn on the board, the move played and "
	    "the best one, the equity lost; b there shows the best alone, l "
	    "lists them all") },
	{ "n", N_("a new game") },
	{ N_("q, Esc"), N_("leave") },
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

/* The practice screen's keys, shown instead over it. */
static const struct ui_help_line ui_help_practice[] = {
	{ NULL, N_("The list of drills") },
	{ N_("up, down"), N_("choose a drill: anagrams, hooks, puzzles") },
	{ N_("left, right"), N_("the rack length for anagrams (2-8 tiles), "
	    "the word length for hooks (2, 3 or both)") },
	{ N_("Enter"), N_("start the drill; what you miss comes back "
	    "sooner") },
	{ N_("Esc, q"), N_("back to the start menu") },
	{ NULL, N_("Anagrams and hooks") },
	{ N_("letters"), N_("type an answer: a word that uses every tile of "
	    "the rack, or a tile that goes before or after the word; ch, ll "
	    "and rr are one tile") },
	{ N_("Space, Enter"), N_("the answer typed is judged at once") },
	{ N_("Backspace"), N_("take back the last letter") },
	{ N_("Enter"), N_("on an empty line: done; the verdict lists what "
	    "was right, wrong and missed") },
	{ "Esc", N_("stop the drill") },
	{ NULL, N_("Puzzles") },
	{ N_("letters"), N_("type a move in notation: 8H CASA across, H8 "
	    "CASA down, lower case for a blank when capitals are used") },
	{ N_("Enter"), N_("grade it: its score, its equity, its rank and the "
	    "best move, shown on the board; Enter again: the next position") },
	{ N_("Enter"), N_("on an empty line: give up and see the best move") },
	{ "Esc", N_("stop the drill") },
	{ NULL, N_("Anywhere") },
	{ N_("? or F1"), N_("this help") },
	{ N_("F10, Ctrl-Q"), N_("quit (every answer is already kept)") },
};

#define UI_HELP_PRACTICE_N (int)(sizeof ui_help_practice / \
    sizeof ui_help_practice[0])

/* The help overlay (? or F1 anywhere): every key, in one place. */
const struct ui_screen_mode ui_help_screen = {
	.draw = ui_help_draw,
	.key = ui_help_key,
};

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
ui_help_last_top(const struct ui_help_line *lines, int n, int room)
{
	int top = n, used = 0;

	while (top > 0 && used + ui_help_line_height(&lines[top - 1]) <= room)
		used += ui_help_line_height(&lines[--top]);
	return top;
}

/* The first line from top on that is not wholly on a screen of room. */
static int
ui_help_page_end(const struct ui_help_line *lines, int n, int top, int room)
{
	int end = top, used = 0;

	while (end < n && used + ui_help_line_height(&lines[end]) <= room)
		used += ui_help_line_height(&lines[end++]);
	return end > top ? end : top + 1;
}

/* The help screen from line *top, kept within the lines there are. */
static void
ui_help_draw_from(const struct ui_help_line *lines, int n, int *top)
{
	int y = 2, last = ui_help_last_top(lines, n, LINES - 2);

	if (*top > last)
		*top = last;
	if (*top < 0)
		*top = 0;
	erase();
	ui_term_title(0, 0, COLS, _("fichas: keys (PgUp/PgDn to scroll, "
	    "any other key to go back)"));
	for (int i = *top; i < n && y < LINES; i++) {
		const struct ui_help_line *h = &lines[i];

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

/* The keys the help shows: the practice screen's over it, else the game's. */
static const struct ui_help_line *
ui_help_table(const struct ui *ui, int *n)
{
	if (ui->screen == UI_SCREEN_PRACTICE) {
		*n = UI_HELP_PRACTICE_N;
		return ui_help_practice;
	}
	*n = UI_HELP_N;
	return ui_help_lines;
}

/* The help overlay's screen. */
static void
ui_help_draw(struct ui *ui)
{
	int n;
	const struct ui_help_line *lines = ui_help_table(ui, &n);

	ui_help_draw_from(lines, n, &ui->help_top);
}

/*
 * PgDn goes on from the first line not wholly shown and PgUp back by a
 * screen of lines: counted in help lines, a page skipped those that wrap.
 * Any other key closes the help.
 */
static int
ui_help_key(struct ui *ui, int is_key, wint_t ch)
{
	int n;
	const struct ui_help_line *lines = ui_help_table(ui, &n);

	if (is_key && ch == KEY_NPAGE) {
		ui->help_top = ui_help_page_end(lines, n, ui->help_top,
		    LINES - 2);
	} else if (is_key && ch == KEY_PPAGE) {
		ui->help_top = ui_help_last_top(lines, ui->help_top,
		    LINES - 2);
	} else if (!(is_key && ch == KEY_RESIZE)) {
		ui_overlay_close(ui);
	}
	return 1;
}
