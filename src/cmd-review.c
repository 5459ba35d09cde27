/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd-common.h"
#include "cmd-play.h"
#include "cmd-review.h"
#include "gcg.h"
#include "i18n.h"
#include "ui-main.h"

/* Far more than any game: the referee's limit too. */
#define CMD_REVIEW_MAX_FILE (16 * 1024 * 1024)

static int cmd_review_usage(FILE *out);
static struct gcg_record *cmd_review_read(const char *path);

static const struct option cmd_review_options[] = {
	{ "lexicon", required_argument, NULL, 'l' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_review_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("review");
	fprintf(out, _("Usage: %s review [--lexicon=PATH] FILE.gcg\n"),
	    PACKAGE);
	fputs(_("Review a game record on the board, turn by turn: the move "
	    "played, the\nbest move the expert level finds, the equity each "
	    "play gave away, and\na chart of both scores.  Left/Right step, "
	    "Home/End jump, a number and\nEnter go to a turn, Esc quits.\n\n"
	    "  -l, --lexicon=PATH  the lexicon that judges the words (default: "
	    "fichas's)\n  -h, --help          this help\n"), out);
	return 0;
}

/* The record in a file, or NULL with the reason on standard error. */
static struct gcg_record *
cmd_review_read(const char *path)
{
	struct gcg_failure failure;
	struct gcg_record *rec = NULL;
	size_t len = 0;
	char *text = cmd_read_file(path, CMD_REVIEW_MAX_FILE, &len);

	if (text == NULL)
		return NULL;
	if (gcg_parse(text, len, &rec, &failure) != 0) {
		cmd_gcg_error(path, &failure);
		rec = NULL;
	}
	free(text);
	return rec;
}

int
cmd_review(int argc, char **argv)
{
	struct ui_options opt;
	int c;

	cmd_play_defaults(&opt);
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":l:h", cmd_review_options,
	    NULL)) != -1) {
		if (c == 'h')
			return cmd_review_usage(stdout);
		if (c != 'l' || strlen(optarg) >= sizeof opt.lexicon)
			return cmd_review_usage(stderr);
		memcpy(opt.lexicon, optarg, strlen(optarg) + 1);
	}
	if (optind != argc - 1) {
		fprintf(stderr, optind == argc ? _("%s: no game record given\n") :
		    _("%s: give one game record\n"), PACKAGE);
		return cmd_review_usage(stderr);
	}
	if ((opt.review = cmd_review_read(argv[optind])) == NULL)
		return 2;
	return ui_run(&opt);
}
