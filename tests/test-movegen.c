/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "bag.h"
#include "board.h"
#include "lexicon.h"
#include "move.h"
#include "movegen.h"
#include "rack.h"
#include "rng.h"
#include "rules.h"
#include "tiles.h"

/*
 * Tests of the move generator over the fixture word list.
 *
 * The central test compares the generator with a brute-force one on
 * 1 000 random positions.  The brute force knows nothing of anchors,
 * cross-checks or the GADDAG: from every empty square, in both directions,
 * it lays every ordered choice of rack tiles (each blank as each of the 28
 * letters) on the next empty squares, and keeps each placement that
 * rules_check() accepts and whose words (rules_score()) are all in the
 * lexicon, with rules_score()'s score.  The only shortcut: it stops
 * lengthening a line once the main word read so far is no prefix of any
 * word, which no longer placement can mend, and it does not start where
 * no placement could touch the board (art. 9).
 *
 * Positions come from seeded bags: random moves of the generator itself
 * are played, and some boards get a few stray tiles as well, so that
 * cross-checks meet arbitrary neighbours.
 */

#define POSITIONS 1000
#define TOP_N 12

/* The generator's moves or the brute force's, to compare as sets. */
struct move_set {
	struct movegen_move *moves;
	size_t n, size;
};

/* The state of a brute-force search. */
struct brute {
	const struct lexicon *lex;
	const struct board *board;
	const struct rack *rack;
	int counts[TILE_CODES];
	struct placement placement;
	struct move_set *out;
};

static struct lexicon *fixture;
static int quick; /* FICHAS_TEST_QUICK: a twentieth of the positions */
static struct movegen_words *fixture_words;

static int setup(void **);
static int teardown(void **);
static void set_add(struct move_set *, const struct movegen_move *);
static int set_emit(void *, const struct movegen_move *);
static int key_compare(const void *, const void *);
static int is_prefix(const struct lexicon *, const tile_t *, int);
static tile_t brute_get(const struct brute *, int, int);
static int line_prefix(const struct brute *, int, int, int, tile_t *);
static int brute_may_connect(const struct board *, int, int, int, int);
static void brute_keep(struct brute *);
static void brute_try(struct brute *, int, int, int, tile_t);
static void brute_from(struct brute *, int, int, int);
static void brute_force(const struct lexicon *, const struct board *,
    const struct rack *, struct move_set *);
static void generated(const struct movegen *, const struct rack *,
    unsigned, struct move_set *);
static int random_position(struct rng *, struct movegen *, struct rack *,
    int *);
static void lay_word(struct movegen *, const char *);
static float hashed_leave(void *, const int[TILE_CODES], int);
static void hashed_leaves(void *, int, const uint8_t *, const uint8_t *,
    float *);
static void rack_of(struct rack *, const char *);
static int positions(int);

static int
setup(void **state)
{
	struct lexicon_failure failure;

	(void)state;
	if (lexicon_open(TEST_SRCDIR "/data/fixture-words.txt", &fixture,
	    &failure) != 0)
		return -1;
	quick = getenv("FICHAS_TEST_QUICK") != NULL;
	fixture_words = movegen_words_create(fixture);
	return fixture_words != NULL ? 0 : -1;
}

static int
teardown(void **state)
{
	(void)state;
	movegen_words_free(fixture_words);
	lexicon_free(fixture);
	return 0;
}

/* Append a move to a set. */
static void
set_add(struct move_set *set, const struct movegen_move *m)
{
	if (set->n == set->size) {
		set->size = set->size ? 2 * set->size : 256;
		set->moves = realloc(set->moves, set->size * sizeof *m);
		assert_non_null(set->moves);
	}
	set->moves[set->n++] = *m;
}

/* movegen_generate() callback: keep placements only. */
static int
set_emit(void *ctx, const struct movegen_move *m)
{
	set_add(ctx, m);
	return 0;
}

/* Board order of plays, equity aside: for sorting sets to compare. */
static int
key_compare(const void *pa, const void *pb)
{
	const struct movegen_move *a = pa, *b = pb;

	if (a->kind != b->kind)
		return a->kind - b->kind;
	if (a->dir != b->dir)
		return a->dir - b->dir;
	if (a->row != b->row)
		return a->row - b->row;
	if (a->col != b->col)
		return a->col - b->col;
	if (a->len != b->len)
		return a->len - b->len;
	if (a->n_tiles != b->n_tiles)
		return a->n_tiles - b->n_tiles;
	return memcmp(a->tiles, b->tiles, sizeof a->tiles);
}

