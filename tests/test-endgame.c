/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The exact endgame solver (src/bot-endgame.c): it agrees with a plain
 * minimax, without pruning or table, on a few hundred small endgames;
 * three positions it once lost are solved with the values proven here;
 * experto and campeon play its moves where the greedy move loses, and a
 * game played out by the game module ends with the spread it promised
 * (the end of the game counted by arts. 37.2 and 37.4 there).  On the
 * default lexicon (data/fichas.lex); skipped without it.
 */
#include "config.h"

#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "bot-game.h"
#include "bot-private.h"
#include "cgp.h"
#include "eval.h"
#include "game-fixture.h"
#include "game.h"
#include "lexicon.h"
#include "move.h"
#include "rng.h"

#define BRUTE_BOARDS 40		/* self-play boards with the bag empty */
#define BRUTE_PER_BOARD 6	/* small endgames on each */

/*
 * The three positions (the mover's rack first) and their proven values,
 * the final spread change for the mover.  The variations the solver
 * proves:
 *
 * ENDGAME_A, +78: the opponent holds Ñ and nowhere to play it.  Going
 * out at once with O8 AVICA(S) 48 opens Ñ(O) for it and is worth 47
 * less; the solver plays off its tiles in four small plays while the
 * opponent passes: 11I A(L)ACI(O) 16, pass, 2H (SU)B 21, pass,
 * 3H (OX)E 15, pass, 3L V(E) 10 out, + 2 x 8 for the Ñ (art. 37.4).
 *
 * ENDGAME_B, +39: 11G EMPUÑ(A) 34, 7G (HE)Z 25, K1 B(O)X 12 out,
 * + 2 x 9 for [LL]E.  1H (U)ÑE, campeon's old move, loses 65 against it.
 *
 * ENDGAME_C, +37: K11 (A)GIO 5 blocks first, B14 EH 27, 8L SA[LL]E 49
 * out, + 2 x 5 for RIUD; SA[LL]E at once lets the opponent out.
 */
#define ENDGAME_A "2ENCEPADAS3T/7SU3D1R/7OX3E1I/7M2LAPIZ/" \
	"1D2[CH]ITANDO1A1O/1E4AR1E2R2/1s2M1JO1S2T2/1C2E[RR]EN1H2I2/" \
	"1R2L1A2i2D2/1UY1G4E3F1/1CO1AB3L3O1/[LL]ENURA3O3T1/A1Q1EH3SUELOS/" \
	"G1U1N8S1/O1I12 IEAVCBA/Ñ 482/390 0"
#define ENDGAME_B "2MY3U6A/1C1ENTURADO3G/1OH4I6O/1DE1G2N6L/" \
	"1ED1U1TA[RR]AsCARA/1OI1R2L3A2S/R1D1D1HE3L1TE/E1AFACAS1PACEIS/" \
	"LIS1S1N4E1B1/U10T1E1/[CH]10A1R1/O10N1I1/13O1/9VENOSO/7QuIJO3 " \
	"PMUBEXÑ/[LL]ZE 396/443 0"
#define ENDGAME_C "PARCELaN7/3U11/ATAÑE1L8/R1PE1QUETROS3/L1L1M1G1I1VA3/" \
	"ABOYE1U1Z1AX3/D1M1C1ECO1DO3/1FA[RR]EASEN6/2D1D2N7/IBON3T7/" \
	"3ENTESARA4/HIJO11/U1ASnICOS6/[CH]14/O14 ESOAG[LL]I/ERIUDH 564/252 0"

static struct lexicon *lex;

static int
setup(void **state)
{
	(void)state;
	if (access(BOT_DEFAULT_LEXICON, R_OK) != 0)
		return 0;
	return lexicon_open(BOT_DEFAULT_LEXICON, &lex, NULL) == 0 ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	lexicon_free(lex);
	return 0;
}

/* Skip without the default lexicon. */
static void
need_lexicon(void)
{
	if (lex == NULL)
		skip();
}

/*
 * The plain minimax: every placement and the pass, to the end of the
 * game, ended as game-end.c ends it.  The mover's final spread change.
 */
