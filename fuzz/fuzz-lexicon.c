/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for the lexicon loader (lexicon.c) and, through word lists
 * opened in memory, the compiler (lexicon-build.c).
 *
 * The bytes are opened as they are.  When they start like a graph, they are
 * opened a second time with their checksum made right, so that the fuzzer
 * reaches the structural checks behind it.  Whatever opens must answer
 * queries without crashing or running away: every word the DAWG lists is
 * found by lexicon_contains(), every anagram of a fixed rack too.  For a
 * word list, the number listed is the number the header announces, and
 * compiling the words listed gives back the very same bytes.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "lexicon-build.h"
#include "lexicon.h"

#define FUZZ_MAX_WORDS 20000 /* enough to cover any input libFuzzer makes */
#define FUZZ_MAX_VISITS 200000

/* What the word and anagram callbacks check and count. */
struct fuzz_state {
	const struct lexicon *lex;
	size_t words;
	struct lexicon_builder *again; /* words fed back to a compiler */
};

static void fuzz_require(int ok, const char *what);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-lexicon: %s\n", what);
		abort();
	}
}

/* A listed word: 2..15 letters (an image may hold 1), and found again. */
static int
fuzz_word(const tile_t *word, size_t n, void *arg)
{
	struct fuzz_state *s = arg;
	tile_t letters[TILES_MAX_WORD];

	fuzz_require(n >= 1 && n <= TILES_MAX_WORD, "word length");
	for (size_t i = 0; i < n; i++) {
		fuzz_require(tile_is_letter(word[i]), "word tile");
		letters[i] = tile_letter(word[i]);
	}
	fuzz_require(lexicon_contains(s->lex, word, n), "listed, not found");
	fuzz_require(lexicon_contains(s->lex, letters, n),
	    "blank flags changed the answer");
	if (s->again != NULL) {
		enum lexicon_error error;

		fuzz_require(lexicon_builder_add(s->again, letters, n,
		    &error) == 0, "a listed word refused by the compiler");
	}
	return ++s->words >= FUZZ_MAX_WORDS;
}

/* Walk the GADDAG's edges (bounded), touching every accessor. */
static size_t
fuzz_gaddag(const struct lexicon *lex, uint32_t list, int depth,
    size_t *visits)
{
	size_t entries = 0;

	fuzz_require(depth <= LEXICON_LEVELS, "GADDAG deeper than 16");
	for (uint32_t e = list; e != 0 && *visits < FUZZ_MAX_VISITS;
	    e = lexicon_edge_next(lex, e)) {
		tile_t symbol = lexicon_edge_symbol(lex, e);

		(*visits)++;
		fuzz_require(symbol >= TILE_A && symbol <= LEXICON_SEPARATOR,
		    "edge symbol");
		fuzz_require(lexicon_edge(lex, list, symbol) == e,
		    "edge not found by its symbol");
		entries += lexicon_edge_accepts(lex, e) != 0;
		entries += fuzz_gaddag(lex, lexicon_edge_children(lex, e),
		    depth + 1, visits);
	}
	return entries;
}

/* Compile a word list or a builder's words; the image, or NULL. */
static void *
fuzz_compile(struct lexicon_builder *b, const uint8_t *text, size_t len,
    size_t *size)
{
	struct lexicon_list_stats stats;
	enum lexicon_error error;
	void *image = NULL;
	uint32_t words;

	memset(&stats, 0, sizeof stats);
	if (text != NULL && lexicon_builder_add_list(b, (const char *)text,
	    len, LEXICON_SPELLING_DIGITS, NULL, NULL, &stats, &error) != 0)
		return NULL;
	if (lexicon_builder_finish(b, &image, size, &words, &error) != 0)
		return NULL;
	return image;
}

/*
 * A word list compiles to the same bytes as the words its lexicon lists:
 * nothing lost, nothing added, and the output depends on the words only.
 */
