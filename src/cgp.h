/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Positions in CGP, the Crossword Game Position format of Macondo and
 * MAGPIE, with the Spanish tile conventions of our records (fichas(6), Game records).
 * One line, such as
 *
 *   15/15/15/15/15/15/15/7CASA4/15/15/15/15/15/15/15 AEIO?[CH]/ 12/0 0
 *
 * and maybe opcodes after it (" lex FISE2;").
 *
 * Fields, separated by spaces:
 *   1. the 15 rows, top to bottom, separated by '/': tiles and numbers of
 *      empty squares ("15" is an empty row)
 *   2. the racks "RACK1/RACK2", the player to move first; either may be
 *      empty (unknown)
 *   3. the scores "S1/S2" (may be negative: penalties, art. 32)
 *   4. the number of consecutive scoreless turns (art. 37.3)
 *   then optional opcodes ("lex NAME;" ...), kept as text and not read.
 *
 * Tiles: upper-case letters and Ñ; a blank played on the board is the
 * lower-case letter (art. 10.1).  A digraph tile is always in brackets,
 * [CH] [LL] [RR], lower case for a blank ([ch]); outside brackets every
 * letter is one tile, so "CH" is a C tile and an H tile (art. 11).  On a
 * rack '?' is a blank.  K and W do not exist (art. 11).
 */
#ifndef FICHAS_CGP_H
#define FICHAS_CGP_H

#include <stddef.h>

#include "board.h"
#include "rack.h"

#define CGP_OPCODES_MAX 255	/* bytes of opcode text kept */
#define CGP_SCORE_MAX 99999	/* largest score magnitude read */
#define CGP_TURNS_MAX 999	/* largest scoreless-turn count read */

struct cgp_position {
	struct board board;
	struct rack racks[2];	/* racks[0]: the player to move */
	int scores[2];
	int scoreless;		/* consecutive scoreless turns */
	char opcodes[CGP_OPCODES_MAX + 1]; /* the text after field 4, or "" */
};

/* Why CGP text is refused. */
enum cgp_error {
	CGP_OK = 0,
	CGP_ERR_MISSING,	/* a field is missing */
	CGP_ERR_ROWS,		/* not 15 rows */
	CGP_ERR_ROW_LENGTH,	/* a row of more or fewer than 15 squares */
	CGP_ERR_NUMBER,		/* a run of empty squares: 0, 01, 16... */
	CGP_ERR_TILE,		/* not a tile: a symbol, K, W, bad brackets */
	CGP_ERR_RACKS,		/* not "RACK1/RACK2" */
	CGP_ERR_RACK_TILE,	/* not a rack tile (lower case: write '?') */
	CGP_ERR_RACK_SIZE,	/* more than 7 tiles on a rack */
	CGP_ERR_TOO_MANY,	/* more of a tile than the set (doc/rules.md) */
	CGP_ERR_SCORES,		/* not "S1/S2" with numbers in range */
	CGP_ERR_TURNS,		/* the scoreless count is not a number */
	CGP_ERR_OPCODES		/* opcodes too long or not one line */
};

/* What went wrong and where (a byte offset in the text). */
struct cgp_failure {
	enum cgp_error error;
	size_t offset;
};

/*
 * Read len bytes of CGP (surrounding spaces and a final newline allowed).
 * Returns CGP_OK and fills *pos, or an error with *failure filled (may be
 * NULL); *pos is then unspecified.
 */
enum cgp_error cgp_parse(const char *text, size_t len,
    struct cgp_position *pos, struct cgp_failure *failure);

/*
 * Write a position as CGP (no newline), NUL-terminated and truncated to
 * size; returns the length the whole text needs, like snprintf().
 */
size_t cgp_format(const struct cgp_position *pos, char *buf, size_t size);

/* Empty board, empty racks, 0/0, 0 turns, no opcodes. */
void cgp_init(struct cgp_position *pos);

/*
 * Tiles in the bag: the set less the board and the racks, a rack left
 * empty counting as the seven (or all the remaining) tiles it must hold.
 */
int cgp_bag_count(const struct cgp_position *pos);

/*
 * The first tile (TILE_BLANK for blanks) of which the board and the racks
 * hold more than the set (doc/rules.md), or TILE_NONE when all fit.
 */
tile_t cgp_tiles_over(const struct cgp_position *pos);

/* A short stable English identifier ("row-length"), not for display. */
const char *cgp_error_id(enum cgp_error error);

#endif
