/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"
#include "rack.h"
#include "rules.h"
#include "tiles.h"

#include "scoring-positions.h"

/*
 * Tests of the placement rules (arts. 6, 8, 9, 10, 20-22) and of scoring
 * (arts. 12-19).  The scoring positions and their hand arithmetic live in
 * scoring-positions.h; each runs as its own test named after it.
 */

/* Where a notation string starts and which way it runs. */
struct spot {
	int row, col;
	enum direction dir;
	const char *word; /* the tiles after the space */
};

static void spot_read(const char *, struct spot *);
static int notation_walk(const struct board *, const char *,
    struct placement *, struct board *);
static void lay(struct board *, const char *);
static void placement_read(const struct board *, const char *,
    struct placement *);
static void board_read(struct board *, const char *const *);
static void words_format(const struct play_score *, char *, size_t);
static void put_tile(struct placement *, char, int, tile_t);
static void score_reordered(const struct board *, const struct placement *,
    int, int, struct play_score *);
static void assert_same_score(const struct play_score *,
    const struct play_score *);

/* Read "8H WORD" (across) or "H8 WORD" (down). */
static void
spot_read(const char *text, struct spot *spot)
{
	char letter;
	int number, used;

	memset(spot, 0, sizeof *spot);
	if (sscanf(text, "%d%c %n", &number, &letter, &used) == 2)
		spot->dir = DIR_ACROSS;
	else if (sscanf(text, "%c%d %n", &letter, &number, &used) == 2)
		spot->dir = DIR_DOWN;
	else
		fail_msg("bad notation \"%s\"", text);
	if (letter < 'A' || letter > 'O' || number < 1 || number > 15)
		fail_msg("bad coordinate in \"%s\"", text);
	spot->row = number - 1;
	spot->col = letter - 'A';
	spot->word = text + used;
}

/*
 * Walk a notation string; for each tile to lay call back with its square,
 * or check that a "." square is already filled.  Returns the count laid.
 */
static int
notation_walk(const struct board *board, const char *text,
    struct placement *out, struct board *lay_on)
{
	struct spot spot;
	size_t len, pos = 0;
	int row, col, n = 0;

	spot_read(text, &spot);
	row = spot.row;
	col = spot.col;
	len = strlen(spot.word);
	while (pos < len) {
		tile_t tile;

		assert_true(board_on(row, col));
		if (spot.word[pos] == '.') {
			assert_int_not_equal(board_get(board, row, col), TILE_NONE);
			pos++;
		} else {
			assert_int_equal(tiles_next(spot.word, len, &pos,
			    TILES_MODE_CASE_BLANKS, &tile, NULL), TILES_OK);
			assert_int_equal(board_get(board, row, col), TILE_NONE);
			if (lay_on != NULL)
				board_put(lay_on, row, col, tile);
			if (out != NULL) {
				assert_true(n < RACK_SIZE);
				out->tiles[n].row = row;
				out->tiles[n].col = col;
				out->tiles[n].tile = tile;
			}
			n++;
		}
		if (spot.dir == DIR_ACROSS)
			col++;
		else
			row++;
	}
	return n;
}

/* Put the tiles of a notation string on the board. */
static void
lay(struct board *board, const char *text)
{
	notation_walk(board, text, NULL, board);
}

/* Build a board from a NULL-terminated list of notation strings. */
static void
board_read(struct board *board, const char *const *words)
{
	board_init(board);
	for (int i = 0; i < 4 && words[i] != NULL; i++)
		lay(board, words[i]);
}

/* The placement a notation string lays on this board. */
static void
placement_read(const struct board *board, const char *text,
    struct placement *placement)
{
	memset(placement, 0, sizeof *placement);
	placement->n = notation_walk(board, text, placement, NULL);
}

/* "WORD=score WORD=score", blanks in lower case, main word first. */
static void
words_format(const struct play_score *score, char *buf, size_t size)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int i = 0; i < score->n_words; i++) {
		const struct formed_word *w = &score->words[i];
		char text[64];

		tiles_to_display(w->tiles, (size_t)w->len, text, sizeof text);
		used += (size_t)snprintf(buf + used, size - used, "%s%s=%d",
		    i == 0 ? "" : " ", text, w->score);
		assert_true(used < size);
	}
}

/* Add a tile on a square named as a player reads it ('H', 8). */
static void
put_tile(struct placement *placement, char col, int row, tile_t tile)
{
	struct placed_tile *t = &placement->tiles[placement->n++];

	t->row = row - 1;
	t->col = col - 'A';
	t->tile = tile;
}

