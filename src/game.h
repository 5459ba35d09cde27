/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * A whole game by the FISE game regulation (arts. 4-37): the opening draw,
 * turns, laid tiles, challenges, exchanges, clocks, the end and the score
 * sheet.  No curses, no gettext: a curses front end, the computer opponent,
 * the tests and a text driver all drive the same functions and hear back
 * through struct game_callbacks.
 *
 * A game goes through these phases:
 *
 *	ready      created: the opening draw is done (art. 4) and both racks
 *	           are full; game_start() starts the first turn and its clock
 *	turn       the mover lays tiles (arts. 20-23), then submits them, or
 *	           plays, exchanges (art. 24) or passes (art. 25)
 *	deciding   a placement was submitted and scored: the opponent accepts
 *	           (art. 33) or challenges (arts. 34-35); under the "void" rule
 *	           plays are judged on submission and this phase never comes
 *	over       art. 37: scores are final
 *
 * Every action returns GAME_OK or an enum game_error and changes nothing when
 * refused.  A refused placement also says why with an enum rules_error, whose
 * rules_article() is the article the UI cites.
 *
 * How the regulation's silences are read (each is cited where coded):
 *
 * - Lost turns (art. 23 laid tiles withdrawn, art. 30 timer run out, the
 *   "double" challenge rule) count as passes for art. 37.2 and as scoreless
 *   turns for art. 37.3.  Art. 37.2 says that only exchanging is not
 *   passing, and that taking a rejected word off the board is passing; a
 *   turn lost under art. 23 is the same thing (the tiles come off the board,
 *   the turn is lost).
 * - Tournament laid-tile rule (art. 22): once a tile is laid, exchanging or
 *   passing is refused (GAME_ERR_LAID) and so is taking one tile back
 *   (game_unlay).  The player may move tiles about and change blank letters
 *   (art. 21), submit, or take every laid tile back with game_take_back(),
 *   which withdraws them and loses the turn (art. 23).  A refused submission
 *   leaves the tiles laid so the player can rearrange them.  Under "casual"
 *   tiles come back freely and exchanging or passing takes them back first.
 * - Art. 30 (timer): when the turn time is spent, tiles laid are submitted as
 *   they lie ("colocada o colocándose"); if they break arts. 20-22 they are
 *   withdrawn and the turn is lost; with nothing laid the turn is lost.
 * - Art. 27 / 37.5: when the total game time runs out, the game ends at once
 *   if both players have had as many turns (a turn under way is called off,
 *   its laid tiles go back to the rack); otherwise the player behind plays
 *   one more turn (a play already submitted is decided first), then the game
 *   ends.  Racks are not deducted; overtime penalties (art. 32) still are.
 * - Art. 4: the tiles of a tied draw stay out until the draw is decided, and
 *   all go back into the bag together ("todas las letras sacadas ... se
 *   reintrodujeron").
 * - The score a player has includes a play submitted but not yet decided,
 *   as the score sheet does (a withdrawal is a separate event).
 *
 * Undo (casual games only: the casual laid rule and no clock, so neither
 * art. 22 nor the time rules are bent): the state as each turn began is
 * kept, and game_undo() puts one back exactly, the bag's order, the
 * generator, the clocks and the sheet with it.  A game once undone says
 * so (game_undo_count()) in its save and its record.
 *
 * Saving: struct game holds no pointer but the judge, the callbacks, the
 * clock's time source and the undo history (saved through
 * game_history_state() and game_history_add()); a loader fills the rest
 * and calls game_attach().  The fields are the game's and the save
 * module's alone (src/game-private.h); others see struct game only
 * through the functions below.
 */
#ifndef FICHAS_GAME_H
#define FICHAS_GAME_H

#include <stdint.h>

#include "bag.h"
#include "board.h"
#include "clock.h"
#include "move.h"
#include "rack.h"
#include "rng.h"
#include "rules.h"
#include "tiles.h"

