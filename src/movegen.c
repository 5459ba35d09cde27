/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "movegen.h"
#include "movegen-private.h"
#include "rules.h"

/*
 * Generation proper (the algorithm is described in movegen.h): the walk
 * from each anchor (its steps in movegen-walk.h), the leave table,
 * exchanges and the pass.  The position's squares are built and updated
 * in movegen-cross.c, the bounds of the best-move mode are in
 * movegen-shadow.c, the word table in movegen-words.c.
 */

static void mg_rack_words(struct mg_rack *, const struct movegen_options *);
static void mg_rack_by_value(struct mg_rack *);
static void mg_rack_leaves(struct mg_rack *, const struct movegen_options *);
static void mg_rack_word(struct mg_rack *, int);
static int mg_rack_slots(const struct mg_rack *, uint8_t[RACK_SIZE],
    int[RACK_SIZE]);
static void mg_rack_packed(const int *, int, uint64_t *);
static void mg_rack_sized_from(struct mg_rack *);
static int mg_kept_next(const struct mg_rack *, int[TILE_CODES], int);
static void mg_top_insert(struct mg_ctx *, const struct movegen_move *);
static void mg_exchanges(struct mg_ctx *, const struct movegen_options *);
static void mg_exchanges_top(struct mg_ctx *,
    const struct movegen_options *);
static void mg_exchange(struct mg_ctx *, int);
static inline void mg_record(struct mg_ctx *, int, int, int, int, int)
    __attribute__((always_inline));
static void mg_record_move(struct mg_ctx *, int, int, int, float);
static void mg_placements(struct mg_ctx *);
#if MG_WALK_POPCNT
static int mg_has_popcnt(void);
#endif

void
movegen_options_init(struct movegen_options *options)
{
	memset(options, 0, sizeof *options);
	options->what = MOVEGEN_ALL;
	options->bag_count = TILES_TOTAL - 2 * RACK_SIZE;
}

/*
 * Index the rack's sub-multisets (stride of a tile = product of (count + 1)
 * over the tiles before it) and ask the caller once for each one's value.
 */
void
mg_rack_prepare(struct mg_rack *rk, const struct rack *rack,
    const struct movegen_options *options, const struct movegen_words *words)
{
	int stride = 1;

	/* The sub-rack tables after sized are written whole below. */
	memset(rk, 0, offsetof(struct mg_rack, sized));
	for (int i = 0; i < rack->n && i < RACK_SIZE; i++) {
		tile_t t = tile_is_blank(rack->tiles[i]) ? TILE_BLANK :
		    rack->tiles[i];

		if (t >= TILE_A && t <= TILE_BLANK) {
			rk->counts[t]++;
			rk->values[rk->n++] = tile_value(t);
		}
	}
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		if (rk->counts[t] > 0) {
			rk->distinct[rk->n_distinct++] = (uint8_t)t;
			rk->stride[t] = stride;
			rk->full += rk->counts[t] * stride;
			stride *= rk->counts[t] + 1;
		}
	rk->n_leaves = stride;
	mg_rack_leaves(rk, options);
	/* Highest values first, for the shadow's pairing. */
	for (int i = 1; i < rk->n; i++)
		for (int j = i; j > 0 && rk->values[j] > rk->values[j - 1];
		    j--) {
			int swap = rk->values[j];

			rk->values[j] = rk->values[j - 1];
			rk->values[j - 1] = swap;
		}
	mg_prefix(rk->values, RACK_SIZE, rk->prefix);
	mg_rack_by_value(rk);
	rk->words = words;
	mg_rack_words(rk, options);
	for (int k = 0; k <= RACK_SIZE; k++)
		mg_prefix(rk->word_values[k], RACK_SIZE, rk->word_prefix[k]);
}

/*
 * Ask the caller for the values of the sub-racks kept all at once when it
 * can (else mg_rack_words() asks for each), and clear the best leaves.
 */
