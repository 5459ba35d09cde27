/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "ui-board.h"
#include "text.h"
#include "ui-keys.h"
#include "ui-practice.h"
#include "ui-term.h"
#include "xmalloc.h"

/*
 * An anagram or hook quiz on the practice screen.  The question shows
 * its tiles as the rack shows them (a digraph is one tile), and each
 * word typed is judged as soon as Space or Enter ends it: a word of the
 * answer joins the ones found, anything else the ones that are not.
 * Enter on an empty line ends the question (and finding every answer
 * ends it at once): the verdict lists what was right, wrong and missed,
 * each word with its tiles, and the schedule records it.
 */

#define UI_PRACTICE_TEXT 1024	/* bytes of a list of words */

static char *ui_practice_quiz_cause(enum practice_error e);
static const struct practice_question *ui_practice_quiz_question(
    const struct ui_practice *p);
static void ui_practice_quiz_begin(struct ui_practice *p);
static size_t ui_practice_quiz_rank(const struct ui_practice *p,
    const struct practice_question *q);
static int ui_practice_quiz_has(const struct practice_answer *list,
    size_t n, const struct practice_answer *a);
static void ui_practice_quiz_add(struct practice_answer *list, size_t *n,
    const struct practice_answer *a);
static void ui_practice_quiz_commit(struct ui *ui);
static void ui_practice_quiz_finish(struct ui *ui);
static void ui_practice_quiz_next(struct ui *ui);
static void ui_practice_quiz_stop(struct ui *ui);
static void ui_practice_quiz_word(const struct practice_question *q,
    const struct practice_answer *a, char *buf, size_t size);
static int ui_practice_quiz_list(int y, int h, enum ui_attr look,
    const char *label, const struct practice_question *q,
    const struct practice_answer *list, size_t n);
static void ui_practice_quiz_tiles(int y, int x,
    const struct practice_question *q);
static void ui_practice_quiz_title(const struct ui_practice *p,
    const struct practice_question *q);
static void ui_practice_quiz_ask(const struct ui_practice *p,
    const struct practice_question *q, int y);
static void ui_practice_quiz_outcome(const struct ui_practice *p,
    const struct practice_question *q, int y);

/* Why no quiz starts, as a sentence for the message line. */
static char *
ui_practice_quiz_cause(enum practice_error e)
{
	char buf[256];

	snprintf(buf, sizeof buf, _("No quiz: %s."),
	    text_practice_error(e, 0));
	return xstrdup(buf);
}

/* The question being asked. */
static const struct practice_question *
ui_practice_quiz_question(const struct ui_practice *p)
{
	return practice_quiz_question(p->quiz, p->at);
}

/* Where a rack stands among the likeliest: 1 + those before it. */
static size_t
ui_practice_quiz_rank(const struct ui_practice *p,
    const struct practice_question *q)
{
	tile_t tiles[PRACTICE_RACK_MAX];
	uint64_t ways;

	if (p->racks == NULL || q->kind != PRACTICE_ANAGRAMS)
		return 0;
	for (size_t i = 0; i < practice_racks_count(p->racks); i++)
		if (practice_racks_get(p->racks, i, tiles, &ways) == q->n &&
		    memcmp(tiles, q->tiles, q->n) == 0)
			return i + 1;
	return 0;
}

/* A new question: nothing typed or found yet. */
static void
ui_practice_quiz_begin(struct ui_practice *p)
{
	p->entry_len = 0;
	p->entry[0] = L'\0';
	p->n_found = p->n_bad = 0;
	p->given[0] = '\0';
	p->judged = 0;
	p->rank = ui_practice_quiz_rank(p, ui_practice_quiz_question(p));
}

int
ui_practice_quiz_start(struct ui *ui, char **cause)
{
	struct ui_practice *p = ui_practice_state();
	struct practice_quiz_options o;
	enum practice_error e;

	memset(&o, 0, sizeof o);
	o.kind = (enum practice_kind)p->drill;
	o.length = p->length[p->drill];
	o.seeded = ui->opt.seed_given;
	o.seed = ui->opt.settings.seed;
	o.now = p->now;
	ui_practice_quiz_end(p);
	if (practice_quiz_create(p->lex, p->sched, &o, &p->quiz, &e) != 0) {
		p->quiz = NULL;
		*cause = ui_practice_quiz_cause(e);
		return -1;
	}
	if (practice_quiz_count(p->quiz) == 0) {
		*cause = ui_practice_quiz_cause(PRACTICE_ERR_NO_ITEMS);
		return -1;
	}
	/* Without the list a rack has no rank to show; the quiz goes on. */
	if (o.kind == PRACTICE_ANAGRAMS && practice_racks_create(p->lex,
	    o.length, &p->racks, &e) != 0)
		p->racks = NULL;
	p->kind = o.kind;
	p->at = p->asked = p->right = 0;
	ui_practice_quiz_begin(p);
	p->view = UI_PRACTICE_QUIZ;
	return 0;
}

