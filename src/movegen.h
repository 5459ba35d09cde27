/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The move generator: every legal play for a rack on a board (arts. 6,
 * 8-10, 20-22), scored as the rules module scores it (arts. 12-19), plus
 * the exchanges (art. 24) and the pass (art. 25).
 *
 * Gordon's GADDAG algorithm (1994), one line (row or column) at a time.
 *
 *   Anchors.  An anchor is an empty square next to a tile (on an empty
 *   board: the centre, art. 6).  Every play lays a tile on an anchor; it is
 *   generated once, from the leftmost (uppermost) anchor it covers: going
 *   left from an anchor the generator lays tiles only on empty squares that
 *   are not anchors, so the left part stops short of the anchor before.
 *
 *   Walk.  From the anchor the GADDAG path reads the anchor's tile, then the
 *   tiles to its left one by one (laid or already on the board), then the
 *   separator, then the tiles right of the anchor.  An accepting edge ends a
 *   word when the square after it is empty or off the board.
 *
 *   Cross-checks.  For each empty square and direction, a 32-bit set of the
 *   letters (bit = tile code) that make a valid word across the line, and
 *   the sum of the tiles of that cross word (its "cross-score").  They are
 *   kept in struct movegen and updated after each play only at the ends of
 *   the runs of tiles the play touched (movegen_update()).
 *
 *   Scoring.  Along the walk the generator carries the main word's letter
 *   sum, its word multiplier and the cross words' total, so a play's score
 *   is known when it is found: main * multiplier + cross + 50 for seven
 *   tiles (art. 19).  Premiums count only under tiles laid now (art. 17).
 *
 *   Duplicates.  A single tile that forms words both ways is found in both
 *   directions; it is kept across (as rules_score() reads it) and dropped
 *   down.
 *
 * Equity = score + the value of the tiles kept (the "leave"), given by the
 * caller's function of the kept tiles (0 without one).  The generator calls
 * it once for each distinct sub-multiset of the rack (at most 128) before
 * generating, so its cost does not depend on the number of plays.
 *
 * Best-move mode (movegen_top(), movegen_best()) prunes with an upper bound
 * per anchor and direction (the "shadow"): for every span of squares a play
 * from that anchor could cover, the premiums, the cross-scores, the tiles
 * played through and the rack's highest tile values paired with the highest
 * multipliers (each square's value capped by what its cross-check lets the
 * rack lay), plus the bingo bonus and the best leave of that size.  Anchors
 * come off a heap in decreasing bound and the search stops when the bound
 * cannot reach the worst move kept; within an anchor, the bounds of the
 * spans by tiles laid left and right of it, and by blanks laid (a blank
 * laid is not kept), stop the walk the same way.
 * Ties are broken by movegen_move_compare(), a total order, so the result is
 * exactly the first moves of the full generation sorted by that order.
 *
 * The bound is much tighter with a struct movegen_words (optional, made
 * once per lexicon and shared read-only): the lexicon's words as multisets
 * of tiles under an additive 64-bit hash (a multiset's signature is the sum
 * of its tiles' random keys, so rack and board tiles combine by addition).
 * With it, a span without board tiles counts only the sub-racks that make a
 * word of that length, with their own values and leaves, and a span with
 * board tiles only the sub-racks that make a word with them (looked up for
 * spans of six and seven tiles at once, for the others only for the anchors
 * that reach the top of the heap).  A blank is checked through a second
 * set: the words, each less one letter.  And once a blank is laid, when no
 * play shorter than the whole rack can reach the bar, the letter it stands
 * for must make a word of the whole rack with the board tiles of a span
 * still open: the walk skips the other letters.  A false match only loosens
 * the bound.
 *
 * struct movegen is plain data: copy it to explore a line of play; threads
 * may generate from one struct at the same time (generation only reads it).
 */
#ifndef FICHAS_MOVEGEN_H
#define FICHAS_MOVEGEN_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "move.h"
#include "rack.h"
#include "tiles.h"

struct lexicon;
struct movegen_words;

/* Letters a cross-check can hold: bits TILE_A..TILE_Z. */
#define MOVEGEN_ALL_LETTERS 0x1ffffffeu

/* A play, an exchange or a pass, in a compact form (28 bytes). */
struct movegen_move {
	float equity;		/* score + leave value */
	int16_t score;		/* arts. 12-19 */
	uint8_t kind;		/* enum move_kind */
	uint8_t dir;		/* enum direction of the main word */
	uint8_t row, col;	/* first square of the main word */
	uint8_t len;		/* its squares, played-through included */
	uint8_t n_tiles;	/* tiles taken from the rack */
	/*
	 * MOVE_PLACE: per square of the main word, the tile laid (blanks
	 * flagged) or TILE_NONE where the board already holds one.
	 * MOVE_EXCHANGE: the tiles given back, in tile order, TILE_BLANK for
	 * a blank.
	 */
	tile_t tiles[BOARD_SIZE];
};

/* One square as seen by plays along one direction. */
struct movegen_square {
	uint32_t check;		/* letters the cross word allows; 0: a tile */
	int16_t cross_score;	/* the cross word's tiles, 0 if none */
	uint8_t cross_mul;	/* word factor of the cross word, 0 if none */
	uint8_t tile;		/* the tile there (blank flagged), or 0 */
	uint8_t letter;		/* tile without the blank flag */
	uint8_t value;		/* tile_value(tile) */
	uint8_t lm, wm;		/* the premium's letter and word factors */
	uint8_t anchor;		/* an empty square next to a tile */
	uint8_t pad[3];
};

/*
 * A position for the generator: the board and, per direction and line,
 * the squares.  lines[DIR_ACROSS][row][col] and lines[DIR_DOWN][col][row].
 */
/*
 * Cross-checks already read from the GADDAG, by the runs of tiles
 * either side of the square (up to MOVEGEN_CROSS_RUN letters each): for
 * a caller that makes many positions of one game, where the same runs
 * come back again and again.  Zeroed, it is empty.
 */
#define MOVEGEN_CROSS_CACHE_BITS 12
#define MOVEGEN_CROSS_RUN 12
struct movegen_cross_cache {
	const struct lexicon *lex;	/* the entries' */
	struct {
		uint64_t before, after;	/* run length, then 5 bits a letter */
		uint32_t check;
	} entries[1u << MOVEGEN_CROSS_CACHE_BITS];
};

struct movegen {
	const struct lexicon *lex;
	const struct movegen_words *words; /* NULL, or see movegen_words */
	struct movegen_cross_cache *cross_cache; /* NULL, or one to use */
	struct board board;
	struct movegen_square lines[2][BOARD_SIZE][BOARD_SIZE];
	/*
	 * The same lines a bit per square ([dir][index], bit pos): tiles,
	 * anchors, and empty squares no letter fits (check 0).
	 */
	uint16_t tile_bits[2][BOARD_SIZE];
	uint16_t anchor_bits[2][BOARD_SIZE];
	uint16_t dead_bits[2][BOARD_SIZE];
};

/* What to generate. */
#define MOVEGEN_PLACEMENTS 0x1u
#define MOVEGEN_EXCHANGES 0x2u
#define MOVEGEN_PASS 0x4u
#define MOVEGEN_ALL (MOVEGEN_PLACEMENTS | MOVEGEN_EXCHANGES | MOVEGEN_PASS)

/*
 * The value of keeping these tiles: counts[] per unflagged tile code
 * (blanks under TILE_BLANK), n tiles in all (0..7).
 */
typedef float (*movegen_leave_fn)(void *ctx, const int counts[TILE_CODES],
    int n);

/*
 * The values of keeping each sub-multiset of a rack, all at once, for a
 * caller that shares work between them: the rack's distinct tiles are
 * tiles[0..nd) in increasing code (a blank as TILE_BLANK), copies[d] of
 * each; values[i] is the value of keeping kept[d] copies of each, where
 * i = sum of kept[d] * stride[d], stride[0] = 1 and stride[d + 1] =
 * stride[d] * (copies[d] + 1).  Each must equal the leave_fn's.
 */
typedef void (*movegen_leaves_fn)(void *ctx, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values);
/* movegen_options has the leaves field. */
#define MOVEGEN_HAVE_LEAVES_FN 1

/* Receives each move of a full generation; non-zero stops it. */
typedef int (*movegen_emit_fn)(void *ctx, const struct movegen_move *move);

struct movegen_options {
	unsigned what;		/* MOVEGEN_* flags */
	/*
	 * Art. 24: exchanging n tiles needs max(n, exchange_min_bag) tiles in
	 * the bag (the game's setting: 0 as written, 7 the club rule).
	 */
	int bag_count;
	int exchange_min_bag;
	movegen_leave_fn leave;	/* NULL: every leave is worth 0 */
	void *leave_ctx;
	/* NULL, or leave's values all at once (leave_ctx too; leave set). */
	movegen_leaves_fn leaves;
	/*
	 * movegen_generate() only: NULL, every anchor; else the anchors to
	 * search, a bit per square of each line ([dir][index], bit pos),
	 * each play found from its leftmost anchor as always.
	 */
	const uint16_t (*anchor_mask)[BOARD_SIZE];
};

/* Everything, no leave values, a full bag. */
void movegen_options_init(struct movegen_options *options);

/* Set up the generator for a board (any position, empty or not). */
void movegen_init(struct movegen *mg, const struct lexicon *lex,
    const struct board *board);

/*
 * The words of a lexicon as tile multisets, for tighter best-move bounds
 * (about 10 MB for 600 000 words).
 */
struct movegen_words *movegen_words_create(const struct lexicon *lex);
/* Release it; NULL is a no-op. */
void movegen_words_free(struct movegen_words *words);
/*
 * Whether some word of length tiles may be made of the letters of this
 * signature and that many blanks (0 only when none can; with two blanks
 * or more, or one blank in a long word, always 1).
 */
int movegen_words_fit(const struct movegen_words *words, uint64_t signature,
    int blanks, int length);
/*
 * Ask the memory early for what movegen_words_fit() with the same
 * arguments will read: a caller with many lookups to make issues them all
 * first, so that their cache misses overlap.
 */
void movegen_words_prefetch(const struct movegen_words *words,
    uint64_t signature, int blanks, int length);
/* The random key of a letter tile (blank flag ignored) in signatures. */
uint64_t movegen_tile_key(tile_t tile);
/*
 * Use (or with NULL stop using) a word table for this generator; call it
 * after movegen_init(), which clears it.  Copies of mg keep it.
 */
void movegen_set_words(struct movegen *mg, const struct movegen_words *words);

/*
 * Lay a placement (one that rules_check() accepts) on the generator's
 * board and recompute the cross-checks and anchors it changes.
 */
void movegen_update(struct movegen *mg, const struct placement *placement);

/*
 * Use (or with NULL stop using) a cache of cross-checks in the updates of
 * mg and its copies (one thread's: the cache is written); call it after
 * movegen_init(), which clears it.
 */
void movegen_set_cross_cache(struct movegen *mg,
    struct movegen_cross_cache *cache);

/*
 * The most squares movegen_update_touched() writes: the tiles laid, the
 * ends of the runs through each (four), the centre.
 */
#define MOVEGEN_TOUCHED_MAX (5 * RACK_SIZE + 1)

/*
 * movegen_update(), listing the squares whose lines it wrote (row *
 * BOARD_SIZE + col, perhaps twice) in touched[MOVEGEN_TOUCHED_MAX]:
 * how many.  What else changes (board, bit lines) is small.
 */
int movegen_update_touched(struct movegen *mg,
    const struct placement *placement, uint8_t *touched);
/*
 * Make mg byte for byte src again, mg being a copy of src that
 * movegen_update_touched() then changed at touched[0..n): cheaper than
 * copying all the lines, so a state can be made from the same source
 * again and again for another move.
 */
void movegen_restore(struct movegen *mg, const struct movegen *src,
    const uint8_t *touched, int n);

/*
 * Every move for the rack (up to RACK_SIZE tiles, blanks as TILE_BLANK),
 * each once, through emit.  Returns the number of moves emitted.
 */
size_t movegen_generate(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, movegen_emit_fn emit, void *ctx);

/*
 * Every move into buf (up to size), in generation order.  Returns how many
 * moves there are, which may be more than size.
 */
size_t movegen_list(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *buf,
    size_t size);

/*
 * The n best moves by movegen_move_compare() into buf, best first, with
 * shadow pruning.  Returns how many (fewer than n when there are fewer).
 */
size_t movegen_top(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *buf,
    size_t n);

/*
 * The shadow bound of the anchor (row, col) for plays along dir: no play
 * generated from it (one whose first new tile on an anchor is there) has
 * a higher equity.  -INFINITY when it has no play or is no anchor.  For
 * tests and tuning; movegen_top() computes these itself.
 */
float movegen_bound(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, enum direction dir, int row,
    int col);

/* The best move (movegen_top() with n = 1); 0 when there is none. */
int movegen_best(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *best);

/*
 * The order of moves, for qsort(): negative when a is better.  Higher
 * equity, then higher score, then placement before exchange before pass,
 * then by square and tiles: a total order on distinct moves.
 */
int movegen_move_compare(const void *a, const void *b);

/* The move as notation data: played-through squares as MOVE_THROUGH|tile. */
void movegen_move_to_move(const struct movegen_move *gm,
    const struct board *board, struct move *move);

/* The tiles a placement move lays; 0 tiles for an exchange or a pass. */
void movegen_move_to_placement(const struct movegen_move *gm,
    struct placement *placement);

/* The tiles of the rack the move keeps (the leave), in rack order. */
void movegen_move_leave(const struct movegen_move *gm,
    const struct rack *rack, struct rack *leave);

#endif
