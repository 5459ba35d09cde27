/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "bot-private.h"
#include "game.h"
#include "rules.h"
#include "xmalloc.h"

/*
 * The exact endgame solver.  With the bag empty the opponent's rack is
 * the unseen tiles, so the game is one of perfect information: solve it.
 *
 * Negamax over the spread from now on, every legal placement of the side
 * to move and the pass (art. 25), alpha-beta with principal variation
 * search (a null window after the first move; late moves first a ply
 * shallower, eg_pvs()), iterative deepening one ply at a time and a
 * transposition table.  A line ends as the game
 * module ends the game (game-end.c):
 *
 *   a rack is emptied        art. 37.4: the finisher gains the
 *                            opponent's rack value, the opponent loses it
 *                            (twice the rack on the spread);
 *   passes end the game      art. 37.2 (four pass-like turns in a row) or
 *                            37.3 (twelve scoreless turns unless 0-0):
 *                            each player loses the own rack value (also
 *                            what 37.1 gives when neither can place);
 *   the depth runs out       the horizon: the move's score, and the racks
 *                            as if the game ended (each loses the own),
 *                            which rewards playing off heavy tiles.
 *
 * Proof.  A value that no horizon touched is the game's value.  Every
 * search result carries a "tainted" flag: set at a horizon leaf, passed
 * up from any child searched.  A root iteration with no taint is exact
 * (alpha-beta with exact leaves is exact), and the search stops there.
 * Table entries keep their flag: an untainted bound holds at any depth,
 * a tainted one only for searches no deeper than it.
 *
 * Proof tests.  A depth whose value v a horizon touched is followed by
 * two null-window searches at the same depth in which a horizon counts
 * as lost for the side whose bound is sought (eg_test()): is some root
 * move worth at least v, is none worth more.  Minimax is monotone in its
 * leaves, so what such a test proves holds at any depth; and a cut-off
 * node keeps looking for a line that ends the game where the search
 * stops at the first move the horizon favours.  When the bounds meet
 * the value is proven, often several depths before the search's own
 * (ENDGAME_C at depth 5, not 10).  The two stop after EG_TEST_CAP
 * times the generations their depth took (a test that fails mostly does
 * so within a few, while one on its way to a proof may need more than
 * its depth did); after a costly test stopped so, the next depth has
 * none (eg_prove_now()), as its test would mostly stop there too.
 *
 * Positions.  The value from a position depends only on the board, both
 * racks (the side to move's first), the pass-like and scoreless counts
 * and whether anybody has scored: the Zobrist hash is made of those.
 * The board part is updated by the tiles a move lays; the keys are
 * bot_mix() of an index, so there is no table to set up.
 *
 * Order: before the node's moves are generated (so that a cut-off costs
 * no generation), the best play that goes out among the side's earlier
 * plays still legal (its value is exact), a pass that ends the game
 * (likewise) and the table's move (kept whole); then the plays that go
 * out, those that set up going out next turn (eg_setups()), then by
 * score plus the end value of the tiles kept (struct bot_eval), the
 * pass last; at the root the last iteration's order.
 * In a proof test the side proving tries the plays that lay the most
 * tiles first: the shorter the game, the fewer replies to refute.
 * A side with only the pass uses no depth: the other plays on alone.
 * A child's generator state is made (eg_make()) only when the table has
 * not answered for it; made again from the same parent's state, for a
 * sibling, it only puts back the squares the last move changed
 * (movegen_restore()) instead of copying the whole state, and the
 * cross-checks it redoes come from the search's cache when their runs
 * of tiles were seen before (movegen_set_cross_cache()).  Effort is
 * counted in generations (nodes); a search cut short by the count, the
 * clock or bot_stop() keeps the last depth completed, or a better root
 * move of the depth under way once fully searched.
 *
 * Generation.  A side's rack only shrinks along a line, so its plays at
 * a node are those of its last list on the line still legal (the squares
 * changed since are compared, eg_dirty()) and those whose word holds a
 * changed square (a tile laid on it, or a new tile played through),
 * found by the generator with only the anchors they may start from
 * (eg_generate_near()).  The filter works on bit sets made once a play
 * (struct eg_meta): its squares against the changed ones, its tiles as
 * packed counts against the rack's; the plays that go out are looked
 * up by their tiles.  The opponent's plays on the root's board are
 * generated once for its first turns.
 *
 * Threads.  bot_endgame_solve_options() may start helpers (lazy SMP):
 * the same iterative deepening with its proof tests from a deeper first
 * depth, kept EG_HELPER_AHEAD depths ahead of the one the first thread
 * has completed, on the shared table, its buckets locked; only the first
 * thread's result counts.
 */

#define EG_MAX_PLY 60		/* iterative deepening's limit */
#define EG_INFINITY 30000	/* beyond any spread; fits int16_t */
#define EG_TABLE_BITS 22	/* a solve: 4 Mi entries of 16 + 28 bytes */
#define EG_TABLE_BITS_SMALL 20	/* a solve, when that much will not do */
#define EG_TABLE_BITS_PLAY 18	/* a move in play: 256 Ki (11 MB) */
#define EG_MOVES_START 256
#define EG_REPORT_NODES 512	/* generations between progress reports */
#define EG_HELPER_AHEAD 3	/* a helper's depth over the first's done */
#define EG_TEST_REST 1		/* depths without tests after one capped */
#define EG_REST_MIN 16384	/* its generations, for a rest */
#define EG_TEST_CAP 4		/* the tests' generations over their depth's */
#define EG_REDUCE_AFTER 4	/* a node's moves searched in full first */
#define EG_REDUCE_DEPTH 2	/* the least depth a move is reduced at */

/* Bound kinds in a table entry, and the taint bit. */
#define EG_EXACT 1
#define EG_LOWER 2
#define EG_UPPER 3
#define EG_BOUND_MASK 3
#define EG_TAINTED 4
#define EG_HAS_MOVE 8		/* the table's moves[] holds the best */
#define EG_STUCK 16		/* the side to move had only the pass */
#define EG_PROOF_LOW 32		/* a proof test's bound, eg_test() */
#define EG_PROOF_HIGH 64
#define EG_PROOF_BIG 20000	/* a proof test's horizon: lost to the prover */

/* Zobrist key classes (bot_mix() of class and index). */
#define EG_KEY_SQUARE 0x51ull
#define EG_KEY_RACK 0x52ull
#define EG_KEY_PASSES 0x53ull
#define EG_KEY_SCORELESS 0x54ull
#define EG_KEY_SCORED 0x55ull

struct eg_entry {
	uint64_t key;
	int16_t value;
	uint16_t pad2;
	uint8_t depth;
	uint8_t flags;
	uint8_t gen;
	uint8_t pad;
};

#define EG_LOCKS 4096		/* buckets share locks, for threads */

struct eg_table {
	struct eg_entry *slots;
	struct movegen_move *moves;	/* each slot's best move */
	size_t mask;
	uint8_t gen;
	int shared;			/* threads use it: lock the buckets */
	pthread_mutex_t locks[EG_LOCKS];
};

/* What the threads of one solve share. */
struct eg_shared {
	atomic_int halt;		/* the first thread is done */
	atomic_long nodes;		/* the helpers' generations */
	const struct bot_endgame_options *options;
	atomic_int depth;		/* the first thread's depth completed */
};

struct eg_state {
	const struct movegen *mg;	/* mine, or the parent's after a pass */
	struct movegen own;
	struct placement laid;		/* the move here, when lazy */
	int lazy;			/* own not made yet (eg_make()) */
	/*
	 * own's making, for eg_make(): its serial (each own made anew gets
	 * the search's next), the state it was made from at which serial,
	 * and the squares the move changed since.
	 */
	unsigned long serial;
	const struct eg_state *from;
	unsigned long from_serial;
	int n_touched;
	uint8_t touched[MOVEGEN_TOUCHED_MAX];
	struct rack racks[2];		/* [0]: the side to move */
	int values[2];			/* their tiles' values */
	uint64_t board_hash;
	int passes, scoreless;
	int scored;			/* not 0-0 (art. 37.3) */
};

/*
 * What the kept lists' filter needs of a play, made once (eg_meta_of()):
 * its tiles as counts a nibble a code (a rack fits it when a subtraction
 * leaves every guard bit, eg_rack_fits()), the squares of its line it
 * lays tiles on and those just before and after its word.
 */
struct eg_meta {
	uint64_t need[2];		/* codes 0-15, 16-31 */
	uint16_t bits;			/* the squares it lays tiles on */
	uint16_t span;			/* its word's squares */
	uint16_t ends;			/* the squares at either end */
	uint8_t line;			/* its row (across) or column (down) */
	uint8_t value;			/* the values of the tiles it lays */
};

#define EG_GUARD 0x8888888888888888ull	/* each nibble's top bit */
#define EG_BUCKET_BITS 6
#define EG_BUCKETS (1 << EG_BUCKET_BITS)	/* struct eg_list's by_tiles */

/* A node's moves. */
struct eg_list {
	struct movegen_move *moves;
	struct eg_meta *meta;		/* moves[i]'s in meta[i] */
	size_t n, size;
	int ready;			/* generated for the node at its ply */
	size_t sorted;			/* moves[0..sorted) in order */
	uint64_t *keys;			/* the order's keys, then scratch */
	struct movegen_move *spare;	/* for sorting */
	struct eg_meta *spare_meta;
	size_t keys_size;
	/*
	 * The placements by their tiles: by_tiles[first[b]..first[b + 1]) the
	 * positions of those whose tiles' counts hash to b (eg_bucket()),
	 * in the list's order when made (eg_by_tiles()), kept up by a swap of
	 * two moves and made again after a sort (by_tiles_ready 0).
	 */
	uint32_t *by_tiles;
	size_t by_tiles_size;
	uint32_t first[EG_BUCKETS + 1];
	int by_tiles_ready;
};

static const struct eg_list eg_list_none;	/* an empty list */

#define EG_SELECT 3	/* the first picks by selection, then a sort */

