/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas-mkleaves: compute the leave table (src/eval.h) by self-play.
 *
 * Method (temporal differences, average-reward form, several rounds):
 *
 *   1. Play G games of static play: each move is the best by score plus
 *      the current table's leave value (round 0: score alone).
 *   2. For every turn of a player, record the leave L kept (the tiles left
 *      on the rack after the move, before drawing) and, at the same
 *      player's next turn, the target  y = points scored + V(L'),  L' the
 *      leave kept then and V the current table.  Turns near the end
 *      (fewer than MKLEAVES_BAG_MIN tiles in the bag at the next turn)
 *      are left out: there the draw is not a full one.
 *   3. Fit  y = c + model(L)  by least squares with a small ridge (the
 *      model of src/eval.h: per tile and copy, vowel/consonant balance,
 *      pairs of different tiles), c the value of an empty leave (seven
 *      fresh tiles).  Every leave seen at least --min-count times is also
 *      listed with its own value: the model plus its mean residual, shrunk
 *      towards 0 by MKLEAVES_SHRINK pseudo-observations, when that differs
 *      from the model by at least MKLEAVES_LIST_MIN points.
 *   4. The new table is V for the next round; the last one is written.
 *
 * V(L) is then what keeping L is worth on the next turns compared with
 * keeping nothing.  Games are dealt from the seed and the game's number,
 * and the statistics are summed as integers (1/256 point), so the same
 * settings make the same table whatever the number of threads.
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot-game.h"
#include "bot.h"
#include "eval.h"
#include "fileio.h"
#include "getopt-said.h"
#include "lexicon.h"
#include "movegen.h"
#include "quote.h"
#include "text.h"
#include "xmalloc.h"

#define MKLEAVES_BAG_MIN 10	/* tiles in the bag for a full draw */
#define MKLEAVES_SCALE 256.0	/* fixed point of the sums */
#define MKLEAVES_SHRINK 30.0	/* pseudo-observations at the model */
#define MKLEAVES_LIST_MIN 0.25	/* list a leave when it differs this much */
#define MKLEAVES_RIDGE 50.0
#define MKLEAVES_THREADS_MAX 16

/* Feature layout of the model. */
#define F_TILE(t, k)	(1 + ((t) - 1) * EVAL_COPIES + (k))
#define F_BALANCE(v, c)	(1 + TILE_BLANK * EVAL_COPIES + (v) * EVAL_BALANCE + (c))
#define F_PAIR0		(1 + TILE_BLANK * EVAL_COPIES + EVAL_BALANCE * EVAL_BALANCE)
#define F_PAIR(a, b)	(F_PAIR0 + ((a) - 1) * TILE_BLANK + ((b) - 1))
#define F_COUNT		(F_PAIR0 + TILE_BLANK * TILE_BLANK)

struct stat_slot {
	uint64_t key;		/* leave key | 1 << 63; 0: empty slot */
	int64_t n;
	int64_t sum;		/* targets, fixed point */
};

struct stat_map {
	size_t n, size;
	struct stat_slot *slots;
};

struct settings {
	const char *lexicon;
	const char *output;
	uint64_t seed;
	int rounds;
	int games;
	int threads;
	int min_count;
};

struct round {
	const struct settings *set;
	const struct lexicon *lex;
	const struct movegen_words *words;
	const struct eval_leaves *table;	/* NULL in round 0 */
	int index;
	atomic_int next;
	atomic_int failed;
	atomic_llong points, bingos, turns;
};

struct worker {
	struct round *round;
	struct stat_map map;
	pthread_t thread;
};

static int stat_add(struct stat_map *, uint64_t, int64_t, int64_t);
static void stat_merge(struct stat_map *, const struct stat_map *);
static uint64_t leave_key_of(const struct rack *, const struct movegen_move *,
    int counts[TILE_CODES], int *);
static int play_game(struct worker *, struct bot_game *, int);
static void *work(void *);
static int features(const int counts[TILE_CODES], int *, double *);
static int cholesky_solve(double *, double *, int);
static struct eval_leaves *fit(const struct stat_map *, int, double *);
static int usage(FILE *);
static int options(int, char **, struct settings *);
static struct eval_leaves *run_round(struct round *, double *);
static int mkleaves_write(const char *, const struct eval_leaves *,
    const char *);

