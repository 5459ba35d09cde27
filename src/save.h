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
 * with each play's words; in a casual game also the state as each turn
 * began, so that a resumed game takes back turns (game_undo()) as the
 * game would have.  Tiles are written as their codes (src/tiles.h): 1-28
 * the letters, 29 a blank on a rack, +64 a letter played by a blank, +128
 * a played-through square in a move.
 *
 *	fichas-save 1                       the format and its version
 *	name1 Ana                           settings
 *	...
 *	rng 0123456789abcdef ...            the generator: the bag's future
 *	clock1 1 1800000 0 1 0 0 ...        src/clock.h
 *	phase turn                          the game's counters
 *	...
 *	undos 1                             only once turns were taken back
 *	bag 86 20 1 6 ...                   count, then the tiles in order
 *	board 8 0 0 0 0 0 0 0 3 1 22 1 ...  one line per row
 *	sheet 3                             then each event in a few lines
 *	history 2                           casual games: turns kept for undo
 *	turn-start 0                        the sheet's length as one began,
 *	...                                 then its rng to board lines
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

/* Why a game could not be saved or loaded. */
enum save_error {
	SAVE_OK = 0,
	SAVE_ERR_OPEN,		/* cannot open or read the file: errnum */
	SAVE_ERR_WRITE,		/* cannot write, sync or rename: errnum */
	SAVE_ERR_NO_HOME,	/* neither $XDG_STATE_HOME nor $HOME is set */
	SAVE_ERR_EMPTY,		/* the file has no bytes */
	SAVE_ERR_FOREIGN,	/* not a fichas save at all */
	SAVE_ERR_VERSION,	/* a save of another format version */
	SAVE_ERR_TOO_BIG,	/* longer than any save can be */
	SAVE_ERR_TRUNCATED,	/* the checksum line at the end is missing */
	SAVE_ERR_CHECKSUM,	/* the bytes do not match their checksum */
	SAVE_ERR_SYNTAX,	/* a line missing, misplaced or out of range */
	SAVE_ERR_TILES,		/* the tiles do not add up to the set */
	SAVE_ERR_STATE,		/* values that contradict each other */
	SAVE_ERR_CLOCK,		/* the clock line is refused (src/clock.h) */
	SAVE_ERR_NOT_REGULAR,	/* the path is a device, FIFO or socket */
	SAVE_ERR_NOT_FILE	/* read: a FIFO, device or socket */
};

/* What went wrong, for a message naming the file. */
struct save_failure {
	enum save_error error;
	int errnum;		/* errno for SAVE_ERR_OPEN and SAVE_ERR_WRITE */
	int line;		/* 1-based line of SYNTAX, STATE, CLOCK; or 0 */
	/* save_game_write(): the record beside a save that was written. */
	enum save_error record;	/* SAVE_OK, or why it was not written */
	int record_errnum;
};

/* What a driver keeps with the game to carry on where it stopped. */
struct save_info {
	char lexicon[SAVE_TEXT_MAX + 1]; /* the lexicon's path, "" if none */
	/* One line the front end keeps with the game (who plays, how). */
	char frontend[SAVE_TEXT_MAX + 1];
	int64_t progress;	/* text driver: script lines done; else 0 */
	uint32_t script;	/* text driver: the script's CRC-32; else 0 */
};

/*
 * Name the lexicon in info: made absolute, so that a game started with a
 * relative --lexicon resumes from any directory with the same lexicon,
 * when that fits SAVE_TEXT_MAX (else the path as given, else none).
 */
void save_info_set_lexicon(struct save_info *info, const char *path);

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
 * info may be NULL.  SAVE_OK, or SAVE_ERR_WRITE when a line cannot be
 * formatted.
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
/*
 * Load a game from path (a regular file of at most SAVE_MAX_SIZE bytes,
 * a FIFO refused without blocking; then save_parse()).
 */
enum save_error save_load(const char *path, const struct save_hooks *hooks,
    struct game **gp, struct save_info *info, struct save_failure *failure);

