/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * Saved games: a game saved in any phase loads as the same game and goes
 * on exactly as the original would (bag order, generator, clocks, laid and
 * pending tiles, counters); corrupted, truncated and foreign files are
 * refused with their reason; a failed write leaves the old save; autosave
 * goes under $XDG_STATE_HOME; and every game exports as a GCG record the
 * referee agrees with.
 *
 * The random games pick moves with their own seeded generator and apply
 * each to the game and to a copy loaded from its save; after every action
 * both must save to the same text.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "export.h"
#include "gcg.h"
#include "replay.h"
#include "save.h"
#include "scratch.h"

#define RANDOM_GAMES	16
#define RANDOM_STEPS	160

/* The fake wall clock both copies of a game read. */
static int64_t fake_ms = 5000000;

/* A scratch directory per test. */
struct fx {
	char dir[SCRATCH_DIR_MAX];
};

static int64_t fake_now(void *);
static int judge_even(void *, const tile_t *, int);
static struct game *new_game(const struct game_settings *s);
static char *save_text(const struct game *g, size_t *len);
static struct game *load_text(const char *text, size_t len,
    enum save_error *e, struct save_failure *f);
static struct game *reload(const struct game *g);
static void assert_same_game(const struct game *a, const struct game *b);
static void find_anchor(const struct board *b, struct rng *r, int *row,
    int *col);
static int lay_line(struct game *g, struct rng *r, struct placement *p);
static void random_turn(struct game *g, struct rng *r);
static void random_action(struct game *g, struct rng *r);
static void random_settings(struct game_settings *s, int i);
static void assert_referee_agrees(const struct game *g, int min_bag);
static char *resign(char *text, size_t *len);
static char *edit_line(const char *text, const char *key, const char *line);
static enum save_error load_error(const char *text, int *line);
static void write_file(const char *path, const char *text);
static void assert_file_is(const char *path, const char *text);
static int dir_entries(const char *dir);
static char *sample_text(size_t *len);
static ssize_t full_write(int fd, const void *buf, size_t n);
static int bad_fsync(int fd);
static int bad_rename(const char *from, const char *to);

/* The clock's time. */
static int64_t
fake_now(void *ctx)
{
	(void)ctx;
	return fake_ms;
}

/* A judge with a fixed opinion: a word with an even sum of codes exists. */
static int
judge_even(void *ctx, const tile_t *tiles, int n)
{
	int sum = 0;

	(void)ctx;
	for (int i = 0; i < n; i++)
		sum += tile_letter(tiles[i]);
	return sum % 2 == 0;
}

/* A new game, created but not started. */
static struct game *
new_game(const struct game_settings *s)
{
	struct clock_source source = { fake_now, NULL };
	struct game_judge judge = { judge_even, NULL };
	enum game_error e;
	struct game *g = game_create(s, source, judge, NULL, NULL, &e);

	assert_int_equal(e, GAME_OK);
	assert_non_null(g);
	return g;
}

/* The save text of a game. */
static char *
save_text(const struct game *g, size_t *len)
{
	struct save_info info = { "fixture", "human bot:2", 3, 0xabcdef01 };
	char *text;

	assert_int_equal(save_format(g, &info, &text, len), SAVE_OK);
	assert_int_equal(strlen(text), *len);
	return text;
}

/* Load text; NULL with *e and *f set when refused. */
static struct game *
load_text(const char *text, size_t len, enum save_error *e,
    struct save_failure *f)
{
	struct save_hooks hooks = { { fake_now, NULL }, { judge_even, NULL },
	    NULL, NULL };
	struct save_info info;
	struct game *g;

	*e = save_parse(text, len, &hooks, &g, &info, f);
	if (*e == SAVE_OK) {
		assert_string_equal(info.lexicon, "fixture");
		assert_string_equal(info.frontend, "human bot:2");
		assert_int_equal(info.progress, 3);
		assert_int_equal(info.script, 0xabcdef01);
	}
	return g;
}

/* Save and load a game, which must load. */
static struct game *
reload(const struct game *g)
{
	struct save_failure f;
	enum save_error e;
	size_t len;
	char *text = save_text(g, &len);
	struct game *copy = load_text(text, len, &e, &f);

	if (e != SAVE_OK)
		fail_msg("refused (%s, line %d):\n%s", save_error_id(e), f.line,
		    text);
	free(text);
	return copy;
}

/* Two games that save to the same text are the same game. */
static void
assert_same_game(const struct game *a, const struct game *b)
{
	size_t la, lb;
	char *ta = save_text(a, &la), *tb = save_text(b, &lb);

	assert_string_equal(ta, tb);
	free(ta);
	free(tb);
}

/* A random empty square next to a tile on the board, if one is found. */
static void
find_anchor(const struct board *b, struct rng *r, int *row, int *col)
{
	for (int tries = 0; tries < 400; tries++) {
		int rr = (int)rng_below(r, BOARD_SIZE);
		int cc = (int)rng_below(r, BOARD_SIZE);

		if (board_get(b, rr, cc) == TILE_NONE && (board_get(b, rr - 1,
		    cc) || board_get(b, rr + 1, cc) || board_get(b, rr,
		    cc - 1) || board_get(b, rr, cc + 1))) {
			*row = rr;
			*col = cc;
			return;
		}
	}
}

/*
 * Lay 1-3 rack tiles in a line from a square next to the tiles on the
 * board (through H8 on an empty board), skipping taken squares: a
 * placement arts. 6-9 and 20-22 allow, if it stays on the board.
 */