#define GAME_PLAYERS		2
#define GAME_NAME_MAX		63	/* bytes of a name, NUL apart */
#define GAME_DRAW_MAX		TILES_TOTAL /* tiles the draw can take */
#define GAME_SHEET_MAX		1000	/* events the score sheet holds */
#define GAME_CHALLENGE_BONUS	5	/* the "five-points" rule */
#define GAME_PASSES_TO_END	RULES_PASSES_TO_END	/* art. 37.2 */
#define GAME_SCORELESS_TO_END	RULES_SCORELESS_TO_END	/* art. 37.3 */
#define GAME_NOTICES		64	/* callbacks waiting to run */

/* What a wrong or right challenge costs (arts. 33-36 and club variants). */
enum game_challenge_rule {
	GAME_CHALLENGE_FISE = 0,	/* a wrong challenge costs nothing */
	GAME_CHALLENGE_FIVE_POINTS,	/* the player challenged gets +5 */
	GAME_CHALLENGE_DOUBLE,		/* the wrong challenger loses a turn */
	GAME_CHALLENGE_VOID		/* plays judged on submission */
};

/* Whether a tile laid on the board must be played (arts. 22-23). */
enum game_laid_rule {
	GAME_LAID_DEFAULT = 0,	/* tournament when timed, casual when not */
	GAME_LAID_TOURNAMENT,	/* art. 22: laid tiles must be played */
	GAME_LAID_CASUAL	/* laid tiles come back freely */
};

/* Why settings text is refused. */
enum game_settings_error {
	GAME_SETTINGS_OK = 0,
	GAME_SETTINGS_ERR_CHALLENGE,	/* not fise, five-points, double... */
	GAME_SETTINGS_ERR_LAID,		/* not tournament or casual */
	GAME_SETTINGS_ERR_EXCHANGE,	/* exchange minimum not 0-7 */
	GAME_SETTINGS_ERR_NAME,		/* empty, too long or a control char */
	GAME_SETTINGS_ERR_PLAYER,	/* a player other than 0 or 1 */
	GAME_SETTINGS_ERR_CLOCK		/* clock settings out of range */
};

/* Everything set before the game. */
struct game_settings {
	char names[GAME_PLAYERS][GAME_NAME_MAX + 1];
	enum game_challenge_rule challenge;
	enum game_laid_rule laid;
	/*
	 * Art. 24: an exchange of n tiles needs at least max(n, this) tiles in
	 * the bag; 0 is the article as written, 7 the stricter club rule.
	 */
	int exchange_min_bag;
	struct clock_settings clock;
	uint64_t seed;		/* the bag's generator (struct rng) */
};

/* Why an action is refused. */
enum game_error {
	GAME_OK = 0,
	GAME_ERR_PHASE,		/* not in this phase (accept in a turn) */
	GAME_ERR_RULES,		/* breaks arts. 6-10, 20-22: see why */
	GAME_ERR_SQUARE,	/* off the board, taken, or already laid on */
	GAME_ERR_NOT_ON_RACK,	/* the rack does not hold that tile */
	GAME_ERR_NOT_LAID,	/* no tile laid there / nothing laid */
	GAME_ERR_NOT_BLANK,	/* a letter for a tile that is not a blank */
	GAME_ERR_BAD_TILE,	/* not a tile code that fits */
	GAME_ERR_LAID,		/* art. 22: laid tiles must be played first */
	GAME_ERR_EXCHANGE,	/* art. 24: not 1-7 tiles */
	GAME_ERR_BAG_SHORT,	/* art. 24: too few tiles in the bag */
	GAME_ERR_TIME_UP,	/* art. 30 / 37.5: time ended the turn first */
	GAME_ERR_INVALID_WORD,	/* "void" rule: a word is not valid */
	GAME_ERR_NO_JUDGE,	/* a challenge, or "void", without a judge */
	GAME_ERR_MOVE,		/* move notation that does not fit the board */
	GAME_ERR_TILES,		/* a position needs tiles the set lacks */
	GAME_ERR_SETTINGS,	/* settings out of range */
	GAME_ERR_UNDO_RULES,	/* undo in a tournament or timed game */
	GAME_ERR_NO_UNDO	/* no turn to take back */
};