/* One hand-computed position of scoring-positions.h. */
static void
test_scoring_position(void **state)
{
	const struct scoring_position *sp = *state;
	struct board board;
	struct placement placement;
	struct play_score score;
	char words[256];

	board_read(&board, sp->board);
	placement_read(&board, sp->play, &placement);
	assert_int_equal(rules_check(&board, NULL, &placement), RULES_OK);
	assert_int_equal(rules_score(&board, &placement, &score), RULES_OK);
	words_format(&score, words, sizeof words);
	assert_string_equal(words, sp->words);
	assert_int_equal(score.bingo, placement.n == RACK_SIZE);
	assert_int_equal(score.score, sp->score);
}

/* The play score with the placement's tiles in another order. */
static void
score_reordered(const struct board *board, const struct placement *from,
    int shift, int reverse, struct play_score *score)
{
	struct placement p = *from;

	for (int i = 0; i < from->n; i++) {
		int j = (i + shift) % from->n;

		p.tiles[reverse ? from->n - 1 - i : i] = from->tiles[j];
	}
	assert_int_equal(rules_score(board, &p, score), RULES_OK);
}

/* Two scores are the same play: same words, squares, tiles and points. */
static void
assert_same_score(const struct play_score *a, const struct play_score *b)
{
	assert_int_equal(a->dir, b->dir);
	assert_int_equal(a->n_words, b->n_words);
	assert_int_equal(a->bingo, b->bingo);
	assert_int_equal(a->score, b->score);
	for (int i = 0; i < a->n_words; i++) {
		const struct formed_word *x = &a->words[i], *y = &b->words[i];

		assert_int_equal(x->row, y->row);
		assert_int_equal(x->col, y->col);
		assert_int_equal(x->dir, y->dir);
		assert_int_equal(x->len, y->len);
		assert_memory_equal(x->tiles, y->tiles, (size_t)x->len);
		assert_int_equal(x->score, y->score);
	}
}

/* Arts. 20-21: the order the tiles were laid in changes nothing. */
static void
test_art21_tile_order_changes_nothing(void **state)
{
	(void)state;
	for (size_t k = 0; k < SCORING_POSITIONS; k++) {
		const struct scoring_position *sp = &scoring_positions[k];
		struct board board;
		struct placement placement;
		struct play_score first, other;

		board_read(&board, sp->board);
		placement_read(&board, sp->play, &placement);
		score_reordered(&board, &placement, 0, 0, &first);
		for (int shift = 0; shift < placement.n; shift++) {
			score_reordered(&board, &placement, shift, 0, &other);
			assert_same_score(&first, &other);
			score_reordered(&board, &placement, shift, 1, &other);
			assert_same_score(&first, &other);
		}
	}
}

/* Refusals do not depend on the order of the tiles either. */
static void
test_art21_tile_order_does_not_change_a_refusal(void **state)
{
	struct board board;
	struct placement a = { 0 }, b = { 0 };

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	/* A bad tile (art. 10.1) and a gap (art. 21): the bad tile wins. */
	put_tile(&a, 'F', 9, TILE_BLANK);
	put_tile(&a, 'H', 9, TILE_E);
	put_tile(&b, 'H', 9, TILE_E);
	put_tile(&b, 'F', 9, TILE_BLANK);
	assert_int_equal(rules_check(&board, NULL, &a), RULES_ERR_BAD_TILE);
	assert_int_equal(rules_check(&board, NULL, &b), RULES_ERR_BAD_TILE);
}

/* A single tile's main word runs across when it makes an across word. */
static void
test_art8_single_tile_main_word_direction(void **state)
{
	struct board board;
	struct placement p = { 0 };
	struct play_score score;

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	put_tile(&p, 'L', 8, TILE_S);
	assert_int_equal(rules_score(&board, &p, &score), RULES_OK);
	assert_int_equal(score.dir, DIR_ACROSS);
	assert_int_equal(score.n_words, 1);

	p.n = 0;
	put_tile(&p, 'I', 9, TILE_S);
	assert_int_equal(rules_score(&board, &p, &score), RULES_OK);
	assert_int_equal(score.dir, DIR_DOWN);
	assert_int_equal(score.n_words, 1);
	assert_int_equal(score.words[0].row, 7);
	assert_int_equal(score.words[0].col, 8);
	assert_int_equal(score.words[0].dir, DIR_DOWN);
	assert_int_equal(score.words[0].len, 2);
}

