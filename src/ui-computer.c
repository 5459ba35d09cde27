/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The computer opponent as a player of the curses game (src/ui-driver.h),
 * on the bot module of the library (src/bot.h).
 *
 * On its turn the driver takes a snapshot of what the player may see
 * (bot_position_from_game()), gives it a time budget from the game clock
 * (bot_time_budget()) and thinks in a worker thread, so the main loop
 * keeps polling, drawing the clocks and reading keys; a later act() call
 * finds the move ready and plays it through the game's own functions.
 * Deciding on the opponent's play (arts. 33-36) is immediate: a lexicon
 * lookup per word.  Only the worker touches the bot while it runs; the
 * main thread only reads an atomic flag, and bot_stop() ends the thought
 * early when the player is freed mid-turn.  A move found at once (the
 * lower levels take microseconds) is held until UI_COMPUTER_SHOW_MS have
 * passed since the turn began, so that the person sees the computer's
 * turn ("thinking") before its play; the loop goes on meanwhile.
 *
 * The lexicon is the one the UI judges the game's words by; a game
 * without one gets the default lexicon.  The leave table is the
 * default one (eval_leaves_default_path()).
 */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "eval.h"
#include "game.h"
#include "lexicon.h"
#include "movegen.h"
#include "ui-driver.h"
#include "xmalloc.h"

#define UI_COMPUTER_SHOW_MS 500	/* the shortest turn a person sees */

struct ui_computer {
	struct bot *bot;
	const struct lexicon *lex;
	struct lexicon *own_lex;
	struct eval_leaves *leaves;
	struct movegen_words *words;
	int player;
	/* The thought under way, for the turn it began in. */
	int running;
	int turn;
	int64_t started_ms;
	pthread_t thread;
	atomic_int done;
	int rc;
	struct bot_position pos;
	struct bot_budget budget;
	struct movegen_move move;
};

static void *ui_computer_create(const char *, const struct lexicon *,
    struct game *, int);
static void ui_computer_free(void *);
static int ui_computer_act(void *, struct game *, int);
static void *ui_computer_think(void *);
static int ui_computer_start(struct ui_computer *, struct game *, int);
static void ui_computer_play(struct ui_computer *, struct game *);
static int64_t ui_computer_now(void);

/* experto by default: the strongest level that answers at once. */
const struct ui_driver ui_computer_driver = {
	"bot", bot_level_names, "experto", ui_computer_create,
	ui_computer_free, ui_computer_act
};

/* Monotonic milliseconds (not the game's clock, which tests speed up). */
static int64_t
ui_computer_now(void)
{
	struct clock_source mono = clock_source_monotonic();

	return mono.now_ms(mono.ctx);
}

/* A computer player at a level for player p of game g, on lex. */
static void *
ui_computer_create(const char *level, const struct lexicon *lex,
    struct game *g, int player)
{
	const struct bot_level *lv = bot_level_find(level);
	struct ui_computer *d;
	struct lexicon_failure lf;
	struct eval_failure ef;
	char *path;

	if (lv == NULL)
		return NULL;
	d = xcalloc(1, sizeof *d);
	d->player = player;
	atomic_init(&d->done, 0);
	if (lex != NULL)
		d->lex = lex;
	else if ((path = lexicon_default_path()) != NULL) {
		if (lexicon_open(path, &d->own_lex, &lf) == 0)
			d->lex = d->own_lex;
		free(path);
	}
	if ((path = eval_leaves_default_path()) != NULL) {
		if (eval_leaves_load(path, &d->leaves, &ef) != 0)
			d->leaves = NULL;	/* plays on score alone */
		free(path);
	}
	if (d->lex == NULL || (d->bot = bot_create(lv, d->lex, d->leaves,
	    bot_seed(game_settings(g)->seed, (uint64_t)player + 1))) == NULL) {
		ui_computer_free(d);
		return NULL;
	}
	d->words = movegen_words_create(d->lex);
	bot_set_words(d->bot, d->words);
	return d;
}

/* Stop any thought and release everything. */
static void
ui_computer_free(void *state)
{
	struct ui_computer *d = state;

	if (d == NULL)
		return;
	if (d->running) {
		bot_stop(d->bot);
		pthread_join(d->thread, NULL);
	}
	bot_free(d->bot);
	movegen_words_free(d->words);
	eval_leaves_free(d->leaves);
	lexicon_free(d->own_lex);
	free(d);
}

/* The worker: one decision on the snapshot. */
static void *
ui_computer_think(void *arg)
{
	struct ui_computer *d = arg;

	d->rc = bot_choose(d->bot, &d->pos, &d->budget, &d->move);
	atomic_store(&d->done, 1);
	return NULL;
}

/* Snapshot the position and start thinking; 0, or -1. */
static int
ui_computer_start(struct ui_computer *d, struct game *g, int player)
{
	const struct game_settings *s = game_settings(g);

	bot_position_from_game(&d->pos, d->lex, g, player);
	d->budget.ms = bot_time_budget(bot_level(d->bot), &s->clock,
	    clock_left_ms(game_clock(g), player), game_bag_count(g));
	d->budget.iterations = 0;
	d->budget.nodes = 0;
	if (s->clock.mode == CLOCK_NONE)
		d->budget.ms = 0;	/* untimed: the level's own effort */
	atomic_store(&d->done, 0);
	d->turn = game_turn_number(g);
	d->started_ms = ui_computer_now();
	if (pthread_create(&d->thread, NULL, ui_computer_think, d) != 0)
		return -1;
	d->running = 1;
	return 0;
}

/* Play the move found (a refused one, which should not happen, passes). */
static void
ui_computer_play(struct ui_computer *d, struct game *g)
{
	struct placement p;
	enum rules_error why;

	if (d->rc == 0 && d->move.kind == MOVE_PLACE) {
		movegen_move_to_placement(&d->move, &p);
		if (game_play(g, &p, &why) == GAME_OK)
			return;
	} else if (d->rc == 0 && d->move.kind == MOVE_EXCHANGE &&
	    game_exchange(g, d->move.tiles, d->move.n_tiles) == GAME_OK)
		return;
	game_pass(g);
}

/* The player's part: decide on a play at once, or think then play. */
static int
ui_computer_act(void *state, struct game *g, int player)
{
	struct ui_computer *d = state;
	const struct game_event *pending;

	if (game_phase(g) == GAME_PHASE_DECIDING &&
	    game_decider(g) == player) {
		pending = game_pending(g);
		if (pending != NULL && bot_wants_challenge(d->bot,
		    &pending->score))
			game_challenge(g);
		else
			game_accept(g);
		return 1;
	}
	if (game_phase(g) != GAME_PHASE_TURN || game_mover(g) != player)
		return 0;
	if (!d->running) {
		if (ui_computer_start(d, g, player) != 0) {
			game_pass(g);
			return 1;
		}
		return 0;
	}
	if (!atomic_load(&d->done) ||
	    ui_computer_now() - d->started_ms < UI_COMPUTER_SHOW_MS)
		return 0;
	pthread_join(d->thread, NULL);
	d->running = 0;
	if (d->turn != game_turn_number(g))
		return 0;	/* art. 30: that turn ended; think again */
	ui_computer_play(d, g);
	return 1;
}
