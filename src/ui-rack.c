/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "text.h"
#include "ui-board.h"
#include "ui-prompt.h"
#include "ui-rack.h"
#include "ui-term.h"

static void ui_rack_arrange(struct ui *ui, const struct rack *rack);
static void ui_rack_slot(const struct ui *ui, int i, int y, int x);
static void ui_rack_laid_text(const struct ui *ui, char *buf, size_t size);
static void ui_rack_exchange_text(const struct ui *ui, char *buf,
    size_t size);
static void ui_rack_prompt(const struct ui *ui, char *buf, size_t size);
static int ui_rack_play_width(const struct ui *ui,
    const struct ui_layout *l);

/* Each rack tile takes a cell and a space. */
#define UI_RACK_STEP (UI_CELL_WIDTH + 1)

/* The rack, its selected or marked tiles, and slot numbers when useful. */
void
ui_rack_draw(const struct ui *ui, const struct ui_layout *l)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	wchar_t cell[UI_CELL_TEXT];
	int y = l->box_y, x = l->box_x + 1;

	x += ui_term_printf(y, x, l->box_w / 2, _("Rack of %s:"),
	    game_name(ui->game, ui->seat)) + 2;
	for (int i = 0; i < rack->n; i++) {
		enum ui_attr look = UI_A_TILE;

		if (ui->mode == UI_MODE_EXCHANGE && ui->marked[i])
			look = UI_A_LAID;
		else if (i == ui->rack_sel)
			look = UI_A_CURSOR;
		ui_tile_cell(rack->tiles[i], cell);
		attrset(ui_term_attr(look));
		mvaddnwstr(y, x + i * UI_RACK_STEP, cell, UI_CELL_WIDTH);
		ui_rack_slot(ui, i, y + 1, x + i * UI_RACK_STEP);
	}
	attrset(A_NORMAL);
	if (rack->n == 0)
		ui_term_put(y, x, l->box_w - x, _("(empty)"));
}

/*
 * Slot i's number under its tile at x, when numbers choose tiles; a tile
 * chosen for the exchange has it in brackets, "[2]", which a monochrome
 * terminal and a copy of the screen show as well as the highlight.
 */
static void
ui_rack_slot(const struct ui *ui, int i, int y, int x)
{
	if (ui->mode == UI_MODE_EXCHANGE && ui->marked[i]) {
		attrset(ui_term_attr(UI_A_LAID));
		mvprintw(y, x, "[%d]", i + 1);
	} else if (ui->mode == UI_MODE_EXCHANGE || ui->rack_sel >= 0) {
		attrset(ui_term_attr(UI_A_DIM));
		mvprintw(y, x + 1, "%d", i + 1);
	}
}

/* The exchange's question: what is chosen so far, and how many. */
static void
ui_rack_exchange_text(const struct ui *ui, char *buf, size_t size)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	tile_t tiles[RACK_SIZE];
	char text[64];
	int n = 0;

	for (int i = 0; i < rack->n; i++)
		if (ui->marked[i])
			tiles[n++] = rack->tiles[i];
	if (n == 0) {
		snprintf(buf, size, "%s", _("Pick tiles to exchange (letters "
		    "or 1-7), Enter (none: pass), Esc: cancel"));
		return;
	}
	/* Digraphs in brackets: [CH] is one tile, CH two. */
	tiles_to_record(tiles, (size_t)n, text, sizeof text);
	snprintf(buf, size, ngettext("%d tile chosen: %s (letters or 1-7 "
	    "choose), Enter: exchange, Esc: cancel", "%d tiles chosen: %s "
	    "(letters or 1-7 choose), Enter: exchange, Esc: cancel", n), n,
	    text);
}

/* The laid tiles as notation with their score, or why not yet. */
static void
ui_rack_laid_text(const struct ui *ui, char *buf, size_t size)
{
	const struct placement *laid = game_laid(ui->game);
	struct play_score score;
	struct move m;
	enum rules_error why;
	char text[96], reason[160];

	if (move_from_placement(laid, game_board(ui->game), &m) == 0) {
		move_format(&m, text, sizeof text);
	} else {
		tile_t tiles[RACK_SIZE];

		for (int i = 0; i < laid->n; i++)
			tiles[i] = laid->tiles[i].tile;
		tiles_to_display(tiles, (size_t)laid->n, text, sizeof text);
	}
	why = game_preview(ui->game, &score);
	if (why == RULES_OK) {
		snprintf(buf, size, ngettext("Play: %s (%d point if valid)",
		    "Play: %s (%d points if valid)", score.score), text,
		    score.score);
		return;
	}
	text_refusal(why, reason, sizeof reason);
	snprintf(buf, size, _("Play: %s (not yet: %s)"), text, reason);
}

