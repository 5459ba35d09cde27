/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Puzzles (src/puzzle.h): grading typed moves on hand-made positions
 * with the hand-written fixture list and no leave values (equity is the
 * score, so ranks are counted by hand from `fichas moves`), set files
 * read, written and refused line by line, and sets generated from seed 1
 * on the default lexicon (data/fichas.lex, skipped without it).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "eval.h"
#include "gcg.h"
#include "infile.h"
#include "lexicon.h"
#include "movegen.h"
#include "puzzle.h"

#define FIXTURE_WORDS TEST_SRCDIR "/data/fixture-words.txt"
#define LEAVES_FILE TEST_SRCDIR "/../data/leaves.txt"
#define GCG_DIGRAPHS TEST_SRCDIR "/data/gcg/game-digraphs.gcg"
#define CASA_BOARD "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15"

static struct lexicon *fixture;

/* A skipped line, as the test wants to see it. */
struct skipped {
	int n;
	int lines[16];
	enum puzzle_line_error errors[16];
};

/* Record each skipped line. */
static void
note_skip(void *ctx, int line, enum puzzle_line_error e, enum cgp_error ce)
{
	struct skipped *s = ctx;

	(void)ce;
	if (s->n < 16) {
		s->lines[s->n] = line;
		s->errors[s->n] = e;
	}
	s->n++;
}

/* One puzzle from a set line; fails the test when it does not read. */
static void
read_one(const char *line, struct puzzle *p)
{
	struct puzzle_set set;

	puzzle_set_init(&set);
	assert_int_equal(puzzle_set_parse(line, strlen(line), &set, NULL,
	    NULL), 1);
	*p = set.v[0];
	puzzle_set_free(&set);
}

/* The fixture engine: no leave values, art. 24 as written. */
static void
fixture_engine(struct puzzle_engine *e)
{
	puzzle_engine_init(e, fixture, NULL, NULL);
}

/* Grade text on the CASA board with rack S (fails when not graded). */
static void
grade_on_casa(const char *rack, const char *text, struct puzzle_grade *g)
{
	char line[256];
	struct puzzle_engine e;
	struct puzzle p;

	snprintf(line, sizeof line, CASA_BOARD " %s/ 0/0 0 bm 8H (CASA)S;",
	    rack);
	read_one(line, &p);
	fixture_engine(&e);
	assert_int_equal(puzzle_grade(&e, &p, text, g), 0);
}

/*
 * Arts. 13, 16: with S on the CASA board the moves are CASAS 8, AS down
 * from I8 3, AS from K8 2, then -S and the pass at 0.  AS from I8 is
 * second of five; CASAS first, the best; the pass shares fourth.
 */
static void
test_grade_known_move_score_and_rank(void **state)
{
	struct puzzle_grade g;
	char text[64];

	(void)state;
	grade_on_casa("S", "I8 AS", &g);
	assert_int_equal(g.verdict, PUZZLE_GRADED);
	assert_int_equal(g.score, 3);
	assert_true(g.equity == 3.0f);
	assert_int_equal(g.rank, 2);
	assert_int_equal(g.moves, 5);
	assert_false(g.is_best);
	assert_int_equal(g.best_score, 8);
	move_format(&g.best, text, sizeof text);
	assert_string_equal(text, "8H (CASA)S");
	move_format(&g.move, text, sizeof text);
	assert_string_equal(text, "I8 (A)S");

	grade_on_casa("S", "8H CASAS", &g);
	assert_int_equal(g.verdict, PUZZLE_GRADED);
	assert_int_equal(g.score, 8);
	assert_int_equal(g.rank, 1);
	assert_true(g.is_best);

	grade_on_casa("S", "-", &g);
	assert_int_equal(g.verdict, PUZZLE_GRADED);
	assert_int_equal(g.score, 0);
	assert_int_equal(g.rank, 4);
}

/* Moves that are no move here say why (arts. 8, 9, 24; the lexicon). */
static void
test_grade_refusals(void **state)
{
	struct puzzle_grade g;
	char word[32];

	(void)state;
	grade_on_casa("S", "8H", &g);
	assert_int_equal(g.verdict, PUZZLE_ERR_NOTATION);
	assert_int_equal(g.failure.error, MOVE_ERR_NO_WORD);
	grade_on_casa("S", "8H SASA", &g);
	assert_int_equal(g.verdict, PUZZLE_ERR_BOARD);
	grade_on_casa("S", "1A S", &g);
	assert_int_equal(g.verdict, PUZZLE_ERR_RULES);
	assert_int_equal(g.rules_error, RULES_ERR_NOT_CONNECTED);
	/* An S above the C makes SC, not a word of the list. */
	grade_on_casa("S", "H7 SC", &g);
	assert_int_equal(g.verdict, PUZZLE_ERR_WORD);
	tiles_to_display(g.play.words[g.bad_word].tiles,
	    (size_t)g.play.words[g.bad_word].len, word, sizeof word);
	assert_string_equal(word, "SC");
	grade_on_casa("S", "-Z", &g);
	assert_int_equal(g.verdict, PUZZLE_ERR_NOT_ON_RACK);
}

