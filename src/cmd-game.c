/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas play --script (play-script), fichas export and fichas resume-check: the text
 * driver and saved games on the command line.  The library answers in
 * codes; this file words them for the user.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "charset.h"
#include "cmd-common.h"
#include "cmd-game.h"
#include "cmd-lexicon.h"
#include "driver.h"
#include "export.h"
#include "i18n.h"
#include "lexicon.h"
#include "quote.h"
#include "save.h"
#include "text.h"

#define CMD_GAME_MAX_SCRIPT (4 * 1024 * 1024) /* far more than any game */

/* The command line of fichas play. */
struct cmd_play_args {
	const char *script;
	const char *lexicon;
	const char *save;
	int resume;
	long step_delay;
	struct game_settings settings;
};

static int cmd_play_usage(FILE *out);
static int cmd_play_setting(struct cmd_play_args *args, int c,
    const char *value);
static int cmd_play_options(int argc, char **argv,
    struct cmd_play_args *args);
static int cmd_play_check(const struct cmd_play_args *args, int extra);
static void cmd_game_save_error(const char *path,
    const struct save_failure *f);
static void cmd_play_sleep(void *ctx);
static const char *cmd_play_lexicon(struct cmd_play_args *args,
    char *buf, size_t size);
static int cmd_play_report(const struct cmd_play_args *args,
    const struct driver_failure *f);
static int cmd_export_write(const char *output, const char *text,
    size_t len);
static int cmd_export_usage(FILE *out);
static int cmd_resume_check_usage(FILE *out);
static int cmd_game_load(const char *path, struct game **gp,
    struct save_info *info);

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_play_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("play");
	fprintf(out, _("Usage: %s play --script FILE [OPTION]...\n"), PACKAGE);
	fputs(_("Play a game from a script of commands (play 8H CASA, exchange "
	    "AEI, pass,\naccept, challenge, lay, takeback, tick MS, ...) and "
	    "print its score sheet.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -s, --script=FILE        the commands, one a line ('-': "
	    "standard input)\n"
	    "      --seed=N             seed of the bag (default 0)\n"
	    "  -l, --lexicon=PATH       the lexicon that judges challenges\n"
	    "      --clock=MODE[:MIN][,total:MIN]\n"
	    "                           none, corrido, no-corrido or timer\n"
	    "      --challenge=RULE     fise, five-points, double or void\n"
	    "      --laid=RULE          tournament or casual (arts. 22-23)\n"
	    "      --exchange-min=N     tiles the bag must hold to exchange "
	    "(0-7)\n"
	    "      --save=PATH          save the game after every line\n"
	    "      --resume             go on from the game saved at PATH\n"
	    "      --step-delay=MS      wait after each line (for tests)\n"
	    "  -h, --help               display this help and exit\n"), out);
	return 0;
}

/* One game setting from the command line; 0, or -1 when refused. */
static int
cmd_play_setting(struct cmd_play_args *args, int c, const char *value)
{
	struct game_settings *s = &args->settings;
	char *end;

	switch (c) {
	case 'S':
		errno = 0;
		s->seed = strtoull(value, &end, 10);
		return errno != 0 || *end != '\0' || *value < '0' ||
		    *value > '9' ? -1 : 0;
	case 'c':
		return clock_settings_parse(&s->clock, value) == CLOCK_OK ? 0 :
		    -1;
	case 'C':
		return game_challenge_parse(value, &s->challenge) ==
		    GAME_SETTINGS_OK ? 0 : -1;
	case 'L':
		return game_laid_parse(value, &s->laid) == GAME_SETTINGS_OK ?
		    0 : -1;
	case 'x':
		return game_exchange_min_parse(value, &s->exchange_min_bag) ==
		    GAME_SETTINGS_OK ? 0 : -1;
	case 'd':
		args->step_delay = strtol(value, &end, 10);
		return *end != '\0' || *value == '\0' || args->step_delay < 0 ||
		    args->step_delay > 60000 ? -1 : 0;
	}
	return -1;
}

