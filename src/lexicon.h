/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The lexicon: a read-only word graph holding a DAWG and a GADDAG.
 *
 * The graph is one array of 32-bit nodes.  A node is an edge of the
 * automaton; the edges leaving one state are stored next to each other,
 * sorted by symbol, the last one flagged, and a state is named by the index
 * of its first edge (a "list").  Node 0 is a sentinel, so list 0 means "no
 * edges".
 *
 *   bits  0-5   symbol: a letter tile 1..28 (src/tiles.h), or
 *               LEXICON_SEPARATOR (29) in the GADDAG
 *   bit   6     accepts: the symbols up to and including this edge spell a
 *               complete string (a word in the DAWG, a whole GADDAG entry)
 *   bit   7     last: the last edge of its list
 *   bits  8-31  child: the list of the state this edge leads to, 0 if none
 *
 * The DAWG holds every word.  The GADDAG (Gordon 1994) holds, for a word w
 * of L tiles and every i in 0..L-2, rev(w[0..i]) SEP w[i+1..L-1], and for
 * i = L-1 the whole reversal rev(w) without a separator: the edge that
 * reaches w[0] going left then accepts.  Reading from any tile of a word,
 * leftwards to its first tile and then, after SEP, rightwards, spells an
 * entry.  The part after SEP for a prefix x is exactly the DAWG state after
 * x, so both graphs share those sub-graphs: the compiler minimises them
 * together (src/lexicon-build.c).
 *
 * Lists are stored by level: a list's level is the length of the longest
 * path from it (1: every edge ends a string, 16 at most: a 15-tile GADDAG
 * entry and its separator), and every list of level h lies before every
 * list of level h + 1.  So every child index points to a lower level, below
 * the index of the edge holding it: the graph has no cycle, no path longer
 * than 16 edges, and the loader checks all this in one sequential pass.
 * The DAWG root is in the first 15 levels.  An edge may point into the
 * middle of a list (the rest of the list is then the state); an edge
 * without a child must accept (no dead end).  So a walk of the DAWG never
 * needs cutting short and meets a word below every edge it follows.
 *
 * File format (all integers little-endian, 32 bits unless said):
 *
 *   offset  size  field
 *   0       8     magic "FICHASLX"
 *   8       4     format version (LEXICON_FORMAT_VERSION)
 *   12      4     alphabet (LEXICON_ALPHABET_FISE: the tile codes of tiles.h)
 *   16      4     word count
 *   20      4     node count N, sentinel included
 *   24      4     DAWG root list (0: no words)
 *   28      4     GADDAG root list (0: no words)
 *   32      64    level ends: for h = 1..16, the index after the last node of
 *                 level h (level 1 starts at 1; level 16 ends at N)
 *   96      8     checksum (64 bits): lexicon_checksum() over the 22 words at
 *                 offsets 8..95 followed by the N nodes
 *   104     4N    the nodes, node 0 = sentinel (only its "last" bit set)
 *
 * An optional trailer names the lexicon (what a GCG record's #lexicon
 * says; fichas-mklex --name sets it):
 *
 *   104+4N  4     tag "NAME"
 *   108+4N  4     length L of the name, 1..LEXICON_NAME_MAX bytes
 *   112+4N  L     the name, UTF-8 without control characters
 *           0-3   NUL bytes up to a multiple of 4
 *
 * The file is exactly 104 + 4N bytes, or that and the trailer (graphs
 * written before the trailer existed have none and load as before; the
 * version stays 1).  The loader checks the header against the file's
 * size, reads the file into memory and checks all of this, and every
 * node, before any query runs.
 */
#ifndef FICHAS_LEXICON_H
#define FICHAS_LEXICON_H

#include <stddef.h>
#include <stdint.h>

#include "tiles.h"

#define LEXICON_MAGIC "FICHASLX"
#define LEXICON_MAGIC_SIZE 8
#define LEXICON_FORMAT_VERSION 1
#define LEXICON_ALPHABET_FISE 1
#define LEXICON_HEADER_SIZE 104
#define LEXICON_HEADER_WORDS 22 /* the words checksummed, offsets 8..95 */
#define LEXICON_LEVELS 16 /* longest path: 15 tiles and a separator */
#define LEXICON_SEPARATOR 29 /* the GADDAG's turn from left to right */
#define LEXICON_MAX_NODES (1u << 24)
/*
 * The largest file read as a lexicon: a graph of LEXICON_MAX_NODES nodes
 * is 64 MiB and a header; the Spanish word list is 7 MB.
 */