struct eg_search {
	struct bot *bot;
	const struct bot_limits *limits;
	struct eg_table *table;
	struct eg_shared *shared;
	int reports;			/* the first thread: it reports */
	long nodes, probes, hits;
	int aborted;
	uint16_t dirty[2][BOARD_SIZE];	/* eg_dirty()'s, a bit a square */
	struct eg_state states[EG_MAX_PLY + 1];
	struct eg_list lists[EG_MAX_PLY + 1];
	struct eg_list opp_root;	/* the opponent's plays at the root */
	struct movegen_move pv[EG_MAX_PLY + 1][EG_MAX_PLY + 1];
	int pv_len[EG_MAX_PLY + 1];
	int off;			/* bot_endgame_off when it began */
	int prove;			/* 0, or the proof test (EG_PROOF_*) */
	long test_cap;			/* a test's generations end there */
	int test_over;			/* a test stopped there */
	int capped;			/* a costly test stopped at test_cap */
	int lo, hi;			/* the root's value as proven so far */
	struct movegen_move lo_pv[EG_MAX_PLY + 1];	/* what proved lo */
	int lo_pv_len;
	unsigned long serials;		/* the states' own made so far */
	struct movegen_cross_cache cross_cache; /* the states' updates' */
};

static uint64_t eg_rack_hash(const struct rack *, int);
static uint64_t eg_hash(const struct eg_state *);
static uint64_t eg_square_key(int, int, tile_t);
static int eg_move_fits(const struct eg_state *,
    const struct movegen_move *);
static int eg_same(const struct movegen_move *, const struct movegen_move *);
static int eg_pass_first(const struct eg_state *, struct movegen_move *, int);
static int eg_pre_has(const struct movegen_move *, int,
    const struct movegen_move *);
static struct eg_list *eg_up_list(struct eg_search *, int, int *);
static int eg_out_first(struct eg_search *, int, struct movegen_move *);
static void eg_check_out(struct eg_search *, int, const struct movegen_move *);
static int eg_untouched(const struct placement *, const struct movegen_move *);
static int eg_square_dirty(const struct movegen *, const struct movegen *,
    int, int);
static int eg_still_valid_here(const struct movegen *,
    const struct movegen *, const struct movegen_move *,
    const struct eg_meta *);
static int eg_emit(void *, const struct movegen_move *);
static void eg_push(struct eg_list *, const struct movegen_move *,
    const struct eg_meta *);
static void eg_meta_of(const struct movegen_move *, struct eg_meta *);
static void eg_rack_bits(const struct rack *, uint64_t [2]);
static int eg_rack_fits(const uint64_t [2], const struct eg_meta *);
static void eg_by_tiles(struct eg_list *);
static unsigned eg_bucket(const uint64_t [2]);
static void eg_by_tiles_swap(struct eg_list *, size_t, size_t);
static void eg_list_free(struct eg_list *);
static int eg_generate(struct eg_search *, int);
static void eg_keep(struct eg_search *, int, const struct eg_list *, int,
    struct eg_list *);
static void eg_dirty(const struct eg_search *, int, int,
    uint16_t [2][BOARD_SIZE]);
static int eg_still_valid(const struct movegen *, const uint64_t [2],
    uint16_t [2][BOARD_SIZE], const struct movegen_move *,
    const struct eg_meta *);
static void eg_keys(struct eg_list *, const struct rack *, int, int);
static void eg_setups(struct eg_list *, const struct rack *);
static int eg_beside(const struct movegen_move *, const struct eg_meta *,
    const struct movegen_move *, const struct eg_meta *);
static int eg_key_compare(const void *, const void *);
static void eg_pick(struct eg_list *, size_t);
static void eg_check_list(const struct eg_state *,
    const struct movegen_options *, const struct eg_list *);
static void eg_generate_near(struct eg_search *, int, struct eg_list *,
    const struct movegen_options *);
static int eg_child(struct eg_search *, int, int,
    const struct movegen_move *, int, int, int *);
static int eg_negamax(struct eg_search *, int, int, int, int, int *);
static int eg_pvs(struct eg_search *, int, int, const struct movegen_move *,
    int, int, int, int *);
static void eg_pv_set(struct eg_search *, int, const struct movegen_move *);
static void eg_to_front(struct eg_list *, size_t);
static void eg_options(struct movegen_options *, struct bot_eval *);
static void eg_pass(struct movegen_move *);
static void eg_make(struct eg_search *, int);
static int eg_pre_moves(struct eg_search *, int, int, int, uint64_t,
    const struct eg_entry *, const struct movegen_move *,
    struct movegen_move *, int *);
static size_t eg_slot(const struct eg_table *, uint64_t, int);
static int eg_worth(const struct eg_entry *);
static int eg_horizon(struct eg_search *, int, int, int, int, int *);
static int eg_prover_at(const struct eg_search *, int);
static int eg_cuts(const struct eg_search *, const struct eg_entry *, int,
    int, int, int);
static int eg_store_flags(const struct eg_search *, int, int, int, int,
    int *);
static int eg_test(struct eg_search *, struct eg_list *, int, int, int,
    int *, int *);
static int eg_prove(struct eg_search *, struct eg_list *, int, int, long);
static int eg_prove_now(struct eg_search *, int *);
static void eg_lock(struct eg_table *, uint64_t);
static void eg_unlock(struct eg_table *, uint64_t);
static int eg_probe(struct eg_search *, uint64_t, struct eg_entry *,
    struct movegen_move *);
static void eg_report(struct eg_search *);
static void *eg_helper(void *);
struct eg_helper;
static int eg_helpers_start(struct eg_helper *, int, struct eg_search *,
    const struct bot_position *, const struct rack *,
    const struct eg_list *);
static long eg_helpers_stop(struct eg_helper *, int, struct eg_search *);
static void eg_store(struct eg_search *, uint64_t, int, int, int, int,
    const struct movegen_move *);
static int eg_root(struct eg_search *, struct eg_list *, int, int *,
    int *, int *);
static void eg_order(struct eg_list *, int *, int);
static int eg_table_get(struct bot *, int);
static void eg_setup(struct eg_search *, struct bot *,
    const struct bot_position *, const struct rack *,
    const struct bot_limits *);
static int eg_run(struct bot *, const struct bot_position *,
    const struct rack *, const struct bot_limits *,
    const struct movegen_move *, const struct bot_endgame_options *,
    struct eg_list *, struct bot_endgame_result *);
static void eg_keep_pv(const struct eg_search *, struct bot_endgame_result *);
static void eg_free(struct eg_search *);
static void eg_opp_root(struct eg_search *);
static void eg_root_list(struct eg_search *, const struct movegen_move *,
    struct eg_list *);

/* A rack's part of the hash, as the side to move (0) or the other. */
static uint64_t
eg_rack_hash(const struct rack *rack, int role)
{
	uint64_t h = 0;

	/* The k-th copy of a tile has its own key, whatever the order. */
	for (int i = 0; i < rack->n; i++) {
		int t = rack->tiles[i], k = 1;

		for (int j = 0; j < i; j++)
			k += rack->tiles[j] == t;
		h ^= bot_mix(EG_KEY_RACK, (uint64_t)((role * TILE_CODES + t) *
		    (RACK_SIZE + 1) + k));
	}
	return h;
}

/* The hash of a search state. */
static uint64_t
eg_hash(const struct eg_state *st)
{
	return st->board_hash ^ eg_rack_hash(&st->racks[0], 0) ^
	    eg_rack_hash(&st->racks[1], 1) ^
	    bot_mix(EG_KEY_PASSES, (uint64_t)st->passes) ^
	    bot_mix(EG_KEY_SCORELESS, (uint64_t)st->scoreless) ^
	    (st->scored ? bot_mix(EG_KEY_SCORED, 0) : 0);
}

/* The key of a square holding a tile. */
static uint64_t
eg_square_key(int row, int col, tile_t tile)
{
	return bot_mix(EG_KEY_SQUARE, (uint64_t)((row * BOARD_SIZE + col) *
	    128 + tile));
}

/* Collect the moves of a full generation into a growing list. */
static int
eg_emit(void *ctx, const struct movegen_move *m)
{
	struct eg_meta meta;

	eg_meta_of(m, &meta);
	eg_push(ctx, m, &meta);
	return 0;
}

/* Add a move and its filter's data to a list. */
static void
eg_push(struct eg_list *l, const struct movegen_move *m,
    const struct eg_meta *meta)
{
	if (l->n == l->size) {
		size_t size = l->size == 0 ? EG_MOVES_START : l->size * 2;
		l->moves = xreallocarray(l->moves, size, sizeof *l->moves);
		l->meta = xreallocarray(l->meta, size, sizeof *l->meta);
		l->size = size;
	}
	l->meta[l->n] = *meta;
	l->moves[l->n++] = *m;
	l->by_tiles_ready = 0;
}

/* What the kept lists' filter needs of a move (struct eg_meta). */
static void
eg_meta_of(const struct movegen_move *m, struct eg_meta *meta)
{
	int across = m->dir != DIR_DOWN;
	int from = across ? m->col : m->row, to = from + m->len;

	memset(meta, 0, sizeof *meta);
	if (m->kind != MOVE_PLACE)
		return;
	meta->line = (uint8_t)(across ? m->row : m->col);
	meta->span = (uint16_t)(((1u << m->len) - 1) << from);
	if (from > 0)
		meta->ends |= (uint16_t)(1u << (from - 1));
	if (to < BOARD_SIZE)
		meta->ends |= (uint16_t)(1u << to);
	for (int i = 0; i < m->len; i++) {
		tile_t t = m->tiles[i];
		int code;

		if (t == TILE_NONE)
			continue;
		code = (t & TILE_BLANK_FLAG) ? TILE_BLANK : t;
		meta->need[code >> 4] += (uint64_t)1 << 4 * (code & 15);
		meta->bits |= (uint16_t)(1u << (from + i));
		meta->value = (uint8_t)(meta->value + tile_value(t));
	}
}

/* A rack's tile counts as struct eg_meta's need (at most 7 of a code). */
static void
eg_rack_bits(const struct rack *rack, uint64_t bits[2])
{
	bits[0] = bits[1] = 0;
	for (int i = 0; i < rack->n; i++) {
		tile_t t = rack->tiles[i];

		bits[(t >> 4) & 1] += (uint64_t)1 << 4 * (t & 15);
	}
}

/*
 * Whether a rack (have, eg_rack_bits()) holds a play's tiles: with each
 * nibble's guard bit set the subtraction borrows from none, and a guard
 * bit is left clear exactly where the play needs more than the rack has.
 */
static int
eg_rack_fits(const uint64_t have[2], const struct eg_meta *meta)
{
	return (((have[0] | EG_GUARD) - meta->need[0]) & EG_GUARD) ==
	    EG_GUARD && (((have[1] | EG_GUARD) - meta->need[1]) &
	    EG_GUARD) == EG_GUARD;
}

