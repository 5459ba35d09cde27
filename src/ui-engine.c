/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "eval.h"
#include "export.h"
#include "gcg.h"
#include "movegen.h"
#include "replay.h"
#include "ui-engine.h"

/*
 * The analysis walks the game's own record (export_record(), the same
 * GCG that `fichas analyze` reads) with the referee (src/replay.h), which
 * keeps the board before each turn; each turn is then the position its
 * player saw (the board, the recorded rack, the tiles unseen) and
 * bot_analyze_turn() values the move played against the best one.
 */

struct ui_engine {
	const struct lexicon *lex;
	struct lexicon *own_lex;
	struct eval_leaves *leaves;
	struct bot *bot;		/* experto */
	int exchange_min_bag;		/* the analysed game's art. 24 rule */

	/* The analysis under way. */
	struct gcg_record *rec;
	struct replay replay;
	int done;
	struct ui_engine_turn *turns;
	int n_turns, total_turns;
	float lost[GAME_PLAYERS];
};

static int ui_engine_is_word(void *ctx, const tile_t *tiles, int n);
static void ui_engine_notation(const struct movegen_move *gm,
    const struct board *board, char *buf, size_t size);
static void ui_engine_event_move(const struct gcg_event *ev,
    const struct board *board, char *buf, size_t size);
static int ui_engine_is_turn(const struct gcg_event *ev);
static void ui_engine_analyse(struct ui_engine *e,
    const struct gcg_event *ev, int withdrawn, struct ui_engine_turn *t);
static int ui_engine_stop_at_first(void *ctx, const struct movegen_move *m);

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
	gcg_record_free(e->rec);
	free(e->turns);
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