/*
 * Letters typed where the board holds them are played through: ALAS
 * through the A of CASA, and a seven-tile play through it typed as the
 * eight letters of MONTAÑAS (art. 19: 50 more).
 */
static void
test_grade_letters_on_the_board_are_played_through(void **state)
{
	struct puzzle_grade g;
	char text[64];

	(void)state;
	grade_on_casa("SAL", "K8 ALAS", &g);
	assert_int_equal(g.verdict, PUZZLE_GRADED);
	assert_int_equal(g.score, 8);
	move_format(&g.move, text, sizeof text);
	assert_string_equal(text, "K8 (A)LAS");
	grade_on_casa("MONTÑAS", "K4 MONTAÑAS", &g);
	assert_int_equal(g.verdict, PUZZLE_GRADED);
	assert_true(g.play.bingo);
	move_format(&g.move, text, sizeof text);
	assert_string_equal(text, "K4 MONT(A)ÑAS");
}

/*
 * A position is a puzzle when the best play beats the second by the
 * margin: CASAS 8 over AS 3 stands out by 5, not by 6; with the bag
 * empty there is no puzzle.
 */
static void
test_consider_margin_and_bag(void **state)
{
	struct puzzle_engine e;
	struct puzzle p, from;
	struct bot_position pos;
	char text[64];

	(void)state;
	read_one(CASA_BOARD " S/ 0/0 0 bm 8H (CASA)S;", &from);
	fixture_engine(&e);
	puzzle_position(&from, &e, &pos);
	assert_int_equal(pos.bag_count, 88);
	e.margin = 5.0f;
	assert_int_equal(puzzle_consider(&e, &pos, &p), 1);
	move_format(&p.best, text, sizeof text);
	assert_string_equal(text, "8H (CASA)S");
	assert_true(p.margin == 5.0f);
	assert_string_equal(p.key, from.key);
	assert_int_equal(p.from, PUZZLE_FROM_UNKNOWN);
	e.margin = 6.0f;
	assert_int_equal(puzzle_consider(&e, &pos, &p), 0);
	e.margin = 0.0f;
	pos.bag_count = 0;
	assert_int_equal(puzzle_consider(&e, &pos, &p), 0);
}

/* Written and read back, a set is the same; the text is the same. */
static void
test_set_round_trip(void **state)
{
	const char *in = "# two puzzles\n"
	    CASA_BOARD " S/ 12/-3 2 bm 8H (CASA)S; bs 8; be 8.5; mg 5; "
	    "src record turn 3 a b.gcg ;\n\n"
	    CASA_BOARD " LSA/ 0/0 0 bm L6 LAS; bs 12; be -1.25; mg 0.75; "
	    "src seed 18446744073709551615 game 2 turn 40;\n";
	struct puzzle_set set, again;
	char *text, *text2, path[] = "/tmp/test-puzzle.XXXXXX";
	struct infile_failure failure;
	size_t len, len2;
	int fd;

	(void)state;
	puzzle_set_init(&set);
	puzzle_set_init(&again);
	assert_int_equal(puzzle_set_parse(in, strlen(in), &set, NULL, NULL),
	    2);
	assert_int_equal(set.v[0].cgp.scores[1], -3);
	assert_int_equal(set.v[0].cgp.scoreless, 2);
	assert_int_equal(set.v[0].best_score, 8);
	assert_true(set.v[0].best_equity == 8.5f);
	assert_true(set.v[1].best_equity == -1.25f);
	assert_int_equal(set.v[0].from, PUZZLE_FROM_RECORD);
	assert_int_equal(set.v[0].turn, 3);
	assert_string_equal(set.v[0].record, "a b.gcg");
	assert_int_equal(set.v[1].from, PUZZLE_FROM_SEED);
	assert_true(set.v[1].seed == UINT64_MAX);
	assert_int_equal(set.v[1].game, 2);
	assert_int_equal(set.v[1].turn, 40);
	assert_int_equal(set.v[1].cgp.racks[0].tiles[0], TILE_A);
	assert_int_equal(puzzle_set_format(&set, &text, &len), 0);
	assert_non_null(strstr(text, " bm 8H (CASA)S; bs 8; be 8.50; "
	    "mg 5.00; src record turn 3 a b.gcg;\n"));
	fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	assert_int_equal(puzzle_set_save(path, &set), 0);
	assert_int_equal(puzzle_set_load(path, &again, NULL, NULL, &failure),
	    2);
	unlink(path);
	assert_int_equal(puzzle_set_format(&again, &text2, &len2), 0);
	assert_int_equal(len, len2);
	assert_memory_equal(text, text2, len);
	for (int i = 0; i < 2; i++)
		assert_string_equal(set.v[i].key, again.v[i].key);
	assert_string_not_equal(set.v[0].key, set.v[1].key);
	free(text);
	free(text2);
	puzzle_set_free(&set);
	puzzle_set_free(&again);
}

