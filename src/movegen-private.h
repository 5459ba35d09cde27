/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * What the move generator's files share (src/movegen.c: the walk and the
 * leaves; src/movegen-shadow.c: the bounds and best-move mode).  Not for
 * use outside them.
 */
#ifndef FICHAS_MOVEGEN_PRIVATE_H
#define FICHAS_MOVEGEN_PRIVATE_H

#include <math.h>
#include <stdint.h>

#include "movegen.h"

#define MG_LEAVES 128 /* sub-multisets of a 7-tile rack, at most 2^7 */
#define MG_LAST (BOARD_SIZE - 1)
#define MG_CHECK_FROM 4 /* sub-racks looked up in the word table */
#define MG_BLANKS RACK_SIZE /* blanks on a rack (a CGP may hold 3 or more) */
/*
 * The walk compiled a second time for processors with popcnt and chosen at
 * run time (movegen.c): on x86 when the build's target lacks it, with GCC
 * or clang (-DMG_WALK_POPCNT=0 turns it off).
 */
#ifndef MG_WALK_POPCNT
#if (defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__) && \
    ((defined(__clang__) && __clang_major__ >= 9) || \
    (!defined(__clang__) && defined(__GNUC__) && __GNUC__ >= 5))
#define MG_WALK_POPCNT 1
#else
#define MG_WALK_POPCNT 0
#endif
#endif

#define MG_CUT_BLANKS 2 /* blanks mg_blank_ok() follows: a game's */

/* The rack seen as leaves: a mixed-radix index over its distinct tiles. */
struct mg_rack {
	int n;
	uint8_t counts[TILE_CODES];
	int stride[TILE_CODES];		/* 0: a tile not on the rack */
	int n_distinct;
	uint8_t distinct[RACK_SIZE];	/* the rack's tiles, in order */
	int full;			/* index of the whole rack */
	int n_leaves;
	float leave[MG_LEAVES];		/* by index of the tiles kept */
	float best_leave[RACK_SIZE + 1]; /* best leave by number kept */
	/*
	 * The same once u of the rack's blanks are laid: the best leave of
	 * each size keeping at most (blanks - u) of them.
	 */
	float blank_leave[MG_BLANKS + 1][RACK_SIZE + 1];
	int values[RACK_SIZE];		/* tile values, highest first */
	int prefix[RACK_SIZE + 1];	/* their sums: prefix[i] of the first i */
	/* The rack's letters (no blank), highest value first. */
	int n_by_value;
	uint8_t by_value[RACK_SIZE];
	/*
	 * By number of tiles laid, k: the best leave and the highest values
	 * (i-th highest over the sub-racks) of the k-tile sub-racks that make
	 * a word by themselves (every one without a word table), -INFINITY
	 * when none does.
	 */
	float word_leave[RACK_SIZE + 1];
	int word_values[RACK_SIZE + 1][RACK_SIZE];
	int word_prefix[RACK_SIZE + 1][RACK_SIZE + 1]; /* their sums */
	const struct movegen_words *words; /* NULL, or the table */
	uint64_t signature;		/* the rack's letters */
	/*
	 * The sub-racks by size laid (leave indices), with what they lay;
	 * from sized on, mg_rack_prepare() writes what it reads.
	 */
	int n_sized[RACK_SIZE + 1];
	uint8_t sized[RACK_SIZE + 1][MG_LEAVES];
	uint8_t laid_blanks[MG_LEAVES];
	/* The values laid, highest first, a byte each (mg_packed_prefix()). */
	uint64_t laid_packed[MG_LEAVES];
	/*
	 * The letters laid (blanks apart) and laid_blanks in the order of
	 * sized, sized[k][j] at sized_from[k] + j: the word table's lookups
	 * read them in a row.
	 */
	int sized_from[RACK_SIZE + 1];
	uint64_t sized_signature[MG_LEAVES];
	uint8_t sized_blanks[MG_LEAVES];
};