/* Whether tiles[0..n) begin some word of the lexicon (the DAWG). */
static int
is_prefix(const struct lexicon *lex, const tile_t *tiles, int n)
{
	uint32_t list = lexicon_root(lex, LEXICON_DAWG);

	for (int i = 0; i < n; i++) {
		uint32_t e = lexicon_edge(lex, list, tiles[i]);

		if (e == 0)
			return 0;
		list = lexicon_edge_children(lex, e);
	}
	return 1;
}

/* The tile at (row, col) with the placement laid, TILE_NONE if none. */
static tile_t
brute_get(const struct brute *b, int row, int col)
{
	for (int i = 0; i < b->placement.n; i++)
		if (b->placement.tiles[i].row == row &&
		    b->placement.tiles[i].col == col)
			return b->placement.tiles[i].tile;
	return board_get(b->board, row, col);
}

/*
 * The run of tiles (board and placement) along dir that ends at (row,
 * col), from its first tile; returns its length.
 */
static int
line_prefix(const struct brute *b, int dir, int row, int col, tile_t *out)
{
	int dr = dir == DIR_DOWN, dc = dir == DIR_ACROSS, n = 0;

	while (brute_get(b, row - dr, col - dc) != TILE_NONE) {
		row -= dr;
		col -= dc;
	}
	for (; n < BOARD_SIZE && (out[n] = brute_get(b, row, col)) !=
	    TILE_NONE; row += dr, col += dc)
		n++;
	return n;
}

/*
 * Whether some placement of up to n tiles from the empty (row, col) along
 * dir could touch the board (art. 9) or cover the centre of an empty one
 * (art. 6): if none of the squares it could use has a tile beside it, or
 * runs into one, every placement from there is refused.
 */
static int
brute_may_connect(const struct board *board, int dir, int row, int col,
    int n)
{
	static const int step[4][2] = {
	    { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }
	};
	int dr = dir == DIR_DOWN, dc = dir == DIR_ACROSS;

	while (n > 0 && board_on(row, col)) {
		if (board_get(board, row, col) != TILE_NONE)
			return 1;
		if (board_is_empty(board) && row == BOARD_CENTER &&
		    col == BOARD_CENTER)
			return 1;
		for (int k = 0; k < 4; k++)
			if (board_get(board, row + step[k][0],
			    col + step[k][1]) != TILE_NONE)
				return 1;
		row += dr;
		col += dc;
		n--;
	}
	return 0;
}

/* Keep the current placement if it is legal and all its words exist. */
static void
brute_keep(struct brute *b)
{
	struct play_score ps;
	struct movegen_move m;
	const struct formed_word *w;

	if (rules_check(b->board, b->rack, &b->placement) != RULES_OK ||
	    rules_score(b->board, &b->placement, &ps) != RULES_OK)
		return;
	for (int i = 0; i < ps.n_words; i++)
		if (!lexicon_contains(b->lex, ps.words[i].tiles,
		    (size_t)ps.words[i].len))
			return;
	w = &ps.words[0];
	memset(&m, 0, sizeof m);
	m.kind = MOVE_PLACE;
	m.dir = (uint8_t)w->dir;
	m.row = (uint8_t)w->row;
	m.col = (uint8_t)w->col;
	m.len = (uint8_t)w->len;
	m.n_tiles = (uint8_t)b->placement.n;
	m.score = (int16_t)ps.score;
	for (int i = 0; i < b->placement.n; i++) {
		const struct placed_tile *t = &b->placement.tiles[i];
		int at = w->dir == DIR_ACROSS ? t->col - w->col :
		    t->row - w->row;

		m.tiles[at] = t->tile;
	}
	set_add(b->out, &m);
}

/* Lay one tile at (row, col) along dir, judge, and go on lengthening. */
static void
brute_try(struct brute *b, int dir, int row, int col, tile_t tile)
{
	tile_t prefix[BOARD_SIZE];
	struct placed_tile *t = &b->placement.tiles[b->placement.n++];
	int dr = dir == DIR_DOWN, dc = dir == DIR_ACROSS, n;

	t->row = row;
	t->col = col;
	t->tile = tile;
	/* A lone tile is found from both directions: keep it once. */
	if (b->placement.n > 1 || dir == DIR_ACROSS)
		brute_keep(b);
	n = line_prefix(b, dir, row, col, prefix);
	if (b->placement.n < b->rack->n && is_prefix(b->lex, prefix, n)) {
		do {
			row += dr;
			col += dc;
		} while (board_get(b->board, row, col) != TILE_NONE);
		if (board_on(row, col))
			brute_from(b, dir, row, col);
	}
	b->placement.n--;
}

