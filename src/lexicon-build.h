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
	LEXICON_LINE_NUL,	      /* a NUL byte: not text */
	LEXICON_LINE_PROBLEMS
};

/* How a word list's bytes are read (club lists are often not UTF-8). */
enum lexicon_encoding {
	LEXICON_ENCODING_AUTO = 0,	/* UTF-8 when valid, else one of below */
	LEXICON_ENCODING_UTF8,
	LEXICON_ENCODING_LATIN1,	/* ISO-8859-1 */
	LEXICON_ENCODING_CP1252		/* Windows-1252 */
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

/* The stages of lexicon_builder_finish(), for a progress line. */
enum lexicon_build_phase {
	LEXICON_BUILD_SORTING = 0,	/* the words added */
	LEXICON_BUILD_DAWG,		/* the DAWG, minimised as it grows */
	LEXICON_BUILD_GADDAG,		/* the GADDAG, sharing its states */
	LEXICON_BUILD_WRITING,		/* nodes ordered into the image */
	LEXICON_BUILD_DONE		/* finished or failed */
};

/*
 * Told as each stage of a build starts, with the words added (SORTING)
 * or the distinct words (after it).
 */
typedef void (*lexicon_build_progress_cb)(enum lexicon_build_phase phase,
    size_t words, void *arg);

struct lexicon_builder;

/*
 * The callback every build in the process reports to (NULL: none), for a
 * front end to set around a compile (fichas-mklex, a --lexicon list).
 */
void lexicon_build_set_progress(lexicon_build_progress_cb cb, void *arg);

/* A new, empty builder. */
struct lexicon_builder *lexicon_builder_create(void);
/* Release a builder; NULL is a no-op. */
void lexicon_builder_free(struct lexicon_builder *builder);

/*
 * Add one word of 2..15 letter tiles (blank flags ignored; duplicates are
 * merged later).  Returns 0, or -1 with *error set (LEXICON_ERR_FOREIGN
 * for something that is not a word).
 */
int lexicon_builder_add(struct lexicon_builder *builder, const tile_t *tiles,
    size_t n, enum lexicon_error *error);

/*
 * Add every usable line of a UTF-8 word list of len bytes: one word a line,
 * '#' comment lines and blank lines ignored, a '#' comment after a word
 * too, spaces around a word trimmed.
 * Refused lines are counted in *stats and passed to cb (may be NULL).
 * Returns 0, 1 when cb stopped the reading, or -1 with *error set.
 */
int lexicon_builder_add_list(struct lexicon_builder *builder,
    const char *text, size_t len, enum lexicon_spelling spelling,
    lexicon_line_cb cb, void *arg, struct lexicon_list_stats *stats,
    enum lexicon_error *error);

/*
 * The text of a word list as UTF-8.  AUTO keeps valid UTF-8 as it is and
 * reads anything else as Windows-1252 when it has bytes 0x80-0x9F, as
 * ISO-8859-1 when not.  *out is a new buffer of *out_len bytes, or NULL
 * when text is used as it is; *used says how it was read.  Returns 0.
 */
int lexicon_list_to_utf8(const char *text, size_t len,
    enum lexicon_encoding encoding, char **out, size_t *out_len,
    enum lexicon_encoding *used);
/*
 * A word list in UTF-16 or UTF-32 (LEXICON_ERR_UTF16, _UTF32), which no
 * --encoding reads: say so once, before reading it as bytes gives a NUL
 * on every line.  LEXICON_OK for any other text.
 */
enum lexicon_error lexicon_list_wide(const char *text, size_t len);
/* The name of an encoding ("UTF-8", "ISO-8859-1", "Windows-1252"). */
const char *lexicon_encoding_name(enum lexicon_encoding encoding);
/* Parse an --encoding name (utf-8, latin1, iso-8859-1, windows-1252,
 * cp1252, any case); returns 0, or -1 when unknown. */
int lexicon_encoding_parse(const char *name, enum lexicon_encoding *encoding);

/* English text for a refused line's reason ("contains K or W"). */
const char *lexicon_line_problem_string(enum lexicon_line_problem problem);

/*
 * lexicon_open() that calls cb (may be NULL) with each line of a word list
 * it skips, as lexicon_builder_add_list() does; a compiled graph has none.
 * A NUL byte makes only its line unusable; a file whose lines are all
 * unusable and holds a NUL is not a word list (LEXICON_ERR_FOREIGN).
 */
int lexicon_open_reporting(const char *path, lexicon_line_cb cb, void *arg,
    struct lexicon **lexp, struct lexicon_failure *failure);

/*
 * Build the minimised DAWG+GADDAG of every word added and return the file
 * image (header and nodes, little-endian; free() it) in *image and *size.
 * *words gets the number of distinct words.  Returns 0, or -1 with *error
 * set (LEXICON_ERR_NO_WORDS, LEXICON_ERR_TOO_BIG).
 */
int lexicon_builder_finish(struct lexicon_builder *builder, void **image,
    size_t *size, uint32_t *words, enum lexicon_error *error);
/*
 * Append the name trailer (src/lexicon.h) to an image from
 * lexicon_builder_finish(), reallocating it.  0, or -1 for a name
 * lexicon_name_valid() refuses (the image unchanged).
 */
int lexicon_image_set_name(void **image, size_t *size, const char *name);

#endif
