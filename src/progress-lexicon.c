/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The progress line of a lexicon compile: the builder tells its stages
 * (lexicon_build_set_progress()), this words them.
 */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "lexicon-build.h"
#include "progress.h"

#define PROGRESS_LEXICON_DELAY 1.0	/* seconds before a line shows */

static void progress_lexicon_stage(enum lexicon_build_phase phase,
    size_t words, void *arg);

/* The line of the compile under way: one at a time in a process. */
static struct progress progress_lexicon;

/* What a compile's stage is doing, in the user's language. */
const char *
progress_lexicon_stage_name(enum lexicon_build_phase phase)
{
	static const char *const stages[] = {
		N_("sorting"),
		N_("building the DAWG"),
		N_("building the GADDAG"),
		N_("writing the graph")
	};

	return (unsigned)phase < sizeof stages / sizeof stages[0] ?
	    _(stages[phase]) : "";
}

/* A stage starts: the words and what is being done with them. */
static void
progress_lexicon_stage(enum lexicon_build_phase phase, size_t words,
    void *arg)
{
	struct progress *p = arg;
	char line[PROGRESS_LINE_MAX], count[64];

	if (phase == LEXICON_BUILD_DONE) {
		progress_end(p);
		return;
	}
	/* A few stages, each shown as it starts: done == total. */
	if (!progress_due(p, 0, 0))
		return;
	snprintf(count, sizeof count, _("%lu words read"),
	    (unsigned long)words);
	snprintf(line, sizeof line, "%s%s%s", count, progress_dot(),
	    progress_lexicon_stage_name(phase));
	progress_show(p, line);
}

void
progress_lexicon_attach(enum progress_mode mode)
{
	progress_start(&progress_lexicon, mode, PROGRESS_LEXICON_DELAY);
	lexicon_build_set_progress(progress_lexicon_stage, &progress_lexicon);
}

void
progress_lexicon_detach(void)
{
	progress_end(&progress_lexicon);
	lexicon_build_set_progress(NULL, NULL);
}
