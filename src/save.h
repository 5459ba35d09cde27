/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Saved games: a game written so that it resumes exactly, and autosave.
 *
 * A save is a text file of "key value..." lines in a fixed order, so that
 * a person can read it and the loader can check every line.  It holds the
 * whole struct game (src/game.h) but its pointers: settings, the generator's
 * state, the bag in order, the board, both racks in order, the clocks
 * (clock_state_write()), the opening draw, the phase with the tiles laid
 * and the play pending, every counter of art. 37 and the whole score sheet
 * with each play's words.  Tiles are written as their codes (src/tiles.h):
 * 1-28 the letters, 29 a blank on a rack, +64 a letter played by a blank,
 * +128 a played-through square in a move.
 *
 *	fichas-save 1                       the format and its version
 *	name1 Ana                           settings
 *	...
 *	rng 0123456789abcdef ...            the generator: the bag's future
 *	clock1 1 1800000 0 1 0 0 ...        src/clock.h
 *	phase turn                          the game's counters
 *	...
 *	bag 86 20 1 6 ...                   count, then the tiles in order
 *	board 8 0 0 0 0 0 0 0 3 1 22 1 ...  one line per row
 *	sheet 3                             then each event in a few lines
 *	checksum 1c291ca3                   CRC-32 of every byte before it
 *
 * The loader refuses anything that is not exactly such a file: another
 * file, a newer version, a truncated or corrupted copy (the checksum), a
 * value out of range, tiles that do not add up to the 100 of the set, or
 * counters that contradict each other.  It never trusts a number before
 * checking it, so any bytes give an error code, never a crash
 * (fuzz/fuzz-save.c).
 *
 * Writing is atomic: a temporary file in the save's directory, written and
 * fsync'd, renamed over the old save, then the directory fsync'd.  When
 * anything fails (a full disk, ENOSPC) the old save stays as it was.
 *
 * What a save does not hold: the judge, the callbacks and the time source,
 * given back on loading (game_attach()); and the hooks queued but not yet
 * run, since a driver that resumes a game shows its state afresh.
 */
#ifndef FICHAS_SAVE_H
#define FICHAS_SAVE_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <sys/types.h>

#include "game.h"

#define SAVE_MAGIC		"fichas-save"
#define SAVE_VERSION		1
#define SAVE_MAX_SIZE		(8 * 1024 * 1024) /* a full sheet is far less */
#define SAVE_LINE_MAX		1024	/* longest line a save holds */
#define SAVE_TEXT_MAX		255	/* bytes of a save_info text */
#define SAVE_AUTOSAVE_NAME	"current.save"
#define SAVE_AUTOSAVE_GCG	"current.gcg"

/* Why a game could not be saved or loaded. */
enum save_error {
	SAVE_OK = 0,
	SAVE_ERR_OPEN,		/* cannot open or read the file: errnum */
	SAVE_ERR_WRITE,		/* cannot write, sync or rename: errnum */
	SAVE_ERR_NO_HOME,	/* neither $XDG_STATE_HOME nor $HOME is set */
	SAVE_ERR_MEMORY,	/* out of memory */
	SAVE_ERR_EMPTY,		/* the file has no bytes */
	SAVE_ERR_FOREIGN,	/* not a fichas save at all */
	SAVE_ERR_VERSION,	/* a save of another format version */
	SAVE_ERR_TOO_BIG,	/* longer than any save can be */
	SAVE_ERR_TRUNCATED,	/* the checksum line at the end is missing */
	SAVE_ERR_CHECKSUM,	/* the bytes do not match their checksum */
	SAVE_ERR_SYNTAX,	/* a line missing, misplaced or out of range */
	SAVE_ERR_TILES,		/* the tiles do not add up to the set */
	SAVE_ERR_STATE,		/* values that contradict each other */
	SAVE_ERR_CLOCK		/* the clock line is refused (src/clock.h) */
};

/* What went wrong, for a message naming the file. */
struct save_failure {
	enum save_error error;
	int errnum;		/* errno for SAVE_ERR_OPEN and SAVE_ERR_WRITE */
	int line;		/* 1-based line of SYNTAX, STATE, CLOCK; or 0 */
};

