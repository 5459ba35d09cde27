/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "eval.h"
#include "rng.h"

/*
 * Monte-Carlo simulation of candidate moves, two plies deep.
 *
 * One iteration deals the unseen tiles at random: the opponent's rack
 * first, the rest is the bag in drawing order.  Every candidate is played
 * out against that same deal (common random numbers: the candidates are
 * compared on equal luck):
 *
 *   1. our candidate, and our draw from the front of the bag;
 *   2. the opponent's best reply by static equity;
 *   3. our best move after it, by static equity;
 *
 * and is worth  score - reply's equity + our next move's equity.  A player
 * who goes out with the bag empty ends the line with art. 37.4's bonus.
 * The best average wins if it beats the static best (the first
 * candidate) by more than SIM_Z standard errors of their difference.
 *
 * Iteration i is dealt by a generator seeded from the decision's seed and
 * i alone, so it plays the same on any thread.  Workers take iterations in
 * order from a shared counter and always finish the one they took; values
 * are summed as integers (1/256 of a point), so the sums do not depend on
 * the order.  Iterations 0..N-1 done give the same result whatever the
 * number of threads; only a deadline or bot_stop() makes N vary.
 */

#define SIM_SCALE 256.0f	/* fixed point of the sums */
#define SIM_Z 1.0		/* standard errors to leave the static best */

struct sim_shared {
	struct bot *bot;
	const struct bot_position *pos;
	const struct movegen_move *cands;
	int n;
	const struct bot_limits *limits;
	uint64_t seed;
	atomic_long next;		/* the next iteration to take */
};

struct sim_worker {
	struct sim_shared *sh;
	struct movegen mg;		/* scratch: the board played out */
	int64_t sums[BOT_CANDIDATES_MAX];
	/* Squares of the differences with the first candidate, 1/256^2. */
	int64_t squares[BOT_CANDIDATES_MAX];
	long done;
	pthread_t thread;
};

/* A deal: the opponent's rack and the bag in drawing order. */
struct sim_deal {
	struct rack opp;
	tile_t bag[TILES_TOTAL + RACK_SIZE];
	int bag_n;
};

static void sim_deal(const struct bot_position *, struct rng *,
    struct sim_deal *);
static float sim_best(struct sim_worker *, const struct rack *, int, int,
    struct movegen_move *);
static void sim_apply(struct sim_worker *, const struct movegen_move *,
    struct rack *);
static float sim_playout(struct sim_worker *, const struct movegen_move *,
    const struct sim_deal *);
static int sim_significant(const int64_t *, const int64_t *, int, long);
static void *sim_run(void *);

/* Shuffle the unseen tiles into a rack for the opponent and a bag. */
static void
sim_deal(const struct bot_position *pos, struct rng *rng,
    struct sim_deal *d)
{
	tile_t all[TILES_TOTAL];
	int n = 0, r;

	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < pos->unseen[t] && n < TILES_TOTAL; k++)
			all[n++] = (tile_t)t;
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		tile_t swap = all[i];

		all[i] = all[j];
		all[j] = swap;
	}
	r = n - pos->bag_count;
	if (r > RACK_SIZE)
		r = RACK_SIZE;
	if (r < 0)
		r = 0;
	rack_init(&d->opp);
	for (int i = 0; i < r; i++)
		rack_add(&d->opp, all[i]);
	d->bag_n = n - r;
	memcpy(d->bag, all + r, (size_t)d->bag_n);
}

/* A rack's best move on the worker's board by static equity. */
static float
sim_best(struct sim_worker *w, const struct rack *rack, int bag_count,
    int opp_value, struct movegen_move *m)
{
	const struct bot_position *pos = w->sh->pos;
	struct bot_eval ev;
	struct movegen_options options;

	bot_options(w->sh->bot, &ev, &options, bag_count,
	    pos->exchange_min_bag, opp_value);
	if (!movegen_best(&w->mg, rack, &options, m)) {
		memset(m, 0, sizeof *m);
		m->kind = MOVE_PASS;
	}
	return m->equity;
}

/* Take a move's tiles off a rack; lay them on the worker's board. */
static void
sim_apply(struct sim_worker *w, const struct movegen_move *m,
    struct rack *rack)
{
	struct placement p;

	if (m->kind == MOVE_PLACE) {
		movegen_move_to_placement(m, &p);
		for (int i = 0; i < p.n; i++)
			rack_remove(rack, p.tiles[i].tile);
		movegen_update(&w->mg, &p);
	} else if (m->kind == MOVE_EXCHANGE)
		for (int i = 0; i < m->n_tiles; i++)
			rack_remove(rack, m->tiles[i]);
}

