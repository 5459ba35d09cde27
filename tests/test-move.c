/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"
#include "move.h"

static void assert_parses(const char *text, struct move *move);
static void assert_refused(const char *text, enum move_error error,
    size_t offset);
static void assert_same_move(const struct move *a, const struct move *b);
static void assert_round_trip(const char *text, const char *expected);
static void board_put_word(struct board *board, int row, int col,
    enum direction dir, const char *word);
static void assert_resolves(const char *text, const struct board *board,
    const char *rack, const char *expected);
static void assert_resolve_refused(const char *text,
    const struct board *board, enum move_error error, size_t square);

/* Parse text that must be good notation. */
static void
assert_parses(const char *text, struct move *move)
{
	struct move_failure failure;
	enum move_error error = move_parse(text, move, &failure);

	if (error != MOVE_OK)
		print_error("\"%s\": error %d at %zu\n", text, (int)error,
		    failure.offset);
	assert_int_equal(error, MOVE_OK);
}

/* Parse text that must be refused with this error at this byte offset. */
static void
assert_refused(const char *text, enum move_error error, size_t offset)
{
	struct move_failure failure;
	struct move move;

	if (move_parse(text, &move, &failure) != error)
		print_error("\"%s\": error %d at %zu\n", text,
		    (int)failure.error, failure.offset);
	assert_int_equal(failure.error, error);
	assert_int_equal(failure.offset, offset);
}

/* Two moves say the same thing. */
static void
assert_same_move(const struct move *a, const struct move *b)
{
	assert_int_equal(a->kind, b->kind);
	if (a->kind == MOVE_EXCHANGE) {
		assert_int_equal(a->n_exchange, b->n_exchange);
		assert_memory_equal(a->exchange, b->exchange,
		    (size_t)a->n_exchange);
	}
	if (a->kind != MOVE_PLACE)
		return;
	assert_int_equal(a->row, b->row);
	assert_int_equal(a->col, b->col);
	assert_int_equal(a->dir, b->dir);
	assert_int_equal(a->len, b->len);
	assert_memory_equal(a->word, b->word, (size_t)a->len);
}

/* Text reads, prints as expected, and the print reads as the same move. */
static void
assert_round_trip(const char *text, const char *expected)
{
	struct move move, again;
	char buf[128];
	size_t n;

	assert_parses(text, &move);
	n = move_format(&move, buf, sizeof buf);
	assert_string_equal(buf, expected);
	assert_int_equal(n, strlen(expected));
	assert_parses(buf, &again);
	assert_same_move(&move, &again);
}

/* Lay a word on the board square by square, in record spelling. */
static void
board_put_word(struct board *board, int row, int col, enum direction dir,
    const char *word)
{
	tile_t tiles[BOARD_SIZE];
	int n = tiles_parse(word, strlen(word), TILES_MODE_CASE_BLANKS, tiles,
	    BOARD_SIZE, NULL);

	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		board_put(board, row + (dir == DIR_DOWN ? i : 0),
		    col + (dir == DIR_ACROSS ? i : 0), tiles[i]);
}

/*
 * Typed text read against the board and a rack ("" for none) prints as
 * expected, and what it prints reads back as the same squares.
 */
static void
assert_resolves(const char *text, const struct board *board,
    const char *rack, const char *expected)
{
	struct move_failure f;
	struct placement p, again;
	struct move m, back;
	struct rack r;
	char buf[128];

	assert_int_equal(rack_parse(&r, rack), 0);
	assert_parses(text, &m);
	assert_int_equal(move_resolve(&m, board, rack[0] != '\0' ? &r : NULL,
	    &f), MOVE_OK);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, expected);
	assert_int_equal(move_to_placement(&m, board, &p, NULL), MOVE_OK);
	assert_parses(buf, &back);
	assert_int_equal(move_to_placement(&back, board, &again, NULL),
	    MOVE_OK);
	assert_memory_equal(&p, &again, sizeof p);
}

/* Typed text the board refuses, at this square of the word; unchanged. */
static void
assert_resolve_refused(const char *text, const struct board *board,
    enum move_error error, size_t square)
{
	struct move_failure f;
	struct move m, before;

