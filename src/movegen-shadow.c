/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "movegen.h"
#include "movegen-private.h"
#include "rules.h"

/*
 * Best-move mode: the shadow bounds of the anchors (described in
 * movegen.h), the heap of anchors and the top-n search.
 *
 * Three passes over an anchor's spans.  The first bounds every anchor
 * without the word table but for the spans of six and seven tiles, and
 * keeps the spans that may reach the bar; an anchor on top of the heap is
 * refined from those with board tiles (each looked up once per
 * generation, the span cache holding what its sub-racks make) and goes
 * back; one on top refined gets the walk's bounds from the same spans
 * (those below the bar then are below it now), where a span looked up
 * (spans without board tiles included, by the sub-racks that make a word
 * alone) is bounded (with leave values) by each sub-rack that makes a
 * word with it, its own values with its own leave, which prunes the walk
 * more than the best values with the best leave.
 */

/* Spans of this many tiles are checked in the word table at once. */
#define MG_REFINE_FROM (RACK_SIZE - 1)

/* The span a play from an anchor may cover, for the shadow bound. */
struct mg_shadow {
	int k;			/* tiles laid */
	int t;			/* board tiles in the word */
	int through;		/* their values */
	uint64_t signature;	/* their multiset */
	int mult;		/* the main word's factor */
	int cross_fixed;	/* the board tiles of the cross words */
	/*
	 * How many squares have each letter factor (1 to 3), and each factor
	 * in cross words (0 to 3: a square with a letter premium has no word
	 * premium): the best pairing of the highest values with the highest
	 * factors is then a sum of three prefix sums of the values.
	 */
	int lm[4];
	int xm[4];
	int over;		/* factors above 3, times the highest value */
	int main_caps;		/* sum of letter factor * cap */
	int cross_caps;		/* sum of cross factor * cap */
};

/*
 * The first pass's spans that may reach the bar, kept for their anchor
 * (by slot: count from first) so that neither its refinement nor its
 * walk's bounds need walk the line again; stored: 0 when the room ran
 * out.  The refinement looks up the loose ones (with board tiles, not
 * looked up in the word table), the best bound of the others is exact.
 */
#define MG_ANCHORS (2 * BOARD_SIZE * BOARD_SIZE)
#define MG_KEPT 512
struct mg_kept {
	int n, overflow;
	int joint;			/* walk bounds by sub-rack: leaves */
	float now;			/* the best span not loose so far */
	float plain[MG_KEPT];		/* each span's first bound */
	struct mg_shadow span[MG_KEPT];
	uint8_t lr[MG_KEPT];		/* tiles left less one, times 8, right */
	uint8_t loose[MG_KEPT];
	uint16_t first[MG_ANCHORS];
	uint8_t count[MG_ANCHORS];
	uint8_t stored[MG_ANCHORS];
	float exact[MG_ANCHORS];
};

static inline void shadow_add(const struct mg_ctx *, struct mg_shadow *,
    const struct movegen_square *) __attribute__((always_inline));
static void shadow_through(const struct mg_ctx *, struct mg_shadow *,
    const struct movegen_square *);
static void mg_ctx_keys(struct mg_ctx *);
static inline float shadow_value(struct mg_ctx *, const struct mg_shadow *,
    float, float *, int *) __attribute__((always_inline));
static float shadow_score(const struct mg_shadow *, const int *, float);
static inline float shadow_score_inline(const struct mg_shadow *, const int *,
    float) __attribute__((always_inline));
static inline struct mg_span_words *shadow_words(struct mg_ctx *,
    uint64_t, int, int) __attribute__((always_inline));
static struct mg_span_words *shadow_words_look(struct mg_ctx *, unsigned,
    uint64_t, uint64_t, int, int);
static float shadow_anchor(struct mg_ctx *,
    const struct movegen_square *, int, int, int, float);
static void shadow_table(struct mg_ctx *, const struct movegen_square *,
    int, int, int, struct mg_span_bound[RACK_SIZE][RACK_SIZE]);
static float shadow_first(struct mg_ctx *, const struct movegen_square *,
    int, int, int);
static inline float shadow_spans(struct mg_ctx *,
    const struct movegen_square *, int, int, int, float,
    struct mg_span_bound[RACK_SIZE][RACK_SIZE], int)
    __attribute__((always_inline));
static size_t mg_shadow_anchors(struct mg_ctx *, struct mg_anchor *);
static int mg_shadow_anchor(struct mg_ctx *, const struct movegen_square *,
    int, int, int, int, struct mg_anchor *, size_t);
static void shadow_keep(struct mg_kept *, const struct mg_shadow *, float,
    int, int);
static void shadow_table_kept(struct mg_ctx *, const struct mg_kept *,
    size_t, struct mg_span_bound[RACK_SIZE][RACK_SIZE]);
static float shadow_refine_kept(struct mg_ctx *, const struct mg_kept *,
    size_t, float);
