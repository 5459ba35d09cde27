/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The computer opponent: what each level plays on a position, its
 * challenges (arts. 33-36) and its time (arts. 28-32), the same moves
 * from the same seed, exchanges and passes (arts. 24-25), the endgame
 * search (art. 37.4), hints, the analysis of a turn, and the end of a
 * game nobody can play on (art. 37.1), in a game and in the text driver.
 * Positions are played on the hand-written fixture lexicon.
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

#include "bot-game.h"
#include "bot.h"
#include "cgp.h"
#include "clock.h"
#include "driver.h"
#include "eval.h"
#include "game-fixture.h"
#include "game.h"
#include "lexicon.h"
#include "movegen.h"
#include "rules.h"
#include "save.h"

static struct lexicon *lex;
static struct eval_leaves *leaves;

static char *run_driver_on_save(struct game *g, const struct lexicon *words);
static uint64_t move_hash(uint64_t h, const struct movegen_move *m);
static int top_score(const struct bot_position *pos);

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

/*
 * The text driver resuming game g (saved as if by a script of one
 * comment line, nothing done yet) with words as its lexicon for art.
 * 37.1; what it prints, malloc'd.
 */
static char *
run_driver_on_save(struct game *g, const struct lexicon *words)
{
	static const char script[] = "# nothing but the start of a turn\n";
	char path[] = "/tmp/fichas-test-bot.XXXXXX", *text;
	struct save_info info;
	struct driver_options opt;
	struct driver_failure failure;
	struct save_failure sf;
	FILE *out = tmpfile();
	long len;
	int fd = mkstemp(path);

	assert_true(fd >= 0 && out != NULL);
	close(fd);
	memset(&info, 0, sizeof info);
	info.script = save_crc32(0, script, sizeof script - 1);
	assert_int_equal(save_write(path, g, &info, &sf), SAVE_OK);
	memset(&opt, 0, sizeof opt);
	opt.settings = *game_settings(g);
	opt.judge.is_word = game_fixture_is_word;
	opt.judge.ctx = lex;
	opt.lex = words;
	opt.save_path = path;
	opt.resume = 1;
	opt.out = out;
	assert_int_equal(driver_run(script, sizeof script - 1, &opt,
	    &failure), DRIVER_OK);
	len = ftell(out);
	assert_true(len > 0);
	text = calloc(1, (size_t)len + 1);
	assert_non_null(text);
	rewind(out);
	assert_int_equal(fread(text, 1, (size_t)len, out), (size_t)len);
	fclose(out);
	unlink(path);
	return text;
}

/* A bot at a level by name. */
static struct bot *
make_bot(const char *level, uint64_t seed)
{
	const struct bot_level *lv = bot_level_find(level);
	struct bot *bot;

	assert_non_null(lv);
	bot = bot_create(lv, lex, leaves, seed);
	assert_non_null(bot);
	return bot;
}

/* A position from CGP text, the player to move first. */
static struct bot_position *
make_position(const char *text)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct cgp_position cgp;

	assert_non_null(pos);
	assert_int_equal(cgp_parse(text, strlen(text), &cgp, NULL), CGP_OK);
	bot_position_init(pos, lex, &cgp.board);
	pos->rack = cgp.racks[0];
	bot_position_count_unseen(pos);
	pos->scores[0] = cgp.scores[0];
	pos->scores[1] = cgp.scores[1];
	return pos;
}

/* Levels by name, weakest first, as menus and --p2 bot:LEVEL name them. */
static void
test_levels_by_name_weakest_first(void **state)
{
	static const char *const names[] = { "principiante", "aficionado",
	    "experto", "campeon" };

	(void)state;
	for (int i = 0; i < BOT_LEVELS; i++) {
		assert_string_equal(bot_level_names[i], names[i]);
		assert_ptr_equal(bot_level_find(names[i]), &bot_levels[i]);
	}
	assert_null(bot_level_names[BOT_LEVELS]);
	assert_int_equal(BOT_EXPERTO, 2);
	assert_null(bot_level_find("maestro"));
}

