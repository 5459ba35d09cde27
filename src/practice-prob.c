/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "practice.h"
#include "xmalloc.h"

/*
 * The probability of a rack from a full bag and the list of racks by
 * probability (see practice.h for the formula).
 *
 * The rack list is built from the lexicon, not from the racks: every word
 * of the length asked is sorted into its rack (its "alphagram"), the
 * racks are deduplicated, and those a bag cannot give are dropped.  That
 * visits each word once instead of the millions of multisets of eight
 * tiles, and keeps exactly the racks that make a word.
 */

/* One rack of the list. */
struct practice_rack {
	tile_t tiles[PRACTICE_RACK_MAX];
	uint64_t ways;
};

struct practice_racks {
	struct practice_rack *racks;
	size_t n;
	size_t size;
	size_t length;
};

/* The words a rack makes, gathered by practice_rack_words(). */
struct practice_gather {
	size_t length;
	struct practice_answer *answers;
	size_t max;
	size_t n;
};

static int practice_racks_add(const tile_t *word, size_t n, void *arg);
static int practice_rack_compare_tiles(const void *a, const void *b);
static int practice_rack_compare_ways(const void *a, const void *b);
static int practice_gather_word(const tile_t *word, size_t n, void *arg);
static int practice_answer_compare(const void *a, const void *b);

uint64_t
practice_binomial(int n, int k)
{
	uint64_t c = 1;

	if (k < 0 || n < 0 || k > n)
		return 0;
	if (k > n - k)
		k = n - k;
	/* c * (n - k + i) / i stays exact: c is C(n - k + i - 1, i - 1). */
	for (int i = 1; i <= k; i++)
		c = c * (uint64_t)(n - k + i) / (uint64_t)i;
	return c;
}

uint64_t
practice_rack_ways(const tile_t *tiles, size_t n)
{
	int count[TILE_CODES] = { 0 };
	uint64_t ways = 1;

	for (size_t i = 0; i < n; i++) {
		tile_t t = tile_is_blank(tiles[i]) ? TILE_BLANK :
		    tile_letter(tiles[i]);

		if (t == TILE_NONE || t >= TILE_CODES)
			return 0;
		count[t]++;
	}
	for (int t = 1; t < TILE_CODES; t++)
		if (count[t] != 0)
			ways *= practice_binomial(tile_count((tile_t)t),
			    count[t]);
	return ways;
}

uint64_t
practice_draws(size_t n)
{
	if (n > TILES_TOTAL)
		return 0;
	return practice_binomial(TILES_TOTAL, (int)n);
}

double
practice_rack_probability(const tile_t *tiles, size_t n)
{
	uint64_t draws = practice_draws(n);

	if (draws == 0)
		return 0.0;
	return (double)practice_rack_ways(tiles, n) / (double)draws;
}

void
practice_rack_key(const tile_t *tiles, size_t n, char *key, size_t size)
{
	tile_t sorted[TILES_MAX_WORD];

	if (n > TILES_MAX_WORD)
		n = TILES_MAX_WORD;
	memcpy(sorted, tiles, n);
	qsort(sorted, n, 1, tile_compare);
	tiles_to_record(sorted, n, key, size);
}

/* Keep the rack of a word of the list's length, when a bag gives it. */
static int
practice_racks_add(const tile_t *word, size_t n, void *arg)
{
	struct practice_racks *list = arg;
	struct practice_rack *r;

	if (n != list->length)
		return 0;
	if (list->n == list->size) {
		size_t size = list->size ? 2 * list->size : 1024;
		struct practice_rack *racks = xreallocarray(list->racks, size,
		    sizeof *racks);

		list->racks = racks;
		list->size = size;
	}
	r = &list->racks[list->n];
	memset(r, 0, sizeof *r);
	memcpy(r->tiles, word, n);
	qsort(r->tiles, n, 1, tile_compare);
	if ((r->ways = practice_rack_ways(r->tiles, n)) != 0)
		list->n++;
	return 0;
}

/* Racks in tile order, to find the duplicates. */
static int
practice_rack_compare_tiles(const void *a, const void *b)
{
	const struct practice_rack *x = a, *y = b;

	return memcmp(x->tiles, y->tiles, PRACTICE_RACK_MAX);
}

