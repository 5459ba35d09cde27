/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "text.h"
#include "ui-curses.h"
#include "ui-input.h"
#include "ui-keys.h"
#include "ui-prompt.h"
#include "ui-rack.h"
#include "ui-term.h"
#include "ui-typed.h"

static int ui_input_target(struct ui *ui, tile_t tile);
static void ui_input_advance(struct ui *ui);
static void ui_input_letter(struct ui *ui, tile_t tile);
static void ui_input_blank(struct ui *ui);
static void ui_input_back(struct ui *ui);
static void ui_input_clear(struct ui *ui);
static void ui_input_submit(struct ui *ui);
static void ui_input_invalid_words(struct ui *ui);
static void ui_input_move_laid(struct ui *ui, int dr, int dc);
static int ui_input_cursor_key(struct ui *ui, wint_t ch);
static int ui_input_rack_key(struct ui *ui, wint_t ch);
static void ui_input_board_code(struct ui *ui, wint_t ch);
static void ui_input_mode(struct ui *ui, enum ui_mode mode);
static void ui_input_board_key(struct ui *ui, wint_t ch);
static void ui_input_decide(struct ui *ui, wint_t ch);
static int ui_input_is_hint_key(const struct ui *ui, enum ui_view view,
    int is_key, wint_t ch);
static void ui_input_hint(struct ui *ui, enum ui_view view);
static int ui_input_hint_list_key(struct ui *ui, int is_key, wint_t ch);
static void ui_input_hint_lay(struct ui *ui);
static void ui_input_hint_place(struct ui *ui, const struct move *m);
static void ui_input_hint_exchange(struct ui *ui, const struct move *m);





/* One square on in the current direction, stopping at the edge. */
static void
ui_input_advance(struct ui *ui)
{
	if (ui->dir == DIR_ACROSS && ui->col < BOARD_SIZE - 1)
		ui->col++;
	else if (ui->dir == DIR_DOWN && ui->row < BOARD_SIZE - 1)
		ui->row++;
}

/*
 * Put the cursor where a typed tile goes.  Returns 1 when the letter is
 * the board's tile on the cursor (passed over), 0 when the cursor is on an
 * empty square, -1 when the board runs out.
 */
static int
ui_input_target(struct ui *ui, tile_t tile)
{
	const struct board *b = game_board(ui->game);
	tile_t here = board_get(b, ui->row, ui->col);

	if (here != TILE_NONE && tile_letter(here) == tile) {
		ui_input_advance(ui);
		return 1;
	}
	while (board_get(b, ui->row, ui->col) != TILE_NONE) {
		int row = ui->row, col = ui->col;

		ui_input_advance(ui);
		if (row == ui->row && col == ui->col)
			return -1;
	}
	return 0;
}

/* Lay a tile on the cursor's square and move on. */
int
ui_input_lay(struct ui *ui, tile_t tile)
{
	enum game_error e;

	if (ui_input_target(ui, tile) != 0)
		return -1;
	e = game_lay(ui->game, ui->row, ui->col, tile);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return -1;
	}
	if (ui->n_order < RACK_SIZE) {
		ui->order[ui->n_order][0] = ui->row;
		ui->order[ui->n_order++][1] = ui->col;
	}
	ui->message[0] = '\0';
	ui_input_advance(ui);
	return 0;
}

/* A C, L or R was waiting: lay it as the single letter. */
void
ui_input_flush_digraph(struct ui *ui)
{
	tile_t first = ui->digraph;

	if (first == TILE_NONE)
		return;
	ui->digraph = TILE_NONE;
	ui_input_lay(ui, first);
}

