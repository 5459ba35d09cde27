/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot-private.h"
#include "eval.h"
#include "game.h"
#include "lexicon.h"
#include "rng.h"
#include "xmalloc.h"

/*
 * Levels, positions, the choice of a move and everything static: hints,
 * challenges, the analysis of a turn and the time budget.  The search
 * with the bag empty is in bot-endgame.c, the simulation in bot-sim.c.
 */

#define BOT_CHOICE_POOL 60	/* plays a lower level looks at */
#define BOT_PRE_BAG_MAX 6	/* "few tiles in the bag" */
#define BOT_MIN_MS 100		/* never plan less than this... */
#define BOT_OVERTIME_MS 200	/* ...but in overtime (art. 32), hurry */
#define BOT_SAFETY_MS 2000	/* kept on the clock for laying the tiles */
#define BOT_TIMER_SHARE 0.4	/* of the turn's time under art. 30 */

/*
 * The levels.  Iteration and node counts decide the result; the time
 * fields only cap them (see bot.h).
 */
const struct bot_level bot_levels[BOT_LEVELS] = {
	{
		.name = "principiante",
		.max_word_len = 5, .vocab_permille = 600,
		.use_leaves = 0, .choice_top = 1, .choice_temperature = 4.0f,
		.choice_aim_permille = 850, .bingo_permille = 20,
		.threads = 1, .untimed_ms = 2000, .max_ms = 5000,
		.challenge_miss_permille = 500
	}, {
		.name = "aficionado",
		.vocab_permille = 1000,
		.use_leaves = 0, .choice_top = 1,
		.threads = 1, .untimed_ms = 2000, .max_ms = 5000,
		.challenge_miss_permille = 200
	}, {
		.name = "experto",
		.vocab_permille = 1000,
		.use_leaves = 1, .choice_top = 1,
		.endgame = 1, .endgame_nodes = 100000,
		.pre_candidates = 5, .pre_iterations = 12,
		.threads = 1, .untimed_ms = 5000, .max_ms = 15000,
		.challenge_miss_permille = 0
	}, {
		.name = "campeon",
		.vocab_permille = 1000,
		.use_leaves = 1, .choice_top = 1,
		.endgame = 1, .endgame_nodes = 2000000,
		.pre_candidates = 12, .pre_iterations = 200,
		.pre_endgame_bag = 2, .pre_endgame_nodes = 400000,
		.sim_candidates = 20, .sim_iterations = 200,
		.infer_attempts = 1000,
		.threads = 2, .untimed_ms = 5000, .max_ms = 30000,
		.challenge_miss_permille = 0
	}
};

const char *const bot_level_names[BOT_LEVELS + 1] = {
	"principiante", "aficionado", "experto", "campeon", NULL
};

/* A beginner's plays: every one it knows (bot_choose_beginner()). */
struct bot_known {
	const struct bot *bot;
	const struct board *board;
	int see_bingo;
	struct movegen_move *moves;
	size_t n, size;
};

static uint64_t bot_word_hash(const tile_t *, int);
static int bot_knows_play(const struct bot *, const struct board *,
    const struct movegen_move *, int);
static int bot_known_emit(void *, const struct movegen_move *);
static int bot_pick_aimed(const struct bot *, const struct movegen_move *,
    size_t, struct rng *);
static int bot_choose_beginner(struct bot *, const struct bot_position *,
    struct rng *, struct movegen_move *);
static size_t bot_candidates(const struct bot *, const struct bot_position *,
    const struct movegen *, struct movegen_move *, size_t);
static int bot_pick(struct bot *, const struct movegen_move *, size_t,
    struct rng *);
static int bot_give_up(struct bot *, const struct bot_position *,
    struct movegen_move *);
static int bot_plan(struct bot *, const struct bot_position *, long *);
static void bot_position_last_play(struct bot_position *,
    const struct game *, int);
static int bot_choose_simulated(struct bot *, const struct bot_position *,
    const struct bot_budget *, long, const struct movegen_move *, int);
static int bot_choose_pre_endgame(struct bot *, const struct bot_position *,
    const struct bot_budget *, const struct movegen_move *, int);
static int bot_choose_static(struct bot *, const struct bot_position *,
    const struct bot_budget *, struct rng *, struct movegen_move *);