#define LEXICON_MAX_FILE ((size_t)80 << 20)
#define LEXICON_NAME_TAG "NAME"
#define LEXICON_NAME_MAX 63 /* bytes of a lexicon's name */
/* The most bytes a name trailer takes: tag, length, the name padded. */
#define LEXICON_TRAILER_MAX (8 + (LEXICON_NAME_MAX + 3) / 4 * 4)

#define LEXICON_NODE_SYMBOL 0x3fu
#define LEXICON_NODE_ACCEPTS 0x40u
#define LEXICON_NODE_LAST 0x80u
#define LEXICON_NODE_CHILD_SHIFT 8

/* Where each field sits among the header words at offsets 8..95. */
enum lexicon_header_field {
	LEXICON_H_VERSION = 0,
	LEXICON_H_ALPHABET,
	LEXICON_H_WORDS,
	LEXICON_H_NODES,
	LEXICON_H_DAWG,
	LEXICON_H_GADDAG,
	LEXICON_H_LEVEL_ENDS /* LEXICON_LEVELS words, level 1 first */
};

/* The two graphs of a lexicon. */
enum lexicon_graph {
	LEXICON_DAWG = 0,
	LEXICON_GADDAG = 1
};

/* Why a lexicon could not be opened. */
enum lexicon_error {
	LEXICON_OK = 0,
	LEXICON_ERR_OPEN,	/* open/fstat/mmap/read failed: see errnum */
	LEXICON_ERR_NOT_FILE,	/* a directory or not a regular file */
	LEXICON_ERR_EMPTY,	/* the file has no bytes */
	LEXICON_ERR_FOREIGN,	/* neither a fichas graph nor a word list */
	LEXICON_ERR_TRUNCATED,	/* shorter than its header says */
	LEXICON_ERR_VERSION,	/* a graph of another format version */
	LEXICON_ERR_ALPHABET,	/* a graph for another tile set */
	LEXICON_ERR_SIZE,	/* longer than its header says, or node count */
	LEXICON_ERR_CHECKSUM,	/* the nodes do not match their checksum */
	LEXICON_ERR_CORRUPT,	/* a node or root is invalid: see detail */
	LEXICON_ERR_NO_WORDS,	/* a word list without one usable word */
	LEXICON_ERR_TOO_BIG,	/* the graph needs more than 2^24 nodes */
	LEXICON_ERR_DIRECTORY,	/* a directory */
	LEXICON_ERR_FILE_TOO_BIG, /* larger than LEXICON_MAX_FILE bytes */
	LEXICON_ERR_UTF16,	/* a UTF-16 word list (src/infile.h) */
	LEXICON_ERR_UTF32	/* a UTF-32 word list */
};

/* What went wrong, for a message naming the file. */
struct lexicon_failure {
	enum lexicon_error error;
	int errnum;	 /* errno for LEXICON_ERR_OPEN, else 0 */
	uint32_t detail; /* CORRUPT: the bad node (0: header or sentinel);
			    VERSION: the version found */
};

struct lexicon;

/*
 * Open a compiled graph, or a plain UTF-8 word list compiled in memory (any
 * spelling: letters, [CH] brackets or 1/2/3 digits; unusable lines are
 * skipped).  Which one is decided by the magic.  Returns 0 and sets *lexp,
 * or -1 with *failure filled.
 */
int lexicon_open(const char *path, struct lexicon **lexp,
    struct lexicon_failure *failure);
/* The same from bytes in memory (copied when they are a graph). */
int lexicon_open_memory(const void *data, size_t size, struct lexicon **lexp,
    struct lexicon_failure *failure);
/* Release a lexicon; NULL is a no-op. */
void lexicon_free(struct lexicon *lex);

/*
 * The lexicon to use when none is named: $FICHAS_LEXICON if set, else the
 * graph built in the build tree when this program runs from it (before
 * "make install"), else the installed $(pkgdatadir)/fichas.lex.  Returns a
 * malloc'd path.
 */
char *lexicon_default_path(void);

/* A short stable identifier ("bad-checksum"), not for display. */
const char *lexicon_error_id(enum lexicon_error error);
/*
 * "PATH: bad-checksum" and the failure's detail, for logs and tests (the
 * front end words the error itself, src/text.c).  A malloc'd string.
 */
char *lexicon_failure_message(const char *path,
    const struct lexicon_failure *failure);

/* The graph's own name (its trailer), "" when it has none. */
const char *lexicon_name(const struct lexicon *lex);
/*
 * The name a lexicon file goes by, read from its header and trailer only:
 * the graph's own name, else the file's base name without extension
 * ("fise2" for words/fise2.txt).  Writes a NUL-terminated string
 * truncated to size.
 */
