/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "game-private.h"
#include "xmalloc.h"

/*
 * Taking back turns in casual games.  The regulation has no undo: a play
 * stands once accepted (art. 33), so only games under the casual laid rule
 * and without a clock allow it; a tournament game or a timed one refuses.
 *
 * As each turn begins (game_begin_turn()) the whole changing state is
 * copied into the history, the clock as its saved integers.  Undoing n
 * turns puts back the copy from n turns ago: the board, the racks in their
 * order, the bag in its order and the generator, so the same play then
 * draws the same tiles; the art. 37 counters; the clocks; the sheet cut to
 * the lines it had.  Lines are only ever added after a turn began, so the
 * lines before the cut are as they were.
 */

#define GAME_HISTORY_FIRST	16	/* snapshots allocated at first */

static int game_undo_allowed(const struct game *g);
static void game_history_room(struct game *g);
static void game_snapshot_take(const struct game *g,
    struct game_snapshot *s);
static void game_snapshot_restore(struct game *g,
    const struct game_snapshot *s);
static int game_turn_done(const struct game *g);
static enum game_error game_undo_target(const struct game *g, int n,
    int *index);

/* Casual laid rule and no clock at all, total game time included. */
static int
game_undo_allowed(const struct game *g)
{
	return g->settings.laid == GAME_LAID_CASUAL &&
	    g->clock.settings.mode == CLOCK_NONE &&
	    g->clock.settings.total_ms == 0;
}

/*
 * The fields of struct game a snapshot keeps, named once for both
 * directions (the clock apart: it is kept as its saved integers).  Each
 * copy checks that the two sides have the same size.
 */
#define GAME_SNAPSHOT_FIELDS(X)						\
	X(rng) X(bag) X(board) X(racks) X(phase) X(end) X(mover)	\
	X(scores) X(turns) X(turn) X(passes) X(scoreless) X(lose_next)	\
	X(time_over) X(last_turn) X(warned) X(overtime_warned)		\
	X(turn_rack) X(laid) X(pending) X(pending_event)		\
	X(refused_words) X(n_sheet)
#define GAME_SNAPSHOT_COPY(to, from, field) do {			\
	_Static_assert(sizeof (to)->field == sizeof (from)->field,	\
	    "snapshot field " #field);					\
	memcpy(&(to)->field, &(from)->field, sizeof (to)->field);	\
} while (0);
#define GAME_SNAPSHOT_TAKE(field) GAME_SNAPSHOT_COPY(s, g, field)
#define GAME_SNAPSHOT_RESTORE(field) GAME_SNAPSHOT_COPY(g, s, field)

/* Copy the state that changes in a game. */
static void
game_snapshot_take(const struct game *g, struct game_snapshot *s)
{
	GAME_SNAPSHOT_FIELDS(GAME_SNAPSHOT_TAKE)
	clock_save(&g->clock, &s->clock);
}

/* Put a copy back; the clock runs on from now with the times it had. */
static void
game_snapshot_restore(struct game *g, const struct game_snapshot *s)
{
	GAME_SNAPSHOT_FIELDS(GAME_SNAPSHOT_RESTORE)
	/* A state clock_save() wrote always loads. */
	clock_load(&g->clock, &s->clock, g->clock.source);
}

/*
 * A turn has begun: keep its state.  A full history forgets its oldest
 * turn.
 */
void
game_history_push(struct game *g)
{
	if (!game_undo_allowed(g))
		return;
	if (g->n_history == GAME_SHEET_MAX) {
		memmove(g->history, g->history + 1,
		    (size_t)(g->n_history - 1) * sizeof *g->history);
		g->n_history--;
	}
	game_history_room(g);
	game_snapshot_take(g, &g->history[g->n_history++]);
}

/* Room for one more snapshot. */
static void
game_history_room(struct game *g)
{
	struct game_snapshot *h;
	int size;

	if (g->n_history < g->history_size)
		return;
	size = g->history_size == 0 ? GAME_HISTORY_FIRST :
	    g->history_size * 2;
	if (size > GAME_SHEET_MAX)
		size = GAME_SHEET_MAX;
	h = xreallocarray(g->history, (size_t)size, sizeof *h);
	g->history = h;
	g->history_size = size;
}

