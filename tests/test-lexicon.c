/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "lexicon-build.h"
#include "lexicon.h"
#include "tiles.h"

#define FIXTURE TEST_SRCDIR "/data/fixture-words.txt"
#define MAX_FIXTURE 1024

/* A word as a zero-padded key, for sorting and comparing sets. */
struct word {
	tile_t t[TILES_MAX_WORD + 1];
	size_t n;
};

/* What the tests share: the fixture read by hand and compiled. */
struct fixture {
	struct word words[MAX_FIXTURE]; /* distinct, sorted */
	size_t n;
	void *image;
	size_t size;
	char path[256]; /* the image written to a file */
	struct lexicon *lex;
};

/* A set of words collected from a callback. */
struct collected {
	struct word words[MAX_FIXTURE];
	size_t n;
	int overflow;
};

static struct fixture fx;

/* Read a whole file into memory. */
static char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long size;

	if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0) {
		if (f != NULL)
			fclose(f);
		return NULL;
	}
	rewind(f);
	buf = malloc((size_t)size + 1);
	if (buf != NULL && fread(buf, 1, (size_t)size, f) != (size_t)size) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	*len = (size_t)size;
	return buf;
}

/* Write bytes to a fresh temporary file; returns its path in path. */
static void
write_temp(const void *data, size_t size, char *path, size_t room)
{
	const char *dir = getenv("TMPDIR");
	int fd;

	snprintf(path, room, "%s/test-lexicon-XXXXXX",
	    dir != NULL && *dir != '\0' ? dir : "/tmp");
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, data, size), (ssize_t)size);
	close(fd);
}

/* Tile order on padded keys. */
static int
word_compare(const void *a, const void *b)
{
	return memcmp(((const struct word *)a)->t, ((const struct word *)b)->t,
	    sizeof ((const struct word *)a)->t);
}

/* Parse a word in letters spelling; fails the test if it is not tiles. */
static struct word
w(const char *text)
{
	struct tiles_failure failure;
	struct word word;
	int n;

	memset(&word, 0, sizeof word);
	n = tiles_parse(text, strlen(text), TILES_MODE_WORD, word.t,
	    TILES_MAX_WORD, &failure);
	assert_true(n > 0);
	word.n = (size_t)n;
	return word;
}

/* Is this spelling a word of the fixture lexicon? */
static int
has(const char *text)
{
	struct word word = w(text);

	return lexicon_contains(fx.lex, word.t, word.n);
}

/*
 * The fixture's distinct words of 2..15 tiles, read line by line with the
 * tiles module alone (independently of the compiler's list reader).
 */
static void
fixture_read_by_hand(const char *text, size_t len)
{
	const char *p = text, *end = text + len;

	fx.n = 0;
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		size_t l = (size_t)((eol != NULL ? eol : end) - p);
		struct tiles_failure failure;
		struct word *word = &fx.words[fx.n];
		int n;

		memset(word, 0, sizeof *word);
		if (l > 0 && p[0] != '#') {
			n = tiles_parse(p, l, TILES_MODE_WORD, word->t,
			    TILES_MAX_WORD, &failure);
			assert_true(n >= 2);
			word->n = (size_t)n;
			fx.n++;
			assert_true(fx.n < MAX_FIXTURE);
		}
		p += l + 1;
	}
	qsort(fx.words, fx.n, sizeof fx.words[0], word_compare);
	for (size_t i = 1, out = 1; i <= fx.n; i++) {
		if (i == fx.n) {
			fx.n = out;
			break;
		}
		if (word_compare(&fx.words[i], &fx.words[out - 1]) != 0)
			fx.words[out++] = fx.words[i];
	}
}

/* Compile the fixture, write the graph to a file and open that file. */
static int
setup(void **state)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	struct lexicon_failure failure;
	enum lexicon_error error;
	uint32_t words;
	size_t len;
	char *text = read_file(FIXTURE, &len);

	if (text == NULL || b == NULL)
		return -1;
	fixture_read_by_hand(text, len);
	memset(&stats, 0, sizeof stats);
	if (lexicon_builder_add_list(b, text, len, LEXICON_SPELLING_LETTERS,
	    NULL, NULL, &stats, &error) != 0 ||
	    lexicon_builder_finish(b, &fx.image, &fx.size, &words,
	    &error) != 0)
		return -1;
	lexicon_builder_free(b);
	free(text);
	if (words != fx.n)
		return -1;
	write_temp(fx.image, fx.size, fx.path, sizeof fx.path);
	return lexicon_open(fx.path, &fx.lex, &failure);
}

/* Remove the file and free everything. */
static int
teardown(void **state)
{
	lexicon_free(fx.lex);
	free(fx.image);
	unlink(fx.path);
	return 0;
}

/* Keep every word a callback reports. */
static int
collect(const tile_t *tiles, size_t n, void *arg)
{
	struct collected *c = arg;

	if (c->n == MAX_FIXTURE) {
		c->overflow = 1;
		return 1;
	}
	memset(&c->words[c->n], 0, sizeof c->words[0]);
	memcpy(c->words[c->n].t, tiles, n);
	c->words[c->n++].n = n;
	return 0;
}

/* The compiled file loads back with every word of the list. */
static void
test_compile_and_load_round_trip(void **state)
{
	assert_int_equal(lexicon_word_count(fx.lex), fx.n);
	for (size_t i = 0; i < fx.n; i++)
		assert_true(lexicon_contains(fx.lex, fx.words[i].t,
		    fx.words[i].n));
	assert_true(has("casa"));
	assert_true(has("CASAS"));
	assert_true(has("zorro"));
}