static int
lay_line(struct game *g, struct rng *r, struct placement *p)
{
	const struct board *b = game_board(g);
	const struct rack *rack = game_rack(g, game_mover(g));
	int row = BOARD_CENTER, col = BOARD_CENTER, n, dir = rng_below(r, 2);
	int want = 1 + (int)rng_below(r, 3);

	if (rack->n == 0)
		return -1;
	if (board_is_empty(b)) {
		want = 2 + (int)rng_below(r, 2);
		if (dir == DIR_ACROSS)
			col -= (int)rng_below(r, (uint32_t)want);
		else
			row -= (int)rng_below(r, (uint32_t)want);
	} else
		find_anchor(b, r, &row, &col);
	p->n = 0;
	for (n = 0; p->n < want && p->n < rack->n; n++) {
		int rr = row + (dir == DIR_DOWN ? n : 0);
		int cc = col + (dir == DIR_ACROSS ? n : 0);
		tile_t t = rack->tiles[p->n];

		if (!board_on(rr, cc))
			return p->n >= 1 ? 0 : -1;
		if (board_get(b, rr, cc) != TILE_NONE)
			continue;
		if (t == TILE_BLANK)
			t = (tile_t)(1 + rng_below(r, TILE_LETTERS)) |
			    TILE_BLANK_FLAG;
		p->tiles[p->n].row = rr;
		p->tiles[p->n].col = cc;
		p->tiles[p->n++].tile = t;
	}
	return 0;
}

/* A turn: a placement, laid tiles, an exchange, a pass or time. */
static void
random_turn(struct game *g, struct rng *r)
{
	struct placement p;
	const struct placement *laid = game_laid(g);
	uint32_t pick = rng_below(r, 100);
	const struct rack *rack = game_rack(g, game_mover(g));

	if (pick < 10 && game_clock(g)->settings.mode != CLOCK_NONE) {
		fake_ms += rng_below(r, 50000);
		game_tick(g);
	} else if (laid->n > 0 && pick < 50) {
		game_submit(g, NULL);
	} else if (laid->n > 0 && pick < 70) {
		game_take_back(g);
	} else if (laid->n > 0 && pick < 80) {
		game_unlay(g, laid->tiles[0].row, laid->tiles[0].col);
	} else if (pick < 88 && lay_line(g, r, &p) == 0) {
		if (pick < 20)
			game_lay(g, p.tiles[0].row, p.tiles[0].col,
			    p.tiles[0].tile);
		else
			game_play(g, &p, NULL);
	} else if (pick < 94 && rack->n > 0) {
		tile_t tiles[RACK_SIZE];

		/* A copy: the game changes the rack while it exchanges. */
		memcpy(tiles, rack->tiles, sizeof tiles);
		game_exchange(g, tiles, 1 + (int)rng_below(r,
		    (uint32_t)rack->n));
	} else if (pick < 99 || rng_below(r, 10) != 0) {
		game_pass(g);
	} else
		game_declare_blocked(g);
}

/* One action for whoever must act. */
static void
random_action(struct game *g, struct rng *r)
{
	if (game_phase(g) == GAME_PHASE_READY)
		game_start(g);
	else if (game_phase(g) == GAME_PHASE_DECIDING) {
		if (game_clock(g)->settings.mode != CLOCK_NONE &&
		    rng_below(r, 4) == 0)
			fake_ms += rng_below(r, 9000);
		if (rng_below(r, 3) == 0)
			game_challenge(g);
		else
			game_accept(g);
	} else if (game_phase(g) == GAME_PHASE_TURN)
		random_turn(g, r);
}

/* Settings for random game i: every rule, clock and laid rule. */
static void
random_settings(struct game_settings *s, int i)
{
	static const char *const clocks[] = { "none", "corrido:1",
	    "no-corrido:2", "timer:1", "corrido:3,total:5", "none" };

	game_settings_default(s);
	assert_int_equal(game_settings_set_name(s, 0, "Ana María"), 0);
	assert_int_equal(game_settings_set_name(s, 1, "Luis"), 0);
	s->seed = 1000 + (uint64_t)i;
	s->challenge = (enum game_challenge_rule)(i % 4);
	s->laid = i % 3 == 0 ? GAME_LAID_TOURNAMENT : GAME_LAID_DEFAULT;
	s->exchange_min_bag = i % 5 == 0 ? 7 : 0;
	assert_int_equal(clock_settings_parse(&s->clock,
	    clocks[i % 6]), CLOCK_OK);
}

/* Export the game, read it back as GCG and referee it: no line differs. */
static void
assert_referee_agrees(const struct game *g, int min_bag)
{
	struct replay_options opt = { NULL, NULL, 0, min_bag };
	struct gcg_failure failure;
	struct gcg_record *rec;
	struct replay r;
	char *text, nick[GCG_NICK_MAX + 1];
	int fise[GCG_PLAYERS];
	size_t len;

	assert_int_equal(export_gcg_text(g, "data/fixture.txt", &text, &len),
	    0);
	assert_non_null(strstr(text, "#lexicon fixture\n"));
	assert_non_null(strstr(text, "#tile-distribution spanish\n"));
	assert_non_null(strstr(text, "#tile [CH] [ch]\n"));
	assert_non_null(strstr(text, "#note draw (art. 4): Ana_María "));
	if (gcg_parse(text, len, &rec, &failure) != 0)
		fail_msg("line %d of the export does not read:\n%s",
		    failure.line, text);
	replay_init(&r, rec, &opt);
	if (replay_run(&r) != 0)
		fail_msg("the referee disagrees at line %d:\n%s",
		    r.first_error_line, text);
	/* #player1 moves first; the totals are FISE's once refigured. */
	replay_fise_totals(&r, fise);
	for (int p = 0; p < GAME_PLAYERS; p++) {
		export_nick(g, p, nick, sizeof nick);
		for (int k = 0; k < GCG_PLAYERS; k++)
			if (strcmp(rec->players[k].nick, nick) == 0)
				assert_int_equal(fise[k], game_score(g, p));
	}
	assert_true(rec->n_events == 0 || rec->events[0].player == 0);
	gcg_record_free(rec);
	free(text);
}