/* The best score among every placement the rack has on the position. */
static int
top_score(const struct bot_position *pos)
{
	struct movegen_options opt;
	struct movegen_move *all = malloc(4096 * sizeof *all);
	size_t n;
	int best = 0;

	assert_non_null(all);
	movegen_options_init(&opt);
	n = movegen_list(&pos->mg, &pos->rack, &opt, all, 4096);
	assert_true(n > 0 && n <= 4096);
	for (size_t i = 0; i < n; i++)
		if (all[i].kind == MOVE_PLACE && all[i].score > best)
			best = all[i].score;
	free(all);
	return best;
}

/*
 * What each level plays on one position: aficionado the best score,
 * experto the best equity (score + leave) and no search with the bag
 * full, campeon a simulation; principiante short words, not always the
 * best it could, and not always the same.
 */
static void
test_each_level_plays_its_own_move(void **state)
{
	struct bot_position *pos = make_position(
	    "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 SAQLOTE/ 0/0 0");
	struct bot *a = make_bot("aficionado", 1), *e = make_bot("experto", 1);
	struct bot *c = make_bot("campeon", 1);
	struct bot_budget budget = { 0, 24, 0 };
	struct bot_hint best;
	struct movegen_move m, first;
	int top = top_score(pos), below = 0, other = 0;

	(void)state;
	assert_int_equal(bot_choose(a, pos, NULL, &m), 0);
	assert_int_equal(m.score, top);
	assert_int_equal(bot_hints(e, pos, &best, 1), 1);
	assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
	assert_int_equal(bot_last_stats(e)->method, BOT_METHOD_STATIC);
	assert_true(move_hash(0, &m) == move_hash(0, &best.move));
	assert_true(m.score < top);	/* the leave outweighs a few points */
	bot_set_threads(c, 1);
	assert_int_equal(bot_choose(c, pos, &budget, &m), 0);
	assert_int_equal(bot_last_stats(c)->method, BOT_METHOD_SIMULATION);
	assert_int_equal(bot_last_stats(c)->iterations, 24);
	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct bot *p = make_bot("principiante", seed);

		assert_int_equal(bot_choose(p, pos, NULL, &m), 0);
		assert_int_equal(m.kind, MOVE_PLACE);
		assert_true(m.len <= 5 || m.n_tiles == RACK_SIZE);
		assert_true(m.score <= top);
		below += m.score < top;
		if (seed == 1)
			first = m;
		else
			other += move_hash(0, &m) != move_hash(0, &first);
		bot_free(p);
	}
	assert_true(below > 0);
	assert_true(other > 0);
	bot_free(a);
	bot_free(e);
	bot_free(c);
	free(pos);
}

/* The fields that make a move (the rest of the struct is not set). */
static uint64_t
move_hash(uint64_t h, const struct movegen_move *m)
{
	unsigned char b[6 + BOARD_SIZE];
	int n = m->kind == MOVE_PLACE ? m->len : m->n_tiles;

	memset(b, 0, sizeof b);
	b[0] = m->kind;
	b[1] = m->dir;
	b[2] = m->row;
	b[3] = m->col;
	b[4] = m->len;
	b[5] = m->n_tiles;
	memcpy(b + 6, m->tiles, (size_t)n);
	for (size_t i = 0; i < sizeof b; i++)
		h = (h ^ b[i]) * 1099511628211ull;
	return (h ^ (uint64_t)(uint16_t)m->score) * 1099511628211ull;
}

