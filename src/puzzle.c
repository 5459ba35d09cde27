/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Finding and grading puzzles (src/puzzle.h); reading and writing sets is
 * src/puzzle-file.c.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-game.h"
#include "eval.h"
#include "gcg.h"
#include "lexicon.h"
#include "movegen.h"
#include "puzzle.h"
#include "replay.h"
#include "xmalloc.h"

#define PUZZLE_TIE 0.005f	/* equities closer than this are equal */

/* What a full generation counts for the rank. */
struct puzzle_count {
	float equity;		/* the move graded */
	int better;
	int moves;
	struct movegen_move best;
};

static void puzzle_options(const struct puzzle_engine *e, int bag_count,
    struct movegen_options *options);
static int puzzle_is_turn(const struct gcg_event *ev);
static int puzzle_gcg_turn(const struct puzzle_engine *e,
    const struct replay *r, const struct gcg_event *ev,
    struct bot_position *pos, struct puzzle *p);
static int puzzle_game(const struct puzzle_engine *e, uint64_t seed,
    int game, int count, struct bot_game *g, struct bot_position *pos,
    struct puzzle_set *set);
static int puzzle_emit(void *ctx, const struct movegen_move *m);
static int puzzle_through_text(const char *text, const struct board *board,
    char *buf, size_t size);
static enum move_error puzzle_parse(const char *text,
    const struct board *board, struct move *m, struct move_failure *f);
static void puzzle_grade_place(const struct puzzle_engine *e,
    const struct bot_position *pos, struct puzzle_grade *g,
    struct rack *leave);
static void puzzle_grade_exchange(const struct bot_position *pos,
    int exchange_min_bag, struct puzzle_grade *g, struct rack *leave);
static int puzzle_rank(const struct puzzle_engine *e,
    const struct bot_position *pos, struct puzzle_grade *g);

/* Defaults: margin PUZZLE_MARGIN, art. 24 as written (no minimum). */
void
puzzle_engine_init(struct puzzle_engine *e, const struct lexicon *lex,
    const struct eval_leaves *leaves, const struct movegen_words *words)
{
	memset(e, 0, sizeof *e);
	e->lex = lex;
	e->leaves = leaves;
	e->words = words;
	e->margin = PUZZLE_MARGIN;
}

/* Every move, valued by the engine's leave table (static equity). */
static void
puzzle_options(const struct puzzle_engine *e, int bag_count,
    struct movegen_options *options)
{
	movegen_options_init(options);
	options->bag_count = bag_count;
	options->exchange_min_bag = e->exchange_min_bag;
	options->leave = e->leaves == NULL ? NULL : eval_leave_fn;
	options->leave_ctx = (void *)e->leaves;
}

/* Best placement, margin over the second, tiles in the bag: a puzzle. */
int
puzzle_consider(const struct puzzle_engine *e,
    const struct bot_position *pos, struct puzzle *p)
{
	struct movegen_options options;
	struct movegen_move top[2];
	struct movegen *mg;
	size_t n;

	if (pos->bag_count < 1 || pos->rack.n == 0)
		return 0;
	mg = xmalloc(sizeof *mg);
	*mg = pos->mg;
	movegen_set_words(mg, e->words);
	puzzle_options(e, pos->bag_count, &options);
	n = movegen_top(mg, &pos->rack, &options, top, 2);
	free(mg);
	if (n < 2 || top[0].kind != MOVE_PLACE ||
	    top[0].equity - top[1].equity < e->margin)
		return 0;
	memset(p, 0, sizeof *p);
	cgp_init(&p->cgp);
	p->cgp.board = pos->mg.board;
	p->cgp.racks[0] = pos->rack;
	rack_sort(&p->cgp.racks[0]);
	p->cgp.scores[0] = pos->scores[0];
	p->cgp.scores[1] = pos->scores[1];
	p->cgp.scoreless = pos->scoreless;
	movegen_move_to_move(&top[0], &pos->mg.board, &p->best);
	p->best_score = top[0].score;
	p->best_equity = top[0].equity;
	p->margin = top[0].equity - top[1].equity;
	puzzle_make_key(p);
	return 1;
}

