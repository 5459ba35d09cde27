/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "gcg.h"
#include "i18n.h"
#include "ui-input.h"
#include "ui-board.h"
#include "ui-sheet.h"
#include "ui-term.h"
#include "ui-turns.h"

/* Columns the sheet leaves a play before it widens the names. */
#define UI_SHEET_PLAY_WANT	20
/* The names' column is never narrower than this. */
#define UI_SHEET_NAME_MIN	5

/* The widths of the score sheet's columns, in screen columns. */
struct ui_sheet_cols {
	int turn, name, play, pts, sum;
	int racks_wrap;	/* the racks left each on two lines */
};

static const char *ui_event_lost(enum game_lost lost);
static void ui_sheet_players(const struct ui *ui, const struct ui_layout *l,
    int y);
static int ui_sheet_status(const struct ui *ui, const struct ui_layout *l,
    int y);
static int ui_sheet_widest(int width, const char *text);
static int ui_sheet_digits(int value);
static void ui_sheet_name(const struct ui *ui, int player, int y, int x,
    int width);
static void ui_sheet_columns(const struct ui *ui, const struct ui_layout *l,
    const struct game_event *sheet, int n, struct ui_sheet_cols *c);
static void ui_sheet_heading(const struct ui_layout *l,
    const struct ui_sheet_cols *c, int y);
static int ui_sheet_rack_cut(const struct game_event *ev, int width);
static int ui_sheet_rows(const struct game_event *ev,
    const struct ui_sheet_cols *c);
static void ui_sheet_line(const struct ui *ui, const struct ui_layout *l,
    const struct ui_sheet_cols *c, const struct game_event *ev, int y);
static int ui_sheet_first(const struct ui *ui,
    const struct game_event *sheet, int n, const struct ui_sheet_cols *c,
    int h, int *end);
static void ui_sheet_lines(const struct ui *ui, const struct ui_layout *l,
    int y, int h);
static void ui_sheet_tracker(const struct ui *ui, int y, int x, int w,
    int h);
static void ui_sheet_hints(const struct ui *ui, const struct ui_layout *l,
    int y, int h);
static int ui_sheet_hints_in_words(const struct ui *ui, int width);

/* The words of a turn lost, by its cause. */
static const char *
ui_event_lost(enum game_lost lost)
{
	switch (lost) {
	case GAME_LOST_LAID:
		return _("lost turn (art. 23)");
	case GAME_LOST_TIMER:
		return _("lost turn (art. 30)");
	case GAME_LOST_CHALLENGE:
		return _("lost turn (challenge)");
	default:
		return _("lost turn");
	}
}

/* The play column of a sheet line (exchanged tiles stay private). */
void
ui_event_play(const struct game_event *ev, char *buf, size_t size)
{
	char tiles[64];

	switch (ev->kind) {
	case GAME_EVENT_PLACE:
		move_format(&ev->move, buf, size);
		break;
	case GAME_EVENT_WITHDRAWN:
		snprintf(buf, size, "%s", _("-- withdrawn"));
		break;
	case GAME_EVENT_EXCHANGE:
		snprintf(buf, size, _("exchange %d"), ev->move.n_exchange);
		break;
	case GAME_EVENT_PASS:
		snprintf(buf, size, "%s", _("pass"));
		break;
	case GAME_EVENT_LOST_TURN:
		snprintf(buf, size, "%s", ui_event_lost(ev->lost));
		break;
	case GAME_EVENT_CHALLENGE_BONUS:
		snprintf(buf, size, "%s", _("challenge bonus"));
		break;
	case GAME_EVENT_TIME:
		snprintf(buf, size, "%s", _("time (art. 32)"));
		break;
	case GAME_EVENT_END_RACK:
		gcg_format_tiles(ev->rack.tiles, ev->rack.n, tiles,
		    sizeof tiles);
		snprintf(buf, size, _("rack (%s)"), tiles);
		break;
	}
}

