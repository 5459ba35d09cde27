/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Built without cmocka (configure found none, or --without-cmocka), the
 * unit tests still compile against this header and each exits 77, which
 * the test driver reports as skipped; the other tests run as usual.
 * Every check evaluates its arguments, so that no variable of a test goes
 * unused, and the failures that cmocka never returns from do not return.
 */
#ifndef FICHAS_NO_CMOCKA_H
#define FICHAS_NO_CMOCKA_H

#include <stdio.h>
#include <stdlib.h>

/* cmocka's own names, which a test may fill in by hand. */
struct CMUnitTest {
	const char *name;
	void (*test_func)(void **);
	int (*setup_func)(void **);
	int (*teardown_func)(void **);
	void *initial_state;
};

/* Take any arguments and do nothing with them. */
static inline void
nocmocka_use(int unused, ...)
{
	(void)unused;
}

/* What every test program prints as it skips. */
static inline int
nocmocka_skip(const char *group)
{
	printf("SKIP: the unit tests of %s need cmocka, which configure "
	    "did not find\n", group);
	return 77;
}

#define cmocka_unit_test(f) { #f, f, NULL, NULL, NULL }
#define cmocka_unit_test_setup_teardown(f, s, t) { #f, f, s, t, NULL }
#define cmocka_run_group_tests(tests, setup, teardown) \
	_cmocka_run_group_tests("this program", (tests), 0, (setup), (teardown))
#define _cmocka_run_group_tests(group, tests, n, setup, teardown) \
	(nocmocka_use(0, (tests), (n), (setup), (teardown)), \
	    nocmocka_skip(group))

#define assert_true(c) nocmocka_use(0, (c))
#define assert_false(c) nocmocka_use(0, (c))
#define assert_null(p) nocmocka_use(0, (p))
#define assert_non_null(p) nocmocka_use(0, (p))
#define assert_int_equal(a, b) nocmocka_use(0, (a), (b))
#define assert_int_not_equal(a, b) nocmocka_use(0, (a), (b))
#define assert_ptr_equal(a, b) nocmocka_use(0, (a), (b))
#define assert_string_equal(a, b) nocmocka_use(0, (a), (b))
#define assert_string_not_equal(a, b) nocmocka_use(0, (a), (b))
#define assert_memory_equal(a, b, n) nocmocka_use(0, (a), (b), (n))
#define assert_memory_not_equal(a, b, n) nocmocka_use(0, (a), (b), (n))
#define assert_float_equal(a, b, e) nocmocka_use(0, (a), (b), (e))
#define assert_in_range(v, lo, hi) nocmocka_use(0, (v), (lo), (hi))
#define print_message(...) printf(__VA_ARGS__)
#define print_error(...) fprintf(stderr, __VA_ARGS__)
#define fail() abort()
#define fail_msg(...) (fprintf(stderr, __VA_ARGS__), abort())
#define skip() exit(77)

#endif
