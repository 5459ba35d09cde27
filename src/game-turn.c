/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "game-private.h"

/*
 * A turn: tiles laid and rearranged until submitted (arts. 20-23), the play
 * scored and then accepted or challenged (arts. 33-36), or an exchange (art.
 * 24) or a pass (art. 25).
 *
 * Laid tiles live in g->laid, off the rack and off the board; a submitted
 * play goes on the board (g->pending) so the opponent sees it, and comes off
 * again if a challenge finds a word invalid.  The lexicon (the judge) is
 * asked only after submission (art. 36).
 */

static int game_laid_at(const struct game *g, int row, int col);
static enum game_error game_lay_check(const struct game *g, int row,
    int col, tile_t tile);
static unsigned game_judge_words(struct game *g, const struct play_score *s);
static void game_place(struct game *g, const struct play_score *score,
    int timed_out);
static void game_play_stands(struct game *g);
static enum game_error game_play_tiles(struct game *g,
    const struct placement *p, enum rules_error *why);
static void game_withdraw(struct game *g, struct game_event *play);
static void game_mover_tiles(const struct game *g, struct rack *rack);
static enum game_error game_exchange_tiles(struct game *g,
    const tile_t *tiles, int n);

/* Index of the laid tile on (row, col), or -1. */
static int
game_laid_at(const struct game *g, int row, int col)
{
	for (int i = 0; i < g->laid.n; i++)
		if (g->laid.tiles[i].row == row && g->laid.tiles[i].col == col)
			return i;
	return -1;
}

/* Whether tile may be laid on (row, col) from the mover's rack. */
static enum game_error
game_lay_check(const struct game *g, int row, int col, tile_t tile)
{
	if (!tile_is_letter(tile) && tile != TILE_BLANK)
		return GAME_ERR_BAD_TILE;
	if (!board_on(row, col) || board_get(&g->board, row, col) !=
	    TILE_NONE || game_laid_at(g, row, col) != -1)
		return GAME_ERR_SQUARE;
	if (!rack_holds(&g->racks[g->mover], &tile, 1))
		return GAME_ERR_NOT_ON_RACK;
	return GAME_OK;
}

/* Lay a tile from the rack on a square (art. 20). */
enum game_error
game_lay(struct game *g, int row, int col, tile_t tile)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);
	struct placed_tile *t;

	if (e == GAME_OK)
		e = game_lay_check(g, row, col, tile);
	if (e == GAME_OK) {
		rack_remove(&g->racks[g->mover], tile);
		t = &g->laid.tiles[g->laid.n++];
		t->row = row;
		t->col = col;
		t->tile = tile;
	}
	game_flush(g);
	return e;
}

/* Art. 21: laid tiles may be moved about and re-ordered before submission. */
enum game_error
game_move_laid(struct game *g, int row, int col, int to_row, int to_col)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);
	int from = game_laid_at(g, row, col), to;

	to = game_laid_at(g, to_row, to_col);
	if (e == GAME_OK && from == -1)
		e = GAME_ERR_NOT_LAID;
	if (e == GAME_OK && (!board_on(to_row, to_col) ||
	    board_get(&g->board, to_row, to_col) != TILE_NONE))
		e = GAME_ERR_SQUARE;
	if (e == GAME_OK) {
		if (to != -1) {
			/* Onto another laid tile: the two change places. */
			g->laid.tiles[to].row = row;
			g->laid.tiles[to].col = col;
		}
		g->laid.tiles[from].row = to_row;
		g->laid.tiles[from].col = to_col;
	}
	game_flush(g);
	return e;
}