static uint64_t mg_anchor_key(float, size_t);
static size_t mg_anchor_slot(uint64_t);
static inline void mg_blank_bounds(struct mg_ctx *, int, int,
    struct mg_span_bound[RACK_SIZE][RACK_SIZE]) __attribute__((always_inline));
static int shadow_dominates(const struct mg_rack *, int, int);
/* Not inlined: inside shadow_spans() it slows the first pass. */
static void shadow_front(const struct mg_rack *, struct mg_span_words *, int)
    __attribute__((noinline));
static void shadow_entry(const struct mg_ctx *, struct mg_span_bound *,
    const struct mg_shadow *, float, float);
static uint32_t mg_full_letters(const struct mg_ctx *,
    const struct mg_full_span *, uint64_t, int);
static uint32_t mg_full_span_letters(struct mg_ctx *, struct mg_full_span *,
    int);
static void mg_anchor_bounds(struct mg_ctx *, const struct mg_anchor *,
    size_t);
/* Not inlined: mg_blank_ok() mostly finds its letters worked out. */
static uint32_t mg_blank_letters(struct mg_ctx *, int, int)
    __attribute__((noinline));
static void mg_heap_down(uint64_t *, size_t, size_t);
static void mg_top_anchors(struct mg_ctx *, struct mg_anchor *, size_t);
static int mg_mirrored(const struct movegen *);

/* Add a board tile to a span. */
static void
shadow_through(const struct mg_ctx *c, struct mg_shadow *s,
    const struct movegen_square *sq)
{
	s->t++;
	s->through += sq->value;
	s->signature += c->tile_key[sq->letter];
}

/* The tile keys of the signatures, for shadow_through(). */
static void
mg_ctx_keys(struct mg_ctx *c)
{
	for (int t = 0; t < TILE_CODES; t++)
		c->tile_key[t] = movegen_tile_key((tile_t)t);
}

/*
 * Add a square to a span: its factors go into the sorted lists, and times
 * its cap (the highest value of a rack tile its cross-check allows, 0 when
 * only a blank fits) into the capped sums.
 */
static inline void
shadow_add(const struct mg_ctx *c, struct mg_shadow *s,
    const struct movegen_square *sq)
{
	const struct mg_rack *rk = c->rk;
	int lm = sq->lm, xm = sq->lm * sq->cross_mul, cap = 0;

	for (int i = 0; i < rk->n_by_value; i++)
		if (sq->check >> rk->by_value[i] & 1) {
			cap = c->value[rk->by_value[i]];
			break;
		}
	/* No FISE square has both premiums; were one to, the excess over a
	 * factor of 3 still counts, at the highest value. */
	if (__builtin_expect(lm > 3 || xm > 3, 0)) {
		s->over += (lm > 3 ? lm - 3 : 0) + (xm > 3 ? xm - 3 : 0);
		lm = lm < 3 ? lm : 3;
		xm = xm < 3 ? xm : 3;
	}
	s->lm[lm]++;
	s->xm[xm]++;
	s->k++;
	s->mult *= sq->wm;
	s->cross_fixed += sq->cross_score * sq->cross_mul;
	s->main_caps += sq->lm * cap;
	s->cross_caps += sq->lm * sq->cross_mul * cap;
}

/*
 * The most a play covering exactly this span can be worth; -INFINITY
 * when no word fits it.  The main word and the cross words are bounded
 * apart, each by the lower of two sums: the highest tile values paired
 * with the highest factors (the best pairing, by the rearrangement
 * inequality), and each square's factor times its cap.  Then the bonus
 * and the best leave.  Without board tiles in the span, the values and
 * leaves are those of the sub-racks that make a word of that size; a span
 * using the whole rack must make a word with the board tiles it crosses.
 * *loose: a span with board tiles not looked up in the word table.
 */
static inline float
shadow_value(struct mg_ctx *c, const struct mg_shadow *s, float above,
    float *leave_part, int *loose)
{
	const struct mg_rack *rk = c->rk;
	struct mg_span_words *w = NULL;
	const int *v = s->t == 0 ? rk->word_prefix[s->k] : rk->prefix;
	float leave = s->t == 0 ? rk->word_leave[s->k] :
	    rk->best_leave[rk->n - s->k], plain;

	if (leave == -INFINITY)
		return -INFINITY;
	*leave_part = leave;
	/* Inline in the first pass only, where most spans are bounded. */
	plain = above == INFINITY ? shadow_score_inline(s, v, leave) :
	    shadow_score(s, v, leave);
	c->looked = NULL;
	if (rk->words == NULL)
		return plain;
	if (s->t == 0) {
		/*
		 * Without board tiles, the sub-racks that make a word alone:
		 * looked up (once a size, the key without board tiles), as
		 * the rack's lists take every sub-rack shorter than
		 * MG_CHECK_FROM for a word (in the first pass only those),
		 * and so that the walk's bounds go by sub-rack here too.
		 */
		if (s->k < 2 || (above == INFINITY ? s->k >= MG_CHECK_FROM ||
		    plain < mg_bar(c) : plain <= above) ||
		    (w = shadow_words(c, 0, s->k, 0)) == NULL)
			return plain;
	} else if (!(above == INFINITY ? s->k >= MG_REFINE_FROM &&
	    plain >= mg_bar(c) : plain > above) ||
	    (w = shadow_words(c, s->signature, s->k, s->t)) == NULL) {
		/*
		 * The word table costs memory reads: only when it may
		 * matter, and in the first pass (above infinite) for the
		 * spans of most tiles, few sub-racks to look up and the
		 * loosest bounds without it.
		 */
		*loose = 1;
		return plain;
	}
	if (w->leave == -INFINITY)
		return -INFINITY;
	*leave_part = w->leave;
	c->looked = w;
	return shadow_score(s, w->prefix, w->leave);
}

