/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "driver-private.h"
#include "xmalloc.h"

/*
 * The driver's run: split the script into lines, read the "set" lines,
 * create and start the game (or load it to resume), then run each line and
 * save after it.  The commands are in driver-commands.c, the output in
 * driver-print.c.
 */

static void driver_check_blocked(struct driver *d);
static int64_t driver_now(void *ctx);
static int driver_fail(struct driver *d, enum driver_error error, int line);
static void driver_split(struct driver *d, const char *script, size_t len);
static char *driver_trim(char *line);
static int driver_set(struct driver *d, char *args, int line);
static int driver_create(struct driver *d, int line);
static int driver_resume(struct driver *d, uint32_t script);
static int driver_save(struct driver *d, int done);
static int driver_lines(struct driver *d, int from);

/*
 * Art. 37.1: once at the start of each turn, end the game if nobody can
 * place a tile any more (the bot module decides, as for the curses game
 * in src/ui-main.c).  After a resume the turn is checked again: the same
 * position gives the same answer.
 */
static void
driver_check_blocked(struct driver *d)
{
	int turn;

	if (d->opt->lex == NULL || game_phase(d->g) != GAME_PHASE_TURN)
		return;
	turn = game_turn_number(d->g);
	if (turn == d->blocked_turn)
		return;
	d->blocked_turn = turn;
	bot_check_blocked(d->opt->lex, d->g);
}

/* Name an error for logs and tests. */
const char *
driver_error_id(enum driver_error error)
{
	static const char *ids[] = { "ok", "bad-command", "bad-set",
	    "bad-settings", "save", "other-script" };

	if ((unsigned)error >= sizeof ids / sizeof ids[0])
		return "unknown";
	return ids[error];
}

/* The fake clock: only "tick" moves it. */
static int64_t
driver_now(void *ctx)
{
	return ((struct driver *)ctx)->now;
}

/* Record why the run stops; always -1. */
static int
driver_fail(struct driver *d, enum driver_error error, int line)
{
	d->failure->error = error;
	d->failure->line = line;
	return -1;
}

/* Copy the script and cut it into lines (a final newline ends no line). */
static void
driver_split(struct driver *d, const char *script, size_t len)
{
	int n = 1;

	d->text = xmalloc(len + 1);
	memcpy(d->text, script, len);
	d->text[len] = '\0';
	for (size_t i = 0; i < len; i++)
		n += script[i] == '\n';
	d->lines = xcalloc((size_t)n, sizeof *d->lines);
	for (char *p = d->text; p != NULL && *p != '\0';) {
		char *nl = strchr(p, '\n');

		if (nl != NULL)
			*nl++ = '\0';
		d->lines[d->n_lines++] = p;
		p = nl;
	}
}

/* Spaces, tabs and a CR off both ends; "" for a comment. */
static char *
driver_trim(char *line)
{
	size_t n;

	line += strspn(line, " \t");
	n = strlen(line);
	while (n > 0 && (line[n - 1] == ' ' || line[n - 1] == '\t' ||
	    line[n - 1] == '\r'))
		line[--n] = '\0';
	return line[0] == '#' ? line + n : line;
}

/* "set KEY VALUE" before the game starts. */
static int
driver_set(struct driver *d, char *args, int line)
{
	struct game_settings *s = &d->settings;
	char *value = args + strcspn(args, " \t"), *end;
	int bad = 0;

	if (*value != '\0')
		*value++ = '\0';
	value += strspn(value, " \t");
	if (strcmp(args, "seed") == 0) {
		s->seed = strtoull(value, &end, 10);
		bad = *value < '0' || *value > '9' || *end != '\0';
	} else if (strcmp(args, "clock") == 0)
		bad = clock_settings_parse(&s->clock, value) != CLOCK_OK;
	else if (strcmp(args, "challenge") == 0)
		bad = game_challenge_parse(value, &s->challenge) != 0;
	else if (strcmp(args, "laid") == 0)
		bad = game_laid_parse(value, &s->laid) != 0;
	else if (strcmp(args, "exchange-min") == 0)
		bad = game_exchange_min_parse(value, &s->exchange_min_bag) != 0;
	else if (strcmp(args, "name1") == 0 || strcmp(args, "name2") == 0)
		bad = game_settings_set_name(s, args[4] - '1', value) != 0;
	else
		bad = 1;
	return bad ? driver_fail(d, DRIVER_ERR_SET, line) : 0;
}