/* A turn of a record: a placement, an exchange or a pass. */
static int
puzzle_is_turn(const struct gcg_event *ev)
{
	return ev->kind == GCG_EVENT_PLACE || ev->kind == GCG_EVENT_PASS ||
	    ev->kind == GCG_EVENT_EXCHANGE;
}

/*
 * The position before a recorded turn, as bot-analyze.c rebuilds it:
 * the referee's board, the recorded rack, the running totals.  1 when it
 * is a puzzle (in *p), 0 when not, -1 out of memory.
 */
static int
puzzle_gcg_turn(const struct puzzle_engine *e, const struct replay *r,
    const struct gcg_event *ev, struct bot_position *pos, struct puzzle *p)
{
	struct cgp_position c;

	if (!ev->has_rack || ev->player < 0 || ev->rack.n == 0)
		return 0;
	cgp_init(&c);
	c.board = r->board;
	c.racks[0] = ev->rack;
	if (cgp_tiles_over(&c) != TILE_NONE)
		return 0;	/* a record that contradicts itself */
	bot_position_init(pos, e->lex, &r->board);
	pos->rack = ev->rack;
	bot_position_count_unseen(pos);
	pos->scores[0] = r->total[ev->player];
	pos->scores[1] = r->total[1 - ev->player];
	pos->scoreless = r->scoreless;
	pos->exchange_min_bag = e->exchange_min_bag;
	return puzzle_consider(e, pos, p);
}

/* Every turn of a record whose position is a puzzle. */
int
puzzle_set_from_gcg(const struct puzzle_engine *e,
    const struct gcg_record *rec, const char *name, struct puzzle_set *set)
{
	struct replay_options opt = { 0 };
	struct replay *r = xmalloc(sizeof *r);
	struct bot_position *pos = xmalloc(sizeof *pos);
	struct replay_step step;
	struct puzzle p;
	int added = 0, turn = 0;

	opt.exchange_min_bag = e->exchange_min_bag;
	replay_init(r, rec, &opt);
	while (r->next < rec->n_events && set->n < PUZZLE_SET_MAX) {
		const struct gcg_event *ev = &rec->events[r->next];

		if (puzzle_is_turn(ev)) {
			turn++;
			if (puzzle_gcg_turn(e, r, ev, pos, &p) > 0) {
				p.from = PUZZLE_FROM_RECORD;
				p.turn = turn;
				puzzle_set_record(&p, name);
				added += puzzle_set_add(set, &p) == 0;
			}
		}
		if (!replay_step(r, &step))
			break;
	}
	free(pos);
	free(r);
	return added;
}

/*
 * One game of static self-play: each side plays its best move by static
 * equity; the positions that are puzzles go in the set, until count.
 * The puzzles added.
 */
static int
puzzle_game(const struct puzzle_engine *e, uint64_t seed, int game,
    int count, struct bot_game *g, struct bot_position *pos,
    struct puzzle_set *set)
{
	struct movegen_options options;
	struct movegen_move best;
	struct puzzle p;
	int added = 0;

	bot_game_start(g, e->lex, e->words, bot_seed(seed, (uint64_t)game),
	    game & 1);
	g->exchange_min_bag = e->exchange_min_bag;
	do {
		bot_game_position(g, pos);
		if (puzzle_consider(e, pos, &p) > 0) {
			p.from = PUZZLE_FROM_SEED;
			p.seed = seed;
			p.game = game + 1;
			p.turn = g->turns + 1;
			if (puzzle_set_add(set, &p) != 0)
				return added;	/* the set is full */
			added++;
		}
		puzzle_options(e, pos->bag_count, &options);
		if (!movegen_best(&pos->mg, &pos->rack, &options, &best))
			break;
	} while (added < count && bot_game_play(g, &best) == 0);
	return added;
}

/* Puzzles from the computer's own games, game after game. */
int
puzzle_set_generate(const struct puzzle_engine *e, uint64_t seed,
    int count, struct puzzle_set *set)
{
	struct bot_game *g = xmalloc(sizeof *g);
	struct bot_position *pos = xmalloc(sizeof *pos);
	long games = (long)count * PUZZLE_GAMES_PER;
	int added = 0;

	for (long i = 0; i < games && added < count &&
	    set->n < PUZZLE_SET_MAX; i++)
		added += puzzle_game(e, seed, (int)i, count - added, g, pos,
		    set);
	free(pos);
	free(g);
	return added;
}

