/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the curses game asks of the engine (src/ui-engine.h): the end of
 * a game nobody can play on (art. 37.1), hints for the mover's rack and
 * the analysis of a finished game.  Positions are played on the
 * hand-written fixture lexicon.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cgp.h"
#include "clock.h"
#include "game.h"
#include "lexicon.h"
#include "ui-engine.h"

#define LEAVES_PATH TEST_SRCDIR "/../data/leaves.txt"
#define FIXTURE TEST_SRCDIR "/data/fixture-words.txt"

/*
 * All 100 tiles are out: 90 in rows 1-6, CASA on row 12 from F and six
 * on the racks, so the bag is empty.  Q X J and Z Ñ V make no word of the
 * fixture list with the board's letters, nor under the rows of tiles.
 */
#define BLOCKED_CGP "AAAAAAAABBCCC[CH]D/DDDDEEEEEEEEEEE/EFGGHHIIIIIIPLL/" \
	"LL[LL]MMNNNNNAOOOO/OOOOPORRRRR[RR]SSS/STTTTUUUUUSAYaa/15/15/15/15/" \
	"15/5CASA6/15/15/15 QXJ/ZÑV 300/300 0"
/* The same board; the mover holds O S A (CASAS), the other P A Z. */
#define OPEN_CGP "AAAAAAAABBCCC[CH]D/DDDDEEEEEEEEEEE/EFGGHHIIIIIIJLL/" \
	"LL[LL]MMNNNNNÑOOOO/OOOOPQRRRRR[RR]SSS/STTTTUUUUUVXYaa/15/15/15/15/" \
	"15/5CASA6/15/15/15 OSA/PAZ 300/300 0"
/* CASA alone on the board: the bag holds the other 90 tiles. */
#define BAG_CGP "15/15/15/15/15/15/15/15/15/15/15/5CASA6/15/15/15 " \
	"QXJ/ZÑV 10/0 0"

static struct lexicon *lex;

static int
is_word(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

static int
setup(void **state)
{
	struct lexicon_failure lf;

	(void)state;
	/* The engine finds its leave table where FICHAS_LEAVES says. */
	setenv("FICHAS_LEAVES", LEAVES_PATH, 1);
	return lexicon_open(FIXTURE, &lex, &lf);
}

static int
teardown(void **state)
{
	(void)state;
	lexicon_free(lex);
	return 0;
}

/* A started game judged by the fixture list, from a CGP position. */
static struct game *
make_game(const char *text)
{
	struct game_settings s;
	struct game_judge judge = { is_word, NULL };
	struct game_position pos;
	struct cgp_position cgp;
	struct game *g;

	judge.ctx = lex;
	game_settings_default(&s);
	game_settings_set_name(&s, 0, "Ana");
	game_settings_set_name(&s, 1, "Luis");
	g = game_create(&s, clock_source_monotonic(), judge, NULL, NULL,
	    NULL);
	assert_non_null(g);
	assert_int_equal(cgp_parse(text, strlen(text), &cgp, NULL), CGP_OK);
	memset(&pos, 0, sizeof pos);
	pos.board = cgp.board;
	pos.racks[0] = cgp.racks[0];
	pos.racks[1] = cgp.racks[1];
	pos.scores[0] = cgp.scores[0];
	pos.scores[1] = cgp.scores[1];
	pos.mover = 0;
	assert_int_equal(game_set_position(g, &pos), GAME_OK);
	assert_int_equal(game_start(g), GAME_OK);
	return g;
}

/*
 * Art. 37.1 as the curses game asks (the bot module decides; its other
 * cases are in tests/test-bot.c): bag empty, neither rack can place a
 * tile, so the game ends and each player loses their rack (Q 5 + X 8 +
 * J 8 = 21; Z 10 + Ñ 8 + V 4 = 22).
 */
static void
test_art37_1_blocked_game_ends_with_racks_deducted(void **state)
{
	struct game *g = make_game(BLOCKED_CGP);

	(void)state;
	assert_int_equal(game_bag_count(g), 0);
	assert_int_equal(ui_engine_check_blocked(lex, g), 1);
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(g), GAME_END_BLOCKED);
	assert_int_equal(game_score(g, 0), 300 - 21);
	assert_int_equal(game_score(g, 1), 300 - 22);
	game_free(g);
}

/*
 * Hints: placements first here (CASAS, OCAS... score), best first, equity
 * = score + leave, and the opponent's P A Z never among the tiles kept.
 */
static void
test_hints_list_the_mover_moves_best_first(void **state)
{
	struct game *g = make_game(OPEN_CGP);
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
	struct game *g = make_game(BAG_CGP);
	struct ui_engine *e = ui_engine_create(lex);
	const struct ui_engine_turn *t;
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
	assert_int_equal(t[0].status, UI_ENGINE_ANALYSED);
	assert_true(t[0].loss > 0);
	assert_int_equal(t[1].player, 1);
	assert_int_equal(t[1].status, UI_ENGINE_ANALYSED);
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
		cmocka_unit_test(
		    test_art37_1_blocked_game_ends_with_racks_deducted),
		cmocka_unit_test(test_hints_list_the_mover_moves_best_first),
		cmocka_unit_test(test_analysis_best_move_loses_nothing),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
