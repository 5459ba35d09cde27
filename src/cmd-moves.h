/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The moves subcommand (src/cmd-moves.c), run from src/main.c. */
#ifndef FICHAS_CMD_MOVES_H
#define FICHAS_CMD_MOVES_H

/* fichas moves --cgp CGP [--top N] [--rack RACK]: the best moves. */
int cmd_moves(int argc, char **argv);

#endif
