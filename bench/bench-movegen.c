/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Benchmark of the move generator: best-move (shadow) and full generation
 * over a fixed set of mid-game positions, and static greedy self-play.
 *
 *   bench-movegen [--leaves LEAVES] [LEXICON [FALLBACK]]
 *
 * With a leave table, the best move is also timed with its leave values
 * (what experto's static search does).
 * The positions come from seeded games where each side plays the
 * highest-scoring move (no leave values): the position before each turn 5
 * to 14 with the mover's rack.  Times are medians over the positions of
 * the time of one call, the positions taken in turn (cache as cold as in
 * a game).
 * Times are CPU time of the process.  They depend on the machine; this is
 * not a test.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bag.h"
#include "bench-util.h"
#include "eval.h"
#include "lexicon.h"
#include "movegen.h"
#include "rack.h"
#include "rng.h"
#include "rules.h"

#define BENCH_GAMES 20		/* games the positions come from */
#define BENCH_FIRST_TURN 4	/* turns 5.. */
#define BENCH_LAST_TURN 13	/* ..to 14 */
#define BENCH_MAX 1000
#define BENCH_SELFPLAY 200	/* games of greedy self-play */
#define BENCH_SEED 20260105
#define BENCH_PASSES 5		/* calls per position, medians taken */

/* A position to generate from. */
struct bench_position {
	struct movegen mg;
	struct rack rack;
	int bag_count;
};

/* One game in progress. */
struct bench_game {
	struct movegen mg;
	struct bag bag;
	struct rack racks[2];
	int scores[2];
	int turn, scoreless;
};

static void bench_game_start(struct bench_game *, struct rng *,
    const struct lexicon *, const struct movegen_words *);
static int bench_game_turn(struct bench_game *, struct rng *);
static int bench_count(void *, const struct movegen_move *);
static size_t bench_positions(const struct lexicon *,
    const struct movegen_words *, struct bench_position *);
static double bench_calls(struct bench_position *, size_t, int,
    const struct eval_leaves *, double *, double *);

/* A new game: full bag, two racks drawn. */
static void
bench_game_start(struct bench_game *g, struct rng *rng,
    const struct lexicon *lex, const struct movegen_words *words)
{
	struct board board;

	memset(g, 0, sizeof *g);
	board_init(&board);
	movegen_init(&g->mg, lex, &board);
	movegen_set_words(&g->mg, words);
	bag_fill(&g->bag);
	for (int i = 0; i < 2; i++) {
		rack_init(&g->racks[i]);
		bag_refill(&g->bag, rng, &g->racks[i]);
	}
}

/*
 * The mover plays the best-scoring move (exchanges need 7 in the bag);
 * returns 0 while the game goes on, 1 at its end (art. 37).
 */
static int
bench_game_turn(struct bench_game *g, struct rng *rng)
{
	struct rack *rack = &g->racks[g->turn % 2];
	struct movegen_options options;
	struct movegen_move best;
	struct placement placement;

	movegen_options_init(&options);
	options.bag_count = g->bag.n;
	options.exchange_min_bag = RACK_SIZE;
	if (!movegen_best(&g->mg, rack, &options, &best))
		return 1;
	if (best.kind == MOVE_PLACE) {
		movegen_move_to_placement(&best, &placement);
		movegen_update(&g->mg, &placement);
		for (int i = 0; i < placement.n; i++)
			rack_remove(rack, placement.tiles[i].tile);
		g->scores[g->turn % 2] += best.score;
		g->scoreless = 0;
		bag_refill(&g->bag, rng, rack);
	} else {
		/* Art. 24: draw first, then the old tiles go back. */
		for (int i = 0; i < best.n_tiles; i++)
			rack_remove(rack, best.tiles[i]);
		bag_refill(&g->bag, rng, rack);
		for (int i = 0; i < best.n_tiles; i++)
			bag_return(&g->bag, best.tiles[i]);
		g->scoreless++;
	}
	g->turn++;
	return rack->n == 0 || g->scoreless >= 6;
}

/* Count moves (full generation). */
static int
bench_count(void *ctx, const struct movegen_move *move)
{
	(void)move;
	(*(size_t *)ctx)++;
	return 0;
}

/* The mid-game positions of the seeded games. */
static size_t
bench_positions(const struct lexicon *lex, const struct movegen_words *words,
    struct bench_position *out)
{
	struct bench_game *g = malloc(sizeof *g);
	struct rng rng;
	size_t n = 0;

	if (g == NULL)
		return 0;
	rng_seed(&rng, BENCH_SEED);
	for (int game = 0; game < BENCH_GAMES; game++) {
		bench_game_start(g, &rng, lex, words);
		for (;;) {
			if (g->turn >= BENCH_FIRST_TURN &&
			    g->turn <= BENCH_LAST_TURN && n < BENCH_MAX) {
				out[n].mg = g->mg;
				out[n].rack = g->racks[g->turn % 2];
				out[n].bag_count = g->bag.n;
				n++;
			}
			if (bench_game_turn(g, &rng))
				break;
		}
	}
	free(g);
	return n;
}

/*
 * Median over the positions of one call's time (best move when best, else
 * full generation; with the leave values of leaves when not NULL);
 * *mean gets the mean time and *moves the mean number
 * of moves generated.  Each pass calls once per position, so a position's
 * nodes are not still in the cache from the call before (as in a game);
 * a position's time is its median over the passes.
 */
static double
bench_calls(struct bench_position *pos, size_t n, int best,
    const struct eval_leaves *leaves, double *mean, double *moves)
{
	double *times = malloc(n * BENCH_PASSES * sizeof *times), median;
	double total = 0, sum = 0, one[BENCH_PASSES];
	struct movegen_options options;
	struct movegen_move m;

	if (times == NULL)
		return -1;
	for (int pass = 0; pass < BENCH_PASSES; pass++)
		for (size_t i = 0; i < n; i++) {
			double start = bench_cpu_seconds();
			size_t count = 0;

			movegen_options_init(&options);
			options.bag_count = pos[i].bag_count;
			options.exchange_min_bag = RACK_SIZE;
			if (leaves != NULL) {
				options.leave = eval_leave_fn;
				options.leave_ctx = (void *)leaves;
#ifdef MOVEGEN_HAVE_LEAVES_FN
				/* All of a rack's leaves at once, where the
				 * build has it (not 4e22db6's). */
				options.leaves = eval_leaves_fn;
#endif
			}
			if (best)
				movegen_best(&pos[i].mg, &pos[i].rack, &options,
				    &m);
			else
				movegen_generate(&pos[i].mg, &pos[i].rack,
				    &options, bench_count, &count);
			times[i * BENCH_PASSES + pass] = bench_cpu_seconds() - start;
			total += (double)count;
		}
	for (size_t i = 0; i < n; i++) {
		memcpy(one, times + i * BENCH_PASSES, sizeof one);
		times[i] = bench_median(one, BENCH_PASSES);
		sum += times[i];
	}
	median = bench_median(times, n);
	*mean = sum / (double)n;
	*moves = total / (double)n / BENCH_PASSES;
	free(times);
	return median;
}

int
main(int argc, char **argv)
{
	struct lexicon_failure failure;
	struct bench_position *pos;
	struct bench_game *g;
	struct lexicon *lex = NULL;
	struct rng rng;
	struct movegen_words *words;
	struct eval_leaves *leaves = NULL;
	struct eval_failure ef;
	double start, secs, moves, best, plain, full, leave = 0;
	double best_mean, plain_mean, full_mean, leave_mean = 0;
	const char *path = NULL;
	size_t n;
	int turns = 0, first = 1;

	if (argc > 2 && strcmp(argv[1], "--leaves") == 0) {
		if (eval_leaves_load(argv[2], &leaves, &ef) != 0) {
			printf("bench-movegen: %s: cannot load the leaves\n",
			    argv[2]);
			return 1;
		}
		first = 3;
	}
	for (int i = first; i < argc && lex == NULL; i++)
		if (lexicon_open(argv[i], &lex, &failure) == 0)
			path = argv[i];
		else
			printf("bench-movegen: %s: %s%s\n", argv[i],
			    lexicon_error_id(failure.error),
			    i + 1 < argc ? ", trying the next" : "");
	if (lex == NULL)
		return 1;
	printf("lexicon: %s (%lu words)\n", path,
	    (unsigned long)lexicon_word_count(lex));
	pos = malloc(BENCH_MAX * sizeof *pos);
	g = malloc(sizeof *g);
	if (pos == NULL || g == NULL)
		return 1;
	start = bench_cpu_seconds();
	if ((words = movegen_words_create(lex)) == NULL)
		return 1;
	printf("word table: %.1f ms to build\n", (bench_cpu_seconds() - start) * 1e3);
	n = bench_positions(lex, words, pos);
	printf("positions: %zu (turns %d-%d of %d greedy games, seed %d)\n",
	    n, BENCH_FIRST_TURN + 1, BENCH_LAST_TURN + 1, BENCH_GAMES,
	    BENCH_SEED);
	best = bench_calls(pos, n, 1, NULL, &best_mean, &moves);
	if (leaves != NULL)
		leave = bench_calls(pos, n, 1, leaves, &leave_mean, &moves);
	for (size_t i = 0; i < n; i++)
		movegen_set_words(&pos[i].mg, NULL);
	plain = bench_calls(pos, n, 1, NULL, &plain_mean, &moves);
	full = bench_calls(pos, n, 0, NULL, &full_mean, &moves);
	printf("best move (shadow):  median %.1f us, mean %.1f us\n",
	    best * 1e6, best_mean * 1e6);
	if (leaves != NULL)
		printf("  with the leave table: median %.1f us, mean %.1f us\n",
		    leave * 1e6, leave_mean * 1e6);
	printf("  without the table: median %.1f us, mean %.1f us\n",
	    plain * 1e6, plain_mean * 1e6);
	printf("full generation:     median %.1f us, mean %.1f us, %.0f moves "
	    "on average\n", full * 1e6, full_mean * 1e6, moves);
	rng_seed(&rng, BENCH_SEED + 1);
	start = bench_cpu_seconds();
	for (int game = 0; game < BENCH_SELFPLAY; game++) {
		bench_game_start(g, &rng, lex, words);
		while (!bench_game_turn(g, &rng))
			;
		turns += g->turn;
	}
	secs = bench_cpu_seconds() - start;
	printf("greedy self-play:    %.0f games/s (%d games, %.1f turns "
	    "each, one thread)\n", BENCH_SELFPLAY / secs, BENCH_SELFPLAY,
	    (double)turns / BENCH_SELFPLAY);
	free(g);
	free(pos);
	movegen_words_free(words);
	eval_leaves_free(leaves);
	lexicon_free(lex);
	return 0;
}
