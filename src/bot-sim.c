/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "eval.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * Monte-Carlo simulation of candidate moves, two plies deep.
 *
 * One iteration deals the unseen tiles at random: the opponent's rack
 * first, the rest is the bag in drawing order.  Every candidate still in
 * the race is played out against that same deal (common random numbers:
 * the candidates are compared on equal luck):
 *
 *   1. our candidate, and our draw from the front of the bag;
 *   2. the opponent's best reply by static equity;
 *   3. our best move after it, by static equity;
 *
 * and is worth  score - reply's equity + our next move's equity.  A player
 * who goes out with the bag empty ends the line with art. 37.4's bonus.
 *
 * Iterations run in stages of SIM_STAGE.  After each stage, from
 * SIM_PRUNE_MIN iterations on, a candidate whose average trails the
 * leader's by more than SIM_PRUNE_Z standard errors of their paired
 * difference leaves the race, so the time goes to the moves that may
 * still win; when one is left, the simulation ends early.  The best
 * average wins if it beats the static best (the first candidate) by more
 * than SIM_Z standard errors of their difference: with few iterations the
 * noise would otherwise pick a worse move than static equity does.
 *
 * Iteration i is dealt by a generator seeded from the decision's seed and
 * i alone, so it plays the same on any thread.  Workers take iterations in
 * order from a shared counter and always finish the one they took; values
 * are summed as integers (1/256 of a point), so the sums do not depend on
 * the order, and pruning looks only at whole stages.  Iterations 0..N-1
 * done give the same result whatever the number of threads; only a
 * deadline or bot_stop() makes N vary.
 */

#define SIM_SCALE 256.0f	/* fixed point of the sums */
#define SIM_Z 1.0		/* standard errors to leave the static best */
#define SIM_STAGE 16		/* iterations between pruning decisions */
#define SIM_PRUNE_MIN 48	/* iterations before the first pruning */
#define SIM_PRUNE_Z 2.5		/* standard errors to drop a candidate */

/* What the iterations add up to, per candidate and per pair. */
struct sim_sums {
	int64_t sum[BOT_CANDIDATES_MAX];
	/* Sums of products v[c] * v[d], d <= c, in 1/256^2. */
	int64_t prod[BOT_CANDIDATES_MAX][BOT_CANDIDATES_MAX];
};

struct sim_shared {
	struct bot *bot;
	const struct bot_position *pos;
	const struct movegen_move *cands;
	int n;
	const struct bot_limits *limits;
	const struct bot_inference *inf;	/* NULL: nothing inferred */
	uint64_t seed;
	unsigned char active[BOT_CANDIDATES_MAX];
	long played[BOT_CANDIDATES_MAX];	/* iterations, once dropped */
	long stage_end;			/* iterations up to this one */
	atomic_long next;		/* the next iteration to take */
};

struct sim_worker {
	struct sim_shared *sh;
	struct movegen mg;		/* scratch: the board played out */
	struct sim_sums sums;
	long done;
	pthread_t thread;
};

/* A deal: the opponent's rack and the bag in drawing order. */
struct sim_deal {
	struct rack opp;
	tile_t bag[TILES_TOTAL + RACK_SIZE];
	int bag_n;
};

static void sim_deal(const struct sim_shared *, struct rng *,
    struct sim_deal *);
static float sim_best(struct sim_worker *, const struct rack *, int, int,
    struct movegen_move *);
static void sim_apply(struct sim_worker *, const struct movegen_move *,
    struct rack *);
static float sim_playout(struct sim_worker *, const struct movegen_move *,
    const struct sim_deal *);
static void sim_add(struct sim_sums *, const struct sim_sums *, int);
static double sim_lead(const struct sim_sums *, int, int, long, double *);
static int sim_leader(const struct sim_sums *, const unsigned char *, int);
static int sim_prune(struct sim_shared *, const struct sim_sums *, long);
static void *sim_run(void *);
static long sim_stage(struct sim_shared *, struct sim_worker *, int,
    long, struct sim_sums *);

/*
 * Shuffle the unseen tiles into a rack for the opponent and a bag; with
 * an inference, the rack starts with one of the racks it may have kept.
 */
static void
sim_deal(const struct sim_shared *sh, struct rng *rng, struct sim_deal *d)
{
	const struct bot_position *pos = sh->pos;
	int unseen[TILE_CODES];
	tile_t all[TILES_TOTAL];
	int n = 0, r;

	memcpy(unseen, pos->unseen, sizeof unseen);
	rack_init(&d->opp);
	if (sh->inf != NULL && sh->inf->n > 0) {
		const struct rack *kept = &sh->inf->kept[rng_below(rng,
		    (uint32_t)sh->inf->n)];

		for (int i = 0; i < kept->n; i++)
			if (unseen[kept->tiles[i]] > 0) {
				unseen[kept->tiles[i]]--;
				rack_add(&d->opp, kept->tiles[i]);
			}
	}
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < unseen[t] && n < TILES_TOTAL; k++)
			all[n++] = (tile_t)t;
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		tile_t swap = all[i];

		all[i] = all[j];
		all[j] = swap;
	}
	r = n + d->opp.n - pos->bag_count;
	if (r > RACK_SIZE)
		r = RACK_SIZE;
	r -= d->opp.n;
	if (r < 0)
		r = 0;
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

/* Add one worker's sums into the total, n candidates. */
static void
sim_add(struct sim_sums *total, const struct sim_sums *w, int n)
{
	for (int c = 0; c < n; c++) {
		total->sum[c] += w->sum[c];
		for (int d = 0; d <= c; d++)
			total->prod[c][d] += w->prod[c][d];
	}
}

/*
 * How far candidate a leads candidate b on average over done iterations
 * both played, in points; *se gets the standard error of that lead.
 */
