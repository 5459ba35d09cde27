/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistr.h>

#include "infile.h"
#include "lexicon-build.h"
#include "xmalloc.h"

/*
 * Building the graph.
 *
 * Every string (the words for the DAWG, then the GADDAG entries) goes into
 * a trie in sorted order, and the trie is minimised as it grows (Daciuk,
 * Mihov, Watson and Watson, "Incremental construction of minimal acyclic
 * finite-state automata", 2000): once a new string leaves the path of the
 * previous one, the states of that path below the fork can never change
 * again, so each is replaced by an equal state already in the graph or
 * written out as a new one.  Equal means the same edges (symbol, accepts,
 * child), found through a hash "register" of every state written so far.
 * The DAWG and the GADDAG share the register, hence their common sub-graphs.
 *
 * Strings are fixed 16-byte keys (at most 15 tiles and a separator), zero
 * padded so that a prefix sorts before its extensions, and are sorted with
 * an MSD radix sort.  The GADDAG entries are made and sorted one first
 * symbol at a time to keep memory small.
 */

#define KEY_SIZE (TILES_MAX_WORD + 1)
#define SYMBOLS 32	/* radix buckets: symbols 0..29 and room */
#define SMALL_SORT 24	/* below this, insertion sort */

/* A string of symbols, zero padded. */
struct key {
	uint8_t s[KEY_SIZE];
};

/* One state on the path of the previous string: its edges so far. */
struct path_state {
	uint32_t edges[SYMBOLS];
	unsigned n;
};

/* A trie being built and minimised one sorted string at a time. */
struct trie {
	struct path_state path[KEY_SIZE + 1];
	struct key prev;
	size_t prev_len;
};

/* One register slot: a written state (its first node) and its hash. */
struct slot {
	uint32_t index; /* 0: empty */
	uint32_t hash;
};

struct lexicon_builder {
	struct key *words;
	size_t nwords;
	size_t words_size;

	uint32_t *nodes;
	size_t nnodes;
	size_t nodes_size;

	struct slot *slots;
	size_t nslots; /* a power of two */
	size_t used;

	enum lexicon_error error;
};

static size_t key_length(const struct key *key);
static void keys_sort(struct key *keys, struct key *tmp, size_t n,
    unsigned depth);
static size_t keys_unique(struct key *keys, size_t n);
static int register_state(struct lexicon_builder *b,
    const struct path_state *state, uint32_t *index);
static int trie_insert(struct lexicon_builder *b, struct trie *t,
    const struct key *key);
static int trie_finish(struct lexicon_builder *b, struct trie *t,
    uint32_t *root);
static int build_dawg(struct lexicon_builder *b, uint32_t *root);
static int build_gaddag(struct lexicon_builder *b, uint32_t *root);
static int levels_order(struct lexicon_builder *b,
    uint32_t header[LEXICON_HEADER_WORDS], uint32_t **ordered);
static int image_write(struct lexicon_builder *b, const uint32_t *nodes,
    const uint32_t header[LEXICON_HEADER_WORDS], void **image, size_t *size);
static int builder_fail(struct lexicon_builder *b, enum lexicon_error error);
static void build_progress(enum lexicon_build_phase phase, size_t words);

/* Where builds report their stages (lexicon_build_set_progress()). */
static lexicon_build_progress_cb build_progress_cb;
static void *build_progress_arg;

void
lexicon_build_set_progress(lexicon_build_progress_cb cb, void *arg)
{
	build_progress_cb = cb;
	build_progress_arg = arg;
}

/* Tell the progress callback, if any, that a stage starts. */
static void
build_progress(enum lexicon_build_phase phase, size_t words)
{
	if (build_progress_cb != NULL)
		build_progress_cb(phase, words, build_progress_arg);
}

/* Record an error for the caller and return -1. */
static int
builder_fail(struct lexicon_builder *b, enum lexicon_error error)
{
	b->error = error;
	return -1;
}

struct lexicon_builder *
lexicon_builder_create(void)
{
	return xcalloc(1, sizeof(struct lexicon_builder));
}

void
lexicon_builder_free(struct lexicon_builder *builder)
{
	if (builder == NULL)
		return;
	free(builder->words);
	free(builder->nodes);
	free(builder->slots);
	free(builder);
}

