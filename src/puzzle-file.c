/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Puzzle set files (src/puzzle.h): one CGP line a puzzle, the best move
 * and its figures as opcodes.  Reading needs no lexicon: the best move is
 * checked against the board and the rack by the rules alone, so that the
 * parser can be fuzzed on its own (fuzz/fuzz-puzzle.c).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "infile.h"
#include "puzzle.h"
#include "xmalloc.h"

#define PUZZLE_HEADER "# fichas puzzle set: one position a line (CGP), " \
	"the best move after it\n"
#define PUZZLE_FIXED_MAX 999999L	/* hundredths of a figure read */
#define PUZZLE_TURN_MAX 1000000L	/* largest game or turn number read */

static enum puzzle_line_error puzzle_line(const char *text, size_t len,
    struct puzzle *p, enum cgp_error *cgp_error);
static enum puzzle_line_error puzzle_opcodes(struct puzzle *p, int *has_best);
static enum puzzle_line_error puzzle_opcode(struct puzzle *p, char *op,
    int *has_best);
static enum puzzle_line_error puzzle_best(struct puzzle *p, const char *arg);
static int puzzle_fixed(const char *text, float *value);
static int puzzle_int(const char *text, int *value);
static void puzzle_fixed_format(float value, char *buf, size_t size);
static int puzzle_blank_line(const char *text, size_t len);
static const char *puzzle_count(const char *text, int *value);
static void puzzle_origin(struct puzzle *p, const char *arg);

/* An empty set. */
void
puzzle_set_init(struct puzzle_set *set)
{
	memset(set, 0, sizeof *set);
}

/* Free the puzzles; the set is empty after. */
void
puzzle_set_free(struct puzzle_set *set)
{
	free(set->v);
	puzzle_set_init(set);
}

/* Append a copy, growing the array by doubling. */
int
puzzle_set_add(struct puzzle_set *set, const struct puzzle *p)
{
	struct puzzle *v;
	int size;

	if (set->n >= PUZZLE_SET_MAX)
		return -1;
	if (set->n == set->size) {
		size = set->size == 0 ? 16 : set->size * 2;
		if (size > PUZZLE_SET_MAX)
			size = PUZZLE_SET_MAX;
		v = xreallocarray(set->v, (size_t)size, sizeof *v);
		set->v = v;
		set->size = size;
	}
	set->v[set->n++] = *p;
	return 0;
}

/*
 * The key: FNV-1a (64 bits) of the position's CGP, the racks sorted, so
 * that the same position from any file or game has the same key.
 */
void
puzzle_make_key(struct puzzle *p)
{
	char text[PUZZLE_LINE_MAX];
	struct cgp_position c = p->cgp;
	uint64_t h = 14695981039346656037ULL;
	size_t n;

	c.opcodes[0] = '\0';
	rack_sort(&c.racks[0]);
	rack_sort(&c.racks[1]);
	n = cgp_format(&c, text, sizeof text);
	if (n >= sizeof text)
		n = sizeof text - 1;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)text[i];
		h *= 1099511628211ULL;
	}
	snprintf(p->key, sizeof p->key, "%016llx", (unsigned long long)h);
}

/* Only spaces, or a comment. */
static int
puzzle_blank_line(const char *text, size_t len)
{
	size_t i = 0;

	while (i < len && (text[i] == ' ' || text[i] == '\t' ||
	    text[i] == '\r'))
		i++;
	return i == len || text[i] == '#';
}

/*
 * A number with at most two decimals and a '.' ("-12.5"), whatever the
 * locale says, within PUZZLE_FIXED_MAX hundredths (exact in a float, so
 * that writing it again gives the same text); 0, or -1.
 */
static int
puzzle_fixed(const char *text, float *value)
{
	long cents = 0;
	int neg = 0, digits = 0, decimals = 0;

	if (*text == '-') {
		neg = 1;
		text++;
	}
	for (; *text >= '0' && *text <= '9'; text++, digits++)
		if ((cents = cents * 10 + (*text - '0')) > PUZZLE_FIXED_MAX)
			return -1;
	if (*text == '.') {
		for (text++; *text >= '0' && *text <= '9'; text++) {
			if (++decimals > 2)
				return -1;
			cents = cents * 10 + (*text - '0');
		}
	}
	if (digits == 0 || *text != '\0')
		return -1;
	for (; decimals < 2; decimals++)
		cents *= 10;
	if (cents > PUZZLE_FIXED_MAX)
		return -1;
	*value = (float)(neg ? -cents : cents) / 100.0f;
	return 0;
}

