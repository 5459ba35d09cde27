/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "export.h"
#include "save-private.h"
#include "xmalloc.h"

/*
 * The save directory as a list of games (the names are in save.h): each
 * game's first save takes a fresh ID with link(), which fails rather than
 * replace a file, so that no game, finished or not, is ever written over
 * by another; later saves replace the game's own file (rename()).
 */

#define SAVE_GAME_SUFFIXES	100	/* IDs tried for one second */

static char *save_dir_file(const char *dir, const char *id,
    const char *ext);
static char *save_game_sibling(const char *path, const char *ext);
static int save_game_busy(const char *path);
static int save_link_free(const char *dir, const char *stamp,
    const char *tmp, char **path);
static enum save_error save_game_create(char **path, time_t start,
    const char *text, size_t len, struct save_failure *failure);
static enum save_error save_game_record(const char *path,
    const struct game *g, const struct save_info *info,
    struct save_failure *failure);
static void save_games_add(struct save_games *list, const char *dir,
    const char *name);
static int save_games_read(struct save_game_entry *e);
static int save_games_newer(const void *a, const void *b);

/* dir/game-ID.ext, malloc'd. */
static char *
save_dir_file(const char *dir, const char *id, const char *ext)
{
	size_t size = strlen(dir) + strlen(id) + strlen(ext) + 8;
	char *path = xmalloc(size);

	snprintf(path, size, "%s/game-%s%s", dir, id, ext);
	return path;
}

/* Digits and dashes, as save_game_write() makes them. */
int
save_game_id_valid(const char *id)
{
	size_t n = strlen(id);

	if (n == 0 || n >= SAVE_ID_MAX || id[0] == '-')
		return 0;
	return strspn(id, "0123456789-") == n;
}

/* game-ID.save at the end of a path: the ID. */
int
save_game_path_id(const char *path, char *id, size_t size)
{
	const char *name = strrchr(path, '/');
	size_t n;

	name = name != NULL ? name + 1 : path;
	n = strlen(name);
	if (strncmp(name, "game-", 5) != 0 || n < 11 ||
	    strcmp(name + n - 5, ".save") != 0 || n - 10 >= size ||
	    n - 10 >= SAVE_ID_MAX)
		return -1;
	memcpy(id, name + 5, n - 10);
	id[n - 10] = '\0';
	return save_game_id_valid(id) ? 0 : -1;
}

/* .../game-ID.save -> .../game-ID.EXT, malloc'd. */
static char *
save_game_sibling(const char *path, const char *ext)
{
	size_t n = strlen(path);
	char *other = xmalloc(n + strlen(ext) + 1);

	memcpy(other, path, n + 1);
	if (n > 5 && strcmp(other + n - 5, ".save") == 0)
		other[n - 5] = '\0';
	strcat(other, ext);
	return other;
}

/* .../game-ID.save -> .../game-ID.gcg */
char *
save_game_record_path(const char *path)
{
	return save_game_sibling(path, ".gcg");
}

/*
 * game-ID.lock: a file of its own, since a save is replaced by rename()
 * and a lock on it would go with the old file.
 */
int
save_game_lock(const char *path)
{
	char *lock = save_game_sibling(path, ".lock");
	int fd, errnum;

	/* O_NONBLOCK: a FIFO found under the lock's name never blocks. */
	fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC,
	    0600);
	errnum = errno;
	free(lock);
	if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) != 0) {
		errnum = errno;
		close(fd);
		fd = -1;
	}
	errno = errnum;
	return fd;
}

/* Whether another program holds a game's lock. */
static int
save_game_busy(const char *path)
{
	char *lock = save_game_sibling(path, ".lock");
	int fd, busy = 0;

	/* O_NONBLOCK: a FIFO under that name would wait for a writer. */
	if (lock != NULL && (fd = open(lock, O_RDONLY | O_NONBLOCK |
	    O_NOFOLLOW | O_CLOEXEC)) >= 0) {
		busy = flock(fd, LOCK_SH | LOCK_NB) != 0 &&
		    errno == EWOULDBLOCK;
		close(fd);
	}
	free(lock);
	return busy;
}

/*
 * Give tmp the first name game-STAMP[-N].save whose .save and .gcg are
 * both free; link() refuses a name taken meanwhile.  0 or -1 with errno.
 */
static int
save_link_free(const char *dir, const char *stamp, const char *tmp,
    char **path)
{
	char id[SAVE_ID_MAX], *gcg;
	int taken;

	for (int k = 1; k <= SAVE_GAME_SUFFIXES; k++) {
		if (k == 1)
			snprintf(id, sizeof id, "%s", stamp);
		else
			snprintf(id, sizeof id, "%s-%d", stamp, k);
		gcg = save_dir_file(dir, id, ".gcg");
		taken = access(gcg, F_OK) == 0;
		free(gcg);
		if (taken)
			continue;
		*path = save_dir_file(dir, id, ".save");
		if (link(tmp, *path) == 0)
			return 0;
		free(*path);
		*path = NULL;
		if (errno != EEXIST)
			return -1;
	}
	errno = EEXIST;
	return -1;
}

