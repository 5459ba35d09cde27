/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Moves and their notation.
 *
 * A move is a placement, an exchange or a pass.  Notation (fichas(6), NOTATION):
 *
 *   8H CASA     across, from row 8 column H (row first = across)
 *   H8 CASA     down, from column H row 8 (column first = down)
 *   8G CA.A     '.' is a tile already on the board...
 *   8G CA(S)A   ...and so is a letter in parentheses, "(SA)" for several
 *   8H cAsa     a lower-case letter is a blank (TILE_BLANK_FLAG)
 *   8H CHE      digraphs as ch/CH/[CH] (one tile, art. 11); [ch] is a blank
 *   8H [L]L     a single letter in brackets stands alone: two L tiles, not
 *               LL (only move_format writes it, for phonies)
 *   -ABC        exchange A, B and C ('?' is a blank)
 *   -           pass
 *
 * A placement is the list of tiles laid on squares, the form in which the
 * rules module judges a play and a front end builds one tile by tile.
 */
#ifndef FICHAS_MOVE_H
#define FICHAS_MOVE_H

#include <stddef.h>

#include "board.h"
#include "rack.h"
#include "tiles.h"

enum move_kind {
	MOVE_PASS = 0,
	MOVE_EXCHANGE,
	MOVE_PLACE
};

enum direction {
	DIR_ACROSS = 0,
	DIR_DOWN = 1
};

/* In move.word[]: a square that already holds a tile ("." or "(A)"). */
#define MOVE_THROUGH 0x80

struct move {
	enum move_kind kind;
	/* MOVE_PLACE: the word from its first square. */
	int row, col;	/* 0-based first square */
	enum direction dir;
	int len;	/* squares covered, played-through ones included */
	/*
	 * Per square: a tile to lay (a letter, blank-flagged for a blank), or
	 * MOVE_THROUGH alone (written ".", letter unknown) or MOVE_THROUGH |
	 * letter (written "(A)"): a square the board already fills.
	 */
	tile_t word[BOARD_SIZE];
	/* MOVE_EXCHANGE: the tiles given back, TILE_BLANK for a blank. */
	int n_exchange;
	tile_t exchange[RACK_SIZE];
};

/* One tile laid on a square. */
struct placed_tile {
	int row, col;
	tile_t tile; /* a letter, with TILE_BLANK_FLAG for a blank */
};

/* The tiles a player lays in one turn, in any order. */
struct placement {
	int n;
	struct placed_tile tiles[RACK_SIZE];
};

/* Why notation could not be read. */
enum move_error {
	MOVE_OK = 0,
	MOVE_ERR_EMPTY,		/* nothing but spaces */
	MOVE_ERR_COORDINATE,	/* not "8H" / "H8" with A-O and 1-15 */
	MOVE_ERR_NO_WORD,	/* a coordinate without a word */
	MOVE_ERR_TILES,		/* a letter that is not a tile: see .tiles */
	MOVE_ERR_PARENTHESIS,	/* unbalanced or empty "( )" */
	MOVE_ERR_OFF_BOARD,	/* the word runs past row 15 or column O */
	MOVE_ERR_TOO_MANY,	/* more than 7 tiles to lay or to exchange */
	MOVE_ERR_NO_NEW_TILE,	/* every square is played-through */
	MOVE_ERR_TRAILING,	/* text after the move */
	MOVE_ERR_BLANK_EXCHANGE, /* lower case in an exchange: write '?' */
	MOVE_ERR_THROUGH_EMPTY,	/* '.' or "(A)" where the board is empty */
	MOVE_ERR_THROUGH_MISMATCH, /* "(A)" where the board holds another tile */
	MOVE_ERR_SQUARE_TAKEN	/* a new tile where the board holds one */
};

/* Where reading stopped. */
struct move_failure {
	enum move_error error;
	size_t offset;		     /* byte offset in the text */
	struct tiles_failure tiles; /* set when error == MOVE_ERR_TILES */
};

/* Parse notation into *move; MOVE_OK or an error with *failure filled. */
enum move_error move_parse(const char *text, struct move *move,
    struct move_failure *failure);

/*
 * Write a move as notation ("8H CA(S)A", "-AB?", "-").  Writes a
 * NUL-terminated string truncated to size; returns the full length.
 */
size_t move_format(const struct move *move, char *buf, size_t size);

/* Write a square as a coordinate: "8H" for across, "H8" for down. */
size_t move_format_coordinate(int row, int col, enum direction dir,
    char *buf, size_t size);

/*
 * The tiles a placement move lays, checked against the board: played-
 * through squares must hold a tile (and the letter given in parentheses),
 * new tiles must go on empty squares.  On error failure->offset is the
 * index of the square in the word, not a byte offset.  Use
 * move_fill_through() to learn the letters of "." squares.
 */
enum move_error move_to_placement(const struct move *move,
    const struct board *board, struct placement *placement,
    struct move_failure *failure);

/*
 * Read typed notation against the board and the rack, as Quackle and
 * Woogles do (a front end's command line, a script; a GCG record is read as
 * written).  A letter written for a square that holds a tile of that letter
 * (a blank showing it too) is played through, so "15F ZOVES" with an S on
 * J15 lays Z, O, V and E; "." and "(A)" are checked as by
 * move_to_placement().  With a rack (NULL: none), a letter it lacks is
 * played with a blank when one is left (art. 10), on the square where the
 * letter would score least.  On error *move is unchanged and
 * failure->offset is the index of the square in the word:
 * MOVE_ERR_THROUGH_MISMATCH for a letter the board tile contradicts,
 * MOVE_ERR_THROUGH_EMPTY for "." or "(A)" on an empty square,
 * MOVE_ERR_NO_NEW_TILE (offset 0) when the board holds every letter.
 */
enum move_error move_resolve(struct move *move, const struct board *board,
    const struct rack *rack, struct move_failure *failure);

/*
 * The square a failed move_resolve() names, as a player reads the board:
 * its coordinate ("J15"), the tile on it and the tile typed there
 * (TILE_NONE and "" where there is none), for a message in any language.
 */
struct move_square_failure {
	char square[32];
	tile_t there, given;
	char held[16], typed[16];
};
void move_describe_failure(const struct move *m,
    const struct move_failure *f, const struct board *board,
    struct move_square_failure *out);

/*
 * The move that writes a placement lying in one line on this board: the
 * whole word, played-through squares as MOVE_THROUGH | letter.  Returns
 * -1 when the tiles are not in one line or leave a gap.
 */
int move_from_placement(const struct placement *placement,
    const struct board *board, struct move *move);

/*
 * Fill in the letters of "." squares from the board (MOVE_THROUGH | tile),
 * so that the move prints as "8G CA(S)A".  Squares the board leaves empty
 * stay ".".  (move_to_placement() takes a const move and changes nothing.)
 */
void move_fill_through(struct move *move, const struct board *board);

#endif
