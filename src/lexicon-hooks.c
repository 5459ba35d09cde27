/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "lexicon.h"

/*
 * The hooks of a word: each letter (digraphs are letters, art. 11) that
 * makes a word put before it or after it.  28 lookups each side: no walk
 * of the graph is needed for a player's question.
 */
int
lexicon_hooks(const struct lexicon *lex, const tile_t *word, size_t n,
    tile_t front[TILE_LETTERS], tile_t back[TILE_LETTERS], int *n_back)
{
	tile_t buf[TILES_MAX_WORD + 1];
	int n_front = 0;

	*n_back = 0;
	if (n == 0 || n >= TILES_MAX_WORD)
		return 0;
	for (tile_t t = TILE_A; t <= TILE_Z; t++) {
		buf[0] = t;
		memcpy(buf + 1, word, n * sizeof *word);
		if (lexicon_contains(lex, buf, n + 1))
			front[n_front++] = t;
		memcpy(buf, word, n * sizeof *word);
		buf[n] = t;
		if (lexicon_contains(lex, buf, n + 1))
			back[(*n_back)++] = t;
	}
	return n_front;
}