static int bot_played_move(const struct bot_position *, const struct move *,
    struct movegen_move *);

const struct bot_level *
bot_level_find(const char *name)
{
	for (int i = 0; i < BOT_LEVELS; i++)
		if (strcmp(bot_levels[i].name, name) == 0)
			return &bot_levels[i];
	return NULL;
}

struct bot *
bot_create(const struct bot_level *level, const struct lexicon *lex,
    const struct eval_leaves *leaves, uint64_t seed)
{
	struct bot *bot = xcalloc(1, sizeof *bot);

	bot->level = level;
	bot->lex = lex;
	bot->leaves = level->use_leaves ? leaves : NULL;
	bot->threads = level->threads;
	atomic_init(&bot->stop, 0);
	bot_reseed(bot, seed);
	return bot;
}

void
bot_free(struct bot *bot)
{
	if (bot == NULL)
		return;
	bot_endgame_free(bot);
	free(bot);
}

void
bot_reseed(struct bot *bot, uint64_t seed)
{
	bot->seed = seed;
	bot->decisions = 0;
}

void
bot_set_words(struct bot *bot, const struct movegen_words *words)
{
	bot->words = words;
}

void
bot_set_threads(struct bot *bot, int threads)
{
	bot->threads = threads > 0 ? threads : bot->level->threads;
}

void
bot_set_search(struct bot *bot, int on)
{
	bot->no_search = !on;
}

const struct bot_level *
bot_level(const struct bot *bot)
{
	return bot->level;
}

void
bot_stop(struct bot *bot)
{
	atomic_store(&bot->stop, 1);
}

const struct bot_stats *
bot_last_stats(const struct bot *bot)
{
	return &bot->stats;
}

int64_t
bot_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

