/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A whole game by the FISE regulation (arts. 4-37), one test per article,
 * driven with a seeded bag, a fake clock that moves only when a test says so
 * and a fake judge that knows a handful of words.  Racks are set with
 * game_set_rack(); positions late in a game with game_set_position(), the
 * tiles nobody needs piled on rows 1-6 out of the way.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "export.h"
#include "game.h"
#include "save.h"

#define SEC(n)	((int64_t)(n) * 1000)

/* A wall clock for the game: it starts far from zero on purpose. */
struct fake_clock {
	int64_t ms;
};

/* The lexicon stand-in: a few words, and a count of how often it is asked. */
struct judge {
	int calls;
	int64_t think_ms;	/* how long a judgement takes (art. 31.2) */
	struct fake_clock *clock;
};

/* What the callbacks heard. */
struct heard {
	int played, decisions, challenged, turns, over;
	int warnings[16], warned_player[16], n_warnings;
	int last_decider;
	enum game_end end;
};

/* Everything one test needs. */
struct fx {
	struct fake_clock clock;
	struct judge judge;
	struct heard heard;
	struct game_settings s;
	struct game *g;
};

/* The words of the fake lexicon; art. 11 spelling, no accents. */
static const char *const lexicon[] = {
	"CASA", "CASAS", "CASO", "OSA", "AS", "SA", "SOL", "OS", "AMO", NULL
};

static int64_t fake_now(void *);
static int judge_is_word(void *, const tile_t *, int);
static void on_played(void *, struct game *, const struct game_event *);
static void on_decision(void *, struct game *, int);
static void on_challenged(void *, struct game *, const struct game_event *);
static void on_turn(void *, struct game *, int);
static void on_warning(void *, struct game *, int, int);
static void on_over(void *, struct game *, enum game_end);
static void create(struct fx *);
static void start(struct fx *);
static void give(struct fx *, int, const char *);
static void deal(struct fx *, const char *, const char *);
static void begin(struct fx *, const char *);
static enum game_error play(struct fx *, const char *);
static void lay(struct fx *, const char *);
static const struct game_event *last(const struct fx *);
static void position(struct fx *, const char *, const char *, const char *,
    const char *);
static void opening(struct fx *, const char *);
static void move_text(const struct game_event *, char *, size_t);

/* The fake clock's time. */
static int64_t
fake_now(void *ctx)
{
	return ((struct fake_clock *)ctx)->ms;
}

/* Whether the tiles spell a word of the fake lexicon, blanks by letter. */
static int
judge_is_word(void *ctx, const tile_t *tiles, int n)
{
	struct judge *j = ctx;

	j->calls++;
	j->clock->ms += j->think_ms;
	for (int w = 0; lexicon[w] != NULL; w++) {
		tile_t word[TILES_MAX_WORD];
		int len = tiles_parse(lexicon[w], strlen(lexicon[w]),
		    TILES_MODE_WORD, word, TILES_MAX_WORD, NULL);
		int same = len == n;

		for (int i = 0; same && i < n; i++)
			same = tile_letter(tiles[i]) == word[i];
		if (same)
			return 1;
	}
	return 0;
}

/* Count score sheet lines. */
static void
on_played(void *ctx, struct game *g, const struct game_event *ev)
{
	((struct fx *)ctx)->heard.played++;
}

/* Count decisions asked, and who was asked. */
static void
on_decision(void *ctx, struct game *g, int decider)
{
	((struct fx *)ctx)->heard.decisions++;
	((struct fx *)ctx)->heard.last_decider = decider;
}

/* Count challenges judged. */
static void
on_challenged(void *ctx, struct game *g, const struct game_event *play)
{
	((struct fx *)ctx)->heard.challenged++;
}

/* Count turns started. */
static void
on_turn(void *ctx, struct game *g, int player)
{
	((struct fx *)ctx)->heard.turns++;
}

/* Keep the clock warnings in order. */
static void
on_warning(void *ctx, struct game *g, int player, int level)
{
	struct heard *h = &((struct fx *)ctx)->heard;

	if (h->n_warnings < 16) {
		h->warned_player[h->n_warnings] = player;
		h->warnings[h->n_warnings++] = level;
	}
}

/* Note the end of the game. */
static void
on_over(void *ctx, struct game *g, enum game_end reason)
{
	((struct fx *)ctx)->heard.over++;
	((struct fx *)ctx)->heard.end = reason;
}

static const struct game_callbacks hooks = {
	on_played, on_decision, on_challenged, on_turn, on_warning, on_over
};

/* A fixture with untimed FISE settings, seed 1; tests adjust f->s. */
static int
setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);

	assert_non_null(f);
	f->clock.ms = 987654321;
	f->judge.clock = &f->clock;
	game_settings_default(&f->s);
	assert_int_equal(game_settings_set_name(&f->s, 0, "Ana"), 0);
	assert_int_equal(game_settings_set_name(&f->s, 1, "Luis"), 0);
	f->s.seed = 1;
	*state = f;
	return 0;
}

/* Free the game and the fixture. */
static int
teardown(void **state)
{
	struct fx *f = *state;

	game_free(f->g);
	free(f);
	return 0;
}

/* Create the game from f->s (ready phase). */
static void
create(struct fx *f)
{
	struct clock_source source = { fake_now, &f->clock };
	struct game_judge judge = { judge_is_word, &f->judge };
	enum game_error e;

	f->g = game_create(&f->s, source, judge, &hooks, f, &e);
	assert_int_equal(e, GAME_OK);
	assert_non_null(f->g);
}

/* Create and start. */
static void
start(struct fx *f)
{
	create(f);
	assert_int_equal(game_start(f->g), GAME_OK);
}

/* Give a player a rack in record spelling ("CASA?", "[CH]"). */
static void
give(struct fx *f, int player, const char *text)
{
	struct rack rack;

	assert_int_equal(rack_parse(&rack, text), 0);
	assert_int_equal(game_set_rack(f->g, player, rack.tiles, rack.n),
	    GAME_OK);
}

/*
 * Before the start: the first player gets `mover`, the other `other`, both
 * racks emptied first so that neither holds a tile the other needs.
 */
static void
deal(struct fx *f, const char *mover, const char *other)
{
	int m = game_mover(f->g);

	give(f, 0, "");
	give(f, 1, "");
	give(f, m, mover);
	give(f, 1 - m, other);
}

/* Create, deal the first player a rack (the other EEIILNR), start. */
static void
begin(struct fx *f, const char *rack)
{
	create(f);
	deal(f, rack, "EEIILNR");
	assert_int_equal(game_start(f->g), GAME_OK);
}

/* Play a move in notation for the mover. */
static enum game_error
play(struct fx *f, const char *text)
{
	struct move move;

	assert_int_equal(move_parse(text, &move, NULL), MOVE_OK);
	return game_play_move(f->g, &move, NULL);
}

/* Lay the new tiles of a move in notation, one by one, not submitting. */
static void
lay(struct fx *f, const char *text)
{
	struct move move;
	struct placement p;

	assert_int_equal(move_parse(text, &move, NULL), MOVE_OK);
	assert_int_equal(move_to_placement(&move, game_board(f->g), &p, NULL),
	    MOVE_OK);
	for (int i = 0; i < p.n; i++)
		assert_int_equal(game_lay(f->g, p.tiles[i].row,
		    p.tiles[i].col, p.tiles[i].tile), GAME_OK);
}

/* The last line of the score sheet. */
static const struct game_event *
last(const struct fx *f)
{
	int n;
	const struct game_event *sheet = game_sheet(f->g, &n);

	assert_true(n > 0);
	return &sheet[n - 1];
}

/* A placement event's move as notation. */
static void
move_text(const struct game_event *ev, char *buf, size_t size)
{
	move_format(&ev->move, buf, size);
}

/*
 * Player 0 to move in a position: `word` across from 8H, the racks given,
 * exactly `bag` in the bag, every other tile piled on rows 1-6.
 */
static void
position(struct fx *f, const char *word, const char *rack0,
    const char *rack1, const char *bag)
{
	struct game_position pos;
	int counts[TILE_CODES];
	struct rack r;
	tile_t w[TILES_MAX_WORD];
	int n, square = 0;

	create(f);
	memset(&pos, 0, sizeof pos);
	for (tile_t t = 0; t < TILE_CODES; t++)
		counts[t] = tile_count(t);
	n = tiles_parse(word, strlen(word), TILES_MODE_WORD, w,
	    TILES_MAX_WORD, NULL);
	for (int i = 0; i < n; i++) {
		pos.board.squares[BOARD_CENTER][BOARD_CENTER + i] = w[i];
		counts[w[i]]--;
	}
	assert_int_equal(rack_parse(&pos.racks[0], rack0), 0);
	assert_int_equal(rack_parse(&pos.racks[1], rack1), 0);
	assert_int_equal(rack_parse(&r, bag), 0);
	for (int p = 0; p < 2; p++)
		for (int i = 0; i < pos.racks[p].n; i++)
			counts[pos.racks[p].tiles[i]]--;
	for (int i = 0; i < r.n; i++)
		counts[r.tiles[i]]--;
	for (tile_t t = 1; t < TILE_CODES; t++) {
		for (; counts[t] > 0; counts[t]--, square++) {
			assert_true(square < 6 * BOARD_SIZE);
			pos.board.squares[square / BOARD_SIZE]
			    [square % BOARD_SIZE] = t == TILE_BLANK ?
			    (tile_t)(TILE_A | TILE_BLANK_FLAG) : t;
		}
	}
	pos.mover = 0;
	assert_int_equal(game_set_position(f->g, &pos), GAME_OK);
	assert_int_equal(game_start(f->g), GAME_OK);
	assert_int_equal(game_bag_count(f->g), r.n);
}

