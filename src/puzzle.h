/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * "Find the best play" puzzles: positions from games where the best move
 * stands out, graded against the move a player enters.
 *
 * A position is a puzzle when, by static equity (score + leave, the
 * experto's judgement, src/eval.h):
 *
 *   - the best move is a placement (a puzzle asks for a play: positions
 *     whose best move is an exchange, art. 24, or the pass, art. 25, are
 *     left out);
 *   - it beats the second best by at least the margin (PUZZLE_MARGIN,
 *     equity points), so that one answer is right and a near tie is not
 *     asked;
 *   - the bag holds at least one tile: with the bag empty static equity
 *     is not how a move is judged (the endgame search is), so those
 *     positions are left out.
 *
 * Positions come from GCG records (each turn whose rack the record gives,
 * on the board the referee rebuilds, src/replay.h) or from the computer's
 * own games: static self-play (src/bot-game.h) from a seed, game i with
 * seed bot_seed(seed, i), each side playing its best static move.  The
 * same seed, lexicon and leave table give the same set.
 *
 * Grading: typed notation is read against the board and the rack as a
 * player types it (move_resolve()), checked by the rules (arts. 6-10, 20)
 * and the lexicon, scored (arts. 12-19), valued (score + leave) and
 * ranked among every move the generator finds, exchanges and the pass
 * included: rank 1 + the number of moves of higher equity.
 *
 * A set on disk is text, one puzzle a line: the position in CGP
 * (src/cgp.h: racks "MOVER/", the opponent's unknown; the bag is what the
 * position leaves less seven) and opcodes after it:
 *
 *   # comment
 *   <CGP> bm 8H CASA; bs 12; be 18.50; mg 10.25; src seed 1 game 2 turn 5;
 *
 * bm the best move (required), bs its score, be its equity and mg its
 * margin when the set was made (fixed point, never the locale's comma),
 * src where it comes from; other opcodes are ignored.  A line that does
 * not read is skipped with its reason; the rest of the file still loads.
 */
#ifndef FICHAS_PUZZLE_H
#define FICHAS_PUZZLE_H

#include <stddef.h>
#include <stdint.h>

#include "bot.h"
#include "cgp.h"
#include "fileio.h"
#include "move.h"
#include "rules.h"

struct eval_leaves;
struct gcg_record;
struct infile_failure;
struct lexicon;
struct movegen_words;

#define PUZZLE_MARGIN 10.0f		/* default margin, equity points */
#define PUZZLE_KEY_SIZE 17		/* 16 hex digits and a NUL */
#define PUZZLE_RECORD_MAX 95		/* bytes of a record's name kept */
#define PUZZLE_LINE_MAX 1024		/* longest line of a set file */
#define PUZZLE_FILE_MAX (4u << 20)	/* largest set file read: 4 MiB */
#define PUZZLE_SET_MAX 10000		/* puzzles a set holds */
#define PUZZLE_GAMES_PER 20		/* self-play games tried per puzzle
					   asked before giving up */

/* What the engine needs to find and grade puzzles. */
struct puzzle_engine {
	const struct lexicon *lex;
	const struct eval_leaves *leaves;	/* NULL: leaves worth 0 */
	const struct movegen_words *words;	/* NULL, or faster search */
	float margin;				/* best - second, >= */
	int exchange_min_bag;			/* art. 24 setting */
};

/* Where a puzzle comes from (the front end words it). */
enum puzzle_from {
	PUZZLE_FROM_UNKNOWN = 0,
	PUZZLE_FROM_SEED,		/* the computer's games: .seed, .game */
	PUZZLE_FROM_RECORD		/* a game record: .record */
};

/* One puzzle. */
struct puzzle {
	struct cgp_position cgp;	/* racks[0] the mover's, racks[1] "" */
	struct move best;		/* the best move when it was made */
	int best_score;
	float best_equity;
	float margin;			/* over the second best */
	enum puzzle_from from;
	uint64_t seed;			/* PUZZLE_FROM_SEED */
	int game;			/* 1-based, PUZZLE_FROM_SEED */
	int turn;			/* 1-based turn of its game */
	char record[PUZZLE_RECORD_MAX + 1]; /* the record's name, as given */
	char key[PUZZLE_KEY_SIZE];	/* a hash of the position, stable */
};

/* A list of puzzles. */
struct puzzle_set {
	int n, size;
	struct puzzle *v;
};

/* How a typed move fared. */
enum puzzle_verdict {
	PUZZLE_GRADED = 0,	/* a legal move: score, equity, rank */
	PUZZLE_ERR_NOTATION,	/* not notation: .failure */
	PUZZLE_ERR_BOARD,	/* the board refuses it: .typed, .failure */
	PUZZLE_ERR_RULES,	/* refused by the rules: .rules_error */
	PUZZLE_ERR_WORD,	/* forms a word not in the lexicon: .bad_word */
	PUZZLE_ERR_NOT_ON_RACK,	/* an exchange of tiles the rack lacks */
	PUZZLE_ERR_BAG,		/* too few tiles in the bag (art. 24) */
	PUZZLE_ERR_NO_MOVES	/* the position has no move to rank it by */
};

/* A graded move and the best one. */
struct puzzle_grade {
	enum puzzle_verdict verdict;
	struct move typed;		/* as read from the text */
	struct move move;		/* resolved on the board */
	struct move_failure failure;
	enum rules_error rules_error;
	struct play_score play;		/* the words formed */
	int bad_word;			/* index in play.words, -1 */
	int score;
	float equity;
	int rank;			/* 1 for the best (ties share) */
	int moves;			/* every move the rack has */
	int best_score;
	float best_equity;
	struct move best;		/* as notation data */
	int is_best;			/* rank 1 */
};

/* Why a line of a set file was skipped. */
enum puzzle_line_error {
	PUZZLE_LINE_OK = 0,
	PUZZLE_LINE_TOO_LONG,	/* over PUZZLE_LINE_MAX bytes */
	PUZZLE_LINE_CONTROL,	/* a NUL or another control character */
	PUZZLE_LINE_CGP,	/* not CGP (more of a tile than the set
				   holds too): see the cgp_error */
	PUZZLE_LINE_RACK,	/* the mover's rack is empty */
	PUZZLE_LINE_NO_BEST,	/* no "bm" opcode */
	PUZZLE_LINE_BEST,	/* bm is not a placement this board takes */
	PUZZLE_LINE_NUMBER,	/* bs, be or mg is not a number */
	PUZZLE_LINE_TOO_MANY	/* past PUZZLE_SET_MAX puzzles */
};

/* Told of each line skipped: its number, why, and the CGP error. */
typedef void (*puzzle_skip_fn)(void *ctx, int line,
    enum puzzle_line_error error, enum cgp_error cgp_error);

/* The default engine: margin PUZZLE_MARGIN, art. 24 as written. */
void puzzle_engine_init(struct puzzle_engine *e, const struct lexicon *lex,
    const struct eval_leaves *leaves, const struct movegen_words *words);

/* An empty set. */
void puzzle_set_init(struct puzzle_set *set);
/* Free what a set holds (it is left empty). */
void puzzle_set_free(struct puzzle_set *set);
/* Append a copy; 0, or -1 when full (PUZZLE_SET_MAX). */
int puzzle_set_add(struct puzzle_set *set, const struct puzzle *p);
/* Set p->key from its position (16 hex digits, the schedule's key). */
void puzzle_make_key(struct puzzle *p);
/*
 * Set p->record to a record's name (NULL: ""), cut to PUZZLE_RECORD_MAX
 * bytes, ';' and control characters made '_', no space at its end.
 */
void puzzle_set_record(struct puzzle *p, const char *name);

/*
 * Whether the position is a puzzle (see above): 1 and *p filled (its
 * origin left unknown for the caller to say), 0 when not.
 */
int puzzle_consider(const struct puzzle_engine *e,
    const struct bot_position *pos, struct puzzle *p);
/*
 * The puzzles of a game record's turns (name goes in .record);
 * how many were added (none once the set is full).
 */
int puzzle_set_from_gcg(const struct puzzle_engine *e,
    const struct gcg_record *rec, const char *name, struct puzzle_set *set);
/*
 * Up to count puzzles from static self-play from seed (at most
 * PUZZLE_GAMES_PER games per puzzle wanted); how many were added (none
 * once the set is full).
 */
int puzzle_set_generate(const struct puzzle_engine *e, uint64_t seed,
    int count, struct puzzle_set *set);

/* The position as the mover sees it (for the generator and grading). */
void puzzle_position(const struct puzzle *p, const struct puzzle_engine *e,
    struct bot_position *pos);
/* Tiles in the bag. */
int puzzle_bag_count(const struct puzzle *p);
/*
 * Grade typed notation ("8H CASA", "-AB", "-") on the puzzle: 0 with
 * *g filled (g->verdict says whether the move was legal), or -1 with
 * g->verdict PUZZLE_ERR_NO_MOVES when the position has no move at all to
 * rank it by.  The best move and the rank are the engine's now.
 */
int puzzle_grade(const struct puzzle_engine *e, const struct puzzle *p,
    const char *text, struct puzzle_grade *g);

/*
 * Read a set from text (see above), appending to *set; every line
 * skipped goes to skip (may be NULL).  Returns the puzzles added.
 * Never fails on what it is fed (fuzz/fuzz-puzzle.c).
 */
int puzzle_set_parse(const char *text, size_t len, struct puzzle_set *set,
    puzzle_skip_fn skip, void *ctx);
/*
 * Read a set file of at most PUZZLE_FILE_MAX bytes (src/infile.h): the
 * puzzles added, or -1 with *failure filled.
 */
int puzzle_set_load(const char *path, struct puzzle_set *set,
    puzzle_skip_fn skip, void *ctx, struct infile_failure *failure);
/* One puzzle as a line of a set file, no newline; like snprintf(). */
size_t puzzle_format(const struct puzzle *p, char *buf, size_t size);
/* The whole set as text in a malloc'd string; 0. */
int puzzle_set_format(const struct puzzle_set *set, char **text,
    size_t *len);
/*
 * Write a set file atomically (src/fileio.h): FILEIO_OK, or the error
 * (errno set for FILEIO_ERR_SYSTEM).
 */
enum fileio_error puzzle_set_save(const char *path,
    const struct puzzle_set *set);

/* A short stable English identifier ("bad-cgp"), not for display. */
const char *puzzle_line_error_id(enum puzzle_line_error error);

#endif
