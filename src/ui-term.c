/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <langinfo.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include "chart.h"
#include "ui-term.h"
#include "ui-wrap.h"

/*
 * The terminal.  Before curses changes anything the terminal's modes are
 * saved, so that a crash handler can restore them with tcsetattr() and a
 * few escape sequences (leave the alternate screen, show the cursor, reset
 * attributes) instead of endwin(), which is not safe in a signal handler.
 */

/*
 * Colour and monochrome forms of a look.  Black letters are never bold:
 * many terminals draw bold as the bright colour, and bright black is a
 * grey that vanishes on green, white or magenta.  The squares set their
 * own background, so they read the same on dark and light terminals; the
 * last play is underlined as well as green, for those who cannot tell
 * green from the tiles' yellow.  Without colour (NO_COLOR) tiles are bold
 * and the last play bold and underlined, in the terminal's own colours.
 */
struct ui_term_look {
	short fg, bg;		/* -1: the terminal's default */
	attr_t colour_attr;	/* added to the colour pair */
	attr_t mono_attr;	/* used alone without colour */
};

static void ui_term_on_stop(int sig);
static void ui_term_on_crash(int sig);
static void ui_term_signals(void);
static void ui_term_colours(void);
static int ui_term_put_lines(int y, int x, int w, int h, const char *text,
    const struct ui_wrap_line *lines, int n);

static const struct ui_term_look ui_term_looks[UI_A_COUNT] = {
	[UI_A_NORMAL] = { -1, -1, A_NORMAL, A_NORMAL },
	[UI_A_EMPTY] = { -1, -1, A_NORMAL, A_NORMAL },
	[UI_A_2L] = { COLOR_BLACK, COLOR_CYAN, A_NORMAL, A_NORMAL },
	[UI_A_3L] = { COLOR_WHITE, COLOR_BLUE, A_BOLD, A_NORMAL },
	[UI_A_2W] = { COLOR_BLACK, COLOR_MAGENTA, A_NORMAL, A_BOLD },
	[UI_A_3W] = { COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD },
	[UI_A_STAR] = { COLOR_BLACK, COLOR_MAGENTA, A_NORMAL, A_BOLD },
	[UI_A_TILE] = { COLOR_BLACK, COLOR_YELLOW, A_NORMAL, A_BOLD },
	[UI_A_BLANK] = { COLOR_BLUE, COLOR_YELLOW, A_NORMAL, A_NORMAL },
	[UI_A_LAST] = { COLOR_BLACK, COLOR_GREEN, A_UNDERLINE,
	    A_BOLD | A_UNDERLINE },
	[UI_A_LAID] = { COLOR_BLACK, COLOR_WHITE, A_UNDERLINE,
	    A_BOLD | A_REVERSE },
	[UI_A_CURSOR] = { -1, -1, A_REVERSE, A_REVERSE },
	[UI_A_LABEL] = { COLOR_YELLOW, -1, A_NORMAL, A_NORMAL },
	[UI_A_TITLE] = { -1, -1, A_BOLD | A_REVERSE, A_BOLD | A_REVERSE },
	[UI_A_MOVER] = { COLOR_GREEN, -1, A_BOLD, A_BOLD },
	[UI_A_ERROR] = { COLOR_RED, -1, A_BOLD, A_BOLD },
	[UI_A_GOOD] = { COLOR_GREEN, -1, A_NORMAL, A_NORMAL },
	[UI_A_OVERTIME] = { COLOR_RED, -1, A_BOLD, A_BOLD | A_UNDERLINE },
	[UI_A_KEY] = { COLOR_CYAN, -1, A_BOLD, A_BOLD },
	[UI_A_DIM] = { -1, -1, A_DIM, A_DIM },
};

static attr_t ui_term_attrs[UI_A_COUNT];
static struct termios ui_term_saved;
static int ui_term_saved_ok;
static int ui_term_started;
static volatile sig_atomic_t ui_term_stop;

/* A quit signal: the main loop saves and ends curses. */
static void
ui_term_on_stop(int sig)
{
	ui_term_stop = sig;
}