/* Words not in the list, prefixes and bad tiles are not words. */
static void
test_contains_refuses_what_is_not_listed(void **state)
{
	tile_t blank_inside[] = { TILE_C, TILE_BLANK, TILE_S, TILE_A };
	tile_t sixteen[TILES_MAX_WORD + 1];

	assert_false(has("casaz"));
	assert_false(has("zorros"));
	assert_false(has("mes"));  /* a prefix of mesa */
	assert_false(has("call")); /* C·A·LL: a prefix of calle */
	assert_false(lexicon_contains(fx.lex, NULL, 0));
	assert_false(lexicon_contains(fx.lex, blank_inside, 4));
	memset(sixteen, TILE_A, sizeof sixteen);
	assert_false(lexicon_contains(fx.lex, sixteen, sizeof sixteen));
}

/* Art. 10.1: a letter played by a blank counts as that letter. */
static void
test_art10_blank_flag_ignored_by_contains(void **state)
{
	struct word casa = w("casa");

	casa.t[0] |= TILE_BLANK_FLAG;
	casa.t[3] |= TILE_BLANK_FLAG;
	assert_true(lexicon_contains(fx.lex, casa.t, casa.n));
}

/* Art. 11: CH, LL and RR are single tiles; C·A·L·L·E is not calle. */
static void
test_art11_digraphs_are_single_tiles(void **state)
{
	tile_t calle[] = { TILE_C, TILE_A, TILE_LL, TILE_E };
	tile_t c_a_l_l_e[] = { TILE_C, TILE_A, TILE_L, TILE_L, TILE_E };
	tile_t perro[] = { TILE_P, TILE_E, TILE_RR, TILE_O };
	tile_t p_e_r_r_o[] = { TILE_P, TILE_E, TILE_R, TILE_R, TILE_O };
	tile_t chico[] = { TILE_CH, TILE_I, TILE_C, TILE_O };
	tile_t c_h_i_c_o[] = { TILE_C, TILE_H, TILE_I, TILE_C, TILE_O };

	assert_true(lexicon_contains(fx.lex, calle, 4));
	assert_false(lexicon_contains(fx.lex, c_a_l_l_e, 5));
	assert_true(lexicon_contains(fx.lex, perro, 4));
	assert_false(lexicon_contains(fx.lex, p_e_r_r_o, 5));
	assert_true(lexicon_contains(fx.lex, chico, 4));
	assert_false(lexicon_contains(fx.lex, c_h_i_c_o, 5));
	assert_true(has("CA[LL]E"));
}

/* Accents and diaeresis fold away; Ñ is its own tile (art. 10.1). */
static void
test_art10_accents_fold_and_n_tilde_is_a_letter(void **state)
{
	tile_t nandu[] = { TILE_NY, TILE_A, TILE_N, TILE_D, TILE_U };
	tile_t n_andu[] = { TILE_N, TILE_A, TILE_N, TILE_D, TILE_U };

	assert_true(lexicon_contains(fx.lex, nandu, 5));
	assert_false(lexicon_contains(fx.lex, n_andu, 5));
	assert_true(has("arbol"));
	assert_true(has("ÁRBOL"));
	assert_true(has("pinguino"));
	assert_true(has("cancion"));
}

/* `fichas words`: every word once, in tile order (CH after C, art. 4). */
static void
test_words_lists_every_word_exactly_once(void **state)
{
	static struct collected c;

	c.n = 0;
	assert_int_equal(lexicon_words(fx.lex, collect, &c), 0);
	assert_false(c.overflow);
	assert_int_equal(c.n, fx.n);
	for (size_t i = 0; i < c.n; i++) {
		assert_int_equal(word_compare(&c.words[i], &fx.words[i]), 0);
		assert_int_equal(c.words[i].n, fx.words[i].n);
	}
}

/* Stop the walk after the first word. */
static int
stop_at_first(const tile_t *tiles, size_t n, void *arg)
{
	(*(int *)arg)++;
	return 7;
}

/* A callback's non-zero answer stops a walk and comes back. */
static void
test_callback_stops_walks(void **state)
{
	tile_t rack[] = { TILE_C, TILE_A, TILE_S, TILE_A };
	int calls = 0;

	assert_int_equal(lexicon_words(fx.lex, stop_at_first, &calls), 7);
	assert_int_equal(calls, 1);
	calls = 0;
	assert_int_equal(lexicon_anagrams(fx.lex, rack, 4, stop_at_first,
	    &calls), 7);
	assert_int_equal(calls, 1);
}

/*
 * Compare lexicon_anagrams() with a brute force over the fixture: a word
 * is made when the letters the rack lacks are no more than its blanks, and
 * exactly those letters come back flagged as blanks.
 */
static void
assert_anagrams(const tile_t *rack, size_t n)
{
	static struct collected c;
	int have[TILE_CODES] = { 0 };
	size_t expected = 0;

	c.n = 0;
	for (size_t i = 0; i < n; i++)
		have[rack[i]]++;
	assert_int_equal(lexicon_anagrams(fx.lex, rack, n, collect, &c), 0);
	for (size_t i = 0; i < c.n; i++) {
		int need[TILE_CODES] = { 0 }, flagged[TILE_CODES] = { 0 };

		for (size_t j = 0; j < c.words[i].n; j++) {
			need[tile_letter(c.words[i].t[j])]++;
			if (tile_is_blank(c.words[i].t[j]))
				flagged[tile_letter(c.words[i].t[j])]++;
			c.words[i].t[j] = tile_letter(c.words[i].t[j]);
		}
		for (int l = TILE_A; l <= TILE_Z; l++)
			assert_int_equal(flagged[l], need[l] > have[l] ?
			    need[l] - have[l] : 0);
	}
	qsort(c.words, c.n, sizeof c.words[0], word_compare);
	for (size_t i = 0; i < fx.n; i++) {
		int need[TILE_CODES] = { 0 }, missing = 0;

		for (size_t j = 0; j < fx.words[i].n; j++)
			need[fx.words[i].t[j]]++;
		for (int l = TILE_A; l <= TILE_Z; l++)
			missing += need[l] > have[l] ? need[l] - have[l] : 0;
		if (fx.words[i].n > n || missing > have[TILE_BLANK])
			continue;
		assert_true(expected < c.n);
		assert_int_equal(word_compare(&c.words[expected],
		    &fx.words[i]), 0);
		expected++;
	}
	assert_int_equal(c.n, expected);
}

