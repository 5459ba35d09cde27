/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "ui-board.h"
#include "ui-keys.h"
#include "ui-screen.h"
#include "ui-term.h"

/*
 * Checking a word in a friendly game: a box over the board asks for a
 * word and says whether the lexicon has it, tile by tile (CA·LL·E), and
 * which letters it takes before and after.  Art. 38 forbids consulting
 * on a word in a tournament, so the play screen opens it only in casual
 * games (ui_word_allowed()).
 */

#define UI_WORD_BOX_LINES (UI_WORD_LINES + 4)

static void ui_word_draw(struct ui *ui);
static int ui_word_key(struct ui *ui, int is_key, wint_t ch);
static void ui_word_check(struct ui *ui);
static void ui_word_tiles(const tile_t *tiles, int n, char *buf,
    size_t size);
static void ui_word_letters(const tile_t *tiles, int n, char *buf,
    size_t size);

const struct ui_screen_mode ui_word_screen = {
	.draw = ui_word_draw,
	.key = ui_word_key,
	.boxed = 1,
};

/* The box in the middle of the screen: title, the word, the answer. */
static void
ui_word_draw(struct ui *ui)
{
	int w = COLS - 4 < 70 ? COLS - 4 : 70, x = (COLS - w) / 2;
	int y = (LINES - UI_WORD_BOX_LINES) / 2, at;

	for (int i = 0; i < UI_WORD_BOX_LINES; i++)
		mvhline(y + i, x, ' ', w);
	ui_term_title(y, x, w, _("Check a word: type it, Enter checks, Esc "
	    "closes"));
	attrset(ui_term_attr(UI_A_KEY));
	at = x + 1 + ui_term_put(y + 2, x + 1, w - 2, _("Word: "));
	attrset(A_NORMAL);
	mvaddnwstr(y + 2, at, ui->word, ui->word_len);
	for (int i = 0; i < ui->word_lines; i++) {
		attrset(ui_term_attr(i == 0 ? UI_A_MOVER : UI_A_LABEL));
		ui_term_put(y + 4 + i, x + 1, w - 2, ui->word_result[i]);
	}
	attrset(A_NORMAL);
	move(y + 2, at + ui->word_len);
	curs_set(1);
}

/* Typing edits the word; Enter checks it; Esc closes the box. */
static int
ui_word_key(struct ui *ui, int is_key, wint_t ch)
{
	if (is_key && (ch == KEY_F(1) || ch == KEY_F(10) || ch == KEY_RESIZE))
		return 0;
	if (ui_key_control(is_key, ch, UI_KEY_CTRL_C) ||
	    ui_key_control(is_key, ch, UI_KEY_CTRL_Q))
		return 0;
	if (ui_key_escape(is_key, ch)) {
		ui_overlay_close(ui);
	} else if (ui_key_enter(is_key, ch)) {
		ui_word_check(ui);
	} else if (ui_key_backspace(is_key, ch)) {
		if (ui->word_len > 0)
			ui->word[--ui->word_len] = L'\0';
		ui->word_lines = 0;
	} else if (!is_key && iswalpha(ch) && ui->word_len < UI_COMMAND_MAX) {
		ui->word[ui->word_len++] = (wchar_t)towupper(ch);
		ui->word[ui->word_len] = L'\0';
		ui->word_lines = 0;
	}
	return 1;
}

/* "CA·LL·E": the tiles a player lays for the word. */
static void
ui_word_tiles(const tile_t *tiles, int n, char *buf, size_t size)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i > 0 && (tiles[i] == TILE_CH || tiles[i] == TILE_LL ||
		    tiles[i] == TILE_RR || tiles[i - 1] == TILE_CH ||
		    tiles[i - 1] == TILE_LL || tiles[i - 1] == TILE_RR))
			tiles_append(buf, size, &used, ui_term_utf8() ?
			    "\u00b7" : ".");
		tiles_append(buf, size, &used, ui_tile_text(tiles[i]));
	}
}

/* Letters one after another, "A CH S", or a dash for none. */
static void
ui_word_letters(const tile_t *tiles, int n, char *buf, size_t size)
{
	size_t used = 0;

	buf[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (i > 0)
			tiles_append(buf, size, &used, " ");
		tiles_append(buf, size, &used, ui_tile_text(tiles[i]));
	}
	if (n == 0)
		tiles_append(buf, size, &used, "-");
}

/* Look the word up, and its hooks when it is one. */
static void
ui_word_check(struct ui *ui)
{
	char text[UI_COMMAND_MAX * MB_LEN_MAX + 1], shown[UI_MESSAGE_MAX];
	char before[160], after[160];
	tile_t tiles[TILES_MAX_WORD], front[TILE_LETTERS], back[TILE_LETTERS];
	struct tiles_failure f;
	int n, n_front, n_back;
	size_t len = wcstombs(text, ui->word, sizeof text);

	ui->word_lines = 1;
	if (len == (size_t)-1 || len == 0 || (n = tiles_parse(text, len,
	    TILES_MODE_WORD, tiles, TILES_MAX_WORD, &f)) <= 0) {
		snprintf(ui->word_result[0], sizeof ui->word_result[0], "%s",
		    _("Type a word of Spanish letters (there is no K nor W)."));
		return;
	}
	ui_word_tiles(tiles, n, shown, sizeof shown);
	if (!lexicon_contains(ui->lexicon, tiles, (size_t)n)) {
		snprintf(ui->word_result[0], sizeof ui->word_result[0],
		    _("%s is not in the lexicon."), shown);
	} else {
		snprintf(ui->word_result[0], sizeof ui->word_result[0],
		    ngettext("%s is in the lexicon (%d tile).",
		    "%s is in the lexicon (%d tiles).", n), shown, n);
	}
	n_front = lexicon_hooks(ui->lexicon, tiles, (size_t)n, front, back,
	    &n_back);
	ui_word_letters(front, n_front, before, sizeof before);
	ui_word_letters(back, n_back, after, sizeof after);
	snprintf(ui->word_result[1], sizeof ui->word_result[1],
	    _("Before it: %s"), before);
	snprintf(ui->word_result[2], sizeof ui->word_result[2],
	    _("After it: %s"), after);
	ui->word_lines = 3;
}
