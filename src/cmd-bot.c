/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The computer opponent on the command line:
 *
 *   fichas selfplay   games between two levels (src/bot-game.h), with the
 *                     result for the first player, a confidence interval,
 *                     average scores and bingos, and the speed;
 *   fichas analyze    a GCG record turn by turn: the move played, the best
 *                     move found and the equity lost.
 *
 * Both show a progress line on standard error while they work
 * (src/progress.h); what they print on standard output is the same with
 * or without it.
 */
#include "config.h"

#include <getopt.h>
#include <langinfo.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "bot-game.h"
#include "bot.h"
#include "chart.h"
#include "cmd-bot.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "eval.h"
#include "gcg.h"
#include "i18n.h"
#include "lexicon.h"
#include "movegen.h"
#include "progress.h"
#include "quote.h"
#include "xmalloc.h"

#define SELFPLAY_GAMES_MAX 10000000
#define SELFPLAY_THREADS_MAX 64
#define SELFPLAY_Z 1.959964	/* 95% two-sided normal quantile */
#define ANALYZE_MAX_FILE (16 * 1024 * 1024)
#define ANALYZE_PROGRESS_DELAY 1.0	/* seconds before a line shows */
#define ANALYZE_CHART_WIDTH 60		/* columns of --chart's bars */

/* Long options without a short form. */
enum {
	OPT_PROGRESS = 256,
	OPT_CHART
};

/* What selfplay is asked to do. */
struct selfplay_args {
	int games;
	uint64_t seed;
	const struct bot_level *levels[2];
	int threads;
	int no_search;		/* --static */
	const char *lexicon;
	const char *leaves;
	struct bot_budget budget[2];	/* per player */
	enum progress_mode progress;	/* --quiet, --progress */
};

/* One game's outcome, p1 first. */
struct selfplay_result {
	int scores[2];
	int bingos[2];
	int turns;
};

/* The work shared by the threads of a match. */
struct selfplay_job {
	const struct selfplay_args *args;
	const struct lexicon *lex;
	const struct eval_leaves *leaves;
	const struct movegen_words *words;
	struct selfplay_result *results;
	atomic_int next;
	atomic_int failed;
	/* Told of each game played, one thread at a time (under lock). */
	void (*played)(void *, const struct selfplay_result *);
	void *played_arg;
	pthread_mutex_t lock;
};

/* The progress line of a match: games done and p1's points so far. */
struct selfplay_meter {
	const struct selfplay_args *args;
	struct progress progress;
	long done;
	double points;			/* a win 1, a draw half */
};

/* What analyze is asked to do. */
struct analyze_args {
	const char *file;
	const char *lexicon;
	const char *leaves;
	struct bot_budget budget;
	enum progress_mode progress;	/* --quiet, --progress */
	int chart;			/* --chart */
};

static int selfplay_usage(FILE *);
static int selfplay_options(int, char **, struct selfplay_args *);
static int selfplay_budget(int, const char *, struct selfplay_args *);
static int selfplay_game(struct selfplay_job *, struct bot *[2],
    struct bot_game *, struct bot_position *, int);
static void *selfplay_worker(void *);
static void selfplay_wilson(double, double, double *, double *);
static void selfplay_meter_start(struct selfplay_meter *,
    const struct selfplay_args *);
static void selfplay_played(void *, const struct selfplay_result *);
static void selfplay_report(const struct selfplay_args *,
    const struct selfplay_result *, double);
static int analyze_usage(FILE *);
static int analyze_options(int, char **, struct analyze_args *);
static void analyze_print(const struct bot_review_turn *, double[2]);
static void analyze_progress(struct progress *, int, int);
static void analyze_chart(const struct gcg_record *);
static int analyze_record(struct bot *, const struct gcg_record *,
    const struct analyze_args *);