/* The bucket of a play's or a rack's tiles (struct eg_list's by_tiles). */
static unsigned
eg_bucket(const uint64_t need[2])
{
	return (unsigned)((need[0] * 0x9e3779b97f4a7c15ull ^
	    need[1] * 0xc2b2ae3d27d4eb4full) >> (64 - EG_BUCKET_BITS));
}

/* The index of a list's placements by their tiles (by_tiles, first). */
static void
eg_by_tiles(struct eg_list *l)
{
	uint32_t next[EG_BUCKETS + 1];
	size_t n = l->n > 0 ? l->n - 1 : 0;	/* the pass is last */

	if (l->by_tiles_size < n) {
		l->by_tiles = xreallocarray(l->by_tiles, l->size, sizeof *l->by_tiles);
		l->by_tiles_size = l->size;
	}
	memset(l->first, 0, sizeof l->first);
	for (size_t i = 0; i < n; i++)
		l->first[eg_bucket(l->meta[i].need) + 1]++;
	for (int b = 1; b <= EG_BUCKETS; b++)
		l->first[b] += l->first[b - 1];
	memcpy(next, l->first, sizeof next);
	for (size_t i = 0; i < n; i++)
		l->by_tiles[next[eg_bucket(l->meta[i].need)]++] = (uint32_t)i;
	l->by_tiles_ready = 1;
}

/* The index kept up as the moves at positions i and j (meta already
 * swapped) change places. */
static void
eg_by_tiles_swap(struct eg_list *l, size_t i, size_t j)
{
	unsigned bi, bj;
	uint32_t ki, kj;

	if (!l->by_tiles_ready)
		return;
	/* Each found before either changes: they may share a bucket. */
	bi = eg_bucket(l->meta[j].need);
	bj = eg_bucket(l->meta[i].need);
	for (ki = l->first[bi]; l->by_tiles[ki] != i; ki++)
		continue;
	for (kj = l->first[bj]; l->by_tiles[kj] != j; kj++)
		continue;
	l->by_tiles[ki] = (uint32_t)j;
	l->by_tiles[kj] = (uint32_t)i;
}

/* Free what a list holds. */
static void
eg_list_free(struct eg_list *l)
{
	free(l->moves);
	free(l->meta);
	free(l->keys);
	free(l->spare);
	free(l->spare_meta);
	free(l->by_tiles);
}

/*
 * The squares that differ between two positions of one line of play,
 * the states at up and ply: a tile laid, or a cross-check, cross-score
 * or anchor changed either way.  A play whose word holds none of them
 * and that no new tile extends is legal in both, with the same score.
 * Only the squares the moves between wrote can differ (each state made
 * lists them, eg_make()), so only those are compared.  A bit a square,
 * by line as the generator's bit lines.
 */
static void
eg_dirty(const struct eg_search *s, int up, int ply,
    uint16_t dirty[2][BOARD_SIZE])
{
	const struct movegen *old = s->states[up].mg, *cur = s->states[ply].mg;

	memset(dirty, 0, 2 * BOARD_SIZE * sizeof dirty[0][0]);
	for (int k = up + 1; k <= ply; k++) {
		const struct eg_state *st = &s->states[k];

		if (st->mg != &st->own)
			continue;	/* a pass: the parent's state */
		for (int i = 0; i < st->n_touched; i++) {
			int r = st->touched[i] / BOARD_SIZE;
			int c = st->touched[i] % BOARD_SIZE;

			if (eg_square_dirty(old, cur, r, c)) {
				dirty[DIR_ACROSS][r] |= (uint16_t)(1u << c);
				dirty[DIR_DOWN][c] |= (uint16_t)(1u << r);
			}
		}
	}
}

/*
 * Whether a play of the side's earlier list is still legal now (the
 * rack's tiles have, the squares changed since in dirty): its tiles on
 * the rack, no changed square in its word, no new tile just before or
 * after it.  The plays with a changed square in their word are those
 * eg_generate_near() finds, so none is in both.
 */
static int
eg_still_valid(const struct movegen *cur, const uint64_t have[2],
    uint16_t dirty[2][BOARD_SIZE], const struct movegen_move *m,
    const struct eg_meta *meta)
{
	return !(dirty[m->dir][meta->line] & meta->span) &&
	    !(cur->tile_bits[m->dir][meta->line] & meta->ends) &&
	    eg_rack_fits(have, meta);
}

/* Where eg_emit_near() puts the plays it keeps. */
struct eg_near {
	struct eg_list *list;
	uint16_t (*dirty)[BOARD_SIZE];
};

/* Keep a play with a changed square in its word: a tile laid on one,
 * or one's new tile played through (the others are kept from the
 * earlier list). */
static int
eg_emit_near(void *ctx, const struct movegen_move *m)
{
	struct eg_near *near = ctx;
	struct eg_meta meta;

	eg_meta_of(m, &meta);
	if (near->dirty[m->dir][meta.line] & meta.span)
		eg_push(near->list, m, &meta);
	return 0;
}

/*
 * The anchors of one line that a play whose word holds a changed
 * square (bits of dirty) is found from: its leftmost anchor, joined to
 * the square by the play's tiles, so no more of the line's empty
 * squares away than the rack has tiles (the square included when
 * empty); or, for a play through a new tile laying none before it, the
 * first square after the tiles that run holds.  avail: the letters the
 * rack can lay (MOVEGEN_ALL_LETTERS with a blank); no play lays a tile
 * on an empty square none of them fits, so none reaches across one.
 */
static unsigned
eg_live_line(const struct movegen_square *line, unsigned dirty, int rack_n,
    uint32_t avail)
{
	unsigned live = 0;

	for (int q = 0; q < BOARD_SIZE; q++) {
		int empties = 0, after = q;

		/* An empty square none of the rack's letters fits takes no
		 * play's tile. */
		if (!(dirty >> q & 1) || (line[q].tile == TILE_NONE &&
		    !(line[q].check & avail)))
			continue;
		/* A play reaching further left lays a tile on each empty. */
		for (int p = q; p >= 0; p--) {
			if (line[p].tile != TILE_NONE)
				continue;
			if (++empties > rack_n || !(line[p].check & avail))
				break;
			if (line[p].anchor)
				live |= 1u << p;
		}
		while (after < BOARD_SIZE && line[after].tile != TILE_NONE)
			after++;
		if (after > q && after < BOARD_SIZE && line[after].anchor &&
		    (line[after].check & avail))
			live |= 1u << after;
	}
	return live;
}

/*
 * The plays that lay a tile on a changed square: the generator run with
 * only the anchors such a play may be found from, appended to l.
 */
static void
eg_generate_near(struct eg_search *s, int ply, struct eg_list *l,
    const struct movegen_options *options)
{
	const struct eg_state *st = &s->states[ply];
	uint16_t (*bits)[BOARD_SIZE] = s->dirty, mask[2][BOARD_SIZE];
	struct movegen_options o = *options;
	struct eg_near near = { l, s->dirty };
	unsigned any = 0;
	uint32_t avail = 0;

	for (int i = 0; i < st->racks[0].n; i++) {
		tile_t t = st->racks[0].tiles[i];

		avail |= t == TILE_BLANK ? MOVEGEN_ALL_LETTERS : 1u << t;
	}
	for (int dir = 0; dir < 2; dir++)
		for (int i = 0; i < BOARD_SIZE; i++) {
			mask[dir][i] = bits[dir][i] == 0 ? 0 :
			    (uint16_t)eg_live_line(st->mg->lines[dir][i],
			    bits[dir][i], st->racks[0].n, avail);
			any |= mask[dir][i];
		}
	if (!any)
		return;
	o.anchor_mask = (const uint16_t (*)[BOARD_SIZE])mask;
	movegen_generate(st->mg, &st->racks[0], &o, eg_emit_near, &near);
}

atomic_int bot_endgame_check;
atomic_long bot_endgame_mismatches;
atomic_int bot_endgame_off;

/* Whether two lists hold the same moves: by the total order, sorted. */
static void
eg_check_list(const struct eg_state *st, const struct movegen_options *o,
    const struct eg_list *l)
{
	struct eg_list full = eg_list_none, kept = eg_list_none;
	int same;

	movegen_generate(st->mg, &st->racks[0], o, eg_emit, &full);
	for (size_t i = 0; i < l->n; i++)
		eg_emit(&kept, &l->moves[i]);
	same = full.n == kept.n;
	if (same && full.n > 0) {
		qsort(full.moves, full.n, sizeof *full.moves,
		    movegen_move_compare);
		qsort(kept.moves, kept.n, sizeof *kept.moves,
		    movegen_move_compare);
		for (size_t i = 0; same && i < full.n; i++)
			same = movegen_move_compare(&full.moves[i],
			    &kept.moves[i]) == 0;
	}
	if (!same)
		atomic_fetch_add(&bot_endgame_mismatches, 1);
	eg_list_free(&full);
	eg_list_free(&kept);
}

/*
 * The side's list to keep plays from at ply: its last on the line, or
 * the opponent's on the root's board (*up_ply the state it was made
 * for); NULL when there is none.
 */
static struct eg_list *
eg_up_list(struct eg_search *s, int ply, int *up_ply)
{
	int up = ply - 2;

	while (up >= 0 && !s->lists[up].ready)
		up -= 2;
	if (up >= 0) {
		*up_ply = up;
		return &s->lists[up];
	}
	*up_ply = 0;
	return up == -1 && s->opp_root.ready ? &s->opp_root : NULL;
}

/* Whether a square differs between two positions, as eg_dirty(). */
static int
eg_square_dirty(const struct movegen *old, const struct movegen *cur, int r,
    int c)
{
	return memcmp(&old->lines[DIR_ACROSS][r][c],
	    &cur->lines[DIR_ACROSS][r][c], sizeof old->lines[0][0][0]) != 0 ||
	    memcmp(&old->lines[DIR_DOWN][c][r], &cur->lines[DIR_DOWN][c][r],
	    sizeof old->lines[0][0][0]) != 0;
}

/*
 * eg_still_valid() for one play whose tiles the rack holds, its squares
 * compared on the spot (old: the position its list was made for):
 * cheaper than eg_dirty() when few plays are looked at.
 */
