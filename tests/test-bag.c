/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "bag.h"

#define B(t) ((tile_t)((t) | TILE_BLANK_FLAG))

static void bag_counts(const struct bag *bag, int counts[TILE_CODES]);
static void draw_all(uint64_t seed, tile_t out[TILES_TOTAL]);

/* How many of each tile code the bag holds. */
static void
bag_counts(const struct bag *bag, int counts[TILE_CODES])
{
	memset(counts, 0, sizeof(int) * TILE_CODES);
	for (int i = 0; i < bag->n; i++) {
		assert_true(bag->tiles[i] < TILE_CODES);
		counts[bag->tiles[i]]++;
	}
}

/* Empty a full bag with one seed, recording the order of the draws. */
static void
draw_all(uint64_t seed, tile_t out[TILES_TOTAL])
{
	struct bag bag;
	struct rng rng;

	rng_seed(&rng, seed);
	bag_fill(&bag);
	for (int i = 0; i < TILES_TOTAL; i++)
		out[i] = bag_draw(&bag, &rng);
	assert_int_equal(bag.n, 0);
	assert_int_equal(bag_draw(&bag, &rng), TILE_NONE);
}

/* A full bag is the Spanish set of doc/rules.md: 100 tiles, no K or W. */
static void
test_bag_fill_is_the_spanish_set(void **state)
{
	int counts[TILE_CODES];
	struct bag bag;

	bag_fill(&bag);
	assert_int_equal(bag.n, 100);
	bag_counts(&bag, counts);
	for (tile_t t = TILE_A; t <= TILE_BLANK; t++)
		assert_int_equal(counts[t], tile_count(t));
	assert_int_equal(counts[TILE_A], 12);
	assert_int_equal(counts[TILE_E], 12);
	assert_int_equal(counts[TILE_O], 9);
	assert_int_equal(counts[TILE_CH], 1);
	assert_int_equal(counts[TILE_NY], 1);
	assert_int_equal(counts[TILE_BLANK], 2);
	assert_int_equal(counts[TILE_NONE], 0);
	bag_clear(&bag);
	assert_int_equal(bag.n, 0);
}

/* The same seed deals the same tiles in the same order (art. 4, 29). */
static void
test_art29_same_seed_same_draws(void **state)
{
	tile_t a[TILES_TOTAL], b[TILES_TOTAL], c[TILES_TOTAL];

	draw_all(2024, a);
	draw_all(2024, b);
	draw_all(2025, c);
	assert_memory_equal(a, b, TILES_TOTAL);
	assert_memory_not_equal(a, c, TILES_TOTAL);
	draw_all(0, c); /* seed 0 works too */
	assert_memory_not_equal(a, c, TILES_TOTAL);
}

/* Drawing the whole bag gives every tile exactly once. */
static void
test_art29_draws_empty_the_bag_exactly(void **state)
{
	tile_t drawn[TILES_TOTAL];
	int counts[TILE_CODES] = { 0 };

	draw_all(7, drawn);
	for (int i = 0; i < TILES_TOTAL; i++) {
		assert_true(drawn[i] >= TILE_A && drawn[i] <= TILE_BLANK);
		counts[drawn[i]]++;
	}
	for (tile_t t = TILE_A; t <= TILE_BLANK; t++)
		assert_int_equal(counts[t], tile_count(t));
}

/*
 * Draws are spread over the whole bag: over 2000 seeds the first tile drawn
 * is an A about 12% of the time (240 expected; 5 standard deviations is
 * about 73) and a blank about 2% (40 expected, sd about 6.3).
 */
static void
test_art4_first_draw_is_fair(void **state)
{
	int a = 0, blank = 0;

	for (uint64_t seed = 0; seed < 2000; seed++) {
		struct bag bag;
		struct rng rng;
		tile_t t;

		rng_seed(&rng, seed);
		bag_fill(&bag);
		t = bag_draw(&bag, &rng);
		a += t == TILE_A;
		blank += t == TILE_BLANK;
	}
	assert_in_range(a, 240 - 73, 240 + 73);
	assert_in_range(blank, 40 - 32, 40 + 32);
}

/* The start draw goes back into the bag (art. 4): the set is whole again. */
static void
test_art4_start_draw_goes_back(void **state)
{
	int counts[TILE_CODES];
	struct bag bag;
	struct rng rng;
	tile_t first, second;

	rng_seed(&rng, 99);
	bag_fill(&bag);
	first = bag_draw(&bag, &rng);
	second = bag_draw(&bag, &rng);
	assert_int_equal(bag.n, 98);
	assert_int_equal(bag_return(&bag, first), 0);
	assert_int_equal(bag_return(&bag, second), 0);
	assert_int_equal(bag.n, 100);
	bag_counts(&bag, counts);
	for (tile_t t = TILE_A; t <= TILE_BLANK; t++)
		assert_int_equal(counts[t], tile_count(t));
	assert_int_equal(bag_return(&bag, TILE_A), -1); /* no 101st tile */
}