uint64_t
bot_mix(uint64_t a, uint64_t b)
{
	uint64_t z = a + 0x9e3779b97f4a7c15ull * (b + 1);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

uint64_t
bot_seed(uint64_t base, uint64_t index)
{
	return bot_mix(base, index);
}

int
bot_should_stop(struct bot *bot, const struct bot_limits *limits)
{
	if (atomic_load_explicit(&bot->stop, memory_order_relaxed))
		return 1;
	return limits->deadline_ms != 0 && bot_now_ms() >= limits->deadline_ms;
}

void
bot_limits_from_budget(const struct bot *bot,
    const struct bot_budget *budget, long given, long level_count,
    struct bot_limits *limits)
{
	limits->iterations = level_count;
	limits->deadline_ms = 0;
	if (budget == NULL)
		return;
	if (given > 0)
		limits->iterations = given;
	else if (budget->ms > 0 && bot->level->sim_candidates > 0)
		limits->iterations = BOT_ITERATIONS_MAX;
	if (budget->ms > 0)
		limits->deadline_ms = bot_now_ms() + budget->ms;
}

int
bot_counts_value(const int counts[TILE_CODES])
{
	int v = 0;

	for (int t = TILE_A; t <= TILE_Z; t++)
		v += counts[t] * tile_value((tile_t)t);
	return v;
}

float
bot_eval_leave(void *ctx, const int counts[TILE_CODES], int n)
{
	const struct bot_eval *ev = ctx;

	if (!ev->bag_empty)
		return eval_leave(ev->leaves, counts, n);
	/* Art. 37.4: out earns the opponent's rack twice over the spread. */
	if (n == 0)
		return 2.0f * (float)ev->opp_value;
	return -(float)bot_counts_value(counts);
}

/*
 * bot_eval_leave() of every sub-rack at once; with the bag empty the
 * kept tiles' values summed along the sub-racks' order (the first tile
 * counts fastest).
 */
void
bot_eval_leaves(void *ctx, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values)
{
	const struct bot_eval *ev = ctx;
	int kept[RACK_SIZE] = { 0 }, value[RACK_SIZE], n = 0, sum = 0;

	if (!ev->bag_empty) {
		eval_leave_all(ev->leaves, nd, tiles, copies, values);
		return;
	}
	for (int d = 0; d < nd; d++)
		value[d] = tile_value(tiles[d]);	/* 0 for a blank */
	for (int index = 0;; index++) {
		int d;

		/* Art. 37.4, as bot_eval_leave(). */
		values[index] = n == 0 ? 2.0f * (float)ev->opp_value :
		    -(float)sum;
		for (d = 0; d < nd && kept[d] == copies[d]; d++) {
			n -= kept[d];
			sum -= kept[d] * value[d];
			kept[d] = 0;
		}
		if (d == nd)
			return;
		kept[d]++;
		n++;
		sum += value[d];
	}
}

void
bot_options(const struct bot *bot, struct bot_eval *ev,
    struct movegen_options *options, int bag_count, int exchange_min_bag,
    int opp_value)
{
	movegen_options_init(options);
	options->bag_count = bag_count;
	options->exchange_min_bag = exchange_min_bag;
	ev->leaves = bot->leaves;
	ev->bag_empty = bag_count == 0;
	ev->opp_value = opp_value;
	if (bot->level->use_leaves) {
		options->leave = bot_eval_leave;
		options->leave_ctx = ev;
		options->leaves = bot_eval_leaves;
	}
}

void
bot_position_init(struct bot_position *pos, const struct lexicon *lex,
    const struct board *board)
{
	memset(pos, 0, sizeof *pos);
	movegen_init(&pos->mg, lex, board);
	rack_init(&pos->rack);
}

void
bot_position_count_unseen(struct bot_position *pos)
{
	const struct board *b = &pos->mg.board;

	pos->n_unseen = 0;
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		pos->unseen[t] = tile_count((tile_t)t);
	pos->unseen[TILE_NONE] = 0;
	for (int r = 0; r < BOARD_SIZE; r++)
		for (int c = 0; c < BOARD_SIZE; c++) {
			tile_t t = b->squares[r][c];

			if (t != TILE_NONE)
				pos->unseen[tile_is_blank(t) ? TILE_BLANK :
				    tile_letter(t)]--;
		}
	for (int i = 0; i < pos->rack.n; i++)
		pos->unseen[tile_is_blank(pos->rack.tiles[i]) ? TILE_BLANK :
		    pos->rack.tiles[i]]--;
	for (int t = TILE_A; t <= TILE_BLANK; t++) {
		if (pos->unseen[t] < 0)
			pos->unseen[t] = 0;
		pos->n_unseen += pos->unseen[t];
	}
	pos->bag_count = pos->n_unseen > RACK_SIZE ?
	    pos->n_unseen - RACK_SIZE : 0;
}

/*
 * The opponent's last turn, if it was a play that stands: the tiles it
 * laid, for the inference (bot-infer.c).
 */
static void
bot_position_last_play(struct bot_position *pos, const struct game *g,
    int player)
{
	const struct game_event *sheet, *e = NULL;
	int n;

	pos->opp_laid.n = 0;
	sheet = game_sheet(g, &n);
	while (n > 0 && e == NULL) {
		e = &sheet[--n];
		if (e->kind == GAME_EVENT_CHALLENGE_BONUS ||
		    e->kind == GAME_EVENT_TIME)
			e = NULL;	/* not a turn of its own */
	}
	if (e == NULL || e->kind != GAME_EVENT_PLACE || e->player == player ||
	    e->verdict == GAME_VERDICT_PENDING ||
	    e->verdict == GAME_VERDICT_INVALID)
		return;
	for (int i = 0; i < e->move.len && pos->opp_laid.n < RACK_SIZE;
	    i++) {
		struct placed_tile *t = &pos->opp_laid.tiles[pos->opp_laid.n];

		if (e->move.word[i] & MOVE_THROUGH)
			continue;
		t->row = e->move.row + (e->move.dir == DIR_DOWN ? i : 0);
		t->col = e->move.col + (e->move.dir == DIR_ACROSS ? i : 0);
		t->tile = e->move.word[i];
		pos->opp_laid.n++;
	}
	pos->opp_score = e->score.score;
}

void
bot_position_from_game(struct bot_position *pos, const struct lexicon *lex,
    const struct game *g, int player)
{
	const struct placement *laid = game_laid(g);

	bot_position_init(pos, lex, game_board(g));
	pos->rack = *game_rack(g, player);
	if (game_mover(g) == player && game_phase(g) == GAME_PHASE_TURN)
		for (int i = 0; i < laid->n; i++)
			rack_add(&pos->rack, tile_is_blank(laid->tiles[i].tile) ?
			    TILE_BLANK : laid->tiles[i].tile);
	game_unseen(g, player, pos->unseen);
	pos->n_unseen = 0;
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		pos->n_unseen += pos->unseen[t];
	pos->bag_count = game_bag_count(g);
	pos->scores[0] = game_score(g, player);
	pos->scores[1] = game_score(g, 1 - player);
	pos->passes = game_passes_in_row(g);
	pos->scoreless = game_scoreless_in_row(g);
	pos->exchange_min_bag = game_settings(g)->exchange_min_bag;
	bot_position_last_play(pos, g, player);
}

int
bot_position_opponent_rack(const struct bot_position *pos, struct rack *rack)
{
	rack_init(rack);
	if (pos->bag_count != 0 || pos->n_unseen > RACK_SIZE)
		return -1;
	for (int t = TILE_A; t <= TILE_BLANK; t++)
		for (int k = 0; k < pos->unseen[t]; k++)
			rack_add(rack, (tile_t)t);
	return 0;
}

/* FNV-1a over the letters of a word (blank flags ignored). */
static uint64_t
bot_word_hash(const tile_t *tiles, int n)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (int i = 0; i < n; i++) {
		h ^= tile_letter(tiles[i]);
		h *= 0x100000001b3ull;
	}
	return bot_mix(h, 0);
}