enum game_phase {
	GAME_PHASE_READY = 0,
	GAME_PHASE_TURN,
	GAME_PHASE_DECIDING,
	GAME_PHASE_OVER
};

/* Why the game ended (art. 37). */
enum game_end {
	GAME_END_NONE = 0,	/* not over */
	GAME_END_BLOCKED,	/* 37.1: nobody can play (declared) */
	GAME_END_PASSES,	/* 37.2: both players passed twice in a row */
	GAME_END_SCORELESS,	/* 37.3: twelve scoreless turns */
	GAME_END_OUT,		/* 37.4: a rack emptied with the bag empty */
	GAME_END_TIME,		/* 37.5: the total game time is over */
	/*
	 * Not in the regulation: the score sheet is full, which only endless
	 * exchanges at 0-0 (where 37.3 does not apply) can cause.  Ends as
	 * 37.3 does.
	 */
	GAME_END_SHEET_FULL
};

/* What one line of the score sheet records. */
enum game_event_kind {
	GAME_EVENT_PLACE = 0,	/* a placement: .move, .words, .points */
	GAME_EVENT_WITHDRAWN,	/* art. 34: the play before, taken back */
	GAME_EVENT_EXCHANGE,	/* art. 24: .move.exchange is private */
	GAME_EVENT_PASS,	/* art. 25 */
	GAME_EVENT_LOST_TURN,	/* art. 23, art. 30 or "double": see .lost */
	GAME_EVENT_CHALLENGE_BONUS, /* "five-points": a play that stood */
	GAME_EVENT_TIME,	/* art. 32: overtime penalty */
	GAME_EVENT_END_RACK	/* art. 37: rack points at the end */
};

/* How a placement fared with the opponent (arts. 33-35). */
enum game_verdict {
	GAME_VERDICT_PENDING = 0, /* submitted, not yet decided */
	GAME_VERDICT_ACCEPTED,	/* art. 33 */
	GAME_VERDICT_VALID,	/* challenged, every word valid: it stands */
	GAME_VERDICT_INVALID,	/* challenged, a word invalid: withdrawn */
	GAME_VERDICT_JUDGED	/* "void" rule: judged valid on submission */
};

/* Why a turn was lost. */
enum game_lost {
	GAME_LOST_NONE = 0,
	GAME_LOST_LAID,		/* art. 23: laid tiles taken back */
	GAME_LOST_TIMER,	/* art. 30: the turn's time ran out */
	GAME_LOST_CHALLENGE	/* "double": a wrong challenge */
};

/* One line of the score sheet (arts. 5, 10.1). */
struct game_event {
	enum game_event_kind kind;
	int turn;		/* 1-based turn number; 0 after the last turn */
	int player;		/* whose line it is */
	/*
	 * PLACE, WITHDRAWN, EXCHANGE, PASS, LOST_TURN, CHALLENGE_BONUS: the
	 * rack before the turn.  END_RACK: the rack counted.
	 */
	struct rack rack;
	/*
	 * PLACE: the whole main word from its first square, new tiles with
	 * blanks flagged (art. 10.1), board tiles as MOVE_THROUGH | letter.
	 * EXCHANGE: kind MOVE_EXCHANGE and the tiles given back, which only
	 * the exchanging player may see (the other sees .move.n_exchange).
	 */
	struct move move;
	struct play_score score; /* PLACE: every word formed (art. 8) */
	int points;		/* signed: +12, -12 (withdrawn), -20 (time) */
	int total;		/* the player's running total after it */
	enum game_verdict verdict; /* PLACE */
	unsigned invalid_words;	/* PLACE, INVALID: bit i = score.words[i] */
	int timed_out;		/* PLACE: submitted by the timer (art. 30) */
	enum game_lost lost;	/* LOST_TURN */
};

