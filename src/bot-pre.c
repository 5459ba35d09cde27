/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "xmalloc.h"

/*
 * The pre-endgame: one or two tiles in the bag.  A placement that lays at
 * least as many tiles as the bag holds empties it: the mover draws what
 * is left, and from then on the game is one of perfect information.  So
 * each such candidate is valued over every draw the unseen tiles allow
 * (for each draw the opponent holds the rest), each draw weighted by how
 * many ways the unseen tiles make it (hypergeometric), and each solved by
 * the endgame solver from the opponent's side:
 *
 *   value(m) = score(m) - sum over draws d of weight(d) * solve(m, d)
 *
 * Exact when every solve is proven.  The nodes are shared out evenly
 * over the solves (a count, so the same position gives the same move);
 * the clock or bot_stop() ends it between solves, and only candidates
 * valued over every draw compete.  With two tiles in the bag the draws
 * are many (every pair of the unseen) and the clock often ends it: so on
 * the clock a first pass values every candidate at an eighth of the
 * nodes, and the full pass then replaces the values of those it reaches.  Candidates that leave tiles in the bag
 * (passes, exchanges, plays of fewer tiles) are not on this scale and
 * are left out.
 */

#define PRE_DRAWS_MAX 512	/* multisets of one or two unseen tiles */
#define PRE_MIN_NODES 64	/* never less per solve */
#define PRE_FIRST_PASS 8	/* on the clock: a pass at 1/8 first */

struct pre_draw {
	tile_t tiles[2];
	int n;
	double weight;
};

static int pre_draws(const struct bot_position *, struct pre_draw *);
static int pre_solve(struct bot *, const struct bot_position *,
    const struct movegen_move *, const struct pre_draw *,
    const struct bot_limits *, float *);
static int pre_pass(struct bot *, const struct bot_position *,
    const struct movegen_move *, int, const struct pre_draw *, int,
    const struct bot_limits *, float *, int *, long *);

/* The draws of bag_count (1 or 2) tiles from the unseen; how many. */
static int
pre_draws(const struct bot_position *pos, struct pre_draw *d)
{
	double total = 0;
	int n = 0;

	for (int a = TILE_A; a <= TILE_BLANK; a++) {
		if (pos->unseen[a] == 0)
			continue;
		if (pos->bag_count == 1) {
			d[n].tiles[0] = (tile_t)a;
			d[n].n = 1;
			d[n].weight = pos->unseen[a];
			total += d[n++].weight;
			continue;
		}
		for (int b = a; b <= TILE_BLANK && n < PRE_DRAWS_MAX; b++) {
			if (pos->unseen[b] < (a == b ? 2 : 1))
				continue;
			d[n].tiles[0] = (tile_t)a;
			d[n].tiles[1] = (tile_t)b;
			d[n].n = 2;
			/* C(u, 2) for a pair of one tile, else u_a * u_b. */
			d[n].weight = a == b ? pos->unseen[a] *
			    (pos->unseen[a] - 1) / 2.0 :
			    (double)pos->unseen[a] * pos->unseen[b];
			total += d[n++].weight;
		}
	}
	for (int i = 0; i < n; i++)
		d[i].weight /= total;
	return n;
}

/*
 * The mover's value of m when it draws d: its score less what the
 * opponent then makes of the endgame (solved).  0, or -1.
 */