/* A game's moves folded into one number. */
static uint64_t
play_game(const char *l1, const char *l2, uint64_t seed, int *scores)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *bots[2] = { make_bot(l1, seed + 1), make_bot(l2, seed + 2) };
	struct movegen_move m;
	uint64_t h = 1469598103934665603ull;

	assert_non_null(g);
	assert_non_null(pos);
	bot_game_start(g, lex, NULL, seed, 0);
	do {
		bot_game_position(g, pos);
		assert_int_equal(bot_choose(bots[g->mover], pos, NULL, &m), 0);
		h = move_hash(h, &m);
	} while (bot_game_play(g, &m) == 0);
	assert_int_not_equal(g->end, BOT_GAME_NOT_OVER);
	scores[0] = g->scores[0];
	scores[1] = g->scores[1];
	bot_free(bots[0]);
	bot_free(bots[1]);
	free(pos);
	free(g);
	return h;
}

/*
 * principiante lays short words: no main word longer than its limit but
 * a bingo (all seven tiles, art. 19).
 */
static void
test_principiante_lays_short_words(void **state)
{
	const struct bot_level *lv = bot_level_find("principiante");
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct movegen_move m;
	int plays = 0;

	(void)state;
	assert_non_null(g);
	assert_non_null(pos);
	for (uint64_t seed = 1; seed <= 4; seed++) {
		struct bot *bots[2] = { make_bot("principiante", seed),
		    make_bot("experto", seed + 10) };

		bot_game_start(g, lex, NULL, seed, 0);
		do {
			bot_game_position(g, pos);
			assert_int_equal(bot_choose(bots[g->mover], pos, NULL,
			    &m), 0);
			if (g->mover == 0 && m.kind == MOVE_PLACE) {
				plays++;
				assert_true(m.len <= lv->max_word_len ||
				    m.n_tiles == RACK_SIZE);
			}
		} while (bot_game_play(g, &m) == 0);
		bot_free(bots[0]);
		bot_free(bots[1]);
	}
	assert_true(plays > 0);
	free(pos);
	free(g);
}

/* The same seed plays the same game, move for move; another seed not. */
static void
test_same_seed_same_game(void **state)
{
	int s1[2], s2[2], s3[2];
	uint64_t a, b, c;

	(void)state;
	a = play_game("principiante", "experto", 7, s1);
	b = play_game("principiante", "experto", 7, s2);
	c = play_game("principiante", "experto", 8, s3);
	assert_true(a == b);
	assert_int_equal(s1[0], s2[0]);
	assert_int_equal(s1[1], s2[1]);
	assert_true(a != c);
}

/*
 * The simulation's result depends on its iterations, not on the threads
 * or the machine: one thread and two choose the same move after the same
 * number of iterations.
 */
static void
test_simulation_same_with_one_or_two_threads(void **state)
{
	struct bot_game *g = malloc(sizeof *g);
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot *one = make_bot("campeon", 3), *two = make_bot("campeon", 3);
	struct bot_budget budget = { 0, 24, 0 };
	struct movegen_move m1, m2, m;
	struct bot *e = make_bot("experto", 3);

	(void)state;
	bot_game_start(g, lex, NULL, 11, 0);
	for (int i = 0; i < 4; i++) {
		bot_game_position(g, pos);
		assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
		assert_int_equal(bot_game_play(g, &m), 0);
	}
	bot_game_position(g, pos);
	bot_set_threads(one, 1);
	bot_set_threads(two, 2);
	assert_int_equal(bot_choose(one, pos, &budget, &m1), 0);
	assert_int_equal(bot_choose(two, pos, &budget, &m2), 0);
	assert_int_equal(bot_last_stats(one)->method, BOT_METHOD_SIMULATION);
	assert_int_equal(bot_last_stats(one)->iterations, 24);
	assert_int_equal(bot_last_stats(two)->iterations, 24);
	assert_true(move_hash(0, &m1) == move_hash(0, &m2));
	bot_free(one);
	bot_free(two);
	bot_free(e);
	free(pos);
	free(g);
}

