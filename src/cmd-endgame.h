/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The endgame subcommand (src/cmd-endgame.c). */
#ifndef FICHAS_CMD_ENDGAME_H
#define FICHAS_CMD_ENDGAME_H

/* fichas endgame --cgp CGP [--ms MS]: solve a position, bag empty. */
int cmd_endgame(int argc, char **argv);

#endif
