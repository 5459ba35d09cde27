/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "game-private.h"

/* Read-only views of a game for the front end, the bot and the records. */

/* Where the game is (see game.h). */
enum game_phase
game_phase(const struct game *g)
{
	return g->phase;
}

/* Whose turn it is (or was, once the game is over). */
int
game_mover(const struct game *g)
{
	return g->mover;
}

/* Who accepts or challenges the mover's play. */
int
game_decider(const struct game *g)
{
	return 1 - g->mover;
}

/* A player's name as set ("" when none was given). */
const char *
game_name(const struct game *g, int player)
{
	if (player != 0 && player != 1)
		return "";
	return g->settings.names[player];
}

/* The settings in force, the laid-tile rule resolved. */
const struct game_settings *
game_settings(const struct game *g)
{
	return &g->settings;
}

/* The opening draw (art. 4). */
const struct game_draw *
game_draw(const struct game *g)
{
	return &g->draw;
}

/* The board, with a submitted play on it but not tiles merely laid. */
const struct board *
game_board(const struct game *g)
{
	return &g->board;
}

/* A player's rack, laid tiles apart. */
const struct rack *
game_rack(const struct game *g, int player)
{
	return &g->racks[player == 1];
}

/* A player's running total, a pending play included. */
int
game_score(const struct game *g, int player)
{
	return g->scores[player == 1];
}

/* Tiles left in the bag (art. 26). */
int
game_bag_count(const struct game *g)
{
	return g->bag.n;
}

/* Tiles a player cannot see: the bag and the opponent's rack. */
void
game_unseen(const struct game *g, int player, int counts[TILE_CODES])
{
	const struct rack *other = &g->racks[player != 1];

	memset(counts, 0, sizeof(int) * TILE_CODES);
	for (int i = 0; i < g->bag.n; i++)
		counts[g->bag.tiles[i]]++;
	for (int i = 0; i < other->n; i++)
		counts[other->tiles[i]]++;
}

/* The tiles laid and not yet submitted. */
const struct placement *
game_laid(const struct game *g)
{
	return &g->laid;
}

/* What the laid tiles would score, if they may be submitted at all. */
enum rules_error
game_preview(const struct game *g, struct play_score *score)
{
	return rules_score(&g->board, &g->laid, score);
}

/* The play awaiting accept or challenge. */
const struct game_event *
game_pending(const struct game *g)
{
	if (g->phase != GAME_PHASE_DECIDING || g->pending_event < 0)
		return NULL;
	return &g->sheet[g->pending_event];
}

/* The squares the pending play covers. */
const struct placement *
game_pending_tiles(const struct game *g)
{
	return &g->pending;
}

/* Which words the judge refused on the last "void" submission. */
unsigned
game_refused_words(const struct game *g)
{
	return g->refused_words;
}

/* The score sheet (arts. 5, 10.1). */
const struct game_event *
game_sheet(const struct game *g, int *n)
{
	*n = g->n_sheet;
	return g->sheet;
}

/* The clocks; query them with the clock_*() functions. */
const struct clock *
game_clock(const struct game *g)
{
	return &g->clock;
}

/* Why the game ended, GAME_END_NONE while it goes on. */
enum game_end
game_end_reason(const struct game *g)
{
	return g->end;
}

/* Number of the turn under way. */
int
game_turn_number(const struct game *g)
{
	return g->turn;
}

/* Turns a player has had (art. 27). */
int
game_turns(const struct game *g, int player)
{
	return g->turns[player == 1];
}

/* Pass-like turns in a row (art. 37.2). */
int
game_passes_in_row(const struct game *g)
{
	return g->passes;
}

/* Scoreless turns in a row (art. 37.3). */
int
game_scoreless_in_row(const struct game *g)
{
	return g->scoreless;
}

/* Whether this is the evening-up turn after the total time (art. 27). */
int
game_is_last_turn(const struct game *g)
{
	return g->last_turn;
}
