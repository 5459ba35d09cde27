/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "text.h"
#include "ui-curses.h"
#include "ui-prompt.h"
#include "ui-keys.h"
#include "ui-save.h"
#include "ui-typed.h"

/* How the command line reads. */
enum ui_prompt_reading {
	UI_PROMPT_MOVE = 0,	/* a move, resolved against the board */
	UI_PROMPT_NOTATION,	/* not notation yet */
	UI_PROMPT_BOARD		/* notation the board refuses */
};

static enum ui_prompt_reading ui_prompt_read(const struct ui *ui,
    struct move *typed, struct move *m, char *why, size_t size);
static void ui_prompt_blank_note(const struct move *typed,
    const struct move *m, char *buf, size_t size);
static size_t ui_prompt_whole_word(const struct ui *ui, const struct move *m,
    char *buf, size_t size);
static void ui_prompt_run(struct ui *ui);
static void ui_prompt_name_blank(struct ui *ui, tile_t letter);
static int ui_prompt_mark(struct ui *ui, tile_t tile);
static int ui_prompt_mark_pair(struct ui *ui, tile_t second);
static void ui_prompt_exchange(struct ui *ui);

/*
 * People type moves in lower case: a line without capitals is all real
 * tiles ("8h casa"); with capitals, lower case marks blanks ("8H CAsA"),
 * as in move notation.  Exchanges write a blank as '?': always capitals.
 */
void
ui_prompt_case(wchar_t *text)
{
	int capitals = 0;
	wchar_t *p = text;

	while (iswspace((wint_t)*p))
		p++;
	for (wchar_t *q = p; *q != L'\0'; q++)
		if (iswupper((wint_t)*q))
			capitals = 1;
	if (capitals && *p != L'-')
		return;
	for (; *p != L'\0'; p++)
		*p = (wchar_t)towupper((wint_t)*p);
}

/*
 * The command line as a move: *typed as written, *m read against the board
 * and the mover's tiles (letters on the board played through, a blank for
 * a letter the tiles lack).  Otherwise the reason is in why.
 */
static enum ui_prompt_reading
ui_prompt_read(const struct ui *ui, struct move *typed, struct move *m,
    char *why, size_t size)
{
	wchar_t text[UI_COMMAND_MAX + 1];
	char mb[UI_COMMAND_MAX * MB_LEN_MAX + 1];
	struct move_failure f;
	enum move_error me;

	wmemcpy(text, ui->command, (size_t)ui->command_len + 1);
	ui_prompt_case(text);
	if (wcstombs(mb, text, sizeof mb) == (size_t)-1) {
		snprintf(why, size, "%s", text_move_error(MOVE_ERR_TILES));
		return UI_PROMPT_NOTATION;
	}
	me = move_parse(mb, typed, &f);
	if (me != MOVE_OK) {
		snprintf(why, size, "%s", text_move_error(me));
		return UI_PROMPT_NOTATION;
	}
	*m = *typed;
	if (game_resolve_move(ui->game, m, &f) != MOVE_OK) {
		text_board_error(typed, &f, game_board(ui->game), why,
		    size);
		return UI_PROMPT_BOARD;
	}
	return UI_PROMPT_MOVE;
}

/* "the blank plays T": the letters written that a blank will play. */
static void
ui_prompt_blank_note(const struct move *typed, const struct move *m,
    char *buf, size_t size)
{
	char letters[2][16];
	int n = 0;

	buf[0] = '\0';
	for (int i = 0; i < m->len && n < 2; i++) {
		tile_t t = typed->word[i];

		if ((t & MOVE_THROUGH) || tile_is_blank(t) ||
		    !tile_is_blank(m->word[i]))
			continue;
		tiles_to_display(&t, 1, letters[n], sizeof letters[n]);
		n++;
	}
	if (n == 1)
		snprintf(buf, size, _("the blank plays %s"), letters[0]);
	else if (n == 2)
		snprintf(buf, size, _("the blanks play %s and %s"),
		    letters[0], letters[1]);
}

/* The whole word a move makes on the board, "G8 (N)ADO" for "G9 ADO". */
static size_t
ui_prompt_whole_word(const struct ui *ui, const struct move *m, char *buf,
    size_t size)
{
	const struct board *board = game_board(ui->game);
	struct placement p;
	struct move whole;

	if (move_to_placement(m, board, &p, NULL) == MOVE_OK &&
	    move_from_placement(&p, board, &whole) == 0)
		return move_format(&whole, buf, size);
	return move_format(m, buf, size);
}

