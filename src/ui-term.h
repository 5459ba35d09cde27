/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The terminal, owned by one file as htop's CRT.c owns it: curses set up
 * and torn down, colours and their monochrome stand-ins, and the signals.
 *
 * Ctrl-C, SIGINT, SIGTERM and SIGHUP only raise a flag that the main loop
 * sees within one poll (it saves the game and ends curses normally).  A
 * crash (SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT) puts the terminal's
 * saved modes back with async-signal-safe calls and dies of the same
 * signal, so the shell never inherits a raw terminal.
 */
#ifndef FICHAS_UI_TERM_H
#define FICHAS_UI_TERM_H

#include "ui-curses.h"

/* How long the main loop waits for a key, in milliseconds. */
#define UI_TERM_POLL_MS	100
#define UI_TERM_WRAP_MAX 64	/* lines one text may wrap into */

/* Every look the screen uses, each with a colour and a monochrome form. */
enum ui_attr {
	UI_A_NORMAL = 0,
	UI_A_EMPTY,		/* a plain square */
	UI_A_2L,
	UI_A_3L,
	UI_A_2W,
	UI_A_3W,
	UI_A_STAR,		/* H8, a double word (art. 16) */
	UI_A_TILE,
	UI_A_BLANK,		/* a tile played by a blank (art. 10) */
	UI_A_LAST,		/* the last play */
	UI_A_LAID,		/* laid, not yet submitted (art. 21) */
	UI_A_CURSOR,
	UI_A_LABEL,		/* coordinates */
	UI_A_TITLE,
	UI_A_MOVER,		/* the player whose turn it is */
	UI_A_ERROR,
	UI_A_GOOD,
	UI_A_OVERTIME,
	UI_A_KEY,		/* a key name in the hints */
	UI_A_DIM,
	UI_A_COUNT
};

/*
 * Whether the terminal named by $TERM can show the game (it moves the
 * cursor); 0, or -1 with *cause a malloc'd message (src/ui-term-check.c).
 */
int ui_term_check(char **cause);
/* Start curses (colour unless colour is 0); -1 when no terminal. */
int ui_term_start(int colour);
/* Columns of bars a chart line has at most. */
#define UI_TERM_CHART_MAX 256
/* y: a name in 11 columns, then values[0..n) as bars up to max. */
void ui_term_chart(int y, int x, int w, const char *name, const int *values,
    int n, int max);
/* Whether curses has the screen (between ui_term_start() and its end). */
int ui_term_active(void);
/* End curses and put the terminal back; safe to call twice. */
void ui_term_end(void);
/* The curses attributes of a look. */
attr_t ui_term_attr(enum ui_attr look);
/* The signal that asked to stop (SIGINT, SIGTERM, SIGHUP), or 0. */
int ui_term_stop_signal(void);
/* Beep, or flash and beep for an urgent warning (art. 30 timer). */
void ui_term_alert(int urgent);
/* Whether the terminal shows UTF-8 (Ñ, subscript values). */
int ui_term_utf8(void);
/*
 * Write UTF-8 text at (y, x) in at most width columns (cut, never
 * wrapped), in the current attributes; returns the columns used.
 */
int ui_term_put(int y, int x, int width, const char *text);
/* The same, the last column an ellipsis when the text is cut. */
int ui_term_put_cut(int y, int x, int width, const char *text);
/*
 * The same, but a cut text ends with its tail (a suffix of text) after
 * the ellipsis, "Jug…1", or when the tail is too long begins with the
 * ellipsis and the tail cut: "…Marí".
 */
int ui_term_put_cut_tail(int y, int x, int width, const char *text,
    const char *tail);
/* The same through a printf format. */
int ui_term_printf(int y, int x, int width, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A title bar of w columns at (y, x): text in reverse video. */
void ui_term_title(int y, int x, int w, const char *text);
/* Columns that UTF-8 text takes. */
int ui_term_width(const char *text);
/* The same for the first len bytes of text. */
int ui_term_putn(int y, int x, int width, const char *text, size_t len);
/*
 * Write text in lines of at most w columns, at most h lines, broken by
 * the Unicode rules (src/ui-wrap.h); returns the lines used.
 */
int ui_term_wrap(int y, int x, int w, int h, const char *text);
/* How many lines ui_term_wrap() needs for text at w columns. */
int ui_term_wrap_lines(int w, const char *text);
/*
 * Key hints ("Enter play  Bksp back": items two spaces apart) flowed
 * into at most h lines of w columns, never splitting an item; returns
 * the lines used.
 */
int ui_term_keys(int y, int x, int w, int h, const char *text);
/* How many lines ui_term_keys() needs for text at w columns. */
int ui_term_keys_lines(int w, const char *text);

#endif