/* Put a right checksum line on text whose last line is a checksum. */
static char *
resign(char *text, size_t *len)
{
	char *last = strstr(text, "\nchecksum ");
	size_t body;

	assert_non_null(last);
	body = (size_t)(last - text) + 1;
	text = realloc(text, body + 32);
	assert_non_null(text);
	*len = body + (size_t)snprintf(text + body, 32, "checksum %08" PRIx32
	    "\n", save_crc32(0, text, body));
	return text;
}

/* A copy of save text with the first line starting "key " replaced. */
static char *
edit_line(const char *text, const char *key, const char *line)
{
	char pattern[64], *out;
	const char *at, *end;
	size_t len;

	snprintf(pattern, sizeof pattern, "\n%s ", key);
	at = strstr(text, pattern);
	assert_non_null(at);
	at++;
	end = strchr(at, '\n');
	out = malloc(strlen(text) + strlen(line) + 2);
	assert_non_null(out);
	len = (size_t)(at - text);
	memcpy(out, text, len);
	strcpy(out + len, line);
	strcat(out, end);
	len = strlen(out);
	return resign(out, &len);
}

/* The error loading text gives, and its line. */
static enum save_error
load_error(const char *text, int *line)
{
	struct save_failure f;
	enum save_error e;
	struct game *g = load_text(text, strlen(text), &e, &f);

	assert_int_equal(f.error, e);
	if (line != NULL)
		*line = f.line;
	if (e != SAVE_OK)
		assert_null(g);
	game_free(g);
	return e;
}

/* A file holding text. */
static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	assert_int_equal(fputs(text, f) >= 0, 1);
	assert_int_equal(fclose(f), 0);
}

/* The file holds exactly text. */
static void
assert_file_is(const char *path, const char *text)
{
	char buf[4096];
	FILE *f = fopen(path, "r");
	size_t n;

	assert_non_null(f);
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	assert_string_equal(buf, text);
}

/* Entries of a directory, "." and ".." apart. */
static int
dir_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int n = 0;

	assert_non_null(d);
	while ((e = readdir(d)) != NULL)
		n += strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0;
	closedir(d);
	return n;
}

/* A scratch directory for the test. */
static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);

	assert_non_null(f);
	assert_int_equal(scratch_make(f->dir, sizeof f->dir, "test-save"), 0);
	*state = f;
	return 0;
}

/* Remove the scratch directory and what the test left in it. */
static int
teardown(void **state)
{
	struct fx *f = *state;

	assert_int_equal(scratch_remove(f->dir), 0);
	free(f);
	return 0;
}

/* Art. 4: the deal and the draw resume as they were, before the start. */
static void
test_art4_new_game_resumes_with_its_draw_and_bag(void **state)
{
	struct game_settings s;
	struct game *g, *copy;

	(void)state;
	game_settings_default(&s);
	s.seed = 77;
	g = new_game(&s);
	copy = reload(g);
	assert_int_equal(game_phase(copy), GAME_PHASE_READY);
	assert_memory_equal(game_draw(copy), game_draw(g),
	    sizeof(struct game_draw));
	assert_int_equal(game_bag_count(copy), 86);
	assert_int_equal(game_start(g), GAME_OK);
	assert_int_equal(game_start(copy), GAME_OK);
	assert_same_game(g, copy);
	game_free(copy);
	game_free(g);
}

/* Art. 21: tiles laid and not submitted are saved where they lie. */
static void
test_art21_laid_tiles_resume_where_they_lie(void **state)
{
	struct game_settings s;
	struct game *g, *copy;
	const struct rack *rack;
	tile_t t0, t1;

	(void)state;
	game_settings_default(&s);
	s.laid = GAME_LAID_TOURNAMENT;
	g = new_game(&s);
	assert_int_equal(game_start(g), GAME_OK);
	rack = game_rack(g, game_mover(g));
	t0 = rack->tiles[0] == TILE_BLANK ? TILE_A | TILE_BLANK_FLAG :
	    rack->tiles[0];
	t1 = rack->tiles[1] == TILE_BLANK ? TILE_E | TILE_BLANK_FLAG :
	    rack->tiles[1];
	assert_int_equal(game_lay(g, 7, 7, t0), GAME_OK);
	assert_int_equal(game_lay(g, 7, 9, t1), GAME_OK);
	copy = reload(g);
	assert_int_equal(game_laid(copy)->n, 2);
	assert_int_equal(game_laid(copy)->tiles[1].col, 9);
	assert_int_equal(game_rack(copy, game_mover(g))->n, 5);
	/* Art. 21: still movable; art. 22: no pass with tiles laid. */
	assert_int_equal(game_move_laid(copy, 7, 9, 7, 8), GAME_OK);
	assert_int_equal(game_move_laid(g, 7, 9, 7, 8), GAME_OK);
	assert_int_equal(game_pass(copy), GAME_ERR_LAID);
	assert_int_equal(game_submit(g, NULL), GAME_OK);
	assert_int_equal(game_submit(copy, NULL), GAME_OK);
	assert_int_equal(game_phase(copy), GAME_PHASE_DECIDING);
	assert_same_game(g, copy);
	game_free(copy);
	game_free(g);
}