/* Art. 21: a laid blank's letter may change until submission (10.1). */
enum game_error
game_set_blank_letter(struct game *g, int row, int col, tile_t letter)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);
	int i = game_laid_at(g, row, col);

	if (e == GAME_OK && i == -1)
		e = GAME_ERR_NOT_LAID;
	if (e == GAME_OK && !tile_is_blank(g->laid.tiles[i].tile))
		e = GAME_ERR_NOT_BLANK;
	if (e == GAME_OK && letter != TILE_NONE && letter != TILE_BLANK &&
	    !tile_is_letter(letter))
		e = GAME_ERR_BAD_TILE;
	if (e == GAME_OK && tile_is_letter(letter))
		g->laid.tiles[i].tile = tile_letter(letter) | TILE_BLANK_FLAG;
	else if (e == GAME_OK)
		g->laid.tiles[i].tile = TILE_BLANK;
	game_flush(g);
	return e;
}

/* Casual rule: one laid tile back to the rack; art. 22 forbids it else. */
enum game_error
game_unlay(struct game *g, int row, int col)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);
	int i = game_laid_at(g, row, col);

	if (e == GAME_OK && i == -1)
		e = GAME_ERR_NOT_LAID;
	if (e == GAME_OK && g->settings.laid == GAME_LAID_TOURNAMENT)
		e = GAME_ERR_LAID;
	if (e == GAME_OK) {
		rack_add(&g->racks[g->mover], g->laid.tiles[i].tile);
		g->laid.tiles[i] = g->laid.tiles[--g->laid.n];
	}
	game_flush(g);
	return e;
}

/* All laid tiles back: free when casual, art. 23 in tournament. */
enum game_error
game_take_back(struct game *g)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (e == GAME_OK && g->laid.n == 0)
		e = GAME_ERR_NOT_LAID;
	if (e == GAME_OK) {
		game_return_laid(g);
		/* Art. 23: withdraw the tiles and lose the turn. */
		if (g->settings.laid == GAME_LAID_TOURNAMENT)
			game_lose_turn(g, GAME_LOST_LAID);
	}
	game_flush(g);
	return e;
}

/* A bit per word formed that the judge refuses. */
static unsigned
game_judge_words(struct game *g, const struct play_score *s)
{
	unsigned invalid = 0;

	for (int i = 0; i < s->n_words; i++)
		if (!g->judge.is_word(g->judge.ctx, s->words[i].tiles,
		    s->words[i].len))
			invalid |= 1u << i;
	return invalid;
}

/* The laid tiles go on the board as the play, scored, on the sheet. */
static void
game_place(struct game *g, const struct play_score *score, int timed_out)
{
	struct game_event *ev;
	struct move move;

	move_from_placement(&g->laid, &g->board, &move);
	ev = game_record(g, GAME_EVENT_PLACE, g->mover, score->score);
	ev->move = move;
	ev->score = *score;
	ev->timed_out = timed_out;
	rules_apply(&g->board, &g->laid);
	g->pending = g->laid;
	g->pending_event = g->n_sheet - 1;
	g->laid.n = 0;
}

/*
 * Submit what is laid: check arts. 6-10, 20-22 and score (arts. 12-19).
 * Under "void" the judge decides at once; otherwise the opponent will.
 */
enum game_error
game_submit_laid(struct game *g, int timed_out, enum rules_error *why)
{
	struct play_score score;
	enum rules_error r;

	if (g->laid.n == 0)
		return GAME_ERR_NOT_LAID;
	r = rules_score(&g->board, &g->laid, &score);
	if (why != NULL)
		*why = r;
	if (r != RULES_OK)
		return GAME_ERR_RULES;
	g->refused_words = 0;
	if (g->settings.challenge == GAME_CHALLENGE_VOID) {
		if (g->judge.is_word == NULL)
			return GAME_ERR_NO_JUDGE;
		g->refused_words = game_judge_words(g, &score);
		if (g->refused_words != 0)
			return GAME_ERR_INVALID_WORD;
	}
	game_place(g, &score, timed_out);
	if (g->settings.challenge == GAME_CHALLENGE_VOID) {
		g->sheet[g->pending_event].verdict = GAME_VERDICT_JUDGED;
		clock_turn_end(&g->clock);
		game_play_stands(g);
		return GAME_OK;
	}
	g->phase = GAME_PHASE_DECIDING;
	clock_submit(&g->clock);
	game_notify(g, GAME_NOTICE_DECISION, game_decider(g), 0);
	return GAME_OK;
}

