/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee subcommand (src/cmd-replay.c), run from src/main.c. */
#ifndef FICHAS_CMD_REPLAY_H
#define FICHAS_CMD_REPLAY_H

/*
 * fichas replay [--judge] [--lexicon PATH] FILE: re-play a GCG record and
 * check every line.  Exit status 0 when all agree, 1 when a line does not,
 * 2 when the file cannot be read or is not GCG.
 */
int cmd_replay(int argc, char **argv);

#endif