int
lexicon_builder_add(struct lexicon_builder *builder, const tile_t *tiles,
    size_t n, enum lexicon_error *error)
{
	struct key key;

	if (n < LEXICON_MIN_WORD || n > TILES_MAX_WORD) {
		*error = LEXICON_ERR_FOREIGN;
		return -1;
	}
	memset(&key, 0, sizeof key);
	for (size_t i = 0; i < n; i++) {
		tile_t letter = tiles[i] & TILE_LETTER_MASK;

		if (!tile_is_letter(tiles[i])) {
			*error = LEXICON_ERR_FOREIGN;
			return -1;
		}
		key.s[i] = letter;
	}
	if (builder->nwords == builder->words_size) {
		size_t size = builder->words_size ? 2 * builder->words_size :
		    1024;
		struct key *words = xreallocarray(builder->words, size,
		    sizeof *words);

		builder->words = words;
		builder->words_size = size;
	}
	builder->words[builder->nwords++] = key;
	return 0;
}

/* Number of symbols in a key. */
static size_t
key_length(const struct key *key)
{
	size_t n = 0;

	while (n < KEY_SIZE && key->s[n] != 0)
		n++;
	return n;
}

/* Sort keys that agree on their first depth symbols: insertion sort. */
static void
keys_insertion_sort(struct key *keys, size_t n, unsigned depth)
{
	for (size_t i = 1; i < n; i++) {
		struct key k = keys[i];
		size_t j = i;

		while (j > 0 && memcmp(keys[j - 1].s + depth, k.s + depth,
		    KEY_SIZE - depth) > 0) {
			keys[j] = keys[j - 1];
			j--;
		}
		keys[j] = k;
	}
}

/*
 * MSD radix sort of keys that agree on their first depth symbols; tmp has
 * room for n keys.  Bucket 0 holds keys that have ended: all equal.
 */
static void
keys_sort(struct key *keys, struct key *tmp, size_t n, unsigned depth)
{
	size_t count[SYMBOLS] = { 0 }, start[SYMBOLS];
	size_t at = 0;

	if (depth >= KEY_SIZE)
		return;
	if (n < SMALL_SORT) {
		keys_insertion_sort(keys, n, depth);
		return;
	}
	for (size_t i = 0; i < n; i++)
		count[keys[i].s[depth] & (SYMBOLS - 1)]++;
	for (unsigned c = 0; c < SYMBOLS; c++) {
		start[c] = at;
		at += count[c];
	}
	for (size_t i = 0; i < n; i++)
		tmp[start[keys[i].s[depth] & (SYMBOLS - 1)]++] = keys[i];
	memcpy(keys, tmp, n * sizeof *keys);
	for (unsigned c = 1, from = count[0]; c < SYMBOLS; c++) {
		if (count[c] > 1)
			keys_sort(keys + from, tmp, count[c], depth + 1);
		from += count[c];
	}
}

/* Drop adjacent duplicates of sorted keys; returns the new count. */
static size_t
keys_unique(struct key *keys, size_t n)
{
	size_t out = 0;

	for (size_t i = 0; i < n; i++)
		if (out == 0 || memcmp(&keys[out - 1], &keys[i],
		    sizeof keys[i]) != 0)
			keys[out++] = keys[i];
	return out;
}

/* Hash of a state's node values (multiply-xorshift, 32 bits). */
static uint32_t
state_hash(const uint32_t *edges, unsigned n)
{
	uint64_t h = 0x9e3779b97f4a7c15u ^ n;

	for (unsigned i = 0; i < n; i++) {
		h = (h ^ edges[i]) * 0xff51afd7ed558ccdu;
		h ^= h >> 29;
	}
	return (uint32_t)(h >> 32);
}

/*
 * Is the written list at old the state of these n edges?  Compared edge by
 * edge: a shorter list differs at its last edge (the "last" bit), so the
 * comparison never reads past it.
 */
static int
state_equal(const uint32_t *old, const uint32_t *edges, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (old[i] != edges[i])
			return 0;
	return 1;
}

/* Double the register and re-insert every slot. */
static void
register_grow(struct lexicon_builder *b)
{
	size_t nslots = b->nslots ? 2 * b->nslots : 1u << 10;
	struct slot *slots = xcalloc(nslots, sizeof *slots);

	for (size_t i = 0; i < b->nslots; i++) {
		size_t at;

		if (b->slots[i].index == 0)
			continue;
		at = b->slots[i].hash & (nslots - 1);
		while (slots[at].index != 0)
			at = (at + 1) & (nslots - 1);
		slots[at] = b->slots[i];
	}
	free(b->slots);
	b->slots = slots;
	b->nslots = nslots;
}