static void
mg_rack_leaves(struct mg_rack *rk, const struct movegen_options *options)
{
	uint8_t copies[RACK_SIZE];

	for (int d = 0; d < rk->n_distinct; d++)
		copies[d] = rk->counts[rk->distinct[d]];
	if (options->leave != NULL && options->leaves != NULL)
		options->leaves(options->leave_ctx, rk->n_distinct,
		    rk->distinct, copies, rk->leave);
	for (int k = 0; k <= RACK_SIZE; k++)
		rk->best_leave[k] = -INFINITY;
	for (int u = 0; u <= MG_BLANKS; u++)
		for (int k = 0; k <= RACK_SIZE; k++)
			rk->blank_leave[u][k] = -INFINITY;
}

/*
 * The value of the sub-rack kept (n tiles, of leave index index), asked
 * of the caller when ask (else mg_rack_leaves() has it, or it is 0),
 * noted as the best of its size, and of its size once u blanks are laid
 * (u = 0: the best of its size, copied at the end).
 */
static inline void
mg_rack_leave(struct mg_rack *rk, const struct movegen_options *options,
    int ask, int index, const int kept[TILE_CODES], int n, int blanks)
{
	float v = ask ? options->leave(options->leave_ctx, kept, n) :
	    rk->leave[index];

	rk->leave[index] = v;
	if (v > rk->best_leave[n])
		rk->best_leave[n] = v;
	/* Kept with u blanks laid: at most counts - u blanks kept. */
	for (int u = 1; u <= blanks - kept[TILE_BLANK]; u++)
		if (v > rk->blank_leave[u][n])
			rk->blank_leave[u][n] = v;
}

/* The rack's letters by value, highest first, for the shadow's caps. */
static void
mg_rack_by_value(struct mg_rack *rk)
{
	int value[RACK_SIZE];

	for (int d = 0; d < rk->n_distinct; d++) {
		uint8_t t = rk->distinct[d];
		int j = rk->n_by_value++, v = tile_value(t);

		if (t == TILE_BLANK) {
			rk->n_by_value--;
			continue;
		}
		for (; j > 0 && value[j - 1] < v; j--) {
			rk->by_value[j] = rk->by_value[j - 1];
			value[j] = value[j - 1];
		}
		rk->by_value[j] = t;
		value[j] = v;
	}
}

/*
 * Each sub-rack's leave (mg_rack_leave()), which sub-racks make a word by
 * themselves (all of them without a word table), and per size the best
 * leave and the highest values among them; what each sub-rack lays, for
 * shadow_words().  The loop keeps the rack's tiles in locals: its byte
 * stores (sized, laid_blanks) would make the compiler read them again.
 */
static void
mg_rack_words(struct mg_rack *rk, const struct movegen_options *options)
{
	uint64_t keys[RACK_SIZE], packed[1 << RACK_SIZE], signature = 0;
	int kept[TILE_CODES] = { 0 }, by_slot[RACK_SIZE], n_sized[RACK_SIZE + 1];
	int nd = rk->n_distinct, blanks = rk->counts[TILE_BLANK], slots;
	int ask = options->leave != NULL && options->leaves == NULL;
	uint8_t tile[RACK_SIZE], copies[RACK_SIZE], start[RACK_SIZE];
	unsigned laid;

	for (int d = 0; d < nd; d++) {
		tile[d] = rk->distinct[d];
		copies[d] = rk->counts[tile[d]];
		keys[d] = tile[d] == TILE_BLANK ? 0 :
		    movegen_tile_key((tile_t)tile[d]);
		signature += copies[d] * keys[d];
	}
	rk->signature = signature;
	slots = mg_rack_slots(rk, start, by_slot);
	mg_rack_packed(by_slot, slots, packed);
	laid = (1u << slots) - 1;
	mg_rack_sized_from(rk);
	memset(n_sized, 0, sizeof n_sized);
	for (int index = 0, n_kept = 0; index < rk->n_leaves; index++) {
		int k = rk->n - n_kept, at = n_sized[k]++, d;
		uint8_t laid_blanks = (uint8_t)(blanks - kept[TILE_BLANK]);

		mg_rack_leave(rk, options, ask, index, kept, n_kept, blanks);
		rk->laid_packed[index] = packed[laid];
		rk->laid_blanks[index] = laid_blanks;
		rk->sized_signature[rk->sized_from[k] + at] = signature;
		rk->sized_blanks[rk->sized_from[k] + at] = laid_blanks;
		rk->sized[k][at] = (uint8_t)index;
		/* The next sub-rack kept, as mg_kept_next(), and its letters. */
		for (d = 0; d < nd && kept[tile[d]] == copies[d]; d++) {
			n_kept -= copies[d];
			laid |= ((1u << copies[d]) - 1) << start[d];
			signature += copies[d] * keys[d];
			kept[tile[d]] = 0;
		}
		if (d == nd)
			break;
		kept[tile[d]]++;
		laid &= ~(1u << (start[d] + copies[d] - kept[tile[d]]));
		n_kept++;
		signature -= keys[d];
	}
	memcpy(rk->n_sized, n_sized, sizeof n_sized);
	memcpy(rk->blank_leave[0], rk->best_leave, sizeof rk->best_leave);
	for (int k = 0; k <= RACK_SIZE; k++)
		rk->word_leave[k] = -INFINITY;
	for (int k = 2; k <= rk->n; k++)
		mg_rack_word(rk, k);
}

