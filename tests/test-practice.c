/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Practice: rack probabilities against hand computation (the FISE bag of
 * art. 10 and doc/rules.md), racks by probability, digraph racks, hooks,
 * answers judged, quizzes, and the Leitner schedule through a restart and
 * a corrupt file.  The words are the hand-written fixture list.
 */
#include "config.h"

#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "lexicon.h"
#include "practice.h"
#include "scratch.h"

#define FIXTURE TEST_SRCDIR "/data/fixture-words.txt"
#define DAY 86400
#define NOW ((time_t)20000 * DAY + 12 * 3600) /* noon UTC, day 20000 */

struct fx {
	struct lexicon *lex;
	char dir[SCRATCH_DIR_MAX];
	char path[128];
};

/* Tiles of a word written as fichas reads a word. */
static size_t
word(const char *text, tile_t *tiles)
{
	struct tiles_failure failure;
	int n = tiles_parse(text, strlen(text), TILES_MODE_WORD, tiles,
	    TILES_MAX_WORD, &failure);

	assert_true(n > 0);
	return (size_t)n;
}

/* The fixture lexicon and a private directory for schedules. */
static int
setup(void **state)
{
	struct lexicon_failure failure;
	struct fx *f = calloc(1, sizeof *f);

	if (f == NULL || lexicon_open(FIXTURE, &f->lex, &failure) != 0)
		return -1;
	if (scratch_make(f->dir, sizeof f->dir, "test-practice") != 0)
		return -1;
	snprintf(f->path, sizeof f->path, "%s/fichas/practice", f->dir);
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
	lexicon_free(f->lex);
	free(f);
	return 0;
}

/* C(n, k) by the table every player knows. */
static void
test_binomial(void **state)
{
	(void)state;
	assert_true(practice_binomial(12, 2) == 66);
	assert_true(practice_binomial(9, 1) == 9);
	assert_true(practice_binomial(2, 3) == 0);
	assert_true(practice_binomial(100, 0) == 1);
	assert_true(practice_binomial(100, 2) == 4950);
	assert_true(practice_draws(7) == 16007560800ULL);
	assert_true(practice_draws(8) == 186087894300ULL);
}

/*
 * The first seven tiles of a full bag are exactly A A E E I O S (art. 10:
 * 12 A, 12 E, 6 I, 9 O, 6 S among 100 tiles):
 *
 *   C(12,2) C(12,2) C(6,1) C(9,1) C(6,1) / C(100,7)
 *   = 66 * 66 * 6 * 9 * 6 / 16007560800
 *   = 1411344 / 16007560800 = 8.81675e-5, about 1 in 11342.
 */
static void
test_probability_aaeeios(void **state)
{
	tile_t rack[7];
	size_t n = word("SEOIAEA", rack);

	(void)state;
	assert_int_equal(n, 7);
	assert_true(practice_rack_ways(rack, n) == 1411344);
	assert_true(fabs(practice_rack_probability(rack, n) -
	    1411344.0 / 16007560800.0) < 1e-15);
	assert_true(practice_rack_probability(rack, n) > 8.8167e-5 &&
	    practice_rack_probability(rack, n) < 8.8168e-5);
}

/*
 * Digraphs and blanks are tiles of their own (art. 10, 11): CH is one of
 * one, so [CH]AO is C(1,1) C(12,1) C(9,1) = 108 ways of C(100,3) = 161700;
 * two blanks are C(2,2) = 1 way of C(100,2) = 4950; a third blank, or a
 * second Z, no bag gives.
 */
static void
test_probability_digraphs_blanks(void **state)
{
	tile_t rack[8] = { TILE_CH, TILE_A, TILE_O };
	tile_t blanks[3] = { TILE_BLANK, TILE_BLANK, TILE_BLANK };
	tile_t zz[2] = { TILE_Z, TILE_Z };
	tile_t ablank[2] = { TILE_A, TILE_BLANK };

	(void)state;
	assert_true(practice_rack_ways(rack, 3) == 108);
	assert_true(practice_draws(3) == 161700);
	assert_true(practice_rack_ways(blanks, 2) == 1);
	assert_true(practice_rack_ways(blanks, 3) == 0);
	assert_true(practice_rack_ways(zz, 2) == 0);
	assert_true(practice_rack_ways(ablank, 2) == 24); /* 12 A * 2 ? */
}