/*
 * Keep a span of the first pass for its anchor's refinement and walk
 * bounds: its bound then, its place in the table of mg_anchor_bounds()
 * (lr) and whether it is loose.
 */
static void
shadow_keep(struct mg_kept *k, const struct mg_shadow *s, float plain,
    int lr, int loose)
{
	if (k->n == MG_KEPT) {
		k->overflow = 1;
		return;
	}
	k->plain[k->n] = plain;
	k->lr[k->n] = (uint8_t)lr;
	k->loose[k->n] = (uint8_t)loose;
	k->span[k->n++] = *s;
}

/*
 * The refinement of an anchor from its kept spans (mg_kept): the same
 * bound as shadow_anchor() at the bar, without walking the line again.
 */
static float
shadow_refine_kept(struct mg_ctx *c, const struct mg_kept *k, size_t slot,
    float bar)
{
	float best = k->exact[slot];

	for (int i = k->first[slot]; i < k->first[slot] + k->count[slot];
	    i++) {
		const struct mg_shadow *s = &k->span[i];
		float v = k->plain[i];
		struct mg_span_words *w;

		if (!k->loose[i])
			continue;
		if (v > mg_max(best, bar) &&
		    (w = shadow_words(c, s->signature, s->k, s->t)) != NULL)
			v = w->leave == -INFINITY ? -INFINITY :
			    shadow_score(s, w->prefix, w->leave);
		best = mg_max(best, v);
	}
	return best;
}

/*
 * A span's bound with these values (their prefix sums, highest first) and
 * this leave: by the counts of each factor, the highest values go to the
 * squares of factor 3, the next to those of 2, the rest to those of 1.
 */
static float
shadow_score(const struct mg_shadow *s, const int *prefix, float leave)
{
	return shadow_score_inline(s, prefix, leave);
}

/* shadow_score(), inline. */
static inline float
shadow_score_inline(const struct mg_shadow *s, const int *prefix, float leave)
{
	int three = s->lm[3], two = three + s->lm[2];
	int main = prefix[three] + prefix[two] + prefix[s->k];
	int x3 = s->xm[3], x2 = x3 + s->xm[2], x1 = x2 + s->xm[1];
	int extra = prefix[x3] + prefix[x2] + prefix[x1];

	if (s->over > 0) {
		main += s->over * prefix[1];
		extra += s->over * prefix[1];
	}
	main = s->through + (main < s->main_caps ? main : s->main_caps);
	extra = s->cross_fixed +
	    (extra < s->cross_caps ? extra : s->cross_caps);
	extra += s->k == RACK_SIZE ? RULES_BINGO_BONUS : 0;
	return (float)(main * s->mult + extra) + leave;
}

/*
 * The sub-racks of k tiles that make a word with the t board tiles of
 * this signature, looked up once per generation; NULL when the cache is
 * full (then no refinement).
 */
static inline struct mg_span_words *
shadow_words(struct mg_ctx *c, uint64_t signature, int k, int t)
{
	uint64_t key = (signature + (uint64_t)k * 0x9e3779b97f4a7c15ull) | 1;
	unsigned i = (unsigned)(key >> 40) & (MG_SPAN_CACHE - 1);

	if (c->no_cache)
		return NULL;
	for (;; i = (i + 1) & (MG_SPAN_CACHE - 1)) {
		if (c->cache_key[i] == key)
			return &c->cache[i];
		if (c->cache_key[i] == 0)
			break;
	}
	return shadow_words_look(c, i, key, signature, k, t);
}

/* shadow_words() not yet in the cache: looked up into its empty slot i. */
static struct mg_span_words *
shadow_words_look(struct mg_ctx *c, unsigned i, uint64_t key,
    uint64_t signature, int k, int t)
{
	const struct mg_rack *rk = c->rk;
	struct mg_span_words *w = &c->cache[i];
	uint64_t fit, packed = 0;
	float leave = -INFINITY;

	if (c->n_cached >= MG_SPAN_CACHE * 3 / 4)
		return NULL;
	c->n_cached++;
	c->cache_key[i] = key;
	fit = mg_words_fit_many(rk->words, signature,
	    &rk->sized_signature[rk->sized_from[k]],
	    rk->counts[TILE_BLANK] == 0 ? NULL :
	    &rk->sized_blanks[rk->sized_from[k]], rk->n_sized[k], k + t);
	w->fit = fit;
	w->front_known = 0;
	/* The values a byte each: one maximum per sub-rack, not k. */
	for (; fit != 0; fit &= fit - 1) {
		int index = rk->sized[k][__builtin_ctzll(fit)];

		leave = mg_max(leave, rk->leave[index]);
		packed = mg_bytes_max(packed, rk->laid_packed[index]);
	}
	w->leave = leave;
	mg_packed_prefix(packed, w->prefix);
	return w;
}

