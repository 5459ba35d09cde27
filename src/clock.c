/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"

/* No saved counter may exceed a century: keeps every sum far from overflow. */
#define CLOCK_MAX_ELAPSED_MS	((int64_t)100 * 366 * 24 * 3600 * 1000)
#define CLOCK_STATE_TAG		"clock1"

static int64_t clock_monotonic_now(void *ctx);
static void clock_advance(struct clock *c);
static struct clock clock_now(const struct clock *c);
static int clock_in_turn(const struct clock *c);
static int clock_settings_check(const struct clock_settings *s);
static int clock_mode_find(const char *name, size_t n);
static enum clock_error clock_parse_minutes(const char *p, const char *end,
    int64_t *ms);
static int clock_state_check(const struct clock_state *st);
static int clock_read_int(const char **p, int64_t *v);

static const char *clock_mode_names[] = {
	"none", "corrido", "no-corrido", "timer"
};
/* Art. 31: typically 30 min corrido, 25 no corrido; art. 28.1: 2 min a turn. */
static const int clock_default_minutes[] = { 0, 30, 25, 2 };

/* Read CLOCK_MONOTONIC in milliseconds; it cannot fail for this clock id. */
static int64_t
clock_monotonic_now(void *ctx)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The program's time source. */
struct clock_source
clock_source_monotonic(void)
{
	struct clock_source source = { clock_monotonic_now, NULL };

	return source;
}

/* Charge the time since the last look to whatever runs in the phase. */
static void
clock_advance(struct clock *c)
{
	int64_t now = c->source.now_ms(c->source.ctx);
	int64_t d = now - c->last_ms, grant = 0;

	c->last_ms = now;
	if (d <= 0 || c->paused || c->phase == CLOCK_READY ||
	    c->phase == CLOCK_FINISHED)
		return;
	/* Art. 35.6: challenges neither stop nor extend the total game time. */
	c->total_used_ms += d;
	if (c->phase == CLOCK_TURN)
		grant = d;
	else if (c->phase == CLOCK_DECIDING &&
	    c->settings.mode == CLOCK_CORRIDO) {
		/* Art. 29: past 5 s of checking, the clock may be paused. */
		grant = CLOCK_DECIDE_MS - c->decide_ms;
		if (grant > d)
			grant = d;
		c->decide_ms += grant;
	}
	c->used_ms[c->mover] += grant;
	c->turn_ms += grant;
}

/* A copy brought up to now, so that queries leave the clock alone. */
static struct clock
clock_now(const struct clock *c)
{
	struct clock now = *c;

	clock_advance(&now);
	return now;
}

/* Whether a turn is under way (its tiles not yet accepted or judged). */
static int
clock_in_turn(const struct clock *c)
{
	return c->phase == CLOCK_TURN || c->phase == CLOCK_DECIDING ||
	    c->phase == CLOCK_CHALLENGE;
}

/* Whether settings are ones the clock can run with. */
static int
clock_settings_check(const struct clock_settings *s)
{
	int64_t max = (int64_t)CLOCK_MAX_MINUTES * CLOCK_MINUTE_MS;

	if (s->mode < CLOCK_NONE || s->mode > CLOCK_TIMER)
		return -1;
	if (s->mode == CLOCK_NONE ? s->budget_ms != 0 :
	    s->budget_ms <= 0 || s->budget_ms > max)
		return -1;
	if (s->total_ms < 0 || s->total_ms > max)
		return -1;
	return 0;
}

/* Fill settings for a mode with its default minutes. */
void
clock_settings_default(struct clock_settings *s, enum clock_mode mode)
{
	if (mode < CLOCK_NONE || mode > CLOCK_TIMER)
		mode = CLOCK_NONE;
	s->mode = mode;
	s->budget_ms = (int64_t)clock_default_minutes[mode] * CLOCK_MINUTE_MS;
	s->total_ms = 0;
}

/* The mode named by the n bytes at name, or -1. */
static int
clock_mode_find(const char *name, size_t n)
{
	for (int i = CLOCK_NONE; i <= CLOCK_TIMER; i++) {
		if (strlen(clock_mode_names[i]) == n &&
		    memcmp(clock_mode_names[i], name, n) == 0)
			return i;
	}
	return -1;
}

/* Whole minutes, digits only, from p to end, as milliseconds. */
static enum clock_error
clock_parse_minutes(const char *p, const char *end, int64_t *ms)
{
	int64_t minutes = 0;

	if (p == end)
		return CLOCK_ERR_MINUTES;
	for (; p < end; p++) {
		if (!isdigit((unsigned char)*p))
			return CLOCK_ERR_MINUTES;
		minutes = minutes * 10 + (*p - '0');
		if (minutes > CLOCK_MAX_MINUTES)
			return CLOCK_ERR_MINUTES;
	}
	if (minutes == 0)
		return CLOCK_ERR_MINUTES;
	*ms = minutes * CLOCK_MINUTE_MS;
	return CLOCK_OK;
}