/* Append n nodes to the graph; returns the index of the first. */
static int
nodes_append(struct lexicon_builder *b, const uint32_t *edges, unsigned n,
    uint32_t *index)
{
	if (b->nnodes + n > LEXICON_MAX_NODES)
		return builder_fail(b, LEXICON_ERR_TOO_BIG);
	if (b->nnodes + n > b->nodes_size) {
		size_t size = b->nodes_size ? 2 * b->nodes_size : 1u << 10;
		uint32_t *nodes = xreallocarray(b->nodes, size, sizeof *nodes);

		b->nodes = nodes;
		b->nodes_size = size;
	}
	*index = (uint32_t)b->nnodes;
	memcpy(b->nodes + b->nnodes, edges, n * sizeof *edges);
	b->nnodes += n;
	return 0;
}

/*
 * The graph index of a finished state: an equal state already written, or
 * the state appended now.  A state without edges is list 0.
 */
static int
register_state(struct lexicon_builder *b, const struct path_state *state,
    uint32_t *index)
{
	uint32_t edges[SYMBOLS], hash;
	unsigned n = state->n;
	size_t at;

	*index = 0;
	if (n == 0)
		return 0;
	memcpy(edges, state->edges, n * sizeof *edges);
	edges[n - 1] |= LEXICON_NODE_LAST;
	hash = state_hash(edges, n);
	if (2 * (b->used + 1) > b->nslots)
		register_grow(b);
	for (at = hash & (b->nslots - 1); b->slots[at].index != 0;
	    at = (at + 1) & (b->nslots - 1)) {
		if (b->slots[at].hash == hash &&
		    state_equal(b->nodes + b->slots[at].index, edges, n)) {
			*index = b->slots[at].index;
			return 0;
		}
	}
	if (nodes_append(b, edges, n, index) != 0)
		return -1;
	b->slots[at].index = *index;
	b->slots[at].hash = hash;
	b->used++;
	return 0;
}

/* Write out the path states deeper than depth, linking each to its parent. */
static int
trie_freeze(struct lexicon_builder *b, struct trie *t, size_t depth)
{
	for (size_t d = t->prev_len; d > depth; d--) {
		struct path_state *parent = &t->path[d - 1];
		uint32_t index;

		if (register_state(b, &t->path[d], &index) != 0)
			return -1;
		parent->edges[parent->n - 1] |= index <<
		    LEXICON_NODE_CHILD_SHIFT;
		t->path[d].n = 0;
	}
	return 0;
}

/* Add the next string, which sorts after every string added before. */
static int
trie_insert(struct lexicon_builder *b, struct trie *t, const struct key *key)
{
	size_t len = key_length(key), cp = 0;

	while (cp < len && cp < t->prev_len && key->s[cp] == t->prev.s[cp])
		cp++;
	if (cp == len)
		return 0; /* a duplicate: sorted input has no shorter one */
	if (trie_freeze(b, t, cp) != 0)
		return -1;
	for (size_t d = cp; d < len; d++) {
		struct path_state *state = &t->path[d];

		state->edges[state->n++] = key->s[d] |
		    (d + 1 == len ? LEXICON_NODE_ACCEPTS : 0);
		t->path[d + 1].n = 0;
	}
	t->prev = *key;
	t->prev_len = len;
	return 0;
}

/* Write out the whole trie; *root is its root list. */
static int
trie_finish(struct lexicon_builder *b, struct trie *t, uint32_t *root)
{
	if (trie_freeze(b, t, 0) != 0)
		return -1;
	return register_state(b, &t->path[0], root);
}

/* A trie with nothing in it. */
static struct trie *
trie_create(void)
{
	return xcalloc(1, sizeof(struct trie));
}

/* The DAWG: the sorted, distinct words. */
static int
build_dawg(struct lexicon_builder *b, uint32_t *root)
{
	struct trie *t = trie_create();
	int rc = 0;

	for (size_t i = 0; i < b->nwords && rc == 0; i++)
		rc = trie_insert(b, t, &b->words[i]);
	if (rc == 0)
		rc = trie_finish(b, t, root);
	free(t);
	return rc;
}