/* Arts. 33-34: a play awaiting the decision resumes pending. */
static void
test_art34_pending_play_resumes_and_can_be_challenged(void **state)
{
	struct game_settings s;
	struct game *g, *copy;
	struct rng r;
	int n, tries = 0;

	(void)state;
	game_settings_default(&s);
	s.seed = 5;
	g = new_game(&s);
	game_start(g);
	rng_seed(&r, 9);
	while (game_phase(g) != GAME_PHASE_DECIDING && tries++ < 50) {
		struct placement p;

		if (lay_line(g, &r, &p) == 0)
			game_play(g, &p, NULL);
	}
	assert_int_equal(game_phase(g), GAME_PHASE_DECIDING);
	copy = reload(g);
	assert_non_null(game_pending(copy));
	assert_int_equal(game_pending(copy)->points, game_pending(g)->points);
	assert_int_equal(game_challenge(g), GAME_OK);
	assert_int_equal(game_challenge(copy), GAME_OK);
	assert_same_game(g, copy);
	game_sheet(copy, &n);
	assert_true(n >= 1);
	game_free(copy);
	game_free(g);
}

/* Art. 37: a finished game resumes finished, its sheet whole. */
static void
test_art37_finished_game_resumes_over(void **state)
{
	struct game_settings s;
	struct game *g, *copy;
	int n, m;

	(void)state;
	game_settings_default(&s);
	g = new_game(&s);
	game_start(g);
	/* 37.2: both pass twice; at 0-0 no rack is deducted but the own. */
	for (int i = 0; i < GAME_PASSES_TO_END; i++)
		assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(game_phase(g), GAME_PHASE_OVER);
	copy = reload(g);
	assert_int_equal(game_phase(copy), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(copy), GAME_END_PASSES);
	assert_int_equal(game_score(copy, 0), game_score(g, 0));
	game_sheet(g, &n);
	game_sheet(copy, &m);
	assert_int_equal(n, m);
	assert_int_equal(game_pass(copy), GAME_ERR_PHASE);
	game_free(copy);
	game_free(g);
}

/* Arts. 29-32: the clocks and the overtime run on from where they were. */
static void
test_art32_clocks_resume_with_their_time(void **state)
{
	struct game_settings s;
	struct game *g, *copy;

	(void)state;
	game_settings_default(&s);
	assert_int_equal(clock_settings_parse(&s.clock, "no-corrido:1"),
	    CLOCK_OK);
	g = new_game(&s);
	game_start(g);
	fake_ms += 100000;	/* 40 s over a minute */
	copy = reload(g);
	assert_int_equal(clock_left_ms(game_clock(copy), game_mover(g)),
	    -40000);
	assert_int_equal(clock_penalty(game_clock(copy), game_mover(g)), 10);
	/* Art. 32: 61 s over costs 20, in both copies. */
	fake_ms += 21000;
	assert_int_equal(clock_penalty(game_clock(copy), game_mover(g)), 20);
	assert_int_equal(clock_penalty(game_clock(g), game_mover(g)), 20);
	game_tick(g);
	game_tick(copy);
	assert_same_game(g, copy);
	game_free(copy);
	game_free(g);
}

/*
 * Art. 24 and everything else: in random games under every rule, a copy
 * loaded after any action takes the next action exactly as the original
 * (the bag's order and the generator decide the tiles drawn); each game
 * exports as GCG that the referee checks line by line.
 */
static void
test_art24_random_games_resume_exactly_after_every_action(void **state)
{
	int phases[4] = { 0 }, laid = 0;

	(void)state;
	for (int i = 0; i < RANDOM_GAMES; i++) {
		struct game_settings s;
		struct game *g, *copy;
		struct rng r, r2;

		random_settings(&s, i);
		g = new_game(&s);
		rng_seed(&r, (uint64_t)i);
		for (int step = 0; step < RANDOM_STEPS &&
		    game_phase(g) != GAME_PHASE_OVER; step++) {
			int64_t now = fake_ms;

			copy = reload(g);
			assert_same_game(g, copy);
			phases[game_phase(g)]++;
			laid += game_laid(g)->n > 0;
			r2 = r;
			random_action(g, &r);
			fake_ms = now;
			random_action(copy, &r2);
			assert_same_game(g, copy);
			game_free(copy);
			if (step % 8 == 0)
				assert_referee_agrees(g, s.exchange_min_bag);
		}
		assert_referee_agrees(g, s.exchange_min_bag);
		game_free(g);
	}
	if (getenv("TEST_SAVE_DEBUG") != NULL)
		fprintf(stderr, "turn %d deciding %d laid %d\n",
		    phases[GAME_PHASE_TURN], phases[GAME_PHASE_DECIDING], laid);
	/* The games went through every phase, tiles laid included. */
	assert_true(phases[GAME_PHASE_TURN] > 0 && phases[GAME_PHASE_DECIDING]
	    > 0 && laid > 0);
}

