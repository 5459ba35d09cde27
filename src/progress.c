/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <langinfo.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

#include "progress.h"

#define PROGRESS_INTERVAL 0.25	/* at most four lines a second */

static double progress_now(void);
static int progress_columns(FILE *out);
static size_t progress_cut(const char *line, int columns, int *width);
static void progress_blank(FILE *out, int n);
static void progress_draw(struct progress *p, const char *line);
static int progress_utf8(void);
static int progress_fd(FILE *out);
static double progress_env_delay(const char *text, double delay);

/* Monotonic seconds. */
static double
progress_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * The descriptor under out: standard error's even where it is a stream
 * that converts to the locale's set (src/charset.h), which has none.
 */
static int
progress_fd(FILE *out)
{
	return out == stderr ? STDERR_FILENO : fileno(out);
}

/* The terminal's width, so that the line never wraps (which \r cannot undo). */
static int
progress_columns(FILE *out)
{
	struct winsize ws;

	if (ioctl(progress_fd(out), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1)
		return ws.ws_col;
	return 80;
}

/* Bytes of line that fit in columns - 1; *width gets their columns. */
static size_t
progress_cut(const char *line, int columns, int *width)
{
	size_t len = strlen(line), at = 0, n;
	mbstate_t st;
	wchar_t wc;
	int w;

	memset(&st, 0, sizeof st);
	*width = 0;
	while (at < len) {
		n = mbrtowc(&wc, line + at, len - at, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			memset(&st, 0, sizeof st);
			n = 1;
			w = 1;
		} else if ((w = wcwidth(wc)) < 0)
			w = 0;
		if (*width + w > columns - 1)
			break;
		*width += w;
		at += n == 0 ? 1 : n;
	}
	return at;
}

/* n spaces. */
static void
progress_blank(FILE *out, int n)
{
	for (int i = 0; i < n; i++)
		fputc(' ', out);
}

/* Whether the locale writes UTF-8, where · and – can be shown. */
static int
progress_utf8(void)
{
	const char *codeset = nl_langinfo(CODESET);

	return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

/*
 * FICHAS_PROGRESS_DELAY's seconds, "0.5", read with a '.' in any locale
 * (atof() would stop at it under a Spanish LC_NUMERIC); delay when it is
 * not such a number.
 */
static double
progress_env_delay(const char *text, double delay)
{
	double seconds = 0, unit = 1;
	int digits = 0;

	for (; *text >= '0' && *text <= '9'; text++, digits++)
		seconds = seconds * 10 + (*text - '0');
	if (*text == '.')
		for (text++; *text >= '0' && *text <= '9'; text++, digits++)
			seconds += (*text - '0') * (unit /= 10);
	return digits > 0 && *text == '\0' ? seconds : delay;
}

void
progress_start(struct progress *p, enum progress_mode mode, double delay)
{
	const char *env = getenv("FICHAS_PROGRESS_DELAY");

	memset(p, 0, sizeof *p);
	p->out = stderr;
	p->tty = mode != PROGRESS_QUIET && isatty(progress_fd(p->out));
	p->steps = mode == PROGRESS_STEPS && !p->tty;
	p->delay = env != NULL ? progress_env_delay(env, delay) : delay;
	p->start = progress_now();
	p->last = -1;
}

int
progress_due(struct progress *p, long done, long total)
{
	double now;
	int tenth;

	if (!p->tty && !p->steps)
		return 0;
	now = progress_now();
	if (now - p->start < p->delay)
		return 0;
	if (p->tty) {
		if (p->last >= 0 && now - p->last < PROGRESS_INTERVAL &&
		    done < total)
			return 0;
		p->last = now;
		return 1;
	}
	if (done >= total)
		return 1;
	tenth = (int)(done * 10 / total);
	if (tenth <= p->tenth)
		return 0;
	p->tenth = tenth;
	return 1;
}

void
progress_show(struct progress *p, const char *line)
{
	if (p->steps) {
		fprintf(p->out, "%s\n", line);
		fflush(p->out);
		return;
	}
	if (!p->tty)
		return;
	snprintf(p->line, sizeof p->line, "%s", line);
	p->hidden = 0;
	progress_draw(p, p->line);
}

/* Draw line over the one on the terminal, cut to its width. */
static void
progress_draw(struct progress *p, const char *line)
{
	size_t len;
	int width;

	len = progress_cut(line, progress_columns(p->out), &width);
	fprintf(p->out, "\r%.*s", (int)len, line);
	if (width < p->width) {
		progress_blank(p->out, p->width - width);
		fprintf(p->out, "\r%.*s", (int)len, line);
	}
	p->width = width;
	fflush(p->out);
}

int
progress_hide(struct progress *p)
{
	if (!p->tty || p->width == 0)
		return 0;
	fputc('\r', p->out);
	progress_blank(p->out, p->width);
	fputc('\r', p->out);
	fflush(p->out);
	p->width = 0;
	p->hidden = 1;
	return 1;
}

void
progress_redraw(struct progress *p)
{
	if (p->hidden) {
		p->hidden = 0;
		progress_draw(p, p->line);
	}
}

void
progress_end(struct progress *p)
{
	progress_hide(p);
	p->hidden = 0;
}

double
progress_elapsed(const struct progress *p)
{
	return progress_now() - p->start;
}

void
progress_eta(const struct progress *p, long done, long total, char *buf,
    size_t size)
{
	double secs = done > 0 ? progress_elapsed(p) / (double)done *
	    (double)(total - done) : 0;
	long s = (long)(secs + 0.5);

	if (s >= 3600)
		snprintf(buf, size, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60,
		    s % 60);
	else
		snprintf(buf, size, "%ld:%02ld", s / 60, s % 60);
}

const char *
progress_dot(void)
{
	return progress_utf8() ? " \xc2\xb7 " : " | ";
}

const char *
progress_dash(void)
{
	return progress_utf8() ? "\xe2\x80\x93" : "-";
}
