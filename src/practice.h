/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Practice: word study and rack drills, and the schedule that brings back
 * what a player missed.  No curses, no gettext: the front ends (fichas
 * practice, the practice screen) word the questions, verdicts and errors.
 *
 * Drills (enum practice_kind):
 *
 *   anagrams  a rack of 2..8 tiles; the answers are the words of the
 *             lexicon that use every tile of it (lexicon_anagrams() keeps
 *             digraphs whole: a rack with CH makes words with the CH tile,
 *             never C+H).  Racks are ordered by their probability of being
 *             the first N tiles drawn from a full bag of the 100 FISE
 *             tiles (art. 10; blanks included in the bag).  Quiz racks
 *             hold no blank: a rack with a blank has too many answers to
 *             type, and its probability is still counted in the bag's.
 *             A rack no real bag can give (two Z) is never asked.
 *   hooks     a two- or three-tile word and a side: the answers are the
 *             tiles that make a word placed before it (front) or after it
 *             (back), lexicon_hooks().  None is a valid answer.
 *   puzzles   a position and the best move (src/puzzle.h); this module
 *             only keeps their schedule, under keys the puzzle code gives.
 *
 * Probability.  A full bag holds c_t tiles of each kind t (tile_count(),
 * blanks included, 100 in all).  The first N tiles drawn hold exactly the
 * multiset m (m_t of each t) with probability
 *
 *     P(m) = prod_t C(c_t, m_t) / C(100, N)
 *
 * (a multivariate hypergeometric law: every N-subset of the 100 tiles is
 * equally likely).  The numerator, the rack's "ways", is an exact integer
 * (at most C(100, 8) < 2^38), so racks are ordered exactly; ties go in
 * tile order.
 *
 * The schedule is a Leitner system with PRACTICE_BOXES boxes.  A new item
 * enters box 1.  Answered right, an item moves up a box and is due
 * practice_interval(box) days later; missed, it goes back to box 1 and is
 * due again the same day, so the next session asks it first.  The
 * schedule also counts, per day and per drill, the questions asked and
 * answered right (the last PRACTICE_DAYS_KEPT days).  Days are local
 * calendar days numbered from 1970-01-01 (practice_day()).
 *
 * The file is $XDG_DATA_HOME/fichas/practice (~/.local/share/fichas/
 * practice), UTF-8 text, fields separated by single spaces:
 *
 *	fichas-practice 1
 *	item anagrams 2 20430 20428 3 2 AAEEIOS
 *	item hooks 1 20429 20429 1 0 front:ÑU
 *	day 20429 anagrams 12 9
 *
 * "item KIND BOX DUE LAST ASKED RIGHT KEY" and "day DAY KIND ASKED RIGHT";
 * the key is last and has no space or control character.  Lines starting
 * with '#' and empty lines are skipped.  A line that does not read (cut
 * short, a bad number, an unknown drill) is skipped and counted, never
 * fatal: the rest of the schedule loads.  A first line other than the
 * header means the file is not a schedule (or one of a newer version): it
 * is refused, and the front end then leaves it alone.  The file is written
 * whole through fileio_write() and read through infile_read() with a
 * PRACTICE_FILE_MAX limit.
 *
 * Keys: anagrams, the rack in record spelling and tile order ("[CH]AO",
 * practice_rack_key()); hooks, "front:" or "back:" and the word in record
 * spelling ("front:ÑU"); puzzles, whatever stable text the puzzle code
 * chooses (1..PRACTICE_KEY_MAX-1 bytes, no space or control character).
 */
#ifndef FICHAS_PRACTICE_H
#define FICHAS_PRACTICE_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

#include "tiles.h"

struct lexicon;

#define PRACTICE_VERSION	1
#define PRACTICE_RACK_MIN	2	/* tiles of the shortest quiz rack */
#define PRACTICE_RACK_MAX	8	/* tiles of the longest quiz rack */
#define PRACTICE_RACK_DEFAULT	7
#define PRACTICE_HOOK_MIN	2	/* the short words hooked: 2 or 3 tiles */
#define PRACTICE_HOOK_MAX	3
#define PRACTICE_ANSWER_TILES	PRACTICE_RACK_MAX /* tiles of an answer */
#define PRACTICE_ANSWERS_MAX	64	/* answers a question holds, at most */
#define PRACTICE_KEY_MAX	64	/* bytes of a key, NUL included */
#define PRACTICE_BOXES		5	/* Leitner boxes, 1..PRACTICE_BOXES */
#define PRACTICE_DAYS_KEPT	120	/* days of counts a schedule keeps */
#define PRACTICE_FILE_MAX	((size_t)4 << 20) /* bytes of a schedule file */
#define PRACTICE_COUNT_DEFAULT	10	/* questions in a quiz */

