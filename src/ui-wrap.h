/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Text broken into lines that fit a width, by the Unicode line-breaking
 * rules (UAX #14, through libunistring) and counted in screen columns, so
 * that Spanish with its accents and long words is never cut at the edge.
 * No curses here: the lines are byte ranges of the text, which the
 * front end writes (ui_term_wrap()) and the unit tests check.
 */
#ifndef FICHAS_UI_WRAP_H
#define FICHAS_UI_WRAP_H

#include <stddef.h>

/* One line: bytes [start, start + len) of the text, width columns. */
struct ui_wrap_line {
	size_t start;
	size_t len;
	int width;
};

/*
 * Break UTF-8 text into lines of at most width columns: at the
 * opportunities the line-breaking rules give (after spaces, hyphens,
 * slashes), at every newline, and inside a word only when the word alone
 * is wider than the line.  Spaces at the end of a line are dropped.
 * Fills at most max lines and returns how many the text needs (0 for
 * empty text), so lines may be NULL to count them.
 */
int ui_wrap(const char *text, int width, struct ui_wrap_line *lines,
    int max);

/*
 * Break a list of items (key hints: "Enter play  Bksp back", items
 * separated by two spaces) into lines of at most width columns without
 * splitting an item.  Returns the lines needed, filling at most max.
 */
int ui_wrap_items(const char *text, int width, struct ui_wrap_line *lines,
    int max);

/* The items ui_wrap_items_fit() never drops: "? help", "F10 quit". */
#define UI_WRAP_KEPT_ITEMS 2

/*
 * Drop items from text, last first but never the last two, until it
 * fits in h lines of width; returns the lines it then needs.
 */
int ui_wrap_items_fit(char *text, int width, int h);

#endif