/* Submit the laid tiles; refused, they stay laid (art. 21). */
enum game_error
game_submit(struct game *g, enum rules_error *why)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (why != NULL)
		*why = RULES_OK;
	if (e == GAME_OK)
		e = game_submit_laid(g, 0, why);
	game_flush(g);
	return e;
}

/*
 * The play stands (accepted, challenged in vain or judged): only now does
 * the mover draw (art. 35.3), then the turn ends.
 */
static void
game_play_stands(struct game *g)
{
	bag_refill(&g->bag, &g->rng, &g->racks[g->mover]);
	g->pending.n = 0;
	g->pending_event = -1;
	game_turn_finish(g, GAME_TURN_PLAY);
}

/* Lay a whole placement and submit it; refused, nothing stays laid. */
static enum game_error
game_play_tiles(struct game *g, const struct placement *p,
    enum rules_error *why)
{
	struct rack rack = g->racks[g->mover];
	struct placement laid = g->laid;
	enum rules_error r;
	enum game_error e;

	if (g->laid.n > 0 && g->settings.laid == GAME_LAID_TOURNAMENT)
		return GAME_ERR_LAID;
	game_return_laid(g);
	r = rules_check(&g->board, &g->racks[g->mover], p);
	if (why != NULL)
		*why = r;
	if (r != RULES_OK) {
		e = GAME_ERR_RULES;
	} else {
		for (int i = 0; i < p->n; i++)
			rack_remove(&g->racks[g->mover], p->tiles[i].tile);
		g->laid = *p;
		e = game_submit_laid(g, 0, why);
	}
	if (e != GAME_OK) {
		g->racks[g->mover] = rack;
		g->laid = laid;
	}
	return e;
}

/* Lay and submit a placement in one go (bots, scripts). */
enum game_error
game_play(struct game *g, const struct placement *p, enum rules_error *why)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (why != NULL)
		*why = RULES_OK;
	if (e == GAME_OK)
		e = game_play_tiles(g, p, why);
	game_flush(g);
	return e;
}

/* Play a move written in notation. */
enum game_error
game_play_move(struct game *g, const struct move *m, enum rules_error *why)
{
	struct placement p;
	enum game_error e;

	if (why != NULL)
		*why = RULES_OK;
	switch (m->kind) {
	case MOVE_PASS:
		return game_pass(g);
	case MOVE_EXCHANGE:
		return game_exchange(g, m->exchange, m->n_exchange);
	case MOVE_PLACE:
		break;
	}
	e = game_begin_action(g, GAME_PHASE_TURN);
	if (e == GAME_OK && move_to_placement(m, &g->board, &p, NULL) !=
	    MOVE_OK)
		e = GAME_ERR_MOVE;
	if (e == GAME_OK)
		e = game_play_tiles(g, &p, why);
	game_flush(g);
	return e;
}

/* The mover's tiles: the rack and the tiles laid from it. */
static void
game_mover_tiles(const struct game *g, struct rack *rack)
{
	*rack = g->racks[g->mover];
	for (int i = 0; i < g->laid.n; i++)
		rack_add(rack, g->laid.tiles[i].tile);
}

/* Typed notation against the board and the mover's tiles. */
enum move_error
game_resolve_move(const struct game *g, struct move *m,
    struct move_failure *failure)
{
	struct rack rack;

	if (failure != NULL)
		memset(failure, 0, sizeof *failure);
	if (m->kind != MOVE_PLACE)
		return MOVE_OK;
	game_mover_tiles(g, &rack);
	return move_resolve(m, &g->board, &rack, failure);
}

