/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the benchmarks share: clocks and medians. */
#ifndef FICHAS_BENCH_UTIL_H
#define FICHAS_BENCH_UTIL_H

#include <stddef.h>

/*
 * Seconds of processor time used by this process: other programs running
 * on the machine disturb the figures less than with wall-clock time.
 */
double bench_cpu_seconds(void);
/* Seconds of the monotonic clock (for work on several threads). */
double bench_wall_seconds(void);
/* The median of n values (sorts them; n > 0). */
double bench_median(double *v, size_t n);

#endif
