/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <unistr.h>

#include "datapath.h"
#include "infile.h"
#include "lexicon.h"
#include "lexicon-build.h"
#include "xmalloc.h"

struct lexicon {
	const uint32_t *nodes;
	uint32_t nnodes;
	uint32_t nwords;
	uint32_t roots[2];
	/* The DAWG edge reached by each two-tile prefix, 0 if none. */
	uint32_t prefix2[TILE_Z + 1][TILE_Z + 1];

	void *owned; /* a malloc'd image or host-order copy, or NULL */
	char name[LEXICON_NAME_MAX + 1]; /* the trailer's, "" if none */
};

/* State of an anagram search. */
struct anagram {
	const struct lexicon *lex;
	int counts[TILE_CODES];
	size_t max;
	tile_t word[TILES_MAX_WORD];
	lexicon_word_cb cb;
	void *arg;
};

static int lexicon_fail(struct lexicon_failure *failure,
    enum lexicon_error error, int errnum, uint32_t detail);
static int lexicon_load(const uint8_t *p, size_t size,
    struct lexicon **lexp, struct lexicon_failure *failure);
static int lexicon_compile(const uint8_t *p, size_t size,
    lexicon_line_cb cb, void *arg, struct lexicon **lexp,
    struct lexicon_failure *failure);
static void lexicon_index_prefixes(struct lexicon *lex);
static int lexicon_fail_file(struct lexicon_failure *failure,
    const struct infile_failure *in);
static int lexicon_read(const char *path, uint8_t **data, size_t *size,
    struct lexicon_failure *failure);
static int lexicon_accepts_one(const struct lexicon *lex, tile_t t);
static int image_trailer_name(const uint8_t *t, size_t n, char *buf,
    size_t size);
static int lexicon_read_trailer(const char *path, char *buf, size_t size);

/* Fill *failure (may be NULL) and return -1. */
static int
lexicon_fail(struct lexicon_failure *failure, enum lexicon_error error,
    int errnum, uint32_t detail)
{
	if (failure != NULL) {
		failure->error = error;
		failure->errnum = errnum;
		failure->detail = detail;
	}
	return -1;
}

/* A little-endian 32-bit value at p. */
static uint32_t
get_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* Is t a letter tile, blank flag allowed?  tile_is_letter(), inline. */
static inline int
lexicon_is_letter(tile_t t)
{
	unsigned letter = t & TILE_LETTER_MASK;

	return letter - TILE_A <= (unsigned)(TILE_Z - TILE_A) &&
	    (t & ~(TILE_LETTER_MASK | TILE_BLANK_FLAG)) == 0;
}

/* Non-zero on a little-endian host, where the nodes are used in place. */
static int
host_is_little_endian(void)
{
	const uint32_t one = 1;

	return *(const uint8_t *)&one == 1;
}

/*
 * Four 32-bit lanes, for the loader's passes over the nodes (GCC and
 * Clang lower them to the machine's vector instructions, else to plain
 * code).
 */
typedef uint32_t lex_v4 __attribute__((vector_size(16)));

/* Four nodes from any address. */
static inline lex_v4
lex_v4_load(const uint32_t *p)
{
	lex_v4 v;

	memcpy(&v, p, sizeof v);
	return v;
}

/*
 * The running sums a += x, b += a over the header and the nodes, computed
 * with independent lanes: b is the sum of each word times the number of
 * words from it to the end, so each lane keeps its own sum and the sum of
 * its partial sums, and the weights are put back at the end.  The same
 * value as the plain loop, several times faster (the loader's largest
 * cost after reading the file).
 */