/* --help, or the hint after a usage error (exit 2). */
static int
selfplay_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("selfplay");
	fprintf(out, _("Usage: %s selfplay [OPTION]...\n"), PACKAGE);
	fputs(_("Play games between two computer players and print the "
	    "first player's\nwins, draws and losses with a confidence "
	    "interval at 95 per cent (Wilson,\na draw counting half), the "
	    "average scores, bingos per game and games\nper second.  Players "
	    "take turns to start; the same seed plays the same\ngames.\n"),
	    out);
	fputs(_("\nOptions:\n"
	    "  -n, --games=N         games to play (default 100)\n"
	    "  -s, --seed=S          the seed (default 1)\n"
	    "  -1, --p1=LEVEL        the first player's level (default "
	    "experto)\n"
	    "  -2, --p2=LEVEL        the second player's level (default "
	    "experto)\n"
	    "  -t, --threads=T       games played at once (default 1)\n"
	    "  -m, --ms=MS           time per move in milliseconds (default: "
	    "the level's\n"
	    "                        own effort, which repeats exactly)\n"
	    "  -i, --iterations=N    simulation iterations per move\n"
	    "  -e, --nodes=N         endgame search nodes per move\n"
	    "      --p1-ms=MS, --p1-iterations=N, --p1-nodes=N, and the same "
	    "with p2:\n"
	    "                        for one player only\n"
	    "  -l, --lexicon=PATH    the lexicon\n"
	    "  -L, --leaves=PATH     the leave table (default: "
	    "$FICHAS_LEAVES, else the\n"
	    "                        installed one); 'none': every leave "
	    "is worth 0\n"
	    "  -S, --static          static equity only: no simulation, no "
	    "endgame search\n"
	    "  -q, --quiet           no progress line on standard error\n"
	    "      --progress        a progress line at each tenth of the "
	    "games, also\n"
	    "                        when standard error is not a terminal\n"
	    "  -h, --help            display this help and exit\n"), out);
	fprintf(out, _("\nLevels: %s, %s, %s, %s.\n"), bot_level_names[0],
	    bot_level_names[1], bot_level_names[2], bot_level_names[3]);
	return 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
selfplay_options(int argc, char **argv, struct selfplay_args *args)
{
	static const struct option options[] = {
		{ "games", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "p1", required_argument, NULL, '1' },
		{ "p2", required_argument, NULL, '2' },
		{ "threads", required_argument, NULL, 't' },
		{ "ms", required_argument, NULL, 'm' },
		{ "iterations", required_argument, NULL, 'i' },
		{ "p1-ms", required_argument, NULL, 'M' },
		{ "p1-iterations", required_argument, NULL, 'I' },
		{ "p2-ms", required_argument, NULL, 'N' },
		{ "p2-iterations", required_argument, NULL, 'J' },
		{ "nodes", required_argument, NULL, 'e' },
		{ "p1-nodes", required_argument, NULL, 'E' },
		{ "p2-nodes", required_argument, NULL, 'F' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "leaves", required_argument, NULL, 'L' },
		{ "static", no_argument, NULL, 'S' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "progress", no_argument, NULL, OPT_PROGRESS },
		{ "chart", no_argument, NULL, OPT_CHART },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	long long v;
	int c;

	memset(args, 0, sizeof *args);
	args->games = 100;
	args->seed = 1;
	args->threads = 1;
	args->levels[0] = args->levels[1] = bot_level_find("experto");
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "n:s:1:2:t:m:i:e:l:L:Sqh", options)) != -1) {
		switch (c) {
		case 'n':
		case 's':
		case 't':
			if (cmd_number(optarg, c == 's' ? 0 : 1,
			    c == 'n' ? SELFPLAY_GAMES_MAX : c == 't' ?
			    SELFPLAY_THREADS_MAX : INT64_MAX, &v) != 0) {
				fprintf(stderr, _("%s: bad number for "
				    "option -%c: '%s'\n"), PACKAGE, c,
				    quote_input(optarg, strlen(optarg),
				    quoted));
				return selfplay_usage(stderr);
			}
			if (c == 'n')
				args->games = (int)v;
			else if (c == 's')
				args->seed = (uint64_t)v;
			else
				args->threads = (int)v;
			break;
		case 'm':
		case 'i':
		case 'M':
		case 'I':
		case 'N':
		case 'J':
		case 'e':
		case 'E':
		case 'F':
			if (selfplay_budget(c, optarg, args) != 0)
				return selfplay_usage(stderr);
			break;
		case '1':
		case '2':
			if ((args->levels[c - '1'] =
			    bot_level_find(optarg)) == NULL) {
				fprintf(stderr, _("%s: unknown level '%s'\n"),
				    PACKAGE, quote_input(optarg,
				    strlen(optarg), quoted));
				return selfplay_usage(stderr);
			}
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'L':
			args->leaves = optarg;
			break;
		case 'S':
			args->no_search = 1;
			break;
		case 'q':
			args->progress = PROGRESS_QUIET;
			break;
		case OPT_PROGRESS:
			args->progress = PROGRESS_STEPS;
			break;
		case 'h':
			return selfplay_usage(stdout);
		default:
			return selfplay_usage(stderr);
		}
	}
	if (optind < argc) {
		cmd_unexpected_argument(argv[optind]);
		return selfplay_usage(stderr);
	}
	return -1;
}

