/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Players that are programs.  A person is driven by the keyboard; any other
 * player is a driver: the computer opponent plugs in here and the
 * UI needs no other change.
 *
 * The main loop calls a driver's act() on every poll (about ten times a
 * second) while its player has something to do: its turn (game_phase() ==
 * GAME_PHASE_TURN and game_mover() is the player) or a decision on the
 * opponent's play (GAME_PHASE_DECIDING and game_decider()).  act() does
 * the work through the game's own functions (game_play(), game_exchange(),
 * game_pass(), game_accept(), game_challenge()) and returns 1 when it has
 * acted, or 0 to be called again: a driver that thinks for long should
 * think a slice at a time, or in a thread, so that the clocks keep running
 * on screen ("thinking" is shown meanwhile).  The UI shows what the driver
 * did on the same screens as a person's play.
 */
#ifndef FICHAS_UI_DRIVER_H
#define FICHAS_UI_DRIVER_H

#include "game.h"
#include "lexicon.h"

struct ui_driver {
	const char *kind;		/* "bot": the word in --p2 bot:LEVEL */
	const char *const *levels;	/* NULL-terminated level names */
	const char *default_level;	/* what "bot" and the menu start at */
	/*
	 * A player at a level, judging words by lex (NULL: it opens the
	 * default lexicon); NULL when it cannot be made.
	 */
	void *(*create)(const char *level, const struct lexicon *lex,
	    struct game *g, int player);
	/* Release what create made; NULL is a no-op. */
	void (*free)(void *state);
	/* Do the player's part now if ready: 1 acted, 0 not yet. */
	int (*act)(void *state, struct game *g, int player);
};

/* The computer opponent (src/ui-computer.c). */
extern const struct ui_driver ui_computer_driver;

/* The driver for computer players. */
const struct ui_driver *ui_driver_computer(void);
/* Whether the computer driver knows this level. */
int ui_driver_has_level(const char *level);
/* Its default level (experto for the bot), or NULL without a driver. */
const char *ui_driver_default_level(void);

#endif