/* The opening draw (art. 4): who drew what, in order. */
struct game_draw {
	int n;
	tile_t tiles[GAME_DRAW_MAX];
	int player[GAME_DRAW_MAX];
	int first;		/* the player who starts */
};

/*
 * Says whether tiles[0..n) are a word.  Blank flags may be present: the
 * judge looks at letters only.  Returns non-zero for a valid word.
 */
struct game_judge {
	int (*is_word)(void *ctx, const tile_t *tiles, int n);
	void *ctx;
};

struct game;		/* opaque: src/game-private.h */
struct game_snapshot;

/* Levels passed to clock_warning. */
#define GAME_WARN_OVERTIME	4	/* a chess clock ran out (art. 32) */

/*
 * The driver's hooks; any may be NULL.  They run once the call that caused
 * them has finished changing the game, in the order things happened, so a
 * hook may call back into the game (a bot challenging from decision_needed);
 * calls it makes queue their own hooks behind the current ones.  A hook must
 * not free the game.
 */
struct game_callbacks {
	/* A line went into the score sheet. */
	void (*played)(void *ctx, struct game *g,
	    const struct game_event *event);
	/* A play awaits the decider's accept or challenge (art. 33-34). */
	void (*decision_needed)(void *ctx, struct game *g, int decider);
	/* A challenge was judged: play->verdict, play->invalid_words. */
	void (*challenged)(void *ctx, struct game *g,
	    const struct game_event *play);
	/* A player's turn begins. */
	void (*turn_started)(void *ctx, struct game *g, int player);
	/* Timer warning 1-3 (art. 30) or GAME_WARN_OVERTIME. */
	void (*clock_warning)(void *ctx, struct game *g, int player,
	    int level);
	/* The game is over; scores are final. */
	void (*game_over)(void *ctx, struct game *g, enum game_end reason);
};

/* A position to start from (tests, puzzles, CGP): the bag gets the rest. */
struct game_position {
	struct board board;
	struct rack racks[GAME_PLAYERS];
	int scores[GAME_PLAYERS];
	int mover;
	int scoreless_turns;	/* consecutive so far (art. 37.3) */
};

/* Settings: FISE challenges, default laid rule, untimed, no names, seed 0. */
void game_settings_default(struct game_settings *s);
/*
 * Whether text is UTF-8 with no control character (C0, DEL, C1): what a
 * player's name may hold, and what text read back from a file (the
 * history) must be before a screen shows it.
 */
int game_text_printable(const char *text);
/* Name a player (UTF-8, 1-GAME_NAME_MAX bytes, no control characters). */
enum game_settings_error game_settings_set_name(struct game_settings *s,
    int player, const char *name);
/* "fise", "five-points", "double" or "void". */
enum game_settings_error game_challenge_parse(const char *text,
    enum game_challenge_rule *rule);
/* "tournament" or "casual". */
enum game_settings_error game_laid_parse(const char *text,
    enum game_laid_rule *rule);
/* "0" to "7" (art. 24; 7 is the club rule). */
enum game_settings_error game_exchange_min_parse(const char *text, int *n);
/* The command-line word for a rule, as the parsers read it. */
const char *game_challenge_name(enum game_challenge_rule rule);
const char *game_laid_name(enum game_laid_rule rule);
/* Short stable English identifiers ("bad-challenge"), not for display. */
const char *game_settings_error_id(enum game_settings_error error);
const char *game_error_id(enum game_error error);
const char *game_end_id(enum game_end end);
/* The article an end reason applies ("37.2"), "" for none. */
const char *game_end_article(enum game_end end);

/*
 * A new game: the bag seeded, the opening draw made (art. 4) and both racks
 * filled, the first player first.  NULL with *error set (error may be NULL)
 * for bad settings.  judge.is_word may be NULL for a game
 * without a lexicon (no challenges then), callbacks may be NULL.
 */
struct game *game_create(const struct game_settings *s,
    struct clock_source source, struct game_judge judge,
    const struct game_callbacks *callbacks, void *ctx,
    enum game_error *error);