/* Parse the options; -1 to go on, else the exit status to return. */
static int
cmd_play_options(int argc, char **argv, struct cmd_play_args *args)
{
	static const struct option options[] = {
		{ "script", required_argument, NULL, 's' },
		{ "seed", required_argument, NULL, 'S' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "clock", required_argument, NULL, 'c' },
		{ "challenge", required_argument, NULL, 'C' },
		{ "laid", required_argument, NULL, 'L' },
		{ "exchange-min", required_argument, NULL, 'x' },
		{ "save", required_argument, NULL, 'w' },
		{ "resume", no_argument, NULL, 'r' },
		{ "step-delay", required_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	int c;

	memset(args, 0, sizeof *args);
	game_settings_default(&args->settings);
	optind = 1;
	while ((c = cmd_getopt(argc, argv, "s:l:h", options)) != -1) {
		if (c == 's')
			args->script = optarg;
		else if (c == 'l')
			args->lexicon = optarg;
		else if (c == 'w')
			args->save = optarg;
		else if (c == 'r')
			args->resume = 1;
		else if (c == 'h')
			return cmd_play_usage(stdout);
		else if (c == '?' || cmd_play_setting(args, c, optarg) != 0) {
			if (c != '?')
				fprintf(stderr, _("%s: invalid value '%s'\n"),
				    PACKAGE, quote_input(optarg,
				    strlen(optarg), quoted));
			return cmd_play_usage(stderr);
		}
	}
	return cmd_play_check(args, optind != argc);
}

/* What the options must give together; -1 to go on, else exit 2. */
static int
cmd_play_check(const struct cmd_play_args *args, int extra)
{
	if (args->script == NULL)
		fprintf(stderr, _("%s: play needs --script FILE\n"), PACKAGE);
	else if (extra)
		fprintf(stderr, _("%s: unexpected argument\n"), PACKAGE);
	else if (args->resume && args->save == NULL)
		fprintf(stderr, _("%s: --resume needs --save PATH\n"), PACKAGE);
	else
		return -1;
	return cmd_play_usage(stderr);
}

/* "fichas: PATH:12: a line is missing..." or the system's reason. */
static void
cmd_game_save_error(const char *path, const struct save_failure *f)
{
	const char *reason = text_save_error(f->error, f->errnum);
	char quoted[QUOTE_PATH_SIZE];

	quote_path(path, quoted);
	if (f->line > 0)
		fprintf(stderr, "%s: %s:%d: %s\n", PACKAGE, quoted, f->line,
		    reason);
	else
		fprintf(stderr, "%s: %s: %s\n", PACKAGE, quoted, reason);
}

/* --step-delay: let a test's kill land in the middle of the game. */
static void
cmd_play_sleep(void *ctx)
{
	long ms = *(const long *)ctx;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		continue;
}

/*
 * The lexicon to open: --lexicon, else the one the save names when
 * resuming, else the default one.
 */
static const char *
cmd_play_lexicon(struct cmd_play_args *args, char *buf, size_t size)
{
	struct save_info info;
	struct game *g;
	char *path;

	if (args->lexicon != NULL)
		return args->lexicon;
	if (args->resume && cmd_game_load(args->save, &g, &info) == 0) {
		game_free(g);
		if (info.lexicon[0] != '\0') {
			snprintf(buf, size, "%s", info.lexicon);
			return buf;
		}
	}
	path = lexicon_default_path();
	snprintf(buf, size, "%s", path);
	free(path);
	return buf;
}

/* Say why the run stopped; the exit status. */
static int
cmd_play_report(const struct cmd_play_args *args,
    const struct driver_failure *f)
{
	char quoted[QUOTE_PATH_SIZE];

	switch (f->error) {
	case DRIVER_OK:
		return 0;
	case DRIVER_ERR_COMMAND:
		fprintf(stderr, _("%s: %s:%d: not a command the driver knows\n"),
		    PACKAGE, quote_path(args->script, quoted), f->line);
		return 1;
	case DRIVER_ERR_SET:
		fprintf(stderr, _("%s: %s:%d: bad setting, or a setting after "
		    "the game started\n"), PACKAGE,
		    quote_path(args->script, quoted), f->line);
		return 1;
	case DRIVER_ERR_SETTINGS:
		fprintf(stderr, _("%s: the settings do not make a game\n"),
		    PACKAGE);
		return 2;
	case DRIVER_ERR_SAVE:
		cmd_game_save_error(args->save, &f->save);
		return 2;
	case DRIVER_ERR_OTHER_SCRIPT:
	default:
		fprintf(stderr, _("%s: %s: saved from another script\n"),
		    PACKAGE, quote_path(args->save, quoted));
		return 2;
	}
}

/* fichas play --script: run the text driver on a script file. */
int
cmd_play_script(int argc, char **argv)
{
	struct cmd_play_args args;
	struct driver_options opt;
	struct driver_failure failure;
	struct lexicon *lex = NULL;
	char *script, path[SAVE_TEXT_MAX + 1];
	size_t len;
	int rc = cmd_play_options(argc, argv, &args);

	if (rc != -1)
		return rc;
	if ((script = cmd_read_file(args.script, CMD_GAME_MAX_SCRIPT,
	    &len)) == NULL)
		return 2;
	memset(&opt, 0, sizeof opt);
	opt.lexicon = cmd_play_lexicon(&args, path, sizeof path);
	if ((lex = cmd_lexicon_open(opt.lexicon)) == NULL) {
		free(script);
		return 2;
	}
	opt.settings = args.settings;
	opt.judge.is_word = cmd_judge_word;
	opt.judge.ctx = lex;
	opt.lex = lex;
	opt.save_path = args.save;
	opt.resume = args.resume;
	opt.step = args.step_delay > 0 ? cmd_play_sleep : NULL;
	opt.step_ctx = &args.step_delay;
	opt.out = stdout;
	driver_run(script, len, &opt, &failure);
	free(script);
	lexicon_free(lex);
	fflush(stdout);
	return cmd_play_report(&args, &failure);
}

/* Load a save without judge or callbacks; 0, or -1 after a message. */
static int
cmd_game_load(const char *path, struct game **gp, struct save_info *info)
{
	struct save_hooks hooks;
	struct save_failure failure;

	memset(&hooks, 0, sizeof hooks);
	hooks.source = clock_source_monotonic();
	if (save_load(path, &hooks, gp, info, &failure) != SAVE_OK) {
		cmd_game_save_error(path, &failure);
		return -1;
	}
	return 0;
}

/* The record to FILE (atomically) or standard output; the exit status. */
static int
cmd_export_write(const char *output, const char *text, size_t len)
{
	struct save_failure failure;
	FILE *out;

	if (output != NULL) {
		if (save_write_atomic(output, text, len, NULL, &failure) ==
		    SAVE_OK)
			return 0;
		cmd_game_save_error(output, &failure);
		return 2;
	}
	out = charset_data_stdout();
	if (fwrite(text, 1, len, out) != len || fflush(out) != 0) {
		fprintf(stderr, "%s: %s\n", PACKAGE, strerror(errno));
		return 2;
	}
	return 0;
}

/* --help of fichas export. */
static int
cmd_export_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("export");
	fprintf(out, _("Usage: %s export [-o FILE] [SAVE]\n"), PACKAGE);
	fputs(_("Write the score sheet of a saved game (a file or an ID of "
	    "'fichas games';\ndefault: the latest) as a GCG game record, to "
	    "FILE or standard output.\n\n"), out);
	fputs(_("Options:\n  -o, --output=FILE  write the record to FILE\n"
	    "  -h, --help         display this help and exit\n"), out);
	fputs(_("      --fise         going out as art. 37.4 writes it: the "
	    "rack once\n                     to the finisher, once off the "
	    "opponent (by default\n                     one line worth twice "
	    "the rack, as other programs read)\n"), out);
	return 0;
}

/* fichas export: a saved game's sheet as GCG. */
int
cmd_export(int argc, char **argv)
{
	const char *output = NULL;
	enum gcg_end_style style = GCG_END_DOUBLE;
	char *path, *text = NULL, quoted[QUOTE_PATH_SIZE];
	struct save_info info;
	struct game *g;
	size_t len;
	int c, rc = 0;

	static const struct option options[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "fise", no_argument, NULL, 'F' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};

	optind = 1;
	while ((c = cmd_getopt(argc, argv, "o:h", options)) != -1) {
		if (c == 'o')
			output = optarg;
		else if (c == 'F')
			style = GCG_END_ART_37_4;
		else
			return cmd_export_usage(c == 'h' ? stdout : stderr);
	}
	if (argc - optind > 1)
		return cmd_export_usage(stderr);
	path = cmd_games_path(optind < argc ? argv[optind] : NULL);
	if (path == NULL || cmd_game_load(path, &g, &info) != 0) {
		free(path);
		return 2;
	}
	if (export_gcg_text_as(g, info.lexicon[0] != '\0' ? info.lexicon :
	    NULL, style, &text, &len) != 0) {
		fprintf(stderr, _("%s: %s: the game cannot be written as GCG\n"),
		    PACKAGE, quote_path(path, quoted));
		rc = 2;
	} else
		rc = cmd_export_write(output, text, len);
	free(text);
	game_free(g);
	free(path);
	return rc;
}

/* --help of fichas resume-check. */
static int
cmd_resume_check_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("resume-check");
	fprintf(out, _("Usage: %s resume-check [SAVE]\n"), PACKAGE);
	fputs(_("Check that a saved game (a file or an ID; default: the latest) "
	    "can be\nresumed and say where it stands.  Exit status: 0 if it "
	    "can, 1 if not.\n"), out);
	return 0;
}