/* A play of one word, as the rules module scores it. */
static void
one_word(struct play_score *ps, const char *word)
{
	struct formed_word *w = &ps->words[0];

	memset(ps, 0, sizeof *ps);
	ps->n_words = 1;
	w->len = tiles_parse(word, strlen(word), TILES_MODE_WORD, w->tiles,
	    BOARD_SIZE, NULL);
	assert_true(w->len > 0);
}

/*
 * Arts. 33-36: experto and campeon challenge every invalid play and never
 * a valid one; the lower levels let some invalid plays stand, the same
 * ones every time for a seed, principiante more than aficionado.
 */
static void
test_art35_experto_challenges_exactly_the_invalid_plays(void **state)
{
	const char *valid[] = { "casa", "perro", "ñandú", "llave", "chico" };
	struct bot *e = make_bot("experto", 5), *c = make_bot("campeon", 5);
	struct bot *p = make_bot("principiante", 5);
	struct bot *a = make_bot("aficionado", 5);
	struct play_score ps;
	int missed = 0, missed_again = 0, missed_a = 0;

	(void)state;
	for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++) {
		one_word(&ps, valid[i]);
		assert_false(bot_wants_challenge(e, &ps));
		assert_false(bot_wants_challenge(c, &ps));
		assert_false(bot_wants_challenge(p, &ps));
		assert_false(bot_wants_challenge(a, &ps));
	}
	/* A valid main word with an invalid cross word is invalid. */
	one_word(&ps, "casa");
	ps.n_words = 2;
	ps.words[1].len = 2;
	ps.words[1].tiles[0] = TILE_Z;
	ps.words[1].tiles[1] = TILE_X;
	assert_true(bot_wants_challenge(e, &ps));
	for (int i = 0; i < 200; i++) {
		static const char letters[] = "abcdefghijlmnopqrstuvxyz";
		char word[8];

		snprintf(word, sizeof word, "zx%c%c", letters[i % 24],
		    letters[i / 24]);
		one_word(&ps, word);
		assert_true(bot_wants_challenge(e, &ps));
		assert_true(bot_wants_challenge(c, &ps));
		missed += !bot_wants_challenge(p, &ps);
		missed_again += !bot_wants_challenge(p, &ps);
		missed_a += !bot_wants_challenge(a, &ps);
	}
	assert_int_equal(missed, missed_again);
	assert_true(missed > 40 && missed < 160);
	assert_true(missed_a > 0 && missed_a < missed);
	bot_free(e);
	bot_free(c);
	bot_free(p);
	bot_free(a);
}

/*
 * Art. 37.4: with the bag empty, going out earns the opponent's rack
 * twice over the spread.  Here O S A can go out with SACO, SOCA or OCAS
 * for 8 points, while AS at J11 scores 9 and keeps the O.  The best score
 * (aficionado) takes the 9; the endgame search goes out: 8 + 2 x (P 3 +
 * A 1 + Z 10) = 36.
 */
static void
test_art37_4_endgame_search_goes_out_where_best_score_does_not(void **state)
{
	struct bot_position *pos = make_position(GAME_FIXTURE_ENDGAME);
	struct bot *e = make_bot("experto", 1), *a = make_bot("aficionado", 1);
	struct movegen_move m;
	struct rack opp;
	struct bot_analysis an;
	struct move played;

	(void)state;
	assert_int_equal(pos->bag_count, 0);
	assert_int_equal(bot_position_opponent_rack(pos, &opp), 0);
	assert_int_equal(rack_value(&opp), 14);
	assert_int_equal(bot_choose(a, pos, NULL, &m), 0);
	assert_int_equal(m.score, 9);
	assert_int_equal(m.n_tiles, 2);
	assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
	assert_int_equal(bot_last_stats(e)->method, BOT_METHOD_ENDGAME);
	assert_int_equal(m.kind, MOVE_PLACE);
	assert_int_equal(m.n_tiles, 3);
	assert_int_equal(m.score, 8);
	/* The analysis: the greedy AS loses against going out. */
	assert_int_equal(move_parse("J11 AS", &played, NULL), MOVE_OK);
	assert_int_equal(bot_analyze_turn(e, pos, &played, NULL, &an), 0);
	assert_int_equal(an.method, BOT_METHOD_ENDGAME);
	assert_float_equal(an.best_value, 36, 1e-6);
	assert_true(an.loss > 20);
	assert_int_equal(an.played_score, 9);
	bot_free(e);
	bot_free(a);
	free(pos);
}