/*
 * Start a game and submit CASA from 8H for whoever starts (12 points); the
 * other player holds `other`.
 */
static void
opening(struct fx *f, const char *other)
{
	create(f);
	deal(f, "CASAEIO", other);
	assert_int_equal(game_start(f->g), GAME_OK);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
	assert_int_equal(last(f)->points, 12);
}

/* Settings from the command line, with their error codes. */
static void
test_settings_parse(void **state)
{
	struct game_settings s;
	enum game_challenge_rule rule;
	enum game_laid_rule laid;
	int n;

	game_settings_default(&s);
	assert_int_equal(s.challenge, GAME_CHALLENGE_FISE);
	assert_int_equal(game_challenge_parse("five-points", &rule), 0);
	assert_int_equal(rule, GAME_CHALLENGE_FIVE_POINTS);
	assert_int_equal(game_challenge_parse("double", &rule), 0);
	assert_int_equal(rule, GAME_CHALLENGE_DOUBLE);
	assert_int_equal(game_challenge_parse("void", &rule), 0);
	assert_int_equal(rule, GAME_CHALLENGE_VOID);
	assert_int_equal(game_challenge_parse("fise", &rule), 0);
	assert_int_equal(rule, GAME_CHALLENGE_FISE);
	assert_int_equal(game_challenge_parse("FISE", &rule),
	    GAME_SETTINGS_ERR_CHALLENGE);
	assert_int_equal(game_laid_parse("casual", &laid), 0);
	assert_int_equal(laid, GAME_LAID_CASUAL);
	assert_int_equal(game_laid_parse("tournament", &laid), 0);
	assert_int_equal(laid, GAME_LAID_TOURNAMENT);
	assert_int_equal(game_laid_parse("strict", &laid),
	    GAME_SETTINGS_ERR_LAID);
	assert_int_equal(game_exchange_min_parse("7", &n), 0);
	assert_int_equal(n, 7);
	assert_int_equal(game_exchange_min_parse("8", &n),
	    GAME_SETTINGS_ERR_EXCHANGE);
	assert_int_equal(game_exchange_min_parse("", &n),
	    GAME_SETTINGS_ERR_EXCHANGE);
	assert_int_equal(game_settings_set_name(&s, 0, ""),
	    GAME_SETTINGS_ERR_NAME);
	assert_int_equal(game_settings_set_name(&s, 0, "a\tb"),
	    GAME_SETTINGS_ERR_NAME);
	assert_int_equal(game_settings_set_name(&s, 2, "Ana"),
	    GAME_SETTINGS_ERR_PLAYER);
	assert_int_equal(game_settings_set_name(&s, 1, "Begoña"), 0);
	assert_string_equal(s.names[1], "Begoña");
}

/* Tournament laid tiles by default in timed games, casual untimed. */
static void
test_settings_laid_default_follows_the_clock(void **state)
{
	struct fx *f = *state;

	create(f);
	assert_int_equal(game_settings(f->g)->laid, GAME_LAID_CASUAL);
	game_free(f->g);
	clock_settings_default(&f->s.clock, CLOCK_CORRIDO);
	create(f);
	assert_int_equal(game_settings(f->g)->laid, GAME_LAID_TOURNAMENT);
}

/* Settings out of range are refused at creation. */
static void
test_settings_bad_are_refused(void **state)
{
	struct fx *f = *state;
	struct clock_source source = { fake_now, &f->clock };
	struct game_judge judge = { NULL, NULL };
	enum game_error e;

	f->s.exchange_min_bag = 8;
	assert_null(game_create(&f->s, source, judge, NULL, NULL, &e));
	assert_int_equal(e, GAME_ERR_SETTINGS);
	f->s.exchange_min_bag = 0;
	f->s.clock.mode = CLOCK_TIMER;
	f->s.clock.budget_ms = 0;
	assert_null(game_create(&f->s, source, judge, NULL, NULL, &e));
	assert_int_equal(e, GAME_ERR_SETTINGS);
}

/* Lower is closer to A; the blank beats everything (art. 4). */
static int
rank(tile_t t)
{
	return t == TILE_BLANK ? 0 : t;
}

/* A game made with this seed, or NULL when creation fails. */
static struct game *
seeded(struct fx *f, uint64_t seed)
{
	struct clock_source source = { fake_now, &f->clock };
	struct game_judge judge = { NULL, NULL };

	f->s.seed = seed;
	return game_create(&f->s, source, judge, NULL, NULL, NULL);
}

/* Art. 4: the tile closest to A starts, whatever the seed. */
static void
test_art4_closest_to_a_starts(void **state)
{
	struct fx *f = *state;

	for (uint64_t seed = 1; seed <= 50; seed++) {
		struct game *g = seeded(f, seed);
		const struct game_draw *d = game_draw(g);
		tile_t a = d->tiles[d->n - 2], b = d->tiles[d->n - 1];

		assert_true(d->n >= 2 && d->n % 2 == 0);
		assert_int_equal(d->player[d->n - 2], 0);
		assert_int_equal(d->player[d->n - 1], 1);
		assert_int_not_equal(a, b);
		assert_int_equal(d->first, rank(b) < rank(a) ? 1 : 0);
		assert_int_equal(game_mover(g), d->first);
		game_free(g);
	}
}

/* Art. 4: a blank drawn beats every letter, even an A. */
static void
test_art4_blank_beats_all(void **state)
{
	struct fx *f = *state;
	int found = 0;

	for (uint64_t seed = 1; seed < 5000 && !found; seed++) {
		struct game *g = seeded(f, seed);
		const struct game_draw *d = game_draw(g);
		tile_t a = d->tiles[d->n - 2], b = d->tiles[d->n - 1];

		if (a == TILE_BLANK || b == TILE_BLANK) {
			found = 1;
			assert_int_equal(d->first, b == TILE_BLANK);
		}
		game_free(g);
	}
	assert_true(found);
}

/* Art. 4: a tie draws again, until the tiles differ. */
static void
test_art4_tie_draws_again(void **state)
{
	struct fx *f = *state;
	int found = 0;

	for (uint64_t seed = 1; seed < 5000 && !found; seed++) {
		struct game *g = seeded(f, seed);
		const struct game_draw *d = game_draw(g);

		if (d->n > 2) {
			found = 1;
			for (int i = 0; i + 2 < d->n; i += 2)
				assert_int_equal(d->tiles[i], d->tiles[i + 1]);
			assert_int_not_equal(d->tiles[d->n - 2],
			    d->tiles[d->n - 1]);
		}
		game_free(g);
	}
	assert_true(found);
}

/* Art. 4: the drawn tiles go back; the starter's rack is dealt first. */
static void
test_art4_drawn_tiles_go_back(void **state)
{
	struct fx *f = *state;
	struct rng rng;
	struct bag bag;
	struct rack first;
	int counts[TILE_CODES] = { 0 }, n;

	create(f);
	const struct game_draw *d = game_draw(f->g);
	assert_int_equal(game_bag_count(f->g), TILES_TOTAL - 2 * RACK_SIZE);
	for (int p = 0; p < 2; p++)
		assert_int_equal(game_rack(f->g, p)->n, RACK_SIZE);
	/* Player 0's rack and what player 0 has not seen: the whole set. */
	game_unseen(f->g, 0, counts);
	for (int i = 0; i < RACK_SIZE; i++)
		counts[game_rack(f->g, 0)->tiles[i]]++;
	for (tile_t t = 1; t < TILE_CODES; t++)
		assert_int_equal(counts[t], tile_count(t));
	/* The same generator: the draw, the tiles back, then seven each. */
	rng_seed(&rng, 1);
	bag_fill(&bag);
	n = d->n;
	for (int i = 0; i < n; i++)
		assert_int_equal(bag_draw(&bag, &rng), d->tiles[i]);
	for (int i = 0; i < n; i++)
		bag_return(&bag, d->tiles[i]);
	rack_init(&first);
	bag_refill(&bag, &rng, &first);
	assert_memory_equal(first.tiles, game_rack(f->g, d->first)->tiles,
	    RACK_SIZE);
}