/* A placement's score, or why it would be refused, without playing it. */
enum game_error
game_preview_move(const struct game *g, const struct move *m,
    enum rules_error *why, struct play_score *score)
{
	struct placement p;
	struct rack rack;
	enum rules_error r;

	*why = RULES_OK;
	if (g->phase != GAME_PHASE_TURN || m->kind != MOVE_PLACE)
		return GAME_ERR_PHASE;
	if (g->laid.n > 0 && g->settings.laid == GAME_LAID_TOURNAMENT)
		return GAME_ERR_LAID;
	if (move_to_placement(m, &g->board, &p, NULL) != MOVE_OK)
		return GAME_ERR_MOVE;
	game_mover_tiles(g, &rack);
	r = rules_check(&g->board, &rack, &p);
	if (r == RULES_OK)
		r = rules_score(&g->board, &p, score);
	*why = r;
	return r == RULES_OK ? GAME_OK : GAME_ERR_RULES;
}

/* Whether n tiles may be exchanged now (art. 24). */
enum game_error
game_can_exchange(const struct game *g, int n)
{
	int need = n > g->settings.exchange_min_bag ? n :
	    g->settings.exchange_min_bag;

	if (g->phase != GAME_PHASE_TURN)
		return GAME_ERR_PHASE;
	if (n < 1 || n > g->racks[g->mover].n + g->laid.n)
		return GAME_ERR_EXCHANGE;
	if (g->laid.n > 0 && g->settings.laid == GAME_LAID_TOURNAMENT)
		return GAME_ERR_LAID;
	/* The bag must hold at least as many as are exchanged (or the club
	 * minimum): the new tiles are drawn before the old go back. */
	if (g->bag.n < need)
		return GAME_ERR_BAG_SHORT;
	return GAME_OK;
}

/*
 * Art. 24: the tiles given back are set aside, as many new ones drawn, and
 * only then the old ones go into the bag, so none can come straight back.
 */
static enum game_error
game_exchange_tiles(struct game *g, const tile_t *tiles, int n)
{
	struct rack *rack = &g->racks[g->mover];
	struct game_event *ev;
	tile_t aside[RACK_SIZE];
	enum game_error e = game_can_exchange(g, n);

	if (e != GAME_OK)
		return e;
	/* Whatever is laid is the mover's too (taken back first, casual). */
	if (!rack_holds(&g->turn_rack, tiles, n))
		return GAME_ERR_NOT_ON_RACK;
	/* Copy first: tiles may point into the rack this changes. */
	for (int i = 0; i < n; i++)
		aside[i] = tile_is_blank(tiles[i]) ? TILE_BLANK : tiles[i];
	game_return_laid(g);
	for (int i = 0; i < n; i++)
		rack_remove(rack, aside[i]);
	for (int i = 0; i < n; i++)
		rack_add(rack, bag_draw(&g->bag, &g->rng));
	for (int i = 0; i < n; i++)
		bag_return(&g->bag, aside[i]);
	ev = game_record(g, GAME_EVENT_EXCHANGE, g->mover, 0);
	ev->move.kind = MOVE_EXCHANGE;
	ev->move.n_exchange = n;
	memcpy(ev->move.exchange, aside, (size_t)n);
	clock_turn_end(&g->clock);
	game_turn_finish(g, GAME_TURN_EXCHANGE);
	return GAME_OK;
}

/* Exchange tiles of the mover's rack (art. 24). */
enum game_error
game_exchange(struct game *g, const tile_t *tiles, int n)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (e == GAME_OK)
		e = game_exchange_tiles(g, tiles, n);
	game_flush(g);
	return e;
}