/* Free a game; NULL is a no-op. */
void game_free(struct game *g);
/* Re-attach what a saved game cannot hold (after loading). */
void game_attach(struct game *g, struct clock_source source,
    struct game_judge judge, const struct game_callbacks *callbacks,
    void *ctx);
/*
 * Before game_start(): replace the deal with a position (the drawn first
 * player is replaced by pos->mover).  GAME_ERR_TILES when the board and
 * racks hold more of a tile than the set has.
 */
enum game_error game_set_position(struct game *g,
    const struct game_position *pos);
/*
 * Give a player these tiles (TILE_BLANK for a blank): the current rack goes
 * back to the bag and the tiles come out of it.  For tests, puzzles and
 * replays; ready phase, or the turn phase with nothing laid or pending.
 */
enum game_error game_set_rack(struct game *g, int player,
    const tile_t *tiles, int n);
/* Start the first turn and its clock. */
enum game_error game_start(struct game *g);

/*
 * Laying tiles (arts. 20-22).  tile is a letter, TILE_BLANK for a blank
 * whose letter comes later, or letter | TILE_BLANK_FLAG.
 */
enum game_error game_lay(struct game *g, int row, int col, tile_t tile);
/* Move a laid tile to an empty square, or swap it with another laid one. */
enum game_error game_move_laid(struct game *g, int row, int col,
    int to_row, int to_col);
/* Say which letter a laid blank stands for (TILE_NONE: not yet). */
enum game_error game_set_blank_letter(struct game *g, int row, int col,
    tile_t letter);
/* Casual only: one laid tile back to the rack (art. 22 in tournament). */
enum game_error game_unlay(struct game *g, int row, int col);
/*
 * Every laid tile back to the rack.  Casual: free.  Tournament: art. 23,
 * the tiles are withdrawn and the turn is lost.
 */
enum game_error game_take_back(struct game *g);
/*
 * Submit the laid tiles.  Refused with GAME_ERR_RULES and *why set when they
 * break arts. 6, 8, 9, 10, 20-22 (they stay laid); under "void",
 * GAME_ERR_INVALID_WORD when a word is not valid (game_refused_words()).
 */
enum game_error game_submit(struct game *g, enum rules_error *why);
/* Lay and submit a whole placement at once (bots, scripts). */
enum game_error game_play(struct game *g, const struct placement *p,
    enum rules_error *why);
/* Play a move in notation form: a placement, an exchange or a pass. */
enum game_error game_play_move(struct game *g, const struct move *m,
    enum rules_error *why);
/*
 * Typed notation read against the board and the mover's tiles (the rack
 * and whatever is laid): board letters played through, a blank for a letter
 * the tiles lack (move_resolve()).  Exchanges and passes are left alone.
 */
enum move_error game_resolve_move(const struct game *g, struct move *m,
    struct move_failure *failure);
/*
 * What a placement in notation would score now, without playing it: GAME_OK
 * and *score, GAME_ERR_RULES and *why, GAME_ERR_MOVE when it does not fit
 * the board, GAME_ERR_LAID or GAME_ERR_PHASE when it could not be played.
 */
enum game_error game_preview_move(const struct game *g, const struct move *m,
    enum rules_error *why, struct play_score *score);
/* Exchange n tiles of the mover's rack (art. 24; TILE_BLANK for blanks). */
enum game_error game_exchange(struct game *g, const tile_t *tiles, int n);
/* Whether an exchange of n tiles is allowed now (art. 24). */
enum game_error game_can_exchange(const struct game *g, int n);
/* Pass (art. 25). */
enum game_error game_pass(struct game *g);
/* The opponent accepts the submitted play (art. 33). */
enum game_error game_accept(struct game *g);
/* The opponent challenges the submitted play (arts. 34-35). */
enum game_error game_challenge(struct game *g);
/* The driver knows neither player can play (art. 37.1). */
enum game_error game_declare_blocked(struct game *g);
/*
 * Art. 37.1, decided here: at the start of a turn with nothing laid,
 * when no rack can change any more (the bag cannot be drawn from by an
 * exchange, art. 24: empty, or too short under the club rule) and
 * can_place says neither rack makes a placement of valid words, the game
 * ends.  A play of invalid words is no way to place tiles: a challenge
 * takes it off (art. 34).  Returns 1 when it ended the game.
 */