/* Did the anagram search find this word (blank flags ignored)? */
static int
anagram_has(const tile_t *rack, size_t n, const char *text)
{
	static struct collected c;
	struct word want = w(text);

	c.n = 0;
	lexicon_anagrams(fx.lex, rack, n, collect, &c);
	for (size_t i = 0; i < c.n; i++) {
		for (size_t j = 0; j < c.words[i].n; j++)
			c.words[i].t[j] = tile_letter(c.words[i].t[j]);
		if (word_compare(&c.words[i], &want) == 0)
			return 1;
	}
	return 0;
}

/* Without blanks, only the rack's own letters (art. 6 rack of tiles). */
static void
test_anagrams_without_blanks(void **state)
{
	tile_t casa[] = { TILE_C, TILE_A, TILE_S, TILE_A };
	tile_t rack[] = { TILE_RR, TILE_O, TILE_P, TILE_E, TILE_S, TILE_Z,
		TILE_O };

	assert_anagrams(casa, 4);
	assert_anagrams(rack, 7);
	assert_true(anagram_has(casa, 4, "saca"));
	assert_true(anagram_has(casa, 4, "asa"));
	assert_false(anagram_has(casa, 4, "casas"));
	assert_true(anagram_has(rack, 7, "zorro"));
	assert_true(anagram_has(rack, 7, "perros"));
}

/* Art. 10.1: a blank stands for any letter, digraphs included. */
static void
test_art10_anagrams_with_one_blank(void **state)
{
	tile_t casa[] = { TILE_C, TILE_A, TILE_S, TILE_BLANK };
	tile_t ca_e[] = { TILE_C, TILE_A, TILE_E, TILE_BLANK };

	assert_anagrams(casa, 4);
	assert_anagrams(ca_e, 4);
	assert_true(anagram_has(casa, 4, "casa"));
	assert_true(anagram_has(ca_e, 4, "calle")); /* the blank is LL */
	assert_false(anagram_has(casa, 4, "casas"));
}

/* Two blanks (the set has two, doc/rules.md). */
static void
test_art10_anagrams_with_two_blanks(void **state)
{
	tile_t rack[] = { TILE_BLANK, TILE_O, TILE_BLANK, TILE_R };
	tile_t seven[] = { TILE_E, TILE_S, TILE_A, TILE_BLANK, TILE_T,
		TILE_BLANK, TILE_N };
	tile_t bad[] = { TILE_A, 30 };

	assert_anagrams(rack, 4);
	assert_anagrams(seven, 7);
	assert_true(anagram_has(rack, 4, "oro"));
	assert_true(anagram_has(rack, 4, "loro"));  /* L and O from blanks */
	assert_false(anagram_has(rack, 4, "zorro")); /* Z, RR, O: three */
	assert_int_equal(lexicon_anagrams(fx.lex, bad, 2, collect, NULL), -1);
}

/* Walk symbols from the GADDAG root; the last edge, or 0. */
static uint32_t
gaddag_walk(const tile_t *symbols, size_t n)
{
	uint32_t list = lexicon_root(fx.lex, LEXICON_GADDAG), edge = 0;

	for (size_t i = 0; i < n; i++) {
		if ((edge = lexicon_edge(fx.lex, list, symbols[i])) == 0)
			return 0;
		list = lexicon_edge_children(fx.lex, edge);
	}
	return edge;
}

/* Every GADDAG entry of calle (C·A·LL·E), read from each of its tiles. */
static void
test_gaddag_holds_every_entry_of_a_word(void **state)
{
	const tile_t S = LEXICON_SEPARATOR;
	tile_t e0[] = { TILE_C, S, TILE_A, TILE_LL, TILE_E };
	tile_t e1[] = { TILE_A, TILE_C, S, TILE_LL, TILE_E };
	tile_t e2[] = { TILE_LL, TILE_A, TILE_C, S, TILE_E };
	tile_t e3[] = { TILE_E, TILE_LL, TILE_A, TILE_C };
	tile_t e3_sep[] = { TILE_E, TILE_LL, TILE_A, TILE_C, S };
	tile_t calles[] = { TILE_E, TILE_LL, TILE_A, TILE_C, S, TILE_S };
	tile_t not_word[] = { TILE_E, TILE_LL, TILE_A };

	assert_true(lexicon_edge_accepts(fx.lex, gaddag_walk(e0, 5)));
	assert_true(lexicon_edge_accepts(fx.lex, gaddag_walk(e1, 5)));
	assert_true(lexicon_edge_accepts(fx.lex, gaddag_walk(e2, 5)));
	assert_true(lexicon_edge_accepts(fx.lex, gaddag_walk(e3, 4)));
	/* After a whole reversal, the separator only leads on (calles). */
	assert_false(lexicon_edge_accepts(fx.lex, gaddag_walk(e3_sep, 5)));
	assert_true(lexicon_edge_accepts(fx.lex, gaddag_walk(calles, 6)));
	assert_true(gaddag_walk(not_word, 3) != 0); /* a path, not an entry */
	assert_false(lexicon_edge_accepts(fx.lex, gaddag_walk(not_word, 3)));
}

/* The word a GADDAG entry spells, or an empty word when it is malformed. */
static struct word
gaddag_decode(const tile_t *path, size_t n)
{
	struct word word;
	size_t sep = n;

	memset(&word, 0, sizeof word);
	for (size_t i = 0; i < n; i++)
		if (path[i] == LEXICON_SEPARATOR)
			sep = sep == n ? i : n + 1;
	if (sep > n || sep == 0 || sep + 1 == n || n > TILES_MAX_WORD + 1)
		return word;
	for (size_t i = 0; i < sep; i++)
		word.t[word.n++] = path[sep - 1 - i];
	for (size_t i = sep + 1; i < n; i++)
		word.t[word.n++] = path[i];
	return word;
}

