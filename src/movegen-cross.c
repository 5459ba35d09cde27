/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stddef.h>
#include <string.h>

#include "lexicon.h"
#include "movegen.h"
#include "movegen-private.h"

/*
 * The generator's position: squares per direction, cross-checks and
 * anchors, built once by movegen_init() and kept up to date by
 * movegen_update().
 *
 * The cross-check of an empty square for plays along dir is the set of
 * letters L such that P L S is a word, P and S being the runs of tiles just
 * before and after the square across dir.  It is read from the GADDAG with
 * one walk and one short walk per candidate letter: the entry rev(P) SEP L S
 * (or rev(S) L rev(P), whichever leaves the shorter run to walk for each
 * candidate).  A play changes only the cross-checks of the squares at the
 * ends of the runs holding its new tiles, so that is all an update redoes.
 */

/*
 * The graph the cross-checks read: the lexicon's own, or the word
 * table's masked copy (each list led by a word with a bit per symbol),
 * where an edge is found by counting bits and which the walk keeps in
 * the caches.
 */
struct cross_graph {
	const uint32_t *nodes;
	uint32_t root;
	int masked;
};

static struct movegen_square *movegen_square_at(struct movegen *, int, int,
    int);
static void cross_graph(const struct movegen *, struct cross_graph *);
static void movegen_bits_at(struct movegen *, int, int);
static void movegen_put(struct movegen *, int, int, tile_t);
static uint32_t cross_edge(const struct cross_graph *, uint32_t, unsigned);
static uint32_t cross_walk(const struct cross_graph *, uint32_t,
    const tile_t *, int, int);
static uint32_t cross_letters(const struct cross_graph *, const tile_t *, int,
    const tile_t *, int);
static uint64_t cross_run_key(const tile_t *, int);
static uint32_t cross_cached(struct movegen *, const tile_t *, int,
    const tile_t *, int);
static void cross_compute(struct movegen *, int, int, int);
static int cross_run_end(struct movegen *, int, int, int, int, uint16_t *,
    int *);

/* The square (row, col) in the lines of plays along dir. */
static struct movegen_square *
movegen_square_at(struct movegen *mg, int dir, int row, int col)
{
	return dir == DIR_ACROSS ? &mg->lines[DIR_ACROSS][row][col] :
	    &mg->lines[DIR_DOWN][col][row];
}

/* The bits of the square (row, col) in both directions' lines, anew. */
static void
movegen_bits_at(struct movegen *mg, int row, int col)
{
	for (int dir = 0; dir < 2; dir++) {
		const struct movegen_square *sq = movegen_square_at(mg, dir, row,
		    col);
		int index = dir == DIR_ACROSS ? row : col;
		uint16_t bit = (uint16_t)(1u << (dir == DIR_ACROSS ? col : row));
		uint16_t *tiles = &mg->tile_bits[dir][index];
		uint16_t *anchors = &mg->anchor_bits[dir][index];
		uint16_t *dead = &mg->dead_bits[dir][index];

		*tiles = (uint16_t)(sq->tile != TILE_NONE ? *tiles | bit :
		    *tiles & ~bit);
		*anchors = (uint16_t)(sq->anchor ? *anchors | bit :
		    *anchors & ~bit);
		*dead = (uint16_t)(sq->tile == TILE_NONE && sq->check == 0 ?
		    *dead | bit : *dead & ~bit);
	}
}

/* Put a tile on a square in both directions' lines. */
static void
movegen_put(struct movegen *mg, int row, int col, tile_t tile)
{
	for (int dir = 0; dir < 2; dir++) {
		struct movegen_square *sq;

		sq = movegen_square_at(mg, dir, row, col);

		sq->tile = tile;
		sq->letter = tile & TILE_LETTER_MASK;
		sq->value = (uint8_t)tile_value(tile);
		sq->check = 0;
		sq->cross_score = 0;
		sq->cross_mul = 0;
		sq->anchor = 0;
	}
	movegen_bits_at(mg, row, col);
}

