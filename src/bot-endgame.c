/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "game.h"

/*
 * The endgame search: with the bag empty the opponent's rack is the
 * unseen tiles, so the game is one of perfect information.  Negamax with
 * alpha-beta over the spread from now on, iterative deepening.
 *
 * Each node tries the best few placements of the side to move (best by
 * score plus the end-of-game value of the tiles kept, struct bot_eval)
 * and the pass.  A line ends when
 *
 *   a rack is emptied        art. 37.4: the finisher gains the
 *                            opponent's rack value, the opponent loses it
 *                            (twice the rack on the spread);
 *   passes end the game      art. 37.2 (four pass-like turns in a row) or
 *                            37.3 (twelve scoreless turns unless 0-0):
 *                            each player loses the own rack value;
 *   the depth runs out       the horizon: scored as if nobody could play
 *                            any more (each loses the own rack), which
 *                            rewards playing off heavy tiles.
 *
 * The root moves are searched again at each depth, best first; the search
 * stops when no line reached the horizon (the result is then exact for
 * the moves tried), when the node budget (generations) or the deadline is
 * spent, or at BOT_ENDGAME_DEPTH.  A depth cut short is thrown away: the
 * result is the last depth completed, so a fixed node budget gives the
 * same move on any machine.
 */

#define EG_DEPTH 16		/* 7 + 7 tiles, one at a time, and passes */
#define EG_ROOT_MAX BOT_ENDGAME_WIDTH_MAX
#define EG_INFINITY 1000000	/* beyond any spread */

struct eg_state {
	struct movegen mg;
	struct rack racks[2];		/* [0]: the side to move */
	int passes, scoreless;
	int scored;			/* not 0-0 (art. 37.3) */
};

struct eg_search {
	struct bot *bot;
	const struct bot_limits *limits;
	long nodes;
	int aborted;
	int horizon;			/* a line reached the depth limit */
	int width;
	struct eg_state states[EG_DEPTH + 1];
	struct movegen_move moves[EG_DEPTH + 1][BOT_ENDGAME_WIDTH_MAX + 1];
};

static int eg_generate(struct eg_search *, const struct eg_state *,
    struct movegen_move *, int);
static int eg_child(struct eg_search *, int, int,
    const struct movegen_move *, int, int);
static int eg_negamax(struct eg_search *, int, int, int, int);
static int eg_root(struct eg_search *, struct movegen_move *, int, int,
    int *);
static void eg_order(struct movegen_move *, int *, int);
static void eg_setup(struct eg_search *, struct bot *,
    const struct bot_position *, const struct rack *,
    const struct bot_limits *);
static int eg_run(struct bot *, const struct bot_position *,
    const struct rack *, const struct bot_limits *,
    const struct movegen_move *, struct movegen_move *, int *, float *);

/* The node's moves: the best placements, then the pass; counts a node. */
static int
eg_generate(struct eg_search *s, const struct eg_state *st,
    struct movegen_move *buf, int width)
{
	struct bot_eval ev = { NULL, 1, rack_value(&st->racks[1]) };
	struct movegen_options options;
	size_t n;

	s->nodes++;
	if (s->nodes > s->limits->iterations ||
	    bot_should_stop(s->bot, s->limits)) {
		s->aborted = 1;
		return 0;
	}
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	options.bag_count = 0;
	options.leave = bot_eval_leave;
	options.leave_ctx = &ev;
	n = movegen_top(&st->mg, &st->racks[0], &options, buf, (size_t)width);
	memset(&buf[n], 0, sizeof buf[n]);
	buf[n].kind = MOVE_PASS;
	return (int)n + 1;
}

/* The value of one move for the side to move at ply, depth left. */
static int
eg_child(struct eg_search *s, int ply, int depth,
    const struct movegen_move *m, int alpha, int beta)
{
	const struct eg_state *st = &s->states[ply];
	struct eg_state *next = &s->states[ply + 1];
	int own = rack_value(&st->racks[0]), opp = rack_value(&st->racks[1]);
	struct rack after = st->racks[0];
	struct placement p;

	if (m->kind == MOVE_PASS) {
		if (st->passes + 1 >= GAME_PASSES_TO_END || (st->scored &&
		    st->scoreless + 1 >= GAME_SCORELESS_TO_END))
			return opp - own;	/* arts. 37.2, 37.3 */
		if (depth <= 1) {
			s->horizon = 1;
			return opp - own;
		}
		next->mg = st->mg;
		next->passes = st->passes + 1;
		next->scoreless = st->scoreless + 1;
	} else {
		movegen_move_to_placement(m, &p);
		for (int i = 0; i < p.n; i++)
			rack_remove(&after, p.tiles[i].tile);
		if (after.n == 0)
			return m->score + 2 * opp;	/* art. 37.4 */
		if (depth <= 1) {
			s->horizon = 1;
			return m->score + opp - rack_value(&after);
		}
		next->mg = st->mg;
		movegen_update(&next->mg, &p);
		next->passes = 0;
		next->scoreless = 0;
	}
	next->racks[0] = st->racks[1];
	next->racks[1] = after;
	next->scored = st->scored || m->score != 0;
	return (m->kind == MOVE_PASS ? 0 : m->score) -
	    eg_negamax(s, ply + 1, depth - 1, -beta, -alpha);
}

