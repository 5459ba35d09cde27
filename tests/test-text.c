/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Every engine code has its words: the tables of src/text.c are keyed
 * by the enums' values, and a value with no entry would be shown as
 * "unknown reason".  A code added to an engine enum without its message
 * fails here, once the enum's last value below is moved on with it.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "text.h"

#define UNKNOWN "unknown reason"

/* Each code from the first to last has words of its own. */
#define EVERY(first, last, words) \
	for (int code = (first); code <= (last); code++) { \
		const char *w = (words); \
		if (w == NULL || strcmp(w, UNKNOWN) == 0) \
			fail_msg("%s %d has no words", #last, code); \
	}

static void
test_every_engine_code_has_words(void **state)
{
	char buf[256];

	(void)state;
	EVERY(RULES_OK, RULES_ERR_NOT_CONNECTED,
	    (text_refusal(code, buf, sizeof buf), strstr(buf, UNKNOWN) ?
	    UNKNOWN : buf));
	EVERY(RULES_OK, RULES_ERR_NOT_CONNECTED, text_rules_error(code));
	EVERY(GAME_OK, GAME_ERR_NO_UNDO, text_game_error(code));
	EVERY(MOVE_OK, MOVE_ERR_SQUARE_TAKEN, text_move_error(code));
	EVERY(GAME_END_NONE, GAME_END_SHEET_FULL, text_end(code));
	EVERY(CLOCK_NONE, CLOCK_TIMER, text_clock_mode(code));
	EVERY(GAME_CHALLENGE_FISE, GAME_CHALLENGE_VOID,
	    text_challenge(code));
	EVERY(GAME_LAID_DEFAULT, GAME_LAID_CASUAL, text_laid(code));
	EVERY(LEXICON_OK, LEXICON_ERR_UTF32,
	    text_lexicon_error(code));
	EVERY(SAVE_OK, SAVE_ERR_NOT_FILE, text_save_error(code, 0));
	EVERY(HISTORY_OK, HISTORY_ERR_VERSION, text_history_error(code, 0));
	EVERY(CGP_OK, CGP_ERR_OPCODES, text_cgp_error(code));
	EVERY(GCG_OK, GCG_ERR_UTF32,
	    text_gcg_error(&(struct gcg_failure){ .error = code }));
	EVERY(PRACTICE_OK, PRACTICE_ERR_NOT_REGULAR,
	    text_practice_error(code, 0));
	EVERY(TILES_OK, TILES_ERR_TOO_LONG, (text_tiles_error(
	    &(struct tiles_failure){ .error = code }, "K", buf, sizeof buf),
	    buf));
	EVERY(INFILE_OK, INFILE_ERR_TOO_BIG, (text_infile_error(
	    &(struct infile_failure){ .error = code }, buf, sizeof buf), buf));
	EVERY(EVAL_OK, EVAL_ERR_TOO_BIG, (text_eval_error(
	    &(struct eval_failure){ .error = code }, buf, sizeof buf), buf));
}

/* A code past the table's end is "unknown reason", never a wild read. */
static void
test_codes_past_the_end(void **state)
{
	(void)state;
	assert_string_equal(text_game_error(GAME_ERR_NO_UNDO + 1), UNKNOWN);
	assert_string_equal(text_save_error(SAVE_ERR_NOT_FILE + 1, 0),
	    UNKNOWN);
	assert_string_equal(text_cgp_error(CGP_ERR_OPCODES + 1), UNKNOWN);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_engine_code_has_words),
		cmocka_unit_test(test_codes_past_the_end),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
