/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gcg.h"
#include "i18n.h"
#include "text.h"
#include "ui-board.h"
#include "ui-dialog.h"
#include "ui-layout.h"
#include "ui-save.h"
#include "ui-sheet.h"
#include "ui-term.h"

/* Sentences one sheet line gives at most, and the summary at most. */
#define UI_DIALOG_EVENT_TEXTS 4
#define UI_DIALOG_TEXTS 64

/* Lines of the box at 80x24: a title and two more. */
#define UI_DIALOG_SMALL_BOX 3

/* Per player, what the end of the game changed (arts. 32, 37). */
struct ui_end_sums {
	int racks[GAME_PLAYERS];
	int time[GAME_PLAYERS];
	char rack_tiles[GAME_PLAYERS][32];
};

static int ui_dialog_event_texts(const struct ui *ui,
    const struct game_event *sheet, int i, char texts[][UI_MESSAGE_MAX]);
static int ui_dialog_summary(const struct ui *ui, int player, int y, int x,
    int w, int h);
static void ui_dialog_notice(const struct ui *ui,
    const struct ui_layout *l);
static void ui_dialog_wait(const struct ui *ui, const struct ui_layout *l,
    const char *name);
static void ui_dialog_end_sums(const struct ui *ui, struct ui_end_sums *s);
static int ui_dialog_end_racks(const struct ui *ui, int y, int x, int w,
    const struct ui_end_sums *s);
static void ui_dialog_end_table(const struct ui *ui, int y, int x,
    const struct ui_end_sums *s);
static void ui_dialog_end_chart(const struct ui *ui, int y, int x, int w);
static void ui_dialog_end_result(const struct ui *ui,
    const struct ui_layout *l);
static int ui_dialog_timed(const struct ui *ui);
static void ui_dialog_too_small_clock(const struct ui *ui, int y);


/*
 * What the computer made of the person's play (arts. 33, 35), said to
 * the person: 1 with a sentence, 0 when there is none to say.  (A
 * withdrawn play has its own sheet line, art. 34.)
 */
int
ui_dialog_verdict(const struct ui *ui, const struct game_event *ev,
    char *buf, size_t size)
{
	const char *decider = game_name(ui->game, 1 - ev->player);

	if (ev->kind != GAME_EVENT_PLACE || ui->humans != 1 ||
	    ev->player != ui->seat || ui_player_is_human(ui, 1 - ev->player))
		return 0;
	if (ev->verdict == GAME_VERDICT_ACCEPTED)
		snprintf(buf, size, _("%s accepts your play."), decider);
	else if (ev->verdict == GAME_VERDICT_VALID)
		snprintf(buf, size, _("%s challenged your play: every word is "
		    "valid, it stands (art. 35)."), decider);
	else
		return 0;
	return 1;
}

/* The sentences of one sheet line: what happened, and what it led to. */
static int
ui_dialog_event_texts(const struct ui *ui, const struct game_event *sheet,
    int i, char texts[][UI_MESSAGE_MAX])
{
	int n = 0;

	ui_event_sentence(ui, &sheet[i], texts[n++], UI_MESSAGE_MAX);
	if (sheet[i].kind == GAME_EVENT_PLACE && sheet[i].timed_out)
		snprintf(texts[n++], UI_MESSAGE_MAX, "%s", _("The time ran out "
		    "(art. 30): the tiles were played as they lay."));
	if (ui->timer_returned == i + 1)
		snprintf(texts[n++], UI_MESSAGE_MAX, "%s", _("The tiles laid "
		    "made no valid play: they went back to the rack (art. 30)."));
	if (ui_dialog_verdict(ui, &sheet[i], texts[n], UI_MESSAGE_MAX))
		n++;
	return n;
}

/*
 * What happened since a player last held the seat, in h lines from y.
 * The latest line of the sheet is told first of all (in a small box, the
 * play to decide on), then what it led to, then the lines before it,
 * latest first, as room allows.  Returns the lines used.
 */