/* A letter typed on the board. */
static void
ui_input_letter(struct ui *ui, tile_t tile)
{
	tile_t digraph = tiles_digraph_of(tile);
	tile_t first = ui->digraph;

	if (first != TILE_NONE) {
		ui->digraph = TILE_NONE;
		if (tiles_digraph(first, tile) != TILE_NONE) {
			ui_input_lay(ui, tiles_digraph(first, tile));
			return;
		}
		if (ui_input_lay(ui, first) != 0)
			return;
	}
	if (digraph != TILE_NONE &&
	    rack_holds(game_rack(ui->game, ui->seat), &digraph, 1)) {
		/* Wait: C then H is the CH tile (art. 11). */
		if (ui_input_target(ui, tile) == 0)
			ui->digraph = tile;
		return;
	}
	ui_input_lay(ui, tile);
}

/* '*': lay a blank and name it, or rename a laid blank (art. 21). */
static void
ui_input_blank(struct ui *ui)
{
	const struct placement *laid = game_laid(ui->game);

	ui_input_flush_digraph(ui);
	for (int i = 0; i < laid->n; i++) {
		if (laid->tiles[i].row == ui->row &&
		    laid->tiles[i].col == ui->col &&
		    tile_is_blank(laid->tiles[i].tile)) {
			ui_prompt_blank(ui, ui->row, ui->col);
			return;
		}
	}
	if (ui_input_target(ui, TILE_BLANK) != 0)
		return;
	if (game_lay(ui->game, ui->row, ui->col, TILE_BLANK) != GAME_OK) {
		ui_message(ui, 1, "%s", _("Your rack holds no blank."));
		return;
	}
	if (ui->n_order < RACK_SIZE) {
		ui->order[ui->n_order][0] = ui->row;
		ui->order[ui->n_order++][1] = ui->col;
	}
	ui_prompt_blank(ui, ui->row, ui->col);
}

/* Backspace: the last tile laid comes back (not in tournaments). */
static void
ui_input_back(struct ui *ui)
{
	enum game_error e;
	int row, col;

	if (ui->digraph != TILE_NONE) {
		ui->digraph = TILE_NONE;
		return;
	}
	if (ui->n_order == 0)
		return;
	row = ui->order[ui->n_order - 1][0];
	col = ui->order[ui->n_order - 1][1];
	e = game_unlay(ui->game, row, col);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	ui->n_order--;
	ui->row = row;
	ui->col = col;
}

/* Esc: every laid tile back; in tournaments only after a yes (art. 23). */
static void
ui_input_clear(struct ui *ui)
{
	enum game_error e;

	ui->digraph = TILE_NONE;
	ui->rack_sel = -1;
	if (game_laid(ui->game)->n == 0)
		return;
	if (game_settings(ui->game)->laid == GAME_LAID_TOURNAMENT) {
		ui->mode = UI_MODE_CONFIRM;
		ui->confirm = UI_CONFIRM_TAKE_BACK;
		return;
	}
	e = game_take_back(ui->game);
	if (e != GAME_OK)
		ui_typed_refused(ui, e, RULES_OK);
	ui->n_order = 0;
}

/* Enter: submit what is laid (arts. 20-22 are checked by the game). */
static void
ui_input_submit(struct ui *ui)
{
	enum rules_error why = RULES_OK;
	enum game_error e;

	ui_input_flush_digraph(ui);
	if (game_laid(ui->game)->n == 0) {
		ui_message(ui, 1, "%s", _("Lay tiles first, or press : to type "
		    "a move (- passes)."));
		return;
	}
	e = game_submit(ui->game, &why);
	if (e == GAME_OK)
		ui_reset_turn(ui);
	else if (e == GAME_ERR_INVALID_WORD)
		ui_input_invalid_words(ui);
	else
		ui_typed_refused(ui, e, why);
}

