/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "ui-board.h"
#include "ui-foot.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-screen.h"
#include "ui-term.h"
#include "ui-turns.h"

/*
 * A game reviewed on the board, turn by turn: the board as it stood, the
 * move played (the last play's look) and the best move the analysis
 * found (the laid tiles' look) drawn over it, or the move played alone
 * where the two would run into each other, the best alone after b; the
 * turn's figures below, the list of turns and a chart of both totals
 * beside it.  The analysis is the end screen's (the engine's,
 * src/coach.h), worked a turn at a time each tick, so the screen fills in
 * while the player looks.  It opens from the end screen ('a') on the game
 * just played, or from `fichas review FILE.gcg` on any record
 * (ui->opt.review).
 */

/* Lines of the best moves' box: a title and COACH_HINTS moves. */
#define UI_REVIEW_ALT_LINES (COACH_HINTS + 1)
/* Columns of the list of turns with both moves, and a move's least width. */
#define UI_REVIEW_COLS 6
#define UI_REVIEW_MOVE_W 14

static void ui_review_draw(struct ui *ui);
static int ui_review_key(struct ui *ui, int is_key, wint_t ch);
static void ui_review_tick(struct ui *ui);
static int ui_review_busy(const struct ui *ui);
static int ui_review_begin(struct ui *ui);
static const struct bot_review_turn *ui_review_analysed(const struct ui *ui,
    int turn);
static int ui_review_tiles(const struct ui *ui, int turn, int best,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE]);
static int ui_review_near(tile_t tiles[BOARD_SIZE][BOARD_SIZE], int r,
    int c);
static int ui_review_collide(const struct ui *ui, int turn);
static void ui_review_lay(struct ui_board_overlay *o,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE], enum ui_attr look);
static void ui_review_overlay(const struct ui *ui, int turn,
    struct ui_board_overlay *o);
static void ui_review_figures(const struct ui *ui, int y, int w);
static void ui_review_row(int y, int x, int w, const char *const *cols,
    const int *widths, int n);
static int ui_review_columns(const struct ui *ui, int w, int *widths);
static const char *ui_review_right(const char *text, int width, char *buf,
    size_t size);
static void ui_review_heading(const struct ui_layout *l, int w,
    const int *widths, int n);
static void ui_review_list_line(const struct ui *ui, int i, int y, int x,
    int w, const int *widths, int n);
static void ui_review_list(const struct ui *ui, const struct ui_layout *l);
static void ui_review_chart(const struct ui *ui, int y, int x, int w);
static void ui_review_go(struct ui *ui, int turn);
static void ui_review_find_alternatives(struct ui *ui);
static void ui_review_alternatives(const struct ui *ui, int y, int x, int w,
    int h);

const struct ui_screen_mode ui_review_screen = {
	.draw = ui_review_draw,
	.key = ui_review_key,
	.tick = ui_review_tick,
	.busy = ui_review_busy,
};

/* Start the analysis (of the record given, or of the game) and lay it out. */
static int
ui_review_begin(struct ui *ui)
{
	struct coach *e = ui_coach(ui);

	if (e == NULL)
		return -1;
	if (ui->opt.review != NULL) {
		if (coach_analysis_begin_record(e, ui->opt.review,
		    ui->opt.settings.exchange_min_bag) != 0) {
			ui->opt.review = NULL;	/* the engine owns it now */
			return -1;
		}
		ui->opt.review = NULL;
		ui->analysis_begun = 1;
	} else if (ui->analysis_begun == 0) {
		if (coach_analysis_begin(e, ui->game) != 0)
			return -1;
		ui->analysis_begun = 1;
	}
	if (ui_turns_build(coach_analysis_record(e), &ui->review_turns))
		return -1;
	ui->review_ready = 1;
	ui->review_turn = 0;
	ui->review_best = 0;
	ui->review_alts_turn = -1;
	return 0;
}

