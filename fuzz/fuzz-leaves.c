/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for leave tables (eval.c), the file `--leaves` and
 * $FICHAS_LEAVES name.
 *
 * Any text either is refused with an error code and a line inside the
 * text, or reads as a table that (1) writes as text that reads back and
 * writes the same again, and (2) values every rack's leaves as finite
 * numbers, the listed leaves and the model alike.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eval.h"
#include "fuzz.h"
#include "rack.h"

static void fuzz_require(int, const char *);
static char *table_text(const struct eval_leaves *, size_t *);
static void check_round_trip(const struct eval_leaves *);
static void check_values(const struct eval_leaves *);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-leaves: %s\n", what);
		abort();
	}
}

/* The table written to memory; malloc'd, *len set. */
static char *
table_text(const struct eval_leaves *leaves, size_t *len)
{
	char *text = NULL;
	FILE *out = open_memstream(&text, len);

	fuzz_require(out != NULL, "out of memory");
	fuzz_require(eval_leaves_write(leaves, "fuzz", out) == 0, "write");
	fuzz_require(fclose(out) == 0, "close");
	return text;
}

/* Written, read back and written again: the same text. */
static void
check_round_trip(const struct eval_leaves *leaves)
{
	struct eval_leaves *again;
	struct eval_failure failure;
	size_t len, len2;
	char *text = table_text(leaves, &len), *text2;

	if (eval_leaves_parse(text, len, &again, &failure) != 0) {
		fprintf(stderr, "fuzz-leaves: written table does not read "
		    "back (%s, line %d)\n", eval_error_id(failure.error),
		    failure.line);
		abort();
	}
	text2 = table_text(again, &len2);
	fuzz_require(len == len2 && memcmp(text, text2, len) == 0,
	    "the text is not stable");
	free(text2);
	free(text);
	eval_leaves_free(again);
}

/* Racks of every size, blanks and digraphs among them: finite values. */
static void
check_values(const struct eval_leaves *leaves)
{
	static const char *const racks[] = { "", "A", "?", "??", "S?",
	    "AEIOU", "[CH][LL][RR]Ñ", "QXZKW", "EEEEEEE", "AB[CH]DE?",
	    "SSZZ??A" };

	for (size_t i = 0; i < sizeof racks / sizeof racks[0]; i++) {
		struct rack rack;

		if (rack_parse(&rack, racks[i]) != 0)
			continue;
		fuzz_require(isfinite(eval_leave_rack(leaves, &rack)),
		    "a leave is not a finite number");
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct eval_leaves *leaves;
	struct eval_failure failure;

	if (eval_leaves_parse((const char *)data, size, &leaves,
	    &failure) != 0) {
		fuzz_require(failure.error > EVAL_OK &&
		    failure.error <= EVAL_ERR_TOO_BIG, "error out of range");
		fuzz_require(failure.line >= 0, "line before the text");
		return 0;
	}
	check_round_trip(leaves);
	check_values(leaves);
	eval_leaves_free(leaves);
	return 0;
}
