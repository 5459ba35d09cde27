/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "game-private.h"

/*
 * Between turns, time, and the end of the game.
 *
 * Every finished turn is counted for art. 37: a placement that stands resets
 * both counts; an exchange adds a scoreless turn (37.3) but is no pass
 * (37.2); a pass, a withdrawn play or a lost turn adds to both.  Then the
 * game ends if a rack emptied with the bag empty (37.4), after four passes
 * in a row (37.2: both players twice) or twelve scoreless turns unless the
 * score is still 0-0 (37.3).
 *
 * Time (arts. 27-32) is asked of the clock whenever the game is touched:
 * timer warnings and the end of a timer turn (art. 30), a chess clock
 * running out (the penalty of art. 32 is taken at the end), and the total
 * game time (art. 27), after which turns are evened up (art. 37.5).
 */

/* Room kept on the sheet for a turn's lines and the end of the game. */
#define GAME_SHEET_RESERVE 16

static int game_warnings(struct game *g);
static void game_timer_expired(struct game *g);
static void game_next_turn(struct game *g);
static void game_end_racks(struct game *g, enum game_end reason,
    int finisher);

/* Timer warnings (art. 30) and a chess clock running out; 1 if any. */
static int
game_warnings(struct game *g)
{
	enum clock_mode mode = g->clock.settings.mode;
	int level = clock_warning(&g->clock), changed = 0;

	while (g->phase == GAME_PHASE_TURN && g->warned < level) {
		game_notify(g, GAME_NOTICE_WARNING, g->mover, ++g->warned);
		changed = 1;
	}
	if (mode != CLOCK_CORRIDO && mode != CLOCK_NO_CORRIDO)
		return changed;
	for (int p = 0; p < GAME_PLAYERS; p++) {
		if (g->overtime_warned[p] || clock_left_ms(&g->clock, p) >= 0)
			continue;
		g->overtime_warned[p] = 1;
		game_notify(g, GAME_NOTICE_WARNING, p, GAME_WARN_OVERTIME);
		changed = 1;
	}
	return changed;
}

/*
 * Art. 30: the turn's time is spent.  A word laid or being laid is scored
 * as it lies; one that breaks arts. 20-22 comes off (art. 23).  With nothing
 * laid the turn simply passes to the opponent, lost.
 */
static void
game_timer_expired(struct game *g)
{
	if (g->laid.n > 0) {
		if (game_submit_laid(g, 1, NULL) == GAME_OK)
			return;
		game_return_laid(g);
	}
	game_lose_turn(g, GAME_LOST_TIMER);
}

/* Let time act; returns 1 when it did something. */
int
game_time_update(struct game *g)
{
	int changed;

	if (g->phase != GAME_PHASE_TURN && g->phase != GAME_PHASE_DECIDING)
		return 0;
	changed = game_warnings(g);
	if (!g->time_over && clock_total_over(&g->clock)) {
		g->time_over = 1;
		changed = 1;
		/*
		 * Art. 27: with as many turns each the game ends now; else
		 * the player behind finishes this turn.  A submitted play is
		 * decided first (game_next_turn() looks again).
		 */
		if (g->phase == GAME_PHASE_TURN) {
			if (g->turns[g->mover] >= g->turns[1 - g->mover]) {
				game_end_now(g, GAME_END_TIME, -1);
				return 1;
			}
			g->last_turn = 1;
		}
	}
	if (g->phase == GAME_PHASE_TURN && clock_turn_over(&g->clock)) {
		game_timer_expired(g);
		changed = 1;
	}
	return changed;
}

/* Run time now: the driver's regular call. */
int
game_tick(struct game *g)
{
	int changed = game_time_update(g);

	game_flush(g);
	return changed;
}

/* The mover's turn begins, and their clock. */
void
game_begin_turn(struct game *g)
{
	g->phase = GAME_PHASE_TURN;
	g->turn = g->turns[0] + g->turns[1] + 1;
	g->turn_rack = g->racks[g->mover];
	g->laid.n = 0;
	g->warned = 0;
	g->refused_words = 0;
	g->last_turn = g->time_over;
	clock_turn_start(&g->clock, g->mover);
	game_history_push(g);
	game_notify(g, GAME_NOTICE_TURN, g->mover, 0);
}

/*
 * The next player's turn, unless the total time is over and turns are even
 * (art. 27), or a wrong challenge under "double" costs them this one.
 */
