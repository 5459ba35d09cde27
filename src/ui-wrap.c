/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unilbrk.h>
#include <unistr.h>
#include <uniwidth.h>

#include "ui-wrap.h"
#include "xmalloc.h"

/* What the line being filled holds so far. */
struct ui_wrap_state {
	const char *text;
	struct ui_wrap_line *lines;
	int max;
	int count;		/* lines ended so far */
	size_t start;		/* first byte of the current line */
	int col;		/* its columns so far */
	size_t brk;		/* the last break opportunity in it, or 0 */
	int brk_col;		/* the columns before that opportunity */
};

static int ui_wrap_columns(const char *s, size_t n);
static void ui_wrap_end_line(struct ui_wrap_state *st, size_t end,
    size_t next);
static int ui_wrap_char_width(const char *s, size_t n, size_t *len);
static int ui_wrap_after_sign(const char *text, size_t i);
static int ui_wrap_is_square(const char *s, size_t n);
static int ui_wrap_binds_next(const char *text, size_t i);
static size_t ui_wrap_item_at(const char *text, int i);
static int ui_wrap_item_count(const char *text);
static int ui_wrap_wide_item(const char *text, size_t from, size_t to,
    int width, struct ui_wrap_line *lines, int max, int count);

/* Columns of n bytes of UTF-8 (a control or bad byte counts as one). */
static int
ui_wrap_columns(const char *s, size_t n)
{
	int cols = 0;
	size_t len;

	for (size_t i = 0; i < n; i += len)
		cols += ui_wrap_char_width(s + i, n - i, &len);
	return cols;
}

/* The columns of the character at s, and its length in *len. */
static int
ui_wrap_char_width(const char *s, size_t n, size_t *len)
{
	ucs4_t uc;
	int w;

	*len = (size_t)u8_mbtouc(&uc, (const uint8_t *)s, n);
	if (*len == 0)
		*len = 1;
	w = uc_width(uc, "UTF-8");
	return w < 0 ? 1 : w;
}

/*
 * Whether i follows a hyphen that begins a word: "-AEI" is an exchange
 * in notation and "- pass" a key, not a word to break after its hyphen.
 */
static int
ui_wrap_after_sign(const char *text, size_t i)
{
	return i >= 1 && text[i - 1] == '-' && (i == 1 || text[i - 2] == ' ');
}

/* Whether the n bytes at s are a square of notation: H8, 13F. */
static int
ui_wrap_is_square(const char *s, size_t n)
{
	size_t d = 0;

	if (n < 2 || n > 3)
		return 0;
	if (s[0] >= 'A' && s[0] <= 'O') {
		for (d = 1; d < n && isdigit((unsigned char)s[d]); d++)
			continue;
		return d == n;
	}
	while (d < n && isdigit((unsigned char)s[d]))
		d++;
	return d == n - 1 && s[d] >= 'A' && s[d] <= 'O';
}

/*
 * Whether the break before i follows a word that stays with the next
 * one: "art." or "arts." with its number (art. 34), a move's square with
 * its word (O8 ALDEONE(S)); split, either reads as something else.
 */
static int
ui_wrap_binds_next(const char *text, size_t i)
{
	size_t end = i, start;

	while (end > 0 && text[end - 1] == ' ')
		end--;
	if (end == i)
		return 0;
	start = end;
	while (start > 0 && text[start - 1] != ' ' && text[start - 1] != '(' &&
	    text[start - 1] != '\n')
		start--;
	if ((end - start == 4 && strncasecmp(text + start, "art.", 4) == 0) ||
	    (end - start == 5 && strncasecmp(text + start, "arts.", 5) == 0))
		return 1;
	return ui_wrap_is_square(text + start, end - start);
}

/* End the current line at byte end (spaces before it dropped). */
static void
ui_wrap_end_line(struct ui_wrap_state *st, size_t end, size_t next)
{
	while (end > st->start && st->text[end - 1] == ' ')
		end--;
	if (st->count < st->max && st->lines != NULL) {
		st->lines[st->count].start = st->start;
		st->lines[st->count].len = end - st->start;
		st->lines[st->count].width = ui_wrap_columns(st->text +
		    st->start, end - st->start);
	}
	st->count++;
	st->start = next;
	st->col = 0;
	st->brk = 0;
}

