/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas practice puzzles: "find the best play" in plain text
 * (src/puzzle.h), run from fichas practice's dispatcher.
 */
#ifndef FICHAS_CMD_PUZZLES_H
#define FICHAS_CMD_PUZZLES_H

/*
 * argv[0] is "puzzles".  Builds a set from GCG records, a set file or
 * the computer's own games, then asks each position on standard output
 * and reads a move a line from standard input.  The exit status.
 */
int cmd_practice_puzzles(int argc, char **argv);

#endif
