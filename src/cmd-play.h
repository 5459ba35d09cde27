/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "fichas [OPTION]..." and "fichas play": the curses game. */
#ifndef FICHAS_CMD_PLAY_H
#define FICHAS_CMD_PLAY_H

/* Read the game options and play; returns the exit status. */
int cmd_ui(int argc, char **argv);

#endif