/* Depth-first walk of the whole GADDAG, checking every entry. */
static void
gaddag_check_all(uint32_t list, tile_t *path, size_t depth, size_t *entries)
{
	for (uint32_t e = list; e != 0; e = lexicon_edge_next(fx.lex, e)) {
		assert_true(depth <= TILES_MAX_WORD);
		path[depth] = lexicon_edge_symbol(fx.lex, e);
		if (lexicon_edge_accepts(fx.lex, e)) {
			struct word word = gaddag_decode(path, depth + 1);

			assert_true(word.n >= 2);
			assert_true(lexicon_contains(fx.lex, word.t, word.n));
			(*entries)++;
		}
		gaddag_check_all(lexicon_edge_children(fx.lex, e), path,
		    depth + 1, entries);
	}
}

/*
 * The GADDAG holds exactly one entry per (word, starting tile): all of
 * them spell words, and there are as many as tiles in all the words.
 */
static void
test_gaddag_has_one_entry_per_word_and_tile(void **state)
{
	tile_t path[TILES_MAX_WORD + 1];
	size_t entries = 0, tiles = 0;

	for (size_t i = 0; i < fx.n; i++)
		tiles += fx.words[i].n;
	gaddag_check_all(lexicon_root(fx.lex, LEXICON_GADDAG), path, 0,
	    &entries);
	assert_int_equal(entries, tiles);
}

/* The prefix-walk API: casa is a word and casas continues it. */
static void
test_prefix_walk_finds_words_and_continuations(void **state)
{
	uint32_t list = lexicon_root(fx.lex, LEXICON_DAWG), edge = 0;
	struct word casa = w("casa");

	for (size_t i = 0; i < casa.n; i++) {
		edge = lexicon_edge(fx.lex, list, casa.t[i]);
		assert_true(edge != 0);
		if (i == 1)
			assert_false(lexicon_edge_accepts(fx.lex, edge));
		list = lexicon_edge_children(fx.lex, edge);
	}
	assert_true(lexicon_edge_accepts(fx.lex, edge));
	edge = lexicon_edge(fx.lex, list, TILE_S);
	assert_true(lexicon_edge_accepts(fx.lex, edge));
	assert_int_equal(lexicon_edge(fx.lex, list, TILE_Z), 0);
	assert_int_equal(lexicon_edge(fx.lex, 0, TILE_A), 0);
}

/* Open bytes in memory; returns the error (LEXICON_OK on success). */
static enum lexicon_error
open_bytes(const void *data, size_t size)
{
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;

	memset(&failure, 0, sizeof failure);
	if (lexicon_open_memory(data, size, &lex, &failure) == 0) {
		lexicon_free(lex);
		return LEXICON_OK;
	}
	assert_null(lex);
	assert_int_not_equal(failure.error, LEXICON_OK);
	return failure.error;
}

/*
 * The name trailer: graphs without one (every graph written before it)
 * load with no name, a named one loads with its name, and bytes after
 * the nodes that are not a trailer are refused as before.
 */
static void
test_name_trailer_is_optional_and_checked(void **state)
{
	struct lexicon_failure failure;
	struct lexicon *lex;
	size_t size = fx.size;
	void *image = malloc(size);
	char name[80], path[64];

	assert_non_null(image);
	memcpy(image, fx.image, size);
	assert_string_equal(lexicon_name(fx.lex), "");
	lexicon_file_name(fx.path, name, sizeof name);
	assert_true(strchr(name, '.') == NULL && name[0] != '\0');
	assert_int_equal(lexicon_image_set_name(&image, &size, ""), -1);
	assert_int_equal(lexicon_image_set_name(&image, &size, "a\tb"), -1);
	assert_int_equal(size, fx.size);
	assert_int_equal(lexicon_image_set_name(&image, &size, "FISE-2"), 0);
	assert_int_equal(size, fx.size + 16);
	assert_int_equal(lexicon_open_memory(image, size, &lex, &failure), 0);
	assert_string_equal(lexicon_name(lex), "FISE-2");
	assert_int_equal(lexicon_word_count(lex), fx.n);
	lexicon_free(lex);
	write_temp(image, size, path, sizeof path);
	lexicon_file_name(path, name, sizeof name);
	assert_string_equal(name, "FISE-2");
	unlink(path);
	((unsigned char *)image)[fx.size] = 'X'; /* "XAME": no trailer */
	assert_int_equal(open_bytes(image, size), LEXICON_ERR_SIZE);
	((unsigned char *)image)[fx.size] = 'N';
	((unsigned char *)image)[size - 1] = 'x'; /* padding not NUL */
	assert_int_equal(open_bytes(image, size), LEXICON_ERR_SIZE);
	assert_int_equal(open_bytes(image, size - 4), LEXICON_ERR_SIZE);
	free(image);
	lexicon_file_name("words/fise2.txt", name, sizeof name);
	assert_string_equal(name, "fise2");
}

/* A file cut anywhere is refused: empty, or truncated. */
static void
test_truncated_files_are_refused(void **state)
{
	enum lexicon_error error;

	assert_int_equal(open_bytes(fx.image, fx.size), LEXICON_OK);
	for (size_t len = 0; len < fx.size; len += len < 256 ? 1 : 37) {
		error = open_bytes(fx.image, len);
		assert_int_equal(error, len == 0 ? LEXICON_ERR_EMPTY :
		    LEXICON_ERR_TRUNCATED);
	}
	assert_int_equal(open_bytes(fx.image, fx.size - 1),
	    LEXICON_ERR_TRUNCATED);
}