/*
 * Arts. 24-25: with no play at all the players exchange while the bag
 * allows it, and pass when it does not (club rule: 7 in the bag).
 */
static void
test_art24_exchange_without_a_play_art25_pass_without_a_bag(void **state)
{
	struct bot_position *pos = make_position(
	    "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 QXJÑFHV/ 0/0 0");
	const char *levels[] = { "aficionado", "experto" };
	struct movegen_move m;

	(void)state;
	assert_true(pos->bag_count > 7);
	for (size_t i = 0; i < 2; i++) {
		struct bot *b = make_bot(levels[i], 1);

		pos->exchange_min_bag = 0;
		pos->bag_count = 30;
		assert_int_equal(bot_choose(b, pos, NULL, &m), 0);
		assert_int_equal(m.kind, MOVE_EXCHANGE);
		assert_true(m.n_tiles >= 1);
		pos->exchange_min_bag = 7;
		pos->bag_count = 6;
		assert_int_equal(bot_choose(b, pos, NULL, &m), 0);
		assert_int_equal(m.kind, MOVE_PASS);
		bot_free(b);
	}
	free(pos);
}

/* Hints: the best moves by equity, best first, equity = score + leave. */
static void
test_hints_best_first_with_their_leave(void **state)
{
	struct bot_position *pos = make_position(
	    "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 SAQLOTE/ 0/0 0");
	struct bot *e = make_bot("experto", 1);
	struct bot_hint hints[5];
	size_t n = bot_hints(e, pos, hints, 5);

	(void)state;
	assert_int_equal(n, 5);
	for (size_t i = 0; i < n; i++) {
		struct rack leave;

		movegen_move_leave(&hints[i].move, &pos->rack, &leave);
		assert_float_equal(hints[i].leave,
		    eval_leave_rack(leaves, &leave), 1e-4);
		assert_float_equal(hints[i].move.equity,
		    hints[i].move.score + hints[i].leave, 1e-4);
		if (i > 0)
			assert_true(hints[i].move.equity <=
			    hints[i - 1].move.equity);
	}
	bot_free(e);
	free(pos);
}

/* What a game shows a player: rack, unseen tiles, bag, scores. */
static void
test_position_from_game_counts_unseen_tiles(void **state)
{
	struct game_settings s;
	struct game *g;
	struct bot_position *pos = malloc(sizeof *pos);
	struct game_judge judge = { NULL, NULL };
	int n = 0;

	(void)state;
	game_settings_default(&s);
	s.seed = 3;
	g = game_create(&s, clock_source_monotonic(), judge, NULL, NULL, NULL);
	assert_non_null(g);
	bot_position_from_game(pos, lex, g, 1);
	assert_int_equal(pos->rack.n, 7);
	assert_int_equal(pos->bag_count, TILES_TOTAL - 14);
	for (int t = 0; t < TILE_CODES; t++)
		n += pos->unseen[t];
	assert_int_equal(n, TILES_TOTAL - 7);
	assert_int_equal(pos->n_unseen, TILES_TOTAL - 7);
	game_free(g);
	free(pos);
}

/*
 * Arts. 28-32: the time for a move.  Untimed: the level's own.  Chess
 * clock: more time left, more time a move, never more than the level's
 * cap nor a third of the clock; almost out of time (overtime costs 10
 * points a minute, art. 32): very little.  Timer (art. 30): a share of
 * the turn.
 */