/* A sheet line as a sentence for the hand-over screen. */
void
ui_event_sentence(const struct ui *ui, const struct game_event *ev,
    char *buf, size_t size)
{
	const char *name = game_name(ui->game, ev->player);
	char play[64];

	ui_event_play(ev, play, sizeof play);
	switch (ev->kind) {
	case GAME_EVENT_PLACE:
		snprintf(buf, size, ngettext("%s played %s: %d point.",
		    "%s played %s: %d points.", ev->points), name, play,
		    ev->points);
		break;
	case GAME_EVENT_WITHDRAWN:
		snprintf(buf, size, _("%s's play was withdrawn (art. 34): %d."),
		    name, ev->points);
		break;
	case GAME_EVENT_EXCHANGE:
		snprintf(buf, size, ngettext("%s exchanged %d tile.",
		    "%s exchanged %d tiles.", ev->move.n_exchange), name,
		    ev->move.n_exchange);
		break;
	case GAME_EVENT_PASS:
		snprintf(buf, size, _("%s passed."), name);
		break;
	case GAME_EVENT_LOST_TURN:
		snprintf(buf, size, _("%s lost the turn: %s."), name,
		    ev->lost == GAME_LOST_LAID ? _("tiles taken back (art. 23)") :
		    ev->lost == GAME_LOST_TIMER ? _("the time ran out (art. 30)") :
		    _("a challenge that failed"));
		break;
	default:
		snprintf(buf, size, "%s: %s %+d.", name, play, ev->points);
		break;
	}
}

/* A clock as time left, with the overtime penalty so far (art. 32). */
void
ui_clock_text(const struct ui *ui, int player, char *buf, size_t size,
    int *over)
{
	const struct clock *c = game_clock(ui->game);
	int64_t left;
	char t[CLOCK_FORMAT_LEN];

	*over = 0;
	buf[0] = '\0';
	if (c->settings.mode == CLOCK_NONE)
		return;
	left = clock_left_ms(c, player);
	if (left < 0 && c->settings.mode == CLOCK_TIMER)
		left = 0;	/* art. 30: the turn ends at 0, never past it */
	clock_format(left, t, sizeof t);
	*over = left < 0 && c->settings.mode != CLOCK_TIMER;
	if (*over)
		snprintf(buf, size, "%s (-%d)", t, clock_penalty(c, player));
	else
		snprintf(buf, size, "%s", t);
}

/* The tracker is off in tournament mode (art. 26). */
int
ui_tracker_allowed(const struct ui *ui)
{
	if (ui->opt.tracker >= 0)
		return ui->opt.tracker;
	return game_settings(ui->game)->laid != GAME_LAID_TOURNAMENT;
}

/* Names, scores and clocks; the mover marked. */
static void
ui_sheet_players(const struct ui *ui, const struct ui_layout *l, int y)
{
	int over_phase = game_phase(ui->game) == GAME_PHASE_OVER;
	int running = clock_running(game_clock(ui->game));
	int name_w = l->panel_w - 19 > 16 ? 16 : l->panel_w - 19;
	char clock[48];
	int over;

	for (int p = 0; p < GAME_PLAYERS; p++, y++) {
		int mover = !over_phase && game_mover(ui->game) == p;
		int x = l->panel_x;

		attrset(ui_term_attr(mover ? UI_A_MOVER : UI_A_NORMAL));
		ui_term_put(y, x, 2, mover ? ">" : " ");
		ui_term_put(y, x + 2, name_w, game_name(ui->game, p));
		mvprintw(y, x + 2 + name_w, "%5d", game_score(ui->game, p));
		ui_clock_text(ui, p, clock, sizeof clock, &over);
		/* Red in overtime (art. 32) or after a timer warning (30). */
		attrset(ui_term_attr(over || (running == p &&
		    clock_warning(game_clock(ui->game)) > 0) ? UI_A_OVERTIME :
		    running == p ? UI_A_MOVER : UI_A_NORMAL));
		ui_term_put(y, x + 8 + name_w, l->panel_w - 8 - name_w, clock);
		if (mover && ui->thinking && ui->players[p].driver != NULL) {
			attrset(ui_term_attr(UI_A_DIM));
			ui_term_put(y, x + 1, 1, &"|/-\\"[ui->thinking % 4]);
		}
	}
	attrset(A_NORMAL);
}

/* The bag (art. 26) and the total game time (art. 27); lines used. */
static int
ui_sheet_status(const struct ui *ui, const struct ui_layout *l, int y)
{
	const struct clock *c = game_clock(ui->game);
	int bag = game_bag_count(ui->game), x;
	char t[CLOCK_FORMAT_LEN];

	x = l->panel_x + 2;
	x += ui_term_printf(y, x, l->panel_w - 2, ngettext("Bag: %d tile",
	    "Bag: %d tiles", bag), bag);
	if (c->settings.total_ms > 0) {
		clock_format(clock_total_left_ms(c), t, sizeof t);
		ui_term_printf(y, x, l->panel_x + l->panel_w - x,
		    _("   game time %s"), t);
	}
	return 1;
}

/* The widest of a column's heading and what it must show. */
static int
ui_sheet_widest(int width, const char *text)
{
	int w = ui_term_width(text);

	return w > width ? w : width;
}

