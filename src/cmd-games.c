/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas games: the unfinished saved games on the command line, and
 * deleting one after asking.  The save module finds and reads them
 * (src/save.h); this file words them.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistr.h>
#include <uniwidth.h>

#include "cmd-common.h"
#include "cmd-game.h"
#include "i18n.h"
#include "quote.h"
#include "save.h"
#include "text.h"
#include "xmalloc.h"

#define CMD_GAMES_ID_COLS	19	/* an ID with a suffix, a space */
#define CMD_GAMES_NAMES_COLS	30

static int cmd_games_usage(FILE *out);
static void cmd_games_column(const char *text, int cols);
static void cmd_games_print(const struct save_game_entry *e);
static int cmd_games_read(struct save_games *list);
static int cmd_games_yes(void);
static int cmd_games_remove(const struct save_game_entry *e, int yes);
static int cmd_games_delete(const char *id, int yes);

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_games_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("games");
	fprintf(out, _("Usage: %s games [--delete ID [--yes]]\n"), PACKAGE);
	fputs(_("List the unfinished saved games, the most recent first: ID, "
	    "players,\nscore, turn and when each was last saved.  "
	    "'fichas --resume ID' goes on with\none.\n\n"), out);
	fputs(_("Options:\n"
	    "  -d, --delete=ID  delete the saved game ID, after asking (its "
	    "GCG record\n"
	    "                   stays)\n"
	    "  -y, --yes        delete without asking\n"
	    "  -h, --help       display this help and exit\n"), out);
	fputs(_("\nExit status: 0 if a game was listed or deleted, 1 if there "
	    "is none (or the\ndeletion was declined), 2 on a usage error or "
	    "when the games cannot be read.\n"), out);
	return 0;
}

/* Text and spaces to fill cols columns (at least one space after). */
static void
cmd_games_column(const char *text, int cols)
{
	int w = u8_width((const uint8_t *)text, strlen(text), "UTF-8");

	fputs(text, stdout);
	if (w < 0)
		w = (int)strlen(text);
	do
		putchar(' ');
	while (++w < cols);
}

/* One game: ID, players, score, turn, date. */
static void
cmd_games_print(const struct save_game_entry *e)
{
	char names[GAME_NAME_MAX * 2 + 8], date[32], score[32];
	struct tm tm;

	if (localtime_r(&e->saved, &tm) == NULL ||
	    strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm) == 0)
		date[0] = '\0';
	cmd_games_column(e->id, CMD_GAMES_ID_COLS);
	if (e->error != SAVE_OK) {
		printf(_("(cannot be resumed: %s)"),
		    text_save_error(e->error, 0));
		printf("  %s\n", date);
		return;
	}
	snprintf(names, sizeof names, "%s - %s", e->names[0], e->names[1]);
	snprintf(score, sizeof score, "%d-%d", e->scores[0], e->scores[1]);
	cmd_games_column(names, CMD_GAMES_NAMES_COLS);
	cmd_games_column(score, 10);
	printf("%5d  %s%s\n", e->turn, date, e->busy ? _("  (being played)") :
	    "");
}

/* There must be somewhere to look for saves, or the user is told. */
int
cmd_games_dir_check(void)
{
	char *dir = save_autosave_dir();

	if (dir != NULL) {
		free(dir);
		return 0;
	}
	fprintf(stderr, _("%s: cannot find the saved games: %s\n"), PACKAGE,
	    text_save_error(SAVE_ERR_NO_HOME, 0));
	return -1;
}

/* The warning save_dir_tightened() asks for, on standard error. */
void
cmd_games_dir_warn(void)
{
	char *dir, quoted[QUOTE_PATH_SIZE];
	mode_t was;

	if (!save_dir_tightened(&was))
		return;
	dir = save_autosave_dir();
	fprintf(stderr, _("%s: warning: the saved games' directory %s could be "
	    "read by others (mode %04o); it is now private (0700)\n"), PACKAGE,
	    quote_path(dir != NULL ? dir : "", quoted), (unsigned)was);
	free(dir);
}

/* The list, or -1 after a message. */
static int
cmd_games_read(struct save_games *list)
{
	int rc;

	if (cmd_games_dir_check() != 0)
		return -1;
	rc = save_games_list(list);
	cmd_games_dir_warn();
	if (rc == 0)
		return 0;
	fprintf(stderr, _("%s: the saved games cannot be read: %s\n"), PACKAGE,
	    strerror(errno));
	return -1;
}