/*
 * The spans of shadow_anchor(), shadow_first() and shadow_table():
 * inline, so that each is compiled for its pass.
 */
static inline float
shadow_spans(struct mg_ctx *c, const struct movegen_square *line, int dir,
    int a, int limit, float bar,
    struct mg_span_bound table[RACK_SIZE][RACK_SIZE], int first)
{
	uint32_t avail = c->counts[TILE_BLANK] ? MOVEGEN_ALL_LETTERS :
	    c->rack_mask;
	/*
	 * The line's tiles as bits (bit 15 clear: past the last square),
	 * for the runs of board tiles without reading the squares.
	 */
	uint32_t tiles = c->mg->tile_bits[dir][(line -
	    &c->mg->lines[dir][0][0]) / BOARD_SIZE];
	struct mg_shadow left, s;
	/*
	 * Read once: the compiler cannot tell that the stores below leave
	 * them alone.  Nothing here changes the bar.
	 */
	float best = -INFINITY, at_bar = mg_bar(c);
	int rack_n = c->rk->n, bingo_k = c->bingos_done ? RACK_SIZE : -1;
	int lo = a, lone_ok = !(dir == DIR_DOWN && line[a].cross_mul != 0);

	if ((line[a].check & avail) == 0)
		return best;
	memset(&left, 0, sizeof left);
	left.mult = 1;
	shadow_add(c, &left, &line[a]);
	while (tiles << 1 >> lo & 1)
		shadow_through(c, &left, &line[--lo]);
	for (;;) {
		int hi = a;

		s = left;
		for (;;) {
			while (tiles >> (hi + 1) & 1)
				shadow_through(c, &s, &line[++hi]);
			if (hi > lo && (s.k > 1 || lone_ok) &&
			    !(s.k == bingo_k && s.t <= 1)) {
				int loose = 0;
				float leave = 0, v = shadow_value(c, &s,
				    first ? INFINITY : table != NULL ? bar :
				    mg_max(best, bar), &leave, &loose);

				/*
				 * The first pass keeps the spans that may
				 * reach the bar; the others' bound, and that
				 * of the spans not loose, is exact.
				 */
				if (first && loose)
					c->loose = mg_max(c->loose, v);
				if (first && v != -INFINITY && v >= at_bar)
					shadow_keep(c->kept, &s, v, (left.k -
					    1) << 3 | (s.k - left.k), loose);
				if (first && !(loose && v >= at_bar))
					c->kept->now = mg_max(c->kept->now, v);

				best = v > best ? v : best;
				if (table != NULL && v != -INFINITY)
					shadow_entry(c, &table[left.k - 1]
					    [s.k - left.k], &s, v, leave);
			}
			if (hi == MG_LAST || s.k >= rack_n ||
			    (line[hi + 1].check & avail) == 0)
				break;
			shadow_add(c, &s, &line[++hi]);
		}
		if (lo - 1 < limit || left.k >= rack_n ||
		    (line[lo - 1].check & avail) == 0)
			break;
		shadow_add(c, &left, &line[--lo]);
	}
	return best;
}

/*
 * The bound of one anchor and direction: the best shadow_value() over
 * the spans its plays can cover (left part within the limit, right part
 * to the board's edge, board tiles absorbed, at most the rack's tiles, no
 * square whose cross-check no rack tile meets).  -INFINITY: no play.
 */
static float
shadow_anchor(struct mg_ctx *c, const struct movegen_square *line,
    int dir, int a, int limit, float bar)
{
	return shadow_spans(c, line, dir, a, limit, bar, NULL, 0);
}

/* shadow_anchor() filling the table of mg_anchor_bounds(). */
static void
shadow_table(struct mg_ctx *c, const struct movegen_square *line, int dir,
    int a, int limit, struct mg_span_bound table[RACK_SIZE][RACK_SIZE])
{
	shadow_spans(c, line, dir, a, limit, mg_bar(c), table, 0);
}

/* shadow_anchor() in the first pass, keeping its spans (c->kept). */
static float
shadow_first(struct mg_ctx *c, const struct movegen_square *line, int dir,
    int a, int limit)
{
	return shadow_spans(c, line, dir, a, limit, INFINITY, NULL, 1);
}

/*
 * Whether sub-rack j bounds every span at least as high as i (both of one
 * size) does, for every number of blanks laid: shadow_score() grows with
 * each value and with the leave.
 */