/* Corrupt lines are skipped, each with its line and reason; the rest loads. */
static void
test_set_corrupt_lines_skipped(void **state)
{
	static const char in[] =
	    CASA_BOARD " S/ 0/0 0 bm 8H (CASA)S;\n"		/* 1: good */
	    "garbage\n"						/* 2 */
	    "15/15 S/ 0/0 0 bm 8H CASAS;\n"			/* 3 */
	    CASA_BOARD " S/ 0/0 0 bs 8;\n"			/* 4 */
	    CASA_BOARD " S/ 0/0 0 bm 1A ZZ;\n"			/* 5 */
	    CASA_BOARD " S/ 0/0 0 bm 8H (CASA)S; be 1,5;\n"	/* 6 */
	    CASA_BOARD " / 0/0 0 bm 8H (CASA)S;\n"		/* 7 */
	    CASA_BOARD " S/ 0/0 0 bm 8H (CASA)S;\x01\n"		/* 8 */
	    CASA_BOARD " S/ 0/0 0 bm K8 (A)S;\r\n"		/* 9: good */
	    "14Z/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15"
	    " SZ/ 0/0 0 bm 8H (CASA)S;\n";			/* 10: 2 Z */
	static const enum puzzle_line_error want[] = {
		PUZZLE_LINE_CGP, PUZZLE_LINE_CGP, PUZZLE_LINE_NO_BEST,
		PUZZLE_LINE_BEST, PUZZLE_LINE_NUMBER, PUZZLE_LINE_RACK,
		PUZZLE_LINE_CONTROL, PUZZLE_LINE_CGP
	};
	static const int lines[] = { 2, 3, 4, 5, 6, 7, 8, 10 };
	struct skipped s = { 0 };
	struct puzzle_set set;
	char *long_line;

	(void)state;
	puzzle_set_init(&set);
	assert_int_equal(puzzle_set_parse(in, sizeof in - 1, &set, note_skip,
	    &s), 2);
	assert_int_equal(s.n, 8);
	for (int i = 0; i < 8; i++) {
		assert_int_equal(s.lines[i], lines[i]);
		assert_int_equal(s.errors[i], want[i]);
	}
	/* A NUL inside a line, and a line too long. */
	s.n = 0;
	assert_int_equal(puzzle_set_parse("a\0b\n", 4, &set, note_skip, &s),
	    0);
	assert_int_equal(s.errors[0], PUZZLE_LINE_CONTROL);
	long_line = malloc(PUZZLE_LINE_MAX + 2);
	assert_non_null(long_line);
	memset(long_line, 'A', PUZZLE_LINE_MAX + 1);
	s.n = 0;
	assert_int_equal(puzzle_set_parse(long_line, PUZZLE_LINE_MAX + 1,
	    &set, note_skip, &s), 0);
	assert_int_equal(s.errors[0], PUZZLE_LINE_TOO_LONG);
	free(long_line);
	assert_int_equal(set.n, 2);
	puzzle_set_free(&set);
}

/* The default lexicon and the committed leave table, or skip. */
static int
open_full(struct lexicon **lex, struct eval_leaves **leaves)
{
	if (access(BOT_DEFAULT_LEXICON, R_OK) != 0)
		return -1;
	assert_int_equal(lexicon_open(BOT_DEFAULT_LEXICON, lex, NULL), 0);
	assert_int_equal(eval_leaves_load(LEAVES_FILE, leaves, NULL), 0);
	return 0;
}

