/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "datapath.h"
#include "eval.h"
#include "infile.h"
#include "xmalloc.h"

/*
 * The leave table: the additive model in plain arrays and the listed
 * leaves in an open-addressing hash table keyed by eval_leave_key().
 * Numbers are read and written without the C library's locale-dependent
 * conversions, so a Spanish locale (decimal comma) reads the same file.
 */

#define EVAL_MAGIC "fichas-leaves"
#define EVAL_VALUE_MAX 1000.0f	/* no leave is worth this many points */
#define EVAL_LINE_MAX 256

struct eval_slot {
	uint64_t key;		/* 0: empty (the empty leave is never listed) */
	float value;
};

struct eval_leaves {
	float tile[TILE_CODES][EVAL_COPIES];
	float balance[EVAL_BALANCE][EVAL_BALANCE];
	float pair[TILE_CODES][TILE_CODES];	/* [a][b] with a < b */
	size_t n, size;				/* size: a power of 2 */
	struct eval_slot *slots;
};

/* One rack's model terms, by its distinct tiles (eval_leave_all()). */
struct eval_rack {
	const struct eval_slot *slots;		/* NULL: no leave listed */
	size_t mask;				/* the table's size - 1 */
	uint64_t run[RACK_SIZE][RACK_SIZE + 1];	/* key of k copies */
	float tile[RACK_SIZE][RACK_SIZE];	/* the k-th copy's term */
	float pair[RACK_SIZE][RACK_SIZE];	/* [d][e], d < e */
	int vowel[RACK_SIZE], consonant[RACK_SIZE];
};

/* What the tiles of a rack from one of them on keep (eval_leave_all()). */
struct eval_kept {
	uint64_t key;
	int n, vowels, consonants;
	unsigned present;
};

static size_t eval_hash(uint64_t, size_t);
static void eval_rack_init(struct eval_rack *, const struct eval_leaves *,
    int, const uint8_t *, const uint8_t *);
static float eval_rack_value(const struct eval_rack *,
    const struct eval_leaves *, uint64_t, int, unsigned, const int *, int,
    int);
static const struct eval_slot *eval_find(const struct eval_leaves *,
    uint64_t);
static void eval_grow(struct eval_leaves *);
static int eval_kept_list(const int[TILE_CODES], tile_t[RACK_SIZE],
    int[RACK_SIZE], uint64_t *);
static float eval_model_list(const struct eval_leaves *, const tile_t *,
    const int *, int);
static float eval_value(const struct eval_leaves *, uint64_t, int,
    const tile_t *, const int *, int);
static int eval_parse_value(const char *, float *);
static int eval_parse_int(const char *, int, int, int *);
static int eval_parse_tile(const char *, tile_t *);
static void eval_fail_file(struct eval_failure *,
    const struct infile_failure *);
static int eval_parse_line(struct eval_leaves *, char *);
static int eval_parse_leave(struct eval_leaves *, const char *,
    const char *);
static long eval_hundredths(float);
static void eval_format_value(float, char *, size_t);
static void eval_tile_text(tile_t, char *, size_t);
static int eval_key_compare(const void *, const void *);
static int eval_write_model(const struct eval_leaves *, FILE *);

struct eval_leaves *
eval_leaves_create(void)
{
	return xcalloc(1, sizeof(struct eval_leaves));
}

void
eval_leaves_free(struct eval_leaves *leaves)
{
	if (leaves == NULL)
		return;
	free(leaves->slots);
	free(leaves);
}

/* Slot of a key: Fibonacci hashing of the packed tiles. */
static size_t
eval_hash(uint64_t key, size_t size)
{
	return (size_t)((key * 0x9e3779b97f4a7c15ull) >> 20) & (size - 1);
}

/* The slot holding key in slots (mask: their number - 1), or NULL. */
static inline const struct eval_slot *
eval_probe(const struct eval_slot *slots, size_t mask, uint64_t key)
{
	for (size_t i = eval_hash(key, mask + 1); slots[i].key != 0;
	    i = (i + 1) & mask)
		if (slots[i].key == key)
			return &slots[i];
	return NULL;
}