static int
brute(const struct movegen *mg, const struct rack *own,
    const struct rack *opp, int passes, long *nodes)
{
	struct movegen_options options;
	struct movegen_move *moves;
	struct movegen *next;
	size_t n;
	int best;

	(*nodes)++;
	/* The pass: art. 37.2 after four in a row, each loses the own. */
	if (passes + 1 >= GAME_PASSES_TO_END)
		best = rack_value(opp) - rack_value(own);
	else
		best = -brute(mg, opp, own, passes + 1, nodes);
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	options.bag_count = 0;
	n = movegen_list(mg, own, &options, NULL, 0);
	moves = calloc(n + 1, sizeof *moves);
	next = malloc(sizeof *next);
	assert_true(moves != NULL && next != NULL);
	assert_int_equal(movegen_list(mg, own, &options, moves, n), n);
	for (size_t i = 0; i < n; i++) {
		struct placement p;
		struct rack after = *own;
		int v;

		movegen_move_to_placement(&moves[i], &p);
		for (int k = 0; k < p.n; k++)
			assert_int_equal(rack_remove(&after, p.tiles[k].tile),
			    0);
		if (after.n == 0)	/* art. 37.4 */
			v = moves[i].score + 2 * rack_value(opp);
		else {
			*next = *mg;
			movegen_update(next, &p);
			v = moves[i].score - brute(next, opp, &after, 0,
			    nodes);
		}
		if (v > best)
			best = v;
	}
	free(next);
	free(moves);
	return best;
}

/* A position with both racks known: own to move, the bag empty. */
static void
endgame_position(struct bot_position *pos, const struct board *board,
    const struct rack *own, const struct rack *opp, int passes)
{
	bot_position_init(pos, lex, board);
	pos->rack = *own;
	for (int i = 0; i < opp->n; i++)
		pos->unseen[opp->tiles[i]]++;
	pos->n_unseen = opp->n;
	pos->bag_count = 0;
	pos->scores[0] = 300;
	pos->scores[1] = 300;
	pos->passes = passes;
	pos->scoreless = passes;
}

/* k tiles of a rack picked at random. */
static void
pick_tiles(struct rng *rng, const struct rack *from, int k,
    struct rack *to)
{
	struct rack pool = *from;

	rack_init(to);
	while (to->n < k && pool.n > 0) {
		int i = (int)rng_below(rng, (uint32_t)pool.n);

		rack_add(to, pool.tiles[i]);
		pool.tiles[i] = pool.tiles[--pool.n];
	}
}

/* Play a self-play game (static moves) until the bag is empty. */
static int
game_to_empty_bag(struct bot_game *g, struct bot *bot, uint64_t seed)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct movegen_move m;
	int over = 0;

	assert_non_null(pos);
	bot_game_start(g, lex, NULL, seed, 0);
	while (!over && g->bag.n > 0) {
		bot_game_position(g, pos);
		assert_int_equal(bot_choose(bot, pos, NULL, &m), 0);
		over = bot_game_play(g, &m) == 1;
	}
	free(pos);
	return over ? -1 : 0;
}

/*
 * Small endgames (one or two tiles a side, passes already made from
 * none to three) on boards of self-play games: the solver proves the
 * value the plain minimax finds, every time.
 */
static void
test_solver_agrees_with_brute_force_art_37(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *greedy, *solver;
	struct rng rng;
	int checked = 0, nonzero = 0, passing = 0;
	long nodes = 0, searched = 0;

	(void)state;
	need_lexicon();
	assert_true(g != NULL && pos != NULL && res != NULL);
	greedy = bot_create(bot_level_find("experto"), lex, NULL, 7);
	solver = bot_create(bot_level_find("experto"), lex, NULL, 7);
	assert_true(greedy != NULL && solver != NULL);
	bot_set_search(greedy, 0);
	rng_seed(&rng, 20261201);
	for (uint64_t seed = 1; seed <= BRUTE_BOARDS; seed++) {
		if (game_to_empty_bag(g, greedy, seed) != 0)
			continue;
		for (int k = 0; k < BRUTE_PER_BOARD; k++) {
			struct rack own, opp;
			int passes = (int)rng_below(&rng, 4), want;
			int n0 = 1 + (int)rng_below(&rng, 2);
			int n1 = 1 + (int)rng_below(&rng, 2);

			pick_tiles(&rng, &g->racks[g->mover], n0, &own);
			pick_tiles(&rng, &g->racks[1 - g->mover], n1, &opp);
			endgame_position(pos, &g->mg.board, &own, &opp,
			    passes);
			want = brute(&g->mg, &own, &opp, passes, &nodes);
			assert_int_equal(bot_endgame_solve(solver, pos, NULL,
			    res), 0);
			if (res->value != want || !res->proven)
				print_message("board %d endgame %d: brute %d, "
				    "solver %d%s\n", (int)seed, k, want,
				    res->value, res->proven ? "" :
				    " (not proven)");
			assert_true(res->proven);
			assert_int_equal(res->value, want);
			assert_true(res->n_pv >= 1);
			checked++;
			nonzero += want != rack_value(&opp) -
			    rack_value(&own);
			passing += res->pv[0].kind == MOVE_PASS;
			searched += res->nodes;
		}
	}
	print_message("%d endgames agree (%d not a mere rack count, %d best "
	    "passing); %ld minimax nodes, %ld solver nodes\n", checked,
	    nonzero, passing, nodes, searched);
	assert_true(checked >= 200);
	bot_free(greedy);
	bot_free(solver);
	free(res);
	free(pos);
	free(g);
}

