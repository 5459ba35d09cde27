/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A score chart as one line of bars, a column per turn (or per few turns
 * when they do not fit): block characters in eighths (▁ to █) on a UTF-8
 * terminal, ASCII otherwise.  For the review and end screens and for
 * `fichas analyze --chart`.  No curses here.
 */
#ifndef FICHAS_CHART_H
#define FICHAS_CHART_H

#include <stddef.h>

/*
 * values[0..n) as at most width bars scaled to max, into buf (NUL-ended);
 * returns how many turns each bar stands for (1 or more).
 */
int chart_bars(const int *values, int n, int max, int width, int utf8,
    char *buf, size_t size);

#endif
