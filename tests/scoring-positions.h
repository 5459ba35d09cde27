/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Hand-computed scoring positions (FISE arts. 9-19) for tests/test-rules.c.
 *
 * Each position lists the words already on the board and the play, both in
 * move notation: "8H CASA" runs across from row 8 column H, "H8 CASA" runs
 * down from column H row 8; a lower-case letter is a blank; "." is a square
 * that already holds a tile (in the play: played through, not laid).  The
 * board words are laid in order, so a later one may run through an earlier
 * one with ".".  Boards are only a setting for the play: they need not come
 * from a legal game, and the lexicon is never asked (art. 36).
 *
 * Every number was worked out by hand from the premium map of SPEC §2 and
 * the tile values A1 B3 C3 CH5 D2 E1 F4 G2 H4 I1 J8 L1 LL8 M3 N1 Ñ8 O1 P3
 * Q5 R1 RR8 S1 T1 U1 V4 X8 Y4 Z10, blank 0; the comment above each
 * position shows the arithmetic, square by square.  "(board)" marks a tile
 * already there: face value only, its square's premium is spent (art. 17).
 *
 * Premium squares used below (SPEC §2): 3W A1 H1 O1 A8 O8; 2W B2 C3 D4 E5
 * K5 E11 K11 and the star H8; 3L F2 J2 B6 F6 J6 N6 B10 F10 J10 N10; 2L D1
 * L1 A4 H4 O4 C7 G7 I7 M7 D8 L8 C9 G9 I9 M9.
 *
 * words: each word formed with its score (before the bonus of art. 19),
 * main word first, then cross words in board order; blanks in lower case.
 */
#ifndef FICHAS_SCORING_POSITIONS_H
#define FICHAS_SCORING_POSITIONS_H

struct scoring_position {
	const char *name;	/* the test name, citing the article */
	const char *board[4];	/* words on the board before the play */
	const char *play;	/* the placement */
	int score;		/* the play's total */
	const char *words;	/* "WORD=score ...", main word first */
};

