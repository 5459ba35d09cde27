/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "movegen.h"
#include "xmalloc.h"

/*
 * The lexicon's words as multisets of tiles, for the best-move bounds.
 *
 * A multiset's signature is the sum (modulo 2^64) of a random key per
 * tile, so the signature of a sub-rack plus board tiles is a sum of
 * signatures.  Two sets are kept: the words, and for the words of at most
 * MOVEGEN_WORDS_SHORT tiles, each word less one of its letters (what a
 * single blank completes).  Each is a blocked Bloom filter: the low bits
 * of the signature choose a 64-bit word, three 6-bit fields of its high
 * bits set three bits in it; 24 to 48 bits a word in the first set, 12 to
 * 24 in the second (2 MB and 8 MB for the default lexicon: a best-move
 * search makes a thousand lookups, so one wrong yes in 200 would still
 * cost several anchors).  A lookup reads one word, one cache miss that
 * callers overlap with others (movegen_words_prefetch()).  It may say yes
 * wrongly, which only loosens a bound, and never says no for a member:
 * measured on the default lexicon with random signatures, 0.13% of wrong
 * yes in the first set and 0.14% in the second.  (A first
 * version, one bit of 8 a member and words of up to 8 tiles in the second
 * set, let 1 rack in 7 without a seven-tile word pass as one, and took
 * every span of 9 tiles or more with a blank for a word: the loose bounds
 * that followed doubled the anchors searched.)
 */

#define MOVEGEN_WORDS_SHORT 15
#define WORDS_BITS_WHOLE 24	/* bits a member at least: the words */
#define WORDS_BITS_LESS_ONE 12	/* and the words less one letter */
#define WORDS_QUEUE 32		/* inserts in flight (a power of 2) */

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
	/*
	 * Inserts wait here a while after their word is asked for: the
	 * sets are larger than the caches, and a miss that overlaps others
	 * costs a fraction of one waited for (5 million inserts).
	 */
	struct words_set *queue_set[WORDS_QUEUE];
	uint64_t queue[WORDS_QUEUE];
	unsigned queued;
};

static void words_set_alloc(struct words_set *, uint64_t, int);
static void words_set_add(struct words_set *, uint64_t);
static const struct words_set *words_set_for(const struct movegen_words *,
    int, int);
static void words_queue(struct words_pass *, struct words_set *, uint64_t);
static void words_flush(struct words_pass *);
static int words_set_has(const struct words_set *, uint64_t);
static int words_visit(const tile_t *, size_t, void *);

/*
 * The keys: splitmix64 of the tile code, fixed constants worked out by the
 * compiler (no table to set up, no cost in the hot loops).
 */
#define WORDS_MIX0(t) ((uint64_t)(t) * 0x9e3779b97f4a7c15ull + \
    0x632be59bd9b4e019ull)
#define WORDS_MIX1(z) (((z) ^ ((z) >> 30)) * 0xbf58476d1ce4e5b9ull)
#define WORDS_MIX2(z) (((z) ^ ((z) >> 27)) * 0x94d049bb133111ebull)
#define WORDS_MIX3(z) ((z) ^ ((z) >> 31))
#define WORDS_KEY(t) WORDS_MIX3(WORDS_MIX2(WORDS_MIX1(WORDS_MIX0(t))))
#define WORDS_KEYS4(t) WORDS_KEY(t), WORDS_KEY(t + 1), WORDS_KEY(t + 2), \
    WORDS_KEY(t + 3)
#define WORDS_KEYS16(t) WORDS_KEYS4(t), WORDS_KEYS4(t + 4), \
    WORDS_KEYS4(t + 8), WORDS_KEYS4(t + 12)

static const uint64_t words_keys[TILE_LETTER_MASK + 1] = {
	WORDS_KEYS16(0), WORDS_KEYS16(16), WORDS_KEYS16(32), WORDS_KEYS16(48)
};

uint64_t
movegen_tile_key(tile_t tile)
{
	return words_keys[tile & TILE_LETTER_MASK];
}

/* Room for count signatures, bits each or more. */
static void
words_set_alloc(struct words_set *set, uint64_t count, int bits)
{
	uint64_t words = 1;

	while (64 * words < (uint64_t)bits * count)
		words *= 2;
	set->mask = words - 1;
	set->bits = xcalloc(words, sizeof *set->bits);
}

