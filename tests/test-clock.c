/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The game clocks (arts. 27-32, 35.6, 37.5), driven by a fake time source that
 * moves only when a test says so.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "clock.h"

#define SEC(n)	((int64_t)(n) * 1000)
#define MIN(n)	((int64_t)(n) * 60000)

/* A clock on the wall of a test: it starts far from zero on purpose. */
struct fake {
	int64_t ms;
};

static int64_t
fake_now(void *ctx)
{
	return ((struct fake *)ctx)->ms;
}

/* A time source reading the fake. */
static struct clock_source
fake_source(struct fake *f)
{
	struct clock_source source = { fake_now, f };

	return source;
}

/* A clock set up from settings text, reading the fake. */
static void
clock_setup(struct clock *c, struct fake *f, const char *settings)
{
	struct clock_settings s;

	f->ms = 987654321;
	assert_int_equal(clock_settings_parse(&s, settings), CLOCK_OK);
	assert_int_equal(clock_init(c, &s, fake_source(f)), 0);
}

/* What a 25-minute player pays for running over by over_ms in one turn. */
static int
penalty_after(int64_t over_ms)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "no-corrido:25");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += MIN(25) + over_ms;
	assert_int_equal(clock_submit(&c), 0);
	assert_int_equal(clock_penalty(&c, 1), 0);
	return clock_penalty(&c, 0);
}

static void
test_art32_61_seconds_over_costs_20(void **state)
{
	assert_int_equal(penalty_after(SEC(61)), 20);
}

static void
test_art32_1_second_over_costs_10(void **state)
{
	assert_int_equal(penalty_after(SEC(1)), 10);
}

static void
test_art32_a_millisecond_over_is_a_fraction_of_a_minute(void **state)
{
	assert_int_equal(penalty_after(1), 10);
}

static void
test_art32_60_seconds_over_costs_10(void **state)
{
	assert_int_equal(penalty_after(SEC(60)), 10);
}

static void
test_art32_exactly_on_time_costs_nothing(void **state)
{
	assert_int_equal(penalty_after(0), 0);
	assert_int_equal(penalty_after(-SEC(30)), 0);
}

static void
test_art32_120_seconds_over_costs_20(void **state)
{
	assert_int_equal(penalty_after(SEC(120)), 20);
}

static void
test_art32_121_seconds_over_costs_30(void **state)
{
	assert_int_equal(penalty_after(SEC(121)), 30);
}

/* Overtime is the whole game's: turns spent over the budget add up. */
static void
test_art32_overtime_adds_up_over_turns(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:1");
	for (int turn = 0; turn < 4; turn++) {
		assert_int_equal(clock_turn_start(&c, turn % 2), 0);
		f.ms += SEC(40);
		assert_int_equal(clock_turn_end(&c), 0);
	}
	/* Each player used 80 s of a 60 s budget: 20 s over, one minute begun. */
	assert_int_equal(clock_left_ms(&c, 0), -SEC(20));
	assert_int_equal(clock_penalty(&c, 0), 10);
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(41);
	assert_int_equal(clock_penalty(&c, 0), 20);
	assert_int_equal(clock_penalty(&c, 1), 10);
}

/* The timer has no overtime: art. 32 is for chess clocks. */
static void
test_art32_timer_mode_has_no_penalty(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "timer:2");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += MIN(5);
	assert_true(clock_turn_over(&c));
	assert_int_equal(clock_penalty(&c, 0), 0);
}

static void
test_art29_corrido_decision_runs_mover_clock_5_s_at_most(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:30");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(3);
	assert_int_equal(clock_running(&c), 0);
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(13));
	f.ms += SEC(4);
	/* 7 s of checking, only 5 on the mover's clock; then it is paused. */
	assert_int_equal(clock_running(&c), -1);
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(15));
	f.ms += SEC(60);
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(15));
	assert_int_equal(clock_left_ms(&c, 1), MIN(30));
	assert_int_equal(clock_accept(&c), 0);
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(2);
	assert_int_equal(clock_running(&c), 1);
	assert_int_equal(clock_left_ms(&c, 1), MIN(30) - SEC(2));
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(15));
}

