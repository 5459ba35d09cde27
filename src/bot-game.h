/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A lean game between two programs, for self-play, the leave table's
 * computation and benchmarks: the board kept with its cross-checks
 * (movegen_update()), the racks, the bag and the scores, and the end of
 * the game by art. 37, without the score sheet, clocks and challenges of
 * src/game.h (programs play no phonies).
 *
 *   37.4  a rack emptied with the bag empty: the finisher gains the
 *         opponent's rack value, the opponent loses it
 *   37.2  four pass-like turns in a row: each loses the own rack value
 *   37.3  twelve scoreless turns (passes and exchanges) unless 0-0: same
 *
 * No opening draw (art. 4): the caller says who starts, so that a match
 * can alternate fairly.  Everything comes from the seed.
 */
#ifndef FICHAS_BOT_GAME_H
#define FICHAS_BOT_GAME_H

#include <stdint.h>

#include "bag.h"
#include "bot.h"
#include "movegen.h"
#include "rack.h"
#include "rng.h"

#define BOT_GAME_TURN_LIMIT 400	/* a game this long ends as 37.3 does */

/* Why a lean game ended (the articles of art. 37). */
enum bot_game_end {
	BOT_GAME_NOT_OVER = 0,
	BOT_GAME_OUT,		/* 37.4 */
	BOT_GAME_PASSES,	/* 37.2 */
	BOT_GAME_SCORELESS,	/* 37.3 */
	BOT_GAME_LIMIT		/* BOT_GAME_TURN_LIMIT turns */
};

struct bot_game {
	struct movegen mg;
	struct rack racks[2];
	struct bag bag;
	struct rng rng;
	int scores[2];
	int bingos[2];		/* seven-tile plays (art. 19) */
	int mover;
	int passes;		/* pass-like turns in a row */
	int scoreless;		/* scoreless turns in a row */
	int turns;
	int exchange_min_bag;
	struct placement last_laid;	/* the last turn's tiles, if a play */
	int last_score;
	enum bot_game_end end;
};

/*
 * A new game: full bag shuffled by seed, seven tiles each, first to move.
 * words may be NULL.
 */
void bot_game_start(struct bot_game *g, const struct lexicon *lex,
    const struct movegen_words *words, uint64_t seed, int first);
/* What the mover sees. */
void bot_game_position(const struct bot_game *g, struct bot_position *pos);
/*
 * Play the mover's move (one the generator made for this position) and
 * pass the turn.  Returns 1 when the game is over, 0 when it goes on, -1
 * for a move the rack or the bag cannot make (nothing changes).
 */
int bot_game_play(struct bot_game *g, const struct movegen_move *move);

#endif
