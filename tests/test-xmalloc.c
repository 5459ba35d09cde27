/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Allocation cannot fail: a request no machine can meet reaches the fatal
 * hook (here one that jumps back to the test) and never returns NULL.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "xmalloc.h"

static jmp_buf test_back;
static size_t test_asked;
static int test_calls;

/* The hook under test: note the size and go back to the test. */
static void
test_fatal(size_t size)
{
	test_asked = size;
	test_calls++;
	longjmp(test_back, 1);
}

/* Run one failing allocation; 1 when the hook was called. */
#define HOOK_CALLED(call) \
	(setjmp(test_back) == 0 ? ((void)(call), 0) : 1)

static void
test_failure_calls_the_hook(void **state)
{
	xmalloc_fatal_fn old;

	(void)state;
	test_calls = 0;
	old = xmalloc_set_fatal(test_fatal);
	assert_true(HOOK_CALLED(xmalloc(SIZE_MAX)));
	assert_int_equal(test_asked, SIZE_MAX);
	assert_true(HOOK_CALLED(xcalloc(SIZE_MAX / 2, 4)));
	assert_true(HOOK_CALLED(xrealloc(NULL, SIZE_MAX)));
	assert_true(HOOK_CALLED(xreallocarray(NULL, SIZE_MAX / 2, 3)));
	assert_true(HOOK_CALLED(xmalloc_huge(SIZE_MAX)));
	assert_true(HOOK_CALLED(xcalloc_huge(SIZE_MAX / 2, 4)));
	assert_true(HOOK_CALLED(xmallocarray_huge(SIZE_MAX / 2, 3)));
	assert_int_equal(test_calls, 7);
	assert_ptr_equal(xmalloc_set_fatal(old), test_fatal);
}

static void
test_memory_is_given(void **state)
{
	char *s, *t;
	int *a;

	(void)state;
	test_calls = 0;
	xmalloc_set_fatal(test_fatal);
	s = xstrdup("casa");
	t = xstrndup("casas", 4);
	a = xcalloc(4, sizeof *a);
	assert_string_equal(s, "casa");
	assert_string_equal(t, "casa");
	assert_int_equal(a[3], 0);
	a = xreallocarray(a, 8, sizeof *a);
	a[7] = 1;
	free(xmalloc(0));
	assert_int_equal(test_calls, 0);
	free(s);
	free(t);
	free(a);
	xmalloc_set_fatal(NULL);
}

/* The huge-page kin give zeroed memory of any size, freed by free(). */
static void
test_huge_memory_is_given(void **state)
{
	size_t big = (size_t)5 << 20, n = big / sizeof(uint64_t);
	uint64_t *a, *b;
	char *c;

	(void)state;
	test_calls = 0;
	xmalloc_set_fatal(test_fatal);
	a = xcalloc_huge(n, sizeof *a);
	b = xcalloc_huge(3, sizeof *b);	/* small: plain xcalloc() */
	c = xmalloc_huge(big + 1);
	assert_int_equal(a[0], 0);
	assert_int_equal(a[n / 2], 0);
	assert_int_equal(a[n - 1], 0);
	assert_int_equal(b[2], 0);
	memset(c, 'x', big + 1);
	a[n - 1] = 1;
	assert_int_equal(test_calls, 0);
	free(a);
	free(b);
	free(c);
	xmalloc_set_fatal(NULL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_failure_calls_the_hook),
		cmocka_unit_test(test_memory_is_given),
		cmocka_unit_test(test_huge_memory_is_given),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
