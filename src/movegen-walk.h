/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The walk from an anchor (movegen.c): included by movegen.c twice on x86
 * without the popcnt instruction in the build's target, once as it is and
 * once with its functions renamed (mg_left_popcnt...) and compiled for
 * processors that have it; mg_anchor() picks one at run time.  Each of
 * the masked graph's edges is a popcount: one instruction instead of 12.
 * No include guard, on purpose.
 */

static void mg_follow(struct mg_ctx *, int, uint32_t, uint32_t, int, int,
    int, int, int);
static void mg_left(struct mg_ctx *, int, uint32_t, int, int, int);
static void mg_left_next(struct mg_ctx *, int, uint32_t, int, int, int);
static inline void mg_right(struct mg_ctx *, int, uint32_t, int, int, int,
    int) __attribute__((always_inline));
static inline void mg_right_next(struct mg_ctx *, int, uint32_t, int, int,
    int, int) __attribute__((always_inline));
static inline void mg_lay(struct mg_ctx *, int, unsigned, int, uint32_t,
    int, int, int, int, int) __attribute__((always_inline));
static inline uint32_t mg_through_left(const struct mg_ctx *,
    const struct movegen_square *, int, int, uint32_t, int *)
    __attribute__((always_inline));
static void mg_start(struct mg_ctx *, int);
static void mg_start_left(struct mg_ctx *, int);

/*
 * The copy for popcnt is taken only for a top-n search over the masked
 * graph, with the walk's bounds (mg_anchor()): there it reads that graph,
 * prunes, and is never stopped, without testing for it.
 */
#ifndef MG_WALK_TOP
#define MG_WALK_TOP 0
#endif
#undef MG_WALK_MASKED
#undef MG_WALK_STOPPED
#undef MG_WALK_PRUNE
#define MG_WALK_MASKED(c) (MG_WALK_TOP || (c)->masked)
#define MG_WALK_STOPPED(c) (!MG_WALK_TOP && (c)->stop)
#define MG_WALK_PRUNE(c) (MG_WALK_TOP || (c)->prune)

/* The edge of list for a symbol (its node), 0 when there is none. */
static inline uint32_t
mg_edge(const struct mg_ctx *c, uint32_t list, unsigned symbol)
{
	const uint32_t *nodes = c->nodes;

	if (MG_WALK_MASKED(c)) {
		uint32_t mask = nodes[list];

		return mask >> symbol & 1 ? nodes[list + 1 +
		    mg_popcount(mask & ((1u << symbol) - 1))] : 0;
	}
	for (uint32_t e = list;; e++) {
		uint32_t v = nodes[e];

		if (lexicon_node_symbol(v) == symbol)
			return v;
		if (lexicon_node_symbol(v) > symbol || lexicon_node_is_last(v))
			return 0;
	}
}

/*
 * The edges of list whose letters are allowed, in order, into next, their
 * own lists asked of the memory early (the walk is bound by cache
 * misses); with sep not NULL, the separator's list into *sep.  Returns how
 * many.  The masked graph says which edges there are without reading the
 * others; the lexicon's own is read up to the last letter allowed, or to
 * its end for the separator.
 */
static inline int
mg_edges(const struct mg_ctx *c, uint32_t list, uint32_t allowed,
    uint32_t *next, uint32_t *sep)
{
	const uint32_t *nodes = c->nodes;
	unsigned high;
	int n = 0;

	if (MG_WALK_MASKED(c)) {
		uint32_t mask = nodes[list];

		for (uint32_t f = allowed & mask; f != 0; f &= f - 1) {
			uint32_t w = nodes[list + 1 + mg_popcount(mask &
			    ((f & -f) - 1))];

			/*
			 * Its first edges too: a short list that starts late
			 * in a line of the cache ends in the next one.
			 */
			__builtin_prefetch(&nodes[lexicon_node_child(w)]);
			__builtin_prefetch(&nodes[lexicon_node_child(w) + 4]);
			next[n++] = w;
		}
		if (sep != NULL && (mask >> LEXICON_SEPARATOR & 1))
			*sep = lexicon_node_child(nodes[list +
			    mg_popcount(mask)]);
		return n;
	}
	high = allowed != 0 ? mg_highest(allowed) : 0;
	for (uint32_t e = list;; e++) {
		uint32_t w = nodes[e];
		unsigned letter = lexicon_node_symbol(w);

		if (allowed >> letter & 1) {
			__builtin_prefetch(&nodes[lexicon_node_child(w)]);
			next[n++] = w;
		} else if (letter == LEXICON_SEPARATOR && sep != NULL)
			*sep = lexicon_node_child(w);
		if (lexicon_node_is_last(w) || (sep == NULL && letter >= high))
			break;
	}
	return n;
}