static int
shadow_dominates(const struct mg_rack *rk, int j, int i)
{
	return rk->leave[j] >= rk->leave[i] &&
	    rk->laid_blanks[j] >= rk->laid_blanks[i] &&
	    mg_bytes_ge(rk->laid_packed[j], rk->laid_packed[i]);
}

/*
 * The sub-racks of w->fit that no other one bounds as high (of equals,
 * the first): the walk's bounds by sub-rack need only those, as each one
 * left out is bounded by one kept.
 */
static void
shadow_front(const struct mg_rack *rk, struct mg_span_words *w, int k)
{
	uint64_t rest = w->fit & (w->fit - 1);
	uint8_t front[MG_LEAVES];
	int n = 0;

	w->front_known = 1;
	w->front = w->fit;
	/* Two or fewer: scoring both costs less than comparing them. */
	if ((rest & (rest - 1)) == 0)
		return;
	for (uint64_t fit = w->fit; fit != 0; fit &= fit - 1) {
		int at = __builtin_ctzll(fit), i = rk->sized[k][at], top = 1;

		for (int f = 0; f < n && top; f++)
			top = !shadow_dominates(rk, rk->sized[k][front[f]], i);
		if (!top)
			continue;
		for (int f = 0; f < n; f++)
			if (shadow_dominates(rk, i, rk->sized[k][front[f]]))
				front[f--] = front[--n];
		front[n++] = (uint8_t)at;
	}
	w->front = 0;
	for (int f = 0; f < n; f++)
		w->front |= 1ull << front[f];
}

/*
 * Fill a span's entry of the table of mg_anchor_bounds(): once u blanks
 * are laid, no leave keeps more than the rest; a span looked up in the
 * word table is bounded by each sub-rack that makes a word with it, by
 * its own values and leave, which is tighter (only those of
 * shadow_front(): the others bound no higher).
 */
static void
shadow_entry(const struct mg_ctx *c, struct mg_span_bound *b,
    const struct mg_shadow *s, float v, float leave)
{
	const struct mg_rack *rk = c->rk;
	struct mg_span_words *w = c->looked;
	int kept = rk->n - s->k, blanks = rk->counts[TILE_BLANK];

	b->score = v - leave;
	b->leave = leave;
	b->signature = s->signature;
	b->t = s->t;
	/*
	 * Without leave values the best values alone are as good; below
	 * the bar, which only rises, so is any bound below it.
	 */
	if (w != NULL && (!c->kept->joint || v < mg_bar(c)))
		w = NULL;
	for (int u = 0; u <= blanks; u++)
		b->by_blanks[u] = w != NULL ? -INFINITY :
		    b->score + fminf(leave, rk->blank_leave[u][kept]);
	if (w == NULL)
		return;
	if (!w->front_known)
		shadow_front(rk, w, s->k);
	for (uint64_t fit = w->front; fit != 0; fit &= fit - 1) {
		int index = rk->sized[s->k][__builtin_ctzll(fit)];
		int p[RACK_SIZE + 1];
		float own;

		mg_packed_prefix(rk->laid_packed[index], p);
		own = shadow_score(s, p, rk->leave[index]);
		for (int u = 0; u <= rk->laid_blanks[index]; u++)
			b->by_blanks[u] = mg_max(b->by_blanks[u], own);
	}
}

/*
 * shadow_table() from the spans of the anchor in slot kept by the first
 * pass: those below the bar then are below it now.
 */
static void
shadow_table_kept(struct mg_ctx *c, const struct mg_kept *k, size_t slot,
    struct mg_span_bound table[RACK_SIZE][RACK_SIZE])
{
	for (int i = k->first[slot]; i < k->first[slot] + k->count[slot];
	    i++) {
		float leave = 0, v;
		int loose = 0;

		if (k->plain[i] < mg_bar(c))
			continue;
		v = shadow_value(c, &k->span[i], mg_bar(c), &leave, &loose);
		if (v != -INFINITY)
			shadow_entry(c, &table[k->lr[i] >> 3][k->lr[i] & 7],
			    &k->span[i], v, leave);
	}
}

/*
 * Before searching an anchor in top-n mode: its bounds by tiles laid left
 * and right (from its kept spans, else shadow_table()), summed up as the
 * walk needs them, for each number of blanks the walk may have laid.
 */
static void
mg_anchor_bounds(struct mg_ctx *c, const struct mg_anchor *a, size_t slot)
{
	const struct mg_rack *rk = c->rk;
	struct mg_span_bound table[RACK_SIZE][RACK_SIZE];

	for (int l = 0; l < RACK_SIZE; l++)
		for (int r = 0; r < RACK_SIZE; r++)
			table[l][r].score = -INFINITY;
	if (c->kept->stored[slot])
		shadow_table_kept(c, c->kept, slot, table);
	else
		shadow_table(c, c->mg->lines[a->dir][a->index], a->dir,
		    a->pos, a->limit, table);
	c->blank_cut = rk->counts[TILE_BLANK] > 0 && rk->words != NULL;
	for (int l = 0; c->blank_cut && l < RACK_SIZE; l++) {
		c->full[l].known = 0;
		c->full[l].known_first = 0;
	}
	for (int side = 0; c->blank_cut && side < 2; side++)
		for (int n = 0; n <= RACK_SIZE; n++)
			c->blank_memo[side][n].bar = NAN;
	for (int u = 0; u <= rk->counts[TILE_BLANK]; u++) {
		if (c->blank_cut && u >= 1 && u <= MG_CUT_BLANKS)
			mg_blank_bounds(c, u, 1, table);
		else
			mg_blank_bounds(c, u, 0, table);
	}
	c->prune = 1;
}

