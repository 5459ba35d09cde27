/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench-bot: the computer opponent's figures (bench/README.md, "Bot").
 *
 *   1. static self-play: experto with static equity only (no simulation,
 *      no endgame search) against itself, one thread, in games per second
 *      (median of BENCH_RUNS runs of BENCH_GAMES games, seeded);
 *   2. the same with experto as it plays (pre-endgame simulation and
 *      endgame search on);
 *   3. best-move generation with the leave table;
 *   3b. campeon's simulation: iterations per second of processor time,
 *      one thread, over mid-game positions at a fixed iteration count;
 *   4. strength and memory: `fichas selfplay` matches, experto against
 *      aficionado (two games at a time) and campeon at --campeon-ms a
 *      move (its simulation on both cores, one game at a time) against
 *      experto, whose output (confidence interval, peak RSS) is shown.
 *
 * Options: --lexicon PATH --leaves PATH --fichas PROGRAM, and
 * --strength-games N (default 2000), --campeon-games N (default 20),
 * --campeon-ms MS (default 1000), --quick (only 1 to 3b), --sim-only
 * (only 3b), --static-only (only 1 and 3).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-util.h"
#include "bot-game.h"
#include "bot.h"
#include "eval.h"
#include "lexicon.h"
#include "movegen.h"

#define BENCH_GAMES 200
#define BENCH_RUNS 3
#define BENCH_SEED 20260105

struct bench_args {
	const char *lexicon, *leaves, *fichas;
	int strength_games, campeon_games, campeon_ms, quick, sim_only;
	int static_only;
};

static double bench_selfplay(const struct lexicon *, const struct eval_leaves *,
    const struct movegen_words *, int, int);
static void bench_best_move(const struct lexicon *, const struct eval_leaves *,
    const struct movegen_words *);
static void bench_simulation(const struct lexicon *,
    const struct eval_leaves *, const struct movegen_words *);
static int bench_options(int, char **, struct bench_args *);
static void bench_match(const struct bench_args *, const char *);

/*
 * Games per second of experto against itself, in processor time of this
 * process (one thread): other programs on the machine then count less.
 */
static double
bench_selfplay(const struct lexicon *lex, const struct eval_leaves *leaves,
    const struct movegen_words *words, int search, int run)
{
	const struct bot_level *lv = bot_level_find("experto");
	struct bot *bots[2] = { bot_create(lv, lex, leaves, 1),
	    bot_create(lv, lex, leaves, 2) };
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct movegen_move m;
	double start;

	if (bots[0] == NULL || bots[1] == NULL || g == NULL || pos == NULL)
		exit(1);
	for (int p = 0; p < 2; p++) {
		bot_set_words(bots[p], words);
		bot_set_search(bots[p], search);
	}
	start = bench_cpu_seconds();
	for (int i = 0; i < BENCH_GAMES; i++) {
		uint64_t seed = bot_seed(BENCH_SEED + (uint64_t)run, (uint64_t)i);

		bot_reseed(bots[0], seed + 1);
		bot_reseed(bots[1], seed + 2);
		bot_game_start(g, lex, words, seed, i & 1);
		do {
			bot_game_position(g, pos);
			if (bot_choose(bots[g->mover], pos, NULL, &m) != 0)
				exit(1);
		} while (bot_game_play(g, &m) == 0);
	}
	start = bench_cpu_seconds() - start;
	bot_free(bots[0]);
	bot_free(bots[1]);
	free(pos);
	free(g);
	return BENCH_GAMES / start;
}

/*
 * Best-move generation with the leave table (bench-movegen times it
 * without): the median over BENCH_POSITIONS mid-game positions (turns
 * 5-14 of static games) of the median of 5 calls each.
 */