static int
eg_still_valid_here(const struct movegen *old, const struct movegen *cur,
    const struct movegen_move *m, const struct eg_meta *meta)
{
	int dr = m->dir == DIR_DOWN, dc = !dr;

	if (cur->tile_bits[m->dir][meta->line] & meta->ends)
		return 0;
	for (int i = 0; i < m->len; i++)
		if (m->tiles[i] != TILE_NONE && eg_square_dirty(old, cur,
		    m->row + dr * i, m->col + dc * i))
			return 0;
	return 1;
}

/*
 * Whether the tiles p lays leave play m as it was: none on its line
 * within its word or at either end, none on the cross line of a square
 * it lays a tile on (so no word of m changes).  More than the squares
 * whose words change are ruled out, which only costs the shortcut.
 */
static int
eg_untouched(const struct placement *p, const struct movegen_move *m)
{
	int across = m->dir != DIR_DOWN;
	int line = across ? m->row : m->col, from = across ? m->col : m->row;

	for (int k = 0; k < p->n; k++) {
		int pl = across ? p->tiles[k].row : p->tiles[k].col;
		int pa = across ? p->tiles[k].col : p->tiles[k].row;

		if (pl == line && pa >= from - 1 && pa <= from + m->len)
			return 0;
		for (int i = 0; i < m->len; i++)
			if (m->tiles[i] != TILE_NONE && pa == from + i)
				return 0;
	}
	return 1;
}

/*
 * The best play that goes out at ply among the side's earlier plays
 * still legal (eg_up_list()), found before the node's moves are
 * generated: its value is exact and costs no search, so when it reaches
 * beta the node is cut off with nothing generated (and, when the node's
 * generator state is not made yet, with none made: eg_untouched()).
 * 1 with it in *out, else 0.
 */
static int
eg_out_first(struct eg_search *s, int ply, struct movegen_move *out)
{
	const struct eg_state *st = &s->states[ply];
	struct eg_list *up;
	const struct movegen *cur;
	uint64_t have[2];
	uint32_t at = 0;
	unsigned b;
	int up_ply, found = 0;

	up = eg_up_list(s, ply, &up_ply);
	if (up == NULL || st->racks[0].n > RACK_SIZE)
		return 0;
	if (!up->by_tiles_ready)
		eg_by_tiles(up);
	/* Not made yet: the parent's state, then the move played since. */
	cur = st->lazy ? s->states[ply - 1].mg : st->mg;
	eg_rack_bits(&st->racks[0], have);
	b = eg_bucket(have);
	/* The rack's tiles exactly; the best, the first in the list's order. */
	for (uint32_t j = up->first[b]; j < up->first[b + 1]; j++) {
		uint32_t i = up->by_tiles[j];
		const struct movegen_move *m = &up->moves[i];
		const struct eg_meta *meta = &up->meta[i];

		if (meta->need[0] != have[0] || meta->need[1] != have[1] ||
		    (found && (m->score < out->score || (m->score ==
		    out->score && i > at))) ||
		    !eg_still_valid_here(s->states[up_ply].mg, cur, m,
		    meta) || (st->lazy && !eg_untouched(&st->laid, m)))
			continue;
		*out = *m;
		at = i;
		found = 1;
	}
	if (found && atomic_load(&bot_endgame_check))
		eg_check_out(s, ply, out);
	return found;
}

/*
 * Whether a play eg_out_first() found is one of a full generation's,
 * with the same score: each that is not counted as a mismatch.
 */
static void
eg_check_out(struct eg_search *s, int ply, const struct movegen_move *m)
{
	struct eg_list full = eg_list_none;
	struct movegen_options o;
	int found = 0;

	eg_make(s, ply);
	eg_options(&o, NULL);
	movegen_generate(s->states[ply].mg, &s->states[ply].racks[0], &o,
	    eg_emit, &full);
	for (size_t i = 0; i < full.n && !found; i++)
		found = eg_same(&full.moves[i], m) &&
		    full.moves[i].score == m->score;
	if (!found)
		atomic_fetch_add(&bot_endgame_mismatches, 1);
	eg_list_free(&full);
}

/*
 * The moves at ply into s->lists[ply]: every placement, best first by
 * score plus the end value of the tiles kept, then the pass.  When the
 * side's list two plies up is at hand, its plays still legal are kept
 * and only those near the squares changed since are generated.  Counts
 * a node; 0 when the search must stop, else how many.
 */
static int
eg_generate(struct eg_search *s, int ply)
{
	const struct eg_state *st = &s->states[ply];
	struct eg_list *l = &s->lists[ply];
	struct bot_eval ev = { NULL, 1, st->values[1] };
	struct movegen_options options;
	struct movegen_move pass;
	const struct eg_list *up;
	int up_ply;

	if (s->nodes >= s->limits->iterations ||
	    bot_should_stop(s->bot, s->limits) ||
	    atomic_load_explicit(&s->shared->halt, memory_order_relaxed)) {
		s->aborted = 1;
		return 0;
	}
	if (s->prove && s->nodes >= s->test_cap) {
		s->aborted = 1;		/* the test only (eg_test()) */
		s->test_over = 1;
		return 0;
	}
	if (++s->nodes % EG_REPORT_NODES == 0)
		eg_report(s);
	eg_options(&options, &ev);
	l->n = 0;
	up = eg_up_list(s, ply, &up_ply);
	if (up != NULL) {
		eg_keep(s, ply, up, up_ply, l);
		eg_generate_near(s, ply, l, &options);
		if (atomic_load(&bot_endgame_check))
			eg_check_list(st, &options, l);
	} else
		movegen_generate(st->mg, &st->racks[0], &options, eg_emit, l);
	eg_pass(&pass);
	pass.equity = (float)(st->values[1] - st->values[0]);
	eg_emit(l, &pass);
	eg_keys(l, &st->racks[0], s->prove && eg_prover_at(s, ply),
	    !(s->off & BOT_ENDGAME_NO_SETUP));
	l->ready = 1;
	return (int)l->n;
}

/*
 * The plays of the side's list up (made at up_ply) still legal at ply,
 * into l, with their equities as the generator would give them: score
 * plus the end value of the tiles kept, or of the opponent's rack twice
 * for a play that goes out.
 */
static void
eg_keep(struct eg_search *s, int ply, const struct eg_list *up, int up_ply,
    struct eg_list *l)
{
	const struct eg_state *st = &s->states[ply];
	int own = st->values[0], opp = st->values[1];
	uint64_t have[2];

	eg_rack_bits(&st->racks[0], have);
	eg_dirty(s, up_ply, ply, s->dirty);
	for (size_t i = 0; i + 1 < up->n; i++) {
		const struct movegen_move *m = &up->moves[i];
		const struct eg_meta *meta = &up->meta[i];

		if (!eg_still_valid(st->mg, have, s->dirty, m, meta))
			continue;
		eg_push(l, m, meta);
		l->moves[l->n - 1].equity = (float)m->score +
		    (m->n_tiles == st->racks[0].n ? 2.0f * (float)opp :
		    -(float)(own - meta->value));
	}
}

/*
 * The keys of a fresh list's placements (the pass stays last), best
 * first: the plays that go out (their values are exact, so a cut-off
 * by one proves its bound), then those that set up going out next turn
 * (eg_setups()), then score plus the end value of the tiles kept, then
 * score, then the order found; the index in the low bits.
 * setups 0 leaves the second out (--off).
 * For the side proving in a proof test (prover), the plays that lay
 * more tiles come first after those: any play that holds the bound
 * will do there, and one that brings the end nearer leaves a smaller
 * tree of the other side's replies to search to the end.
 */
static void
eg_keys(struct eg_list *l, const struct rack *rack, int prover, int setups)
{
	if (l->keys_size < l->size) {
		l->keys = xreallocarray(l->keys, l->size, sizeof *l->keys);
		l->spare = xreallocarray(l->spare, l->size, sizeof *l->spare);
		l->spare_meta = xreallocarray(l->spare_meta, l->size,
		    sizeof *l->spare_meta);
		l->keys_size = l->size;
	}
	for (size_t i = 0; i + 1 < l->n; i++) {
		const struct movegen_move *m = &l->moves[i];

		l->keys[i] = (uint64_t)(m->n_tiles == rack->n) << 62 |
		    (uint64_t)(prover ? m->n_tiles : 0) << 58 |
		    (uint64_t)((int)m->equity + 65536) << 40 |
		    (uint64_t)(m->score + 32768) << 24 |
		    (uint64_t)(0xffffff - i);
	}
	if (setups)
		eg_setups(l, rack);
	l->sorted = 0;
}

/*
 * Mark in their keys the plays that set up going out: another play of
 * the list lays exactly the tiles they keep, and not on or beside their
 * own squares of the line.  An estimate for the order only (the other
 * play may cross them, or be blocked by the reply): what an endgame
 * player looks for first, a rack played off in two turns, so that the
 * opponent has one reply before the end.  The list's index by tiles,
 * made here, stays good for eg_out_first() until the list is sorted.
 */
static void
eg_setups(struct eg_list *l, const struct rack *rack)
{
	uint64_t have[2];

	if (l->n < 2)
		return;
	eg_rack_bits(rack, have);
	eg_by_tiles(l);
	for (size_t i = 0; i + 1 < l->n; i++) {
		const struct eg_meta *meta = &l->meta[i];
		uint64_t kept[2] = { have[0] - meta->need[0],
		    have[1] - meta->need[1] };
		unsigned b = eg_bucket(kept);

		for (uint32_t k = l->first[b]; k < l->first[b + 1]; k++) {
			uint32_t j = l->by_tiles[k];

			if (l->meta[j].need[0] == kept[0] &&
			    l->meta[j].need[1] == kept[1] &&
			    !eg_beside(&l->moves[i], meta, &l->moves[j],
			    &l->meta[j])) {
				l->keys[i] |= (uint64_t)1 << 61;
				break;
			}
		}
	}
}

/* Whether two plays lay tiles on or next to the same squares of a line. */
static int
eg_beside(const struct movegen_move *a, const struct eg_meta *ma,
    const struct movegen_move *b, const struct eg_meta *mb)
{
	return (a->dir == DIR_DOWN) == (b->dir == DIR_DOWN) &&
	    ma->line == mb->line && (mb->span & (ma->span | ma->ends)) != 0;
}

/* Larger keys first, for qsort(). */
static int
eg_key_compare(const void *pa, const void *pb)
{
	uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;

	return a < b ? 1 : a > b ? -1 : 0;
}