/*
 * The rack's tiles in slots by value, highest first, a distinct tile's
 * copies in a row from start[d]; a sub-rack lays the first copies of each
 * (bits of laid), so its values are those of its slots in order.  Returns
 * the number of slots.
 */
static int
mg_rack_slots(const struct mg_rack *rk, uint8_t start[RACK_SIZE],
    int by_slot[RACK_SIZE])
{
	int values[RACK_SIZE], order[RACK_SIZE], nd = rk->n_distinct, slots = 0;

	for (int d = 0; d < nd; d++) {
		int j = d;

		values[d] = tile_value((tile_t)rk->distinct[d]);
		/* The distinct tiles by value, highest first. */
		for (; j > 0 && values[order[j - 1]] < values[d]; j--)
			order[j] = order[j - 1];
		order[j] = d;
	}
	for (int o = 0; o < nd; o++) {
		int d = order[o], copies = rk->counts[rk->distinct[d]];

		start[d] = (uint8_t)slots;
		for (int i = 0; i < copies && slots < RACK_SIZE; i++)
			by_slot[slots++] = values[d];
	}
	return slots;
}

/*
 * The values of the slots in each set of them (a bit per slot), packed a
 * byte each in slot order: the set less its first slot, shifted up.
 */
static void
mg_rack_packed(const int *by_slot, int slots, uint64_t *packed)
{
	packed[0] = 0;
	for (unsigned m = 1; m < 1u << slots; m++)
		packed[m] = (uint64_t)by_slot[__builtin_ctz(m)] |
		    packed[m & (m - 1)] << 8;
}

/*
 * Where the sub-racks of each size start in sized_signature: the sizes'
 * counts are the coefficients of the product over the distinct tiles of
 * 1 + x + ... + x^copies.
 */
static void
mg_rack_sized_from(struct mg_rack *rk)
{
	int count[RACK_SIZE + 1] = { 1 };

	for (int d = 0; d < rk->n_distinct; d++) {
		int copies = rk->counts[rk->distinct[d]];

		/* Times 1 + x + ... + x^copies, highest terms first. */
		for (int k = RACK_SIZE; k > 0; k--)
			for (int c = 1; c <= copies && c <= k; c++)
				count[k] += count[k - c];
	}
	/* By size laid: k tiles laid keep rk->n - k. */
	for (int k = 0, at = 0; k <= RACK_SIZE; k++) {
		rk->sized_from[k] = at;
		at += k <= rk->n ? count[rk->n - k] : 0;
	}
}

/*
 * Count the sub-racks of k tiles that make a word in word_leave and
 * word_values: those of at least MG_CHECK_FROM tiles looked up in the
 * word table all at once.  When all of them count, the best leave of the
 * size and the rack's k highest values (those of the sub-rack that lays
 * them).
 */
