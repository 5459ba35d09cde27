/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistr.h>
#include <uniwidth.h>

#include "i18n.h"
#include "save.h"
#include "text.h"
#include "ui-curses.h"
#include "ui-dialog.h"
#include "ui-driver.h"
#include "ui-keys.h"
#include "ui-layout.h"
#include "ui-screen.h"
#include "ui-save.h"
#include "ui-term.h"

/*
 * The start screen: the unfinished games to resume or delete; a new game
 * (each player's name, person or computer and its level; timing mode and
 * minutes; challenge and laid-tile rules; lexicon); quitting.  It edits
 * ui->opt in place, and its defaults are a FISE game: Enter starts one at
 * once, or resumes the latest unfinished game when there is one.
 */

/*
 * The lines of the menu.  Each setting shows its value; left and right
 * step through the choices, and the text lines (names, lexicon) are edited
 * where the cursor is.  Enter starts the game from any setting.  Above
 * them, the unfinished games, the most recent first: the cursor starts on
 * it, so that Enter goes on with it, and d deletes one after asking.
 */
enum ui_menu_line {
	UI_MENU_NAME1 = 0,
	UI_MENU_KIND1,
	UI_MENU_NAME2,
	UI_MENU_KIND2,
	UI_MENU_CLOCK,
	UI_MENU_MINUTES,
	UI_MENU_CHALLENGE,
	UI_MENU_LAID,
	UI_MENU_LEXICON,
	UI_MENU_START,
	UI_MENU_RESUME,		/* only when there is no saved game */
	UI_MENU_STATS,		/* the statistics of finished games */
	UI_MENU_PRACTICE,	/* word drills and puzzles */
	UI_MENU_QUIT,
	UI_MENU_LINES,
	UI_MENU_SAVE = UI_MENU_LINES	/* a saved game of the list */
};

static void ui_menu_draw(const struct ui *ui);
static void ui_menu_key(struct ui *ui, int is_key, wint_t ch);
static void ui_menu_screen_draw(struct ui *ui);
static int ui_menu_screen_key(struct ui *ui, int is_key, wint_t ch);
static const char *const ui_menu_labels[UI_MENU_LINES] = {
	N_("Player 1"), N_("  plays as"), N_("Player 2"), N_("  plays as"),
	N_("Timing"), N_("  minutes"), N_("Challenges"), N_("Laid tiles"),
	N_("Lexicon"), N_("Start the game"), N_("Resume the saved game"),
	N_("Statistics"), N_("Practice"), N_("Quit"),
};

/*
 * The keys of the lines below the settings: Enter does what the line
 * says, and there is nothing to change with left and right.
 */
static const char *const ui_menu_action_keys[UI_MENU_LINES] = {
	[UI_MENU_START] = N_("Up/down choose  Enter start  Esc quit  ? help"),
	[UI_MENU_RESUME] = N_("Up/down choose  Esc quit  ? help"),
	[UI_MENU_STATS] = N_("Up/down choose  Enter show them  Esc quit  "
	    "? help"),
	[UI_MENU_PRACTICE] = N_("Up/down choose  Enter open it  Esc quit  "
	    "? help"),
	[UI_MENU_QUIT] = N_("Up/down choose  Enter quit  ? help"),
};

#define UI_MENU_VALUE_X	30	/* where the values begin */
#define UI_MENU_FIXED	19	/* rows besides the saved games */

/*
 * What the menu keeps between keys: the saved games, read when the menu
 * is first drawn and again after a deletion or a game; the text cursor;
 * the game a deletion asks about.
 */
static struct {
	struct save_games saves;
	int loaded;
	int at;			/* byte offset in the text, -1: at its end */
	int deleting;		/* 1 + the game asked about, or 0 */
} ui_menu = { { NULL, 0 }, 0, -1, 0 };

