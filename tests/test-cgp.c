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
#include "cgp.h"
#include "rack.h"
#include "tiles.h"

/*
 * Tests of CGP positions (cgp.c): reading the fields, the Spanish tile
 * conventions (art. 11 digraph tiles, art. 10.1 blanks), refusals with
 * their offsets, writing back, and the bag count.
 */

#define EMPTY_BOARD "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"

static enum cgp_error parse(const char *, struct cgp_position *,
    struct cgp_failure *);
static void assert_refused(const char *, enum cgp_error, size_t);
static void assert_round_trip(const char *);

/* Parse a NUL-terminated text. */
static enum cgp_error
parse(const char *text, struct cgp_position *pos, struct cgp_failure *f)
{
	return cgp_parse(text, strlen(text), pos, f);
}

/* The text is refused with this error at this byte. */
static void
assert_refused(const char *text, enum cgp_error error, size_t offset)
{
	struct cgp_position pos;
	struct cgp_failure failure;

	if (parse(text, &pos, &failure) != error)
		fail_msg("\"%s\": not refused as %s", text,
		    cgp_error_id(error));
	assert_int_equal(failure.error, error);
	if (failure.offset != offset)
		fail_msg("\"%s\": %s at %zu, not %zu", text,
		    cgp_error_id(error), failure.offset, offset);
}

/* Writing the parsed text gives the text back. */
static void
assert_round_trip(const char *text)
{
	struct cgp_position pos;
	char out[512];

	assert_int_equal(parse(text, &pos, NULL), CGP_OK);
	assert_int_equal(cgp_format(&pos, out, sizeof out), strlen(text));
	assert_string_equal(out, text);
}

/* The empty board with racks, scores and the scoreless count. */
static void
test_cgp_reads_the_four_fields(void **state)
{
	struct cgp_position pos;

	(void)state;
	assert_int_equal(parse(EMPTY_BOARD " AEIOU?S/BC 12/-5 3", &pos, NULL),
	    CGP_OK);
	assert_true(board_is_empty(&pos.board));
	assert_int_equal(pos.racks[0].n, 7);
	assert_int_equal(pos.racks[0].tiles[5], TILE_BLANK);
	assert_int_equal(pos.racks[1].n, 2);
	assert_int_equal(pos.scores[0], 12);
	assert_int_equal(pos.scores[1], -5);
	assert_int_equal(pos.scoreless, 3);
	assert_string_equal(pos.opcodes, "");
}

/*
 * Art. 11: [CH] is one tile, CH outside brackets two; art. 10.1: a blank
 * on the board is lower case, [ll] a blank LL.  Row 8: 4 empty, C H A
 * [CH] [ll] ñ Ñ, 4 empty (both blanks of the set are on the board).
 */
static void
test_art11_digraphs_in_brackets_and_blanks_in_lower_case(void **state)
{
	struct cgp_position pos;
	static const tile_t row[] = { TILE_C, TILE_H, TILE_A, TILE_CH,
	    TILE_LL | TILE_BLANK_FLAG, TILE_NY | TILE_BLANK_FLAG, TILE_NY };

	(void)state;
	assert_int_equal(parse("15/15/15/15/15/15/15/"
	    "4CHA[CH][ll]\xc3\xb1\xc3\x91" "4/15/15/15/15/15/15/15 "
	    "[RR]/ 0/0 0", &pos, NULL), CGP_OK);
	for (int col = 0; col < BOARD_SIZE; col++) {
		tile_t want = col >= 4 && col < 11 ? row[col - 4] : TILE_NONE;

		assert_int_equal(board_get(&pos.board, 7, col), want);
	}
	assert_int_equal(pos.board.tiles, 7);
	assert_int_equal(pos.racks[0].n, 1);
	assert_int_equal(pos.racks[0].tiles[0], TILE_RR);
	assert_int_equal(pos.racks[1].n, 0);
}

/* Opcodes are kept as text, surrounding spaces and a newline dropped. */
static void
test_cgp_keeps_opcodes(void **state)
{
	struct cgp_position pos;

	(void)state;
	assert_int_equal(parse("  " EMPTY_BOARD "\t/ 0/0 0  lex FISE2; ld "
	    "spanish;\n", &pos, NULL), CGP_OK);
	assert_string_equal(pos.opcodes, "lex FISE2; ld spanish;");
}

/* Writing gives back the canonical text, opcodes included. */
static void
test_cgp_writes_what_it_reads(void **state)
{
	(void)state;
	assert_round_trip(EMPTY_BOARD " / 0/0 0");
	assert_round_trip("15/15/15/15/15/15/15/4CHA[CH][ll]\xc3\xb1" "5/"
	    "15/15/15/15/15/15/15 AB/[RR]Z 120/-10 2 lex FISE2;");
	assert_round_trip("A14/15/15/15/15/15/15/15/15/15/15/15/15/15/14z "
	    "/ 0/0 0");
}

/* Short buffers are cut cleanly and the full length is still returned. */
static void
test_cgp_format_truncates(void **state)
{
	struct cgp_position pos;
	char small[10];

	(void)state;
	assert_int_equal(parse(EMPTY_BOARD " A/B 1/2 0", &pos, NULL), CGP_OK);
	assert_int_equal(cgp_format(&pos, small, sizeof small),
	    strlen(EMPTY_BOARD " A/B 1/2 0"));
	assert_string_equal(small, "15/15/15/");
	assert_int_equal(cgp_format(&pos, NULL, 0),
	    strlen(EMPTY_BOARD " A/B 1/2 0"));
}

