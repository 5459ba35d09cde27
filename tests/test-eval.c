/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The evaluation: the committed leave table loads, its values order the
 * common leaves as a player would, equity is score plus leave, and the
 * text form reads back what it writes, in any locale.
 */
#include "config.h"

#include <locale.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"
#include "eval.h"
#include "lexicon.h"
#include "movegen.h"
#include "rack.h"
#include "scratch.h"

#define LEAVES_PATH TEST_SRCDIR "/../data/leaves.txt"
#define FIXTURE TEST_SRCDIR "/data/fixture-words.txt"

static struct eval_leaves *committed;

/* The value of a leave written in record spelling. */
static float
value_of(const struct eval_leaves *leaves, const char *text)
{
	struct rack r;

	assert_int_equal(rack_parse(&r, text), 0);
	return eval_leave_rack(leaves, &r);
}

static int
setup_committed(void **state)
{
	struct eval_failure failure;

	(void)state;
	if (eval_leaves_load(LEAVES_PATH, &committed, &failure) != 0) {
		fprintf(stderr, "%s: line %d: %s\n", LEAVES_PATH, failure.line,
		    eval_error_id(failure.error));
		return -1;
	}
	return 0;
}

static int
teardown_committed(void **state)
{
	(void)state;
	eval_leaves_free(committed);
	return 0;
}

/* data/leaves.txt loads and is more than a placeholder. */
static void
test_committed_table_loads(void **state)
{
	(void)state;
	assert_non_null(committed);
	assert_true(eval_leaves_count(committed) > 100);
	assert_true(eval_leaves_tile(committed, TILE_BLANK, 1) != 0);
}

/* Keeping nothing is the reference: it is worth exactly 0. */
static void
test_empty_leave_is_worth_zero(void **state)
{
	int counts[TILE_CODES] = { 0 };

	(void)state;
	assert_true(eval_leave(committed, counts, 0) == 0.0f);
}

/*
 * Art. 10: the blank stands for any letter; the S makes plurals:
 * both are better kept than the Q (which needs a U) or two or three of
 * one vowel.
 */
static void
test_art10_blank_and_s_keep_better_than_q_and_duplicate_vowels(void **state)
{
	const char *good[] = { "?", "S", "?S", "ES" };
	const char *bad[] = { "Q", "UU", "II", "AAA", "EEE", "QI" };

	(void)state;
	for (size_t g = 0; g < sizeof good / sizeof good[0]; g++)
		for (size_t b = 0; b < sizeof bad / sizeof bad[0]; b++)
			assert_true(value_of(committed, good[g]) >
			    value_of(committed, bad[b]));
	assert_true(value_of(committed, "?") > value_of(committed, "S"));
	assert_true(value_of(committed, "?") > 0);
	assert_true(value_of(committed, "Q") < 0);
	/* No Spanish word has a Q without a U after it. */
	assert_true(value_of(committed, "QU") > value_of(committed, "Q"));
}

/* Art. 10: a blank is worth more than any letter kept alone. */
static void
test_art10_blank_beats_every_single_letter(void **state)
{
	float blank = value_of(committed, "?");

	(void)state;
	for (tile_t t = TILE_A; t <= TILE_Z; t++) {
		struct rack r = { { t }, 1 };

		assert_true(eval_leave_rack(committed, &r) < blank);
	}
}

/*
 * Equity = score + leave value: every move the generator lists with the
 * table as its leave function is worth its score plus the value of the
 * tiles it keeps (art. 24 exchanges and the art. 25 pass: 0 points).
 */
static void
test_equity_is_score_plus_leave(void **state)
{
	struct lexicon *lex;
	struct lexicon_failure failure;
	struct movegen *mg = malloc(sizeof *mg);
	struct movegen_options options;
	struct movegen_move moves[5000];
	struct board board;
	struct rack rack;
	size_t n;

	(void)state;
	assert_int_equal(lexicon_open(FIXTURE, &lex, &failure), 0);
	board_init(&board);
	movegen_init(mg, lex, &board);
	movegen_options_init(&options);
	options.leave = eval_leave_fn;
	options.leave_ctx = committed;
	assert_int_equal(rack_parse(&rack, "CASAQ?E"), 0);
	n = movegen_list(mg, &rack, &options, moves, 5000);
	assert_true(n > 10 && n <= 5000);
	for (size_t i = 0; i < n; i++) {
		struct rack leave;
		float want;

		movegen_move_leave(&moves[i], &rack, &leave);
		want = eval_equity(committed, moves[i].score, &leave);
		assert_float_equal(moves[i].equity, want, 1e-4);
		assert_float_equal(want, moves[i].score +
		    eval_leave_rack(committed, &leave), 1e-4);
	}
	free(mg);
	lexicon_free(lex);
}