/* Add n targets summing sum to a leave's statistics; 0 or -1. */
static int
stat_add(struct stat_map *m, uint64_t key, int64_t n, int64_t sum)
{
	size_t i;

	key |= 1ull << 63;
	if ((m->n + 1) * 2 > m->size) {
		struct stat_map grown = { 0, m->size ? m->size * 2 : 65536,
		    NULL };

		grown.slots = xcalloc(grown.size, sizeof *grown.slots);
		for (size_t j = 0; j < m->size; j++)
			if (m->slots[j].key != 0)
				stat_add(&grown, m->slots[j].key,
				    m->slots[j].n, m->slots[j].sum);
		free(m->slots);
		*m = grown;
	}
	for (i = (size_t)((key * 0x9e3779b97f4a7c15ull) >> 17) &
	    (m->size - 1); m->slots[i].key != 0 && m->slots[i].key != key;
	    i = (i + 1) & (m->size - 1))
		;
	if (m->slots[i].key == 0)
		m->n++;
	m->slots[i].key = key;
	m->slots[i].n += n;
	m->slots[i].sum += sum;
	return 0;
}

/* Add every leave of b to a. */
static void
stat_merge(struct stat_map *a, const struct stat_map *b)
{
	for (size_t i = 0; i < b->size; i++)
		if (b->slots[i].key != 0)
			stat_add(a, b->slots[i].key, b->slots[i].n,
			    b->slots[i].sum);
}

/* The leave a move keeps from a rack, as counts and a key. */
static uint64_t
leave_key_of(const struct rack *rack, const struct movegen_move *m,
    int counts[TILE_CODES], int *n)
{
	struct rack leave;

	movegen_move_leave(m, rack, &leave);
	rack_counts(&leave, counts);
	*n = leave.n;
	return eval_leave_key(counts);
}

/* One game, with its samples into the worker's map; 0 or -1. */
static int
play_game(struct worker *w, struct bot_game *g, int index)
{
	struct round *r = w->round;
	struct movegen_options options;
	struct movegen_move m;
	uint64_t pending[2];
	int has_pending[2] = { 0, 0 }, counts[TILE_CODES], n;
	uint64_t seed = bot_seed(r->set->seed, (uint64_t)index);

	bot_game_start(g, r->lex, r->words, seed, index & 1);
	movegen_options_init(&options);
	options.leave = r->table != NULL ? eval_leave_fn : NULL;
	options.leave_ctx = (void *)r->table;
	do {
		int p = g->mover, bag = g->bag.n;
		uint64_t key;

		options.bag_count = bag;
		options.exchange_min_bag = g->exchange_min_bag;
		if (!movegen_best(&g->mg, &g->racks[p], &options, &m))
			return -1;
		key = leave_key_of(&g->racks[p], &m, counts, &n);
		if (has_pending[p] && bag >= MKLEAVES_BAG_MIN) {
			double y = m.score + (r->table != NULL ?
			    eval_leave(r->table, counts, n) : 0);

			if (stat_add(&w->map, pending[p], 1,
			    llround(y * MKLEAVES_SCALE)) != 0)
				return -1;
		}
		pending[p] = key;
		has_pending[p] = 1;
	} while (bot_game_play(g, &m) == 0);
	atomic_fetch_add(&r->points, g->scores[0] + g->scores[1]);
	atomic_fetch_add(&r->bingos, g->bingos[0] + g->bingos[1]);
	atomic_fetch_add(&r->turns, g->turns);
	return 0;
}

/* A thread: games from the shared counter. */
static void *
work(void *arg)
{
	struct worker *w = arg;
	struct round *r = w->round;
	struct bot_game *g = xmalloc(sizeof *g);
	int i;

	while (!atomic_load(&r->failed) &&
	    (i = atomic_fetch_add(&r->next, 1)) < r->set->games)
		if (play_game(w, g, r->index * r->set->games + i) != 0)
			atomic_store(&r->failed, 1);
	free(g);
	return NULL;
}

