/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "eval.h"
#include "i18n.h"
#include "movegen.h"
#include "puzzle.h"
#include "ui-board.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-practice.h"
#include "ui-prompt.h"
#include "ui-term.h"
#include "text.h"
#include "ui-turns.h"
#include "xmalloc.h"

/*
 * "Find the best play" on the practice screen: a position from the
 * computer's own games (src/puzzle.h) on the board as the game draws it,
 * the rack beside it, and a line where the player types a move in
 * notation as on the game's command line.  Enter grades it: its score,
 * its equity, its rank among every move, and the best move, both drawn
 * on the board (the move in the last play's look, the best in the laid
 * tiles').  A move the rules or the lexicon refuse says why and can be
 * edited; Enter on an empty line gives up and shows the best move.  The
 * positions come from the computer's games from the seed given (--seed,
 * else 1, as for fichas practice puzzles), so the same ones come back:
 * a session asks those the schedule has due first, then those never
 * asked, and one answered right only once it is due again.
 */

#define UI_PRACTICE_POOL	40	/* positions a session chooses from */

/* What a puzzle session holds. */
struct ui_practice_puzzles {
	struct puzzle_engine engine;
	struct eval_leaves *leaves;	/* NULL: leaves are worth 0 */
	struct movegen_words *words;	/* NULL: the slower search */
	struct puzzle_set set;
	int at;				/* the puzzle shown */
	int asked, solved;
	int shown;			/* 0 asking, 1 graded, 2 given up */
	struct puzzle_grade grade;
	char refusal[UI_MESSAGE_MAX];	/* why the move typed is refused */
};

static int ui_practice_puzzle_rank(const struct ui_practice *p,
    const struct puzzle *pz);
static void ui_practice_puzzle_choose(const struct ui_practice *p,
    struct puzzle_set *set);
static void ui_practice_puzzle_grade(struct ui *ui);
static void ui_practice_puzzle_give_up(struct ui *ui);
static void ui_practice_puzzle_next(struct ui *ui);
static void ui_practice_puzzle_stop(struct ui *ui);
static void ui_practice_puzzle_mark(const struct board *b,
    const struct move *m, enum ui_attr look, struct ui_board_overlay *o);
static void ui_practice_puzzle_key_line(const struct ui_practice_puzzles *s,
    int y, int w);
static void ui_practice_puzzle_panel(const struct ui_practice_puzzles *s,
    const struct ui_layout *l);
static int ui_practice_puzzle_verdict(const struct ui_practice_puzzles *s,
    int y, int x, int w, int h);

int
ui_practice_puzzle_start(struct ui *ui, char **cause)
{
	struct ui_practice *p = ui_practice_state();
	struct ui_practice_puzzles *s;
	struct eval_failure ef;
	uint64_t seed = ui->opt.seed_given ? ui->opt.settings.seed : 1;
	char *path;

	ui_practice_puzzle_end(p);
	s = xcalloc(1, sizeof *s);
	p->puzzles = s;
	if ((path = eval_leaves_default_path()) != NULL &&
	    eval_leaves_load(path, &s->leaves, &ef) != 0)
		s->leaves = NULL;
	free(path);
	s->words = movegen_words_create(p->lex);
	puzzle_engine_init(&s->engine, p->lex, s->leaves, s->words);
	puzzle_set_init(&s->set);
	puzzle_set_generate(&s->engine, seed, UI_PRACTICE_POOL, &s->set);
	ui_practice_puzzle_choose(p, &s->set);
	if (s->set.n == 0) {
		*cause = xstrdup(_("No position of the computer's games stands "
		    "out: no puzzle with this lexicon."));
		return -1;
	}
	p->kind = PRACTICE_PUZZLES;
	p->entry_len = 0;
	p->entry[0] = L'\0';
	p->view = UI_PRACTICE_PUZZLE;
	return 0;
}

void
ui_practice_puzzle_end(struct ui_practice *p)
{
	struct ui_practice_puzzles *s = p->puzzles;

	if (s == NULL)
		return;
	puzzle_set_free(&s->set);
	movegen_words_free(s->words);
	eval_leaves_free(s->leaves);
	free(s);
	p->puzzles = NULL;
}