/* Formed words record where they start and keep blanks flagged (10.1). */
static void
test_art10_formed_words_keep_squares_and_blank_flags(void **state)
{
	struct board board;
	struct placement p;
	struct play_score score;

	(void)state;
	board_init(&board);
	lay(&board, "8H MESA");
	placement_read(&board, "7G LUz", &p);
	assert_int_equal(rules_score(&board, &p, &score), RULES_OK);
	assert_int_equal(score.dir, DIR_ACROSS);
	assert_int_equal(score.n_words, 3);
	/* LUz at G7 across, uM at H7 down, zE at I7 down. */
	assert_int_equal(score.words[0].row, 6);
	assert_int_equal(score.words[0].col, 6);
	assert_int_equal(score.words[0].dir, DIR_ACROSS);
	assert_int_equal(score.words[0].tiles[2], TILE_Z | TILE_BLANK_FLAG);
	assert_int_equal(score.words[1].row, 6);
	assert_int_equal(score.words[1].col, 7);
	assert_int_equal(score.words[1].dir, DIR_DOWN);
	assert_int_equal(score.words[2].col, 8);
	assert_int_equal(score.words[2].tiles[0], TILE_Z | TILE_BLANK_FLAG);
	assert_int_equal(score.words[2].tiles[1], TILE_E);
}

/* Art. 19: six tiles are no scrabble, however long the word. */
static void
test_art19_six_tiles_get_no_bonus(void **state)
{
	struct board board;
	struct placement p;
	struct play_score score;

	(void)state;
	board_init(&board);
	lay(&board, "8E CASA");
	/* PESCADO down E5-E11 lays six tiles through the C: 12 x4 = 48. */
	placement_read(&board, "E5 PES.ADO", &p);
	assert_int_equal(p.n, 6);
	assert_int_equal(rules_score(&board, &p, &score), RULES_OK);
	assert_false(score.bingo);
	assert_int_equal(score.score, 48);
}

/* rules_score() leaves *score alone when it refuses. */
static void
test_art8_refused_play_leaves_score_untouched(void **state)
{
	struct board board;
	struct placement p = { 0 };
	struct play_score score, before;

	(void)state;
	board_init(&board);
	memset(&score, 0x5a, sizeof score);
	before = score;
	put_tile(&p, 'A', 1, TILE_A);
	put_tile(&p, 'B', 1, TILE_A);
	assert_int_equal(rules_score(&board, &p, &score),
	    RULES_ERR_FIRST_OFF_CENTRE);
	assert_memory_equal(&score, &before, sizeof score);
}

/* rules_apply() lays the tiles, blanks flagged, and the board counts them. */
static void
test_art22_apply_lays_every_tile(void **state)
{
	struct board board;
	struct placement p;

	(void)state;
	board_init(&board);
	placement_read(&board, "8E pALOmAS", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	rules_apply(&board, &p);
	assert_int_equal(board.tiles, 7);
	assert_int_equal(board_get(&board, 7, 4), TILE_P | TILE_BLANK_FLAG);
	assert_int_equal(board_get(&board, 7, 7), TILE_O);
	assert_int_equal(board_get(&board, 7, 8), TILE_M | TILE_BLANK_FLAG);
	assert_int_equal(board_get(&board, 7, 10), TILE_S);
	assert_int_equal(board_get(&board, 7, 11), TILE_NONE);
	/* The next play on the same squares is refused (art. 8). */
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_SQUARE_TAKEN);
}

/* Art. 8: a turn that lays nothing is not a play. */
static void
test_art8_no_tiles_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_NO_TILES);
	lay(&board, "8H CASA");
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_NO_TILES);
}

/* Art. 8: every tile goes on the board. */
static void
test_art8_tile_off_the_board_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	/* CASAS... running past column O. */
	put_tile(&p, 'L', 8, TILE_S);
	put_tile(&p, 'M', 8, TILE_A);
	put_tile(&p, 'N', 8, TILE_L);
	put_tile(&p, 'O', 8, TILE_E);
	put_tile(&p, 'O' + 1, 8, TILE_S);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_OFF_BOARD);
	p.n = 0;
	put_tile(&p, 'H', 0, TILE_A);
	put_tile(&p, 'H', 1, TILE_S);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_OFF_BOARD);
	p.n = 0;
	put_tile(&p, 'A' - 1, 9, TILE_A);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_OFF_BOARD);
	p.n = 0;
	put_tile(&p, 'H', 16, TILE_A);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_OFF_BOARD);
}

