/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A message catalogue checked before gettext reads it; see mofile.h. */
#include "config.h"

#include <stdint.h>

#include "mofile.h"

#define MOFILE_MAGIC_NUMBER 0x950412deu
/* The header's words, by index (the gettext manual's layout). */
enum {
	MO_MAGIC, MO_REVISION, MO_NSTRINGS, MO_ORIG_TAB, MO_TRANS_TAB,
	MO_HASH_SIZE, MO_HASH_TAB,
	/* Minor revision 1 and later: the system-dependent strings. */
	MO_N_SYSDEP_SEGMENTS, MO_SYSDEP_SEGMENTS, MO_N_SYSDEP_STRINGS,
	MO_HEADER_WORDS_0 = MO_N_SYSDEP_SEGMENTS,
	MO_HEADER_WORDS_1 = MO_N_SYSDEP_STRINGS + 3
};
/* glibc reads the hash table only when it has more slots than this. */
#define MOFILE_HASH_UNUSED 2

/* A catalogue being checked: its bytes and their order. */
struct mofile {
	const unsigned char *data;
	uint64_t len;
	int big_endian;
};

static uint32_t mofile_word(const struct mofile *mo, uint64_t offset);
static int mofile_table_fits(const struct mofile *mo, uint32_t offset,
    uint64_t count, uint64_t entry);
static enum mofile_problem mofile_check_header(struct mofile *mo);
static enum mofile_problem mofile_check_strings(const struct mofile *mo,
    uint32_t table, uint32_t count);
static enum mofile_problem mofile_check_hash(const struct mofile *mo);
static int mofile_is_prime(uint32_t n);

/* The 32-bit word at offset, in the catalogue's byte order. */
static uint32_t
mofile_word(const struct mofile *mo, uint64_t offset)
{
	const unsigned char *p = mo->data + offset;

	if (mo->big_endian)
		return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
		    (uint32_t)p[2] << 8 | p[3];
	return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[1] << 8 | p[0];
}

/*
 * Do count entries of entry bytes from offset lie in the file, aligned as
 * glibc reads them (through 32-bit pointers, which some processors must
 * have aligned)?
 */
static int
mofile_table_fits(const struct mofile *mo, uint32_t offset, uint64_t count,
    uint64_t entry)
{
	return offset % 4 == 0 && (uint64_t)offset + count * entry <= mo->len;
}

/* The magic number, the revision and the tables' places. */
static enum mofile_problem
mofile_check_header(struct mofile *mo)
{
	uint32_t revision, words = MO_HEADER_WORDS_0;

	if (mo->len < 4 * (uint64_t)words)
		return MOFILE_SHORT;
	mo->big_endian = 0;
	if (mofile_word(mo, 0) != MOFILE_MAGIC_NUMBER) {
		mo->big_endian = 1;
		if (mofile_word(mo, 0) != MOFILE_MAGIC_NUMBER)
			return MOFILE_MAGIC;
	}
	revision = mofile_word(mo, 4 * MO_REVISION);
	/* glibc reads major revisions 0 and 1 and refuses the others. */
	if (revision >> 16 > 1)
		return MOFILE_REVISION;
	if ((revision & 0xffff) >= 1) {
		words = MO_HEADER_WORDS_1;
		if (mo->len < 4 * (uint64_t)words)
			return MOFILE_SHORT;
		/* Their own tables of segments: fichas's never have them. */
		if (mofile_word(mo, 4 * MO_N_SYSDEP_STRINGS) != 0)
			return MOFILE_SYSDEP;
	}
	return MOFILE_OK;
}

/* Every (length, offset) of a table: inside the file, NUL after it. */
static enum mofile_problem
mofile_check_strings(const struct mofile *mo, uint32_t table, uint32_t count)
{
	if (!mofile_table_fits(mo, table, count, 8))
		return MOFILE_TABLE;
	for (uint32_t i = 0; i < count; i++) {
		uint64_t length = mofile_word(mo, table + 8 * (uint64_t)i);
		uint64_t offset = mofile_word(mo, table + 8 * (uint64_t)i + 4);

		if (offset + length >= mo->len || mo->data[offset + length])
			return MOFILE_STRING;
	}
	return MOFILE_OK;
}

/*
 * The hash table: every entry a string's number or empty, and a lookup
 * that must end.  glibc probes by double hashing, stepping by 1 to size-2
 * slots, until an empty slot or the string: with a prime size the steps
 * visit every slot, so one empty slot ends every lookup.
 */
static enum mofile_problem
mofile_check_hash(const struct mofile *mo)
{
	uint32_t size = mofile_word(mo, 4 * MO_HASH_SIZE);
	uint32_t table = mofile_word(mo, 4 * MO_HASH_TAB);
	uint32_t count = mofile_word(mo, 4 * MO_NSTRINGS);
	int empty = 0;

	if (size <= MOFILE_HASH_UNUSED)
		return MOFILE_OK;
	if (!mofile_table_fits(mo, table, size, 4))
		return MOFILE_TABLE;
	for (uint32_t i = 0; i < size; i++) {
		uint32_t entry = mofile_word(mo, table + 4 * (uint64_t)i);

		if (entry > count)
			return MOFILE_HASH;
		empty |= entry == 0;
	}
	return empty && mofile_is_prime(size) ? MOFILE_OK : MOFILE_HASH;
}

/* Is n prime?  n is at most MOFILE_MAX / 4: a few thousand divisions. */
static int
mofile_is_prime(uint32_t n)
{
	if (n < 2)
		return 0;
	for (uint32_t d = 2; (uint64_t)d * d <= n; d++)
		if (n % d == 0)
			return 0;
	return 1;
}

enum mofile_problem
mofile_check(const unsigned char *data, size_t len)
{
	struct mofile mo = { data, len, 0 };
	enum mofile_problem problem;
	uint32_t count;

	if ((problem = mofile_check_header(&mo)) != MOFILE_OK)
		return problem;
	count = mofile_word(&mo, 4 * MO_NSTRINGS);
	if ((problem = mofile_check_strings(&mo, mofile_word(&mo,
	    4 * MO_ORIG_TAB), count)) != MOFILE_OK ||
	    (problem = mofile_check_strings(&mo, mofile_word(&mo,
	    4 * MO_TRANS_TAB), count)) != MOFILE_OK)
		return problem;
	return mofile_check_hash(&mo);
}