/*
 * A budget option for both players (-m -i -e), p1 (-M -I -E) or p2
 * (-N -J -F); 0 or -1.
 */
static int
selfplay_budget(int c, const char *text, struct selfplay_args *args)
{
	int ms = c == 'm' || c == 'M' || c == 'N';
	int nodes = c == 'e' || c == 'E' || c == 'F';
	char quoted[QUOTE_SIZE];
	long long v;

	if (cmd_number(text, 1, ms ? 3600000LL : 100000000LL, &v) != 0) {
		fprintf(stderr, _("%s: bad number for a time or iteration "
		    "option: '%s'\n"), PACKAGE,
		    quote_input(text, strlen(text), quoted));
		return -1;
	}
	for (int p = 0; p < 2; p++) {
		if ((p == 1 && strchr("MIE", c) != NULL) ||
		    (p == 0 && strchr("NJF", c) != NULL))
			continue;
		if (ms)
			args->budget[p].ms = v;
		else if (nodes)
			args->budget[p].nodes = (long)v;
		else
			args->budget[p].iterations = (long)v;
	}
	return 0;
}

/* Play game i (p1 starts the even ones); 0, or -1 on a refused move. */
static int
selfplay_game(struct selfplay_job *job, struct bot *bots[2],
    struct bot_game *g, struct bot_position *pos, int i)
{
	const struct selfplay_args *args = job->args;
	uint64_t seed = bot_seed(args->seed, (uint64_t)i);
	struct selfplay_result *r = &job->results[i];
	struct movegen_move m;
	const struct bot_budget *budget[2];

	for (int p = 0; p < 2; p++)
		budget[p] = args->budget[p].ms > 0 ||
		    args->budget[p].iterations > 0 ||
		    args->budget[p].nodes > 0 ? &args->budget[p] : NULL;

	bot_reseed(bots[0], bot_seed(seed, 1));
	bot_reseed(bots[1], bot_seed(seed, 2));
	bot_game_start(g, job->lex, job->words, seed, i & 1);
	do {
		bot_game_position(g, pos);
		if (bot_choose(bots[g->mover], pos, budget[g->mover], &m) != 0)
			return -1;
	} while (bot_game_play(g, &m) == 0);
	if (g->end == BOT_GAME_NOT_OVER)
		return -1;
	for (int p = 0; p < 2; p++) {
		r->scores[p] = g->scores[p];
		r->bingos[p] = g->bingos[p];
	}
	r->turns = g->turns;
	return 0;
}

