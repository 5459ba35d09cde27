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
