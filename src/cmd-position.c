/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cmd-position.h"
#include "game.h"
#include "i18n.h"

const char *
cmd_cgp_reason(enum cgp_error error)
{
	switch (error) {
	case CGP_ERR_MISSING:
		return _("a field is missing (board, racks, scores, "
		    "scoreless turns)");
	case CGP_ERR_ROWS:
		return _("the board needs 15 rows separated by '/'");
	case CGP_ERR_ROW_LENGTH:
		return _("a row must cover 15 squares");
	case CGP_ERR_NUMBER:
		return _("a run of empty squares must be 1 to 15");
	case CGP_ERR_TILE:
		return _("not a tile (digraphs go in brackets: [CH], [ch])");
	case CGP_ERR_RACKS:
		return _("the racks must read RACK1/RACK2");
	case CGP_ERR_RACK_TILE:
		return _("not a rack tile (a blank is '?')");
	case CGP_ERR_RACK_SIZE:
		return _("a rack holds at most 7 tiles");
	case CGP_ERR_TOO_MANY:
		return _("more of this tile than the set holds");
	case CGP_ERR_SCORES:
		return _("the scores must read S1/S2");
	case CGP_ERR_TURNS:
		return _("the scoreless-turn count must be a number");
	case CGP_ERR_OPCODES:
	default:
		return _("bad text after the scoreless-turn count");
	}
}

int
cmd_position_read(const char *text, const struct lexicon *lex,
    struct bot_position *pos)
{
	struct cgp_position cgp;
	struct cgp_failure failure;
	tile_t over;

	if (cgp_parse(text, strlen(text), &cgp, &failure) != CGP_OK) {
		fprintf(stderr, _("%s: bad position at byte %zu: %s\n"),
		    PACKAGE, failure.offset + 1, cmd_cgp_reason(failure.error));
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
		fprintf(stderr, _("%s: unexpected argument '%s'\n"), PACKAGE,
		    argv[next]);
		return -1;
	}
	if (cgp == NULL) {
		fprintf(stderr, _("%s: no position: give one with --cgp\n"),
		    PACKAGE);
		return -1;
	}
	return 0;
}