/* A thread of a match: games from the shared counter. */
static void *
selfplay_worker(void *arg)
{
	struct selfplay_job *job = arg;
	struct bot_game *g = xmalloc(sizeof *g);
	struct bot_position *pos = xmalloc(sizeof *pos);
	struct bot *bots[2] = { NULL, NULL };
	int i;

	for (int p = 0; p < 2; p++) {
		bots[p] = bot_create(job->args->levels[p], job->lex,
		    job->leaves, 0);
		bot_set_words(bots[p], job->words);
		if (job->args->threads > 1)
			bot_set_threads(bots[p], 1);
		bot_set_search(bots[p], !job->args->no_search);
	}
	while (!atomic_load(&job->failed) &&
	    (i = atomic_fetch_add(&job->next, 1)) < job->args->games) {
		if (selfplay_game(job, bots, g, pos, i) != 0) {
			atomic_store(&job->failed, 1);
			break;
		}
		if (job->played != NULL) {
			pthread_mutex_lock(&job->lock);
			job->played(job->played_arg, &job->results[i]);
			pthread_mutex_unlock(&job->lock);
		}
	}
	bot_free(bots[0]);
	bot_free(bots[1]);
	free(pos);
	free(g);
	return NULL;
}

/* The Wilson score interval of a proportion p over n trials. */
static void
selfplay_wilson(double p, double n, double *lo, double *hi)
{
	double z2 = SELFPLAY_Z * SELFPLAY_Z;
	double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
	double half = SELFPLAY_Z / (1 + z2 / n) *
	    sqrt(p * (1 - p) / n + z2 / (4 * n * n));

	*lo = centre - half;
	*hi = centre + half;
}

/* The line before the first game, which may take a minute: "0/N". */
static void
selfplay_meter_start(struct selfplay_meter *m,
    const struct selfplay_args *args)
{
	char line[PROGRESS_LINE_MAX];

	memset(m, 0, sizeof *m);
	m->args = args;
	progress_start(&m->progress, args->progress, 0);
	if (progress_due(&m->progress, 0, args->games)) {
		snprintf(line, sizeof line, "0/%d", args->games);
		progress_show(&m->progress, line);
	}
}

/*
 * A game played: count it and, when due, draw the line: games done of N,
 * games per second, the time left, p1's result and its 95% interval.
 */
static void
selfplay_played(void *arg, const struct selfplay_result *r)
{
	struct selfplay_meter *m = arg;
	char line[PROGRESS_LINE_MAX], rate[64], eta[32];
	const char *dot = progress_dot();
	double n, p, lo, hi, secs;

	m->done++;
	m->points += r->scores[0] > r->scores[1] ? 1 :
	    r->scores[0] == r->scores[1] ? 0.5 : 0;
	if (!progress_due(&m->progress, m->done, m->args->games))
		return;
	n = (double)m->done;
	p = m->points / n;
	selfplay_wilson(p, n, &lo, &hi);
	secs = progress_elapsed(&m->progress);
	snprintf(rate, sizeof rate, _("%.1f games/s"), secs > 0 ? n / secs :
	    0.0);
	progress_eta(&m->progress, m->done, m->args->games, eta, sizeof eta);
	snprintf(line, sizeof line, "%ld/%d%s%s%s%s%s%.1f%% (%.1f%s%.1f%%)",
	    m->done, m->args->games, dot, rate, dot, eta, dot, 100 * p,
	    100 * lo, progress_dash(), 100 * hi);
	progress_show(&m->progress, line);
}