/* What the command line would play, for the live line: "" for nothing. */
void
ui_prompt_preview(const struct ui *ui, char *buf, size_t size)
{
	struct move typed, m;
	struct play_score score;
	enum rules_error why;
	enum game_error e;
	char text[160], note[64], reason[UI_MESSAGE_MAX];
	size_t used;

	buf[0] = '\0';
	switch (ui_prompt_read(ui, &typed, &m, reason, sizeof reason)) {
	case UI_PROMPT_BOARD:
		snprintf(buf, size, "%s", reason);
		return;
	case UI_PROMPT_NOTATION:
		return;
	case UI_PROMPT_MOVE:
		break;
	}
	if (m.kind != MOVE_PLACE)
		return;
	used = ui_prompt_whole_word(ui, &m, text, sizeof text);
	ui_prompt_blank_note(&typed, &m, note, sizeof note);
	if (note[0] != '\0' && used < sizeof text)
		snprintf(text + used, sizeof text - used, ", %s", note);
	e = game_preview_move(ui->game, &m, &why, &score);
	if (e == GAME_OK) {
		snprintf(buf, size, ngettext("Play: %s (%d point if valid)",
		    "Play: %s (%d points if valid)", score.score), text,
		    score.score);
		return;
	}
	if (e == GAME_ERR_RULES)
		text_refusal(why, reason, sizeof reason);
	else
		snprintf(reason, sizeof reason, "%s", text_game_error(e));
	snprintf(buf, size, _("Play: %s (not yet: %s)"), text, reason);
}

/* Run the command line as move notation. */
static void
ui_prompt_run(struct ui *ui)
{
	char why_text[UI_MESSAGE_MAX];
	struct move typed, m;
	enum rules_error why = RULES_OK;
	enum game_error e;

	if (ui_prompt_read(ui, &typed, &m, why_text, sizeof why_text) !=
	    UI_PROMPT_MOVE) {
		ui_message(ui, 1, "%s", why_text);
		return;
	}
	e = game_play_move(ui->game, &m, &why);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, why);
		return;
	}
	ui_reset_turn(ui);
}

/* A key on the command line. */
void
ui_prompt_command_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui_key_enter(is_key, ch)) {
		ui->mode = UI_MODE_BOARD;
		ui_prompt_run(ui);
	} else if (ui_key_escape(is_key, ch)) {
		ui->mode = UI_MODE_BOARD;
	} else if (ui_key_backspace(is_key, ch)) {
		if (ui->command_len > 0)
			ui->command[--ui->command_len] = L'\0';
		else
			ui->mode = UI_MODE_BOARD;
	} else if (!is_key && iswprint(ch) &&
	    ui->command_len < UI_COMMAND_MAX) {
		ui->command[ui->command_len++] = (wchar_t)ch;
		ui->command[ui->command_len] = L'\0';
	}
}

/* Ask for a laid blank's letter (arts. 10.1, 21). */
void
ui_prompt_blank(struct ui *ui, int row, int col)
{
	ui->mode = UI_MODE_BLANK;
	ui->blank_row = row;
	ui->blank_col = col;
	ui->digraph = TILE_NONE;
}

/* The blank stands for this letter now; the cursor moves on. */
static void
ui_prompt_name_blank(struct ui *ui, tile_t letter)
{
	enum game_error e;

	ui->digraph = TILE_NONE;
	ui->mode = UI_MODE_BOARD;
	e = game_set_blank_letter(ui->game, ui->blank_row, ui->blank_col,
	    letter);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	if (ui->row == ui->blank_row && ui->col == ui->blank_col) {
		if (ui->dir == DIR_ACROSS && ui->col < BOARD_SIZE - 1)
			ui->col++;
		else if (ui->dir == DIR_DOWN && ui->row < BOARD_SIZE - 1)
			ui->row++;
	}
}

/* A key while naming a blank: a letter, or C/L/R and then H/L/R. */
void
ui_prompt_blank_key(struct ui *ui, int is_key, wint_t ch)
{
	tile_t first = ui->digraph, tile;

	if (ui_key_escape(is_key, ch)) {
		ui->digraph = TILE_NONE;
		ui->mode = UI_MODE_BOARD;
		ui_message(ui, 0, "%s", _("The blank still needs a letter: * on "
		    "it asks again (art. 10.1)."));
		return;
	}
	if (ui_key_enter(is_key, ch)) {
		if (first != TILE_NONE)
			ui_prompt_name_blank(ui, first);
		return;
	}
	if (is_key || (tile = ui_typed_tile(ui, ch)) == TILE_NONE)
		return;
	if (first != TILE_NONE) {
		tile_t digraph = tiles_digraph(first, tile);

		ui_prompt_name_blank(ui, digraph != TILE_NONE ? digraph :
		    first);
		return;
	}
	if (tiles_digraph_of(tile) != TILE_NONE)
		ui->digraph = tile;
	else
		ui_prompt_name_blank(ui, tile);
}

