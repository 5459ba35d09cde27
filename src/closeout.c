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

/* "PROGRAM: write error: REASON", or without a reason not known. */
static void
closeout_report(const char *program, int errnum)
{
	if (errnum != 0)
		fprintf(stderr, _("%s: write error: %s\n"), program,
		    strerror(errnum));
	else
		fprintf(stderr, "%s: %s\n", program, _("write error"));
}

int
closeout_flush(const char *program)
{
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	closeout_report(program, errno);
	return 1;
}

/* Close standard output and turn a lost write into a failure. */
int
closeout_stdout(const char *program, int status)
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
	if (status != 0)
		return status;
	closeout_report(program, closed ? 0 : errno);
	return 1;
}