/* Art. 5: the score sheet lists every turn with what the players note. */
static void
test_art5_score_sheet(void **state)
{
	struct fx *f = *state;
	const struct game_event *sheet;
	struct rack r;
	char buf[64];
	int n, m, o;
	tile_t swap[2] = { TILE_Z, TILE_X };

	opening(f, "ZXAEIOU");
	m = game_mover(f->g);
	o = 1 - m;
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_exchange(f->g, swap, 2), GAME_OK);
	assert_int_equal(game_pass(f->g), GAME_OK);
	sheet = game_sheet(f->g, &n);
	assert_int_equal(n, 3);

	assert_int_equal(sheet[0].kind, GAME_EVENT_PLACE);
	assert_int_equal(sheet[0].turn, 1);
	assert_int_equal(sheet[0].player, m);
	rack_to_record(&sheet[0].rack, buf, sizeof buf);
	assert_string_equal(buf, "CASAEIO");
	move_text(&sheet[0], buf, sizeof buf);
	assert_string_equal(buf, "8H CASA");
	assert_int_equal(sheet[0].points, 12);
	assert_int_equal(sheet[0].total, 12);
	assert_int_equal(sheet[0].verdict, GAME_VERDICT_ACCEPTED);
	assert_int_equal(sheet[0].score.n_words, 1);

	assert_int_equal(sheet[1].kind, GAME_EVENT_EXCHANGE);
	assert_int_equal(sheet[1].turn, 2);
	assert_int_equal(sheet[1].player, o);
	rack_to_record(&sheet[1].rack, buf, sizeof buf);
	assert_string_equal(buf, "ZXAEIOU");
	assert_int_equal(sheet[1].move.n_exchange, 2);
	assert_memory_equal(sheet[1].move.exchange, swap, 2);
	assert_int_equal(sheet[1].points, 0);
	assert_int_equal(sheet[1].total, 0);

	assert_int_equal(sheet[2].kind, GAME_EVENT_PASS);
	assert_int_equal(sheet[2].turn, 3);
	assert_int_equal(sheet[2].player, m);
	/* The rack before turn 3: EIO and what CASA drew. */
	r = sheet[2].rack;
	assert_int_equal(r.n, RACK_SIZE);
	assert_int_equal(sheet[2].total, 12);
	assert_int_equal(f->heard.played, 3);
}

/* Art. 6: the first play lays two tiles or more and covers H8. */
static void
test_art6_first_play(void **state)
{
	struct fx *f = *state;
	enum rules_error why;
	struct move move;

	begin(f, "CASAEIO");
	assert_int_equal(move_parse("8H C", &move, NULL), MOVE_OK);
	assert_int_equal(game_play_move(f->g, &move, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_FIRST_ONE_TILE);
	assert_int_equal(rules_article(why), 6);
	assert_int_equal(move_parse("7H CASA", &move, NULL), MOVE_OK);
	assert_int_equal(game_play_move(f->g, &move, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_FIRST_OFF_CENTRE);
	assert_int_equal(rules_article(why), 6);
	assert_int_equal(game_rack(f->g, game_mover(f->g))->n, RACK_SIZE);
	assert_int_equal(game_laid(f->g)->n, 0);
	assert_int_equal(play(f, "H5 CASA"), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
}

/*
 * Typed notation against the board and the mover's tiles: the C of CASA is
 * played through, the A the rack lacks goes to the blank (art. 10), tiles
 * already laid count as the mover's, and the preview scores what is played.
 */
static void
test_art10_typed_move_resolved_for_the_mover(void **state)
{
	struct fx *f = *state;
	struct play_score score;
	struct move_failure mf;
	enum rules_error why;
	struct move move;
	char buf[64];

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	give(f, game_mover(f->g), "OSE?EEE");
	lay(f, "H9 O");
	assert_int_equal(move_parse("H8 COSA", &move, NULL), MOVE_OK);
	assert_int_equal(game_resolve_move(f->g, &move, &mf), MOVE_OK);
	move_format(&move, buf, sizeof buf);
	assert_string_equal(buf, "H8 (C)OSa");
	assert_int_equal(game_preview_move(f->g, &move, &why, &score),
	    GAME_OK);
	assert_int_equal(score.score, 3 + 1 + 1 + 0);
	assert_int_equal(game_play_move(f->g, &move, &why), GAME_OK);
	assert_int_equal(last(f)->points, score.score);

	/* The other way: a letter the C contradicts names its square. */
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(move_parse("8H S", &move, NULL), MOVE_OK);
	assert_int_equal(game_resolve_move(f->g, &move, &mf),
	    MOVE_ERR_THROUGH_MISMATCH);
	assert_int_equal(mf.offset, 0);
}

/* Art. 8: a taken square is refused; every word formed scores. */
static void
test_art8_placement_and_all_words_score(void **state)
{
	struct fx *f = *state;
	enum rules_error why;
	struct placement p;

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	give(f, game_mover(f->g), "OSAEEEE");
	assert_int_equal(game_lay(f->g, 7, 7, TILE_O), GAME_ERR_SQUARE);
	/* The same through a whole placement: refused under art. 8. */
	p.n = 2;
	p.tiles[0] = (struct placed_tile){ 7, 7, TILE_O };
	p.tiles[1] = (struct placed_tile){ 8, 7, TILE_S };
	assert_int_equal(game_play(f->g, &p, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_SQUARE_TAKEN);
	assert_int_equal(rules_article(why), 8);
	/*
	 * OSA under CASA from 9H: O plain, S on 2L (2), A plain: 4; the
	 * cross words CO 4, AS 1+2 = 3, SA 2: 13 in all (art. 18).
	 */
	assert_int_equal(play(f, "9H OSA"), GAME_OK);
	assert_int_equal(last(f)->score.n_words, 4);
	assert_int_equal(last(f)->points, 13);
}

/* Art. 9: a later play must touch the tiles already played. */
static void
test_art9_play_must_connect(void **state)
{
	struct fx *f = *state;
	enum rules_error why;
	struct move move;

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	give(f, game_mover(f->g), "OSAEEEE");
	assert_int_equal(move_parse("2B OSA", &move, NULL), MOVE_OK);
	assert_int_equal(game_play_move(f->g, &move, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_NOT_CONNECTED);
	assert_int_equal(rules_article(why), 9);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
}

/* Art. 10: a blank needs its letter, which the sheet records (10.1). */
static void
test_art10_blank_letter_recorded(void **state)
{
	struct fx *f = *state;
	enum rules_error why;
	char buf[64];

	begin(f, "CAS?EIO");
	assert_int_equal(game_lay(f->g, 7, 7, TILE_C), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 8, TILE_A), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 9, TILE_S), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 10, TILE_BLANK), GAME_OK);
	assert_int_equal(game_submit(f->g, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_BAD_TILE);
	assert_int_equal(rules_article(why), 10);
	assert_int_equal(game_set_blank_letter(f->g, 7, 9, TILE_A),
	    GAME_ERR_NOT_BLANK);
	assert_int_equal(game_set_blank_letter(f->g, 7, 10, TILE_O), GAME_OK);
	assert_int_equal(game_set_blank_letter(f->g, 7, 10, TILE_A), GAME_OK);
	assert_int_equal(game_submit(f->g, &why), GAME_OK);
	/* C 3 + A 1 + S 1 + blank 0, doubled on the star (arts. 10.2, 16). */
	assert_int_equal(last(f)->points, 10);
	assert_int_equal(last(f)->move.word[3], TILE_A | TILE_BLANK_FLAG);
	move_text(last(f), buf, sizeof buf);
	assert_string_equal(buf, "8H CASa");
	assert_int_equal(board_get(game_board(f->g), 7, 10),
	    TILE_A | TILE_BLANK_FLAG);
}

/* Art. 20: the tiles of a turn go in one row or one column. */
static void
test_art20_one_line(void **state)
{
	struct fx *f = *state;
	enum rules_error why;

	begin(f, "CASAEIO");
	assert_int_equal(game_lay(f->g, 7, 7, TILE_C), GAME_OK);
	assert_int_equal(game_lay(f->g, 8, 8, TILE_A), GAME_OK);
	assert_int_equal(game_submit(f->g, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_NOT_IN_LINE);
	assert_int_equal(rules_article(why), 20);
	/* Refused, the tiles stay laid for the player to put right. */
	assert_int_equal(game_laid(f->g)->n, 2);
	assert_int_equal(game_rack(f->g, game_mover(f->g))->n, 5);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
}

/* Art. 21: laid tiles may be moved and re-ordered before submission. */
static void
test_art21_rearrange_before_submission(void **state)
{
	struct fx *f = *state;
	enum rules_error why;
	char buf[64];

	f->s.laid = GAME_LAID_TOURNAMENT;
	begin(f, "CASAEIO");
	/* A C S A with a gap: not one whole word (art. 8), then put right
	 * by moving the laid tiles (art. 21). */
	lay(f, "8H AC");
	assert_int_equal(game_lay(f->g, 7, 10, TILE_S), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 11, TILE_A), GAME_OK);
	assert_int_equal(game_submit(f->g, &why), GAME_ERR_RULES);
	assert_int_equal(why, RULES_ERR_GAP);
	assert_int_equal(rules_article(why), 8);
	/* Swap A and C (21.2), then shift S and A left (21.1). */
	assert_int_equal(game_move_laid(f->g, 7, 7, 7, 8), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 7, 10, 7, 9), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 7, 11, 7, 10), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 7, 10, 4, 4), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 4, 4, 7, 10), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 1, 1, 7, 10),
	    GAME_ERR_NOT_LAID);
	assert_int_equal(game_submit(f->g, &why), GAME_OK);
	move_text(last(f), buf, sizeof buf);
	assert_string_equal(buf, "8H CASA");
	assert_int_equal(last(f)->points, 12);
}

