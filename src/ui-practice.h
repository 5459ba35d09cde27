/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The practice screen's own state, shared by its files:
 *
 *	ui-practice.c		the screen as a mode: the drills, each one's
 *				day and schedule, a chart of the last weeks;
 *				the lexicon and the schedule it keeps
 *	ui-practice-quiz.c	an anagram or hook quiz (src/practice.h)
 *	ui-practice-puzzle.c	"find the best play" (src/puzzle.h)
 *	ui-practice-state.c	below them: the state, the schedule's record,
 *				the line typed, the message and key hints
 *
 * The drills are the library's; these files only ask, read what is
 * typed, word the verdicts and record them in the schedule, which is
 * saved after every answer so that quitting at any moment loses nothing.
 */
#ifndef FICHAS_UI_PRACTICE_H
#define FICHAS_UI_PRACTICE_H

#include <stddef.h>
#include <time.h>
#include <wchar.h>

#include "practice.h"
#include "ui-state.h"

#define UI_PRACTICE_ENTRY_MAX	48	/* characters typed on the line */
#define UI_PRACTICE_PUZZLES	5	/* puzzles a session asks */

/* What the practice screen shows. */
enum ui_practice_view {
	UI_PRACTICE_HOME = 0,	/* the drills, their day, the chart */
	UI_PRACTICE_QUIZ,	/* an anagram or hook question */
	UI_PRACTICE_PUZZLE	/* a puzzle position */
};

struct ui_practice_puzzles;

struct ui_practice {
	enum ui_practice_view view;
	int opened;			/* the lexicon and schedule are read */
	struct lexicon *lex;		/* NULL: none could be opened */
	struct practice_schedule *sched;
	char *path;			/* the schedule's file, NULL: none */
	int writable;			/* 0: the file is left alone */
	char problem[UI_MESSAGE_MAX];	/* why nothing can be drilled */
	int drill;			/* the home line chosen */
	size_t length[PRACTICE_KINDS];	/* 0: both (hooks) */
	int preparing;			/* 2: draw first, 1: work now */
	time_t now;			/* the session's clock */

	/* The quiz under way (src/ui-practice-quiz.c). */
	enum practice_kind kind;
	struct practice_quiz *quiz;
	struct practice_racks *racks;	/* anagrams: for a rack's rank */
	size_t at;			/* the question asked */
	size_t rank;			/* its rack's rank, 1-based; 0: none */
	size_t asked, right;		/* this session */
	wchar_t entry[UI_PRACTICE_ENTRY_MAX + 1];
	int entry_len;
	struct practice_answer found[PRACTICE_ANSWERS_MAX];
	size_t n_found;
	struct practice_answer bad[PRACTICE_ANSWERS_MAX];
	size_t n_bad;
	char given[PRACTICE_ANSWERS_MAX * 3 * PRACTICE_KEY_MAX];
	int judged;			/* the verdict is shown */
	struct practice_verdict verdict;

	/* The puzzles under way (src/ui-practice-puzzle.c). */
	struct ui_practice_puzzles *puzzles;
};

/* ui-practice-state.c: the one state of the screen. */
struct ui_practice *ui_practice_state(void);
/* Record an answer in the schedule and save it; a message on failure. */
void ui_practice_record(struct ui *ui, enum practice_kind kind,
    const char *key, int right);
/* The line being typed as UTF-8; its length in bytes. */
size_t ui_practice_entry_text(const struct ui_practice *p, char *buf,
    size_t size);
/* A key on the line being typed; 1 when it edited the line. */
int ui_practice_entry_key(struct ui_practice *p, int is_key, wint_t ch);
/* The line being typed at (y, x), with the cursor at its end. */
void ui_practice_entry_draw(const struct ui_practice *p, int y, int x,
    int w, const char *prompt);
/* Key hints in the dim look on the last two lines. */
void ui_practice_keys(const char *keys);
/* The message line over the key hints. */
void ui_practice_message(const struct ui *ui, int y);

/* ui-practice-quiz.c */
int ui_practice_quiz_start(struct ui *ui, char **cause);
void ui_practice_quiz_end(struct ui_practice *p);
void ui_practice_quiz_draw(struct ui *ui);
void ui_practice_quiz_key(struct ui *ui, int is_key, wint_t ch);

/* ui-practice-puzzle.c */
int ui_practice_puzzle_start(struct ui *ui, char **cause);
void ui_practice_puzzle_end(struct ui_practice *p);
void ui_practice_puzzle_draw(struct ui *ui);
void ui_practice_puzzle_key(struct ui *ui, int is_key, wint_t ch);

#endif
