/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "save-private.h"

/*
 * The last step of loading: every value was in range when read, and now
 * the values must agree with each other as they do in a game that ran.
 *
 * - The tiles in the bag, on both racks, laid and on the board are the 100
 *   of the set, no more and no fewer (doc/rules.md).
 * - The phase agrees with the clock's phase and mover, with the tiles laid
 *   (only while a turn is under way, on empty squares, from the mover's
 *   rack as the turn began) and with the play pending (only while the
 *   opponent decides: the last line of the sheet, its tiles on the board).
 * - The opening draw went by art. 4: ties before the last pair, the first
 *   player the one whose tile was closest to A.
 * - Each sheet line fits its kind and each running total is the player's
 *   previous total plus the points; the last one is the player's score.
 */

static int save_check_settings(const struct game *g);
static int save_draw_rank(tile_t tile);
static int save_check_draw(const struct game_draw *d);
static void save_count_rack(const struct rack *rack, int counts[TILE_CODES]);
static int save_check_tiles(const struct game *g);
static int save_check_phase(const struct game *g);
static int save_same_tiles(const struct rack *rack,
    const struct placement *extra, const struct rack *whole);
static int save_check_laid(const struct game *g);
static int save_check_pending(const struct game *g);
static int save_check_event(const struct game_event *ev);
static int save_check_sheet(const struct game *g);

/* The laid rule was resolved at creation; names are printable. */
static int
save_check_settings(const struct game *g)
{
	struct game_settings scratch;

	if (g->settings.laid == GAME_LAID_DEFAULT)
		return -1;
	game_settings_default(&scratch);
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (g->settings.names[p][0] != '\0' &&
		    game_settings_set_name(&scratch, p, g->settings.names[p]) !=
		    GAME_SETTINGS_OK)
			return -1;
	/* Only the "double" rule makes a player lose a turn to come. */
	if ((g->lose_next[0] || g->lose_next[1]) &&
	    g->settings.challenge != GAME_CHALLENGE_DOUBLE)
		return -1;
	return 0;
}

/* Lower is closer to A; the blank beats every letter (art. 4). */
static int
save_draw_rank(tile_t tile)
{
	return tile == TILE_BLANK ? 0 : tile;
}

/* Art. 4: pairs drawn in turn, ties redrawn, tiles out together. */
static int
save_check_draw(const struct game_draw *d)
{
	int counts[TILE_CODES] = { 0 };
	int last = d->n - 2;

	if (d->n < 2 || d->n % 2 != 0)
		return -1;
	for (int i = 0; i < d->n; i++) {
		if (d->player[i] != i % 2 || ++counts[d->tiles[i]] >
		    tile_count(d->tiles[i]))
			return -1;
		if (i % 2 == 1 && i < last && d->tiles[i] != d->tiles[i - 1])
			return -1;
	}
	return d->first == (save_draw_rank(d->tiles[last + 1]) <
	    save_draw_rank(d->tiles[last])) ? 0 : -1;
}

/* Add a rack's tiles to counts. */
static void
save_count_rack(const struct rack *rack, int counts[TILE_CODES])
{
	for (int i = 0; i < rack->n; i++)
		counts[rack->tiles[i]]++;
}

/* Bag, racks, laid tiles and board hold exactly the set. */
static int
save_check_tiles(const struct game *g)
{
	int counts[TILE_CODES] = { 0 };
	tile_t t;

	for (int i = 0; i < g->bag.n; i++)
		counts[g->bag.tiles[i]]++;
	save_count_rack(&g->racks[0], counts);
	save_count_rack(&g->racks[1], counts);
	for (int i = 0; i < g->laid.n; i++) {
		t = g->laid.tiles[i].tile;
		counts[tile_is_blank(t) ? TILE_BLANK : t]++;
	}
	for (int r = 0; r < BOARD_SIZE; r++) {
		for (int c = 0; c < BOARD_SIZE; c++) {
			t = g->board.squares[r][c];
			if (t != TILE_NONE)
				counts[tile_is_blank(t) ? TILE_BLANK : t]++;
		}
	}
	for (t = TILE_A; t <= TILE_BLANK; t++)
		if (counts[t] != tile_count(t))
			return -1;
	return 0;
}

/* The phase agrees with the end, the clock and the turn counters. */
static int
save_check_phase(const struct game *g)
{
	static const enum clock_phase clock_phase[] = {
		CLOCK_READY, CLOCK_TURN, CLOCK_DECIDING, CLOCK_FINISHED
	};
	int playing = g->phase == GAME_PHASE_TURN ||
	    g->phase == GAME_PHASE_DECIDING;

	if ((g->phase == GAME_PHASE_OVER) != (g->end != GAME_END_NONE) ||
	    g->clock.phase != clock_phase[g->phase])
		return -1;
	if (playing && (g->clock.mover != g->mover ||
	    g->turn != g->turns[0] + g->turns[1] + 1))
		return -1;
	if (g->phase == GAME_PHASE_READY && (g->n_sheet != 0 || g->turn != 0
	    || g->turns[0] != 0 || g->turns[1] != 0 || g->time_over))
		return -1;
	/* A lost turn to come is taken as soon as it comes (game-end.c). */
	if (g->phase != GAME_PHASE_OVER && (g->lose_next[0] ||
	    g->lose_next[1]))
		return -1;
	if ((g->last_turn && !g->time_over) || (g->last_turn && !playing))
		return -1;
	if (g->passes >= GAME_PASSES_TO_END && g->phase != GAME_PHASE_OVER)
		return -1;
	return g->passes <= g->scoreless ? 0 : -1;
}