uint64_t
lexicon_checksum(const uint32_t header[LEXICON_HEADER_WORDS],
    const uint32_t *nodes, uint32_t count)
{
	uint32_t n = LEXICON_HEADER_WORDS + count, a = 0, b = 0, blocks;
	lex_v4 sum[2] = { { 0 }, { 0 } }, sums[2] = { { 0 }, { 0 } };
	uint32_t i;

	for (uint32_t j = 0; j < LEXICON_HEADER_WORDS; j++) {
		a += header[j];
		b += (n - j) * header[j];
	}
	blocks = count / 8;
	for (i = 0; i < blocks * 8; i += 8) {
		sum[0] += lex_v4_load(nodes + i);
		sum[1] += lex_v4_load(nodes + i + 4);
		sums[0] += sum[0];
		sums[1] += sum[1];
	}
	/* Word j = header + 8m + k of lane k weighs (n - j). */
	for (uint32_t k = 0; k < 8; k++) {
		uint32_t s = sum[k / 4][k % 4], t = sums[k / 4][k % 4];

		a += s;
		b += (n - LEXICON_HEADER_WORDS - k - 8 * blocks) * s + 8 * t;
	}
	for (; i < count; i++) {
		a += nodes[i];
		b += (n - LEXICON_HEADER_WORDS - i) * nodes[i];
	}
	return (uint64_t)b << 32 | a;
}

int
lexicon_name_valid(const char *name)
{
	size_t n = strlen(name);

	if (n == 0 || n > LEXICON_NAME_MAX ||
	    u8_check((const uint8_t *)name, n) != NULL)
		return 0;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f)
			return 0;
	return 1;
}

/*
 * The name trailer t[0..n) after the nodes: 0 with the name in buf (""
 * when n is 0), -1 when those bytes are not a trailer.
 */
static int
image_trailer_name(const uint8_t *t, size_t n, char *buf, size_t size)
{
	char name[LEXICON_NAME_MAX + 1];
	uint32_t len;

	if (size > 0)
		buf[0] = '\0';
	if (n == 0)
		return 0;
	if (n < 12 || memcmp(t, LEXICON_NAME_TAG, 4) != 0)
		return -1;
	len = get_le32(t + 4);
	if (len == 0 || len > LEXICON_NAME_MAX || n != 8 + (len + 3) / 4 * 4)
		return -1;
	for (size_t i = 8 + len; i < n; i++)
		if (t[i] != 0)
			return -1;
	memcpy(name, t + 8, len);
	name[len] = '\0';
	if (!lexicon_name_valid(name))
		return -1;
	if (size > 0)
		snprintf(buf, size, "%s", name);
	return 0;
}

/*
 * Check the fixed header fields against the file size; fills header[].
 * body: p holds the whole file, not only its header.
 */
static int
image_check_header(const uint8_t *p, size_t size, int body,
    uint32_t header[LEXICON_HEADER_WORDS], struct lexicon_failure *failure)
{
	uint32_t n;
	uint64_t need;

	if (size < LEXICON_HEADER_SIZE)
		return lexicon_fail(failure, LEXICON_ERR_TRUNCATED, 0, 0);
	for (int i = 0; i < LEXICON_HEADER_WORDS; i++)
		header[i] = get_le32(p + 8 + 4 * i);
	if (header[LEXICON_H_VERSION] != LEXICON_FORMAT_VERSION)
		return lexicon_fail(failure, LEXICON_ERR_VERSION, 0,
		    header[LEXICON_H_VERSION]);
	if (header[LEXICON_H_ALPHABET] != LEXICON_ALPHABET_FISE)
		return lexicon_fail(failure, LEXICON_ERR_ALPHABET, 0,
		    header[LEXICON_H_ALPHABET]);
	n = header[LEXICON_H_NODES];
	if (n == 0 || n > LEXICON_MAX_NODES)
		return lexicon_fail(failure, LEXICON_ERR_SIZE, 0, n);
	need = LEXICON_HEADER_SIZE + 4 * (uint64_t)n;
	if (size < need)
		return lexicon_fail(failure, LEXICON_ERR_TRUNCATED, 0, 0);
	/* Only the header at hand (before reading the file): the trailer's
	 * room at most; with the whole file, the trailer itself. */
	if (size > need && (body ? image_trailer_name(p + need, size - need,
	    NULL, 0) != 0 : size - need > LEXICON_TRAILER_MAX))
		return lexicon_fail(failure, LEXICON_ERR_SIZE, 0, n);
	return 0;
}

/*
 * The level ends: increasing, the last one at n, each at the end of a list
 * so that no list spans two levels; the roots in bounds, the DAWG's in the
 * first 15 levels.
 */
