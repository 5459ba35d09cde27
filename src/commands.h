/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The subcommands of the fichas program.  Each takes the arguments after its
 * name (argv[0] is the subcommand) and returns the process exit status.
 */
#ifndef FICHAS_COMMANDS_H
#define FICHAS_COMMANDS_H

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary; /* untranslated; passed through gettext when shown */
};

/* The command table, ended by a NULL name (src/main.c). */
extern const struct command commands[];

#endif
