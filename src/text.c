/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "text.h"

/*
 * Every table is indexed by the engine's enum; an index out of range (a
 * newer engine) falls back to a generic text rather than reading past.
 */

#define TEXT_COUNT(a) (sizeof (a) / sizeof (a)[0])

static const char *text_pick(const char *const *table, size_t n,
    unsigned index);

/* Reasons for refused placements, indexed by enum rules_error. */
static const char *const text_rules[] = {
	[RULES_OK] = N_("the play is fine"),
	[RULES_ERR_NO_TILES] = N_("no tile is laid"),
	[RULES_ERR_OFF_BOARD] = N_("a tile is off the board"),
	[RULES_ERR_SQUARE_TAKEN] = N_("a square already holds a tile"),
	[RULES_ERR_SAME_SQUARE] = N_("two tiles are on one square"),
	[RULES_ERR_BAD_TILE] =
	    N_("the blank does not say which letter it stands for"),
	[RULES_ERR_NOT_ON_RACK] = N_("the rack does not hold those tiles"),
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
static const char *const text_game[] = {
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
	[GAME_ERR_UNDO_RULES] =
	    N_("Turns are taken back only in casual games (no clock, not under "
	    "the tournament rule)."),
	[GAME_ERR_NO_UNDO] = N_("There is no turn to take back."),
};

/* Notation errors, indexed by enum move_error. */
static const char *const text_move[] = {
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
static const char *const text_ends[] = {
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

static const char *const text_modes[] = {
	[CLOCK_NONE] = N_("untimed"),
	[CLOCK_CORRIDO] = N_("chess clock, corrido"),
	[CLOCK_NO_CORRIDO] = N_("chess clock, no corrido"),
	[CLOCK_TIMER] = N_("turn timer"),
};

static const char *const text_challenges[] = {
	[GAME_CHALLENGE_FISE] = N_("FISE (no penalty)"),
	[GAME_CHALLENGE_FIVE_POINTS] = N_("five points"),
	[GAME_CHALLENGE_DOUBLE] = N_("lose a turn"),
	[GAME_CHALLENGE_VOID] = N_("judged at once"),
};

static const char *const text_laids[] = {
	[GAME_LAID_DEFAULT] = N_("tournament when timed"),
	[GAME_LAID_TOURNAMENT] = N_("tournament"),
	[GAME_LAID_CASUAL] = N_("casual"),
};

/* A word list or a record in a wide encoding: the same words for both. */
#define TEXT_UTF16 N_("the file is UTF-16 text; save it as UTF-8")
#define TEXT_UTF32 N_("the file is UTF-32 text; save it as UTF-8")

/* Lexicons that do not open, indexed by enum lexicon_error. */
static const char *const text_lexicon[] = {
	[LEXICON_OK] = N_("fine"),
	[LEXICON_ERR_OPEN] = N_("cannot read the file"),
	[LEXICON_ERR_NOT_FILE] = N_("not a regular file"),
	[LEXICON_ERR_EMPTY] = N_("the file is empty"),
	[LEXICON_ERR_FOREIGN] = N_("neither a fichas lexicon nor a word list"),
	[LEXICON_ERR_TRUNCATED] =
	    N_("the lexicon is cut short (shorter than its header says)"),
	[LEXICON_ERR_VERSION] = N_("a lexicon of another format version"),
	[LEXICON_ERR_ALPHABET] = N_("a lexicon for another tile set"),
	[LEXICON_ERR_SIZE] = N_("the file's size does not match its header"),
	[LEXICON_ERR_CHECKSUM] = N_("the lexicon is damaged (wrong checksum)"),
	[LEXICON_ERR_CORRUPT] = N_("the lexicon is damaged (a bad graph node)"),
	[LEXICON_ERR_NO_WORDS] = N_("the word list has no usable word"),
	[LEXICON_ERR_TOO_BIG] =
	    N_("the word list has too many words for one graph"),
	[LEXICON_ERR_DIRECTORY] = N_("is a directory"),
	[LEXICON_ERR_FILE_TOO_BIG] =
	    N_("larger than the 80 MiB a lexicon file may have"),
	[LEXICON_ERR_UTF16] = TEXT_UTF16,
	[LEXICON_ERR_UTF32] = TEXT_UTF32,
};

/* The translated entry of a table, or a generic text. */
static const char *
text_pick(const char *const *table, size_t n, unsigned index)
{
	if (index >= n || table[index] == NULL)
		return _("unknown reason");
	return _(table[index]);
}

/* Why the rules refuse a placement, without its article. */
const char *
text_rules_error(enum rules_error why)
{
	return text_pick(text_rules, TEXT_COUNT(text_rules), why);
}

/* A refused placement: the article, when one says it, and the reason. */
void
text_refusal(enum rules_error why, char *buf, size_t size)
{
	const char *reason = text_rules_error(why);
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
text_game_error(enum game_error error)
{
	return text_pick(text_game, TEXT_COUNT(text_game), error);
}

/* Notation that does not read. */
const char *
text_move_error(enum move_error error)
{
	return text_pick(text_move, TEXT_COUNT(text_move), error);
}

/* A typed square the board refuses, named as the player reads the board. */
void
text_board_error(const struct move *m, const struct move_failure *f,
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
		snprintf(buf, size, "%s", text_move_error(f->error));
}

/* The end of the game (art. 37). */
const char *
text_end(enum game_end end)
{
	return text_pick(text_ends, TEXT_COUNT(text_ends), end);
}

/* A timing mode (arts. 28-31). */
const char *
text_clock_mode(enum clock_mode mode)
{
	return text_pick(text_modes, TEXT_COUNT(text_modes), mode);
}

/* A challenge rule (arts. 33-36 and club variants). */
const char *
text_challenge(enum game_challenge_rule rule)
{
	return text_pick(text_challenges,
	    TEXT_COUNT(text_challenges), rule);
}

/* A laid-tile rule (arts. 22-23). */
const char *
text_laid(enum game_laid_rule rule)
{
	return text_pick(text_laids, TEXT_COUNT(text_laids), rule);
}

/* A lexicon that did not open. */
const char *
text_lexicon_error(enum lexicon_error error)
{
	return text_pick(text_lexicon, TEXT_COUNT(text_lexicon),
	    error);
}

/* See text.h. */
const char *
text_lexicon_failure(const struct lexicon_failure *f, char *buf,
    size_t size)
{
	size_t n;

	snprintf(buf, size, "%s", text_lexicon_error(f->error));
	n = strlen(buf);
	if (f->error == LEXICON_ERR_OPEN && f->errnum != 0)
		snprintf(buf + n, size - n, ": %s", strerror(f->errnum));
	else if (f->error == LEXICON_ERR_CORRUPT && f->detail != 0)
		snprintf(buf + n, size - n, _(": node %lu"),
		    (unsigned long)f->detail);
	else if (f->error == LEXICON_ERR_VERSION)
		snprintf(buf + n, size - n,
		    _(" (version %lu; this program reads version %d)"),
		    (unsigned long)f->detail, LEXICON_FORMAT_VERSION);
	return buf;
}

/* Lines of a word list that are no word, by enum lexicon_line_problem. */
static const char *const text_line[] = {
	[LEXICON_LINE_NOT_SPANISH] = N_("contains K or W"),
	[LEXICON_LINE_BAD_CHARACTER] =
	    N_("contains a character that is not a Spanish letter"),
	[LEXICON_LINE_TOO_SHORT] = N_("fewer than 2 tiles"),
	[LEXICON_LINE_TOO_LONG] = N_("more than 15 tiles"),
	[LEXICON_LINE_NUL] = N_("contains a NUL byte"),
};

const char *
text_line_problem(enum lexicon_line_problem problem)
{
	return text_pick(text_line, TEXT_COUNT(text_line), problem);
}

/* Save errors, indexed by enum save_error. */
static const char *const text_save[] = {
	[SAVE_OK] = N_("fine"),
	[SAVE_ERR_OPEN] = N_("cannot read the file"),
	[SAVE_ERR_WRITE] = N_("cannot write the file"),
	[SAVE_ERR_NO_HOME] = N_("neither XDG_STATE_HOME nor HOME is set"),
	[SAVE_ERR_EMPTY] = N_("the saved game is empty"),
	[SAVE_ERR_FOREIGN] = N_("not a fichas saved game"),
	[SAVE_ERR_VERSION] = N_("a saved game of another fichas version"),
	[SAVE_ERR_TOO_BIG] = N_("larger than the 8 MiB a saved game may have"),
	[SAVE_ERR_TRUNCATED] = N_("the saved game is cut short"),
	[SAVE_ERR_CHECKSUM] = N_("the saved game is damaged (wrong checksum)"),
	[SAVE_ERR_SYNTAX] =
	    N_("a line of the saved game is missing, misplaced or out of "
	    "range"),
	[SAVE_ERR_TILES] =
	    N_("the saved game's tiles do not add up to the 100 of the set"),
	[SAVE_ERR_STATE] = N_("the saved game contradicts itself"),
	[SAVE_ERR_CLOCK] = N_("the saved game's clocks cannot be restored"),
	[SAVE_ERR_NOT_REGULAR] =
	    N_("not a regular file (a device or a FIFO); not written"),
	[SAVE_ERR_NOT_FILE] = N_("not a regular file"),
};

_Static_assert(SAVE_MAX_SIZE == (size_t)8 << 20, "the words say 8 MiB");
_Static_assert(LEXICON_MAX_FILE == (size_t)80 << 20, "the words say 80 MiB");

/* A save that failed: the system's reason for reads and writes. */
const char *
text_save_error(enum save_error error, int errnum)
{
	if ((error == SAVE_ERR_OPEN || error == SAVE_ERR_WRITE) && errnum != 0)
		return strerror(errnum);
	return text_pick(text_save, TEXT_COUNT(text_save), error);
}

/* History errors, indexed by enum history_error. */
static const char *const text_history[] = {
	[HISTORY_OK] = N_("fine"),
	[HISTORY_ERR_NO_HOME] = N_("neither XDG_DATA_HOME nor HOME is set"),
	[HISTORY_ERR_SYSTEM] = N_("cannot read or write the file"),
	[HISTORY_ERR_NOT_REGULAR] = N_("it is not a regular file"),
	[HISTORY_ERR_VERSION] = N_("it was written by a newer fichas"),
	[HISTORY_ERR_TOO_BIG] = N_("larger than the 64 MiB a history may have"),
};

_Static_assert(HISTORY_MAX_SIZE == (size_t)64 << 20, "the words say 64 MiB");

/* The history that failed: the system's reason for reads and writes. */
const char *
text_history_error(enum history_error error, int errnum)
{
	if (error == HISTORY_ERR_SYSTEM && errnum != 0)
		return strerror(errnum);
	return text_pick(text_history, TEXT_COUNT(text_history), error);
}

/* Positions in CGP that do not read, indexed by enum cgp_error. */
static const char *const text_cgp[] = {
	[CGP_OK] = N_("fine"),
	[CGP_ERR_MISSING] =
	    N_("a field is missing (board, racks, scores, scoreless turns)"),
	[CGP_ERR_ROWS] = N_("the board needs 15 rows separated by '/'"),
	[CGP_ERR_ROW_LENGTH] = N_("a row must cover 15 squares"),
	[CGP_ERR_NUMBER] = N_("a run of empty squares must be 1 to 15"),
	[CGP_ERR_TILE] =
	    N_("not a tile (digraphs go in brackets: [CH], [ch])"),
	[CGP_ERR_RACKS] = N_("the racks must read RACK1/RACK2"),
	[CGP_ERR_RACK_TILE] = N_("not a rack tile (a blank is '?')"),
	[CGP_ERR_RACK_SIZE] = N_("a rack holds at most 7 tiles"),
	[CGP_ERR_TOO_MANY] = N_("more of this tile than the set holds"),
	[CGP_ERR_SCORES] = N_("the scores must read S1/S2"),
	[CGP_ERR_TURNS] = N_("the scoreless-turn count must be a number"),
	[CGP_ERR_OPCODES] = N_("bad text after the scoreless-turn count"),
};

/* A position that does not read. */
const char *
text_cgp_error(enum cgp_error error)
{
	return text_pick(text_cgp, TEXT_COUNT(text_cgp), error);
}

/* Records that are not GCG, indexed by enum gcg_error. */
static const char *const text_gcg[] = {
	[GCG_OK] = N_("fine"),
	[GCG_ERR_EMPTY] = N_("no GCG pragma or event in the file"),
	[GCG_ERR_ENCODING] =
	    N_("not valid UTF-8, or an unsupported #character-encoding"),
	[GCG_ERR_CONTROL] = N_("a control character in the line"),
	[GCG_ERR_LINE] = N_("neither a #pragma nor a >nick: event line"),
	[GCG_ERR_PRAGMA] = N_("the pragma lacks its argument"),
	[GCG_ERR_PLAYER] =
	    N_("bad #player line: a nick repeated, too long or with ':'"),
	[GCG_ERR_NICK] = N_("an event line starts with '>nick:'"),
	[GCG_ERR_EVENT] = N_("the fields fit no GCG event"),
	[GCG_ERR_RACK] = N_("the rack is not up to seven tiles"),
	[GCG_ERR_MOVE] = N_("the position or the word cannot be read"),
	[GCG_ERR_EXCHANGE] = N_("an exchange gives back 1 to 7 tiles"),
	[GCG_ERR_END_RACK] =
	    N_("the end-of-game rack is not up to seven tiles"),
	[GCG_ERR_SCORE] = N_("the points are not a number like +12 or -46"),
	[GCG_ERR_TOTAL] = N_("the running total is not a number"),
	[GCG_ERR_UTF16] = TEXT_UTF16,
	[GCG_ERR_UTF32] = TEXT_UTF32,
};

/* A record that is not GCG; a move in it, as text_move_error() says. */
const char *
text_gcg_error(const struct gcg_failure *f)
{
	if (f->error == GCG_ERR_MOVE)
		return text_move_error(f->move.error);
	return text_pick(text_gcg, TEXT_COUNT(text_gcg), f->error);
}

/* Text that is no tiles, indexed by enum tiles_error. */
static const char *const text_tiles[] = {
	[TILES_OK] = N_("fine"),
	[TILES_ERR_EMPTY] = N_("not a word"),
	[TILES_ERR_BAD_UTF8] = N_("not valid UTF-8 text"),
	[TILES_ERR_NOT_SPANISH] =
	    N_("%s is not a Spanish tile: there is no K nor W (art. 10.1)"),
	[TILES_ERR_BAD_CHARACTER] = N_("'%s' is not a letter"),
	[TILES_ERR_BAD_BRACKET] = N_("brackets hold only CH, LL or RR: [CH]"),
	[TILES_ERR_MIXED_CASE] =
	    N_("a digraph in mixed case: CH is a tile, ch a blank"),
	[TILES_ERR_TOO_LONG] = N_("more than %d tiles"),
};

/* Text that is no tiles; ch is the character it stopped on, as text. */
void
text_tiles_error(const struct tiles_failure *f, const char *ch, char *buf,
    size_t size)
{
	const char *what = text_pick(text_tiles, TEXT_COUNT(text_tiles),
	    f->error);

	if (f->error == TILES_ERR_NOT_SPANISH ||
	    f->error == TILES_ERR_BAD_CHARACTER)
		snprintf(buf, size, what, ch);
	else if (f->error == TILES_ERR_TOO_LONG)
		snprintf(buf, size, what, TILES_MAX_WORD);
	else
		snprintf(buf, size, "%s", what);
}

/* Files that cannot be read, indexed by enum infile_error. */
static const char *const text_infile[] = {
	[INFILE_OK] = N_("fine"),
	[INFILE_ERR_OPEN] = N_("cannot read the file"),
	[INFILE_ERR_DIRECTORY] = N_("is a directory"),
	[INFILE_ERR_NOT_FILE] = N_("not a regular file"),
	[INFILE_ERR_TOO_BIG] = N_("larger than the limit of %s"),
};

/* A file that could not be read: the system's reason, or the limit. */
void
text_infile_error(const struct infile_failure *f, char *buf, size_t size)
{
	char limit[32];

	if (f->error == INFILE_ERR_OPEN && f->errnum != 0)
		snprintf(buf, size, "%s", strerror(f->errnum));
	else if (f->error == INFILE_ERR_TOO_BIG) {
		infile_size_text(f->limit, limit, sizeof limit);
		snprintf(buf, size, _("larger than the limit of %s"), limit);
	} else
		snprintf(buf, size, "%s", text_pick(text_infile,
		    TEXT_COUNT(text_infile), f->error));
}

/* Leave tables that do not load, indexed by enum eval_error. */
static const char *const text_eval[] = {
	[EVAL_OK] = N_("fine"),
	[EVAL_ERR_OPEN] = N_("cannot read the leave table"),
	[EVAL_ERR_HEADER] =
	    N_("not a leave table (the first line is not \"fichas-leaves 1\")"),
	[EVAL_ERR_LINE] = N_("not a leave table (a line is no entry)"),
	[EVAL_ERR_TILE] =
	    N_("not a leave table (a tile or a leave does not read)"),
	[EVAL_ERR_NUMBER] =
	    N_("not a leave table (a count or a value out of range)"),
	[EVAL_ERR_DIRECTORY] = N_("is a directory, not a leave table"),
	[EVAL_ERR_NOT_FILE] = N_("not a regular file"),
	[EVAL_ERR_TOO_BIG] = N_("larger than the 16 MiB a leave table may have"),
};

_Static_assert(EVAL_LEAVES_MAX_SIZE == (size_t)16 << 20,
    "the words say 16 MiB");

/* A leave table that did not load, with the system's reason to read it. */
void
text_eval_error(const struct eval_failure *f, char *buf, size_t size)
{
	const char *what = text_pick(text_eval, TEXT_COUNT(text_eval),
	    f->error);

	if (f->error == EVAL_ERR_OPEN && f->errnum != 0)
		snprintf(buf, size, "%s: %s", what, strerror(f->errnum));
	else
		snprintf(buf, size, "%s", what);
}

/* Practice that could not go on, indexed by enum practice_error. */
static const char *const text_practice[] = {
	[PRACTICE_OK] = N_("fine"),
	[PRACTICE_ERR_LENGTH] = N_("no such length for this drill"),
	[PRACTICE_ERR_KIND] = N_("not a drill this command asks"),
	[PRACTICE_ERR_NO_ITEMS] = N_("the lexicon has no word for this drill"),
	[PRACTICE_ERR_KEY] = N_("not an item of the practice schedule"),
	[PRACTICE_ERR_NO_HOME] = N_("neither XDG_DATA_HOME nor HOME is set"),
	[PRACTICE_ERR_READ] = N_("cannot read the file"),
	[PRACTICE_ERR_NOT_SCHEDULE] =
	    N_("not a practice schedule of this version of fichas"),
	[PRACTICE_ERR_WRITE] = N_("cannot write the file"),
	[PRACTICE_ERR_NOT_REGULAR] = N_("not a regular file"),
};

/* Practice that failed: the system's reason for reads and writes. */
const char *
text_practice_error(enum practice_error error, int errnum)
{
	if ((error == PRACTICE_ERR_READ || error == PRACTICE_ERR_WRITE) &&
	    errnum != 0)
		return strerror(errnum);
	return text_pick(text_practice, TEXT_COUNT(text_practice), error);
}

const char *
text_drill_name(enum practice_kind kind)
{
	switch (kind) {
	case PRACTICE_ANAGRAMS:
		return _("Anagrams");
	case PRACTICE_HOOKS:
		return _("Hooks");
	case PRACTICE_PUZZLES:
	default:
		return _("Puzzles");
	}
}

void
text_practice_rate(const struct practice_tally *t, char *buf, size_t size)
{
	unsigned pct;

	if (t->asked == 0) {
		snprintf(buf, size, "-");
		return;
	}
	pct = (unsigned)((100ull * t->right + t->asked / 2) / t->asked);
	/* TRANSLATORS: a success rate; Spanish writes a space before %. */
	snprintf(buf, size, _("%u%%"), pct);
}

void
text_puzzle_refusal(const struct puzzle_grade *g, const struct board *board,
    char *buf, size_t size)
{
	char word[4 * TILES_MAX_WORD + 1];
	const struct formed_word *w;

	switch (g->verdict) {
	case PUZZLE_ERR_NOTATION:
		snprintf(buf, size, "%s", text_move_error(g->failure.error));
		break;
	case PUZZLE_ERR_BOARD:
		text_board_error(&g->typed, &g->failure, board, buf, size);
		break;
	case PUZZLE_ERR_RULES:
		text_refusal(g->rules_error, buf, size);
		break;
	case PUZZLE_ERR_WORD:
		w = &g->play.words[g->bad_word];
		tiles_to_display(w->tiles, (size_t)w->len, word, sizeof word);
		snprintf(buf, size, _("%s is not in the lexicon."), word);
		break;
	case PUZZLE_ERR_NOT_ON_RACK:
		snprintf(buf, size, "%s", _("Your rack does not hold those "
		    "tiles."));
		break;
	case PUZZLE_ERR_BAG:
		snprintf(buf, size, "%s", _("The bag holds too few tiles to "
		    "exchange (art. 24)."));
		break;
	default:
		snprintf(buf, size, "%s", _("No move was found."));
		break;
	}
}

/* The computer's levels as a player's name, by the driver's level names. */
static const struct {
	const char *level;
	const char *name;
} text_levels[] = {
	{ "principiante", N_("Beginner") },
	{ "aficionado", N_("Amateur") },
	{ "experto", N_("Expert") },
	{ "campeon", N_("Champion") },
};

/*
 * The name of a player nobody named, in every language fichas speaks: the
 * English msgids first, then each translation in po/ (tests/stats-cli.sh
 * checks that every catalogue's is here).  The game shows the player's
 * language's; the statistics count them all as one player.
 */
static const char *const text_default_names[][GAME_PLAYERS] = {
	{ N_("Player 1"), N_("Player 2") },
	{ "Jugador 1", "Jugador 2" },	/* po/es.po */
};

/* See text.h: "Player 1" in the player's language. */
const char *
text_default_name(int player)
{
	return _(text_default_names[0][player != 0]);
}

/* See text.h: a default name in any language as today's. */
const char *
text_player_name(const char *name)
{
	for (size_t i = 0; i < TEXT_COUNT(text_default_names); i++)
		for (int p = 0; p < GAME_PLAYERS; p++)
			if (strcmp(name, text_default_names[i][p]) == 0 ||
			    strcmp(name, text_default_name(p)) == 0)
				return text_default_name(p);
	return name;
}

/* The name a computer player of a level goes by ("Expert"). */
const char *
text_level_name(const char *level)
{
	for (size_t i = 0; i < TEXT_COUNT(text_levels); i++)
		if (strcmp(text_levels[i].level, level) == 0)
			return _(text_levels[i].name);
	return level;
}

/* See text.h: the level by its name, not the identifier "experto". */
void
text_computer(const char *level, char *buf, size_t size)
{
	snprintf(buf, size, _("the computer, level %s"),
	    text_level_name(level));
}