/*
 * What a list must hold for a tile laid on pos (going right when right)
 * to lead anywhere but a word ending there: the letters the next square
 * may take from the rack (as the rack is now, a superset of what it will
 * be), and going left the separator for the turn, each only when the
 * walk's bounds for the tile's left part say it may reach the bar; every
 * symbol when a board tile comes next.  Without the masked graph, every
 * symbol.
 */
static inline uint32_t
mg_beyond(const struct mg_ctx *c, int pos, int right)
{
	int next = right ? pos + 1 : pos - 1, more = 1, turn = 1;
	uint32_t beyond = 0;

	if (!MG_WALK_MASKED(c) || (next >= 0 && next <= MG_LAST &&
	    c->line[next].tile != TILE_NONE))
		return ~0u;
	/* Left, the tile's own bounds: with more tiles left, turning. */
	if (!right && MG_WALK_PRUNE(c)) {
		int u = mg_blanks_laid(c), l = c->n_placed;

		more = c->more_left[u][l] >= mg_bar(c);
		turn = c->with_left[u][l] >= mg_bar(c);
	}
	if (more && c->n_placed + 1 < c->rack_n && (right ? next <= MG_LAST :
	    next >= c->left_limit))
		beyond = mg_allowed(c, &c->line[next]);
	if (!right && turn && c->end < MG_LAST)
		beyond |= 1u << LEXICON_SEPARATOR;
	return beyond;
}

/*
 * Whether the tile of edge w is worth laying: it ends a word, or its list
 * holds something of beyond (mg_beyond()).  The lists were asked of the
 * memory together (mg_edges()): reading them here lets their misses
 * overlap, where the walk into each would wait for its own, and a third
 * of the tiles laid led nowhere.
 */
static inline int
mg_live(const struct mg_ctx *c, uint32_t w, uint32_t beyond)
{
	uint32_t child = lexicon_node_child(w);

	return lexicon_node_accepts(w) || (child != 0 && (beyond == ~0u ||
	    (c->nodes[child] & beyond) != 0));
}

/*
 * Lay on the empty square pos each rack tile of the allowed letters that
 * list has an edge for, then go on (left, or right with the word from lo).
 * One pass finds the edges and asks the memory for their lists early (the
 * walk is bound by cache misses); the second follows them.
 */
static void
mg_follow(struct mg_ctx *c, int pos, uint32_t list, uint32_t allowed,
    int right, int lo, int main, int mult, int cross)
{
	uint32_t next[TILE_LETTERS], beyond;
	int n = mg_edges(c, list, allowed, next, NULL), blank;

	if (n == 0)
		return;
	blank = c->counts[TILE_BLANK] && mg_blank_worth(c, right);
	beyond = mg_beyond(c, pos, right);
	for (int i = 0; i < n && !MG_WALK_STOPPED(c); i++) {
		unsigned letter = lexicon_node_symbol(next[i]);

		if (!mg_live(c, next[i], beyond))
			continue;
		if (c->counts[letter])
			mg_lay(c, pos, letter, 0, next[i], right, lo, main,
			    mult, cross);
		if (blank && mg_blank_ok(c, letter, right))
			mg_lay(c, pos, letter, 1, next[i], right, lo, main,
			    mult, cross);
	}
}

/*
 * Follow the board tiles of line from hi down to lo, leftwards, from list
 * in the GADDAG: the list after them, 0 when they lead nowhere; their
 * values are added to *main.
 */
static inline uint32_t
mg_through_left(const struct mg_ctx *c, const struct movegen_square *line,
    int hi, int lo, uint32_t list, int *main)
{
	uint32_t v;

	for (int p = hi; p >= lo; p--) {
		if ((v = mg_edge(c, list, line[p].letter)) == 0 ||
		    (list = lexicon_node_child(v)) == 0)
			return 0;
		*main += line[p].value;
	}
	return list;
}

/*
 * The walk from the anchor pos.  The board tiles right after it are in
 * every play from it: read first (from the last, leftwards, the path of
 * the GADDAG that turns after them), they narrow the anchor's letters
 * before any tile is laid, where read after the turn they would end
 * every left part tried only then.  The left part then ends at the last
 * of them (c->end).
 */
