/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Message catalogues checked before gettext reads them (src/mofile.c). */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "mofile.h"

/*
 * A catalogue of two strings, "" (the header) and "a", translated "x" and
 * "b", laid out as msgfmt lays one: the header (with room for minor
 * revision 1's words), the two tables, a hash table of 5 slots, the
 * strings.
 */
enum {
	ORIG = 48, TRANS = 64, HASH = 80, HASH_SLOTS = 5,
	STRINGS = HASH + 4 * HASH_SLOTS, MO_SIZE = STRINGS + 7
};
static unsigned char mo[MO_SIZE];
static int mo_big_endian;

static void put(size_t offset, uint32_t word);
static void build(int big_endian);
static enum mofile_problem check(void);

/* Write word at offset in the catalogue's byte order. */
static void
put(size_t offset, uint32_t word)
{
	for (int i = 0; i < 4; i++) {
		int shift = mo_big_endian ? 24 - 8 * i : 8 * i;

		mo[offset + (size_t)i] = (unsigned char)(word >> shift);
	}
}

/* The sound catalogue, in either byte order. */
static void
build(int big_endian)
{
	static const uint32_t tables[] = {
		0, STRINGS, 1, STRINGS + 1,		/* "", "a" */
		1, STRINGS + 3, 1, STRINGS + 5		/* "x", "b" */
	};
	static const uint32_t slots[HASH_SLOTS] = { 0, 2, 0, 1, 0 };

	memset(mo, 0, sizeof mo);
	mo_big_endian = big_endian;
	put(0, 0x950412de);
	put(8, 2);
	put(12, ORIG);
	put(16, TRANS);
	put(20, HASH_SLOTS);
	put(24, HASH);
	for (size_t i = 0; i < 8; i++)
		put(ORIG + 4 * i, tables[i]);
	for (size_t i = 0; i < HASH_SLOTS; i++)
		put(HASH + 4 * i, slots[i]);
	memcpy(mo + STRINGS, "\0a\0x\0b", 7);
}

/* mofile_check() of the whole catalogue. */
static enum mofile_problem
check(void)
{
	return mofile_check(mo, sizeof mo);
}

/* Both byte orders read, as gettext reads them. */
static void
test_sound_catalogue_in_either_order(void **state)
{
	(void)state;
	build(0);
	assert_int_equal(check(), MOFILE_OK);
	build(1);
	assert_int_equal(check(), MOFILE_OK);
}

/* Cut anywhere, a catalogue is refused: glibc read past its end. */
static void
test_every_cut_is_refused(void **state)
{
	(void)state;
	build(0);
	for (size_t len = 0; len < sizeof mo; len++)
		assert_int_not_equal(mofile_check(mo, len), MOFILE_OK);
	assert_int_equal(mofile_check(mo, 20), MOFILE_SHORT);
}

/* Not a catalogue, or a revision gettext does not read. */
static void
test_magic_and_revision(void **state)
{
	(void)state;
	build(0);
	mo[0] ^= 1;
	assert_int_equal(check(), MOFILE_MAGIC);
	build(0);
	put(4, 2u << 16);
	assert_int_equal(check(), MOFILE_REVISION);
	build(0);
	put(4, 1);
	assert_int_equal(check(), MOFILE_OK);
	put(36, 1);	/* one system-dependent string */
	assert_int_equal(check(), MOFILE_SYSDEP);
	assert_int_equal(mofile_check(mo, 44), MOFILE_SHORT);
}

/* Tables past the end or misaligned, strings past it or unterminated. */
static void
test_tables_and_strings(void **state)
{
	(void)state;
	build(0);
	put(12, ORIG + 2);
	assert_int_equal(check(), MOFILE_TABLE);
	build(1);
	put(16, MO_SIZE);
	assert_int_equal(check(), MOFILE_TABLE);
	build(0);
	put(8, 0x20000000);	/* 2^29 strings: 4 GiB of table */
	assert_int_equal(check(), MOFILE_TABLE);
	build(0);
	mo[STRINGS + 2] = 'z';	/* "a" without its NUL */
	assert_int_equal(check(), MOFILE_STRING);
	build(1);
	put(TRANS + 12, 0xfffffff0);	/* "b" at 4 GiB */
	assert_int_equal(check(), MOFILE_STRING);
	build(0);
	put(TRANS + 8, 7);	/* "b" 7 bytes long, to the end and past */
	assert_int_equal(check(), MOFILE_STRING);
}

/* A slot naming no string, or a table a lookup could go round for ever. */
static void
test_hash_table(void **state)
{
	(void)state;
	build(0);
	put(HASH, 3);
	assert_int_equal(check(), MOFILE_HASH);
	build(0);
	for (size_t i = 0; i < HASH_SLOTS; i++)
		put(HASH + 4 * i, 1);
	assert_int_equal(check(), MOFILE_HASH);
	build(0);
	put(20, 4);	/* not prime: the steps skip slots */
	assert_int_equal(check(), MOFILE_HASH);
	build(0);
	put(20, 11);
	assert_int_equal(check(), MOFILE_TABLE);
	build(0);
	put(20, 0);	/* no hash table: its place is not read */
	put(24, 0xffffffff);
	assert_int_equal(check(), MOFILE_OK);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sound_catalogue_in_either_order),
		cmocka_unit_test(test_every_cut_is_refused),
		cmocka_unit_test(test_magic_and_revision),
		cmocka_unit_test(test_tables_and_strings),
		cmocka_unit_test(test_hash_table),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