/* A crash: restore the terminal with safe calls, then die of the signal. */
static void
ui_term_on_crash(int sig)
{
	static const char reset[] = "\033[0m\033[?25h\033[?1049l\r\n";
	ssize_t unused;

	if (ui_term_saved_ok)
		tcsetattr(STDIN_FILENO, TCSANOW, &ui_term_saved);
	unused = write(STDOUT_FILENO, reset, sizeof reset - 1);
	(void)unused;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Catch the signals that stop a game and those that crash one. */
static void
ui_term_signals(void)
{
	static const int stops[] = { SIGINT, SIGTERM, SIGHUP };
	static const int crashes[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL,
	    SIGABRT };
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = ui_term_on_stop;
	for (size_t i = 0; i < sizeof stops / sizeof stops[0]; i++)
		sigaction(stops[i], &sa, NULL);
	sa.sa_handler = ui_term_on_crash;
	sa.sa_flags = SA_RESETHAND;
	for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++)
		sigaction(crashes[i], &sa, NULL);
}

/* Colour pairs for every look, or the monochrome attributes. */
static void
ui_term_colours(void)
{
	int colour = has_colors() && start_color() == OK;

	if (colour)
		use_default_colors();
	for (int i = 0; i < UI_A_COUNT; i++) {
		const struct ui_term_look *l = &ui_term_looks[i];

		if (!colour) {
			ui_term_attrs[i] = l->mono_attr;
			continue;
		}
		if (l->fg == -1 && l->bg == -1) {
			ui_term_attrs[i] = l->colour_attr;
			continue;
		}
		init_pair((short)i, l->fg, l->bg);
		ui_term_attrs[i] = COLOR_PAIR(i) | l->colour_attr;
	}
}

/* Curses in raw mode with keypad keys and a short Esc delay. */
int
ui_term_start(int colour)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return -1;
	ui_term_saved_ok = tcgetattr(STDIN_FILENO, &ui_term_saved) == 0;
	ui_term_signals();
	if (initscr() == NULL)
		return -1;
	ui_term_started = 1;
	raw();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	set_escdelay(25);
	timeout(UI_TERM_POLL_MS);
	if (colour)
		ui_term_colours();
	else
		for (int i = 0; i < UI_A_COUNT; i++)
			ui_term_attrs[i] = ui_term_looks[i].mono_attr;
	return 0;
}

/* Leave curses; the terminal is as it was before. */
void
ui_term_end(void)
{
	if (!ui_term_started)
		return;
	ui_term_started = 0;
	curs_set(1);
	endwin();
	if (ui_term_saved_ok)
		tcsetattr(STDIN_FILENO, TCSANOW, &ui_term_saved);
}

/* The attributes a look is drawn with. */
attr_t
ui_term_attr(enum ui_attr look)
{
	if ((unsigned)look >= UI_A_COUNT)
		return A_NORMAL;
	return ui_term_attrs[look];
}

/* The signal that asked to stop, if any. */
int
ui_term_stop_signal(void)
{
	return ui_term_stop;
}

/* A player's name, then their totals as a line of bars (src/chart.h). */
void
ui_term_chart(int y, int x, int w, const char *name, const int *values,
    int n, int max)
{
	char bars[4 * UI_TERM_CHART_MAX + 1];

	chart_bars(values, n, max, w - 12 < UI_TERM_CHART_MAX ? w - 12 :
	    UI_TERM_CHART_MAX, ui_term_utf8(), bars, sizeof bars);
	ui_term_put(y, x, 11, name);
	attrset(ui_term_attr(UI_A_LABEL));
	ui_term_put(y, x + 12, w - 12, bars);
	attrset(A_NORMAL);
}

/* Whether curses has the screen now (ui_term_start() without its end). */
int
ui_term_active(void)
{
	return ui_term_started;
}

/* Tell the player about time (art. 30 warnings, art. 32 overtime). */
void
ui_term_alert(int urgent)
{
	if (urgent)
		flash();
	beep();
}

