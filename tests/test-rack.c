/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rack.h"

#define B(t) ((tile_t)((t) | TILE_BLANK_FLAG))

static void rack_of(struct rack *rack, const char *text);

/* A rack from record spelling that must parse. */
static void
rack_of(struct rack *rack, const char *text)
{
	assert_int_equal(rack_parse(rack, text), 0);
}

/* A rack holds seven tiles and no more (art. 6, 29). */
static void
test_art29_rack_holds_seven_tiles(void **state)
{
	struct rack rack;

	rack_init(&rack);
	assert_int_equal(rack.n, 0);
	for (int i = 0; i < RACK_SIZE; i++)
		assert_int_equal(rack_add(&rack, TILE_A), 0);
	assert_int_equal(rack.n, 7);
	assert_int_equal(rack_add(&rack, TILE_B), -1);
	assert_int_equal(rack.n, 7);
}

/* Removing takes one tile; a played blank takes a blank (art. 10.1). */
static void
test_art10_played_blank_removes_a_blank(void **state)
{
	struct rack rack;

	rack_of(&rack, "AB?");
	assert_int_equal(rack_remove(&rack, B(TILE_Z)), 0);
	assert_int_equal(rack.n, 2);
	assert_int_equal(rack.tiles[0], TILE_A);
	assert_int_equal(rack.tiles[1], TILE_B);
	/* No blank left, and a real letter never uses one up. */
	assert_int_equal(rack_remove(&rack, B(TILE_A)), -1);
	assert_int_equal(rack_remove(&rack, TILE_Z), -1);
	assert_int_equal(rack_remove(&rack, TILE_A), 0);
	assert_int_equal(rack.n, 1);
	assert_int_equal(rack.tiles[0], TILE_B);

	rack_of(&rack, "?A");
	assert_int_equal(rack_remove(&rack, TILE_B), -1);
	assert_int_equal(rack_remove(&rack, TILE_BLANK), 0);
	assert_int_equal(rack.tiles[0], TILE_A);
}

/* Adding a played blank puts a blank back, letter forgotten (art. 34). */
static void
test_art10_blank_back_on_rack_is_a_blank(void **state)
{
	struct rack rack;

	rack_init(&rack);
	assert_int_equal(rack_add(&rack, B(TILE_CH)), 0);
	assert_int_equal(rack.tiles[0], TILE_BLANK);
}

/* The tiles of a play must be on the rack, as a multiset (art. 22). */
static void
test_art22_rack_holds_multiset(void **state)
{
	const tile_t aa[] = { TILE_A, TILE_A };
	const tile_t aaa[] = { TILE_A, TILE_A, TILE_A };
	const tile_t blanks2[] = { B(TILE_E), B(TILE_S) };
	const tile_t blank1[] = { B(TILE_E), TILE_CH };
	const tile_t ll[] = { TILE_LL };
	struct rack rack;

	rack_of(&rack, "AAB?[CH]");
	assert_true(rack_holds(&rack, aa, 2));
	assert_false(rack_holds(&rack, aaa, 3));
	assert_true(rack_holds(&rack, blank1, 2));
	assert_false(rack_holds(&rack, blanks2, 2));
	assert_false(rack_holds(&rack, ll, 1));
	assert_true(rack_holds(&rack, NULL, 0));
}

/* Counts per tile code, blanks under TILE_BLANK. */
static void
test_rack_counts(void **state)
{
	int counts[TILE_CODES];
	struct rack rack;

	rack_of(&rack, "EE?Ñ?E");
	rack_counts(&rack, counts);
	assert_int_equal(counts[TILE_E], 3);
	assert_int_equal(counts[TILE_BLANK], 2);
	assert_int_equal(counts[TILE_NY], 1);
	assert_int_equal(counts[TILE_A], 0);
}

/* Rack value for the end of the game (art. 37): blanks count 0. */
static void
test_art37_rack_value(void **state)
{
	struct rack rack;

	rack_of(&rack, "AEI?[CH]Ñ");
	assert_int_equal(rack_value(&rack), 1 + 1 + 1 + 0 + 5 + 8);
	rack_of(&rack, "Z[RR]XQ");
	assert_int_equal(rack_value(&rack), 10 + 8 + 8 + 5);
	rack_init(&rack);
	assert_int_equal(rack_value(&rack), 0);
}

/* Sorting follows the tile order of art. 4, blanks last. */
static void
test_art4_rack_sort_blank_last(void **state)
{
	struct rack rack;
	char buf[32];

	rack_of(&rack, "?Z[CH]DC?Ñ");
	rack_sort(&rack);
	rack_to_record(&rack, buf, sizeof buf);
	assert_string_equal(buf, "C[CH]DÑZ??");
}

/* rack_parse reads record spelling: digraphs, Ñ, '?'; at most seven. */
static void
test_rack_parse_record_spelling(void **state)
{
	struct rack rack;
	char buf[32];

	rack_of(&rack, "AEI?[CH]Ñ");
	assert_int_equal(rack.n, 6);
	assert_int_equal(rack.tiles[3], TILE_BLANK);
	assert_int_equal(rack.tiles[4], TILE_CH);
	assert_int_equal(rack.tiles[5], TILE_NY);
	assert_int_equal(rack_to_record(&rack, buf, sizeof buf), 10);
	assert_string_equal(buf, "AEI?[CH]Ñ");
	rack_of(&rack, "");
	assert_int_equal(rack.n, 0);
	assert_int_equal(rack_parse(&rack, "ABCDEFG"), 0);
	assert_int_equal(rack_parse(&rack, "ABCDEFGH"), -1);
	assert_int_equal(rack_parse(&rack, "AK"), -1);
	assert_int_equal(rack_parse(&rack, "A[ch]"), -1); /* a blank is '?' */
	assert_int_equal(rack_parse(&rack, "A B"), -1);
	assert_int_equal(rack_parse(&rack, "A[C"), -1);
}

/*
 * Record spelling writes every digraph in brackets, so a rack of L, L, A is
 * "LLA" and must read back as three tiles, not as LL and A (art. 11).
 */
static void
test_art11_rack_record_keeps_two_l_apart(void **state)
{
	struct rack rack, back;
	char buf[32];

	rack_init(&rack);
	rack_add(&rack, TILE_L);
	rack_add(&rack, TILE_L);
	rack_add(&rack, TILE_A);
	rack_to_record(&rack, buf, sizeof buf);
	assert_string_equal(buf, "LLA");
	assert_int_equal(rack_parse(&back, buf), 0);
	assert_int_equal(back.n, 3);
	assert_memory_equal(back.tiles, rack.tiles, 3);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art29_rack_holds_seven_tiles),
		cmocka_unit_test(test_art10_played_blank_removes_a_blank),
		cmocka_unit_test(test_art10_blank_back_on_rack_is_a_blank),
		cmocka_unit_test(test_art22_rack_holds_multiset),
		cmocka_unit_test(test_rack_counts),
		cmocka_unit_test(test_art37_rack_value),
		cmocka_unit_test(test_art4_rack_sort_blank_last),
		cmocka_unit_test(test_rack_parse_record_spelling),
		cmocka_unit_test(test_art11_rack_record_keeps_two_l_apart),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
