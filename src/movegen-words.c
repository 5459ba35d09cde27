/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "movegen.h"
#include "movegen-private.h"
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

#define WORDS_BITS_WHOLE 24	/* bits a member at least: the words */
#define WORDS_BITS_LESS_ONE 12	/* and the words less one letter */
#define WORDS_BITS_BINGO 16	/* and the bingo words */
#define WORDS_QUEUE 32		/* inserts in flight (a power of 2) */

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
	uint64_t *queue_word[WORDS_QUEUE];	/* where each goes */
	uint64_t queue[WORDS_QUEUE];		/* its bits */
	unsigned queued;
	uint32_t anagrams;	/* bingo words counted or stored */
};

static void words_set_alloc(struct mg_words_set *, uint64_t, int);
static const struct mg_words_set *words_set_for(const struct movegen_words *,
    int, int);
static void words_queue(struct words_pass *, struct mg_words_set *, uint64_t);
static void words_flush(struct words_pass *);
static int words_set_has(const struct mg_words_set *, uint64_t);
static int words_visit(const tile_t *, size_t, void *);
static uint32_t *words_graph(const struct lexicon *, uint32_t *);
static void words_anagram_sort(struct mg_anagram *, uint32_t);
static void words_anagram_index(struct movegen_words *);
struct words_starts;
static int words_graph_fill(const uint32_t *, uint32_t,
    const struct words_starts *, uint32_t *);

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

/* Bits set in x, without a library call where the processor has no
 * instruction for it (the graph is made with one a node). */
static inline unsigned
words_popcount64(uint64_t x)
{
#ifdef __POPCNT__
	return (unsigned)__builtin_popcountll(x);
#else
	x = x - ((x >> 1) & 0x5555555555555555ull);
	x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (unsigned)((x * 0x0101010101010101ull) >> 56);
#endif
}

/* Room for count signatures, bits each or more. */
static void
words_set_alloc(struct mg_words_set *set, uint64_t count, int bits)
{
	uint64_t words = 1;

	while (64 * words < (uint64_t)bits * count)
		words *= 2;
	set->mask = words - 1;
	set->bits = xcalloc_huge(words, sizeof *set->bits);
}

/* Whether a signature may be in the set (never no for one that is). */
static int
words_set_has(const struct mg_words_set *set, uint64_t signature)
{
	uint64_t want = mg_words_set_bits(signature);

	return (set->bits[signature & set->mask] & want) == want;
}

/* Insert a signature some inserts later, asking for its word now. */
static void
words_queue(struct words_pass *pass, struct mg_words_set *set,
    uint64_t signature)
{
	unsigned slot = pass->queued++ & (WORDS_QUEUE - 1);
	uint64_t *word = &set->bits[signature & set->mask];

	if (pass->queued > WORDS_QUEUE)
		*pass->queue_word[slot] |= pass->queue[slot];
	__builtin_prefetch(word, 1);
	pass->queue_word[slot] = word;
	pass->queue[slot] = mg_words_set_bits(signature);
}

/* The inserts still waiting. */
static void
words_flush(struct words_pass *pass)
{
	unsigned n = pass->queued < WORDS_QUEUE ? pass->queued : WORDS_QUEUE;

	for (unsigned i = 0; i < n; i++)
		*pass->queue_word[i] |= pass->queue[i];
	pass->queued = 0;
}