/*
 * What k tiles laid can do with a set of board tiles: the best leave and
 * highest values of the sub-racks that make a word with them.
 */
struct mg_span_words {
	float leave;			/* -INFINITY: no word */
	/* Sums of the first i highest values, i up to k (all a span reads). */
	int prefix[RACK_SIZE + 1];
	uint64_t fit;			/* bit j: sized[k][j] makes a word */
	uint64_t front;			/* of those, none bounded by another */
	int front_known;		/* front worked out (shadow_front()) */
};

#define MG_SPAN_CACHE 256

/* The bound of the spans of one size: score and leave apart. */
struct mg_span_bound {
	float score;		/* -INFINITY: no play */
	float leave;
	uint64_t signature;	/* the board tiles in the span */
	int t;			/* how many */
	/*
	 * The bound once u blanks are laid: the best sub-rack with at least
	 * u blanks, by its own values and leave, when the span was looked up.
	 */
	float by_blanks[MG_BLANKS + 1];
};

/*
 * A span using every tile of the rack, for mg_blank_ok(), once the first
 * (u = 1) or the second (u = 2) blank is laid.
 */
struct mg_full_span {
	float bound[MG_CUT_BLANKS + 1];	/* -INFINITY: none */
	uint64_t signature;	/* the board tiles in it */
	int t;			/* how many */
	/*
	 * The letters the blank being laid may stand for in a word (a bit
	 * each), when worked out: for the first blank, and for the second
	 * after a first blank standing for known_first.
	 */
	int known;
	uint32_t letters;
	unsigned known_first;
	uint32_t letters_second;
};

/* The state of one generation. */
struct mg_ctx {
	const struct movegen *mg;
	const struct mg_rack *rk;
	const uint32_t *nodes;
	uint32_t root;
	int masked;			/* nodes: the word table's graph */
	int popcnt;			/* the walk's copy for popcnt (movegen.c) */
	/*
	 * The bingos through at most one board tile are found already
	 * (mg_bingos()): the bounds and the walk leave them out.
	 */
	int bingos_done;
	const struct movegen_square *line;
	int dir, index, anchor, left_limit;
	/* The left part's last square: the anchor, or the last of the board
	 * tiles right after it (the walk reads those first). */
	int end;
	int n_placed;
	int leave_index;
	/* The walk's copies of rk's: n, stride; blanks laid so far. */
	int rack_n, blanks_laid;
	int stride[TILE_CODES];
	uint32_t rack_mask;		/* letters with a real tile left */
	uint8_t counts[TILE_CODES];
	uint8_t value[TILE_CODES];
	tile_t placed[BOARD_SIZE];	/* per position: tile laid, or 0 */
	int stop;
	/* Full generation: each move goes to emit. */
	movegen_emit_fn emit;
	void *emit_ctx;
	size_t count;
	/* Top-n generation: the best moves so far, best first. */
	struct movegen_move *top;
	size_t top_n, top_count;
	float bar;	/* the last one's equity when full, else -INFINITY */
	/*
	 * Top-n: bounds of the anchor being searched by blanks laid so far
	 * (u), tiles laid left of it (l) and right of it (r): any span with
	 * more left tiles, any span with l left tiles, any with l and more
	 * than r.  A play that lays a blank cannot keep it, and the blank is
	 * most of the best leaves: without u the walk of a rack with a blank
	 * prunes little.
	 */
	int prune, left_tiles;
	float more_left[MG_BLANKS + 1][RACK_SIZE];
	float with_left[MG_BLANKS + 1][RACK_SIZE];
	float more_right[MG_BLANKS + 1][RACK_SIZE][RACK_SIZE];
	/*
	 * Top-n, a rack with a blank: once a blank is laid, the plays
	 * that use every tile must make a word whose letters are the
	 * rack's, the blanks' and the board's in the span.  So when no
	 * shorter play can reach the bar, the letter given to the blank
	 * must make such a word with some span still open, and
	 * mg_blank_ok() turns down the others before their walk.  By
	 * blanks laid (u, 1 or 2) and l (tiles left of the anchor, itself
	 * included, less one): the best bound of the shorter plays with at
	 * least l, of those with l and at least r right, and the span
	 * using every tile.
	 */
	int blank_cut;
	unsigned first_blank;		/* the first blank's letter, once laid */
	float short_from[MG_CUT_BLANKS + 1][RACK_SIZE];
	float short_right[MG_CUT_BLANKS + 1][RACK_SIZE][RACK_SIZE];
	struct mg_full_span full[RACK_SIZE];
	/*
	 * mg_blank_ok()'s letters by side and tiles laid, while the bar,
	 * the tiles left of the anchor (right side), the blanks laid and
	 * the first blank's letter are those it was worked out for: the
	 * walk asks for each letter of a list in turn.
	 */
	struct mg_blank_memo {
		float bar;		/* NAN: none */
		int left, u;
		unsigned first;
		uint32_t letters;
	} blank_memo[2][RACK_SIZE + 1];
	/*
	 * Shadow: the highest bound of the spans with board tiles not
	 * looked up in the word table since it was last set.
	 */
	float loose;
	struct mg_kept *kept;	/* the first pass's spans to look up */
	struct mg_span_words *looked;	/* the last span's, or NULL */
	/* Shadow: movegen_tile_key() of each letter, read without a call. */
	uint64_t tile_key[TILE_CODES];
	/* Shadow: the spans' words with board tiles, looked up once. */
	const uint16_t (*anchor_mask)[BOARD_SIZE];	/* NULL: all */
	int n_cached;
	int no_cache;			/* mg_ctx_init_nocache(): not cleared */
	/*
	 * The key of each slot of cache, 0: empty.  Apart from the slots, so
	 * that clearing them writes 32 lines, not 256.
	 */
	uint64_t cache_key[MG_SPAN_CACHE];
	struct mg_span_words cache[MG_SPAN_CACHE];	/* last: see mg_ctx_init() */
};