/* Art. 22: in tournament a laid tile must be played. */
static void
test_art22_laid_tile_must_be_played(void **state)
{
	struct fx *f = *state;
	tile_t e = TILE_E;

	f->s.laid = GAME_LAID_TOURNAMENT;
	begin(f, "CASAEIO");
	assert_int_equal(game_lay(f->g, 7, 7, TILE_C), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 8, TILE_E), GAME_OK);
	assert_int_equal(game_lay(f->g, 7, 9, TILE_Z), GAME_ERR_NOT_ON_RACK);
	assert_int_equal(game_unlay(f->g, 7, 8), GAME_ERR_LAID);
	assert_int_equal(game_pass(f->g), GAME_ERR_LAID);
	assert_int_equal(game_exchange(f->g, &e, 1), GAME_ERR_LAID);
	assert_int_equal(game_laid(f->g)->n, 2);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
}

/* Art. 23: taking laid tiles back in tournament loses the turn. */
static void
test_art23_take_back_loses_turn_in_tournament(void **state)
{
	struct fx *f = *state;
	int m;

	f->s.laid = GAME_LAID_TOURNAMENT;
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	lay(f, "8H CE");
	assert_int_equal(game_take_back(f->g), GAME_OK);
	assert_int_equal(last(f)->kind, GAME_EVENT_LOST_TURN);
	assert_int_equal(last(f)->lost, GAME_LOST_LAID);
	assert_int_equal(last(f)->player, m);
	assert_int_equal(last(f)->points, 0);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(game_mover(f->g), 1 - m);
	/* A lost turn counts as a pass (art. 37.2) and as scoreless. */
	assert_int_equal(game_passes_in_row(f->g), 1);
	assert_int_equal(game_scoreless_in_row(f->g), 1);
}

/* Art. 23 does not apply to casual games: tiles come back for free. */
static void
test_art23_take_back_is_free_in_casual(void **state)
{
	struct fx *f = *state;
	int m, n;
	tile_t e = TILE_E;

	f->s.laid = GAME_LAID_CASUAL;
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	lay(f, "8H CE");
	assert_int_equal(game_unlay(f->g, 7, 8), GAME_OK);
	assert_int_equal(game_rack(f->g, m)->n, 6);
	assert_int_equal(game_take_back(f->g), GAME_OK);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(game_mover(f->g), m);
	game_sheet(f->g, &n);
	assert_int_equal(n, 0);
	/* Exchanging with a tile laid takes it back first. */
	lay(f, "8H E");
	assert_int_equal(game_exchange(f->g, &e, 1), GAME_OK);
	assert_int_equal(last(f)->kind, GAME_EVENT_EXCHANGE);
	assert_int_equal(game_mover(f->g), 1 - m);
}

/* Art. 24: the new tiles are drawn before the old ones go back. */
static void
test_art24_exchange_draws_before_returning(void **state)
{
	struct fx *f = *state;
	const tile_t old[3] = { TILE_A, TILE_E, TILE_I };
	int counts[TILE_CODES];

	position(f, "CASA", "AEIOUSS", "BBDDFGG", "ZXQ");
	assert_int_equal(game_exchange(f->g, old, 3), GAME_OK);
	/* Only Z, X and Q could come: A, E and I were still aside. */
	rack_counts(game_rack(f->g, 0), counts);
	assert_int_equal(game_rack(f->g, 0)->n, RACK_SIZE);
	assert_int_equal(counts[TILE_Z] + counts[TILE_X] + counts[TILE_Q], 3);
	assert_int_equal(counts[TILE_A] + counts[TILE_E] + counts[TILE_I], 0);
	assert_int_equal(game_bag_count(f->g), 3);
	game_unseen(f->g, 1, counts);
	assert_int_equal(counts[TILE_A] + counts[TILE_E] + counts[TILE_I], 3);
	assert_int_equal(last(f)->move.n_exchange, 3);
}

/*
 * Art. 24: "exchange all" straight from the game's own rack array records
 * exactly the tiles given back, though the rack changes under it.
 */
static void
test_art24_exchange_whole_rack_from_its_own_array(void **state)
{
	struct fx *f = *state;
	int counts[TILE_CODES];

	position(f, "CASA", "AEIOUSS", "BBDDFGG", "ZXQJ[LL][RR]Ñ");
	assert_int_equal(game_exchange(f->g, game_rack(f->g, 0)->tiles,
	    RACK_SIZE), GAME_OK);
	assert_int_equal(last(f)->move.n_exchange, RACK_SIZE);
	memset(counts, 0, sizeof counts);
	for (int i = 0; i < RACK_SIZE; i++)
		counts[last(f)->move.exchange[i]]++;
	assert_int_equal(counts[TILE_A], 1);
	assert_int_equal(counts[TILE_E], 1);
	assert_int_equal(counts[TILE_I], 1);
	assert_int_equal(counts[TILE_O], 1);
	assert_int_equal(counts[TILE_U], 1);
	assert_int_equal(counts[TILE_S], 2);
	rack_counts(game_rack(f->g, 0), counts);
	assert_int_equal(counts[TILE_Z] + counts[TILE_X] + counts[TILE_Q] +
	    counts[TILE_J] + counts[TILE_LL] + counts[TILE_RR] +
	    counts[TILE_NY], RACK_SIZE);
}

/* Art. 24: the bag must hold as many tiles as are exchanged. */
static void
test_art24_exchange_refused_when_bag_short(void **state)
{
	struct fx *f = *state;
	const tile_t four[4] = { TILE_A, TILE_E, TILE_I, TILE_O };

	position(f, "CASA", "AEIOUSS", "BBDDFGG", "ZXQ");
	assert_int_equal(game_exchange(f->g, four, 4), GAME_ERR_BAG_SHORT);
	assert_int_equal(game_exchange(f->g, four, 0), GAME_ERR_EXCHANGE);
	assert_int_equal(game_exchange(f->g, four, 8), GAME_ERR_EXCHANGE);
	assert_int_equal(game_can_exchange(f->g, 3), GAME_OK);
	assert_int_equal(game_mover(f->g), 0);
	assert_int_equal(game_rack(f->g, 0)->n, RACK_SIZE);
}

/* Art. 24, club rule: no exchange unless the bag holds seven. */
static void
test_art24_exchange_refused_under_seven_in_club_rule(void **state)
{
	struct fx *f = *state;
	const tile_t one[1] = { TILE_A };

	f->s.exchange_min_bag = 7;
	position(f, "CASA", "AEIOUSS", "BBDDFGG", "ZXQ");
	assert_int_equal(game_exchange(f->g, one, 1), GAME_ERR_BAG_SHORT);
	game_free(f->g);
	position(f, "CASA", "AEIOUSS", "BBDDFGG", "ZXQJ[LL][RR]Ñ");
	assert_int_equal(game_bag_count(f->g), 7);
	assert_int_equal(game_exchange(f->g, one, 1), GAME_OK);
}

/* Art. 25: a pass, at any time, ends the turn scoreless. */
static void
test_art25_pass(void **state)
{
	struct fx *f = *state;
	int m;

	start(f);
	m = game_mover(f->g);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(last(f)->kind, GAME_EVENT_PASS);
	assert_int_equal(last(f)->player, m);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(game_turn_number(f->g), 2);
	assert_int_equal(game_accept(f->g), GAME_ERR_PHASE);
}

/* Arts. 28-29: "corrido": the mover's clock runs 5 s more while checked. */
static void
test_art29_corrido_runs_mover_clock_while_deciding(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock, "corrido:30"), 0);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(clock_running(game_clock(f->g)), m);
	f->clock.ms += SEC(20);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(clock_left_ms(game_clock(f->g), m), SEC(30 * 60 - 15));
	assert_int_equal(clock_running(game_clock(f->g)), 1 - m);
	f->clock.ms += SEC(7);
	assert_int_equal(clock_left_ms(game_clock(f->g), 1 - m),
	    SEC(30 * 60 - 7));
}

/* Arts. 29, 31.1: "no corrido": the clock stops at submission. */
static void
test_art31_no_corrido_stops_at_submission(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock, "no-corrido:25"),
	    0);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(clock_running(game_clock(f->g)), -1);
	f->clock.ms += SEC(20);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(clock_left_ms(game_clock(f->g), m), SEC(25 * 60 - 10));
}

/* Arts. 31.2, 35.6: a challenge stops the players' clocks, not the game's. */
static void
test_art31_challenge_stops_player_clocks_not_total(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock,
	    "corrido:30,total:60"), 0);
	f->judge.think_ms = SEC(60);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	f->clock.ms += SEC(2);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	/* 10 s thinking and 2 s of checking; the judges' 60 s cost nobody. */
	assert_int_equal(clock_left_ms(game_clock(f->g), m), SEC(30 * 60 - 12));
	assert_int_equal(clock_left_ms(game_clock(f->g), 1 - m), SEC(30 * 60));
	assert_int_equal(clock_total_left_ms(game_clock(f->g)),
	    SEC(60 * 60 - 72));
}