/* The "void" rule refused the play: say which words (art. 36 aside). */
static void
ui_input_invalid_words(struct ui *ui)
{
	unsigned bad = game_refused_words(ui->game);
	struct play_score score;
	char words[UI_MESSAGE_MAX] = "", word[64];
	size_t len = 0;

	if (game_preview(ui->game, &score) != RULES_OK)
		return;
	for (int i = 0; i < score.n_words; i++) {
		if (!(bad & (1u << i)))
			continue;
		tiles_to_display(score.words[i].tiles,
		    (size_t)score.words[i].len, word, sizeof word);
		len += (size_t)snprintf(words + len, sizeof words - len,
		    "%s%s", len > 0 ? ", " : "", word);
		if (len >= sizeof words)
			break;
	}
	ui_message(ui, 1, _("Not in the lexicon, so the play is refused: %s."),
	    words);
}

/* Shift+arrow: the laid tile under the cursor moves (art. 21). */
static void
ui_input_move_laid(struct ui *ui, int dr, int dc)
{
	int row = ui->row + dr, col = ui->col + dc;
	enum game_error e;

	if (!board_on(row, col))
		return;
	e = game_move_laid(ui->game, ui->row, ui->col, row, col);
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	for (int i = 0; i < ui->n_order; i++) {
		if (ui->order[i][0] == ui->row && ui->order[i][1] == ui->col) {
			ui->order[i][0] = row;
			ui->order[i][1] = col;
		} else if (ui->order[i][0] == row && ui->order[i][1] == col) {
			ui->order[i][0] = ui->row;
			ui->order[i][1] = ui->col;
		}
	}
	ui->row = row;
	ui->col = col;
}

/* Arrows and Shift+arrows; 1 when the key was one. */
static int
ui_input_cursor_key(struct ui *ui, wint_t ch)
{
	static const struct {
		wint_t key;
		int dr, dc, shift;
	} keys[] = {
		{ KEY_UP, -1, 0, 0 }, { KEY_DOWN, 1, 0, 0 },
		{ KEY_LEFT, 0, -1, 0 }, { KEY_RIGHT, 0, 1, 0 },
		{ KEY_SR, -1, 0, 1 }, { KEY_SF, 1, 0, 1 },
		{ KEY_SLEFT, 0, -1, 1 }, { KEY_SRIGHT, 0, 1, 1 },
	};

	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		if (keys[i].key != ch)
			continue;
		ui_input_flush_digraph(ui);
		if (keys[i].shift) {
			ui_input_move_laid(ui, keys[i].dr, keys[i].dc);
		} else if (board_on(ui->row + keys[i].dr,
		    ui->col + keys[i].dc)) {
			ui->row += keys[i].dr;
			ui->col += keys[i].dc;
		}
		return 1;
	}
	return 0;
}

/* Rack keys: shuffle, sort, pick and move a tile; 1 when one. */
static int
ui_input_rack_key(struct ui *ui, wint_t ch)
{
	int n = game_rack(ui->game, ui->seat)->n;

	if (ch == L'=') {
		ui_rack_shuffle(ui);
	} else if (ch == L'+') {
		ui_rack_sort(ui);
	} else if (ch >= L'1' && ch <= L'7') {
		int slot = (int)(ch - L'1');

		ui->rack_sel = slot == ui->rack_sel || slot >= n ? -1 : slot;
	} else if (ch == L'<' || ch == L'>') {
		ui_rack_move(ui, ch == L'<' ? -1 : 1);
	} else {
		return 0;
	}
	return 1;
}

/* Keys with a curses code while laying tiles. */
static void
ui_input_board_code(struct ui *ui, wint_t ch)
{
	if (ui_input_cursor_key(ui, ch))
		return;
	if (ch == KEY_BACKSPACE)
		ui_input_back(ui);
	else if (ch == KEY_ENTER)
		ui_input_submit(ui);
	else if (ch == KEY_F(2))
		ui_rack_shuffle(ui);
	else if (ch == KEY_F(3))
		ui_rack_sort(ui);
}

/* Enter a mode from the board: notation or the exchange. */
static void
ui_input_mode(struct ui *ui, enum ui_mode mode)
{
	ui_input_flush_digraph(ui);
	ui->mode = mode;
	ui->command_len = 0;
	ui->command[0] = L'\0';
	memset(ui->marked, 0, sizeof ui->marked);
}