/*
 * The letters a blank may stand for in a word made of the whole rack and
 * the board tiles of one span (a bit per letter), the rack's letters and
 * the blanks laid before it adding up to base: looked up at once for all
 * 28 letters so that the reads overlap.  others: blanks still unknown.
 */
static uint32_t
mg_full_letters(const struct mg_ctx *c, const struct mg_full_span *f,
    uint64_t base, int others)
{
	const struct mg_rack *rk = c->rk;
	int length = rk->n + f->t;
	uint32_t letters = 0;

	base += f->signature;
	for (unsigned x = TILE_A; x <= TILE_Z; x++)
		movegen_words_prefetch(rk->words, base +
		    movegen_tile_key((tile_t)x), others, length);
	for (unsigned x = TILE_A; x <= TILE_Z; x++)
		if (movegen_words_fit(rk->words, base +
		    movegen_tile_key((tile_t)x), others, length))
			letters |= 1u << x;
	return letters;
}

/* The letters of mg_full_letters() for the u-th blank, kept per span. */
static uint32_t
mg_full_span_letters(struct mg_ctx *c, struct mg_full_span *f, int u)
{
	const struct mg_rack *rk = c->rk;
	int others = rk->counts[TILE_BLANK] - u;

	if (u == 1) {
		if (!f->known)
			f->letters = mg_full_letters(c, f, rk->signature,
			    others);
		f->known = 1;
		return f->letters;
	}
	if (f->known_first != c->first_blank)
		f->letters_second = mg_full_letters(c, f, rk->signature +
		    movegen_tile_key((tile_t)c->first_blank), others);
	f->known_first = c->first_blank;
	return f->letters_second;
}

int
mg_blank_ok(struct mg_ctx *c, unsigned letter, int right)
{
	struct mg_blank_memo *m;
	int u, left;
	unsigned first;

	if (!c->prune || !c->blank_cut ||
	    (u = mg_blanks_laid(c) + 1) > MG_CUT_BLANKS)
		return 1;
	m = &c->blank_memo[right != 0][c->n_placed];
	left = right ? c->left_tiles : 0;
	first = u > 1 ? c->first_blank : 0;
	if (m->bar != mg_bar(c) || m->left != left || m->u != u ||
	    m->first != first) {
		m->bar = mg_bar(c);
		m->left = left;
		m->u = u;
		m->first = first;
		m->letters = mg_blank_letters(c, u, right);
	}
	return m->letters >> letter & 1;
}

/* The letters mg_blank_ok() allows the u-th blank. */
static uint32_t
mg_blank_letters(struct mg_ctx *c, int u, int right)
{
	int n = c->n_placed + 1, first, last;
	float bar = mg_bar(c), shorter;
	uint32_t letters = 0;

	/* The spans still open once this blank is laid. */
	if (right) {
		int r = n - 1 - c->left_tiles;

		first = last = c->left_tiles;
		shorter = c->short_right[u][first][r];
		if (c->rk->n - 1 - first < r)
			last = first - 1;
	} else {
		first = n - 1;
		last = c->rk->n - 1;
		shorter = c->short_from[u][first];
	}
	if (shorter >= bar)
		return ~0u;
	for (int l = first; l <= last; l++) {
		struct mg_full_span *f = &c->full[l];

		if (f->bound[u] >= bar)
			letters |= mg_full_span_letters(c, f, u);
	}
	return letters;
}

/*
 * The walk's bounds once u blanks are laid (they cannot be kept); with
 * cut, those mg_blank_ok() needs as well: the spans using every tile
 * apart from the shorter ones.  Inline, so that each use is compiled for
 * its cut.
 */
static inline void
mg_blank_bounds(struct mg_ctx *c, int u, int cut,
    struct mg_span_bound table[RACK_SIZE][RACK_SIZE])
{
	const struct mg_rack *rk = c->rk;
	float from = -INFINITY;

