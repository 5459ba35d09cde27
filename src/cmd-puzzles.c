/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas practice puzzles: "find the best play" for scripts and tests.
 * The set comes from a set file (--set), GCG records (--puzzles) and
 * the computer's own games (--seed; the default when nothing else is
 * given); --save writes it and asks nothing.  Each position is printed
 * (a text board, the rack, the scores, the CGP), then a move is read a
 * line from standard input and told its score, its equity, its rank and
 * the best move.  An empty line shows the answer; the end of the input
 * ends the quiz.  Each answer goes in the practice schedule (kind
 * "puzzles", the puzzle's key): the puzzles it says are due are asked
 * first, and one missed (or shown) comes back sooner.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "closeout.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "cmd-position.h"
#include "cmd-puzzles.h"
#include "cmd-schedule.h"
#include "eval.h"
#include "gcg.h"
#include "i18n.h"
#include "lexicon.h"
#include "movegen.h"
#include "practice.h"
#include "puzzle.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

#define PUZZLES_GCG_MAX 64		/* records one command line names */
#define PUZZLES_GCG_FILE_MAX (16 * 1024 * 1024)
#define PUZZLES_COUNT_DEFAULT 10
#define PUZZLES_MARGIN_MAX 200
#define PUZZLES_TEXT 256

/* What the command line asks for. */
struct puzzles_args {
	const char *gcg[PUZZLES_GCG_MAX];
	int n_gcg;
	const char *set;		/* --set FILE */
	const char *save;		/* --save FILE */
	const char *lexicon;
	const char *leaves;
	long long seed;
	int has_seed;
	int count;			/* 0: every puzzle of the files */
	int margin;
	int exchange_min;
};

/* Where the skipped lines of a set file are told. */
struct puzzles_skip_ctx {
	const char *path;
	int skipped;
};

/* How a quiz goes, and the schedule its answers go to. */
struct puzzles_tally {
	int asked;
	int solved;
	struct practice_schedule *sched;
	time_t now;
	char *path;			/* NULL: the schedule is not kept */
	int writable;
	int save_failed;
};

static int puzzles_usage(FILE *out);
static int puzzles_add_gcg(struct puzzles_args *args, const char *path);
static int puzzles_options(int argc, char **argv, struct puzzles_args *args);
static const char *puzzles_line_reason(enum puzzle_line_error e);
static void puzzles_skip(void *ctx, int line, enum puzzle_line_error e,
    enum cgp_error ce);
static int puzzles_load_set(const char *path, struct puzzle_set *set);
static int puzzles_load_gcg(const struct puzzle_engine *e, const char *path,
    struct puzzle_set *set);
static int puzzles_build(const struct puzzles_args *args,
    const struct puzzle_engine *e, struct puzzle_set *set);
static int puzzles_width(const char *s);
static void puzzles_board(const struct board *board);
static void puzzles_show(const struct puzzle *p, int i, int n);
static void puzzles_verdict(const struct puzzle_grade *g);
static void puzzles_due_first(const struct practice_schedule *sched,
    time_t now, struct puzzle_set *set);
static void puzzles_answered(struct puzzles_tally *tally,
    const struct puzzle *p, int right);
static int puzzles_ask(const struct puzzle_engine *e, const struct puzzle *p,
    struct puzzles_tally *tally);
static int puzzles_quiz(const struct puzzle_engine *e,
    struct puzzle_set *set);
static int puzzles_run(const void *arg,
    const struct lexicon *lex, const struct eval_leaves *leaves);

/* --help, or the hint after a usage error (exit 2). */
static int
puzzles_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("practice");
	fprintf(out, _("Usage: %s practice puzzles [OPTION]... [FILE.gcg]...\n"),
	    PACKAGE);
	fputs(_("Find the best play: positions from games where the best move "
	    "beats the\nsecond by a margin of equity (score plus leave).  "
	    "Each position is shown,\nthen type a move a line (8H CASA "
	    "across, H8 CASA down, -AEI exchange,\n- pass): its score, its "
	    "equity, its rank and the best move are told.\nAn empty line "
	    "shows the answer; the end of the input ends the quiz.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -p, --puzzles=FILE.gcg  positions from a game record (also "
	    "any FILE.gcg\n"
	    "                          after the options)\n"
	    "  -s, --seed=S            positions from the computer's own "
	    "games from seed S\n"
	    "                          (the default when no file is given: "
	    "seed 1)\n"
	    "  -n, --count=N           at most N puzzles (default 10 from "
	    "games)\n"
	    "  -m, --margin=POINTS     the best move beats the second by at "
	    "least this\n"
	    "                          much equity (default 10)\n"
	    "  -S, --set=FILE          puzzles from a set file\n"
	    "  -o, --save=FILE         write the set to FILE and ask nothing\n"
	    "  -x, --exchange-min=N    exchanges need N tiles in the bag "
	    "(0-7, default 0)\n"
	    "  -l, --lexicon=PATH      the lexicon: a compiled graph or a "
	    "word list\n"
	    "  -L, --leaves=PATH       the leave table (default: "
	    "$FICHAS_LEAVES, else the\n"
	    "                          installed one); 'none': every leave "
	    "is worth 0\n"
	    "  -h, --help              display this help and exit\n"), out);
	return 0;
}

