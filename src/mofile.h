/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A GNU message catalogue (.mo) checked before gettext maps it.  glibc
 * trusts the file's offsets: a truncated or corrupt catalogue makes it read
 * past the end of the mapping (a crash), and a hash table with no empty
 * slot makes a lookup go round for ever.  mofile_check() accepts only a
 * file every lookup stays inside of.
 *
 * The format (the GNU gettext manual, "MO Files"): a header of 32-bit
 * words in the writer's byte order, the magic number 0x950412de telling
 * which; tables of (length, offset) pairs for the original strings and
 * their translations, each string NUL-terminated; an optional hash table
 * of string numbers plus one (0: an empty slot), probed by double hashing.
 */
#ifndef FICHAS_MOFILE_H
#define FICHAS_MOFILE_H

#include <stddef.h>

/* The largest catalogue read: fichas's Spanish one is about 120 KiB. */
#define MOFILE_MAX ((size_t)16 << 20)

/* What is wrong with a catalogue. */
enum mofile_problem {
	MOFILE_OK = 0,
	MOFILE_SHORT,		/* shorter than its header */
	MOFILE_MAGIC,		/* no .mo magic in either byte order */
	MOFILE_REVISION,	/* a revision gettext does not read */
	MOFILE_SYSDEP,		/* system-dependent strings (not ours) */
	MOFILE_TABLE,		/* a table past the end, or misaligned */
	MOFILE_STRING,		/* a string past the end, or no NUL */
	MOFILE_HASH		/* a hash entry out of range, no end */
};

/* Check the catalogue data[0..len): MOFILE_OK or what is wrong. */
enum mofile_problem mofile_check(const unsigned char *data, size_t len);

#endif
