/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for CGP positions (cgp.c), and the move generator on the
 * boards they describe.
 *
 * Any text either is refused with an error code and an offset inside the
 * text, or reads as a position that (1) fits the tile set, (2) writes as
 * CGP that reads back as the same position and writes the same again, cut
 * cleanly in short buffers, and (3) given to the move generator with a
 * small built-in word list, yields plays that rules_check() accepts and
 * rules_score() scores the same, with the best one first.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cgp.h"
#include "fuzz.h"
#include "lexicon.h"
#include "movegen.h"
#include "rules.h"

#define FUZZ_TEXT_MAX 1024
#define FUZZ_MOVES 64

static void fuzz_require(int, const char *);
static const struct lexicon *fuzz_lexicon(void);
static int position_same(const struct cgp_position *,
    const struct cgp_position *);
static void check_position(const struct cgp_position *);
static void check_format(const struct cgp_position *);
static void check_moves(const struct cgp_position *);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-cgp: %s\n", what);
		abort();
	}
}

/* A few words, digraphs and Ñ included, compiled once. */
static const struct lexicon *
fuzz_lexicon(void)
{
	static const char words[] = "casa\ncasas\nas\nasa\nsal\nala\nalas\n"
	    "calle\nperro\nchico\nocho\nniño\naño\nes\nse\nla\nlo\nen\nde\n"
	    "mesa\nmes\nsol\nluz\nazul\nzorro\nllama\nqueso\nxilófono\n";
	static struct lexicon *lex;

	if (lex == NULL)
		fuzz_require(lexicon_open_memory(words, sizeof words - 1, &lex,
		    NULL) == 0, "fixture lexicon");
	return lex;
}

/* Do two positions say the same thing? */
static int
position_same(const struct cgp_position *a, const struct cgp_position *b)
{
	if (memcmp(&a->board, &b->board, sizeof a->board) != 0 ||
	    a->scores[0] != b->scores[0] || a->scores[1] != b->scores[1] ||
	    a->scoreless != b->scoreless ||
	    strcmp(a->opcodes, b->opcodes) != 0)
		return 0;
	for (int i = 0; i < 2; i++)
		if (a->racks[i].n != b->racks[i].n ||
		    memcmp(a->racks[i].tiles, b->racks[i].tiles,
		    (size_t)a->racks[i].n) != 0)
			return 0;
	return 1;
}

/* A position read stays within the board, the racks and the set. */
static void
check_position(const struct cgp_position *pos)
{
	int tiles = 0;

	for (int row = 0; row < BOARD_SIZE; row++)
		for (int col = 0; col < BOARD_SIZE; col++) {
			tile_t t = board_get(&pos->board, row, col);

			fuzz_require(t == TILE_NONE || tile_is_letter(t),
			    "board tile");
			tiles += t != TILE_NONE;
		}
	fuzz_require(tiles == pos->board.tiles, "board count");
	for (int i = 0; i < 2; i++) {
		fuzz_require(pos->racks[i].n >= 0 &&
		    pos->racks[i].n <= RACK_SIZE, "rack size");
		for (int k = 0; k < pos->racks[i].n; k++)
			fuzz_require(pos->racks[i].tiles[k] == TILE_BLANK ||
			    (tile_is_letter(pos->racks[i].tiles[k]) &&
			    !tile_is_blank(pos->racks[i].tiles[k])),
			    "rack tile");
	}
	fuzz_require(cgp_tiles_over(pos) == TILE_NONE, "more than the set");
	fuzz_require(cgp_bag_count(pos) >= 0 &&
	    cgp_bag_count(pos) <= TILES_TOTAL, "bag count");
	fuzz_require(strlen(pos->opcodes) <= CGP_OPCODES_MAX, "opcodes");
}

/* Writing reads back the same; short buffers are cut, not overrun. */
static void
check_format(const struct cgp_position *pos)
{
	char text[FUZZ_TEXT_MAX], again_text[FUZZ_TEXT_MAX];
	struct cgp_position again;
	struct cgp_failure failure;
	size_t n = cgp_format(pos, text, sizeof text);

	fuzz_require(n < sizeof text && strlen(text) == n, "format length");
	fuzz_require(cgp_format(pos, NULL, 0) == n, "format count");
	if (cgp_parse(text, n, &again, &failure) != CGP_OK) {
		fprintf(stderr, "fuzz-cgp: \"%s\" does not read back (%s at "
		    "%zu)\n", text, cgp_error_id(failure.error),
		    failure.offset);
		abort();
	}
	fuzz_require(position_same(pos, &again), "reads as another position");
	cgp_format(&again, again_text, sizeof again_text);
	fuzz_require(strcmp(text, again_text) == 0, "format not stable");
	for (size_t cut = 1; cut <= n; cut += 1 + cut / 8) {
		char *small = malloc(cut); /* exact size: ASan sees overruns */

		fuzz_require(small != NULL, "out of memory");
		fuzz_require(cgp_format(pos, small, cut) == n,
		    "cut format count");
		fuzz_require(strlen(small) == cut - 1 &&
		    memcmp(small, text, cut - 1) == 0, "cut format text");
		free(small);
	}
}

/* The generator on this board: legal plays, scored as the rules score. */
static void
check_moves(const struct cgp_position *pos)
{
	struct movegen_move moves[FUZZ_MOVES], best;
	struct movegen_options options;
	struct movegen *mg = malloc(sizeof *mg);
	size_t n;

	fuzz_require(mg != NULL, "out of memory");
	movegen_init(mg, fuzz_lexicon(), &pos->board);
	movegen_options_init(&options);
	options.bag_count = cgp_bag_count(pos);
	n = movegen_list(mg, &pos->racks[0], &options, moves, FUZZ_MOVES);
	for (size_t i = 0; i < n && i < FUZZ_MOVES; i++) {
		struct placement placement;
		struct play_score score;

		if (moves[i].kind != MOVE_PLACE)
			continue;
		movegen_move_to_placement(&moves[i], &placement);
		fuzz_require(rules_check(&pos->board, &pos->racks[0],
		    &placement) == RULES_OK, "generated play refused");
		fuzz_require(rules_score(&pos->board, &placement, &score) ==
		    RULES_OK && score.score == moves[i].score,
		    "generated play scored differently");
	}
	fuzz_require(movegen_best(mg, &pos->racks[0], &options, &best) ==
	    (n > 0), "best move missing");
	for (size_t i = 0; i < n && i < FUZZ_MOVES; i++)
		fuzz_require(movegen_move_compare(&best, &moves[i]) <= 0,
		    "a move better than the best");
	free(mg);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cgp_position pos;
	struct cgp_failure failure;
	enum cgp_error error;

	error = cgp_parse((const char *)data, size, &pos, &failure);
	if (error != CGP_OK) {
		fuzz_require(error > CGP_OK && error <= CGP_ERR_OPCODES,
		    "error out of range");
		fuzz_require(failure.error == error, "failure.error differs");
		fuzz_require(failure.offset <= size, "offset past the text");
		return 0;
	}
	check_position(&pos);
	check_format(&pos);
	check_moves(&pos);
	return 0;
}
