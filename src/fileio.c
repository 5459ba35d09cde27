/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "xmalloc.h"

#define FILEIO_TRIES		100	/* temporary names tried */
#define FILEIO_SUFFIX		6	/* random letters of a temporary name */

static enum fileio_error fileio_target(const char *path, int flags,
    mode_t *mode, int *kept);
static int fileio_links_to_proc(const char *path);
static void fileio_suffix(char *out);
static int fileio_create(const char *path, mode_t mode, char **tmp);
static int fileio_write_all(const struct fileio_io *io, int fd,
    const char *data, size_t len);
static char *fileio_dir(const char *path);
static int fileio_pid_gone(const char *digits, size_t n);
static int fileio_is_stale(const char *name, size_t base, time_t mtime,
    time_t now);
static int fileio_clean_in(const char *dir, const char *base, time_t now);

static const struct fileio_io fileio_system = { write, fsync, rename };

/* Whether the symlink path points into /proc (a descriptor's magic link). */
static int
fileio_links_to_proc(const char *path)
{
	char to[16];
	ssize_t n = readlink(path, to, sizeof to - 1);

	if (n < 0)
		return 0;
	to[n] = '\0';
	return strncmp(to, "/proc/", 6) == 0;
}

/*
 * What path holds now: nothing, a regular file, or a symlink to one are
 * fine; *mode is then the new file's mode, and *kept set when it is the
 * old file's (FILEIO_KEEP_MODE and a regular file, never a link target).
 */
static enum fileio_error
fileio_target(const char *path, int flags, mode_t *mode, int *kept)
{
	struct stat st, to;

	*mode = (flags & FILEIO_PRIVATE) ? 0600 : 0666;
	*kept = 0;
	if (lstat(path, &st) != 0)
		return errno == ENOENT ? FILEIO_OK : FILEIO_ERR_SYSTEM;
	if (S_ISDIR(st.st_mode)) {
		errno = EISDIR;
		return FILEIO_ERR_SYSTEM;
	}
	if (S_ISLNK(st.st_mode)) {
		/*
		 * /dev/stdout and /dev/fd/N lead to a descriptor through
		 * /proc: a regular file there is not one to replace the link
		 * with (as root, renaming over /dev/stdout).
		 */
		if (fileio_links_to_proc(path))
			return FILEIO_ERR_NOT_REGULAR;
		/* A dangling link is replaced like a missing file. */
		if (stat(path, &to) != 0 || S_ISREG(to.st_mode))
			return FILEIO_OK;
		if (S_ISDIR(to.st_mode)) {
			errno = EISDIR;
			return FILEIO_ERR_SYSTEM;
		}
		return FILEIO_ERR_NOT_REGULAR;
	}
	if (!S_ISREG(st.st_mode))
		return FILEIO_ERR_NOT_REGULAR;
	if (flags & FILEIO_KEEP_MODE) {
		*mode = st.st_mode & 0777;
		*kept = 1;
	}
	return FILEIO_OK;
}

/*
 * Six letters for a temporary name.  O_EXCL makes any name safe; these
 * only have to differ from one call and one process to the next.
 */