/* The slot holding key, or NULL. */
static const struct eval_slot *
eval_find(const struct eval_leaves *leaves, uint64_t key)
{
	if (leaves->size == 0)
		return NULL;
	return eval_probe(leaves->slots, leaves->size - 1, key);
}

/* Double the hash table (keep it at most half full). */
static void
eval_grow(struct eval_leaves *leaves)
{
	size_t size = leaves->size == 0 ? 1024 : leaves->size * 2;
	struct eval_slot *slots = xcalloc(size, sizeof *slots);

	for (size_t i = 0; i < leaves->size; i++) {
		uint64_t key = leaves->slots[i].key;
		size_t j;

		if (key == 0)
			continue;
		for (j = eval_hash(key, size); slots[j].key != 0;
		    j = (j + 1) & (size - 1))
			;
		slots[j] = leaves->slots[i];
	}
	free(leaves->slots);
	leaves->slots = slots;
	leaves->size = size;
}

uint64_t
eval_leave_key(const int counts[TILE_CODES])
{
	tile_t tiles[RACK_SIZE];
	int copies[RACK_SIZE];
	uint64_t key;

	eval_kept_list(counts, tiles, copies, &key);
	return key;
}

int
eval_leave_unkey(uint64_t key, int counts[TILE_CODES])
{
	int n = 0;

	memset(counts, 0, TILE_CODES * sizeof counts[0]);
	for (; key != 0; key >>= 5, n++)
		counts[key & 31]++;
	counts[0] = 0;
	return n;
}

/* eval_tile_is_vowel(), inlined where the model counts vowels. */
static inline int
eval_vowel(tile_t tile)
{
	switch (tile_letter(tile)) {
	case TILE_A:
	case TILE_E:
	case TILE_I:
	case TILE_O:
	case TILE_U:
		return !tile_is_blank(tile);
	default:
		return 0;
	}
}

int
eval_tile_is_vowel(tile_t tile)
{
	return eval_vowel(tile);
}

/*
 * The kept tiles of counts as a list of distinct tiles (at most a rack's)
 * with their copies; returns how many distinct, and *key gets
 * eval_leave_key() of counts.  One pass over the counts serves the table
 * lookup and the model, called 128 times for each rack a move is looked
 * for.
 */
static int
eval_kept_list(const int counts[TILE_CODES], tile_t tiles[RACK_SIZE],
    int copies[RACK_SIZE], uint64_t *key)
{
	int nd = 0, n = 0;

	*key = 0;
	for (int t = TILE_A; t <= TILE_BLANK; t++) {
		if (counts[t] == 0)
			continue;
		for (int k = 0; k < counts[t] && n < RACK_SIZE; k++, n++)
			*key = *key << 5 | (uint64_t)t;
		if (nd < RACK_SIZE) {
			tiles[nd] = (tile_t)t;
			copies[nd++] = counts[t];
		}
	}
	return nd;
}

/* The model's value of a list made by eval_kept_list(). */
static float
eval_model_list(const struct eval_leaves *leaves, const tile_t *tiles,
    const int *copies, int nd)
{
	int vowels = 0, consonants = 0;
	float v = 0;

	for (int i = 0; i < nd; i++) {
		tile_t t = tiles[i];

		for (int k = 0; k < copies[i]; k++)
			v += leaves->tile[t][k < EVAL_COPIES ? k :
			    EVAL_COPIES - 1];
		if (t == TILE_BLANK)
			;
		else if (eval_vowel(t))
			vowels += copies[i];
		else
			consonants += copies[i];
		for (int j = i + 1; j < nd; j++)
			v += leaves->pair[t][tiles[j]];
	}
	if (vowels < EVAL_BALANCE && consonants < EVAL_BALANCE)
		v += leaves->balance[vowels][consonants];
	return v;
}

float
eval_leave_model(const struct eval_leaves *leaves,
    const int counts[TILE_CODES])
{
	tile_t tiles[RACK_SIZE];
	int copies[RACK_SIZE];
	uint64_t key;
	int nd = eval_kept_list(counts, tiles, copies, &key);

	return eval_model_list(leaves, tiles, copies, nd);
}