/* A character while laying tiles: a command key or a letter. */
static void
ui_input_board_key(struct ui *ui, wint_t ch)
{
	tile_t tile;

	if (ui_input_rack_key(ui, ch))
		return;
	switch (ch) {
	case L' ':
	case UI_KEY_TAB:
		ui_input_flush_digraph(ui);
		ui->dir = ui->dir == DIR_ACROSS ? DIR_DOWN : DIR_ACROSS;
		return;
	case UI_KEY_CTRL_H:
	case UI_KEY_DELETE:
		ui_input_back(ui);
		return;
	case UI_KEY_ESCAPE:
		ui_input_clear(ui);
		return;
	case L'\r':
	case L'\n':
		ui_input_submit(ui);
		return;
	case L':':
	case L'/':
		ui_input_mode(ui, UI_MODE_COMMAND);
		return;
	case L'-':
		ui_input_mode(ui, UI_MODE_EXCHANGE);
		return;
	case L'*':
		ui_input_blank(ui);
		return;
	}
	tile = ui_typed_tile(ui, ch);
	if (tile != TILE_NONE)
		ui_input_letter(ui, tile);
}

/* a: accept (art. 33); c or i: challenge (art. 34). */
static void
ui_input_decide(struct ui *ui, wint_t ch)
{
	int decider = game_decider(ui->game);
	enum game_error e;

	ch = (wint_t)towlower(ch);
	if (ch != L'a' && ch != L'c' && ch != L'i')
		return;
	ui_take_seat(ui, decider);
	e = ch == L'a' ? game_accept(ui->game) : game_challenge(ui->game);
	if (e != GAME_OK)
		ui_typed_refused(ui, e, RULES_OK);
}

/* Hints are for practice: untimed and not under the tournament rule. */
int
ui_input_hints_allowed(const struct ui *ui)
{
	const struct game_settings *s = game_settings(ui->game);

	return s->clock.mode == CLOCK_NONE && s->laid != GAME_LAID_TOURNAMENT;
}

/* F5, or '!' anywhere but on the command line. */
static int
ui_input_is_hint_key(const struct ui *ui, enum ui_view view, int is_key,
    wint_t ch)
{
	if (is_key)
		return ch == KEY_F(5);
	return ch == L'!' && !(view == UI_VIEW_TURN &&
	    ui->mode == UI_MODE_COMMAND);
}

/*
 * Hints: the best moves for the seated mover's rack, shown beside the
 * sheet until the turn ends or the key is pressed again.  Only in
 * practice: not on a clock, not under the tournament rule (art. 22), and
 * never for a computer or someone else's turn.  The engine sees what the
 * mover may see, not the opponent's rack while tiles are in the bag.
 * It values them as the analysis does (src/coach.h); with the bag
 * empty that is a few endgame searches, run from the main loop
 * (ui_input_hints_work()) so that the screen says it is thinking.
 */
static void
ui_input_hint(struct ui *ui, enum ui_view view)
{
	struct coach *e;

	if (ui_input_hints_visible(ui)) {
		ui_input_hints_forget(ui);
		ui->message[0] = '\0';
	} else if (game_settings(ui->game)->clock.mode != CLOCK_NONE) {
		ui_message(ui, 1, "%s", _("No hints in a timed game."));
	} else if (!ui_input_hints_allowed(ui)) {
		ui_message(ui, 1, "%s", _("No hints in a tournament game."));
	} else if (view == UI_VIEW_WAIT) {
		ui_message(ui, 1, "%s", _("No hints: the computer is playing."));
	} else if (view != UI_VIEW_TURN) {
		ui_message(ui, 1, "%s", _("Hints are for the player to move, "
		    "with the rack shown."));
	} else if ((e = ui_coach(ui)) == NULL) {
		ui_message(ui, 1, "%s", _("No hints: the lexicon cannot be "
		    "opened."));
	} else {
		coach_hints_begin(e, ui->game, ui->seat);
		ui->n_hints = 0;
		ui->hint_sel = 0;
		ui->hint_busy = 1;
		ui->hint_turn = game_turn_number(ui->game);
		ui->hint_seat = ui->seat;
		ui->message[0] = '\0';
	}
}

