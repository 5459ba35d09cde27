/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The history of finished games: a game written and read back is the
 * same game (escapes included); a line torn by a crash is skipped and
 * counted, and the next game still gets a line of its own; a FIFO or a
 * symlink in the history's place is refused without blocking; the
 * figures per opponent, the Wilson interval and the chart's levels.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "history.h"
#include "scratch.h"

struct fx {
	char dir[SCRATCH_DIR_MAX];
	char path[128];
};

/* A private directory, and the history's path in it. */
static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);

	if (scratch_make(f->dir, sizeof f->dir, "test-history") != 0)
		return -1;
	snprintf(f->path, sizeof f->path, "%s/fichas/history", f->dir);
	*state = f;
	return 0;
}

/* Everything the test made goes. */
static int
teardown(void **state)
{
	struct fx *f = *state;

	if (scratch_remove(f->dir) != 0)
		return -1;
	free(f);
	return 0;
}

/* A game against the computer, with text that needs escaping. */
static void
sample(struct history_entry *e, const char *name, const char *level,
    int mine, int theirs, time_t date)
{
	memset(e, 0, sizeof *e);
	e->date = date;
	snprintf(e->names[0], sizeof e->names[0], "%s", name);
	snprintf(e->names[1], sizeof e->names[1], "%s", level[0] != '\0' ?
	    "Experto" : "Luis");
	snprintf(e->levels[1], sizeof e->levels[1], "%s", level);
	snprintf(e->lexicon, sizeof e->lexicon, "fise.lex");
	snprintf(e->clock, sizeof e->clock, "corrido:30");
	e->tournament = 1;
	e->scores[0] = mine;
	e->scores[1] = theirs;
	e->bingos[0] = 2;
	snprintf(e->best[0], sizeof e->best[0], "8H [CH]ORIZO");
	e->best_points[0] = 98;
	snprintf(e->best[1], sizeof e->best[1], "-");
	e->best_points[1] = 0;
	e->result = mine > theirs ? 1 : theirs > mine ? 2 : 0;
	snprintf(e->end, sizeof e->end, "out");
	snprintf(e->record, sizeof e->record, "/tmp/a\tb\\c\nd.gcg");
}

/* Every field the same after reading. */
static void
assert_entry_equal(const struct history_entry *a,
    const struct history_entry *b)
{
	assert_int_equal(a->date, b->date);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		assert_string_equal(a->names[p], b->names[p]);
		assert_string_equal(a->levels[p], b->levels[p]);
		assert_int_equal(a->scores[p], b->scores[p]);
		assert_int_equal(a->bingos[p], b->bingos[p]);
		assert_string_equal(a->best[p], b->best[p]);
		assert_int_equal(a->best_points[p], b->best_points[p]);
	}
	assert_string_equal(a->lexicon, b->lexicon);
	assert_string_equal(a->clock, b->clock);
	assert_int_equal(a->tournament, b->tournament);
	assert_int_equal(a->undos, b->undos);
	assert_int_equal(a->result, b->result);
	assert_string_equal(a->end, b->end);
	assert_string_equal(a->record, b->record);
}

