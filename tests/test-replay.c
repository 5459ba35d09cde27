/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The referee (src/replay.c) on the hand-scored records of tests/data/gcg/
 * and on short records written here.  Every expected score was worked out
 * by hand; the #note lines of the records show the sums.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "gcg.h"
#include "replay.h"

#define DATA TEST_SRCDIR "/data/gcg/"

/* The words a judge was asked about, as upper-case display text. */
struct judge_log {
	int calls;
	char words[64][64];
	const char *refuse; /* the one word the judge says is not a word */
};

static char *read_data(const char *name);
static struct gcg_record *parse_text(const char *text);
static struct gcg_record *parse_data(const char *name);
static char *replace_once(const char *text, const char *from,
    const char *to);
static int referee(const struct gcg_record *rec,
    const struct replay_options *opt, int *first_line);
static void step_at_line(const struct gcg_record *rec,
    const struct replay_options *opt, int line, struct replay_step *step);
static int judge_record(void *ctx, const tile_t *tiles, int n);
static int judge_logged(const struct judge_log *log, const char *word);

/* A file of tests/data/gcg/, NUL-terminated. */
static char *
read_data(const char *name)
{
	char path[512];
	FILE *f;
	char *text;
	long size;

	snprintf(path, sizeof path, "%s%s", DATA, name);
	f = fopen(path, "rb");
	assert_non_null(f);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	size = ftell(f);
	rewind(f);
	text = malloc((size_t)size + 1);
	assert_non_null(text);
	assert_int_equal(fread(text, 1, (size_t)size, f), (size_t)size);
	text[size] = '\0';
	fclose(f);
	return text;
}

/* A record that must parse. */
static struct gcg_record *
parse_text(const char *text)
{
	struct gcg_failure failure;
	struct gcg_record *rec;

	if (gcg_parse(text, strlen(text), &rec, &failure) != 0)
		print_error("line %d: %s\n", failure.line,
		    gcg_error_id(failure.error));
	assert_non_null(rec);
	return rec;
}

/* A record of tests/data/gcg/. */
static struct gcg_record *
parse_data(const char *name)
{
	char *text = read_data(name);
	struct gcg_record *rec = parse_text(text);

	free(text);
	return rec;
}

/* A copy of text with the first "from" replaced by "to". */
static char *
replace_once(const char *text, const char *from, const char *to)
{
	const char *at = strstr(text, from);
	size_t head, size;
	char *out;

	assert_non_null(at);
	head = (size_t)(at - text);
	size = strlen(text) - strlen(from) + strlen(to) + 1;
	out = malloc(size);
	assert_non_null(out);
	memcpy(out, text, head);
	strcpy(out + head, to);
	strcat(out, at + strlen(from));
	return out;
}

/* Referee a whole record: the count of wrong lines and the first one. */
static int
referee(const struct gcg_record *rec, const struct replay_options *opt,
    int *first_line)
{
	struct replay r;
	int errors;

	replay_init(&r, rec, opt);
	errors = replay_run(&r);
	if (first_line != NULL)
		*first_line = r.first_error_line;
	return errors;
}

/* The referee's verdict on the event written on a given line. */
static void
step_at_line(const struct gcg_record *rec, const struct replay_options *opt,
    int line, struct replay_step *step)
{
	struct replay r;

	replay_init(&r, rec, opt);
	while (replay_step(&r, step))
		if (step->event->line == line)
			return;
	fail_msg("no event on line %d", line);
}

/* A judge that notes every word and refuses only log->refuse. */
static int
judge_record(void *ctx, const tile_t *tiles, int n)
{
	struct judge_log *log = ctx;
	tile_t letters[BOARD_SIZE];
	char text[64];

	for (int i = 0; i < n; i++)
		letters[i] = tile_letter(tiles[i]);
	tiles_to_display(letters, (size_t)n, text, sizeof text);
	if (log->calls < 64)
		strcpy(log->words[log->calls], text);
	log->calls++;
	return log->refuse == NULL || strcmp(text, log->refuse) != 0;
}