/* Negamax with alpha-beta below the root. */
static int
eg_negamax(struct eg_search *s, int ply, int depth, int alpha, int beta)
{
	struct movegen_move *moves = s->moves[ply];
	int n = eg_generate(s, &s->states[ply], moves, s->width);
	int best = -EG_INFINITY;

	for (int i = 0; i < n && !s->aborted; i++) {
		int v = eg_child(s, ply, depth, &moves[i], alpha, beta);

		if (v > best)
			best = v;
		if (v > alpha)
			alpha = v;
		if (alpha >= beta)
			break;
	}
	return s->aborted ? 0 : best;
}

/* One depth over the root moves: the best index, values[] filled. */
static int
eg_root(struct eg_search *s, struct movegen_move *root, int n, int depth,
    int *values)
{
	int alpha = -EG_INFINITY, best = 0;

	s->horizon = 0;
	for (int i = 0; i < n && !s->aborted; i++) {
		/* Alpha starts one below: equal values are told apart too. */
		values[i] = eg_child(s, 0, depth, &root[i], alpha - 1,
		    EG_INFINITY);
		if (i == 0 || values[i] > values[best]) {
			best = i;
			alpha = values[i];
		}
	}
	return best;
}

/* Sort root moves by value, best first, stable (insertion sort). */
static void
eg_order(struct movegen_move *root, int *values, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && values[j] > values[j - 1]; j--) {
			struct movegen_move m = root[j];
			int v = values[j];

			root[j] = root[j - 1];
			values[j] = values[j - 1];
			root[j - 1] = m;
			values[j - 1] = v;
		}
}

/* The search state at the root: the position, both racks, the widths. */
static void
eg_setup(struct eg_search *s, struct bot *bot,
    const struct bot_position *pos, const struct rack *opp,
    const struct bot_limits *limits)
{
	s->bot = bot;
	s->limits = limits;
	s->width = bot->level->endgame_width;
	if (s->width > BOT_ENDGAME_WIDTH_MAX)
		s->width = BOT_ENDGAME_WIDTH_MAX;
	s->states[0].mg = pos->mg;
	s->states[0].racks[0] = pos->rack;
	s->states[0].racks[1] = *opp;
	s->states[0].passes = pos->passes;
	s->states[0].scoreless = pos->scoreless;
	s->states[0].scored = pos->scores[0] != 0 || pos->scores[1] != 0;
}

/*
 * The search itself: root[] gets the root moves (forced: that one only),
 * best first by the last depth completed, *n how many; *value the best
 * one's.  0, or -1 out of memory or stopped before the root list.
 */
static int
eg_run(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    const struct movegen_move *forced, struct movegen_move *root, int *n,
    float *value)
{
	struct eg_search *s = calloc(1, sizeof *s);
	struct bot_limits unlimited = { LONG_MAX, 0 };
	int values[EG_ROOT_MAX + 1] = { 0 }, done = 0, result = 0;
	int root_width = bot->level->endgame_width * 3;

	if (s == NULL)
		return -1;
	eg_setup(s, bot, pos, opp, limits);
	*n = 1;
	if (forced != NULL)
		root[0] = *forced;
	else {
		/* The root list costs no node: it is always needed. */
		s->limits = &unlimited;
		*n = eg_generate(s, &s->states[0], root, root_width >
		    EG_ROOT_MAX ? EG_ROOT_MAX : root_width);
		s->limits = limits;
		s->nodes = 0;
	}
	if (*n == 0) {
		free(s);
		return -1;	/* bot_stop() before the root list */
	}
	for (int depth = 1; depth <= EG_DEPTH && !s->aborted; depth++) {
		int b = eg_root(s, root, *n, depth, values);

		if (s->aborted)
			break;
		result = values[b];
		eg_order(root, values, *n);
		done = depth;
		if (!s->horizon)
			break;	/* every line ended: exact for these moves */
	}
	bot->stats.nodes = s->nodes;
	bot->stats.depth = done;
	bot->stats.candidates = *n;
	*value = done > 0 ? (float)result : root[0].equity;
	free(s);
	return 0;
}

int
bot_endgame(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    const struct movegen_move *forced, struct movegen_move *best,
    float *value)
{
	struct movegen_move root[EG_ROOT_MAX + 1];
	int n;

	if (eg_run(bot, pos, opp, limits, forced, root, &n, value) != 0)
		return -1;
	*best = root[0];
	return 0;
}

int
bot_endgame_roots(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    struct movegen_move *roots, int max, int *n_roots, float *value)
{
	struct movegen_move root[EG_ROOT_MAX + 1];
	int n;

	if (eg_run(bot, pos, opp, limits, NULL, root, &n, value) != 0)
		return -1;
	*n_roots = n < max ? n : max;
	memcpy(roots, root, (size_t)*n_roots * sizeof *roots);
	return 0;
}
