/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The words for the engine's codes, in the player's language, for the
 * command line and the curses game alike: the library returns codes
 * (HACKING.md) and only here does the front end say what they mean.
 */
#ifndef FICHAS_TEXT_H
#define FICHAS_TEXT_H

#include <stddef.h>

#include "cgp.h"
#include "clock.h"
#include "eval.h"
#include "game.h"
#include "gcg.h"
#include "history.h"
#include "infile.h"
#include "lexicon.h"
#include "lexicon-build.h"
#include "move.h"
#include "practice.h"
#include "puzzle.h"
#include "rules.h"
#include "save.h"
#include "tiles.h"

/* Why the rules refuse a placement: "the first play lays at least two tiles". */
const char *text_rules_error(enum rules_error why);
/* "Art. 20: all the tiles of a play go in one row or one column." */
void text_refusal(enum rules_error why, char *buf, size_t size);
/* Why an action was refused (GAME_ERR_RULES: use text_refusal). */
const char *text_game_error(enum game_error error);
/* Why notation could not be read. */
const char *text_move_error(enum move_error error);
/*
 * Typed notation the board refuses (game_resolve_move()): the square and
 * its tile, "J15 holds S, not T."; other errors as text_move_error().
 */
void text_board_error(const struct move *m, const struct move_failure *f,
    const struct board *board, char *buf, size_t size);
/* Why the game ended, with its article. */
const char *text_end(enum game_end end);
/* The name of a timing mode, a challenge rule, a laid-tile rule. */
const char *text_clock_mode(enum clock_mode mode);
const char *text_challenge(enum game_challenge_rule rule);
const char *text_laid(enum game_laid_rule rule);
/* Why a lexicon could not be opened. */
const char *text_lexicon_error(enum lexicon_error error);
/*
 * The same in full, in buf (returned): with the system's reason for a
 * file that does not open, the bad node, or the version found.
 */
const char *text_lexicon_failure(const struct lexicon_failure *f,
    char *buf, size_t size);
/* Why a line of a word list is no word: "more than 15 tiles". */
const char *text_line_problem(enum lexicon_line_problem problem);
/* Why a game could not be saved or loaded (errnum: the system's). */
const char *text_save_error(enum save_error error, int errnum);
/* Why the history of games could not be read or written. */
const char *text_history_error(enum history_error error, int errnum);
/* Why a position in CGP, or a GCG record, does not read. */
const char *text_cgp_error(enum cgp_error error);
const char *text_gcg_error(const struct gcg_failure *f);
/* Why text is no tiles; ch: the character it stopped on ("K"). */
void text_tiles_error(const struct tiles_failure *f, const char *ch,
    char *buf, size_t size);
/* Why a file, or a leave table, could not be read. */
void text_infile_error(const struct infile_failure *f, char *buf,
    size_t size);
void text_eval_error(const struct eval_failure *f, char *buf, size_t size);
/* Why practice could not go on (errnum: the system's, or 0). */
const char *text_practice_error(enum practice_error error, int errnum);
/* A drill's name as the player reads it ("Anagrams"). */
const char *text_drill_name(enum practice_kind kind);
/* A drill's success rate as the player reads it: "75%", "-" for none. */
void text_practice_rate(const struct practice_tally *t, char *buf,
    size_t size);
/* Why a move typed on a puzzle was refused, on the puzzle's board. */
void text_puzzle_refusal(const struct puzzle_grade *g,
    const struct board *board, char *buf, size_t size);
/* The name of player 0 or 1 when nobody named them ("Player 1"). */
const char *text_default_name(int player);
/*
 * The name a player is counted under in the statistics
 * (history_set_name_fn()): a default name in any language fichas speaks
 * ("Player 1", "Jugador 1") as text_default_name() says it today; any
 * other name as it is.
 */
const char *text_player_name(const char *name);
/* A computer player's default name for its level ("experto": "Expert"). */
const char *text_level_name(const char *level);
/* A computer player as the player reads it ("the computer, level Expert"). */
void text_computer(const char *level, char *buf, size_t size);

#endif