/*
 * Whether every word of a play is in the level's vocabulary: short
 * enough and among the share of words it knows.  The share is a fixed
 * part of the lexicon (by a hash of the word), the same in every game.
 * A bingo (all seven tiles, art. 19) seen by a beginner may be longer.
 */
static int
bot_knows_play(const struct bot *bot, const struct board *board,
    const struct movegen_move *m, int see_bingo)
{
	const struct bot_level *lv = bot->level;
	struct placement p;
	struct play_score ps;
	int any_len = see_bingo && m->n_tiles == RACK_SIZE;

	if (m->kind != MOVE_PLACE ||
	    (lv->max_word_len == 0 && lv->vocab_permille >= 1000))
		return 1;
	if (lv->max_word_len > 0 && m->len > lv->max_word_len && !any_len)
		return 0;	/* the main word is too long: no need to score */
	movegen_move_to_placement(m, &p);
	if (rules_score(board, &p, &ps) != RULES_OK)
		return 0;
	for (int i = 0; i < ps.n_words; i++) {
		const struct formed_word *w = &ps.words[i];

		if (lv->max_word_len > 0 && w->len > lv->max_word_len &&
		    !any_len)
			return 0;
		if (bot_word_hash(w->tiles, w->len) % 1000 >=
		    (uint64_t)lv->vocab_permille)
			return 0;
	}
	return 1;
}

/* The best n moves by the level's static evaluation. */
static size_t
bot_candidates(const struct bot *bot, const struct bot_position *pos,
    const struct movegen *mg, struct movegen_move *buf, size_t n)
{
	struct bot_eval ev;
	struct movegen_options options;
	struct rack opp;
	int opp_value = 0;

	if (pos->bag_count == 0 && bot_position_opponent_rack(pos, &opp) == 0)
		opp_value = rack_value(&opp);
	bot_options(bot, &ev, &options, pos->bag_count, pos->exchange_min_bag,
	    opp_value);
	return movegen_top(mg, &pos->rack, &options, buf, n);
}

/*
 * A lower level's choice among its best moves: the chance of each falls
 * with the points it gives up (a softmax of the equity).
 */
static int
bot_pick(struct bot *bot, const struct movegen_move *m, size_t n,
    struct rng *rng)
{
	double weight[BOT_CANDIDATES_MAX], total = 0, x;
	float t = bot->level->choice_temperature;
	size_t i;

	if (n > BOT_CANDIDATES_MAX)
		n = BOT_CANDIDATES_MAX;
	if (n <= 1 || t <= 0)
		return 0;
	for (i = 0; i < n; i++)
		total += weight[i] = exp((m[i].equity - m[0].equity) / t);
	x = rng_unit(rng) * total;
	for (i = 0; i + 1 < n && x >= weight[i]; i++)
		x -= weight[i];
	return (int)i;
}