/* Art. 8: a tile cannot go on a square that already holds one. */
static void
test_art8_square_already_taken_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	put_tile(&p, 'K', 7, TILE_M);
	put_tile(&p, 'K', 8, TILE_A);
	put_tile(&p, 'K', 9, TILE_R);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_SQUARE_TAKEN);
}

/* Art. 8: two tiles of one turn cannot share a square. */
static void
test_art8_two_tiles_on_one_square_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_A);
	put_tile(&p, 'I', 8, TILE_S);
	put_tile(&p, 'H', 8, TILE_E);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_SAME_SQUARE);
}

/* Art. 10.1: a blank is played as a named letter, never bare. */
static void
test_art10_blank_without_letter_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_S);
	put_tile(&p, 'I', 8, TILE_BLANK);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_BAD_TILE);
	/* The same square with the blank named as an I is fine. */
	p.tiles[1].tile = TILE_I | TILE_BLANK_FLAG;
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
}

/* Art. 10.1: only the 28 Spanish letters can be laid. */
static void
test_art10_tile_that_is_no_letter_refused(void **state)
{
	static const tile_t bad[] = {
		TILE_NONE, TILE_BLANK, TILE_CODES, TILE_BLANK_FLAG,
		TILE_BLANK | TILE_BLANK_FLAG, 0x80 | TILE_A, 0xff,
	};
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_S);
	put_tile(&p, 'I', 8, TILE_I);
	for (size_t i = 0; i < sizeof bad; i++) {
		p.tiles[1].tile = bad[i];
		assert_int_equal(rules_check(&board, NULL, &p),
		    RULES_ERR_BAD_TILE);
	}
}

/* Art. 22: the tiles come from the player's rack. */
static void
test_art22_rack_lacks_a_tile_refused(void **state)
{
	struct board board;
	struct placement p;
	struct rack rack;

	(void)state;
	board_init(&board);
	placement_read(&board, "8H CASA", &p);
	assert_int_equal(rack_parse(&rack, "CASOTEN"), 0);
	/* One A only: the second A is missing. */
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
	assert_int_equal(rack_parse(&rack, "CASOTAN"), 0);
	assert_int_equal(rules_check(&board, &rack, &p), RULES_OK);
	/* Without a rack the check is on the board only. */
	assert_int_equal(rack_parse(&rack, "EIOU"), 0);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
}

/* Art. 22 with blanks: a played blank needs a blank on the rack. */
static void
test_art22_played_blank_must_be_a_rack_blank(void **state)
{
	struct board board;
	struct placement p;
	struct rack rack;

	(void)state;
	board_init(&board);
	placement_read(&board, "8H CAsa", &p);
	assert_int_equal(rack_parse(&rack, "CAS?"), 0);
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
	assert_int_equal(rack_parse(&rack, "CA??"), 0);
	assert_int_equal(rules_check(&board, &rack, &p), RULES_OK);
	/* A real S cannot stand in for the blank either way round. */
	assert_int_equal(rack_parse(&rack, "CASA"), 0);
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
	placement_read(&board, "8H CASA", &p);
	assert_int_equal(rack_parse(&rack, "CA??"), 0);
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
}

/* Art. 22: more than seven tiles cannot come from one rack. */
static void
test_art22_more_than_seven_tiles_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	/* tiles[] has room for seven: refused without reading past it. */
	p.n = RACK_SIZE + 1;
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_NOT_ON_RACK);
	p.n = -1;
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_NO_TILES);
}

/* Art. 20: one row or one column, never both. */
static void
test_art20_tiles_in_two_rows_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_S);
	put_tile(&p, 'I', 8, TILE_O);
	put_tile(&p, 'J', 9, TILE_L);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_IN_LINE);
}

/* Art. 20: a diagonal is neither a row nor a column. */
static void
test_art20_tiles_on_a_diagonal_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	put_tile(&p, 'G', 7, TILE_S);
	put_tile(&p, 'F', 6, TILE_O);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_IN_LINE);
}

/* Art. 21: the tiles of a turn form one word, no empty square between. */
static void
test_art21_gap_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_S);
	put_tile(&p, 'I', 8, TILE_O);
	put_tile(&p, 'K', 8, TILE_L);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_GAP);
	/* Down too, and with a board tile that does not fill the hole. */
	lay(&board, "8H CASA");
	p.n = 0;
	put_tile(&p, 'K', 5, TILE_P);
	put_tile(&p, 'K', 7, TILE_T);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_GAP);
}

