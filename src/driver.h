/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The text driver: plays a seeded game from a script, headless, and
 * prints the score sheet as it grows.  Golden tests diff its output with a
 * reference file (tests/golden/), and the kill test interrupts it and
 * resumes it from its autosave (tests/kill-test.sh).
 *
 * A script is one command a line; blank lines and '#' comments are skipped.
 * Before the first game command, "set" lines choose the settings; then the
 * game is created, its opening draw made (art. 4) and its first turn
 * started.  Positions are move notation (src/move.h): 8H across, H8 down.
 *
 *	set seed 42                 the bag's generator
 *	set clock no-corrido:25     src/clock.h; also challenge, laid,
 *	set challenge five-points   exchange-min, name1, name2
 *	play 8H CASA                lay and submit a whole placement
 *	exchange AEI                art. 24 ('?' a blank)
 *	pass                        art. 25
 *	accept | challenge          the opponent's decision (arts. 33-35)
 *	lay 8H CA                   lay tiles without submitting (art. 21)
 *	move 8H 9H                  move a laid tile
 *	blank 8H c                  say which letter a laid blank is
 *	unlay 8H                    one laid tile back (casual only)
 *	takeback                    every laid tile back (art. 23)
 *	submit                      submit the laid tiles
 *	tick 61000                  the fake clock moves on (milliseconds)
 *	blocked                     declare that nobody can play (art. 37.1)
 *	undo [N]                    take back the last turn, or N (casual)
 *
 * With a lexicon in the options, the driver also ends the game by itself
 * at the start of a turn when nobody can place a tile any more (art.
 * 37.1), as the curses game does.
 *
 * The clock is a fake that only "tick" moves, so the output has no
 * timestamps and the same script prints the same text every time.  A
 * refused action is printed with its reason and the script goes on.
 *
 * With a save path the game is saved after every line together with the
 * number of lines done and the script's checksum; "resume" continues from
 * that save with the lines not yet done.  A line is done once its save is
 * written, so a process killed at any moment loses at most that line,
 * which the resumed run plays again from the same state.
 *
 * The output is a stable text format, not translated (it is compared
 * byte for byte); its last block, from "== final sheet ==", is the whole
 * sheet and the result, the same whether or not the run was interrupted.
 */
#ifndef FICHAS_DRIVER_H
#define FICHAS_DRIVER_H

#include <stddef.h>
#include <stdio.h>

#include "game.h"
#include "save.h"

#define DRIVER_FINAL_MARK	"== final sheet =="

struct lexicon;

/* What the driver needs besides its script. */
struct driver_options {
	struct game_settings settings;	/* "set" lines change these */
	struct game_judge judge;	/* is_word NULL: no challenges */
	/*
	 * The words that say whether anybody can still place a tile: at
	 * the start of every turn, as in the curses game, the game ends
	 * when nobody can (art. 37.1, bot_check_blocked()).  NULL: never.
	 */
	const struct lexicon *lex;
	const char *lexicon;		/* kept in the save, or NULL */
	const char *save_path;		/* save after every line, or NULL */
	int resume;			/* go on from the game at save_path */
	void (*step)(void *ctx);	/* after each line; may be NULL */
	void *step_ctx;
	FILE *out;
};

/* Why a script could not be run to its end. */
enum driver_error {
	DRIVER_OK = 0,
	DRIVER_ERR_COMMAND,	/* a line that is no command, or bad values */
	DRIVER_ERR_SET,		/* a bad "set" value, or "set" after the start */
	DRIVER_ERR_SETTINGS,	/* the settings together are refused */
	DRIVER_ERR_SAVE,	/* saving or loading failed: .save */
	DRIVER_ERR_OTHER_SCRIPT	/* resuming a save of another script */
};

/* Where and why a run stopped. */
struct driver_failure {
	enum driver_error error;
	int line;		/* 1-based script line, 0 if none */
	struct save_failure save;
};

/* A short stable English identifier ("bad-command"), not for display. */
const char *driver_error_id(enum driver_error error);

/*
 * Run script[0..len) as above, printing to opt->out.  DRIVER_OK when every
 * line was run (the game over or not), else an error with *failure filled.
 */
enum driver_error driver_run(const char *script, size_t len,
    const struct driver_options *opt, struct driver_failure *failure);

#endif
