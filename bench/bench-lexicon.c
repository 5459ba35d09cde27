/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * bench-lexicon: how fast the lexicon compiles, loads and answers.
 *
 *   bench-lexicon [LIST]
 *
 * LIST is the word list to measure (the default lexicon's, data/
 * lexicon-es.txt, from `make bench`).  When it does not exist, a generated
 * list of about 600 000 Spanish-like forms stands in, and the output says
 * so.  Prints the compile time, graph size, load time and lookups per
 * second, each the median of several runs, in processor time of one core.
 * Not a test: timings depend on the machine (figures measured so far are
 * in bench/README.md).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "lexicon-build.h"
#include "bench-util.h"
#include "lexicon.h"
#include "rng.h"

#define COMPILE_RUNS 3
#define LOAD_RUNS 21
#define LOOKUP_RUNS 5

/* A growing text buffer. */
struct text {
	char *s;
	size_t len;
	size_t size;
};

/* Every word of a lexicon, zero-padded, for the lookup loop. */
struct words {
	tile_t (*w)[TILES_MAX_WORD + 1];
	size_t n;
	size_t size;
};

/* Append a string to the buffer; exits when out of memory (a tool). */
static void
text_add(struct text *t, const char *s)
{
	size_t n = strlen(s);

	if (t->len + n + 1 > t->size) {
		t->size = t->size ? 2 * t->size : 1 << 20;
		if ((t->s = realloc(t->s, t->size)) == NULL) {
			perror("bench-lexicon");
			exit(1);
		}
	}
	memcpy(t->s + t->len, s, n + 1);
	t->len += n;
}

/* A random element of a NULL-terminated list. */
static const char *
pick(struct rng *rng, const char *const *list)
{
	size_t n = 0;

	while (list[n] != NULL)
		n++;
	return list[rng_below(rng, (uint32_t)n)];
}

/* A stem of two or three syllables: onset, vowel, sometimes a coda. */
static void
make_stem(struct rng *rng, char *stem, size_t size)
{
	static const char *const onsets[] = { "b", "c", "ch", "d", "f", "g",
		"j", "l", "ll", "m", "n", "ñ", "p", "r", "rr", "s", "t", "v",
		"z", "qu", "br", "bl", "cr", "cl", "dr", "fr", "gr", "pl",
		"pr", "tr", "", "", NULL };
	static const char *const vowels[] = { "a", "e", "i", "o", "u", "a",
		"e", "o", "ie", "ue", "ia", "io", NULL };
	static const char *const codas[] = { "", "", "", "", "n", "s", "r",
		"l", NULL };
	int syllables = 2 + (int)rng_below(rng, 2);

	stem[0] = '\0';
	for (int i = 0; i < syllables; i++) {
		const char *onset = pick(rng, onsets);

		if (i == 0 && strcmp(onset, "rr") == 0)
			onset = "r";
		strncat(stem, onset, size - strlen(stem) - 1);
		strncat(stem, pick(rng, vowels), size - strlen(stem) - 1);
		if (i + 1 < syllables)
			strncat(stem, pick(rng, codas),
			    size - strlen(stem) - 1);
	}
}

/* Add stem + each ending, one a line. */
static void
add_forms(struct text *t, const char *stem, const char *const *endings)
{
	for (size_t i = 0; endings[i] != NULL; i++) {
		text_add(t, stem);
		text_add(t, endings[i]);
		text_add(t, "\n");
	}
}

/*
 * About 600 000 Spanish-like forms with a fixed seed: verbs conjugated
 * like -ar and -er verbs, nouns and adjectives with gender and number.
 * Not Spanish, but shaped like it, so the graph compresses alike.
 */
