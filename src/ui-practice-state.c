/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "ui-keys.h"
#include "ui-practice.h"
#include "ui-term.h"

/*
 * What every view of the practice screen shares, below all of them: its
 * state, the schedule's record of an answer, the line being typed, the
 * message and the key hints.
 */

static struct ui_practice ui_practice;

/* The screen's state. */
struct ui_practice *
ui_practice_state(void)
{
	return &ui_practice;
}

void
ui_practice_record(struct ui *ui, enum practice_kind kind, const char *key,
    int right)
{
	struct ui_practice *p = &ui_practice;
	enum practice_error e;
	int errnum;

	if (practice_schedule_record(p->sched, kind, key, right, p->now) != 0)
		return;
	if (p->path == NULL || !p->writable)
		return;
	if (practice_schedule_save(p->sched, p->path, &e, &errnum) != 0)
		ui_message(ui, 1, _("The practice schedule cannot be saved: "
		    "%s."), e == PRACTICE_ERR_WRITE ? strerror(errnum) :
		    e == PRACTICE_ERR_NOT_REGULAR ? _("not a regular file") :
		    _("out of memory"));
}

void
ui_practice_message(const struct ui *ui, int y)
{
	attrset(ui_term_attr(ui->message_error ? UI_A_ERROR : UI_A_GOOD));
	ui_term_put(y, 1, COLS - 2, ui->message);
	attrset(A_NORMAL);
}

void
ui_practice_keys(const char *keys)
{
	char text[UI_MESSAGE_MAX];

	snprintf(text, sizeof text, "%s", keys);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_keys(LINES - 2, 1, COLS - 2, 2, text);
	attrset(A_NORMAL);
}

size_t
ui_practice_entry_text(const struct ui_practice *p, char *buf, size_t size)
{
	size_t n = wcstombs(buf, p->entry, size);

	if (n == (size_t)-1 || n >= size) {
		buf[0] = '\0';
		return 0;
	}
	return n;
}

int
ui_practice_entry_key(struct ui_practice *p, int is_key, wint_t ch)
{
	if (ui_key_backspace(is_key, ch)) {
		if (p->entry_len > 0)
			p->entry[--p->entry_len] = L'\0';
		return 1;
	}
	if (is_key || !iswprint(ch) || p->entry_len >= UI_PRACTICE_ENTRY_MAX)
		return 0;
	p->entry[p->entry_len++] = (wchar_t)ch;
	p->entry[p->entry_len] = L'\0';
	return 1;
}

void
ui_practice_entry_draw(const struct ui_practice *p, int y, int x, int w,
    const char *prompt)
{
	int at;

	attrset(ui_term_attr(UI_A_KEY));
	at = x + ui_term_put(y, x, w, prompt);
	attrset(A_NORMAL);
	if (at + p->entry_len >= x + w)
		return;
	mvaddnwstr(y, at, p->entry, p->entry_len);
	move(y, at + wcswidth(p->entry, (size_t)p->entry_len));
	curs_set(1);
}
