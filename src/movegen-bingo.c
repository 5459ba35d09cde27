/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "movegen.h"
#include "movegen-private.h"
#include "rules.h"

/*
 * Best-move mode, a rack of RACK_SIZE tiles with at most two blanks: the
 * bingos (art. 19) through no board tile or one are looked up rather
 * than walked to.  Every stretch of a line such a play can cover (its
 * ends free, an anchor in it or the one board tile) is listed; the rack
 * (each letter for each blank) plus that board tile is a multiset whose
 * words of that length the word table keeps; each word is laid where
 * its letters meet the cross-checks and the board tile, once for each
 * choice of the squares the blanks take.  The walk and the bounds then leave those
 * plays out (mg_ctx.bingos_done): they are the spans with the highest
 * bounds (the bonus) and the walk's deepest.
 */

/* A stretch of a line a bingo may cover. */
struct mg_window {
	uint8_t dir, index, start, len;
	uint8_t through;	/* offset of the board tile, RACK_SIZE + 1 if none */
	uint8_t letter;		/* its letter */
	uint16_t anchors;	/* offsets of its anchors, the board tile's apart */
};

#define MG_WINDOWS (2 * BOARD_SIZE * BOARD_SIZE)

static size_t mg_bingo_windows(const struct mg_ctx *, struct mg_window *);
static size_t mg_bingo_sort(struct mg_window *, size_t);
struct mg_line_bits;
static void mg_line_bits(const struct movegen *, int, int,
    struct mg_line_bits *);
static void mg_window_starts(const struct mg_line_bits *, uint32_t[2]);
/* A run of windows through the same board letter (key 0: none). */
struct mg_bingo_run {
	uint64_t key;
	size_t begin, end;
};

/* What the blanks stand for (TILE_NONE: no blank), and the letters' sum. */
struct mg_blanks {
	unsigned d[2];
	uint64_t signature;
};

/* Choices of two blanks' letters, the second from the first on. */
#define MG_DESIGNATIONS (TILE_LETTERS * (TILE_LETTERS + 1) / 2)

static size_t mg_bingo_runs(const struct mg_window *, size_t,
    struct mg_bingo_run *);
static void mg_bingo_words(struct mg_ctx *, const struct mg_window *,
    const struct mg_bingo_run *, size_t, const struct mg_blanks *);
static void mg_bingo_lay(struct mg_ctx *, const struct mg_window *,
    const uint8_t *, const unsigned *);
static void mg_bingo_deliver(struct mg_ctx *, const struct mg_window *,
    const uint8_t *, uint32_t);

/* A line's squares as bits: tiles, anchors, empty squares no letter fits. */
struct mg_line_bits {
	uint32_t tiles, anchors, dead;
};

/* The bits of a line, kept by the generator (struct movegen). */
static void
mg_line_bits(const struct movegen *mg, int dir, int index,
    struct mg_line_bits *b)
{
	b->tiles = mg->tile_bits[dir][index];
	b->anchors = mg->anchor_bits[dir][index];
	b->dead = mg->dead_bits[dir][index];
}

/*
 * The squares where a bingo of len tiles may start (a bit each, starts[0]
 * for RACK_SIZE, starts[1] for RACK_SIZE + 1): free squares at both ends
 * of it (or the edge), every free square inside allowing some letter,
 * and inside either no board tile and an anchor (len RACK_SIZE) or
 * exactly one board tile (len RACK_SIZE + 1).  Bit k of x >> i tells of
 * square k + i: ANDs and ORs of shifts tell of every window at once, of
 * 2, 4 and 8 squares by doubling, of 7 as 4, 2 and 1.
 */
static void
mg_window_starts(const struct mg_line_bits *b, uint32_t starts[2])
{
	uint32_t x = b->tiles, live = ~b->dead, anchors = b->anchors;
	uint32_t one2 = x | x >> 1, two2 = x & x >> 1;
	uint32_t one4 = one2 | one2 >> 2;
	uint32_t two4 = two2 | two2 >> 2 | (one2 & one2 >> 2);
	uint32_t live2 = live & live >> 1, live4 = live2 & live2 >> 2;
	uint32_t any2 = anchors | anchors >> 1, any4 = any2 | any2 >> 2;
	uint32_t one7 = one4 | one2 >> 4 | x >> 6;
	uint32_t one8 = one4 | one4 >> 4;
	uint32_t two8 = two4 | two4 >> 4 | (one4 & one4 >> 4);

	_Static_assert(RACK_SIZE == 7, "windows of 7 and 8 squares");
	/* Free (or edge) before and after. */
	starts[0] = ((1u << (BOARD_SIZE - 6)) - 1) & (~x << 1 | 1) &
	    ~x >> 7 & live4 & live2 >> 4 & live >> 6 & ~one7 &
	    (any4 | any2 >> 4 | anchors >> 6);
	starts[1] = ((1u << (BOARD_SIZE - 7)) - 1) & (~x << 1 | 1) &
	    ~x >> 8 & live4 & live4 >> 4 & one8 & ~two8;
}