/*
 * Put the list in order as far as move i: the first few by selection
 * (a node cut off early needs no more), then all the rest at once.
 */
static void
eg_pick(struct eg_list *l, size_t i)
{
	size_t n = l->n - 1;	/* the pass stays last */

	if (i < l->sorted || i >= n)
		return;
	if (i < EG_SELECT) {
		size_t best = i;
		uint64_t k;
		struct movegen_move m;
		struct eg_meta meta;

		for (size_t j = i + 1; j < n; j++)
			if (l->keys[j] > l->keys[best])
				best = j;
		l->sorted = i + 1;
		if (best == i)
			return;
		k = l->keys[i];
		l->keys[i] = l->keys[best];
		l->keys[best] = k;
		m = l->moves[i];
		l->moves[i] = l->moves[best];
		l->moves[best] = m;
		meta = l->meta[i];
		l->meta[i] = l->meta[best];
		l->meta[best] = meta;
		eg_by_tiles_swap(l, i, best);
		return;
	}
	/* The keys' low bits index the moves as they were generated. */
	for (size_t j = i; j < n; j++) {
		l->spare[j] = l->moves[j];
		l->spare_meta[j] = l->meta[j];
	}
	for (size_t j = i; j < n; j++)
		l->keys[j] = (l->keys[j] & ~(uint64_t)0xffffff) |
		    (0xffffff - j);
	qsort(l->keys + i, n - i, sizeof *l->keys, eg_key_compare);
	for (size_t j = i; j < n; j++) {
		size_t from = 0xffffff - (l->keys[j] & 0xffffff);

		l->moves[j] = l->spare[from];
		l->meta[j] = l->spare_meta[from];
	}
	l->sorted = n;
	l->by_tiles_ready = 0;
}

/*
 * The value of move m for the side to move at ply, depth plies left
 * (counting this one); *tainted set when a horizon touched it.
 */
static int
eg_child(struct eg_search *s, int ply, int depth,
    const struct movegen_move *m, int alpha, int beta, int *tainted)
{
	const struct eg_state *st = &s->states[ply];
	struct eg_state *next = &s->states[ply + 1];
	int own = st->values[0], opp = st->values[1], after_value = own;
	struct rack after = st->racks[0];
	struct placement p;
	int score, horizon = depth <= 1 || ply + 1 >= EG_MAX_PLY;

	s->pv_len[ply + 1] = 0;
	if (m->kind == MOVE_PASS) {
		if (rules_turn_ends_game(0, st->passes + 1, st->scoreless + 1,
		    st->scored) != RULES_END_NONE)
			return opp - own;	/* arts. 37.2, 37.3 */
		next->mg = st->mg;
		next->lazy = 0;
		next->board_hash = st->board_hash;
		next->passes = st->passes + 1;
		next->scoreless = st->scoreless + 1;
	} else {
		movegen_move_to_placement(m, &p);
		for (int i = 0; i < p.n; i++)
			rack_remove(&after, p.tiles[i].tile);
		if (after.n == 0)
			return m->score + 2 * opp;	/* art. 37.4 */
		after_value = rack_value(&after);
		/* Made once the table has not answered (eg_make()). */
		next->laid = p;
		next->lazy = 1;
		next->mg = NULL;
		next->board_hash = st->board_hash;
		for (int i = 0; i < p.n; i++)
			next->board_hash ^= eg_square_key(
			    p.tiles[i].row, p.tiles[i].col, p.tiles[i].tile);
		next->passes = 0;
		next->scoreless = 0;
	}
	next->racks[0] = st->racks[1];
	next->racks[1] = after;
	next->values[0] = opp;
	next->values[1] = after_value;
	next->scored = st->scored || m->score != 0;
	/* v = score - child: the child's window is shifted by the score. */
	score = m->kind == MOVE_PASS ? 0 : m->score;
	if (horizon)
		return eg_horizon(s, ply, score, own - after_value, alpha,
		    tainted);
	return score - eg_negamax(s, ply + 1, depth - 1, score - beta,
	    score - alpha, tainted);
}

/*
 * Move m, the node's index-th, searched at ply (principal variation
 * search): the first in the whole window, the others in a null one and
 * again in the whole when they beat alpha.
 *
 * Late move reduction: in the search, below the root, a move after the
 * first EG_REDUCE_AFTER at depth EG_REDUCE_DEPTH or more is first
 * searched a ply shallower, and again at its depth only when that beats
 * alpha; the moves are in order, so a late one seldom does.  A value no
 * horizon touched is exact at any depth, so proofs stand; a tainted one
 * only steers the search and orders the tests.  Not in a proof test:
 * tried at the nodes of the side not proving (where it is sound, as a
 * shallower proof holds at any depth), fewer positions were proven.
 * *tainted as eg_child().
 */
static int
eg_pvs(struct eg_search *s, int ply, int depth, const struct movegen_move *m,
    int alpha, int beta, int index, int *tainted)
{
	int v;

	if (index == 0)
		return eg_child(s, ply, depth, m, alpha, beta, tainted);
	if (!s->prove && ply > 0 && index >= EG_REDUCE_AFTER &&
	    depth >= EG_REDUCE_DEPTH && !(s->off & BOT_ENDGAME_NO_REDUCE)) {
		v = eg_child(s, ply, depth - 1, m, alpha, alpha + 1, tainted);
		if (v <= alpha || s->aborted)
			return v;
	}
	v = eg_child(s, ply, depth, m, alpha, alpha + 1, tainted);
	if (v > alpha && v < beta && !s->aborted)
		v = eg_child(s, ply, depth, m, alpha, beta, tainted);
	return v;
}

/* The variation at ply: move m, then the child's. */
static void
eg_pv_set(struct eg_search *s, int ply, const struct movegen_move *m)
{
	s->pv[ply][0] = *m;
	memcpy(&s->pv[ply][1], s->pv[ply + 1],
	    (size_t)s->pv_len[ply + 1] * sizeof *m);
	s->pv_len[ply] = 1 + s->pv_len[ply + 1];
}

/* Move a root move to the front, the others keeping their order. */
static void
eg_to_front(struct eg_list *root, size_t i)
{
	struct movegen_move m = root->moves[i];

	memmove(&root->moves[1], &root->moves[0], i * sizeof m);
	root->moves[0] = m;
}

/* The generator's options for a side's placements, the bag empty; with
 * ev, ordered by score plus the end value of the tiles kept. */
static void
eg_options(struct movegen_options *o, struct bot_eval *ev)
{
	movegen_options_init(o);
	o->what = MOVEGEN_PLACEMENTS;
	o->bag_count = 0;
	if (ev != NULL) {
		o->leave = bot_eval_leave;
		o->leaves = bot_eval_leaves;
		o->leave_ctx = ev;
	}
}

/* A pass. */
static void
eg_pass(struct movegen_move *m)
{
	memset(m, 0, sizeof *m);
	m->kind = MOVE_PASS;
}

/*
 * The value at the horizon of a move scoring score and playing off
 * tiles worth laid: the racks as if the game ended, tainted.  But when
 * the opponent can then go out (eg_out_first()), the move is worth no
 * more than its score less that (art. 37.4), whatever follows: a bound
 * at or below alpha is proven, and cuts the move off untainted.  In a
 * proof test the horizon is lost to the side proving (that bound
 * excepted, when it is the other's move).
 */
static int
eg_horizon(struct eg_search *s, int ply, int score, int laid, int alpha,
    int *tainted)
{
	const struct eg_state *st = &s->states[ply];
	int own = st->values[0] - laid;
	int v = score + st->values[1] - own;
	struct movegen_move out;

	if (!(s->off & BOT_ENDGAME_NO_HORIZON_OUT) &&
	    eg_out_first(s, ply + 1, &out)) {
		int bound = score - (out.score + 2 * own);

		if (bound <= alpha)
			return bound;
		if (bound < v)
			v = bound;
		if (s->prove && !eg_prover_at(s, ply))
			return bound;
	}
	*tainted = 1;
	if (s->prove)
		return eg_prover_at(s, ply) ? -EG_PROOF_BIG : EG_PROOF_BIG;
	return v;
}

/*
 * In a proof test, whether the side to move at ply is the one whose
 * bound is proven: the root's mover when its lower bound is, else the
 * opponent.
 */
static int
eg_prover_at(const struct eg_search *s, int ply)
{
	return (ply % 2 == 0) == (s->prove == EG_PROOF_LOW);
}

/*
 * The slot of a key in its bucket of two: the one holding it; else, to
 * store, the one of an older search or, both current, the shallower.
 */
static size_t
eg_slot(const struct eg_table *t, uint64_t key, int store)
{
	size_t i = key & t->mask & ~(size_t)1;
	const struct eg_entry *a = &t->slots[i], *b = &t->slots[i + 1];

	if (a->key == key && a->gen == t->gen)
		return i;
	if (b->key == key && b->gen == t->gen)
		return i + 1;
	if (!store)
		return i;	/* a miss either way */
	if (a->gen != t->gen)
		return i;
	if (b->gen != t->gen)
		return i + 1;
	return eg_worth(a) <= eg_worth(b) ? i : i + 1;
}

/*
 * What an entry is worth keeping: a proven bound holds at every depth,
 * so it outranks a horizon's; else the deeper.
 */
static int
eg_worth(const struct eg_entry *e)
{
	return e->depth + ((e->flags & EG_TAINTED) ? 0 : 256);
}

/* Keep a result in the table (in its bucket of two). */
static void
eg_store(struct eg_search *s, uint64_t key, int depth, int value,
    int bound, int tainted, const struct movegen_move *move)
{
	size_t i;
	struct eg_entry *e;

	if (s->table == NULL)
		return;
	eg_lock(s->table, key);
	i = eg_slot(s->table, key, 1);
	e = &s->table->slots[i];
	e->key = key;
	e->value = (int16_t)value;
	e->depth = (uint8_t)(depth > 255 ? 255 : depth);
	e->flags = (uint8_t)(bound | (tainted ? EG_TAINTED : 0));
	e->gen = s->table->gen;
	if (move != NULL) {
		s->table->moves[i] = *move;
		e->flags |= EG_HAS_MOVE;
	}
	eg_unlock(s->table, key);
}

/* Take the lock of a key's bucket, when threads share the table. */
static void
eg_lock(struct eg_table *t, uint64_t key)
{
	if (t->shared)
		pthread_mutex_lock(&t->locks[(key >> 1) % EG_LOCKS]);
}