static void
test_art28_time_budget_follows_the_clock(void **state)
{
	const struct bot_level *e = bot_level_find("experto");
	struct clock_settings cs;
	int64_t a, b, c;

	(void)state;
	assert_int_equal(bot_time_budget(e, NULL, 0, 50), e->untimed_ms);
	clock_settings_default(&cs, CLOCK_NONE);
	assert_int_equal(bot_time_budget(e, &cs, 0, 50), e->untimed_ms);
	clock_settings_default(&cs, CLOCK_CORRIDO);
	a = bot_time_budget(e, &cs, 25 * 60000, 80);
	b = bot_time_budget(e, &cs, 2 * 60000, 80);
	c = bot_time_budget(e, &cs, 2 * 60000, 10);
	assert_true(a > b);
	assert_true(c > b);	/* fewer moves left: more each */
	assert_true(a <= e->max_ms);
	assert_true(b <= (2 * 60000) / 3);
	assert_true(bot_time_budget(e, &cs, 1000, 40) < 1000);
	assert_true(bot_time_budget(e, &cs, -5000, 40) < 1000);
	assert_true(bot_time_budget(e, &cs, 600 * 60000, 80) == e->max_ms);
	clock_settings_default(&cs, CLOCK_TIMER);
	a = bot_time_budget(e, &cs, 120000, 40);
	assert_true(a > 0 && a < 120000 / 2 && a <= e->max_ms);
}

/*
 * Arts. 28-32 for every level: a stronger level may think as long as a
 * weaker one or longer, untimed and on a chess clock; none spends the
 * last second of its clock; and the levels without a search answer well
 * within their untimed time.
 */
static void
test_art28_each_level_uses_its_time(void **state)
{
	struct bot_position *pos = make_position(
	    "15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 SAQLOTE/ 0/0 0");
	struct clock_settings cs;
	int64_t untimed = 0, clocked = 0;
	struct movegen_move m;

	(void)state;
	clock_settings_default(&cs, CLOCK_CORRIDO);
	for (int i = 0; i < BOT_LEVELS; i++) {
		const struct bot_level *lv = &bot_levels[i];
		int64_t u = bot_time_budget(lv, NULL, 0, 50);
		int64_t c = bot_time_budget(lv, &cs, 25 * 60000, 80);

		assert_true(u >= untimed && c >= clocked && c > 0);
		assert_true(bot_time_budget(lv, &cs, 1000, 40) < 1000);
		untimed = u;
		clocked = c;
		if (i <= BOT_EXPERTO) {
			struct bot *b = make_bot(lv->name, 1);
			struct bot_budget budget = { u, 0, 0 };

			assert_int_equal(bot_choose(b, pos, &budget, &m), 0);
			assert_true(bot_last_stats(b)->ms < u / 2);
			bot_free(b);
		}
	}
	free(pos);
}

/*
 * bot_stop() cuts one decision short: the endgame search stopped before
 * it began still plays a move, and the next decision searches again.
 */
static void
test_a_stop_ends_one_decision_only(void **state)
{
	struct bot_position *pos = make_position(GAME_FIXTURE_ENDGAME);
	struct bot *e = make_bot("experto", 1);
	struct movegen_move m;

	(void)state;
	bot_stop(e);
	assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
	assert_int_equal(m.kind, MOVE_PLACE);
	assert_int_equal(bot_last_stats(e)->depth, 0);
	assert_int_equal(bot_choose(e, pos, NULL, &m), 0);
	assert_int_equal(bot_last_stats(e)->method, BOT_METHOD_ENDGAME);
	assert_true(bot_last_stats(e)->depth >= 1);
	bot_free(e);
	free(pos);
}

/*
 * Art. 37.1: bag empty, neither rack can place a tile, so the game ends
 * and each player loses their rack (Q 5 + X 8 + J 8 = 21; Z 10 + Ñ 8 +
 * V 4 = 22).
 */
