/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "board.h"
#include "i18n.h"
#include "ui-board.h"
#include "ui-term.h"

/*
 * Each square is three columns, and whatever it holds starts in its first
 * column, under the column's letter: a tile's letters then its value
 * ("A₁ ", "CH₅", "Z₁₀", "a  " for a blank), or a premium's mark ("3W ",
 * ".  ").  Right-aligning them instead would put the Z of "Z₁₀" and the C
 * of "CH₅" a column left of the A of " A₁", so that a row holding them no
 * longer lines up with its neighbours.  The marks keep the premiums
 * readable without colour (NO_COLOR); their letters are the player's
 * language's (TP, DP, TL, DL in Spanish).
 */

/* A tile's letters as the terminal can show them: Ñ is "N~" without UTF-8. */
const char *
ui_tile_text(tile_t tile)
{
	tile_t letter = tile_letter(tile);

	return letter == TILE_NY && !ui_term_utf8() ? "N~" :
	    tile_name(letter);
}

/* What one square shows. */
struct ui_square {
	wchar_t text[UI_CELL_TEXT];
	enum ui_attr look;
};

static void ui_board_last_play(const struct ui *ui,
    unsigned char last[BOARD_SIZE][BOARD_SIZE]);
static void ui_board_fill(wchar_t buf[UI_CELL_TEXT], const wchar_t *text,
    int width);
static void ui_board_premium(int row, int col, struct ui_square *sq);
static void ui_board_frame(const struct ui_layout *l);
static void ui_board_put(const struct ui_layout *l, int r, int c,
    const struct ui_square *sq);
static void ui_board_square(const struct ui *ui, int row, int col,
    int private_view, const unsigned char last[BOARD_SIZE][BOARD_SIZE],
    struct ui_square *sq);
static void ui_board_cursor(const struct ui *ui, struct ui_square *sq);
static const char *ui_board_mark(enum premium p);
static void ui_board_mark_cell(enum premium p, wchar_t buf[UI_CELL_TEXT]);
static int ui_board_legend_item(int y, int x, const char *mark,
    enum ui_attr look, const char *what);

/* A tile's letters as wide characters. */
void
ui_tile_name(tile_t tile, wchar_t *buf, size_t n)
{
	const char *name;
	size_t len;

	if (tile == TILE_BLANK) {
		swprintf(buf, n, L"?");
		return;
	}
	name = tile_name(tile_letter(tile));
	len = mbstowcs(buf, name, n);
	if (len == (size_t)-1 || len >= n) {
		/* No UTF-8: Ñ is the only letter outside ASCII. */
		swprintf(buf, n, L"%s", tile_letter(tile) == TILE_NY ? "N~" :
		    name);
	}
	if (tile_is_blank(tile))
		for (size_t i = 0; buf[i] != L'\0'; i++)
			buf[i] = (wchar_t)towlower((wint_t)buf[i]);
}

/* A value in subscript digits, or plain digits without UTF-8. */
void
ui_tile_value(int value, wchar_t *buf, size_t n)
{
	int utf8 = ui_term_utf8();

	swprintf(buf, n, L"%d", value);
	for (size_t i = 0; utf8 && buf[i] != L'\0'; i++)
		buf[i] = (wchar_t)(0x2080 + (buf[i] - L'0'));
}

/*
 * Text from the cell's first column, cut to width columns and padded with
 * spaces to exactly UI_CELL_WIDTH, so that no cell pushes the next along.
 */
static void
ui_board_fill(wchar_t buf[UI_CELL_TEXT], const wchar_t *text, int width)
{
	int used = 0;
	size_t n = 0;

	for (; *text != L'\0' && n + 1 < UI_CELL_TEXT; text++) {
		int w = wcwidth(*text);

		if (w < 0)
			w = 1;
		if (used + w > width)
			break;
		buf[n++] = *text;
		used += w;
	}
	for (; used < UI_CELL_WIDTH && n + 1 < UI_CELL_TEXT; used++)
		buf[n++] = L' ';
	buf[n] = L'\0';
}

/* A tile in its cell: letters then value, three columns in all. */
void
ui_tile_cell(tile_t tile, wchar_t buf[UI_CELL_TEXT])
{
	wchar_t name[4], value[4], text[UI_CELL_TEXT];

	ui_tile_name(tile, name, 4);
	if (tile_is_blank(tile) || tile == TILE_BLANK) {
		/* A blank scores nothing (art. 10.2): no value shown. */
		ui_board_fill(buf, name, UI_CELL_WIDTH);
		return;
	}
	ui_tile_value(tile_value(tile), value, 4);
	swprintf(text, UI_CELL_TEXT, L"%ls%ls", name, value);
	ui_board_fill(buf, text, UI_CELL_WIDTH);
}

