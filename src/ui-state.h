/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * The curses front end's state, shared by the src/ui-*.c files.
 *
 * The UI holds no rules: everything about the game is asked of the game
 * module (src/game.h) and every action goes through it.  What the UI keeps
 * is what a person at the keyboard needs around that:
 *
 *	screen     menu, opening draw, the game, the end
 *	seat       who is at the keyboard now (hot-seat): a player's rack is
 *	           drawn only while that player holds the seat, and the seat
 *	           changes only on a hand-over screen that shows nothing private
 *	mode       what the keys do during a turn: lay tiles with the cursor,
 *	           type notation, name a blank, choose tiles to exchange, answer
 *	           a yes/no question
 *	notice     a message that waits for a key (a challenge's verdict)
 *
 * What the screen shows during a game is worked out from the game's phase
 * and the seat each time it is drawn (ui_view()), so that no hook has to
 * remember to switch screens.
 */
#ifndef FICHAS_UI_STATE_H
#define FICHAS_UI_STATE_H

#include <stdint.h>
#include <wchar.h>

#include "game.h"
#include "lexicon.h"
#include "rng.h"
#include "coach.h"
#include "ui-turns.h"

#define UI_LEVEL_MAX	31	/* bytes of a computer level's name */
#define UI_PATH_MAX	1024	/* bytes of a lexicon path */
#define UI_MESSAGE_MAX	320	/* bytes of the message line */
#define UI_COMMAND_MAX	64	/* characters of the command line */
#define UI_NOTICE_LINES	6	/* lines of a notice box */
#define UI_WORD_LINES	3	/* lines of a word check's answer */

/* A person at the keyboard or a program (the computer opponent). */
enum ui_player_kind {
	UI_PLAYER_HUMAN = 0,
	UI_PLAYER_COMPUTER
};

/* How one player is set up before the game. */
struct ui_player_setup {
	enum ui_player_kind kind;
	char level[UI_LEVEL_MAX + 1];	/* computer: a driver level name */
};

/* What the command line or the start menu chose. */
struct ui_options {
	struct game_settings settings;	/* names, rules, clock, seed */
	struct ui_player_setup players[GAME_PLAYERS];
	int players_given[GAME_PLAYERS]; /* --p1/--p2: a resume keeps them */
	int names_given[GAME_PLAYERS];	/* typed or --name: kept as is */
	char lexicon[UI_PATH_MAX];	/* "" for none: no challenges */
	int seed_given;			/* else a seed from the time */
	int clock_speed;		/* tests only: time runs this fast */
	int show_menu;			/* start on the menu */
	int practice;			/* start on the practice screen */
	int resume;			/* resume a saved game */
	char resume_id[UI_PATH_MAX];	/* its ID or path; "": the latest */
	struct gcg_record *review;	/* review this record (the UI owns it) */
	int tracker;			/* 1 on, 0 off, -1 off in tournaments */
	int colour;			/* 0 with NO_COLOR or --no-color */
};

enum ui_screen {
	UI_SCREEN_MENU = 0,
	UI_SCREEN_DRAW,		/* the opening draw (art. 4) */
	UI_SCREEN_PLAY,		/* the game; see enum ui_view */
	UI_SCREEN_END,		/* final scores */
	UI_SCREEN_REVIEW,	/* a game turn by turn on the board */
	UI_SCREEN_QUIT,
	UI_SCREEN_PRACTICE	/* word drills and puzzles, from the menu */
};

/*
 * Full screens opened over the screen below, which goes on underneath (the
 * game's clock keeps running behind the help, art. 31), closed in the
 * reverse order.
 */
enum ui_overlay {
	UI_OVERLAY_HELP = 0,	/* every key */
	UI_OVERLAY_ANALYSIS,	/* a finished game's best moves */
	UI_OVERLAY_WORD,	/* is a word in the lexicon (casual games) */
	UI_OVERLAY_QUIT,	/* quit the game? */
	UI_OVERLAY_STATS,	/* the statistics of finished games */
	UI_OVERLAY_COUNT
};

#define UI_OVERLAY_DEPTH 4	/* overlays open at once, at most */

/* What the game screen shows now (worked out by ui_view()). */
enum ui_view {
	UI_VIEW_TURN = 0,	/* the seated player's turn: rack shown */
	UI_VIEW_HANDOVER,	/* hand the keyboard over; nothing private */
	UI_VIEW_DECIDE,		/* accept or challenge (arts. 33-34) */
	UI_VIEW_WAIT,		/* a computer player is thinking */
	UI_VIEW_NOTICE		/* a message that waits for a key */
};

/* What the keys do during a turn. */
enum ui_mode {
	UI_MODE_BOARD = 0,	/* the cursor lays tiles */
	UI_MODE_COMMAND,	/* a line of notation after ':' or '/' */
	UI_MODE_BLANK,		/* which letter a laid blank stands for */
	UI_MODE_EXCHANGE,	/* choosing the tiles to give back */
	UI_MODE_CONFIRM		/* a yes/no question */
};

/* The question UI_MODE_CONFIRM asks. */
enum ui_confirm {
	UI_CONFIRM_NONE = 0,
	UI_CONFIRM_PASS,
	UI_CONFIRM_TAKE_BACK	/* art. 23: taking laid tiles back loses */
};

/* Monotonic time sped up for tests (--clock-speed). */
struct ui_clock {
	int64_t base_ms;	/* real time when the game's clock began */
	int speed;
};

struct ui_driver;

/* A player during the game. */
struct ui_player {
	struct ui_player_setup setup;
	const struct ui_driver *driver;	/* NULL: a person */
	void *driver_state;
};

struct ui {
	struct ui_options opt;
	enum ui_screen screen;
	int menu_item;		/* the start menu's highlighted line */
	int menu_typed;		/* typed on this line since reaching it */
	struct game *game;
	const struct game_callbacks *callbacks;	/* src/ui-hooks.c's */
	struct lexicon *lexicon;
	struct ui_clock clock;
	struct ui_player players[GAME_PLAYERS];
	char *record_path;	/* where the game record went, or NULL */

	int seat;		/* the player at the keyboard, -1 nobody */
	int seen[GAME_PLAYERS];	/* sheet lines each player was shown */
	int humans;		/* people playing: 2 is hot-seat */

	/* Laying tiles. */
	enum ui_mode mode;
	int row, col;		/* the cursor */
	int dir;		/* enum direction: across or down */
	int n_order;		/* laid squares in the order laid */
	int order[RACK_SIZE][2];
	tile_t digraph;		/* C, L or R typed: waiting for H, L, R */
	int blank_row, blank_col; /* the blank being named */
	int rack_sel;		/* rack slot picked to move, -1 none */
	int marked[RACK_SIZE];	/* exchange: slots chosen */
	int marked_last;	/* exchange: the slot digraph's letter chose */
	enum ui_confirm confirm;
	wchar_t command[UI_COMMAND_MAX + 1];
	int command_len;

	/* What is on screen. */
	char message[UI_MESSAGE_MAX];
	int message_error;	/* shown as an error */
	char notice[UI_NOTICE_LINES][UI_MESSAGE_MAX];
	int n_notice;
	enum ui_overlay overlays[UI_OVERLAY_DEPTH]; /* open, bottom first */
	int n_overlays;
	int help_top;		/* the help's first line shown */
	int end_board;		/* the end screen shows the board */
	int sheet_scroll;	/* lines scrolled back from the latest */
	int show_tracker;	/* compact layout: tracker instead of sheet */
	int thinking;		/* spinner for a computer player */
	int timer_returned;	/* sheet line + 1 of a turn the timer ended
				   with tiles laid that went back (art. 30) */

	/* The engine's help (src/coach.h), made when first asked. */
	struct coach *coach;
	int n_hints;		/* hints shown for turn hint_turn */
	int hint_turn;
	int hint_seat;		/* to the player who asked, only */
	int hint_busy;		/* the engine is still finding them */
	int hint_sel;		/* the one Up/Down chose */
	struct coach_hint hints[COACH_HINTS];
	int analysis_top;	/* its first turn shown */
	int analysis_begun;	/* 0 not yet, 1 under way, 2 done */
	int blocked_turn;	/* art. 37.1 checked for this turn */

	/* A game reviewed turn by turn (src/ui-review.c). */
	struct ui_turns review_turns;
	int review_ready;	/* laid out */
	int review_turn;	/* the one shown, 0-based */
	int review_jump;	/* a turn number being typed, 0 none */
	int review_best;	/* the board shows the best move alone (b) */
	enum ui_screen review_back;	/* where Esc goes */
	struct coach_hint review_alts[COACH_HINTS];
	int review_n_alts;
	int review_alts_turn;	/* the turn they are for, -1 none */

	/* The word being checked (src/ui-word.c). */
	wchar_t word[UI_COMMAND_MAX + 1];
	int word_len;
	char word_result[UI_WORD_LINES][UI_MESSAGE_MAX];
	int word_lines;		/* of word_result, for the word as checked */

	struct rng shuffle;	/* the rack shuffle, not the bag's */
	int quit_signal;	/* a signal asked to stop */

	/* This game's save file (src/ui-save.h). */
	char save_path[UI_PATH_MAX];	/* "" before its first save */
	int save_failed;		/* its last save failed */
	char save_reason[UI_MESSAGE_MAX]; /* why, in the player's words */
	int saved_turn;			/* the turn of its last save, -1 none */
	int save_lock;			/* its lock's descriptor + 1, or 0 */
};

/*
 * ui-state.c: what every screen asks and tells, below all of them: the
 * screen and overlays up, the view of the game, the seat, the messages.
 */
/* Go to a screen (an overlay open stays over the new one). */
void ui_screen_set(struct ui *ui, enum ui_screen screen);
/* Open an overlay over what is up (once: a second open does nothing). */
void ui_overlay_open(struct ui *ui, enum ui_overlay overlay);
/* Close the topmost overlay. */
void ui_overlay_close(struct ui *ui);
/* Whether an overlay is open, anywhere in the stack. */
int ui_overlay_is_open(const struct ui *ui, enum ui_overlay overlay);
/* What the game screen shows now. */
enum ui_view ui_view(const struct ui *ui);
/* Whether a player is a person (no driver). */
int ui_player_is_human(const struct ui *ui, int player);
/*
 * Whether undo (F7, u) would take a turn back now: against the computer
 * back to the person's own turn, else the last turn.  GAME_OK or why not.
 */
enum game_error ui_can_undo(const struct ui *ui);
/* Take back what ui_can_undo() says: GAME_OK, or why not. */
enum game_error ui_undo(struct ui *ui);
/* Set the message line (error: in the error colour). */
void ui_message(struct ui *ui, int error, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Add a line to the notice that waits for a key. */
void ui_notice_add(struct ui *ui, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A player takes the keyboard: what happened is now seen. */
void ui_take_seat(struct ui *ui, int player);
/* Forget the tiles being laid, the mode and the selections. */
void ui_reset_turn(struct ui *ui);
/* The cursor where a turn starts: H8, or the first square of the last play. */
void ui_cursor_home(struct ui *ui);

/*
 * ui-game.c: a game from ui->opt (lexicon, players, clock), or -1 with
 * *cause a malloc'd message.  What a loaded game is attached with
 * (game_attach()): the UI's clock source, judge, and ui->callbacks.
 */
int ui_new_game(struct ui *ui, char **cause);
void ui_end_game(struct ui *ui);
/* Open ui->opt.lexicon ("" : none, no challenges); -1 with *cause. */
int ui_open_lexicon(struct ui *ui, char **cause);
struct clock_source ui_clock_source(struct ui *ui);
struct game_judge ui_judge(struct ui *ui);
/* Players' drivers from ui->opt.players (also after loading a game). */
int ui_setup_players(struct ui *ui, char **cause);
/*
 * A player's name when none was given: "Player 2", or for the computer
 * its level's name ("Expert").
 */
void ui_default_name(struct ui_options *opt, int player);
/* The engine for hints and analysis (made now if need be), or NULL. */
struct coach *ui_coach(struct ui *ui);
/* Let the analysis under way work for a moment (a tick's share). */
void ui_analysis_work(struct ui *ui);

#endif
