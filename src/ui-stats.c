/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd-stats.h"
#include "history.h"
#include "i18n.h"
#include "text.h"
#include "ui-keys.h"
#include "ui-screen.h"
#include "ui-term.h"

/*
 * The statistics screen, opened from the start menu over it: the same
 * figures as `fichas stats`, a paragraph per opponent, and the player's
 * score game by game as a chart of block characters (ASCII where the
 * terminal is not UTF-8).  The history is read when the screen opens.
 */

#define UI_STATS_CHART_ROWS	4	/* rows of the chart */
#define UI_STATS_TEXT_MAX	64	/* lines of figures kept */

static void ui_stats_load(void);
static void ui_stats_add(const char *text);
static void ui_stats_draw(struct ui *ui);
static int ui_stats_draw_chart(int y);
static const char *ui_stats_cell(int eighths);
static int ui_stats_key(struct ui *ui, int is_key, wint_t ch);

const struct ui_screen_mode ui_stats_screen = {
	.draw = ui_stats_draw,
	.key = ui_stats_key,
};

/* What the screen shows, read when it opens and dropped when it closes. */
static struct {
	int loaded;
	struct history_stats stats;
	char text[UI_STATS_TEXT_MAX][CMD_STATS_LINE_MAX];
	int n_text;
	int top;		/* the first line of figures shown */
} ui_stats;

/* A line of the figures. */
static void
ui_stats_add(const char *text)
{
	if (ui_stats.n_text < UI_STATS_TEXT_MAX)
		snprintf(ui_stats.text[ui_stats.n_text++], CMD_STATS_LINE_MAX,
		    "%.*s", CMD_STATS_LINE_MAX - 1, text);
}

/* Read the history and word its figures. */
static void
ui_stats_load(void)
{
	char lines[CMD_STATS_LINES][CMD_STATS_LINE_MAX], buf[CMD_STATS_LINE_MAX];
	struct history h;
	enum history_error e;
	char *path = history_path();
	int n;

	memset(&ui_stats, 0, sizeof ui_stats);
	ui_stats.loaded = 1;
	memset(&h, 0, sizeof h);
	e = path == NULL ? HISTORY_ERR_NO_HOME : history_read(path, 0, &h);
	if (e != HISTORY_OK) {
		snprintf(buf, sizeof buf, _("The history cannot be read: %s."),
		    text_history_error(e, errno));
		ui_stats_add(buf);
		free(path);
		return;
	}
	free(path);
	cmd_stats_skipped(&h, buf, sizeof buf);
	if (buf[0] != '\0')
		ui_stats_add(buf);
	history_stats(&h, NULL, &ui_stats.stats);
	history_free(&h);
	if (ui_stats.stats.games == 0) {
		ui_stats_add(_("No finished game in the history."));
		return;
	}
	snprintf(buf, sizeof buf, ngettext("Statistics of %s: %d game",
	    "Statistics of %s: %d games", ui_stats.stats.games),
	    ui_stats.stats.player, ui_stats.stats.games);
	ui_stats_add(buf);
	for (int i = 0; i < ui_stats.stats.n_opponents; i++) {
		n = cmd_stats_lines(&ui_stats.stats.opponents[i], lines);
		ui_stats_add("");
		for (int k = 0; k < n; k++)
			ui_stats_add(lines[k]);
	}
}

/* A chart cell an eighth filled per step: a block, or ASCII. */
static const char *
ui_stats_cell(int eighths)
{
	static const char *const blocks[] = { " ", "\u2581", "\u2582",
	    "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588" };
	static const char *const ascii[] = { " ", ".", ".", "-", "-", "=",
	    "=", "#", "#" };

	if (eighths < 0)
		eighths = 0;
	if (eighths > 8)
		eighths = 8;
	return ui_term_utf8() ? blocks[eighths] : ascii[eighths];
}

/*
 * The last games that fit, one column each, from the lowest score to the
 * highest; the row after the chart.
 */
static int
ui_stats_draw_chart(int y)
{
	const struct history_stats *s = &ui_stats.stats;
	int levels[HISTORY_TREND_MAX], width = COLS - 4, first, n, lo, hi;

	if (s->n_trend == 0 || width < 1)
		return y;
	n = s->n_trend < width ? s->n_trend : width;
	first = s->n_trend - n;
	lo = hi = s->trend[first];
	for (int i = first; i < s->n_trend; i++) {
		lo = s->trend[i] < lo ? s->trend[i] : lo;
		hi = s->trend[i] > hi ? s->trend[i] : hi;
	}
	history_chart_levels(s->trend + first, n, UI_STATS_CHART_ROWS * 8,
	    levels);
	attrset(ui_term_attr(UI_A_MOVER));
	ui_term_printf(y++, 2, COLS - 4, _("Score per game (games: %d; lowest "
	    "%d, highest %d):"), n, lo, hi);
	attrset(ui_term_attr(UI_A_GOOD));
	for (int r = UI_STATS_CHART_ROWS - 1; r >= 0; r--, y++)
		for (int i = 0; i < n; i++)
			ui_term_put(y, 2 + i, 1, ui_stats_cell(levels[i] + 1 -
			    r * 8));
	attrset(A_NORMAL);
	return y;
}

/* The figures from the line scrolled to, the chart below them. */
static void
ui_stats_draw(struct ui *ui)
{
	int chart, room, y = 2;

	(void)ui;
	if (!ui_stats.loaded)
		ui_stats_load();
	chart = ui_stats.stats.n_trend > 0 ? UI_STATS_CHART_ROWS + 2 : 0;
	room = LINES - 4 - chart;
	erase();
	ui_term_title(0, 0, COLS, _("Statistics of finished games"));
	if (room < 1)
		room = 1;
	if (ui_stats.top > ui_stats.n_text - room)
		ui_stats.top = ui_stats.n_text - room;
	if (ui_stats.top < 0)
		ui_stats.top = 0;
	for (int i = ui_stats.top; i < ui_stats.n_text && y < 2 + room; i++)
		ui_term_put(y++, 2, COLS - 4, ui_stats.text[i]);
	if (chart > 0)
		ui_stats_draw_chart(LINES - 2 - chart + 1);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(LINES - 1, 1, COLS - 2, _("Up/down scroll  q or Esc "
	    "back to the menu"));
	attrset(A_NORMAL);
}

/* Up and Down scroll; q or Esc goes back, forgetting what was read. */
static int
ui_stats_key(struct ui *ui, int is_key, wint_t ch)
{
	if (ui_key_control(is_key, ch, UI_KEY_CTRL_C) ||
	    (is_key && (ch == KEY_F(1) || ch == KEY_RESIZE)))
		return 0;
	if (is_key && (ch == KEY_UP || ch == KEY_PPAGE))
		ui_stats.top -= ch == KEY_UP ? 1 : LINES / 2;
	else if (is_key && (ch == KEY_DOWN || ch == KEY_NPAGE))
		ui_stats.top += ch == KEY_DOWN ? 1 : LINES / 2;
	else if (ui_key_escape(is_key, ch) || (!is_key && (ch == L'q' ||
	    ch == L'Q'))) {
		history_stats_free(&ui_stats.stats);
		ui_stats.loaded = 0;
		ui_overlay_close(ui);
	}
	return 1;
}