	for (int l = RACK_SIZE - 1; l >= 0; l--) {
		float right = -INFINITY, shorter = -INFINITY;

		if (cut)
			c->full[l].bound[u] = -INFINITY;
		/* Only the spans the rack can fill: the walk reads no other. */
		for (int r = rk->n - 1 - l; r >= 0; r--) {
			const struct mg_span_bound *b = &table[l][r];
			int kept = rk->n - (l + 1 + r);
			float v = b->score == -INFINITY ? -INFINITY :
			    b->by_blanks[u];

			c->more_right[u][l][r] = right;
			right = mg_max(right, v);
			if (!cut)
				continue;
			if (kept == 0) {
				c->full[l].bound[u] = v;
				c->full[l].signature = b->signature;
				c->full[l].t = b->t;
			} else
				shorter = mg_max(shorter, v);
			c->short_right[u][l][r] = shorter;
		}
		c->with_left[u][l] = right;
		c->more_left[u][l] = l + 1 < RACK_SIZE ?
		    mg_max(c->more_left[u][l + 1], c->with_left[u][l + 1]) :
		    -INFINITY;
		from = mg_max(from, shorter);
		if (cut)
			c->short_from[u][l] = from;
	}
}

/* Every anchor and direction with a possible play, and its bound. */
static size_t
mg_shadow_anchors(struct mg_ctx *c, struct mg_anchor *out)
{
	size_t n = 0;

	for (int dir = 0; dir < 2; dir++)
		for (int index = 0; index < BOARD_SIZE; index++) {
			const struct movegen_square *line =
			    c->mg->lines[dir][index];
			unsigned anchors = c->mg->anchor_bits[dir][index];
			/* A left part stops after a tile or an anchor. */
			unsigned stops = anchors | c->mg->tile_bits[dir][index];

			for (; anchors != 0; anchors &= anchors - 1) {
				int pos = __builtin_ctz(anchors);
				unsigned before = stops & ((1u << pos) - 1);
				int limit = before != 0 ?
				    32 - __builtin_clz(before) : 0;

				if (mg_shadow_anchor(c, line, dir, index, pos,
				    limit, out, n))
					n++;
			}
		}
	return n;
}

/*
 * The first pass's bound of one anchor into out[slot], its spans still
 * to look up kept (c->kept); 0 when it has no play.
 */
static int
mg_shadow_anchor(struct mg_ctx *c, const struct movegen_square *line,
    int dir, int index, int pos, int limit, struct mg_anchor *out,
    size_t slot)
{
	struct mg_kept *k = c->kept;
	struct mg_anchor *a = &out[slot];
	int first = k->n;
	float bound;

	c->loose = -INFINITY;
	k->now = -INFINITY;
	bound = shadow_first(c, line, dir, pos, limit);
	if (bound == -INFINITY) {
		k->n = first;
		k->overflow = 0;
		return 0;
	}
	a->bound = bound;
	a->dir = (uint8_t)dir;
	a->index = (uint8_t)index;
	a->pos = (uint8_t)pos;
	a->limit = (uint8_t)limit;
	/* Refined already when the best span is exact. */
	a->refined = c->loose < bound;
	k->exact[slot] = k->now;
	k->first[slot] = (uint16_t)first;
	k->count[slot] = (uint8_t)(k->n - first);
	k->stored[slot] = !k->overflow;
	if (k->overflow)
		k->n = first;
	k->overflow = 0;
	return 1;
}

/*
 * An anchor's place in the heap as one number: its bound, in an order of
 * integers that keeps the order of floats, then its slot in the anchors
 * (board order) backwards, so a larger key comes first.
 */
static uint64_t
mg_anchor_key(float bound, size_t slot)
{
	uint32_t u;

	memcpy(&u, &bound, sizeof u);
	u = u >> 31 ? ~u : u | 0x80000000u;
	return (uint64_t)u << 32 | (0xffffu - (uint32_t)slot);
}

/* The slot of the anchor a key stands for. */
static size_t
mg_anchor_slot(uint64_t key)
{
	return 0xffffu - (size_t)(key & 0xffffu);
}

/* Restore the heap order below i (a max-heap of mg_anchor_key()s). */
static void
mg_heap_down(uint64_t *heap, size_t n, size_t i)
{
	uint64_t key = heap[i];

	for (;;) {
		size_t top = 2 * i + 1;

		if (top >= n)
			break;
		/*
		 * The larger child without a branch: which it is, is
		 * anybody's guess, and a wrong guess costs more than this.
		 */
		if (top + 1 < n)
			top += heap[top + 1] > heap[top];
		if (heap[top] <= key)
			break;
		heap[i] = heap[top];
		i = top;
	}
	heap[i] = key;
}

/*
 * Visit anchors from the highest bound down until none can beat the
 * worst move kept.  Bounds start cheap (no word table for spans with board
 * tiles); the anchor on top is refined with the table first and goes back
 * in the heap, and is searched only when it is still on top refined.
 */
