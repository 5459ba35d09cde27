/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * What the opponent kept on its last turn.  A player who plays well lays
 * what is best for the rack it holds, so among the racks it may have
 * held (the tiles it laid plus any tiles still unseen) the likely ones
 * are those for which its play comes within BOT_INFER_SLACK of the best
 * static equity.  Racks are drawn at random from the unseen tiles, so
 * each kept rack comes up as often as the draw would give it; the
 * simulation then deals the opponent one of them plus a fresh draw.
 * Quackle and Macondo call this inference.
 */

#define BOT_INFER_SLACK 2.0f	/* equity points below the best */

static int bot_infer_applies(const struct bot_position *);
static void bot_infer_before(const struct bot_position *,
    struct board *);
static int bot_infer_unseen(const struct bot_position *, tile_t *);
static void bot_infer_draw(tile_t *, int, struct rng *, int,
    struct rack *);

/* Whether the last turn says anything: a play that kept tiles, mid-game. */
static int
bot_infer_applies(const struct bot_position *pos)
{
	int laid = pos->opp_laid.n;

	return laid > 0 && laid < RACK_SIZE && pos->bag_count > 0 &&
	    pos->n_unseen - pos->bag_count == RACK_SIZE;
}

/* The board as the opponent saw it: the last play lifted off. */
static void
bot_infer_before(const struct bot_position *pos, struct board *before)
{
	*before = pos->mg.board;
	for (int i = 0; i < pos->opp_laid.n; i++)
		board_take(before, pos->opp_laid.tiles[i].row,
		    pos->opp_laid.tiles[i].col);
}

/* The unseen tiles in tile order (a blank as TILE_BLANK); how many. */
static int
bot_infer_unseen(const struct bot_position *pos, tile_t *all)
{
	int total = 0;

	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < pos->unseen[t] && total < TILES_TOTAL; k++)
			all[total++] = (tile_t)t;
	return total;
}

/*
 * n of the total tiles in all[] at random, shuffled to the front of all[]
 * (which the caller sets back to tile order before each draw).
 */
static void
bot_infer_draw(tile_t *all, int total, struct rng *rng, int n,
    struct rack *kept)
{
	rack_init(kept);
	for (int i = 0; i < n && i < total; i++) {
		int j = i + (int)rng_below(rng, (uint32_t)(total - i));
		tile_t swap = all[i];

		all[i] = all[j];
		all[j] = swap;
		rack_add(kept, all[i]);
	}
}

int
bot_infer(struct bot *bot, const struct bot_position *pos, long attempts,
    struct bot_inference *inf)
{
	struct movegen *mg;
	struct board before;
	struct bot_eval ev;
	struct movegen_options options;
	struct rng rng;
	tile_t unseen[TILES_TOTAL], all[TILES_TOTAL];
	int keep = RACK_SIZE - pos->opp_laid.n, total;

	inf->n = 0;
	inf->tried = 0;
	if (attempts <= 0 || !bot_infer_applies(pos))
		return 0;
	mg = xmalloc(sizeof *mg);
	bot_infer_before(pos, &before);
	movegen_init(mg, bot->lex, &before);
	movegen_set_words(mg, bot->words);
	bot_options(bot, &ev, &options, pos->bag_count + pos->opp_laid.n,
	    pos->exchange_min_bag, 0);
	rng_seed(&rng, bot_mix(bot->seed, bot->decisions * 7919u + 2));
	total = bot_infer_unseen(pos, unseen);
	for (; inf->tried < attempts && inf->n < BOT_INFER_MAX; inf->tried++) {
		struct rack held, kept;
		struct movegen_move best;
		int counts[TILE_CODES];
		float played;

		memcpy(all, unseen, (size_t)total * sizeof *all);
		bot_infer_draw(all, total, &rng, keep, &kept);
		held = kept;
		for (int i = 0; i < pos->opp_laid.n; i++) {
			tile_t t = pos->opp_laid.tiles[i].tile;

			rack_add(&held, tile_is_blank(t) ? TILE_BLANK : t);
		}
		rack_counts(&kept, counts);
		played = (float)pos->opp_score + (options.leave == NULL ? 0 :
		    options.leave(options.leave_ctx, counts, kept.n));
		if (movegen_best(mg, &held, &options, &best) &&
		    best.equity - played <= BOT_INFER_SLACK)
			inf->kept[inf->n++] = kept;
	}
	free(mg);
	return 0;
}