/* Whether the judge was asked about a word. */
static int
judge_logged(const struct judge_log *log, const char *word)
{
	for (int i = 0; i < log->calls && i < 64; i++)
		if (strcmp(log->words[i], word) == 0)
			return 1;
	return 0;
}

/* Arts. 12-19: every play of a whole hand-scored game is scored alike. */
static void
test_art12_19_hand_scored_game_agrees(void **state)
{
	struct gcg_record *rec = parse_data("game-gcg-end.gcg");
	struct replay_step step;
	int first;

	(void)state;
	assert_int_equal(referee(rec, NULL, &first), 0);
	assert_int_equal(first, 0);
	/* Art. 19: REMEDIAS, seven tiles with a blank: 10 x 2 + 50. */
	step_at_line(rec, NULL, 33, &step);
	assert_int_equal(step.error, REPLAY_OK);
	assert_true(step.play.bingo);
	assert_int_equal(step.computed_score, 70);
	assert_int_equal(step.computed_total, 143);
	/* ESTEN forms three words: ESTEN 14, DE 5, OS 2. */
	step_at_line(rec, NULL, 62, &step);
	assert_int_equal(step.play.n_words, 3);
	assert_int_equal(step.play.words[0].score, 14);
	assert_int_equal(step.computed_score, 21);
	gcg_record_free(rec);
}

/* Art. 37.4 and GCG: one line twice the rack, or +rack and -rack. */
static void
test_art37_4_both_end_conventions_same_spread(void **state)
{
	struct gcg_record *gcg = parse_data("game-gcg-end.gcg");
	struct gcg_record *art = parse_data("game-37-4-end.gcg");
	struct replay r1, r2;

	(void)state;
	replay_init(&r1, gcg, NULL);
	replay_init(&r2, art, NULL);
	assert_int_equal(replay_run(&r1), 0);
	assert_int_equal(replay_run(&r2), 0);
	assert_int_equal(r1.computed[0], 320);
	assert_int_equal(r1.computed[1], 242);
	assert_int_equal(r2.computed[0], 304);
	assert_int_equal(r2.computed[1], 226);
	assert_int_equal(r1.computed[0] - r1.computed[1],
	    r2.computed[0] - r2.computed[1]);
	assert_int_equal(replay_bag_count(&r1), 0);
	gcg_record_free(gcg);
	gcg_record_free(art);
}

/* Arts. 37.1-37.3: after four passes each player loses their own rack. */
static void
test_art37_2_each_player_loses_own_rack(void **state)
{
	struct gcg_record *rec = parse_data("game-37-2-end.gcg");
	struct replay_step step;

	(void)state;
	assert_int_equal(referee(rec, NULL, NULL), 0);
	step_at_line(rec, NULL, 26, &step);
	assert_int_equal(step.computed_score, -17);
	gcg_record_free(rec);
}

/* Art. 37.4: the rack bonus needs the finisher out and the bag empty. */
static void
test_art37_4_bonus_needs_empty_bag(void **state)
{
	struct gcg_record *rec = parse_text(">ana: AACEOST 8G CASA +12 12\n"
	    ">ana: (AEO) +6 18\n");
	struct replay_step step;

	(void)state;
	step_at_line(rec, NULL, 2, &step);
	assert_int_equal(step.error, REPLAY_ERR_NOT_OUT);
	assert_int_equal(replay_error_article(&step), 37);
	gcg_record_free(rec);
}

/* Art. 34: a withdrawn play leaves the board and its squares' premiums. */
static void
test_art34_withdrawal_frees_the_squares(void **state)
{
	struct gcg_record *rec = parse_data("spec-example.gcg");
	struct replay r;
	struct replay_step step;

	(void)state;
	replay_init(&r, rec, NULL);
	for (int i = 0; i < 4; i++) {
		assert_int_equal(replay_step(&r, &step), 1);
		assert_int_equal(step.error, REPLAY_OK);
	}
	assert_int_equal(step.computed_score, -46);
	assert_int_equal(board_get(&r.board, 8, 8), TILE_NONE); /* I9 */
	assert_int_equal(r.board.tiles, 7);
	/* J7 [ll].VE: the V goes where ZOTE's O was, for 8. */
	assert_int_equal(replay_step(&r, &step), 1);
	assert_int_equal(step.computed_score, 8);
	/* The specification's example then hands ana a second V: the set has one. */
	assert_int_equal(replay_step(&r, &step), 1);
	assert_int_equal(step.error, REPLAY_ERR_TILE_COUNT);
	assert_int_equal(step.tile, TILE_V);
	gcg_record_free(rec);
}