/* The match's figures. */
static void
selfplay_report(const struct selfplay_args *args,
    const struct selfplay_result *results, double secs)
{
	long wins = 0, draws = 0, losses = 0, turns = 0;
	double scores[2] = { 0, 0 }, bingos[2] = { 0, 0 }, n = args->games;
	double p, lo, hi;
	struct rusage ru;

	for (int i = 0; i < args->games; i++) {
		const struct selfplay_result *r = &results[i];

		wins += r->scores[0] > r->scores[1];
		draws += r->scores[0] == r->scores[1];
		losses += r->scores[0] < r->scores[1];
		turns += r->turns;
		for (int k = 0; k < 2; k++) {
			scores[k] += r->scores[k];
			bingos[k] += r->bingos[k];
		}
	}
	p = ((double)wins + (double)draws / 2) / n;
	selfplay_wilson(p, n, &lo, &hi);
	printf(_("games: %d (p1 %s, p2 %s, seed %llu, threads %d)%s\n"),
	    args->games, args->levels[0]->name, args->levels[1]->name,
	    (unsigned long long)args->seed, args->threads,
	    args->no_search ? _(", static equity only") : "");
	printf(_("p1 wins: %ld, draws: %ld, losses: %ld\n"), wins, draws,
	    losses);
	printf(_("p1 result: %.1f%% (95%% confidence interval %.1f%% to "
	    "%.1f%%, draws count half)\n"), 100 * p, 100 * lo, 100 * hi);
	printf(_("average score: p1 %.1f, p2 %.1f\n"), scores[0] / n,
	    scores[1] / n);
	printf(_("bingos per game: p1 %.2f, p2 %.2f\n"), bingos[0] / n,
	    bingos[1] / n);
	printf(_("turns per game: %.1f\n"), (double)turns / n);
	printf(_("speed: %.1f games per second (%.2f s)\n"),
	    secs > 0 ? n / secs : 0.0, secs);
	if (getrusage(RUSAGE_SELF, &ru) == 0)
		printf(_("peak memory: %.1f MB\n"), (double)ru.ru_maxrss / 1024);
}