/* Every random game played to its end also exports right. */
static void
test_art37_every_end_exports_as_the_referee_counts(void **state)
{
	int ends[GAME_END_SHEET_FULL + 1] = { 0 };

	(void)state;
	for (int i = 0; i < 48; i++) {
		struct game_settings s;
		struct game *g;
		struct rng r;

		random_settings(&s, i);
		g = new_game(&s);
		rng_seed(&r, 100 + (uint64_t)i);
		for (int step = 0; step < 2000 &&
		    game_phase(g) != GAME_PHASE_OVER; step++)
			random_action(g, &r);
		ends[game_end_reason(g)]++;
		assert_referee_agrees(g, s.exchange_min_bag);
		game_free(g);
	}
	if (getenv("TEST_SAVE_DEBUG") != NULL)
		for (int e = 0; e <= GAME_END_SHEET_FULL; e++)
			fprintf(stderr, "end %s: %d\n", game_end_id(e), ends[e]);
	assert_true(ends[GAME_END_OUT] > 0);
}


/* A small game's save text: a few turns played, a play pending. */
static char *
sample_text(size_t *len)
{
	struct game_settings s;
	struct game *g;
	struct rng r;
	char *text;

	game_settings_default(&s);
	assert_int_equal(clock_settings_parse(&s.clock, "corrido:30"),
	    CLOCK_OK);
	g = new_game(&s);
	rng_seed(&r, 3);
	for (int i = 0; i < 12 && game_phase(g) != GAME_PHASE_OVER; i++)
		random_action(g, &r);
	text = save_text(g, len);
	game_free(g);
	return text;
}

/* Every prefix of a save, and every byte changed, is refused. */
static void
test_truncated_and_corrupted_saves_are_refused(void **state)
{
	size_t len;
	char *text = sample_text(&len);
	struct save_failure f;
	enum save_error e;

	(void)state;
	assert_null(load_text(text, 0, &e, &f));
	assert_int_equal(e, SAVE_ERR_EMPTY);
	for (size_t n = 1; n < len; n++) {
		assert_null(load_text(text, n, &e, &f));
		/* A cut save has no checksum line at its end. */
		assert_int_equal(e, SAVE_ERR_TRUNCATED);
	}
	for (size_t i = 0; i < len; i++) {
		for (int bit = 0; bit < 8; bit += 5) {
			text[i] ^= (char)(1 << bit);
			assert_null(load_text(text, len, &e, &f));
			assert_int_not_equal(e, SAVE_OK);
			text[i] ^= (char)(1 << bit);
		}
	}
	text[len / 2] ^= 1;
	assert_int_equal(load_error(text, NULL), SAVE_ERR_CHECKSUM);
	free(text);
}

/* Other files and other versions are named as such. */
static void
test_foreign_and_newer_files_are_named(void **state)
{
	size_t len;
	char *text = sample_text(&len), *newer;
	struct save_failure f;
	enum save_error e;
	static const char gcg[] = "#character-encoding UTF-8\n>ana: - +0 0\n";
	static const char binary[] = "fichas-save 1\n\0\n";

	(void)state;
	assert_int_equal(load_error(gcg, NULL), SAVE_ERR_FOREIGN);
	assert_null(load_text(binary, sizeof binary - 1, &e, &f));
	assert_int_equal(e, SAVE_ERR_FOREIGN);
	newer = strdup(text);
	newer[12] = '2';
	newer = resign(newer, &len);
	assert_int_equal(load_error(newer, NULL), SAVE_ERR_VERSION);
	free(newer);
	free(text);
}

/* With a right checksum, values out of range or at odds are refused. */
static void
test_inconsistent_saves_are_refused(void **state)
{
	size_t len;
	char *text = sample_text(&len), *bad;
	int line;

	(void)state;
	assert_int_equal(load_error(text, NULL), SAVE_OK);
	/* A tile more than the set holds (doc/rules.md: 12 A). */
	bad = edit_line(text, "rack1", "rack1 7 1 1 1 1 1 1 1");
	assert_int_equal(load_error(bad, NULL), SAVE_ERR_TILES);
	free(bad);
	/* A score the sheet's running totals do not reach. */
	bad = edit_line(text, "scores", "scores 999 0");
	assert_int_equal(load_error(bad, NULL), SAVE_ERR_STATE);
	free(bad);
	/* A mover out of range, on its line (the 16th). */
	bad = edit_line(text, "mover", "mover 2");
	assert_int_equal(load_error(bad, &line), SAVE_ERR_SYNTAX);
	assert_int_equal(line, 16);
	free(bad);
	/* Art. 37.2: four passes in a row and the game still on. */
	bad = edit_line(text, "passes", "passes 4");
	assert_int_equal(load_error(bad, NULL), SAVE_ERR_STATE);
	free(bad);
	/* A clock no game could have: more used than elapsed. */
	bad = edit_line(text, "clock1", "clock1 1 1800000 0 1 0 0 5 0 0 0 0");
	assert_int_equal(load_error(bad, &line), SAVE_ERR_CLOCK);
	assert_int_equal(line, 13);
	free(bad);
	/* A line missing: the next one is in the wrong place. */
	bad = edit_line(text, "warned", "");
	assert_int_equal(load_error(bad, NULL), SAVE_ERR_SYNTAX);
	free(bad);
	free(text);
}

/* Write failures injected into the atomic write. */
static int fail_after;

/* write() that fills the disk after fail_after bytes. */
static ssize_t
full_write(int fd, const void *buf, size_t n)
{
	if (fail_after <= 0) {
		errno = ENOSPC;
		return -1;
	}
	if (n > (size_t)fail_after)
		n = (size_t)fail_after;
	fail_after -= (int)n;
	return write(fd, buf, n);
}

/* fsync() that reports an I/O error. */
static int
bad_fsync(int fd)
{
	(void)fd;
	errno = EIO;
	return -1;
}