static const struct save_games *ui_menu_saves(void);
static int ui_menu_items(void);
static enum ui_menu_line ui_menu_line_of(int item, int *save);
static int ui_menu_skipped(const struct ui *ui, int item);
static void ui_menu_move(struct ui *ui, int step);
static void ui_menu_leave(struct ui *ui);
static int ui_menu_cols(const char *text, size_t n);
static void ui_menu_fit(const char *text, int cols, char *buf, size_t size);
static void ui_menu_save_text(const struct save_game_entry *e, int cols,
    char *buf, size_t size);
static int ui_menu_draw_saves(const struct ui *ui, int y);
static void ui_menu_draw_text(const struct ui *ui, int y, int line,
    const char *text);
static void ui_menu_draw_line(const struct ui *ui, int item, int y);
static int ui_menu_message_lines(const struct ui *ui);
static void ui_menu_footer(const struct ui *ui, int y);
static void ui_menu_value(const struct ui *ui, int line, char *buf,
    size_t size);
static void ui_menu_kind_text(const struct ui *ui, int p, char *buf,
    size_t size);
static void ui_menu_step_kind(struct ui *ui, int p, int step);
static void ui_menu_step(struct ui *ui, int line, int step);
static char *ui_menu_text(struct ui *ui, int line, size_t *size);
static size_t ui_menu_cursor(const char *text);
static void ui_menu_touch(struct ui *ui, int line);
static void ui_menu_insert(struct ui *ui, int line, wint_t ch);
static int ui_menu_edit_key(struct ui *ui, int line, wint_t key);
static void ui_menu_minutes(struct ui *ui, wint_t ch);
static void ui_menu_erase_minutes(struct ui *ui);
static void ui_menu_ask_delete(struct ui *ui, int save);
static void ui_menu_answer_delete(struct ui *ui, int is_key, wint_t ch);
static void ui_menu_enter(struct ui *ui);

/* The saved games, read now if they have not been since. */
static const struct save_games *
ui_menu_saves(void)
{
	if (!ui_menu.loaded) {
		save_games_free(&ui_menu.saves);
		if (ui_save_available())
			save_games_list(&ui_menu.saves);
		ui_menu.loaded = 1;
	}
	return &ui_menu.saves;
}

/* How many lines the cursor can be on. */
static int
ui_menu_items(void)
{
	int n = ui_menu_saves()->n;

	return n + UI_MENU_LINES - (n > 0);
}

/* The saved games first, then the settings; no resume line with them. */
static enum ui_menu_line
ui_menu_line_of(int item, int *save)
{
	int n = ui_menu_saves()->n;

	*save = item < n ? item : -1;
	if (item < n)
		return UI_MENU_SAVE;
	item -= n;
	if (n > 0 && item >= UI_MENU_RESUME)
		item++;
	return (enum ui_menu_line)item;
}

/* The minutes mean nothing in an untimed game: the cursor skips them. */
static int
ui_menu_skipped(const struct ui *ui, int item)
{
	int save;

	return ui_menu_line_of(item, &save) == UI_MENU_MINUTES &&
	    ui->opt.settings.clock.mode == CLOCK_NONE;
}

/* Up or down a line, round the ends, over the lines skipped. */
static void
ui_menu_move(struct ui *ui, int step)
{
	int n = ui_menu_items();

	do
		ui->menu_item = (ui->menu_item + step + n) % n;
	while (ui_menu_skipped(ui, ui->menu_item));
	ui->menu_typed = 0;
	ui_menu.at = -1;
	ui_menu.deleting = 0;
}

/* A game starts: next time the menu reads the games again, from the top. */
static void
ui_menu_leave(struct ui *ui)
{
	ui_menu.loaded = 0;
	ui_menu.at = -1;
	ui_menu.deleting = 0;
	ui->menu_item = 0;
	ui->menu_typed = 0;
}

/* Columns the first n bytes of UTF-8 text take. */
static int
ui_menu_cols(const char *text, size_t n)
{
	int w = u8_width((const uint8_t *)text, n, "UTF-8");

	return w < 0 ? (int)n : w;
}

