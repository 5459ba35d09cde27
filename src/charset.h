/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The program's text is UTF-8 inside (the engine's tile names, words, CGP
 * and notation, and the messages); the terminal's is the locale's.  Where
 * the two differ (a Latin-1 locale), the front end converts at its edges,
 * once, at start-up: see src/charset.c.
 */
#ifndef FICHAS_CHARSET_H
#define FICHAS_CHARSET_H

#include <stdio.h>

/*
 * After setlocale() and bindtextdomain(): in a locale whose character set
 * is neither UTF-8 nor ASCII, turn the command-line arguments typed in
 * that set into UTF-8 (in place), have gettext give messages in UTF-8,
 * and replace stdout, stderr and stdin by streams that convert between
 * UTF-8 and the locale's set.  Does nothing in a UTF-8 or ASCII locale.
 */
void charset_init(int argc, char **argv);

/*
 * Standard output for a file format that is UTF-8 whatever the locale (a
 * GCG record, which says so in its first line): the stream under the
 * converting one, after what that holds is written; else stdout.
 */
FILE *charset_data_stdout(void);

#endif
