/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Standard output's last write checked at exit (src/closeout.h). */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#ifdef HAVE_STDIO_EXT_H
#include <stdio_ext.h>
#endif

#include "closeout.h"
#include "i18n.h"

static void closeout_report(const char *program, int errnum);

/* Said already: a flush that failed is not reported again at exit. */
static int closeout_reported;

/* "PROGRAM: cannot write to standard output: REASON", once. */
static void
closeout_report(const char *program, int errnum)
{
	if (closeout_reported)
		return;
	closeout_reported = 1;
	if (errnum != 0)
		fprintf(stderr, _("%s: cannot write to standard output: %s\n"),
		    program, strerror(errnum));
	else
		fprintf(stderr, _("%s: cannot write to standard output\n"),
		    program);
}

int
closeout_flush(const char *program)
{
	/* The write that failed just before, when the buffer it left is
	 * empty and fflush() has nothing to fail on (EPIPE, on a putchar()). */
	int before = errno;

	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	closeout_report(program, errno != 0 ? errno : before);
	return -1;
}

/* Close standard output and turn a lost write into a failure. */
int
closeout_stdout(const char *program, int status, int failure)
{
	int earlier = ferror(stdout), pending = 1;
	int closed;

#ifdef HAVE___FPENDING
	pending = __fpending(stdout) != 0;
#endif
	errno = 0;
	closed = fclose(stdout) == 0;
	/* A standard output closed from the start, and nothing written. */
	if (!earlier && !closed && errno == EBADF && !pending)
		return status;
	if (closed && !earlier)
		return status;
	closeout_report(program, closed ? 0 : errno);
	/* A usage error (2) stays one in fichas-mklex, whose failure is 1. */
	return status > failure ? status : failure;
}