/* Lay out the record once, then analyse turns for a moment each tick. */
static void
ui_review_tick(struct ui *ui)
{
	if (!ui->review_ready && ui_review_begin(ui) != 0) {
		ui_message(ui, 1, "%s", _("No review: the lexicon cannot be "
		    "opened."));
		ui_screen_set(ui, ui->review_back);
		return;
	}
	ui_review_find_alternatives(ui);
	ui_analysis_work(ui);
}

/* The best moves for the turn shown, once it is shown (milliseconds). */
static void
ui_review_find_alternatives(struct ui *ui)
{
	const struct ui_turn *t;

	if (ui->review_alts_turn == ui->review_turn || ui->review_turns.n == 0)
		return;
	t = &ui->review_turns.turns[ui->review_turn];
	ui->review_alts_turn = ui->review_turn;
	ui->review_n_alts = t->event->has_rack ? (int)coach_alternatives(
	    ui->coach, &t->before, &t->event->rack, ui->review_alts,
	    COACH_HINTS) : 0;
}

/*
 * The turn's best moves by equity, their points and what each gives away:
 * the moves' column as wide as the longest of them, so that the figures
 * stand beside the moves on a wide screen too.
 */
static void
ui_review_alternatives(const struct ui *ui, int y, int x, int w, int h)
{
	int widths[4] = { 1, 8, 3, 5 };
	const char *cols[4];
	char rank[8], pts[16], lost[16], moves[COACH_HINTS][COACH_TEXT + 32];

	if (h < 2)
		return;
	for (int i = 0; i < ui->review_n_alts; i++) {
		ui_turns_move(ui->review_alts[i].move, moves[i],
		    sizeof moves[i]);
		if (ui_term_width(moves[i]) > widths[1])
			widths[1] = ui_term_width(moves[i]);
	}
	if (widths[1] > w - 14)
		widths[1] = w - 14 > 8 ? w - 14 : 8;
	attrset(ui_term_attr(UI_A_LABEL));
	ui_term_put(y, x, w, _("Best: points, equity lost"));
	attrset(A_NORMAL);
	for (int i = 0; i < ui->review_n_alts && i + 1 < h; i++) {
		const struct coach_hint *a = &ui->review_alts[i];

		snprintf(rank, sizeof rank, "%d", i + 1);
		snprintf(pts, sizeof pts, "%3d", a->score);
		snprintf(lost, sizeof lost, "%5.1f", (double)a->loss);
		cols[0] = rank, cols[1] = moves[i], cols[2] = pts;
		cols[3] = lost;
		ui_review_row(y + 1 + i, x, w, cols, widths, 4);
	}
}

/* Keys are looked for without waiting while turns are left to analyse. */
static int
ui_review_busy(const struct ui *ui)
{
	return ui->analysis_begun == 1;
}

/* The analysis of a turn, or NULL while it is not analysed yet. */
static const struct bot_review_turn *
ui_review_analysed(const struct ui *ui, int turn)
{
	const struct bot_review_turn *turns;
	int n, total;

	if (ui->coach == NULL)
		return NULL;
	turns = coach_analysis_turns(ui->coach, &n, &total);
	return turn < n ? &turns[turn] : NULL;
}

/*
 * The tiles the turn's move played (best 0) or best move (best 1) adds
 * to the board before it, into tiles; how many (0: not a play, or the
 * best move not found yet).
 */
static int
ui_review_tiles(const struct ui *ui, int turn, int best,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE])
{
	const struct ui_turn *t = &ui->review_turns.turns[turn];
	const struct bot_review_turn *a = ui_review_analysed(ui, turn);
	struct move m;
	struct move_failure f;

	memset(tiles, 0, sizeof(tile_t) * BOARD_SIZE * BOARD_SIZE);
	if (best)
		return a != NULL && move_parse(a->best, &m, &f) == MOVE_OK ?
		    ui_turns_new_tiles(&t->before, &m, tiles) : 0;
	if (t->event->kind != GCG_EVENT_PLACE)
		return 0;
	return ui_turns_new_tiles(&t->before, &t->event->move, tiles);
}