/*
 * The GADDAG entries of word w whose first symbol (w[i], the tile the
 * entry starts from) is letter: rev(w[0..i]) SEP w[i+1..], and rev(w)
 * alone when i is the last tile.
 */
static size_t
gaddag_entries(const struct key *w, uint8_t letter, struct key *out)
{
	size_t len = key_length(w), made = 0;

	for (size_t i = 0; i < len; i++) {
		struct key *k;
		size_t at = 0;

		if (w->s[i] != letter)
			continue;
		k = &out[made++];
		memset(k, 0, sizeof *k);
		for (size_t j = i + 1; j-- > 0;)
			k->s[at++] = w->s[j];
		if (i + 1 < len) {
			k->s[at++] = LEXICON_SEPARATOR;
			memcpy(k->s + at, w->s + i + 1, len - i - 1);
		}
	}
	return made;
}

/* Sort and insert the GADDAG entries starting with each letter in turn. */
static int
gaddag_by_letter(struct lexicon_builder *b, struct trie *t, struct key *keys,
    struct key *tmp)
{
	for (uint8_t letter = TILE_A; letter <= TILE_Z; letter++) {
		size_t n = 0;

		for (size_t i = 0; i < b->nwords; i++)
			n += gaddag_entries(&b->words[i], letter, keys + n);
		keys_sort(keys, tmp, n, 1);
		for (size_t i = 0; i < n; i++)
			if (trie_insert(b, t, &keys[i]) != 0)
				return -1;
	}
	return 0;
}

/* The GADDAG, sharing the register (and so sub-graphs) with the DAWG. */
static int
build_gaddag(struct lexicon_builder *b, uint32_t *root)
{
	size_t count[SYMBOLS] = { 0 }, most = 0;
	struct key *keys, *tmp;
	struct trie *t;
	int rc = -1;

	for (size_t i = 0; i < b->nwords; i++)
		for (size_t j = 0; j < KEY_SIZE && b->words[i].s[j]; j++)
			count[b->words[i].s[j]]++;
	for (unsigned c = 0; c < SYMBOLS; c++)
		most = count[c] > most ? count[c] : most;
	keys = xreallocarray(NULL, most + 1, sizeof *keys);
	tmp = xreallocarray(NULL, most + 1, sizeof *tmp);
	t = trie_create();
	if (gaddag_by_letter(b, t, keys, tmp) == 0)
		rc = trie_finish(b, t, root);
	free(keys);
	free(tmp);
	free(t);
	return rc;
}

/* Store a 32-bit value little-endian, whatever the host order. */
static void
put_le32(uint8_t *p, uint32_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
	p[2] = (v >> 16) & 0xff;
	p[3] = v >> 24;
}

/* The file image of the graph: header (src/lexicon.h) then nodes. */
static int
image_write(struct lexicon_builder *b, const uint32_t *nodes,
    const uint32_t header[LEXICON_HEADER_WORDS], void **image, size_t *size)
{
	uint32_t n = header[LEXICON_H_NODES];
	uint64_t sum = lexicon_checksum(header, nodes, n);
	uint8_t *p;

	*size = LEXICON_HEADER_SIZE + 4 * (size_t)n;
	p = xmalloc(*size);
	memcpy(p, LEXICON_MAGIC, LEXICON_MAGIC_SIZE);
	for (int i = 0; i < LEXICON_HEADER_WORDS; i++)
		put_le32(p + 8 + 4 * i, header[i]);
	put_le32(p + LEXICON_HEADER_SIZE - 8, (uint32_t)sum);
	put_le32(p + LEXICON_HEADER_SIZE - 4, (uint32_t)(sum >> 32));
	for (uint32_t i = 0; i < n; i++)
		put_le32(p + LEXICON_HEADER_SIZE + 4 * (size_t)i, nodes[i]);
	*image = p;
	return 0;
}

/*
 * The level of every list (longest path from it), in index order since
 * children are written before their parents; counts[h] gets the number of
 * nodes in lists of level h.
 */