/* Tiles in the bag: what the position leaves, less the opponent's. */
int
puzzle_bag_count(const struct puzzle *p)
{
	return cgp_bag_count(&p->cgp);
}

/* The mover's view: the board, the rack, the unseen tiles, the scores. */
void
puzzle_position(const struct puzzle *p, const struct puzzle_engine *e,
    struct bot_position *pos)
{
	bot_position_init(pos, e->lex, &p->cgp.board);
	movegen_set_words(&pos->mg, e->words);
	pos->rack = p->cgp.racks[0];
	bot_position_count_unseen(pos);
	pos->bag_count = puzzle_bag_count(p);
	pos->scores[0] = p->cgp.scores[0];
	pos->scores[1] = p->cgp.scores[1];
	pos->scoreless = p->cgp.scoreless;
	pos->exchange_min_bag = e->exchange_min_bag;
}

/* Count the moves better than the one graded; keep the best. */
static int
puzzle_emit(void *ctx, const struct movegen_move *m)
{
	struct puzzle_count *c = ctx;

	if (c->moves == 0 || movegen_move_compare(m, &c->best) < 0)
		c->best = *m;
	c->moves++;
	c->better += m->equity > c->equity + PUZZLE_TIE;
	return 0;
}

/*
 * The text again with the letters the board holds on their squares in
 * parentheses ("O8 ALDEONE(S)"); 0, or -1 when it is not a coordinate
 * and one word of tiles, or a square is off the board.
 */
static int
puzzle_through_text(const char *text, const struct board *board, char *buf,
    size_t size)
{
	struct move probe;
	size_t clen, wlen, pos = 0, used = 0;
	const char *word;
	char piece[64];
	tile_t tile;

	text += strspn(text, " \t");
	clen = strcspn(text, " \t");
	word = text + clen + strspn(text + clen, " \t");
	wlen = strcspn(word, " \t");
	if (clen > 3 || word[wlen + strspn(word + wlen, " \t")] != '\0')
		return -1;
	snprintf(piece, sizeof piece, "%.*s A", (int)clen, text);
	if (move_parse(piece, &probe, NULL) != MOVE_OK)
		return -1;
	snprintf(piece, sizeof piece, "%.*s ", (int)clen, text);
	tiles_append(buf, size, &used, piece);
	for (int i = 0; pos < wlen; i++) {
		size_t start = pos;
		int row = probe.row + (probe.dir == DIR_DOWN ? i : 0);
		int col = probe.col + (probe.dir == DIR_ACROSS ? i : 0);
		tile_t there;

		if (tiles_next(word, wlen, &pos, TILES_MODE_CASE_BLANKS, &tile,
		    NULL) != TILES_OK || !board_on(row, col))
			return -1;
		there = board_get(board, row, col);
		snprintf(piece, sizeof piece, there != TILE_NONE &&
		    tile_letter(there) == tile_letter(tile) ? "(%.*s)" : "%.*s",
		    (int)(pos - start), word + start);
		tiles_append(buf, size, &used, piece);
	}
	return used < size ? 0 : -1;
}

/*
 * Notation as a player types a play through the board: move_parse()
 * takes every letter for a tile to lay, so a bingo through an S on the
 * board ("O8 ALDEONES") reads as eight tiles.  Then the letters the
 * board holds on their squares are put in parentheses and the text read
 * again; any other error stands as move_parse() gives it.
 */
static enum move_error
puzzle_parse(const char *text, const struct board *board, struct move *m,
    struct move_failure *f)
{
	enum move_error e = move_parse(text, m, f);
	char buf[PUZZLE_LINE_MAX];

	if (e != MOVE_ERR_TOO_MANY || puzzle_through_text(text, board, buf,
	    sizeof buf) != 0 || move_parse(buf, m, NULL) != MOVE_OK)
		return e;
	return MOVE_OK;
}

/*
 * A placement as typed: on the board (letters there played through, a
 * blank for a letter the rack lacks), by the rules, in the lexicon.
 * Leaves g->verdict PUZZLE_GRADED, the score and the leave on success.
 */