#define BENCH_POSITIONS 200
static void
bench_best_move(const struct lexicon *lex, const struct eval_leaves *leaves,
    const struct movegen_words *words)
{
	static struct bot_position pos[BENCH_POSITIONS + 1];
	const struct bot_level *lv = bot_level_find("experto");
	struct bot *bot = bot_create(lv, lex, leaves, 1);
	struct bot_game *g = malloc(sizeof *g);
	struct movegen_options options;
	struct movegen_move m;
	double times[BENCH_POSITIONS], one[5];
	int n = 0;

	if (bot == NULL || g == NULL)
		exit(1);
	bot_set_words(bot, words);
	bot_set_search(bot, 0);
	/* pos[BENCH_POSITIONS] is scratch for the rest of the last game. */
	for (int i = 0; n < BENCH_POSITIONS; i++) {
		bot_game_start(g, lex, words, bot_seed(BENCH_SEED, (uint64_t)i),
		    0);
		do {
			bot_game_position(g, &pos[n]);
			if (bot_choose(bot, &pos[n], NULL, &m) != 0)
				exit(1);
			if (g->turns >= 4 && g->turns < 14 &&
			    n < BENCH_POSITIONS)
				n++;
		} while (bot_game_play(g, &m) == 0);
	}
	movegen_options_init(&options);
	options.leave = eval_leave_fn;
	options.leave_ctx = (void *)leaves;
#ifdef MOVEGEN_HAVE_LEAVES_FN
	/* All of a rack's leaves at once, where the build has it. */
	options.leaves = eval_leaves_fn;
#endif
	for (int i = 0; i < n; i++) {
		options.bag_count = pos[i].bag_count;
		for (int k = 0; k < 5; k++) {
			double start = bench_cpu_seconds();

			movegen_best(&pos[i].mg, &pos[i].rack, &options, &m);
			one[k] = bench_cpu_seconds() - start;
		}
		times[i] = bench_median(one, 5);
	}
	printf("best move with the leave table: median %.1f us over %d "
	    "positions (turns 5-14)\n", bench_median(times, (size_t)n) * 1e6,
	    n);
	bot_free(bot);
	free(g);
}

/*
 * campeon's simulation (static equity two plies deep over sampled racks,
 * candidates pruned as they fall behind), one thread: the iterations it
 * does per second of processor time, over BENCH_SIM_POSITIONS mid-game
 * positions (turns 5-14 of static games) at BENCH_SIM_ITERATIONS
 * iterations a move.  Every gain of the static search shows here.
 */
#define BENCH_SIM_POSITIONS 20
#define BENCH_SIM_ITERATIONS 400
static void
bench_simulation(const struct lexicon *lex, const struct eval_leaves *leaves,
    const struct movegen_words *words)
{
	static struct bot_position pos[BENCH_SIM_POSITIONS + 1];
	const struct bot_level *lv = bot_level_find("experto");
	struct bot *bot = bot_create(lv, lex, leaves, 1);
	struct bot *sim = bot_create(bot_level_find("campeon"), lex, leaves, 7);
	struct bot_game *g = malloc(sizeof *g);
	struct bot_budget budget = { 0, BENCH_SIM_ITERATIONS, 0 };
	struct movegen_move m;
	double secs = 0;
	long iterations = 0;
	int n = 0;

	if (bot == NULL || sim == NULL || g == NULL)
		exit(1);
	bot_set_words(bot, words);
	bot_set_search(bot, 0);
	bot_set_words(sim, words);
	bot_set_threads(sim, 1);
	for (int i = 0; n < BENCH_SIM_POSITIONS; i++) {
		bot_game_start(g, lex, words, bot_seed(BENCH_SEED + 77,
		    (uint64_t)i), 0);
		do {
			bot_game_position(g, &pos[n]);
			if (bot_choose(bot, &pos[n], NULL, &m) != 0)
				exit(1);
			if (g->turns >= 4 && g->turns < 14 &&
			    pos[n].bag_count > 14 && n < BENCH_SIM_POSITIONS &&
			    g->turns % 3 == 0)
				n++;
		} while (bot_game_play(g, &m) == 0);
	}
	for (int i = 0; i < n; i++) {
		double start = bench_cpu_seconds();

		bot_reseed(sim, (uint64_t)i + 1);
		if (bot_choose(sim, &pos[i], &budget, &m) != 0)
			exit(1);
		secs += bench_cpu_seconds() - start;
		iterations += bot_last_stats(sim)->iterations;
	}
	printf("campeon's simulation: %.0f iterations/s (%ld iterations over "
	    "%d positions, %.2f s, one thread)\n", (double)iterations / secs,
	    iterations, n, secs);
	bot_free(bot);
	bot_free(sim);
	free(g);
}

