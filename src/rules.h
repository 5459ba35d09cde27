/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Placement rules (arts. 6, 8, 9, 10, 20) and scoring (arts. 12-19).
 *
 * The lexicon is never consulted here: whether the words exist is a separate
 * question, asked only on a challenge (arts. 33-36).
 */
#ifndef FICHAS_RULES_H
#define FICHAS_RULES_H

#include "board.h"
#include "move.h"
#include "rack.h"

#define RULES_BINGO_BONUS 50 /* art. 19 */
#define RULES_MAX_WORDS (RACK_SIZE + 1)

/* Why a placement is refused; rules_article() gives the FISE article. */
enum rules_error {
	RULES_OK = 0,
	RULES_ERR_NO_TILES,	     /* art. 8: nothing laid */
	RULES_ERR_OFF_BOARD,	     /* art. 8: a tile off the board */
	RULES_ERR_SQUARE_TAKEN,	     /* art. 8: a square already holds a tile */
	RULES_ERR_SAME_SQUARE,	     /* art. 8: two tiles on one square */
	RULES_ERR_BAD_TILE,	     /* art. 10.1: not a letter (a blank needs one) */
	/* No article says it: the rules take it for granted (art. 22 is
	 * about laid tiles staying, not about the rack). */
	RULES_ERR_NOT_ON_RACK,	     /* tiles the rack does not hold */
	RULES_ERR_NOT_IN_LINE,	     /* art. 20: one row or one column */
	RULES_ERR_GAP,		     /* art. 8: one whole word, gaps only over board tiles */
	RULES_ERR_FIRST_ONE_TILE,    /* art. 6: the first play lays two or more */
	RULES_ERR_FIRST_OFF_CENTRE,  /* art. 6: the first play covers H8 */
	RULES_ERR_NOT_CONNECTED	     /* art. 9: later plays touch the board tiles */
};

/* One word a play forms, with its score. */
struct formed_word {
	int row, col;		/* first square */
	enum direction dir;
	int len;
	tile_t tiles[BOARD_SIZE]; /* board tiles and new ones, blanks flagged */
	int score;		/* arts. 12-18 */
};

/* Every word a placement forms (main word first) and the play's score. */
struct play_score {
	enum direction dir;	/* direction of the main word */
	int n_words;
	struct formed_word words[RULES_MAX_WORDS];
	int bingo;		/* all seven tiles laid: +50 (art. 19) */
	int score;		/* sum of the words plus the bonus */
};

/*
 * The FISE article a refusal cites (6, 8, 9, 10 or 20); 0 for OK and for a
 * rule no article states (tiles not on the rack).
 */
int rules_article(enum rules_error error);
/* A short stable English identifier ("not-in-line"), not for display. */
const char *rules_error_id(enum rules_error error);

/*
 * Check a placement against the board and, when rack is not NULL, the rack.
 * Returns RULES_OK or the first broken rule in the order of the enum.
 */
enum rules_error rules_check(const struct board *board,
    const struct rack *rack, const struct placement *placement);

/*
 * Check (without the rack) and find every word formed with its score.
 * *score is filled only when RULES_OK is returned.
 */
enum rules_error rules_score(const struct board *board,
    const struct placement *placement, struct play_score *score);

/* Put the placement's tiles on the board (after a successful check). */
void rules_apply(struct board *board, const struct placement *placement);

#define RULES_PASSES_TO_END	4	/* art. 37.2: both players, twice */
#define RULES_SCORELESS_TO_END	12	/* art. 37.3: six turns each */

/* How a finished turn ends the game (art. 37.1 and 37.5 come otherwise). */
enum rules_end {
	RULES_END_NONE = 0,
	RULES_END_OUT,		/* 37.4: a rack emptied with the bag empty */
	RULES_END_PASSES,	/* 37.2: both players passed twice in a row */
	RULES_END_SCORELESS	/* 37.3: twelve scoreless turns in a row */
};

/*
 * Art. 37.2-37.4, once a turn is over: went_out when it was a play that
 * emptied the rack with the bag empty; passes and scoreless turns in a
 * row, this one counted (an exchange is scoreless but no pass; a pass, a
 * withdrawn play or a lost turn is both); scored unless the score is still
 * 0-0, where 37.3 does not apply.  The game and the referee
 * (src/replay.c) both decide the end here.
 */
enum rules_end rules_turn_ends_game(int went_out, int passes, int scoreless,
    int scored);

#endif