/* Pass (art. 25); with tiles laid only when casual (art. 22). */
enum game_error
game_pass(struct game *g)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_TURN);

	if (e == GAME_OK && g->laid.n > 0 &&
	    g->settings.laid == GAME_LAID_TOURNAMENT)
		e = GAME_ERR_LAID;
	if (e == GAME_OK) {
		game_return_laid(g);
		game_record(g, GAME_EVENT_PASS, g->mover, 0);
		clock_turn_end(&g->clock);
		game_turn_finish(g, GAME_TURN_PASS);
	}
	game_flush(g);
	return e;
}

/* Art. 33: accepted, the play can never be challenged. */
enum game_error
game_accept(struct game *g)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_DECIDING);

	if (e == GAME_OK) {
		g->sheet[g->pending_event].verdict = GAME_VERDICT_ACCEPTED;
		clock_accept(&g->clock);
		game_play_stands(g);
	}
	game_flush(g);
	return e;
}

/* Art. 34: the tiles come off the board, back to the rack; points undone. */
static void
game_withdraw(struct game *g, struct game_event *play)
{
	int points = play->points;

	for (int i = 0; i < g->pending.n; i++) {
		const struct placed_tile *t = &g->pending.tiles[i];

		board_take(&g->board, t->row, t->col);
		rack_add(&g->racks[g->mover], t->tile);
	}
	g->pending.n = 0;
	g->pending_event = -1;
	game_record(g, GAME_EVENT_WITHDRAWN, g->mover, -points);
}

/*
 * Arts. 34-35: the judge decides on every word formed, main and cross words,
 * while the players' clocks stop (art. 31.2).  One invalid word: the play is
 * withdrawn and the turn lost, a pass for art. 37.2.  All valid: the play
 * stands, with the rule's consequence for the challenger.
 */
enum game_error
game_challenge(struct game *g)
{
	enum game_error e = game_begin_action(g, GAME_PHASE_DECIDING);
	struct game_event *play;
	int index = g->pending_event;

	if (e == GAME_OK && g->judge.is_word == NULL)
		e = GAME_ERR_NO_JUDGE;
	if (e != GAME_OK) {
		game_flush(g);
		return e;
	}
	play = &g->sheet[index];
	clock_challenge_start(&g->clock);
	play->invalid_words = game_judge_words(g, &play->score);
	clock_challenge_end(&g->clock);
	play->verdict = play->invalid_words != 0 ? GAME_VERDICT_INVALID :
	    GAME_VERDICT_VALID;
	game_notify(g, GAME_NOTICE_CHALLENGED, index, 0);
	if (play->verdict == GAME_VERDICT_INVALID) {
		game_withdraw(g, play);
		game_turn_finish(g, GAME_TURN_PASS);
	} else {
		if (g->settings.challenge == GAME_CHALLENGE_FIVE_POINTS)
			game_record(g, GAME_EVENT_CHALLENGE_BONUS, g->mover,
			    GAME_CHALLENGE_BONUS);
		else if (g->settings.challenge == GAME_CHALLENGE_DOUBLE)
			g->lose_next[game_decider(g)] = 1;
		game_play_stands(g);
	}
	game_flush(g);
	return e;
}

/* Reorder a rack for display; the tiles must stay the same. */
enum game_error
game_rack_arrange(struct game *g, int player, const tile_t *tiles, int n)
{
	struct rack *rack;
	int have[TILE_CODES];
	int want[TILE_CODES] = { 0 };

	if (player != 0 && player != 1)
		return GAME_ERR_SETTINGS;
	rack = &g->racks[player];
	if (n != rack->n)
		return GAME_ERR_NOT_ON_RACK;
	rack_counts(rack, have);
	for (int i = 0; i < n; i++) {
		if (tiles[i] >= TILE_CODES)
			return GAME_ERR_BAD_TILE;
		want[tiles[i]]++;
	}
	if (memcmp(have, want, sizeof have) != 0)
		return GAME_ERR_NOT_ON_RACK;
	memcpy(rack->tiles, tiles, (size_t)n);
	return GAME_OK;
}