/* The bot position of a CGP with both racks, the bag empty. */
static void
cgp_position(const char *text, struct bot_position *pos)
{
	struct cgp_position cgp;

	assert_int_equal(cgp_parse(text, strlen(text), &cgp, NULL), CGP_OK);
	endgame_position(pos, &cgp.board, &cgp.racks[0], &cgp.racks[1], 0);
	pos->scores[0] = cgp.scores[0];
	pos->scores[1] = cgp.scores[1];
	bot_position_count_unseen(pos);
	assert_int_equal(pos->n_unseen, cgp.racks[1].n);
}

/* A move in notation, on the position's board. */
static void
notation(const struct bot_position *pos, const struct movegen_move *m,
    char *buf, size_t size)
{
	struct move mv;

	if (m->kind == MOVE_PASS) {
		snprintf(buf, size, "-");
		return;
	}
	movegen_move_to_move(m, &pos->mg.board, &mv);
	move_format(&mv, buf, size);
}

/* Solve a CGP: proven, the value and the first move expected. */
static void
check_regression(const char *cgp, int value, const char *first)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	char text[128];

	assert_true(pos != NULL && res != NULL && bot != NULL);
	cgp_position(cgp, pos);
	assert_int_equal(bot_endgame_solve(bot, pos, NULL, res), 0);
	notation(pos, &res->pv[0], text, sizeof text);
	print_message("%+d %s, depth %d, %ld nodes, %lld ms\n", res->value,
	    text, res->depth, res->nodes, (long long)res->ms);
	assert_true(res->proven);
	assert_int_equal(res->value, value);
	assert_string_equal(text, first);
	bot_free(bot);
	free(res);
	free(pos);
}

/* The three positions of the solver's regression, values proven. */
static void
test_regression_positions(void **state)
{
	(void)state;
	need_lexicon();
	check_regression(ENDGAME_A, 78, "11I A(L)ACI(O)");
	check_regression(ENDGAME_B, 39, "11G EMPUÑ(A)");
	check_regression(ENDGAME_C, 37, "K11 (A)GIO");
}

/* A move as the game takes it: a placement and accepted, or the pass. */
static void
game_apply(struct game *g, const struct movegen_move *m)
{
	struct placement p;

	if (m->kind == MOVE_PASS) {
		assert_int_equal(game_pass(g), GAME_OK);
		return;
	}
	movegen_move_to_placement(m, &p);
	assert_int_equal(game_play(g, &p, NULL), GAME_OK);
	assert_int_equal(game_accept(g), GAME_OK);
}

/*
 * Play a CGP endgame out through the game module: the first move given
 * (NULL: the bot's), then the bots' moves to the end.  The final spread
 * for the first mover.
 */
static int
play_out(const char *cgp, const char *level,
    const struct movegen_move *first)
{
	struct game *g = game_fixture_create(lex, cgp);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *bots[2];
	int turns = 0, spread;

	assert_non_null(pos);
	for (int p = 0; p < 2; p++) {
		bots[p] = bot_create(bot_level_find(level), lex, NULL, 3);
		assert_non_null(bots[p]);
	}
	while (game_phase(g) != GAME_PHASE_OVER) {
		int p = game_mover(g);
		struct movegen_move m;

		assert_true(++turns < 40);
		if (turns == 1 && first != NULL)
			m = *first;
		else {
			bot_position_from_game(pos, lex, g, p);
			assert_int_equal(bot_choose(bots[p], pos, NULL, &m),
			    0);
			assert_int_equal(bot_last_stats(bots[p])->method,
			    BOT_METHOD_ENDGAME);
		}
		game_apply(g, &m);
	}
	spread = game_score(g, 0) - game_score(g, 1);
	for (int p = 0; p < 2; p++)
		bot_free(bots[p]);
	free(pos);
	game_free(g);
	return spread;
}

/*
 * ENDGAME_B with the scores closer (413/443): the greedy move, the best
 * by static equity (K8 (A)PUÑE 54), loses the game by 6 whatever follows;
 * experto and campeon play EMPUÑ(A) and win by 9, the spread the solver
 * proved; the game module's end (art. 37.4) agrees with the solver's.
 */
