/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A placeholder of the practice branch; the puzzles branch replaces it. */
#include "config.h"

#include <stdio.h>

#include "cmd-puzzles.h"
#include "i18n.h"

int
cmd_practice_puzzles(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fprintf(stderr, _("%s: puzzles are not in this build yet\n"), PACKAGE);
	return 2;
}
