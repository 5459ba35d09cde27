/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Every engine code has its words: the tables of src/ui-text.c are keyed
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

#include "ui-text.h"

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
	    (ui_text_refusal(code, buf, sizeof buf), strstr(buf, UNKNOWN) ?
	    UNKNOWN : buf));
	EVERY(GAME_OK, GAME_ERR_NO_UNDO, ui_text_game_error(code));
	EVERY(MOVE_OK, MOVE_ERR_SQUARE_TAKEN, ui_text_move_error(code));
	EVERY(GAME_END_NONE, GAME_END_SHEET_FULL, ui_text_end(code));
	EVERY(CLOCK_NONE, CLOCK_TIMER, ui_text_clock_mode(code));
	EVERY(GAME_CHALLENGE_FISE, GAME_CHALLENGE_VOID,
	    ui_text_challenge(code));
	EVERY(GAME_LAID_DEFAULT, GAME_LAID_CASUAL, ui_text_laid(code));
	EVERY(LEXICON_OK, LEXICON_ERR_FILE_TOO_BIG,
	    ui_text_lexicon_error(code));
	EVERY(SAVE_OK, SAVE_ERR_NOT_FILE, ui_text_save_error(code, 0));
}

/* A code past the table's end is "unknown reason", never a wild read. */
static void
test_codes_past_the_end(void **state)
{
	(void)state;
	assert_string_equal(ui_text_game_error(GAME_ERR_NO_UNDO + 1), UNKNOWN);
	assert_string_equal(ui_text_save_error(SAVE_ERR_NOT_FILE + 1, 0),
	    UNKNOWN);
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