/* lexicon_words() callback: count or add one word's signatures. */
static int
words_visit(const tile_t *word, size_t n, void *arg)
{
	struct words_pass *pass = arg;
	uint64_t signature = 0, seen = 0;

	/* Counting needs only the letters of the short words. */
	if (!pass->fill) {
		pass->whole++;
		pass->anagrams += n == RACK_SIZE || n == RACK_SIZE + 1;
		if (n > MOVEGEN_WORDS_SHORT)
			return 0;
		for (size_t i = 0; i < n; i++)
			seen |= 1ull << (word[i] & TILE_LETTER_MASK);
		pass->less_one += words_popcount64(seen);
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		signature += words_keys[word[i] & TILE_LETTER_MASK];
		seen |= 1ull << (word[i] & TILE_LETTER_MASK);
	}
	pass->whole++;
	if (n == RACK_SIZE || n == RACK_SIZE + 1) {
		if (pass->w->anagrams != NULL) {
			struct mg_anagram *a =
			    &pass->w->anagrams[pass->anagrams];

			a->signature = signature;
			words_queue(pass, &pass->w->bingo, signature);
			memset(a->tiles, 0, sizeof a->tiles);
			for (size_t i = 0; i < n; i++)
				a->tiles[i] = (uint8_t)(word[i] &
				    TILE_LETTER_MASK);
		}
		pass->anagrams++;
	}
	words_queue(pass, &pass->w->whole, signature);
	if (n > MOVEGEN_WORDS_SHORT)
		return 0;
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
	if (pass.anagrams > 0) {
		w->anagrams = xmallocarray_huge(pass.anagrams,
		    sizeof *w->anagrams);
		words_set_alloc(&w->bingo, pass.anagrams, WORDS_BITS_BINGO);
	}
	pass.fill = 1;
	pass.anagrams = 0;
	lexicon_words(lex, words_visit, &pass);
	words_flush(&pass);
	if (w->anagrams != NULL) {
		w->n_anagrams = pass.anagrams;
		words_anagram_index(w);
	}
	w->lex = lex;
	w->graph = words_graph(lex, &w->graph_root);
	return w;
}

/*
 * Where the lists go in the masked graph: a bit for each node that starts
 * a list, and the number of such bits before each block of 64.  A list
 * starting at node s has its word at s + starts(s) - 1, its nodes follow.
 */
struct words_starts {
	uint64_t *bits;
	uint32_t *before;
};

/* The lists starting at or before node i. */
static inline uint32_t
words_starts_upto(const struct words_starts *st, uint32_t i)
{
	uint64_t below = st->bits[i / 64] & ((2ull << (i % 64)) - 1);

	return st->before[i / 64] + words_popcount64(below);
}

/*
 * The masked graph of struct movegen_words: a word before each list, then
 * the list with its children renumbered; *root gets the GADDAG's.  NULL
 * when out of memory, too large for 24-bit children, or when a child is
 * not the start of a list (a hand-made graph may do that; the loader
 * only checks that it is lower).
 */
static uint32_t *
words_graph(const struct lexicon *lex, uint32_t *root)
{
	const uint32_t *nodes = lexicon_nodes(lex);
	uint32_t n = lexicon_node_count(lex), blocks = n / 64 + 1, size;
	uint32_t r = lexicon_root(lex, LEXICON_GADDAG), *graph = NULL;
	struct words_starts st;

	st.bits = xcalloc(blocks, sizeof *st.bits);
	st.before = xreallocarray(NULL, blocks, sizeof *st.before);
	for (uint32_t i = 1; i < n; i++)
		if (lexicon_node_is_last(nodes[i - 1]))
			st.bits[i / 64] |= 1ull << (i % 64);
	st.before[0] = 0;
	for (uint32_t j = 1; j < blocks; j++)
		st.before[j] = st.before[j - 1] +
		    words_popcount64(st.bits[j - 1]);
	size = n + words_starts_upto(&st, n - 1);
	if (size >= (1u << (32 - LEXICON_NODE_CHILD_SHIFT)) || r == 0 ||
	    r >= n || !(st.bits[r / 64] >> (r % 64) & 1))
		goto out;
	graph = xmallocarray_huge(size, sizeof *graph);
	if (words_graph_fill(nodes, n, &st, graph) != 0) {
		free(graph);
		graph = NULL;
		goto out;
	}
	*root = r + words_starts_upto(&st, r) - 1;
out:
	free(st.bits);
	free(st.before);
	return graph;
}

/* Write the masked graph; 0, or -1 for a child not starting a list. */
static int
words_graph_fill(const uint32_t *nodes, uint32_t n,
    const struct words_starts *st, uint32_t *graph)
{
	uint32_t lists = 0, head = 0;

	graph[0] = 0;
	for (uint32_t i = 1; i < n; i++) {
		uint32_t v = nodes[i], child = lexicon_node_child(v), moved = 0;

		if (st->bits[i / 64] >> (i % 64) & 1) {
			head = i + lists++;
			graph[head] = 0;
		}
		if (child != 0) {
			if (child >= n || !(st->bits[child / 64] >> (child % 64) &
			    1))
				return -1;
			moved = child + words_starts_upto(st, child) - 1;
		}
		graph[head] |= 1u << lexicon_node_symbol(v);
		graph[i + lists] = (v & ((1u << LEXICON_NODE_CHILD_SHIFT) - 1)) |
		    moved << LEXICON_NODE_CHILD_SHIFT;
	}
	return 0;
}

