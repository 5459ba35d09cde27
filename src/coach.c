/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "bot.h"
#include "eval.h"
#include "export.h"
#include "gcg.h"
#include "movegen.h"
#include "coach.h"
#include "xmalloc.h"

/*
 * The analysis is the bot module's (bot_review_*(), the same as `fichas
 * analyze`) on the game's own record (export_record()), under the
 * game's art. 24 rule; this file keeps its turns for the screen.
 */

struct coach {
	const struct lexicon *lex;
	struct lexicon *own_lex;
	struct eval_leaves *leaves;
	struct bot *bot;		/* experto */

	/* The hints under way or found, on a copy of the position. */
	struct bot_position *hint_pos;
	struct bot_hint_search *hint_search;

	/* A reviewed turn's position, for its alternatives. */
	struct bot_position *alt_pos;

	/* The analysis under way. */
	struct gcg_record *rec;
	struct bot_review *review;
	struct bot_review_turn *turns;
	int n_turns, total_turns;
	float lost[GAME_PLAYERS];
};

static void coach_notation(const struct movegen_move *gm,
    const struct board *board, char *buf, size_t size);
static void coach_analysis_end(struct coach *e);
static void coach_hint_text(const struct bot_hint *found,
    const struct bot_position *pos, struct coach_hint *h);

/* An engine on lex, or on the default lexicon when lex is NULL. */
struct coach *
coach_create(const struct lexicon *lex)
{
	struct coach *e = xcalloc(1, sizeof *e);
	struct lexicon_failure lf;
	struct eval_failure ef;
	char *path;

	e->lex = lex;
	if (lex == NULL && (path = lexicon_default_path()) != NULL) {
		if (lexicon_open(path, &e->own_lex, &lf) == 0)
			e->lex = e->own_lex;
		free(path);
	}
	if ((path = eval_leaves_default_path()) != NULL) {
		if (eval_leaves_load(path, &e->leaves, &ef) != 0)
			e->leaves = NULL;	/* leaves are worth 0 */
		free(path);
	}
	if (e->lex == NULL || (e->bot = bot_create(bot_level_find("experto"),
	    e->lex, e->leaves, 0)) == NULL) {
		coach_free(e);
		return NULL;
	}
	return e;
}

/* Release the engine and any analysis. */
void
coach_free(struct coach *e)
{
	if (e != NULL)
		free(e->alt_pos);
	if (e == NULL)
		return;
	coach_analysis_end(e);
	coach_hints_end(e);
	bot_free(e->bot);
	eval_leaves_free(e->leaves);
	lexicon_free(e->own_lex);
	free(e);
}

/* A generator move as notation: "8G CA(S)A", "-AB", "-" (move_format()). */
static void
coach_notation(const struct movegen_move *gm, const struct board *board,
    char *buf, size_t size)
{
	struct move m;

	movegen_move_to_move(gm, board, &m);
	move_format(&m, buf, size);
}

/* A hint as the screen shows it: notation, the tiles kept, values. */
static void
coach_hint_text(const struct bot_hint *found,
    const struct bot_position *pos, struct coach_hint *h)
{
	struct rack kept;

	coach_notation(&found->move, &pos->mg.board, h->move,
	    sizeof h->move);
	movegen_move_leave(&found->move, &pos->rack, &kept);
	tiles_to_record(kept.tiles, (size_t)kept.n, h->kept, sizeof h->kept);
	h->score = found->move.score;
	h->leave = found->leave;
	h->equity = found->move.equity;
	h->value = found->value;
	h->loss = found->loss;
	h->endgame = found->method == BOT_METHOD_ENDGAME;
}

/* Forget the hints. */
void
coach_hints_end(struct coach *e)
{
	bot_hint_search_free(e->hint_search);
	e->hint_search = NULL;
	free(e->hint_pos);
	e->hint_pos = NULL;
}

/* Start the hints for a player's rack. */
int
coach_hints_begin(struct coach *e, const struct game *g, int player)
{
	coach_hints_end(e);
	e->hint_pos = xmalloc(sizeof *e->hint_pos);
	bot_position_from_game(e->hint_pos, e->lex, g, player);
	/* The analysis's budget: the level's own (coach_analysis_begin). */
	e->hint_search = bot_hint_search_create(e->bot, e->hint_pos, NULL,
	    COACH_HINTS);
	return 0;
}