/* Read settings from command-line text; *s changes only on success. */
enum clock_error
clock_settings_parse(struct clock_settings *s, const char *text)
{
	struct clock_settings new;
	const char *end = text + strcspn(text, ","), *colon, *total;
	enum clock_error error;
	int mode;

	colon = memchr(text, ':', (size_t)(end - text));
	mode = clock_mode_find(text, (size_t)((colon ? colon : end) - text));
	if (mode == -1)
		return CLOCK_ERR_MODE;
	clock_settings_default(&new, mode);
	if (colon != NULL) {
		if (mode == CLOCK_NONE)
			return CLOCK_ERR_SYNTAX;
		error = clock_parse_minutes(colon + 1, end, &new.budget_ms);
		if (error != CLOCK_OK)
			return error;
	}
	if (*end == ',') {
		if (strncmp(end + 1, "total:", 6) != 0)
			return CLOCK_ERR_SYNTAX;
		total = end + 7;
		error = clock_parse_minutes(total, total + strlen(total),
		    &new.total_ms);
		if (error != CLOCK_OK)
			return error;
	}
	*s = new;
	return CLOCK_OK;
}

/* Write settings back as text clock_settings_parse() reads. */
int
clock_settings_format(const struct clock_settings *s, char *buf, size_t len)
{
	int n;

	if (clock_settings_check(s) != 0 || s->budget_ms % CLOCK_MINUTE_MS ||
	    s->total_ms % CLOCK_MINUTE_MS)
		return -1;
	n = snprintf(buf, len, "%s", clock_mode_names[s->mode]);
	if (s->mode != CLOCK_NONE && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - (size_t)n, ":%" PRId64,
		    s->budget_ms / CLOCK_MINUTE_MS);
	if (s->total_ms != 0 && n >= 0 && (size_t)n < len)
		n += snprintf(buf + n, len - (size_t)n, ",total:%" PRId64,
		    s->total_ms / CLOCK_MINUTE_MS);
	return n >= 0 && (size_t)n < len ? 0 : -1;
}

/* Name an error for logs and tests; the front end words it. */
const char *
clock_error_id(enum clock_error error)
{
	switch (error) {
	case CLOCK_OK:
		return "ok";
	case CLOCK_ERR_MODE:
		return "bad-mode";
	case CLOCK_ERR_MINUTES:
		return "bad-minutes";
	case CLOCK_ERR_SYNTAX:
		return "bad-syntax";
	case CLOCK_ERR_SAVED:
		return "bad-saved-state";
	}
	return "unknown";
}

/* Set a clock up before the first turn. */
int
clock_init(struct clock *c, const struct clock_settings *s,
    struct clock_source source)
{
	if (clock_settings_check(s) != 0)
		return -1;
	memset(c, 0, sizeof *c);
	c->source = source;
	c->settings = *s;
	c->phase = CLOCK_READY;
	c->last_ms = source.now_ms(source.ctx);
	return 0;
}

/* Start a player's turn: their clock runs. */
int
clock_turn_start(struct clock *c, int player)
{
	clock_advance(c);
	if ((c->phase != CLOCK_READY && c->phase != CLOCK_BETWEEN) ||
	    (player != 0 && player != 1))
		return -1;
	c->phase = CLOCK_TURN;
	c->mover = player;
	c->turn_ms = 0;
	c->decide_ms = 0;
	return 0;
}

/* The play is laid and scored: the opponent now decides (arts. 29, 31.1). */
int
clock_submit(struct clock *c)
{
	clock_advance(c);
	if (c->phase != CLOCK_TURN)
		return -1;
	c->phase = CLOCK_DECIDING;
	return 0;
}

/* A challenge stops both player clocks (art. 31.2). */
int
clock_challenge_start(struct clock *c)
{
	clock_advance(c);
	if (c->phase != CLOCK_DECIDING)
		return -1;
	c->phase = CLOCK_CHALLENGE;
	return 0;
}

/* The verdict is in: the turn is over either way (art. 34). */
int
clock_challenge_end(struct clock *c)
{
	clock_advance(c);
	if (c->phase != CLOCK_CHALLENGE)
		return -1;
	c->phase = CLOCK_BETWEEN;
	return 0;
}