static int
levels_measure(struct lexicon_builder *b, uint8_t *level,
    uint32_t counts[LEXICON_LEVELS + 1])
{
	uint32_t start = 1;
	unsigned most = 0;

	for (uint32_t i = 1; i < b->nnodes; i++) {
		uint32_t child = lexicon_node_child(b->nodes[i]);
		unsigned h = 1u + (child != 0 ? level[child] : 0);

		most = h > most ? h : most;
		if (!lexicon_node_is_last(b->nodes[i]))
			continue;
		if (most > LEXICON_LEVELS)
			return builder_fail(b, LEXICON_ERR_TOO_BIG);
		level[start] = (uint8_t)most;
		counts[most] += i + 1 - start;
		start = i + 1;
		most = 0;
	}
	return 0;
}

/* Copy the lists into out in level order, children renumbered by pos[]. */
static void
levels_copy(struct lexicon_builder *b, const uint8_t *level, uint32_t *pos,
    uint32_t next[LEXICON_LEVELS + 1], uint32_t *out)
{
	uint32_t start = 1;

	for (uint32_t i = 1; i < b->nnodes; i++) {
		if (!lexicon_node_is_last(b->nodes[i]))
			continue;
		pos[start] = next[level[start]];
		next[level[start]] += i + 1 - start;
		for (uint32_t k = start; k <= i; k++) {
			uint32_t v = b->nodes[k], child = lexicon_node_child(v);

			if (child != 0)
				v = (v & ~(~0u << LEXICON_NODE_CHILD_SHIFT)) |
				    pos[child] << LEXICON_NODE_CHILD_SHIFT;
			out[pos[start] + k - start] = v;
		}
		start = i + 1;
	}
	out[0] = b->nodes[0];
}

/*
 * Store the lists by level (src/lexicon.h) so that the loader can prove in
 * one sequential pass that no walk loops or runs deep.  header[] gets the
 * level ends and the renumbered roots.
 */
static int
levels_order(struct lexicon_builder *b, uint32_t header[LEXICON_HEADER_WORDS],
    uint32_t **ordered)
{
	uint32_t counts[LEXICON_LEVELS + 1] = { 0 }, next[LEXICON_LEVELS + 1];
	uint8_t *level = xmalloc(b->nnodes);
	uint32_t *pos = xreallocarray(NULL, b->nnodes, sizeof *pos);
	uint32_t *out = xreallocarray(NULL, b->nnodes, sizeof *out);
	int rc = -1;

	if (levels_measure(b, level, counts) == 0) {
		next[1] = 1;
		for (int h = 1; h <= LEXICON_LEVELS; h++) {
			if (h > 1)
				next[h] = next[h - 1] + counts[h - 1];
			header[LEXICON_H_LEVEL_ENDS + h - 1] = next[h] +
			    counts[h];
		}
		levels_copy(b, level, pos, next, out);
		pos[0] = 0;
		header[LEXICON_H_DAWG] = pos[header[LEXICON_H_DAWG]];
		header[LEXICON_H_GADDAG] = pos[header[LEXICON_H_GADDAG]];
		*ordered = out;
		out = NULL;
		rc = 0;
	}
	free(level);
	free(pos);
	free(out);
	return rc;
}

int
lexicon_builder_finish(struct lexicon_builder *builder, void **image,
    size_t *size, uint32_t *words, enum lexicon_error *error)
{
	struct lexicon_builder *b = builder;
	uint32_t header[LEXICON_HEADER_WORDS] = { LEXICON_FORMAT_VERSION,
		LEXICON_ALPHABET_FISE };
	uint32_t sentinel = LEXICON_NODE_LAST, index, *ordered = NULL;
	struct key *tmp;
	int rc;

	if (b->nwords == 0) {
		*error = LEXICON_ERR_NO_WORDS;
		return -1;
	}
	tmp = xreallocarray(NULL, b->nwords, sizeof *tmp);
	build_progress(LEXICON_BUILD_SORTING, b->nwords);
	keys_sort(b->words, tmp, b->nwords, 0);
	free(tmp);
	b->nwords = keys_unique(b->words, b->nwords);
	b->nnodes = 0;
	b->used = 0;
	if (b->slots != NULL)
		memset(b->slots, 0, b->nslots * sizeof *b->slots);
	header[LEXICON_H_WORDS] = (uint32_t)b->nwords;
	rc = nodes_append(b, &sentinel, 1, &index);
	build_progress(LEXICON_BUILD_DAWG, b->nwords);
	if (rc == 0)
		rc = build_dawg(b, &header[LEXICON_H_DAWG]);
	build_progress(LEXICON_BUILD_GADDAG, b->nwords);
	if (rc == 0)
		rc = build_gaddag(b, &header[LEXICON_H_GADDAG]);
	header[LEXICON_H_NODES] = (uint32_t)b->nnodes;
	build_progress(LEXICON_BUILD_WRITING, b->nwords);
	if (rc == 0)
		rc = levels_order(b, header, &ordered);
	if (rc == 0)
		rc = image_write(b, ordered, header, image, size);
	free(ordered);
	build_progress(LEXICON_BUILD_DONE, b->nwords);
	if (rc != 0) {
		*error = b->error;
		return -1;
	}
	*words = header[LEXICON_H_WORDS];
	return 0;
}