/* Columns a number takes. */
static int
ui_sheet_digits(int value)
{
	return snprintf(NULL, 0, "%d", value);
}

/*
 * The widths of the sheet's columns: the turn, the name, the points and
 * the sum as narrow as their headings and the lines allow, the name as
 * wide as the room a long play needs leaves it (never narrower than
 * UI_SHEET_NAME_MIN), so that the play gets the rest but the panel's last
 * column (the scroll mark).
 */
static void
ui_sheet_columns(const struct ui *ui, const struct ui_layout *l,
    const struct game_event *sheet, int n, struct ui_sheet_cols *c)
{
	int cap;

	c->turn = ui_sheet_widest(2, "#");
	c->pts = ui_term_width(_("pts"));
	c->sum = ui_term_width(_("sum"));
	for (int i = 0; i < n; i++) {
		if (ui_sheet_digits(sheet[i].turn) > c->turn)
			c->turn = ui_sheet_digits(sheet[i].turn);
		if (ui_sheet_digits(sheet[i].points) > c->pts)
			c->pts = ui_sheet_digits(sheet[i].points);
		if (ui_sheet_digits(sheet[i].total) > c->sum)
			c->sum = ui_sheet_digits(sheet[i].total);
	}
	cap = l->panel_w - 1 - (c->turn + c->pts + c->sum + 4) -
	    UI_SHEET_PLAY_WANT;
	if (cap < UI_SHEET_NAME_MIN)
		cap = UI_SHEET_NAME_MIN;
	c->name = ui_term_width(_("who"));
	for (int p = 0; p < GAME_PLAYERS; p++)
		c->name = ui_sheet_widest(c->name, game_name(ui->game, p));
	if (c->name > cap)
		c->name = cap;
	c->play = l->panel_w - 1 - (c->turn + c->name + c->pts + c->sum + 4);
	/*
	 * "rack ([CH]ROD…" would hide the tiles the points are for: the
	 * lines say "rack" and the tiles go below, all alike.
	 */
	c->racks_wrap = 0;
	for (int i = 0; i < n; i++)
		c->racks_wrap |= ui_sheet_rack_cut(&sheet[i], c->play);
}

/*
 * A player's name in the sheet's column of width columns.  Two names cut
 * alike ("Jugador 1" and "Jugador 2" both "Juga…") keep where they
 * differ after the ellipsis ("Jug…1"; "…Marí" and "…Lucí" for Ana María
 * and Ana Lucía), so that every line says whose.
 */
static void
ui_sheet_name(const struct ui *ui, int player, int y, int x, int width)
{
	const char *name = game_name(ui->game, player);
	const char *other = game_name(ui->game, 1 - player);
	size_t k = 0;
	int tail_w;

	while (name[k] != '\0' && name[k] == other[k])
		k++;
	/* Back to the start of a character: the tail is whole UTF-8. */
	while (k > 0 && ((unsigned char)name[k] & 0xC0) == 0x80)
		k--;
	tail_w = ui_term_width(name + k);
	/* Cut plainly, the first width - 1 columns show where they differ. */
	if (ui_term_width(name) <= width || name[k] == '\0' ||
	    ui_term_width(name) - tail_w < width - 1)
		ui_term_put_cut(y, x, width, name);
	else
		ui_term_put_cut_tail(y, x, width, name, name + k);
}

/* The headings of the sheet's columns, in reverse video. */
static void
ui_sheet_heading(const struct ui_layout *l, const struct ui_sheet_cols *c,
    int y)
{
	int x = l->panel_x;

	attrset(ui_term_attr(UI_A_TITLE));
	mvhline(y, x, ' ', l->panel_w);
	ui_term_printf(y, x, c->turn, "%*s", c->turn, "#");
	x += c->turn + 1;
	ui_term_put_cut(y, x, c->name, _("who"));
	x += c->name + 1;
	ui_term_put_cut(y, x, c->play, _("play"));
	x += c->play + 1;
	ui_term_printf(y, x, c->pts + c->sum + 1, "%*s %*s", c->pts,
	    _("pts"), c->sum, _("sum"));
	attrset(A_NORMAL);
}

/* Whether an end-of-game rack line (art. 37) would be cut in width. */
static int
ui_sheet_rack_cut(const struct game_event *ev, int width)
{
	char play[64];

	if (ev->kind != GAME_EVENT_END_RACK)
		return 0;
	ui_event_play(ev, play, sizeof play);
	return ui_term_width(play) > width;
}