/* The drills.  Their names in the file: practice_kind_id(). */
enum practice_kind {
	PRACTICE_ANAGRAMS = 0,
	PRACTICE_HOOKS,
	PRACTICE_PUZZLES,
	PRACTICE_KINDS
};

/* Which side of a word a hook goes. */
enum practice_side {
	PRACTICE_NO_SIDE = 0,	/* anagrams */
	PRACTICE_FRONT,		/* the tile goes before the word */
	PRACTICE_BACK		/* the tile goes after it */
};

/* Why something failed. */
enum practice_error {
	PRACTICE_OK = 0,
	PRACTICE_ERR_LENGTH,	/* a rack or word length out of range */
	PRACTICE_ERR_KIND,	/* a drill this call does not handle */
	PRACTICE_ERR_NO_ITEMS,	/* the lexicon gives no question */
	PRACTICE_ERR_KEY,	/* an empty or too long key, or a space in it */
	PRACTICE_ERR_NO_HOME,	/* neither XDG_DATA_HOME nor HOME */
	PRACTICE_ERR_READ,	/* reading failed: infile failure in the report */
	PRACTICE_ERR_NOT_SCHEDULE, /* no "fichas-practice 1" first line */
	PRACTICE_ERR_WRITE,	/* fileio_write() failed: errnum */
	PRACTICE_ERR_NOT_REGULAR /* the target is a FIFO, device... */
};

/* One answer: a word (anagrams) or a single tile (hooks). */
struct practice_answer {
	tile_t tiles[PRACTICE_ANSWER_TILES];
	uint8_t n;
};

/* A question of a quiz, with everything needed to judge it. */
struct practice_question {
	enum practice_kind kind;
	enum practice_side side;
	tile_t tiles[PRACTICE_RACK_MAX]; /* the rack (tile order), or the word */
	size_t n;
	uint64_t ways;		/* anagrams: prod C(c_t, m_t), see above */
	double probability;	/* ways / C(100, n) */
	/* The right answers in tile order (hooks: single tiles). */
	struct practice_answer answers[PRACTICE_ANSWERS_MAX];
	size_t n_answers;
	char key[PRACTICE_KEY_MAX]; /* its schedule key */
	int due;		/* 1: brought back by the schedule, 0: new */
};

/* How an answer line was judged (practice_judge()). */
struct practice_verdict {
	struct practice_answer right[PRACTICE_ANSWERS_MAX];  /* given, right */
	size_t n_right;
	struct practice_answer wrong[PRACTICE_ANSWERS_MAX];  /* given, wrong */
	size_t n_wrong;
	struct practice_answer missed[PRACTICE_ANSWERS_MAX]; /* not given */
	size_t n_missed;
	size_t n_unreadable;	/* words that are not tiles (a K, a digit) */
	int correct;		/* every answer given and nothing wrong */
};

/* One item of the schedule. */
struct practice_item {
	enum practice_kind kind;
	char key[PRACTICE_KEY_MAX];
	int box;		/* 1..PRACTICE_BOXES */
	int due;		/* the day it is next asked */
	int last;		/* the day it was last asked */
	unsigned asked;		/* times asked */
	unsigned right;		/* times answered right */
};

/* Questions asked and answered right: one day, or a sum of days. */
struct practice_tally {
	unsigned asked;
	unsigned right;
};

/* A drill's state at a glance, for the practice summary. */
struct practice_summary {
	struct practice_tally today;
	struct practice_tally total;	/* over the days kept */
	size_t items;			/* items the schedule knows */
	size_t due;			/* of those, due today or before */
	size_t boxes[PRACTICE_BOXES];	/* items in each box, box 1 first */
};

/* What loading a schedule met. */
struct practice_load_report {
	enum practice_error error;	/* PRACTICE_OK when it loaded */
	int errnum;			/* errno for PRACTICE_ERR_READ */
	int infile_error;		/* enum infile_error for ERR_READ */
	size_t bad_lines;		/* lines skipped as unreadable */
	size_t first_bad_line;		/* the first of them (1-based), 0 */
	int missing;			/* there was no file yet */
};

struct practice_racks;
struct practice_schedule;
struct practice_quiz;

/* -- drills and their names ------------------------------------------ */

/* The drill's name in the file and on the command line: "anagrams". */
const char *practice_kind_id(enum practice_kind kind);
/* The drill a name gives, or -1. */
int practice_kind_from_id(const char *id);

/* -- probability ------------------------------------------------------ */

/* The binomial coefficient C(n, k), 0 when k < 0 or k > n; exact for
 * n <= 100 and k <= 14 (or n - k <= 14), far more than a rack needs. */