/* Refill to seven while the bag lasts (art. 29). */
static void
test_art29_refill_to_seven(void **state)
{
	struct bag bag;
	struct rack rack;
	struct rng rng;

	rng_seed(&rng, 1);
	bag_fill(&bag);
	rack_init(&rack);
	assert_int_equal(bag_refill(&bag, &rng, &rack), 7);
	assert_int_equal(rack.n, 7);
	assert_int_equal(bag.n, 93);
	rack.n = 4; /* three tiles played */
	assert_int_equal(bag_refill(&bag, &rng, &rack), 3);
	assert_int_equal(rack.n, 7);
	assert_int_equal(bag.n, 90);
	assert_int_equal(bag_refill(&bag, &rng, &rack), 0);

	/* Near the end only what is left. */
	bag_clear(&bag);
	bag_return(&bag, TILE_X);
	bag_return(&bag, TILE_Z);
	rack.n = 4;
	assert_int_equal(bag_refill(&bag, &rng, &rack), 2);
	assert_int_equal(rack.n, 6);
	assert_int_equal(bag.n, 0);
	assert_int_equal(bag_refill(&bag, &rng, &rack), 0);
}

/* Exchange: new tiles are drawn before the old go back (art. 24). */
static void
test_art24_exchange_draws_before_returning(void **state)
{
	struct bag bag;
	struct rack rack;
	struct rng rng;
	int counts[TILE_CODES];

	rng_seed(&rng, 5);
	bag_clear(&bag);
	bag_return(&bag, TILE_X);
	bag_return(&bag, TILE_Y);
	bag_return(&bag, TILE_Z);
	assert_int_equal(rack_parse(&rack, "AAAEEEI"), 0);
	for (int i = 0; i < 3; i++)
		assert_int_equal(rack_remove(&rack, TILE_A), 0);
	assert_int_equal(bag_refill(&bag, &rng, &rack), 3);
	for (int i = 0; i < 3; i++)
		assert_int_equal(bag_return(&bag, TILE_A), 0);
	rack_counts(&rack, counts);
	assert_int_equal(counts[TILE_X] + counts[TILE_Y] + counts[TILE_Z], 3);
	assert_int_equal(counts[TILE_A], 0);
	bag_counts(&bag, counts);
	assert_int_equal(counts[TILE_A], 3);
	assert_int_equal(bag.n, 3);
}

/* A played blank goes back as a blank (art. 10.1, 34). */
static void
test_art10_returned_blank_is_a_blank(void **state)
{
	struct bag bag;

	bag_clear(&bag);
	assert_int_equal(bag_return(&bag, B(TILE_LL)), 0);
	assert_int_equal(bag.tiles[0], TILE_BLANK);
}

/* Taking given tiles out (replaying a record): each only as often as held. */
static void
test_bag_remove_given_tiles(void **state)
{
	struct bag bag;

	bag_fill(&bag);
	assert_int_equal(bag_remove(&bag, TILE_CH), 0);
	assert_int_equal(bag.n, 99);
	assert_int_equal(bag_remove(&bag, TILE_CH), -1);
	assert_int_equal(bag_remove(&bag, B(TILE_CH)), 0);
	assert_int_equal(bag_remove(&bag, TILE_BLANK), 0);
	assert_int_equal(bag_remove(&bag, B(TILE_A)), -1);
	assert_int_equal(bag.n, 97);
	for (int i = 0; i < 12; i++)
		assert_int_equal(bag_remove(&bag, TILE_A), 0);
	assert_int_equal(bag_remove(&bag, TILE_A), -1);
	assert_int_equal(bag.n, 85);
}

/* The generator's draws stay in range and reach every value. */
static void
test_art29_rng_below_covers_range(void **state)
{
	int seen[7] = { 0 };
	struct rng rng;

	rng_seed(&rng, 3);
	for (int i = 0; i < 7000; i++) {
		uint32_t v = rng_below(&rng, 7);

		assert_true(v < 7);
		seen[v]++;
	}
	for (int i = 0; i < 7; i++)
		assert_in_range(seen[i], 1000 - 160, 1000 + 160);
	for (int i = 0; i < 1000; i++) {
		double u = rng_unit(&rng);

		assert_true(u >= 0.0 && u < 1.0);
	}
	assert_int_equal(rng_below(&rng, 1), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bag_fill_is_the_spanish_set),
		cmocka_unit_test(test_art29_same_seed_same_draws),
		cmocka_unit_test(test_art29_draws_empty_the_bag_exactly),
		cmocka_unit_test(test_art4_first_draw_is_fair),
		cmocka_unit_test(test_art4_start_draw_goes_back),
		cmocka_unit_test(test_art29_refill_to_seven),
		cmocka_unit_test(test_art24_exchange_draws_before_returning),
		cmocka_unit_test(test_art10_returned_blank_is_a_blank),
		cmocka_unit_test(test_bag_remove_given_tiles),
		cmocka_unit_test(test_art29_rng_below_covers_range),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
