/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the game's files share among themselves, and the whole of struct
 * game, which only they and the save module (src/save-private.h), which
 * writes and reads every field, see; every other module has the
 * functions of src/game.h.
 */
#ifndef FICHAS_GAME_PRIVATE_H
#define FICHAS_GAME_PRIVATE_H

#include "game.h"

/* A hook waiting to run (internal). */
struct game_notice {
	int kind;
	int a, b;
};

/* The whole game. */
struct game {
	struct game_settings settings;	/* laid rule resolved */
	struct game_judge judge;
	struct game_callbacks callbacks;
	void *callbacks_ctx;

	struct rng rng;
	struct bag bag;
	struct board board;
	struct rack racks[GAME_PLAYERS];
	struct clock clock;
	struct game_draw draw;

	enum game_phase phase;
	enum game_end end;
	int mover;
	int scores[GAME_PLAYERS];
	int turns[GAME_PLAYERS];	/* turns each player has had */
	int turn;			/* number of the turn under way */
	int passes;			/* art. 37.2: passes in a row */
	int scoreless;			/* art. 37.3: in a row */
	int lose_next[GAME_PLAYERS];	/* "double": a turn to lose */
	int time_over;			/* art. 27: total time ran out */
	int last_turn;			/* art. 27: the evening-up turn */
	int warned;			/* timer warnings given this turn */
	int overtime_warned[GAME_PLAYERS];

	struct rack turn_rack;		/* the mover's rack as the turn began */
	struct placement laid;		/* laid, not yet submitted (art. 21) */
	struct placement pending;	/* submitted, awaiting a decision */
	int pending_event;		/* its index in the sheet */
	unsigned refused_words;		/* "void": words of the last refusal */

	int n_sheet;
	struct game_event sheet[GAME_SHEET_MAX];

	int n_notices, notice_head, dispatching;
	struct game_notice notices[GAME_NOTICES];

	int undos;			/* times turns were taken back */
	struct game_snapshot *history;	/* the state as each turn began */
	int n_history, history_size;
};

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