/* The graph of mg's cross-checks: the masked one when mg has a table. */
static void
cross_graph(const struct movegen *mg, struct cross_graph *g)
{
	g->masked = mg->words != NULL &&
	    (g->nodes = mg_words_graph(mg->words, mg->lex, &g->root)) != NULL;
	if (!g->masked) {
		g->nodes = lexicon_nodes(mg->lex);
		g->root = lexicon_root(mg->lex, LEXICON_GADDAG);
	}
}

/* The edge labelled symbol in a sorted list, or 0. */
static uint32_t
cross_edge(const struct cross_graph *g, uint32_t list, unsigned symbol)
{
	const uint32_t *nodes = g->nodes;

	if (list == 0)
		return 0;
	if (g->masked) {
		uint32_t mask = nodes[list];

		return mask >> symbol & 1 ? list + 1 + mg_popcount(mask &
		    ((1u << symbol) - 1)) : 0;
	}
	for (uint32_t e = list;; e++) {
		uint32_t v = nodes[e];
		unsigned s = lexicon_node_symbol(v);

		if (s == symbol)
			return e;
		if (s > symbol || lexicon_node_is_last(v))
			return 0;
	}
}

/*
 * Follow tiles[0..n) (backwards when reverse) from list.  Returns the
 * last edge, or 0 when the path breaks; list itself is not an edge, so
 * n must be at least 1.
 */
static uint32_t
cross_walk(const struct cross_graph *g, uint32_t list, const tile_t *tiles,
    int n, int reverse)
{
	uint32_t e = 0;

	for (int i = 0; i < n; i++) {
		tile_t t = tiles[reverse ? n - 1 - i : i] & TILE_LETTER_MASK;

		if ((e = cross_edge(g, list, t)) == 0)
			return 0;
		list = lexicon_node_child(g->nodes[e]);
	}
	return e;
}

/* The letters L for which P L S is a word (np + ns >= 1). */
static uint32_t
cross_letters(const struct cross_graph *g, const tile_t *p, int np,
    const tile_t *s, int ns)
{
	const uint32_t *nodes = g->nodes;
	uint32_t list, e, mask = 0;
	int by_suffix = ns <= np; /* walk the shorter run per candidate */

	if (np > 0 && (ns == 0 || by_suffix)) {
		/* rev(P) SEP, then L S. */
		if ((e = cross_walk(g, g->root, p, np, 1)) == 0 ||
		    (e = cross_edge(g, lexicon_node_child(nodes[e]),
		    LEXICON_SEPARATOR)) == 0)
			return 0;
	} else if ((e = cross_walk(g, g->root, s, ns, 1)) == 0) {
		/* rev(S), then L rev(P). */
		return 0;
	}
	list = lexicon_node_child(nodes[e]);
	/* A masked list's edges follow its word, their order kept. */
	for (e = list + (list != 0 && g->masked); list != 0; e++) {
		uint32_t v = nodes[e], end = e;
		unsigned letter = lexicon_node_symbol(v);

		if (letter >= TILE_A && letter <= TILE_Z) {
			if (np > 0 && (ns == 0 || by_suffix))
				end = ns == 0 ? e : cross_walk(g,
				    lexicon_node_child(v), s, ns, 0);
			else
				end = np == 0 ? e : cross_walk(g,
				    lexicon_node_child(v), p, np, 1);
			if (end != 0 && lexicon_node_accepts(nodes[end]))
				mask |= 1u << letter;
		}
		if (lexicon_node_is_last(v))
			break;
	}
	return mask;
}

/* A run of tiles as a cache key: its length, then 5 bits a letter. */
static uint64_t
cross_run_key(const tile_t *tiles, int n)
{
	uint64_t key = (uint64_t)n;

	for (int i = 0; i < n; i++)
		key |= (uint64_t)(tiles[i] & TILE_LETTER_MASK) << (4 + 5 * i);
	return key;
}

