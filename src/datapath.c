/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datapath.h"
#include "xmalloc.h"

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif

static int datapath_exe_proc(char *exe, size_t size);
static int datapath_exe_search(const char *argv0, char *exe, size_t size);
static int datapath_exe_dir(char *dir, size_t size);
static int datapath_read_marker(const char *dir, char *top, size_t size);

static const char *datapath_argv0;

void
datapath_init(const char *argv0)
{
	datapath_argv0 = argv0;
}

/* The executable from the kernel, where it says (Linux, some BSDs' procfs). */
static int
datapath_exe_proc(char *exe, size_t size)
{
	ssize_t len = readlink("/proc/self/exe", exe, size - 1);

	if (len <= 0 || (size_t)len >= size - 1)
		return -1;
	exe[len] = '\0';
	return 0;
}

/*
 * The executable from argv[0] as a shell finds it: a name with a slash is a
 * path, a bare name is looked up in $PATH (an empty entry is ".").
 */
static int
datapath_exe_search(const char *argv0, char *exe, size_t size)
{
	const char *entry, *end;
	char candidate[PATH_MAX];
	size_t len;
	int n;

	if (argv0 == NULL || *argv0 == '\0')
		return -1;
	if (strchr(argv0, '/') != NULL)
		return realpath(argv0, exe) != NULL && strlen(exe) < size ? 0 : -1;
	for (entry = getenv("PATH"); entry != NULL;
	    entry = end == NULL ? NULL : end + 1) {
		end = strchr(entry, ':');
		len = end == NULL ? strlen(entry) : (size_t)(end - entry);
		if (len == 0)
			n = snprintf(candidate, sizeof candidate, "./%s", argv0);
		else
			n = snprintf(candidate, sizeof candidate, "%.*s/%s",
			    (int)len, entry, argv0);
		if (n < 0 || (size_t)n >= sizeof candidate ||
		    access(candidate, X_OK) != 0)
			continue;
		if (realpath(candidate, exe) != NULL && strlen(exe) < size)
			return 0;
	}
	return -1;
}

/* The directory holding this program's executable. */
static int
datapath_exe_dir(char *dir, size_t size)
{
	char exe[PATH_MAX], *slash;

	if (datapath_exe_proc(exe, sizeof exe) != 0 &&
	    datapath_exe_search(datapath_argv0, exe, sizeof exe) != 0)
		return -1;
	if ((slash = strrchr(exe, '/')) == NULL)
		return -1;
	*slash = '\0';
	if (strlen(exe) >= size)
		return -1;
	strcpy(dir, exe);
	return 0;
}

/* The build tree's top directory from the marker in dir, an absolute path. */
static int
datapath_read_marker(const char *dir, char *top, size_t size)
{
	char marker[PATH_MAX];
	FILE *f;
	size_t len;
	int n;

	n = snprintf(marker, sizeof marker, "%s/%s", dir, DATAPATH_MARKER);
	if (n < 0 || (size_t)n >= sizeof marker)
		return -1;
	if ((f = fopen(marker, "r")) == NULL)
		return -1;
	if (fgets(top, (int)size, f) == NULL) {
		fclose(f);
		return -1;
	}
	fclose(f);
	len = strcspn(top, "\n");
	top[len] = '\0';
	return top[0] == '/' ? 0 : -1;
}

const char *
datapath_build_tree(void)
{
	static char top[PATH_MAX];
	static int looked, found;
	char dir[PATH_MAX];

	if (!looked) {
		looked = 1;
		found = datapath_exe_dir(dir, sizeof dir) == 0 &&
		    datapath_read_marker(dir, top, sizeof top) == 0;
	}
	return found ? top : NULL;
}

char *
datapath_find(const char *env_var, const char *name)
{
	const char *env = getenv(env_var), *top = datapath_build_tree();
	char *path;
	size_t size;

	if (env != NULL && *env != '\0')
		return xstrdup(env);
	if (top != NULL) {
		size = strlen(top) + strlen("/data/") + strlen(name) + 1;
		path = xmalloc(size);
		snprintf(path, size, "%s/data/%s", top, name);
	} else {
		size = strlen(PKGDATADIR) + strlen(name) + 2;
		path = xmalloc(size);
		snprintf(path, size, "%s/%s", PKGDATADIR, name);
	}
	return path;
}

const char *
datapath_locale_dir(void)
{
	static char dir[PATH_MAX];
	const char *env = getenv("FICHAS_LOCALEDIR"), *top;
	int n;

	if (env != NULL && *env != '\0')
		return env;
	if ((top = datapath_build_tree()) == NULL)
		return LOCALEDIR;
	n = snprintf(dir, sizeof dir, "%s/locale", top);
	return n < 0 || (size_t)n >= sizeof dir ? LOCALEDIR : dir;
}

char *
datapath_xdg(const char *env_var, const char *home_dir, const char *name)
{
	const char *xdg = getenv(env_var);
	const char *home = getenv("HOME");
	char *path;
	size_t size;

	/* The XDG spec: a relative path is invalid and must be ignored. */
	if (xdg != NULL && xdg[0] == '/') {
		size = strlen(xdg) + strlen(name) + 2;
		path = xmalloc(size);
		snprintf(path, size, "%s/%s", xdg, name);
		return path;
	}
	if (home == NULL || home[0] == '\0')
		return NULL;
	size = strlen(home) + strlen(home_dir) + strlen(name) + 3;
	path = xmalloc(size);
	snprintf(path, size, "%s/%s/%s", home, home_dir, name);
	return path;
}
