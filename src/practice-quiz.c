/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "practice.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * Quizzes: which questions a session asks (what the schedule has due,
 * then new items), and how an answer line is judged.
 *
 * A seeded quiz draws its new items at random in proportion to their
 * ways, without repeats, as a bag would deal them: each candidate gets
 * the key E / ways with E exponential (-log u), and the smallest keys win
 * (Efraimidis and Spirakis's weighted sampling).
 */

#define PRACTICE_SEPARATORS " \t\r\n,;"

/* An item that may be asked: a rack, or a word and a side. */
struct practice_candidate {
	tile_t tiles[PRACTICE_RACK_MAX];
	uint8_t n;
	uint8_t side;
	uint64_t ways;
	double key;
};

/* The candidates of a quiz, gathered from the lexicon. */
struct practice_candidates {
	struct practice_candidate *items;
	size_t n;
	size_t size;
};

struct practice_quiz {
	struct practice_question *questions;
	size_t n;
	size_t size;
};


static int practice_length_fits(const struct practice_quiz_options *o,
    size_t n);
static int practice_quiz_has(const struct practice_quiz *quiz,
    const char *key);
static int practice_quiz_add_due(struct practice_quiz *quiz,
    const struct lexicon *lex, const struct practice_schedule *sched,
    const struct practice_quiz_options *o);
static void practice_candidate_push(struct practice_candidates *c,
    const tile_t *tiles, size_t n, enum practice_side side, uint64_t ways);
static int practice_candidates_racks(struct practice_candidates *c,
    const struct lexicon *lex, size_t length, enum practice_error *error);
static int practice_candidate_hook(const tile_t *word, size_t n, void *arg);
static int practice_candidate_compare(const void *a, const void *b);
static int practice_candidate_key_compare(const void *a, const void *b);
static void practice_candidates_draw(struct practice_candidates *c,
    uint64_t seed);
static int practice_quiz_add_ahead(struct practice_quiz *quiz,
    const struct lexicon *lex, const struct practice_schedule *sched,
    const struct practice_quiz_options *o);
static int practice_quiz_add_new(struct practice_quiz *quiz,
    const struct lexicon *lex, const struct practice_schedule *sched,
    const struct practice_quiz_options *o, enum practice_error *error);
static size_t practice_answer_find(const struct practice_answer *list,
    size_t n, const tile_t *tiles, size_t len);
static void practice_judge_token(const struct practice_question *q,
    const char *token, size_t len, struct practice_verdict *v,
    unsigned char *given);
static void practice_judge_tiles(const struct practice_question *q,
    const tile_t *tiles, size_t n, struct practice_verdict *v,
    unsigned char *given);

/* Whether a rack or word of n tiles belongs to this quiz. */
static int
practice_length_fits(const struct practice_quiz_options *o, size_t n)
{
	if (o->kind == PRACTICE_HOOKS && o->length == 0)
		return n >= PRACTICE_HOOK_MIN && n <= PRACTICE_HOOK_MAX;
	return n == o->length;
}

/* Whether the quiz asks this key already. */
static int
practice_quiz_has(const struct practice_quiz *quiz, const char *key)
{
	for (size_t i = 0; i < quiz->n; i++)
		if (strcmp(quiz->questions[i].key, key) == 0)
			return 1;
	return 0;
}

/* The items the schedule has due, most overdue first; 0 or -1. */
static int
practice_quiz_add_due(struct practice_quiz *quiz,
    const struct lexicon *lex, const struct practice_schedule *sched,
    const struct practice_quiz_options *o)
{
	const struct practice_item **due;
	size_t n_due;

	if (sched == NULL)
		return 0;
	n_due = practice_schedule_due(sched, o->kind, o->now, NULL, 0);
	if (n_due == 0)
		return 0;
	due = xcalloc(n_due, sizeof *due);
	practice_schedule_due(sched, o->kind, o->now, due, n_due);
	for (size_t i = 0; i < n_due && quiz->n < quiz->size; i++) {
		struct practice_question *q = &quiz->questions[quiz->n];
		enum practice_error error;

		/* A key from another lexicon or length is left for later. */
		if (practice_question_from_key(lex, o->kind, due[i]->key, q,
		    &error) != 0 || !practice_length_fits(o, q->n) ||
		    (o->kind == PRACTICE_ANAGRAMS && q->n_answers == 0))
			continue;
		q->due = 1;
		quiz->n++;
	}
	free(due);
	return 0;
}

/* Add a candidate. */
static void
practice_candidate_push(struct practice_candidates *c, const tile_t *tiles,
    size_t n, enum practice_side side, uint64_t ways)
{
	struct practice_candidate *item;

	if (c->n == c->size) {
		size_t size = c->size ? 2 * c->size : 1024;
		struct practice_candidate *items = xreallocarray(c->items, size,
		    sizeof *items);

		c->items = items;
		c->size = size;
	}
	item = &c->items[c->n++];
	memset(item, 0, sizeof *item);
	memcpy(item->tiles, tiles, n);
	item->n = (uint8_t)n;
	item->side = (uint8_t)side;
	item->ways = ways;
}

/* The racks of a length, likeliest first; 0 or -1. */
static int
practice_candidates_racks(struct practice_candidates *c,
    const struct lexicon *lex, size_t length, enum practice_error *error)
{
	struct practice_racks *racks;
	tile_t tiles[PRACTICE_RACK_MAX];
	uint64_t ways;

	if (practice_racks_create(lex, length, &racks, error) != 0)
		return -1;
	for (size_t i = 0; i < practice_racks_count(racks); i++) {
		size_t n = practice_racks_get(racks, i, tiles, &ways);

		practice_candidate_push(c, tiles, n, PRACTICE_NO_SIDE, ways);
	}
	practice_racks_free(racks);
	return 0;
}

/* Both hook questions about a short word. */
static int
practice_candidate_hook(const tile_t *word, size_t n, void *arg)
{
	struct practice_candidates *c = arg;
	uint64_t ways = practice_rack_ways(word, n);

	practice_candidate_push(c, word, n, PRACTICE_FRONT, ways);
	practice_candidate_push(c, word, n, PRACTICE_BACK, ways);
	return 0;
}

/*
 * Shorter first (the two-tile words before the three-tile ones), then
 * likeliest first, then tile order, front before back.
 */
static int
practice_candidate_compare(const void *a, const void *b)
{
	const struct practice_candidate *x = a, *y = b;
	int d;

	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	if (x->ways != y->ways)
		return x->ways > y->ways ? -1 : 1;
	if ((d = memcmp(x->tiles, y->tiles, x->n)) != 0)
		return d;
	return (int)x->side - (int)y->side;
}

/* The draw's order: smallest key first, ties as above. */
static int
practice_candidate_key_compare(const void *a, const void *b)
{
	const struct practice_candidate *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return practice_candidate_compare(a, b);
}

/* Order the candidates as a seeded weighted draw would deal them. */
static void
practice_candidates_draw(struct practice_candidates *c, uint64_t seed)
{
	struct rng rng;

	rng_seed(&rng, seed);
	for (size_t i = 0; i < c->n; i++) {
		/* 1 - u is in (0, 1]: the log is finite. */
		double e = -log(1.0 - rng_unit(&rng));

		c->items[i].key = e / (double)c->items[i].ways;
	}
	qsort(c->items, c->n, sizeof *c->items,
	    practice_candidate_key_compare);
}

/* Items never asked, likeliest first or drawn; 0 or -1. */
static int
practice_quiz_add_new(struct practice_quiz *quiz, const struct lexicon *lex,
    const struct practice_schedule *sched,
    const struct practice_quiz_options *o, enum practice_error *error)
{
	struct practice_candidates c = { NULL, 0, 0 };
	int rc = 0;

	if (o->kind == PRACTICE_ANAGRAMS)
		rc = practice_candidates_racks(&c, lex, o->length, error);
	else if (practice_short_words(lex, o->length,
	    practice_candidate_hook, &c) != 0) {
		*error = PRACTICE_ERR_LENGTH;
		rc = -1;
	}
	if (rc == 0 && c.n != 0) {
		qsort(c.items, c.n, sizeof *c.items,
		    practice_candidate_compare);
		if (o->seeded)
			practice_candidates_draw(&c, o->seed);
	}
	for (size_t i = 0; rc == 0 && i < c.n && quiz->n < quiz->size; i++) {
		struct practice_question *q = &quiz->questions[quiz->n];
		const struct practice_candidate *item = &c.items[i];

		if (o->kind == PRACTICE_ANAGRAMS)
			rc = practice_rack_question(lex, item->tiles, item->n,
			    q, error);
		else
			rc = practice_hook_question(lex, item->tiles, item->n,
			    (enum practice_side)item->side, q, error);
		if (rc == 0 && (sched == NULL || practice_schedule_find(sched,
		    o->kind, q->key) == NULL) && !practice_quiz_has(quiz,
		    q->key))
			quiz->n++;
	}
	free(c.items);
	return rc;
}

/*
 * When nothing new is left, the items not due yet, soonest first: a
 * player who has seen every rack reviews ahead rather than not at all.
 */
static int
practice_quiz_add_ahead(struct practice_quiz *quiz,
    const struct lexicon *lex, const struct practice_schedule *sched,
    const struct practice_quiz_options *o)
{
	size_t n = practice_schedule_count(sched), m = 0;
	const struct practice_item **items;

	if (n == 0)
		return 0;
	items = xcalloc(n, sizeof *items);
	for (size_t i = 0; i < n; i++) {
		const struct practice_item *item =
		    practice_schedule_item(sched, i);

		if (item->kind == o->kind && !practice_quiz_has(quiz,
		    item->key))
			items[m++] = item;
	}
	qsort(items, m, sizeof *items, practice_item_due_compare);
	for (size_t i = 0; i < m && quiz->n < quiz->size; i++) {
		struct practice_question *q = &quiz->questions[quiz->n];
		enum practice_error error;

		if (practice_question_from_key(lex, o->kind, items[i]->key, q,
		    &error) == 0 && practice_length_fits(o, q->n) &&
		    (o->kind != PRACTICE_ANAGRAMS || q->n_answers != 0))
			quiz->n++;
	}
	free(items);
	return 0;
}

int
practice_quiz_create(const struct lexicon *lex,
    const struct practice_schedule *sched,
    const struct practice_quiz_options *options, struct practice_quiz **quizp,
    enum practice_error *error)
{
	struct practice_quiz_options o = *options;
	struct practice_quiz *quiz;

	*quizp = NULL;
	if (o.kind != PRACTICE_ANAGRAMS && o.kind != PRACTICE_HOOKS) {
		*error = PRACTICE_ERR_KIND;
		return -1;
	}
	if (o.kind == PRACTICE_ANAGRAMS && o.length == 0)
		o.length = PRACTICE_RACK_DEFAULT;
	if (o.count == 0)
		o.count = PRACTICE_COUNT_DEFAULT;
	if ((o.kind == PRACTICE_ANAGRAMS && (o.length < PRACTICE_RACK_MIN ||
	    o.length > PRACTICE_RACK_MAX)) || (o.kind == PRACTICE_HOOKS &&
	    o.length != 0 && (o.length < PRACTICE_HOOK_MIN ||
	    o.length > PRACTICE_HOOK_MAX))) {
		*error = PRACTICE_ERR_LENGTH;
		return -1;
	}
	quiz = xcalloc(1, sizeof *quiz);
	quiz->questions = xcalloc(o.count, sizeof *quiz->questions);
	quiz->size = o.count;
	practice_quiz_add_due(quiz, lex, sched, &o);
	if (quiz->n < quiz->size &&
	    practice_quiz_add_new(quiz, lex, sched, &o, error) != 0) {
		practice_quiz_free(quiz);
		return -1;
	}
	if (quiz->n < quiz->size && sched != NULL)
		practice_quiz_add_ahead(quiz, lex, sched, &o);
	if (quiz->n == 0) {
		practice_quiz_free(quiz);
		*error = PRACTICE_ERR_NO_ITEMS;
		return -1;
	}
	*quizp = quiz;
	*error = PRACTICE_OK;
	return 0;
}

void
practice_quiz_free(struct practice_quiz *quiz)
{
	if (quiz == NULL)
		return;
	free(quiz->questions);
	free(quiz);
}

size_t
practice_quiz_count(const struct practice_quiz *quiz)
{
	return quiz->n;
}

const struct practice_question *
practice_quiz_question(const struct practice_quiz *quiz, size_t i)
{
	return &quiz->questions[i];
}

/* The index of tiles[0..len) among list[0..n), or n. */
static size_t
practice_answer_find(const struct practice_answer *list, size_t n,
    const tile_t *tiles, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (list[i].n == len && memcmp(list[i].tiles, tiles, len) == 0)
			return i;
	return n;
}

/* Count one given answer: right (once), or wrong (once). */
static void
practice_judge_tiles(const struct practice_question *q, const tile_t *tiles,
    size_t n, struct practice_verdict *v, unsigned char *given)
{
	size_t i = practice_answer_find(q->answers, q->n_answers, tiles, n);

	if (i < q->n_answers) {
		given[i] = 1;
		return;
	}
	if (practice_answer_find(v->wrong, v->n_wrong, tiles, n) < v->n_wrong ||
	    v->n_wrong == PRACTICE_ANSWERS_MAX || n > PRACTICE_ANSWER_TILES)
		return;
	memcpy(v->wrong[v->n_wrong].tiles, tiles, n);
	v->wrong[v->n_wrong++].n = (uint8_t)n;
}

/*
 * One word of an answer line.  An anagram read with ch as the digraph
 * that is no answer is read again with only [CH] as the digraph, so that
 * a word spelled C+H on the rack is found either way.
 */
static void
practice_judge_token(const struct practice_question *q, const char *token,
    size_t len, struct practice_verdict *v, unsigned char *given)
{
	tile_t tiles[TILES_MAX_WORD];
	struct tiles_failure failure;
	int n;

	if (len == 1 && token[0] == '-')
		return;
	n = tiles_parse(token, len, TILES_MODE_WORD, tiles, TILES_MAX_WORD,
	    &failure);
	if (n <= 0) {
		v->n_unreadable++;
		return;
	}
	for (int i = 0; i < n; i++)
		tiles[i] = tile_letter(tiles[i]);
	if (q->kind == PRACTICE_HOOKS) {
		for (int i = 0; i < n; i++)
			practice_judge_tiles(q, &tiles[i], 1, v, given);
		return;
	}
	if (practice_answer_find(q->answers, q->n_answers, tiles, (size_t)n) ==
	    q->n_answers) {
		tile_t plain[TILES_MAX_WORD];
		int m = tiles_parse(token, len, TILES_MODE_RECORD, plain,
		    TILES_MAX_WORD, &failure);

		for (int i = 0; i < m; i++)
			plain[i] = tile_letter(plain[i]);
		if (m > 0 && practice_answer_find(q->answers, q->n_answers,
		    plain, (size_t)m) < q->n_answers) {
			memcpy(tiles, plain, (size_t)m);
			n = m;
		}
	}
	practice_judge_tiles(q, tiles, (size_t)n, v, given);
}

void
practice_judge(const struct practice_question *q, const char *line,
    size_t len, struct practice_verdict *v)
{
	unsigned char given[PRACTICE_ANSWERS_MAX] = { 0 };
	size_t pos = 0;

	memset(v, 0, sizeof *v);
	while (pos < len) {
		size_t start, end;

		while (pos < len && strchr(PRACTICE_SEPARATORS, line[pos]) !=
		    NULL && line[pos] != '\0')
			pos++;
		start = pos;
		while (pos < len && (line[pos] == '\0' ||
		    strchr(PRACTICE_SEPARATORS, line[pos]) == NULL))
			pos++;
		end = pos;
		if (end > start)
			practice_judge_token(q, line + start, end - start, v,
			    given);
	}
	for (size_t i = 0; i < q->n_answers; i++) {
		if (given[i])
			v->right[v->n_right++] = q->answers[i];
		else
			v->missed[v->n_missed++] = q->answers[i];
	}
	v->correct = v->n_missed == 0 && v->n_wrong == 0 &&
	    v->n_unreadable == 0;
}
