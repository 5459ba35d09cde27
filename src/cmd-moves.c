/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas moves: the best moves for a position given in CGP, one a line:
 * notation, score, the tiles kept, their value (the leave, from the leave
 * table, src/eval.h) and equity = score + leave, separated by tabs.
 */
#include "config.h"

#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "closeout.h"
#include "cgp.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "cmd-moves.h"
#include "cmd-position.h"
#include "quote.h"
#include "eval.h"
#include "i18n.h"
#include "lexicon.h"
#include "move.h"
#include "movegen.h"
#include "text.h"
#include "xmalloc.h"

#define MOVES_TOP_DEFAULT 10
#define MOVES_TOP_MAX 100000
#define MOVES_TEXT 128

/* What the command line asks for. */
struct moves_args {
	const char *cgp;
	const char *rack;
	const char *lexicon;
	const char *leaves;	/* NULL: the default table; "none" */
	int top;
	int player;		/* 0 or 1: whose rack moves */
	int exchange_min;	/* art. 24 setting */
};

static int moves_usage(FILE *);
static int moves_number(const char *, int, int, int *);
static int moves_generate(const struct moves_args *, struct cgp_position *,
    const struct lexicon *, const struct eval_leaves *);
static int moves_options(int, char **, struct moves_args *);
static int moves_position(const struct moves_args *, struct cgp_position *);
static int moves_print(const struct movegen_move *, const struct board *,
    const struct rack *);