/* Art. 30: three warnings, then the turn passes to the opponent. */
static void
test_art30_timer_turn_over_passes_the_turn(void **state)
{
	struct fx *f = *state;
	int m, n;

	assert_int_equal(clock_settings_parse(&f->s.clock, "timer:2"), 0);
	start(f);
	m = game_mover(f->g);
	f->clock.ms += SEC(91);
	assert_true(game_tick(f->g));
	f->clock.ms += SEC(15);
	game_tick(f->g);
	f->clock.ms += SEC(10);
	game_tick(f->g);
	assert_int_equal(f->heard.n_warnings, 3);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(f->heard.warnings[i], i + 1);
		assert_int_equal(f->heard.warned_player[i], m);
	}
	assert_int_equal(game_mover(f->g), m);
	f->clock.ms += SEC(4);
	assert_true(game_tick(f->g));
	assert_int_equal(game_mover(f->g), 1 - m);
	game_sheet(f->g, &n);
	assert_int_equal(n, 1);
	assert_int_equal(last(f)->kind, GAME_EVENT_LOST_TURN);
	assert_int_equal(last(f)->lost, GAME_LOST_TIMER);
	assert_int_equal(clock_left_ms(game_clock(f->g), 1 - m), SEC(120));
}

/* Art. 30: after the last signal no play may start, even unticked. */
static void
test_art30_no_play_after_time_is_up(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock, "timer:2"), 0);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	f->clock.ms += SEC(121);
	assert_int_equal(game_lay(f->g, 7, 7, TILE_C), GAME_ERR_TIME_UP);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(game_laid(f->g)->n, 0);
}

/* Art. 30: a word laid when time runs out is scored as it lies. */
static void
test_art30_laid_word_is_scored_when_time_runs_out(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock, "timer:2"), 0);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	lay(f, "8H CASA");
	f->clock.ms += SEC(120);
	assert_true(game_tick(f->g));
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
	assert_int_equal(last(f)->kind, GAME_EVENT_PLACE);
	assert_true(last(f)->timed_out);
	assert_int_equal(last(f)->points, 12);
	assert_int_equal(f->heard.decisions, 1);
	assert_int_equal(f->heard.last_decider, 1 - m);
}

/* Arts. 30, 23: a placement still broken when time runs out comes off. */
static void
test_art30_broken_placement_comes_off_when_time_runs_out(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock, "timer:2"), 0);
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	assert_int_equal(game_lay(f->g, 7, 7, TILE_C), GAME_OK);
	assert_int_equal(game_lay(f->g, 9, 9, TILE_A), GAME_OK);
	f->clock.ms += SEC(120);
	game_tick(f->g);
	assert_int_equal(last(f)->kind, GAME_EVENT_LOST_TURN);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_true(board_is_empty(game_board(f->g)));
	assert_int_equal(game_mover(f->g), 1 - m);
}

/* Art. 32: 61 seconds over costs 20 points, deducted at the end. */
static void
test_art32_61_seconds_overtime_costs_20_at_the_end(void **state)
{
	struct fx *f = *state;
	const struct game_event *sheet;
	int m, n, racks[2];

	assert_int_equal(clock_settings_parse(&f->s.clock, "no-corrido:1"), 0);
	start(f);
	m = game_mover(f->g);
	f->clock.ms += SEC(121);
	game_tick(f->g);
	assert_int_equal(f->heard.n_warnings, 1);
	assert_int_equal(f->heard.warnings[0], GAME_WARN_OVERTIME);
	assert_int_equal(clock_penalty(game_clock(f->g), m), 20);
	for (int i = 0; i < GAME_PASSES_TO_END; i++)
		assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	for (int p = 0; p < 2; p++)
		racks[p] = rack_value(game_rack(f->g, p));
	sheet = game_sheet(f->g, &n);
	assert_int_equal(sheet[n - 1].kind, GAME_EVENT_TIME);
	assert_int_equal(sheet[n - 1].player, m);
	assert_int_equal(sheet[n - 1].points, -20);
	assert_int_equal(game_score(f->g, m), -racks[m] - 20);
	assert_int_equal(game_score(f->g, 1 - m), -racks[1 - m]);
}

/* Art. 33: accepted, the play stands, the mover draws, no challenge after. */
static void
test_art33_accepted_play_stands(void **state)
{
	struct fx *f = *state;
	int m;

	opening(f, "EEIILNR");
	m = game_mover(f->g);
	assert_int_equal(game_decider(f->g), 1 - m);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_sheet(f->g, &(int){ 0 })[0].verdict,
	    GAME_VERDICT_ACCEPTED);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(game_bag_count(f->g), TILES_TOTAL - 18);
	assert_int_equal(game_score(f->g, m), 12);
	assert_int_equal(game_challenge(f->g), GAME_ERR_PHASE);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(f->judge.calls, 0);
}

/* Art. 34: a challenged invalid play comes off; the turn is lost. */
static void
test_art34_invalid_play_withdrawn_under_every_rule(void **state)
{
	struct fx *f = *state;
	const enum game_challenge_rule rules[] = { GAME_CHALLENGE_FISE,
	    GAME_CHALLENGE_FIVE_POINTS, GAME_CHALLENGE_DOUBLE };

	for (int r = 0; r < 3; r++) {
		int m, bag;

		f->s.challenge = rules[r];
		begin(f, "CASAEIO");
		m = game_mover(f->g);
		bag = game_bag_count(f->g);
		assert_int_equal(play(f, "8H CAEA"), GAME_OK);
		/* Art. 35.3: nothing is drawn while the play is in doubt. */
		assert_int_equal(game_rack(f->g, m)->n, 3);
		assert_int_equal(game_challenge(f->g), GAME_OK);
		assert_int_equal(game_sheet(f->g, &(int){ 0 })[0].verdict,
		    GAME_VERDICT_INVALID);
		assert_int_equal(last(f)->kind, GAME_EVENT_WITHDRAWN);
		assert_int_equal(last(f)->points, -12);
		assert_int_equal(last(f)->total, 0);
		assert_int_equal(game_score(f->g, m), 0);
		assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
		assert_int_equal(game_bag_count(f->g), bag);
		assert_true(board_is_empty(game_board(f->g)));
		assert_int_equal(game_mover(f->g), 1 - m);
		assert_int_equal(game_passes_in_row(f->g), 1);
		assert_int_equal(game_score(f->g, 1 - m), 0);
		game_free(f->g);
		f->g = NULL;
	}
}

/* Arts. 8, 34: the judge checks cross words too. */
static void
test_art34_cross_word_judged(void **state)
{
	struct fx *f = *state;
	int n;

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	give(f, game_mover(f->g), "OSAEEEE");
	assert_int_equal(play(f, "9H OSA"), GAME_OK);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	/* OSA, then CO, AS, SA down: CO (word 1) is not in the lexicon. */
	const struct game_event *sheet = game_sheet(f->g, &n);
	assert_int_equal(sheet[1].verdict, GAME_VERDICT_INVALID);
	assert_int_equal(sheet[1].invalid_words, 1u << 1);
	assert_int_equal(f->judge.calls, 4);
}

/* Art. 35, FISE: a valid play stands; the challenger pays nothing. */
static void
test_art35_valid_challenge_fise(void **state)
{
	struct fx *f = *state;
	int m, n;

	opening(f, "EEIILNR");
	m = game_mover(f->g);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	game_sheet(f->g, &n);
	assert_int_equal(n, 1);
	assert_int_equal(last(f)->verdict, GAME_VERDICT_VALID);
	assert_int_equal(game_score(f->g, m), 12);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(game_passes_in_row(f->g), 0);
	assert_int_equal(f->heard.challenged, 1);
}

/* "five-points": a wrong challenge gives the player challenged 5. */
static void
test_art35_valid_challenge_five_points(void **state)
{
	struct fx *f = *state;
	int m;

	f->s.challenge = GAME_CHALLENGE_FIVE_POINTS;
	opening(f, "EEIILNR");
	m = game_mover(f->g);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	assert_int_equal(last(f)->kind, GAME_EVENT_CHALLENGE_BONUS);
	assert_int_equal(last(f)->player, m);
	assert_int_equal(last(f)->points, 5);
	assert_int_equal(last(f)->total, 17);
	assert_int_equal(game_score(f->g, m), 17);
	assert_int_equal(game_mover(f->g), 1 - m);
}

/* "double": a wrong challenger loses the next turn. */
static void
test_art35_valid_challenge_double(void **state)
{
	struct fx *f = *state;
	int m;

	f->s.challenge = GAME_CHALLENGE_DOUBLE;
	opening(f, "EEIILNR");
	m = game_mover(f->g);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	assert_int_equal(last(f)->kind, GAME_EVENT_LOST_TURN);
	assert_int_equal(last(f)->lost, GAME_LOST_CHALLENGE);
	assert_int_equal(last(f)->player, 1 - m);
	assert_int_equal(last(f)->turn, 2);
	assert_int_equal(game_mover(f->g), m);
	assert_int_equal(game_turn_number(f->g), 3);
	assert_int_equal(game_score(f->g, m), 12);
}

