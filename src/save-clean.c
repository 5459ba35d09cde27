/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "save.h"

/*
 * What an atomic write leaves when the program is killed (SIGKILL, a
 * power cut) between mkstemp() and rename() in save_write_atomic(): a
 * file NAME.tmp-XXXXXX beside NAME.  The save itself is always whole, so
 * these are only litter; a write in progress lasts milliseconds, so
 * anything older than SAVE_STALE_SECONDS is a leftover.
 */

static int save_is_temporary(const char *);
static int save_clean_entry(const char *, const char *, time_t);

/* Whether a file name is one of save_write_atomic()'s temporary files. */
static int
save_is_temporary(const char *name)
{
	const char *tmp = strstr(name, ".tmp-");

	return tmp != NULL && tmp != name && strlen(tmp + 5) == 6 &&
	    strchr(tmp + 5, '/') == NULL;
}

/* Remove dir/name if it is a stale temporary file; 1 when removed. */
static int
save_clean_entry(const char *dir, const char *name, time_t now)
{
	size_t size = strlen(dir) + strlen(name) + 2;
	char *path;
	struct stat st;
	int removed = 0;

	if (!save_is_temporary(name) || (path = malloc(size)) == NULL)
		return 0;
	snprintf(path, size, "%s/%s", dir, name);
	if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_mtime + SAVE_STALE_SECONDS < now)
		removed = unlink(path) == 0;
	free(path);
	return removed;
}

int
save_autosave_clean(time_t now)
{
	char *dir = save_autosave_dir();
	struct dirent *e;
	DIR *d;
	int removed = 0;

	if (dir == NULL)
		return -1;
	if ((d = opendir(dir)) == NULL) {
		free(dir);
		return 0;
	}
	while ((e = readdir(d)) != NULL)
		removed += save_clean_entry(dir, e->d_name, now);
	closedir(d);
	free(dir);
	return removed;
}
