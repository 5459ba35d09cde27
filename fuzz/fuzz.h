/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The entry point every fuzz target defines.  libFuzzer calls it with
 * random inputs; fuzz/replay.c calls it with the committed corpus so that
 * `make check` replays every seed and every crash found so far.
 */
#ifndef FICHAS_FUZZ_H
#define FICHAS_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* Run one input; abort() when an invariant breaks. Always returns 0. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