int
ui_wrap(const char *text, int width, struct ui_wrap_line *lines, int max)
{
	struct ui_wrap_state st = { text, lines, max, 0, 0, 0, 0, 0 };
	size_t n = strlen(text), len;
	char *p;

	if (n == 0)
		return 0;
	if (width < 1)
		width = 1;
	p = xmalloc(n);
	u8_possible_linebreaks((const uint8_t *)text, n, "UTF-8", p);
	for (size_t i = 0; i < n; i += len) {
		int w = ui_wrap_char_width(text + i, n - i, &len);

		if (p[i] == UC_BREAK_MANDATORY || p[i] == UC_BREAK_CR_BEFORE_LF) {
			if (p[i] == UC_BREAK_CR_BEFORE_LF)
				len++;
			ui_wrap_end_line(&st, i, i + len);
			continue;
		}
		if (p[i] == UC_BREAK_POSSIBLE && i > st.start &&
		    !ui_wrap_after_sign(text, i) &&
		    !ui_wrap_binds_next(text, i)) {
			st.brk = i;
			st.brk_col = st.col;
		}
		if (st.col + w > width && text[i] != ' ') {
			if (st.brk > st.start) {
				int rest = st.col - st.brk_col;

				ui_wrap_end_line(&st, st.brk, st.brk);
				st.col = rest;
			}
			/* A word wider than the line is cut where it must be. */
			if (st.col + w > width && i > st.start)
				ui_wrap_end_line(&st, i, i);
		}
		st.col += w;
	}
	if (st.start < n)
		ui_wrap_end_line(&st, n, n);
	free(p);
	return st.count;
}

int
ui_wrap_items(const char *text, int width, struct ui_wrap_line *lines,
    int max)
{
	int count = 0, col = 0, gap = 0;
	size_t i = 0, n = strlen(text);

	/*
	 * An item goes on after the spaces before it as the text has them
	 * ("? help   F10 quit" has three): the line is drawn as it stands.
	 */
	while (i < n) {
		const char *sep = strstr(text + i, "  ");
		size_t end = sep != NULL ? (size_t)(sep - text) : n;
		int w = ui_wrap_columns(text + i, end - i);

		if (end > i && w > width) {
			count = ui_wrap_wide_item(text, i, end, width, lines,
			    max, count);
			col = width;
		} else if (end > i) {
			if (count == 0 || col + gap + w > width) {
				count++;
				col = 0;
			} else {
				col += gap;
			}
			if (count <= max && lines != NULL) {
				struct ui_wrap_line *l = &lines[count - 1];

				if (col == 0)
					l->start = i;
				l->len = end - l->start;
				l->width = col + w;
			}
			col += w;
		}
		gap = (int)strspn(text + end, " ");
		i = end + (size_t)gap;
	}
	return count;
}

/*
 * An item wider than the line (a translation's long hint) on lines of
 * its own, wrapped at its spaces: cut, its end would be lost.  Returns
 * the lines ended so far.
 */
static int
ui_wrap_wide_item(const char *text, size_t from, size_t to, int width,
    struct ui_wrap_line *lines, int max, int count)
{
	char *item = xstrndup(text + from, to - from);
	int n = ui_wrap(item, width, NULL, 0);
	struct ui_wrap_line *sub = xreallocarray(NULL, (size_t)n, sizeof *sub);

	ui_wrap(item, width, sub, n);
	for (int k = 0; k < n; k++, count++)
		if (count < max && lines != NULL) {
			lines[count] = sub[k];
			lines[count].start += from;
		}
	free(sub);
	free(item);
	return count;
}

/* The byte where item i (0-based) of text begins, or strlen(text). */
static size_t
ui_wrap_item_at(const char *text, int i)
{
	size_t at = strspn(text, " ");

	while (i-- > 0 && text[at] != '\0') {
		const char *sep = strstr(text + at, "  ");

		at = sep != NULL ? (size_t)(sep - text) : strlen(text);
		at += strspn(text + at, " ");
	}
	return at;
}

/* How many items text holds. */
static int
ui_wrap_item_count(const char *text)
{
	int n = 0;

	while (text[ui_wrap_item_at(text, n)] != '\0')
		n++;
	return n;
}

int
ui_wrap_items_fit(char *text, int width, int h)
{
	int n;

	while (ui_wrap_items(text, width, NULL, 0) > h &&
	    (n = ui_wrap_item_count(text)) > UI_WRAP_KEPT_ITEMS) {
		size_t from = ui_wrap_item_at(text, n - UI_WRAP_KEPT_ITEMS - 1);
		size_t to = ui_wrap_item_at(text, n - UI_WRAP_KEPT_ITEMS);

		memmove(text + from, text + to, strlen(text + to) + 1);
	}
	return ui_wrap_items(text, width, NULL, 0);
}