/* Whether square r, c holds one of tiles or is beside one of them. */
static int
ui_review_near(tile_t tiles[BOARD_SIZE][BOARD_SIZE], int r, int c)
{
	static const int dr[5] = { 0, -1, 1, 0, 0 }, dc[5] = { 0, 0, 0, -1, 1 };

	for (int i = 0; i < 5; i++)
		if (board_on(r + dr[i], c + dc[i]) &&
		    tiles[r + dr[i]][c + dc[i]] != TILE_NONE)
			return 1;
	return 0;
}

/*
 * Whether the move played and the best move, both drawn, would run into
 * each other: a tile of one on or beside a tile of the other, so that
 * the letters read as one word ("CO[LL]ETCOSTEA" for 8G COSTEA and
 * 8B CO[LL]ETAS).  The same move twice does not.
 */
static int
ui_review_collide(const struct ui *ui, int turn)
{
	tile_t played[BOARD_SIZE][BOARD_SIZE], best[BOARD_SIZE][BOARD_SIZE];

	if (ui_review_tiles(ui, turn, 0, played) == 0 ||
	    ui_review_tiles(ui, turn, 1, best) == 0 ||
	    memcmp(played, best, sizeof played) == 0)
		return 0;
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++)
			if (best[r][c] != TILE_NONE &&
			    ui_review_near(played, r, c))
				return 1;
	return 0;
}

/* tiles over the overlay, in look. */
static void
ui_review_lay(struct ui_board_overlay *o,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE], enum ui_attr look)
{
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++)
			if (tiles[r][c] != TILE_NONE) {
				o->tile[r][c] = tiles[r][c];
				o->look[r][c] = look;
			}
}

/*
 * The moves over the board before them: the move played, with the best
 * move beside it when they stay apart; the best move alone after b.
 */
static void
ui_review_overlay(const struct ui *ui, int turn, struct ui_board_overlay *o)
{
	tile_t tiles[BOARD_SIZE][BOARD_SIZE];

	memset(o, 0, sizeof *o);
	if (ui->review_best || !ui_review_collide(ui, turn)) {
		ui_review_tiles(ui, turn, 1, tiles);
		ui_review_lay(o, tiles, UI_A_LAID);
	}
	if (ui->review_best)
		return;
	ui_review_tiles(ui, turn, 0, tiles);
	ui_review_lay(o, tiles, UI_A_LAST);
}