static void
generate_list(struct text *t)
{
	static const char *const ar[] = { "ar", "o", "as", "a", "amos", "ais",
		"an", "aba", "abas", "abamos", "abais", "aban", "e", "aste",
		"amos", "asteis", "aron", "are", "aras", "ara", "aremos",
		"areis", "aran", "aria", "arias", "ariamos", "ariais", "arian",
		"es", "emos", "eis", "en", "ase", "ases", "asemos", "aseis",
		"asen", "aramos", "arais", "ad", "ando", "ado", "ada", "ados",
		"adas", "ares", "aren", "ante", "antes", "amiento", NULL };
	static const char *const er[] = { "er", "o", "es", "e", "emos",
		"eis", "en", "ia", "ias", "iamos", "iais", "ian", "i", "iste",
		"io", "isteis", "ieron", "ere", "eras", "era", "eremos",
		"ereis", "eran", "eria", "erias", "eriamos", "eriais", "erian",
		"a", "as", "amos", "ais", "an", "iese", "ieses", "iesemos",
		"ieseis", "iesen", "iera", "ieras", "ieramos", "ierais",
		"ieran", "ed", "iendo", "ido", "ida", "idos", "idas", NULL };
	static const char *const noun[] = { "o", "a", "os", "as", "ito",
		"ita", "itos", "itas", NULL };
	struct rng rng;
	char stem[64];

	rng_seed(&rng, 1);
	for (int i = 0; i < 8500; i++) {
		make_stem(&rng, stem, sizeof stem);
		add_forms(t, stem, ar);
	}
	for (int i = 0; i < 2200; i++) {
		make_stem(&rng, stem, sizeof stem);
		add_forms(t, stem, er);
	}
	for (int i = 0; i < 14000; i++) {
		make_stem(&rng, stem, sizeof stem);
		add_forms(t, stem, noun);
	}
}

/* Read a whole file; NULL when it cannot be read. */
static int
read_list(const char *path, struct text *t)
{
	FILE *f = fopen(path, "rb");
	char buf[1 << 16];
	size_t got;

	if (f == NULL)
		return -1;
	while ((got = fread(buf, 1, sizeof buf - 1, f)) > 0) {
		buf[got] = '\0';
		if (memchr(buf, '\0', got) != NULL)
			break; /* not text */
		text_add(t, buf);
	}
	fclose(f);
	return 0;
}

/* Compile the list once; returns the seconds taken, image in *image. */
static double
compile_once(const struct text *t, void **image, size_t *size,
    uint32_t *words)
{
	struct lexicon_builder *b = lexicon_builder_create();
	struct lexicon_list_stats stats;
	enum lexicon_error error = LEXICON_OK;
	double start = bench_cpu_seconds();

	memset(&stats, 0, sizeof stats);
	if (lexicon_builder_add_list(b, t->s, t->len,
	    LEXICON_SPELLING_LETTERS, NULL, NULL, &stats, &error) != 0 ||
	    lexicon_builder_finish(b, image, size, words, &error) != 0) {
		fprintf(stderr, "bench-lexicon: %s\n", lexicon_error_id(error));
		exit(1);
	}
	lexicon_builder_free(b);
	return bench_cpu_seconds() - start;
}

/* Keep a word for the lookup loop. */
static int
keep_word(const tile_t *tiles, size_t n, void *arg)
{
	struct words *w = arg;

	if (w->n == w->size) {
		w->size = w->size ? 2 * w->size : 1 << 16;
		if ((w->w = realloc(w->w, w->size * sizeof *w->w)) == NULL)
			return 1;
	}
	memset(w->w[w->n], 0, sizeof w->w[0]);
	memcpy(w->w[w->n], tiles, n);
	w->w[w->n][TILES_MAX_WORD] = (tile_t)n;
	w->n++;
	return 0;
}

/* Time opening the graph file, LOAD_RUNS times; the median in seconds. */
static double
time_load(const char *path)
{
	double t[LOAD_RUNS];

	for (int i = 0; i < LOAD_RUNS; i++) {
		struct lexicon_failure failure;
		struct lexicon *lex;
		double start = bench_cpu_seconds();

		if (lexicon_open(path, &lex, &failure) != 0) {
			fprintf(stderr, "bench-lexicon: %s: %s\n", path,
			    lexicon_error_id(failure.error));
			exit(1);
		}
		t[i] = bench_cpu_seconds() - start;
		lexicon_free(lex);
	}
	return bench_median(t, LOAD_RUNS);
}