/* cross_letters(), through mg's cache when it has one and the runs fit. */
static uint32_t
cross_cached(struct movegen *mg, const tile_t *p, int np, const tile_t *s,
    int ns)
{
	struct movegen_cross_cache *cache = mg->cross_cache;
	struct cross_graph g;
	uint64_t before, after;
	size_t slot;

	if (cache == NULL || cache->lex != mg->lex || np > MOVEGEN_CROSS_RUN ||
	    ns > MOVEGEN_CROSS_RUN) {
		cross_graph(mg, &g);
		return cross_letters(&g, p, np, s, ns);
	}
	before = cross_run_key(p, np);
	after = cross_run_key(s, ns);
	slot = (size_t)(((before * 0x9e3779b97f4a7c15ull) ^ (after *
	    0xc2b2ae3d27d4eb4full)) >> (64 - MOVEGEN_CROSS_CACHE_BITS));
	if (cache->entries[slot].before != before ||
	    cache->entries[slot].after != after) {
		cache->entries[slot].before = before;
		cache->entries[slot].after = after;
		cross_graph(mg, &g);
		cache->entries[slot].check = cross_letters(&g, p, np, s, ns);
	}
	return cache->entries[slot].check;
}

void
movegen_set_cross_cache(struct movegen *mg, struct movegen_cross_cache *cache)
{
	/* Entries of another lexicon are dropped. */
	if (cache != NULL && cache->lex != mg->lex) {
		memset(cache->entries, 0, sizeof cache->entries);
		cache->lex = mg->lex;
	}
	mg->cross_cache = cache;
}

/* Recompute the cross-check of the empty square (row, col) for dir. */
static void
cross_compute(struct movegen *mg, int dir, int row, int col)
{
	struct movegen_square *sq = movegen_square_at(mg, dir, row, col);
	const struct board *b = &mg->board;
	int dr = dir == DIR_ACROSS, dc = dir == DIR_DOWN; /* across the line */
	tile_t p[BOARD_SIZE], s[BOARD_SIZE];
	int np = 0, ns = 0, sum = 0, r, c;

	r = row - dr;
	c = col - dc;
	while (board_get(b, r, c) != TILE_NONE) {
		r -= dr;
		c -= dc;
	}
	for (r += dr, c += dc; r != row || c != col; r += dr, c += dc) {
		p[np++] = board_get(b, r, c);
		sum += tile_value(p[np - 1]);
	}
	for (r = row + dr, c = col + dc; board_get(b, r, c) != TILE_NONE;
	    r += dr, c += dc) {
		s[ns++] = board_get(b, r, c);
		sum += tile_value(s[ns - 1]);
	}
	if (np + ns == 0) {
		sq->check = MOVEGEN_ALL_LETTERS;
		sq->cross_score = 0;
		sq->cross_mul = 0;
		return;
	}
	sq->check = cross_cached(mg, p, np, s, ns);
	sq->cross_score = (int16_t)sum;
	sq->cross_mul = sq->wm;
}

void
movegen_init(struct movegen *mg, const struct lexicon *lex,
    const struct board *board)
{
	static const int step[4][2] = {
	    { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }
	};

	memset(mg, 0, sizeof *mg);
	mg->lex = lex;
	mg->board = *board;
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++) {
			enum premium pr = board_premium(row, col);

			for (int dir = 0; dir < 2; dir++) {
				struct movegen_square *sq =
				    movegen_square_at(mg, dir, row, col);

				sq->lm = (uint8_t)premium_letter_factor(pr);
				sq->wm = (uint8_t)premium_word_factor(pr);
			}
			if (board_get(board, row, col) != TILE_NONE)
				movegen_put(mg, row, col,
				    board_get(board, row, col));
		}
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++) {
			int anchor = 0;

			if (board_get(board, row, col) != TILE_NONE)
				continue;
			for (int k = 0; k < 4; k++)
				anchor |= board_get(board, row + step[k][0],
				    col + step[k][1]) != TILE_NONE;
			for (int dir = 0; dir < 2; dir++) {
				cross_compute(mg, dir, row, col);
				movegen_square_at(mg, dir, row, col)->anchor =
				    (uint8_t)anchor;
			}
		}
	/* Art. 6: the first play covers the centre. */
	if (board_is_empty(board))
		for (int dir = 0; dir < 2; dir++)
			movegen_square_at(mg, dir, BOARD_CENTER,
			    BOARD_CENTER)->anchor = 1;
	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++)
			movegen_bits_at(mg, row, col);
}