/* Bad text is refused with the error and the byte where it is. */
static void
test_cgp_refuses_bad_text_with_offsets(void **state)
{
	(void)state;
	assert_refused("", CGP_ERR_MISSING, 0);
	assert_refused(EMPTY_BOARD, CGP_ERR_MISSING, 44);
	assert_refused(EMPTY_BOARD " A/B", CGP_ERR_MISSING, 48);
	assert_refused(EMPTY_BOARD " A/B 0/0", CGP_ERR_MISSING, 52);
	/* 14 rows, then 16 rows. */
	assert_refused("15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_ROWS, 41);
	assert_refused(EMPTY_BOARD "/15 / 0/0 0", CGP_ERR_ROWS, 44);
	/* A row of 16 squares, one of 14, a run of 0, a run of 16. */
	assert_refused("15A/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_ROW_LENGTH, 2);
	assert_refused("14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_ROW_LENGTH, 2);
	assert_refused("015/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_NUMBER, 0);
	assert_refused("16/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_NUMBER, 0);
	/* K is no Spanish tile (art. 11); [CX] no digraph; [Ch] mixed. */
	assert_refused("K14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_TILE, 0);
	assert_refused("1[CX]13/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / "
	    "0/0 0", CGP_ERR_TILE, 1);
	assert_refused("[Ch]14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / "
	    "0/0 0", CGP_ERR_TILE, 0);
	/* Racks: no slash, two slashes, lower case, eight tiles. */
	assert_refused(EMPTY_BOARD " AB 0/0 0", CGP_ERR_RACKS, 47);
	assert_refused(EMPTY_BOARD " A/B/C 0/0 0", CGP_ERR_RACKS, 48);
	assert_refused(EMPTY_BOARD " Ab/ 0/0 0", CGP_ERR_RACK_TILE, 46);
	assert_refused(EMPTY_BOARD " AAAAAAAA/ 0/0 0", CGP_ERR_RACK_SIZE,
	    52);
	/* Scores and turns. */
	assert_refused(EMPTY_BOARD " / 0 0", CGP_ERR_SCORES, 48);
	assert_refused(EMPTY_BOARD " / 1/x 0", CGP_ERR_SCORES, 49);
	assert_refused(EMPTY_BOARD " / 0/0 -1", CGP_ERR_TURNS, 51);
	assert_refused(EMPTY_BOARD " / 0/0 1000", CGP_ERR_TURNS, 51);
	/* A control character in the opcodes. */
	assert_refused(EMPTY_BOARD " / 0/0 0 lex\001;", CGP_ERR_OPCODES, 56);
	/* Text after the last field that is no opcode "name args;". */
	assert_refused(EMPTY_BOARD " / 0/0 0 extra", CGP_ERR_OPCODES, 53);
	assert_refused(EMPTY_BOARD " / 0/0 0 5", CGP_ERR_OPCODES, 53);
	assert_refused(EMPTY_BOARD " / 0/0 0 lex FISE2; junk", CGP_ERR_OPCODES,
	    64);
	assert_refused(EMPTY_BOARD " / 0/0 0 Lex FISE2;", CGP_ERR_OPCODES, 53);
	assert_refused(EMPTY_BOARD " / 0/0 0 ;", CGP_ERR_OPCODES, 53);
}

/* More of a tile than the set holds (doc/rules.md): one Z, two blanks. */
static void
test_cgp_refuses_more_tiles_than_the_set(void **state)
{
	(void)state;
	assert_refused("ZZ13/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0",
	    CGP_ERR_TOO_MANY, 1);
	assert_refused("a14/15/15/15/15/15/15/15/15/15/15/15/15/15/15 "
	    "?\?/ 0/0 0",
	    CGP_ERR_TOO_MANY, 47);
	assert_refused(EMPTY_BOARD " Z/Z 0/0 0", CGP_ERR_TOO_MANY, 47);
}

/* The bag: 100 less the board and racks, an unknown rack counting 7. */
static void
test_cgp_bag_count(void **state)
{
	struct cgp_position pos;

	(void)state;
	assert_int_equal(parse(EMPTY_BOARD " ABCDEFG/HIJLMNO 0/0 0", &pos,
	    NULL), CGP_OK);
	assert_int_equal(cgp_bag_count(&pos), 86);
	assert_int_equal(parse("4CASA7/15/15/15/15/15/15/15/15/15/15/15/15/15/"
	    "15 ABC/ 0/0 0", &pos, NULL), CGP_OK);
	assert_int_equal(cgp_bag_count(&pos), 100 - 4 - 3 - 7);
	assert_int_equal(cgp_tiles_over(&pos), TILE_NONE);
	pos.racks[1].n = 0;
	rack_parse(&pos.racks[1], "ZZ");
	assert_int_equal(cgp_tiles_over(&pos), TILE_Z);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cgp_reads_the_four_fields),
		cmocka_unit_test(
		    test_art11_digraphs_in_brackets_and_blanks_in_lower_case),
		cmocka_unit_test(test_cgp_keeps_opcodes),
		cmocka_unit_test(test_cgp_writes_what_it_reads),
		cmocka_unit_test(test_cgp_format_truncates),
		cmocka_unit_test(test_cgp_refuses_bad_text_with_offsets),
		cmocka_unit_test(test_cgp_refuses_more_tiles_than_the_set),
		cmocka_unit_test(test_cgp_bag_count),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