struct mg_kept;

/* An anchor and direction to visit, with its shadow bound. */
struct mg_anchor {
	float bound;
	uint8_t dir, index, pos, limit;
	uint8_t refined;	/* bound checked against the word table (2: on top) */
};

/* A word of RACK_SIZE or RACK_SIZE + 1 tiles, for the bingos. */
struct mg_anagram {
	uint64_t signature;		/* movegen_tile_key() summed */
	uint8_t tiles[RACK_SIZE + 1];	/* letters, 0 after the last */
};

/*
 * The word table (src/movegen-words.c, which says how its sets work):
 * here so that the shadow's lookups are inlined where they are made.
 */
#define MOVEGEN_WORDS_SHORT 15	/* the longest words less one letter */


/* One set of signatures. */
struct mg_words_set {
	uint64_t mask;		/* bits - 1 */
	uint64_t *bits;
};

struct movegen_words {
	struct mg_words_set whole;
	struct mg_words_set less_one;
	/*
	 * The signatures of the bingo words below, 16 bits or more each
	 * (256 kB for the default lexicon, in the processor's second-level
	 * cache): most bingo lookups find none, and are told so without
	 * reading the hash.
	 */
	struct mg_words_set bingo;
	/*
	 * The lexicon's graph again for the walk, each list led by a word
	 * with a bit per symbol it holds (children renumbered to match): an
	 * edge is then found by counting bits instead of reading the list,
	 * and the separator, last of its list, without reading the rest.
	 * NULL when it could not be made (the walk reads the lexicon's own).
	 */
	const struct lexicon *lex;
	uint32_t *graph;
	uint32_t graph_root;
	/*
	 * The words of RACK_SIZE and RACK_SIZE + 1 tiles (the bingos through
	 * no board tile or one) sorted by signature, and a hash of the
	 * signatures to the first of each run: the bingos are looked up, not
	 * walked to.  n_anagrams 0: none.
	 */
	struct mg_anagram *anagrams;
	uint32_t n_anagrams;
	uint32_t *anagram_slots;	/* index + 1 of a run's first, 0 */
	uint32_t anagram_mask;
};