/* Every rack tile (each blank as every letter) on the empty (row, col). */
static void
brute_from(struct brute *b, int dir, int row, int col)
{
	for (int t = TILE_A; t <= TILE_Z; t++) {
		if (b->counts[t] == 0)
			continue;
		b->counts[t]--;
		brute_try(b, dir, row, col, (tile_t)t);
		b->counts[t]++;
	}
	if (b->counts[TILE_BLANK] == 0)
		return;
	b->counts[TILE_BLANK]--;
	for (int t = TILE_A; t <= TILE_Z; t++)
		brute_try(b, dir, row, col, (tile_t)(t | TILE_BLANK_FLAG));
	b->counts[TILE_BLANK]++;
}

/* Every legal placement with valid words, by brute force. */
static void
brute_force(const struct lexicon *lex, const struct board *board,
    const struct rack *rack, struct move_set *out)
{
	struct brute b;

	memset(&b, 0, sizeof b);
	b.lex = lex;
	b.board = board;
	b.rack = rack;
	b.out = out;
	rack_counts(rack, b.counts);
	for (int dir = 0; dir < 2; dir++)
		for (int row = 0; row < BOARD_SIZE; row++)
			for (int col = 0; col < BOARD_SIZE; col++)
				if (board_get(board, row, col) == TILE_NONE &&
				    brute_may_connect(board, dir, row, col,
				    rack->n))
					brute_from(&b, dir, row, col);
}

/* The generator's moves of the kinds asked for. */
static void
generated(const struct movegen *mg, const struct rack *rack, unsigned what,
    struct move_set *out)
{
	struct movegen_options options;

	movegen_options_init(&options);
	options.what = what;
	movegen_generate(mg, rack, &options, set_emit, out);
}

/*
 * A random position: from a seeded bag, a random number of random
 * generated plays (checked against a fresh generator after each update,
 * which for an odd number of plays reads the word table's graph),
 * sometimes stray tiles.  Leaves a rack drawn for the player to move and
 * the bag count in *bag_count.  Returns the number of plays made.
 */
static int
random_position(struct rng *rng, struct movegen *mg, struct rack *rack,
    int *bag_count)
{
	struct board board;
	struct move_set set = { NULL, 0, 0 };
	struct movegen fresh;
	struct bag bag;
	int plays = (int)rng_below(rng, 12), made = 0;

	bag_fill(&bag);
	board_init(&board);
	if (rng_below(rng, 4) == 0)
		for (int i = (int)rng_below(rng, 4); i >= 0; i--) {
			int row = (int)rng_below(rng, BOARD_SIZE);
			int col = (int)rng_below(rng, BOARD_SIZE);
			tile_t t = bag_draw(&bag, rng);

			if (t == TILE_BLANK)
				t = TILE_A | TILE_BLANK_FLAG;
			board_put(&board, row, col, t);
		}
	movegen_init(mg, fixture, &board);
	movegen_set_words(mg, plays % 2 == 1 ? fixture_words : NULL);
	for (int i = 0; i < plays; i++) {
		struct placement placement;
		size_t pick;

		rack_init(rack);
		bag_refill(&bag, rng, rack);
		set.n = 0;
		generated(mg, rack, MOVEGEN_PLACEMENTS, &set);
		if (set.n == 0)
			break;
		pick = rng_below(rng, (uint32_t)set.n);
		movegen_move_to_placement(&set.moves[pick], &placement);
		movegen_update(mg, &placement);
		movegen_init(&fresh, fixture, &mg->board);
		assert_memory_equal(fresh.lines, mg->lines, sizeof mg->lines);
		assert_memory_equal(fresh.tile_bits, mg->tile_bits,
		    sizeof mg->tile_bits);
		assert_memory_equal(fresh.anchor_bits, mg->anchor_bits,
		    sizeof mg->anchor_bits);
		assert_memory_equal(fresh.dead_bits, mg->dead_bits,
		    sizeof mg->dead_bits);
		made++;
	}
	movegen_set_words(mg, NULL);
	free(set.moves);
	rack_init(rack);
	bag_refill(&bag, rng, rack);
	if (rng_below(rng, 3) == 0)
		while (rack->n > 1 + (int)rng_below(rng, 6))
			rack_remove(rack, rack->tiles[0]);
	*bag_count = bag.n;
	return made;
}

