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
 * Each square is three columns: a premium mark right-aligned (" 3W",
 * "  ."), or a tile's letters and value (" A₁", "CH₅", "Z₁₀").  The
 * marks keep the premiums readable without colour (NO_COLOR).
 */

/* What one square shows. */
struct ui_square {
	wchar_t text[UI_CELL_TEXT];
	enum ui_attr look;
};

static void ui_board_last_play(const struct ui *ui,
    unsigned char last[BOARD_SIZE][BOARD_SIZE]);
static void ui_board_premium(int row, int col, struct ui_square *sq);
static void ui_board_square(const struct ui *ui, int row, int col,
    int private_view, const unsigned char last[BOARD_SIZE][BOARD_SIZE],
    struct ui_square *sq);
static void ui_board_cursor(const struct ui *ui, struct ui_square *sq);
static int ui_board_legend_item(int y, int x, const wchar_t *mark,
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

/* A tile in its cell: letters then value, three columns in all. */
void
ui_tile_cell(tile_t tile, wchar_t buf[UI_CELL_TEXT])
{
	wchar_t name[4], value[4];
	size_t len;

	ui_tile_name(tile, name, 4);
	if (tile_is_blank(tile) || tile == TILE_BLANK) {
		/* A blank scores nothing (art. 10.2): no value shown. */
		swprintf(buf, UI_CELL_TEXT, L"%2ls ", name);
		return;
	}
	ui_tile_value(tile_value(tile), value, 4);
	len = wcslen(name) + wcslen(value);
	swprintf(buf, UI_CELL_TEXT, L"%ls%ls%ls", len < 3 ? L" " : L"",
	    name, value);
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
	static const struct {
		const wchar_t *text;
		enum ui_attr look;
	} marks[] = {
		[PREMIUM_NONE] = { L"  .", UI_A_EMPTY },
		[PREMIUM_DOUBLE_LETTER] = { L" 2L", UI_A_2L },
		[PREMIUM_TRIPLE_LETTER] = { L" 3L", UI_A_3L },
		[PREMIUM_DOUBLE_WORD] = { L" 2W", UI_A_2W },
		[PREMIUM_TRIPLE_WORD] = { L" 3W", UI_A_3W },
	};
	enum premium p = board_premium(row, col);

	if (row == BOARD_CENTER && col == BOARD_CENTER) {
		wcscpy(sq->text, L"  *");
		sq->look = UI_A_STAR;
		return;
	}
	wcscpy(sq->text, marks[p].text);
	sq->look = marks[p].look;
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
	if (ui->digraph != TILE_NONE && ui->row == row && ui->col == col) {
		ui_tile_cell(ui->digraph, sq->text);
		sq->look = UI_A_LAID;
	}
}

/* The cursor: reverse video, and its direction where there is room. */
static void
ui_board_cursor(const struct ui *ui, struct ui_square *sq)
{
	sq->look = UI_A_CURSOR;
	if (sq->text[0] == L' ')
		sq->text[0] = ui->dir == DIR_ACROSS ? L'>' : L'v';
}

/* The whole board with its coordinates. */
void
ui_board_draw(const struct ui *ui, const struct ui_layout *l,
    int private_view)
{
	unsigned char last[BOARD_SIZE][BOARD_SIZE];
	struct ui_square sq;

	ui_board_last_play(ui, last);
	attrset(ui_term_attr(UI_A_LABEL));
	for (int c = 0; c < BOARD_SIZE; c++)
		mvaddch(l->board_y, ui_layout_cell_x(l, c) + 1,
		    (chtype)('A' + c));
	for (int r = 0; r < BOARD_SIZE; r++) {
		attrset(ui_term_attr(UI_A_LABEL));
		mvprintw(ui_layout_cell_y(l, r), l->board_x, "%3d", r + 1);
		for (int c = 0; c < BOARD_SIZE; c++) {
			ui_board_square(ui, r, c, private_view, last, &sq);
			if (private_view && r == ui->row && c == ui->col)
				ui_board_cursor(ui, &sq);
			attrset(ui_term_attr(sq.look));
			mvaddnwstr(ui_layout_cell_y(l, r),
			    ui_layout_cell_x(l, c), sq.text, UI_CELL_WIDTH);
		}
	}
	attrset(A_NORMAL);
}

/* One legend entry: the coloured mark and what it means. */
static int
ui_board_legend_item(int y, int x, const wchar_t *mark, enum ui_attr look,
    const char *what)
{
	attrset(ui_term_attr(look));
	mvaddwstr(y, x, mark);
	attrset(A_NORMAL);
	mvprintw(y, x + 3, " %s  ", what);
	return getcurx(stdscr);
}

/* What the premium marks mean (arts. 13-16). */
void
ui_board_legend(const struct ui_layout *l)
{
	int y = l->legend_y, x = 1;

	x = ui_board_legend_item(y, x, L" 3W", UI_A_3W, _("word x3"));
	x = ui_board_legend_item(y, x, L" 2W", UI_A_2W, _("word x2"));
	if (l->legend_h > 1) {
		y++;
		x = 1;
	}
	x = ui_board_legend_item(y, x, L" 3L", UI_A_3L, _("letter x3"));
	x = ui_board_legend_item(y, x, L" 2L", UI_A_2L, _("letter x2"));
	ui_board_legend_item(y, x, L"  *", UI_A_STAR, _("start H8"));
}
