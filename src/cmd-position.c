/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cmd-common.h"
#include "cmd-position.h"
#include "game.h"
#include "i18n.h"
#include "text.h"

int
cmd_position_read(const char *text, const struct lexicon *lex,
    struct bot_position *pos)
{
	struct cgp_position cgp;
	struct cgp_failure failure;
	tile_t over;

	if (cgp_parse(text, strlen(text), &cgp, &failure) != CGP_OK) {
		fprintf(stderr, _("%s: bad position at byte %zu: %s\n"),
		    PACKAGE, failure.offset + 1, text_cgp_error(failure.error));
		return 2;
	}
	if ((over = cgp_tiles_over(&cgp)) != TILE_NONE) {
		fprintf(stderr, _("%s: the position holds more %s tiles than "
		    "the set\n"), PACKAGE, tile_name(over));
		return 2;
	}
	if (cgp.racks[0].n == 0) {
		fprintf(stderr, _("%s: the player to move has no rack: the "
		    "CGP's first rack\n"), PACKAGE);
		return 2;
	}
	bot_position_init(pos, lex, &cgp.board);
	pos->rack = cgp.racks[0];
	bot_position_count_unseen(pos);
	if (cgp.racks[1].n > 0)
		pos->bag_count = pos->n_unseen - cgp.racks[1].n;
	pos->scores[0] = cgp.scores[0];
	pos->scores[1] = cgp.scores[1];
	pos->scoreless = cgp.scoreless;
	if (pos->bag_count == 0)
		pos->passes = cgp.scoreless < GAME_PASSES_TO_END - 1 ?
		    cgp.scoreless : GAME_PASSES_TO_END - 1;
	return 0;
}

int
cmd_position_args(int argc, char **argv, int next, const char *cgp)
{
	if (next < argc) {
		cmd_unexpected_argument(argv[next]);
		return -1;
	}
	if (cgp == NULL) {
		fprintf(stderr, _("%s: no position: give one with --cgp\n"),
		    PACKAGE);
		return -1;
	}
	return 0;
}
