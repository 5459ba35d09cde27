/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The computer opponent: choosing a move, deciding challenges, hints and
 * the analysis of a finished game, at four levels of play; and whether
 * a game is blocked (art. 37.1).
 *
 * Levels are a table of settings (bot_levels[], bot.c), not conditions
 * scattered in the code:
 *
 *   principiante  a beginner: knows part of the vocabulary (words of up
 *                 to 5 tiles, a fixed pseudo-random share of them chosen
 *                 by a hash of the word), so it lays short words and
 *                 rarely all seven tiles (only in the few decisions its
 *                 seed lets it see a bingo); of the plays it knows it
 *                 aims at about half the best one's score, not at the
 *                 best; misses half the invalid plays it could challenge
 *   aficionado    the best score, nothing else (no leave values): the
 *                 benchmark's "best score only" player; misses a fifth
 *                 of the invalid plays
 *   experto       static equity, score + leave (src/eval.h); with 1-6
 *                 tiles in the bag a short simulation of the replies the
 *                 unseen tiles allow; with the bag empty the exact endgame
 *                 solver (bot-endgame.c); challenges every invalid play and
 *                 never a valid one
 *   campeon       as experto, plus a Monte-Carlo simulation of its best
 *                 candidates two plies deep (bot-sim.c) on both cores,
 *                 dropping those that clearly trail as it goes; the
 *                 opponent's racks in it start from what its last play
 *                 says it kept (bot-infer.c)
 *
 * How a move is chosen (bot_choose()):
 *
 *   1. With the bag empty and the endgame search on, both racks are known
 *      (the opponent holds exactly the unseen tiles): the exact solver,
 *      every move of both sides, iterative deepening within the budget
 *      (bot-endgame.c).
 *   2. Else the candidates are the best moves by static equity, exchanges
 *      (art. 24) and the pass (art. 25) among them (src/movegen.h).  With
 *      simulation on, or with 1-6 tiles in the bag, the first few are
 *      played out against sampled opponent racks (for campeon, racks
 *      that fit the opponent's last play, bot-infer.c) and the best
 *      average wins if it beats the static best by more than its noise
 *      (bot-sim.c).
 *      campeon with one or two tiles in the bag solves instead, for
 *      each of its candidates that empty the bag, the endgame of every
 *      draw it may make, weighted by the unseen count (bot-pre.c; with
 *      two, on the clock, a quick pass over every candidate first).
 *   3. Else the best one, or for the lower levels one of the best few.
 *
 * Determinism: every random choice comes from the bot's seed and the
 * number of decisions it has made since (bot_reseed()), never from the
 * clock.  Effort is counted in simulation iterations and endgame search
 * nodes (generations); a time limit only cuts it short.  With a budget
 * that leaves the counts room to finish, the same seed and position give
 * the same move whatever the machine and the number of threads.  (Only
 * campeon given a time and no count plays "as much as the time allows",
 * which no machine repeats exactly.)
 *
 * Time: bot_time_budget() turns the clock into milliseconds for a move;
 * the curses game's computer player (src/ui-computer.c) passes them in
 * struct bot_budget.
 *
 * Threads: a struct bot is used by one thread at a time (it holds its
 * seed, counters and statistics), but bot_stop() may be called from any
 * thread to cut the work short.  Lexicon, leave table and word table are read-only and shared by
 * any number of bots.  campeon's simulation runs its own worker threads
 * (POSIX threads) inside bot_choose() and joins them before returning.  A
 * front end calls bot_choose() from a worker thread on a snapshot
 * (struct bot_position, a plain copy) and keeps its own thread free.
 */
#ifndef FICHAS_BOT_H
#define FICHAS_BOT_H

#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "move.h"
#include "movegen.h"
#include "rack.h"
#include "rules.h"
#include "tiles.h"

struct eval_leaves;
struct game;
struct gcg_event;
struct gcg_record;
struct lexicon;
struct movegen_words;

/* Levels, weakest first. */
enum bot_level_id {
	BOT_PRINCIPIANTE = 0,
	BOT_AFICIONADO,
	BOT_EXPERTO,
	BOT_CAMPEON,
	BOT_LEVELS
};

/* Everything a level sets. */
struct bot_level {
	const char *name;		/* as typed: "experto" */
	/* Vocabulary: words it may play. */
	int max_word_len;		/* in tiles; 0 for any */
	int vocab_permille;		/* share of the words it knows */
	/* Evaluation. */
	int use_leaves;			/* equity = score + leave, else score */
	int choice_top;			/* pick among the best N (1: the best) */
	float choice_temperature;	/* softmax width, in points */
	int choice_aim_permille;	/* aim at this share of the best
					   score among every play it knows
					   (0: choice_top instead) */
	int bingo_permille;		/* decisions that look past
					   max_word_len for a bingo */
	/* End of the game. */
	int endgame;			/* solve when the bag is empty */
	long endgame_nodes;		/* generations the solver may use */
	int pre_candidates;		/* bag 1-6: candidates simulated, 0 off */
	int pre_endgame_bag;		/* up to this many tiles in the bag:
					   solve every draw (bot-pre.c) */
	long pre_endgame_nodes;		/* the solves' nodes, all of them */
	long pre_iterations;		/* and their iterations */
	/* Monte-Carlo simulation, two plies (0 candidates: off). */
	int sim_candidates;
	long sim_iterations;		/* iterations when not cut by time */
	long infer_attempts;		/* racks tried for the opponent's leave */
	int threads;			/* for the simulation */
	/* Time. */
	int64_t untimed_ms;		/* budget per move in untimed games */
	int64_t max_ms;			/* never more than this per move */
	/* Challenges (arts. 33-36). */
	int challenge_miss_permille;	/* invalid plays it lets stand */
};

/* The table, BOT_LEVELS entries. */
extern const struct bot_level bot_levels[BOT_LEVELS];
/* A level by name; NULL when there is none. */
const struct bot_level *bot_level_find(const char *name);
/* NULL-terminated names, weakest first (for menus and --help). */
extern const char *const bot_level_names[BOT_LEVELS + 1];

/*
 * A position from the mover's side: what a player may know (arts. 26,
 * 37): the board, the own rack and the tiles not seen, which are the bag
 * and the opponent's rack.  A plain copy: hand it to a worker thread.
 */
struct bot_position {
	struct movegen mg;		/* the board and its cross-checks */
	struct rack rack;		/* the mover's */
	int unseen[TILE_CODES];		/* bag + opponent's rack, by tile */
	int n_unseen;
	int bag_count;
	int scores[2];			/* the mover's first */
	int passes;			/* pass-like turns in a row (37.2) */
	int scoreless;			/* scoreless turns in a row (37.3) */
	int exchange_min_bag;		/* art. 24 setting (0 or 7) */
	/*
	 * The opponent's last turn if it laid tiles (n 0: not known, or
	 * not a play), and what it scored: what it kept can be inferred.
	 */
	struct placement opp_laid;
	int opp_score;
};

/* What a decision cost (for the UI's "thinking" line and benchmarks). */
struct bot_stats {
	int method;			/* enum bot_method */
	long iterations;		/* simulation iterations done */
	long nodes;			/* endgame search generations */
	int depth;			/* endgame depth completed */
	int proven;			/* the endgame value is exact */
	/*
	 * The chosen move's value on the method's scale: static equity,
	 * a simulation's average, or the endgame's final spread change.
	 */
	float value;
	int candidates;
	int inferred;			/* racks the opponent may have kept */
	int64_t ms;			/* wall time */
};

enum bot_method {
	BOT_METHOD_STATIC = 0,
	BOT_METHOD_CHOICE,		/* a lower level's pick among the best */
	BOT_METHOD_SIMULATION,
	BOT_METHOD_PRE_ENDGAME,
	BOT_METHOD_ENDGAME,
	BOT_METHOD_PRE_ENDGAME_SOLVED	/* every draw solved (bot-pre.c) */
};

/*
 * How much effort: ms of wall time (0: no limit), simulation iterations
 * and endgame search nodes (0: the level's own counts, which ms only cuts
 * short; except that campeon, given ms and no iteration count, simulates
 * and searches as long as ms allows).
 */
struct bot_budget {
	int64_t ms;
	long iterations;
	long nodes;
};

struct bot;

/*
 * A player at a level.  leaves may be NULL (every leave is worth 0); the
 * lexicon and leaves must outlive the bot.
 */
struct bot *bot_create(const struct bot_level *level,
    const struct lexicon *lex, const struct eval_leaves *leaves,
    uint64_t seed);
/* Free a bot; NULL is a no-op. */
void bot_free(struct bot *bot);
/* A seed derived from another and an index (one per game of a match). */
uint64_t bot_seed(uint64_t base, uint64_t index);
/* Start its random choices again from a seed (a new game). */
void bot_reseed(struct bot *bot, uint64_t seed);
/* Use a word table for faster generation (shared, may be NULL). */
void bot_set_words(struct bot *bot, const struct movegen_words *words);
/* Threads for the simulation (1 to turn them off); 0 = the level's. */
void bot_set_threads(struct bot *bot, int threads);
/*
 * Static equity only (0): no simulation, no pre-endgame nor endgame
 * search; 1: the level's own.  For the static self-play benchmark.
 */
void bot_set_search(struct bot *bot, int on);
const struct bot_level *bot_level(const struct bot *bot);
/*
 * Ask the decision under way (or, when none is, the next one) to end
 * soon with the best move found so far.  Any thread, any time.
 */
void bot_stop(struct bot *bot);
/* The cost of the last bot_choose(). */
const struct bot_stats *bot_last_stats(const struct bot *bot);

/* Set up a position on a board (racks empty, nothing unseen). */
void bot_position_init(struct bot_position *pos, const struct lexicon *lex,
    const struct board *board);
/*
 * The position a game shows a player (its rack, the unseen tiles, the
 * scores and counters).  The mover's rack is as it was before any tile
 * was laid this turn.
 */
void bot_position_from_game(struct bot_position *pos,
    const struct lexicon *lex, const struct game *g, int player);
/* Compute unseen[] and n_unseen from the board and the rack. */
void bot_position_count_unseen(struct bot_position *pos);
/* The opponent's rack when the bag is empty (it is the unseen tiles). */
int bot_position_opponent_rack(const struct bot_position *pos,
    struct rack *rack);

/*
 * Choose a move (a placement, an exchange or the pass) within budget
 * (NULL: the level's untimed effort).  Returns 0, or -1 when none is
 * found.
 */
int bot_choose(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, struct movegen_move *move);

/*
 * Whether to challenge a play (arts. 33-36): every word it forms, as
 * the play's score lists them.  experto and campeon challenge exactly
 * the invalid plays; lower levels let some stand (decided by the seed
 * and the play, not by chance at each call).
 */
int bot_wants_challenge(const struct bot *bot, const struct play_score *play);

/* A hint: a move and what it is worth. */
struct bot_hint {
	struct movegen_move move;	/* .score, .equity */
	float leave;			/* equity - score */
	/*
	 * What the analysis values it at (bot_analyze_turn()): the static
	 * equity, or with the bag empty the endgame search's final spread;
	 * and what it loses against the first hint, >= 0.
	 */
	float value;
	float loss;
	int method;			/* BOT_METHOD_STATIC or _ENDGAME */
};

/*
 * The best n moves by static equity (score + leave), best first, for the
 * position's rack.  Returns how many.
 */
size_t bot_hints(const struct bot *bot, const struct bot_position *pos,
    struct bot_hint *hints, size_t n);

/*
 * Hints in practice games, valued as the analysis values a turn
 * (bot_analyze_turn(), same budget): with tiles in the bag bot_hints();
 * with the bag empty the endgame search's best move first, then the
 * best of its other candidates, each searched as if played, so that the
 * first hint is the move the analysis calls best and every hint loses
 * in the analysis what it says.  One search per step, so that a front
 * end can draw between them: create on a position (copied), step until
 * 0, then read the hints.  The bot must not be used meanwhile.
 */
struct bot_hint_search;
struct bot_hint_search *bot_hint_search_create(struct bot *bot,
    const struct bot_position *pos, const struct bot_budget *budget,
    size_t n);
/* Free it; NULL is a no-op. */
void bot_hint_search_free(struct bot_hint_search *hs);
/* One more search: 1 while there is more to do, 0 when done. */
int bot_hint_search_step(struct bot_hint_search *hs);
/* The hints found (all of them once done), best first; how many. */
size_t bot_hint_search_hints(const struct bot_hint_search *hs,
    struct bot_hint *hints, size_t n);

#define BOT_PV_MAX 40	/* moves of a principal variation kept */

/* What the endgame solver found. */
struct bot_endgame_result {
	int value;			/* final spread change, the mover's */
	int proven;			/* exact, not cut short by a horizon */
	/*
	 * Cut short, what the proof tests did prove: the value is at least
	 * low (when has_low) and at most high (when has_high).
	 */
	int has_low, has_high;
	int low, high;
	int depth;			/* plies of the last depth completed */
	long nodes;			/* move generations */
	long probes, hits;		/* transposition table */
	int64_t ms;
	int n_pv;
	struct movegen_move pv[BOT_PV_MAX]; /* the mover's move first */
};

/*
 * Solve the endgame of a position with the bag empty (the opponent's
 * rack is the unseen tiles): the value, the principal variation and
 * whether it is proven.  budget NULL or without counts: until proven;
 * its ms and nodes cut it short (the last depth completed stands).
 * Returns 0, or -1 when the bag is not empty or a rack is empty.
 */
int bot_endgame_solve(struct bot *bot, const struct bot_position *pos,
    const struct bot_budget *budget, struct bot_endgame_result *result);

/* Told now and then how far a solve is: depth completed, nodes so far. */
typedef void (*bot_endgame_progress_fn)(void *ctx, int depth, long nodes);

/* How to solve: threads (0 or 1: one), a progress function or NULL. */
struct bot_endgame_options {
	int threads;
	bot_endgame_progress_fn progress;
	void *progress_ctx;
};

/*
 * bot_endgame_solve() with options: more threads search beside the first
 * (the value is the same, the line and the count of nodes may differ).
 */
int bot_endgame_solve_options(struct bot *bot,
    const struct bot_position *pos, const struct bot_budget *budget,
    const struct bot_endgame_options *options,
    struct bot_endgame_result *result);

/* What analysing one turn found. */
struct bot_analysis {
	struct movegen_move best;	/* the best move found */
	float best_value;		/* its value */
	float played_value;		/* the move played, same scale */
	float loss;			/* best_value - played_value, >= 0 */
	int played_score;		/* the move's score (arts. 12-19) */
	int method;			/* BOT_METHOD_STATIC or _ENDGAME */
};

/*
 * Analyse a turn: the best move for the position and the value of the
 * move played (a placement, an exchange or a pass), on the same scale:
 * static equity, or the endgame search's final spread when the bag is
 * empty.  Returns 0, or -1 when the move is not legal here.
 */
int bot_analyze_turn(struct bot *bot, const struct bot_position *pos,
    const struct move *played, const struct bot_budget *budget,
    struct bot_analysis *analysis);

#define BOT_REVIEW_TEXT	128	/* bytes of a move's notation */

/* How a turn of a record fared in the analysis. */
enum bot_review_status {
	BOT_REVIEW_ANALYSED = 0,
	BOT_REVIEW_NO_RACK,	/* the record does not give the rack */
	BOT_REVIEW_NOT_LEGAL	/* the move is not legal in that position */
};

/* One turn of a game record, analysed. */
struct bot_review_turn {
	const struct gcg_event *event;	/* its line in the record */
	int turn;			/* 1-based, counting turns only */
	int player;			/* 0 or 1 */
	enum bot_review_status status;
	char played[BOT_REVIEW_TEXT];	/* the move; " --": withdrawn */
	int played_score;		/* 0 when withdrawn (art. 34) */
	char best[BOT_REVIEW_TEXT];	/* the best move found */
	int best_score;
	float loss;			/* equity lost, >= 0 */
	int endgame;			/* valued by the endgame search */
};

struct bot_review;

/*
 * The analysis of a game record (bot-analyze.c), for `fichas analyze`
 * and the curses game's screen after a game: create it on a bot (its
 * lexicon judges the words), then step one turn at a time until
 * bot_review_step() returns 0, so that a front end can draw between
 * turns.  exchange_min_bag is the game's art. 24 setting; budget as for
 * bot_analyze_turn() (NULL: the level's own).  The record must outlive
 * the analysis.
 */
struct bot_review *bot_review_create(struct bot *bot,
    const struct gcg_record *rec, int exchange_min_bag,
    const struct bot_budget *budget);
/* Free it; NULL is a no-op. */
void bot_review_free(struct bot_review *rv);
/* The next turn into *turn; 1, or 0 when there is none left. */
int bot_review_step(struct bot_review *rv, struct bot_review_turn *turn);
/* How many turns (placements, exchanges, passes) a record holds. */
int bot_review_count(const struct gcg_record *rec);

/*
 * Whether a rack has any placement on the board forming only words of
 * lex (bot-blocked.c).
 */
int bot_can_place(const struct lexicon *lex, const struct board *board,
    const struct rack *rack);
/*
 * Art. 37.1 at the start of a turn, by the game's rule
 * (game_end_if_blocked()) with bot_can_place() on lex: 1 when it ended
 * the game, 0 when play goes on (or lex is NULL).
 */
int bot_check_blocked(const struct lexicon *lex, struct game *g);

/*
 * The time to spend on a move (Stockfish timeman style), in ms: the
 * level's default in untimed games; on a chess clock the time left over
 * an estimate of the moves left, with a floor and a cap (a little when
 * in overtime, art. 32); under the turn timer (art. 30) a share of the
 * turn.  left_ms is the mover's time left, bag_count the tiles in the bag.
 */
int64_t bot_time_budget(const struct bot_level *level,
    const struct clock_settings *clock, int64_t left_ms, int bag_count);

#endif