/*
 * The fixture's likeliest two-tile racks: AS and ES (12 * 6 = 72 ways
 * each, AS first in tile order), then DE and EN (12 * 5 = 60).
 */
static void
test_racks_by_probability(void **state)
{
	struct fx *f = *state;
	struct practice_racks *racks;
	enum practice_error error;
	tile_t tiles[PRACTICE_RACK_MAX];
	char key[PRACTICE_KEY_MAX];
	uint64_t ways, last = UINT64_MAX;

	assert_int_equal(practice_racks_create(f->lex, 9, &racks, &error), -1);
	assert_int_equal(error, PRACTICE_ERR_LENGTH);
	assert_int_equal(practice_racks_create(f->lex, 2, &racks, &error), 0);
	assert_true(practice_racks_count(racks) > 4);
	practice_racks_get(racks, 0, tiles, &ways);
	practice_rack_key(tiles, 2, key, sizeof key);
	assert_string_equal(key, "AS");
	assert_true(ways == 72);
	practice_racks_get(racks, 1, tiles, &ways);
	practice_rack_key(tiles, 2, key, sizeof key);
	assert_string_equal(key, "ES");
	practice_racks_get(racks, 2, tiles, &ways);
	practice_rack_key(tiles, 2, key, sizeof key);
	assert_string_equal(key, "DE");
	assert_true(ways == 60);
	for (size_t i = 0; i < practice_racks_count(racks); i++) {
		practice_racks_get(racks, i, tiles, &ways);
		assert_true(ways <= last && ways > 0);
		last = ways;
	}
	practice_racks_free(racks);
}

/*
 * A rack with the CH tile finds COCHE (C·O·CH·E) and OCHO (O·CH·O); the
 * same letters as separate C and H tiles find nothing (art. 11).
 */
static void
test_digraph_racks(void **state)
{
	struct fx *f = *state;
	struct practice_answer answers[PRACTICE_ANSWERS_MAX];
	struct practice_question q;
	enum practice_error error;
	tile_t coche[4] = { TILE_E, TILE_C, TILE_O, TILE_CH };
	tile_t split[5] = { TILE_C, TILE_O, TILE_C, TILE_H, TILE_E };
	tile_t ocho[3] = { TILE_O, TILE_CH, TILE_O };
	tile_t want[TILES_MAX_WORD];

	assert_int_equal(practice_rack_words(f->lex, coche, 4, answers,
	    PRACTICE_ANSWERS_MAX), 1);
	assert_int_equal(answers[0].n, 4);
	assert_memory_equal(answers[0].tiles, want, word("coche", want));
	assert_int_equal(practice_rack_words(f->lex, split, 5, answers,
	    PRACTICE_ANSWERS_MAX), 0);
	assert_int_equal(practice_rack_question(f->lex, ocho, 3, &q, &error),
	    0);
	assert_string_equal(q.key, "[CH]OO");
	assert_int_equal(q.n_answers, 1);
	assert_true(q.ways == 36); /* C(1,1) C(9,2) */
}

/* Hooks in the fixture: CAS, LAS before AS; ASA after; ÑUS after ÑU. */
static void
test_hooks(void **state)
{
	struct fx *f = *state;
	struct practice_question q;
	enum practice_error error;
	tile_t as[2] = { TILE_A, TILE_S }, nu[2] = { TILE_NY, TILE_U };

	assert_int_equal(practice_hook_question(f->lex, as, 2, PRACTICE_FRONT,
	    &q, &error), 0);
	assert_string_equal(q.key, "front:AS");
	assert_int_equal(q.n_answers, 2);
	assert_int_equal(q.answers[0].tiles[0], TILE_C);
	assert_int_equal(q.answers[1].tiles[0], TILE_L);
	assert_int_equal(practice_hook_question(f->lex, as, 2, PRACTICE_BACK,
	    &q, &error), 0);
	assert_int_equal(q.n_answers, 1);
	assert_int_equal(q.answers[0].tiles[0], TILE_A);
	assert_int_equal(practice_hook_question(f->lex, nu, 2, PRACTICE_FRONT,
	    &q, &error), 0);
	assert_string_equal(q.key, "front:\xc3\x91U");
	assert_int_equal(q.n_answers, 0);
	assert_int_equal(practice_question_from_key(f->lex, PRACTICE_HOOKS,
	    "back:\xc3\x91U", &q, &error), 0);
	assert_int_equal(q.side, PRACTICE_BACK);
	assert_int_equal(q.n_answers, 1);
	assert_int_equal(q.answers[0].tiles[0], TILE_S);
	assert_int_equal(practice_question_from_key(f->lex, PRACTICE_HOOKS,
	    "side:AS", &q, &error), -1);
}

