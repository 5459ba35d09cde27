/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Fuzz target for the save loader (save-read.c, save-check.c).
 *
 * Each input is read twice: as it is, which mostly exercises the frame
 * (magic, version, checksum), and with its checksum line made right, which
 * lets the fuzzer reach every line and every consistency check.  Any bytes
 * are either refused with an error code in range and no game, or load as a
 * game that (1) saves again as text that loads again and saves the same,
 * (2) exports as a GCG record, and (3) survives being played on: time
 * runs, the play pending is challenged or accepted, the mover passes.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "export.h"
#include "fuzz.h"
#include "save.h"

#define FUZZ_MAX_INPUT (256 * 1024) /* longer inputs say nothing new */

static int64_t fuzz_now(void *ctx);
static int fuzz_judge(void *ctx, const tile_t *tiles, int n);
static void fuzz_require(int ok, const char *what);
static void fuzz_play_on(struct game *g);
static void fuzz_check_loaded(struct game *g, const struct save_info *info);
static void fuzz_load(const char *text, size_t len);
static void fuzz_load_fixed(const uint8_t *data, size_t size);

static int64_t fuzz_clock_ms;

/* A clock that moves only when the target says. */
static int64_t
fuzz_now(void *ctx)
{
	(void)ctx;
	return fuzz_clock_ms;
}

/* A judge with an arbitrary but fixed opinion: even-length words exist. */
static int
fuzz_judge(void *ctx, const tile_t *tiles, int n)
{
	(void)ctx;
	(void)tiles;
	return n % 2 == 0;
}

/* Stop with a message libFuzzer shows next to the crashing input. */
static void
fuzz_require(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz-save: %s\n", what);
		abort();
	}
}

/* A loaded game must take the next actions like any other. */
static void
fuzz_play_on(struct game *g)
{
	int n;

	fuzz_clock_ms += 61000;
	game_tick(g);
	if (game_phase(g) == GAME_PHASE_DECIDING) {
		if (game_challenge(g) != GAME_OK)
			game_accept(g);
	}
	if (game_phase(g) == GAME_PHASE_TURN) {
		if (game_laid(g)->n > 0)
			game_submit(g, NULL);
		if (game_phase(g) == GAME_PHASE_TURN)
			game_take_back(g);
		if (game_phase(g) == GAME_PHASE_TURN)
			game_pass(g);
	}
	game_sheet(g, &n);
	fuzz_require(n >= 0 && n <= GAME_SHEET_MAX, "sheet overflowed");
}

/* Save, load, save again: the same text; then export and play on. */
static void
fuzz_check_loaded(struct game *g, const struct save_info *info)
{
	struct save_hooks hooks = { { fuzz_now, NULL }, { fuzz_judge, NULL },
	    NULL, NULL };
	struct save_info info2;
	struct game *g2;
	char *text, *text2, *gcg;
	size_t len, len2;

	fuzz_require(save_format(g, info, &text, &len) == SAVE_OK,
	    "a loaded game does not save");
	fuzz_require(save_parse(text, len, &hooks, &g2, &info2, NULL) ==
	    SAVE_OK, "a saved game does not load");
	fuzz_require(save_format(g2, &info2, &text2, &len2) == SAVE_OK &&
	    len == len2 && memcmp(text, text2, len) == 0,
	    "saving twice gives two texts");
	fuzz_require(export_gcg_text(g2, NULL, &gcg, NULL) == 0,
	    "a loaded game does not export");
	free(gcg);
	fuzz_play_on(g2);
	free(text);
	free(text2);
	game_free(g2);
}

/* One text through the loader. */
static void
fuzz_load(const char *text, size_t len)
{
	struct save_hooks hooks = { { fuzz_now, NULL }, { fuzz_judge, NULL },
	    NULL, NULL };
	struct save_failure failure;
	struct save_info info;
	struct game *g;

	if (save_parse(text, len, &hooks, &g, &info, &failure) != SAVE_OK) {
		fuzz_require(g == NULL, "a game left after a refusal");
		fuzz_require(failure.error > SAVE_OK &&
		    failure.error <= SAVE_ERR_CLOCK &&
		    strcmp(save_error_id(failure.error), "unknown") != 0,
		    "error code out of range");
		fuzz_require(failure.line >= 0, "negative line");
		return;
	}
	fuzz_require(g != NULL, "no game after success");
	fuzz_check_loaded(g, &info);
	game_free(g);
}

/* The input with the checksum it should have, so the lines get read. */
static void
fuzz_load_fixed(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	size_t body = size;
	char *fixed;

	for (size_t i = size; i-- > 0;) {
		if (text[i] == '\n' && i + 1 < size &&
		    strncmp(text + i + 1, "checksum", size - i - 1 < 8 ?
		    size - i - 1 : 8) == 0) {
			body = i + 1;
			break;
		}
	}
	if ((fixed = malloc(body + 32)) == NULL)
		return;
	memcpy(fixed, text, body);
	if (body > 0 && fixed[body - 1] != '\n')
		fixed[body++] = '\n';
	body += (size_t)snprintf(fixed + body, 32, "checksum %08" PRIx32 "\n",
	    save_crc32(0, fixed, body));
	fuzz_load(fixed, body);
	free(fixed);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > FUZZ_MAX_INPUT)
		return 0;
	fuzz_clock_ms = 1000000;
	fuzz_load((const char *)data, size);
	fuzz_load_fixed(data, size);
	return 0;
}
