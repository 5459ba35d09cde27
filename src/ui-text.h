/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The words for the engine's codes, in the player's language: the library
 * returns codes (HACKING.md) and only the front end says what they mean.
 */
#ifndef FICHAS_UI_TEXT_H
#define FICHAS_UI_TEXT_H

#include <stddef.h>

#include "clock.h"
#include "game.h"
#include "lexicon.h"
#include "move.h"
#include "rules.h"
#include "save.h"

/* "Art. 20: all the tiles of a play go in one row or one column." */
void ui_text_refusal(enum rules_error why, char *buf, size_t size);
/* Why an action was refused (GAME_ERR_RULES: use ui_text_refusal). */
const char *ui_text_game_error(enum game_error error);
/* Why notation could not be read. */
const char *ui_text_move_error(enum move_error error);
/*
 * Typed notation the board refuses (game_resolve_move()): the square and
 * its tile, "J15 holds S, not T."; other errors as ui_text_move_error().
 */
void ui_text_board_error(const struct move *m, const struct move_failure *f,
    const struct board *board, char *buf, size_t size);
/* Why the game ended, with its article. */
const char *ui_text_end(enum game_end end);
/* The name of a timing mode, a challenge rule, a laid-tile rule. */
const char *ui_text_clock_mode(enum clock_mode mode);
const char *ui_text_challenge(enum game_challenge_rule rule);
const char *ui_text_laid(enum game_laid_rule rule);
/* Why a lexicon could not be opened. */
const char *ui_text_lexicon_error(enum lexicon_error error);
/* Why a game could not be saved or loaded (errnum: the system's). */
const char *ui_text_save_error(enum save_error error, int errnum);
/* A computer player's default name for its level ("experto": "Expert"). */
const char *ui_text_level_name(const char *level);

#endif
