/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "bag.h"
#include "cgp.h"
#include "lexicon.h"
#include "movegen.h"
#include "rng.h"

/*
 * Perft for the move generator (after Stockfish's tests/perft.sh): the
 * number of moves, and a checksum of the sorted list, for fixed positions
 * on the default lexicon, against tests/data/movegen/perft.txt.  Any
 * change to the generator, the scoring or the default word list that
 * changes a move shows here.  Without data/fichas.lex the test is skipped
 * (exit 77).
 *
 *   test-movegen-perft --write FILE   makes the golden file again: ten
 *   positions from two seeded games of greedy self-play.
 *
 * Golden lines: CGP (the player to move first, exchanges allowed as the
 * article reads, art. 24), a tab, the number of moves (placements,
 * exchanges, the pass), a tab, the checksum.
 */

#define PERFT_LINE 1024
#define PERFT_SEED 5
#define PERFT_GAMES 2

static struct lexicon *lex;
static struct movegen_words *words;

/* Moves of one position, to sort and sum. */
struct perft_list {
	struct movegen_move *moves;
	size_t n, size;
};

static int perft_add(void *, const struct movegen_move *);
static int perft_key_compare(const void *, const void *);
static uint64_t perft_count(const struct cgp_position *, size_t *,
    struct movegen_move *);
static int perft_write(const char *);
static float perft_leave(void *, const int[TILE_CODES], int);
static void perft_check_top(const struct movegen *, const struct rack *,
    int);
static const struct rack *perft_blanks(const struct rack *, int,
    struct rack *);
static int perft_keep_bingo(const tile_t *, size_t, void *);

/* movegen_generate() callback: keep every move. */
static int
perft_add(void *ctx, const struct movegen_move *m)
{
	struct perft_list *list = ctx;

	if (list->n == list->size) {
		list->size = list->size ? 2 * list->size : 1024;
		list->moves = realloc(list->moves, list->size * sizeof *m);
		if (list->moves == NULL)
			abort();
	}
	list->moves[list->n++] = *m;
	return 0;
}

/* Board order, equity aside. */
static int
perft_key_compare(const void *pa, const void *pb)
{
	const struct movegen_move *a = pa, *b = pb;
	int d;

	if ((d = a->kind - b->kind) != 0 || (d = a->dir - b->dir) != 0 ||
	    (d = a->row - b->row) != 0 || (d = a->col - b->col) != 0 ||
	    (d = a->len - b->len) != 0 || (d = a->n_tiles - b->n_tiles) != 0)
		return d;
	return memcmp(a->tiles, b->tiles, sizeof a->tiles);
}

/*
 * Count the moves of a position and sum them up (FNV-1a over each move's
 * fields and score, in board order); *best gets the first by equity.
 */
static uint64_t
perft_count(const struct cgp_position *pos, size_t *count,
    struct movegen_move *best)
{
	struct perft_list list = { NULL, 0, 0 };
	struct movegen_options options;
	struct movegen *mg = malloc(sizeof *mg);
	uint64_t h = 14695981039346656037ull;

	assert_non_null(mg);
	movegen_init(mg, lex, &pos->board);
	movegen_set_words(mg, words);
	movegen_options_init(&options);
	options.bag_count = cgp_bag_count(pos);
	movegen_generate(mg, &pos->racks[0], &options, perft_add, &list);
	qsort(list.moves, list.n, sizeof list.moves[0], perft_key_compare);
	for (size_t i = 0; i < list.n; i++) {
		const struct movegen_move *m = &list.moves[i];
		uint8_t bytes[8 + BOARD_SIZE] = { m->kind, m->dir, m->row,
		    m->col, m->len, m->n_tiles, (uint8_t)(m->score & 0xff),
		    (uint8_t)((uint16_t)m->score >> 8) };

		memcpy(bytes + 8, m->tiles, BOARD_SIZE);
		for (size_t k = 0; k < sizeof bytes; k++)
			h = (h ^ bytes[k]) * 1099511628211ull;
	}
	qsort(list.moves, list.n, sizeof list.moves[0], movegen_move_compare);
	if (list.n > 0)
		*best = list.moves[0];
	assert_int_equal(movegen_best(mg, &pos->racks[0], &options, best),
	    list.n > 0);
	if (list.n > 0)
		assert_int_equal(movegen_move_compare(best, &list.moves[0]), 0);
	*count = list.n;
	free(list.moves);
	free(mg);
	return h;
}