/* The places of a signature's three bits in its block. */
#define MG_WORDS_BIT(signature, i) ((signature) >> (40 + 6 * (i)) & 63)

/* The three bits of a signature in its block. */
static inline uint64_t
mg_words_set_bits(uint64_t signature)
{
	return 1ull << MG_WORDS_BIT(signature, 0) |
	    1ull << MG_WORDS_BIT(signature, 1) |
	    1ull << MG_WORDS_BIT(signature, 2);
}

/* 1 when block word holds the three bits of a signature, else 0. */
static inline uint64_t
mg_words_block_has(uint64_t word, uint64_t signature)
{
	return word >> MG_WORDS_BIT(signature, 0) &
	    word >> MG_WORDS_BIT(signature, 1) &
	    word >> MG_WORDS_BIT(signature, 2) & 1;
}

/*
 * The bingo words of the word table with this signature (a run of them,
 * *first the first); 0 when none or no table.
 */
size_t mg_words_anagrams(const struct movegen_words *, uint64_t,
    const struct mg_anagram **);
/* Whether the word table has the bingo words. */
int mg_words_have_anagrams(const struct movegen_words *);
/* Ask the memory early for a mg_words_anagrams() lookup. */
void mg_words_anagram_prefetch(const struct movegen_words *, uint64_t);
/*
 * The word table's graph of lex (each list led by a word with a bit per
 * symbol in it) and its GADDAG root; NULL without one.
 */
const uint32_t *mg_words_graph(const struct movegen_words *,
    const struct lexicon *, uint32_t *);
void mg_bingos(struct mg_ctx *);
void mg_deliver(struct mg_ctx *, const struct movegen_move *);
void mg_rack_prepare(struct mg_rack *, const struct rack *,
    const struct movegen_options *, const struct movegen_words *);
void mg_ctx_init(struct mg_ctx *, const struct movegen *,
    const struct mg_rack *);
void mg_ctx_init_nocache(struct mg_ctx *, const struct movegen *,
    const struct mg_rack *);
void mg_others(struct mg_ctx *, const struct movegen_options *);
void mg_left_limits(const struct movegen_square *, uint8_t *);
void mg_anchor(struct mg_ctx *, int, int, int, int);
int mg_anchor_open(struct mg_ctx *, int, int, int);
int mg_blank_ok(struct mg_ctx *, unsigned, int);

/* Sums of the first i of k values (highest first) into prefix[0..k]. */
static inline void
mg_prefix(const int *values, int k, int *prefix)
{
	prefix[0] = 0;
	for (int i = 0; i < k; i++)
		prefix[i + 1] = prefix[i] + values[i];
}

/*
 * Bits set in x.  Without popcnt, GCC's builtin is a library call but its
 * compiler turns these shifts into the instruction in the walk's copy for
 * popcnt; clang's builtin is the same shifts inline, or the instruction.
 */
static inline unsigned
mg_popcount(uint32_t x)
{
#if defined(__POPCNT__) || defined(__clang__)
	return (unsigned)__builtin_popcount(x);
#else
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (x * 0x01010101u) >> 24;
#endif
}

/*
 * Sums of the first i of the values packed a byte each into
 * prefix[0..RACK_SIZE]: byte i of the product is the sum of bytes 0 to
 * i, below 256 as seven values are.  All of them, not the k a span
 * reads: a loop of k would end where the span decides, a branch no
 * predictor learns.
 */
