/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datapath.h"
#include "fileio.h"
#include "infile.h"
#include "practice.h"
#include "xmalloc.h"

/*
 * The spaced-repetition schedule (see practice.h for the Leitner boxes
 * and the file).  Items are kept sorted by drill and key, for a binary
 * search; the day tallies by day and drill.
 */

#define PRACTICE_HEADER		"fichas-practice"
#define PRACTICE_DAY_MAX	10000000	/* far beyond any calendar */
#define PRACTICE_COUNT_MAX	100000000u	/* answers of one item or day */

/* One day's tally of one drill. */
struct practice_day_entry {
	int day;
	enum practice_kind kind;
	struct practice_tally tally;
};

struct practice_schedule {
	struct practice_item *items;
	size_t n_items;
	size_t size_items;
	struct practice_day_entry *days;
	size_t n_days;
	size_t size_days;
};

static const char *practice_kind_ids[PRACTICE_KINDS] = {
	"anagrams", "hooks", "puzzles"
};

static int practice_item_compare(const void *a, const void *b);
static int practice_day_compare(const void *a, const void *b);
static int practice_key_valid(const char *key);
static size_t practice_item_slot(const struct practice_schedule *sched,
    enum practice_kind kind, const char *key, int *found);
static struct practice_item *practice_item_insert(
    struct practice_schedule *sched, enum practice_kind kind,
    const char *key);
static struct practice_day_entry *practice_day_get(
    struct practice_schedule *sched, int day, enum practice_kind kind);
static void practice_days_prune(struct practice_schedule *sched, int today);
static int practice_field_int(char **cursor, long long lo, long long hi,
    long long *value);
static char *practice_field(char **cursor);
static int practice_parse_item(struct practice_schedule *sched, char *rest);
static int practice_parse_day(struct practice_schedule *sched, char *rest);
static int practice_parse_line(struct practice_schedule *sched, char *line);
static long long practice_days_from_civil(long long y, unsigned m,
    unsigned d);

const char *
practice_kind_id(enum practice_kind kind)
{
	if ((int)kind < 0 || kind >= PRACTICE_KINDS)
		return "?";
	return practice_kind_ids[kind];
}

int
practice_kind_from_id(const char *id)
{
	for (int k = 0; k < PRACTICE_KINDS; k++)
		if (strcmp(id, practice_kind_ids[k]) == 0)
			return k;
	return -1;
}