static void
test_bots_win_where_greedy_loses(void **state)
{
	static const char cgp[] = "2MY3U6A/1C1ENTURADO3G/1OH4I6O/1DE1G2N6L/"
	    "1ED1U1TA[RR]AsCARA/1OI1R2L3A2S/R1D1D1HE3L1TE/E1AFACAS1PACEIS/"
	    "LIS1S1N4E1B1/U10T1E1/[CH]10A1R1/O10N1I1/13O1/9VENOSO/7QuIJO3 "
	    "PMUBEXÑ/[LL]ZE 413/443 0";
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *greedy = bot_create(bot_level_find("experto"), lex, NULL,
	    1);
	struct movegen_move m;
	char text[128];
	int spread;

	(void)state;
	need_lexicon();
	assert_true(pos != NULL && greedy != NULL);
	cgp_position(cgp, pos);
	bot_set_search(greedy, 0);
	assert_int_equal(bot_choose(greedy, pos, NULL, &m), 0);
	notation(pos, &m, text, sizeof text);
	print_message("greedy: %s %d\n", text, m.score);
	spread = play_out(cgp, "experto", &m);
	print_message("after the greedy move: %+d\n", spread);
	assert_true(spread < 0);
	assert_int_equal(play_out(cgp, "experto", NULL), 413 - 443 + 39);
	assert_int_equal(play_out(cgp, "campeon", NULL), 413 - 443 + 39);
	bot_free(greedy);
	free(pos);
}

/*
 * The lists the solver keeps from a side's earlier turn (its plays still
 * legal, and those near the squares changed since generated anew) are
 * the full generation's, move for move, and each play that goes out
 * found before a node's moves are generated (even before its generator
 * state is made) is one of them, score and all: on the regression
 * positions, a rack with a blank, and seven-tile endgames of self-play
 * games, cut at a count of nodes.  (The filter tests a play's tiles as
 * packed counts and its squares as bit sets: a wrong bit shows here.)
 */
static void
test_kept_lists_are_full_generations(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *greedy = bot_create(bot_level_find("experto"), lex, NULL,
	    7);
	struct bot *solver = bot_create(bot_level_find("experto"), lex, NULL,
	    7);
	struct bot_budget budget = { 0, 0, 3000 };
	/* The last: a blank and a single tile against one (art. 37.4). */
	const char *cgps[] = { ENDGAME_A, ENDGAME_B, ENDGAME_C,
	    "7H7/7IR4L1/7NE3PU1/8D1ATIPA/3FINITO1T1[CH]AS/8N1U1E1U/"
	    "8D1[RR]1[LL]1R/L6CEGAJA1A/O4ACEZARES1R/T2DEBE2ÑOS1C1/"
	    "EQUIS4EnE1A1/O8N1SOMO/13B1/8OXEA1O1/2ALMODIS1AYUNE "
	    "CVLDHR?/G 314/520 0" };
	long searched = 0;

	(void)state;
	need_lexicon();
	assert_true(g != NULL && pos != NULL && res != NULL);
	assert_true(greedy != NULL && solver != NULL);
	bot_set_search(greedy, 0);
	atomic_store(&bot_endgame_check, 1);
	atomic_store(&bot_endgame_mismatches, 0);
	for (int i = 0; i < 4; i++) {
		cgp_position(cgps[i], pos);
		assert_int_equal(bot_endgame_solve(solver, pos, &budget, res),
		    0);
		searched += res->nodes;
	}
	for (uint64_t seed = 1; seed <= 6; seed++) {
		if (game_to_empty_bag(g, greedy, seed) != 0)
			continue;
		bot_game_position(g, pos);
		assert_int_equal(bot_endgame_solve(solver, pos, &budget, res),
		    0);
		searched += res->nodes;
	}
	atomic_store(&bot_endgame_check, 0);
	print_message("%ld nodes, %ld lists differ\n", searched,
	    (long)atomic_load(&bot_endgame_mismatches));
	assert_int_equal(atomic_load(&bot_endgame_mismatches), 0);
	assert_true(searched > 10000);
	bot_free(greedy);
	bot_free(solver);
	free(res);
	free(pos);
	free(g);
}

/*
 * With two threads (lazy SMP, one table) the values proven are the same
 * as with one; with three too (the helpers a different lead ahead).
 */
static void
test_two_threads_prove_the_same(void **state)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	struct bot_endgame_options options = { 2, NULL, NULL };
	const char *cgps[] = { ENDGAME_A, ENDGAME_B, ENDGAME_C };
	const int values[] = { 78, 39, 37 };

	(void)state;
	need_lexicon();
	assert_true(pos != NULL && res != NULL && bot != NULL);
	for (options.threads = 2; options.threads <= 3; options.threads++)
		for (int i = 0; i < 3; i++) {
			cgp_position(cgps[i], pos);
			assert_int_equal(bot_endgame_solve_options(bot, pos,
			    NULL, &options, res), 0);
			assert_true(res->proven);
			assert_int_equal(res->value, values[i]);
		}
	bot_free(bot);
	free(res);
	free(pos);
}

/*
 * Cut short, the solver still plays the best line it has and says the
 * value is not proven.
 */
static void
test_cut_short_is_not_proven(void **state)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *bot = bot_create(bot_level_find("experto"), lex, NULL, 1);
	struct bot_budget budget = { 0, 0, 50 };

	(void)state;
	need_lexicon();
	assert_true(pos != NULL && res != NULL && bot != NULL);
	cgp_position(ENDGAME_C, pos);
	assert_int_equal(bot_endgame_solve(bot, pos, &budget, res), 0);
	assert_false(res->proven);
	assert_true(res->n_pv >= 1);
	assert_true(res->nodes <= 50);
	bot_free(bot);
	free(res);
	free(pos);
}