/* Release it. */
static void
eg_unlock(struct eg_table *t, uint64_t key)
{
	if (t->shared)
		pthread_mutex_unlock(&t->locks[(key >> 1) % EG_LOCKS]);
}

/*
 * Look a key up: 1 with a copy of its entry (and of its move, when it
 * has one), else 0.
 */
static int
eg_probe(struct eg_search *s, uint64_t key, struct eg_entry *entry,
    struct movegen_move *move)
{
	const struct eg_entry *e;
	size_t i;
	int found;

	if (s->table == NULL)
		return 0;
	eg_lock(s->table, key);
	i = eg_slot(s->table, key, 0);
	e = &s->table->slots[i];
	found = e->gen == s->table->gen && e->key == key;
	if (found) {
		*entry = *e;
		if (e->flags & EG_HAS_MOVE)
			*move = s->table->moves[i];
	}
	eg_unlock(s->table, key);
	return found;
}

/* Tell the caller's progress function how far the search is. */
static void
eg_report(struct eg_search *s)
{
	const struct bot_endgame_options *o = s->shared->options;

	if (!s->reports || o == NULL || o->progress == NULL)
		return;
	o->progress(o->progress_ctx, atomic_load(&s->shared->depth), s->nodes +
	    atomic_load_explicit(&s->shared->nodes, memory_order_relaxed));
}

/*
 * Whether the table's move can be played here (a check against a hash
 * collision): its squares empty, its tiles on the rack.
 */
static int
eg_move_fits(const struct eg_state *st, const struct movegen_move *m)
{
	struct rack r = st->racks[0];
	struct placement p;

	if (m->kind == MOVE_PASS)
		return 1;
	if (m->kind != MOVE_PLACE)
		return 0;
	movegen_move_to_placement(m, &p);
	for (int i = 0; i < p.n; i++)
		if (!board_on(p.tiles[i].row, p.tiles[i].col) ||
		    board_get(&st->mg->board, p.tiles[i].row,
		    p.tiles[i].col) != TILE_NONE ||
		    rack_remove(&r, p.tiles[i].tile) != 0)
			return 0;
	return p.n > 0;
}

/*
 * A pass that ends the game (arts. 37.2, 37.3) costs no generation and
 * its value is exact: searched first (after pre[0..n), a play that goes
 * out), it may cut the node off with nothing generated.  1 when it was
 * added to pre[n].
 */
static int
eg_pass_first(const struct eg_state *st, struct movegen_move *pre, int n)
{
	if (rules_turn_ends_game(0, st->passes + 1, st->scoreless + 1,
	    st->scored) == RULES_END_NONE)
		return 0;
	eg_pass(&pre[n]);
	return 1;
}

/* Whether a move is one of pre[0..n). */
static int
eg_pre_has(const struct movegen_move *pre, int n, const struct movegen_move *m)
{
	for (int i = 0; i < n; i++)
		if (eg_same(&pre[i], m))
			return 1;
	return 0;
}

/* Whether two moves of one position are the same. */
static int
eg_same(const struct movegen_move *a, const struct movegen_move *b)
{
	return a->kind == b->kind && a->row == b->row && a->col == b->col &&
	    a->dir == b->dir && a->len == b->len &&
	    memcmp(a->tiles, b->tiles, a->len) == 0;
}

/*
 * The generator's state at ply, from its parent's and the move played
 * there: only once the table has not answered for it, as an answer
 * needs none.
 */
static void
eg_make(struct eg_search *s, int ply)
{
	struct eg_state *st = &s->states[ply];
	const struct eg_state *src;
	int k = ply - 1;

	if (!st->lazy)
		return;
	/* The state whose own the parent's is (a pass shares it). */
	while (s->states[k].mg != &s->states[k].own)
		k--;
	src = &s->states[k];
	if (st->from == src && st->from_serial == src->serial)
		movegen_restore(&st->own, &src->own, st->touched,
		    st->n_touched);
	else
		st->own = src->own;
	st->n_touched = movegen_update_touched(&st->own, &st->laid,
	    st->touched);
	st->from = src;
	st->from_serial = src->serial;
	st->serial = ++s->serials;
	st->mg = &st->own;
	st->lazy = 0;
}

/*
 * The moves a node searches before it generates its own, as they cost
 * no generation (pre[], how many returned): the best play that goes out
 * (eg_out_first()), a pass that ends the game, the table's move (when
 * entry e has one).  -1 when the play that goes out already reaches
 * beta, perhaps with the node's generator state not made: its exact
 * value (art. 37.4) is then the node's, in *value and stored.
 */
static int
eg_pre_moves(struct eg_search *s, int ply, int depth, int beta,
    uint64_t key, const struct eg_entry *e, const struct movegen_move *tmove,
    struct movegen_move *pre, int *value)
{
	struct eg_state *st = &s->states[ply];
	int out = !(s->off & BOT_ENDGAME_NO_OUT_FIRST), n = 0;

	if (out && eg_out_first(s, ply, &pre[0])) {
		int v = pre[0].score + 2 * st->values[1];

		if (v >= beta) {
			s->pv[ply][0] = pre[0];
			s->pv_len[ply] = 1;
			eg_store(s, key, depth, v, EG_LOWER, 0, &pre[0]);
			*value = v;
			return -1;
		}
		n = 1;
	}
	if (st->lazy) {
		/* Made now, the plays eg_untouched() ruled out are looked at. */
		eg_make(s, ply);
		n = out ? eg_out_first(s, ply, &pre[0]) : 0;
	}
	n += eg_pass_first(st, pre, n);
	if (e != NULL && (e->flags & EG_HAS_MOVE) && eg_move_fits(st, tmove) &&
	    !eg_pre_has(pre, n, tmove))
		pre[n++] = *tmove;
	return n;
}

/*
 * Negamax with alpha-beta and a null window after the first move, below
 * the root, depth >= 1 plies left.  The best play that goes out among
 * the side's earlier plays, a pass that ends the game and the table's
 * move are searched before the node's moves are generated: when one
 * cuts off, they never are (and a play that goes out may cut off before
 * the node's generator state is made).  A side with only the pass uses
 * no depth.  A cut-off's taint is its move's.  Fail-soft; *tainted as
 * eg_child().
 */
static int
eg_negamax(struct eg_search *s, int ply, int depth, int alpha, int beta,
    int *tainted)
{
	uint64_t key = eg_hash(&s->states[ply]);
	struct movegen_move pre[3], bestm, tmove;
	struct eg_entry entry;
	struct eg_entry *e = eg_probe(s, key, &entry, &tmove) ? &entry : NULL;
	int pv_node = beta - alpha > 1, alpha0 = alpha, best = -EG_INFINITY;
	int taint = 0, n, searched = 0, n_pre, cut_taint = 0, ext = 0, flags;

	s->probes++;
	s->lists[ply].ready = 0;
	memset(&bestm, 0, sizeof bestm);
	if (e != NULL) {
		if (!pv_node && eg_cuts(s, e, ply, depth, alpha, beta)) {
			s->hits++;
			*tainted |= (e->flags & EG_TAINTED) != 0;
			return e->value;
		}
		ext = (e->flags & EG_STUCK) && !(s->off & BOT_ENDGAME_NO_STUCK);
	}
	n_pre = eg_pre_moves(s, ply, depth, beta, key, e, &tmove, pre, &best);
	if (n_pre < 0)
		return best;
	n = 0;
	for (int i = -n_pre; ; i++) {
		struct movegen_move m;
		int ct = 0, v = 0;

		if (i == 0 && (n = eg_generate(s, ply)) == 0)
			break;
		if (i >= n && i >= 0)
			break;
		/*
		 * A side with only the pass does not use up the depth: the
		 * other plays on alone, as far as it may have to.
		 */
		if (i == 0)
			ext = n == 1 && !(s->off & BOT_ENDGAME_NO_STUCK);
		/* A child's list is overwritten below: copy the move. */
		if (i >= 0)
			eg_pick(&s->lists[ply], (size_t)i);
		m = i < 0 ? pre[n_pre + i] : s->lists[ply].moves[i];
		if (i >= 0 && eg_pre_has(pre, n_pre, &m))
			continue;
		v = eg_pvs(s, ply, depth + ext, &m, alpha, beta, searched++,
		    &ct);
		taint |= ct;
		if (s->aborted)
			break;
		if (v > best) {
			best = v;
			bestm = m;
			eg_pv_set(s, ply, &m);
		}
		if (v > alpha)
			alpha = v;
		if (alpha >= beta) {
			cut_taint = ct;
			break;
		}
	}
	if (s->aborted)
		return 0;
	/*
	 * A cut-off's lower bound rests on its move alone: the others'
	 * horizons do not touch it.  Else every move's bound counts.
	 */
	if (best >= beta)
		taint = cut_taint;
	flags = eg_store_flags(s, ply, best, alpha0, beta, &taint);
	*tainted |= taint;
	eg_store(s, key, depth, best, flags | (ext ? EG_STUCK : 0), taint,
	    &bestm);
	return best;
}

/*
 * Whether a table entry answers a search of depth plies at ply in
 * (alpha, beta): a proven bound always, a horizon's only as deep.  In
 * the search, none of a proof test; in a test, one of the same test (its
 * horizons are the test's own), or the search's when it goes against
 * the side proving: a test's horizons are worse for that side than the
 * search's, so where the search fails that side the test does too.
 */
static int
eg_cuts(const struct eg_search *s, const struct eg_entry *e, int ply,
    int depth, int alpha, int beta)
{
	int bound = e->flags & EG_BOUND_MASK, v = e->value;
	int test = e->flags & (EG_PROOF_LOW | EG_PROOF_HIGH);
	int low = bound != EG_UPPER && v >= beta;
	int high = bound != EG_LOWER && v <= alpha;

	if (!low && !high)
		return 0;
	if (!(e->flags & EG_TAINTED))
		return 1;
	if (e->depth < depth)
		return 0;
	if (test == s->prove)
		return 1;
	return test == 0 && (eg_prover_at(s, ply) ? high : low);
}

/*
 * The bound kind a node's result best (searched in (alpha0, beta)) is
 * stored as, and its taint.  In a proof test a horizon is a loss for
 * the prover, so a bound on the prover's side (at its nodes a lower
 * one, at the other's an upper one) holds whatever lies beyond the
 * horizon: proven, *taint cleared.  The other side's bound is the
 * test's own, marked so.
 */