/* Keep a generated placement the beginner knows; non-zero stops. */
static int
bot_known_emit(void *ctx, const struct movegen_move *m)
{
	struct bot_known *k = ctx;
	struct movegen_move *grown;

	if (!bot_knows_play(k->bot, k->board, m, k->see_bingo))
		return 0;
	if (k->n == k->size) {
		k->size = k->size == 0 ? 256 : k->size * 2;
		grown = xreallocarray(k->moves, k->size, sizeof *grown);
		k->moves = grown;
	}
	k->moves[k->n++] = *m;
	return 0;
}

/*
 * A beginner's pick: not the best play but one near a share of the best
 * score (choice_aim_permille), the chance of each falling with its
 * distance from that aim (a softmax of width choice_temperature).
 */
static int
bot_pick_aimed(const struct bot *bot, const struct movegen_move *m, size_t n,
    struct rng *rng)
{
	const struct bot_level *lv = bot->level;
	double best = 0, aim, total = 0, x, *weight;
	size_t i;

	for (i = 0; i < n; i++)
		if (m[i].score > best)
			best = m[i].score;
	aim = best * lv->choice_aim_permille / 1000.0;
	if (n <= 1)
		return 0;
	weight = xreallocarray(NULL, n, sizeof *weight);
	for (i = 0; i < n; i++)
		total += weight[i] = exp(-fabs(m[i].score - aim) /
		    lv->choice_temperature);
	x = rng_unit(rng) * total;
	for (i = 0; i + 1 < n && x >= weight[i]; i++)
		x -= weight[i];
	free(weight);
	return (int)i;
}

/*
 * principiante: every placement it knows, in generation order (which
 * repeats).  In the few decisions its seed lets it see a bingo and it
 * knows one, it plays the best of them, as a beginner who spots one
 * does; else one aimed below the best (bot_pick_aimed()).  Knowing no
 * play, it changes its tiles or passes.
 */
static int
bot_choose_beginner(struct bot *bot, const struct bot_position *pos,
    struct rng *rng, struct movegen_move *move)
{
	struct bot_known k = { bot, &pos->mg.board, 0, NULL, 0, 0 };
	struct movegen_options options;
	int pick = -1;

	movegen_options_init(&options);
	options.what = MOVEGEN_PLACEMENTS;
	options.bag_count = pos->bag_count;
	options.exchange_min_bag = pos->exchange_min_bag;
	k.see_bingo = (int)rng_below(rng, 1000) < bot->level->bingo_permille;
	movegen_generate(&pos->mg, &pos->rack, &options, bot_known_emit, &k);
	bot->stats.method = BOT_METHOD_CHOICE;
	bot->stats.candidates = (int)k.n;
	for (size_t i = 0; i < k.n && k.see_bingo; i++)
		if (k.moves[i].n_tiles == RACK_SIZE && (pick < 0 ||
		    k.moves[i].score > k.moves[pick].score))
			pick = (int)i;
	if (pick < 0 && k.n > 0)
		pick = bot_pick_aimed(bot, k.moves, k.n, rng);
	if (pick < 0) {
		free(k.moves);
		return bot_give_up(bot, pos, move);
	}
	*move = k.moves[pick];
	free(k.moves);
	return 0;
}

/*
 * No play it likes (or knows): a level without leave values changes all
 * its tiles when the bag allows (art. 24), or passes (art. 25).
 */
static int
bot_give_up(struct bot *bot, const struct bot_position *pos,
    struct movegen_move *move)
{
	int need = pos->exchange_min_bag > pos->rack.n ?
	    pos->exchange_min_bag : pos->rack.n;

	memset(move, 0, sizeof *move);
	if (pos->rack.n > 0 && pos->bag_count >= need) {
		struct rack sorted = pos->rack;

		rack_sort(&sorted);
		move->kind = MOVE_EXCHANGE;
		move->n_tiles = (uint8_t)sorted.n;
		memcpy(move->tiles, sorted.tiles, (size_t)sorted.n);
	} else
		move->kind = MOVE_PASS;
	(void)bot;
	return 0;
}

/*
 * How many candidates to simulate and how long: campeon always, experto
 * with 1-6 tiles in the bag (what the opponent may draw), none else.
 */