	assert_parses(text, &m);
	before = m;
	assert_int_equal(move_resolve(&m, board, NULL, &f), error);
	assert_int_equal(f.error, error);
	assert_int_equal(f.offset, square);
	assert_memory_equal(&m, &before, sizeof m);
}

/* "8H CASA": the row first means across, from H8 (doc/rules.md). */
static void
test_notation_row_first_is_across(void **state)
{
	struct move m;

	assert_parses("8H CASA", &m);
	assert_int_equal(m.kind, MOVE_PLACE);
	assert_int_equal(m.dir, DIR_ACROSS);
	assert_int_equal(m.row, 7);
	assert_int_equal(m.col, 7);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[0], TILE_C);
	assert_int_equal(m.word[1], TILE_A);
	assert_int_equal(m.word[2], TILE_S);
	assert_int_equal(m.word[3], TILE_A);
}

/* "H8 CASA": the column first means down. */
static void
test_notation_column_first_is_down(void **state)
{
	struct move m;

	assert_parses("C3 SOL", &m);
	assert_int_equal(m.dir, DIR_DOWN);
	assert_int_equal(m.row, 2);
	assert_int_equal(m.col, 2);
	assert_int_equal(m.len, 3);
	assert_int_equal(m.word[2], TILE_L);
}

/* Spaces around, several between, a lower-case column; K is a column. */
static void
test_notation_spaces_and_lower_case_column(void **state)
{
	struct move a, b;

	assert_parses("8H CASA", &a);
	assert_parses("  8h    CASA \t\n", &b);
	assert_same_move(&a, &b);
	assert_parses("h8 CASA", &b);
	assert_int_equal(b.dir, DIR_DOWN);
	assert_int_equal(b.col, 7);
	assert_parses("K11 SOL", &b);
	assert_int_equal(b.col, 10);
	assert_int_equal(b.row, 10);
}

/* The corner squares 1A and 15O in both spellings. */
static void
test_notation_corners(void **state)
{
	struct move m;

	assert_parses("1A AS", &m);
	assert_int_equal(m.row, 0);
	assert_int_equal(m.col, 0);
	assert_int_equal(m.dir, DIR_ACROSS);
	assert_parses("A1 AS", &m);
	assert_int_equal(m.row, 0);
	assert_int_equal(m.col, 0);
	assert_int_equal(m.dir, DIR_DOWN);
	assert_parses("15O A", &m);
	assert_int_equal(m.row, 14);
	assert_int_equal(m.col, 14);
	assert_int_equal(m.dir, DIR_ACROSS);
	assert_parses("O15 A", &m);
	assert_int_equal(m.row, 14);
	assert_int_equal(m.col, 14);
	assert_int_equal(m.dir, DIR_DOWN);
}

/* A word may end on column O or row 15 but not one square further. */
static void
test_notation_word_ending_at_edge_vs_past_it(void **state)
{
	struct move m;

	assert_parses("8L CASA", &m); /* L M N O */
	assert_int_equal(m.len, 4);
	assert_refused("8M CASA", MOVE_ERR_OFF_BOARD, 6);
	assert_parses("H12 CASA", &m); /* rows 12-15 */
	assert_refused("H13 CASA", MOVE_ERR_OFF_BOARD, 7);
	assert_parses("O15 A", &m);
	assert_refused("15O AS", MOVE_ERR_OFF_BOARD, 5);
	assert_refused("O15 AS", MOVE_ERR_OFF_BOARD, 5);
	/* The square past the edge may be a played-through one. */
	assert_refused("8M CAS.", MOVE_ERR_OFF_BOARD, 6);
	assert_refused("8M CAS(A)", MOVE_ERR_OFF_BOARD, 7);
}

/* A digraph fills one square (art. 11): CALLE fits in four. */
static void
test_art11_digraph_fills_one_square(void **state)
{
	struct move m;

	assert_parses("8L CALLE", &m);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[2], TILE_LL);
	assert_parses("8H PERRO", &m);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[2], TILE_RR);
	assert_refused("8M CALLE", MOVE_ERR_OFF_BOARD, 7);
}