/* The stretches of every line a bingo with at most one board tile fits. */
static size_t
mg_bingo_windows(const struct mg_ctx *c, struct mg_window *out)
{
	size_t n = 0;

	for (int dir = 0; dir < 2; dir++)
		for (int index = 0; index < BOARD_SIZE; index++) {
			const struct movegen_square *line =
			    c->mg->lines[dir][index];
			struct mg_line_bits b;
			uint32_t starts[2];

			mg_line_bits(c->mg, dir, index, &b);
			/* No anchor (7 squares) and no tile (8): no window. */
			if (b.anchors == 0 && b.tiles == 0)
				continue;
			mg_window_starts(&b, starts);
			for (int len = RACK_SIZE; len <= RACK_SIZE + 1; len++)
				for (uint32_t f = starts[len - RACK_SIZE];
				    f != 0; f &= f - 1) {
					int start = __builtin_ctz(f);
					uint32_t in = b.tiles >> start &
					    ((1u << len) - 1);
					int t = in == 0 ? len : __builtin_ctz(in);

					out[n].dir = (uint8_t)dir;
					out[n].index = (uint8_t)index;
					out[n].start = (uint8_t)start;
					out[n].len = (uint8_t)len;
					out[n].through = (uint8_t)(t == len ?
					    RACK_SIZE + 1 : t);
					out[n].letter = t == len ? 0 :
					    line[start + t].letter;
					out[n].anchors = (uint16_t)(b.anchors >>
					    start & ((1u << len) - 1) &
					    ~(1u << t));
					n++;
				}
		}
	return mg_bingo_sort(out, n);
}

/*
 * The windows of RACK_SIZE squares first (letter 0), then the others by
 * board letter, so that each letter is looked up once.
 */
static size_t
mg_bingo_sort(struct mg_window *w, size_t n)
{
	struct mg_window copy[MG_WINDOWS];
	size_t at[TILE_CODES + 1] = { 0 };

	for (size_t i = 0; i < n; i++)
		at[w[i].letter + 1]++;
	for (int x = 0; x < TILE_CODES; x++)
		at[x + 1] += at[x];
	memcpy(copy, w, n * sizeof *w);
	for (size_t i = 0; i < n; i++)
		w[at[copy[i].letter]++] = copy[i];
	return n;
}

void
mg_bingos(struct mg_ctx *c)
{
	const struct mg_rack *rk = c->rk;
	struct mg_window windows[MG_WINDOWS];
	struct mg_bingo_run runs[TILE_CODES + 1];
	struct mg_blanks as[MG_DESIGNATIONS];
	size_t n = mg_bingo_windows(c, windows), n_runs, n_as = 0;
	int blanks = rk->counts[TILE_BLANK];

	if (n == 0)
		return;
	n_runs = mg_bingo_runs(windows, n, runs);
	/* Each letter for the first blank, each from it on for the second. */
	if (blanks == 0)
		as[n_as++] = (struct mg_blanks){ { TILE_NONE, TILE_NONE },
		    rk->signature };
	for (unsigned x = TILE_A; blanks > 0 && x <= TILE_Z; x++)
		for (unsigned y = blanks == 2 ? x : TILE_NONE;
		    y <= (blanks == 2 ? (unsigned)TILE_Z : TILE_NONE); y++)
			as[n_as++] = (struct mg_blanks){ { x, y },
			    rk->signature + c->tile_key[x] +
			    (y != TILE_NONE ? c->tile_key[y] : 0) };
	/* Every lookup asked of the memory first: their misses overlap. */
	for (size_t i = 0; i < n_as; i++)
		for (size_t r = 0; r < n_runs; r++)
			mg_words_anagram_prefetch(rk->words, as[i].signature +
			    runs[r].key);
	for (size_t i = 0; i < n_as; i++)
		mg_bingo_words(c, windows, runs, n_runs, &as[i]);
}

/*
 * The runs of windows of one board letter (of RACK_SIZE squares, with
 * no board tile, first: key 0), each with the key of its letter.
 */
static size_t
mg_bingo_runs(const struct mg_window *windows, size_t n,
    struct mg_bingo_run *runs)
{
	size_t n_runs = 0;

	for (size_t i = 0, end; i < n; i = end) {
		unsigned x = windows[i].letter;

		for (end = i; end < n && windows[end].letter == x; end++)
			;
		runs[n_runs].key = x == 0 ? 0 : movegen_tile_key((tile_t)x);
		runs[n_runs].begin = i;
		runs[n_runs].end = end;
		n_runs++;
	}
	return n_runs;
}