/* Create and start the game; lines before it are done. */
static int
driver_create(struct driver *d, int line)
{
	struct clock_source source = { driver_now, d };
	static const char *const names[] = { "player1", "player2" };

	for (int p = 0; p < GAME_PLAYERS; p++)
		if (d->settings.names[p][0] == '\0')
			game_settings_set_name(&d->settings, p, names[p]);
	d->g = game_create(&d->settings, source, d->opt->judge,
	    &driver_callbacks, d, NULL);
	if (d->g == NULL)
		return driver_fail(d, DRIVER_ERR_SETTINGS, line);
	driver_print_header(d);
	game_start(d->g);
	driver_check_blocked(d);
	return driver_save(d, line - 1);
}

/* Load the saved game and go on after its last line done. */
static int
driver_resume(struct driver *d, uint32_t script)
{
	struct save_hooks hooks = {
		{ driver_now, d }, d->opt->judge, &driver_callbacks, d
	};

	if (save_load(d->opt->save_path, &hooks, &d->g, &d->info,
	    &d->failure->save) != SAVE_OK)
		return driver_fail(d, DRIVER_ERR_SAVE, 0);
	if (d->info.script != script || d->info.progress > d->n_lines)
		return driver_fail(d, DRIVER_ERR_OTHER_SCRIPT, 0);
	fprintf(d->out, "resumed after line %lld\n",
	    (long long)d->info.progress);
	if (game_phase(d->g) != GAME_PHASE_OVER)
		driver_print_turn(d, "");
	driver_check_blocked(d);
	return 0;
}

/* Save the game with the number of script lines done. */
static int
driver_save(struct driver *d, int done)
{
	if (d->opt->save_path == NULL)
		return 0;
	d->info.progress = done;
	if (save_write(d->opt->save_path, d->g, &d->info,
	    &d->failure->save) != SAVE_OK)
		return driver_fail(d, DRIVER_ERR_SAVE, done);
	return 0;
}

/* Run the lines from index from on; the game starts at the first command. */
static int
driver_lines(struct driver *d, int from)
{
	for (int i = from; i < d->n_lines; i++) {
		char *line = driver_trim(d->lines[i]);

		if (d->g == NULL && strncmp(line, "set ", 4) == 0) {
			if (driver_set(d, line + 4, i + 1) != 0)
				return -1;
			continue;
		}
		if (line[0] == '\0' && d->g == NULL)
			continue;
		if (d->g == NULL && driver_create(d, i + 1) != 0)
			return -1;
		if (line[0] != '\0' && strncmp(line, "set ", 4) == 0)
			return driver_fail(d, DRIVER_ERR_SET, i + 1);
		if (line[0] != '\0' && driver_command(d, line) != 0)
			return driver_fail(d, DRIVER_ERR_COMMAND, i + 1);
		driver_check_blocked(d);
		if (driver_save(d, i + 1) != 0)
			return -1;
		if (d->opt->step != NULL)
			d->opt->step(d->opt->step_ctx);
	}
	if (d->g == NULL && driver_create(d, d->n_lines + 1) != 0)
		return -1;
	return 0;
}

/* Run a script; see driver.h. */
enum driver_error
driver_run(const char *script, size_t len, const struct driver_options *opt,
    struct driver_failure *failure)
{
	struct driver d;
	uint32_t crc = save_crc32(0, script, len);
	int rc;

	memset(&d, 0, sizeof d);
	memset(failure, 0, sizeof *failure);
	d.opt = opt;
	d.out = opt->out;
	d.failure = failure;
	d.settings = opt->settings;
	d.info.script = crc;
	if (opt->lexicon != NULL)
		save_info_set_lexicon(&d.info, opt->lexicon);
	driver_split(&d, script, len);
	rc = 0;
	if (opt->resume && opt->save_path != NULL)
		rc = driver_resume(&d, crc);
	if (rc == 0)
		rc = driver_lines(&d, (int)d.info.progress);
	if (rc == 0)
		driver_print_final(&d);
	game_free(d.g);
	free(d.lines);
	free(d.text);
	return failure->error;
}