/* Read the options; 0, or -1 after a message. */
static int
bench_options(int argc, char **argv, struct bench_args *a)
{
	memset(a, 0, sizeof *a);
	a->strength_games = 2000;
	a->campeon_games = 20;
	a->campeon_ms = 1000;
	for (int i = 1; i < argc; i++) {
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;

		if (strcmp(argv[i], "--quick") == 0) {
			a->quick = 1;
			continue;
		}
		if (strcmp(argv[i], "--sim-only") == 0) {
			a->sim_only = a->quick = 1;
			continue;
		}
		if (strcmp(argv[i], "--static-only") == 0) {
			a->static_only = a->quick = 1;
			continue;
		}
		if (v == NULL) {
			fprintf(stderr, "bench-bot: %s needs a value\n", argv[i]);
			return -1;
		}
		i++;
		if (strcmp(argv[i - 1], "--lexicon") == 0)
			a->lexicon = v;
		else if (strcmp(argv[i - 1], "--leaves") == 0)
			a->leaves = v;
		else if (strcmp(argv[i - 1], "--fichas") == 0)
			a->fichas = v;
		else if (strcmp(argv[i - 1], "--strength-games") == 0)
			a->strength_games = atoi(v);
		else if (strcmp(argv[i - 1], "--campeon-games") == 0)
			a->campeon_games = atoi(v);
		else if (strcmp(argv[i - 1], "--campeon-ms") == 0)
			a->campeon_ms = atoi(v);
		else {
			fprintf(stderr, "bench-bot: unknown option %s\n",
			    argv[i - 1]);
			return -1;
		}
	}
	if (a->lexicon == NULL || a->leaves == NULL) {
		fprintf(stderr, "bench-bot: --lexicon and --leaves are needed\n");
		return -1;
	}
	return 0;
}

/* Run `fichas selfplay` with these arguments, output shown as is. */
static void
bench_match(const struct bench_args *a, const char *rest)
{
	char cmd[1024];

	snprintf(cmd, sizeof cmd, "LC_ALL=C '%s' selfplay --lexicon '%s' "
	    "--leaves '%s' %s", a->fichas, a->lexicon, a->leaves,
	    rest);
	printf("$ fichas selfplay %s\n", rest);
	fflush(stdout);
	if (system(cmd) != 0)
		printf("(failed)\n");
	printf("\n");
}

int
main(int argc, char **argv)
{
	struct bench_args a;
	struct lexicon *lex;
	struct lexicon_failure lf;
	struct eval_leaves *leaves;
	struct eval_failure ef;
	struct movegen_words *words;
	double rate[2][BENCH_RUNS];
	char rest[256];

	if (bench_options(argc, argv, &a) != 0)
		return 2;
	if (lexicon_open(a.lexicon, &lex, &lf) != 0 ||
	    eval_leaves_load(a.leaves, &leaves, &ef) != 0 ||
	    (words = movegen_words_create(lex)) == NULL) {
		fprintf(stderr, "bench-bot: cannot load %s or %s\n", a.lexicon,
		    a.leaves);
		return 1;
	}
	printf("lexicon: %s (%u words), leaves: %s\n", a.lexicon,
	    (unsigned)lexicon_word_count(lex), a.leaves);
	for (int search = 0; search < (a.static_only ? 1 : 2) && !a.sim_only;
	    search++) {
		for (int run = 0; run < BENCH_RUNS; run++)
			rate[search][run] = bench_selfplay(lex, leaves, words,
			    search, run);
		bench_median(rate[search], BENCH_RUNS);
		printf("%s: median %.1f games/s (runs %.1f to %.1f; %d games "
		    "each, one thread)\n", search ?
		    "experto self-play, as it plays" :
		    "static self-play (experto, static equity only)",
		    rate[search][BENCH_RUNS / 2], rate[search][0],
		    rate[search][BENCH_RUNS - 1], BENCH_GAMES);
		fflush(stdout);
	}
	if (!a.sim_only)
		bench_best_move(lex, leaves, words);
	if (!a.static_only)
		bench_simulation(lex, leaves, words);
	printf("\n");
	if (!a.quick && a.fichas != NULL) {
		snprintf(rest, sizeof rest, "--games %d --seed 1 --p1 experto "
		    "--p2 aficionado --threads 2", a.strength_games);
		bench_match(&a, rest);
		snprintf(rest, sizeof rest, "--games %d --seed 1 --p1 campeon "
		    "--p2 experto --p1-ms %d --threads 1", a.campeon_games,
		    a.campeon_ms);
		bench_match(&a, rest);
	}
	movegen_words_free(words);
	eval_leaves_free(leaves);
	lexicon_free(lex);
	return 0;
}