/* Any byte changed anywhere is caught before use. */
static void
test_flipped_bytes_are_refused(void **state)
{
	uint8_t *copy = malloc(fx.size + 1);
	static const uint8_t flips[] = { 0x01, 0x80, 0xff, 0x40 };

	assert_non_null(copy);
	for (size_t i = 0; i < fx.size; i += i < 1024 ? 1 : 7) {
		for (size_t f = 0; f < sizeof flips; f++) {
			memcpy(copy, fx.image, fx.size);
			copy[i] ^= flips[f];
			if (open_bytes(copy, fx.size) == LEXICON_OK)
				fail_msg("byte %zu ^ 0x%02x accepted", i,
				    flips[f]);
		}
	}
	memcpy(copy, fx.image, fx.size);
	copy[fx.size] = 0;
	assert_int_equal(open_bytes(copy, fx.size + 1), LEXICON_ERR_SIZE);
	free(copy);
}

/* Store a 32-bit value little-endian. */
static void
put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* Read a 32-bit little-endian value. */
static uint32_t
get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* Recompute the checksum of an image after a deliberate change. */
static void
fix_checksum(uint8_t *p, size_t size)
{
	uint32_t header[LEXICON_HEADER_WORDS];
	uint32_t n = (uint32_t)((size - LEXICON_HEADER_SIZE) / 4);
	uint32_t *nodes;
	uint64_t sum;

	for (int i = 0; i < LEXICON_HEADER_WORDS; i++)
		header[i] = get32(p + 8 + 4 * i);
	nodes = malloc(4 * (size_t)n);
	assert_non_null(nodes);
	for (uint32_t i = 0; i < n; i++)
		nodes[i] = get32(p + LEXICON_HEADER_SIZE + 4 * i);
	sum = lexicon_checksum(header, nodes, n);
	put32(p + LEXICON_HEADER_SIZE - 8, (uint32_t)sum);
	put32(p + LEXICON_HEADER_SIZE - 4, (uint32_t)(sum >> 32));
	free(nodes);
}

/* Change one node (index) of a copy, fix its checksum, and open it. */
static enum lexicon_error
open_with_node(uint32_t index, uint32_t value)
{
	uint8_t *copy = malloc(fx.size);
	enum lexicon_error error;

	assert_non_null(copy);
	memcpy(copy, fx.image, fx.size);
	put32(copy + LEXICON_HEADER_SIZE + 4 * (size_t)index, value);
	fix_checksum(copy, fx.size);
	error = open_bytes(copy, fx.size);
	free(copy);
	return error;
}

/*
 * Graphs with a valid checksum but a bad structure: a forward child (a
 * possible cycle), a bad symbol, an unsorted list, a dead end.
 */
static void
test_corrupt_graph_with_good_checksum_is_refused(void **state)
{
	const uint32_t *nodes = lexicon_nodes(fx.lex);
	uint32_t n = lexicon_node_count(fx.lex), with_child = 0, pair = 0;

	for (uint32_t i = 1; i < n && with_child == 0; i++)
		if (lexicon_node_child(nodes[i]) != 0)
			with_child = i;
	for (uint32_t i = 1; i + 1 < n && pair == 0; i++)
		if (!lexicon_node_is_last(nodes[i]))
			pair = i;
	assert_true(with_child != 0 && pair != 0);
	assert_int_equal(open_with_node(with_child, nodes[with_child]),
	    LEXICON_OK);
	/* Its child now points to itself: a cycle. */
	assert_int_equal(open_with_node(with_child, (nodes[with_child] &
	    0xffu) | with_child << LEXICON_NODE_CHILD_SHIFT),
	    LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_node(with_child, nodes[with_child] &
	    ~LEXICON_NODE_SYMBOL), LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_node(with_child, nodes[with_child] | 0x3f),
	    LEXICON_ERR_CORRUPT);
	/* The next edge of the list gets a smaller symbol. */
	assert_int_equal(open_with_node(pair + 1, (nodes[pair + 1] &
	    ~LEXICON_NODE_SYMBOL) | lexicon_node_symbol(nodes[pair])),
	    LEXICON_ERR_CORRUPT);
	/* An edge leading nowhere that does not end a word. */
	assert_int_equal(open_with_node(with_child, nodes[with_child] &
	    (LEXICON_NODE_SYMBOL | LEXICON_NODE_LAST)), LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_node(0, 0), LEXICON_ERR_CORRUPT);
}

/* The checksum as the format defines it: a += word, b += a. */
static uint64_t
plain_checksum(const uint32_t *header, const uint32_t *nodes, uint32_t n)
{
	uint32_t a = 0, b = 0;

	for (int i = 0; i < LEXICON_HEADER_WORDS; i++) {
		a += header[i];
		b += a;
	}
	for (uint32_t i = 0; i < n; i++) {
		a += nodes[i];
		b += a;
	}
	return (uint64_t)b << 32 | a;
}

/*
 * The loader's checksum, computed in lanes, is the running sums of the
 * format for every length (whole blocks of lanes and a rest).
 */
static void
test_checksum_is_the_running_sums(void **state)
{
	uint32_t header[LEXICON_HEADER_WORDS], nodes[200], x = 12345;

	(void)state;
	for (int i = 0; i < LEXICON_HEADER_WORDS; i++)
		header[i] = x = x * 1103515245u + 12345u;
	for (int i = 0; i < 200; i++)
		nodes[i] = x = x * 1103515245u + 12345u;
	for (uint32_t n = 0; n <= 200; n++)
		assert_true(lexicon_checksum(header, nodes, n) ==
		    plain_checksum(header, nodes, n));
	/* One bit flipped anywhere changes it. */
	for (uint32_t i = 0; i < 67; i++) {
		uint64_t before = lexicon_checksum(header, nodes, 67);

		nodes[i] ^= 1u << (i % 32);
		assert_true(lexicon_checksum(header, nodes, 67) != before);
		nodes[i] ^= 1u << (i % 32);
	}
}

/* The index the loader reports for a copy with one node changed. */
static uint32_t
bad_node_detail(uint32_t index, uint32_t value)
{
	uint8_t *copy = malloc(fx.size);
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;

	assert_non_null(copy);
	memcpy(copy, fx.image, fx.size);
	put32(copy + LEXICON_HEADER_SIZE + 4 * (size_t)index, value);
	fix_checksum(copy, fx.size);
	memset(&failure, 0, sizeof failure);
	assert_int_equal(lexicon_open_memory(copy, fx.size, &lex, &failure),
	    -1);
	free(copy);
	assert_int_equal(failure.error, LEXICON_ERR_CORRUPT);
	return failure.detail;
}