/*
 * One tile in the bag ([LL], Z or E, ENDGAME_B with the opponent's [LL]
 * still in the bag): a candidate's value is its score less the solved
 * endgame of the opponent for each tile it may draw, a third each; and
 * campeon chooses by it.
 */
static void
test_pre_endgame_solves_every_draw(void **state)
{
	static const char cgp[] = "2MY3U6A/1C1ENTURADO3G/1OH4I6O/1DE1G2N6L/"
	    "1ED1U1TA[RR]AsCARA/1OI1R2L3A2S/R1D1D1HE3L1TE/E1AFACAS1PACEIS/"
	    "LIS1S1N4E1B1/U10T1E1/[CH]10A1R1/O10N1I1/13O1/9VENOSO/7QuIJO3 "
	    "PMUBEXÑ/ZE 396/443 0";
	static const tile_t draws[3] = { TILE_LL, TILE_Z, TILE_E };
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_position *next = malloc(sizeof *next);
	struct bot_endgame_result *res = malloc(sizeof *res);
	struct bot *bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	struct movegen_options options;
	struct movegen_move cand, m;
	struct cgp_position c;
	struct board board;
	float value, want = 0;

	(void)state;
	need_lexicon();
	assert_true(pos != NULL && next != NULL && res != NULL && bot != NULL);
	assert_int_equal(cgp_parse(cgp, strlen(cgp), &c, NULL), CGP_OK);
	bot_position_init(pos, lex, &c.board);
	pos->rack = c.racks[0];
	bot_position_count_unseen(pos);
	pos->bag_count = pos->n_unseen - c.racks[1].n;
	pos->scores[0] = 396;
	pos->scores[1] = 443;
	assert_int_equal(pos->bag_count, 1);
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	assert_int_equal(movegen_best(&pos->mg, &pos->rack, &options, &cand),
	    1);
	for (int d = 0; d < 3; d++) {
		struct placement p;
		struct rack mover = pos->rack, opp;

		movegen_move_to_placement(&cand, &p);
		for (int i = 0; i < p.n; i++)
			rack_remove(&mover, p.tiles[i].tile);
		rack_add(&mover, draws[d]);
		rack_init(&opp);
		for (int i = 0; i < 3; i++)
			if (i != d)
				rack_add(&opp, draws[i]);
		*next = *pos;
		movegen_update(&next->mg, &p);
		board = next->mg.board;
		endgame_position(next, &board, &opp, &mover, 0);
		assert_int_equal(bot_endgame_solve(bot, next, NULL, res), 0);
		assert_true(res->proven);
		want += ((float)cand.score - (float)res->value) / 3.0f;
	}
	assert_int_equal(bot_pre_endgame(bot, pos, &cand, 1, 10000000L, 0,
	    &value), 0);
	assert_float_equal(value, want, 1e-3);
	assert_int_equal(bot_choose(bot, pos, NULL, &m), 0);
	assert_int_equal(bot_last_stats(bot)->method,
	    BOT_METHOD_PRE_ENDGAME_SOLVED);
	assert_true(bot_last_stats(bot)->value >= value - 1e-3);
	bot_free(bot);
	free(res);
	free(next);
	free(pos);
}

/*
 * The time campeon is given for a move in the tests below: a sanitized
 * build runs a few times slower, and the point is what it finds in
 * the time of a move.
 */
#if defined(__SANITIZE_ADDRESS__)
#define MOVE_MS 4000
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MOVE_MS 4000
#endif
#endif
#ifndef MOVE_MS
#define MOVE_MS 1000
#endif

/*
 * Two tiles in the bag, in the first self-play game that leaves exactly
 * two: campeon values each move that empties the bag over every pair
 * it may draw and plays one that does better over those endgames (arts.
 * 37.2-37.4) than the static move: with a number of nodes and no clock,
 * and within the time of a move.  On the clock, what it finds depends on
 * the processor time it gets, so that part is judged only when the
 * machine gave it at least half of the time (a loaded one gives less).
 */
