/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Line breaking for the screen: the Spanish sentences the game shows at
 * 80 columns come out whole, each line within the width, counted in
 * columns and not in bytes.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ui-wrap.h"

#define MAX_LINES 16

static int wrap_into(const char *text, int width, char out[][256]);
static void assert_no_loss(const char *text, int width);

/* The lines of text at width, as strings. */
static int
wrap_into(const char *text, int width, char out[][256])
{
	struct ui_wrap_line lines[MAX_LINES];
	int n = ui_wrap(text, width, lines, MAX_LINES);

	assert_true(n <= MAX_LINES);
	for (int i = 0; i < n; i++) {
		assert_true(lines[i].len < 256);
		memcpy(out[i], text + lines[i].start, lines[i].len);
		out[i][lines[i].len] = '\0';
		assert_true(lines[i].width <= width);
	}
	return n;
}

/* Every non-space byte of text is on some line, in order. */
static void
assert_no_loss(const char *text, int width)
{
	char out[MAX_LINES][256], joined[2048] = "", squeezed[2048] = "";
	int n = wrap_into(text, width, out);
	size_t j = 0;

	for (int i = 0; i < n; i++)
		strcat(joined, out[i]);
	for (const char *p = text; *p != '\0'; p++)
		if (*p != ' ' && *p != '\n')
			squeezed[j++] = *p;
	squeezed[j] = '\0';
	j = 0;
	for (const char *p = joined; *p != '\0'; p++)
		if (*p != ' ')
			joined[j++] = *p;
	joined[j] = '\0';
	assert_string_equal(joined, squeezed);
}

/* Art. 4's sentence in Spanish at the 76 columns of an 80-column screen. */
static void
test_art4_sentence_whole_at_80(void **state)
{
	const char *es = "Cada jugador saca una ficha: empieza la más cercana "
	    "a la A; el comodín gana a todas; si empatan, se vuelve a sacar.";
	char out[MAX_LINES][256];
	int n;

	(void)state;
	n = wrap_into(es, 76, out);
	assert_int_equal(n, 2);
	assert_string_equal(out[0], "Cada jugador saca una ficha: empieza la "
	    "más cercana a la A; el comodín gana");
	assert_string_equal(out[1], "a todas; si empatan, se vuelve a sacar.");
	assert_no_loss(es, 76);
}

/* Accented letters take one column each though they take two bytes. */
static void
test_width_counts_columns_not_bytes(void **state)
{
	struct ui_wrap_line line;

	(void)state;
	/* 10 columns, 15 bytes: fits in 10. */
	assert_int_equal(ui_wrap("ñáéíóú abc", 10, &line, 1), 1);
	assert_int_equal(line.width, 10);
	assert_int_equal(ui_wrap("ñáéíóú abcd", 10, NULL, 0), 2);
}

/* A word wider than the line is cut inside, nothing lost. */
static void
test_long_word_is_cut(void **state)
{
	char out[MAX_LINES][256];

	(void)state;
	assert_int_equal(wrap_into("abcdefghijklmnopqrstuvwxyz", 12, out), 3);
	assert_string_equal(out[2], "yz");
	assert_no_loss("Registro: /home/jugador/.local/state/fichas/"
	    "partida-20261201.gcg guardado.", 12);
}

/* A newline always ends a line; empty text has no lines. */
static void
test_newlines_and_empty(void **state)
{
	char out[MAX_LINES][256];

	(void)state;
	assert_int_equal(wrap_into("uno\ndos tres", 40, out), 2);
	assert_string_equal(out[0], "uno");
	assert_string_equal(out[1], "dos tres");
	assert_int_equal(ui_wrap("", 40, NULL, 0), 0);
}

/* Bad UTF-8 is still broken into lines and nothing is read past it. */
static void
test_bad_utf8(void **state)
{
	(void)state;
	assert_true(ui_wrap("ab\xc3 \xff\xfe cd \xe2\x82", 3, NULL, 0) >= 2);
	assert_no_loss("ab\xc3 \xff\xfe cd", 2);
}

/* "-AEI" (an exchange in notation) stays whole; "casa-cuna" may break. */
static void
test_leading_hyphen_kept(void **state)
{
	char out[MAX_LINES][256];

	(void)state;
	assert_int_equal(wrap_into("cambio: escribe -AEI", 17, out), 2);
	assert_string_equal(out[1], "-AEI");
	assert_int_equal(wrap_into("casa-cuna", 6, out), 2);
	assert_string_equal(out[0], "casa-");
}

