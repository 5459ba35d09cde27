/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas stats (src/cmd-stats.c), run from src/main.c, and the words of
 * the statistics that the curses screen (src/ui-stats.c) shows too.
 */
#ifndef FICHAS_CMD_STATS_H
#define FICHAS_CMD_STATS_H

#include "history.h"

#define CMD_STATS_LINES		5	/* lines about one opponent */
#define CMD_STATS_LINE_MAX	256	/* bytes of one */

/*
 * fichas stats [--since DATE] [--csv] [--player NAME] [--file FILE]:
 * the figures per opponent.  Exit status 0, 1 with no game, 2 on a
 * usage error or an unreadable history.
 */
int cmd_stats(int argc, char **argv);
/* Who an opponent is: "the computer, level Expert", or a name. */
void cmd_stats_opponent(const struct history_opponent *o, char *buf,
    size_t size);
/* The lines about one opponent; how many. */
int cmd_stats_lines(const struct history_opponent *o,
    char lines[CMD_STATS_LINES][CMD_STATS_LINE_MAX]);
/* A warning for lines skipped in the history, "" for none. */
void cmd_stats_skipped(const struct history *h, char *buf, size_t size);

#endif
