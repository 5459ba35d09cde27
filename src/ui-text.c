/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "ui-text.h"

/*
 * Every table is indexed by the engine's enum; an index out of range (a
 * newer engine) falls back to a generic text rather than reading past.
 */

#define UI_TEXT_COUNT(a) (sizeof (a) / sizeof (a)[0])

static const char *ui_text_pick(const char *const *table, size_t n,
    unsigned index);

/* Reasons for refused placements, indexed by enum rules_error. */
static const char *const ui_text_rules[] = {
	[RULES_OK] = N_("the play is fine"),
	[RULES_ERR_NO_TILES] = N_("no tile is laid"),
	[RULES_ERR_OFF_BOARD] = N_("a tile is off the board"),
	[RULES_ERR_SQUARE_TAKEN] = N_("a square already holds a tile"),
	[RULES_ERR_SAME_SQUARE] = N_("two tiles are on one square"),
	[RULES_ERR_BAD_TILE] =
	    N_("say which letter the blank stands for (press * on it)"),
	[RULES_ERR_NOT_ON_RACK] = N_("your rack does not hold those tiles"),
	[RULES_ERR_NOT_IN_LINE] =
	    N_("all the tiles of a play go in one row or one column"),
	[RULES_ERR_GAP] =
	    N_("the tiles must make one word, with gaps only over tiles "
	    "already on the board"),
	[RULES_ERR_FIRST_ONE_TILE] =
	    N_("the first play lays at least two tiles"),
	[RULES_ERR_FIRST_OFF_CENTRE] =
	    N_("the first play must cover the centre square H8"),
	[RULES_ERR_NOT_CONNECTED] =
	    N_("a play must touch the tiles already on the board"),
};

/* Refused actions, indexed by enum game_error. */
static const char *const ui_text_game[] = {
	[GAME_OK] = N_("Done."),
	[GAME_ERR_PHASE] = N_("That cannot be done now."),
	[GAME_ERR_RULES] = N_("The play breaks a rule."),
	[GAME_ERR_SQUARE] = N_("That square is taken."),
	[GAME_ERR_NOT_ON_RACK] = N_("Your rack does not hold that tile."),
	[GAME_ERR_NOT_LAID] = N_("None of your laid tiles is there."),
	[GAME_ERR_NOT_BLANK] = N_("That tile is not a blank."),
	[GAME_ERR_BAD_TILE] = N_("That is not a tile."),
	[GAME_ERR_LAID] =
	    N_("Art. 22: laid tiles stay; Shift+arrows move them; Esc loses "
	    "the turn (art. 23)"),
	[GAME_ERR_EXCHANGE] = N_("Exchange 1 to 7 tiles (art. 24)."),
	[GAME_ERR_BAG_SHORT] =
	    N_("The bag holds too few tiles to exchange (art. 24)."),
	[GAME_ERR_TIME_UP] = N_("Time is up (art. 30)."),
	[GAME_ERR_INVALID_WORD] =
	    N_("A word is not in the lexicon: the play is refused."),
	[GAME_ERR_NO_JUDGE] =
	    N_("There is no lexicon: plays cannot be challenged."),
	[GAME_ERR_MOVE] = N_("That move does not fit the board."),
	[GAME_ERR_TILES] = N_("Those tiles are not in the set."),
	[GAME_ERR_SETTINGS] = N_("Settings out of range."),
	[GAME_ERR_MEMORY] = N_("Out of memory."),
	[GAME_ERR_UNDO_RULES] =
	    N_("Turns are taken back only in casual games (no clock, not under "
	    "the tournament rule)."),
	[GAME_ERR_NO_UNDO] = N_("There is no turn to take back."),
};

/* Notation errors, indexed by enum move_error. */
static const char *const ui_text_move[] = {
	[MOVE_OK] = N_("Fine."),
	[MOVE_ERR_EMPTY] =
	    N_("Type a move: 8H WORD, H8 WORD, -LETTERS to exchange, - to "
	    "pass."),
	[MOVE_ERR_COORDINATE] =
	    N_("A position is 8H (across) or H8 (down): columns A-O, rows "
	    "1-15."),
	[MOVE_ERR_NO_WORD] = N_("A word must follow the position."),
	[MOVE_ERR_TILES] =
	    N_("A letter that is not a Spanish tile (there is no K nor W)."),
	[MOVE_ERR_PARENTHESIS] = N_("The parentheses do not match."),
	[MOVE_ERR_OFF_BOARD] = N_("The word runs off the board."),
	[MOVE_ERR_TOO_MANY] = N_("More than 7 tiles."),
	[MOVE_ERR_NO_NEW_TILE] = N_("The word lays no new tile."),
	[MOVE_ERR_TRAILING] = N_("Unexpected text after the move."),
	[MOVE_ERR_BLANK_EXCHANGE] = N_("Write a blank as ? in an exchange."),
	[MOVE_ERR_THROUGH_EMPTY] =
	    N_("'.' or a letter in parentheses where the board is empty."),
	[MOVE_ERR_THROUGH_MISMATCH] =
	    N_("A letter in parentheses is not the one on the board."),
	[MOVE_ERR_SQUARE_TAKEN] =
	    N_("A new tile where the board already holds one: write it as . "
	    "or (A)."),
};