int
cmd_selfplay(int argc, char **argv)
{
	struct selfplay_args args;
	struct selfplay_job job;
	struct selfplay_meter meter;
	struct lexicon *lex = NULL;
	struct eval_leaves *leaves = NULL;
	struct movegen_words *words = NULL;
	pthread_t threads[SELFPLAY_THREADS_MAX];
	struct timespec t0, t1;
	int rc = selfplay_options(argc, argv, &args), started = 0;

	if (rc != -1)
		return rc;
	cmd_lexicon_set_progress(args.progress);
	memset(&job, 0, sizeof job);
	if ((lex = cmd_lexicon_open(args.lexicon)) == NULL ||
	    (leaves = cmd_leaves_open(args.leaves)) == NULL) {
		lexicon_free(lex);
		return 2;
	}
	words = movegen_words_create(lex);
	job.results = xcalloc((size_t)args.games, sizeof *job.results);
	job.args = &args;
	job.lex = lex;
	job.leaves = leaves;
	job.words = words;
	atomic_init(&job.next, 0);
	atomic_init(&job.failed, 0);
	pthread_mutex_init(&job.lock, NULL);
	selfplay_meter_start(&meter, &args);
	job.played = selfplay_played;
	job.played_arg = &meter;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (; started < args.threads - 1; started++)
		if (pthread_create(&threads[started], NULL, selfplay_worker,
		    &job) != 0)
			break;
	selfplay_worker(&job);
	for (int t = 0; t < started; t++)
		pthread_join(threads[t], NULL);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	progress_end(&meter.progress);
	pthread_mutex_destroy(&job.lock);
	if (atomic_load(&job.failed)) {
		fprintf(stderr, _("%s: a game could not be played to its "
		    "end\n"), PACKAGE);
		rc = 1;
		goto out;
	}
	selfplay_report(&args, job.results, (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	rc = fflush(stdout) == 0 ? 0 : 1;
out:
	free(job.results);
	movegen_words_free(words);
	eval_leaves_free(leaves);
	lexicon_free(lex);
	return rc;
}

/* --help, or the hint after a usage error (exit 2). */
static int
analyze_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("analyze");
	fprintf(out, _("Usage: %s analyze [OPTION]... FILE\n"), PACKAGE);
	fputs(_("Analyse the GCG game record FILE ('-': standard input): for "
	    "every turn,\nthe move played, the best move found by the expert "
	    "player and the points\nof equity lost (score plus the value of "
	    "the tiles kept; with the bag\nempty, the final spread the "
	    "endgame search expects).  Turns whose rack\nthe record does "
	    "not give cannot be analysed.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -e, --nodes=N       endgame search nodes per turn\n"
	    "  -l, --lexicon=PATH  the lexicon\n"
	    "  -L, --leaves=PATH   the leave table (default: "
	    "$FICHAS_LEAVES, else the\n"
	    "                      installed one); 'none': every leave is "
	    "worth 0\n"
	    "  -q, --quiet         no progress line on standard error\n"
	    "      --progress      a progress line at each tenth of the turns, "
	    "also\n"
	    "                      when standard error is not a terminal\n"
	    "      --chart         then both scores turn by turn as a chart\n"
	    "  -h, --help          display this help and exit\n"), out);
	return 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
analyze_options(int argc, char **argv, struct analyze_args *args)
{
	static const struct option options[] = {
		{ "nodes", required_argument, NULL, 'e' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "leaves", required_argument, NULL, 'L' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "progress", no_argument, NULL, OPT_PROGRESS },
		{ "chart", no_argument, NULL, OPT_CHART },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	long long v;
	int c;

	memset(args, 0, sizeof *args);
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "e:l:L:qh", options)) != -1)
		switch (c) {
		case 'e':
			if (cmd_number(optarg, 1, 100000000LL, &v) != 0) {
				fprintf(stderr, _("%s: bad number for "
				    "option -%c: '%s'\n"), PACKAGE, c,
				    quote_input(optarg, strlen(optarg),
				    quoted));
				return analyze_usage(stderr);
			}
			args->budget.nodes = (long)v;
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'L':
			args->leaves = optarg;
			break;
		case 'q':
			args->progress = PROGRESS_QUIET;
			break;
		case OPT_PROGRESS:
			args->progress = PROGRESS_STEPS;
			break;
		case OPT_CHART:
			args->chart = 1;
			break;
		case 'h':
			return analyze_usage(stdout);
		default:
			return analyze_usage(stderr);
		}
	if (optind + 1 != argc) {
		fprintf(stderr, optind == argc ? _("%s: no game record given\n") :
		    _("%s: give one game record\n"), PACKAGE);
		return analyze_usage(stderr);
	}
	args->file = argv[optind];
	return -1;
}

/* One turn's line: the move played, the best one, the equity lost. */
static void
analyze_print(const struct bot_review_turn *t, double lost[2])
{
	const char *nick = t->event->nick;

	if (t->status == BOT_REVIEW_NO_RACK)
		printf("%d\t%s\t%s\t%s\n", t->turn, nick, t->played,
		    _("(rack unknown: not analysed)"));
	else if (t->status == BOT_REVIEW_NOT_LEGAL)
		printf("%d\t%s\t%s\t%s\n", t->turn, nick, t->played,
		    _("(not a legal move here: not analysed)"));
	else {
		printf("%d\t%s\t%s\t%d\t%s\t%d\t%.1f\n", t->turn, nick,
		    t->played, t->played_score, t->best, t->best_score,
		    (double)t->loss);
		lost[t->player] += t->loss;
	}
}

/* When due, the line: turns analysed of the record's, the time left. */
static void
analyze_progress(struct progress *p, int done, int total)
{
	char line[PROGRESS_LINE_MAX], turns[64], eta[32];

	if (!progress_due(p, done, total))
		return;
	snprintf(turns, sizeof turns, _("%d/%d turns analysed"), done, total);
	progress_eta(p, done, total, eta, sizeof eta);
	snprintf(line, sizeof line, "%s%s%s", turns, progress_dot(), eta);
	progress_show(p, line);
}