void
ui_practice_quiz_end(struct ui_practice *p)
{
	practice_quiz_free(p->quiz);
	practice_racks_free(p->racks);
	p->quiz = NULL;
	p->racks = NULL;
}

/* Whether a list holds an answer already. */
static int
ui_practice_quiz_has(const struct practice_answer *list, size_t n,
    const struct practice_answer *a)
{
	for (size_t i = 0; i < n; i++)
		if (list[i].n == a->n && memcmp(list[i].tiles, a->tiles,
		    a->n) == 0)
			return 1;
	return 0;
}

/* Add an answer to a list once. */
static void
ui_practice_quiz_add(struct practice_answer *list, size_t *n,
    const struct practice_answer *a)
{
	if (*n < PRACTICE_ANSWERS_MAX && !ui_practice_quiz_has(list, *n, a))
		list[(*n)++] = *a;
}

/* The word typed is judged now: found, or not an answer. */
static void
ui_practice_quiz_commit(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	const struct practice_question *q = ui_practice_quiz_question(p);
	struct practice_verdict v;
	char text[UI_PRACTICE_ENTRY_MAX * 4 + 1];
	size_t n = ui_practice_entry_text(p, text, sizeof text);
	size_t used = strlen(p->given);

	p->entry_len = 0;
	p->entry[0] = L'\0';
	if (n == 0)
		return;
	ui->message[0] = '\0';
	practice_judge(q, text, n, &v);
	for (size_t i = 0; i < v.n_right; i++)
		ui_practice_quiz_add(p->found, &p->n_found, &v.right[i]);
	for (size_t i = 0; i < v.n_wrong; i++)
		ui_practice_quiz_add(p->bad, &p->n_bad, &v.wrong[i]);
	if (v.n_unreadable != 0)
		ui_message(ui, 1, _("%s: not Spanish tiles (there is no K nor "
		    "W)."), text);
	if (used + n + 2 < sizeof p->given)
		snprintf(p->given + used, sizeof p->given - used, "%s%s",
		    used > 0 ? " " : "", text);
	if (q->n_answers > 0 && p->n_found == q->n_answers)
		ui_practice_quiz_finish(ui);
}

/* The question is over: the verdict on everything typed, recorded. */
static void
ui_practice_quiz_finish(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	const struct practice_question *q = ui_practice_quiz_question(p);

	practice_judge(q, p->given, strlen(p->given), &p->verdict);
	p->judged = 1;
	p->asked++;
	p->right += p->verdict.correct != 0;
	ui_practice_record(ui, q->kind, q->key, p->verdict.correct);
}

/* After a verdict: the next question, or the drills with the score. */
static void
ui_practice_quiz_next(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();

	if (p->at + 1 < practice_quiz_count(p->quiz)) {
		p->at++;
		ui_practice_quiz_begin(p);
		return;
	}
	ui_practice_quiz_stop(ui);
}

/* Back to the drills, saying how the session went. */
static void
ui_practice_quiz_stop(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	size_t asked = p->asked, right = p->right;
	enum practice_kind kind = p->kind;
	int failed = ui->message_error && ui->message[0] != '\0';

	ui_practice_quiz_end(p);
	p->view = UI_PRACTICE_HOME;
	if (!failed)
		ui_message(ui, 0, ngettext("%s: %zu of %zu question right.",
		    "%s: %zu of %zu questions right.", asked),
		    text_drill_name(kind), right, asked);
}

void
ui_practice_quiz_key(struct ui *ui, int is_key, wint_t ch)
{
	struct ui_practice *p = ui_practice_state();

	if (ui_key_escape(is_key, ch)) {
		ui_practice_quiz_stop(ui);
	} else if (p->judged) {
		/* Not Space: a word typed on past the verdict skips nothing. */
		if (ui_key_enter(is_key, ch))
			ui_practice_quiz_next(ui);
	} else if (ui_key_enter(is_key, ch)) {
		if (p->entry_len == 0)
			ui_practice_quiz_finish(ui);
		else
			ui_practice_quiz_commit(ui);
	} else if (!is_key && (ch == L' ' || ch == L',')) {
		ui_practice_quiz_commit(ui);
	} else {
		ui_practice_entry_key(p, is_key, ch);
	}
}