/* Lay "8H WORD" / "H8 WORD" (fixture spelling, no through squares). */
static void
lay_word(struct movegen *mg, const char *notation)
{
	struct move move;
	struct move_failure failure;
	struct placement placement;

	assert_int_equal(move_parse(notation, &move, &failure), MOVE_OK);
	assert_int_equal(move_to_placement(&move, &mg->board, &placement,
	    &failure), MOVE_OK);
	assert_int_equal(rules_check(&mg->board, NULL, &placement), RULES_OK);
	movegen_update(mg, &placement);
}

/* A made-up leave value: any function will do, as long as it varies. */
static float
hashed_leave(void *ctx, const int counts[TILE_CODES], int n)
{
	uint32_t h = 2166136261u;

	(void)ctx;
	for (int t = 0; t < TILE_CODES; t++)
		h = (h ^ (uint32_t)counts[t]) * 16777619u;
	return (float)(h % 2001) / 100.0f - 10.0f + (float)n * 0.5f;
}

/* hashed_leave() of every sub-rack at once, in the odometer's order. */
static void
hashed_leaves(void *ctx, int nd, const uint8_t *tiles, const uint8_t *copies,
    float *values)
{
	int counts[TILE_CODES] = { 0 }, kept[RACK_SIZE] = { 0 }, n = 0;

	for (int index = 0;; index++) {
		int d;

		values[index] = hashed_leave(ctx, counts, n);
		for (d = 0; d < nd && kept[d] == copies[d]; d++) {
			n -= kept[d];
			counts[tiles[d]] = kept[d] = 0;
		}
		if (d == nd)
			return;
		kept[d]++;
		counts[tiles[d]]++;
		n++;
	}
}

/* Fill a rack from text ("CASA?"). */
static void
rack_of(struct rack *rack, const char *text)
{
	assert_int_equal(rack_parse(rack, text), 0);
}

/* How many random positions a test runs (fewer under valgrind). */
static int
positions(int n)
{
	return quick ? n / 20 : n;
}

/*
 * The generator finds exactly the placements the brute force finds, with
 * the same scores (arts. 6, 8-10, 12-22), on 1 000 random positions.
 */
static void
test_movegen_matches_brute_force_on_random_positions(void **state)
{
	struct move_set gen = { NULL, 0, 0 }, brute = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	size_t total = 0;
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	rng_seed(&rng, 20260105);
	for (int p = 0; p < positions(POSITIONS); p++) {
		struct rack rack;
		int bag_count;

		random_position(&rng, mg, &rack, &bag_count);
		gen.n = brute.n = 0;
		generated(mg, &rack, MOVEGEN_PLACEMENTS, &gen);
		brute_force(fixture, &mg->board, &rack, &brute);
		qsort(gen.moves, gen.n, sizeof gen.moves[0], key_compare);
		qsort(brute.moves, brute.n, sizeof brute.moves[0],
		    key_compare);
		if (gen.n != brute.n)
			fail_msg("position %d: %zu moves generated, %zu by "
			    "brute force", p, gen.n, brute.n);
		for (size_t i = 0; i < gen.n; i++) {
			assert_int_equal(key_compare(&gen.moves[i],
			    &brute.moves[i]), 0);
			assert_int_equal(gen.moves[i].score,
			    brute.moves[i].score);
		}
		total += gen.n;
	}
	/* The positions are not trivial: thousands of plays in all. */
	assert_true(total > 20 * (size_t)positions(POSITIONS));
	free(gen.moves);
	free(brute.moves);
	free(mg);
}

