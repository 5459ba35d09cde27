/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Replay a fuzz corpus without libFuzzer: every file of the directories (or
 * the files) named on the command line, or of the corpus compiled in as
 * FUZZ_CORPUS, goes once through the target's LLVMFuzzerTestOneInput().  A
 * broken invariant aborts, so `make check` keeps every seed and every crash
 * the fuzzer ever found as a regression test.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int replay_file(const char *path);
static int replay_dir(const char *dir);
static int replay_path(const char *path);

/* Feed one file to the target; -1 when it cannot be read. */
static int
replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *data = NULL;
	size_t size = 0, room = 0, got;

	if (f == NULL) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	do {
		if (size == room) {
			uint8_t *bigger;

			room = room ? room * 2 : 4096;
			if ((bigger = realloc(data, room)) == NULL) {
				fclose(f);
				free(data);
				return -1;
			}
			data = bigger;
		}
		got = fread(data + size, 1, room - size, f);
		size += got;
	} while (got > 0);
	fclose(f);
	LLVMFuzzerTestOneInput(data, size);
	free(data);
	return 0;
}

/* Feed every regular file of a directory; the count, or -1. */
static int
replay_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *entry;
	char path[4096];
	struct stat st;
	int count = 0;

	if (d == NULL) {
		fprintf(stderr, "replay: %s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((entry = readdir(d)) != NULL) {
		if (entry->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
		if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		if (replay_file(path) != 0) {
			closedir(d);
			return -1;
		}
		count++;
	}
	closedir(d);
	return count;
}

/* A directory or a single file; the count of inputs, or -1. */
static int
replay_path(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		return replay_dir(path);
	return replay_file(path) == 0 ? 1 : -1;
}

int
main(int argc, char **argv)
{
	int total = 0, n;

	if (argc < 2) {
#ifdef FUZZ_CORPUS
		n = replay_path(FUZZ_CORPUS);
		if (n < 0)
			return 1;
		total += n;
#else
		fprintf(stderr, "usage: %s corpus-dir|file...\n", argv[0]);
		return 2;
#endif
	}
	for (int i = 1; i < argc; i++) {
		if ((n = replay_path(argv[i])) < 0)
			return 1;
		total += n;
	}
	printf("%s: %d inputs replayed\n", argv[0], total);
	return total > 0 ? 0 : 1;
}
