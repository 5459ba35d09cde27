/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas endgame: solve a position with the bag empty (both racks known)
 * and print its value (the final spread change for the player to move),
 * the principal variation and whether the value is proven.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "closeout.h"
#include "bot.h"
#include "cmd-common.h"
#include "cmd-endgame.h"
#include "cmd-lexicon.h"
#include "cmd-position.h"
#include "i18n.h"
#include "lexicon.h"
#include "move.h"
#include "movegen.h"
#include "progress.h"
#include "xmalloc.h"

#define ENDGAME_TEXT 128
#define ENDGAME_COLUMN 24	/* a move's notation, padded */
#define ENDGAME_MS_MAX 86400000LL
#define ENDGAME_THREADS_MAX 64
#define ENDGAME_PROGRESS_DELAY 1.0	/* seconds before a progress line */

/* What the command line asks for. */
struct endgame_args {
	const char *cgp;
	const char *lexicon;
	long long ms;		/* 0: until proven */
	long long nodes;
	long long threads;
};

static void endgame_progress(void *, int, long);

static int endgame_usage(FILE *);
static int endgame_options(int, char **, struct endgame_args *);
static void endgame_pad(char *, size_t, int);
static void endgame_print(const struct bot_position *,
    const struct bot_endgame_result *);
static int endgame_solve(const struct endgame_args *,
    const struct lexicon *);

/* --help, or the hint after a usage error (exit 2). */
static int
endgame_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("endgame");
	fprintf(out, _("Usage: %s endgame --cgp POSITION [OPTION]...\n"),
	    PACKAGE);
	fputs(_("Solve an endgame: with the bag empty both racks are known, "
	    "so the best play\nof both players can be found.  Prints the "
	    "value (what the player to move\nwins or loses on the spread "
	    "from now to the end, racks counted), the best\nline of play and "
	    "whether the value is proven or the search was cut short.\n"
	    "POSITION is CGP with both racks, the player to move's first.\n"),
	    out);
	fputs(_("\nOptions:\n"
	    "  -c, --cgp=POSITION      the position (required)\n"
	    "  -m, --ms=MS             stop after MS milliseconds (default: "
	    "until proven)\n"
	    "  -e, --nodes=N           stop after N positions searched\n"
	    "  -t, --threads=N         search on N threads (default: 1)\n"
	    "  -l, --lexicon=PATH      the lexicon: a compiled graph or a "
	    "word list\n"
	    "  -h, --help              display this help and exit\n"), out);
	return 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
endgame_options(int argc, char **argv, struct endgame_args *args)
{
	static const struct option options[] = {
		{ "cgp", required_argument, NULL, 'c' },
		{ "ms", required_argument, NULL, 'm' },
		{ "nodes", required_argument, NULL, 'e' },
		{ "threads", required_argument, NULL, 't' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	memset(args, 0, sizeof *args);
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "c:m:e:t:l:h", options)) !=
	    -1) {
		switch (c) {
		case 'c':
			args->cgp = optarg;
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'm':
			if (cmd_number(optarg, 1, ENDGAME_MS_MAX,
			    &args->ms) != 0) {
				fprintf(stderr, _("%s: --ms must be a number "
				    "of milliseconds from 1 to %lld\n"),
				    PACKAGE, ENDGAME_MS_MAX);
				return endgame_usage(stderr);
			}
			break;
		case 'e':
			if (cmd_number(optarg, 1, 1000000000000LL,
			    &args->nodes) != 0) {
				fprintf(stderr, _("%s: --nodes must be a "
				    "positive number\n"), PACKAGE);
				return endgame_usage(stderr);
			}
			break;
		case 't':
			if (cmd_number(optarg, 1, ENDGAME_THREADS_MAX,
			    &args->threads) != 0) {
				fprintf(stderr, _("%s: --threads must be a "
				    "number from 1 to %d\n"), PACKAGE,
				    ENDGAME_THREADS_MAX);
				return endgame_usage(stderr);
			}
			break;
		case 'h':
			return endgame_usage(stdout);
		default:
			return endgame_usage(stderr);
		}
	}
	if (cmd_position_args(argc, argv, optind, args->cgp) != 0)
		return endgame_usage(stderr);
	return -1;
}

/* Pad text with spaces to width columns (characters, not bytes). */
static void
endgame_pad(char *text, size_t size, int width)
{
	size_t len = strlen(text);
	int cols = 0;

	for (size_t i = 0; i < len; i++)
		cols += ((unsigned char)text[i] & 0xc0) != 0x80;
	while (cols++ < width && len + 1 < size)
		text[len++] = ' ';
	text[len] = '\0';
}