/* The referee's word check: the engine's lexicon. */
static int
ui_engine_is_word(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

/* A turn of the record: a placement, an exchange or a pass. */
static int
ui_engine_is_turn(const struct gcg_event *ev)
{
	return ev->kind == GCG_EVENT_PLACE || ev->kind == GCG_EVENT_PASS ||
	    ev->kind == GCG_EVENT_EXCHANGE;
}

/* Start analysing a game from its first turn. */
int
ui_engine_analysis_begin(struct ui_engine *e, const struct game *g)
{
	struct replay_options opt = { 0 };

	gcg_record_free(e->rec);
	e->rec = NULL;
	free(e->turns);
	e->turns = NULL;
	e->n_turns = e->total_turns = 0;
	e->lost[0] = e->lost[1] = 0;
	e->done = 1;
	if (export_record(g, NULL, &e->rec) != 0)
		return -1;
	for (int i = 0; i < e->rec->n_events; i++)
		e->total_turns += ui_engine_is_turn(&e->rec->events[i]);
	if (e->total_turns > 0 && (e->turns = calloc((size_t)e->total_turns,
	    sizeof *e->turns)) == NULL)
		return -1;
	e->exchange_min_bag = game_settings(g)->exchange_min_bag;
	opt.judge = ui_engine_is_word;
	opt.judge_ctx = (void *)e->lex;
	opt.exchange_min_bag = e->exchange_min_bag;
	replay_init(&e->replay, e->rec, &opt);
	e->done = 0;
	return 0;
}

/* The move a turn event records, as notation. */
static void
ui_engine_event_move(const struct gcg_event *ev, const struct board *board,
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
ui_engine_analyse(struct ui_engine *e, const struct gcg_event *ev,
    int withdrawn, struct ui_engine_turn *t)
{
	const struct board *board = &e->replay.board;
	struct bot_position *pos;
	struct bot_analysis a;
	struct move played = ev->move;

	t->player = ev->player < 0 ? 0 : ev->player;
	ui_engine_event_move(ev, board, t->played, sizeof t->played);
	if (withdrawn)
		strncat(t->played, " --", sizeof t->played -
		    strlen(t->played) - 1);
	t->status = UI_ENGINE_NO_RACK;
	if (!ev->has_rack || ev->player < 0 || (ev->kind ==
	    GCG_EVENT_EXCHANGE && ev->move.n_exchange == 0) ||
	    (pos = malloc(sizeof *pos)) == NULL)
		return;
	bot_position_init(pos, e->lex, board);
	pos->rack = ev->rack;
	bot_position_count_unseen(pos);
	pos->scores[0] = e->replay.total[ev->player];
	pos->scores[1] = e->replay.total[1 - ev->player];
	pos->exchange_min_bag = e->exchange_min_bag;
	if (ev->kind == GCG_EVENT_PASS || withdrawn)
		played.kind = MOVE_PASS;
	t->status = UI_ENGINE_NOT_LEGAL;
	if (bot_analyze_turn(e->bot, pos, &played, NULL, &a) == 0) {
		t->status = UI_ENGINE_ANALYSED;
		t->played_score = withdrawn ? 0 : a.played_score;
		ui_engine_notation(&a.best, board, t->best, sizeof t->best);
		t->best_score = a.best.score;
		t->loss = a.loss;
		t->endgame = a.method == BOT_METHOD_ENDGAME;
		e->lost[t->player] += a.loss;
	}
	free(pos);
}

/* Analyse the next turn; 1 when one was, 0 when the game is done. */
int
ui_engine_analysis_step(struct ui_engine *e)
{
	struct replay_step step;
	const struct gcg_event *ev;
	int i, analysed = 0;

	while (!e->done && !analysed) {
		i = e->replay.next;
		if (i >= e->rec->n_events) {
			e->done = 1;
			break;
		}
		ev = &e->rec->events[i];
		if (ui_engine_is_turn(ev) && e->n_turns < e->total_turns) {
			struct ui_engine_turn *t = &e->turns[e->n_turns];

			t->turn = ++e->n_turns;
			ui_engine_analyse(e, ev, i + 1 < e->rec->n_events &&
			    e->rec->events[i + 1].kind == GCG_EVENT_WITHDRAW, t);
			analysed = 1;
		}
		if (!replay_step(&e->replay, &step))
			e->done = 1;
	}
	return analysed;
}

/* What is analysed so far. */
const struct ui_engine_turn *
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

/* One placement is enough: stop the generation. */
static int
ui_engine_stop_at_first(void *ctx, const struct movegen_move *m)
{
	(void)ctx;
	(void)m;
	return 1;
}

/* Whether the rack has a placement of valid words on the board. */
int
ui_engine_can_place(const struct lexicon *lex, const struct board *b,
    const struct rack *rack)
{
	struct movegen *mg;
	struct movegen_options options;
	size_t n;

	if (rack->n == 0 || (mg = malloc(sizeof *mg)) == NULL)
		return rack->n > 0;	/* out of memory: do not end a game */
	movegen_init(mg, lex, b);
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	n = movegen_generate(mg, rack, &options, ui_engine_stop_at_first,
	    NULL);
	free(mg);
	return n > 0;
}

/*
 * Art. 37.1, "ningún jugador puede colocar fichas en el tablero": only
 * when no rack can change any more, that is when the bag cannot be drawn
 * from by an exchange (art. 24: empty, or too short under the club rule),
 * and neither rack makes a placement of valid words.  A play of invalid
 * words is not a way to place tiles: a challenge takes it off (art. 34).
 */
int
ui_engine_check_blocked(const struct lexicon *lex, struct game *g)
{
	const struct board *b = game_board(g);
	struct rack rack;

	if (lex == NULL || game_phase(g) != GAME_PHASE_TURN ||
	    game_laid(g)->n > 0 || game_can_exchange(g, 1) != GAME_ERR_BAG_SHORT)
		return 0;
	for (int p = 0; p < GAME_PLAYERS; p++) {
		rack = *game_rack(g, p);
		if (ui_engine_can_place(lex, b, &rack))
			return 0;
	}
	return game_declare_blocked(g) == GAME_OK;
}