/* Art. 36: the lexicon is never asked before submission. */
static void
test_art36_judge_never_asked_before_submission(void **state)
{
	struct fx *f = *state;
	struct play_score score;
	enum rules_error why;

	begin(f, "CAEAIOU");
	lay(f, "8H CAEA");
	assert_int_equal(game_move_laid(f->g, 7, 9, 7, 11), GAME_OK);
	assert_int_equal(game_move_laid(f->g, 7, 11, 7, 9), GAME_OK);
	assert_int_equal(game_preview(f->g, &score), RULES_OK);
	assert_int_equal(score.score, 12);
	assert_int_equal(game_submit(f->g, &why), GAME_OK);
	assert_int_equal(f->judge.calls, 0);
	assert_int_equal(game_accept(f->g), GAME_OK);
	/* Accepted, a phony stands for good (art. 33). */
	assert_int_equal(f->judge.calls, 0);
	assert_int_equal(board_get(game_board(f->g), 7, 9), TILE_E);
}

/* "void": plays are judged on submission; invalid ones are refused. */
static void
test_art36_void_rule_judges_at_once(void **state)
{
	struct fx *f = *state;
	struct play_score score;
	int m;

	f->s.challenge = GAME_CHALLENGE_VOID;
	begin(f, "CASAEIO");
	m = game_mover(f->g);
	lay(f, "8H CASE");
	assert_int_equal(game_submit(f->g, NULL), GAME_ERR_INVALID_WORD);
	assert_int_equal(game_preview(f->g, &score), RULES_OK);
	assert_int_equal(game_refused_words(f->g), 1u);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_laid(f->g)->n, 4);
	assert_int_equal(game_take_back(f->g), GAME_OK);
	assert_int_equal(play(f, "8H CASE"), GAME_ERR_INVALID_WORD);
	assert_int_equal(game_laid(f->g)->n, 0);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(f->heard.decisions, 0);
	assert_int_equal(last(f)->verdict, GAME_VERDICT_JUDGED);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	assert_int_equal(game_challenge(f->g), GAME_ERR_PHASE);
}

/* Art. 37.1: declared blocked, each player loses their own rack. */
static void
test_art37_1_blocked_deducts_own_racks(void **state)
{
	struct fx *f = *state;

	create(f);
	give(f, 0, "");
	give(f, 1, "");
	give(f, 0, "ZAE");
	give(f, 1, "XO?");
	assert_int_equal(game_start(f->g), GAME_OK);
	assert_int_equal(game_declare_blocked(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_BLOCKED);
	assert_int_equal(game_score(f->g, 0), -12);
	assert_int_equal(game_score(f->g, 1), -9);
	assert_int_equal(last(f)->kind, GAME_EVENT_END_RACK);
	assert_int_equal(f->heard.over, 1);
	assert_int_equal(game_pass(f->g), GAME_ERR_PHASE);
}

/* Art. 37.2: both players pass twice in a row; a withdrawal is a pass. */
static void
test_art37_2_withdrawn_play_counts_as_pass(void **state)
{
	struct fx *f = *state;

	begin(f, "CAEAIOU");
	assert_int_equal(play(f, "8H CAEA"), GAME_OK);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_PASSES);
	assert_string_equal(game_end_article(game_end_reason(f->g)), "37.2");
	for (int p = 0; p < 2; p++)
		assert_int_equal(game_score(f->g, p),
		    -rack_value(game_rack(f->g, p)));
}

/* Art. 37.2: an exchange is not a pass; it breaks the run. */
static void
test_art37_2_exchange_is_not_a_pass(void **state)
{
	struct fx *f = *state;
	tile_t t;

	start(f);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_pass(f->g), GAME_OK);
	t = game_rack(f->g, game_mover(f->g))->tiles[0];
	assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
	assert_int_equal(game_passes_in_row(f->g), 0);
	for (int i = 0; i < 3; i++)
		assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_end_reason(f->g), GAME_END_PASSES);
}

/* One scoreless turn that is never a second pass in a row. */
static void
scoreless_turn(struct fx *f, int i)
{
	tile_t t = game_rack(f->g, game_mover(f->g))->tiles[0];

	if (i % 2 == 0)
		assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
	else
		assert_int_equal(game_pass(f->g), GAME_OK);
}

/* Art. 37.3: twelve scoreless turns end the game, racks deducted. */
static void
test_art37_3_twelve_scoreless_turns_end_the_game(void **state)
{
	struct fx *f = *state;
	int scores[2];

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	for (int i = 0; i < 11; i++)
		scoreless_turn(f, i);
	assert_int_equal(game_scoreless_in_row(f->g), 11);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	for (int p = 0; p < 2; p++)
		scores[p] = game_score(f->g, p);
	scoreless_turn(f, 11);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_SCORELESS);
	for (int p = 0; p < 2; p++)
		assert_int_equal(game_score(f->g, p),
		    scores[p] - rack_value(game_rack(f->g, p)));
}

/* Art. 37.3 does not apply while the score is 0-0. */
static void
test_art37_3_not_at_zero_zero(void **state)
{
	struct fx *f = *state;

	start(f);
	for (int i = 0; i < 16; i++)
		scoreless_turn(f, i);
	assert_int_equal(game_scoreless_in_row(f->g), 16);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
}

/* Art. 37.4: out with the bag empty: the opponent's rack changes hands. */
static void
test_art37_4_going_out(void **state)
{
	struct fx *f = *state;
	const struct game_event *sheet;
	int n;

	/* CASA on 8H-8K; S on L8 (2L) makes CASAS: 3+1+1+1+2 = 8. */
	position(f, "CASA", "S", "ZXQJÑ[LL][RR]", "");
	assert_int_equal(game_lay(f->g, 7, 11, TILE_S), GAME_OK);
	assert_int_equal(game_submit(f->g, NULL), GAME_OK);
	/* Not over until the play stands. */
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_OUT);
	sheet = game_sheet(f->g, &n);
	assert_int_equal(n, 3);
	assert_int_equal(sheet[0].points, 8);
	/* Z 10, X 8, Q 5, J 8, Ñ 8, LL 8, RR 8: 55. */
	assert_int_equal(sheet[1].kind, GAME_EVENT_END_RACK);
	assert_int_equal(sheet[1].player, 0);
	assert_int_equal(sheet[1].points, 55);
	assert_int_equal(sheet[2].player, 1);
	assert_int_equal(sheet[2].points, -55);
	assert_int_equal(sheet[2].turn, 0);
	assert_int_equal(game_score(f->g, 0), 63);
	assert_int_equal(game_score(f->g, 1), -55);
	assert_int_equal(f->heard.end, GAME_END_OUT);
}

/* Art. 37.4: a play going out that is withdrawn does not end the game. */
static void
test_art37_4_needs_the_play_to_stand(void **state)
{
	struct fx *f = *state;

	position(f, "CASA", "E", "ZXQJÑ[LL][RR]", "");
	assert_int_equal(play(f, "8H CASAE"), GAME_ERR_MOVE);
	assert_int_equal(game_lay(f->g, 7, 11, TILE_E), GAME_OK);
	assert_int_equal(game_submit(f->g, NULL), GAME_OK);
	assert_int_equal(game_challenge(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_mover(f->g), 1);
	assert_int_equal(game_rack(f->g, 0)->n, 1);
}

/* Arts. 27, 37.5: time over, the player behind plays once more. */
static void
test_art37_5_turns_evened_up_racks_kept(void **state)
{
	struct fx *f = *state;
	int m;

	assert_int_equal(clock_settings_parse(&f->s.clock,
	    "corrido:30,total:1"), 0);
	opening(f, "EEIILNR");
	m = game_mover(f->g);
	assert_int_equal(game_accept(f->g), GAME_OK);
	f->clock.ms += SEC(61);
	assert_true(game_tick(f->g));
	/* The second player has had one turn fewer: theirs goes on. */
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_true(game_is_last_turn(f->g));
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_TIME);
	assert_int_equal(last(f)->kind, GAME_EVENT_PASS);
	assert_int_equal(game_score(f->g, m), 12);
	assert_int_equal(game_score(f->g, 1 - m), 0);
	assert_int_equal(game_turns(f->g, m), game_turns(f->g, 1 - m));
}

/* Art. 27: with turns even when time runs out, the game ends at once. */
static void
test_art27_time_over_with_even_turns_ends_at_once(void **state)
{
	struct fx *f = *state;
	int m, n;

	assert_int_equal(clock_settings_parse(&f->s.clock,
	    "corrido:30,total:1"), 0);
	start(f);
	m = game_mover(f->g);
	assert_int_equal(game_lay(f->g, 7, 7,
	    game_rack(f->g, m)->tiles[0]), GAME_OK);
	f->clock.ms += SEC(60);
	assert_int_equal(game_pass(f->g), GAME_ERR_TIME_UP);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_TIME);
	assert_int_equal(game_rack(f->g, m)->n, RACK_SIZE);
	game_sheet(f->g, &n);
	assert_int_equal(n, 0);
}

/* At 0-0 art. 37.3 never ends endless exchanges; the full sheet does. */
static void
test_sheet_full_ends_endless_exchanges_at_zero_zero(void **state)
{
	struct fx *f = *state;
	int turns = 0, n;

	start(f);
	while (game_phase(f->g) == GAME_PHASE_TURN && turns <= GAME_SHEET_MAX) {
		tile_t t = game_rack(f->g, game_mover(f->g))->tiles[0];

		assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
		turns++;
	}
	assert_true(turns > GAME_SHEET_MAX - 20);
	assert_int_equal(game_end_reason(f->g), GAME_END_SHEET_FULL);
	game_sheet(f->g, &n);
	assert_true(n <= GAME_SHEET_MAX);
	assert_int_equal(last(f)->kind, GAME_EVENT_END_RACK);
}

