/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "chart.h"

int
chart_bars(const int *values, int n, int max, int width, int utf8,
    char *buf, size_t size)
{
	static const char *const blocks[] = { " ", "\u2581", "\u2582",
	    "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588" };
	static const char *const ascii[] = { " ", ".", ".", ":", ":", "|",
	    "|", "#", "#" };
	const char *const *look = utf8 ? blocks : ascii;
	size_t used = 0;
	int step = 1;

	if (size == 0)
		return 1;
	buf[0] = '\0';
	if (width < 1 || n < 1)
		return 1;
	while ((n + step - 1) / step > width)
		step++;
	for (int i = 0; i * step < n; i++) {
		int v = values[i * step];
		int level = v <= 0 || max <= 0 ? 0 : 1 + (v * 7) / max;
		const char *bar = look[level > 8 ? 8 : level];
		size_t len = strlen(bar);

		if (used + len >= size)
			break;
		memcpy(buf + used, bar, len + 1);
		used += len;
	}
	return step;
}
