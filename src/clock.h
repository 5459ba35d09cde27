/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Game clocks by the FISE time rules (arts. 27-32, 35.6, 37.5).
 *
 * The clock is passive: it never wakes anyone.  The game tells it what happens
 * (a turn starts, a play is submitted, a challenge starts and ends, the play is
 * accepted, a turn ends at once by exchange or pass) and everyone else asks it
 * how things stand "now", where now comes from an injected source of monotonic
 * milliseconds: the real monotonic clock in the program, a fake in the tests.
 *
 * Every running thing is an elapsed counter in milliseconds: each player's
 * clock for the whole game, the mover's clock in this turn and the total game
 * time.  Before any event or query the time since the last look is charged to
 * whatever runs in the current phase:
 *
 *	phase      player clock (corrido / no-corrido / timer)      total time
 *	turn       the mover's runs in every mode                   runs
 *	deciding   corrido: the mover's, at most 5 s (art. 29);     runs
 *	           no-corrido: stopped (art. 31.1); timer: stopped
 *	challenge  stopped for both (art. 31.2)                     runs (35.6)
 *	between    stopped                                          runs
 *	ready, finished, or paused: nothing runs
 *
 * Since the state is a handful of elapsed counters, it saves to plain integers
 * and a resumed game continues with exactly the times it had when saved.
 */
#ifndef FICHAS_CLOCK_H
#define FICHAS_CLOCK_H

#include <stddef.h>
#include <stdint.h>

#define CLOCK_MINUTE_MS		60000
#define CLOCK_MAX_MINUTES	600	/* longest setting accepted: 10 hours */
/* Art. 29: in corrido the opponent's check runs the mover's clock this long. */
#define CLOCK_DECIDE_MS		5000
/* Art. 32: points lost per minute, or fraction of a minute, over. */
#define CLOCK_PENALTY_POINTS	10

/*
 * Timer mode (art. 30) warns three times, progressively, before the end; the
 * regulation does not say when, so fichas warns at 30, 15 and 5 seconds left.
 */
#define CLOCK_WARN1_MS		30000
#define CLOCK_WARN2_MS		15000
#define CLOCK_WARN3_MS		5000

/* Room for clock_format() ("-123:45" and more) and clock_state_write(). */
#define CLOCK_FORMAT_LEN	24
#define CLOCK_SETTINGS_LEN	48
#define CLOCK_STATE_LEN		256

/* Monotonic milliseconds from wherever the caller wants. */
struct clock_source {
	int64_t (*now_ms)(void *ctx);
	void *ctx;
};

/* How individual time is controlled (art. 28); the values are saved. */
enum clock_mode {
	CLOCK_NONE = 0,		/* untimed; budget_ms is 0 */
	CLOCK_CORRIDO = 1,	/* chess clock, 30 min each (arts. 29, 31) */
	CLOCK_NO_CORRIDO = 2,	/* chess clock, 25 min each (art. 31.1) */
	CLOCK_TIMER = 3		/* 2 minutes per turn (arts. 28.1, 30) */
};

/* Where the game is in a turn, as far as time goes; the values are saved. */
enum clock_phase {
	CLOCK_READY = 0,	/* before the first turn */
	CLOCK_TURN = 1,		/* the mover thinks and lays tiles */
	CLOCK_DECIDING = 2,	/* play submitted: accept or challenge? */
	CLOCK_CHALLENGE = 3,	/* the lexicon judges (art. 31.2) */
	CLOCK_BETWEEN = 4,	/* a turn has ended, the next not yet started */
	CLOCK_FINISHED = 5	/* game over: everything frozen */
};

/* Why settings text or a saved state is refused. */
enum clock_error {
	CLOCK_OK = 0,
	CLOCK_ERR_MODE,		/* not none, corrido, no-corrido or timer */
	CLOCK_ERR_MINUTES,	/* not whole minutes in 1..CLOCK_MAX_MINUTES */
	CLOCK_ERR_SYNTAX,	/* anything else wrong in settings text */
	CLOCK_ERR_SAVED		/* a saved state no clock could have */
};

/* What the tournament director sets before the game. */
struct clock_settings {
	enum clock_mode mode;
	int64_t budget_ms;	/* per player (chess clock) or turn (timer) */
	int64_t total_ms;	/* total game time (art. 27), 0 for no limit */
};