/* Copy a name that fits one opcode and reads back the same. */
void
puzzle_set_record(struct puzzle *p, const char *name)
{
	size_t i = 0;

	for (; name != NULL && name[i] != '\0' && i < PUZZLE_RECORD_MAX;
	    i++) {
		unsigned char c = (unsigned char)name[i];

		p->record[i] = c < 0x20 || c == 0x7f || c == ';' ? '_' :
		    (char)c;
	}
	while (i > 0 && p->record[i - 1] == ' ')
		i--;
	p->record[i] = '\0';
}

/*
 * A count from 1 to PUZZLE_TURN_MAX and the text after it (past one
 * space), or NULL.
 */
static const char *
puzzle_count(const char *text, int *value)
{
	long n = 0;

	if (*text < '1' || *text > '9')
		return NULL;
	for (; *text >= '0' && *text <= '9'; text++)
		if ((n = n * 10 + (*text - '0')) > PUZZLE_TURN_MAX)
			return NULL;
	if (*text != '\0' && *text != ' ')
		return NULL;
	*value = (int)n;
	return *text == ' ' ? text + 1 : text;
}

/*
 * "src seed S game G turn T" or "src record turn T NAME": where the
 * puzzle comes from; any other form leaves it unknown.
 */
static void
puzzle_origin(struct puzzle *p, const char *arg)
{
	unsigned long long seed = 0;
	const char *s;
	int game, turn;

	p->from = PUZZLE_FROM_UNKNOWN;
	p->seed = 0;
	p->game = p->turn = 0;
	p->record[0] = '\0';
	if (strncmp(arg, "record turn ", 12) == 0 &&
	    (s = puzzle_count(arg + 12, &turn)) != NULL) {
		p->from = PUZZLE_FROM_RECORD;
		p->turn = turn;
		puzzle_set_record(p, s);
		return;
	}
	if (strncmp(arg, "seed ", 5) != 0)
		return;
	for (s = arg + 5; *s >= '0' && *s <= '9'; s++) {
		unsigned long long d = (unsigned long long)(*s - '0');

		if (seed > (UINT64_MAX - d) / 10)
			return;
		seed = seed * 10 + d;
	}
	if (s == arg + 5 || strncmp(s, " game ", 6) != 0 ||
	    (s = puzzle_count(s + 6, &game)) == NULL ||
	    strncmp(s, "turn ", 5) != 0 ||
	    (s = puzzle_count(s + 5, &turn)) == NULL || *s != '\0')
		return;
	p->from = PUZZLE_FROM_SEED;
	p->seed = seed;
	p->game = game;
	p->turn = turn;
}

/* A whole number within a score's range; 0, or -1. */
static int
puzzle_int(const char *text, int *value)
{
	float f;

	if (strchr(text, '.') != NULL || puzzle_fixed(text, &f) != 0)
		return -1;
	*value = (int)f;
	return 0;
}

/* Two decimals and a '.', rounded, never the locale's comma. */
static void
puzzle_fixed_format(float value, char *buf, size_t size)
{
	long cents = (long)(value * 100.0f + (value < 0 ? -0.5f : 0.5f));
	long a = cents < 0 ? -cents : cents;

	snprintf(buf, size, "%s%ld.%02ld", cents < 0 ? "-" : "", a / 100,
	    a % 100);
}

/* "bm": a placement the board and the rack allow (no lexicon here). */
static enum puzzle_line_error
puzzle_best(struct puzzle *p, const char *arg)
{
	struct placement pl;

	if (move_parse(arg, &p->best, NULL) != MOVE_OK ||
	    p->best.kind != MOVE_PLACE ||
	    move_to_placement(&p->best, &p->cgp.board, &pl, NULL) != MOVE_OK ||
	    rules_check(&p->cgp.board, &p->cgp.racks[0], &pl) != RULES_OK)
		return PUZZLE_LINE_BEST;
	move_fill_through(&p->best, &p->cgp.board);
	return PUZZLE_LINE_OK;
}

