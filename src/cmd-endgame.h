/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The endgame and move subcommands (src/cmd-endgame.c, src/cmd-move.c). */
#ifndef FICHAS_CMD_ENDGAME_H
#define FICHAS_CMD_ENDGAME_H

/* fichas endgame --cgp CGP [--ms MS]: solve a position, bag empty. */
int cmd_endgame(int argc, char **argv);

/* fichas move --cgp CGP --level L: the move the computer would play. */
int cmd_move(int argc, char **argv);

#endif