/* One candidate against one deal: its value for us. */
static float
sim_playout(struct sim_worker *w, const struct movegen_move *cand,
    const struct sim_deal *deal)
{
	const struct bot_position *pos = w->sh->pos;
	struct rack ours = pos->rack, opp = deal->opp;
	struct movegen_move reply, next;
	tile_t bag[TILES_TOTAL + RACK_SIZE];
	int bag_n = deal->bag_n, b = 0;
	float reply_eq, next_eq;

	memcpy(bag, deal->bag, (size_t)bag_n);
	w->mg = pos->mg;
	sim_apply(w, cand, &ours);
	while (ours.n < RACK_SIZE && b < bag_n)
		rack_add(&ours, bag[b++]);
	if (cand->kind == MOVE_EXCHANGE)	/* art. 24: drawn, then back */
		for (int i = 0; i < cand->n_tiles; i++)
			bag[bag_n++] = cand->tiles[i];
	if (ours.n == 0)
		return (float)(cand->score + 2 * rack_value(&opp));
	reply_eq = sim_best(w, &opp, bag_n - b, rack_value(&ours), &reply);
	sim_apply(w, &reply, &opp);
	if (opp.n == 0 && b == bag_n)	/* art. 37.4 */
		return (float)(cand->score - reply.score -
		    2 * rack_value(&ours));
	if (reply.kind != MOVE_EXCHANGE)
		while (opp.n < RACK_SIZE && b < bag_n)
			rack_add(&opp, bag[b++]);
	else
		b += reply.n_tiles;
	next_eq = sim_best(w, &ours, bag_n - b, rack_value(&opp), &next);
	return (float)cand->score - reply_eq + next_eq;
}

/*
 * Whether the simulation's best beats the static best (candidate 0) by
 * more than SIM_Z standard errors of their paired difference: with few
 * iterations the noise would otherwise pick a worse move than the static
 * evaluation does.
 */
static int
sim_significant(const int64_t *sums, const int64_t *squares, int best,
    long done)
{
	double n = (double)done, mean, var;

	if (best == 0 || done < 2)
		return best != 0 && done >= 2;
	mean = (double)(sums[best] - sums[0]) / n;
	var = (double)squares[best] / n - mean * mean;
	if (var < 0)
		var = 0;
	return mean > SIM_Z * sqrt(var / (n - 1));
}

/* A worker: iterations in order from the shared counter. */
static void *
sim_run(void *arg)
{
	struct sim_worker *w = arg;
	struct sim_shared *sh = w->sh;
	struct sim_deal deal;
	struct rng rng;
	int64_t first = 0;

	for (;;) {
		long i;

		if (bot_should_stop(sh->bot, sh->limits))
			break;
		i = atomic_fetch_add(&sh->next, 1);
		if (i >= sh->limits->iterations)
			break;
		rng_seed(&rng, bot_mix(sh->seed, (uint64_t)i));
		sim_deal(sh->pos, &rng, &deal);
		for (int c = 0; c < sh->n; c++) {
			int64_t v = (int64_t)lrintf(sim_playout(w,
			    &sh->cands[c], &deal) * SIM_SCALE);

			if (c == 0)
				first = v;
			w->sums[c] += v;
			w->squares[c] += (v - first) * (v - first);
		}
		w->done++;
	}
	return NULL;
}

int
bot_simulate(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, const struct bot_limits *limits,
    int threads, float *values)
{
	struct sim_shared sh = { .bot = bot, .pos = pos, .cands = cands,
	    .n = n, .limits = limits,
	    .seed = bot_mix(bot->seed, bot->decisions * 7919u + 1) };
	struct sim_worker *w;
	int64_t sums[BOT_CANDIDATES_MAX] = { 0 };
	int64_t squares[BOT_CANDIDATES_MAX] = { 0 };
	long done = 0;
	int best = -1, started;

	if (n > BOT_CANDIDATES_MAX)
		n = sh.n = BOT_CANDIDATES_MAX;
	if (threads < 1)
		threads = 1;
	atomic_init(&sh.next, 0);
	if ((w = calloc((size_t)threads, sizeof *w)) == NULL)
		return -1;
	for (started = 0; started < threads; started++) {
		w[started].sh = &sh;
		w[started].mg.lex = pos->mg.lex;
		if (started > 0 && pthread_create(&w[started].thread, NULL,
		    sim_run, &w[started]) != 0)
			break;
	}
	sim_run(&w[0]);
	for (int t = 0; t < started; t++) {
		if (t > 0)
			pthread_join(w[t].thread, NULL);
		done += w[t].done;
		for (int c = 0; c < n; c++) {
			sums[c] += w[t].sums[c];
			squares[c] += w[t].squares[c];
		}
	}
	free(w);
	bot->stats.iterations = done;
	bot->stats.candidates = n;
	if (done == 0)
		return -1;
	for (int c = 0; c < n; c++) {
		if (values != NULL)
			values[c] = (float)sums[c] / SIM_SCALE / (float)done;
		if (best < 0 || sums[c] > sums[best])
			best = c;
	}
	return sim_significant(sums, squares, best, done) ? best : 0;
}
