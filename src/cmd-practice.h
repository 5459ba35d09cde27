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

/* Non-zero when fichas anagram's arguments ask for --probability. */
int cmd_anagram_wants_probability(int argc, char **argv);
/* fichas anagram --probability RACKLEN [--count N] [--lexicon PATH]. */
int cmd_anagram_probability(int argc, char **argv);

#endif
