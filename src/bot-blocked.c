/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "bot.h"
#include "game.h"
#include "movegen.h"
#include "xmalloc.h"

/*
 * Art. 37.1, "ningún jugador puede colocar fichas en el tablero": the game
 * decides when it applies (game_end_if_blocked()); the move generator
 * says whether a rack can place.  The curses game (src/ui-play.c) and the
 * text driver (src/driver.c) ask once at the start of every turn.
 */

static int bot_stop_at_first(void *ctx, const struct movegen_move *m);
static int bot_can_place_fn(void *ctx, const struct board *board,
    const struct rack *rack);

/* One placement is enough: stop the generation. */
static int
bot_stop_at_first(void *ctx, const struct movegen_move *m)
{
	(void)ctx;
	(void)m;
	return 1;
}

/* Whether the rack has a placement of valid words on the board. */
int
bot_can_place(const struct lexicon *lex, const struct board *board,
    const struct rack *rack)
{
	struct movegen *mg;
	struct movegen_options options;
	size_t n;

	if (rack->n == 0)
		return 0;
	mg = xmalloc(sizeof *mg);
	movegen_init(mg, lex, board);
	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	n = movegen_generate(mg, rack, &options, bot_stop_at_first, NULL);
	free(mg);
	return n > 0;
}

/* bot_can_place() for game_end_if_blocked(): ctx is the lexicon. */
static int
bot_can_place_fn(void *ctx, const struct board *board,
    const struct rack *rack)
{
	return bot_can_place(ctx, board, rack);
}

int
bot_check_blocked(const struct lexicon *lex, struct game *g)
{
	if (lex == NULL)
		return 0;
	return game_end_if_blocked(g, bot_can_place_fn, (void *)lex);
}
