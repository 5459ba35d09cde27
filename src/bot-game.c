/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "bot-game.h"
#include "game.h"
#include "rules.h"

static int bot_game_place(struct bot_game *, const struct movegen_move *);
static int bot_game_exchange(struct bot_game *, const struct movegen_move *);
static void bot_game_end(struct bot_game *g, int went_out);

void
bot_game_start(struct bot_game *g, const struct lexicon *lex,
    const struct movegen_words *words, uint64_t seed, int first)
{
	struct board empty;

	memset(g, 0, sizeof *g);
	board_init(&empty);
	movegen_init(&g->mg, lex, &empty);
	movegen_set_words(&g->mg, words);
	rng_seed(&g->rng, seed);
	bag_fill(&g->bag);
	for (int p = 0; p < 2; p++) {
		int who = (first + p) & 1;

		rack_init(&g->racks[who]);
		bag_refill(&g->bag, &g->rng, &g->racks[who]);
	}
	g->mover = first & 1;
}

void
bot_game_position(const struct bot_game *g, struct bot_position *pos)
{
	const struct rack *opp = &g->racks[1 - g->mover];

	pos->mg = g->mg;
	pos->rack = g->racks[g->mover];
	memset(pos->unseen, 0, sizeof pos->unseen);
	for (int i = 0; i < g->bag.n; i++)
		pos->unseen[tile_is_blank(g->bag.tiles[i]) ? TILE_BLANK :
		    g->bag.tiles[i]]++;
	for (int i = 0; i < opp->n; i++)
		pos->unseen[tile_is_blank(opp->tiles[i]) ? TILE_BLANK :
		    opp->tiles[i]]++;
	pos->n_unseen = g->bag.n + opp->n;
	pos->bag_count = g->bag.n;
	pos->scores[0] = g->scores[g->mover];
	pos->scores[1] = g->scores[1 - g->mover];
	pos->passes = g->passes;
	pos->scoreless = g->scoreless;
	pos->exchange_min_bag = g->exchange_min_bag;
	pos->opp_laid = g->last_laid;	/* the opponent moved last */
	pos->opp_score = g->last_score;
}

/* Lay a placement, score it, draw (arts. 19, 29); 0 or -1. */
static int
bot_game_place(struct bot_game *g, const struct movegen_move *m)
{
	struct rack *rack = &g->racks[g->mover];
	struct rack after = *rack;
	struct placement p;

	movegen_move_to_placement(m, &p);
	for (int i = 0; i < p.n; i++)
		if (rack_remove(&after, p.tiles[i].tile) != 0)
			return -1;
	movegen_update(&g->mg, &p);
	*rack = after;
	g->last_laid = p;
	g->last_score = m->score;
	g->scores[g->mover] += m->score;
	if (p.n == RACK_SIZE)
		g->bingos[g->mover]++;
	bag_refill(&g->bag, &g->rng, rack);
	g->passes = 0;
	g->scoreless = 0;
	return 0;
}

/* Art. 24: the new tiles are drawn before the old ones go back. */
static int
bot_game_exchange(struct bot_game *g, const struct movegen_move *m)
{
	struct rack *rack = &g->racks[g->mover];
	struct rack after = *rack;

	if (m->n_tiles < 1 || g->bag.n < m->n_tiles ||
	    g->bag.n < g->exchange_min_bag)
		return -1;
	for (int i = 0; i < m->n_tiles; i++)
		if (rack_remove(&after, m->tiles[i]) != 0)
			return -1;
	*rack = after;
	bag_refill(&g->bag, &g->rng, rack);
	for (int i = 0; i < m->n_tiles; i++)
		bag_return(&g->bag, m->tiles[i]);
	g->passes = 0;		/* art. 37.2: exchanging is not passing */
	g->scoreless++;
	return 0;
}

/*
 * The end of the game by the game's own rule (rules_turn_ends_game()),
 * and the racks counted: art. 37.4, the finisher gains the opponent's
 * rack, which the opponent loses; otherwise each loses the own.
 */
static void
bot_game_end(struct bot_game *g, int went_out)
{
	switch (rules_turn_ends_game(went_out, g->passes, g->scoreless,
	    g->scores[0] != 0 || g->scores[1] != 0)) {
	case RULES_END_OUT:
		g->end = BOT_GAME_OUT;
		break;
	case RULES_END_PASSES:
		g->end = BOT_GAME_PASSES;
		break;
	case RULES_END_SCORELESS:
		g->end = BOT_GAME_SCORELESS;
		break;
	default:
		if (g->turns < BOT_GAME_TURN_LIMIT)
			return;
		g->end = BOT_GAME_LIMIT;
		break;
	}
	if (g->end == BOT_GAME_OUT) {
		int value = rack_value(&g->racks[1 - g->mover]);

		g->scores[g->mover] += value;
		g->scores[1 - g->mover] -= value;
	} else {
		for (int p = 0; p < 2; p++)
			g->scores[p] -= rack_value(&g->racks[p]);
	}
}

int
bot_game_play(struct bot_game *g, const struct movegen_move *m)
{
	int rc = 0;

	if (g->end != BOT_GAME_NOT_OVER)
		return 1;
	g->last_laid.n = 0;
	if (m->kind == MOVE_PLACE)
		rc = bot_game_place(g, m);
	else if (m->kind == MOVE_EXCHANGE)
		rc = bot_game_exchange(g, m);
	else {
		g->passes++;
		g->scoreless++;
	}
	if (rc != 0)
		return -1;
	g->turns++;
	bot_game_end(g, m->kind == MOVE_PLACE &&
	    g->racks[g->mover].n == 0 && g->bag.n == 0);
	g->mover = 1 - g->mover;
	return g->end != BOT_GAME_NOT_OVER;
}
