/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas replay: the referee on the command line.  Reads a GCG record,
 * has the library re-play it (src/replay.h) and prints one line per event
 * with the recorded and the computed points; the library answers in codes
 * and this file words them.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uniwidth.h>

#include "closeout.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "cmd-replay.h"
#include "quote.h"
#include "gcg.h"
#include "i18n.h"
#include "lexicon.h"
#include "replay.h"
#include "text.h"

#define CMD_REPLAY_MAX_FILE (16 * 1024 * 1024) /* far more than any game */
#define CMD_REPLAY_WHAT_WIDTH 18

/* The command line of fichas replay. */
struct cmd_replay_args {
	const char *file;
	const char *lexicon;
	int judge;
};

static int cmd_replay_usage(FILE *out);
static int cmd_replay_options(int argc, char **argv,
    struct cmd_replay_args *args);
static void cmd_replay_word(const struct formed_word *w, char *buf,
    size_t size);
static const char *cmd_replay_after_end(enum rules_end end);
static const char *cmd_replay_reason(const struct replay_step *step);
static void cmd_replay_problem(const struct replay *r,
    const struct replay_step *step, char *buf, size_t size);
static void cmd_replay_what(const struct gcg_event *ev, char *buf,
    size_t size);
static void cmd_replay_pad(const char *text, int width);
static void cmd_replay_print(const struct replay *r,
    const struct replay_step *step);
static void cmd_replay_summary(const struct replay *r);

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_replay_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("replay");
	fprintf(out, _("Usage: %s replay [OPTION]... FILE\n"), PACKAGE);
	fputs(_("Re-play the GCG game record FILE ('-': standard input) and "
	    "check every\nline: positions, racks, points, running totals, "
	    "exchanges, withdrawn\nplays and the end-of-game rack lines.  "
	    "Prints one line per event with\nthe recorded and the computed "
	    "points.\n"
	    "Exit status: 0 if every line agrees, 1 if one does not, 2 if "
	    "FILE cannot\nbe read or is not GCG.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -j, --judge         also look up every word formed in the "
	    "lexicon\n"
	    "  -l, --lexicon=PATH  the lexicon for --judge (implies --judge;\n"
	    "                      default: $FICHAS_LEXICON, else the "
	    "installed one)\n"
	    "  -h, --help          display this help and exit\n"), out);
	return 0;
}

/* Parse the options; -1 to go on, else the exit status to return. */
static int
cmd_replay_options(int argc, char **argv, struct cmd_replay_args *args)
{
	static const struct option options[] = {
		{ "judge", no_argument, NULL, 'j' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	memset(args, 0, sizeof *args);
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "jl:h", options)) != -1) {
		switch (c) {
		case 'j':
			args->judge = 1;
			break;
		case 'l':
			args->lexicon = optarg;
			args->judge = 1;
			break;
		case 'h':
			return cmd_replay_usage(stdout);
		default:
			return cmd_replay_usage(stderr);
		}
	}
	if (argc - optind != 1) {
		fprintf(stderr, optind == argc ? _("%s: no game record named\n") :
		    _("%s: one game record at a time\n"), PACKAGE);
		return cmd_replay_usage(stderr);
	}
	args->file = argv[optind];
	return -1;
}

/* A word as the lexicon sees it: letters, a blank as its letter. */
static void
cmd_replay_word(const struct formed_word *w, char *buf, size_t size)
{
	tile_t letters[BOARD_SIZE];

	for (int i = 0; i < w->len && i < BOARD_SIZE; i++)
		letters[i] = tile_letter(w->tiles[i]);
	tiles_to_display(letters, (size_t)w->len, buf, size);
}

/* A turn after the game was over, by what ended it. */
static const char *
cmd_replay_after_end(enum rules_end end)
{
	switch (end) {
	case RULES_END_PASSES:
		return _("art. 37.2: the game was over, both players had "
		    "passed twice in a row");
	case RULES_END_SCORELESS:
		return _("art. 37.3: the game was over after twelve "
		    "scoreless turns in a row");
	case RULES_END_OUT:
		return _("art. 37.4: the game was over, a player had used "
		    "every tile with the bag empty");
	default:
		return _("art. 37: a turn after the end of the game");
	}
}