static void
mg_rack_word(struct mg_rack *rk, int k)
{
	int from = rk->sized_from[k], n = rk->n_sized[k];
	uint64_t fit, packed = 0;
	float leave = -INFINITY;

	/* Short sub-racks nearly always make words: no read. */
	if (rk->words == NULL || k < MG_CHECK_FROM) {
		rk->word_leave[k] = rk->best_leave[rk->n - k];
		memcpy(rk->word_values[k], rk->values, k * sizeof rk->values[0]);
		return;
	}
	fit = mg_words_fit_many(rk->words, 0, &rk->sized_signature[from],
	    rk->counts[TILE_BLANK] == 0 ? NULL : &rk->sized_blanks[from], n, k);
	for (; fit != 0; fit &= fit - 1) {
		int index = rk->sized[k][__builtin_ctzll(fit)];

		leave = mg_max(leave, rk->leave[index]);
		packed = mg_bytes_max(packed, rk->laid_packed[index]);
	}
	rk->word_leave[k] = leave;
	for (int i = 0; i < k; i++)
		rk->word_values[k][i] = (int)(packed >> 8 * i & 0xff);
}

/*
 * The sub-multiset after kept (n tiles), in leave index order: the first
 * distinct tile counts fastest, as its stride is 1.  Returns its size;
 * after the whole rack, the empty leave again.
 */
static int
mg_kept_next(const struct mg_rack *rk, int kept[TILE_CODES], int n)
{
	for (int d = 0; d < rk->n_distinct; d++) {
		int t = rk->distinct[d];

		if (kept[t] < rk->counts[t]) {
			kept[t]++;
			return n + 1;
		}
		n -= kept[t];
		kept[t] = 0;
	}
	return n;
}

/* A fresh generation state for a position and a prepared rack. */
void
mg_ctx_init(struct mg_ctx *c, const struct movegen *mg,
    const struct mg_rack *rk)
{
	mg_ctx_init_nocache(c, mg, rk);
	/* The span cache needs only its keys cleared: 2 kB in a row. */
	c->no_cache = 0;
	memset(c->cache_key, 0, sizeof c->cache_key);
}

/*
 * The same for a full generation, which looks no span up: the cache
 * (most of the state's bytes) is left as it is, and marked unusable.
 */
void
mg_ctx_init_nocache(struct mg_ctx *c, const struct movegen *mg,
    const struct mg_rack *rk)
{
	const uint32_t *graph;
	uint32_t root;

	memset(c, 0, offsetof(struct mg_ctx, cache_key));
	c->no_cache = 1;
	c->bar = -INFINITY;
	c->mg = mg;
#if MG_WALK_POPCNT
	c->popcnt = mg_has_popcnt();
#endif
	c->rk = rk;
	c->nodes = lexicon_nodes(mg->lex);
	c->root = lexicon_root(mg->lex, LEXICON_GADDAG);
	/* The best-move search walks the word table's graph when it has one. */
	if (rk->words != NULL && (graph = mg_words_graph(rk->words, mg->lex,
	    &root)) != NULL) {
		c->nodes = graph;
		c->root = root;
		c->masked = 1;
	}
	memcpy(c->counts, rk->counts, sizeof c->counts);
	memcpy(c->stride, rk->stride, sizeof c->stride);
	c->rack_n = rk->n;
	c->leave_index = rk->full;
	/* Only the rack's letters are ever laid and scored. */
	for (int d = 0; d < rk->n_distinct; d++) {
		int t = rk->distinct[d];

		if (t >= TILE_A && t <= TILE_Z) {
			c->value[t] = (uint8_t)tile_value((tile_t)t);
			c->rack_mask |= 1u << t;
		}
	}
}

/* Hand a move to the caller's function or to the top list. */
void
mg_deliver(struct mg_ctx *c, const struct movegen_move *m)
{
	if (c->top != NULL) {
		mg_top_insert(c, m);
		return;
	}
	c->count++;
	if (c->emit != NULL && c->emit(c->emit_ctx, m) != 0)
		c->stop = 1;
}

