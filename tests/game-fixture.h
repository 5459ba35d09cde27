/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the tests of the computer opponent (tests/test-bot.c) and of the
 * curses game's engine (tests/test-coach.c) share: the hand-written
 * fixture lexicon, the leave table, a few positions and a started game
 * built from one.  Compiled into each of those test programs (mk/bot.am,
 * mk/ui.am); it asserts with cmocka, so only a test may use it.
 */
#ifndef FICHAS_GAME_FIXTURE_H
#define FICHAS_GAME_FIXTURE_H

#include "eval.h"
#include "game.h"
#include "lexicon.h"
#include "tiles.h"

#define GAME_FIXTURE_WORDS TEST_SRCDIR "/data/fixture-words.txt"
#define GAME_FIXTURE_LEAVES TEST_SRCDIR "/../data/leaves.txt"

/*
 * Bag empty (90 tiles out of the way in rows 1-6, CASA on row 12 from F).
 * To move: O S A (CASAS); the opponent holds P A Z.
 */
#define GAME_FIXTURE_ENDGAME "AAAAAAAABBCCC[CH]D/DDDDEEEEEEEEEEE/" \
	"EFGGHHIIIIIIJLL/LL[LL]MMNNNNNÑOOOO/OOOOPQRRRRR[RR]SSS/" \
	"STTTTUUUUUVXYaa/15/15/15/15/15/5CASA6/15/15/15 OSA/PAZ 300/300 0"
/*
 * All 100 tiles are out: 90 in rows 1-6, CASA on row 12 from F and six
 * on the racks, so the bag is empty.  Q X J and Z Ñ V make no word of the
 * fixture list with the board's letters, nor under the rows of tiles.
 */
#define GAME_FIXTURE_BLOCKED "AAAAAAAABBCCC[CH]D/DDDDEEEEEEEEEEE/" \
	"EFGGHHIIIIIIPLL/LL[LL]MMNNNNNAOOOO/OOOOPORRRRR[RR]SSS/" \
	"STTTTUUUUUSAYaa/15/15/15/15/15/5CASA6/15/15/15 QXJ/ZÑV 300/300 0"
/* CASA alone on the board: the bag holds the other 90 tiles. */
#define GAME_FIXTURE_BAG "15/15/15/15/15/15/15/15/15/15/15/5CASA6/15/15/15 " \
	"QXJ/ZÑV 10/0 0"

/*
 * The fixture lexicon and the leave table, for a group's setup: 0, or -1
 * when either cannot be read.  game_fixture_close() frees them.
 */
int game_fixture_open(struct lexicon **lex, struct eval_leaves **leaves);
void game_fixture_close(struct lexicon *lex, struct eval_leaves *leaves);

/* The judge of plays for a game: whether lex (the ctx) holds the word. */
int game_fixture_is_word(void *ctx, const tile_t *tiles, int n);
/*
 * A started game between Ana and Luis, judged by lex, from a CGP
 * position (Ana to move); fails the test when it cannot be made.
 */
struct game *game_fixture_create(struct lexicon *lex, const char *cgp);

#endif