/* Under the board: the turn, the move played, the best one, the loss. */
static void
ui_review_figures(const struct ui *ui, int y, int w)
{
	const struct ui_turn *t = &ui->review_turns.turns[ui->review_turn];
	const struct bot_review_turn *a = ui_review_analysed(ui,
	    ui->review_turn);
	const struct gcg_record *rec = coach_analysis_record(ui->coach);
	char line[2 * UI_MESSAGE_MAX], move[BOT_REVIEW_TEXT + 32];
	int x;
	const char *who = ui_turns_player(rec, t->player);

	attrset(ui_term_attr(UI_A_MOVER));
	snprintf(line, sizeof line, _("Turn %d of %d: %s"),
	    ui->review_turn + 1, ui->review_turns.n, who);
	x = 1 + ui_term_put(y, 1, w, line) + 2;
	attrset(A_NORMAL);
	if (ui->analysis_begun == 1 && x < w) {
		int n, total;

		coach_analysis_turns(ui->coach, &n, &total);
		snprintf(line, sizeof line, _("(analysing turn %d of %d)"),
		    n + 1 > total ? total : n + 1, total);
		attrset(ui_term_attr(UI_A_DIM));
		ui_term_put_cut(y, x, w - x, line);
		attrset(A_NORMAL);
	}
	if (a == NULL) {
		ui_term_put(y + 1, 1, w, _("Analysing..."));
		return;
	}
	/* Dim: the move the board does not show now. */
	attrset(ui_term_attr(ui->review_best ? UI_A_DIM : UI_A_LAST));
	snprintf(line, sizeof line, _("played %s, %d points"),
	    ui_turns_move(a->played, move, sizeof move), a->played_score);
	ui_term_wrap(y + 1, 1, w, 1, line);
	attrset(ui_term_attr(!ui->review_best && ui_review_collide(ui,
	    ui->review_turn) ? UI_A_DIM : UI_A_LAID));
	ui_turns_move(a->best, move, sizeof move);
	if (a->endgame)
		snprintf(line, sizeof line, _("best %s, %d points (endgame "
		    "search)"), move, a->best_score);
	else if (ui->review_alts_turn == ui->review_turn &&
	    ui->review_n_alts > 0 && strcmp(ui->review_alts[0].move,
	    a->best) == 0)
		snprintf(line, sizeof line, _("best %s, %d points, equity "
		    "%.1f"), move, a->best_score,
		    (double)ui->review_alts[0].equity);
	else
		snprintf(line, sizeof line, _("best %s, %d points"), move,
		    a->best_score);
	ui_term_wrap(y + 2, 1, w, 1, line);
	attrset(ui_term_attr(a->loss >= 10 ? UI_A_ERROR : UI_A_GOOD));
	snprintf(line, sizeof line, _("equity lost: %.1f"), (double)a->loss);
	ui_term_put(y + 3, 1, w, line);
	attrset(A_NORMAL);
	if (t->disagrees) {
		attrset(ui_term_attr(UI_A_ERROR));
		ui_term_put(y + 3, 22, w - 22, _("this line disagrees with the "
		    "rules (fichas replay)"));
		attrset(A_NORMAL);
	}
}

/*
 * A row of columns at x: each text cut to its width in screen columns
 * (UTF-8 is never cut inside a character) with an ellipsis, so that a
 * move cut never reads as another word, one space between.
 */
static void
ui_review_row(int y, int x, int w, const char *const *cols, const int *widths,
    int n)
{
	for (int i = 0; i < n && w > 0; i++) {
		int cw = widths[i] < w ? widths[i] : w;

		ui_term_put_cut(y, x, cw, cols[i]);
		x += cw + 1;
		w -= cw + 1;
	}
}

/*
 * The columns of the list of turns in w columns: the number, the move
 * played and its points, the best move and its points when two moves fit
 * whole (a wide screen), and the equity lost.  At 80 columns the best
 * move is left out: the figures under the board and the box of best
 * moves give the shown turn's.
 */
static int
ui_review_columns(const struct ui *ui, int w, int *widths)
{
	int n = 0, fixed, lost_w = ui_term_width(_("lost"));

	widths[n++] = ui->review_turns.n >= 100 ? 3 : 2;
	widths[n++] = 0;
	widths[n++] = 3;
	/* "100.0", and room for the heading unless it is a long one. */
	lost_w = lost_w < 5 ? 5 : lost_w > 8 ? 8 : lost_w;
	fixed = widths[0] + 1 + 3 + 1 + lost_w + 1;
	if (w - fixed - 5 >= 2 * UI_REVIEW_MOVE_W) {
		widths[1] = (w - fixed - 5) / 2;
		widths[n++] = w - fixed - 5 - widths[1];
		widths[n++] = 3;
	} else
		widths[1] = w - fixed > 8 ? w - fixed : 8;
	widths[n++] = lost_w;
	return n;
}

/* text right-aligned in width columns (a heading over figures). */
static const char *
ui_review_right(const char *text, int width, char *buf, size_t size)
{
	int pad = width - ui_term_width(text);

	snprintf(buf, size, "%*s%s", pad > 0 ? pad : 0, "", text);
	return buf;
}