/* Two games appended (the file and its directory made) read back. */
static void
test_round_trip(void **state)
{
	struct fx *f = *state;
	struct history_entry a, b;
	struct history h;
	struct stat st;

	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	sample(&b, "Ana", "", 300, 300, 1777716000);
	b.undos = 2;
	b.tournament = 0;
	b.record[0] = '\0';
	assert_int_equal(history_append(f->path, &a), HISTORY_OK);
	assert_int_equal(history_append(f->path, &b), HISTORY_OK);
	assert_int_equal(stat(f->path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	assert_int_equal(history_read(f->path, 0, &h), HISTORY_OK);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.skipped, 0);
	assert_entry_equal(&h.games[0], &a);
	assert_entry_equal(&h.games[1], &b);
	history_free(&h);
	/* --since: the second day only. */
	assert_int_equal(history_read(f->path,
	    history_parse_date("2026-05-02"), &h), HISTORY_OK);
	assert_int_equal(h.n, 1);
	assert_int_equal(h.games[0].undos, 2);
	history_free(&h);
}

/* The version header comes first; a newer version is refused. */
static void
test_header(void **state)
{
	struct fx *f = *state;
	struct history_entry a;
	struct history h;
	char buf[64] = "";
	FILE *fp;

	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	assert_int_equal(history_append(f->path, &a), HISTORY_OK);
	fp = fopen(f->path, "r");
	assert_non_null(fp);
	assert_non_null(fgets(buf, sizeof buf, fp));
	fclose(fp);
	assert_string_equal(buf, "#fichas-history 1\n");
	fp = fopen(f->path, "w");
	fputs("#fichas-history 2\n", fp);
	fclose(fp);
	assert_int_equal(history_read(f->path, 0, &h), HISTORY_ERR_VERSION);
}

/* A crash mid-line: skipped and counted; the next game is whole. */
static void
test_torn_line_skipped(void **state)
{
	struct fx *f = *state;
	struct history_entry a;
	struct history h;
	FILE *fp;

	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	assert_int_equal(history_append(f->path, &a), HISTORY_OK);
	fp = fopen(f->path, "a");
	fputs("2026-05-02T10:00:00Z\tAna\t-\tExper", fp);
	fclose(fp);
	assert_int_equal(history_read(f->path, 0, &h), HISTORY_OK);
	assert_int_equal(h.n, 1);
	assert_int_equal(h.skipped, 1);
	assert_int_equal(h.first_skipped, 4);
	history_free(&h);
	a.scores[0] = 401;
	assert_int_equal(history_append(f->path, &a), HISTORY_OK);
	assert_int_equal(history_read(f->path, 0, &h), HISTORY_OK);
	assert_int_equal(h.n, 2);
	assert_int_equal(h.games[1].scores[0], 401);
	assert_int_equal(h.skipped, 1);
	assert_int_equal(h.first_skipped, 4);
	history_free(&h);
}

/* Lines with a field too few, too many, or a bad number are no games. */
static void
test_bad_lines(void **state)
{
	struct history_entry a, e;
	char *line;

	(void)state;
	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	line = history_format(&a);
	assert_non_null(line);
	line[strlen(line) - 1] = '\0';
	assert_int_equal(history_parse(line, &e), 0);
	assert_entry_equal(&e, &a);
	*strrchr(line, '\t') = '\0';
	assert_int_equal(history_parse(line, &e), -1);
	free(line);
	line = history_format(&a);
	line[strlen(line) - 1] = '\0';
	assert_non_null(strstr(line, "\t400\t"));
	memcpy(strstr(line, "\t400\t"), "\t4x0\t", 5);
	assert_int_equal(history_parse(line, &e), -1);
	free(line);
	assert_int_equal(history_parse("", &e), -1);
}

/*
 * A hand-edited line whose name, level or best play holds a control
 * character (an escape sequence that would clear the screen) is not a
 * game: the statistics never show it.  The record's path may hold any.
 */
static void
test_control_characters_refused(void **state)
{
	static const char *const bad[] = { "\033[2J", "Ana\nB", "\302\233x" };
	struct history_entry a, e;
	char *line;

	(void)state;
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		sample(&a, bad[i], "experto", 400, 350, 1777629600);
		line = history_format(&a);
		assert_non_null(line);
		line[strlen(line) - 1] = '\0';
		assert_int_equal(history_parse(line, &e), -1);
		free(line);
		sample(&a, "Ana", "experto", 400, 350, 1777629600);
		snprintf(a.best[0], sizeof a.best[0], "8H %s", bad[i]);
		line = history_format(&a);
		line[strlen(line) - 1] = '\0';
		assert_int_equal(history_parse(line, &e), -1);
		free(line);
	}
	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	line = history_format(&a);
	line[strlen(line) - 1] = '\0';
	assert_int_equal(history_parse(line, &e), 0);
	assert_string_equal(e.record, "/tmp/a\tb\\c\nd.gcg");
	free(line);
}

