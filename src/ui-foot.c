/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "ui-foot.h"
#include "ui-help.h"
#include "ui-rack.h"
#include "ui-term.h"

/* Bytes of the key hints of one screen. */
#define UI_FOOT_KEYS	512

static void ui_foot_record(const struct ui *ui, char *buf, size_t size);
static int ui_foot_top_lines(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record);
static void ui_foot_top(const struct ui *ui, const struct ui_layout *l,
    enum ui_view view, const char *record, int h);

/* The end screen's line on where the game record went. */
static void
ui_foot_record(const struct ui *ui, char *buf, size_t size)
{
	if (ui->record_path != NULL)
		snprintf(buf, size, _("Game record: %s"), ui->record_path);
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
	int w = l->cols - 2, room = l->lines - l->play_y;
	int top, message, hints;

	ui_foot_record(ui, record, sizeof record);
	ui_help_keys(ui, view, keys, sizeof keys);
	top = ui_foot_top_lines(ui, l, view, record);
	message = ui_term_wrap_lines(w, ui->message);
	hints = ui_term_keys_lines(w, keys);
	if (top > room)
		top = room;
	if (message > room - top)
		message = room - top;
	if (hints > room - top - message)
		hints = room - top - message;
	ui_foot_top(ui, l, view, record, top);
	attrset(ui_term_attr(ui->message_error ? UI_A_ERROR : UI_A_GOOD));
	ui_term_wrap(l->play_y + top, 1, w, message, ui->message);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_keys(l->lines - hints, 1, w, hints, keys);
	attrset(A_NORMAL);
}
