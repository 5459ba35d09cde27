/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * How "fichas" with no command, with game options, or "fichas play" starts
 * the curses game.  Options that choose the game (players, clock, rules)
 * skip the start menu; the others (lexicon, seed, display) fill it in.
 */
#include "config.h"

#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd-common.h"
#include "cmd-game.h"
#include "cmd-play.h"
#include "i18n.h"
#include "lexicon.h"
#include "quote.h"
#include "save.h"
#include "text.h"
#include "ui-driver.h"
#include "ui-main.h"
#include "ui-save.h"

/* Long options without a short form. */
enum cmd_play_option {
	OPT_P1 = 256, OPT_P2, OPT_NAME1, OPT_NAME2, OPT_CLOCK, OPT_CHALLENGE,
	OPT_LAID, OPT_EXCHANGE_MIN, OPT_LEXICON, OPT_SEED, OPT_TRACKER,
	OPT_NO_TRACKER, OPT_NO_COLOR, OPT_MENU, OPT_RESUME, OPT_CLOCK_SPEED,
	OPT_PRACTICE
};

/*
 * The largest --clock-speed: 10 000 times faster than real time.  It and
 * FICHAS_CLOCK_SPEED are hooks for the tests of timed games, so neither
 * --help nor the manual names them.
 */
#define CMD_PLAY_MAX_SPEED 10000

static const struct option cmd_play_options[] = {
	{ "p1", required_argument, NULL, OPT_P1 },
	{ "p2", required_argument, NULL, OPT_P2 },
	{ "name1", required_argument, NULL, OPT_NAME1 },
	{ "name2", required_argument, NULL, OPT_NAME2 },
	{ "clock", required_argument, NULL, OPT_CLOCK },
	{ "challenge", required_argument, NULL, OPT_CHALLENGE },
	{ "laid", required_argument, NULL, OPT_LAID },
	{ "exchange-min-bag", required_argument, NULL, OPT_EXCHANGE_MIN },
	{ "lexicon", required_argument, NULL, OPT_LEXICON },
	{ "seed", required_argument, NULL, OPT_SEED },
	{ "tracker", no_argument, NULL, OPT_TRACKER },
	{ "no-tracker", no_argument, NULL, OPT_NO_TRACKER },
	{ "no-color", no_argument, NULL, OPT_NO_COLOR },
	{ "menu", no_argument, NULL, OPT_MENU },
	{ "practice", no_argument, NULL, OPT_PRACTICE },
	{ "resume", optional_argument, NULL, OPT_RESUME },
	{ "clock-speed", required_argument, NULL, OPT_CLOCK_SPEED },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 }
};

static int cmd_play_usage(FILE *out);
static int cmd_play_error(const char *fmt, const char *arg);
static int cmd_play_path_check(const char *option, const char *path);
static int cmd_play_player(struct ui_options *opt, int p, const char *arg);
static int cmd_play_number(const char *arg, unsigned long long max,
    unsigned long long *n);
static int cmd_play_option(struct ui_options *opt, int c, const char *arg);
static int cmd_play_display(struct ui_options *opt, int c, const char *arg);
static int cmd_play_run(const struct ui_options *opt);

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_play_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint(NULL);
	fprintf(out, _("Usage: %s [OPTION]...\n"), PACKAGE);
	fputs(_("Play Spanish Scrabble in the terminal.  With no option, the "
	    "start menu\nopens; options that choose the game start it at "
	    "once.\n\n"), out);
	fputs(_("Game options:\n"
	    "      --p1=KIND, --p2=KIND  'human', or 'bot:LEVEL' for the "
	    "computer\n"
	    "      --name1=NAME, --name2=NAME  the players' names\n"
	    "      --clock=MODE[:MIN][,total:MIN]  none, corrido (30), "
	    "no-corrido (25)\n"
	    "                            or timer (2 per turn); total: game "
	    "time\n"
	    "      --challenge=RULE      fise, five-points, double or void\n"
	    "      --laid=RULE           tournament or casual (default: "
	    "tournament\n"
	    "                            when timed)\n"
	    "      --exchange-min-bag=N  tiles the bag must hold to exchange "
	    "(0-7)\n"), out);
	fputs(_("Scripted games (no screen; see 'fichas play-script --help'"
	    "):\n"
	    "      --script=FILE         play the commands of FILE and print "
	    "the sheet\n"), out);
	fputs(_("Practice:\n"
	    "      --practice            open the practice screen: anagrams, "
	    "hooks,\n"
	    "                            puzzles ('fichas practice' drills in "
	    "plain text)\n"), out);
	fputs(_("Other options:\n"
	    "      --lexicon=PATH        a compiled lexicon or a word list\n"
	    "      --seed=N              deal the same tiles every time\n"
	    "      --tracker, --no-tracker  show the unseen tiles or not\n"
	    "      --no-color            no colours (also with NO_COLOR set)\n"
	    "      --menu                open the start menu anyway\n"
	    "      --resume[=ID]         resume a saved game (default: the "
	    "latest);\n"
	    "                            'fichas games' lists them\n"
	    "  -h, --help                display this help and exit\n"), out);
	return 0;
}

