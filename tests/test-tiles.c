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

#include "tiles.h"

static void assert_word(const char *word, enum tiles_mode mode,
    const tile_t *expected, int n);
static void assert_refused(const char *word, enum tiles_mode mode,
    enum tiles_error error, size_t offset, uint32_t character);

/* doc/rules.md, typed in from the table: count and value of each tile. */
static const struct {
	tile_t tile;
	const char *name;
	int count;
	int value;
} spec_tiles[] = {
	{ TILE_A, "A", 12, 1 }, { TILE_B, "B", 2, 3 }, { TILE_C, "C", 4, 3 },
	{ TILE_CH, "CH", 1, 5 }, { TILE_D, "D", 5, 2 }, { TILE_E, "E", 12, 1 },
	{ TILE_F, "F", 1, 4 }, { TILE_G, "G", 2, 2 }, { TILE_H, "H", 2, 4 },
	{ TILE_I, "I", 6, 1 }, { TILE_J, "J", 1, 8 }, { TILE_L, "L", 4, 1 },
	{ TILE_LL, "LL", 1, 8 }, { TILE_M, "M", 2, 3 }, { TILE_N, "N", 5, 1 },
	{ TILE_NY, "Ñ", 1, 8 }, { TILE_O, "O", 9, 1 }, { TILE_P, "P", 2, 3 },
	{ TILE_Q, "Q", 1, 5 }, { TILE_R, "R", 5, 1 }, { TILE_RR, "RR", 1, 8 },
	{ TILE_S, "S", 6, 1 }, { TILE_T, "T", 4, 1 }, { TILE_U, "U", 5, 1 },
	{ TILE_V, "V", 1, 4 }, { TILE_X, "X", 1, 8 }, { TILE_Y, "Y", 1, 4 },
	{ TILE_Z, "Z", 1, 10 }, { TILE_BLANK, "?", 2, 0 },
};
#define SPEC_TILES (sizeof spec_tiles / sizeof spec_tiles[0])

#define B(t) ((tile_t)((t) | TILE_BLANK_FLAG))

/* The word converts to exactly these tiles. */
static void
assert_word(const char *word, enum tiles_mode mode, const tile_t *expected,
    int n)
{
	struct tiles_failure failure;
	tile_t out[TILES_MAX_WORD];
	int got;

	got = tiles_parse(word, strlen(word), mode, out, TILES_MAX_WORD,
	    &failure);
	if (got != n)
		print_error("\"%s\": %d tiles, error %d at %zu\n", word, got,
		    (int)failure.error, failure.offset);
	assert_int_equal(got, n);
	assert_memory_equal(out, expected, (size_t)n);
}

/* The word is refused with this error, offset and character. */
static void
assert_refused(const char *word, enum tiles_mode mode, enum tiles_error error,
    size_t offset, uint32_t character)
{
	struct tiles_failure failure;
	tile_t out[TILES_MAX_WORD];

	memset(&failure, 0, sizeof failure);
	assert_int_equal(tiles_parse(word, strlen(word), mode, out,
	    TILES_MAX_WORD, &failure), -1);
	assert_int_equal(failure.error, error);
	assert_int_equal(failure.offset, offset);
	assert_int_equal(failure.character, character);
}

/* CALLE is C·A·LL·E: ll is always the LL tile (art. 11). */
static void
test_art11_calle_has_four_tiles(void **state)
{
	const tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };

	assert_word("calle", TILES_MODE_WORD, calle, 4);
	assert_word("CALLE", TILES_MODE_WORD, calle, 4);
}

/* PERRO is P·E·RR·O (art. 11). */
static void
test_art11_perro_has_four_tiles(void **state)
{
	const tile_t perro[] = { TILE_P, TILE_E, TILE_RR, TILE_O };

	assert_word("perro", TILES_MODE_WORD, perro, 4);
}

/* CHAMPÚ: CH one tile, the accent dropped. */
static void
test_art11_champu_starts_with_ch(void **state)
{
	const tile_t champu[] = { TILE_CH, TILE_A, TILE_M, TILE_P, TILE_U };

	assert_word("CHAMPÚ", TILES_MODE_WORD, champu, 5);
	assert_word("champú", TILES_MODE_WORD, champu, 5);
}

