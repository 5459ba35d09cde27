/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The endgame solver's figures: the three regression positions (value,
 * depth, nodes, time, nodes per second, table hit rate), then the
 * endgames of static self-play games (the position when the bag empties:
 * the mover holds seven tiles, the opponent one to seven), each solved
 * with a budget of ten times --ms (default 1000): how many are proven
 * within --ms and within the budget.  Time is processor time (the
 * machine may be shared), on one core or, with --threads, the first
 * thread's.  With --nodes the budgets are generations instead (N and
 * ten times N), which on one thread gives the same answer on any machine
 * however busy: a change to the search is measured without the clock.
 *
 *   bench-endgame --lexicon data/fichas.lex [--games N] [--ms MS]
 *       [--nodes N] [--first SEED] [--verbose] [--threads N] [--off BITS]
 *       [--play]
 *
 * --play judges the levels' moves in the endgames proven: each valued
 * by solving the position after it (bench/README.md).
 *
 * --off leaves the solver's shortcuts of those bits out
 * (BOT_ENDGAME_NO_* in bot-private.h), to measure each on its own.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-util.h"
#include "bot-game.h"
#include "bot-private.h"
#include "bot.h"
#include "cgp.h"
#include "eval.h"
#include "lexicon.h"

static int verbose;		/* --verbose: a line per self-play endgame */
static int first_seed = 1;	/* --first: the first game's seed */
static int threads = 1;		/* --threads: search threads */
static long node_budget;	/* --nodes: budgets in generations (0: ms) */
static double last_hits, last_probes;	/* the last solve's table */

/*
 * Processor seconds; with threads, the first thread's alone: what the
 * solve takes when each thread has a core of its own (the machine is
 * shared, so the monotonic clock would count the others' work).
 */