/* 0: due (the sooner, the lower), then new, then asked and not due. */
static int
ui_practice_puzzle_rank(const struct ui_practice *p, const struct puzzle *pz)
{
	const struct practice_item *it = practice_schedule_find(p->sched,
	    PRACTICE_PUZZLES, pz->key);
	int today = practice_day(p->now);

	if (it == NULL)
		return 1;
	return it->due <= today ? 0 : 2;
}

/*
 * The session's puzzles: the set reordered, due ones first (most overdue
 * first), then new ones, then the rest, each group in the set's order,
 * and cut to UI_PRACTICE_PUZZLES.
 */
static void
ui_practice_puzzle_choose(const struct ui_practice *p, struct puzzle_set *set)
{
	struct puzzle_set out;
	const struct practice_item *it, *jt;

	out = *set;
	out.v = xreallocarray(NULL, (size_t)set->n, sizeof *out.v);
	out.n = 0;
	out.size = set->n;
	for (int rank = 0; rank < 3; rank++)
		for (int i = 0; i < set->n; i++) {
			int at = out.n;

			if (ui_practice_puzzle_rank(p, &set->v[i]) != rank)
				continue;
			it = practice_schedule_find(p->sched, PRACTICE_PUZZLES,
			    set->v[i].key);
			/* Among the due, the most overdue goes first. */
			while (rank == 0 && at > 0 && (jt =
			    practice_schedule_find(p->sched, PRACTICE_PUZZLES,
			    out.v[at - 1].key)) != NULL && jt->due > it->due)
				at--;
			memmove(&out.v[at + 1], &out.v[at], (size_t)(out.n -
			    at) * sizeof *out.v);
			out.v[at] = set->v[i];
			out.n++;
		}
	free(set->v);
	*set = out;
	if (set->n > UI_PRACTICE_PUZZLES)
		set->n = UI_PRACTICE_PUZZLES;
}

/* Enter on a move: graded and recorded, or refused with the reason. */
static void
ui_practice_puzzle_grade(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	struct ui_practice_puzzles *s = p->puzzles;
	const struct puzzle *pz = &s->set.v[s->at];
	wchar_t typed[UI_PRACTICE_ENTRY_MAX + 1];
	char text[UI_PRACTICE_ENTRY_MAX * MB_LEN_MAX + 1];

	wmemcpy(typed, p->entry, (size_t)p->entry_len + 1);
	ui_prompt_case(typed);
	if (wcstombs(text, typed, sizeof text) == (size_t)-1) {
		snprintf(s->refusal, sizeof s->refusal, "%s",
		    text_move_error(MOVE_ERR_TILES));
		return;
	}
	puzzle_grade(&s->engine, pz, text, &s->grade);
	if (s->grade.verdict != PUZZLE_GRADED) {
		text_puzzle_refusal(&s->grade, &pz->cgp.board, s->refusal,
		    sizeof s->refusal);
		return;
	}
	s->refusal[0] = '\0';
	s->shown = 1;
	s->asked++;
	s->solved += s->grade.is_best != 0;
	ui_practice_record(ui, PRACTICE_PUZZLES, pz->key, s->grade.is_best);
}

/* Enter on an empty line: the best move, and the puzzle counts as missed. */
static void
ui_practice_puzzle_give_up(struct ui *ui)
{
	struct ui_practice_puzzles *s = ui_practice_state()->puzzles;
	const struct puzzle *pz = &s->set.v[s->at];

	s->refusal[0] = '\0';
	s->shown = 2;
	s->asked++;
	ui_practice_record(ui, PRACTICE_PUZZLES, pz->key, 0);
}

/* The next puzzle, or the drills with the tally. */
static void
ui_practice_puzzle_next(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	struct ui_practice_puzzles *s = p->puzzles;

	if (s->at + 1 >= s->set.n) {
		ui_practice_puzzle_stop(ui);
		return;
	}
	s->at++;
	s->shown = 0;
	s->refusal[0] = '\0';
	p->entry_len = 0;
	p->entry[0] = L'\0';
}