/* A quick accept charges only the seconds it took, and the cap is per turn. */
static void
test_art29_corrido_quick_accept_charges_its_seconds(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido");
	for (int turn = 0; turn < 2; turn++) {
		assert_int_equal(clock_turn_start(&c, 0), 0);
		f.ms += SEC(20);
		assert_int_equal(clock_submit(&c), 0);
		f.ms += SEC(2);
		assert_int_equal(clock_accept(&c), 0);
		f.ms += SEC(9);
	}
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(44));
	assert_int_equal(clock_left_ms(&c, 1), MIN(30));
}

static void
test_art31_1_no_corrido_clock_stops_at_submission(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "no-corrido");
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_running(&c), 1);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(30);
	assert_int_equal(clock_running(&c), -1);
	assert_int_equal(clock_left_ms(&c, 1), MIN(25) - SEC(10));
	assert_int_equal(clock_left_ms(&c, 0), MIN(25));
}

static void
test_art31_2_challenge_stops_both_clocks(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:30");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(2);
	assert_int_equal(clock_challenge_start(&c), 0);
	f.ms += SEC(120);
	assert_int_equal(clock_running(&c), -1);
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(12));
	assert_int_equal(clock_left_ms(&c, 1), MIN(30));
	assert_int_equal(clock_challenge_end(&c), 0);
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(1);
	assert_int_equal(clock_left_ms(&c, 1), MIN(30) - SEC(1));
}

static void
test_art35_6_challenge_does_not_stop_total_time(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "no-corrido:25,total:60");
	assert_int_equal(clock_total_left_ms(&c), MIN(60));
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_submit(&c), 0);
	assert_int_equal(clock_challenge_start(&c), 0);
	f.ms += SEC(120);
	assert_int_equal(clock_left_ms(&c, 0), MIN(25) - SEC(10));
	assert_int_equal(clock_total_left_ms(&c), MIN(60) - SEC(130));
}

static void
test_art30_timer_warns_three_times_then_turn_is_over(void **state)
{
	struct fake f;
	struct clock c;
	char buf[CLOCK_FORMAT_LEN];

	clock_setup(&c, &f, "timer:2");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	assert_string_equal(clock_format(clock_left_ms(&c, 0), buf,
	    sizeof buf), "2:00");
	f.ms += SEC(90) - 1;
	assert_int_equal(clock_warning(&c), 0);
	f.ms += 1;		/* 30 s left */
	assert_int_equal(clock_warning(&c), 1);
	f.ms += SEC(15);	/* 15 s left */
	assert_int_equal(clock_warning(&c), 2);
	f.ms += SEC(10);	/* 5 s left */
	assert_int_equal(clock_warning(&c), 3);
	f.ms += SEC(5) - 1;
	assert_false(clock_turn_over(&c));
	f.ms += 1;
	assert_true(clock_turn_over(&c));
	assert_int_equal(clock_warning(&c), 3);
	assert_int_equal(clock_turn_end(&c), 0);
	assert_int_equal(clock_turn_start(&c, 1), 0);
	assert_int_equal(clock_left_ms(&c, 1), MIN(2));
	assert_int_equal(clock_warning(&c), 0);
	assert_false(clock_turn_over(&c));
}

static void
test_art30_timer_gives_each_turn_two_minutes(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "timer");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(100);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(30);	/* scoring and deciding are not the mover's turn */
	assert_int_equal(clock_left_ms(&c, 0), SEC(20));
	assert_int_equal(clock_accept(&c), 0);
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_left_ms(&c, 1), SEC(110));
	assert_int_equal(clock_left_ms(&c, 0), SEC(120));
	assert_int_equal(clock_turn_end(&c), 0);
	assert_int_equal(clock_turn_start(&c, 0), 0);
	assert_int_equal(clock_left_ms(&c, 0), SEC(120));
}