uint64_t practice_binomial(int n, int k);
/*
 * prod_t C(c_t, m_t) for the multiset of tiles[0..n): how many n-subsets
 * of a full bag hold exactly these tiles.  Blanks are TILE_BLANK; blank
 * flags are ignored.  0 when the bag cannot give them (three Z).
 */
uint64_t practice_rack_ways(const tile_t *tiles, size_t n);
/* C(100, n): every n-subset of the bag.  0 when n > TILES_TOTAL. */
uint64_t practice_draws(size_t n);
/* practice_rack_ways() / practice_draws(): the chance the bag's first n
 * tiles are these, in any order. */
double practice_rack_probability(const tile_t *tiles, size_t n);
/*
 * A rack's schedule key: its tiles sorted (tile order) in record spelling,
 * "[CH]AO".  Writes a NUL-terminated string of at most size bytes.
 */
void practice_rack_key(const tile_t *tiles, size_t n, char *key,
    size_t size);

/* -- racks by probability --------------------------------------------- */

/*
 * Every blank-free rack of length tiles (PRACTICE_RACK_MIN..MAX) that
 * makes at least one word with all its tiles and that a bag can give,
 * likeliest first (ties in tile order).  Walks the whole lexicon once.
 * Returns 0 and sets *racksp, or -1 with *error (ERR_LENGTH).
 */
int practice_racks_create(const struct lexicon *lex, size_t length,
    struct practice_racks **racksp, enum practice_error *error);
/* Release a rack list; NULL is a no-op. */
void practice_racks_free(struct practice_racks *racks);
/* How many racks the list holds. */
size_t practice_racks_count(const struct practice_racks *racks);
/*
 * Rack i (0: the likeliest): its tiles, in tile order, into
 * tiles[0..length) and its ways (exact numerator of its probability).
 */
size_t practice_racks_get(const struct practice_racks *racks, size_t i,
    tile_t tiles[PRACTICE_RACK_MAX], uint64_t *ways);
/*
 * The words that use every tile of a rack (no blank on it), in tile
 * order, into answers[0..max); returns how many there are in all (more
 * than max when some did not fit).
 */
size_t practice_rack_words(const struct lexicon *lex, const tile_t *tiles,
    size_t n, struct practice_answer *answers, size_t max);

/* -- short words and hooks -------------------------------------------- */

/*
 * Call cb for each word of 2..3 tiles (length 0) or of exactly length
 * tiles (2 or 3), in tile order.  Returns 0, or the callback's non-zero
 * value that stopped the walk, or -1 for a bad length.
 */
int practice_short_words(const struct lexicon *lex, size_t length,
    int (*cb)(const tile_t *word, size_t n, void *arg), void *arg);
/*
 * The hook question about word[0..n) on one side: its answers (the tiles
 * that make a word there, lexicon_hooks()), its key ("front:ÑU") and the
 * word's ways in the bag.  0, or -1 with *error for a bad side or length.
 */
int practice_hook_question(const struct lexicon *lex, const tile_t *word,
    size_t n, enum practice_side side, struct practice_question *q,
    enum practice_error *error);
/* The anagram question about a rack: answers, key, ways, probability. */
int practice_rack_question(const struct lexicon *lex, const tile_t *tiles,
    size_t n, struct practice_question *q, enum practice_error *error);
/* The question a schedule key names (anagrams and hooks); 0 or -1. */
int practice_question_from_key(const struct lexicon *lex,
    enum practice_kind kind, const char *key, struct practice_question *q,
    enum practice_error *error);

/* -- quizzes and answers ---------------------------------------------- */

/* What a quiz asks. */
struct practice_quiz_options {
	enum practice_kind kind;	/* PRACTICE_ANAGRAMS or PRACTICE_HOOKS */
	size_t length;	/* anagrams: 2..8 tiles, 0: PRACTICE_RACK_DEFAULT;
			   hooks: words of 2 or 3 tiles, 0: both */
	size_t count;	/* questions, 0: PRACTICE_COUNT_DEFAULT */
	int seeded;	/* 0: new items likeliest first; 1: drawn at random */
	uint64_t seed;	/* the draw's seed (src/rng.h) when seeded */
	time_t now;	/* the clock, for what the schedule says is due */
};

/*
 * A quiz: first the items of that drill (and length) the schedule has
 * due, most overdue first; then items never asked, likeliest first (for
 * hooks, the two-tile words before the three-tile ones), or when seeded
 * drawn at random in proportion to their probability (as a bag would
 * give them, without repeats); when every item has been asked, the
 * items not due yet, soonest first (reviewing ahead).  sched may be
 * NULL (no item due).  Returns 0 and sets *quizp, or -1 with *error.
 */