/* PINGÜINO: ü is U, eight tiles. */
static void
test_spelling_pinguino_u_diaeresis_is_u(void **state)
{
	const tile_t pinguino[] = { TILE_P, TILE_I, TILE_N, TILE_G, TILE_U,
		TILE_I, TILE_N, TILE_O };

	assert_word("pingüino", TILES_MODE_WORD, pinguino, 8);
	assert_word("PINGÜINO", TILES_MODE_WORD, pinguino, 8);
}

/* ÑANDÚ: ñ is its own tile, ú is U. */
static void
test_spelling_nandu_keeps_enye(void **state)
{
	const tile_t nandu[] = { TILE_NY, TILE_A, TILE_N, TILE_D, TILE_U };

	assert_word("ñandú", TILES_MODE_WORD, nandu, 5);
	assert_word("ÑANDÚ", TILES_MODE_WORD, nandu, 5);
}

/* Upper, lower and mixed case are the same tiles when reading words. */
static void
test_spelling_case_does_not_matter_in_words(void **state)
{
	const tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };
	const tile_t chica[] = { TILE_CH, TILE_I, TILE_C, TILE_A };

	assert_word("CaLlE", TILES_MODE_WORD, calle, 4);
	assert_word("cAlLe", TILES_MODE_WORD, calle, 4);
	assert_word("ChIcA", TILES_MODE_WORD, chica, 4);
	assert_word("cHICA", TILES_MODE_WORD, chica, 4);
}

/* [ch] is a blank playing CH, [CH] the CH tile (art. 10.1, 11). */
static void
test_art10_bracket_digraphs(void **state)
{
	const tile_t blank_ch[] = { B(TILE_CH), TILE_E };
	const tile_t ch[] = { TILE_CH, TILE_E };
	const tile_t calle[] = { TILE_C, TILE_A, B(TILE_LL), TILE_E };

	assert_word("[ch]e", TILES_MODE_WORD, blank_ch, 2);
	assert_word("[CH]e", TILES_MODE_WORD, ch, 2);
	assert_word("ca[ll]e", TILES_MODE_WORD, calle, 4);
	assert_word("[ch]E", TILES_MODE_CASE_BLANKS, blank_ch, 2);
	assert_refused("[Ch]", TILES_MODE_WORD, TILES_ERR_MIXED_CASE, 1, 'C');
	assert_refused("[CX]", TILES_MODE_WORD, TILES_ERR_BAD_BRACKET, 0, '[');
	assert_refused("[KH]", TILES_MODE_WORD, TILES_ERR_BAD_BRACKET, 0, '[');
	assert_refused("a[CH", TILES_MODE_WORD, TILES_ERR_BAD_BRACKET, 1, '[');
	assert_refused("[C]", TILES_MODE_WORD, TILES_ERR_BAD_BRACKET, 0, '[');
}

/* In move notation lower case is a blank and a digraph is all one case. */
static void
test_art10_lower_case_is_a_blank_in_notation(void **state)
{
	const tile_t casa[] = { B(TILE_C), TILE_A, B(TILE_S), TILE_A };
	const tile_t nu[] = { B(TILE_NY), TILE_U };
	const tile_t chile[] = { B(TILE_CH), TILE_I, TILE_L, TILE_E };

	assert_word("cAsA", TILES_MODE_CASE_BLANKS, casa, 4);
	assert_word("ñU", TILES_MODE_CASE_BLANKS, nu, 2);
	assert_word("chILE", TILES_MODE_CASE_BLANKS, chile, 4);
	assert_refused("cHILE", TILES_MODE_CASE_BLANKS, TILES_ERR_MIXED_CASE,
	    1, 'H');
	assert_refused("CAlLE", TILES_MODE_CASE_BLANKS, TILES_ERR_MIXED_CASE,
	    3, 'L');
}