static int
levels_check(const uint32_t *nodes, uint32_t n,
    const uint32_t header[LEXICON_HEADER_WORDS])
{
	const uint32_t *end = header + LEXICON_H_LEVEL_ENDS;
	uint32_t at = 1;

	if (nodes[0] != LEXICON_NODE_LAST || end[LEXICON_LEVELS - 1] != n)
		return -1;
	for (int h = 0; h < LEXICON_LEVELS; h++) {
		if (end[h] < at || end[h] > n ||
		    !lexicon_node_is_last(nodes[end[h] - 1]))
			return -1;
		at = end[h];
	}
	/* DAWG paths hold at most 15 tiles: walks never need cutting short. */
	if (header[LEXICON_H_DAWG] >= end[TILES_MAX_WORD - 1] ||
	    header[LEXICON_H_GADDAG] >= n)
		return -1;
	return 0;
}

/*
 * Whether the nodes from..to of a level starting at floor pass the checks
 * of nodes_check(), four at a time with no branch: a valid symbol above
 * the one before it in its list (none before the first of a list, whose
 * predecessor ends a list), a child in a lower level, or an accepting
 * edge without one.  nodes[from - 1] must exist.
 */
static int
nodes_level_ok(const uint32_t *nodes, uint32_t from, uint32_t to,
    uint32_t floor)
{
	const lex_v4 symbol = { LEXICON_NODE_SYMBOL, LEXICON_NODE_SYMBOL,
	    LEXICON_NODE_SYMBOL, LEXICON_NODE_SYMBOL };
	lex_v4 bad = { 0 };
	uint32_t i = from, worse = 0;

	for (; i + 4 <= to; i += 4) {
		lex_v4 v = lex_v4_load(nodes + i);
		lex_v4 p = lex_v4_load(nodes + i - 1);
		lex_v4 s = v & symbol, child = v >> LEXICON_NODE_CHILD_SHIFT;
		lex_v4 prev = (p & symbol) & (lex_v4)((p & LEXICON_NODE_LAST) ==
		    0);

		bad |= (lex_v4)(s <= prev) | (lex_v4)(s > LEXICON_SEPARATOR) |
		    ((lex_v4)(child != 0) & (lex_v4)(child >= floor)) |
		    ((lex_v4)(child == 0) &
		    (lex_v4)((v & LEXICON_NODE_ACCEPTS) == 0));
	}
	for (; i < to; i++) {
		uint32_t v = nodes[i], p = nodes[i - 1];
		uint32_t s = lexicon_node_symbol(v), child = lexicon_node_child(v);
		uint32_t prev = lexicon_node_is_last(p) ? 0 :
		    lexicon_node_symbol(p);

		worse |= (s <= prev) | (s > LEXICON_SEPARATOR) |
		    (child != 0 ? child >= floor : !lexicon_node_accepts(v));
	}
	return (worse | bad[0] | bad[1] | bad[2] | bad[3]) == 0;
}

/*
 * The index of the first node that fails the checks (the error path
 * only: nodes_check() knows there is one).
 */
static uint32_t
nodes_first_bad(const uint32_t *nodes, uint32_t n, const uint32_t *end)
{
	uint32_t floor = 1; /* first node of the current level */
	unsigned prev = 0;
	int h = 0;

	for (uint32_t i = 1; i < n; i++) {
		uint32_t v = nodes[i], child = lexicon_node_child(v);
		unsigned symbol = lexicon_node_symbol(v);

		while (i == end[h])
			floor = end[h++];
		if (symbol <= prev || symbol > LEXICON_SEPARATOR)
			return i;
		if (child != 0 ? child >= floor : !lexicon_node_accepts(v))
			return i;
		prev = lexicon_node_is_last(v) ? 0 : symbol;
	}
	return 0;
}

/*
 * Check every node in one pass, level by level (levels_check() has
 * checked their ends): a valid symbol, sorted within its list, a child in
 * a lower level (so no cycle and no path over 16 edges), no dead end.
 * Returns 0, or the index of the first bad node.
 */
static uint32_t
nodes_check(const uint32_t *nodes, uint32_t n, const uint32_t *end)
{
	uint32_t floor = 1;

	for (int h = 0; h < LEXICON_LEVELS; h++) {
		if (!nodes_level_ok(nodes, floor, end[h], floor))
			return nodes_first_bad(nodes, n, end);
		floor = end[h];
	}
	return 0;
}

