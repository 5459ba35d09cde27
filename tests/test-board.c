/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"

/*
 * The premium diagram of doc/rules.md, copied as printed there (header line
 * dropped).  The tests read it square by square, so the layout in
 * src/board.c is checked against an independent transcription.
 */
static const char *const spec_diagram[BOARD_SIZE] = {
	"  1 3W  .  . 2L  .  .  . 3W  .  .  . 2L  .  . 3W",
	"  2  . 2W  .  .  . 3L  .  .  . 3L  .  .  . 2W  .",
	"  3  .  . 2W  .  .  . 2L  . 2L  .  .  . 2W  .  .",
	"  4 2L  .  . 2W  .  .  . 2L  .  .  . 2W  .  . 2L",
	"  5  .  .  .  . 2W  .  .  .  .  . 2W  .  .  .  .",
	"  6  . 3L  .  .  . 3L  .  .  . 3L  .  .  . 3L  .",
	"  7  .  . 2L  .  .  . 2L  . 2L  .  .  . 2L  .  .",
	"  8 3W  .  . 2L  .  .  .  *  .  .  . 2L  .  . 3W",
	"  9  .  . 2L  .  .  . 2L  . 2L  .  .  . 2L  .  .",
	" 10  . 3L  .  .  . 3L  .  .  . 3L  .  .  . 3L  .",
	" 11  .  .  .  . 2W  .  .  .  .  . 2W  .  .  .  .",
	" 12 2L  .  . 2W  .  .  . 2L  .  .  . 2W  .  . 2L",
	" 13  .  . 2W  .  .  . 2L  . 2L  .  .  . 2W  .  .",
	" 14  . 2W  .  .  . 3L  .  .  . 3L  .  .  . 2W  .",
	" 15 3W  .  . 2L  .  .  . 3W  .  .  . 2L  .  . 3W",
};

/* The premium the diagram prints on a square (0-based). */
static enum premium
spec_premium(int row, int col)
{
	/* A 3-character row label, then one 3-character cell per column:
	 * " 3W", "  .", "  *". */
	const char *cell = spec_diagram[row] + 3 + 3 * col;

	if (cell[2] == '*')
		return PREMIUM_DOUBLE_WORD; /* the star doubles (art. 16) */
	if (cell[2] == '.')
		return PREMIUM_NONE;
	if (cell[1] == '2')
		return cell[2] == 'W' ? PREMIUM_DOUBLE_WORD :
		    PREMIUM_DOUBLE_LETTER;
	assert_int_equal(cell[1], '3');
	return cell[2] == 'W' ? PREMIUM_TRIPLE_WORD : PREMIUM_TRIPLE_LETTER;
}

/* doc/rules.md: each of the 225 squares carries the premium the diagram shows. */
static void
test_spec2_every_square_matches_the_diagram(void **state)
{
	(void)state;
	for (int row = 0; row < BOARD_SIZE; row++) {
		int label;

		/* The diagram's own row numbers guard the transcription. */
		assert_int_equal(sscanf(spec_diagram[row], "%d", &label), 1);
		assert_int_equal(label, row + 1);
		assert_int_equal(strlen(spec_diagram[row]), 3 + 3 * BOARD_SIZE);
		for (int col = 0; col < BOARD_SIZE; col++) {
			enum premium want = spec_premium(row, col);

			if (board_premium(row, col) != want)
				fail_msg("square %c%d: board %d, diagram %d",
				    'A' + col, row + 1,
				    (int)board_premium(row, col), (int)want);
		}
	}
}

/* doc/rules.md: 8 triple word, 17 double word (star included), 12 + 24 letter. */
static void
test_spec2_sixty_one_premium_squares_by_kind(void **state)
{
	int count[PREMIUM_TRIPLE_WORD + 1] = { 0 };

	(void)state;
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++)
			count[board_premium(row, col)]++;
	assert_int_equal(count[PREMIUM_TRIPLE_WORD], 8);
	assert_int_equal(count[PREMIUM_DOUBLE_WORD], 17);
	assert_int_equal(count[PREMIUM_TRIPLE_LETTER], 12);
	assert_int_equal(count[PREMIUM_DOUBLE_LETTER], 24);
	assert_int_equal(count[PREMIUM_NONE], 225 - 61);
}

/* Art. 16: the centre H8 is a double-word square. */
static void
test_art16_centre_h8_doubles_the_word(void **state)
{
	(void)state;
	assert_int_equal(BOARD_CENTER, 7);
	assert_int_equal(board_premium(BOARD_CENTER, BOARD_CENTER),
	    PREMIUM_DOUBLE_WORD);
}

/* A few named squares, written as a player reads them. */
static void
test_spec2_named_corner_and_edge_squares(void **state)
{
	(void)state;
	assert_int_equal(board_premium(0, 0), PREMIUM_TRIPLE_WORD);   /* A1 */
	assert_int_equal(board_premium(14, 14), PREMIUM_TRIPLE_WORD); /* O15 */
	assert_int_equal(board_premium(0, 7), PREMIUM_TRIPLE_WORD);   /* H1 */
	assert_int_equal(board_premium(7, 0), PREMIUM_TRIPLE_WORD);   /* A8 */
	assert_int_equal(board_premium(0, 3), PREMIUM_DOUBLE_LETTER); /* D1 */
	assert_int_equal(board_premium(1, 5), PREMIUM_TRIPLE_LETTER); /* F2 */
	assert_int_equal(board_premium(4, 4), PREMIUM_DOUBLE_WORD);   /* E5 */
	assert_int_equal(board_premium(4, 10), PREMIUM_DOUBLE_WORD);  /* K5 */
	assert_int_equal(board_premium(6, 8), PREMIUM_DOUBLE_LETTER); /* I7 */
	assert_int_equal(board_premium(7, 8), PREMIUM_NONE);	       /* I8 */
}