void lexicon_file_name(const char *path, char *buf, size_t size);
/* Whether a name fits a trailer: 1..LEXICON_NAME_MAX bytes, UTF-8, no
 * control characters. */
int lexicon_name_valid(const char *name);

/* Number of distinct words. */
uint32_t lexicon_word_count(const struct lexicon *lex);
/* Number of nodes in the graph, sentinel included. */
uint32_t lexicon_node_count(const struct lexicon *lex);
/* The node array (for the move generator's inner loops). */
const uint32_t *lexicon_nodes(const struct lexicon *lex);

/*
 * Non-zero when tiles[0..n) is a word.  Blank flags are ignored; a
 * sequence with anything but letters is not a word.
 */
int lexicon_contains(const struct lexicon *lex, const tile_t *tiles,
    size_t n);

/*
 * The letters that make a word before tiles[0..n) (front, returned count)
 * and after it (back, *n_back), in tile order.
 */
int lexicon_hooks(const struct lexicon *lex, const tile_t *word, size_t n,
    tile_t front[TILE_LETTERS], tile_t back[TILE_LETTERS], int *n_back);

/*
 * Prefix walks.  A list is a state (0: no edges), an edge is a node index.
 *   list = lexicon_root(lex, LEXICON_DAWG);
 *   for each tile: edge = lexicon_edge(lex, list, tile); if (!edge) stop;
 *                  list = lexicon_edge_children(lex, edge);
 *   the tiles read spell a word when lexicon_edge_accepts(lex, edge).
 */
/* The root list of the DAWG or the GADDAG (0 for an empty lexicon). */
uint32_t lexicon_root(const struct lexicon *lex, enum lexicon_graph graph);
/*
 * The edge of a list labelled symbol (blank flag ignored), or 0.  The
 * separator's code is TILE_BLANK's: never pass a rack's blank here.
 */
uint32_t lexicon_edge(const struct lexicon *lex, uint32_t list,
    tile_t symbol);
/* The edge after this one in its list, or 0 after the last. */
uint32_t lexicon_edge_next(const struct lexicon *lex, uint32_t edge);
/* The symbol of an edge: a tile 1..28 or LEXICON_SEPARATOR. */
tile_t lexicon_edge_symbol(const struct lexicon *lex, uint32_t edge);
/* Non-zero when the path ending with this edge is a complete entry. */
int lexicon_edge_accepts(const struct lexicon *lex, uint32_t edge);
/* The list this edge leads to (0: nothing follows). */
uint32_t lexicon_edge_children(const struct lexicon *lex, uint32_t edge);

/* Called with each word found; return non-zero to stop the search. */
typedef int (*lexicon_word_cb)(const tile_t *word, size_t n, void *arg);

/*
 * Every word of the lexicon in tile order (A B C CH D ...).  Returns 0, or
 * the callback's non-zero value when it stopped the walk.
 */
int lexicon_words(const struct lexicon *lex, lexicon_word_cb cb, void *arg);

/*
 * Every word a rack can make with some of its tiles, each word once.  The
 * rack holds letters and TILE_BLANK (at most TILES_MAX_WORD tiles); a
 * letter played by a blank comes back with TILE_BLANK_FLAG, the real tiles
 * being used first.
 * Returns 0, the callback's non-zero value, or -1 for a bad rack.
 */
int lexicon_anagrams(const struct lexicon *lex, const tile_t *rack,
    size_t n, lexicon_word_cb cb, void *arg);

/*
 * The checksum stored in the header, over the header words at offsets 8..95
 * (host order) and the nodes: with two running sums a += x, b += a modulo
 * 2^32 (Fletcher's scheme), (b << 32) | a.
 */
uint64_t lexicon_checksum(const uint32_t header[LEXICON_HEADER_WORDS],
    const uint32_t *nodes, uint32_t count);

/* Accessors for one node value; see the layout above. */
static inline unsigned
lexicon_node_symbol(uint32_t node)
{
	return node & LEXICON_NODE_SYMBOL;
}

static inline int
lexicon_node_accepts(uint32_t node)
{
	return (node & LEXICON_NODE_ACCEPTS) != 0;
}

static inline int
lexicon_node_is_last(uint32_t node)
{
	return (node & LEXICON_NODE_LAST) != 0;
}

static inline uint32_t
lexicon_node_child(uint32_t node)
{
	return node >> LEXICON_NODE_CHILD_SHIFT;
}

#endif
