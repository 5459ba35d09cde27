/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas practice: the drills in plain text (src/practice.h), and
 * fichas anagram --probability.  Front end: messages are translated here.
 */
#ifndef FICHAS_CMD_PRACTICE_H
#define FICHAS_CMD_PRACTICE_H

#include <time.h>

#include "practice.h"

/* fichas practice [anagrams|hooks|puzzles] [OPTION]... */
int cmd_practice(int argc, char **argv);

/*
 * fichas anagram: with --probability RACKLEN [--count N] [--lexicon PATH]
 * the likeliest racks, here; otherwise one rack's words (cmd_anagram()).
 */
int cmd_anagram_any(int argc, char **argv);

/*
 * The player's schedule, for any drill's front end: loaded from
 * practice_schedule_path() with a warning on standard error for a
 * skipped line or a file left alone.  *path is malloc'd (NULL: no home,
 * nothing is saved); *writable is 0 when the file must not be
 * overwritten.  Never NULL.
 */
struct practice_schedule *cmd_practice_schedule_open(char **path,
    int *writable);
/*
 * Save it back when writable, with a warning on failure; 0, or -1 after
 * the warning.
 */
int cmd_practice_schedule_save(const struct practice_schedule *sched,
    const char *path, int writable);

#endif
