/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas: Spanish Scrabble by the FISE rules.  This file sets up the locale
 * and dispatches to the subcommands; with no command, or an option other
 * than --help and --version, the curses game starts (src/cmd-play.c).  The
 * rules live in the library.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "charset.h"
#include "cmd-bot.h"
#include "cmd-common.h"
#include "cmd-endgame.h"
#include "cmd-game.h"
#include "cmd-lexicon.h"
#include "cmd-play.h"
#include "cmd-practice.h"
#include "cmd-review.h"
#include "cmd-moves.h"
#include "cmd-replay.h"
#include "cmd-stats.h"
#include "catalogue.h"
#include "closeout.h"
#include "commands.h"
#include "datapath.h"
#include "history.h"
#include "i18n.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

static int main_usage(FILE *out);
static int main_version(void);
static int main_dispatch(int argc, char **argv);
static void main_out_of_memory(size_t size);

/* Every subcommand; the lexicon, game and bot areas add theirs here. */
const struct command commands[] = {
	{ "play", cmd_ui, N_("play a game in the terminal (the default)") },
	{ "check", cmd_check, N_("say whether words are in the lexicon") },
	{ "words", cmd_words, N_("list every word of the lexicon") },
	{ "anagram", cmd_anagram_any, N_("list the words a rack makes") },
	{ "replay", cmd_replay, N_("check a GCG game record line by line") },
	{ "play-script", cmd_play_script,
	    N_("play a scripted game and print its score sheet") },
	{ "export", cmd_export, N_("write a saved game as a GCG record") },
	{ "games", cmd_games, N_("list the unfinished saved games") },
	{ "resume-check", cmd_resume_check,
	    N_("check that a saved game can be resumed") },
	{ "moves", cmd_moves, N_("list the best moves for a position") },
	{ "selfplay", cmd_selfplay,
	    N_("play games between two computer players") },
	{ "analyze", cmd_analyze,
	    N_("show the best move and the equity lost each turn of a game") },
	{ "review", cmd_review,
	    N_("review a GCG game record on the board, turn by turn") },
	{ "stats", cmd_stats,
	    N_("sum up the finished games against each opponent") },
	{ "endgame", cmd_endgame,
	    N_("solve an endgame: its value and best line of play") },
	{ "move", cmd_move,
	    N_("print the move the computer would play in a position") },
	{ "practice", cmd_practice,
	    N_("drill anagrams, hooks and puzzles, or sum up the practice") },
	{ NULL, NULL, NULL }
};

/* GNU-style --help: what fichas is, its options and its subcommands. */
static int
main_usage(FILE *out)
{
	fprintf(out, _("Usage: %s [OPTION]...\n"
	    "  or:  %s COMMAND [ARGUMENT]...\n"), PACKAGE, PACKAGE);
	fputs(_("Spanish-language Scrabble for the terminal, by the rules of the "
	    "FISE.\n\n"), out);
	fputs(_("Options:\n"
	    "  -h, --help     display this help and exit\n"
	    "  -V, --version  output version information and exit\n"), out);
	fputs(_("\nWith no command, or with game options, fichas starts a game "
	    "in the\nterminal; 'fichas play --help' lists the game options.\n"),
	    out);
	if (commands[0].name != NULL) {
		fputs(_("\nCommands:\n"), out);
		for (const struct command *c = commands; c->name != NULL; c++)
			fprintf(out, "  %-13s %s\n", c->name, _(c->summary));
	}
	/* Only a real address: configure.ac gives none while there is none. */
	if (PACKAGE_BUGREPORT[0] != '\0')
		fprintf(out, _("\nReport bugs to: %s\n"), PACKAGE_BUGREPORT);
	return out == stderr ? 2 : 0;
}

/* GNU-style --version. */
static int
main_version(void)
{
	printf("%s %s\n", PACKAGE, PACKAGE_VERSION);
	puts(_("Copyright (C) 2026 the fichas authors.\n"
	    "License GPLv3+: GNU GPL version 3 or later "
	    "<https://gnu.org/licenses/gpl.html>.\n"
	    "This is free software: you are free to change and redistribute it.\n"
	    "There is NO WARRANTY, to the extent permitted by law."));
	return 0;
}

/* Run the command or option argv names; returns the exit status. */
static int
main_dispatch(int argc, char **argv)
{
	char quoted[QUOTE_SIZE];
	if (argc < 2)
		return cmd_ui(argc, argv);
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return main_usage(stdout);
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)
		return main_version();
	/* Any other option is a game option: "fichas --clock corrido". */
	if (argv[1][0] == '-' && argv[1][1] != '\0')
		return cmd_ui(argc, argv);
	for (const struct command *c = commands; c->name != NULL; c++)
		if (strcmp(argv[1], c->name) == 0)
			return c->run(argc - 1, argv + 1);
	fprintf(stderr, _("%s: unknown command or option '%s'\n"), PACKAGE,
	    quote_input(argv[1], strlen(argv[1]), quoted));
	return cmd_usage_hint(NULL);
}

/*
 * The words for no memory left, translated while memory remains: a
 * lookup then could fail, and gettext() would answer in English.
 */
static const char *main_no_memory;

/* No memory left (src/xmalloc.h): say so in the user's words and stop. */
static void
main_out_of_memory(size_t size)
{
	(void)size;
	fprintf(stderr, "%s: %s\n", PACKAGE, main_no_memory);
	exit(2);
}

int
main(int argc, char **argv)
{
	main_no_memory = "out of memory";
	xmalloc_set_fatal(main_out_of_memory);
	datapath_init(argv[0]);
	catalogue_init(PACKAGE, datapath_locale_dir());
	charset_init(argc, argv);
	/* One person's games under one name whatever the language was. */
	history_set_name_fn(text_player_name);
	main_no_memory = _("out of memory");
	return closeout_stdout(PACKAGE, main_dispatch(argc, argv),
	    CLOSEOUT_FAILURE);
}