static void
test_pre_endgame_two_tiles_within_budget(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *greedy = bot_create(bot_level_find("experto"), lex, NULL,
	    7);
	struct bot *bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	struct bot_budget budget = { MOVE_MS, 0, 0 };
	struct bot_budget by_nodes = { 0, 0, 30000 };
	struct movegen_move m, st;
	float v_pick, v_static;
	int64_t t0, ms, cpu_ms;
	clock_t c0;
	int over = 0;

	(void)state;
	need_lexicon();
	assert_true(g != NULL && pos != NULL && greedy != NULL && bot != NULL);
	bot_set_search(greedy, 0);
	bot_game_start(g, lex, NULL, 1, 0);
	while (!over && g->bag.n > 2) {
		bot_game_position(g, pos);
		assert_int_equal(bot_choose(greedy, pos, NULL, &m), 0);
		over = bot_game_play(g, &m) == 1;
	}
	assert_false(over);
	assert_int_equal(g->bag.n, 2);
	bot_game_position(g, pos);
	assert_int_equal(bot_choose(greedy, pos, NULL, &st), 0);
	assert_int_equal(bot_pre_endgame(bot, pos, &st, 1, 400000L, 0,
	    &v_static), 0);
	/*
	 * By nodes alone, no clock: what the search finds, the same on any
	 * machine (half a second here; 5 000 nodes already find it).
	 */
	assert_int_equal(bot_choose(bot, pos, &by_nodes, &m), 0);
	assert_int_equal(bot_last_stats(bot)->method,
	    BOT_METHOD_PRE_ENDGAME_SOLVED);
	assert_false(bot_same_move(&m, &st));
	assert_int_equal(bot_pre_endgame(bot, pos, &m, 1, 400000L, 0,
	    &v_pick), 0);
	assert_true(v_pick > v_static);
	/* On the clock. */
	t0 = bot_now_ms();
	c0 = clock();
	assert_int_equal(bot_choose(bot, pos, &budget, &m), 0);
	ms = bot_now_ms() - t0;
	cpu_ms = (int64_t)((clock() - c0) * 1000 / CLOCKS_PER_SEC);
	assert_int_equal(bot_last_stats(bot)->method,
	    BOT_METHOD_PRE_ENDGAME_SOLVED);
	/* Both valued alike, with more nodes than the choice had. */
	assert_int_equal(bot_pre_endgame(bot, pos, &m, 1, 400000L, 0,
	    &v_pick), 0);
	print_message("campeon %d: %+.2f in %lld ms (%lld ms of processor "
	    "time); static %d: %+.2f\n", m.score, v_pick, (long long)ms,
	    (long long)cpu_ms, st.score, v_static);
	/*
	 * The budget is the clock's time: on a loaded machine the last
	 * endgame under way and the descheduled moments run over it, so
	 * allow as much again, which still catches a search that ignores it.
	 */
	assert_true(ms <= 2 * budget.ms);
	if (2 * cpu_ms >= ms) {
		assert_false(bot_same_move(&m, &st));
		assert_true(v_pick > v_static);
	} else
		print_message("the machine gave the search %lld of %lld ms: "
		    "its move on the clock not judged\n", (long long)cpu_ms,
		    (long long)ms);
	bot_free(greedy);
	bot_free(bot);
	free(pos);
	free(g);
}

/* Every shortcut of the solver (bot_endgame_off's bits). */
#define ALL_SHORTCUTS (BOT_ENDGAME_NO_OUT_FIRST | BOT_ENDGAME_NO_STUCK | \
	BOT_ENDGAME_NO_BIG_TABLE | BOT_ENDGAME_NO_HORIZON_OUT | \
	BOT_ENDGAME_NO_PROOF | BOT_ENDGAME_NO_SETUP)

/* Solve with the shortcuts of bits left out; the table made anew. */
static void
solve_without(struct bot *bot, const struct bot_position *pos, int bits,
    const struct bot_budget *budget, struct bot_endgame_result *res)
{
	atomic_store(&bot_endgame_off, bits);
	bot_endgame_free(bot);
	assert_int_equal(bot_endgame_solve(bot, pos, budget, res), 0);
	atomic_store(&bot_endgame_off, 0);
}

/* A solver and room for a position and two results, for the tests of one
 * shortcut against the search without it. */
struct shortcut_fixture {
	struct bot_position *pos;
	struct bot_endgame_result *res, *plain;
	struct bot *bot;
};

static int
shortcut_setup(void **state)
{
	struct shortcut_fixture *f = calloc(1, sizeof *f);

	if (f == NULL)
		return -1;
	*state = f;
	f->pos = malloc(sizeof *f->pos);
	f->res = malloc(sizeof *f->res);
	f->plain = malloc(sizeof *f->plain);
	/* Without the default lexicon the tests skip (need_lexicon()). */
	if (lex != NULL)
		f->bot = bot_create(bot_level_find("campeon"), lex, NULL, 1);
	return f->pos != NULL && f->res != NULL && f->plain != NULL &&
	    (lex == NULL || f->bot != NULL) ? 0 : -1;
}

static int
shortcut_teardown(void **state)
{
	struct shortcut_fixture *f = *state;

	bot_free(f->bot);
	free(f->plain);
	free(f->res);
	free(f->pos);
	free(f);
	return 0;
}

/*
 * The position cgp solved with every shortcut but those of base (res)
 * and without those of bits too (plain): both proven, both at the value
 * want.
 */
