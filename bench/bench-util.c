/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include "bench-util.h"

static double bench_seconds(clockid_t);
static int bench_double_compare(const void *, const void *);

/* Seconds of a clock. */
static double
bench_seconds(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double
bench_cpu_seconds(void)
{
	return bench_seconds(CLOCK_PROCESS_CPUTIME_ID);
}

double
bench_wall_seconds(void)
{
	return bench_seconds(CLOCK_MONOTONIC);
}

/* Ascending doubles. */
static int
bench_double_compare(const void *pa, const void *pb)
{
	double a = *(const double *)pa, b = *(const double *)pb;

	return a < b ? -1 : a > b;
}

double
bench_median(double *v, size_t n)
{
	qsort(v, n, sizeof *v, bench_double_compare);
	return v[n / 2];
}