/*
 * Saved games (the autosave): one file per game in the save directory,
 * $XDG_STATE_HOME/fichas, or with that unset or not absolute,
 * $HOME/.local/state/fichas (created mode 0700, files 0600).  A game is
 * named by the local time it started, its ID:
 *
 *	game-20261201-091500.save     the game, until it is over
 *	game-20261201-091500.gcg      its GCG record, kept when it is over
 *	game-20261201-091500-2.save   another game begun in the same second
 *	game-20261201-091500.lock     held (flock()) by the program playing it
 *
 * A new game's first save takes the first ID free of both files, with
 * link() so that two programs never take the same one; a save is never
 * written over but by its own game.  Versions before this one kept a
 * single current.save and current.gcg: save_games_list() moves them to
 * an ID of their own first (save_games_migrate()).
 */
#define SAVE_ID_MAX		32	/* bytes of an ID, NUL included */
#define SAVE_LEGACY_NAME	"current.save"
#define SAVE_LEGACY_GCG		"current.gcg"

/* One saved game, as a list shows it. */
struct save_game_entry {
	char id[SAVE_ID_MAX];	/* "20261201-091500", "20261201-091500-2" */
	char *path;		/* its .save file, malloc'd */
	time_t saved;		/* when it was last saved */
	enum save_error error;	/* SAVE_OK, or why it cannot be loaded */
	char names[GAME_PLAYERS][GAME_NAME_MAX + 1];
	int scores[GAME_PLAYERS];
	int turn;		/* game_turn_number() */
	int mover;		/* whose turn it is */
	char frontend[SAVE_TEXT_MAX + 1]; /* struct save_info's line */
	int busy;		/* another program is playing it now */
};

/* The unfinished games, the most recently saved first. */
struct save_games {
	struct save_game_entry *games;
	int n;
};

/*
 * The save directory: a malloc'd path, or NULL when neither variable is
 * usable.
 */
char *save_autosave_dir(void);
/*
 * Whether the save directory was found open to others (an older version
 * made it 0755) and made 0700 since the last call: 1 once, with its old
 * mode in *was, for the front end to say so; else 0.
 */
int save_dir_tightened(mode_t *was);
/*
 * Give an older version's current.save (and current.gcg) an ID of its own
 * (from the time it was last saved), never replacing a file.  The number
 * of games moved (0 or 1), or -1 with errno.
 */
int save_games_migrate(void);
/*
 * Read the save directory: every game not over, loadable or not (those
 * with error set), most recently saved first.  0, or -1 with errno (the
 * directory missing is an empty list; no HOME is ENOENT too).
 */
int save_games_list(struct save_games *list);
/* Free a list's games; the list itself is the caller's. */
void save_games_free(struct save_games *list);
/*
 * A game of the list by ID ("20261201-091500", "game-20261201-091500" or
 * "game-20261201-091500.save"), or with id NULL or "" the most recently
 * saved that loads and nobody plays; NULL when none.
 */
const struct save_game_entry *save_games_find(const struct save_games *list,
    const char *id);
/* Whether text has the form of an ID (digits, '-', at most the size). */
int save_game_id_valid(const char *id);
/* The ID of a save's path (game-ID.save), in id; -1 if not such a path. */
int save_game_path_id(const char *path, char *id, size_t size);
/*
 * Save a game and its GCG record beside it.  With *path NULL, a new file
 * under an ID from start (a suffix when taken), *path then malloc'd;
 * otherwise the game's own file *path is replaced atomically.  The save
 * is what resumes: once it is written the result is SAVE_OK, and a record
 * that could not be written is said in failure->record.
 */
enum save_error save_game_write(char **path, time_t start,
    const struct game *g, const struct save_info *info,
    struct save_failure *failure);
/* The GCG record beside a save path (.save made .gcg), malloc'd. */
char *save_game_record_path(const char *path);
/* Remove a save (not its record) and its lock; 0, or -1 with errno. */
int save_game_remove(const char *path);
/*
 * Take the lock of the game saved at path, held while the descriptor
 * returned stays open (closing it lets go), so that two programs never
 * play one game; -1 with errno, EWOULDBLOCK when another holds it.
 */
int save_game_lock(const char *path);
/*
 * Remove the temporary files a killed atomic write left in the save
 * directory (fileio_clean_dir(): NAME.tmp-PID-XXXXXX of a process gone,
 * or any NAME.tmp-... last written over SAVE_STALE_SECONDS before now).
 * Returns how many, or -1 without an autosave directory.
 */
#define SAVE_STALE_SECONDS 3600
int save_autosave_clean(time_t now);

#endif