/*
 * The node checks, four nodes at a time, miss no bad node: one at each
 * of the first and last nodes of every level (inside the blocks of four
 * and in the rest), a bad symbol or a child in its own level, is refused
 * and reported at its index.
 */
static void
test_bad_node_is_found_anywhere_in_its_level(void **state)
{
	const uint32_t *nodes = lexicon_nodes(fx.lex);
	uint32_t floor = 1;

	(void)state;
	for (int h = 0; h < LEXICON_LEVELS; h++) {
		uint32_t end = get32(fx.image + 8 +
		    4 * (LEXICON_H_LEVEL_ENDS + h));

		for (uint32_t i = floor; i < end; i++) {
			if (i >= floor + 6 && i + 6 < end)
				continue;
			assert_int_equal(bad_node_detail(i, nodes[i] |
			    LEXICON_NODE_SYMBOL), i);
			assert_int_equal(bad_node_detail(i, (nodes[i] & 0xffu) |
			    floor << LEXICON_NODE_CHILD_SHIFT), i);
		}
		floor = end;
	}
}

/* Change one header word of a copy (checksum fixed) and open it. */
static enum lexicon_error
open_with_header(int field, uint32_t value, uint32_t *detail)
{
	uint8_t *copy = malloc(fx.size);
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	int rc;

	assert_non_null(copy);
	memcpy(copy, fx.image, fx.size);
	put32(copy + 8 + 4 * field, value);
	fix_checksum(copy, fx.size);
	rc = lexicon_open_memory(copy, fx.size, &lex, &failure);
	free(copy);
	lexicon_free(lex);
	if (detail != NULL)
		*detail = failure.detail;
	return rc == 0 ? LEXICON_OK : failure.error;
}

/* Foreign versions, alphabets, roots and level tables are refused. */
static void
test_wrong_header_fields_are_refused(void **state)
{
	uint32_t n = lexicon_node_count(fx.lex), detail = 0;

	assert_int_equal(open_with_header(LEXICON_H_VERSION, 2, &detail),
	    LEXICON_ERR_VERSION);
	assert_int_equal(detail, 2);
	assert_int_equal(open_with_header(LEXICON_H_ALPHABET, 7, NULL),
	    LEXICON_ERR_ALPHABET);
	assert_int_equal(open_with_header(LEXICON_H_NODES, n + 1, NULL),
	    LEXICON_ERR_TRUNCATED);
	assert_int_equal(open_with_header(LEXICON_H_NODES, n - 1, NULL),
	    LEXICON_ERR_SIZE);
	assert_int_equal(open_with_header(LEXICON_H_DAWG, n, NULL),
	    LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_header(LEXICON_H_GADDAG, 0xffffffffu,
	    NULL), LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_header(LEXICON_H_LEVEL_ENDS, 0, NULL),
	    LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_header(LEXICON_H_LEVEL_ENDS +
	    LEXICON_LEVELS - 1, n - 1, NULL), LEXICON_ERR_CORRUPT);
	assert_int_equal(open_with_header(LEXICON_H_LEVEL_ENDS + 3, n + 5,
	    NULL), LEXICON_ERR_CORRUPT);
}

/*
 * With a 15-tile word the GADDAG reaches level 16; a DAWG root up there
 * could hold a 16-tile word, which no walk expects: refused.
 */
static void
test_dawg_root_above_level_15_is_refused(void **state)
{
	static const char list[] = "institucionales\ncasa\n";
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error;
	uint8_t *image;
	void *out;
	size_t size;
	uint32_t words;

	memset(&stats, 0, sizeof stats);
	assert_int_equal(lexicon_builder_add_list(b, list, strlen(list),
	    LEXICON_SPELLING_LETTERS, NULL, NULL, &stats, &error), 0);
	assert_int_equal(lexicon_builder_finish(b, &out, &size, &words,
	    &error), 0);
	lexicon_builder_free(b);
	image = out;
	assert_int_equal(open_bytes(image, size), LEXICON_OK);
	/* The GADDAG root is the one list of level 16. */
	assert_true(get32(image + 8 + 4 * (LEXICON_H_GADDAG)) >=
	    get32(image + 8 + 4 * (LEXICON_H_LEVEL_ENDS + 14)));
	memcpy(image + 8 + 4 * LEXICON_H_DAWG,
	    image + 8 + 4 * LEXICON_H_GADDAG, 4);
	fix_checksum(image, size);
	assert_int_equal(open_bytes(image, size), LEXICON_ERR_CORRUPT);
	free(image);
}

/* Open a path; returns the error and checks the message names the file. */
static enum lexicon_error
open_path(const char *path)
{
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	char *message;

	if (lexicon_open(path, &lex, &failure) == 0) {
		lexicon_free(lex);
		return LEXICON_OK;
	}
	message = lexicon_failure_message(path, &failure);
	assert_non_null(message);
	assert_non_null(strstr(message, path));
	assert_non_null(strstr(message,
	    lexicon_error_id(failure.error)));
	free(message);
	return failure.error;
}

/* A FIFO is refused at once (no writer would ever come), not waited on. */
static void
test_fifo_is_refused_without_blocking(void **state)
{
	char path[256];

	write_temp("", 0, path, sizeof path);
	unlink(path);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(open_path(path), LEXICON_ERR_NOT_FILE);
	unlink(path);
}

