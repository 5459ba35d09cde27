/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Input as a message may show it: what a user typed or a file held is
 * echoed back in error messages, and its bytes must not reach the terminal
 * as they are (an escape sequence would be run, a megabyte line would be a
 * megabyte message).
 */
#ifndef FICHAS_QUOTE_H
#define FICHAS_QUOTE_H

#include <stddef.h>

#define QUOTE_COLUMNS 80 /* the widest quoted text, ellipsis included */
/* Room for the widest result: four bytes a column, an ellipsis, a NUL. */
#define QUOTE_SIZE (4 * QUOTE_COLUMNS + 8)

/*
 * Copy text[0..len) into buf for a message: printable UTF-8 characters as
 * they are, every other byte (controls, DEL, C1 and format characters,
 * invalid UTF-8, NUL) as \xNN, cut to QUOTE_COLUMNS columns with a final
 * "..." when longer.  Returns buf.
 */
const char *quote_input(const char *text, size_t len, char buf[QUOTE_SIZE]);

/*
 * A file's name as a message shows it: quoted as quote_input() quotes, so
 * that a name holding an escape sequence or a newline cannot move the
 * cursor or forge a line, but cut only past QUOTE_PATH_COLUMNS columns.
 */
#define QUOTE_PATH_COLUMNS 1024
#define QUOTE_PATH_SIZE (4 * QUOTE_PATH_COLUMNS + 8)
const char *quote_path(const char *path, char buf[QUOTE_PATH_SIZE]);

#endif