/* End reasons, indexed by enum game_end. */
static const char *const ui_text_ends[] = {
	[GAME_END_NONE] = N_("The game is not over."),
	[GAME_END_BLOCKED] = N_("Neither player can play (art. 37.1)."),
	[GAME_END_PASSES] =
	    N_("Both players passed twice in a row (art. 37.2)."),
	[GAME_END_SCORELESS] =
	    N_("Twelve turns in a row without a score (art. 37.3)."),
	[GAME_END_OUT] =
	    N_("A player used every tile with the bag empty (art. 37.4)."),
	[GAME_END_TIME] = N_("The total game time is over (art. 37.5)."),
	[GAME_END_SHEET_FULL] =
	    N_("The score sheet is full; the game ends as by art. 37.3."),
};

static const char *const ui_text_modes[] = {
	[CLOCK_NONE] = N_("untimed"),
	[CLOCK_CORRIDO] = N_("chess clock, corrido"),
	[CLOCK_NO_CORRIDO] = N_("chess clock, no corrido"),
	[CLOCK_TIMER] = N_("turn timer"),
};

static const char *const ui_text_challenges[] = {
	[GAME_CHALLENGE_FISE] = N_("FISE (no penalty)"),
	[GAME_CHALLENGE_FIVE_POINTS] = N_("five points"),
	[GAME_CHALLENGE_DOUBLE] = N_("lose a turn"),
	[GAME_CHALLENGE_VOID] = N_("judged at once"),
};

static const char *const ui_text_laids[] = {
	[GAME_LAID_DEFAULT] = N_("tournament when timed"),
	[GAME_LAID_TOURNAMENT] = N_("tournament"),
	[GAME_LAID_CASUAL] = N_("casual"),
};

static const char *const ui_text_lexicon[] = {
	[LEXICON_OK] = N_("fine"),
	[LEXICON_ERR_OPEN] = N_("cannot read the file"),
	[LEXICON_ERR_NOT_FILE] = N_("not a regular file"),
	[LEXICON_ERR_EMPTY] = N_("the file is empty"),
	[LEXICON_ERR_FOREIGN] = N_("neither a fichas lexicon nor a word list"),
	[LEXICON_ERR_TRUNCATED] = N_("the file is truncated"),
	[LEXICON_ERR_VERSION] = N_("a lexicon of another format version"),
	[LEXICON_ERR_ALPHABET] = N_("a lexicon for another tile set"),
	[LEXICON_ERR_SIZE] = N_("the file is longer than its header says"),
	[LEXICON_ERR_CHECKSUM] = N_("bad checksum"),
	[LEXICON_ERR_CORRUPT] = N_("the lexicon is corrupt"),
	[LEXICON_ERR_NO_WORDS] = N_("the word list has no usable word"),
	[LEXICON_ERR_TOO_BIG] = N_("the word list is too big"),
	[LEXICON_ERR_MEMORY] = N_("out of memory"),
	[LEXICON_ERR_DIRECTORY] = N_("is a directory"),
	[LEXICON_ERR_FILE_TOO_BIG] =
	    N_("larger than the 80 MiB a lexicon file may have"),
};

/* The translated entry of a table, or a generic text. */
static const char *
ui_text_pick(const char *const *table, size_t n, unsigned index)
{
	if (index >= n || table[index] == NULL)
		return _("unknown reason");
	return _(table[index]);
}

/* A refused placement: the article, when one says it, and the reason. */
void
ui_text_refusal(enum rules_error why, char *buf, size_t size)
{
	const char *reason = ui_text_pick(ui_text_rules,
	    UI_TEXT_COUNT(ui_text_rules), why);
	int article = rules_article(why);

	if (why == RULES_ERR_NOT_ON_RACK)
		snprintf(buf, size, "%s", _("Your rack does not hold those "
		    "tiles."));
	else if (article == 0)
		snprintf(buf, size, _("The play is refused: %s."), reason);
	else
		snprintf(buf, size, _("Art. %d: %s."), article, reason);
}

/* A refused action. */
const char *
ui_text_game_error(enum game_error error)
{
	return ui_text_pick(ui_text_game, UI_TEXT_COUNT(ui_text_game), error);
}

