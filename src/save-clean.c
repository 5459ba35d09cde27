/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "save-private.h"

/*
 * What an atomic write leaves when the program is killed (SIGKILL, a
 * power cut) between creating and renaming its temporary file: a file
 * NAME.tmp-PID-XXXXXX beside NAME (src/fileio.h).  The save itself is
 * always whole, so these are only litter.
 */

/* The save directory's leftovers (fileio_clean_dir()). */
int
save_autosave_clean(time_t now)
{
	char *dir = save_autosave_dir();
	int removed;

	if (dir == NULL)
		return -1;
	save_dir_tighten(dir);
	removed = fileio_clean_dir(dir, now);
	free(dir);
	return removed;
}