/* Does the DAWG hold the one-tile word t (only a hand-made graph can)? */
static int
lexicon_accepts_one(const struct lexicon *lex, tile_t t)
{
	uint32_t e = lexicon_edge(lex, lex->roots[LEXICON_DAWG], t);

	return lexicon_is_letter(t) && lexicon_edge_accepts(lex, e);
}

/*
 * Index the first two levels of the DAWG, where the lists are longest:
 * lookups then start at the third tile.
 */
static void
lexicon_index_prefixes(struct lexicon *lex)
{
	const uint32_t *nodes = lex->nodes;
	uint32_t first = lex->roots[LEXICON_DAWG];

	for (uint32_t e = first; e != 0; e = lexicon_edge_next(lex, e)) {
		unsigned a = lexicon_node_symbol(nodes[e]);
		uint32_t list = lexicon_node_child(nodes[e]);

		if (a > TILE_Z)
			continue;
		for (uint32_t f = list; f != 0; f = lexicon_edge_next(lex, f))
			if (lexicon_node_symbol(nodes[f]) <= TILE_Z)
				lex->prefix2[a][lexicon_node_symbol(nodes[f])] =
				    f;
	}
}

/* Validate a graph image and make a lexicon of it (nodes used in place). */
static int
lexicon_load(const uint8_t *p, size_t size, struct lexicon **lexp,
    struct lexicon_failure *failure)
{
	uint32_t header[LEXICON_HEADER_WORDS], n, bad = 0;
	const uint32_t *nodes = (const uint32_t *)(p + LEXICON_HEADER_SIZE);
	uint32_t *copy = NULL;
	uint64_t sum;
	struct lexicon *lex;

	if (image_check_header(p, size, 1, header, failure) != 0)
		return -1;
	n = header[LEXICON_H_NODES];
	if (!host_is_little_endian()) {
		copy = xreallocarray(NULL, n, 4);
		for (uint32_t i = 0; i < n; i++)
			copy[i] = get_le32(p + LEXICON_HEADER_SIZE + 4 * i);
		nodes = copy;
	}
	sum = (uint64_t)get_le32(p + LEXICON_HEADER_SIZE - 4) << 32 |
	    get_le32(p + LEXICON_HEADER_SIZE - 8);
	if (lexicon_checksum(header, nodes, n) != sum) {
		free(copy);
		return lexicon_fail(failure, LEXICON_ERR_CHECKSUM, 0, 0);
	}
	if (levels_check(nodes, n, header) != 0 ||
	    (bad = nodes_check(nodes, n, header + LEXICON_H_LEVEL_ENDS)) != 0) {
		free(copy);
		return lexicon_fail(failure, LEXICON_ERR_CORRUPT, 0, bad);
	}
	lex = xcalloc(1, sizeof *lex);
	lex->nodes = nodes;
	image_trailer_name(p + LEXICON_HEADER_SIZE + 4 * (size_t)n,
	    size - LEXICON_HEADER_SIZE - 4 * (size_t)n, lex->name,
	    sizeof lex->name);
	lex->nnodes = n;
	lex->nwords = header[LEXICON_H_WORDS];
	lex->roots[LEXICON_DAWG] = header[LEXICON_H_DAWG];
	lex->roots[LEXICON_GADDAG] = header[LEXICON_H_GADDAG];
	lexicon_index_prefixes(lex);
	lex->owned = copy;
	*lexp = lex;
	return 0;
}

/* Compile a plain word list (every spelling accepted) into a lexicon. */
static int
lexicon_compile(const uint8_t *p, size_t size, lexicon_line_cb cb, void *arg,
    struct lexicon **lexp, struct lexicon_failure *failure)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error = LEXICON_OK;
	void *image = NULL;
	size_t image_size;
	uint32_t words;
	int rc = -1;

	memset(&stats, 0, sizeof stats);
	if (lexicon_builder_add_list(b, (const char *)p, size,
	    LEXICON_SPELLING_DIGITS, cb, arg, &stats, &error) == 0 &&
	    lexicon_builder_finish(b, &image, &image_size, &words,
	    &error) == 0)
		rc = 0;
	lexicon_builder_free(b);
	/* Not one word, and a NUL byte: a binary file, not a list. */
	if (rc != 0 && error == LEXICON_ERR_NO_WORDS &&
	    memchr(p, '\0', size) != NULL)
		error = LEXICON_ERR_FOREIGN;
	if (rc != 0)
		return lexicon_fail(failure, error, 0, 0);
	if (lexicon_load(image, image_size, lexp, failure) != 0) {
		free(image);
		return -1;
	}
	if ((*lexp)->owned == NULL)
		(*lexp)->owned = image;
	else
		free(image); /* a big-endian host made its own copy */
	return 0;
}

