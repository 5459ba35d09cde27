/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wctype.h>

#include "i18n.h"
#include "lexicon.h"
#include "quote.h"
#include "ui-keys.h"
#include "ui-practice.h"
#include "ui-screen.h"
#include "ui-term.h"
#include "text.h"

/*
 * The practice screen, from the start menu: a line per drill (anagrams
 * with the rack length, hooks with the word length, puzzles) with what
 * was asked today, its success rate and the items due; under them what
 * the chosen drill is, and the success rate day by day over the last
 * weeks as a chart line per drill.  Enter starts the drill; Esc goes back
 * to the menu.  The lexicon is the menu's (or the default one), the
 * schedule the one `fichas practice` keeps.
 */

#define UI_PRACTICE_DAYS	28	/* days the chart shows */
#define UI_PRACTICE_NAME_W	14	/* columns of a drill's name */
#define UI_PRACTICE_SET_W	15	/* columns of its setting */

static void ui_practice_open(struct ui *ui);
static void ui_practice_open_schedule(struct ui_practice *p);
static void ui_practice_close(struct ui *ui);
static void ui_practice_home(struct ui *ui);
static void ui_practice_setting(const struct ui_practice *p, int kind,
    char *buf, size_t size);
static void ui_practice_figures(const struct ui_practice *p, int kind,
    char *buf, size_t size);
static const char *ui_practice_about(int kind);
static int ui_practice_draw_drills(const struct ui_practice *p, int y);
static void ui_practice_draw_chart(const struct ui_practice *p, int y);
static void ui_practice_draw_axis(int y);
static void ui_practice_draw_home(struct ui *ui);
static void ui_practice_step(struct ui_practice *p, int step);
static void ui_practice_start(struct ui *ui);
static void ui_practice_home_key(struct ui *ui, int is_key, wint_t ch);
static void ui_practice_draw(struct ui *ui);
static int ui_practice_key(struct ui *ui, int is_key, wint_t ch);
static void ui_practice_tick(struct ui *ui);
static int ui_practice_busy(const struct ui *ui);

const struct ui_screen_mode ui_practice_screen = {
	.draw = ui_practice_draw,
	.key = ui_practice_key,
	.tick = ui_practice_tick,
	.busy = ui_practice_busy,
};

/* The player's schedule, or an empty one that is not saved, and why. */
static void
ui_practice_open_schedule(struct ui_practice *p)
{
	struct practice_load_report r;
	char quoted[QUOTE_PATH_SIZE];

	p->writable = 0;
	if ((p->path = practice_schedule_path()) == NULL) {
		snprintf(p->problem, sizeof p->problem, "%s", _("Neither "
		    "XDG_DATA_HOME nor HOME is set: this session is not "
		    "kept."));
		p->sched = practice_schedule_create();
		return;
	}
	if (practice_schedule_load(p->path, &p->sched, &r) != 0) {
		snprintf(p->problem, sizeof p->problem, _("%s cannot be read "
		    "as a practice schedule: it is left as it is, and this "
		    "session is not kept."), quote_path(p->path, quoted));
		return;
	}
	p->writable = 1;
	if (r.bad_lines != 0)
		snprintf(p->problem, sizeof p->problem, ngettext("%s: %zu "
		    "line could not be read and was skipped.", "%s: %zu lines "
		    "could not be read and were skipped.", r.bad_lines),
		    quote_path(p->path, quoted), r.bad_lines);
}