static inline void
mg_packed_prefix(uint64_t packed, int *prefix)
{
	uint64_t sums = packed * 0x0101010101010101ull;

	prefix[0] = 0;
#pragma GCC unroll 7
	for (int i = 0; i < RACK_SIZE; i++)
		prefix[i + 1] = (int)(sums >> 8 * i & 0xff);
}

/*
 * Bytewise maximum of two sets of packed values (laid_packed: each below
 * 128), without a branch or a loop over the bytes: in a byte where a is
 * at least b, a + 128 - b keeps its high bit, and no byte borrows.
 */
static inline uint64_t
mg_bytes_max(uint64_t a, uint64_t b)
{
	const uint64_t high = 0x8080808080808080ull;
	uint64_t ge = (((a | high) - b) & high) >> 7;
	uint64_t m = ge * 0xff;

	return (a & m) | (b & ~m);
}

/* Whether every byte of a is at least the same byte of b. */
static inline int
mg_bytes_ge(uint64_t a, uint64_t b)
{
	const uint64_t high = 0x8080808080808080ull;

	return (((a | high) - b) & high) == high;
}

/* The larger of two bounds. */
static inline float
mg_max(float a, float b)
{
	return a > b ? a : b;
}

/* Blanks of the rack laid so far in this walk. */
static inline int
mg_blanks_laid(const struct mg_ctx *c)
{
	return c->blanks_laid;
}

/* The equity a move must reach to enter the top list (top-n mode). */
static inline float
mg_bar(const struct mg_ctx *c)
{
	return c->bar;
}

/*
 * movegen_words_fit() of n signatures (at most 64), base plus
 * signatures[i] with blanks[i] blanks (none when blanks is NULL), for
 * words of length tiles, as bit i: the reads are asked of the memory
 * first, so that their cache misses overlap.  Inline: the shadow makes
 * 80 000 calls in 50 games, a sub-rack's lookup a few instructions.
 */
static inline uint64_t
mg_words_fit_many(const struct movegen_words *, uint64_t, const uint64_t *,
    const uint8_t *, int, int) __attribute__((always_inline));
static inline uint64_t
mg_words_fit_many(const struct movegen_words *w, uint64_t base,
    const uint64_t *signatures, const uint8_t *blanks, int n, int length)
{
	/* A set that answers yes to all, for 2 blanks or more. */
	static const uint64_t yes = ~0ull;
	const struct mg_words_set any = { 0, (uint64_t *)&yes };
	const struct mg_words_set *one = length <= MOVEGEN_WORDS_SHORT ?
	    &w->less_one : &any;
	const uint64_t *bits = w->whole.bits;
	uint64_t mask = w->whole.mask, fit = 0;

	if (blanks == NULL) {
#pragma GCC unroll 4
		for (int i = 0; i < n; i++)
			__builtin_prefetch(&bits[(base + signatures[i]) &
			    mask]);
		/*
		 * Backwards, each answer shifted in: no shift by i to compete
		 * with the three by the signature's fields for the count
		 * register.
		 */
#pragma GCC unroll 4
		for (int i = n - 1; i >= 0; i--) {
			uint64_t sig = base + signatures[i];
			uint64_t word = bits[sig & mask];

			fit = fit << 1 | mg_words_block_has(word, sig);
		}
		return fit;
	}
	for (int i = 0; i < n; i++) {
		const struct mg_words_set *set = blanks[i] == 0 ? &w->whole :
		    blanks[i] == 1 ? one : &any;

		__builtin_prefetch(&set->bits[(base + signatures[i]) &
		    set->mask]);
	}
	for (int i = n - 1; i >= 0; i--) {
		const struct mg_words_set *set = blanks[i] == 0 ? &w->whole :
		    blanks[i] == 1 ? one : &any;
		uint64_t sig = base + signatures[i];
		uint64_t word = set->bits[sig & set->mask];

		fit = fit << 1 | mg_words_block_has(word, sig);
	}
	return fit;
}

#endif
