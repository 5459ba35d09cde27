/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A progress line for long work (selfplay, analyze, a lexicon's compile),
 * front end only: the engine reports through the callbacks it is given
 * and the command words the line.  On a terminal the line is redrawn in
 * place on standard error at most four times a second and erased before
 * the final report; off a terminal nothing is drawn unless --progress
 * asks for a line at every tenth of the work, so redirected output stays
 * as it was.
 */
#ifndef FICHAS_PROGRESS_H
#define FICHAS_PROGRESS_H

#include <stddef.h>

#include "lexicon-build.h"
#include <stdio.h>

#define PROGRESS_LINE_MAX 256	/* bytes of a line, with its NUL */

/* What the command line asked for. */
enum progress_mode {
	PROGRESS_AUTO = 0,	/* a line in place when stderr is a terminal */
	PROGRESS_QUIET,		/* --quiet: no line at all */
	PROGRESS_STEPS		/* --progress: also a line every 10% off one */
};

/* One command's progress line. */
struct progress {
	FILE *out;
	int tty;		/* redraw in place */
	int steps;		/* a new line every tenth, off a terminal */
	double delay;		/* seconds of work before the first line */
	double start;		/* monotonic seconds */
	double last;		/* when the line was last drawn */
	int tenth;		/* the last tenth written off a terminal */
	int width;		/* columns the line on the terminal takes */
	int hidden;		/* line erased for other output, to redraw */
	char line[PROGRESS_LINE_MAX];	/* the line last shown */
};

/*
 * Begin: the line shows once the work has run delay seconds (0: at the
 * first report).  FICHAS_PROGRESS_DELAY in the environment overrides the
 * delay (tests).
 */
void progress_start(struct progress *p, enum progress_mode mode,
    double delay);
/*
 * Whether a line for done of total is due now; 1 or 0.  done == total
 * is due whenever the delay has passed (the last line, or a stage that
 * just began).
 */
int progress_due(struct progress *p, long done, long total);
/* Show the line (drawn in place, or written with a newline off a tty). */
void progress_show(struct progress *p, const char *line);
/*
 * Erase the line to write something else on the terminal; 1 when there
 * was one (then flush that output and call progress_redraw()), else 0.
 */
int progress_hide(struct progress *p);
/* Draw again the line progress_hide() erased. */
void progress_redraw(struct progress *p);
/* Erase the line from the terminal before the command's report. */
void progress_end(struct progress *p);
/* Seconds since progress_start(). */
double progress_elapsed(const struct progress *p);
/* The time left for done of total at the rate so far: "m:ss", "h:mm:ss". */
void progress_eta(const struct progress *p, long done, long total,
    char *buf, size_t size);
/* The separator between fields, " · " (" | " where the locale has no ·). */
const char *progress_dot(void);
/* The dash of a range, "–" (or "-"). */
const char *progress_dash(void);

/*
 * A line for the lexicon compiles of this process (src/lexicon-build.h):
 * the words read and the stage, once the work has run a second from
 * here.  progress_lexicon_detach() erases it and stops reporting.
 */
void progress_lexicon_attach(enum progress_mode mode);
void progress_lexicon_detach(void);
/* What a compile's stage is doing ("building the GADDAG"), translated. */
const char *progress_lexicon_stage_name(enum lexicon_build_phase phase);

#endif