static int
bot_plan(struct bot *bot, const struct bot_position *pos, long *iters)
{
	const struct bot_level *lv = bot->level;

	*iters = lv->sim_iterations;
	if (bot->no_search)
		return 0;
	if (pos->bag_count > 0 && pos->bag_count <= BOT_PRE_BAG_MAX &&
	    lv->pre_candidates > 0) {
		*iters = lv->pre_iterations;
		bot->stats.method = BOT_METHOD_PRE_ENDGAME;
		return lv->pre_candidates;
	}
	if (lv->sim_candidates > 0)
		bot->stats.method = BOT_METHOD_SIMULATION;
	return lv->sim_candidates;
}

/*
 * campeon's choice, and experto's near the end: infer what the opponent
 * kept, then simulate.  The candidate's index, or -1.
 */
static int
bot_choose_simulated(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, long iters,
    const struct movegen_move *cand, int n)
{
	struct bot_inference *inf = NULL;
	struct bot_limits limits;
	float values[BOT_CANDIDATES_MAX];
	int pick;

	bot_limits_from_budget(bot, budget, budget == NULL ? 0 :
	    budget->iterations, iters, &limits);
	/* Bounded by count, not time, so that it repeats. */
	if (bot->level->infer_attempts > 0) {
		inf = xmalloc(sizeof *inf);
		if (bot_infer(bot, pos, bot->level->infer_attempts, inf) != 0)
			inf->n = 0;
	}
	if (n > BOT_CANDIDATES_MAX)
		n = BOT_CANDIDATES_MAX;
	pick = bot_simulate(bot, pos, cand, n, &limits, inf, bot->threads,
	    values);
	bot->stats.value = pick < 0 ? cand[0].equity : values[pick];
	bot->stats.inferred = inf == NULL ? 0 : inf->n;
	free(inf);
	return pick;
}

/*
 * campeon with one or two tiles in the bag: every draw solved
 * (bot-pre.c).  The candidate's index, or -1 when the level does not or
 * cannot.
 */
static int
bot_choose_pre_endgame(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, const struct movegen_move *cand,
    int n)
{
	long nodes = bot->level->pre_endgame_nodes;
	int64_t deadline = 0;
	float value;
	int pick;

	if (pos->bag_count < 1 || pos->bag_count > bot->level->pre_endgame_bag)
		return -1;
	if (budget != NULL && budget->nodes > 0)
		nodes = budget->nodes;
	if (budget != NULL && budget->ms > 0)
		deadline = bot_now_ms() + budget->ms;
	pick = bot_pre_endgame(bot, pos, cand, n, nodes, deadline, &value);
	if (pick >= 0) {
		bot->stats.method = BOT_METHOD_PRE_ENDGAME_SOLVED;
		bot->stats.value = value;
	}
	return pick;
}

/* Everything but the endgame search. */
static int
bot_choose_static(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, struct rng *rng,
    struct movegen_move *move)
{
	const struct bot_level *lv = bot->level;
	struct movegen_move cand[BOT_CHOICE_POOL];
	size_t want = (size_t)lv->choice_top, n, kept = 0;
	long iters;
	int sims = bot_plan(bot, pos, &iters), pick;

	if (lv->choice_aim_permille > 0) {
		pick = bot_choose_beginner(bot, pos, rng, move);
		bot->stats.value = move->equity;
		return pick;
	}
	if ((size_t)sims > want)
		want = (size_t)sims;
	if (lv->max_word_len > 0 || lv->vocab_permille < 1000 ||
	    want > BOT_CHOICE_POOL)
		want = BOT_CHOICE_POOL;
	n = bot_candidates(bot, pos, &pos->mg, cand, want);
	for (size_t i = 0; i < n; i++)
		if (bot_knows_play(bot, &pos->mg.board, &cand[i], 0))
			cand[kept++] = cand[i];
	bot->stats.candidates = (int)kept;
	if (kept == 0 || (!lv->use_leaves && cand[0].kind != MOVE_PLACE)) {
		pick = bot_give_up(bot, pos, move);
		bot->stats.value = move->equity;
		return pick;
	}
	if (sims > 1 && kept > 1) {
		pick = bot_choose_pre_endgame(bot, pos, budget, cand,
		    (size_t)sims < kept ? sims : (int)kept);
		if (pick >= 0) {
			*move = cand[pick];
			return 0;
		}
		pick = bot_choose_simulated(bot, pos, budget, iters, cand,
		    (size_t)sims < kept ? sims : (int)kept);
		*move = cand[pick < 0 ? 0 : pick];
		return 0;
	}
	bot->stats.method = BOT_METHOD_STATIC;
	if (lv->choice_top > 1)
		bot->stats.method = BOT_METHOD_CHOICE;
	pick = bot_pick(bot, cand, kept < (size_t)lv->choice_top ? kept :
	    (size_t)lv->choice_top, rng);
	*move = cand[pick];
	bot->stats.value = move->equity;
	return 0;
}

