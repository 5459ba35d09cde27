/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the curses game asks of the engine (src/coach.h): hints for
 * the mover's rack and the analysis of a finished game.  Positions are
 * played on the hand-written fixture lexicon (tests/game-fixture.h); the
 * end of a game nobody can play on (art. 37.1) is the bot module's, and
 * tests/test-bot.c tests it.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bot.h"
#include "clock.h"
#include "game-fixture.h"
#include "game.h"
#include "lexicon.h"
#include "coach.h"

static struct lexicon *lex;

static int
setup(void **state)
{
	struct lexicon_failure lf;

	(void)state;
	/* The engine finds its leave table where FICHAS_LEAVES says. */
	setenv("FICHAS_LEAVES", GAME_FIXTURE_LEAVES, 1);
	return lexicon_open(GAME_FIXTURE_WORDS, &lex, &lf);
}

static int
teardown(void **state)
{
	(void)state;
	lexicon_free(lex);
	return 0;
}

#define ENDGAME_SCRIPT TEST_SRCDIR "/data/endgame-seed1.txt"

static struct game *game_from_script(const char *path, uint64_t seed);
static void play_and_analyse(struct coach *e, struct game *g,
    const char *notation, struct bot_review_turn *turn);

/*
 * A game from a seed and a script of "play NOTATION" and "accept" lines
 * (as `fichas play --script` reads them), judged by the fixture list.
 */
static struct game *
game_from_script(const char *path, uint64_t seed)
{
	struct game_settings s;
	struct game_judge judge = { game_fixture_is_word, NULL };
	FILE *f = fopen(path, "r");
	char line[256];
	struct game *g;

	assert_non_null(f);
	judge.ctx = lex;
	game_settings_default(&s);
	s.seed = seed;
	g = game_create(&s, clock_source_monotonic(), judge, NULL, NULL,
	    NULL);
	assert_non_null(g);
	assert_int_equal(game_start(g), GAME_OK);
	while (fgets(line, sizeof line, f) != NULL) {
		struct move m;
		enum rules_error why;

		line[strcspn(line, "\n")] = '\0';
		if (strcmp(line, "accept") == 0) {
			assert_int_equal(game_accept(g), GAME_OK);
		} else if (strncmp(line, "play ", 5) == 0) {
			assert_int_equal(move_parse(line + 5, &m, NULL),
			    MOVE_OK);
			assert_int_equal(game_play_move(g, &m, &why), GAME_OK);
		}
	}
	fclose(f);
	return g;
}

/*
 * Play a move for the mover (the opponent accepts), analyse the game
 * from its record: the move's turn, the last one.
 */
static void
play_and_analyse(struct coach *e, struct game *g, const char *notation,
    struct bot_review_turn *turn)
{
	const struct bot_review_turn *t;
	struct move m;
	enum rules_error why;
	int n, total;

	assert_int_equal(move_parse(notation, &m, NULL), MOVE_OK);
	assert_int_equal(game_play_move(g, &m, &why), GAME_OK);
	if (game_phase(g) == GAME_PHASE_DECIDING)
		assert_int_equal(game_accept(g), GAME_OK);
	assert_int_equal(coach_analysis_begin(e, g), 0);
	while (coach_analysis_step(e))
		;
	t = coach_analysis_turns(e, &n, &total);
	assert_int_equal(n, total);
	assert_int_equal(t[n - 1].status, BOT_REVIEW_ANALYSED);
	assert_string_equal(t[n - 1].played, notation);
	*turn = t[n - 1];
}

/*
 * Art. 37.4: with the bag empty the hints come from the endgame search
 * the analysis uses, so the first hint is the move the analysis calls
 * best and, played, loses nothing; another hint loses in the analysis
 * what the list says.  Here (tests/data/endgame-seed1.txt: X I J U A S
 * D against A H S Z Ñ L A) the best move by score and the tiles kept,
 * B8 D(O)S, the hint before, loses 5 points to 4A D(E) (the solver
 * proves -64 against -69).
 */