/* A line from standard input: yes (y, yes, s, si, sí) or not. */
static int
cmd_games_yes(void)
{
	char line[64];
	size_t n;

	if (fgets(line, sizeof line, stdin) == NULL)
		return 0;
	n = strcspn(line, "\r\n");
	line[n] = '\0';
	return strcmp(line, "y") == 0 || strcmp(line, "Y") == 0 ||
	    strcmp(line, "yes") == 0 || strcmp(line, "s") == 0 ||
	    strcmp(line, "S") == 0 || strcmp(line, "si") == 0 ||
	    strcmp(line, "s\xc3\xad") == 0;
}

/* Delete a listed game once the user says yes; the exit status. */
static int
cmd_games_remove(const struct save_game_entry *e, int yes)
{
	char quoted[QUOTE_PATH_SIZE];

	cmd_games_print(e);
	if (e->busy) {
		fprintf(stderr, _("%s: the game %s is being played in another "
		    "fichas\n"), PACKAGE, e->id);
		return 1;
	}
	if (!yes) {
		fputs(_("Delete this saved game? (y/n) "), stderr);
		fflush(stderr);
		if (!cmd_games_yes()) {
			fputs(_("The saved game is kept.\n"), stderr);
			return 1;
		}
	}
	if (save_game_remove(e->path) != 0) {
		fprintf(stderr, "%s: %s: %s\n", PACKAGE,
		    quote_path(e->path, quoted), strerror(errno));
		return 2;
	}
	fprintf(stderr, _("Saved game %s deleted.\n"), e->id);
	return 0;
}

/* Delete a saved game by ID; the exit status. */
static int
cmd_games_delete(const char *id, int yes)
{
	char quoted[QUOTE_SIZE];
	struct save_games list;
	const struct save_game_entry *e;
	int rc = 1;

	if (cmd_games_read(&list) != 0)
		return 2;
	if (id[0] == '\0' || (e = save_games_find(&list, id)) == NULL)
		fprintf(stderr, _("%s: there is no saved game %s\n"), PACKAGE,
		    quote_input(id, strlen(id), quoted));
	else
		rc = cmd_games_remove(e, yes);
	save_games_free(&list);
	return rc;
}

/* fichas games: list the unfinished games, or delete one. */
int
cmd_games(int argc, char **argv)
{
	static const struct option options[] = {
		{ "delete", required_argument, NULL, 'd' },
		{ "yes", no_argument, NULL, 'y' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct save_games list;
	const char *del = NULL;
	int c, yes = 0;

	optind = 1;
	while ((c = cmd_getopt(argc, argv, "d:yh", options)) != -1) {
		if (c == 'd')
			del = optarg;
		else if (c == 'y')
			yes = 1;
		else
			return cmd_games_usage(c == 'h' ? stdout : stderr);
	}
	if (optind != argc || (yes && del == NULL))
		return cmd_games_usage(stderr);
	if (del != NULL)
		return cmd_games_delete(del, yes);
	if (cmd_games_read(&list) != 0)
		return 2;
	if (list.n == 0) {
		fputs(_("No unfinished saved games.\n"), stderr);
		return 1;
	}
	cmd_games_column(_("ID"), CMD_GAMES_ID_COLS);
	cmd_games_column(_("PLAYERS"), CMD_GAMES_NAMES_COLS);
	cmd_games_column(_("SCORE"), 10);
	printf("%5s  %s\n", _("TURN"), _("SAVED"));
	for (int i = 0; i < list.n; i++)
		cmd_games_print(&list.games[i]);
	save_games_free(&list);
	return 0;
}

/* A saved game by ID or path; with none, the latest; malloc'd or NULL. */
char *
cmd_games_path(const char *arg)
{
	char quoted[QUOTE_SIZE];
	struct save_games list;
	const struct save_game_entry *e;
	char *path = NULL;

	if (arg != NULL && strchr(arg, '/') != NULL)
		return xstrdup(arg);
	if (cmd_games_read(&list) != 0)
		return NULL;
	if ((e = save_games_find(&list, arg)) != NULL)
		path = xstrdup(e->path);
	else if (arg != NULL && save_game_id_valid(arg) == 0)
		path = xstrdup(arg);	/* a file in the current directory */
	else
		fprintf(stderr, arg == NULL ? _("%s: there is no saved game\n") :
		    _("%s: there is no saved game %s\n"), PACKAGE,
		    arg == NULL ? "" : quote_input(arg, strlen(arg), quoted));
	save_games_free(&list);
	return path;
}