static void
solve_both_but(struct bot *bot, struct bot_position *pos, const char *cgp,
    int base, int bits, int want, struct bot_endgame_result *res,
    struct bot_endgame_result *plain)
{
	need_lexicon();
	cgp_position(cgp, pos);
	solve_without(bot, pos, base, NULL, res);
	solve_without(bot, pos, base | bits, NULL, plain);
	assert_true(res->proven && plain->proven);
	assert_int_equal(res->value, want);
	assert_int_equal(plain->value, want);
}

/* solve_both_but() with every shortcut in res. */
static void
solve_both(struct bot *bot, struct bot_position *pos, const char *cgp,
    int bits, int want, struct bot_endgame_result *res,
    struct bot_endgame_result *plain)
{
	solve_both_but(bot, pos, cgp, 0, bits, want, res, plain);
}

/*
 * Larger endgames than the plain minimax can search (two to four tiles a
 * side, passes made from none to two, on boards of self-play games):
 * the solver with its shortcuts (going out before generating, a side
 * with only the pass, the bigger table, the opponent's going out at the
 * horizon, the proof tests) proves what it proves without them, wherever both prove it
 * within the nodes given.
 */
static void
test_shortcuts_agree_with_plain_search(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_endgame_result *with = malloc(sizeof *with);
	struct bot_endgame_result *plain = malloc(sizeof *plain);
	struct bot *greedy, *solver;
	struct bot_budget budget = { 0, 0, 20000 };
	struct rng rng;
	int checked = 0;
	long nodes_with = 0, nodes_plain = 0;

	(void)state;
	need_lexicon();
	assert_true(g != NULL && pos != NULL && with != NULL && plain != NULL);
	greedy = bot_create(bot_level_find("experto"), lex, NULL, 7);
	solver = bot_create(bot_level_find("experto"), lex, NULL, 7);
	assert_true(greedy != NULL && solver != NULL);
	bot_set_search(greedy, 0);
	rng_seed(&rng, 20261202);
	for (uint64_t seed = 1; seed <= 16; seed++) {
		if (game_to_empty_bag(g, greedy, seed) != 0)
			continue;
		for (int k = 0; k < 4; k++) {
			struct rack own, opp;
			int passes = (int)rng_below(&rng, 3);

			pick_tiles(&rng, &g->racks[g->mover],
			    2 + (int)rng_below(&rng, 3), &own);
			pick_tiles(&rng, &g->racks[1 - g->mover],
			    2 + (int)rng_below(&rng, 3), &opp);
			if (own.n < 2 || opp.n < 2)
				continue;
			endgame_position(pos, &g->mg.board, &own, &opp,
			    passes);
			solve_without(solver, pos, 0, &budget, with);
			solve_without(solver, pos, ALL_SHORTCUTS, &budget,
			    plain);
			if (!with->proven || !plain->proven)
				continue;
			if (with->value != plain->value)
				print_message("board %d endgame %d: %d with "
				    "the shortcuts, %d without\n", (int)seed,
				    k, with->value, plain->value);
			assert_int_equal(with->value, plain->value);
			checked++;
			nodes_with += with->nodes;
			nodes_plain += plain->nodes;
		}
	}
	print_message("%d endgames agree; %ld nodes with the shortcuts, %ld "
	    "without\n", checked, nodes_with, nodes_plain);
	assert_true(checked >= 30);
	bot_free(greedy);
	bot_free(solver);
	free(plain);
	free(with);
	free(pos);
	free(g);
}

/*
 * ENDGAME_A's opponent holds Ñ with nowhere to play it: a side with only
 * the pass does not use up the depth, so the value (art. 37.4: the Ñ
 * counted twice when the mover goes out) is proven at a lower depth than
 * without, and the same.  On the same board with three of the mover's
 * tiles it is the plain minimax's value.
 */
static void
test_stuck_side_plays_alone_art_37(void **state)
{
	struct shortcut_fixture *f = *state;
	struct bot_position *pos = f->pos;
	struct bot_endgame_result *res = f->res, *plain = f->plain;
	struct bot *bot = f->bot;
	struct rack own, opp;
	struct board board;
	long nodes = 0;
	int want;

	solve_both(bot, pos, ENDGAME_A, BOT_ENDGAME_NO_STUCK, 78, res, plain);
	print_message("stuck: depth %d with the extension, %d without\n",
	    res->depth, plain->depth);
	assert_true(res->depth < plain->depth);
	/* Three tiles against the Ñ: A, V, C; the minimax agrees. */
	rack_init(&own);
	rack_add(&own, TILE_A);
	rack_add(&own, TILE_V);
	rack_add(&own, TILE_C);
	rack_init(&opp);
	rack_add(&opp, TILE_NY);
	board = pos->mg.board;
	endgame_position(pos, &board, &own, &opp, 0);
	want = brute(&pos->mg, &own, &opp, 0, &nodes);
	solve_without(bot, pos, 0, NULL, res);
	print_message("AVC against Ñ: %+d, minimax %+d\n", res->value, want);
	assert_true(res->proven);
	assert_int_equal(res->value, want);
}