/*
 * What the bytes are: 1 a graph, 0 a word list, -1 an error (a file that
 * stops inside the magic is a truncated graph; NUL bytes mean binary; a
 * UTF-16 or UTF-32 list is said to be one, not a NUL on every line).
 */
static int
lexicon_sniff(const uint8_t *p, size_t size, struct lexicon_failure *failure)
{
	enum lexicon_error wide;

	if (size == 0)
		return lexicon_fail(failure, LEXICON_ERR_EMPTY, 0, 0);
	if (memcmp(p, LEXICON_MAGIC, size < LEXICON_MAGIC_SIZE ? size :
	    LEXICON_MAGIC_SIZE) == 0)
		return size < LEXICON_MAGIC_SIZE ? lexicon_fail(failure,
		    LEXICON_ERR_TRUNCATED, 0, 0) : 1;
	if ((wide = lexicon_list_wide((const char *)p, size)) != LEXICON_OK)
		return lexicon_fail(failure, wide, 0, 0);
	return 0;
}


int
lexicon_open_memory(const void *data, size_t size, struct lexicon **lexp,
    struct lexicon_failure *failure)
{
	const uint8_t *p = data;
	uint32_t *copy;
	int kind = lexicon_sniff(p, size, failure);

	if (kind <= 0)
		return kind == 0 ? lexicon_compile(p, size, NULL, NULL, lexp,
		    failure) : -1;
	/* A copy in memory aligned for the nodes. */
	copy = xmalloc(size + 4);
	memcpy(copy, p, size);
	if (lexicon_load((const uint8_t *)copy, size, lexp, failure) != 0) {
		free(copy);
		return -1;
	}
	if ((*lexp)->owned == NULL)
		(*lexp)->owned = copy;
	else
		free(copy);
	return 0;
}

/* A lexicon failure from a file that could not be opened or read. */
static int
lexicon_fail_file(struct lexicon_failure *failure,
    const struct infile_failure *in)
{
	switch (in->error) {
	case INFILE_ERR_DIRECTORY:
		return lexicon_fail(failure, LEXICON_ERR_DIRECTORY, 0, 0);
	case INFILE_ERR_NOT_FILE:
		return lexicon_fail(failure, LEXICON_ERR_NOT_FILE, 0, 0);
	case INFILE_ERR_TOO_BIG:
		return lexicon_fail(failure, LEXICON_ERR_FILE_TOO_BIG, 0,
		    (uint32_t)in->limit);
	default:
		return lexicon_fail(failure, LEXICON_ERR_OPEN, in->errnum, 0);
	}
}

/*
 * Read a lexicon file whole into memory, its header checked first: a
 * graph must be exactly as long as its node count says before its nodes
 * are read.  The bytes are copied rather than mapped so that a file
 * truncated or rewritten while the game runs cannot fault (SIGBUS) under
 * it; the copy costs about as much as mapping with MAP_POPULATE did, since
 * the checks read every page anyway (bench/README.md).
 */
static int
lexicon_read(const char *path, uint8_t **data, size_t *size,
    struct lexicon_failure *failure)
{
	uint8_t head[LEXICON_HEADER_SIZE];
	uint32_t header[LEXICON_HEADER_WORDS];
	struct infile_failure in;
	size_t n;
	int fd = infile_open(path, LEXICON_MAX_FILE, size, &in);