/* The lexicon (the menu's, or the default one) and the schedule. */
static void
ui_practice_open(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	struct lexicon_failure f;
	char *path = NULL, quoted[QUOTE_PATH_SIZE];
	const char *name = ui->opt.lexicon;

	memset(p, 0, sizeof *p);
	p->opened = 1;
	p->length[PRACTICE_ANAGRAMS] = PRACTICE_RACK_DEFAULT;
	p->now = time(NULL);
	if (name[0] == '\0')
		name = path = lexicon_default_path();
	if (name == NULL || lexicon_open(name, &p->lex, &f) != 0) {
		p->lex = NULL;
		snprintf(p->problem, sizeof p->problem, _("No practice without "
		    "a lexicon: %s: %s"), quote_path(name != NULL ? name : "-",
		    quoted),
		    name != NULL ? text_lexicon_error(f.error) :
		    _("there is none"));
	}
	free(path);
	ui_practice_open_schedule(p);
	if (p->sched == NULL) {
		snprintf(p->problem, sizeof p->problem, "%s",
		    _("out of memory"));
		p->sched = practice_schedule_create();
	}
	(void)ui;
}

/* Leave for the menu: everything read is dropped. */
static void
ui_practice_close(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();

	ui_practice_quiz_end(p);
	ui_practice_puzzle_end(p);
	practice_schedule_free(p->sched);
	lexicon_free(p->lex);
	free(p->path);
	memset(p, 0, sizeof *p);
	ui->message[0] = '\0';
	ui_screen_set(ui, UI_SCREEN_MENU);
}

/* Back to the drills: the quiz or puzzles under way are dropped. */
static void
ui_practice_home(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();

	ui_practice_quiz_end(p);
	ui_practice_puzzle_end(p);
	p->view = UI_PRACTICE_HOME;
	p->preparing = 0;
	(void)ui;
}

/* "7 tiles" for anagrams, "2 and 3 tiles" for hooks. */
static void
ui_practice_setting(const struct ui_practice *p, int kind, char *buf,
    size_t size)
{
	size_t n = p->length[kind];

	buf[0] = '\0';
	if (kind == PRACTICE_PUZZLES)
		snprintf(buf, size, ngettext("%d position", "%d positions",
		    UI_PRACTICE_PUZZLES), UI_PRACTICE_PUZZLES);
	else if (n == 0)
		snprintf(buf, size, "%s", _("2-3 tiles"));
	else
		snprintf(buf, size, ngettext("%zu tile", "%zu tiles", n), n);
}

/*
 * "today 4 asked, 75% right; 2 due of 12", or before the first question
 * of the day "no questions yet today" (not "today 0 asked, - right").
 */
static void
ui_practice_figures(const struct ui_practice *p, int kind, char *buf,
    size_t size)
{
	struct practice_summary s;
	char rate[16];

	practice_schedule_summary(p->sched, (enum practice_kind)kind, p->now,
	    &s);
	if (s.today.asked == 0) {
		snprintf(buf, size, _("no questions yet today; %zu due of %zu"),
		    s.due, s.items);
		return;
	}
	text_practice_rate(&s.today, rate, sizeof rate);
	snprintf(buf, size, ngettext("today %u asked, %s right; %zu due of "
	    "%zu", "today %u asked, %s right; %zu due of %zu", s.today.asked),
	    s.today.asked, rate, s.due, s.items);
}

/* What a drill asks, for the line under the list. */
static const char *
ui_practice_about(int kind)
{
	switch (kind) {
	case PRACTICE_ANAGRAMS:
		return _("A rack, likeliest first as a full bag deals them: "
		    "type every word that uses all its tiles.  Left and right "
		    "change the rack length (2 to 8).");
	case PRACTICE_HOOKS:
		return _("A two- or three-tile word: type the tiles that go "
		    "before it, or after it.  Left and right choose the "
		    "words' length.");
	default:
		return _("A position from the computer's own games where one "
		    "play stands out: type your move in notation (8H CASA) "
		    "and see its score, its equity and the best one.");
	}
}