/*
 * From a tile, step (dr, dc) past the tiles to the first empty square and
 * redo its cross-check: across the line of the step only, since the run it
 * ends lies across that line.  The square becomes an anchor.  Returns it
 * (row * BOARD_SIZE + col), or -1 off the board or when done[0..*n)
 * holds it already (the tiles of one run share its ends), else adds it.
 */
static int
cross_run_end(struct movegen *mg, int row, int col, int dr, int dc,
    uint16_t *done, int *n)
{
	int dir = dr != 0 ? DIR_ACROSS : DIR_DOWN;
	uint16_t key;

	do {
		row += dr;
		col += dc;
	} while (board_get(&mg->board, row, col) != TILE_NONE);
	if (!board_on(row, col))
		return -1;
	key = (uint16_t)((row * BOARD_SIZE + col) * 2 + dir);
	for (int i = 0; i < *n; i++)
		if (done[i] == key)
			return -1;
	done[(*n)++] = key;
	cross_compute(mg, dir, row, col);
	movegen_square_at(mg, DIR_ACROSS, row, col)->anchor = 1;
	movegen_square_at(mg, DIR_DOWN, row, col)->anchor = 1;
	movegen_bits_at(mg, row, col);
	return row * BOARD_SIZE + col;
}

void
movegen_update(struct movegen *mg, const struct placement *placement)
{
	uint8_t touched[MOVEGEN_TOUCHED_MAX];

	movegen_update_touched(mg, placement, touched);
}

int
movegen_update_touched(struct movegen *mg, const struct placement *placement,
    uint8_t *touched)
{
	static const int step[4][2] = {
	    { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }
	};
	int was_empty = board_is_empty(&mg->board), n = 0, n_done = 0;
	uint16_t done[4 * RACK_SIZE];

	for (int i = 0; i < placement->n; i++) {
		const struct placed_tile *t = &placement->tiles[i];

		board_put(&mg->board, t->row, t->col, t->tile);
		movegen_put(mg, t->row, t->col, t->tile);
		touched[n++] = (uint8_t)(t->row * BOARD_SIZE + t->col);
	}
	/* The centre was an anchor only for the first play (art. 6). */
	if (was_empty) {
		for (int dir = 0; dir < 2; dir++)
			movegen_square_at(mg, dir, BOARD_CENTER,
			    BOARD_CENTER)->anchor = 0;
		movegen_bits_at(mg, BOARD_CENTER, BOARD_CENTER);
		touched[n++] = BOARD_CENTER * BOARD_SIZE + BOARD_CENTER;
	}
	for (int i = 0; i < placement->n; i++)
		for (int k = 0; k < 4; k++) {
			int sq = cross_run_end(mg, placement->tiles[i].row,
			    placement->tiles[i].col, step[k][0], step[k][1],
			    done, &n_done);

			if (sq >= 0)
				touched[n++] = (uint8_t)sq;
		}
	return n;
}

void
movegen_restore(struct movegen *mg, const struct movegen *src,
    const uint8_t *touched, int n)
{
	/* Everything but the lines is small: the board, the bit lines. */
	memcpy(mg, src, offsetof(struct movegen, lines));
	memcpy(mg->tile_bits, src->tile_bits, sizeof *mg -
	    offsetof(struct movegen, tile_bits));
	for (int i = 0; i < n; i++) {
		int row = touched[i] / BOARD_SIZE, col = touched[i] % BOARD_SIZE;

		memcpy(&mg->lines[DIR_ACROSS][row][col],
		    &src->lines[DIR_ACROSS][row][col],
		    sizeof mg->lines[0][0][0]);
		memcpy(&mg->lines[DIR_DOWN][col][row],
		    &src->lines[DIR_DOWN][col][row],
		    sizeof mg->lines[0][0][0]);
	}
}
