/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "gcg.h"
#include "lexicon.h"
#include "replay.h"
#include "xmalloc.h"

/*
 * The analysis of a game record (`fichas analyze`, the curses game's
 * screen after a game): the referee (src/replay.h) walks the record and
 * keeps the board before each turn; each turn is then the position its
 * player saw (that board, the recorded rack, the tiles unseen, the
 * running totals, the game's art. 24 rule) and bot_analyze_turn()
 * values the move played against the best one.
 */

struct bot_review {
	struct bot *bot;
	const struct gcg_record *rec;
	struct replay replay;
	int exchange_min_bag;		/* art. 24 setting */
	int has_budget;
	struct bot_budget budget;
	int turns;			/* turns analysed so far */
	int passes, scoreless;		/* art. 37 counts before the turn */
	int done;
	struct bot_position pos;	/* the turn's, kept off the stack */
};

static int bot_review_judge(void *ctx, const tile_t *tiles, int n);
static int bot_review_is_turn(const struct gcg_event *ev);
static void bot_review_played(const struct gcg_event *ev,
    const struct board *board, char *buf, size_t size);
static void bot_review_one(struct bot_review *rv, const struct gcg_event *ev,
    int withdrawn, struct bot_review_turn *t);
static void bot_review_tally(struct bot_review *rv,
    const struct gcg_event *ev, int withdrawn);

/* The referee's word check: the bot's lexicon. */
static int
bot_review_judge(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

/* A turn of the record: a placement, an exchange or a pass. */
static int
bot_review_is_turn(const struct gcg_event *ev)
{
	return ev->kind == GCG_EVENT_PLACE || ev->kind == GCG_EVENT_PASS ||
	    ev->kind == GCG_EVENT_EXCHANGE;
}

/* Turns in a record. */
int
bot_review_count(const struct gcg_record *rec)
{
	int n = 0;

	for (int i = 0; i < rec->n_events; i++)
		n += bot_review_is_turn(&rec->events[i]);
	return n;
}

/* Begin the analysis of a record at its first turn. */
struct bot_review *
bot_review_create(struct bot *bot, const struct gcg_record *rec,
    int exchange_min_bag, const struct bot_budget *budget)
{
	struct bot_review *rv = xcalloc(1, sizeof *rv);
	struct replay_options opt = { 0 };

	rv->bot = bot;
	rv->rec = rec;
	rv->exchange_min_bag = exchange_min_bag;
	if (budget != NULL) {
		rv->has_budget = 1;
		rv->budget = *budget;
	}
	opt.judge = bot_review_judge;
	opt.judge_ctx = (void *)bot->lex;
	opt.exchange_min_bag = exchange_min_bag;
	replay_init(&rv->replay, rec, &opt);
	return rv;
}

/* Free an analysis; NULL is a no-op. */
void
bot_review_free(struct bot_review *rv)
{
	free(rv);
}

/* The move a turn event records, as notation ("-3" for a count only). */
static void
bot_review_played(const struct gcg_event *ev, const struct board *board,
    char *buf, size_t size)
{
	struct move m = ev->move;

	if (ev->kind == GCG_EVENT_PASS)
		m.kind = MOVE_PASS;
	else if (ev->kind == GCG_EVENT_EXCHANGE && m.n_exchange == 0) {
		snprintf(buf, size, "-%d", ev->exchange_count);
		return;
	}
	if (m.kind == MOVE_PLACE)
		move_fill_through(&m, board);
	move_format(&m, buf, size);
}

/*
 * One turn: the position its player saw before it and the analysis.  A
 * play withdrawn after a challenge (art. 34) is worth what a pass is.
 */
static void
bot_review_one(struct bot_review *rv, const struct gcg_event *ev,
    int withdrawn, struct bot_review_turn *t)
{
	const struct replay *r = &rv->replay;
	struct bot_position *pos = &rv->pos;
	struct bot_analysis a;
	struct move played = ev->move, best;

	t->event = ev;
	t->player = ev->player < 0 ? 0 : ev->player;
	bot_review_played(ev, &r->board, t->played, sizeof t->played);
	if (withdrawn)
		strncat(t->played, " --", sizeof t->played -
		    strlen(t->played) - 1);
	t->status = BOT_REVIEW_NO_RACK;
	if (!ev->has_rack || ev->player < 0 || (ev->kind ==
	    GCG_EVENT_EXCHANGE && ev->move.n_exchange == 0))
		return;
	bot_position_init(pos, rv->bot->lex, &r->board);
	pos->rack = ev->rack;
	bot_position_count_unseen(pos);
	pos->scores[0] = r->total[ev->player];
	pos->scores[1] = r->total[1 - ev->player];
	pos->exchange_min_bag = rv->exchange_min_bag;
	pos->passes = rv->passes;
	pos->scoreless = rv->scoreless;
	if (ev->kind == GCG_EVENT_PASS || withdrawn)
		played.kind = MOVE_PASS;
	t->status = BOT_REVIEW_NOT_LEGAL;
	if (bot_analyze_turn(rv->bot, pos, &played, rv->has_budget ?
	    &rv->budget : NULL, &a) != 0)
		return;
	t->status = BOT_REVIEW_ANALYSED;
	t->played_score = withdrawn ? 0 : a.played_score;
	movegen_move_to_move(&a.best, &r->board, &best);
	move_format(&best, t->best, sizeof t->best);
	t->best_score = a.best.score;
	t->loss = a.loss;
	t->endgame = a.method == BOT_METHOD_ENDGAME;
}

/*
 * Count a turn for art. 37, as the game does: a play that stands resets
 * both counts, an exchange is scoreless but no pass (37.2), a pass or a
 * withdrawn play adds to both.  The endgame search ends lines by them.
 */
static void
bot_review_tally(struct bot_review *rv, const struct gcg_event *ev,
    int withdrawn)
{
	if (ev->kind == GCG_EVENT_PLACE && !withdrawn) {
		rv->passes = rv->scoreless = 0;
		return;
	}
	rv->passes = ev->kind == GCG_EVENT_EXCHANGE ? 0 : rv->passes + 1;
	rv->scoreless++;
}

/* The next turn, analysed; 1, or 0 when the record has no more. */
int
bot_review_step(struct bot_review *rv, struct bot_review_turn *t)
{
	const struct gcg_record *rec = rv->rec;
	struct replay_step step;
	int found = 0;

	while (!rv->done && !found) {
		int i = rv->replay.next;

		if (i >= rec->n_events) {
			rv->done = 1;
			break;
		}
		if (bot_review_is_turn(&rec->events[i])) {
			int withdrawn = i + 1 < rec->n_events &&
			    rec->events[i + 1].kind == GCG_EVENT_WITHDRAW;

			memset(t, 0, sizeof *t);
			t->turn = ++rv->turns;
			bot_review_one(rv, &rec->events[i], withdrawn, t);
			bot_review_tally(rv, &rec->events[i], withdrawn);
			found = 1;
		}
		/* The referee stops at a line it cannot take. */
		if (!replay_step(&rv->replay, &step))
			rv->done = 1;
	}
	return found;
}
