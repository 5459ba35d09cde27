/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "driver-private.h"
#include "quote.h"

/*
 * The driver's commands, one script line each (the list is in driver.h).
 * A command whose words do not read is a script error; a command the game
 * refuses is printed as refused and the script goes on, since scripts
 * test refusals too.
 */

/* A command: its name, how many words follow (-1: any), what it does. */
struct driver_command {
	const char *name;
	int args;
	int (*run)(struct driver *d, char **argv, char *rest);
};

static int driver_square(const char *text, int *row, int *col);
static int driver_refused(struct driver *d, enum game_error e,
    enum rules_error why);
static int driver_placement(struct driver *d, const char *text,
    struct move *m);
static int cmd_play(struct driver *d, char **argv, char *rest);
static int cmd_exchange(struct driver *d, char **argv, char *rest);
static int cmd_pass(struct driver *d, char **argv, char *rest);
static int cmd_accept(struct driver *d, char **argv, char *rest);
static int cmd_challenge(struct driver *d, char **argv, char *rest);
static int cmd_lay(struct driver *d, char **argv, char *rest);
static int cmd_move(struct driver *d, char **argv, char *rest);
static int cmd_blank(struct driver *d, char **argv, char *rest);
static int cmd_unlay(struct driver *d, char **argv, char *rest);
static int cmd_takeback(struct driver *d, char **argv, char *rest);
static int cmd_submit(struct driver *d, char **argv, char *rest);
static int cmd_tick(struct driver *d, char **argv, char *rest);
static int cmd_blocked(struct driver *d, char **argv, char *rest);
static int cmd_undo(struct driver *d, char **argv, char *rest);

static const struct driver_command driver_commands[] = {
	{ "play", -1, cmd_play },
	{ "exchange", 1, cmd_exchange },
	{ "pass", 0, cmd_pass },
	{ "accept", 0, cmd_accept },
	{ "challenge", 0, cmd_challenge },
	{ "lay", -1, cmd_lay },
	{ "move", 2, cmd_move },
	{ "blank", 2, cmd_blank },
	{ "unlay", 1, cmd_unlay },
	{ "takeback", 0, cmd_takeback },
	{ "submit", 0, cmd_submit },
	{ "tick", 1, cmd_tick },
	{ "blocked", 0, cmd_blocked },
	{ "undo", -1, cmd_undo },
};

/* "8H" or "H8" (either order names one square); 0, or -1. */
static int
driver_square(const char *text, int *row, int *col)
{
	const char *p = text;
	int r = 0, c = -1;

	if (*p >= 'A' && *p <= 'O')
		c = *p++ - 'A';
	if (*p < '1' || *p > '9')
		return -1;
	while (*p >= '0' && *p <= '9' && r <= BOARD_SIZE)
		r = r * 10 + (*p++ - '0');
	if (c < 0 && *p >= 'A' && *p <= 'O')
		c = *p++ - 'A';
	if (*p != '\0' || c < 0 || r < 1 || r > BOARD_SIZE)
		return -1;
	*row = r - 1;
	*col = c;
	return 0;
}

/* Print a refusal, if any; a refusal is no script error. */
static int
driver_refused(struct driver *d, enum game_error e, enum rules_error why)
{
	if (e != GAME_OK)
		driver_print_refusal(d, e, why);
	return 0;
}

/*
 * Notation for a placement, read against the board and the mover's tiles
 * as a player types it (letters on the board played through, a blank for
 * a letter the tiles lack): 0, 1 when the board refuses it (said), -1 when
 * it is no placement.
 */
static int
driver_placement(struct driver *d, const char *text, struct move *m)
{
	struct move_failure f;
	struct move typed;

	if (move_parse(text, &typed, NULL) != MOVE_OK ||
	    typed.kind != MOVE_PLACE)
		return -1;
	*m = typed;
	if (game_resolve_move(d->g, m, &f) != MOVE_OK) {
		driver_print_board_refusal(d, &typed, &f);
		return 1;
	}
	return 0;
}

/* "play 8H CASA": lay and submit a whole placement. */
static int
cmd_play(struct driver *d, char **argv, char *rest)
{
	struct move m;
	enum rules_error why = RULES_OK;
	enum game_error e;
	int r = driver_placement(d, rest, &m);

	if (r != 0)
		return r < 0 ? -1 : 0;
	e = game_play_move(d->g, &m, &why);
	return driver_refused(d, e, why);
}

/* "exchange AE?": art. 24. */
static int
cmd_exchange(struct driver *d, char **argv, char *rest)
{
	char text[64];
	struct move m;

	snprintf(text, sizeof text, "-%s", argv[0]);
	if (move_parse(text, &m, NULL) != MOVE_OK || m.kind != MOVE_EXCHANGE)
		return -1;
	return driver_refused(d, game_exchange(d->g, m.exchange,
	    m.n_exchange), RULES_OK);
}

/* "pass": art. 25. */
static int
cmd_pass(struct driver *d, char **argv, char *rest)
{
	return driver_refused(d, game_pass(d->g), RULES_OK);
}

/* "accept": art. 33 (the final sheet says "accepted"). */
static int
cmd_accept(struct driver *d, char **argv, char *rest)
{
	return driver_refused(d, game_accept(d->g), RULES_OK);
}

/* "challenge": arts. 34-35. */
static int
cmd_challenge(struct driver *d, char **argv, char *rest)
{
	return driver_refused(d, game_challenge(d->g), RULES_OK);
}