/* A leave's value from its key and list: listed, else the model's. */
static float
eval_value(const struct eval_leaves *leaves, uint64_t key, int n,
    const tile_t *tiles, const int *copies, int nd)
{
	const struct eval_slot *slot;

	if (leaves->n > 0 && n <= RACK_SIZE &&
	    (slot = eval_find(leaves, key)) != NULL)
		return slot->value;
	return eval_model_list(leaves, tiles, copies, nd);
}

float
eval_leave(const struct eval_leaves *leaves, const int counts[TILE_CODES],
    int n)
{
	tile_t tiles[RACK_SIZE];
	int copies[RACK_SIZE], nd;
	uint64_t key;

	if (leaves == NULL || n <= 0)
		return 0;
	nd = eval_kept_list(counts, tiles, copies, &key);
	return eval_value(leaves, key, n, tiles, copies, nd);
}

void
eval_leave_all(const struct eval_leaves *leaves, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values)
{
	struct eval_rack r;
	struct eval_kept from[RACK_SIZE + 1];
	int kept[RACK_SIZE] = { 0 }, total = 1;

	nd = nd < RACK_SIZE ? nd : RACK_SIZE;
	for (int d = 0; d < nd; d++)
		total *= copies[d] + 1;
	if (leaves == NULL) {
		for (int index = 0; index < total; index++)
			values[index] = 0;
		return;
	}
	eval_rack_init(&r, leaves, nd, tiles, copies);
	if (nd == 0) {
		values[0] = 0;
		return;
	}
	/*
	 * The first tile counts fastest: the key, size and tiles present of
	 * the others change only when it wraps round, and its copies lead
	 * the key.  Those of the tiles from d on (d >= 1) are kept by level,
	 * a level worked out from the one above when its count changes.
	 */
	for (int d = nd; d >= 1; d--) {
		from[d].key = 0;
		from[d].n = from[d].vowels = from[d].consonants = 0;
		from[d].present = 0;
	}
	for (int index = 0;;) {
		const struct eval_kept *hi = &from[1];
		int d;

		for (kept[0] = 0; kept[0] <= copies[0]; kept[0]++, index++) {
			int n = hi->n + kept[0];
			uint64_t key = r.run[0][kept[0]] << (5 * hi->n) | hi->key;

			values[index] = n == 0 ? 0 : eval_rack_value(&r,
			    leaves, key, n, hi->present | (kept[0] > 0), kept,
			    hi->vowels + r.vowel[0] * kept[0],
			    hi->consonants + r.consonant[0] * kept[0]);
		}
		/* The next choice of the others. */
		for (d = 1; d < nd && kept[d] == copies[d]; d++)
			kept[d] = 0;
		if (d == nd)
			break;
		kept[d]++;
		from[d].key = r.run[d][kept[d]] << (5 * from[d + 1].n) |
		    from[d + 1].key;
		from[d].n = from[d + 1].n + kept[d];
		from[d].present = from[d + 1].present | 1u << d;
		from[d].vowels = from[d + 1].vowels + r.vowel[d] * kept[d];
		from[d].consonants = from[d + 1].consonants +
		    r.consonant[d] * kept[d];
		/* The tiles below d keep none. */
		for (int e = d - 1; e >= 1; e--)
			from[e] = from[d];
	}
}

/*
 * The model's terms for the tiles of one rack, indexed by its distinct
 * tiles, and the keys of their runs, for eval_leave_all().
 */
static void
eval_rack_init(struct eval_rack *r, const struct eval_leaves *leaves, int nd,
    const uint8_t *tiles, const uint8_t *copies)
{
	r->slots = leaves->n > 0 && leaves->size > 0 ? leaves->slots : NULL;
	r->mask = leaves->size - 1;
	for (int d = 0; d < nd; d++) {
		tile_t t = tiles[d];

		r->run[d][0] = 0;
		for (int k = 1; k <= copies[d] && k <= RACK_SIZE; k++)
			r->run[d][k] = r->run[d][k - 1] << 5 | t;
		for (int k = 0; k < RACK_SIZE; k++)
			r->tile[d][k] = leaves->tile[t][k < EVAL_COPIES ? k :
			    EVAL_COPIES - 1];
		for (int e = d + 1; e < nd; e++)
			r->pair[d][e] = leaves->pair[t][tiles[e]];
		r->vowel[d] = t != TILE_BLANK && eval_vowel(t);
		r->consonant[d] = t != TILE_BLANK && !eval_vowel(t);
	}
}

