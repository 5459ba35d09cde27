/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas move: the move the computer would play in a CGP position, for
 * scripts, other front ends and matches between engines.  One line, tab
 * separated: the move (notation, "-" for a pass, "-TILES" for an
 * exchange), its score, its value and what the value is: "equity"
 * (score plus leave), "simulation" (the average spread of the playouts),
 * "pre-endgame" (every draw of the last tile solved, src/bot-pre.c),
 * "endgame" (the final spread change the solver proved) or
 * "endgame-cut" (its best line so far).  The same seed and position give
 * the same move (with --ms a simulation runs as long as the time allows).
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
#include "eval.h"
#include "i18n.h"
#include "lexicon.h"
#include "move.h"
#include "movegen.h"
#include "quote.h"
#include "xmalloc.h"

#define MOVE_TEXT 128
#define MOVE_MS_MAX 86400000LL

/* What the command line asks for. */
struct move_args {
	const char *cgp;
	const char *lexicon;
	const char *leaves;
	const struct bot_level *level;
	long long ms;
	long long seed;
	int exchange_min;
};

static int move_usage(FILE *);
static int move_options(int, char **, struct move_args *);
static void move_text(const struct movegen_move *, const struct board *,
    char *, size_t);
static const char *move_method(const struct bot_stats *);
static int move_choose(const void *, const struct lexicon *,
    const struct eval_leaves *);

/* --help, or the hint after a usage error (exit 2). */
static int
move_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("move");
	fprintf(out, _("Usage: %s move --cgp POSITION --level LEVEL "
	    "[OPTION]...\n"), PACKAGE);
	fputs(_("Print the move the computer would play, one line separated "
	    "by tabs: the\nmove (notation, '-' for a pass, '-TILES' for an "
	    "exchange), its score, its\nvalue and what the value is: "
	    "'equity' (score plus leave), 'simulation'\n(the average spread "
	    "of the playouts), 'pre-endgame' (every draw of the last\ntile "
	    "solved), 'endgame' (the final spread the solver proved) or\n"
	    "'endgame-cut' (its best line when cut short).  The unseen "
	    "tiles are those\nthe position leaves; an empty second rack is "
	    "unknown.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -c, --cgp=POSITION      the position (required)\n"
	    "  -v, --level=LEVEL       principiante, aficionado, experto or "
	    "campeon\n"
	    "  -m, --ms=MS             think at most MS milliseconds\n"
	    "  -s, --seed=N            the seed of its choices (default 1)\n"
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

/* Read the options; -1 to go on, else the exit status. */
static int
move_options(int argc, char **argv, struct move_args *args)
{
	static const struct option options[] = {
		{ "cgp", required_argument, NULL, 'c' },
		{ "level", required_argument, NULL, 'v' },
		{ "ms", required_argument, NULL, 'm' },
		{ "seed", required_argument, NULL, 's' },
		{ "exchange-min", required_argument, NULL, 'x' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "leaves", required_argument, NULL, 'L' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	int c;

	memset(args, 0, sizeof *args);
	args->seed = 1;
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "c:v:m:s:x:l:L:h", options)) != -1) {
		switch (c) {
		case 'c':
			args->cgp = optarg;
			break;
		case 'v':
			if ((args->level = bot_level_find(optarg)) == NULL) {
				fprintf(stderr, _("%s: unknown level '%s': "
				    "principiante, aficionado, experto or "
				    "campeon\n"), PACKAGE, quote_input(optarg,
				    strlen(optarg), quoted));
				return move_usage(stderr);
			}
			break;
		case 'm':
			if (cmd_number(optarg, 1, MOVE_MS_MAX, &args->ms) !=
			    0) {
				fprintf(stderr, _("%s: --ms must be a number "
				    "of milliseconds from 1 to %lld\n"),
				    PACKAGE, MOVE_MS_MAX);
				return move_usage(stderr);
			}
			break;
		case 's':
			if (cmd_seed(optarg, &args->seed) != 0)
				return move_usage(stderr);
			break;
		case 'x':
			if (cmd_exchange_min(optarg, &args->exchange_min) != 0)
				return move_usage(stderr);
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'L':
			args->leaves = optarg;
			break;
		case 'h':
			return move_usage(stdout);
		default:
			return move_usage(stderr);
		}
	}
	if (cmd_position_args(argc, argv, optind, args->cgp) != 0)
		return move_usage(stderr);
	if (args->level == NULL) {
		fprintf(stderr, _("%s: no level: give one with --level\n"),
		    PACKAGE);
		return move_usage(stderr);
	}
	return -1;
}

/* The move as text: notation, "-" for a pass, "-TILES" an exchange. */
static void
move_text(const struct movegen_move *gm, const struct board *board,
    char *buf, size_t size)
{
	struct move m;
	struct rack r;

	if (gm->kind == MOVE_PASS) {
		snprintf(buf, size, "-");
		return;
	}
	if (gm->kind == MOVE_EXCHANGE) {
		rack_init(&r);
		for (int i = 0; i < gm->n_tiles; i++)
			rack_add(&r, gm->tiles[i]);
		buf[0] = '-';
		rack_to_record(&r, buf + 1, size - 1);
		return;
	}
	movegen_move_to_move(gm, board, &m);
	move_format(&m, buf, size);
}

/* What the value printed is (a fixed word, for scripts). */
static const char *
move_method(const struct bot_stats *st)
{
	switch (st->method) {
	case BOT_METHOD_SIMULATION:
	case BOT_METHOD_PRE_ENDGAME:
		return "simulation";
	case BOT_METHOD_ENDGAME:
		return st->proven ? "endgame" : "endgame-cut";
	case BOT_METHOD_PRE_ENDGAME_SOLVED:
		return "pre-endgame";
	default:
		return "equity";
	}
}

/* Choose and print; the exit status. */
static int
move_choose(const void *arg, const struct lexicon *lex,
    const struct eval_leaves *leaves)
{
	const struct move_args *args = arg;
	struct bot_position *pos = xmalloc(sizeof *pos);
	struct bot_budget budget = { args->ms, 0, 0 };
	struct movegen_words *words = movegen_words_create(lex);
	struct movegen_move m;
	struct bot *bot = bot_create(args->level, lex, leaves,
	    (uint64_t)args->seed);
	const struct bot_stats *st;
	char text[MOVE_TEXT], value[CMD_DECIMAL_MAX];
	int rc = 2;

	bot_set_words(bot, words);
	if ((rc = cmd_position_read(args->cgp, lex, pos)) != 0)
		goto out;
	pos->exchange_min_bag = args->exchange_min;
	if (bot_choose(bot, pos, args->ms > 0 ? &budget : NULL, &m) != 0) {
		fprintf(stderr, _("%s: no move was found\n"), PACKAGE);
		rc = 2;
		goto out;
	}
	st = bot_last_stats(bot);
	move_text(&m, &pos->mg.board, text, sizeof text);
	printf("%s\t%d\t%s\t%s\n", text, m.kind == MOVE_PLACE ? m.score : 0,
	    cmd_decimal((double)st->value, 2, value, sizeof value),
	    move_method(st));
	rc = 0;
	if (closeout_flush(PACKAGE) != 0)
		rc = CLOSEOUT_FAILURE;
out:
	bot_free(bot);
	movegen_words_free(words);
	free(pos);
	return rc;
}

int
cmd_move(int argc, char **argv)
{
	struct move_args args;
	int rc = move_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	return cmd_with_engine(args.lexicon, args.leaves, move_choose, &args);
}