/* ch, CH and [CH] are the CH tile; lower case and [ch] are a blank CH. */
static void
test_art11_digraph_spellings(void **state)
{
	struct move a, b;

	assert_parses("8H CHE", &a);
	assert_int_equal(a.len, 2);
	assert_int_equal(a.word[0], TILE_CH);
	assert_parses("8H [CH]E", &b);
	assert_same_move(&a, &b);
	assert_parses("8H cheE", &a);
	assert_int_equal(a.len, 3);
	assert_int_equal(a.word[0], TILE_CH | TILE_BLANK_FLAG);
	assert_int_equal(a.word[1], TILE_E | TILE_BLANK_FLAG);
	assert_int_equal(a.word[2], TILE_E);
	assert_parses("8H [ch]eE", &b);
	assert_same_move(&a, &b);
	/* "[C]H" keeps two tiles apart where "CH" would join them. */
	assert_parses("8H [C]H", &a);
	assert_int_equal(a.len, 2);
	assert_int_equal(a.word[0], TILE_C);
	assert_int_equal(a.word[1], TILE_H);
}

/* Lower case is a blank (art. 10.1); Ñ and ñ work like any letter. */
static void
test_art10_lower_case_is_a_blank(void **state)
{
	struct move m;

	assert_parses("8H cAsa", &m);
	assert_int_equal(m.word[0], TILE_C | TILE_BLANK_FLAG);
	assert_int_equal(m.word[1], TILE_A);
	assert_int_equal(m.word[2], TILE_S | TILE_BLANK_FLAG);
	assert_int_equal(m.word[3], TILE_A | TILE_BLANK_FLAG);
	assert_parses("8H ÑU", &m);
	assert_int_equal(m.word[0], TILE_NY);
	assert_parses("8H ñU", &m);
	assert_int_equal(m.word[0], TILE_NY | TILE_BLANK_FLAG);
	assert_parses("8H CAÍDA", &m); /* accents dropped: í is I */
	assert_int_equal(m.len, 5);
	assert_int_equal(m.word[2], TILE_I);
}

/* "." and "(A)" are squares the board already fills. */
static void
test_notation_played_through_squares(void **state)
{
	struct move m;

	assert_parses("8G CA.A", &m);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[2], MOVE_THROUGH);
	assert_parses("8G CA(S)A", &m);
	assert_int_equal(m.word[2], MOVE_THROUGH | TILE_S);
	assert_int_equal(m.word[3], TILE_A);
	assert_parses("8F (SA)LA", &m);
	assert_int_equal(m.len, 4);
	assert_int_equal(m.word[0], MOVE_THROUGH | TILE_S);
	assert_int_equal(m.word[1], MOVE_THROUGH | TILE_A);
	assert_int_equal(m.word[2], TILE_L);
	assert_parses("8F (CHa)..(LL)E", &m);
	assert_int_equal(m.len, 6);
	assert_int_equal(m.word[0], MOVE_THROUGH | TILE_CH);
	assert_int_equal(m.word[1], MOVE_THROUGH | TILE_A | TILE_BLANK_FLAG);
	assert_int_equal(m.word[4], MOVE_THROUGH | TILE_LL);
	/* (C)H is C on the board and a new H, never a CH. */
	assert_parses("8F (C)H", &m);
	assert_int_equal(m.word[0], MOVE_THROUGH | TILE_C);
	assert_int_equal(m.word[1], TILE_H);
}

/* Exchanges (art. 24) and the pass (art. 25). */
static void
test_art24_exchange_and_art25_pass(void **state)
{
	struct move m;

	assert_parses("-ABC", &m);
	assert_int_equal(m.kind, MOVE_EXCHANGE);
	assert_int_equal(m.n_exchange, 3);
	assert_int_equal(m.exchange[2], TILE_C);
	assert_parses(" -A?[RR]Ñ ", &m);
	assert_int_equal(m.n_exchange, 4);
	assert_int_equal(m.exchange[1], TILE_BLANK);
	assert_int_equal(m.exchange[2], TILE_RR);
	assert_int_equal(m.exchange[3], TILE_NY);
	assert_parses("-CH", &m);
	assert_int_equal(m.n_exchange, 1);
	assert_int_equal(m.exchange[0], TILE_CH);
	assert_parses("-???????", &m);
	assert_int_equal(m.n_exchange, 7);
	assert_parses("-", &m);
	assert_int_equal(m.kind, MOVE_PASS);
	assert_parses("  -  ", &m);
	assert_int_equal(m.kind, MOVE_PASS);
}