/* "lay 8H CA": tiles laid one by one, not submitted (art. 21). */
static int
cmd_lay(struct driver *d, char **argv, char *rest)
{
	struct move m;
	struct placement p;
	enum game_error e = GAME_OK;
	int r = driver_placement(d, rest, &m);

	if (r != 0)
		return r < 0 ? -1 : 0;
	if (move_to_placement(&m, game_board(d->g), &p, NULL) != MOVE_OK)
		return -1;
	for (int i = 0; i < p.n && e == GAME_OK; i++)
		e = game_lay(d->g, p.tiles[i].row, p.tiles[i].col,
		    p.tiles[i].tile);
	driver_refused(d, e, RULES_OK);
	if (game_phase(d->g) == GAME_PHASE_TURN)
		driver_print_laid(d);
	return 0;
}

/* "move 8H 9H": a laid tile to another square (art. 21). */
static int
cmd_move(struct driver *d, char **argv, char *rest)
{
	int row, col, to_row, to_col;

	if (driver_square(argv[0], &row, &col) != 0 ||
	    driver_square(argv[1], &to_row, &to_col) != 0)
		return -1;
	driver_refused(d, game_move_laid(d->g, row, col, to_row, to_col),
	    RULES_OK);
	if (game_phase(d->g) == GAME_PHASE_TURN)
		driver_print_laid(d);
	return 0;
}

/* "blank 8H c": the letter a laid blank stands for (art. 10.1, 21). */
static int
cmd_blank(struct driver *d, char **argv, char *rest)
{
	int row, col;
	tile_t letter;

	if (driver_square(argv[0], &row, &col) != 0 ||
	    tiles_parse(argv[1], strlen(argv[1]), TILES_MODE_WORD, &letter, 1,
	    NULL) != 1)
		return -1;
	driver_refused(d, game_set_blank_letter(d->g, row, col, letter),
	    RULES_OK);
	if (game_phase(d->g) == GAME_PHASE_TURN)
		driver_print_laid(d);
	return 0;
}

/* "unlay 8H": one laid tile back (casual; art. 22 otherwise). */
static int
cmd_unlay(struct driver *d, char **argv, char *rest)
{
	int row, col;

	if (driver_square(argv[0], &row, &col) != 0)
		return -1;
	driver_refused(d, game_unlay(d->g, row, col), RULES_OK);
	if (game_phase(d->g) == GAME_PHASE_TURN)
		driver_print_laid(d);
	return 0;
}

/* "takeback": every laid tile back; art. 23 in tournament. */
static int
cmd_takeback(struct driver *d, char **argv, char *rest)
{
	int turn = game_turn_number(d->g);

	driver_refused(d, game_take_back(d->g), RULES_OK);
	if (game_phase(d->g) == GAME_PHASE_TURN &&
	    game_turn_number(d->g) == turn)
		driver_print_laid(d);
	return 0;
}

/* "submit": the laid tiles as the play (arts. 20-22). */
static int
cmd_submit(struct driver *d, char **argv, char *rest)
{
	enum rules_error why = RULES_OK;
	enum game_error e = game_submit(d->g, &why);

	return driver_refused(d, e, why);
}

/* "tick MS": the fake clock moves on and the game hears of it. */
static int
cmd_tick(struct driver *d, char **argv, char *rest)
{
	char *end;
	long ms = strtol(argv[0], &end, 10);
	int turn = game_turn_number(d->g);

	if (*end != '\0' || end == argv[0] || ms < 0 || ms > 1000000000L)
		return -1;
	d->now += ms;
	game_tick(d->g);
	/* A turn that began has shown the clocks already. */
	if (game_turn_number(d->g) == turn)
		driver_print_clocks(d);
	return 0;
}

/* "blocked": neither player can play (art. 37.1). */
static int
cmd_blocked(struct driver *d, char **argv, char *rest)
{
	return driver_refused(d, game_declare_blocked(d->g), RULES_OK);
}

/*
 * "undo" or "undo N": take back the last turn or N turns (casual games);
 * the turn given back starts again and is printed as it began.
 */
static int
cmd_undo(struct driver *d, char **argv, char *rest)
{
	char *end;
	long n = 1;
	enum game_error e;

	if (*rest != '\0') {
		n = strtol(rest, &end, 10);
		if (*end != '\0' || n < 1 || n > GAME_SHEET_MAX)
			return -1;
	}
	if ((e = game_can_undo(d->g, (int)n)) != GAME_OK)
		return driver_refused(d, e, RULES_OK);
	fprintf(d->out, "  undo: %ld %s taken back\n", n,
	    n == 1 ? "turn" : "turns");
	return driver_refused(d, game_undo(d->g, (int)n), RULES_OK);
}

/* Split a line into words and run its command. */
int
driver_command(struct driver *d, char *line)
{
	char words[256], *argv[4], *rest, *q = words, quoted[QUOTE_SIZE];
	size_t n = strcspn(line, " \t");
	int argc = 0;

	/* The script's bytes go to a terminal: quoted (src/quote.h). */
	fprintf(d->out, "> %s\n", quote_input(line, strlen(line), quoted));
	rest = line + n + strspn(line + n, " \t");
	if (strlen(rest) >= sizeof words)
		return -1;
	memcpy(words, rest, strlen(rest) + 1);
	while (*q != '\0' && argc < 4) {
		argv[argc++] = q;
		q += strcspn(q, " \t");
		if (*q != '\0')
			*q++ = '\0';
		q += strspn(q, " \t");
	}
	line[n] = '\0';
	for (size_t i = 0; i < sizeof driver_commands /
	    sizeof driver_commands[0]; i++) {
		const struct driver_command *c = &driver_commands[i];

		if (strcmp(line, c->name) != 0)
			continue;
		if (*q != '\0' || (c->args >= 0 && argc != c->args))
			return -1;
		return c->run(d, argv, rest);
	}
	return -1;
}