/* Keep a move if it is among the best top_n so far. */
static void
mg_top_insert(struct mg_ctx *c, const struct movegen_move *m)
{
	size_t i = c->top_count;

	if (i == c->top_n) {
		if (movegen_move_compare(m, &c->top[i - 1]) >= 0)
			return;
		i--;
	} else
		c->top_count++;
	while (i > 0 && movegen_move_compare(m, &c->top[i - 1]) < 0) {
		c->top[i] = c->top[i - 1];
		i--;
	}
	c->top[i] = *m;
	if (c->top_count == c->top_n)
		c->bar = c->top[c->top_n - 1].equity;
}

/*
 * The exchanges (art. 24: n tiles need max(n, exchange_min_bag) in the
 * bag), one per distinct multiset given back, and the pass (art. 25).
 */
void
mg_others(struct mg_ctx *c, const struct movegen_options *options)
{
	const struct mg_rack *rk = c->rk;
	struct movegen_move m;

	if (options->what & MOVEGEN_EXCHANGES) {
		if (c->top != NULL)
			mg_exchanges_top(c, options);
		else
			mg_exchanges(c, options);
	}
	if ((options->what & MOVEGEN_PASS) && !c->stop) {
		memset(&m, 0, sizeof m);
		m.kind = MOVE_PASS;
		m.equity = rk->leave[rk->full];
		mg_deliver(c, &m);
	}
}

/* Every exchange, in leave index order. */
static void
mg_exchanges(struct mg_ctx *c, const struct movegen_options *options)
{
	const struct mg_rack *rk = c->rk;
	int kept[TILE_CODES] = { 0 };

	for (int index = 0, n_kept = 0; index < rk->n_leaves && !c->stop;
	    index++, n_kept = mg_kept_next(rk, kept, n_kept)) {
		int n = rk->n - n_kept;

		if (n < 1 || options->bag_count < n ||
		    options->bag_count < options->exchange_min_bag)
			continue;
		if (rk->leave[index] < c->bar)
			continue;
		mg_exchange(c, index);
	}
}

/*
 * The exchanges that may enter the top list: by number of tiles given
 * back, skipping the numbers whose best leave is below the bar (the top
 * list is the same whatever the order its moves come in).
 */
static void
mg_exchanges_top(struct mg_ctx *c, const struct movegen_options *options)
{
	const struct mg_rack *rk = c->rk;

	if (options->bag_count < options->exchange_min_bag)
		return;
	for (int n = 1; n <= rk->n && n <= options->bag_count; n++) {
		if (rk->best_leave[rk->n - n] < c->bar)
			continue;
		for (int j = 0; j < rk->n_sized[n]; j++)
			if (rk->leave[rk->sized[n][j]] >= c->bar)
				mg_exchange(c, rk->sized[n][j]);
	}
}

/* The exchange keeping the sub-rack of leave index index. */
static void
mg_exchange(struct mg_ctx *c, int index)
{
	const struct mg_rack *rk = c->rk;
	struct movegen_move m;

	memset(&m, 0, sizeof m);
	m.kind = MOVE_EXCHANGE;
	m.equity = rk->leave[index];
	for (int d = 0; d < rk->n_distinct; d++) {
		int t = rk->distinct[d], n = rk->counts[t] + 1;
		int kept = index / rk->stride[t] % n;

		for (int k = kept; k < rk->counts[t]; k++)
			m.tiles[m.n_tiles++] = (tile_t)t;
	}
	mg_deliver(c, &m);
}

/*
 * For each anchor of a line, the leftmost square its left part may use:
 * the run of empty squares before it that are not anchors.
 */
void
mg_left_limits(const struct movegen_square *line, uint8_t *limit)
{
	int start = 0;

	for (int pos = 0; pos < BOARD_SIZE; pos++) {
		limit[pos] = (uint8_t)start;
		if (line[pos].tile != TILE_NONE || line[pos].anchor)
			start = pos + 1;
	}
}

