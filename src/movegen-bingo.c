/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "movegen.h"
#include "movegen-private.h"
#include "rules.h"

/*
 * Best-move mode, a rack of RACK_SIZE tiles with at most one blank: the
 * bingos (art. 19) through no board tile or one are looked up rather
 * than walked to.  Every stretch of a line such a play can cover (its
 * ends free, an anchor in it or the one board tile) is listed; the rack
 * (each letter for the blank) plus that board tile is a multiset whose
 * words of that length the word table keeps; each word is laid where
 * its letters meet the cross-checks and the board tile, once for each
 * square the blank may take.  The walk and the bounds then leave those
 * plays out (mg_ctx.bingos_done): they are the spans with the highest
 * bounds (the bonus) and the walk's deepest.
 */

/* A stretch of a line a bingo may cover. */
struct mg_window {
	uint8_t dir, index, start, len;
	uint8_t through;	/* offset of the board tile, RACK_SIZE + 1 if none */
	uint8_t letter;		/* its letter */
};

#define MG_WINDOWS (2 * BOARD_SIZE * BOARD_SIZE)

static size_t mg_bingo_windows(const struct mg_ctx *, struct mg_window *);
static int mg_window_open(const struct movegen_square *, int, int);
static void mg_bingo_words(struct mg_ctx *, const struct mg_window *,
    size_t, unsigned, uint64_t);
static void mg_bingo_lay(struct mg_ctx *, const struct mg_window *,
    const uint8_t *, unsigned);
static void mg_bingo_deliver(struct mg_ctx *, const struct mg_window *,
    const uint8_t *, int);

/*
 * Whether squares start..start+len-1 of a line may hold a play: free
 * squares at both ends (or the edge) and, inside, at most one board tile
 * (-1 when more), an anchor or that tile, every free square allowing some
 * letter.  Returns the board tile's offset, len when none, -1 when no.
 */
static int
mg_window_open(const struct movegen_square *line, int start, int len)
{
	int end = start + len - 1, through = len, anchor = 0;

	if ((start > 0 && line[start - 1].tile != TILE_NONE) ||
	    (end < MG_LAST && line[end + 1].tile != TILE_NONE))
		return -1;
	for (int i = 0; i < len; i++) {
		const struct movegen_square *sq = &line[start + i];

		if (sq->tile != TILE_NONE) {
			if (through != len)
				return -1;
			through = i;
		} else if (sq->check == 0)
			return -1;
		anchor |= sq->anchor;
	}
	return through == len && !anchor ? -1 : through;
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

			for (int len = RACK_SIZE; len <= RACK_SIZE + 1; len++)
				for (int start = 0; start + len <= BOARD_SIZE;
				    start++) {
					int t = mg_window_open(line, start, len);

					if (t < 0 || (t == len) != (len == RACK_SIZE))
						continue;
					out[n].dir = (uint8_t)dir;
					out[n].index = (uint8_t)index;
					out[n].start = (uint8_t)start;
					out[n].len = (uint8_t)len;
					out[n].through = (uint8_t)(t == len ?
					    RACK_SIZE + 1 : t);
					out[n].letter = t == len ? 0 :
					    line[start + t].letter;
					n++;
				}
		}
	return n;
}

void
mg_bingos(struct mg_ctx *c)
{
	const struct mg_rack *rk = c->rk;
	struct mg_window windows[MG_WINDOWS];
	size_t n = mg_bingo_windows(c, windows);
	unsigned first = TILE_A, last = TILE_Z;

	if (n == 0)
		return;
	if (rk->counts[TILE_BLANK] == 0)
		first = last = TILE_NONE;
	for (unsigned d = first; d <= last; d++)
		mg_words_anagram_prefetch(rk->words, rk->signature +
		    (d != TILE_NONE ? movegen_tile_key((tile_t)d) : 0));
	for (unsigned d = first; d <= last; d++)
		mg_bingo_words(c, windows, n, d, rk->signature +
		    (d != TILE_NONE ? movegen_tile_key((tile_t)d) : 0));
}

/*
 * The bingos of the rack with the blank standing for d (TILE_NONE: no
 * blank), whose letters add up to signature, in the windows.
 */
static void
mg_bingo_words(struct mg_ctx *c, const struct mg_window *windows, size_t n,
    unsigned d, uint64_t signature)
{
	const struct mg_anagram *seven, *eight[TILE_CODES], *w;
	size_t n_seven, n_eight[TILE_CODES], count;
	uint32_t asked = 0;

	n_seven = mg_words_anagrams(c->rk->words, signature, &seven);
	for (size_t i = 0; i < n; i++) {
		const struct mg_window *win = &windows[i];
		unsigned x = win->letter;

		if (win->len == RACK_SIZE) {
			w = seven;
			count = n_seven;
		} else {
			/* A board letter that comes back: one lookup. */
			if (!(asked >> x & 1))
				n_eight[x] = mg_words_anagrams(c->rk->words,
				    signature + movegen_tile_key((tile_t)x),
				    &eight[x]);
			asked |= 1u << x;
			w = eight[x];
			count = n_eight[x];
		}
		for (size_t j = 0; j < count; j++)
			mg_bingo_lay(c, win, w[j].tiles, d);
	}
}

/*
 * Lay a word in a window if it fits: the board tile where the word has
 * its letter, the cross-checks, and the rack's own tiles (the signature
 * might agree by chance); once for each square the blank may stand on.
 */
static void
mg_bingo_lay(struct mg_ctx *c, const struct mg_window *win,
    const uint8_t *word, unsigned d)
{
	const struct movegen_square *line = c->mg->lines[win->dir][win->index];
	uint8_t need[TILE_CODES];

	if (word[win->len - 1] == 0 || (win->len == RACK_SIZE &&
	    word[RACK_SIZE] != 0) || (win->len == RACK_SIZE + 1 &&
	    word[win->through] != win->letter))
		return;
	memcpy(need, c->rk->counts, sizeof need);
	need[TILE_BLANK] = 0;
	if (d != TILE_NONE)
		need[d]++;
	for (int i = 0; i < win->len; i++) {
		if (i == win->through)
			continue;
		if (!(line[win->start + i].check >> word[i] & 1) ||
		    need[word[i]]-- == 0)
			return;
	}
	if (d == TILE_NONE) {
		mg_bingo_deliver(c, win, word, -1);
		return;
	}
	for (int i = 0; i < win->len; i++)
		if (i != win->through && word[i] == d)
			mg_bingo_deliver(c, win, word, i);
}

/* Score a bingo (blank at offset blank, -1 none) and keep it if good. */
static void
mg_bingo_deliver(struct mg_ctx *c, const struct mg_window *win,
    const uint8_t *word, int blank)
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
		lv = i == blank ? 0 : c->value[word[i]] * sq->lm;
		main += lv;
		mult *= sq->wm;
		cross += (sq->cross_score + lv) * sq->cross_mul;
		m.tiles[i] = (tile_t)(i == blank ? word[i] | TILE_BLANK_FLAG :
		    word[i]);
	}
	score = main * mult + cross + RULES_BINGO_BONUS; /* art. 19 */
	m.equity = (float)score + c->rk->leave[0];
	if (c->top_count == c->top_n && m.equity < mg_bar(c))
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