/* Art. 6: CASA on the empty board covers H8: 4 squares across, 4 down. */
static void
test_art6_first_play_covers_the_centre(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen mg;
	struct board board;
	struct rack rack;
	int casa = 0;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	rack_of(&rack, "CASA");
	generated(&mg, &rack, MOVEGEN_PLACEMENTS, &set);
	for (size_t i = 0; i < set.n; i++) {
		const struct movegen_move *m = &set.moves[i];
		int start = m->dir == DIR_ACROSS ? m->col : m->row;
		int other = m->dir == DIR_ACROSS ? m->row : m->col;

		assert_int_equal(other, BOARD_CENTER);
		assert_true(start <= BOARD_CENTER &&
		    start + m->len > BOARD_CENTER);
		assert_true(m->len >= 2);
		if (m->len == 4 && memcmp(m->tiles, "\x03\x01\x16\x01", 4) ==
		    0) {
			/* 3+1+1+1 on the centre star (2W, art. 16): 12. */
			assert_int_equal(m->score, 12);
			casa++;
		}
	}
	assert_int_equal(casa, 8);
	free(set.moves);
}

/*
 * Art. 6: on the empty board the best first play alone (movegen_best(),
 * which walks no anchor down there) is the first of the sorted full list,
 * across, and the best few (movegen_top()) take in the plays down too;
 * racks from a seeded bag, with and without the word table and leaves.
 */
static void
test_art6_best_first_play_is_the_one_across(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	struct movegen_options options;
	struct movegen_move top[TOP_N];
	struct board board;
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	board_init(&board);
	movegen_init(mg, fixture, &board);
	rng_seed(&rng, 66);
	for (int p = 0; p < positions(200); p++) {
		struct rack rack;
		struct bag bag;
		size_t n;

		bag_fill(&bag);
		rack_init(&rack);
		bag_refill(&bag, &rng, &rack);
		movegen_set_words(mg, p % 2 ? fixture_words : NULL);
		movegen_options_init(&options);
		options.what = MOVEGEN_PLACEMENTS;
		if (p % 3 != 0)
			options.leave = hashed_leave;
		set.n = 0;
		movegen_generate(mg, &rack, &options, set_emit, &set);
		qsort(set.moves, set.n, sizeof set.moves[0],
		    movegen_move_compare);
		assert_int_equal(movegen_best(mg, &rack, &options, top),
		    set.n > 0);
		if (set.n == 0)
			continue;
		assert_int_equal(movegen_move_compare(&top[0], &set.moves[0]),
		    0);
		assert_int_equal(top[0].dir, DIR_ACROSS);
		n = movegen_top(mg, &rack, &options, top, TOP_N);
		for (size_t i = 0; i < n; i++)
			assert_int_equal(movegen_move_compare(&top[i],
			    &set.moves[i]), 0);
	}
	free(set.moves);
	free(mg);
}

/*
 * Art. 19: seven tiles add 50 after the multipliers.  ÑANDÚES (Ñ A N D U E
 * S) at 8H covers H8-N8: Ñ 8 on the star (2W), U on L8 (2L): 8 + 1 + 1 +
 * 2 + 2 + 1 + 1 = 16, times 2 = 32, plus 50 = 82.
 */
static void
test_art19_seven_tiles_add_fifty(void **state)
{
	struct movegen_move best[400];
	struct movegen_options options;
	struct movegen mg;
	struct board board;
	struct rack rack;
	size_t n;
	int found = 0;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	rack_of(&rack, "ÑANDUES");
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	n = movegen_list(&mg, &rack, &options, best, 400);
	assert_true(n <= 400);
	for (size_t i = 0; i < n; i++)
		if (best[i].dir == DIR_ACROSS && best[i].col == BOARD_CENTER &&
		    best[i].n_tiles == 7) {
			assert_int_equal(best[i].score, 82);
			found = 1;
		}
	assert_true(found);
}

/*
 * Art. 10: a blank may be any tile, a digraph included.  On the empty
 * board "?OCE" makes COCHE (C O CH E) only with the blank as CH, in the
 * four squares across or down that cover the centre.
 */
static void
test_art10_blank_plays_a_digraph(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen mg;
	struct board board;
	struct rack rack;
	int coche = 0;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	rack_of(&rack, "?OCE");
	generated(&mg, &rack, MOVEGEN_PLACEMENTS, &set);
	for (size_t i = 0; i < set.n; i++) {
		const struct movegen_move *m = &set.moves[i];

		if (m->len == 4 && m->tiles[0] == TILE_C &&
		    m->tiles[1] == TILE_O &&
		    m->tiles[2] == (TILE_CH | TILE_BLANK_FLAG) &&
		    m->tiles[3] == TILE_E) {
			/* C3 + O1 + blank 0 + E1 = 5, doubled by the star. */
			assert_int_equal(m->score, 10);
			coche++;
		}
	}
	assert_int_equal(coche, 8);
	free(set.moves);
}

