/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * fichas practice: the anagram and hook drills in plain text, one
 * question on standard output and one answer line read from standard
 * input at a time, so that scripts and tests can drive them; with no
 * drill, the practice summary.  fichas anagram --probability lists the
 * likeliest racks.  The drills themselves are the library's
 * (src/practice.h); this file words them.
 */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "closeout.h"
#include "cmd-common.h"
#include "cmd-lexicon.h"
#include "cmd-practice.h"
#include "cmd-puzzles.h"
#include "cmd-schedule.h"
#include "i18n.h"
#include "infile.h"
#include "lexicon.h"
#include "practice.h"
#include "quote.h"
#include "text.h"
#include "tiles.h"

/* Room for a word or rack in record spelling and a NUL. */
#define CMD_PRACTICE_WORD (4 * TILES_MAX_WORD + 1)
#define CMD_PRACTICE_COUNT_MAX 1000	/* questions in one session */
#define CMD_PROBABILITY_DEFAULT 20	/* racks anagram --probability lists */
#define CMD_PROBABILITY_MAX 100000

/* What fichas practice was asked. */
struct cmd_practice_args {
	const char *lexicon;
	struct practice_quiz_options quiz;
};

/* How a session went. */
struct cmd_practice_session {
	size_t asked;
	size_t right;
};

static int cmd_practice_usage(FILE *out);
static int cmd_practice_options(int argc, char **argv,
    struct cmd_practice_args *args);
static void cmd_practice_tiles(const tile_t *tiles, size_t n, char *buf,
    size_t size);
static void cmd_practice_chance(uint64_t ways, uint64_t draws, char *buf,
    size_t size);
static void cmd_practice_ask(const struct practice_question *q, size_t i,
    size_t n);
static void cmd_practice_word(const struct practice_question *q,
    const struct practice_answer *a, char *buf, size_t size);
static void cmd_practice_list(const char *label,
    const struct practice_question *q, const struct practice_answer *list,
    size_t n);
static void cmd_practice_verdict(const struct practice_question *q,
    const struct practice_verdict *v);
static int cmd_practice_run(const struct practice_quiz *quiz,
    struct practice_schedule *sched, time_t now,
    struct cmd_practice_session *session);
static int cmd_practice_drill(enum practice_kind kind, int argc,
    char **argv);
static int cmd_practice_summary(int argc, char **argv);
static int cmd_anagram_wants_probability(int argc, char **argv);
static int cmd_anagram_probability(int argc, char **argv);
static int cmd_probability_usage(FILE *out);
static void cmd_probability_line(const struct lexicon *lex,
    const struct practice_racks *racks, size_t i);

/* --help for fichas practice, or the hint after a usage error. */
static int
cmd_practice_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("practice");
	fprintf(out, _("Usage: %s practice [anagrams|hooks|puzzles] "
	    "[OPTION]...\n"), PACKAGE);
	fputs(_("Drill words in plain text: each question goes to standard "
	    "output, and\neach answer is one line of standard input.  "
	    "anagrams: a rack, answered\nwith every word that uses all its "
	    "tiles; hooks: a two- or three-tile\nword, answered with the "
	    "tiles that go before it or after it ('-' or an\nempty line "
	    "for none).  What you miss comes back sooner.  With no drill,\n"
	    "the practice summary: today's questions, the success rate of "
	    "each drill\nand what is due.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -L, --length=N      anagrams: racks of N tiles (2-8, default "
	    "7);\n"
	    "                      hooks: words of N tiles (2 or 3, default "
	    "both)\n"
	    "  -n, --count=N       ask N questions (default 10)\n"
	    "  -s, --seed=S        draw new racks at random, as a bag deals "
	    "them\n"
	    "                      (default: the likeliest first)\n"
	    "  -l, --lexicon=PATH  the lexicon: a compiled graph or a word "
	    "list\n"
	    "  -h, --help          display this help and exit\n"), out);
	return 0;
}

