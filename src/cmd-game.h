/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scripted game and saved-game subcommands (src/cmd-game*.c). */
#ifndef FICHAS_CMD_GAME_H
#define FICHAS_CMD_GAME_H

#include "save.h"

/*
 * fichas play --script FILE [OPTION]... (also "fichas play-script"): play
 * a scripted game with the text driver (src/driver.h).  argv[0] is the
 * subcommand.  Exit 0 when every line ran, 1 when a line is no command, 2
 * for usage, file, lexicon or save errors.
 */
int cmd_play_script(int argc, char **argv);
/* fichas export [-o FILE] [SAVE]: a saved game as a GCG record. */
int cmd_export(int argc, char **argv);
/* fichas resume-check [SAVE]: can this save be resumed, and where is it? */
int cmd_resume_check(int argc, char **argv);

/*
 * fichas games [--delete ID [--yes]] (src/cmd-games.c): list the
 * unfinished saved games, or delete one after asking.  Exit 0 when one
 * was listed or deleted, 1 when there is none or the deletion was
 * declined, 2 for usage errors or a directory that cannot be read.
 */
int cmd_games(int argc, char **argv);
/*
 * The save an argument names: a path (with a '/'), an ID, else a file
 * here; NULL for the most recent.  Malloc'd, or NULL after a message.
 */
char *cmd_games_path(const char *arg);
/*
 * Whether there is a save directory; if not, say so (naming both
 * variables) and return -1.
 */
int cmd_games_dir_check(void);
/* Say once that the save directory was open to others and is now 0700. */
void cmd_games_dir_warn(void);

#endif