const char *
lexicon_line_problem_string(enum lexicon_line_problem problem)
{
	switch (problem) {
	case LEXICON_LINE_NOT_SPANISH:
		return "contains K or W";
	case LEXICON_LINE_BAD_CHARACTER:
		return "contains a character that is not a Spanish letter";
	case LEXICON_LINE_TOO_SHORT:
		return "fewer than 2 tiles";
	case LEXICON_LINE_TOO_LONG:
		return "more than 15 tiles";
	case LEXICON_LINE_NUL:
		return "contains a NUL byte";
	default:
		return "unknown problem";
	}
}

/* Windows-1252's characters for bytes 0x80-0x9F; 0 where it has none
 * (those bytes then read as the ISO-8859-1 control they are, and the
 * line is refused as a bad character, not dropped unseen). */
static const uint16_t cp1252_high[32] = {
	0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0,
	0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178
};

/* Which single-byte encoding text is in: Windows-1252 when it uses a
 * byte of 0x80-0x9F (ISO-8859-1 has only controls there). */
static enum lexicon_encoding
single_byte_encoding(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c >= 0x80 && c <= 0x9f)
			return LEXICON_ENCODING_CP1252;
	}
	return LEXICON_ENCODING_LATIN1;
}

int
lexicon_list_to_utf8(const char *text, size_t len,
    enum lexicon_encoding encoding, char **out, size_t *out_len,
    enum lexicon_encoding *used)
{
	uint8_t *buf, *p;

	*out = NULL;
	*out_len = 0;
	if (encoding == LEXICON_ENCODING_AUTO)
		encoding = u8_check((const uint8_t *)text, len) == NULL ?
		    LEXICON_ENCODING_UTF8 : single_byte_encoding(text, len);
	*used = encoding;
	if (encoding == LEXICON_ENCODING_UTF8)
		return 0;
	buf = xreallocarray(NULL, len + 1, 3);
	p = buf;
	for (size_t i = 0; i < len; i++) {
		ucs4_t c = (unsigned char)text[i];

		if (encoding == LEXICON_ENCODING_CP1252 && c >= 0x80 &&
		    c <= 0x9f && cp1252_high[c - 0x80] != 0)
			c = cp1252_high[c - 0x80];
		p += u8_uctomb(p, c, 3);
	}
	*out = (char *)buf;
	*out_len = (size_t)(p - buf);
	return 0;
}

enum lexicon_error
lexicon_list_wide(const char *text, size_t len)
{
	switch (infile_wide_encoding(text, len)) {
	case INFILE_UTF16:
		return LEXICON_ERR_UTF16;
	case INFILE_UTF32:
		return LEXICON_ERR_UTF32;
	case INFILE_NARROW:
		break;
	}
	return LEXICON_OK;
}

const char *
lexicon_encoding_name(enum lexicon_encoding encoding)
{
	switch (encoding) {
	case LEXICON_ENCODING_LATIN1:
		return "ISO-8859-1";
	case LEXICON_ENCODING_CP1252:
		return "Windows-1252";
	case LEXICON_ENCODING_UTF8:
		return "UTF-8";
	default:
		return "auto";
	}
}