/*
 * Art. 11: two tiles C and H are not the CH tile.  After CASA at 8H, the
 * rack C H O E cannot spell COCHE with separate C and H tiles.
 */
static void
test_art11_c_and_h_tiles_do_not_make_ch(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen mg;
	struct board board;
	struct rack rack;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	rack_init(&rack);
	rack_add(&rack, TILE_C);
	rack_add(&rack, TILE_O);
	rack_add(&rack, TILE_C);
	rack_add(&rack, TILE_H);
	rack_add(&rack, TILE_E);
	generated(&mg, &rack, MOVEGEN_PLACEMENTS, &set);
	for (size_t i = 0; i < set.n; i++)
		for (int k = 0; k < set.moves[i].len; k++)
			assert_int_not_equal(set.moves[i].tiles[k], TILE_H);
	free(set.moves);
}

/*
 * A lone tile forming words both ways is one move, read across (as
 * rules_score() reads it).  With CASA at 8H and CASO down from H8, an S on
 * I9 makes AS across (H9-I9) and AS down (I8-I9).
 */
static void
test_art8_lone_tile_forming_two_words_is_one_move(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen mg;
	struct board board;
	struct rack rack;
	int found = 0;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	lay_word(&mg, "8H CASA");
	lay_word(&mg, "H9 ASO");
	rack_of(&rack, "S");
	generated(&mg, &rack, MOVEGEN_PLACEMENTS, &set);
	for (size_t i = 0; i < set.n; i++) {
		struct placement p;

		movegen_move_to_placement(&set.moves[i], &p);
		if (p.tiles[0].row == 8 && p.tiles[0].col == 8) {
			assert_int_equal(set.moves[i].dir, DIR_ACROSS);
			/* AS across (1+1) + AS down (1+1), I9 is 2L: 3+3. */
			assert_int_equal(set.moves[i].score, 6);
			found++;
		}
	}
	assert_int_equal(found, 1);
	free(set.moves);
}

/* Art. 24: one exchange per distinct multiset, as the bag allows. */
static void
test_art24_exchanges_distinct_and_limited_by_the_bag(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen_options options;
	struct movegen mg;
	struct board board;
	struct rack rack;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	rack_of(&rack, "AAB");
	movegen_options_init(&options);
	options.what = MOVEGEN_EXCHANGES;
	options.bag_count = 50;
	movegen_generate(&mg, &rack, &options, set_emit, &set);
	/* A, B, AA, AB, AAB. */
	assert_int_equal(set.n, 5);
	set.n = 0;
	options.bag_count = 2;
	movegen_generate(&mg, &rack, &options, set_emit, &set);
	assert_int_equal(set.n, 4); /* not the three tiles */
	set.n = 0;
	options.exchange_min_bag = 7;
	options.bag_count = 6;
	movegen_generate(&mg, &rack, &options, set_emit, &set);
	assert_int_equal(set.n, 0); /* the club rule: 7 in the bag */
	set.n = 0;
	options.what = MOVEGEN_PASS;
	movegen_generate(&mg, &rack, &options, set_emit, &set);
	assert_int_equal(set.n, 1); /* art. 25: a pass at any time */
	assert_int_equal(set.moves[0].kind, MOVE_PASS);
	free(set.moves);
}

/* Every generated play passes rules_check() and scores as rules_score(). */
static void
test_art12_generated_scores_match_rules_score(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	rng_seed(&rng, 7);
	for (int p = 0; p < positions(100); p++) {
		struct rack rack;
		int bag_count;

		random_position(&rng, mg, &rack, &bag_count);
		set.n = 0;
		generated(mg, &rack, MOVEGEN_PLACEMENTS, &set);
		for (size_t i = 0; i < set.n; i++) {
			struct placement pl;
			struct play_score ps;
			struct rack leave;

			movegen_move_to_placement(&set.moves[i], &pl);
			assert_int_equal(rules_check(&mg->board, &rack, &pl),
			    RULES_OK);
			assert_int_equal(rules_score(&mg->board, &pl, &ps),
			    RULES_OK);
			assert_int_equal(ps.score, set.moves[i].score);
			movegen_move_leave(&set.moves[i], &rack, &leave);
			assert_int_equal(leave.n + pl.n, rack.n);
		}
	}
	free(set.moves);
	free(mg);
}