static int
ui_dialog_summary(const struct ui *ui, int player, int y, int x, int w,
    int h)
{
	static char texts[UI_DIALOG_TEXTS][UI_MESSAGE_MAX];
	int shown[UI_DIALOG_TEXTS] = { 0 };
	const struct game_event *sheet;
	int n, first, count = 0, last = 0, need, used = 0;

	sheet = game_sheet(ui->game, &n);
	first = ui->seen[player];
	if (first < n - h)
		first = n - h;
	for (int i = first < 0 ? 0 : first; i < n &&
	    count + UI_DIALOG_EVENT_TEXTS <= UI_DIALOG_TEXTS; i++) {
		last = count;
		count += ui_dialog_event_texts(ui, sheet, i, texts + count);
	}
	if (h <= 0 || count == 0)
		return 0;
	need = ui_term_wrap_lines(w, texts[last]);
	shown[last] = 1;
	for (int i = last + 1; i < count; i++)
		if (need + ui_term_wrap_lines(w, texts[i]) <= h) {
			need += ui_term_wrap_lines(w, texts[i]);
			shown[i] = 1;
		}
	for (int i = last - 1; i >= 0 &&
	    need + ui_term_wrap_lines(w, texts[i]) <= h; i--) {
		need += ui_term_wrap_lines(w, texts[i]);
		shown[i] = 1;
	}
	for (int i = 0; i < count && used < h; i++)
		if (shown[i])
			used += ui_term_wrap(y + used, x, w, h - used, texts[i]);
	return used;
}

/*
 * The computer's turn: what happened since the person at the keyboard
 * last played: their play and what the computer made of it.  (The key
 * line says that it is thinking.)
 */
static void
ui_dialog_wait(const struct ui *ui, const struct ui_layout *l,
    const char *name)
{
	int x = l->box_x, w = l->box_w, y = l->box_y, h = l->box_h;
	char title[UI_MESSAGE_MAX];

	snprintf(title, sizeof title, _("%s's turn"), name);
	ui_term_title(y, x, w, title);
	if (ui->seat >= 0)
		ui_dialog_summary(ui, ui->seat, y + 1, x + 1, w - 2, h - 1);
}

/*
 * The notice box, down over the play line (a notice has none) and over
 * the message line when no message or warning is there: at 80x24 the
 * box alone holds two lines, too few for a challenge's verdict and its
 * words (arts. 34-35).
 */
static void
ui_dialog_notice(const struct ui *ui, const struct ui_layout *l)
{
	int x = l->box_x, w = l->box_w, y = l->box_y, used = 1;
	int h = l->box_h + (l->message_y - l->play_y);
	char warning[2 * UI_MESSAGE_MAX];

	if (ui->message[0] == '\0' &&
	    ui_save_warning(ui, warning, sizeof warning) == 0)
		h++;
	ui_term_title(y, x, w, _("Notice"));
	for (int i = 0; i < ui->n_notice && used < h; i++)
		used += ui_term_wrap(y + used, x + 1, w - 2, h - used,
		    ui->notice[i]);
}

/* The hand-over, decision or notice box, over the rack's place. */
void
ui_dialog_box(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view)
{
	int x = l->box_x, w = l->box_w, y = l->box_y, h = l->box_h;
	int who = game_phase(ui->game) == GAME_PHASE_DECIDING ?
	    game_decider(ui->game) : game_mover(ui->game);
	const char *name = game_name(ui->game, who);
	char title[UI_MESSAGE_MAX];
	int keys;

	if (view == UI_VIEW_NOTICE) {
		ui_dialog_notice(ui, l);
		return;
	}
	if (view == UI_VIEW_WAIT) {
		ui_dialog_wait(ui, l, name);
		return;
	}
	if (view == UI_VIEW_DECIDE)
		snprintf(title, sizeof title, _("%s: accept or challenge?"),
		    name);
	else
		snprintf(title, sizeof title, _("Hand over to %s"), name);
	ui_term_title(y, x, w, title);
	/* A small box keeps its lines for what happened: the keys to
	 * decide are in the hints at the foot too. */
	keys = view != UI_VIEW_DECIDE || h > UI_DIALOG_SMALL_BOX;
	ui_dialog_summary(ui, who, y + 1, x + 1, w - 2, h - 1 - keys);
	attrset(ui_term_attr(UI_A_MOVER));
	if (view == UI_VIEW_DECIDE && keys)
		ui_term_put(y + h - 1, x + 1, w - 2, _("a: accept (art. 33)   "
		    "c: challenge (art. 34)"));
	else if (view != UI_VIEW_DECIDE)
		ui_term_printf(y + h - 1, x + 1, w - 2,
		    _("%s: press Enter to see your rack."), name);
	attrset(A_NORMAL);
}