/* A new game's first save, under a name nobody has. */
static enum save_error
save_game_create(char **path, time_t start, const char *text, size_t len,
    struct save_failure *failure)
{
	char *dir = save_autosave_dir(), *base = NULL, *tmp = NULL;
	char stamp[SAVE_ID_MAX];
	struct tm tm;
	enum save_error e;
	int rc, errnum;

	if (dir == NULL)
		return save_fail(failure, SAVE_ERR_NO_HOME, 0);
	if (localtime_r(&start, &tm) == NULL ||
	    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
		snprintf(stamp, sizeof stamp, "%lld", (long long)start);
	if (fileio_mkdirs(dir) != 0 || save_dir_tighten(dir) != 0)
		e = save_fail(failure, SAVE_ERR_WRITE, errno);
	else {
		base = save_dir_file(dir, stamp, ".save");
		e = save_write_temp(base, text, len, NULL, &tmp, failure);
	}
	if (e == SAVE_OK) {
		rc = save_link_free(dir, stamp, tmp, path);
		errnum = errno;
		unlink(tmp);
		if (rc != 0)
			e = save_fail(failure, SAVE_ERR_WRITE, errnum);
	}
	free(tmp);
	free(base);
	free(dir);
	if (e != SAVE_OK)
		return e;
	if (save_sync_dir(*path) != 0)
		return save_fail(failure, SAVE_ERR_WRITE, errno);
	return save_fail(failure, SAVE_OK, 0);
}

/* The GCG record beside the save, replaced atomically. */
static enum save_error
save_game_record(const char *path, const struct game *g,
    const struct save_info *info, struct save_failure *failure)
{
	char *gcg = save_game_record_path(path), *text;
	size_t len;
	enum save_error e;

	if (export_gcg_text(g, info != NULL && info->lexicon[0] != '\0' ?
	    info->lexicon : NULL, &text, &len) != 0) {
		free(gcg);
		return save_fail(failure, SAVE_ERR_WRITE, 0);
	}
	e = save_write_atomic(gcg, text, len, NULL, failure);
	free(text);
	free(gcg);
	return e;
}

/* The save first (it is what resumes), then the record. */
enum save_error
save_game_write(char **path, time_t start, const struct game *g,
    const struct save_info *info, struct save_failure *failure)
{
	enum save_error e;
	char *text;
	size_t len;

	if (failure != NULL) {
		failure->record = SAVE_OK;
		failure->record_errnum = 0;
	}
	if (*path != NULL) {
		e = save_write(*path, g, info, failure);
	} else {
		if ((e = save_format(g, info, &text, &len)) != SAVE_OK)
			return save_fail(failure, e, 0);
		e = save_game_create(path, start, text, len, failure);
		free(text);
	}
	if (e != SAVE_OK)
		return e;
	e = save_game_record(*path, g, info, failure);
	if (failure != NULL) {
		failure->record = e;
		failure->record_errnum = e != SAVE_OK ? failure->errnum : 0;
	}
	return save_fail(failure, SAVE_OK, 0);
}

/* A save goes, and its lock; its record stays. */
int
save_game_remove(const char *path)
{
	char *lock = save_game_sibling(path, ".lock");

	unlink(lock);
	free(lock);
	return unlink(path) == 0 || errno == ENOENT ? 0 : -1;
}

/* current.save (and current.gcg) to an ID of the time they were saved. */
int
save_games_migrate(void)
{
	char *dir = save_autosave_dir(), *old = NULL, *oldgcg = NULL;
	char *path = NULL, *gcg = NULL, id[SAVE_ID_MAX], stamp[SAVE_ID_MAX];
	struct stat st;
	struct tm tm;
	int rc = -1;

	if (dir == NULL)
		return 0;
	size_t size = strlen(dir) + sizeof SAVE_LEGACY_NAME + 1;

	old = xmalloc(size);
	oldgcg = xmalloc(size);
	snprintf(old, size, "%s/%s", dir, SAVE_LEGACY_NAME);
	snprintf(oldgcg, size, "%s/%s", dir, SAVE_LEGACY_GCG);
	if (stat(old, &st) != 0) {
		rc = errno == ENOENT ? 0 : -1;
		goto out;
	}
	if (localtime_r(&st.st_mtime, &tm) == NULL ||
	    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
		snprintf(stamp, sizeof stamp, "%lld", (long long)st.st_mtime);
	if (save_link_free(dir, stamp, old, &path) != 0)
		goto out;
	unlink(old);
	/* current.gcg was this game's record only while current.save was. */
	if (save_game_path_id(path, id, sizeof id) == 0 &&
	    (gcg = save_dir_file(dir, id, ".gcg")) != NULL &&
	    link(oldgcg, gcg) == 0)
		unlink(oldgcg);
	save_sync_dir(path);
	rc = 1;
out:
	free(gcg);
	free(path);
	free(oldgcg);
	free(old);
	free(dir);
	return rc;
}

/* Load a save to fill in what a list shows; 1 when the game is over. */
static int
save_games_read(struct save_game_entry *e)
{
	struct save_hooks hooks;
	struct save_failure failure;
	struct save_info info;
	struct game *g;
	int over;

	memset(&hooks, 0, sizeof hooks);
	hooks.source = clock_source_monotonic();
	e->error = save_load(e->path, &hooks, &g, &info, &failure);
	if (e->error != SAVE_OK)
		return 0;
	for (int p = 0; p < GAME_PLAYERS; p++) {
		snprintf(e->names[p], sizeof e->names[p], "%s",
		    game_name(g, p));
		e->scores[p] = game_score(g, p);
	}
	e->turn = game_turn_number(g);
	e->mover = game_mover(g);
	memcpy(e->frontend, info.frontend, sizeof e->frontend);
	over = game_phase(g) == GAME_PHASE_OVER;
	game_free(g);
	return over;
}

/* Add dir/name to the list if it is an unfinished game's save. */
static void
save_games_add(struct save_games *list, const char *dir, const char *name)
{
	struct save_game_entry e, *grown;
	size_t size = strlen(dir) + strlen(name) + 2;
	struct stat st;

	memset(&e, 0, sizeof e);
	if (save_game_path_id(name, e.id, sizeof e.id) != 0 &&
	    strcmp(name, SAVE_LEGACY_NAME) != 0)
		return;
	if (e.id[0] == '\0')
		snprintf(e.id, sizeof e.id, "current");
	e.path = xmalloc(size);
	snprintf(e.path, size, "%s/%s", dir, name);
	if (lstat(e.path, &st) != 0 || !S_ISREG(st.st_mode) ||
	    save_games_read(&e)) {
		free(e.path);
		return;
	}
	e.saved = st.st_mtime;
	e.busy = save_game_busy(e.path);
	grown = xreallocarray(list->games, (size_t)list->n + 1, sizeof e);
	list->games = grown;
	list->games[list->n++] = e;
}

/* Most recently saved first; then the later ID. */
static int
save_games_newer(const void *a, const void *b)
{
	const struct save_game_entry *x = a, *y = b;

	if (x->saved != y->saved)
		return x->saved < y->saved ? 1 : -1;
	return -strcmp(x->id, y->id);
}

/* Every unfinished game in the save directory. */
int
save_games_list(struct save_games *list)
{
	char *dir;
	struct dirent *d;
	DIR *dp;
	list->games = NULL;
	list->n = 0;
	save_games_migrate();
	if ((dir = save_autosave_dir()) == NULL)
		return 0;
	if (save_dir_tighten(dir) != 0 || (dp = opendir(dir)) == NULL) {
		free(dir);
		return errno == ENOENT ? 0 : -1;
	}
	while ((d = readdir(dp)) != NULL)
		save_games_add(list, dir, d->d_name);
	closedir(dp);
	free(dir);
	if (list->n > 1)
		qsort(list->games, (size_t)list->n, sizeof list->games[0],
		    save_games_newer);
	return 0;
}

/* Free the paths and the array. */
void
save_games_free(struct save_games *list)
{
	for (int i = 0; i < list->n; i++)
		free(list->games[i].path);
	free(list->games);
	list->games = NULL;
	list->n = 0;
}

/* By ID, with or without game- and .save; or the latest that loads. */
const struct save_game_entry *
save_games_find(const struct save_games *list, const char *id)
{
	char want[SAVE_ID_MAX];
	size_t n;

	if (id == NULL || id[0] == '\0') {
		for (int i = 0; i < list->n; i++)
			if (list->games[i].error == SAVE_OK &&
			    !list->games[i].busy)
				return &list->games[i];
		return NULL;
	}
	if (strncmp(id, "game-", 5) == 0)
		id += 5;
	n = strlen(id);
	if (n > 5 && strcmp(id + n - 5, ".save") == 0)
		n -= 5;
	if (n >= sizeof want)
		return NULL;
	memcpy(want, id, n);
	want[n] = '\0';
	for (int i = 0; i < list->n; i++)
		if (strcmp(list->games[i].id, want) == 0)
			return &list->games[i];
	return NULL;
}