/* Text in at most cols columns, cut with an ellipsis when longer. */
static void
ui_menu_fit(const char *text, int cols, char *buf, size_t size)
{
	const char *dots = ui_term_utf8() ? "\u2026" : "~";
	size_t n = 0, len = strlen(text);
	ucs4_t uc;
	int w = 0, cw, step;

	if (ui_menu_cols(text, len) <= cols) {
		snprintf(buf, size, "%s", text);
		return;
	}
	while (n < len) {
		step = u8_mbtouc(&uc, (const uint8_t *)text + n, len - n);
		cw = uc_width(uc, "UTF-8");
		if (w + (cw > 0 ? cw : 0) > cols - 1 || n + step + 4 >= size)
			break;
		w += cw > 0 ? cw : 0;
		n += (size_t)step;
	}
	snprintf(buf, size, "%.*s%s", (int)n, text, dots);
}

/* "Ana 120 - Expert 98, turn 12, 2026-12-01 09:15" in cols columns. */
static void
ui_menu_save_text(const struct save_game_entry *e, int cols, char *buf,
    size_t size)
{
	char date[32], a[GAME_NAME_MAX * 2 + 8], b[GAME_NAME_MAX * 2 + 8];
	const char *fmt;
	int left, wa, wb;
	struct tm tm;

	if (localtime_r(&e->saved, &tm) == NULL ||
	    strftime(date, sizeof date, "%Y-%m-%d %H:%M", &tm) == 0)
		date[0] = '\0';
	if (e->error != SAVE_OK) {
		/* Dim, and the reason says why it cannot be resumed. */
		snprintf(a, sizeof a, "%s: %s", e->id,
		    text_save_error(e->error, 0));
		ui_menu_fit(a, cols, buf, size);
		return;
	}
	/* The names share what the rest leaves, the shorter one first. */
	fmt = e->busy ? _("%s %d - %s %d, turn %d, %s (being played)") :
	    _("%s %d - %s %d, turn %d, %s");
	snprintf(buf, size, fmt, "", e->scores[0], "", e->scores[1], e->turn,
	    date);
	left = cols - ui_menu_cols(buf, strlen(buf));
	wa = ui_menu_cols(e->names[0], strlen(e->names[0]));
	wb = ui_menu_cols(e->names[1], strlen(e->names[1]));
	if (wa + wb > left) {
		if (wa <= left / 2)
			wb = left - wa;
		else if (wb <= left / 2)
			wa = left - wb;
		else
			wa = left / 2, wb = left - left / 2;
	}
	ui_menu_fit(e->names[0], wa > 1 ? wa : 1, a, sizeof a);
	ui_menu_fit(e->names[1], wb > 1 ? wb : 1, b, sizeof b);
	snprintf(buf, size, fmt, a, e->scores[0], b, e->scores[1], e->turn,
	    date);
}

/*
 * The unfinished games from row y, as many as leave room for the rest
 * (the part around the cursor); the row after them.
 */
static int
ui_menu_draw_saves(const struct ui *ui, int y)
{
	const struct save_games *l = ui_menu_saves();
	char text[512];
	int rows = LINES - 2 - ui_menu_message_lines(ui) - UI_MENU_FIXED;
	int first = 0;

	if (l->n == 0)
		return y;
	if (rows < 1)
		rows = 1;
	if (ui->menu_item < l->n && ui->menu_item >= rows)
		first = ui->menu_item - rows + 1;
	attrset(ui_term_attr(UI_A_MOVER));
	if (l->n > rows)
		ui_term_printf(y++, 2, COLS - 4, _("Unfinished games (%d-%d of "
		    "%d)"), first + 1, first + rows, l->n);
	else
		ui_term_put(y++, 2, COLS - 4, _("Unfinished games"));
	for (int i = first; i < l->n && i < first + rows; i++, y++) {
		attrset(ui_term_attr(i == ui->menu_item ? UI_A_CURSOR :
		    UI_A_NORMAL));
		ui_term_put(y, 2, 2, i == ui->menu_item ? ">" : " ");
		attrset(ui_term_attr(l->games[i].error != SAVE_OK ||
		    l->games[i].busy ? UI_A_DIM :
		    i == ui->menu_item ? UI_A_CURSOR : UI_A_NORMAL));
		ui_menu_save_text(&l->games[i], COLS - 6, text, sizeof text);
		ui_term_put(y, 4, COLS - 6, text);
	}
	attrset(A_NORMAL);
	return y + 1;
}

