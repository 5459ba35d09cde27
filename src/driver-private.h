/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the text driver's files share; not for other modules. */
#ifndef FICHAS_DRIVER_PRIVATE_H
#define FICHAS_DRIVER_PRIVATE_H

#include "driver.h"

/* A run of the driver. */
struct driver {
	const struct driver_options *opt;
	FILE *out;
	int64_t now;			/* the fake clock, milliseconds */
	struct game_settings settings;
	struct game *g;
	int blocked_turn;		/* art. 37.1 checked for this turn */
	struct save_info info;
	char *text;			/* the script, split into lines */
	char **lines;
	int n_lines;
	struct driver_failure *failure;
};

/* driver-print.c */
void driver_print_header(struct driver *d);
void driver_print_turn(struct driver *d, const char *prefix);
void driver_print_event(struct driver *d, const struct game_event *ev);
void driver_print_challenge(struct driver *d, const struct game_event *ev);
void driver_print_laid(struct driver *d);
void driver_print_clocks(struct driver *d);
/* Typed notation the board refuses: "refused: J15 holds S, not T". */
void driver_print_board_refusal(struct driver *d, const struct move *m,
    const struct move_failure *f);
void driver_print_refusal(struct driver *d, enum game_error e,
    enum rules_error why);
void driver_print_final(struct driver *d);
/* The game's hooks, printing what happens. */
extern const struct game_callbacks driver_callbacks;

/* driver-commands.c: run one script line; 0, or -1 when it is no command. */
int driver_command(struct driver *d, char *line);

#endif
