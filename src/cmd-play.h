/* SPDX-License-Identifier: GPL-3.0-or-later */
/* "fichas [OPTION]..." and "fichas play": the curses game. */
#ifndef FICHAS_CMD_PLAY_H
#define FICHAS_CMD_PLAY_H

struct ui_options;

/* The game's options before any is read: a FISE game, the default lexicon. */
void cmd_play_defaults(struct ui_options *opt);
/* Read the game options and play; returns the exit status. */
int cmd_ui(int argc, char **argv);

#endif
