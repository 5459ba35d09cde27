/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The end of a program's output, as GNU's close_stdout: standard output is
 * closed before the program exits, and an error in writing it (a full disk,
 * /dev/full, a closed pipe when SIGPIPE is ignored) is reported, naming
 * standard output, and gives the exit status of an error: never the status
 * of an answer ("no" is 1 for fichas check, games and stats), which a
 * script would take for one.
 */
#ifndef FICHAS_CLOSEOUT_H
#define FICHAS_CLOSEOUT_H

/* fichas's status for output it could not write: that of its other errors. */
#define CLOSEOUT_FAILURE 2

/*
 * Close standard output; return status, or when the output could not be
 * written the greater of status and failure (after saying so on standard
 * error, as "PROGRAM: cannot write to standard output: REASON", unless
 * closeout_flush() has).
 */
int closeout_stdout(const char *program, int status, int failure);
/*
 * Flush standard output: 0, or -1 when it could not be written, after
 * saying so as closeout_stdout() does (once).  For a command that must
 * know before it goes on to other work; it then exits CLOSEOUT_FAILURE.
 */
int closeout_flush(const char *program);

#endif