	if (fd == -1)
		return lexicon_fail_file(failure, &in);
	n = *size < sizeof head ? *size : sizeof head;
	if (infile_read_at(fd, head, n, 0, &in) != 0) {
		close(fd);
		return lexicon_fail_file(failure, &in);
	}
	if (n >= LEXICON_MAGIC_SIZE && memcmp(head, LEXICON_MAGIC,
	    LEXICON_MAGIC_SIZE) == 0 &&
	    image_check_header(head, *size, 0, header, failure) != 0) {
		close(fd);
		return -1;
	}
	*data = xmalloc_huge(*size + 4);
	if (infile_read_at(fd, *data, *size, 0, &in) != 0) {
		close(fd);
		free(*data);
		return lexicon_fail_file(failure, &in);
	}
	close(fd);
	return 0;
}

int
lexicon_open_reporting(const char *path, lexicon_line_cb cb, void *arg,
    struct lexicon **lexp, struct lexicon_failure *failure)
{
	uint8_t *data = NULL;
	size_t size = 0;	/* set by lexicon_read(); gcc's -flto cannot tell */
	int kind, rc;

	if (lexicon_read(path, &data, &size, failure) != 0)
		return -1;
	kind = lexicon_sniff(data, size, failure);
	if (kind == 1) {
		if (lexicon_load(data, size, lexp, failure) != 0) {
			free(data);
			return -1;
		}
		if ((*lexp)->owned == NULL)
			(*lexp)->owned = data;
		else
			free(data); /* a big-endian host made its own copy */
		return 0;
	}
	rc = kind == 0 ? lexicon_compile(data, size, cb, arg, lexp,
	    failure) : -1;
	free(data);
	return rc;
}

int
lexicon_open(const char *path, struct lexicon **lexp,
    struct lexicon_failure *failure)
{
	return lexicon_open_reporting(path, NULL, NULL, lexp, failure);
}

void
lexicon_free(struct lexicon *lex)
{
	if (lex == NULL)
		return;
	free(lex->owned);
	free(lex);
}

static const char *const lexicon_error_ids[] = {
	[LEXICON_OK] = "ok",
	[LEXICON_ERR_OPEN] = "open",
	[LEXICON_ERR_NOT_FILE] = "not-file",
	[LEXICON_ERR_EMPTY] = "empty",
	[LEXICON_ERR_FOREIGN] = "foreign",
	[LEXICON_ERR_TRUNCATED] = "truncated",
	[LEXICON_ERR_VERSION] = "version",
	[LEXICON_ERR_ALPHABET] = "alphabet",
	[LEXICON_ERR_SIZE] = "size",
	[LEXICON_ERR_CHECKSUM] = "bad-checksum",
	[LEXICON_ERR_CORRUPT] = "corrupt",
	[LEXICON_ERR_NO_WORDS] = "no-words",
	[LEXICON_ERR_TOO_BIG] = "too-big",
	[LEXICON_ERR_DIRECTORY] = "directory",
	[LEXICON_ERR_FILE_TOO_BIG] = "file-too-big",
	[LEXICON_ERR_UTF16] = "utf-16",
	[LEXICON_ERR_UTF32] = "utf-32",
};

const char *
lexicon_error_id(enum lexicon_error error)
{
	if ((unsigned)error >= sizeof lexicon_error_ids /
	    sizeof lexicon_error_ids[0] || lexicon_error_ids[error] == NULL)
		return "unknown";
	return lexicon_error_ids[error];
}

char *
lexicon_failure_message(const char *path,
    const struct lexicon_failure *failure)
{
	const char *what = lexicon_error_id(failure->error);
	char extra[64] = "";
	char *text;
	int len;

	if (failure->error == LEXICON_ERR_OPEN)
		snprintf(extra, sizeof extra, ": %s",
		    strerror(failure->errnum));
	else if (failure->error == LEXICON_ERR_CORRUPT &&
	    failure->detail != 0)
		snprintf(extra, sizeof extra, " %lu",
		    (unsigned long)failure->detail);
	else if (failure->error == LEXICON_ERR_FILE_TOO_BIG)
		snprintf(extra, sizeof extra, " (%lu MiB)",
		    (unsigned long)(LEXICON_MAX_FILE >> 20));
	else if (failure->error == LEXICON_ERR_VERSION)
		snprintf(extra, sizeof extra, " (%lu, not %d)",
		    (unsigned long)failure->detail, LEXICON_FORMAT_VERSION);
	len = snprintf(NULL, 0, "%s: %s%s", path, what, extra);
	if (len < 0)
		return NULL;
	text = xmalloc((size_t)len + 1);
	snprintf(text, (size_t)len + 1, "%s: %s%s", path, what, extra);
	return text;
}

