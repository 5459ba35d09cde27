/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * campeon's simulation from inside (src/bot-private.h): what it infers
 * the opponent kept from its last play, and how it drops candidates that
 * trail and stops early, the same on one thread or two.  Games are played
 * on the hand-written fixture lexicon, but the inference is measured on
 * the default one (data/fichas.lex, skipped without it): with a few
 * hundred words the same play is best for almost any rack, and a play
 * tells little.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bot-game.h"
#include "bot-private.h"
#include "eval.h"
#include "game-fixture.h"
#include "game.h"
#include "lexicon.h"
#include "move.h"
#include "rng.h"

#define INFER_ATTEMPTS	150	/* racks tried a turn for the inference */

static struct lexicon *lex;
static struct eval_leaves *leaves;

static int
setup(void **state)
{
	(void)state;
	return game_fixture_open(&lex, &leaves);
}

static int
teardown(void **state)
{
	(void)state;
	game_fixture_close(lex, leaves);
	return 0;
}

static struct bot *
make_bot_on(const struct lexicon *words, const char *level, uint64_t seed)
{
	struct bot *bot = bot_create(bot_level_find(level), words, leaves,
	    seed);

	assert_non_null(bot);
	return bot;
}

static struct bot *
make_bot(const char *level, uint64_t seed)
{
	return make_bot_on(lex, level, seed);
}

/* The same move: kind, square, direction, tiles. */
static int
same_move(const struct movegen_move *a, const struct movegen_move *b)
{
	return a->kind == b->kind && a->row == b->row && a->col == b->col &&
	    a->dir == b->dir && a->len == b->len &&
	    a->n_tiles == b->n_tiles &&
	    memcmp(a->tiles, b->tiles, sizeof a->tiles) == 0;
}

/* Whether two racks hold the same tiles. */
static int
rack_same(const struct rack *a, const struct rack *b)
{
	int ca[TILE_CODES], cb[TILE_CODES];

	rack_counts(a, ca);
	rack_counts(b, cb);
	return memcmp(ca, cb, sizeof ca) == 0;
}

/* n of the position's unseen tiles at random. */
static void
draw_unseen(const struct bot_position *pos, struct rng *rng, int n,
    struct rack *r)
{
	int k = 0;

	rack_init(r);
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int c = 0; c < pos->unseen[t]; c++, k++)
			if (r->n < n && rng_below(rng, (uint32_t)(pos->n_unseen -
			    k)) < (uint32_t)(n - r->n))
				rack_add(r, (tile_t)t);
}

/* What the mover of a bot game kept on its last turn: held - laid. */
static void
kept_tiles(const struct rack *held, const struct placement *laid,
    struct rack *kept)
{
	*kept = *held;
	for (int i = 0; i < laid->n; i++)
		rack_remove(kept, tile_is_blank(laid->tiles[i].tile) ?
		    TILE_BLANK : laid->tiles[i].tile);
}

/*
 * Over a game of static experto against itself: how many racks the
 * inference found, how many of them are exactly what the opponent kept,
 * and how many racks as large drawn at random from the same unseen tiles
 * are.  The inference tries INFER_ATTEMPTS racks a turn.
 */
static void
infer_over_a_game(const struct lexicon *words, uint64_t seed, int *found,
    int *exact, int *chance)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_inference *inf = malloc(sizeof *inf);
	struct bot *bots[2] = { make_bot_on(words, "experto", 1),
	    make_bot_on(words, "experto", 2) };
	struct movegen_move m;
	struct rack held, kept, random;
	struct rng rng;

	assert_true(g != NULL && pos != NULL && inf != NULL);
	rng_seed(&rng, seed);
	*found = *exact = *chance = 0;
	for (int p = 0; p < 2; p++)
		bot_set_search(bots[p], 0);	/* the best play, always */
	bot_game_start(g, words, NULL, seed, 0);
	rack_init(&held);
	do {
		bot_game_position(g, pos);
		assert_int_equal(bot_infer(bots[g->mover], pos, INFER_ATTEMPTS, inf), 0);
		kept_tiles(&held, &pos->opp_laid, &kept);
		for (int i = 0; i < inf->n; i++) {
			draw_unseen(pos, &rng, inf->kept[i].n, &random);
			*exact += rack_same(&inf->kept[i], &kept);
			*chance += rack_same(&random, &kept);
		}
		*found += inf->n;
		assert_int_equal(bot_choose(bots[g->mover], pos, NULL, &m), 0);
		held = g->racks[g->mover];
	} while (bot_game_play(g, &m) == 0);
	bot_free(bots[0]);
	bot_free(bots[1]);
	free(inf);
	free(pos);
	free(g);
}

/*
 * A player who lays its best play says something about the tiles it
 * kept: among the racks inferred, what it really kept comes up more
 * often than among racks drawn at random from the same tiles (about
 * twice as often over these games, where many plays suit most racks).
 * The games are fixed seeds, so a failure repeats.
 */