/* Everything random comes from the seed: same seed, same moves, same game. */
static void
test_same_seed_same_game(void **state)
{
	struct fx *f = *state;
	struct game *a, *b;
	struct rack back;
	int na, nb;

	start(f);
	for (int i = 0; i < 10; i++)
		scoreless_turn(f, i);
	a = f->g;
	start(f);
	for (int i = 0; i < 10; i++)
		scoreless_turn(f, i);
	b = f->g;
	for (int p = 0; p < GAME_PLAYERS; p++) {
		int ua[TILE_CODES], ub[TILE_CODES];

		assert_memory_equal(game_rack(a, p), game_rack(b, p),
		    sizeof(struct rack));
		game_unseen(a, p, ua);
		game_unseen(b, p, ub);
		assert_memory_equal(ua, ub, sizeof ua);
	}
	assert_int_equal(game_bag_count(a), game_bag_count(b));
	assert_memory_equal(game_sheet(a, &na), game_sheet(b, &nb),
	    sizeof(struct game_event) * 10);
	assert_int_equal(na, nb);
	/* The bag's order too: the same exchange draws the same tiles. */
	back = *game_rack(a, game_mover(a));
	assert_int_equal(game_exchange(a, back.tiles, back.n), GAME_OK);
	assert_int_equal(game_exchange(b, back.tiles, back.n), GAME_OK);
	assert_memory_equal(game_rack(a, 0), game_rack(b, 0),
	    sizeof(struct rack));
	assert_memory_equal(game_rack(a, 1), game_rack(b, 1),
	    sizeof(struct rack));
	game_free(a);
}

/* The bot accepts every play. */
static void
bot_decide(void *ctx, struct game *g, int decider)
{
	game_accept(g);
}

/* The bot passes every turn. */
static void
bot_turn(void *ctx, struct game *g, int player)
{
	struct fx *f = ctx;

	f->heard.turns++;
	game_pass(g);
}

/* Hooks that play drive a whole game from game_start(). */
static void
test_hooks_may_drive_the_game(void **state)
{
	struct fx *f = *state;
	struct game_callbacks bot = hooks;

	bot.decision_needed = bot_decide;
	bot.turn_started = bot_turn;
	create(f);
	game_attach(f->g, game_clock(f->g)->source,
	    (struct game_judge){ judge_is_word, &f->judge }, &bot, f);
	assert_int_equal(game_start(f->g), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_OVER);
	assert_int_equal(game_end_reason(f->g), GAME_END_PASSES);
	assert_int_equal(f->heard.turns, 4);
	assert_int_equal(f->heard.played, 4 + 2);
	assert_int_equal(f->heard.over, 1);
}

/*
 * The whole game as save text, but for the count of undos and the
 * checksum: what must come back exactly when a turn is taken back.
 */
static char *
state_text(const struct game *g)
{
	char *text, *line;
	size_t len;

	assert_int_equal(save_format(g, NULL, &text, &len), SAVE_OK);
	if ((line = strstr(text, "\nundos ")) != NULL)
		memmove(line + 1, strchr(line + 1, '\n') + 1,
		    strlen(strchr(line + 1, '\n') + 1) + 1);
	*strstr(text, "\nchecksum ") = '\0';
	return text;
}

/* Assert that a game's state is the text kept, and free the text. */
static void
assert_state(const struct game *g, char *kept)
{
	char *now = state_text(g);

	assert_string_equal(now, kept);
	free(now);
	free(kept);
}

/*
 * Undo (casual): the turn played and accepted comes back as it began:
 * board, racks, bag in order, generator, clocks, counters, sheet.
 */
static void
test_undo_gives_back_the_turn_exactly(void **state)
{
	struct fx *f = *state;
	char *before;
	int m, turns;

	create(f);
	deal(f, "CASAEIO", "EEIILNR");
	assert_int_equal(game_start(f->g), GAME_OK);
	m = game_mover(f->g);
	assert_int_equal(game_undo(f->g, 1), GAME_ERR_NO_UNDO);
	before = state_text(f->g);
	f->clock.ms += SEC(40);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	f->clock.ms += SEC(3);
	assert_int_equal(game_accept(f->g), GAME_OK);
	f->clock.ms += SEC(20);
	assert_int_equal(game_mover(f->g), 1 - m);
	assert_int_equal(game_can_undo(f->g, 2), GAME_ERR_NO_UNDO);
	assert_int_equal(game_can_undo(f->g, 1), GAME_OK);
	turns = f->heard.turns;
	assert_int_equal(game_undo(f->g, 1), GAME_OK);
	assert_int_equal(f->heard.turns, turns + 1);
	assert_int_equal(game_mover(f->g), m);
	assert_int_equal(game_turn_number(f->g), 1);
	assert_int_equal(game_undo_count(f->g), 1);
	assert_state(f->g, before);
	assert_int_equal(game_undo(f->g, 1), GAME_ERR_NO_UNDO);
}

/* A play awaiting its decision is the last turn: undo takes it back. */
static void
test_undo_takes_back_a_play_not_yet_decided(void **state)
{
	struct fx *f = *state;
	char *before;

	create(f);
	deal(f, "CASAEIO", "EEIILNR");
	assert_int_equal(game_start(f->g), GAME_OK);
	before = state_text(f->g);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
	assert_int_equal(game_undo(f->g, 1), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_null(game_pending(f->g));
	assert_state(f->g, before);
}

/* Art. 22 and the clocks: tournament and timed games refuse undo. */
static void
test_undo_refused_in_tournament_and_timed_games(void **state)
{
	struct fx *f = *state;
	static const char *const clocks[] = { "corrido:30", "timer:2",
	    "none,total:60" };
	char *before;

	f->s.laid = GAME_LAID_TOURNAMENT;
	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	before = state_text(f->g);
	assert_int_equal(game_can_undo(f->g, 1), GAME_ERR_UNDO_RULES);
	assert_int_equal(game_undo(f->g, 1), GAME_ERR_UNDO_RULES);
	assert_int_equal(game_undo_to(f->g, 0), GAME_ERR_UNDO_RULES);
	assert_int_equal(game_undo_count(f->g), 0);
	assert_state(f->g, before);
	for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
		game_free(f->g);
		f->s.laid = GAME_LAID_CASUAL;
		assert_int_equal(clock_settings_parse(&f->s.clock, clocks[i]),
		    CLOCK_OK);
		opening(f, "EEIILNR");
		assert_int_equal(game_accept(f->g), GAME_OK);
		assert_int_equal(game_undo(f->g, 1), GAME_ERR_UNDO_RULES);
		assert_int_equal(game_turn_number(f->g), 2);
	}
}

/*
 * Against the computer: its reply and the player's turn before it go, so
 * the player is to move again with the same rack; whether the reply was
 * an exchange (the bag and generator) or a play still to be decided.
 */
static void
test_undo_two_turns_against_the_computer(void **state)
{
	struct fx *f = *state;
	tile_t t[2];
	char *before;
	int m;

	create(f);
	deal(f, "CASAEIO", "OSAEEIL");
	assert_int_equal(game_start(f->g), GAME_OK);
	m = game_mover(f->g);
	before = state_text(f->g);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	t[0] = game_rack(f->g, 1 - m)->tiles[3];
	t[1] = game_rack(f->g, 1 - m)->tiles[4];
	assert_int_equal(game_exchange(f->g, t, 2), GAME_OK);
	assert_int_equal(game_mover(f->g), m);
	assert_int_equal(game_undo(f->g, 2), GAME_OK);
	assert_int_equal(game_mover(f->g), m);
	assert_state(f->g, before);

	before = state_text(f->g);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	/* The other player has no turn of their own to go back to yet. */
	assert_int_equal(game_can_undo(f->g, 1), GAME_OK);
	assert_int_equal(game_can_undo_to(f->g, 1 - m), GAME_ERR_NO_UNDO);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(play(f, "9H OSA"), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_DECIDING);
	assert_int_equal(game_can_undo_to(f->g, m), GAME_OK);
	assert_int_equal(game_undo_to(f->g, m), GAME_OK);
	assert_int_equal(game_mover(f->g), m);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_undo_count(f->g), 2);
	assert_state(f->g, before);
	assert_int_equal(game_can_undo_to(f->g, m), GAME_ERR_NO_UNDO);
	assert_int_equal(game_undo_to(f->g, m), GAME_ERR_NO_UNDO);
}

/* Taking a turn back and playing it again is the game never undone. */
static void
test_undo_then_same_play_same_game(void **state)
{
	struct fx *f = *state;
	struct game *undone;
	char *undone_text;
	tile_t t;

	create(f);
	deal(f, "CASAEIO", "OSAEEIL");
	assert_int_equal(game_start(f->g), GAME_OK);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	t = game_rack(f->g, game_mover(f->g))->tiles[0];
	assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
	assert_int_equal(game_undo(f->g, 2), GAME_OK);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
	undone = f->g;
	/* Now, before the other game's time runs on this one's clock. */
	undone_text = state_text(undone);

	create(f);
	deal(f, "CASAEIO", "OSAEEIL");
	assert_int_equal(game_start(f->g), GAME_OK);
	f->clock.ms += SEC(10);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_exchange(f->g, &t, 1), GAME_OK);
	assert_state(f->g, undone_text);
	assert_int_equal(game_undo_count(undone), 1);
	assert_int_equal(game_undo_count(f->g), 0);
	game_free(undone);
}