/* Each error code of bad notation, at the byte where reading stopped. */
static void
test_notation_errors(void **state)
{
	struct move_failure f;
	struct move m;

	assert_refused("", MOVE_ERR_EMPTY, 0);
	assert_refused("   ", MOVE_ERR_EMPTY, 3);
	assert_refused("16H CASA", MOVE_ERR_COORDINATE, 0);
	assert_refused("0H CASA", MOVE_ERR_COORDINATE, 0);
	assert_refused("08H CASA", MOVE_ERR_COORDINATE, 0);
	assert_refused("8P CASA", MOVE_ERR_COORDINATE, 1);
	assert_refused("H0 CASA", MOVE_ERR_COORDINATE, 1);
	assert_refused("H155 CASA", MOVE_ERR_COORDINATE, 1);
	assert_refused("CASA", MOVE_ERR_COORDINATE, 1);
	assert_refused("8HCASA", MOVE_ERR_COORDINATE, 2);
	assert_refused("8 CASA", MOVE_ERR_COORDINATE, 1);
	assert_refused("?8 CASA", MOVE_ERR_COORDINATE, 0);
	assert_refused("8H", MOVE_ERR_NO_WORD, 2);
	assert_refused(" 8H   ", MOVE_ERR_NO_WORD, 6);
	assert_refused("8H CA(SA", MOVE_ERR_PARENTHESIS, 5);
	assert_refused("8H CA()A", MOVE_ERR_PARENTHESIS, 5);
	assert_refused("8H CAS)A", MOVE_ERR_PARENTHESIS, 6);
	assert_refused("8H CA(S A)", MOVE_ERR_PARENTHESIS, 5);
	assert_refused("8H C((A))", MOVE_ERR_PARENTHESIS, 4);
	assert_refused("8A ABCDEFGH", MOVE_ERR_TOO_MANY, 10);
	assert_refused("-ABCDEFGH", MOVE_ERR_TOO_MANY, 8);
	assert_refused("8H (CASA)", MOVE_ERR_NO_NEW_TILE, 3);
	assert_refused("8H ....", MOVE_ERR_NO_NEW_TILE, 3);
	assert_refused("8H CASA X", MOVE_ERR_TRAILING, 8);
	assert_refused("- A", MOVE_ERR_TRAILING, 2);
	assert_refused("-AB C", MOVE_ERR_TRAILING, 4);
	assert_refused("-Ab", MOVE_ERR_BLANK_EXCHANGE, 2);
	assert_refused("-[ch]", MOVE_ERR_BLANK_EXCHANGE, 1);
	/* Seven new tiles around a played-through one are fine. */
	assert_parses("8A ABC(D)EFGH", &m);
	assert_int_equal(m.len, 8);

	assert_int_equal(move_parse("8H KILO", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.offset, 3);
	assert_int_equal(f.tiles.error, TILES_ERR_NOT_SPANISH);
	assert_int_equal(f.tiles.character, 'K');
	assert_int_equal(move_parse("8H CA1A", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.offset, 5);
	assert_int_equal(f.tiles.error, TILES_ERR_BAD_CHARACTER);
	assert_int_equal(f.tiles.character, '1');
	assert_int_equal(move_parse("8H Cha", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.tiles.error, TILES_ERR_MIXED_CASE);
	assert_int_equal(move_parse("8H A?", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.offset, 4);
	assert_int_equal(move_parse("8H A\xff", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.tiles.error, TILES_ERR_BAD_UTF8);
	assert_int_equal(f.offset, 4);
	assert_int_equal(move_parse("-A(", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.offset, 2);
	assert_int_equal(move_parse("8H [K]", &m, &f), MOVE_ERR_TILES);
	assert_int_equal(f.tiles.error, TILES_ERR_NOT_SPANISH);
	assert_int_equal(f.offset, 4);
}

/* A very long word stops at the board edge, long text after it is refused. */
static void
test_notation_huge_input(void **state)
{
	size_t size = 100000;
	char *text = malloc(size + 1);
	struct move_failure f;
	struct move m;

	assert_non_null(text);
	memset(text, 'A', size);
	text[size] = '\0';
	text[0] = '1';
	text[1] = 'A';
	text[2] = ' ';
	assert_int_equal(move_parse(text, &m, &f), MOVE_ERR_TOO_MANY);
	assert_int_equal(f.offset, 3 + 7);
	memset(text + 3, '.', size - 3);
	assert_int_equal(move_parse(text, &m, &f), MOVE_ERR_OFF_BOARD);
	assert_int_equal(f.offset, 3 + 15);
	memset(text, ' ', size);
	assert_int_equal(move_parse(text, &m, &f), MOVE_ERR_EMPTY);
	text[0] = '-';
	text[size - 1] = 'x';
	assert_int_equal(move_parse(text, &m, &f), MOVE_ERR_TRAILING);
	assert_int_equal(f.offset, size - 1);
	free(text);
}

/* What prints is the canonical spelling and reads back as the same move. */
static void
test_notation_format_round_trip(void **state)
{
	assert_round_trip("8H CASA", "8H CASA");
	assert_round_trip(" h8   casa ", "H8 casa");
	assert_round_trip("8G CA(S)A", "8G CA(S)A");
	assert_round_trip("8G CA.A", "8G CA.A");
	assert_round_trip("8F (S)(A)LA", "8F (SA)LA");
	assert_round_trip("8F (s)(A).LA", "8F (sA).LA");
	assert_round_trip("8H CHE", "8H [CH]E");
	assert_round_trip("8H cheE", "8H [ch]eE");
	assert_round_trip("8H CALLE", "8H CA[LL]E");
	assert_round_trip("8H PErro", "8H PE[rr]o");
	assert_round_trip("8H ñU", "8H ñU");
	assert_round_trip("8A PINGÜIN(O)", "8A PINGUIN(O)");
	assert_refused("8A PINGÜINO", MOVE_ERR_TOO_MANY, 11);
	assert_round_trip("8H (C)H", "8H (C)H");
	assert_round_trip("8H (C)(H)A", "8H ([C]H)A");
	assert_round_trip("8H [L]L", "8H [L]L");
	assert_round_trip("8H L[L]L", "8H [L][L]L");
	assert_round_trip("8H [r]R", "8H [r]R");
	assert_round_trip("15O A", "15O A");
	assert_round_trip("O15 A", "O15 A");
	assert_round_trip("-ABC", "-ABC");
	assert_round_trip("-A?", "-A?");
	assert_round_trip("-CH", "-[CH]");
	assert_round_trip("-[C]H", "-[C]H");
	assert_round_trip("-", "-");
}

/* Printing into a short buffer truncates and still counts the whole text. */
static void
test_notation_format_truncates(void **state)
{
	struct move m;
	char buf[4];

	assert_parses("8H CASA", &m);
	assert_int_equal(move_format(&m, buf, sizeof buf), 7);
	assert_string_equal(buf, "8H ");
	assert_int_equal(move_format(&m, NULL, 0), 7);
	assert_int_equal(move_format_coordinate(0, 0, DIR_ACROSS, buf,
	    sizeof buf), 2);
	assert_string_equal(buf, "1A");
	assert_int_equal(move_format_coordinate(14, 14, DIR_DOWN, buf,
	    sizeof buf), 3);
	assert_string_equal(buf, "O15");
	assert_int_equal(move_format_coordinate(14, 14, DIR_ACROSS, buf,
	    sizeof buf), 3);
	assert_string_equal(buf, "15O");
}

/* Played-through squares checked against the board (arts. 8, 20). */
static void
test_art20_move_to_placement_checks_the_board(void **state)
{
	struct board board;
	struct placement p;
	struct move_failure f;
	struct move m;

	board_init(&board);
	board_put_word(&board, 7, 7, DIR_ACROSS, "CaSA"); /* 8H, a blank a */

	assert_parses("H7 A(C)A", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f), MOVE_OK);
	assert_int_equal(p.n, 2);
	assert_int_equal(p.tiles[0].row, 6);
	assert_int_equal(p.tiles[0].col, 7);
	assert_int_equal(p.tiles[0].tile, TILE_A);
	assert_int_equal(p.tiles[1].row, 8);
	assert_int_equal(p.tiles[1].col, 7);

	/* "(A)" names the blank a too: the letter counts, not the tile. */
	assert_parses("I7 L(A)S", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f), MOVE_OK);
	assert_parses("8G s....S", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f), MOVE_OK);
	assert_int_equal(p.n, 2);
	assert_int_equal(p.tiles[0].col, 6);
	assert_int_equal(p.tiles[0].tile, TILE_S | TILE_BLANK_FLAG);
	assert_int_equal(p.tiles[1].col, 11);

	assert_parses("H7 A(S)A", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f),
	    MOVE_ERR_THROUGH_MISMATCH);
	assert_int_equal(f.offset, 1);
	assert_parses("H6 A.A", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f),
	    MOVE_ERR_THROUGH_EMPTY);
	assert_int_equal(f.offset, 1);
	assert_parses("H6 AAA", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f),
	    MOVE_ERR_SQUARE_TAKEN);
	assert_int_equal(f.offset, 2);
	assert_parses("-AB", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, &f),
	    MOVE_ERR_NO_NEW_TILE);
}