/*
 * movegen_update_touched() changes the state as movegen_update() does,
 * and movegen_restore() gives back the state before it byte for byte,
 * so one copy serves the plays of a position one after another (the
 * endgame solver's children), on random positions and their plays;
 * with a cache of cross-checks (kept over the positions) the same as
 * without.
 */
static void
test_movegen_update_then_restore_gives_back_the_state(void **state)
{
	static struct movegen_cross_cache cache;
	struct move_set set = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	struct movegen *made = malloc(sizeof *made);
	struct movegen *fresh = malloc(sizeof *fresh);
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	assert_non_null(made);
	assert_non_null(fresh);
	rng_seed(&rng, 37);
	for (int p = 0; p < positions(300); p++) {
		uint8_t touched[MOVEGEN_TOUCHED_MAX];
		struct rack rack;
		int bag_count, n = 0;

		random_position(&rng, mg, &rack, &bag_count);
		if (p % 2 == 0)
			movegen_set_words(mg, fixture_words);
		if (p % 4 < 3)
			movegen_set_cross_cache(mg, &cache);
		set.n = 0;
		generated(mg, &rack, MOVEGEN_PLACEMENTS, &set);
		memcpy(made, mg, sizeof *mg);
		for (size_t i = 0; i < set.n; i += 1 + set.n / 16) {
			struct placement pl;

			movegen_move_to_placement(&set.moves[i], &pl);
			movegen_restore(made, mg, touched, n);
			assert_memory_equal(made, mg, sizeof *mg);
			n = movegen_update_touched(made, &pl, touched);
			assert_true(n >= pl.n && n <= MOVEGEN_TOUCHED_MAX);
			memcpy(fresh, mg, sizeof *mg);
			movegen_set_cross_cache(fresh, NULL);
			movegen_update(fresh, &pl);
			fresh->cross_cache = made->cross_cache;
			assert_memory_equal(made, fresh, sizeof *mg);
		}
		movegen_restore(made, mg, touched, n);
		assert_memory_equal(made, mg, sizeof *mg);
	}
	free(set.moves);
	free(fresh);
	free(made);
	free(mg);
}

/*
 * Best-move mode (shadow pruning) returns exactly the first moves of the
 * sorted full list, exchanges and pass included, with leave values (half
 * of them all at once through movegen_options.leaves), with and
 * without the word table.
 */
static void
test_movegen_best_equals_full_generation(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	struct movegen_options options;
	struct movegen_move top[TOP_N];
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	rng_seed(&rng, 99);
	for (int p = 0; p < positions(600); p++) {
		struct rack rack;
		int bag_count;
		size_t n;

		random_position(&rng, mg, &rack, &bag_count);
		movegen_options_init(&options);
		options.bag_count = bag_count;
		options.exchange_min_bag = rng_below(&rng, 2) ? 7 : 0;
		if (p % 3 != 0)
			options.leave = hashed_leave;
		if (p % 5 == 0)
			options.what = MOVEGEN_PLACEMENTS;
		if (p % 4 < 2)
			movegen_set_words(mg, fixture_words);
		set.n = 0;
		movegen_generate(mg, &rack, &options, set_emit, &set);
		if (p % 2 == 1)
			options.leaves = hashed_leaves;
		qsort(set.moves, set.n, sizeof set.moves[0],
		    movegen_move_compare);
		n = movegen_top(mg, &rack, &options, top, TOP_N);
		assert_int_equal(n, set.n < TOP_N ? set.n : TOP_N);
		for (size_t i = 0; i < n; i++) {
			assert_int_equal(movegen_move_compare(&top[i],
			    &set.moves[i]), 0);
			assert_true(top[i].equity == set.moves[i].equity);
		}
		assert_int_equal(movegen_best(mg, &rack, &options, top),
		    set.n > 0);
		if (set.n > 0)
			assert_int_equal(movegen_move_compare(&top[0],
			    &set.moves[0]), 0);
	}
	free(set.moves);
	free(mg);
}

/*
 * The shadow bound of each anchor is at least the equity of every play
 * generated from it (the first of its new tiles lying on an anchor), with
 * and without the word table.
 */