/* A premium's mark in the player's language: "3W", "2L"; "" for none. */
static const char *
ui_board_mark(enum premium p)
{
	switch (p) {
	case PREMIUM_DOUBLE_LETTER:
		/* TRANSLATORS: the mark of a double letter square on the
		   board, two columns at most (Spanish: DL, doble letra). */
		return _("2L");
	case PREMIUM_TRIPLE_LETTER:
		/* TRANSLATORS: the mark of a triple letter square, two
		   columns at most (Spanish: TL, triple letra). */
		return _("3L");
	case PREMIUM_DOUBLE_WORD:
		/* TRANSLATORS: the mark of a double word square, two
		   columns at most (Spanish: DP, doble palabra). */
		return _("2W");
	case PREMIUM_TRIPLE_WORD:
		/* TRANSLATORS: the mark of a triple word square, two
		   columns at most (Spanish: TP, triple palabra). */
		return _("3W");
	case PREMIUM_NONE:
		break;
	}
	return "";
}

/* A premium's mark as a cell: "3W ", the third column always blank. */
static void
ui_board_mark_cell(enum premium p, wchar_t buf[UI_CELL_TEXT])
{
	wchar_t mark[UI_CELL_TEXT];
	size_t len = mbstowcs(mark, ui_board_mark(p), UI_CELL_TEXT);

	if (len == (size_t)-1 || len >= UI_CELL_TEXT)
		wcscpy(mark, L"?");
	ui_board_fill(buf, mark, UI_CELL_WIDTH - 1);
}

/* Mark the squares of the last play standing on the board. */
static void
ui_board_last_play(const struct ui *ui,
    unsigned char last[BOARD_SIZE][BOARD_SIZE])
{
	const struct game_event *sheet;
	int n;

	memset(last, 0, BOARD_SIZE * BOARD_SIZE);
	sheet = game_sheet(ui->game, &n);
	while (--n >= 0) {
		const struct game_event *ev = &sheet[n];

		if (ev->kind != GAME_EVENT_PLACE ||
		    ev->verdict == GAME_VERDICT_INVALID)
			continue;
		for (int i = 0; i < ev->move.len; i++) {
			int r = ev->move.row + (ev->move.dir == DIR_DOWN) * i;
			int c = ev->move.col + (ev->move.dir == DIR_ACROSS) * i;

			if (!(ev->move.word[i] & MOVE_THROUGH) &&
			    board_on(r, c))
				last[r][c] = 1;
		}
		return;
	}
}

/* An empty square: its premium mark (arts. 13-16). */
static void
ui_board_premium(int row, int col, struct ui_square *sq)
{
	static const enum ui_attr looks[] = {
		[PREMIUM_NONE] = UI_A_EMPTY,
		[PREMIUM_DOUBLE_LETTER] = UI_A_2L,
		[PREMIUM_TRIPLE_LETTER] = UI_A_3L,
		[PREMIUM_DOUBLE_WORD] = UI_A_2W,
		[PREMIUM_TRIPLE_WORD] = UI_A_3W,
	};
	enum premium p = board_premium(row, col);

	if (row == BOARD_CENTER && col == BOARD_CENTER) {
		ui_board_fill(sq->text, L"*", 1);
		sq->look = UI_A_STAR;
		return;
	}
	if (p == PREMIUM_NONE)
		ui_board_fill(sq->text, L".", 1);
	else
		ui_board_mark_cell(p, sq->text);
	sq->look = looks[p];
}

/* What a square shows: a tile on the board, laid, or its premium. */
static void
ui_board_square(const struct ui *ui, int row, int col, int private_view,
    const unsigned char last[BOARD_SIZE][BOARD_SIZE], struct ui_square *sq)
{
	tile_t t = board_get(game_board(ui->game), row, col);
	const struct placement *laid = game_laid(ui->game);

	if (t != TILE_NONE) {
		ui_tile_cell(t, sq->text);
		sq->look = last[row][col] ? UI_A_LAST :
		    tile_is_blank(t) ? UI_A_BLANK : UI_A_TILE;
		return;
	}
	ui_board_premium(row, col, sq);
	if (!private_view)
		return;
	for (int i = 0; i < laid->n; i++) {
		if (laid->tiles[i].row == row && laid->tiles[i].col == col) {
			ui_tile_cell(laid->tiles[i].tile, sq->text);
			sq->look = UI_A_LAID;
		}
	}
	/*
	 * The first letter of a digraph typed at the cursor, laying a tile
	 * or naming a blank; in the exchange it chooses from the rack.
	 */
	if (ui->digraph != TILE_NONE && ui->mode != UI_MODE_EXCHANGE &&
	    ui->row == row && ui->col == col) {
		ui_tile_cell(ui->digraph, sq->text);
		sq->look = UI_A_LAID;
	}
}

