/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The computer opponent's subcommands (src/cmd-bot.c), run from main.c. */
#ifndef FICHAS_CMD_BOT_H
#define FICHAS_CMD_BOT_H

/* fichas selfplay: games between two levels, with statistics. */
int cmd_selfplay(int argc, char **argv);
/* fichas analyze FILE.gcg: the best move and the equity lost each turn. */
int cmd_analyze(int argc, char **argv);

#endif
