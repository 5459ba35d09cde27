/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for the word → tiles converter (tiles.c).
 *
 * The bytes are read in each of the three modes.  A refusal must name a real
 * error at an offset inside the input.  A word must give letter tiles only
 * (blanks flagged only where the mode allows them), display and record text
 * that are valid UTF-8 of the announced length, cut cleanly in short
 * buffers, and record text that reads back as the very same tiles.  A second
 * read into a buffer of exactly max tiles must agree or say TOO_LONG.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

#include "fuzz.h"
#include "tiles.h"

static void fuzz_require(int ok, const char *what);
static void check_text(const tile_t *tiles, int n, int record);
static void check_word(const uint8_t *data, size_t size,
    enum tiles_mode mode, const tile_t *tiles, int n);
static void check_short_buffer(const uint8_t *data, size_t size,
    enum tiles_mode mode, const tile_t *tiles, int n);
static int check_mode(const uint8_t *data, size_t size,
    enum tiles_mode mode, tile_t *tiles);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-tiles: %s\n", what);
		abort();
	}
}

/* Display or record text: right length, valid UTF-8, cut cleanly. */
static void
check_text(const tile_t *tiles, int n, int record)
{
	size_t (*write)(const tile_t *, size_t, char *, size_t) =
	    record ? tiles_to_record : tiles_to_display;
	size_t len = write(tiles, (size_t)n, NULL, 0);
	char *text = malloc(len + 1);
	tile_t *back;

	fuzz_require(text != NULL, "out of memory");
	fuzz_require(write(tiles, (size_t)n, text, len + 1) == len &&
	    strlen(text) == len, "text length");
	fuzz_require(u8_check((const uint8_t *)text, len) == NULL,
	    "text is not UTF-8");
	for (size_t cut = 1; cut <= len; cut += 1 + cut / 4) {
		char *small = malloc(cut); /* exact size: ASan sees overruns */

		fuzz_require(small != NULL, "out of memory");
		fuzz_require(write(tiles, (size_t)n, small, cut) == len &&
		    strlen(small) == cut - 1 &&
		    memcmp(small, text, cut - 1) == 0, "cut text");
		free(small);
	}
	if (record) {
		back = malloc((size_t)n + 1);
		fuzz_require(back != NULL, "out of memory");
		if (tiles_parse(text, len, TILES_MODE_CASE_BLANKS, back,
		    (size_t)n + 1, NULL) != n ||
		    memcmp(back, tiles, (size_t)n) != 0) {
			fprintf(stderr, "fuzz-tiles: record \"%s\" reads "
			    "back as other tiles\n", text);
			abort();
		}
		free(back);
	}
	free(text);
}

/* Tiles a word gives: letters, blanks only where the mode makes them. */
static void
check_word(const uint8_t *data, size_t size, enum tiles_mode mode,
    const tile_t *tiles, int n)
{
	fuzz_require(n >= 1 && (size_t)n <= size, "tile count");
	for (int i = 0; i < n; i++) {
		tile_t letter = tile_letter(tiles[i]);

		fuzz_require(tile_is_letter(tiles[i]), "not a letter");
		/* Outside case-blank mode only "[ch]" makes a blank. */
		if (mode != TILES_MODE_CASE_BLANKS && tile_is_blank(tiles[i]))
			fuzz_require(letter == TILE_CH || letter == TILE_LL ||
			    letter == TILE_RR, "blank from case");
	}
	check_text(tiles, n, 0);
	check_text(tiles, n, 1);
	check_short_buffer(data, size, mode, tiles, n);
}

/* Reading into exactly max tiles agrees with a roomy read or stops. */
static void
check_short_buffer(const uint8_t *data, size_t size, enum tiles_mode mode,
    const tile_t *tiles, int n)
{
	struct tiles_failure failure;
	size_t max = size > 0 ? data[0] % (size_t)(n + 2) : 0;
	tile_t *out = malloc(max > 0 ? max : 1);
	int got;

	fuzz_require(out != NULL, "out of memory");
	got = tiles_parse((const char *)data, size, mode, out, max, &failure);
	if ((size_t)n <= max)
		fuzz_require(got == n && memcmp(out, tiles, (size_t)n) == 0,
		    "short buffer read differs");
	else
		fuzz_require(got == -1 && failure.error == TILES_ERR_TOO_LONG &&
		    failure.offset < size && memcmp(out, tiles, max) == 0,
		    "short buffer not TOO_LONG");
	free(out);
}

/* One mode: a word into tiles[size + 1], or a refusal inside the input. */
static int
check_mode(const uint8_t *data, size_t size, enum tiles_mode mode,
    tile_t *tiles)
{
	struct tiles_failure failure;
	int n;

	n = tiles_parse((const char *)data, size, mode, tiles, size + 1,
	    &failure);
	if (n < 0) {
		fuzz_require(failure.error > TILES_OK &&
		    failure.error < TILES_ERR_TOO_LONG, "error out of range");
		fuzz_require(failure.offset < size ||
		    (size == 0 && failure.error == TILES_ERR_EMPTY),
		    "offset past the input");
	} else
		check_word(data, size, mode, tiles, n);
	return n;
}

/*
 * Across modes: case-blank reading is word reading plus blanks, and digits
 * change nothing in a word that word mode accepts (it has no digits).
 */
int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	tile_t *word = malloc(size + 1), *blanks = malloc(size + 1);
	tile_t *digits = malloc(size + 1);
	int n_word, n_blanks, n_digits;

	fuzz_require(word != NULL && blanks != NULL && digits != NULL,
	    "out of memory");
	n_word = check_mode(data, size, TILES_MODE_WORD, word);
	n_blanks = check_mode(data, size, TILES_MODE_CASE_BLANKS, blanks);
	n_digits = check_mode(data, size, TILES_MODE_DIGITS, digits);
	if (n_blanks >= 0) {
		fuzz_require(n_word == n_blanks, "case blanks vs word count");
		for (int i = 0; i < n_word; i++)
			fuzz_require(tile_letter(word[i]) ==
			    tile_letter(blanks[i]), "case blanks vs word");
	}
	if (n_word >= 0)
		fuzz_require(n_digits == n_word &&
		    memcmp(digits, word, (size_t)n_word) == 0,
		    "digits vs word");
	free(word);
	free(blanks);
	free(digits);
	return 0;
}