/* The opponent accepts the play (art. 33): the turn is over. */
int
clock_accept(struct clock *c)
{
	clock_advance(c);
	if (c->phase != CLOCK_DECIDING)
		return -1;
	c->phase = CLOCK_BETWEEN;
	return 0;
}

/* End a turn at once: exchange, pass, withdrawn play, timer run out. */
int
clock_turn_end(struct clock *c)
{
	clock_advance(c);
	if (!clock_in_turn(c))
		return -1;
	c->phase = CLOCK_BETWEEN;
	return 0;
}

/* Freeze the clocks at the end of the game. */
void
clock_finish(struct clock *c)
{
	clock_advance(c);
	c->phase = CLOCK_FINISHED;
}

/* Pause everything, e.g. while the game is saved and closed. */
void
clock_pause(struct clock *c)
{
	clock_advance(c);
	c->paused = 1;
}

/* Run again from where the clock was paused. */
void
clock_resume(struct clock *c)
{
	clock_advance(c);
	c->paused = 0;
}

/* A player's time left, negative in overtime. */
int64_t
clock_left_ms(const struct clock *c, int player)
{
	struct clock now = clock_now(c);
	int64_t budget = now.settings.budget_ms;

	if ((player != 0 && player != 1) || now.settings.mode == CLOCK_NONE)
		return 0;
	if (now.settings.mode == CLOCK_TIMER)
		return player == now.mover && clock_in_turn(&now) ?
		    budget - now.turn_ms : budget;
	return budget - now.used_ms[player];
}

/* Whose clock runs now, -1 for nobody. */
int
clock_running(const struct clock *c)
{
	struct clock now = clock_now(c);

	if (now.paused)
		return -1;
	if (now.phase == CLOCK_TURN)
		return now.mover;
	if (now.phase == CLOCK_DECIDING && now.settings.mode == CLOCK_CORRIDO &&
	    now.decide_ms < CLOCK_DECIDE_MS)
		return now.mover;
	return -1;
}

/* A player's overtime penalty so far (art. 32). */
int
clock_penalty(const struct clock *c, int player)
{
	struct clock now = clock_now(c);
	int64_t over;

	if ((player != 0 && player != 1) || (now.settings.mode !=
	    CLOCK_CORRIDO && now.settings.mode != CLOCK_NO_CORRIDO))
		return 0;
	over = now.used_ms[player] - now.settings.budget_ms;
	if (over <= 0)
		return 0;
	/* Art. 32: every minute begun counts whole. */
	return (int)((over + CLOCK_MINUTE_MS - 1) / CLOCK_MINUTE_MS) *
	    CLOCK_PENALTY_POINTS;
}

/* The timer's warning level in this turn (art. 30). */
int
clock_warning(const struct clock *c)
{
	struct clock now = clock_now(c);
	int64_t left = now.settings.budget_ms - now.turn_ms;

	if (now.settings.mode != CLOCK_TIMER || now.phase != CLOCK_TURN)
		return 0;
	if (left <= CLOCK_WARN3_MS)
		return 3;
	if (left <= CLOCK_WARN2_MS)
		return 2;
	return left <= CLOCK_WARN1_MS;
}

/* Whether the timer's turn time is spent (art. 30). */
int
clock_turn_over(const struct clock *c)
{
	struct clock now = clock_now(c);

	return now.settings.mode == CLOCK_TIMER && now.phase == CLOCK_TURN &&
	    now.turn_ms >= now.settings.budget_ms;
}

/* Total game time left (art. 27). */
int64_t
clock_total_left_ms(const struct clock *c)
{
	struct clock now = clock_now(c);

	if (now.settings.total_ms == 0)
		return 0;
	return now.settings.total_ms - now.total_used_ms;
}

/* Whether the total game time is over (art. 37.5). */
int
clock_total_over(const struct clock *c)
{
	return c->settings.total_ms != 0 && clock_total_left_ms(c) <= 0;
}

/* Format a time for display, never translated. */
char *
clock_format(int64_t ms, char *buf, size_t len)
{
	uint64_t mag = ms < 0 ? 0 - (uint64_t)ms : (uint64_t)ms;
	uint64_t s = mag / 1000 + (mag % 1000 != 0);

	snprintf(buf, len, "%s%" PRIu64 ":%02u", ms < 0 ? "-" : "", s / 60,
	    (unsigned)(s % 60));
	return buf;
}

/* Save the clock, brought up to now, as integers. */
void
clock_save(const struct clock *c, struct clock_state *st)
{
	struct clock now = clock_now(c);

	st->mode = now.settings.mode;
	st->budget_ms = now.settings.budget_ms;
	st->total_ms = now.settings.total_ms;
	st->phase = now.phase;
	st->mover = now.mover;
	st->paused = now.paused;
	st->used_ms[0] = now.used_ms[0];
	st->used_ms[1] = now.used_ms[1];
	st->turn_ms = now.turn_ms;
	st->decide_ms = now.decide_ms;
	st->total_used_ms = now.total_used_ms;
}

