/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "quote.h"
#include "ui-foot.h"
#include "ui-input.h"
#include "ui-rack.h"
#include "ui-save.h"
#include "ui-term.h"
#include "ui-wrap.h"

/* Bytes of the key hints of one screen. */
#define UI_FOOT_KEYS	512

static const char *ui_foot_laying_keys(const struct ui *ui);
static const char *ui_foot_rack_keys(const struct ui *ui);
static void ui_foot_turn_keys(const struct ui *ui, const char **one,
    const char **two);
static int ui_foot_undo(const struct ui *ui);
static void ui_foot_keys(const struct ui *ui, enum ui_view view, char *buf,
    size_t size);
static int ui_foot_cap(int n, int max);
static void ui_foot_record(const struct ui *ui, char *buf, size_t size);
static int ui_foot_top_lines(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record);
static void ui_foot_top(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record, int h);

/*
 * The keys for laying tiles.  Under the tournament rule a laid tile stays
 * (art. 22: Backspace is refused) and Esc loses the turn (art. 23), so
 * neither is offered; Shift+arrows still move a laid tile.
 */
static const char *
ui_foot_laying_keys(const struct ui *ui)
{
	if (game_settings(ui->game)->laid == GAME_LAID_TOURNAMENT)
		return _("Enter play  Shift+arrows move a tile  Tab direction  "
		    "* blank  : move  - exchange");
	return _("Enter play  Bksp back  Esc clear  Tab direction  * blank  "
	    ": move  - exchange");
}

/*
 * The keys for the rack and the rest while laying tiles: the hints and
 * the word (untimed casual games), F7 where a turn can be taken back.
 * A short foot drops the items before "? help" from the last: the word
 * first, then undo.
 */
static const char *
ui_foot_rack_keys(const struct ui *ui)
{
	if (!ui_input_hints_allowed(ui))
		return _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
		    "F4 tracker  ? help  F10 quit");
	if (ui_foot_undo(ui))
		return _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
		    "F5 hints  F7 undo  F6 word  ? help  F10 quit");
	return _("= shuffle  + sort  1-7 <> order  PgUp/PgDn sheet  "
	    "F5 hints  F6 word  ? help  F10 quit");
}

/* Hints for laying tiles, in two lines. */
static void
ui_foot_turn_keys(const struct ui *ui, const char **one, const char **two)
{
	switch (ui->mode) {
	case UI_MODE_COMMAND:
		/* The keys last: a foot too short drops the example first. */
		*one = _("8H CASA across, H8 CASA down, -AEI exchange, - pass; "
		    "lower case CAsA: a blank");
		*two = _("Enter: play it   Esc: cancel");
		break;
	case UI_MODE_BLANK:
		/* Esc leaves the blank laid, to be named later (art. 10.1). */
		*one = _("Esc: name it later");
		*two = "";
		break;
	case UI_MODE_EXCHANGE:
	case UI_MODE_CONFIRM:
		*one = _("Esc: cancel");
		*two = "";
		break;
	default:
		*one = ui_input_hints_choosing(ui) ?
		    _("Up/Down choose a hint  Enter lay it, Enter again plays "
		    "it  Esc hide") :
		    ui_foot_laying_keys(ui);
		*two = ui_foot_rack_keys(ui);
		break;
	}
}

/*
 * Whether undo (u, F7) is offered: only where
 * it would take a turn back now, so never under the tournament rule or a
 * clock, which refuse it, nor against the computer before the person's
 * first turn.
 */
static int
ui_foot_undo(const struct ui *ui)
{
	return ui_can_undo(ui) == GAME_OK;
}

/*
 * The key hints for what the screen shows now, items two spaces apart
 * (the foot flows them into the lines it has, src/ui-foot.c).
 */