static double
sim_lead(const struct sim_sums *s, int a, int b, long done, double *se)
{
	int hi = a > b ? a : b, lo = a > b ? b : a;
	/* Sum of the squared differences, exact in integers. */
	int64_t sq = s->prod[a][a] + s->prod[b][b] - 2 * s->prod[hi][lo];
	double n = (double)done, scale = SIM_SCALE;
	double mean = (double)(s->sum[a] - s->sum[b]) / n;
	double var = (double)sq / n - mean * mean;

	if (var < 0 || done < 2)
		var = 0;
	*se = done < 2 ? 0 : sqrt(var / (n - 1)) / scale;
	return mean / scale;
}

/* The active candidate with the best sum; the first on ties. */
static int
sim_leader(const struct sim_sums *s, const unsigned char *active, int n)
{
	int best = -1;

	for (int c = 0; c < n; c++)
		if (active[c] && (best < 0 || s->sum[c] > s->sum[best]))
			best = c;
	return best;
}

/*
 * After a whole stage: drop the candidates that trail the leader by more
 * than SIM_PRUNE_Z standard errors.  Returns how many remain.
 */
static int
sim_prune(struct sim_shared *sh, const struct sim_sums *s, long done)
{
	int leader = sim_leader(s, sh->active, sh->n), left = 0;
	double se;

	for (int c = 0; c < sh->n; c++) {
		if (!sh->active[c])
			continue;
		if (done >= SIM_PRUNE_MIN && c != leader &&
		    sim_lead(s, leader, c, done, &se) > SIM_PRUNE_Z * se) {
			sh->active[c] = 0;
			sh->played[c] = done;
		} else
			left++;
	}
	return left;
}

/* A worker: iterations in order from the shared counter. */
static void *
sim_run(void *arg)
{
	struct sim_worker *w = arg;
	struct sim_shared *sh = w->sh;
	struct sim_deal deal;
	struct rng rng;
	int64_t v[BOT_CANDIDATES_MAX];

	for (;;) {
		long i;

		if (bot_should_stop(sh->bot, sh->limits))
			break;
		i = atomic_fetch_add(&sh->next, 1);
		if (i >= sh->stage_end)
			break;
		rng_seed(&rng, bot_mix(sh->seed, (uint64_t)i));
		sim_deal(sh, &rng, &deal);
		for (int c = 0; c < sh->n; c++) {
			if (!sh->active[c])
				continue;
			v[c] = (int64_t)lrintf(sim_playout(w, &sh->cands[c],
			    &deal) * SIM_SCALE);
			w->sums.sum[c] += v[c];
			for (int d = 0; d <= c; d++)
				if (sh->active[d])
					w->sums.prod[c][d] += v[c] * v[d];
		}
		w->done++;
	}
	return NULL;
}

/*
 * Iterations from..stage_end on `threads` workers (w[0] on this thread);
 * their sums are moved into *total.  Returns the iterations done.
 */
static long
sim_stage(struct sim_shared *sh, struct sim_worker *w, int threads,
    long from, struct sim_sums *total)
{
	long done = 0;
	int started;

	atomic_store(&sh->next, from);
	for (started = 1; started < threads; started++)
		if (pthread_create(&w[started].thread, NULL, sim_run,
		    &w[started]) != 0)
			break;
	sim_run(&w[0]);
	for (int t = 0; t < started; t++) {
		if (t > 0)
			pthread_join(w[t].thread, NULL);
		done += w[t].done;
		sim_add(total, &w[t].sums, sh->n);
		memset(&w[t].sums, 0, sizeof w[t].sums);
		w[t].done = 0;
	}
	return done;
}

int
bot_simulate(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, const struct bot_limits *limits,
    const struct bot_inference *inf, int threads, float *values)
{
	struct sim_shared sh = { .bot = bot, .pos = pos, .cands = cands,
	    .n = n, .limits = limits, .inf = inf,
	    .seed = bot_mix(bot->seed, bot->decisions * 7919u + 1) };
	struct sim_worker *w;
	struct sim_sums *total;
	long done = 0, stage;
	int best, left = n;
	double se;

	if (n > BOT_CANDIDATES_MAX)
		n = sh.n = BOT_CANDIDATES_MAX;
	if (threads < 1)
		threads = 1;
	memset(sh.active, 1, sizeof sh.active);
	atomic_init(&sh.next, 0);
	w = xcalloc((size_t)threads, sizeof *w);
	total = xcalloc(1, sizeof *total);
	for (int t = 0; t < threads; t++) {
		w[t].sh = &sh;
		w[t].mg.lex = pos->mg.lex;
	}
	while (left > 1 && done < limits->iterations &&
	    !bot_should_stop(bot, limits)) {
		sh.stage_end = done + SIM_STAGE < limits->iterations ?
		    done + SIM_STAGE : limits->iterations;
		stage = sim_stage(&sh, w, threads, done, total);
		done += stage;
		if (done < sh.stage_end)
			break;		/* cut short: no decision on a part */
		left = sim_prune(&sh, total, done);
	}
	free(w);
	bot->stats.iterations = done;
	bot->stats.candidates = n;
	if (done == 0) {
		free(total);
		return -1;
	}
	for (int c = 0; c < n && values != NULL; c++)
		values[c] = (float)total->sum[c] / SIM_SCALE /
		    (float)(sh.active[c] ? done : sh.played[c]);
	best = sim_leader(total, sh.active, n);
	/* Leave the static best only on a clear lead. */
	if (best != 0 && sh.active[0] && (done < 2 ||
	    sim_lead(total, best, 0, done, &se) <= SIM_Z * se))
		best = 0;
	free(total);
	return best;
}