/* UTF-8 terminal: Ñ and subscript digits can be shown. */
int
ui_term_utf8(void)
{
	const char *codeset = nl_langinfo(CODESET);

	return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

/* Text cut to a number of columns, wide characters counted right. */
int
ui_term_put(int y, int x, int width, const char *text)
{
	return ui_term_putn(y, x, width, text, strlen(text));
}

/*
 * Text in at most width columns, its last column an ellipsis when cut
 * ('>' where the locale has none: '~' would read as the N~ of an Ñ).
 */
int
ui_term_put_cut(int y, int x, int width, const char *text)
{
	int used;

	if (width <= 0)
		return 0;
	if (ui_term_width(text) <= width)
		return ui_term_put(y, x, width, text);
	used = ui_term_put(y, x, width - 1, text);
	return used + ui_term_put(y, x + used, 1, ui_term_utf8() ? "\u2026" :
	    ">");
}

int
ui_term_put_cut_tail(int y, int x, int width, const char *text,
    const char *tail)
{
	int tail_w = ui_term_width(tail), used = 0;

	if (ui_term_width(text) <= width || width < 2)
		return ui_term_put_cut(y, x, width, text);
	if (tail_w > width - 2)
		tail_w = width - 1;
	else
		used = ui_term_put(y, x, width - 1 - tail_w, text);
	used += ui_term_put(y, x + used, 1, ui_term_utf8() ? "\u2026" : ">");
	return used + ui_term_put(y, x + used, tail_w, tail);
}

/* The first len bytes of text, cut to a number of columns. */
int
ui_term_putn(int y, int x, int width, const char *text, size_t len)
{
	mbstate_t st;
	wchar_t wc;
	size_t n;
	int used = 0, w;

	memset(&st, 0, sizeof st);
	move(y, x);
	while (len > 0 && used < width) {
		n = mbrtowc(&wc, text, len, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			wc = L'?';
			n = 1;
			memset(&st, 0, sizeof st);
		} else if (n == 0) {
			break;
		}
		w = wcwidth(wc);
		if (w < 0) {
			w = 1;
			wc = L'?';
		}
		if (used + w > width)
			break;
		addnwstr(&wc, 1);
		used += w;
		text += n;
		len -= n;
	}
	return used;
}

/* Formatted text cut to a number of columns. */
int
ui_term_printf(int y, int x, int width, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return ui_term_put(y, x, width, buf);
}

/* How many columns text takes on screen. */
int
ui_term_width(const char *text)
{
	mbstate_t st;
	wchar_t wc;
	size_t len = strlen(text), n;
	int used = 0, w;

	memset(&st, 0, sizeof st);
	while (len > 0) {
		n = mbrtowc(&wc, text, len, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			n = 1;
			memset(&st, 0, sizeof st);
			wc = L'?';
		} else if (n == 0) {
			break;
		}
		w = wcwidth(wc);
		used += w < 0 ? 1 : w;
		text += n;
		len -= n;
	}
	return used;
}

/* At most h of n broken lines of text, from (y, x). */
static int
ui_term_put_lines(int y, int x, int w, int h, const char *text,
    const struct ui_wrap_line *lines, int n)
{
	if (n > h)
		n = h;
	if (n > UI_TERM_WRAP_MAX)
		n = UI_TERM_WRAP_MAX;
	for (int i = 0; i < n; i++)
		ui_term_putn(y + i, x, w, text + lines[i].start, lines[i].len);
	return n;
}

/* Text broken into lines of at most w columns (src/ui-wrap.h). */
int
ui_term_wrap(int y, int x, int w, int h, const char *text)
{
	struct ui_wrap_line lines[UI_TERM_WRAP_MAX];

	return ui_term_put_lines(y, x, w, h, text, lines,
	    ui_wrap(text, w, lines, UI_TERM_WRAP_MAX));
}

/* Lines that text takes when wrapped to w columns. */
int
ui_term_wrap_lines(int w, const char *text)
{
	return ui_wrap(text, w, NULL, 0);
}

/* Lines that key hints take at w columns. */
int
ui_term_keys_lines(int w, const char *text)
{
	return ui_wrap_items(text, w, NULL, 0);
}

/* Key hints flowed into h lines of w columns, items kept whole. */
int
ui_term_keys(int y, int x, int w, int h, const char *text)
{
	struct ui_wrap_line lines[UI_TERM_WRAP_MAX];

	return ui_term_put_lines(y, x, w, h, text, lines,
	    ui_wrap_items(text, w, lines, UI_TERM_WRAP_MAX));
}

void
ui_term_title(int y, int x, int w, const char *text)
{
	attrset(ui_term_attr(UI_A_TITLE));
	mvhline(y, x, ' ', w);
	ui_term_put(y, x + 1, w - 2, text);
	attrset(A_NORMAL);
}