/*
 * A text value: the part that fits, around the cursor when it is being
 * edited ("..." where cut), a default name dim since typing replaces it.
 */
static void
ui_menu_draw_text(const struct ui *ui, int y, int line, const char *text)
{
	const char *dots = ui_term_utf8() ? "\u2026" : "~";
	int w = COLS - UI_MENU_VALUE_X - 1, editing = ui->menu_item >= 0 &&
	    (int)ui_menu_line_of(ui->menu_item, &(int){ 0 }) == line;
	size_t len = strlen(text), at = editing ? ui_menu_cursor(text) : len;
	size_t start = 0;
	int x = UI_MENU_VALUE_X;

	if (w < 4)
		return;
	if ((line == UI_MENU_NAME1 || line == UI_MENU_NAME2) &&
	    !ui->opt.names_given[line == UI_MENU_NAME2])
		attrset(ui_term_attr(UI_A_DIM));
	if (ui_menu_cols(text, len) > w - 1) {
		/* Keep the cursor in sight, the end when not editing. */
		while (start < at && ui_menu_cols(text + start, at - start) >
		    w - 2) {
			start++;
			while (start < len &&
			    ((unsigned char)text[start] & 0xc0) == 0x80)
				start++;
		}
	}
	if (start > 0)
		x += ui_term_put(y, x, 1, dots);
	ui_term_put(y, x, UI_MENU_VALUE_X + w - x, text + start);
	attrset(A_NORMAL);
	if (editing) {
		move(y, x + ui_menu_cols(text + start, at - start));
		curs_set(1);
	}
}

/* One line of the new game's settings, the start, resume or quit line. */
static void
ui_menu_draw_line(const struct ui *ui, int item, int y)
{
	char value[UI_PATH_MAX + 64];
	int save, on = item == ui->menu_item;
	enum ui_menu_line line = ui_menu_line_of(item, &save);
	int dim = ui_menu_skipped(ui, item);

	attrset(ui_term_attr(dim ? UI_A_DIM : on ? UI_A_CURSOR :
	    UI_A_NORMAL));
	ui_term_printf(y, 2, UI_MENU_VALUE_X - 4, "%s %s", on ? ">" : " ",
	    _(ui_menu_labels[line]));
	attrset(A_NORMAL);
	if (line == UI_MENU_NAME1 || line == UI_MENU_NAME2 ||
	    line == UI_MENU_LEXICON) {
		ui_menu_value(ui, line, value, sizeof value);
		ui_menu_draw_text(ui, y, line, value);
		return;
	}
	ui_menu_value(ui, line, value, sizeof value);
	ui_term_put(y, UI_MENU_VALUE_X, COLS - UI_MENU_VALUE_X - 1, value);
}

/* The keys of the line the cursor is on. */
static void
ui_menu_footer(const struct ui *ui, int y)
{
	int save;
	enum ui_menu_line line = ui_menu_line_of(ui->menu_item, &save);
	const char *keys;

	if (line == UI_MENU_SAVE)
		keys = _("Up/down choose  Enter resume  d delete  Esc quit  "
		    "? help");
	else if (line == UI_MENU_NAME1 || line == UI_MENU_NAME2 ||
	    line == UI_MENU_LEXICON)
		keys = _("Type to edit  left/right/Home/End move  Enter start  "
		    "? help");
	else if (ui_menu_action_keys[line] != NULL)
		keys = _(ui_menu_action_keys[line]);
	else
		keys = _("Up/down choose  left/right change  Enter start  "
		    "Esc quit  ? help");
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(y, 1, COLS - 2, keys);
}

/*
 * Lines of the message at the foot, up to three where it needs them, so
 * that the reason a lexicon cannot be read is not cut at 80 columns
 * ("...: No existe el fichero o el directorio" after a long path).
 */
