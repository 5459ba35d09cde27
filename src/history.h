/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The history of finished games, and the statistics drawn from it.  No
 * curses, no gettext: the front ends word the errors and the figures.
 *
 * The file is $XDG_DATA_HOME/fichas/history (~/.local/share/fichas/history),
 * UTF-8 text, one game a line, fields separated by tabs:
 *
 *	#fichas-history 1
 *	#date name1 level1 name2 level2 lexicon clock rules undos score1 ...
 *	2026-05-01T10:00:00Z	Ana	-	Experto	experto	fichas	none	...
 *
 * Lines starting with '#' are comments; the first one gives the version.
 * The fields, in order: the date (UTC), each player's name and computer
 * level ("-" for a person), the lexicon's name, the clock as `fichas
 * --clock` reads it, "tournament" or "casual", how many times turns were
 * taken back, each player's final score, bingos, best play (notation) and
 * its points, the result ("1", "2", or "0" for a draw), why the game
 * ended (game_end_id()), and the path of the GCG record ("-" for none).
 * A tab, a newline or a backslash in a field is written \t, \n or \\.
 *
 * Each game is appended with one write() and fsync'd, so a crash loses at
 * most the line being written: a line cut short (no newline at the end of
 * the file, or too few fields) is skipped when reading and counted, and
 * the next append starts a fresh line after it.  A line holding a NUL
 * byte (a crash can leave a block of them where the write was going) is
 * skipped and counted the same way, and the lines after it are read.  A
 * path that is not a regular file (a FIFO, a device) is refused, as
 * src/fileio.h does, and so is a history over HISTORY_MAX_SIZE, before a
 * byte of it is read.
 */
#ifndef FICHAS_HISTORY_H
#define FICHAS_HISTORY_H

#include <stddef.h>
#include <time.h>

#include "game.h"

#define HISTORY_VERSION		1
#define HISTORY_FIELDS		20	/* fields of a game's line */
#define HISTORY_TEXT_MAX	64	/* bytes of a level, lexicon, clock, play */
#define HISTORY_PATH_MAX	1024	/* bytes of the record's path */
#define HISTORY_TREND_MAX	512	/* games the trend shows at most */
/* Bytes of a history: some 200 000 games, a lifetime of play. */
#define HISTORY_MAX_SIZE	((size_t)64 << 20)

/* Why the history could not be read or written. */
enum history_error {
	HISTORY_OK = 0,
	HISTORY_ERR_NO_HOME,		/* neither XDG_DATA_HOME nor HOME */
	HISTORY_ERR_SYSTEM,		/* a system call failed: errno */
	HISTORY_ERR_NOT_REGULAR,	/* a FIFO, device, socket... */
	HISTORY_ERR_VERSION,		/* written by a newer fichas */
	HISTORY_ERR_TOO_BIG		/* over HISTORY_MAX_SIZE */
};

/* One finished game. */
struct history_entry {
	time_t date;
	char names[GAME_PLAYERS][GAME_NAME_MAX + 1];
	char levels[GAME_PLAYERS][HISTORY_TEXT_MAX]; /* "" for a person */
	char lexicon[HISTORY_TEXT_MAX];		/* "" for none */
	char clock[HISTORY_TEXT_MAX];		/* "none", "corrido:30" */
	int tournament;				/* else casual */
	int undos;				/* turns taken back */
	int scores[GAME_PLAYERS];
	int bingos[GAME_PLAYERS];
	char best[GAME_PLAYERS][HISTORY_TEXT_MAX]; /* "" for no play */
	int best_points[GAME_PLAYERS];
	int result;				/* 1, 2, or 0 for a draw */
	char end[HISTORY_TEXT_MAX];		/* game_end_id() */
	char record[HISTORY_PATH_MAX];		/* "" for none */
};

/* Every game read, oldest first, and the lines that were skipped. */
struct history {
	struct history_entry *games;
	int n;
	int skipped;		/* lines cut short or unreadable */
	int first_skipped;	/* the line number of the first, or 0 */
	int missing;		/* there was no such file */
};

/* The figures against one opponent (a computer level or a person). */
struct history_opponent {
	char key[GAME_NAME_MAX + HISTORY_TEXT_MAX + 2];
	char level[HISTORY_TEXT_MAX];	/* "" for a person */
	char name[GAME_NAME_MAX + 1];	/* the person, or the last name used */
	int games, wins, draws, losses;
	double low, high;		/* 95% Wilson interval of the score */
	double score_for, score_against; /* averages */
	double bingos;			/* per game */
	char best[HISTORY_TEXT_MAX];	/* the player's best play */
	int best_points;
	time_t best_date;
	int best_game;			/* the player's best score */
	int best_game_against;
	time_t best_game_date;
};

/* The statistics of one player over the history. */
struct history_stats {
	char player[GAME_NAME_MAX + 1];
	struct history_opponent *opponents;	/* most games first */
	int n_opponents;
	int games;		/* games the player played */
	int others;		/* games the player did not play */
	int trend[HISTORY_TREND_MAX];	/* the player's scores, oldest first */
	int n_trend;
};

/*
 * The history's path, malloc'd: $XDG_DATA_HOME/fichas/history, or
 * ~/.local/share/fichas/history; NULL with neither set.
 */
char *history_path(void);
/*
 * What the game says of itself once over: names, clock, rules, scores,
 * bingos, best plays, result, why it ended.  The caller fills in the
 * date, levels, lexicon and record.
 */
void history_entry_from_game(struct history_entry *e, const struct game *g);
/*
 * Append a game to the history at path, creating it (and its directory)
 * if need be: one write, then fsync.  HISTORY_OK or why not.
 */
enum history_error history_append(const char *path,
    const struct history_entry *e);
/*
 * Read the history at path into *h (empty, and missing set, when there
 * is no such file; errno says why for HISTORY_ERR_SYSTEM).
 * Games before since (0: all) are left out.  Free it with history_free().
 */
enum history_error history_read(const char *path, time_t since,
    struct history *h);
void history_free(struct history *h);
/* One game as a line (newline included), into a malloc'd string. */
char *history_format(const struct history_entry *e);
/* Read one line (without its newline); 0, or -1 when it is not a game. */
int history_parse(const char *line, struct history_entry *e);

/*
 * The name a player is counted under in the statistics, from the name in
 * the history: a front end names a player nobody named in its language
 * ("Player 1", "Jugador 1"), and one person's games must not split into
 * two players when the language changes.  NULL (the default): names as
 * they are.  Set once, before any thread; the result must outlive the
 * statistics.
 */
typedef const char *(*history_name_fn)(const char *name);
void history_set_name_fn(history_name_fn fn);

/*
 * The statistics of player over h (NULL or "": the person in most games),
 * each opponent apart, names as history_set_name_fn() says.  Free them
 * with history_stats_free().
 */
void history_stats(const struct history *h, const char *player,
    struct history_stats *s);
void history_stats_free(struct history_stats *s);
/* The 95% Wilson score interval of successes out of n. */
void history_wilson(double successes, int n, double *low, double *high);
/*
 * Heights 0..levels-1 for values, scaled between their least and their
 * greatest, for a chart of block characters.
 */
void history_chart_levels(const int *values, int n, int levels, int *out);
/* "2026-05-01" as the time of its start (UTC); -1 if not a date. */
time_t history_parse_date(const char *text);
/* A text for logs and tests ("not-regular"), not for display. */
const char *history_error_id(enum history_error error);

#endif
