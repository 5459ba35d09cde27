/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for game records (gcg.c) and the referee (replay.c).
 *
 * Any bytes either are refused with an error code and a line inside the
 * text, or read as a record that (1) writes out as GCG, (2) reads back from
 * that text as the same events, (3) writes out the second time exactly as
 * the first, and (4) goes through the referee without a crash, each step's
 * verdict in range.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "gcg.h"
#include "replay.h"

#define FUZZ_MAX_INPUT (64 * 1024) /* longer inputs say nothing new */

static void fuzz_require(int ok, const char *what);
static int fuzz_racks_same(const struct rack *a, const struct rack *b);
static int fuzz_moves_same(const struct move *a, const struct move *b);
static int fuzz_events_same(const struct gcg_event *a,
    const struct gcg_event *b);
static void fuzz_check_failure(const uint8_t *data, size_t size,
    const struct gcg_failure *failure);
static void fuzz_check_round_trip(const struct gcg_record *rec);
static void fuzz_check_referee(const struct gcg_record *rec);

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-gcg: %s\n", what);
		abort();
	}
}

/* The same tiles in the same order. */
static int
fuzz_racks_same(const struct rack *a, const struct rack *b)
{
	return a->n == b->n && memcmp(a->tiles, b->tiles, (size_t)a->n) == 0;
}

/* The same play or exchange. */
static int
fuzz_moves_same(const struct move *a, const struct move *b)
{
	if (a->kind != b->kind)
		return 0;
	if (a->kind == MOVE_EXCHANGE)
		return a->n_exchange == b->n_exchange &&
		    memcmp(a->exchange, b->exchange, (size_t)a->n_exchange) == 0;
	if (a->kind != MOVE_PLACE)
		return 1;
	if (a->row != b->row || a->col != b->col || a->dir != b->dir ||
	    a->len != b->len)
		return 0;
	/* A played-through square is written '.': its letter is not kept. */
	for (int i = 0; i < a->len && i < BOARD_SIZE; i++)
		if ((a->word[i] & MOVE_THROUGH) ? b->word[i] != MOVE_THROUGH :
		    a->word[i] != b->word[i])
			return 0;
	return 1;
}

/* Everything an event line says (not its line number). */
static int
fuzz_events_same(const struct gcg_event *a, const struct gcg_event *b)
{
	if (a->kind != b->kind || a->player != b->player ||
	    strcmp(a->nick, b->nick) != 0 || a->has_rack != b->has_rack ||
	    a->score != b->score || a->total != b->total ||
	    a->exchange_count != b->exchange_count)
		return 0;
	if (a->has_rack && !fuzz_racks_same(&a->rack, &b->rack))
		return 0;
	if (a->kind == GCG_EVENT_END_RACK && !fuzz_racks_same(&a->tiles,
	    &b->tiles))
		return 0;
	if ((a->note == NULL) != (b->note == NULL) ||
	    (a->note != NULL && strcmp(a->note, b->note) != 0))
		return 0;
	return fuzz_moves_same(&a->move, &b->move);
}

/* A refusal names a line of the text and a known error. */
static void
fuzz_check_failure(const uint8_t *data, size_t size,
    const struct gcg_failure *failure)
{
	size_t lines = 1;

	for (size_t i = 0; i < size; i++)
		lines += data[i] == '\n';
	fuzz_require(failure->error > GCG_OK &&
	    failure->error <= GCG_ERR_UTF32, "error code out of range");
	fuzz_require(failure->line >= 0 && (size_t)failure->line <= lines,
	    "error line past the end of the text");
	fuzz_require(strcmp(gcg_error_id(failure->error), "unknown") != 0,
	    "error without an identifier");
}

/* Write, read back, write again: the same events, the same text. */
static void
fuzz_check_round_trip(const struct gcg_record *rec)
{
	struct gcg_failure failure;
	struct gcg_record *again;
	char *text, *text2;
	size_t len, len2;

	fuzz_require(gcg_write(rec, &text, &len) == 0, "write failed");
	fuzz_require(strlen(text) == len, "written length is wrong");
	if (gcg_parse(text, len, &again, &failure) != 0) {
		fprintf(stderr, "fuzz-gcg: line %d (%s) of:\n%s", failure.line,
		    gcg_error_id(failure.error), text);
		fuzz_require(0, "written record does not read back");
	}
	fuzz_require(again->n_events == rec->n_events, "events lost");
	for (int i = 0; i < rec->n_events; i++)
		fuzz_require(fuzz_events_same(&rec->events[i],
		    &again->events[i]), "event changed by writing");
	for (int p = 0; p < GCG_PLAYERS; p++)
		fuzz_require(strcmp(rec->players[p].nick,
		    again->players[p].nick) == 0, "player changed by writing");
	fuzz_require(gcg_write(again, &text2, &len2) == 0, "rewrite failed");
	fuzz_require(len == len2 && memcmp(text, text2, len) == 0,
	    "writing twice gives two texts");
	free(text);
	free(text2);
	gcg_record_free(again);
}

/* The referee judges every event once, each verdict in range. */
static void
fuzz_check_referee(const struct gcg_record *rec)
{
	struct replay r;
	struct replay_step step;
	int steps = 0;

	replay_init(&r, rec, NULL);
	while (replay_step(&r, &step)) {
		fuzz_require(step.index == steps++, "step out of order");
		fuzz_require(step.error >= REPLAY_OK &&
		    step.error <= REPLAY_ERR_TOTAL, "verdict out of range");
		fuzz_require(strcmp(replay_error_id(step.error), "unknown") != 0,
		    "verdict without an identifier");
		fuzz_require(step.bad_word < step.play.n_words,
		    "refused word out of range");
		fuzz_require(r.board.tiles >= 0 && r.board.tiles <=
		    BOARD_SIZE * BOARD_SIZE, "board count out of range");
	}
	fuzz_require(steps == rec->n_events, "events skipped");
	fuzz_require(r.errors <= steps, "more errors than lines");
	fuzz_require((r.errors == 0) == (r.first_error_line == 0),
	    "first error line without errors");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gcg_failure failure;
	struct gcg_record *rec;

	if (size > FUZZ_MAX_INPUT)
		return 0;
	if (gcg_parse((const char *)data, size, &rec, &failure) != 0) {
		fuzz_require(rec == NULL, "record left after a refusal");
		fuzz_check_failure(data, size, &failure);
		return 0;
	}
	fuzz_check_round_trip(rec);
	fuzz_check_referee(rec);
	gcg_record_free(rec);
	return 0;
}
