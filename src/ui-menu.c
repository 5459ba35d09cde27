/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui-curses.h"
#include "ui-driver.h"
#include "ui-menu.h"
#include "ui-save.h"
#include "ui-term.h"
#include "ui-text.h"

/*
 * The lines of the menu.  Each setting shows its value; left and right
 * step through the choices, and the text lines (names, lexicon) take what
 * is typed.  Enter starts the game from any setting.
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
	UI_MENU_RESUME,
	UI_MENU_QUIT,
	UI_MENU_LINES
};

static const char *const ui_menu_labels[UI_MENU_LINES] = {
	N_("Player 1"), N_("  plays as"), N_("Player 2"), N_("  plays as"),
	N_("Timing"), N_("  minutes"), N_("Challenges"), N_("Laid tiles"),
	N_("Lexicon"), N_("Start the game"), N_("Resume the saved game"),
	N_("Quit"),
};

static void ui_menu_value(const struct ui *ui, int line, char *buf,
    size_t size);
static void ui_menu_kind_text(const struct ui *ui, int p, char *buf,
    size_t size);
static void ui_menu_step_kind(struct ui *ui, int p, int step);
static void ui_menu_step(struct ui *ui, int line, int step);
static char *ui_menu_text(struct ui *ui, int line, size_t *size);
static void ui_menu_type(struct ui *ui, wint_t ch);
static void ui_menu_erase(struct ui *ui);
static void ui_menu_enter(struct ui *ui);

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
		snprintf(buf, size, _("the computer, level %s"), s->level);
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
		snprintf(buf, size, "%s", ui_text_clock_mode(s->clock.mode));
		break;
	case UI_MENU_MINUTES:
		if (s->clock.mode != CLOCK_NONE)
			snprintf(buf, size, "%d", (int)(s->clock.budget_ms /
			    CLOCK_MINUTE_MS));
		break;
	case UI_MENU_CHALLENGE:
		snprintf(buf, size, "%s", ui_text_challenge(s->challenge));
		break;
	case UI_MENU_LAID:
		snprintf(buf, size, "%s", ui_text_laid(s->laid));
		break;
	case UI_MENU_LEXICON:
		snprintf(buf, size, "%s", ui->opt.lexicon[0] != '\0' ?
		    ui->opt.lexicon : _("(none: no challenges)"));
		break;
	case UI_MENU_RESUME:
		if (!ui_save_available())
			snprintf(buf, size, "%s", _("(not in this build yet)"));
		else if (!ui_save_exists())
			snprintf(buf, size, "%s", _("(no saved game)"));
		break;
	}
}

/* The start screen. */
void
ui_menu_draw(const struct ui *ui)
{
	char value[UI_PATH_MAX + 64];
	int y = 2;

	erase();
	ui_term_title(0, 0, COLS, _("fichas: Spanish Scrabble by the FISE "
	    "rules"));
	attrset(ui_term_attr(UI_A_MOVER));
	ui_term_put(y++, 2, COLS - 4, _("New game"));
	attrset(A_NORMAL);
	for (int i = 0; i < UI_MENU_LINES && y < LINES - 3; i++, y++) {
		if (i == UI_MENU_START)
			y++;
		attrset(ui_term_attr(i == ui->menu_item ? UI_A_CURSOR :
		    UI_A_NORMAL));
		ui_term_printf(y, 2, 26, "%s %s", i == ui->menu_item ? ">" :
		    " ", _(ui_menu_labels[i]));
		attrset(A_NORMAL);
		ui_menu_value(ui, i, value, sizeof value);
		ui_term_put(y, 30, COLS - 31, value);
	}
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(LINES - 2, 1, COLS - 2, _("Up/down choose  left/right change  "
	    "type to edit  Enter start  Esc quit  ? help"));
	attrset(ui_term_attr(ui->message_error ? UI_A_ERROR : UI_A_GOOD));
	ui_term_put(LINES - 1, 1, COLS - 2, ui->message);
	attrset(A_NORMAL);
}

/*
 * Person, then each computer level weakest first, and round again; from a
 * person, right goes to the default level (experto), not the weakest.  A
 * name nobody typed follows the choice ("Player 2", "Expert").
 */