/* "." letters can be filled in from the board for the record. */
static void
test_notation_fill_through_from_board(void **state)
{
	struct board board;
	struct move m;
	char buf[64];

	board_init(&board);
	board_put_word(&board, 7, 7, DIR_ACROSS, "CaSA");
	assert_parses("8G s....S", &m);
	move_fill_through(&m, &board);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "8G s(CaSA)S");
	assert_parses("H6 A..", &m);
	move_fill_through(&m, &board);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "H6 A.(C)");
}

/* A letter the board already holds is played through, as Quackle reads it. */
static void
test_notation_typed_letters_play_through_board_tiles(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put_word(&board, 14, 9, DIR_ACROSS, "S");	/* J15 */
	assert_resolves("15F ZOVES", &board, "", "15F ZOVE(S)");
	assert_resolves("15F ZOVE.", &board, "", "15F ZOVE(S)");
	assert_resolves("15F ZOVE(S)", &board, "", "15F ZOVE(S)");
	/* Lower case is a blank, yet the square's letter is what counts. */
	assert_resolves("15F ZOVEs", &board, "", "15F ZOVE(S)");
	board_init(&board);
	board_put(&board, 14, 9, TILE_S | TILE_BLANK_FLAG);
	assert_resolves("15F ZOVEs", &board, "", "15F ZOVE(s)");
	assert_resolves("15F ZOVES", &board, "", "15F ZOVE(s)");
	/* Every letter on the board: nothing new is laid. */
	assert_resolve_refused("J15 S", &board, MOVE_ERR_NO_NEW_TILE, 0);
	/* Exchanges and passes are no business of the board's. */
	assert_resolve_refused("-AB", &board, MOVE_OK, 0);
	assert_resolve_refused("-", &board, MOVE_OK, 0);
}

