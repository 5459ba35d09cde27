/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for puzzle set files (src/puzzle-file.c).
 *
 * Any text reads as some puzzles and some skipped lines, every line
 * accounted for; each puzzle read fits the tile set and has a rack and a
 * best move that is a placement; the set written reads back as the same
 * puzzles (same keys, same best moves) with nothing skipped, and writes
 * the same text again.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "puzzle.h"

static void fuzz_require(int, const char *);
static void fuzz_count(void *, int, enum puzzle_line_error, enum cgp_error);
static void check_puzzle(const struct puzzle *);
static void check_round_trip(const struct puzzle_set *);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-puzzle: %s\n", what);
		abort();
	}
}

/* Count the lines skipped; each has a reason and a line number. */
static void
fuzz_count(void *ctx, int line, enum puzzle_line_error e, enum cgp_error ce)
{
	int *n = ctx;

	fuzz_require(line >= 1 && e != PUZZLE_LINE_OK, "skip reason");
	fuzz_require((e == PUZZLE_LINE_CGP) == (ce != CGP_OK), "cgp error");
	fuzz_require(strcmp(puzzle_line_error_id(e), "unknown") != 0, "id");
	(*n)++;
}

/* A puzzle read is a position with a rack and a placement to find. */
static void
check_puzzle(const struct puzzle *p)
{
	fuzz_require(cgp_tiles_over(&p->cgp) == TILE_NONE, "tiles over");
	fuzz_require(p->cgp.racks[0].n > 0, "rack");
	fuzz_require(p->best.kind == MOVE_PLACE, "best kind");
	fuzz_require(strlen(p->key) == PUZZLE_KEY_SIZE - 1, "key");
	fuzz_require(strchr(p->record, ';') == NULL, "record name");
	fuzz_require(p->from == PUZZLE_FROM_UNKNOWN || p->turn >= 1,
	    "origin");
}

/* Written, the set reads back the same and writes the same. */
static void
check_round_trip(const struct puzzle_set *set)
{
	struct puzzle_set again;
	char *text, *text2;
	size_t len, len2;
	int skipped = 0;

	fuzz_require(puzzle_set_format(set, &text, &len) == 0, "format");
	puzzle_set_init(&again);
	fuzz_require(puzzle_set_parse(text, len, &again, fuzz_count,
	    &skipped) == set->n, "read back");
	fuzz_require(skipped == 0, "nothing skipped on reading back");
	for (int i = 0; i < set->n; i++) {
		char a[64], b[64];

		fuzz_require(strcmp(set->v[i].key, again.v[i].key) == 0,
		    "same key");
		fuzz_require(set->v[i].from == again.v[i].from &&
		    set->v[i].seed == again.v[i].seed &&
		    set->v[i].game == again.v[i].game &&
		    set->v[i].turn == again.v[i].turn &&
		    strcmp(set->v[i].record, again.v[i].record) == 0,
		    "same origin");
		move_format(&set->v[i].best, a, sizeof a);
		move_format(&again.v[i].best, b, sizeof b);
		fuzz_require(strcmp(a, b) == 0, "same best move");
	}
	fuzz_require(puzzle_set_format(&again, &text2, &len2) == 0 &&
	    len2 == len && memcmp(text, text2, len) == 0, "same text");
	free(text);
	free(text2);
	puzzle_set_free(&again);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct puzzle_set set;
	int skipped = 0, n;

	puzzle_set_init(&set);
	n = puzzle_set_parse((const char *)data, size, &set, fuzz_count,
	    &skipped);
	fuzz_require(n == set.n, "count");
	for (int i = 0; i < set.n; i++)
		check_puzzle(&set.v[i]);
	check_round_trip(&set);
	puzzle_set_free(&set);
	return 0;
}