/* The headings of the list, over the columns ui_review_columns() chose. */
static void
ui_review_heading(const struct ui_layout *l, int w, const int *widths, int n)
{
	const char *cols[UI_REVIEW_COLS];
	char pts[2][32], lost[64], num[8];
	int c = 0;

	cols[c++] = ui_review_right("#", widths[0], num, sizeof num);
	cols[c++] = _("played");
	cols[c++] = ui_review_right(_("pts"), 3, pts[0], sizeof pts[0]);
	if (n == UI_REVIEW_COLS) {
		cols[c++] = _("best");
		cols[c++] = ui_review_right(_("pts"), 3, pts[1], sizeof pts[1]);
	}
	cols[c++] = ui_review_right(_("lost"), widths[n - 1], lost,
	    sizeof lost);
	attrset(ui_term_attr(UI_A_LABEL));
	ui_review_row(0, l->panel_x, w, cols, widths, n);
}

/* One turn of the list at row y: its number, moves, points and loss. */
static void
ui_review_list_line(const struct ui *ui, int i, int y, int x, int w,
    const int *widths, int n)
{
	const struct bot_review_turn *a = ui_review_analysed(ui, i);
	const char *cols[UI_REVIEW_COLS];
	char num[16], played[16], best[16], lost[16];
	char moves[2][BOT_REVIEW_TEXT + 32];
	int c = 0;

	snprintf(num, sizeof num, "%*d", widths[0], i + 1);
	cols[c++] = num;
	cols[c++] = a != NULL ? ui_turns_move_fit(a->played, widths[1],
	    moves[0], sizeof moves[0]) : "...";
	snprintf(played, sizeof played, "%3d", a != NULL ? a->played_score :
	    0);
	cols[c++] = a != NULL ? played : "";
	if (n == UI_REVIEW_COLS) {
		snprintf(best, sizeof best, "%3d", a != NULL ? a->best_score :
		    0);
		cols[c++] = a != NULL ? ui_turns_move_fit(a->best, widths[3],
		    moves[1], sizeof moves[1]) : "";
		cols[c++] = a != NULL ? best : "";
	}
	snprintf(lost, sizeof lost, "%*.1f", widths[n - 1], a != NULL ?
	    (double)a->loss : 0.0);
	cols[c++] = a != NULL ? lost : "";
	mvhline(y, x, ' ', w);
	ui_review_row(y, x, w, cols, widths, n);
}

/* Beside the board: the turns, the one shown highlighted, in view. */
static void
ui_review_list(const struct ui *ui, const struct ui_layout *l)
{
	int h = UI_BOARD_HEIGHT - 1 - (l->kind == UI_LAYOUT_WIDE ? 0 :
	    UI_REVIEW_ALT_LINES), w = l->cols - l->panel_x - 1;
	int first = ui->review_turn - h / 2;
	int widths[UI_REVIEW_COLS], n = ui_review_columns(ui, w, widths);

	if (first > ui->review_turns.n - h)
		first = ui->review_turns.n - h;
	if (first < 0)
		first = 0;
	ui_review_heading(l, w, widths, n);
	for (int i = first; i < ui->review_turns.n && i - first < h; i++) {
		attrset(ui_term_attr(i == ui->review_turn ? UI_A_CURSOR :
		    ui->review_turns.turns[i].disagrees ? UI_A_ERROR :
		    UI_A_NORMAL));
		ui_review_list_line(ui, i, 1 + i - first, l->panel_x, w,
		    widths, n);
	}
	attrset(A_NORMAL);
}

/* Both totals turn by turn as bars of eighths. */
static void
ui_review_chart(const struct ui *ui, int y, int x, int w)
{
	const struct gcg_record *rec = coach_analysis_record(ui->coach);
	int n = ui->review_turns.n, values[GAME_SHEET_MAX];

	if (n > GAME_SHEET_MAX)
		n = GAME_SHEET_MAX;
	for (int p = 0; p < GCG_PLAYERS; p++) {
		for (int i = 0; i < n; i++)
			values[i] = ui->review_turns.turns[i].total[p];
		ui_term_chart(y + p, x, w, ui_turns_player(rec, p), values,
		    n, ui->review_turns.max_total);
	}
}