uint32_t
lexicon_word_count(const struct lexicon *lex)
{
	return lex->nwords;
}

uint32_t
lexicon_node_count(const struct lexicon *lex)
{
	return lex->nnodes;
}

const uint32_t *
lexicon_nodes(const struct lexicon *lex)
{
	return lex->nodes;
}

uint32_t
lexicon_root(const struct lexicon *lex, enum lexicon_graph graph)
{
	return graph == LEXICON_GADDAG ? lex->roots[LEXICON_GADDAG] :
	    lex->roots[LEXICON_DAWG];
}

uint32_t
lexicon_edge(const struct lexicon *lex, uint32_t list, tile_t symbol)
{
	unsigned want = symbol & TILE_LETTER_MASK;

	if (list == 0 || list >= lex->nnodes)
		return 0;
	for (uint32_t e = list;; e++) {
		uint32_t v = lex->nodes[e];
		unsigned s = lexicon_node_symbol(v);

		if (s == want)
			return e;
		if (s > want || lexicon_node_is_last(v))
			return 0;
	}
}

uint32_t
lexicon_edge_next(const struct lexicon *lex, uint32_t edge)
{
	if (edge == 0 || edge >= lex->nnodes ||
	    lexicon_node_is_last(lex->nodes[edge]))
		return 0;
	return edge + 1;
}

tile_t
lexicon_edge_symbol(const struct lexicon *lex, uint32_t edge)
{
	return edge < lex->nnodes ? lexicon_node_symbol(lex->nodes[edge]) : 0;
}

int
lexicon_edge_accepts(const struct lexicon *lex, uint32_t edge)
{
	return edge != 0 && edge < lex->nnodes &&
	    lexicon_node_accepts(lex->nodes[edge]);
}

uint32_t
lexicon_edge_children(const struct lexicon *lex, uint32_t edge)
{
	return edge < lex->nnodes ? lexicon_node_child(lex->nodes[edge]) : 0;
}

int
lexicon_contains(const struct lexicon *lex, const tile_t *tiles, size_t n)
{
	const uint32_t *nodes = lex->nodes;
	uint32_t v, e;

	if (n < 2 || n > TILES_MAX_WORD)
		return n == 1 && lexicon_accepts_one(lex, tiles[0]);
	if (!lexicon_is_letter(tiles[0]) || !lexicon_is_letter(tiles[1]))
		return 0;
	e = lex->prefix2[tiles[0] & TILE_LETTER_MASK]
	    [tiles[1] & TILE_LETTER_MASK];
	if (e == 0)
		return 0;
	v = nodes[e];
	/* The hot loop: a linear scan of each sorted list. */
	for (size_t i = 2; i < n; i++) {
		unsigned want = tiles[i] & TILE_LETTER_MASK;

		if ((e = lexicon_node_child(v)) == 0 ||
		    !lexicon_is_letter(tiles[i]))
			return 0;
		while (lexicon_node_symbol(v = nodes[e]) < want) {
			if (lexicon_node_is_last(v))
				return 0;
			e++;
		}
		if (lexicon_node_symbol(v) != want)
			return 0;
	}
	return lexicon_node_accepts(v);
}

int
lexicon_words(const struct lexicon *lex, lexicon_word_cb cb, void *arg)
{
	const uint32_t *nodes = lex->nodes;
	uint32_t stack[TILES_MAX_WORD], e = lex->roots[LEXICON_DAWG];
	tile_t word[TILES_MAX_WORD];
	size_t depth = 0;
	int rc;

	if (e == 0)
		return 0;
	for (;;) {
		uint32_t v = nodes[e], child = lexicon_node_child(v);

		if (lexicon_node_symbol(v) <= TILE_Z) {
			word[depth] = (tile_t)lexicon_node_symbol(v);
			if (lexicon_node_accepts(v) &&
			    (rc = cb(word, depth + 1, arg)) != 0)
				return rc;
			if (child != 0 && depth + 1 < TILES_MAX_WORD) {
				stack[depth++] = e;
				e = child;
				continue;
			}
		}
		while (lexicon_node_is_last(nodes[e])) {
			if (depth == 0)
				return 0;
			e = stack[--depth];
		}
		e++;
	}
}

