/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for the practice schedule's parser (practice-sched.c).
 *
 * Any bytes read as a schedule, never a crash: either refused as a whole
 * (not a schedule, an empty result) or read with the bad lines counted.
 * What was read (1) writes out as text that (2) reads back without a bad
 * line and (3) writes out the second time exactly as the first; (4) an
 * answer recorded on it keeps every item's box in range.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "practice.h"

static void fuzz_require(int ok, const char *what);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-practice: %s\n", what);
		abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct practice_load_report report, again;
	struct practice_schedule *sched, *back;
	char *text, *text2;
	size_t len, len2;

	sched = practice_schedule_parse((const char *)data, size, &report);
	fuzz_require(sched != NULL, "no schedule");
	fuzz_require(report.bad_lines == 0 || report.first_bad_line >= 2,
	    "bad line numbered before the header");
	text = practice_schedule_format(sched, &len);
	fuzz_require(text != NULL, "no text");
	back = practice_schedule_parse(text, len, &again);
	fuzz_require(back != NULL && again.error == PRACTICE_OK &&
	    again.bad_lines == 0, "its own text does not read back");
	text2 = practice_schedule_format(back, &len2);
	fuzz_require(text2 != NULL && len2 == len &&
	    memcmp(text, text2, len) == 0, "the text changed on a round trip");
	practice_schedule_record(back, PRACTICE_HOOKS, "front:A", 1, 86400);
	for (size_t i = 0; i < practice_schedule_count(back); i++) {
		const struct practice_item *item =
		    practice_schedule_item(back, i);

		fuzz_require(item->box >= 1 && item->box <= PRACTICE_BOXES,
		    "a box out of range");
	}
	free(text);
	free(text2);
	practice_schedule_free(sched);
	practice_schedule_free(back);
	return 0;
}