/*
 * The bingos of the rack with its blanks standing for as->d (TILE_NONE:
 * no blank), its letters adding up to as->signature, in the windows:
 * one lookup for each run of them.
 */
static void
mg_bingo_words(struct mg_ctx *c, const struct mg_window *windows,
    const struct mg_bingo_run *runs, size_t n_runs, const struct mg_blanks *as)
{
	for (size_t r = 0; r < n_runs; r++) {
		const struct mg_anagram *w;
		size_t count = mg_words_anagrams(c->rk->words, as->signature +
		    runs[r].key, &w);

		for (size_t i = runs[r].begin; count > 0 && i < runs[r].end;
		    i++)
			for (size_t j = 0; j < count; j++)
				mg_bingo_lay(c, &windows[i], w[j].tiles, as->d);
	}
}

/*
 * Lay a word in a window if it fits: the board tile where the word has
 * its letter, the cross-checks, and the rack's own tiles (the signature
 * might agree by chance); once for each choice of the squares the blanks
 * (standing for d) take.
 */
static void
mg_bingo_lay(struct mg_ctx *c, const struct mg_window *win,
    const uint8_t *word, const unsigned *d)
{
	const struct movegen_square *line = c->mg->lines[win->dir][win->index];
	uint8_t need[TILE_CODES];
	uint32_t at[2] = { 0, 0 };

	if (word[win->len - 1] == 0 || (win->len == RACK_SIZE &&
	    word[RACK_SIZE] != 0) || (win->len == RACK_SIZE + 1 &&
	    word[win->through] != win->letter))
		return;
	/* The anchors' cross-checks first: most words fail there. */
	for (uint32_t f = win->anchors; f != 0; f &= f - 1) {
		int i = __builtin_ctz(f);

		if (!(line[win->start + i].check >> word[i] & 1))
			return;
	}
	memcpy(need, c->rk->counts, sizeof need);
	need[TILE_BLANK] = 0;
	for (int b = 0; b < 2; b++)
		if (d[b] != TILE_NONE)
			need[d[b]]++;
	for (int i = 0; i < win->len; i++) {
		if (i == win->through)
			continue;
		if (!(line[win->start + i].check >> word[i] & 1) ||
		    need[word[i]]-- == 0)
			return;
		for (int b = 0; b < 2; b++)
			if (word[i] == d[b])
				at[b] |= 1u << i;
	}
	if (d[0] == TILE_NONE) {
		mg_bingo_deliver(c, win, word, 0);
		return;
	}
	/* The first blank on any of its squares, the second on a later one
	 * of the same letter or on any of another. */
	for (uint32_t f = at[0]; f != 0; f &= f - 1) {
		uint32_t one = f & -f, second = d[1] == d[0] ?
		    at[1] & ~((one << 1) - 1) : at[1];

		if (d[1] == TILE_NONE)
			mg_bingo_deliver(c, win, word, one);
		for (; d[1] != TILE_NONE && second != 0; second &= second - 1)
			mg_bingo_deliver(c, win, word, one | (second & -second));
	}
}

/* Score a bingo (blanks on the offsets of the mask) and keep it if good. */
static void
mg_bingo_deliver(struct mg_ctx *c, const struct mg_window *win,
    const uint8_t *word, uint32_t blanks)
{
	const struct movegen_square *line = c->mg->lines[win->dir][win->index];
	struct movegen_move m;
	int main = 0, mult = 1, cross = 0, score;

	memset(&m, 0, sizeof m);
	for (int i = 0; i < win->len; i++) {
		const struct movegen_square *sq = &line[win->start + i];
		int lv;

		if (i == win->through) {
			main += sq->value;
			continue;
		}
		lv = blanks >> i & 1 ? 0 : c->value[word[i]] * sq->lm;
		main += lv;
		mult *= sq->wm;
		cross += (sq->cross_score + lv) * sq->cross_mul;
		m.tiles[i] = (tile_t)(blanks >> i & 1 ?
		    word[i] | TILE_BLANK_FLAG : word[i]);
	}
	score = main * mult + cross + RULES_BINGO_BONUS; /* art. 19 */
	m.equity = (float)score + c->rk->leave[0];
	if (m.equity < mg_bar(c))
		return;
	m.score = (int16_t)score;
	m.kind = MOVE_PLACE;
	m.dir = win->dir;
	m.row = win->dir == DIR_ACROSS ? win->index : win->start;
	m.col = win->dir == DIR_ACROSS ? win->start : win->index;
	m.len = win->len;
	m.n_tiles = RACK_SIZE;
	mg_deliver(c, &m);
}