/* One opcode, "bm 8H CASA"; unknown ones are left alone. */
static enum puzzle_line_error
puzzle_opcode(struct puzzle *p, char *op, int *has_best)
{
	char *arg;
	size_t n;

	while (*op == ' ')
		op++;
	n = strlen(op);
	while (n > 0 && op[n - 1] == ' ')
		op[--n] = '\0';
	if ((arg = strchr(op, ' ')) == NULL)
		arg = op + n;
	else
		*arg++ = '\0';
	while (*arg == ' ')
		arg++;
	if (strcmp(op, "bm") == 0) {
		*has_best = 1;
		return puzzle_best(p, arg);
	}
	if (strcmp(op, "bs") == 0)
		return puzzle_int(arg, &p->best_score) == 0 ? PUZZLE_LINE_OK :
		    PUZZLE_LINE_NUMBER;
	if (strcmp(op, "be") == 0)
		return puzzle_fixed(arg, &p->best_equity) == 0 ?
		    PUZZLE_LINE_OK : PUZZLE_LINE_NUMBER;
	if (strcmp(op, "mg") == 0)
		return puzzle_fixed(arg, &p->margin) == 0 ? PUZZLE_LINE_OK :
		    PUZZLE_LINE_NUMBER;
	if (strcmp(op, "src") == 0)
		puzzle_origin(p, arg);
	return PUZZLE_LINE_OK;
}

/* The opcodes after the CGP fields, split at ';'. */
static enum puzzle_line_error
puzzle_opcodes(struct puzzle *p, int *has_best)
{
	char ops[CGP_OPCODES_MAX + 1], *op, *next;
	enum puzzle_line_error e;

	snprintf(ops, sizeof ops, "%s", p->cgp.opcodes);
	for (op = ops; op != NULL; op = next) {
		if ((next = strchr(op, ';')) != NULL)
			*next++ = '\0';
		if ((e = puzzle_opcode(p, op, has_best)) != PUZZLE_LINE_OK)
			return e;
	}
	return PUZZLE_LINE_OK;
}

/* One line that is not blank nor a comment. */
static enum puzzle_line_error
puzzle_line(const char *text, size_t len, struct puzzle *p,
    enum cgp_error *cgp_error)
{
	struct cgp_failure failure;
	enum puzzle_line_error e;
	int has_best = 0;

	if (len > PUZZLE_LINE_MAX)
		return PUZZLE_LINE_TOO_LONG;
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)text[i] < 0x20 && text[i] != '\r')
			return PUZZLE_LINE_CONTROL;
		else if (text[i] == 0x7f)
			return PUZZLE_LINE_CONTROL;
	if (len > 0 && text[len - 1] == '\r')
		len--;
	memset(p, 0, sizeof *p);
	if ((*cgp_error = cgp_parse(text, len, &p->cgp, &failure)) != CGP_OK)
		return PUZZLE_LINE_CGP;
	if (p->cgp.racks[0].n == 0)
		return PUZZLE_LINE_RACK;
	rack_sort(&p->cgp.racks[0]);
	if ((e = puzzle_opcodes(p, &has_best)) != PUZZLE_LINE_OK)
		return e;
	if (!has_best)
		return PUZZLE_LINE_NO_BEST;
	p->cgp.opcodes[0] = '\0';
	puzzle_make_key(p);
	return PUZZLE_LINE_OK;
}