static void
test_art37_5_total_game_time_over_is_reported(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:30,total:60");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	for (int turn = 1; turn < 6; turn++) {
		f.ms += MIN(10);
		assert_int_equal(clock_turn_end(&c), 0);
		assert_int_equal(clock_turn_start(&c, turn % 2), 0);
	}
	f.ms += MIN(10) - 1;
	assert_false(clock_total_over(&c));
	assert_int_equal(clock_total_left_ms(&c), 1);
	f.ms += 1;
	assert_true(clock_total_over(&c));
	/* Art. 27: the last mover still evens up the turns on their own clock. */
	assert_int_equal(clock_running(&c), 1);
	f.ms += SEC(30);
	assert_int_equal(clock_total_left_ms(&c), -SEC(30));
	assert_int_equal(clock_left_ms(&c, 1), -SEC(30));
	assert_int_equal(clock_left_ms(&c, 0), 0);
}

static void
test_art27_untimed_game_has_no_total_limit(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "none");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += MIN(600);
	assert_false(clock_total_over(&c));
	assert_int_equal(clock_left_ms(&c, 0), 0);
	assert_int_equal(clock_penalty(&c, 0), 0);
}

static void
test_pause_stops_every_clock(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:30,total:90");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(10);
	clock_pause(&c);
	f.ms += MIN(60);
	assert_int_equal(clock_running(&c), -1);
	clock_resume(&c);
	f.ms += SEC(5);
	assert_int_equal(clock_left_ms(&c, 0), MIN(30) - SEC(15));
	assert_int_equal(clock_total_left_ms(&c), MIN(90) - SEC(15));
}

static void
test_finished_game_freezes_the_clocks(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido:1,total:5");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(61);
	clock_finish(&c);
	f.ms += MIN(10);
	assert_int_equal(clock_penalty(&c, 0), 10);
	assert_false(clock_total_over(&c));
	assert_int_equal(clock_turn_start(&c, 1), -1);
}

static void
test_events_out_of_turn_are_refused(void **state)
{
	struct fake f;
	struct clock c;

	clock_setup(&c, &f, "corrido");
	assert_int_equal(clock_submit(&c), -1);
	assert_int_equal(clock_accept(&c), -1);
	assert_int_equal(clock_turn_end(&c), -1);
	assert_int_equal(clock_turn_start(&c, 2), -1);
	assert_int_equal(clock_turn_start(&c, 0), 0);
	assert_int_equal(clock_turn_start(&c, 1), -1);
	assert_int_equal(clock_challenge_start(&c), -1);
	assert_int_equal(clock_accept(&c), -1);
	assert_int_equal(clock_submit(&c), 0);
	assert_int_equal(clock_challenge_end(&c), -1);
	assert_int_equal(clock_submit(&c), -1);
}

/* Two clocks agree on everything a player or the game can see. */
static void
assert_clocks_agree(const struct clock *a, const struct clock *b)
{
	for (int p = 0; p < 2; p++) {
		assert_int_equal(clock_left_ms(a, p), clock_left_ms(b, p));
		assert_int_equal(clock_penalty(a, p), clock_penalty(b, p));
	}
	assert_int_equal(clock_running(a), clock_running(b));
	assert_int_equal(clock_warning(a), clock_warning(b));
	assert_int_equal(clock_turn_over(a), clock_turn_over(b));
	assert_int_equal(clock_total_left_ms(a), clock_total_left_ms(b));
}

/* Save to a text line at the fake's now, then load on another fake. */
static void
save_and_resume(const struct clock *c, struct clock *resumed,
    struct fake *later)
{
	struct clock_state st, back;
	char line[CLOCK_STATE_LEN];

	clock_save(c, &st);
	assert_int_equal(clock_state_write(&st, line, sizeof line), 0);
	assert_int_equal(clock_state_read(&back, line), CLOCK_OK);
	assert_memory_equal(&st, &back, sizeof st);
	assert_int_equal(clock_load(resumed, &back, fake_source(later)),
	    CLOCK_OK);
}