static double
bench_seconds(void)
{
	struct timespec ts;

	if (threads <= 1 || clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
		return bench_cpu_seconds();
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static const char *const bench_positions[] = {
	"2ENCEPADAS3T/7SU3D1R/7OX3E1I/7M2LAPIZ/1D2[CH]ITANDO1A1O/"
	"1E4AR1E2R2/1s2M1JO1S2T2/1C2E[RR]EN1H2I2/1R2L1A2i2D2/1UY1G4E3F1/"
	"1CO1AB3L3O1/[LL]ENURA3O3T1/A1Q1EH3SUELOS/G1U1N8S1/O1I12 "
	"IEAVCBA/Ñ 482/390 0",
	"2MY3U6A/1C1ENTURADO3G/1OH4I6O/1DE1G2N6L/1ED1U1TA[RR]AsCARA/"
	"1OI1R2L3A2S/R1D1D1HE3L1TE/E1AFACAS1PACEIS/LIS1S1N4E1B1/U10T1E1/"
	"[CH]10A1R1/O10N1I1/13O1/9VENOSO/7QuIJO3 PMUBEXÑ/[LL]ZE 396/443 0",
	"PARCELaN7/3U11/ATAÑE1L8/R1PE1QUETROS3/L1L1M1G1I1VA3/ABOYE1U1Z1AX3/"
	"D1M1C1ECO1DO3/1FA[RR]EASEN6/2D1D2N7/IBON3T7/3ENTESARA4/HIJO11/"
	"U1ASnICOS6/[CH]14/O14 ESOAG[LL]I/ERIUDH 564/252 0",
};

/* A solve's budget, kept by its progress reports. */
struct bench_watch {
	struct bot *bot;
	double start, limit;	/* limit 0: none */
	long nodes;		/* generations instead (0: the time) */
};

/* Stop the solve once it has used its processor time or generations. */
static void
bench_watch(void *ctx, int depth, long nodes)
{
	struct bench_watch *w = ctx;

	(void)depth;
	if (w->nodes > 0 ? nodes > w->nodes :
	    w->limit > 0 && bench_seconds() - w->start > w->limit)
		bot_stop(w->bot);
}

/*
 * Solve one position within ms of processor time (0: no limit) or, when
 * budget is not 0, that many generations: print its figures (with a
 * name), *proven, *secs the time it took, *used its generations.
 */
static void
bench_solve(struct bot *bot, const struct bot_position *pos, int64_t ms,
    long budget, const char *name, int *proven, double *nodes, double *secs,
    long *used, struct bot_endgame_result *out)
{
	struct bot_endgame_result res;
	struct bench_watch w = { bot, bench_seconds(), (double)ms / 1000.0,
	    budget };
	struct bot_endgame_options options = { threads, bench_watch, &w };
	double t;

	*proven = 0;
	if (bot_endgame_solve_options(bot, pos, NULL, &options, &res) != 0)
		return;
	t = bench_seconds() - w.start;
	if (out != NULL)
		*out = res;
	*proven = res.proven;
	*used = res.nodes;
	last_hits = (double)res.hits;
	last_probes = (double)res.probes;
	*nodes += (double)res.nodes;
	*secs += t;
	if (name != NULL)
		printf("  %-3s %+4d %-10s depth %2d %8ld nodes %7.3f s %8.0f "
		    "nodes/s  table hits %4.1f%%\n", name, res.value,
		    res.proven ? "proven" : "cut short", res.depth, res.nodes,
		    t, t > 0 ? (double)res.nodes / t : 0,
		    res.probes > 0 ? 100.0 * (double)res.hits /
		    (double)res.probes : 0);
}

/* The regression positions. */
static void
bench_regressions(struct bot *bot, const struct lexicon *lex)
{
	static const char *const names[] = { "A", "B", "C" };
	struct bot_position pos;
	double nodes = 0, secs = 0;
	long used;
	int proven;

	printf("endgame: the three regression positions (no time limit)\n");
	for (int i = 0; i < 3; i++) {
		struct cgp_position c;

		if (cgp_parse(bench_positions[i], strlen(bench_positions[i]),
		    &c, NULL) != CGP_OK)
			continue;
		bot_position_init(&pos, lex, &c.board);
		pos.rack = c.racks[0];
		bot_position_count_unseen(&pos);
		pos.scores[0] = c.scores[0];
		pos.scores[1] = c.scores[1];
		bench_solve(bot, &pos, 0, 0, names[i], &proven, &nodes, &secs,
		    &used, NULL);
	}
}

/* Play static self-play until the bag is empty; 0, or -1 if it ended. */
static int
bench_to_endgame(struct bot_game *g, struct bot *greedy,
    const struct lexicon *lex, uint64_t seed, struct bot_position *pos)
{
	struct movegen_move m;

	bot_game_start(g, lex, NULL, seed, 0);
	while (g->bag.n > 0) {
		bot_game_position(g, pos);
		if (bot_choose(greedy, pos, NULL, &m) != 0 ||
		    bot_game_play(g, &m) == 1)
			return -1;
	}
	bot_game_position(g, pos);
	return 0;
}

/* A self-play endgame's seed, racks and CGP (--verbose). */
static void
bench_describe(int seed, const struct bot_position *pos)
{
	struct cgp_position c;
	char text[512];

	cgp_init(&c);
	c.board = pos->mg.board;
	c.racks[0] = pos->rack;
	bot_position_opponent_rack(pos, &c.racks[1]);
	c.scores[0] = pos->scores[0];
	c.scores[1] = pos->scores[1];
	c.scoreless = pos->scoreless;
	cgp_format(&c, text, sizeof text);
	printf("seed %d: %d tiles against %d: %s\n", seed, pos->rack.n,
	    pos->n_unseen, text);
}

/*
 * --play: how well the computer's levels play the self-play endgames
 * the solver proves, each move judged by its proven value.
 */
struct bench_player {
	const char *name;
	struct bot *bot;
	int judged, optimal, unjudged;
	long lost, worst;	/* points given away against the best */
};

#define BENCH_PLAYERS 3
static int judge;			/* --play */
static struct bench_player players[BENCH_PLAYERS] = {
	{ "static", NULL, 0, 0, 0, 0, 0 },	/* experto without the solver */
	{ "experto", NULL, 0, 0, 0, 0, 0 },
	{ "campeon", NULL, 0, 0, 0, 0, 0 },
};

/* A move's notation on the position's board. */
static void
bench_notation(const struct bot_position *pos, const struct movegen_move *gm,
    char *text, size_t size)
{
	struct move m;

	movegen_move_to_move(gm, &pos->mg.board, &m);
	move_format(&m, text, size);
}

/*
 * The proven value of the mover's move gm in self-play game g: the final
 * spread it leads to from now, best play after it, the position after it
 * solved within the position's own budget.  Returns 1 when proven.
 */
static int
bench_move_value(struct bot *solver, const struct bot_game *g,
    const struct movegen_move *gm, int64_t ms, long budget, int *value)
{
	struct bot_game *after = malloc(sizeof *after);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result res;
	int me = g->mover, proven = 0;
	double nodes = 0, secs = 0;
	long used;

	if (after == NULL || pos == NULL)
		goto done;
	*after = *g;
	if (bot_game_play(after, gm) < 0)
		goto done;
	*value = after->scores[me] - after->scores[1 - me] -
	    (g->scores[me] - g->scores[1 - me]);
	if (after->end != BOT_GAME_NOT_OVER) {
		proven = 1;	/* it went out, or the passes ended it */
		goto done;
	}
	bot_game_position(after, pos);
	bench_solve(solver, pos, ms, budget, NULL, &proven, &nodes, &secs,
	    &used, &res);
	*value -= res.value;
done:
	free(pos);
	free(after);
	return proven;
}

/* Each player's move in a proven self-play endgame, judged. */
static void
bench_judge(struct bot *solver, const struct bot_game *g,
    const struct bot_position *pos, const struct bot_endgame_result *exact,
    int64_t ms, long budget)
{
	char best[64], text[64];

	bench_notation(pos, &exact->pv[0], best, sizeof best);
	for (int i = 0; i < BENCH_PLAYERS; i++) {
		struct bench_player *pl = &players[i];
		struct movegen_move m;
		int v = exact->value;

		if (bot_choose(pl->bot, pos, NULL, &m) != 0) {
			pl->unjudged++;
			continue;
		}
		bench_notation(pos, &m, text, sizeof text);
		if (strcmp(text, best) != 0 &&
		    !bench_move_value(solver, g, &m, ms, budget, &v)) {
			pl->unjudged++;
			continue;
		}
		pl->judged++;
		pl->optimal += v >= exact->value;
		pl->lost += exact->value - v;
		if (exact->value - v > pl->worst)
			pl->worst = exact->value - v;
		if (verbose)
			printf("       %-8s %-24s %+4d (best %s %+d)\n", pl->name,
			    text, v, best, exact->value);
	}
}

/* What --play found. */
static void
bench_judged(void)
{
	for (int i = 0; judge && i < BENCH_PLAYERS; i++) {
		const struct bench_player *pl = &players[i];

		printf("endgame: %-8s best move in %d of %d proven endgames "
		    "(%.0f%%), %.2f points given away on average, %ld at "
		    "worst; %d not judged\n", pl->name, pl->optimal,
		    pl->judged, pl->judged ? 100.0 * pl->optimal /
		    pl->judged : 0, pl->judged ? (double)pl->lost /
		    pl->judged : 0, pl->worst, pl->unjudged);
	}
}

/* Self-play endgames: proven within ms, within 10 ms (or --nodes's). */
static void
bench_selfplay(struct bot *bot, struct bot *greedy, const struct lexicon *lex,
    int games, int64_t ms)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	int n = 0, first = 0, second = 0;
	double nodes = 0, secs = 0, before, hits = 0, probes = 0;

	if (g == NULL || pos == NULL) {
		free(g);
		free(pos);
		return;
	}
	for (int seed = first_seed; seed < first_seed + games; seed++) {
		struct bot_endgame_result exact;
		long used;
		int proven;

		if (bench_to_endgame(g, greedy, lex, (uint64_t)seed, pos) != 0 ||
		    pos->rack.n != RACK_SIZE)
			continue;
		n++;
		if (verbose)
			bench_describe(seed, pos);
		before = secs;
		bench_solve(bot, pos, 10 * ms, 10 * node_budget,
		    verbose ? "" : NULL, &proven, &nodes, &secs, &used, &exact);
		if (proven && (node_budget > 0 ? used <= node_budget :
		    secs - before <= (double)ms / 1000.0))
			first++;
		else
			second += proven;
		hits += last_hits;
		probes += last_probes;
		if (judge && proven && exact.n_pv > 0)
			bench_judge(bot, g, pos, &exact, 10 * ms,
			    10 * node_budget);
	}
	printf("endgame: %d self-play endgames (mover 7 tiles): proven in "
	    "%lld %s %d (%.0f%%), in %lld %s %d (%.0f%%); %.0f nodes/s\n", n,
	    (long long)(node_budget > 0 ? node_budget : ms),
	    node_budget > 0 ? "nodes" : "ms", first, n ? 100.0 * first / n : 0,
	    (long long)(10 * (node_budget > 0 ? node_budget : ms)),
	    node_budget > 0 ? "nodes" : "ms", first + second,
	    n ? 100.0 * (first + second) / n : 0,
	    secs > 0 ? nodes / secs : 0);
	printf("endgame: table hits %.1f%% of probes\n",
	    probes > 0 ? 100.0 * hits / probes : 0);
	bench_judged();
	free(pos);
	free(g);
}

/*
 * --play's players, with the leave table a game gives them: experto
 * with its search off (the static player), experto and campeon.
 */
static int
bench_players(const struct lexicon *lex, struct eval_leaves **leaves)
{
	char *path = eval_leaves_default_path();

	if (judge && (path == NULL ||
	    eval_leaves_load(path, leaves, NULL) != 0))
		*leaves = NULL;
	free(path);
	for (int i = 0; judge && i < BENCH_PLAYERS; i++) {
		players[i].bot = bot_create(bot_level_find(i == 0 ? "experto" :
		    players[i].name), lex, *leaves, 1);
		if (players[i].bot == NULL)
			return -1;
	}
	if (judge)
		bot_set_search(players[0].bot, 0);
	return 0;
}

int
main(int argc, char **argv)
{
	static const struct option options[] = {
		{ "lexicon", required_argument, NULL, 'l' },
		{ "games", required_argument, NULL, 'g' },
		{ "ms", required_argument, NULL, 'm' },
		{ "nodes", required_argument, NULL, 'n' },
		{ "first", required_argument, NULL, 'f' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "threads", required_argument, NULL, 't' },
		{ "off", required_argument, NULL, 'o' },
		{ "play", no_argument, NULL, 'p' },
		{ NULL, 0, NULL, 0 }
	};
	const char *path = "data/fichas.lex";
	struct lexicon *lex;
	struct bot *bot, *greedy;
	struct eval_leaves *leaves = NULL;
	int c, games = 20;
	long ms = 1000;

	while ((c = getopt_long(argc, argv, "l:g:m:n:f:vt:o:p", options,
	    NULL)) != -1) {
		if (c == 'l')
			path = optarg;
		else if (c == 'g')
			games = atoi(optarg);
		else if (c == 'm')
			ms = atol(optarg);
		else if (c == 'n')
			node_budget = atol(optarg);
		else if (c == 'f')
			first_seed = atoi(optarg);
		else if (c == 'v')
			verbose = 1;
		else if (c == 't')
			threads = atoi(optarg);
		else if (c == 'o')
			atomic_store(&bot_endgame_off, atoi(optarg));
		else if (c == 'p')
			judge = 1;
		else
			return 2;
	}
	if (lexicon_open(path, &lex, NULL) != 0) {
		fprintf(stderr, "bench-endgame: cannot read %s\n", path);
		return 1;
	}
	bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	greedy = bot_create(bot_level_find("experto"), lex, NULL, 1);
	if (bot == NULL || greedy == NULL)
		return 1;
	bot_set_search(greedy, 0);
	if (bench_players(lex, &leaves) != 0)
		return 1;
	bench_regressions(bot, lex);
	bench_selfplay(bot, greedy, lex, games, ms);
	for (int i = 0; i < BENCH_PLAYERS; i++)
		bot_free(players[i].bot);
	eval_leaves_free(leaves);
	bot_free(greedy);
	bot_free(bot);
	lexicon_free(lex);
	return 0;
}