/*
 * Whether a saved state is one the clock can reach.  Besides ranges, the
 * counters must agree: the total time runs whenever a player's clock does, and
 * a turn's time is part of the mover's.
 */
static int
clock_state_check(const struct clock_state *st)
{
	const int64_t *counters[] = { &st->used_ms[0], &st->used_ms[1],
	    &st->turn_ms, &st->decide_ms, &st->total_used_ms };

	if (st->mode < CLOCK_NONE || st->mode > CLOCK_TIMER ||
	    st->phase < CLOCK_READY || st->phase > CLOCK_FINISHED ||
	    (st->mover != 0 && st->mover != 1) ||
	    (st->paused != 0 && st->paused != 1))
		return -1;
	for (size_t i = 0; i < sizeof counters / sizeof counters[0]; i++) {
		if (*counters[i] < 0 || *counters[i] > CLOCK_MAX_ELAPSED_MS)
			return -1;
	}
	if (st->used_ms[0] + st->used_ms[1] > st->total_used_ms ||
	    st->turn_ms > st->used_ms[st->mover] ||
	    st->decide_ms > CLOCK_DECIDE_MS || st->decide_ms > st->turn_ms ||
	    (st->mode != CLOCK_CORRIDO && st->decide_ms != 0))
		return -1;
	if (st->phase == CLOCK_READY && st->total_used_ms != 0)
		return -1;
	return 0;
}

/* Restore a saved clock after checking it could be real. */
enum clock_error
clock_load(struct clock *c, const struct clock_state *st,
    struct clock_source source)
{
	struct clock_settings s;

	if (clock_state_check(st) != 0)
		return CLOCK_ERR_SAVED;
	s.mode = (enum clock_mode)st->mode;
	s.budget_ms = st->budget_ms;
	s.total_ms = st->total_ms;
	if (clock_init(c, &s, source) != 0)
		return CLOCK_ERR_SAVED;
	c->phase = (enum clock_phase)st->phase;
	c->mover = (int)st->mover;
	c->paused = (int)st->paused;
	c->used_ms[0] = st->used_ms[0];
	c->used_ms[1] = st->used_ms[1];
	c->turn_ms = st->turn_ms;
	c->decide_ms = st->decide_ms;
	c->total_used_ms = st->total_used_ms;
	return CLOCK_OK;
}

/* Write a saved clock as one text line. */
int
clock_state_write(const struct clock_state *st, char *buf, size_t len)
{
	int n;

	n = snprintf(buf, len, CLOCK_STATE_TAG " %" PRId64 " %" PRId64
	    " %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64
	    " %" PRId64 " %" PRId64 " %" PRId64 " %" PRId64, st->mode,
	    st->budget_ms, st->total_ms, st->phase, st->mover, st->paused,
	    st->used_ms[0], st->used_ms[1], st->turn_ms, st->decide_ms,
	    st->total_used_ms);
	return n >= 0 && (size_t)n < len ? 0 : -1;
}

/* One space and a decimal integer, nothing else. */
static int
clock_read_int(const char **p, int64_t *v)
{
	char *end;
	long long n;

	if (**p != ' ')
		return -1;
	(*p)++;
	if (**p != '-' && !isdigit((unsigned char)**p))
		return -1;
	errno = 0;
	n = strtoll(*p, &end, 10);
	if (errno != 0 || end == *p)
		return -1;
	*v = n;
	*p = end;
	return 0;
}

/* Read one text line written by clock_state_write(). */
enum clock_error
clock_state_read(struct clock_state *st, const char *line)
{
	struct clock_state new;
	int64_t *fields[] = { &new.mode, &new.budget_ms, &new.total_ms,
	    &new.phase, &new.mover, &new.paused, &new.used_ms[0],
	    &new.used_ms[1], &new.turn_ms, &new.decide_ms, &new.total_used_ms };
	const char *p = line;

	if (strncmp(p, CLOCK_STATE_TAG, strlen(CLOCK_STATE_TAG)) != 0)
		return CLOCK_ERR_SAVED;
	p += strlen(CLOCK_STATE_TAG);
	for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
		if (clock_read_int(&p, fields[i]) != 0)
			return CLOCK_ERR_SAVED;
	}
	if (*p == '\n')
		p++;
	if (*p != '\0')
		return CLOCK_ERR_SAVED;
	*st = new;
	return CLOCK_OK;
}