/*
 * A word lo..hi is complete: score it and hand it on if it may enter.
 * Inlined in the walk, where most words found are below the bar.
 */
static inline void
mg_record(struct mg_ctx *c, int lo, int hi, int main, int mult, int cross)
{
	float equity;
	int score;

	/* A lone tile forming a word across was found across already. */
	if (c->dir == DIR_DOWN && c->n_placed == 1 &&
	    c->line[c->anchor].cross_mul != 0)
		return;
	/* A bingo through at most one board tile was looked up already. */
	if (c->bingos_done && c->n_placed == RACK_SIZE &&
	    hi - lo + 1 <= RACK_SIZE + 1)
		return;
	score = main * mult + cross;
	if (c->n_placed == RACK_SIZE)
		score += RULES_BINGO_BONUS; /* art. 19 */
	equity = (float)score + c->rk->leave[c->leave_index];
	if (equity < c->bar)
		return;
	mg_record_move(c, lo, hi, score, equity);
}

/* The move of a word lo..hi found by the walk, handed on. */
static void
mg_record_move(struct mg_ctx *c, int lo, int hi, int score, float equity)
{
	struct movegen_move m;

	m.equity = equity;
	m.score = (int16_t)score;
	m.kind = MOVE_PLACE;
	m.dir = (uint8_t)c->dir;
	m.row = (uint8_t)(c->dir == DIR_ACROSS ? c->index : lo);
	m.col = (uint8_t)(c->dir == DIR_ACROSS ? lo : c->index);
	m.len = (uint8_t)(hi - lo + 1);
	m.n_tiles = (uint8_t)c->n_placed;
	memset(m.tiles, 0, sizeof m.tiles);
	memcpy(m.tiles, c->placed + lo, (size_t)m.len);
	mg_deliver(c, &m);
}

/* The letters a rack tile can put on a square. */
static inline uint32_t
mg_allowed(const struct mg_ctx *c, const struct movegen_square *sq)
{
	return sq->check & (c->counts[TILE_BLANK] ? MOVEGEN_ALL_LETTERS :
	    c->rack_mask);
}

/* The highest letter of a non-empty set. */
static inline unsigned
mg_highest(uint32_t set)
{
	return 31u - (unsigned)__builtin_clz(set);
}

/*
 * Whether a blank laid next (left of the anchor, or right when right) may
 * lead to a play that reaches the bar, by the walk's bounds for one blank
 * more: a blank laid cannot be kept.  Cheaper than mg_blank_ok(), which
 * then looks at the letter.
 */
static inline int
mg_blank_worth(const struct mg_ctx *c, int right)
{
	int u = mg_blanks_laid(c) + 1, l = c->n_placed;

	if (!c->prune)
		return 1;
	/* Nothing laid yet going right: the anchor's tile (mg_start_left()). */
	if (right)
		return (l == 0 ? c->with_left[u][0] :
		    c->more_right[u][c->left_tiles][l - 1 - c->left_tiles]) >=
		    mg_bar(c);
	return mg_max(c->with_left[u][l], c->more_left[u][l]) >= mg_bar(c);
}

/*
 * The walk, then where the build's target has no popcnt the same walk
 * renamed and compiled for processors that have it (mg_anchor() picks).
 */
#include "movegen-walk.h"

#if MG_WALK_POPCNT
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("popcnt"))), \
    apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("popcnt")
#endif
#define mg_edge mg_edge_popcnt
#define mg_edges mg_edges_popcnt
#define mg_beyond mg_beyond_popcnt
#define mg_live mg_live_popcnt
#define mg_follow mg_follow_popcnt
#define mg_left mg_left_popcnt
#define mg_left_next mg_left_next_popcnt
#define mg_right mg_right_popcnt
#define mg_right_next mg_right_next_popcnt
#define mg_lay mg_lay_popcnt
#define mg_start mg_start_popcnt
#define mg_start_left mg_start_left_popcnt
#define mg_through_left mg_through_left_popcnt
#undef MG_WALK_TOP
#define MG_WALK_TOP 1
#include "movegen-walk.h"
#undef mg_edge
#undef mg_edges
#undef mg_beyond
#undef mg_live
#undef mg_follow
#undef mg_left
#undef mg_left_next
#undef mg_right
#undef mg_right_next
#undef mg_lay
#undef mg_start
#undef mg_start_left
#undef mg_through_left
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

