/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The referee: re-play a GCG record (src/gcg.h) on a board and check every
 * line against the rules, as an arbiter checks a score sheet (art. 5).
 *
 * Each placement is laid on the board (position, played-through tiles),
 * checked against the placement rules and the recorded rack, and scored
 * again (arts. 6-22, 12-19).  Withdrawn plays come off the board (art. 34),
 * exchanges must fit the bag (art. 24), a challenge bonus must follow the
 * play that was challenged, overtime costs whole tens (art. 32), and the
 * end-of-game rack lines may follow any of the three conventions:
 *
 *   GCG          >ana: (AEO) +6           the finisher gets twice the rack
 *   art. 37.4    >ana: (AEO) +3           the finisher gets it once...
 *                >luis: AEO (AEO) -3      ...and the opponent loses it
 *   art. 37.1-3  >luis: AEO (AEO) -3      each player loses their own rack
 *
 * Racks are checked for consistency from line to line: tiles played or
 * exchanged must be on the rack, the tiles a player kept must still be on
 * the next rack, and no tile may show up more often than the set holds.
 *
 * Each line is judged against the record's previous running total, so one
 * wrong line does not make every later one wrong.  Nothing here needs a
 * lexicon: with a judge callback, every word formed is also asked for.
 */
#ifndef FICHAS_REPLAY_H
#define FICHAS_REPLAY_H

#include "board.h"
#include "gcg.h"
#include "rules.h"

/* Non-zero when tiles[0..n) (blank flags set as played) is a word. */
typedef int (*replay_judge_fn)(void *ctx, const tile_t *tiles, int n);

/* How the referee works; zero it for the FISE defaults without a lexicon. */
struct replay_options {
	replay_judge_fn judge;	/* NULL: words are not judged */
	void *judge_ctx;
	/* Points of "(challenge)"; 0 means 5 (the five-points setting). */
	int challenge_bonus;
	/* Art. 24: the bag must hold at least this many (and at least as
	 * many as are exchanged); 7 for the stricter club rule. */
	int exchange_min_bag;
};

/* What is wrong with a line, the first thing found. */
enum replay_error {
	REPLAY_OK = 0,
	REPLAY_ERR_UNKNOWN_PLAYER, /* a nick no #player line names */
	REPLAY_ERR_TURN_ORDER,	   /* a player takes two turns in a row */
	REPLAY_ERR_AFTER_END,	   /* a turn after the end (art. 37): end */
	REPLAY_ERR_RACK_LEAVE,	   /* the rack lost tiles kept from before */
	REPLAY_ERR_TILE_COUNT,	   /* more of a tile than the set holds */
	REPLAY_ERR_MOVE,	   /* the word does not fit the board: move_error */
	REPLAY_ERR_NOT_ON_RACK,	   /* tiles played or exchanged not on the rack */
	REPLAY_ERR_RULES,	   /* placement refused: rules_error */
	REPLAY_ERR_WORD_SPAN,	   /* the word written is not a whole word (art. 8) */
	REPLAY_ERR_PHONY,	   /* judged: a word not in the lexicon stood */
	REPLAY_ERR_WITHDRAW,	   /* "--" not right after the player's own play */
	REPLAY_ERR_WITHDRAW_RACK,  /* "--" with another rack than the play's */
	REPLAY_ERR_WITHDRAWN_VALID, /* judged: every word withdrawn was valid */
	REPLAY_ERR_CHALLENGE,	   /* "(challenge)" not after the player's play */
	REPLAY_ERR_EXCHANGE_BAG,   /* too few tiles in the bag (art. 24) */
	REPLAY_ERR_END_RACK,	   /* end tiles are not the rack they name */
	REPLAY_ERR_NOT_OUT,	   /* rack bonus without going out (art. 37.4) */
	REPLAY_ERR_TIME,	   /* overtime not 10 points a minute (art. 32) */
	REPLAY_ERR_SCORE,	   /* the points differ from the computed ones */
	REPLAY_ERR_TOTAL	   /* total is not previous total plus points */
};

/* The referee's verdict on one event line. */
struct replay_step {
	const struct gcg_event *event;
	int index;		/* in the record's events */
	enum replay_error error;
	enum move_error move_error;   /* REPLAY_ERR_MOVE */
	enum rules_error rules_error; /* REPLAY_ERR_RULES: rules_article() */
	tile_t tile;		/* REPLAY_ERR_TILE_COUNT: the tile */
	/* REPLAY_ERR_AFTER_END: the turn that ended the game, or
	 * RULES_END_NONE after the end-of-game rack lines. */
	enum rules_end end;
	int has_computed;	/* computed_* hold the referee's values */
	int computed_score;
	int computed_total;	/* previous recorded total + computed_score */
	struct play_score play;	/* placements: the words formed */
	int bad_word;		/* index in play.words of a refused word, -1 */
};

/* The referee's state while stepping through a record. */
struct replay {
	const struct gcg_record *rec;
	struct replay_options opt;
	struct board board;
	int next;		/* the next event to check */
	int total[GCG_PLAYERS];	/* running totals as recorded */
	int computed[GCG_PLAYERS]; /* running totals as the referee counts */
	struct rack leave[GCG_PLAYERS]; /* what each kept after their turn */
	int leave_known[GCG_PLAYERS];
	int last_turn;		/* player of the last turn, -1 before any */
	int ended;		/* an end-of-game rack line was met */
	/* Art. 37.2-37.4: turns in a row so far, and how the game ended. */
	int passes;
	int scoreless;
	int passes_before_play;	/* the counts before the last placement, */
	int scoreless_before_play; /* for a withdrawal to count as a pass */
	enum rules_end over;	/* RULES_END_NONE while turns may follow */
	/* The last placement, in case the next line withdraws it. */
	int play_event;		/* its event index, -1 when none */
	int play_applied;	/* it went on the board */
	int play_score;		/* its computed score */
	int play_valid;		/* judged: every word valid */
	struct placement play;
	int errors;		/* lines that disagree so far */
	int first_error_line;	/* line of the first one, 0 if none */
};

/* Start refereeing rec, which must outlive the replay; opt may be NULL. */
void replay_init(struct replay *r, const struct gcg_record *rec,
    const struct replay_options *opt);
/* Check the next event into *step: 1, or 0 when every event is done. */
int replay_step(struct replay *r, struct replay_step *step);
/* Check every event; the number of lines that disagree. */
int replay_run(struct replay *r);
/* Tiles in the bag, worked out from the board (both racks full). */
int replay_bag_count(const struct replay *r);
/* A short stable English identifier ("bad-score"), not for display. */
const char *replay_error_id(enum replay_error error);
/* The FISE article an error cites, 0 when none applies. */
int replay_error_article(const struct replay_step *step);
/*
 * The final scores by FISE rules (art. 37.4) after replay_run(): the
 * recorded totals, less the rack's value for both players when the
 * finisher was given it twice (the GCG convention) instead of the
 * opponent losing it.  1 when they differ from the recorded totals.
 */
int replay_fise_totals(const struct replay *r, int totals[GCG_PLAYERS]);

#endif