/* A listed leave is worth its own value; others are worth the model's. */
static void
test_listed_leave_overrides_the_model(void **state)
{
	const char text[] = "fichas-leaves 1\n"
	    "tile A 1 2.5\ntile A 2 -1\ntile S 1 8\n"
	    "balance 1 1 0.5\npair A S 1.25\n"
	    "leave AA -7.75\n";
	struct eval_leaves *t;

	(void)state;
	assert_int_equal(eval_leaves_parse(text, sizeof text - 1, &t, NULL), 0);
	assert_float_equal(value_of(t, "A"), 2.5, 1e-6);
	/* 2.5 + 8 + balance (1, 1) 0.5 + pair 1.25 */
	assert_float_equal(value_of(t, "AS"), 12.25, 1e-6);
	assert_float_equal(value_of(t, "AA"), -7.75, 1e-6);
	/* Three A: copies 1, 2 and the third at the last copy value. */
	assert_float_equal(value_of(t, "AAA"), 2.5 - 1 + 0, 1e-6);
	assert_int_equal(eval_leaves_count(t), 1);
	eval_leaves_free(t);
}

/*
 * Switch LC_NUMERIC to Spanish, whose decimal separator is a comma; where
 * the machine lacks the locale, compile it with localedef into dir and
 * point LOCPATH there, so that the test never passes without a comma.
 */
static void
use_comma_locale(char dir[SCRATCH_DIR_MAX])
{
	char cmd[2 * SCRATCH_DIR_MAX];

	dir[0] = '\0';
	if (setlocale(LC_NUMERIC, "es_ES.UTF-8") == NULL) {
		assert_int_equal(scratch_make(dir, SCRATCH_DIR_MAX,
		    "test-eval-locale"), 0);
		snprintf(cmd, sizeof cmd, "localedef -i es_ES -f UTF-8 "
		    "'%s/es_ES.UTF-8' >/dev/null 2>&1", dir);
		(void)system(cmd);	/* exits 1 on mere warnings */
		setenv("LOCPATH", dir, 1);
		assert_non_null(setlocale(LC_NUMERIC, "es_ES.UTF-8"));
	}
	assert_string_equal(localeconv()->decimal_point, ",");
}

/* Back to the C locale; the compiled one, if any, removed. */
static void
leave_comma_locale(const char *dir)
{
	setlocale(LC_NUMERIC, "C");
	if (dir[0] != '\0') {
		unsetenv("LOCPATH");
		assert_int_equal(scratch_remove(dir), 0);
	}
}

/* Writing then reading gives the same values, even with decimal commas. */
static void
test_write_and_read_back_in_a_comma_locale(void **state)
{
	const char *racks[] = { "?", "S", "QU", "AEI", "[CH]Ñ?", "ERS" };
	struct eval_leaves *t;
	char *buf = NULL;
	size_t len = 0;
	char dir[SCRATCH_DIR_MAX];
	FILE *f;

	(void)state;
	use_comma_locale(dir);
	f = open_memstream(&buf, &len);
	assert_non_null(f);
	assert_int_equal(eval_leaves_write(committed, "a comment\nsecond",
	    f), 0);
	fclose(f);
	assert_non_null(strstr(buf, "# a comment\n# second\nfichas-leaves 1\n"));
	assert_int_equal(eval_leaves_parse(buf, len, &t, NULL), 0);
	for (size_t i = 0; i < sizeof racks / sizeof racks[0]; i++)
		assert_float_equal(value_of(t, racks[i]),
		    value_of(committed, racks[i]), 0.011);
	assert_int_equal(eval_leaves_count(t), eval_leaves_count(committed));
	eval_leaves_free(t);
	free(buf);
	leave_comma_locale(dir);
}