/* Art. 34: "--" withdraws the line before, the same player's play. */
static void
test_art34_withdraw_follows_own_play(void **state)
{
	struct gcg_record *rec = parse_text("#player1 ana\n#player2 luis\n"
	    ">ana: AACEOST 8G CASA +12 12\n"
	    ">luis: -- -12 0\n");
	struct replay_step step;

	(void)state;
	step_at_line(rec, NULL, 4, &step);
	assert_int_equal(step.error, REPLAY_ERR_WITHDRAW);
	gcg_record_free(rec);
}

/* Art. 32: overtime costs whole tens; a fraction of a minute is a ten. */
static void
test_art32_overtime_in_whole_tens(void **state)
{
	struct gcg_record *rec = parse_text(">ana: (time) -10 -10\n"
	    ">ana: (time) -15 -25\n"
	    ">ana: (time) +10 -15\n");
	struct replay r;
	struct replay_step step;

	(void)state;
	replay_init(&r, rec, NULL);
	replay_step(&r, &step);
	assert_int_equal(step.error, REPLAY_OK);
	replay_step(&r, &step);
	assert_int_equal(step.error, REPLAY_ERR_TIME);
	assert_int_equal(step.computed_score, -20);
	assert_int_equal(replay_error_article(&step), 32);
	replay_step(&r, &step);
	assert_int_equal(step.error, REPLAY_ERR_TIME);
	gcg_record_free(rec);
}

/* Art. 24: an exchange needs the tiles in the bag (or 7, club rule). */
static void
test_art24_exchange_needs_tiles_in_the_bag(void **state)
{
	char *text = read_data("game-gcg-end.gcg");
	char *two = replace_once(text, ">luis: HLLNNX? - +0 252",
	    ">luis: HLLNNX? -HL +0 252");
	struct replay_options club = { .exchange_min_bag = 7 };
	struct gcg_record *rec = parse_text(two);
	struct replay_step step;

	(void)state;
	/* 100 tiles - 83 on the board - 14 on the racks = 3 in the bag. */
	assert_int_equal(referee(rec, NULL, NULL), 0);
	step_at_line(rec, &club, 58, &step);
	assert_int_equal(step.error, REPLAY_ERR_EXCHANGE_BAG);
	assert_int_equal(replay_error_article(&step), 24);
	gcg_record_free(rec);
	rec = parse_data("wrong-exchange-bag.gcg");
	step_at_line(rec, NULL, 58, &step);
	assert_int_equal(step.error, REPLAY_ERR_EXCHANGE_BAG);
	gcg_record_free(rec);
	free(text);
	free(two);
}

/* The tiles laid must be on the rack written before them (no article). */
static void
test_tiles_not_on_the_rack(void **state)
{
	struct gcg_record *rec = parse_data("wrong-not-on-rack.gcg");
	struct replay_step step;
	int first;

	(void)state;
	assert_int_equal(referee(rec, NULL, &first), 1);
	assert_int_equal(first, 12);
	step_at_line(rec, NULL, 12, &step);
	assert_int_equal(step.error, REPLAY_ERR_NOT_ON_RACK);
	assert_int_equal(replay_error_article(&step), 0);
	assert_int_equal(step.computed_score, 34); /* still scored */
	gcg_record_free(rec);
}