static int
ui_menu_message_lines(const struct ui *ui)
{
	int n = ui_term_wrap_lines(COLS - 2, ui->message);

	return n < 1 ? 1 : n > 3 ? 3 : n;
}

/* The start screen. */
static void
ui_menu_draw(const struct ui *ui)
{
	int y = 2, n = ui_menu_saves()->n, msg = ui_menu_message_lines(ui);

	erase();
	ui_term_title(0, 0, COLS, _("fichas: Spanish Scrabble by the FISE "
	    "rules"));
	y = ui_menu_draw_saves(ui, y);
	attrset(ui_term_attr(UI_A_MOVER));
	ui_term_put(y++, 2, COLS - 4, _("New game"));
	attrset(A_NORMAL);
	for (int i = n; i < ui_menu_items() && y < LINES - 2 - msg; i++, y++) {
		int save;

		if (ui_menu_line_of(i, &save) == UI_MENU_START)
			y++;
		ui_menu_draw_line(ui, i, y);
	}
	ui_menu_footer(ui, LINES - 1 - msg);
	attrset(ui_term_attr(ui->message_error ? UI_A_ERROR : UI_A_GOOD));
	ui_term_wrap(LINES - msg, 1, COLS - 2, msg, ui->message);
	attrset(A_NORMAL);
}

/* "person" or "computer, LEVEL". */
static void
ui_menu_kind_text(const struct ui *ui, int p, char *buf, size_t size)
{
	const struct ui_player_setup *s = &ui->opt.players[p];

	if (s->kind == UI_PLAYER_HUMAN)
		snprintf(buf, size, "%s", _("a person"));
	else if (ui_driver_computer() == NULL)
		snprintf(buf, size, "%s", _("the computer (not in this build "
		    "yet)"));
	else
		text_computer(s->level, buf, size);
}

/* The value shown on a line. */
static void
ui_menu_value(const struct ui *ui, int line, char *buf, size_t size)
{
	const struct game_settings *s = &ui->opt.settings;

	buf[0] = '\0';
	switch (line) {
	case UI_MENU_NAME1:
	case UI_MENU_NAME2:
		snprintf(buf, size, "%s", s->names[line == UI_MENU_NAME2]);
		break;
	case UI_MENU_KIND1:
	case UI_MENU_KIND2:
		ui_menu_kind_text(ui, line == UI_MENU_KIND2, buf, size);
		break;
	case UI_MENU_CLOCK:
		snprintf(buf, size, "%s", text_clock_mode(s->clock.mode));
		break;
	case UI_MENU_MINUTES:
		if (s->clock.mode != CLOCK_NONE)
			snprintf(buf, size, "%d", (int)(s->clock.budget_ms /
			    CLOCK_MINUTE_MS));
		break;
	case UI_MENU_CHALLENGE:
		snprintf(buf, size, "%s", text_challenge(s->challenge));
		break;
	case UI_MENU_LAID:
		snprintf(buf, size, "%s", text_laid(s->laid));
		break;
	case UI_MENU_LEXICON:
		snprintf(buf, size, "%s", ui->opt.lexicon[0] != '\0' ?
		    ui->opt.lexicon : _("(none: no challenges)"));
		break;
	case UI_MENU_RESUME:
		if (!ui_save_available())
			snprintf(buf, size, "%s", _("(not in this build yet)"));
		else
			snprintf(buf, size, "%s", _("(no saved game)"));
		break;
	}
}
/*
 * Person, then each computer level weakest first, and round again; left
 * goes the other way round, so that every level is as near both ways
 * (right from a person once jumped to experto, and the weaker levels
 * were only to the left).  A name nobody typed follows the choice
 * ("Player 2", "Expert").
 */
