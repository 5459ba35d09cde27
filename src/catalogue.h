/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The locale and the message catalogues, for fichas and fichas-mklex.
 * gettext trusts a catalogue: one cut short or corrupt makes glibc crash,
 * a FIFO named fichas.mo makes it wait in open() for ever.  So every
 * catalogue of fichas under the directory is checked (src/mofile.h)
 * before gettext is told of it.
 */
#ifndef FICHAS_CATALOGUE_H
#define FICHAS_CATALOGUE_H

/*
 * Set the locale from the environment and take the messages from the
 * catalogues in dir (src/datapath.h).  A catalogue there that gettext
 * could not read safely is named on standard error, in English, and
 * every message stays in English.  program: the name the warning starts
 * with.
 */
void catalogue_init(const char *program, const char *dir);
/*
 * The warning catalogue_init() gave (without the program's name), or
 * NULL: the curses game shows it too, as its screen hides standard
 * error.
 */
const char *catalogue_warning(void);

#endif
