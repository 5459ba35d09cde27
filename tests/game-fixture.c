/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "cgp.h"
#include "clock.h"
#include "game-fixture.h"

int
game_fixture_open(struct lexicon **lex, struct eval_leaves **leaves)
{
	struct lexicon_failure lf;
	struct eval_failure ef;

	*lex = NULL;
	*leaves = NULL;
	if (lexicon_open(GAME_FIXTURE_WORDS, lex, &lf) != 0)
		return -1;
	if (eval_leaves_load(GAME_FIXTURE_LEAVES, leaves, &ef) != 0) {
		lexicon_free(*lex);
		*lex = NULL;
		return -1;
	}
	return 0;
}

void
game_fixture_close(struct lexicon *lex, struct eval_leaves *leaves)
{
	eval_leaves_free(leaves);
	lexicon_free(lex);
}

/* Whether the lexicon ctx holds the word. */
int
game_fixture_is_word(void *ctx, const tile_t *tiles, int n)
{
	return lexicon_contains(ctx, tiles, (size_t)n);
}

/* A started game judged by lex, from a CGP position. */
struct game *
game_fixture_create(struct lexicon *lex, const char *cgp)
{
	struct game_settings s;
	struct game_judge judge = { game_fixture_is_word, NULL };
	struct game_position pos;
	struct cgp_position parsed;
	struct game *g;

	judge.ctx = lex;
	game_settings_default(&s);
	game_settings_set_name(&s, 0, "Ana");
	game_settings_set_name(&s, 1, "Luis");
	g = game_create(&s, clock_source_monotonic(), judge, NULL, NULL,
	    NULL);
	assert_non_null(g);
	assert_int_equal(cgp_parse(cgp, strlen(cgp), &parsed, NULL), CGP_OK);
	memset(&pos, 0, sizeof pos);
	pos.board = parsed.board;
	pos.racks[0] = parsed.racks[0];
	pos.racks[1] = parsed.racks[1];
	pos.scores[0] = parsed.scores[0];
	pos.scores[1] = parsed.scores[1];
	pos.mover = 0;
	assert_int_equal(game_set_position(g, &pos), GAME_OK);
	assert_int_equal(game_start(g), GAME_OK);
	return g;
}