/* Arts. 6 and 9: placements the rules refuse, with their article. */
static void
test_art6_art9_refused_placements(void **state)
{
	struct gcg_record *rec = parse_data("wrong-off-centre.gcg");
	struct replay_step step;

	(void)state;
	step_at_line(rec, NULL, 12, &step);
	assert_int_equal(step.error, REPLAY_ERR_RULES);
	assert_int_equal(step.rules_error, RULES_ERR_FIRST_OFF_CENTRE);
	assert_int_equal(replay_error_article(&step), 6);
	assert_false(step.has_computed);
	gcg_record_free(rec);
	rec = parse_data("wrong-not-connected.gcg");
	step_at_line(rec, NULL, 35, &step);
	assert_int_equal(step.rules_error, RULES_ERR_NOT_CONNECTED);
	assert_int_equal(replay_error_article(&step), 9);
	gcg_record_free(rec);
}

/* Art. 8: the word written must be the whole word on the board. */
static void
test_art8_word_written_is_the_whole_word(void **state)
{
	struct gcg_record *rec = parse_data("wrong-word-span.gcg");
	struct replay_step step;

	(void)state;
	step_at_line(rec, NULL, 46, &step);
	assert_int_equal(step.error, REPLAY_ERR_WORD_SPAN);
	assert_int_equal(replay_error_article(&step), 8);
	assert_int_equal(step.computed_score, 7); /* QUE is scored */
	gcg_record_free(rec);
}

/* Racks from line to line: kept tiles stay, the set's counts hold. */
static void
test_racks_consistent_from_line_to_line(void **state)
{
	struct gcg_record *rec = parse_data("wrong-leave.gcg");
	int first;

	(void)state;
	assert_int_equal(referee(rec, NULL, &first), 1);
	assert_int_equal(first, 27);
	gcg_record_free(rec);
	/* Line 43: luis's rack has a C and an H, the CH is on the board. */
	rec = parse_data("game-gcg-end.gcg");
	assert_int_equal(rec->events[16].rack.tiles[0], TILE_C);
	assert_int_equal(rec->events[16].rack.tiles[1], TILE_H);
	gcg_record_free(rec);
}

/* Totals: each line is judged from the previous total written. */
static void
test_score_and_total_mistakes(void **state)
{
	struct gcg_record *rec = parse_data("wrong-score.gcg");
	struct replay_step step;
	int first;

	(void)state;
	step_at_line(rec, NULL, 29, &step);
	assert_int_equal(step.error, REPLAY_ERR_SCORE);
	assert_int_equal(step.computed_score, 25);
	assert_int_equal(step.computed_total, 73);
	gcg_record_free(rec);
	rec = parse_data("wrong-total.gcg");
	assert_int_equal(referee(rec, NULL, &first), 2);
	assert_int_equal(first, 31);
	step_at_line(rec, NULL, 31, &step);
	assert_int_equal(step.error, REPLAY_ERR_TOTAL);
	gcg_record_free(rec);
}

/* Nicks no #player line names, and players taking two turns running. */
static void
test_unknown_player_and_turn_order(void **state)
{
	struct gcg_record *rec = parse_data("wrong-nick.gcg");
	struct replay_step step;

	(void)state;
	step_at_line(rec, NULL, 27, &step);
	assert_int_equal(step.error, REPLAY_ERR_UNKNOWN_PLAYER);
	gcg_record_free(rec);
	rec = parse_data("wrong-turn-order.gcg");
	step_at_line(rec, NULL, 26, &step);
	assert_int_equal(step.error, REPLAY_ERR_TURN_ORDER);
	gcg_record_free(rec);
}

/* Art. 36: the judge is asked about every word formed, and only then. */
static void
test_art36_judge_asked_every_word(void **state)
{
	struct gcg_record *rec = parse_data("game-gcg-end.gcg");
	struct judge_log log = { 0, { { 0 } }, "TUBIZO" };
	struct replay_options opt = { .judge = judge_record,
	    .judge_ctx = &log };

	(void)state;
	assert_int_equal(referee(rec, NULL, NULL), 0);
	assert_int_equal(log.calls, 0);
	/* TUBIZO is refused but withdrawn, as art. 34 wants. */
	assert_int_equal(referee(rec, &opt, NULL), 0);
	assert_true(judge_logged(&log, "IDEAL"));
	assert_true(judge_logged(&log, "SI"));
	assert_true(judge_logged(&log, "ESTEN"));
	assert_true(judge_logged(&log, "DE"));
	assert_true(judge_logged(&log, "OS"));
	assert_true(judge_logged(&log, "REMEDIAS"));
	assert_int_equal(log.calls, 27); /* 24 plays, three cross words */
	gcg_record_free(rec);
}