/* One more record to read; 0, or the exit status of a usage error. */
static int
puzzles_add_gcg(struct puzzles_args *args, const char *path)
{
	if (args->n_gcg >= PUZZLES_GCG_MAX) {
		fprintf(stderr, _("%s: at most %d game records\n"), PACKAGE,
		    PUZZLES_GCG_MAX);
		return puzzles_usage(stderr);
	}
	args->gcg[args->n_gcg++] = path;
	return 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
puzzles_options(int argc, char **argv, struct puzzles_args *args)
{
	static const struct option options[] = {
		{ "puzzles", required_argument, NULL, 'p' },
		{ "seed", required_argument, NULL, 's' },
		{ "count", required_argument, NULL, 'n' },
		{ "margin", required_argument, NULL, 'm' },
		{ "set", required_argument, NULL, 'S' },
		{ "save", required_argument, NULL, 'o' },
		{ "exchange-min", required_argument, NULL, 'x' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "leaves", required_argument, NULL, 'L' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	long long n;
	int c, rc;

	memset(args, 0, sizeof *args);
	args->margin = (int)PUZZLE_MARGIN;
	args->seed = 1;
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "p:s:n:m:S:o:x:l:L:h", options)) != -1) {
		switch (c) {
		case 'p':
			if ((rc = puzzles_add_gcg(args, optarg)) != 0)
				return rc;
			break;
		case 's':
			if (cmd_seed(optarg, &args->seed) != 0)
				return puzzles_usage(stderr);
			args->has_seed = 1;
			break;
		case 'n':
			if (cmd_number(optarg, 1, PUZZLE_SET_MAX, &n) != 0) {
				fprintf(stderr, _("%s: --count must be a "
				    "number from 1 to %d\n"), PACKAGE,
				    PUZZLE_SET_MAX);
				return puzzles_usage(stderr);
			}
			args->count = (int)n;
			break;
		case 'm':
			if (cmd_number(optarg, 0, PUZZLES_MARGIN_MAX, &n) !=
			    0) {
				fprintf(stderr, _("%s: --margin must be a "
				    "number of points from 0 to %d\n"),
				    PACKAGE, PUZZLES_MARGIN_MAX);
				return puzzles_usage(stderr);
			}
			args->margin = (int)n;
			break;
		case 'S':
			args->set = optarg;
			break;
		case 'o':
			args->save = optarg;
			break;
		case 'x':
			if (cmd_exchange_min(optarg, &args->exchange_min) != 0)
				return puzzles_usage(stderr);
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'L':
			args->leaves = optarg;
			break;
		case 'h':
			return puzzles_usage(stdout);
		default:
			return puzzles_usage(stderr);
		}
	}
	for (; optind < argc; optind++)
		if ((rc = puzzles_add_gcg(args, argv[optind])) != 0)
			return rc;
	return -1;
}

