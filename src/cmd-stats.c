/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas stats: the history of finished games (src/history.h) summed up
 * per opponent, as sentences or as CSV.  The library reads the file and
 * does the sums; this file words them, for the curses screen too.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cmd-common.h"
#include "cmd-stats.h"
#include "history.h"
#include "i18n.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

static int cmd_stats_usage(FILE *out);
static void cmd_stats_date(time_t t, char *buf, size_t size);
static void cmd_stats_csv_field(const char *text, int last);
static void cmd_stats_csv_number(double value, int decimals);
static void cmd_stats_csv(const struct history_stats *s);
static void cmd_stats_text(const struct history_stats *s);
static int cmd_stats_load(const char *file, time_t since,
    struct history *h);

/* --help, or the hint after a usage error (exit 2). */
static int
cmd_stats_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("stats");
	fprintf(out, _("Usage: %s stats [--since DATE] [--csv] [--player NAME] "
	    "[--file FILE]\n"), PACKAGE);
	/* xgettext:no-c-format */
	fputs(_("Sum up the finished games of the history, against each "
	    "opponent (each\ncomputer level, each person): games, won, drawn "
	    "and lost with a 95% interval,\naverage scores, bingos a game, the "
	    "best play and the best game.  The history\nis "
	    "$XDG_DATA_HOME/fichas/history (~/.local/share/fichas/history).\n\n"),
	    out);
	fputs(_("Options:\n"
	    "  -s, --since=DATE   only games from DATE on (YYYY-MM-DD, UTC)\n"
	    "  -c, --csv          comma-separated values, one line an opponent\n"
	    "  -p, --player=NAME  whose figures (default: the person in most "
	    "games)\n"
	    "  -f, --file=FILE    read FILE instead of the history\n"
	    "  -h, --help         display this help and exit\n"), out);
	fputs(_("\nExit status: 0 if there were games, 1 if none, 2 on a usage "
	    "error or when\nthe history cannot be read.\n"), out);
	return 0;
}

/* A day as the user's calendar has it ("2026-05-01"). */
static void
cmd_stats_date(time_t t, char *buf, size_t size)
{
	struct tm tm;

	if (localtime_r(&t, &tm) == NULL ||
	    strftime(buf, size, "%Y-%m-%d", &tm) == 0)
		snprintf(buf, size, "-");
}

/* The computer by its level, a person by name. */
void
cmd_stats_opponent(const struct history_opponent *o, char *buf, size_t size)
{
	if (o->level[0] != '\0')
		text_computer(o->level, buf, size);
	else
		snprintf(buf, size, "%s", o->name);
}

/* Against whom, the results, the averages, the best play and game. */
int
cmd_stats_lines(const struct history_opponent *o,
    char lines[CMD_STATS_LINES][CMD_STATS_LINE_MAX])
{
	char who[CMD_STATS_LINE_MAX / 2], date[32];
	int n = 0;

	cmd_stats_opponent(o, who, sizeof who);
	snprintf(lines[n++], CMD_STATS_LINE_MAX, ngettext("Against %s: %d "
	    "game", "Against %s: %d games", o->games), who, o->games);
	snprintf(lines[n++], CMD_STATS_LINE_MAX, _("  won %d, drawn %d, lost "
	    "%d: %.0f%% (95%% interval %.0f%%-%.0f%%)"), o->wins, o->draws,
	    o->losses, 100.0 * (o->wins + o->draws / 2.0) / o->games,
	    100.0 * o->low, 100.0 * o->high);
	snprintf(lines[n++], CMD_STATS_LINE_MAX, _("  average score %.0f for, "
	    "%.0f against; %.1f bingos a game"), o->score_for,
	    o->score_against, o->bingos);
	cmd_stats_date(o->best_date, date, sizeof date);
	if (o->best[0] != '\0')
		snprintf(lines[n++], CMD_STATS_LINE_MAX, _("  best play %s, %d "
		    "points (%s)"), o->best, o->best_points, date);
	else
		snprintf(lines[n++], CMD_STATS_LINE_MAX, "%s",
		    _("  best play: none"));
	cmd_stats_date(o->best_game_date, date, sizeof date);
	snprintf(lines[n++], CMD_STATS_LINE_MAX, _("  best game %d for, %d "
	    "against (%s)"),
	    o->best_game, o->best_game_against, date);
	return n;
}

/* "3 lines of the history were skipped (cut short?), the first line 9." */
void
cmd_stats_skipped(const struct history *h, char *buf, size_t size)
{
	buf[0] = '\0';
	if (h->skipped > 0)
		snprintf(buf, size, ngettext("%d line of the history was "
		    "skipped (cut short or unreadable): line %d.", "%d lines "
		    "of the history were skipped (cut short or unreadable); "
		    "the first is line %d.", h->skipped), h->skipped,
		    h->first_skipped);
}

/* One CSV field, quoted when it must be (RFC 4180). */
static void
cmd_stats_csv_field(const char *text, int last)
{
	if (strpbrk(text, ",\"\n\r") != NULL) {
		putchar('"');
		for (const char *p = text; *p != '\0'; p++) {
			if (*p == '"')
				putchar('"');
			putchar(*p);
		}
		putchar('"');
	} else
		fputs(text, stdout);
	putchar(last ? '\n' : ',');
}

/* A figure and its comma: a '.' in any locale, or the fields would split. */
static void
cmd_stats_csv_number(double value, int decimals)
{
	char num[CMD_DECIMAL_MAX];

	printf("%s,", cmd_decimal(value, decimals, num, sizeof num));
}