/* The model's non-zero features of a leave: indices and values. */
static int
features(const int counts[TILE_CODES], int *idx, double *val)
{
	int n = 0, vowels = 0, consonants = 0, kept[RACK_SIZE], k = 0;

	idx[n] = 0;			/* the intercept */
	val[n++] = 1;
	for (int t = TILE_A; t <= TILE_BLANK; t++) {
		int c = counts[t];

		if (c == 0)
			continue;
		for (int j = 0; j < EVAL_COPIES && j < c; j++) {
			idx[n] = F_TILE(t, j);
			val[n++] = j < EVAL_COPIES - 1 ? 1 : c - j;
		}
		if (t == TILE_BLANK)
			;
		else if (eval_tile_is_vowel((tile_t)t))
			vowels += c;
		else
			consonants += c;
		if (k < RACK_SIZE)
			kept[k++] = t;
	}
	for (int i = 0; i < k; i++)
		for (int j = i + 1; j < k; j++) {
			idx[n] = F_PAIR(kept[i], kept[j]);
			val[n++] = 1;
		}
	if (vowels + consonants > 0 && vowels < EVAL_BALANCE &&
	    consonants < EVAL_BALANCE) {
		idx[n] = F_BALANCE(vowels, consonants);
		val[n++] = 1;
	}
	return n;
}

/* Solve A x = b for a symmetric positive definite A (n x n); 0 or -1. */
static int
cholesky_solve(double *a, double *b, int n)
{
	for (int j = 0; j < n; j++) {
		double d = a[j * n + j];

		for (int k = 0; k < j; k++)
			d -= a[j * n + k] * a[j * n + k];
		if (d <= 0)
			return -1;
		a[j * n + j] = d = sqrt(d);
		for (int i = j + 1; i < n; i++) {
			double s = a[i * n + j];

			for (int k = 0; k < j; k++)
				s -= a[i * n + k] * a[j * n + k];
			a[i * n + j] = s / d;
		}
	}
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < i; k++)
			b[i] -= a[i * n + k] * b[k];
		b[i] /= a[i * n + i];
	}
	for (int i = n - 1; i >= 0; i--) {
		for (int k = i + 1; k < n; k++)
			b[i] -= a[k * n + i] * b[k];
		b[i] /= a[i * n + i];
	}
	return 0;
}

/* Fit the model and list the frequent leaves; *intercept gets c. */
static struct eval_leaves *
fit(const struct stat_map *m, int min_count, double *intercept)
{
	double *a = xcalloc((size_t)F_COUNT * F_COUNT, sizeof *a);
	double *b = xcalloc(F_COUNT, sizeof *b);
	struct eval_leaves *leaves = eval_leaves_create();
	int idx[64], counts[TILE_CODES];
	double val[64];

	for (size_t s = 0; s < m->size; s++) {
		const struct stat_slot *sl = &m->slots[s];
		double wgt = (double)sl->n, mean;
		int k;

		if (sl->key == 0)
			continue;
		mean = (double)sl->sum / MKLEAVES_SCALE / wgt;
		eval_leave_unkey(sl->key & ~(1ull << 63), counts);
		k = features(counts, idx, val);
		for (int i = 0; i < k; i++) {
			b[idx[i]] += wgt * val[i] * mean;
			for (int j = 0; j < k; j++)
				a[idx[i] * F_COUNT + idx[j]] +=
				    wgt * val[i] * val[j];
		}
	}
	for (int i = 1; i < F_COUNT; i++)
		a[i * F_COUNT + i] += MKLEAVES_RIDGE;
	a[0] += 1e-9;
	if (cholesky_solve(a, b, F_COUNT) != 0)
		goto fail;
	*intercept = b[0];
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < EVAL_COPIES; k++)
			eval_leaves_set_tile(leaves, (tile_t)t, k + 1,
			    (float)b[F_TILE(t, k)]);
	for (int v = 0; v < EVAL_BALANCE; v++)
		for (int c = 0; c < EVAL_BALANCE; c++)
			eval_leaves_set_balance(leaves, v, c,
			    (float)b[F_BALANCE(v, c)]);
	for (int x = TILE_A; x <= TILE_BLANK; x++)
		for (int y = x + 1; y <= TILE_BLANK; y++)
			eval_leaves_set_pair(leaves, (tile_t)x, (tile_t)y,
			    (float)b[F_PAIR(x, y)]);
	for (size_t s = 0; s < m->size; s++) {
		const struct stat_slot *sl = &m->slots[s];
		double model, resid;

		if (sl->key == 0 || sl->n < min_count ||
		    (sl->key & ~(1ull << 63)) == 0)
			continue;
		eval_leave_unkey(sl->key & ~(1ull << 63), counts);
		model = eval_leave_model(leaves, counts);
		resid = ((double)sl->sum / MKLEAVES_SCALE -
		    (double)sl->n * (b[0] + model)) /
		    ((double)sl->n + MKLEAVES_SHRINK);
		if (fabs(resid) >= MKLEAVES_LIST_MIN &&
		    eval_leaves_set(leaves, counts, (float)(model + resid)) != 0)
			goto fail;
	}
	free(a);
	free(b);
	return leaves;