int game_end_if_blocked(struct game *g,
    int (*can_place)(void *ctx, const struct board *board,
    const struct rack *rack), void *ctx);
/*
 * Let time act: timer warnings and turn end (art. 30), chess clock overtime
 * notice, total game time (arts. 27, 37.5).  Call it regularly (every other
 * call does it too).  Returns non-zero when something happened.
 */
int game_tick(struct game *g);
/* Put a player's rack in this order (a permutation of it). */
enum game_error game_rack_arrange(struct game *g, int player,
    const tile_t *tiles, int n);

/*
 * Casual games: take back the last n turns (a play awaiting its decision
 * is the last turn), putting back the state as the earliest of them began;
 * its turn starts again (turn_started).  GAME_ERR_UNDO_RULES in tournament
 * or timed games, GAME_ERR_NO_UNDO when fewer turns can be taken back.
 */
enum game_error game_undo(struct game *g, int n);
/* Whether game_undo(g, n) would do it: GAME_OK or why not. */
enum game_error game_can_undo(const struct game *g, int n);
/*
 * Take back turns, at least one, until player is to move: against the
 * computer, its reply and the player's turn before it.
 */
enum game_error game_undo_to(struct game *g, int player);
/* Whether game_undo_to(g, player) would do it: GAME_OK or why not. */
enum game_error game_can_undo_to(const struct game *g, int player);
/* Times turns were taken back in this game, 0 for none (saved). */
int game_undo_count(const struct game *g);
/*
 * For the save module, which keeps the undo history: how many turns'
 * states are kept (0 the oldest); state i put into out, a copy of g whose
 * clock runs on out's time source; a state read back kept as the next (0,
 * or -1 when the game allows no undo, the history is full or out of
 * memory).
 */
int game_history_count(const struct game *g);
void game_history_state(const struct game *g, int i, struct game *out);
int game_history_add(struct game *g, const struct game *state);

/* State for the front end. */
enum game_phase game_phase(const struct game *g);
int game_mover(const struct game *g);
/* Who decides on a submitted play: the mover's opponent. */
int game_decider(const struct game *g);
const char *game_name(const struct game *g, int player);
const struct game_settings *game_settings(const struct game *g);
const struct game_draw *game_draw(const struct game *g);
const struct board *game_board(const struct game *g);
/* A player's rack, without the tiles laid on the board. */
const struct rack *game_rack(const struct game *g, int player);
int game_score(const struct game *g, int player);
int game_bag_count(const struct game *g);
/* Tiles a player has not seen: the bag and the opponent's rack. */
void game_unseen(const struct game *g, int player, int counts[TILE_CODES]);
const struct placement *game_laid(const struct game *g);
/* Check and score the laid tiles without submitting; RULES_OK or why not. */
enum rules_error game_preview(const struct game *g, struct play_score *score);
/* The play awaiting a decision, NULL when none. */
const struct game_event *game_pending(const struct game *g);
/* Its tiles, new on the board. */
const struct placement *game_pending_tiles(const struct game *g);
/* "void": bit i set when word i of game_preview() was not valid. */
unsigned game_refused_words(const struct game *g);
const struct game_event *game_sheet(const struct game *g, int *n);
const struct clock *game_clock(const struct game *g);
enum game_end game_end_reason(const struct game *g);
/* Turn number under way (1-based), and turns a player has had. */
int game_turn_number(const struct game *g);
int game_turns(const struct game *g, int player);
/* Consecutive pass-like turns (37.2) and scoreless turns (37.3). */
int game_passes_in_row(const struct game *g);
int game_scoreless_in_row(const struct game *g);
/* The total time is over and this is the evening-up turn (art. 27). */
int game_is_last_turn(const struct game *g);

#endif