/* The screen lines a sheet line takes. */
static int
ui_sheet_rows(const struct game_event *ev, const struct ui_sheet_cols *c)
{
	return 1 + (c->racks_wrap && ev->kind == GAME_EVENT_END_RACK);
}

/*
 * One sheet line (two for a rack left that does not fit).  A play too
 * long for its column ends in an ellipsis: cut silently, "H8 ENCEPADAS"
 * would read as the other word "H8 ENCEPAD".
 */
static void
ui_sheet_line(const struct ui *ui, const struct ui_layout *l,
    const struct ui_sheet_cols *c, const struct game_event *ev, int y)
{
	int x = l->panel_x, wraps = ui_sheet_rows(ev, c) > 1;
	char play[64];

	if (ev->turn > 0)
		mvprintw(y, x, "%*d", c->turn, ev->turn);
	x += c->turn + 1;
	ui_sheet_name(ui, ev->player, y, x, c->name);
	x += c->name + 1;
	ui_event_play(ev, play, sizeof play);
	/* The penalty's line without its article where that would be cut. */
	if (ev->kind == GAME_EVENT_TIME && ui_term_width(play) > c->play)
		snprintf(play, sizeof play, "%s", _("time"));
	ui_term_put_cut(y, x, c->play, wraps ? _("rack") : play);
	if (wraps) {
		/* Under the points too: that line has none. */
		gcg_format_tiles(ev->rack.tiles, ev->rack.n, play,
		    sizeof play);
		ui_term_put_cut(y + 1, x + 1, c->play + c->pts + c->sum + 1,
		    play);
	}
	x += c->play + 1;
	mvprintw(y, x, "%*d %*d", c->pts, ev->points, c->sum, ev->total);
}

/*
 * The first of the sheet's lines shown in h screen lines: the latest
 * lines, or from sheet_scroll lines back; *end gets the one after the
 * last shown.
 */
static int
ui_sheet_first(const struct ui *ui, const struct game_event *sheet, int n,
    const struct ui_sheet_cols *c, int h, int *end)
{
	int first, rows = 0;

	*end = n - ui->sheet_scroll;
	if (*end < 0)
		*end = 0;
	first = *end;
	while (first > 0 && rows + ui_sheet_rows(&sheet[first - 1], c) <= h)
		rows += ui_sheet_rows(&sheet[--first], c);
	/* Scrolled back to the start: the rest of the room goes on. */
	while (*end < n && rows + ui_sheet_rows(&sheet[*end], c) <= h)
		rows += ui_sheet_rows(&sheet[(*end)++], c);
	return first;
}

/* The score sheet (art. 5): the latest lines, or earlier when scrolled. */
static void
ui_sheet_lines(const struct ui *ui, const struct ui_layout *l, int y, int h)
{
	int n, first, end, row = y + 1;
	const struct game_event *sheet = game_sheet(ui->game, &n);
	struct ui_sheet_cols c;

	ui_sheet_columns(ui, l, sheet, n, &c);
	ui_sheet_heading(l, &c, y);
	first = ui_sheet_first(ui, sheet, n, &c, h - 1, &end);
	for (int i = first; i < end; i++) {
		ui_sheet_line(ui, l, &c, &sheet[i], row);
		row += ui_sheet_rows(&sheet[i], &c);
	}
	if (first > 0)
		ui_term_put(y, l->panel_x + l->panel_w - 1, 1, "^");
}

/* The tiles the seated player has not seen, grouped by letter. */
static void
ui_sheet_tracker(const struct ui *ui, int y, int x, int w, int h)
{
	int counts[TILE_CODES], total = 0, cx = x, cy = y + 1;
	char group[64];

	game_unseen(ui->game, ui->seat, counts);
	for (int t = 1; t < TILE_CODES; t++)
		total += counts[t];
	ui_term_printf(y, x, w, _("Unseen tiles: %d"), total);
	for (int t = 1; t < TILE_CODES; t++) {
		size_t len = 0;

		/* Digraphs in brackets: "RRRRR [RR]" (one RR tile). */
		for (int i = 0; i < counts[t] && len + 6 < sizeof group; i++)
			len += (size_t)snprintf(group + len, sizeof group - len,
			    t == TILE_CH || t == TILE_LL || t == TILE_RR ?
			    "[%s]" : "%s",
			    ui_tile_text((tile_t)t));
		if (len == 0)
			continue;
		if (cx + ui_term_width(group) > x + w) {
			cx = x;
			cy++;
		}
		if (cy >= y + h)
			return;
		cx += ui_term_put(cy, cx, x + w - cx, group) + 1;
	}
}

