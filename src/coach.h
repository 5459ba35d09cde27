/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The coach: what the curses game asks of the engine besides the
 * computer's moves (src/ui-computer.c plays those): the top moves for a
 * rack (hints), the analysis of a finished game turn by turn (the bot
 * module's, the same as `fichas analyze` on its record, its turns as
 * src/bot.h gives them).
 * Art. 37.1 is not here: the game asks bot_check_blocked() itself.  No
 * curses and no gettext here: the hints show in the panel
 * (src/ui-sheet.c), the analysis on its own screen (src/ui-help.c), and
 * those files word everything.
 *
 * The engine is the experto level's static evaluation (src/bot.h): score
 * plus the value of the tiles kept, and with the bag empty the endgame
 * search's final spread (its node budget keeps a turn to milliseconds),
 * for the hints as for the analysis, so that they agree.
 * It reads only what a player may know: the position from the side of
 * the player it is asked about (bot_position_from_game()), never the
 * opponent's rack while tiles are in the bag.
 */
#ifndef FICHAS_COACH_H
#define FICHAS_COACH_H

#include <stddef.h>

#include "board.h"
#include "bot.h"
#include "game.h"
#include "gcg.h"
#include "lexicon.h"
#include "rack.h"

#define COACH_HINTS	5	/* moves a hint lists */
#define COACH_TEXT	128	/* bytes of a move's notation */

/* One hint: a move for the rack and what it is worth. */
struct coach_hint {
	char move[COACH_TEXT];	/* "8H CA(S)A", "-AE", "-" */
	int score;			/* arts. 12-19 */
	/* The tiles kept, digraphs in brackets: "LA[LL]?", "" for none. */
	char kept[COACH_TEXT];
	float leave;			/* their value */
	float equity;			/* score + leave */
	/*
	 * As the analysis values it: the equity, or with the bag empty
	 * (endgame set) the final spread the endgame search expects; and
	 * what it loses there against the first hint.
	 */
	float value;
	float loss;
	int endgame;
};

struct coach;

/*
 * An engine on a lexicon (NULL: the default one, opened and owned here)
 * with the default leave table (without one, a leave is worth 0).  NULL
 * when no lexicon can be opened.
 */
struct coach *coach_create(const struct lexicon *lex);
/* Free it; NULL is a no-op. */
void coach_free(struct coach *e);

/*
 * The best moves for a player's rack (as the turn began: tiles laid this
 * turn count as on the rack), best first, valued as the analysis values
 * a turn (bot_hint_search_create()): by static equity, and with the bag
 * empty by the endgame search, so the first hint is the move the
 * analysis calls best.  Into hints (up to n); returns how many.
 */
size_t coach_hints(struct coach *e, const struct game *g,
    int player, struct coach_hint *hints, size_t n);
/*
 * The same a search at a time, so that a front end can draw between
 * them (each takes milliseconds): begin (0; any earlier hints are
 * forgotten), step until it returns 0, read them.
 * The game may change meanwhile: the engine keeps its own copy.
 */
int coach_hints_begin(struct coach *e, const struct game *g,
    int player);
int coach_hints_step(struct coach *e);
size_t coach_hints_result(const struct coach *e,
    struct coach_hint *hints, size_t n);
/* Forget the hints under way or found. */
void coach_hints_end(struct coach *e);

/*
 * The analysis of a game: begin (0, or -1 when the game makes no record),
 * then step one turn at a time until it returns 0 (nothing left), so a
 * front end can draw between turns.  The game must stay unchanged meanwhile; beginning
 * again starts afresh.
 */
int coach_analysis_begin(struct coach *e, const struct game *g);
/* The same for a record (a GCG file), which the engine then owns. */
int coach_analysis_begin_record(struct coach *e,
    struct gcg_record *rec, int exchange_min_bag);
/* The record under analysis (the game's as exported), or NULL. */
const struct gcg_record *coach_analysis_record(
    const struct coach *e);
int coach_analysis_step(struct coach *e);
/*
 * The turns analysed so far (*n of them), as the bot module gives them,
 * and how many there are.
 */
const struct bot_review_turn *coach_analysis_turns(
    const struct coach *e, int *n, int *total);
/*
 * The best moves by static equity for a rack on a board (a reviewed
 * turn's alternatives), each with the equity it gives away against the
 * first; into hints (up to n), returns how many.
 */
size_t coach_alternatives(struct coach *e, const struct board *board,
    const struct rack *rack, struct coach_hint *hints, size_t n);
/* Equity a player lost over the turns analysed so far. */
float coach_analysis_lost(const struct coach *e, int player);

#endif