/* The board as the turn began with both moves, figures, list, chart. */
static void
ui_review_draw(struct ui *ui)
{
	struct ui_layout l;
	struct ui_board_overlay o;
	char keys[UI_MESSAGE_MAX];

	ui_layout_compute(&l, LINES, COLS);
	if (l.kind == UI_LAYOUT_SMALL) {
		ui_term_put(0, 0, COLS, _("The terminal is too small."));
		return;
	}
	if (!ui->review_ready || ui->review_turns.n == 0) {
		ui_term_put(l.board_y + 1, 1, COLS - 2, ui->review_ready ?
		    _("The record has no turns to review.") :
		    _("Analysing..."));
		return;
	}
	ui_review_overlay(ui, ui->review_turn, &o);
	ui_board_draw_overlay(&l, &ui->review_turns.turns[ui->review_turn]
	    .before, &o);
	ui_review_list(ui, &l);
	if (l.kind == UI_LAYOUT_WIDE)
		ui_review_alternatives(ui, UI_BOARD_HEIGHT + 1, l.panel_x,
		    l.cols - l.panel_x - 1, UI_REVIEW_ALT_LINES);
	else
		ui_review_alternatives(ui, UI_BOARD_HEIGHT - UI_REVIEW_ALT_LINES,
		    l.panel_x, l.cols - l.panel_x - 1, UI_REVIEW_ALT_LINES);
	ui_review_figures(ui, l.legend_y, l.kind == UI_LAYOUT_WIDE ?
	    UI_BOARD_WIDTH : l.cols - 2);
	ui_review_chart(ui, l.legend_y + 4, 1, l.kind == UI_LAYOUT_WIDE ?
	    UI_BOARD_WIDTH : l.cols - 2);
	snprintf(keys, sizeof keys, _("Left/Right turn  Home/End  number "
	    "Enter: go to a turn  %s  l list  Esc back"), ui->review_best ?
	    _("b show the move played") : _("b show the best move"));
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_keys(l.lines - 2, 1, l.cols - 2, 2, keys);
	attrset(A_NORMAL);
}

/* Show a turn, kept within the record. */
static void
ui_review_go(struct ui *ui, int turn)
{
	if (turn >= ui->review_turns.n)
		turn = ui->review_turns.n - 1;
	ui->review_turn = turn < 0 ? 0 : turn;
}

/*
 * Left/Right step, Home/End jump, digits and Enter go to a turn; b shows
 * the best move alone or the move played again.
 */
static int
ui_review_key(struct ui *ui, int is_key, wint_t ch)
{
	if (is_key && (ch == KEY_LEFT || ch == KEY_RIGHT))
		ui_review_go(ui, ui->review_turn + (ch == KEY_LEFT ? -1 : 1));
	else if (is_key && (ch == KEY_HOME || ch == KEY_END))
		ui_review_go(ui, ch == KEY_HOME ? 0 : ui->review_turns.n - 1);
	else if (!is_key && ch >= L'0' && ch <= L'9' && ui->review_jump < 1000)
		ui->review_jump = ui->review_jump * 10 + (int)(ch - L'0');
	else if (ui_key_enter(is_key, ch) && ui->review_jump > 0) {
		ui_review_go(ui, ui->review_jump - 1);
		ui->review_jump = 0;
	} else if (!is_key && ch == L'b') {
		ui->review_best = !ui->review_best;
	} else if (!is_key && ch == L'l') {
		ui_overlay_open(ui, UI_OVERLAY_ANALYSIS);
	} else if (ui_key_escape(is_key, ch) || (!is_key && ch == L'q')) {
		ui_screen_set(ui, ui->review_back);
	}
	return 1;
}
