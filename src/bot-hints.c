/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "xmalloc.h"

/*
 * Hints that agree with the analysis.  The analysis of a turn
 * (bot_analyze_turn()) values the best move and the move played on one
 * scale: static equity while tiles remain to draw, and with the bag
 * empty the endgame search's final spread, the move played searched on
 * its own.  So the hints are valued the same way, with the same budget:
 *
 *   bag not empty   the best moves by static equity (bot_hints());
 *   bag empty       the endgame search's best move first, with its value;
 *                   then the next of its root candidates (two more than
 *                   the hints wanted, at most BOT_HINT_CANDIDATES in all),
 *                   each searched as if played (one search a step), best
 *                   first by what that search found.
 *
 * Played, the first hint loses nothing in the analysis and each other
 * one loses its value's distance from the first.
 */

#define BOT_HINT_CANDIDATES 10	/* endgame root moves searched as played */
#define BOT_HINT_SPARE 2	/* searched beyond the hints wanted */

struct bot_hint_search {
	struct bot *bot;
	struct bot_position pos;
	struct bot_limits limits;
	size_t want;
	int endgame;			/* bag empty: the search values them */
	struct rack opp;
	int started, done;
	/* The endgame: candidates, their values, the next one to search. */
	struct movegen_move cands[BOT_HINT_CANDIDATES];
	float values[BOT_HINT_CANDIDATES];
	int n_cands, next;
	/* With tiles in the bag, the static hints. */
	struct bot_hint *fixed;
	size_t n_fixed;
};

static void bot_hint_search_first(struct bot_hint_search *hs);
static void bot_hint_fill(const struct bot_hint_search *hs, int i,
    struct bot_hint *h);

int
bot_same_move(const struct movegen_move *a, const struct movegen_move *b)
{
	struct placement pa, pb;

	if (a->kind != b->kind)
		return 0;
	if (a->kind == MOVE_EXCHANGE)
		return a->n_tiles == b->n_tiles &&
		    memcmp(a->tiles, b->tiles, a->n_tiles) == 0;
	if (a->kind != MOVE_PLACE)
		return 1;
	/* One tile may be written across or down: compare the squares. */
	movegen_move_to_placement(a, &pa);
	movegen_move_to_placement(b, &pb);
	if (pa.n != pb.n)
		return 0;
	for (int i = 0; i < pa.n; i++) {
		int found = 0;

		for (int j = 0; j < pb.n && !found; j++)
			found = pa.tiles[i].row == pb.tiles[j].row &&
			    pa.tiles[i].col == pb.tiles[j].col &&
			    pa.tiles[i].tile == pb.tiles[j].tile;
		if (!found)
			return 0;
	}
	return 1;
}

struct bot_hint_search *
bot_hint_search_create(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, size_t n)
{
	struct bot_hint_search *hs = xcalloc(1, sizeof *hs);

	hs->bot = bot;
	hs->pos = *pos;
	hs->want = n;
	/* The condition and the limits of bot_analyze_turn(). */
	hs->endgame = bot->level->endgame && pos->bag_count == 0 &&
	    bot_position_opponent_rack(pos, &hs->opp) == 0 && hs->opp.n > 0;
	bot_limits_from_budget(bot, budget, budget == NULL ? 0 :
	    budget->nodes, bot->level->endgame_nodes, &hs->limits);
	return hs;
}

void
bot_hint_search_free(struct bot_hint_search *hs)
{
	if (hs == NULL)
		return;
	free(hs->fixed);
	free(hs);
}

/* The first step: the static hints, or the endgame's root search. */
static void
bot_hint_search_first(struct bot_hint_search *hs)
{
	float best;
	/* A few more than are shown: each costs a search of its own. */
	int max = hs->want + BOT_HINT_SPARE < BOT_HINT_CANDIDATES ?
	    (int)hs->want + BOT_HINT_SPARE : BOT_HINT_CANDIDATES;

	hs->started = 1;
	if (!hs->endgame) {
		hs->fixed = xcalloc(hs->want > 0 ? hs->want : 1,
		    sizeof *hs->fixed);
		hs->n_fixed = bot_hints(hs->bot, &hs->pos, hs->fixed,
		    hs->want);
		hs->done = 1;
		return;
	}
	if (hs->want == 0 || bot_endgame_roots(hs->bot, &hs->pos, &hs->opp,
	    &hs->limits, hs->cands, max, &hs->n_cands, &best) != 0) {
		hs->n_cands = 0;
		hs->done = 1;
		return;
	}
	hs->values[0] = best;
	hs->next = 1;
	hs->done = hs->n_cands <= 1;
}

int
bot_hint_search_step(struct bot_hint_search *hs)
{
	struct movegen_move ignored;
	int i;

	if (hs->done)
		return 0;
	if (!hs->started) {
		bot_hint_search_first(hs);
		return !hs->done;
	}
	i = hs->next++;
	/* As the analysis values a move played (bot_analyze_turn()). */
	if (bot_endgame(hs->bot, &hs->pos, &hs->opp, &hs->limits,
	    &hs->cands[i], &ignored, &hs->values[i]) != 0)
		hs->values[i] = -1e9f;	/* stopped: ranks last */
	hs->done = hs->next >= hs->n_cands;
	return !hs->done;
}

/* Endgame candidate i as a hint, its loss against the first. */
static void
bot_hint_fill(const struct bot_hint_search *hs, int i, struct bot_hint *h)
{
	float loss = hs->values[0] - hs->values[i];

	h->move = hs->cands[i];
	h->leave = h->move.equity - (float)h->move.score;
	h->value = hs->values[i];
	h->loss = loss > 0 ? loss : 0;
	h->method = BOT_METHOD_ENDGAME;
}

size_t
bot_hint_search_hints(const struct bot_hint_search *hs,
    struct bot_hint *hints, size_t n)
{
	int order[BOT_HINT_CANDIDATES], searched;
	size_t got = 0;

	if (!hs->endgame) {
		got = hs->n_fixed < n ? hs->n_fixed : n;
		if (got > 0)
			memcpy(hints, hs->fixed, got * sizeof *hints);
		return got;
	}
	if (hs->n_cands == 0 || n == 0)
		return 0;
	/* The search's best first, then the others by value (stable). */
	searched = hs->done ? hs->n_cands : hs->next;
	for (int i = 0; i < searched; i++) {
		int j = i;

		for (; j > 1 && hs->values[order[j - 1]] < hs->values[i]; j--)
			order[j] = order[j - 1];
		order[j] = i;
	}
	for (int i = 0; i < searched && got < n; i++)
		bot_hint_fill(hs, order[i], &hints[got++]);
	return got;
}