/* Take the rack tile for letter: a real one, else a blank; 0 if neither. */
static tile_t
anagram_take(struct anagram *a, unsigned letter)
{
	if (a->counts[letter] > 0) {
		a->counts[letter]--;
		return (tile_t)letter;
	}
	if (a->counts[TILE_BLANK] > 0) {
		a->counts[TILE_BLANK]--;
		return (tile_t)(letter | TILE_BLANK_FLAG);
	}
	return TILE_NONE;
}

/* Depth-first search of the DAWG below list with what the rack has left. */
static int
anagram_walk(struct anagram *a, uint32_t list, size_t depth)
{
	const uint32_t *nodes = a->lex->nodes;
	int rc = 0;

	for (uint32_t e = list; list != 0 && rc == 0; e++) {
		uint32_t v = nodes[e], child = lexicon_node_child(v);
		unsigned letter = lexicon_node_symbol(v);
		tile_t t = letter <= TILE_Z ? anagram_take(a, letter) : 0;

		if (t != TILE_NONE) {
			a->word[depth] = t;
			if (lexicon_node_accepts(v) && depth + 1 >= 2)
				rc = a->cb(a->word, depth + 1, a->arg);
			if (rc == 0 && child != 0 && depth + 1 < a->max)
				rc = anagram_walk(a, child, depth + 1);
			a->counts[t == letter ? letter : TILE_BLANK]++;
		}
		if (lexicon_node_is_last(v))
			break;
	}
	return rc;
}

int
lexicon_anagrams(const struct lexicon *lex, const tile_t *rack, size_t n,
    lexicon_word_cb cb, void *arg)
{
	struct anagram a;

	if (n > TILES_MAX_WORD)
		return -1;
	memset(&a, 0, sizeof a);
	for (size_t i = 0; i < n; i++) {
		if (rack[i] != TILE_BLANK && (rack[i] < TILE_A ||
		    rack[i] > TILE_Z))
			return -1;
		a.counts[rack[i]]++;
	}
	a.lex = lex;
	a.max = n;
	a.cb = cb;
	a.arg = arg;
	return anagram_walk(&a, lex->roots[LEXICON_DAWG], 0);
}

char *
lexicon_default_path(void)
{
	return datapath_find("FICHAS_LEXICON", "fichas.lex");
}

const char *
lexicon_name(const struct lexicon *lex)
{
	return lex->name;
}

/*
 * The name a graph file's trailer gives, read without loading the file.
 * Opened as every file fichas reads is (infile.h): the path comes from a
 * save and may be a FIFO by now, which a plain fopen() would wait on.
 */
static int
lexicon_read_trailer(const char *path, char *buf, size_t size)
{
	uint8_t head[LEXICON_HEADER_SIZE], tail[8 + LEXICON_NAME_MAX + 4];
	size_t file, at, n;
	int fd = infile_open(path, LEXICON_MAX_FILE, &file, NULL), rc = -1;

	if (fd == -1)
		return -1;
	if (file >= sizeof head &&
	    infile_read_at(fd, head, sizeof head, 0, NULL) == 0 &&
	    memcmp(head, LEXICON_MAGIC, LEXICON_MAGIC_SIZE) == 0 &&
	    get_le32(head + 20) <= LEXICON_MAX_NODES) {
		at = LEXICON_HEADER_SIZE + 4 * (size_t)get_le32(head + 20);
		n = at < file ? file - at : 0;
		n = n < sizeof tail ? n : sizeof tail;
		if (n > 0 && infile_read_at(fd, tail, n, (off_t)at, NULL) == 0)
			rc = image_trailer_name(tail, n, buf, size);
	}
	close(fd);
	return rc == 0 ? 0 : -1;
}

void
lexicon_file_name(const char *path, char *buf, size_t size)
{
	const char *base = strrchr(path, '/');
	char *dot;

	if (size == 0 || lexicon_read_trailer(path, buf, size) == 0)
		return;
	base = base != NULL ? base + 1 : path;
	snprintf(buf, size, "%s", base);
	if ((dot = strrchr(buf, '.')) != NULL && dot != buf)
		*dot = '\0';
}