/* The question or hint of the current mode. */
static void
ui_rack_prompt(const struct ui *ui, char *buf, size_t size)
{
	switch (ui->mode) {
	case UI_MODE_BLANK:
		snprintf(buf, size, "%s", _("Which letter is the blank? "
		    "(A-Z, Ñ or ~, CH, LL, RR; not K, W; Esc: later)"));
		break;
	case UI_MODE_EXCHANGE:
		ui_rack_exchange_text(ui, buf, size);
		break;
	case UI_MODE_CONFIRM:
		snprintf(buf, size, "%s", ui->confirm == UI_CONFIRM_PASS ?
		    _("Pass this turn? (y/n)") :
		    _("Take the tiles back and lose the turn (art. 23)? "
		    "(y/n)"));
		break;
	default:
		if (game_laid(ui->game)->n > 0)
			ui_rack_laid_text(ui, buf, size);
		else
			snprintf(buf, size, "%s", _("Type a word on the "
			    "board, or : for notation."));
		break;
	}
}

/* Columns the play line's text may take beside the direction. */
static int
ui_rack_play_width(const struct ui *ui, const struct ui_layout *l)
{
	return ui->mode == UI_MODE_BOARD ? l->cols - 18 : l->cols - 2;
}

/* Lines the play line needs: its text (or the command's preview) may wrap. */
int
ui_rack_play_lines(const struct ui *ui, const struct ui_layout *l)
{
	char text[UI_MESSAGE_MAX];
	int n;

	if (ui->mode == UI_MODE_COMMAND) {
		int x = 2 + ui->command_len + 3;

		ui_prompt_preview(ui, text, sizeof text);
		n = x < l->cols - 1 ? ui_term_wrap_lines(l->cols - 1 - x,
		    text) : 1;
	} else {
		ui_rack_prompt(ui, text, sizeof text);
		n = ui_term_wrap_lines(ui_rack_play_width(ui, l), text);
	}
	return n > 0 ? n : 1;
}

/* The play line, or the command line being typed, in h lines from y. */
void
ui_rack_play_line(const struct ui *ui, const struct ui_layout *l, int y,
    int h)
{
	char text[UI_MESSAGE_MAX];
	int x;

	if (ui->mode == UI_MODE_COMMAND) {
		attrset(ui_term_attr(UI_A_KEY));
		mvaddstr(y, 1, ":");
		attrset(A_NORMAL);
		mvaddnwstr(y, 2, ui->command, ui->command_len);
		ui_prompt_preview(ui, text, sizeof text);
		x = 2 + ui->command_len + 3;
		attrset(ui_term_attr(UI_A_DIM));
		if (x < l->cols - 1)
			ui_term_wrap(y, x, l->cols - 1 - x, h, text);
		attrset(A_NORMAL);
		return;
	}
	ui_rack_prompt(ui, text, sizeof text);
	ui_term_wrap(y, 1, ui_rack_play_width(ui, l), h, text);
	if (ui->mode != UI_MODE_BOARD)
		return;		/* a question needs the line, not the direction */
	x = ui_term_wrap_lines(ui_rack_play_width(ui, l), text) > 1 ?
	    l->cols - 17 : ui_term_width(text) + 1;
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(y, l->cols - 14 > x + 2 ? l->cols - 14 : x + 2,
	    14, ui->dir == DIR_ACROSS ? _("> across") : _("v down"));
	attrset(A_NORMAL);
}

/* Give the game a new order for the seated player's rack. */
static void
ui_rack_arrange(struct ui *ui, const struct rack *rack)
{
	game_rack_arrange(ui->game, ui->seat, rack->tiles, rack->n);
}

/* Fisher-Yates with the UI's own generator, not the bag's. */
void
ui_rack_shuffle(struct ui *ui)
{
	struct rack rack = *game_rack(ui->game, ui->seat);

	for (int i = rack.n - 1; i > 0; i--) {
		int j = (int)rng_below(&ui->shuffle, (uint32_t)i + 1);
		tile_t t = rack.tiles[i];

		rack.tiles[i] = rack.tiles[j];
		rack.tiles[j] = t;
	}
	ui->rack_sel = -1;
	ui_rack_arrange(ui, &rack);
}

/* Tile order, the blank last (art. 4 order). */
void
ui_rack_sort(struct ui *ui)
{
	struct rack rack = *game_rack(ui->game, ui->seat);

	rack_sort(&rack);
	ui->rack_sel = -1;
	ui_rack_arrange(ui, &rack);
}

/* The selected tile swaps places with its neighbour. */
void
ui_rack_move(struct ui *ui, int step)
{
	struct rack rack = *game_rack(ui->game, ui->seat);
	int to = ui->rack_sel + step;
	tile_t t;

	if (ui->rack_sel < 0 || ui->rack_sel >= rack.n || to < 0 ||
	    to >= rack.n)
		return;
	t = rack.tiles[to];
	rack.tiles[to] = rack.tiles[ui->rack_sel];
	rack.tiles[ui->rack_sel] = t;
	ui->rack_sel = to;
	ui_rack_arrange(ui, &rack);
}