/* The drills, one a line, the chosen one highlighted; the row after. */
static int
ui_practice_draw_drills(const struct ui_practice *p, int y)
{
	char setting[64], figures[UI_MESSAGE_MAX];
	int x = 2 + UI_PRACTICE_NAME_W + UI_PRACTICE_SET_W;

	for (int k = 0; k < PRACTICE_KINDS; k++, y++) {
		int on = k == p->drill;

		attrset(ui_term_attr(on ? UI_A_CURSOR : UI_A_NORMAL));
		ui_term_printf(y, 1, UI_PRACTICE_NAME_W, "%s %s", on ? ">" :
		    " ", text_drill_name((enum practice_kind)k));
		attrset(A_NORMAL);
		ui_practice_setting(p, k, setting, sizeof setting);
		if (on && k != PRACTICE_PUZZLES)
			ui_term_printf(y, 1 + UI_PRACTICE_NAME_W,
			    UI_PRACTICE_SET_W, "< %s >", setting);
		else
			ui_term_printf(y, 1 + UI_PRACTICE_NAME_W,
			    UI_PRACTICE_SET_W, "  %s", setting);
		ui_practice_figures(p, k, figures, sizeof figures);
		ui_term_put(y, x, COLS - x - 1, figures);
	}
	return y;
}

/* Each drill's success rate per day, the oldest first, today last. */
static void
ui_practice_draw_chart(const struct ui_practice *p, int y)
{
	struct practice_tally days[UI_PRACTICE_DAYS];
	int values[UI_PRACTICE_DAYS];

	attrset(ui_term_attr(UI_A_MOVER));
	ui_term_printf(y++, 2, COLS - 4, _("Success rate per day, the last "
	    "%d days (today on the right):"), UI_PRACTICE_DAYS);
	attrset(A_NORMAL);
	for (int k = 0; k < PRACTICE_KINDS; k++) {
		practice_schedule_days(p->sched, (enum practice_kind)k, p->now,
		    days, UI_PRACTICE_DAYS);
		/* A day with none right still shows it was practised. */
		for (int i = 0; i < UI_PRACTICE_DAYS; i++)
			values[i] = days[i].asked == 0 ? 0 : 1 +
			    (int)(100u * days[i].right / days[i].asked);
		ui_term_chart(y++, 2, COLS - 4, text_drill_name(
		    (enum practice_kind)k), values, UI_PRACTICE_DAYS, 101);
	}
	ui_practice_draw_axis(y);
}

/* Under the chart's columns: where they begin and end. */
static void
ui_practice_draw_axis(int y)
{
	char ago[64];
	const char *today = _("today");
	int x = 2 + 12, w = ui_term_width(today);

	if (COLS - 2 < x + UI_PRACTICE_DAYS)
		return;
	snprintf(ago, sizeof ago, _("%d days ago"), UI_PRACTICE_DAYS);
	attrset(ui_term_attr(UI_A_DIM));
	ui_term_put(y, x, UI_PRACTICE_DAYS - w - 1, ago);
	ui_term_put(y, x + UI_PRACTICE_DAYS - w, w, today);
	attrset(A_NORMAL);
}

/* The drills, what the chosen one is, the chart, the keys. */
static void
ui_practice_draw_home(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	int y = 2;

	ui_term_title(0, 0, COLS, _("fichas: practice"));
	attrset(ui_term_attr(UI_A_LABEL));
	ui_term_put(y++, 2, COLS - 4, _("Choose a drill:"));
	attrset(A_NORMAL);
	y = ui_practice_draw_drills(p, y) + 1;
	y += ui_term_wrap(y, 2, COLS - 4, 3, ui_practice_about(p->drill)) + 1;
	if (LINES - y >= 4 + PRACTICE_KINDS + 2)
		ui_practice_draw_chart(p, y);
	if (p->problem[0] != '\0') {
		attrset(ui_term_attr(UI_A_ERROR));
		ui_term_wrap(LINES - 5, 1, COLS - 2, 2, p->problem);
		attrset(A_NORMAL);
	}
	ui_practice_message(ui, LINES - 3);
	ui_practice_keys(_("Up/down choose  left/right length  Enter start  "
	    "Esc back to the menu  ? help"));
}