static void
test_art37_4_endgame_hints_agree_with_the_analysis(void **state)
{
	struct game *g = game_from_script(ENDGAME_SCRIPT, 1);
	struct coach *e = coach_create(lex);
	struct coach_hint h[COACH_HINTS];
	struct bot_review_turn t;
	int mover = game_mover(g);
	size_t n;

	(void)state;
	assert_non_null(e);
	assert_int_equal(game_phase(g), GAME_PHASE_TURN);
	assert_int_equal(game_bag_count(g), 0);
	n = coach_hints(e, g, mover, h, COACH_HINTS);
	assert_int_equal(n, COACH_HINTS);
	for (size_t i = 0; i < n; i++) {
		assert_true(h[i].endgame);
		assert_true(h[i].loss >= 0);
		if (i > 0)
			assert_true(h[i].value <= h[i - 1].value);
	}
	assert_float_equal(h[0].loss, 0, 1e-6);
	play_and_analyse(e, g, h[0].move, &t);
	assert_true(t.endgame);
	assert_string_equal(t.best, h[0].move);
	assert_float_equal(t.loss, 0, 1e-6);
	game_free(g);

	g = game_from_script(ENDGAME_SCRIPT, 1);
	play_and_analyse(e, g, h[1].move, &t);
	assert_string_equal(t.best, h[0].move);
	assert_float_equal(t.loss, h[1].loss, 1e-6);
	game_free(g);

	g = game_from_script(ENDGAME_SCRIPT, 1);
	play_and_analyse(e, g, "B8 D(O)S", &t);
	assert_string_equal(t.best, h[0].move);
	assert_float_equal(t.loss, 5, 1e-6);
	coach_free(e);
	game_free(g);
}

/*
 * Hints: placements first here (CASAS, OCAS... score), best first, equity
 * = score + leave, and the opponent's P A Z never among the tiles kept.
 */
static void
test_hints_list_the_mover_moves_best_first(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_ENDGAME);
	struct coach *e = coach_create(lex);
	struct coach_hint h[COACH_HINTS];
	size_t n;

	(void)state;
	assert_non_null(e);
	n = coach_hints(e, g, 0, h, COACH_HINTS);
	assert_true(n >= 1 && n <= COACH_HINTS);
	assert_true(h[0].move[0] != '-' && h[0].score > 0);
	for (size_t i = 0; i < n; i++) {
		assert_float_equal(h[i].equity, (float)h[i].score + h[i].leave,
		    0.01);
		assert_null(strpbrk(h[i].kept, "PZ"));
		/* With the bag empty they are valued by the endgame search. */
		assert_true(h[i].endgame);
		if (i > 0)
			assert_true(h[i].value <= h[i - 1].value);
	}
	coach_free(e);
	game_free(g);
}

/*
 * The analysis: every turn in order; the best hint played loses nothing,
 * a pass holding Q X J (worth less than nothing kept, where exchanging
 * all three keeps nothing) loses equity.
 */
static void
test_analysis_best_move_loses_nothing(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_BAG);
	struct coach *e = coach_create(lex);
	const struct bot_review_turn *t;
	struct coach_hint h[1];
	struct move m;
	enum rules_error why;
	int n, total, steps = 0;

	(void)state;
	assert_non_null(e);
	/* Ana passes; Luis then holds O S A and plays the best hint. */
	assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(game_set_rack(g, 1, (const tile_t[]){ TILE_O,
	    TILE_S, TILE_A }, 3), GAME_OK);
	assert_int_equal(coach_hints(e, g, 1, h, 1), 1);
	assert_int_equal(move_parse(h[0].move, &m, NULL), MOVE_OK);
	assert_int_equal(game_play_move(g, &m, &why), GAME_OK);
	if (game_phase(g) == GAME_PHASE_DECIDING)
		assert_int_equal(game_accept(g), GAME_OK);
	assert_int_equal(coach_analysis_begin(e, g), 0);
	while (coach_analysis_step(e))
		steps++;
	t = coach_analysis_turns(e, &n, &total);
	assert_int_equal(steps, 2);
	assert_int_equal(n, 2);
	assert_int_equal(total, 2);
	assert_int_equal(t[0].turn, 1);
	assert_int_equal(t[0].player, 0);
	assert_int_equal(t[0].status, BOT_REVIEW_ANALYSED);
	assert_true(t[0].loss > 0);
	assert_int_equal(t[1].player, 1);
	assert_int_equal(t[1].status, BOT_REVIEW_ANALYSED);
	assert_string_equal(t[1].played, h[0].move);
	assert_float_equal(t[1].loss, 0, 0.001);
	assert_float_equal(coach_analysis_lost(e, 1), 0, 0.001);
	coach_free(e);
	game_free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hints_list_the_mover_moves_best_first),
		cmocka_unit_test(test_analysis_best_move_loses_nothing),
		cmocka_unit_test(
		    test_art37_4_endgame_hints_agree_with_the_analysis),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