/* rename() that fails as on a read-only file system. */
static int
bad_rename(const char *from, const char *to)
{
	(void)from;
	(void)to;
	errno = EROFS;
	return -1;
}

/* A full disk, a failed sync or rename: the old save stays, no litter. */
static void
test_failed_write_keeps_the_old_save(void **state)
{
	struct fx *f = *state;
	const struct save_io io[] = {
		{ full_write, fsync, rename },
		{ write, bad_fsync, rename },
		{ write, fsync, bad_rename },
	};
	const int errnums[] = { ENOSPC, EIO, EROFS };
	struct save_failure fail;
	char path[128];

	snprintf(path, sizeof path, "%s/current.save", f->dir);
	write_file(path, "old save\n");
	for (size_t i = 0; i < sizeof io / sizeof io[0]; i++) {
		fail_after = 5;
		assert_int_equal(save_write_atomic(path, "new save, longer\n",
		    17, &io[i], &fail), SAVE_ERR_WRITE);
		assert_int_equal(fail.errnum, errnums[i]);
		assert_file_is(path, "old save\n");
		assert_int_equal(dir_entries(f->dir), 1);
	}
	assert_int_equal(save_write_atomic(path, "new save\n", 9, NULL,
	    &fail), SAVE_OK);
	assert_file_is(path, "new save\n");
	assert_int_equal(dir_entries(f->dir), 1);
}

/* A real failure from the kernel: a file size limit (EFBIG). */
static void
test_file_size_limit_keeps_the_old_save(void **state)
{
	struct fx *f = *state;
	struct save_failure fail;
	struct rlimit old, small = { 4, 4 };
	char path[128];
	void (*was)(int) = signal(SIGXFSZ, SIG_IGN);

	snprintf(path, sizeof path, "%s/current.save", f->dir);
	write_file(path, "old\n");
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
	small.rlim_max = old.rlim_max;
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
	assert_int_equal(save_write_atomic(path, "a longer save\n", 14, NULL,
	    &fail), SAVE_ERR_WRITE);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
	signal(SIGXFSZ, was);
	assert_int_equal(fail.errnum, EFBIG);
	assert_file_is(path, "old\n");
	assert_int_equal(dir_entries(f->dir), 1);
	/* And a save whose place is taken by a directory. */
	assert_int_equal(save_write_atomic(f->dir, "x\n", 2, NULL, &fail),
	    SAVE_ERR_WRITE);
}

/* The save directory: $XDG_STATE_HOME/fichas, else ~/.local/state/fichas. */
static void
test_save_dir_goes_under_xdg_state_home(void **state)
{
	struct fx *f = *state;
	char want[128], *dir;

	setenv("HOME", f->dir, 1);
	setenv("XDG_STATE_HOME", "relative/ignored", 1);
	dir = save_autosave_dir();
	snprintf(want, sizeof want, "%s/.local/state/fichas", f->dir);
	assert_string_equal(dir, want);
	free(dir);
	setenv("XDG_STATE_HOME", f->dir, 1);
	dir = save_autosave_dir();
	snprintf(want, sizeof want, "%s/fichas", f->dir);
	assert_string_equal(dir, want);
	free(dir);
}

/* dir/fichas/name, in a buffer of the caller's. */
static const char *
in_state(const struct fx *f, const char *name, char *buf, size_t size)
{
	snprintf(buf, size, "%s/fichas/%s", f->dir, name);
	return buf;
}

/*
 * One file per game, named by its start: a second game begun in the same
 * second gets a suffix, a finished game's record keeps its name from a
 * new game, and a game's later saves replace only its own file, 0600.
 */