/* Back to the drills, saying how many were solved. */
static void
ui_practice_puzzle_stop(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	int asked = p->puzzles->asked, solved = p->puzzles->solved;
	int failed = ui->message_error && ui->message[0] != '\0';

	ui_practice_puzzle_end(p);
	p->view = UI_PRACTICE_HOME;
	if (!failed)
		ui_message(ui, 0, ngettext("Puzzles: %d of %d solved.",
		    "Puzzles: %d of %d solved.", asked), solved, asked);
}

void
ui_practice_puzzle_key(struct ui *ui, int is_key, wint_t ch)
{
	struct ui_practice *p = ui_practice_state();
	struct ui_practice_puzzles *s = p->puzzles;

	if (ui_key_escape(is_key, ch)) {
		ui_practice_puzzle_stop(ui);
	} else if (s->shown) {
		if (ui_key_enter(is_key, ch))
			ui_practice_puzzle_next(ui);
	} else if (ui_key_enter(is_key, ch)) {
		if (p->entry_len == 0)
			ui_practice_puzzle_give_up(ui);
		else
			ui_practice_puzzle_grade(ui);
	} else if (ui_practice_entry_key(p, is_key, ch)) {
		s->refusal[0] = '\0';
	}
}

/* The tiles a move lays, over the board in a look. */
static void
ui_practice_puzzle_mark(const struct board *b, const struct move *m,
    enum ui_attr look, struct ui_board_overlay *o)
{
	tile_t tiles[BOARD_SIZE][BOARD_SIZE];

	if (m->kind != MOVE_PLACE || ui_turns_new_tiles(b, m, tiles) == 0)
		return;
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++)
			if (tiles[r][c] != TILE_NONE) {
				o->tile[r][c] = tiles[r][c];
				o->look[r][c] = look;
			}
}

/*
 * The verdict in h lines of w columns from (y, x): the move's figures
 * and the best one, or the best alone after giving up; the lines used.
 */
static int
ui_practice_puzzle_verdict(const struct ui_practice_puzzles *s, int y,
    int x, int w, int h)
{
	const struct puzzle *pz = &s->set.v[s->at];
	const struct puzzle_grade *g = &s->grade;
	char line[UI_MESSAGE_MAX], move[UI_MESSAGE_MAX];
	int used = 0;

	if (s->shown == 1) {
		move_format(&g->move, move, sizeof move);
		snprintf(line, sizeof line, _("%s: %d points, equity %.1f, rank "
		    "%d of %d."), move, g->score, (double)g->equity, g->rank,
		    g->moves);
		attrset(ui_term_attr(UI_A_LAST));
		used += ui_term_wrap(y, x, w, h, line);
	}
	if (s->shown == 1 && g->is_best) {
		attrset(ui_term_attr(UI_A_GOOD));
		used += ui_term_wrap(y + used, x, w, h - used, _("Right: that "
		    "is the best move."));
	} else {
		if (s->shown == 1) {
			move_format(&g->best, move, sizeof move);
			snprintf(line, sizeof line, _("The best move: %s, %d "
			    "points, equity %.1f."), move, g->best_score,
			    (double)g->best_equity);
		} else {
			move_format(&pz->best, move, sizeof move);
			snprintf(line, sizeof line, _("The best move: %s, %d "
			    "points, equity %.1f."), move, pz->best_score,
			    (double)pz->best_equity);
		}
		attrset(ui_term_attr(UI_A_LAID));
		used += ui_term_wrap(y + used, x, w, h - used, line);
	}
	attrset(A_NORMAL);
	return used;
}

/* Under the board, what its colours show: "yours H6 PA(Z)  best H6 PE(Z)". */
static void
ui_practice_puzzle_key_line(const struct ui_practice_puzzles *s, int y,
    int w)
{
	char move[UI_MESSAGE_MAX];
	int x = 1, gap;

	x += ui_term_put(y, x, w, _("On the board:"));
	if (s->shown == 1) {
		move_format(&s->grade.move, move, sizeof move);
		x += 1 + ui_term_put(y, x + 1, w - x - 1, _("yours")) + 1;
		attrset(ui_term_attr(UI_A_LAST));
		x += ui_term_put(y, x, w - x, move);
		attrset(A_NORMAL);
	}
	move_format(s->shown == 1 ? &s->grade.best :
	    &s->set.v[s->at].best, move, sizeof move);
	gap = s->shown == 1 ? 2 : 1;
	x += gap + ui_term_put(y, x + gap, w - x - gap, _("the best")) + 1;
	attrset(ui_term_attr(UI_A_LAID));
	ui_term_put(y, x, w - x, move);
	attrset(A_NORMAL);
}

