/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The player's practice schedule (src/practice.h) on the command line,
 * shared by the drills' front ends (src/cmd-practice.c,
 * src/cmd-puzzles.c).  Front end: messages are translated here.
 */
#ifndef FICHAS_CMD_SCHEDULE_H
#define FICHAS_CMD_SCHEDULE_H

#include "practice.h"

/*
 * The player's schedule, for any drill's front end: loaded from
 * practice_schedule_path() with a warning on standard error for a
 * skipped line or a file left alone.  *path is malloc'd (NULL: no home,
 * nothing is saved); *writable is 0 when the file must not be
 * overwritten.  Never NULL.
 */
struct practice_schedule *cmd_schedule_open(char **path, int *writable);
/*
 * Save it back when writable, with a warning on failure; 0, or -1 after
 * the warning.
 */
int cmd_schedule_save(const struct practice_schedule *sched,
    const char *path, int writable);

#endif