static void
game_next_turn(struct game *g)
{
	g->mover = 1 - g->mover;
	if (g->time_over && g->turns[g->mover] >= g->turns[1 - g->mover]) {
		game_end_now(g, GAME_END_TIME, -1);
		return;
	}
	if (g->n_sheet > GAME_SHEET_MAX - GAME_SHEET_RESERVE) {
		game_end_now(g, GAME_END_SHEET_FULL, -1);
		return;
	}
	if (g->lose_next[g->mover]) {
		g->lose_next[g->mover] = 0;
		g->turn = g->turns[0] + g->turns[1] + 1;
		g->turn_rack = g->racks[g->mover];
		g->laid.n = 0;
		/* The clock stays stopped: no time passes in a lost turn. */
		game_record(g, GAME_EVENT_LOST_TURN, g->mover, 0)->lost =
		    GAME_LOST_CHALLENGE;
		game_turn_finish(g, GAME_TURN_PASS);
		return;
	}
	game_begin_turn(g);
}

/* Count a finished turn for art. 37, end the game or go on. */
void
game_turn_finish(struct game *g, enum game_turn_kind kind)
{
	g->turns[g->mover]++;
	if (kind == GAME_TURN_PLAY) {
		g->passes = 0;
		g->scoreless = 0;
	} else {
		/* Art. 37.2: exchanging is not passing. */
		g->passes = kind == GAME_TURN_PASS ? g->passes + 1 : 0;
		g->scoreless++;
	}
	switch (rules_turn_ends_game(kind == GAME_TURN_PLAY &&
	    g->racks[g->mover].n == 0 && g->bag.n == 0, g->passes,
	    g->scoreless, g->scores[0] != 0 || g->scores[1] != 0)) {
	case RULES_END_OUT:
		game_end_now(g, GAME_END_OUT, g->mover);
		break;
	case RULES_END_PASSES:
		game_end_now(g, GAME_END_PASSES, -1);
		break;
	case RULES_END_SCORELESS:
		game_end_now(g, GAME_END_SCORELESS, -1);
		break;
	default:
		game_next_turn(g);
		break;
	}
}

/* The mover loses the turn (arts. 23, 30, "double"): a pass for 37.2. */
void
game_lose_turn(struct game *g, enum game_lost why)
{
	game_record(g, GAME_EVENT_LOST_TURN, g->mover, 0)->lost = why;
	clock_turn_end(&g->clock);
	game_turn_finish(g, GAME_TURN_PASS);
}

/*
 * Rack points at the end.  Art. 37.4: the finisher gains the opponent's
 * rack, which the opponent loses.  Arts. 37.1-37.3: each loses their own.
 * Art. 37.5: racks are not counted.
 */
static void
game_end_racks(struct game *g, enum game_end reason, int finisher)
{
	struct game_event *ev;
	int value;

	if (reason == GAME_END_TIME)
		return;
	if (reason == GAME_END_OUT) {
		const struct rack *left = &g->racks[1 - finisher];

		if (left->n == 0)
			return;
		value = rack_value(left);
		ev = game_record(g, GAME_EVENT_END_RACK, finisher, value);
		ev->rack = *left;
		ev = game_record(g, GAME_EVENT_END_RACK, 1 - finisher, -value);
		ev->rack = *left;
		return;
	}
	for (int p = 0; p < GAME_PLAYERS; p++) {
		if (g->racks[p].n == 0)
			continue;
		ev = game_record(g, GAME_EVENT_END_RACK, p,
		    -rack_value(&g->racks[p]));
		ev->rack = g->racks[p];
	}
}

/* The game is over: racks counted, overtime deducted (art. 32). */
void
game_end_now(struct game *g, enum game_end reason, int finisher)
{
	struct game_event *ev;
	int penalty;

	game_return_laid(g);
	g->phase = GAME_PHASE_OVER;
	g->end = reason;
	g->last_turn = 0;
	clock_finish(&g->clock);
	game_end_racks(g, reason, finisher);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		penalty = clock_penalty(&g->clock, p);
		if (penalty == 0)
			continue;
		ev = game_record(g, GAME_EVENT_TIME, p, -penalty);
		rack_init(&ev->rack);
	}
	game_notify(g, GAME_NOTICE_OVER, reason, 0);
}

/* Art. 37.1: the driver knows nobody can play. */
enum game_error
game_declare_blocked(struct game *g)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (e == GAME_OK)
		game_end_now(g, GAME_END_BLOCKED, -1);
	game_flush(g);
	return e;
}

int
game_end_if_blocked(struct game *g,
    int (*can_place)(void *ctx, const struct board *board,
    const struct rack *rack), void *ctx)
{
	if (g->phase != GAME_PHASE_TURN || g->laid.n > 0 ||
	    game_can_exchange(g, 1) != GAME_ERR_BAG_SHORT)
		return 0;
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (can_place(ctx, &g->board, &g->racks[p]))
			return 0;
	return game_declare_blocked(g) == GAME_OK;
}