static void
test_inferred_racks_are_what_the_opponent_kept(void **state)
{
	static const uint64_t seeds[] = { 2, 4 };
	struct lexicon *full;
	int found = 0, exact = 0, chance = 0;

	(void)state;
	if (access(BOT_DEFAULT_LEXICON, R_OK) != 0)
		skip();
	assert_int_equal(lexicon_open(BOT_DEFAULT_LEXICON, &full, NULL), 0);
	for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
		int f, e, c;

		infer_over_a_game(full, seeds[i], &f, &e, &c);
		found += f;
		exact += e;
		chance += c;
	}
	print_message("inferred %d racks: %d what was kept, %d at random\n",
	    found, exact, chance);
	assert_true(found > 100);
	assert_true(2 * exact > 3 * chance + 20);
	lexicon_free(full);
}

/* Nothing to infer without a play that kept tiles, or with the bag empty. */
static void
test_no_inference_without_a_play_that_kept_tiles(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_inference *inf = malloc(sizeof *inf);
	struct bot *bot = make_bot("campeon", 1);

	(void)state;
	assert_true(g != NULL && pos != NULL && inf != NULL);
	bot_game_start(g, lex, NULL, 5, 0);
	bot_game_position(g, pos);		/* the first turn */
	assert_int_equal(pos->opp_laid.n, 0);
	assert_int_equal(bot_infer(bot, pos, 400, inf), 0);
	assert_int_equal(inf->n, 0);
	pos->opp_laid.n = RACK_SIZE;		/* a bingo keeps nothing */
	assert_int_equal(bot_infer(bot, pos, 400, inf), 0);
	assert_int_equal(inf->n, 0);
	bot_free(bot);
	free(inf);
	free(pos);
	free(g);
}

/*
 * The position a game gives the computer holds the opponent's last play
 * (the tiles laid and the points) when it stands, and nothing after a
 * pass.
 */
static void
test_position_from_game_holds_the_opponents_last_play(void **state)
{
	struct game *g = game_fixture_create(lex, "15/15/15/15/15/15/15/15/"
	    "15/15/15/5CASA6/15/15/15 S/Z 10/0 0");
	struct bot_position *pos = malloc(sizeof *pos);
	struct move move;

	(void)state;
	assert_non_null(pos);
	assert_int_equal(move_parse("12F (CASA)S", &move, NULL), MOVE_OK);
	assert_int_equal(game_play_move(g, &move, NULL), GAME_OK);
	assert_int_equal(game_accept(g), GAME_OK);
	bot_position_from_game(pos, lex, g, 1);
	assert_int_equal(pos->opp_laid.n, 1);
	assert_int_equal(pos->opp_laid.tiles[0].row, 11);
	assert_int_equal(pos->opp_laid.tiles[0].col, 9);
	assert_int_equal(pos->opp_laid.tiles[0].tile, TILE_S);
	assert_int_equal(pos->opp_score, game_score(g, 0) - 10);
	assert_int_equal(game_pass(g), GAME_OK);	/* Luis */
	bot_position_from_game(pos, lex, g, 0);
	assert_int_equal(pos->opp_laid.n, 0);
	game_free(g);
	free(pos);
}

/*
 * With iterations to spare, candidates that trail the leader clearly
 * leave the race and the simulation ends before its count, after the
 * same iterations and with the same move on one thread or two.  From
 * the second turn: on the opening the candidates stay close and the
 * count runs out.
 */
static void
test_simulation_drops_trailing_moves_and_ends_early(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *one = make_bot("campeon", 3), *two = make_bot("campeon", 3);
	struct bot *e = make_bot("experto", 3);
	struct bot_budget budget = { 0, 1000, 0 };
	struct movegen_move m1, m2, m;
	int early = 0;

	(void)state;
	assert_true(g != NULL && pos != NULL);
	bot_set_threads(one, 1);
	bot_set_threads(two, 2);
	bot_game_start(g, lex, NULL, 11, 0);
	for (int turn = 0; turn < 6; turn++) {
		bot_game_position(g, pos);
		if (pos->bag_count <= 6)
			break;
		if (turn > 0) {
			assert_int_equal(bot_choose(one, pos, &budget, &m1), 0);
			assert_int_equal(bot_choose(two, pos, &budget, &m2), 0);
			assert_int_equal(bot_last_stats(one)->iterations,
			    bot_last_stats(two)->iterations);
			assert_true(same_move(&m1, &m2));
			early += bot_last_stats(one)->iterations <
			    budget.iterations;
		}
		assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
		assert_int_equal(bot_game_play(g, &m), 0);
	}
	assert_true(early >= 4);
	bot_free(one);
	bot_free(two);
	bot_free(e);
	free(pos);
	free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_inferred_racks_are_what_the_opponent_kept),
		cmocka_unit_test(
		    test_no_inference_without_a_play_that_kept_tiles),
		cmocka_unit_test(
		    test_position_from_game_holds_the_opponents_last_play),
		cmocka_unit_test(
		    test_simulation_drops_trailing_moves_and_ends_early),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
