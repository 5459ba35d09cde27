/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The lexicon compiler: word lists in, graph images (src/lexicon.h) out.
 * Used by fichas-mklex and by lexicon_open() on a plain word list.
 */
#ifndef FICHAS_LEXICON_BUILD_H
#define FICHAS_LEXICON_BUILD_H

#include <stddef.h>
#include <stdint.h>

#include "lexicon.h"
#include "tiles.h"

#define LEXICON_MIN_WORD 2 /* shortest word, in tiles */

/* How a word list writes the digraph tiles CH, LL, RR. */
enum lexicon_spelling {
	LEXICON_SPELLING_LETTERS = 0, /* calle: every ch/ll/rr is one tile */
	LEXICON_SPELLING_BRACKETS,    /* CA[LL]E */
	LEXICON_SPELLING_DIGITS	      /* CA2E: 1=CH, 2=LL, 3=RR */
};

/* Why a line of a word list was not taken as a word. */
enum lexicon_line_problem {
	LEXICON_LINE_NOT_SPANISH = 0, /* K or W (art. 10.1, 11) */
	LEXICON_LINE_BAD_CHARACTER,   /* digit, space, symbol, bad UTF-8 */
	LEXICON_LINE_TOO_SHORT,	      /* fewer than 2 tiles */
	LEXICON_LINE_TOO_LONG,	      /* more than 15 tiles */
	LEXICON_LINE_PROBLEMS
};

/* What reading a word list found. */
struct lexicon_list_stats {
	size_t lines;	 /* lines in the text */
	size_t read;	 /* lines holding a word */
	size_t accepted; /* words taken, duplicates included */
	size_t skipped[LEXICON_LINE_PROBLEMS]; /* lines refused, by reason */
};

/*
 * Called for each refused line (1-based number, its text without the line
 * end).  Return non-zero to stop reading (--strict).
 */
typedef int (*lexicon_line_cb)(size_t line, const char *text, size_t len,
    enum lexicon_line_problem problem, const struct tiles_failure *failure,
    void *arg);

struct lexicon_builder;

/* A new, empty builder; NULL when out of memory. */
struct lexicon_builder *lexicon_builder_create(void);
/* Release a builder; NULL is a no-op. */
void lexicon_builder_free(struct lexicon_builder *builder);

/*
 * Add one word of 2..15 letter tiles (blank flags ignored; duplicates are
 * merged later).  Returns 0, or -1 with *error set (LEXICON_ERR_MEMORY, or
 * LEXICON_ERR_FOREIGN for something that is not a word).
 */
int lexicon_builder_add(struct lexicon_builder *builder, const tile_t *tiles,
    size_t n, enum lexicon_error *error);

/*
 * Add every usable line of a UTF-8 word list of len bytes: one word a line,
 * '#' comment lines and blank lines ignored, spaces around a word trimmed.
 * Refused lines are counted in *stats and passed to cb (may be NULL).
 * Returns 0, 1 when cb stopped the reading, or -1 with *error set.
 */
int lexicon_builder_add_list(struct lexicon_builder *builder,
    const char *text, size_t len, enum lexicon_spelling spelling,
    lexicon_line_cb cb, void *arg, struct lexicon_list_stats *stats,
    enum lexicon_error *error);

/* English text for a refused line's reason ("contains K or W"). */
const char *lexicon_line_problem_string(enum lexicon_line_problem problem);

/*
 * Build the minimised DAWG+GADDAG of every word added and return the file
 * image (header and nodes, little-endian; free() it) in *image and *size.
 * *words gets the number of distinct words.  Returns 0, or -1 with *error
 * set (LEXICON_ERR_NO_WORDS, LEXICON_ERR_TOO_BIG, LEXICON_ERR_MEMORY).
 */
int lexicon_builder_finish(struct lexicon_builder *builder, void **image,
    size_t *size, uint32_t *words, enum lexicon_error *error);
/*
 * Append the name trailer (src/lexicon.h) to an image from
 * lexicon_builder_finish(), reallocating it.  0, or -1 for a name
 * lexicon_name_valid() refuses or out of memory (the image unchanged).
 */
int lexicon_image_set_name(void **image, size_t *size, const char *name);

#endif
