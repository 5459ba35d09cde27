/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A private directory under /tmp for a test's files, made in its setup and
 * removed with everything in it in its teardown.  Header only: each test
 * program that writes files includes it (tests/test-history.c,
 * tests/test-practice.c, tests/test-save.c).
 */
#ifndef FICHAS_TESTS_SCRATCH_H
#define FICHAS_TESTS_SCRATCH_H

#include <stdio.h>
#include <stdlib.h>

#define SCRATCH_DIR_MAX 64

/* Make /tmp/NAME-XXXXXX into dir; 0, or -1. */
static inline int
scratch_make(char *dir, size_t size, const char *name)
{
	snprintf(dir, size, "/tmp/%s-XXXXXX", name);
	return mkdtemp(dir) == NULL ? -1 : 0;
}

/* Remove the directory and all it holds; 0, or -1. */
static inline int
scratch_remove(const char *dir)
{
	char cmd[SCRATCH_DIR_MAX + 16];

	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

#endif
