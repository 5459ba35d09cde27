/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "bot.h"
#include "eval.h"
#include "export.h"
#include "gcg.h"
#include "movegen.h"
#include "ui-engine.h"

/*
 * The analysis is the bot module's (bot_review_*(), the same as `fichas
 * analyze`) on the game's own record (export_record()), under the
 * game's art. 24 rule; this file keeps its turns for the screen.
 */

struct ui_engine {
	const struct lexicon *lex;
	struct lexicon *own_lex;
	struct eval_leaves *leaves;
	struct bot *bot;		/* experto */

	/* The analysis under way. */
	struct gcg_record *rec;
	struct bot_review *review;
	struct bot_review_turn *turns;
	int n_turns, total_turns;
	float lost[GAME_PLAYERS];
};

static void ui_engine_notation(const struct movegen_move *gm,
    const struct board *board, char *buf, size_t size);
static void ui_engine_analysis_end(struct ui_engine *e);

/* An engine on lex, or on the default lexicon when lex is NULL. */
struct ui_engine *
ui_engine_create(const struct lexicon *lex)
{
	struct ui_engine *e = calloc(1, sizeof *e);
	struct lexicon_failure lf;
	struct eval_failure ef;
	char *path;

	if (e == NULL)
		return NULL;
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
		ui_engine_free(e);
		return NULL;
	}
	return e;
}

/* Release the engine and any analysis. */
void
ui_engine_free(struct ui_engine *e)
{
	if (e == NULL)
		return;
	ui_engine_analysis_end(e);
	bot_free(e->bot);
	eval_leaves_free(e->leaves);
	lexicon_free(e->own_lex);
	free(e);
}

/* A generator move as notation: "8G CA(S)A", "-AB", "-" (move_format()). */
static void
ui_engine_notation(const struct movegen_move *gm, const struct board *board,
    char *buf, size_t size)
{
	struct move m;

	movegen_move_to_move(gm, board, &m);
	move_format(&m, buf, size);
}

/* The top moves for a player's rack. */
size_t
ui_engine_hints(struct ui_engine *e, const struct game *g, int player,
    struct ui_engine_hint *hints, size_t n)
{
	struct bot_position *pos = malloc(sizeof *pos);
	struct bot_hint found[UI_ENGINE_HINTS];
	struct rack kept;
	size_t got;

	if (pos == NULL)
		return 0;
	if (n > UI_ENGINE_HINTS)
		n = UI_ENGINE_HINTS;
	bot_position_from_game(pos, e->lex, g, player);
	got = bot_hints(e->bot, pos, found, n);
	for (size_t i = 0; i < got; i++) {
		struct ui_engine_hint *h = &hints[i];

		ui_engine_notation(&found[i].move, game_board(g), h->move,
		    sizeof h->move);
		movegen_move_leave(&found[i].move, &pos->rack, &kept);
		tiles_to_record(kept.tiles, (size_t)kept.n, h->kept,
		    sizeof h->kept);
		h->score = found[i].move.score;
		h->leave = found[i].leave;
		h->equity = found[i].move.equity;
	}
	free(pos);
	return got;
}

/* Forget the analysis, if any. */
static void
ui_engine_analysis_end(struct ui_engine *e)
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
ui_engine_analysis_begin(struct ui_engine *e, const struct game *g)
{
	ui_engine_analysis_end(e);
	if (export_record(g, NULL, &e->rec) != 0)
		return -1;
	e->total_turns = bot_review_count(e->rec);
	if (e->total_turns > 0 && (e->turns = calloc((size_t)e->total_turns,
	    sizeof *e->turns)) == NULL)
		return -1;
	e->review = bot_review_create(e->bot, e->rec,
	    game_settings(g)->exchange_min_bag, NULL);
	return e->review == NULL ? -1 : 0;
}

/* Analyse the next turn; 1 when one was, 0 when the game is done. */
int
ui_engine_analysis_step(struct ui_engine *e)
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
ui_engine_analysis_turns(const struct ui_engine *e, int *n, int *total)
{
	*n = e->n_turns;
	*total = e->total_turns;
	return e->turns;
}

/* A player's equity lost so far. */
float
ui_engine_analysis_lost(const struct ui_engine *e, int player)
{
	return e->lost[player];
}
