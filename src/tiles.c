/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unictype.h>
#include <unicase.h>
#include <uninorm.h>
#include <unistr.h>

#include "tiles.h"

/* One row of the Spanish set (doc/rules.md): name, lower-case name, count, value. */
struct tile_info {
	const char *upper;
	const char *lower;
	int count;
	int value;
};

static const struct tile_info tile_table[TILE_CODES] = {
	[TILE_NONE] = { "", "", 0, 0 },
	[TILE_A] = { "A", "a", 12, 1 },
	[TILE_B] = { "B", "b", 2, 3 },
	[TILE_C] = { "C", "c", 4, 3 },
	[TILE_CH] = { "CH", "ch", 1, 5 },
	[TILE_D] = { "D", "d", 5, 2 },
	[TILE_E] = { "E", "e", 12, 1 },
	[TILE_F] = { "F", "f", 1, 4 },
	[TILE_G] = { "G", "g", 2, 2 },
	[TILE_H] = { "H", "h", 2, 4 },
	[TILE_I] = { "I", "i", 6, 1 },
	[TILE_J] = { "J", "j", 1, 8 },
	[TILE_L] = { "L", "l", 4, 1 },
	[TILE_LL] = { "LL", "ll", 1, 8 },
	[TILE_M] = { "M", "m", 2, 3 },
	[TILE_N] = { "N", "n", 5, 1 },
	[TILE_NY] = { "\xc3\x91", "\xc3\xb1", 1, 8 },
	[TILE_O] = { "O", "o", 9, 1 },
	[TILE_P] = { "P", "p", 2, 3 },
	[TILE_Q] = { "Q", "q", 1, 5 },
	[TILE_R] = { "R", "r", 5, 1 },
	[TILE_RR] = { "RR", "rr", 1, 8 },
	[TILE_S] = { "S", "s", 6, 1 },
	[TILE_T] = { "T", "t", 4, 1 },
	[TILE_U] = { "U", "u", 5, 1 },
	[TILE_V] = { "V", "v", 1, 4 },
	[TILE_X] = { "X", "x", 1, 8 },
	[TILE_Y] = { "Y", "y", 1, 4 },
	[TILE_Z] = { "Z", "z", 1, 10 },
	[TILE_BLANK] = { "?", "?", 2, 0 },
};

/* ASCII upper-case letter → tile code; 0 for K, W and non-letters. */
static const tile_t ascii_tile[26] = {
	TILE_A, TILE_B, TILE_C, TILE_D, TILE_E, TILE_F, TILE_G, TILE_H, TILE_I,
	TILE_J, 0, TILE_L, TILE_M, TILE_N, TILE_O, TILE_P, TILE_Q, TILE_R,
	TILE_S, TILE_T, TILE_U, TILE_V, 0, TILE_X, TILE_Y, TILE_Z
};

#define UC_N_TILDE_UPPER 0x00D1
#define UC_COMBINING_TILDE 0x0303

/* A decoded character: its upper-case base letter and whether it was lower. */
struct decoded {
	uint32_t base;	 /* 'A'..'Z', UC_N_TILDE_UPPER, or the raw code point */
	int lower;	 /* written in lower case */
	int plain_ascii; /* a bare ASCII letter, usable in a digraph */
	size_t next;	 /* byte offset after the character and its marks */
};

static enum tiles_error tiles_fail(struct tiles_failure *failure,
    enum tiles_error error, size_t offset, uint32_t character);

tile_t
tile_letter(tile_t tile)
{
	if (tile == TILE_BLANK)
		return TILE_BLANK;
	return tile & TILE_LETTER_MASK;
}

int
tile_is_blank(tile_t tile)
{
	return tile == TILE_BLANK || (tile & TILE_BLANK_FLAG) != 0;
}

int
tile_is_letter(tile_t tile)
{
	tile_t letter = tile & TILE_LETTER_MASK;

	if ((tile & ~(TILE_LETTER_MASK | TILE_BLANK_FLAG)) != 0)
		return 0;
	return letter >= TILE_A && letter <= TILE_Z;
}

int
tile_value(tile_t tile)
{
	if (tile_is_blank(tile) || !tile_is_letter(tile))
		return 0;
	return tile_table[tile].value;
}

int
tile_count(tile_t tile)
{
	if (tile >= TILE_CODES)
		return 0;
	return tile_table[tile].count;
}

const char *
tile_name(tile_t tile)
{
	tile_t letter = tile_letter(tile);

	if (letter >= TILE_CODES)
		return "";
	return tile_table[letter].upper;
}

int
tile_compare(const void *a, const void *b)
{
	tile_t x = tile_letter(*(const tile_t *)a);
	tile_t y = tile_letter(*(const tile_t *)b);

	return (int)x - (int)y;
}

/* Record a failure and return its code. */
static enum tiles_error
tiles_fail(struct tiles_failure *failure, enum tiles_error error,
    size_t offset, uint32_t character)
{
	if (failure != NULL) {
		failure->error = error;
		failure->offset = offset;
		failure->character = character;
	}
	return error;
}