static void
test_save_load_mid_turn_continues_exactly(void **state)
{
	struct fake f, later = { 5 };
	struct clock c, resumed;

	clock_setup(&c, &f, "corrido:30,total:60");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(40);
	assert_int_equal(clock_turn_end(&c), 0);
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(75) + 321;
	/* The process is killed here and started again much later. */
	save_and_resume(&c, &resumed, &later);
	assert_clocks_agree(&c, &resumed);
	f.ms += SEC(20);
	later.ms += SEC(20);
	assert_clocks_agree(&c, &resumed);
	assert_int_equal(clock_left_ms(&resumed, 1), MIN(30) - SEC(95) - 321);
	assert_int_equal(clock_submit(&resumed), 0);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(9);
	later.ms += SEC(9);
	assert_clocks_agree(&c, &resumed);
}

/* Art. 29's five seconds are not renewed by a save in the middle of them. */
static void
test_save_load_mid_decision_keeps_art29_allowance(void **state)
{
	struct fake f, later = { 0 };
	struct clock c, resumed;

	clock_setup(&c, &f, "corrido:30");
	assert_int_equal(clock_turn_start(&c, 0), 0);
	f.ms += SEC(10);
	assert_int_equal(clock_submit(&c), 0);
	f.ms += SEC(3);
	save_and_resume(&c, &resumed, &later);
	later.ms += SEC(60);
	assert_int_equal(clock_left_ms(&resumed, 0), MIN(30) - SEC(15));
	assert_int_equal(clock_running(&resumed), -1);
}

static void
test_save_load_in_timer_mode_keeps_warnings(void **state)
{
	struct fake f, later = { 123 };
	struct clock c, resumed;

	clock_setup(&c, &f, "timer:2,total:30");
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(106);
	save_and_resume(&c, &resumed, &later);
	assert_int_equal(clock_warning(&resumed), 2);
	later.ms += SEC(14);
	assert_true(clock_turn_over(&resumed));
	assert_int_equal(clock_total_left_ms(&resumed), MIN(30) - SEC(120));
}

static void
test_settings_parse_modes_and_minutes(void **state)
{
	struct clock_settings s;
	char buf[CLOCK_SETTINGS_LEN];

	assert_int_equal(clock_settings_parse(&s, "none"), CLOCK_OK);
	assert_int_equal(s.mode, CLOCK_NONE);
	assert_int_equal(s.total_ms, 0);
	assert_int_equal(clock_settings_parse(&s, "corrido"), CLOCK_OK);
	assert_int_equal(s.budget_ms, MIN(30));
	assert_int_equal(clock_settings_parse(&s, "no-corrido"), CLOCK_OK);
	assert_int_equal(s.budget_ms, MIN(25));
	assert_int_equal(clock_settings_parse(&s, "timer"), CLOCK_OK);
	assert_int_equal(s.budget_ms, MIN(2));
	assert_int_equal(clock_settings_parse(&s, "no-corrido:45,total:120"),
	    CLOCK_OK);
	assert_int_equal(s.mode, CLOCK_NO_CORRIDO);
	assert_int_equal(s.budget_ms, MIN(45));
	assert_int_equal(s.total_ms, MIN(120));
	assert_int_equal(clock_settings_format(&s, buf, sizeof buf), 0);
	assert_string_equal(buf, "no-corrido:45,total:120");
	assert_int_equal(clock_settings_parse(&s, "none,total:60"), CLOCK_OK);
	assert_int_equal(clock_settings_format(&s, buf, sizeof buf), 0);
	assert_string_equal(buf, "none,total:60");
	assert_int_equal(clock_settings_format(&s, buf, 5), -1);
}