/*
 * A sub-rack's value (eval_leave()'s): listed, else the model's, its
 * terms added in eval_model_list()'s order so that the sum is the same
 * to the bit.
 */
static float
eval_rack_value(const struct eval_rack *r, const struct eval_leaves *leaves,
    uint64_t key, int n, unsigned present, const int *kept, int vowels,
    int consonants)
{
	const struct eval_slot *slot;
	float v = 0;

	/* The table's address and size read once for the rack. */
	if (r->slots != NULL && n <= RACK_SIZE &&
	    (slot = eval_probe(r->slots, r->mask, key)) != NULL)
		return slot->value;
	for (unsigned p = present; p != 0; p &= p - 1) {
		int d = __builtin_ctz(p);
		const float *tile = r->tile[d];

		/* A tile present has a copy kept at least. */
		v += tile[0];
		for (int k = 1; k < kept[d]; k++)
			v += tile[k];
		for (unsigned q = p & (p - 1); q != 0; q &= q - 1)
			v += r->pair[d][__builtin_ctz(q)];
	}
	if (vowels < EVAL_BALANCE && consonants < EVAL_BALANCE)
		v += leaves->balance[vowels][consonants];
	return v;
}

float
eval_leave_rack(const struct eval_leaves *leaves, const struct rack *leave)
{
	int counts[TILE_CODES];

	rack_counts(leave, counts);
	return eval_leave(leaves, counts, leave->n);
}

float
eval_leave_fn(void *ctx, const int counts[TILE_CODES], int n)
{
	return eval_leave(ctx, counts, n);
}

void
eval_leaves_fn(void *ctx, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values)
{
	eval_leave_all(ctx, nd, tiles, copies, values);
}

float
eval_equity(const struct eval_leaves *leaves, int score,
    const struct rack *leave)
{
	return (float)score + eval_leave_rack(leaves, leave);
}

void
eval_leaves_set_tile(struct eval_leaves *leaves, tile_t tile, int copy,
    float value)
{
	if (tile >= TILE_A && tile <= TILE_BLANK && copy >= 1 &&
	    copy <= EVAL_COPIES)
		leaves->tile[tile][copy - 1] = value;
}

float
eval_leaves_tile(const struct eval_leaves *leaves, tile_t tile, int copy)
{
	if (tile < TILE_A || tile > TILE_BLANK || copy < 1)
		return 0;
	return leaves->tile[tile][copy > EVAL_COPIES ? EVAL_COPIES - 1 :
	    copy - 1];
}

void
eval_leaves_set_balance(struct eval_leaves *leaves, int vowels,
    int consonants, float value)
{
	if (vowels >= 0 && vowels < EVAL_BALANCE && consonants >= 0 &&
	    consonants < EVAL_BALANCE)
		leaves->balance[vowels][consonants] = value;
}

void
eval_leaves_set_pair(struct eval_leaves *leaves, tile_t a, tile_t b,
    float value)
{
	if (a > b) {
		tile_t swap = a;

		a = b;
		b = swap;
	}
	if (a >= TILE_A && b <= TILE_BLANK && a != b)
		leaves->pair[a][b] = value;
}

int
eval_leaves_set(struct eval_leaves *leaves, const int counts[TILE_CODES],
    float value)
{
	uint64_t key = eval_leave_key(counts);
	size_t i;

	if (key == 0)
		return 0;
	if ((leaves->n + 1) * 2 > leaves->size)
		eval_grow(leaves);
	for (i = eval_hash(key, leaves->size); leaves->slots[i].key != 0 &&
	    leaves->slots[i].key != key; i = (i + 1) & (leaves->size - 1))
		;
	if (leaves->slots[i].key == 0)
		leaves->n++;
	leaves->slots[i].key = key;
	leaves->slots[i].value = value;
	return 0;
}