/*
 * A play that goes out has an exact value (art. 37.4): tried before a
 * node's moves are generated, it cuts the node off with none generated,
 * and at the horizon the opponent's bounds the move before it proven.
 * ENDGAME_B and ENDGAME_C are proven with the same values and fewer
 * generations than without each.
 */
static void
test_going_out_first_saves_generations(void **state)
{
	struct shortcut_fixture *f = *state;
	struct bot_position *pos = f->pos;
	struct bot_endgame_result *res = f->res, *plain = f->plain;
	struct bot *bot = f->bot;

	solve_both(bot, pos, ENDGAME_B, BOT_ENDGAME_NO_OUT_FIRST, 39, res,
	    plain);
	print_message("going out first: %ld nodes, %ld without\n",
	    res->nodes, plain->nodes);
	assert_true(res->nodes < plain->nodes);
	solve_both(bot, pos, ENDGAME_C, BOT_ENDGAME_NO_HORIZON_OUT, 37, res,
	    plain);
	print_message("going out at the horizon: %ld nodes, %ld without\n",
	    res->nodes, plain->nodes);
	assert_true(res->nodes < plain->nodes);
}

/*
 * After a depth a horizon touched, the proof tests (a horizon a loss for
 * the side proving) prove the value as the search would only deeper:
 * ENDGAME_B and ENDGAME_C (art. 37.4) with the same values and first
 * moves, at a lower depth and with fewer generations than without.  The
 * order by setups is left out of both: with it the search alone proves
 * ENDGAME_B at the tests' depth.
 */
static void
test_proof_tests_prove_sooner(void **state)
{
	const char *cgp[] = { ENDGAME_B, ENDGAME_C };
	const int want[] = { 39, 37 };
	struct shortcut_fixture *f = *state;
	struct bot_position *pos = f->pos;
	struct bot_endgame_result *res = f->res, *plain = f->plain;
	struct bot *bot = f->bot;

	for (int i = 0; i < 2; i++) {
		solve_both_but(bot, pos, cgp[i], BOT_ENDGAME_NO_SETUP,
		    BOT_ENDGAME_NO_PROOF, want[i], res, plain);
		print_message("proof tests: depth %d, %ld nodes; without "
		    "depth %d, %ld nodes\n", res->depth, res->nodes,
		    plain->depth, plain->nodes);
		assert_true(bot_same_move(&res->pv[0], &plain->pv[0]));
		assert_true(res->depth < plain->depth);
		assert_true(res->nodes < plain->nodes);
	}
}

/*
 * The plays that set up going out next turn (another play of the list
 * lays exactly the tiles they keep) are tried first after those that go
 * out: ENDGAME_B (PMUBEXÑ against [LL]ZE, art. 37.4) is proven at the
 * same value with the same first move in fewer generations than
 * without that order.
 */
static void
test_setups_first_prove_sooner(void **state)
{
	struct shortcut_fixture *f = *state;
	struct bot_endgame_result *res = f->res, *plain = f->plain;

	solve_both(f->bot, f->pos, ENDGAME_B, BOT_ENDGAME_NO_SETUP, 39, res,
	    plain);
	print_message("setups first: %ld nodes, %ld without\n", res->nodes,
	    plain->nodes);
	assert_true(bot_same_move(&res->pv[0], &plain->pv[0]));
	assert_true(res->nodes < plain->nodes);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_solver_agrees_with_brute_force_art_37),
		cmocka_unit_test(test_regression_positions),
		cmocka_unit_test(test_bots_win_where_greedy_loses),
		cmocka_unit_test(test_cut_short_is_not_proven),
		cmocka_unit_test(test_kept_lists_are_full_generations),
		cmocka_unit_test(test_two_threads_prove_the_same),
		cmocka_unit_test(test_pre_endgame_solves_every_draw),
		cmocka_unit_test(test_pre_endgame_two_tiles_within_budget),
		cmocka_unit_test(test_shortcuts_agree_with_plain_search),
		cmocka_unit_test_setup_teardown(test_stuck_side_plays_alone_art_37,
		    shortcut_setup, shortcut_teardown),
		cmocka_unit_test_setup_teardown(test_going_out_first_saves_generations,
		    shortcut_setup, shortcut_teardown),
		cmocka_unit_test_setup_teardown(test_proof_tests_prove_sooner,
		    shortcut_setup, shortcut_teardown),
		cmocka_unit_test_setup_teardown(test_setups_first_prove_sooner,
		    shortcut_setup, shortcut_teardown),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