/* How many turns' states are kept. */
int
game_history_count(const struct game *g)
{
	return g->n_history;
}

/* A kept state into out, a copy of g's frame (the save module writes it). */
void
game_history_state(const struct game *g, int i, struct game *out)
{
	game_snapshot_restore(out, &g->history[i]);
}

/* A state read from a save, kept as the next turn's. */
int
game_history_add(struct game *g, const struct game *state)
{
	if (!game_undo_allowed(g) || g->n_history == GAME_SHEET_MAX)
		return -1;
	game_history_room(g);
	game_snapshot_take(state, &g->history[g->n_history++]);
	return 0;
}

/* The turn under way was changed before any move (game_set_rack()). */
void
game_history_retake(struct game *g)
{
	struct game_snapshot *top;

	if (g->n_history == 0)
		return;
	top = &g->history[g->n_history - 1];
	if (g->phase == GAME_PHASE_TURN && top->turn == g->turn &&
	    top->n_sheet == g->n_sheet)
		game_snapshot_take(g, top);
}

/* Forget every turn kept. */
void
game_history_free(struct game *g)
{
	free(g->history);
	g->history = NULL;
	g->n_history = 0;
	g->history_size = 0;
}

/*
 * Whether the turn of the last snapshot was played: a turn finished since
 * it began, or a play awaits its decision.  Not when it just began, nor
 * when the game ended at its start (art. 37.1 declared).
 */
static int
game_turn_done(const struct game *g)
{
	const struct game_snapshot *top = &g->history[g->n_history - 1];

	return g->phase == GAME_PHASE_DECIDING ||
	    g->turns[0] + g->turns[1] > top->turns[0] + top->turns[1];
}

/* The snapshot that taking back n turns goes back to. */
static enum game_error
game_undo_target(const struct game *g, int n, int *index)
{
	int i;

	if (!game_undo_allowed(g))
		return GAME_ERR_UNDO_RULES;
	if (n < 1 || g->n_history == 0)
		return GAME_ERR_NO_UNDO;
	i = g->n_history - n - (game_turn_done(g) ? 0 : 1);
	if (i < 0)
		return GAME_ERR_NO_UNDO;
	*index = i;
	return GAME_OK;
}

/* Whether n turns can be taken back now. */
enum game_error
game_can_undo(const struct game *g, int n)
{
	int index;

	return game_undo_target(g, n, &index);
}

/* Take back the last n turns; that turn begins again. */
enum game_error
game_undo(struct game *g, int n)
{
	int index;
	enum game_error e = game_undo_target(g, n, &index);

	if (e != GAME_OK)
		return e;
	game_snapshot_restore(g, &g->history[index]);
	g->n_history = index + 1;
	g->undos++;
	game_notify(g, GAME_NOTICE_TURN, g->mover, 0);
	game_flush(g);
	return GAME_OK;
}

/* How many turns game_undo_to(g, player) takes back, into *n. */
static enum game_error
game_undo_to_count(const struct game *g, int player, int *n)
{
	enum game_error e;
	int index;

	for (*n = 1;; (*n)++) {
		if ((e = game_undo_target(g, *n, &index)) != GAME_OK)
			return e;
		if (g->history[index].mover == player)
			return GAME_OK;
	}
}

/* Whether game_undo_to(g, player) would do it: GAME_OK or why not. */
enum game_error
game_can_undo_to(const struct game *g, int player)
{
	int n;

	return game_undo_to_count(g, player, &n);
}

/* Take back turns until player is to move (at least one). */
enum game_error
game_undo_to(struct game *g, int player)
{
	int n;
	enum game_error e = game_undo_to_count(g, player, &n);

	return e != GAME_OK ? e : game_undo(g, n);
}

/* How often turns were taken back. */
int
game_undo_count(const struct game *g)
{
	return g->undos;
}