/*
 * Mark or unmark a rack tile for the exchange: the slot marked, or -1
 * (one unmarked, or none holds the tile).
 */
static int
ui_prompt_mark(struct ui *ui, tile_t tile)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	int unmarked = -1, marked = -1;

	for (int i = 0; i < rack->n; i++) {
		if (rack->tiles[i] != tile)
			continue;
		if (!ui->marked[i] && unmarked < 0)
			unmarked = i;
		if (ui->marked[i] && marked < 0)
			marked = i;
	}
	if (unmarked >= 0) {
		ui->marked[unmarked] = 1;
		return unmarked;
	}
	if (marked >= 0)
		ui->marked[marked] = 0;
	else
		ui_message(ui, 1, "%s", _("Your rack does not hold that tile."));
	return -1;
}

/*
 * The second letter of CH, LL or RR typed after the first chose a tile
 * (art. 11): the pair is the digraph's tile, as when laying tiles.  When
 * the first letter already chose the digraph (the rack has no lone C)
 * the second adds nothing; else the first's mark moves to a digraph
 * tile not chosen.  1 when the key is taken so.
 */
static int
ui_prompt_mark_pair(struct ui *ui, tile_t second)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	tile_t pair = tiles_digraph(ui->digraph, second);
	int at = ui->marked_last;

	ui->digraph = TILE_NONE;
	if (pair == TILE_NONE || at < 0 || at >= rack->n || !ui->marked[at])
		return 0;
	if (rack->tiles[at] == pair)
		return 1;
	for (int i = 0; i < rack->n; i++)
		if (rack->tiles[i] == pair && !ui->marked[i]) {
			ui->marked[at] = 0;
			ui->marked[i] = 1;
			return 1;
		}
	return 0;
}

/* Enter in the exchange: give the marked tiles back, or offer a pass. */
static void
ui_prompt_exchange(struct ui *ui)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	tile_t tiles[RACK_SIZE];
	enum game_error e;
	int n = 0;

	for (int i = 0; i < rack->n; i++)
		if (ui->marked[i])
			tiles[n++] = rack->tiles[i];
	if (n == 0) {
		ui->mode = UI_MODE_CONFIRM;
		ui->confirm = UI_CONFIRM_PASS;
		return;
	}
	e = game_exchange(ui->game, tiles, n);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	ui_reset_turn(ui);
}

/* A key while choosing tiles to exchange (art. 24). */
void
ui_prompt_exchange_key(struct ui *ui, int is_key, wint_t ch)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);
	tile_t tile;

	if (ui_key_enter(is_key, ch)) {
		ui_prompt_exchange(ui);
	} else if (is_key) {
		/* Other keys choose nothing. */
	} else if (ch == UI_KEY_ESCAPE) {
		ui->mode = UI_MODE_BOARD;
	} else if (ch >= L'1' && ch <= L'7') {
		if ((int)(ch - L'1') < rack->n)
			ui->marked[ch - L'1'] ^= 1;
	} else if (ch == L'?' || ch == L'*') {
		ui_prompt_mark(ui, TILE_BLANK);
	} else if ((tile = ui_typed_tile(ui, ch)) != TILE_NONE) {
		tile_t digraph = tiles_digraph_of(tile), typed = tile;

		if (ui_prompt_mark_pair(ui, tile))
			return;
		/* A lone C, L or R means the digraph when only it is there. */
		if (digraph != TILE_NONE && !rack_holds(rack, &tile, 1) &&
		    rack_holds(rack, &digraph, 1))
			tile = digraph;
		ui->marked_last = ui_prompt_mark(ui, tile);
		if (digraph != TILE_NONE)
			ui->digraph = typed;
		return;
	}
	ui->digraph = TILE_NONE;
}

/* y (or s, sí) to a question; anything else says no. */
void
ui_prompt_confirm_key(struct ui *ui, wint_t ch)
{
	int yes = ch == L'y' || ch == L'Y' || ch == L's' || ch == L'S';
	enum ui_confirm what = ui->confirm;
	enum game_error e = GAME_OK;

	ui->confirm = UI_CONFIRM_NONE;
	if (ui->mode == UI_MODE_CONFIRM)
		ui->mode = UI_MODE_BOARD;
	ui->message[0] = '\0';
	if (!yes)
		return;
	switch (what) {
	case UI_CONFIRM_PASS:
		e = game_pass(ui->game);
		break;
	case UI_CONFIRM_TAKE_BACK:
		e = game_take_back(ui->game);
		break;
	case UI_CONFIRM_NONE:
		return;
	}
	if (e == GAME_OK)
		ui_reset_turn(ui);
	else
		ui_typed_refused(ui, e, RULES_OK);
}
