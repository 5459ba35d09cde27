/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "lexicon.h"
#include "movegen.h"

/*
 * The lexicon's words as multisets of tiles, for the best-move bounds.
 *
 * A multiset's signature is the sum (modulo 2^64) of a random key per
 * tile, so the signature of a sub-rack plus board tiles is a sum of
 * signatures.  Two sets are kept: the words, and for the words of at most
 * MOVEGEN_WORDS_SHORT tiles, each word less one of its letters (what a
 * single blank completes).  Each is a bit array indexed by the low bits
 * of the signature, 8 to 16 bits a member (a Bloom filter with one hash):
 * small enough to stay in the caches, which matters more than exactness.
 * A lookup may say yes wrongly (about 1 in 10 at 8 bits), which only
 * loosens a bound; it never says no for a member.
 */

#define MOVEGEN_WORDS_SHORT 8

/* One set of signatures. */
struct words_set {
	uint64_t mask;		/* bits - 1 */
	uint64_t *bits;
};

struct movegen_words {
	struct words_set whole;
	struct words_set less_one;
};

/* What a pass over the lexicon does. */
struct words_pass {
	struct movegen_words *w;
	int fill;		/* 0: count, 1: insert */
	uint64_t whole, less_one;
};

static int words_set_alloc(struct words_set *, uint64_t);
static void words_set_add(struct words_set *, uint64_t);
static int words_set_has(const struct words_set *, uint64_t);
static int words_visit(const tile_t *, size_t, void *);

uint64_t
movegen_tile_key(tile_t tile)
{
	/* splitmix64 of the letter: fixed keys, no table to set up. */
	uint64_t z = (uint64_t)(tile & TILE_LETTER_MASK) *
	    0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* Room for count signatures, 8 bits each or more; -1 out of memory. */
static int
words_set_alloc(struct words_set *set, uint64_t count)
{
	uint64_t bits = 64;

	while (bits < 8 * count)
		bits *= 2;
	set->mask = bits - 1;
	set->bits = calloc(bits / 64, sizeof *set->bits);
	return set->bits != NULL ? 0 : -1;
}

/* Insert a signature. */
static void
words_set_add(struct words_set *set, uint64_t signature)
{
	uint64_t i = signature & set->mask;

	set->bits[i / 64] |= 1ull << (i % 64);
}

/* Whether a signature may be in the set (never no for one that is). */
static int
words_set_has(const struct words_set *set, uint64_t signature)
{
	uint64_t i = signature & set->mask;

	return (set->bits[i / 64] >> (i % 64)) & 1;
}

/* lexicon_words() callback: count or add one word's signatures. */
static int
words_visit(const tile_t *word, size_t n, void *arg)
{
	struct words_pass *pass = arg;
	uint64_t signature = 0;
	uint32_t seen = 0;

	for (size_t i = 0; i < n; i++)
		signature += movegen_tile_key(word[i]);
	pass->whole++;
	if (pass->fill)
		words_set_add(&pass->w->whole, signature);
	if (n > MOVEGEN_WORDS_SHORT)
		return 0;
	for (size_t i = 0; i < n; i++) {
		unsigned letter = word[i] & TILE_LETTER_MASK;

		if (seen >> letter & 1)
			continue;
		seen |= 1u << letter;
		pass->less_one++;
		if (pass->fill)
			words_set_add(&pass->w->less_one,
			    signature - movegen_tile_key(word[i]));
	}
	return 0;
}

struct movegen_words *
movegen_words_create(const struct lexicon *lex)
{
	struct movegen_words *w = calloc(1, sizeof *w);
	struct words_pass pass = { w, 0, 0, 0 };

	if (w == NULL)
		return NULL;
	lexicon_words(lex, words_visit, &pass);
	if (words_set_alloc(&w->whole, pass.whole) != 0 ||
	    words_set_alloc(&w->less_one, pass.less_one) != 0) {
		movegen_words_free(w);
		return NULL;
	}
	pass.fill = 1;
	lexicon_words(lex, words_visit, &pass);
	return w;
}

void
movegen_words_free(struct movegen_words *w)
{
	if (w == NULL)
		return;
	free(w->whole.bits);
	free(w->less_one.bits);
	free(w);
}

int
movegen_words_fit(const struct movegen_words *w, uint64_t signature,
    int blanks, int length)
{
	if (blanks == 0)
		return words_set_has(&w->whole, signature);
	if (blanks == 1 && length <= MOVEGEN_WORDS_SHORT)
		return words_set_has(&w->less_one, signature);
	return 1;
}

void
movegen_set_words(struct movegen *mg, const struct movegen_words *words)
{
	mg->words = words;
}