/* Whether the seated mover's hints are up (or being worked out). */
int
ui_input_hints_visible(const struct ui *ui)
{
	return (ui->n_hints > 0 || ui->hint_busy) && ui->game != NULL &&
	    game_phase(ui->game) == GAME_PHASE_TURN &&
	    ui->hint_turn == game_turn_number(ui->game) &&
	    ui->hint_seat == ui->seat && ui_view(ui) == UI_VIEW_TURN;
}

/* Hints found and nothing laid yet: Up/Down and Enter are theirs. */
int
ui_input_hints_choosing(const struct ui *ui)
{
	return ui_input_hints_visible(ui) && !ui->hint_busy &&
	    ui->mode == UI_MODE_BOARD && game_laid(ui->game)->n == 0;
}

/* Hints are the mover's alone: gone when the turn or the screen changes. */
void
ui_input_hints_forget(struct ui *ui)
{
	if (ui->coach != NULL)
		coach_hints_end(ui->coach);
	ui->n_hints = 0;
	ui->hint_busy = 0;
	ui->hint_sel = 0;
}

/* Let the engine search for the hints for a moment. */
void
ui_input_hints_work(struct ui *ui)
{
	struct clock_source mono = clock_source_monotonic();
	int64_t start = mono.now_ms(mono.ctx);
	int more = 1;

	if (!ui->hint_busy)
		return;
	if (!ui_input_hints_visible(ui)) {
		ui_input_hints_forget(ui);	/* the turn moved on */
		return;
	}
	while ((more = coach_hints_step(ui->coach)) &&
	    mono.now_ms(mono.ctx) - start < UI_TERM_POLL_MS / 2)
		;
	if (more)
		return;
	ui->hint_busy = 0;
	ui->n_hints = (int)coach_hints_result(ui->coach, ui->hints,
	    COACH_HINTS);
	coach_hints_end(ui->coach);
	if (ui->n_hints == 0)
		ui_message(ui, 1, "%s", _("No move found for this rack."));
	else if (ui->hints[0].endgame)
		ui_message(ui, 0, "%s", _("Best moves by the endgame search, "
		    "as in the analysis; F5 or ! hides them."));
	else
		ui_message(ui, 0, "%s", _("The expert level's best moves; F5 "
		    "or ! hides them."));
}

/* Up/Down choose a hint, Enter lays it, Esc hides them; 1 if taken. */
static int
ui_input_hint_list_key(struct ui *ui, int is_key, wint_t ch)
{
	if (!ui_input_hints_choosing(ui))
		return 0;
	if (is_key && (ch == KEY_UP || ch == KEY_DOWN)) {
		ui->hint_sel += ch == KEY_UP ? ui->n_hints - 1 : 1;
		ui->hint_sel %= ui->n_hints;
	} else if (ui_key_enter(is_key, ch)) {
		ui_input_hint_lay(ui);
	} else if (ui_key_escape(is_key, ch)) {
		ui_input_hints_forget(ui);
		ui->message[0] = '\0';
	} else {
		return 0;
	}
	return 1;
}

/*
 * Enter on a hint: its tiles on the board as if typed (Enter again plays
 * them, Esc takes them back), the exchange's tiles marked, or the pass
 * asked; the list stays beside the sheet.
 */