static void
mg_top_anchors(struct mg_ctx *c, struct mg_anchor *anchors, size_t n)
{
	uint64_t heap[MG_ANCHORS];
	size_t slots = n;
	/*
	 * On a board the same both ways (the empty one: art. 6's first
	 * play), each play down has its mirror across, as good but sorted
	 * first (movegen_move_compare()): the best alone needs no walk down.
	 */
	int across = c->top_n == 1 && mg_mirrored(c->mg);

	/* Those below the bar already would only sink in the heap. */
	n = 0;
	for (size_t i = 0; i < slots; i++)
		if (anchors[i].bound >= mg_bar(c) &&
		    !(across && anchors[i].dir == DIR_DOWN))
			heap[n++] = mg_anchor_key(anchors[i].bound, i);
	for (size_t i = n / 2; i-- > 0;)
		mg_heap_down(heap, n, i);
	while (n > 0) {
		size_t slot = mg_anchor_slot(heap[0]);
		struct mg_anchor *a = &anchors[slot];

		if (a->bound < mg_bar(c))
			break;
		/* Refined here (2), it was looked at before. */
		if (a->refined != 2 &&
		    !mg_anchor_open(c, a->dir, a->index, a->pos)) {
			heap[0] = heap[--n];
		} else if (!a->refined && c->rk->words != NULL) {
			a->bound = c->kept->stored[slot] ?
			    shadow_refine_kept(c, c->kept, slot, mg_bar(c)) :
			    shadow_anchor(c, c->mg->lines[a->dir][a->index],
			    a->dir, a->pos, a->limit, mg_bar(c));
			a->refined = 2;
			heap[0] = mg_anchor_key(a->bound, slot);
		} else {
			mg_anchor_bounds(c, a, slot);
			/* The walk's bounds are tighter: none may reach. */
			if (mg_max(c->more_left[0][0], c->with_left[0][0]) >=
			    mg_bar(c))
				mg_anchor(c, a->dir, a->index, a->pos,
				    a->limit);
			heap[0] = heap[--n];
		}
		mg_heap_down(heap, n, 0);
	}
}

/*
 * Whether every square reads the same across as down (the square at row
 * i, column p across as the one at row p, column i down): tiles, cross
 * words, premiums.
 */
static int
mg_mirrored(const struct movegen *mg)
{
	for (int i = 0; i < BOARD_SIZE; i++)
		if (mg->tile_bits[DIR_ACROSS][i] != mg->tile_bits[DIR_DOWN][i] ||
		    mg->anchor_bits[DIR_ACROSS][i] !=
		    mg->anchor_bits[DIR_DOWN][i])
			return 0;
	return memcmp(mg->lines[DIR_ACROSS], mg->lines[DIR_DOWN],
	    sizeof mg->lines[DIR_ACROSS]) == 0;
}

size_t
movegen_top(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *buf,
    size_t n)
{
	struct mg_anchor anchors[MG_ANCHORS];
	struct mg_kept kept;
	struct mg_rack rk;
	struct mg_ctx c;
	size_t count;

	if (n == 0)
		return 0;
	/*
	 * The position's squares asked of the memory while the rack is
	 * prepared: the first pass reads them all, and a game's position is
	 * new to the cache each turn.  Here, not in a function of its own,
	 * which GCC would take as doing nothing.
	 */
	for (size_t at = 0; at < sizeof mg->lines; at += 64)
		__builtin_prefetch((const char *)mg->lines + at);
	__builtin_prefetch(mg->tile_bits);
	mg_rack_prepare(&rk, rack, options, mg->words);
	mg_ctx_init(&c, mg, &rk);
	mg_ctx_keys(&c);
	c.top = buf;
	c.top_n = n;
	/* Exchanges and the pass first: cheap, and they raise the bar. */
	mg_others(&c, options);
	if (!(options->what & MOVEGEN_PLACEMENTS) || c.root == 0 || rk.n == 0)
		return c.top_count;
	/* The bingos through at most one board tile, looked up. */
	if (rk.n == RACK_SIZE && rk.counts[TILE_BLANK] <= 2 &&
	    c.masked && mg_words_have_anagrams(rk.words)) {
		mg_bingos(&c);
		c.bingos_done = 1;
	}
	kept.n = 0;
	kept.overflow = 0;
	kept.joint = options->leave != NULL;
	c.kept = &kept;
	count = mg_shadow_anchors(&c, anchors);
	mg_top_anchors(&c, anchors, count);
	return c.top_count;
}

float
movegen_bound(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, enum direction dir, int row,
    int col)
{
	int index = dir == DIR_ACROSS ? row : col;
	int pos = dir == DIR_ACROSS ? col : row;
	const struct movegen_square *line;
	uint8_t limit[BOARD_SIZE];
	struct mg_rack rk;
	struct mg_ctx c;

	if (!board_on(row, col) || (dir != DIR_ACROSS && dir != DIR_DOWN))
		return -INFINITY;
	line = mg->lines[dir][index];
	if (!line[pos].anchor)
		return -INFINITY;
	mg_rack_prepare(&rk, rack, options, mg->words);
	mg_ctx_init(&c, mg, &rk);
	mg_ctx_keys(&c);
	if (rk.n == 0)
		return -INFINITY;
	mg_left_limits(line, limit);
	return shadow_anchor(&c, line, dir, pos, limit[pos], -INFINITY);
}

int
movegen_best(const struct movegen *mg, const struct rack *rack,
    const struct movegen_options *options, struct movegen_move *best)
{
	return movegen_top(mg, rack, options, best, 1) == 1;
}