/* A game that ended can take its last turn back (37.2 here). */
static void
test_undo_after_the_end(void **state)
{
	struct fx *f = *state;
	char *before = NULL;

	start(f);
	for (int i = 0; i < GAME_PASSES_TO_END; i++) {
		if (i == GAME_PASSES_TO_END - 1)
			before = state_text(f->g);
		assert_int_equal(game_pass(f->g), GAME_OK);
	}
	assert_int_equal(game_end_reason(f->g), GAME_END_PASSES);
	assert_int_equal(game_undo(f->g, 1), GAME_OK);
	assert_int_equal(game_phase(f->g), GAME_PHASE_TURN);
	assert_int_equal(game_passes_in_row(f->g), GAME_PASSES_TO_END - 1);
	assert_state(f->g, before);
}

/*
 * Art. 37.1 declared as a turn begins plays no turn: undo then takes back
 * the turn before it.
 */
static void
test_undo_after_blocked_takes_back_the_turn_played(void **state)
{
	struct fx *f = *state;
	char *before;

	create(f);
	deal(f, "CASAEIO", "EEIILNR");
	assert_int_equal(game_start(f->g), GAME_OK);
	before = state_text(f->g);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_declare_blocked(f->g), GAME_OK);
	assert_int_equal(game_undo(f->g, 1), GAME_OK);
	assert_int_equal(game_turn_number(f->g), 1);
	assert_state(f->g, before);
}

/*
 * The save holds the undone state and the mark that turns were taken
 * back; the record says so in a note.
 */
static void
test_undo_mark_survives_save_and_resume(void **state)
{
	struct fx *f = *state;
	struct save_hooks hooks_back = { { fake_now, &f->clock },
	    { judge_is_word, &f->judge }, &hooks, f };
	struct game *resumed;
	char *text, *gcg;
	size_t len;

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	assert_null(strstr(text, "\nundos "));
	free(text);
	assert_int_equal(game_undo(f->g, 1), GAME_OK);
	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	assert_non_null(strstr(text, "\nundos 1\n"));
	assert_int_equal(save_parse(text, len, &hooks_back, &resumed, NULL,
	    NULL), SAVE_OK);
	free(text);
	assert_int_equal(game_undo_count(resumed), 1);
	assert_int_equal(game_turn_number(resumed), 1);
	assert_state(resumed, state_text(f->g));
	assert_int_equal(export_gcg_text(resumed, NULL, &gcg, &len), 0);
	assert_non_null(strstr(gcg, "#note undo used (casual game)"));
	free(gcg);
	game_free(resumed);
}

/* The history is saved too: a resumed game takes back turns before it. */
static void
test_undo_after_resume(void **state)
{
	struct fx *f = *state;
	struct save_hooks hooks_back = { { fake_now, &f->clock },
	    { judge_is_word, &f->judge }, &hooks, f };
	struct game *resumed;
	char *before, *text;
	size_t len;

	create(f);
	deal(f, "CASAEIO", "EEIILNR");
	assert_int_equal(game_start(f->g), GAME_OK);
	before = state_text(f->g);
	assert_int_equal(play(f, "8H CASA"), GAME_OK);
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(game_pass(f->g), GAME_OK);
	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	assert_non_null(strstr(text, "\nhistory 3\n"));
	assert_int_equal(save_parse(text, len, &hooks_back, &resumed, NULL,
	    NULL), SAVE_OK);
	assert_state(resumed, state_text(f->g));
	assert_int_equal(game_undo(resumed, 2), GAME_OK);
	assert_state(resumed, before);
	assert_int_equal(game_undo(f->g, 2), GAME_OK);
	game_free(resumed);
	free(text);
}

/* Save text with its checksum made again after a change. */
static void
resum(char *text, size_t *len)
{
	char *sum = strstr(text, "checksum ");

	*len = (size_t)(sum - text);
	sprintf(sum, "checksum %08x\n", (unsigned)save_crc32(0, text, *len));
	*len = strlen(text);
}

/*
 * A history the game cannot have is refused: in a tournament game, a
 * state cut past the sheet, or one whose tiles do not add up.
 */
static void
test_undo_history_checked_on_loading(void **state)
{
	struct fx *f = *state;
	struct save_hooks back = { { fake_now, &f->clock },
	    { judge_is_word, &f->judge }, &hooks, f };
	struct game *g;
	char *text, *at;
	size_t len;

	opening(f, "EEIILNR");
	assert_int_equal(game_accept(f->g), GAME_OK);
	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	at = strstr(text, "laid casual\n");
	assert_non_null(at);
	text = realloc(text, len + 8);
	at = strstr(text, "laid casual\n");
	memmove(at + 15, at + 11, strlen(at + 11) + 1);
	memcpy(at, "laid tournament", 15);
	resum(text, &len);
	assert_int_equal(save_parse(text, len, &back, &g, NULL, NULL), SAVE_ERR_STATE);
	free(text);

	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	at = strstr(text, "turn-start 1\n");
	assert_non_null(at);
	at[11] = '5';
	resum(text, &len);
	assert_int_equal(save_parse(text, len, &back, &g, NULL, NULL), SAVE_ERR_SYNTAX);
	free(text);

	assert_int_equal(save_format(f->g, NULL, &text, &len), SAVE_OK);
	at = strchr(strstr(strstr(text, "turn-start 1\n"), "\nbag ") + 5,
	    ' ') + 1;
	*at = *at == '1' ? '2' : '1';
	resum(text, &len);
	assert_int_equal(save_parse(text, len, &back, &g, NULL, NULL), SAVE_ERR_TILES);
	free(text);
}

#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int
main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_settings_parse),
		T(test_settings_laid_default_follows_the_clock),
		T(test_settings_bad_are_refused),
		T(test_art4_closest_to_a_starts),
		T(test_art4_blank_beats_all),
		T(test_art4_tie_draws_again),
		T(test_art4_drawn_tiles_go_back),
		T(test_art5_score_sheet),
		T(test_art6_first_play),
		T(test_art10_typed_move_resolved_for_the_mover),
		T(test_art8_placement_and_all_words_score),
		T(test_art9_play_must_connect),
		T(test_art10_blank_letter_recorded),
		T(test_art20_one_line),
		T(test_art21_rearrange_before_submission),
		T(test_art22_laid_tile_must_be_played),
		T(test_art23_take_back_loses_turn_in_tournament),
		T(test_art23_take_back_is_free_in_casual),
		T(test_art24_exchange_draws_before_returning),
		T(test_art24_exchange_whole_rack_from_its_own_array),
		T(test_art24_exchange_refused_when_bag_short),
		T(test_art24_exchange_refused_under_seven_in_club_rule),
		T(test_art25_pass),
		T(test_art29_corrido_runs_mover_clock_while_deciding),
		T(test_art31_no_corrido_stops_at_submission),
		T(test_art31_challenge_stops_player_clocks_not_total),
		T(test_art30_timer_turn_over_passes_the_turn),
		T(test_art30_no_play_after_time_is_up),
		T(test_art30_laid_word_is_scored_when_time_runs_out),
		T(test_art30_broken_placement_comes_off_when_time_runs_out),
		T(test_art32_61_seconds_overtime_costs_20_at_the_end),
		T(test_art33_accepted_play_stands),
		T(test_art34_invalid_play_withdrawn_under_every_rule),
		T(test_art34_cross_word_judged),
		T(test_art35_valid_challenge_fise),
		T(test_art35_valid_challenge_five_points),
		T(test_art35_valid_challenge_double),
		T(test_art36_judge_never_asked_before_submission),
		T(test_art36_void_rule_judges_at_once),
		T(test_art37_1_blocked_deducts_own_racks),
		T(test_art37_2_withdrawn_play_counts_as_pass),
		T(test_art37_2_exchange_is_not_a_pass),
		T(test_art37_3_twelve_scoreless_turns_end_the_game),
		T(test_art37_3_not_at_zero_zero),
		T(test_art37_4_going_out),
		T(test_art37_4_needs_the_play_to_stand),
		T(test_art37_5_turns_evened_up_racks_kept),
		T(test_art27_time_over_with_even_turns_ends_at_once),
		T(test_sheet_full_ends_endless_exchanges_at_zero_zero),
		T(test_same_seed_same_game),
		T(test_hooks_may_drive_the_game),
		T(test_undo_gives_back_the_turn_exactly),
		T(test_undo_takes_back_a_play_not_yet_decided),
		T(test_undo_refused_in_tournament_and_timed_games),
		T(test_undo_two_turns_against_the_computer),
		T(test_undo_then_same_play_same_game),
		T(test_undo_after_the_end),
		T(test_undo_after_blocked_takes_back_the_turn_played),
		T(test_undo_mark_survives_save_and_resume),
		T(test_undo_after_resume),
		T(test_undo_history_checked_on_loading),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