/* The words for a verdict that needs no number or name. */
static const char *
cmd_replay_reason(const struct replay_step *step)
{
	switch (step->error) {
	case REPLAY_ERR_NOT_ON_RACK:
		return step->event->kind == GCG_EVENT_EXCHANGE ?
		    _("art. 24: tiles exchanged that are not on the rack") :
		    _("tiles played that are not on the rack");
	case REPLAY_ERR_TURN_ORDER:
		return _("the same player takes two turns in a row");
	case REPLAY_ERR_AFTER_END:
		return cmd_replay_after_end(step->end);
	case REPLAY_ERR_RACK_LEAVE:
		return _("the rack lacks tiles the player kept from the turn "
		    "before");
	case REPLAY_ERR_WORD_SPAN:
		return _("art. 8: the word written is not the whole word on the "
		    "board");
	case REPLAY_ERR_WITHDRAW:
		return _("'--' does not follow the player's own play");
	case REPLAY_ERR_WITHDRAW_RACK:
		return _("the rack is not the one of the withdrawn play");
	case REPLAY_ERR_WITHDRAWN_VALID:
		return _("art. 34: every word of the withdrawn play is valid");
	case REPLAY_ERR_CHALLENGE:
		return _("'(challenge)' does not follow the player's own play");
	case REPLAY_ERR_END_RACK:
		return _("art. 37: these are not the tiles left on the rack");
	case REPLAY_ERR_NOT_OUT:
		return _("art. 37.4: the player had not gone out with the bag "
		    "empty");
	case REPLAY_ERR_TIME:
		return _("art. 32: overtime costs 10 points per minute or "
		    "fraction");
	case REPLAY_ERR_SCORE:
		return _("the points differ");
	case REPLAY_ERR_TOTAL:
		return _("the total is not the previous total plus the points");
	case REPLAY_ERR_MOVE:
		return text_move_error(step->move_error);
	default:
		return _("ok");
	}
}

/* What the referee found wrong with a line, in words. */
static void
cmd_replay_problem(const struct replay *r, const struct replay_step *step,
    char *buf, size_t size)
{
	char word[4 * TILES_MAX_WORD + 1], quoted[QUOTE_SIZE];

	switch (step->error) {
	case REPLAY_ERR_UNKNOWN_PLAYER:
		snprintf(buf, size, _("no #player line names '%s'"),
		    quote_input(step->event->nick, strlen(step->event->nick),
		    quoted));
		break;
	case REPLAY_ERR_TILE_COUNT:
		snprintf(buf, size, _("more %s tiles than the set holds"),
		    tile_name(step->tile));
		break;
	case REPLAY_ERR_EXCHANGE_BAG:
		snprintf(buf, size, _("art. 24: the bag holds only %d tiles"),
		    replay_bag_count(r));
		break;
	case REPLAY_ERR_PHONY:
		cmd_replay_word(&step->play.words[step->bad_word], word,
		    sizeof word);
		snprintf(buf, size, _("art. 34: %s is not in the lexicon, yet "
		    "the play stood"), word);
		break;
	case REPLAY_ERR_RULES:
		if (rules_article(step->rules_error) == 0)
			snprintf(buf, size, "%s",
			    text_rules_error(step->rules_error));
		else
			snprintf(buf, size, _("art. %d: %s"),
			    rules_article(step->rules_error),
			    text_rules_error(step->rules_error));
		break;
	default:
		snprintf(buf, size, "%s", cmd_replay_reason(step));
		break;
	}
}

/* The event without nick, rack and points: "8G CASA", "-UVZ", "(AEO)". */
static void
cmd_replay_what(const struct gcg_event *ev, char *buf, size_t size)
{
	char line[512], *p;
	struct gcg_event copy = *ev;

	/* The event line is the spelling; drop what comes before and after. */
	copy.has_rack = 0;
	copy.nick[0] = '\0';
	gcg_format_event(&copy, line, sizeof line);
	p = strrchr(line, ' ');
	if (p != NULL)
		*p = '\0';
	p = strrchr(line, ' ');
	if (p != NULL)
		*p = '\0';
	snprintf(buf, size, "%s", strncmp(line, ">: ", 3) == 0 ? line + 3 :
	    line);
}