/* Notation that does not read. */
const char *
ui_text_move_error(enum move_error error)
{
	return ui_text_pick(ui_text_move, UI_TEXT_COUNT(ui_text_move), error);
}

/* A typed square the board refuses, named as the player reads the board. */
void
ui_text_board_error(const struct move *m, const struct move_failure *f,
    const struct board *board, char *buf, size_t size)
{
	struct move_square_failure sq;

	move_describe_failure(m, f, board, &sq);
	if (f->error == MOVE_ERR_THROUGH_MISMATCH && sq.there != TILE_NONE &&
	    sq.given != TILE_NONE)
		snprintf(buf, size, _("%s holds %s, not %s."), sq.square,
		    sq.held, sq.typed);
	else if (f->error == MOVE_ERR_THROUGH_EMPTY)
		snprintf(buf, size, _("%s is empty: '.' and letters in "
		    "parentheses stand for tiles on the board."), sq.square);
	else
		snprintf(buf, size, "%s", ui_text_move_error(f->error));
}

/* The end of the game (art. 37). */
const char *
ui_text_end(enum game_end end)
{
	return ui_text_pick(ui_text_ends, UI_TEXT_COUNT(ui_text_ends), end);
}

/* A timing mode (arts. 28-31). */
const char *
ui_text_clock_mode(enum clock_mode mode)
{
	return ui_text_pick(ui_text_modes, UI_TEXT_COUNT(ui_text_modes), mode);
}

/* A challenge rule (arts. 33-36 and club variants). */
const char *
ui_text_challenge(enum game_challenge_rule rule)
{
	return ui_text_pick(ui_text_challenges,
	    UI_TEXT_COUNT(ui_text_challenges), rule);
}

/* A laid-tile rule (arts. 22-23). */
const char *
ui_text_laid(enum game_laid_rule rule)
{
	return ui_text_pick(ui_text_laids, UI_TEXT_COUNT(ui_text_laids), rule);
}

/* A lexicon that did not open. */
const char *
ui_text_lexicon_error(enum lexicon_error error)
{
	return ui_text_pick(ui_text_lexicon, UI_TEXT_COUNT(ui_text_lexicon),
	    error);
}

/* Save errors, indexed by enum save_error. */
static const char *const ui_text_save[] = {
	[SAVE_OK] = N_("fine"),
	[SAVE_ERR_OPEN] = N_("cannot read the file"),
	[SAVE_ERR_WRITE] = N_("cannot write the file"),
	[SAVE_ERR_NO_HOME] = N_("neither XDG_STATE_HOME nor HOME is set"),
	[SAVE_ERR_MEMORY] = N_("out of memory"),
	[SAVE_ERR_EMPTY] = N_("the saved game is empty"),
	[SAVE_ERR_FOREIGN] = N_("not a fichas saved game"),
	[SAVE_ERR_VERSION] = N_("a saved game of another version"),
	[SAVE_ERR_TOO_BIG] = N_("larger than the 8 MiB a saved game may have"),
	[SAVE_ERR_TRUNCATED] = N_("the saved game is cut short"),
	[SAVE_ERR_CHECKSUM] = N_("the saved game is damaged (checksum)"),
	[SAVE_ERR_SYNTAX] = N_("the saved game is damaged (a line)"),
	[SAVE_ERR_TILES] = N_("the saved game's tiles do not add up"),
	[SAVE_ERR_STATE] = N_("the saved game contradicts itself"),
	[SAVE_ERR_CLOCK] = N_("the saved game's clock is damaged"),
	[SAVE_ERR_NOT_REGULAR] =
	    N_("not a regular file (a device or a FIFO); not written"),
	[SAVE_ERR_NOT_FILE] = N_("not a regular file"),
};

/* A save that failed: the system's reason for reads and writes. */
const char *
ui_text_save_error(enum save_error error, int errnum)
{
	if ((error == SAVE_ERR_OPEN || error == SAVE_ERR_WRITE) && errnum != 0)
		return strerror(errnum);
	return ui_text_pick(ui_text_save, UI_TEXT_COUNT(ui_text_save), error);
}

/* The computer's levels as a player's name, by the driver's level names. */
static const struct {
	const char *level;
	const char *name;
} ui_text_levels[] = {
	{ "principiante", N_("Beginner") },
	{ "aficionado", N_("Amateur") },
	{ "experto", N_("Expert") },
	{ "campeon", N_("Champion") },
};

/* The name a computer player of a level goes by ("Expert"). */
const char *
ui_text_level_name(const char *level)
{
	for (size_t i = 0; i < UI_TEXT_COUNT(ui_text_levels); i++)
		if (strcmp(ui_text_levels[i].level, level) == 0)
			return _(ui_text_levels[i].name);
	return level;
}
