/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What bot.c, bot-sim.c and bot-endgame.c share; not for other modules. */
#ifndef FICHAS_BOT_PRIVATE_H
#define FICHAS_BOT_PRIVATE_H

#include <stdatomic.h>
#include <stdint.h>

#include "bot.h"
#include "movegen.h"

#define BOT_CANDIDATES_MAX 64	/* candidates a simulation may take */
#define BOT_ITERATIONS_MAX 1000000L /* "as many as time allows" */
#define BOT_INFER_MAX 256	/* racks the opponent may have kept */

struct eg_table;

struct bot {
	const struct bot_level *level;
	const struct lexicon *lex;
	const struct eval_leaves *leaves;	/* NULL without leave values */
	const struct movegen_words *words;
	uint64_t seed;
	uint64_t decisions;		/* bot_choose() calls since the seed */
	int threads;
	int no_search;			/* bot_set_search(bot, 0) */
	atomic_int stop;
	struct bot_stats stats;
	struct eg_table *endgame_table;	/* the solver's, made on first use */
};

/* Where effort ends: a count, and a monotonic deadline (0: none). */
struct bot_limits {
	long iterations;
	int64_t deadline_ms;
};

/*
 * The value of the tiles kept, by the situation: the leave table while
 * tiles remain to draw; with the bag empty, going out earns twice the
 * opponent's rack (art. 37.4) and every tile kept costs its value.
 */
struct bot_eval {
	const struct eval_leaves *leaves;
	int bag_empty;
	int opp_value;			/* the opponent's rack, bag empty */
};

/* A movegen_leave_fn over struct bot_eval. */
float bot_eval_leave(void *ctx, const int counts[TILE_CODES], int n);
/* A movegen_leaves_fn over struct bot_eval: every sub-rack's at once. */
void bot_eval_leaves(void *ctx, int nd, const uint8_t *tiles,
    const uint8_t *copies, float *values);
/* Generator options for a rack: what the level and the bag allow. */
void bot_options(const struct bot *bot, struct bot_eval *ev,
    struct movegen_options *options, int bag_count, int exchange_min_bag,
    int opp_value);

/* Monotonic milliseconds. */
int64_t bot_now_ms(void);
/* Mix two numbers into a seed (splitmix64 finaliser). */
uint64_t bot_mix(uint64_t a, uint64_t b);
/* Whether the work must stop now: bot_stop() or the deadline. */
int bot_should_stop(struct bot *bot, const struct bot_limits *limits);
/* The limits a budget means for a level's count of iterations. */
/*
 * The limits a budget means for a level's count (given: the budget's own
 * count for this kind of work, 0 for none): with time and no count,
 * campeon (a simulating level) fills the time, the others keep their own
 * count and the time only caps it.
 */
void bot_limits_from_budget(const struct bot *bot,
    const struct bot_budget *budget, long given, long level_count,
    struct bot_limits *limits);

/* The tiles of a rack as counts; value sum through rack_value(). */
int bot_counts_value(const int counts[TILE_CODES]);

/*
 * bot-endgame.c: with the bag empty, the best move by alpha-beta search,
 * both racks known (opp).  *value is the final spread change expected
 * from now, for the mover.  0, or -1 when stopped before depth 1 ended.
 */
int bot_endgame(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    const struct movegen_move *forced, struct movegen_move *best,
    float *value);
/*
 * Tests: with bot_endgame_check set, every list the solver keeps from an
 * earlier one, and every play that goes out it finds before generating,
 * is compared with a full generation, and each that differs counted in
 * bot_endgame_mismatches.
 */
extern atomic_int bot_endgame_check;
extern atomic_long bot_endgame_mismatches;
/*
 * Tests and benchmarks: the solver's shortcuts left out (bits of
 * BOT_ENDGAME_NO_*), to compare the values and the trees without them.
 */
#define BOT_ENDGAME_NO_OUT_FIRST 1	/* going out before generating */
#define BOT_ENDGAME_NO_STUCK 2		/* a side with only the pass */
#define BOT_ENDGAME_NO_BIG_TABLE 4	/* a solve's bigger table */
#define BOT_ENDGAME_NO_HORIZON_OUT 8	/* the opponent going out at the horizon */
#define BOT_ENDGAME_NO_PROOF 16		/* the proof tests after a depth */
#define BOT_ENDGAME_NO_SETUP 32		/* plays that set up going out first */
#define BOT_ENDGAME_NO_REDUCE 64	/* late moves searched a ply shallower */
extern atomic_int bot_endgame_off;
/* Free the solver's table. */
void bot_endgame_free(struct bot *bot);
/*
 * The same search, and its root moves best first by the last depth
 * completed (up to max of them into roots, *n_roots how many): the first
 * is the best move and *value its value; the others' order is only as
 * good as the bounds alpha-beta left them.  0, or -1 as bot_endgame().
 */
int bot_endgame_roots(struct bot *bot, const struct bot_position *pos,
    const struct rack *opp, const struct bot_limits *limits,
    struct movegen_move *roots, int max, int *n_roots, float *value);

/*
 * bot-pre.c: with one or two tiles in the bag, the candidate that does
 * best over every draw the unseen tiles allow, each endgame solved (nodes
 * shared out over the solves, deadline_ms 0 for none): its index and
 * *value (the expected spread change), or -1 when no candidate empties
 * the bag or none was valued over every draw in time.
 */
int bot_pre_endgame(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, long nodes,
    int64_t deadline_ms, float *value);

/* Whether two moves are the same: tiles on the same squares, or given. */
int bot_same_move(const struct movegen_move *a, const struct movegen_move *b);

/* Racks the opponent may have kept on its last turn. */
struct bot_inference {
	int n;
	long tried;			/* racks drawn to find them */
	struct rack kept[BOT_INFER_MAX];
};

/*
 * bot-infer.c: up to BOT_INFER_MAX racks the opponent may have kept,
 * out of at most `attempts` drawn (inf->n 0: nothing known).  0.
 */
int bot_infer(struct bot *bot, const struct bot_position *pos, long attempts,
    struct bot_inference *inf);

/*
 * bot-sim.c: play each candidate out against sampled racks for the
 * opponent (two plies: its best reply, then ours; inf may be NULL, else
 * the opponent keeps one of its racks) and return the index of
 * the best average; values[] gets each candidate's average (may be NULL).
 * -1 when stopped before one iteration ended.
 */
int bot_simulate(struct bot *bot, const struct bot_position *pos,
    const struct movegen_move *cands, int n, const struct bot_limits *limits,
    const struct bot_inference *inf, int threads, float *values);

#endif