/* A usage error naming the argument, quoted. */
static int
cmd_play_error(const char *fmt, const char *arg)
{
	char quoted[QUOTE_SIZE];

	fprintf(stderr, "%s: ", PACKAGE);
	fprintf(stderr, fmt, quote_input(arg, strlen(arg), quoted));
	fputc('\n', stderr);
	return cmd_play_usage(stderr);
}

/*
 * A path that does not fit its field would be cut, and a cut path names
 * another file: -1 when it fits, else the status of a usage error.
 */
static int
cmd_play_path_check(const char *option, const char *path)
{
	if (path == NULL || strlen(path) < UI_PATH_MAX)
		return -1;
	fprintf(stderr, _("%s: %s: the path is longer than %d bytes\n"),
	    PACKAGE, option, UI_PATH_MAX - 1);
	return cmd_play_usage(stderr);
}

/* --p1 / --p2: "human" or "bot:LEVEL". */
static int
cmd_play_player(struct ui_options *opt, int p, const char *arg)
{
	struct ui_player_setup *s = &opt->players[p];
	const char *level;

	opt->players_given[p] = 1;
	if (strcmp(arg, "human") == 0) {
		s->kind = UI_PLAYER_HUMAN;
		return 0;
	}
	if (strncmp(arg, "bot", 3) != 0 || (arg[3] != '\0' && arg[3] != ':'))
		return cmd_play_error(_("a player is 'human' or 'bot:LEVEL', "
		    "not '%s'"), arg);
	if (ui_driver_computer() == NULL)
		return cmd_play_error(_("'%s': computer players are not in this "
		    "build of fichas yet"), arg);
	level = arg[3] == ':' ? arg + 4 : ui_driver_default_level();
	if (!ui_driver_has_level(level))
		return cmd_play_error(_("no computer player of level '%s'"),
		    level);
	s->kind = UI_PLAYER_COMPUTER;
	snprintf(s->level, sizeof s->level, "%s", level);
	return 0;
}

/* A whole decimal number up to max. */
static int
cmd_play_number(const char *arg, unsigned long long max,
    unsigned long long *n)
{
	char *end;

	if (*arg < '0' || *arg > '9')
		return -1;
	*n = strtoull(arg, &end, 10);
	return *end != '\0' || *n > max ? -1 : 0;
}

/* One option; returns -1 to go on, or an exit status. */
static int
cmd_play_option(struct ui_options *opt, int c, const char *arg)
{
	struct game_settings *s = &opt->settings;
	unsigned long long n;

	switch (c) {
	case OPT_P1:
	case OPT_P2:
		return cmd_play_player(opt, c == OPT_P2, arg) == 0 ? -1 : 2;
	case OPT_NAME1:
	case OPT_NAME2:
		opt->names_given[c == OPT_NAME2] = 1;
		if (game_settings_set_name(s, c == OPT_NAME2, arg) ==
		    GAME_SETTINGS_OK)
			return -1;
		return cmd_play_error(_("bad name '%s'"), arg);
	case OPT_CLOCK:
		if (clock_settings_parse(&s->clock, arg) == CLOCK_OK)
			return -1;
		return cmd_play_error(_("bad clock '%s': MODE[:MINUTES]"
		    "[,total:MINUTES]"), arg);
	case OPT_CHALLENGE:
		if (game_challenge_parse(arg, &s->challenge) == GAME_SETTINGS_OK)
			return -1;
		return cmd_play_error(_("bad challenge rule '%s'"), arg);
	case OPT_LAID:
		if (game_laid_parse(arg, &s->laid) == GAME_SETTINGS_OK)
			return -1;
		return cmd_play_error(_("bad laid-tile rule '%s'"), arg);
	case OPT_EXCHANGE_MIN:
		if (game_exchange_min_parse(arg, &s->exchange_min_bag) ==
		    GAME_SETTINGS_OK)
			return -1;
		return cmd_play_error(_("bad bag minimum '%s' (0-7)"), arg);
	case OPT_SEED:
		if (cmd_play_number(arg, UINT64_MAX, &n) != 0)
			return cmd_play_error(_("bad seed '%s'"), arg);
		s->seed = n;
		opt->seed_given = 1;
		return -1;
	case OPT_CLOCK_SPEED:
		if (cmd_play_number(arg, CMD_PLAY_MAX_SPEED, &n) != 0 || n == 0)
			return cmd_play_error(_("bad clock speed '%s'"), arg);
		opt->clock_speed = (int)n;
		return -1;
	}
	return -1;
}