/* Why a line of a set file was skipped, in the player's words. */
static const char *
puzzles_line_reason(enum puzzle_line_error e)
{
	switch (e) {
	case PUZZLE_LINE_TOO_LONG:
		return _("the line is too long");
	case PUZZLE_LINE_CONTROL:
		return _("a control character");
	case PUZZLE_LINE_RACK:
		return _("the player to move has no rack");
	case PUZZLE_LINE_NO_BEST:
		return _("no best move (bm)");
	case PUZZLE_LINE_BEST:
		return _("the best move (bm) does not fit the board and the "
		    "rack");
	case PUZZLE_LINE_NUMBER:
		return _("a figure (bs, be, mg) is not a number");
	case PUZZLE_LINE_TOO_MANY:
	default:
		return _("the set is full");
	}
}

/* A skipped line on standard error, with its number and reason. */
static void
puzzles_skip(void *ctx, int line, enum puzzle_line_error e,
    enum cgp_error ce)
{
	struct puzzles_skip_ctx *s = ctx;
	char quoted[QUOTE_PATH_SIZE];

	s->skipped++;
	fprintf(stderr, _("%s: %s:%d: puzzle skipped: %s\n"), PACKAGE,
	    quote_path(s->path, quoted), line, e == PUZZLE_LINE_CGP ?
	    text_cgp_error(ce) : puzzles_line_reason(e));
}

/* The puzzles of a set file; 0, or 2 after a message. */
static int
puzzles_load_set(const char *path, struct puzzle_set *set)
{
	struct puzzles_skip_ctx ctx = { path, 0 };
	size_t len;
	char *text = cmd_read_file(path, PUZZLE_FILE_MAX, &len);

	if (text == NULL)
		return 2;
	puzzle_set_parse(text, len, set, puzzles_skip, &ctx);
	free(text);
	return 0;
}

/* The puzzles of a game record; 0, or 2 after a message. */
static int
puzzles_load_gcg(const struct puzzle_engine *e, const char *path,
    struct puzzle_set *set)
{
	struct gcg_failure failure;
	struct gcg_record *rec = NULL;
	size_t len;
	char *text = cmd_read_file(path, PUZZLES_GCG_FILE_MAX, &len);

	if (text == NULL)
		return 2;
	if (gcg_parse(text, len, &rec, &failure) != 0) {
		cmd_gcg_error(path, &failure);
		free(text);
		return 2;
	}
	free(text);
	puzzle_set_from_gcg(e, rec, path, set);
	gcg_record_free(rec);
	return 0;
}

/* The set: the set file, the records, then the computer's games. */
static int
puzzles_build(const struct puzzles_args *args, const struct puzzle_engine *e,
    struct puzzle_set *set)
{
	char quoted[QUOTE_PATH_SIZE];
	int rc, want;

	if (args->set != NULL && (rc = puzzles_load_set(args->set, set)) != 0)
		return rc;
	for (int i = 0; i < args->n_gcg; i++)
		if ((rc = puzzles_load_gcg(e, args->gcg[i], set)) != 0)
			return rc;
	if (args->has_seed || (args->set == NULL && args->n_gcg == 0)) {
		want = args->count > 0 ? args->count : PUZZLES_COUNT_DEFAULT;
		if (want > PUZZLE_SET_MAX - set->n)
			want = PUZZLE_SET_MAX - set->n;
		if (want > 0)
			puzzle_set_generate(e, (uint64_t)args->seed, want,
			    set);
	}
	if (args->count > 0 && set->n > args->count)
		set->n = args->count;
	if (set->n == 0 && args->n_gcg == 0 && !args->has_seed &&
	    args->set != NULL) {
		fprintf(stderr, _("%s: %s holds no puzzle\n"), PACKAGE,
		    quote_path(args->set, quoted));
		return 1;
	}
	if (set->n == 0) {
		fprintf(stderr, _("%s: no position stands out by %d points "
		    "of equity: no puzzle\n"), PACKAGE, args->margin);
		return 1;
	}
	return 0;
}