/* Answers judged: right, wrong and missed, each once; digraphs typed. */
static void
test_judge(void **state)
{
	struct fx *f = *state;
	struct practice_question q;
	struct practice_verdict v;
	enum practice_error error;
	tile_t casa[4], coche[4];
	const char *line;

	word("casa", casa);
	assert_int_equal(practice_rack_question(f->lex, casa, 4, &q, &error),
	    0);
	assert_string_equal(q.key, "AACS");
	assert_int_equal(q.n_answers, 2); /* CASA, SACA */
	line = "casa xx casa, k1";
	practice_judge(&q, line, strlen(line), &v);
	assert_int_equal(v.n_right, 1);
	assert_int_equal(v.n_wrong, 1);
	assert_int_equal(v.n_missed, 1);
	assert_int_equal(v.n_unreadable, 1);
	assert_false(v.correct);
	line = "SACA,Casa\n";
	practice_judge(&q, line, strlen(line), &v);
	assert_true(v.correct);
	word("coche", coche);
	assert_int_equal(practice_rack_question(f->lex, coche, 4, &q, &error),
	    0);
	line = "co[ch]e";
	practice_judge(&q, line, strlen(line), &v);
	assert_true(v.correct);
	assert_int_equal(practice_question_from_key(f->lex, PRACTICE_HOOKS,
	    "front:AS", &q, &error), 0);
	line = "LC";
	practice_judge(&q, line, strlen(line), &v);
	assert_true(v.correct);
	line = "-\n";
	practice_judge(&q, line, strlen(line), &v);
	assert_int_equal(v.n_missed, 2);
	assert_false(v.correct);
}

/* A quiz: the likeliest new racks in order; the same seed, the same draw. */
static void
test_quiz(void **state)
{
	struct fx *f = *state;
	struct practice_quiz_options o = { PRACTICE_ANAGRAMS, 2, 3, 0, 0, NOW };
	struct practice_quiz *quiz, *again;
	enum practice_error error;

	assert_int_equal(practice_quiz_create(f->lex, NULL, &o, &quiz, &error),
	    0);
	assert_int_equal(practice_quiz_count(quiz), 3);
	assert_string_equal(practice_quiz_question(quiz, 0)->key, "AS");
	assert_string_equal(practice_quiz_question(quiz, 1)->key, "ES");
	practice_quiz_free(quiz);
	o.seeded = 1;
	o.seed = 7;
	o.count = 5;
	assert_int_equal(practice_quiz_create(f->lex, NULL, &o, &quiz, &error),
	    0);
	assert_int_equal(practice_quiz_create(f->lex, NULL, &o, &again,
	    &error), 0);
	for (size_t i = 0; i < practice_quiz_count(quiz); i++)
		assert_string_equal(practice_quiz_question(quiz, i)->key,
		    practice_quiz_question(again, i)->key);
	practice_quiz_free(quiz);
	practice_quiz_free(again);
	o.length = 1;
	assert_int_equal(practice_quiz_create(f->lex, NULL, &o, &quiz, &error),
	    -1);
	assert_int_equal(error, PRACTICE_ERR_LENGTH);
}

/* Leitner: right moves a box up and away, wrong back to box 1, due now. */
static void
test_boxes(void **state)
{
	struct practice_schedule *s = practice_schedule_create();
	const struct practice_item *item;

	(void)state;
	assert_int_equal(practice_day(NOW), 20000);
	assert_int_equal(practice_schedule_record(s, PRACTICE_ANAGRAMS, "AS",
	    1, NOW), 0);
	item = practice_schedule_find(s, PRACTICE_ANAGRAMS, "AS");
	assert_non_null(item);
	assert_int_equal(item->box, 2);
	assert_int_equal(item->due, 20002);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "AS", 1, NOW + 2 * DAY);
	assert_int_equal(item->box, 3);
	assert_int_equal(item->due, 20006);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "AS", 0, NOW + 6 * DAY);
	assert_int_equal(item->box, 1);
	assert_int_equal(item->due, 20006);
	assert_int_equal(item->asked, 3);
	assert_int_equal(item->right, 2);
	assert_int_equal(practice_schedule_record(s, PRACTICE_HOOKS, "a b", 1,
	    NOW), -1);
	assert_int_equal(practice_schedule_record(s, PRACTICE_HOOKS, "", 1,
	    NOW), -1);
	practice_schedule_free(s);
}