/* A FISE game, untimed, two people, the default lexicon if installed. */
void
cmd_play_defaults(struct ui_options *opt)
{
	const char *env = getenv("FICHAS_CLOCK_SPEED");
	unsigned long long speed;
	char *lexicon = lexicon_default_path();

	memset(opt, 0, sizeof *opt);
	game_settings_default(&opt->settings);
	opt->tracker = -1;
	opt->colour = getenv("NO_COLOR") == NULL || *getenv("NO_COLOR") == '\0';
	opt->clock_speed = 1;
	if (env != NULL && cmd_play_number(env, CMD_PLAY_MAX_SPEED,
	    &speed) == 0 && speed > 0)
		opt->clock_speed = (int)speed;
	if (access(lexicon, R_OK) == 0)
		snprintf(opt->lexicon, sizeof opt->lexicon, "%s", lexicon);
	free(lexicon);
}

/* Options that only fill the menu in or change the display; 1 if one. */
static int
cmd_play_display(struct ui_options *opt, int c, const char *arg)
{
	switch (c) {
	case OPT_LEXICON:
		snprintf(opt->lexicon, sizeof opt->lexicon, "%s", arg);
		return 1;
	case OPT_TRACKER:
	case OPT_NO_TRACKER:
		opt->tracker = c == OPT_TRACKER;
		return 1;
	case OPT_NO_COLOR:
		opt->colour = 0;
		return 1;
	case OPT_MENU:
		opt->show_menu = 1;
		return 1;
	case OPT_PRACTICE:
		opt->practice = 1;
		return 1;
	case OPT_RESUME:
		opt->resume = 1;
		if (arg != NULL)
			snprintf(opt->resume_id, sizeof opt->resume_id, "%s",
			    arg);
		return 1;
	}
	return 0;
}

/*
 * The game in the terminal.  With nowhere to save (no HOME), a resume
 * stops at once and a new game is played but the player told on leaving;
 * the save directory made private is said there too, after curses.
 */
static int
cmd_play_run(const struct ui_options *opt)
{
	char *dir = save_autosave_dir();
	int status;

	if (dir == NULL && opt->resume) {
		cmd_games_dir_check();
		return 2;
	}
	save_autosave_clean(time(NULL));
	status = ui_run(opt);
	if (dir == NULL)
		fprintf(stderr, _("%s: the game was not saved: %s\n"), PACKAGE,
		    text_save_error(SAVE_ERR_NO_HOME, 0));
	cmd_games_dir_warn();
	free(dir);
	return status;
}

/* The game's options, then the game. */
int
cmd_ui(int argc, char **argv)
{
	struct ui_options opt;
	int c, status, chosen = 0;

	/* A script is played headless by the text driver (src/driver.c). */
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--script") == 0 ||
		    strncmp(argv[i], "--script=", 9) == 0)
			return cmd_play_script(argc, argv);
	cmd_play_defaults(&opt);
	optind = 1;
	opterr = 0;	/* argv[0] is "play" or a path: say "fichas" */
	while ((c = getopt_long(argc, argv, ":h", cmd_play_options,
	    NULL)) != -1) {
		if (c == 'h')
			return cmd_play_usage(stdout);
		if (c == '?')
			return cmd_play_error(_("unknown option '%s'"),
			    argv[optind - 1]);
		if (c == ':')
			return cmd_play_error(_("option '%s' needs a value"),
			    argv[optind - 1]);
		if ((c == OPT_LEXICON || c == OPT_RESUME) &&
		    (status = cmd_play_path_check(c == OPT_LEXICON ?
		    "--lexicon" : "--resume", optarg)) >= 0)
			return status;
		if (cmd_play_display(&opt, c, optarg))
			continue;
		/* Players, clock and rules choose the game: no menu. */
		chosen |= c <= OPT_EXCHANGE_MIN;
		if ((status = cmd_play_option(&opt, c, optarg)) >= 0)
			return status;
	}
	/* "--resume ID" as well as "--resume=ID". */
	if (opt.resume && opt.resume_id[0] == '\0' && optind == argc - 1) {
		if ((status = cmd_play_path_check("--resume",
		    argv[optind])) >= 0)
			return status;
		snprintf(opt.resume_id, sizeof opt.resume_id, "%s",
		    argv[optind++]);
	}
	if (optind < argc)
		return cmd_play_error(_("unexpected argument '%s'"),
		    argv[optind]);
	if (opt.resume && !ui_save_available()) {
		fprintf(stderr, _("%s: this build of fichas cannot save or "
		    "resume games yet\n"), PACKAGE);
		return 2;
	}
	/* "Player 2", or the computer's level: "Expert". */
	for (int p = 0; p < GAME_PLAYERS; p++)
		ui_default_name(&opt, p);
	opt.show_menu |= !chosen && !opt.resume;
	return cmd_play_run(&opt);
}
