/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the save writer and reader share; not for other modules. */
#ifndef FICHAS_SAVE_PRIVATE_H
#define FICHAS_SAVE_PRIVATE_H

#include "fileio.h"
#include "game-private.h"
#include "save.h"

#define SAVE_TABLE_SIZE(t) (sizeof (t) / sizeof (t)[0])

/* The words a save writes for enumerations, indexed by value. */
extern const char *const save_phase_names[4];
extern const char *const save_end_names[7];
extern const char *const save_event_names[8];
extern const char *const save_verdict_names[5];
extern const char *const save_lost_names[4];
extern const char *const save_move_names[3];
extern const char *const save_dir_names[2];
extern const char *const save_challenge_names[4];
extern const char *const save_laid_names[3];

/*
 * save-check.c: whether the values read agree with each other; 0, or -1
 * with failure->error SAVE_ERR_TILES or SAVE_ERR_STATE.
 */
int save_check_game(const struct game *g, struct save_failure *failure);

/* save.c: fill in *failure (may be NULL) and return error. */
enum save_error save_fail(struct save_failure *failure,
    enum save_error error, int errnum);
/* save.c: fsync the directory that holds path; 0 or -1. */
int save_sync_dir(const char *path);
/* save.c: make an existing save directory 0700; 0 or -1 with errno. */
int save_dir_tighten(const char *dir);
/*
 * How saves and records are written (src/fileio.h): 0600 when new, and a
 * file replaced keeps its own mode (never a symlink target's).
 */
#define SAVE_FILE_FLAGS (FILEIO_PRIVATE | FILEIO_KEEP_MODE)
/*
 * save.c: data in a new synced file path.tmp-PID-XXXXXX (malloc'd in
 * *tmp); SAVE_OK, or an error in *failure and no file left.  io may be
 * NULL.
 */
enum save_error save_write_temp(const char *path, const char *data,
    size_t len, const struct save_io *io, char **tmp,
    struct save_failure *failure);

#endif