static void
ui_input_hint_lay(struct ui *ui)
{
	const struct coach_hint *h = &ui->hints[ui->hint_sel];
	struct move m;

	if (move_parse(h->move, &m, NULL) != MOVE_OK)
		return;
	ui->digraph = TILE_NONE;
	switch (m.kind) {
	case MOVE_PLACE:
		ui_input_hint_place(ui, &m);
		break;
	case MOVE_EXCHANGE:
		ui_input_hint_exchange(ui, &m);
		break;
	case MOVE_PASS:
		ui->mode = UI_MODE_CONFIRM;
		ui->confirm = UI_CONFIRM_PASS;
		break;
	}
}

/* Lay a hint's tiles, blanks named, the cursor after the word. */
static void
ui_input_hint_place(struct ui *ui, const struct move *m)
{
	const struct board *b = game_board(ui->game);
	struct placement p;
	enum game_error e = GAME_OK;

	if (move_to_placement(m, b, &p, NULL) != MOVE_OK)
		return;
	ui->n_order = 0;
	for (int i = 0; i < p.n && e == GAME_OK; i++) {
		const struct placed_tile *t = &p.tiles[i];

		if (tile_is_blank(t->tile)) {
			e = game_lay(ui->game, t->row, t->col, TILE_BLANK);
			if (e == GAME_OK)
				e = game_set_blank_letter(ui->game, t->row,
				    t->col, tile_letter(t->tile));
		} else {
			e = game_lay(ui->game, t->row, t->col, t->tile);
		}
		if (e == GAME_OK && ui->n_order < RACK_SIZE) {
			ui->order[ui->n_order][0] = t->row;
			ui->order[ui->n_order++][1] = t->col;
		}
	}
	if (e != GAME_OK) {
		ui_typed_refused(ui, e, RULES_OK);
		return;
	}
	ui->dir = m->dir;
	ui->row = m->row;
	ui->col = m->col;
	for (int i = 1; i < m->len; i++)
		ui_input_advance(ui);
	ui_input_advance(ui);
}

/* Mark a hint's tiles for the exchange (art. 24): Enter gives them. */
static void
ui_input_hint_exchange(struct ui *ui, const struct move *m)
{
	const struct rack *rack = game_rack(ui->game, ui->seat);

	ui_input_mode(ui, UI_MODE_EXCHANGE);
	for (int i = 0; i < m->n_exchange; i++)
		for (int j = 0; j < rack->n; j++)
			if (!ui->marked[j] && rack->tiles[j] ==
			    m->exchange[i]) {
				ui->marked[j] = 1;
				break;
			}
}

/* A key on the game screen, by what it shows. */
void
ui_input_key(struct ui *ui, enum ui_view view, int is_key, wint_t ch)
{
	int enter = ui_key_enter(is_key, ch) || (!is_key && ch == L' ');

	if (ui_input_is_hint_key(ui, view, is_key, ch)) {
		ui_input_hint(ui, view);
		return;
	}
	switch (view) {
	case UI_VIEW_NOTICE:
		if (enter || (ui_key_escape(is_key, ch)))
			ui->n_notice = 0;
		return;
	case UI_VIEW_HANDOVER:
		if (enter)
			ui_take_seat(ui, game_mover(ui->game));
		return;
	case UI_VIEW_DECIDE:
		if (!is_key)
			ui_input_decide(ui, ch);
		return;
	case UI_VIEW_WAIT:
		return;
	case UI_VIEW_TURN:
		break;
	}
	if (ui_input_hint_list_key(ui, is_key, ch))
		return;
	switch (ui->mode) {
	case UI_MODE_COMMAND:
		ui_prompt_command_key(ui, is_key, ch);
		break;
	case UI_MODE_BLANK:
		ui_prompt_blank_key(ui, is_key, ch);
		break;
	case UI_MODE_EXCHANGE:
		ui_prompt_exchange_key(ui, is_key, ch);
		break;
	case UI_MODE_CONFIRM:
		if (!is_key)
			ui_prompt_confirm_key(ui, ch);
		break;
	default:
		if (is_key)
			ui_input_board_code(ui, ch);
		else
			ui_input_board_key(ui, ch);
		break;
	}
}