static void
test_movegen_shadow_bounds_every_play(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen *mg = malloc(sizeof *mg);
	struct movegen_options options;
	struct rng rng;

	(void)state;
	assert_non_null(mg);
	rng_seed(&rng, 4242);
	for (int p = 0; p < positions(300); p++) {
		struct rack rack;
		int bag_count;

		random_position(&rng, mg, &rack, &bag_count);
		movegen_options_init(&options);
		options.what = MOVEGEN_PLACEMENTS;
		if (p % 2)
			options.leave = hashed_leave;
		if (p % 4 < 2)
			movegen_set_words(mg, fixture_words);
		set.n = 0;
		movegen_generate(mg, &rack, &options, set_emit, &set);
		for (size_t i = 0; i < set.n; i++) {
			const struct movegen_move *m = &set.moves[i];
			int k = 0, row, col;
			const struct movegen_square *sq;

			for (;; k++) {
				row = m->row + (m->dir == DIR_DOWN ? k : 0);
				col = m->col + (m->dir == DIR_ACROSS ? k : 0);
				sq = m->dir == DIR_ACROSS ?
				    &mg->lines[0][row][col] :
				    &mg->lines[1][col][row];
				if (m->tiles[k] != TILE_NONE && sq->anchor)
					break;
				assert_true(k + 1 < m->len);
			}
			assert_true(m->equity <= movegen_bound(mg, &rack,
			    &options, (enum direction)m->dir, row, col));
		}
	}
	free(set.moves);
	free(mg);
}

/* The full list: no move twice, and movegen_list() counts past its room. */
static void
test_movegen_list_counts_every_move_once(void **state)
{
	struct move_set set = { NULL, 0, 0 };
	struct movegen_options options;
	struct movegen_move few[3];
	struct movegen mg;
	struct board board;
	struct rack rack;

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	lay_word(&mg, "8H CASA");
	rack_of(&rack, "SOLA?");
	movegen_options_init(&options);
	movegen_generate(&mg, &rack, &options, set_emit, &set);
	qsort(set.moves, set.n, sizeof set.moves[0], key_compare);
	for (size_t i = 1; i < set.n; i++)
		assert_int_not_equal(key_compare(&set.moves[i - 1],
		    &set.moves[i]), 0);
	assert_int_equal(movegen_list(&mg, &rack, &options, few, 3), set.n);
	assert_true(set.n > 3);
	free(set.moves);
}

/* Notation and placement of a generated move read back the same. */
static void
test_movegen_move_converts_to_notation(void **state)
{
	struct movegen_options options;
	struct movegen_move best;
	struct movegen mg;
	struct board board;
	struct rack rack, leave;
	struct move move;
	char text[64];

	(void)state;
	board_init(&board);
	movegen_init(&mg, fixture, &board);
	lay_word(&mg, "8H CASA");
	/* CASAS with the S on L8 (2L): 3 + 1 + 1 + 1 + 2 = 8, the best. */
	rack_of(&rack, "SZ");
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	assert_true(movegen_best(&mg, &rack, &options, &best));
	movegen_move_to_move(&best, &mg.board, &move);
	move_format(&move, text, sizeof text);
	assert_string_equal(text, "8H (CASA)S");
	assert_int_equal(best.score, 8);
	movegen_move_leave(&best, &rack, &leave);
	assert_int_equal(leave.n, 1);
	assert_int_equal(leave.tiles[0], TILE_Z);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art6_first_play_covers_the_centre),
		cmocka_unit_test(test_art6_best_first_play_is_the_one_across),
		cmocka_unit_test(test_art19_seven_tiles_add_fifty),
		cmocka_unit_test(test_art10_blank_plays_a_digraph),
		cmocka_unit_test(test_art11_c_and_h_tiles_do_not_make_ch),
		cmocka_unit_test(
		    test_art8_lone_tile_forming_two_words_is_one_move),
		cmocka_unit_test(
		    test_art24_exchanges_distinct_and_limited_by_the_bag),
		cmocka_unit_test(test_art12_generated_scores_match_rules_score),
		cmocka_unit_test(test_movegen_list_counts_every_move_once),
		cmocka_unit_test(test_movegen_move_converts_to_notation),
		cmocka_unit_test(test_movegen_shadow_bounds_every_play),
		cmocka_unit_test(test_movegen_best_equals_full_generation),
		cmocka_unit_test(
		    test_movegen_update_then_restore_gives_back_the_state),
		cmocka_unit_test(
		    test_movegen_matches_brute_force_on_random_positions),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