static void
ui_menu_step_kind(struct ui *ui, int p, int step)
{
	const struct ui_driver *d = ui_driver_computer();
	struct ui_player_setup *s = &ui->opt.players[p];
	int n = 1, at = 0;	/* 0: a person; i + 1: level i */

	if (d == NULL || d->levels == NULL) {
		/* Show that computer players are coming; starting says no. */
		s->kind = s->kind == UI_PLAYER_HUMAN ? UI_PLAYER_COMPUTER :
		    UI_PLAYER_HUMAN;
		return;
	}
	for (int i = 0; d->levels[i] != NULL; i++, n++)
		if (s->kind == UI_PLAYER_COMPUTER &&
		    strcmp(d->levels[i], s->level) == 0)
			at = i + 1;
	at = (at + step + n) % n;
	s->kind = at == 0 ? UI_PLAYER_HUMAN : UI_PLAYER_COMPUTER;
	if (at > 0)
		snprintf(s->level, sizeof s->level, "%s", d->levels[at - 1]);
	ui_default_name(&ui->opt, p);
}

/* Left or right on a setting. */
static void
ui_menu_step(struct ui *ui, int line, int step)
{
	struct game_settings *s = &ui->opt.settings;
	int minutes;

	switch (line) {
	case UI_MENU_KIND1:
	case UI_MENU_KIND2:
		ui_menu_step_kind(ui, line == UI_MENU_KIND2, step);
		break;
	case UI_MENU_CLOCK:
		clock_settings_default(&s->clock, (enum clock_mode)
		    (((int)s->clock.mode + step + 4) % 4));
		break;
	case UI_MENU_MINUTES:
		minutes = (int)(s->clock.budget_ms / CLOCK_MINUTE_MS) + step;
		if (s->clock.mode != CLOCK_NONE && minutes >= 1 &&
		    minutes <= CLOCK_MAX_MINUTES)
			s->clock.budget_ms = (int64_t)minutes *
			    CLOCK_MINUTE_MS;
		break;
	case UI_MENU_CHALLENGE:
		s->challenge = (enum game_challenge_rule)
		    (((int)s->challenge + step + 4) % 4);
		break;
	case UI_MENU_LAID:
		s->laid = (enum game_laid_rule)(((int)s->laid + step + 3) % 3);
		break;
	}
}

/* The text a line edits, if it is a text line. */
static char *
ui_menu_text(struct ui *ui, int line, size_t *size)
{
	switch (line) {
	case UI_MENU_NAME1:
	case UI_MENU_NAME2:
		*size = sizeof ui->opt.settings.names[0];
		return ui->opt.settings.names[line == UI_MENU_NAME2];
	case UI_MENU_LEXICON:
		*size = sizeof ui->opt.lexicon;
		return ui->opt.lexicon;
	default:
		return NULL;
	}
}

/* The text cursor as a byte offset on a character boundary. */
static size_t
ui_menu_cursor(const char *text)
{
	size_t len = strlen(text), at;

	at = ui_menu.at < 0 || (size_t)ui_menu.at > len ? len :
	    (size_t)ui_menu.at;
	while (at > 0 && ((unsigned char)text[at] & 0xc0) == 0x80)
		at--;
	return at;
}

/* A name edited is the player's own: it no longer follows the level. */
static void
ui_menu_touch(struct ui *ui, int line)
{
	if (line == UI_MENU_NAME1 || line == UI_MENU_NAME2)
		ui->opt.names_given[line == UI_MENU_NAME2] = 1;
}

/*
 * A character typed at the cursor.  A default name ("Player 1") is only
 * a placeholder, drawn dim: the first letter typed replaces it.
 */
static void
ui_menu_insert(struct ui *ui, int line, wint_t ch)
{
	char mb[MB_LEN_MAX + 1];
	size_t size, len, at, n;
	char *text = ui_menu_text(ui, line, &size);

	if (text == NULL || ch < 0x20 || ch == UI_KEY_DELETE)
		return;
	n = wcrtomb(mb, (wchar_t)ch, &(mbstate_t){ 0 });
	if (n == (size_t)-1)
		return;
	if ((line == UI_MENU_NAME1 || line == UI_MENU_NAME2) &&
	    !ui->opt.names_given[line == UI_MENU_NAME2])
		text[0] = '\0';
	ui_menu_touch(ui, line);
	len = strlen(text);
	at = ui_menu_cursor(text);
	if (len + n >= size)
		return;
	memmove(text + at + n, text + at, len - at + 1);
	memcpy(text + at, mb, n);
	ui_menu.at = (int)(at + n);
}