/* Lookups per second over the words in random order; median of runs. */
static double
time_lookups(const struct lexicon *lex, struct words *w)
{
	double t[LOOKUP_RUNS];
	struct rng rng;
	size_t found = 0;

	rng_seed(&rng, 2);
	for (size_t i = w->n; i > 1; i--) {
		size_t j = rng_below(&rng, (uint32_t)i);
		tile_t tmp[TILES_MAX_WORD + 1];

		memcpy(tmp, w->w[i - 1], sizeof tmp);
		memcpy(w->w[i - 1], w->w[j], sizeof tmp);
		memcpy(w->w[j], tmp, sizeof tmp);
	}
	for (int r = 0; r < LOOKUP_RUNS; r++) {
		double start = bench_cpu_seconds();

		for (size_t i = 0; i < w->n; i++)
			found += (size_t)lexicon_contains(lex, w->w[i],
			    w->w[i][TILES_MAX_WORD]);
		t[r] = (double)w->n / (bench_cpu_seconds() - start);
	}
	if (found != LOOKUP_RUNS * w->n)
		fprintf(stderr, "bench-lexicon: %zu words not found!\n",
		    LOOKUP_RUNS * w->n - found);
	return bench_median(t, LOOKUP_RUNS);
}

/* Write the image to a temporary file for the load timing. */
static void
write_image(const void *image, size_t size, char *path, size_t room)
{
	const char *dir = getenv("TMPDIR");
	FILE *f;
	int fd;

	snprintf(path, room, "%s/bench-lexicon-XXXXXX",
	    dir != NULL && *dir != '\0' ? dir : "/tmp");
	if ((fd = mkstemp(path)) == -1 || (f = fdopen(fd, "wb")) == NULL ||
	    fwrite(image, 1, size, f) != size || fclose(f) != 0) {
		perror(path);
		exit(1);
	}
}

int
main(int argc, char **argv)
{
	struct text list = { NULL, 0, 0 };
	struct words words = { NULL, 0, 0 };
	struct lexicon_failure failure;
	struct lexicon *lex;
	double compile[COMPILE_RUNS], load;
	char path[512];
	void *image = NULL;
	size_t size = 0;
	uint32_t nwords = 0;

	if (argc > 1 && read_list(argv[1], &list) == 0)
		printf("list:    %s\n", argv[1]);
	else {
		generate_list(&list);
		printf("list:    generated (%s not found): Spanish-like "
		    "forms, seed 1\n", argc > 1 ? argv[1] : "no list given");
	}
	text_add(&list, "");
	for (int i = 0; i < COMPILE_RUNS; i++) {
		if (image != NULL)
			free(image);
		compile[i] = compile_once(&list, &image, &size, &nwords);
	}
	printf("words:   %lu distinct\n", (unsigned long)nwords);
	printf("compile: %.2f s (median of %d)\n",
	    bench_median(compile, COMPILE_RUNS), COMPILE_RUNS);
	printf("graph:   %zu bytes (%.2f MB), %zu nodes\n", size,
	    (double)size / 1e6, (size - LEXICON_HEADER_SIZE) / 4);
	write_image(image, size, path, sizeof path);
	load = time_load(path);
	printf("load:    %.2f ms (median of %d)\n", load * 1e3, LOAD_RUNS);
	if (lexicon_open(path, &lex, &failure) != 0)
		return 1;
	unlink(path);
	lexicon_words(lex, keep_word, &words);
	printf("lookups: %.2f million/s (median of %d, every word once in "
	    "random order)\n", time_lookups(lex, &words) / 1e6, LOOKUP_RUNS);
	lexicon_free(lex);
	free(words.w);
	free(image);
	free(list.s);
	return 0;
}
