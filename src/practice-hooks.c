/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "lexicon.h"
#include "practice.h"

/*
 * The short words (two and three tiles) and their hooks, and the question
 * a schedule key names.  A hook is one tile: the digraphs hook as one
 * (CH before A is a three-letter word of two tiles).
 */

#define PRACTICE_FRONT_PREFIX	"front:"
#define PRACTICE_BACK_PREFIX	"back:"

/* The short-word walk's filter around the caller's callback. */
struct practice_short {
	size_t length;
	int (*cb)(const tile_t *word, size_t n, void *arg);
	void *arg;
};

static int practice_short_word(const tile_t *word, size_t n, void *arg);
static int practice_key_tiles(const char *text, tile_t *tiles, size_t max);

/* Pass on a word of the lengths asked. */
static int
practice_short_word(const tile_t *word, size_t n, void *arg)
{
	struct practice_short *s = arg;

	if (s->length == 0 ? (n < PRACTICE_HOOK_MIN || n > PRACTICE_HOOK_MAX) :
	    n != s->length)
		return 0;
	return s->cb(word, n, s->arg);
}

int
practice_short_words(const struct lexicon *lex, size_t length,
    int (*cb)(const tile_t *word, size_t n, void *arg), void *arg)
{
	struct practice_short s = { length, cb, arg };

	if (length != 0 && (length < PRACTICE_HOOK_MIN ||
	    length > PRACTICE_HOOK_MAX))
		return -1;
	return lexicon_words(lex, practice_short_word, &s);
}

int
practice_hook_question(const struct lexicon *lex, const tile_t *word,
    size_t n, enum practice_side side, struct practice_question *q,
    enum practice_error *error)
{
	tile_t front[TILE_LETTERS], back[TILE_LETTERS];
	char text[4 * PRACTICE_RACK_MAX + 1];
	int n_front, n_back;

	memset(q, 0, sizeof *q);
	if (side != PRACTICE_FRONT && side != PRACTICE_BACK) {
		*error = PRACTICE_ERR_KIND;
		return -1;
	}
	if (n < 1 || n > PRACTICE_RACK_MAX - 1) {
		*error = PRACTICE_ERR_LENGTH;
		return -1;
	}
	q->kind = PRACTICE_HOOKS;
	q->side = side;
	for (size_t i = 0; i < n; i++)
		q->tiles[i] = tile_letter(word[i]);
	q->n = n;
	q->ways = practice_rack_ways(q->tiles, n);
	q->probability = practice_rack_probability(q->tiles, n);
	n_front = lexicon_hooks(lex, q->tiles, n, front, back, &n_back);
	if (side == PRACTICE_FRONT) {
		for (int i = 0; i < n_front; i++)
			q->answers[i].tiles[0] = front[i];
		q->n_answers = (size_t)n_front;
	} else {
		for (int i = 0; i < n_back; i++)
			q->answers[i].tiles[0] = back[i];
		q->n_answers = (size_t)n_back;
	}
	for (size_t i = 0; i < q->n_answers; i++)
		q->answers[i].n = 1;
	tiles_to_record(q->tiles, n, text, sizeof text);
	snprintf(q->key, sizeof q->key, "%s%s", side == PRACTICE_FRONT ?
	    PRACTICE_FRONT_PREFIX : PRACTICE_BACK_PREFIX, text);
	*error = PRACTICE_OK;
	return 0;
}

/* Tiles of a key in record spelling; how many, or -1. */
static int
practice_key_tiles(const char *text, tile_t *tiles, size_t max)
{
	struct tiles_failure failure;
	int n;

	n = tiles_parse(text, strlen(text), TILES_MODE_RECORD, tiles, max,
	    &failure);
	if (n <= 0)
		return -1;
	for (int i = 0; i < n; i++)
		if (tile_is_blank(tiles[i]))
			return -1;
	return n;
}

int
practice_question_from_key(const struct lexicon *lex,
    enum practice_kind kind, const char *key, struct practice_question *q,
    enum practice_error *error)
{
	tile_t tiles[PRACTICE_RACK_MAX];
	enum practice_side side = PRACTICE_NO_SIDE;
	size_t skip = 0;
	int n;

	if (kind == PRACTICE_HOOKS) {
		if (strncmp(key, PRACTICE_FRONT_PREFIX,
		    strlen(PRACTICE_FRONT_PREFIX)) == 0) {
			side = PRACTICE_FRONT;
			skip = strlen(PRACTICE_FRONT_PREFIX);
		} else if (strncmp(key, PRACTICE_BACK_PREFIX,
		    strlen(PRACTICE_BACK_PREFIX)) == 0) {
			side = PRACTICE_BACK;
			skip = strlen(PRACTICE_BACK_PREFIX);
		} else {
			*error = PRACTICE_ERR_KEY;
			return -1;
		}
	} else if (kind != PRACTICE_ANAGRAMS) {
		*error = PRACTICE_ERR_KIND;
		return -1;
	}
	if ((n = practice_key_tiles(key + skip, tiles, sizeof tiles)) < 0) {
		*error = PRACTICE_ERR_KEY;
		return -1;
	}
	if (kind == PRACTICE_HOOKS)
		return practice_hook_question(lex, tiles, (size_t)n, side, q,
		    error);
	return practice_rack_question(lex, tiles, (size_t)n, q, error);
}

size_t
practice_answer_word(const struct practice_question *q,
    const struct practice_answer *a, tile_t *word)
{
	size_t n = 0;

	if (q->kind != PRACTICE_HOOKS) {
		memcpy(word, a->tiles, a->n);
		return a->n;
	}
	if (q->side == PRACTICE_FRONT)
		word[n++] = a->tiles[0];
	memcpy(word + n, q->tiles, q->n);
	n += q->n;
	if (q->side == PRACTICE_BACK)
		word[n++] = a->tiles[0];
	return n;
}
