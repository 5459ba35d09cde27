/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The turns of a game record as positions, for reviewing it on the board:
 * for each turn (a play, an exchange, a pass: what src/bot.h's review
 * counts), the board as it stood before it, the record's line, who
 * played, and both running totals after it.  The referee (src/replay.h)
 * lays the record out, so a withdrawn play comes off the board as in the
 * game, and a record that disagrees with itself is laid out all the same
 * with the lines it disagrees on marked.  No curses here.
 */
#ifndef FICHAS_UI_TURNS_H
#define FICHAS_UI_TURNS_H

#include "board.h"
#include "gcg.h"
#include "move.h"

struct ui_turn {
	struct board before;		/* the board as the turn began */
	const struct gcg_event *event;	/* its line in the record */
	int player;
	int total[GCG_PLAYERS];		/* both totals after the turn */
	int disagrees;			/* the referee found the line wrong */
};

struct ui_turns {
	struct ui_turn *turns;
	int n;
	int max_total;			/* the highest total, for a chart */
	int disagreements;		/* lines the referee found wrong */
};

/* Lay a record out turn by turn; 0. */
int ui_turns_build(const struct gcg_record *rec, struct ui_turns *out);
/* Free what ui_turns_build() made; a zeroed one is fine. */
void ui_turns_free(struct ui_turns *t);
/*
 * The squares a move lays new tiles on, given the board before it, as a
 * tile per square (TILE_NONE elsewhere); the count of tiles.
 */
int ui_turns_new_tiles(const struct board *before, const struct move *m,
    tile_t tiles[BOARD_SIZE][BOARD_SIZE]);
/*
 * Player p of a record by name: the full name, else the nickname
 * ("#player1 ana" names no one in full), else the seat ("Player 1").
 */
const char *ui_turns_player(const struct gcg_record *rec, int p);
/*
 * A move of the analysis (src/bot.h) or a hint (src/coach.h) in words
 * where its notation is only a sign: "-" a pass, "-AEI" an exchange,
 * "8H CASA --" a play withdrawn (art. 34); written in buf, which it
 * returns.
 */
const char *ui_turns_move(const char *move, char *buf, size_t size);
/*
 * ui_turns_move() when the words fit in width columns, else the move's
 * notation: "K8 TUBIZ(O) --" whole rather than "K8 TUBIZ(O) (wit…".
 */
const char *ui_turns_move_fit(const char *move, int width, char *buf,
    size_t size);

#endif
