/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"
#include "ui-term.h"
#include "xmalloc.h"

/* Last: its capability macros (lines, columns...) would rename code. */
#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/term.h>
#else
#include <term.h>
#endif

static char *ui_term_check_cause(const char *fmt, const char *name);
static int ui_term_check_charset(char **cause);

/*
 * The game draws its tiles, subscript values and bars in UTF-8, and with
 * ASCII fallbacks where the locale is ASCII (the C locale); a locale of
 * another character set (Latin-1) would get a screen of both mixed, as
 * the catalogue comes in that set and the board in UTF-8: refuse it, and
 * say which locale to use.
 */
static int
ui_term_check_charset(char **cause)
{
	const char *set = nl_langinfo(CODESET);

	if (set == NULL || strcmp(set, "UTF-8") == 0 ||
	    strcmp(set, "ANSI_X3.4-1968") == 0 || strcmp(set, "ASCII") == 0)
		return 0;
	*cause = ui_term_check_cause(_("the terminal's character set is %s: "
	    "the game needs UTF-8 (such as LANG=es_ES.UTF-8)"), set);
	return -1;
}

/* A malloc'd message naming the terminal type. */
static char *
ui_term_check_cause(const char *fmt, const char *name)
{
	char buf[512];

	snprintf(buf, sizeof buf, fmt, name);
	return xstrdup(buf);
}

/*
 * Whether the terminal can show the game: $TERM names a terminfo entry
 * that moves the cursor anywhere (cup).  Without one curses draws a
 * blank screen that no key leaves (TERM=dumb), or initscr() exits with
 * an English message of its own (an unknown TERM): say why instead, in
 * the user's language, before anything is written to the terminal.
 * Without a terminal at all ui_term_start() says so.
 */
int
ui_term_check(char **cause)
{
	const char *name = getenv("TERM");
	const char *cup;
	int err = 0;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return 0;
	if (ui_term_check_charset(cause) != 0)
		return -1;
	if (name == NULL || *name == '\0') {
		*cause = xstrdup(_("TERM is not set: the game needs to know the "
		    "terminal's type (such as TERM=xterm-256color)"));
		return -1;
	}
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
		*cause = ui_term_check_cause(_("the terminal type '%s' is "
		    "unknown here: set TERM to the terminal's type (such as "
		    "TERM=xterm-256color)"), name);
		return -1;
	}
	cup = tigetstr("cup");
	del_curterm(cur_term);
	if (cup == NULL || cup == (char *)-1) {
		*cause = ui_term_check_cause(_("the terminal '%s' cannot move "
		    "the cursor, and the game needs a full-screen terminal: set "
		    "TERM to the terminal's type (such as TERM=xterm-256color)"),
		    name);
		return -1;
	}
	return 0;
}