/* Columns of UTF-8 text: its characters (tiles are one column each). */
static int
puzzles_width(const char *s)
{
	int n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/* The board in text: columns A-O, rows 1-15, '.' for an empty square. */
static void
puzzles_board(const struct board *board)
{
	char cell[16];

	fputs("  ", stdout);
	for (int col = 0; col < BOARD_SIZE; col++)
		printf("  %c", 'A' + col);
	putchar('\n');
	for (int row = 0; row < BOARD_SIZE; row++) {
		printf("%2d", row + 1);
		for (int col = 0; col < BOARD_SIZE; col++) {
			tile_t t = board_get(board, row, col);

			if (t == TILE_NONE)
				snprintf(cell, sizeof cell, "%s",
				    row == 7 && col == 7 ? "*" : ".");
			else
				tiles_to_display(&t, 1, cell, sizeof cell);
			printf("%*s%s", 3 - puzzles_width(cell), "", cell);
		}
		putchar('\n');
	}
}

/* A position as the player sees it. */
static void
puzzles_show(const struct puzzle *p, int i, int n)
{
	char rack[64], cgp[PUZZLE_LINE_MAX], quoted[QUOTE_PATH_SIZE];

	putchar('\n');
	if (p->from == PUZZLE_FROM_SEED)
		printf(_("Puzzle %d of %d (seed %llu, game %d, turn %d)\n"), i,
		    n, (unsigned long long)p->seed, p->game, p->turn);
	else if (p->from == PUZZLE_FROM_RECORD)
		printf(_("Puzzle %d of %d (%s, turn %d)\n"), i, n,
		    quote_path(p->record, quoted), p->turn);
	else
		printf(_("Puzzle %d of %d\n"), i, n);
	puzzles_board(&p->cgp.board);
	rack_to_record(&p->cgp.racks[0], rack, sizeof rack);
	printf(_("Your rack: %s   You %d, opponent %d   Tiles in the bag: %d\n"),
	    rack, p->cgp.scores[0], p->cgp.scores[1], puzzle_bag_count(p));
	cgp_format(&p->cgp, cgp, sizeof cgp);
	printf("CGP: %s\n", cgp);
}

/* A legal move: its figures, its rank, and the best one. */
static void
puzzles_verdict(const struct puzzle_grade *g)
{
	char played[PUZZLES_TEXT], best[PUZZLES_TEXT];

	move_format(&g->move, played, sizeof played);
	move_format(&g->best, best, sizeof best);
	printf(_("%s: %d points, equity %.2f, rank %d of %d.\n"), played,
	    g->score, (double)g->equity, g->rank, g->moves);
	if (g->is_best)
		puts(_("Right: that is the best move."));
	else
		printf(_("The best move: %s, %d points, equity %.2f.\n"), best,
		    g->best_score, (double)g->best_equity);
}

/*
 * The puzzles the schedule says are due first, most overdue first (a
 * stable reordering: the others keep their order).
 */
static void
puzzles_due_first(const struct practice_schedule *sched, time_t now,
    struct puzzle_set *set)
{
	const struct practice_item **due;
	size_t n = practice_schedule_due(sched, PRACTICE_PUZZLES, now, NULL, 0);
	int front = 0;

	if (n == 0)
		return;
	due = xcalloc(n, sizeof *due);
	n = practice_schedule_due(sched, PRACTICE_PUZZLES, now, due, n);
	for (size_t k = 0; k < n; k++)
		for (int i = front; i < set->n; i++) {
			struct puzzle p;

			if (strcmp(set->v[i].key, due[k]->key) != 0)
				continue;
			p = set->v[i];
			memmove(&set->v[front + 1], &set->v[front],
			    (size_t)(i - front) * sizeof p);
			set->v[front++] = p;
			break;
		}
	free(due);
}

/*
 * Count an answer and record it in the schedule, saved at once so that
 * a quiz cut short keeps what was answered (after a failure, said once,
 * it is not tried again).
 */
static void
puzzles_answered(struct puzzles_tally *tally, const struct puzzle *p,
    int right)
{
	tally->asked++;
	tally->solved += right != 0;
	practice_schedule_record(tally->sched, PRACTICE_PUZZLES, p->key,
	    right, tally->now);
	if (cmd_schedule_save(tally->sched, tally->path, tally->writable) !=
	    0) {
		tally->save_failed = 1;
		tally->writable = 0;
	}
}

/*
 * Ask one puzzle until a legal move or an empty line; 1 when answered,
 * 0 at the end of the input.
 */
static int
puzzles_ask(const struct puzzle_engine *e, const struct puzzle *p,
    struct puzzles_tally *tally)
{
	struct puzzle_grade g;
	char *line = NULL, why[PUZZLES_TEXT], best[PUZZLES_TEXT];
	size_t size = 0;
	ssize_t n;
	int rc = 0;

	for (;;) {
		fputs(_("Your move (an empty line shows the answer): "), stdout);
		fflush(stdout);
		if ((n = cmd_stdin_line(&line, &size)) < 0)
			break;
		if (!isatty(STDIN_FILENO))
			putchar('\n');	/* a terminal has echoed it */
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (line[strspn(line, " \t")] == '\0') {
			puzzles_answered(tally, p, 0);
			move_format(&p->best, best, sizeof best);
			printf(_("The best move: %s, %d points, equity %.2f.\n"),
			    best, p->best_score, (double)p->best_equity);
			rc = 1;
			break;
		}
		puzzle_grade(e, p, line, &g);
		if (g.verdict == PUZZLE_GRADED) {
			puzzles_answered(tally, p, g.is_best);
			puzzles_verdict(&g);
			rc = 1;
			break;
		}
		text_puzzle_refusal(&g, &p->cgp.board, why, sizeof why);
		printf(_("That move is not legal: %s\n"), why);
	}
	free(line);
	return rc;
}

/* The due puzzles first, then every one in turn, then the tally. */
static int
puzzles_quiz(const struct puzzle_engine *e, struct puzzle_set *set)
{
	struct puzzles_tally tally;
	int r = 1, rc = 0;

	memset(&tally, 0, sizeof tally);
	tally.now = time(NULL);
	tally.sched = cmd_schedule_open(&tally.path, &tally.writable);
	puzzles_due_first(tally.sched, tally.now, set);
	for (int i = 0; i < set->n && r == 1; i++) {
		puzzles_show(&set->v[i], i + 1, set->n);
		r = puzzles_ask(e, &set->v[i], &tally);
	}
	printf(ngettext("\nSolved %d of %d puzzle.\n",
	    "\nSolved %d of %d puzzles.\n", tally.asked), tally.solved,
	    tally.asked);
	if (closeout_flush(PACKAGE) != 0)
		rc = CLOSEOUT_FAILURE;
	if (tally.save_failed && rc == 0)
		rc = 1;
	practice_schedule_free(tally.sched);
	free(tally.path);
	return rc;
}

/* Build the set, then save it or ask it; the exit status. */
static int
puzzles_run(const void *arg, const struct lexicon *lex,
    const struct eval_leaves *leaves)
{
	const struct puzzles_args *args = arg;
	struct movegen_words *words = movegen_words_create(lex);
	struct puzzle_engine e;
	struct puzzle_set set;
	enum fileio_error saved;
	char quoted[QUOTE_PATH_SIZE];
	int rc;

	puzzle_engine_init(&e, lex, leaves, words);
	e.margin = (float)args->margin;
	e.exchange_min_bag = args->exchange_min;
	puzzle_set_init(&set);
	if ((rc = puzzles_build(args, &e, &set)) != 0)
		goto out;
	if (args->save == NULL) {
		rc = puzzles_quiz(&e, &set);
		goto out;
	}
	quote_path(args->save, quoted);
	if ((saved = puzzle_set_save(args->save, &set)) != FILEIO_OK) {
		if (saved == FILEIO_ERR_NOT_REGULAR)
			fprintf(stderr, "%s: %s: %s\n", PACKAGE, quoted,
			    text_save_error(SAVE_ERR_NOT_REGULAR, 0));
		else
			fprintf(stderr, _("%s: cannot write %s: %s\n"),
			    PACKAGE, quoted, strerror(errno));
		rc = 2;
	} else
		printf(ngettext("Saved %d puzzle to %s.\n",
		    "Saved %d puzzles to %s.\n", set.n), set.n, quoted);
out:
	puzzle_set_free(&set);
	movegen_words_free(words);
	return rc;
}

int
cmd_practice_puzzles(int argc, char **argv)
{
	struct puzzles_args args;
	int rc = puzzles_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	return cmd_with_engine(args.lexicon, args.leaves, puzzles_run, &args);
}