/* A letter that contradicts the board tile names its square's index. */
static void
test_notation_typed_letter_contradicting_the_board(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put_word(&board, 14, 9, DIR_ACROSS, "S");
	assert_resolve_refused("15F ZOVET", &board, MOVE_ERR_THROUGH_MISMATCH,
	    4);
	assert_resolve_refused("15F ZOVE(T)", &board,
	    MOVE_ERR_THROUGH_MISMATCH, 4);
	assert_resolve_refused("15F ZOVES.", &board, MOVE_ERR_THROUGH_EMPTY, 5);
	assert_resolve_refused("15F ZOVES(A)", &board, MOVE_ERR_THROUGH_EMPTY,
	    5);
}

/* A digraph on the board is one square to play through (art. 11). */
static void
test_art11_typed_digraph_plays_through(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put_word(&board, 7, 7, DIR_ACROSS, "CHE");	/* H8 CH, I8 E */
	assert_resolves("H7 ACHA", &board, "", "H7 A([CH])A");
	assert_resolves("H7 AchA", &board, "", "H7 A([CH])A");
	assert_resolves("H7 A[CH]A", &board, "", "H7 A([CH])A");
	assert_resolves("H7 A.A", &board, "", "H7 A([CH])A");
	assert_resolves("7H CHECHE", &board, "", "7H [CH]E[CH]E");
	assert_resolves("I7 HEY", &board, "", "I7 H(E)Y");
	/* A lone C or H is not the CH tile. */
	assert_resolve_refused("H7 ACA", &board, MOVE_ERR_THROUGH_MISMATCH, 1);
	assert_resolve_refused("H7 A[C]HA", &board, MOVE_ERR_THROUGH_MISMATCH,
	    1);
	assert_resolves("8G ACHES", &board, "", "8G A([CH]E)S");
	assert_resolve_refused("8G A[C]HES", &board,
	    MOVE_ERR_THROUGH_MISMATCH, 1);
}