/* Art. 21: a gap filled by tiles already on the board is one word. */
static void
test_art21_gap_over_board_tiles_accepted(void **state)
{
	struct board board;
	struct placement p = { 0 };
	struct play_score score;

	(void)state;
	board_init(&board);
	lay(&board, "8H CASO");
	put_tile(&p, 'G', 8, TILE_O);
	put_tile(&p, 'L', 8, TILE_S);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	assert_int_equal(rules_score(&board, &p, &score), RULES_OK);
	assert_int_equal(score.words[0].len, 6);
	/* Through one tile down: PLATO over the A of CASO's I8. */
	p.n = 0;
	put_tile(&p, 'I', 6, TILE_P);
	put_tile(&p, 'I', 7, TILE_L);
	put_tile(&p, 'I', 9, TILE_T);
	put_tile(&p, 'I', 10, TILE_O);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
}

/* Art. 6: the first play lays two tiles or more. */
static void
test_art6_first_play_of_one_tile_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	put_tile(&p, 'H', 8, TILE_A);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_FIRST_ONE_TILE);
}

/* Art. 6: the first play covers the centre square H8. */
static void
test_art6_first_play_must_cover_h8(void **state)
{
	struct board board;
	struct placement p;

	(void)state;
	board_init(&board);
	/* Ends one square short of H8, then one square past it. */
	placement_read(&board, "8D CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_FIRST_OFF_CENTRE);
	placement_read(&board, "8I CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_FIRST_OFF_CENTRE);
	placement_read(&board, "I5 CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_FIRST_OFF_CENTRE);
	/* Covering H8 from either side, across or down, is fine. */
	placement_read(&board, "8E CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	placement_read(&board, "H8 CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	placement_read(&board, "H7 CASA", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
}

/* Art. 9: after the first play every play touches the tiles there. */
static void
test_art9_play_away_from_the_board_refused(void **state)
{
	struct board board;
	struct placement p;

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	placement_read(&board, "10H SOL", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_CONNECTED);
	/* Touching only at a corner is not touching. */
	placement_read(&board, "9L SOL", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_CONNECTED);
	placement_read(&board, "G5 SOL", &p);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_CONNECTED);
	/* Right under the word, or hooking its end, is fine. */
	placement_read(&board, "9H SOL", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
	placement_read(&board, "G6 SOL", &p);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_OK);
}

/* Art. 9: a single tile anywhere but next to a board tile is refused. */
static void
test_art9_single_tile_away_from_the_board_refused(void **state)
{
	struct board board;
	struct placement p = { 0 };

	(void)state;
	board_init(&board);
	lay(&board, "8H CASA");
	put_tile(&p, 'M', 8, TILE_S);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_NOT_CONNECTED);
}

/* When several rules are broken the first in the enum's order is given. */
static void
test_rules_first_broken_rule_is_reported(void **state)
{
	struct board board;
	struct placement p = { 0 };
	struct rack rack;

	(void)state;
	board_init(&board);
	/* Off the board and not in line: art. 8 first. */
	put_tile(&p, 'A', 1, TILE_A);
	put_tile(&p, 'B', 2, TILE_A);
	put_tile(&p, 'P', 3, TILE_A);
	assert_int_equal(rules_check(&board, NULL, &p), RULES_ERR_OFF_BOARD);
	/* Bad tile, not on the rack, not in line: art. 10 first. */
	p.n = 0;
	put_tile(&p, 'A', 1, TILE_BLANK);
	put_tile(&p, 'B', 2, TILE_Z);
	assert_int_equal(rack_parse(&rack, "AE"), 0);
	assert_int_equal(rules_check(&board, &rack, &p), RULES_ERR_BAD_TILE);
	/* Not on the rack and off centre: art. 22 before art. 6. */
	p.tiles[0].tile = TILE_A;
	assert_int_equal(rules_check(&board, &rack, &p),
	    RULES_ERR_NOT_ON_RACK);
	/* One tile away from the centre: the one-tile rule comes first. */
	p.n = 0;
	put_tile(&p, 'A', 1, TILE_A);
	assert_int_equal(rules_check(&board, NULL, &p),
	    RULES_ERR_FIRST_ONE_TILE);
}

/* Each refusal names its FISE article; the identifiers are distinct. */
static void
test_rules_every_refusal_cites_its_article(void **state)
{
	static const struct {
		enum rules_error error;
		int article;
	} table[] = {
		{ RULES_OK, 0 },
		{ RULES_ERR_NO_TILES, 8 },
		{ RULES_ERR_OFF_BOARD, 8 },
		{ RULES_ERR_SQUARE_TAKEN, 8 },
		{ RULES_ERR_SAME_SQUARE, 8 },
		{ RULES_ERR_BAD_TILE, 10 },
		{ RULES_ERR_NOT_ON_RACK, 0 }, /* no article says it */
		{ RULES_ERR_NOT_IN_LINE, 20 },
		{ RULES_ERR_GAP, 8 }, /* one whole word */
		{ RULES_ERR_FIRST_ONE_TILE, 6 },
		{ RULES_ERR_FIRST_OFF_CENTRE, 6 },
		{ RULES_ERR_NOT_CONNECTED, 9 },
	};
	size_t n = sizeof table / sizeof table[0];

	(void)state;
	for (size_t i = 0; i < n; i++) {
		const char *id = rules_error_id(table[i].error);

		assert_int_equal(rules_article(table[i].error),
		    table[i].article);
		assert_non_null(id);
		assert_true(strlen(id) > 0);
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(id,
			    rules_error_id(table[j].error));
	}
	assert_string_equal(rules_error_id(RULES_ERR_NOT_IN_LINE),
	    "not-in-line");
	assert_string_equal(rules_error_id(RULES_OK), "ok");
	assert_int_equal(rules_article((enum rules_error)999), 0);
	assert_non_null(rules_error_id((enum rules_error)999));
}

int
main(void)
{
	static const struct CMUnitTest fixed[] = {
		cmocka_unit_test(test_art21_tile_order_changes_nothing),
		cmocka_unit_test(test_art21_tile_order_does_not_change_a_refusal),
		cmocka_unit_test(test_art8_single_tile_main_word_direction),
		cmocka_unit_test(
		    test_art10_formed_words_keep_squares_and_blank_flags),
		cmocka_unit_test(test_art19_six_tiles_get_no_bonus),
		cmocka_unit_test(test_art8_refused_play_leaves_score_untouched),
		cmocka_unit_test(test_art22_apply_lays_every_tile),
		cmocka_unit_test(test_art8_no_tiles_refused),
		cmocka_unit_test(test_art8_tile_off_the_board_refused),
		cmocka_unit_test(test_art8_square_already_taken_refused),
		cmocka_unit_test(test_art8_two_tiles_on_one_square_refused),
		cmocka_unit_test(test_art10_blank_without_letter_refused),
		cmocka_unit_test(test_art10_tile_that_is_no_letter_refused),
		cmocka_unit_test(test_art22_rack_lacks_a_tile_refused),
		cmocka_unit_test(test_art22_played_blank_must_be_a_rack_blank),
		cmocka_unit_test(test_art22_more_than_seven_tiles_refused),
		cmocka_unit_test(test_art20_tiles_in_two_rows_refused),
		cmocka_unit_test(test_art20_tiles_on_a_diagonal_refused),
		cmocka_unit_test(test_art21_gap_refused),
		cmocka_unit_test(test_art21_gap_over_board_tiles_accepted),
		cmocka_unit_test(test_art6_first_play_of_one_tile_refused),
		cmocka_unit_test(test_art6_first_play_must_cover_h8),
		cmocka_unit_test(test_art9_play_away_from_the_board_refused),
		cmocka_unit_test(
		    test_art9_single_tile_away_from_the_board_refused),
		cmocka_unit_test(test_rules_first_broken_rule_is_reported),
		cmocka_unit_test(test_rules_every_refusal_cites_its_article),
	};
	enum { N_FIXED = sizeof fixed / sizeof fixed[0] };
	struct CMUnitTest tests[N_FIXED + SCORING_POSITIONS];
	char names[SCORING_POSITIONS][96];
	size_t n = 0;

	/* One named test per hand-computed position. */
	for (size_t i = 0; i < SCORING_POSITIONS; i++) {
		snprintf(names[i], sizeof names[i], "test_%s",
		    scoring_positions[i].name);
		tests[n].name = names[i];
		tests[n].test_func = test_scoring_position;
		tests[n].setup_func = NULL;
		tests[n].teardown_func = NULL;
		tests[n].initial_state = (void *)&scoring_positions[i];
		n++;
	}
	for (size_t i = 0; i < N_FIXED; i++)
		tests[n++] = fixed[i];
	return _cmocka_run_group_tests("rules", tests, n, NULL, NULL);
}