/* Print text padded with spaces to width columns (UTF-8 aware). */
static void
cmd_replay_pad(const char *text, int width)
{
	int used = u8_strwidth((const uint8_t *)text, "UTF-8");

	fputs(text, stdout);
	for (; used < width; used++)
		putchar(' ');
}

/*
 * One line per event:
 *   12  ana   8G CASA   recorded +12 total 12   computed +12 total 12   ok
 */
static void
cmd_replay_print(const struct replay *r, const struct replay_step *step)
{
	const struct gcg_event *ev = step->event;
	char what[512], problem[512], quoted[QUOTE_SIZE];

	cmd_replay_what(ev, what, sizeof what);
	cmd_replay_problem(r, step, problem, sizeof problem);
	printf("%4d  ", ev->line);
	cmd_replay_pad(quote_input(ev->nick, strlen(ev->nick), quoted), 8);
	putchar(' ');
	cmd_replay_pad(what, CMD_REPLAY_WHAT_WIDTH);
	printf(_("  recorded %+4d total %4d"), ev->score, ev->total);
	if (step->has_computed)
		printf(_("   computed %+4d total %4d"), step->computed_score,
		    step->computed_total);
	else
		printf(_("   computed    - total    -"));
	printf("   %s\n", problem);
}

/* The final totals and the verdict. */
static void
cmd_replay_summary(const struct replay *r)
{
	const struct gcg_record *rec = r->rec;
	char quoted[QUOTE_SIZE];
	int fise[GCG_PLAYERS];

	for (int p = 0; p < GCG_PLAYERS; p++) {
		if (rec->players[p].nick[0] == '\0')
			continue;
		printf(_("%s: %d recorded, %d computed\n"),
		    quote_input(rec->players[p].nick,
		    strlen(rec->players[p].nick), quoted),
		    r->total[p], r->computed[p]);
	}
	/* The finisher given the rack twice: FISE's figures differ. */
	if (replay_fise_totals(r, fise))
		printf(_("FISE final scores (art. 37.4): %s %d, %s %d\n"),
		    rec->players[0].nick, fise[0], rec->players[1].nick,
		    fise[1]);
	if (r->errors == 0)
		printf(ngettext("%d event checked: every line agrees.\n",
		    "%d events checked: every line agrees.\n", rec->n_events),
		    rec->n_events);
	else
		printf(ngettext("%d line disagrees; the first is line %d.\n",
		    "%d lines disagree; the first is line %d.\n", r->errors),
		    r->errors, r->first_error_line);
}

int
cmd_replay(int argc, char **argv)
{
	struct cmd_replay_args args;
	struct replay_options opt;
	struct replay_step step;
	struct gcg_failure failure;
	struct gcg_record *rec;
	struct lexicon *lex = NULL;
	struct replay r;
	char *text;
	size_t len = 0;
	int rc = cmd_replay_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	if ((text = cmd_read_file(args.file, CMD_REPLAY_MAX_FILE,
	    &len)) == NULL)
		return 2;
	rc = gcg_parse(text, len, &rec, &failure);
	free(text);
	if (rc != 0) {
		cmd_gcg_error(args.file, &failure);
		return 2;
	}
	memset(&opt, 0, sizeof opt);
	if (args.judge) {
		if ((lex = cmd_lexicon_open(args.lexicon)) == NULL) {
			gcg_record_free(rec);
			return 2;
		}
		opt.judge = cmd_judge_word;
		opt.judge_ctx = lex;
	}
	replay_init(&r, rec, &opt);
	while (replay_step(&r, &step))
		cmd_replay_print(&r, &step);
	cmd_replay_summary(&r);
	rc = r.errors == 0 ? 0 : 1;
	if (closeout_flush(PACKAGE) != 0)
		rc = CLOSEOUT_FAILURE;
	gcg_record_free(rec);
	lexicon_free(lex);
	return rc;
}