static void
mg_start(struct mg_ctx *c, int pos)
{
	uint32_t list = c->root;
	int main = 0, end = pos;

	while (end < MG_LAST && c->line[end + 1].tile != TILE_NONE)
		end++;
	c->end = end;
	if (end == pos && pos > 0 && c->line[pos - 1].tile != TILE_NONE) {
		mg_start_left(c, pos);
		return;
	}
	if ((list = mg_through_left(c, c->line, end, pos + 1, list,
	    &main)) != 0)
		mg_left(c, pos, list, main, 1, 0);
}

/*
 * mg_start() with board tiles right before the anchor pos and none after
 * it: its plays lay no tile left of it (the left limit), so the board
 * tiles are read first, from the one before it leftwards, then the turn,
 * and the anchor's tile is the first of the right part.
 */
static void
mg_start_left(struct mg_ctx *c, int pos)
{
	uint32_t list, v;
	int main = 0, lo = pos - 1;

	while (lo > 0 && c->line[lo - 1].tile != TILE_NONE)
		lo--;
	if ((list = mg_through_left(c, c->line, pos - 1, lo, c->root,
	    &main)) == 0)
		return;
	if ((v = mg_edge(c, list, LEXICON_SEPARATOR)) == 0 ||
	    (list = lexicon_node_child(v)) == 0)
		return;
	/* What the turn after the anchor's tile would have asked. */
	if (MG_WALK_PRUNE(c) && c->with_left[0][0] < mg_bar(c) &&
	    !(c->counts[TILE_BLANK] && c->with_left[1][0] >= mg_bar(c)))
		return;
	c->left_tiles = 0;
	mg_right(c, pos, list, lo, main, 1, 0);
}

/*
 * The left part at pos, reading leftwards from the anchor: follow the
 * board's tile, or lay each rack tile the square allows.
 */
static void
mg_left(struct mg_ctx *c, int pos, uint32_t list, int main, int mult,
    int cross)
{
	const struct movegen_square *sq = &c->line[pos];
	uint32_t allowed, v;

	if (sq->tile != TILE_NONE) {
		if (list != 0 && (v = mg_edge(c, list, sq->letter)) != 0)
			mg_left_next(c, pos, v, main + sq->value, mult, cross);
		return;
	}
	if ((allowed = mg_allowed(c, sq)) == 0 || list == 0)
		return;
	mg_follow(c, pos, list, allowed, 0, 0, main, mult, cross);
}

/*
 * After the tile at pos (edge v) on the left part: absorb board tiles
 * further left, else end the word here (an accepting edge: the square
 * after c->end is empty), then in one pass over the next list lay tiles
 * further left and turn right at the separator, which sorts last.
 */
static void
mg_left_next(struct mg_ctx *c, int pos, uint32_t v, int main, int mult,
    int cross)
{
	uint32_t child = lexicon_node_child(v), allowed = 0, sep = 0, beyond;
	uint32_t next[TILE_LETTERS];
	int turn = c->end < MG_LAST, go_left = 1, blank, l, n;

	if (pos > 0 && c->line[pos - 1].tile != TILE_NONE) {
		if (child != 0)
			mg_left(c, pos - 1, child, main, mult, cross);
		return;
	}
	if (lexicon_node_accepts(v) && pos < c->end)
		mg_record(c, pos, c->end, main, mult, cross);
	if (child == 0)
		return;
	l = c->n_placed - 1;
	if (MG_WALK_PRUNE(c)) {
		float bar = mg_bar(c);
		int u = mg_blanks_laid(c);

		go_left = c->more_left[u][l] >= bar;
		turn = turn && c->with_left[u][l] >= bar;
	}
	if (go_left && pos - 1 >= c->left_limit && c->n_placed < c->rack_n)
		allowed = mg_allowed(c, &c->line[pos - 1]);
	if (allowed == 0 && !turn)
		return;
	/* The edges to follow first, then the walk. */
	n = mg_edges(c, child, allowed, next, turn ? &sep : NULL);
	if (sep != 0)
		__builtin_prefetch(&c->nodes[sep]);
	beyond = n > 0 ? mg_beyond(c, pos - 1, 0) : 0;
	blank = n > 0 && c->counts[TILE_BLANK] && mg_blank_worth(c, 0);
	for (int i = 0; i < n && !MG_WALK_STOPPED(c); i++) {
		unsigned letter = lexicon_node_symbol(next[i]);

		if (!mg_live(c, next[i], beyond))
			continue;
		if (c->counts[letter])
			mg_lay(c, pos - 1, letter, 0, next[i], 0, 0, main, mult,
			    cross);
		if (blank && mg_blank_ok(c, letter, 0))
			mg_lay(c, pos - 1, letter, 1, next[i], 0, 0, main, mult,
			    cross);
	}
	c->left_tiles = l;
	if (sep != 0 && !MG_WALK_STOPPED(c))
		mg_right(c, c->end + 1, sep, pos, main, mult, cross);
}