/* The clock; read it through the functions below, which bring it up to now. */
struct clock {
	struct clock_source source;
	struct clock_settings settings;
	enum clock_phase phase;
	int mover;		/* 0 or 1: whose turn it is or was last */
	int paused;
	int64_t last_ms;	/* source time of the last update */
	int64_t used_ms[2];	/* each player's clock over the whole game */
	int64_t turn_ms;	/* the mover's clock in this turn */
	int64_t decide_ms;	/* corrido: checking on the mover (art. 29) */
	int64_t total_used_ms;	/* total game time elapsed (arts. 27, 35.6) */
};

/* The whole clock as plain integers, for save files. */
struct clock_state {
	int64_t mode, budget_ms, total_ms;
	int64_t phase, mover, paused;
	int64_t used_ms[2], turn_ms, decide_ms, total_used_ms;
};

/* The system's monotonic clock (clock_gettime(CLOCK_MONOTONIC)). */
struct clock_source clock_source_monotonic(void);

/* Settings with a mode's default minutes (art. 31) and no total limit. */
void clock_settings_default(struct clock_settings *s, enum clock_mode mode);
/*
 * Parse "MODE[:MINUTES][,total:MINUTES]", MODE being none, corrido, no-corrido
 * or timer, e.g. "corrido:30", "timer:2,total:90", "none,total:60".  On error
 * *s is left unchanged.
 */
enum clock_error clock_settings_parse(struct clock_settings *s,
    const char *text);
/* Write settings as clock_settings_parse() reads them; -1 if len is short. */
int clock_settings_format(const struct clock_settings *s, char *buf,
    size_t len);
/* A short stable English identifier ("bad-minutes"), not for display. */
const char *clock_error_id(enum clock_error error);

/* Set the clock up, ready for the first turn; -1 for settings out of range. */
int clock_init(struct clock *c, const struct clock_settings *s,
    struct clock_source source);

/*
 * Events from the game.  Each returns 0, or -1 (changing nothing) when it does
 * not fit the phase: a turn starts when ready or between turns; a play is
 * submitted during a turn; a challenge starts while deciding; accepting ends a
 * deciding turn and the end of a challenge ends the turn whatever the verdict.
 */
int clock_turn_start(struct clock *c, int player);
int clock_submit(struct clock *c);
int clock_challenge_start(struct clock *c);
int clock_challenge_end(struct clock *c);
int clock_accept(struct clock *c);
/* Exchange, pass, withdrawn play, turn lost to the timer: the turn ends now. */
int clock_turn_end(struct clock *c);
/* Game over: every counter stays as it is. */
void clock_finish(struct clock *c);
/* Stop and restart everything, total game time included. */
void clock_pause(struct clock *c);
void clock_resume(struct clock *c);

/*
 * Queries, all as of now.  Time left is negative in overtime; in timer mode it
 * is the mover's time left in this turn (the other player has a full turn to
 * come); in untimed games it is 0.
 */
int64_t clock_left_ms(const struct clock *c, int player);
/* The player whose clock runs now, or -1. */
int clock_running(const struct clock *c);
/* Points the player loses for overtime so far (art. 32), 0 or more. */
int clock_penalty(const struct clock *c, int player);
/* Timer mode: 0 before the first warning, then 1, 2, 3 (art. 30). */
int clock_warning(const struct clock *c);
/* Timer mode: the turn's time is spent, no new play may start (art. 30). */
int clock_turn_over(const struct clock *c);
/* Total game time left, negative past it; 0 when there is no limit. */
int64_t clock_total_left_ms(const struct clock *c);
/* The total game time is over (arts. 27, 37.5). */
int clock_total_over(const struct clock *c);
/* "18:42", "-0:35", "90:00": whole seconds, a started second counts. */
char *clock_format(int64_t ms, char *buf, size_t len);

/* The clock as integers, counters brought up to now. */
void clock_save(const struct clock *c, struct clock_state *st);
/* Restore a saved clock to run on from source's now; refuse a corrupt one. */
enum clock_error clock_load(struct clock *c, const struct clock_state *st,
    struct clock_source source);
/* One text line for a save file ("clock1 ..."); -1 if len is short. */
int clock_state_write(const struct clock_state *st, char *buf, size_t len);
/* Read that line back (one final newline allowed); refuse a malformed one. */
enum clock_error clock_state_read(struct clock_state *st, const char *line);

#endif