int practice_quiz_create(const struct lexicon *lex,
    const struct practice_schedule *sched,
    const struct practice_quiz_options *options, struct practice_quiz **quizp,
    enum practice_error *error);
/* Release a quiz; NULL is a no-op. */
void practice_quiz_free(struct practice_quiz *quiz);
/* How many questions the quiz holds (fewer than asked when few exist). */
size_t practice_quiz_count(const struct practice_quiz *quiz);
/* Question i, 0-based. */
const struct practice_question *practice_quiz_question(
    const struct practice_quiz *quiz, size_t i);

/*
 * Judge an answer line: anagrams, words separated by spaces or commas
 * (written as fichas anagram reads them: CH or [CH] is the digraph);
 * hooks, tiles with or without spaces ("A E", "AE", "CH"; "-" or nothing
 * for none).  Repeated answers count once.  Fills *verdict.
 */
void practice_judge(const struct practice_question *q, const char *line,
    size_t len, struct practice_verdict *verdict);

/* -- the schedule ----------------------------------------------------- */

/* The local calendar day of a time: days since 1970-01-01. */
int practice_day(time_t now);
/* Days an item of this box waits after a right answer: 1, 2, 4, 8, 16. */
int practice_interval(int box);

/* An empty schedule. */
struct practice_schedule *practice_schedule_create(void);
/* Release a schedule; NULL is a no-op. */
void practice_schedule_free(struct practice_schedule *sched);
/*
 * The default file, $XDG_DATA_HOME/fichas/practice; malloc'd, NULL
 * without XDG_DATA_HOME or HOME.
 */
char *practice_schedule_path(void);
/*
 * Read a schedule from text (see the format above).  Always returns a
 * schedule; *report says what was skipped, or
 * PRACTICE_ERR_NOT_SCHEDULE with an empty schedule.
 */
struct practice_schedule *practice_schedule_parse(const char *data,
    size_t len, struct practice_load_report *report);
/*
 * Load path: a missing file is an empty schedule (report->missing).  0 and
 * *schedp set, possibly with bad lines counted in *report; -1 when the
 * file could not be read or is not a schedule (*schedp is then an empty
 * schedule all the same, which should not be saved over the file).
 */
int practice_schedule_load(const char *path,
    struct practice_schedule **schedp, struct practice_load_report *report);
/* The schedule as text, malloc'd, *len bytes (NUL after). */
char *practice_schedule_format(const struct practice_schedule *sched,
    size_t *len);
/*
 * Write the schedule to path atomically, creating its directory; 0, or -1
 * with *error (ERR_WRITE with *errnum, ERR_NOT_REGULAR).
 */
int practice_schedule_save(const struct practice_schedule *sched,
    const char *path, enum practice_error *error, int *errnum);

/*
 * Record an answer to an item (created in box 1 when new): right moves it
 * up a box, due practice_interval() days later; wrong puts it back in box
 * 1, due today.  Counts it in today's tally.  0, or -1 for a bad key.
 */
int practice_schedule_record(struct practice_schedule *sched,
    enum practice_kind kind, const char *key, int right, time_t now);
/* The item of that drill and key, or NULL when never asked. */
const struct practice_item *practice_schedule_find(
    const struct practice_schedule *sched, enum practice_kind kind,
    const char *key);
/* How many items the schedule holds (all drills). */
size_t practice_schedule_count(const struct practice_schedule *sched);
/* Item i of the schedule (any order), 0-based. */
const struct practice_item *practice_schedule_item(
    const struct practice_schedule *sched, size_t i);
/*
 * The items of a drill due on the day of now or before, most overdue
 * first (then lower box, then key), up to max of them into items[];
 * returns how many are due in all.  The pointers last until the schedule
 * changes.
 */
size_t practice_schedule_due(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, const struct practice_item **items,
    size_t max);
/*
 * The word an answer makes, into word (room for PRACTICE_RACK_MAX + 1
 * tiles): an anagram's own tiles; for a hook, the tile with the
 * question's word on its side.  Returns its length.
 */
size_t practice_answer_word(const struct practice_question *q,
    const struct practice_answer *a, tile_t *word);
/*
 * qsort() order of pointers to items: the soonest due first, then the
 * lower box, then the key.
 */
int practice_item_due_compare(const void *a, const void *b);
/* A drill's summary as of now: today's tally, totals, due items, boxes. */
void practice_schedule_summary(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, struct practice_summary *summary);
/*
 * A drill's tally for each of n days ending with the day of now (the
 * oldest first, today at tally[n - 1]), for a chart over the last weeks.
 */
void practice_schedule_days(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, struct practice_tally *tally,
    size_t n);

#endif