/* Each golden position has the same count and checksum. */
static void
test_movegen_perft_default_lexicon(void **state)
{
	FILE *f = fopen(MOVEGEN_PERFT, "r");
	char line[PERFT_LINE];
	int positions = 0;

	(void)state;
	assert_non_null(f);
	while (fgets(line, sizeof line, f) != NULL) {
		struct cgp_position pos;
		struct movegen_move best;
		char *tab = strchr(line, '\t');
		unsigned long long want_count, want_sum;
		size_t count;
		uint64_t sum;

		if (line[0] == '#' || tab == NULL)
			continue;
		*tab = '\0';
		assert_int_equal(sscanf(tab + 1, "%llu %llx", &want_count,
		    &want_sum), 2);
		assert_int_equal(cgp_parse(line, strlen(line), &pos, NULL),
		    CGP_OK);
		sum = perft_count(&pos, &count, &best);
		if (count != want_count || sum != want_sum)
			fail_msg("%s: %zu moves, checksum %016" PRIx64
			    "; golden %llu %016llx", line, count, sum,
			    want_count, want_sum);
		positions++;
	}
	fclose(f);
	assert_true(positions >= 10);
}

/*
 * A leave that prizes blanks as the real table does (a blank kept is worth
 * most of a bingo's bonus) plus fixed noise by multiset: the best-move
 * bounds lean on the best leaves, the blank's above all.
 */
static float
perft_leave(void *ctx, const int counts[TILE_CODES], int n)
{
	uint32_t h = 2166136261u;

	(void)ctx;
	for (int t = 0; t < TILE_CODES; t++)
		h = (h ^ (uint32_t)counts[t]) * 16777619u;
	return 24.0f * (float)counts[TILE_BLANK] + (float)(h % 1601) / 100.0f -
	    8.0f - (float)n;
}

/* Best-move mode gives the first five moves of the sorted full list. */
static void
perft_check_top(const struct movegen *mg, const struct rack *rack,
    int bag_count)
{
	struct perft_list list = { NULL, 0, 0 };
	struct movegen_options options;
	struct movegen_move top[5];
	size_t n;

	movegen_options_init(&options);
	options.bag_count = bag_count;
	options.exchange_min_bag = RACK_SIZE;
	options.leave = perft_leave;
	movegen_generate(mg, rack, &options, perft_add, &list);
	qsort(list.moves, list.n, sizeof list.moves[0], movegen_move_compare);
	n = movegen_top(mg, rack, &options, top, 5);
	assert_int_equal(n, list.n < 5 ? list.n : 5);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(movegen_move_compare(&top[i], &list.moves[i]),
		    0);
	free(list.moves);
}

/*
 * The rack with its first tiles turned into blanks until it holds want
 * of them (0: the rack as it is).  Three blanks cannot happen in a game
 * but can in a CGP position.
 */
static const struct rack *
perft_blanks(const struct rack *rack, int want, struct rack *out)
{
	int have = 0;

	*out = *rack;
	for (int i = 0; i < out->n; i++)
		have += out->tiles[i] == TILE_BLANK;
	for (int i = 0; i < out->n && want > 0 && have < want; i++)
		if (out->tiles[i] != TILE_BLANK) {
			out->tiles[i] = TILE_BLANK;
			have++;
		}
	return out;
}

/*
 * On the default lexicon with its word table, leave values and racks
 * holding one to three blanks (the slowest searches, where the bounds do
 * most): the best moves equal the full generation's, over the positions
 * of two seeded games of greedy self-play.
 */