size_t
eval_leaves_count(const struct eval_leaves *leaves)
{
	return leaves->n;
}

/* A decimal number "-12.345" (no exponent, no locale); 0 or -1. */
static int
eval_parse_value(const char *s, float *value)
{
	double v = 0, scale = 1;
	int sign = 1, digits = 0;

	if (*s == '-' || *s == '+')
		sign = *s++ == '-' ? -1 : 1;
	for (; *s >= '0' && *s <= '9'; s++, digits++)
		v = v * 10 + (*s - '0');
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++, digits++)
			v += (*s - '0') * (scale /= 10);
	if (*s != '\0' || digits == 0 || v >= EVAL_VALUE_MAX)
		return -1;
	*value = (float)(sign * v);
	return 0;
}

/* A whole number in [lo, hi]; 0 or -1. */
static int
eval_parse_int(const char *s, int lo, int hi, int *value)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno != 0 || n < lo || n > hi)
		return -1;
	*value = (int)n;
	return 0;
}

/* One tile in record spelling ("A", "[CH]", "?"); 0 or -1. */
static int
eval_parse_tile(const char *s, tile_t *tile)
{
	struct rack r;

	if (rack_parse(&r, s) != 0 || r.n != 1)
		return -1;
	*tile = r.tiles[0];
	return 0;
}

/* A "leave TILES VALUE" entry; an error code. */
static int
eval_parse_leave(struct eval_leaves *leaves, const char *tiles,
    const char *number)
{
	struct rack r;
	int counts[TILE_CODES];
	float v;

	if (rack_parse(&r, tiles) != 0 || r.n == 0)
		return EVAL_ERR_TILE;
	if (eval_parse_value(number, &v) != 0)
		return EVAL_ERR_NUMBER;
	rack_counts(&r, counts);
	eval_leaves_set(leaves, counts, v);
	return EVAL_OK;
}

/* One line (already stripped of its comment); an error code. */
static int
eval_parse_line(struct eval_leaves *leaves, char *line)
{
	char *f[5], *save = NULL;
	int n = 0, a, b;
	tile_t t, u;
	float v;

	for (char *w = strtok_r(line, " \t\r", &save); w != NULL;
	    w = strtok_r(NULL, " \t\r", &save))
		if (n < 5)
			f[n++] = w;
		else
			return EVAL_ERR_LINE;
	if (n == 0)
		return EVAL_OK;
	if (strcmp(f[0], "leave") == 0 && n == 3)
		return eval_parse_leave(leaves, f[1], f[2]);
	if (strcmp(f[0], "tile") == 0 && n == 4) {
		if (eval_parse_tile(f[1], &t) != 0)
			return EVAL_ERR_TILE;
		if (eval_parse_int(f[2], 1, EVAL_COPIES, &a) != 0 ||
		    eval_parse_value(f[3], &v) != 0)
			return EVAL_ERR_NUMBER;
		eval_leaves_set_tile(leaves, t, a, v);
		return EVAL_OK;
	}
	if (strcmp(f[0], "balance") == 0 && n == 4) {
		if (eval_parse_int(f[1], 0, EVAL_BALANCE - 1, &a) != 0 ||
		    eval_parse_int(f[2], 0, EVAL_BALANCE - 1, &b) != 0 ||
		    eval_parse_value(f[3], &v) != 0)
			return EVAL_ERR_NUMBER;
		eval_leaves_set_balance(leaves, a, b, v);
		return EVAL_OK;
	}
	if (strcmp(f[0], "pair") == 0 && n == 4) {
		if (eval_parse_tile(f[1], &t) != 0 ||
		    eval_parse_tile(f[2], &u) != 0 || t == u)
			return EVAL_ERR_TILE;
		if (eval_parse_value(f[3], &v) != 0)
			return EVAL_ERR_NUMBER;
		eval_leaves_set_pair(leaves, t, u, v);
		return EVAL_OK;
	}
	return EVAL_ERR_LINE;
}