/* Rack and time adjustments from the end of the sheet. */
static void
ui_dialog_end_sums(const struct ui *ui, struct ui_end_sums *s)
{
	const struct game_event *sheet;
	int n;

	memset(s, 0, sizeof *s);
	sheet = game_sheet(ui->game, &n);
	for (int i = 0; i < n; i++) {
		const struct game_event *ev = &sheet[i];

		if (ev->kind == GAME_EVENT_TIME)
			s->time[ev->player] += ev->points;
		if (ev->kind != GAME_EVENT_END_RACK)
			continue;
		s->racks[ev->player] += ev->points;
		/* A player who went out (art. 37.4) is paid the opponent's
		 * rack: it is shown once, as the opponent's. */
		if (game_rack(ui->game, ev->player)->n == 0)
			continue;
		/* As the record writes it: L+L is "[L]L", the tile "[LL]". */
		gcg_format_tiles(ev->rack.tiles, ev->rack.n,
		    s->rack_tiles[ev->player],
		    sizeof s->rack_tiles[ev->player]);
	}
}

/*
 * The tiles left on each rack, a line each under the table: in the
 * table's column of 13 a rack of digraphs would be cut.
 */
static int
ui_dialog_end_racks(const struct ui *ui, int y, int x, int w,
    const struct ui_end_sums *s)
{
	int first = y;

	for (int p = 0; p < GAME_PLAYERS; p++) {
		if (s->rack_tiles[p][0] == '\0')
			continue;
		ui_term_printf(y++, x, w, _("Rack of %s: %s"),
		    game_name(ui->game, p), s->rack_tiles[p]);
	}
	return y - first;
}

/* Before, racks (art. 37), time (art. 32), final: one line each. */
static void
ui_dialog_end_table(const struct ui *ui, int y, int x,
    const struct ui_end_sums *s)
{
	int final[GAME_PLAYERS];

	for (int p = 0; p < GAME_PLAYERS; p++) {
		final[p] = game_score(ui->game, p);
		ui_term_printf(y, x + 18 + 14 * p, 13, "%12s",
		    game_name(ui->game, p));
		mvprintw(y + 1, x + 18 + 14 * p, "%12d",
		    final[p] - s->racks[p] - s->time[p]);
		mvprintw(y + 2, x + 18 + 14 * p, "%+12d", s->racks[p]);
		mvprintw(y + 3, x + 18 + 14 * p, "%+12d", s->time[p]);
		attrset(ui_term_attr(UI_A_MOVER));
		mvprintw(y + 4, x + 18 + 14 * p, "%12d", final[p]);
		attrset(A_NORMAL);
	}
	ui_term_put(y + 1, x, 17, _("Before the end"));
	ui_term_put(y + 2, x, 17, _("Rack (art. 37)"));
	ui_term_put(y + 3, x, 17, _("Time (art. 32)"));
	attrset(ui_term_attr(UI_A_MOVER));
	ui_term_put(y + 4, x, 17, _("Final score"));
	attrset(A_NORMAL);
}

/* Who won (where the record went is in the foot, src/ui-foot.c). */
static void
ui_dialog_end_result(const struct ui *ui, const struct ui_layout *l)
{
	int a = game_score(ui->game, 0), b = game_score(ui->game, 1);
	int x = l->box_x + 1, w = l->box_w - 2;

	attrset(ui_term_attr(UI_A_MOVER));
	if (a == b)
		ui_term_printf(l->box_y, x, w, _("A draw at %d."), a);
	else
		ui_term_printf(l->box_y, x, w, ngettext("%s wins by %d point.",
		    "%s wins by %d points.", a > b ? a - b : b - a),
		    game_name(ui->game, a > b ? 0 : 1), a > b ? a - b : b - a);
	attrset(A_NORMAL);
}

/* The end of the game where the board was. */
void
ui_dialog_end(const struct ui *ui, const struct ui_layout *l)
{
	struct ui_end_sums sums;
	int w = l->kind == UI_LAYOUT_WIDE ? l->panel_x - 1 : UI_BOARD_WIDTH;
	int y = 2;

	ui_dialog_end_sums(ui, &sums);
	ui_term_title(0, 0, w, _("Game over"));
	y += ui_term_wrap(y, 1, w - 2, 3, text_end(game_end_reason(
	    ui->game)));
	ui_dialog_end_table(ui, y + 1, 1, &sums);
	y += 7 + ui_dialog_end_racks(ui, y + 7, 1, w - 2, &sums);
	ui_dialog_end_result(ui, l);
	ui_dialog_end_chart(ui, y + 1, 1, w - 2);
}