static void
fileio_suffix(char *out)
{
	static const char set[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	static uint64_t state;
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	state ^= (uint64_t)ts.tv_nsec * 0x9e3779b97f4a7c15u ^
	    (uint64_t)ts.tv_sec ^ ((uint64_t)getpid() << 32);
	for (int i = 0; i < FILEIO_SUFFIX; i++) {
		state ^= state << 13;
		state ^= state >> 7;
		state ^= state << 17;
		out[i] = set[state % (sizeof set - 1)];
	}
	out[FILEIO_SUFFIX] = '\0';
}

/* A new file path.tmp-PID-XXXXXX, never an existing one nor a link. */
static int
fileio_create(const char *path, mode_t mode, char **tmp)
{
	size_t size = strlen(path) + 32 + FILEIO_SUFFIX;
	char suffix[FILEIO_SUFFIX + 1];
	int fd = -1;

	*tmp = xmalloc(size);
	for (int i = 0; i < FILEIO_TRIES && fd < 0; i++) {
		fileio_suffix(suffix);
		snprintf(*tmp, size, "%s.tmp-%ld-%s", path, (long)getpid(),
		    suffix);
		fd = open(*tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
		    O_CLOEXEC, mode);
		if (fd < 0 && errno != EEXIST)
			break;
	}
	if (fd < 0) {
		int errnum = errno;

		free(*tmp);
		*tmp = NULL;
		errno = errnum;
	}
	return fd;
}

/* Write every byte, going on after short writes and EINTR. */
static int
fileio_write_all(const struct fileio_io *io, int fd, const char *data,
    size_t len)
{
	ssize_t n;

	while (len > 0) {
		n = io->write(fd, data, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			if (n == 0)
				errno = EIO;
			return -1;
		}
		data += n;
		len -= (size_t)n;
	}
	return 0;
}

/* The data in a new synced temporary file beside path. */
enum fileio_error
fileio_write_temp(const char *path, const void *data, size_t len,
    int flags, const struct fileio_io *io, char **tmp)
{
	enum fileio_error e;
	mode_t mode;
	int fd, errnum, kept;

	*tmp = NULL;
	if (io == NULL)
		io = &fileio_system;
	if ((e = fileio_target(path, flags, &mode, &kept)) != FILEIO_OK)
		return e;
	if ((fd = fileio_create(path, mode, tmp)) < 0)
		return FILEIO_ERR_SYSTEM;
	/* The umask applies to the mode open() was given; a kept mode not. */
	if ((kept && fchmod(fd, mode) != 0) ||
	    fileio_write_all(io, fd, data, len) != 0 || io->fsync(fd) != 0) {
		errnum = errno;
		close(fd);
	} else if (close(fd) != 0)
		errnum = errno;
	else
		return FILEIO_OK;
	unlink(*tmp);
	free(*tmp);
	*tmp = NULL;
	errno = errnum;
	return FILEIO_ERR_SYSTEM;
}

/* Temporary file, rename, directory sync; then the old litter goes. */
enum fileio_error
fileio_write(const char *path, const void *data, size_t len, int flags,
    const struct fileio_io *io)
{
	enum fileio_error e;
	char *tmp;
	int errnum;

	if (io == NULL)
		io = &fileio_system;
	if ((e = fileio_write_temp(path, data, len, flags, io, &tmp)) !=
	    FILEIO_OK)
		return e;
	if (io->rename(tmp, path) != 0) {
		errnum = errno;
		unlink(tmp);
		free(tmp);
		errno = errnum;
		return FILEIO_ERR_SYSTEM;
	}
	free(tmp);
	if (fileio_sync_dir(path) != 0)
		return FILEIO_ERR_SYSTEM;
	fileio_clean(path, time(NULL));
	return FILEIO_OK;
}

/* The directory part of path ("." for none), malloc'd. */
static char *
fileio_dir(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		return xstrdup(".");
	if (slash == path)
		return xstrdup("/");
	return xstrndup(path, (size_t)(slash - path));
}

/*
 * Make the rename durable.  File systems that cannot sync a directory
 * say EINVAL; the rename is done then anyway.
 */
int
fileio_sync_dir(const char *path)
{
	char *dir = fileio_dir(path);
	int fd, rc;

	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(dir);
	if (fd < 0)
		return -1;
	rc = fsync(fd);
	if (rc != 0 && errno == EINVAL)
		rc = 0;
	close(fd);
	return rc;
}

/* Whether the process of n decimal digits has ended. */
static int
fileio_pid_gone(const char *digits, size_t n)
{
	long pid = 0;

	if (n == 0 || n > 9)
		return 0;
	for (size_t i = 0; i < n; i++) {
		if (digits[i] < '0' || digits[i] > '9')
			return 0;
		pid = pid * 10 + (digits[i] - '0');
	}
	if (pid <= 0 || pid == (long)getpid())
		return 0;
	return kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

/*
 * Whether name (a target's name of base bytes, then its temporary suffix)
 * is a leftover: .tmp-PID-XXXXXX of a process gone, or any .tmp-XXXXXX or
 * .tmp-PID-XXXXXX over FILEIO_STALE_SECONDS old.
 */
static int
fileio_is_stale(const char *name, size_t base, time_t mtime, time_t now)
{
	const char *tail = name + base, *dash;
	size_t n;

	if (base == 0 || strncmp(tail, ".tmp-", 5) != 0)
		return 0;
	tail += 5;
	n = strlen(tail);
	if (n < FILEIO_SUFFIX || strspn(tail + n - FILEIO_SUFFIX,
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
	    != FILEIO_SUFFIX)
		return 0;
	if (n == FILEIO_SUFFIX)
		return mtime + FILEIO_STALE_SECONDS < now;
	dash = tail + n - FILEIO_SUFFIX - 1;
	if (*dash != '-')
		return 0;
	return fileio_pid_gone(tail, (size_t)(dash - tail)) ||
	    (strspn(tail, "0123456789") == (size_t)(dash - tail) &&
	    mtime + FILEIO_STALE_SECONDS < now);
}

/*
 * Remove the stale temporary files in dir: of the target named base, or
 * with base NULL of any target.
 */
static int
fileio_clean_in(const char *dir, const char *base, time_t now)
{
	struct dirent *e;
	struct stat st;
	DIR *d;
	char *path;
	size_t size, n;
	int removed = 0;

	if ((d = opendir(dir)) == NULL)
		return 0;
	while ((e = readdir(d)) != NULL) {
		const char *tmp = NULL, *at = e->d_name;

		if (base != NULL) {
			if (strncmp(at, base, strlen(base)) == 0)
				tmp = at + strlen(base);
		} else	/* The last ".tmp-" starts the suffix. */
			while ((at = strstr(at, ".tmp-")) != NULL)
				tmp = at++;
		if (tmp == NULL || strncmp(tmp, ".tmp-", 5) != 0)
			continue;
		n = (size_t)(tmp - e->d_name);
		size = strlen(dir) + strlen(e->d_name) + 2;
		path = xmalloc(size);
		snprintf(path, size, "%s/%s", dir, e->d_name);
		if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
		    fileio_is_stale(e->d_name, n, st.st_mtime, now) &&
		    unlink(path) == 0)
			removed++;
		free(path);
	}
	closedir(d);
	return removed;
}

/* The stale temporary files of one target. */
int
fileio_clean(const char *path, time_t now)
{
	const char *slash = strrchr(path, '/');
	char *dir = fileio_dir(path);
	int removed;

	if (dir == NULL)
		return 0;
	removed = fileio_clean_in(dir, slash != NULL ? slash + 1 : path, now);
	free(dir);
	return removed;
}

/* The stale temporary files of every target in dir. */
int
fileio_clean_dir(const char *dir, time_t now)
{
	return fileio_clean_in(dir, NULL, now);
}

/* Name an error for logs and tests. */
const char *
fileio_error_id(enum fileio_error error)
{
	switch (error) {
	case FILEIO_OK:
		return "ok";
	case FILEIO_ERR_SYSTEM:
		return "system";
	case FILEIO_ERR_NOT_REGULAR:
		return "not-regular";
	}
	return "unknown";
}

/* mkdir -p with mode 0700 for what it creates. */
int
fileio_mkdirs(const char *dir)
{
	char *copy = xstrdup(dir);
	int rc = 0;

	for (char *p = copy + 1; rc == 0; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char c = *p;

		*p = '\0';
		if (mkdir(copy, 0700) != 0 && errno != EEXIST)
			rc = -1;
		*p = c;
		if (c == '\0')
			break;
	}
	free(copy);
	return rc;
}