/* Cursor keys, Backspace and Delete on a text line; 1 if one of them. */
static int
ui_menu_edit_key(struct ui *ui, int line, wint_t key)
{
	size_t size, len, at, end;
	char *text = ui_menu_text(ui, line, &size);

	if (text == NULL)
		return 0;
	len = strlen(text);
	at = end = ui_menu_cursor(text);
	switch (key) {
	case KEY_LEFT:
	case KEY_BACKSPACE:
		while (at > 0 && ((unsigned char)text[--at] & 0xc0) == 0x80)
			continue;
		break;
	case KEY_RIGHT:
	case KEY_DC:
		if (end < len)
			end++;
		while (end < len && ((unsigned char)text[end] & 0xc0) == 0x80)
			end++;
		break;
	case KEY_HOME:
		at = 0;
		break;
	case KEY_END:
		at = len;
		break;
	default:
		return 0;
	}
	/* Moving in a default name too makes it the player's to edit. */
	ui_menu_touch(ui, line);
	if (key == KEY_BACKSPACE || key == KEY_DC) {
		memmove(text + at, text + end, len - end + 1);
	} else if (key == KEY_RIGHT) {
		at = end;
	}
	ui_menu.at = (int)at;
	return 1;
}

/* Digits typed on the minutes: the first replaces, the next append. */
static void
ui_menu_minutes(struct ui *ui, wint_t ch)
{
	int64_t *budget = &ui->opt.settings.clock.budget_ms;
	int d = (int)(ch - L'0'), m = d;

	if (ui->menu_typed)
		m += (int)(*budget / CLOCK_MINUTE_MS) * 10;
	ui->menu_typed = 1;
	if (ui->opt.settings.clock.mode != CLOCK_NONE)
		*budget = (int64_t)(m > CLOCK_MAX_MINUTES ? d : m) *
		    CLOCK_MINUTE_MS;
}

/* Backspace on the minutes: the last digit off. */
static void
ui_menu_erase_minutes(struct ui *ui)
{
	ui->opt.settings.clock.budget_ms = (ui->opt.settings.clock.
	    budget_ms / CLOCK_MINUTE_MS / 10) * CLOCK_MINUTE_MS;
	ui->menu_typed = 1;
}

/* d on a saved game: ask before deleting it. */
static void
ui_menu_ask_delete(struct ui *ui, int save)
{
	const struct save_game_entry *e = &ui_menu_saves()->games[save];

	if (e->busy) {
		ui_message(ui, 1, "%s", _("The game is being played in another "
		    "fichas: it cannot be deleted now."));
		return;
	}
	/* The line is highlighted: the ID (its start) keeps this short. */
	ui_menu.deleting = save + 1;
	ui_message(ui, 1, _("Delete the saved game %s? (y/n)"), e->id);
}

/* The answer: y (or s, sí) deletes the save; its record stays. */
static void
ui_menu_answer_delete(struct ui *ui, int is_key, wint_t ch)
{
	const struct save_games *l = ui_menu_saves();
	int save = ui_menu.deleting - 1;

	ui_menu.deleting = 0;
	if (is_key || (ch != L'y' && ch != L'Y' && ch != L's' && ch != L'S') ||
	    save >= l->n) {
		ui_message(ui, 0, "%s", _("The saved game is kept."));
		return;
	}
	if (save_game_remove(l->games[save].path) != 0) {
		ui_message(ui, 1, _("The saved game could not be deleted: %s."),
		    strerror(errno));
		return;
	}
	ui_message(ui, 0, _("Saved game %s deleted."), l->games[save].id);
	ui_menu.loaded = 0;
	if (ui->menu_item >= ui_menu_items())
		ui->menu_item = 0;
}