/* Both totals turn by turn, as the review draws them, where room is left. */
static void
ui_dialog_end_chart(const struct ui *ui, int y, int x, int w)
{
	static int values[GAME_PLAYERS][GAME_SHEET_MAX];
	const struct game_event *sheet;
	int n, total[GAME_PLAYERS] = { 0, 0 }, turns = 0, max = 0;

	if (y + GAME_PLAYERS > UI_BOARD_HEIGHT)
		return;
	sheet = game_sheet(ui->game, &n);
	for (int i = 0; i < n; i++) {
		total[sheet[i].player] = sheet[i].total;
		for (int p = 0; p < GAME_PLAYERS; p++) {
			values[p][turns] = total[p];
			max = total[p] > max ? total[p] : max;
		}
		turns++;
	}
	for (int p = 0; p < GAME_PLAYERS; p++)
		ui_term_chart(y + p, x, w, game_name(ui->game, p), values[p],
		    turns, max);
}

/* A game in progress with a clock or a total game time (art. 27). */
static int
ui_dialog_timed(const struct ui *ui)
{
	const struct clock_settings *c;

	if (ui->game == NULL || game_phase(ui->game) == GAME_PHASE_OVER)
		return 0;
	c = &game_settings(ui->game)->clock;
	return c->mode != CLOCK_NONE || c->total_ms != 0;
}

/*
 * What the clocks do while the terminal is too small: they run on.  The
 * regulation stops the clocks for both players only in the cases of art.
 * 31 (checking a play or a score, returning tiles, calling the arbiter);
 * a player who leaves the table does so with their clock running (art.
 * 38), and the clock is each player's own responsibility (art. 32).
 * Stopping it here would let anyone pause their clock by shrinking the
 * window, so it is said instead, with the time left ticking.
 */
static void
ui_dialog_too_small_clock(const struct ui *ui, int y)
{
	const struct clock *c = game_clock(ui->game);
	char left[CLOCK_FORMAT_LEN], line[UI_MESSAGE_MAX];
	int p = c->settings.mode == CLOCK_NONE ? -1 : clock_running(c);

	if (p >= 0) {
		clock_format(clock_left_ms(c, p), left, sizeof left);
		snprintf(line, sizeof line,
		    _("%s's clock is running: %s left."),
		    game_name(ui->game, p), left);
		attrset(ui_term_attr(UI_A_ERROR));
		y += ui_term_wrap(y, 2, COLS - 4, LINES - y, line);
		attrset(A_NORMAL);
	}
	ui_term_wrap(y, 2, COLS - 4, LINES - y, _("The clocks do not stop "
	    "for this: art. 31 stops them only to check a play or a score, "
	    "or to call the arbiter."));
}

/* The terminal is too small: how big it must be; the clocks run on. */
void
ui_dialog_too_small(const struct ui *ui)
{
	char lines[3][160];
	int need = 0, y;

	erase();
	snprintf(lines[0], sizeof lines[0], _("fichas needs a terminal of at "
	    "least %dx%d."), UI_MIN_COLS, UI_MIN_LINES);
	snprintf(lines[1], sizeof lines[1], _("This one is %dx%d: please "
	    "enlarge it."), COLS, LINES);
	snprintf(lines[2], sizeof lines[2], "%s", _("F10 or Ctrl-Q quits."));
	/* Wrapped, not cut, when narrower: the size it needs is the point. */
	for (int i = 0; i < 3; i++)
		need += ui_term_wrap_lines(COLS, lines[i]);
	y = (LINES - need) / 2;
	if (ui_dialog_timed(ui))
		y -= 2;
	y = y > 0 ? y : 0;
	for (int i = 0; i < 3 && y < LINES; i++) {
		int w = ui_term_width(lines[i]);

		if (w <= COLS)
			ui_term_put(y++, (COLS - w) / 2, COLS, lines[i]);
		else
			y += ui_term_wrap(y, 0, COLS, LINES - y, lines[i]);
	}
	if (ui_dialog_timed(ui))
		ui_dialog_too_small_clock(ui, y + 1);
}