static void
ui_menu_step_kind(struct ui *ui, int p, int step)
{
	const struct ui_driver *d = ui_driver_computer();
	const char *def = ui_driver_default_level();
	struct ui_player_setup *s = &ui->opt.players[p];
	int n = 1, at = 0, def_at = 1;	/* 0: a person; i + 1: level i */

	if (d == NULL || d->levels == NULL) {
		/* Show that computer players are coming; starting says no. */
		s->kind = s->kind == UI_PLAYER_HUMAN ? UI_PLAYER_COMPUTER :
		    UI_PLAYER_HUMAN;
		return;
	}
	for (int i = 0; d->levels[i] != NULL; i++, n++) {
		if (s->kind == UI_PLAYER_COMPUTER &&
		    strcmp(d->levels[i], s->level) == 0)
			at = i + 1;
		if (def != NULL && strcmp(d->levels[i], def) == 0)
			def_at = i + 1;
	}
	at = at == 0 && step > 0 ? def_at : (at + step + n) % n;
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

/* A character typed on a text line, or digits on the minutes. */
static void
ui_menu_type(struct ui *ui, wint_t ch)
{
	char mb[MB_LEN_MAX + 1];
	size_t size, len, n;
	char *text = ui_menu_text(ui, ui->menu_item, &size);
	int64_t *budget = &ui->opt.settings.clock.budget_ms;

	if (ui->menu_item == UI_MENU_MINUTES && ch >= L'0' && ch <= L'9') {
		int d = (int)(ch - L'0'), m = d;

		if (ui->menu_typed)
			m += (int)(*budget / CLOCK_MINUTE_MS) * 10;
		ui->menu_typed = 1;
		if (ui->opt.settings.clock.mode != CLOCK_NONE)
			*budget = (int64_t)(m > CLOCK_MAX_MINUTES ? d : m) *
			    CLOCK_MINUTE_MS;
		return;
	}
	if (text == NULL && ch == L'?')
		ui->help = 1;
	if (text == NULL || ch < 0x20 || ch == 0x7f)
		return;
	if (ui->menu_item == UI_MENU_NAME1 || ui->menu_item == UI_MENU_NAME2)
		ui->opt.names_given[ui->menu_item == UI_MENU_NAME2] = 1;
	n = wcrtomb(mb, (wchar_t)ch, &(mbstate_t){ 0 });
	/* The first letter typed on a line replaces what was there. */
	if (!ui->menu_typed)
		text[0] = '\0';
	ui->menu_typed = 1;
	len = strlen(text);
	if (n == (size_t)-1 || len + n >= size)
		return;
	memcpy(text + len, mb, n);
	text[len + n] = '\0';
}

/* Backspace on a text line: one whole character off the end. */
static void
ui_menu_erase(struct ui *ui)
{
	size_t size, len;
	char *text = ui_menu_text(ui, ui->menu_item, &size);

	if (ui->menu_item == UI_MENU_MINUTES) {
		ui->opt.settings.clock.budget_ms = (ui->opt.settings.clock.
		    budget_ms / CLOCK_MINUTE_MS / 10) * CLOCK_MINUTE_MS;
		return;
	}
	ui->menu_typed = 1;
	if (text == NULL || (len = strlen(text)) == 0)
		return;
	if (ui->menu_item == UI_MENU_NAME1 || ui->menu_item == UI_MENU_NAME2)
		ui->opt.names_given[ui->menu_item == UI_MENU_NAME2] = 1;
	while (len > 0 && ((unsigned char)text[len - 1] & 0xc0) == 0x80)
		len--;
	text[len > 0 ? len - 1 : 0] = '\0';
}

/* Enter: start, resume or quit. */
static void
ui_menu_enter(struct ui *ui)
{
	char *cause = NULL;

	if (ui->menu_item == UI_MENU_QUIT) {
		ui->screen = UI_SCREEN_QUIT;
		return;
	}
	if (ui->menu_item == UI_MENU_RESUME) {
		if (ui_save_resume(ui, &cause) == 0) {
			ui->screen = UI_SCREEN_PLAY;
			return;
		}
	} else if (ui_new_game(ui, &cause) == 0) {
		ui->screen = UI_SCREEN_DRAW;
		return;
	}
	ui_message(ui, 1, "%s", cause != NULL ? cause : _("out of memory"));
	free(cause);
}

/* A key on the start screen. */
void
ui_menu_key(struct ui *ui, int is_key, wint_t ch)
{
	if (!is_key && (ch == L'\r' || ch == L'\n')) {
		ui_menu_enter(ui);
	} else if (!is_key && ch == 27) {
		ui->screen = UI_SCREEN_QUIT;
	} else if (is_key && ch == KEY_UP) {
		ui->menu_item = (ui->menu_item + UI_MENU_LINES - 1) %
		    UI_MENU_LINES;
		ui->menu_typed = 0;
	} else if ((is_key && ch == KEY_DOWN) || (!is_key && ch == L'\t')) {
		ui->menu_item = (ui->menu_item + 1) % UI_MENU_LINES;
		ui->menu_typed = 0;
	} else if (is_key && (ch == KEY_LEFT || ch == KEY_RIGHT)) {
		ui_menu_step(ui, ui->menu_item, ch == KEY_LEFT ? -1 : 1);
	} else if ((is_key && ch == KEY_BACKSPACE) || (!is_key &&
	    (ch == 8 || ch == 0x7f))) {
		ui_menu_erase(ui);
	} else if (is_key && ch == KEY_ENTER) {
		ui_menu_enter(ui);
	} else if (!is_key) {
		ui_menu_type(ui, ch);
	}
}
