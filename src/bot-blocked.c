/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "bot.h"
#include "game.h"
#include "movegen.h"
#include "xmalloc.h"

/*
 * Art. 37.1, "ningún jugador puede colocar fichas en el tablero": the
 * engine decides it for the game module, which only records the end
 * (game_declare_blocked()).  The curses game (src/ui-main.c) and the text
 * driver (src/driver.c) ask once at the start of every turn.
 */

static int bot_stop_at_first(void *ctx, const struct movegen_move *m);

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

/*
 * Only when no rack can change any more, that is when the bag cannot be
 * drawn from by an exchange (art. 24: empty, or too short under the club
 * rule), and neither rack makes a placement of valid words.  A play of
 * invalid words is not a way to place tiles: a challenge takes it off
 * (art. 34).
 */
int
bot_check_blocked(const struct lexicon *lex, struct game *g)
{
	const struct board *b = game_board(g);

	if (lex == NULL || game_phase(g) != GAME_PHASE_TURN ||
	    game_laid(g)->n > 0 ||
	    game_can_exchange(g, 1) != GAME_ERR_BAG_SHORT)
		return 0;
	for (int p = 0; p < GAME_PLAYERS; p++)
		if (bot_can_place(lex, b, game_rack(g, p)))
			return 0;
	return game_declare_blocked(g) == GAME_OK;
}