/* A letter the rack lacks is played with a blank (art. 10). */
static void
test_art10_missing_letter_played_with_a_blank(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	board_put_word(&board, 14, 9, DIR_ACROSS, "S");
	assert_resolves("15F ZOVES", &board, "ZOV?", "15F ZOVe(S)");
	assert_resolves("15F ZOVES", &board, "ZOVE?", "15F ZOVE(S)");
	assert_resolves("15F ZOVES", &board, "OV??", "15F zOVe(S)");
	/* Not enough blanks, or the one blank already written: unchanged. */
	assert_resolves("15F ZOVES", &board, "V?", "15F ZOVE(S)");
	assert_resolves("15F ZOvES", &board, "ZOV?", "15F ZOvE(S)");
	/* A digraph too. */
	assert_resolves("8H CHE", &board, "E?", "8H [ch]E");
}

/* Of two like letters, the blank takes the one that would score less. */
static void
test_art13_blank_goes_where_the_letter_scores_least(void **state)
{
	struct board board;

	(void)state;
	board_init(&board);
	/* D8 is a double letter: the real A goes there. */
	assert_resolves("8C CASA", &board, "CAS?", "8C CASa");
	assert_resolves("8B ACAS", &board, "CAS?", "8B aCAS");
	/* Equal squares: the later one. */
	assert_resolves("8E CASA", &board, "CAS?", "8E CASa");
	/* H8 forms a cross word too (art. 18): the real A counts twice. */
	board_put_word(&board, 8, 7, DIR_ACROSS, "O");
	assert_resolves("8E CASA", &board, "CAS?", "8E CaSA");
}

/* A placement across a board tile is one word with a gap filled (art. 21). */
static void
test_art21_move_from_placement_through_a_gap(void **state)
{
	struct board board;
	struct placement p = { 2, { { 7, 6, TILE_S }, { 7, 12, TILE_S } } };
	struct move m;
	char buf[64];

	board_init(&board);
	board_put_word(&board, 7, 7, DIR_ACROSS, "CASAS");
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	assert_int_equal(m.kind, MOVE_PLACE);
	assert_int_equal(m.dir, DIR_ACROSS);
	assert_int_equal(m.row, 7);
	assert_int_equal(m.col, 6);
	assert_int_equal(m.len, 7);
	assert_int_equal(m.word[1], MOVE_THROUGH | TILE_C);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "8G S(CASAS)S");

	/* The tiles in any order, and a blank. */
	p.tiles[0] = (struct placed_tile){ 7, 12, TILE_S | TILE_BLANK_FLAG };
	p.tiles[1] = (struct placed_tile){ 7, 6, TILE_S };
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "8G S(CASAS)s");

	/* A gap no board tile fills. */
	p.tiles[1] = (struct placed_tile){ 7, 4, TILE_S };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
}