/* Enter: start, resume or quit. */
static void
ui_menu_enter(struct ui *ui)
{
	char *cause = NULL;
	int save;
	enum ui_menu_line line = ui_menu_line_of(ui->menu_item, &save);

	if (line == UI_MENU_QUIT) {
		ui_screen_set(ui, UI_SCREEN_QUIT);
		return;
	}
	if (line == UI_MENU_STATS) {
		ui_overlay_open(ui, UI_OVERLAY_STATS);
		return;
	}
	if (line == UI_MENU_PRACTICE) {
		ui->message[0] = '\0';
		ui_screen_set(ui, UI_SCREEN_PRACTICE);
		return;
	}
	if (line == UI_MENU_SAVE || line == UI_MENU_RESUME) {
		snprintf(ui->opt.resume_id, sizeof ui->opt.resume_id, "%s",
		    save >= 0 ? ui_menu_saves()->games[save].id : "");
		if (ui_save_resume(ui, &cause) == 0) {
			ui_menu_leave(ui);
			ui->message[0] = '\0';
			return;
		}
	} else {
		ui_save_new(ui);
		if (ui_new_game(ui, &cause) == 0) {
			ui_menu_leave(ui);
			ui_screen_set(ui, UI_SCREEN_DRAW);
			return;
		}
	}
	ui_message(ui, 1, "%s", cause);
	free(cause);
}

/* A key on the start screen. */
static void
ui_menu_key(struct ui *ui, int is_key, wint_t ch)
{
	int save;
	enum ui_menu_line line = ui_menu_line_of(ui->menu_item, &save);

	if (ui_menu.deleting) {
		ui_menu_answer_delete(ui, is_key, ch);
	} else if (ui_key_enter(is_key, ch)) {
		ui_menu_enter(ui);
	} else if (ui_key_escape(is_key, ch)) {
		ui_screen_set(ui, UI_SCREEN_QUIT);
	} else if ((is_key && ch == KEY_UP) || (is_key && ch == KEY_BTAB)) {
		ui_menu_move(ui, -1);
	} else if ((is_key && ch == KEY_DOWN) || ui_key_control(is_key, ch, UI_KEY_TAB)) {
		ui_menu_move(ui, 1);
	} else if (!is_key && ch == L'?') {
		/* On a name too: '?' is never typed in. */
		ui_overlay_open(ui, UI_OVERLAY_HELP);
	} else if (line == UI_MENU_SAVE) {
		if ((!is_key && (ch == L'd' || ch == L'D')) ||
		    (is_key && ch == KEY_DC))
			ui_menu_ask_delete(ui, save);
	} else if (!is_key && ui_key_backspace(is_key, ch)) {
		ui_menu_key(ui, 1, KEY_BACKSPACE);
	} else if (is_key && ui_menu_edit_key(ui, line, ch)) {
		return;
	} else if (is_key && (ch == KEY_LEFT || ch == KEY_RIGHT)) {
		ui_menu_step(ui, line, ch == KEY_LEFT ? -1 : 1);
	} else if (is_key && ch == KEY_BACKSPACE) {
		if (line == UI_MENU_MINUTES)
			ui_menu_erase_minutes(ui);
	} else if (!is_key && line == UI_MENU_MINUTES) {
		if (ch >= L'0' && ch <= L'9')
			ui_menu_minutes(ui, ch);
	} else if (!is_key) {
		ui_menu_insert(ui, line, ch);
	}
}

/* The start screen as a mode (src/ui-screen.h). */
static void
ui_menu_screen_draw(struct ui *ui)
{
	/* Its lines would be cut and its choices go out of sight. */
	if (LINES < UI_MIN_LINES || COLS < UI_MIN_COLS) {
		ui_dialog_too_small(ui);
		return;
	}
	ui_menu_draw(ui);
}

/*
 * It takes every key the keys that work everywhere leave, and acts on
 * them only where it can be seen: no choice made blind.
 */
static int
ui_menu_screen_key(struct ui *ui, int is_key, wint_t ch)
{
	if (LINES >= UI_MIN_LINES && COLS >= UI_MIN_COLS)
		ui_menu_key(ui, is_key, ch);
	return 1;
}

const struct ui_screen_mode ui_menu_screen = {
	.draw = ui_menu_screen_draw,
	.key = ui_menu_screen_key,
};
