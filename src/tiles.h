/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Spanish Scrabble tiles (FISE arts. 10-12; doc/rules.md).
 *
 * A tile is a small integer:
 *
 *   0            TILE_NONE: no tile (an empty square, the end of a sequence)
 *   1..28        the letters in FISE tile order: A B C CH D E F G H I J L LL M
 *                N Ñ O P Q R RR S T U V X Y Z (each digraph is one code, art. 11)
 *   29           TILE_BLANK: a blank not yet played (on a rack, in the bag)
 *   letter|0x40  TILE_BLANK_FLAG: a letter played by a blank (art. 10.1)
 *
 * Tile order is the numeric order of the codes (art. 4 draw, rack sorting);
 * the blank beats every letter and sorts last.
 *
 * Words enter as UTF-8 and become tile sequences here, with libunistring:
 * case folded, accents dropped (á→A, ü→U), ñ kept as Ñ, every ch/ll/rr one
 * digraph tile.  Bracket spellings [CH] / [ch] are accepted too; a lower-case
 * bracket is a blank.
 */
#ifndef FICHAS_TILES_H
#define FICHAS_TILES_H

#include <stddef.h>
#include <stdint.h>

typedef uint8_t tile_t;

#define TILE_NONE 0
#define TILE_A 1
#define TILE_B 2
#define TILE_C 3
#define TILE_CH 4
#define TILE_D 5
#define TILE_E 6
#define TILE_F 7
#define TILE_G 8
#define TILE_H 9
#define TILE_I 10
#define TILE_J 11
#define TILE_L 12
#define TILE_LL 13
#define TILE_M 14
#define TILE_N 15
#define TILE_NY 16 /* Ñ */
#define TILE_O 17
#define TILE_P 18
#define TILE_Q 19
#define TILE_R 20
#define TILE_RR 21
#define TILE_S 22
#define TILE_T 23
#define TILE_U 24
#define TILE_V 25
#define TILE_X 26
#define TILE_Y 27
#define TILE_Z 28
#define TILE_LETTERS 28
#define TILE_BLANK 29
#define TILE_CODES 30 /* size of an array indexed by an unflagged tile code */
#define TILE_BLANK_FLAG 0x40
#define TILE_LETTER_MASK 0x3f

#define TILES_TOTAL 100 /* tiles in a full set (doc/rules.md) */
#define TILES_TOTAL_VALUE 192
#define TILES_MAX_WORD 15 /* longest word on a 15×15 board, in tiles */

/* How tiles_parse() reads letters outside brackets. */
enum tiles_mode {
	/* Case is folded: "calle" and "CALLE" are C·A·LL·E, no blanks. */
	TILES_MODE_WORD = 0,
	/* Move notation: upper case is a tile, lower case a blank ("cAsa"). */
	TILES_MODE_CASE_BLANKS = 1,
	/* Word lists that write digraphs as digits: 1=CH, 2=LL, 3=RR. */
	TILES_MODE_DIGITS = 2,
	/*
	 * Record spelling (tiles_to_record, GCG, racks): only brackets make a
	 * digraph, so "LLA" is L·L·A; lower case is a blank.
	 */
	TILES_MODE_RECORD = 3
};

/* Why a word could not be turned into tiles. */
enum tiles_error {
	TILES_OK = 0,
	TILES_ERR_EMPTY,	   /* nothing to convert */
	TILES_ERR_BAD_UTF8,	   /* the bytes are not valid UTF-8 */
	TILES_ERR_NOT_SPANISH,	   /* K or W: not in the Spanish set (art. 10.1, 11) */
	TILES_ERR_BAD_CHARACTER,   /* a digit, space, symbol or foreign letter */
	TILES_ERR_BAD_BRACKET,	   /* "[" not followed by CH, LL, RR and "]" */
	TILES_ERR_MIXED_CASE,	   /* "Ch" in case-blank mode: tile or blank? */
	TILES_ERR_TOO_LONG	   /* more tiles than the caller's buffer */
};

/* Where a conversion stopped and on which character. */
struct tiles_failure {
	enum tiles_error error;
	size_t offset;	   /* byte offset of the offending character */
	uint32_t character; /* its Unicode code point, 0 if none */
};

/* The unflagged letter a tile shows (blank flag removed). */
tile_t tile_letter(tile_t tile);
/* Non-zero when the tile is a blank, played or not. */
int tile_is_blank(tile_t tile);
/* Non-zero for TILE_A..TILE_Z, with or without the blank flag. */
int tile_is_letter(tile_t tile);
/* Points the tile scores (art. 12; blanks 0, art. 10.2). */
int tile_value(tile_t tile);
/* How many of this tile a full set holds (doc/rules.md). */
int tile_count(tile_t tile);
/* Upper-case UTF-8 name of a letter or "?" for the blank: "A", "CH", "Ñ". */
const char *tile_name(tile_t tile);

/*
 * Read one tile from s[*pos..len): a letter, a digraph (ch, ll, rr), a
 * bracketed digraph ([CH], [ch]) or, in TILES_MODE_DIGITS, 1/2/3.
 * Advances *pos past it.  Returns TILES_OK and sets *tile, or an error with
 * *failure filled (offset is absolute in s).
 */
enum tiles_error tiles_next(const char *s, size_t len, size_t *pos,
    enum tiles_mode mode, tile_t *tile, struct tiles_failure *failure);

/*
 * Convert a whole UTF-8 word (len bytes) into at most max tiles.
 * Returns the number of tiles, or -1 with *failure filled.
 */
int tiles_parse(const char *s, size_t len, enum tiles_mode mode,
    tile_t *out, size_t max, struct tiles_failure *failure);

/*
 * Display text: "CALLE" shows LL as "LL", blanks in lower case ("ch", "ñ").
 * Writes a NUL-terminated string, truncated to size; returns the length the
 * full text needs (like snprintf).
 */
size_t tiles_to_display(const tile_t *tiles, size_t n, char *buf, size_t size);

/*
 * Record text (GCG style): digraphs in brackets, "[CH]", "[ch]" for a blank;
 * single letters plain, blanks lower case.  Same return as tiles_to_display.
 */
size_t tiles_to_record(const tile_t *tiles, size_t n, char *buf, size_t size);

/*
 * Append text to buf[*used..size) as snprintf would: always NUL-terminated,
 * truncated to size, while *used counts the full length.
 */
void tiles_append(char *buf, size_t size, size_t *used, const char *text);

/* Order for sorting: letters by code, the blank last (art. 4). */
int tile_compare(const void *a, const void *b);

/* C+H, L+L, R+R: the digraph tile (art. 11), or TILE_NONE. */
tile_t tiles_digraph(tile_t first, tile_t second);
/* The digraph a letter may begin: C: CH, L: LL, R: RR, else TILE_NONE. */
tile_t tiles_digraph_of(tile_t first);

#endif