int
eval_leaves_parse(const char *text, size_t len, struct eval_leaves **leavesp,
    struct eval_failure *failure)
{
	struct eval_failure dummy;
	struct eval_leaves *leaves = eval_leaves_create();
	char line[EVAL_LINE_MAX];
	size_t pos = 0;
	int header = 0, error = EVAL_OK;

	if (failure == NULL)
		failure = &dummy;
	memset(failure, 0, sizeof *failure);
	while (error == EVAL_OK && pos < len) {
		size_t end = pos, n;
		char *hash;

		while (end < len && text[end] != '\n')
			end++;
		n = end - pos;
		failure->line++;
		if (n >= sizeof line || memchr(text + pos, '\0', n) != NULL) {
			error = EVAL_ERR_LINE;
			break;
		}
		memcpy(line, text + pos, n);
		line[n] = '\0';
		pos = end + 1;
		if ((hash = strchr(line, '#')) != NULL)
			*hash = '\0';
		if (!header) {
			char *save = NULL, *w = strtok_r(line, " \t\r", &save);

			if (w == NULL)
				continue;
			if (strcmp(w, EVAL_MAGIC) != 0 ||
			    (w = strtok_r(NULL, " \t\r", &save)) == NULL ||
			    strcmp(w, "1") != 0 ||
			    strtok_r(NULL, " \t\r", &save) != NULL)
				error = EVAL_ERR_HEADER;
			header = 1;
			continue;
		}
		error = eval_parse_line(leaves, line);
	}
	if (error == EVAL_OK && !header)
		error = EVAL_ERR_HEADER;
	if (error != EVAL_OK) {
		failure->error = error;
		eval_leaves_free(leaves);
		return -1;
	}
	*leavesp = leaves;
	return 0;
}

/* Fill *failure (may be NULL) for a file that could not be read. */
static void
eval_fail_file(struct eval_failure *failure, const struct infile_failure *in)
{
	if (failure == NULL)
		return;
	failure->line = 0;
	failure->errnum = in->errnum;
	switch (in->error) {
	case INFILE_ERR_DIRECTORY:
		failure->error = EVAL_ERR_DIRECTORY;
		break;
	case INFILE_ERR_NOT_FILE:
		failure->error = EVAL_ERR_NOT_FILE;
		break;
	case INFILE_ERR_TOO_BIG:
		failure->error = EVAL_ERR_TOO_BIG;
		break;
	default:
		failure->error = EVAL_ERR_OPEN;
		break;
	}
}

int
eval_leaves_load(const char *path, struct eval_leaves **leavesp,
    struct eval_failure *failure)
{
	struct infile_failure in;
	char *text;
	size_t len;
	int rc;

	if (infile_read(path, EVAL_LEAVES_MAX_SIZE, &text, &len, &in) != 0) {
		eval_fail_file(failure, &in);
		return -1;
	}
	rc = eval_leaves_parse(text, len, leavesp, failure);
	free(text);
	return rc;
}

char *
eval_leaves_default_path(void)
{
	return datapath_find("FICHAS_LEAVES", "fichas-leaves.txt");
}

const char *
eval_error_id(enum eval_error error)
{
	switch (error) {
	case EVAL_OK:
		return "ok";
	case EVAL_ERR_OPEN:
		return "open";
	case EVAL_ERR_HEADER:
		return "bad-header";
	case EVAL_ERR_LINE:
		return "bad-line";
	case EVAL_ERR_TILE:
		return "bad-tile";
	case EVAL_ERR_NUMBER:
		return "bad-number";
	case EVAL_ERR_DIRECTORY:
		return "directory";
	case EVAL_ERR_NOT_FILE:
		return "not-regular";
	case EVAL_ERR_TOO_BIG:
		return "too-big";
	}
	return "unknown";
}

/* A value in hundredths, as the file writes it. */
static long
eval_hundredths(float value)
{
	return (long)(value * 100.0f + (value < 0 ? -0.5f : 0.5f));
}

/* "-1.25": two decimals, '.' whatever the locale. */
static void
eval_format_value(float value, char *buf, size_t size)
{
	long hundredths = eval_hundredths(value);
	long whole = labs(hundredths) / 100, frac = labs(hundredths) % 100;

	snprintf(buf, size, "%s%ld.%02ld", hundredths < 0 ? "-" : "", whole,
	    frac);
}