/* A file past the limit is refused from its size, before it is read. */
static void
test_huge_file_is_refused_before_reading(void **state)
{
	char path[256];

	write_temp("casa\n", 5, path, sizeof path);
	assert_int_equal(truncate(path, (off_t)LEXICON_MAX_FILE + 1), 0);
	assert_int_equal(open_path(path), LEXICON_ERR_FILE_TOO_BIG);
	/* A graph header is checked against the size before the nodes. */
	assert_int_equal(truncate(path, 0), 0);
	unlink(path);
	write_temp(fx.image, fx.size, path, sizeof path);
	assert_int_equal(truncate(path, (off_t)fx.size + (1 << 20)), 0);
	assert_int_equal(open_path(path), LEXICON_ERR_SIZE);
	unlink(path);
}

/* The lexicon is read, not mapped: cutting the file later cannot fault. */
static void
test_lexicon_outlives_its_file_truncated(void **state)
{
	static const tile_t casa[] = { TILE_C, TILE_A, TILE_S, TILE_A };
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	char path[256];

	write_temp(fx.image, fx.size, path, sizeof path);
	assert_int_equal(lexicon_open(path, &lex, &failure), 0);
	assert_int_equal(truncate(path, 0), 0);
	assert_true(lexicon_contains(lex, casa, 4));
	assert_int_equal(lexicon_word_count(lex), lexicon_word_count(fx.lex));
	lexicon_free(lex);
	unlink(path);
}

/* A NUL byte spoils its line only, as in fichas-mklex; all NUL: binary. */
static void
test_nul_byte_skips_only_its_line(void **state)
{
	static const tile_t casa[] = { TILE_C, TILE_A, TILE_S, TILE_A };
	struct lexicon_failure failure;
	struct lexicon *lex = NULL;
	char path[256];

	write_temp("ca\0sa\ncasa\n", 10, path, sizeof path);
	assert_int_equal(lexicon_open(path, &lex, &failure), 0);
	assert_int_equal(lexicon_word_count(lex), 1);
	assert_true(lexicon_contains(lex, casa, 4));
	lexicon_free(lex);
	unlink(path);
	assert_int_equal(open_bytes("\0\0\0\0kiwi\n", 9),
	    LEXICON_ERR_FOREIGN);
}

/* Files that are not lexicons: each gets its own reason. */
static void
test_foreign_files_are_refused_with_a_reason(void **state)
{
	uint8_t *copy = malloc(fx.size);
	static const uint8_t png[] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a,
		'\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R' };
	char path[256];

	assert_non_null(copy);
	memcpy(copy, fx.image, fx.size);
	copy[0] = 'X';
	assert_int_equal(open_bytes(copy, fx.size), LEXICON_ERR_FOREIGN);
	free(copy);
	assert_int_equal(open_bytes(png, sizeof png), LEXICON_ERR_FOREIGN);
	assert_int_equal(open_bytes("FICHA", 5), LEXICON_ERR_TRUNCATED);
	assert_int_equal(open_bytes("kiwi\nwok\n", 9), LEXICON_ERR_NO_WORDS);
	write_temp("", 0, path, sizeof path);
	assert_int_equal(open_path(path), LEXICON_ERR_EMPTY);
	unlink(path);
	assert_int_equal(open_path(TEST_SRCDIR), LEXICON_ERR_DIRECTORY);
	assert_int_equal(open_path(TEST_SRCDIR "/no/such/lexicon.lex"),
	    LEXICON_ERR_OPEN);
	write_temp(fx.image, 200, path, sizeof path);
	assert_int_equal(open_path(path), LEXICON_ERR_TRUNCATED);
	unlink(path);
	assert_int_equal(open_path(fx.path), LEXICON_OK);
}

/* A plain word list given as the lexicon is compiled in memory. */
static void
test_word_list_file_is_compiled_on_open(void **state)
{
	struct lexicon_failure failure;
	struct lexicon *lex;
	struct word calle = w("calle");
	tile_t c_a_rr_o[] = { TILE_C, TILE_A, TILE_RR, TILE_O };

	assert_int_equal(lexicon_open(FIXTURE, &lex, &failure), 0);
	assert_int_equal(lexicon_word_count(lex), fx.n);
	assert_true(lexicon_contains(lex, calle.t, calle.n));
	lexicon_free(lex);
	/* Any spelling: digits as published lists write them. */
	assert_int_equal(lexicon_open_memory("CA2E\nca3o\n", 10, &lex,
	    &failure), 0);
	assert_int_equal(lexicon_word_count(lex), 2);
	assert_true(lexicon_contains(lex, calle.t, calle.n));
	assert_true(lexicon_contains(lex, c_a_rr_o, 4));
	lexicon_free(lex);
	/* A UTF-16 or UTF-32 list: said to be one, not "no words". */
	assert_int_equal(lexicon_open_memory("\xff\xfe" "c\0a\0\n\0", 8, &lex,
	    &failure), -1);
	assert_int_equal(failure.error, LEXICON_ERR_UTF16);
	assert_int_equal(lexicon_open_memory("c\0\0\0a\0\0\0\n\0\0\0", 12,
	    &lex, &failure), -1);
	assert_int_equal(failure.error, LEXICON_ERR_UTF32);
	assert_int_equal(lexicon_list_wide("casa\n", 5), LEXICON_OK);
}

/* One line reported by the list reader. */
struct reported {
	size_t line[16];
	enum lexicon_line_problem problem[16];
	size_t n;
	int stop;
};

/* Record a refused line; stop when asked to (--strict). */
static int
report(size_t line, const char *text, size_t len,
    enum lexicon_line_problem problem, const struct tiles_failure *failure,
    void *arg)
{
	struct reported *r = arg;

	if (r->n < 16) {
		r->line[r->n] = line;
		r->problem[r->n++] = problem;
	}
	return r->stop;
}

static const char list_text[] =
    "# a comment\n"		/* 1 */
    "casa\n"			/* 2 */
    "  CASA  \r\n"		/* 3: a duplicate */
    "\n"			/* 4 */
    "kiwi\n"			/* 5: K (art. 10.1) */
    "a\n"			/* 6: one tile */
    "ca[LL]e\n"			/* 7 */
    "calle1\n"			/* 8: a digit */
    "ensanchamientos\n"	/* 9: E N S A N CH A M I E N T O S: 14 */
    "desenredabamosles\n" /* 10: 17 tiles */
    "perro";		/* 11, no line end */