/*
 * The right part: the tile at pos, after the separator.  Inlined: a
 * call less for each tile of the right part.
 */
static inline void
mg_right(struct mg_ctx *c, int pos, uint32_t list, int lo, int main,
    int mult, int cross)
{
	const struct movegen_square *sq = &c->line[pos];
	uint32_t allowed, v;

	if (sq->tile != TILE_NONE) {
		if ((v = mg_edge(c, list, sq->letter)) != 0)
			mg_right_next(c, pos, v, lo, main + sq->value, mult,
			    cross);
		return;
	}
	if (c->n_placed >= c->rack_n || (allowed = mg_allowed(c, sq)) == 0)
		return;
	mg_follow(c, pos, list, allowed, 1, lo, main, mult, cross);
}

/*
 * After the tile at pos on the right part: absorb the board tiles after
 * it, end the word, go on to the next empty square.  Inlined, with no
 * recursion of its own: a right part's tile costs one call, mg_follow().
 */
static inline void
mg_right_next(struct mg_ctx *c, int pos, uint32_t v, int lo, int main,
    int mult, int cross)
{
	const struct movegen_square *sq;
	uint32_t child = lexicon_node_child(v), allowed;

	while (pos < MG_LAST && c->line[pos + 1].tile != TILE_NONE) {
		if (child == 0 || (v = mg_edge(c, child,
		    c->line[pos + 1].letter)) == 0)
			return;
		main += c->line[++pos].value;
		child = lexicon_node_child(v);
	}
	if (lexicon_node_accepts(v))
		mg_record(c, lo, pos, main, mult, cross);
	if (MG_WALK_PRUNE(c) && c->more_right[mg_blanks_laid(c)][c->left_tiles]
	    [c->n_placed - 1 - c->left_tiles] < mg_bar(c))
		return;
	if (child == 0 || pos == MG_LAST || MG_WALK_STOPPED(c) ||
	    c->n_placed >= c->rack_n)
		return;
	sq = &c->line[pos + 1];
	if ((allowed = mg_allowed(c, sq)) != 0)
		mg_follow(c, pos + 1, child, allowed, 1, lo, main, mult, cross);
}

/*
 * Lay letter (from a blank when blank) on the empty square pos, score it
 * (arts. 13-18: its premiums count, it is new), go on left or right, and
 * take it back.  Inlined: the walk's recursion is then one call a tile.
 */
static inline void
mg_lay(struct mg_ctx *c, int pos, unsigned letter, int blank, uint32_t v,
    int right, int lo, int main, int mult, int cross)
{
	const struct movegen_square *sq = &c->line[pos];
	unsigned code = blank ? TILE_BLANK : letter;
	int lv = blank ? 0 : c->value[letter] * sq->lm;

	if (blank && c->blanks_laid++ == 0)
		c->first_blank = letter;

	/* The letter's bit as data, not a branch on the copies left. */
	c->counts[code]--;
	if (!blank)
		c->rack_mask &= ~((uint32_t)(c->counts[code] == 0) << letter);
	c->leave_index -= c->stride[code];
	c->placed[pos] = (tile_t)(blank ? letter | TILE_BLANK_FLAG : letter);
	c->n_placed++;
	main += lv;
	mult *= sq->wm;
	cross += (sq->cross_score + lv) * sq->cross_mul;
	if (right)
		mg_right_next(c, pos, v, lo, main, mult, cross);
	else
		mg_left_next(c, pos, v, main, mult, cross);
	c->n_placed--;
	c->placed[pos] = TILE_NONE;
	c->leave_index += c->stride[code];
	c->blanks_laid -= blank;
	if (!blank)
		c->rack_mask |= (uint32_t)(c->counts[code] == 0) << letter;
	c->counts[code]++;
}