static int
pre_solve(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *m, const struct pre_draw *d,
    const struct bot_limits *limits, float *value)
{
	struct bot_position *next = xmalloc(sizeof *next);
	struct movegen_move best;
	struct placement p;
	struct rack mover;
	float v;
	int rc;

	*next = *pos;
	movegen_move_to_placement(m, &p);
	movegen_update(&next->mg, &p);
	mover = pos->rack;
	for (int i = 0; i < p.n; i++)
		rack_remove(&mover, p.tiles[i].tile);
	for (int i = 0; i < d->n; i++)
		rack_add(&mover, d->tiles[i]);
	/* The opponent to move: it holds the unseen tiles but the draw. */
	rack_init(&next->rack);
	for (int t = TILE_A; t <= TILE_BLANK; t++) {
		int k = pos->unseen[t];

		for (int i = 0; i < d->n; i++)
			k -= d->tiles[i] == t;
		while (k-- > 0)
			rack_add(&next->rack, (tile_t)t);
	}
	memset(next->unseen, 0, sizeof next->unseen);
	for (int i = 0; i < mover.n; i++)
		next->unseen[mover.tiles[i]]++;
	next->n_unseen = mover.n;
	next->bag_count = 0;
	next->scores[0] = pos->scores[1];
	next->scores[1] = pos->scores[0] + m->score;
	next->passes = 0;
	next->scoreless = 0;
	next->opp_laid.n = 0;
	rc = bot_endgame(bot, next, &mover, limits, NULL, &best, &v);
	*value = (float)m->score - v;
	free(next);
	return rc;
}

/*
 * One pass over the candidates, each solve given limits->iterations
 * nodes: values[] of those valued over every draw (done[] set), until
 * the clock stops it.  1 when it was stopped.
 */
static int
pre_pass(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, const struct pre_draw *draws,
    int n_draws, const struct bot_limits *limits, float *values, int *done,
    long *total)
{
	for (int i = 0; i < n; i++) {
		const struct movegen_move *m = &cands[i];
		double sum = 0;

		if (m->kind != MOVE_PLACE || m->n_tiles < pos->bag_count)
			continue;
		for (int d = 0; d < n_draws; d++) {
			float v;

			if (bot_should_stop(bot, limits) ||
			    pre_solve(bot, pos, m, &draws[d], limits,
			    &v) != 0)
				return 1;  /* not valued over every draw */
			*total += bot->stats.nodes;
			sum += draws[d].weight * v;
		}
		values[i] = (float)sum;
		done[i] = 1;
	}
	return 0;
}

int
bot_pre_endgame(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, long nodes,
    int64_t deadline_ms, float *best_value)
{
	struct pre_draw *draws = xmalloc(PRE_DRAWS_MAX * sizeof *draws);
	float *values = xcalloc((size_t)(n > 0 ? n : 1), sizeof *values);
	int *done = xcalloc((size_t)(n > 0 ? n : 1), sizeof *done);
	struct bot_stats saved = bot->stats;
	struct bot_limits limits;
	long total = 0, per_solve;
	int n_draws, usable = 0, best = -1;
	float best_v = 0;

	n_draws = pos->bag_count >= 1 && pos->bag_count <= 2 ?
	    pre_draws(pos, draws) : 0;
	for (int i = 0; i < n; i++)
		usable += cands[i].kind == MOVE_PLACE &&
		    cands[i].n_tiles >= pos->bag_count;
	if (n_draws == 0 || usable == 0) {
		free(draws);
		free(values);
		free(done);
		return -1;
	}
	per_solve = nodes / ((long)usable * n_draws);
	if (per_solve < PRE_MIN_NODES)
		per_solve = PRE_MIN_NODES;
	limits.deadline_ms = deadline_ms;
	/*
	 * On the clock, a first pass at an eighth of the nodes values every
	 * candidate early; the full pass then refines those it reaches.
	 */
	if (deadline_ms != 0 && per_solve / PRE_FIRST_PASS >= PRE_MIN_NODES) {
		limits.iterations = per_solve / PRE_FIRST_PASS;
		pre_pass(bot, pos, cands, n, draws, n_draws, &limits, values,
		    done, &total);
	}
	limits.iterations = per_solve;
	pre_pass(bot, pos, cands, n, draws, n_draws, &limits, values, done,
	    &total);
	for (int i = 0; i < n; i++)
		if (done[i] && (best < 0 || values[i] > best_v)) {
			best = i;
			best_v = values[i];
		}
	bot->stats = saved;
	bot->stats.nodes = total;
	free(draws);
	free(values);
	free(done);
	*best_value = best_v;
	return best;
}