int
bot_choose(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, struct movegen_move *move)
{
	struct bot_position *local = xmalloc(sizeof *local);
	struct bot_limits limits;
	struct rack opp;
	struct rng rng;
	int64_t start = bot_now_ms();
	float value;
	int rc;

	*local = *pos;
	movegen_set_words(&local->mg, bot->words);
	memset(&bot->stats, 0, sizeof bot->stats);
	rng_seed(&rng, bot_mix(bot->seed, ++bot->decisions));
	if (bot->level->endgame && !bot->no_search && pos->bag_count == 0 &&
	    bot_position_opponent_rack(pos, &opp) == 0 && opp.n > 0 &&
	    pos->rack.n > 0) {
		bot->stats.method = BOT_METHOD_ENDGAME;
		bot_limits_from_budget(bot, budget, budget == NULL ? 0 :
		    budget->nodes, bot->level->endgame_nodes, &limits);
		rc = bot_endgame(bot, local, &opp, &limits, NULL, move,
		    &value);
		bot->stats.value = value;
		if (rc != 0) {
			/* Stopped before its first move list: play static. */
			bot->stats.method = BOT_METHOD_STATIC;
			rc = bot_choose_static(bot, local, budget, &rng, move);
		}
	} else
		rc = bot_choose_static(bot, local, budget, &rng, move);
	atomic_store(&bot->stop, 0);	/* a stop ends one decision only */
	free(local);
	bot->stats.ms = bot_now_ms() - start;
	return rc;
}

int
bot_wants_challenge(const struct bot *bot, const struct play_score *play)
{
	uint64_t h = bot->seed;
	int invalid = 0;

	for (int i = 0; i < play->n_words; i++) {
		const struct formed_word *w = &play->words[i];

		if (!lexicon_contains(bot->lex, w->tiles, (size_t)w->len))
			invalid = 1;
		h = bot_mix(h, bot_word_hash(w->tiles, w->len));
	}
	if (!invalid)
		return 0;	/* art. 35: a valid play always stands */
	return (int)(h % 1000) >= bot->level->challenge_miss_permille;
}

size_t
bot_hints(const struct bot *bot, const struct bot_position *pos,
    struct bot_hint *hints, size_t n)
{
	struct movegen_move *buf;
	struct movegen *mg;
	size_t got;

	if (n == 0)
		return 0;
	buf = xcalloc(n, sizeof *buf);
	mg = xmalloc(sizeof *mg);
	*mg = pos->mg;
	movegen_set_words(mg, bot->words);
	got = bot_candidates(bot, pos, mg, buf, n);
	for (size_t i = 0; i < got; i++) {
		hints[i].move = buf[i];
		hints[i].leave = buf[i].equity - (float)buf[i].score;
		hints[i].value = buf[i].equity;
		hints[i].loss = buf[0].equity - buf[i].equity;
		hints[i].method = BOT_METHOD_STATIC;
	}
	free(buf);
	free(mg);
	return got;
}

/*
 * The move played as the generator writes it, scored (arts. 12-19) and
 * with its static equity; 0, or -1 when it is not legal here.
 */
static int
bot_played_move(const struct bot_position *pos, const struct move *played,
    struct movegen_move *m)
{
	struct placement p;
	struct play_score ps;
	struct move whole;
	struct move_failure failure;

