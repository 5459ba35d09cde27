/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "ui-curses.h"
#include "ui-keys.h"

int
ui_key_enter(int is_key, wint_t ch)
{
	return is_key ? ch == KEY_ENTER : ch == L'\r' || ch == L'\n';
}

int
ui_key_escape(int is_key, wint_t ch)
{
	return !is_key && ch == UI_KEY_ESCAPE;
}

int
ui_key_backspace(int is_key, wint_t ch)
{
	return is_key ? ch == KEY_BACKSPACE : ch == UI_KEY_CTRL_H ||
	    ch == UI_KEY_DELETE;
}

int
ui_key_control(int is_key, wint_t ch, enum ui_key_char c)
{
	return !is_key && ch == (wint_t)c;
}