/* One more search for the hints; 0 when they are all found. */
int
coach_hints_step(struct coach *e)
{
	return e->hint_search != NULL && bot_hint_search_step(e->hint_search);
}

/* The hints found so far. */
size_t
coach_hints_result(const struct coach *e,
    struct coach_hint *hints, size_t n)
{
	struct bot_hint found[COACH_HINTS];
	size_t got;

	if (e->hint_search == NULL)
		return 0;
	if (n > COACH_HINTS)
		n = COACH_HINTS;
	got = bot_hint_search_hints(e->hint_search, found, n);
	for (size_t i = 0; i < got; i++)
		coach_hint_text(&found[i], e->hint_pos, &hints[i]);
	return got;
}

/* The top moves for a player's rack, all at once. */
size_t
coach_hints(struct coach *e, const struct game *g, int player,
    struct coach_hint *hints, size_t n)
{
	size_t got;

	if (coach_hints_begin(e, g, player) != 0)
		return 0;
	while (coach_hints_step(e))
		;
	got = coach_hints_result(e, hints, n);
	coach_hints_end(e);
	return got;
}

/* Forget the analysis, if any. */
static void
coach_analysis_end(struct coach *e)
{
	bot_review_free(e->review);
	e->review = NULL;
	gcg_record_free(e->rec);
	e->rec = NULL;
	free(e->turns);
	e->turns = NULL;
	e->n_turns = e->total_turns = 0;
	e->lost[0] = e->lost[1] = 0;
}

/* Start analysing a game from its first turn. */
int
coach_analysis_begin(struct coach *e, const struct game *g)
{
	struct gcg_record *rec;

	coach_analysis_end(e);
	if (export_record(g, NULL, &rec) != 0)
		return -1;
	return coach_analysis_begin_record(e, rec,
	    game_settings(g)->exchange_min_bag);
}

int
coach_analysis_begin_record(struct coach *e, struct gcg_record *rec,
    int exchange_min_bag)
{
	coach_analysis_end(e);
	e->rec = rec;
	e->total_turns = bot_review_count(e->rec);
	if (e->total_turns > 0)
		e->turns = xcalloc((size_t)e->total_turns, sizeof *e->turns);
	e->review = bot_review_create(e->bot, e->rec, exchange_min_bag, NULL);
	return 0;
}

const struct gcg_record *
coach_analysis_record(const struct coach *e)
{
	return e->rec;
}

/* Analyse the next turn; 1 when one was, 0 when the game is done. */
int
coach_analysis_step(struct coach *e)
{
	struct bot_review_turn *rt;

	if (e->review == NULL || e->n_turns >= e->total_turns)
		return 0;
	rt = &e->turns[e->n_turns];
	if (!bot_review_step(e->review, rt))
		return 0;
	e->n_turns++;
	e->lost[rt->player] += rt->loss;
	return 1;
}

/* What is analysed so far. */
const struct bot_review_turn *
coach_analysis_turns(const struct coach *e, int *n, int *total)
{
	*n = e->n_turns;
	*total = e->total_turns;
	return e->turns;
}

/* A player's equity lost so far. */
float
coach_analysis_lost(const struct coach *e, int player)
{
	return e->lost[player];
}

size_t
coach_alternatives(struct coach *e, const struct board *board,
    const struct rack *rack, struct coach_hint *hints, size_t n)
{
	struct bot_hint found[COACH_HINTS];
	size_t got;

	if (e->alt_pos == NULL)
		e->alt_pos = xmalloc(sizeof *e->alt_pos);
	if (n > COACH_HINTS)
		n = COACH_HINTS;
	bot_position_init(e->alt_pos, e->lex, board);
	e->alt_pos->rack = *rack;
	bot_position_count_unseen(e->alt_pos);
	got = bot_hints(e->bot, e->alt_pos, found, n);
	for (size_t i = 0; i < got; i++) {
		found[i].value = found[i].move.equity;
		found[i].loss = found[0].move.equity - found[i].move.equity;
		coach_hint_text(&found[i], e->alt_pos, &hints[i]);
	}
	return got;
}