static int
eg_store_flags(const struct eg_search *s, int ply, int best, int alpha0,
    int beta, int *taint)
{
	int bound = best <= alpha0 ? EG_UPPER : best >= beta ? EG_LOWER :
	    EG_EXACT, prover;

	if (!s->prove)
		return bound;
	prover = eg_prover_at(s, ply);
	if (prover ? best > alpha0 : best < beta) {
		*taint = 0;
		return prover ? EG_LOWER : EG_UPPER;
	}
	*taint = 1;
	return bound | s->prove;
}

/*
 * One depth over the root moves: the index of the best, values[] of
 * those searched (*searched how many), *tainted whether a horizon
 * touched any.  The principal variation goes to s->pv[0].
 */
static int
eg_root(struct eg_search *s, struct eg_list *root, int depth, int *values,
    int *searched, int *tainted)
{
	int alpha = -EG_INFINITY, best = 0;

	*searched = 0;
	*tainted = 0;
	s->pv_len[0] = 0;
	for (size_t i = 0; i < root->n && !s->aborted; i++) {
		const struct movegen_move *m = &root->moves[i];
		int ct = 0, v;

		v = eg_pvs(s, 0, depth, m, alpha, EG_INFINITY, (int)i, &ct);
		if (s->aborted)
			break;
		*tainted |= ct;
		values[i] = v;
		*searched = (int)i + 1;
		if (i == 0 || v > alpha) {
			alpha = v;
			best = (int)i;
			eg_pv_set(s, 0, m);
		}
	}
	return best;
}

/*
 * A proof test over the root moves at depth, each horizon a loss for
 * the prover: EG_PROOF_LOW whether some move is worth at least x to the
 * root's mover (*bound its value, *index the move, the variation in
 * s->pv[0]), EG_PROOF_HIGH whether none is worth more than x (*bound
 * the best).  Whatever the test proves holds at any depth.  1 proven,
 * 0 not, -1 cut short.
 */
static int
eg_test(struct eg_search *s, struct eg_list *root, int depth, int test,
    int x, int *bound, int *index)
{
	int best = -EG_INFINITY, rc = test == EG_PROOF_HIGH;
	long start = s->nodes;

	s->prove = test;
	for (size_t i = 0; i < root->n && !s->aborted; i++) {
		const struct movegen_move *m = &root->moves[i];
		int ct = 0, v;

		v = test == EG_PROOF_LOW ?
		    eg_child(s, 0, depth, m, x - 1, x, &ct) :
		    eg_child(s, 0, depth, m, x, x + 1, &ct);
		if (s->aborted)
			break;
		if (v > best)
			best = v;
		if (test == EG_PROOF_HIGH && v > x) {
			rc = 0;
			break;
		}
		if (test == EG_PROOF_LOW && v >= x) {
			*index = (int)i;
			eg_pv_set(s, 0, m);
			rc = 1;
			break;
		}
	}
	s->prove = 0;
	*bound = best;
	if (s->test_over) {
		s->capped = s->nodes - start >= EG_REST_MIN;
		s->aborted = 0;
		s->test_over = 0;
		return 0;
	}
	return s->aborted ? -1 : rc;
}

/*
 * After a depth whose value v a horizon touched (in nodes generations),
 * the proof tests: is some move worth v or more to the root's mover, is
 * none worth more than the best so proven.  Together they may take
 * EG_TEST_CAP times the generations the depth did, so a test that fails
 * costs little.
 * Their bounds gather in s->lo and s->hi over the depths; 1 when they
 * meet: the value s->lo is proven, the move that reached it first in
 * root, its variation in s->pv[0].
 */
static int
eg_prove(struct eg_search *s, struct eg_list *root, int depth, int v,
    long nodes)
{
	int bound, index = 0;

	s->test_cap = s->nodes + EG_TEST_CAP * (nodes > 64 ? nodes : 64);

	if (s->lo < v) {
		if (eg_test(s, root, depth, EG_PROOF_LOW, v, &bound,
		    &index) != 1)
			return 0;
		s->lo = bound;
		s->lo_pv_len = s->pv_len[0];
		memcpy(s->lo_pv, s->pv[0], (size_t)s->pv_len[0] *
		    sizeof *s->lo_pv);
	}
	if (s->hi > s->lo && eg_test(s, root, depth, EG_PROOF_HIGH, s->lo,
	    &bound, &index) == 1 && bound < s->hi)
		s->hi = bound;
	if (s->lo < s->hi)
		return 0;
	for (size_t i = 0; i < root->n; i++)
		if (eg_same(&root->moves[i], &s->lo_pv[0])) {
			eg_to_front(root, i);
			break;
		}
	s->pv_len[0] = s->lo_pv_len;
	memcpy(s->pv[0], s->lo_pv, (size_t)s->lo_pv_len * sizeof *s->lo_pv);
	return 1;
}

/*
 * Whether the proof tests follow this depth: not for EG_TEST_REST depths
 * after a test of EG_REST_MIN generations or more stopped at its cap
 * (EG_TEST_CAP times the generations its depth took, eg_prove()), as
 * most of such a test's effort goes to waste and the next depth's test
 * tends to stop there too; *rest counts those depths down.  A cheap test is run again.
 */
static int
eg_prove_now(struct eg_search *s, int *rest)
{
	if (s->capped) {
		s->capped = 0;
		*rest = EG_TEST_REST;
	}
	if (*rest > 0) {
		(*rest)--;
		return 0;
	}
	return 1;
}

/*
 * Root moves by value, best first, stable (insertion sort); those not
 * searched (n onwards) keep their place after them.
 */
static void
eg_order(struct eg_list *root, int *values, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && values[j] > values[j - 1]; j--) {
			struct movegen_move m = root->moves[j];
			int v = values[j];

			root->moves[j] = root->moves[j - 1];
			values[j] = values[j - 1];
			root->moves[j - 1] = m;
			values[j - 1] = v;
		}
}

/*
 * The bot's table of at least 2^bits entries, made on first use (a
 * bigger one when asked); a new generation per search.
 */
static int
eg_table_get(struct bot *bot, int bits)
{
	struct eg_table *t = bot->endgame_table;

	if (t != NULL && t->mask + 1 < (size_t)1 << bits) {
		bot_endgame_free(bot);
		t = NULL;
	}
	if (t == NULL) {
		/*
		 * The table only speeds the search up: without the memory
		 * for it (tens of megabytes) the search goes on without one,
		 * so these allocations may fail, unlike every other.
		 */
		t = calloc(1, sizeof *t);
		if (t == NULL)
			return -1;
		t->slots = calloc((size_t)1 << bits, sizeof *t->slots);
		t->moves = malloc(((size_t)1 << bits) * sizeof *t->moves);
		if (t->slots == NULL || t->moves == NULL) {
			free(t->slots);
			free(t->moves);
			free(t);
			return -1;
		}
		t->mask = ((size_t)1 << bits) - 1;
		for (int i = 0; i < EG_LOCKS; i++)
			pthread_mutex_init(&t->locks[i], NULL);
		bot->endgame_table = t;
	}
	if (++t->gen == 0) {
		/* A generation comes round again: forget everything. */
		memset(t->slots, 0, (t->mask + 1) * sizeof *t->slots);
		t->gen = 1;
	}
	return 0;
}

void
bot_endgame_free(struct bot *bot)
{
	if (bot->endgame_table == NULL)
		return;
	for (int i = 0; i < EG_LOCKS; i++)
		pthread_mutex_destroy(&bot->endgame_table->locks[i]);
	free(bot->endgame_table->slots);
	free(bot->endgame_table->moves);
	free(bot->endgame_table);
	bot->endgame_table = NULL;
}

/* The search state at the root: the position, both racks, the table. */
static void
eg_setup(struct eg_search *s, struct bot *bot,
    const struct bot_position *pos, const struct rack *opp,
    const struct bot_limits *limits)
{
	const struct board *b = &pos->mg.board;
	struct eg_state *st = &s->states[0];

	s->bot = bot;
	s->limits = limits;
	s->off = atomic_load(&bot_endgame_off);
	s->table = bot->endgame_table;
	st->own = pos->mg;
	movegen_set_cross_cache(&st->own, &s->cross_cache);
	st->mg = &st->own;
	st->serial = ++s->serials;
	st->racks[0] = pos->rack;
	st->racks[1] = *opp;
	st->values[0] = rack_value(&st->racks[0]);
	st->values[1] = rack_value(&st->racks[1]);
	st->passes = pos->passes;
	st->scoreless = pos->scoreless;
	st->scored = pos->scores[0] != 0 || pos->scores[1] != 0;
	st->board_hash = 0;
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++)
			if (b->squares[r][c] != TILE_NONE)
				st->board_hash ^= eg_square_key(r, c,
				    b->squares[r][c]);
	eg_opp_root(s);
}

/* The root's principal variation into the result. */
static void
eg_keep_pv(const struct eg_search *s, struct bot_endgame_result *res)
{
	res->n_pv = s->pv_len[0] < BOT_PV_MAX ? s->pv_len[0] : BOT_PV_MAX;
	memcpy(res->pv, s->pv[0], (size_t)res->n_pv * sizeof *res->pv);
}

/*
 * The opponent's plays on the root's board, once: the plies after each
 * root move keep those still legal (eg_generate()) instead of generating
 * them all again.
 */
static void
eg_opp_root(struct eg_search *s)
{
	struct eg_state *st = &s->states[0];
	struct bot_eval ev = { NULL, 1, rack_value(&st->racks[0]) };
	struct movegen_options options;
	struct movegen_move pass;

	eg_options(&options, &ev);
	s->opp_root.n = 0;
	movegen_generate(st->mg, &st->racks[1], &options, eg_emit,
	    &s->opp_root);
	eg_pass(&pass);
	eg_emit(&s->opp_root, &pass);	/* the last, as in every list */
	s->opp_root.ready = 1;
}

/* Free what a search holds. */
static void
eg_free(struct eg_search *s)
{
	for (int i = 0; i <= EG_MAX_PLY; i++)
		eg_list_free(&s->lists[i]);
	eg_list_free(&s->opp_root);
	free(s);
}

/* A thread that searches beside the first, filling the shared table. */
struct eg_helper {
	pthread_t thread;
	struct eg_search *s;
	struct eg_list root;
	struct bot_limits limits;
	int first_depth;
	int ahead;			/* of the first thread's depth done */
	int started;
};

