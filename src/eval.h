/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Evaluation: equity = score + the value of the tiles kept (the "leave").
 *
 * The leave values are a table fichas computes itself by self-play
 * (`fichas mkleaves`, src/cmd-bot.c; method and figures in data/README.md,
 * "Leave values").  A leave's value is what keeping those tiles is worth
 * on the next turns compared with drawing seven fresh tiles: the empty
 * leave is worth 0.
 *
 * The table has two parts:
 *
 *   model     an additive estimate for any multiset of tiles:
 *               tile t, k-th copy      value of the first, second, third
 *                                      (and further) copy of a tile
 *               balance v c            v vowels (A E I O U) and c
 *                                      consonants kept (blanks are neither)
 *               pair t u               two different tiles kept together
 *   leaves    explicit values for the multisets self-play saw often
 *             enough; a leave listed here is worth exactly its value,
 *             any other one its model estimate.
 *
 * The text form (data/leaves.txt), one entry a line, '#' comments:
 *
 *   fichas-leaves 1
 *   tile A 1 1.25          the first A kept
 *   tile A 2 -3.10         the second one
 *   balance 2 1 1.75
 *   pair Q U 4.5
 *   leave ?S 24.30
 *
 * Tiles are written in record spelling ([CH], [LL], [RR], Ñ, '?' for a
 * blank).  Values are points.
 *
 * A table is read-only once loaded: any number of threads may evaluate
 * with one table at the same time.
 */
#ifndef FICHAS_EVAL_H
#define FICHAS_EVAL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "rack.h"
#include "tiles.h"

#define EVAL_COPIES 3		/* copies with their own tile value */
#define EVAL_BALANCE 8		/* vowels or consonants kept: 0..7 */
#define EVAL_FORMAT_VERSION 1

/* The largest leave table read: a full one of every rack is ~15 MB. */
#define EVAL_LEAVES_MAX_SIZE ((size_t)16 << 20)

struct eval_leaves;

/* Why a leave table could not be read. */
enum eval_error {
	EVAL_OK = 0,
	EVAL_ERR_OPEN,		/* the file could not be read: see errnum */
	EVAL_ERR_HEADER,	/* no "fichas-leaves 1" line first */
	EVAL_ERR_LINE,		/* a line that is no entry */
	EVAL_ERR_TILE,		/* a tile or leave that does not read */
	EVAL_ERR_NUMBER,	/* a count or a value out of range */
	EVAL_ERR_DIRECTORY,	/* the path is a directory */
	EVAL_ERR_NOT_FILE,	/* a FIFO, device or socket */
	EVAL_ERR_TOO_BIG	/* larger than EVAL_LEAVES_MAX_SIZE bytes */
};

/* What went wrong and on which line. */
struct eval_failure {
	enum eval_error error;
	int line;		/* 1-based, 0 when none */
	int errnum;		/* errno for EVAL_ERR_OPEN */
};

/* An empty table: every leave is worth 0. */
struct eval_leaves *eval_leaves_create(void);
/* Free a table; NULL is a no-op. */
void eval_leaves_free(struct eval_leaves *leaves);

/*
 * Read a table from text[0..len).  Returns 0 and sets *leavesp, or -1
 * with *failure filled (failure may be NULL).
 */
int eval_leaves_parse(const char *text, size_t len,
    struct eval_leaves **leavesp, struct eval_failure *failure);
/*
 * The same from a regular file of at most EVAL_LEAVES_MAX_SIZE bytes (a
 * FIFO is refused without blocking).
 */
int eval_leaves_load(const char *path, struct eval_leaves **leavesp,
    struct eval_failure *failure);
/*
 * The table to use when none is named: $FICHAS_LEAVES if set, else the
 * copy in the build tree when this program runs from it, else the
 * installed $(pkgdatadir)/fichas-leaves.txt.  Malloc'd.
 */
char *eval_leaves_default_path(void);
/* A short stable English identifier ("bad-line"), not for display. */
const char *eval_error_id(enum eval_error error);

/*
 * Write the table in its text form after the given comment text (each
 * line of it prefixed with "# "; may be NULL).  0, or -1 on a write error.
 */
int eval_leaves_write(const struct eval_leaves *leaves, const char *comment,
    FILE *out);

/*
 * The value of keeping these tiles: counts[] per unflagged tile code
 * (blanks under TILE_BLANK), n tiles in all.  0 for the empty leave.
 */
float eval_leave(const struct eval_leaves *leaves,
    const int counts[TILE_CODES], int n);
/* The same for the tiles of a rack. */
float eval_leave_rack(const struct eval_leaves *leaves,
    const struct rack *leave);
/* The model part alone (what a leave not listed is worth). */
float eval_leave_model(const struct eval_leaves *leaves,
    const int counts[TILE_CODES]);
/*
 * eval_leave() as a movegen_leave_fn (src/movegen.h): ctx is the table,
 * NULL for "every leave is worth 0".
 */
float eval_leave_fn(void *ctx, const int counts[TILE_CODES], int n);
/*
 * eval_leave() of every sub-multiset of a rack at once: its distinct
 * tiles tiles[0..nd) in increasing code, copies[d] of each, the values in
 * the order of a movegen_leaves_fn (src/movegen.h: the first tile counts
 * fastest).  Each value is eval_leave()'s to the bit; the keys and lists
 * come without a pass over every tile code each.
 */
void eval_leave_all(const struct eval_leaves *leaves, int nd,
    const uint8_t *tiles, const uint8_t *copies, float *values);
/* eval_leave_all() as a movegen_leaves_fn; ctx is the table or NULL. */
void eval_leaves_fn(void *ctx, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values);
/* Equity of a play: its score plus the value of the tiles it keeps. */
float eval_equity(const struct eval_leaves *leaves, int score,
    const struct rack *leave);

/* Building a table (mkleaves, tests). */
/* Value of the k-th copy (1..EVAL_COPIES, more counts as the last) of t. */
void eval_leaves_set_tile(struct eval_leaves *leaves, tile_t tile, int copy,
    float value);
float eval_leaves_tile(const struct eval_leaves *leaves, tile_t tile,
    int copy);
/* Value of keeping v vowels and c consonants. */
void eval_leaves_set_balance(struct eval_leaves *leaves, int vowels,
    int consonants, float value);
/* Value of keeping two different tiles together. */
void eval_leaves_set_pair(struct eval_leaves *leaves, tile_t a, tile_t b,
    float value);
/* List one leave with its own value; 0. */
int eval_leaves_set(struct eval_leaves *leaves,
    const int counts[TILE_CODES], float value);
/* Leaves listed with their own value. */
size_t eval_leaves_count(const struct eval_leaves *leaves);

/* Vowels for the balance term (art. 10 letters A E I O U). */
int eval_tile_is_vowel(tile_t tile);
/*
 * A leave as a 64-bit key: its tiles in tile order, five bits each (at
 * most RACK_SIZE tiles).  Equal multisets, equal keys.
 */
uint64_t eval_leave_key(const int counts[TILE_CODES]);
/* The counts back from a key; returns the number of tiles. */
int eval_leave_unkey(uint64_t key, int counts[TILE_CODES]);

#endif