/* The best by static equity again, against the puzzle's figures. */
static void
check_stands_out(const struct puzzle_engine *e, const struct puzzle *p)
{
	struct movegen_options options;
	struct movegen_move top[2];
	struct bot_position pos;
	struct move best;
	char a[64], b[64];

	puzzle_position(p, e, &pos);
	assert_true(pos.bag_count >= 1);
	movegen_options_init(&options);
	options.bag_count = pos.bag_count;
	options.leave = eval_leave_fn;
	options.leave_ctx = (void *)e->leaves;
	assert_int_equal(movegen_top(&pos.mg, &pos.rack, &options, top, 2),
	    2);
	assert_int_equal(top[0].kind, MOVE_PLACE);
	assert_true(top[0].equity - top[1].equity >= e->margin);
	movegen_move_to_move(&top[0], &p->cgp.board, &best);
	move_format(&best, a, sizeof a);
	move_format(&p->best, b, sizeof b);
	assert_string_equal(a, b);
	assert_int_equal(top[0].score, p->best_score);
}

/*
 * Seed 1 gives the same set every time (its text byte for byte), and
 * each puzzle's best move beats the second by the margin.
 */
static void
test_generate_seed_1_deterministic(void **state)
{
	struct lexicon *lex;
	struct eval_leaves *leaves;
	struct puzzle_engine e;
	struct puzzle_set a, b;
	char *ta, *tb;
	size_t la, lb;

	(void)state;
	if (open_full(&lex, &leaves) != 0)
		skip();
	puzzle_engine_init(&e, lex, leaves, NULL);
	puzzle_set_init(&a);
	puzzle_set_init(&b);
	assert_int_equal(puzzle_set_generate(&e, 1, 8, &a), 8);
	assert_int_equal(puzzle_set_generate(&e, 1, 8, &b), 8);
	assert_int_equal(puzzle_set_format(&a, &ta, &la), 0);
	assert_int_equal(puzzle_set_format(&b, &tb, &lb), 0);
	assert_int_equal(la, lb);
	assert_memory_equal(ta, tb, la);
	for (int i = 0; i < a.n; i++) {
		check_stands_out(&e, &a.v[i]);
		assert_true(a.v[i].margin >= PUZZLE_MARGIN);
		assert_int_equal(a.v[i].from, PUZZLE_FROM_SEED);
		assert_true(a.v[i].seed == 1 && a.v[i].game >= 1);
	}
	/* Another seed, other games. */
	puzzle_set_free(&b);
	assert_int_equal(puzzle_set_generate(&e, 2, 8, &b), 8);
	assert_string_not_equal(a.v[0].key, b.v[0].key);
	free(ta);
	free(tb);
	puzzle_set_free(&a);
	puzzle_set_free(&b);
	eval_leaves_free(leaves);
	lexicon_free(lex);
}

/* The turns of a record whose rack it gives, at margin 0. */
static void
test_from_gcg(void **state)
{
	struct lexicon *lex;
	struct eval_leaves *leaves;
	struct puzzle_engine e;
	struct puzzle_set set;
	struct gcg_record *rec;
	struct infile_failure f;
	char *text;
	size_t len;

	(void)state;
	if (open_full(&lex, &leaves) != 0)
		skip();
	assert_int_equal(infile_read(GCG_DIGRAPHS, 1 << 20, &text, &len, &f),
	    0);
	assert_int_equal(gcg_parse(text, len, &rec, NULL), 0);
	puzzle_engine_init(&e, lex, leaves, NULL);
	e.margin = 0.0f;
	puzzle_set_init(&set);
	assert_true(puzzle_set_from_gcg(&e, rec, "digraphs.gcg", &set) > 0);
	assert_int_equal(set.v[0].from, PUZZLE_FROM_RECORD);
	assert_string_equal(set.v[0].record, "digraphs.gcg");
	assert_int_equal(set.v[0].turn, 1);
	for (int i = 0; i < set.n; i++)
		check_stands_out(&e, &set.v[i]);
	puzzle_set_free(&set);
	gcg_record_free(rec);
	free(text);
	eval_leaves_free(leaves);
	lexicon_free(lex);
}

/* The fixture list, compiled once. */
static int
setup(void **state)
{
	(void)state;
	return lexicon_open(FIXTURE_WORDS, &fixture, NULL);
}

static int
teardown(void **state)
{
	(void)state;
	lexicon_free(fixture);
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_grade_known_move_score_and_rank),
		cmocka_unit_test(test_grade_refusals),
		cmocka_unit_test(
		    test_grade_letters_on_the_board_are_played_through),
		cmocka_unit_test(test_consider_margin_and_bag),
		cmocka_unit_test(test_set_round_trip),
		cmocka_unit_test(test_set_corrupt_lines_skipped),
		cmocka_unit_test(test_generate_seed_1_deterministic),
		cmocka_unit_test(test_from_gcg),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