/* Beside the board: which puzzle, the scores, the bag, the rack. */
static void
ui_practice_puzzle_panel(const struct ui_practice_puzzles *s,
    const struct ui_layout *l)
{
	const struct puzzle *pz = &s->set.v[s->at];
	wchar_t cell[UI_CELL_TEXT];
	int x = l->panel_x + 1, w = l->cols - x - 1, y = 0;

	attrset(ui_term_attr(UI_A_MOVER));
	y += ui_term_wrap(y, x, w, 2, _("Find the best play"));
	attrset(A_NORMAL);
	ui_term_printf(y++, x, w, _("Puzzle %d of %d (%d solved)"), s->at + 1,
	    s->set.n, s->solved);
	y++;
	ui_term_printf(y++, x, w, _("You %d, opponent %d"), pz->cgp.scores[0],
	    pz->cgp.scores[1]);
	ui_term_printf(y++, x, w, _("Tiles in the bag: %d"),
	    puzzle_bag_count(pz));
	y++;
	ui_term_put(y++, x, w, _("Your rack:"));
	for (int i = 0; i < pz->cgp.racks[0].n; i++) {
		ui_tile_cell(pz->cgp.racks[0].tiles[i], cell);
		attrset(ui_term_attr(UI_A_TILE));
		mvaddnwstr(y, x + i * (UI_CELL_WIDTH + 1), cell, UI_CELL_WIDTH);
	}
	attrset(A_NORMAL);
	y += 2;
	if (s->shown)
		ui_practice_puzzle_verdict(s, y, x, w, UI_BOARD_HEIGHT - y);
}

void
ui_practice_puzzle_draw(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	const struct ui_practice_puzzles *s = p->puzzles;
	const struct puzzle *pz = &s->set.v[s->at];
	struct ui_board_overlay o;
	struct ui_layout l;
	int w;

	ui_layout_compute(&l, LINES, COLS);
	if (l.kind == UI_LAYOUT_SMALL) {
		ui_term_put(0, 0, COLS, _("The terminal is too small."));
		return;
	}
	memset(&o, 0, sizeof o);
	if (s->shown == 1) {
		ui_practice_puzzle_mark(&pz->cgp.board, &s->grade.best,
		    UI_A_LAID, &o);
		ui_practice_puzzle_mark(&pz->cgp.board, &s->grade.move,
		    UI_A_LAST, &o);
	} else if (s->shown == 2) {
		ui_practice_puzzle_mark(&pz->cgp.board, &pz->best, UI_A_LAID,
		    &o);
	}
	ui_board_draw_overlay(&l, &pz->cgp.board, &o);
	ui_board_legend(&l);
	ui_practice_puzzle_panel(s, &l);
	w = l.box_w - 2;
	ui_practice_message(ui, l.message_y);
	if (s->shown) {
		ui_practice_puzzle_key_line(s, l.box_y, w);
		ui_practice_keys(s->at + 1 < s->set.n ? _("Enter next puzzle  "
		    "Esc stop  ? help") : _("Enter back to the drills  ? help"));
		return;
	}
	if (s->refusal[0] != '\0') {
		attrset(ui_term_attr(UI_A_ERROR));
		ui_term_wrap(l.box_y + 1, 1, w, l.play_y - l.box_y, s->refusal);
		attrset(A_NORMAL);
	}
	ui_practice_keys(_("Type a move (8H CASA across, H8 CASA down)  Enter "
	    "grade it  Enter on an empty line: the answer  Esc stop  ? help"));
	ui_practice_entry_draw(p, l.box_y, 1, w, _("Your move: "));
}
