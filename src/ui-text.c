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
	N_("the play is fine"),
	N_("no tile is laid"),
	N_("a tile is off the board"),
	N_("a square already holds a tile"),
	N_("two tiles are on one square"),
	N_("say which letter the blank stands for (press * on it)"),
	N_("your rack does not hold those tiles"),
	N_("all the tiles of a play go in one row or one column"),
	N_("the tiles must make one word, with gaps only over tiles already "
	    "on the board"),
	N_("the first play lays at least two tiles"),
	N_("the first play must cover the centre square H8"),
	N_("a play must touch the tiles already on the board"),
};

/* Refused actions, indexed by enum game_error. */
static const char *const ui_text_game[] = {
	N_("Done."),
	N_("That cannot be done now."),
	N_("The play breaks a rule."),
	N_("That square is taken."),
	N_("Your rack does not hold that tile."),
	N_("None of your laid tiles is there."),
	N_("That tile is not a blank."),
	N_("That is not a tile."),
	N_("Art. 22: laid tiles stay; Shift+arrows move them; Esc loses the "
	    "turn (art. 23)"),
	N_("Exchange 1 to 7 tiles (art. 24)."),
	N_("The bag holds too few tiles to exchange (art. 24)."),
	N_("Time is up (art. 30)."),
	N_("A word is not in the lexicon: the play is refused."),
	N_("There is no lexicon: plays cannot be challenged."),
	N_("That move does not fit the board."),
	N_("Those tiles are not in the set."),
	N_("Settings out of range."),
	N_("Out of memory."),
	N_("Turns are taken back only in casual games (no clock, not under "
	    "the tournament rule)."),
	N_("There is no turn to take back."),
};

/* Notation errors, indexed by enum move_error. */
static const char *const ui_text_move[] = {
	N_("Fine."),
	N_("Type a move: 8H WORD, H8 WORD, -LETTERS to exchange, - to pass."),
	N_("A position is 8H (across) or H8 (down): columns A-O, rows 1-15."),
	N_("A word must follow the position."),
	N_("A letter that is not a Spanish tile (there is no K nor W)."),
	N_("The parentheses do not match."),
	N_("The word runs off the board."),
	N_("More than 7 tiles."),
	N_("The word lays no new tile."),
	N_("Unexpected text after the move."),
	N_("Write a blank as ? in an exchange."),
	N_("'.' or a letter in parentheses where the board is empty."),
	N_("A letter in parentheses is not the one on the board."),
	N_("A new tile where the board already holds one: write it as . "
	    "or (A)."),
};

/* End reasons, indexed by enum game_end. */
static const char *const ui_text_ends[] = {
	N_("The game is not over."),
	N_("Neither player can play (art. 37.1)."),
	N_("Both players passed twice in a row (art. 37.2)."),
	N_("Twelve turns in a row without a score (art. 37.3)."),
	N_("A player used every tile with the bag empty (art. 37.4)."),
	N_("The total game time is over (art. 37.5)."),
	N_("The score sheet is full; the game ends as by art. 37.3."),
};

static const char *const ui_text_modes[] = {
	N_("untimed"), N_("chess clock, corrido"),
	N_("chess clock, no corrido"), N_("turn timer"),
};

static const char *const ui_text_challenges[] = {
	N_("FISE (no penalty)"), N_("five points"), N_("lose a turn"),
	N_("judged at once"),
};

static const char *const ui_text_laids[] = {
	N_("tournament when timed"), N_("tournament"), N_("casual"),
};

static const char *const ui_text_lexicon[] = {
	N_("fine"),
	N_("cannot read the file"),
	N_("not a regular file"),
	N_("the file is empty"),
	N_("neither a fichas lexicon nor a word list"),
	N_("the file is truncated"),
	N_("a lexicon of another format version"),
	N_("a lexicon for another tile set"),
	N_("the file is longer than its header says"),
	N_("bad checksum"),
	N_("the lexicon is corrupt"),
	N_("the word list has no usable word"),
	N_("the word list is too big"),
	N_("out of memory"),
	N_("is a directory"),
	N_("larger than the 80 MiB a lexicon file may have"),
};

/* The translated entry of a table, or a generic text. */
static const char *
ui_text_pick(const char *const *table, size_t n, unsigned index)
{
	if (index >= n)
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
	N_("fine"),
	N_("cannot read the file"),
	N_("cannot write the file"),
	N_("neither XDG_STATE_HOME nor HOME is set"),
	N_("out of memory"),
	N_("the saved game is empty"),
	N_("not a fichas saved game"),
	N_("a saved game of another version"),
	N_("larger than the 8 MiB a saved game may have"),
	N_("the saved game is cut short"),
	N_("the saved game is damaged (checksum)"),
	N_("the saved game is damaged (a line)"),
	N_("the saved game's tiles do not add up"),
	N_("the saved game contradicts itself"),
	N_("the saved game's clock is damaged"),
	N_("not a regular file (a device or a FIFO); not written"),
	N_("not a regular file"),
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