static void
test_games_never_overwrite_each_other(void **state)
{
	struct fx *f = *state;
	struct game_settings s;
	struct save_failure fail;
	struct game *a, *b, *back;
	struct save_hooks hooks = { { fake_now, NULL }, { judge_even, NULL },
	    NULL, NULL };
	char *pa = NULL, *pb = NULL, *pc = NULL, buf[256], id[SAVE_ID_MAX];
	time_t start = 1796116500;	/* some second of 2026 */
	struct stat st;

	setenv("XDG_STATE_HOME", f->dir, 1);
	game_settings_default(&s);
	a = new_game(&s);
	s.seed = 99;
	b = new_game(&s);
	game_start(a);
	game_start(b);
	assert_int_equal(save_game_write(&pa, start, a, NULL, &fail), SAVE_OK);
	assert_int_equal(save_game_write(&pb, start, b, NULL, &fail), SAVE_OK);
	assert_string_not_equal(pa, pb);
	assert_int_equal(save_game_path_id(pa, id, sizeof id), 0);
	assert_int_equal(strlen(id), 15);
	assert_int_equal(save_game_path_id(pb, buf, sizeof buf), 0);
	snprintf(id + strlen(id), sizeof id - strlen(id), "-2");
	assert_string_equal(buf, id);
	assert_int_equal(stat(pa, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	/* A's record outlives its save; a third game keeps off its name. */
	assert_int_equal(save_game_remove(pa), 0);
	assert_int_equal(save_game_write(&pc, start, b, NULL, &fail), SAVE_OK);
	assert_string_not_equal(pc, pa);
	assert_string_not_equal(pc, pb);
	/* B's next save is B's file again. */
	assert_int_equal(game_pass(b), GAME_OK);
	assert_int_equal(save_game_write(&pb, start, b, NULL, &fail), SAVE_OK);
	assert_int_equal(save_load(pb, &hooks, &back, NULL, &fail), SAVE_OK);
	assert_same_game(b, back);
	game_free(back);
	free(pa);
	free(pb);
	free(pc);
	game_free(a);
	game_free(b);
}

/*
 * The list: unfinished games only, the most recently saved first; an ID
 * finds one with or without game- and .save; an older version's
 * current.save is moved to a name of its own, with its record; a game
 * locked by the program playing it is marked and not taken again.
 */
static void
test_games_list_and_legacy_save(void **state)
{
	struct fx *f = *state;
	struct game_settings s;
	struct save_failure fail;
	struct save_games list;
	struct game *g;
	char *p1 = NULL, *p2 = NULL, buf[256], old[256];
	int fd;
	struct timeval times[2] = { { 1796116000, 0 }, { 1796116000, 0 } };

	setenv("XDG_STATE_HOME", f->dir, 1);
	game_settings_default(&s);
	assert_non_null(g = new_game(&s));
	game_start(g);
	assert_int_equal(save_game_write(&p1, 1796116500, g, NULL, &fail),
	    SAVE_OK);
	assert_int_equal(utimes(p1, times), 0);
	assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(save_game_write(&p2, 1796116600, g, NULL, &fail),
	    SAVE_OK);
	/* An older version's save, last written before both. */
	times[0].tv_sec = times[1].tv_sec = 1796115000;
	assert_int_equal(save_write(in_state(f, SAVE_LEGACY_NAME, old,
	    sizeof old), g, NULL, &fail), SAVE_OK);
	write_file(in_state(f, SAVE_LEGACY_GCG, buf, sizeof buf), "#gcg\n");
	assert_int_equal(utimes(old, times), 0);
	write_file(in_state(f, "notes.txt", buf, sizeof buf), "x\n");
	assert_int_equal(save_games_list(&list), 0);
	assert_int_equal(list.n, 3);
	assert_string_equal(list.games[0].path, p2);
	assert_string_equal(list.games[1].path, p1);
	assert_int_equal(list.games[0].error, SAVE_OK);
	assert_int_equal(list.games[0].turn, 2);
	assert_string_equal(list.games[0].names[0], game_name(g, 0));
	assert_int_equal(access(old, F_OK), -1);
	assert_int_equal(access(in_state(f, SAVE_LEGACY_GCG, buf, sizeof buf),
	    F_OK), -1);
	assert_non_null(strstr(list.games[2].path, "/game-"));
	assert_ptr_equal(save_games_find(&list, NULL), &list.games[0]);
	snprintf(buf, sizeof buf, "game-%s.save", list.games[1].id);
	assert_ptr_equal(save_games_find(&list, buf), &list.games[1]);
	assert_ptr_equal(save_games_find(&list, list.games[2].id),
	    &list.games[2]);
	assert_null(save_games_find(&list, "19990101-000000"));
	save_games_free(&list);
	/* A game being played is marked, and never taken a second time. */
	assert_true((fd = save_game_lock(p2)) >= 0);
	assert_int_equal(save_game_lock(p2), -1);
	assert_int_equal(errno, EWOULDBLOCK);
	assert_int_equal(save_games_list(&list), 0);
	assert_true(list.games[0].busy);
	assert_false(list.games[1].busy);
	assert_ptr_equal(save_games_find(&list, NULL), &list.games[1]);
	save_games_free(&list);
	close(fd);
	assert_true((fd = save_game_lock(p2)) >= 0);
	close(fd);
	/* A finished game is not listed. */
	while (game_phase(g) != GAME_PHASE_OVER)
		assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(save_game_write(&p2, 0, g, NULL, &fail), SAVE_OK);
	assert_int_equal(save_games_list(&list), 0);
	assert_int_equal(list.n, 2);
	save_games_free(&list);
	free(p1);
	free(p2);
	game_free(g);
}

/*
 * The record beside a save that cannot be written (a FIFO there) does not
 * make the save a failure: it is written, and the record's trouble said.
 */
static void
test_record_trouble_is_no_failed_save(void **state)
{
	struct fx *f = *state;
	struct game_settings s;
	struct save_failure fail;
	struct save_games list;
	struct game *g;
	char *path = NULL, *gcg;

	setenv("XDG_STATE_HOME", f->dir, 1);
	game_settings_default(&s);
	assert_non_null(g = new_game(&s));
	game_start(g);
	assert_int_equal(save_game_write(&path, 1796116500, g, NULL, &fail),
	    SAVE_OK);
	assert_int_equal(fail.record, SAVE_OK);
	gcg = save_game_record_path(path);
	assert_int_equal(unlink(gcg), 0);
	assert_int_equal(mkfifo(gcg, 0600), 0);
	assert_int_equal(game_pass(g), GAME_OK);
	assert_int_equal(save_game_write(&path, 0, g, NULL, &fail), SAVE_OK);
	assert_int_equal(fail.record, SAVE_ERR_NOT_REGULAR);
	assert_int_equal(save_games_list(&list), 0);
	assert_int_equal(list.n, 1);
	assert_int_equal(list.games[0].turn, 2);
	save_games_free(&list);
	free(gcg);
	free(path);
	game_free(g);
}

/* Create dir/fichas/name, last written age seconds before now. */
static void
touch_aged(const char *dir, const char *name, time_t now, time_t age)
{
	char path[256];
	struct timeval times[2];
	FILE *out;

	snprintf(path, sizeof path, "%s/fichas/%s", dir, name);
	assert_non_null(out = fopen(path, "w"));
	fputs("x", out);
	assert_int_equal(fclose(out), 0);
	times[0].tv_sec = times[1].tv_sec = now - age;
	times[0].tv_usec = times[1].tv_usec = 0;
	assert_int_equal(utimes(path, times), 0);
}

/* Whether dir/fichas/name is there. */
static int
present(const char *dir, const char *name)
{
	char path[256];

	snprintf(path, sizeof path, "%s/fichas/%s", dir, name);
	return access(path, F_OK) == 0;
}

/*
 * A kill between mkstemp() and rename() leaves NAME.tmp-XXXXXX beside
 * the save: the clean-up at start removes such files once they are an
 * hour old, and nothing else (not a write in progress, not the save).
 */
static void
test_killed_writes_leave_no_litter(void **state)
{
	struct fx *f = *state;
	char sub[256];
	time_t now = time(NULL);

	setenv("XDG_STATE_HOME", f->dir, 1);
	snprintf(sub, sizeof sub, "%s/fichas", f->dir);
	assert_int_equal(mkdir(sub, 0700), 0);
	touch_aged(f->dir, "current.save.tmp-a1B2c3", now, 2 * 3600);
	touch_aged(f->dir, "game-20261130-101010.gcg.tmp-zzzzzz", now, 7200);
	touch_aged(f->dir, "current.gcg.tmp-Q9q9Q9", now, 10);
	touch_aged(f->dir, "current.save", now, 2 * 3600);
	touch_aged(f->dir, "notes.tmp-abc", now, 2 * 3600);
	assert_int_equal(save_autosave_clean(now), 2);
	assert_false(present(f->dir, "current.save.tmp-a1B2c3"));
	assert_false(present(f->dir, "game-20261130-101010.gcg.tmp-zzzzzz"));
	assert_true(present(f->dir, "current.gcg.tmp-Q9q9Q9"));
	assert_true(present(f->dir, "current.save"));
	assert_true(present(f->dir, "notes.tmp-abc"));
	assert_int_equal(save_autosave_clean(now), 0);
}

/*
 * NAME.tmp-PID-XXXXXX goes as soon as its process is gone, however young;
 * while the process lives it stays, for an hour at most.
 */
static void
test_killed_writes_go_with_their_process(void **state)
{
	struct fx *f = *state;
	char sub[256], dead[64], alive[64];
	time_t now = time(NULL);
	pid_t pid;

	setenv("XDG_STATE_HOME", f->dir, 1);
	snprintf(sub, sizeof sub, "%s/fichas", f->dir);
	assert_int_equal(mkdir(sub, 0700), 0);
	if ((pid = fork()) == 0)
		_exit(0);
	assert_true(pid > 0);
	assert_int_equal(waitpid(pid, NULL, 0), pid);
	snprintf(dead, sizeof dead, "game-1.save.tmp-%ld-aB3dE6", (long)pid);
	snprintf(alive, sizeof alive, "game-1.gcg.tmp-%ld-aB3dE6",
	    (long)getppid());
	touch_aged(f->dir, dead, now, 1);
	touch_aged(f->dir, alive, now, 1);
	touch_aged(f->dir, "game-2.save.tmp-1x-aB3dE6", now, 1);
	assert_int_equal(save_autosave_clean(now), 1);
	assert_false(present(f->dir, dead));
	assert_true(present(f->dir, alive));
	assert_true(present(f->dir, "game-2.save.tmp-1x-aB3dE6"));
	assert_int_equal(save_autosave_clean(now + 2 * 3600), 1);
	assert_false(present(f->dir, alive));
}

/* A save over a FIFO is refused before any file is made; 0600 when new. */
static void
test_save_over_a_fifo_is_refused(void **state)
{
	struct fx *f = *state;
	struct save_failure fail;
	struct stat st;
	char path[128];

	snprintf(path, sizeof path, "%s/fifo", f->dir);
	assert_int_equal(mkfifo(path, 0644), 0);
	assert_int_equal(save_write_atomic(path, "x\n", 2, NULL, &fail),
	    SAVE_ERR_NOT_REGULAR);
	assert_string_equal(save_error_id(fail.error), "not-regular");
	assert_int_equal(lstat(path, &st), 0);
	assert_true(S_ISFIFO(st.st_mode));
	assert_int_equal(dir_entries(f->dir), 1);
	snprintf(path, sizeof path, "%s/new.save", f->dir);
	assert_int_equal(save_write_atomic(path, "x\n", 2, NULL, &fail),
	    SAVE_OK);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_art4_new_game_resumes_with_its_draw_and_bag),
		cmocka_unit_test(test_art21_laid_tiles_resume_where_they_lie),
		cmocka_unit_test(
		    test_art34_pending_play_resumes_and_can_be_challenged),
		cmocka_unit_test(test_art37_finished_game_resumes_over),
		cmocka_unit_test(test_art32_clocks_resume_with_their_time),
		cmocka_unit_test(
		    test_art24_random_games_resume_exactly_after_every_action),
		cmocka_unit_test(
		    test_art37_every_end_exports_as_the_referee_counts),
		cmocka_unit_test(test_truncated_and_corrupted_saves_are_refused),
		cmocka_unit_test(test_foreign_and_newer_files_are_named),
		cmocka_unit_test(test_inconsistent_saves_are_refused),
		cmocka_unit_test_setup_teardown(
		    test_failed_write_keeps_the_old_save, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_file_size_limit_keeps_the_old_save, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_dir_goes_under_xdg_state_home, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_never_overwrite_each_other, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_games_list_and_legacy_save, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_killed_writes_leave_no_litter, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_killed_writes_go_with_their_process, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_save_over_a_fifo_is_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_record_trouble_is_no_failed_save, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