static void
test_settings_bad_text_refused(void **state)
{
	static const struct {
		const char *text;
		enum clock_error error;
	} bad[] = {
		{ "", CLOCK_ERR_MODE }, { "corr", CLOCK_ERR_MODE },
		{ "Corrido", CLOCK_ERR_MODE }, { " corrido", CLOCK_ERR_MODE },
		{ "corrido:", CLOCK_ERR_MINUTES },
		{ "corrido:0", CLOCK_ERR_MINUTES },
		{ "corrido:601", CLOCK_ERR_MINUTES },
		{ "corrido:-5", CLOCK_ERR_MINUTES },
		{ "corrido:+5", CLOCK_ERR_MINUTES },
		{ "corrido:30x", CLOCK_ERR_MINUTES },
		{ "timer:99999999999999999999999", CLOCK_ERR_MINUTES },
		{ "none:5", CLOCK_ERR_SYNTAX }, { "timer:2,", CLOCK_ERR_SYNTAX },
		{ "timer:2,total", CLOCK_ERR_SYNTAX },
		{ "timer:2,total:", CLOCK_ERR_MINUTES },
		{ "timer:2,total:0", CLOCK_ERR_MINUTES },
		{ "corrido,total:60,total:60", CLOCK_ERR_MINUTES },
	};
	struct clock_settings s = { CLOCK_TIMER, MIN(3), MIN(7) };

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(clock_settings_parse(&s, bad[i].text),
		    bad[i].error);
		assert_int_equal(s.budget_ms, MIN(3));
		assert_int_equal(s.total_ms, MIN(7));
	}
	assert_string_equal(clock_error_id(CLOCK_ERR_MINUTES), "bad-minutes");
}

static void
test_corrupt_saved_line_refused(void **state)
{
	static const char *bad[] = {
		"", "clock1", "clock2 1 1800000 0 1 0 0 0 0 0 0 0",
		"clock1 1 1800000 0 1 0 0 0 0 0 0",	/* truncated */
		"clock1 1 1800000 0 1 0 0 0 0 0 0 0 0",	/* one too many */
		"clock1 1 1800000 0 1 0 0 0 0 0 0 x",
		"clock1 1 1800000 0 1 0 0 0 0 0 0 0 ",
		"clock1  1 1800000 0 1 0 0 0 0 0 0 0",
		"clock1 1 1800000 0 1 0 0 0 0 0 0 99999999999999999999",
		"clock1 1 1800000 0 1 0 0 0 0 0 0 0\n\n",
	};
	struct clock_state st;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(clock_state_read(&st, bad[i]),
		    CLOCK_ERR_SAVED);
	assert_int_equal(clock_state_read(&st,
	    "clock1 1 1800000 0 1 0 0 0 0 0 0 0\n"), CLOCK_OK);
	assert_int_equal(st.budget_ms, MIN(30));
}

static void
test_corrupt_saved_state_refused(void **state)
{
	static const char *bad[] = {
		"clock1 9 1800000 0 1 0 0 10 0 10 0 10",  /* mode */
		"clock1 1 0 0 1 0 0 10 0 10 0 10",	  /* corrido without time */
		"clock1 0 60000 0 1 0 0 10 0 10 0 10",	  /* untimed with time */
		"clock1 1 1800000 -1 1 0 0 10 0 10 0 10", /* total limit */
		"clock1 1 1800000 0 7 0 0 10 0 10 0 10",  /* phase */
		"clock1 1 1800000 0 1 2 0 10 0 10 0 10",  /* mover */
		"clock1 1 1800000 0 1 0 3 10 0 10 0 10",  /* paused */
		"clock1 1 1800000 0 1 0 0 -10 0 0 0 10",  /* negative time */
		"clock1 1 1800000 0 1 0 0 10 5 10 0 10",  /* more than elapsed */
		"clock1 1 1800000 0 1 0 0 10 0 11 0 20",  /* turn beyond clock */
		"clock1 1 1800000 0 2 0 0 9000 0 9000 6000 9000", /* art. 29 */
		"clock1 2 1500000 0 2 0 0 10 0 10 5 10",  /* decision not corrido */
		"clock1 1 1800000 0 0 0 0 0 0 0 0 10",	  /* time before start */
	};
	struct fake f;
	struct clock c;
	struct clock_state st;

	clock_setup(&c, &f, "timer:3");
	assert_int_equal(clock_turn_start(&c, 1), 0);
	f.ms += SEC(7);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(clock_state_read(&st, bad[i]), CLOCK_OK);
		assert_int_equal(clock_load(&c, &st, fake_source(&f)),
		    CLOCK_ERR_SAVED);
	}
	/* The clock that refused them runs on untouched. */
	assert_int_equal(clock_left_ms(&c, 1), MIN(3) - SEC(7));
	assert_int_equal(clock_state_read(&st,
	    "clock1 1 1800000 0 1 0 0 10 0 10 0 10"), CLOCK_OK);
	assert_int_equal(clock_load(&c, &st, fake_source(&f)), CLOCK_OK);
}