/*
 * Whether the processor has the popcnt instruction: a read of what the
 * compiler's run-time library found at start-up (no state of ours, so
 * no race between threads).
 */
static int
mg_has_popcnt(void)
{
	return __builtin_cpu_supports("popcnt") != 0;
}
#endif

/*
 * Whether a play from the anchor pos may lay its tile there: with board
 * tiles right after it, a letter the rack and the square allow must lead
 * into them in the GADDAG (read from the last, as mg_start() does), and
 * on through those right before it; with none beside it on the line, 1.
 * Cheap next to the lookups of the anchor's refinement and walk bounds.
 */
int
mg_anchor_open(struct mg_ctx *c, int dir, int index, int pos)
{
	const struct movegen_square *line = c->mg->lines[dir][index];
	uint32_t list, letters;
	int end = pos, main = 0;

	while (end < MG_LAST && line[end + 1].tile != TILE_NONE)
		end++;
	if (!c->masked || (end == pos && (pos == 0 ||
	    line[pos - 1].tile == TILE_NONE)))
		return 1;
	if ((list = mg_through_left(c, line, end, pos + 1, c->root,
	    &main)) == 0)
		return 0;
	letters = c->nodes[list] & mg_allowed(c, &line[pos]);
	if (pos == 0 || line[pos - 1].tile == TILE_NONE)
		return letters != 0;
	/* Board tiles left of it too: the letter must lead through them. */
	for (; letters != 0; letters &= letters - 1) {
		uint32_t at = mg_edge(c, list, (unsigned)__builtin_ctz(letters));
		int p = pos - 1;

		for (; p >= 0 && line[p].tile != TILE_NONE; p--)
			if ((at = lexicon_node_child(at)) == 0 ||
			    (at = mg_edge(c, at, line[p].letter)) == 0)
				break;
		if (p < 0 || line[p].tile == TILE_NONE)
			return 1;
	}
	return 0;
}

/*
 * Every play whose leftmost anchor is this one: the walk compiled for
 * popcnt and a top-n search (MG_WALK_TOP) where the processor has it and
 * the search is one, over the masked graph with the walk's bounds.
 */
void
mg_anchor(struct mg_ctx *c, int dir, int index, int pos, int limit)
{
	c->dir = dir;
	c->index = index;
	c->line = c->mg->lines[dir][index];
	c->anchor = pos;
	c->left_limit = limit;
#if MG_WALK_POPCNT
	if (c->popcnt && c->masked && c->top != NULL && c->prune) {
		mg_start_popcnt(c, pos);
		return;
	}
#endif
	mg_start(c, pos);
}

/* Every placement, line by line. */
static void
mg_placements(struct mg_ctx *c)
{
	uint8_t limit[BOARD_SIZE];

	if (c->root == 0 || c->rk->n == 0)
		return;
	for (int dir = 0; dir < 2; dir++)
		for (int index = 0; index < BOARD_SIZE; index++) {
			const struct movegen_square *line =
			    c->mg->lines[dir][index];
			unsigned mask = c->anchor_mask == NULL ? 0xffffu :
			    c->anchor_mask[dir][index];

			if (mask == 0)
				continue;
			mg_left_limits(line, limit);
			for (int pos = 0; pos < BOARD_SIZE && !c->stop; pos++)
				if (line[pos].anchor && (mask >> pos & 1))
					mg_anchor(c, dir, index, pos,
					    limit[pos]);
		}
}

