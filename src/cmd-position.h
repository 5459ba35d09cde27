/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A CGP position on the command line as the computer sees it (struct
 * bot_position), for `fichas endgame` and `fichas move`.
 */
#ifndef FICHAS_CMD_POSITION_H
#define FICHAS_CMD_POSITION_H

#include "bot.h"
#include "cgp.h"

struct lexicon;

/*
 * Read CGP text into *pos for the player to move (the first rack, which
 * must not be empty): the unseen tiles are those the position leaves;
 * with the opponent's rack given, the bag is the rest of them, else the
 * opponent holds seven of them (or all, when fewer).  With the bag empty
 * the scoreless turns are passes (a placement resets both counts and
 * only a placement empties the bag).  0, or 2 after a message.
 */
int cmd_position_read(const char *text, const struct lexicon *lex,
    struct bot_position *pos);

/*
 * After the options: nothing left from argv[next] on, and a --cgp given;
 * 0, or -1 after saying what is wrong (then the usage hint).
 */
int cmd_position_args(int argc, char **argv, int next, const char *cgp);

#endif