/* K and W are not in the Spanish set (art. 10.1, 11). */
static void
test_art11_kilo_and_web_are_refused(void **state)
{
	assert_refused("kilo", TILES_MODE_WORD, TILES_ERR_NOT_SPANISH, 0, 'K');
	assert_refused("KILO", TILES_MODE_WORD, TILES_ERR_NOT_SPANISH, 0, 'K');
	assert_refused("web", TILES_MODE_WORD, TILES_ERR_NOT_SPANISH, 0, 'W');
	assert_refused("taekwondo", TILES_MODE_WORD, TILES_ERR_NOT_SPANISH, 3,
	    'K');
	/* The offset counts bytes: á takes two. */
	assert_refused("sándwich", TILES_MODE_WORD, TILES_ERR_NOT_SPANISH, 5,
	    'W');
	assert_refused("KILO", TILES_MODE_CASE_BLANKS, TILES_ERR_NOT_SPANISH, 0,
	    'K');
}

/* Digits, spaces and symbols are not letters. */
static void
test_spelling_bad_characters(void **state)
{
	assert_refused("a1", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 1, '1');
	assert_refused("la casa", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 2,
	    ' ');
	assert_refused(" casa", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 0,
	    ' ');
	assert_refused("casa!", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 4,
	    '!');
	assert_refused("a-b", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 1, '-');
	assert_refused("cabeça", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 4,
	    0xC7);
	assert_refused("straße", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 4,
	    0xDF);
	assert_refused("\xce\xb1", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 0,
	    0x391); /* Greek alpha, reported upper case */
	assert_refused("", TILES_MODE_WORD, TILES_ERR_EMPTY, 0, 0);
}

/* Bytes that are not UTF-8 are refused where they start. */
static void
test_spelling_invalid_utf8(void **state)
{
	assert_refused("ca\xc3", TILES_MODE_WORD, TILES_ERR_BAD_UTF8, 2, 0);
	assert_refused("\xff" "abc", TILES_MODE_WORD, TILES_ERR_BAD_UTF8, 0, 0);
	assert_refused("a\xc0\xaf" "b", TILES_MODE_WORD, TILES_ERR_BAD_UTF8, 1,
	    0);
	assert_refused("a\xed\xa0\x80", TILES_MODE_WORD, TILES_ERR_BAD_UTF8, 1,
	    0);
	assert_refused("\x80", TILES_MODE_CASE_BLANKS, TILES_ERR_BAD_UTF8, 0,
	    0);
}

/* Decomposed accents: e + U+0301 is E, n + U+0303 is Ñ. */
static void
test_spelling_decomposed_accents(void **state)
{
	const tile_t cafe[] = { TILE_C, TILE_A, TILE_F, TILE_E };
	const tile_t ano[] = { TILE_A, TILE_NY, TILE_O };
	const tile_t pinguino[] = { TILE_P, TILE_I, TILE_N, TILE_G, TILE_U,
		TILE_I, TILE_N, TILE_O };
	const tile_t blank_ny[] = { B(TILE_NY) };

	assert_word("cafe\xcc\x81", TILES_MODE_WORD, cafe, 4);
	assert_word("an\xcc\x83o", TILES_MODE_WORD, ano, 3);
	assert_word("AN\xcc\x83O", TILES_MODE_WORD, ano, 3);
	assert_word("pingu\xcc\x88ino", TILES_MODE_WORD, pinguino, 8);
	assert_word("n\xcc\x83", TILES_MODE_CASE_BLANKS, blank_ny, 1);
	/* A tilde makes Ñ only on N; an accent on a consonant is refused. */
	assert_refused("c\xcc\x81", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER,
	    1, 0x301);
}

/* Digits mode: 1=CH, 2=LL, 3=RR as some word lists write them. */
static void
test_art11_digits_mode(void **state)
{
	const tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };
	const tile_t che[] = { TILE_CH, TILE_E };
	const tile_t perro[] = { TILE_P, TILE_E, TILE_RR, TILE_O };

	assert_word("CA2E", TILES_MODE_DIGITS, calle, 4);
	assert_word("1E", TILES_MODE_DIGITS, che, 2);
	assert_word("pe3o", TILES_MODE_DIGITS, perro, 4);
	assert_refused("CA4E", TILES_MODE_DIGITS, TILES_ERR_BAD_CHARACTER, 2,
	    '4');
	assert_refused("CA2E", TILES_MODE_WORD, TILES_ERR_BAD_CHARACTER, 2,
	    '2');
}