/*
 * Both running totals line by line of the record, a bar each (src/chart.h),
 * with the final total: the shape of the game at a glance.
 */
static void
analyze_chart(const struct gcg_record *rec)
{
	int *values = xcalloc((size_t)rec->n_events + 1, sizeof *values);
	int max = 0, total = 0;
	char bars[4 * ANALYZE_CHART_WIDTH + 1];
	const char *codeset = nl_langinfo(CODESET);
	int utf8 = codeset != NULL && strcmp(codeset, "UTF-8") == 0;

	for (int i = 0; i < rec->n_events; i++)
		if (rec->events[i].total > max)
			max = rec->events[i].total;
	for (int p = 0; p < GCG_PLAYERS; p++) {
		int n = 0;

		total = 0;
		for (int i = 0; i < rec->n_events; i++) {
			if (rec->events[i].player == p)
				total = rec->events[i].total;
			values[n++] = total;
		}
		chart_bars(values, n, max, ANALYZE_CHART_WIDTH, utf8, bars,
		    sizeof bars);
		printf("%-12.12s %s %d\n", rec->players[p].nick[0] != '\0' ?
		    rec->players[p].nick : p == 0 ? "1" : "2", bars, total);
	}
	free(values);
}

/* Every turn of the record, then each player's total; the exit status. */
static int
analyze_record(struct bot *bot, const struct gcg_record *rec,
    const struct analyze_args *args)
{
	const struct bot_budget *budget = args->budget.nodes > 0 ?
	    &args->budget : NULL;
	struct bot_review *rv;
	struct bot_review_turn t;
	struct progress progress;
	double lost[2] = { 0, 0 };
	int total = bot_review_count(rec);

	/* The record carries no art. 24 setting: FISE's, none. */
	rv = bot_review_create(bot, rec, 0, budget);
	printf("%s\n", _("turn\tplayer\tplayed\tscore\tbest\tbest score\t"
	    "equity lost"));
	progress_start(&progress, args->progress, ANALYZE_PROGRESS_DELAY);
	while (bot_review_step(rv, &t)) {
		/* The turns may go to the same terminal as the line. */
		int hid = progress_hide(&progress);

		analyze_print(&t, lost);
		if (hid) {
			fflush(stdout);
			progress_redraw(&progress);
		}
		analyze_progress(&progress, t.turn, total);
	}
	progress_end(&progress);
	for (int p = 0; p < 2; p++)
		printf(_("equity lost by %s: %.1f\n"),
		    rec->players[p].nick[0] != '\0' ? rec->players[p].nick :
		    p == 0 ? "1" : "2", lost[p]);
	if (args->chart)
		analyze_chart(rec);
	bot_review_free(rv);
	return fflush(stdout) == 0 ? 0 : 1;
}

int
cmd_analyze(int argc, char **argv)
{
	struct analyze_args args;
	struct gcg_record *rec = NULL;
	struct gcg_failure failure;
	struct lexicon *lex = NULL;
	struct eval_leaves *leaves = NULL;
	struct bot *bot = NULL;
	char *text;
	size_t len;
	int rc = analyze_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	if ((text = cmd_read_file(args.file, ANALYZE_MAX_FILE, &len)) == NULL)
		return 2;
	if (gcg_parse(text, len, &rec, &failure) != 0) {
		cmd_gcg_error(args.file, &failure);
		free(text);
		return 2;
	}
	free(text);
	rc = 2;
	cmd_lexicon_set_progress(args.progress);
	if ((lex = cmd_lexicon_open(args.lexicon)) == NULL ||
	    (leaves = cmd_leaves_open(args.leaves)) == NULL)
		goto out;
	bot = bot_create(bot_level_find("experto"), lex, leaves, 0);
	rc = analyze_record(bot, rec, &args);
out:
	bot_free(bot);
	eval_leaves_free(leaves);
	lexicon_free(lex);
	gcg_record_free(rec);
	return rc;
}