size_t
movegen_generate(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, movegen_emit_fn emit, void *ctx)
{
	struct mg_rack rk;
	struct mg_ctx c;

	mg_rack_prepare(&rk, rack, options, NULL);
	mg_ctx_init_nocache(&c, mg, &rk);
	c.emit = emit;
	c.emit_ctx = ctx;
	c.anchor_mask = options->anchor_mask;
	if (options->what & MOVEGEN_PLACEMENTS)
		mg_placements(&c);
	mg_others(&c, options);
	return c.count;
}

/* Where movegen_list() puts the moves. */
struct mg_list {
	struct movegen_move *buf;
	size_t size, n;
};

/* Store one move if there is room; count it anyway. */
static int
mg_list_add(void *ctx, const struct movegen_move *move)
{
	struct mg_list *list = ctx;

	if (list->n < list->size)
		list->buf[list->n] = *move;
	list->n++;
	return 0;
}

size_t
movegen_list(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *buf,
    size_t size)
{
	struct mg_list list = { buf, size, 0 };

	movegen_generate(mg, rack, options, mg_list_add, &list);
	return list.n;
}

int
movegen_move_compare(const void *pa, const void *pb)
{
	const struct movegen_move *a = pa, *b = pb;

	if (a->equity != b->equity)
		return a->equity > b->equity ? -1 : 1;
	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	if (a->kind != b->kind)
		return a->kind > b->kind ? -1 : 1;
	if (a->n_tiles != b->n_tiles)
		return a->n_tiles < b->n_tiles ? -1 : 1;
	if (a->dir != b->dir)
		return a->dir - b->dir;
	if (a->row != b->row)
		return a->row - b->row;
	if (a->col != b->col)
		return a->col - b->col;
	if (a->len != b->len)
		return a->len - b->len;
	return memcmp(a->tiles, b->tiles, sizeof a->tiles);
}

void
movegen_move_to_move(const struct movegen_move *gm,
    const struct board *board, struct move *move)
{
	memset(move, 0, sizeof *move);
	move->kind = (enum move_kind)gm->kind;
	if (gm->kind == MOVE_EXCHANGE) {
		move->n_exchange = gm->n_tiles;
		memcpy(move->exchange, gm->tiles, gm->n_tiles);
		return;
	}
	if (gm->kind != MOVE_PLACE)
		return;
	move->row = gm->row;
	move->col = gm->col;
	move->dir = (enum direction)gm->dir;
	move->len = gm->len;
	for (int i = 0; i < gm->len; i++) {
		int row = gm->row + (gm->dir == DIR_DOWN ? i : 0);
		int col = gm->col + (gm->dir == DIR_ACROSS ? i : 0);
		tile_t there = board != NULL ? board_get(board, row, col) :
		    TILE_NONE;

		move->word[i] = gm->tiles[i] != TILE_NONE ? gm->tiles[i] :
		    (tile_t)(MOVE_THROUGH | there);
	}
}

void
movegen_move_to_placement(const struct movegen_move *gm,
    struct placement *placement)
{
	memset(placement, 0, sizeof *placement);
	if (gm->kind != MOVE_PLACE)
		return;
	for (int i = 0; i < gm->len && placement->n < RACK_SIZE; i++) {
		struct placed_tile *t = &placement->tiles[placement->n];

		if (gm->tiles[i] == TILE_NONE)
			continue;
		t->row = gm->row + (gm->dir == DIR_DOWN ? i : 0);
		t->col = gm->col + (gm->dir == DIR_ACROSS ? i : 0);
		t->tile = gm->tiles[i];
		placement->n++;
	}
}

void
movegen_move_leave(const struct movegen_move *gm, const struct rack *rack,
    struct rack *leave)
{
	*leave = *rack;
	if (gm->kind == MOVE_EXCHANGE) {
		for (int i = 0; i < gm->n_tiles; i++)
			rack_remove(leave, gm->tiles[i]);
		return;
	}
	if (gm->kind != MOVE_PLACE)
		return;
	for (int i = 0; i < gm->len; i++)
		if (gm->tiles[i] != TILE_NONE)
			rack_remove(leave, gm->tiles[i]);
}