/* Is this upper-case base letter a vowel, whose accents Spanish drops? */
static int
is_vowel(uint32_t c)
{
	return c == 'A' || c == 'E' || c == 'I' || c == 'O' || c == 'U';
}

/* The first code point of the full canonical decomposition of c. */
static uint32_t
canonical_base(uint32_t c)
{
	ucs4_t parts[UC_DECOMPOSITION_MAX_LENGTH];

	for (int depth = 0; depth < 4; depth++) {
		int n = uc_canonical_decomposition(c, parts);

		if (n <= 0)
			break;
		c = parts[0];
	}
	return c;
}

/*
 * Decode one character at s[pos] with any combining marks after it.  Accents
 * on vowels are dropped and ü counts as U (FISE plays on letters, not
 * spellings); n + U+0303 and ñ become Ñ.  Anything else keeps its code point
 * so that the caller can say which character was refused.
 */
static enum tiles_error
decode_char(const char *s, size_t len, size_t pos, struct decoded *out,
    struct tiles_failure *failure)
{
	const uint8_t *p = (const uint8_t *)s;
	ucs4_t c, upper, mark;
	int n;

	n = u8_mbtoucr(&c, p + pos, len - pos);
	if (n < 0)
		return tiles_fail(failure, TILES_ERR_BAD_UTF8, pos, 0);
	upper = uc_toupper(c);
	out->lower = upper != c;
	out->plain_ascii = c < 0x80;
	out->base = upper == UC_N_TILDE_UPPER ? upper : canonical_base(upper);
	if (out->base != upper && out->base != UC_N_TILDE_UPPER &&
	    !is_vowel(out->base))
		out->base = upper; /* ç, ş...: not a Spanish letter */
	pos += (size_t)n;
	while (pos < len && (n = u8_mbtoucr(&mark, p + pos, len - pos)) > 0 &&
	    uc_is_general_category(mark, UC_CATEGORY_M)) {
		if (mark == UC_COMBINING_TILDE && out->base == 'N')
			out->base = UC_N_TILDE_UPPER;
		else if (!is_vowel(out->base))
			return tiles_fail(failure, TILES_ERR_BAD_CHARACTER, pos,
			    mark);
		out->plain_ascii = 0;
		pos += (size_t)n;
	}
	out->next = pos;
	return TILES_OK;
}

/* The tile for a decoded base letter, or an error naming the character. */
static enum tiles_error
base_to_tile(const struct decoded *d, size_t offset, tile_t *tile,
    struct tiles_failure *failure)
{
	if (d->base == UC_N_TILDE_UPPER) {
		*tile = TILE_NY;
		return TILES_OK;
	}
	if (d->base == 'K' || d->base == 'W')
		return tiles_fail(failure, TILES_ERR_NOT_SPANISH, offset,
		    d->base);
	if (d->base < 'A' || d->base > 'Z')
		return tiles_fail(failure, TILES_ERR_BAD_CHARACTER, offset,
		    d->base);
	*tile = ascii_tile[d->base - 'A'];
	return TILES_OK;
}

/* The digraph tile that first+second spell (C+H, L+L, R+R), or TILE_NONE. */
static tile_t
digraph_of(tile_t first, uint32_t second)
{
	if (first == TILE_C && second == 'H')
		return TILE_CH;
	if (first == TILE_L && second == 'L')
		return TILE_LL;
	if (first == TILE_R && second == 'R')
		return TILE_RR;
	return TILE_NONE;
}

/* Parse "[CH]", "[ll]"... at s[*pos] == '['. */
static enum tiles_error
parse_bracket(const char *s, size_t len, size_t *pos, tile_t *tile,
    struct tiles_failure *failure)
{
	size_t start = *pos;
	tile_t first;
	int upper1, upper2;
	char a, b;

	if (len - start < 4 || s[start + 3] != ']')
		return tiles_fail(failure, TILES_ERR_BAD_BRACKET, start, '[');
	a = s[start + 1];
	b = s[start + 2];
	upper1 = a >= 'A' && a <= 'Z';
	upper2 = b >= 'A' && b <= 'Z';
	if (!(upper1 || (a >= 'a' && a <= 'z')) ||
	    !(upper2 || (b >= 'a' && b <= 'z')))
		return tiles_fail(failure, TILES_ERR_BAD_BRACKET, start, '[');
	if (upper1 != upper2)
		return tiles_fail(failure, TILES_ERR_MIXED_CASE, start + 1,
		    (unsigned char)a);
	first = ascii_tile[(upper1 ? a - 'A' : a - 'a')];
	*tile = digraph_of(first, (uint32_t)(upper2 ? b : b - 'a' + 'A'));
	if (*tile == TILE_NONE)
		return tiles_fail(failure, TILES_ERR_BAD_BRACKET, start, '[');
	if (!upper1)
		*tile |= TILE_BLANK_FLAG;
	*pos = start + 4;
	return TILES_OK;
}

