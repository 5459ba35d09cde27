/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the game's files share among themselves; not for other modules. */
#ifndef FICHAS_GAME_PRIVATE_H
#define FICHAS_GAME_PRIVATE_H

#include "game.h"

/* Hooks waiting in struct game's queue (struct game_notice.kind). */
enum game_notice_kind {
	GAME_NOTICE_PLAYED = 0,	/* a: sheet index */
	GAME_NOTICE_DECISION,	/* a: the decider */
	GAME_NOTICE_CHALLENGED,	/* a: sheet index of the play */
	GAME_NOTICE_TURN,	/* a: the mover */
	GAME_NOTICE_WARNING,	/* a: player, b: level */
	GAME_NOTICE_OVER	/* a: enum game_end */
};

/* How a finished turn counts for the end of the game (art. 37). */
enum game_turn_kind {
	GAME_TURN_PLAY = 0,	/* a placement that stands */
	GAME_TURN_EXCHANGE,	/* scoreless but not a pass (37.2, 37.3) */
	GAME_TURN_PASS		/* pass, withdrawn play or lost turn */
};

/*
 * The state as a turn began, for game_undo(): everything that changes
 * during a game but the sheet's lines, which only grow (n_sheet cuts them).
 */
struct game_snapshot {
	struct rng rng;
	struct bag bag;
	struct board board;
	struct rack racks[GAME_PLAYERS];
	struct clock_state clock;
	enum game_phase phase;
	enum game_end end;
	int mover;
	int scores[GAME_PLAYERS];
	int turns[GAME_PLAYERS];
	int turn, passes, scoreless;
	int lose_next[GAME_PLAYERS];
	int time_over, last_turn, warned;
	int overtime_warned[GAME_PLAYERS];
	struct rack turn_rack;
	struct placement laid, pending;
	int pending_event;
	unsigned refused_words;
	int n_sheet;
};

/* game.c */
void game_notify(struct game *g, int kind, int a, int b);
void game_flush(struct game *g);
struct game_event *game_record(struct game *g, enum game_event_kind kind,
    int player, int points);
enum game_error game_begin_action(struct game *g, enum game_phase phase);
void game_return_laid(struct game *g);

/* game-end.c */
int game_time_update(struct game *g);
void game_begin_turn(struct game *g);
void game_turn_finish(struct game *g, enum game_turn_kind kind);
void game_lose_turn(struct game *g, enum game_lost why);
void game_end_now(struct game *g, enum game_end reason, int finisher);

/* game-turn.c */
enum game_error game_submit_laid(struct game *g, int timed_out,
    enum rules_error *why);

/* game-undo.c */
void game_history_push(struct game *g);
void game_history_retake(struct game *g);
void game_history_free(struct game *g);

#endif