/* Arts. 13-14: letter and word factors of each premium. */
static void
test_art13_art14_premium_factors(void **state)
{
	(void)state;
	assert_int_equal(premium_letter_factor(PREMIUM_NONE), 1);
	assert_int_equal(premium_letter_factor(PREMIUM_DOUBLE_LETTER), 2);
	assert_int_equal(premium_letter_factor(PREMIUM_TRIPLE_LETTER), 3);
	assert_int_equal(premium_letter_factor(PREMIUM_DOUBLE_WORD), 1);
	assert_int_equal(premium_letter_factor(PREMIUM_TRIPLE_WORD), 1);
	assert_int_equal(premium_word_factor(PREMIUM_NONE), 1);
	assert_int_equal(premium_word_factor(PREMIUM_DOUBLE_LETTER), 1);
	assert_int_equal(premium_word_factor(PREMIUM_TRIPLE_LETTER), 1);
	assert_int_equal(premium_word_factor(PREMIUM_DOUBLE_WORD), 2);
	assert_int_equal(premium_word_factor(PREMIUM_TRIPLE_WORD), 3);
}

/* Coordinates A-O × 1-15 are 0..14; anything else is off the board. */
static void
test_spec2_coordinates_on_and_off_the_board(void **state)
{
	(void)state;
	assert_true(board_on(0, 0));
	assert_true(board_on(14, 14));
	assert_true(board_on(0, 14));
	assert_true(board_on(14, 0));
	assert_false(board_on(-1, 0));
	assert_false(board_on(0, -1));
	assert_false(board_on(15, 0));
	assert_false(board_on(0, 15));
	assert_false(board_on(15, 15));
	assert_int_equal(board_premium(-1, 7), PREMIUM_NONE);
	assert_int_equal(board_premium(7, 15), PREMIUM_NONE);
}

/* A new board is empty everywhere (art. 6 looks at this). */
static void
test_art6_new_board_is_empty(void **state)
{
	struct board board;

	(void)state;
	memset(&board, 0xff, sizeof board);
	board_init(&board);
	assert_true(board_is_empty(&board));
	assert_int_equal(board.tiles, 0);
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++)
			assert_int_equal(board_get(&board, row, col), TILE_NONE);
}

/* Put and take: tiles stay where laid, blanks keep their flag (art. 10.1). */
static void
test_art10_put_and_take_keep_the_tile(void **state)
{
	struct board board;
	tile_t blank_ch = TILE_CH | TILE_BLANK_FLAG;

	(void)state;
	board_init(&board);
	board_put(&board, 7, 7, TILE_NY);
	board_put(&board, 7, 8, blank_ch);
	board_put(&board, 0, 14, TILE_Z);
	assert_false(board_is_empty(&board));
	assert_int_equal(board.tiles, 3);
	assert_int_equal(board_get(&board, 7, 7), TILE_NY);
	assert_int_equal(board_get(&board, 7, 8), blank_ch);
	assert_int_equal(board_get(&board, 0, 14), TILE_Z);
	/* Row and column are not swapped. */
	assert_int_equal(board_get(&board, 14, 0), TILE_NONE);
	assert_int_equal(board_get(&board, 8, 7), TILE_NONE);

	board_take(&board, 7, 8);
	assert_int_equal(board_get(&board, 7, 8), TILE_NONE);
	assert_int_equal(board.tiles, 2);
	board_take(&board, 7, 7);
	board_take(&board, 0, 14);
	assert_true(board_is_empty(&board));
}

/* Art. 8: a square holds one tile; putting on a full square changes nothing. */
static void
test_art8_put_on_a_taken_square_is_ignored(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put(&board, 3, 4, TILE_A);
	board_put(&board, 3, 4, TILE_E);
	assert_int_equal(board_get(&board, 3, 4), TILE_A);
	assert_int_equal(board.tiles, 1);
	/* Taking from an empty square does not make the count go wrong. */
	board_take(&board, 5, 5);
	assert_int_equal(board.tiles, 1);
}

/* Off the board nothing is stored and reads give no tile. */
static void
test_art8_off_board_squares_hold_nothing(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put(&board, -1, 0, TILE_A);
	board_put(&board, 0, 15, TILE_A);
	board_put(&board, 15, 3, TILE_A);
	board_put(&board, 2, 2, TILE_NONE);
	assert_true(board_is_empty(&board));
	board_take(&board, 15, 15);
	assert_int_equal(board.tiles, 0);
	assert_int_equal(board_get(&board, -1, -1), TILE_NONE);
	assert_int_equal(board_get(&board, 7, 15), TILE_NONE);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_spec2_every_square_matches_the_diagram),
		cmocka_unit_test(test_spec2_sixty_one_premium_squares_by_kind),
		cmocka_unit_test(test_art16_centre_h8_doubles_the_word),
		cmocka_unit_test(test_spec2_named_corner_and_edge_squares),
		cmocka_unit_test(test_art13_art14_premium_factors),
		cmocka_unit_test(test_spec2_coordinates_on_and_off_the_board),
		cmocka_unit_test(test_art6_new_board_is_empty),
		cmocka_unit_test(test_art10_put_and_take_keep_the_tile),
		cmocka_unit_test(test_art8_put_on_a_taken_square_is_ignored),
		cmocka_unit_test(test_art8_off_board_squares_hold_nothing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