/* tiles_next() reads one tile at a time and says where the next starts. */
static void
test_spelling_tiles_next_steps(void **state)
{
	const char *word = "ñLLa[rr]";
	size_t len = strlen(word), pos = 0;
	struct tiles_failure failure;
	tile_t tile;

	assert_int_equal(tiles_next(word, len, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_OK);
	assert_int_equal(tile, TILE_NY);
	assert_int_equal(pos, 2);
	assert_int_equal(tiles_next(word, len, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_OK);
	assert_int_equal(tile, TILE_LL);
	assert_int_equal(pos, 4);
	assert_int_equal(tiles_next(word, len, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_OK);
	assert_int_equal(tile, TILE_A);
	assert_int_equal(tiles_next(word, len, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_OK);
	assert_int_equal(tile, B(TILE_RR));
	assert_int_equal(pos, len);
	assert_int_equal(tiles_next(word, len, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_ERR_EMPTY);
	/* Reading stops at len: "cal" of "calle" ends on a lone L. */
	pos = 2;
	assert_int_equal(tiles_next("calle", 3, &pos, TILES_MODE_WORD, &tile,
	    &failure), TILES_OK);
	assert_int_equal(tile, TILE_L);
	assert_int_equal(pos, 3);
}

/* A word longer than the caller's buffer is refused, nothing overwritten. */
static void
test_spelling_too_long(void **state)
{
	struct tiles_failure failure;
	tile_t out[4] = { 0, 0, 0, 0x77 };

	assert_int_equal(tiles_parse("calle", 5, TILES_MODE_WORD, out, 3,
	    &failure), -1);
	assert_int_equal(failure.error, TILES_ERR_TOO_LONG);
	assert_int_equal(failure.offset, 4);
	assert_int_equal(out[3], 0x77);
	assert_int_equal(tiles_parse("calle", 5, TILES_MODE_WORD, out, 4,
	    &failure), 4);
}

/* Display text: digraphs as CH/LL/RR, blanks in lower case. */
static void
test_art10_display_text(void **state)
{
	const tile_t calle[] = { TILE_C, B(TILE_A), B(TILE_LL), TILE_E };
	const tile_t nandu[] = { TILE_NY, TILE_A, TILE_N, TILE_D, TILE_U };
	const tile_t blank_ny[] = { B(TILE_NY), TILE_U };
	char buf[32];

	assert_int_equal(tiles_to_display(calle, 4, buf, sizeof buf), 5);
	assert_string_equal(buf, "CallE");
	assert_int_equal(tiles_to_display(nandu, 5, buf, sizeof buf), 6);
	assert_string_equal(buf, "ÑANDU");
	tiles_to_display(blank_ny, 2, buf, sizeof buf);
	assert_string_equal(buf, "ñU");
	assert_int_equal(tiles_to_display(calle, 0, buf, sizeof buf), 0);
	assert_string_equal(buf, "");
}

/* Record text: digraphs in brackets so that they read back (GCG, fichas(6)). */
static void
test_art10_record_text(void **state)
{
	const tile_t word[] = { TILE_CH, TILE_A, B(TILE_RR), TILE_O, B(TILE_S),
		TILE_NY };
	tile_t back[8];
	char buf[32];

	assert_int_equal(tiles_to_record(word, 6, buf, sizeof buf), 13);
	assert_string_equal(buf, "[CH]A[rr]OsÑ");
	assert_int_equal(tiles_parse(buf, strlen(buf), TILES_MODE_CASE_BLANKS,
	    back, 8, NULL), 6);
	assert_memory_equal(back, word, 6);
}

/* Text that does not fit is cut, and the full length still returned. */
static void
test_spelling_text_truncated(void **state)
{
	const tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };
	char buf[4];

	assert_int_equal(tiles_to_display(calle, 4, buf, sizeof buf), 5);
	assert_string_equal(buf, "CAL");
	assert_int_equal(tiles_to_record(calle, 4, buf, sizeof buf), 7);
	assert_string_equal(buf, "CA[");
	assert_int_equal(tiles_to_record(calle, 4, NULL, 0), 7);
}

/* doc/rules.md: each tile's count and value; 100 tiles, 192 points. */
static void
test_art12_tile_counts_and_values(void **state)
{
	int tiles = 0, points = 0, letters = 0;

	assert_int_equal(SPEC_TILES, TILE_LETTERS + 1);
	for (size_t i = 0; i < SPEC_TILES; i++) {
		tile_t t = spec_tiles[i].tile;

		assert_int_equal(tile_count(t), spec_tiles[i].count);
		assert_int_equal(tile_value(t), spec_tiles[i].value);
		assert_string_equal(tile_name(t), spec_tiles[i].name);
		tiles += tile_count(t);
		points += tile_count(t) * tile_value(t);
		letters += tile_is_letter(t);
	}
	assert_int_equal(tiles, TILES_TOTAL);
	assert_int_equal(tiles, 100);
	assert_int_equal(points, TILES_TOTAL_VALUE);
	assert_int_equal(points, 192);
	assert_int_equal(letters, 28);
	assert_int_equal(tile_count(TILE_BLANK), 2);
	assert_int_equal(tile_count(TILE_NONE), 0);
}

/* A blank scores nothing, even playing Z (art. 10.2). */
static void
test_art10_blank_scores_zero(void **state)
{
	assert_int_equal(tile_value(TILE_Z), 10);
	assert_int_equal(tile_value(B(TILE_Z)), 0);
	assert_int_equal(tile_value(TILE_BLANK), 0);
	assert_true(tile_is_blank(TILE_BLANK));
	assert_true(tile_is_blank(B(TILE_CH)));
	assert_false(tile_is_blank(TILE_CH));
	assert_true(tile_is_letter(B(TILE_CH)));
	assert_false(tile_is_letter(TILE_BLANK));
	assert_false(tile_is_letter(TILE_NONE));
	assert_int_equal(tile_letter(B(TILE_CH)), TILE_CH);
	assert_string_equal(tile_name(B(TILE_NY)), "Ñ");
}

/* Tile order of art. 4: A B C CH D ... Z, the blank after every letter. */
static void
test_art4_tile_order(void **state)
{
	const char *order = "A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T "
	    "U V X Y Z ?";
	tile_t tiles[TILE_CODES - 1];
	char names[128] = "";
	tile_t blank = TILE_BLANK, a = TILE_A, z = TILE_Z, bz = B(TILE_Z);

	for (int i = 0; i < TILE_CODES - 1; i++)
		tiles[i] = (tile_t)(TILE_BLANK - i);
	qsort(tiles, TILE_CODES - 1, 1, tile_compare);
	for (int i = 0; i < TILE_CODES - 1; i++) {
		if (i > 0)
			strcat(names, " ");
		strcat(names, tile_name(tiles[i]));
	}
	assert_string_equal(names, order);
	assert_true(tile_compare(&blank, &a) > 0);
	assert_true(tile_compare(&blank, &z) > 0);
	assert_true(tile_compare(&a, &z) < 0);
	assert_int_equal(tile_compare(&bz, &z), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art11_calle_has_four_tiles),
		cmocka_unit_test(test_art11_perro_has_four_tiles),
		cmocka_unit_test(test_art11_champu_starts_with_ch),
		cmocka_unit_test(test_spelling_pinguino_u_diaeresis_is_u),
		cmocka_unit_test(test_spelling_nandu_keeps_enye),
		cmocka_unit_test(test_spelling_case_does_not_matter_in_words),
		cmocka_unit_test(test_art10_bracket_digraphs),
		cmocka_unit_test(test_art10_lower_case_is_a_blank_in_notation),
		cmocka_unit_test(test_art11_kilo_and_web_are_refused),
		cmocka_unit_test(test_spelling_bad_characters),
		cmocka_unit_test(test_spelling_invalid_utf8),
		cmocka_unit_test(test_spelling_decomposed_accents),
		cmocka_unit_test(test_art11_digits_mode),
		cmocka_unit_test(test_spelling_tiles_next_steps),
		cmocka_unit_test(test_spelling_too_long),
		cmocka_unit_test(test_art10_display_text),
		cmocka_unit_test(test_art10_record_text),
		cmocka_unit_test(test_spelling_text_truncated),
		cmocka_unit_test(test_art12_tile_counts_and_values),
		cmocka_unit_test(test_art10_blank_scores_zero),
		cmocka_unit_test(test_art4_tile_order),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