/* rack plus the extra tiles is the same multiset as whole. */
static int
save_same_tiles(const struct rack *rack, const struct placement *extra,
    const struct rack *whole)
{
	int a[TILE_CODES] = { 0 }, b[TILE_CODES] = { 0 };
	tile_t t;

	save_count_rack(rack, a);
	for (int i = 0; i < extra->n; i++) {
		t = extra->tiles[i].tile;
		a[tile_is_blank(t) ? TILE_BLANK : t]++;
	}
	save_count_rack(whole, b);
	return memcmp(a, b, sizeof a) == 0 && rack->n + extra->n <= RACK_SIZE;
}

/* Tiles laid: in a turn only, on distinct empty squares, off the rack. */
static int
save_check_laid(const struct game *g)
{
	const struct placement *p = &g->laid;

	if (p->n > 0 && g->phase != GAME_PHASE_TURN)
		return -1;
	for (int i = 0; i < p->n; i++) {
		if (board_get(&g->board, p->tiles[i].row, p->tiles[i].col) !=
		    TILE_NONE)
			return -1;
		for (int j = 0; j < i; j++)
			if (p->tiles[j].row == p->tiles[i].row &&
			    p->tiles[j].col == p->tiles[i].col)
				return -1;
	}
	if (g->phase == GAME_PHASE_TURN &&
	    !save_same_tiles(&g->racks[g->mover], p, &g->turn_rack))
		return -1;
	if (g->phase == GAME_PHASE_DECIDING &&
	    !save_same_tiles(&g->racks[g->mover], &g->pending, &g->turn_rack))
		return -1;
	return 0;
}

/* The play pending: the sheet's last line, its tiles on the board. */
static int
save_check_pending(const struct game *g)
{
	const struct game_event *ev;

	for (int i = 0; i < g->n_sheet; i++)
		if (g->sheet[i].kind == GAME_EVENT_PLACE &&
		    g->sheet[i].verdict == GAME_VERDICT_PENDING &&
		    i != g->pending_event)
			return -1;
	if (g->phase != GAME_PHASE_DECIDING)
		return g->pending_event == -1 && g->pending.n == 0 ? 0 : -1;
	if (g->pending_event != g->n_sheet - 1 || g->pending.n == 0)
		return -1;
	ev = &g->sheet[g->pending_event];
	if (ev->kind != GAME_EVENT_PLACE || ev->player != g->mover)
		return -1;
	for (int i = 0; i < g->pending.n; i++) {
		const struct placed_tile *t = &g->pending.tiles[i];

		if (t->tile == TILE_BLANK ||
		    board_get(&g->board, t->row, t->col) != t->tile)
			return -1;
	}
	return 0;
}

/* One sheet line: what it records fits its kind. */
static int
save_check_event(const struct game_event *ev)
{
	int place = ev->kind == GAME_EVENT_PLACE;
	enum move_kind move = place ? MOVE_PLACE :
	    ev->kind == GAME_EVENT_EXCHANGE ? MOVE_EXCHANGE : MOVE_PASS;

	if (ev->move.kind != move || (place != (ev->score.n_words > 0)) ||
	    (place && ev->points != ev->score.score))
		return -1;
	if (!place && (ev->verdict != GAME_VERDICT_PENDING ||
	    ev->invalid_words != 0 || ev->timed_out || ev->score.score != 0 ||
	    ev->score.bingo))
		return -1;
	if ((ev->kind == GAME_EVENT_LOST_TURN) != (ev->lost != GAME_LOST_NONE))
		return -1;
	/* Only a judged challenge finds words invalid. */
	if (ev->invalid_words != 0 && ev->verdict != GAME_VERDICT_INVALID)
		return -1;
	return 0;
}

/* Every line fits its kind; running totals add up to the scores. */
static int
save_check_sheet(const struct game *g)
{
	int last[GAME_PLAYERS] = { -1, -1 };

	for (int i = 0; i < g->n_sheet; i++) {
		const struct game_event *ev = &g->sheet[i];
		int p = ev->player;

		if (save_check_event(ev) != 0)
			return -1;
		if (last[p] >= 0 && ev->total != g->sheet[last[p]].total +
		    ev->points)
			return -1;
		last[p] = i;
	}
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (last[p] >= 0 && g->sheet[last[p]].total != g->scores[p])
			return -1;
	return 0;
}

/* Whether a game read from a save could have been played. */
int
save_check_game(const struct game *g, struct save_failure *failure)
{
	failure->line = 0;
	if (save_check_tiles(g) != 0) {
		failure->error = SAVE_ERR_TILES;
		return -1;
	}
	if (save_check_settings(g) != 0 || save_check_draw(&g->draw) != 0 ||
	    save_check_phase(g) != 0 || save_check_laid(g) != 0 ||
	    save_check_pending(g) != 0 || save_check_sheet(g) != 0) {
		failure->error = SAVE_ERR_STATE;
		return -1;
	}
	return 0;
}