/*
 * An answer as the player reads it: a word with its tiles ("CA·LL·E": a
 * dot beside a digraph, so that CH is seen as one tile); a hook tile
 * with the word it makes, "A (AÑU)".
 */
static void
ui_practice_quiz_word(const struct practice_question *q,
    const struct practice_answer *a, char *buf, size_t size)
{
	const char *dot = ui_term_utf8() ? "\u00b7" : ".";
	tile_t word[PRACTICE_RACK_MAX + 1];
	size_t used = 0, n = practice_answer_word(q, a, word);

	buf[0] = '\0';
	if (q->kind == PRACTICE_HOOKS) {
		tiles_append(buf, size, &used, ui_tile_text(a->tiles[0]));
		tiles_append(buf, size, &used, " (");
	}
	for (size_t i = 0; i < n; i++) {
		if (i > 0 && (tile_name(word[i])[1] != '\0' ||
		    tile_name(word[i - 1])[1] != '\0') &&
		    tile_letter(word[i]) != TILE_NY &&
		    tile_letter(word[i - 1]) != TILE_NY)
			tiles_append(buf, size, &used, dot);
		tiles_append(buf, size, &used, ui_tile_text(word[i]));
	}
	if (q->kind == PRACTICE_HOOKS)
		tiles_append(buf, size, &used, ")");
}

/* "Right: CASA COSA" wrapped in its look; the lines used. */
static int
ui_practice_quiz_list(int y, int h, enum ui_attr look, const char *label,
    const struct practice_question *q, const struct practice_answer *list,
    size_t n)
{
	char text[UI_PRACTICE_TEXT], word[64];
	size_t used = 0;

	if (n == 0 || h < 1)
		return 0;
	text[0] = '\0';
	tiles_append(text, sizeof text, &used, label);
	for (size_t i = 0; i < n; i++) {
		ui_practice_quiz_word(q, &list[i], word, sizeof word);
		tiles_append(text, sizeof text, &used, i > 0 ? "  " :
		    label[0] != '\0' ? " " : "");
		tiles_append(text, sizeof text, &used, word);
	}
	attrset(ui_term_attr(look));
	n = (size_t)ui_term_wrap(y, 2, COLS - 4, h, text);
	attrset(A_NORMAL);
	return (int)n;
}

/* The rack, or the word with a square where the hook goes. */
static void
ui_practice_quiz_tiles(int y, int x, const struct practice_question *q)
{
	wchar_t cell[UI_CELL_TEXT];

	if (q->kind == PRACTICE_HOOKS && q->side == PRACTICE_FRONT) {
		attrset(ui_term_attr(UI_A_LAID));
		mvaddstr(y, x, " ? ");
		x += UI_CELL_WIDTH + 1;
	}
	for (size_t i = 0; i < q->n; i++, x += UI_CELL_WIDTH + 1) {
		ui_tile_cell(q->tiles[i], cell);
		attrset(ui_term_attr(UI_A_TILE));
		mvaddnwstr(y, x, cell, UI_CELL_WIDTH);
	}
	if (q->kind == PRACTICE_HOOKS && q->side == PRACTICE_BACK) {
		attrset(ui_term_attr(UI_A_LAID));
		mvaddstr(y, x, " ? ");
	}
	attrset(A_NORMAL);
}

/* "Anagrams of 7 tiles: question 3 of 10 (2 right)". */
static void
ui_practice_quiz_title(const struct ui_practice *p,
    const struct practice_question *q)
{
	char title[UI_MESSAGE_MAX];
	size_t n = practice_quiz_count(p->quiz);

	if (q->kind == PRACTICE_ANAGRAMS)
		snprintf(title, sizeof title, _("Anagrams of %zu tiles: "
		    "question %zu of %zu (%zu right so far)"), q->n, p->at + 1,
		    n, p->right);
	else
		snprintf(title, sizeof title, _("Hooks: question %zu of %zu "
		    "(%zu right so far)"), p->at + 1, n, p->right);
	ui_term_title(0, 0, COLS, title);
}