static const struct scoring_position scoring_positions[] = {
	/*
	 * First play, no letter premium: H8 is the star.
	 * C(H8 2W)3 + A(I8)1 + S(J8)1 + A(K8)1 = 6, x2 = 12.
	 */
	{ "art16_first_play_doubled_on_h8", { NULL },
	  "8H CASA", 12, "CASA=12" },
	/*
	 * First play over D8 (2L) and the star: letter premium first (art. 14).
	 * C(D8 2L)3x2=6 + A1 + S1 + A1 + S(H8 2W)1 = 10, x2 = 20.
	 */
	{ "art14_first_play_letter_premium_then_star", { NULL },
	  "8D CASAS", 20, "CASAS=20" },
	/*
	 * First play down with RR (8), C on H4 (2L).
	 * C(H4 2L)3x2=6 + E(H5)1 + RR(H6)8 + O(H7)1 + S(H8 2W)1 = 17,
	 * x2 = 34.
	 */
	{ "art11_rr_worth_8_first_play_down", { NULL },
	  "H4 CERROS", 34, "CERROS=34" },
	/*
	 * Seven tiles with both blanks (p, m) on the first play.
	 * p(E8)0 + A(F8)1 + L(G8)1 + O(H8 2W)1 + m(I8)0 + A(J8)1 + S(K8)1
	 * = 5, x2 = 10; + 50 for seven tiles (arts. 10.1, 19) = 60.
	 */
	{ "art19_first_play_seven_tiles_with_two_blanks", { NULL },
	  "8E pALOmAS", 60, "pALOmAS=10" },
	/*
	 * CH is one tile worth 5 (art. 11).
	 * CH(H8 2W)5 + A(H9)1 + L(H10)1 = 7, x2 = 14.
	 */
	{ "art11_ch_is_one_tile_worth_5", { NULL },
	  "H8 CHAL", 14, "CHAL=14" },
	/*
	 * LL is one tile worth 8 (art. 11).
	 * C(E8)3 + A(F8)1 + LL(G8)8 + E(H8 2W)1 + S(I8)1 = 14, x2 = 28.
	 */
	{ "art11_ll_is_one_tile_worth_8", { NULL },
	  "8E CALLES", 28, "CALLES=28" },
	/*
	 * A blank RR scores nothing (art. 10.2).
	 * P(G8)3 + E(H8 2W)1 + rr(I8)0 + O(J8)1 = 5, x2 = 10.
	 */
	{ "art10_blank_rr_scores_nothing", { NULL },
	  "8G PErrO", 10, "PErrO=10" },
	/*
	 * J (8) and Q (5) in one first play.
	 * J(H7)8 + A(H8 2W)1 + Q(H9)5 + U(H10)1 + E(H11)1 = 16, x2 = 32.
	 */
	{ "art12_j_worth_8_and_q_worth_5", { NULL },
	  "H7 JAQUE", 32, "JAQUE=32" },
	/*
	 * X (8) on D8 (2L) in a first play.
	 * E(C8)1 + X(D8 2L)8x2=16 + A(E8)1 + M(F8)3 + E(G8)1 + N(H8 2W)1
	 * = 23, x2 = 46.
	 */
	{ "art13_x_worth_8_on_double_letter", { NULL },
	  "8C EXAMEN", 46, "EXAMEN=46" },
	/*
	 * Ñ (8) on J6 (3L), down through the S of CASA.
	 * Ñ(J6 3L)8x3=24 + O(J7)1 + S(J8, board)1 = 26.
	 */
	{ "art11_ny_worth_8_on_triple_letter", { "8H CASA" },
	  "J6 ÑO.", 26, "ÑOS=26" },
	/*
	 * LL on F6 (3L), down through the S of SACO.
	 * LL(F6 3L)8x3=24 + O(F7)1 + S(F8, board)1 + A(F9)1 = 27.
	 */
	{ "art13_ll_on_triple_letter", { "8F SACO" },
	  "F6 LLO.A", 27, "LLOSA=27" },
	/*
	 * Two double-word squares in one word: x4 (art. 15).
	 * P(E5 2W)3 + R(F5)1 + I(G5)1 + M(H5, board)3 + E(I5)1 + R(J5)1
	 * + O(K5 2W)1 = 11, x2x2 = 44.
	 */
	{ "art15_two_double_word_squares_multiply_by_4", { "H5 MARES" },
	  "5E PRI.ERO", 44, "PRIMERO=44" },
	/*
	 * The same down column E: E5 and E11 (2W), through the C of CASA.
	 * P(E5 2W)3 + E(E6)1 + S(E7)1 + C(E8, board)3 + A(E9)1 + D(E10)2
	 * + O(E11 2W)1 = 12, x4 = 48.
	 */
	{ "art15_two_double_words_down_multiply_by_4", { "8E CASA" },
	  "E5 PES.ADO", 48, "PESCADO=48" },
	/*
	 * A triple word (A8) and the star (H8, left empty on this made-up
	 * board) in one word: x6.  The S on D8 was there: its 2L is spent.
	 * C(A8 3W)3 + A(B8)1 + U(C8)1 + S(D8, board)1 + A(E8)1 + N(F8)1
	 * + T(G8)1 + E(H8 2W)1 = 10, x3x2 = 60; seven tiles + 50 = 110.
	 */
	{ "art15_double_and_triple_word_multiply_by_6", { "D6 ROSA" },
	  "8A CAU.ANTE", 110, "CAUSANTE=60" },
	/*
	 * Two triple words (A1, H1): x9.
	 * R(A1 3W)1 + E(B1)1 + M(C1)3 + I(D1 2L)1x2=2 + S(E1, board)1
	 * + I(F1)1 + O(G1, board)1 + N(H1 3W)1 = 11, x3x3 = 99.
	 */
	{ "art15_two_triple_word_squares_multiply_by_9",
	  { "E1 SED", "G1 OSO" },
	  "1A REMI.I.N", 99, "REMISION=99" },
	/*
	 * Art. 18: a letter premium under a cross word counts in both words.
	 * LUZ: L(G7 2L)1x2=2 + U(H7)1 + Z(I7 2L)10x2=20 = 23.
	 * UM: U(H7)1 + M(H8, board)3 = 4.
	 * ZE: Z(I7 2L)10x2=20 + E(I8, board)1 = 21.
	 * 23 + 4 + 21 = 48.
	 */
	{ "art18_letter_premium_counts_in_the_cross_word", { "8H MESA" },
	  "7G LUZ", 48, "LUZ=23 UM=4 ZE=21" },
	/*
	 * The same with the Z a blank: the 2L doubles nothing (art. 10.2).
	 * LUz: L(G7 2L)1x2=2 + U(H7)1 + z(I7 2L)0 = 3.
	 * UM: U1 + M(board)3 = 4.  zE: z0 + E(board)1 = 1.  3 + 4 + 1 = 8.
	 */
	{ "art10_blank_on_double_letter_under_a_cross_word", { "8H MESA" },
	  "7G LUz", 8, "LUz=3 UM=4 zE=1" },
	/*
	 * A blank on a double word: 0 points, but the word still doubles.
	 * p(K5 2W)0 + A(K6)1 + T(K7)1 + A(K8, board)1 = 3, x2 = 6.
	 */
	{ "art10_blank_on_double_word_still_doubles", { "8H CASA" },
	  "K5 pAT.", 6, "pATA=6" },
	/*
	 * A blank on a triple letter: three times nothing.
	 * m(J6 3L)0 + I(J7)1 + S(J8, board)1 = 2.
	 */
	{ "art10_blank_on_triple_letter_scores_0", { "8H CASA" },
	  "J6 mI.", 2, "mIS=2" },
	/*
	 * A blank on a triple word: the word still triples.
	 * C3 + A1 + S1 + A1 (H8-K8, board; the star is spent) + M(L8 2L)3x2=6
	 * + A(M8)1 + T(N8)1 + a(O8 3W)0 = 14, x3 = 42.
	 */
	{ "art10_blank_on_triple_word_still_triples", { "8H CASA" },
	  "8H ....MATa", 42, "CASAMATa=42" },
	/*
	 * A blank already on the board scores 0 in a new word too.
	 * Ñ(J6 3L)8x3=24 + O(J7)1 + s(J8, board blank)0 = 25.
	 */
	{ "art10_board_blank_still_scores_0", { "8H CAsA" },
	  "J6 ÑO.", 25, "ÑOs=25" },
	/*
	 * Extending a word (art. 9.1): the star under C is spent (art. 17).
	 * C(H8, board)3 + A1 + S1 + A1 + S(L8 2L)1x2=2 = 8.
	 */
	{ "art17_star_not_counted_again_when_extending", { "8H CASA" },
	  "8L S", 8, "CASAS=8" },
	/*
	 * Playing through a board tile that covers a triple word (art. 17).
	 * T(O6)1 + O(O7)1 + S(O8, board)1 = 3, not x3.
	 */
	{ "art17_triple_word_under_a_board_tile_is_spent", { "8I PALOMAS" },
	  "O6 TO.", 3, "TOS=3" },
	/*
	 * Playing through a board tile on a double letter (art. 17).
	 * A(D6)1 + R(D7)1 + C(D8 2L, board)3 + O(D9)1 = 6, not 9.
	 */
	{ "art17_double_letter_under_a_board_tile_is_spent", { "8D CASAS" },
	  "D6 AR.O", 6, "ARCO=6" },
	/*
	 * Extending at both ends in one play (arts. 9.1, 21).
	 * O(G8)1 + C3 + A1 + S1 + O1 (H8-K8, board) + S(L8 2L)1x2=2 = 9.
	 */
	{ "art9_extending_a_word_at_both_ends", { "8H CASO" },
	  "8G O....S", 9, "OCASOS=9" },
	/*
	 * Extending a word down onto a double word (art. 9.1).
	 * A(K8, board)1 + M(K9)3 + O(K10)1 + R(K11 2W)1 = 6, x2 = 12.
	 */
	{ "art9_extending_a_word_onto_a_double_word", { "8H CASA" },
	  "K8 .MOR", 12, "AMOR=12" },
	/*
	 * Crossing a word through its middle tile (art. 9.2).
	 * P(I6)3 + L(I7 2L)1x2=2 + A(I8, board)1 + T(I9 2L)1x2=2 + O(I10)1 = 9.
	 */
	{ "art9_playing_through_a_tile", { "8H CASA" },
	  "I6 PL.TO", 9, "PLATO=9" },
	/*
	 * A parallel play (art. 9.3) forming three cross words.
	 * SOL: S(I9 2L)1x2=2 + O(J9)1 + L(K9)1 = 4.
	 * AS: A(I8, board)1 + S(I9 2L)1x2=2 = 3.
	 * SO: S(J8, board)1 + O(J9)1 = 2.  AL: A(K8, board)1 + L(K9)1 = 2.
	 * 4 + 3 + 2 + 2 = 11.
	 */
	{ "art9_parallel_play_forms_three_cross_words", { "8H CASA" },
	  "9I SOL", 11, "SOL=4 AS=3 SO=2 AL=2" },
	/*
	 * A cross word through a double word square (art. 18): both double.
	 * ORO: O(K5 2W)1 + R(K6)1 + O(K7)1 = 3, x2 = 6.
	 * SOLO: S(H5)1 + O(I5)1 + L(J5)1 (board) + O(K5 2W)1 = 4, x2 = 8.
	 * 6 + 8 = 14.
	 */
	{ "art18_double_word_counts_in_the_cross_word",
	  { "H5 SALSA", "5H .OL" },
	  "K5 ORO", 14, "ORO=6 SOLO=8" },
	/*
	 * One tile on a double word making two words (art. 18).
	 * MALA: M(B5)3 + A(C5)1 + L(D5)1 (board) + A(E5 2W)1 = 6, x2 = 12.
	 * SOLA: S(E2)1 + O(E3)1 + L(E4)1 (board) + A(E5 2W)1 = 4, x2 = 8.
	 * 12 + 8 = 20.
	 */
	{ "art18_single_tile_on_double_word_makes_two_words",
	  { "5B MAL", "E2 SOL" },
	  "5E A", 20, "MALA=12 SOLA=8" },
	/*
	 * One X on a triple letter making two words (art. 18).
	 * BOX: B(D6)3 + O(E6)1 (board) + X(F6 3L)8x3=24 = 28.
	 * FAX: F(F4)4 + A(F5)1 (board) + X(F6 3L)24 = 29.
	 * 28 + 29 = 57.
	 */
	{ "art18_single_x_on_triple_letter_makes_two_words",
	  { "6D BO", "F4 FA" },
	  "6F X", 57, "BOX=28 FAX=29" },
	/*
	 * One tile making a down word only.
	 * A(I8, board)1 + S(I9 2L)1x2=2 = 3.
	 */
	{ "art9_single_tile_makes_a_down_word_only", { "8H CASA" },
	  "I9 S", 3, "AS=3" },
	/*
	 * Seven tiles through a board tile; the 50 is added after the x2.
	 * P(K2)3 + E(K3)1 + S(K4)1 + C(K5 2W)3 + A(K6)1 + D(K7)2
	 * + A(K8, board)1 + S(K9)1 = 13, x2 = 26; + 50 = 76.
	 */
	{ "art19_seven_tiles_bonus_after_the_double", { "8H CASA" },
	  "K2 PESCAD.S", 76, "PESCADAS=26" },
	/*
	 * Seven tiles over two double words: x4 first, then + 50.
	 * E(E4)1 + S(E5 2W)1 + P(E6)3 + E(E7)1 + C(E8, board)3 + T(E9)1
	 * + R(E10)1 + O(E11 2W)1 = 12, x4 = 48; + 50 = 98.
	 */
	{ "art19_seven_tiles_bonus_after_the_x4", { "8E CASA" },
	  "E4 ESPE.TRO", 98, "ESPECTRO=48" },
	/*
	 * Parallel play under MESA hooking every tile (arts. 9.3, 18), with
	 * two letter premiums in cross words.
	 * Main, row 9 G-K: E(G9 2L)1x2=2 + S(H9)1 + O(I9 2L)1x2=2 + S(J9)1
	 * + O(K9)1 = 7.
	 * MS: M(H8, board)3 + S(H9)1 = 4.  EO: E(I8, board)1 + O(I9 2L)2 = 3.
	 * SS: S(J8, board)1 + S(J9)1 = 2.  AO: A(K8, board)1 + O(K9)1 = 2.
	 * G9 has nothing above it (G8 empty): no cross word there.
	 * 7 + 4 + 3 + 2 + 2 = 18.
	 */
	{ "art9_parallel_play_forms_four_cross_words", { "8H MESA" },
	  "9G ESOSO", 18, "ESOSO=7 MS=4 EO=3 SS=2 AO=2" },
};

#define SCORING_POSITIONS \
	(sizeof scoring_positions / sizeof scoring_positions[0])

#endif
