/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The player's practice schedule on the command line, for every drill's
 * front end (fichas practice, fichas practice puzzles): loaded and saved
 * with warnings on standard error (the words for its errors: src/text.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd-schedule.h"
#include "i18n.h"
#include "infile.h"
#include "quote.h"
#include "text.h"

static void cmd_schedule_why(const struct practice_load_report *report,
    char *buf, size_t size);

/* Why a schedule did not load: a file that cannot be read says how. */
static void
cmd_schedule_why(const struct practice_load_report *report, char *buf,
    size_t size)
{
	struct infile_failure in;

	if (report->error != PRACTICE_ERR_READ) {
		snprintf(buf, size, "%s", text_practice_error(report->error,
		    report->errnum));
		return;
	}
	in.error = (enum infile_error)report->infile_error;
	in.errnum = report->errnum;
	in.limit = PRACTICE_FILE_MAX;
	text_infile_error(&in, buf, size);
}

/* The player's schedule, with a warning for what it leaves. */
struct practice_schedule *
cmd_schedule_open(char **path, int *writable)
{
	struct practice_load_report report;
	struct practice_schedule *sched = NULL;
	char why[256], quoted[QUOTE_PATH_SIZE];

	*writable = 0;
	if ((*path = practice_schedule_path()) == NULL) {
		fprintf(stderr, _("%s: warning: %s; the practice schedule is "
		    "not kept\n"), PACKAGE,
		    text_practice_error(PRACTICE_ERR_NO_HOME, 0));
		sched = practice_schedule_create();
	} else if (practice_schedule_load(*path, &sched, &report) != 0) {
		cmd_schedule_why(&report, why, sizeof why);
		fprintf(stderr, _("%s: warning: %s: %s; it is left as it is "
		    "and this session is not kept\n"), PACKAGE,
		    quote_path(*path, quoted), why);
	} else {
		*writable = 1;
		if (report.bad_lines != 0)
			fprintf(stderr, ngettext("%s: warning: %s: %zu line "
			    "unreadable (line %zu), skipped\n", "%s: warning: "
			    "%s: %zu lines unreadable (the first: line %zu), "
			    "skipped\n", report.bad_lines), PACKAGE,
			    quote_path(*path, quoted), report.bad_lines,
			    report.first_bad_line);
	}
	return sched;
}

/* Save it back when writable, with a warning on failure. */
int
cmd_schedule_save(const struct practice_schedule *sched,
    const char *path, int writable)
{
	enum practice_error error;
	char quoted[QUOTE_PATH_SIZE];
	int errnum;

	if (path == NULL || !writable)
		return 0;
	if (practice_schedule_save(sched, path, &error, &errnum) == 0)
		return 0;
	fprintf(stderr, _("%s: warning: cannot save the practice schedule "
	    "%s: %s\n"), PACKAGE, quote_path(path, quoted),
	    text_practice_error(error, errnum));
	return -1;
}