/* The options after the drill; -1 to go on, else the exit status. */
static int
cmd_practice_options(int argc, char **argv, struct cmd_practice_args *args)
{
	static const struct option options[] = {
		{ "length", required_argument, NULL, 'L' },
		{ "count", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, 's' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	long long v;
	int c;

	optind = 1;
	while ((c = cmd_getopt(argc, argv, "L:n:s:l:h", options)) !=
	    -1) {
		switch (c) {
		case 'L':
			if (cmd_number(optarg, PRACTICE_HOOK_MIN,
			    PRACTICE_RACK_MAX, &v) != 0) {
				fprintf(stderr, _("%s: the length is a number "
				    "of tiles from 2 to 8: '%s'\n"), PACKAGE,
				    quote_input(optarg, strlen(optarg),
				    quoted));
				return cmd_practice_usage(stderr);
			}
			args->quiz.length = (size_t)v;
			break;
		case 'n':
			if (cmd_number(optarg, 1, CMD_PRACTICE_COUNT_MAX,
			    &v) != 0) {
				fprintf(stderr, _("%s: the count is a number "
				    "from 1 to %d: '%s'\n"), PACKAGE,
				    CMD_PRACTICE_COUNT_MAX, quote_input(optarg,
				    strlen(optarg), quoted));
				return cmd_practice_usage(stderr);
			}
			args->quiz.count = (size_t)v;
			break;
		case 's':
			if (cmd_number(optarg, 0, INT64_MAX, &v) != 0) {
				fprintf(stderr, _("%s: the seed is a number: "
				    "'%s'\n"), PACKAGE, quote_input(optarg,
				    strlen(optarg), quoted));
				return cmd_practice_usage(stderr);
			}
			args->quiz.seeded = 1;
			args->quiz.seed = (uint64_t)v;
			break;
		case 'l':
			args->lexicon = optarg;
			break;
		case 'h':
			return cmd_practice_usage(stdout);
		default:
			return cmd_practice_usage(stderr);
		}
	}
	if (optind != argc) {
		cmd_unexpected_argument(argv[optind]);
		return cmd_practice_usage(stderr);
	}
	return -1;
}

/* Tiles one by one, "CH A O": a digraph shows as the one tile it is. */
static void
cmd_practice_tiles(const tile_t *tiles, size_t n, char *buf, size_t size)
{
	size_t used = 0;

	buf[0] = '\0';
	for (size_t i = 0; i < n; i++) {
		if (i > 0)
			tiles_append(buf, size, &used, " ");
		tiles_append(buf, size, &used, tile_name(tiles[i]));
	}
}

/* A rack's chance: "0.0088% (1 in 11342)". */
static void
cmd_practice_chance(uint64_t ways, uint64_t draws, char *buf, size_t size)
{
	double p = draws != 0 ? (double)ways / (double)draws : 0.0;

	if (ways == 0) {
		snprintf(buf, size, "0%%");
		return;
	}
	snprintf(buf, size, _("%.4g%% (1 in %.0f)"), 100.0 * p, 1.0 / p);
}

/* Print question i of n. */
static void
cmd_practice_ask(const struct practice_question *q, size_t i, size_t n)
{
	char tiles[CMD_PRACTICE_WORD * 2], word[CMD_PRACTICE_WORD];
	char chance[64];

	if (q->kind == PRACTICE_ANAGRAMS) {
		cmd_practice_tiles(q->tiles, q->n, tiles, sizeof tiles);
		cmd_practice_chance(q->ways, practice_draws(q->n), chance,
		    sizeof chance);
		printf(_("%zu/%zu. Rack: %s  %s%s\n"), i + 1, n, tiles,
		    chance, q->due ? _(", due again") : "");
		printf(_("Every word with all %zu tiles:\n"), q->n);
	} else {
		tiles_to_record(q->tiles, q->n, word, sizeof word);
		printf(q->side == PRACTICE_FRONT ?
		    _("%zu/%zu. Which tiles go before %s?%s\n") :
		    _("%zu/%zu. Which tiles go after %s?%s\n"), i + 1, n, word,
		    q->due ? _(" (due again)") : "");
	}
	if (isatty(STDIN_FILENO))
		fputs("> ", stdout);
	fflush(stdout);
}

/* An answer as a word: a hook tile with the word it makes. */
static void
cmd_practice_word(const struct practice_question *q,
    const struct practice_answer *a, char *buf, size_t size)
{
	tile_t word[PRACTICE_RACK_MAX + 1];

	tiles_to_record(word, practice_answer_word(q, a, word), buf, size);
}

/* One line of a verdict: "  Right: ANDA NADA". */
static void
cmd_practice_list(const char *label, const struct practice_question *q,
    const struct practice_answer *list, size_t n)
{
	char word[CMD_PRACTICE_WORD + 2];

	if (n == 0)
		return;
	printf("  %s", label);
	for (size_t i = 0; i < n; i++) {
		cmd_practice_word(q, &list[i], word, sizeof word);
		printf(" %s", word);
	}
	putchar('\n');
}

/* The verdict on an answer. */
static void
cmd_practice_verdict(const struct practice_question *q,
    const struct practice_verdict *v)
{
	cmd_practice_list(_("Right:"), q, v->right, v->n_right);
	cmd_practice_list(_("Wrong:"), q, v->wrong, v->n_wrong);
	cmd_practice_list(_("Missed:"), q, v->missed, v->n_missed);
	if (v->n_unreadable != 0)
		printf(ngettext("  %zu answer does not read as tiles.\n",
		    "  %zu answers do not read as tiles.\n", v->n_unreadable),
		    v->n_unreadable);
	if (q->n_answers == 0 && v->correct)
		puts(_("  Correct: there is none."));
	else if (v->correct)
		puts(_("  Correct."));
	else
		puts(_("  Not quite: it comes back today."));
}

/* Ask every question; 0, or 1 when standard input ended early. */
static int
cmd_practice_run(const struct practice_quiz *quiz,
    struct practice_schedule *sched, time_t now,
    struct cmd_practice_session *session)
{
	size_t n = practice_quiz_count(quiz), size = 0;
	char *line = NULL;
	int rc = 0;

	for (size_t i = 0; i < n; i++) {
		const struct practice_question *q =
		    practice_quiz_question(quiz, i);
		struct practice_verdict v;
		ssize_t got;

		cmd_practice_ask(q, i, n);
		if ((got = cmd_stdin_line(&line, &size)) < 0) {
			rc = 1;
			break;
		}
		practice_judge(q, line, (size_t)got, &v);
		cmd_practice_verdict(q, &v);
		session->asked++;
		session->right += v.correct != 0;
		practice_schedule_record(sched, q->kind, q->key, v.correct,
		    now);
	}
	free(line);
	return rc;
}

/* One drill: the quiz, the answers, the schedule saved, the score. */
static int
cmd_practice_drill(enum practice_kind kind, int argc, char **argv)
{
	struct cmd_practice_args args = { NULL, { kind, 0, 0, 0, 0, 0 } };
	struct cmd_practice_session session = { 0, 0 };
	struct practice_schedule *sched;
	struct practice_quiz *quiz = NULL;
	enum practice_error error;
	struct lexicon *lex;
	char *path;
	int rc = cmd_practice_options(argc, argv, &args), writable;

	if (rc != -1)
		return rc;
	if (kind == PRACTICE_HOOKS && args.quiz.length > PRACTICE_HOOK_MAX) {
		fprintf(stderr, _("%s: hooks are drilled on words of 2 or 3 "
		    "tiles\n"), PACKAGE);
		return cmd_practice_usage(stderr);
	}
	if ((lex = cmd_lexicon_open(args.lexicon)) == NULL)
		return 2;
	sched = cmd_schedule_open(&path, &writable);
	args.quiz.now = time(NULL);
	if (practice_quiz_create(lex, sched, &args.quiz, &quiz, &error) != 0) {
		fprintf(stderr, "%s: %s\n", PACKAGE,
		    text_practice_error(error, 0));
		rc = 2;
	} else {
		size_t n = practice_quiz_count(quiz);

		printf(ngettext("%s: %zu question.\n", "%s: %zu questions.\n",
		    n), text_drill_name(kind), n);
		if (cmd_practice_run(quiz, sched, args.quiz.now, &session))
			printf(ngettext("Standard input ended: stopped after "
			    "%zu question.\n", "Standard input ended: stopped "
			    "after %zu questions.\n", session.asked),
			    session.asked);
		printf(_("Score: %zu of %zu right.\n"), session.right,
		    session.asked);
		rc = cmd_schedule_save(sched, path, writable) ? 1 : 0;
	}
	practice_quiz_free(quiz);
	practice_schedule_free(sched);
	free(path);
	lexicon_free(lex);
	return rc;
}

/* fichas practice without a drill: each drill's day and schedule. */
static int
cmd_practice_summary(int argc, char **argv)
{
	struct cmd_practice_args args = { NULL, { 0, 0, 0, 0, 0, 0 } };
	struct practice_schedule *sched;
	time_t now = time(NULL);
	char *path, today[16], total[16];
	int rc = cmd_practice_options(argc, argv, &args), writable;

	if (rc != -1)
		return rc;
	sched = cmd_schedule_open(&path, &writable);
	for (int k = 0; k < PRACTICE_KINDS; k++) {
		struct practice_summary s;

		practice_schedule_summary(sched, (enum practice_kind)k, now,
		    &s);
		text_practice_rate(&s.today, today, sizeof today);
		text_practice_rate(&s.total, total, sizeof total);
		printf("%s\n", text_drill_name((enum practice_kind)k));
		/* Before any question, words, not "0 asked, - right". */
		if (s.today.asked == 0)
			fputs(_("  today: no questions yet\n"), stdout);
		else
			printf(ngettext("  today: %u asked, %s right\n",
			    "  today: %u asked, %s right\n", s.today.asked),
			    s.today.asked, today);
		if (s.total.asked == 0)
			printf(_("  the last %d days: no questions\n"),
			    PRACTICE_DAYS_KEPT);
		else
			printf(ngettext("  the last %d days: %u asked, "
			    "%s right\n", "  the last %d days: %u asked, "
			    "%s right\n", s.total.asked),
			    PRACTICE_DAYS_KEPT, s.total.asked, total);
		printf(_("  due: %zu of %zu items\n"), s.due, s.items);
	}
	practice_schedule_free(sched);
	free(path);
	return 0;
}

int
cmd_practice(int argc, char **argv)
{
	char quoted[QUOTE_SIZE];
	int kind = argc > 1 ? practice_kind_from_id(argv[1]) : -1;

	if (kind == PRACTICE_PUZZLES)
		return cmd_practice_puzzles(argc - 1, argv + 1);
	/* fichas practice --puzzles FILE.gcg...: the puzzles of records. */
	if (argc > 1 && (strcmp(argv[1], "--puzzles") == 0 ||
	    strncmp(argv[1], "--puzzles=", 10) == 0))
		return cmd_practice_puzzles(argc, argv);
	if (kind >= 0)
		return cmd_practice_drill((enum practice_kind)kind, argc - 1,
		    argv + 1);
	if (argc > 1 && argv[1][0] != '-') {
		fprintf(stderr, _("%s: no such drill '%s' (anagrams, hooks or "
		    "puzzles)\n"), PACKAGE, quote_input(argv[1],
		    strlen(argv[1]), quoted));
		return cmd_practice_usage(stderr);
	}
	return cmd_practice_summary(argc, argv);
}

/* Whether fichas anagram's arguments ask for --probability. */
static int
cmd_anagram_wants_probability(int argc, char **argv)
{
	for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--probability") == 0 ||
		    strncmp(argv[i], "--probability=", 14) == 0)
			return 1;
	return 0;
}

/* --help for fichas anagram --probability, or the usage hint. */
static int
cmd_probability_usage(FILE *out)
{
	if (out == stderr)
		return cmd_usage_hint("anagram");
	fprintf(out, _("Usage: %s anagram --probability=RACKLEN "
	    "[OPTION]...\n"), PACKAGE);
	fputs(_("List the racks of RACKLEN tiles (2-8) likeliest to be the "
	    "first tiles\ndrawn from a full bag of 100, each with its "
	    "probability and every word\nthat uses all its tiles.  Racks "
	    "without a word are left out.\n"), out);
	fputs(_("\nOptions:\n"
	    "  -n, --count=N       list N racks (default 20)\n"
	    "  -l, --lexicon=PATH  the lexicon: a compiled graph or a word "
	    "list\n"
	    "  -h, --help          display this help and exit\n"), out);
	return 0;
}

/* One rack of the listing: rank, tiles, chance, words. */
static void
cmd_probability_line(const struct lexicon *lex,
    const struct practice_racks *racks, size_t i)
{
	struct practice_answer words[PRACTICE_ANSWERS_MAX];
	tile_t tiles[PRACTICE_RACK_MAX];
	char text[CMD_PRACTICE_WORD], chance[64];
	uint64_t ways;
	size_t n = practice_racks_get(racks, i, tiles, &ways), found;

	practice_rack_key(tiles, n, text, sizeof text);
	cmd_practice_chance(ways, practice_draws(n), chance, sizeof chance);
	printf("%zu. %s %s:", i + 1, text, chance);
	found = practice_rack_words(lex, tiles, n, words,
	    PRACTICE_ANSWERS_MAX);
	for (size_t w = 0; w < found && w < PRACTICE_ANSWERS_MAX; w++) {
		tiles_to_record(words[w].tiles, words[w].n, text, sizeof text);
		printf(" %s", text);
	}
	putchar('\n');
}

/* fichas anagram --probability RACKLEN [--count N] [--lexicon PATH]. */
static int
cmd_anagram_probability(int argc, char **argv)
{
	static const struct option options[] = {
		{ "probability", required_argument, NULL, 'p' },
		{ "count", required_argument, NULL, 'n' },
		{ "lexicon", required_argument, NULL, 'l' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	char quoted[QUOTE_SIZE];
	long long length = 0, count = CMD_PROBABILITY_DEFAULT;
	const char *path = NULL;
	struct practice_racks *racks;
	enum practice_error error;
	struct lexicon *lex;
	int c;

	optind = 1;
	while ((c = cmd_getopt(argc, argv, "p:n:l:h", options)) != -1) {
		if (c == 'h')
			return cmd_probability_usage(stdout);
		if (c == 'l')
			path = optarg;
		else if (c == 'p' && cmd_number(optarg, PRACTICE_RACK_MIN,
		    PRACTICE_RACK_MAX, &length) != 0) {
			fprintf(stderr, _("%s: the length is a number of tiles "
			    "from 2 to 8: '%s'\n"), PACKAGE,
			    quote_input(optarg, strlen(optarg), quoted));
			return cmd_probability_usage(stderr);
		} else if (c == 'n' && cmd_number(optarg, 1,
		    CMD_PROBABILITY_MAX, &count) != 0) {
			fprintf(stderr, _("%s: the count is a number from 1 to "
			    "%d: '%s'\n"), PACKAGE, CMD_PROBABILITY_MAX,
			    quote_input(optarg, strlen(optarg), quoted));
			return cmd_probability_usage(stderr);
		} else if (c != 'p' && c != 'n')
			return cmd_probability_usage(stderr);
	}
	if (optind != argc) {
		cmd_unexpected_argument(argv[optind]);
		return cmd_probability_usage(stderr);
	}
	if ((lex = cmd_lexicon_open(path)) == NULL)
		return 2;
	if (practice_racks_create(lex, (size_t)length, &racks, &error) != 0) {
		fprintf(stderr, "%s: %s\n", PACKAGE,
		    text_practice_error(error, 0));
		lexicon_free(lex);
		return 2;
	}
	for (size_t i = 0; i < practice_racks_count(racks) &&
	    i < (size_t)count; i++)
		cmd_probability_line(lex, racks, i);
	practice_racks_free(racks);
	lexicon_free(lex);
	return closeout_flush(PACKAGE) != 0 ? CLOSEOUT_FAILURE : 0;
}

int
cmd_anagram_any(int argc, char **argv)
{
	if (cmd_anagram_wants_probability(argc, argv))
		return cmd_anagram_probability(argc, argv);
	return cmd_anagram(argc, argv);
}