int
lexicon_encoding_parse(const char *name, enum lexicon_encoding *encoding)
{
	static const struct {
		const char *name;
		enum lexicon_encoding encoding;
	} names[] = {
		{ "utf-8", LEXICON_ENCODING_UTF8 },
		{ "utf8", LEXICON_ENCODING_UTF8 },
		{ "latin1", LEXICON_ENCODING_LATIN1 },
		{ "latin-1", LEXICON_ENCODING_LATIN1 },
		{ "iso-8859-1", LEXICON_ENCODING_LATIN1 },
		{ "iso8859-1", LEXICON_ENCODING_LATIN1 },
		{ "windows-1252", LEXICON_ENCODING_CP1252 },
		{ "cp1252", LEXICON_ENCODING_CP1252 },
		{ "auto", LEXICON_ENCODING_AUTO },
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcasecmp(name, names[i].name) == 0) {
			*encoding = names[i].encoding;
			return 0;
		}
	}
	return -1;
}

/* Is c a space or tab, trimmed around words? */
static int
is_blank_char(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* Why a line's text is not a word, from the tiles module's verdict. */
static enum lexicon_line_problem
line_problem(int n, const struct tiles_failure *failure)
{
	if (n >= 0)
		return n < LEXICON_MIN_WORD ? LEXICON_LINE_TOO_SHORT :
		    LEXICON_LINE_PROBLEMS;
	switch (failure->error) {
	case TILES_ERR_NOT_SPANISH:
		return LEXICON_LINE_NOT_SPANISH;
	case TILES_ERR_TOO_LONG:
		return LEXICON_LINE_TOO_LONG;
	default:
		return LEXICON_LINE_BAD_CHARACTER;
	}
}

/*
 * Take one trimmed, non-empty, non-comment line.  Returns 0, 1 when the
 * callback asked to stop, or -1 on error.
 */
static int
list_line(struct lexicon_builder *b, const char *text, size_t len,
    size_t line, enum tiles_mode mode, lexicon_line_cb cb, void *arg,
    struct lexicon_list_stats *stats, enum lexicon_error *error)
{
	tile_t tiles[TILES_MAX_WORD];
	struct tiles_failure failure;
	enum lexicon_line_problem problem;
	int n;

	memset(&failure, 0, sizeof failure);
	stats->read++;
	n = tiles_parse(text, len, mode, tiles, TILES_MAX_WORD, &failure);
	problem = memchr(text, '\0', len) != NULL ? LEXICON_LINE_NUL :
	    line_problem(n, &failure);
	if (problem == LEXICON_LINE_PROBLEMS) {
		stats->accepted++;
		return lexicon_builder_add(b, tiles, (size_t)n, error);
	}
	stats->skipped[problem]++;
	if (cb != NULL && cb(line, text, len, problem, &failure, arg) != 0)
		return 1;
	return 0;
}

int
lexicon_builder_add_list(struct lexicon_builder *builder, const char *text,
    size_t len, enum lexicon_spelling spelling, lexicon_line_cb cb, void *arg,
    struct lexicon_list_stats *stats, enum lexicon_error *error)
{
	enum tiles_mode mode = spelling == LEXICON_SPELLING_DIGITS ?
	    TILES_MODE_DIGITS : TILES_MODE_WORD;
	size_t pos = 0;

	if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		pos = 3; /* a byte-order mark some editors write */
	while (pos < len) {
		const char *eol = memchr(text + pos, '\n', len - pos);
		size_t end = eol != NULL ? (size_t)(eol - text) : len;
		size_t start = pos;
		const char *hash;
		int rc;

		pos = eol != NULL ? end + 1 : len;
		stats->lines++;
		while (start < end && is_blank_char(text[start]))
			start++;
		/* A comment, alone or after the word ("casa  # house"):
		 * no word has a '#'. */
		hash = memchr(text + start, '#', end - start);
		if (hash != NULL)
			end = (size_t)(hash - text);
		while (end > start && is_blank_char(text[end - 1]))
			end--;
		if (start == end)
			continue;
		rc = list_line(builder, text + start, end - start,
		    stats->lines, mode, cb, arg, stats, error);
		if (rc != 0)
			return rc;
	}
	return 0;
}

int
lexicon_image_set_name(void **image, size_t *size, const char *name)
{
	size_t n = strlen(name), add = 8 + (n + 3) / 4 * 4;
	uint8_t *p;

	if (!lexicon_name_valid(name))
		return -1;
	p = xrealloc(*image, *size + add);
	memset(p + *size, 0, add);
	memcpy(p + *size, LEXICON_NAME_TAG, 4);
	put_le32(p + *size + 4, (uint32_t)n);
	memcpy(p + *size + 8, name, n);
	*image = p;
	*size += add;
	return 0;
}