/* Items by drill, then key (bytes). */
static int
practice_item_compare(const void *a, const void *b)
{
	const struct practice_item *x = a, *y = b;

	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* Day tallies by day, then drill. */
static int
practice_day_compare(const void *a, const void *b)
{
	const struct practice_day_entry *x = a, *y = b;

	if (x->day != y->day)
		return x->day < y->day ? -1 : 1;
	return (int)x->kind - (int)y->kind;
}

int
practice_item_due_compare(const void *a, const void *b)
{
	const struct practice_item *x = *(const struct practice_item *const *)a;
	const struct practice_item *y = *(const struct practice_item *const *)b;

	if (x->due != y->due)
		return x->due < y->due ? -1 : 1;
	if (x->box != y->box)
		return x->box < y->box ? -1 : 1;
	return strcmp(x->key, y->key);
}

/* 1..PRACTICE_KEY_MAX-1 bytes, none a space or a control character. */
static int
practice_key_valid(const char *key)
{
	size_t len = strlen(key);

	if (len == 0 || len >= PRACTICE_KEY_MAX)
		return 0;
	for (size_t i = 0; i < len; i++)
		if ((unsigned char)key[i] <= ' ' || key[i] == 0x7f)
			return 0;
	return 1;
}

int
practice_day(time_t now)
{
	struct tm tm;

	if (localtime_r(&now, &tm) == NULL)
		return (int)(now / 86400);
	return (int)practice_days_from_civil(tm.tm_year + 1900LL,
	    (unsigned)tm.tm_mon + 1, (unsigned)tm.tm_mday);
}

/* Days from 1970-01-01 to y-m-d, proleptic Gregorian (H. Hinnant). */
static long long
practice_days_from_civil(long long y, unsigned m, unsigned d)
{
	long long era;
	unsigned yoe, doy, doe;

	y -= m <= 2;
	era = (y >= 0 ? y : y - 399) / 400;
	yoe = (unsigned)(y - era * 400);
	doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
	doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
	return era * 146097 + (long long)doe - 719468;
}

int
practice_interval(int box)
{
	if (box < 1)
		box = 1;
	if (box > PRACTICE_BOXES)
		box = PRACTICE_BOXES;
	return 1 << (box - 1);
}

struct practice_schedule *
practice_schedule_create(void)
{
	return xcalloc(1, sizeof (struct practice_schedule));
}

void
practice_schedule_free(struct practice_schedule *sched)
{
	if (sched == NULL)
		return;
	free(sched->items);
	free(sched->days);
	free(sched);
}

char *
practice_schedule_path(void)
{
	return datapath_xdg("XDG_DATA_HOME", ".local/share", "fichas/practice");
}

/* Where an item is or would go; *found says which. */
static size_t
practice_item_slot(const struct practice_schedule *sched,
    enum practice_kind kind, const char *key, int *found)
{
	size_t lo = 0, hi = sched->n_items;
	struct practice_item probe;

	probe.kind = kind;
	snprintf(probe.key, sizeof probe.key, "%s", key);
	*found = 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int d = practice_item_compare(&probe, &sched->items[mid]);

		if (d == 0) {
			*found = 1;
			return mid;
		}
		if (d < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

/* A new item in box 1, or NULL when it is there already. */
static struct practice_item *
practice_item_insert(struct practice_schedule *sched,
    enum practice_kind kind, const char *key)
{
	int found;
	size_t at = practice_item_slot(sched, kind, key, &found);
	struct practice_item *item;

	if (found)
		return NULL;
	if (sched->n_items == sched->size_items) {
		size_t size = sched->size_items ? 2 * sched->size_items : 64;
		struct practice_item *items = xreallocarray(sched->items, size,
		    sizeof *items);

		sched->items = items;
		sched->size_items = size;
	}
	memmove(&sched->items[at + 1], &sched->items[at],
	    (sched->n_items - at) * sizeof *sched->items);
	sched->n_items++;
	item = &sched->items[at];
	memset(item, 0, sizeof *item);
	item->kind = kind;
	snprintf(item->key, sizeof item->key, "%s", key);
	item->box = 1;
	return item;
}

/* The tally of a day and drill, created empty. */
static struct practice_day_entry *
practice_day_get(struct practice_schedule *sched, int day,
    enum practice_kind kind)
{
	struct practice_day_entry probe = { day, kind, { 0, 0 } }, *e;
	size_t at = 0;

	while (at < sched->n_days &&
	    practice_day_compare(&sched->days[at], &probe) < 0)
		at++;
	if (at < sched->n_days &&
	    practice_day_compare(&sched->days[at], &probe) == 0)
		return &sched->days[at];
	if (sched->n_days == sched->size_days) {
		size_t size = sched->size_days ? 2 * sched->size_days : 32;
		struct practice_day_entry *days = xreallocarray(sched->days,
		    size, sizeof *days);

		sched->days = days;
		sched->size_days = size;
	}
	memmove(&sched->days[at + 1], &sched->days[at],
	    (sched->n_days - at) * sizeof *sched->days);
	sched->n_days++;
	e = &sched->days[at];
	*e = probe;
	return e;
}

/* Forget the tallies older than the days kept. */
static void
practice_days_prune(struct practice_schedule *sched, int today)
{
	size_t old = 0;

	while (old < sched->n_days &&
	    sched->days[old].day <= today - PRACTICE_DAYS_KEPT)
		old++;
	if (old == 0)
		return;
	memmove(sched->days, sched->days + old,
	    (sched->n_days - old) * sizeof *sched->days);
	sched->n_days -= old;
}

int
practice_schedule_record(struct practice_schedule *sched,
    enum practice_kind kind, const char *key, int right, time_t now)
{
	int today = practice_day(now), found;
	struct practice_item *item;
	struct practice_day_entry *day;
	size_t at;

	if ((int)kind < 0 || kind >= PRACTICE_KINDS || !practice_key_valid(key))
		return -1;
	at = practice_item_slot(sched, kind, key, &found);
	item = found ? &sched->items[at] :
	    practice_item_insert(sched, kind, key);
	if (item == NULL)
		return -1;
	if (right) {
		if (item->box < PRACTICE_BOXES)
			item->box++;
		item->due = today + practice_interval(item->box);
		if (item->right < PRACTICE_COUNT_MAX)
			item->right++;
	} else {
		item->box = 1;
		item->due = today;
	}
	if (item->asked < PRACTICE_COUNT_MAX)
		item->asked++;
	item->last = today;
	practice_days_prune(sched, today);
	if ((day = practice_day_get(sched, today, kind)) == NULL)
		return -1;
	if (day->tally.asked < PRACTICE_COUNT_MAX) {
		day->tally.asked++;
		if (right)
			day->tally.right++;
	}
	return 0;
}

const struct practice_item *
practice_schedule_find(const struct practice_schedule *sched,
    enum practice_kind kind, const char *key)
{
	int found;
	size_t at = practice_item_slot(sched, kind, key, &found);

	return found ? &sched->items[at] : NULL;
}

size_t
practice_schedule_count(const struct practice_schedule *sched)
{
	return sched->n_items;
}

const struct practice_item *
practice_schedule_item(const struct practice_schedule *sched, size_t i)
{
	return &sched->items[i];
}

size_t
practice_schedule_due(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, const struct practice_item **items,
    size_t max)
{
	const struct practice_item **all;
	int today = practice_day(now);
	size_t n = 0;

	for (size_t i = 0; i < sched->n_items; i++)
		if (sched->items[i].kind == kind &&
		    sched->items[i].due <= today)
			n++;
	if (max == 0 || n == 0)
		return n;
	all = xcalloc(n, sizeof *all);
	n = 0;
	for (size_t i = 0; i < sched->n_items; i++)
		if (sched->items[i].kind == kind &&
		    sched->items[i].due <= today)
			all[n++] = &sched->items[i];
	qsort(all, n, sizeof *all, practice_item_due_compare);
	memcpy(items, all, (n < max ? n : max) * sizeof *items);
	free(all);
	return n;
}

void
practice_schedule_summary(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, struct practice_summary *summary)
{
	int today = practice_day(now);

	memset(summary, 0, sizeof *summary);
	for (size_t i = 0; i < sched->n_items; i++) {
		const struct practice_item *item = &sched->items[i];

		if (item->kind != kind)
			continue;
		summary->items++;
		if (item->due <= today)
			summary->due++;
		summary->boxes[item->box - 1]++;
	}
	for (size_t i = 0; i < sched->n_days; i++) {
		const struct practice_day_entry *e = &sched->days[i];

		if (e->kind != kind || e->day > today ||
		    e->day <= today - PRACTICE_DAYS_KEPT)
			continue;
		summary->total.asked += e->tally.asked;
		summary->total.right += e->tally.right;
		if (e->day == today)
			summary->today = e->tally;
	}
}

void
practice_schedule_days(const struct practice_schedule *sched,
    enum practice_kind kind, time_t now, struct practice_tally *tally,
    size_t n)
{
	int today = practice_day(now);

	memset(tally, 0, n * sizeof *tally);
	for (size_t i = 0; i < sched->n_days; i++) {
		const struct practice_day_entry *e = &sched->days[i];
		long long back = (long long)today - e->day;

		if (e->kind == kind && back >= 0 && (size_t)back < n)
			tally[n - 1 - (size_t)back] = e->tally;
	}
}

/* The next space-separated field of *cursor, NUL-terminated; NULL. */
static char *
practice_field(char **cursor)
{
	char *start = *cursor, *end;

	if (*start == '\0' || *start == ' ')
		return NULL;
	if ((end = strchr(start, ' ')) == NULL) {
		*cursor = start + strlen(start);
		return start;
	}
	*end = '\0';
	*cursor = end + 1;
	return start;
}

/* A decimal field in [lo, hi]: digits only, an optional '-'; 0 or -1. */
static int
practice_field_int(char **cursor, long long lo, long long hi,
    long long *value)
{
	char *text = practice_field(cursor), *p;
	long long v = 0;
	int negative;

	if (text == NULL)
		return -1;
	negative = *text == '-';
	p = text + negative;
	if (*p == '\0' || strlen(p) > 12)
		return -1;
	for (; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return -1;
		v = v * 10 + (*p - '0');
	}
	if (negative)
		v = -v;
	if (v < lo || v > hi)
		return -1;
	*value = v;
	return 0;
}

/* "KIND BOX DUE LAST ASKED RIGHT KEY"; 0 or -1 (the line is bad). */
static int
practice_parse_item(struct practice_schedule *sched, char *rest)
{
	long long box, due, last, asked, right;
	struct practice_item *item;
	char *kind_id = practice_field(&rest), *key;
	int kind;

	if (kind_id == NULL || (kind = practice_kind_from_id(kind_id)) < 0)
		return -1;
	if (practice_field_int(&rest, 1, PRACTICE_BOXES, &box) != 0 ||
	    practice_field_int(&rest, -PRACTICE_DAY_MAX, PRACTICE_DAY_MAX,
	    &due) != 0 ||
	    practice_field_int(&rest, -PRACTICE_DAY_MAX, PRACTICE_DAY_MAX,
	    &last) != 0 ||
	    practice_field_int(&rest, 0, PRACTICE_COUNT_MAX, &asked) != 0 ||
	    practice_field_int(&rest, 0, asked, &right) != 0)
		return -1;
	key = rest;
	if (!practice_key_valid(key))
		return -1;
	if ((item = practice_item_insert(sched, (enum practice_kind)kind,
	    key)) == NULL)
		return -1; /* a second line for the same item */
	item->box = (int)box;
	item->due = (int)due;
	item->last = (int)last;
	item->asked = (unsigned)asked;
	item->right = (unsigned)right;
	return 0;
}

/* "DAY KIND ASKED RIGHT"; 0 or -1. */
static int
practice_parse_day(struct practice_schedule *sched, char *rest)
{
	long long day, asked, right;
	struct practice_day_entry *e;
	char *kind_id;
	int kind;

	if (practice_field_int(&rest, -PRACTICE_DAY_MAX, PRACTICE_DAY_MAX,
	    &day) != 0 || (kind_id = practice_field(&rest)) == NULL ||
	    (kind = practice_kind_from_id(kind_id)) < 0 ||
	    practice_field_int(&rest, 0, PRACTICE_COUNT_MAX, &asked) != 0 ||
	    practice_field_int(&rest, 0, asked, &right) != 0 || *rest != '\0')
		return -1;
	if ((e = practice_day_get(sched, (int)day,
	    (enum practice_kind)kind)) == NULL || e->tally.asked != 0)
		return -1;
	e->tally.asked = (unsigned)asked;
	e->tally.right = (unsigned)right;
	return 0;
}

/* One line after the header, without its newline; 0 or -1. */
static int
practice_parse_line(struct practice_schedule *sched, char *line)
{
	size_t len = strlen(line);

	if (len > 0 && line[len - 1] == '\r')
		line[--len] = '\0';
	if (len == 0 || line[0] == '#')
		return 0;
	if (strncmp(line, "item ", 5) == 0)
		return practice_parse_item(sched, line + 5);
	if (strncmp(line, "day ", 4) == 0)
		return practice_parse_day(sched, line + 4);
	return -1;
}

struct practice_schedule *
practice_schedule_parse(const char *data, size_t len,
    struct practice_load_report *report)
{
	struct practice_schedule *sched = practice_schedule_create();
	char *copy;
	size_t pos = 0, line_no = 0;

	memset(report, 0, sizeof *report);
	copy = xmalloc(len + 1);
	memcpy(copy, data, len);
	copy[len] = '\0';
	while (pos < len) {
		char *line = copy + pos, *nl = memchr(line, '\n', len - pos);
		size_t end = nl != NULL ? (size_t)(nl - copy) : len;
		int bad;

		copy[end] = '\0';
		line_no++;
		if (line_no == 1) {
			if (strcmp(line, PRACTICE_HEADER " 1") != 0 &&
			    strcmp(line, PRACTICE_HEADER " 1\r") != 0) {
				report->error = PRACTICE_ERR_NOT_SCHEDULE;
				break;
			}
			pos = end + 1;
			continue;
		}
		/* A NUL inside the line makes it shorter: it is bad. */
		bad = strlen(line) != end - pos ||
		    practice_parse_line(sched, line) != 0;
		if (bad && report->bad_lines++ == 0)
			report->first_bad_line = line_no;
		pos = end + 1;
	}
	free(copy);
	if (report->error != PRACTICE_OK) {
		practice_schedule_free(sched);
		sched = practice_schedule_create();
	}
	return sched;
}

int
practice_schedule_load(const char *path, struct practice_schedule **schedp,
    struct practice_load_report *report)
{
	struct infile_failure failure;
	char *data;
	size_t len;

	memset(report, 0, sizeof *report);
	*schedp = NULL;
	if (infile_read(path, PRACTICE_FILE_MAX, &data, &len, &failure) != 0) {
		if (failure.error == INFILE_ERR_OPEN &&
		    failure.errnum == ENOENT) {
			report->missing = 1;
			*schedp = practice_schedule_create();
			return 0;
		}
		report->error = PRACTICE_ERR_READ;
		report->errnum = failure.errnum;
		report->infile_error = (int)failure.error;
		*schedp = practice_schedule_create();
		return -1;
	}
	*schedp = practice_schedule_parse(data, len, report);
	free(data);
	return report->error == PRACTICE_OK ? 0 : -1;
}

char *
practice_schedule_format(const struct practice_schedule *sched, size_t *len)
{
	/* "item " + kind + 5 numbers of at most 12 characters + key + "\n". */
	size_t line = 16 + 5 * 13 + PRACTICE_KEY_MAX + 1;
	size_t size = 32 + (sched->n_items + sched->n_days) * line;
	char *text = xmalloc(size);
	size_t used;

	used = (size_t)snprintf(text, size, "%s %d\n", PRACTICE_HEADER,
	    PRACTICE_VERSION);
	for (size_t i = 0; i < sched->n_items; i++) {
		const struct practice_item *it = &sched->items[i];

		used += (size_t)snprintf(text + used, size - used,
		    "item %s %d %d %d %u %u %s\n", practice_kind_id(it->kind),
		    it->box, it->due, it->last, it->asked, it->right, it->key);
	}
	for (size_t i = 0; i < sched->n_days; i++) {
		const struct practice_day_entry *e = &sched->days[i];

		used += (size_t)snprintf(text + used, size - used,
		    "day %d %s %u %u\n", e->day, practice_kind_id(e->kind),
		    e->tally.asked, e->tally.right);
	}
	*len = used;
	return text;
}

int
practice_schedule_save(const struct practice_schedule *sched,
    const char *path, enum practice_error *error, int *errnum)
{
	enum fileio_error rc;
	char *text, *dir, *slash;
	size_t len;

	*errnum = 0;
	text = practice_schedule_format(sched, &len);
	dir = xstrdup(path);
	if ((slash = strrchr(dir, '/')) != NULL && slash != dir) {
		*slash = '\0';
		if (fileio_mkdirs(dir) != 0) {
			*errnum = errno;
			free(dir);
			free(text);
			*error = PRACTICE_ERR_WRITE;
			return -1;
		}
	}
	free(dir);
	rc = fileio_write(path, text, len, FILEIO_PRIVATE, NULL);
	*errnum = errno;
	free(text);
	if (rc == FILEIO_OK) {
		*error = PRACTICE_OK;
		*errnum = 0;
		return 0;
	}
	*error = rc == FILEIO_ERR_NOT_REGULAR ? PRACTICE_ERR_NOT_REGULAR :
	    PRACTICE_ERR_WRITE;
	return -1;
}
