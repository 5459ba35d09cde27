/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datapath.h"

/* Non-zero when this program is the one in the build tree's src/. */
static int
datapath_in_build_tree(void)
{
	char exe[4096], *dir, *src;
	ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
	int same;

	if (len <= 0)
		return 0;
	exe[len] = '\0';
	if ((dir = strrchr(exe, '/')) == NULL)
		return 0;
	*dir = '\0';
	if ((src = realpath(ABS_BUILDDIR "/src", NULL)) == NULL)
		return 0;
	same = strcmp(src, exe) == 0;
	free(src);
	return same;
}

char *
datapath_find(const char *env_var, const char *name)
{
	const char *env = getenv(env_var);
	const char *dir = PKGDATADIR;
	char *path;
	size_t size;

	if (env != NULL && *env != '\0')
		return strdup(env);
	if (datapath_in_build_tree())
		dir = ABS_BUILDDIR "/data";
	size = strlen(dir) + strlen(name) + 2;
	if ((path = malloc(size)) != NULL)
		snprintf(path, size, "%s/%s", dir, name);
	return path;
}