/* Art. 34: a phony that stood, and a valid play withdrawn, are reported. */
static void
test_art34_judge_phony_and_valid_withdrawal(void **state)
{
	struct gcg_record *rec = parse_data("judge-phony.gcg");
	struct judge_log log = { 0, { { 0 } }, "LLENA" };
	struct replay_options opt = { .judge = judge_record,
	    .judge_ctx = &log };
	struct replay_step step;

	(void)state;
	step_at_line(rec, &opt, 13, &step);
	assert_int_equal(step.error, REPLAY_ERR_PHONY);
	assert_int_equal(step.bad_word, 0);
	gcg_record_free(rec);
	log.refuse = NULL;
	rec = parse_data("judge-withdrawn-valid.gcg");
	step_at_line(rec, &opt, 10, &step);
	assert_int_equal(step.error, REPLAY_ERR_WITHDRAWN_VALID);
	assert_int_equal(referee(rec, NULL, NULL), 0);
	gcg_record_free(rec);
}

/* The five-points setting gives 5; another setting another bonus. */
static void
test_challenge_bonus_setting(void **state)
{
	struct gcg_record *rec = parse_data("game-digraphs.gcg");
	struct replay_options ten = { .challenge_bonus = 10 };
	struct replay_step step;

	(void)state;
	assert_int_equal(referee(rec, NULL, NULL), 0);
	step_at_line(rec, &ten, 15, &step);
	assert_int_equal(step.error, REPLAY_ERR_SCORE);
	assert_int_equal(step.computed_score, 10);
	gcg_record_free(rec);
	rec = parse_text(">ana: AACEOST 8G CASA +12 12\n"
	    ">luis: (challenge) +5 5\n");
	step_at_line(rec, NULL, 2, &step);
	assert_int_equal(step.error, REPLAY_ERR_CHALLENGE);
	gcg_record_free(rec);
}

/* Nothing in a record (only events) still steps cleanly to the end. */
static void
test_replay_empty_and_ids(void **state)
{
	struct gcg_record *rec = parse_text("#player1 ana\n");
	struct replay r;
	struct replay_step step;

	(void)state;
	replay_init(&r, rec, NULL);
	assert_int_equal(replay_step(&r, &step), 0);
	assert_int_equal(replay_bag_count(&r), TILES_TOTAL - 2 * RACK_SIZE);
	assert_string_equal(replay_error_id(REPLAY_ERR_SCORE), "bad-score");
	assert_string_equal(replay_error_id((enum replay_error)999),
	    "unknown");
	gcg_record_free(rec);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art12_19_hand_scored_game_agrees),
		cmocka_unit_test(test_art37_4_both_end_conventions_same_spread),
		cmocka_unit_test(test_art37_2_each_player_loses_own_rack),
		cmocka_unit_test(test_art37_4_bonus_needs_empty_bag),
		cmocka_unit_test(test_art34_withdrawal_frees_the_squares),
		cmocka_unit_test(test_art34_withdraw_follows_own_play),
		cmocka_unit_test(test_art32_overtime_in_whole_tens),
		cmocka_unit_test(test_art24_exchange_needs_tiles_in_the_bag),
		cmocka_unit_test(test_tiles_not_on_the_rack),
		cmocka_unit_test(test_art6_art9_refused_placements),
		cmocka_unit_test(test_art8_word_written_is_the_whole_word),
		cmocka_unit_test(test_racks_consistent_from_line_to_line),
		cmocka_unit_test(test_score_and_total_mistakes),
		cmocka_unit_test(test_unknown_player_and_turn_order),
		cmocka_unit_test(test_art36_judge_asked_every_word),
		cmocka_unit_test(test_art34_judge_phony_and_valid_withdrawal),
		cmocka_unit_test(test_challenge_bonus_setting),
		cmocka_unit_test(test_replay_empty_and_ids),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
