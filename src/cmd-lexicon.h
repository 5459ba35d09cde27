/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The lexicon subcommands (src/cmd-lexicon.c), run from src/main.c. */
#ifndef FICHAS_CMD_LEXICON_H
#define FICHAS_CMD_LEXICON_H

#include "progress.h"

struct lexicon;

/* fichas check [--lexicon PATH] WORD...|-: is each word valid? */
int cmd_check(int argc, char **argv);
/* fichas words [--lexicon PATH]: every word, upper case, digraphs in []. */
int cmd_words(int argc, char **argv);
/* fichas anagram [--lexicon PATH] RACK: the words a rack makes. */
int cmd_anagram(int argc, char **argv);

/*
 * Open the lexicon at path (NULL: lexicon_default_path()).  On failure,
 * print a translated message naming the file and return NULL.
 */
struct lexicon *cmd_lexicon_open(const char *path);
/*
 * How cmd_lexicon_open() shows the compile of a word list that takes over
 * a second (src/progress.h); PROGRESS_AUTO unless a command's --quiet or
 * --progress said otherwise.
 */
void cmd_lexicon_set_progress(enum progress_mode mode);

struct eval_leaves;
/*
 * Open the lexicon and the leave table (as cmd_lexicon_open() and
 * cmd_leaves_open() take them), run the command on them, free them: its
 * exit status, or 2 when either cannot be opened (after the message).
 */
int cmd_with_engine(const char *lexicon, const char *leaves,
    int (*run)(const void *arg, const struct lexicon *lex,
    const struct eval_leaves *leaves), const void *arg);

#endif