/* Left or right on the chosen drill's length. */
static void
ui_practice_step(struct ui_practice *p, int step)
{
	int n = (int)p->length[p->drill] + step;

	if (p->drill == PRACTICE_ANAGRAMS) {
		if (n < PRACTICE_RACK_MIN)
			n = PRACTICE_RACK_MAX;
		else if (n > PRACTICE_RACK_MAX)
			n = PRACTICE_RACK_MIN;
	} else if (p->drill == PRACTICE_HOOKS) {
		/* Both (0), two tiles, three tiles, and round again. */
		if (n == 1)
			n = step > 0 ? 2 : 0;
		else if (n < 0)
			n = 3;
		else if (n > 3)
			n = 0;
	} else {
		return;
	}
	p->length[p->drill] = (size_t)n;
}

/* Enter: the drill begins once its first screen can say so. */
static void
ui_practice_start(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();

	if (p->lex == NULL) {
		ui_message(ui, 1, "%s", p->problem);
		return;
	}
	ui->message[0] = '\0';
	p->preparing = 2;
}

/* A key on the list of drills. */
static void
ui_practice_home_key(struct ui *ui, int is_key, wint_t ch)
{
	struct ui_practice *p = ui_practice_state();

	if (ui_key_escape(is_key, ch) || (!is_key && (ch == L'q' ||
	    ch == L'Q')))
		ui_practice_close(ui);
	else if (ui_key_enter(is_key, ch))
		ui_practice_start(ui);
	else if (is_key && (ch == KEY_UP || ch == KEY_DOWN))
		p->drill = (p->drill + (ch == KEY_UP ? -1 : 1) +
		    PRACTICE_KINDS) % PRACTICE_KINDS;
	else if (is_key && (ch == KEY_LEFT || ch == KEY_RIGHT))
		ui_practice_step(p, ch == KEY_LEFT ? -1 : 1);
}

/* The view up, or a word while a drill is being prepared. */
static void
ui_practice_draw(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();

	if (!p->opened)
		return;
	if (p->preparing > 0) {
		ui_term_title(0, 0, COLS, _("fichas: practice"));
		ui_term_put(2, 2, COLS - 4, p->drill == PRACTICE_PUZZLES ?
		    _("Looking for positions in the computer's games...") :
		    _("Preparing the questions..."));
		return;
	}
	if (p->view == UI_PRACTICE_QUIZ)
		ui_practice_quiz_draw(ui);
	else if (p->view == UI_PRACTICE_PUZZLE)
		ui_practice_puzzle_draw(ui);
	else
		ui_practice_draw_home(ui);
}

/* Keys go to the view up; while preparing, only Esc is heard. */
static int
ui_practice_key(struct ui *ui, int is_key, wint_t ch)
{
	struct ui_practice *p = ui_practice_state();

	if (p->preparing > 0) {
		if (ui_key_escape(is_key, ch))
			p->preparing = 0;
	} else if (p->view == UI_PRACTICE_QUIZ) {
		ui_practice_quiz_key(ui, is_key, ch);
	} else if (p->view == UI_PRACTICE_PUZZLE) {
		ui_practice_puzzle_key(ui, is_key, ch);
	} else {
		ui_practice_home_key(ui, is_key, ch);
	}
	return 1;
}

/*
 * Open what the screen needs when it comes up; prepare a drill one tick
 * after Enter, so that the screen says what it is doing meanwhile.
 */
static void
ui_practice_tick(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	char *cause = NULL;
	int rc;

	if (!p->opened)
		ui_practice_open(ui);
	if (p->preparing == 0)
		return;
	if (p->preparing-- == 2)
		return;
	p->now = time(NULL);
	rc = p->drill == PRACTICE_PUZZLES ? ui_practice_puzzle_start(ui,
	    &cause) : ui_practice_quiz_start(ui, &cause);
	if (rc != 0) {
		ui_practice_home(ui);
		ui_message(ui, 1, "%s", cause != NULL ? cause :
		    _("out of memory"));
	}
	free(cause);
}

/* Keys are polled without waiting while a drill is being prepared. */
static int
ui_practice_busy(const struct ui *ui)
{
	(void)ui;
	return ui_practice_state()->preparing > 0 ||
	    !ui_practice_state()->opened;
}