/* Likeliest first, then in tile order. */
static int
practice_rack_compare_ways(const void *a, const void *b)
{
	const struct practice_rack *x = a, *y = b;

	if (x->ways != y->ways)
		return x->ways > y->ways ? -1 : 1;
	return practice_rack_compare_tiles(a, b);
}

int
practice_racks_create(const struct lexicon *lex, size_t length,
    struct practice_racks **racksp, enum practice_error *error)
{
	struct practice_racks *list;
	size_t kept = 0;

	*racksp = NULL;
	if (length < PRACTICE_RACK_MIN || length > PRACTICE_RACK_MAX) {
		*error = PRACTICE_ERR_LENGTH;
		return -1;
	}
	list = xcalloc(1, sizeof *list);
	list->length = length;
	lexicon_words(lex, practice_racks_add, list);
	if (list->n != 0) {
		qsort(list->racks, list->n, sizeof *list->racks,
		    practice_rack_compare_tiles);
		for (size_t i = 0; i < list->n; i++)
			if (kept == 0 || practice_rack_compare_tiles(
			    &list->racks[kept - 1], &list->racks[i]) != 0)
				list->racks[kept++] = list->racks[i];
		list->n = kept;
		qsort(list->racks, list->n, sizeof *list->racks,
		    practice_rack_compare_ways);
	}
	*racksp = list;
	*error = PRACTICE_OK;
	return 0;
}

void
practice_racks_free(struct practice_racks *racks)
{
	if (racks == NULL)
		return;
	free(racks->racks);
	free(racks);
}

size_t
practice_racks_count(const struct practice_racks *racks)
{
	return racks->n;
}

size_t
practice_racks_get(const struct practice_racks *racks, size_t i,
    tile_t tiles[PRACTICE_RACK_MAX], uint64_t *ways)
{
	memcpy(tiles, racks->racks[i].tiles, racks->length);
	*ways = racks->racks[i].ways;
	return racks->length;
}

/* Keep a word that uses every tile of the rack. */
static int
practice_gather_word(const tile_t *word, size_t n, void *arg)
{
	struct practice_gather *g = arg;

	if (n != g->length)
		return 0;
	if (g->n < g->max) {
		memcpy(g->answers[g->n].tiles, word, n);
		g->answers[g->n].n = (uint8_t)n;
	}
	g->n++;
	return 0;
}

/* Answers in tile order: shorter first, then tile by tile. */
static int
practice_answer_compare(const void *a, const void *b)
{
	const struct practice_answer *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	for (size_t i = 0; i < x->n; i++) {
		int d = tile_compare(&x->tiles[i], &y->tiles[i]);

		if (d != 0)
			return d;
	}
	return 0;
}

size_t
practice_rack_words(const struct lexicon *lex, const tile_t *tiles,
    size_t n, struct practice_answer *answers, size_t max)
{
	struct practice_gather g = { n, answers, max, 0 };

	if (n == 0 || n > PRACTICE_ANSWER_TILES)
		return 0;
	if (lexicon_anagrams(lex, tiles, n, practice_gather_word, &g) != 0)
		return 0;
	qsort(answers, g.n < max ? g.n : max, sizeof *answers,
	    practice_answer_compare);
	return g.n;
}

int
practice_rack_question(const struct lexicon *lex, const tile_t *tiles,
    size_t n, struct practice_question *q, enum practice_error *error)
{
	size_t found;

	memset(q, 0, sizeof *q);
	if (n < PRACTICE_RACK_MIN || n > PRACTICE_RACK_MAX) {
		*error = PRACTICE_ERR_LENGTH;
		return -1;
	}
	q->kind = PRACTICE_ANAGRAMS;
	q->side = PRACTICE_NO_SIDE;
	for (size_t i = 0; i < n; i++)
		q->tiles[i] = tile_is_blank(tiles[i]) ? TILE_BLANK :
		    tile_letter(tiles[i]);
	qsort(q->tiles, n, 1, tile_compare);
	q->n = n;
	q->ways = practice_rack_ways(q->tiles, n);
	q->probability = practice_rack_probability(q->tiles, n);
	found = practice_rack_words(lex, q->tiles, n, q->answers,
	    PRACTICE_ANSWERS_MAX);
	q->n_answers = found < PRACTICE_ANSWERS_MAX ? found :
	    PRACTICE_ANSWERS_MAX;
	practice_rack_key(q->tiles, n, q->key, sizeof q->key);
	*error = PRACTICE_OK;
	return 0;
}