static void
test_movegen_best_with_blanks_equals_full(void **state)
{
	struct movegen *mg = malloc(sizeof *mg);
	struct rng rng;
	struct bag bag;
	struct rack racks[2], blanks;

	(void)state;
	assert_non_null(mg);
	rng_seed(&rng, PERFT_SEED + 1);
	for (int game = 0; game < PERFT_GAMES; game++) {
		struct board board;

		board_init(&board);
		movegen_init(mg, lex, &board);
		movegen_set_words(mg, words);
		bag_fill(&bag);
		rack_init(&racks[0]);
		rack_init(&racks[1]);
		bag_refill(&bag, &rng, &racks[0]);
		bag_refill(&bag, &rng, &racks[1]);
		for (int turn = 0; turn < 16; turn++) {
			struct rack *rack = &racks[turn % 2];
			struct movegen_options options;
			struct movegen_move best;
			struct placement p;

			/* As drawn, then with one, two and three blanks. */
			for (int want = 0; want <= 3; want++)
				perft_check_top(mg, perft_blanks(rack, want,
				    &blanks), bag.n);
			movegen_options_init(&options);
			options.what = MOVEGEN_PLACEMENTS;
			if (!movegen_best(mg, rack, &options, &best))
				break;
			movegen_move_to_placement(&best, &p);
			movegen_update(mg, &p);
			for (int i = 0; i < p.n; i++)
				rack_remove(rack, p.tiles[i].tile);
			bag_refill(&bag, &rng, rack);
		}
	}
	free(mg);
}

/* Words of 7 and 8 tiles, every few thousandth, for bingo racks. */
struct perft_bingo_words {
	tile_t tiles[64][RACK_SIZE + 1];
	int len[64], n, seen;
};

/* lexicon_words() callback: keep some words of 7 and 8 tiles. */
static int
perft_keep_bingo(const tile_t *word, size_t n, void *arg)
{
	struct perft_bingo_words *w = arg;

	if ((n != RACK_SIZE && n != RACK_SIZE + 1) || w->seen++ % 1777 != 0)
		return 0;
	memcpy(w->tiles[w->n], word, n);
	w->len[w->n] = (int)n;
	return ++w->n == 64;
}

/*
 * Art. 19: the bingos, which best-move mode looks up instead of walking
 * to when they lay through at most one board tile, are the full
 * generation's: racks made of a word's tiles (of an 8-tile word less one
 * tile, which the board may give), as they are and with one tile a
 * blank, at each position of two greedy games.
 */
static void
test_movegen_best_bingos_equal_full(void **state)
{
	struct perft_bingo_words *w = calloc(1, sizeof *w);
	struct movegen *mg = malloc(sizeof *mg);
	struct rng rng;
	struct bag bag;
	struct rack racks[2];
	int bingos = 0;

	(void)state;
	assert_non_null(w);
	assert_non_null(mg);
	lexicon_words(lex, perft_keep_bingo, w);
	assert_true(w->n >= 32);
	rng_seed(&rng, PERFT_SEED + 2);
	for (int game = 0; game < PERFT_GAMES; game++) {
		struct board board;

		board_init(&board);
		movegen_init(mg, lex, &board);
		movegen_set_words(mg, words);
		bag_fill(&bag);
		rack_init(&racks[0]);
		rack_init(&racks[1]);
		bag_refill(&bag, &rng, &racks[0]);
		bag_refill(&bag, &rng, &racks[1]);
		for (int turn = 0; turn < 16; turn++) {
			struct rack *rack = &racks[turn % 2], bingo;
			struct movegen_options options;
			struct movegen_move best;
			struct placement p;

			for (int k = 0; k < 4; k++) {
				int i = (int)rng_below(&rng, (uint32_t)w->n);
				int skip = w->len[i] - RACK_SIZE;

				rack_init(&bingo);
				/* An 8-tile word leaves out one tile. */
				for (int j = skip ? (int)rng_below(&rng, 8) : -1,
				    t = 0; t < w->len[i]; t++)
					if (t != j)
						rack_add(&bingo, w->tiles[i][t] &
						    TILE_LETTER_MASK);
				perft_check_top(mg, &bingo, bag.n);
				movegen_options_init(&options);
				if (movegen_best(mg, &bingo, &options, &best) &&
				    best.n_tiles == RACK_SIZE)
					bingos++;
				bingo.tiles[rng_below(&rng, RACK_SIZE)] =
				    TILE_BLANK;
				perft_check_top(mg, &bingo, bag.n);
			}
			movegen_options_init(&options);
			options.what = MOVEGEN_PLACEMENTS;
			if (!movegen_best(mg, rack, &options, &best))
				break;
			movegen_move_to_placement(&best, &p);
			movegen_update(mg, &p);
			for (int i = 0; i < p.n; i++)
				rack_remove(rack, p.tiles[i].tile);
			bag_refill(&bag, &rng, rack);
		}
	}
	/* The racks do make bingos: the test is not empty. */
	assert_true(bingos >= 16);
	free(mg);
	free(w);
}