/* Written, reopened after a restart: the same boxes, due items, tallies. */
static void
test_schedule_restart(void **state)
{
	struct fx *f = *state;
	struct practice_schedule *s = practice_schedule_create(), *back;
	struct practice_load_report report;
	const struct practice_item *due[4];
	struct practice_summary sum;
	struct practice_tally days[3];
	enum practice_error error;
	int errnum;

	assert_int_equal(practice_schedule_load(f->path, &back, &report), 0);
	assert_true(report.missing);
	practice_schedule_free(back);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "AS", 1, NOW - DAY);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "AACS", 0, NOW);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "ES", 1, NOW);
	practice_schedule_record(s, PRACTICE_PUZZLES, "game1:12", 0, NOW);
	assert_int_equal(practice_schedule_save(s, f->path, &error, &errnum),
	    0);
	practice_schedule_free(s);

	assert_int_equal(practice_schedule_load(f->path, &back, &report), 0);
	assert_int_equal(report.bad_lines, 0);
	assert_int_equal(practice_schedule_count(back), 4);
	/*
	 * Today AACS (missed); tomorrow AS too (box 2, right yesterday),
	 * after AACS, which has waited longer.
	 */
	assert_int_equal(practice_schedule_due(back, PRACTICE_ANAGRAMS, NOW,
	    due, 4), 1);
	assert_string_equal(due[0]->key, "AACS");
	assert_int_equal(practice_schedule_due(back, PRACTICE_ANAGRAMS,
	    NOW + DAY, due, 4), 2);
	assert_string_equal(due[0]->key, "AACS");
	assert_string_equal(due[1]->key, "AS");
	practice_schedule_summary(back, PRACTICE_ANAGRAMS, NOW, &sum);
	assert_int_equal(sum.today.asked, 2);
	assert_int_equal(sum.today.right, 1);
	assert_int_equal(sum.total.asked, 3);
	assert_int_equal(sum.total.right, 2);
	assert_int_equal(sum.items, 3);
	assert_int_equal(sum.due, 1);
	assert_int_equal(sum.boxes[0], 1);
	assert_int_equal(sum.boxes[1], 2);
	practice_schedule_days(back, PRACTICE_ANAGRAMS, NOW, days, 3);
	assert_int_equal(days[0].asked, 0);
	assert_int_equal(days[1].asked, 1);
	assert_int_equal(days[2].asked, 2);
	assert_non_null(practice_schedule_find(back, PRACTICE_PUZZLES,
	    "game1:12"));
	practice_schedule_free(back);
}

/* Bad lines are skipped and counted; the rest of the schedule loads. */
static void
test_schedule_corrupt_lines(void **state)
{
	struct fx *f = *state;
	static const char text[] =
	    "fichas-practice 1\n"
	    "item anagrams 2 20002 20000 1 1 AS\n"
	    "item anagrams 9 1 1 1 1 ES\n"		/* no box 9 */
	    "item anagrams 1 1 1 1 2 DE\n"		/* right > asked */
	    "item hooks 1 1 1 1 0 front:AS extra\n"	/* a space in the key */
	    "item sudoku 1 1 1 1 0 X\n"			/* no such drill */
	    "item anagrams 2 20002 20000 1 1 AS\n"	/* twice */
	    "day 20000 anagrams 3 2\n"
	    "day 20000 anagrams x 2\n"
	    "item anagr";				/* cut short */
	struct practice_load_report report;
	struct practice_schedule *s;
	FILE *fp;

	s = practice_schedule_parse(text, sizeof text - 1, &report);
	assert_non_null(s);
	assert_int_equal(report.error, PRACTICE_OK);
	assert_int_equal(report.bad_lines, 7);
	assert_int_equal(report.first_bad_line, 3);
	assert_int_equal(practice_schedule_count(s), 1);
	assert_non_null(practice_schedule_find(s, PRACTICE_ANAGRAMS, "AS"));
	practice_schedule_free(s);

	snprintf(f->path, sizeof f->path, "%s/practice", f->dir);
	assert_non_null(fp = fopen(f->path, "w"));
	fputs("fichas-practice 2\nitem anagrams 1 1 1 1 0 AS\n", fp);
	fclose(fp);
	assert_int_equal(practice_schedule_load(f->path, &s, &report), -1);
	assert_int_equal(report.error, PRACTICE_ERR_NOT_SCHEDULE);
	assert_non_null(s);
	assert_int_equal(practice_schedule_count(s), 0);
	practice_schedule_free(s);
	assert_int_equal(practice_schedule_load(f->dir, &s, &report), -1);
	assert_int_equal(report.error, PRACTICE_ERR_READ);
	practice_schedule_free(s);
}