fail:
	free(a);
	free(b);
	eval_leaves_free(leaves);
	return NULL;
}

/* --help, or the hint after a usage error (exit 2). */
static int
usage(FILE *out)
{
	fputs("Usage: fichas-mkleaves [OPTION]... -o FILE\n"
	    "Compute the leave table by self-play (method: src/mkleaves.c).\n"
	    "  -l, --lexicon=PATH   the lexicon (default: the default one)\n"
	    "  -s, --seed=S         the seed (default 1)\n"
	    "  -r, --rounds=R       rounds of play and fit (default 3)\n"
	    "  -g, --games=G        games per round (default 20000)\n"
	    "  -t, --threads=T      threads (default 2)\n"
	    "  -m, --min-count=N    list leaves seen N times (default 200)\n"
	    "  -o, --output=FILE    where to write the table\n", out);
	return out == stderr ? 2 : 0;
}

/* Read the options; -1 to go on, else the exit status. */
static int
options(int argc, char **argv, struct settings *set)
{
	static const struct option longs[] = {
		{ "lexicon", required_argument, NULL, 'l' },
		{ "seed", required_argument, NULL, 's' },
		{ "rounds", required_argument, NULL, 'r' },
		{ "games", required_argument, NULL, 'g' },
		{ "threads", required_argument, NULL, 't' },
		{ "min-count", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	int c;

	memset(set, 0, sizeof *set);
	set->seed = 1;
	set->rounds = 3;
	set->games = 20000;
	set->threads = 2;
	set->min_count = 200;
	while ((c = getopt_said("fichas-mkleaves", argc, argv,
	    "l:s:r:g:t:m:o:h", longs)) != -1)
		switch (c) {
		case 'l':
			set->lexicon = optarg;
			break;
		case 'o':
			set->output = optarg;
			break;
		case 's':
			set->seed = strtoull(optarg, NULL, 10);
			break;
		case 'r':
			set->rounds = atoi(optarg);
			break;
		case 'g':
			set->games = atoi(optarg);
			break;
		case 't':
			set->threads = atoi(optarg);
			break;
		case 'm':
			set->min_count = atoi(optarg);
			break;
		case 'h':
			return usage(stdout);
		default:
			return usage(stderr);
		}
	if (set->output == NULL || set->rounds < 1 || set->games < 1 ||
	    set->threads < 1 || set->threads > MKLEAVES_THREADS_MAX ||
	    set->min_count < 1 || optind != argc)
		return usage(stderr);
	return -1;
}

/* One round: play, gather, fit.  The new table, or NULL. */
static struct eval_leaves *
run_round(struct round *r, double *intercept)
{
	struct worker w[MKLEAVES_THREADS_MAX];
	struct stat_map all = { 0, 0, NULL };
	struct eval_leaves *next = NULL;
	int t, started = 0;

	memset(w, 0, sizeof w);
	for (t = 0; t < r->set->threads; t++) {
		w[t].round = r;
		if (t > 0 && pthread_create(&w[t].thread, NULL, work,
		    &w[t]) != 0)
			break;
		started = t + 1;
	}
	work(&w[0]);
	for (t = 0; t < started; t++) {
		if (t > 0)
			pthread_join(w[t].thread, NULL);
		stat_merge(&all, &w[t].map);
		free(w[t].map.slots);
	}
	if (!atomic_load(&r->failed))
		next = fit(&all, r->set->min_count, intercept);
	fprintf(stderr, "round %d: %zu leaves seen\n", r->index, all.n);
	free(all.slots);
	return next;
}

/*
 * The table to path whole or not at all (src/fileio.h), through a buffer:
 * a device or FIFO is refused, never replaced.
 */
static int
mkleaves_write(const char *path, const struct eval_leaves *table,
    const char *comment)
{
	char *buf = NULL, quoted[QUOTE_PATH_SIZE];
	size_t len = 0;
	FILE *mem = open_memstream(&buf, &len);
	enum fileio_error e = FILEIO_ERR_SYSTEM;
	int ok, errnum;

	if (mem == NULL) {
		fprintf(stderr, "fichas-mkleaves: %s\n", strerror(errno));
		return -1;
	}
	ok = eval_leaves_write(table, comment, mem) == 0;
	ok = fclose(mem) == 0 && ok;
	if (ok)
		e = fileio_write(path, buf, len, FILEIO_KEEP_MODE, NULL);
	errnum = errno;
	free(buf);
	if (e == FILEIO_OK)
		return 0;
	if (e == FILEIO_ERR_NOT_REGULAR)
		fprintf(stderr, "fichas-mkleaves: %s: not a regular file; "
		    "not written\n", quote_path(path, quoted));
	else
		fprintf(stderr, "fichas-mkleaves: %s: %s\n",
		    quote_path(path, quoted), strerror(errnum));
	return -1;
}

int
main(int argc, char **argv)
{
	struct settings set;
	struct lexicon *lex = NULL;
	struct lexicon_failure lf;
	struct movegen_words *words;
	struct eval_leaves *table = NULL;
	char *path = NULL, comment[2048], quoted[QUOTE_PATH_SIZE];
	size_t used = 0;
	int rc = options(argc, argv, &set);

	if (rc != -1)
		return rc;
	if (set.lexicon == NULL)
		set.lexicon = path = lexicon_default_path();
	if (lexicon_open(set.lexicon, &lex, &lf) != 0) {
		fprintf(stderr, "fichas-mkleaves: %s: %s\n",
		    quote_path(set.lexicon, quoted),
		    text_lexicon_error(lf.error));
		return 2;
	}
	words = movegen_words_create(lex);
	used += (size_t)snprintf(comment, sizeof comment,
	    "Leave values for fichas, computed by self-play with\n"
	    "fichas-mkleaves --seed %llu --rounds %d --games %d "
	    "--min-count %d\n(lexicon: %u words).  Method: src/mkleaves.c "
	    "and data/README.md.\n", (unsigned long long)set.seed,
	    set.rounds, set.games, set.min_count,
	    (unsigned)lexicon_word_count(lex));
	for (int i = 0; i < set.rounds; i++) {
		struct round r = { .set = &set, .lex = lex, .words = words,
		    .table = table, .index = i };
		struct timespec t0, t1;
		struct eval_leaves *next;
		double c = 0, secs;

		clock_gettime(CLOCK_MONOTONIC, &t0);
		next = run_round(&r, &c);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		secs = (double)(t1.tv_sec - t0.tv_sec) +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		if (next == NULL) {
			fprintf(stderr, "fichas-mkleaves: round %d failed\n", i);
			return 1;
		}
		eval_leaves_free(table);
		table = next;
		fprintf(stderr, "round %d: %d games in %.0f s, %.1f points "
		    "and %.2f bingos a game, %.1f turns; empty leave %.2f; "
		    "%zu leaves listed\n", i, set.games, secs,
		    (double)r.points / set.games, (double)r.bingos / set.games,
		    (double)r.turns / set.games, c, eval_leaves_count(table));
		if (used < sizeof comment)
			used += (size_t)snprintf(comment + used,
			    sizeof comment - used, "round %d: %d games, %.1f "
			    "points and %.2f bingos a game (both players)\n",
			    i, set.games, (double)r.points / set.games,
			    (double)r.bingos / set.games);
	}
	if (mkleaves_write(set.output, table, comment) != 0)
		return 1;
	eval_leaves_free(table);
	movegen_words_free(words);
	lexicon_free(lex);
	free(path);
	return 0;
}
