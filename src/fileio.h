/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Writing a file whole or not at all: every file fichas writes (saves,
 * GCG records, lexicons, leave tables) goes through fileio_write().
 *
 * The data goes to a new temporary file beside the target,
 * NAME.tmp-PID-XXXXXX, created with O_CREAT | O_EXCL | O_NOFOLLOW so that
 * nothing planted under that name (a symlink to a victim) is ever opened;
 * it is written, fsync'd, renamed over NAME, and the directory fsync'd.
 * On any failure the temporary file is removed and NAME is left as it was.
 *
 * A target that is not a regular file (a device, a FIFO, a socket, a
 * symlink to one of those) is refused before anything is created:
 * renaming over /dev/null would replace the device, and writing in place
 * would lose the atomicity; so is a symlink into /proc (/dev/stdout,
 * /dev/fd/N), whatever the descriptor is.  A directory is EISDIR.  A symlink to a
 * regular file is replaced by the new file (rename() does not follow it):
 * the file it pointed to is untouched and lends its mode to nothing.
 *
 * A program killed between creating and renaming leaves its temporary
 * file.  fileio_clean() removes those of a target whose process is gone
 * (the PID in the name) or which are over FILEIO_STALE_SECONDS old (a
 * write lasts milliseconds; names without a PID, from older versions,
 * go by age only).
 */
#ifndef FICHAS_FILEIO_H
#define FICHAS_FILEIO_H

#include <stddef.h>
#include <sys/types.h>
#include <time.h>

#define FILEIO_PRIVATE		0x1	/* a new file is 0600, not 0666 less the umask */
#define FILEIO_KEEP_MODE	0x2	/* a regular file replaced keeps its mode */
#define FILEIO_STALE_SECONDS	3600	/* a temporary file this old is litter */

/* Why a file could not be written. */
enum fileio_error {
	FILEIO_OK = 0,
	FILEIO_ERR_SYSTEM,	/* a system call failed: errno says why */
	FILEIO_ERR_NOT_REGULAR	/* a device, FIFO, socket or /dev/stdout */
};

/* The calls a test replaces to make a write fail; NULL: the system's. */
struct fileio_io {
	ssize_t (*write)(int fd, const void *buf, size_t n);
	int (*fsync)(int fd);
	int (*rename)(const char *from, const char *to);
};

/*
 * Replace path with len bytes of data atomically (see above); flags are
 * FILEIO_*.  FILEIO_OK, or an error with errno set for FILEIO_ERR_SYSTEM.
 */
enum fileio_error fileio_write(const char *path, const void *data,
    size_t len, int flags, const struct fileio_io *io);
/*
 * The first half of fileio_write(): the data in a new synced temporary
 * file beside path, its malloc'd name in *tmp, for a caller that links
 * it into place itself.  Nothing is left behind on failure.
 */
enum fileio_error fileio_write_temp(const char *path, const void *data,
    size_t len, int flags, const struct fileio_io *io, char **tmp);
/* fsync the directory holding path; 0, or -1 with errno. */
int fileio_sync_dir(const char *path);
/*
 * Remove the temporary files a killed fileio_write() of path left beside
 * it (see above); how many were removed.
 */
int fileio_clean(const char *path, time_t now);
/* The same for the temporary files of every target in dir. */
int fileio_clean_dir(const char *dir, time_t now);
/* A text for logs and tests ("not-regular"), not for display. */
const char *fileio_error_id(enum fileio_error error);

/* mkdir -p of dir, 0700 for each directory it creates; 0 or -1 (errno). */
int fileio_mkdirs(const char *dir);

#endif