/* Due items come first in a quiz; items learned and not due are not asked. */
static void
test_quiz_due_first(void **state)
{
	struct fx *f = *state;
	struct practice_quiz_options o = { PRACTICE_ANAGRAMS, 2, 3, 0, 0, NOW };
	struct practice_schedule *s = practice_schedule_create();
	struct practice_quiz *quiz;
	enum practice_error error;

	practice_schedule_record(s, PRACTICE_ANAGRAMS, "AS", 1, NOW);
	practice_schedule_record(s, PRACTICE_ANAGRAMS, "EN", 0, NOW);
	assert_int_equal(practice_quiz_create(f->lex, s, &o, &quiz, &error),
	    0);
	assert_string_equal(practice_quiz_question(quiz, 0)->key, "EN");
	assert_true(practice_quiz_question(quiz, 0)->due);
	assert_string_equal(practice_quiz_question(quiz, 1)->key, "ES");
	assert_string_equal(practice_quiz_question(quiz, 2)->key, "DE");
	practice_quiz_free(quiz);
	practice_schedule_free(s);
}

/* Every rack asked and none due: the quiz reviews ahead, soonest first. */
static void
test_quiz_ahead(void **state)
{
	struct fx *f = *state;
	struct practice_quiz_options o = { PRACTICE_ANAGRAMS, 2, 3, 0, 0, NOW };
	struct practice_schedule *s = practice_schedule_create();
	struct practice_racks *racks;
	struct practice_quiz *quiz;
	enum practice_error error;
	tile_t tiles[PRACTICE_RACK_MAX];
	char key[PRACTICE_KEY_MAX];
	uint64_t ways;

	assert_int_equal(practice_racks_create(f->lex, 2, &racks, &error), 0);
	for (size_t i = 0; i < practice_racks_count(racks); i++) {
		practice_racks_get(racks, i, tiles, &ways);
		practice_rack_key(tiles, 2, key, sizeof key);
		/* AS once more, so that it waits longer than the rest. */
		practice_schedule_record(s, PRACTICE_ANAGRAMS, key, 1, NOW);
		if (strcmp(key, "AS") == 0)
			practice_schedule_record(s, PRACTICE_ANAGRAMS, key, 1,
			    NOW);
	}
	practice_racks_free(racks);
	assert_int_equal(practice_quiz_create(f->lex, s, &o, &quiz, &error),
	    0);
	assert_int_equal(practice_quiz_count(quiz), 3);
	for (size_t i = 0; i < 3; i++) {
		assert_false(practice_quiz_question(quiz, i)->due);
		assert_string_not_equal(practice_quiz_question(quiz, i)->key,
		    "AS");
	}
	practice_quiz_free(quiz);
	practice_schedule_free(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_binomial),
		cmocka_unit_test(test_probability_aaeeios),
		cmocka_unit_test(test_probability_digraphs_blanks),
		cmocka_unit_test_setup_teardown(test_racks_by_probability,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_digraph_racks, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_hooks, setup, teardown),
		cmocka_unit_test_setup_teardown(test_judge, setup, teardown),
		cmocka_unit_test_setup_teardown(test_quiz, setup, teardown),
		cmocka_unit_test(test_boxes),
		cmocka_unit_test_setup_teardown(test_schedule_restart, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_schedule_corrupt_lines,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_quiz_due_first, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_quiz_ahead, setup,
		    teardown),
	};

	/* Days are local days: fix the zone so that NOW is day 20000. */
	setenv("TZ", "UTC", 1);
	tzset();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
