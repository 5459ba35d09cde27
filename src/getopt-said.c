/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Options parsed with fichas's own messages; see getopt-said.h. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "getopt-said.h"
#include "i18n.h"
#include "quote.h"

int
getopt_said(const char *program, int argc, char **argv, const char *shorts,
    const struct option *longs)
{
	char spec[128], quoted[QUOTE_SIZE], shown[3];
	const char *bad;
	int before = optind > 0 ? optind : 1, c;

	/* A leading ':' tells a missing value from an unknown option. */
	snprintf(spec, sizeof spec, ":%s", shorts);
	opterr = 0;
	c = getopt_long(argc, argv, spec, longs, NULL);
	if (c != '?' && c != ':')
		return c;
	/* A long option is a word of its own; a short one may be in -abc. */
	if (optind > before && strncmp(argv[optind - 1], "--", 2) == 0)
		bad = argv[optind - 1];
	else {
		shown[0] = '-';
		shown[1] = (char)optopt;
		shown[2] = '\0';
		bad = shown;
	}
	fprintf(stderr, "%s: ", program);
	fprintf(stderr, c == ':' ? _("option '%s' needs a value") :
	    _("unknown option '%s'"), quote_input(bad, strlen(bad), quoted));
	fputc('\n', stderr);
	return '?';
}