/* The value, the variation move by move, and the search's figures. */
static void
endgame_print(const struct bot_position *pos,
    const struct bot_endgame_result *res)
{
	struct board board = pos->mg.board;
	char text[ENDGAME_TEXT];

	if (res->proven)
		printf(_("Value: %+d (proven)\n"), res->value);
	else
		printf(_("Value: %+d (not proven: cut short at depth %d)\n"),
		    res->value, res->depth);
	if (!res->proven && res->has_low && res->has_high)
		printf(_("Proven: between %+d and %+d\n"), res->low, res->high);
	else if (!res->proven && res->has_low)
		printf(_("Proven: at least %+d\n"), res->low);
	else if (!res->proven && res->has_high)
		printf(_("Proven: at most %+d\n"), res->high);
	fputs(_("Variation:\n"), stdout);
	for (int i = 0; i < res->n_pv; i++) {
		const struct movegen_move *gm = &res->pv[i];
		struct placement p;
		struct move m;

		if (gm->kind == MOVE_PASS)
			snprintf(text, sizeof text, "-");
		else {
			movegen_move_to_move(gm, &board, &m);
			move_format(&m, text, sizeof text);
		}
		endgame_pad(text, sizeof text, ENDGAME_COLUMN);
		printf(_("  %2d. player %d  %s %4d\n"), i + 1, i % 2 + 1, text,
		    gm->score);
		movegen_move_to_placement(gm, &p);
		for (int k = 0; k < p.n; k++)
			board_put(&board, p.tiles[k].row, p.tiles[k].col,
			    p.tiles[k].tile);
	}
	printf(_("Depth %d, %ld positions, %.3f s.\n"), res->depth,
	    res->nodes, (double)res->ms / 1000.0);
}

/*
 * The solver's report: on a terminal, once it has worked a second, a
 * line with the depth completed and the positions searched so far.
 */
static void
endgame_progress(void *ctx, int depth, long nodes)
{
	struct progress *p = ctx;
	char line[PROGRESS_LINE_MAX];

	if (!progress_due(p, 0, 1))
		return;
	snprintf(line, sizeof line, _("depth %d%s%ld positions%s%.0f s"),
	    depth, progress_dot(), nodes, progress_dot(),
	    progress_elapsed(p));
	progress_show(p, line);
}

/* Solve and print; the exit status. */
static int
endgame_solve(const struct endgame_args *args, const struct lexicon *lex)
{
	struct bot_position *pos = xmalloc(sizeof *pos);
	struct bot_endgame_result *res = xmalloc(sizeof *res);
	struct bot_budget budget = { args->ms, (long)args->nodes, 0 };
	struct bot_endgame_options options;
	struct progress progress;
	struct bot *bot = NULL;
	int rc = 2;

	budget.nodes = (long)args->nodes;
	budget.iterations = 0;
	bot = bot_create(bot_level_find("campeon"), lex, NULL, 0);
	if ((rc = cmd_position_read(args->cgp, lex, pos)) != 0)
		goto out;
	if (pos->bag_count != 0 || pos->n_unseen == 0) {
		fprintf(stderr, _("%s: not an endgame: the bag must be empty "
		    "and the\nopponent's rack known (the CGP's second "
		    "rack)\n"), PACKAGE);
		rc = 2;
		goto out;
	}
	options.threads = args->threads > 0 ? (int)args->threads : 1;
	options.progress = endgame_progress;
	options.progress_ctx = &progress;
	progress_start(&progress, PROGRESS_AUTO, ENDGAME_PROGRESS_DELAY);
	if (bot_endgame_solve_options(bot, pos, &budget, &options, res) != 0) {
		progress_end(&progress);
		fprintf(stderr, _("%s: no move was found\n"), PACKAGE);
		rc = 2;
		goto out;
	}
	progress_end(&progress);
	endgame_print(pos, res);
	rc = 0;
	if (closeout_flush(PACKAGE) != 0)
		rc = CLOSEOUT_FAILURE;
out:
	bot_free(bot);
	free(res);
	free(pos);
	return rc;
}

int
cmd_endgame(int argc, char **argv)
{
	struct endgame_args args;
	struct lexicon *lex;
	int rc = endgame_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	if ((lex = cmd_lexicon_open(args.lexicon)) == NULL)
		return 2;
	rc = endgame_solve(&args, lex);
	lexicon_free(lex);
	return rc;
}