/* A header line, then a line per opponent; the names are not translated. */
static void
cmd_stats_csv(const struct history_stats *s)
{
	char num[64], date[32];

	puts("player,opponent,level,games,wins,draws,losses,win_low,win_high,"
	    "score_for,score_against,bingos_per_game,best_play,"
	    "best_play_points,best_play_date,best_game_for,"
	    "best_game_against,best_game_date");
	for (int i = 0; i < s->n_opponents; i++) {
		const struct history_opponent *o = &s->opponents[i];

		cmd_stats_csv_field(s->player, 0);
		cmd_stats_csv_field(o->level[0] != '\0' ? "" : o->name, 0);
		cmd_stats_csv_field(o->level, 0);
		printf("%d,%d,%d,%d,", o->games, o->wins, o->draws,
		    o->losses);
		cmd_stats_csv_number(o->low, 3);
		cmd_stats_csv_number(o->high, 3);
		cmd_stats_csv_number(o->score_for, 1);
		cmd_stats_csv_number(o->score_against, 1);
		cmd_stats_csv_number(o->bingos, 2);
		cmd_stats_csv_field(o->best, 0);
		snprintf(num, sizeof num, "%d", o->best_points);
		cmd_stats_csv_field(o->best[0] != '\0' ? num : "", 0);
		cmd_stats_date(o->best_date, date, sizeof date);
		cmd_stats_csv_field(o->best[0] != '\0' ? date : "", 0);
		cmd_stats_date(o->best_game_date, date, sizeof date);
		printf("%d,%d,%s\n", o->best_game, o->best_game_against, date);
	}
}

/* The sentences, an opponent a paragraph. */
static void
cmd_stats_text(const struct history_stats *s)
{
	char lines[CMD_STATS_LINES][CMD_STATS_LINE_MAX];
	int n;

	printf(ngettext("Statistics of %s: %d game\n", "Statistics of %s: %d "
	    "games\n", s->games), s->player, s->games);
	for (int i = 0; i < s->n_opponents; i++) {
		n = cmd_stats_lines(&s->opponents[i], lines);
		putchar('\n');
		for (int k = 0; k < n; k++)
			puts(lines[k]);
	}
	if (s->others > 0)
		printf(ngettext("\n%d game without %s is not counted.\n",
		    "\n%d games without %s are not counted.\n", s->others),
		    s->others, s->player);
}

/* Read the history or FILE; 0, or 2 after saying why not. */
static int
cmd_stats_load(const char *file, time_t since, struct history *h)
{
	char *path = file != NULL ? xstrdup(file) : history_path();
	char warning[CMD_STATS_LINE_MAX], quoted[QUOTE_PATH_SIZE];
	enum history_error e;
	int errnum;

	if (path == NULL) {
		fprintf(stderr, "%s: %s\n", PACKAGE,
		    text_history_error(HISTORY_ERR_NO_HOME, 0));
		return 2;
	}
	e = history_read(path, since, h);
	/* No history yet is no game; a FILE named that is not there is a
	 * mistake to say. */
	if (e == HISTORY_OK && file != NULL && h->missing) {
		e = HISTORY_ERR_SYSTEM;
		errno = ENOENT;
	}
	errnum = errno;
	quote_path(path, quoted);
	if (e != HISTORY_OK) {
		fprintf(stderr, _("%s: the history %s cannot be read: %s\n"),
		    PACKAGE, quoted, text_history_error(e, errnum));
		free(path);
		return 2;
	}
	cmd_stats_skipped(h, warning, sizeof warning);
	if (warning[0] != '\0')
		fprintf(stderr, _("%s: warning: %s: %s\n"), PACKAGE, quoted,
		    warning);
	free(path);
	return 0;
}

int
cmd_stats(int argc, char **argv)
{
	static const struct option options[] = {
		{ "since", required_argument, NULL, 's' },
		{ "csv", no_argument, NULL, 'c' },
		{ "player", required_argument, NULL, 'p' },
		{ "file", required_argument, NULL, 'f' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	const char *file = NULL, *player = NULL;
	struct history h;
	struct history_stats s;
	time_t since = 0;
	int c, csv = 0, rc;

	optind = 1;
	while ((c = cmd_getopt(argc, argv, "s:cp:f:h", options)) != -1) {
		if (c == 's' && (since = history_parse_date(optarg)) ==
		    (time_t)-1) {
			fprintf(stderr, _("%s: '%s' is not a date "
			    "(YYYY-MM-DD)\n"), PACKAGE, quote_input(optarg,
			    strlen(optarg), quoted));
			return cmd_usage_hint("stats");
		} else if (c == 'c')
			csv = 1;
		else if (c == 'p')
			player = optarg;
		else if (c == 'f')
			file = optarg;
		else if (c != 's')
			return cmd_stats_usage(c == 'h' ? stdout : stderr);
	}
	if (optind != argc)
		return cmd_stats_usage(stderr);
	if ((rc = cmd_stats_load(file, since, &h)) != 0)
		return rc;
	history_stats(&h, player, &s);
	if (csv)
		cmd_stats_csv(&s);
	else if (s.games > 0)
		cmd_stats_text(&s);
	else
		puts(_("No finished game in the history."));
	rc = s.games > 0 ? 0 : 1;
	history_stats_free(&s);
	history_free(&h);
	return rc;
}