static void
puzzle_grade_place(const struct puzzle_engine *e,
    const struct bot_position *pos, struct puzzle_grade *g,
    struct rack *leave)
{
	const struct board *board = &pos->mg.board;
	struct placement pl;
	struct move whole;

	g->move = g->typed;
	if (move_resolve(&g->move, board, &pos->rack, &g->failure) !=
	    MOVE_OK || move_to_placement(&g->move, board, &pl, &g->failure) !=
	    MOVE_OK) {
		g->verdict = PUZZLE_ERR_BOARD;
		return;
	}
	if ((g->rules_error = rules_check(board, &pos->rack, &pl)) !=
	    RULES_OK || (g->rules_error = rules_score(board, &pl,
	    &g->play)) != RULES_OK) {
		g->verdict = PUZZLE_ERR_RULES;
		return;
	}
	if (move_from_placement(&pl, board, &whole) == 0)
		g->move = whole;
	for (int i = 0; i < g->play.n_words; i++)
		if (!lexicon_contains(e->lex, g->play.words[i].tiles,
		    (size_t)g->play.words[i].len)) {
			g->bad_word = i;
			g->verdict = PUZZLE_ERR_WORD;
			return;
		}
	g->score = g->play.score;
	for (int i = 0; i < pl.n; i++)
		rack_remove(leave, tile_is_blank(pl.tiles[i].tile) ?
		    TILE_BLANK : pl.tiles[i].tile);
}

/* An exchange: tiles on the rack and enough in the bag (art. 24). */
static void
puzzle_grade_exchange(const struct bot_position *pos, int exchange_min_bag,
    struct puzzle_grade *g, struct rack *leave)
{
	int n = g->typed.n_exchange;

	g->move = g->typed;
	if (n == 0 || !rack_holds(&pos->rack, g->typed.exchange, n)) {
		g->verdict = PUZZLE_ERR_NOT_ON_RACK;
		return;
	}
	if (pos->bag_count < n || pos->bag_count < exchange_min_bag) {
		g->verdict = PUZZLE_ERR_BAG;
		return;
	}
	for (int i = 0; i < n; i++)
		rack_remove(leave, g->typed.exchange[i]);
}

/* The rank among every move, and the best one; 0, or -1. */
static int
puzzle_rank(const struct puzzle_engine *e, const struct bot_position *pos,
    struct puzzle_grade *g)
{
	struct movegen_options options;
	struct puzzle_count c;

	memset(&c, 0, sizeof c);
	c.equity = g->equity;
	puzzle_options(e, pos->bag_count, &options);
	movegen_generate(&pos->mg, &pos->rack, &options, puzzle_emit, &c);
	if (c.moves == 0)
		return -1;
	g->rank = c.better + 1;
	g->moves = c.moves;
	g->best_score = c.best.score;
	g->best_equity = c.best.equity;
	movegen_move_to_move(&c.best, &pos->mg.board, &g->best);
	g->is_best = g->rank == 1;
	return 0;
}

/* Read, check, score, value and rank a typed move. */
int
puzzle_grade(const struct puzzle_engine *e, const struct puzzle *p,
    const char *text, struct puzzle_grade *g)
{
	struct bot_position *pos = xmalloc(sizeof *pos);
	struct rack leave;
	int rc = 0;

	memset(g, 0, sizeof *g);
	g->bad_word = -1;
	puzzle_position(p, e, pos);
	leave = pos->rack;
	if (puzzle_parse(text, &pos->mg.board, &g->typed, &g->failure) !=
	    MOVE_OK)
		g->verdict = PUZZLE_ERR_NOTATION;
	else if (g->typed.kind == MOVE_PLACE)
		puzzle_grade_place(e, pos, g, &leave);
	else if (g->typed.kind == MOVE_EXCHANGE)
		puzzle_grade_exchange(pos, e->exchange_min_bag, g, &leave);
	else
		g->move = g->typed;
	if (g->verdict == PUZZLE_GRADED) {
		g->equity = (float)g->score + (e->leaves == NULL ? 0.0f :
		    eval_leave_rack(e->leaves, &leave));
		if (puzzle_rank(e, pos, g) != 0) {
			g->verdict = PUZZLE_ERR_NO_MOVES;
			rc = -1;
		}
	}
	free(pos);
	return rc;
}
