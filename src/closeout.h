/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The end of a program's output, as GNU's close_stdout: standard output is
 * closed before the program exits, and an error in writing it (a full disk,
 * /dev/full, a closed pipe) is reported and turns success into failure.
 */
#ifndef FICHAS_CLOSEOUT_H
#define FICHAS_CLOSEOUT_H

/*
 * Close standard output; return status, or 1 when status is 0 and the
 * output could not be written (after saying so on standard error, as
 * "PROGRAM: write error: REASON").  A failing status is kept quietly: the
 * program has said what went wrong.
 */
int closeout_stdout(const char *program, int status);
/*
 * Flush standard output: 0, or 1 when it could not be written, after
 * saying so as closeout_stdout() does.  For a command whose exit status
 * must say so before it goes on to other work.
 */
int closeout_flush(const char *program);

#endif