/* The block of a signature and its three bits in it. */
static inline uint64_t
words_set_bits(uint64_t signature)
{
	return 1ull << (signature >> 40 & 63) | 1ull << (signature >> 46 & 63) |
	    1ull << (signature >> 52 & 63);
}

/* Insert a signature. */
static void
words_set_add(struct words_set *set, uint64_t signature)
{
	set->bits[signature & set->mask] |= words_set_bits(signature);
}

/* Whether a signature may be in the set (never no for one that is). */
static int
words_set_has(const struct words_set *set, uint64_t signature)
{
	uint64_t want = words_set_bits(signature);

	return (set->bits[signature & set->mask] & want) == want;
}

/* Insert a signature some inserts later, asking for its word now. */
static void
words_queue(struct words_pass *pass, struct words_set *set,
    uint64_t signature)
{
	unsigned slot = pass->queued++ % WORDS_QUEUE;

	if (pass->queued > WORDS_QUEUE)
		words_set_add(pass->queue_set[slot], pass->queue[slot]);
	__builtin_prefetch(&set->bits[signature & set->mask], 1);
	pass->queue_set[slot] = set;
	pass->queue[slot] = signature;
}

/* The inserts still waiting. */
static void
words_flush(struct words_pass *pass)
{
	unsigned n = pass->queued < WORDS_QUEUE ? pass->queued : WORDS_QUEUE;

	for (unsigned i = 0; i < n; i++)
		words_set_add(pass->queue_set[i], pass->queue[i]);
	pass->queued = 0;
}

/* lexicon_words() callback: count or add one word's signatures. */
static int
words_visit(const tile_t *word, size_t n, void *arg)
{
	struct words_pass *pass = arg;
	uint64_t signature = 0, seen = 0;

	for (size_t i = 0; i < n; i++) {
		signature += words_keys[word[i] & TILE_LETTER_MASK];
		seen |= 1ull << (word[i] & TILE_LETTER_MASK);
	}
	pass->whole++;
	if (pass->fill)
		words_queue(pass, &pass->w->whole, signature);
	if (n > MOVEGEN_WORDS_SHORT)
		return 0;
	if (!pass->fill) {
		pass->less_one += (uint64_t)__builtin_popcountll(seen);
		return 0;
	}
	/* Each distinct letter once: what a blank stands for. */
	for (; seen != 0; seen &= seen - 1)
		words_queue(pass, &pass->w->less_one,
		    signature - words_keys[__builtin_ctzll(seen)]);
	return 0;
}

struct movegen_words *
movegen_words_create(const struct lexicon *lex)
{
	struct movegen_words *w = xcalloc(1, sizeof *w);
	struct words_pass pass;

	memset(&pass, 0, sizeof pass);
	pass.w = w;
	lexicon_words(lex, words_visit, &pass);
	words_set_alloc(&w->whole, pass.whole, WORDS_BITS_WHOLE);
	words_set_alloc(&w->less_one, pass.less_one, WORDS_BITS_LESS_ONE);
	pass.fill = 1;
	lexicon_words(lex, words_visit, &pass);
	words_flush(&pass);
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

/* The set that answers for this many blanks and tiles; NULL: any fits. */
static const struct words_set *
words_set_for(const struct movegen_words *w, int blanks, int length)
{
	if (blanks == 0)
		return &w->whole;
	if (blanks == 1 && length <= MOVEGEN_WORDS_SHORT)
		return &w->less_one;
	return NULL;
}

int
movegen_words_fit(const struct movegen_words *w, uint64_t signature,
    int blanks, int length)
{
	const struct words_set *set = words_set_for(w, blanks, length);

	return set == NULL || words_set_has(set, signature);
}

void
movegen_words_prefetch(const struct movegen_words *w, uint64_t signature,
    int blanks, int length)
{
	const struct words_set *set = words_set_for(w, blanks, length);

	if (set != NULL)
		__builtin_prefetch(&set->bits[signature & set->mask]);
}

void
movegen_set_words(struct movegen *mg, const struct movegen_words *words)
{
	mg->words = words;
}