	memset(m, 0, sizeof *m);
	m->kind = (uint8_t)played->kind;
	if (played->kind == MOVE_PASS)
		return 0;
	if (played->kind == MOVE_EXCHANGE) {
		struct rack r;

		rack_init(&r);
		for (int i = 0; i < played->n_exchange; i++)
			rack_add(&r, played->exchange[i]);
		rack_sort(&r);
		if (!rack_holds(&pos->rack, r.tiles, r.n) || r.n == 0)
			return -1;
		m->n_tiles = (uint8_t)r.n;
		memcpy(m->tiles, r.tiles, (size_t)r.n);
		return 0;
	}
	if (move_to_placement(played, &pos->mg.board, &p, &failure) != MOVE_OK ||
	    rules_check(&pos->mg.board, &pos->rack, &p) != RULES_OK ||
	    rules_score(&pos->mg.board, &p, &ps) != RULES_OK ||
	    move_from_placement(&p, &pos->mg.board, &whole) != 0)
		return -1;
	m->score = (int16_t)ps.score;
	m->dir = (uint8_t)whole.dir;
	m->row = (uint8_t)whole.row;
	m->col = (uint8_t)whole.col;
	m->len = (uint8_t)whole.len;
	m->n_tiles = (uint8_t)p.n;
	for (int i = 0; i < whole.len; i++)
		m->tiles[i] = whole.word[i] & MOVE_THROUGH ? TILE_NONE :
		    whole.word[i];
	return 0;
}

int
bot_analyze_turn(struct bot *bot, const struct bot_position *pos,
    const struct move *played, const struct bot_budget *budget,
    struct bot_analysis *a)
{
	struct movegen_move m, best;
	struct bot_eval ev;
	struct movegen_options options;
	struct bot_limits limits;
	struct rack opp, leave;

	memset(a, 0, sizeof *a);
	if (bot_played_move(pos, played, &m) != 0)
		return -1;
	a->played_score = m.score;
	if (bot->level->endgame && pos->bag_count == 0 &&
	    bot_position_opponent_rack(pos, &opp) == 0 && opp.n > 0) {
		a->method = BOT_METHOD_ENDGAME;
		bot_limits_from_budget(bot, budget, budget == NULL ? 0 :
		    budget->nodes, bot->level->endgame_nodes, &limits);
		if (bot_endgame(bot, pos, &opp, &limits, NULL, &a->best,
		    &a->best_value) != 0)
			return -1;
		/*
		 * The best move played loses nothing: searched alone it
		 * could reach another depth and another value.
		 */
		if (bot_same_move(&a->best, &m))
			a->played_value = a->best_value;
		else if (bot_endgame(bot, pos, &opp, &limits, &m, &best,
		    &a->played_value) != 0)
			return -1;
	} else {
		a->method = BOT_METHOD_STATIC;
		bot_options(bot, &ev, &options, pos->bag_count,
		    pos->exchange_min_bag, 0);
		movegen_best(&pos->mg, &pos->rack, &options, &a->best);
		a->best_value = a->best.equity;
		movegen_move_leave(&m, &pos->rack, &leave);
		a->played_value = (float)m.score + (options.leave == NULL ? 0 :
		    eval_leave_rack(bot->leaves, &leave));
	}
	a->loss = a->best_value - a->played_value;
	if (a->loss < 0) {
		/* The move played is better than the best found: say so. */
		a->best = m;
		a->best.equity = a->played_value;
		a->best_value = a->played_value;
		a->loss = 0;
	}
	return 0;
}

int64_t
bot_time_budget(const struct bot_level *level,
    const struct clock_settings *clock, int64_t left_ms, int bag_count)
{
	int64_t usable, budget;
	double moves_left;

	if (clock == NULL || clock->mode == CLOCK_NONE)
		return level->untimed_ms;
	if (clock->mode == CLOCK_TIMER) {
		/* Art. 30: a share of the turn, the rest to lay the tiles. */
		budget = (int64_t)((double)left_ms * BOT_TIMER_SHARE);
		if (budget > level->max_ms)
			budget = level->max_ms;
		return budget > BOT_MIN_MS ? budget : BOT_MIN_MS;
	}
	if (left_ms <= BOT_SAFETY_MS)
		return BOT_OVERTIME_MS;	/* art. 32: each minute costs 10 */
	usable = left_ms - BOT_SAFETY_MS;
	/* About seven tiles leave the bag a round, then an endgame. */
	moves_left = (double)bag_count / 7.5 + 3.0;
	budget = (int64_t)((double)usable / moves_left);
	if (bag_count == 0)
		budget = budget * 3 / 2;	/* the endgame search pays */
	if (budget > usable / 3)
		budget = usable / 3;
	if (budget > level->max_ms)
		budget = level->max_ms;
	return budget > BOT_MIN_MS ? budget : BOT_MIN_MS;
}