/* A FIFO or a symlink where the history goes is refused, at once. */
static void
test_not_regular_refused(void **state)
{
	struct fx *f = *state;
	struct history_entry a;
	struct history h;
	char dir[160], target[160];

	sample(&a, "Ana", "experto", 400, 350, 1777629600);
	snprintf(dir, sizeof dir, "%s/fichas", f->dir);
	assert_int_equal(mkdir(dir, 0700), 0);
	assert_int_equal(mkfifo(f->path, 0600), 0);
	assert_int_equal(history_append(f->path, &a),
	    HISTORY_ERR_NOT_REGULAR);
	assert_int_equal(history_read(f->path, 0, &h),
	    HISTORY_ERR_NOT_REGULAR);
	assert_int_equal(unlink(f->path), 0);
	snprintf(target, sizeof target, "%s/elsewhere", f->dir);
	assert_int_equal(symlink(target, f->path), 0);
	assert_int_equal(history_append(f->path, &a),
	    HISTORY_ERR_NOT_REGULAR);
	assert_int_equal(access(target, F_OK), -1);
	assert_int_equal(unlink(f->path), 0);
	assert_int_equal(symlink("/dev/null", f->path), 0);
	assert_int_equal(history_append(f->path, &a),
	    HISTORY_ERR_NOT_REGULAR);
}

/* No file yet: no games, no error. */
static void
test_missing_is_empty(void **state)
{
	struct fx *f = *state;
	struct history h;

	assert_int_equal(history_read(f->path, 0, &h), HISTORY_OK);
	assert_int_equal(h.n, 0);
	history_free(&h);
}

/* $XDG_DATA_HOME/fichas/history, else under HOME; a relative one ignored. */
static void
test_path(void **state)
{
	char *p;

	(void)state;
	setenv("XDG_DATA_HOME", "/x/data", 1);
	setenv("HOME", "/home/ana", 1);
	p = history_path();
	assert_string_equal(p, "/x/data/fichas/history");
	free(p);
	setenv("XDG_DATA_HOME", "rel", 1);
	p = history_path();
	assert_string_equal(p, "/home/ana/.local/share/fichas/history");
	free(p);
	unsetenv("XDG_DATA_HOME");
	unsetenv("HOME");
	assert_null(history_path());
}

/* Per opponent: results, interval, averages, bests; the trend in order. */
static void
test_stats(void **state)
{
	struct history h = { 0 };
	struct history_stats s;
	struct history_entry g[4];
	const struct history_opponent *o;

	(void)state;
	sample(&g[0], "Ana", "experto", 400, 350, 1000);
	sample(&g[1], "Ana", "experto", 300, 350, 2000);
	g[1].best_points[0] = 120;
	snprintf(g[1].best[0], sizeof g[1].best[0], "H1 QUIZÁS");
	sample(&g[2], "Ana", "", 330, 330, 3000);
	sample(&g[3], "Luis", "", 500, 100, 4000);	/* not Ana's */
	snprintf(g[3].names[1], sizeof g[3].names[1], "Eva");
	h.games = g;
	h.n = 4;
	history_stats(&h, NULL, &s);
	assert_string_equal(s.player, "Ana");
	assert_int_equal(s.games, 3);
	assert_int_equal(s.others, 1);
	assert_int_equal(s.n_opponents, 2);
	o = &s.opponents[0];
	assert_string_equal(o->level, "experto");
	assert_int_equal(o->games, 2);
	assert_int_equal(o->wins, 1);
	assert_int_equal(o->losses, 1);
	assert_true(o->score_for > 349.9 && o->score_for < 350.1);
	assert_true(o->bingos > 1.99 && o->bingos < 2.01);
	assert_int_equal(o->best_points, 120);
	assert_string_equal(o->best, "H1 QUIZÁS");
	assert_int_equal(o->best_game, 400);
	assert_int_equal(o->best_game_against, 350);
	o = &s.opponents[1];
	assert_string_equal(o->level, "");
	assert_string_equal(o->name, "Luis");
	assert_int_equal(o->draws, 1);
	assert_int_equal(s.n_trend, 3);
	assert_int_equal(s.trend[0], 400);
	assert_int_equal(s.trend[2], 330);
	history_stats_free(&s);
	history_stats(&h, "Eva", &s);
	assert_int_equal(s.games, 1);
	assert_int_equal(s.opponents[0].losses, 1);
	history_stats_free(&s);
}