/* The cursor: reverse video, and its direction where there is room. */
static void
ui_board_cursor(const struct ui *ui, struct ui_square *sq)
{
	size_t last = wcslen(sq->text);

	sq->look = UI_A_CURSOR;
	if (last > 0 && sq->text[last - 1] == L' ')
		sq->text[last - 1] = ui->dir == DIR_ACROSS ? L'>' : L'v';
}

/* The whole board with its coordinates. */
void
ui_board_draw(const struct ui *ui, const struct ui_layout *l,
    int private_view)
{
	unsigned char last[BOARD_SIZE][BOARD_SIZE];
	struct ui_square sq;

	ui_board_last_play(ui, last);
	ui_board_frame(l);
	for (int r = 0; r < BOARD_SIZE; r++) {
		for (int c = 0; c < BOARD_SIZE; c++) {
			ui_board_square(ui, r, c, private_view, last, &sq);
			if (private_view && r == ui->row && c == ui->col)
				ui_board_cursor(ui, &sq);
			ui_board_put(l, r, c, &sq);
		}
	}
	attrset(A_NORMAL);
}

/* The column letters and the row numbers. */
static void
ui_board_frame(const struct ui_layout *l)
{
	attrset(ui_term_attr(UI_A_LABEL));
	for (int c = 0; c < BOARD_SIZE; c++)
		mvaddch(l->board_y, ui_layout_cell_x(l, c),
		    (chtype)('A' + c));
	for (int r = 0; r < BOARD_SIZE; r++)
		mvprintw(ui_layout_cell_y(l, r), l->board_x, "%2d ", r + 1);
}

/* One square's three columns in its look. */
static void
ui_board_put(const struct ui_layout *l, int r, int c,
    const struct ui_square *sq)
{
	attrset(ui_term_attr(sq->look));
	mvaddnwstr(ui_layout_cell_y(l, r), ui_layout_cell_x(l, c), sq->text,
	    UI_CELL_WIDTH);
}

/*
 * A position that is not the game's (a turn under review): its board,
 * and over its empty squares the tiles of an overlay in their own looks.
 */
void
ui_board_draw_overlay(const struct ui_layout *l, const struct board *b,
    const struct ui_board_overlay *o)
{
	struct ui_square sq;

	ui_board_frame(l);
	for (int r = 0; r < BOARD_SIZE; r++) {
		for (int c = 0; c < BOARD_SIZE; c++) {
			tile_t t = board_get(b, r, c);

			if (t != TILE_NONE) {
				ui_tile_cell(t, sq.text);
				sq.look = tile_is_blank(t) ? UI_A_BLANK :
				    UI_A_TILE;
			} else if (o->tile[r][c] != TILE_NONE) {
				ui_tile_cell(o->tile[r][c], sq.text);
				sq.look = o->look[r][c];
			} else {
				ui_board_premium(r, c, &sq);
			}
			ui_board_put(l, r, c, &sq);
		}
	}
	attrset(A_NORMAL);
}

/* One legend entry: the coloured mark as on the board, what it means. */
static int
ui_board_legend_item(int y, int x, const char *mark, enum ui_attr look,
    const char *what)
{
	attrset(ui_term_attr(look));
	x += ui_term_put(y, x, UI_CELL_WIDTH - 1, mark);
	attrset(A_NORMAL);
	mvprintw(y, x, " %s   ", what);
	return getcurx(stdscr);
}

/* What the premium marks mean (arts. 13-16), in the board's words. */
void
ui_board_legend(const struct ui_layout *l)
{
	int y = l->legend_y, x = 2;

	x = ui_board_legend_item(y, x, ui_board_mark(PREMIUM_TRIPLE_WORD),
	    UI_A_3W, _("word x3"));
	x = ui_board_legend_item(y, x, ui_board_mark(PREMIUM_DOUBLE_WORD),
	    UI_A_2W, _("word x2"));
	if (l->legend_h > 1) {
		y++;
		x = 2;
	}
	x = ui_board_legend_item(y, x, ui_board_mark(PREMIUM_TRIPLE_LETTER),
	    UI_A_3L, _("letter x3"));
	x = ui_board_legend_item(y, x, ui_board_mark(PREMIUM_DOUBLE_LETTER),
	    UI_A_2L, _("letter x2"));
	ui_board_legend_item(y, x, "*", UI_A_STAR, _("start H8"));
}