static void
fuzz_round_trip(struct lexicon_builder *again, const uint8_t *text,
    size_t len)
{
	struct lexicon_builder *b = lexicon_builder_create();
	size_t size1 = 0, size2 = 0;
	void *image1, *image2;

	fuzz_require(b != NULL, "out of memory");
	image1 = fuzz_compile(b, text, len, &size1);
	image2 = fuzz_compile(again, NULL, 0, &size2);
	fuzz_require(image1 != NULL && image2 != NULL, "no image");
	fuzz_require(size1 == size2 && memcmp(image1, image2, size1) == 0,
	    "compiling the listed words changed the graph");
	free(image1);
	free(image2);
	lexicon_builder_free(b);
}

/* Run the queries on an open lexicon; text is the word list it came from. */
static void
fuzz_queries(const struct lexicon *lex, const uint8_t *text, size_t len)
{
	static const tile_t rack[] = { TILE_A, TILE_E, TILE_S, TILE_CH,
		TILE_BLANK, TILE_O };
	static const tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };
	struct fuzz_state s = { lex, 0, NULL };
	size_t visits = 0;
	int rc;

	if (text != NULL)
		fuzz_require((s.again = lexicon_builder_create()) != NULL,
		    "out of memory");
	rc = lexicon_words(lex, fuzz_word, &s);
	if (text != NULL && rc == 0) {
		fuzz_require(s.words == lexicon_word_count(lex), "word count");
		fuzz_round_trip(s.again, text, len);
	}
	lexicon_builder_free(s.again);
	s.again = NULL;
	s.words = 0;
	lexicon_anagrams(lex, rack, sizeof rack, fuzz_word, &s);
	lexicon_contains(lex, calle, sizeof calle);
	fuzz_gaddag(lex, lexicon_root(lex, LEXICON_GADDAG), 0, &visits);
}

/* Open bytes (text: a word list); on success run the queries. */
static enum lexicon_error
fuzz_open(const uint8_t *data, size_t size, int text)
{
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	char *message;

	memset(&failure, 0, sizeof failure);
	if (lexicon_open_memory(data, size, &lex, &failure) != 0) {
		fuzz_require(lex == NULL && failure.error != LEXICON_OK,
		    "failure without an error");
		message = lexicon_failure_message("input", &failure);
		fuzz_require(message != NULL, "no message");
		free(message);
		return failure.error;
	}
	fuzz_queries(lex, text ? data : NULL, size);
	lexicon_free(lex);
	return LEXICON_OK;
}

/* Read a little-endian 32-bit value. */
static uint32_t
fuzz_get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* Store a little-endian 32-bit value. */
static void
fuzz_put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* The same image with the checksum it should have. */
static void
fuzz_fix_checksum(const uint8_t *data, size_t size)
{
	uint32_t header[LEXICON_HEADER_WORDS], *nodes, n;
	uint8_t *copy;
	uint64_t sum;

	n = (uint32_t)((size - LEXICON_HEADER_SIZE) / 4);
	copy = malloc(size);
	nodes = malloc(4 * (size_t)n + 4);
	fuzz_require(copy != NULL && nodes != NULL, "out of memory");
	memcpy(copy, data, size);
	for (int i = 0; i < LEXICON_HEADER_WORDS; i++)
		header[i] = fuzz_get32(data + 8 + 4 * i);
	for (uint32_t i = 0; i < n; i++)
		nodes[i] = fuzz_get32(data + LEXICON_HEADER_SIZE + 4 * i);
	sum = lexicon_checksum(header, nodes, n);
	fuzz_put32(copy + LEXICON_HEADER_SIZE - 8, (uint32_t)sum);
	fuzz_put32(copy + LEXICON_HEADER_SIZE - 4, (uint32_t)(sum >> 32));
	fuzz_open(copy, size, 0);
	free(nodes);
	free(copy);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int graph = size >= LEXICON_MAGIC_SIZE &&
	    memcmp(data, LEXICON_MAGIC, LEXICON_MAGIC_SIZE) == 0;
	enum lexicon_error error = fuzz_open(data, size, !graph);

	if (graph && error == LEXICON_ERR_CHECKSUM)
		fuzz_fix_checksum(data, size);
	return 0;
}