/*
 * A helper's iterative deepening (lazy SMP): the same root, from a
 * deeper first depth, each depth followed by its own proof tests (its
 * own bounds, s->lo and s->hi), until the first thread halts it or it
 * proves the value; what it finds reaches the first thread through the
 * table (what a test proves holds at any depth, and a test's bound at
 * a depth answers the same test at a shallower one).  It keeps ahead of
 * the first thread's depths by h->ahead at least: behind it, its
 * horizons' bounds would be too shallow to answer its searches.
 */
static void *
eg_helper(void *arg)
{
	struct eg_helper *h = arg;
	struct eg_search *s = h->s;
	int *values = xcalloc(h->root.n, sizeof *values);
	int searched, tainted, depth = h->first_depth, rest = 0;

	s->lo = -EG_INFINITY;
	s->hi = EG_INFINITY;
	for (;;) {
		int first = atomic_load(&s->shared->depth) + h->ahead;
		long before = s->nodes;

		if (depth < first)
			depth = first;
		if (depth >= EG_MAX_PLY)
			break;
		eg_root(s, &h->root, depth, values, &searched, &tainted);
		if (s->aborted || !tainted)
			break;
		eg_order(&h->root, values, searched);
		if (!(s->off & BOT_ENDGAME_NO_PROOF) && eg_prove_now(s, &rest) &&
		    (eg_prove(s, &h->root, depth, values[0], s->nodes - before) ||
		    s->aborted))
			break;
		depth++;
	}
	free(values);
	return NULL;
}

/* Start threads - 1 helpers on copies of the root; 0 or -1. */
static int
eg_helpers_start(struct eg_helper *h, int n, struct eg_search *main,
    const struct bot_position *pos, const struct rack *opp,
    const struct eg_list *root)
{
	for (int i = 0; i < n; i++) {
		h[i].limits.iterations = LONG_MAX;
		h[i].limits.deadline_ms = main->limits->deadline_ms;
		h[i].s = xcalloc(1, sizeof *h[i].s);
		eg_setup(h[i].s, main->bot, pos, opp, &h[i].limits);
		h[i].s->shared = main->shared;
		for (size_t k = 0; k < root->n; k++)
			eg_emit(&h[i].root, &root->moves[k]);
		h[i].first_depth = 2 + i % 2;
		h[i].ahead = EG_HELPER_AHEAD + i % 2;
		if (pthread_create(&h[i].thread, NULL, eg_helper, &h[i]) != 0)
			return -1;
		h[i].started = 1;
	}
	return 0;
}

/* Halt the helpers and free them: the generations they made. */
static long
eg_helpers_stop(struct eg_helper *h, int n, struct eg_search *main)
{
	long nodes = 0;

	atomic_store(&main->shared->halt, 1);
	for (int i = 0; i < n; i++) {
		if (h[i].started)
			pthread_join(h[i].thread, NULL);
		if (h[i].s != NULL) {
			nodes += h[i].s->nodes;
			main->probes += h[i].s->probes;
			main->hits += h[i].s->hits;
			eg_free(h[i].s);
		}
		eg_list_free(&h[i].root);
	}
	return nodes;
}

/*
 * The root's moves into root, best first: the one forced, or all of
 * them (their generation costs no node: it is always needed).
 */
static void
eg_root_list(struct eg_search *s, const struct movegen_move *forced,
    struct eg_list *root)
{
	const struct bot_limits *limits = s->limits;
	struct bot_limits unlimited = { LONG_MAX, 0 };

	root->n = 0;
	if (forced != NULL) {
		eg_emit(root, forced);
		return;
	}
	s->limits = &unlimited;
	if (eg_generate(s, 0) > 0)
		for (size_t i = 0; i < s->lists[0].n; i++) {
			eg_pick(&s->lists[0], i);
			eg_emit(root, &s->lists[0].moves[i]);
		}
	s->limits = limits;
	s->nodes = 0;
}

/*
 * The search itself over the root list (its moves come out best first
 * by the last depth completed): the result.  threads - 1 helpers share
 * the table.  0, or -1 out of memory or stopped before the root list.
 */
static int
eg_run(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    const struct movegen_move *forced, const struct bot_endgame_options *o,
    struct eg_list *root, struct bot_endgame_result *res)
{
	struct eg_search *s = xcalloc(1, sizeof *s);
	struct eg_shared shared;
	struct eg_helper *helpers = NULL;
	int *values = NULL, done = 0, result = 0, searched, tainted = 1, rest = 0;
	int have = 0, n_helpers = o != NULL && o->threads > 1 ?
	    o->threads - 1 : 0;
	long helper_nodes = 0;
	int64_t start = bot_now_ms();

	memset(res, 0, sizeof *res);
	memset(&shared, 0, sizeof shared);
	atomic_init(&shared.halt, 0);
	atomic_init(&shared.nodes, 0);
	atomic_init(&shared.depth, 0);
	shared.options = o;
	if (eg_table_get(bot, o == NULL ? EG_TABLE_BITS_PLAY :
	    (atomic_load(&bot_endgame_off) & BOT_ENDGAME_NO_BIG_TABLE) ?
	    EG_TABLE_BITS_SMALL : EG_TABLE_BITS) != 0 &&
	    (o == NULL || eg_table_get(bot, EG_TABLE_BITS_SMALL) != 0))
		bot->endgame_table = NULL;
	eg_setup(s, bot, pos, opp, limits);
	s->shared = &shared;
	s->reports = 1;
	s->lo = -EG_INFINITY;
	s->hi = EG_INFINITY;
	eg_root_list(s, forced, root);
	if (root->n == 0) {
		eg_free(s);
		return -1;
	}
	values = xcalloc(root->n, sizeof *values);
	if (n_helpers > 0 && s->table != NULL) {
		helpers = xcalloc((size_t)n_helpers, sizeof *helpers);
		s->table->shared = 1;
		if (eg_helpers_start(helpers, n_helpers, s, pos, opp,
		    root) != 0)
			atomic_store(&shared.halt, 1);
	}
	for (int depth = 1; depth < EG_MAX_PLY && !s->aborted; depth++) {
		long before = s->nodes;
		int b = eg_root(s, root, depth, values, &searched, &tainted);

		if (s->aborted) {
			/*
			 * Cut short: the depth before stands, unless this
			 * one already found a move better than its best.
			 */
			if (searched > 0 && (b != 0 || done == 0)) {
				eg_to_front(root, (size_t)b);
				result = values[b];
				eg_keep_pv(s, res);
				have = 1;
			}
			tainted = 1;
			break;
		}
		result = values[b];
		eg_order(root, values, searched);
		done = depth;
		atomic_store(&shared.depth, depth);
		have = 1;
		eg_keep_pv(s, res);
		if (!tainted)
			break;	/* no horizon touched: the game's value */
		if (!(s->off & BOT_ENDGAME_NO_PROOF) &&
		    eg_prove_now(s, &rest) &&
		    eg_prove(s, root, depth, result, s->nodes - before)) {
			result = s->lo;
			eg_keep_pv(s, res);
			tainted = 0;
			break;
		}
	}
	if (helpers != NULL) {
		helper_nodes = eg_helpers_stop(helpers, n_helpers, s);
		s->table->shared = 0;
		free(helpers);
	}
	if (!have) {
		res->pv[0] = root->moves[0];
		res->n_pv = 1;
		result = (int)root->moves[0].equity;
	}
	res->value = result;
	res->proven = done > 0 && !tainted && !s->aborted;
	res->has_low = s->lo > -EG_INFINITY;
	res->has_high = s->hi < EG_INFINITY;
	res->low = s->lo;
	res->high = s->hi;
	res->depth = done;
	res->nodes = s->nodes + helper_nodes;
	res->probes = s->probes;
	res->hits = s->hits;
	res->ms = bot_now_ms() - start;
	bot->stats.nodes = res->nodes;
	bot->stats.depth = done;
	bot->stats.candidates = (int)root->n;
	bot->stats.proven = res->proven;
	free(values);
	eg_free(s);
	return 0;
}

int
bot_endgame(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    const struct movegen_move *forced, struct movegen_move *best,
    float *value)
{
	struct eg_list root = eg_list_none;
	struct bot_endgame_result *res = xmalloc(sizeof *res);
	int rc = -1;

	if (eg_run(bot, pos, opp, limits, forced, NULL, &root, res) == 0) {
		*best = root.moves[0];
		*value = (float)res->value;
		rc = 0;
	}
	eg_list_free(&root);
	free(res);
	return rc;
}

int
bot_endgame_roots(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    struct movegen_move *roots, int max, int *n_roots, float *value)
{
	struct eg_list root = eg_list_none;
	struct bot_endgame_result *res = xmalloc(sizeof *res);
	int rc = -1;

	if (eg_run(bot, pos, opp, limits, NULL, NULL, &root, res) == 0) {
		*n_roots = (int)root.n < max ? (int)root.n : max;
		memcpy(roots, root.moves, (size_t)*n_roots * sizeof *roots);
		*value = (float)res->value;
		rc = 0;
	}
	eg_list_free(&root);
	free(res);
	return rc;
}

int
bot_endgame_solve(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, struct bot_endgame_result *res)
{
	struct bot_endgame_options one = { 1, NULL, NULL };

	return bot_endgame_solve_options(bot, pos, budget, &one, res);
}

int
bot_endgame_solve_options(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, const struct bot_endgame_options *o,
    struct bot_endgame_result *res)
{
	struct eg_list root = eg_list_none;
	struct bot_limits limits;
	struct bot_position *local;
	struct rack opp;
	int rc = -1;

	memset(res, 0, sizeof *res);
	if (pos->bag_count != 0 || bot_position_opponent_rack(pos, &opp) != 0 ||
	    pos->rack.n == 0 || opp.n == 0)
		return -1;
	local = xmalloc(sizeof *local);
	*local = *pos;
	movegen_set_words(&local->mg, bot->words);
	/* As much as the budget allows; no budget: until proven. */
	limits.iterations = budget != NULL && budget->nodes > 0 ?
	    budget->nodes : LONG_MAX;
	limits.deadline_ms = budget != NULL && budget->ms > 0 ?
	    bot_now_ms() + budget->ms : 0;
	rc = eg_run(bot, local, &opp, &limits, NULL, o, &root, res);
	eg_list_free(&root);
	free(local);
	atomic_store(&bot->stop, 0);
	return rc;
}
