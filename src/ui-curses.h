/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The one place curses is included from: the wide-character ncursesw API
 * (get_wch, mvaddwstr, cchar_t), whichever header path the system uses.
 * Only src/ui-*.c include this file.
 */
#ifndef FICHAS_UI_CURSES_H
#define FICHAS_UI_CURSES_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

#endif