/* Broken tables are refused with the line that is wrong. */
static void
test_bad_tables_say_which_line(void **state)
{
	static const struct {
		const char *text;
		enum eval_error error;
		int line;
	} cases[] = {
		{ "tile A 1 2\n", EVAL_ERR_HEADER, 1 },
		{ "# c\nfichas-leaves 2\n", EVAL_ERR_HEADER, 2 },
		{ "fichas-leaves 1\ntile K 1 2\n", EVAL_ERR_TILE, 2 },
		{ "fichas-leaves 1\ntile A 4 2\n", EVAL_ERR_NUMBER, 2 },
		{ "fichas-leaves 1\nleave AB 1,5\n", EVAL_ERR_NUMBER, 2 },
		{ "fichas-leaves 1\n\nbalance 8 0 1\n", EVAL_ERR_NUMBER, 3 },
		{ "fichas-leaves 1\npair A A 1\n", EVAL_ERR_TILE, 2 },
		{ "fichas-leaves 1\nleave ABCDEFGH 1\n", EVAL_ERR_TILE, 2 },
		{ "fichas-leaves 1\nvalue A 1\n", EVAL_ERR_LINE, 2 },
		{ "", EVAL_ERR_HEADER, 0 },
	};
	struct eval_failure failure;
	struct eval_leaves *t;

	(void)state;
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		assert_int_equal(eval_leaves_parse(cases[i].text,
		    strlen(cases[i].text), &t, &failure), -1);
		assert_int_equal(failure.error, cases[i].error);
		assert_int_equal(failure.line, cases[i].line);
	}
	assert_int_equal(eval_leaves_load(TEST_SRCDIR "/no/such/file", &t,
	    &failure), -1);
	assert_int_equal(failure.error, EVAL_ERR_OPEN);
}

/* Keys: equal multisets in any order give equal keys, and come back. */
static void
test_leave_keys_round_trip(void **state)
{
	struct rack a, b;
	int ca[TILE_CODES], cb[TILE_CODES], back[TILE_CODES];

	(void)state;
	assert_int_equal(rack_parse(&a, "?[RR]AÑEZS"), 0);
	assert_int_equal(rack_parse(&b, "SZEÑA[RR]?"), 0);
	rack_counts(&a, ca);
	rack_counts(&b, cb);
	assert_true(eval_leave_key(ca) == eval_leave_key(cb));
	assert_int_equal(eval_leave_unkey(eval_leave_key(ca), back), 7);
	assert_memory_equal(back + 1, ca + 1,
	    (TILE_CODES - 1) * sizeof back[0]);
}

/* Every sub-rack of text at once, checked against eval_leave() bit for bit. */
static void
check_leave_all(const struct eval_leaves *leaves, const char *text)
{
	struct rack r;
	int counts[TILE_CODES], nd = 0, total = 1;
	uint8_t tiles[RACK_SIZE], copies[RACK_SIZE];
	float values[128];

	assert_int_equal(rack_parse(&r, text), 0);
	rack_counts(&r, counts);
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		if (counts[t] > 0) {
			tiles[nd] = (uint8_t)t;
			copies[nd++] = (uint8_t)counts[t];
			total *= counts[t] + 1;
		}
	eval_leave_all(leaves, nd, tiles, copies, values);
	for (int index = 0; index < total; index++) {
		int kept[TILE_CODES] = { 0 }, n = 0, rest = index;
		float one;

		for (int d = 0; d < nd; d++) {
			kept[tiles[d]] = rest % (copies[d] + 1);
			rest /= copies[d] + 1;
			n += kept[tiles[d]];
		}
		one = eval_leave(leaves, kept, n);
		assert_memory_equal(&one, &values[index], sizeof one);
	}
}

/*
 * All the leaves of a rack at once are each worth what it is worth alone,
 * listed or not, to the bit (the best move must not change).
 */
static void
test_leaves_at_once_are_the_leaves_one_by_one(void **state)
{
	const char *racks[] = { "?[RR]AÑEZS", "CASAQ?E", "??SSEEA", "AEIOU",
	    "ZZZZZZZ", "S", "" };
	struct eval_leaves *empty = eval_leaves_create();

	(void)state;
	for (size_t i = 0; i < sizeof racks / sizeof racks[0]; i++) {
		check_leave_all(committed, racks[i]);
		check_leave_all(empty, racks[i]);
		check_leave_all(NULL, racks[i]);
	}
	eval_leaves_free(empty);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_committed_table_loads),
		cmocka_unit_test(test_empty_leave_is_worth_zero),
		cmocka_unit_test(
		    test_art10_blank_and_s_keep_better_than_q_and_duplicate_vowels),
		cmocka_unit_test(test_art10_blank_beats_every_single_letter),
		cmocka_unit_test(test_equity_is_score_plus_leave),
		cmocka_unit_test(test_listed_leave_overrides_the_model),
		cmocka_unit_test(test_write_and_read_back_in_a_comma_locale),
		cmocka_unit_test(test_bad_tables_say_which_line),
		cmocka_unit_test(test_leave_keys_round_trip),
		cmocka_unit_test(test_leaves_at_once_are_the_leaves_one_by_one),
	};

	return cmocka_run_group_tests(tests, setup_committed,
	    teardown_committed);
}