/*
 * Whether every hint in words (an exchange, the pass: ui_turns_move())
 * fits in width columns: else the list keeps the notation of them all,
 * not words on some lines and signs on others.
 */
static int
ui_sheet_hints_in_words(const struct ui *ui, int width)
{
	char move[COACH_TEXT + 32];

	for (int i = 0; i < ui->n_hints; i++)
		if (ui_term_width(ui_turns_move(ui->hints[i].move, move,
		    sizeof move)) > width)
			return 0;
	return 1;
}

/*
 * The hints (F5) under the sheet, h lines from y: a title with the
 * columns, one line a hint (the one Up/Down chose marked in the gap
 * left of the panel), and what the chosen one keeps.  With the bag empty
 * the value is the final spread the endgame search expects, as in the
 * analysis; else score plus leave.  Only the seated mover asked for them
 * and only they see them.
 */
static void
ui_sheet_hints(const struct ui *ui, const struct ui_layout *l, int y, int h)
{
	int x = l->panel_x, w = l->panel_w, move_w = w - 16;
	int endgame = ui->n_hints > 0 && ui->hints[0].endgame;
	const struct coach_hint *sel;
	char kept[COACH_TEXT + 32], move[COACH_TEXT + 32];
	int words;

	attrset(ui_term_attr(UI_A_TITLE));
	mvhline(y, x, ' ', w);
	ui_term_put(y, x + 1, move_w + 2, ui->hint_busy ?
	    _("Hints: thinking...") : _("Hints: move"));
	ui_term_printf(y, x + move_w + 3, 13, "%4s %7s", _("pts"),
	    endgame ? _("spread") : _("equity"));
	attrset(A_NORMAL);
	words = ui_sheet_hints_in_words(ui, move_w);
	for (int i = 0; i < ui->n_hints && i + 2 < h; i++) {
		const struct coach_hint *hint = &ui->hints[i];
		int row = y + 1 + i, chosen = i == ui->hint_sel;

		attrset(ui_term_attr(chosen ? UI_A_MOVER : UI_A_NORMAL));
		ui_term_put(row, x - 1, 1, chosen ? ">" : " ");
		mvprintw(row, x, "%d", i + 1);
		ui_term_put_cut(row, x + 2, move_w, words ? ui_turns_move(
		    hint->move, move, sizeof move) : hint->move);
		if (endgame)
			mvprintw(row, x + move_w + 3, "%4d %+7.0f",
			    hint->score, (double)hint->value);
		else
			mvprintw(row, x + move_w + 3, "%4d %7.1f",
			    hint->score, (double)hint->equity);
	}
	attrset(A_NORMAL);
	if (ui->n_hints == 0 || ui->n_hints + 1 >= h)
		return;
	sel = &ui->hints[ui->hint_sel];
	if (sel->kept[0] == '\0')
		snprintf(kept, sizeof kept, "%s", endgame ? _("goes out "
		    "(art. 37.4)") : _("keeps nothing"));
	else if (endgame)
		snprintf(kept, sizeof kept, _("keeps %s"), sel->kept);
	else
		snprintf(kept, sizeof kept, _("keeps %s (%+.1f)"), sel->kept,
		    (double)sel->leave);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_printf(y + 1 + ui->n_hints, x + 2, w - 3, "%d: %s",
	    ui->hint_sel + 1, kept);
	attrset(A_NORMAL);
}

/* The whole panel. */
void
ui_sheet_draw(const struct ui *ui, const struct ui_layout *l,
    int private_view)
{
	int y = l->panel_y, tracker = private_view && ui->seat >= 0 &&
	    ui_tracker_allowed(ui), h, hints_h;

	ui_sheet_players(ui, l, y);
	y += GAME_PLAYERS;
	y += ui_sheet_status(ui, l, y);
	y++;
	h = l->panel_y + l->panel_h - y;
	if (private_view && ui_input_hints_visible(ui)) {
		/* Under the sheet, not in its place. */
		hints_h = COACH_HINTS + 2 < h / 2 ? COACH_HINTS + 2 :
		    h / 2 + 1;
		h -= hints_h;
		ui_sheet_hints(ui, l, y + h, hints_h);
	}
	if (tracker && l->tracker_h == 0 && ui->show_tracker) {
		ui_sheet_tracker(ui, y, l->panel_x + 2, l->panel_w - 2, h);
		return;
	}
	ui_sheet_lines(ui, l, y, h);
	if (tracker && l->tracker_h > 0)
		ui_sheet_tracker(ui, l->tracker_y, l->panel_x + 2,
		    l->panel_w - 2, l->tracker_h);
}
