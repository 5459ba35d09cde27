/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the curses game asks of the engine (src/ui-engine.h): hints for
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
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bot.h"
#include "game-fixture.h"
#include "game.h"
#include "lexicon.h"
#include "ui-engine.h"

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

/*
 * Hints: placements first here (CASAS, OCAS... score), best first, equity
 * = score + leave, and the opponent's P A Z never among the tiles kept.
 */
static void
test_hints_list_the_mover_moves_best_first(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_ENDGAME);
	struct ui_engine *e = ui_engine_create(lex);
	struct ui_engine_hint h[UI_ENGINE_HINTS];
	size_t n;

	(void)state;
	assert_non_null(e);
	n = ui_engine_hints(e, g, 0, h, UI_ENGINE_HINTS);
	assert_true(n >= 1 && n <= UI_ENGINE_HINTS);
	assert_true(h[0].move[0] != '-' && h[0].score > 0);
	for (size_t i = 0; i < n; i++) {
		assert_float_equal(h[i].equity, (float)h[i].score + h[i].leave,
		    0.01);
		assert_null(strpbrk(h[i].kept, "PZ"));
		if (i > 0)
			assert_true(h[i].equity <= h[i - 1].equity);
	}
	ui_engine_free(e);
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
	struct ui_engine *e = ui_engine_create(lex);
	const struct bot_review_turn *t;
	struct ui_engine_hint h[1];
	struct move m;
	enum rules_error why;
	int n, total, steps = 0;

	(void)state;
	assert_non_null(e);
	/* Ana passes; Luis then holds O S A and plays the best hint. */
	assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(game_set_rack(g, 1, (const tile_t[]){ TILE_O,
	    TILE_S, TILE_A }, 3), GAME_OK);
	assert_int_equal(ui_engine_hints(e, g, 1, h, 1), 1);
	assert_int_equal(move_parse(h[0].move, &m, NULL), MOVE_OK);
	assert_int_equal(game_play_move(g, &m, &why), GAME_OK);
	if (game_phase(g) == GAME_PHASE_DECIDING)
		assert_int_equal(game_accept(g), GAME_OK);
	assert_int_equal(ui_engine_analysis_begin(e, g), 0);
	while (ui_engine_analysis_step(e))
		steps++;
	t = ui_engine_analysis_turns(e, &n, &total);
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
	assert_float_equal(ui_engine_analysis_lost(e, 1), 0, 0.001);
	ui_engine_free(e);
	game_free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hints_list_the_mover_moves_best_first),
		cmocka_unit_test(test_analysis_best_move_loses_nothing),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