/* "art. 34" and a move's square with its word are never split. */
static void
test_article_and_square_kept(void **state)
{
	char out[MAX_LINES][256];

	(void)state;
	assert_int_equal(wrap_into("La jugada se retira y se pierde el turno "
	    "(art. 34).", 46, out), 2);
	assert_string_equal(out[0], "La jugada se retira y se pierde el turno");
	assert_string_equal(out[1], "(art. 34).");
	assert_int_equal(wrap_into("La mejor jugada: O8 ALDEONE(S), 80 "
	    "puntos", 28, out), 2);
	assert_string_equal(out[0], "La mejor jugada:");
	assert_string_equal(out[1], "O8 ALDEONE(S), 80 puntos");
	assert_int_equal(wrap_into("la mejor, 13F CASCAD(A)", 15, out), 2);
	assert_string_equal(out[1], "13F CASCAD(A)");
	/* Not a square: a word of letters, a number alone. */
	assert_int_equal(wrap_into("Total 80 puntos", 9, out), 2);
	assert_string_equal(out[0], "Total 80");
}

/* Key hints break between items, never inside one. */
static void
test_items_kept_whole(void **state)
{
	const char *keys = "= mezclar  + ordenar  RePág/AvPág planilla  "
	    "F4 fichas  ? ayuda  F10 salir";
	struct ui_wrap_line lines[4];
	int n;

	(void)state;
	n = ui_wrap_items(keys, 44, lines, 4);
	assert_int_equal(n, 2);
	assert_int_equal(lines[0].start, 0);
	assert_memory_equal(keys + lines[0].start, "= mezclar  + ordenar  "
	    "RePág/AvPág planilla", lines[0].len);
	assert_memory_equal(keys + lines[1].start, "F4 fichas  ? ayuda  "
	    "F10 salir", lines[1].len);
	assert_int_equal(lines[1].width, 29);
	assert_int_equal(ui_wrap_items(keys, 200, NULL, 0), 1);
}

/* A hint wider than the line is wrapped at its spaces, never cut. */
static void
test_wide_item_wrapped(void **state)
{
	const char *keys = "Intro: jugarla  Esc: cancelar  8H CASA horizontal, "
	    "H8 CASA vertical, -AEI cambio, - pasar; minúscula CAsA: comodín";
	struct ui_wrap_line lines[4];
	int n;

	(void)state;
	n = ui_wrap_items(keys, 78, lines, 4);
	assert_int_equal(n, 3);
	assert_memory_equal(keys + lines[0].start, "Intro: jugarla  Esc: "
	    "cancelar", lines[0].len);
	assert_memory_equal(keys + lines[1].start, "8H CASA horizontal, H8 "
	    "CASA vertical, -AEI cambio, - pasar; minúscula CAsA:",
	    lines[1].len);
	assert_memory_equal(keys + lines[2].start, "comodín", lines[2].len);
	assert_int_equal(lines[2].width, 7);
}

/*
 * Items three spaces apart ("? help   F10 quit") are measured with the
 * spaces the line is drawn with: counted as two, a line one column too
 * wide was cut ("u undo   ? hel").
 */
static void
test_items_wider_gap(void **state)
{
	const char *keys = "Enter: show the rack  u undo   ? help   F10 quit";
	struct ui_wrap_line lines[4];

	(void)state;
	assert_int_equal(ui_wrap_items(keys, 36, lines, 4), 2);
	assert_memory_equal(keys + lines[0].start, "Enter: show the rack  "
	    "u undo", lines[0].len);
	assert_int_equal(lines[0].width, 28);
	assert_memory_equal(keys + lines[1].start, "? help   F10 quit",
	    lines[1].len);
	assert_int_equal(lines[1].width, 17);
	assert_int_equal(ui_wrap_items(keys, 37, lines, 4), 2);
	assert_int_equal(ui_wrap_items(keys, 47, lines, 4), 2);
	assert_int_equal(ui_wrap_items(keys, 48, lines, 4), 1);
	assert_int_equal(lines[0].width, 48);
}

/* Too many key hints for the lines: "? help" and "F10 quit" stay. */
static void
test_items_fit_keeps_help_and_quit(void **state)
{
	char keys[] = "Enter play  Bksp back  Esc clear  Tab direction  "
	    "= shuffle  ? help  F10 quit";

	(void)state;
	assert_int_equal(ui_wrap_items_fit(keys, 40, 1), 1);
	assert_string_equal(keys, "Enter play  Bksp back  ? help  F10 quit");
	assert_int_equal(ui_wrap_items_fit(keys, 12, 1), 2);
	assert_string_equal(keys, "? help  F10 quit");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art4_sentence_whole_at_80),
		cmocka_unit_test(test_width_counts_columns_not_bytes),
		cmocka_unit_test(test_long_word_is_cut),
		cmocka_unit_test(test_newlines_and_empty),
		cmocka_unit_test(test_bad_utf8),
		cmocka_unit_test(test_items_kept_whole),
		cmocka_unit_test(test_leading_hyphen_kept),
		cmocka_unit_test(test_article_and_square_kept),
		cmocka_unit_test(test_items_fit_keeps_help_and_quit),
		cmocka_unit_test(test_wide_item_wrapped),
		cmocka_unit_test(test_items_wider_gap),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
