/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas practice puzzles.  A placeholder of the practice branch so that
 * fichas practice links; the puzzles branch's file replaces it.
 */
#ifndef FICHAS_CMD_PUZZLES_H
#define FICHAS_CMD_PUZZLES_H

/* fichas practice puzzles [OPTION]... (argv[0] is "puzzles"). */
int cmd_practice_puzzles(int argc, char **argv);

#endif