/* What a driver keeps with the game to carry on where it stopped. */
struct save_info {
	char lexicon[SAVE_TEXT_MAX + 1]; /* the lexicon's path, "" if none */
	/* One line the front end keeps with the game (who plays, how). */
	char frontend[SAVE_TEXT_MAX + 1];
	int64_t progress;	/* text driver: script lines done; else 0 */
	uint32_t script;	/* text driver: the script's CRC-32; else 0 */
};

/* What a loaded game is attached to (see game_attach()). */
struct save_hooks {
	struct clock_source source;
	struct game_judge judge;
	const struct game_callbacks *callbacks; /* may be NULL */
	void *ctx;
};

/*
 * The low-level calls of an atomic write, replaceable by tests to make
 * them fail; NULL in save_write_atomic() means the system's.
 */
struct save_io {
	ssize_t (*write)(int fd, const void *buf, size_t n);
	int (*fsync)(int fd);
	int (*rename)(const char *from, const char *to);
};

/* A short stable English identifier ("bad-checksum"), not for display. */
const char *save_error_id(enum save_error error);
/* CRC-32 (IEEE 802.3) of len bytes, continuing from crc (0 to start). */
uint32_t save_crc32(uint32_t crc, const void *data, size_t len);

/*
 * The game as save text in a malloc'd NUL-terminated string (*len bytes);
 * info may be NULL.  SAVE_OK or SAVE_ERR_MEMORY.
 */
enum save_error save_format(const struct game *g,
    const struct save_info *info, char **text, size_t *len);
/*
 * Read save text (len bytes, NUL bytes refused) into a new game attached to
 * hooks.  Returns SAVE_OK and sets *gp (and *info when not NULL), or an
 * error with *failure filled (failure may be NULL) and *gp NULL.
 */
enum save_error save_parse(const char *text, size_t len,
    const struct save_hooks *hooks, struct game **gp, struct save_info *info,
    struct save_failure *failure);

/*
 * Replace path with data atomically: temporary file in the same directory,
 * fsync, rename, fsync of the directory.  On failure the old file is left
 * as it was, the temporary file removed, *failure set (SAVE_ERR_WRITE and
 * errno).  io may be NULL.
 */
enum save_error save_write_atomic(const char *path, const char *data,
    size_t len, const struct save_io *io, struct save_failure *failure);
/* Save a game to path (save_format() then save_write_atomic()). */
enum save_error save_write(const char *path, const struct game *g,
    const struct save_info *info, struct save_failure *failure);
/* Load a game from path (at most SAVE_MAX_SIZE bytes, then save_parse()). */
enum save_error save_load(const char *path, const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure);

/*
 * The autosave directory: $XDG_STATE_HOME/fichas, or with that unset or
 * not absolute, $HOME/.local/state/fichas.  A malloc'd path, or NULL when
 * neither variable is usable or out of memory.
 */
char *save_autosave_dir(void);
/* The autosave file, .../fichas/current.save; malloc'd, NULL as above. */
char *save_autosave_path(void);
/*
 * Save the game in the autosave directory (created if needed, mode 0700):
 * current.save, then its GCG record current.gcg (src/export.h).  For a
 * front end's "played" hook: a killed program loses at most the event
 * being entered.  Not async-signal-safe: from a signal, set a flag and
 * call it from the main loop.
 */
enum save_error save_autosave(const struct game *g);
/* The same with the driver's info and the failure's details. */
enum save_error save_autosave_info(const struct game *g,
    const struct save_info *info, struct save_failure *failure);
/* Whether an autosaved game is there to resume. */
int save_autosave_exists(void);
/* The game is over: remove current.save (current.gcg stays). */
enum save_error save_autosave_remove(void);
/*
 * Remove the temporary files a killed atomic write left in the autosave
 * directory (NAME.tmp-XXXXXX, last written over SAVE_STALE_SECONDS
 * before now).  Returns how many, or -1 without an autosave directory.
 */
#define SAVE_STALE_SECONDS 3600
int save_autosave_clean(time_t now);
/* Load the autosaved game (SAVE_ERR_OPEN, errnum ENOENT: none). */
enum save_error save_resume(const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure);

#endif
