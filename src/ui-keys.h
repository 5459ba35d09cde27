/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The keys, named once.  curses hands a key over either as a function key
 * code (get_wch() returns KEY_CODE_YES: KEY_ENTER, KEY_F(1), the arrows)
 * or as a character, and terminals differ in which they send for Enter,
 * Backspace or Escape; the predicates below accept every form, so no
 * screen compares with raw control codes.
 */
#ifndef FICHAS_UI_KEYS_H
#define FICHAS_UI_KEYS_H

#include <wchar.h>

/* Control characters the game gives a meaning to. */
enum ui_key_char {
	UI_KEY_CTRL_C = 0x03,		/* save and quit at once */
	UI_KEY_CTRL_H = 0x08,		/* Backspace on some terminals */
	UI_KEY_TAB = 0x09,
	UI_KEY_CTRL_L = 0x0c,		/* redraw */
	UI_KEY_CTRL_Q = 0x11,		/* quit, as F10 */
	UI_KEY_CTRL_T = 0x14,		/* the tracker, as F4 */
	UI_KEY_CTRL_U = 0x15,		/* take back a turn, as F7 */
	UI_KEY_CTRL_W = 0x17,		/* check a word, as F6 */
	UI_KEY_ESCAPE = 0x1b,
	UI_KEY_DELETE = 0x7f		/* Backspace on most terminals */
};

/* Enter: KEY_ENTER, carriage return or line feed. */
int ui_key_enter(int is_key, wint_t ch);
/* Escape. */
int ui_key_escape(int is_key, wint_t ch);
/* Backspace: KEY_BACKSPACE, DEL or Ctrl-H. */
int ui_key_backspace(int is_key, wint_t ch);
/* A control character (not a function key) c, one of enum ui_key_char. */
int ui_key_control(int is_key, wint_t ch, enum ui_key_char c);

#endif