/* Digits mode: 1=CH, 2=LL, 3=RR as some published lists write them. */
static tile_t
digit_tile(char c)
{
	switch (c) {
	case '1':
		return TILE_CH;
	case '2':
		return TILE_LL;
	case '3':
		return TILE_RR;
	default:
		return TILE_NONE;
	}
}

/* Fold ch/ll/rr after a plain letter into one digraph tile (art. 11). */
static enum tiles_error
join_digraph(const char *s, size_t len, enum tiles_mode mode,
    const struct decoded *first, tile_t *tile, size_t *pos,
    struct tiles_failure *failure)
{
	struct decoded second;
	tile_t digraph;

	if (!first->plain_ascii || first->next >= len)
		return TILES_OK;
	if (decode_char(s, len, first->next, &second, NULL) != TILES_OK ||
	    !second.plain_ascii)
		return TILES_OK;
	digraph = digraph_of(*tile, second.base);
	if (digraph == TILE_NONE)
		return TILES_OK;
	if (mode == TILES_MODE_CASE_BLANKS && first->lower != second.lower)
		return tiles_fail(failure, TILES_ERR_MIXED_CASE, first->next,
		    (unsigned char)s[first->next]);
	*tile = digraph;
	*pos = second.next;
	return TILES_OK;
}

enum tiles_error
tiles_next(const char *s, size_t len, size_t *pos, enum tiles_mode mode,
    tile_t *tile, struct tiles_failure *failure)
{
	struct decoded d;
	size_t start = *pos;
	enum tiles_error error;

	if (start >= len)
		return tiles_fail(failure, TILES_ERR_EMPTY, start, 0);
	if (s[start] == '[')
		return parse_bracket(s, len, pos, tile, failure);
	if (mode == TILES_MODE_DIGITS && digit_tile(s[start]) != TILE_NONE) {
		*tile = digit_tile(s[start]);
		*pos = start + 1;
		return TILES_OK;
	}
	error = decode_char(s, len, start, &d, failure);
	if (error == TILES_OK)
		error = base_to_tile(&d, start, tile, failure);
	if (error != TILES_OK)
		return error;
	*pos = d.next;
	error = TILES_OK;
	if (mode != TILES_MODE_RECORD)
		error = join_digraph(s, len, mode, &d, tile, pos, failure);
	if (error == TILES_OK && d.lower &&
	    (mode == TILES_MODE_CASE_BLANKS || mode == TILES_MODE_RECORD))
		*tile |= TILE_BLANK_FLAG;
	return error;
}

int
tiles_parse(const char *s, size_t len, enum tiles_mode mode, tile_t *out,
    size_t max, struct tiles_failure *failure)
{
	size_t pos = 0, n = 0;
	tile_t tile;

	if (len == 0) {
		tiles_fail(failure, TILES_ERR_EMPTY, 0, 0);
		return -1;
	}
	while (pos < len) {
		size_t at = pos;

		if (tiles_next(s, len, &pos, mode, &tile, failure) != TILES_OK)
			return -1;
		if (n == max) {
			tiles_fail(failure, TILES_ERR_TOO_LONG, at, 0);
			return -1;
		}
		out[n++] = tile;
	}
	return (int)n;
}

void
tiles_append(char *buf, size_t size, size_t *used, const char *text)
{
	size_t n = strlen(text);

	if (*used < size) {
		size_t room = size - *used - 1;
		size_t copy = n < room ? n : room;

		memcpy(buf + *used, text, copy);
		buf[*used + copy] = '\0';
	}
	*used += n;
}

/* Write tiles with or without brackets around digraphs. */
static size_t
tiles_write(const tile_t *tiles, size_t n, char *buf, size_t size,
    int brackets)
{
	size_t used = 0;

	if (size > 0)
		buf[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		tile_t letter = tile_letter(tiles[i]);
		int digraph = letter == TILE_CH || letter == TILE_LL ||
		    letter == TILE_RR;
		const struct tile_info *info;

		if (letter >= TILE_CODES)
			letter = TILE_NONE;
		info = &tile_table[letter];
		if (brackets && digraph)
			tiles_append(buf, size, &used, "[");
		tiles_append(buf, size, &used,
		    tile_is_blank(tiles[i]) ? info->lower : info->upper);
		if (brackets && digraph)
			tiles_append(buf, size, &used, "]");
	}
	return used;
}

size_t
tiles_to_display(const tile_t *tiles, size_t n, char *buf, size_t size)
{
	return tiles_write(tiles, n, buf, size, 0);
}

size_t
tiles_to_record(const tile_t *tiles, size_t n, char *buf, size_t size)
{
	return tiles_write(tiles, n, buf, size, 1);
}

tile_t
tiles_digraph(tile_t first, tile_t second)
{
	return second == first && (first == TILE_L || first == TILE_R) ?
	    tiles_digraph_of(first) : first == TILE_C && second == TILE_H ?
	    TILE_CH : TILE_NONE;
}

tile_t
tiles_digraph_of(tile_t first)
{
	return first == TILE_C ? TILE_CH : first == TILE_L ? TILE_LL :
	    first == TILE_R ? TILE_RR : TILE_NONE;
}