/*
 * Sort the bingo words by signature, keeping the lexicon's order within
 * a signature: a least significant digit first radix sort, a byte a pass
 * (a tenth of qsort()'s time on 122 000 words).
 */
static void
words_anagram_sort(struct mg_anagram *a, uint32_t n)
{
	struct mg_anagram *tmp = xreallocarray(NULL, n, sizeof *tmp), *from = a;
	struct mg_anagram *to = tmp, *swap;

	for (int shift = 0; shift < 64; shift += 8) {
		uint32_t at[257] = { 0 };

		for (uint32_t i = 0; i < n; i++)
			at[(from[i].signature >> shift & 255) + 1]++;
		for (int b = 0; b < 256; b++)
			at[b + 1] += at[b];
		for (uint32_t i = 0; i < n; i++)
			to[at[from[i].signature >> shift & 255]++] = from[i];
		swap = from;
		from = to;
		to = swap;
	}
	/* Eight passes: the sorted words are back in a. */
	free(tmp);
}

/* Sort the bingo words and hash their signatures. */
static void
words_anagram_index(struct movegen_words *w)
{
	uint32_t size = 1;

	words_anagram_sort(w->anagrams, w->n_anagrams);
	while (size < 2 * w->n_anagrams)
		size *= 2;
	w->anagram_slots = xcalloc_huge(size, sizeof *w->anagram_slots);
	w->anagram_mask = size - 1;
	for (uint32_t i = 0; i < w->n_anagrams; i++) {
		uint64_t sig = w->anagrams[i].signature;
		uint32_t slot = (uint32_t)(sig >> 32) & w->anagram_mask;

		if (i > 0 && w->anagrams[i - 1].signature == sig)
			continue;
		while (w->anagram_slots[slot] != 0)
			slot = (slot + 1) & w->anagram_mask;
		w->anagram_slots[slot] = i + 1;
	}
}

size_t
mg_words_anagrams(const struct movegen_words *w, uint64_t signature,
    const struct mg_anagram **first)
{
	uint32_t slot, i;
	size_t n = 0;

	if (w == NULL || w->n_anagrams == 0 ||
	    !words_set_has(&w->bingo, signature))
		return 0;
	for (slot = (uint32_t)(signature >> 32) & w->anagram_mask;
	    (i = w->anagram_slots[slot]) != 0;
	    slot = (slot + 1) & w->anagram_mask)
		if (w->anagrams[i - 1].signature == signature)
			break;
	if (i == 0)
		return 0;
	*first = &w->anagrams[i - 1];
	while (i - 1 + n < w->n_anagrams &&
	    w->anagrams[i - 1 + n].signature == signature)
		n++;
	return n;
}

int
mg_words_have_anagrams(const struct movegen_words *w)
{
	return w != NULL && w->n_anagrams > 0;
}

void
mg_words_anagram_prefetch(const struct movegen_words *w, uint64_t signature)
{
	if (w != NULL && w->n_anagrams > 0)
		__builtin_prefetch(&w->bingo.bits[signature & w->bingo.mask]);
}

const uint32_t *
mg_words_graph(const struct movegen_words *w, const struct lexicon *lex,
    uint32_t *root)
{
	if (w == NULL || w->graph == NULL || w->lex != lex)
		return NULL;
	*root = w->graph_root;
	return w->graph;
}

void
movegen_words_free(struct movegen_words *w)
{
	if (w == NULL)
		return;
	free(w->whole.bits);
	free(w->less_one.bits);
	free(w->bingo.bits);
	free(w->graph);
	free(w->anagrams);
	free(w->anagram_slots);
	free(w);
}

/* The set that answers for this many blanks and tiles; NULL: any fits. */
static const struct mg_words_set *
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
	const struct mg_words_set *set = words_set_for(w, blanks, length);

	return set == NULL || words_set_has(set, signature);
}

void
movegen_words_prefetch(const struct movegen_words *w, uint64_t signature,
    int blanks, int length)
{
	const struct mg_words_set *set = words_set_for(w, blanks, length);

	if (set != NULL)
		__builtin_prefetch(&set->bits[signature & set->mask]);
}

void
movegen_set_words(struct movegen *mg, const struct movegen_words *words)
{
	mg->words = words;
}