static void
test_format_shows_minutes_and_seconds(void **state)
{
	char buf[CLOCK_FORMAT_LEN];

	assert_string_equal(clock_format(MIN(18) + SEC(42), buf, sizeof buf),
	    "18:42");
	assert_string_equal(clock_format(-SEC(35), buf, sizeof buf), "-0:35");
	assert_string_equal(clock_format(0, buf, sizeof buf), "0:00");
	assert_string_equal(clock_format(MIN(90), buf, sizeof buf), "90:00");
	/* A started second counts, as a started minute does in art. 32. */
	assert_string_equal(clock_format(SEC(59) + 1, buf, sizeof buf), "1:00");
	assert_string_equal(clock_format(-1, buf, sizeof buf), "-0:01");
	clock_format(INT64_MIN, buf, sizeof buf);
	assert_int_equal(buf[0], '-');
}

static void
test_monotonic_source_never_goes_back(void **state)
{
	struct clock_source source = clock_source_monotonic();
	int64_t before = source.now_ms(source.ctx);

	assert_true(source.now_ms(source.ctx) >= before);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art32_61_seconds_over_costs_20),
		cmocka_unit_test(test_art32_1_second_over_costs_10),
		cmocka_unit_test(test_art32_a_millisecond_over_is_a_fraction_of_a_minute),
		cmocka_unit_test(test_art32_60_seconds_over_costs_10),
		cmocka_unit_test(test_art32_exactly_on_time_costs_nothing),
		cmocka_unit_test(test_art32_120_seconds_over_costs_20),
		cmocka_unit_test(test_art32_121_seconds_over_costs_30),
		cmocka_unit_test(test_art32_overtime_adds_up_over_turns),
		cmocka_unit_test(test_art32_timer_mode_has_no_penalty),
		cmocka_unit_test(test_art29_corrido_decision_runs_mover_clock_5_s_at_most),
		cmocka_unit_test(test_art29_corrido_quick_accept_charges_its_seconds),
		cmocka_unit_test(test_art31_1_no_corrido_clock_stops_at_submission),
		cmocka_unit_test(test_art31_2_challenge_stops_both_clocks),
		cmocka_unit_test(test_art35_6_challenge_does_not_stop_total_time),
		cmocka_unit_test(test_art30_timer_warns_three_times_then_turn_is_over),
		cmocka_unit_test(test_art30_timer_gives_each_turn_two_minutes),
		cmocka_unit_test(test_art37_5_total_game_time_over_is_reported),
		cmocka_unit_test(test_art27_untimed_game_has_no_total_limit),
		cmocka_unit_test(test_pause_stops_every_clock),
		cmocka_unit_test(test_finished_game_freezes_the_clocks),
		cmocka_unit_test(test_events_out_of_turn_are_refused),
		cmocka_unit_test(test_save_load_mid_turn_continues_exactly),
		cmocka_unit_test(test_save_load_mid_decision_keeps_art29_allowance),
		cmocka_unit_test(test_save_load_in_timer_mode_keeps_warnings),
		cmocka_unit_test(test_settings_parse_modes_and_minutes),
		cmocka_unit_test(test_settings_bad_text_refused),
		cmocka_unit_test(test_corrupt_saved_line_refused),
		cmocka_unit_test(test_corrupt_saved_state_refused),
		cmocka_unit_test(test_format_shows_minutes_and_seconds),
		cmocka_unit_test(test_monotonic_source_never_goes_back),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
