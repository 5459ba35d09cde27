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

#endif
