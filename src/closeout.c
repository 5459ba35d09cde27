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
	if (!closed && errno != 0)
		fprintf(stderr, _("%s: write error: %s\n"), program,
		    strerror(errno));
	else
		fprintf(stderr, "%s: %s\n", program, _("write error"));
	return 1;
}