static void
test_art37_1_blocked_game_ends_with_racks_deducted(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_BLOCKED);

	(void)state;
	assert_int_equal(game_bag_count(g), 0);
	assert_false(bot_can_place(lex, game_board(g), game_rack(g, 0)));
	assert_false(bot_can_place(lex, game_board(g), game_rack(g, 1)));
	assert_int_equal(bot_check_blocked(lex, g), 1);
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(g), GAME_END_BLOCKED);
	assert_int_equal(game_score(g, 0), 300 - 21);
	assert_int_equal(game_score(g, 1), 300 - 22);
	game_free(g);
}

/* Art. 37.1: one rack that can still place (CASA + S) keeps the game on. */
static void
test_art37_1_not_blocked_while_a_rack_can_place(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_ENDGAME);

	(void)state;
	assert_int_equal(game_bag_count(g), 0);
	assert_true(bot_can_place(lex, game_board(g), game_rack(g, 0)));
	assert_int_equal(bot_check_blocked(lex, g), 0);
	assert_int_equal(game_phase(g), GAME_PHASE_TURN);
	game_free(g);
}

/*
 * Art. 37.1 with tiles in the bag: the same two racks could be changed
 * by an exchange (art. 24), so nobody is blocked yet.
 */
static void
test_art37_1_not_blocked_while_the_bag_allows_an_exchange(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_BAG);

	(void)state;
	assert_int_equal(game_bag_count(g), 90);
	assert_false(bot_can_place(lex, game_board(g), game_rack(g, 0)));
	assert_false(bot_can_place(lex, game_board(g), game_rack(g, 1)));
	assert_int_equal(bot_check_blocked(lex, g), 0);
	assert_int_equal(game_phase(g), GAME_PHASE_TURN);
	game_free(g);
}

/*
 * Art. 37.1 in the text driver: at the start of a turn nobody can place
 * a tile, so the driver ends the game as the curses game does, with the
 * racks deducted; without a lexicon to ask, it never does.
 */
static void
test_art37_1_text_driver_ends_a_blocked_game(void **state)
{
	struct game *g = game_fixture_create(lex, GAME_FIXTURE_BLOCKED);
	char *out;

	(void)state;
	out = run_driver_on_save(g, lex);
	assert_non_null(strstr(out, "over (art. 37.1): blocked\n"));
	assert_non_null(strstr(out, "Ana 279, Luis 278\n"));
	free(out);
	out = run_driver_on_save(g, NULL);
	assert_null(strstr(out, "blocked"));
	assert_non_null(strstr(out, "Ana 300, Luis 300\n"));
	free(out);
	game_free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_levels_by_name_weakest_first),
		cmocka_unit_test(test_each_level_plays_its_own_move),
		cmocka_unit_test(test_principiante_lays_short_words),
		cmocka_unit_test(test_same_seed_same_game),
		cmocka_unit_test(test_simulation_same_with_one_or_two_threads),
		cmocka_unit_test(
		    test_art35_experto_challenges_exactly_the_invalid_plays),
		cmocka_unit_test(
		    test_art37_4_endgame_search_goes_out_where_best_score_does_not),
		cmocka_unit_test(
		    test_art24_exchange_without_a_play_art25_pass_without_a_bag),
		cmocka_unit_test(test_hints_best_first_with_their_leave),
		cmocka_unit_test(test_position_from_game_counts_unseen_tiles),
		cmocka_unit_test(test_art28_time_budget_follows_the_clock),
		cmocka_unit_test(test_art28_each_level_uses_its_time),
		cmocka_unit_test(test_a_stop_ends_one_decision_only),
		cmocka_unit_test(
		    test_art37_1_blocked_game_ends_with_racks_deducted),
		cmocka_unit_test(
		    test_art37_1_not_blocked_while_a_rack_can_place),
		cmocka_unit_test(
		    test_art37_1_not_blocked_while_the_bag_allows_an_exchange),
		cmocka_unit_test(test_art37_1_text_driver_ends_a_blocked_game),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