/* --help, or the hint after a usage error (exit 2). */
static int
moves_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("moves");
	fprintf(out, _("Usage: %s moves --cgp POSITION [OPTION]...\n"),
	    PACKAGE);
	fputs(_("List the best moves for the player to move, one a line: "
	    "notation, score,\nthe tiles kept, their value (the leave) and "
	    "equity (score plus leave).\nPOSITION is CGP: 15 rows separated by "
	    "'/', then RACK1/RACK2, S1/S2 and\nthe number of scoreless turns; "
	    "digraphs in brackets ([CH]), blanks in\nlower case on the board "
	    "and '?' on a rack.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -c, --cgp=POSITION      the position (required)\n"
	    "  -r, --rack=RACK         the rack of the player to move "
	    "(replaces the CGP's)\n"
	    "  -p, --player=1|2        whose turn it is (default 1)\n"
	    "  -n, --top=N             how many moves to list (default 10)\n"
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

/* A decimal number in [lo, hi] as an int; 0, or -1. */
static int
moves_number(const char *text, int lo, int hi, int *value)
{
	long long n;

	if (cmd_number(text, lo, hi, &n) != 0)
		return -1;
	*value = (int)n;
	return 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
moves_options(int argc, char **argv, struct moves_args *args)
{
	static const struct option options[] = {
		{ "cgp", required_argument, NULL, 'c' },
		{ "rack", required_argument, NULL, 'r' },
		{ "player", required_argument, NULL, 'p' },
		{ "top", required_argument, NULL, 'n' },
		{ "exchange-min", required_argument, NULL, 'x' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "leaves", required_argument, NULL, 'L' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c, player = 1;

	memset(args, 0, sizeof *args);
	args->top = MOVES_TOP_DEFAULT;
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "c:r:p:n:x:l:L:h", options)) != -1) {
		switch (c) {
		case 'c':
			args->cgp = optarg;
			break;
		case 'r':
			args->rack = optarg;
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'L':
			args->leaves = optarg;
			break;
		case 'p':
			if (moves_number(optarg, 1, 2, &player) != 0) {
				fprintf(stderr, _("%s: --player must be 1 or "
				    "2\n"), PACKAGE);
				return moves_usage(stderr);
			}
			break;
		case 'n':
			if (moves_number(optarg, 1, MOVES_TOP_MAX,
			    &args->top) != 0) {
				fprintf(stderr, _("%s: --top must be a number "
				    "from 1 to %d\n"), PACKAGE, MOVES_TOP_MAX);
				return moves_usage(stderr);
			}
			break;
		case 'x':
			if (cmd_exchange_min(optarg, &args->exchange_min) != 0)
				return moves_usage(stderr);
			break;
		case 'h':
			return moves_usage(stdout);
		default:
			return moves_usage(stderr);
		}
	}
	args->player = player - 1;
	if (optind < argc) {
		cmd_unexpected_argument(argv[optind]);
		return moves_usage(stderr);
	}
	if (args->cgp == NULL) {
		fprintf(stderr, _("%s: no position: give one with --cgp\n"),
		    PACKAGE);
		return moves_usage(stderr);
	}
	return -1;
}

/* Read the position and the mover's rack; 0, or 2 after a message. */
static int
moves_position(const struct moves_args *args, struct cgp_position *pos)
{
	struct cgp_failure failure;
	char quoted[QUOTE_SIZE];
	tile_t over;

	if (cgp_parse(args->cgp, strlen(args->cgp), pos, &failure) != CGP_OK) {
		fprintf(stderr, _("%s: bad position at byte %zu: %s\n"),
		    PACKAGE, failure.offset + 1,
		    text_cgp_error(failure.error));
		return 2;
	}
	if (args->rack != NULL &&
	    rack_parse(&pos->racks[args->player], args->rack) != 0) {
		fprintf(stderr, _("%s: bad rack '%s': up to 7 tiles, '?' for a "
		    "blank\n"), PACKAGE, quote_input(args->rack,
		    strlen(args->rack), quoted));
		return 2;
	}
	if ((over = cgp_tiles_over(pos)) != TILE_NONE) {
		fprintf(stderr, _("%s: the position holds more %s tiles than "
		    "the set\n"), PACKAGE, tile_name(over));
		return 2;
	}
	if (pos->racks[args->player].n == 0) {
		fprintf(stderr, _("%s: player %d has no rack: give one with "
		    "--rack\n"), PACKAGE, args->player + 1);
		return 2;
	}
	return 0;
}

/*
 * One line: notation, score, the tiles kept, their value and equity.  The
 * value is the one the generator ranked the move by (src/movegen.h:
 * equity = score + leave).
 */
static int
moves_print(const struct movegen_move *gm, const struct board *board,
    const struct rack *rack)
{
	char notation[MOVES_TEXT], kept[MOVES_TEXT];
	char leave_value[CMD_DECIMAL_MAX], equity[CMD_DECIMAL_MAX];
	struct move move;
	struct rack leave;

	movegen_move_to_move(gm, board, &move);
	move_format(&move, notation, sizeof notation);
	movegen_move_leave(gm, rack, &leave);
	rack_sort(&leave);
	rack_to_record(&leave, kept, sizeof kept);
	cmd_decimal((double)(gm->equity - (float)gm->score), 2, leave_value,
	    sizeof leave_value);
	cmd_decimal((double)gm->equity, 2, equity, sizeof equity);
	return printf("%s\t%d\t%s\t%s\t%s\n", notation, gm->score, kept,
	    leave_value, equity) < 0;
}

/* Generate and print the top moves; the exit status. */
static int
moves_generate(const struct moves_args *args, struct cgp_position *pos,
    const struct lexicon *lex, const struct eval_leaves *leaves)
{
	struct movegen_options options;
	struct movegen *mg = xmalloc(sizeof *mg);
	struct movegen_move *best = xcalloc((size_t)args->top, sizeof *best);
	const struct rack *rack = &pos->racks[args->player];
	size_t n = 0;
	int rc = 0;

	movegen_init(mg, lex, &pos->board);
	movegen_options_init(&options);
	options.bag_count = cgp_bag_count(pos);
	options.exchange_min_bag = args->exchange_min;
	options.leave = eval_leave_fn;
	options.leave_ctx = (void *)leaves;
	n = movegen_top(mg, rack, &options, best, (size_t)args->top);
	for (size_t i = 0; i < n && rc == 0; i++)
		rc = moves_print(&best[i], &pos->board, rack);
	if (closeout_flush(PACKAGE) != 0 || rc != 0)
		rc = CLOSEOUT_FAILURE;	/* rc: a printf() that failed */
	free(best);
	free(mg);
	return rc;
}

int
cmd_moves(int argc, char **argv)
{
	struct moves_args args;
	struct cgp_position pos;
	struct lexicon *lex = NULL;
	struct eval_leaves *leaves = NULL;
	int rc = moves_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	if ((rc = moves_position(&args, &pos)) != 0)
		return rc;
	if ((lex = cmd_lexicon_open(args.lexicon)) == NULL ||
	    (leaves = cmd_leaves_open(args.leaves)) == NULL)
		rc = 2;
	else
		rc = moves_generate(&args, &pos, lex, leaves);
	eval_leaves_free(leaves);
	lexicon_free(lex);
	return rc;
}