/* One tile in record spelling: "A", "[CH]", "?". */
static void
eval_tile_text(tile_t tile, char *buf, size_t size)
{
	struct rack r;

	rack_init(&r);
	rack_add(&r, tile);
	rack_to_record(&r, buf, size);
}

/*
 * The model lines: every tile term, and the balance and pair terms that
 * are not zero in two decimals (a term written as 0.00 would read back as
 * no term and the next writing would drop it).
 */
static int
eval_write_model(const struct eval_leaves *leaves, FILE *out)
{
	char v[32];
	int rc = 0;

	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < EVAL_COPIES; k++) {
			char name[8];

			eval_format_value(leaves->tile[t][k], v, sizeof v);
			eval_tile_text((tile_t)t, name, sizeof name);
			rc |= fprintf(out, "tile %s %d %s\n", name, k + 1,
			    v) < 0;
		}
	for (int a = 0; a < EVAL_BALANCE; a++)
		for (int c = 0; c < EVAL_BALANCE; c++)
			if (eval_hundredths(leaves->balance[a][c]) != 0) {
				eval_format_value(leaves->balance[a][c], v,
				    sizeof v);
				rc |= fprintf(out, "balance %d %d %s\n", a, c,
				    v) < 0;
			}
	for (int a = TILE_A; a <= TILE_BLANK; a++)
		for (int b = a + 1; b <= TILE_BLANK; b++) {
			char na[8], nb[8];

			if (eval_hundredths(leaves->pair[a][b]) == 0)
				continue;
			eval_format_value(leaves->pair[a][b], v, sizeof v);
			eval_tile_text((tile_t)a, na, sizeof na);
			eval_tile_text((tile_t)b, nb, sizeof nb);
			rc |= fprintf(out, "pair %s %s %s\n", na, nb, v) < 0;
		}
	return rc ? -1 : 0;
}

/* Order of listed leaves in the file: fewer tiles first, then by key. */
static int
eval_key_compare(const void *pa, const void *pb)
{
	uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
	int na = 0, nb = 0;

	for (uint64_t k = a; k != 0; k >>= 5)
		na++;
	for (uint64_t k = b; k != 0; k >>= 5)
		nb++;
	if (na != nb)
		return na < nb ? -1 : 1;
	return a < b ? -1 : a > b;
}

int
eval_leaves_write(const struct eval_leaves *leaves, const char *comment,
    FILE *out)
{
	uint64_t *keys = xmalloc((leaves->n + 1) * sizeof *keys);
	size_t n = 0;
	int rc = 0;

	for (const char *p = comment; p != NULL && *p != '\0';) {
		const char *nl = strchr(p, '\n');
		int len = nl == NULL ? (int)strlen(p) : (int)(nl - p);

		rc |= fprintf(out, "# %.*s\n", len, p) < 0;
		p = nl == NULL ? NULL : nl + 1;
	}
	rc |= fprintf(out, "%s %d\n", EVAL_MAGIC, EVAL_FORMAT_VERSION) < 0;
	rc |= eval_write_model(leaves, out);
	for (size_t i = 0; i < leaves->size; i++)
		if (leaves->slots[i].key != 0)
			keys[n++] = leaves->slots[i].key;
	qsort(keys, n, sizeof *keys, eval_key_compare);
	for (size_t i = 0; i < n; i++) {
		int counts[TILE_CODES];
		struct rack r;
		char tiles[64], v[32];

		rack_init(&r);
		eval_leave_unkey(keys[i], counts);
		for (int t = TILE_A; t <= TILE_BLANK; t++)
			for (int k = 0; k < counts[t]; k++)
				rack_add(&r, (tile_t)t);
		rack_to_record(&r, tiles, sizeof tiles);
		eval_format_value(eval_find(leaves, keys[i])->value, v,
		    sizeof v);
		rc |= fprintf(out, "leave %s %s\n", tiles, v) < 0;
	}
	free(keys);
	return rc ? -1 : 0;
}