/* Under the tiles: the rack's rank and chance, or the hook's question. */
static void
ui_practice_quiz_ask(const struct ui_practice *p,
    const struct practice_question *q, int y)
{
	char line[UI_MESSAGE_MAX], word[64];
	const char *due = q->due ? _(" (due again)") : "";
	double chance = q->probability > 0 ? 1.0 / q->probability : 0;

	attrset(ui_term_attr(UI_A_MOVER));
	if (q->kind == PRACTICE_ANAGRAMS && p->rank > 0)
		snprintf(line, sizeof line, _("Rack %zu of %zu by probability: "
		    "%.4g%% (1 in %.0f) from a full bag%s"), p->rank,
		    practice_racks_count(p->racks), 100.0 * q->probability,
		    chance, due);
	else if (q->kind == PRACTICE_ANAGRAMS)
		snprintf(line, sizeof line, _("A rack of %.4g%% (1 in %.0f) "
		    "from a full bag%s"), 100.0 * q->probability, chance, due);
	else {
		tiles_to_display(q->tiles, q->n, word, sizeof word);
		snprintf(line, sizeof line, q->side == PRACTICE_FRONT ?
		    _("Which tiles go before %s?%s") :
		    _("Which tiles go after %s?%s"), word, due);
	}
	ui_term_wrap(y, 2, COLS - 4, 2, line);
	attrset(A_NORMAL);
}

/* What was found so far, or the verdict with its lists. */
static void
ui_practice_quiz_outcome(const struct ui_practice *p,
    const struct practice_question *q, int y)
{
	const struct practice_verdict *v = &p->verdict;
	const struct practice_item *it;
	int h = LINES - 4 - y, days;
	char line[UI_MESSAGE_MAX];

	if (!p->judged) {
		snprintf(line, sizeof line, q->kind == PRACTICE_HOOKS ?
		    _("Found %zu of %zu:") : _("Found %zu of %zu words:"),
		    p->n_found, q->n_answers);
		attrset(ui_term_attr(UI_A_LABEL));
		ui_term_put(y++, 2, COLS - 4, line);
		attrset(A_NORMAL);
		y += ui_practice_quiz_list(y, h - 1, UI_A_GOOD, "", q,
		    p->found, p->n_found);
		ui_practice_quiz_list(y, LINES - 4 - y, UI_A_ERROR,
		    _("Not an answer:"), q, p->bad, p->n_bad);
		return;
	}
	it = practice_schedule_find(p->sched, q->kind, q->key);
	days = it != NULL ? it->due - practice_day(p->now) : 0;
	attrset(ui_term_attr(v->correct ? UI_A_GOOD : UI_A_ERROR));
	if (v->correct && q->n_answers == 0)
		snprintf(line, sizeof line, "%s", _("Correct: there is none."));
	else if (v->correct)
		snprintf(line, sizeof line, ngettext("Correct: it comes back "
		    "in %d day.", "Correct: it comes back in %d days.", days),
		    days);
	else
		snprintf(line, sizeof line, "%s", _("Not quite: it comes back "
		    "today."));
	y += ui_term_wrap(y, 2, COLS - 4, 2, line) + 1;
	attrset(A_NORMAL);
	y += ui_practice_quiz_list(y, LINES - 4 - y, UI_A_GOOD, _("Right:"),
	    q, v->right, v->n_right);
	y += ui_practice_quiz_list(y, LINES - 4 - y, UI_A_ERROR, _("Wrong:"),
	    q, v->wrong, v->n_wrong);
	ui_practice_quiz_list(y, LINES - 4 - y, UI_A_LAID, _("Missed:"), q,
	    v->missed, v->n_missed);
}

void
ui_practice_quiz_draw(struct ui *ui)
{
	struct ui_practice *p = ui_practice_state();
	const struct practice_question *q = ui_practice_quiz_question(p);
	char how[UI_MESSAGE_MAX];
	int y = 2;

	ui_practice_quiz_title(p, q);
	ui_practice_quiz_tiles(y, 2, q);
	ui_practice_quiz_ask(p, q, y + 1);
	y += 4;
	if (!p->judged) {
		if (q->kind == PRACTICE_ANAGRAMS)
			snprintf(how, sizeof how, _("Type each word that uses "
			    "all %zu tiles, then Space or Enter; Enter on an "
			    "empty line when you are done."), q->n);
		else
			snprintf(how, sizeof how, "%s", _("Type each tile that "
			    "goes there (CH, LL and RR are one tile), then "
			    "Space or Enter; Enter on an empty line when you "
			    "are done, at once if there is none."));
		y += ui_term_wrap(y, 2, COLS - 4, 3, how) + 1;
	}
	ui_practice_quiz_outcome(p, q, p->judged ? y : y + 2);
	ui_practice_message(ui, LINES - 3);
	if (p->judged) {
		ui_practice_keys(p->at + 1 < practice_quiz_count(p->quiz) ?
		    _("Enter next question  Esc stop  ? help") :
		    _("Enter back to the drills  ? help"));
		return;
	}
	ui_practice_keys(_("Space or Enter after each answer  Enter on an "
	    "empty line: done  Esc stop  ? help"));
	/* Last, so that the terminal's cursor stays on the line typed. */
	ui_practice_entry_draw(p, y, 2, COLS - 4, "> ");
}