/* Refused lines are reported with their numbers and counted by reason. */
static void
test_list_reader_reports_lines_and_counts(void **state)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	struct reported r = { .n = 0, .stop = 0 };
	enum lexicon_error error;
	void *image;
	size_t size;
	uint32_t words;

	memset(&stats, 0, sizeof stats);
	assert_int_equal(lexicon_builder_add_list(b, list_text,
	    strlen(list_text), LEXICON_SPELLING_LETTERS, report, &r, &stats,
	    &error), 0);
	assert_int_equal(r.n, 4);
	assert_int_equal(r.line[0], 5);
	assert_int_equal(r.problem[0], LEXICON_LINE_NOT_SPANISH);
	assert_int_equal(r.line[1], 6);
	assert_int_equal(r.problem[1], LEXICON_LINE_TOO_SHORT);
	assert_int_equal(r.line[2], 8);
	assert_int_equal(r.problem[2], LEXICON_LINE_BAD_CHARACTER);
	assert_int_equal(r.line[3], 10);
	assert_int_equal(r.problem[3], LEXICON_LINE_TOO_LONG);
	assert_int_equal(stats.lines, 11);
	assert_int_equal(stats.read, 9);
	assert_int_equal(stats.accepted, 5);
	assert_int_equal(lexicon_builder_finish(b, &image, &size, &words,
	    &error), 0);
	assert_int_equal(words, 4); /* casa twice */
	free(image);
	lexicon_builder_free(b);
}

/* --strict: the first refused line stops the reading. */
static void
test_list_reader_strict_stops_at_first_bad_line(void **state)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	struct reported r = { .n = 0, .stop = 1 };
	enum lexicon_error error;

	memset(&stats, 0, sizeof stats);
	assert_int_equal(lexicon_builder_add_list(b, list_text,
	    strlen(list_text), LEXICON_SPELLING_LETTERS, report, &r, &stats,
	    &error), 1);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.line[0], 5);
	lexicon_builder_free(b);
}

/* The digits spelling reads 1, 2, 3 as CH, LL, RR; letters refuse them. */
static void
test_list_reader_digits_spelling(void **state)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error;

	memset(&stats, 0, sizeof stats);
	assert_int_equal(lexicon_builder_add_list(b, "1ICO\nCA2E\nPE3O\n", 15,
	    LEXICON_SPELLING_DIGITS, NULL, NULL, &stats, &error), 0);
	assert_int_equal(stats.accepted, 3);
	memset(&stats, 0, sizeof stats);
	assert_int_equal(lexicon_builder_add_list(b, "CA2E\n", 5,
	    LEXICON_SPELLING_LETTERS, NULL, NULL, &stats, &error), 0);
	assert_int_equal(stats.skipped[LEXICON_LINE_BAD_CHARACTER], 1);
	lexicon_builder_free(b);
}

/* Building twice from the same words gives the same bytes. */
static void
test_compiler_output_is_deterministic(void **state)
{
	struct lexicon_builder *b = lexicon_builder_create();
	enum lexicon_error error;
	void *image;
	size_t size;
	uint32_t words;

	/* Added backwards: the compiler sorts. */
	for (size_t i = fx.n; i-- > 0;)
		assert_int_equal(lexicon_builder_add(b, fx.words[i].t,
		    fx.words[i].n, &error), 0);
	assert_int_equal(lexicon_builder_finish(b, &image, &size, &words,
	    &error), 0);
	assert_int_equal(size, fx.size);
	assert_memory_equal(image, fx.image, size);
	free(image);
	lexicon_builder_free(b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_compile_and_load_round_trip),
		cmocka_unit_test(test_contains_refuses_what_is_not_listed),
		cmocka_unit_test(test_art10_blank_flag_ignored_by_contains),
		cmocka_unit_test(test_art11_digraphs_are_single_tiles),
		cmocka_unit_test(
		    test_art10_accents_fold_and_n_tilde_is_a_letter),
		cmocka_unit_test(test_words_lists_every_word_exactly_once),
		cmocka_unit_test(test_callback_stops_walks),
		cmocka_unit_test(test_anagrams_without_blanks),
		cmocka_unit_test(test_art10_anagrams_with_one_blank),
		cmocka_unit_test(test_art10_anagrams_with_two_blanks),
		cmocka_unit_test(test_gaddag_holds_every_entry_of_a_word),
		cmocka_unit_test(test_gaddag_has_one_entry_per_word_and_tile),
		cmocka_unit_test(
		    test_prefix_walk_finds_words_and_continuations),
		cmocka_unit_test(test_truncated_files_are_refused),
		cmocka_unit_test(test_flipped_bytes_are_refused),
		cmocka_unit_test(
		    test_corrupt_graph_with_good_checksum_is_refused),
		cmocka_unit_test(test_checksum_is_the_running_sums),
		cmocka_unit_test(test_bad_node_is_found_anywhere_in_its_level),
		cmocka_unit_test(test_wrong_header_fields_are_refused),
		cmocka_unit_test(test_dawg_root_above_level_15_is_refused),
		cmocka_unit_test(test_foreign_files_are_refused_with_a_reason),
		cmocka_unit_test(test_fifo_is_refused_without_blocking),
		cmocka_unit_test(test_huge_file_is_refused_before_reading),
		cmocka_unit_test(test_lexicon_outlives_its_file_truncated),
		cmocka_unit_test(test_nul_byte_skips_only_its_line),
		cmocka_unit_test(test_name_trailer_is_optional_and_checked),
		cmocka_unit_test(test_word_list_file_is_compiled_on_open),
		cmocka_unit_test(test_list_reader_reports_lines_and_counts),
		cmocka_unit_test(
		    test_list_reader_strict_stops_at_first_bad_line),
		cmocka_unit_test(test_list_reader_digits_spelling),
		cmocka_unit_test(test_compiler_output_is_deterministic),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