/* One tile's word runs the way it touches; tiles must share a line. */
static void
test_art20_move_from_placement_direction(void **state)
{
	struct board board;
	struct placement p = { 1, { { 8, 7, TILE_A } } };
	struct move m;
	char buf[64];

	board_init(&board);
	board_put_word(&board, 7, 7, DIR_ACROSS, "CHE");
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "H8 ([CH])A");
	p.tiles[0] = (struct placed_tile){ 7, 9, TILE_S };
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "8H ([CH]E)S");
	/* Alone on the board: across. */
	p.tiles[0] = (struct placed_tile){ 0, 0, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	move_format(&m, buf, sizeof buf);
	assert_string_equal(buf, "1A A");

	p.n = 2;
	p.tiles[1] = (struct placed_tile){ 1, 1, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
	p.tiles[1] = (struct placed_tile){ 0, 0, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
	p.tiles[1] = (struct placed_tile){ 0, 15, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
	p.tiles[1] = (struct placed_tile){ 0, 1, TILE_BLANK };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
	p.tiles[1] = (struct placed_tile){ 0, 1, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	p.tiles[1] = (struct placed_tile){ 7, 8, TILE_A }; /* on the E */
	p.tiles[0] = (struct placed_tile){ 7, 10, TILE_A };
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
	p.n = 0;
	assert_int_equal(move_from_placement(&p, &board, &m), -1);
}

/* move_from_placement and move_to_placement undo each other. */
static void
test_notation_placement_round_trip(void **state)
{
	struct board board;
	struct placement p, back;
	struct move m;

	board_init(&board);
	board_put_word(&board, 4, 3, DIR_DOWN, "[RR]O");
	assert_parses("D4 P.(o)[ch]A", &m);
	assert_int_equal(move_to_placement(&m, &board, &p, NULL), MOVE_OK);
	assert_int_equal(p.n, 3);
	assert_int_equal(move_from_placement(&p, &board, &m), 0);
	assert_int_equal(move_to_placement(&m, &board, &back, NULL), MOVE_OK);
	assert_int_equal(back.n, 3);
	for (int i = 0; i < p.n; i++) {
		assert_int_equal(p.tiles[i].row, back.tiles[i].row);
		assert_int_equal(p.tiles[i].col, back.tiles[i].col);
		assert_int_equal(p.tiles[i].tile, back.tiles[i].tile);
	}
	assert_int_equal(back.tiles[1].tile, TILE_CH | TILE_BLANK_FLAG);
	assert_int_equal(back.tiles[1].row, 6);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_notation_row_first_is_across),
		cmocka_unit_test(test_notation_column_first_is_down),
		cmocka_unit_test(test_notation_spaces_and_lower_case_column),
		cmocka_unit_test(test_notation_corners),
		cmocka_unit_test(test_notation_word_ending_at_edge_vs_past_it),
		cmocka_unit_test(test_art11_digraph_fills_one_square),
		cmocka_unit_test(test_art11_digraph_spellings),
		cmocka_unit_test(test_art10_lower_case_is_a_blank),
		cmocka_unit_test(test_notation_played_through_squares),
		cmocka_unit_test(test_art24_exchange_and_art25_pass),
		cmocka_unit_test(test_notation_errors),
		cmocka_unit_test(test_notation_huge_input),
		cmocka_unit_test(test_notation_format_round_trip),
		cmocka_unit_test(test_notation_format_truncates),
		cmocka_unit_test(test_art20_move_to_placement_checks_the_board),
		cmocka_unit_test(test_notation_fill_through_from_board),
		cmocka_unit_test(
		    test_notation_typed_letters_play_through_board_tiles),
		cmocka_unit_test(
		    test_notation_typed_letter_contradicting_the_board),
		cmocka_unit_test(test_art11_typed_digraph_plays_through),
		cmocka_unit_test(test_art10_missing_letter_played_with_a_blank),
		cmocka_unit_test(
		    test_art13_blank_goes_where_the_letter_scores_least),
		cmocka_unit_test(test_art21_move_from_placement_through_a_gap),
		cmocka_unit_test(test_art20_move_from_placement_direction),
		cmocka_unit_test(test_notation_placement_round_trip),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