/* fichas resume-check: load a save and say where the game stands. */
int
cmd_resume_check(int argc, char **argv)
{
	struct save_info info;
	struct game *g;
	char *path, quoted[QUOTE_PATH_SIZE];

	if (argc > 1 && (strcmp(argv[1], "--help") == 0 ||
	    strcmp(argv[1], "-h") == 0))
		return cmd_resume_check_usage(stdout);
	if (argc > 2 || (argc == 2 && argv[1][0] == '-'))
		return cmd_resume_check_usage(stderr);
	if ((path = cmd_games_path(argc == 2 ? argv[1] : NULL)) == NULL)
		return 1;
	if (cmd_game_load(path, &g, &info) != 0) {
		free(path);
		return 1;
	}
	printf("%s: %s %d, %s %d; ", quote_path(path, quoted),
	    game_name(g, 0), game_score(g, 0), game_name(g, 1),
	    game_score(g, 1));
	if (game_phase(g) == GAME_PHASE_OVER)
		printf(_("over (art. %s)\n"),
		    game_end_article(game_end_reason(g)));
	else
		printf(_("turn %d, %s to play, %d tiles in the bag\n"),
		    game_turn_number(g), game_name(g, game_mover(g)),
		    game_bag_count(g));
	game_free(g);
	free(path);
	return 0;
}