/* Play greedy games and write ten positions with their perft. */
static int
perft_write(const char *path)
{
	FILE *f = fopen(path, "w");
	struct rng rng;

	if (f == NULL)
		return 1;
	fputs("# fichas move generator perft on data/fichas.lex "
	    "(tests/test-movegen-perft.c)\n# CGP\tmoves\tchecksum\n", f);
	rng_seed(&rng, PERFT_SEED);
	for (int game = 0; game < PERFT_GAMES; game++) {
		struct cgp_position pos;
		struct bag bag;
		struct movegen *mg = malloc(sizeof *mg);

		cgp_init(&pos);
		bag_fill(&bag);
		bag_refill(&bag, &rng, &pos.racks[0]);
		bag_refill(&bag, &rng, &pos.racks[1]);
		movegen_init(mg, lex, &pos.board);
		movegen_set_words(mg, words);
		for (int turn = 0; turn < 13; turn++) {
			struct movegen_options options;
			struct movegen_move best;
			struct placement p;
			struct rack swap;
			char text[PERFT_LINE];
			size_t count;
			uint64_t sum;

			if (turn % 3 == 0) {
				cgp_format(&pos, text, sizeof text);
				sum = perft_count(&pos, &count, &best);
				fprintf(f, "%s\t%zu %016" PRIx64 "\n", text,
				    count, sum);
			}
			movegen_options_init(&options);
			options.what = MOVEGEN_PLACEMENTS;
			if (!movegen_best(mg, &pos.racks[0], &options, &best))
				break;
			movegen_move_to_placement(&best, &p);
			movegen_update(mg, &p);
			pos.board = mg->board;
			for (int i = 0; i < p.n; i++)
				rack_remove(&pos.racks[0], p.tiles[i].tile);
			bag_refill(&bag, &rng, &pos.racks[0]);
			pos.scores[0] += best.score;
			/* The other player moves next: all sides swap. */
			swap = pos.racks[0];
			pos.racks[0] = pos.racks[1];
			pos.racks[1] = swap;
			count = (size_t)pos.scores[0];
			pos.scores[0] = pos.scores[1];
			pos.scores[1] = (int)count;
		}
		free(mg);
	}
	return fclose(f) != 0;
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_movegen_perft_default_lexicon),
		cmocka_unit_test(test_movegen_best_with_blanks_equals_full),
		cmocka_unit_test(test_movegen_best_bingos_equal_full),
	};
	int rc;

	if (access(MOVEGEN_LEXICON, R_OK) != 0) {
		printf("skip: no %s\n", MOVEGEN_LEXICON);
		return 77;
	}
	if (lexicon_open(MOVEGEN_LEXICON, &lex, NULL) != 0 ||
	    (words = movegen_words_create(lex)) == NULL)
		return 1;
	if (argc == 3 && strcmp(argv[1], "--write") == 0)
		rc = perft_write(argv[2]);
	else
		rc = cmocka_run_group_tests(tests, NULL, NULL);
	movegen_words_free(words);
	lexicon_free(lex);
	return rc;
}