static void
ui_foot_keys(const struct ui *ui, enum ui_view view, char *buf, size_t size)
{
	const char *one = "", *two = _("? help   F10 quit");

	if (ui->screen == UI_SCREEN_END) {
		/* No analysis after a tournament game: not offered either. */
		snprintf(buf, size, "%s", game_settings(ui->game)->laid ==
		    GAME_LAID_TOURNAMENT ? _("q leave  n new game  "
		    "b board/scores  PgUp/PgDn sheet") : _("q leave  "
		    "n new game  b board/scores  a review  PgUp/PgDn sheet"));
		return;
	}
	switch (view) {
	case UI_VIEW_TURN:
		ui_foot_turn_keys(ui, &one, &two);
		break;
	case UI_VIEW_HANDOVER:
		one = _("Enter: show the rack (only the player named above "
		    "should look)");
		if (ui_foot_undo(ui))
			two = _("u undo   ? help   F10 quit");
		break;
	case UI_VIEW_DECIDE:
		one = ui_foot_undo(ui) ? _("a: accept   c: challenge   u: undo") :
		    _("a: accept   c: challenge");
		break;
	case UI_VIEW_NOTICE:
		one = _("Enter: go on");
		break;
	case UI_VIEW_WAIT:
		one = _("The computer is thinking...");
		break;
	}
	snprintf(buf, size, "%s%s%s", one, *one != '\0' && *two != '\0' ?
	    "  " : "", two);
}

/* n, but at most max lines and never fewer than none. */
static int
ui_foot_cap(int n, int max)
{
	if (max < 0)
		max = 0;
	return n < max ? n : max;
}

/* The end screen's line on where the game record went. */
static void
ui_foot_record(const struct ui *ui, char *buf, size_t size)
{
	char quoted[QUOTE_PATH_SIZE];

	if (ui->record_path != NULL)
		snprintf(buf, size, _("Game record: %s"),
		    quote_path(ui->record_path, quoted));
	else
		snprintf(buf, size, "%s", _("Game record: not written."));
}

/* Lines the first part needs: the play line, or the record's line. */
static int
ui_foot_top_lines(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record)
{
	int n = 1;

	if (ui->screen == UI_SCREEN_END)
		n = ui_term_wrap_lines(l->cols - 2, record);
	else if (view == UI_VIEW_TURN)
		n = ui_rack_play_lines(ui, l);
	return n > 0 ? n : 1;
}

/* The first part, in h lines from the play line. */
static void
ui_foot_top(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record, int h)
{
	if (ui->screen == UI_SCREEN_END)
		ui_term_wrap(l->play_y, 1, l->cols - 2, h, record);
	else if (view == UI_VIEW_TURN)
		ui_rack_play_line(ui, l, l->play_y, h);
}

void
ui_foot_draw(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view)
{
	char keys[UI_FOOT_KEYS], record[UI_MESSAGE_MAX + 64];
	char warning[2 * UI_MESSAGE_MAX] = "";
	int w = l->cols - 2, room = l->lines - l->play_y;
	int top, unsaved, message, hints;

	ui_foot_record(ui, record, sizeof record);
	ui_foot_keys(ui, view, keys, sizeof keys);
	ui_save_warning(ui, warning, sizeof warning);
	top = ui_foot_top_lines(ui, l, view, record);
	unsaved = ui_term_wrap_lines(w, warning);
	message = ui_term_wrap_lines(w, ui->message);
	/* A line for the keys at least; a question before the warning. */
	top = ui_foot_cap(top, room - 1);
	message = ui_foot_cap(message, room - top - 1);
	unsaved = ui_foot_cap(unsaved, room - top - message - 1);
	hints = ui_wrap_items_fit(keys, w, room - top - unsaved - message);
	if (hints > room - top - unsaved - message)
		hints = room - top - unsaved - message;
	ui_foot_top(ui, l, view, record, top);
	attrset(ui_term_attr(UI_A_ERROR));
	ui_term_wrap(l->play_y + top, 1, w, unsaved, warning);
	attrset(ui_term_attr(ui->message_error ? UI_A_ERROR : UI_A_GOOD));
	ui_term_wrap(l->play_y + top + unsaved, 1, w, message, ui->message);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_keys(l->lines - hints, 1, w, hints, keys);
	attrset(A_NORMAL);
}