/* Every line: a puzzle, a comment, or skipped with its reason. */
int
puzzle_set_parse(const char *text, size_t len, struct puzzle_set *set,
    puzzle_skip_fn skip, void *ctx)
{
	struct puzzle *p = xmalloc(sizeof *p);
	enum puzzle_line_error e;
	enum cgp_error ce;
	size_t start = 0;
	int line = 0, added = 0;

	while (start < len) {
		const char *nl = memchr(text + start, '\n', len - start);
		size_t end = nl == NULL ? len : (size_t)(nl - text);

		line++;
		ce = CGP_OK;
		if (puzzle_blank_line(text + start, end - start))
			e = PUZZLE_LINE_OK;
		else if ((e = puzzle_line(text + start, end - start, p, &ce)) ==
		    PUZZLE_LINE_OK) {
			if (puzzle_set_add(set, p) != 0)
				e = PUZZLE_LINE_TOO_MANY;
			else
				added++;
		}
		if (e != PUZZLE_LINE_OK && skip != NULL)
			skip(ctx, line, e, ce);
		start = end + 1;
	}
	free(p);
	return added;
}

/* A whole file, read within its limit. */
int
puzzle_set_load(const char *path, struct puzzle_set *set,
    puzzle_skip_fn skip, void *ctx, struct infile_failure *failure)
{
	char *data;
	size_t len;
	int added;

	if (infile_read(path, PUZZLE_FILE_MAX, &data, &len, failure) != 0)
		return -1;
	added = puzzle_set_parse(data, len, set, skip, ctx);
	free(data);
	return added;
}

/* "<CGP> bm 8H CASA; bs 12; be 18.50; mg 10.25; src ...;" */
size_t
puzzle_format(const struct puzzle *p, char *buf, size_t size)
{
	char cgp[512], best[64], be[32], mg[32], src[PUZZLE_RECORD_MAX + 64];
	struct cgp_position c = p->cgp;
	struct move m = p->best;
	int n;

	c.opcodes[0] = '\0';
	cgp_format(&c, cgp, sizeof cgp);
	move_fill_through(&m, &p->cgp.board);
	move_format(&m, best, sizeof best);
	puzzle_fixed_format(p->best_equity, be, sizeof be);
	puzzle_fixed_format(p->margin, mg, sizeof mg);
	src[0] = '\0';
	if (p->from == PUZZLE_FROM_SEED)
		snprintf(src, sizeof src, " src seed %llu game %d turn %d;",
		    (unsigned long long)p->seed, p->game, p->turn);
	else if (p->from == PUZZLE_FROM_RECORD)
		snprintf(src, sizeof src, " src record turn %d %s;", p->turn,
		    p->record);
	n = snprintf(buf, size, "%s bm %s; bs %d; be %s; mg %s;%s", cgp, best,
	    p->best_score, be, mg, src);
	return n < 0 ? 0 : (size_t)n;
}

/* The header and one line a puzzle. */
int
puzzle_set_format(const struct puzzle_set *set, char **text, size_t *len)
{
	size_t size = sizeof PUZZLE_HEADER, used = sizeof PUZZLE_HEADER - 1;
	char *buf, line[2 * PUZZLE_LINE_MAX];

	for (int i = 0; i < set->n; i++)
		size += puzzle_format(&set->v[i], NULL, 0) + 1;
	buf = xmalloc(size);
	memcpy(buf, PUZZLE_HEADER, used);
	for (int i = 0; i < set->n; i++) {
		size_t n = puzzle_format(&set->v[i], line, sizeof line);

		if (n >= sizeof line)
			n = sizeof line - 1;	/* cannot happen: see sizes */
		memcpy(buf + used, line, n);
		used += n;
		buf[used++] = '\n';
	}
	buf[used] = '\0';
	*text = buf;
	if (len != NULL)
		*len = used;
	return 0;
}

/* Format and write whole or not at all. */
enum fileio_error
puzzle_set_save(const char *path, const struct puzzle_set *set)
{
	char *text;
	size_t len;
	enum fileio_error e;

	if (puzzle_set_format(set, &text, &len) != 0) {
		errno = ENOMEM;
		return FILEIO_ERR_SYSTEM;
	}
	e = fileio_write(path, text, len, 0, NULL);
	free(text);
	return e;
}

/* A short stable identifier for logs and tests. */
const char *
puzzle_line_error_id(enum puzzle_line_error error)
{
	static const char *const ids[] = {
		"ok", "too-long", "control", "bad-cgp", "no-rack", "no-best", "bad-best", "bad-number", "set-full"
	};

	if ((size_t)error >= sizeof ids / sizeof ids[0])
		return "unknown";
	return ids[error];
}