/* A front end's mapping: "Jugador 1" is "Player 1" (src/text.c's). */
static const char *
same_player(const char *name)
{
	return strcmp(name, "Jugador 1") == 0 ? "Player 1" : name;
}

/*
 * The names as history_set_name_fn() says: one person's games under two
 * languages' default names are one player's, as owner and as opponent.
 */
static void
test_stats_names_mapped(void **state)
{
	struct history h = { 0 };
	struct history_stats s;
	struct history_entry g[3];

	(void)state;
	sample(&g[0], "Jugador 1", "experto", 400, 350, 1000);
	sample(&g[1], "Player 1", "experto", 300, 350, 2000);
	sample(&g[2], "Eva", "", 330, 300, 3000);
	snprintf(g[2].names[1], sizeof g[2].names[1], "Jugador 1");
	h.games = g;
	h.n = 3;
	history_set_name_fn(same_player);
	history_stats(&h, NULL, &s);
	assert_string_equal(s.player, "Player 1");
	assert_int_equal(s.games, 3);
	assert_int_equal(s.n_opponents, 2);
	assert_int_equal(s.opponents[0].games, 2);
	history_stats_free(&s);
	history_stats(&h, "Eva", &s);
	assert_string_equal(s.opponents[0].name, "Player 1");
	history_stats_free(&s);
	history_stats(&h, "Jugador 1", &s);
	assert_string_equal(s.player, "Player 1");
	assert_int_equal(s.games, 3);
	history_stats_free(&s);
	history_set_name_fn(NULL);
	history_stats(&h, NULL, &s);
	assert_int_equal(s.games, 2);	/* "Jugador 1" alone */
	history_stats_free(&s);
}

/* Wilson at 95%: 5 of 10 is 23.7%-76.3%; none of 4 starts at 0. */
static void
test_wilson(void **state)
{
	double lo, hi;

	(void)state;
	history_wilson(5, 10, &lo, &hi);
	assert_true(lo > 0.2365 && lo < 0.2367);
	assert_true(hi > 0.7633 && hi < 0.7635);
	history_wilson(0, 4, &lo, &hi);
	assert_true(lo == 0);
	assert_true(hi > 0.489 && hi < 0.491);
	history_wilson(2, 2, &lo, &hi);
	assert_true(hi == 1);
}

/* The chart spans the least to the greatest value. */
static void
test_chart_levels(void **state)
{
	const int v[] = { 200, 300, 400, 250 };
	int out[4];

	(void)state;
	history_chart_levels(v, 4, 8, out);
	assert_int_equal(out[0], 0);
	assert_int_equal(out[2], 7);
	assert_int_equal(out[1], 4);
	assert_int_equal(out[3], 2);
}

/* Dates as --since takes them and as the file writes them. */
static void
test_dates(void **state)
{
	(void)state;
	assert_int_equal(history_parse_date("1970-01-02"), 86400);
	assert_int_equal(history_parse_date("2026-05-01T10:00:00Z"),
	    1777629600);
	assert_int_equal(history_parse_date("2026-13-01"), -1);
	assert_int_equal(history_parse_date("yesterday"), -1);
	assert_int_equal(history_parse_date("2026-05-01x"), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_round_trip, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_header, setup, teardown),
		cmocka_unit_test_setup_teardown(test_torn_line_skipped, setup,
		    teardown),
		cmocka_unit_test(test_bad_lines),
		cmocka_unit_test(test_control_characters_refused),
		cmocka_unit_test_setup_teardown(test_not_regular_refused,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_missing_is_empty, setup,
		    teardown),
		cmocka_unit_test(test_path),
		cmocka_unit_test(test_stats),
		cmocka_unit_test(test_stats_names_mapped),
		cmocka_unit_test(test_wilson),
		cmocka_unit_test(test_chart_levels),
		cmocka_unit_test(test_dates),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
